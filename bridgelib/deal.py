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
from dataclasses import dataclass, field
from typing import Callable, Iterator, Mapping

from .cards import _CARDS, _SUIT_MASK, Card, Hand, Suit
from .errors import DealGenerationError
from .sampling import ALL_CARDS, hand_with_points, random_partition, random_subset

__all__ = ["Seat", "Side", "Deal", "HandSpec"]


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
    def left(self) -> "Seat":
        """The next seat clockwise: the player on this seat's left."""
        return _SEATS[(self.value + 1) & 3]

    @property
    def partner(self) -> "Seat":
        """The seat opposite."""
        return _SEATS[(self.value + 2) & 3]

    @property
    def right(self) -> "Seat":
        """The previous seat clockwise: the player on this seat's right."""
        return _SEATS[(self.value + 3) & 3]

    @property
    def side(self) -> "Side":
        """The partnership this seat belongs to."""
        return Side.NS if self.value & 1 == 0 else Side.EW

    @property
    def english(self) -> str:
        """North, East, South or West."""
        return _SEAT_NAMES[self.value]

    def next(self, steps: int = 1) -> "Seat":
        """The seat ``steps`` places clockwise (to the left) of this one."""
        return _SEATS[(self.value + steps) & 3]

    @classmethod
    def parse(cls, text: str) -> "Seat":
        """Read a seat: N, E, S, W or North, East, South, West (any case)."""
        token = text.strip().upper() if isinstance(text, str) else None
        seat = _SEAT_BY_TOKEN.get(token)  # type: ignore[arg-type]
        if seat is None:
            raise ValueError(f"{text!r} is not a seat: use N, E, S or W.")
        return seat

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Seat.{self.name}"


