"""A lesson notebook as a printed handout.

The text comes from the notebook's markdown cells (headings, paragraphs, lists, tables,
notes). The worked examples come from the code cells' committed outputs, which are what
the book shows: a diagram that the notebook showed as HTML (a deal, an auction, a score
table, a score sheet...) is drawn again as a vector picture. To know *what* was drawn,
the notebook's code is run again in a fresh namespace while :mod:`bridgelib.render.html`
records every diagram it makes (the HTML and the objects it was made from); a committed
HTML output is then matched with a recorded one, exactly. An output that cannot be
matched is set from its HTML (tables as tables, text as text) rather than lost; the
engine's ``repr`` text (``Hand.parse(...)``) is never printed. Program text printed by
the cells is kept; the code itself is left out (a printed page cannot run it).
Interactive widgets become a note, and a quiz becomes a printed question with its answer
at the end of the handout.
"""

from __future__ import annotations

import ast
import base64
import builtins
import contextlib
import copy
import importlib
import inspect
import io
import json
import os
import re
import sys
import warnings
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from .layout import (
    BODY, FAINT, MUTED, RED, Block, Box, Heading, Image, Indented, Paragraph, Preformatted, Rule, Run, Style,
    Table, runs,
)

__all__ = ["markdown_blocks", "html_blocks", "NotebookRun", "notebook_blocks", "lesson_title"]

DIAGRAMS = ("deal_html", "hand_html", "auction_html", "trick_html", "play_html", "contract_html",
            "contract_score_html", "rubber_html")
"""The functions of :mod:`bridgelib.render.html` whose pictures are drawn again."""

_REPR = re.compile(r"\b(?:Card|Hand|Deal|Call|Bid|Contract|Auction|Trick|Play|Rubber|ScoreSheet|ContractScore|"
                   r"ScoreItem|Seat|Side|Suit|Strain|Rank|Pass|Double|Redouble)(?:\.parse)?\(")


# --- markdown -----------------------------------------------------------------------------
def _markdown() -> Any:
    try:
        from markdown_it import MarkdownIt
    except ImportError as exc:  # pragma: no cover - the [book] extra brings it
        raise RuntimeError("The lesson handouts need markdown-it-py (pip install -e '.[book]').") from exc
    md = MarkdownIt("commonmark", {"html": True}).enable("table").enable("strikethrough")
    try:
        from mdit_py_plugins.colon_fence import colon_fence_plugin
        from mdit_py_plugins.myst_role import myst_role_plugin

        md.use(myst_role_plugin).use(colon_fence_plugin)
    except ImportError:  # pragma: no cover
        pass
    return md


_ADMONITIONS = {"note": "Note", "tip": "Tip", "hint": "Hint", "important": "Important", "warning": "Warning",
                "caution": "Caution", "attention": "Attention", "danger": "Danger", "error": "Error",
                "seealso": "See also", "admonition": "", "dropdown": "", "exercise": "Exercise",
                "solution": "Solution"}


def _clean_myst(text: str) -> str:
    """Remove MyST targets ``(label)=`` and comments ``% ...``."""
    lines = [ln for ln in text.split("\n") if not re.fullmatch(r"\s*\([\w:.\-]+\)=\s*", ln) and not ln.startswith("% ")]
    return "\n".join(lines)


def markdown_blocks(text: str, base: Path | None = None) -> list[Block]:
    """Markdown (with the MyST bits a lesson uses) as blocks.

    >>> [type(b).__name__ for b in markdown_blocks("# Tricks\\n\\nThe *lead*.\\n\\n- one\\n- two")]
    ['Heading', 'Paragraph', 'Indented', 'Indented']
    """
    from markdown_it.tree import SyntaxTreeNode

    tree = SyntaxTreeNode(_markdown().parse(_clean_myst(text)))
    return _blocks(tree.children, base, depth=0)


