"""Questions of the score of one deal: score a contract, who scores honours; with the
exercise sheets' seeded score question and the seeded honours question.

>>> q = ScoreQuestion(Contract.parse("4HX by S"), 7, False)
>>> q.answer
(0, 0, 500)
>>> q.check((0, 0, 300)).explanation.split(". ")[0]
'above the line for the defenders: you wrote 300, it is 500'
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import ClassVar

from ..auction import Contract, Strain
from ..cards import Card
from ..deal import Deal, HandSpec, Seat, Side
from ..i18n import N_
from ..questions import DealPicture, FillIn, OneOf, Verdict
from ..scoring import ContractScore, honour_cards, honours, honours_item, score_contract
from .reading import _Asked, _numbers, _reads, _side_and_points

__all__ = ["ScoreQuestion", "HonoursQuestion", "score_question", "honours_question"]


@dataclass(frozen=True)
class ScoreQuestion(_Asked):
    """Score a contract: below the line, above the line for declarer, and for defenders."""

    contract: Contract
    tricks: int
    vulnerable: bool
    score: ContractScore = field(init=False, compare=False, repr=False)
    # The three lines of the answer (the score pad and the score quiz draw their own boxes).
    fields: ClassVar[tuple[str, ...]] = (
        N_("below the line"), N_("above the line for declarer"), N_("above the line for the defenders"),
    )
    answer_kind: ClassVar[FillIn] = FillIn.of(
        (N_("Below the line, declarer"), N_("Above the line, declarer"), N_("Above the line, defenders")), lines=True)

    def __post_init__(self) -> None:
        object.__setattr__(self, "score", score_contract(self.contract, self.tricks, self.vulnerable))

    @property
    def prompt(self) -> str:
        vul = "vulnerable" if self.vulnerable else "not vulnerable"
        return (f"{self.contract}, declarer {vul}, takes {self.tricks} tricks. "
                "Score it: below the line for declarer, above the line for declarer, above the line for the defenders.")

    @property
    def answer(self) -> tuple[int, int, int]:
        return (self.score.below, self.score.above, self.score.defenders)

    @property
    def explanation(self) -> str:
        return "; ".join(f"{item.label} ({item.points} {item.line} for {item.side})" for item in self.score.items) + "."

    @_reads(_numbers)
    def check(self, answer: tuple[int, ...]) -> Verdict:
        wrong = [f"{n}: you wrote {a}, it is {b}" for n, a, b in zip(self.fields, answer, self.answer, strict=False) if a != b]
        if not wrong:
            return Verdict(True, self.explanation)
        return Verdict(False, "; ".join(wrong) + ". " + self.explanation)


def _cards_text(cards: list[Card]) -> str:
    """Cards as a player reads them out: ♠A K Q when they are of one suit, else ♠A ♥A."""
    if not cards:
        return "none"
    if len({c.suit for c in cards}) == 1:
        return cards[0].suit.symbol + " ".join(str(c.rank) for c in cards)
    return " ".join(str(c) for c in cards)


@dataclass(frozen=True)
class HonoursQuestion(_Asked):
    """Who scores honours on this deal, and how many points? The answer is a pair
    (side, points), or (None, 0) when nobody does.

    >>> deal = Deal.parse("N:AKQJ.432.432.432 T98.AKQJ.765.765 765.T98.AKQJ.T98 432.765.T98.AKQJ")
    >>> q = HonoursQuestion(deal, Contract.parse("4S by S"))
    >>> q.answer == (Side.NS, 100)
    True
    >>> q.check((Side.EW, 100)).correct
    False
    """

    deal: Deal
    contract: Contract
    tricks: int | None = None
    parts: ClassVar[tuple[str, str]] = (N_("the side that scores honours (None for nobody)"), N_("the points"))
    options: ClassVar[tuple[tuple[str, tuple[Side | None, int]], ...]] = (
        ("Nobody", (None, 0)),
        ("N-S 100", (Side.NS, 100)), ("N-S 150", (Side.NS, 150)),
        ("E-W 100", (Side.EW, 100)), ("E-W 150", (Side.EW, 150)),
    )
    answer_kind: ClassVar[OneOf] = OneOf(options)

    @property
    def figure(self) -> DealPicture:
        return DealPicture(self.deal, title=f"Contract: {self.contract}")

    @property
    def prompt(self) -> str:
        taken = "" if self.tricks is None else f" Declarer's side takes {self.tricks} tricks."
        return (f"The contract is {self.contract}.{taken} The play is over and all the hands are shown. "
                "Who scores honours, and how much?")

    @property
    def answer(self) -> tuple[Side | None, int]:
        for seat in Seat:
            points = honours(self.deal[seat], self.contract.strain)
            if points:
                return (seat.side, points)
        return (None, 0)

    @property
    def explanation(self) -> str:
        strain = self.contract.strain
        if strain is Strain.NT:
            what = "At no-trump the honours are the four aces."
        else:
            what = f"Trumps are {strain.symbol}, so the honours are {strain.symbol}A K Q J 10."
        held = "; ".join(f"{seat.english} {_cards_text(honour_cards(self.deal[seat], strain))}" for seat in Seat)
        side, points = self.answer
        if side is None:
            verdict = ("No single hand holds enough of them, and partners' hands are never added together, "
                       "so nobody scores honours.")
        else:
            seat = next(s for s in Seat if honours(self.deal[s], strain))
            item = honours_item(points, strain, side, holder=seat.english, declaring_side=self.contract.side)
            verdict = f"{item.label}: {item.points} above the line for {side.english}."
        return f"{what} Held: {held}. {verdict}"

    @_reads(_side_and_points)
    def check(self, answer: tuple[Side | None, int]) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


def score_question(rng: random.Random, *, made: bool | None = None) -> ScoreQuestion:
    """A contract, a result and a vulnerability, made or defeated about equally often
    (``made=True``: always made, with up to two overtricks; ``made=False``: always down).

    >>> score_question(random.Random(3), made=True).score.made
    True
    """
    level = rng.choices(range(1, 8), [3, 4, 5, 5, 2, 2, 1])[0]
    strain = rng.choice(list(Strain))
    doubled = rng.choices((0, 1, 2), (6, 3, 1))[0]
    declarer = rng.choice(list(Seat))
    need = level + 6
    makes = rng.random() < 0.5 if made is None else made
    tricks = rng.randint(need, min(13, need + 2)) if makes else rng.randint(max(0, need - 4), need - 1)
    return ScoreQuestion(Contract(level, strain, doubled, declarer), tricks, rng.random() < 0.5)


def honours_question(rng: random.Random) -> HonoursQuestion:
    """A seeded honours question: usually someone holds honours, sometimes nobody does."""
    strain = rng.choice(list(Strain))
    declarer = rng.choice(list(Seat))
    holder = rng.choice(list(Seat))
    if rng.random() < 0.75:
        deal = Deal.generate({holder: HandSpec(where=lambda hand: honours(hand, strain) > 0)}, seed=rng)
    else:
        deal = Deal.random(rng)
    level = 3 if strain is Strain.NT else 4
    return HonoursQuestion(deal, Contract(level, strain, declarer=declarer))
