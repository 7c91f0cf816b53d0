"""Lessons 6-11 (the play, declarer technique, defence, claims and irregularities, scoring
made and failed contracts): the committed notebooks teach what the engine computes.

Each test reads a lesson's committed outputs (the ones nbval compares with a fresh run and
the book shows) and checks them against the engine: the worked examples' numbers, the
results of the plays shown, the claims judged, the error messages quoted, and the answers
the exercises expect. The structural checks (sections, exercises, numbers in the text
backed by outputs) are the course's shape for every lesson.
"""

from __future__ import annotations

import ast
import html
import re
from pathlib import Path

import pytest
from lesson_support import (
    cell_index,
    cell_with,
    code_cells,
    markdown,
    read_notebook,
    run_lesson_until,
    run_lesson_up_to,
)
from lesson_support import output_text as _output_text

from bridgelib import (
    Auction,
    Call,
    Card,
    Contract,
    Deal,
    IllegalCall,
    IllegalPlay,
    Play,
    Seat,
    Side,
    Strain,
    Suit,
    score_contract,
)
from bridgelib.counting import losers, sure_winners
from bridgelib.exercises import CallQuestion, DefenceQuestion, LeadQuestion, ScoreQuestion, TrickQuestion
from bridgelib.robots import robot_card
from bridgelib.solver import best_cards, check_claim, line_tricks, solve_play

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
NOTEBOOKS = {
    6: "06_play_of_the_hand.ipynb",
    7: "07_declarer_technique.ipynb",
    8: "08_defence.ipynb",
    9: "09_claims_and_irregularities.ipynb",
    10: "10_scoring_the_contract.ipynb",
    11: "11_failed_contracts_and_bonuses.ipynb",
}
TITLES = {
    6: "The play of the hand",
    7: "Declarer technique",
    8: "Defence",
    9: "Claims and irregularities",
    10: "Scoring the contract",
    11: "When the contract fails; bonuses",
}
EXERCISE_WIDGETS = re.compile(
    r"\b(TrickQuiz|CallQuiz|DeclarerQuiz|ScoreQuiz|ChoiceQuiz|NumberQuiz|CardQuiz|HonoursQuiz|LeadQuiz|ScorePad|"
    r"BiddingBox|PlayTable|RubberTable)\("
)
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"

# The deals and card records the lessons use (the tests check that the notebooks use them).
RULE_CARD_DEAL = "S:AK.QJT98.AK954.K T872.K62.62.A542 J9.A743.JT83.963 Q6543.5.Q7.QJT87"
RULE_CARD_PLAY = ["CA", "C3", "C7", "CK", "S2", "S9", "SQ", "SK", "H8", "H2", "HA", "H5", "H3", "S3", "H9", "HK", "S7", "SJ", "S4", "SA", "HQ", "H6", "H4", "S5", "DA", "D2", "D3", "D7", "DK", "D6", "D8", "DQ", "HT", "C2", "H7", "S6", "D4", "C4", "DT", "C8", "DJ", "CT", "D5", "C5", "C6", "CJ", "HJ", "S8", "D9", "ST", "C9", "CQ"]
RUFF_DEAL = "S:AKQJ4.A32.K52.43 93.KQJ9.QJ6.KQJT T65.54.A87.A7652 872.T876.T943.98"
PROMOTION_DEAL = "N:KQJ.AK2.A2. T765.876.T. 432.Q54.K3. A98.JT9.QJ."
LENGTH_DEAL = "N:AK432.432.. T76.98.J.KQ Q5.AK.A32.A J98.QJT.KQ."
NT_DEAL = "S:A84.AK5.KQ862.95 QJT95.J2.943.A86 K72.Q64.T7.KQJT7 63.T9873.AJ5.432"
NT_PLAY = ["SQ", "S2", "S3", "SA", "C9", "C6", "CT", "C2", "CK", "C3", "C5", "CA", "SJ", "SK", "S6", "S4", "CQ", "C4", "D2", "C8", "CJ", "H3", "D6", "D3", "C7", "H7", "D8", "D4", "H4", "H8", "HK", "H2", "HA", "HJ", "H6", "H9", "H5", "S5", "HQ", "HT", "D7", "D5", "DQ", "D9", "S8", "S9", "S7", "DJ", "ST", "DT", "DA", "DK"]


# --- reading the notebooks ------------------------------------------------------------------

def load(number: int):
    return read_notebook(LESSONS / NOTEBOOKS[number])


def source(cell) -> str:
    return cell.source


def html_text(fragment: str) -> str:
    """The visible text of an HTML output: tags removed (so that style numbers do not
    count), cells separated, entities decoded."""
    fragment = re.sub(r"</(td|th)>", " | ", fragment)
    fragment = re.sub(r"<br\s*/?>|</(tr|div|p)>", "\n", fragment)
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))


def output_text(cell) -> str:
    """Everything a cell shows, as text (HTML outputs by their visible text)."""
    return _output_text(cell, html_text)


def all_outputs(nb) -> str:
    return "\n".join(output_text(c) for c in code_cells(nb))


def out(nb: dict, marker: str) -> str:
    return output_text(cell_with(nb, marker))


def out_exact(nb: dict, text: str) -> str:
    """The output of the one code cell whose whole source is ``text``."""
    found = [c for c in code_cells(nb) if source(c).strip() == text]
    assert len(found) == 1, f"{len(found)} code cells are {text!r}"
    return output_text(found[0])


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def table_rows(cell: dict) -> list[list[str]]:
    """The rows of the HTML table in a cell's output, each a list of cell texts."""
    page = "".join("".join(o["data"]["text/html"]) for o in cell["outputs"] if "text/html" in o.get("data", {}))
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", page, flags=re.S):
        cells = re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, flags=re.S)
        rows.append([html.unescape(re.sub(r"<[^>]+>", "", c)).strip() for c in cells])
    return rows


# --- the shape every lesson has ---------------------------------------------------------------