def _inline(node: Any, style: Style) -> list[Run]:
    out: list[Run] = []
    for child in node.children:
        t = child.type
        if t == "text":
            out += runs(child.content, style)
        elif t in ("softbreak",):
            out.append((" ", style))
        elif t == "hardbreak":
            out.append(("\n", style))
        elif t == "strong":
            out += _inline(child, style(bold=True))
        elif t == "em":
            out += _inline(child, style(italic=True))
        elif t == "s":
            out += _inline(child, style(color=MUTED))
        elif t == "code_inline":
            out += runs(child.content, style(mono=True, size=style.size * 0.92))
        elif t == "myst_role":
            content = child.content
            m = re.fullmatch(r"(.*?)\s*<[^>]*>", content, re.S)
            if m and m.group(1):
                content = m.group(1)
            name = child.meta.get("name", "")
            out += runs(content, style(mono=True, size=style.size * 0.92) if name in ("code", "kbd") else style)
        elif t == "link":
            out += _inline(child, style)
        elif t == "image":
            alt = "".join(c.content for c in child.children if c.type == "text") or child.attrs.get("alt", "")
            if alt:
                out += runs(f"[{alt}]", style(italic=True, color=MUTED))
        elif t == "html_inline":
            if re.fullmatch(r"<br\s*/?>", child.content.strip(), re.I):
                out.append(("\n", style))
        elif child.children:
            out += _inline(child, style)
        elif getattr(child, "content", ""):
            out += runs(child.content, style)
    return out


def _inline_of(node: Any, style: Style = BODY) -> list[Run]:
    inline = next((c for c in node.children if c.type == "inline"), None)
    return _inline(inline, style) if inline is not None else []


def _blocks(nodes: Sequence[Any], base: Path | None, depth: int) -> list[Block]:
    out: list[Block] = []
    for node in nodes:
        t = node.type
        if t == "heading":
            level = int(node.tag[1])
            out.append(Heading(_inline_of(node), level))
        elif t == "paragraph":
            image = _lone_image(node, base)
            if image is not None:
                out.append(image)
                continue
            items = _inline_of(node)
            if "".join(x for x, _ in items).strip():
                out.append(Paragraph(items))
        elif t in ("bullet_list", "ordered_list"):
            out += _list(node, base, depth)
        elif t == "table":
            out.append(_table(node))
        elif t == "blockquote":
            out.append(Box(_blocks(node.children, base, depth), fill="#f7f6f0", edge=FAINT, bar=FAINT))
        elif t in ("fence", "colon_fence"):
            out += _fence(node, base, depth)
        elif t == "code_block":
            out.append(Preformatted(node.content))
        elif t == "hr":
            out.append(Rule())
        elif t == "html_block":
            out += html_blocks(node.content)
        elif node.children:
            out += _blocks(node.children, base, depth)
    return out


def _lone_image(node: Any, base: Path | None) -> Block | None:
    inline = next((c for c in node.children if c.type == "inline"), None)
    if inline is None or len(inline.children) != 1 or inline.children[0].type != "image" or base is None:
        return None
    src = inline.children[0].attrs.get("src", "")
    path = (base / str(src)).resolve()
    if path.suffix.lower() in (".png", ".jpg", ".jpeg") and path.is_file():
        return Image(path.read_bytes(), dpi=150)
    return None


def _list(node: Any, base: Path | None, depth: int) -> list[Block]:
    ordered = node.type == "ordered_list"
    start = int(node.attrs.get("start", 1)) if ordered else 1
    indent = 0.28
    out: list[Block] = []
    for k, item in enumerate(c for c in node.children if c.type == "list_item"):
        marker = f"{start + k}." if ordered else ("•", "◦", "▪")[min(depth, 2)]
        first = True
        for child in item.children:
            if child.type in ("bullet_list", "ordered_list"):
                inner = _list(child, base, depth + 1)
                out += [Indented(b, indent) for b in inner]
                continue
            for b in _blocks([child], base, depth):
                b.space_after = min(b.space_after, 0.05)
                out.append(Indented(b, indent, marker if first else None))
                first = False
    if out:
        out[-1].space_after = 0.1
    return out


