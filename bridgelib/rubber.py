"""The rubber: the score sheet, games, vulnerability, the rubber bonus and settlement.

This module implements RULES.md section 6 on top of the deal scoring of
:mod:`bridgelib.scoring`. A :class:`Rubber` records one deal at a time, itemises every
entry, draws a line after each game and ends when a side has won two games (or when it is
settled early). On the sheet, WE is North-South and THEY is East-West.

>>> rubber = Rubber(dealer=Seat.S)
>>> rubber.record("4H by S", 11)          # the worked example of RULES.md 7
(ScoreItem(label='4♥ made: 4 tricks × 30', points=120, side=Side.NS, line='below'), \
ScoreItem(label='1 overtrick: 30', points=30, side=Side.NS, line='above'))
>>> rubber.vulnerable(Side.NS), rubber.dealer
(True, Seat.W)
>>> items = rubber.record("3NT by N", 9)
>>> rubber.is_over, rubber.winner, rubber.totals()
(True, Side.NS, {Side.NS: 950, Side.EW: 0})
>>> print(rubber)
Rubber score sheet: WE = North-South, THEY = East-West
               WE             |            THEY
  ----------------------------+----------------------------
         700 (deal 2)         |
          30 (deal 1)         |
  ============================+============================
         120 (deal 1)         |
  ----------------------------+---------------------------- game 1: WE
         100 (deal 2)         |
  ----------------------------+---------------------------- game 2: WE
    Total  950                |  Total  0
Games won: WE 2, THEY 0. WE (N-S) won the rubber two games to none.
WE (N-S) are ahead by 950.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, ClassVar

from ._saved import JsonForm, SavedObject
from .auction import Contract, Strain
from .deal import Deal, Seat, Side, vulnerability_words
from .errors import as_clause, quote, quote_first
from .i18n import gettext_ as _
from .scoring import (
    ABOVE,
    BELOW,
    SCORING_TABLE,
    ContractScore,
    Line,
    ScoreItem,
    ScoringError,
    check_honours,
    honours,
    honours_item,
    score_contract,
)

__all__ = ["Rubber", "RecordedDeal", "SheetEntry", "SheetGame", "ScoreSheet", "WE", "THEY"]

WE: Side = Side.NS
"""The WE column of the score sheet: North-South, by convention."""
THEY: Side = Side.EW
"""The THEY column of the score sheet: East-West, by convention."""

_FORMAT = "bridgelib-rubber"
_VERSION = 1


def _column(side: Side) -> str:
    return "WE" if side is WE else "THEY"


@dataclass(frozen=True, slots=True)
class RecordedDeal:
    """One deal as recorded in a rubber: what was played and everything it wrote on the
    sheet.

    ``number`` counts every deal of the rubber from 1, passed-out deals included;
    ``vulnerable`` is the vulnerability when it was played; ``game`` is the number of the
    game in progress (1-3); ``honours`` holds the honours scored, as ``(side, points)``
    pairs; ``deal`` the hands, when honours were counted from them; ``items`` every entry,
    including the rubber bonus when this deal ended the rubber; ``game_won_by`` the side
    that completed a game with this deal.

    >>> rubber = Rubber()
    >>> _ = rubber.record("1NT by N", 7)
    >>> rec = rubber.deals[0]
    >>> rec.number, rec.dealer, rec.contract.text, rec.tricks, rec.passed_out, rec.game_won_by
    (1, Seat.N, '1NT by N', 7, False, None)
    """

    number: int
    dealer: Seat
    vulnerable: frozenset[Side]
    game: int
    contract: Contract | None
    tricks: int | None
    honours: tuple[tuple[Side, int], ...]
    deal: Deal | None
    score: ContractScore | None
    items: tuple[ScoreItem, ...]
    game_won_by: Side | None

    @property
    def passed_out(self) -> bool:
        """Four passes: no contract, no score."""
        return self.contract is None

    def points(self, side: Side) -> int:
        """Everything this deal wrote for ``side``."""
        return sum(item.points for item in self.items if item.side is side)

    @property
    def full_score(self) -> ContractScore | None:
        """The deal's whole itemised score as the sheet has it: the contract's score with
        the honours (and the rubber bonus, when this deal ended the rubber) among its
        items and totals; None for a passed-out deal.

        >>> rubber = Rubber()
        >>> rec = rubber.record("4S by S", 10, {Side.NS: 100})
        >>> print(rubber.deals[0].full_score)
        4♠ by S, 10 tricks, not vulnerable: made exactly
        N-S below   120  4♠ made: 4 tricks × 30
        N-S above   100  Honours: four trump honours in one hand (held by the declaring side)
        >>> rubber.deals[0].full_score.total(Side.NS), rubber.deals[0].score.total(Side.NS)
        (220, 120)
        """
        score = self.score
        if score is None:
            return None
        added = self.items[len(score.items):]
        side = score.side
        return replace(
            score, items=self.items,
            above=score.above + sum(item.points for item in added if item.side is side),
            defenders=score.defenders + sum(item.points for item in added if item.side is not side),
        )

    def to_dict(self) -> dict[str, Any]:
        """What is needed to record the deal again (scores are recomputed on loading)."""
        if self.contract is None:
            return {"passed_out": True}
        out: dict[str, Any] = {"contract": self.contract.text, "tricks": self.tricks}
        if self.deal is not None:
            out["deal"] = self.deal.to_dict()
        elif self.honours:
            out["honours"] = {side.name: points for side, points in self.honours}
        return out

    def __str__(self) -> str:
        head = f"Deal {self.number}: dealer {self.dealer.english}, {vulnerability_words(self.vulnerable, phrase=True)}"
        if self.contract is None:
            return head + "\n  Passed out: no score; the deal passes to the left."
        assert self.score is not None
        lines = [head, f"  {self.contract}, {self.tricks} tricks: {self.score.result}"]
        lines += [f"  {item}" for item in self.items]
        if self.game_won_by is not None:
            lines.append(
                f"  Game {self.game} to {self.game_won_by.short}: a line is drawn under both sides' "
                "scores below the line."
            )
        return "\n".join(lines)


@dataclass(frozen=True, slots=True)
class SheetEntry:
    """One number written on the score sheet, with where it came from.

    ``deal`` is the number of the deal that wrote it (None for the settlement of an
    unfinished rubber); ``game`` the game (1-3) a below-the-line entry counts toward
    (None above the line).
    """

    deal: int | None
    label: str
    points: int
    side: Side
    line: Line
    game: int | None

    @property
    def item(self) -> ScoreItem:
        """The entry as a :class:`~bridgelib.scoring.ScoreItem`."""
        return ScoreItem(self.label, self.points, self.side, self.line)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "deal": self.deal, "label": self.label, "points": self.points,
            "side": self.side.name, "line": self.line, "game": self.game,
        }


@dataclass(frozen=True, slots=True)
class SheetGame:
    """The below-the-line block of one game: each side's entries in the order written,
    and the side that won it (None while it is being played, or when the rubber was
    stopped during it). A line is drawn under a won game.
    """

    number: int
    below: Mapping[Side, tuple[SheetEntry, ...]]
    winner: Side | None

    @property
    def line_drawn(self) -> bool:
        """True when the game was won, so a line is drawn under both columns."""
        return self.winner is not None

    def points(self, side: Side) -> int:
        """Points ``side`` scored below the line in this game."""
        return sum(e.points for e in self.below[side])

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "number": self.number,
            "below": {side.name: [e.to_dict() for e in self.below[side]] for side in Side},
            "winner": None if self.winner is None else self.winner.name,
            "line_drawn": self.line_drawn,
        }


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """The rubber score sheet as data, so that a renderer can draw it like paper.

    Two columns, WE (North-South, :data:`WE`) and THEY (East-West, :data:`THEY`).
    ``above[side]`` lists a side's entries above the line in the order written: the first
    is written just above the line and later ones higher up. ``games`` are the blocks
    below the line, one per game, each followed by a drawn line once won; the game in
    progress (or stopped) is the last block, without a line. ``totals`` add everything
    above and below. ``winner`` is the side that won two games; ``leader`` the side with
    the larger total (None when equal) — they can differ.

    >>> rubber = Rubber()
    >>> _ = rubber.record("2S by N", 8); _ = rubber.record("3NT by E", 10)
    >>> sheet = rubber.sheet
    >>> [(g.number, g.winner, g.points(Side.NS), g.points(Side.EW)) for g in sheet.games]
    [(1, Side.EW, 60, 100), (2, None, 0, 0)]
    >>> [e.points for e in sheet.above[Side.EW]], sheet.totals[Side.EW], sheet.leader
    ([30], 130, Side.EW)
    """

    WE: ClassVar[Side] = Side.NS
    THEY: ClassVar[Side] = Side.EW

    above: Mapping[Side, tuple[SheetEntry, ...]]
    games: tuple[SheetGame, ...]
    totals: Mapping[Side, int]
    games_won: Mapping[Side, int]
    winner: Side | None
    leader: Side | None
    is_over: bool
    settled: bool

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form, for a renderer in another language."""
        return {
            "we": WE.name, "they": THEY.name,
            "above": {side.name: [e.to_dict() for e in self.above[side]] for side in Side},
            "games": [g.to_dict() for g in self.games],
            "totals": {side.name: self.totals[side] for side in Side},
            "games_won": {side.name: self.games_won[side] for side in Side},
            "winner": None if self.winner is None else self.winner.name,
            "leader": None if self.leader is None else self.leader.name,
            "is_over": self.is_over,
            "settled": self.settled,
        }

    def __str__(self) -> str:
        return _render_sheet(self)

    def _repr_html_(self) -> str:
        """The paper score sheet (drawn by :mod:`bridgelib.render`)."""
        from .render.html import rubber_html

        return rubber_html(self)


