"""No Python in a beginner's way (issue 14): in every lesson the code of each cell before
"Try it yourself" is folded, in the book (``hide-input``) and in JupyterLab
(``source_hidden``); the lesson opens with one line that says how to start; and the text
names no engine function, class or file the learner never sees."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import fold_lessons  # noqa: E402

LESSONS = sorted((ROOT / "lessons").glob("*.ipynb"))
ENGINE_WORDS = re.compile(r"`[^`]+`|\bRULES\.md\b|\b\w+\(\)|\bbridgelib\b|\.py\b")


def lesson(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def split_at_try_it(notebook: dict) -> tuple[list[dict], list[dict]]:
    cells = notebook["cells"]
    at = next(i for i, c in enumerate(cells)
              if c["cell_type"] == "markdown" and fold_lessons.TRY_IT in "".join(c["source"]))
    return cells[:at], cells[at:]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_code_before_try_it_yourself_is_folded_in_the_book_and_in_jupyterlab(path):
    notebook = lesson(path)
    before, after = split_at_try_it(notebook)
    code = [c for c in before if c["cell_type"] == "code"]
    assert code
    for cell in code:
        assert "hide-input" in cell["metadata"].get("tags", []), "".join(cell["source"])[:80]
        assert cell["metadata"].get("jupyter", {}).get("source_hidden") is True, "".join(cell["source"])[:80]
    tried = [c for c in after if c["cell_type"] == "code"]
    assert tried and not any(c["metadata"].get("jupyter", {}).get("source_hidden") for c in tried)
    assert not fold_lessons.fold(notebook)  # nothing left for the tool to do


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_each_lesson_opens_with_how_to_start(path):
    title, blank, start, *_ = "".join(lesson(path)["cells"][0]["source"]).split("\n")
    assert title.startswith("# Lesson ") and not blank and start == fold_lessons.START


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_each_lesson_ends_with_a_link_to_the_next_in_jupyterlab_only(path):
    """JupyterLab opens one lesson at a time (``make lab``), so each lesson ends with a link
    to the next one by its title (the last to the first); the book and the handouts have
    their own order, so they leave the cell out (``remove-cell``)."""
    last = lesson(path)["cells"][-1]
    assert last["cell_type"] == "markdown"
    assert {"next-lesson", "remove-cell"} <= set(last["metadata"]["tags"])
    links = re.findall(r"\[([^]]+)\]\(([^)]+)\)", "".join(last["source"]))
    following = LESSONS[(LESSONS.index(path) + 1) % len(LESSONS)]
    assert links == [(title_of(following), following.name)]


def title_of(path: Path) -> str:
    return "".join(lesson(path)["cells"][0]["source"]).split("\n")[0].removeprefix("# ")


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_the_text_names_no_engine_code(path):
    before, _ = split_at_try_it(lesson(path))
    for cell in before:
        if cell["cell_type"] == "markdown":
            text = "".join(cell["source"])
            assert not ENGINE_WORDS.search(text), ENGINE_WORDS.findall(text)


def test_the_tool_folds_a_lesson_that_needs_it():
    notebook = {"cells": [
        {"cell_type": "markdown", "metadata": {}, "source": ["# Lesson 0 · Test\n", "\n", "Hello."]},
        {"cell_type": "code", "metadata": {}, "source": ["x = 1"], "outputs": []},
        {"cell_type": "markdown", "metadata": {}, "source": ["## Try it yourself"]},
        {"cell_type": "code", "metadata": {}, "source": ["x"], "outputs": []},
    ]}
    assert fold_lessons.fold(notebook)
    assert notebook["cells"][1]["metadata"] == {"tags": ["hide-input"], "jupyter": {"source_hidden": True}}
    assert notebook["cells"][3]["metadata"] == {}
    assert "".join(notebook["cells"][0]["source"]).split("\n")[2] == fold_lessons.START
    assert not fold_lessons.fold(notebook)
