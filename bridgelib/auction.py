"""Strains, calls, the auction and the contract.

>>> auction = Auction(Seat.S, "1H P 2H P 4H P P P")
>>> auction.is_over, str(auction.contract)
(True, '4♥ by S')
>>> auction = Auction(Seat.N)
>>> auction.call("1NT")
>>> auction.call("1S")
Traceback (most recent call last):
...
bridgelib.errors.IllegalCall: 1♠ is not higher than 1NT: bid at the 2 level or higher.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, TypeGuard

from ._ordering import OrderedByKey
from ._saved import JsonForm, SavedDict
from .cards import _SUIT_WORDS, Suit, _items, _read_token, _refusal, _upper, _whole_number
from .deal import Seat, Side, _dealer
from .errors import BridgeError, IllegalCall, quote
from .i18n import Noun, join_or, pgettext
from .i18n import gettext_ as _

__all__ = [
    "Strain", "Call", "Bid", "Pass", "Double", "Redouble", "PASS", "DOUBLE", "REDOUBLE",
    "ALL_CALLS", "Auction", "Contract", "is_bid",
]


class Strain(OrderedByKey, enum.Enum):
    """A strain: a trump suit or no-trump, in auction order ♣ < ♦ < ♥ < ♠ < NT.

    >>> Strain.parse("N"), Strain.parse("♠"), Strain.H < Strain.NT
    (Strain.NT, Strain.S, True)
    """

    C = 0
    D = 1
    H = 2
    S = 3
    NT = 4

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or None at no-trump."""
        return None if self is Strain.NT else Suit(self.value)

    @classmethod
    def from_suit(cls, suit: Suit) -> Strain:
        """The strain in which ``suit`` is trumps."""
        return _STRAINS[suit.value]

    @property
    def symbol(self) -> str:
        """♣ ♦ ♥ ♠ or NT."""
        return "NT" if self is Strain.NT else _SUIT_SYMBOL[self.value]

    @property
    def label(self) -> str:
        """The symbol in the current language: ♣ ♦ ♥ ♠, and NT (БК in Russian)."""
        return _("NT") if self is Strain.NT else _SUIT_SYMBOL[self.value]

    @property
    def letter(self) -> str:
        """C D H S or NT."""
        return self.name

    @property
    def pbn(self) -> str:
        """As PBN writes it (the same as ``letter``)."""
        return self.letter

    @property
    def trick_value(self) -> int:
        """Points per trick below the line, undoubled (the first no-trump trick is 40)."""
        return 20 if self.value < 2 else 30

    @property
    def english(self) -> str:
        """clubs, diamonds, hearts, spades or no-trump."""
        return "no-trump" if self is Strain.NT else Suit(self.value).english

    @property
    def noun(self) -> Noun:
        """The strain's name in the current language (:mod:`bridgelib.i18n`): без козыря, пики."""
        return Noun(self.english)

    @classmethod
    def parse(cls, text: str | Strain) -> Strain:
        """Read a strain: C D H S NT (also N, ♣ ♦ ♥ ♠, the suits' names; any case), or in
        Russian БК (без козыря) and the suits' names.

        >>> Strain.parse("nt"), Strain.parse("БК"), Strain.parse("бубны")
        (Strain.NT, Strain.NT, Strain.D)
        """
        return _read_token(text, Strain, _STRAIN_BY_TOKEN, _("a strain"), _("use C, D, H, S or NT (or ♣, ♦, ♥, ♠)"))

    def _order_key(self) -> int:
        return self.value

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Strain.{self.name}"


