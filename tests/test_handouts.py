"""The printable handouts (bridgelib.handouts, printed by Chromium): they build, they say
what RULES.md says, the exercise sheets are reproducible and their keys agree with the
engine, a lesson's handout shows the engine's diagrams (never its repr text), no diagram
or question is split across two pages, every page has its footer and number, and the
command line explains bad arguments.

The text of a PDF is read back with pypdf (the [test] extra), or with poppler's
``pdftotext -layout`` where pypdf is not installed.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bridgelib import Auction, Card, Deal, Hand, Rubber, Seat, Suit
from bridgelib.exercises import CallQuestion, DeclarerQuestion, ScoreQuestion, TrickQuestion, exercise_set
from bridgelib.questions import CardAnswer, FillIn, HandPicture, OneOf, SeatAnswer, Verdict, YesNo
from bridgelib.scoring import score_contract

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"


# --- reading PDFs ---------------------------------------------------------------------------
def pdf_pages(path: Path) -> list[str]:
    """The text of each page."""
    try:
        import pypdf
    except ImportError:
        if shutil.which("pdftotext") is None:
            pytest.fail("Reading the PDFs needs pypdf (pip install pypdf) or pdftotext (apt-get install poppler-utils).")
        out = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True)
        return out.stdout.split("\f")[:-1] or [out.stdout]
    return [page.extract_text() or "" for page in pypdf.PdfReader(str(path)).pages]


def pdf_text(path: Path) -> str:
    """All the text, whitespace collapsed to single spaces."""
    return " ".join(" ".join(pdf_pages(path)).split())


# --- a small lesson notebook, made here with the outputs Jupyter would store --------------------
def _md(text: str) -> dict:
    return {"cell_type": "markdown", "metadata": {}, "source": text}


def _code(source: str, outputs: list[dict], tags: tuple[str, ...] = ()) -> dict:
    return {"cell_type": "code", "execution_count": None, "metadata": {"tags": list(tags)}, "source": source,
            "outputs": outputs}


def _shown(obj: object, kind: str = "execute_result") -> dict:
    data = {"text/plain": repr(obj)}
    html = getattr(obj, "_repr_html_", None)
    if html is not None:
        data["text/html"] = html()
    out = {"output_type": kind, "metadata": {}, "data": data}
    if kind == "execute_result":
        out["execution_count"] = 1
    return out


def _html(html: str) -> dict:
    return {"output_type": "execute_result", "execution_count": 1, "metadata": {},
            "data": {"text/html": html, "text/plain": "<IPython.core.display.HTML object>"}}


def _stream(text: str) -> dict:
    return {"output_type": "stream", "name": "stdout", "text": text}


def _widget() -> dict:
    return {"output_type": "display_data", "metadata": {},
            "data": {"application/vnd.jupyter.widget-view+json": {"model_id": "0" * 32, "version_major": 2,
                                                                   "version_minor": 0},
                     "text/plain": "TrickQuiz(children=(HTML(value='...'),))"}}


SCRATCH_HEADINGS = ("Lesson 99 · A scratch lesson", "Worked example: a deal", "Worked example: the auction",
                    "Worked example: the score", "Summary")


def scratch_notebook(folder: Path) -> Path:
    """A lesson with every kind of output the lessons use: diagrams shown as the last value
    of a cell, HTML built by a render function, printed text, a value shown only as its
    repr, a quiz widget, markdown with a table, a list and a note."""
    from bridgelib.render import deal_html
    from bridgelib.widgets import TrickQuiz

    deal = Deal.random(7)
    auction = Auction(Seat.S, "1H P 2H P 4H P P P")
    rubber = Rubber()
    rubber.record("4H by S", 11)
    rubber.record("3NT by N", 9)
    quiz = TrickQuiz(seed=5)
    cells = [
        _md("# Lesson 99 · A scratch lesson\n\nThe **highest trump** wins; the deal passes to the *left*."),
        _code("from bridgelib import Auction, Deal, Rubber, Seat\nfrom bridgelib.scoring import score_contract",
              [], tags=("hide-input",)),
        _md("## Worked example: a deal\n\nHere is deal seven:"),
        _code("deal = Deal.random(7)\ndeal", [_shown(deal)]),
        _code("from IPython.display import HTML\nfrom bridgelib.render import deal_html\n"
              "HTML(deal_html(deal, show={Seat.S}))", [_html(deal_html(deal, show={Seat.S}))]),
        _code("deal[Seat.S].cards[:2]", [{"output_type": "execute_result", "execution_count": 1, "metadata": {},
                                          "data": {"text/plain": repr(deal[Seat.S].cards[:2])}}]),
        _md("## Worked example: the auction\n\n| Call | Meaning |\n|:--|:--|\n| 1♥ | a wish to play hearts |\n\n"
            "- South opens\n- North raises"),
        _code("auction = Auction(Seat.S, '1H P 2H P 4H P P P')\nauction", [_shown(auction)]),
        _md("## Worked example: the score\n\n```{note}\nOvertricks go above the line.\n```"),
        _code("score_contract('4H by S', 11, vulnerable=False)", [_shown(score_contract("4H by S", 11, False))]),
        _code("print(score_contract('4HX by S', 7, vulnerable=False))",
              [_stream(str(score_contract("4HX by S", 7, False)) + "\n")]),
        _code("rubber = Rubber()\nrubber.record('4H by S', 11)\nrubber.record('3NT by N', 9)\nrubber",
              [_shown(rubber)]),
        _code("from bridgelib.widgets import TrickQuiz\nTrickQuiz(seed=5)", [_widget()]),
        _md("## Summary\n\nA contract is scored by the engine."),
        _code("rubber.settle", [], tags=("remove-cell",)),
    ]
    notebook = {"cells": cells, "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                            "language": "python"}},
                "nbformat": 4, "nbformat_minor": 5}
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "99_scratch.ipynb"
    path.write_text(json.dumps(notebook, ensure_ascii=False, indent=1), encoding="utf-8")
    scratch_notebook.quiz_answer = quiz.question.answer.english  # type: ignore[attr-defined]
    return path


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """Every handout, built once: the scratch lesson stands in for the lessons."""
    from bridgelib.handouts import build

    base = tmp_path_factory.mktemp("handouts")
    lessons = base / "lessons"
    scratch_notebook(lessons)
    out = base / "out"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        written = build(out, lessons=lessons, seed=5, count=8, kit=[3])
    return {"out": out, "written": {w.path.name: w for w in written}, "warnings": caught}


# --- the build ------------------------------------------------------------------------------
def test_build_writes_every_handout(built):
    names = set(built["written"])
    assert names == {"reference-card.pdf", "score-sheet.pdf", "exercises-seed5.pdf", "exercises-seed5-answers.pdf",
                     "lesson-99_scratch.pdf", "lesson-03-hand-records.pdf", "lesson-03-teachers-sheet.pdf"}
    assert (built["out"] / "kit" / "lesson-03.pbn").is_file()
    for name, item in built["written"].items():
        data = item.path.read_bytes()
        assert data.startswith(b"%PDF-") and item.pages == len(pdf_pages(item.path)), name


def test_text_is_selectable_with_the_suit_symbols_in_dejavu_sans(built):
    """Every PDF has text (not pictures of text) with the four suit symbols, set in the
    embedded DejaVu Sans."""
    import pypdf

    for name, item in built["written"].items():
        text = pdf_text(item.path)
        assert all(symbol in text for symbol in "♠♥♦♣") or name == "score-sheet.pdf", name
        fonts = set()
        for page in pypdf.PdfReader(str(item.path)).pages:
            for font in (page.get("/Resources", {}).get("/Font", {}) or {}).values():
                fonts.add(str(font.get_object().get("/BaseFont")))
        assert fonts and all("DejaVuSans" in f for f in fonts), (name, fonts)


def test_every_page_has_the_footer_and_its_number(built):
    for name, item in built["written"].items():
        pages = pdf_pages(item.path)
        for k, page in enumerate(pages, 1):
            assert f"page {k} of {len(pages)}" in " ".join(page.split()), (name, k)
    lesson = pdf_pages(built["out"] / "lesson-99_scratch.pdf")
    assert "Rubber bridge course · Lesson 99 · A scratch lesson" in " ".join(lesson[-1].split())


def _on_one_page(pages: list[str], text: str) -> list[int]:
    """The pages that hold ``text`` whole (whitespace left out of both)."""
    squeezed = re.sub(r"\s+", "", text)
    return [k for k, page in enumerate(pages) if squeezed in re.sub(r"\s+", "", page)]


def _html_text(html: str) -> str:
    from html.parser import HTMLParser

    class Text(HTMLParser):
        def __init__(self) -> None:
            super().__init__(convert_charrefs=True)
            self.parts: list[str] = []
            self.in_style = False

        def handle_starttag(self, tag: str, attrs: object) -> None:
            self.in_style = self.in_style or tag == "style"

        def handle_endtag(self, tag: str) -> None:
            self.in_style = self.in_style and tag != "style"

        def handle_data(self, data: str) -> None:
            if not self.in_style:  # a style sheet's rules are not text on the page
                self.parts.append(data)

    reader = Text()
    reader.feed(html)
    return "".join(reader.parts)


# --- the reference card ------------------------------------------------------------------------
def test_reference_card_is_one_sheet_of_two_pages(built):
    assert built["written"]["reference-card.pdf"].pages == 2


def test_reference_card_has_the_numbers_of_rules_md(built):
    text = pdf_text(built["out"] / "reference-card.pdf")
    rows = [
        # trick values below the line: undoubled, doubled, redoubled (RULES.md 5)
        r"♣ ♦ 20 40 80", r"♥ ♠ 30 60 120", r"NT, 1st trick 40 80 160", r"NT, each next 30 60 120",
        # overtricks: not vulnerable, vulnerable
        r"Undoubled ♣ ♦ 20 20", r"Undoubled ♥ ♠ NT 30 30", r"Doubled 100 200", r"Redoubled 200 400",
        # the insult and the slams
        r"Doubled contract made \(“insult”\) 50 50", r"Redoubled contract made 100 100",
        r"Small slam \(level 6\) bid and made 500 750", r"Grand slam \(level 7\) bid and made 1000 1500",
        # the undertrick table: not vul undoubled/X/XX, vul undoubled/X/XX
        r"1st 50 100 200 100 200 400", r"2nd and 3rd, each 50 200 400 100 300 600",
        r"4th and later, each 50 300 600 100 300 600",
        r"3 down 150 500 1000 300 800 1600",  # RULES.md 7: 4HX three down, not vulnerable = 500
        # honours, game, rubber
        r"four of the trump A K Q J 10 in one hand 100; all five in one hand 150",
        r"all four aces in one hand 150", r"Game = 100 or more below the line",
        r"bonus 700 if the opponents won no game, 500 if they won one",
        r"Unfinished rubber: 300 to the winner of the only game completed; 100 to the only side with a part-\s?score",
    ]
    missing = [row for row in rows if not re.search(row, text)]
    assert not missing, missing


def test_reference_card_fits_two_letter_pages_too(tmp_path):
    from bridgelib.handouts import reference_card

    written = reference_card(tmp_path / "card.pdf", paper="letter")
    assert written.pages == 2 and "700 if the opponents won no game" in pdf_text(written.path)


def test_reference_card_teaches_the_rank_order_and_the_ladder(built):
    text = pdf_text(built["out"] / "reference-card.pdf")
    assert re.search(r"♠A ♠K ♠Q ♠J ♠10 ♠9 ♠8 ♠7 ♠6 ♠5 ♠4 ♠3 ♠2", text)
    assert "♣ clubs < ♦ diamonds < ♥ hearts < ♠ spades < NT no-trump" in text
    assert re.search(r"1♣ 1♦ 1♥ 1♠ 1NT level 1: 7 tricks", text)
    assert re.search(r"7♣ 7♦ 7♥ 7♠ 7NT level 7: 13 tricks · grand slam", text)
    for rule in ("Double (X): only the last bid, only an opponent's", "Redouble (XX): only the last double",
                 "A new bid cancels", "three passes", "first named its strain"):
        assert rule in text


# --- the score sheet ------------------------------------------------------------------------------
def test_blank_score_sheet(built):
    pages = pdf_pages(built["out"] / "score-sheet.pdf")
    assert len(pages) == 2  # a full page, then two half-page sheets to cut apart
    first = " ".join(pages[0].split())
    assert "WE" in first and "THEY" in first and "above the line" in first and "below the line" in first
    assert " ".join(pages[1].split()).count("THEY = East-West") == 2
    assert not re.search(r"\(deal \d+\)", " ".join(pages)), "a blank sheet has no entries"


# --- exercise sheets --------------------------------------------------------------------------------
def _expected_answer(q) -> str:
    """The key's answer, worked out here from the engine's answer (not by the code under test)."""
    if isinstance(q, (TrickQuestion, DeclarerQuestion)):
        return {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}[q.answer]
    if isinstance(q, CallQuestion):
        return "Yes, it is legal" if q.answer else "No, it is not"  # the words of the choices to circle
    assert isinstance(q, ScoreQuestion)
    below, above, defenders = q.answer  # each line of the score by the name of its line on the sheet
    return (f"Below the line, declarer: {below}; Above the line, declarer: {above}; "
            f"Above the line, defenders: {defenders}")


def test_answer_key_matches_the_engine(built):
    questions = exercise_set(seed=5, count=8)
    key = pdf_text(built["out"] / "exercises-seed5-answers.pdf")
    kinds = {TrickQuestion: "Who wins the trick?", CallQuestion: "Is the call legal?",
             DeclarerQuestion: "Who is declarer?", ScoreQuestion: "Score the contract"}
    for n, q in enumerate(questions, 1):
        entry = f"{n}. {kinds[type(q)]} — Answer: {_expected_answer(q)}"
        assert entry in key, entry
        assert " ".join(q.explanation.split()) in key
    # The key shows each trick with its winner and each auction with its contract (the
    # pictures once answered); a call question's auction and a score show nothing more.
    tricks = [q for q in questions if isinstance(q, TrickQuestion)]
    auctions = [q for q in questions if isinstance(q, DeclarerQuestion)]
    assert tricks and auctions
    assert key.count("Won by ") == len(tricks) and key.count("Contract: ") == len(auctions)
    for q in auctions:
        assert re.search(rf"Contract: {re.escape(str(q.auction.contract.bid))}X{{0,2}} by {q.answer.english}", key)
    sheet = pdf_text(built["out"] / "exercises-seed5.pdf")
    assert "Answer:" not in sheet and "Won by" not in sheet  # no answers on the learners' sheet
    assert "Contract: " not in sheet
    for n, q in enumerate(questions, 1):
        assert f"Question {n}. {kinds[type(q)]}" in sheet


def test_exercise_sheets_are_reproducible(tmp_path):
    from bridgelib.handouts import exercise_files

    first = exercise_files(11, 4, tmp_path / "a")
    again = exercise_files(11, 4, tmp_path / "b")
    other = exercise_files(12, 4, tmp_path / "c")
    for x, y in zip(first, again, strict=False):
        assert x.path.read_bytes() == y.path.read_bytes()  # byte for byte: no date in the file
        assert pdf_text(x.path) == pdf_text(y.path)
    for x, z in zip(first, other, strict=False):
        assert pdf_text(x.path).replace("seed 11", "") != pdf_text(z.path).replace("seed 12", "")
    assert [p.path.name for p in first] == ["exercises-seed11.pdf", "exercises-seed11-answers.pdf"]


def test_no_question_is_split_across_pages(tmp_path):
    """A long sheet breaks only between questions: each question's whole text (heading,
    prompt, picture and answer lines) is on one page, and so is each entry of the key."""
    from bridgelib.handouts import exercise_files
    from bridgelib.handouts.exercise_sheets import answer_html, printed_question, question_html

    sheet, key = exercise_files(8, 30, tmp_path)
    assert sheet.pages >= 5 and key.pages >= 3
    sheet_pages, key_pages = pdf_pages(sheet.path), pdf_pages(key.path)
    for n, question in enumerate(exercise_set(seed=8, count=30), 1):
        printed = printed_question(question)
        assert len(_on_one_page(sheet_pages, _html_text(question_html(printed, n)))) == 1, n
        assert len(_on_one_page(key_pages, _html_text(answer_html(printed, n)))) == 1, n


@dataclass(frozen=True)
class PaperQuestion:
    """Which answer does the test want? A question of the test's own making: it meets the
    question protocol (bridgelib.questions) and nothing else, so the handouts have no
    branch of their own for it."""

    answer_kind: Any
    answer: Any
    prompt: str = "Look at the test hand and answer."
    explanation: str = "Because the test says so."

    @property
    def figure(self) -> HandPicture:
        return HandPicture(Hand.parse("AKQJ.T98.765.432"), title="The test hand")

    @property
    def answered_figure(self) -> HandPicture:
        return HandPicture(Hand.parse("AKQJ.T98.765.432"), title="The hand once answered")

    def check(self, answer: Any) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


# Each answer kind, an answer, the words the sheet must give to answer in, and the key's answer.
PAPER_KINDS = [
    (SeatAnswer("leader"), Seat.W, ["Leader:"], "West"),
    (YesNo("Keep it", "Throw it away"), False, ["Circle one: Keep it / Throw it away"], "Throw it away"),
    (OneOf((("Two tricks", 2), ("Three tricks", 3))), 3, ["Circle one: Two tricks / Three tricks"], "Three tricks"),
    (FillIn.of(("Spades", "Hearts")), (4, 3), ["Spades:", "Hearts:"], "Spades: 4; Hearts: 3"),
    (FillIn.of(("Below the line", "Above the line"), lines=True), (60, 30), ["Below the line:", "Above the line:"],
     "Below the line: 60; Above the line: 30"),
    (FillIn.of([("Larger total", (("WE", 1), ("THEY", 2))), "ahead by"]), (2, 50),
     ["Larger total (WE / THEY):", "Ahead by:"], "Larger total: THEY; Ahead by: 50"),
    (CardAnswer((Card.parse("SA"), Card.parse("HK"))), Card.parse("HK"), ["Card:"], "♥K"),
]


def test_a_question_of_any_kind_prints_its_picture_and_room_to_answer(tmp_path):
    """A question the handouts know nothing of but its protocol is printed on a sheet with
    its picture (its figure) and room to answer built from its answer kind, every kind
    of answer; the key gives the answer in the kind's words and the picture once answered."""
    from bridgelib.handouts.document import Document
    from bridgelib.handouts.exercise_sheets import answer_html, printed_question, question_html
    from bridgelib.handouts.printer import Printer

    questions = [PaperQuestion(kind, answer) for kind, answer, _, _ in PAPER_KINDS]
    printed = [printed_question(q) for q in questions]
    sheet, key = Document("Rubber bridge: test sheet"), Document("Rubber bridge: test key")
    sheet.add(*(question_html(p, n) for n, p in enumerate(printed, 1)))
    key.add(*(answer_html(p, n) for n, p in enumerate(printed, 1)))
    with Printer() as printer:
        sheet.save(tmp_path / "sheet.pdf", printer)
        key.save(tmp_path / "key.pdf", printer)
    sheet_pages, key_pages = pdf_pages(tmp_path / "sheet.pdf"), pdf_pages(tmp_path / "key.pdf")
    hand = "The test hand ♠ A K Q J ♥ 10 9 8 ♦ 7 6 5 ♣ 4 3 2"
    for n, (p, (_, _, room, answer)) in enumerate(zip(printed, PAPER_KINDS, strict=True), 1):
        [page] = _on_one_page(sheet_pages, _html_text(question_html(p, n)))  # the whole question on one page
        text = " ".join(sheet_pages[page].split())
        start = text.index(f"Question {n}. Which answer does the test want?")
        end = text.find(f"Question {n + 1}.", start)
        asked = text[start:end if end > 0 else None]
        assert "Look at the test hand and answer." in asked and hand in asked, n  # the prompt and the picture
        assert all(words in asked for words in room), (n, room, asked)  # the room to answer
        assert "once answered" not in asked and "Because the test says so" not in asked, n
        [page] = _on_one_page(key_pages, _html_text(answer_html(p, n)))
        entry = " ".join(key_pages[page].split())
        assert f"{n}. Which answer does the test want? — Answer: {answer} " in entry, (n, answer)
        assert "The hand once answered ♠ A K Q J" in entry and "Because the test says so." in entry, n


