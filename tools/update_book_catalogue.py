"""Keep the Russian book's translations in step with its English pages.

    python tools/update_book_catalogue.py           # extract, merge into every page's .po
    python tools/update_book_catalogue.py --check   # exit 1 if a page's .po is behind its page

Sphinx's ``gettext`` builder (through Jupyter Book, so the pages are read exactly as the book
reads them) writes one template per page: every title, paragraph, list item and table cell
of the page's text (a lesson's Markdown cells; code and outputs are the engine's, which the
Russian build runs in Russian). Babel, the library sphinx-intl is built on, merges each
template into ``locales/ru/LC_MESSAGES/<page>.po`` (sphinx-intl's layout, which Sphinx reads
with ``locale_dirs``), with a fixed date and no line numbers, so that a run that changes
nothing changes no file. A changed English paragraph arrives untranslated (no fuzzy
guesses): translate it there. The Russian build marks a page whose .po has an empty entry
as not yet translated (tools/sphinx_languages.py).
"""

from __future__ import annotations

import argparse
import io
import subprocess
import sys
import tempfile
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po
from update_catalogue import FIXED_DATE, keep, merge_into, report_stale, untranslated  # tools/update_catalogue.py

ROOT = Path(__file__).resolve().parents[1]
LOCALES = ROOT / "locales"
LANGUAGES = ("ru",)

__all__ = ["templates", "merged", "main"]


def templates(out: Path) -> dict[str, Catalog]:
    """Every page's template, by page name (``lessons/01_cards_seats_deal``), built by
    Sphinx's gettext builder into ``out``."""
    jupyter_book = Path(sys.executable).with_name("jupyter-book")
    command = [str(jupyter_book), "build", str(ROOT), "--builder", "custom", "--custom-builder", "gettext",
               "--all", "--warningiserror", "--keep-going", "--path-output", str(out)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"the gettext build failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    found = {}
    folder = out / "_build" / "gettext"
    for pot in sorted(folder.rglob("*.pot")):
        with pot.open("rb") as f:
            found[pot.relative_to(folder).with_suffix("").as_posix()] = read_po(f)
    return found


def merged(language: str, page: str, template: Catalog) -> Catalog:
    """The page's catalogue in ``language``: its translations kept, its entries those of
    the template."""
    template.creation_date = FIXED_DATE  # the template says when it was made: a change in every run
    return merge_into(po_path(language, page), language, template)


def po_path(language: str, page: str) -> Path:
    return LOCALES / language / "LC_MESSAGES" / f"{page}.po"


def po_bytes(catalogue: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalogue, width=0, omit_header=False, sort_output=False, include_lineno=False,
             no_location=True)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a page's .po is stale")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as out:
        pages = templates(Path(out))
    stale = []
    for language in LANGUAGES:
        translated = 0
        for page, template in pages.items():
            catalogue = merged(language, page, template)
            keep(po_path(language, page), po_bytes(catalogue), stale, write=not args.check)
            entries = len(catalogue)   # the header is not one of them
            done = entries - len(untranslated(catalogue))
            translated += done == entries
            print(f"{language} {page}: {done} of {entries} translated")
        print(f"{language}: {translated} of {len(pages)} pages translated")
    return report_stale(stale, "tools/update_book_catalogue.py") if args.check else 0


if __name__ == "__main__":
    raise SystemExit(main())
