"""Write the teacher's kit: ``bridgelib/kit/lesson-NN.pbn`` for every lesson (or those
named), each with four boards the robots bid and play, chosen by ``bridgelib.kit.choose``.

    .venv/bin/python tools/make_kit.py [LESSON ...]

Run it again after a change to the robots or to a lesson's checks; the tests say when a
committed board no longer passes its check or the robots no longer play it as written.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from bridgelib.kit import KIT_LESSONS, kit_file_name
from bridgelib.kit.choose import choose_boards
from bridgelib.pbn import games_to_pbn

KIT = Path(__file__).resolve().parent.parent / "bridgelib" / "kit"


def main(argv: list[str]) -> int:
    lessons = [int(a) for a in argv] or list(KIT_LESSONS)
    for lesson in lessons:
        start = time.perf_counter()
        games = choose_boards(lesson)
        path = KIT / kit_file_name(lesson)
        path.write_text(games_to_pbn(games), encoding="utf-8")
        seeds = ", ".join(g.tags["Generator"].split("(")[1].rstrip(")") for g in games)
        print(f"{path.name}: seeds {seeds} ({time.perf_counter() - start:.0f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
