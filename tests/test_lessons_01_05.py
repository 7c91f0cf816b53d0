"""Lessons 1-5 (cards and the deal, tricks, the bidding ladder, valuing a hand, bidding after
the opening): the facts each lesson teaches, checked against the engine and against the
notebook's committed outputs.

The notebooks are read, not executed as a whole (nbval checks that the committed outputs
are what a fresh run gives). Where a lesson builds a deal or a position in code, the test
runs that cell's own code again and checks the lesson's claims about it with the engine.
"""

from __future__ import annotations

import ast
import html
import json
import re
from pathlib import Path

import nbformat
import pytest
from lesson_support import cell_with, code_cells, has_number, markdown, read_notebook
from lesson_support import output_text as _output_text

from bridgelib import (
    PASS,
    Auction,
    Call,
    Card,
    Contract,
    Deal,
    Hand,
    Rank,
    Rubber,
    Seat,
    Side,
    Strain,
    Suit,
    Trick,
)
from bridgelib.robots import robot_call
from bridgelib.system import GAME_POINTS, advise, review
from bridgelib.variants import MINIBRIDGE_LEVELS, minibridge_level

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
NOTEBOOKS = {
    1: LESSONS / "01_cards_seats_deal.ipynb",
    2: LESSONS / "02_tricks.ipynb",
    3: LESSONS / "03_bidding_ladder.ipynb",
    4: LESSONS / "04_valuing_and_natural_system.ipynb",
    5: LESSONS / "05_bidding_after_the_opening.ipynb",
}
TITLES = {
    1: "Cards, seats and the deal",
    2: "Tricks",
    3: "The bidding ladder",
    4: "Valuing a hand and the natural system",
    5: "Bidding after the opening",
}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
# The engine's exercise widgets (the brief's list) ...
ENGINE_WIDGETS = re.compile(r"\b(TrickQuiz|CallQuiz|DeclarerQuiz|ScoreQuiz|ScorePad|BiddingBox|PlayTable|RubberTable)\(")
# ... and the library's general quizzes the lessons ask their own questions with.
LESSON_QUIZZES = re.compile(r"\b(ChoiceQuiz|NumberQuiz|CardQuiz)\(")

def notebook(n: int) -> nbformat.NotebookNode:
    return read_notebook(NOTEBOOKS[n])


def visible(markup: str) -> str:
    """What a reader sees of some HTML: no tags or attributes, entities decoded. Table
    cells and blocks are separated by a space; inline tags (a suit symbol in a call) are
    simply dropped, so "4<span>♥</span>" reads "4♥"."""
    text = re.sub(r"</?(td|th|tr|table|div|p|br|li|ul|ol|h\d)\b[^>]*>", " ", markup)
    text = re.sub(r"<[^>]+>", "", text)
    return re.sub(r"\s+", " ", html.unescape(text))


def output_text(cell) -> str:
    return _output_text(cell, visible)


def all_outputs(nb) -> str:
    return "\n".join(output_text(c) for c in code_cells(nb))


def out(nb, marker: str) -> str:
    return output_text(cell_with(nb, marker))


def namespace(nb, *markers: str) -> dict:
    """Run the lesson's helper cells (the folded code cells that define functions or
    classes, or import the lesson's questions and quizzes), then the cells holding
    ``markers``, and return the namespace: the lesson's own code rebuilds its deals,
    positions and questions."""
    ns: dict = {"display": lambda *a, **k: None}
    for cell in code_cells(nb):
        if re.search(r"^(def|class|from|import) ", cell.source, re.M) and "hide-input" in cell.metadata.get("tags", []):
            exec(compile(cell.source, "helpers", "exec"), ns)
    for marker in markers:
        exec(compile(cell_with(nb, marker).source, marker, "exec"), ns)
    return ns


def widget_states(nb) -> dict:
    return nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})


def widget_html(nb, cell) -> str:
    """Every HTML value shown by the widget a cell displays (its saved initial state)."""
    states = widget_states(nb)
    ids = [o.data[WIDGET_VIEW]["model_id"] for o in cell.outputs if "data" in o and WIDGET_VIEW in o.data]
    seen, texts = set(), []
    while ids:
        model = ids.pop()
        if model in seen or model not in states:
            continue
        seen.add(model)
        state = states[model]["state"]
        if isinstance(state.get("value"), str):
            texts.append(state["value"])
        ids.extend(ref[len("IPY_MODEL_"):] for ref in json.dumps(state).split('"') if ref.startswith("IPY_MODEL_"))
    return visible(" ".join(texts))


