"""Questions of defence (lesson 8): which card does a defender play to a trick that is
under way (second hand, third hand, covering an honour)? The solver judges the card
double dummy, as it judges an opening lead (:mod:`bridgelib.exercises.leads`).

>>> from bridgelib import Deal
>>> play = Play(Deal.parse("N:765.AK.. Q94.32.. AJ8.54.. KT32.Q..", dealer=Seat.S), "1NT by S", "S2 S5")
>>> q = DefenceQuestion(play)
>>> q.seat.english, [str(card) for card in q.answer]
('East', ['♠Q'])
>>> print(q.check("S4"))
Not quite. ♠4 gives up 1 trick: after it declarer's side can take 4 tricks; after ♠Q only 3 tricks.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import Card, Hand, Rank, Suit
from ..deal import Deal, Seat
from ..errors import BridgeError
from ..play import Play
from ..questions import Verdict
from .leads import _DefendersCard, _tricks
from .reading import _card, _CardToTrick, _reads

__all__ = ["DefenceQuestion", "defence_question"]


@dataclass(frozen=True)
class DefenceQuestion(_CardToTrick, _DefendersCard):
    """Which card do you play to this trick?

    The defender on turn in ``play`` chooses; he sees his own hand, dummy and the trick so
    far. ``answer`` lists every card that keeps the defence's best result double dummy
    (the highest first); any of them is right.
    """

    play: Play

    def __post_init__(self) -> None:
        turn = self.play.turn
        if turn is None or turn.side is self.play.declarer.side:
            raise BridgeError("A defence question needs a trick where a defender is about to play.")
        if not self.play.dummy_visible:
            raise BridgeError("A defence question starts after the opening lead, once dummy is on the table: "
                              "for the lead itself, ask a lead question.")

    def _position(self) -> Play:
        return self.play

    @property
    def seat(self) -> Seat:
        """The defender on turn: the learner."""
        turn = self.play.turn
        assert turn is not None  # checked when the question was made
        return turn

    @property
    def prompt(self) -> str:
        return (f"The contract is {self.play.contract}. You are {self.seat.english}, a defender, and it is your "
                "turn to play to this trick: click your card.")

    @property
    def explanation(self) -> str:
        worst = max(self._values.values())
        best = " or ".join(str(c) for c in self.answer)
        text = f"With perfect play from here on, after {best} declarer's side takes {_tricks(self._best)} in all."
        if worst > self._best:
            text += f" The worst card lets it take {_tricks(worst)}."
        return text

    @_reads(_card)
    def check(self, card: Card) -> Verdict:
        why = self.play.why_illegal(card)
        if card not in self.play.hand(self.seat):
            return Verdict(False, f"{card} is not in your hand. {self.explanation}")
        if why is not None:
            return Verdict(False, f"{why} {self.explanation}")
        got = self._values[card]
        if got == self._best:
            others = [str(c) for c in self.answer if c != card]
            also = f" ({' or '.join(others)} would do as well)" if others else ""
            return Verdict(True, f"{card} holds declarer's side to {_tricks(got)} in all{also}: "
                                 "the best the defence can do.")
        return Verdict(False, f"{card} gives up {_tricks(got - self._best)}: after it declarer's side can take "
                              f"{_tricks(got)}; after {self.answer[0]} only {_tricks(self._best)}.")



_KINDS = ("second hand", "third hand", "cover")


def _position(rng: random.Random, kind: str) -> Play | None:
    """One random single-suit ending of ``kind`` (three cards each in the suit, one more
    card each to settle who leads), or None when the random cards do not make one."""
    suit = rng.choice(list(Suit))
    entry = next(s for s in Suit if s is not suit)
    cards = rng.sample([Card(suit, rank) for rank in Rank], 12)
    lead = {Seat.W: Rank.TWO, Seat.N: Rank.THREE, Seat.E: Rank.FOUR, Seat.S: Rank.ACE}
    hands = {seat: Hand([*cards[3 * i:3 * i + 3], Card(entry, lead[seat])]) for i, seat in enumerate(Seat)}
    deal = Deal(hands, dealer=Seat.S)
    if kind == "third hand":  # West leads his lowest card of the suit, dummy plays low: East to play
        play = Play(deal, "1NT by S")
        west = sorted(hands[Seat.W].cards_in(suit))
        if west[-1].rank not in (Rank.KING, Rank.QUEEN) or west[-2].rank == west[-1].rank - 1:
            return None  # low from a king or queen without a sequence, as lesson 8 teaches
        play.play(west[0])
        play.play(min(hands[Seat.N].cards_in(suit)))
        return play
    # South wins West's lead of the other suit, then leads: low (second hand) or an honour (cover)
    play = Play(deal, "1NT by S", [Card(entry, lead[seat]) for seat in (Seat.W, Seat.N, Seat.E, Seat.S)])
    south = sorted(hands[Seat.S].cards_in(suit))
    if kind == "cover" and not Rank.TEN <= south[-1].rank <= Rank.QUEEN:
        return None
    play.play(south[0] if kind == "second hand" else south[-1])
    return play


def _teaches(question: DefenceQuestion, kind: str) -> bool:
    """The rule of ``kind`` gives the one best card (or, second hand, the lowest is best
    and the honour costs a trick)."""
    cards = sorted(question.play.hand(question.seat))
    best = set(question.answer)
    if kind == "second hand":
        return cards[0] in best and cards[-1] not in best and cards[-1].rank >= Rank.QUEEN
    if kind == "third hand":
        return best == {cards[-1]}
    trick = question.play.current_trick
    assert trick is not None
    covers = [card for card in cards if card.rank > trick.cards[0].rank]
    return len(covers) == 1 and best == {covers[0]}


def defence_question(rng: random.Random, *, tries: int = 2000) -> DefenceQuestion:
    """A seeded defender's card of one of lesson 8's kinds: second hand low, third hand
    high, or covering an honour with an honour. The single-suit ending is dealt at random
    until the rule's card is the solver's best (and the wrong card costs a trick).

    >>> q = defence_question(random.Random(4))
    >>> q.check(q.answer[0]).correct, q.seat in (Seat.E, Seat.W)
    (True, True)
    """
    kind = rng.choice(_KINDS)
    for _ in range(tries):
        play = _position(rng, kind)
        if play is None:
            continue
        question = DefenceQuestion(play)
        if _teaches(question, kind):
            return question
    raise AssertionError(f"{tries} random endings in a row taught nothing about {kind}")
