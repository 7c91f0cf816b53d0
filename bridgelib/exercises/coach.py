"""Questions of the natural system after the opening: which call does the coach suggest
here (a response, a rebid), and how many points do the two hands hold together.

The coach (:mod:`bridgelib.system`) is the one owner of the system's calls; these
questions only ask for them, so a quiz and the robots never disagree.

>>> q = CoachCallQuestion(Auction(Seat.N, "1S Pass"), Hand.parse("K842.75.Q932.J43"))
>>> [label for label, _ in q.answer_kind.options], str(q.answer)
(['Pass', '1NT', '2♠', '3♠'], '2♠')
>>> q.check("1NT").correct
False
>>> p = PointsTogetherQuestion(Hand.parse("K74.Q85.A432.K63"))
>>> p.answer
(27, 29, 'game')
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar

from ..auction import ALL_CALLS, PASS, Auction, Bid, Call, Strain
from ..cards import Hand, Suit
from ..deal import Deal, Seat
from ..errors import BridgeError, quote_first
from ..i18n import N_
from ..questions import AuctionPicture, FillIn, HandPicture, OneOf, Pictures, Verdict
from .reading import _Asked, _BadAnswer, _known, _parsed, _parts, _reads, _whole

__all__ = ["CoachCallQuestion", "PointsTogetherQuestion", "coach_call_question", "points_together_question"]

_NOT_YOUR_TURN = "This question needs an auction that is still open: somebody must be about to call."

PLANS: tuple[tuple[str, str], ...] = (
    (N_("Stop in a part-score"), "part-score"),
    (N_("Invite game"), "invite game"),
    (N_("Bid game"), "game"),
    (N_("Invite a slam"), "invite slam"),
    (N_("Bid a small slam"), "small slam"),
    (N_("Bid a grand slam"), "grand slam"),
)
"""What a side aims for, judged by its points together: (label, value) pairs."""


def plan_for(fewest: int, most: int) -> str:
    """What to aim for when the two hands hold ``fewest`` to ``most`` high-card points:
    a level is bid when even the fewest reach it (game 25, small slam 33, grand slam 37),
    and invited when only the most do.

    >>> plan_for(25, 27), plan_for(23, 25), plan_for(22, 24), plan_for(31, 33)
    ('game', 'invite game', 'part-score', 'invite slam')
    """
    from ..system import GAME_POINTS, GRAND_SLAM_POINTS, SLAM_POINTS

    if fewest >= GRAND_SLAM_POINTS:
        return "grand slam"
    if fewest >= SLAM_POINTS:
        return "small slam"
    if most >= SLAM_POINTS:
        return "invite slam"
    if fewest >= GAME_POINTS:
        return "game"
    if most >= GAME_POINTS:
        return "invite game"
    return "part-score"


def _why_plan(plan: str) -> str:
    """What the points together say about ``plan``, as a sentence."""
    from ..system import GAME_POINTS, GRAND_SLAM_POINTS, SLAM_POINTS

    return {
        "part-score": f"Even with the top of partner's range that is fewer than the {GAME_POINTS} game needs: "
                      "stop in a part-score.",
        "invite game": f"Game needs about {GAME_POINTS}, and you have it only if partner has the top of his "
                       "range: invite game, and partner decides.",
        "game": f"That is at least the {GAME_POINTS} game needs, but fewer than the {SLAM_POINTS} a slam needs: "
                "bid game.",
        "invite slam": f"A small slam needs about {SLAM_POINTS}, and you have it only if partner has the top of "
                       "his range: invite the slam, and partner decides.",
        "small slam": f"That is at least the {SLAM_POINTS} a small slam needs, but not the {GRAND_SLAM_POINTS} of "
                      "a grand slam: bid a small slam.",
        "grand slam": f"That is at least {GRAND_SLAM_POINTS}: the other side cannot hold an ace. Bid a grand slam.",
    }[plan]


@dataclass(frozen=True)
class PointsTogetherQuestion(_Asked):
    """Partner opened 1NT: how many points do the two hands hold together, and what
    does the side aim for?

    The answer is the fewest and the most high-card points together (yours plus 15-17)
    and the plan they give (:func:`plan_for`).

    >>> q = PointsTogetherQuestion(Hand.parse("K74.Q85.J432.K63"))
    >>> q.answer
    (24, 26, 'invite game')
    >>> q.check((24, 26, "game")).correct
    False
    """

    hand: Hand
    fields: ClassVar[tuple[str, ...]] = (N_("Fewest points together"), N_("Most points together"), N_("Plan"))
    answer_kind: ClassVar[FillIn] = FillIn.of([fields[0], fields[1], (fields[2], PLANS)])

    @property
    def opening(self) -> Any:
        """What partner's 1NT shows: the system's table entry."""
        from ..system import meaning

        return meaning("opening", "1NT")

    @property
    def figure(self) -> HandPicture:
        return HandPicture(self.hand, title="South: your hand")

    @property
    def prompt(self) -> str:
        return (f"North, your partner, opened 1NT: {self.opening.says}. How many high-card points do your two "
                "hands hold together, at least and at most? And what should your side aim for?")

    @property
    def answer(self) -> tuple[int, int, str]:
        fewest, most = self.hand.hcp + self.opening.floor, self.hand.hcp + self.opening.ceiling
        return fewest, most, plan_for(fewest, most)

    @property
    def explanation(self) -> str:
        from ..system import advise

        fewest, most, plan = self.answer
        advice = advise(Auction(Seat.N, "1NT Pass"), self.hand)
        return (f"You hold {self.hand.hcp} high-card points and partner {self.opening.points}: together "
                f"{fewest}-{most}. {_why_plan(plan)} The coach: {advice.reason}")

    @_reads(lambda question, answer: _points_and_plan(question, answer))
    def check(self, answer: tuple[int, int, str]) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


def _points_and_plan(question: PointsTogetherQuestion, answer: object) -> tuple[int, int, str]:
    fewest, most, plan = _parts(answer, question.fields)
    plans = [value for _, value in PLANS]
    if plan not in plans:
        labels = ", ".join(label for label, _ in PLANS)
        raise _BadAnswer(f"{quote_first(plan)} is not a plan: choose one of {labels}.")
    return _whole(fewest, question.fields[0]), _whole(most, question.fields[1]), plan


def _call(question: Any, answer: object) -> Call:
    return _parsed(answer, Call, Call.parse, "a call, like 1♠, 2NT or Pass")


@dataclass(frozen=True)
class CoachCallQuestion(_Asked):
    """Which call does the course's system suggest here?

    ``hand`` is the hand of the player to call in ``auction``. Four calls to choose
    from: the coach's and three a beginner might consider; any other legal call is
    allowed at the table, but here the question is the system's.

    >>> q = CoachCallQuestion(Auction(Seat.S, "1H Pass 1S Pass"), Hand.parse("A43.KJ853.4.K632"))
    >>> str(q.answer), q.seat.english
    ('2♣', 'South')
    >>> q.check("2H").explanation.startswith("2♥ is allowed — any legal call is — but the system suggests 2♣.")
    True
    """

    auction: Auction
    hand: Hand

    @property
    def seat(self) -> Seat:
        """The player whose turn it is: you."""
        return _known(self.auction.turn, _NOT_YOUR_TURN)

    @cached_property
    def _advice(self) -> Any:
        from ..system import advise  # the coach reads the auction; only when asked

        return advise(self.auction, self.hand)

    @property
    def choices(self) -> tuple[Call, ...]:
        """The coach's call and three others, Pass first, then up the ladder."""
        chosen = [self._advice.call]
        for call in _candidates(self.auction, self.hand):
            if len(chosen) == 4:
                break
            if call not in chosen and self.auction.is_legal(call):
                chosen.append(call)
        return tuple(sorted(chosen, key=ALL_CALLS.index))

    @property
    def answer_kind(self) -> OneOf:
        return OneOf(tuple((str(call), call) for call in self.choices))

    @property
    def figure(self) -> Pictures:
        return Pictures((AuctionPicture(self.auction), HandPicture(self.hand, title=f"{self.seat.english}: your hand")))

    @property
    def prompt(self) -> str:
        return f"You are {self.seat.english} and it is your turn. Which call does the course's system suggest?"

    @property
    def answer(self) -> Call:
        return self._advice.call  # type: ignore[no-any-return]

    @property
    def explanation(self) -> str:
        return str(self._advice.reason)

    @_reads(_call)
    def check(self, call: Call) -> Verdict:
        from ..system import review

        return Verdict(call == self.answer, review(self.auction, self.hand, call).message)


