"""The live book: what makes a page of the web book interactive, with nothing installed
and nothing fetched from anywhere but the site. tools/build_book.py (``make book``) runs
:func:`build_live_book` before Sphinx; the result lands in the site through
``html_extra_path`` (_config.yml):

``_live/``
    ``book/live/live.js``, the page's "Make this page interactive" button, bundled by
    esbuild with what it uses: the JupyterLite Pyodide kernel (Pyodide in a web worker),
    JupyterLite's in-browser kernel service, JupyterLab's kernel client and the ipywidgets
    manager. The kernel's worker script is copied beside it.
``_pyodide/``
    Python for the browser: the runtime files of the npm package ``pyodide`` (Python
    3.14), the wheels ``book/live/pyodide-packages.txt`` pins (IPython, ipywidgets, ...,
    downloaded from PyPI with their hashes checked), the JupyterLite kernel's own wheels,
    and the course engine's wheel built from this repository. Every archive, the standard
    library's included, is byte-compiled by Pyodide itself (tools/pyodide_compile.py):
    Python then starts in about a third of the time. ``pyodide-lock.json`` lists exactly
    these files with their sha256, so Pyodide loads nothing else; ``live-book.json`` tells
    the Sphinx extension (tools/sphinx_live_book.py) and the JupyterLite site what to load.
``lite/``
    A JupyterLite site (jupyterlite-core with the Pyodide kernel, the Notebook interface
    and the file browser) holding the lessons, with their code cells collapsed; it runs
    the same ``_pyodide/``, so a browser that has started one has the other cached.

    python tools/live_book.py        (what build_book.py calls; prints what it built)

Downloads and byte-compiled third-party archives are kept in ``_build/_cache/`` between
builds; the engine's wheel is built and compiled every time.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from email.parser import Parser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "_build" / "_vendor"                   # html_extra_path in _config.yml
CACHE = ROOT / "_build" / "_cache"
LIVE_JS = VENDOR / "_live"                             # served as <site>/_live/
PYODIDE_OUT = VENDOR / "_pyodide"                      # served as <site>/_pyodide/
LITE_OUT = VENDOR / "lite"                             # served as <site>/lite/
MANIFEST = PYODIDE_OUT / "live-book.json"
SOURCES = ROOT / "book" / "live"
PACKAGES_TXT = SOURCES / "pyodide-packages.txt"
PYODIDE_NPM = NODE_MODULES / "pyodide"
KERNEL_NPM = NODE_MODULES / "@jupyterlite" / "pyodide-kernel"
# The runtime files of Pyodide's npm package that a browser loads (not the Node console,
# the type declarations or the source maps).
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
STDLIB_ZIP = "python_stdlib.zip"
# The kernel's own wheels that the Pyodide kernel installs at start; the other wheel in
# its folder (widgetsnbextension 3.6.999) stands in for ipywidgets 7, which we do not use.
KERNEL_WHEELS = ("ipykernel-", "piplite-", "pyodide_kernel-", "widgetsnbextension-4.")
# Requirements of a shipped package that are deliberately not shipped, with the reason.
NOT_SHIPPED = {
    "jupyterlab-widgets": "the JupyterLab extension of ipywidgets: JavaScript the kernel never imports",
}
# Notebook pages of the book that JupyterLite holds, with the folder they are in.
LITE_NOTEBOOKS = ("lessons/*.ipynb", "book/other_scorings.ipynb")
# Code cells the book hides are collapsed in JupyterLite.
HIDDEN_IN_BOOK = {"hide-input", "remove-input", "remove-cell", "hide-cell"}
LITE_NOTE = (
    "**In JupyterLite.** Python runs in your browser: choose **Run ▸ Run All Cells** to start it, "
    "and the buttons of this lesson work. The code is folded away; click the bar beside a cell "
    "to unfold it and try your own changes. Your changes are kept in this browser."
)
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"

__all__ = ["build_live_book", "LiveBookError", "read_manifest", "size_of_live_parts"]


class LiveBookError(RuntimeError):
    """A step of the live book's build failed; the message says which and what to do."""


def _run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    print("$", " ".join(str(c) for c in command), flush=True)
    result = subprocess.run([str(c) for c in command], **kwargs)
    if result.returncode != 0:
        raise LiveBookError(f"`{' '.join(str(c) for c in command)}` failed with exit status {result.returncode}.")
    return result