_CELL = 28


def _cell(entry: SheetEntry | None) -> str:
    if entry is None:
        return " " * _CELL
    ref = f"(deal {entry.deal})" if entry.deal is not None else "(unfinished)"
    return f"{entry.points:>10} {ref}".ljust(_CELL)


def _row(left: str, right: str, note: str = "") -> str:
    return f"  {left}|{right}".rstrip() + (f" {note}" if note else "")


def _render_sheet(sheet: ScoreSheet) -> str:
    rule = "-" * _CELL
    lines = [
        "Rubber score sheet: WE = North-South, THEY = East-West",
        _row("WE".center(_CELL), "THEY".center(_CELL)),
        "  " + rule + "+" + rule,
    ]
    height = max(len(sheet.above[WE]), len(sheet.above[THEY]))
    we_above: list[SheetEntry | None] = [None] * (height - len(sheet.above[WE])) + list(reversed(sheet.above[WE]))
    they_above: list[SheetEntry | None] = [None] * (height - len(sheet.above[THEY])) + list(reversed(sheet.above[THEY]))
    for a, b in zip(we_above, they_above, strict=False):
        lines.append(_row(_cell(a), _cell(b)))
    lines.append("  " + "=" * _CELL + "+" + "=" * _CELL)
    for game in sheet.games:
        we, they = game.below[WE], game.below[THEY]
        for k in range(max(len(we), len(they))):
            lines.append(_row(_cell(we[k] if k < len(we) else None), _cell(they[k] if k < len(they) else None)))
        if game.line_drawn:
            assert game.winner is not None
            lines.append("  " + rule + "+" + rule + f" game {game.number}: {_column(game.winner)}")
    lines.append(_row(f"  Total  {sheet.totals[WE]}".ljust(_CELL), f"  Total  {sheet.totals[THEY]}"))
    lines.extend(_summary(sheet))
    return "\n".join(lines)


