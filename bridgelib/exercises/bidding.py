"""Questions of the auction: is this call legal now, who is declarer, what is the
contract; with the exercise sheets' seeded call and declarer questions.

>>> q = DeclarerQuestion(Auction(Seat.N, "1H Pass 2H Pass Pass Pass"))
>>> q.answer.english
'North'
>>> [type(call_question(random.Random(k))).__name__ for k in range(2)]
['CallQuestion', 'CallQuestion']
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from ..auction import ALL_CALLS, PASS, Auction, Bid, Call, Contract
from ..deal import Seat
from ..i18n import N_
from ..questions import AuctionPicture, OneOf, SeatAnswer, Verdict, YesNo
from .reading import _Asked, _contract, _known, _reads, _seat, _yes_no

__all__ = ["CallQuestion", "DeclarerQuestion", "ContractQuestion", "call_question", "declarer_question"]

_FINISHED = "This question needs a finished auction with a contract."


@dataclass(frozen=True)
class CallQuestion(_Asked):
    """Is this call legal now?"""

    auction: Auction
    call: Call
    answer_kind: ClassVar[YesNo] = YesNo(N_("Yes, it is legal"), N_("No, it is not"))

    @property
    def figure(self) -> AuctionPicture:
        return AuctionPicture(self.auction)

    @property
    def prompt(self) -> str:
        calls = " ".join(str(c) for c in self.auction.calls) or "nothing yet"
        return (f"Dealer {self.auction.dealer.english}. Calls so far: {calls}. "
                f"May {_known(self.auction.turn, 'The auction is over: nobody calls now.').english} "
                f"call {self.call} now?")

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

    @_reads(_yes_no)
    def check(self, answer: bool) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


@dataclass(frozen=True)
class DeclarerQuestion(_Asked):
    """Who is declarer after this auction?"""

    auction: Auction
    answer_kind: ClassVar[SeatAnswer] = SeatAnswer("declarer")

    @property
    def figure(self) -> AuctionPicture:
        return AuctionPicture(self.auction, show_result=False)  # the contract line would give it away

    @property
    def answered_figure(self) -> AuctionPicture:
        return AuctionPicture(self.auction)

    @property
    def prompt(self) -> str:
        calls = " ".join(str(c) for c in self.auction.calls)
        return f"Dealer {self.auction.dealer.english}. The auction: {calls}. Who is declarer?"

    @property
    def answer(self) -> Seat:
        return _known(_known(self.auction.contract, _FINISHED).declarer, _FINISHED)

    @property
    def explanation(self) -> str:
        contract = _known(self.auction.contract, _FINISHED)
        last_seat = _final_bidder(self.auction)
        first = self.answer
        side, strain = first.side.english, contract.strain.english
        if first is last_seat:
            return f"{first.english} declares {contract.bid}: {first.english} made the final bid and was the first of {side} to name {strain}."
        return (f"{first.english} declares {contract.bid}: {last_seat.english} made the final bid, but "
                f"{first.english} was the first of {side} to name {strain}.")

    @_reads(_seat)
    def check(self, answer: Seat | str) -> Verdict:
        return Verdict(answer is self.answer, self.explanation)


@dataclass(frozen=True)
class ContractQuestion(_Asked):
    """What is the contract after this auction? ``choices`` are contracts to choose from,
    as text like "2HX by N".

    >>> q = ContractQuestion(Auction(Seat.N, "1H Pass 2H X XX Pass Pass Pass"), ("2H by S", "2HXX by N"))
    >>> str(q.answer)
    '2♥XX by N'
    >>> [label for label, _ in q.options]
    ['2♥ by S', '2♥XX by N']
    >>> q.check(Contract.parse("2H by S")).correct
    False
    """

    auction: Auction
    choices: tuple[str, ...]

    @property
    def options(self) -> list[tuple[str, Contract]]:
        return [(str(Contract.parse(c)), Contract.parse(c)) for c in self.choices]

    @property
    def answer_kind(self) -> OneOf:
        return OneOf(tuple(self.options))

    @property
    def figure(self) -> AuctionPicture:
        return AuctionPicture(self.auction, show_result=False)  # the contract line is the answer

    @property
    def answered_figure(self) -> AuctionPicture:
        return AuctionPicture(self.auction)  # once answered, the result line appears

    @property
    def prompt(self) -> str:
        return "The auction is over. What is the contract?"

    @property
    def answer(self) -> Contract:
        return _known(self.auction.contract, _FINISHED)

    @property
    def explanation(self) -> str:
        c = self.answer
        declarer = _known(c.declarer, _FINISHED)
        status = ("", ", doubled", ", redoubled")[c.doubled]
        return (f"The contract is {c}: the last bid was {c.bid}{status}, and {declarer.english} "
                f"was the first of {declarer.side.english} to name {c.strain.english}.")

    @_reads(_contract)
    def check(self, answer: Contract) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


def _natural_bids(auction: Auction, reach: int = 6) -> list[Bid]:
    """The few bids just above the last one (or one-level openings): what beginners'
    auctions are made of, rather than jumps to the seven level."""
    last = auction.last_bid
    start = last.index + 1 if last is not None else 3
    return [c for c in ALL_CALLS[start : start + reach] if isinstance(c, Bid) and c.level <= 6]


def _random_auction(rng: random.Random, length: int, dealer: Seat) -> Auction:
    """An auction of at most ``length`` calls from ``dealer``, still open (a call that
    would end it is taken back): mostly passes and bids just above the last one."""
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


def _final_bidder(auction: Auction) -> Seat:
    """The seat that made the last bid of ``auction`` (which has one)."""
    final = next(i for i in range(len(auction) - 1, -1, -1) if auction.calls[i].is_bid)
    return auction.seat_of(final)


def _near_misses(auction: Auction, illegal: list[Call]) -> list[Call]:
    """The illegal calls a beginner is likely to try: a double or redouble that is not
    allowed now, or a bid at the level of the last bid that does not outrank it."""
    last = auction.last_bid
    return [c for c in illegal if not isinstance(c, Bid) or (last is not None and c.level == last.level)]


def _sensible(auction: Auction, legal: list[Call]) -> list[Call]:
    """The legal calls a beginner would consider: a bid just above the last one, a pass,
    a double or redouble when allowed."""
    return _natural_bids(auction) + [c for c in legal if not c.is_bid] or legal


def call_question(rng: random.Random) -> CallQuestion:
    """A short auction in progress and a call to judge; about half are legal."""
    auction = _random_auction(rng, rng.randint(1, 6), rng.choice(list(Seat)))
    legal = auction.legal_calls()
    illegal = [c for c in ALL_CALLS if c not in legal]
    if rng.random() < 0.5 or not illegal:
        call = rng.choice(_sensible(auction, legal))
    else:
        call = rng.choice(_near_misses(auction, illegal) or illegal)
    return CallQuestion(auction, call)


def _next_call(rng: random.Random, auction: Auction) -> Call:
    """The next call of a beginners' auction: often partner "raising" the last bid's
    strain (which makes the declarer rule matter), sometimes another bid, else a pass."""
    bids = _natural_bids(auction, reach=8)
    last = auction.last_bid
    raises = [] if last is None else [c for c in bids if c.strain is last.strain]
    if raises and rng.random() < 0.45:
        return rng.choice(raises)
    if bids and rng.random() < 0.45 and len(auction) < 12:
        return rng.choice(bids)
    return PASS


def _bid_out(rng: random.Random) -> Auction:
    """A whole auction (possibly passed out) from a random dealer."""
    auction = Auction(rng.choice(list(Seat)))
    while not auction.is_over:
        auction.call(_next_call(rng, auction))
    return auction


def declarer_question(rng: random.Random) -> DeclarerQuestion:
    """A finished auction (not passed out) in which the final strain was bid more than once
    when possible, so the question is not simply 'who bid last'."""
    best: Auction | None = None
    for _ in range(60):
        auction = _bid_out(rng)
        if auction.contract is None:
            continue
        best = auction
        if auction.contract.declarer is not _final_bidder(auction):
            break
    assert best is not None, "sixty auctions in a row passed out"
    return DeclarerQuestion(best)
