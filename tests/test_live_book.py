"""The live book as built: every notebook page carries the "Make this page interactive"
button, its code cells and the addresses of a runtime that is inside the site; that
runtime (Pyodide, the wheels, the lock file) is complete, consistent and byte-compiled; the
engine in it is this repository's; the JupyterLite site runs the same Python and holds
every lesson with its code folded away. And the build's pieces, one by one.

The built book is the one tests/test_book.py builds once per session. What a reader sees
when the button is pressed is tested in a real browser by tests/browser/test_live_book_in_browser.py.
"""

from __future__ import annotations

import base64
import hashlib
import importlib
import json
import sys
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, urljoin, urlsplit

import pytest
from test_book import LESSONS, built_book, toc_files

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
live_book = importlib.import_module("live_book")
pyodide_compile = importlib.import_module("pyodide_compile")
sphinx_live_book = importlib.import_module("sphinx_live_book")

BUTTON = "Make this page interactive"
LITE_LINK = "Open in JupyterLite"


@pytest.fixture(scope="session")
def book(tmp_path_factory):
    return built_book(tmp_path_factory)


class LivePage(HTMLParser):
    """What a built page holds of the live book: the button and link texts, the link's
    address, the JSON data, the ids of elements and the classes of cell containers."""

    def __init__(self, path: Path) -> None:
        super().__init__(convert_charrefs=True)
        self.buttons: list[str] = []
        self.links: dict[str, str] = {}
        self.ids: list[str] = []
        self.cell_ids: list[str | None] = []
        self.data: dict | None = None
        self.module_scripts: list[str] = []
        self._text: list[str] | None = None
        self._href = ""
        self._in_data = False
        self._raw = ""
        self.feed(path.read_text(encoding="utf-8"))

    def handle_starttag(self, tag, attrs):
        a = {k: v or "" for k, v in attrs}
        if a.get("id"):
            self.ids.append(a["id"])
        if tag == "div" and "cell" in a.get("class", "").split():
            self.cell_ids.append(a.get("id"))
        if tag in ("button", "a"):
            self._text, self._href = [], a.get("href", "")
        if tag == "script" and a.get("id") == "live-book-data":
            self._in_data, self._raw = True, ""
        if tag == "script" and a.get("type") == "module":
            self.module_scripts.append(a.get("src", ""))

    def handle_endtag(self, tag):
        if tag in ("button", "a") and self._text is not None:
            text = "".join(self._text).strip()
            if tag == "button":
                self.buttons.append(text)
            else:
                self.links[text] = self._href
            self._text = None
        if tag == "script" and self._in_data:
            self.data = json.loads(self._raw)
            self._in_data = False

    def handle_data(self, data):
        if self._text is not None:
            self._text.append(data)
        if self._in_data:
            self._raw += data


def notebook_pages() -> list[str]:
    return [name for name in toc_files() if (ROOT / f"{name}.ipynb").exists()]


def notebook(name: str) -> dict:
    return json.loads((ROOT / f"{name}.ipynb").read_text(encoding="utf-8"))


def resolve(html: Path, page: str, url: str) -> Path:
    base = "http://book.invalid/" + page
    return html / urlsplit(urljoin(base, url)).path.lstrip("/")


# --- the pages ------------------------------------------------------------------------------
def test_the_eleven_lessons_and_other_scorings_are_the_live_pages():
    pages = notebook_pages()
    assert [p for p in pages if p.startswith("lessons/")] == [f"lessons/{n}" for n in LESSONS]
    assert "book/other_scorings" in pages


@pytest.mark.parametrize("name", notebook_pages())
def test_every_notebook_page_has_the_button_the_link_and_its_cells(book, name):
    page = LivePage(book.html / f"{name}.html")
    assert page.buttons.count(BUTTON) == 1
    assert page.module_scripts and all(resolve(book.html, f"{name}.html", s).is_file() for s in page.module_scripts)
    # The link opens this very notebook in the JupyterLite site of the book.
    link = urlsplit(page.links[LITE_LINK])
    assert resolve(book.html, f"{name}.html", link.path) == book.html / "lite" / "notebooks" / "index.html"
    assert (book.html / "lite" / "notebooks" / "index.html").is_file()
    assert parse_qs(link.query) == {"path": [f"{name}.ipynb"]}
    assert (book.html / "lite" / "files" / f"{name}.ipynb").is_file()
    # The cells live.js runs: every code cell of the notebook, in order, as it is.
    sources = ["".join(c["source"]) for c in notebook(name)["cells"] if c["cell_type"] == "code"]
    assert [cell["source"] for cell in page.data["cells"]] == sources
    # Each shown cell's outputs go into its own container, which has that id once.
    elements = [cell["element"] for cell in page.data["cells"] if cell["element"]]
    assert elements and all(page.ids.count(e) == 1 for e in elements)
    assert set(elements) <= set(page.cell_ids)
    removed = sum(1 for c in notebook(name)["cells"]
                  if c["cell_type"] == "code" and "remove-cell" in c.get("metadata", {}).get("tags", []))
    assert len(page.data["cells"]) - len(elements) == removed