def _partner_strain(auction: Auction) -> Strain | None:
    """The strain of partner's last bid, if partner has bid."""
    turn = auction.turn
    for index in range(len(auction) - 1, -1, -1):
        call = auction.calls[index]
        if isinstance(call, Bid) and turn is not None and auction.seat_of(index) is turn.partner:
            return call.strain
    return None


def _cheapest(auction: Auction, strain: Strain, jump: int = 0) -> Bid | None:
    last = auction.last_bid
    level = 1 if last is None else last.level + (0 if strain.value > last.strain.value else 1)
    level += jump
    return Bid(level, strain) if level <= 7 else None


def _candidates(auction: Auction, hand: Hand) -> list[Call]:
    """Calls a beginner would consider, the likeliest first: pass, the cheapest no-trump,
    a raise of partner's suit, the longest suit, a jump raise, game."""
    longest = max(Suit, key=lambda suit: (hand.length(suit), suit.value))
    partner = _partner_strain(auction)
    found: list[Bid | None] = []
    if partner is not None and partner is not Strain.NT:
        found.append(_cheapest(auction, partner))
    found.append(_cheapest(auction, Strain.NT))
    found.append(_cheapest(auction, Strain.from_suit(longest)))
    if partner is not None:
        found.append(_cheapest(auction, partner, jump=1))
    found += [Bid(3, Strain.NT), _cheapest(auction, Strain.NT, jump=1)]
    if partner is not None and partner is not Strain.NT:
        found.append(Bid(4 if partner in (Strain.S, Strain.H) else 5, partner))
    return [PASS] + [bid for bid in found if bid is not None]