def _table(node: Any) -> Table:
    rows: list[list[list[Run]]] = []
    aligns: list[str] = []
    header = 0
    for section in node.children:
        for tr in section.children:
            cells = []
            for cell in tr.children:
                cells.append(_inline_of(cell))
                if section.type == "thead":
                    style = cell.attrs.get("style", "")
                    m = re.search(r"text-align:(\w+)", str(style))
                    aligns.append(m.group(1) if m else "left")
            rows.append(cells)
            if section.type == "thead":
                header += 1
    return Table(rows, header=header, align=aligns or None)


def _fence(node: Any, base: Path | None, depth: int) -> list[Block]:
    info = (node.info or "").strip()
    m = re.fullmatch(r"\{([\w:-]+)\}\s*(.*)", info)
    if not m:
        return [Preformatted(node.content)]
    name, argument = m.group(1), m.group(2)
    body = node.content
    lines = body.split("\n")
    while lines and re.match(r"^:[\w-]+:", lines[0]):  # directive options
        lines.pop(0)
    body = "\n".join(lines)
    if name in _ADMONITIONS:
        title = argument or _ADMONITIONS[name] or None
        colour = RED if name in ("warning", "caution", "danger", "error", "attention") else "#2f4f8f"
        return [Box(markdown_blocks(body, base), title=title, fill="#f7f6f0", edge=FAINT, bar=colour)]
    if name in ("code", "code-block", "sourcecode"):
        return [Preformatted(body)]
    if name in ("figure", "image") and base is not None:
        path = (base / argument).resolve()
        if path.suffix.lower() in (".png", ".jpg", ".jpeg") and path.is_file():
            return [Image(path.read_bytes(), dpi=150)] + markdown_blocks(body, base)
    if name in ("epigraph", "pull-quote", "highlights", "sidebar", "margin", "card", "div", "container",
                "topic", "rubric", "only"):
        return markdown_blocks(body, base)
    return []  # toctree, glue, raw, ...: nothing to print


# --- HTML that could not be re-created: set it as text and tables ---------------------------------------
_BLOCK_TAGS = {"p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "section", "pre",
               "blockquote", "table", "hr"}


