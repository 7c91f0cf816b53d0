"""Print HTML documents to PDF with Chromium's print engine (Playwright's ``page.pdf``).

One :class:`Printer` starts Chromium once and prints any number of documents: the page
size (A4 or Letter) and the running footer (the document's footer text and ``page N of
M``) are set here, the rest of the layout by the document's print stylesheet
(:mod:`bridgelib.handouts.document`). Scripts are off: the pages are static HTML.
The PDF's dates are set to a fixed value, so the same document gives the same bytes.

Chromium is Debian's ``/usr/bin/chromium`` (what the browser tests use), another
``chromium`` on the PATH, or the one in the environment variable ``BRIDGE_CHROMIUM``.

>>> sorted(PAPER), PAPER["a4"]
(['a4', 'letter'], 'A4')
>>> count_pages(b"<< /Type /Pages /Count 2 >> << /Type /Page >> << /Type /Page >>")
2
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from html import escape
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar

__all__ = ["PAPER", "MARGINS", "Printer", "PrinterError", "find_chromium", "count_pages", "fixed_dates"]

PAPER = {"a4": "A4", "letter": "Letter"}
"""The paper sizes the ``--paper`` option offers, by name, as Chromium names them."""
MARGINS = {"top": "13mm", "bottom": "15mm", "left": "14mm", "right": "14mm"}
"""The page margins; the running footer is printed in the bottom margin."""
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]
_FIXED_DATE = b"D:20000101000000+00'00'"
_DATE = re.compile(rb"/(CreationDate|ModDate) \(D:[0-9]{14}[^)]*\)")
_PAGE = re.compile(rb"/Type\s*/Page(?![A-Za-z])")


class PrinterError(RuntimeError):
    """Chromium or Playwright is missing, or Chromium failed to print."""


_R = TypeVar("_R")

def find_chromium() -> str:
    """The Chromium to print with: ``$BRIDGE_CHROMIUM``, else ``chromium`` on the PATH,
    else ``/usr/bin/chromium``; a :class:`PrinterError` says how to get one."""
    for candidate in (os.environ.get("BRIDGE_CHROMIUM"), shutil.which("chromium"), shutil.which("chromium-browser"),
                      "/usr/bin/chromium"):
        if candidate and Path(candidate).is_file():
            return candidate
    raise PrinterError("The handouts are printed with Chromium, which is not installed: install Debian's "
                       "chromium package (make test does), or set BRIDGE_CHROMIUM to a Chromium program.")


def count_pages(pdf: bytes) -> int:
    """The number of pages of a PDF that Chromium wrote (its page objects)."""
    return len(_PAGE.findall(pdf))


def fixed_dates(pdf: bytes) -> bytes:
    """The PDF with its creation and modification dates set to 2000-01-01 (the same
    length, so the cross-reference table stays right)."""
    def fix(m: re.Match[bytes]) -> bytes:
        old = m.group(0)
        new = b"/" + m.group(1) + b" (" + _FIXED_DATE + b")"
        return new.ljust(len(old)) if len(new) <= len(old) else old

    return _DATE.sub(fix, pdf)


def _footer(text: str) -> str:
    style = ("font-family:'DejaVu Sans',sans-serif;font-size:7pt;color:#5a5a52;width:100%;"
             f"margin:0 {MARGINS['right']} 0 {MARGINS['left']};border-top:0.5pt solid #c9c6b8;padding-top:1.5mm;"
             "display:flex;justify-content:space-between;-webkit-print-color-adjust:exact")
    return (f'<div style="{style}"><span>{escape(text)}</span>'
            '<span>page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>')


class Printer:
    """Chromium, started once, printing HTML documents to PDF files.

    Use it as a context manager (``with Printer() as printer: printer.print_pdf(...)``);
    it closes Chromium at the end. Playwright's synchronous API refuses to run in a thread
    whose asyncio loop is running (a Jupyter kernel, or a test session that already drives
    a browser), so the printer keeps Chromium on a thread of its own and every call runs
    there.
    """

    def __init__(self, executable: str | None = None) -> None:
        self.executable = executable or find_chromium()
        self._thread: ThreadPoolExecutor | None = None
        self._playwright: Any = None
        self._browser: Any = None
        self._page: Any = None

    def _run(self, work: Callable[[], _R]) -> _R:
        assert self._thread is not None
        return self._thread.submit(work).result()

    def __enter__(self) -> Printer:
        try:
            from playwright.sync_api import sync_playwright
        except ImportError as exc:  # pragma: no cover - the [test] extra brings it
            raise PrinterError("The handouts are printed with Playwright, which is not installed "
                               "(pip install playwright).") from exc
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="chromium")

        def start() -> None:
            self._playwright = sync_playwright().start()
            self._browser = self._playwright.chromium.launch(executable_path=self.executable, headless=True,
                                                             args=CHROMIUM_ARGS)
            context = self._browser.new_context(java_script_enabled=False)
            self._page = context.new_page()

        try:
            self._run(start)
        except Exception as exc:
            self.close()
            raise PrinterError(f"Chromium ({self.executable}) did not start: {exc}") from exc
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        """Stop Chromium (again is harmless)."""
        if self._thread is None:
            return

        def stop() -> None:
            if self._browser is not None:
                self._browser.close()
                self._browser = None
            if self._playwright is not None:
                self._playwright.stop()
                self._playwright = None

        try:
            self._run(stop)
        finally:
            self._thread.shutdown()
            self._thread = None
            self._page = None

    def print_pdf(self, html: str, path: str | Path, *, paper: str = "a4", footer: str = "") -> int:
        """Print one HTML document to ``path``; returns its number of pages."""
        if paper not in PAPER:
            raise ValueError(f"paper must be one of {', '.join(sorted(PAPER))}, not {paper!r}.")
        if self._page is None:
            raise PrinterError("The printer is not started: use it in a with statement.")
        page = self._page

        def print_page() -> bytes:
            page.set_content(html, wait_until="load")
            pdf: bytes = page.pdf(format=PAPER[paper], print_background=True, display_header_footer=True,
                                  header_template="<span></span>", footer_template=_footer(footer), margin=MARGINS)
            return pdf

        pdf = self._run(print_page)
        data = fixed_dates(pdf)
        Path(path).write_bytes(data)
        return count_pages(data)
