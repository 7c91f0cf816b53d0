"""How long a claim with no plan takes to check (Law 70E: it must hold however the
defenders' unseen cards lie), and how often the check gives an answer within the time
limit: prints figures; not a test.

    python benchmarks/claim_check.py [--deals N] [--seed S]

Each seeded deal is played in 3NT by South with perfect play by all four hands; at the
start of the tricks with 12, 9, 7, 5 and 3 tricks left declarer claims the tricks
double-dummy play would take from there (the hardest honest claim: it often needs a
finesse or a guess), again one trick fewer, and, when declarer's side is on lead, the
tricks its top cards take one after another (the plain claim "the rest are mine" of a
beginner; ``UnseenCards.top_tricks_now``). For each stage it prints the median and
largest time of :func:`bridgelib.solver.check_claim` (default time limit) and how many
claims were accepted, refused with a certain verdict, and not checked in time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bridgelib import Deal, Play  # noqa: E402
from bridgelib.claims import UnseenCards  # noqa: E402
from bridgelib.solver import TIME_LIMIT, check_claim, optimal_cards, solve_play  # noqa: E402

STAGES = (12, 9, 7, 5, 3)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rows: dict[tuple[int, str], list[tuple[float, str]]] = {}
    for seed in range(args.seed, args.seed + args.deals):
        play = Play(Deal.random(seed), "3NT by S")
        while not play.is_over:
            if len(play.played) % 4 == 0 and play.tricks_left in STAGES:
                dd = solve_play(play, time_limit=None) - play.declarer_tricks
                top = UnseenCards(play).top_tricks_now()
                claims = [("all DD tricks", dd), ("one fewer", dd - 1)] + ([("top tricks", top)] if top else [])
                for kind, tricks in claims:
                    start = time.perf_counter()
                    verdict = check_claim(play, max(tricks, 0))
                    seconds = time.perf_counter() - start
                    answer = "accepted" if verdict.holds else ("refused" if verdict.certain else "not checked")
                    rows.setdefault((play.tricks_left, kind), []).append((seconds, answer))
            play.play(optimal_cards(play, time_limit=None)[1][0])
    print(f"check_claim with no plan, time limit {TIME_LIMIT:g} s, {args.deals} deals (seeds {args.seed}-"
          f"{args.seed + args.deals - 1})")
    print(f"{'tricks left':>11}  {'claim':<13} {'median s':>8} {'max s':>6}  accepted refused not-checked")
    for (left, kind), results in sorted(rows.items(), key=lambda item: (-item[0][0], item[0][1])):
        times = [seconds for seconds, _ in results]
        counts = [sum(1 for _, answer in results if answer == name) for name in ("accepted", "refused", "not checked")]
        print(f"{left:>11}  {kind:<13} {statistics.median(times):>8.2f} {max(times):>6.2f}  "
              f"{counts[0]:>8} {counts[1]:>7} {counts[2]:>11}")


if __name__ == "__main__":
    main()
