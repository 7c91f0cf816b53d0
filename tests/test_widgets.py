"""The learner's widgets driven by Button.click(): full auctions and deals, illegal clicks
(message shown, state unchanged), undo and hints."""

from __future__ import annotations

import json
import re

import ipywidgets as widgets
import pytest

from bridgelib import ALL_CALLS, Auction, Call, Card, Contract, Deal, Hand, Play, Seat, Side, Strain, Suit
from bridgelib.render.html import dummy_suit_order
from bridgelib.widgets import (
    BiddingBox,
    CallQuiz,
    CardQuiz,
    ChoiceQuiz,
    DeclarerQuiz,
    HonoursQuiz,
    NumberQuiz,
    PlayTable,
    RubberTable,
    ScorePad,
    ScoreQuiz,
    TrickQuiz,
)
from bridgelib.widgets.common import CARD_FACE, MARKED, REFUSED_CLASS, REFUSED_FACE


def refused(button: widgets.Button) -> bool:
    """The button is drawn as refused (greyed, struck through) yet still takes clicks."""
    mark = REFUSED_CLASS in button._dom_classes
    assert not button.disabled and (button.style.text_decoration == "line-through") == mark
    return mark


def test_a_widget_not_yet_drawn_says_what_to_do_in_words():
    made = [BiddingBox(dealer=Seat.N), PlayTable(Deal.random(3), "3NT by S"), TrickQuiz(seed=1),
            ScorePad(), RubberTable(seed=1)]
    for widget in made:
        text = widget._repr_mimebundle_()["text/plain"]
        assert text == f"{widget.WHAT}: it works once the lesson has run (menu Run ▸ Run All Cells)."
        assert "children" not in text and len(text) <= 110  # ipywidgets cuts it after 110
    assert [w.WHAT for w in made] == ["The bidding box", "The card table", "A quiz", "The score pad",
                                      "The rubber table"]
    # the printed handouts still tell a quiz from the other widgets by that text
    from bridgelib.handouts.quizzes import NOT_QUIZZES, widget_name

    names = [widget_name(widget._repr_mimebundle_()) for widget in made]
    assert names == ["BiddingBox", "PlayTable", "Quiz", "ScorePad", "RubberTable"]
    assert [name in NOT_QUIZZES for name in names] == [True, True, False, True, True]


def test_drill_mode_full_auction_by_clicks():
    box = BiddingBox(dealer=Seat.S)
    assert set(box.buttons) == set(ALL_CALLS) and len(box.buttons) == 38
    for text in ["1H", "P", "2H", "P", "4H", "P", "P", "P"]:
        box.buttons[Call.parse(text)].click()
    assert box.auction.is_over
    assert str(box.auction.contract) == "4♥ by S"
    # every call is greyed out and struck through, and a click still says why
    assert all(refused(button) for button in box.buttons.values())
    box.buttons[Call.parse("5H")].click()
    assert box.message == "The auction is over: no more calls can be made."


def test_illegal_call_click_explains_and_changes_nothing():
    box = BiddingBox(dealer=Seat.N)
    box.buttons[Call.parse("2H")].click()
    before = box.auction.to_dict()
    button = box.buttons[Call.parse("2C")]
    assert refused(button)  # greyed out and struck through, but clickable ...
    assert not refused(box.buttons[Call.parse("2S")])
    button.click()          # ... so a click (or a tap on a phone) explains
    assert box.message == "2♣ is not higher than 2♥: bid 2♠, 2NT or any bid at the 3 level or higher."
    assert box.auction.to_dict() == before
    box.buttons[Call.parse("X")].click()   # East doubles: legal
    box.buttons[Call.parse("X")].click()   # South doubles again: illegal
    assert "already doubled" in box.message
    assert len(box.auction) == 2


def test_drill_mode_undo_goes_back_one_call_at_a_time():
    box = BiddingBox(dealer=Seat.W)
    for text in ["1S", "X", "XX"]:
        box.click(text)
    box.undo_button.click()
    assert [c.pbn for c in box.auction.calls] == ["1S", "X"]
    box.undo_button.click()
    box.undo_button.click()
    assert box.auction.calls == ()
    box.undo_button.click()
    assert "nothing" in box.message or "no call" in box.message


def test_learner_bids_one_seat_robots_the_others():
    deal = Deal.random(7, dealer=Seat.E)
    box = BiddingBox(deal, seat=Seat.S)
    # East and... the robots called up to South's turn.
    assert box.auction.turn is Seat.S
    assert len(box.auction) == 1
    reference = Auction(Seat.E)
    made = 0
    while not box.auction.is_over:
        assert box.is_learner_turn()
        legal = box.auction.legal_calls()
        box.buttons[legal[0]].click()  # always Pass: the robots keep the auction going
        made += 1
        assert box.message  # the coach commented on the call
    assert made >= 1
    for call in box.auction.calls:
        reference.call(call)  # the whole auction is legal
    assert reference.is_over


def test_robot_mode_undo_takes_back_the_learners_call_and_later_robot_calls():
    deal = Deal.random(11, dealer=Seat.N)
    box = BiddingBox(deal, seat=Seat.S)
    start = box.auction.calls
    box.click("P")
    if not box.auction.is_over:
        assert len(box.auction) > len(start) + 1  # robots answered
    box.undo_button.click()
    assert box.auction.calls == start and box.auction.turn is Seat.S


def test_bidding_hint_shows_the_coach_and_changes_nothing():
    deal = Deal.random(5)
    box = BiddingBox(deal, seat=Seat.S)
    before = box.auction.to_dict()
    box.hint_button.click()
    assert box.message.startswith("Coach:")
    assert box.auction.to_dict() == before


def test_play_table_full_deal_by_clicks():
    deal = Deal.random(3)
    table = PlayTable(deal, Contract.parse("4S by S"), seat=Seat.S)
    assert table.play.opening_leader is Seat.W and len(table.play.played) == 1  # robot led
    clicks = 0
    while not table.is_over:
        assert table.is_learner_turn()
        assert table.play.turn in (Seat.N, Seat.S)
        legal = table.play.legal_cards()
        enabled = [c for c, b in table.card_buttons.items() if not refused(b)]
        assert sorted(enabled) == sorted(legal)
        table.card_buttons[legal[0]].click()
        clicks += 1
    assert clicks == 26  # South's and dummy's cards
    assert len(table.play.tricks) == 13
    assert table.result == table.play.declarer_tricks


def test_a_trick_the_computer_wins_stays_in_view_with_how_it_was_won():
    deal = Deal.parse("N:3..4.43 4.3.2.5 A..3.AK 2.2.AK.")  # West has no clubs, and the ♥2
    table = PlayTable(deal, "2H by S", seat=Seat.S, play=Play(deal, "2H by S", "S2 S3 S4 SA"))
    assert "Trick 1" in table._trick.value and table._last_trick.value == ""
    assert "South won the trick with ♠A, the highest spade." in table._trick.value
    table.click("CA")  # West ruffs; dummy plays next
    table.click("C3")  # East follows, West has won the trick and leads again at once
    assert table.message == "You played ♣3. West ruffed with ♥2 and won the trick."
    last = table.play.last_trick
    assert last is not None and last.winner is Seat.W and table.play.current_trick.cards  # West led again
    strip = table._last_trick.value
    assert "Last trick" in strip and "Trick 2" in strip and "West ruffed with ♥2 and won the trick." in strip
    assert all(f'data-card="{card.pbn}"' in strip for card in last.cards)


def test_play_table_illegal_card_explains_and_changes_nothing():
    deal = Deal.parse("N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")
    table = PlayTable(deal, Contract.parse("4H by S"), seat=Seat.S)
    led = table.play.played[0]
    assert table.play.turn is Seat.N  # dummy, played by the learner
    before = table.play.to_dict()
    # A card of South's own hand while it is dummy's turn.
    own = next(iter(deal[Seat.S]))
    table.card_buttons[own].click()
    assert table.message == "It is dummy's turn (North): play a card from dummy, not from your own hand."
    assert table.play.to_dict() == before
    # A dummy card that does not follow suit, when dummy can follow.
    if deal[Seat.N].length(led.suit):
        wrong = next(c for c in table.play.hand(Seat.N) if c.suit is not led.suit)
        table.card_buttons[wrong].click()
        assert table.message.startswith("You must follow suit from dummy")
        assert table.play.to_dict() == before