# --- every lesson: shape, sections, numbers, exercises, clean outputs ---------------------------
@pytest.mark.parametrize("n", sorted(NOTEBOOKS))
def test_lesson_shape_and_sections(n):
    nb = notebook(n)
    assert nb.nbformat == 4
    assert nb.metadata.kernelspec.name == "python3"
    assert nb.metadata.kernelspec.display_name == "Python 3"
    first = nb.cells[0]
    assert first.cell_type == "markdown"
    assert first.source.startswith(f"# Lesson {n} · {TITLES[n]}\n")
    learn = first.source.split("**What you will learn**", 1)
    assert len(learn) == 2, "the first cell lists what the learner will learn"
    bullets = [line for line in learn[1].splitlines() if line.startswith("- ")]
    assert 3 <= len(bullets) <= 5
    headings = [line for c in nb.cells if c.cell_type == "markdown" for line in c.source.splitlines()
                if line.startswith("## ")]
    for required in ("## Watch out", "## Summary", "## Try it yourself"):
        assert required in headings
    assert headings[-2:] == ["## Summary", "## Try it yourself"]
    assert len(headings) >= 7, "one idea per section, several sections"


@pytest.mark.parametrize("n", sorted(NOTEBOOKS))
def test_code_cells_are_folded_except_try_it_yourself(n):
    cells = code_cells(notebook(n))
    *examples, last = cells
    assert all("hide-input" in c.metadata.get("tags", []) for c in examples)
    assert "hide-input" not in last.metadata.get("tags", [])
    assert output_text(last).strip(), "the try-it-yourself cell runs and shows something"
    # It is the last cell of the lesson, under its heading, before only the link to the
    # next lesson that JupyterLab shows.
    nb = notebook(n)
    assert nb.cells[-2] is last and "## Try it yourself" in nb.cells[-3].source
    assert "next-lesson" in nb.cells[-1].metadata["tags"]


@pytest.mark.parametrize("n", sorted(NOTEBOOKS))
def test_outputs_are_committed_and_clean(n):
    nb = notebook(n)
    for cell in code_cells(nb):
        for o in cell.get("outputs", []):
            assert o.output_type != "error", cell.source
            assert not (o.output_type == "stream" and o.name == "stderr"), cell.source
        text = output_text(cell)
        assert not re.search(r"0x[0-9a-f]{6,}", text), "no memory addresses in outputs"
        assert "Traceback" not in text
    # Every cell except the helper cells (which define functions and classes, or only
    # import the lesson's questions and quizzes) shows something.
    for cell in code_cells(nb):
        only_imports = all(isinstance(node, (ast.Import, ast.ImportFrom)) for node in ast.parse(cell.source).body)
        if not re.search(r"^(def|class) ", cell.source, re.M) and not only_imports:
            assert cell.get("outputs"), f"no output for: {cell.source[:60]}"
    # Widget state is stored, so the book shows the widgets in their initial state.
    assert widget_states(nb)


@pytest.mark.parametrize("n", sorted(NOTEBOOKS))
def test_every_number_in_the_text_comes_from_an_output(n):
    nb = notebook(n)
    outputs = all_outputs(nb)
    numbers = {int(x) for x in re.findall(r"\d+", markdown(nb)) if int(x) >= 20}
    missing = sorted(x for x in numbers if not has_number(outputs, x))
    assert not missing, f"numbers in the text but in no output: {missing}"


@pytest.mark.parametrize("n", sorted(NOTEBOOKS))
def test_at_least_three_engine_checked_exercises(n):
    nb = notebook(n)
    exercises = [c for c in code_cells(nb) if not re.search(r"^(class|def) ", c.source, re.M)]
    engine = [c for c in exercises if ENGINE_WIDGETS.search(c.source)]
    lesson = [c for c in exercises if LESSON_QUIZZES.search(c.source)]
    assert len(engine) >= 3, "at least three of the engine's exercise widgets"
    for cell in engine + lesson:
        assert any(WIDGET_VIEW in o.get("data", {}) for o in cell.outputs), cell.source
    assert "**Your turn.**" in markdown(nb)


@pytest.mark.parametrize("n", sorted(NOTEBOOKS))
def test_quizzes_do_not_show_their_answer_before_it_is_given(n):
    """The engine's TrickQuiz marks the winner and its DeclarerQuiz writes the contract
    under the auction; the lessons' versions keep those hidden until an answer."""
    nb = notebook(n)
    for cell in code_cells(nb):
        if re.search(r"^(class|def) ", cell.source, re.M):
            continue
        shown = widget_html(nb, cell)
        if re.search(r"\bTrickQuiz\(", cell.source):
            assert "Who wins the trick?" in shown
            assert "Won by" not in shown and " won " not in f" {shown} "
        if re.search(r"\bDeclarerQuiz\(", cell.source) or "ContractQuestion(" in cell.source:
            assert "Contract:" not in shown and "declarer" not in shown.replace("Who is declarer?", "")


# --- lesson 1: cards, seats and the deal ----------------------------------------------------
def test_lesson1_pack_and_rank_order():
    nb = notebook(1)
    text = out(nb, "pack = Hand(")
    assert "52 cards: 13 spades, 13 hearts, 13 diamonds, 13 clubs" in text
    assert "A K Q J 10 9 8 7 6 5 4 3 2" in re.sub(r"\s+", " ", text)
    pack = Hand(Card(s, r) for s in Suit for r in Rank)
    assert len(pack) == 52 and pack.shape == (13, 13, 13, 13)


