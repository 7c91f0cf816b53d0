"""Seeded exercises whose answers the engine works out: who wins a trick, is a call legal,
who is declarer, what is the score. The quiz widgets and the printed exercise sheets both
use them, so a teacher's sheet and a learner's screen ask the same kind of question.

>>> q = trick_question(random.Random(1))
>>> q.check(q.answer).correct
True
>>> [type(q).__name__ for q in exercise_set(seed=3, count=4)]
['TrickQuestion', 'CallQuestion', 'DeclarerQuestion', 'ScoreQuestion']
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .auction import ALL_CALLS, PASS, Auction, Call, Contract, Strain
from .cards import Card
from .deal import Deal, Seat, Side
from .play import Trick
from .scoring import ContractScore, score_contract

__all__ = [
    "Verdict", "TrickQuestion", "CallQuestion", "DeclarerQuestion", "ScoreQuestion",
    "trick_question", "call_question", "declarer_question", "score_question", "exercise_set",
]


@dataclass(frozen=True)
class Verdict:
    """The result of checking an answer: right or wrong, and why."""

    correct: bool
    explanation: str

    def __str__(self) -> str:
        return ("Right. " if self.correct else "Not quite. ") + self.explanation


@dataclass(frozen=True)
class TrickQuestion:
    """Which seat wins this trick?"""

    trick: Trick

    @property
    def prompt(self) -> str:
        trumps = "no-trump" if self.trick.strain is Strain.NT else f"{self.trick.strain.english} are trumps"
        cards = ", ".join(f"{s.english} {c}" for s, c in self.trick.plays)
        return f"{trumps.capitalize()}. {self.trick.leader.english} leads. {cards}. Who wins the trick?"

    @property
    def answer(self) -> Seat:
        return self.trick.winner  # type: ignore[return-value]

    @property
    def explanation(self) -> str:
        card = self.trick.winning_card
        trump = self.trick.strain.suit
        led = self.trick.suit_led
        if trump is not None and card.suit is trump:  # type: ignore[union-attr]
            trumps = [c for c in self.trick.cards if c.suit is trump]
            if len(trumps) == 1:
                why = f"{card} is the only trump, and any trump beats the other suits"
            else:
                why = f"{card} is the highest trump played"
        else:
            others = [c for c in self.trick.cards if c.suit is not led]
            extra = f"; {', '.join(map(str, others))} did not follow suit and cannot win" if others else ""
            why = f"{card} is the highest {led.english[:-1]} and {led.english} were led{extra}"  # type: ignore[union-attr]
        return f"{self.answer.english} wins: {why}."

    def check(self, answer: Seat | str) -> Verdict:
        seat = Seat.parse(answer) if isinstance(answer, str) else answer
        return Verdict(seat is self.answer, self.explanation)


@dataclass(frozen=True)
class CallQuestion:
    """Is this call legal now?"""

    auction: Auction
    call: Call

    @property
    def prompt(self) -> str:
        calls = " ".join(str(c) for c in self.auction.calls) or "nothing yet"
        return (f"Dealer {self.auction.dealer.english}. Calls so far: {calls}. "
                f"May {self.auction.turn.english} call {self.call} now?")  # type: ignore[union-attr]

    @property
    def answer(self) -> bool:
        return self.auction.is_legal(self.call)

    @property
    def explanation(self) -> str:
        reason = self.auction.why_illegal(self.call)
        if reason is None:
            if self.call is PASS:
                return "Yes: you may always pass while the auction is open."
            if self.call.is_bid:
                last = self.auction.last_bid
                return f"Yes: {self.call} is higher than {last}." if last else f"Yes: {self.call} is the first bid."
            return f"Yes: {self.call} is allowed here (the last bid or double was the opponents' and only passes followed)."
        return f"No. {reason}"

    def check(self, answer: bool) -> Verdict:
        return Verdict(bool(answer) == self.answer, self.explanation)


@dataclass(frozen=True)
class DeclarerQuestion:
    """Who is declarer after this auction?"""

    auction: Auction

    @property
    def prompt(self) -> str:
        calls = " ".join(str(c) for c in self.auction.calls)
        return f"Dealer {self.auction.dealer.english}. The auction: {calls}. Who is declarer?"

    @property
    def answer(self) -> Seat:
        return self.auction.contract.declarer  # type: ignore[union-attr,return-value]

    @property
    def explanation(self) -> str:
        contract = self.auction.contract
        assert contract is not None and contract.declarer is not None
        last = next(i for i in range(len(self.auction) - 1, -1, -1) if self.auction.calls[i].is_bid)
        last_seat = self.auction.seat_of(last)
        first = contract.declarer
        strain = contract.strain.english
        if first is last_seat:
            return f"{first.english} declares {contract.bid}: {first.english} made the final bid and was the first of {contract.side.english} to name {strain}."  # type: ignore[union-attr]
        return (f"{first.english} declares {contract.bid}: {last_seat.english} made the final bid, but "
                f"{first.english} was the first of {contract.side.english} to name {strain}.")  # type: ignore[union-attr]

    def check(self, answer: Seat | str) -> Verdict:
        seat = Seat.parse(answer) if isinstance(answer, str) else answer
        return Verdict(seat is self.answer, self.explanation)


@dataclass(frozen=True)
class ScoreQuestion:
    """Score a contract: below the line, above the line for declarer, and for defenders."""

    contract: Contract
    tricks: int
    vulnerable: bool
    score: ContractScore = field(init=False, compare=False, repr=False)

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

    def check(self, answer: tuple[int, int, int]) -> Verdict:
        names = ("below the line", "above the line for declarer", "above the line for the defenders")
        wrong = [f"{n}: you wrote {a}, it is {b}" for n, a, b in zip(names, answer, self.answer) if a != b]
        if not wrong:
            return Verdict(True, self.explanation)
        return Verdict(False, "; ".join(wrong) + ". " + self.explanation)


# --- seeded generators -----------------------------------------------------------------

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


def _natural_bids(auction: Auction, reach: int = 6) -> list[Call]:
    """The few bids just above the last one (or one-level openings): what beginners'
    auctions are made of, rather than jumps to the seven level."""
    last = auction.last_bid
    start = last.index + 1 if last is not None else 3
    return [c for c in ALL_CALLS[start : start + reach] if c.is_bid and c.level <= 6]


def _random_auction(rng: random.Random, length: int, dealer: Seat) -> Auction:
    auction = Auction(dealer)
    for _ in range(length):
        legal = auction.legal_calls()
        others = [c for c in legal if not c.is_bid and c is not PASS]
        options = [PASS] * 3 + _natural_bids(auction) + others
        call = rng.choice(options)
        auction.call(call)
        if auction.is_over:
            auction.undo()
            break
    return auction


def call_question(rng: random.Random) -> CallQuestion:
    """A short auction in progress and a call to judge; about half are legal."""
    auction = _random_auction(rng, rng.randint(1, 6), rng.choice(list(Seat)))
    legal = auction.legal_calls()
    illegal = [c for c in ALL_CALLS if c not in legal]
    interesting = [c for c in illegal if not c.is_bid or (auction.last_bid and c.level == auction.last_bid.level)]  # type: ignore[attr-defined]
    if rng.random() < 0.5 or not illegal:
        call = rng.choice(_natural_bids(auction) + [c for c in legal if not c.is_bid] or legal)
    else:
        call = rng.choice(interesting or illegal)
    return CallQuestion(auction, call)


def declarer_question(rng: random.Random) -> DeclarerQuestion:
    """A finished auction (not passed out) in which the final strain was bid more than once
    when possible, so the question is not simply 'who bid last'."""
    best: Auction | None = None
    for _ in range(60):
        auction = Auction(rng.choice(list(Seat)))
        while not auction.is_over:
            bids = _natural_bids(auction, reach=8)
            last = auction.last_bid
            # Partner "raising" the strain makes the declarer rule matter.
            raises = [c for c in bids if last is not None and c.strain is last.strain]
            if raises and rng.random() < 0.45:
                call = rng.choice(raises)
            elif bids and rng.random() < 0.45 and len(auction) < 12:
                call = rng.choice(bids)
            else:
                call = PASS
            auction.call(call)
        if auction.contract is None:
            continue
        best = auction
        last = next(i for i in range(len(auction) - 1, -1, -1) if auction.calls[i].is_bid)
        if auction.contract.declarer is not auction.seat_of(last):
            break
    assert best is not None
    return DeclarerQuestion(best)


def score_question(rng: random.Random) -> ScoreQuestion:
    """A contract, a result and a vulnerability, made or defeated about equally often."""
    level = rng.choices(range(1, 8), [3, 4, 5, 5, 2, 2, 1])[0]
    strain = rng.choice(list(Strain))
    doubled = rng.choices((0, 1, 2), (6, 3, 1))[0]
    declarer = rng.choice(list(Seat))
    need = level + 6
    tricks = rng.randint(need, min(13, need + 2)) if rng.random() < 0.5 else rng.randint(max(0, need - 4), need - 1)
    return ScoreQuestion(Contract(level, strain, doubled, declarer), tricks, rng.random() < 0.5)


_GENERATORS = (trick_question, call_question, declarer_question, score_question)


def exercise_set(seed: int, count: int) -> list:
    """``count`` questions from ``seed``, cycling through the four kinds. The same seed
    always gives the same sheet."""
    if count < 1:
        raise ValueError(f"count must be at least 1, not {count!r}.")
    rng = random.Random(f"exercises-{seed}")
    return [_GENERATORS[i % 4](rng) for i in range(count)]
