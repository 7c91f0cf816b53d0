"""A finesse to take (lesson 7): declarer leads a suit from dummy toward his own hand,
second hand plays low, and declarer chooses his card without seeing the defenders' hands.

Declarer cannot see where the missing honour is, so the question is not judged double
dummy: every way the unseen cards can lie is dealt (they are few in a single-suit
ending), the solver counts declarer's tricks after each of his cards in each layout, and
the right card is the one that takes the most tricks on average, the reasoning a
declarer makes at the table (the solver plays on double dummy after that card, in each
layout alike). The finesse wins when the missing honour is with second hand; playing the
top card first wins only when the honour falls, because dummy has no way back to lead
the suit again.

>>> deal = Deal.parse("S:AQ4.3.AK. T98.2.54. 765.A.32. KJ3.4.76.", dealer=Seat.S)
>>> q = FinesseQuestion(Play(deal, "1NT by S", "H2 HA H4 H3 S5 S3"))
>>> [str(card) for card in q.answer], q.layouts
(['♠Q'], 10)
>>> print(q.check("SA"))
Not quite. In 4 of the 10 ways the unseen cards can lie, ♠Q takes more tricks than ♠A, and never fewer: it wins a trick whenever West does not hold ♠K.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations

from ..cards import Card, Hand, Rank, Suit
from ..deal import Deal, Seat
from ..errors import BridgeError
from ..play import Play
from ..questions import Verdict
from .reading import _card, _CardToTrick, _reads

__all__ = ["FinesseQuestion", "finesse_question"]


def _average(values: list[int]) -> float:
    return sum(values) / len(values)


def _tricks_text(value: float) -> str:
    return f"{value:.1f} tricks" if value != 1 else "1 trick"


@dataclass(frozen=True)
class FinesseQuestion(_CardToTrick):
    """Which card does declarer play? South (declarer) is on turn in ``play`` to a trick
    led from dummy; he sees dummy, his own hand and the cards played. ``answer`` lists the
    cards that take the most tricks on average over every layout of the unseen cards."""

    play: Play

    def __post_init__(self) -> None:
        if self.play.turn is not self.play.declarer:
            raise BridgeError("A finesse question needs declarer on turn to play from his own hand.")
        trick = self.play.current_trick
        if trick is None or trick.leader is not self.play.dummy or len(trick.cards) != 2:
            raise BridgeError("A finesse question needs a trick led from dummy, with second hand's card played.")

    @property
    def seat(self) -> Seat:
        """Declarer: the learner."""
        return self.play.declarer

    @property
    def _second(self) -> Seat:
        return self.play.dummy.left

    @cached_property
    def _tricks(self) -> dict[Card, list[int]]:
        """Declarer's side's tricks after each of his legal cards, one number per layout
        of the unseen cards (each layout solved with best play on both sides from there)."""
        from ..solver import best_cards  # the solver is the slow part: only when asked

        play = self.play
        second, fourth = self._second, self._second.partner
        suit = self._suit
        unseen = sorted(play.hand(second).cards_in(suit) + play.hand(fourth).cards_in(suit))
        size = len(play.hand(second).cards_in(suit))
        values: dict[Card, list[int]] = {card: [] for card in play.legal_cards()}
        base = {seat: play.deal[seat] for seat in Seat}
        for chosen in combinations(unseen, size):
            hands = dict(base)
            # The other suits' cards do not matter to the finesse: they stay where they are.
            hands[second] = Hand([*(c for c in base[second].cards if c.suit is not suit or c not in unseen), *chosen])
            hands[fourth] = Hand([*(c for c in base[fourth].cards if c.suit is not suit or c not in unseen),
                                  *(c for c in unseen if c not in chosen)])
            layout = Play(Deal(hands, dealer=play.deal.dealer, vulnerable=play.deal.vulnerable), play.contract,
                          list(play.played))
            for card, tricks in best_cards(layout, time_limit=None).items():
                values[card].append(tricks)
        return values

    @property
    def _suit(self) -> Suit:
        """The suit led from dummy: the one to finesse in."""
        trick = self.play.current_trick
        assert trick is not None  # checked when the question was made
        suit = trick.suit_led
        assert suit is not None
        return suit

    @property
    def layouts(self) -> int:
        """How many ways the unseen cards can lie."""
        return len(next(iter(self._tricks.values())))

    @cached_property
    def _averages(self) -> dict[Card, float]:
        return {card: _average(values) for card, values in self._tricks.items()}

    @property
    def answer(self) -> tuple[Card, ...]:
        best = max(self._averages.values())
        return tuple(sorted((c for c, v in self._averages.items() if abs(v - best) < 1e-9), reverse=True))

    def _missing_honour(self, card: Card) -> Card | None:
        """The lowest unseen card above ``card`` in its suit: the honour it finesses against."""
        play = self.play
        unseen = play.hand(self._second).cards + play.hand(self._second.partner).cards
        above = sorted(c for c in unseen if c.suit is card.suit and c.rank > card.rank)
        return above[0] if above else None

    def _why(self, card: Card) -> str:
        honour = self._missing_honour(card)
        if honour is None:
            return "it is the highest card left in the suit"
        fourth = self._second.partner
        return f"it wins a trick whenever {fourth.english} does not hold {honour}"

    @property
    def prompt(self) -> str:
        return (f"The contract is {self.play.contract}. You are declarer ({self.seat.english}). You led from dummy "
                f"and {self._second.english} played low; you cannot see the defenders' cards. Which card do you play?")

    def _better(self, a: Card, b: Card) -> tuple[int, int]:
        """In how many layouts ``a`` takes more tricks than ``b``, and in how many fewer."""
        pairs = list(zip(self._tricks[a], self._tricks[b], strict=True))
        return sum(x > y for x, y in pairs), sum(x < y for x, y in pairs)

    def _runner_up(self, card: Card) -> Card:
        """The best of the other cards."""
        others = {c: v for c, v in self._averages.items() if c != card}
        return max(others, key=lambda c: (others[c], c))

    def _comparison(self, best: Card, other: Card) -> str:
        more, fewer = self._better(best, other)
        tail = "and never fewer" if fewer == 0 else f"and fewer in {fewer}"
        return (f"in {more} of the {self.layouts} ways the unseen cards can lie, {best} takes more tricks than "
                f"{other}, {tail}: {self._why(best)}")

    @property
    def explanation(self) -> str:
        best = self.answer[0]
        return f"Play {best}: {self._comparison(best, self._runner_up(best))}."

    @_reads(_card)
    def check(self, card: Card) -> Verdict:
        if card not in self.play.hand(self.seat):
            return Verdict(False, f"{card} is not in your hand. {self.explanation}")
        why = self.play.why_illegal(card)
        if why is not None:  # a revoke is refused by the rules; the answer is kept for a second try
            return Verdict(False, f"{why} Choose one of those.")
        best = self.answer[0]
        if card in self.answer:
            text = self._comparison(card, self._runner_up(card))
            return Verdict(True, f"{card}: {text}.")
        return Verdict(False, f"{self._comparison(best, card)[0].upper()}{self._comparison(best, card)[1:]}.")


def _position(rng: random.Random) -> Play | None:
    """A random ending of three cards each in one suit (its 2 is gone), with two cards
    each in another suit that South wins (so a defender who wins a trick can get out
    without leading the suit again, and dummy has no way back: the finesse is now or
    never), and one card each in a third suit: West leads it, North wins and leads his
    lowest card of the suit, East plays his lowest. None when South holds no honour to
    finesse with or North holds one."""
    suit = rng.choice(list(Suit))
    entry, exit_suit = [s for s in Suit if s is not suit][:2]
    cards = rng.sample([Card(suit, rank) for rank in Rank if rank > Rank.TWO], 12)
    lead = {Seat.W: Rank.TWO, Seat.N: Rank.ACE, Seat.E: Rank.FOUR, Seat.S: Rank.THREE}
    exits = {Seat.W: "54", Seat.N: "32", Seat.E: "76", Seat.S: "AK"}
    hands = {seat: Hand([*cards[3 * i:3 * i + 3], Card(entry, lead[seat]),
                         *(Card(exit_suit, rank) for rank in exits[seat])]) for i, seat in enumerate(Seat)}
    north, south = sorted(hands[Seat.N].cards_in(suit)), sorted(hands[Seat.S].cards_in(suit))
    if north[-1].rank >= Rank.TEN or south[-1].rank < Rank.QUEEN:
        return None  # the lead comes from small cards toward the honours
    deal = Deal(hands, dealer=Seat.S)
    play = Play(deal, "1NT by S", [Card(entry, lead[seat]) for seat in (Seat.W, Seat.N, Seat.E, Seat.S)])
    play.play(north[0])
    play.play(min(hands[Seat.E].cards_in(suit)))
    return play


def _teaches(question: FinesseQuestion) -> bool:
    """One best card, better by a fifth of a trick on average than the top card (or,
    when it is the top card, than the lowest), and a simple finesse as lesson 7 teaches it: exactly one unseen card lies above it (the
    queen from A Q, the king toward K x x), and it is not declarer's lowest."""
    if len(question.answer) != 1:
        return False
    best = question.answer[0]
    lowest = min(question.play.legal_cards())
    play = question.play
    unseen = play.hand(question._second).cards + play.hand(question._second.partner).cards
    above = [c for c in unseen if c.suit is best.suit and c.rank > best.rank]
    averages = question._averages
    other = max(play.legal_cards()) if best != max(play.legal_cards()) else lowest
    return best != lowest and len(above) == 1 and averages[best] >= averages[other] + 0.2


def finesse_question(rng: random.Random, *, tries: int = 2000) -> FinesseQuestion:
    """A seeded finesse to take: a single-suit ending is dealt at random until one card,
    a finesse, takes the most tricks on average over the unseen layouts.

    >>> q = finesse_question(random.Random(4))
    >>> q.check(q.answer[0]).correct, q.seat
    (True, Seat.S)
    """
    for _ in range(tries):
        play = _position(rng)
        if play is None:
            continue
        question = FinesseQuestion(play)
        if _teaches(question):
            return question
    raise AssertionError(f"{tries} random endings in a row held no finesse to take")