def test_lesson1_tricks_are_won_by_the_suit_led():
    nb = notebook(1)
    for marker, winner in (('"D10", "D9", "DJ", "D3"', Seat.E), ('"C5", "C2", "HA", "C9"', Seat.W)):
        trick = eval(cell_with(nb, marker).source, {**namespace(nb)})
        assert trick.winner is winner
        assert f"Won by {winner.english}" in out(nb, marker)
    # The quizzes: a higher card of another suit never wins at no-trump.
    ns = namespace(nb)
    spade_ace = ns["TrickQuestion"](Trick(Seat.E, [Card.parse(c) for c in ("H4", "HJ", "SA", "H7")], Strain.NT))
    assert spade_ace.answer is Seat.S and spade_ace.check(Seat.W).correct is False
    fresh = ns["no_trump_trick"](5)
    assert fresh.strain is Strain.NT and len({c.suit for c in fresh.cards}) == 1


def test_lesson1_seats_table_matches_the_engine():
    text = out(notebook(1), "s.partner.noun")
    for seat in Seat:
        row = f"{seat.english} {seat.partner.english} {seat.left.english} {seat.right.english} {seat.side.english}"
        assert row in text
    assert Seat.S.left is Seat.W and Seat.S.partner is Seat.N


def test_lesson1_dealing_one_card_at_a_time_from_dealers_left():
    nb = notebook(1)
    ns = namespace(nb, "pack = Hand(", "random.Random(11).shuffle(cards)")
    deal, cards, dealer = ns["deal"], ns["cards"], Seat.E
    assert deal.dealer is dealer
    assert all(len(deal[s]) == 13 for s in Seat)
    for i, card in enumerate(cards):
        assert deal.holder(card) is dealer.next(i + 1)
    assert deal.holder(cards[0]) is Seat.S      # "The first card goes to South, on East's left"
    text = out(nb, "random.Random(11).shuffle(cards)")
    assert "Cards in each hand: North 13, East 13, South 13, West 13" in text
    assert f"{cards[0]} to South" in text and "Dealer: East" in text


def test_lesson1_sorting_claims():
    nb = notebook(1)
    ns = namespace(nb, "pack = Hand(", "random.Random(11).shuffle(cards)", "south = Hand(dealt[Seat.S])")
    south = ns["south"]
    assert south.shape == (4, 3, 3, 3)
    assert "four spades, three hearts, three diamonds and three clubs" in markdown(nb)
    assert "4 spades, 3 hearts, 3 diamonds, 3 clubs = 13 cards" in out(nb, "south = Hand(dealt[Seat.S])")
    # The shape quiz checks the count with the engine.
    question = ns["ShapeQuestion"](tuple(ns["dealt"][Seat.W]))
    assert question.check(ns["deal"][Seat.W].shape).correct
    assert not question.check((0, 0, 0, 13)).correct
    assert "13 cards in all" in question.explanation


def test_lesson1_dealer_moves_left_even_after_a_passed_out_deal():
    nb = notebook(1)
    text = out(nb, "for number, what in enumerate(")
    rubber = Rubber(dealer=Seat.N)
    for number, passed_out in enumerate([False, True, False, False, False], 1):
        dealer = rubber.dealer
        if passed_out:
            rubber.record_passout()
            assert f"Deal {number} {dealer.english} passed out {rubber.dealer.english}" in text
        else:
            rubber.record(Contract(1, Strain.NT, 0, dealer), 7)
            assert f"Deal {number} {dealer.english} bid and played {rubber.dealer.english}" in text
    # The quizzes agree with the engine's score sheet, which moves the deal on.
    ns = namespace(nb)
    for first, history in ((Seat.W, (True,)), (Seat.S, (False, True, False))):
        question = ns["NextDealerQuestion"](first, history)
        rubber = Rubber(dealer=first)
        for out_ in history:
            rubber.record_passout() if out_ else rubber.record("1NT by N", 7)
        assert question.answer is rubber.dealer
        assert question.check(rubber.dealer).correct and not question.check(first).correct
    assert "Auction(Seat.E, \"Pass Pass Pass Pass\")" in cell_with(nb, "Pass Pass Pass Pass").source
    assert "Passed out" in out(nb, "Pass Pass Pass Pass")


# --- lesson 2: tricks ---------------------------------------------------------------------------
TRICKS_2 = {
    '"HK H5 H3 HA"': (Seat.S, "HK H5 H3 HA", Strain.NT),
    '"S4 S9 HA S3"': (Seat.N, "S4 S9 HA S3", Strain.NT),
    '"SA SK H2 S5"': (Seat.E, "SA SK H2 S5", Strain.H),
    '"SA H3 H9 S5"': (Seat.E, "SA H3 H9 S5", Strain.H),
    '"CA C3 C7 CK"': (Seat.W, "CA C3 C7 CK", Strain.H),
}


@pytest.mark.parametrize("marker", sorted(TRICKS_2))
def test_lesson2_worked_tricks(marker):
    leader, cards, strain = TRICKS_2[marker]
    trick = Trick(leader, [Card.parse(c) for c in cards.split()], strain)
    assert f"Won by {trick.winner.english}" in out(notebook(2), marker)