@pytest.mark.parametrize("number", sorted(NOTEBOOKS))
def test_lesson_shape(number):
    nb = load(number)
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    assert nb["metadata"]["kernelspec"]["display_name"] == "Python 3"
    first = nb["cells"][0]
    assert first["cell_type"] == "markdown"
    text = source(first)
    assert text.startswith(f"# Lesson {number} · {TITLES[number]}\n")
    assert "**What you will learn**" in text
    bullets = [line for line in text.split("**What you will learn**")[1].splitlines() if line.startswith("- ")]
    assert 3 <= len(bullets) <= 5
    headings = [line for line in markdown(nb).splitlines() if line.startswith("## ")]
    for required in ("## Watch out", "## Summary", "## Try it yourself"):
        assert required in headings, required
    assert headings[-2:] == ["## Summary", "## Try it yourself"]
    # "Try it yourself" ends with a code cell the learner can change, and it ran; only the
    # link to the next lesson (JupyterLab's, see test_lessons_for_beginners) follows it.
    assert nb["cells"][-2]["cell_type"] == "code" and nb["cells"][-2]["outputs"]
    # The setup cell imports the engine; cells that only build examples fold their code.
    setup = code_cells(nb)[0]
    assert "from bridgelib import" in source(setup)
    assert any("hide-input" in c["metadata"].get("tags", []) for c in code_cells(nb))


@pytest.mark.parametrize("number", sorted(NOTEBOOKS))
def test_lesson_ran_cleanly_and_deterministically(number):
    nb = load(number)
    for cell in code_cells(nb):
        assert not [o for o in cell.get("outputs", []) if o["output_type"] == "error"], source(cell)[:80]
        text = output_text(cell)
        assert not re.search(r"0x[0-9a-f]{6,}", text), "a memory address in an output"
        assert "Traceback" not in text
    # Every code cell except the setup shows something.
    for cell in code_cells(nb)[1:]:
        assert cell.get("outputs"), source(cell)[:80]
    # Random deals only from explicit seeds.
    for cell in code_cells(nb):
        text = source(cell)
        for m in re.finditer(r"Deal\.(?:random|generate)\(", text):
            call = text[m.end():].split("\n\n")[0].split(")\n")[0]
            assert "seed" in call or re.match(r"\s*\d", call), call