def _summary(sheet: ScoreSheet) -> list[str]:
    won = f"Games won: WE {sheet.games_won[WE]}, THEY {sheet.games_won[THEY]}."
    if sheet.winner is not None:
        loser_games = sheet.games_won[sheet.winner.opponents]
        won += (
            f" {_column(sheet.winner)} ({sheet.winner.short}) won the rubber two games to "
            f"{'none' if loser_games == 0 else 'one'}."
        )
    elif sheet.settled:
        won += " The rubber was stopped unfinished and settled."
    else:
        won += " The rubber is in progress."
    diff = abs(sheet.totals[WE] - sheet.totals[THEY])
    if sheet.leader is None:
        money = "The totals are equal: a draw."
    else:
        money = f"{_column(sheet.leader)} ({sheet.leader.short}) {'are' if sheet.is_over else 'are so far'} ahead by {diff}."
    out = [won, money]
    if sheet.winner is not None and sheet.leader is not None and sheet.winner is not sheet.leader:
        out.append(
            f"{_column(sheet.winner)} won the rubber (two games), but {_column(sheet.leader)} have the "
            "larger total and win the difference."
        )
    return out


class Rubber(JsonForm):
    """A rubber of bridge, recorded deal by deal (RULES.md 6).

    ``Rubber(dealer)`` starts with ``dealer`` dealing the first deal; both sides are not
    vulnerable. :meth:`record` scores a played deal, :meth:`record_passout` a passed-out
    one; the deal passes to the left after each. A side reaching 100 below the line wins
    a game (a line is drawn; part-scores still count in the totals but no longer toward
    game) and becomes vulnerable; two games win the rubber and its bonus (700, or 500
    when the opponents won a game). :meth:`settle` stops an unfinished rubber.

    Every action that the rules refuse raises :class:`~bridgelib.errors.ScoringError`
    (a :class:`~bridgelib.errors.BridgeError`) and changes nothing; :meth:`undo` takes
    back the last deal (or the settlement); :meth:`to_json` and :meth:`from_json` save and
    load.

    >>> rubber = Rubber()
    >>> _ = rubber.record("2H by N", 8)          # part-score 60 for N-S
    >>> _ = rubber.record("4S by E", 10)         # E-W game: N-S's 60 no longer counts toward game
    >>> rubber.part_score(Side.NS), rubber.games_won(Side.EW), rubber.totals()
    (0, 1, {Side.NS: 60, Side.EW: 120})
    >>> rubber.settle()
    (ScoreItem(label='Unfinished rubber: bonus for the only game completed', points=300, side=Side.EW, line='above'),)
    >>> rubber.record("1C by S", 7)
    Traceback (most recent call last):
    ...
    bridgelib.errors.ScoringError: The rubber was stopped and settled: no more deals can be recorded (undo the settlement to go on).
    """

    __slots__ = ("first_dealer", "_records", "_settlement", "_games", "_below", "_totals")
    _SAVED_AS = "rubber"

    def __init__(self, dealer: Seat | str = Seat.N) -> None:
        if isinstance(dealer, str):
            dealer = Seat.parse(dealer)
        if not isinstance(dealer, Seat):
            raise ValueError(f"{quote_first(dealer)} is not a seat to be the first dealer: use Seat.N, Seat.E, Seat.S or Seat.W.")
        self.first_dealer: Seat = dealer
        self._records: list[RecordedDeal] = []
        self._settlement: tuple[ScoreItem, ...] | None = None
        self._games = [0, 0]
        self._below = [0, 0]
        self._totals = [0, 0]

    # --- state ----------------------------------------------------------------------
    @property
    def dealer(self) -> Seat:
        """The dealer of the next deal (the first dealer moved left once per deal
        recorded, passed-out deals included)."""
        return self.first_dealer.next(len(self._records))

    @property
    def deal_number(self) -> int:
        """The number of the next deal: 1 for the first."""
        return len(self._records) + 1

    @property
    def game_number(self) -> int:
        """The number of the game in progress (1-3); after the end, of the last game."""
        return min(self._games[0] + self._games[1] + 1, 3) if self.winner is None else sum(self._games)

    def vulnerable(self, side: Side) -> bool:
        """True once ``side`` has won a game."""
        return self._games[_side(side).value] >= 1

    @property
    def vulnerability(self) -> frozenset[Side]:
        """The sides that are vulnerable now."""
        return frozenset(s for s in Side if self._games[s.value] >= 1)

    def games_won(self, side: Side) -> int:
        """Games ``side`` has won: 0, 1 or 2."""
        return self._games[_side(side).value]

    def part_score(self, side: Side) -> int:
        """Points ``side`` has below the line in the game in progress (0 after a line is
        drawn)."""
        return self._below[_side(side).value]

    @property
    def is_over(self) -> bool:
        """No more deals can be recorded: a side has won two games, or the rubber was
        settled."""
        return self._settlement is not None or 2 in self._games

    @property
    def is_settled(self) -> bool:
        """The rubber was stopped early with :meth:`settle`."""
        return self._settlement is not None

    @property
    def winner(self) -> Side | None:
        """The side that won two games (it gets the rubber bonus), else None."""
        if self._games[0] == 2:
            return Side.NS
        if self._games[1] == 2:
            return Side.EW
        return None

    def totals(self) -> dict[Side, int]:
        """Each side's total: everything above and below the line."""
        return {Side.NS: self._totals[0], Side.EW: self._totals[1]}

    @property
    def net(self) -> int:
        """North-South's total minus East-West's: positive when N-S are ahead."""
        return self._totals[0] - self._totals[1]

    @property
    def leader(self) -> Side | None:
        """The side with the larger total (it wins the difference), None when equal.
        It need not be the :attr:`winner`."""
        net = self.net
        return Side.NS if net > 0 else Side.EW if net < 0 else None

    @property
    def deals(self) -> tuple[RecordedDeal, ...]:
        """Every deal recorded so far, in order."""
        return tuple(self._records)

    @property
    def settlement(self) -> tuple[ScoreItem, ...] | None:
        """The items written when the rubber was settled; None if it was not."""
        return self._settlement

    @property
    def items(self) -> tuple[ScoreItem, ...]:
        """Every entry on the sheet, in the order written."""
        out = [item for rec in self._records for item in rec.items]
        if self._settlement:
            out.extend(self._settlement)
        return tuple(out)

    # --- actions --------------------------------------------------------------------
    def _check_open(self, action: str | None = None) -> None:
        action = _("no more deals can be recorded") if action is None else action
        if self._settlement is not None:
            raise ScoringError(
                _("The rubber was stopped and settled: {action} (undo the settlement to go on).").format(action=action)
            )
        winner = self.winner
        if winner is not None:
            raise ScoringError(_("The rubber is over: {side} won two games, so {action}.").format(
                side=winner.noun, action=action))

    def record(
        self,
        contract: Contract | str,
        tricks: int,
        honours: Mapping[Side, int] | None = None,
        *,
        deal: Deal | None = None,
    ) -> tuple[ScoreItem, ...]:
        """Score a played deal and write it on the sheet; return its entries.

        ``contract`` has a declarer (``"4HX by S"``); ``tricks`` is what declarer's side
        took (0-13). Honours, for either side, come either from ``honours``, a mapping
        ``{Side.EW: 100}`` of what was claimed, or from ``deal``, whose hands are searched
        (one hand at a time, never combined). Honours belong to their deal: they are
        claimed here, before the next deal (RULES.md 5); to add a forgotten claim,
        :meth:`undo` the deal and record it again. The entries include the rubber bonus
        when this deal wins the rubber. Nothing is recorded when anything is refused.

        >>> rubber = Rubber()
        >>> for item in rubber.record("4S by N", 9, {Side.EW: 100}):
        ...     print(item)
        E-W above    50  1 undertrick, not vulnerable: 50
        E-W above   100  Honours: four trump honours in one hand (held by a defender)
        >>> rubber.record("3NT by S", 9, {Side.NS: 100})
        Traceback (most recent call last):
        ...
        bridgelib.errors.ScoringError: 100 is not an honours score at no-trump: only all four aces in one hand score (150).
        """
        self._check_open()
        rec = self._compute(contract, tricks, honours, deal)
        self._commit(rec)
        return rec.items

    def record_passout(self) -> tuple[ScoreItem, ...]:
        """Record a passed-out deal: no score; the deal passes to the left. Returns ``()``.

        >>> rubber = Rubber(Seat.W)
        >>> rubber.record_passout()
        ()
        >>> rubber.dealer, rubber.deal_number
        (Seat.N, 2)
        """
        self._check_open()
        rec = RecordedDeal(
            self.deal_number, self.dealer, self.vulnerability, self.game_number,
            None, None, (), None, None, (), None,
        )
        self._commit(rec)
        return ()

    def settle(self) -> tuple[ScoreItem, ...]:
        """Stop the rubber now and apply the unfinished-rubber rule (RULES.md 6, Law 80):
        300 to the winner of the only completed game (nothing at one game all); 100 to
        the only side with a part-score in the unfinished game (nothing if both have
        one). Returns the items written (possibly none).

        >>> rubber = Rubber()
        >>> _ = rubber.record("2C by N", 8); _ = rubber.record("1NT by E", 7)
        >>> rubber.settle()   # both sides have part-scores: no 100
        ()
        >>> rubber.is_over, rubber.winner
        (True, None)
        """
        if self._settlement is not None:
            raise ScoringError(_("The rubber has already been settled: it cannot be settled twice."))
        self._check_open(_("there is nothing to settle"))
        items = []
        if self._games[0] + self._games[1] == 1:
            side = Side.NS if self._games[0] else Side.EW
            items.append(ScoreItem(_("Unfinished rubber: bonus for the only game completed"), SCORING_TABLE.unfinished[0],
                                   side, ABOVE))
        with_part = [s for s in Side if self._below[s.value] > 0]
        if len(with_part) == 1:
            items.append(ScoreItem(
                _("Unfinished rubber: bonus for the only part-score in the unfinished game"), SCORING_TABLE.unfinished[1],
                with_part[0], ABOVE
            ))
        self._settlement = tuple(items)
        for item in items:
            self._totals[item.side.value] += item.points
        return self._settlement

    def undo(self) -> RecordedDeal | None:
        """Take back the settlement (returning None) or else the last deal (returning it).

        >>> rubber = Rubber()
        >>> _ = rubber.record("3NT by N", 9)
        >>> rubber.undo().contract.text, rubber.totals(), rubber.dealer
        ('3NT by N', {Side.NS: 0, Side.EW: 0}, Seat.N)
        """
        if self._settlement is not None:
            for item in self._settlement:
                self._totals[item.side.value] -= item.points
            self._settlement = None
            return None
        if not self._records:
            raise ScoringError(_("There is nothing to undo: no deal has been recorded yet."))
        last = self._records[-1]
        records = self._records[:-1]
        self._records = []
        self._games = [0, 0]
        self._below = [0, 0]
        self._totals = [0, 0]
        for rec in records:
            self._commit(rec)
        return last

    def copy(self) -> Rubber:
        """An independent copy."""
        new = Rubber.__new__(Rubber)
        new.first_dealer = self.first_dealer
        new._records = list(self._records)
        new._settlement = self._settlement
        new._games = list(self._games)
        new._below = list(self._below)
        new._totals = list(self._totals)
        return new

    __copy__ = copy

    def __deepcopy__(self, memo: dict[int, Any]) -> Rubber:
        return self.copy()

    # --- scoring one deal -------------------------------------------------------------
    def _compute(
        self, contract: object, tricks: object, claimed: object, deal: object
    ) -> RecordedDeal:
        """Everything a deal writes, computed without changing the rubber."""
        if contract is None:
            raise ScoringError(_("There is no contract: record a passed-out deal with record_passout()."))
        contract = Contract.parse(contract)  # type: ignore[arg-type]
        if contract.declarer is None:
            raise ScoringError(
                f"The contract {contract} has no declarer: write it like '{contract.pbn} by S'."
            )
        side = contract.declarer.side
        score = score_contract(contract, tricks, self.vulnerable(side))  # type: ignore[arg-type]
        claims, honour_items = _honours(contract, side, claimed, deal)
        items = list(score.items) + honour_items
        game_won_by = None
        if score.made and self._below[side.value] + score.below >= SCORING_TABLE.game:
            game_won_by = side
            if self._games[side.value] == 1:
                other = self._games[side.opponents.value]
                items.append(ScoreItem(
                    _("Rubber bonus: two games to none") if other == 0 else _("Rubber bonus: two games to one"),
                    SCORING_TABLE.rubber_bonus[0 if other == 0 else 1], side, ABOVE,
                ))
        return RecordedDeal(
            self.deal_number, self.dealer, self.vulnerability, self.game_number, contract,
            score.tricks, claims, deal, score, tuple(items), game_won_by,  # type: ignore[arg-type]
        )

    def _commit(self, rec: RecordedDeal) -> None:
        self._records.append(rec)
        for item in rec.items:
            self._totals[item.side.value] += item.points
        if rec.score is not None and rec.score.made:
            self._below[rec.score.side.value] += rec.score.below
        if rec.game_won_by is not None:
            self._games[rec.game_won_by.value] += 1
            self._below = [0, 0]

    # --- reading and writing ----------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the first dealer, each deal as recorded and whether the rubber was
        settled. Scores are not stored: loading records every deal again."""
        return {
            "format": _FORMAT,
            "version": _VERSION,
            "dealer": self.first_dealer.name,
            "deals": [rec.to_dict() for rec in self._records],
            "settled": self._settlement is not None,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rubber:
        """The inverse of :meth:`to_dict`; every deal is checked and scored again.

        The saved form is one JSON object with exactly these entries (any other is refused):

        * ``"format": "bridgelib-rubber"`` and ``"version": 1`` (required);
        * ``"dealer"``: the first dealer, ``"N"``, ``"E"``, ``"S"`` or ``"W"`` (required);
        * ``"deals"``: the deals in order (required, a list, possibly empty);
        * ``"settled"``: true when the rubber was stopped and settled (optional, false
          when absent).

        A passed-out deal is ``{"passed_out": true}`` and nothing else. A played deal has
        ``"contract"`` (text with a declarer, ``"4HX by S"``) and ``"tricks"`` (a whole
        number, 0-13), both required, and optionally either ``"honours"`` (the claims,
        ``{"EW": 100}``) or ``"deal"`` (the hands, as :meth:`Deal.to_dict
        <bridgelib.deal.Deal.to_dict>` writes them: ``"deal"``, ``"dealer"`` and
        optionally ``"vulnerable"``), and ``"passed_out": false``. True and false must be
        JSON booleans and numbers JSON whole numbers (not ``"10"``, not ``10.0``). Anything
        else is refused with a :class:`ValueError` naming the deal and the entry.

        >>> Rubber.from_dict({"format": "bridgelib-rubber", "version": 1, "dealer": "N",
        ...                   "deals": [{"passed_out": "no"}]})
        Traceback (most recent call last):
        ...
        ValueError: Deal 1 of the saved rubber: 'passed_out' must be true or false, not 'no'.
        """
        if not isinstance(data, Mapping) or data.get("format") != _FORMAT:
            raise ValueError("This is not a saved rubber: it has no \"format\": \"bridgelib-rubber\" entry.")
        saved = SavedObject(data, "This is not a saved rubber", ("format", "version", "dealer", "deals"), ("settled",))
        version = saved.integer("version")
        if version != _VERSION:
            raise ValueError(f"Saved rubbers of version {quote(version)} cannot be read (this is version {_VERSION}).")
        rubber = cls(saved.parsed("dealer", Seat.parse))
        deals = saved.array("deals")
        settled = saved.boolean("settled", False)
        for number, entry in enumerate(deals, 1):
            _load_deal(rubber, number, entry)
        if settled:
            try:
                rubber.settle()
            except ScoringError as err:
                raise saved.error(f"it says \"settled\", but {as_clause(str(err))}", ScoringError) from None
        return rubber

    def to_json(self, indent: int | None = None) -> str:
        """The rubber as JSON text (see :meth:`to_dict`).

        >>> rubber = Rubber(Seat.E)
        >>> _ = rubber.record("4HX by S", 7); _ = rubber.record_passout()
        >>> rubber.to_json()
        '{"format": "bridgelib-rubber", "version": 1, "dealer": "E", "deals": [{"contract": "4HX by S", "tricks": 7}, {"passed_out": true}], "settled": false}'
        >>> Rubber.from_json(rubber.to_json()) == rubber
        True
        """
        return super().to_json(indent)

    @classmethod
    def from_json(cls, text: str | bytes | bytearray | Mapping[str, Any]) -> Rubber:
        """Load a rubber saved by :meth:`to_json` (text, or the already decoded dict); see
        :meth:`from_dict` for what a saved rubber holds.

        >>> Rubber.from_json('{"format": "bridgelib-rubber", "version": 1, "dealer": "N", "deal": []}')
        Traceback (most recent call last):
        ...
        ValueError: This is not a saved rubber: 'deal' is not one of its entries ('format', 'version', 'dealer', 'deals', 'settled').
        """
        return super().from_json(text)

    # --- the sheet ----------------------------------------------------------------------
    @property
    def sheet(self) -> ScoreSheet:
        """The score sheet as data (:class:`ScoreSheet`)."""
        above: dict[Side, list[SheetEntry]] = {Side.NS: [], Side.EW: []}
        blocks = sum(self._games) + (0 if self.winner is not None else 1)
        below: list[dict[Side, list[SheetEntry]]] = [{Side.NS: [], Side.EW: []} for _ in range(blocks)]
        winners: list[Side | None] = [None] * blocks
        for rec in self._records:
            for item in rec.items:
                if item.line == BELOW:
                    below[rec.game - 1][item.side].append(
                        SheetEntry(rec.number, item.label, item.points, item.side, BELOW, rec.game)
                    )
                else:
                    above[item.side].append(SheetEntry(rec.number, item.label, item.points, item.side, ABOVE, None))
            if rec.game_won_by is not None:
                winners[rec.game - 1] = rec.game_won_by
        for item in self._settlement or ():
            above[item.side].append(SheetEntry(None, item.label, item.points, item.side, ABOVE, None))
        games = tuple(
            SheetGame(k + 1, MappingProxyType({s: tuple(block[s]) for s in Side}), winners[k])
            for k, block in enumerate(below)
        )
        return ScoreSheet(
            above=MappingProxyType({s: tuple(above[s]) for s in Side}),
            games=games,
            totals=MappingProxyType(self.totals()),
            games_won=MappingProxyType({s: self._games[s.value] for s in Side}),
            winner=self.winner,
            leader=self.leader,
            is_over=self.is_over,
            settled=self.is_settled,
        )

    def explain(self) -> str:
        """Every deal and its entries, line by line, then the result.

        >>> rubber = Rubber()
        >>> _ = rubber.record_passout(); _ = rubber.record("3NT by E", 9)
        >>> print(rubber.explain())
        Deal 1: dealer North, neither side vulnerable
          Passed out: no score; the deal passes to the left.
        Deal 2: dealer East, neither side vulnerable
          3NT by E, 9 tricks: made exactly
          E-W below   100  3NT made: first trick 40 + 2 tricks × 30
          Game 1 to E-W: a line is drawn under both sides' scores below the line.
        Totals: N-S 0, E-W 100. Games won: N-S 0, E-W 1. The rubber is in progress.
        """
        lines = [str(rec) for rec in self._records]
        if self._settlement is not None:
            lines.append("The rubber was stopped unfinished and settled:")
            lines += [f"  {item}" for item in self._settlement] or ["  nothing more is written."]
        status = (
            f"{self.winner.english} won the rubber." if self.winner is not None
            else "The rubber was settled." if self.is_settled
            else "The rubber is in progress."
        )
        lines.append(
            f"Totals: N-S {self._totals[0]}, E-W {self._totals[1]}. "
            f"Games won: N-S {self._games[0]}, E-W {self._games[1]}. {status}"
        )
        return "\n".join(lines)

    # --- dunder -------------------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Rubber)
            and other.first_dealer is self.first_dealer
            and other._records == self._records
            and other._settlement == self._settlement
        )

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        return str(self.sheet)

    def _repr_html_(self) -> str:
        """The paper score sheet (drawn by :mod:`bridgelib.render`)."""
        from .render.html import rubber_html

        return rubber_html(self)

    def __repr__(self) -> str:
        state = "settled" if self.is_settled else "over" if self.is_over else f"dealer {self.dealer.name}"
        return (
            f"<Rubber: {len(self._records)} deal{'' if len(self._records) == 1 else 's'}, games N-S {self._games[0]} E-W {self._games[1]}, "
            f"totals N-S {self._totals[0]} E-W {self._totals[1]}, {state}>"
        )


def _load_deal(rubber: Rubber, number: int, entry: object) -> None:
    """Record deal ``number`` of a saved rubber (see :meth:`Rubber.from_dict`)."""
    where = f"Deal {number} of the saved rubber"
    saved = SavedObject(entry, where, (), ("contract", "tricks", "honours", "deal", "passed_out"))
    if saved.boolean("passed_out", False):
        extra = [key for key in saved.data if key != "passed_out"]
        if extra:
            raise saved.error(f"it was passed out, so it cannot have {quote(extra[0])} too.")
        try:
            rubber.record_passout()
        except ScoringError as err:
            raise saved.error(str(err), ScoringError) from None
        return
    saved.require("contract", "tricks")
    contract, tricks = saved.text("contract"), saved.integer("tricks")
    hands = None
    if "deal" in saved:
        # The shape is checked here, so that Deal.from_dict has only values to refuse.
        hands_saved = SavedObject(
            saved.data["deal"], f"The hands of deal {number} of the saved rubber", ("deal", "dealer"), ("vulnerable",)
        )
        hands_saved.text("deal")
        hands_saved.text("dealer")
        hands_saved.texts("vulnerable", ())
        try:
            hands = Deal.from_dict(hands_saved.data)
        except ValueError as err:
            raise hands_saved.error(str(err)) from None
    claimed = None
    if "honours" in saved:
        honours_saved = SavedObject(
            saved.data["honours"], f"The honours of deal {number} of the saved rubber", (), ("NS", "EW")
        )
        claimed = {Side[key]: honours_saved.integer(key) for key in honours_saved.data}
    try:
        rubber.record(contract, tricks, claimed, deal=hands)
    except ValueError as err:
        raise saved.error(str(err), ScoringError if isinstance(err, ScoringError) else ValueError) from None


def _side(side: object) -> Side:
    if isinstance(side, Side):
        return side
    if isinstance(side, str):
        return Side.parse(side)
    raise ValueError(f"{quote_first(side)} is not a side: use Side.NS or Side.EW.")


def _honours(
    contract: Contract, declaring: Side, claimed: object, deal: object
) -> tuple[tuple[tuple[Side, int], ...], list[ScoreItem]]:
    """The honours scored in a deal, as (side, points) pairs and items."""
    strain: Strain = contract.strain
    if claimed is not None and deal is not None:
        raise ScoringError("Give the honours either as claims (honours=...) or through the hands (deal=...), not both.")
    if deal is not None:
        if not isinstance(deal, Deal):
            raise ValueError(f"{quote_first(deal)} is not a deal (a bridgelib Deal with the four hands).")
        if deal.hand_size != 13:
            raise ScoringError(
                f"Honours are counted from the full hands, but this deal has {deal.hand_size} cards in each hand, not 13."
            )
        for seat in Seat:
            points = honours(deal[seat], strain)
            if points:  # one hand at most can hold four of the five honours, or four aces
                item = honours_item(points, strain, seat.side, holder=seat.english, declaring_side=declaring)
                return ((seat.side, points),), [item]
        return (), []
    if claimed is None:
        return (), []
    if not isinstance(claimed, Mapping):
        raise ScoringError(f"The honours must map a side to its points, like {{Side.EW: 100}}, not {quote(claimed)}.")
    found: dict[Side, int] = {}
    for key, points in claimed.items():
        side = _side(key)
        if side in found:
            raise ScoringError(_("Honours for {side} are claimed twice.").format(side=side.noun))
        found[side] = check_honours(points, strain)
    nonzero = [(s, p) for s, p in found.items() if p]
    if len(nonzero) > 1:
        raise ScoringError(
            "Both sides cannot hold honours in the same deal: four of the five trump honours (or "
            "all four aces) in one hand leave too few for the other side."
        )
    items = [honours_item(p, strain, s, declaring_side=declaring) for s, p in nonzero]
    return tuple(nonzero), items
