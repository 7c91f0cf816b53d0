"""A learner's session in a real browser: JupyterLab shows a BiddingBox and a PlayTable,
the test clicks calls and cards in the page and reads the auction and trick shown."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from browser_support import write_notebook
from playwright.sync_api import expect

SETUP = """\
from bridgelib import Contract, Deal, Seat
from bridgelib.widgets import BiddingBox, PlayTable
deal = Deal.random(2024)
box = BiddingBox(deal, seat=Seat.S)
box"""

TABLE = """\
table = PlayTable(deal, Contract.parse("3NT by S"), seat=Seat.S)
table"""


def run_all_cells(page) -> None:
    # Wait until the kernel is idle first: on a busy machine a Run All given while the
    # kernel still starts can be lost, and the cells never run.
    page.get_by_text(re.compile(r"Python 3 \(ipykernel\) \| Idle")).wait_for(timeout=120_000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name=re.compile(r"^Run All Cells")).click()


def open_and_run(page, lab, name: str) -> None:
    """Open the notebook ``name`` in JupyterLab and run all its cells."""
    page.goto(lab.url(name), wait_until="domcontentloaded")
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=60_000)
    page.locator(".jp-Notebook .jp-Cell").first.click()
    run_all_cells(page)


def test_bidding_box_and_play_table_in_jupyterlab(lab, browser):
    write_notebook(lab.root / "table.ipynb", [SETUP, TABLE])
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    try:
        open_and_run(page, lab, "table.ipynb")

        # The bidding box is drawn: 38 call buttons in the first output.
        box = page.locator(".jp-OutputArea").nth(0)
        box.get_by_role("button", name="7NT").wait_for(timeout=60_000)
        auction = box.locator(".bb-auction")
        expect(auction).to_be_visible(timeout=30_000)
        assert "7NT" not in auction.inner_text()

        # Bid 7NT (legal unless someone bid it already, which no robot does at the start).
        # The widget redraws its HTML, so locators (queried afresh) are used, not handles.
        box.get_by_role("button", name="7NT").click()
        expect(auction).to_contain_text("7NT", timeout=30_000)
        # After 7NT no bid may follow: 7NT is greyed out and struck through, yet a click on
        # it still reaches the engine, which says why in the message line.
        seven = box.get_by_role("button", name="7NT")
        expect(seven).to_have_class(re.compile(r"\bbb-refused\b"), timeout=30_000)
        expect(seven).to_have_css("text-decoration-line", "line-through")
        seven.click()
        expect(box.locator(".bb-message")).to_have_text(
            "✗ 7NT is not higher than 7NT: 7NT is the highest bid, so no bid can follow it.", timeout=30_000)

        # The card table: the computer (West) has led, North is dummy; South plays dummy's
        # cards, so some card buttons are enabled. Click the first enabled one.
        table = page.locator(".jp-OutputArea").nth(1)
        table.locator(".bb-trick").wait_for(timeout=60_000)
        cards = re.compile(r"^[♠♥♦♣](10|[2-9AKQJ])$")
        # South's own cards are refused while it is dummy's turn: a click says so.
        wrong = table.locator("button.bb-refused").filter(has_text=cards)
        wrong.first.wait_for(timeout=30_000)
        wrong.first.click()
        expect(table.locator(".bb-message")).to_contain_text("dummy", timeout=30_000)
        expect(table.locator(".bb-trick [data-card]")).to_have_count(1)  # only West's lead
        buttons = table.locator("button:not(.bb-refused)").filter(has_text=cards)
        buttons.first.wait_for(timeout=30_000)
        label = buttons.first.inner_text().strip()
        buttons.first.click()
        pattern = re.compile(re.escape(label[0]) + r"\s*" + re.escape(label[1:]))
        expect(table.locator(".bb-trick")).to_contain_text(pattern, timeout=30_000)
        expect(table.locator(".bb-message")).to_contain_text("You played", timeout=30_000)

        # East (the computer) follows; then South's card ends the trick. West's ace won it and
        # West leads again at once, but the finished trick stays in view, with how it was won.
        expect(table.locator(".bb-trick [data-card]")).to_have_count(3, timeout=30_000)
        south = table.locator(".bb-area-south button:not(.bb-refused)").filter(has_text=cards)
        south.first.wait_for(timeout=30_000)
        south.first.click()
        last = table.locator(".bb-last-trick")
        expect(last.locator("[data-card]")).to_have_count(4, timeout=30_000)
        expect(last).to_contain_text("West won the trick with ♣A, the highest club.")
        expect(table.locator(".bb-message")).to_contain_text("West won the trick with ♣A")
        expect(table.locator(".bb-trick").first.locator("[data-card]")).to_have_count(1)  # West's new lead
        # set up as `make lab` sets it up (tools/lab.py): no pop-up about Jupyter's news
        assert page.get_by_text(re.compile("Jupyter news", re.IGNORECASE)).count() == 0
    finally:
        page.screenshot(path=str(lab.root.parent / "lab.png"))
        page.close()


RUBBER = """\
from bridgelib import Seat
from bridgelib.widgets import RubberTable
rubber = RubberTable(seed=20, seat=Seat.S)
rubber.finish_button.click()   # deal 1: West plays 2♦ and holds four trump honours
rubber"""


def test_a_rubber_deals_score_with_its_honours_and_the_save_button_in_jupyterlab(lab, browser):
    write_notebook(lab.root / "rubber.ipynb", [RUBBER])
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    try:
        open_and_run(page, lab, "rubber.ipynb")

        table = page.locator(".jp-OutputArea").nth(0)
        table.locator(".bb-rubber-head").wait_for(timeout=90_000)
        # the score is headed by deal 1's own number and dealer, not the next deal's
        expect(table.locator(".bb-rubber-head")).to_contain_text("Deal 1 · Dealer West")
        expect(table.locator(".bb-deal-result")).to_contain_text("Deal 1 · Dealer West: 2♦ by West made")
        # the honours are itemised, with the hand and its cards
        honours = table.locator("tr.bb-item").filter(has_text="Honours")
        expect(honours).to_contain_text("four trump honours in West's hand")
        expect(honours).to_contain_text("100")
        expect(table.locator(".bb-honours")).to_contain_text("Honours: West held")
        expect(table.locator(".bb-honours [data-card]")).to_have_count(4)
        # the finished deal stays on the screen above the score, its contract and auction in
        # the card table's corner
        expect(table.locator(".bb-area-auction .bb-contract")).to_contain_text("2♦ by West")
        expect(table.locator(".bb-area-auction .bb-auction")).to_contain_text("2♦PassPassPass")
        expect(table.get_by_role("button", name="What could we have made?")).to_be_enabled()
        # Save the rubber writes the file next to the notebook and says where
        table.get_by_role("button", name="Save the rubber").click()
        saved = lab.root / "my_rubber.json"
        expect(table.locator(".bb-message").filter(has_text="Saved in")).to_contain_text(
            f"Saved in {saved.resolve()}.", timeout=30_000)
        assert saved.exists()
    finally:
        page.screenshot(path=str(lab.root.parent / "lab-rubber.png"))
        page.close()


NARROW = [
    """\