def test_learner_as_dummy_plays_declarers_hand_and_as_defender_one_hand():
    deal = Deal.random(9)
    as_dummy = PlayTable(deal, Contract.parse("3NT by N"), seat=Seat.S)
    assert as_dummy.learner_seats == {Seat.N, Seat.S}
    defender = PlayTable(deal, Contract.parse("3NT by N"), seat=Seat.E)
    assert defender.learner_seats == {Seat.E}
    assert defender.play.turn is Seat.E and not defender.play.played  # East leads
    defender.click(defender.play.legal_cards()[0])
    assert defender.play.turn is Seat.E or defender.play.turn is None or len(defender.play.played) >= 4


def test_play_table_undo_takes_back_robot_cards_too():
    deal = Deal.random(4)
    table = PlayTable(deal, Contract.parse("2H by S"), seat=Seat.S)
    start = table.play.played
    table.click(table.play.legal_cards()[0])
    assert len(table.play.played) > len(start)
    table.undo_button.click()
    assert table.play.played == start


def _hint_positions(seat: Seat, count: int):
    """Tables with the learner in ``seat`` on turn, 5 or 6 tricks from the end of a
    robot-played deal, where the learner's cards are not all equally good."""
    from bridgelib.robots import Robot, play_deal
    from bridgelib.solver import best_cards

    found = []
    for n in range(200):
        deal = Deal.random(n)
        _, full = play_deal(deal, Robot(use_solver_from=None))
        if full is None or seat.side is full.declarer.side:
            continue
        for k in range(28, 36):
            play = Play(deal, full.contract, full.played[:k])
            if play.turn is seat:
                values = best_cards(play)
                if len(set(values.values())) > 1:
                    found.append((PlayTable(deal, full.contract, seat=seat, play=play), values))
                    break
        if len(found) == count:
            return found
    raise AssertionError("too few positions")


def test_play_table_hint_names_the_defenders_best_cards():
    """A defender's best cards are those that leave declarer the FEWEST tricks."""
    for table, values in _hint_positions(Seat.W, 3):
        before = table.play.played
        text = table.hint()
        fewest = min(values.values())
        best = sorted((c for c, v in values.items() if v == fewest), reverse=True)
        assert text.startswith("Hint: ") and text == table.message
        assert f"With all cards visible, {', '.join(map(str, best))} keep" in text
        assert f"the most tricks ({13 - fewest} for your side in all)." in text
        assert "Looking ahead" not in text  # the hint explains technique, the solver adds the rest
        assert table.play.played == before  # a hint changes nothing
        # ... but marks the best cards' buttons, until the next card is played
        assert table.marked == set(best)
        for card, button in table.card_buttons.items():
            assert (button.style.button_color == MARKED) == (card in best)
            assert button.tooltip.endswith(": keeps the most tricks") == (card in best)
        table.click(best[0])
        assert not table.marked
        assert all(b.style.button_color == (REFUSED_FACE if refused(b) else CARD_FACE)
                   for b in table.card_buttons.values())


def test_the_hint_names_the_best_cards_from_the_first_trick(monkeypatch):
    from bridgelib import solver
    from bridgelib.robots import Robot, play_deal
    from bridgelib.widgets.table import HINT_TRICKS

    assert HINT_TRICKS == 13
    # without a time limit, so that the test does not depend on this machine's speed
    exact = solver.best_cards
    optimal = solver.optimal_cards
    monkeypatch.setattr(solver, "optimal_cards", lambda play: optimal(play, time_limit=None))
    _, full = play_deal(Deal.random(21), Robot(use_solver_from=None))
    assert full is not None
    seen = set()
    for k in range(3):  # the learner on turn with 13 to 11 tricks left
        play = Play(full.deal, full.contract, full.played[:4 * k + 1])
        table = PlayTable(full.deal, full.contract, seat=play.turn, play=play)
        if len(table.play.legal_cards()) > 1:
            text = table.hint()
            seen.add(table.play.tricks_left)
            values = exact(table.play, time_limit=None)
            ours = table.play.turn.side is table.play.declarer.side
            top = (max if ours else min)(values.values())
            assert table.marked == {card for card, n in values.items() if n == top}, text
            assert "With all cards visible" in text
    assert 13 in seen


def test_a_hint_that_takes_too_long_says_so_and_marks_nothing(monkeypatch):
    from bridgelib import AnalysisTimeout, solver

    shown_while_searching = []

    def too_slow(play):
        shown_while_searching.append(table.message)
        raise AnalysisTimeout("Finding the best cards would take more than 2 seconds in this position.")

    monkeypatch.setattr(solver, "optimal_cards", too_slow)
    table = PlayTable(Deal.random(21), Contract.parse("3NT by S"), seat=Seat.W)
    text = table.hint()
    assert shown_while_searching == [text.split(" Working out")[0] + " Looking at all four hands for the best cards…"]
    assert text.startswith("Hint: ") and "takes too long this early in the deal" in text
    assert not table.marked


def _squeeze_table() -> PlayTable:
    """South (the learner, declarer) on lead with four tricks left in a squeeze ending."""
    deal = Deal.parse("N:4.A2.A4. ...98765 AK.3.Q2. 3.KQ.K9.")
    return PlayTable(deal, "3NT by S", seat=Seat.S, play=Play(deal, "3NT by S", "S3 S4 C9 SK"))


def _cashing_table() -> PlayTable:
    """South (the learner, declarer) on lead with three top tricks left: ♠A, ♥A, ♥K."""
    deal = Deal.parse("N:4.AK.A. 3.QJ.K. AK.3.Q. 2.T9.J.")
    return PlayTable(deal, "3NT by S", seat=Seat.S, play=Play(deal, "3NT by S", "S2 S4 S3 SK"))


def test_claim_without_a_plan_must_work_however_the_cards_lie():
    table = _squeeze_table()
    table.claim_tricks.value = 4
    table.claim_button.click()  # the squeeze works only because West holds both red guards
    assert table.claimed is None and table.is_over
    assert table.message.startswith("The defenders dispute the claim, so it is played out: The claim fails: "
                                    "it depends on where the defenders' cards lie")
    assert table.undo()
    table.claim_tricks.value = 3
    table.claim_button.click()
    assert table.claimed == 3 and table.message.startswith("Claim accepted: Declarer's side takes at least 3")


def test_the_claim_box_offers_the_tricks_left_so_claim_at_once_does_not_concede():
    table = _cashing_table()
    assert table.claim_tricks.value == 3  # the tricks left, not 0
    table.claim_button.click()
    assert table.claimed == 3 and table.message.startswith("Claim accepted")
    assert "Tricks: Your side 4, the defenders 0." in table._status.value  # 1 won + 3 claimed


def test_a_claim_of_more_tricks_than_are_left_is_refused_in_words_not_changed():
    table = _squeeze_table()
    before = table.play.played
    table.claim_tricks.value = 5  # four are left: the box keeps the 5 for the engine to refuse
    table.claim_button.click()
    assert table.claim_tricks.value == 5
    assert table.message == "You can claim from 0 to 4 tricks: that is how many are left."
    assert table.claimed is None and table.play.played == before and not table.is_over


def test_the_card_tables_undo_and_hint_say_why_they_cannot_act():
    deal = Deal.random(4)
    table = PlayTable(deal, "2H by S", seat=Seat.S)
    assert "bb-refused" in table.undo_button._dom_classes and not table.undo_button.disabled
    assert table.undo_button.tooltip == "You have not played a card yet, so there is nothing to undo."
    table.undo_button.click()
    assert table.message == "You have not played a card yet, so there is nothing to undo."
    assert "bb-refused" not in table.hint_button._dom_classes  # South's side is on turn
    table.session.finish()  # the computer plays every card left
    table._refresh()
    assert "bb-refused" in table.hint_button._dom_classes
    table.hint_button.click()
    assert table.message == "The deal is over: there is no card to choose."


