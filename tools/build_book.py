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
5. Build the PDF handouts with ``python -m bridgelib.handouts build`` into
   ``DIR/_build/handouts`` (skipped with ``--no-handouts``).

Exits non-zero on any warning or error.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

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

__all__ = ["vendor_widget_js", "build_book", "external_references", "build_handouts", "main"]


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


# --- 3. nothing from the internet --------------------------------------------------------
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


# --- 4. the handouts ---------------------------------------------------------------------
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
