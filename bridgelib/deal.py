"""Seats, sides and the deal: four hands and a dealer, read and written as PBN deal
strings, dealt at random from an explicit seed or to order.

>>> deal = Deal.random(7)
>>> deal == Deal.random(7), len(deal[Seat.S])
(True, 13)
>>> Deal.parse(deal.to_pbn()) == deal
True
>>> strong = Deal.generate({Seat.S: HandSpec(hcp=(15, 17), balanced=True)}, seed=1)
>>> 15 <= strong[Seat.S].hcp <= 17 and strong[Seat.S].is_balanced
True
"""

from __future__ import annotations

import enum
import itertools
import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from random import Random
from typing import Any

from ._saved import JsonForm, SavedDict
from .cards import _CARDS, Card, Hand, Suit, _read_token, _refusal, _upper, _whole_number
from .errors import BridgeError, DealGenerationError, NotationError, quote
from .i18n import Noun, pgettext
from .i18n import gettext_ as _
from .sampling import ALL_CARDS, hand_with_points, random_partition, random_subset

__all__ = ["Seat", "Side", "Deal", "HandSpec", "vulnerability_words"]


class Seat(enum.Enum):
    """A seat at the table. N-S and E-W are partners; play goes clockwise N, E, S, W.

    >>> Seat.N.left, Seat.N.partner, Seat.N.right, Seat.W.side
    (Seat.E, Seat.S, Seat.W, Side.EW)
    """

    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def left(self) -> Seat:
        """The next seat clockwise: the player on this seat's left."""
        return _SEATS[(self.value + 1) & 3]

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return _SEATS[(self.value + 2) & 3]

    @property
    def right(self) -> Seat:
        """The previous seat clockwise: the player on this seat's right."""
        return _SEATS[(self.value + 3) & 3]

    @property
    def side(self) -> Side:
        """The partnership this seat belongs to."""
        return Side.NS if self.value & 1 == 0 else Side.EW

    @property
    def english(self) -> str:
        """North, East, South or West."""
        return _SEAT_NAMES[self.value]

    @property
    def noun(self) -> Noun:
        """The seat's name in the current language (:mod:`bridgelib.i18n`), declinable:
        North; Север, ``f"{Seat.N.noun:gen}"`` Севера."""
        return Noun(_SEAT_NAMES[self.value])

    @property
    def pbn(self) -> str:
        """As PBN writes the seat: N, E, S or W."""
        return self.name

    @property
    def initial(self) -> str:
        """The seat's letter in the current language (:mod:`bridgelib.i18n`): N; С."""
        # Translators: a seat's letter in diagrams, auctions and score sheets
        return pgettext("seat", self.name)

    def next(self, steps: int = 1) -> Seat:
        """The seat ``steps`` places clockwise (to the left) of this one."""
        return _SEATS[(self.value + steps) & 3]

    @classmethod
    def parse(cls, text: str | Seat) -> Seat:
        """Read a seat: N, E, S, W or North, East, South, West (any case), or in Russian
        С, В, Ю, З or Север, Восток, Юг, Запад.

        >>> Seat.parse("w"), Seat.parse("Ю"), Seat.parse("восток")
        (Seat.W, Seat.S, Seat.E)
        """
        return _read_token(text, Seat, _SEAT_BY_TOKEN, _("a seat"), _("use N, E, S or W"))

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Seat.{self.name}"


_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_SEAT_NAMES = ("North", "East", "South", "West")
_SEAT_BY_TOKEN = (
    {s.name: s for s in Seat} | {n.upper(): s for n, s in zip(_SEAT_NAMES, _SEATS, strict=False)}
    | {"С": Seat.N, "В": Seat.E, "Ю": Seat.S, "З": Seat.W,
       "СЕВЕР": Seat.N, "ВОСТОК": Seat.E, "ЮГ": Seat.S, "ЗАПАД": Seat.W}
)