def test_a_claim_plan_is_built_by_clicking_cards_and_states_the_finesse():
    # dummy (North) on lead with ♠3 2 opposite South's ♠A Q; East holds ♠K 4 (Law 70E)
    deal = Deal.parse("N:32.A.. K4.2.. AQ.3.. 65.4..")
    table = PlayTable(deal, "1NT by S", seat=Seat.S, play=Play(deal, "1NT by S", "H4 HA H2 H3"))
    before = table.play.played
    table.claim_button.click()  # no plan: the claim needs the finesse, which was not stated
    assert "you did not say you would finesse" in table.message and table.claimed is None
    assert table.undo() and table.play.played == before
    table.plan_button.value = True
    refused = [c for c, b in table.card_buttons.items() if "bb-refused" in b._dom_classes]
    assert not refused  # while planning every card of your side may join the plan
    table.plan_step.value = "Finesse this card"
    table.card_buttons[Card.parse("SQ")].click()
    assert table.play.played == before  # the card joined the plan, it was not played
    assert table.claim_plan.value == "finesse ♠Q" and table.plan_step.value == "Play this card"
    table.card_buttons[Card.parse("SA")].click()
    table.cheaply_button.click()
    assert table.claim_plan.value == "finesse ♠Q, ♠A, win as cheaply as possible"
    table.unplan_button.click()
    table.unplan_button.click()
    assert table.claim_plan.value == "finesse ♠Q"
    table.claim_button.click()
    assert table.claimed == 2 and table.message.startswith("Claim accepted: Following the stated plan")
    assert not table.planning  # the plan is stated: clicks play cards again


def test_conceded_tricks_are_counted_for_the_defenders():
    table = _squeeze_table()
    table.claim_tricks.value = 1  # safe, and three tricks conceded
    table.claim_button.click()
    assert table.claimed == 1 and table.is_over
    assert "Tricks: Your side 2, the defenders 3." in table._status.value
    assert table.undo() and table.claim_tricks.value == 1  # the learner's number is kept
    table.claim_tricks.value = 0
    table.claim_button.click()  # concede everything: said as a concession, not a green tick
    assert table.message == ("You conceded the last 4 tricks: they go to the defenders. "
                             "Undo takes the concession back.")
    assert "Tricks: Your side 1, the defenders 4." in table._status.value


def test_claim_with_a_plan_is_held_to_the_plan():
    table = _squeeze_table()
    before = table.play.played
    table.claim_tricks.value = 4
    table.claim_plan.value = "SA D4 H3 HA H2 DA DQ D2"  # fixed in advance: no squeeze
    table.claim_button.click()
    # disputed, so played out: the plan against the defence that beats it
    assert table.claimed is None and table.is_over and table.play.played[:len(before)] == before
    ours = [c for c in table.play.played[len(before):] if c in table.deal[Seat.S] | table.deal[Seat.N]]
    assert [str(c) for c in ours[:5]] == ["♠A", "♦4", "♥3", "♥A", "♥2"]  # the plan, card by card
    assert table.result == table.play.declarer_tricks == 1 + 3
    assert table.message == (
        "The defenders dispute the claim, so it is played out: The claim fails: following the stated plan, "
        "declarer's side can be held to 3 of the remaining 4 tricks, for example with West winning trick 4 "
        "with ♥K. Your side took 3 of the last 4 tricks. Undo takes the claim back.")
    assert table.undo() and table.play.played == before and not table.is_over
    assert table.message == "Claim withdrawn: play on."
    # three tricks with the same plan are safe; commas are allowed between the cards
    assert table.claim(3, "SA, D4, H3, HA, H2, DA, DQ, D2")
    assert table.claimed == 3 and "Following the stated plan" in table.message


@pytest.mark.parametrize("certain, reason", [
    # what check_claim answers when its time runs out (tests/test_solver_limits.py) ...
    (False, "The claim cannot be checked within 1e-09 seconds, so it is not accepted: a doubtful point "
            "goes against the claimer. Play on; the claim is quicker to check later."),
    # ... or when it ran out after proving the claim false, before finding a line that beats it
    (True, "The claim fails: the defenders can hold declarer's side to fewer than 4 of the remaining 4 tricks."),
])
def test_a_claim_not_proved_in_time_is_refused_and_play_goes_on(monkeypatch, certain, reason):
    from bridgelib import solver

    line = None if not certain else []
    monkeypatch.setattr(solver, "check_claim", lambda play, tricks, plan=None: solver.ClaimCheck(
        False, reason, 0, line, line, certain=certain))
    table = _squeeze_table()
    before = table.play.played
    assert not table.claim(4)
    assert table.message == f"{reason} Play goes on."
    assert table.claimed is None and table.play.played == before and not table.is_over
    table.click(table.play.legal_cards()[0])  # and the learner plays on
    assert len(table.play.played) > len(before)


def test_a_bad_plan_is_refused_and_changes_nothing():
    table = _squeeze_table()
    before = table.play.played
    assert not table.claim(4, "SA ZZ")
    assert table.message.startswith("Your plan cannot be used: 'ZZ' is not a card")
    assert not table.claim(4, ["HK"])  # a defender's card
    assert "not in declarer's or dummy's hand" in table.message
    assert not table.claim(4, "SK")  # played at trick 1
    assert "already been played" in table.message
    assert table.claimed is None and table.play.played == before


def test_only_declarer_claims_and_only_between_tricks():
    deal = Deal.random(4)
    defender = PlayTable(deal, "2H by S", seat=Seat.W)
    assert defender.claim_button.disabled and defender.claim_plan.disabled
    assert not defender.claim(1) and defender.message.startswith("Only declarer may claim")
    table = PlayTable(deal, "2H by S", seat=Seat.S)
    assert len(table.play.played) == 1 and table.play.turn is Seat.N  # West has led
    assert not table.claim(1) and table.message == "Finish the current trick before you claim."
    while len(table.play.played) % 4 or not table.is_learner_turn():
        table.click(table.play.legal_cards()[0])
    left = table.play.tricks_left
    assert not table.claim(left + 1)
    assert table.message == f"You can claim from 0 to {left} tricks: that is how many are left."


def test_a_short_ending_is_not_judged_against_the_contract():
    deal = Deal.parse("N:AK32... QJ54... T976... 8..AKQ.")
    table = PlayTable(deal, "1S by N", seat=Seat.N)
    while not table.is_over:
        table.click(table.play.legal_cards()[0])
    assert table._status.value.endswith(". All 4 tricks are played.</div>")
    assert "defeated" not in table._status.value


def test_show_all_hands_only_after_the_deal():
    deal = Deal.random(12)
    table = PlayTable(deal, Contract.parse("1NT by S"), seat=Seat.S)
    table.show_button.value = True
    assert not table.show_all and "after the deal" in table.message
    while not table.is_over:
        table.click(table.play.legal_cards()[-1])
    table.show_button.value = True
    assert table.show_all
    for seat in Seat:
        # the whole hands, as they were dealt, not the empty hands left after the last trick
        assert _cards_drawn(table.seat_areas[seat]) == set(deal[seat])
    table.show_button.value = False
    assert all(_cards_drawn(area) == set() for area in table.seat_areas.values())


def _cards_drawn(widget) -> set[Card]:
    """The cards a widget's pictures and buttons show (``data-card`` and button labels)."""
    found: set[Card] = set()
    if isinstance(widget, widgets.HTML):
        found |= {Card.parse(pbn) for pbn in re.findall(r'data-card="(\w\w)"', widget.value)}
    if isinstance(widget, widgets.Button):
        found.add(Card.parse(widget.description))
    for child in getattr(widget, "children", ()):
        found |= _cards_drawn(child)
    return found


def _texts(widget) -> list[str]:
    """The HTML of a widget and its children, in order."""
    own = [widget.value] if isinstance(widget, widgets.HTML) else []
    return own + [t for child in getattr(widget, "children", ()) for t in _texts(child)]


