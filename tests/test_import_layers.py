"""The arrows between bridgelib's layers point one way: widgets -> render -> engine.

Every module of the package is read with ``ast`` (nothing is imported) and each import is
placed in a layer: ``bridgelib/widgets/`` (the ipywidgets front ends), ``bridgelib/render/``
(HTML and figures), ``bridgelib/handouts/`` (printed handouts), and the engine: everything
else in ``bridgelib/``. The rules (DESIGN.md):

- the engine imports neither widgets nor handouts, and imports render only inside a
  function named ``_repr_html_`` (the lazy rich-display hooks, as in python-chess);
- render imports neither widgets nor handouts.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "bridgelib"
FRONT_ENDS = ("widgets", "render", "handouts")


@dataclass(frozen=True)
class Arrow:
    """One import that goes against the layering."""

    module: str
    line: int
    statement: str
    why: str

    def __str__(self) -> str:
        return f"{self.module}:{self.line}: {self.statement!r}: {self.why}"


def module_name(path: Path) -> str:
    """``bridgelib/render/html.py`` -> ``bridgelib.render.html`` (a package is its ``__init__``)."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer_of(module: str) -> str | None:
    """The layer of a module of bridgelib ("engine", "render", "widgets", "handouts"), or
    None for a module outside the package (the standard library, ipywidgets...)."""
    parts = module.split(".")
    if parts[0] != "bridgelib":
        return None
    if len(parts) > 1 and parts[1] in FRONT_ENDS:
        return parts[1]
    return "engine"


def _targets(node: ast.Import | ast.ImportFrom, package: str) -> list[str]:
    """The bridgelib modules an import may bring in: the module itself and, for ``from X
    import y``, ``X.y`` (which is a module when y is one: ``from . import render``)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        base = package.split(".")
        base = base[: len(base) - (node.level - 1)]
        module = ".".join(base + ([node.module] if node.module else []))
    else:
        module = node.module or ""
    return [module] + [f"{module}.{alias.name}" for alias in node.names]


def _imported_layer(node: ast.Import | ast.ImportFrom, package: str) -> str | None:
    """The highest layer an import reaches (a front end before the engine)."""
    layers = {layer_of(target) for target in _targets(node, package)}
    for layer in FRONT_ENDS:
        if layer in layers:
            return layer
    return "engine" if "engine" in layers else None


class _Imports(ast.NodeVisitor):
    """Every import of a module with the name of the function it is in (None at the top)."""

    def __init__(self) -> None:
        self.found: list[tuple[ast.Import | ast.ImportFrom, str | None]] = []
        self._functions: list[str] = []

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self._functions.append(node.name)
        self.generic_visit(node)
        self._functions.pop()

    visit_FunctionDef = _function
    visit_AsyncFunctionDef = _function

    def visit_Import(self, node: ast.Import | ast.ImportFrom) -> None:
        self.found.append((node, self._functions[-1] if self._functions else None))

    visit_ImportFrom = visit_Import


def arrows(source: str, module: str, *, is_package: bool = False) -> list[Arrow]:
    """The imports of ``source`` (the text of ``module``) that go against the layering."""
    own = layer_of(module)
    package = module if is_package else module.rpartition(".")[0]
    visitor = _Imports()
    visitor.visit(ast.parse(source))
    wrong = []
    for node, function in visitor.found:
        target = _imported_layer(node, package)
        statement = ast.unparse(node)
        why = None
        if own == "engine" and target in ("widgets", "handouts"):
            why = f"the engine may not import {target}"
        elif own == "engine" and target == "render" and function != "_repr_html_":
            where = "at the top of the module" if function is None else f"in {function}()"
            why = f"the engine may import render only inside a _repr_html_ hook, not {where}"
        elif own == "render" and target in ("widgets", "handouts"):
            why = f"render may not import {target}"
        if why:
            wrong.append(Arrow(module, node.lineno, statement, why))
    return wrong


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_the_package_has_modules_in_every_layer():
    layers = {layer_of(module_name(path)) for path in modules()}
    assert layers == {"engine", "render", "widgets", "handouts"}


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE.parent)))
def test_imports_follow_the_layers(path):
    found = arrows(path.read_text(encoding="utf-8"), module_name(path), is_package=path.name == "__init__.py")
    assert not found, "Imports against widgets -> render -> engine:\n" + "\n".join(map(str, found))


# --- the checker itself finds what it should ------------------------------------------------

@pytest.mark.parametrize("source, module", [
    ("from .render.html import hand_html", "bridgelib.exercises"),
    ("from . import render", "bridgelib.exercises"),
    ("import bridgelib.render.html", "bridgelib.deal"),
    ("def picture(self):\n    from .render.html import hand_html", "bridgelib.exercises"),
    ("def _repr_html_(self):\n    from .widgets import Quiz", "bridgelib.exercises"),
    ("from .handouts import reference", "bridgelib.rubber"),
    ("from ..widgets.common import card_button", "bridgelib.render.html"),
    ("from bridgelib.handouts.layout import Box", "bridgelib.render.figures"),
])
def test_the_checker_finds_an_arrow_against_the_layers(source, module):
    found = arrows(source, module)
    assert len(found) == 1 and found[0].module == module and found[0].line == source.count("\n") + 1
    assert found[0].statement in source


@pytest.mark.parametrize("source, module", [
    ("def _repr_html_(self):\n    from .render.html import hand_html", "bridgelib.exercises"),
    ("from ..exercises import Question\nfrom .html import card_html", "bridgelib.render.questions"),
    ("from ..render.questions import question_html\nfrom ..exercises import Verdict", "bridgelib.widgets.quiz"),
    ("import ipywidgets\nfrom .deal import Seat", "bridgelib.exercises"),
])
def test_the_checker_lets_the_right_arrows_through(source, module):
    assert arrows(source, module) == []


def test_a_packages_relative_import_is_read_from_the_package():
    # In bridgelib/__init__.py, "from .render import x" is bridgelib.render.
    found = arrows("from .render import hand_html", "bridgelib", is_package=True)
    assert [str(a) for a in found] == [
        "bridgelib:1: 'from .render import hand_html': the engine may import render only inside a "
        "_repr_html_ hook, not at the top of the module"
    ]