from IPython.display import HTML
from bridgelib import Auction, Call, Contract, Deal, Play, Rubber, Seat, Side, score_contract
from bridgelib.exercises import CallQuestion
from bridgelib.render.html import auction_html, contract_score_html, deal_html, grid_html, play_html, rubber_html
from bridgelib.widgets import CallQuiz, PlayTable
deal = Deal.parse("S:A84.AK5.KQ862.95 QJT95.J2.943.A86 K72.Q64.T7.KQJT7 63.T9873.AJ5.432")
auction = Auction(Seat.N, "1H 2C 2H 3C 4H X P P P")
HTML(auction_html(auction, vulnerable=[Side.NS, Side.EW]))""",
    "HTML(deal_html(deal))",
    'HTML(play_html(Play(deal, "3NT by S", "SQ S2 S3 SA C9 C6 CT C2 CK C3 C5 CA SJ SK S6 S4 CQ C4 D2 C8 CJ H3 '
    'D6 D3 C7 H7 D8 D4 H4 H8 HK H2 HA HJ H6 H9 H5 S5 HQ HT D7 D5 DQ D9 S8 S9 S7 DJ ST DT DA DK")))',
    'HTML(contract_score_html(score_contract("4HXX by S", 11, vulnerable=True)))',
    'HTML(grid_html(["undertricks", "not vul.", "not vul. X", "not vul. XX", "vul.", "vul. X", "vul. XX"], '
    '[[f"{k} down", 50 * k, 300 * k - 100, 600 * k - 200, 100 * k, 300 * k - 100, 600 * k - 200] for k in range(1, 14)]))',
    """\