_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_SEAT_NAMES = ("North", "East", "South", "West")
_SEAT_BY_TOKEN = {s.name: s for s in Seat} | {n.upper(): s for n, s in zip(_SEAT_NAMES, _SEATS)}


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
    def opponents(self) -> "Side":
        """The other side."""
        return Side.EW if self is Side.NS else Side.NS

    @property
    def english(self) -> str:
        """North-South or East-West."""
        return "North-South" if self is Side.NS else "East-West"

    @classmethod
    def parse(cls, text: str) -> "Side":
        """Read a side: NS or EW (also N-S, E-W, any case)."""
        token = text.strip().upper().replace("-", "").replace("/", "") if isinstance(text, str) else ""
        if token in ("NS", "SN"):
            return Side.NS
        if token in ("EW", "WE"):
            return Side.EW
        raise ValueError(f"{text!r} is not a side: use NS or EW.")

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Side.{self.name}"


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
    """

    hcp: tuple[int, int] | None = None
    balanced: bool | None = None
    lengths: Mapping[Suit, tuple[int, int]] = field(default_factory=dict)
    where: HandPredicate | None = None

    def __post_init__(self) -> None:
        if self.hcp is not None:
            lo, hi = self.hcp
            if lo > hi or hi < 0 or lo > 37:
                raise DealGenerationError(
                    f"No hand has between {lo} and {hi} high-card points: a hand holds 0 to 37."
                )
        lows = 0
        highs = 0
        for suit, (lo, hi) in self.lengths.items():
            if lo > hi or lo > 13 or hi < 0:
                raise DealGenerationError(f"No hand holds between {lo} and {hi} {suit.english}.")
            lows += max(lo, 0)
            highs += min(hi, 13)
        if lows > 13 or (len(self.lengths) == 4 and highs < 13):
            raise DealGenerationError("No 13-card hand has those suit lengths.")

    def __call__(self, hand: Hand) -> bool:
        if self.hcp is not None and not self.hcp[0] <= hand.hcp <= self.hcp[1]:
            return False
        for suit, (lo, hi) in self.lengths.items():
            if not lo <= hand.length(suit) <= hi:
                return False
        if self.balanced is not None and hand.is_balanced != self.balanced:
            return False
        return self.where is None or bool(self.where(hand))


def _rng(seed: int | random.Random | None) -> random.Random:
    if isinstance(seed, random.Random):
        return seed
    if seed is None or isinstance(seed, bool) or not isinstance(seed, (int, str, bytes)):
        raise ValueError(f"{seed!r} is not a seed: give a whole number (or a random.Random).")
    return random.Random(seed)


class Deal:
    """Four hands of equal size (13 each in a full deal) and a dealer.

    ``deal[Seat.N]`` is North's hand. Deals are immutable and compare equal when they
    have the same hands, dealer and vulnerability.

    >>> deal = Deal.parse("N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")
    >>> deal.dealer, deal[Seat.E].hcp, str(deal[Seat.W])
    (Seat.N, 10, '♠432 ♥AKQ ♦J109 ♣8765')
    """

    __slots__ = ("_masks", "dealer", "vulnerable")
    _masks: tuple[int, int, int, int]
    dealer: Seat
    vulnerable: frozenset[Side]

    def __init__(
        self,
        hands: Mapping[Seat, Hand | str],
        dealer: Seat = Seat.N,
        vulnerable: frozenset[Side] | set[Side] | tuple[Side, ...] = frozenset(),
    ) -> None:
        if not isinstance(dealer, Seat):
            raise ValueError(f"{dealer!r} is not a seat to be dealer.")
        masks = []
        for seat in Seat:
            if seat not in hands:
                raise ValueError(f"The deal has no hand for {seat.english}.")
            hand = hands[seat]
            if isinstance(hand, str):
                hand = Hand.parse(hand)
            if not isinstance(hand, Hand):
                raise ValueError(f"{hand!r} is not a hand ({seat.english}).")
            masks.append(hand._mask)
        _check_masks(masks)
        object.__setattr__(self, "_masks", tuple(masks))
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "vulnerable", frozenset(Side(v) for v in vulnerable))

    @classmethod
    def _from_masks(cls, masks: tuple[int, ...], dealer: Seat, vulnerable: frozenset[Side] = frozenset()) -> "Deal":
        deal = object.__new__(cls)
        object.__setattr__(deal, "_masks", masks)
        object.__setattr__(deal, "dealer", dealer)
        object.__setattr__(deal, "vulnerable", vulnerable)
        return deal

    # --- reading and writing ---------------------------------------------------------
    @classmethod
    def parse(cls, text: str, dealer: Seat | None = None) -> "Deal":
        """Read a PBN deal string: the first hand's seat, a colon, then four hands
        clockwise (``N:AKQ.JT9.8765.432 ...``). The dealer defaults to that first seat."""
        if not isinstance(text, str) or ":" not in text:
            raise ValueError(
                f"{text!r} is not a deal: start with the first hand's seat and a colon, like 'N:AKQ.JT9.8765.432 ...'."
            )
        head, _, body = text.strip().partition(":")
        first = Seat.parse(head)
        parts = body.split()
        if len(parts) != 4:
            raise ValueError(f"A deal needs four hands separated by spaces; {text!r} has {len(parts)}.")
        hands = {}
        for k, part in enumerate(parts):
            seat = first.next(k)
            try:
                hands[seat] = Hand.parse(part)
            except ValueError as err:
                raise ValueError(f"{seat.english}'s hand: {err}") from None
        return cls(hands, dealer=first if dealer is None else dealer)

    def to_pbn(self, first: Seat | None = None) -> str:
        """The PBN deal string, starting with ``first`` (default: the dealer)."""
        start = self.dealer if first is None else first
        return f"{start.name}:" + " ".join(self[start.next(k)].pbn for k in range(4))

    def to_dict(self) -> dict:
        """A JSON-ready dict: ``{"deal": pbn, "dealer": "N", "vulnerable": ["NS"]}``."""
        return {
            "deal": self.to_pbn(),
            "dealer": self.dealer.name,
            "vulnerable": sorted(s.name for s in self.vulnerable),
        }

    @classmethod
    def from_dict(cls, data: Mapping) -> "Deal":
        """The inverse of :meth:`to_dict`."""
        deal = cls.parse(data["deal"], dealer=Seat.parse(data["dealer"]))
        return deal.replace(vulnerable=frozenset(Side.parse(v) for v in data.get("vulnerable", ())))

    def replace(self, *, dealer: Seat | None = None, vulnerable: frozenset[Side] | None = None) -> "Deal":
        """A copy with another dealer or vulnerability."""
        return Deal._from_masks(
            self._masks,
            self.dealer if dealer is None else dealer,
            self.vulnerable if vulnerable is None else frozenset(vulnerable),
        )

    # --- random dealing --------------------------------------------------------------
    @classmethod
    def random(cls, seed: int | random.Random, dealer: Seat = Seat.N) -> "Deal":
        """A uniformly random deal. The same ``seed`` always gives the same deal; pass a
        ``random.Random`` to draw a sequence of deals from one stream. Every one of the
        52!/(13!)^4 deals is equally likely."""
        masks = random_partition(_rng(seed).randbytes, ALL_CARDS, 4)
        return cls._from_masks(tuple(masks), dealer)

    @classmethod
    def generate(
        cls,
        constraints: Mapping[Seat, HandPredicate],
        seed: int | random.Random,
        max_tries: int = 200_000,
        dealer: Seat = Seat.N,
    ) -> "Deal":
        """A random deal in which each constrained seat's hand passes its test.

        ``constraints`` maps seats to a :class:`HandSpec` or any function of a
        :class:`~bridgelib.cards.Hand` returning True or False. Every deal that meets them
        is equally likely. Raises :class:`DealGenerationError` for a request no deal can
        meet, or when ``max_tries`` deals in a row miss it.
        """
        rng = _rng(seed)
        for seat, test in constraints.items():
            if not isinstance(seat, Seat):
                raise ValueError(f"{seat!r} is not a seat.")
            if not callable(test):
                raise ValueError(f"The condition for {seat.english} is not a test of a hand: {test!r}.")
        _check_joint(constraints)
        seats = list(constraints)
        free = [s for s in Seat if s not in constraints]
        if max_tries < 1:
            raise ValueError("max_tries must be at least 1.")
        # Seats with a point range go first: their hands can be drawn from the whole pack
        # without rejection (sampling.hand_with_points).
        seats.sort(key=lambda s: not (isinstance(constraints[s], HandSpec) and constraints[s].hcp))
        first = constraints[seats[0]] if seats else None
        points = first.hcp if isinstance(first, HandSpec) and first.hcp else None
        randbytes = rng.randbytes
        for _ in range(max_tries):
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
                    for seat, mask in zip(free, random_partition(randbytes, rest, len(free))):
                        masks[seat.value] = mask
                return cls._from_masks(tuple(masks), dealer)
        wanted = ", ".join(f"{s.english}: {_describe(constraints[s])}" for s in seats)
        raise DealGenerationError(
            f"No deal met the conditions ({wanted}) in {max_tries} tries; "
            "they are impossible or too rare."
        )

    # --- the hands ----------------------------------------------------------------------
    def __getitem__(self, seat: Seat) -> Hand:
        if not isinstance(seat, Seat):
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

    def holder(self, card: Card) -> Seat:
        """The seat holding ``card``; ValueError when no hand holds it."""
        for seat in Seat:
            if self._masks[seat.value] & card._bit:
                return seat
        raise ValueError(f"No hand in this deal holds {card}.")

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

    def __reduce__(self) -> tuple:
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
    for seat, mask in zip(Seat, masks):
        dup = seen & mask
        if dup:
            card = _CARDS[(dup.bit_length() - 1) >> 3]
            other = next(s for s, m in zip(Seat, masks) if s is not seat and m & card._bit)
            raise ValueError(f"{card} is in two hands: {other.english}'s and {seat.english}'s.")
        seen |= mask
    sizes = [m.bit_count() for m in masks]
    if len(set(sizes)) != 1:
        detail = ", ".join(f"{s.english} {n}" for s, n in zip(Seat, sizes))
        raise ValueError(f"The four hands must have the same number of cards; they have {detail}.")
    if sizes[0] > 13:
        raise ValueError(f"A hand holds at most 13 cards; these have {sizes[0]}.")


def _cards_of(mask: int) -> bytes:
    """Card indices (as bytes) of a base-256 mask."""
    return bytes(itertools.compress(ALL_CARDS, mask.to_bytes(52, "little")))


def _describe(test: HandPredicate) -> str:
    if isinstance(test, HandSpec):
        parts = []
        if test.hcp is not None:
            parts.append(f"{test.hcp[0]}-{test.hcp[1]} HCP")
        if test.balanced is not None:
            parts.append("balanced" if test.balanced else "unbalanced")
        parts += [f"{lo}-{hi} {s.english}" for s, (lo, hi) in test.lengths.items()]
        if test.where is not None:
            parts.append(getattr(test.where, "__name__", "a further test"))
        return ", ".join(parts) or "any hand"
    return getattr(test, "__name__", "a test")


def _check_joint(constraints: Mapping[Seat, HandPredicate]) -> None:
    """Refuse at once what no deal can satisfy: more than 40 HCP or 13 cards of a suit
    among the minimums the specs ask for."""
    specs = [t for t in constraints.values() if isinstance(t, HandSpec)]
    if sum(s.hcp[0] for s in specs if s.hcp) > 40:
        raise DealGenerationError("The hands together would need more than the 40 high-card points in the pack.")
    for suit in Suit:
        if sum(max(s.lengths[suit][0], 0) for s in specs if suit in s.lengths) > 13:
            raise DealGenerationError(f"The hands together would need more than the 13 {suit.english} in the pack.")
