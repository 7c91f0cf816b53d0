"""Speed of the double-dummy solver: prints figures; not a test.

    python benchmarks/solver.py [five-card endings] [eight-card endings] [full deals]

Each position is dealt from a seeded random stream (k random cards to each seat), with a
random strain and leader, and solved from cold (no transposition table kept from the
position before) with ``bridgelib.solver.solve``, three times: a position's time is the
fastest of the three, which keeps the machine's noise (another process, a busy core) out
of the figures; the positions searched (nodes) follow, which no noise touches. Prints the median and the 90th percentile of the time per position, in
wall-clock and in CPU time, next to the goal of issue 6: 10, 30 and 50 times the time the
C++ solver (DDS) takes here, about 0.25 ms, 0.5 ms and 50 ms.

The same figures in the browser's Python (CPython 3.14 in Pyodide, run by Node):
`node tools/pyodide_check.mjs --run benchmarks/solver.py` (after `make test` has installed it).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bridgelib import (  # noqa: E402
    Card,
    Deal,
    Hand,
    Seat,
    Strain,
    solver,  # noqa: E402
)

REPEAT = 3  # solves of each position (two for full deals); its fastest counts
GOALS = {5: ("5-card endings", 0.25e-3, 10), 8: ("8-card endings", 0.5e-3, 30), 13: ("full deals", 50e-3, 50)}


def position(rng: random.Random, k: int) -> Deal:
    if k == 13:
        return Deal.random(rng)
    cards = rng.sample(range(52), 4 * k)
    return Deal({seat: Hand(Card.from_index(i) for i in cards[seat.value * k:(seat.value + 1) * k])
                 for seat in Seat})


def p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, -(-9 * len(ordered) // 10) - 1)]


def measure(k: int, count: int, seed: int) -> None:
    name, dds, factor = GOALS[k]
    rng = random.Random(seed)
    wall: list[float] = []
    cpu: list[float] = []
    nodes: list[int] = []
    for _ in range(count):
        deal = position(rng, k)
        strain = rng.choice(list(Strain))
        leader = rng.choice(list(Seat))
        best_wall = best_cpu = float("inf")
        for _ in range(REPEAT if k < 13 else 1 + (REPEAT > 1)):
            solver._CACHE.clear()
            w0, c0 = time.perf_counter(), time.process_time()
            solver.solve(deal, strain, leader)
            best_cpu = min(best_cpu, time.process_time() - c0)
            best_wall = min(best_wall, time.perf_counter() - w0)
        nodes.append(sum(analysis.engine.nodes for analysis in solver._CACHE.values()))
        cpu.append(best_cpu)
        wall.append(best_wall)
    goal = dds * factor
    med = statistics.median(cpu)
    print(f"{name:<15} {count:>4} positions   median {statistics.median(wall) * 1e3:9.1f} ms wall"
          f" {med * 1e3:9.1f} ms CPU   p90 {p90(wall) * 1e3:9.1f} ms wall {p90(cpu) * 1e3:9.1f} ms CPU"
          f"   goal {goal * 1e3:g} ms ({factor}x DDS): {'met' if med <= goal else 'NOT met'} by the median,"
          f" {'met' if p90(cpu) <= goal else 'not met'} by p90")
    print(f"{'':<15} positions searched (the same on every machine): median {statistics.median(nodes):,.0f},"
          f" p90 {p90([float(x) for x in nodes]):,.0f}, total {sum(nodes):,}")


def main(argv: list[str]) -> None:
    counts = [int(a) for a in argv] + [200, 100, 30][len(argv):]
    print(f"Python {sys.version.split()[0]}; one strain and one leader per position; seeded")
    for k, count, seed in zip((5, 8, 13), counts, (2026, 2027, 2028), strict=False):
        if count:
            measure(k, count, seed)


if __name__ == "__main__":
    main(sys.argv[1:])
