"""Build the web book (and the printable handouts): what `make book` runs.

    python tools/build_book.py [--out DIR] [--no-handouts]

1. Vendor the ipywidgets JavaScript. package.json and package-lock.json pin
   ``@jupyter-widgets/html-manager`` and ``requirejs``; ``npm ci`` installs them into
   node_modules/ (only when the lock file changed since the last install), and the files
   the book serves are copied to ``_build/_vendor/_widgets_js/``. _config.yml puts that
   folder into the site (``html_extra_path``) and points myst-nb's ``nb_ipywidgets_js`` at
   it, so saved widgets render with no internet connection.
2. Build the live book's parts with tools/live_book.py into ``_build/_vendor/`` (the page
   script, Python for the browser and the JupyterLite site), which the pages' "Make this
   page interactive" buttons and "Open in JupyterLite" links use; and work out every
   quiz's answer into ``_build/_quizzes/`` (tools/sphinx_answers.py folds each answer
   under its quiz; the handouts print the same answers in their keys).
3. Build the book with Jupyter Book 1.x into ``DIR/_build/html`` (default DIR: the
   repository, i.e. ``_build/html``): every page is read again (``--all``) and any Sphinx
   warning fails the build (``-W --keep-going``). Notebooks are not executed: the book
   shows the outputs committed by tools/run_notebooks.py.
4. Check that no built page loads a script, stylesheet, font, image or frame from another
   host, so the book works offline and tracks nobody.
5. Build the Russian edition into ``DIR/_build/html/ru/`` (skipped with ``--no-russian``):
   the same pages, their text translated by Sphinx from ``locales/ru/LC_MESSAGES/<page>.po``
   (tools/update_book_catalogue.py keeps those in step with the pages), and every lesson's
   outputs made by running it with the engine in Russian (``BRIDGELIB_LANGUAGE=ru``) into
   ``_build/_ru/`` (reused while neither the lesson nor the engine changes). Its pages use
   the English site's widget JavaScript and live-book runtime (``../``), and every page of
   each edition links to the same page of the other (tools/sphinx_languages.py).
6. Build the PDF handouts with ``python -m bridgelib.handouts build`` into
   ``DIR/_build/handouts`` (skipped with ``--no-handouts``).

Exits non-zero on any warning or error.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
import live_book  # noqa: E402  (tools/live_book.py)
import sphinx_answers  # noqa: E402  (tools/sphinx_answers.py)

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "_build" / "_vendor"          # html_extra_path in _config.yml
WIDGETS_JS = VENDOR / "_widgets_js"           # served as <site>/_widgets_js/
STAMP = NODE_MODULES / ".rubber-bridge-course.sha256"
HTML_MANAGER_DIST = NODE_MODULES / "@jupyter-widgets" / "html-manager" / "dist"
REQUIREJS = NODE_MODULES / "requirejs" / "require.js"
# Ours: tells the bundle where its modules and fonts are (loaded just before embed-amd.js).
SETUP_JS = ROOT / "book" / "widgets-setup.js"
# The files of the html-manager bundle the pages need: the AMD bundle, its licence notes
# and the icon fonts it loads from its own folder. Not the CommonJS build or source maps.
SKIP_IN_DIST = {"embed.js", "embed.js.map", "libembed-amd.js"}

RUSSIAN = "ru"
RUSSIAN_WORK = ROOT / "_build" / "_ru"          # the Russian edition's sources and executed lessons
RUSSIAN_TITLE = "Роббер-бридж: интерактивный курс"

__all__ = ["vendor_widget_js", "build_book", "russian_sources", "build_russian", "external_references",
           "build_handouts", "main"]


class BuildError(RuntimeError):
    """A step of the build failed; the message says which and what to do."""


def run(command: list[str], **kwargs) -> None:
    print("$", " ".join(command), flush=True)
    result = subprocess.run(command, cwd=ROOT, **kwargs)
    if result.returncode != 0:
        raise BuildError(f"`{' '.join(command)}` failed with exit status {result.returncode}.")


# --- 1. the widget JavaScript ------------------------------------------------------------
def _lock_digest() -> str:
    digest = hashlib.sha256()
    for name in ("package.json", "package-lock.json"):
        digest.update((ROOT / name).read_bytes())
    return digest.hexdigest()


def _npm() -> str:
    """The npm executable; installs Debian's nodejs and npm if they are missing (as the
    Makefile installs Chromium for the browser tests)."""
    npm = shutil.which("npm")
    if npm:
        return npm
    if shutil.which("apt-get"):
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        print("npm is missing: installing Debian's nodejs and npm", flush=True)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        run(sudo + ["apt-get", "update", "-qq"], env=env)
        run(sudo + ["apt-get", "install", "-y", "-qq", "nodejs", "npm"], env=env)
        npm = shutil.which("npm")
    if not npm:
        raise BuildError("npm is needed to install the widget JavaScript: install Node.js and npm "
                         "(Debian/Ubuntu: `apt-get install -y nodejs npm`).")
    return npm


def vendor_widget_js() -> list[Path]:
    """Install the pinned widget JavaScript (``npm ci``, skipped when node_modules already
    matches the lock file) and copy what the book serves to ``_build/_vendor/_widgets_js``.
    Returns the copied files."""
    digest = _lock_digest()
    installed = STAMP.exists() and STAMP.read_text().strip() == digest
    if not (installed and HTML_MANAGER_DIST.joinpath("embed-amd.js").exists() and REQUIREJS.exists()):
        # --ignore-scripts: the packages ship built files; nothing needs to run.
        run([_npm(), "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"])
        STAMP.write_text(digest + "\n")
    if WIDGETS_JS.exists():
        shutil.rmtree(WIDGETS_JS)
    WIDGETS_JS.mkdir(parents=True)
    copied = [Path(shutil.copy2(REQUIREJS, WIDGETS_JS / "require.js")),
              Path(shutil.copy2(SETUP_JS, WIDGETS_JS / SETUP_JS.name))]
    for source in sorted(HTML_MANAGER_DIST.iterdir()):
        if source.is_file() and source.name not in SKIP_IN_DIST:
            copied.append(Path(shutil.copy2(source, WIDGETS_JS / source.name)))
    return copied


# --- 2. the book -------------------------------------------------------------------------
def _jupyter_book() -> str:
    local = Path(sys.executable).parent / "jupyter-book"
    return str(local) if local.exists() else (shutil.which("jupyter-book") or "jupyter-book")


def build_book(out: Path) -> Path:
    """Build the HTML book into ``out/_build/html`` with warnings as errors; return that
    folder."""
    command = [_jupyter_book(), "build", str(ROOT), "--builder", "html", "--all",
               "--warningiserror", "--keep-going"]
    if out.resolve() != ROOT:
        command += ["--path-output", str(out)]
    run(command)
    html = out / "_build" / "html"
    if not (html / "index.html").exists():
        raise BuildError(f"Jupyter Book reported success but wrote no {html / 'index.html'}.")
    return html


# --- 3. the Russian edition ---------------------------------------------------------------
@contextlib.contextmanager
def _engine_language(language: str) -> Iterator[None]:
    """The engine's language for the processes started inside (kernels, quiz workers,
    Sphinx), through ``bridgelib.i18n.LANGUAGE_VARIABLE``."""
    from bridgelib.i18n import LANGUAGE_VARIABLE

    before = os.environ.get(LANGUAGE_VARIABLE)
    os.environ[LANGUAGE_VARIABLE] = language
    try:
        yield
    finally:
        if before is None:
            del os.environ[LANGUAGE_VARIABLE]
        else:
            os.environ[LANGUAGE_VARIABLE] = before


def _russian_config() -> dict:
    """The English _config.yml, changed for the Russian edition."""
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    config["title"] = RUSSIAN_TITLE
    sphinx = config["sphinx"]
    sphinx["local_extensions"] = {name: str(ROOT / path) for name, path in sphinx["local_extensions"].items()}
    settings = sphinx["config"]
    settings["language"] = RUSSIAN
    settings["locale_dirs"] = [str(ROOT / "locales")]
    # The widget JavaScript and the live book's runtime are the English site's, one level up.
    settings["html_extra_path"] = []
    settings["nb_ipywidgets_js"] = {f"../{path}": attributes for path, attributes in settings["nb_ipywidgets_js"].items()}
    settings["live_book_site"] = "../"
    settings["other_edition"] = {"language": "en", "label": "English", "root": "../"}
    # myst-nb's words on a folded code cell ("Show code cell source")
    settings["nb_code_prompt_show"] = "Показать код"
    settings["nb_code_prompt_hide"] = "Скрыть код"
    return config


def _russian_toc() -> dict:
    """_toc.yml with its part captions in Russian. Sphinx puts them in the root page's
    catalogue (book/intro.po), but sphinx-external-toc adds the table of contents after
    Sphinx has translated the page, so they are translated here."""
    from babel.messages.pofile import read_po

    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    with (ROOT / "locales" / RUSSIAN / "LC_MESSAGES" / f"{toc['root']}.po").open("rb") as f:
        translations = {m.id: m.string for m in read_po(f) if m.id and m.string and not m.fuzzy}
    for part in toc.get("parts", []):
        part["caption"] = translations.get(part["caption"], part["caption"])
    return toc


def russian_sources() -> Path:
    """The Russian edition's source folder, ``_build/_ru/source``: the English pages, the
    table of contents, and every notebook run with the engine in Russian (two at a time;
    a notebook is run again only when it or the engine changed). Returns the folder."""
    source = RUSSIAN_WORK / "source"
    ran = RUSSIAN_WORK / "notebooks"
    ran.mkdir(parents=True, exist_ok=True)
    if source.exists():
        shutil.rmtree(source)
    shutil.copytree(ROOT / "book", source / "book", ignore=shutil.ignore_patterns("*.ipynb", "live"))
    (source / "_toc.yml").write_text(yaml.safe_dump(_russian_toc(), allow_unicode=True, sort_keys=False),
                                     encoding="utf-8")
    (source / "_config.yml").write_text(yaml.safe_dump(_russian_config(), allow_unicode=True, sort_keys=False),
                                        encoding="utf-8")
    from bridgelib.handouts.quizzes import engine_digest

    engine = engine_digest()
    notebooks = sorted((ROOT / "lessons").glob("*.ipynb")) + sorted((ROOT / "book").glob("*.ipynb"))
    stale = []
    for notebook in notebooks:
        copy = ran / notebook.relative_to(ROOT)
        key = hashlib.sha256(notebook.read_bytes() + engine.encode()).hexdigest()
        stamp = copy.with_suffix(".key")
        if not (copy.exists() and stamp.exists() and stamp.read_text() == key):
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(notebook, copy)
            stale.append((copy, stamp, key))
    if stale:
        halves = [half for half in (stale[0::2], stale[1::2]) if half]
        # The kernels' own chatter (a warning about TCP) goes to a log, not into the build's
        # output, where any WARNING counts as a failed build.
        logs = [RUSSIAN_WORK / f"run-{number}.log" for number in range(len(halves))]
        with _engine_language(RUSSIAN), contextlib.ExitStack() as files:
            workers = [subprocess.Popen([sys.executable, str(ROOT / "tools" / "run_notebooks.py"),
                                         *(str(copy) for copy, _, _ in half)], cwd=ROOT,
                                        stdout=files.enter_context(log.open("w")), stderr=subprocess.STDOUT)
                       for half, log in zip(halves, logs, strict=True)]
            failed = [worker.wait() for worker in workers]
        said = [log.read_text(encoding="utf-8", errors="replace") for log in logs]
        if any(failed):
            raise BuildError("A lesson failed to run with the engine in Russian:\n" + "\n".join(s[-3000:] for s in said))
        for line in "".join(said).splitlines():
            if line.rstrip().endswith((".ipynb", "in all")):   # run_notebooks.py's timings
                print(line, flush=True)
        for _copy, stamp, key in stale:
            stamp.write_text(key)
    for notebook in notebooks:
        target = source / notebook.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ran / notebook.relative_to(ROOT), target)
    return source


def build_russian(html: Path) -> Path:
    """Build the Russian edition into ``html/ru`` (``html``: the English book) with warnings
    as errors; return that folder."""
    source = russian_sources()
    notebooks = sorted(source.rglob("*.ipynb"))
    out = RUSSIAN_WORK / "out"
    with _engine_language(RUSSIAN):
        sphinx_answers.work_out(notebooks, sphinx_answers.cache_for(RUSSIAN))
        run([_jupyter_book(), "build", str(source), "--builder", "html", "--all", "--warningiserror", "--keep-going",
             "--path-output", str(out)])
    built = out / "_build" / "html"
    if not (built / "index.html").exists():
        raise BuildError(f"Jupyter Book reported success but wrote no {built / 'index.html'}.")
    target = html / RUSSIAN
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(built, target)
    return target


# --- 4. nothing from the internet --------------------------------------------------------
# Attributes through which a page makes the browser fetch something by itself.
_FETCHING = {
    "script": ("src",), "img": ("src", "srcset"), "iframe": ("src",), "source": ("src", "srcset"),
    "audio": ("src",), "video": ("src", "poster"), "embed": ("src",), "object": ("data",),
    "input": ("src",), "track": ("src",),
}
# <link rel=...> values that fetch (or open a connection) as the page loads.
_FETCHING_LINKS = {"stylesheet", "preload", "modulepreload", "prefetch", "preconnect", "dns-prefetch",
                   "icon", "shortcut", "apple-touch-icon", "manifest"}
_CSS_URL = re.compile(r"""(?:url\(\s*['"]?|@import\s+['"])\s*([^'")\s]+)""", re.I)


def _is_remote(url: str) -> bool:
    url = url.strip()
    if url.startswith("//"):
        return True
    scheme = urlsplit(url).scheme.lower()
    return scheme not in ("", "data", "blob", "about", "javascript", "mailto")


class _Fetches(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.urls: list[tuple[str, str]] = []   # (tag, url)
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "link":
            rels = set(values.get("rel", "").lower().split())
            if rels & _FETCHING_LINKS and values.get("href"):
                self.urls.append((tag, values["href"]))
        for name in _FETCHING.get(tag, ()):
            for url in re.split(r",\s+", values.get(name, "")) if name == "srcset" else [values.get(name, "")]:
                if url.strip():
                    self.urls.append((tag, url.strip().split()[0]))
        if "style" in values:
            self.urls.extend(("style", u) for u in _CSS_URL.findall(values["style"]))
        self._in_style = tag == "style"

    def handle_endtag(self, tag: str) -> None:
        if tag == "style":
            self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.urls.extend(("style", u) for u in _CSS_URL.findall(data))


def external_references(html_dir: Path) -> list[str]:
    """Every reference in the built site that makes a browser fetch something from another
    host as a page loads: scripts, stylesheets, icons, images, frames, CSS ``url()`` and
    ``@import``. Links the reader may click are not fetches and are not listed. Each entry
    reads ``"page: <tag> url"``."""
    found = []
    for path in sorted(html_dir.rglob("*.html")):
        parser = _Fetches()
        parser.feed(path.read_text(encoding="utf-8", errors="replace"))
        for tag, url in parser.urls:
            if _is_remote(url):
                found.append(f"{path.relative_to(html_dir)}: <{tag}> {url}")
    for path in sorted(html_dir.rglob("*.css")):
        for url in _CSS_URL.findall(path.read_text(encoding="utf-8", errors="replace")):
            if _is_remote(url):
                found.append(f"{path.relative_to(html_dir)}: css {url}")
    return found


# --- 5. the handouts ---------------------------------------------------------------------
def build_handouts(out: Path) -> bool:
    """Build the PDF handouts with ``python -m bridgelib.handouts build`` into
    ``out/_build/handouts``; returns False (with a notice) when that module is missing."""
    package = ROOT / "bridgelib" / "handouts"
    if not ((package / "__main__.py").exists() or package.with_suffix(".py").exists()):
        print("NOTICE: bridgelib.handouts does not exist: the handouts were not built.", flush=True)
        return False
    run([sys.executable, "-m", "bridgelib.handouts", "build", "--out", str(out / "_build" / "handouts"),
         "--lessons", str(ROOT / "lessons"), "--quizzes-cache", str(sphinx_answers.CACHE)])
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT,
                        help="write into OUT/_build/html and OUT/_build/handouts (default: the repository)")
    parser.add_argument("--no-handouts", action="store_true", help="build the web book only")
    parser.add_argument("--no-russian", action="store_true", help="build the English edition only")
    args = parser.parse_args(argv)
    out = args.out.resolve()
    start = time.perf_counter()
    try:
        files = vendor_widget_js()
        print(f"widget JavaScript: {len(files)} files in {WIDGETS_JS.relative_to(ROOT)}", flush=True)
        live_book.build_live_book()
        sphinx_answers.work_out(sorted((ROOT / "lessons").glob("*.ipynb")) + sorted((ROOT / "book").glob("*.ipynb")))
        print(f"the quizzes' answers: {sphinx_answers.CACHE.relative_to(ROOT)}", flush=True)
        html = build_book(out)
        if not args.no_russian:
            print(f"Russian edition: {build_russian(html)}", flush=True)
        remote = external_references(html)
        if remote:
            raise BuildError("These pages would fetch files from the internet:\n  " + "\n  ".join(remote))
        seconds = time.perf_counter() - start
        print(f"web book: {html / 'index.html'} ({seconds:.1f} s)", flush=True)
        if not args.no_handouts and build_handouts(out):
            print(f"handouts: {out / '_build' / 'handouts'}", flush=True)
    except (BuildError, live_book.LiveBookError) as error:
        print(f"ERROR: {error}", file=sys.stderr, flush=True)
        return 1
    print(f"done in {time.perf_counter() - start:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