_SUIT_SYMBOL = ("♣", "♦", "♥", "♠")
_STRAINS = (Strain.C, Strain.D, Strain.H, Strain.S, Strain.NT)
_STRAIN_BY_TOKEN = (
    {s.name: s for s in Strain}
    | {_SUIT_SYMBOL[i]: _STRAINS[i] for i in range(4)}
    | {"♤": Strain.S, "♡": Strain.H, "♢": Strain.D, "♧": Strain.C, "N": Strain.NT, "NOTRUMP": Strain.NT}
    | {word: Strain.from_suit(suit) for word, suit in _SUIT_WORDS.items()}
    | {"NOTRUMPS": Strain.NT, "NO TRUMP": Strain.NT, "NO TRUMPS": Strain.NT,
       "БК": Strain.NT, "Б/К": Strain.NT, "БЕЗ КОЗЫРЯ": Strain.NT, "БЕЗ КОЗЫРЕЙ": Strain.NT}
)


class Call:
    """A call in the auction: a :class:`Bid`, :data:`PASS`, :data:`DOUBLE` or
    :data:`REDOUBLE`. Calls are immutable and shared: ``Bid(1, Strain.C) is Call.parse("1C")``.

    >>> [str(Call.parse(t)) for t in ("1c", "1♣", "3nt", "p", "X", "xx")]
    ['1♣', '1♣', '3NT', 'Pass', 'X', 'XX']
    """

    __slots__ = ("index",)
    index: int  # position in the bidding box: Pass 0, X 1, XX 2, 1♣ 3 ... 7NT 37

    @classmethod
    def parse(cls, text: str | Call) -> Call:
        """Read a call: ``1C``..``7NT`` (also ``1♣``, ``1N``, ``2 spades``), ``P``/``Pass``,
        ``X``/``Dbl``, ``XX``/``Rdbl``; any case. In Russian too: ``пас``, ``контра``,
        ``реконтра``, ``1БК``, ``2 пики``.

        >>> [str(Call.parse(t)) for t in ("пас", "Контра", "реконтра", "1БК", "2 пики", "3 без козыря")]
        ['Pass', 'X', 'XX', '1NT', '2♠', '3NT']
        """
        if isinstance(text, Call):
            return text
        call = _CALL_BY_TOKEN.get(_LEVEL_SPACE.sub(r"\1", _upper(text))) if isinstance(text, str) else None
        if call is None:
            raise _refusal(text, _("a call"), _("write a bid like 1C, 2H, 3NT (or 1♣), or P, X, XX"))
        return call

    @property
    def is_bid(self) -> bool:
        """True for a bid (a level and a strain)."""
        return False

    @property
    def label(self) -> str:
        """The call as a person reads it in the current language (:mod:`bridgelib.i18n`):
        ``1♣``, ``3NT``, ``Pass``, ``X``, ``XX``; in Russian ``3БК``, ``Пас``, ``Контра``,
        ``Реконтра``. ``str(call)`` stays the notation.

        >>> from bridgelib.i18n import in_language
        >>> with in_language("ru"):
        ...     [Call.parse(c).label for c in ("3NT", "P", "X", "XX", "1S")]
        ['3БК', 'Пас', 'Контра', 'Реконтра', '1♠']
        """
        raise NotImplementedError  # every concrete call class overrides it

    @property
    def pbn(self) -> str:
        """The call as PBN writes it: ``1C``, ``3NT``, ``Pass``, ``X``, ``XX``."""
        raise NotImplementedError  # every concrete call class overrides it

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Calls are immutable")

    def __copy__(self) -> Call:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Call:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Call.parse, (self.pbn,))

    def __hash__(self) -> int:
        return self.index

    def _repr_html_(self) -> str:
        """Rich display in Jupyter (drawn by :mod:`bridgelib.render`)."""
        from .render.html import call_html

        return call_html(self)

    def __repr__(self) -> str:
        return f"Call.parse({self.pbn!r})"