def test_lesson2_the_rule_card_trick_and_the_small_trump():
    assert Trick(Seat.W, [Card.parse(c) for c in ["CA", "C3", "C7", "CK"]], Strain.H).winner is Seat.W
    small = Trick(Seat.E, [Card.parse(c) for c in ["SA", "SK", "H2", "S5"]], Strain.H)
    assert small.winner is Seat.W and small.winning_card == Card.parse("H2")


def test_lesson2_follow_suit_position():
    nb = notebook(2)
    ns = namespace(nb, 'cards("D5 D8 DA")')
    play = ns["play"]
    assert play.turn is Seat.S
    legal = play.legal_cards()
    assert {str(c) for c in legal} == {"♦4", "♦K"}
    text = out(nb, 'cards("D5 D8 DA")')
    assert "South may play: " + ", ".join(str(c) for c in legal) in text
    assert play.why_illegal("SA") in text


def test_lesson2_no_obligation_to_trump():
    nb = notebook(2)
    ns = namespace(nb, 'cards("CK CA C4")')
    play = ns["play"]
    assert set(play.legal_cards()) == set(play.hand(Seat.S))          # void: every card allowed
    assert any(c.suit is Suit.H for c in play.legal_cards())          # trumps among them
    assert "South may play: " + ", ".join(str(c) for c in play.legal_cards()) in out(nb, 'cards("CK CA C4")')
    play.play("D7")
    assert play.last_trick.winner is Seat.N                           # partner's ace wins anyway
    assert "Won by North" in out(nb, 'play.play("D7")')


def test_lesson2_winner_leads_next():
    nb = notebook(2)
    ns = namespace(nb, 'cards("D5 D8 DA D4  H4 C3 C2 SQ")')
    first, second = ns["first"], ns["second"]
    assert second.leader is first.winner is Seat.E
    assert second.winner is Seat.E and second.winning_card == Card.parse("H4")
    assert "Trick 1 is won by East; trick 2 is led by East" in out(nb, 'cards("D5 D8 DA D4  H4 C3 C2 SQ")')


def test_lesson2_card_quizzes_check_with_the_engine():
    nb = notebook(2)
    ns = namespace(nb)
    follow = ns["CardQuestion"](ns["south_to_play"](3, Strain.NT))
    void = ns["CardQuestion"](ns["south_to_play"](6, Strain.S, void=True))
    for question, must_follow in ((follow, True), (void, False)):
        play = question.play
        led = play.current_trick.suit_led
        assert play.turn is Seat.S
        assert bool(play.hand(Seat.S).cards_in(led)) is must_follow
        for card in play.hand(Seat.S):
            assert question.check(card).correct is play.is_legal(card)
    assert any(c.suit is Suit.S for c in void.play.hand(Seat.S))      # a trump to choose, or not
    assert "Nobody has to trump" in void.check(void.play.hand(Seat.S).cards[0]).explanation


# --- lesson 3: the bidding ladder ---------------------------------------------------------------
def test_lesson3_rule_card_auction_contract_and_declarer():
    nb = notebook(3)
    auction = Auction(Seat.S, "1H Pass 2H Pass 4H Pass Pass Pass")
    assert str(auction.contract) == "4♥ by S" and auction.declarer is Seat.S
    assert "Contract: 4♥ by South" in out(nb, "rule_card = Auction(")
    text = out(nb, "rule_card.contract")
    assert "4♥ by South" in text and "Declarer: South" in text and "Dummy: North" in text
    assert f"needs {auction.contract.tricks_needed} tricks" in text


def test_lesson3_ladder_and_promises():
    nb = notebook(3)
    text = out(nb, "bids = [call")
    assert "35 bids" in text and "38 calls" in text
    promises = out(nb, "Tricks promised")
    for level, strain in ((1, "♥"), (3, "NT"), (7, "NT")):
        assert f"{level}{strain} {level + 6}" in promises


def test_lesson3_sufficient_bids():
    nb = notebook(3)
    auction = Auction(Seat.N, "1H Pass 1NT Pass")
    text = out(nb, '["1S", "1NT", "2C", "2S", "4H"]')
    for call in ["1S", "1NT"]:
        assert auction.why_illegal(call) in text
    for call in ["2C", "2S", "4H"]:
        assert auction.is_legal(call)
    assert text.count("allowed") == 3


def test_lesson3_passed_player_may_bid_again():
    auction = Auction(Seat.N, "Pass Pass 1S Pass 2S Pass 4S Pass Pass Pass")
    assert auction.calls[0] is PASS and auction.calls[4] == Call.parse("2S")   # both North's
    assert "Contract: 4♠ by South" in out(notebook(3), "Pass Pass 1S Pass 2S")