def test_the_hands_sit_at_their_compass_points_with_the_learners_cards_in_them():
    deal = Deal.random(7)
    table = PlayTable(deal, "4H by S", seat=Seat.S)   # West leads; dummy is down
    grid = table._grid
    assert "bb-table-grid" in grid._dom_classes
    for seat, name in ((Seat.N, "north"), (Seat.E, "east"), (Seat.S, "south"), (Seat.W, "west")):
        area = table.seat_areas[seat]
        assert area in grid.children and f"bb-area-{name}" in area._dom_classes
        assert seat.english in _texts(area)[0]
    # the learner's cards are buttons inside the hands (own hand and dummy), no other rows
    for seat in (Seat.N, Seat.S):
        held = set(table.play.hand(seat))
        assert _cards_drawn(table.seat_areas[seat]) == held
        assert all(table.card_buttons[card] in _buttons(table.seat_areas[seat]) for card in held)
    # the defenders' hands are face down: backs and a count, no card
    for seat in (Seat.E, Seat.W):
        assert _cards_drawn(table.seat_areas[seat]) == set()
        assert f"{len(table.play.hand(seat))} cards, face down" in "".join(_texts(table.seat_areas[seat]))
    # the message is drawn in the middle of the table, under the trick
    centre = next(c for c in grid.children if "bb-area-centre" in c._dom_classes)
    assert table._message.widget in centre.children and table._trick in centre.children


def _buttons(widget) -> list[widgets.Button]:
    own = [widget] if isinstance(widget, widgets.Button) else []
    return own + [b for child in getattr(widget, "children", ()) for b in _buttons(child)]


def test_dummy_lies_in_columns_with_the_trumps_on_dummys_right():
    deal = Deal.random(7)
    table = PlayTable(deal, "4H by S", seat=Seat.S)
    columns = table.seat_areas[Seat.N].children[1]            # North: across the table from South
    assert isinstance(columns, widgets.HBox)
    suits = []
    for column in columns.children:
        cards = _cards_drawn(column)
        assert len({card.suit for card in cards}) <= 1         # one suit a column
        suits.append(next(iter(cards)).suit if cards else None)
        ranks = [Card.parse(b.description).rank for b in _buttons(column)]
        assert ranks == sorted(ranks, reverse=True)             # high cards nearest dummy
    # North's right is the screen's left: the trumps make the left-hand column
    assert suits[0] is Suit.H
    held = [s for s in suits if s is not None]
    assert held == [s for s in dummy_suit_order(Suit.H) if s in held]
    # a defender sees dummy the same way, as a picture; East's dummy lies in rows, trumps on top
    east = PlayTable(deal, "4S by W", seat=Seat.N)
    assert "bb-wide-sides" not in east._grid._dom_classes     # dummy is not down before the lead
    east.click(east.play.legal_cards()[0])                    # North's opening lead
    rows = re.findall(r'class="bb-suit-line" data-suit="(\w)"', "".join(_texts(east.seat_areas[Seat.E])))
    assert rows == [s.letter for s in dummy_suit_order(Suit.S)] and rows[0] == "S"
    assert "bb-wide-sides" in east._grid._dom_classes        # on a phone East gets a whole row
    assert "bb-wide-sides" not in table._grid._dom_classes


def test_the_hand_to_play_is_marked_and_a_refused_card_keeps_its_name():
    deal = Deal.random(7)
    table = PlayTable(deal, "4H by S", seat=Seat.S)
    turn = table.play.turn
    assert turn is Seat.N
    marked = [seat for seat, area in table.seat_areas.items() if "bb-to-play" in area._dom_classes]
    assert marked == [Seat.N] and "to play" in _texts(table.seat_areas[Seat.N])[0]
    own = table.play.hand(Seat.S).cards[0]
    assert refused(table.card_buttons[own])
    tooltip = table.card_buttons[own].tooltip
    name = f"{own.rank.name.title()} of {own.suit.english}"
    assert tooltip == f"{name}: {table.session.why_card_refused(own)}"


# --- score pad --------------------------------------------------------------------------

def test_score_pad_checks_every_line_and_explains():
    pad = ScorePad()
    pad.set_deal("4HX by S", tricks=7, vulnerable=False)
    verdict = pad.answer(below=0, above=0, defenders=500)
    assert verdict.correct and pad.message == "All three lines are right."
    assert "100" in pad._explanation.value and "200" in pad._explanation.value
    # The common mistake: 2nd and 3rd undertricks doubled not vulnerable are 200 each, not 300.
    verdict = pad.answer(below=0, above=0, defenders=700)
    assert not verdict.correct
    assert "you wrote 700, it is 500" in verdict.explanation
    assert "✗" in pad._marks.value


def test_score_pad_by_clicks_overtricks_go_above_the_line():
    pad = ScorePad()
    pad.level.value, pad.strain.value, pad.declarer.value = 4, Strain.H, Seat.S
    pad.tricks.value = 11
    pad.below.value, pad.above.value, pad.defenders.value = 150, 0, 0  # overtrick put below: wrong
    pad.check_button.click()
    assert pad.verdict.correct is False
    pad.below.value, pad.above.value = 120, 30
    pad.check_button.click()
    assert pad.verdict.correct


def test_score_pad_rubber_mode_keeps_the_sheet():
    pad = ScorePad(rubber=True)
    pad.set_deal("4H by S", tricks=11)
    assert pad.vulnerable.value is False and pad.vulnerable.disabled
    pad.record_button.click()
    assert "Check your score first" in pad.message and pad.rubber.deal_number == 1
    pad.answer(120, 30, 0)
    pad.record_button.click()
    assert pad.rubber.totals()[Side.NS] == 150 and pad.rubber.vulnerable(Side.NS)
    pad.set_deal("3NT by N", tricks=9)
    assert pad.vulnerable.value is True  # the sheet says N-S are vulnerable now
    pad.answer(100, 0, 0)
    pad.record()
    assert pad.rubber.is_over and pad.rubber.totals()[Side.NS] == 950
    assert "950" in pad._sheet.value


# --- quizzes ----------------------------------------------------------------------------

def test_quizzes_check_answers_and_explain():
    for cls in (TrickQuiz, CallQuiz, DeclarerQuiz):
        for seed in range(5):
            quiz = cls(seed=seed)
            right = quiz.question.answer
            wrong = next(v for v in quiz.buttons if v != right)
            quiz.buttons[wrong].click()
            assert quiz.correct is False and quiz.message.startswith("Not quite.")
            quiz.buttons[right].click()
            assert quiz.correct is True and quiz.message.startswith("Right.")
            assert quiz.attempts == 2
    quiz = ScoreQuiz(seed=3)
    quiz.answer(quiz.question.answer)
    assert quiz.correct
    quiz.answer((1, 2, 3))
    assert not quiz.correct and "you wrote" in quiz.message


def test_trick_quiz_knows_the_rule_cards_trick():
    from bridgelib import Card, Trick
    from bridgelib.exercises import TrickQuestion

    trick = Trick(Seat.W, [Card.parse(c) for c in ("CA", "C3", "C7", "CK")], Strain.H)
    quiz = TrickQuiz(TrickQuestion(trick))
    quiz.buttons[Seat.S].click()
    assert not quiz.correct and "West wins: ♣A is the highest club" in quiz.message


# --- a whole rubber ---------------------------------------------------------------------

def test_robot_rubber_through_rubber_table():
    table = RubberTable(seed=1, seat=Seat.S)
    deals = 0
    while table.phase != "over":
        assert table.phase == "auction"
        first_dealer = table.deal.dealer
        assert first_dealer is table.rubber.dealer
        table.finish_button.click()
        assert table.phase in ("score", "over")
        deals += 1
        if table.phase == "score":
            table.next_button.click()
            assert table.rubber.dealer is first_dealer.left  # the deal passes to the left
        assert deals < 60
    assert table.rubber.is_over and table.rubber.winner is not None
    assert max(table.rubber.games_won(s) for s in Side) == 2
    assert not table.next_deal() and "over" in table.message