class Side(enum.Enum):
    """A partnership: North-South or East-West.

    >>> Side.NS.seats, Side.NS.opponents
    ((Seat.N, Seat.S), Side.EW)
    """

    NS = 0
    EW = 1

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of the side."""
        return (Seat.N, Seat.S) if self is Side.NS else (Seat.E, Seat.W)

    @property
    def opponents(self) -> Side:
        """The other side."""
        return Side.EW if self is Side.NS else Side.NS

    @property
    def english(self) -> str:
        """North-South or East-West."""
        return "North-South" if self is Side.NS else "East-West"

    @property
    def noun(self) -> Noun:
        """The side's name in the current language (:mod:`bridgelib.i18n`): Север–Юг."""
        return Noun(self.english)

    @property
    def pbn(self) -> str:
        """As PBN's Vulnerable tag writes the side: NS or EW."""
        return self.name

    @property
    def short(self) -> str:
        """N-S or E-W, as a score sheet writes the side."""
        return "N-S" if self is Side.NS else "E-W"

    @property
    def initials(self) -> str:
        """:attr:`short` in the current language (:mod:`bridgelib.i18n`): N-S; С-Ю."""
        return _(self.short)

    @classmethod
    def parse(cls, text: str | Side) -> Side:
        """Read a side: NS or EW (also N-S, E-W, any case), or in Russian С-Ю, В-З.

        >>> Side.parse("n-s"), Side.parse("В-З")
        (Side.NS, Side.EW)
        """
        if isinstance(text, Side):
            return text
        token = _upper(text).replace("-", "").replace("/", "") if isinstance(text, str) else ""
        if token in ("NS", "SN", "СЮ", "ЮС"):
            return Side.NS
        if token in ("EW", "WE", "ВЗ", "ЗВ"):
            return Side.EW
        raise _refusal(text, _("a side"), _("use NS or EW"))

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Side.{self.name}"


def vulnerability_words(vulnerable: Iterable[Side], *, phrase: bool = False) -> str:
    """Who is vulnerable, in words: the one place the engine says it. A label by default
    (a diagram's "Vulnerable: …"); with ``phrase``, a phrase for a sentence.

    >>> vulnerability_words(()), vulnerability_words({Side.EW}), vulnerability_words(set(Side))
    ('Neither side', 'East-West', 'Both sides')
    >>> vulnerability_words({Side.NS}, phrase=True), vulnerability_words((), phrase=True)
    ('N-S vulnerable', 'neither side vulnerable')
    """
    sides = sorted(set(vulnerable), key=lambda side: side.value)
    for side in sides:
        if not isinstance(side, Side):
            raise ValueError(f"{quote(side)} is not a side: use Side.NS or Side.EW.")
    if not sides:
        return _("neither side vulnerable") if phrase else _("Neither side")
    if len(sides) == 2:
        return _("both sides vulnerable") if phrase else _("Both sides")
    return _("{side} vulnerable").format(side=sides[0].initials) if phrase else sides[0].noun


HandPredicate = Callable[[Hand], bool]


