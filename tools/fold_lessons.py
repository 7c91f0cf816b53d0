"""Keep Python out of a beginner's way in every lesson: fold the code of each cell before
"Try it yourself" (the book's ``hide-input`` tag, and JupyterLab's ``source_hidden``), and
open each lesson with one line that says how to start.

    python tools/fold_lessons.py           # rewrite the lessons that need it
    python tools/fold_lessons.py --check   # only report them (exit status 1 if any)

Only the cells' metadata and the first cell's start line change: outputs stay as they are,
so the lessons need no re-run.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
START = ("To start: in JupyterLab choose **Run ▸ Run All Cells**; in the web book press **Make this page "
         "interactive**. Then every button on the page works.")
"""The line under each lesson's title."""

TRY_IT = "## Try it yourself"


def fold(notebook: dict[str, Any]) -> bool:
    """Fold the code cells before the "Try it yourself" heading and add the start line to
    the first cell; True when something changed."""
    changed = False
    cells = notebook["cells"]
    first = "".join(cells[0]["source"])
    if START not in first:
        title, _, rest = first.partition("\n")
        cells[0]["source"] = _lines(f"{title}\n\n{START}\n{rest}")
        changed = True
    for cell in cells:
        if cell["cell_type"] == "markdown" and TRY_IT in "".join(cell["source"]):
            break
        if cell["cell_type"] != "code":
            continue
        meta = cell["metadata"]
        tags = meta.setdefault("tags", [])
        if "hide-input" not in tags:
            tags.append("hide-input")
            changed = True
        if not meta.setdefault("jupyter", {}).get("source_hidden"):
            meta["jupyter"]["source_hidden"] = True
            changed = True
    return changed


def _lines(text: str) -> list[str]:
    lines = text.split("\n")
    return [line + "\n" for line in lines[:-1]] + [lines[-1]]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="report the lessons to fold; change nothing")
    args = parser.parse_args()
    todo = []
    for path in sorted(LESSONS.glob("*.ipynb")):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        if fold(notebook):
            todo.append(path.name)
            if not args.check:
                path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for name in todo:
        print(("to fold: " if args.check else "folded: ") + name)
    return 1 if args.check and todo else 0


if __name__ == "__main__":
    sys.exit(main())