def _node() -> str:
    node = shutil.which("node") or shutil.which("nodejs")
    if not node:
        raise LiveBookError("Node.js is needed to bundle the live book and compile its Python: "
                            "`make book` installs it (Debian: `apt-get install -y nodejs npm`).")
    return node


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


# --- 1. the page script ------------------------------------------------------------------------
def bundle_page_script(out: Path = LIVE_JS) -> list[Path]:
    """``book/live/live.js`` bundled with esbuild into ``out`` (live.js, live.css and the
    files they refer to), with the Pyodide kernel's worker script beside it."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    _run([_node(), SOURCES / "bundle.mjs", SOURCES / "live.js", out], cwd=ROOT)
    worker = KERNEL_NPM / "lib" / "comlink.worker.js"
    shutil.copy2(worker, out / worker.name)
    return sorted(out.iterdir())


# --- 2. Python for the browser -----------------------------------------------------------------
def _download_pinned_wheels() -> list[Path]:
    folder = CACHE / "pyodide-wheels"
    folder.mkdir(parents=True, exist_ok=True)
    pins = [line.split()[0] for line in PACKAGES_TXT.read_text().splitlines() if line and not line.startswith("#")]
    wanted = {_normalize(pin.split("==")[0]): pin.split("==")[1] for pin in pins}

    def present() -> list[Path]:
        found = []
        for wheel in folder.glob("*.whl"):
            name, version = wheel.name.split("-")[:2]
            if wanted.get(_normalize(name)) == version:
                found.append(wheel)
        return found

    if len(present()) < len(wanted):
        # pip checks every hash (--require-hashes); --platform any and --abi none ask for
        # pure-Python wheels, the only kind the browser's Python can use from PyPI.
        _run([sys.executable, "-m", "pip", "download", "-qq", "--disable-pip-version-check",
              "--require-hashes", "--no-deps", "--only-binary=:all:", "--python-version", "3.14",
              "--implementation", "py", "--abi", "none", "--platform", "any",
              "-r", PACKAGES_TXT, "-d", folder], cwd=ROOT)
    wheels = present()
    if len(wheels) != len(wanted):
        raise LiveBookError(f"pip did not download every wheel of {PACKAGES_TXT.relative_to(ROOT)}.")
    return sorted(wheels)


def _kernel_wheels() -> list[Path]:
    folder = KERNEL_NPM / "pypi"
    wheels = sorted(w for w in folder.glob("*.whl") if w.name.startswith(KERNEL_WHEELS))
    if len(wheels) != len(KERNEL_WHEELS):
        raise LiveBookError(f"The Pyodide kernel's wheels are missing from {folder}: run `npm ci`.")
    return wheels


def check_kernel_versions() -> str:
    """The npm kernel the page bundles and the PyPI kernel JupyterLite is built with must be
    the same release (package.json and pyproject.toml pin them); returns it."""
    npm = json.loads((KERNEL_NPM / "package.json").read_text())["version"]
    try:
        from importlib.metadata import version
        pypi = version("jupyterlite-pyodide-kernel")
    except Exception as error:       # not installed: `make book` installs the [book] extra
        raise LiveBookError(f"jupyterlite-pyodide-kernel is not installed ({error}): run `make book`.") from error
    if npm != pypi:
        raise LiveBookError(f"The Pyodide kernel from npm is {npm} but the one from PyPI is {pypi}: "
                            "pin the same release in package.json and pyproject.toml.")
    return npm


def build_engine_wheel(folder: Path) -> Path:
    """The course engine's wheel, built from a copy of the sources (so that no build/
    folder appears in the repository)."""
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "src"
        source.mkdir()
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(ROOT / name, source / name)
        shutil.copytree(ROOT / "bridgelib", source / "bridgelib",
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        _run([sys.executable, "-m", "pip", "wheel", "-qq", "--disable-pip-version-check", "--no-deps",
              "-w", folder, source], cwd=ROOT, stderr=subprocess.DEVNULL)
    wheels = sorted(folder.glob("rubber_bridge_course-*.whl"))
    if len(wheels) != 1:
        raise LiveBookError("pip did not build the course engine's wheel.")
    return wheels[0]


def _compile(archives: list[tuple[Path, bool]], out: Path) -> list[Path]:
    """Byte-compile each (archive, keep_source) into ``out`` with Pyodide; third-party
    archives come from the cache when they were compiled before by the same compiler."""
    compiler = hashlib.sha256((ROOT / "tools" / "pyodide_compile.py").read_bytes()
                              + (PYODIDE_NPM / "package.json").read_bytes()).hexdigest()[:16]
    cache = CACHE / "pyodide-compiled" / compiler
    cache.mkdir(parents=True, exist_ok=True)
    jobs, results = [], []
    for archive, keep_source in archives:
        cached = cache / f"{_sha256(archive)[:16]}-{archive.name}"
        if not (cached.exists() and not keep_source):
            jobs.append({"source": str(archive), "target": str(cached), "keep_source": keep_source})
        results.append((cached, out / archive.name))
    if jobs:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as job_file:
            json.dump(jobs, job_file)
        try:
            _run([_node(), ROOT / "tools" / "pyodide_compile.mjs", job_file.name], cwd=ROOT,
                 stdout=subprocess.DEVNULL)
        finally:
            os.unlink(job_file.name)
    for cached, target in results:
        shutil.copy2(cached, target)
    return [target for _, target in results]


def _wheel_metadata(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """(name, version, top-level import names, requirements for Pyodide) of a wheel."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = Parser().parsestr(archive.read(metadata_name).decode())
    tops = set()
    for name in names:
        top = name.split("/")[0]
        if top.endswith((".dist-info", ".data")) or top == "__pycache__":
            continue
        if "/" in name or top.endswith((".py", ".pyc")):
            tops.add(re.sub(r"\.pyc?$", "", top))
    requirements = []
    for line in metadata.get_all("Requires-Dist") or []:
        requirement, _, marker = line.partition(";")
        if marker.strip() and not _marker_holds(marker):
            continue
        requirements.append(_normalize(re.split(r"[\s<>=!~\[(]", requirement.strip(), maxsplit=1)[0]))
    return _normalize(metadata["Name"]), metadata["Version"], sorted(tops), requirements