@dataclass(frozen=True)
class HandSpec:
    """A description of the hands wanted at one seat, for :meth:`Deal.generate`.

    Every condition given must hold. ``hcp`` is an inclusive range; ``lengths`` maps a suit
    to an inclusive range of lengths; ``balanced`` asks for (or, with False, against) a
    balanced pattern; ``where`` is any further test.

    >>> spec = HandSpec(hcp=(15, 17), balanced=True)
    >>> spec(Hand.parse("AKQ.KJ9.8765.432"))
    False
    >>> spec(Hand.parse("AKQ.KJ9.Q765.Q32"))
    True

    A range is a pair (a list is read as one); the suits of ``lengths`` may be given as
    text. A single number is refused, as a range of one point may not be meant:

    >>> HandSpec(lengths={"s": [5, 13]}).lengths
    {Suit.S: (5, 13)}
    >>> HandSpec(hcp=12)
    Traceback (most recent call last):
    ...
    bridgelib.errors.DealGenerationError: HandSpec(hcp=12) is not a range of points: give the lowest and the highest, like hcp=(12, 12) for exactly 12.
    """

    hcp: tuple[int, int] | None = None
    balanced: bool | None = None
    lengths: Mapping[Suit, tuple[int, int]] = field(default_factory=dict)
    where: HandPredicate | None = None

    def __post_init__(self) -> None:
        if self.hcp is not None:
            lo, hi = _range(self.hcp, "hcp", "points")
            object.__setattr__(self, "hcp", (lo, hi))
            if lo > hi or hi < 0 or lo > 37:
                raise DealGenerationError(
                    f"No hand has between {quote(lo)} and {quote(hi)} high-card points: a hand holds 0 to 37."
                )
        if self.balanced is not None and not isinstance(self.balanced, bool):
            raise DealGenerationError(
                f"HandSpec(balanced={quote(self.balanced)}) is not a condition: give True (balanced), "
                "False (unbalanced) or None (either)."
            )
        if self.where is not None and not callable(self.where):
            raise DealGenerationError(
                f"HandSpec(where={quote(self.where)}) is not a test of a hand: give a function "
                "that takes a Hand and returns True or False."
            )
        if not isinstance(self.lengths, Mapping):
            raise DealGenerationError(
                f"HandSpec(lengths={quote(self.lengths)}) is not a set of suit lengths: give a dict "
                "like {Suit.S: (5, 13)}."
            )
        lengths: dict[Suit, tuple[int, int]] = {}
        for key, value in self.lengths.items():
            suit = Suit.parse(key)
            if suit in lengths:
                raise DealGenerationError(f"HandSpec(lengths=...) gives the length of the {suit.english} twice.")
            lengths[suit] = _range(value, "lengths", f"{suit.english}")
        object.__setattr__(self, "lengths", lengths)
        lows = 0
        highs = 0
        for suit, (lo, hi) in lengths.items():
            if lo > hi or lo > 13 or hi < 0:
                raise DealGenerationError(f"No hand holds between {quote(lo)} and {quote(hi)} {suit.english}.")
            lows += max(lo, 0)
            highs += min(hi, 13)
        if lows > 13 or (len(lengths) == 4 and highs < 13):
            raise DealGenerationError("No 13-card hand has those suit lengths.")

    def __call__(self, hand: Hand | str) -> bool:
        if not isinstance(hand, Hand):
            hand = Hand.parse(hand)
        if self.hcp is not None and not self.hcp[0] <= hand.hcp <= self.hcp[1]:
            return False
        for suit, (lo, hi) in self.lengths.items():
            if not lo <= hand.length(suit) <= hi:
                return False
        if self.balanced is not None and hand.is_balanced != self.balanced:
            return False
        return self.where is None or bool(self.where(hand))


def _range(value: object, name: str, what: str) -> tuple[int, int]:
    """``value`` as an inclusive range (low, high) of whole numbers, for HandSpec's ``name``
    (``what``: "points", "spades"); a list is read as a pair."""
    if isinstance(value, (tuple, list)) and len(value) == 2:
        lo, hi = (_whole_number(v) for v in value)
        if lo is not None and hi is not None:
            return lo, hi
    if name == "hcp" and _whole_number(value) is not None:
        raise DealGenerationError(
            f"HandSpec(hcp={quote(value)}) is not a range of points: give the lowest and the highest, "
            f"like hcp=({quote(value)}, {quote(value)}) for exactly {quote(value)}."
        )
    raise DealGenerationError(
        f"HandSpec({name}=...): {quote(value)} is not a range of {what}: give the lowest and the highest "
        "as two whole numbers, like (5, 7)."
    )


def _rng(seed: object) -> random.Random:
    if isinstance(seed, random.Random):
        return seed
    if isinstance(seed, (int, str, bytes)) and not isinstance(seed, bool):
        try:
            return random.Random(seed)
        except ValueError:  # text that cannot be encoded (a lone surrogate) seeds nothing
            pass
    raise BridgeError(_("That is not a seed: give a whole number (or a random.Random), not {value}.").format(
        value=quote(seed)))


def _dealer(value: object) -> Seat:
    """The dealer ``value`` names (a Seat, or text that :meth:`Seat.parse` reads)."""
    if isinstance(value, (Seat, str)):
        return Seat.parse(value)
    raise BridgeError(_("The dealer must be a seat (N, E, S or W), not {value}.").format(value=quote(value)))