def test_lesson3_double_redouble_and_cancelling():
    nb = notebook(3)
    assert Auction(Seat.N, "1S Pass 3S Pass 4S X XX Pass Pass Pass").contract == Contract.parse("4SXX by N")
    assert "4♠XX by North (redoubled)" in out(nb, "4S X XX")
    auction = Auction(Seat.N, "1S 2H X Pass")
    text = out(nb, '["X", "XX", "2S"]')
    assert auction.why_illegal("X") in text and auction.why_illegal("XX") in text
    cancelled = Auction(Seat.N, "1S 2H X Pass 2S Pass Pass Pass").contract
    assert cancelled == Contract.parse("2S by N") and cancelled.doubled == 0
    assert "Contract: 2♠ by North" in out(nb, "1S 2H X Pass 2S Pass")


def test_lesson3_end_of_auction_and_passed_out_deal():
    nb = notebook(3)
    text = out(nb, "passed_out = Auction(")
    assert Auction(Seat.E, "Pass Pass Pass Pass").is_passed_out
    rubber = Rubber(dealer=Seat.E)
    rubber.record_passout()
    assert rubber.totals() == {Side.NS: 0, Side.EW: 0} and rubber.dealer is Seat.S
    assert "Passed out: North-South score 0, East-West score 0; the next dealer is South." in text
    assert "Passed out: four passes" in text
    late = Auction(Seat.N, "Pass Pass Pass 1C Pass Pass Pass")
    assert late.contract == Contract.parse("1C by W")
    assert "Contract: 1♣ by West" in out(nb, "Pass Pass Pass 1C")


def test_lesson3_declarer_is_first_to_name_the_strain():
    nb = notebook(3)
    auction = Auction(Seat.N, "1H Pass 2C Pass 2H Pass 4H Pass Pass Pass")
    assert auction.declarer is Seat.N and auction.seat_of(6) is Seat.S
    text = out(nb, "1H Pass 2C Pass 2H Pass 4H")
    assert "North declares 4♥: South made the final bid" in text and "Contract: 4♥ by North" in text


def test_lesson3_quizzes_answers():
    nb = notebook(3)
    ns = namespace(nb)
    q1 = ns["ContractQuestion"](Auction(Seat.N, "1H Pass 2H X XX Pass Pass Pass"),
                                ("2H by S", "2HX by N", "2HXX by N", "2HXX by S"))
    assert q1.answer == Contract.parse("2HXX by N")
    assert q1.check(Contract.parse("2HXX by N")).correct and not q1.check(Contract.parse("2HXX by S")).correct
    q2 = ns["ContractQuestion"](Auction(Seat.N, "1S 2H X Pass 3S Pass Pass Pass"),
                                ("2HX by E", "3S by S", "3SX by N", "3S by N"))
    assert q2.answer == Contract.parse("3S by N")
    for source, legal in (('Auction(Seat.N, "1H Pass"), Call.parse("1D")', False),
                          ('Auction(Seat.N, "1S Pass"), Call.parse("X")', False),
                          ('Auction(Seat.N, "1S X"), Call.parse("XX")', True),
                          ('Auction(Seat.N, "Pass Pass 1H Pass"), Call.parse("2C")', True)):
        auction_text, call_text = re.findall(r'"([^"]*)"', source)
        assert Auction(Seat.N, auction_text).is_legal(call_text) is legal
        cell_with(nb, source)   # the quiz is in the lesson
    declarers = Auction(Seat.E, "1D 1S 2D 2H 3D 4H Pass Pass Pass")
    assert declarers.declarer is Seat.N   # North named hearts first; South bid 4♥ last


def test_lesson3_bidding_boxes():
    nb = notebook(3)
    drill = cell_with(nb, "BiddingBox(dealer=Seat.S)")
    assert "South to call" in widget_html(nb, drill)
    ns = namespace(nb, "seed=19, dealer=Seat.N")
    deal = ns["deal"]
    auction = Auction(deal.dealer)
    while auction.turn is not Seat.S:
        auction.call(robot_call(auction, deal[auction.turn]).action)
    # "North opens and East overcalls; now it is your turn."
    assert auction.calls[0].is_bid and auction.calls[1].is_bid
    shown = widget_html(nb, cell_with(nb, "seed=19, dealer=Seat.N"))
    assert "It is your turn to call." in shown and str(auction.calls[1]) in shown


# --- lesson 4: valuing a hand and the natural system -------------------------------------------
def test_lesson4_high_card_points():
    nb = notebook(4)
    hand = Hand.parse("AQ74.K95.J83.Q62")
    text = out(nb, 'hand = Hand.parse("AQ74.K95.J83.Q62")')
    assert hand.hcp == 12 and f"Total {hand.hcp}" in text and "The whole pack 40" in text
    jacks = Hand.parse("QJ5.KJ84.J3.Q752")
    wrong = jacks.hcp + 3
    assert advise(Auction(Seat.S), jacks).call is PASS            # "turned a pass ..."
    assert advise(Auction(Seat.S), Hand.parse("AQJ5.KJ84.J3.752")).call.is_bid
    assert wrong >= 12 > jacks.hcp                                # "... into an opening bid"
    assert f"{jacks.hcp} high-card points; counting each jack as 2 would give {wrong}" in out(nb, "jacks = Hand.parse(")
    ns = namespace(nb)
    question = ns["HcpQuestion"](Hand.parse("KJ5.AJ84.Q3.J752"))
    assert question.answer == (12,) and question.check((12,)).correct and not question.check((15,)).correct