class _HtmlToBlocks(HTMLParser):
    """A small HTML reader: text into paragraphs, ``<table>`` into tables (a table inside
    a cell becomes lines of that cell), bold and italic kept, scripts and styles dropped."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[Block] = []
        self.para: list[Run] = []
        self.bold = 0
        self.italic = 0
        self.skip = 0
        self.heading = 0
        self.tables: list[dict[str, Any]] = []  # open tables, innermost last

    def _style(self) -> Style:
        return Style(bold=self.bold > 0 or self.heading > 0, italic=self.italic > 0)

    def _flush(self) -> None:
        text = "".join(t for t, _ in self.para).strip()
        if text:
            items = self.para
            if self.heading:
                self.blocks.append(Heading(items, min(self.heading + 1, 4)))
            else:
                self.blocks.append(Paragraph(items))
        self.para = []

    def _target(self) -> list[Run]:
        if self.tables and self.tables[-1]["cell"] is not None:
            return self.tables[-1]["cell"]
        return self.para

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        style = dict(attrs).get("style") or ""
        if tag in ("script", "style", "head", "title"):
            self.skip += 1
        elif tag in ("b", "strong", "th") or "font-weight:bold" in style.replace(" ", ""):
            self.bold += 1
            self._bold_tags = getattr(self, "_bold_tags", []) + [tag]
        elif tag in ("i", "em"):
            self.italic += 1
        if tag == "table":
            if self.tables and self.tables[-1]["cell"] is not None:
                self.tables.append({"rows": [], "row": None, "cell": None, "nested": True})
            else:
                self._flush()
                self.tables.append({"rows": [], "row": None, "cell": None, "nested": False})
        elif tag == "tr" and self.tables:
            self.tables[-1]["row"] = []
            self.tables[-1]["th_row"] = True
        elif tag in ("td", "th") and self.tables:
            self.tables[-1]["cell"] = []
            if tag == "td":
                self.tables[-1]["th_row"] = False
        elif re.fullmatch(r"h[1-6]", tag):
            self._flush()
            self.heading = int(tag[1])
        elif tag in _BLOCK_TAGS:
            target = self._target()
            if target is self.para:
                self._flush()
            elif target and target[-1][0] != "\n":
                target.append(("\n", self._style()))

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style", "head", "title"):
            self.skip = max(0, self.skip - 1)
        bold_tags = getattr(self, "_bold_tags", [])
        if bold_tags and bold_tags[-1] == tag:
            bold_tags.pop()
            self.bold = max(0, self.bold - 1)
        if tag in ("i", "em"):
            self.italic = max(0, self.italic - 1)
        if tag in ("td", "th") and self.tables:
            t = self.tables[-1]
            if t["cell"] is not None and t["row"] is not None:
                cell = t["cell"]
                while cell and cell[-1][0] == "\n":
                    cell.pop()
                t["row"].append(cell)
            t["cell"] = None
        elif tag == "tr" and self.tables:
            t = self.tables[-1]
            if t["row"]:
                t["rows"].append(t["row"])
                if t.get("th_row") and len(t["rows"]) == t.get("header", 0) + 1:
                    t["header"] = t.get("header", 0) + 1
            t["row"] = None
        elif tag == "table" and self.tables:
            t = self.tables.pop()
            header = t.get("header", 0)
            rows = t["rows"][:header] + [r for r in t["rows"][header:] if any("".join(x for x, _ in c).strip() for c in r)]
            if t["nested"]:
                target = self._target()
                for r in rows:
                    line: list[Run] = []
                    for c in r:
                        if line:
                            line.append(("  ", Style()))
                        line += [(x.replace("\n", " "), s) for x, s in c]
                    target += line + [("\n", Style())]
            elif rows:
                self.blocks.append(Table(rows, header=header, zebra=False))
        elif re.fullmatch(r"h[1-6]", tag):
            self._flush()
            self.heading = 0
        elif tag in _BLOCK_TAGS and self._target() is self.para:
            self._flush()

    def handle_data(self, data: str) -> None:
        if self.skip:
            return
        text = re.sub(r"\s+", " ", data)
        if not text:
            return
        target = self._target()
        if (not target or target[-1][0].endswith(("\n", " "))) and text.startswith(" "):
            text = text[1:]
        if text:
            target += runs(text, self._style())

    def close(self) -> None:
        super().close()
        self._flush()


def html_text_blocks(html: str) -> list[Block]:
    """Any HTML as paragraphs and tables (the fallback when a diagram cannot be redrawn)."""
    parser = _HtmlToBlocks()
    parser.feed(html)
    parser.close()
    return parser.blocks


# --- running the notebook again --------------------------------------------------------------------
@dataclass
class NotebookRun:
    """What running a notebook's code again recorded: every diagram HTML that
    :mod:`bridgelib.render.html` made (with copies of the objects it was made from),
    and the objects each cell displayed (widgets included), by cell index."""

    diagrams: dict[str, tuple[str, tuple, dict]] = field(default_factory=dict)
    displayed: dict[int, list[Any]] = field(default_factory=dict)
    errors: dict[int, str] = field(default_factory=dict)

    def diagram_blocks(self, html: str) -> list[Block] | None:
        """Blocks for an HTML output: the diagram that made it, or the diagrams found
        inside it (with any text between them); None when nothing matches."""
        if html in self.diagrams:
            return _diagram(*self.diagrams[html])
        found: list[tuple[int, int, str]] = []
        for piece in sorted((d for d in self.diagrams if len(d) > 40 and d in html), key=len, reverse=True):
            start = 0
            while (i := html.find(piece, start)) >= 0:
                end = i + len(piece)
                if not any(a <= i < b or a < end <= b for a, b, _ in found):
                    found.append((i, end, piece))
                start = end
        if not found:
            return None
        out: list[Block] = []
        pos = 0
        for i, end, piece in sorted(found):
            out += html_text_blocks(html[pos:i])
            out += _diagram(*self.diagrams[piece])
            pos = end
        out += html_text_blocks(html[pos:])
        return out


def _snapshot(value: Any) -> Any:
    try:
        return copy.deepcopy(value)
    except Exception:  # noqa: BLE001 - a value that cannot be copied is used as it is
        return value


@contextlib.contextmanager
def _recording(run: NotebookRun) -> Iterator[None]:
    """Wrap the diagram functions of :mod:`bridgelib.render.html` (and their names in
    :mod:`bridgelib.render`) so that each call records its HTML and arguments."""
    from .. import render
    from ..render import html as render_html

    # Modules that import the functions by name must do so before the patch, or they
    # would keep the recording versions for good.
    try:
        importlib.import_module("bridgelib.widgets")
    except ImportError:  # ipywidgets is not installed: no widget can be made anyway
        pass
    originals = {name: getattr(render_html, name) for name in DIAGRAMS}

    def wrap(name: str, fn: Callable[..., str]) -> Callable[..., str]:
        def recorded(*args: Any, **kwargs: Any) -> str:
            out = fn(*args, **kwargs)
            if isinstance(out, str) and out not in run.diagrams:
                run.diagrams[out] = (name, _snapshot(args), _snapshot(kwargs))
            return out

        recorded.__wrapped__ = fn  # type: ignore[attr-defined]
        recorded.__name__ = name
        recorded.__doc__ = fn.__doc__
        return recorded

    for name, fn in originals.items():
        setattr(render_html, name, wrap(name, fn))
        if getattr(render, name, None) is fn:
            setattr(render, name, getattr(render_html, name))
    try:
        yield
    finally:
        for name, fn in originals.items():
            if getattr(render, name, None) is getattr(render_html, name):
                setattr(render, name, fn)
            setattr(render_html, name, fn)


def _code_of(source: str) -> str | None:
    """Cell source without IPython magics and shell escapes (None: a cell magic)."""
    if source.lstrip().startswith("%%"):
        return None
    lines = []
    for line in source.split("\n"):
        stripped = line.lstrip()
        lines.append(line[: len(line) - len(stripped)] + "pass" if stripped.startswith(("%", "!")) else line)
    return "\n".join(lines)


def _needs_run(cell: dict) -> bool:
    for out in cell.get("outputs", []):
        data = out.get("data", {})
        if "application/vnd.jupyter.widget-view+json" in data:
            return True
        html = _joined(data.get("text/html", ""))
        if "bb-" in html:
            return True
        if "text/html" not in data and _REPR.search(_joined(data.get("text/plain", ""))):
            return True
    return False


def _joined(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value or "")


def run_notebook(cells: Sequence[dict], folder: Path) -> NotebookRun:
    """Run the code cells (up to the last one whose outputs need it) in a fresh
    namespace, in the notebook's folder, printing nothing."""
    run = NotebookRun()
    last = max((i for i, c in enumerate(cells) if c.get("cell_type") == "code" and _needs_run(c)), default=-1)
    if last < 0:
        return run
    current: list[Any] = []

    def display(*objs: Any, **_kw: Any) -> None:
        for obj in objs:
            _touch(obj)
            current.append(obj)

    def no_input(*_args: Any, **_kw: Any) -> str:
        raise RuntimeError("input() cannot be answered while the handouts are printed")

    namespace: dict[str, Any] = {"__name__": "__main__", "display": display, "input": no_input,
                                 "__builtins__": builtins}
    patched: list[tuple[Any, str, Any]] = []
    for module_name in ("IPython.display", "IPython.core.display_functions", "IPython.core.display"):
        module = sys.modules.get(module_name)
        if module is None:
            try:
                module = __import__(module_name, fromlist=["display"])
            except ImportError:
                continue
        if hasattr(module, "display"):
            patched.append((module, "display", module.display))
            module.display = display  # type: ignore[attr-defined]
    old_cwd = os.getcwd()
    os.environ.setdefault("MPLBACKEND", "Agg")
    sys.path.insert(0, str(folder))
    try:
        os.chdir(folder)
        with _recording(run), warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()), \
                contextlib.redirect_stderr(io.StringIO()):
            warnings.simplefilter("ignore")
            for index, cell in enumerate(cells[: last + 1]):
                if cell.get("cell_type") != "code":
                    continue
                code = _code_of(_joined(cell.get("source", "")))
                current = []
                run.displayed[index] = current
                if not code or not code.strip():
                    continue
                try:
                    _exec_cell(code, namespace, display)
                except BaseException as exc:  # noqa: BLE001 - a failing cell must not stop the handout
                    if isinstance(exc, KeyboardInterrupt):
                        raise
                    run.errors[index] = f"{type(exc).__name__}: {exc}"
    finally:
        os.chdir(old_cwd)
        if sys.path and sys.path[0] == str(folder):
            sys.path.pop(0)
        for module, name, value in patched:
            setattr(module, name, value)
        if "matplotlib.pyplot" in sys.modules:  # figures a lesson made with pyplot
            sys.modules["matplotlib.pyplot"].close("all")
    return run


