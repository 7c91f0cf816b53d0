"""Speed of the PBN reader on one line of many tags (0.5, 1 and 2 MB): the time should
double with the size (linear), not quadruple. Prints the figures; not a timed test.

    .venv/bin/python benchmarks/pbn_parse.py
"""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from bridgelib.pbn import parse_game  # noqa: E402

DEAL = '[Deal "N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765"]'


def tag_line(megabytes: float) -> str:
    """One line of distinct tags ``[T1 "x"][T2 "x"]...`` of about ``megabytes`` MB,
    after a Deal tag."""
    size = int(megabytes * 1_000_000)
    tags: list[str] = []
    length = 0
    while length < size:
        tag = f'[T{len(tags)} "x"]'
        tags.append(tag)
        length += len(tag)
    return DEAL + "".join(tags) + "\n"


def best_of(repeats: int, text: str) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        parse_game(text)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    figures = []
    for megabytes in (0.5, 1.0, 2.0):
        seconds = best_of(3, tag_line(megabytes))
        figures.append(seconds)
        print(f"One line of tags, {megabytes:.1f} MB: {seconds:.3f} s ({megabytes / seconds:.1f} MB/s)")
    print(f"2 MB / 1 MB: {figures[2] / figures[1]:.2f} (2 for a linear reader, 4 for a quadratic one)")


if __name__ == "__main__":
    main()
