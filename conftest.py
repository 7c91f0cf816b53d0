"""How `make test` shares the suite between the machine's cores (pytest-xdist, ``-n
auto``): every file's tests stay together on one worker, in their order (a notebook's
cells under nbval run one after another in one kernel; a file's fixtures are made once),
and every file that needs the built web book goes to one worker, so the book is built
once and not once per worker.

Why a scheduler of our own rather than ``--dist loadgroup`` with ``xdist_group`` marks:
pytest-xdist 3.8 puts a test in its group by rewriting ``item._nodeid``, which pytest 9.2
no longer reads (a node's id is ``item._id``), so the marks are silently ignored and a
notebook's cells are spread over the workers, each worker with a kernel of its own.
"""

from __future__ import annotations

from typing import Any

import pytest

BOOK_FIXTURES = {"book", "site"}
"""The session fixtures that build the web book (tests/test_book.py, tests/test_live_book.py,
tests/browser/conftest.py)."""
BOOK_FILES = (
    "tests/test_book.py", "tests/test_live_book.py", "tests/browser/test_book_in_browser.py",
    "tests/browser/test_card_table_in_browser.py", "tests/browser/test_live_book_in_browser.py",
)
"""The files whose tests use those fixtures: they share one worker. A test of another file
that asks for the book stops the run (below), so this list cannot fall behind."""
BOOK_GROUP = "the built book"


def scope_of(nodeid: str) -> str:
    """The unit of work a test belongs to: its file, or the book's group.

    >>> scope_of("lessons/07_declarer_technique.ipynb::Cell 5")
    'lessons/07_declarer_technique.ipynb'
    >>> scope_of("tests/test_book.py::test_builds")
    'the built book'
    """
    path = nodeid.split("::")[0]
    return BOOK_GROUP if path in BOOK_FILES else path


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    strays = sorted({item.nodeid.split("::")[0] for item in items
                     if BOOK_FIXTURES & set(getattr(item, "fixturenames", ()))} - set(BOOK_FILES))
    if strays:
        raise pytest.UsageError(f"{', '.join(strays)} use the built book: add them to BOOK_FILES in conftest.py.")


def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    from xdist.scheduler import LoadScopeScheduling  # type: ignore[import-untyped]

    class FileScheduling(LoadScopeScheduling):  # type: ignore[misc]
        """xdist's load-by-scope, with :func:`scope_of` as the scope."""

        def _split_scope(self, nodeid: str) -> str:
            return scope_of(nodeid)

    return FileScheduling(config, log)
