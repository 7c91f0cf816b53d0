"""Execute notebooks in place so that their committed outputs (and saved widget state)
are what a fresh run gives: the outputs nbval checks and the book shows.

    python tools/run_notebooks.py [notebook ...]      (default: lessons/*.ipynb)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent


def run(path: Path) -> float:
    """Execute ``path`` in its own folder, store outputs and widget state; return seconds."""
    notebook = nbformat.read(path, as_version=4)
    start = time.perf_counter()
    client = NotebookClient(
        notebook, timeout=600, kernel_name="python3", store_widget_state=True,
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()
    # Execution counts and timestamps are noise in a diff; keep outputs only.
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
    nbformat.write(notebook, path)
    return time.perf_counter() - start


def main(args: list[str]) -> None:
    paths = [Path(a) for a in args] or sorted((ROOT / "lessons").glob("*.ipynb"))
    total = 0.0
    for path in paths:
        seconds = run(path)
        total += seconds
        print(f"{seconds:6.1f} s  {path}")
    print(f"{total:6.1f} s  in all")


if __name__ == "__main__":
    main(sys.argv[1:])
