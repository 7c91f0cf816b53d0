"""The live book in a real browser: a lesson page's "Make this page interactive" button
starts Python in the page (Pyodide, from the site's own files), and then its widgets work;
"Open in JupyterLite" opens the lesson as a notebook that runs in the browser too.

Every test runs in a fresh browser context in which any request to another host is aborted
and recorded, and checks that none was made and that no Python traceback reached the page.
What a widget shows after a click is compared with what the same widget, made by the same
lesson code in this interpreter, says after the same action: the browser runs the course's
engine, not a copy of its answers.
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

import pytest
from browser_support import offline_context
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
from lesson_support import cell_index, read_notebook, run_lesson_up_to  # noqa: E402

from bridgelib import ALL_CALLS, Seat, in_language, score_contract  # noqa: E402
from bridgelib.render.html import call_html  # noqa: E402

BUTTON = "Make this page interactive"
READY = "Ready: the buttons on this page now work"
START_TIMEOUT = 180_000      # ms: Python's start on a loaded two-core machine, with margin
# Lesson 14's page plays two whole computer rubbers in Pyodide before it is ready (about two
# and a half minutes on a quiet two-core machine), while `make test` runs other tests beside.
LESSON_14_START_TIMEOUT = 480_000
CLICK_TIMEOUT = 30_000
# After the learner's call there the robots bid and, when the auction ends, lead with their
# look-ahead, in Pyodide: 30 s ran out with make test's two processes and other work beside.
LESSON_14_CLICK_TIMEOUT = 120_000


def lesson_widget(name: str, marker: str):
    """(index, widget): the lesson cell whose source contains ``marker``, and the widget it
    makes, made again here by running the lesson's code up to that cell."""
    nb = read_notebook(ROOT / "lessons" / f"{name}.ipynb")
    index = cell_index(nb, marker)
    return index, run_lesson_up_to(nb, index)