def _vulnerability(value: object) -> frozenset[Side]:
    """The vulnerable sides ``value`` names: a side (Side.NS, or text like "NS" that
    :meth:`Side.parse` reads) or a collection of sides (empty: neither side)."""
    if isinstance(value, (Side, str)):
        return frozenset((Side.parse(value),))
    if isinstance(value, (bytes, bytearray, Mapping)) or not isinstance(value, Iterable):
        raise BridgeError(
            f"The vulnerability must be a side (NS or EW) or a set of sides, like {{Side.NS}}, not {quote(value)}."
        )
    return frozenset(Side.parse(v) for v in value)


class Deal(JsonForm):
    """Four hands of equal size (13 each in a full deal) and a dealer.

    ``deal[Seat.N]`` is North's hand. Deals are immutable and compare equal when they
    have the same hands, dealer and vulnerability.

    >>> deal = Deal.parse("N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")
    >>> deal.dealer, deal[Seat.E].hcp, str(deal[Seat.W])
    (Seat.N, 10, '♠432 ♥AKQ ♦J109 ♣8765')

    Wherever a seat or a side is asked for (the keys of ``hands``, ``dealer``,
    ``vulnerable``, ``deal["S"]``) its text form is read too, as :meth:`Seat.parse` and
    :meth:`Side.parse` read it; ``vulnerable`` is one side or a collection of sides.

    >>> deal.replace(dealer="E", vulnerable="NS") == deal.replace(dealer=Seat.E, vulnerable={Side.NS})
    True
    """

    __slots__ = ("_masks", "dealer", "vulnerable")
    _SAVED_AS = "deal"
    _masks: tuple[int, int, int, int]
    dealer: Seat
    vulnerable: frozenset[Side]

    def __init__(
        self,
        hands: Mapping[Seat, Hand | str] | Mapping[str, Hand | str],
        dealer: Seat | str = Seat.N,
        vulnerable: frozenset[Side] | set[Side] | tuple[Side, ...] | Side | str = frozenset(),
    ) -> None:
        dealer = _dealer(dealer)
        sides = _vulnerability(vulnerable)
        if not isinstance(hands, Mapping):
            raise BridgeError(
                f"The hands must be given as a dict from seats to hands, like {{Seat.N: 'AKQ.JT9.8765.432', ...}}, "
                f"not {quote(hands)}."
            )
        by_seat: dict[Seat, object] = {}
        for key, given in hands.items():
            seat = Seat.parse(key)
            if seat in by_seat:
                raise BridgeError(_("The deal gives {seat} two hands.").format(seat=seat.noun))
            by_seat[seat] = given
        masks = []
        for seat in Seat:
            if seat not in by_seat:
                raise BridgeError(_("The deal has no hand for {seat}.").format(seat=seat.noun))
            hand = by_seat[seat]
            if not isinstance(hand, (Hand, str)):
                raise BridgeError(_("{seat}'s hand must be a Hand or text like 'AKQ.JT9.8765.432', not {value}.").format(
                    seat=seat.noun, value=quote(hand)))
            try:
                masks.append(Hand.parse(hand)._mask)
            except ValueError as err:
                kind = NotationError if isinstance(err, NotationError) else BridgeError
                raise kind(_("{seat}'s hand: {refusal}").format(seat=seat.noun, refusal=err)) from None
        _check_masks(masks)
        object.__setattr__(self, "_masks", tuple(masks))
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "vulnerable", sides)

    @classmethod
    def _from_masks(cls, masks: tuple[int, ...], dealer: Seat, vulnerable: frozenset[Side] = frozenset()) -> Deal:
        deal = object.__new__(cls)
        object.__setattr__(deal, "_masks", masks)
        object.__setattr__(deal, "dealer", dealer)
        object.__setattr__(deal, "vulnerable", vulnerable)
        return deal

    # --- reading and writing ---------------------------------------------------------
    @classmethod
    def parse(cls, text: str | Deal, dealer: Seat | str | None = None) -> Deal:
        """Read a PBN deal string: the first hand's seat, a colon, then four hands
        clockwise (``N:AKQ.JT9.8765.432 ...``). The dealer defaults to that first seat."""
        if isinstance(text, Deal):
            return text if dealer is None else text.replace(dealer=dealer)
        hint = _("start with the first hand's seat and a colon, like 'N:AKQ.JT9.8765.432 ...'")
        if not isinstance(text, str) or ":" not in text:
            raise _refusal(text, _("a deal"), hint)
        chosen = None if dealer is None else _dealer(dealer)
        head, _colon, body = text.strip().partition(":")
        first = Seat.parse(head)
        parts = body.split(None, 4)
        if len(parts) != 4:
            many = _("more than 4") if len(parts) > 4 else str(len(parts))
            raise NotationError(_("A deal needs four hands separated by spaces; {text} has {many}.").format(
                text=quote(text), many=many))
        hands = {first.next(k): part for k, part in enumerate(parts)}
        return cls(hands, dealer=first if chosen is None else chosen)

    @property
    def pbn(self) -> str:
        """The PBN Deal tag value, from the dealer: ``Deal.parse(deal.pbn)`` gives the
        same hands and dealer (vulnerability is a tag of its own)."""
        return self.to_pbn()

    def to_pbn(self, first: Seat | str | None = None) -> str:
        """The PBN deal string, starting with ``first`` (default: the dealer)."""
        start = self.dealer if first is None else Seat.parse(first)
        return f"{start.name}:" + " ".join(self[start.next(k)].pbn for k in range(4))

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict: ``{"deal": pbn, "dealer": "N", "vulnerable": ["NS"]}``."""
        return {
            "deal": self.to_pbn(),
            "dealer": self.dealer.name,
            "vulnerable": sorted(s.name for s in self.vulnerable),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Deal:
        """The inverse of :meth:`to_dict`. Anything else is refused with a sentence that
        names the key:

        >>> Deal.from_dict({"deal": "N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765"})
        Traceback (most recent call last):
        ...
        bridgelib.errors.BridgeError: This is not a saved deal: it has no 'dealer'.
        """
        return cls._read(SavedDict(data, "deal", "Deal"))

    @classmethod
    def _read(cls, saved: SavedDict) -> Deal:
        """The deal in a saved dict (of a deal, or under the key "deal" of a saved play)."""
        dealer = saved.read("dealer", Seat.parse, saved.get("dealer", str))
        deal = saved.read("deal", lambda text: cls.parse(text, dealer=dealer), saved.get("deal", str))
        vulnerable = saved.get("vulnerable", list, default=[])
        return deal.replace(vulnerable=saved.read("vulnerable", _vulnerability, vulnerable))

    def replace(
        self, *, dealer: Seat | str | None = None,
        vulnerable: frozenset[Side] | set[Side] | tuple[Side, ...] | Side | str | None = None,
    ) -> Deal:
        """A copy with another dealer or vulnerability (given as :class:`Deal` takes them)."""
        return Deal._from_masks(
            self._masks,
            self.dealer if dealer is None else _dealer(dealer),
            self.vulnerable if vulnerable is None else _vulnerability(vulnerable),
        )

    # --- random dealing --------------------------------------------------------------
    @classmethod
    def random(cls, seed: int | Random, dealer: Seat | str = Seat.N) -> Deal:
        """A uniformly random deal. The same ``seed`` always gives the same deal; pass a
        ``random.Random`` to draw a sequence of deals from one stream. Every one of the
        52!/(13!)^4 deals is equally likely."""
        rng = _rng(seed)
        chosen = _dealer(dealer)
        masks = random_partition(rng.randbytes, ALL_CARDS, 4)
        return cls._from_masks(tuple(masks), chosen)

    @classmethod
    def generate(
        cls,
        constraints: Mapping[Seat, HandPredicate] | Mapping[str, HandPredicate],
        seed: int | Random,
        max_tries: int = 200_000,
        dealer: Seat | str = Seat.N,
    ) -> Deal:
        """A random deal in which each constrained seat's hand passes its test.

        ``constraints`` maps seats (or their text, "S") to a :class:`HandSpec` or any
        function of a :class:`~bridgelib.cards.Hand` returning True or False. Every deal
        that meets them is equally likely. Raises :class:`DealGenerationError` for a
        request no deal can meet, or when ``max_tries`` deals in a row miss it.
        """
        rng = _rng(seed)
        chosen = _dealer(dealer)
        if not isinstance(constraints, Mapping):
            raise BridgeError(
                "The conditions must be a dict from seats to tests of a hand, like "
                f"{{Seat.S: HandSpec(hcp=(15, 17))}}, not {quote(constraints)}."
            )
        tries = _whole_number(max_tries)
        if tries is None or tries < 1:
            raise BridgeError(f"The number of tries (max_tries) must be a whole number, at least 1, not {quote(max_tries)}.")
        by_seat: dict[Seat, HandPredicate] = {}
        for key, test in constraints.items():
            seat = Seat.parse(key)
            if seat in by_seat:
                raise BridgeError(f"The conditions give {seat.english} two tests.")
            if not callable(test):
                raise BridgeError(f"The condition for {seat.english} is not a test of a hand: {quote(test)}.")
            by_seat[seat] = test
        constraints = by_seat
        _check_joint(constraints)
        seats = list(constraints)
        free = [s for s in Seat if s not in constraints]
        # Seats with a point range go first: their hands can be drawn from the whole pack
        # without rejection (sampling.hand_with_points).
        seats.sort(key=lambda s: not (isinstance(t := constraints[s], HandSpec) and t.hcp))
        first = constraints[seats[0]] if seats else None
        points = first.hcp if isinstance(first, HandSpec) and first.hcp else None
        randbytes = rng.randbytes
        for _attempt in range(tries):
            masks = [0, 0, 0, 0]
            rest = ALL_CARDS
            for seat in seats:
                if points is not None and rest is ALL_CARDS:
                    mask = hand_with_points(rng, points[0], points[1])
                    if mask is None:
                        break
                    stream = _cards_of(mask)
                else:
                    mask, stream = random_subset(randbytes, rest, 13)
                if not constraints[seat](Hand._from_mask(mask)):
                    break
                masks[seat.value] = mask
                rest = rest.translate(None, stream)
            else:
                if free:
                    for seat, mask in zip(free, random_partition(randbytes, rest, len(free)), strict=False):
                        masks[seat.value] = mask
                return cls._from_masks(tuple(masks), chosen)
        wanted = ", ".join(f"{s.english}: {_describe(constraints[s])}" for s in seats)
        if len(wanted) > 160:
            wanted = "for " + ", ".join(s.english for s in seats)
        raise DealGenerationError(
            f"No deal met the conditions ({wanted}) in {quote(tries)} tries; "
            "they are impossible or too rare."
        )

    # --- the hands ----------------------------------------------------------------------
    def __getitem__(self, seat: Seat | str) -> Hand:
        if seat.__class__ is not Seat:
            seat = Seat.parse(seat)
        return Hand._from_mask(self._masks[seat.value])

    @property
    def hands(self) -> dict[Seat, Hand]:
        """The four hands by seat."""
        return {seat: self[seat] for seat in Seat}

    @property
    def hand_size(self) -> int:
        """Cards in each hand: 13 in a full deal."""
        return self._masks[0].bit_count()

    def holder(self, card: Card | str) -> Seat:
        """The seat holding ``card`` (a Card or text like "SA"); ValueError when no hand
        holds it."""
        card = Card.parse(card)
        for seat in Seat:
            if self._masks[seat.value] & card._bit:
                return seat
        raise BridgeError(_("No hand in this deal holds {card}.").format(card=card))

    def __iter__(self) -> Iterator[Seat]:
        return iter(Seat)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Deal)
            and other._masks == self._masks
            and other.dealer is self.dealer
            and other.vulnerable == self.vulnerable
        )

    def __hash__(self) -> int:
        return hash((self._masks, self.dealer))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Deal is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Deal.from_dict, (self.to_dict(),))

    def __str__(self) -> str:
        lines = [f"Dealer {self.dealer.english}" + (
            f", vulnerable {' and '.join(s.english for s in sorted(self.vulnerable, key=lambda s: s.value))}"
            if self.vulnerable else ""
        )]
        lines += [f"{seat.english:>5}: {self[seat]}" for seat in Seat]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        """Rich display in Jupyter (drawn by :mod:`bridgelib.render`)."""
        from .render.html import deal_html

        return deal_html(self)

    def __repr__(self) -> str:
        extra = ""
        if self.vulnerable:
            extra = f".replace(vulnerable={{{', '.join(repr(s) for s in sorted(self.vulnerable, key=lambda s: s.value))}}})"
        return f"Deal.parse({self.to_pbn()!r}){extra}"


def _check_masks(masks: list[int]) -> None:
    """Refuse a card in two hands or hands of unequal size, naming the card or hands."""
    seen = 0
    for seat, mask in zip(Seat, masks, strict=False):
        dup = seen & mask
        if dup:
            card = _CARDS[(dup.bit_length() - 1) >> 3]
            other = next(s for s, m in zip(Seat, masks, strict=False) if s is not seat and m & card._bit)
            raise BridgeError(_("{card} is in two hands: {other}'s and {seat}'s.").format(
                card=card, other=other.noun, seat=seat.noun))
        seen |= mask
    sizes = [m.bit_count() for m in masks]
    if len(set(sizes)) != 1:
        detail = ", ".join(f"{s.noun} {n}" for s, n in zip(Seat, sizes, strict=False))
        raise BridgeError(_("The four hands must have the same number of cards; they have {detail}.").format(
            detail=detail))
    if sizes[0] > 13:
        raise BridgeError(_("A hand holds at most 13 cards; these have {count}.").format(count=sizes[0]))


def _cards_of(mask: int) -> bytes:
    """Card indices (as bytes) of a base-256 mask."""
    return bytes(itertools.compress(ALL_CARDS, mask.to_bytes(52, "little")))


def _describe(test: HandPredicate) -> str:
    def name(function: object, default: str) -> str:
        text = getattr(function, "__name__", default)
        return text if isinstance(text, str) and len(text) <= 40 else default

    if isinstance(test, HandSpec):
        parts = []
        if test.hcp is not None:
            parts.append(f"{quote(test.hcp[0])}-{quote(test.hcp[1])} HCP")
        if test.balanced is not None:
            parts.append("balanced" if test.balanced else "unbalanced")
        parts += [f"{quote(lo)}-{quote(hi)} {s.english}" for s, (lo, hi) in test.lengths.items()]
        if test.where is not None:
            parts.append(name(test.where, "a further test"))
        return ", ".join(parts) or "any hand"
    return name(test, "a test")


def _check_joint(constraints: Mapping[Seat, HandPredicate]) -> None:
    """Refuse at once what no deal can satisfy: more than the 40 HCP or the 13 cards of a
    suit among the minimums the specs ask for, or less among the maximums (a seat without
    a limit may hold 37 points and 13 cards of a suit)."""
    specs = {seat: t for seat, t in constraints.items() if isinstance(t, HandSpec)}

    def points(seat: Seat) -> tuple[int, int]:
        spec = specs.get(seat)
        return spec.hcp if spec is not None and spec.hcp is not None else (0, 37)

    def length(seat: Seat, suit: Suit) -> tuple[int, int]:
        spec = specs.get(seat)
        return spec.lengths.get(suit, (0, 13)) if spec is not None else (0, 13)

    if sum(max(points(s)[0], 0) for s in Seat) > 40:
        raise DealGenerationError("The hands together would need more than the 40 high-card points in the pack.")
    if sum(min(points(s)[1], 37) for s in Seat) < 40:
        raise DealGenerationError("The hands together would hold fewer than the 40 high-card points in the pack.")
    for suit in Suit:
        if sum(max(length(s, suit)[0], 0) for s in Seat) > 13:
            raise DealGenerationError(f"The hands together would need more than the 13 {suit.english} in the pack.")
        if sum(min(length(s, suit)[1], 13) for s in Seat) < 13:
            raise DealGenerationError(f"The hands together would hold fewer than the 13 {suit.english} in the pack.")
