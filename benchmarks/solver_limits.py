"""How long the card table's questions take at every trick of a deal: prints figures; not a test.

    python benchmarks/solver_limits.py [deals] [seed]

For each of a seeded corpus of deals (random contract, played by the technique robots), at
every trick (with 0 to 3 cards of it already on the table, chosen by the seed), times
``solve_play``, ``best_cards`` and ``check_claim`` (declarer claims all the tricks left,
and once with a plan of declarer's side's top cards, as a learner might) with the default
time limit (``bridgelib.solver.TIME_LIMIT``, 2 s here). Prints, for each question and for
the early, middle and late tricks, the median, the 90th percentile and the slowest time,
and how many answers gave up within the limit. Issue 11's goal: every answer within 2 s
natively; as few give-ups as possible.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bridgelib import (  # noqa: E402
    AnalysisTimeout,
    Contract,
    Deal,
    Play,
    Seat,
    Strain,
    solver,  # noqa: E402
)
from bridgelib.robots import robot_card  # noqa: E402

PHASES = (("tricks 1-4", range(1, 5)), ("tricks 5-8", range(5, 9)), ("tricks 9-13", range(9, 14)))


def corpus(count: int, seed: int) -> list[Play]:
    """Positions at every trick of ``count`` seeded deals."""
    rng = random.Random(seed)
    positions = []
    for _ in range(count):
        deal = Deal.random(rng.randrange(2**32))
        contract = Contract(rng.randint(1, 4), rng.choice(list(Strain)), declarer=rng.choice(list(Seat)))
        play = Play(deal, contract)
        for trick in range(13):
            on_table = rng.randrange(4)
            for _ in range(on_table):
                play.play(robot_card(play, use_solver_from=None).action)
            positions.append(play.copy())
            while len(play.played) < 4 * (trick + 1):
                play.play(robot_card(play, use_solver_from=None).action)
    return positions


def timed(question, play: Play) -> tuple[float, bool]:
    solver._CACHE.clear()  # each question from cold, as after a new deal on the table
    solver._PlanSearch._last = None
    start = time.perf_counter()
    try:
        result = question(play)
        gave_up = getattr(result, "certain", True) is False
    except AnalysisTimeout:
        gave_up = True
    return time.perf_counter() - start, gave_up


def top_plan(play: Play) -> list[str]:
    ours = play.hand(play.declarer) | play.hand(play.dummy)
    return [str(card) for card in sorted(ours, key=lambda c: -c.rank)[:3]]


QUESTIONS = {
    "solve_play": solver.solve_play,
    "best_cards": solver.best_cards,
    "check_claim (all)": lambda p: solver.check_claim(p, p.tricks_left),
    "check_claim (plan)": lambda p: solver.check_claim(p, p.tricks_left - 1, top_plan(p)),
}


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 11
    positions = corpus(count, seed)
    print(f"Python {sys.version.split()[0]}; {count} deals, {len(positions)} positions (seed {seed}); "
          f"time limit {solver.TIME_LIMIT:g} s")
    for name, question in QUESTIONS.items():
        for phase, tricks in PHASES:
            times, gave_up = [], 0
            for play in positions:
                if len(play.played) // 4 + 1 in tricks:
                    seconds, failed = timed(question, play)
                    times.append(seconds)
                    gave_up += failed
            ordered = sorted(times)
            p90 = ordered[max(0, -(-9 * len(ordered) // 10) - 1)]
            print(f"{name:19} {phase:11} {len(times):4} positions  median {statistics.median(times) * 1000:7.0f} ms"
                  f"  p90 {p90 * 1000:7.0f} ms  slowest {ordered[-1] * 1000:7.0f} ms  gave up {gave_up:3}", flush=True)


if __name__ == "__main__":
    main()