@pytest.mark.parametrize("number", sorted(NOTEBOOKS))
def test_at_least_three_engine_checked_exercises(number):
    nb = load(number)
    cells = [c for c in code_cells(nb) if EXERCISE_WIDGETS.search(source(c))]
    assert len(cells) >= 3
    for cell in cells:  # each really made a widget, whose state is saved for the book
        assert any(WIDGET_MIME in o.get("data", {}) for o in cell["outputs"]), source(cell)[:80]
    assert nb["metadata"]["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]


@pytest.mark.parametrize("number", sorted(NOTEBOOKS))
def test_numbers_in_the_text_come_from_outputs(number):
    nb = load(number)
    shown = all_outputs(nb)
    numbers = {int(n) for n in re.findall(r"(?<![\w.])(\d+)(?![\d])", markdown(nb))}
    missing = [n for n in sorted(numbers) if n >= 20 and not re.search(rf"(?<!\d){n}(?!\d)", shown)]
    assert not missing, f"numbers in the text that no output shows: {missing}"


# --- Lesson 6: the play of the hand ------------------------------------------------------------

def test_lesson6_uses_the_deals_it_describes():
    nb = load(6)
    assert RULE_CARD_DEAL in source(cell_with(nb, f'deal = Deal.parse("{RULE_CARD_DEAL}")'))
    assert " ".join(RULE_CARD_PLAY) in source(cell_with(nb, "record = Play("))
    assert NT_DEAL in source(cell_with(nb, "nt_deal = Deal.parse"))
    assert " ".join(NT_PLAY) in source(cell_with(nb, 'Play(nt_deal, nt_auction.contract, "SQ'))


def test_lesson6_opening_lead_and_dummy():
    nb = load(6)
    deal = Deal.parse(RULE_CARD_DEAL)
    auction = Auction(Seat.S, "1H P 2H P 4H P P P")
    assert str(auction.contract) == "4♥ by S"
    assert "Contract: 4♥ by South" in out(nb, 'auction = Auction(Seat.S, "1H P 2H P 4H P P P")')
    play = Play(deal, auction.contract)
    assert play.opening_leader is Seat.W and play.dummy is Seat.N
    before = out(nb, "show={play.opening_leader}")
    assert "West sees only his own hand" in before and before.count("13 cards, face down") == 3
    # Dummy's columns: the trump suit first, on declarer's left.
    dummy = norm(out(nb, "dummy_html(deal[play.dummy]"))
    assert re.search(r"♥ trumps \| ♠ \| ♦ \| ♣", dummy)
    assert "♥A ♥7 ♥4 ♥3" in norm(out(nb, "dummy_html(deal[play.dummy]").replace("\n", " "))
    # The rule card's first trick: West's ace beats South's king.
    first = out(nb, 'for card in ["C3", "C7", "CK"]')
    assert "Won by West" in first
    assert Play(deal, auction.contract, "CA C3 C7 CK").tricks[0].winner is Seat.W


def test_lesson6_quotes_the_engine_on_playing_out_of_turn():
    nb = load(6)
    contract = Contract.parse("4H by S")
    deal = Deal.parse(RULE_CARD_DEAL)
    dummy_turn = Play(deal, contract, "CA C3 C7 CK S2").why_illegal("SK")
    own_lead = Play(deal, contract, "CA C3 C7 CK S2 S9 SQ SK").why_illegal("HA")
    assert dummy_turn and "dummy's turn" in dummy_turn
    assert own_lead and "your own hand" in own_lead
    assert dummy_turn in out(nb, 'play.play("SK")')
    assert own_lead in out(nb, 'play.play("HA")')


def test_lesson6_the_rule_card_result():
    nb = load(6)
    record = Play(Deal.parse(RULE_CARD_DEAL), "4H by S", RULE_CARD_PLAY)
    assert record.is_over and record.declarer_tricks == 11  # the rule card: 11 tricks
    text = out(nb, "record = Play(")
    assert f"Declarer's side {record.declarer_tricks}, defenders {record.defender_tricks}" in text
    # Every trick is led by the winner of the one before.
    tricks = record.tricks
    assert all(tricks[i].leader is tricks[i - 1].winner for i in range(1, 13))
    # The trick quizzes ask about tricks of this record, with the engine's answers.
    assert TrickQuestion(tricks[2]).answer is Seat.N and TrickQuestion(tricks[3]).answer is Seat.W
    cell_with(nb, "TrickQuiz(TrickQuestion(record.tricks[2]))")
    cell_with(nb, "TrickQuiz(TrickQuestion(record.tricks[3]))")


def _sure_winners(a, b, suit):
    ours = set(a.cards_in(suit)) | set(b.cards_in(suit))
    top = 0
    for rank in range(14, 1, -1):
        if Card(suit, rank) not in ours:
            break
        top += 1
    return min(top, max(len(a.cards_in(suit)), len(b.cards_in(suit))))


def test_lesson6_counting_winners_and_establishing_clubs():
    nb = load(6)
    deal = Deal.parse(NT_DEAL)
    assert str(Auction(Seat.S, "1NT P 3NT P P P").contract) == "3NT by S"
    rows = table_rows(cell_with(nb, "count = {suit: sure_winners"))
    counts = {row[0]: int(row[-1]) for row in rows[1:-1]}
    expected = {f"{s.symbol} {s.english}": _sure_winners(deal[Seat.N], deal[Seat.S], s) for s in Suit}
    assert counts == expected
    total = sum(expected.values())
    assert rows[-1][-1] == str(total) and total < 9  # short of the contract: the lesson's point
    assert expected[f"{Suit.C.symbol} clubs"] == 0
    # Establishing the clubs: the ♣A is driven out, then dummy's clubs win, and 3NT makes.
    play = Play(deal, "3NT by S", NT_PLAY)
    assert play.tricks[2].winning_card == Card.parse("CA") and play.tricks[2].winner is Seat.W
    assert [t.winner for t in play.tricks[4:7]] == [Seat.N] * 3
    assert all(t.winning_card.suit is Suit.C for t in play.tricks[4:7])
    assert play.declarer_tricks >= 9
    assert f"Declarer's side {play.declarer_tricks}, defenders {play.defender_tricks}: contract made" in out(
        nb, 'Play(nt_deal, nt_auction.contract, "SQ')


def test_lesson6_drawing_trumps_mini_deal():
    nb = load(6)
    deal_cell = source(cell_with(nb, "trumps_deal = Deal.parse"))
    deal = Deal.parse(re.search(r'Deal\.parse\("([^"]+)"', deal_cell).group(1))
    assert deal.hand_size == 8 and Contract.parse("2S by S").tricks_needed == 8  # 2♠ needs all 8 tricks
    lines = {}
    for cell in code_cells(nb):
        m = re.match(r'Play\(trumps_deal, "2S by S", "([^"]+)"\)', source(cell))
        if m:
            lines[m.group(1)] = output_text(cell)
    assert len(lines) == 2
    results = {}
    for cards, text in lines.items():
        play = Play(deal, "2S by S", cards)
        assert play.is_over
        results[play.declarer_tricks] = (play, text)
    careless, text_careless = results[7]
    careful, text_careful = results[8]
    assert "contract 1 down" in text_careless and "contract made" in text_careful
    # The careless line loses a trick to a ruff; the careful one draws trumps at tricks 2-3.
    ruffed = [t for t in careless.tricks if t.winner.side is Side.EW]
    assert len(ruffed) == 1 and ruffed[0].winning_card.suit is Suit.S and ruffed[0].suit_led is not Suit.S
    assert [t.suit_led for t in careful.tricks[1:3]] == [Suit.S, Suit.S]
    # With best play declarer can always make it, whatever West leads.
    assert solve_play(Play(deal, "2S by S")) == 8


def test_lesson6_finesse_layouts():
    nb = load(6)
    src = source(cell_with(nb, "fin1 = Deal.parse"))
    fin1, fin2 = (Deal.parse(pbn) for pbn in re.findall(r'Deal\.parse\("([^"]+)"', src))
    assert fin1[Seat.W].cards_in(Suit.H)[0] == Card.parse("HK")
    assert fin2[Seat.E].cards_in(Suit.H)[0] == Card.parse("HK")
    lines = re.findall(r'Play\(fin\d, "1NT by S", "([^"]+)"\)', source(cell_with(nb, "play1 = Play(fin1")))
    play1, play2 = Play(fin1, "1NT by S", lines[0]), Play(fin2, "1NT by S", lines[1])
    # Trick 2 is the finesse: ♥4 led toward the A-Q, West low, dummy's queen.
    for play in (play1, play2):
        trick = play.tricks[1]
        assert trick.leader is Seat.S and trick.card_of(Seat.N) == Card.parse("HQ")
    assert play1.tricks[1].winner is Seat.N and play2.tricks[1].winner is Seat.E
    assert (play1.declarer_tricks, play2.declarer_tricks) == (7, 6)
    # Double dummy too: layout 1 makes 1NT whatever West leads, layout 2 never does.
    assert solve_play(Play(fin1, "1NT by S")) == 7 and solve_play(Play(fin2, "1NT by S")) == 6
    text = out(nb, "side_by_side(play_html(play1), play_html(play2))")
    assert "contract made (7 needed)" in text and "contract 1 down (7 needed)" in text


def test_lesson6_the_learner_makes_an_opening_lead():
    """Exercise 4: West leads against 3NT; the lead is judged double dummy, a click on a
    card answers, and the rule of thumb the lesson gives (the longest suit, unbid) is right."""
    from bridgelib import Auction, Card
    from bridgelib.widgets import LeadQuiz

    nb = load(6)
    code = source(cell_with(nb, "LeadQuiz(LeadQuestion("))
    deal = Deal.parse(re.search(r'Deal\.parse\("([^"]+)"', code).group(1))
    calls = re.search(r'Auction\(Seat\.W, "([^"]+)"\)', code).group(1)
    assert "3NT" in calls and "on declarer's **left**" in markdown(nb)
    quiz = LeadQuiz(LeadQuestion(deal, Auction(Seat.W, calls)))
    west = deal[Seat.W]
    longest = max(Suit, key=lambda s: len(west.cards_in(s)))
    assert longest is Suit.C and "C" not in calls  # clubs: West's longest suit, which nobody bid
    assert set(quiz.question.answer) == set(west.cards_in(longest))
    quiz.buttons[Card.parse("S7")].click()
    assert quiz.correct is False and "♠7 gives up 1 trick" in quiz.message
    quiz.buttons[Card.parse("C7")].click()
    assert quiz.correct is True and "good lead" in quiz.message and quiz.attempts == 2


def test_lesson6_play_table_exercises_are_makeable_mini_deals():
    nb = load(6)
    tables = [c for c in code_cells(nb) if "Deal.parse(" in source(c) and "PlayTable(" in source(c)]
    assert len(tables) == 2
    for cell in tables:
        deal = Deal.parse(re.search(r'Deal\.parse\("([^"]+)"', source(cell)).group(1))
        contract = Contract.parse(re.search(r'PlayTable\(\w+, "([^"]+)", seat=Seat\.S\)', source(cell)).group(1))
        assert contract.declarer is Seat.S and contract.level == 1
        # A short, easy deal: the contract needs every trick, and best play takes them all.
        assert deal.hand_size == contract.tricks_needed == 7
        assert solve_play(Play(deal, contract)) == 7
    # The finesse exercise: sure winners are one short, so the finesse is needed.
    assert '"1NT by S"' in source(tables[1])
    fin = Deal.parse(re.search(r'Deal\.parse\("([^"]+)"', source(tables[1])).group(1))
    sure = sum(_sure_winners(fin[Seat.N], fin[Seat.S], s) for s in Suit)
    assert sure == 6


# --- Lesson 7: declarer technique ---------------------------------------------------------------

def lesson_namespace(number: int, marker: str) -> tuple[dict, ast.Expr]:
    """The names a lesson has made by the cell containing ``marker`` (that cell run but its
    last expression), and that expression."""
    nb = load(number)
    namespace, last = run_lesson_until(nb, cell_index(nb, marker))
    assert isinstance(last, ast.Expr)
    return namespace, last


def lesson7_value(marker: str):
    """The value of the last expression of lesson 7's cell containing ``marker``."""
    nb = load(7)
    return run_lesson_up_to(nb, cell_index(nb, marker))


def cards_keep_the_value(play: Play) -> int:
    """Replay ``play`` from its first card: declarer's cards never give up a trick and the
    defenders' never give one back (double dummy), so the record takes exactly what
    declarer is sure of against the best defence. Returns that number of tricks."""
    replay = Play(play.deal, play.contract)
    start = solve_play(replay, time_limit=None)
    for card in play.played:
        values = best_cards(replay, time_limit=None)
        best = max(values.values()) if replay.controller is replay.declarer else min(values.values())
        assert values[card] == best, f"{card}, card {len(replay.played) + 1} of the record, changes the result"
        replay.play(card)
    return start


def test_lesson7_losers_are_the_engines_count():
    nb = load(7)
    deal = lesson7_value("ruff_deal = Deal.parse(")   # the diagram's value; its deal is the lesson's
    south, north = Deal.parse(RUFF_DEAL)[Seat.S], Deal.parse(RUFF_DEAL)[Seat.N]
    rows = table_rows(cell_with(nb, "ruff_deal = Deal.parse("))
    counted = {row[0].split()[-1]: int(row[-1]) for row in rows if row and row[-1].isdigit()}
    assert counted == {"spades": 0, "hearts": 2, "diamonds": 1, "clubs": 1, "together": 4}
    assert counted["together"] == losers(south, north) == 4
    assert "Four losers, and 4♠ can afford only three" in markdown(nb)
    assert RUFF_DEAL in source(cell_with(nb, "ruff_deal = Deal.parse("))
    assert deal is not None


@pytest.mark.parametrize(("marker", "tricks", "complete"), [
    ("ruff_play = Play(", 10, False),
    ('Play(promotion_deal, "1NT by S",\n', 7, True),
    ('Play(length_deal, "2NT by S",\n', 8, True),
    ('Play(finesse_deal, "2S by S",\n', 8, True),
    ('Play(holdup_deal, "1NT by S",\n', 7, True),
])
def test_lesson7_each_worked_line_takes_what_it_claims(marker, tricks, complete):
    play = lesson7_value(marker)
    assert cards_keep_the_value(play) == tricks      # against the best defence, from the first card
    assert play.is_over is complete
    assert play.contract.level + 6 <= tricks         # and that makes the contract
    if complete:
        assert play.declarer_tricks == tricks
        assert f"Declarer's side {tricks}" in out(load(7), marker) and "contract made" in out(load(7), marker)
    else:
        assert solve_play(play, time_limit=None) == tricks


def test_lesson7_the_ruff_and_the_claim():
    play = lesson7_value("ruff_play = Play(")
    # dummy (North) ruffed the third heart with a trump
    fourth = play.tricks[3]
    assert fourth.winner is Seat.N and fourth.card_of(Seat.N) == Card.parse("S5")
    claim = check_claim(play, 7, time_limit=None)
    assert claim.holds and play.declarer_tricks + 7 == 10
    assert claim.reason in out(load(7), "check_claim(ruff_play, 7")


def test_lesson7_sure_winners_and_the_blocked_suit():
    nb = load(7)
    promotion, length = Deal.parse(PROMOTION_DEAL, dealer=Seat.S), Deal.parse(LENGTH_DEAL, dealer=Seat.S)
    assert f"Sure winners: {sure_winners(promotion[Seat.N], promotion[Seat.S])}" in out(nb, "promotion_deal = Deal")
    assert sure_winners(promotion[Seat.N], promotion[Seat.S]) == 5
    assert f"Sure winners: {sure_winners(length[Seat.N], length[Seat.S])}" in out(nb, "length_deal = Deal")
    assert sure_winners(length[Seat.N], length[Seat.S]) == 7
    blocked = lesson7_value("blocked = Play(")
    assert solve_play(blocked, time_limit=None) == 6 < 8
    assert "declarer takes 6 tricks in all" in out(nb, "blocked = Play(")
    # the queen fell under the king: the blocked suit of the text
    assert blocked.tricks[2].card_of(Seat.S) == Card.parse("SQ") and blocked.tricks[2].winner is Seat.N


@pytest.mark.parametrize("marker", ["compare_lines(Play(ruff_deal", "compare_lines(Play(finesse_deal",
                                    "compare_lines(Play(holdup_deal"])
def test_lesson7_compared_lines_are_the_engines(marker):
    namespace, last = lesson_namespace(7, marker)
    call = last.value
    assert isinstance(call, ast.Call)
    play, lines = (eval(compile(ast.Expression(arg), marker, "eval"), namespace) for arg in call.args)
    figures = [line_tricks(play, cards, time_limit=None) for _, cards in lines]
    rows = table_rows(cell_with(load(7), marker))
    assert [row[-1] for row in rows[1:]] == [str(n) for n in figures]
    assert [row[0] for row in rows[1:]] == [label for label, _ in lines]
    # the first line is the lesson's: it is the best there is, and the other takes fewer
    assert figures[0] == solve_play(play, time_limit=None) > max(figures[1:])


def test_lesson7_quizzes_have_engine_answers():
    nb = load(7)
    first = lesson7_value("NumberQuiz(LosersQuestion(Hand.parse(\"K72")
    second = lesson7_value("NumberQuiz(LosersQuestion(Hand.parse(\"AKJ65")
    assert first.question.answer == (5,) and second.question.answer == (2,)
    assert first.answer((4,)).correct is False and first.answer((5,)).correct
    line = lesson7_value("ChoiceQuiz(LineQuestion(")
    assert line.question.answer == "Give up a spade now, then ruff a spade in dummy"
    assert line.question.tricks == {"Draw all the trumps first": 9,
                                    "Give up a spade now, then ruff a spade in dummy": 10,
                                    "Draw two rounds of trumps, then ♠A and a spade": 9}
    assert line.answer("Draw all the trumps first").correct is False
    # nothing of the answer shows before the learner answers
    for marker in ("NumberQuiz(LosersQuestion(", "ChoiceQuiz(LineQuestion("):
        for cell in code_cells(nb):
            if marker in source(cell):
                shown = " ".join(str(o.get("data", {})) for o in cell["outputs"])
                assert "Together:" not in shown and "tricks for declarer's side" not in shown


@pytest.mark.parametrize(("deal", "contract", "naive"), [
    # the beginner's line after the computer's opening lead: draw trumps at once ...
    ("N:3.432.5432. T98.876.AT. A2.AKQJ5..A KQJ.T9.KQJ.", "2H by S", "S3 SA HA H2 HK H3 HQ H4"),
    # ... win the first trick with the only stopper ...
    ("N:KQ2.76..KQJT 9876.T9..A54 A543.A32..32 JT.KQJ54..98", "1NT by S", "H6 HA"),
    # ... cash the long hand's top cards first
    ("N:432.AK432.. 98.T76.J.KQ AK.Q5.A32.A QJT.J98.KQ.", "2NT by S", "S2 SA H5 HA HK HQ"),
])
def test_lesson7_card_table_exercises_can_be_made_and_need_the_technique(deal, contract, naive):
    cell = cell_with(load(7), f'PlayTable(Deal.parse("{deal}", dealer=Seat.S), "{contract}", seat=Seat.S)')
    assert any(WIDGET_MIME in o.get("data", {}) for o in cell["outputs"])
    play = Play(Deal.parse(deal, dealer=Seat.S), contract)
    need = play.contract.level + 6
    play.play(robot_card(play).action)              # the computer's opening lead, as at the table
    assert solve_play(play, time_limit=None) >= need
    assert line_tricks(play, naive, time_limit=None) < need


# --- Lesson 8: defence --------------------------------------------------------------------------

SEQUENCE_DEAL = "S:A1083.J54.A62.AQ8 KQJ4.762.983.T52 97.QT8.KQJT7.K94 652.AK93.54.J763"
PARTNER_DEAL = "N:T63.JT7.AJT76.AK AKQ98.842.9.T952 J5.AQ5.K532.Q864 742.K963.Q84.J73"
SHORT_DEAL = "S:A42.AKJ83.KT84.8 J863.752.7.Q9642 QT9.QT94.QJ9.K75 K75.6.A6532.AJT3"
FOURTH_BEST_DEAL = "S:QT9.KJ.AK942.QJ3 KJ852.Q74.T63.92 A7.A853.75.K8654 643.T962.QJ8.AT7"


@pytest.mark.parametrize(("deal", "dealer", "calls", "lead", "marker"), [
    (SEQUENCE_DEAL, Seat.S, "1NT Pass 3NT Pass Pass Pass", "SK", "seq_deal = Deal.parse("),
    (PARTNER_DEAL, Seat.N, "1D 1S 2NT Pass 3NT Pass Pass Pass", "S7", "partner_deal = Deal.parse("),
    (SHORT_DEAL, Seat.S, "1H Pass 3H Pass 4H Pass Pass Pass", "D7", "short_deal = Deal.parse("),
])
def test_lesson8_each_rule_leads_a_card_the_solver_approves(deal, dealer, calls, lead, marker):
    nb = load(8)
    assert deal in source(cell_with(nb, marker)) and calls in source(cell_with(nb, marker)) + "".join(
        source(c) for c in code_cells(nb) if "partner_auction = Auction" in source(c))
    the_deal, auction = Deal.parse(deal), Auction(dealer, calls)
    decision = robot_card(Play(the_deal, auction.contract), auction)
    assert decision.action == Card.parse(lead)                           # the computer leads by the rule
    question = LeadQuestion(the_deal, auction)
    verdict = question.check(lead)
    assert verdict.correct                                               # and the solver agrees
    text = out(nb, marker)
    assert decision.reason in text and verdict.explanation in text


def test_lesson8_the_leads_that_matter():
    # partner's suit beats 3NT; the singleton is the only lead that holds 4♥ to eight tricks
    partner = LeadQuestion(Deal.parse(PARTNER_DEAL), Auction(Seat.N, "1D 1S 2NT Pass 3NT Pass Pass Pass"))
    assert partner._best < 9 < max(partner._values.values())
    short = LeadQuestion(Deal.parse(SHORT_DEAL), Auction(Seat.S, "1H Pass 3H Pass 4H Pass Pass Pass"))
    assert short.answer == (Card.parse("D7"),) and short._best == 8
    text = markdown(load(8))
    assert "The spade lead beats 3NT" in text and "Any other lead lets declarer make more tricks" in text


def test_lesson8_exercise_1_fourth_best_is_a_good_lead():
    deal, auction = Deal.parse(FOURTH_BEST_DEAL), Auction(Seat.S, "1NT Pass 3NT Pass Pass Pass")
    assert FOURTH_BEST_DEAL in source(cell_with(load(8), "LeadQuiz(LeadQuestion("))
    assert robot_card(Play(deal, auction.contract), auction).action == Card.parse("S5")   # K J 8 5 2: the 5
    assert Card.parse("S5") in LeadQuestion(deal, auction).answer


@pytest.mark.parametrize(("marker", "name", "right", "wrong"), [
    ("second_play = Play(", "second_play", ["S2"], ["SQ", "S9"]),
    ("third_play = Play(", "third_play", ["SQ"], ["S9", "S4"]),
    ("cover_play = Play(", "cover_play", ["HK"], ["H6", "H5"]),
])
def test_lesson8_second_hand_third_hand_and_cover_are_the_best_cards(marker, name, right, wrong):
    play = lesson_namespace(8, marker)[0][name]
    question = DefenceQuestion(play)
    assert sorted(str(c) for c in question.answer) == sorted(str(Card.parse(c)) for c in right)
    for card in wrong:
        assert not question.check(card).correct
    assert robot_card(play).action in question.answer                   # the computer defender agrees
    rows = table_rows(cell_with(load(8), marker))
    shown = {row[0]: int(row[1]) for row in rows if len(row) == 2 and row[1].isdigit()}
    assert shown == {str(card): tricks for card, tricks in best_cards(play, time_limit=None).items()}


def test_lesson8_the_attitude_signal():
    text = out(load(8), "signal_play = Play(")
    assert "East plays ♠8" in text and "attitude signal" in text and "West reads it and leads ♠K" in text


@pytest.mark.parametrize(("deal", "played", "right"), [
    ("N:3.953.. 4.A74.. A.Q62.. 2.KJ8..", "S2 S3 S4 SA H2", ["HJ", "H8"]),
    ("N:3.T76.. 4.K53.. A.J42.. 2.AQ8..", "H8 H6", ["HK"]),
    ("N:3.K72.. 4.J54.. A.Q86.. 2.AT9..", "S2 S3 S4 SA HQ", ["HA"]),
])
def test_lesson8_card_exercises_have_engine_answers(deal, played, right):
    assert cell_with(load(8), deal)
    question = DefenceQuestion(Play(Deal.parse(deal, dealer=Seat.S), "1NT by S", played))
    assert sorted(str(c) for c in question.answer) == sorted(str(Card.parse(c)) for c in right)
    high = max(question.play.hand(question.seat), key=lambda card: card.rank)
    if str(high) not in [str(Card.parse(c)) for c in right]:
        assert not question.check(high).correct                         # second hand high costs a trick
    assert question.check(right[0]).correct


# --- Lesson 9: claims and irregularities --------------------------------------------------------

def test_lesson9_claims_judged_by_the_engine():
    nb = load(9)
    deal = Deal.parse(RULE_CARD_DEAL)
    late = Play(deal, "4H by S", RULE_CARD_PLAY[:36])
    assert late.turn is Seat.S and late.tricks_left == 4
    easy = check_claim(late, 4, plan="D4 DT DJ D5 C6 HJ D9 C9")
    assert easy.holds and easy.reason in out(nb, "check_claim(late, 4")
    middle = Play(deal, "4H by S", RULE_CARD_PLAY[:20])
    assert Card.parse("H6") in middle.hand(Seat.W)  # West still has a trump: the lesson's point
    careless = check_claim(middle, 8, plan="DA D3 DK D8 D4 DT DJ HT D5 C6 HQ C9 HJ H7 D9 H4")
    assert not careless.holds and careless.sure == 7
    assert "West winning trick 9 with ♥6" in careless.reason
    assert careless.reason in out(nb, "careless_verdict = check_claim(middle, 8")
    careful = check_claim(middle, 8, plan="HQ H4 DA D3 DK D8 D4 DT DJ D5 C6 HT D9 C9 HJ H7")
    assert careful.holds and careful.reason in out(nb, 'careful = "HQ H4')
    # The disputed claim played out: declarer bound by the plan, West ruffs, 10 tricks in all.
    disputed = Play(deal, "4H by S", RULE_CARD_PLAY[:20] + [card for _seat, card in careless.line])
    assert disputed.is_over and disputed.declarer_tricks == 3 + careless.sure
    assert disputed.tricks[8].winner is Seat.W and disputed.tricks[8].winning_card == Card.parse("H6")
    text = out(nb, "disputed = Play(")
    assert f"Declarer's side {disputed.declarer_tricks}, defenders {disputed.defender_tricks}" in text


def test_lesson9_claim_exercises_have_engine_answers():
    nb = load(9)
    deal = Deal.parse(RULE_CARD_DEAL)
    middle = Play(deal, "4H by S", RULE_CARD_PLAY[:20])
    # Exercise 1: two diamonds first, then the trump: West must follow twice, so it holds.
    plan1 = "DA D3 DK D8 HQ H4 D4 DT DJ D5 C6 HT D9 C9 HJ H7"
    assert plan1 in source(cell_with(nb, "ChoiceQuiz(ClaimQuestion(middle_again, 8"))
    assert check_claim(middle, 8, plan1).holds
    # Exercises 2 and 3: the 3NT position after four tricks, one plan, 7 or 9 tricks claimed.
    position = Play(Deal.parse(NT_DEAL), "3NT by S", NT_PLAY[:16])
    plan = "CQ D2 CJ D6 C7 D8 H4 HK HA H6 H5 HQ DT DQ D7 DK S7 S8"
    assert f'plan = "{plan}"' in source(cell_with(nb, "claim_position = Play(NT_DEAL"))
    seven = check_claim(position, 7, plan)
    assert not seven.holds and seven.sure == 6
    # ... although perfect play would take more: a claim is judged by its stated plan.
    assert solve_play(position) - position.declarer_tricks >= 7
    assert check_claim(position, 9, plan).sure == 6
    cell_with(nb, "ChoiceQuiz(PlayedOutQuestion(claim_position, 9, plan, disputer=Seat.E))")


def test_lesson9_exercise4_the_table_holds_a_claim_to_its_plan():
    """Exercise 4's card table, driven like a learner: the careful plan of the lesson is
    accepted, the careless one disputed; with an empty Plan box the claim must work
    however the defenders' cards lie (West's diamonds could be four to the queen)."""
    from bridgelib.widgets import PlayTable

    nb = load(9)
    cell = cell_with(nb, "PlayTable(RULE_CARD_DEAL")
    assert "RULE_CARD_PLAY[:20]" in source(cell)
    assert "press **Plan** and click your side's cards" in markdown(nb)
    deal = Deal.parse(RULE_CARD_DEAL)

    def table() -> PlayTable:
        return PlayTable(deal, "4H by S", seat=Seat.S, play=Play(deal, "4H by S", RULE_CARD_PLAY[:20]))

    careless = table()
    careless.claim_tricks.value = 8
    careless.claim_plan.value = "DA D3 DK D8 D4 DT DJ HT D5 C6 HQ C9 HJ H7 D9 H4"
    careless.claim_button.click()
    assert careless.claimed is None and "West winning" in careless.message
    careful = table()
    careful.claim_tricks.value = 8
    careful.claim_plan.value = "HQ H4 DA D3 DK D8 D4 DT DJ D5 C6 HT D9 C9 HJ H7"
    careful.claim_button.click()
    assert careful.claimed == 8 and careful.is_over
    no_plan = table()
    assert not no_plan.claim(8) and "depends on where the defenders' cards lie" in no_plan.message
    modest = table()  # (the disputed claim was played out: a fresh table)
    assert modest.claim(5) and modest.claimed == 5  # trumps drawn, then top tricks


def test_lesson9_no_unstated_finesse():
    nb = load(9)
    deal = Deal.parse("N:32.A.. K4.2.. AQ.3.. 65.4..")
    position = Play(deal, "1NT by S", "H4 HA H2 H3")
    unstated = check_claim(position, 2)
    assert not unstated.holds and "you did not say you would finesse" in unstated.reason
    assert unstated.reason in out(nb, "print(check_claim(finesse_position, 2).reason)")
    stated = check_claim(position, 2, plan="finesse ♠Q")
    assert stated.holds and stated.reason in out(nb, 'plan="finesse ♠Q"')
    assert "Law 70" in markdown(nb) and "check_claim" not in markdown(nb)


def test_lesson9_quotes_the_engine_on_irregularities():
    nb = load(9)
    deal = Deal.parse(RULE_CARD_DEAL)
    insufficient = Auction(Seat.N, "1H 1S").why_illegal("1D")
    out_of_turn = Play(deal, "4H by S").why_illegal("CQ")
    revoke = Play(deal, "4H by S", "CA C3").why_illegal("S3")
    double_partner = Auction(Seat.N, "1H P").why_illegal("X")
    assert insufficient and out_of_turn and revoke and double_partner
    assert "not higher" in insufficient and "West's turn" in out_of_turn
    assert "follow suit" in revoke and "partner" in double_partner
    with pytest.raises(IllegalCall):
        Auction(Seat.N, "1H 1S").call("1D")
    with pytest.raises(IllegalPlay):
        Play(deal, "4H by S").play("CQ")
    assert insufficient in out(nb, 'auction.call("1D")')
    assert out_of_turn in out(nb, 'play.play("CQ")')
    assert revoke in out(nb, 'play.play("S3")')
    assert double_partner in out(nb, 'Auction(Seat.N, "1H P").call("X")')
    # The summary table puts each message next to its Law.
    rows = {row[0]: row for row in table_rows(cell_with(nb, "rows = [\n    (\"Insufficient bid\""))}
    assert rows["Insufficient bid"][1:3] == [insufficient, "Law 27"]
    assert rows["Lead out of turn"][1:3] == [out_of_turn, "Laws 53-56 (and 50)"]
    assert rows["Revoke"][1:3] == [revoke, "Laws 61-64"]
    assert rows["Double of partner's bid"][1:3] == [double_partner, "Law 36"]
    assert rows["Claim disputed"][2] == "Laws 68-71"
    # No invented automatic penalty is taught as a rule.
    assert "automatic penalties are house inventions" in markdown(nb)
    # The auction quizzes: the engine says no, with its reason.
    assert CallQuestion(Auction(Seat.N, "1H 1S"), Call.parse("1D")).answer is False
    assert CallQuestion(Auction(Seat.N, "1H P"), Call.parse("X")).answer is False


# --- Lesson 10: scoring the contract -------------------------------------------------------------

@pytest.mark.parametrize("contract, tricks, vulnerable, below, above", [
    ("2S by S", 8, False, 60, 0),        # 2♠ = 60
    ("3NT by N", 9, False, 100, 0),      # 3NT = 100, a game
    ("4H by S", 11, False, 120, 30),     # 4♥+1 = 120 below + 30 above
    ("2SX by S", 8, False, 120, 50),     # 2♠X made = 120 below (a game) + 50
    ("1NTXX by W", 8, True, 160, 500),   # redoubled: 160 below, 400 + 100 above
])
def test_lesson10_worked_examples(contract, tricks, vulnerable, below, above):
    score = score_contract(contract, tricks, vulnerable)
    assert (score.below, score.above, score.defenders) == (below, above, 0)
    text = norm(out(load(10), f'score_contract("{contract}", {tricks}, vulnerable={vulnerable})'))
    for item in score.items:
        assert f"{item.label} | {item.points} |" in text
    side = "N-S" if score.side is Side.NS else "E-W"
    assert f"Total | {side} {below + above}" in text


def test_lesson10_trick_value_and_game_tables():
    nb = load(10)
    strains = [Strain.C, Strain.D, Strain.H, Strain.S, Strain.NT]
    rows = table_rows(cell_with(nb, '"Points below the line for a contract made exactly"'))
    assert len(rows) == 8
    for level, row in enumerate(rows[1:], 1):
        values = [score_contract(Contract(level, s, 0, Seat.S), level + 6, False).below for s in strains]
        assert [int(x) for x in row[1:]] == values
    assert rows[1][1:] == ["20", "20", "30", "30", "40"]  # the trick values of RULES.md 5
    game = table_rows(cell_with(nb, '"Game contracts: 100 or more below the line in one deal"'))
    lowest = {row[1]: int(row[3]) for row in game[1:]}
    assert lowest == {"5♣": 100, "5♦": 100, "4♥": 120, "4♠": 120, "3NT": 100}
    for text in lowest:
        level, strain = int(text[0]), Strain.parse(text[1:])
        assert score_contract(Contract(level, strain, 0, Seat.S), level + 6, False).below >= 100
        assert score_contract(Contract(level - 1, strain, 0, Seat.S), level + 5, False).below < 100


def test_lesson10_overtricks_and_doubling_table():
    nb = load(10)
    # 3♠+1 is not a game; 4♠= is.
    three, four = score_contract("3S by S", 10, False), score_contract("4S by S", 10, False)
    assert three.below < 100 <= four.below and three.above == 30
    text = norm(out(nb, 'side_by_side(score_contract("3S by S", 10'))
    assert "3♠ made: 3 tricks × 30 | 90 |" in text and "4♠ made: 4 tricks × 30 | 120 |" in text
    rows = table_rows(cell_with(nb, '"What doubling and vulnerability change (vul.'))
    expected = [
        ["not doubled", "not vul.", "120", "0", "30", "20"],
        ["not doubled", "vul.", "120", "0", "30", "20"],
        ["doubled", "not vul.", "240", "50", "100", "100"],
        ["doubled", "vul.", "240", "50", "200", "200"],
        ["redoubled", "not vul.", "480", "100", "200", "200"],
        ["redoubled", "vul.", "480", "100", "400", "400"],
    ]
    assert rows[1:] == expected
    # The rule card's deal on the sheet: 120 below, 30 above, a game for WE.
    sheet = norm(out(nb, 'rubber.record("4H by S", 11)'))
    assert "30 (deal 1)" in sheet and "120 (deal 1)" in sheet and "Game 1: WE" in sheet


def test_lesson10_exercises():
    nb = load(10)
    assert ScoreQuestion(Contract.parse("3NT by W"), 10, False).answer == (100, 30, 0)
    assert ScoreQuestion(Contract.parse("3S by N"), 10, False).answer == (90, 30, 0)
    assert ScoreQuestion(Contract.parse("2HX by E"), 9, True).answer == (120, 250, 0)
    cell_with(nb, 'ScoreQuiz(ScoreQuestion(Contract.parse("3NT by W"), 10, False))')
    cell_with(nb, 'ScoreQuiz(ScoreQuestion(Contract.parse("3S by N"), 10, False))')
    assert 'pad.set_deal("2HX by E", tricks=9, vulnerable=True)' in source(cell_with(nb, "ScorePad(locked=True)"))
    # The seeded question is a contract that was made (failed contracts are Lesson 11).
    from bridgelib.widgets import ScoreQuiz
    seed = int(re.search(r"ScoreQuiz\(seed=(\d+)\)", source(cell_with(nb, "ScoreQuiz(seed="))).group(1))
    assert ScoreQuiz(seed=seed).question.score.made


# --- Lesson 11: failed contracts and bonuses -----------------------------------------------------

def test_lesson11_rule_card_penalty():
    nb = load(11)
    score = score_contract("4HX by S", 7, vulnerable=False)
    assert score.defenders == 500 and score.below == score.above == 0
    assert [i.points for i in score.items] == [100, 400]  # 100 + 200 + 200
    text = norm(out(nb, 'score_contract("4HX by S", 7, vulnerable=False)'))
    assert "Total | E-W 500" in text and "2 × 200 | 400 |" in text
    assert "100 + 200 + 200 = 500" in markdown(nb)


def test_lesson11_undertrick_tables_match_the_engine():
    nb = load(11)
    columns = [(False, 0), (False, 1), (False, 2), (True, 0), (True, 1), (True, 2)]

    def penalty(down, vul, doubled):
        return score_contract(Contract(7, Strain.NT, doubled, Seat.S), 13 - down, vul).defenders if down else 0

    each = table_rows(cell_with(nb, '"What each undertrick costs (X = doubled, XX = redoubled)"'))
    for k, row in enumerate(each[1:], 1):
        assert [int(x) for x in row[1:]] == [penalty(k, v, d) - penalty(k - 1, v, d) for v, d in columns]
    # RULES.md 5: doubled not vulnerable 100, 200, 200, 300; vulnerable 200, 300, 300, 300.
    assert [int(each[k][2]) for k in range(1, 5)] == [100, 200, 200, 300]
    assert [int(each[k][5]) for k in range(1, 5)] == [200, 300, 300, 300]
    totals = table_rows(cell_with(nb, '"Total penalty for the defenders (X = doubled, XX = redoubled)"'))
    assert len(totals) == 14
    for k, row in enumerate(totals[1:], 1):
        assert [int(x) for x in row[1:]] == [penalty(k, v, d) for v, d in columns]
    sequence = table_rows(cell_with(nb, '"Doubled penalties, in total, for the defenders"'))
    for down, row in enumerate(sequence[1:], 1):
        assert int(row[1]) == score_contract("4HX by S", 10 - down, False).defenders
        assert int(row[2]) == score_contract("4HX by S", 10 - down, True).defenders


def test_lesson11_slams_only_when_bid():
    nb = load(11)
    six = score_contract("6C by S", 12, vulnerable=False)
    assert (six.below, six.above) == (120, 500)
    assert "Small slam bid and made, not vulnerable | 500 |" in norm(out_exact(nb, 'score_contract("6C by S", 12, vulnerable=False)'))
    five = score_contract("5C by S", 12, vulnerable=False)
    assert not any("slam" in i.label.lower() for i in five.items) and five.above == 20
    text = norm(out(nb, 'side_by_side(score_contract("5C by S", 12'))
    assert "1 overtrick: 20 | 20 |" in text and "Small slam" in text  # the 6♣ beside it has one
    rows = table_rows(cell_with(nb, '"Slam bonuses, bid and made exactly"'))
    assert [int(r[4]) for r in rows[1:]] == [500, 750, 1000, 1500]
    everything = score_contract("6HX by S", 13, vulnerable=True)
    assert [i.points for i in everything.items] == [360, 200, 50, 750]
    assert f"Total | N-S {everything.total(Side.NS)}" in norm(out(nb, 'score_contract("6HX by S", 13'))


def test_lesson11_exercises():
    nb = load(11)
    assert ScoreQuestion(Contract.parse("3SX by N"), 7, False).answer == (0, 0, 300)   # 100 + 200
    assert ScoreQuestion(Contract.parse("2HX by E"), 6, True).answer == (0, 0, 500)    # 200 + 300
    assert ScoreQuestion(Contract.parse("5D by W"), 12, False).answer == (100, 20, 0)  # no slam bonus
    assert ScoreQuestion(Contract.parse("6NT by S"), 12, True).answer == (190, 750, 0)
    for marker in ('ScoreQuestion(Contract.parse("3SX by N"), 7, False)',
                   'ScoreQuestion(Contract.parse("2HX by E"), 6, True)',
                   'ScoreQuestion(Contract.parse("5D by W"), 12, False)'):
        cell_with(nb, marker)
    assert 'pad.set_deal("6NT by S", tricks=12, vulnerable=True)' in source(cell_with(nb, "ScorePad(locked=True)"))
    # The try-it cell prints the engine's results for a doubled vulnerable 3NT.
    text = out(nb, 'contract = "3NTX by N"')
    for tricks in range(9, 3, -1):
        score = score_contract("3NTX by N", tricks, True)
        assert re.search(rf"{tricks} tricks: {re.escape(score.result)} +declarer +{score.total(Side.NS)} +"
                         rf"defenders +{score.defenders}", text)