@pytest.mark.parametrize("paper, size", [("a4", (595, 842)), ("letter", (612, 792))])
def test_paper_size(tmp_path, paper, size):
    import pypdf

    sheet, key = exercise_files_on(tmp_path, paper)
    for item in (sheet, key):
        reader = pypdf.PdfReader(str(item.path))
        box = reader.pages[0].mediabox
        assert abs(float(box.width) - size[0]) <= 1.5 and abs(float(box.height) - size[1]) <= 1.5  # in points
        assert reader.metadata.title.startswith("Rubber bridge: ")


def exercise_files_on(folder: Path, paper: str):
    from bridgelib.handouts import exercise_files

    return exercise_files(2, 3, folder, paper)


@pytest.mark.parametrize("count", [0, -1, True, 2.5, 201])
def test_exercise_files_refuse_a_bad_count(tmp_path, count):
    from bridgelib.handouts import exercise_files

    with pytest.raises(ValueError, match="count must be a whole number from 1 to 200"):
        exercise_files(1, count, tmp_path)
    assert not list(tmp_path.iterdir())


# --- lesson handouts -----------------------------------------------------------------------------------
REPR_TEXT = ("Hand(", "Deal.parse(", "Card.parse(", "Hand.parse(", "Auction(", "Contract.parse(", "Rubber(",
             "Trick(", "Seat.", "<div", "bb-")


