"""Questions of cards, hands and the deal (lessons 1 and 4): sort the cards as dealt,
who deals next, count the high-card points, is the hand balanced, which level does
minibridge give.

>>> q = HcpQuestion(Hand.parse("KJ5.AJ84.Q3.J752"))
>>> q.figure
HandPicture(hand=Hand.parse('KJ5.AJ84.Q3.J752'), title=None)
>>> q.answer_kind
FillIn(boxes=(NumberBox(name='High-card points'),), lines=False)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from ..cards import Card, Hand, Suit
from ..deal import Deal, Seat, Side
from ..i18n import N_, ngettext
from ..i18n import gettext_ as _
from ..questions import CardsPicture, DealPicture, FillIn, HandPicture, SeatAnswer, Verdict, YesNo
from ..variants import MINIBRIDGE_LEVELS, minibridge_level
from .reading import _Asked, _numbers, _reads, _seat, _yes_no

__all__ = ["ShapeQuestion", "NextDealerQuestion", "HcpQuestion", "BalancedQuestion", "MinibridgeQuestion",
           "next_dealer_question", "hcp_question"]


@dataclass(frozen=True)
class ShapeQuestion(_Asked):
    """Count the cards of each suit in a hand shown in the order it was dealt.

    >>> q = ShapeQuestion(tuple(Card.parse(c) for c in "SA S2 H3 D4 C5 C6 C7 C8 C9 CT CJ CQ CK".split()))
    >>> q.answer
    (2, 1, 1, 9)
    >>> q.check((2, 1, 1, 9)).correct, q.check((1, 2, 1, 9)).correct
    (True, False)
    """

    cards: tuple[Card, ...]
    fields: ClassVar[tuple[str, ...]] = (N_("♠ spades"), N_("♥ hearts"), N_("♦ diamonds"), N_("♣ clubs"))
    answer_kind: ClassVar[FillIn] = FillIn.of(fields)

    @property
    def hand(self) -> Hand:
        return Hand(self.cards)

    @property
    def figure(self) -> CardsPicture:
        return CardsPicture(self.cards)

    @property
    def prompt(self) -> str:
        return _("Your 13 cards, in the order they were dealt to you. Sort them in your mind: "
                 "how many cards of each suit do you hold?")

    @property
    def answer(self) -> tuple[int, int, int, int]:
        return self.hand.shape

    @property
    def explanation(self) -> str:
        counts = ", ".join(s.counted(n) for s, n in zip(Suit, self.answer, strict=False))
        total = ngettext("{n} card in all", "{n} cards in all", len(self.hand)).format(n=len(self.hand))
        return _("Sorted, the hand is {hand}: {counts}, {total}.").format(hand=self.hand, counts=counts, total=total)

    @_reads(_numbers)
    def check(self, answer: tuple[int, ...]) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


@dataclass(frozen=True)
class NextDealerQuestion(_Asked):
    """Who deals next, after some deals that were played or passed out?

    ``passed_out`` holds one True/False per deal already finished.

    >>> q = NextDealerQuestion(Seat.W, (True,))
    >>> q.answer.english
    'North'
    >>> q.check(Seat.W).correct
    False
    """

    first_dealer: Seat
    passed_out: tuple[bool, ...]
    answer_kind: ClassVar[SeatAnswer] = SeatAnswer("dealer")
    options: ClassVar[tuple[tuple[str, Seat], ...]] = answer_kind.options

    @property
    def answer(self) -> Seat:
        # The deal passes to the left after every deal, passed out or not.
        return self.first_dealer.next(len(self.passed_out))

    @property
    def prompt(self) -> str:
        story = []
        dealer = self.first_dealer
        for number, out in enumerate(self.passed_out, 1):
            told = (_("Deal {number} was dealt by {seat} and was passed out (nobody bid).") if out
                    else _("Deal {number} was dealt by {seat} and was bid and played."))
            story.append(told.format(number=number, seat=dealer.noun))
            dealer = dealer.left
        story.append(_("Who deals deal {number}?").format(number=len(self.passed_out) + 1))
        return " ".join(story)

    @property
    def explanation(self) -> str:
        seats = [self.first_dealer.next(k).noun for k in range(len(self.passed_out) + 1)]
        return _("The deal passes to the left after every deal, passed out or not: {seats}. {seat} deals next.").format(
            seats=" → ".join(seats), seat=self.answer.noun)

    @_reads(_seat)
    def check(self, answer: Seat) -> Verdict:
        return Verdict(answer is self.answer, self.explanation)


@dataclass(frozen=True)
class HcpQuestion(_Asked):
    """How many high-card points does this hand hold (ace 4, king 3, queen 2, jack 1)?

    >>> q = HcpQuestion(Hand.parse("KJ5.AJ84.Q3.J752"))
    >>> q.answer
    (12,)
    >>> q.check((13,)).correct
    False
    """

    hand: Hand
    fields: ClassVar[tuple[str, ...]] = (N_("High-card points"),)
    answer_kind: ClassVar[FillIn] = FillIn.of(fields)

    @property
    def figure(self) -> HandPicture:
        return HandPicture(self.hand)

    @property
    def prompt(self) -> str:
        return "Count the high-card points of this hand, type the total and press Check."

    @property
    def answer(self) -> tuple[int]:
        return (self.hand.hcp,)

    @property
    def explanation(self) -> str:
        honour_cards = [card for card in self.hand if card.hcp]
        sums = " + ".join(f"{card} {card.hcp}" for card in honour_cards) or "no ace, king, queen or jack"
        return f"{sums} = {self.hand.hcp} high-card points."

    @_reads(_numbers)
    def check(self, answer: tuple[int, ...]) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


def _pattern(hand: Hand) -> str:
    """A hand's suit lengths from longest to shortest, written 5-3-3-2."""
    return "-".join(str(n) for n in hand.pattern)


