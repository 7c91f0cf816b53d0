"""Sphinx extension (``sphinx.local_extensions`` in _config.yml): the book's two editions,
English (the site's root) and Russian (``ru/``), each page linked to the same page in the
other edition.

- On every page, a link in the page's header bar to the same page of the other edition
  (``Русский`` on an English page, ``English`` on a Russian one), and a
  ``<link rel="alternate" hreflang=…>`` for the browser and search engines.
- On a page of the Russian edition whose text is not fully translated yet (its catalogue,
  ``locales/ru/LC_MESSAGES/<page>.po``, has an empty or fuzzy entry), a note under the
  title that says so: Sphinx then shows the untranslated paragraphs in English, while the
  examples and exercises are the engine's, in Russian.

``other_edition`` (a config value) says where the other edition is: its language, the
name its link shows and the path from this edition's root to the other's (``ru/`` from
the English book, ``../`` from the Russian one). tools/build_book.py sets it for each build.

>>> other_page_href("lessons/01_cards_seats_deal", "ru/")
'../ru/lessons/01_cards_seats_deal.html'
"""

from __future__ import annotations

import html
import sys
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po
from docutils import nodes
from sphinx.application import Sphinx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sphinx_live_book import page_language  # noqa: E402  (tools/sphinx_live_book.py)

from bridgelib.i18n import N_, in_language  # noqa: E402
from bridgelib.i18n import gettext_ as _  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
"""The book's translations: ``locales/<language>/LC_MESSAGES/<page>.po`` (sphinx-intl's layout)."""
TEMPLATES = ROOT / "book" / "templates"
UNTRANSLATED = N_("This page is not translated yet: its text is in English below. Its examples, diagrams and "
                  "exercises come from the course engine and are in Russian.")

__all__ = ["LOCALES", "UNTRANSLATED", "other_page_href", "untranslated_entries", "setup"]


def other_page_href(pagename: str, other_root: str) -> str:
    """The address of ``pagename`` in the other edition, relative to the page itself."""
    return "../" * pagename.count("/") + other_root + pagename + ".html"


def untranslated_entries(catalogue: Path) -> list[str]:
    """The English texts of ``catalogue`` (a page's .po file) with no translation yet, or
    only a fuzzy one."""
    with catalogue.open("rb") as f:
        messages = [m for m in read_po(f) if m.id]
    return [str(m.id) for m in messages if not m.string or m.fuzzy]


def _page_is_translated(app: Sphinx, docname: str) -> bool:
    catalogue = LOCALES / app.config.language / "LC_MESSAGES" / f"{docname}.po"
    return catalogue.exists() and not untranslated_entries(catalogue)


def add_untranslated_note(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    if app.builder.format != "html" or page_language(app) == "en" or _page_is_translated(app, docname):
        return
    with in_language(page_language(app)):
        note = nodes.raw("", f'<div class="admonition note edition-untranslated" lang="{page_language(app)}">'
                             f"<p>{html.escape(_(UNTRANSLATED))}</p></div>", format="html")
    sections = list(doctree.findall(nodes.section))
    if sections and isinstance(sections[0].children[0], nodes.title):
        sections[0].insert(1, note)
    else:
        doctree.insert(0, note)


def add_edition_link(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    other = app.config.other_edition
    if not other or doctree is None:
        return
    href = other_page_href(pagename, other["root"])
    context["other_edition"] = {"href": href, "label": other["label"], "language": other["language"]}
    context["metatags"] = context.get("metatags", "") + (
        f'\n<link rel="alternate" hreflang="{html.escape(other["language"])}" href="{html.escape(href)}" />')
    # The theme lists the header's right-hand items as templates: ours goes first.
    items = context.get("theme_article_header_end") or []
    items = [items] if isinstance(items, str) else list(items)
    if "edition-link.html" not in items:
        context["theme_article_header_end"] = ["edition-link.html", *items]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("other_edition", None, "html", (dict, type(None)))
    app.connect("config-inited", lambda app, config: config.templates_path.append(str(TEMPLATES)))
    app.add_css_file("editions.css")   # book/static, which tools/sphinx_answers.py serves
    app.connect("doctree-resolved", add_untranslated_note)
    # before the theme (priority 500) turns its header items into HTML
    app.connect("html-page-context", add_edition_link, priority=100)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
