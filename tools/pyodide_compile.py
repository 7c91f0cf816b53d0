"""Byte-compile Python archives for the browser's Python: run *inside Pyodide* by
tools/pyodide_compile.mjs (the bytecode must come from the same CPython, 3.14, that will
load it; this machine's own Python is older).

    compile_archive(source, target, keep_source=False, drop_tests=True)

Pyodide imports from the standard-library zip and from the wheels it unpacks. Shipped as
plain ``.py`` files, every module is compiled again each time a page starts Python, which
makes the interactive book several seconds slower to start (measured: loading Pyodide
2.8 s -> 1.0 s, importing IPython 3.2 s -> 0.6 s under Node). Pyodide's own distribution
ships its packages compiled for this reason (``pyodide py-compile``); this does the same
with the standard library's ``py_compile`` machinery:

- ``keep_source=False`` (the standard library and other people's packages): each
  ``name.py`` is replaced by ``name.pyc`` in the same folder, which the import system loads
  without a source ("sourceless" modules), as Pyodide's distribution does;
- ``keep_source=True`` (the course engine): the ``.py`` files stay, so tracebacks in
  JupyterLite show the code, and ``__pycache__/name.cpython-314.pyc`` is added, marked
  "unchecked" so that it is used without looking at the source's time stamp (which the
  wheel's unpacking does not keep).

``drop_tests`` leaves out test folders (``tests/``), as Pyodide's packages do. In a wheel,
the ``RECORD`` file is written anew for the files it now holds.

A file that does not compile (Python 2 examples shipped as data, say) is kept as it is.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]

__all__ = ["compile_archive"]


def _is_test_path(name: str) -> bool:
    return "/tests/" in f"/{name}"


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def _bytecode(source: bytes, filename: str) -> bytes | None:
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except SyntaxError:
        return None
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def compile_archive(source: str, target: str, keep_source: bool = False, drop_tests: bool = True) -> dict[str, int]:
    """Write ``target``: the zip or wheel ``source`` with its modules byte-compiled.
    Returns counts: modules compiled, files kept as they were, test files left out."""
    counts = {"compiled": 0, "kept": 0, "dropped": 0}
    files: list[tuple[zipfile.ZipInfo, bytes]] = []
    record_name = None
    with zipfile.ZipFile(source) as archive:
        for info in archive.infolist():
            if info.is_dir():
                continue
            name = info.filename
            if name.endswith(".dist-info/RECORD"):
                record_name = name
                continue
            if drop_tests and _is_test_path(name):
                counts["dropped"] += 1
                continue
            data = archive.read(info)
            pyc = _bytecode(data, name) if name.endswith(".py") and ".dist-info/" not in name else None
            if pyc is None:
                files.append((info, data))
                counts["kept"] += 1
                continue
            counts["compiled"] += 1
            if keep_source:
                files.append((info, data))
                cached = importlib.util.cache_from_source("/" + name)[1:]
                files.append((zipfile.ZipInfo(cached, date_time=info.date_time), pyc))
            else:
                files.append((zipfile.ZipInfo(name[:-3] + ".pyc", date_time=info.date_time), pyc))
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for info, data in files:
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
        if record_name is not None:
            lines = [_record_line(info.filename, data) for info, data in files] + [f"{record_name},,"]
            archive.writestr(zipfile.ZipInfo(record_name, date_time=(2020, 2, 2, 0, 0, 0)), "\n".join(lines) + "\n")
    return counts