def test_lesson_handout_draws_the_worked_examples(built):
    text = pdf_text(built["out"] / "lesson-99_scratch.pdf")
    for heading in SCRATCH_HEADINGS:
        assert heading in text, heading
    assert not [r for r in REPR_TEXT if r in text]
    # The figures' own words: the deal diagram, card backs, the auction, the score table, the sheet.
    assert text.count("Dealer: North") == 2 and "13 cards, face down" in text
    assert "Contract: 4♥ by South" in text
    assert "What for" in text and "Total N-S 150" in text  # the engine's itemised score
    assert "Games won: WE 2, THEY 0. WE (N-S) won the rubber two games to none." in text
    # Markdown, printed text and a value shown as text.
    assert "The highest trump wins" in text and "a wish to play hearts" in text and "Overtricks go above the line." in text
    assert "E-W above 400 2nd and 3rd undertricks doubled" in text
    south = Deal.random(7)[Seat.S].cards[:2]
    assert f"{south[0]}, {south[1]}" in text
    # The quiz is printed with its answer at the end; the removed cell is not.
    assert "Quiz 1. Who wins the trick?" in text
    assert f"Answers to the quiz questions 1. Who wins the trick? — Answer: {scratch_notebook.quiz_answer}" in text


def test_every_diagram_of_a_lesson_is_on_one_page(built, tmp_path):
    """Each diagram the notebook stored (the engine's HTML) is printed whole on one page:
    its whole text is on one page; a long lesson of many deals breaks only between them."""
    from bridgelib.handouts import lesson_handout
    from bridgelib.render import deal_html

    cells = [_md("# Lesson 98 · Many deals")]
    for k in range(14):
        cells += [_md(f"Deal {k}, with some words to move the next one down the page."),
                  _code(f"Deal.random({k})", [_html(deal_html(Deal.random(k), hcp=True))])]
    notebook = {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path = tmp_path / "98_deals.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    written = lesson_handout(path, tmp_path / "deals.pdf", warn=False)
    pages = pdf_pages(written.path)
    assert written.pages >= 3
    for k in range(14):
        assert len(_on_one_page(pages, _html_text(deal_html(Deal.random(k), hcp=True)))) == 1, k
    scratch = json.loads((built["out"].parent / "lessons" / "99_scratch.ipynb").read_text(encoding="utf-8"))
    scratch_pages = pdf_pages(built["out"] / "lesson-99_scratch.pdf")
    diagrams = [_html_text("".join(out["data"]["text/html"])) for cell in scratch["cells"]
                for out in cell.get("outputs", []) if "bb-box" in str(out.get("data", {}).get("text/html", ""))]
    assert len(diagrams) == 5
    assert all(len(_on_one_page(scratch_pages, d)) == 1 for d in diagrams)


def test_a_lesson_prints_its_stored_outputs_without_running_them(tmp_path):
    """The diagrams are the stored outputs: a cell whose code would fail still prints its
    diagram; the code runs (in another process) only for the quizzes, and a failing cell
    there is reported while the quiz after it is still printed."""
    from bridgelib.handouts import lesson_handout
    from bridgelib.handouts.lessons import lesson_document
    from bridgelib.widgets import TrickQuiz

    deal = Deal.random(3)
    broken = {"cells": [_md("# Broken"), _code("raise RuntimeError('gone')", [_shown(deal)])], "metadata": {},
              "nbformat": 4, "nbformat_minor": 5}
    path = tmp_path / "broken.ipynb"
    path.write_text(json.dumps(broken), encoding="utf-8")
    lesson = lesson_document(path)
    assert lesson.notes == []  # no quiz: nothing was run
    text = pdf_text(lesson_handout(path, tmp_path / "broken.pdf", warn=False).path)
    spades = " ".join(str(card.rank) for card in deal[Seat.N].cards_in(Suit.S))
    assert "Dealer: North" in text and f"North Dealer ♠ {spades} ♥" in text and "Deal.parse(" not in text

    broken["cells"] += [_code("from bridgelib.widgets import TrickQuiz\nTrickQuiz(seed=4)", [_widget()])]
    path.write_text(json.dumps(broken), encoding="utf-8")
    lesson = lesson_document(path)
    assert lesson.notes == ["cell 2: RuntimeError: gone"]
    text = pdf_text(lesson_handout(path, tmp_path / "quiz.pdf", warn=False).path)
    answer = TrickQuiz(seed=4).question.answer.english
    assert "Quiz 1. Who wins the trick?" in text and f"1. Who wins the trick? — Answer: {answer}" in text
    assert "Dealer: North" in text


def _lessons_with_outputs() -> list[Path]:
    found = []
    for path in sorted(LESSONS.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
        if any(c.get("outputs") for c in cells if c.get("cell_type") == "code"):
            found.append(path)
    return found


def _headings(path: Path) -> list[str]:
    out = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "markdown" or "remove-cell" in cell.get("metadata", {}).get("tags", []):
            continue
        source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        in_fence = False
        for line in source.split("\n"):
            if line.lstrip().startswith(("```", ":::")):
                in_fence = not in_fence
            m = re.match(r"(#{1,4})\s+(.*)", line)
            if m and not in_fence:
                title = re.sub(r"\{\w+\}`([^`<]*?)\s*(<[^>]*>)?`", r"\1", m.group(2))
                title = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", title)
                out.append(" ".join(re.sub(r"[*`]", "", title).split()))
    return out


def test_first_lesson_handout(tmp_path):
    """The first lesson with committed outputs, as printed: its headings, figures and no repr text."""
    from bridgelib.handouts import lesson_handout

    lessons = _lessons_with_outputs()
    assert lessons, "no lesson in lessons/ has committed outputs"
    lesson = lessons[0]
    written = lesson_handout(lesson, tmp_path / "lesson.pdf", warn=False)
    text = pdf_text(written.path)
    headings = _headings(lesson)
    assert headings and [h for h in headings if h not in text] == []
    assert not [r for r in REPR_TEXT if r in text]
    assert written.pages >= 2
    # Every diagram the notebook stored is printed whole, on one page.
    pages = pdf_pages(written.path)
    cells = json.loads(lesson.read_text(encoding="utf-8"))["cells"]
    diagrams = [_html_text("".join(out["data"]["text/html"])) for cell in cells for out in cell.get("outputs", [])
                if "bb-box" in "".join(out.get("data", {}).get("text/html", ""))]
    assert diagrams and [d[:60] for d in diagrams if len(_on_one_page(pages, d)) != 1] == []


# --- the command line ------------------------------------------------------------------------------------
def _cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bridgelib.handouts", *args], capture_output=True, text=True,
                          cwd=cwd or ROOT, timeout=300)


@pytest.mark.parametrize("args, message", [
    (["--count", "0"], "argument --count: the count (the number of questions) must be from 1 to 200, not 0"),
    (["--count", "-4"], "argument --count: the count (the number of questions) must be from 1 to 200, not -4"),
    (["--count", "many"], "argument --count: the count (the number of questions) must be a whole number, like 7; "
                          "'many' is not one"),
    (["--count", "2.5"], "must be a whole number, like 7; '2.5' is not one"),
    (["--seed", "x"], "argument --seed: the seed must be a whole number, like 7; 'x' is not one"),
    (["--seed", "-1"], "argument --seed: the seed must be 0 or more, not -1"),
])
def test_cli_explains_bad_arguments(tmp_path, args, message):
    base = ["exercises", "--seed", "3", "--out", str(tmp_path)]
    result = _cli(*base, *args)
    assert result.returncode == 2
    assert message in result.stderr and "usage:" in result.stderr
    assert result.stdout == "" and not list(tmp_path.iterdir())


def test_cli_needs_a_command_and_a_seed():
    result = _cli()
    assert result.returncode == 2 and "the following arguments are required" in result.stderr
    result = _cli("exercises", "--count", "3")
    assert result.returncode == 2 and "--seed" in result.stderr


def test_cli_writes_an_exercise_sheet_and_its_key(tmp_path):
    result = _cli("exercises", "--seed", "4", "--count", "2", "--out", str(tmp_path / "sheets"))
    assert result.returncode == 0, result.stderr
    sheet, key = tmp_path / "sheets" / "exercises-seed4.pdf", tmp_path / "sheets" / "exercises-seed4-answers.pdf"
    assert result.stdout.splitlines() == [f"{sheet}  (1 page: exercise sheet, seed 4, 2 questions)",
                                          f"{key}  (1 page: answer key, seed 4)"]
    assert "Question 2." in pdf_text(sheet) and "2. Is the call legal? — Answer:" in pdf_text(key)


def test_cli_reports_a_folder_it_cannot_write(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    result = _cli("exercises", "--seed", "1", "--count", "1", "--out", str(blocker / "sheets"))
    assert result.returncode == 1 and result.stderr.startswith("error: cannot write the handouts:")
    result = _cli("build", "--out", str(tmp_path / "x"), "--lessons", str(tmp_path / "missing"))
    assert result.returncode == 2 and "no lessons at" in result.stderr


def test_a_heading_from_a_docstring_has_no_restructuredtext_marks():
    from bridgelib.handouts.exercise_sheets import kind_of

    class Sample:
        """Declarer claims ``tricks`` with a :class:`~bridgelib.play.Play` and :func:`check_claim`. More."""

    assert kind_of(Sample()) == "Declarer claims tricks with a Play and check_claim"


def test_the_handouts_print_where_an_asyncio_loop_is_running(tmp_path):
    """A Jupyter kernel runs an asyncio loop, and so does a test session that already
    drives a browser: Playwright's synchronous API refuses to start there, so the printer
    keeps Chromium on a thread of its own."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    from bridgelib.handouts import reference_card

    async def in_the_loop():
        return reference_card(tmp_path / "card.pdf")

    # asyncio.run on a thread of the test's own: the test session's thread may run a loop already
    with ThreadPoolExecutor(max_workers=1) as thread:
        written = thread.submit(asyncio.run, in_the_loop()).result()
    assert written.pages == 2 and (tmp_path / "card.pdf").read_bytes().startswith(b"%PDF")


def test_worked_out_quizzes_are_reused_while_notebook_and_engine_stay_the_same(tmp_path, monkeypatch):
    from bridgelib.handouts import quizzes as module

    path = scratch_notebook(tmp_path / "lesson")
    cache = tmp_path / "cache"
    first = module.quizzes_of(path, cache)
    assert first.by_cell and not first.notes
    saved = json.loads((cache / "99_scratch.json").read_text(encoding="utf-8"))
    assert set(saved) == {"key", "quizzes", "notes"}
    runs = []
    monkeypatch.setattr(module, "_work_out", lambda p: runs.append(p) or first)
    assert module.quizzes_of(path, cache) == first and not runs            # read from the cache
    notebook = json.loads(path.read_text(encoding="utf-8"))
    notebook["cells"].append(_md("One more line."))
    path.write_text(json.dumps(notebook), encoding="utf-8")
    module.quizzes_of(path, cache)
    assert runs == [path.resolve()]                                        # the notebook changed: again
    (cache / "99_scratch.json").write_text("{not json", encoding="utf-8")
    module.quizzes_of(path, cache)
    assert len(runs) == 2                                                  # a damaged file: again
    assert module.quizzes_of(path) == first and len(runs) == 3             # no cache: always worked out


def test_exercise_sheets_of_the_new_kinds_name_them_and_their_answers_come_from_the_engine():
    from bridgelib.exercises import EXERCISE_KINDS, exercise_set
    from bridgelib.handouts.exercise_sheets import answer_text, exercise_documents

    kinds = ("coach", "together", "claims", "sheets")
    sheet, key = exercise_documents(5, 8, kinds)
    text = " ".join(re.sub(r"<[^>]+>", " ", sheet.html()).split())
    for name in kinds:
        assert html.unescape(EXERCISE_KINDS[name][1]) in html.unescape(text)
    assert "--kinds coach,together,claims,sheets" in text
    questions = exercise_set(5, 8, kinds)
    assert [type(q).__name__ for q in questions[:4]] == ["CoachCallQuestion", "PointsTogetherQuestion",
                                                        "ClaimQuestion", type(questions[3]).__name__]
    answers = html.unescape(" ".join(re.sub(r"<[^>]+>", " ", key.html()).split()))
    for q in questions:
        assert answer_text(q) in answers
    default_sheet, _ = exercise_documents(5, 8)
    assert "--kinds" not in default_sheet.html()               # the usual sheet is unchanged


def test_the_exercises_command_refuses_an_unknown_kind_by_name(tmp_path, capsys):
    from bridgelib.handouts.__main__ import main

    with pytest.raises(SystemExit) as stop:
        main(["exercises", "--seed", "1", "--kinds", "coach,trumps", "--out", str(tmp_path)])
    assert stop.value.code == 2
    assert "no kind of exercise called 'trumps'" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())
