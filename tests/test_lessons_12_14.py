"""Lessons 12-14 (honours, the rubber, play a rubber): the facts each lesson teaches, checked
against the engine and against the notebook's committed outputs.

The notebooks are read, never executed here (nbval checks that the committed outputs are
what a fresh run gives). Where a lesson's text makes a claim about a generated deal ("North
holds four spade honours", "the jack is in South's hand"), the deal is rebuilt by running
that cell's own code, and the claim is checked with the engine.
"""

from __future__ import annotations

import functools
import html
import random
import re
from pathlib import Path

import nbformat
import pytest
from lesson_support import cell_with, code_cells, has_number, markdown, read_notebook
from lesson_support import output_text as _output_text

from bridgelib import Contract, Rank, Rubber, Seat, Side, Strain, Suit, score_contract
from bridgelib.exercises import honours_question
from bridgelib.robots import play_deal
from bridgelib.scoring import ScoringError, check_honours, honours
from bridgelib.session import RubberSession
from bridgelib.widgets import HonoursQuiz

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
NOTEBOOKS = {
    12: LESSONS / "12_honours.ipynb",
    13: LESSONS / "13_the_rubber.ipynb",
    14: LESSONS / "14_play_a_rubber.ipynb",
}
TITLES = {12: "Honours", 13: "The rubber", 14: "Play a rubber"}
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
# The widgets that make an exercise whose answer the engine checks. HonoursQuiz (lesson 12)
# and the ChoiceQuiz/NumberQuiz sheet quizzes (lesson 13) are bridgelib.widgets quizzes
# asking bridgelib.exercises questions.
EXERCISE = re.compile(
    r"\b(TrickQuiz|CallQuiz|DeclarerQuiz|ScoreQuiz|ScorePad|BiddingBox|PlayTable|RubberTable|HonoursQuiz"
    r"|ChoiceQuiz|NumberQuiz)\("
)
LISTED = re.compile(r"\b(TrickQuiz|CallQuiz|DeclarerQuiz|ScoreQuiz|ScorePad|BiddingBox|PlayTable|RubberTable)\(")


# --- reading notebooks -------------------------------------------------------------------
def notebook(n: int) -> nbformat.NotebookNode:
    return read_notebook(NOTEBOOKS[n])