def test_lesson4_minibridge():
    nb = notebook(4)
    table = out(nb, "Points of the side")
    for low, high, level in MINIBRIDGE_LEVELS:
        assert f"{low}-{high} {level}" in table
    deal = Deal.random(61)
    ns_points = deal[Seat.N].hcp + deal[Seat.S].hcp
    assert ns_points > 40 - ns_points and deal[Seat.N].hcp > deal[Seat.S].hcp
    assert deal[Seat.N].length(Suit.H) + deal[Seat.S].length(Suit.H) == 9   # "nine hearts"
    assert minibridge_level(ns_points) == 4                                   # "four hearts"
    assert "the contract is 4♥ by N" in out(nb, "Deal.random(seed=61)")
    ns = namespace(nb)
    question = ns["MinibridgeQuestion"](Deal.random(78))
    best = max(sum(Deal.random(78)[s].hcp for s in side.seats) for side in Side)
    assert question.answer == (minibridge_level(best),)


def test_lesson4_balanced_shapes():
    nb = notebook(4)
    hands = ["AK4.KJ3.Q652.Q43", "Q1085.K4.A763.J92", "KQ1087.A52.K3.J64",
             "K2.AQJ862.K5.Q73", "AJ54.KQ62.A932.8", "A9.KQJ84.AKQ75.3"]
    balanced = [Hand.parse(h).is_balanced for h in hands]
    assert balanced == [True, True, True, False, False, False]   # "The first three ... all unbalanced"
    text = out(nb, "Spades-hearts-diamonds-clubs")
    for h in hands:
        hand = Hand.parse(h)
        assert "-".join(map(str, hand.pattern)) in text
    ns = namespace(nb)
    question = ns["BalancedQuestion"](Hand.parse("KQ95.J4.A1073.Q8"))
    assert question.answer is False and "2 doubletons" in question.explanation


def test_lesson4_openings_and_responses_come_from_the_coach():
    nb = notebook(4)
    text = out(nb, "openers = [")
    for h in ["Q1085.K4.A763.J92", "AK4.KJ3.Q652.Q43", "KQ1087.A52.K3.J64",
              "K2.AQJ862.K5.Q73", "AJ54.KQ62.A3.982", "A9.KQJ84.AKQ75.3"]:
        assert advise(Auction(Seat.S), Hand.parse(h)).reason in text
    assert str(advise(Auction(Seat.S), Hand.parse("AK4.KJ3.Q652.Q43")).call) == "1NT"
    text = out(nb, "responders = [")
    raises = [advise(Auction(Seat.N, "1H Pass"), Hand.parse(h)).call
              for h in ("K74.Q852.J43.963", "K743.Q852.A4.K63", "K74.Q852.AJ3.K63")]
    assert [str(c) for c in raises] == ["2♥", "3♥", "4♥"]           # "2♥, then 3♥, then ... 4♥"
    for h in ["J84.75.Q932.8643", "AJ964.83.K72.854", "K84.Q75.J932.Q64"]:
        assert advise(Auction(Seat.N, "1H Pass"), Hand.parse(h)).reason in text
    nt = out(nb, '"1NT Pass"')
    assert [str(advise(Auction(Seat.N, "1NT Pass"), Hand.parse(h)).call)
            for h in ("K74.Q85.J432.963", "K74.Q85.J432.K63", "K74.Q85.A432.K63")] == ["Pass", "2NT", "3NT"]
    assert "Pass 2NT 3NT" in " ".join(w for w in nt.split() if w in ("Pass", "2NT", "3NT"))
    assert f"Points the two hands need together for game: {GAME_POINTS}" in out(nb, "GAME_POINTS)")


def test_lesson4_penalty_double():
    nb = notebook(4)
    deal = Deal.random(628)
    auction = Auction(deal.dealer)
    while not auction.is_over:
        auction.call(advise(auction, deal[auction.turn]).call)
    assert auction.contract == Contract.parse("2CX by E")
    assert [c.pbn for c in auction.calls[:3]] == ["1H", "2C", "X"] and auction.seat_of(2) is Seat.S
    text = out(nb, "Deal.random(seed=628)")
    assert "Contract: 2♣X by East (doubled)" in text
    assert advise(Auction(Seat.N, "1H 2C X Pass"), deal[Seat.N]).reason in text


def test_lesson4_advice_is_not_law():
    text = out(notebook(4), "for auction, call in [")
    hand = Hand.parse("AK4.KJ3.Q652.Q43")
    allowed = review(Auction(Seat.S), hand, "1D")
    assert allowed.legal and not allowed.fits and allowed.message in text
    illegal = review(Auction(Seat.W, "1NT"), hand, "1S")
    assert not illegal.legal and illegal.message in text
    assert review(Auction(Seat.S), hand, "1NT").fits