def test_the_learner_scores_each_deal_and_the_score_waits_for_check():
    from bridgelib.exercises import ScoreQuestion

    table = RubberTable(seed=11, seat=Seat.S, score_yourself=True)
    scored = 0
    while table.phase != "over" and scored < 3:
        table.finish_button.click()
        rec = table.rubber.deals[-1]
        if rec.contract is None:                       # passed out: nothing to score
            assert table.pad is None
        else:
            pad = table.pad
            assert pad is not None and table.score_hidden
            assert pad.contract == rec.contract and pad.tricks.value == rec.tricks
            assert pad.vulnerable.value is (rec.contract.declarer.side in rec.vulnerable)
            assert table._result.value == ""                               # no score shown yet
            assert f"(deal {rec.number})" not in table._sheet.value          # not on the sheet either
            pad.check_button.click()                                         # empty boxes: still hidden
            assert table.score_hidden and table._result.value == ""
            right = ScoreQuestion(rec.contract, rec.tricks, rec.contract.declarer.side in rec.vulnerable).answer
            wrong = tuple(n + 10 for n in right)
            for box, value in zip((pad.below, pad.above, pad.defenders), wrong if scored % 2 else right, strict=True):
                box.value = str(value)
            pad.check_button.click()
            assert pad.verdict is not None and pad.verdict.correct is (scored % 2 == 0)
            assert not table.score_hidden and f"Deal {rec.number} is on the sheet" in table.message
            assert pad.verdict.explanation and ("Honours" in table._result.value) is bool(rec.honours)
            assert f"(deal {rec.number})" in table._sheet.value
            scored += 1
        if table.phase == "score":
            table.next_button.click()
            assert table.pad is None
    assert scored == 3
    plain = RubberTable(seed=11, seat=Seat.S)
    plain.finish_button.click()
    assert plain.pad is None and not plain.score_hidden and plain._result.value


def test_stop_the_rubber_asks_first_and_the_question_lapses_with_play():
    table = RubberTable(seed=5, seat=Seat.S)
    table.settle_button.click()  # one click only asks
    assert not table.rubber.is_over and table.phase == "auction"
    assert table.settle_button.description == "Yes, stop the rubber"
    assert table.message.startswith("Stop the rubber here? It is then settled as unfinished")
    assert "The deal in progress is not scored." in table.message
    table.box.click("P")  # the learner plays on: the question lapses
    assert table.settle_button.description == "Stop the rubber here"
    table.settle_button.click()
    assert not table.rubber.is_over
    table.settle_button.click()  # asked and confirmed
    assert table.rubber.is_over and table.phase == "over" and table.settle_button.disabled


def test_rubber_table_learner_deal_then_save_and_load(tmp_path):
    path = tmp_path / "rubber.json"
    table = RubberTable(seed=5, seat=Seat.S, save_path=path)
    assert not table.next_deal()  # cannot skip a deal
    # The learner passes whenever it is their turn; then plays the lowest legal card.
    while table.phase == "auction":
        table.box.click("P")
    if table.phase == "play":
        table.table.click(table.table.play.legal_cards()[0])
    saved = json.loads(path.read_text())
    resumed = RubberTable.load(path)
    assert resumed.phase == table.phase
    assert resumed.rubber.to_json() == table.rubber.to_json()
    if table.phase == "play":
        assert resumed.table.play.played == table.table.play.played
    assert saved["seed"] == 5
    # Same seed, same deals.
    assert RubberTable(seed=5).deal == RubberTable(seed=5).deal


def test_rubber_table_keeps_a_disputed_claims_verdict():
    """A claim ends the deal in a rubber too: the played-out result is scored, and the
    claim's verdict stays on screen with the score (the card table leaves it)."""
    from bridgelib.robots import robot_call

    table = RubberTable(seed=5, seat=Seat.S)
    while table.phase == "auction":  # the learner calls as the coach would
        table.box.click(robot_call(table.box.auction, table.deal[table.box.auction.turn]).action)
    assert table.phase == "play" and table.table.play.declarer.side is Side.NS
    cards = table.table
    while not (cards.play.controller is cards.play.declarer and len(cards.play.played) % 4 == 0):
        cards.click(cards.play.legal_cards()[0])
    left = cards.play.tricks_left
    assert not cards.claim(left)  # every remaining trick: the defence beats it
    assert cards.ended_by_claim and cards.is_over and table.phase == "score"
    recorded = table.rubber.to_dict()["deals"][-1]
    assert recorded["tricks"] == cards.play.declarer_tricks
    assert table.message.startswith("The defenders dispute the claim, so it is played out: The claim fails")
    assert "Result: " in table.message


def test_trick_quiz_hides_the_winner_until_answered():
    quiz = TrickQuiz(seed=4)
    assert "bb-won" not in quiz._prompt.value and "Won by" not in quiz._prompt.value
    quiz.answer(quiz.question.answer.left)
    assert "Won by" in quiz._prompt.value


def test_declarer_quiz_hides_the_contract_until_answered():
    quiz = DeclarerQuiz(seed=3)
    assert "Contract:" not in quiz._prompt.value
    quiz.answer(quiz.question.answer)
    assert "Contract:" in quiz._prompt.value


def test_disabled_buttons_explain_themselves_on_hover():
    box = BiddingBox(dealer=Seat.N)
    box.click("2H")
    assert box.buttons[Call.parse("2C")].tooltip.startswith("2♣ is not higher than 2♥")
    assert "Bid 3♣" in box.buttons[Call.parse("3C")].tooltip
    deal = Deal.parse("N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")
    table = PlayTable(deal, Contract.parse("4H by S"), seat=Seat.S)
    own = next(iter(deal[Seat.S]))
    assert "dummy's turn" in table.card_buttons[own].tooltip


# --- the general quizzes: ChoiceQuiz, NumberQuiz, CardQuiz, HonoursQuiz -----------------------

def test_quiz_draws_the_questions_picture_above_the_prompt():
    from bridgelib import Hand
    from bridgelib.exercises import HcpQuestion, ScoreQuestion

    hand = Hand.parse("KJ5.AJ84.Q3.J752")
    quiz = NumberQuiz(HcpQuestion(hand))
    html = quiz.children[0].value
    assert "bb-hand" in html and html.index("bb-hand") < html.index("<p>Count the high-card points")
    plain = ScoreQuiz(ScoreQuestion(Contract.parse("2H by S"), 8, False))   # no picture
    assert plain.children[0].value.startswith("<p>2♥ by S")


def test_choice_quiz_one_button_per_option():
    from bridgelib import Auction
    from bridgelib.exercises import ContractQuestion, NextDealerQuestion

    quiz = ChoiceQuiz(NextDealerQuestion(Seat.S, (False, True, False)))
    assert [b.description for b in quiz.buttons.values()] == ["North", "East", "South", "West"]
    quiz.buttons[Seat.E].click()                        # South, West, North dealt: East is next
    assert quiz.correct is True and quiz.message.startswith("Right.")
    quiz.buttons[Seat.N].click()
    assert quiz.correct is False and "East deals next" in quiz.message and quiz.attempts == 2
    quiz = ChoiceQuiz(ContractQuestion(Auction(Seat.N, "1S 2H X Pass 3S Pass Pass Pass"),
                                       ("2HX by E", "3S by S", "3SX by N", "3S by N")))
    assert len(quiz.buttons) == 4 and "Contract:" not in quiz.children[0].value
    quiz.buttons[Contract.parse("3S by S")].click()
    assert quiz.correct is False                        # North bid spades first
    quiz.buttons[Contract.parse("3S by N")].click()
    assert quiz.correct is True


def test_number_quiz_fills_its_boxes_and_checks():
    from bridgelib import Card
    from bridgelib.exercises import ShapeQuestion

    cards = tuple(Card.parse(c) for c in ["SA", "S2", "H3", "D4", "C5", "C6", "C7", "C8", "C9", "CT", "CJ", "CQ", "CK"])
    quiz = NumberQuiz(ShapeQuestion(cards))
    assert [f.description for f in quiz.fields] == ["♠ spades", "♥ hearts", "♦ diamonds", "♣ clubs"]
    for box, n in zip(quiz.fields, (2, 1, 1, 8), strict=False):
        box.value = n
    quiz.buttons["check"].click()                       # nine clubs, not eight
    assert quiz.correct is False and quiz.message.startswith("Not quite.")
    quiz.fields[3].value = 9
    quiz.buttons["check"].click()
    assert quiz.correct is True
    quiz.answer((13, 0, 0, 0))
    assert [f.value for f in quiz.fields] == ["13", "0", "0", "0"] and quiz.correct is False


