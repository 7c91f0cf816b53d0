"""The built web book in a real browser, with the internet cut off: the title page, every
lesson and the other notebook pages open from a local web server, the card diagrams and the saved widgets
(bidding boxes, tables, quizzes) are drawn, and the pages ask for nothing from any other
host, and nothing that is missing.

(Named test_book_in_browser.py: a second test_book.py next to tests/test_book.py would
clash with it under pytest's default import mode.)
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from browser_support import offline_context

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
from test_book import toc_files  # noqa: E402

# The class of a deal diagram or a hand diagram drawn by bridgelib.render (not "bb-dealer"),
# in a class attribute (also escaped inside saved widget state): the phone style sheet in
# every auction and score names .bb-deal too.
DIAGRAM = re.compile(r'class=\\?"[^"]*\bbb-(?:deal|hand)(?![\w-])')
VIEW = 'script[type="application/vnd.jupyter.widget-view+json"]'
# How many widget views on the page are drawn: the html-manager puts each view in the
# element just before its <script> tag.
RENDERED_VIEWS = f"""() => [...document.querySelectorAll('{VIEW}')].filter(s => {{
    const area = s.previousElementSibling;
    return area !== null && area.querySelector('.jupyter-widgets') !== null;
}}).length"""

# How many elements matching a selector the reader can see (laid out, not hidden).
VISIBLE = """selector => [...document.querySelectorAll(selector)].filter(e => {
    const box = e.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
}).length"""


@pytest.fixture(scope="module")
def offline(browser):
    """A browser context in which every request to another host is aborted and recorded."""
    context, outside = offline_context(browser, viewport={"width": 1280, "height": 900})
    yield context, outside
    context.close()


def test_requests_to_other_hosts_are_caught(site, offline):
    """The guard itself: a request to another host is aborted and recorded."""
    base, _ = site
    context, outside = offline
    before = len(outside)
    page = context.new_page()
    try:
        page.goto(base + "book/intro.html", wait_until="load")
        result = page.evaluate(
            "() => fetch('https://cdn.example.invalid/x.js').then(() => 'fetched', () => 'blocked')")
    finally:
        page.close()
    assert result == "blocked"
    assert outside[before:] == ["https://cdn.example.invalid/x.js"]


def pages_to_open() -> list[str]:
    """Every notebook page of the book (the lessons and the appendix with numbers), and
    the title page for the theme's own scripts; the other text pages load the same
    theme files and nothing else (tests/test_book.py checks every page's HTML)."""
    notebooks = [name for name in toc_files() if (ROOT / f"{name}.ipynb").exists()]
    return [toc_files()[0]] + notebooks


@pytest.mark.parametrize("name", pages_to_open())
def test_page_shows_its_diagrams_and_widgets_without_the_internet(name, site, offline, tmp_path):
    base, html_dir = site
    context, outside = offline
    source = (html_dir / f"{name}.html").read_text(encoding="utf-8")
    views = source.count('type="application/vnd.jupyter.widget-view+json"')
    already_outside = len(outside)
    page = context.new_page()
    errors: list[str] = []
    missing: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("response", lambda r: missing.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    passed = False
    try:
        page.goto(base + f"{name}.html", wait_until="load")
        if views:
            # Every saved widget is drawn from the state stored in the page.
            page.wait_for_function(f"n => ({RENDERED_VIEWS})() === n", arg=views, timeout=30_000)
            assert page.evaluate(VISIBLE, ".jupyter-widgets") > 0, f"{name}: no widget is shown"
            if '"ButtonModel"' in source:
                assert page.evaluate(VISIBLE, ".widget-button") > 0, f"{name}: no widget button is shown"
        if DIAGRAM.search(source):
            assert page.evaluate(VISIBLE, ".bb-deal, .bb-hand") > 0, f"{name}: no card diagram is shown"
        page.wait_for_load_state("networkidle")
        passed = True
    finally:
        if not passed:
            page.screenshot(path=str(tmp_path / "page.png"), full_page=True)
        page.close()
    assert outside[already_outside:] == [], f"{name} tried to reach other hosts"
    assert missing == [], f"{name} asked for files the book does not have"
    assert errors == [], f"{name} raised JavaScript errors"


def test_the_lessons_have_widgets_and_diagrams_to_check(site):
    """The page test above checks widgets and diagrams where a page has them; make sure
    the lessons do have them, so that it checks something."""
    _, html_dir = site
    pages = [(html_dir / f"{name}.html").read_text(encoding="utf-8") for name in toc_files() if name.startswith("lessons/")]
    assert sum("widget-view+json" in page for page in pages) >= 3
    assert sum(bool(DIAGRAM.search(page)) for page in pages) >= 3


def test_the_computer_players_reasons_open_in_the_static_book(site, offline):
    """Lesson 3's bidding box, saved with its state: the reasons for the computer's calls
    are folded under a question that opens with a click (no Python behind the page), and
    they stay inside a phone's width."""
    base, _ = site
    context, _outside = offline
    page = context.new_page()
    try:
        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(base + "lessons/03_bidding_ladder.html", wait_until="load")
        why = page.locator("details.bb-why").first
        why.wait_for(timeout=30_000)
        reasons = why.locator("li")
        assert not reasons.first.is_visible()
        why.locator("summary", has_text="Why did the computer players call that?").click()
        assert reasons.first.is_visible() and re.match(r"(North|East|West): \S+ — \w", reasons.first.inner_text())
        assert why.evaluate("e => e.getBoundingClientRect().right") <= 390
    finally:
        page.close()


def test_a_quiz_answer_opens_under_the_quiz_in_the_static_book(site, offline):
    """Lesson 5 on a phone, no Python behind the page: the answer under a quiz is folded
    until "Show the answer" is pressed, then shows the answer and the coach's reason
    within the screen's width."""
    base, _ = site
    context, _outside = offline
    page = context.new_page()
    try:
        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(base + "lessons/05_bidding_after_the_opening.html", wait_until="load")
        answer = page.locator("details.bb-answer").nth(2)          # the first "choose the response" quiz
        answer.wait_for(timeout=30_000)
        body = answer.locator(".bb-answer-body")
        assert not body.is_visible()
        answer.locator("summary", has_text="Show the answer").click()
        assert body.is_visible()
        assert body.inner_text().startswith("Answer: 3♠") and "invitation to game" in body.inner_text()
        assert answer.evaluate("e => e.getBoundingClientRect().right") <= 390
    finally:
        page.close()


def test_card_tables_fit_a_phone(site, offline):
    """At 390 px wide no lesson page scrolls sideways, and every saved card table and every
    diagram (rubber score sheets, deals with all four hands face up too, tricks, play
    records, itemised scores, grids of scores) and every table of examples fits the screen:
    East's hand, the record's last columns, a grid's last column and the coach's reasons
    are not pushed off it."""
    base, _ = site
    context, _outside = offline
    page = context.new_page()
    checked = 0
    try:
        page.set_viewport_size({"width": 390, "height": 844})
        for name in toc_files():
            if not name.startswith("lessons/"):
                continue
            page.goto(base + f"{name}.html", wait_until="load")
            page.wait_for_timeout(500)  # the saved widgets draw after the load event
            wide = page.evaluate("""() => {
                const width = document.documentElement.clientWidth;
                const tables = [...document.querySelectorAll(
                        '.jupyter-widgets .bb-table-grid, .bb-box, .bb-examples')]
                    .map(e => e.getBoundingClientRect()).filter(r => r.width > 0);
                // a grid of scores keeps its columns: it must fit without scrolling in its frame
                const grids = [...document.querySelectorAll('.bb-grid')].map(e => e.scrollWidth - e.clientWidth);
                return {page: document.documentElement.scrollWidth - width, grids: grids,
                        tables: tables.map(r => Math.round(r.right - width))};
            }""")
            assert wide["page"] <= 0, f"{name} scrolls sideways by {wide['page']} px"
            assert all(over <= 0 for over in wide["tables"]), f"{name}: a card table passes the edge by {max(wide['tables'])} px"
            assert all(over <= 0 for over in wide["grids"]), f"{name}: a grid scrolls in its frame by {max(wide['grids'])} px"
            checked += len(wide["tables"])
    finally:
        page.close()
    # every lesson saves diagrams: lessons 6, 9 and 14 card tables, lessons 10-14 scores and
    # score sheets, lessons 10-12 grids, lessons 1-9 deals, tricks and play records, lessons
    # 1, 3-5 and 7 tables of examples
    assert checked >= 300
