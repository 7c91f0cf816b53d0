"""Questions of the play: who wins this trick, which card may South play, is a claim safe,
and how many tricks a disputed claim comes to; with the exercise sheets' seeded trick
question.

>>> q = trick_question(random.Random(1))
>>> q.check(q.answer).correct
True
>>> q = TrickQuestion(Trick(Seat.W, "CA C3 C7 CK", Strain.H))
>>> q.answer.english, q.explanation
('West', 'West wins: ♣A is the highest club and clubs were led.')
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..auction import Contract, Strain
from ..cards import Card, Hand, Rank, Suit
from ..deal import Deal, Seat
from ..i18n import N_
from ..i18n import gettext_ as _
from ..play import Play, Trick
from ..questions import (
    AnswerKind,
    CardAnswer,
    HandPicture,
    OneOf,
    Pictures,
    PositionPicture,
    SeatAnswer,
    TrickPicture,
    Verdict,
    YesNo,
)
from .reading import _Asked, _card, _known, _one_number, _reads, _seat, _yes_no

if TYPE_CHECKING:
    from ..solver import ClaimCheck

__all__ = ["TrickQuestion", "CardQuestion", "ClaimQuestion", "PlayedOutQuestion", "trick_question", "claim_question"]

_WHOLE_TRICK = "A trick question needs a whole trick: four cards."
_SOUTH_FOLLOWS = "A card question needs a trick that another player has led and South plays to."


@dataclass(frozen=True)
class TrickQuestion(_Asked):
    """Which seat wins this trick?"""

    trick: Trick
    answer_kind: ClassVar[SeatAnswer] = SeatAnswer("winner")

    @property
    def figure(self) -> TrickPicture:
        return TrickPicture(self.trick, show_winner=False)  # the winner is the question

    @property
    def answered_figure(self) -> TrickPicture:
        return TrickPicture(self.trick)

    @property
    def prompt(self) -> str:
        suit = self.trick.strain.suit
        trumps = _("No-trump.") if suit is None else _("{suit} are trumps.").format(suit=suit.noun.capitalize())
        cards = ", ".join(f"{s.noun} {c}" for s, c in self.trick.plays)
        return _("{trumps} {seat} leads. {cards}. Who wins the trick?").format(trumps=trumps, seat=self.trick.leader.noun,
                                                                             cards=cards)

    @property
    def answer(self) -> Seat:
        return _known(self.trick.winner, _WHOLE_TRICK)

    @property
    def explanation(self) -> str:
        card = _known(self.trick.winning_card, _WHOLE_TRICK)
        trump = self.trick.strain.suit
        why = self._trump_wins(card) if card.suit is trump else self._highest_wins(card)
        return _("{seat} wins: {why}.").format(seat=self.answer.noun, why=why)

    def _trump_wins(self, card: Card) -> str:
        """Why ``card``, a trump, wins the trick."""
        if sum(c.suit is card.suit for c in self.trick.cards) == 1:
            return _("{card} is the only trump, and any trump beats the other suits").format(card=card)
        return _("{card} is the highest trump played").format(card=card)

    def _highest_wins(self, card: Card) -> str:
        """Why ``card``, of the suit led, wins the trick."""
        led = _known(self.trick.suit_led, _WHOLE_TRICK)
        others = [c for c in self.trick.cards if c.suit is not led]
        extra = _("; {cards} did not follow suit and cannot win").format(cards=", ".join(map(str, others))) if others else ""
        # {one}: the suit's English singular (a Russian sentence says it otherwise)
        return _("{card} is the highest {one} and {suit} were led{extra}").format(card=card, one=led.english[:-1],
                                                                               suit=led.noun, extra=extra)

    @_reads(_seat)
    def check(self, answer: Seat | str) -> Verdict:
        return Verdict(answer is self.answer, self.explanation)


@dataclass(frozen=True)
class CardQuestion(_Asked):
    """It is South's turn in a trick: which card may South play? Any legal card is right;
    ``answer`` lists them all.

    >>> play = Play(Deal.parse("N:KQ..Q8. .A4.A.J A..K4.3 J..5.Q2"), "1NT by S")
    >>> for card in ("D5", "D8", "DA"):
    ...     play.play(card)
    >>> q = CardQuestion(play)
    >>> [str(c) for c in q.answer]
    ['♦K', '♦4']
    >>> q.check(Card.parse("D4")).correct, q.check(Card.parse("SA")).correct
    (True, False)
    """

    play: Play

    @property
    def trumps(self) -> str:
        strain = self.play.contract.strain
        return "No-trump" if strain is Strain.NT else f"{strain.english.capitalize()} are trumps"

    @property
    def figure(self) -> Pictures:
        hand = HandPicture(self.play.hand(Seat.S), title="South")
        trick = self.play.current_trick
        return Pictures((hand,) if trick is None else (TrickPicture(trick), hand))

    @property
    def answer_kind(self) -> CardAnswer:
        return CardAnswer(tuple(self.play.hand(Seat.S)))

    @property
    def prompt(self) -> str:
        trick = _known(self.play.current_trick, _SOUTH_FOLLOWS)
        so_far = ", ".join(f"{seat.english} {card}" for seat, card in trick.plays)
        return f"{self.trumps}. So far: {so_far}. You are South: click a card you may play."

    @property
    def answer(self) -> tuple[Card, ...]:
        return tuple(sorted(self.play.legal_cards(), reverse=True))

    @property
    def _led(self) -> Suit:
        return _known(_known(self.play.current_trick, _SOUTH_FOLLOWS).suit_led, _SOUTH_FOLLOWS)

    @property
    def explanation(self) -> str:
        led = self._led
        allowed = ", ".join(str(c) for c in self.answer)
        if all(c.suit is led for c in self.answer):
            return f"You must follow suit: you may play {allowed}."
        return f"You have no {led.english}, so you may play any card: {allowed}."

    @_reads(_card)
    def check(self, card: Card) -> Verdict:
        legal = self.play.legal_cards()
        led = self._led
        reason = self.play.why_illegal(card)
        if reason is not None:
            allowed = ", ".join(str(c) for c in sorted(legal, reverse=True))
            return Verdict(False, f"{card} is not allowed. {reason} You may play: {allowed}.")
        if all(c.suit is led for c in legal):
            return Verdict(True, f"{card} is allowed: you follow suit. Any of your {led.english} would do, "
                                 "high or low: you never have to win the trick.")
        return Verdict(True, f"{card} is allowed: you have no {led.english}, so you may play any card, "
                             "a trump or a discard. Nobody has to trump.")


def _plan_cards(plan: str | tuple[Card | str, ...]) -> tuple[Card, ...]:
    items = plan.replace(",", " ").split() if isinstance(plan, str) else plan
    return tuple(c if isinstance(c, Card) else Card.parse(c) for c in items)


_SAFE = YesNo(N_("Yes, it is safe"), N_("No, it can fail"))


@dataclass(frozen=True)
class ClaimQuestion(_Asked):
    """Declarer claims ``tricks`` of the remaining tricks with a stated ``plan`` (his
    side's cards in the order they will be played): is the claim safe? The claim checker
    (:func:`bridgelib.solver.check_claim`) plays the plan against every defence.

    >>> play = Play(Deal.parse("N:AQ... K4... 32... 65..."), "1NT by S")   # West leads
    >>> q = ClaimQuestion(play, 2, "SQ SA")   # North's ♠Q, then the ♠A: East's ♠K wins one
    >>> q.answer, q.check(True).correct
    (False, False)
    >>> print(q.check(False))
    Right. The claim fails: following the stated plan, declarer's side can be held to 1 of the remaining 2 tricks, for example with East winning trick 1 with ♠K.
    """

    play: Play
    tricks: int
    plan: str | tuple[Card | str, ...]
    options: ClassVar[tuple[tuple[str, bool], ...]] = _SAFE.options

    @property
    def answer_kind(self) -> AnswerKind:
        return _SAFE

    @property
    def verdict(self) -> ClaimCheck:
        from ..solver import check_claim  # the solver is needed only for claims
        return check_claim(self.play, self.tricks, _plan_cards(self.plan))

    @property
    def answer(self) -> bool:
        return self.verdict.holds

    @property
    def figure(self) -> PositionPicture:
        return PositionPicture(self.play)

    @property
    def plan_text(self) -> str:
        return ", ".join(str(c) for c in _plan_cards(self.plan))

    @property
    def prompt(self) -> str:
        return (f"{self.play.declarer.english} claims {self.tricks} of the remaining {self.play.tricks_left} "
                f"tricks with this plan (declarer's and dummy's cards in the order they will be played): "
                f"{self.plan_text}. Is the claim safe?")

    @property
    def explanation(self) -> str:
        return self.verdict.reason

    @_reads(_yes_no)
    def check(self, answer: bool) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


@dataclass(frozen=True)
class PlayedOutQuestion(ClaimQuestion):
    """A defender (``disputer``) disputes the claim, so it is played out: declarer bound
    by the plan, every point it leaves open against him, the defenders at their best. How
    many of the remaining tricks does declarer's side take?

    >>> play = Play(Deal.parse("N:AQ... K4... 32... 65..."), "1NT by S")
    >>> q = PlayedOutQuestion(play, 2, "SQ SA", Seat.E)
    >>> q.answer, [label for label, _ in q.options]
    (1, ['0', '1', '2'])
    """

    disputer: Seat = Seat.E

    @property
    def answer(self) -> int:  # type: ignore[override]  # a number of tricks, not a claim's yes or no
        return self.verdict.sure

    @property
    def options(self) -> tuple[tuple[str, int], ...]:  # type: ignore[override]  # numbers of tricks, not yes or no
        return tuple((str(n), n) for n in range(self.play.tricks_left + 1))

    @property
    def answer_kind(self) -> AnswerKind:
        return OneOf(self.options)

    @property
    def prompt(self) -> str:
        declarer = self.play.declarer.english
        return (f"{declarer} claims {self.tricks} of the remaining {self.play.tricks_left} tricks with this "
                f"plan: {self.plan_text}. {self.disputer.english} disputes the claim. Play continues with "
                f"{declarer} bound by the plan and the defenders defending their best. How many of the "
                f"remaining tricks does declarer's side take?")

    @property
    def explanation(self) -> str:
        return f"Declarer's side takes {self.answer}. {self.verdict.reason}"

    @_reads(_one_number)
    def check(self, answer: int) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


def trick_question(rng: random.Random) -> TrickQuestion:
    """A trick from a random deal: the leader leads a random card and each player follows
    suit with a random card when able (else discards or trumps)."""
    deal = Deal.random(rng)
    strain = rng.choice(list(Strain))
    leader = rng.choice(list(Seat))
    cards: list[Card] = []
    for k in range(4):
        hand = list(deal[leader.next(k)])
        if cards:
            follow = [c for c in hand if c.suit is cards[0].suit]
            hand = follow or hand
        cards.append(rng.choice(hand))
    return TrickQuestion(Trick(leader, cards, strain))


def claim_question(rng: random.Random, *, tricks_left: int = 4) -> ClaimQuestion:
    """A seeded ending of ``tricks_left`` cards a hand, declarer (South) and dummy
    holding the stronger cards and West on lead. Declarer claims with the plan "our
    highest cards first": about half the time as many tricks as that plan is sure of
    (two or more: the claim is safe), else one more (it is not).

    >>> q = claim_question(random.Random(2))
    >>> q.check(q.answer).correct
    True
    """
    from ..solver import check_claim  # the solver is needed only for claims

    pack = [Card(suit, rank) for suit in Suit for rank in Rank]
    for _attempt in range(500):
        cards = rng.sample(pack, 4 * tricks_left)
        hands = {seat: Hand(cards[i * tricks_left:(i + 1) * tricks_left]) for i, seat in enumerate(Seat)}
        ours = hands[Seat.N].hcp + hands[Seat.S].hcp
        theirs = hands[Seat.E].hcp + hands[Seat.W].hcp
        if ours < 2 * max(theirs, 1):
            continue
        play = Play(Deal(hands), Contract(rng.randint(1, 4), rng.choice(list(Strain)), 0, Seat.S))
        plan = tuple(sorted([*hands[Seat.N], *hands[Seat.S]], key=lambda card: (-card.rank.value, card.suit.value)))
        sure = check_claim(play, tricks_left, plan, time_limit=None).sure
        claimed = sure if rng.random() < 0.5 else sure + 1
        if sure >= 2 and claimed <= tricks_left:  # a claim of one trick out of four is no claim a player makes
            return ClaimQuestion(play, claimed, plan)
    raise AssertionError("five hundred endings in a row had no claim to ask about")
