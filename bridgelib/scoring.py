"""Rubber bridge scoring of one deal, itemised so that every number can be explained.

This module implements RULES.md section 5: trick points below the line, overtricks,
the bonus for making a doubled or redoubled contract (the "insult"), slam bonuses,
undertrick penalties and honours. Games, vulnerability and the rubber are in
:mod:`bridgelib.rubber`; other scorings (duplicate, IMPs, ...) in :mod:`bridgelib.variants`.

Every score is a tuple of :class:`ScoreItem` — a label a beginner understands, the
points, the side credited and the line (above or below) — whose points add up to the
totals.

>>> score = score_contract("4H by S", 11, vulnerable=False)
>>> score.made, score.below, score.above, score.defenders
(True, 120, 30, 0)
>>> for item in score.items:
...     print(item)
N-S below   120  4♥ made: 4 tricks × 30
N-S above    30  1 overtrick: 30
>>> score_contract("4HX by S", 7, vulnerable=False).defenders
500
>>> honours(Hand.parse("AKQJ2.5432.32.32"), Strain.S)
100
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Literal, TypeVar

from ._saved import SavedObject
from .auction import Contract, Strain
from .cards import _RANK_MASK, _SUIT_MASK, Card, Hand
from .deal import Side
from .errors import ScoringError, quote, quote_first
from .i18n import Noun, current_language, ngettext, pgettext, tricks_text
from .i18n import gettext_ as _

__all__ = [
    "ScoringError", "ScoreItem", "ContractScore", "score_contract", "honours", "honours_item",
    "check_honours", "honour_cards", "ScoringTable", "SCORING_TABLE", "ABOVE", "BELOW",
]

ABOVE: Literal["above"] = "above"
"""The ``line`` of an item written above the line (bonuses, overtricks, penalties, honours)."""
BELOW: Literal["below"] = "below"
"""The ``line`` of an item written below the line (trick points of a made contract)."""

Line = Literal["above", "below"]


# --- reading saved data ----------------------------------------------------------------------
# The one owner of the rules for reading a JSON object of a saved file (ScoreItem.from_dict
# here, Rubber.from_dict in bridgelib.rubber): the keys allowed, and the type of each value.
_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One line of a score: ``label`` explains it, ``points`` (never negative) go to
    ``side``, written ``line`` = ``"above"`` or ``"below"`` the line.

    >>> item = ScoreItem("1 overtrick: 30", 30, Side.NS, "above")
    >>> item.points, item.side, item.line
    (30, Side.NS, 'above')
    >>> ScoreItem.from_dict(item.to_dict()) == item
    True
    """

    label: str
    points: int
    side: Side
    line: Line

    def __post_init__(self) -> None:
        if not isinstance(self.label, str) or not self.label:
            raise ValueError(f"A score item needs a label (a non-empty text), not {quote(self.label)}.")
        if isinstance(self.points, bool) or not isinstance(self.points, int) or self.points < 0:
            raise ValueError(f"The points of a score item are a whole number, 0 or more, not {quote(self.points)}.")
        if not isinstance(self.side, Side):
            raise ValueError(f"{quote_first(self.side)} is not a side: use Side.NS or Side.EW.")
        if not isinstance(self.line, str) or self.line not in (ABOVE, BELOW):
            raise ValueError(f"{quote_first(self.line)} is not a line: use 'above' or 'below'.")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"label": ..., "points": 30, "side": "NS", "line": "above"}``."""
        return {"label": self.label, "points": self.points, "side": self.side.name, "line": self.line}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ScoreItem:
        """The inverse of :meth:`to_dict`. The four entries are required; the ``deal`` and
        ``game`` of a :class:`~bridgelib.rubber.SheetEntry`'s dict are allowed and ignored;
        any other entry is refused.

        >>> ScoreItem.from_dict({"label": "x", "points": "30", "side": "NS", "line": "above"})
        Traceback (most recent call last):
        ...
        ValueError: This is not a saved score item: 'points' must be a whole number, not '30'.
        """
        saved = SavedObject(data, "This is not a saved score item", ("label", "points", "side", "line"), ("deal", "game"))
        label, points, line = saved.text("label"), saved.integer("points"), saved.text("line")
        side = saved.parsed("side", Side.parse)
        try:
            return cls(label, points, side, line)  # type: ignore[arg-type]
        except ValueError as err:
            raise saved.error(str(err)) from None

    def __str__(self) -> str:
        return f"{self.side.short} {self.line:<5} {self.points:>5}  {self.label}"


@dataclass(frozen=True, slots=True)
class ContractScore:
    """The score of one contract (without honours, which depend on the hands).

    ``below`` is declarer's trick points below the line (0 when the contract fails);
    ``above`` is declarer's overtricks, insult and slam bonus; ``defenders`` is the
    undertrick penalty the defenders write above the line. ``items`` itemise all three.

    >>> s = score_contract("6NT by N", 13, vulnerable=True)
    >>> s.below, s.above, s.overtricks, s.total(Side.NS)
    (190, 780, 1, 970)
    >>> print(s)
    6NT by N, 13 tricks, vulnerable: made with 1 overtrick
    N-S below   190  6NT made: first trick 40 + 5 tricks × 30
    N-S above    30  1 overtrick: 30
    N-S above   750  Small slam bid and made, vulnerable
    """

    contract: Contract
    tricks: int
    vulnerable: bool
    made: bool
    below: int
    above: int
    defenders: int
    overtricks: int
    undertricks: int
    items: tuple[ScoreItem, ...]

    @property
    def side(self) -> Side:
        """The declaring side."""
        return self.contract.declarer.side  # type: ignore[union-attr]

    def total(self, side: Side) -> int:
        """All the points ``side`` scores for this contract."""
        return sum(item.points for item in self.items if item.side is side)

    @property
    def result(self) -> str:
        """How the contract went, in words: ``made exactly``, ``made with 2 overtricks``,
        ``1 down``."""
        if not self.made:
            return ngettext("{n} down", "{n} down", self.undertricks).format(n=self.undertricks)
        if self.overtricks == 0:
            return _("made exactly")
        return ngettext("made with {n} overtrick", "made with {n} overtricks", self.overtricks).format(
            n=self.overtricks)

    def __str__(self) -> str:
        head = f"{self.contract.label}, {tricks_text(self.tricks)}, {_vul(self.vulnerable)}: {self.result}"
        return "\n".join([head, *(str(item) for item in self.items)])

    def _repr_html_(self) -> str:
        """The itemised score as a table (drawn by :mod:`bridgelib.render`)."""
        from .render.html import contract_score_html

        return contract_score_html(self)


# --- the tables of RULES.md 5 -------------------------------------------------------------
@dataclass(frozen=True)
class ScoringTable:
    """The numbers of rubber scoring (RULES.md 5 and 6) as data: the engine scores with
    them, and the reference card and the lessons print them from here.

    Doubling is 0, 1 or 2 (undoubled, doubled, redoubled); ``vulnerable`` is a bool.

    >>> SCORING_TABLE.trick_values[Strain.NT], SCORING_TABLE.trick_values[Strain.H]
    ((40, 30), (30, 30))
    >>> SCORING_TABLE.undertricks[(True, 1)]   # vulnerable, doubled: 1st, 2nd-3rd, 4th on
    (200, 300, 300)
    >>> SCORING_TABLE.rubber_bonus, SCORING_TABLE.unfinished
    ((700, 500), (300, 100))
    """

    trick_values: Mapping[Strain, tuple[int, int]]
    """Below the line, undoubled: (the first trick over six, each later one), by strain."""
    multiplier: tuple[int, int, int]
    """Doubling multiplies the trick score: ×1, ×2, ×4."""
    overtricks_doubled: Mapping[tuple[int, bool], int]
    """Each overtrick of a doubled (1) or redoubled (2) contract, by (doubling, vulnerable);
    undoubled overtricks score the strain's trick value."""
    insult: tuple[int, int, int]
    """The bonus for making a doubled or redoubled contract (the "insult")."""
    slam_bonus: Mapping[tuple[int, bool], int]
    """Bid and made at level 6 or 7, by (level, vulnerable)."""
    undertricks: Mapping[tuple[bool, int], tuple[int, int, int]]
    """Each undertrick by (vulnerable, doubling): (the 1st, the 2nd and 3rd, the 4th and later)."""
    game: int
    """The trick points below the line that make a game."""
    rubber_bonus: tuple[int, int]
    """Winning the rubber two games to none, two games to one."""
    unfinished: tuple[int, int]
    """A rubber stopped unfinished: the only game completed, the only part-score in the unfinished game."""
    honours: tuple[int, int, int]
    """Four trump honours in one hand, all five, all four aces at no-trump."""


