"""A lesson's quizzes, worked out for the printed handout.

A quiz is a widget, and a notebook stores a widget's output only as a reference to a
live widget (no picture, no answer), so the stored outputs cannot print it. To print the
quiz, its question and its answer, the notebook's code is run again, in a separate
Python process (``python -m bridgelib.handouts.quizzes NOTEBOOK``), from the first code
cell up to the last cell that shows a quiz; each quiz is taken from its cell's value and
printed with :func:`bridgelib.handouts.exercise_sheets.printed_question`. Nothing in the
handout's own process is changed (no module is patched), and a notebook without quizzes
is not run at all.

>>> from bridgelib.handouts.quizzes import widget_name
>>> widget_name({"text/plain": "TrickQuiz(children=(HTML(value='<div…",
...              "application/vnd.jupyter.widget-view+json": {"model_id": "0"}})
'TrickQuiz'
"""

from __future__ import annotations

import ast
import contextlib
import hashlib
import io
import json
import os
import subprocess
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .exercise_sheets import PrintedQuestion, printed_question

__all__ = ["Quizzes", "quizzes_of", "engine_digest", "widget_name", "NOT_QUIZZES", "WIDGET_MIME"]

WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
NOT_QUIZZES = {
    "BiddingBox": "a bidding box: make the calls yourself, and the engine checks each one",
    "PlayTable": "a card table: play the cards yourself against the computer",
    "ScorePad": "a score pad: write the scores yourself, and the engine checks each line",
    "RubberTable": "a whole rubber against the computer: bid, play and score",
    "Practice": "a practice panel: as many fresh problems of this kind as you like, each checked by the engine",
}
"""The widgets that are not quizzes, and what the handout says of each instead."""
TIMEOUT = 600.0
"""Seconds a notebook's code may run before its quizzes are given up."""


@dataclass
class Quizzes:
    """The quizzes of one notebook by the index of their cell, and notes on what could
    not be worked out (a cell that failed, a widget that is not a quiz)."""

    by_cell: dict[int, PrintedQuestion] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


def _joined(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value or "")


_WIDGET_OF_WHAT = {"The bidding box": "BiddingBox", "The card table": "PlayTable", "The score pad": "ScorePad",
                   "The rubber table": "RubberTable", "A quiz": "Quiz", "A practice panel": "Practice"}
"""The widgets' own words for what they are (``WHAT``, the start of the sentence their plain
text is, :class:`bridgelib.widgets.common.SaysHowToStart`), by class."""


def widget_name(data: dict[str, Any]) -> str:
    """The class of the widget a stored output shows (from its text), or ``""``: the class
    name itself in the ``repr`` of ipywidgets, or ``Quiz`` for any quiz in our widgets'
    sentence ("A quiz: it works once the lesson has run ...").

    >>> widget_name({"text/plain": "The card table: it works once the lesson has run (menu Run ▸ Run All Cells)."})
    'PlayTable'
    """
    text = _joined(data.get("text/plain", "")).strip()
    what = text.split(":", 1)[0]
    if what in _WIDGET_OF_WHAT:
        return _WIDGET_OF_WHAT[what]
    name = text.split("(", 1)[0]
    return name if name.isidentifier() else ""


def _quiz_cells(cells: list[dict[str, Any]]) -> list[int]:
    """The cells that show a widget that may be a quiz (any widget but those known not to be)."""
    found = []
    for index, cell in enumerate(cells):
        if cell.get("cell_type") != "code":
            continue
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if WIDGET_MIME in data and widget_name(data) not in NOT_QUIZZES:
                found.append(index)
                break
    return found


def _cache_key(path: Path) -> str:
    """What a notebook's worked-out quizzes depend on: the notebook and the engine's code
    (a coach's reason or a score may change with the engine, the notebook unchanged)."""
    return hashlib.sha256(path.read_bytes() + engine_digest().encode()).hexdigest()


def engine_digest() -> str:
    """A digest of the engine's code and compiled catalogues: what a lesson's outputs
    depend on besides the lesson (a reason, a score or its wording may change)."""
    digest = hashlib.sha256()
    package = Path(__file__).resolve().parents[1]
    for source in sorted([*package.rglob("*.py"), *package.rglob("*.mo")]):
        digest.update(str(source.relative_to(package)).encode())
        digest.update(source.read_bytes())
    return digest.hexdigest()


