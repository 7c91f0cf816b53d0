"""Speed and strength of the computer players: prints figures; not a test.

    python benchmarks/robots.py [deals]

1. time per robot call (the coach's advice) and per robot card: median, 95th percentile
   and maximum, one decision at a time over seeded robot-against-robot deals, every
   decision of the play counted (forced cards too); the default robot's card also in CPU
   time of this process (``time.process_time``: a busy machine inflates the clock, not
   this), and its look-ahead (the last SOLVER_FROM cards) by the number of tricks left;
2. complete robot-against-robot deals per second (auction and all 52 cards, every call
   and card through the legality-checked Auction.call / Play.play), with and without the
   look-ahead;
3. what happened at the table: contracts played, passed-out deals, contracts made;
4. strength in the endings: over the decisions of the last five tricks, the double-dummy
   tricks the chosen card throws away (0 for a best card), for technique alone and for
   the look-ahead, on the same positions.

The same figures in the browser's Python (CPython 3.14 in Pyodide, run by Node):
`node tools/pyodide_check.mjs --run benchmarks/robots.py` (after `make test` has installed it).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bridgelib import Auction, Deal, Play, Seat  # noqa: E402
from bridgelib.robots import SOLVER_FROM, Robot, play_deal, robot_call  # noqa: E402
from bridgelib.solver import best_cards  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def show(label: str, seconds: list[float]) -> None:
    if not seconds:
        return
    ms = [s * 1000 for s in seconds]
    print(f"{label:<34} median {statistics.median(ms):7.2f} ms   95th percentile {percentile(ms, 95):7.2f} ms"
          f"   max {max(ms):7.2f} ms   ({len(ms):,} decisions)")


def main(deals: int = 200) -> None:
    print(f"Python {sys.version.split()[0]}, {deals} seeded deals; look-ahead in the last {SOLVER_FROM} cards")
    technique, default = Robot(use_solver_from=None), Robot()
    rng = random.Random(2026)
    call_times: list[float] = []
    card_times: dict[str, list[float]] = {"technique": [], "with look-ahead": []}
    cpu_times: list[float] = []
    by_tricks: dict[int, list[float]] = {}
    played = passed_out = 0
    made = {"technique": 0, "with look-ahead": 0}
    thrown = {"technique": 0, "with look-ahead": 0}
    ending_decisions = 0
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
        played += 1
        for name, robot in (("technique", technique), ("with look-ahead", default)):
            play = Play(deal, auction.contract)
            while not play.is_over:
                t, cpu = clock(), time.process_time()
                decision = robot.card(play, auction)
                elapsed = clock() - t
                card_times[name].append(elapsed)
                if robot is default:
                    cpu_times.append(time.process_time() - cpu)
                if robot is default and decision.reason.startswith("Looking ahead"):
                    by_tricks.setdefault(play.tricks_left, []).append(elapsed)
                if robot is default and 4 * play.tricks_left - len(play.current_trick.cards) <= 20 \
                        and len(play.legal_cards()) > 1:  # type: ignore[union-attr]
                    values = best_cards(play)
                    ours = play.turn.side is play.declarer.side  # type: ignore[union-attr]
                    best = (max if ours else min)(values.values())
                    ending_decisions += 1
                    for label, card in (("technique", technique.card(play, auction).action),
                                        ("with look-ahead", decision.action)):
                        thrown[label] += abs(best - values[card])  # type: ignore[index]
                play.play(decision.action)
            made[name] += play.declarer_tricks >= auction.contract.tricks_needed
    show("robot call (advice)", call_times)
    for name, times in card_times.items():
        show(f"robot card, {name}", times)
    show("robot card, look-ahead, CPU time", cpu_times)
    for tricks in sorted(by_tricks):
        show(f"  look-ahead, {tricks} tricks left", by_tricks[tricks])

    batch = [Deal.random(random.Random(7 + k)) for k in range(min(deals, 100))]
    for name, robot in (("technique", technique), ("with look-ahead", default)):
        start = clock()
        for deal in batch:
            play_deal(deal, robot)
        elapsed = clock() - start
        print(f"{'deals/s, ' + name:<34} {len(batch) / elapsed:7.1f}   (auction + 52 cards, all legality-checked;"
              f" {elapsed:.2f} s for {len(batch)})")
    print(f"{'at the table':<34} {played} contracts played, {passed_out} passed out; made with technique "
          f"{made['technique']} ({100 * made['technique'] / max(played, 1):.0f}%), with look-ahead "
          f"{made['with look-ahead']} ({100 * made['with look-ahead'] / max(played, 1):.0f}%)")
    print(f"{'tricks thrown away, last 5 tricks':<34} technique {thrown['technique']}, look-ahead "
          f"{thrown['with look-ahead']} (double-dummy, over the same {ending_decisions} decisions with a choice)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
