"""How `make test` shares the suite between the machine's cores (pytest-xdist, ``-n auto
--dist loadgroup``): every file's tests stay together on one worker, in their order (a
notebook's cells under nbval run one after another in one kernel; a file's fixtures are
made once), and every test that needs the built web book joins one group, so the book is
built once and not once per worker."""

from __future__ import annotations

import pytest

BOOK_FIXTURES = {"book", "site"}  # tests/test_book.py, tests/test_live_book.py, tests/browser/conftest.py


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        needs_book = bool(BOOK_FIXTURES & set(getattr(item, "fixturenames", ())))
        group = "the built book" if needs_book else item.nodeid.split("::")[0]
        item.add_marker(pytest.mark.xdist_group(group))
