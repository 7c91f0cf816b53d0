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
import operator
import re
import string
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, TypeVar

from ._ordering import OrderedByKey
from .errors import BridgeError, NotationError, quote
from .i18n import Noun, ngettext
from .i18n import gettext_ as _

__all__ = ["Suit", "Rank", "Card", "Hand"]

# --- reading notation: the helpers every parser of bridgelib shares ---------------------
# Only the ASCII and Russian letters are upper-cased: str.upper() would also turn "ſ" (long
# s) into "S", the Kelvin sign into "K" and "ß" into "SS", so look-alikes would be read as
# notation. Russian words are notation too: пас, контра, 1БК, С В Ю З (Seat.parse...).
_RUSSIAN_LOWER = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
_ASCII_UPPER = str.maketrans(string.ascii_lowercase + _RUSSIAN_LOWER, string.ascii_uppercase + _RUSSIAN_LOWER.upper())
# A character that no token of bridge notation uses (not ASCII, a suit symbol or a dash).
_FOREIGN = re.compile(r"[^\x20-\x7e\s♠♥♦♣♤♡♢♧—]")


def _upper(text: str) -> str:
    """``text`` without surrounding spaces and with its ASCII and Russian letters in
    capitals (only those: ``_upper("ſa") == "ſA"``), ready to look up as a token."""
    return text.strip().translate(_ASCII_UPPER)


def _RANK_HINT() -> str:  # noqa: N802  (read like the constant it is, in the current language)
    return _("use A, K, Q, J, 10 (or T) or 9 down to 2")


def _refusal(value: object, what: str, hint: str, where: str = "") -> NotationError:
    """The error for ``value``, which is not ``what`` ("a card"): a sentence naming the value
    (shortened by :func:`~bridgelib.errors.quote`), ``where`` it was (" in 'AKX.'") and any
    character that is not notation, followed by ``hint`` (how to write one, no full stop).

    >>> str(_refusal("ſA", "a card", "write it like SA"))
    "'ſA' is not a card: 'ſ' (U+017F) is not an English letter or a suit symbol; write it like SA."
    >>> str(_refusal(b"S", "a suit", "use S, H, D or C"))
    "A suit must be given as text, not b'S': use S, H, D or C."
    """
    if not isinstance(value, str):
        return NotationError(_("{what} must be given as text, not {value}: {hint}.").format(
            what=what[0].upper() + what[1:], value=quote(value), hint=hint))
    odd = _FOREIGN.search(value)
    if odd is not None:
        char = odd.group()
        return NotationError(_("{value}{where} is not {what}: {char} (U+{code}) is not an English letter or a suit "
                               "symbol; {hint}.").format(value=quote(value), where=where, what=what, hint=hint,
                                                         char=quote(char), code=f"{ord(char):04X}"))
    return NotationError(_("{value}{where} is not {what}: {hint}.").format(
        value=quote(value), where=where, what=what, hint=hint))


_Token = TypeVar("_Token")


def _read_token(text: object, kind: type[_Token], table: Mapping[str, _Token], what: str, hint: str) -> _Token:
    """What ``text`` names in ``table`` (looked up by :func:`_upper`), or ``text`` itself
    when it is already a ``kind``; else the :func:`_refusal` for ``what`` and ``hint``."""
    if isinstance(text, kind):
        return text
    found = table.get(_upper(text)) if isinstance(text, str) else None
    if found is None:
        raise _refusal(text, what, hint)
    return found


def _items(value: object, what: str) -> Iterator[object]:
    """The items of ``value``, a list (any iterable) or one string of items separated by
    spaces; ``what`` ("The cards") names it in the error for anything else."""
    if isinstance(value, str):
        return iter(value.split())
    if isinstance(value, (bytes, bytearray, memoryview, Mapping)) or not isinstance(value, Iterable):
        raise BridgeError(_("{what} must be given as a list or as text separated by spaces, not {value}.").format(
            what=what, value=quote(value)))
    return iter(value)