def _touch(obj: Any) -> None:
    """Make the object's HTML, as Jupyter would (so that the diagram is recorded)."""
    method = getattr(obj, "_repr_html_", None)
    if callable(method):
        try:
            method()
        except Exception:  # noqa: BLE001
            pass


def _exec_cell(code: str, namespace: dict[str, Any], display: Callable[..., None]) -> None:
    tree = ast.parse(code)
    if not tree.body:
        return
    last = tree.body[-1]
    shown = isinstance(last, ast.Expr) and not code.rstrip().endswith(";")
    body = tree.body[:-1] if shown else tree.body
    exec(compile(ast.Module(body=body, type_ignores=[]), "<cell>", "exec"), namespace)
    if shown:
        value = eval(compile(ast.Expression(body=last.value), "<cell>", "eval"), namespace)  # type: ignore[attr-defined]
        if value is not None:
            display(value)


# --- diagrams -------------------------------------------------------------------------------------
def _diagram(name: str, args: tuple, kwargs: dict) -> list[Block]:
    from ..render import html as render_html
    from . import drawings

    fn = getattr(render_html, name)
    fn = getattr(fn, "__wrapped__", fn)
    try:
        bound = inspect.signature(fn).bind(*args, **kwargs)
    except TypeError:
        return []
    bound.apply_defaults()
    a = dict(bound.arguments)
    try:
        if name == "deal_html":
            return [drawings.deal_block(a.pop("deal"), **a)]
        if name == "hand_html":
            return [drawings.hand_block(a.pop("hand"), hidden=a.get("hidden", False), title=a.get("title"))]
        if name == "auction_html":
            return [drawings.auction_block(a.pop("auction"), **a)]
        if name == "trick_html":
            return [drawings.trick_block(a["trick"], number=a.get("number"), names=a.get("names"))]
        if name == "play_html":
            return drawings.play_blocks(a.pop("play"), **a)
        if name == "contract_html":
            return [drawings.contract_block(a["contract"], a.get("detail", True))]
        if name == "contract_score_html":
            return [drawings.contract_score_block(a["score"])]
        if name == "rubber_html":
            return [drawings.score_sheet_block(a["rubber"], explain=bool(a.get("explain")))]
    except Exception:  # noqa: BLE001 - draw it from its HTML instead
        return html_text_blocks(fn(*args, **kwargs))
    return []


