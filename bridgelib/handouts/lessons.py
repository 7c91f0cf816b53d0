"""A lesson notebook as a printed handout (an HTML document to print).

The text is the notebook's markdown (markdown-it-py, with the MyST notes and roles a
lesson may use). The worked examples are the code cells' committed outputs, which are
what the book shows: an HTML output is the engine's own diagram
(:mod:`bridgelib.render.html`) and goes into the page as it is; printed text is set as
program text (the engine's ``repr`` notation, ``Card.parse('SA')``, read back as
``♠A``); pictures stay pictures. The code itself is left out (a printed page cannot run
it). A quiz widget stores no picture, so quizzes come from :mod:`.quizzes` and are
printed as questions, with their answers at the end of the handout; any other widget
becomes a sentence saying what the notebook offers there.

>>> html = markdown_html("# Tricks\\n\\nThe *lead* is the ♥K.\\n\\n```{note}\\nA note.\\n```")
>>> "<h1>Tricks</h1>" in html, '<span class="red">♥</span>K' in html, 'class="note"' in html
(True, True, True)
>>> plain_text("[Card.parse('SA'), Card.parse('HT')] Seat.N")
'[♠A, ♥10] N'
"""

from __future__ import annotations

import base64
import json
import re
from dataclasses import dataclass, field
from functools import cache
from html import escape
from pathlib import Path
from typing import Any

from .document import Document, suits
from .exercise_sheets import PrintedQuestion, answer_html, question_html
from .quizzes import NOT_QUIZZES, WIDGET_MIME, Quizzes, quizzes_of, widget_name

__all__ = ["Lesson", "lesson_document", "lesson_title", "markdown_html", "plain_text", "outputs_html"]

_ADMONITIONS = {"note": "Note", "tip": "Tip", "hint": "Hint", "important": "Important", "warning": "Warning",
                "caution": "Caution", "attention": "Attention", "danger": "Danger", "error": "Error",
                "seealso": "See also", "admonition": "", "dropdown": "", "exercise": "Exercise",
                "solution": "Solution"}
_WARNINGS = {"warning", "caution", "danger", "error", "attention"}
_CONTAINERS = {"epigraph", "pull-quote", "highlights", "sidebar", "margin", "card", "div", "container", "topic",
               "rubric", "only", "figure"}
_PARSERS = ("Card", "Hand", "Deal", "Call", "Bid", "Contract", "Auction")


# --- markdown ------------------------------------------------------------------------------
@cache
def _markdown() -> Any:
    try:
        from markdown_it import MarkdownIt
    except ImportError as exc:  # pragma: no cover - the [book] extra brings it
        raise RuntimeError("The lesson handouts need markdown-it-py (pip install -e '.[book]').") from exc
    md = MarkdownIt("commonmark", {"html": True}).enable("table").enable("strikethrough")
    try:
        from mdit_py_plugins.myst_role import myst_role_plugin

        md.use(myst_role_plugin)
    except ImportError:  # pragma: no cover
        pass
    md.add_render_rule("fence", _fence)
    md.add_render_rule("myst_role", _role)
    md.add_render_rule("text", lambda _self, tokens, idx, _options, _env: suits(tokens[idx].content))
    md.add_render_rule("image", _image)
    return md


def _clean_myst(text: str) -> str:
    """Remove MyST targets ``(label)=`` and comments ``% ...``."""
    return "\n".join(ln for ln in text.split("\n")
                     if not re.fullmatch(r"\s*\([\w:.\-]+\)=\s*", ln) and not ln.startswith("% "))


def markdown_html(text: str, base: Path | None = None) -> str:
    """Markdown (with the MyST bits a lesson uses) as HTML; images next to the notebook
    (``base``) are put in the page."""
    return str(_markdown().render(_clean_myst(text), {"base": base}))


