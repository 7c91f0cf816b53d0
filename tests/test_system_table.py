"""Characterisation of the coach (bridgelib.system): every call it advises and every
sentence it says, at every turn of seeded auctions, equal a record made before the system
was rebuilt around one table of what each call means.

The record, ``tests/data/system_advice.json``, was written by this file's ``record()``
(``python tests/test_system_table.py``, with the worktree's ``bridgelib`` first on the
path) on the code before the rebuild, and recorded again after issue 13's bidding changes
(2NT 20-21 and 3NT 25-27 balanced, the natural strong two, length and shortness points,
the natural rescue from 1NT, 1NT in the pass-out seat, slams with a nine-card fit), and again
after the second round of them (the advances of an overcall, opener after their overcall
and partner's pass, balancing, extras shown by the opener, natural slam invitations, a slam
bid that places the contract, "about 17" for a range of one value), and after the third
(game in a major fit at 24 points, one length point at most in no-trump, strong twos read
from 18, no slam on a fit partner never showed). Each position
is a seeded random deal (``Deal.random(seed)``) and the calls so far; the auctions are
bid out by the robots themselves (the coach's own calls) and, for a second set, with a
seeded random legal call now and then instead, so that the coach also reads auctions it
would not have bid itself (overcalls, doubles, jumps). At every turn the record holds the
advised call and its reason, and the review of another seeded legal call.

A change of one call or one word of a sentence fails the test: if a change is intended,
look at the differences, then record again and say so in the commit.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from bridgelib import Auction, Deal, Seat
from bridgelib.auction import Bid, Call
from bridgelib.system import advise, review

DATA = Path(__file__).with_name("data") / "system_advice.json"
ROBOT_DEALS = 400  # auctions the coach bids by itself
MIXED_DEALS = 400  # auctions with a random legal call now and then


def _other_call(auction: Auction, rng: random.Random) -> Call:
    """A seeded legal call, mostly a cheap one (the calls a learner might try)."""
    legal = auction.legal_calls()
    last = auction.last_bid
    floor = last.level if last is not None else 1
    cheap = [c for c in legal if not isinstance(c, Bid) or c.level <= floor + 1]
    return rng.choice(cheap or legal)


def positions() -> list[dict[str, object]]:
    """Every seeded auction: the deal, and at every turn the calls so far, the coach's
    advice and the review of another legal call."""
    out: list[dict[str, object]] = []
    for mixed, count in ((False, ROBOT_DEALS), (True, MIXED_DEALS)):
        for k in range(count):
            seed = k + (10_000 if mixed else 0)
            deal = Deal.random(seed, dealer=Seat(k % 4))
            rng = random.Random(f"system:{seed}")
            auction = Auction(deal.dealer)
            turns: list[dict[str, str]] = []
            while not auction.is_over:
                turn = auction.turn
                assert turn is not None
                hand = deal[turn]
                advice = advise(auction, hand)
                other = _other_call(auction, rng)
                turns.append({
                    "calls": " ".join(str(c) for c in auction.calls),
                    "call": str(advice.call),
                    "reason": advice.reason,
                    "other": str(other),
                    "review": review(auction, hand, other).message,
                })
                auction.call(other if mixed and rng.random() < 0.25 else advice.call)
            out.append({"seed": seed, "dealer": deal.dealer.name, "deal": deal.to_pbn(), "turns": turns})
    return out


def record() -> None:
    DATA.parent.mkdir(exist_ok=True)
    lines = (json.dumps(d, ensure_ascii=False) for d in positions())  # one deal a line
    DATA.write_text("[\n" + ",\n".join(lines) + "\n]\n", encoding="utf-8")


def test_every_advice_and_review_is_as_recorded() -> None:
    recorded = json.loads(DATA.read_text(encoding="utf-8"))
    assert sum(len(d["turns"]) for d in recorded) > 3000  # a few thousand positions
    now = positions()
    assert [d["deal"] for d in now] == [d["deal"] for d in recorded]  # the same deals
    changed = [(d["seed"], old, new) for d, e in zip(recorded, now, strict=True)
               for old, new in zip(d["turns"], e["turns"], strict=False) if old != new]
    assert not changed, f"{len(changed)} positions changed; the first (seed, before, after): {changed[0]}"
    assert [len(d["turns"]) for d in now] == [len(d["turns"]) for d in recorded]


def test_the_record_replays_and_reviews_agree_with_advice() -> None:
    """The recorded positions read back as auctions, and the review of the advised call
    says it fits the system, with the same reason."""
    recorded = json.loads(DATA.read_text(encoding="utf-8"))
    for d in recorded[::10]:
        deal = Deal.random(d["seed"], dealer=Seat[d["dealer"]])
        for entry in d["turns"]:
            auction = Auction(deal.dealer, entry["calls"])
            hand = deal[auction.turn]  # type: ignore[index]
            message = review(auction, hand, entry["call"]).message
            assert message == f"{entry['call']} fits the system. {entry['reason']}"


if __name__ == "__main__":
    record()