def object_blocks(value: Any, *, pictures_only: bool = False) -> list[Block] | None:
    """An engine object drawn by its type (None for anything else): a deal, a hand, an
    auction, a trick, a play, a contract score, a rubber; with ``pictures_only=False``
    also a contract, card or call as a line of text."""
    from .. import auction, cards, deal, play, rubber, scoring
    from . import drawings

    if isinstance(value, deal.Deal):
        return [drawings.deal_block(value)]
    if isinstance(value, cards.Hand):
        return [drawings.hand_block(value)]
    if isinstance(value, auction.Auction):
        return [drawings.auction_block(value)]
    if isinstance(value, play.Trick):
        return [drawings.trick_block(value)]
    if isinstance(value, play.Play):
        return drawings.play_blocks(value)
    if isinstance(value, scoring.ContractScore):
        return [drawings.contract_score_block(value)]
    if isinstance(value, (rubber.Rubber, rubber.ScoreSheet)):
        return [drawings.score_sheet_block(value)]
    if pictures_only:
        return None
    if isinstance(value, auction.Contract):
        return [drawings.contract_block(value)]
    if isinstance(value, (cards.Card, auction.Call)):
        return [Paragraph(runs(str(value), Style(12, bold=True)))]
    return None


def html_blocks(html: str, run: NotebookRun | None = None) -> list[Block]:
    """An HTML output as blocks: a recorded diagram when ``run`` knows it, else the HTML
    set as text and tables."""
    if run is not None:
        found = run.diagram_blocks(html)
        if found is not None:
            return found
    return html_text_blocks(html)


