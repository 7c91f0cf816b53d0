"""Speed of the computer players: prints figures; not a test.

    python benchmarks/robots.py [deals]

1. time per robot call (the coach's advice) and per robot card: median, 95th percentile
   and maximum, measured one decision at a time over seeded robot-against-robot deals;
2. complete robot-against-robot deals per second (auction and all 52 cards, every call
   and card through the legality-checked Auction.call / Play.play);
3. what happened at the table: contracts played, passed-out deals, contracts made.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bridgelib import Auction, Deal, Play, Seat  # noqa: E402
from bridgelib.robots import play_deal, robot_call, robot_card  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def show(label: str, seconds: list[float]) -> None:
    ms = [s * 1000 for s in seconds]
    print(f"{label:<28} median {statistics.median(ms):7.3f} ms   95th percentile {percentile(ms, 95):7.3f} ms"
          f"   max {max(ms):7.3f} ms   ({len(ms):,} decisions)")


def main(deals: int = 500) -> None:
    print(f"Python {sys.version.split()[0]}, {deals} seeded deals")
    rng = random.Random(2026)
    call_times: list[float] = []
    card_times: list[float] = []
    played = passed_out = made = 0
    clock = time.perf_counter
    for k in range(deals):
        deal = Deal.random(rng, dealer=Seat(k % 4))
        auction = Auction(deal.dealer)
        while not auction.is_over:
            t = clock()
            decision = robot_call(auction, deal[auction.turn])  # type: ignore[index]
            call_times.append(clock() - t)
            auction.call(decision.action)
        if auction.contract is None:
            passed_out += 1
            continue
        play = Play(deal, auction.contract)
        while not play.is_over:
            t = clock()
            decision = robot_card(play, auction)
            card_times.append(clock() - t)
            play.play(decision.action)
        played += 1
        made += play.declarer_tricks >= auction.contract.tricks_needed
    show("robot call (advice)", call_times)
    show("robot card", card_times)

    rng = random.Random(7)
    batch = [Deal.random(rng, dealer=Seat(k % 4)) for k in range(min(deals, 300))]
    start = clock()
    for deal in batch:
        play_deal(deal)
    elapsed = clock() - start
    print(f"{'robot-against-robot deals':<28} {len(batch) / elapsed:7.1f} deals/s "
          f"(auction + 52 cards, all legality-checked; {elapsed:.2f} s for {len(batch)})")
    print(f"{'at the table':<28} {played} contracts played, {passed_out} passed out, "
          f"{made} made ({100 * made / max(played, 1):.0f}%)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 500)
