"""Page layout for the printed handouts: text, tables and pictures flowed onto pages
drawn with matplotlib and written to PDF with ``PdfPages`` (no TeX, no browser).

A :class:`Document` is a list of blocks (:class:`Paragraph`, :class:`Table`,
:class:`Drawing`, ...). :meth:`Document.save` lays them out top to bottom on A4 (or US
Letter) pages, moves a block that does not fit to the next page (paragraphs, lists and
tables are split between lines or rows), numbers the pages and writes the PDF. Every
text is set in DejaVu Sans (shipped with matplotlib, with the suit symbols ♠ ♥ ♦ ♣)
and embedded as a TrueType font, so the text can be selected, searched and extracted.
The output is the same, byte for byte, for the same input (no creation date).

Lengths are in inches, font sizes in points; a page's origin is its bottom left corner.

>>> doc = Document("Example")
>>> doc.add(Heading("Tricks", 1), Paragraph.parse("The **highest trump** wins: ♥2 beats ♠A."))
>>> len(doc.blocks)
2
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = [
    "PAPER", "FONT", "MONO", "INK", "MUTED", "RED", "RULE", "FAINT", "SHADE",
    "Style", "Run", "runs", "text_width", "Document", "Page", "Block", "Paragraph", "Heading", "Preformatted",
    "Indented", "Table", "Drawing", "DrawingRow", "Image", "Box", "Group", "Columns", "Spacer", "Rule", "PageBreak",
]

PAPER = {"a4": (8.27, 11.69), "letter": (8.5, 11.0)}
"""Page sizes in inches, portrait."""
FONT = "DejaVu Sans"
MONO = "DejaVu Sans Mono"
INK = "#1b1b1b"
MUTED = "#5a5a52"
RED = "#c8102e"
RULE = "#9a988c"
FAINT = "#d6d4ca"
SHADE = "#f4f2ea"

_RED_SUITS = re.compile("([♥♦♡♢])")


# --- text --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Style:
    """How a piece of text looks: size in points, bold, italic, monospaced, colour."""

    size: float = 10.5
    bold: bool = False
    italic: bool = False
    mono: bool = False
    color: str = INK

    def __call__(self, **changes: Any) -> "Style":
        return replace(self, **changes)

    def props(self) -> dict[str, Any]:
        """Keyword arguments for ``Axes.text``."""
        return {"fontsize": self.size, "fontfamily": MONO if self.mono else FONT,
                "fontweight": "bold" if self.bold else "normal", "fontstyle": "italic" if self.italic else "normal",
                "color": self.color}


BODY = Style()
Run = tuple[str, Style]


def runs(text: str, style: Style = BODY) -> list[Run]:
    """Plain text as runs, with hearts and diamonds in red.

    >>> [(t, s.color) for t, s in runs("4♥ and 3♠")]
    [('4', '#1b1b1b'), ('♥', '#c8102e'), (' and 3♠', '#1b1b1b')]
    """
    out: list[Run] = []
    for piece in _RED_SUITS.split(text):
        if not piece:
            continue
        out.append((piece, style(color=RED) if _RED_SUITS.fullmatch(piece) and style.color == INK else style))
    return out


def _font_props(style: Style) -> Any:
    from matplotlib.font_manager import FontProperties

    return FontProperties(family=MONO if style.mono else FONT, weight="bold" if style.bold else "normal",
                          style="italic" if style.italic else "normal", size=style.size)


@lru_cache(maxsize=1)
def _text_to_path() -> Any:
    from matplotlib.textpath import TextToPath

    return TextToPath()


@lru_cache(maxsize=200_000)
def _width(text: str, size: float, bold: bool, italic: bool, mono: bool) -> float:
    props = _font_props(Style(size, bold, italic, mono))
    w, _h, _d = _text_to_path().get_text_width_height_descent(text, props, ismath=False)
    return w / 72.0


def text_width(text: str, style: Style = BODY) -> float:
    """The width of ``text`` set in ``style``, in inches."""
    if not text:
        return 0.0
    return _width(text, style.size, style.bold, style.italic, style.mono)


@dataclass
class _Piece:
    text: str
    style: Style
    width: float


def _words(items: Sequence[Run]) -> list[list[_Piece] | None]:
    """Runs cut into words (lists of pieces that must stay together) and spaces (None);
    a newline becomes the string "\\n" marker."""
    out: list[Any] = []
    current: list[_Piece] = []
    for text, style in items:
        for token in re.split(r"(\n|[ \t]+)", text):
            if not token:
                continue
            if token == "\n" or token.isspace():
                if current:
                    out.append(current)
                    current = []
                out.append("\n" if token == "\n" else None)
            else:
                current.append(_Piece(token, style, text_width(token, style)))
    if current:
        out.append(current)
    return out


def _break_word(word: list[_Piece], width: float) -> list[list[_Piece]]:
    """A word wider than the line, cut into pieces that fit (long URLs, long code)."""
    lines: list[list[_Piece]] = [[]]
    used = 0.0
    for piece in word:
        for ch in piece.text:
            w = text_width(ch, piece.style)
            if used + w > width and lines[-1]:
                lines.append([])
                used = 0.0
            last = lines[-1]
            if last and last[-1].style == piece.style:
                last[-1] = _Piece(last[-1].text + ch, piece.style, last[-1].width + w)
            else:
                last.append(_Piece(ch, piece.style, w))
            used += w
    return lines


def wrap(items: Sequence[Run], width: float) -> list[list[_Piece]]:
    """Greedy line breaking of runs into lines no wider than ``width`` (inches). Each line
    is a list of pieces, consecutive pieces of the same style merged (spaces included)."""
    lines: list[list[_Piece]] = []
    line: list[_Piece] = []
    used = 0.0
    pending_space: Style | None = None
    for word in _words(items):
        if word == "\n":
            lines.append(line)
            line, used, pending_space = [], 0.0, None
            continue
        if word is None:
            if line:
                pending_space = line[-1].style
            continue
        assert isinstance(word, list)
        w = sum(p.width for p in word)
        space = text_width(" ", pending_space) if (pending_space and line) else 0.0
        if line and used + space + w > width:
            lines.append(line)
            line, used, space = [], 0.0, 0.0
        if not line and w > width:
            chunks = _break_word(word, width)
            lines.extend(chunks[:-1])
            word = chunks[-1]
            w = sum(p.width for p in word)
        if line and space:
            line.append(_Piece(" ", pending_space, space))  # type: ignore[arg-type]
        line.extend(word)
        used += space + w
        pending_space = None
    if line or not lines:
        lines.append(line)
    # Merge neighbours of the same style so that a line is drawn in as few texts as possible.
    merged: list[list[_Piece]] = []
    for ln in lines:
        out: list[_Piece] = []
        for p in ln:
            if out and out[-1].style == p.style:
                out[-1] = _Piece(out[-1].text + p.text, p.style, 0.0)
            else:
                out.append(_Piece(p.text, p.style, 0.0))
        for p in out:
            p.width = text_width(p.text, p.style)
        merged.append(out)
    return merged


def line_width(line: Sequence[_Piece]) -> float:
    return sum(p.width for p in line)


# --- pages -------------------------------------------------------------------------------
class Page:
    """One page: a matplotlib figure with a full-page axes whose units are inches."""

    def __init__(self, size: tuple[float, float]) -> None:
        from matplotlib.figure import Figure

        self.size = size
        self.fig: Figure = Figure(figsize=size, facecolor="white")
        self.ax: Axes = self.fig.add_axes((0, 0, 1, 1))
        self.ax.set_xlim(0, size[0])
        self.ax.set_ylim(0, size[1])
        self.ax.set_axis_off()

    def text(self, x: float, y: float, s: str, style: Style = BODY, **kw: Any) -> Any:
        kw.setdefault("va", "baseline")
        kw.setdefault("ha", "left")
        return self.ax.text(x, y, s, parse_math=False, **style.props(), **kw)

    def line(self, x0: float, y0: float, x1: float, y1: float, color: str = RULE, width: float = 0.8) -> None:
        self.ax.plot([x0, x1], [y0, y1], color=color, linewidth=width, solid_capstyle="butt")

    def rect(self, x: float, y: float, w: float, h: float, *, fill: str | None = None, edge: str | None = None,
             width: float = 0.8, rounded: bool = False) -> None:
        from matplotlib.patches import FancyBboxPatch, Rectangle

        kw = {"facecolor": fill or "none", "edgecolor": edge or "none", "linewidth": width}
        if rounded:
            self.ax.add_patch(FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.06", **kw))
        else:
            self.ax.add_patch(Rectangle((x, y), w, h, **kw))

    def axes(self, x: float, y: float, w: float, h: float) -> "Axes":
        """A child axes covering the box (x, y, w, h), in inches from its own bottom left."""
        W, H = self.size
        ax = self.fig.add_axes((x / W, y / H, w / W, h / H))
        ax.set_xlim(0, w)
        ax.set_ylim(0, h)
        ax.set_axis_off()
        return ax

    def draw_line(self, x: float, baseline: float, pieces: Sequence[_Piece], align: str = "left",
                  width: float = 0.0) -> None:
        """Pieces of one wrapped line, left-aligned at x (or centred/right in ``width``)."""
        total = line_width(pieces)
        if align == "center":
            x += (width - total) / 2
        elif align == "right":
            x += width - total
        for p in pieces:
            if p.text.strip():
                self.text(x, baseline, p.text, p.style)
            x += p.width


# --- blocks ------------------------------------------------------------------------------
class Block:
    """Something to put on a page. ``height(width)`` says how much room it needs;
    ``draw(page, x, top, width)`` draws it with its top edge at ``top``; ``split``
    cuts it to fit ``avail`` (None as the first part when nothing fits)."""

    space_before: float = 0.0
    space_after: float = 0.1
    keep_with_next: bool = False

    def height(self, width: float) -> float:
        raise NotImplementedError

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        raise NotImplementedError

    def split(self, width: float, avail: float) -> tuple["Block | None", "Block | None"]:
        return None, self

    def text(self) -> str:
        """The block's words (for searching and tests)."""
        return ""


