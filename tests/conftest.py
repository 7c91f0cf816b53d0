"""Fixtures shared by the test modules: the web book, built once per session."""

from __future__ import annotations

import pytest

from test_book import BookBuild, build_book_once


@pytest.fixture(scope="session")
def book(tmp_path_factory) -> BookBuild:
    """The web book built by tools/build_book.py (without the handouts) into the session's
    temporary folder; the test fails with the build's log if it did not build."""
    build = build_book_once(tmp_path_factory)
    if build.returncode != 0:
        pytest.fail("The book did not build:\n" + build.log[-6000:])
    return build