def _plain(text: str, value: Any = None) -> str:
    """Plain output text without the engine's ``repr`` notation: ``Card.parse('SA')``
    becomes ``SA``, ``Seat.N`` becomes ``N``; an engine object is shown by its ``str``."""
    if value is not None and type(value).__module__.startswith("bridgelib"):
        return str(value)
    if isinstance(value, (list, tuple, set, frozenset)) and value and all(
            type(v).__module__.startswith("bridgelib") for v in value):
        return ", ".join(str(v) for v in value)
    text = re.sub(r"\b\w+\.parse\((['\"])(.*?)\1\)", r"\2", text)
    text = re.sub(r"\b(?:Seat|Side|Suit|Strain|Rank)\.(\w+)", r"\1", text)
    text = re.sub(r"\b(?:Hand|Deal|Auction|Trick|Play|Rubber|Call|Bid|Contract)\((.*)\)", r"\1", text)
    return text


# --- the whole notebook ---------------------------------------------------------------------------
def _tags(cell: dict) -> set[str]:
    meta = cell.get("metadata", {})
    tags = set(meta.get("tags", []) or [])
    if meta.get("jupyter", {}).get("source_hidden") and cell.get("cell_type") == "markdown":
        tags.add("remove-cell")
    return tags


def lesson_title(notebook: dict, fallback: str) -> str:
    """The notebook's first level-1 heading (its title), as plain text."""
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "markdown":
            m = re.search(r"^#\s+(.+)$", _joined(cell.get("source", "")), re.M)
            if m:
                return re.sub(r"[*_`]", "", m.group(1)).strip()
    return fallback


@dataclass
class NotebookResult:
    title: str
    blocks: list[Block]
    questions: list[Any]
    notes: list[str]


def notebook_blocks(path: str | Path, *, run_code: bool = True) -> NotebookResult:
    """The handout blocks of one notebook, the quiz questions met on the way, and notes
    on anything that had to be set from its HTML."""
    path = Path(path)
    notebook = json.loads(path.read_text(encoding="utf-8"))
    cells = notebook.get("cells", [])
    title = lesson_title(notebook, path.stem)
    run = run_notebook(cells, path.parent.resolve()) if run_code else NotebookRun()
    blocks: list[Block] = []
    questions: list[Any] = []
    notes: list[str] = [f"cell {i + 1}: {e}" for i, e in sorted(run.errors.items())]
    for index, cell in enumerate(cells):
        tags = _tags(cell)
        if "remove-cell" in tags:
            continue
        kind = cell.get("cell_type")
        if kind == "markdown":
            blocks += markdown_blocks(_joined(cell.get("source", "")), path.parent)
            continue
        if kind != "code" or "remove-output" in tags:
            continue
        widgets = [v for v in run.displayed.get(index, []) if _is_widget(v)]
        values = [v for v in run.displayed.get(index, []) if not _is_widget(v)]
        widget_no = value_no = 0
        widget_note = False
        for out in cell.get("outputs", []):
            kind_out = out.get("output_type")
            if kind_out == "stream":
                if out.get("name") == "stdout":
                    text = _joined(out.get("text", ""))
                    if text.strip():
                        blocks.append(Preformatted(_plain(text)))
                continue
            if kind_out not in ("display_data", "execute_result"):
                continue
            data = out.get("data", {})
            if "application/vnd.jupyter.widget-view+json" in data:
                widget = widgets[widget_no] if widget_no < len(widgets) else None
                widget_no += 1
                question = getattr(widget, "question", None)
                if question is not None and hasattr(question, "prompt") and hasattr(question, "answer"):
                    labels = _button_labels(widget)
                    questions.append((question, labels))
                    blocks.append(Box(_quiz_blocks(widget, question, len(questions), labels, run),
                                      fill="white", edge="#9c9a8e"))
                elif not widget_note:
                    blocks.append(_widget_note(widget))
                    widget_note = True
                continue
            value = values[value_no] if value_no < len(values) else None
            value_no += 1
            if value is not None and _safe_repr(value) != _joined(data.get("text/plain", "")):
                value = None  # not the object this output was made from
            if "text/html" in data:
                html = _joined(data["text/html"])
                found = run.diagram_blocks(html)
                if found is None:
                    if re.search(r'class="bb-box bb-(deal|auction|hand|trick|play|contract-score|rubber)"', html):
                        notes.append(f"cell {index + 1}: a diagram set from its HTML (its objects were not re-created)")
                    found = html_text_blocks(html)
                blocks += found
            elif "image/png" in data:
                blocks.append(Image(base64.b64decode(_joined(data["image/png"])), dpi=100))
            elif "image/svg+xml" in data:
                drawn = object_blocks(value)
                if drawn is None:
                    notes.append(f"cell {index + 1}: an SVG picture left out (no object to draw it from)")
                    drawn = [Paragraph(runs("(A picture in the notebook and the web book.)",
                                            Style(9.5, italic=True, color=MUTED)))]
                blocks += drawn
            elif "text/markdown" in data:
                blocks += markdown_blocks(_joined(data["text/markdown"]), path.parent)
            elif "text/plain" in data and (drawn := object_blocks(value, pictures_only=True)) is not None:
                blocks += drawn
            elif "text/plain" in data:
                text = _plain(_joined(data["text/plain"]), value)
                if text.strip():
                    blocks.append(Preformatted(text))
    return NotebookResult(title, blocks, questions, notes)


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


