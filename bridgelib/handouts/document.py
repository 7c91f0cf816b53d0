"""A handout as one HTML document, and the print stylesheet every handout shares.

The card diagrams inside are the engine's own HTML (:mod:`bridgelib.render.html`, the
pictures of the web book); the stylesheet sets the page text in DejaVu Sans (which has
the suit symbols), keeps every diagram, table, question and note on one page
(``break-inside: avoid``) and every heading with what follows it. The page size and the
running footer are the printer's (:mod:`bridgelib.handouts.printer`).

>>> doc = Document("Rubber bridge: a test", footer="A test")
>>> doc.add(heading("Tricks", 1), keep(paragraph("The ♥K wins.")))
>>> html = doc.html()
>>> "<title>Rubber bridge: a test</title>" in html and 'class="keep"' in html
True
>>> suits("♥K and ♠A")
'<span class="red">♥</span>K and ♠A'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .printer import Printer

__all__ = ["STYLE", "Document", "heading", "paragraph", "keep", "suits", "text_html", "answer_line"]

RED = "#c8102e"
MUTED = "#5a5a52"

STYLE = f"""
html {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
/* No ligatures: the text read back from the PDF (copied, searched) is the text written. */
* {{ font-variant-ligatures: none; font-feature-settings: "liga" 0, "clig" 0; }}
body {{ font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; line-height: 1.38; color: #1b1b1b;
        margin: 0; }}
h1 {{ font-size: 17pt; margin: 0 0 3mm 0; padding-bottom: 1mm; border-bottom: 1.2pt solid #1b1b1b; }}
h2 {{ font-size: 13pt; margin: 5mm 0 2mm 0; padding-bottom: 0.6mm; border-bottom: 0.5pt solid #9c9a8e; }}
h3 {{ font-size: 11pt; margin: 3.5mm 0 1.5mm 0; }}
h4, h5, h6 {{ font-size: 10pt; margin: 3mm 0 1mm 0; }}
h1, h2, h3, h4, h5, h6 {{ break-after: avoid; break-inside: avoid; }}
p {{ margin: 0 0 2mm 0; orphans: 2; widows: 2; }}
ul, ol {{ margin: 0 0 2mm 0; padding-left: 6mm; }}
li {{ margin: 0 0 0.8mm 0; break-inside: avoid; }}
code {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 0.92em; }}
pre {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 8pt; white-space: pre-wrap; background: #f7f6f0;
       border: 0.5pt solid #d9d6c8; border-radius: 2pt; padding: 1.5mm 2mm; margin: 0 0 2.5mm 0; }}
table.text {{ border-collapse: collapse; margin: 0 0 2.5mm 0; font-size: 9pt; }}
table.text th, table.text td {{ border-bottom: 0.5pt solid #d9d6c8; padding: 0.6mm 2mm; text-align: left;
                                vertical-align: top; }}
table.text th {{ background: #efece0; border-bottom: 0.8pt solid #1b1b1b; }}
table.wide {{ width: 100%; }}
table.text td.n, table.text th.n {{ text-align: right; }}
img, svg {{ max-width: 100%; }}
.keep, .output, table, pre, blockquote, .note, .bb-box, .question, .entry {{ break-inside: avoid; }}
.output {{ margin: 1mm 0 3mm 0; }}
.red {{ color: {RED}; }}
.muted {{ color: {MUTED}; }}
.small {{ font-size: 8pt; }}
.kicker {{ font-size: 8pt; color: {MUTED}; margin-bottom: 1mm; }}
.note, blockquote {{ background: #f7f6f0; border-left: 2pt solid #2f4f8f; padding: 1.5mm 3mm; margin: 0 0 3mm 0; }}
.note.warn {{ border-left-color: {RED}; }}
.note > .title {{ font-weight: bold; margin-bottom: 1mm; }}
.question {{ border: 0.7pt solid #9c9a8e; border-radius: 3pt; padding: 2.5mm 3.5mm; margin: 0 0 3.5mm 0; }}
.question h3 {{ margin-top: 0; }}
.pair {{ display: flex; gap: 6mm; align-items: flex-start; }}
.pair > .picture {{ flex: 0 0 auto; }}
.pair > .space {{ flex: 1 1 auto; padding-top: 3mm; }}
.line {{ display: flex; gap: 2mm; margin: 0 0 3.5mm 0; align-items: flex-end; }}
.line > .label {{ white-space: nowrap; }}
.line > .blank {{ flex: 1 1 auto; min-width: 30mm; border-bottom: 0.6pt solid #1b1b1b; height: 4.5mm; }}
.circle {{ font-weight: bold; margin: 0 0 3mm 0; }}
.aside {{ font-style: italic; color: {MUTED}; font-size: 8.5pt; }}
.entry {{ margin: 0 0 3.5mm 0; }}
.entry .head {{ font-weight: bold; }}
.entry .prompt {{ font-size: 8pt; color: {MUTED}; margin: 0.5mm 0; }}
.columns {{ display: flex; gap: 6mm; }}
.columns > div {{ flex: 1 1 0; min-width: 0; }}
.page-break {{ break-before: page; }}
"""
"""The print stylesheet of every handout (sizes in print units; the page itself and its
footer are set by the printer)."""


def suits(text: str) -> str:
    """Text as HTML with the red suits (♥ ♦) in red; ``text`` is escaped."""
    out = escape(text, quote=False)
    for symbol in "♥♦":
        out = out.replace(symbol, f'<span class="red">{symbol}</span>')
    return out


def text_html(text: str) -> str:
    """Text with ``**bold**`` marked, escaped, red suits in red.

    >>> text_html("**Game** = 100")
    '<b>Game</b> = 100'
    """
    parts = text.split("**")
    return "".join(f"<b>{suits(p)}</b>" if k % 2 else suits(p) for k, p in enumerate(parts))


def heading(text: str, level: int = 2) -> str:
    """A heading (``text`` may use ``**bold**``)."""
    return f"<h{level}>{text_html(text)}</h{level}>"


def paragraph(text: str, cls: str = "") -> str:
    """A paragraph (``text`` may use ``**bold**``)."""
    attr = f' class="{cls}"' if cls else ""
    return f"<p{attr}>{text_html(text)}</p>"


def keep(*parts: str, cls: str = "keep") -> str:
    """HTML kept together on one page."""
    return f'<div class="{cls}">' + "".join(parts) + "</div>"


def answer_line(label: str) -> str:
    """A labelled blank line to write an answer on."""
    return f'<div class="line"><span class="label">{suits(label)}</span><span class="blank"></span></div>'


@dataclass
class Document:
    """One handout: its title (the PDF's title), the footer text, and the body's HTML."""

    title: str
    footer: str = ""
    parts: list[str] = field(default_factory=list)
    style: str = ""

    def add(self, *parts: str) -> None:
        """Add HTML to the end of the body."""
        self.parts.extend(parts)

    def html(self) -> str:
        """The whole document, stylesheet included."""
        return ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                f"<title>{escape(self.title)}</title><style>{STYLE}{self.style}</style></head><body>"
                + "".join(self.parts) + "</body></html>")

    def save(self, path: str | Path, printer: Printer, paper: str = "a4") -> int:
        """Print the document to ``path`` as PDF; returns the number of pages."""
        return printer.print_pdf(self.html(), path, paper=paper, footer=self.footer or self.title)