def _marker_holds(marker: str) -> bool:
    """Whether an environment marker holds in the browser's Python (3.14 on Emscripten,
    no extras requested)."""
    from packaging.markers import Marker
    return Marker(marker).evaluate({
        "python_version": "3.14", "python_full_version": "3.14.2", "sys_platform": "emscripten",
        "platform_system": "Emscripten", "platform_machine": "wasm32", "os_name": "posix",
        "implementation_name": "cpython", "platform_python_implementation": "CPython", "extra": "",
    })


def write_lock(folder: Path, wheels: list[Path]) -> dict:
    """``pyodide-lock.json`` for ``folder``: Pyodide's own lock file reduced to ``wheels``,
    each with its file name, sha256, import names and requirements."""
    base = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())
    packages = {}
    for wheel in wheels:
        name, version, imports, requirements = _wheel_metadata(wheel)
        packages[name] = {
            "name": name, "version": version, "file_name": wheel.name, "install_dir": "site",
            "sha256": _sha256(wheel), "package_type": "package", "imports": imports,
            "depends": requirements, "unvendored_tests": False, "shared_library": False,
        }
    for name, package in packages.items():
        missing = [r for r in package["depends"] if r not in packages and r not in NOT_SHIPPED]
        if missing:
            raise LiveBookError(f"{name} needs {', '.join(missing)}, which {PACKAGES_TXT.relative_to(ROOT)} "
                                "does not list: add it there with its hash.")
        package["depends"] = [r for r in package["depends"] if r in packages]
    lock = {"info": base["info"], "packages": dict(sorted(packages.items()))}
    (folder / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return lock


def build_python(out: Path = PYODIDE_OUT) -> dict:
    """Pyodide with the course's packages in ``out``; returns the manifest it writes."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    kernel_version = check_kernel_versions()
    for name in PYODIDE_RUNTIME:
        if name != STDLIB_ZIP:
            shutil.copy2(PYODIDE_NPM / name, out / name)
    with tempfile.TemporaryDirectory() as scratch:
        engine = build_engine_wheel(Path(scratch))
        archives = ([(PYODIDE_NPM / STDLIB_ZIP, False)]
                    + [(w, False) for w in _download_pinned_wheels() + _kernel_wheels()]
                    + [(engine, True)])
        compiled = _compile(archives, out)
    wheels = [path for path in compiled if path.suffix == ".whl"]
    lock = write_lock(out, wheels)
    piplite = next(w.name for w in wheels if w.name.startswith("piplite-"))
    manifest = {
        "pyodide": json.loads((PYODIDE_NPM / "package.json").read_text())["version"],
        "python": lock["info"]["python"],
        "kernel": kernel_version,
        "packages": sorted(lock["packages"]),    # loaded while Python starts
        "piplite": piplite,
        "engine": engine.name,
    }
    (out / MANIFEST.name).write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def read_manifest(folder: Path = PYODIDE_OUT) -> dict:
    """What :func:`build_python` wrote; a clear error if it has not run."""
    path = folder / MANIFEST.name
    if not path.exists():
        raise LiveBookError(f"{path} is missing: build the book with `make book` (tools/build_book.py), "
                            "which builds the live book's Python first.")
    return json.loads(path.read_text())


# --- 3. the JupyterLite site ------------------------------------------------------------------
def lite_notebook(notebook: dict) -> dict:
    """A lesson as JupyterLite shows it: the code the book hides is collapsed, the saved
    widget views (which need the kernel that made them) are left out until the learner runs
    the cells, the kernel is the Pyodide one, and a first cell says how to start."""
    notebook = json.loads(json.dumps(notebook))
    for cell in notebook["cells"]:
        if cell["cell_type"] != "code":
            continue
        tags = set(cell.get("metadata", {}).get("tags", []))
        if tags & HIDDEN_IN_BOOK:
            cell["metadata"].setdefault("jupyter", {})["source_hidden"] = True
        if tags & {"remove-cell", "remove-output"}:
            cell["metadata"].setdefault("jupyter", {})["outputs_hidden"] = True
        kept = []
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET_VIEW in data:
                continue
            kept.append(output)
        cell["outputs"] = kept
    notebook.setdefault("metadata", {}).get("widgets", {}).pop(WIDGET_STATE, None)
    if not notebook["metadata"].get("widgets"):
        notebook["metadata"].pop("widgets", None)
    notebook["metadata"]["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
    notebook["cells"].insert(0, {"cell_type": "markdown", "id": "in-jupyterlite", "metadata": {}, "source": LITE_NOTE})
    return notebook


def _lite_notebook_paths() -> list[Path]:
    paths = []
    for pattern in LITE_NOTEBOOKS:
        paths += sorted(ROOT.glob(pattern))
    return paths


def build_jupyterlite(manifest: dict, out: Path = LITE_OUT) -> Path:
    """The JupyterLite site in ``out``, running the live book's Python (``../_pyodide/``)."""
    if out.exists():
        shutil.rmtree(out)
    with tempfile.TemporaryDirectory() as scratch:
        lite_dir = Path(scratch) / "lite"
        contents = Path(scratch) / "contents"
        for path in _lite_notebook_paths():
            target = contents / path.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(lite_notebook(json.loads(path.read_text(encoding="utf-8"))),
                                         indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        lite_dir.mkdir()
        shutil.copy2(SOURCES / "jupyter_lite_config.json", lite_dir / "jupyter_lite_config.json")
        config = json.loads((SOURCES / "jupyter-lite.json").read_text())
        kernel = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
        kernel["loadPyodideOptions"]["packages"] = manifest["packages"]
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=1) + "\n")
        jupyter = Path(sys.executable).parent / "jupyter"
        _run([jupyter if jupyter.exists() else "jupyter", "lite", "build", "--lite-dir", lite_dir,
              "--contents", contents, "--output-dir", out],
             cwd=scratch, stdout=subprocess.DEVNULL, env=dict(os.environ, PYTHONWARNINGS="ignore"))
    maps = list(out.rglob("*.map"))
    for path in maps:
        path.unlink()
    return out


# --- all of it ----------------------------------------------------------------------------------
def size_of_live_parts(html: Path) -> dict[str, int]:
    """Bytes the live book adds to a built site (``html``), by part."""
    sizes = {}
    for part in (LIVE_JS.name, PYODIDE_OUT.name, LITE_OUT.name):
        sizes[part] = sum(p.stat().st_size for p in (html / part).rglob("*") if p.is_file())
    return sizes


def build_live_book() -> dict:
    """Build ``_live/``, ``_pyodide/`` and ``lite/`` into _build/_vendor; returns the
    manifest."""
    start = time.perf_counter()
    bundle_page_script()
    manifest = build_python()
    build_jupyterlite(manifest)
    sizes = size_of_live_parts(VENDOR)
    print(f"live book: Pyodide {manifest['pyodide']} (Python {manifest['python']}), "
          f"{len(manifest['packages'])} packages, "
          + ", ".join(f"{name}/ {size / 1e6:.1f} MB" for name, size in sizes.items())
          + f" ({time.perf_counter() - start:.1f} s)", flush=True)
    return manifest


def main() -> int:
    try:
        build_live_book()
    except LiveBookError as error:
        print(f"ERROR: {error}", file=sys.stderr, flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
