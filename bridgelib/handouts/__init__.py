"""Printable handouts (PDF) for the classroom: the reference card, one handout per
lesson, exercise sheets from a seed with a separate answer key, and a blank rubber score
sheet.

From the command line::

    python -m bridgelib.handouts build [--out _build/handouts] [--lessons lessons] [--paper a4|letter]
    python -m bridgelib.handouts exercises --seed 7 --count 12 [--out DIR] [--paper a4|letter]
    python -m bridgelib.handouts kit [--lessons 7,8] [--out DIR] [--paper a4|letter]

How they are made: each handout is one HTML document (:mod:`.document`) whose pictures
are the engine's own HTML (:mod:`bridgelib.render.html`, the same diagrams as the web
book), printed to PDF by Chromium's print engine through Playwright's ``page.pdf``
(:mod:`.printer`) with a print stylesheet: A4 or Letter, a running footer with page
numbers, and no diagram, table, question or note split across two pages. A lesson's
handout is its notebook's markdown (markdown-it-py) and its committed outputs; only its
quizzes, whose widgets store no picture and no answer, are worked out by running the
notebook's code in a separate Python process (:mod:`.quizzes`).

Why Chromium with our own HTML, of the three typesetters tried: Jupyter Book's LaTeX
builder needs TeX (not installed; hundreds of MB) and cannot print the engine's HTML
at all (for LaTeX a notebook output is an image, LaTeX, markdown or plain text, so
every diagram would print as ``Trick(Seat.S, [...])``). nbconvert's ``webpdf`` prints
with Chromium too, but only with Playwright's own Chromium download (not the Debian
one, not offline); it prints a widget that has no stored state as nothing (the quizzes
vanish, and their answers with them), lets headings fall at the foot of a page, and
has no running footer, page numbers or paper option. Our own HTML printed with the
Debian Chromium the browser tests use works offline, draws every diagram as the web
book does, with selectable text, and prints a handout in well under a second.

This module is not part of the pure engine: it needs Playwright (the ``[test]`` extra)
and Chromium, markdown-it-py for the lesson handouts (the ``[book]`` extra) and
ipywidgets for their quizzes (``[widgets]``); all are imported only when a handout is
made.

>>> from bridgelib.handouts import exercise_files
>>> callable(exercise_files)
True
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .printer import Printer
    from .quizzes import Quizzes

__all__ = [
    "Written", "build", "reference_card", "score_sheet", "lesson_handout", "exercise_files", "find_lessons", "kit_files",
    "DEFAULT_OUT", "MAX_COUNT",
]

DEFAULT_OUT = Path("_build") / "handouts"
"""Where ``build`` writes when no ``--out`` is given (relative to the working folder)."""
MAX_COUNT = 200
"""The most questions one exercise sheet may have."""


@dataclass(frozen=True)
class Written:
    """A PDF written: its path, number of pages and what it is."""

    path: Path
    pages: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}  ({self.pages} page{'s' if self.pages != 1 else ''}: {self.what})"


@contextmanager
def _printing(printer: Printer | None) -> Iterator[Printer]:
    """The printer given, or Chromium started for this one handout."""
    if printer is not None:
        yield printer
        return
    from .printer import Printer

    with Printer() as started:
        yield started


def _check_paper(paper: str) -> None:
    from .printer import PAPER

    if paper not in PAPER:
        raise ValueError(f"paper must be one of {', '.join(sorted(PAPER))}, not {paper!r}.")


def reference_card(path: str | Path, paper: str = "a4", *, printer: Printer | None = None) -> Written:
    """Write the two-page reference card."""
    from .reference import reference_document

    _check_paper(paper)
    with _printing(printer) as p:
        pages = reference_document().save(path, p, paper)
    return Written(Path(path), pages, "reference card")


def score_sheet(path: str | Path, paper: str = "a4", *, printer: Printer | None = None) -> Written:
    """Write the blank rubber score sheet (a full page, then two half sheets to cut)."""
    from .reference import score_sheet_document

    _check_paper(paper)
    with _printing(printer) as p:
        pages = score_sheet_document().save(path, p, paper)
    return Written(Path(path), pages, "blank score sheet")


def lesson_handout(notebook: str | Path, path: str | Path, paper: str = "a4", *, warn: bool = True,
                   printer: Printer | None = None, quizzes: Quizzes | None = None) -> Written:
    """Write the handout of one lesson notebook: its text, its worked examples (the
    notebook's stored outputs) and its quizzes; the quiz answers at the end.
    ``quizzes`` are the notebook's quizzes when they were already worked out."""
    from .lessons import lesson_document

    _check_paper(paper)
    notebook = Path(notebook)
    lesson = lesson_document(notebook, quizzes)
    if warn:
        for note in lesson.notes:
            print(f"note: {notebook.name}: {note}", file=sys.stderr)
    with _printing(printer) as p:
        pages = lesson.document.save(path, p, paper)
    return Written(Path(path), pages, lesson.what)


def exercise_files(seed: int, count: int, out: str | Path = ".", paper: str = "a4", *,
                   printer: Printer | None = None, kinds: Iterable[str] | str | None = None) -> tuple[Written, Written]:
    """Write the exercise sheet ``exercises-seed{seed}.pdf`` and its answer key
    ``exercises-seed{seed}-answers.pdf`` into ``out``. With ``kinds`` (names of
    :data:`bridgelib.exercises.EXERCISE_KINDS`) the sheet cycles through those kinds, and
    its name says so: ``exercises-seed{seed}-leads-claims.pdf``."""
    from ..exercises import exercise_kinds
    from .exercise_sheets import exercise_documents, sheet_stem

    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
        raise ValueError(f"count must be a whole number from 1 to {MAX_COUNT}, not {count!r}.")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r}.")
    _check_paper(paper)
    chosen = exercise_kinds(kinds)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)  # fails now, before the work, if it cannot be made
    sheet, key = exercise_documents(seed, count, chosen)
    sheet_path = out / f"{sheet_stem(seed, chosen)}.pdf"
    key_path = out / f"{sheet_stem(seed, chosen)}-answers.pdf"
    with _printing(printer) as p:
        return (Written(sheet_path, sheet.save(sheet_path, p, paper), f"exercise sheet, seed {seed}, {count} questions"),
                Written(key_path, key.save(key_path, p, paper), f"answer key, seed {seed}"))