def visible_text(markup: str) -> str:
    """What a reader sees of some HTML: no tags, no attributes, entities decoded."""
    text = re.sub(r"<style.*?</style>", " ", markup, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", text)
    return re.sub(r"\s+", " ", html.unescape(text))


def output_text(cell) -> str:
    return _output_text(cell, visible_text)


def all_outputs(nb) -> str:
    return "\n".join(output_text(c) for c in code_cells(nb))


def run_cells(nb, *markers: str) -> dict:
    """Run the lesson's setup cell, every helper cell that defines classes or imports the
    lesson's questions and quizzes, then the cells containing ``markers`` in order; return
    the namespace. Used to rebuild a lesson's generated deals from the lesson's own code."""
    cells = code_cells(nb)
    namespace: dict = {}
    exec(compile(cells[0].source, "setup", "exec"), namespace)
    for cell in cells[1:]:
        if re.search(r"^(class |from bridgelib\.(exercises|widgets) import)", cell.source, re.M):
            exec(compile(cell.source, "helpers", "exec"), namespace)
    for marker in markers:
        exec(compile(cell_with(nb, marker).source, marker, "exec"), namespace)
    return namespace


# --- every lesson: shape, numbers, exercises ------------------------------------------------
@pytest.mark.parametrize("n", sorted(NOTEBOOKS))
def test_lesson_shape(n):
    nb = notebook(n)
    assert nb.metadata.kernelspec.name == "python3"
    assert nb.metadata.kernelspec.display_name == "Python 3"
    first = nb.cells[0]
    assert first.cell_type == "markdown"
    assert first.source.startswith(f"# Lesson {n} · {TITLES[n]}\n")
    assert "**What you will learn**" in first.source
    bullets = re.findall(r"^- ", first.source.split("**What you will learn**")[1], flags=re.M)
    assert 3 <= len(bullets) <= 5
    text = markdown(nb)
    for heading in ("## Summary", "## Try it yourself", "## Watch out"):
        assert re.search(rf"^{re.escape(heading)}\s*$", text, flags=re.M), heading
    # The "Try it yourself" code cell comes after its heading and ran without error.
    index = next(i for i, c in enumerate(nb.cells) if c.cell_type == "markdown" and "## Try it yourself" in c.source)
    later = [c for c in nb.cells[index:] if c.cell_type == "code"]
    assert later and later[0].outputs


@pytest.mark.parametrize("n", sorted(NOTEBOOKS))
def test_every_code_cell_ran_cleanly(n):
    for cell in code_cells(notebook(n)):
        for out in cell.outputs:
            assert out.output_type != "error", cell.source[:80]
            if out.output_type == "stream":
                assert out.name == "stdout", out.text[:200]
        assert "0x" not in output_text(cell), "a memory address in an output"


@pytest.mark.parametrize("n", sorted(NOTEBOOKS))
def test_every_number_in_the_text_comes_from_an_output(n):
    nb = notebook(n)
    outputs = all_outputs(nb)
    numbers = {int(m) for m in re.findall(r"(?<!\w)\d+(?!\w)", markdown(nb))}
    missing = sorted(k for k in numbers if k >= 20 and not has_number(outputs, k))
    assert not missing, f"numbers in the text that no output shows: {missing}"


@pytest.mark.parametrize("n", sorted(NOTEBOOKS))
def test_at_least_three_engine_checked_exercises(n):
    nb = notebook(n)
    exercises = [c for c in code_cells(nb) if EXERCISE.search(c.source) and not re.search(r"^class ", c.source, re.M)]
    # each exercise cell displays its widget
    shown = [c for c in exercises if any(WIDGET_MIME in out.get("data", {}) for out in c.outputs)]
    assert len(shown) >= 3
    assert len(shown) == len(exercises)


@pytest.mark.parametrize("n", [13, 14])
def test_at_least_three_of_the_course_widgets(n):
    nb = notebook(n)
    assert sum(1 for c in code_cells(nb) if LISTED.search(c.source)) >= 3


@pytest.mark.parametrize("n", sorted(NOTEBOOKS))
def test_example_building_cells_are_folded(n):
    """Cells that build an example (a diagram, a quiz) are tagged hide-input, and so is
    every cell before "Try it yourself" (tests/test_lessons_for_beginners.py)."""
    nb = notebook(n)
    tagged = [c for c in code_cells(nb) if "hide-input" in c.metadata.get("tags", [])]
    assert tagged and "hide-input" in code_cells(nb)[0].metadata.get("tags", [])  # the imports too


# --- lesson 12: honours ------------------------------------------------------------------------
def honour_ranks(hand, suit):
    return {card.rank for card in hand.cards_in(suit) if card.rank >= Rank.TEN}


def items_shown(text: str, rubber: Rubber) -> None:
    """Every entry the last deal of ``rubber`` wrote is in ``text``: label and points."""
    for item in rubber.deals[-1].items:
        assert item.label in text, item.label
        assert has_number(text, item.points)


def test_l10_honours_table_matches_the_engine():
    nb = notebook(12)
    cell = cell_with(nb, "examples = [")
    text = output_text(cell)
    namespace = run_cells(nb, "examples = [")
    for pbn in namespace["examples"]:
        from bridgelib import Hand

        hand = Hand.parse(pbn)
        values = " ".join(str(honours(hand, strain)) for strain in Strain)
        assert f"{hand} {values}" in text
    # the table has each of the three honours scores
    for points in (100, 150):
        assert has_number(text, points)


def test_l10_four_honours_in_dummy():
    nb = notebook(12)
    ns = run_cells(nb, "deal_a = Deal.generate")
    deal = ns["deal_a"]
    assert honours(deal[Seat.N], Strain.S) == 100          # dummy holds four
    assert Rank.JACK in honour_ranks(deal[Seat.S], Suit.S)  # "the jack is in South's hand"
    assert honour_ranks(deal[Seat.N], Suit.S) | honour_ranks(deal[Seat.S], Suit.S) == {
        Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN}
    rubber = Rubber(dealer=Seat.S)
    rubber.record("4S by S", 10, deal=deal)
    assert rubber.deals[-1].honours == ((Side.NS, 100),)
    text = output_text(cell_with(nb, 'rubber.record("4S by S", 10, deal=deal_a)'))
    items_shown(text, rubber)
    assert "held by the declaring side" in text


def test_l10_four_aces_held_by_a_defender():
    nb = notebook(12)
    deal = run_cells(nb, "deal_b = Deal.generate")["deal_b"]
    assert honours(deal[Seat.E], Strain.NT) == 150
    rubber = Rubber(dealer=Seat.N)
    rubber.record("1NT by N", 7, deal=deal)
    rec = rubber.deals[-1]
    assert rec.score.made and rec.honours == ((Side.EW, 150),)
    assert rec.points(Side.EW) > rec.points(Side.NS)  # "the defenders score more"
    text = output_text(cell_with(nb, 'rubber.record("1NT by N", 7, deal=deal_b)'))
    items_shown(text, rubber)
    assert "held by a defender" in text


def test_l10_honours_whatever_the_result():
    nb = notebook(12)
    deal = run_cells(nb, "deal_c = Deal.generate")["deal_c"]
    assert honours(deal[Seat.S], Strain.H) == 150
    rubber = Rubber(dealer=Seat.S)
    rubber.record("4H by S", 9, deal=deal)
    rec = rubber.deals[-1]
    assert not rec.score.made and rec.score.undertricks == 1
    assert rec.points(Side.NS) == 150 and rec.points(Side.EW) == score_contract("4H by S", 9, False).defenders
    items_shown(output_text(cell_with(nb, 'rubber.record("4H by S", 9, deal=deal_c)')), rubber)


def test_l10_one_hand_only():
    nb = notebook(12)
    deal = run_cells(nb, "deal_d = Deal.generate")["deal_d"]
    assert honour_ranks(deal[Seat.N], Suit.S) == {Rank.ACE, Rank.KING}
    assert honour_ranks(deal[Seat.S], Suit.S) == {Rank.QUEEN, Rank.JACK, Rank.TEN}
    assert all(honours(deal[seat], Strain.S) == 0 for seat in Seat)
    rubber = Rubber(dealer=Seat.N)
    rubber.record("4S by S", 10, deal=deal)
    assert rubber.deals[-1].honours == ()
    text = output_text(cell_with(nb, 'rubber.record("4S by S", 10, deal=deal_d)'))
    assert "Honours" not in text
    assert "North holds 2 spade honours: honours() = 0" in text
    assert "South holds 3 spade honours: honours() = 0" in text
    items_shown(text, rubber)


def test_l10_claims_and_the_refused_claim():
    nb = notebook(12)
    text = output_text(cell_with(nb, 'honours={Side.EW: 100}'))
    with pytest.raises(ScoringError) as err:
        check_honours(100, "NT")
    assert f"Refused: {err.value}" in text
    rubber = Rubber(dealer=Seat.W)
    rubber.record("2H by E", 8, honours={Side.EW: 100})
    assert rubber.totals() == {Side.NS: 0, Side.EW: 160}
    assert "Total 160" in text and "Total 0" in text
    # the house rule is stated as RULES.md 5 states it
    assert ("before the cards of the next deal are dealt, or before the final scoring of the rubber, "
            "whichever comes first") in " ".join(markdown(nb).split())


def test_l10_quizzes_ask_what_their_headings_say():
    nb = notebook(12)
    ns = run_cells(nb, "quiz_deal_1 =", "quiz_deal_2 =", "quiz_deal_3 =", "quiz_deal_4 =")
    HonoursQuestion = ns["HonoursQuestion"]
    cases = [
        (ns["quiz_deal_1"], "4H by S", (Side.NS, 100)),   # dummy (North) holds four trump honours
        (ns["quiz_deal_2"], "3NT by N", (None, 0)),       # aces split between partners
        (ns["quiz_deal_3"], "2H by S", (Side.EW, 100)),   # a defender's trump honours
        (ns["quiz_deal_4"], "3NT by W", (Side.EW, 150)),  # declarer's four aces, contract down
    ]
    for deal, contract, expected in cases:
        question = HonoursQuestion(deal, Contract.parse(contract))
        assert question.answer == expected
        assert question.check(expected).correct
        wrong = (Side.NS, 150) if expected != (Side.NS, 150) else (None, 0)
        assert not question.check(wrong).correct
    assert honours(ns["quiz_deal_1"][Seat.N], Strain.H) == 100
    aces = [len([c for c in ns["quiz_deal_2"][seat] if c.rank is Rank.ACE]) for seat in (Seat.N, Seat.S)]
    assert aces == [2, 2]
    # the contract halves of the two-part exercise
    assert score_contract("2H by S", 7, False).defenders == 50
    assert not score_contract("3NT by W", 8, False).made
    assert 'ScoreQuestion(Contract.parse("2H by S"), 7, False)' in cell_with(nb, '"2H by S"), 7').source
    assert 'ScoreQuestion(Contract.parse("3NT by W"), 8, False)' in cell_with(nb, '"3NT by W"), 8').source


def test_l10_seeded_quiz_is_reproducible():
    ns = run_cells(notebook(12))
    assert ns["HonoursQuiz"] is HonoursQuiz  # the lesson's quiz deals with honours_question
    make = honours_question
    first = make(random.Random(7))
    assert first == make(random.Random(7))
    assert first.check(first.answer).correct


# --- lesson 13: the rubber --------------------------------------------------------------------
def test_l11_rule_card_rubber_is_950():
    nb = notebook(13)
    rubber = Rubber(dealer=Seat.S)
    rubber.record("4H by S", 11)
    first = output_text(cell_with(nb, 'rubber.record("4H by S", 11)'))
    assert "120 (deal 1)" in first and "30 (deal 1)" in first and "Vulnerable" in first
    status = output_text(cell_with(nb, "print(\"The next deal is dealt by\""))
    assert "North-South: games won 1, vulnerable: True" in status
    assert "East-West: games won 0, vulnerable: False" in status
    assert f"dealt by {rubber.dealer.english}" in status and rubber.dealer is Seat.W
    rubber.record("3NT by N", 9)
    assert rubber.totals() == {Side.NS: 950, Side.EW: 0}   # the rule card's total (RULES.md 7)
    assert rubber.winner is Side.NS
    text = output_text(cell_with(nb, 'rubber.record("3NT by N", 9)'))
    assert "Total 950" in text and "Total 0" in text and "700 (deal 2)" in text
    assert "two games to none" in text


def test_l11_vulnerability_raises_the_stakes():
    text = output_text(cell_with(notebook(13), 'score_contract("4HX by S", 7'))
    not_vul = score_contract("4HX by S", 7, vulnerable=False).defenders
    vul = score_contract("4HX by S", 7, vulnerable=True).defenders
    assert not_vul == 500 and vul > not_vul  # the rule card's 500
    assert f"East-West score {not_vul} in all." in text
    assert f"East-West score {vul} in all." in text


def test_l11_part_score_cut_off_then_two_part_scores_make_game():
    nb = notebook(13)
    rubber = Rubber(dealer=Seat.N)
    rubber.record("2H by N", 8)
    rubber.record("4S by E", 10)
    assert rubber.part_score(Side.NS) == 0 and rubber.totals()[Side.NS] == 60
    text = output_text(cell_with(nb, 'rubber_b.record("4S by E", 10)'))
    assert "toward their next game: 0" in text and "Game 1: THEY" in text and "Total 60" in text
    rubber.record("2D by S", 8)
    rubber.record("2NT by N", 8)
    assert rubber.games_won(Side.NS) == 1 and rubber.vulnerability == frozenset(Side)
    assert rubber.deals[-1].game_won_by is Side.NS and rubber.deals[-2].game_won_by is None
    text = output_text(cell_with(nb, 'rubber_b.record("2NT by N", 8)'))
    assert "Game 2: WE" in text
    rubber.record("3C by W", 9)
    rubber.record("2S by E", 9)
    assert rubber.winner is Side.EW and rubber.games_won(Side.NS) == 1
    bonus = [i for i in rubber.items if i.label.startswith("Rubber bonus")]
    assert [b.points for b in bonus] == [500]
    text = output_text(cell_with(nb, 'rubber_b.record("2S by E", 9)'))
    totals = rubber.totals()
    assert f"Total {totals[Side.NS]}" in text and f"Total {totals[Side.EW]}" in text
    assert "500 (deal 6)" in text and "two games to one" in text


def test_l11_two_winners_differ():
    rubber = Rubber(dealer=Seat.W)
    for contract, tricks in [("4S by W", 10), ("4HX by E", 6), ("3NT by W", 9)]:
        rubber.record(contract, tricks)
    assert rubber.winner is Side.EW and rubber.leader is Side.NS
    text = output_text(cell_with(notebook(13), 'rubber_c.record("3NT by W", 9)'))
    assert f"WE (N-S) are ahead by {rubber.net} points" in text
    assert "THEY won the rubber (two games), but WE have the larger total" in text


def test_l11_unfinished_rubbers():
    nb = notebook(13)
    rubber = Rubber(dealer=Seat.N)
    rubber.record("4H by S", 10)
    rubber.record("2C by W", 8)
    items = rubber.settle()
    assert [(i.side, i.points) for i in items] == [(Side.NS, 300), (Side.EW, 100)]
    text = output_text(cell_with(nb, "rubber_d.settle()"))
    for item in items:
        assert " ".join(str(item).split()) in text
    assert "300 (unfinished rubber)" in text and "100 (unfinished rubber)" in text
    rubber = Rubber(dealer=Seat.N)
    for contract, tricks in [("3NT by N", 9), ("4S by E", 10), ("2D by S", 8), ("1NT by W", 7)]:
        rubber.record(contract, tricks)
    assert rubber.settle() == ()
    assert "Written when the rubber is settled: nothing" in output_text(cell_with(nb, "rubber_e.settle()"))


def test_l11_score_pad_exercises_lead_where_the_text_says():
    nb = notebook(13)
    text = markdown(nb)
    # Exercise 1: the four deals listed for the pad.
    assert "1. South plays 3♦ and takes 9 tricks." in text
    rubber = Rubber(dealer=Seat.N)
    for contract, tricks in [("3D by S", 9), ("2S by W", 9), ("1NT by N", 8), ("4H by E", 9)]:
        rubber.record(contract, tricks)
    assert rubber.deals[2].game_won_by is Side.NS            # two part-scores make a game
    assert rubber.part_score(Side.EW) == 0 and rubber.totals()[Side.EW] > 0   # E-W's part-score cut off
    assert rubber.vulnerability == frozenset({Side.NS}) and not rubber.is_over
    # Exercise 4: the rubber already on the pad, then three deals.
    assert "2. North plays 4♠ doubled and takes 9 tricks." in text
    source = cell_with(nb, "rubber_4 = Rubber").source
    assert 'rubber_4.record("4H by S", 10)' in source and 'rubber_4.record("2C by W", 8)' in source
    rubber = Rubber(dealer=Seat.N)
    for contract, tricks in [("4H by S", 10), ("2C by W", 8), ("2H by E", 8), ("4SX by N", 9), ("3NT by S", 10)]:
        rubber.record(contract, tricks)
    assert rubber.deals[2].game_won_by is Side.EW
    assert rubber.winner is Side.NS and any(i.points == 500 and i.label.startswith("Rubber bonus") for i in rubber.items)


def test_l11_sheet_quizzes():
    nb = notebook(13)
    ns = run_cells(nb, "sheet_2 = Rubber", "sheet_5 = Rubber", "sheet_6 = Rubber")
    vul = ns["VulnerableQuestion"](ns["sheet_2"])
    assert vul.answer == frozenset({Side.EW}) and ns["sheet_2"].part_score(Side.NS) > 0
    assert vul.check(frozenset({Side.EW})).correct and not vul.check(frozenset(Side)).correct
    winner = ns["WinnerQuestion"](ns["sheet_5"])
    total = ns["TotalQuestion"](ns["sheet_5"])
    assert winner.answer is Side.NS and total.answer[0] is Side.EW   # the two winners differ
    assert total.check(total.answer).correct and not total.check((Side.EW, total.answer[1] + 10)).correct
    stop = ns["TotalQuestion"](ns["sheet_6"], stop=True)
    settled = ns["sheet_6"].copy()
    items = settled.settle()
    assert {(i.side, i.points) for i in items} == {(Side.EW, 300), (Side.NS, 100)}
    assert stop.answer == (settled.leader, abs(settled.net))
    assert not ns["sheet_6"].is_over                         # the quiz does not settle the lesson's rubber
    # The sheet shown to the learner leaves out what the learner must work out.
    for sheet in (ns["sheet_2"], ns["sheet_5"]):
        shown = visible_text(ns["VulnerableQuestion"](sheet).picture)
        assert "Total" not in shown and "ahead" not in shown and "Vulnerable" not in shown
        assert "deal 1" in shown                               # the entries themselves are there
    # Exercise 3 scores for East-West, who are vulnerable on that sheet.
    assert "sheet_2.vulnerable(Side.EW)" in cell_with(nb, "3NTX by E").source


# --- lesson 14: play a rubber -------------------------------------------------------------
@functools.cache
def computer_rubber(seed: int):
    """The lesson's computer rubber, from the engine: a RubberSession with four computer
    players (tests/test_session.py checks it is the loop deal, play_deal, record). Played
    once for the tests of this module that read it (the robots are deterministic, and
    nothing here changes the rubber or its deals)."""
    session = RubberSession(random.Random(seed), learner=(), dealer=Seat.N)
    rubber = session.play_to_end()
    return rubber, [(s.deal, s.auction, s.play) for s in session.played]


def test_l12_computer_rubber_and_its_sheet():
    nb = notebook(14)
    source = cell_with(nb, "RubberSession(random.Random(31)").source
    assert "learner=()" in source and "dealer=Seat.N" in source and "play_to_end()" in source
    rubber, played = computer_rubber(31)
    assert rubber.is_over and rubber.winner is not None
    lines = output_text(cell_with(nb, "RubberSession(random.Random(31)"))
    for rec, (_deal, auction, _play) in zip(rubber.deals, played, strict=False):
        calls = " ".join(str(call) for call in auction.calls)
        assert f"Deal {rec.number}, {rec.dealer.english} deals: {calls}" in lines
        if not rec.passed_out:
            assert f"{rec.contract}, {rec.tricks} tricks ({rec.score.result})" in lines
    # the dealer moves left every deal
    assert [rec.dealer for rec in rubber.deals] == [Seat.N.next(k) for k in range(len(rubber.deals))]
    sheet = output_text([c for c in code_cells(nb) if c.source.strip() == "rubber"][0])
    totals = rubber.totals()
    assert f"Total {totals[Side.NS]}" in sheet and f"Total {totals[Side.EW]}" in sheet
    assert "won the rubber two games to" in sheet


def test_l12_close_up_and_score_quizzes_use_the_computer_rubber():
    nb = notebook(14)
    rubber, played = computer_rubber(31)
    close = next(k for k, rec in enumerate(rubber.deals) if not rec.passed_out)
    rec = rubber.deals[close]
    deal, auction, play = played[close]
    auction_text = output_text([c for c in code_cells(nb) if c.source.strip() == "auction_1"][0])
    assert auction.contract.declarer.english in auction_text
    play_text = output_text([c for c in code_cells(nb) if c.source.strip() == "play_1"][0])
    assert f"Declarer's side {play.declarer_tricks}, defenders {play.defender_tricks}" in play_text
    score_text = output_text(cell_with(nb, "contract_score_html(first.full_score)"))
    for item in rec.items:
        assert item.label in score_text
    made = next(r for r in rubber.deals if r.score is not None and r.score.made)
    failed = next(r for r in rubber.deals if r.score is not None and not r.score.made)
    assert made.score.made and not failed.score.made


def test_l12_warm_up_contract_is_what_the_computer_reaches():
    nb = notebook(14)
    ns = run_cells(nb, "warm_up = Deal.generate")
    auction, play = play_deal(ns["warm_up"])
    assert str(auction.contract) == str(Contract.parse("3NT by S"))
    assert 'PlayTable(warm_up, "3NT by S", seat=Seat.S)' in cell_with(nb, "PlayTable(warm_up").source
    assert ns["warm_up"].dealer is Seat.S   # "You are South and the dealer"


def test_l12_saving_is_a_button_and_never_run(tmp_path, monkeypatch):
    nb = notebook(14)
    text = markdown(nb)
    assert "**Save the rubber**" in text and "**Open the saved rubber**" in text
    for cell in code_cells(nb):
        assert ".resume(" not in cell.source and ".save(" not in cell.source and ".load(" not in cell.source
    assert "RubberTable(seed=11, seat=Seat.S, score_yourself=True)" in cell_with(nb, "RubberTable(seed=11").source
    # resume(), the one-line way for those who type, still works.
    from bridgelib.widgets import RubberTable

    monkeypatch.chdir(tmp_path)
    table = RubberTable.resume("my_rubber.json", seed=11)
    assert table.phase == "auction"
    table.box.click("P") if table.box.is_learner_turn() else None
    calls = table.box.auction.calls if table.box is not None else ()
    again = RubberTable.resume("my_rubber.json")
    assert again.seed == 11 and again.phase == table.phase
    if again.box is not None:
        assert again.box.auction.calls == calls