class Bid(OrderedByKey, Call):
    """A bid: a level 1-7 and a strain; it promises level + 6 tricks.

    >>> bid = Bid(4, Strain.H)
    >>> bid.level, bid.strain, str(bid), bid.tricks
    (4, Strain.H, '4♥', 10)
    """

    __slots__ = ("level", "strain")
    level: int
    strain: Strain

    def __new__(cls, level: int, strain: Strain | str) -> Bid:
        strain = Strain.parse(strain)
        number = _level(level, "bid")
        return _BIDS[(number - 1) * 5 + strain.value]

    @classmethod
    def _create(cls, level: int, strain: Strain) -> Bid:
        bid = object.__new__(cls)
        object.__setattr__(bid, "level", level)
        object.__setattr__(bid, "strain", strain)
        object.__setattr__(bid, "index", 3 + (level - 1) * 5 + strain.value)
        return bid

    @property
    def is_bid(self) -> bool:
        return True

    @property
    def tricks(self) -> int:
        """Tricks the bid promises: level + 6."""
        return self.level + 6

    @property
    def pbn(self) -> str:
        return f"{self.level}{self.strain.letter}"

    def _order_key(self) -> int:
        return self.index

    @property
    def label(self) -> str:
        return f"{self.level}{self.strain.label}"

    def __str__(self) -> str:
        return f"{self.level}{self.strain.symbol}"


def is_bid(call: object) -> TypeGuard[Bid]:
    """True for a bid; for a type checker, ``call`` is then a :class:`Bid` (with a level
    and a strain). ``call.is_bid`` says the same without narrowing the type.

    >>> is_bid(Call.parse("3NT")), is_bid(Call.parse("X")), is_bid("3NT")
    (True, False, False)
    """
    return isinstance(call, Bid)


class Pass(Call):
    """The call Pass. Use the shared instance :data:`PASS`."""

    __slots__ = ()

    def __new__(cls) -> Pass:
        return PASS

    @property
    def pbn(self) -> str:
        return "Pass"

    @property
    def label(self) -> str:
        return _("Pass")

    def __str__(self) -> str:
        return "Pass"


class Double(Call):
    """The call Double (X). Use the shared instance :data:`DOUBLE`."""

    __slots__ = ()

    def __new__(cls) -> Double:
        return DOUBLE

    @property
    def pbn(self) -> str:
        return "X"

    @property
    def label(self) -> str:
        # Translators: the call Double, as a bidding box and a sentence name it
        return pgettext("call", "X")

    def __str__(self) -> str:
        return "X"


class Redouble(Call):
    """The call Redouble (XX). Use the shared instance :data:`REDOUBLE`."""

    __slots__ = ()

    def __new__(cls) -> Redouble:
        return REDOUBLE

    @property
    def pbn(self) -> str:
        return "XX"

    @property
    def label(self) -> str:
        # Translators: the call Redouble, as a bidding box and a sentence name it
        return pgettext("call", "XX")

    def __str__(self) -> str:
        return "XX"


def _singleton(cls: type, index: int) -> Call:
    call: Call = object.__new__(cls)
    object.__setattr__(call, "index", index)
    return call


PASS: Pass = _singleton(Pass, 0)  # type: ignore[assignment]
DOUBLE: Double = _singleton(Double, 1)  # type: ignore[assignment]
REDOUBLE: Redouble = _singleton(Redouble, 2)  # type: ignore[assignment]
_BIDS: tuple[Bid, ...] = tuple(Bid._create(level, strain) for level in range(1, 8) for strain in Strain)
ALL_CALLS: tuple[Call, ...] = (PASS, DOUBLE, REDOUBLE, *_BIDS)
"""All 38 calls in bidding-box order: Pass, X, XX, 1♣ ... 7NT."""

_CALL_BY_TOKEN: dict[str, Call] = {
    "P": PASS, "PASS": PASS, "PAS": PASS, "-": PASS,
    "X": DOUBLE, "D": DOUBLE, "DBL": DOUBLE, "DOUBLE": DOUBLE,
    "XX": REDOUBLE, "R": REDOUBLE, "RDBL": REDOUBLE, "REDOUBLE": REDOUBLE,
    "ПАС": PASS, "КОНТРА": DOUBLE, "РЕКОНТРА": REDOUBLE,
}
for _bid in _BIDS:
    for _token in {_bid.strain.letter} | {k for k, v in _STRAIN_BY_TOKEN.items() if v is _bid.strain}:
        _CALL_BY_TOKEN[f"{_bid.level}{_token}"] = _bid

