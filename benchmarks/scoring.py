"""Speed of the scoring engine: contracts scored per second and whole random rubbers
scored per second. Prints the figures; not a timed test.

    .venv/bin/python benchmarks/scoring.py
"""

from __future__ import annotations

import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from bridgelib.auction import Contract, Strain  # noqa: E402
from bridgelib.deal import Seat  # noqa: E402
from bridgelib.rubber import Rubber  # noqa: E402
from bridgelib.scoring import _score, score_contract  # noqa: E402

SEED = 2026


def random_contract(rng: random.Random) -> Contract:
    level = rng.choice((1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 6, 7))
    doubled = rng.choice((0,) * 8 + (1, 1, 2))
    return Contract(level, rng.choice(list(Strain)), doubled, rng.choice(list(Seat)))


def random_tricks(rng: random.Random, contract: Contract) -> int:
    return max(0, min(13, contract.tricks_needed + rng.choice((-3, -2, -1, -1, 0, 0, 0, 0, 1, 1, 2))))


def best_of(repeats: int, run) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def bench_contracts(n: int = 50_000) -> None:
    rng = random.Random(SEED)
    cases = []
    for _ in range(n):
        contract = random_contract(rng)
        cases.append((contract, random_tricks(rng, contract), rng.random() < 0.5))
    texts = [(c.text, t, v) for c, t, v in cases]

    def objects() -> None:
        for contract, tricks, vul in cases:
            score_contract(contract, tricks, vul)

    def uncached() -> None:
        clear = _score.cache_clear
        for contract, tricks, vul in cases:
            clear()
            score_contract(contract, tricks, vul)

    def from_text() -> None:
        for contract, tricks, vul in texts:
            score_contract(contract, tricks, vul)

    t0 = best_of(3, uncached)
    print(f"score_contract, computed afresh:  {n / t0:>10,.0f} contracts/s  (memo cleared before each one)")
    t1 = best_of(3, objects)
    t2 = best_of(3, from_text)
    print(f"score_contract, Contract objects: {n / t1:>10,.0f} contracts/s  ({n} contracts in {t1:.3f} s)")
    print(f"score_contract, contract text:    {n / t2:>10,.0f} contracts/s  ({n} contracts in {t2:.3f} s)")


def bench_rubbers(n: int = 5_000, deals_per_rubber: int = 80) -> None:
    rng = random.Random(SEED)
    plans = []
    for _ in range(n):
        plan = []
        for _ in range(deals_per_rubber):
            if rng.random() < 0.05:
                plan.append(None)
            else:
                contract = random_contract(rng)
                plan.append((contract, random_tricks(rng, contract)))
        plans.append((rng.choice(list(Seat)), plan))
    deals_recorded = 0
    settled = 0

    def run() -> None:
        nonlocal deals_recorded, settled
        deals_recorded = settled = 0
        for dealer, plan in plans:
            rubber = Rubber(dealer)
            for entry in plan:
                if rubber.is_over:
                    break
                if entry is None:
                    rubber.record_passout()
                else:
                    rubber.record(entry[0], entry[1])
                deals_recorded += 1
            if not rubber.is_over:
                rubber.settle()
                settled += 1
            rubber.totals()

    t = best_of(3, run)
    print(
        f"Rubber, whole random rubbers:     {n / t:>10,.0f} rubbers/s    ({n} rubbers, "
        f"{deals_recorded / n:.1f} deals each on average, {settled} settled unfinished, in {t:.3f} s)"
    )

    sample = []
    for dealer, plan in plans[:500]:
        rubber = Rubber(dealer)
        for entry in plan:
            if rubber.is_over:
                break
            rubber.record_passout() if entry is None else rubber.record(entry[0], entry[1])
        sample.append(rubber)

    def json_round_trip() -> None:
        for rubber in sample:
            Rubber.from_json(rubber.to_json())

    t = best_of(3, json_round_trip)
    print(f"Rubber, JSON save and load:       {len(sample) / t:>10,.0f} rubbers/s")


def main() -> None:
    print(f"bridgelib scoring benchmark (Python {sys.version.split()[0]}, seed {SEED})")
    bench_contracts()
    bench_rubbers()


if __name__ == "__main__":
    main()
