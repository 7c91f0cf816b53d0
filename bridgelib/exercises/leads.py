"""The opening lead as a question: you sit on declarer's left, see your hand and the
auction, and choose the card to lead. The solver judges it double dummy: a lead is right
when it gives declarer's side no trick that the best lead would not give.

>>> q = lead_question(random.Random(2))
>>> q.leader is q.play.opening_leader, q.check(q.answer[0]).correct
(True, True)
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import cached_property

from ..auction import Auction
from ..cards import Card, Hand
from ..deal import Deal, Seat
from ..errors import BridgeError
from ..play import Play
from ..questions import AuctionPicture, CardAnswer, DealPicture, HandPicture, Pictures, Verdict
from .reading import _Asked, _card, _known, _reads

__all__ = ["LeadQuestion", "lead_question"]

_NO_CONTRACT = "A lead question needs an auction that ended in a contract (not a passed-out deal)."


def _tricks(n: int) -> str:
    return f"{n} trick{'' if n == 1 else 's'}"


def _one_suit(cards: tuple[Card, ...]) -> str | None:
    """The suit, in the singular ("club"), when all ``cards`` are of one suit."""
    suits = {c.suit for c in cards}
    return suits.pop().english.removesuffix("s") if len(suits) == 1 else None


def _best_leads(cards: tuple[Card, ...], hand: Hand) -> str:
    """The best leads in words: by name when there are a few, else by suit or by number."""
    if len(cards) == len(hand):
        return "any lead"
    if len(cards) <= 3:
        return f"the best lead ({' or '.join(str(c) for c in cards)})"
    suit = _one_suit(cards)
    if suit is not None and len(hand.cards_in(cards[0].suit)) == len(cards):
        return f"any {suit} lead"
    return f"any of the {len(cards)} best leads"


def _others(cards: tuple[Card, ...]) -> str:
    """The other good leads in words (cards of one suit as "any other club")."""
    if len(cards) <= 3:
        return " or ".join(str(c) for c in cards)
    suit = _one_suit(cards)
    return f"{len(cards)} other cards" if suit is None else f"any other {suit}"


class _DefendersCard(_Asked, ABC):
    """What the questions on a defender's card share: the solver's count of declarer's
    tricks after each card the defender on turn in ``play`` may play, and the answer,
    every card that keeps the defence's best result (the highest first). A question says
    which play it asks about in ``_position``."""

    __slots__ = ()

    @abstractmethod
    def _position(self) -> Play:
        """The play the defender's card goes into."""

    @cached_property
    def _values(self) -> dict[Card, int]:
        from ..solver import best_cards  # the solver is the slow part: only when asked

        return best_cards(self._position(), time_limit=None)

    @property
    def _best(self) -> int:
        """Declarer's side's tricks after the defender's best card."""
        return min(self._values.values())

    @property
    def answer(self) -> tuple[Card, ...]:
        return tuple(sorted((c for c, n in self._values.items() if n == self._best), reverse=True))


@dataclass(frozen=True)
class LeadQuestion(_DefendersCard):
    """Which card do you lead? ``answer`` lists every lead that keeps the defence's best
    result double dummy (the highest first); any of them is right.

    >>> deal = Deal.parse("W:7632.7.764.T7542 Q.9653.AQJ85.KQ6 KT5.QT82.K92.AJ3 AJ984.AKJ4.T3.98")
    >>> q = LeadQuestion(deal, Auction(Seat.W, "Pass 1D Pass 1S Pass 2D Pass 3NT Pass Pass Pass"))
    >>> q.leader.english, [str(c) for c in q.answer]
    ('West', ['♣10', '♣7', '♣5', '♣4', '♣2'])
    >>> q.check("S7").explanation
    "♠7 gives up 1 trick: after it declarer's side can take 11 tricks; after ♣10 only 10 tricks."
    """

    deal: Deal
    auction: Auction

    @property
    def play(self) -> Play:
        """The play at its start: the contract of the auction, nothing led yet."""
        return Play(self.deal, _known(self.auction.contract, _NO_CONTRACT))

    def _position(self) -> Play:
        return self.play

    @property
    def leader(self) -> Seat:
        """The player on declarer's left: the one who leads."""
        return self.play.opening_leader


    @property
    def figure(self) -> Pictures:
        return Pictures((AuctionPicture(self.auction), HandPicture(self.deal[self.leader], title=f"{self.leader.english}: your hand")))

    @property
    def answered_figure(self) -> Pictures:
        return Pictures((AuctionPicture(self.auction), DealPicture(self.deal, title="All four hands")))

    @property
    def answer_kind(self) -> CardAnswer:
        return CardAnswer(tuple(self.deal[self.leader]))

    @property
    def prompt(self) -> str:
        contract = _known(self.auction.contract, _NO_CONTRACT)
        return (f"The contract is {contract}. You are {self.leader.english}, on declarer's left, so you make "
                "the opening lead: click the card you lead.")

    @property
    def explanation(self) -> str:
        worst = max(self._values.values())
        best = _best_leads(self.answer, self.deal[self.leader])
        text = f"With perfect play from here on, after {best} declarer's side takes {_tricks(self._best)}."
        if worst > self._best:
            text += f" The worst lead lets it take {_tricks(worst)}."
        else:
            text += " Here the choice of lead makes no difference."
        return text

    @_reads(_card)
    def check(self, card: Card) -> Verdict:
        hand = self.deal[self.leader]
        if card not in hand:
            return Verdict(False, f"{card} is not in your hand: you lead one of your own cards. {self.explanation}")
        got = self._values[card]
        if got == self._best:
            others = tuple(c for c in self.answer if c != card)
            also = f" ({_others(others)} would do as well)" if others else ""
            return Verdict(True, f"{card} is a good lead{also}: declarer's side can take {_tricks(got)}, "
                                 "no more than after the best lead.")
        lost = got - self._best
        return Verdict(False, f"{card} gives up {_tricks(lost)}: after it declarer's side can take "
                              f"{_tricks(got)}; after {self.answer[0]} only {_tricks(self._best)}.")


def lead_question(rng: random.Random, *, tries: int = 6) -> LeadQuestion:
    """A seeded deal bid by the coach to a contract, preferably one where the choice of
    lead matters (some lead gives up a trick)."""
    from ..system import advise

    chosen: LeadQuestion | None = None
    for _ in range(tries):
        deal = Deal.random(rng, dealer=rng.choice(list(Seat)))
        auction = Auction(deal.dealer)
        while (turn := auction.turn) is not None:
            auction.call(advise(auction, deal[turn]).call)
        if auction.contract is None:
            continue
        chosen = LeadQuestion(deal, auction)
        if len(set(chosen._values.values())) > 1:
            break
    if chosen is None:
        raise BridgeError(f"{tries} deals in a row were passed out; try another seed.")
    return chosen
