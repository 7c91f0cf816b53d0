"""The gates of issue 12, run by `make test`: ruff with the rule set of pyproject.toml on
the whole repository, ``mypy --strict`` on the package, and lessons that import what they
use by name (a learner reading a lesson sees where each name comes from)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted([*ROOT.glob("lessons/*.ipynb"), *ROOT.glob("book/*.ipynb")])


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_finds_nothing():
    result = _run("ruff", "check", "--no-cache", "--output-format", "concise", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_finds_nothing_in_the_package():
    result = _run("mypy", "--strict", "--no-incremental", "--cache-dir", "/dev/null", "bridgelib")
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr


def _code_cells(notebook: Path) -> list[tuple[int, str]]:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return [(k, "".join(c["source"])) for k, c in enumerate(cells, 1) if c["cell_type"] == "code"]


def test_the_notebooks_import_by_name():
    assert NOTEBOOKS, "no notebooks found"
    starred = []
    for notebook in NOTEBOOKS:
        for number, source in _code_cells(notebook):
            lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
            for node in ast.walk(ast.parse("\n".join(lines))):
                if isinstance(node, ast.ImportFrom) and any(alias.name == "*" for alias in node.names):
                    starred.append(f"{notebook.relative_to(ROOT)} cell {number}: from {node.module} import *")
    assert not starred, "\n".join(starred)