def text_of(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


@pytest.fixture
def live(browser, site):
    """(page, outside, base URL): a page in a fresh offline context."""
    base, _ = site
    context, outside = offline_context(browser, viewport={"width": 1366, "height": 768})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page, outside, base
    context.close()
    assert errors == [], "JavaScript errors on the page"


def make_interactive(page, timeout: int = START_TIMEOUT) -> None:
    page.get_by_role("button", name=BUTTON).click()
    expect(page.locator(".live-book-status")).to_have_text(READY, timeout=timeout)
    assert page.locator(".live-book").get_attribute("data-live-state") == "ready"


def assert_nothing_left_and_no_traceback(page, outside) -> None:
    assert outside == [], "the live book tried to reach other hosts"
    body = page.locator("body").inner_text()
    assert "Traceback" not in body and 'File "<' not in body, "a Python traceback is on the page"


def open_live_cell(page, base: str, name: str, index: int, timeout: int = START_TIMEOUT):
    """Open lesson ``name``, make it interactive, and return the container of cell ``index``."""
    page.goto(base + f"lessons/{name}.html")
    make_interactive(page, timeout)
    cell = page.locator(f"#live-cell-{index}")
    cell.scroll_into_view_if_needed()
    return cell


def calls_of(auction) -> list[str]:
    """An auction's calls as the page writes them."""
    return [text_of(call_html(c, boxed=False)) for c in auction.calls]


def call_here(box, call) -> tuple[list[str], list[str]]:
    """The calls of a bidding box made here (``box``) before and after the learner's
    ``call`` and the robots' replies to it."""
    before = calls_of(box.auction)
    assert box.click(call)
    return before, calls_of(box.auction)


def calls_shown(area) -> list[str]:
    """The calls in the auction table of ``area``, in order."""
    return area.locator(".bb-auction td.bb-call-cell").evaluate_all("cells => cells.map(c => c.innerText.trim())")


def test_lesson_02_a_trick_quiz_answers_with_the_engines_verdict(live):
    page, outside, base = live
    index, quiz = lesson_widget("02_tricks", 'TrickQuiz(TrickQuestion(Trick(Seat.N, cards("D3 DK D2 H4")')
    winner = quiz.question.answer
    wrong = next(seat for seat in Seat if seat is not winner)
    cell = open_live_cell(page, base, "02_tricks", index)

    cell.get_by_role("button", name=wrong.english, exact=True).click()
    quiz.answer(wrong)
    expect(cell.locator(".bb-message")).to_have_text(f"✗ {quiz.message}", timeout=CLICK_TIMEOUT)
    cell.get_by_role("button", name=winner.english, exact=True).click()
    quiz.answer(winner)
    expect(cell.locator(".bb-message")).to_have_text(f"✓ {quiz.message}", timeout=CLICK_TIMEOUT)
    assert_nothing_left_and_no_traceback(page, outside)


def test_lesson_08_a_defenders_card_is_judged_by_the_solver_in_the_browser(live):
    """Second hand high on declarer's small card gives up a trick; low keeps it: the
    browser's Python says so in the engine's own words, as this Python does."""
    page, outside, base = live
    index, quiz = lesson_widget("08_defence", '"S2 S3 S4 SA H2"')
    question = quiz.question
    high = max(question.play.hand(question.seat), key=lambda card: card.rank)
    assert high not in question.answer
    cell = open_live_cell(page, base, "08_defence", index)

    cell.get_by_role("button", name=str(high), exact=True).click()
    quiz.answer(high)
    expect(cell.locator(".bb-message")).to_have_text(f"✗ {quiz.message}", timeout=CLICK_TIMEOUT)
    cell.get_by_role("button", name=str(question.answer[-1]), exact=True).click()
    quiz.answer(question.answer[-1])
    expect(cell.locator(".bb-message")).to_have_text(f"✓ {quiz.message}", timeout=CLICK_TIMEOUT)
    assert_nothing_left_and_no_traceback(page, outside)


def test_lesson_07_a_finesse_to_take_in_the_practice_panel(live):
    """The practice panel deals a finesse: the top card is refused with the count of the
    layouts, the finesse is right, and "Deal me another" deals the next seed's problem, in
    the browser's Python as in this one."""
    page, outside, base = live
    index, practice = lesson_widget("07_declarer_technique", "make=finesse_question")
    question = practice.quiz.question
    (finesse,) = question.answer
    top = max(question.play.hand(question.seat).cards_in(finesse.suit))
    wrong = top if top != finesse else min(question.play.hand(question.seat).cards_in(finesse.suit))
    cell = open_live_cell(page, base, "07_declarer_technique", index)

    cell.get_by_role("button", name=str(wrong), exact=True).click()
    practice.quiz.answer(wrong)
    expect(cell.locator(".bb-message")).to_have_text(f"✗ {practice.quiz.message}", timeout=CLICK_TIMEOUT)
    assert "ways the unseen cards can lie" in practice.quiz.message
    cell.get_by_role("button", name=str(finesse), exact=True).click()
    practice.quiz.answer(finesse)
    expect(cell.locator(".bb-message")).to_have_text(f"✓ {practice.quiz.message}", timeout=CLICK_TIMEOUT)
    expect(cell.locator(".bb-tally")).to_have_text("Problem 1. So far: 0 right at the first try, of 1 answered.")
    cell.get_by_role("button", name="Deal me another").click()
    practice.next_problem()
    expect(cell.locator(".bb-tally")).to_have_text(practice.tally, timeout=CLICK_TIMEOUT)
    assert_nothing_left_and_no_traceback(page, outside)


def test_lesson_03_the_bidding_box_takes_a_call_and_the_robots_reply(live):
    page, outside, base = live
    index, box = lesson_widget("03_bidding_ladder", "BiddingBox(deal, seat=Seat.S)")
    refused = next(call for call in ALL_CALLS if box.session.why_call_refused(call))
    why = box.session.why_call_refused(refused)
    before, after = call_here(box, "2H")
    assert len(after) > len(before) + 1, "the robots should reply to 2♥ in this deal"
    assert after[:len(before) + 1] == before + ["2♥"]
    cell = open_live_cell(page, base, "03_bidding_ladder", index)
    assert calls_shown(cell) == before

    # A refused call is greyed out and struck through, yet a click (or a tap) says why.
    button = cell.get_by_role("button", name=str(refused), exact=True)
    expect(button).to_have_class(re.compile(r"\bbb-refused\b"))
    button.click()
    expect(cell.locator(".bb-message")).to_have_text("✗ " + why, timeout=CLICK_TIMEOUT)
    assert calls_shown(cell) == before

    cell.get_by_role("button", name="2♥", exact=True).click()
    # The learner's 2♥, then the robots' calls (checked again until the widget has drawn them).
    expect(cell.locator(".bb-auction td.bb-call-cell")).to_have_text(after, timeout=CLICK_TIMEOUT)
    expect(cell.locator(".bb-message")).to_contain_text(box.message)
    assert_nothing_left_and_no_traceback(page, outside)


def cards_in_trick(area) -> list[str]:
    """The cards of the trick shown in ``area`` (PBN codes: "SK"), in the order drawn."""
    return area.locator(".bb-trick [data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)")


def eventually(check, timeout: float = CLICK_TIMEOUT / 1000) -> bool:
    """Whether ``check()`` comes true within ``timeout`` seconds (a widget redraws its HTML
    as Python answers)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.1)
    return check()


def host_trick(table) -> list[str]:
    trick = table.play.current_trick
    return sorted(card.pbn for card in trick.cards) if trick else []


def test_lesson_06_the_card_table_plays_a_card_and_takes_it_back(live):
    page, outside, base = live
    index, table = lesson_widget("06_play_of_the_hand", 'PlayTable(mini_deal, "1H by S", seat=Seat.S)')
    before = host_trick(table)
    card = table.play.legal_cards()[0]
    cell = open_live_cell(page, base, "06_play_of_the_hand", index)
    assert sorted(cards_in_trick(cell)) == before

    # A card that may not be played is struck through; a click says why and plays nothing.
    wrong = next(c for seat in table.learner_seats for c in table.play.hand(seat) if table.session.why_card_refused(c))
    button = cell.get_by_role("button", name=str(wrong), exact=True)
    expect(button).to_have_class(re.compile(r"\bbb-refused\b"))
    button.click()
    expect(cell.locator(".bb-message")).to_have_text("✗ " + table.session.why_card_refused(wrong),
                                                     timeout=CLICK_TIMEOUT)
    assert sorted(cards_in_trick(cell)) == before

    cell.get_by_role("button", name=str(card), exact=True).click()
    assert table.click(card)                     # here: the card, then the robots' replies
    after = host_trick(table)
    assert card.pbn in after and after != before
    assert eventually(lambda: sorted(cards_in_trick(cell)) == after), (cards_in_trick(cell), after)

    cell.get_by_role("button", name="Undo", exact=True).click()
    assert table.undo()
    assert host_trick(table) == before
    assert eventually(lambda: sorted(cards_in_trick(cell)) == before), (cards_in_trick(cell), before)
    assert_nothing_left_and_no_traceback(page, outside)


def test_lesson_10_the_score_pad_marks_a_wrong_score_then_a_right_one(live):
    page, outside, base = live
    index, pad = lesson_widget("10_scoring_the_contract", 'pad.set_deal("2HX by E", tricks=9, vulnerable=True)')
    score = score_contract("2HX by E", 9, vulnerable=True)
    right = {"below": score.below, "above": score.above, "defenders": score.defenders}
    wrong = {"below": 0, "above": score.above, "defenders": 0}
    assert wrong != right
    labels = {"below": "Below the line, declarer", "above": "Above the line, declarer",
              "defenders": "Above the line, defenders"}
    cell = open_live_cell(page, base, "10_scoring_the_contract", index)

    for answer, kind in ((wrong, "✗"), (right, "✓")):
        for field, value in answer.items():
            box = cell.get_by_label(labels[field], exact=True)
            box.fill(str(value))
            box.press("Tab")                       # the value reaches Python on change
        cell.get_by_role("button", name="Check", exact=True).click()
        verdict = pad.answer(**answer)
        assert verdict.correct is (kind == "✓")
        expect(cell.locator(".bb-message")).to_have_text(f"{kind} {pad.message}", timeout=CLICK_TIMEOUT)
    assert_nothing_left_and_no_traceback(page, outside)


def test_lesson_14_the_rubber_starts_and_takes_the_first_call(live):
    page, outside, base = live
    index, rubber_table = lesson_widget("14_play_a_rubber", "RubberTable(seed=11, seat=Seat.S, score_yourself=True)")
    call = next(c for c in rubber_table.box.auction.legal_calls() if c.is_bid)
    before, after = call_here(rubber_table.box, call)
    cell = open_live_cell(page, base, "14_play_a_rubber", index, LESSON_14_START_TIMEOUT)
    assert calls_shown(cell) == before

    cell.get_by_role("button", name=text_of(call_html(call, boxed=False)), exact=True).click()
    expect(cell.locator(".bb-auction td.bb-call-cell")).to_have_text(after, timeout=LESSON_14_CLICK_TIMEOUT)
    if rubber_table.message:                      # e.g. the contract, when the robots pass it out
        expect(cell.locator(".bb-message")).to_contain_text(rubber_table.message, timeout=LESSON_14_CLICK_TIMEOUT)
    assert_nothing_left_and_no_traceback(page, outside)


def test_jupyterlite_opens_lesson_03_runs_it_and_the_bidding_box_works(live):
    page, outside, base = live
    _, box = lesson_widget("03_bidding_ladder", "BiddingBox(deal, seat=Seat.S)")
    before, after = call_here(box, "2H")
    page.goto(base + "lessons/03_bidding_ladder.html")
    page.get_by_role("link", name="Open in JupyterLite").click()
    expect(page).to_have_url(re.compile(r"/lite/notebooks/index\.html\?path=lessons/03_bidding_ladder\.ipynb$"))
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=START_TIMEOUT)
    # The code the book hides is folded away.
    expect(page.locator(".jp-InputPlaceholder").first).to_be_attached(timeout=CLICK_TIMEOUT)

    # Run All only once Python is up: pressed while the kernel is still connecting, on a busy
    # machine, it ran nothing (twice in the fresh-clone runs of session 20).
    expect(page.locator('.jp-Notebook-ExecutionIndicator[data-status="idle"]')).to_be_attached(timeout=START_TIMEOUT)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name=re.compile(r"^Run All Cells")).click()
    # The output with the real deal's bidding box (the last one with a 2♥ button; the drill
    # before it has one too), held by its position: its text changes with the auction.
    boxes = page.locator(".jp-OutputArea").filter(has=page.get_by_role("button", name="2♥", exact=True))
    expect(boxes).to_have_count(2, timeout=START_TIMEOUT)
    position = page.locator(".jp-OutputArea").evaluate_all(
        "(areas, last) => areas.indexOf(last)", boxes.last.element_handle())
    area = page.locator(".jp-OutputArea").nth(position)
    assert calls_shown(area) == before
    area.scroll_into_view_if_needed()
    area.get_by_role("button", name="2♥", exact=True).click()
    expect(area.locator(".bb-auction td.bb-call-cell")).to_have_text(after, timeout=CLICK_TIMEOUT)
    assert_nothing_left_and_no_traceback(page, outside)


def test_a_failed_start_is_told_in_words_and_try_again_works(live):
    page, outside, base = live
    blocked = []

    def refuse(route):
        blocked.append(route.request.url)
        route.abort()

    page.route("**/_pyodide/pyodide.asm.wasm", refuse)
    page.goto(base + "lessons/02_tricks.html")
    page.get_by_role("button", name=BUTTON).click()
    status = page.locator(".live-book-status")
    expect(status).to_contain_text("The files Python needs could not be loaded from this site",
                                   timeout=START_TIMEOUT)
    expect(status).to_contain_text("Press Try again")
    assert blocked, "the test did not stop Python's runtime from loading"
    # The page is as it was: the saved pictures, and a button to try again.
    assert page.locator(".live-book-output").count() == 0
    page.unroute("**/_pyodide/pyodide.asm.wasm")
    page.get_by_role("button", name="Try again").click()
    expect(status).to_have_text(READY, timeout=START_TIMEOUT)
    assert page.locator(".live-book-output").count() > 0
    assert_nothing_left_and_no_traceback(page, outside)


def test_a_page_opened_as_a_file_says_a_web_server_is_needed(browser, site):
    _, html = site
    context, outside = offline_context(browser, viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        page.goto((html / "lessons" / "03_bidding_ladder.html").as_uri())
        page.get_by_role("button", name=BUTTON).click()
        status = page.locator(".live-book-status")
        expect(status).to_contain_text("opened as a file")
        expect(status).to_contain_text("make serve")
        page.get_by_role("link", name="Open in JupyterLite").click()
        assert page.url.endswith("/lessons/03_bidding_ladder.html"), "the link should not lead to a dead page"
        assert outside == []
    finally:
        context.close()


def test_the_bar_fits_a_phone_and_every_lesson_page_has_it(browser, site):
    base, html = site
    context, outside = offline_context(browser, viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        for path in sorted((html / "lessons").glob("*.html")):
            page.goto(base + f"lessons/{path.name}")
            button = page.get_by_role("button", name=BUTTON)
            link = page.get_by_role("link", name="Open in JupyterLite")
            expect(button).to_be_visible()
            expect(link).to_be_visible()
            for element in (button, link, page.locator(".live-book-status")):
                box = element.bounding_box()
                assert box["x"] >= 0 and box["x"] + box["width"] <= 390, f"{path.name}: the bar is wider than a phone"
        assert outside == []
    finally:
        context.close()


def test_workers_are_cut_off_from_other_hosts_too(live):
    """The guard the tests rely on: a request a web worker makes to another host (Python
    runs in one) is aborted and recorded like the page's own."""
    page, outside, base = live
    page.goto(base + "book/intro.html")
    result = page.evaluate("""() => new Promise(resolve => {
        const code = "fetch('https://cdn.example.invalid/w.js').then(() => postMessage('fetched'), () => postMessage('blocked'))";
        const worker = new Worker(URL.createObjectURL(new Blob([code], {type: 'text/javascript'})));
        worker.onmessage = event => resolve(event.data);
    })""")
    assert result == "blocked"
    assert outside == ["https://cdn.example.invalid/w.js"]
    outside.clear()


def test_the_next_page_of_a_visit_starts_python_before_the_button_is_pressed(live):
    page, outside, base = live
    page.goto(base + "lessons/01_cards_seats_deal.html")
    root = page.locator(".live-book")
    page.wait_for_timeout(1000)
    assert root.get_attribute("data-live-phase") is None, "no page was interactive yet: nothing may start"
    make_interactive(page)
    page.goto(base + "lessons/02_tricks.html")
    expect(page.locator(".live-book-status")).to_contain_text("starting in the background")
    expect(root).to_have_attribute("data-live-phase", "booted", timeout=START_TIMEOUT)
    assert root.get_attribute("data-live-state") == "idle", "the lesson runs only when the button is pressed"
    assert page.locator(".live-book-output").count() == 0
    make_interactive(page)
    assert page.locator(".live-book-output .live-book-widget").count() > 0
    assert_nothing_left_and_no_traceback(page, outside)


def last_code_cell(page):
    """The notebook's last code cell, once JupyterLite has drawn the notebook (it draws the
    cells again as it settles, so the cell is looked for afresh each time)."""
    page.locator(".jp-Notebook .jp-Cell.jp-CodeCell").last.wait_for(timeout=START_TIMEOUT)
    page.wait_for_load_state("networkidle")
    cell = page.locator(".jp-Notebook .jp-Cell.jp-CodeCell").last
    for _ in range(5):
        try:
            cell.scroll_into_view_if_needed(timeout=5_000)
            break
        except Exception:          # drawn again while scrolling: look it up again
            page.wait_for_timeout(500)
    return cell


def test_jupyterlite_keeps_the_learners_changes_in_the_browser(live):
    page, outside, base = live
    url = base + "lite/notebooks/index.html?path=lessons/03_bidding_ladder.ipynb"
    page.goto(url)
    last_code_cell(page).locator(".cm-content").click()
    page.keyboard.press("Control+End")
    page.keyboard.type("\n# my own auction")
    page.keyboard.press("Control+s")
    page.wait_for_timeout(1500)                      # the save reaches the browser's storage
    page.goto(url)
    expect(last_code_cell(page).locator(".cm-content")).to_contain_text("# my own auction", timeout=CLICK_TIMEOUT)
    assert outside == []


def test_a_click_on_a_saved_widget_says_what_to_do_and_offers_the_button(live):
    page, outside, base = live
    index, quiz = lesson_widget("03_bidding_ladder", 'CallQuiz(CallQuestion(Auction(Seat.N, "1H Pass"), Call.parse("1D")))')
    page.goto(base + "lessons/03_bidding_ladder.html")
    cell = page.locator(f"#live-cell-{index}")
    cell.scroll_into_view_if_needed()
    cell.get_by_role("button", name="Yes, it is legal").click()      # a picture: nothing can happen
    note = cell.locator(".live-book-note")
    expect(note).to_contain_text("only a picture of the widget")
    assert cell.locator(".bb-message").count() == 0 or cell.locator(".bb-message").inner_text() == ""
    note.get_by_role("button", name=BUTTON).click()
    expect(note).to_contain_text("works in a moment")
    expect(page.locator(".live-book-status")).to_have_text(READY, timeout=START_TIMEOUT)
    expect(note).to_have_count(0)
    expect(page.get_by_role("button", name="This page is interactive")).to_be_disabled()
    cell.get_by_role("button", name="Yes, it is legal").click()
    quiz.answer(True)
    expect(cell.locator(".bb-message")).to_contain_text(quiz.message, timeout=CLICK_TIMEOUT)
    assert_nothing_left_and_no_traceback(page, outside)


def test_a_page_of_the_russian_edition_runs_the_engine_in_russian(live):
    """Lesson 1 in the Russian book: the button, the status line and the quiz's verdicts are
    Russian, and the verdicts are the engine's (the same quiz, made here in Russian)."""
    page, outside, base = live
    with in_language("ru"):
        index, quiz = lesson_widget("01_cards_seats_deal", 'TrickQuiz(TrickQuestion(Trick(Seat.S, [Card.parse(c) for c in ("S8"')
        winner = quiz.question.answer
        wrong = next(seat for seat in Seat if seat is not winner)
        names = {seat: str(seat.noun) for seat in Seat}
    page.goto(base + "ru/lessons/01_cards_seats_deal.html")
    assert page.locator("html").get_attribute("lang") == "ru"
    # a beginner clicks a saved quiz first: it is a picture, and the note says so in Russian
    saved = page.locator(f"#live-cell-{index}")
    saved.scroll_into_view_if_needed()
    saved.get_by_role("button", name=names[wrong], exact=True).click()
    expect(saved.locator(".live-book-note")).to_contain_text("Это пока только картинка: нажмите «Оживить страницу»")
    page.get_by_role("button", name="Оживить страницу").first.click()
    expect(page.locator(".live-book-status")).to_have_text("Готово: кнопки на этой странице работают",
                                                          timeout=START_TIMEOUT)
    cell = page.locator(f"#live-cell-{index}")
    cell.scroll_into_view_if_needed()
    expect(cell).to_contain_text("Кто берёт взятку?")
    cell.get_by_role("button", name=names[wrong], exact=True).click()
    with in_language("ru"):
        quiz.answer(wrong)
        said_wrong = quiz.message
        quiz.answer(winner)
        said_right = quiz.message
    expect(cell.locator(".bb-message")).to_have_text(f"✗ {said_wrong}", timeout=CLICK_TIMEOUT)
    assert said_wrong.startswith("Не совсем.")
    cell.get_by_role("button", name=names[winner], exact=True).click()
    expect(cell.locator(".bb-message")).to_have_text(f"✓ {said_right}", timeout=CLICK_TIMEOUT)
    # the same page in English, one click away
    page.get_by_role("link", name="English").click()
    expect(page).to_have_url(base + "lessons/01_cards_seats_deal.html")
    assert_nothing_left_and_no_traceback(page, outside)