def test_lesson4_bidding_boxes_deal_what_the_text_says():
    nb = notebook(4)
    boxes = [c for c in code_cells(nb) if "BiddingBox(" in c.source and "import" not in c.source]
    assert len(boxes) == 3
    ns = namespace(nb)
    ns["BiddingBox"] = lambda deal=None, seat=None, **_: (deal, seat)
    opening, seat = eval(cell_with(nb, "seed=3, dealer=Seat.S").source, ns)
    assert seat is Seat.S and opening.dealer is Seat.S and opening[Seat.S].hcp >= 12   # "make the opening bid"
    response, seat = eval(cell_with(nb, "seed=2, dealer=Seat.N").source, ns)
    assert seat is Seat.S
    auction = Auction(response.dealer)
    while auction.turn is not Seat.S:
        auction.call(robot_call(auction, response[auction.turn]).action)
    assert auction.calls[0].is_bid and auction.seat_of(0) is Seat.N         # "North deals and opens"
    for cell in boxes:
        assert "It is your turn to call." in widget_html(nb, cell)


# --- lesson 5: bidding after the opening --------------------------------------------------------
def test_lesson5_points_together_and_the_coach_over_1nt():
    from bridgelib.exercises.coach import plan_for

    nb = notebook(5)
    text = out(nb, 'rows.append((hand, hand.hcp, f"{hand.hcp + nt.floor}')
    hands = ["K74.Q85.J432.963", "K74.Q85.J432.K63", "K74.Q85.A432.K63", "AQ4.Q85.KJ32.K63",
             "AQ4.KJ5.KQ32.Q63", "AQ4.KJ5.KQ32.A63", "AQ4.AKJ.KQ32.AK3"]
    calls = []
    for h in hands:
        hand = Hand.parse(h)
        advice = advise(Auction(Seat.N, "1NT Pass"), hand)
        assert f"{hand.hcp + 15}-{hand.hcp + 17}" in text and advice.reason in text
        calls.append(str(advice.call))
        plan = plan_for(hand.hcp + 15, hand.hcp + 17)
        assert plan == {"Pass": "part-score", "2NT": "invite game", "3NT": "game", "4NT": "invite slam",
                        "6NT": "small slam", "7NT": "grand slam"}[str(advice.call)]
    # "With 6 ... passes. With 9 ... 2NT invites ... With 12 ... 3NT, and still with 15 ... with 17, 4NT
    # ... with 19 the slam"
    assert [Hand.parse(h).hcp for h in hands[:6]] == [6, 9, 12, 15, 17, 19]
    assert calls[:6] == ["Pass", "2NT", "3NT", "3NT", "4NT", "6NT"]
    levels = out(nb, 'table(["Points together", "Aim for", "Contracts"]')
    assert f"{GAME_POINTS} or more game" in levels and "33 or more a small slam" in levels
    assert "37 or more a grand slam" in levels
    ns = namespace(nb)
    question = ns["PointsTogetherQuestion"](Hand.parse("KJ4.Q85.K432.963"))
    assert question.answer == (24, 26, "invite game") and question.check((24, 26, "invite game")).correct


def test_lesson5_the_fit_is_counted_before_a_suit_is_shown():
    nb = notebook(5)
    text = out(nb, '"South\'s hand after 1♥"')
    for h, hearts, call in [("AJ96.Q852.K72.84", 8, "3♥"), ("AJ964.Q852.K7.84", 8, "3♥"),
                            ("AJ964.Q85.K72.84", 7, "1♠")]:
        hand = Hand.parse(h)
        assert 4 + hand.length(Suit.H) == hearts and f"= {hearts}" in text
        assert str(advise(Auction(Seat.N, "1H Pass"), hand).call) == call
    assert "4 + 4 = 8" in text and "4 + 3 = 7" in text


def test_lesson5_responses_and_rebids_come_from_the_coach():
    nb = notebook(5)
    for marker, dealer, calls, hands, expected in [
        ('coach_table("1D Pass"', Seat.N, "1D Pass",
         ["J84.75.Q932.8643", "KJ74.Q85.J43.963", "K74.Q85.KJ3.J963", "84.Q75.KJ962.Q64", "K74.Q85.J93.Q964",
          "KJ4.Q85.KJ3.AQ96"], ["Pass", "1♠", "2♣", "2♦", "1NT", "3NT"]),
        ('coach_table("1NT Pass"', Seat.N, "1NT Pass",
         ["J97432.5.8643.52", "K74.Q85.J432.K63", "KQJ74.A85.J43.63", "KQJ974.85.J43.63"], ["2♠", "2NT", "3♠", "4♠"]),
        ('coach_table("1H Pass 1S Pass"', Seat.N, "1H Pass 1S Pass",
         ["A4.KJ853.Q74.K63", "4.KJ8532.AQ7.K64", "A43.KJ853.4.KQ32", "KQ74.AJ652.A4.J3", "A4.AKJ853.K74.A3"],
         ["1NT", "2♥", "2♣", "3♠", "4♥"]),
        ('coach_table("1D Pass 1S Pass 1NT Pass"', Seat.N, "1D Pass 1S Pass 1NT Pass",
         ["KJ974.85.J43.963", "KJ974.Q5.K43.963", "KJ974.Q5.K43.A63"], ["Pass", "2NT", "3NT"]),
        ('coach_table("2S Pass"', Seat.N, "2S Pass",
         ["Q74.8532.K63.974", "74.8532.KQJ63.97", "74.8532.K63.9742"], ["3♠", "3♦", "2NT"]),
    ]:
        text = out(nb, marker)
        got = []
        for h in hands:
            advice = advise(Auction(dealer, calls), Hand.parse(h))
            assert advice.reason in text, (marker, h)
            got.append(str(advice.call))
        assert got == expected, marker                                # what the prose says of each row
    for h in ["A4.KJ853.Q74.K63", "4.KJ8532.AQ7.K64", "A43.KJ853.4.KQ32"]:
        assert 12 <= Hand.parse(h).hcp <= 15                          # minimum openings, as the text says


