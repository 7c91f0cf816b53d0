"""Sphinx extension of the live book (listed under ``sphinx.local_extensions`` in
_config.yml): on every page made from a notebook with code cells, the
**Make this page interactive** button with its status line, the **Open in JupyterLite**
link, and what book/live/live.js needs to run the page.

For each such page it

- gives every code cell's container the id ``live-cell-<index>`` (the cell's index in
  the notebook), so that the live outputs go exactly where the saved ones are;
- puts the button, the link and the status line under the page title; a classic script
  of every page, book/live/static/live-book-bar.js, answers the button where live.js
  cannot run (a page opened from ``file://``: browsers refuse its module scripts and
  workers) and says what to do when a saved widget is clicked;
- adds, at the end of the page, the page's code cells and the runtime's addresses as
  JSON (``<script id="live-book-data">``) and live.js as a module script.

The runtime's facts (which packages Python loads as it starts, the name of piplite's
wheel) come from the manifest tools/live_book.py writes, so they have one owner.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

sys.path.insert(0, str(Path(__file__).resolve().parent))
import live_book  # noqa: E402  (tools/live_book.py)

from bridgelib.i18n import LANGUAGES, N_, in_language  # noqa: E402
from bridgelib.i18n import gettext_ as _  # noqa: E402

BUTTON = N_("Make this page interactive")
LITE_LINK = N_("Open in JupyterLite")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
INTRO_WIDGETS = N_(
    "The bidding boxes, card tables, score pads and quizzes on this page are pictures until you "
    "press the button: it starts Python in your browser and runs the lesson, and then they work. "
    "Nothing is installed and nothing leaves your computer."
)
INTRO_PLAIN = N_(
    "The examples on this page were worked out by the course engine. Press the button to run them "
    "again in your browser: nothing is installed and nothing leaves your computer."
)
MESSAGES = {
    "starting": N_("Starting Python…"),
    "engine": N_("Loading the course engine…"),
    "running": N_("Running the lesson: {done} of {total}…"),
    "ready": N_("Ready: the buttons on this page now work"),
    "button": BUTTON,
    "retry": N_("Try again"),
    "advice": N_("Press Try again. If it fails again, reload the page, or use the lesson in JupyterLab "
                 "(see How to use this book)."),
    "background": N_("Python is starting in the background, as you made a page interactive a moment ago: "
                     "press the button to use this one."),
    "backgroundReady": N_("Python is ready, as you made a page interactive a moment ago: press the button to use "
                          "this page."),
    "done": N_("This page is interactive"),
}
"""What live.js says on the status line and the button, in English: each page gets them in
its own language (``live.js`` fills in ``{done}`` and ``{total}``)."""
BAR_MESSAGES = {
    "filePage": N_("This page was opened as a file (its address starts with file://), and browsers do not start "
                   "Python for such pages. Everything else on the page works as it is. To use the buttons, open the "
                   "book through a web server: in the course folder run make serve and go to http://127.0.0.1:8000/, "
                   "or ask your teacher for the book's web address."),
    "notLoaded": N_("This browser could not load the interactive part of the page. Reload the page; if that does "
                    "not help, use a recent Chrome, Edge, Firefox or Safari."),
    "stillLoading": N_("The interactive part of the page is still loading: press the button again in a moment."),
    "picture": N_("This is only a picture of the widget: press Make this page interactive, and it works."),
    "failed": N_("This is only a picture of the widget: the page could not be made interactive (the line at the "
                 "top of the page says why)."),
    "gettingReady": N_("The page is being made interactive: this widget works in a moment (the line at the top of "
                       "the page says how far it has got)."),
}
"""What book/live/static/live-book-bar.js says where live.js is not in charge (in the
``data-bar-messages`` of the bar, in the page's language)."""
REMOVED_OUTPUT = {"remove-output", "remove_output"}
REMOVED_CELL = {"remove-cell", "remove_cell"}

__all__ = ["setup", "page_cells", "BUTTON", "LITE_LINK", "MESSAGES"]


def _json_for_html(value: Any) -> str:
    """JSON that is safe inside a <script> element."""
    return json.dumps(value, ensure_ascii=False).replace("<", "\\u003c").replace("&", "\\u0026")


def _notebook(app: Sphinx, docname: str) -> dict | None:
    path = Path(app.env.doc2path(docname))
    if path.suffix != ".ipynb":
        return None
    return json.loads(path.read_text(encoding="utf-8"))


def has_widgets(notebook: dict) -> bool:
    """Whether the notebook's saved outputs hold widgets."""
    if notebook.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state"):
        return True
    return any(WIDGET_VIEW in output.get("data", {})
               for cell in notebook["cells"] if cell["cell_type"] == "code" for output in cell.get("outputs", []))


def page_cells(notebook: dict, shown: set[int]) -> list[dict[str, Any]]:
    """The code cells live.js runs, in order: each one's source and the id of the element
    its outputs go into (``None`` for a cell whose outputs the book does not show).
    ``shown`` holds the indices of the cells the page has a container for."""
    cells = []
    for index, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] != "code":
            continue
        source = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
        tags = set(cell.get("metadata", {}).get("tags", []))
        visible = index in shown and not tags & (REMOVED_OUTPUT | REMOVED_CELL)
        cells.append({"source": source, "element": f"live-cell-{index}" if visible else None})
    return cells


