"""The double-dummy search against the one before the split (issue 12): prints figures; not a test.

    python benchmarks/solver_compare.py [rounds] [five-card] [eight-card] [full deals] [--ref COMMIT]
                                        [--depths D]

The engine before it was split into :mod:`bridgelib.dd_search` is read from git
(``git show COMMIT:bridgelib/_dds.py``, by default 2e97268) into a module of its own. Both
engines get the same inputs, those of ``benchmarks/solver.py``'s positions (same seeds):
``Engine(own, trump).value(P, L, n)`` from cold, the engine built inside the timing as
``solver.solve`` does with an empty cache. Each round times every position once with each
engine, the two taking turns (which one goes first alternates by position and by round),
so a busy spell of the machine falls on both alike.

The depth of the caller's stack matters under CPython 3.11-3.14: frames live in 16 KB
chunks, and a search whose recursion straddles a chunk's end maps and unmaps a chunk
each time it crosses it (a system call each way). ``--depths D`` solves each position
with 0, 2, ... 2(D-1) extra frames above it (the same for both engines, varying with the
position and the round), as callers from a notebook or a test sit deeper than this script.

Prints, for each group (5-card endings, 8-card endings, full deals): the median over the
positions of new/old (each position's fastest time with each engine), the spread of that
median over the rounds (the median of each round's ratios: lowest and highest), the ratio
of the total time, in wall-clock (``perf_counter``) and CPU time (``process_time``); and
the nodes and transposition table entries of both, which must be equal (the same search
tree), else it stops.
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
import types
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from solver import position  # noqa: E402  (benchmarks/solver.py: the same positions)

from bridgelib import Seat, Strain  # noqa: E402
from bridgelib import dd_search as new_engine  # noqa: E402
from bridgelib.solver import _Analysis  # noqa: E402

GROUPS = {5: "5-card endings", 8: "8-card endings", 13: "full deals"}
SEEDS = {5: 2026, 8: 2027, 13: 2028}

Case = tuple[tuple[int, int, int, int], bool, int, int, int]  # own, trump, P, L, n


def old_engine(commit: str) -> types.ModuleType:
    """The engine of ``commit`` (its ``bridgelib/_dds.py``), as a module of its own."""
    source = subprocess.run(["git", "show", f"{commit}:bridgelib/_dds.py"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout
    module = types.ModuleType("old_dds")
    module.__file__ = f"{commit}:bridgelib/_dds.py"
    sys.modules["old_dds"] = module
    exec(compile(source, module.__file__, "exec"), module.__dict__)  # noqa: S102 - the project's own code
    return module


def cases(k: int, count: int) -> list[Case]:
    """The inputs of ``benchmarks/solver.py``'s first ``count`` positions of ``k`` cards."""
    rng = random.Random(SEEDS[k])
    out = []
    for _ in range(count):
        deal = position(rng, k)
        strain = rng.choice(list(Strain))
        leader = rng.choice(list(Seat))
        a = _Analysis(deal._masks, strain)
        out.append((a.engine.own, a.trump, a.bits(deal._masks), leader.value, k))
    return out


def run(module: Any, case: Case, depth: int = 0) -> tuple[float, float, int, int, int]:
    """One solve from cold, ``depth`` calls below this one: (wall seconds, CPU seconds,
    value, nodes, entries)."""
    if depth:
        return run(module, case, depth - 1)
    own, trump, P, L, n = case
    w0, c0 = time.perf_counter(), time.process_time()
    engine = module.Engine(own, trump)
    v = engine.value(P, L, n)
    c1, w1 = time.process_time(), time.perf_counter()
    return w1 - w0, c1 - c0, v, engine.nodes, engine.entries


def compare(name: str, group: list[Case], old: Any, rounds: int, depths: int) -> None:
    wall: dict[str, list[list[float]]] = {"old": [[] for _ in group], "new": [[] for _ in group]}
    cpu: dict[str, list[list[float]]] = {"old": [[] for _ in group], "new": [[] for _ in group]}
    engines = {"old": old, "new": new_engine}
    nodes = {"old": 0, "new": 0}
    entries = {"old": 0, "new": 0}
    for r in range(rounds):
        for i, case in enumerate(group):
            order = ("old", "new") if (i + r) % 2 == 0 else ("new", "old")
            depth = 2 * ((i * 7 + r * 3) % depths) if depths > 1 else 0  # the same for both
            seen = []
            for which in order:
                w, c, v, nd, en = run(engines[which], case, depth)
                wall[which][i].append(w)
                cpu[which][i].append(c)
                seen.append((v, nd, en))
                if r == 0:
                    nodes[which] += nd
                    entries[which] += en
            if seen[0] != seen[1]:
                sys.exit(f"{name}, position {i}: (value, nodes, entries) differ: {order[0]} {seen[0]},"
                         f" {order[1]} {seen[1]}")
    best = {k: [min(ts) for ts in v] for k, v in wall.items()}
    ratios = [n / o for n, o in zip(best["new"], best["old"], strict=True)]
    per_round = [statistics.median(wall["new"][i][r] / wall["old"][i][r] for i in range(len(group)))
                 for r in range(rounds)]
    cbest = {k: [min(ts) for ts in v] for k, v in cpu.items()}
    cratios = [n / o for n, o in zip(cbest["new"], cbest["old"], strict=True) if o > 0]
    q1, _, q3 = statistics.quantiles(ratios, n=4) if len(ratios) > 1 else (ratios[0],) * 3
    print(f"{name:<15} {len(group):>4} positions x {rounds} rounds   new/old median {statistics.median(ratios):.3f}"
          f" (rounds {min(per_round):.3f}-{max(per_round):.3f}; quartiles {q1:.3f}-{q3:.3f})"
          f"   total {sum(best['new']) / sum(best['old']):.3f}   CPU median {statistics.median(cratios):.3f}"
          f"   old {statistics.median(best['old']) * 1e3:.2f} ms, new {statistics.median(best['new']) * 1e3:.2f} ms"
          f"   nodes {nodes['old']} = {nodes['new']}, entries {entries['old']} = {entries['new']}")


def main(argv: list[str]) -> None:
    ref = "2e97268"
    depths = 1
    if "--depths" in argv:
        i = argv.index("--depths")
        depths = int(argv[i + 1])
        del argv[i:i + 2]
    if "--ref" in argv:
        i = argv.index("--ref")
        ref = argv[i + 1]
        del argv[i:i + 2]
    rounds = int(argv[0]) if argv else 5
    counts = [int(a) for a in argv[1:]] + [200, 100, 10][len(argv[1:]):]
    old = old_engine(ref)
    print(f"Python {sys.version.split()[0]}; old: {ref}:bridgelib/_dds.py, new: bridgelib.dd_search;"
          f" positions of benchmarks/solver.py; fastest of {rounds} solves each, taking turns;"
          f" caller depths: {'0' if depths < 2 else f'0-{2 * (depths - 1)} extra frames'}")
    for k, count in zip((5, 8, 13), counts, strict=False):
        if count:
            compare(GROUPS[k], cases(k, count), old, rounds, depths)


if __name__ == "__main__":
    main(sys.argv[1:])