def _fence(_self: Any, tokens: Any, idx: int, _options: Any, env: Any) -> str:
    token = tokens[idx]
    info = (token.info or "").strip()
    m = re.fullmatch(r"\{([\w:-]+)\}\s*(.*)", info)
    if not m:
        return f"<pre>{suits(token.content)}</pre>"
    name, argument = m.group(1), m.group(2)
    body = "\n".join(line for line in token.content.split("\n") if not re.match(r"^:[\w-]+:", line))
    base = env.get("base") if isinstance(env, dict) else None
    if name in _ADMONITIONS:
        title = argument or _ADMONITIONS[name]
        head = f'<div class="title">{suits(title)}</div>' if title else ""
        warn = " warn" if name in _WARNINGS else ""
        return f'<div class="note{warn}">{head}{markdown_html(body, base)}</div>'
    if name in ("code", "code-block", "sourcecode"):
        return f"<pre>{suits(body)}</pre>"
    if name in ("figure", "image") and base is not None:
        return _picture(base / argument) + markdown_html(body, base)
    if name in _CONTAINERS:
        return markdown_html(body, base)
    return ""  # toctree, glue, raw...: nothing to print


def _role(_self: Any, tokens: Any, idx: int, _options: Any, _env: Any) -> str:
    token = tokens[idx]
    content = token.content
    m = re.fullmatch(r"(.*?)\s*<[^>]*>", content, re.S)
    if m and m.group(1):
        content = m.group(1)
    if token.meta.get("name", "") in ("code", "kbd"):
        return f"<code>{suits(content)}</code>"
    return suits(content)


def _image(_self: Any, tokens: Any, idx: int, _options: Any, env: Any) -> str:
    token = tokens[idx]
    base = env.get("base") if isinstance(env, dict) else None
    alt = "".join(c.content for c in (token.children or []))
    if base is not None:
        picture = _picture(base / str(token.attrs.get("src", "")))
        if picture:
            return picture
    return f'<span class="aside">[{suits(alt)}]</span>' if alt else ""


def _picture(path: Path) -> str:
    kinds = {".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".svg": "image/svg+xml"}
    if path.suffix.lower() not in kinds or not path.is_file():
        return ""
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return f'<img src="data:{kinds[path.suffix.lower()]};base64,{data}" alt="">'


# --- outputs --------------------------------------------------------------------------------
def _joined(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value or "")


def _engine_text(name: str, text: str) -> str:
    import bridgelib

    try:
        return str(getattr(bridgelib, name).parse(text))
    except Exception:  # noqa: BLE001 - text the engine cannot read is kept as it is
        return text


def plain_text(text: str) -> str:
    """Printed text without the engine's ``repr`` notation: ``Card.parse('SA')`` becomes
    ``♠A`` (read back by the engine), ``Seat.N`` becomes ``N``."""
    text = re.sub(r"\b(\w+)\.parse\((['\"])(.*?)\2\)",
                  lambda m: _engine_text(m.group(1), m.group(3)) if m.group(1) in _PARSERS else m.group(3), text)
    text = re.sub(r"\b(?:Seat|Side|Suit|Strain|Rank)\.(\w+)", r"\1", text)
    return re.sub(r"\b(?:Hand|Deal|Auction|Trick|Play|Rubber|Call|Bid|Contract)\((.*)\)", r"\1", text)


def _png_width(data: bytes) -> int | None:
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        return int.from_bytes(data[16:20], "big")
    return None


def _widget_note(name: str) -> str:
    what = NOT_QUIZZES.get(name, "an interactive exercise")
    return f'<p class="aside">In the notebook and the web book: {what}.</p>'


@dataclass
class _Printing:
    """The handout being made: its quizzes (numbered in order) and notes."""

    quizzes: Quizzes
    base: Path
    shown: list[PrintedQuestion] = field(default_factory=list)
    cells: set[int] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)