def _whole_number(value: object) -> int | None:
    """``value`` as an int when it is a whole number (an int or a NumPy integer, not a bool),
    else None."""
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        return None


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
    def pbn(self) -> str:
        """As PBN writes it (the same as ``letter``)."""
        return self.letter

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

    @property
    def noun(self) -> Noun:
        """The suit's name in the current language (:mod:`bridgelib.i18n`), declinable:
        spades; пики, ``f"{Suit.S.noun:gen}"`` пик."""
        return Noun(_SUIT_NAMES[self.value])

    def counted(self, n: int) -> str:
        """``n`` cards of the suit, in the current language: "4 spades", "1 heart";
        «4 пики», «1 черва», «5 бубен».

        >>> Suit.S.counted(4), Suit.H.counted(1), Suit.C.counted(13)
        ('4 spades', '1 heart', '13 clubs')
        """
        forms = (ngettext("{n} club", "{n} clubs", n), ngettext("{n} diamond", "{n} diamonds", n),
                 ngettext("{n} heart", "{n} hearts", n), ngettext("{n} spade", "{n} spades", n))
        return forms[self.value].format(n=n)

    @classmethod
    def parse(cls, text: str | Suit) -> Suit:
        """Read a suit from a letter (S, H, D, C, any case), a symbol (♠ ♥ ♦ ♣, ♤ ♡ ♢ ♧) or
    its English or Russian name (spades, пики ...).

    >>> Suit.parse("пики"), Suit.parse("Черви"), Suit.parse("hearts")
    (Suit.S, Suit.H, Suit.H)
    """
        return _read_token(text, Suit, _SUIT_OR_NAME, _("a suit"), _("use S, H, D, C or ♠, ♥, ♦, ♣"))

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
_SUIT_WORDS: dict[str, Suit] = {
    "SPADES": Suit.S, "HEARTS": Suit.H, "DIAMONDS": Suit.D, "CLUBS": Suit.C,
    "SPADE": Suit.S, "HEART": Suit.H, "DIAMOND": Suit.D, "CLUB": Suit.C,
    "ПИКИ": Suit.S, "ПИКА": Suit.S, "ЧЕРВИ": Suit.H, "ЧЕРВЫ": Suit.H, "ЧЕРВА": Suit.H,
    "БУБНЫ": Suit.D, "БУБИ": Suit.D, "БУБНА": Suit.D, "ТРЕФЫ": Suit.C, "ТРЕФА": Suit.C, "КРЕСТИ": Suit.C,
}
"""The suits' names, English and Russian, singular and plural, as :meth:`Suit.parse`,
:meth:`~bridgelib.auction.Strain.parse` and :meth:`~bridgelib.auction.Call.parse` read them
(not inside cards: a card is ``♠A`` or ``SA``)."""
_SUIT_OR_NAME = _SUIT_BY_TOKEN | _SUIT_WORDS


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
    def pbn(self) -> str:
        """As PBN writes it (the same as ``letter``)."""
        return self.letter

    @property
    def hcp(self) -> int:
        """High-card points: ace 4, king 3, queen 2, jack 1, others 0."""
        return max(0, self.value - 10)

    @property
    def is_honour(self) -> bool:
        """Ace, king, queen, jack and ten are the honours."""
        return self.value >= 10

    @classmethod
    def parse(cls, text: str | Rank) -> Rank:
        """Read a rank: 2-9, T or 10, J, Q, K, A (any case)."""
        return _read_token(text, Rank, _RANK_BY_TOKEN, _("a rank"), _RANK_HINT())

    def __str__(self) -> str:
        return "10" if self.value == 10 else self.letter

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    # IntEnum's format() would print the number; keep str() in f-strings.
    __format__ = object.__format__  # type: ignore[assignment]


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

    def __new__(cls, suit: Suit | str, rank: Rank | int | str) -> Card:
        if isinstance(suit, str):
            suit = Suit.parse(suit)
        if isinstance(rank, str):
            rank = Rank.parse(rank)
        number = _whole_number(rank)
        if not isinstance(suit, Suit) or number is None or not 2 <= number <= 14:
            raise BridgeError(_("There is no card with suit {suit} and rank {rank}.").format(
                suit=quote(suit), rank=quote(rank)))
        return _CARDS[suit.value * 13 + number - 2]

    @classmethod
    def _create(cls, index: int) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "suit", _SUITS_BY_VALUE[index // 13])
        object.__setattr__(card, "rank", Rank(index % 13 + 2))
        object.__setattr__(card, "index", index)
        object.__setattr__(card, "_bit", 1 << (8 * index))
        return card

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with this index: suit value × 13 + rank − 2 (♣2 is 0, ♠A is 51)."""
        number = _whole_number(index)
        if number is None or not 0 <= number < 52:
            raise BridgeError(_("There is no card with index {index}: the indices go from 0 (♣2) to 51 (♠A).").format(
                index=quote(index)))
        return _CARDS[number]

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read a card: suit then rank (``SA``, ``♠A``, ``H10``, ``HT``) or rank then suit
        (``A♠``, ``10h``). Case and surrounding spaces do not matter."""
        return _read_token(text, Card, _CARD_BY_TOKEN, _("a card"), _("write the suit and the rank, like SA, ♠A or H10"))

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

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
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
    position or after some tricks. :meth:`parse` (which reads a player's hand) and
    :meth:`add` refuse a 14th card, and so does :class:`~bridgelib.deal.Deal`; ``Hand(cards)``
    and the set operators ``|``, ``&`` and ``-`` hold any set of cards (the whole pack in
    lesson 1, a side's 26 cards, the cards still unseen).

    Iteration gives the cards as a hand diagram shows them: spades, hearts, diamonds,
    clubs, each from high to low.

    >>> hand = Hand.parse("AKQ.JT9.8765.432")
    >>> len(hand), Card.parse("SK") in hand, [str(c) for c in hand.cards_in(Suit.H)]
    (13, True, ['♥J', '♥10', '♥9'])
    >>> Hand.parse("♠AK ♥— ♦QJ ♣—") == Hand.parse("AK..QJ.")
    True
    >>> Hand(["SA", Card.parse("HK")]) == Hand("SA HK")
    True
    """

    __slots__ = ("_mask",)
    _mask: int

    def __init__(self, cards: Iterable[Card | str] | str = ()) -> None:
        mask = 0
        for item in _items(cards, _("The cards of a hand")):
            card = Card.parse(item)  # type: ignore[arg-type]  # anything else is refused there
            if mask & card._bit:
                raise BridgeError(_("{card} appears twice in the hand.").format(card=card))
            mask |= card._bit
        object.__setattr__(self, "_mask", mask)

    @classmethod
    def _from_mask(cls, mask: int) -> Hand:
        hand = object.__new__(cls)
        object.__setattr__(hand, "_mask", mask)
        return hand

    @classmethod
    def parse(cls, text: str | Hand) -> Hand:
        """Read a hand in PBN order spades.hearts.diamonds.clubs (``AKQ.JT9.8765.432``,
        an empty suit is a void, ``-`` also allowed), or with suit symbols
        (``♠AKQ ♥J109 ♦8765 ♣432``, ``—`` for a void). At most 13 cards.

        >>> Hand.parse("AKQJT98765432.A..")
        Traceback (most recent call last):
        ...
        bridgelib.errors.NotationError: A hand holds at most 13 cards; 'AKQJT98765432.A..' has 14.
        """
        if isinstance(text, Hand):
            return text
        hint = _("give four suits separated by dots, spades.hearts.diamonds.clubs, like AKQ.JT9.8765.432")
        if not isinstance(text, str):
            raise _refusal(text, _("a hand"), hint)
        body = text.strip()
        if any(sym in body for sym in "♠♥♦♣♤♡♢♧"):
            parts = re.split(r"([♠♥♦♣♤♡♢♧])", body)
            if parts[0].strip():
                raise NotationError(_("{start} in {text} comes before any suit symbol.").format(
                    start=quote(parts[0].strip()), text=quote(text)))
            by_suit: dict[Suit, str] = {}
            for sym, ranks in zip(parts[1::2], parts[2::2], strict=False):
                suit = Suit.parse(sym)
                if suit in by_suit:
                    raise NotationError(_("The suit {suit} appears twice in {text}.").format(suit=suit, text=quote(text)))
                by_suit[suit] = ranks
            holdings = [by_suit.get(s, "") for s in Suit]
        else:
            holdings = body.split(".", 4)
            if len(holdings) != 4:
                raise _refusal(text, _("a hand"), hint)
        mask = 0
        for suit, holding in zip(Suit, holdings, strict=False):
            ranks = _HAND_TEXT.sub("", holding).replace("—", "").replace("-", "")
            i = 0
            while i < len(ranks):
                token = ranks[i : i + 2] if ranks.startswith("10", i) else ranks[i]
                i += len(token)
                rank = _RANK_BY_TOKEN.get(_upper(token))
                if rank is None:
                    raise _refusal(token, _("a rank"), _RANK_HINT(), _(" in {text}").format(text=quote(text)))
                card = _CARDS[suit.value * 13 + rank - 2]
                if mask & card._bit:
                    raise NotationError(_("{card} appears twice in {text}.").format(card=card, text=quote(text)))
                mask |= card._bit
        if mask.bit_count() > 13:
            raise NotationError(_("A hand holds at most 13 cards; {text} has {count}.").format(
                text=quote(text), count=mask.bit_count()))
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

    def length(self, suit: Suit | str) -> int:
        """How many cards of ``suit`` the hand holds."""
        if suit.__class__ is not Suit:
            suit = Suit.parse(suit)
        return (self._mask & _SUIT_MASK[suit.value]).bit_count()

    def cards_in(self, suit: Suit | str) -> tuple[Card, ...]:
        """The cards of one suit, high to low."""
        if suit.__class__ is not Suit:
            suit = Suit.parse(suit)
        return tuple(_mask_cards_desc(self._mask & _SUIT_MASK[suit.value]))

    @property
    def cards(self) -> tuple[Card, ...]:
        """All cards in diagram order (♠ high to low, then ♥, ♦, ♣)."""
        return tuple(_mask_cards_desc(self._mask))

    def add(self, card: Card | str) -> Hand:
        """A new hand with ``card`` added (a hand holds at most 13 cards)."""
        card = Card.parse(card)
        if self._mask & card._bit:
            raise BridgeError(_("{card} is already in the hand.").format(card=card))
        if self._mask.bit_count() >= 13:
            raise BridgeError(_("A hand holds at most 13 cards: {card} would be the 14th.").format(card=card))
        return Hand._from_mask(self._mask | card._bit)

    def remove(self, card: Card | str) -> Hand:
        """A new hand without ``card``."""
        card = Card.parse(card)
        if not self._mask & card._bit:
            raise BridgeError(_("{card} is not in the hand.").format(card=card))
        return Hand._from_mask(self._mask ^ card._bit)

    def __or__(self, other: Hand) -> Hand:
        if not isinstance(other, Hand):
            return NotImplemented
        return Hand._from_mask(self._mask | other._mask)

    def __and__(self, other: Hand) -> Hand:
        if not isinstance(other, Hand):
            return NotImplemented
        return Hand._from_mask(self._mask & other._mask)

    def __sub__(self, other: Hand) -> Hand:
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

    def __reduce__(self) -> tuple[Any, ...]:
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
