"""Suits, ranks, cards and hands.

A card is one of 52 shared immutable objects; a hand is an immutable set of cards.

>>> Card.parse("SA"), Card.parse("H10") == Card.parse("♥T")
(Card.parse('SA'), True)
>>> hand = Hand.parse("AKQ.JT9.8765.432")
>>> hand.hcp, hand.shape, hand.is_balanced
(10, (3, 3, 4, 3), True)
>>> str(hand)
'♠AKQ ♥J109 ♦8765 ♣432'
"""

from __future__ import annotations

import enum
import re
from typing import Iterable, Iterator

from ._ordering import OrderedByKey

__all__ = ["Suit", "Rank", "Card", "Hand"]


class Suit(OrderedByKey, enum.Enum):
    """A suit. Iterates in the order of a hand diagram (♠ ♥ ♦ ♣); compares in auction
    order (clubs lowest), which is also how cards are sorted.

    >>> [str(s) for s in Suit]
    ['♠', '♥', '♦', '♣']
    >>> Suit.parse("h"), Suit.C < Suit.D
    (Suit.H, True)
    """

    S = 3
    H = 2
    D = 1
    C = 0

    @property
    def symbol(self) -> str:
        """The suit symbol: ♠ ♥ ♦ ♣."""
        return _SUIT_SYMBOLS[self.value]

    @property
    def letter(self) -> str:
        """The suit letter of standard notation: S H D C."""
        return self.name

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.H, Suit.D)

    @property
    def is_major(self) -> bool:
        """Spades and hearts are the major suits; diamonds and clubs the minors."""
        return self in (Suit.S, Suit.H)

    @property
    def english(self) -> str:
        """The suit's name in plural: spades, hearts, diamonds, clubs."""
        return _SUIT_NAMES[self.value]

    @classmethod
    def parse(cls, text: str) -> "Suit":
        """Read a suit from a letter (S, H, D, C, any case) or a symbol (♠ ♥ ♦ ♣, ♤ ♡ ♢ ♧)."""
        try:
            return _SUIT_BY_TOKEN[text.strip().upper()]
        except (KeyError, AttributeError):
            raise ValueError(f"{text!r} is not a suit: use S, H, D, C or ♠, ♥, ♦, ♣.") from None

    def _order_key(self) -> int:
        return self.value

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


_SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")
_SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
_SUITS_BY_VALUE = (Suit.C, Suit.D, Suit.H, Suit.S)
_SUIT_BY_TOKEN = {
    **{s.name: s for s in Suit},
    **{s.symbol: s for s in Suit},
    "♤": Suit.S, "♡": Suit.H, "♢": Suit.D, "♧": Suit.C,
}


class Rank(enum.IntEnum):
    """A rank, 2 (lowest) to ace (highest).

    >>> Rank.parse("T") is Rank.TEN is Rank.parse("10")
    True
    >>> str(Rank.TEN), Rank.TEN.letter, Rank.KING.hcp
    ('10', 'T', 3)
    """

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """One character, as PBN writes it: 2-9, T, J, Q, K, A."""
        return _RANK_LETTERS[self.value - 2]

    @property
    def hcp(self) -> int:
        """High-card points: ace 4, king 3, queen 2, jack 1, others 0."""
        return max(0, self.value - 10)

    @property
    def is_honour(self) -> bool:
        """Ace, king, queen, jack and ten are the honours."""
        return self.value >= 10

    @classmethod
    def parse(cls, text: str) -> "Rank":
        """Read a rank: 2-9, T or 10, J, Q, K, A (any case)."""
        try:
            return _RANK_BY_TOKEN[text.strip().upper()]
        except (KeyError, AttributeError):
            raise ValueError(f"{text!r} is not a rank: use A, K, Q, J, 10 (or T) or 9 down to 2.") from None

    def __str__(self) -> str:
        return "10" if self.value == 10 else self.letter

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    # IntEnum's format() would print the number; keep str() in f-strings.
    __format__ = object.__format__