def test_lesson5_responders_second_call_deal():
    nb = notebook(5)
    ns = namespace(nb, "seed=7, dealer=Seat.N)\nauction, reasons = bid_out(deal)")
    auction, deal = ns["auction"], ns["deal"]
    assert auction.contract == Contract.parse("3NT by S")
    assert [str(c) for c in auction.calls if c is not PASS] == ["1♦", "1♠", "2♦", "3NT"]
    assert deal[Seat.S].hcp == 13
    south = advise(Auction(Seat.N, "1D Pass 1S Pass 2D Pass"), deal[Seat.S])
    assert "together about 26" in south.reason and south.reason in out(nb, "auction, reasons = bid_out(deal)")
    assert deal[Seat.N].length(Suit.S) < 4                            # "North did not raise the spades"


def test_lesson5_strong_openings():
    nb = notebook(5)
    text = out(nb, '"3NT or higher", "two of a suit"')
    for h, call in [("AKJ.KQ3.AQ62.Q104", "2NT"), ("AKJ.KQ3.AQ62.AQ4", "3NT"), ("AKQJ73.AK4.A5.K2", "2♠")]:
        advice = advise(Auction(Seat.N), Hand.parse(h))
        assert str(advice.call) == call and advice.reason in text
    assert "20-21" in text and "25-27" in text and "22 or more" in text


def test_lesson5_quizzes_ask_the_coach():
    nb = notebook(5)
    ns = namespace(nb)
    ns["ChoiceQuiz"] = ns["NumberQuiz"] = lambda question: question
    questions = [eval(c.source, ns) for c in code_cells(nb) if re.match(r"(ChoiceQuiz|NumberQuiz)\(", c.source)]
    coach = [q for q in questions if type(q).__name__ == "CoachCallQuestion"]
    together = [q for q in questions if type(q).__name__ == "PointsTogetherQuestion"]
    assert len(coach) == 4 and len(together) == 2
    for q in coach:
        assert q.answer == advise(q.auction, q.hand).call and q.check(q.answer).correct
    stages = [ns["coach_call_question"].__globals__["_stage_of"](q.auction) for q in coach]
    assert stages == ["response", "response", "rebid", "rebid"]
    assert str(coach[0].answer) == "3♠" and str(coach[2].answer) == "1NT"
    for q in together:
        assert q.check(q.answer).correct


def test_lesson5_watch_out_reviews_and_bidding_boxes():
    nb = notebook(5)
    text = out(nb, "for auction, hand, call in [")
    assert "Partner bid" in text
    for calls, h, call in [("1H Pass", "AJ964.Q852.K7.84", "1S"), ("1D Pass 1S Pass", "A4.K53.KQ742.Q63", "Pass"),
                           ("1NT Pass", "K74.Q85.J432.K63", "3NT")]:
        r = review(Auction(Seat.N, calls), Hand.parse(h), call)
        assert r.legal and not r.fits and r.message in text
    boxes = [c for c in code_cells(nb) if c.source.startswith("BiddingBox(")]
    assert len(boxes) == 3
    ns = namespace(nb)
    ns["BiddingBox"] = lambda deal=None, seat=None, **_: (deal, seat)
    strong, responder, opener = (eval(cell.source, ns) for cell in boxes)   # in the lesson's order
    strong, seat = strong
    assert str(advise(Auction(Seat.S), strong[Seat.S]).call)[0] == "2" and seat is Seat.S  # a strong opening
    responder, seat = responder
    assert seat is Seat.S
    ns2 = namespace(nb, "seed=7, dealer=Seat.N)\nauction, reasons = bid_out(deal)")
    assert responder == ns2["deal"]                                   # "That is the deal above"
    opener, seat = opener
    assert opener.dealer is Seat.S and advise(Auction(Seat.S), opener[Seat.S]).call.is_bid   # "you deal and open"
    for cell in boxes:
        assert "It is your turn to call." in widget_html(nb, cell)