def quizzes_of(notebook: str | Path, cache: str | Path | None = None) -> Quizzes:
    """The quizzes of a notebook, worked out in another Python process (none are run
    when the notebook shows none). With a ``cache`` folder, a result worked out before
    for the same notebook and the same engine is read from there instead (the web book's
    answers and the handouts then share one run), and a new result is written there."""
    path = Path(notebook).resolve()
    cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
    if not _quiz_cells(cells):
        return Quizzes()
    saved = None if cache is None else Path(cache) / f"{path.stem}.json"
    key = _cache_key(path) if saved is not None else ""
    if saved is not None and saved.exists():
        try:
            found = json.loads(saved.read_text(encoding="utf-8"))
            if found.get("key") == key:
                return Quizzes({int(k): PrintedQuestion(**v) for k, v in found["quizzes"].items()}, found["notes"])
        except (ValueError, TypeError, KeyError):
            pass  # a damaged cache file is worked out again
    quizzes = _work_out(path)
    if saved is not None and not quizzes.notes:
        saved.parent.mkdir(parents=True, exist_ok=True)
        saved.write_text(json.dumps({"key": key, "quizzes": {str(k): asdict(v) for k, v in quizzes.by_cell.items()},
                                     "notes": quizzes.notes}, ensure_ascii=False), encoding="utf-8")
    return quizzes


def _work_out(path: Path) -> Quizzes:
    env = dict(os.environ, MPLBACKEND="Agg", PYTHONIOENCODING="utf-8")
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    try:
        done = subprocess.run([sys.executable, "-m", "bridgelib.handouts.quizzes", str(path)], capture_output=True,
                              text=True, encoding="utf-8", cwd=path.parent, env=env, timeout=TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        return Quizzes(notes=[f"the code took over {TIMEOUT:.0f} s: the quizzes are left out"])
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        return Quizzes(notes=[f"the quizzes could not be worked out: {last}"])
    found = json.loads(done.stdout)
    return Quizzes({int(k): PrintedQuestion(**v) for k, v in found["quizzes"].items()}, found["notes"])


# --- in the other process ---------------------------------------------------------------------------
def _code_of(source: str) -> str:
    """Cell source without IPython magics and shell escapes (a cell magic: no code)."""
    if source.lstrip().startswith("%%"):
        return ""
    lines = []
    for line in source.split("\n"):
        stripped = line.lstrip()
        lines.append(line[: len(line) - len(stripped)] + "pass" if stripped.startswith(("%", "!")) else line)
    return "\n".join(lines)


def _run_cell(code: str, namespace: dict[str, Any]) -> Any:
    """Run a cell's code; its value (the last line, when it is an expression)."""
    tree = ast.parse(code)
    if not tree.body:
        return None
    last = tree.body[-1]
    shown = isinstance(last, ast.Expr) and not code.rstrip().endswith(";")
    body = tree.body[:-1] if shown else tree.body
    exec(compile(ast.Module(body=body, type_ignores=[]), "<cell>", "exec"), namespace)
    if isinstance(last, ast.Expr) and shown:
        return eval(compile(ast.Expression(body=last.value), "<cell>", "eval"), namespace)
    return None


def _button_labels(widget: Any) -> dict[Any, str]:
    """The answers a quiz offers as buttons, with their words."""
    buttons = getattr(widget, "buttons", None)
    out: dict[Any, str] = {}
    if isinstance(buttons, dict):
        for value, button in buttons.items():
            label = getattr(button, "description", "")
            if isinstance(label, str) and label and label.lower() != "check":
                out[value] = label
    return out


def _printed(widget: Any) -> PrintedQuestion | None:
    """The quiz's question as printed: from its protocol (figure, answer kind...) when it
    has one; a question of another making with the words of the quiz's buttons."""
    question = getattr(widget, "question", None)
    if question is None or not hasattr(question, "prompt") or not hasattr(question, "answer"):
        return None
    if hasattr(question, "figure") and hasattr(question, "answer_kind"):
        return printed_question(question)
    prompt = None
    make = getattr(widget, "_prompt_html", None)
    if callable(make):
        prompt = str(make())
    return printed_question(question, prompt=prompt, labels=_button_labels(widget))


def work_out(path: Path) -> dict[str, Any]:
    """Run the notebook's code up to its last quiz; each quiz as printed, by cell."""
    cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
    wanted = set(_quiz_cells(cells))
    # What IPython gives every notebook: ``display`` (what it showed is stored already).
    namespace: dict[str, Any] = {"__name__": "__main__", "display": lambda *_objs, **_kw: None}
    quizzes: dict[str, Any] = {}
    notes: list[str] = []
    sys.path.insert(0, str(path.parent))
    for index, cell in enumerate(cells[: max(wanted) + 1]):
        if cell.get("cell_type") != "code":
            continue
        try:
            value = _run_cell(_code_of(_joined(cell.get("source", ""))), namespace)
        except Exception as exc:  # noqa: BLE001 - a failing cell must not stop the handout
            notes.append(f"cell {index + 1}: {type(exc).__name__}: {exc}")
            continue
        if index in wanted:
            printed = _printed(value)
            if printed is None:
                notes.append(f"cell {index + 1}: the widget shown is not a quiz")
            else:
                quizzes[str(index)] = asdict(printed)
    return {"quizzes": quizzes, "notes": notes}


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m bridgelib.handouts.quizzes NOTEBOOK", file=sys.stderr)
        return 2
    out = sys.stdout
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        found = work_out(Path(argv[0]))
    json.dump(found, out, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