SCORING_TABLE = ScoringTable(
    trick_values=MappingProxyType({Strain.C: (20, 20), Strain.D: (20, 20), Strain.H: (30, 30), Strain.S: (30, 30),
                                   Strain.NT: (40, 30)}),
    multiplier=(1, 2, 4),
    overtricks_doubled=MappingProxyType({(1, False): 100, (1, True): 200, (2, False): 200, (2, True): 400}),
    insult=(0, 50, 100),
    slam_bonus=MappingProxyType({(6, False): 500, (6, True): 750, (7, False): 1000, (7, True): 1500}),
    undertricks=MappingProxyType({
        (False, 0): (50, 50, 50),
        (False, 1): (100, 200, 300),
        (False, 2): (200, 400, 600),
        (True, 0): (100, 100, 100),
        (True, 1): (200, 300, 300),
        (True, 2): (400, 600, 600),
    }),
    game=100,
    rubber_bonus=(700, 500),
    unfinished=(300, 100),
    honours=(100, 150, 150),
)
"""The scoring tables of the course (RULES.md 5 and 6)."""

def _doubled_word(doubled: int) -> str:
    """'', ' doubled' or ' redoubled' (in the current language) after a contract's name."""
    return ("", " " + _("doubled"), " " + _("redoubled"))[doubled]


