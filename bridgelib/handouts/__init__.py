"""Printable handouts (PDF) for the classroom: the reference card, one handout per
lesson, exercise sheets from a seed with a separate answer key, and a blank rubber score
sheet.

From the command line::

    python -m bridgelib.handouts build [--out _build/handouts] [--lessons lessons]
    python -m bridgelib.handouts exercises --seed 7 --count 12 [--out DIR]

The PDFs are drawn with matplotlib (``PdfPages``: no TeX, no browser) in DejaVu Sans,
which matplotlib ships and which has the suit symbols. This module is not part of the
pure engine: it needs matplotlib (the ``[widgets]``, ``[book]`` or ``[test]`` extra), and
markdown-it-py for the lesson handouts (the ``[book]`` extra); both are imported only
when a handout is made.

>>> from bridgelib.handouts import exercise_files
>>> callable(exercise_files)
True
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "Written", "build", "reference_card", "score_sheet", "lesson_handout", "exercise_files", "find_lessons",
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


def reference_card(path: str | Path, paper: str = "a4") -> Written:
    """Write the two-page reference card."""
    from .reference import reference_document

    pages = reference_document(paper).save(path)
    return Written(Path(path), pages, "reference card")


def score_sheet(path: str | Path, paper: str = "a4") -> Written:
    """Write the blank rubber score sheet (a full page, then two half pages to cut)."""
    from .reference import score_sheet_document

    pages = score_sheet_document(paper).save(path)
    return Written(Path(path), pages, "blank score sheet")


def _lesson_number(path: Path) -> str:
    m = re.match(r"(\d+)", path.stem)
    return str(int(m.group(1))) if m else path.stem


def lesson_handout(notebook: str | Path, path: str | Path, paper: str = "a4", *,
                   warn: bool = True) -> Written:
    """Write the handout of one lesson notebook: its text and its worked examples as
    figures and tables; quiz questions with their answers at the end."""
    from .exercise_sheets import answer_blocks
    from .layout import MUTED, Document, Heading, Paragraph, Style, runs
    from .notebook import notebook_blocks

    notebook = Path(notebook)
    result = notebook_blocks(notebook)
    number = _lesson_number(notebook)
    if result.title.lower().startswith("lesson"):
        footer = f"Rubber bridge course · {result.title}"
    elif number.isdigit():
        footer = f"Rubber bridge course · Lesson {number}: {result.title}"
    else:
        footer = f"Rubber bridge course · {result.title}"
    doc = Document(result.title, paper=paper, footer=footer, subject=f"Handout of the lesson {notebook.name}")
    doc.add(Paragraph(runs(f"Rubber bridge course · lesson {number} handout" if number.isdigit()
                           else "Rubber bridge course · handout", Style(9, color=MUTED)), space_after=0.04))
    doc.add(result.blocks)
    if result.questions:
        doc.add(Heading("Answers to the quiz questions", 2))
        for k, (question, labels) in enumerate(result.questions, 1):
            doc.add(answer_blocks(question, k, labels))
    if warn:
        for note in result.notes:
            print(f"note: {notebook.name}: {note}", file=sys.stderr)
    pages = doc.save(path)
    return Written(Path(path), pages, f"lesson {number}: {result.title}")


def exercise_files(seed: int, count: int, out: str | Path = ".", paper: str = "a4") -> tuple[Written, Written]:
    """Write the exercise sheet ``exercises-seed{seed}.pdf`` and its answer key
    ``exercises-seed{seed}-answers.pdf`` into ``out``."""
    from .exercise_sheets import exercise_documents

    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
        raise ValueError(f"count must be a whole number from 1 to {MAX_COUNT}, not {count!r}.")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r}.")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)  # fails now, before the work, if it cannot be made
    sheet, key, _questions = exercise_documents(seed, count, paper)
    sheet_path = out / f"exercises-seed{seed}.pdf"
    key_path = out / f"exercises-seed{seed}-answers.pdf"
    return (Written(sheet_path, sheet.save(sheet_path), f"exercise sheet, seed {seed}, {count} questions"),
            Written(key_path, key.save(key_path), f"answer key, seed {seed}"))


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
          paper: str = "a4", progress: bool = False) -> list[Written]:
    """Write every handout into ``out``: the reference card, the blank score sheet, an
    exercise sheet and its key (``seed``, ``count``), and one handout per lesson."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Written] = []

    def done(item: Written) -> None:
        written.append(item)
        if progress:
            print(item, flush=True)

    done(reference_card(out / "reference-card.pdf", paper))
    done(score_sheet(out / "score-sheet.pdf", paper))
    for item in exercise_files(seed, count, out, paper):
        done(item)
    for notebook in find_lessons(lessons):
        done(lesson_handout(notebook, out / f"lesson-{notebook.stem}.pdf", paper))
    return written