rubber = Rubber()
for text, tricks in [("4S by N", 10), ("3NT by E", 8), ("2H by E", 9), ("6D by S", 12)]:
    rubber.record(Contract.parse(text), tricks)
HTML(rubber_html(rubber))""",
    'CallQuiz(CallQuestion(Auction(Seat.W, "1D P 1H 1S 2C"), Call.parse("XX")))',
    'PlayTable(deal, "3NT by S", seat=Seat.S)',
]


def test_the_diagrams_and_widgets_fit_a_phone_in_jupyterlab(lab, browser):
    """On a 390-px screen JupyterLab leaves a lesson a narrow column: every diagram and
    widget the lessons show fits it, so nothing is cut off at its right edge and no output
    scrolls sideways (the course's custom CSS narrows JupyterLab's own margins)."""
    write_notebook(lab.root / "narrow.ipynb", NARROW)
    page = browser.new_page(viewport={"width": 390, "height": 844})
    try:
        open_and_run(page, lab, "narrow.ipynb")
        page.locator(".jp-OutputArea").nth(len(NARROW) - 1).locator(".bb-trick").wait_for(timeout=90_000)
        # a phone-sized JupyterLab opens with the file browser over the notebook: close it
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").first.click()
        page.wait_for_timeout(1_000)
        measured = page.evaluate("""() => [...document.querySelectorAll('.jp-OutputArea-output')].map(area => {
            const edge = area.getBoundingClientRect().right;
            const boxes = [...area.querySelectorAll('.bb-box, .bb-table-grid')].map(e => e.getBoundingClientRect())
                .filter(r => r.width > 0);
            const inner = [...area.querySelectorAll('*')]   // what passes the edge, for the message
                .map(e => [e.tagName + '.' + e.className, Math.round(e.getBoundingClientRect().right - edge)])
                .filter(x => x[1] > 0).slice(0, 5);
            const grids = [...area.querySelectorAll('.bb-grid')].map(e => e.scrollWidth - e.clientWidth);
            return {width: Math.round(area.clientWidth), scrolls: Math.max(area.scrollWidth - area.clientWidth, ...grids),
                    inner: inner, boxes: boxes.length, over: Math.max(0, ...boxes.map(r => Math.round(r.right - edge)))};
        })""")
        assert len(measured) == len(NARROW)
        assert all(m["boxes"] for m in measured), measured
        # the custom CSS gives the column about 300 px (274 without it)
        assert min(m["width"] for m in measured) >= 295, measured
        for cell, m in zip(NARROW, measured, strict=True):
            first = cell.splitlines()[-1][:60]
            assert m["over"] <= 0, f"{first}: passes the column's edge by {m['over']} px"
            assert m["scrolls"] <= 0, f"{first}: scrolls sideways by {m['scrolls']} px (past the edge: {m['inner']})"
    finally:
        page.screenshot(path=str(lab.root.parent / "lab-narrow.png"), full_page=True)
        page.close()


RUSSIAN = ["""\
from bridgelib import Contract, Deal, Seat, set_language
from bridgelib.widgets import BiddingBox, PlayTable
set_language("ru")
box = BiddingBox(dealer=Seat.N)
box""", """\
table = PlayTable(Deal.random(2024), Contract.parse("3NT by S"), seat=Seat.S)
table"""]


def test_the_bidding_box_and_the_card_table_in_russian(lab, browser):
    """One switch, and the learner's widgets speak Russian: the box's buttons, a refused
    call's sentence, the table's status and a refused card's sentence, at 1366 px and on
    a 390-px phone without sideways scrolling."""
    write_notebook(lab.root / "russian.ipynb", RUSSIAN)
    for width, height in ((1366, 768), (390, 844)):
        page = browser.new_page(viewport={"width": width, "height": height})
        try:
            open_and_run(page, lab, "russian.ipynb")
            box = page.locator(".jp-OutputArea").nth(0)
            box.get_by_role("button", name="Реконтра").wait_for(timeout=60_000)
            for label in ("Пас", "Контра", "7БК"):
                expect(box.get_by_role("button", name=label, exact=True)).to_have_count(1)
            for label in ("Отменить", "Подсказка"):  # buttons with an icon
                expect(box.locator("button", has_text=label)).to_have_count(1)
            reconta = box.get_by_role("button", name="Реконтра", exact=True)
            assert reconta.evaluate("b => b.scrollWidth <= b.clientWidth"), "Реконтра is cut off"
            box.get_by_role("button", name="2♥").click()
            expect(box.locator(".bb-auction")).to_contain_text("2♥", timeout=30_000)
            box.get_by_role("button", name="2♣").click()  # lower than 2♥: refused, in Russian
            expect(box.locator(".bb-message")).to_have_text(
                "✗ 2♣ не выше, чем 2♥: заявите 2♠, 2БК или любую заявку на уровне 3 или выше.", timeout=30_000)
            expect(box.locator(".bb-status")).to_contain_text("Заявляет Восток.")
            table = page.locator(".jp-OutputArea").nth(1)
            table.locator(".bb-trick").wait_for(timeout=60_000)
            expect(table.locator(".bb-status")).to_contain_text("Контракт: 3БК (играет Ю) — вашей стороне нужно 9 взяток")
            wrong = table.locator("button.bb-refused").filter(has_text=re.compile(r"^[♠♥♦♣](10|[2-9AKQJ])$"))
            wrong.first.click()
            expect(table.locator(".bb-message")).to_contain_text("болван", timeout=30_000)
            if width == 390:  # a phone-sized JupyterLab opens with the file browser over the notebook
                page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").first.click()
                page.wait_for_timeout(1_000)
            scrolls = page.evaluate("""() => Math.max(...[...document.querySelectorAll('.jp-OutputArea-output')]
                .map(area => area.scrollWidth - area.clientWidth))""")
            assert scrolls <= 0, f"an output scrolls sideways by {scrolls} px at {width} px"
        finally:
            page.screenshot(path=str(lab.root.parent / f"lab-russian-{width}.png"), full_page=True)
            page.close()


def test_make_lab_opens_the_first_lesson_alone_and_each_lesson_leads_to_the_next(lab, browser):
    """`make lab` opens lesson 1 in JupyterLab's simple interface with the file browser
    folded away (on a phone it would cover the lesson), and the link at the end of the
    lesson opens lesson 2 the same way, at 390 px and at 1366 px."""
    lessons = Path(__file__).resolve().parents[2] / "lessons"
    NOTEBOOKS = {1: lessons / "01_cards_seats_deal.ipynb", 2: lessons / "02_tricks.ipynb"}
    for lesson in NOTEBOOKS.values():
        shutil.copy(lesson, lab.root / lesson.name)
    for width, height in ((390, 844), (1366, 768)):
        page = browser.new_page(viewport={"width": width, "height": height})
        try:
            page.goto(f"http://127.0.0.1:{lab.port}/?token={lab.token}&reset", wait_until="domcontentloaded")
            heading = page.locator(".jp-RenderedMarkdown h1", has_text="Lesson 1 · Cards, seats and the deal")
            heading.wait_for(timeout=60_000)
            assert page.url.split("?")[0].endswith("/doc/tree/" + NOTEBOOKS[1].name)
            assert page.evaluate("() => document.querySelector('#jp-left-stack').getBoundingClientRect().width") == 0
            assert page.locator(".jp-NotebookPanel").first.bounding_box()["x"] < 60, "no panel covers the lesson"

            link = page.locator(".jp-RenderedMarkdown a", has_text="Lesson 2 · Tricks")
            for _ in range(200):  # JupyterLab draws only the cells near the screen
                if link.count():
                    break
                page.locator(".jp-WindowedPanel-outer").first.evaluate("e => e.scrollTop += 1500")
                page.wait_for_timeout(100)
            link.first.click()
            page.locator(".jp-RenderedMarkdown h1", has_text="Lesson 2 · Tricks").wait_for(timeout=60_000)
            assert page.url.split("?")[0].endswith("/doc/tree/" + NOTEBOOKS[2].name)
            assert page.evaluate("() => document.querySelector('#jp-left-stack').getBoundingClientRect().width") == 0
        finally:
            page.close()