@dataclass(frozen=True)
class BalancedQuestion(_Asked):
    """Is this hand balanced (4-3-3-3, 4-4-3-2 or 5-3-3-2)?

    >>> q = BalancedQuestion(Hand.parse("KQ95.J4.A1073.Q8"))
    >>> q.answer, q.check(True).correct
    (False, False)
    >>> q.explanation.split(":")[0]
    'Its pattern is 4-4-2-2'
    """

    hand: Hand
    answer_kind: ClassVar[YesNo] = YesNo(N_("Balanced"), N_("Unbalanced"))
    options: ClassVar[tuple[tuple[str, bool], ...]] = answer_kind.options

    @property
    def figure(self) -> HandPicture:
        return HandPicture(self.hand)

    @property
    def prompt(self) -> str:
        return "Is this hand balanced?"

    @property
    def answer(self) -> bool:
        return self.hand.is_balanced

    @property
    def explanation(self) -> str:
        lengths = self.hand.pattern
        faults = []
        if 0 in lengths:
            faults.append("a void")
        if 1 in lengths:
            faults.append("a singleton")
        if lengths.count(2) > 1:
            faults.append(f"{lengths.count(2)} doubletons")
        verdict = "balanced" if self.answer else "unbalanced, with " + " and ".join(faults)
        return (f"Its pattern is {_pattern(self.hand)}: {verdict}. "
                "The balanced patterns are 4-3-3-3, 4-4-3-2 and 5-3-3-2.")

    @_reads(_yes_no)
    def check(self, answer: bool) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


@dataclass(frozen=True)
class MinibridgeQuestion(_Asked):
    """Minibridge: which level does the table give the side with more points?

    >>> q = MinibridgeQuestion(Deal.random(seed=78))
    >>> q.answer == (minibridge_level(q.points(q.side)),)
    True
    >>> q.check((q.answer[0] + 1,)).correct
    False
    """

    deal: Deal
    fields: ClassVar[tuple[str, ...]] = (N_("Level"),)
    answer_kind: ClassVar[FillIn] = FillIn.of(fields)

    def points(self, side: Side) -> int:
        """The high-card points of ``side``'s two hands."""
        return sum(self.deal[seat].hcp for seat in side.seats)

    @property
    def side(self) -> Side:
        return max(Side, key=self.points)

    @property
    def figure(self) -> DealPicture:
        return DealPicture(self.deal, hcp=True)

    @property
    def prompt(self) -> str:
        shown = ", ".join(f"{seat.english} {self.deal[seat].hcp}" for seat in Seat)
        return (f"In minibridge the players show their points: {shown}. "
                "Which level does the table recommend for the side with more points?")

    @property
    def answer(self) -> tuple[int]:
        level = minibridge_level(self.points(self.side))
        assert level is not None, "the side with more points holds at least 20 of the 40"
        return (level,)

    @property
    def explanation(self) -> str:
        side, other = self.side, self.side.opponents
        a, b = side.seats
        total = self.points(side)
        low, high, level = next(row for row in MINIBRIDGE_LEVELS if row[0] <= total <= row[1])
        return (f"{side.english} hold {self.deal[a].hcp} + {self.deal[b].hcp} = {total} points, more than "
                f"{other.english}'s {self.points(other)}. The table gives level {level} for {low}-{high} points.")

    @_reads(_numbers)
    def check(self, answer: tuple[int, ...]) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


def next_dealer_question(rng: random.Random) -> NextDealerQuestion:
    """A random first dealer and one to five finished deals, each passed out one time in
    three (the deal passes to the left all the same).

    >>> q = next_dealer_question(random.Random(4))
    >>> q.check(q.answer).correct
    True
    """
    deals = rng.randint(1, 5)
    return NextDealerQuestion(rng.choice(list(Seat)), tuple(rng.random() < 1 / 3 for _ in range(deals)))


def hcp_question(rng: random.Random) -> HcpQuestion:
    """The points of one random hand (a seeded deal's South).

    >>> q = hcp_question(random.Random(4))
    >>> q.check(q.answer).correct
    True
    """
    return HcpQuestion(Deal.random(rng)[Seat.S])