def coach_call_question(rng: random.Random, stage: str | None = None) -> CoachCallQuestion:
    """A seeded deal bid by the coach, stopped at a response to partner's opening or at
    opener's rebid (``stage``: "response", "rebid" or None for either), with the other
    side silent. Passes are asked about only now and then.

    >>> q = coach_call_question(random.Random(5), "rebid")
    >>> q.check(q.answer).correct
    True
    """
    if stage not in (None, "response", "rebid"):
        raise ValueError(f'The stage must be "response", "rebid" or None, not {stage!r}.')
    from ..system import advise

    for _ in range(500):
        deal = Deal.random(rng, dealer=rng.choice(list(Seat)))
        auction = Auction(deal.dealer)
        while (turn := auction.turn) is not None:
            found = _stage_of(auction)
            if found is not None and stage in (None, found):
                question = CoachCallQuestion(auction.copy(), deal[turn])
                if question.answer is not PASS or rng.random() < 0.15:
                    return question
            auction.call(advise(auction, deal[turn]).call)
    raise BridgeError("Five hundred deals in a row had no uncontested auction to ask about; try another seed.")


def _stage_of(auction: Auction) -> str | None:
    """"response" when the player to call is about to answer partner's opening, "rebid"
    when he opened and calls for the second time, the other side passing throughout;
    else None."""
    turn = auction.turn
    bids = [(auction.seat_of(i), call) for i, call in enumerate(auction.calls) if call is not PASS]
    if turn is None or not bids or any(seat.side is not turn.side or not isinstance(call, Bid) for seat, call in bids):
        return None
    opener = bids[0][0]
    mine = [call for i, call in enumerate(auction.calls) if auction.seat_of(i) is turn]
    if opener is turn.partner and not any(call is not PASS for call in mine) and len(bids) == 1:
        return "response"
    if opener is turn and len(mine) == 1 and len(bids) == 2:
        return "rebid"
    return None


def points_together_question(rng: random.Random) -> PointsTogetherQuestion:
    """South's hand after North's 1NT, its points spread over every plan, from
    part-score to grand slam (most often the close calls around game).

    >>> q = points_together_question(random.Random(2))
    >>> q.check(q.answer).correct
    True
    """
    from ..deal import HandSpec

    points = rng.choice((2, 5, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 12, 13, 15, 16, 17, 18, 20, 22))
    return PointsTogetherQuestion(Deal.generate({Seat.S: HandSpec(hcp=(points, points))}, seed=rng)[Seat.S])
