"""Speed and size of the live book in Chromium: prints figures; not a test.

    python benchmarks/live_book.py [--html DIR] [--runs N]

DIR is a built web book (default: _build/html, built first with tools/build_book.py
--no-handouts when it is missing). It is served on 127.0.0.1 as `make serve` serves it
(Python's http.server: no compression, revalidation by date), and Debian's Chromium opens
it headless, with a browser profile on disk as a reader's browser has, and with every host
name but 127.0.0.1 unresolvable, so nothing can come from elsewhere. Each figure is the
median of N runs (default 3), each run with a new, empty profile:

1. cold: lesson 3 in the empty profile; the time from pressing "Make this page
   interactive" to the first widget answering a click (the first quiz's answer button,
   clicked as soon as it is live), and to "Ready" (every cell run);
2. warm: the same lesson opened again in the same tab (the second interactive page of a
   visit: Python starts as the page opens, and the button is pressed as soon as the page
   has loaded, and again 5 s after, as a reader who reads the first lines), the same two
   times; and the same in a new tab, which knows nothing of the
   visit, so that only the browser's cache helps; with the bytes the server sent each time;
3. a robot's reply: after a click on a call in lesson 3's bidding box (the robots call
   until it is the learner's turn or the auction ends) and on a card at lesson 6's card
   table (the robots play to the trick), the time until the page shows the change; then
   Undo, again and again;
4. JupyterLite, cold: from opening lesson 3 in JupyterLite to the first quiz answering a
   click, Run All Cells chosen as soon as the notebook is shown;
5. the size the live parts add to the site (tools/live_book.py's three folders).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import live_book  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]
BUTTON = "Make this page interactive"
READY = "Ready: the buttons on this page now work"
TIMEOUT = 240_000


class CountingHandler(http.server.SimpleHTTPRequestHandler):
    """http.server's handler, counting the bytes of the files it sends."""

    sent = 0

    def log_message(self, *args) -> None:
        pass

    def copyfile(self, source, outputfile) -> None:
        start = source.tell()
        super().copyfile(source, outputfile)
        type(self).sent += source.tell() - start


def serve(html: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(CountingHandler, directory=str(html)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def first_quiz_answers(page, started: float) -> float:
    """Click the first live quiz's first answer as soon as it is live; seconds from
    ``started`` until its verdict shows."""
    button = page.locator(".live-book-widget").filter(has_text="May").get_by_role("button").first
    button.wait_for(timeout=TIMEOUT)
    button.click()
    page.locator(".live-book-widget .bb-message").first.wait_for(timeout=TIMEOUT)
    return time.perf_counter() - started


def interactive_page(page, url: str, reading: float = 0) -> dict:
    """Open ``url`` in ``page`` and press the button ``reading`` seconds after the page has
    loaded (0: at once)."""
    page.goto(url)
    time.sleep(reading)
    before = CountingHandler.sent
    started = time.perf_counter()
    page.get_by_role("button", name=BUTTON).click()
    first = first_quiz_answers(page, started)
    page.locator(".live-book-status", has_text=READY).wait_for(timeout=TIMEOUT)
    ready = time.perf_counter() - started
    # What the page measured itself (ms from the press): Python up, the engine imported.
    steps = json.loads(page.locator(".live-book").get_attribute("data-live-timings"))
    return {"first": first, "ready": ready, "bytes": CountingHandler.sent - before, "booted": steps["booted"] / 1000}


def replies(page, cell: str, clicks: list[str], changed: str, rounds: int) -> list[float]:
    """Click each of ``clicks`` in turn, ``rounds`` times; seconds from each click until the
    text of ``changed`` (inside ``cell``) changes."""
    area = page.locator(cell)
    area.scroll_into_view_if_needed()
    times = []
    for _ in range(rounds):
        for name in clicks:
            before = area.locator(changed).inner_text()
            started = time.perf_counter()
            area.get_by_role("button", name=name, exact=True).click()
            page.wait_for_function(
                "([selector, text]) => { const e = document.querySelector(selector); return e && e.innerText !== text; }",
                arg=[f"{cell} {changed}", before], timeout=TIMEOUT, polling=10)
            times.append(time.perf_counter() - started)
    return times


def jupyterlite_first_widget(context, base: str) -> float:
    page = context.new_page()
    started = time.perf_counter()
    page.goto(base + "lite/notebooks/index.html?path=lessons/03_bidding_ladder.ipynb")
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=TIMEOUT)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name=re.compile(r"^Run All Cells")).click()
    button = page.locator(".jp-OutputArea").filter(has_text="May").get_by_role("button").first
    button.wait_for(timeout=TIMEOUT)
    button.click()
    page.locator(".jp-OutputArea .bb-message").first.wait_for(timeout=TIMEOUT)
    return time.perf_counter() - started