def test_pages_that_are_not_notebooks_have_no_button(book):
    for name in toc_files():
        if name not in notebook_pages():
            page = LivePage(book.html / f"{name}.html")
            assert BUTTON not in page.buttons and page.data is None, name


def test_every_address_a_page_gives_the_runtime_is_a_file_of_the_site(book):
    for name in notebook_pages():
        runtime = LivePage(book.html / f"{name}.html").data["runtime"]
        for key in ("pyodide", "lock", "piplite"):
            assert resolve(book.html, f"{name}.html", runtime[key]).is_file(), (name, key)
        for file in runtime["files"]:
            assert resolve(book.html, f"{name}.html", file).is_file(), (name, file)
        assert not any("://" in str(value) for value in runtime.values()), "the runtime must come from the site"


# --- Python for the browser ------------------------------------------------------------------
def lock(book) -> dict:
    return json.loads((book.html / "_pyodide" / "pyodide-lock.json").read_text())


def test_the_lock_file_names_exactly_the_wheels_the_site_serves(book):
    folder = book.html / "_pyodide"
    packages = lock(book)["packages"]
    for name, package in packages.items():
        wheel = folder / package["file_name"]
        assert wheel.is_file(), name
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == package["sha256"], name
        assert set(package["depends"]) <= set(packages), name
    served = {p.name for p in folder.iterdir()}
    expected = {p["file_name"] for p in packages.values()} | set(live_book.PYODIDE_RUNTIME) | {
        "pyodide-lock.json", "live-book.json"}
    assert served == expected
    assert lock(book)["info"]["python"].startswith("3.14")


def test_python_starts_with_every_package_loaded(book):
    runtime = LivePage(book.html / "lessons/03_bidding_ladder.html").data["runtime"]
    packages = lock(book)["packages"]
    assert runtime["packages"] == sorted(packages)
    # What the JupyterLite kernel would otherwise install one by one, and the lessons' needs.
    for name in ("ipykernel", "comm", "pyodide-kernel", "jedi", "ipython", "piplite", "micropip",
                 "ipywidgets", "rubber-bridge-course"):
        assert name in packages
    assert packages["rubber-bridge-course"]["imports"] == ["bridgelib"]
    assert packages["ipywidgets"]["version"] == importlib.metadata.version("ipywidgets")


def test_the_engine_in_the_browser_is_this_repository(book):
    engine = lock(book)["packages"]["rubber-bridge-course"]
    with zipfile.ZipFile(book.html / "_pyodide" / engine["file_name"]) as wheel:
        names = set(wheel.namelist())
        sources = sorted(p for p in (ROOT / "bridgelib").rglob("*.py") if "__pycache__" not in p.parts)
        assert sources
        for path in sources:
            name = path.relative_to(ROOT).as_posix()
            assert wheel.read(name) == path.read_bytes(), f"{name} differs from the repository"
            cached = f"{path.parent.relative_to(ROOT).as_posix()}/__pycache__/{path.stem}.cpython-314.pyc"
            assert cached in names, f"{name} is not byte-compiled for Python 3.14"


def test_other_archives_are_byte_compiled_without_their_sources_or_tests(book):
    folder = book.html / "_pyodide"
    with zipfile.ZipFile(folder / "python_stdlib.zip") as stdlib:
        names = stdlib.namelist()
        assert "json/__init__.pyc" in names and "json/__init__.py" not in names
        assert sum(n.endswith(".pyc") for n in names) > 400
    ipython = folder / lock(book)["packages"]["ipython"]["file_name"]
    with zipfile.ZipFile(ipython) as wheel:
        names = wheel.namelist()
        assert "IPython/__init__.pyc" in names and "IPython/__init__.py" not in names
        assert not [n for n in names if "/tests/" in n]
        # The wheel's RECORD names every file it holds, with its hash and size.
        record_name = next(n for n in names if n.endswith(".dist-info/RECORD"))
        record = {}
        for line in wheel.read(record_name).decode().splitlines():
            path, digest, size = line.rsplit(",", 2)
            record[path] = (digest, size)
        assert set(record) == set(names)
        for name in names:
            if name != record_name:
                data = wheel.read(name)
                digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                assert record[name] == (f"sha256={digest}", str(len(data))), name