def _quiz_blocks(widget: Any, question: Any, number: int, labels: dict[Any, str], run: NotebookRun) -> list[Block]:
    """A quiz as a printed question: the engine's exercises with their pictures; a
    lesson's own question with the quiz's prompt (its pictures redrawn when known) and
    the answers its buttons offer."""
    from .exercise_sheets import KINDS, kind_of, question_blocks

    if type(question) in KINDS:
        return question_blocks(question, number, answer_space=False, heading="Quiz")
    blocks: list[Block] = [Paragraph(runs(f"Quiz {number}. {kind_of(question)}", Style(11, bold=True)),
                                     space_after=0.05)]
    prompt_html = None
    make = getattr(widget, "_prompt_html", None)
    if callable(make):
        try:
            prompt_html = str(make())
        except Exception:  # noqa: BLE001
            prompt_html = None
    if prompt_html:
        blocks += html_blocks(prompt_html, run)
    else:
        blocks.append(Paragraph(runs(str(question.prompt))))
    if labels:
        blocks.append(Paragraph(runs("Circle one:  " + "  /  ".join(labels.values()), Style(10, bold=True)),
                                space_after=0.04))
    blocks.append(Paragraph(runs("The answer is at the end of this handout.", Style(9, italic=True, color=MUTED)),
                            space_after=0.0))
    return blocks


def _safe_repr(value: Any) -> str | None:
    try:
        return repr(value)
    except Exception:  # noqa: BLE001
        return None


def _is_widget(value: Any) -> bool:
    return any(c.__module__.startswith("ipywidgets") for c in type(value).__mro__)


_WIDGET_WORDS = {
    "BiddingBox": "a bidding box: make the calls yourself, and the engine checks each one",
    "PlayTable": "a card table: play the cards yourself against the computer",
    "ScorePad": "a score pad: write the scores yourself, and the engine checks each line",
    "RubberTable": "a whole rubber against the computer: bid, play and score",
}


def _widget_note(widget: Any) -> Block:
    name = type(widget).__name__ if widget is not None else ""
    what = _WIDGET_WORDS.get(name, "an interactive exercise")
    return Paragraph(runs(f"In the notebook and the web book: {what}.", Style(9.5, italic=True, color=MUTED)),
                     space_after=0.12)
