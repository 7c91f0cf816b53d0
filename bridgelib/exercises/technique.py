"""Questions of declarer technique (lesson 7): how many losers declarer has in a trump
contract, and which line of play takes the most tricks.

The loser count is :func:`bridgelib.counting.losers`; a line of play is declarer's next
cards, judged by :func:`bridgelib.solver.line_tricks` against the best defence. These
questions only ask.

>>> q = LosersQuestion(Hand.parse("KQJ84.A72.K43.85"), Hand.parse("T632.K5.A92.7643"), Suit.S)
>>> q.answer
(5,)
>>> print(q.explanation)
♠ K Q J 8 4: the king and queen are held; the ace is missing: 1 loser.
♥ A 7 2: the ace and king are held (North holds the king); the queen is missing: 1 loser.
♦ K 4 3: the ace and king are held (North holds the ace); the queen is missing: 1 loser.
♣ 8 5: the ace and king are missing: 2 losers.
Together: 5 losers.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

from ..cards import Card, Hand, Suit
from ..counting import TOP_CARDS, losers
from ..deal import Deal, Seat
from ..errors import BridgeError, quote
from ..i18n import N_
from ..play import Play
from ..questions import FillIn, HandPicture, OneOf, Pictures, PositionPicture, Verdict
from .play import _plan_cards
from .reading import _Asked, _numbers, _reads

__all__ = ["LosersQuestion", "LineQuestion", "losers_question"]

_NAMES = {0: "ace", 1: "king", 2: "queen"}


def _listed(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@dataclass(frozen=True)
class LosersQuestion(_Asked):
    """How many losers does declarer hold in this trump contract?

    South is declarer with ``trumps`` as trumps and North is dummy; the count is
    :func:`bridgelib.counting.losers`. South must hold at least as many trumps as North:
    losers are counted in the hand with more trumps."""

    declarer_hand: Hand
    dummy_hand: Hand
    trumps: Suit
    fields: ClassVar[tuple[str, ...]] = (N_("Losers"),)
    answer_kind: ClassVar[FillIn] = FillIn.of(fields)

    def __post_init__(self) -> None:
        if self.declarer_hand._mask & self.dummy_hand._mask:
            raise BridgeError("Declarer's hand and dummy's share a card: partners' hands hold different cards.")
        if self.declarer_hand.length(self.trumps) < self.dummy_hand.length(self.trumps):
            raise BridgeError(f"Losers are counted in the hand with more trumps, and here that is dummy's: "
                              f"give declarer the longer {self.trumps.english}.")

    @property
    def figure(self) -> Pictures:
        return Pictures((HandPicture(self.dummy_hand, title="North: dummy"),
                         HandPicture(self.declarer_hand, title="South: declarer")))

    @property
    def prompt(self) -> str:
        return (f"South is declarer and {self.trumps.english} are trumps; North is dummy. Count South's "
                "losers suit by suit: on South's first three cards in a suit at most, each ace, king or "
                "queen that neither hand holds is a loser. Type the total and press Check.")

    @property
    def answer(self) -> tuple[int]:
        return (losers(self.declarer_hand, self.dummy_hand),)

    def _suit_line(self, suit: Suit) -> str:
        cards = self.declarer_hand.cards_in(suit)
        if not cards:
            return f"{suit.symbol} void: no losers."
        holding = " ".join(str(card.rank) for card in cards)
        wanted = TOP_CARDS[:len(cards)]
        held = [_NAMES[i] for i, rank in enumerate(wanted)
                if Card(suit, rank) in self.declarer_hand or Card(suit, rank) in self.dummy_hand]
        in_dummy = [_NAMES[i] for i, rank in enumerate(wanted) if Card(suit, rank) in self.dummy_hand]
        missing = [_NAMES[i] for i, rank in enumerate(wanted) if _NAMES[i] not in held]
        parts = []
        if held:
            dummy = f" (North holds the {_listed(in_dummy)})" if in_dummy else ""
            parts.append(f"the {_listed(held)} {'is' if len(held) == 1 else 'are'} held{dummy}")
        if missing:
            parts.append(f"the {_listed(missing)} {'is' if len(missing) == 1 else 'are'} missing")
        count = losers(self.declarer_hand, self.dummy_hand, suit)
        return f"{suit.symbol} {holding}: {'; '.join(parts)}: {'no losers' if not count else _plural(count, 'loser')}."

    @property
    def explanation(self) -> str:
        lines = [self._suit_line(suit) for suit in Suit]
        total = self.answer[0]
        return "\n".join([*lines, f"Together: {_plural(total, 'loser')}."])

    @_reads(_numbers)
    def check(self, answer: tuple[int, ...]) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


def losers_question(rng: random.Random) -> LosersQuestion:
    """A random deal's South and North, South with five or more cards in a suit in which
    North holds three or more (the trumps), and an opening bid's points (11 or more).

    >>> q = losers_question(random.Random(3))
    >>> q.check(q.answer).correct, q.declarer_hand.length(q.trumps) >= 5
    (True, True)
    """
    for _ in range(10_000):
        deal = Deal.random(rng)
        south, north = deal[Seat.S], deal[Seat.N]
        if south.hcp < 11:
            continue
        fits = [suit for suit in Suit if south.length(suit) >= 5 and north.length(suit) >= 3
                and south.length(suit) >= north.length(suit)]
        if fits:
            trumps = max(fits, key=lambda suit: (south.length(suit) + north.length(suit), suit.value))
            return LosersQuestion(south, north, trumps)
    raise AssertionError("ten thousand deals in a row had no fit for South")  # about one deal in five has one


@dataclass(frozen=True)
class LineQuestion(_Asked):
    """Which of these lines of play takes the most tricks against the best defence?

    ``lines`` are (label, cards) pairs: the label says the line in words, the cards are
    declarer's and dummy's next cards in the order they are played (text like "S2 SA" or
    a list); the engine plays each line against every defence in this layout, then lets
    both sides play their best (:func:`bridgelib.solver.line_tricks`). ``point`` is the
    lesson's one sentence of why, added to the explanation.

    >>> deal = Deal.parse("N:AQ.2.. 65.3.. 32.A.. K4.4..")
    >>> play = Play(deal, "1NT by S", "H4 H2 H3 HA")
    >>> q = LineQuestion(play, (("Lead low to the ace", "S2 SA"), ("Lead low toward the A Q", "S2")))
    >>> q.answer, q.check("Lead low to the ace").correct
    ('Lead low toward the A Q', False)
    >>> print(q.explanation)
    Lead low to the ace (♠2 ♠A): 2 tricks for declarer's side, whatever the defenders do.
    Lead low toward the A Q (♠2): 3 tricks for declarer's side, whatever the defenders do.
    """

    play: Play
    lines: tuple[tuple[str, str | tuple[Card | str, ...]], ...]
    point: str = ""

    def __post_init__(self) -> None:
        labels = [label for label, _ in self.lines]
        if len(labels) < 2:
            raise BridgeError("A choice of lines needs two lines or more.")
        if len(set(labels)) != len(labels):
            raise BridgeError("Two lines have the same label: give each line its own words.")
        best = max(self.tricks.values())
        if list(self.tricks.values()).count(best) > 1:
            raise BridgeError("Two lines take the same, most tricks: a question needs one best line.")

    @cached_property
    def tricks(self) -> dict[str, int]:
        """Each line's tricks for declarer's side, by label (the whole deal's count)."""
        from ..solver import line_tricks  # the solver is needed only here
        return {label: line_tricks(self.play, cards, time_limit=None) for label, cards in self.lines}

    @property
    def options(self) -> tuple[tuple[str, str], ...]:
        return tuple((label, label) for label, _ in self.lines)

    @property
    def answer_kind(self) -> OneOf:
        return OneOf(self.options)

    @property
    def figure(self) -> PositionPicture:
        return PositionPicture(self.play)

    @property
    def needed(self) -> int:
        return self.play.contract.level + 6

    @property
    def prompt(self) -> str:
        contract = self.play.contract
        trumps = contract.strain.suit
        strain = "no-trump" if trumps is None else f"{trumps.english} as trumps"
        bid = str(contract).split(" by ")[0]
        return (f"{self.play.declarer.english} is declarer in {bid}, with {strain}, and needs "
                f"{self.needed} tricks. All four hands are shown. Which line of play takes the most tricks, "
                "whatever the defenders do?")

    @property
    def answer(self) -> str:
        return max(self.tricks, key=lambda label: self.tricks[label])

    @property
    def explanation(self) -> str:
        lines = [f"{label} ({' '.join(str(card) for card in _plan_cards(cards))}): "
                 f"{_plural(self.tricks[label], 'trick')} for declarer's side, whatever the defenders do."
                 for label, cards in self.lines]
        return "\n".join([*lines, *([self.point] if self.point else [])])

    def check(self, answer: object) -> Verdict:
        if answer not in self.tricks:
            known = ", ".join(quote(label) for label in self.tricks)
            return Verdict(False, f"{quote(answer)} is not one of the lines ({known}). {self.explanation}")
        return Verdict(answer == self.answer, self.explanation)

