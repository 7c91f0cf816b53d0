"""Reading committed lesson notebooks in the lesson tests: cells, markdown, and the text a
reader sees in the outputs."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import nbformat

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


@cache
def read_notebook(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def code_cells(nb):
    return [c for c in nb.cells if c.cell_type == "code"]


def markdown(nb) -> str:
    return "\n\n".join(c.source for c in nb.cells if c.cell_type == "markdown")


def output_text(cell, html_to_text: Callable[[str], str]) -> str:
    """The text a reader sees in a cell's outputs. Widget outputs are left out: their
    text/plain is a repr, not what the page shows."""
    parts = []
    for out in cell.get("outputs", []):
        if out.output_type == "stream":
            parts.append(out.text)
        elif out.output_type in ("execute_result", "display_data"):
            if WIDGET_VIEW in out.data:
                continue
            if "text/html" in out.data:
                parts.append(html_to_text(out.data["text/html"]))
            elif "text/plain" in out.data:
                parts.append(out.data["text/plain"])
    return re.sub(r"[ \t]+", " ", "\n".join(parts))


def cell_with(nb, marker: str):
    """The one code cell whose source contains ``marker``."""
    found = [c for c in code_cells(nb) if marker in c.source]
    assert len(found) == 1, f"{len(found)} code cells contain {marker!r}"
    return found[0]


def has_number(text: str, number: int | str) -> bool:
    return re.search(rf"(?<!\d){number}(?!\d)", text) is not None


def cell_index(nb, marker: str) -> int:
    """The index, among all the notebook's cells, of the one code cell whose source
    contains ``marker`` (the book gives that cell's container the id live-cell-<index>)."""
    found = [i for i, c in enumerate(nb.cells) if c.cell_type == "code" and marker in c.source]
    assert len(found) == 1, f"{len(found)} code cells contain {marker!r}"
    return found[0]


def run_lesson_until(nb, index: int):
    """Run the lesson's code cells before cell ``index`` in this interpreter, then cell
    ``index`` but its last statement; return the names they made and that statement
    when it is an expression (else None)."""
    import ast
    import contextlib
    import io

    namespace: dict = {"display": lambda *args, **kwargs: None}
    with contextlib.redirect_stdout(io.StringIO()):
        for cell in code_cells(nb):
            i = nb.cells.index(cell)
            if i > index:
                break
            tree = ast.parse(cell.source)
            last = tree.body.pop() if i == index and tree.body and isinstance(tree.body[-1], ast.Expr) else None
            exec(compile(tree, f"<cell {i}>", "exec"), namespace)
            if i == index:
                return namespace, last
    raise AssertionError(f"cell {index} is not a code cell")


def run_lesson_up_to(nb, index: int):
    """Run the lesson's code cells up to cell ``index`` and return the value of its last
    expression (a widget, say): what the lesson made there, made again here, to be
    compared with what a browser shows."""
    import ast

    namespace, last = run_lesson_until(nb, index)
    return eval(compile(ast.Expression(last.value), f"<cell {index}>", "eval"), namespace) if last else None