_RANK_LETTERS = "23456789TJQKA"
_RANK_BY_TOKEN = {r.letter: r for r in Rank} | {"10": Rank.TEN}


class Card(OrderedByKey):
    """One of the 52 cards. ``Card(Suit.S, Rank.ACE)`` always returns the same object.

    Cards sort by suit in auction order (clubs lowest), then by rank. ``str()`` gives the
    suit symbol and rank (``♥10``); :meth:`parse` reads that and the letter forms.

    >>> Card.parse("♠A") is Card(Suit.S, Rank.ACE)
    True
    >>> str(Card.parse("h10")), Card.parse("HT").pbn
    ('♥10', 'HT')
    >>> Card.parse("C2") < Card.parse("D2") < Card.parse("DA")
    True
    """

    __slots__ = ("suit", "rank", "index", "_bit")
    suit: Suit
    rank: Rank
    index: int
    _bit: int

    def __new__(cls, suit: Suit, rank: Rank | int) -> "Card":
        try:
            return _CARDS[suit.value * 13 + int(rank) - 2]
        except (AttributeError, IndexError, TypeError, ValueError):
            raise ValueError(f"There is no card with suit {suit!r} and rank {rank!r}.") from None

    @classmethod
    def _create(cls, index: int) -> "Card":
        card = object.__new__(cls)
        object.__setattr__(card, "suit", _SUITS_BY_VALUE[index // 13])
        object.__setattr__(card, "rank", Rank(index % 13 + 2))
        object.__setattr__(card, "index", index)
        object.__setattr__(card, "_bit", 1 << (8 * index))
        return card

    @classmethod
    def from_index(cls, index: int) -> "Card":
        """The card with this index: suit value × 13 + rank − 2 (♣2 is 0, ♠A is 51)."""
        if not 0 <= index < 52:
            raise ValueError(f"{index!r} is not a card index (0-51).")
        return _CARDS[index]

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Read a card: suit then rank (``SA``, ``♠A``, ``H10``, ``HT``) or rank then suit
        (``A♠``, ``10h``). Case and surrounding spaces do not matter."""
        if not isinstance(text, str):
            raise ValueError(f"{text!r} is not a card.")
        card = _CARD_BY_TOKEN.get(text.strip().upper())
        if card is None:
            raise ValueError(f"{text!r} is not a card: write the suit and the rank, like SA, ♠A or H10.")
        return card

    @property
    def hcp(self) -> int:
        """High-card points of this card."""
        return self.rank.hcp

    @property
    def pbn(self) -> str:
        """Letter form as PBN writes it: ``SA``, ``HT``."""
        return self.suit.letter + self.rank.letter

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo: dict) -> "Card":
        return self

    def _order_key(self) -> int:
        return self.index

    def __hash__(self) -> int:
        return self.index

    def __str__(self) -> str:
        return self.suit.symbol + str(self.rank)

    def _repr_html_(self) -> str:
        """Rich display in Jupyter (drawn by :mod:`bridgelib.render`)."""
        from .render.html import card_html

        return card_html(self)

    def __repr__(self) -> str:
        return f"Card.parse({self.pbn!r})"


_CARDS: tuple[Card, ...] = tuple(Card._create(i) for i in range(52))


def _card_tokens() -> dict[str, Card]:
    tokens: dict[str, Card] = {}
    for card in _CARDS:
        suit_forms = {card.suit.letter, card.suit.symbol}
        suit_forms |= {k for k, v in _SUIT_BY_TOKEN.items() if v is card.suit}
        rank_forms = {card.rank.letter} | ({"10"} if card.rank == Rank.TEN else set())
        for s in suit_forms:
            for r in rank_forms:
                tokens[s + r] = card
                tokens[r + s] = card
    return tokens


_CARD_BY_TOKEN = _card_tokens()

# Bit masks in the internal base-256 layout: card i is bit 8*i (one byte per card), which
# lets whole hands be built from byte strings at C speed (see deal.py).
_SUIT_MASK = tuple(sum(1 << (8 * (s * 13 + r)) for r in range(13)) for s in range(4))
_RANK_MASK = tuple(sum(1 << (8 * (s * 13 + r)) for s in range(4)) for r in range(13))
_ALL_MASK = sum(_SUIT_MASK)
_ACES, _KINGS, _QUEENS, _JACKS = (_RANK_MASK[12], _RANK_MASK[11], _RANK_MASK[10], _RANK_MASK[9])
_BALANCED_SHAPES = {(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2)}


def _mask_cards_desc(mask: int) -> list[Card]:
    """The cards of a mask, highest index first (♠A down to ♣2)."""
    cards = []
    while mask:
        top = mask.bit_length() - 1
        cards.append(_CARDS[top >> 3])
        mask ^= 1 << top
    return cards


_HAND_TEXT = re.compile(r"\s+")


class Hand:
    """An immutable set of cards held by one player: 13 in a full deal, fewer in a lesson
    position or after some tricks.

    Iteration gives the cards as a hand diagram shows them: spades, hearts, diamonds,
    clubs, each from high to low.

    >>> hand = Hand.parse("AKQ.JT9.8765.432")
    >>> len(hand), Card.parse("SK") in hand, [str(c) for c in hand.cards_in(Suit.H)]
    (13, True, ['♥J', '♥10', '♥9'])
    >>> Hand.parse("♠AK ♥— ♦QJ ♣—") == Hand.parse("AK..QJ.")
    True
    """

    __slots__ = ("_mask",)
    _mask: int

    def __init__(self, cards: Iterable[Card | str] = ()) -> None:
        mask = 0
        for item in cards:
            card = item if isinstance(item, Card) else Card.parse(item)
            if mask & card._bit:
                raise ValueError(f"{card} appears twice in the hand.")
            mask |= card._bit
        object.__setattr__(self, "_mask", mask)

    @classmethod
    def _from_mask(cls, mask: int) -> "Hand":
        hand = object.__new__(cls)
        object.__setattr__(hand, "_mask", mask)
        return hand

    @classmethod
    def parse(cls, text: str) -> "Hand":
        """Read a hand in PBN order spades.hearts.diamonds.clubs (``AKQ.JT9.8765.432``,
        an empty suit is a void, ``-`` also allowed), or with suit symbols
        (``♠AKQ ♥J109 ♦8765 ♣432``, ``—`` for a void)."""
        if not isinstance(text, str):
            raise ValueError(f"{text!r} is not a hand.")
        body = text.strip()
        if any(sym in body for sym in "♠♥♦♣♤♡♢♧"):
            parts = re.split(r"([♠♥♦♣♤♡♢♧])", body)
            if parts[0].strip():
                raise ValueError(f"{parts[0].strip()!r} in {text!r} comes before any suit symbol.")
            by_suit: dict[Suit, str] = {}
            for sym, ranks in zip(parts[1::2], parts[2::2]):
                suit = Suit.parse(sym)
                if suit in by_suit:
                    raise ValueError(f"The suit {suit} appears twice in {text!r}.")
                by_suit[suit] = ranks
            holdings = [by_suit.get(s, "") for s in Suit]
        else:
            holdings = body.split(".")
            if len(holdings) != 4:
                raise ValueError(
                    f"{text!r} is not a hand: give four suits separated by dots, "
                    "spades.hearts.diamonds.clubs, like AKQ.JT9.8765.432."
                )
        mask = 0
        for suit, holding in zip(Suit, holdings):
            ranks = _HAND_TEXT.sub("", holding).replace("—", "").replace("-", "")
            i = 0
            while i < len(ranks):
                token = ranks[i : i + 2] if ranks.startswith("10", i) else ranks[i]
                i += len(token)
                try:
                    rank = Rank.parse(token)
                except ValueError:
                    raise ValueError(f"{token!r} in {text!r} is not a rank.") from None
                card = Card(suit, rank)
                if mask & card._bit:
                    raise ValueError(f"{card} appears twice in {text!r}.")
                mask |= card._bit
        return cls._from_mask(mask)

    @property
    def hcp(self) -> int:
        """High-card points: ace 4, king 3, queen 2, jack 1."""
        m = self._mask
        return (
            4 * (m & _ACES).bit_count()
            + 3 * (m & _KINGS).bit_count()
            + 2 * (m & _QUEENS).bit_count()
            + (m & _JACKS).bit_count()
        )

    @property
    def shape(self) -> tuple[int, int, int, int]:
        """Suit lengths in the order spades, hearts, diamonds, clubs."""
        m = self._mask
        return (
            (m & _SUIT_MASK[3]).bit_count(),
            (m & _SUIT_MASK[2]).bit_count(),
            (m & _SUIT_MASK[1]).bit_count(),
            (m & _SUIT_MASK[0]).bit_count(),
        )

    @property
    def pattern(self) -> tuple[int, ...]:
        """Suit lengths from longest to shortest, e.g. (5, 3, 3, 2)."""
        return tuple(sorted(self.shape, reverse=True))

    @property
    def is_balanced(self) -> bool:
        """True for the balanced patterns 4-3-3-3, 4-4-3-2 and 5-3-3-2."""
        return self.pattern in _BALANCED_SHAPES

    def length(self, suit: Suit) -> int:
        """How many cards of ``suit`` the hand holds."""
        return (self._mask & _SUIT_MASK[suit.value]).bit_count()

    def cards_in(self, suit: Suit) -> tuple[Card, ...]:
        """The cards of one suit, high to low."""
        return tuple(_mask_cards_desc(self._mask & _SUIT_MASK[suit.value]))

    @property
    def cards(self) -> tuple[Card, ...]:
        """All cards in diagram order (♠ high to low, then ♥, ♦, ♣)."""
        return tuple(_mask_cards_desc(self._mask))

    def add(self, card: Card) -> "Hand":
        """A new hand with ``card`` added."""
        if self._mask & card._bit:
            raise ValueError(f"{card} is already in the hand.")
        return Hand._from_mask(self._mask | card._bit)

    def remove(self, card: Card) -> "Hand":
        """A new hand without ``card``."""
        if not self._mask & card._bit:
            raise ValueError(f"{card} is not in the hand.")
        return Hand._from_mask(self._mask ^ card._bit)

    def __or__(self, other: "Hand") -> "Hand":
        if not isinstance(other, Hand):
            return NotImplemented
        return Hand._from_mask(self._mask | other._mask)

    def __and__(self, other: "Hand") -> "Hand":
        if not isinstance(other, Hand):
            return NotImplemented
        return Hand._from_mask(self._mask & other._mask)

    def __sub__(self, other: "Hand") -> "Hand":
        if not isinstance(other, Hand):
            return NotImplemented
        return Hand._from_mask(self._mask & ~other._mask)

    def __contains__(self, card: object) -> bool:
        if isinstance(card, str):
            card = Card.parse(card)
        return isinstance(card, Card) and bool(self._mask & card._bit)

    def __iter__(self) -> Iterator[Card]:
        return iter(_mask_cards_desc(self._mask))

    def __len__(self) -> int:
        return self._mask.bit_count()

    def __bool__(self) -> bool:
        return bool(self._mask)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and other._mask == self._mask

    def __hash__(self) -> int:
        return hash(("Hand", self._mask))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Hand is immutable")

    def __reduce__(self) -> tuple:
        return (Hand.parse, (self.pbn,))

    def _holding(self, suit: Suit, ten: str) -> str:
        return "".join(ten if c.rank == Rank.TEN else c.rank.letter for c in self.cards_in(suit))

    @property
    def pbn(self) -> str:
        """PBN form: ``AKQ.JT9.8765.432`` (spades first, an empty suit for a void)."""
        return ".".join(self._holding(s, "T") for s in Suit)

    def __str__(self) -> str:
        return " ".join(s.symbol + (self._holding(s, "10") or "—") for s in Suit)

    def _repr_html_(self) -> str:
        """Rich display in Jupyter (drawn by :mod:`bridgelib.render`)."""
        from .render.html import hand_html

        return hand_html(self)

    def __repr__(self) -> str:
        return f"Hand.parse({self.pbn!r})"
