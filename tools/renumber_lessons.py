"""Make room for a new lesson: every lesson numbered ``FROM`` or more moves up by one,
in the notebooks' file names and everywhere the course names a lesson by its number.

    python tools/renumber_lessons.py 7        (lesson 7 becomes 8, ..., 12 becomes 13)

It renames ``lessons/NN_name.ipynb`` with ``git mv`` and rewrites, in every file git
tracks (test data and the files that only use lesson numbers as examples excepted):

- "Lesson 7", "lessons 8 and 9", "Lessons 8-12", "lesson 10's" and the like;
- the notebooks' file names ("07_claims_and_irregularities");
- the lesson tests' names (``test_lesson7_...``, ``test_lesson_07_...``, ``LESSON_7_...``).

Numbers that are not written next to the word "lesson" (a test's ``NOTEBOOKS = {7: ...}``)
are left to the person running it: ``git diff`` shows what changed, and the lesson tests
fail where a number was missed.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIP = {"tools/renumber_lessons.py", "bridgelib/pbn.py", "tests/test_handouts.py", "tests/test_lessons_for_beginners.py"}
SKIP_UNDER = ("tests/data/", "node_modules/", "_build/")
JOINERS = r"(?:\s*(?:-|–|—|,|and|or|to)\s*)"
LESSON_NUMBERS = re.compile(rf"\b([Ll]essons?|LESSONS?)(\s+)(\d+)((?:{JOINERS}\d+)*)")
TEST_NAMES = re.compile(r"\b(test_lesson_?|LESSON_)(\d+)(?=_)")


def shift(first: int, text: str, stems: dict[str, str]) -> str:
    """``text`` with every lesson number ``first`` or more one higher."""
    def up(number: str) -> str:
        if int(number) < first:
            return number
        return f"{int(number) + 1:0{len(number)}d}"  # "09" stays two digits: "10"

    def numbers(match: re.Match[str]) -> str:
        rest = re.sub(r"\d+", lambda m: up(m.group()), match.group(4))
        return f"{match.group(1)}{match.group(2)}{up(match.group(3))}{rest}"

    text = LESSON_NUMBERS.sub(numbers, text)
    text = TEST_NAMES.sub(lambda m: f"{m.group(1)}{up(m.group(2))}", text)
    if stems:
        names = re.compile(r"\b(" + "|".join(re.escape(s) for s in sorted(stems, key=len, reverse=True)) + r")\b")
        text = names.sub(lambda m: stems[m.group(1)], text)
    return text


def main(args: list[str]) -> None:
    if len(args) != 1 or not args[0].isdigit():
        sys.exit(__doc__)
    first = int(args[0])
    lessons = sorted((ROOT / "lessons").glob("[0-9][0-9]_*.ipynb"), reverse=True)
    stems: dict[str, str] = {}
    for path in lessons:
        number, name = path.stem.split("_", 1)
        if int(number) >= first:
            stems[path.stem] = f"{int(number) + 1:02d}_{name}"
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    for relative in tracked:
        if relative in SKIP or relative.startswith(SKIP_UNDER):
            continue
        path = ROOT / relative
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        changed = shift(first, text, stems)
        if changed != text:
            path.write_text(changed, encoding="utf-8")
            print(f"rewrote {relative}")
    for path in lessons:  # the highest first, so no name is taken twice
        if path.stem in stems:
            target = path.with_name(stems[path.stem] + path.suffix)
            subprocess.run(["git", "mv", str(path), str(target)], cwd=ROOT, check=True)
            print(f"renamed {path.name} -> {target.name}")


if __name__ == "__main__":
    main(sys.argv[1:])