CallLike = Call | str
_LEVEL_SPACE = re.compile(r"^([1-7])\s+")


def _level(value: object, what: str) -> int:
    """``value`` as the level of a ``what`` ("bid", "contract"): a whole number 1-7."""
    number = _whole_number(value)
    if number is None or not 1 <= number <= 7:
        start = f"{number}" if number is not None and 0 <= number < 10**6 else _("The level {value}").format(
            value=quote(value))
        words = (_("{start} is not a bid level: bids go from 1 to 7.") if what == "bid" else
                 _("{start} is not a contract level: contracts go from 1 to 7."))
        raise BridgeError(words.format(start=start))
    return number


class Contract:
    """The final contract: level, strain, doubled (0, 1 = doubled, 2 = redoubled) and
    declarer (None when not known yet).

    >>> c = Contract.parse("4HX by S")
    >>> c.level, c.strain, c.doubled, c.declarer, c.tricks_needed, str(c)
    (4, Strain.H, 1, Seat.S, 10, '4♥X by S')
    """

    __slots__ = ("level", "strain", "doubled", "declarer")
    level: int
    strain: Strain
    doubled: int
    declarer: Seat | None

    def __init__(self, level: int, strain: Strain | str, doubled: int = 0, declarer: Seat | str | None = None) -> None:
        strain = Strain.parse(strain)
        level = _level(level, "contract")
        doubling = _whole_number(doubled)
        if doubling not in (0, 1, 2):
            raise BridgeError(_("The doubling must be 0 (undoubled), 1 (doubled) or 2 (redoubled), not {value}.").format(
                value=quote(doubled)))
        if isinstance(declarer, str):
            declarer = Seat.parse(declarer)
        if declarer is not None and not isinstance(declarer, Seat):
            raise BridgeError(_("The declarer must be a seat (N, E, S or W) or None, not {value}.").format(
                value=quote(declarer)))
        doubled = doubling
        object.__setattr__(self, "level", level)
        object.__setattr__(self, "strain", strain)
        object.__setattr__(self, "doubled", doubled)
        object.__setattr__(self, "declarer", declarer)

    _PATTERN = re.compile(r"^([1-7])\s*(NT|N|[CDHS♣♦♥♠♧♢♡♤])\s*(XX|X|R|D)?(?:\s*(?:BY\s*)?([NESW]))?$")

    @classmethod
    def parse(cls, text: str | Contract) -> Contract:
        """Read a contract: ``4H``, ``3NT``, ``4♥X``, ``6SXX by N`` (also ``4HX S``, ``4HXS``)."""
        if isinstance(text, Contract):
            return text
        m = cls._PATTERN.match(_upper(text)) if isinstance(text, str) else None
        if m is None:
            raise _refusal(text, _("a contract"), _("write it like 4H, 3NT, 4HX or 4HX by S"))
        level, strain, dbl, seat = m.groups()
        doubled = {None: 0, "X": 1, "D": 1, "XX": 2, "R": 2}[dbl]
        return cls(int(level), Strain.parse(strain), doubled, Seat.parse(seat) if seat else None)

    @property
    def bid(self) -> Bid:
        """The bid that became the contract."""
        return Bid(self.level, self.strain)

    @property
    def tricks_needed(self) -> int:
        """Tricks declarer's side must take: level + 6."""
        return self.level + 6

    @property
    def dummy(self) -> Seat | None:
        """Declarer's partner."""
        return None if self.declarer is None else self.declarer.partner

    @property
    def side(self) -> Side | None:
        """The declaring side."""
        return None if self.declarer is None else self.declarer.side

    @property
    def is_slam(self) -> bool:
        """Level 6 (small slam) or 7 (grand slam)."""
        return self.level >= 6

    @property
    def pbn(self) -> str:
        """PBN Contract tag value: ``4HX`` (declarer goes in its own tag)."""
        return f"{self.level}{self.strain.letter}" + ("", "X", "XX")[self.doubled]

    def replace(self, **changes: object) -> Contract:
        """A copy with some fields changed."""
        fields = {"level": self.level, "strain": self.strain, "doubled": self.doubled, "declarer": self.declarer}
        for name in changes:
            if name not in fields:
                raise BridgeError(f"A contract has no {quote(name)}: change its level, strain, doubled or declarer.")
        fields.update(changes)
        return Contract(**fields)  # type: ignore[arg-type]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Contract is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Contract.parse, (self.text,))

    @property
    def label(self) -> str:
        """The contract as a person reads it in the current language (:mod:`bridgelib.i18n`):
        ``4♥X by S`` (``str``) in English, ``4♥X (играет Ю)`` in Russian.

        >>> from bridgelib.i18n import in_language
        >>> with in_language("ru"):
        ...     Contract.parse("3NTXX by W").label
        '3БКXX (играет З)'
        """
        head = f"{self.level}{self.strain.label}" + ("", "X", "XX")[self.doubled]
        if self.declarer is None:
            return head
        return head + " " + _("by {seat}").format(seat=self.declarer.initial)

    @property
    def text(self) -> str:
        """Letter form: ``4HX by S``."""
        return self.pbn + (f" by {self.declarer.name}" if self.declarer else "")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Contract) and (
            (self.level, self.strain, self.doubled, self.declarer)
            == (other.level, other.strain, other.doubled, other.declarer)
        )

    def __hash__(self) -> int:
        return hash((self.level, self.strain, self.doubled, self.declarer))

    def __str__(self) -> str:
        return f"{self.level}{self.strain.symbol}" + ("", "X", "XX")[self.doubled] + (
            f" by {self.declarer.name}" if self.declarer else ""
        )

    def _repr_html_(self) -> str:
        """Rich display in Jupyter (drawn by :mod:`bridgelib.render`)."""
        from .render.html import contract_html

        return contract_html(self)

    def __repr__(self) -> str:
        return f"Contract.parse({self.text!r})"