def test_number_quiz_drop_down_field_for_the_sheet_total():
    import ipywidgets as widgets

    from bridgelib import Rubber
    from bridgelib.exercises import TotalQuestion

    rubber = Rubber(dealer=Seat.N)
    rubber.record("2H by N", 8)                         # N-S 60 below the line
    quiz = NumberQuiz(TotalQuestion(rubber))
    side, diff = quiz.fields
    assert isinstance(side, widgets.Dropdown) and isinstance(diff, widgets.Text) and diff.value == ""
    side.value, diff.value = Side.EW, 60
    quiz.buttons["check"].click()
    assert quiz.correct is False
    side.value = Side.NS
    quiz.buttons["check"].click()
    assert quiz.correct is True and "WE (N-S) are ahead by 60" in quiz.message
    assert "bb-total" not in quiz.children[0].value    # the sheet shown has no totals


def test_card_quiz_one_button_per_card_of_south():
    from bridgelib import Card, Play
    from bridgelib.exercises import CardQuestion

    play = Play(Deal.parse("N:KQ..Q8. .A4.A.J A..K4.3 J..5.Q2"), Contract.parse("1NT by S"))
    for card in ("D5", "D8", "DA"):
        play.play(card)
    quiz = CardQuiz(CardQuestion(play))
    assert set(quiz.buttons) == set(play.hand(Seat.S))
    quiz.buttons[Card.parse("SA")].click()              # South has diamonds: must follow
    assert quiz.correct is False and "You may play: ♦K, ♦4" in quiz.message
    quiz.buttons[Card.parse("D4")].click()
    assert quiz.correct is True
    assert len(play.played) == 3                        # the quiz does not play the card


def test_honours_quiz_from_a_seed():
    for seed in range(4):
        quiz = HonoursQuiz(seed=seed)
        assert isinstance(quiz, ChoiceQuiz) and len(quiz.buttons) == 5
        right = quiz.question.answer
        wrong = next(v for v in quiz.buttons if v != right)
        quiz.buttons[wrong].click()
        assert quiz.correct is False
        quiz.buttons[right].click()
        assert quiz.correct is True and "Held:" in quiz.message
    assert HonoursQuiz(seed=7).question == HonoursQuiz(seed=7).question


def test_general_quizzes_need_a_question():
    import pytest

    for cls in (ChoiceQuiz, NumberQuiz, CardQuiz):
        with pytest.raises(TypeError, match="needs a question"):
            cls(seed=1)


def _random_ending(rng, size):
    cards = [Card.from_index(i) for i in range(52)]
    rng.shuffle(cards)
    return Deal({seat: Hand(cards[k * size:(k + 1) * size]) for k, seat in enumerate(Seat)})


