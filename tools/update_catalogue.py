"""Keep the engine's message catalogues in step with its source (Babel does the work).

    python tools/update_catalogue.py           # extract, merge into every .po, compile the .mo
    python tools/update_catalogue.py --check   # exit 1 if a .po or .mo is behind the source

It extracts every ``_("…")``, ``ngettext("…", "…", n)`` and ``pgettext("context", "…")`` of
``bridgelib/``, adds one entry per case of each word of ``bridgelib.i18n.DECLINED_WORDS``,
merges the template into ``bridgelib/locale/<language>/LC_MESSAGES/bridgelib.po`` (new
sentences arrive untranslated: translate them there) and compiles the ``.mo`` the engine
reads. The ``.mo`` is committed, so a clean checkout and the browser's Python need no tool.
"""

from __future__ import annotations

import argparse
import datetime
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
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
    for filename, lineno, message, comments, context in extract_from_dir(
            ROOT / "bridgelib", METHODS, keywords=KEYWORDS, comment_tags=("Translators:",)):
        catalogue.add(message, locations=[(f"bridgelib/{filename}", lineno)],
                      auto_comments=comments, context=context,
                      flags=("python-brace-format",) if "{" in (message if isinstance(message, str) else message[0])
                      else ())
    for context, message in BUILT_MESSAGES:
        catalogue.add(message, context=context, locations=[("bridgelib/i18n.py", 0)])
    for word in DECLINED_WORDS:
        catalogue.add(word, locations=[("bridgelib/i18n.py", 0)])
        for case in CASES:
            catalogue.add(word, context=case, locations=[("bridgelib/i18n.py", 0)])
    return catalogue


def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / "bridgelib.po"


def merged(language: str, source: Catalog) -> Catalog:
    path = po_path(language)
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
            if target.exists() and target.read_bytes() == data:
                continue
            stale.append(target)
            if not args.check:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data)
        missing = untranslated(catalogue)
        print(f"{language}: {len(catalogue) - 1} sentences, {len(missing)} untranslated")
    if args.check and stale:
        print("stale: " + ", ".join(str(p.relative_to(ROOT)) for p in stale) + " (run tools/update_catalogue.py)")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
