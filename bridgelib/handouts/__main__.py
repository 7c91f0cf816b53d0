"""Command line: ``python -m bridgelib.handouts build|exercises|kit ...``.

Exit codes: 0 when the PDFs were written, 2 for a bad argument (with a sentence saying
what is wrong), 1 when something else went wrong (a folder that cannot be written, no
Chromium to print with...).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..exercises import DEFAULT_KINDS, EXERCISE_KINDS, exercise_kinds
from ..kit import KIT_LESSONS
from . import DEFAULT_OUT, MAX_COUNT, build, exercise_files, find_lessons, kit_files
from .printer import PAPER, PrinterError


def _whole(text: str, what: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"the {what} must be a whole number, like 7; {text!r} is not one") from None


def _seed(text: str) -> int:
    value = _whole(text, "seed")
    if value < 0:
        raise argparse.ArgumentTypeError(f"the seed must be 0 or more, not {value}")
    return value


def _kinds(text: str) -> tuple[str, ...]:
    try:
        return exercise_kinds(text)
    except ValueError as bad:
        raise argparse.ArgumentTypeError(str(bad)) from None


def _count(text: str) -> int:
    value = _whole(text, "count (the number of questions)")
    if not 1 <= value <= MAX_COUNT:
        raise argparse.ArgumentTypeError(
            f"the count (the number of questions) must be from 1 to {MAX_COUNT}, not {value}")
    return value


def _kit_lessons(text: str) -> tuple[int, ...]:
    chosen = []
    for token in text.split(","):
        value = _whole(token, "lesson number") if token.strip() else None
        if value not in KIT_LESSONS:
            raise argparse.ArgumentTypeError(
                f"the kit has lessons {KIT_LESSONS[0]} to {KIT_LESSONS[-1]}; {token.strip()!r} is not one of them")
        chosen.append(value)
    return tuple(chosen)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m bridgelib.handouts",
        description="Printable handouts (PDF) of the rubber bridge course.",
    )
    sub = p.add_subparsers(dest="command", required=True, metavar="{build,exercises,kit}")
    b = sub.add_parser("build", help="write every handout: reference card, score sheet, exercises, lessons",
                       description="Write the reference card, the blank score sheet, an exercise sheet with its "
                                   "answer key, and one handout per lesson notebook.")
    b.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"folder to write into (default: {DEFAULT_OUT})")
    b.add_argument("--lessons", type=Path, default=None,
                   help="folder of lesson notebooks, or one notebook (default: lessons/)")
    b.add_argument("--seed", type=_seed, default=1, help="seed of the exercise sheet (default: 1)")
    b.add_argument("--count", type=_count, default=12, help="questions on the exercise sheet (default: 12)")
    b.add_argument("--paper", choices=sorted(PAPER), default="a4", help="paper size (default: a4)")
    b.add_argument("--quizzes-cache", type=Path, default=None,
                   help="folder of the lessons' worked-out quizzes to reuse and to fill (the web book's build "
                        "passes its own; default: work them out afresh)")
    e = sub.add_parser("exercises", help="write an exercise sheet and its answer key from a seed",
                       description="Write an exercise sheet and, separately, its answer key. The same seed always "
                                   "gives the same questions.")
    e.add_argument("--seed", type=_seed, required=True, help="any whole number 0 or more: the same seed, the same sheet")
    e.add_argument("--count", type=_count, default=12, help=f"number of questions, 1 to {MAX_COUNT} (default: 12)")
    e.add_argument("--out", type=Path, default=Path("."), help="folder to write into (default: the current folder)")
    e.add_argument("--paper", choices=sorted(PAPER), default="a4", help="paper size (default: a4)")
    e.add_argument("--kinds", type=_kinds, default=None,
                   help=f"kinds of question, with commas: {', '.join(EXERCISE_KINDS)} "
                        f"(default: {','.join(DEFAULT_KINDS)})")
    k = sub.add_parser("kit", help="write the teacher's kit: boards (PBN), hand records and teacher's sheets",
                       description="For each lesson, write its four prepared boards as PBN, the hand records (one "
                                   "slip of 13 cards per player and board, to deal them with real cards) and the "
                                   "teacher's sheet (each board's bidding, play and score).")
    k.add_argument("--lessons", type=_kit_lessons, default=None,
                   help=f"lesson numbers with commas, like 7,8 (default: all, {KIT_LESSONS[0]} to {KIT_LESSONS[-1]})")
    k.add_argument("--out", type=Path, default=Path("."), help="folder to write into (default: the current folder)")
    k.add_argument("--paper", choices=sorted(PAPER), default="a4", help="paper size (default: a4)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        if args.command == "exercises":
            for item in exercise_files(args.seed, args.count, args.out, args.paper, kinds=args.kinds):
                print(item)
            return 0
        if args.command == "kit":
            for item in kit_files(args.lessons, args.out, args.paper):
                print(item)
            return 0
        if args.lessons is not None and not args.lessons.exists():
            print(f"error: no lessons at {args.lessons}: give a folder of notebooks or one notebook.", file=sys.stderr)
            return 2
        lessons = find_lessons(args.lessons)
        written = build(args.out, lessons=args.lessons, seed=args.seed, count=args.count, paper=args.paper,
                        progress=True, quizzes_cache=args.quizzes_cache)
        print(f"{len(written)} PDF files ({sum(w.pages for w in written)} pages) in {args.out}"
              + ("" if lessons else "; no lesson notebooks were found"))
        return 0
    except OSError as exc:
        print(f"error: cannot write the handouts: {exc}", file=sys.stderr)
        return 1
    except PrinterError as exc:
        print(f"error: cannot print the handouts: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