def test_no_source_maps_and_the_live_parts_stay_under_60_mb(book):
    for part in ("_live", "_pyodide", "lite"):
        assert (book.html / part).is_dir()
        assert not list((book.html / part).rglob("*.map")), f"{part}/ has source maps"
    sizes = live_book.size_of_live_parts(book.html)
    assert sum(sizes.values()) < 60_000_000, sizes


def test_the_page_script_names_no_other_host_to_load_from(book):
    script = (book.html / "_live" / "live.js").read_text(encoding="utf-8")
    for host in ("cdn.jsdelivr.net", "unpkg.com", "cdnjs.cloudflare.com", "pypi.org", "files.pythonhosted.org"):
        assert host not in script, host


# --- the JupyterLite site ---------------------------------------------------------------------
def test_jupyterlite_runs_the_books_own_python(book):
    config = json.loads((book.html / "lite" / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    # JupyterLite reads "./" addresses from its own folder, lite/.
    assert kernel["pyodideUrl"].startswith("./")
    assert resolve(book.html, "lite/jupyter-lite.json", kernel["pyodideUrl"]) == book.html / "_pyodide" / "pyodide.mjs"
    options = kernel["loadPyodideOptions"]
    assert resolve(book.html, "lite/", options["lockFileURL"]) == book.html / "_pyodide" / "pyodide-lock.json"
    assert options["packages"] == sorted(lock(book)["packages"])
    for url in kernel.get("pipliteUrls", []):
        assert "://" not in url


@pytest.mark.parametrize("name", notebook_pages())
def test_jupyterlite_holds_the_notebook_with_the_books_hidden_code_folded(book, name):
    lite = json.loads((book.html / "lite" / "files" / f"{name}.ipynb").read_text(encoding="utf-8"))
    assert lite["metadata"]["kernelspec"]["name"] == "python"
    assert "Run All Cells" in "".join(lite["cells"][0]["source"])
    original = list(notebook(name)["cells"])
    assert len(lite["cells"]) == len(original) + 1
    for source, shown in zip(original, lite["cells"][1:], strict=False):
        assert shown["source"] == source["source"]
        if source["cell_type"] != "code":
            continue
        hidden = bool(set(source.get("metadata", {}).get("tags", [])) & live_book.HIDDEN_IN_BOOK)
        assert shown["metadata"].get("jupyter", {}).get("source_hidden", False) is hidden
        assert not any(live_book.WIDGET_VIEW in o.get("data", {}) for o in shown["outputs"])


# --- the pieces -------------------------------------------------------------------------------
def make_wheel(path: Path, files: dict[str, str], requires: list[str] = ()) -> Path:
    name, version = path.name.split("-")[:2]
    info = f"{name}-{version}.dist-info"
    with zipfile.ZipFile(path, "w") as wheel:
        for file, text in files.items():
            wheel.writestr(file, text)
        metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        metadata += "".join(f"Requires-Dist: {r}\n" for r in requires)
        wheel.writestr(f"{info}/METADATA", metadata)
        wheel.writestr(f"{info}/WHEEL", "Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
        wheel.writestr(f"{info}/RECORD", "")
    return path


SAMPLE = {
    "demo/__init__.py": "from .core import answer\n",
    "demo/core.py": "def answer():\n    return 42\n",
    "demo/tests/test_core.py": "assert True\n",
    "demo/py2_example.py": "print 'not Python 3'\n",
    "demo/data.txt": "some data\n",
}


def test_compiling_replaces_modules_by_bytecode_and_leaves_out_tests(tmp_path):
    # Here the bytecode is this interpreter's; in the build, Pyodide's own Python compiles.
    wheel = make_wheel(tmp_path / "demo-1.0-py3-none-any.whl", SAMPLE)
    target = tmp_path / "out" / wheel.name
    target.parent.mkdir()
    counts = pyodide_compile.compile_archive(str(wheel), str(target))
    # Kept as they were: the Python 2 file, the data, METADATA and WHEEL (RECORD is written anew).
    assert counts == {"compiled": 2, "kept": 4, "dropped": 1}
    names = zipfile.ZipFile(target).namelist()
    assert "demo/__init__.pyc" in names and "demo/core.pyc" in names and "demo/core.py" not in names
    assert "demo/py2_example.py" in names and "demo/data.txt" in names
    assert not [n for n in names if "tests" in n]
    sys.path.insert(0, str(target))
    try:
        sys.modules.pop("demo", None)
        assert importlib.import_module("demo").answer() == 42       # imported without its source
    finally:
        sys.path.remove(str(target))
        sys.modules.pop("demo", None)
        sys.modules.pop("demo.core", None)


def test_compiling_the_engine_keeps_its_sources_beside_the_bytecode(tmp_path):
    wheel = make_wheel(tmp_path / "demo-1.0-py3-none-any.whl", SAMPLE)
    target = tmp_path / "out" / wheel.name
    target.parent.mkdir()
    pyodide_compile.compile_archive(str(wheel), str(target), keep_source=True)
    names = zipfile.ZipFile(target).namelist()
    tag = sys.implementation.cache_tag
    assert "demo/core.py" in names and f"demo/__pycache__/core.{tag}.pyc" in names


def test_the_lock_file_refuses_a_requirement_that_is_not_shipped(tmp_path):
    needs = make_wheel(tmp_path / "needs-1.0-py3-none-any.whl", {"needs/__init__.py": ""},
                       requires=["missing-package>=1", 'other ; python_version < "3.8"'])
    with pytest.raises(live_book.LiveBookError, match="needs needs missing-package"):
        live_book.write_lock(tmp_path, [needs])
    # A requirement for an older Python does not count, and one left out on purpose is dropped.
    fine = make_wheel(tmp_path / "fine-1.0-py3-none-any.whl", {"fine.py": ""},
                      requires=['other ; python_version < "3.8"', "jupyterlab_widgets~=3.0"])
    written = live_book.write_lock(tmp_path, [fine])
    assert written["packages"]["fine"]["depends"] == [] and written["packages"]["fine"]["imports"] == ["fine"]


def test_a_lesson_in_jupyterlite_folds_the_hidden_code_and_drops_saved_widget_views():
    notebook = {
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": "# A lesson"},
            {"cell_type": "code", "metadata": {"tags": ["hide-input"]}, "source": "setup()", "outputs": [
                {"output_type": "display_data", "data": {live_book.WIDGET_VIEW: {"model_id": "x"}, "text/plain": "W"}},
                {"output_type": "stream", "name": "stdout", "text": "kept\n"}]},
            {"cell_type": "code", "metadata": {}, "source": "try_it()", "outputs": []},
        ],
        "metadata": {"kernelspec": {"name": "python3"}, "widgets": {live_book.WIDGET_STATE: {"state": {}}}},
    }
    lite = live_book.lite_notebook(notebook)
    assert lite["cells"][0]["cell_type"] == "markdown" and "Run All Cells" in lite["cells"][0]["source"]
    setup, try_it = lite["cells"][2], lite["cells"][3]
    assert setup["metadata"]["jupyter"]["source_hidden"] is True
    assert setup["outputs"] == [{"output_type": "stream", "name": "stdout", "text": "kept\n"}]
    assert "jupyter" not in try_it["metadata"]
    assert "widgets" not in lite["metadata"] and lite["metadata"]["kernelspec"]["name"] == "python"
    assert "jupyter" not in notebook["cells"][1]["metadata"], "the lesson itself is not changed"


def test_page_cells_leave_out_what_the_book_does_not_show():
    notebook = {"cells": [
        {"cell_type": "markdown", "source": "text"},
        {"cell_type": "code", "metadata": {}, "source": ["a = 1\n", "a"]},
        {"cell_type": "code", "metadata": {"tags": ["remove-cell"]}, "source": "hidden()"},
        {"cell_type": "code", "metadata": {"tags": ["remove-output"]}, "source": "quiet()"},
    ]}
    assert sphinx_live_book.page_cells(notebook, shown={1, 3}) == [
        {"source": "a = 1\na", "element": "live-cell-1"},
        {"source": "hidden()", "element": None},
        {"source": "quiet()", "element": None},
    ]


def test_page_data_cannot_end_its_script_element():
    text = sphinx_live_book._json_for_html({"source": "print('</script><b>&')"})
    assert "</script>" not in text and "<" not in text
    assert json.loads(text) == {"source": "print('</script><b>&')"}