def test_after_the_deal_the_table_shows_what_could_have_been_made():
    import random

    from bridgelib.solver import solve, solve_play

    rng = random.Random(12)
    found_loss = 0
    for _ in range(12):
        deal = _random_ending(rng, 3)
        table = PlayTable(deal, Contract.parse("1NT by S"), seat=Seat.S)
        while not table.is_over:
            table.click(table.play.legal_cards()[-1])
        result = table.analysis()
        # The best result for N-S from the start: what the defenders cannot stop.
        assert result["best"] == 3 - solve(deal, Strain.NT, Seat.W)
        assert result["taken"] == table.result
        loss = result["first_loss"]
        # Replay independently: the first learner card after which N-S's double-dummy
        # total fell.
        replay = Play(deal, Contract.parse("1NT by S"))
        expected = None
        before = solve_play(replay)
        for index, card in enumerate(table.play.played):
            seat = replay.turn
            replay.play(card)
            after = solve_play(replay)
            if seat in (Seat.N, Seat.S) and after < before:
                expected = (index // 4 + 1, card, before, after)
                break
            before = after
        if expected is None:
            assert loss is None
            assert result["taken"] >= result["best"]  # no costly card: defenders can only help
        else:
            found_loss += 1
            assert (loss["trick"], loss["card"], loss["before"], loss["after"]) == expected
            assert f"Your first costly card was {expected[1]}" in table.review()
        assert f"could take {result['best']} tricks; you took {result['taken']}" in table.review()
    assert found_loss >= 1  # the careless "always the last card" player does lose tricks


def test_rubber_table_scores_each_deal_as_the_sheet_does_honours_included():
    """The score shown after a deal is what the sheet records for it: the contract's
    items, the honours held and, on the last deal, the rubber bonus."""
    import html

    table = RubberTable(seed=20, seat=Seat.S)  # a rubber in which two deals score honours
    with_honours = 0
    while table.phase != "over":
        table.finish_button.click()
        rec = table.rubber.deals[-1]
        if rec.passed_out:
            assert "Passed out" in table._result.value
        else:
            shown = [html.unescape(label) for label in
                     re.findall(r'<tr class="bb-item"[^>]*><td[^>]*>(.*?)</td>', table._result.value)]
            assert shown == [item.label for item in rec.items]
            with_honours += bool(rec.honours)
        if table.phase == "score":
            table.next_button.click()
    assert with_honours == 2 and "Rubber bonus" in shown[-1]


def test_a_rubber_table_loaded_at_a_deals_score_heads_it_as_before(tmp_path):
    path = tmp_path / "rubber.json"
    table = RubberTable(seed=3, seat=Seat.S, save_path=path)
    table.finish_button.click()
    assert table.phase == "score"
    loaded = RubberTable.load(path)
    assert loaded.phase == "score" and loaded._header.value == table._header.value
    assert loaded.deal == table.deal and loaded.next_deal() and table.next_deal()
    assert loaded.deal == table.deal and loaded._header.value == table._header.value


def _rubber_table_after_deal_1() -> RubberTable:
    """Seed 20: West deals deal 1, plays 2♦ with four trump honours in his hand."""
    table = RubberTable(seed=20, seat=Seat.S)
    table.finish_button.click()
    assert table.phase == "score" and table.rubber.deals[0].honours
    return table


def test_a_deals_score_is_headed_by_its_own_number_and_dealer(tmp_path):
    path = tmp_path / "rubber.json"
    table = _rubber_table_after_deal_1()
    table.save(path)
    rec = table.rubber.deals[0]
    assert (rec.number, rec.dealer) == (1, Seat.W) and table.rubber.deal_number == 2
    for shown in (table, RubberTable.load(path)):            # and the same once loaded again
        assert "Deal 1 · Dealer West" in shown._header.value and "Deal 2" not in shown._header.value
        assert "<b>Deal 1 · Dealer West</b>: " in shown._result.value and "made with" in shown._result.value
    assert table.next_deal()
    assert "Deal 2 · Dealer North" in table._header.value and table._result.value == ""


def test_a_rubber_deals_honours_are_itemised_with_their_holder_and_cards():
    import html

    from bridgelib.render.html import card_html
    from bridgelib.scoring import honour_cards

    table = _rubber_table_after_deal_1()
    rec = table.rubber.deals[0]
    shown = table._result.value
    labels = [html.unescape(label) for label in
              re.findall(r'<tr class="bb-item"[^>]*><td[^>]*>(.*?)</td>', shown)]
    assert labels[-1] == "Honours: four trump honours in West's hand (held by the declaring side)"
    cards = honour_cards(rec.deal[Seat.W], rec.contract.strain)
    assert len(cards) == 4
    note = re.search(r'<div class="bb-honours"[^>]*>(.*?)</div>', shown).group(1)
    assert note.startswith("Honours: West held ") and note.endswith(": 100 to E-W, above the line.")
    assert all(card_html(card) in note for card in cards)


def test_the_finished_deal_stays_on_the_table_above_its_score():
    table = _rubber_table_after_deal_1()
    cards = table.table
    assert cards is not None and cards.is_over and list(table._area.children) == [cards]
    cards.show_button.value = True                         # Show all hands, after the deal
    assert cards.show_all and not cards.review_button.disabled
    assert "bb-auction" in cards._auction_box.value and table._auction.value == ""  # shown once: in the table's corner
    table.next_deal()
    assert list(table._area.children) == [table.box] and table._auction.value == ""


def test_the_auction_is_shown_while_the_cards_are_played():
    from bridgelib.robots import robot_call

    table = RubberTable(seed=5, seat=Seat.S)
    assert table._auction.value == ""
    while table.phase == "auction":
        table.box.click(robot_call(table.box.auction, table.deal[table.box.auction.turn]).action)
    assert table.phase == "play"
    assert table._area.children[0] is table.table and table._auction.value == ""   # not twice
    shown = table.table._auction_box.value          # in the card table's corner, with the contract
    assert 'class="bb-box bb-auction"' in shown and 'class="bb-contract"' in shown
    assert shown.count('class="bb-call-cell"') == len(table.box.auction.calls)
    assert table.table._auction_box in table.table._grid.children


def test_a_passed_out_deal_keeps_its_four_passes_in_view_with_its_own_number():
    table = RubberTable(seed=0, seat=Seat.S)        # deal 2 of this rubber is passed out
    table.finish_button.click()
    table.next_deal()
    table.finish_button.click()
    assert table.rubber.deals[-1].passed_out and table.phase == "score"
    assert "<b>Deal 2 · Dealer South</b>: passed out, no score." in table._result.value
    assert "Passed out: four passes" in table._auction.value


def test_save_the_rubber_and_open_it_again_by_buttons(tmp_path, monkeypatch):
    from pathlib import Path

    monkeypatch.chdir(tmp_path)
    fresh = RubberTable(seed=3, seat=Seat.S)
    fresh.open_button.click()                              # nothing saved yet: a sentence, no crash
    assert fresh._message.kind == "error" and "press “Save the rubber” first" in fresh.message
    (tmp_path / "my_rubber.json").write_text('{"format": "bridgelib-rubber-table", "seed": 3}')
    fresh.open_button.click()                              # a broken file: a sentence, the table unchanged
    assert fresh.message.startswith("my_rubber.json could not be read as a saved rubber: ")
    assert fresh.phase == "auction" and fresh.box is not None
    table = RubberTable(seed=3, seat=Seat.S)
    table.save_button.click()
    saved = tmp_path / "my_rubber.json"
    assert saved.exists() and table.save_path == Path("my_rubber.json")
    assert table.message.startswith(f"Saved in {saved.resolve()}.") and table._message.kind == "ok"
    table.finish_button.click()                            # from now on every step is saved there
    assert json.loads(saved.read_text())["phase"] == "score"
    other = RubberTable(seed=9, seat=Seat.N)
    other.open_button.click()
    assert other.message.startswith("Opened the rubber saved in") and other.phase == "score"
    assert (other.seed, other.seat) == (3, Seat.S) and other.rubber.to_json() == table.rubber.to_json()
    assert other._header.value == table._header.value and "Deal 1" in other._result.value
    assert other.next_deal() and table.next_deal() and other.deal == table.deal


def test_save_the_rubber_says_so_when_the_file_cannot_be_written(tmp_path):
    table = RubberTable(seed=3, seat=Seat.S, save_path=tmp_path / "no such folder" / "rubber.json")
    assert table.save_clicked() is None
    assert table._message.kind == "error" and "could not be saved" in table.message


def test_save_the_rubber_in_the_live_book_says_the_file_stays_in_the_page(tmp_path, monkeypatch):
    import sys

    monkeypatch.setattr(sys, "platform", "emscripten")      # Python in the browser (Pyodide)
    table = RubberTable(seed=3, seat=Seat.S, save_path=tmp_path / "rubber.json")
    assert table.save_clicked() == tmp_path / "rubber.json"
    assert "inside this web page (not on your computer" in table.message


# --- the learner's table, second edition (issue 14) ---------------------------------------

def test_a_legal_call_off_the_system_gets_a_warning_not_a_green_tick():
    box = BiddingBox(Deal.random(7, dealer=Seat.E), seat=Seat.S)   # South has 8 points
    box.click("7NT")
    assert box._message.kind == "warn" and "✓" not in box._message.widget.value
    assert "the system suggests Pass" in box.message
    box.undo()
    box.click("Pass")                                              # the system's call
    assert box._message.kind == "ok" and "✓" in box._message.widget.value


def test_the_session_step_says_whether_the_call_fits_the_system():
    from bridgelib import DealSession

    session = DealSession(Deal.random(7, dealer=Seat.E), Seat.S, bidding_only=True)
    assert session.call("7NT").fits is False
    session.undo()
    assert session.call("Pass").fits is True
    assert DealSession(None, list(Seat), bidding_only=True).call("1H").fits is None   # no cards to judge


def test_each_computer_call_keeps_its_reason_until_it_is_taken_back():
    box = BiddingBox(Deal.random(7, dealer=Seat.E), seat=Seat.S)
    assert box.robot_reasons == {0: "East: Pass — 10 high-card points; you need about 12 to open."}
    box.click("Pass")
    robots = [i for i in range(len(box.auction)) if box.auction.seat_of(i) is not Seat.S]
    assert sorted(box.robot_reasons) == robots and len(robots) >= 2
    shown = box._table.value
    assert '<details class="bb-why"' in shown and "Why did the computer players call that?" in shown
    for i in robots:
        seat, call = box.auction.seat_of(i), box.auction.calls[i]
        assert box.robot_reasons[i].startswith(f"{seat.english}: {call} — ")
        assert box.robot_reasons[i].split(" — ", 1)[1] in html_text(shown)
    box.undo()
    assert box.robot_reasons == {0: "East: Pass — 10 high-card points; you need about 12 to open."}
    assert html_text(box._table.value).count("<li>") == 1


def html_text(value: str) -> str:
    import html

    return html.unescape(value)


def test_undo_and_hint_stay_clickable_and_say_why_they_cannot_act():
    box = BiddingBox(dealer=Seat.N)                                # drill: the learner makes every call
    for button in (box.undo_button, box.hint_button):
        assert refused(button)                                     # greyed and struck through, not disabled
    assert box.undo_button.tooltip == "There is no call to undo: the auction has not started."
    box.undo_button.click()
    assert box.message == "There is no call to undo: the auction has not started."
    box.hint_button.click()
    assert box.message == box.hint_button.tooltip == "The coach needs to see the cards: give the box a deal to get hints."
    box.click("1H")
    assert not refused(box.undo_button) and box.undo_button.tooltip == "Take back your last call"

    box = BiddingBox(Deal.random(7, dealer=Seat.E), seat=Seat.S)
    assert refused(box.undo_button) and not refused(box.hint_button)
    box.undo_button.click()
    assert box.message == "You have not made a call yet, so there is nothing to undo."
    while not box.auction.is_over:
        box.click("Pass")
    assert refused(box.hint_button)
    box.hint_button.click()
    assert box.message == "The auction is over: the coach has no call to suggest."


def test_the_bidding_box_puts_the_calls_under_the_auction_on_a_phone():
    box = BiddingBox(dealer=Seat.N)
    assert box.children[0].layout.flex_flow == "row wrap"          # wraps instead of running off the screen


def test_the_contract_quiz_shows_the_result_line_once_answered():
    from bridgelib.exercises import ContractQuestion

    quiz = ChoiceQuiz(ContractQuestion(Auction(Seat.N, "1H Pass 2H X XX Pass Pass Pass"),
                                       ("2H by S", "2HX by N", "2HXX by N", "2HXX by S")))
    assert "Contract:" not in quiz._prompt.value                  # hidden until you answer ...
    quiz.buttons[Contract.parse("2H by S")].click()
    assert "Contract:" in quiz._prompt.value                      # ... and shown once you have


def test_recording_after_a_wrong_check_puts_the_right_score_and_says_so():
    pad = ScorePad(rubber=True)
    pad.set_deal("4H by S", tricks=10)
    pad.answer(90, 0, 0)                                           # wrong: 4♥ is 120 below the line
    assert pad.record()
    assert pad.message == ("Recorded 4♥ by S, 10 tricks, on the sheet. "
                           "The sheet shows the correct score: 120 below the line, not the 90 you wrote.")
    assert pad._message.kind != "ok" and pad.rubber.totals()[Side.NS] == 120
    pad.set_deal("2S by E", tricks=9)
    pad.answer(60, 30, 0)
    assert pad.record() and pad._message.kind == "ok" and "correct score" not in pad.message


def test_the_record_button_is_as_wide_as_its_words_and_the_rows_wrap_on_a_phone():
    pad = ScorePad(rubber=True)
    assert pad.record_button.layout.width == "auto"
    row = next(child for child in pad.children if isinstance(child, widgets.HBox) and pad.record_button in child.children)
    assert row.layout.flex_flow == "row wrap"


def test_diamonds_and_hearts_are_red_on_the_score_pad():
    from urllib.parse import quote

    from bridgelib.widgets.common import RED

    pad = ScorePad()
    assert "bb-strains" in pad.strain._dom_classes
    assert [label for label, _ in pad.strain.options] == ["♣", "♦", "♥", "♠", "NT"]   # the symbol as well
    styles = "".join(child.value for child in pad.children if isinstance(child, widgets.HTML))
    rule = re.search(r"<style>(.*?)\{color:(#[0-9a-f]+)\}</style>", styles)
    assert rule and rule.group(2) == RED
    assert [quote(s) in rule.group(1) for s in "♣♦♥♠"] == [False, True, True, False]


def test_number_boxes_start_empty_and_an_empty_check_gives_nothing_away():
    pad = ScorePad()
    pad.set_deal("4H by S", tricks=10)
    assert [box.value for box in (pad.below, pad.above, pad.defenders)] == ["", "", ""]
    pad.below.value = "120"
    pad.check_button.click()
    assert pad.message == "Write a number in every box first."
    assert pad.verdict is None and pad._explanation.value == "" and "120" not in pad._marks.value
    pad.above.value, pad.defenders.value = "lots", "0"
    pad.check_button.click()
    assert pad.message.startswith("“lots” is not a whole number") and pad._explanation.value == ""
    pad.above.value = "0"
    pad.check_button.click()
    assert pad.verdict.correct

    quiz = ScoreQuiz(seed=3)
    assert all(field.value == "" for field in quiz.fields)
    quiz.buttons["check"].click()
    assert quiz.message == "Write a number in every box first."
    assert quiz.attempts == 0 and quiz.correct is None
    for field, number in zip(quiz.fields, quiz.question.answer, strict=True):
        field.value = str(number)
    quiz.buttons["check"].click()
    assert quiz.correct is True


def test_the_clicked_answer_is_marked_and_the_mark_moves():
    from bridgelib.widgets.common import CHOSEN_CLASS

    quiz = TrickQuiz(seed=4)
    assert [b.description for b in quiz.buttons.values()] == ["North", "East", "South", "West"]
    assert not any(CHOSEN_CLASS in b._dom_classes for b in quiz.buttons.values())
    quiz.buttons[Seat.N].click()
    marked = [seat for seat, b in quiz.buttons.items() if CHOSEN_CLASS in b._dom_classes and b.layout.border]
    assert marked == [Seat.N]
    quiz.buttons[Seat.W].click()
    marked = [seat for seat, b in quiz.buttons.items() if CHOSEN_CLASS in b._dom_classes]
    assert marked == [Seat.W] and not quiz.buttons[Seat.N].layout.border


def _first_cards_table(seed: int, cards: int) -> PlayTable:
    """3NT by South on deal ``seed``, the learner playing the first legal card each turn
    until ``cards`` cards are down (computer players for East and West)."""
    table = PlayTable(Deal.random(seed), "3NT by S", seat=Seat.S)
    while len(table.play.played) < cards:
        table.click(table.play.legal_cards()[0])
    return table


def test_the_hint_names_a_card_that_keeps_the_most_tricks():
    # on deal 5, after 32 cards, the rule of thumb (give up a spade) is not best double dummy
    table = _first_cards_table(5, 32)
    text = table.hint()
    named = text.removeprefix("Hint: play ").split(":")[0].split(" or ")
    assert text.startswith("Hint: play ") and {Card.parse(c) for c in named} == table.marked
    assert "The rule of thumb would play ♠2 here" in text and "which takes fewer" in text


def test_the_review_says_when_the_defence_gave_tricks_back():
    table = PlayTable(Deal.random(5), "3NT by S", seat=Seat.S)
    while not table.is_over:
        best = table.session.best_cards() if table.play.tricks_left <= 8 else None
        table.click(best[0][0] if best else table.play.legal_cards()[0])
    text = table.review()
    assert "your side could take 3 tricks; you took 5. The other side gave 2 tricks back" in text


def test_every_widget_shows_a_clear_focus_ring_to_the_keyboard():
    from bridgelib.widgets.common import KEYBOARD_CLASS, KEYBOARD_STYLE

    deal = Deal.random(3)
    shown = [BiddingBox(deal, seat=Seat.S), PlayTable(deal, "3NT by S"), TrickQuiz(seed=1), ScorePad(),
             RubberTable(seed=1, seat=Seat.S)]
    for widget in shown:
        assert KEYBOARD_CLASS in widget._dom_classes, type(widget).__name__
        assert any(isinstance(child, widgets.HTML) and KEYBOARD_STYLE in child.value for child in widget.children)
    assert "button:focus-visible" in KEYBOARD_STYLE and "outline:3px solid" in KEYBOARD_STYLE


# --- practice panels ---------------------------------------------------------------------------
def test_practice_deals_problem_after_problem_and_keeps_the_tally():
    from bridgelib.widgets import CardQuiz, Practice, TrickQuiz

    panel = Practice(TrickQuiz, seed=3)
    assert panel.next_button.description == "Deal me another"
    assert panel.quiz.question == TrickQuiz(seed=3).question  # problem k comes from seed + k
    first = panel.quiz
    wrong = next(seat for seat in Seat if seat is not first.question.answer)
    first.answer(wrong)
    first.answer(first.question.answer)  # right at the second try: not counted as right
    assert (panel.answered, panel.right_first) == (1, 0)
    panel.next_button.click()
    assert panel.quiz is not first and panel.quiz.question == TrickQuiz(seed=4).question
    assert panel.quiz in panel.children and first not in panel.children
    panel.quiz.answer(panel.quiz.question.answer)
    assert (panel.answered, panel.right_first, panel.problems) == (2, 1, 2)
    assert panel.tally == "Problem 2. So far: 1 right at the first try, of 2 answered."
    assert any(panel.tally in text for text in _texts(panel))
    with pytest.raises(TypeError, match="cannot make its own problems"):
        Practice(CardQuiz)


def test_practice_takes_any_generator_for_a_quiz_shape():
    import random

    from bridgelib.exercises import hcp_question
    from bridgelib.widgets import NumberQuiz, Practice

    panel = Practice(NumberQuiz, seed=400, make=hcp_question)  # lesson 4's panel
    assert panel.quiz.question == hcp_question(random.Random(400))
    panel.quiz.answer((99,))
    assert panel.tally == "Problem 1. So far: 0 right at the first try, of 1 answered."
    panel.next_problem()
    assert panel.quiz.question == hcp_question(random.Random(401))
    panel.quiz.answer(panel.quiz.question.answer)
    assert (panel.answered, panel.right_first) == (2, 1)


def test_a_list_in_a_quiz_starts_unchosen_and_check_asks_for_a_choice():
    from bridgelib import Hand, Rubber
    from bridgelib.exercises import PointsTogetherQuestion, TotalQuestion

    quiz = NumberQuiz(PointsTogetherQuestion(Hand.parse("K74.Q85.J432.K63")))   # 24-26: invite game
    fewest, most, plan = quiz.fields
    assert plan.index is None and plan.value is None
    fewest.value, most.value = "24", "26"
    quiz.buttons["check"].click()
    assert quiz.attempts == 0 and quiz.verdict is None and "Choose one in the list “Plan” first" in quiz.message
    plan.value = "invite game"
    quiz.buttons["check"].click()
    assert quiz.attempts == 1 and quiz.correct
    rubber = Rubber()
    rubber.record("2H by S", 8)
    rubber.record("2H by W", 8)                                   # equal totals: the choice's value is None
    totals = NumberQuiz(TotalQuestion(rubber))
    side, ahead = totals.fields
    ahead.value = "0"
    totals.buttons["check"].click()
    assert totals.verdict is None and "Choose one" in totals.message
    side.index = 2                                                # "equal totals"
    totals.buttons["check"].click()
    assert totals.correct