def _vul(vulnerable: bool) -> str:
    return _("vulnerable") if vulnerable else _("not vulnerable")


def _ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... (an undertrick's number; 1-я, 2-я ... in Russian)."""
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        form = pgettext("undertrick", "{n}th")
    else:
        form = (pgettext("undertrick", "{n}st"), pgettext("undertrick", "{n}nd"), pgettext("undertrick", "{n}rd"))[
            n % 10 - 1]
    return form.format(n=n)


def _times(n: int, value: int) -> str:
    return f"{value}" if n == 1 else f"{n} × {value}"


def _check_tricks(tricks: object) -> int:
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise ScoringError(
            _("{value} is not a number of tricks: declarer's side takes from 0 to 13 tricks.").format(
                value=quote_first(tricks))
        )
    return tricks


def _check_vulnerable(vulnerable: object) -> bool:
    if not isinstance(vulnerable, bool):
        raise ScoringError(
            _("The vulnerability must be True or False (is declarer's side vulnerable?), not {value}.").format(
                value=quote(vulnerable))
        )
    return vulnerable


def _check_contract(contract: Contract | str) -> Contract:
    contract = Contract.parse(contract)
    if contract.declarer is None:
        raise ScoringError(
            _("The contract {contract} has no declarer: write it like '{example}' so that the points can be given to "
              "a side.").format(contract=contract, example=f"{contract.pbn} by S")
        )
    return contract


def _below_label(contract: Contract) -> tuple[str, int]:
    """The label and points of the trick score of a made contract."""
    level, strain, doubled = contract.level, contract.strain, contract.doubled
    m = SCORING_TABLE.multiplier[doubled]
    name = f"{level}{strain.label}" + (_doubled_word(doubled) + "," if doubled else "")
    first, later = (value * m for value in SCORING_TABLE.trick_values[strain])
    if first != later:
        rest = level - 1
        label = _("{contract} made: first trick {first}").format(contract=name, first=first)
        if rest:
            label += f" + {tricks_text(rest)} × {later}"
        return label, first + later * rest
    return _("{contract} made: {tricks} × {value}").format(contract=name, tricks=tricks_text(level),
                                                            value=first), level * first


def _undertrick_items(n: int, vulnerable: bool, doubled: int, side: Side) -> list[ScoreItem]:
    """The penalty for ``n`` undertricks, one item per run of equal per-trick values
    (the rows of the RULES.md table, merged where they are equal)."""
    first, second, later = SCORING_TABLE.undertricks[(vulnerable, doubled)]
    values = [first if k == 1 else second if k <= 3 else later for k in range(1, n + 1)]
    runs: list[tuple[int, int, int]] = []  # (first undertrick, last undertrick, value)
    for k, value in enumerate(values, 1):
        if runs and runs[-1][2] == value:
            runs[-1] = (runs[-1][0], k, value)
        else:
            runs.append((k, k, value))
    how = f"{_doubled_word(doubled)}, {_vul(vulnerable)}"
    items = []
    for a, b, value in runs:
        k = b - a + 1
        if a == 1 and len(runs) == 1:
            label = ngettext("{n} undertrick{how}: {points}", "{n} undertricks{how}: {points}", n).format(
                n=n, how=how, points=_times(k, value))
        elif a == b:
            label = _("{first} undertrick{how}: {points}").format(first=_ordinal(a), a=a, how=how, points=value)
        elif b == a + 1:
            label = _("{first} and {second} undertricks{how}: {points}").format(
                first=_ordinal(a), second=_ordinal(b), a=a, b=b, how=how, points=_times(k, value))
        else:
            label = _("{first} to {last} undertricks{how}: {points}").format(
                first=_ordinal(a), last=_ordinal(b), a=a, b=b, how=how, points=_times(k, value))
        items.append(ScoreItem(label, k * value, side, ABOVE))
    return items


def score_contract(contract: Contract | str, tricks: int, vulnerable: bool) -> ContractScore:
    """Score one contract by the rubber rules of RULES.md 5 (honours apart).

    ``contract`` is a :class:`~bridgelib.auction.Contract` with a declarer, or its text
    (``"4HX by S"``); ``tricks`` is the number of tricks declarer's side took (0-13);
    ``vulnerable`` says whether declarer's side is vulnerable.

    >>> s = score_contract("2SX by E", 9, vulnerable=True)
    >>> [(i.label, i.points, i.line) for i in s.items]  # doctest: +NORMALIZE_WHITESPACE
    [('2♠ doubled, made: 2 tricks × 60', 120, 'below'),
     ('1 overtrick doubled, vulnerable: 200', 200, 'above'),
     ('Bonus for making a doubled contract (the "insult")', 50, 'above')]
    >>> s = score_contract("4HX by S", 7, vulnerable=False)
    >>> [(i.label, i.points, str(i.side)) for i in s.items]  # doctest: +NORMALIZE_WHITESPACE
    [('1st undertrick doubled, not vulnerable: 100', 100, 'EW'),
     ('2nd and 3rd undertricks doubled, not vulnerable: 2 × 200', 400, 'EW')]
    >>> score_contract("3NT by N", 14, False)
    Traceback (most recent call last):
    ...
    bridgelib.errors.ScoringError: 14 is not a number of tricks: declarer's side takes from 0 to 13 tricks.
    """
    return _score(_check_contract(contract), _check_tricks(tricks), _check_vulnerable(vulnerable), current_language())


@lru_cache(maxsize=16384)
def _score(contract: Contract, tricks: int, vulnerable: bool, language: str) -> ContractScore:
    """:func:`score_contract` on checked arguments. Scores are immutable values, so they
    are memoised (there are 11,760 different ones in each language: the labels are
    written in ``language``, the current one)."""
    side = contract.declarer.side  # type: ignore[union-attr]
    level, doubled = contract.level, contract.doubled
    need = level + 6
    items: list[ScoreItem] = []
    if tricks < need:
        under = need - tricks
        items = _undertrick_items(under, vulnerable, doubled, side.opponents)
        penalty = sum(item.points for item in items)
        return ContractScore(contract, tricks, vulnerable, False, 0, 0, penalty, 0, under, tuple(items))

    label, below = _below_label(contract)
    items.append(ScoreItem(label, below, side, BELOW))
    over = tricks - need
    if over:
        if doubled:
            value = SCORING_TABLE.overtricks_doubled[(doubled, vulnerable)]
            how = f"{_doubled_word(doubled)}, {_vul(vulnerable)}"
        else:
            value = SCORING_TABLE.trick_values[contract.strain][1]
            how = ""
        label = ngettext("{n} overtrick{how}: {points}", "{n} overtricks{how}: {points}", over).format(
            n=over, how=how, points=_times(over, value))
        items.append(ScoreItem(label, over * value, side, ABOVE))
    if doubled:
        insult = _('Bonus for making a doubled contract (the "insult")') if doubled == 1 else _(
            'Bonus for making a redoubled contract (the "insult")')
        items.append(ScoreItem(insult, SCORING_TABLE.insult[doubled], side, ABOVE))
    if level >= 6:
        slam = _("Small slam bid and made, {vulnerable}") if level == 6 else _("Grand slam bid and made, {vulnerable}")
        items.append(ScoreItem(slam.format(vulnerable=_vul(vulnerable)),
                               SCORING_TABLE.slam_bonus[(level, vulnerable)], side, ABOVE))
    above = sum(item.points for item in items) - below
    return ContractScore(contract, tricks, vulnerable, True, below, above, 0, over, 0, tuple(items))


# --- honours ------------------------------------------------------------------------------
_HONOUR_RANKS_MASK = _RANK_MASK[8] | _RANK_MASK[9] | _RANK_MASK[10] | _RANK_MASK[11] | _RANK_MASK[12]
_ACES_MASK = _RANK_MASK[12]


def _strain(strain: Strain | str) -> Strain:
    if isinstance(strain, Strain):
        return strain
    if isinstance(strain, str):
        return Strain.parse(strain)
    raise ValueError(f"{quote_first(strain)} is not a strain: use C, D, H, S or NT.")


def _hand(hand: Hand | str) -> Hand:
    if isinstance(hand, str):
        hand = Hand.parse(hand)
    if not isinstance(hand, Hand):
        raise ValueError(f"{quote_first(hand)} is not a hand: give a Hand or its text, like 'AKQJ2.5432.32.32'.")
    if len(hand) > 13:
        raise ValueError(f"A hand holds at most 13 cards; this one has {len(hand)}, so it has no honours to score.")
    return hand


def honour_cards(hand: Hand | str, strain: Strain | str) -> list[Card]:
    """The honour cards of ``strain`` in one hand, highest first: its trumps from the ten
    up in a suit contract, its aces at no-trump. The one place the engine says which
    cards are honours (RULES.md 5); :func:`honours` scores them.

    >>> [str(c) for c in honour_cards("AKJ2.A5432.32.32", "S")]
    ['♠A', '♠K', '♠J']
    >>> [str(c) for c in honour_cards("AKJ2.A5432.32.32", "NT")]
    ['♠A', '♥A']
    """
    hand = _hand(hand)
    strain = _strain(strain)
    mask = hand._mask & (_ACES_MASK if strain is Strain.NT else _SUIT_MASK[strain.value] & _HONOUR_RANKS_MASK)
    return [card for card in hand if mask & card._bit]


def honours(hand: Hand | str, strain: Strain | str) -> int:
    """The honours one hand holds in ``strain``: 150, 100 or 0.

    In a suit contract, four of the trump A K Q J 10 score 100 and all five 150; at
    no-trump all four aces score 150. One hand only: partners' hands are never combined.

    >>> honours("AKQJT.543.32.432", "S"), honours("AKQJT.543.32.432", "H")
    (150, 0)
    >>> honours("A2.A32.A432.A432", Strain.NT), honours("A2.A32.A432.A432", Strain.C)
    (150, 0)
    """
    held = len(honour_cards(hand, strain))
    four, five, aces = SCORING_TABLE.honours
    if _strain(strain) is Strain.NT:
        return aces if held == 4 else 0
    return five if held == 5 else four if held == 4 else 0


def check_honours(points: object, strain: Strain | str) -> int:
    """Return ``points`` if it is an honours score that exists in ``strain`` (0, 100 or
    150 in a suit; 0 or 150 at no-trump); otherwise raise :class:`ScoringError`.

    >>> check_honours(100, "H")
    100
    >>> check_honours(100, "NT")
    Traceback (most recent call last):
    ...
    bridgelib.errors.ScoringError: 100 is not an honours score at no-trump: only all four aces in one hand score (150).
    """
    strain = _strain(strain)
    four, five, aces = SCORING_TABLE.honours
    allowed = (0, aces) if strain is Strain.NT else (0, four, five)
    if isinstance(points, int) and not isinstance(points, bool) and points in allowed:
        return points
    if strain is Strain.NT:
        raise ScoringError(
            _("{value} is not an honours score at no-trump: only all four aces in one hand score ({aces}).").format(
                value=quote_first(points), aces=aces)
        )
    raise ScoringError(
        _("{value} is not an honours score: four trump honours in one hand score {four}, all five {five}.").format(
            value=quote_first(points), four=four, five=five)
    )


def honours_item(points: int, strain: Strain | str, side: Side, *, holder: str | None = None,
                 declaring_side: Side | None = None) -> ScoreItem:
    """The above-the-line item for honours of ``points`` held by ``side``.

    ``holder`` may name the hand ("South"); ``declaring_side`` adds whether the
    declaring side or a defender held them.

    >>> print(honours_item(100, "H", Side.EW, declaring_side=Side.NS))
    E-W above   100  Honours: four trump honours in one hand (held by a defender)
    >>> print(honours_item(150, "NT", Side.NS, holder="North"))
    N-S above   150  Honours: all four aces in North's hand
    """
    strain = _strain(strain)
    check_honours(points, strain)
    if points == 0:
        raise ScoringError(_("Honours of 0 points are not written on the score sheet."))
    if not isinstance(side, Side):
        raise ValueError(f"{quote_first(side)} is not a side: use Side.NS or Side.EW.")
    if holder is not None and (not isinstance(holder, str) or not holder.strip()):
        raise ValueError(f"The holder of the honours is the name of a hand, like 'South', not {quote(holder)}.")
    if declaring_side is not None and not isinstance(declaring_side, Side):
        raise ValueError(f"The declaring side is Side.NS or Side.EW, not {quote(declaring_side)}.")
    where = _("in {holder}'s hand").format(holder=Noun(holder)) if holder else _("in one hand")
    if strain is Strain.NT:
        what = _("all four aces {where}")
    elif points == SCORING_TABLE.honours[1]:
        what = _("all five trump honours {where}")
    else:
        what = _("four trump honours {where}")
    label = _("Honours: {what}").format(what=what.format(where=where))
    if declaring_side is not None:
        label += " " + (_("(held by the declaring side)") if side is declaring_side else _("(held by a defender)"))
    return ScoreItem(label, points, side, ABOVE)

