"""Keep the engine's message catalogues in step with its source (Babel does the work).

    python tools/update_catalogue.py           # extract, merge into every .po, compile the .mo
    python tools/update_catalogue.py --check   # exit 1 if a .po or .mo is behind the source

It extracts every ``_("…")``, ``ngettext("…", "…", n)`` and ``pgettext("context", "…")`` of
``bridgelib/``, of the book's Sphinx extensions (``tools/sphinx_*.py``) and of the code cells
of the lessons (``lessons/*.ipynb``, ``book/*.ipynb``: a lesson's own tables and printed lines
speak through the engine's catalogue, so the Russian book's outputs are Russian), adds one entry per case of each word of ``bridgelib.i18n.DECLINED_WORDS``,
merges the template into ``bridgelib/locale/<language>/LC_MESSAGES/bridgelib.po`` (new
sentences arrive untranslated: translate them there) and compiles the ``.mo`` the engine
reads. The ``.mo`` is committed, so a clean checkout and the browser's Python need no tool.
"""

from __future__ import annotations

import argparse
import datetime
import io
import json
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bridgelib.i18n import BUILT_MESSAGES, CASES, DECLINED_WORDS, LANGUAGES, LOCALE_DIR  # noqa: E402

FIXED_DATE = datetime.datetime(2026, 12, 6, tzinfo=datetime.UTC)
KEYWORDS = {"_": None, "gettext_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
# The engine's own files; the widgets and handouts speak through the same catalogue.
METHODS = [("**.py", "python")]


def template() -> Catalog:
    """Every sentence of the engine's source, as a catalogue with empty translations."""
    # A fixed date keeps the compiled catalogue byte for byte the same on every run.
    catalogue = Catalog(project="rubber-bridge-course", fuzzy=False, creation_date=FIXED_DATE,
                        revision_date=FIXED_DATE)
    in_engine = [(f"bridgelib/{filename}", lineno, message, comments, context)
                 for filename, lineno, message, comments, context in extract_from_dir(
                     ROOT / "bridgelib", METHODS, keywords=KEYWORDS, comment_tags=("Translators:",))]
    for path, lineno, message, comments, context in in_engine + _outside_the_engine():
        catalogue.add(message, locations=[(path, lineno)], auto_comments=comments, context=context,
                      flags=("python-brace-format",) if "{" in (message if isinstance(message, str) else message[0])
                      else ())
    for context, message in BUILT_MESSAGES:
        catalogue.add(message, context=context, locations=[("bridgelib/i18n.py", 0)])
    for word in DECLINED_WORDS:
        catalogue.add(word, locations=[("bridgelib/i18n.py", 0)])
        for case in CASES:
            catalogue.add(word, context=case, locations=[("bridgelib/i18n.py", 0)])
    return catalogue


def _outside_the_engine() -> list[tuple[str, int, str | tuple[str, ...], list[str], str | None]]:
    """The sentences of the book's extensions and of the lessons' code cells, as
    (path, line or cell number, message, comments, context)."""
    found = []
    for path in sorted((ROOT / "tools").glob("sphinx_*.py")):
        with path.open("rb") as f:
            found += [(str(path.relative_to(ROOT)), lineno, message, comments, context)
                      for lineno, message, comments, context in extract("python", f, KEYWORDS, ("Translators:",))]
    for path in sorted((ROOT / "lessons").glob("*.ipynb")) + sorted((ROOT / "book").glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for number, cell in enumerate(cells):
            if cell["cell_type"] == "code":
                code = io.BytesIO("".join(cell["source"]).encode("utf-8"))
                found += [(str(path.relative_to(ROOT)), number, message, comments, context)
                          for _, message, comments, context in extract("python", code, KEYWORDS, ("Translators:",))]
    return found


def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / "bridgelib.po"


def merged(language: str, source: Catalog) -> Catalog:
    return merge_into(po_path(language), language, source)


def merge_into(path: Path, language: str, source: Catalog) -> Catalog:
    """The catalogue at ``path`` (a new one if there is none) with the entries of
    ``source``: its translations kept, sentences gone from the source dropped."""
    if path.exists():
        with path.open("rb") as f:
            catalogue = read_po(f, locale=language)
    else:
        catalogue = Catalog(locale=language, project="rubber-bridge-course", fuzzy=False,
                            creation_date=FIXED_DATE, revision_date=FIXED_DATE)
    # No fuzzy matching: a changed English sentence must be translated again, not guessed.
    catalogue.update(source, no_fuzzy_matching=True, update_header_comment=False)
    catalogue.obsolete.clear()
    return catalogue


def po_bytes(catalogue: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalogue, width=0, omit_header=False, sort_output=False, include_lineno=False)
    return out.getvalue()


def mo_bytes(catalogue: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalogue, use_fuzzy=False)
    return out.getvalue()


def untranslated(catalogue: Catalog) -> list[str]:
    """The English sentences of ``catalogue`` that have no translation (or lack a plural form)."""
    out = []
    for message in catalogue:
        if not message.id:
            continue  # the header
        strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
        if not all(strings) or len(strings) < (catalogue.num_plurals if message.pluralizable else 1):
            out.append(message.id if isinstance(message.id, str) else message.id[0])
    return out


def keep(target: Path, data: bytes, stale: list[Path], *, write: bool) -> None:
    """Note ``target`` in ``stale`` when it does not hold ``data``, and (``write``) write it."""
    if target.exists() and target.read_bytes() == data:
        return
    stale.append(target)
    if write:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


def report_stale(stale: list[Path], tool: str) -> int:
    """Exit status of a ``--check``: 1, with the files and the mending command, if any is stale."""
    if not stale:
        return 0
    print("stale: " + ", ".join(str(p.relative_to(ROOT)) for p in stale) + f" (run {tool})")
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a catalogue is stale")
    args = parser.parse_args(argv)
    source = template()
    stale = []
    for language in LANGUAGES:
        if language == "en":
            continue
        catalogue = merged(language, source)
        po, mo = po_bytes(catalogue), mo_bytes(catalogue)
        path = po_path(language)
        mo_path = path.with_suffix(".mo")
        for target, data in ((path, po), (mo_path, mo)):
            keep(target, data, stale, write=not args.check)
        missing = untranslated(catalogue)
        print(f"{language}: {len(catalogue)} sentences, {len(missing)} untranslated")  # len() leaves out the header
    return report_stale(stale, "tools/update_catalogue.py") if args.check else 0


if __name__ == "__main__":
    raise SystemExit(main())