def _bar_html(intro: str, lite_href: str) -> str:
    """The bar under the page title. book/live/static/live-book-bar.js (a classic script,
    on every page) answers its button where live.js cannot run; live.js takes it over."""
    notes = html.escape(json.dumps({key: _(text) for key, text in BAR_MESSAGES.items()}, ensure_ascii=False))
    return f"""<div class="live-book" data-live-state="static" data-bar-messages="{notes}">
<div class="live-book-bar">
<button type="button" class="live-book-start">{html.escape(_(BUTTON))}</button>
<a class="live-book-lite" href="{html.escape(lite_href)}">{html.escape(_(LITE_LINK))}</a>
</div>
<progress class="live-book-progress" hidden></progress>
<p class="live-book-status" role="status" aria-live="polite">{html.escape(_(intro))}</p>
</div>
"""


def page_language(app: Sphinx) -> str:
    """The language of the edition being built (English unless the engine speaks it)."""
    language = app.config.language or "en"
    return language if language in LANGUAGES else "en"


def add_live_parts(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    if app.builder.format != "html":
        return
    with in_language(page_language(app)):
        _add_live_parts(app, doctree, docname)


def _add_live_parts(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    notebook = _notebook(app, docname)
    if notebook is None or not any(cell["cell_type"] == "code" for cell in notebook["cells"]):
        return
    shown = set()
    for container in doctree.findall(nodes.container):
        if container.get("nb_element") == "cell_code":
            index = container["cell_index"]
            container["ids"].append(f"live-cell-{index}")
            shown.add(index)
    target = app.builder.get_target_uri(docname)
    # The runtime is the English site's: another edition (ru/) reaches it through live_book_site.
    root = "../" * target.count("/") + app.config.live_book_site
    manifest = _MANIFEST
    data = {
        "language": page_language(app),
        "messages": {key: _(text) for key, text in MESSAGES.items()},
        "cells": page_cells(notebook, shown),
        "runtime": {
            "pyodide": f"{root}_pyodide/pyodide.mjs",
            "lock": f"{root}_pyodide/pyodide-lock.json",
            "piplite": f"{root}_pyodide/{manifest['piplite']}",
            "files": [f"{root}_pyodide/{name}" for name in live_book.PYODIDE_RUNTIME + ("pyodide-lock.json",)],
            "packages": manifest["packages"],
        },
    }
    lite_href = f"{root}lite/notebooks/index.html?path={docname}.ipynb"
    bar = nodes.raw("", _bar_html(INTRO_WIDGETS if has_widgets(notebook) else INTRO_PLAIN, lite_href), format="html")
    sections = list(doctree.findall(nodes.section))
    if sections and isinstance(sections[0].children[0], nodes.title):
        sections[0].insert(1, bar)
    else:
        doctree.insert(0, bar)
    doctree.append(nodes.raw("", (
        f'<script type="application/json" id="live-book-data">{_json_for_html(data)}</script>\n'
        f'<script type="module" src="{root}_live/live.js" '
        "onerror=\"document.querySelector('.live-book').setAttribute('data-live-module', 'failed')\"></script>\n"
    ), format="html"))


_MANIFEST: dict[str, Any] = {}


def read_manifest(app: Sphinx) -> None:
    if app.builder.format == "html":
        _MANIFEST.clear()
        _MANIFEST.update(live_book.read_manifest())


def setup(app: Sphinx) -> dict[str, Any]:
    static = Path(__file__).resolve().parent.parent / "book" / "live" / "static"
    app.add_config_value("live_book_site", "", "html", str)
    app.connect("builder-inited", read_manifest)
    app.connect("builder-inited", lambda app: app.config.html_static_path.append(str(static)))
    app.connect("doctree-resolved", add_live_parts)
    app.add_css_file("live-book.css")
    app.add_js_file("live-book-bar.js", loading_method="defer")
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
