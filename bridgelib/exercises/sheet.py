"""Questions read from a rubber's score sheet (lesson 13): who is vulnerable, who won the
rubber, who has the larger total and by how much.

>>> from bridgelib import Seat
>>> rubber = Rubber(dealer=Seat.S)
>>> _ = rubber.record("4H by S", 10)
>>> VulnerableQuestion(rubber).answer == frozenset({Side.NS})
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from ..auction import Contract, Strain
from ..deal import Seat, Side, vulnerability_words
from ..i18n import N_
from ..i18n import gettext_ as _
from ..questions import FillIn, OneOf, SheetPicture, Verdict
from ..rubber import Rubber
from .reading import _Asked, _known, _reads, _side_and_points, _side_answer, _sides

__all__ = ["VulnerableQuestion", "WinnerQuestion", "TotalQuestion", "sheet_question"]


_COLUMN = {Side.NS: "WE (N-S)", Side.EW: "THEY (E-W)"}


def _sheet_to_read(rubber: Rubber) -> SheetPicture:
    """The rubber's sheet with its entries only: no totals, result lines or vulnerability
    marks, which the learner works out."""
    return SheetPicture(rubber.sheet, show_results=False)


def _totals(rubber: Rubber) -> str:
    totals = rubber.totals()
    return f"Totals: WE (N-S) {totals[Side.NS]}, THEY (E-W) {totals[Side.EW]}"


@dataclass(frozen=True)
class VulnerableQuestion(_Asked):
    """Who is vulnerable for the next deal of this rubber? The answer is a frozenset of sides.

    >>> from bridgelib import Seat
    >>> rubber = Rubber(dealer=Seat.E)
    >>> _ = rubber.record("4S by W", 10)
    >>> q = VulnerableQuestion(rubber)
    >>> q.answer == frozenset({Side.EW}), q.check(frozenset()).correct
    (True, False)
    """

    rubber: Rubber
    prompt: ClassVar[str] = "Who is vulnerable on the next deal?"
    options: ClassVar[tuple[tuple[str, frozenset[Side]], ...]] = (
        ("Neither side", frozenset()), ("WE (N-S)", frozenset({Side.NS})),
        ("THEY (E-W)", frozenset({Side.EW})), ("Both sides", frozenset(Side)),
    )
    answer_kind: ClassVar[OneOf] = OneOf(options)

    @property
    def figure(self) -> SheetPicture:
        return _sheet_to_read(self.rubber)

    @property
    def answer(self) -> frozenset[Side]:
        return self.rubber.vulnerability

    @property
    def explanation(self) -> str:
        r = self.rubber
        return (f"Games won: WE {r.games_won(Side.NS)}, THEY {r.games_won(Side.EW)}. A side is vulnerable once it "
                f"has won a game; part-scores do not count. Vulnerable now: {vulnerability_words(r.vulnerability)}.")

    @_reads(_sides)
    def check(self, answer: Any) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


@dataclass(frozen=True)
class WinnerQuestion(_Asked):
    """Who won the rubber (two games)?

    >>> from bridgelib import Seat
    >>> rubber = Rubber(dealer=Seat.S)
    >>> _ = rubber.record("4H by S", 10), rubber.record("3NT by N", 9)
    >>> q = WinnerQuestion(rubber)
    >>> q.answer is Side.NS, q.check(Side.EW).correct
    (True, False)
    """

    rubber: Rubber
    prompt: ClassVar[str] = "The rubber is over. Who won the rubber?"
    options: ClassVar[tuple[tuple[str, Side], ...]] = (("WE (N-S)", Side.NS), ("THEY (E-W)", Side.EW))
    answer_kind: ClassVar[OneOf] = OneOf(options)

    @property
    def figure(self) -> SheetPicture:
        return _sheet_to_read(self.rubber)

    @property
    def answer(self) -> Side | None:
        return self.rubber.winner

    @property
    def explanation(self) -> str:
        r = self.rubber
        winner = _known(r.winner, "The rubber is not over: nobody has won two games yet.")
        bonuses = {_("Rubber bonus: two games to none"), _("Rubber bonus: two games to one")}  # as rubber.py labels it
        bonus = next(item for item in r.items if item.label in bonuses)
        return (f"{_COLUMN[winner]} won two games (WE {r.games_won(Side.NS)}, THEY {r.games_won(Side.EW)}), "
                f"so they score the rubber bonus: {bonus.points} for {bonus.label.split(': ')[1]}. "
                "Who has the larger total is a separate question.")

    @_reads(_side_answer)
    def check(self, answer: Side) -> Verdict:
        return Verdict(answer is self.answer, self.explanation)


@dataclass(frozen=True)
class TotalQuestion(_Asked):
    """Who has the larger total, and by how much? The answer is (side, difference), with
    side None for equal totals. With ``stop=True`` the rubber is first stopped and settled
    as unfinished (on a copy: the rubber given is not changed).

    >>> from bridgelib import Seat
    >>> rubber = Rubber(dealer=Seat.S)
    >>> _ = rubber.record("2H by S", 8)
    >>> q = TotalQuestion(rubber)
    >>> q.answer == (Side.NS, 60), q.check((Side.NS, 50)).correct
    (True, False)
    """

    rubber: Rubber
    stop: bool = False
    parts: ClassVar[tuple[str, str]] = (N_("the side with the larger total (None when equal)"), N_("ahead by"))
    fields: ClassVar[tuple[Any, ...]] = (
        (N_("Larger total"), ((N_("WE (N-S)"), Side.NS), (N_("THEY (E-W)"), Side.EW), (N_("equal totals"), None))),
        N_("ahead by"),
    )
    answer_kind: ClassVar[FillIn] = FillIn.of(fields)

    @property
    def figure(self) -> SheetPicture:
        return _sheet_to_read(self.rubber)

    @property
    def prompt(self) -> str:
        if self.stop:
            return ("The players must stop here: the rubber is unfinished. Settle it, add up both columns: "
                    "who has the larger total, and by how much?")
        return "Add up both columns. Who has the larger total, and by how much?"

    @property
    def settled(self) -> Rubber:
        rubber = self.rubber.copy()
        if self.stop:
            rubber.settle()
        return rubber

    @property
    def answer(self) -> tuple[Side | None, int]:
        r = self.settled
        return (r.leader, abs(r.net))

    @property
    def explanation(self) -> str:
        r = self.settled
        parts = []
        if self.stop:
            written = "; ".join(f"{item.points} to {_COLUMN[item.side]} ({item.label.lower()})"
                                for item in r.settlement or ())
            parts.append(f"Stopping writes: {written or 'nothing'}.")
        parts.append(_totals(r) + ".")
        leader, diff = self.answer
        parts.append("The totals are equal." if leader is None else f"{_COLUMN[leader]} are ahead by {diff}.")
        return " ".join(parts)

    @_reads(_side_and_points)
    def check(self, answer: tuple[Side | None, int]) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


def _random_result(rng: random.Random) -> tuple[Contract, int]:
    """A contract and its result as they come at a beginners' table: mostly part-scores
    and games, a slam now and then, sometimes doubled; made, with overtricks, or down."""
    level = rng.choice((1, 2, 2, 3, 3, 4, 4, 4, 5, 6))
    strain = rng.choice(list(Strain))
    doubled = rng.choice((0,) * 8 + (1, 1, 2))
    contract = Contract(level, strain, doubled, rng.choice(list(Seat)))
    tricks = max(0, min(13, contract.tricks_needed + rng.choice((-3, -2, -1, -1, 0, 0, 0, 0, 1, 1, 2))))
    return contract, tricks


def sheet_question(rng: random.Random) -> VulnerableQuestion | WinnerQuestion | TotalQuestion:
    """A rubber's score sheet to finish: a few deals played (seeded), then who is
    vulnerable next, who won the rubber, or the totals (of an unfinished rubber, settled
    when the players must stop).

    >>> q = sheet_question(random.Random(3))
    >>> q.check(q.answer).correct
    True
    """
    rubber = Rubber(dealer=rng.choice(list(Seat)))
    for _deal in range(rng.randint(2, 6)):
        if rubber.is_over:
            break
        rubber.record(*_random_result(rng))
    if rubber.is_over:
        return WinnerQuestion(rubber) if rng.random() < 0.5 else TotalQuestion(rubber)
    return VulnerableQuestion(rubber) if rng.random() < 0.5 else TotalQuestion(rubber, stop=True)