def kit_files(lessons: Iterable[int] | None = None, out: str | Path = ".", paper: str = "a4", *,
              printer: Printer | None = None) -> list[Written]:
    """Write the teacher's kit of each lesson (default: all of them) into ``out``:
    ``lesson-07.pbn`` (the boards), ``lesson-07-hand-records.pdf`` (a slip of 13 cards
    for each player of each board) and ``lesson-07-teachers-sheet.pdf`` (each board's
    bidding, play and score). The PBN files are copies of the committed ones."""
    from ..kit import KIT_LESSONS, kit_file_name, kit_games, kit_text
    from .kit import hand_records_document, teachers_sheet_document

    _check_paper(paper)
    chosen = list(KIT_LESSONS if lessons is None else lessons)
    for lesson in chosen:
        if lesson not in KIT_LESSONS:
            raise ValueError(f"The kit has lessons {KIT_LESSONS[0]} to {KIT_LESSONS[-1]}, not {lesson!r}.")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Written] = []
    with _printing(printer) as p:
        for lesson in chosen:
            games = kit_games(lesson)
            (out / kit_file_name(lesson)).write_text(kit_text(lesson), encoding="utf-8")
            records = out / f"lesson-{lesson:02d}-hand-records.pdf"
            sheet = out / f"lesson-{lesson:02d}-teachers-sheet.pdf"
            written.append(Written(records, hand_records_document(lesson, games).save(records, p, paper),
                                   f"lesson {lesson}, hand records of {len(games)} boards"))
            written.append(Written(sheet, teachers_sheet_document(lesson, games).save(sheet, p, paper),
                                   f"lesson {lesson}, teacher's sheet"))
    return written


def find_lessons(folder: str | Path | None = None) -> list[Path]:
    """The lesson notebooks, in order: ``folder/*.ipynb`` (default: ``lessons/`` in the
    working folder, else next to the installed package)."""
    if folder is None:
        candidates = [Path("lessons"), Path(__file__).resolve().parents[2] / "lessons"]
        folder = next((c for c in candidates if c.is_dir()), candidates[0])
    folder = Path(folder)
    if folder.is_file():
        return [folder]
    return sorted(p for p in folder.glob("*.ipynb") if not p.name.startswith("."))


def build(out: str | Path = DEFAULT_OUT, *, lessons: str | Path | None = None, seed: int = 1, count: int = 12,
          paper: str = "a4", progress: bool = False, quizzes_cache: str | Path | None = None,
          kit: Iterable[int] | None = None) -> list[Written]:
    """Write every handout into ``out``: the reference card, the blank score sheet, an
    exercise sheet and its key (``seed``, ``count``), one handout per lesson, and the
    teacher's kit (:func:`kit_files`) of the ``kit`` lessons (default: all) in ``out/kit``.

    One Chromium prints them all; the lessons' quizzes are worked out meanwhile, two
    notebooks at a time, each in its own Python process (or read from ``quizzes_cache``,
    see :func:`~bridgelib.handouts.quizzes.quizzes_of`)."""
    from .printer import Printer
    from .quizzes import quizzes_of

    _check_paper(paper)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    notebooks = find_lessons(lessons)
    written: list[Written] = []

    def done(item: Written) -> None:
        written.append(item)
        if progress:
            print(item, flush=True)

    with ThreadPoolExecutor(max_workers=2) as pool, Printer() as printer:
        found = [pool.submit(quizzes_of, notebook, quizzes_cache) for notebook in notebooks]
        done(reference_card(out / "reference-card.pdf", paper, printer=printer))
        done(score_sheet(out / "score-sheet.pdf", paper, printer=printer))
        for item in exercise_files(seed, count, out, paper, printer=printer):
            done(item)
        for notebook, quizzes in zip(notebooks, found, strict=True):
            done(lesson_handout(notebook, out / f"lesson-{notebook.stem}.pdf", paper, printer=printer,
                                quizzes=quizzes.result()))
        for item in kit_files(kit, out / "kit", paper, printer=printer):
            done(item)
    return written