def outputs_html(cell: dict[str, Any], index: int, state: _Printing) -> str:
    """The stored outputs of one code cell as HTML (its quiz from ``state``)."""
    parts: list[str] = []
    noted = False
    for out in cell.get("outputs", []):
        kind = out.get("output_type")
        if kind == "stream":
            text = _joined(out.get("text", ""))
            if out.get("name") == "stdout" and text.strip():
                parts.append(f"<pre>{suits(plain_text(text.rstrip()))}</pre>")
            continue
        if kind not in ("display_data", "execute_result"):
            continue
        data = out.get("data", {})
        if WIDGET_MIME in data:
            printed = state.quizzes.by_cell.get(index)
            if printed is not None and index not in state.cells:
                state.cells.add(index)
                state.shown.append(printed)
                parts.append(question_html(printed, len(state.shown), heading_word="Quiz", answer_space=False))
            elif printed is None and not noted:
                parts.append(_widget_note(widget_name(data)))
                noted = True
        elif "text/html" in data:
            parts.append(f'<div class="output">{_joined(data["text/html"])}</div>')
        elif "image/png" in data:
            png = _joined(data["image/png"]).strip()
            width = _png_width(base64.b64decode(png))
            size = f' style="width:{width / 100:.2f}in"' if width else ""
            parts.append(f'<div class="output"><img src="data:image/png;base64,{png}"{size} alt=""></div>')
        elif "image/svg+xml" in data:
            parts.append(f'<div class="output">{_joined(data["image/svg+xml"])}</div>')
        elif "text/markdown" in data:
            parts.append(markdown_html(_joined(data["text/markdown"]), state.base))
        elif "text/plain" in data:
            text = plain_text(_joined(data["text/plain"]))
            if text.strip():
                parts.append(f"<pre>{suits(text)}</pre>")
    return "".join(parts)


# --- the whole notebook ----------------------------------------------------------------------
def _tags(cell: dict[str, Any]) -> set[str]:
    meta = cell.get("metadata", {})
    tags = set(meta.get("tags", []) or [])
    if meta.get("jupyter", {}).get("source_hidden") and cell.get("cell_type") == "markdown":
        tags.add("remove-cell")
    return tags


def lesson_title(notebook: dict[str, Any], fallback: str) -> str:
    """The notebook's first level-1 heading (its title), as plain text."""
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "markdown":
            m = re.search(r"^#\s+(.+)$", _joined(cell.get("source", "")), re.M)
            if m:
                return re.sub(r"[*_`]", "", m.group(1)).strip()
    return fallback


def _lesson_number(path: Path) -> str:
    m = re.match(r"(\d+)", path.stem)
    return str(int(m.group(1))) if m else path.stem


@dataclass
class Lesson:
    """A lesson's handout: the document to print, what it is, and notes on what could
    not be printed as the notebook shows it."""

    document: Document
    what: str
    notes: list[str]


def lesson_document(path: str | Path, quizzes: Quizzes | None = None) -> Lesson:
    """The handout of one lesson notebook; ``quizzes`` are worked out when not given."""
    path = Path(path)
    notebook = json.loads(path.read_text(encoding="utf-8"))
    title = lesson_title(notebook, path.stem)
    number = _lesson_number(path)
    if quizzes is None:
        quizzes = quizzes_of(path)
    state = _Printing(quizzes, path.parent, notes=list(quizzes.notes))
    if title.lower().startswith("lesson") or not number.isdigit():
        footer = f"Rubber bridge course · {title}"
    else:
        footer = f"Rubber bridge course · Lesson {number}: {title}"
    kicker = f"Rubber bridge course · lesson {number} handout" if number.isdigit() else "Rubber bridge course · handout"
    doc = Document(title, footer=footer)
    doc.add(f'<div class="kicker">{escape(kicker)}</div>')
    for index, cell in enumerate(notebook.get("cells", [])):
        tags = _tags(cell)
        if "remove-cell" in tags:
            continue
        if cell.get("cell_type") == "markdown":
            doc.add(markdown_html(_joined(cell.get("source", "")), path.parent))
        elif cell.get("cell_type") == "code" and "remove-output" not in tags:
            doc.add(outputs_html(cell, index, state))
    if state.shown:
        doc.add("<h2>Answers to the quiz questions</h2>")
        doc.add(*(answer_html(printed, n) for n, printed in enumerate(state.shown, 1)))
    what = f"lesson {number}: {title}"
    return Lesson(doc, what, state.notes)