class Auction(JsonForm):
    """The auction: calls made clockwise from the dealer, checked one at a time.

    ``Auction(dealer, calls)`` replays ``calls`` (a list or a space-separated string).

    >>> a = Auction(Seat.N, "1S X XX")
    >>> a.turn, [str(c) for c in a.legal_calls()][:4]
    (Seat.W, ['Pass', '1NT', '2♣', '2♦'])
    >>> a.call("X")
    Traceback (most recent call last):
    ...
    bridgelib.errors.IllegalCall: 1♠ is already redoubled: you may pass or make a higher bid.
    """

    __slots__ = ("dealer", "_calls")
    _SAVED_AS = "auction"

    def __init__(self, dealer: Seat | str = Seat.N, calls: Iterable[CallLike] | str = ()) -> None:
        self.dealer = _dealer(dealer)
        self._calls: list[Call] = []
        for call in _items(calls, _("The calls")):
            self.call(call)  # type: ignore[arg-type]  # anything but a call is refused there

    # --- state ---------------------------------------------------------------------
    @property
    def calls(self) -> tuple[Call, ...]:
        """The calls made so far, from the dealer's."""
        return tuple(self._calls)

    @property
    def turn(self) -> Seat | None:
        """The seat to call next; None when the auction is over."""
        if self.is_over:
            return None
        return self.dealer.next(len(self._calls))

    def seat_of(self, index: int) -> Seat:
        """The seat that made call number ``index`` (0 = the dealer's first call)."""
        return self.dealer.next(index)

    @property
    def is_over(self) -> bool:
        """Three passes after a bid, double or redouble, or four passes at the start."""
        calls = self._calls
        n = len(calls)
        if n < 4:
            return False
        return calls[-1] is PASS and calls[-2] is PASS and calls[-3] is PASS

    @property
    def is_passed_out(self) -> bool:
        """Four passes at the start: no contract, no score, the deal passes to the left."""
        return len(self._calls) == 4 and all(c is PASS for c in self._calls)

    def _last_bid(self) -> tuple[int, Bid | None]:
        """The index and the highest bid so far: (-1, None) before the first bid."""
        calls = self._calls
        for i in range(len(calls) - 1, -1, -1):
            call = calls[i]
            if is_bid(call):
                return i, call
        return -1, None

    @property
    def last_bid(self) -> Bid | None:
        """The highest bid so far."""
        return self._last_bid()[1]

    @property
    def doubled(self) -> int:
        """0, 1 (doubled) or 2 (redoubled): the state of the last bid."""
        state = 0
        for call in reversed(self._calls):
            if call.is_bid:
                break
            if call is REDOUBLE:
                return 2
            if call is DOUBLE:
                state = max(state, 1)
        return state

    def declarer_of(self, side: Side | str, strain: Strain | str) -> Seat | None:
        """The player of ``side`` who first bid ``strain``, if any."""
        side = Side.parse(side)
        strain = Strain.parse(strain)
        for i, call in enumerate(self._calls):
            if is_bid(call) and call.strain is strain and self.seat_of(i).side is side:
                return self.seat_of(i)
        return None

    @property
    def declarer(self) -> Seat | None:
        """Of the side that made the final bid, the player who first named its strain."""
        i, bid = self._last_bid()
        if bid is None:
            return None
        return self.declarer_of(self.seat_of(i).side, bid.strain)

    @property
    def contract(self) -> Contract | None:
        """The final contract with declarer; None until the auction is over, or when the
        deal was passed out."""
        if not self.is_over or self.is_passed_out:
            return None
        bid = self.last_bid
        assert bid is not None
        return Contract(bid.level, bid.strain, self.doubled, self.declarer)

    # --- legality ------------------------------------------------------------------
    def why_illegal(self, call: CallLike) -> str | None:
        """The sentence explaining why ``call`` is not allowed now, or None if it is."""
        call = Call.parse(call)
        if self.is_over:
            return _("The auction is over: no more calls can be made.")
        if call is PASS:
            return None
        i, last = self._last_bid()
        if is_bid(call):
            if last is None:
                return None
            if call.index > last.index:
                return None
            return _("{call} is not higher than {last}: {hint}").format(
                call=call.label, last=last.label, hint=_higher_bids_hint(last))
        n = len(self._calls)
        if i < 0:
            return _("There is no bid to double yet.") if call is DOUBLE else _("There is no doubled bid to redouble.")
        assert last is not None  # a bid was found at index i
        bidder = self.seat_of(i)
        me = self.seat_of(n)
        after = self._calls[i + 1 :]
        if call is DOUBLE:
            if REDOUBLE in after:
                return _("{last} is already redoubled: you may pass or make a higher bid.").format(last=last.label)
            if DOUBLE in after:
                if self.seat_of(i + 1 + after.index(DOUBLE)).side is me.side:
                    return _("{last} is already doubled, by your side: you may pass or make a higher bid.").format(
                        last=last.label)
                return _("{last} is already doubled: you may redouble, pass or make a higher bid.").format(
                    last=last.label)
            if bidder.side is me.side:
                return _("You cannot double your partner's bid.") if bidder is not me else _(
                    "You cannot double your own bid.")
            return None
        # redouble
        if REDOUBLE in after:
            return _("{last} is already redoubled: you may pass or make a higher bid.").format(last=last.label)
        if DOUBLE not in after:
            return _("You can only redouble after an opponent doubles.") if bidder.side is me.side else _(
                "There is no double to redouble: {last} has not been doubled.").format(last=last.label)
        doubler = self.seat_of(i + 1 + after.index(DOUBLE))
        if doubler.side is me.side:
            return _("You cannot redouble your partner's double.") if doubler is not me else _(
                "You cannot redouble your own double.")
        return None

    def is_legal(self, call: CallLike) -> bool:
        """True when ``call`` may be made now."""
        return self.why_illegal(call) is None

    def legal_calls(self) -> list[Call]:
        """Every call allowed now, in bidding-box order (Pass, X, XX, then bids upward)."""
        if self.is_over:
            return []
        out: list[Call] = [PASS]
        if self.why_illegal(DOUBLE) is None:
            out.append(DOUBLE)
        if self.why_illegal(REDOUBLE) is None:
            out.append(REDOUBLE)
        last = self.last_bid
        start = 0 if last is None else last.index - 2
        out.extend(_BIDS[start:])
        return out

    # --- actions -------------------------------------------------------------------
    def call(self, call: CallLike) -> None:
        """Make the next call. Raises :class:`IllegalCall` (and changes nothing) when the
        rules do not allow it, ValueError for text that is not a call."""
        call = Call.parse(call)
        reason = self.why_illegal(call)
        if reason is not None:
            raise IllegalCall(reason)
        self._calls.append(call)

    def undo(self) -> Call:
        """Take back the last call and return it."""
        if not self._calls:
            raise BridgeError(_("There is no call to undo: the auction has not started."))
        return self._calls.pop()

    def copy(self) -> Auction:
        """An independent copy."""
        new = Auction.__new__(Auction)
        new.dealer = self.dealer
        new._calls = list(self._calls)
        return new

    __copy__ = copy

    def __deepcopy__(self, memo: dict[int, Any]) -> Auction:
        return self.copy()

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"dealer": "N", "calls": ["1H", "Pass", ...]}``."""
        return {"dealer": self.dealer.name, "calls": [c.pbn for c in self._calls]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Auction:
        """The inverse of :meth:`to_dict`; every call is checked again. Anything else is
        refused with a sentence that names the key or the call:

        >>> Auction.from_dict({"dealer": "N", "calls": ["1H", "1S", "1H"]})
        Traceback (most recent call last):
        ...
        bridgelib.errors.IllegalCall: This is not a saved auction (in 'calls', item 3): 1♥ is not higher than 1♠: bid 1NT or any bid at the 2 level or higher.
        """
        saved = SavedDict(data, "auction", "Auction")
        auction = cls(saved.read("dealer", Seat.parse, saved.get("dealer", str)))
        for number, call in enumerate(saved.get("calls", list, default=[]), 1):
            saved.read("calls", auction.call, call, number)
        return auction

    def __len__(self) -> int:
        return len(self._calls)

    def __iter__(self) -> Iterator[Call]:
        return iter(tuple(self._calls))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Auction) and other.dealer is self.dealer and other._calls == self._calls

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        head = f"Dealer {self.dealer.english}: "
        body = " ".join(str(c) for c in self._calls) or "(no calls yet)"
        if self.is_passed_out:
            tail = " — passed out"
        elif self.is_over:
            tail = f" — contract {self.contract}"
        else:
            tail = f" — {self.turn.english} to call"  # type: ignore[union-attr]
        return head + body + tail

    def _repr_html_(self) -> str:
        """Rich display in Jupyter (drawn by :mod:`bridgelib.render`)."""
        from .render.html import auction_html

        return auction_html(self)

    def __repr__(self) -> str:
        calls = " ".join(c.pbn for c in self._calls)
        return f"Auction({self.dealer!r}, {calls!r})"


def _higher_bids_hint(last: Bid) -> str:
    """What may be bid over ``last``: 'bid 2♠, 2NT or any bid at the 3 level or higher.'"""
    if last.index == _BIDS[-1].index:
        return _("{bid} is the highest bid, so no bid can follow it.").format(bid=_BIDS[-1].label)
    same_level = [b.label for b in _BIDS[last.index - 2 : (last.level) * 5]]
    if last.level == 7:
        return _("bid {bids}.").format(bids=join_or(same_level))
    if not same_level:
        return _("bid at the {level} level or higher.").format(level=last.level + 1)
    return _("bid {bids} or any bid at the {level} level or higher.").format(
        bids=", ".join(same_level), level=last.level + 1)