class Paragraph(Block):
    """Wrapped text made of runs (each with its own style)."""

    def __init__(self, items: Sequence[Run] | str, *, style: Style = BODY, leading: float = 1.38,
                 align: str = "left", space_before: float = 0.0, space_after: float = 0.1) -> None:
        self.items: list[Run] = runs(items, style) if isinstance(items, str) else list(items)
        self.style = style
        self.leading = leading
        self.align = align
        self.space_before = space_before
        self.space_after = space_after
        self._cache: dict[float, list[list[_Piece]]] = {}
        self._first = 0  # lines already placed on an earlier page (after a split)

    @classmethod
    def parse(cls, text: str, style: Style = BODY, **kw: Any) -> "Paragraph":
        """A paragraph from text with ``**bold**`` and ``*italic*`` marks."""
        items: list[Run] = []
        for k, part in enumerate(re.split(r"(\*\*[^*]+\*\*|\*[^*]+\*)", text)):
            if part.startswith("**") and part.endswith("**") and len(part) > 4:
                items += runs(part[2:-2], style(bold=True))
            elif part.startswith("*") and part.endswith("*") and len(part) > 2:
                items += runs(part[1:-1], style(italic=True))
            elif part:
                items += runs(part, style)
        return cls(items, style=style, **kw)

    @property
    def line_height(self) -> float:
        return self.style.size * self.leading / 72.0

    def lines(self, width: float) -> list[list[_Piece]]:
        key = round(width, 4)
        if key not in self._cache:
            self._cache[key] = wrap(self.items, width)
        return self._cache[key][self._first:]

    def height(self, width: float) -> float:
        return len(self.lines(width)) * self.line_height

    def baseline_offset(self) -> float:
        return self.line_height * 0.76

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        for k, line in enumerate(self.lines(width)):
            page.draw_line(x, top - k * self.line_height - self.baseline_offset(), line, self.align, width)

    def split(self, width: float, avail: float) -> tuple[Block | None, Block | None]:
        lines = self.lines(width)
        n = int(avail // self.line_height)
        if n >= len(lines):
            return self, None
        if n < 2 or len(lines) - n < 2:  # no single line left alone (widows and orphans)
            n = min(n, len(lines) - 2)
            if n < 2:
                return None, self
        first = self._copy(self._first, self._first + n, width)
        rest = self._copy(self._first + n, None, width)
        rest.space_before = 0.0
        first.space_after = 0.0
        return first, rest

    def _copy(self, start: int, stop: int | None, width: float) -> "Paragraph":
        other = Paragraph(self.items, style=self.style, leading=self.leading, align=self.align,
                          space_before=self.space_before, space_after=self.space_after)
        key = round(width, 4)
        all_lines = self._cache[key]
        other._cache = {key: all_lines[:stop] if stop is not None else all_lines}
        other._first = start
        other.keep_with_next = self.keep_with_next
        return other

    def text(self) -> str:
        return "".join(t for t, _ in self.items)


class Heading(Paragraph):
    """A heading: bold, larger, kept with what follows; levels 1-4."""

    SIZES = {1: 19.0, 2: 14.5, 3: 12.0, 4: 10.5}

    def __init__(self, items: Sequence[Run] | str, level: int = 1) -> None:
        level = max(1, min(level, 4))
        style = Style(self.SIZES[level], bold=True)
        if isinstance(items, str):
            items = runs(items, style)
        else:
            items = [(t, s(size=style.size, bold=True)) for t, s in items]
        super().__init__(items, style=style, leading=1.25, space_before=(0.0, 0.22, 0.2, 0.14, 0.1)[level],
                         space_after=(0.0, 0.14, 0.08, 0.06, 0.04)[level])
        self.level = level
        self.keep_with_next = True

    def height(self, width: float) -> float:
        return super().height(width) + (0.06 if self.level <= 2 else 0.0)

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        super().draw(page, x, top, width)
        if self.level <= 2:
            y = top - self.height(width) + 0.03
            page.line(x, y, x + width, y, color=RULE if self.level == 2 else INK, width=0.8 if self.level == 2 else 1.4)

    def split(self, width: float, avail: float) -> tuple[Block | None, Block | None]:
        return (self, None) if self.height(width) <= avail else (None, self)


class Preformatted(Block):
    """Monospaced text kept as it is (program output), lines wrapped only when too long,
    on a light background."""

    def __init__(self, text: str, *, size: float = 9.0, shade: str | None = SHADE, color: str = INK) -> None:
        self.source = text.rstrip("\n")
        self.style = Style(size, mono=True, color=color)
        self.shade = shade
        self.space_after = 0.12
        self._lines: list[str] | None = None
        self._width: float | None = None
        self.pad = 0.08 if shade else 0.0

    def lines(self, width: float) -> list[str]:
        if self._lines is None or self._width != width:
            char = text_width("M", self.style)
            per = max(10, int((width - 2 * self.pad) / char))
            out: list[str] = []
            for raw in self.source.split("\n"):
                raw = raw.expandtabs(4)
                while len(raw) > per:
                    out.append(raw[:per])
                    raw = "  " + raw[per:]
                out.append(raw)
            self._lines, self._width = out, width
        return self._lines

    @property
    def line_height(self) -> float:
        return self.style.size * 1.3 / 72.0

    def height(self, width: float) -> float:
        return len(self.lines(width)) * self.line_height + 2 * self.pad

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        h = self.height(width)
        if self.shade:
            page.rect(x, top - h, width, h, fill=self.shade, edge=FAINT, width=0.5)
        for k, line in enumerate(self.lines(width)):
            y = top - self.pad - k * self.line_height - self.line_height * 0.76
            x0 = x + self.pad
            for text, style in runs(line, self.style):
                if text.strip():
                    page.text(x0, y, text, style)
                x0 += text_width(text, style)

    def split(self, width: float, avail: float) -> tuple[Block | None, Block | None]:
        lines = self.lines(width)
        n = int((avail - 2 * self.pad) // self.line_height)
        if n >= len(lines):
            return self, None
        if n < 3:
            return None, self
        first = Preformatted("\n".join(lines[:n]), size=self.style.size, shade=self.shade, color=self.style.color)
        rest = Preformatted("\n".join(lines[n:]), size=self.style.size, shade=self.shade, color=self.style.color)
        first.space_after = 0.0
        return first, rest

    def text(self) -> str:
        return self.source


class Indented(Block):
    """A block moved right by ``indent``, with an optional marker (a bullet, ``3.``) in
    the margin at its first line."""

    def __init__(self, inner: Block, indent: float, marker: str | None = None, marker_style: Style = BODY) -> None:
        self.inner = inner
        self.indent = indent
        self.marker = marker
        self.marker_style = marker_style
        self.space_before = inner.space_before
        self.space_after = inner.space_after
        self.keep_with_next = inner.keep_with_next

    def height(self, width: float) -> float:
        return self.inner.height(width - self.indent)

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        if self.marker:
            offset = self.inner.baseline_offset() if isinstance(self.inner, Paragraph) else 0.15
            page.text(x + self.indent - 0.08, top - offset, self.marker, self.marker_style, ha="right")
        self.inner.draw(page, x + self.indent, top, width - self.indent)

    def split(self, width: float, avail: float) -> tuple[Block | None, Block | None]:
        first, rest = self.inner.split(width - self.indent, avail)
        a = Indented(first, self.indent, self.marker, self.marker_style) if first is not None else None
        b = Indented(rest, self.indent, None if a is not None else self.marker, self.marker_style) if rest is not None else None
        return a, b

    def text(self) -> str:
        return (self.marker + " " if self.marker else "") + self.inner.text()


class Table(Block):
    """A table of wrapped cells: ``rows`` of cells (each a list of runs or a string),
    the first ``header`` rows bold on a shaded background and repeated after a page
    break; ``align`` per column ("left", "center", "right"); ``widths`` fixes the
    column widths (inches), otherwise they follow the content."""

    def __init__(self, rows: Sequence[Sequence[Sequence[Run] | str]], *, header: int = 1,
                 align: Sequence[str] | None = None, widths: Sequence[float] | None = None, size: float = 9.5,
                 full_width: bool = False, zebra: bool = True, space_after: float = 0.14,
                 bold_first_column: bool = False, pad: float = 0.05) -> None:
        self.size = size
        base = Style(size)
        ncols = max((len(r) for r in rows), default=0)
        self.rows: list[list[list[Run]]] = []
        for r, row in enumerate(rows):
            cells: list[list[Run]] = []
            for c in range(ncols):
                cell = row[c] if c < len(row) else ""
                style = base(bold=True) if (r < header or (bold_first_column and c == 0)) else base
                if isinstance(cell, str):
                    cells.append(runs(cell, style))
                else:
                    cells.append([(t, s(size=size, bold=s.bold or r < header)) for t, s in cell])
            self.rows.append(cells)
        self.header = min(header, len(self.rows))
        self.ncols = ncols
        self.align = list(align or ["left"] * ncols) + ["left"] * ncols
        self.fixed = list(widths) if widths else None
        self.full_width = full_width
        self.zebra = zebra
        self.space_after = space_after
        self.pad = pad
        self.leading = size * (1.3 if pad >= 0.05 else 1.22) / 72.0
        self._layout: dict[float, tuple[list[float], list[list[list[list[_Piece]]]], list[float]]] = {}

    def _columns(self, width: float) -> list[float]:
        if self.fixed:
            return self.fixed[: self.ncols]
        pad = 2 * self.pad
        natural = [0.0] * self.ncols
        minimum = [0.0] * self.ncols
        for row in self.rows:
            for c, cell in enumerate(row):
                text_lines = wrap(cell, 1e9)
                natural[c] = max(natural[c], max((line_width(ln) for ln in text_lines), default=0.0) + pad + 0.03)
                longest = max((sum(p.width for p in w) for w in _words(cell) if isinstance(w, list)), default=0.0)
                minimum[c] = max(minimum[c], min(longest, 1.6) + pad)
        total = sum(natural)
        if total <= width:
            if self.full_width and total > 0:
                extra = (width - total) / self.ncols
                return [n + extra for n in natural]
            return natural
        floor = sum(minimum)
        if floor >= width:
            return [width * m / floor for m in minimum]
        give = width - floor
        want = [n - m for n, m in zip(natural, minimum)]
        share = sum(want) or 1.0
        return [m + give * w / share for m, w in zip(minimum, want)]

    def layout(self, width: float) -> tuple[list[float], list[list[list[list[_Piece]]]], list[float]]:
        key = round(width, 4)
        if key not in self._layout:
            cols = self._columns(width)
            cells = [[wrap(cell, max(cols[c] - 2 * self.pad + 0.01, 0.2)) for c, cell in enumerate(row)]
                     for row in self.rows]
            heights = [max(len(c) for c in row) * self.leading + 2 * self.pad if row else self.leading for row in cells]
            self._layout[key] = (cols, cells, heights)
        return self._layout[key]

    def height(self, width: float) -> float:
        return sum(self.layout(width)[2])

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        cols, cells, heights = self.layout(width)
        total_w = sum(cols)
        y = top
        for r, (row, h) in enumerate(zip(cells, heights)):
            if r < self.header:
                page.rect(x, y - h, total_w, h, fill="#e9e6da")
            elif self.zebra and (r - self.header) % 2 == 1:
                page.rect(x, y - h, total_w, h, fill="#f7f6f0")
            cx = x
            for c, lines in enumerate(row):
                for k, line in enumerate(lines):
                    base = y - self.pad - k * self.leading - self.leading * 0.76
                    page.draw_line(cx + self.pad, base, line, self.align[c], cols[c] - 2 * self.pad)
                cx += cols[c]
            y -= h
            page.line(x, y, x + total_w, y, color=INK if r == self.header - 1 else FAINT,
                      width=0.9 if r == self.header - 1 else 0.5)
        page.line(x, top, x + total_w, top, color=INK, width=0.9)
        page.line(x, y, x + total_w, y, color=INK, width=0.9)

    def split(self, width: float, avail: float) -> tuple[Block | None, Block | None]:
        _cols, _cells, heights = self.layout(width)
        if sum(heights) <= avail:
            return self, None
        head = sum(heights[: self.header])
        used = head
        n = self.header
        while n < len(heights) and used + heights[n] <= avail:
            used += heights[n]
            n += 1
        if n - self.header < 2 or len(heights) - n < 1:
            return None, self
        first = self._subset(list(range(n)), width)
        rest = self._subset(list(range(self.header)) + list(range(n, len(heights))), width)
        first.space_after = 0.0
        return first, rest

    def _subset(self, indices: list[int], width: float) -> "Table":
        other = Table.__new__(Table)
        other.__dict__.update(self.__dict__)
        other.rows = [self.rows[i] for i in indices]
        cols, cells, heights = self.layout(width)
        other.fixed = cols
        other._layout = {round(width, 4): (cols, [cells[i] for i in indices], [heights[i] for i in indices])}
        return other

    def text(self) -> str:
        return "\n".join(" | ".join("".join(t for t, _ in cell) for cell in row) for row in self.rows)


class Drawing(Block):
    """A picture ``width`` x ``height`` inches drawn by ``painter(ax)`` on an axes whose
    data units are inches (origin bottom left), centred in the text width."""

    def __init__(self, width: float, height: float, painter: Callable[["Axes"], None], *, align: str = "center",
                 label: str = "", space_after: float = 0.16) -> None:
        self.width = width
        self.h = height
        self.painter = painter
        self.align = align
        self.label = label
        self.space_after = space_after

    def height(self, width: float) -> float:
        return self.h

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        if self.align == "center":
            x += max(0.0, (width - self.width) / 2)
        self.painter(page.axes(x, top - self.h, self.width, self.h))

    def text(self) -> str:
        return self.label


class DrawingRow(Block):
    """Pictures side by side when they fit in the width, otherwise one under another."""

    def __init__(self, drawings: Sequence[Drawing], gap: float = 0.3) -> None:
        self.drawings = list(drawings)
        self.gap = gap
        self.space_after = 0.16

    def _fits(self, width: float) -> bool:
        return sum(d.width for d in self.drawings) + self.gap * (len(self.drawings) - 1) <= width

    def height(self, width: float) -> float:
        if self._fits(width):
            return max(d.h for d in self.drawings)
        return sum(d.h for d in self.drawings) + self.gap * (len(self.drawings) - 1)

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        if self._fits(width):
            total = sum(d.width for d in self.drawings) + self.gap * (len(self.drawings) - 1)
            cx = x + (width - total) / 2
            for d in self.drawings:
                d.painter(page.axes(cx, top - d.h, d.width, d.h))
                cx += d.width + self.gap
        else:
            y = top
            for d in self.drawings:
                d.draw(page, x, y, width)
                y -= d.h + self.gap

    def split(self, width: float, avail: float) -> tuple[Block | None, Block | None]:
        if self._fits(width) or len(self.drawings) < 2:
            return None, self
        used, n = 0.0, 0
        while n < len(self.drawings) and used + self.drawings[n].h <= avail:
            used += self.drawings[n].h + self.gap
            n += 1
        if n == 0:
            return None, self
        return DrawingRow(self.drawings[:n], self.gap), DrawingRow(self.drawings[n:], self.gap)

    def text(self) -> str:
        return " ".join(d.label for d in self.drawings)


class Image(Block):
    """A raster picture (PNG or JPEG bytes) at ``dpi`` (or shrunk to the text width)."""

    def __init__(self, data: bytes, *, dpi: float = 100.0, max_width: float | None = None) -> None:
        from matplotlib.image import imread

        self.pixels = imread(io.BytesIO(data))
        rows, cols = self.pixels.shape[:2]
        self.natural = (cols / dpi, rows / dpi)
        self.max_width = max_width
        self.space_after = 0.16

    def _size(self, width: float) -> tuple[float, float]:
        w, h = self.natural
        limit = min(width, self.max_width or width)
        if w > limit:
            h, w = h * limit / w, limit
        return w, h

    def height(self, width: float) -> float:
        return self._size(width)[1]

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        w, h = self._size(width)
        ax = page.axes(x + (width - w) / 2, top - h, w, h)
        ax.imshow(self.pixels, extent=(0, w, 0, h), interpolation="antialiased")
        ax.set_axis_off()


class Box(Block):
    """Blocks in a framed box with an optional title (a note, a tip, a question)."""

    def __init__(self, children: Sequence[Block], *, title: str | None = None, fill: str = SHADE,
                 edge: str = RULE, bar: str | None = None, pad: float = 0.12) -> None:
        self.children = list(children)
        self.title = Paragraph(runs(title, Style(10.5, bold=True)), space_after=0.04) if title else None
        self.fill = fill
        self.edge = edge
        self.bar = bar
        self.pad = pad
        self.space_before = 0.04
        self.space_after = 0.16

    def _inner(self) -> list[Block]:
        return ([self.title] if self.title else []) + self.children

    def height(self, width: float) -> float:
        inner = width - 2 * self.pad - (0.05 if self.bar else 0.0)
        return 2 * self.pad + _stack_height(self._inner(), inner)

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        h = self.height(width)
        page.rect(x, top - h, width, h, fill=self.fill, edge=self.edge, width=0.6, rounded=True)
        shift = 0.0
        if self.bar:
            page.rect(x, top - h, 0.06, h, fill=self.bar)
            shift = 0.05
        _draw_stack(page, self._inner(), x + self.pad + shift, top - self.pad, width - 2 * self.pad - shift)

    def text(self) -> str:
        return "\n".join(b.text() for b in self._inner())


class Group(Block):
    """Blocks kept together on one page (unless the group is taller than a page)."""

    def __init__(self, children: Sequence[Block], space_after: float = 0.12) -> None:
        self.children = list(children)
        self.space_after = space_after

    def height(self, width: float) -> float:
        return _stack_height(self.children, width)

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        _draw_stack(page, self.children, x, top, width)

    def text(self) -> str:
        return "\n".join(b.text() for b in self.children)


def _stack_height(blocks: Sequence[Block], width: float) -> float:
    total = 0.0
    for k, b in enumerate(blocks):
        if k:
            total += b.space_before
        total += b.height(width)
        if k < len(blocks) - 1:
            total += b.space_after
    return total


def _draw_stack(page: Page, blocks: Sequence[Block], x: float, top: float, width: float) -> None:
    y = top
    for k, b in enumerate(blocks):
        if k:
            y -= b.space_before
        b.draw(page, x, y, width)
        y -= b.height(width) + b.space_after


class Columns(Block):
    """Stacks of blocks side by side: ``Columns([left blocks], [right blocks])``, the
    widths in proportion to ``weights``; kept on one page."""

    def __init__(self, *stacks: Sequence[Block], weights: Sequence[float] | None = None, gap: float = 0.25,
                 space_after: float = 0.12) -> None:
        self.stacks = [list(s) for s in stacks]
        self.weights = list(weights or [1.0] * len(self.stacks))
        self.gap = gap
        self.space_after = space_after

    def _widths(self, width: float) -> list[float]:
        free = width - self.gap * (len(self.stacks) - 1)
        total = sum(self.weights)
        return [free * w / total for w in self.weights]

    def height(self, width: float) -> float:
        return max((_stack_height(s, w) for s, w in zip(self.stacks, self._widths(width))), default=0.0)

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        for stack, w in zip(self.stacks, self._widths(width)):
            _draw_stack(page, stack, x, top, w)
            x += w + self.gap

    def text(self) -> str:
        return "\n".join(b.text() for s in self.stacks for b in s)


class Spacer(Block):
    def __init__(self, height: float) -> None:
        self.h = height
        self.space_after = 0.0

    def height(self, width: float) -> float:
        return self.h

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        pass


class Rule(Block):
    """A horizontal line across the text width."""

    def __init__(self, color: str = RULE, width: float = 0.8) -> None:
        self.color = color
        self.lw = width
        self.space_before = 0.06
        self.space_after = 0.1

    def height(self, width: float) -> float:
        return 0.02

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        page.line(x, top - 0.01, x + width, top - 0.01, color=self.color, width=self.lw)


class PageBreak(Block):
    """Start a new page."""

    def height(self, width: float) -> float:
        return 0.0

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        pass


class _RawPage(Block):
    """A whole page drawn by ``make() -> Figure`` (its own size), outside the flow."""

    def __init__(self, make: Callable[[], "Figure"], label: str = "") -> None:
        self.make = make
        self.label = label

    def height(self, width: float) -> float:
        return 0.0

    def draw(self, page: Page, x: float, top: float, width: float) -> None:
        pass

    def text(self) -> str:
        return self.label


# --- the document ----------------------------------------------------------------------
@dataclass
class Document:
    """A PDF document: blocks flowed onto pages, a footer with the title and page
    numbers on every flowed page."""

    title: str
    paper: str = "a4"
    footer: str | None = None
    subject: str = ""
    margins: tuple[float, float, float, float] = (0.6, 0.6, 0.6, 0.75)  # left, right, top, bottom
    blocks: list[Block] = field(default_factory=list)

    def add(self, *blocks: Block | Iterable[Block]) -> None:
        for b in blocks:
            if isinstance(b, Block):
                self.blocks.append(b)
            else:
                self.blocks.extend(b)

    def add_page(self, make: Callable[[], "Figure"], label: str = "") -> None:
        """A page of its own, drawn by ``make`` (a figure of any size)."""
        self.blocks.append(_RawPage(make, label))

    @property
    def page_size(self) -> tuple[float, float]:
        try:
            return PAPER[self.paper]
        except KeyError:
            raise ValueError(f"Unknown paper size {self.paper!r}: use one of {', '.join(PAPER)}.") from None

    def text(self) -> str:
        return "\n".join(b.text() for b in self.blocks)

    def _layout(self) -> list[Any]:
        """Lay out the blocks; returns the pages (Page objects or raw figures)."""
        W, H = self.page_size
        left, right, top_m, bottom_m = self.margins
        width = W - left - right
        top_y, bottom_y = H - top_m, bottom_m
        full = top_y - bottom_y
        pages: list[Any] = []
        page: Page | None = None
        y = top_y
        queue = list(self.blocks)

        def new_page() -> Page:
            nonlocal y
            p = Page((W, H))
            pages.append(p)
            y = top_y
            return p

        i = 0
        while i < len(queue):
            block = queue[i]
            if isinstance(block, _RawPage):
                pages.append(block.make())
                page = None
                i += 1
                continue
            if isinstance(block, PageBreak):
                if page is not None and y < top_y:
                    page = None
                i += 1
                continue
            if page is None:
                page = new_page()
            at_top = y >= top_y - 1e-9
            gap = 0.0 if at_top else block.space_before
            h = block.height(width)
            avail = y - gap - bottom_y
            need = h
            if block.keep_with_next and i + 1 < len(queue) and not isinstance(queue[i + 1], (PageBreak, _RawPage)):
                nxt = queue[i + 1]
                nh = nxt.height(width)
                if isinstance(nxt, (Paragraph, Table, Preformatted, Indented)) or nh > full - h - 0.5:
                    nh = min(nh, 0.6)  # a block that can be split (or is as tall as a page): its start
                need = h + block.space_after + nxt.space_before + nh
            if need <= avail + 1e-9:
                block.draw(page, left, y - gap, width)
                y -= gap + h + block.space_after
                i += 1
                continue
            if not block.keep_with_next:
                first, rest = block.split(width, avail)
                if first is not None and rest is not None:
                    first.draw(page, left, y - gap, width)
                    queue[i] = rest
                    page = new_page()
                    continue
            if at_top:
                # Taller than a page and cannot be split: unwrap a box or group, else draw it anyway.
                children = getattr(block, "children", None)
                if children and len(children) > 1:
                    queue[i : i + 1] = list(children)
                    continue
                if isinstance(block, Image):
                    block.max_width = block._size(width)[0] * full / h * 0.98
                    continue
                block.draw(page, left, y, width)
                y -= h + block.space_after
                i += 1
                continue
            page = new_page()
        return pages

    def save(self, path: str | Path) -> int:
        """Write the PDF; return the number of pages."""
        import matplotlib
        from matplotlib.backends.backend_pdf import PdfPages

        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        with matplotlib.rc_context({"pdf.fonttype": 3, "font.family": FONT, "axes.unicode_minus": False,
                                    "text.parse_math": False}):
            pages = self._layout()
            flowed = [p for p in pages if isinstance(p, Page)]
            W, H = self.page_size
            left, right, _t, bottom_m = self.margins
            for n, p in enumerate(flowed, 1):
                small = Style(8, color=MUTED)
                y = bottom_m * 0.45
                p.line(left, y + 0.16, W - right, y + 0.16, color=FAINT, width=0.5)
                p.text(left, y, self.footer or self.title, small)
                p.text(W - right, y, f"page {n} of {len(flowed)}", small, ha="right")
            metadata = {"Title": self.title, "Author": "Rubber bridge course", "Subject": self.subject or self.title,
                        "Creator": "bridgelib.handouts", "CreationDate": None}
            with PdfPages(path, metadata=metadata) as pdf:
                for p in pages:
                    pdf.savefig(p.fig if isinstance(p, Page) else p)
        return len(pages)