def median(values: list[float]) -> float:
    return statistics.median(values)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--html", type=Path, default=ROOT / "_build" / "html")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not (args.html / "_live" / "live.js").exists():
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_book.py"), "--no-handouts"], cwd=ROOT, check=True)
    from playwright.sync_api import sync_playwright

    server, base = serve(args.html)
    lesson_3 = base + "lessons/03_bidding_ladder.html"
    cold, warm, read, cached, calls, cards, lite = [], [], [], [], [], [], []
    with sync_playwright() as playwright:
        for run in range(args.runs):
            with tempfile.TemporaryDirectory() as profile:
                context = playwright.chromium.launch_persistent_context(
                    profile, executable_path=CHROMIUM, headless=True, args=ARGS, viewport={"width": 1366, "height": 768})
                page = context.new_page()
                cold.append(interactive_page(page, lesson_3))
                # The next page of the visit, in the same tab: Python starts as it opens.
                warm.append(interactive_page(page, lesson_3))
                read.append(interactive_page(page, lesson_3, reading=5))
                calls += replies(page, "#live-cell-49", ["2♥", "Undo"], ".bb-auction", rounds=5)
                page.close()
                # A new tab knows nothing of the visit: only the browser's cache helps.
                page = context.new_page()
                cached.append(interactive_page(page, lesson_3))
                page.close()
                page = context.new_page()
                page.goto(base + "lessons/06_play_of_the_hand.html")
                page.get_by_role("button", name=BUTTON).click()
                page.locator(".live-book-status", has_text=READY).wait_for(timeout=TIMEOUT)
                table = page.locator("#live-cell-55")
                table.scroll_into_view_if_needed()
                card = table.locator("button:not([disabled])").filter(
                    has_text=re.compile(r"^[♠♥♦♣](10|[2-9AKQJ])$")).first.inner_text().strip()
                cards += replies(page, "#live-cell-55", [card, "Undo"], ".bb-trick", rounds=5)
                context.close()
            with tempfile.TemporaryDirectory() as profile:
                context = playwright.chromium.launch_persistent_context(
                    profile, executable_path=CHROMIUM, headless=True, args=ARGS, viewport={"width": 1366, "height": 768})
                lite.append(jupyterlite_first_widget(context, base))
                context.close()
            print(f"run {run + 1}: cold {cold[-1]['first']:.1f} s / {cold[-1]['ready']:.1f} s, "
                  f"warm {warm[-1]['first']:.1f} s / {warm[-1]['ready']:.1f} s, "
                  f"new tab {cached[-1]['first']:.1f} s / {cached[-1]['ready']:.1f} s, JupyterLite {lite[-1]:.1f} s",
                  flush=True)
    server.shutdown()

    def line(label: str, runs: list[dict]) -> str:
        return (f"{label:<44} first widget answers {median([r['first'] for r in runs]):5.1f} s   "
                f"all cells run {median([r['ready'] for r in runs]):5.1f} s   "
                f"sent {median([r['bytes'] for r in runs]) / 1e6:5.1f} MB   "
                f"(Python and the engine ready {median([r['booted'] for r in runs]):4.1f} s after the press)")

    print(f"\nChromium, lesson 3 (median of {args.runs} runs; goals: cold under 10 s, warm under 3 s)")
    print(line("cold (new browser profile)", cold))
    print(line("warm (the next page of the visit, same tab)", warm))
    print(line("warm, pressed after 5 s of reading", read))
    print(line("cached only (the same page in a new tab)", cached))
    for label, times in (("robot reply after a call (bidding box)", calls), ("robot reply after a card (card table)", cards)):
        ms = [t * 1000 for t in times]
        print(f"{label:<44} median {median(ms):5.0f} ms   max {max(ms):5.0f} ms   ({len(ms)} clicks; goal: median under 300 ms)")
    print(f"{'JupyterLite, open to first widget answering':<44} {median(lite):5.1f} s (cold; goal under 15 s)")
    sizes = live_book.size_of_live_parts(args.html)
    files = {part: sum(1 for p in (args.html / part).rglob('*') if p.is_file()) for part in sizes}
    total = sum(sizes.values())
    print(f"{'size the live parts add to the site':<44} {total / 1e6:5.1f} MB (goal under 60 MB): "
          + ", ".join(f"{part}/ {size / 1e6:.1f} MB in {files[part]} files" for part, size in sizes.items()))


if __name__ == "__main__":
    main()
