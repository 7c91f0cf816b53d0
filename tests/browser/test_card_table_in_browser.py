"""The card tables the lessons save, drawn by the static book in a real browser: at
1366×768 the hands sit at their compass points round the trick, and on a 390-px phone the
table takes the screen's width, West and East share a row above the trick, and nothing
passes the edge."""

from __future__ import annotations

import pytest
from browser_support import offline_context

PAGES = ("06_play_of_the_hand", "09_claims_and_irregularities", "14_play_a_rubber")

# Where each part of every card table on the page is drawn.
BOXES = """() => [...document.querySelectorAll('.jupyter-widgets .bb-table-grid')].map(grid => {
    const rect = e => {
        const r = e.getBoundingClientRect();
        return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width};
    };
    const box = selector => {
        const e = grid.querySelector(selector);
        return e === null ? null : rect(e);
    };
    return {grid: rect(grid), north: box('.bb-area-north'), south: box('.bb-area-south'),
            west: box('.bb-area-west'), east: box('.bb-area-east'), centre: box('.bb-area-centre'),
            message: box('.bb-area-centre .bb-message'), trick: box('.bb-area-centre .bb-trick'),
            screen: document.documentElement.clientWidth};
}).filter(t => t.grid.width > 0)"""


@pytest.fixture(scope="module")
def pages(browser, site):
    base, _ = site
    context, outside = offline_context(browser)
    yield base, context
    context.close()


@pytest.fixture
def tables(pages):
    """``tables(name, width, height)``: where each part of every card table on lesson
    ``name`` is drawn, in a browser window of that size."""
    base, context = pages
    page = context.new_page()

    def measure(name: str, width: int, height: int) -> list[dict]:
        page.set_viewport_size({"width": width, "height": height})
        page.goto(base + f"lessons/{name}.html", wait_until="load")
        page.locator(".jupyter-widgets .bb-table-grid").first.wait_for(timeout=30_000)
        found = page.evaluate(BOXES)
        assert found, f"{name}: no card table is drawn"
        assert page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
        return found

    yield measure
    page.close()


@pytest.mark.parametrize("name", PAGES)
def test_the_hands_sit_at_their_compass_points(name, tables):
    for t in tables(name, 1366, 768):
        north, south, west, east, centre = (t[k] for k in ("north", "south", "west", "east", "centre"))
        assert west["right"] <= centre["left"] + 1 and centre["right"] <= east["left"] + 1, t
        assert north["bottom"] <= centre["top"] + 1 and centre["bottom"] <= south["top"] + 1, t
        # North and South face each other across the middle of the table
        assert abs((north["left"] + north["right"]) / 2 - (south["left"] + south["right"]) / 2) < 2, t


@pytest.mark.parametrize("name", PAGES)
def test_on_a_phone_the_table_fits_and_the_message_is_by_the_trick(name, tables):
    for t in tables(name, 390, 844):
        assert t["grid"]["right"] <= t["screen"] and t["grid"]["left"] >= 0, t
        for part in ("north", "south", "west", "east", "centre"):
            assert t[part]["right"] <= t["grid"]["right"] + 1, (part, t)
        west, east, centre = t["west"], t["east"], t["centre"]
        # West and East share a row above the trick (when their cards are face down)
        if abs(west["top"] - east["top"]) < 2:
            assert west["right"] <= east["left"] + 1 and max(west["bottom"], east["bottom"]) <= centre["top"] + 1, t
        else:  # a face-up side hand takes a whole row
            assert west["bottom"] <= east["top"] + 1 and east["bottom"] <= centre["top"] + 1, t
        # the message line sits right under the trick, above South's hand
        if t["message"] is not None and t["trick"] is not None:
            assert t["trick"]["bottom"] <= t["message"]["top"] + 1 and t["message"]["bottom"] <= t["south"]["top"] + 1, t
