"""The card robot's look-ahead (bridgelib.robots.lookahead, issue 13): it deals the unseen
cards in many ways that fit the auction and the play, solves each layout double dummy, and
plays the card that makes (or beats) the contract in the most layouts, then the one with
the most tricks on average; the reason says it looked at many layouts; the same position
always gives the same card."""

from __future__ import annotations

import pytest

from bridgelib import AnalysisTimeout, Auction, Card, Deal, Play, Seat, Suit, solver
from bridgelib.robots import CONTRACT_FROM, MAX_LAYOUTS, SOLVER_FROM, Robot, layouts_for
from bridgelib.robots.lookahead import CONTRACT_LAYOUTS, CONTRACT_NODES, _contract_card, _hidden_layouts
from bridgelib.robots.view import _View

# 2NT by East (1♠ P 1NT P 2♥ P 2NT): West, dummy, is on lead with four tricks left and
# East needs three of them. Cashing the ♦K first keeps the contract safe in more layouts
# than leading a heart, which takes more tricks when the hearts lie well.
SAFETY_DEAL = Deal.parse("W:KJ942.AQT87.K5.J A7.93.AJ643.AT63 Q53.4.Q872.KQ842 T86.KJ652.T9.975")
SAFETY_AUCTION = "1S P 1NT P 2H P 2NT P P P"
SAFETY_PLAY = ("C9 CJ CA C2 C3 CQ C5 S2 H4 H2 HQ H3 HA H9 D2 H5 S4 S7 SQ S6 S3 S8 SJ SA CT CK C7 H7 S5 ST "
               "SK C6 S9 D3 D7 D9")

# 2♦ by North after West's 1NT opening (P P P 1NT 2♦ P P P).
OVERCALL_DEAL = Deal.parse("N:T6.A86.AKT65.876 A97.JT94.J8732.K Q854.53.4.QT9542 KJ32.KQ72.Q9.AJ3")
OVERCALL_PLAY = "HJ H3 H2 HA DA D2 D4 D9 DK D3 H5 DQ C6 CK C2 C3".split()


# 4♠ by North (1♥ P 1♠ P 2♠ P 4♠): at the third trick East leads a club, of which dummy
# (South) has none. Technique ruffs low; the look-ahead sees that West may over-ruff a low
# trump and ruffs with the ♠K, which keeps the contract in every layout it dealt.
RUFF_DEAL = Deal.parse("S:KT32.AJ973.A42.3 Q6.T65.QT96.J962 A874.K4.KJ7.QT74 J95.Q82.853.AK85")
RUFF_AUCTION = "1H P 1S P 2S P 4S P P P"
RUFF_PLAY = "CA C3 C9 C4 D3 D2 DQ DK C7 C5".split()


def _ruff_position() -> tuple[Play, Auction]:
    auction = Auction(Seat.S, RUFF_AUCTION)
    assert str(auction.contract) == "4♠ by N"
    return Play(RUFF_DEAL, auction.contract, RUFF_PLAY), auction


def _safety_position() -> tuple[Play, Auction]:
    auction = Auction(Seat.W, SAFETY_AUCTION)
    assert str(auction.contract) == "2NT by E"
    return Play(SAFETY_DEAL, auction.contract, SAFETY_PLAY), auction


def test_the_schedule_solves_fewer_layouts_early_in_the_deal():
    assert SOLVER_FROM == 40 and MAX_LAYOUTS == 16 and CONTRACT_FROM == 51
    counts = [layouts_for(n) for n in range(1, 53)]
    assert counts[:20] == [16] * 20 and layouts_for(36) == 6
    assert counts == sorted(counts, reverse=True)  # never more layouts with more cards left
    assert layouts_for(16, max_layouts=5) == 5 and layouts_for(36, max_layouts=100) == 6


def test_declarer_plays_for_the_contract_first():
    play, auction = _safety_position()
    assert play.turn is Seat.W and play.controller is Seat.E and play.tricks_left == 4
    decision = Robot().card(play, auction)
    assert str(decision.action) == "♦5"
    assert decision.reason == ("Looking ahead at the last 4 tricks: of 16 ways the unseen cards may lie, "
                               "♦5 makes the contract in 15, ♥8 in only 12.")


def test_with_tricks_first_it_plays_for_the_most_tricks_on_average():
    play, auction = _safety_position()
    decision = Robot(contract_first=False).card(play, auction)
    assert str(decision.action) == "♥8"
    assert decision.reason.startswith("Looking ahead at the last 4 tricks: in most of 16 ways the unseen cards "
                                      "may lie (13 of them), ♥8 takes the most tricks")
    assert decision.reason.endswith("it makes the contract in 12 of them.")


def test_the_card_is_best_on_average_over_the_layouts_it_names():
    """The reason's counts are what the solver says in the layouts: checked by solving
    the same layouts again here."""
    play, auction = _safety_position()
    v = _View(play, auction)
    deals, complete = _hidden_layouts(v, play, layouts_for(16))
    assert len(deals) == 16 and not complete
    made = dict.fromkeys(play.legal_cards(), 0)
    for deal in deals:
        for card, tricks in solver.best_cards(Play(deal, play.contract, play.played)).items():
            made[card] += tricks >= 8
    assert made[Card.parse("D5")] == 15
    assert max(made.values()) == 15 and made[Card.parse("H8")] == 12


def test_the_same_position_gives_the_same_card_and_reason():
    """Deterministic: again, after other positions were solved (the solver's tables are
    warm), and after its tables were emptied."""
    play, auction = _safety_position()
    robot = Robot()
    first = robot.card(play, auction)
    other = Play(OVERCALL_DEAL, Auction(Seat.N, "P P P 1NT 2D P P P").contract, OVERCALL_PLAY)
    robot.card(other, Auction(Seat.N, "P P P 1NT 2D P P P"))
    assert robot.card(play, auction) == first
    solver._CACHE.clear()
    assert Robot().card(play.copy(), auction) == first


def test_layouts_fit_what_the_auction_showed():
    """East, a defender, cannot see North (who overcalled 2♦ over 1NT) or West (who opened
    1NT: 15-17, balanced): every layout gives them hands that fit those calls, and the play."""
    auction = Auction(Seat.N, "P P P 1NT 2D P P P")
    play = Play(OVERCALL_DEAL, auction.contract, OVERCALL_PLAY)
    v = _View(play, auction)
    assert play.turn is Seat.E and set(v.hands) == {Seat.E, Seat.S}
    deals, _ = _hidden_layouts(v, play, 12)
    assert len(deals) == 12 and len({d[Seat.W] for d in deals}) == 12
    for deal in deals:
        west, north = deal[Seat.W], deal[Seat.N]
        assert 14 <= west.hcp <= 18 and west.is_balanced  # 15-17, a point either way
        assert north.length(Suit.D) >= 5 and north.hcp >= 9
        for seat in (Seat.E, Seat.S):
            assert deal[seat] == OVERCALL_DEAL[seat]
        assert Play(deal, play.contract, play.played).turn is Seat.E  # the play so far is legal in it


def test_without_the_auction_the_layouts_agree_with_the_play_only():
    auction = Auction(Seat.N, "P P P 1NT 2D P P P")
    play = Play(OVERCALL_DEAL, auction.contract, OVERCALL_PLAY)
    deals, _ = _hidden_layouts(_View(play, None), play, 12)
    assert len(deals) == 12
    assert any(not 14 <= d[Seat.W].hcp <= 18 or not d[Seat.W].is_balanced for d in deals)


def test_too_few_layouts_fit_the_auction_then_others_fill_up():
    """An auction the cards seen contradict (as if West had opened 2NT, 20-21 points: with
    the 27 points East cannot see shared by West and North, who overcalled and has already
    played 11 of them, no layout fits): the layouts that agree with the play are used
    instead, the same ones every time."""
    contradicted = Auction(Seat.N, "P P P 2NT 3D P P P")
    play = Play(OVERCALL_DEAL, Auction(Seat.N, "P P P 1NT 2D P P P").contract, OVERCALL_PLAY)
    deals, _ = _hidden_layouts(_View(play, contradicted), play, 8)
    assert len(deals) == 8 and len({d[Seat.W] for d in deals}) == 8
    assert all(d[Seat.W].hcp < 19 for d in deals)
    assert all(d[Seat.E] == OVERCALL_DEAL[Seat.E] and d[Seat.S] == OVERCALL_DEAL[Seat.S] for d in deals)
    assert _hidden_layouts(_View(play, contradicted), play, 8)[0] == deals


@pytest.mark.parametrize("contract_first", [True, False])
def test_a_solver_of_your_own_gives_a_vote(contract_first):
    """``solver=`` (the best cards of a known position) still works as before: the card
    best in the most layouts, with the reason in the old words."""
    play, auction = _safety_position()
    robot = Robot(solver=lambda p: solver.optimal_cards(p)[1], contract_first=contract_first)
    decision = robot.card(play, auction)
    assert decision.reason.startswith("Looking ahead at the last 4 tricks: ")
    assert "keeps the most tricks" in decision.reason


def test_early_in_the_deal_it_looks_ahead_for_the_contract():
    """With 42 cards left, beyond the full look-ahead, the robot asks in each layout only
    whether each card makes the contract, and overrules technique when another card makes
    it more often."""
    play, auction = _ruff_position()
    assert play.controller is Seat.N and play.turn is Seat.S and 4 * play.tricks_left - 2 > SOLVER_FROM
    assert str(Robot(use_solver_from=None).card(play, auction).action) == "♠2"  # technique ruffs low
    decision = Robot().card(play, auction)
    assert str(decision.action) == "♠K"
    assert decision.reason == ("Looking ahead at the last 11 tricks: of 6 ways the unseen cards may lie, "
                               "♠K makes the contract in all of them, ♠2 in only 5.")


def test_the_contract_look_ahead_counts_what_the_solver_says():
    """The reason's counts, solved again here with the exact tricks of every card: six
    layouts are dealt, and they share one budget of work in turn. The fifth needs more than
    an equal share of it, but the first four left it enough, so all six decide."""
    play, auction = _ruff_position()
    deals, _ = _hidden_layouts(_View(play, auction), play, CONTRACT_LAYOUTS)
    assert len(deals) == CONTRACT_LAYOUTS == 6
    with pytest.raises(AnalysisTimeout):
        solver.cards_reaching(Play(deals[4], play.contract, play.played), 10, time_limit=None,
                              node_limit=CONTRACT_NODES // len(deals))
    budget = solver.NodeBudget(CONTRACT_NODES)
    for deal in deals:
        solver.cards_reaching(Play(deal, play.contract, play.played), 10, time_limit=None, node_limit=budget)
    assert 0 <= budget.left < CONTRACT_NODES
    made = dict.fromkeys(play.legal_cards(), 0)
    for deal in deals:
        for card, tricks in solver.best_cards(Play(deal, play.contract, play.played), time_limit=None).items():
            made[card] += tricks >= 10
    assert made[Card.parse("SK")] == 6 and made[Card.parse("S2")] == 5


def test_the_contract_look_ahead_leaves_technique_alone_when_its_card_does_as_well():
    """Most early decisions: technique's card makes the contract as often as any, so the
    robot plays it with technique's reason."""
    play, auction = _ruff_position()
    play = Play(RUFF_DEAL, auction.contract, RUFF_PLAY[:4])  # West to lead at trick two
    v = _View(play, auction)
    assert _contract_card(v, play) is None
    assert Robot().card(play, auction) == Robot(use_solver_from=None).card(play, auction)


def test_the_contract_look_ahead_has_a_budget_of_work_not_of_time():
    """When the solver would search more positions than the budget allows, technique
    decides; the same position always gives the same card."""
    play, auction = _ruff_position()
    v = _View(play, auction)
    assert _contract_card(v, play, node_budget=1) is None
    first = Robot().card(play, auction)
    solver._CACHE.clear()
    assert Robot().card(play.copy(), auction) == first


def test_the_contract_look_ahead_can_be_switched_off():
    play, auction = _ruff_position()
    assert str(Robot(check_contract_from=None).card(play, auction).action) == "♠2"
    assert str(Robot(check_contract_from=41).card(play, auction).action) == "♠2"  # 42 cards left
    for bad in (0, 53, True, "51"):
        with pytest.raises(ValueError, match="check_contract_from must be a number of cards from 1 to 52"):
            Robot(check_contract_from=bad)  # type: ignore[arg-type]


def test_when_the_budget_runs_out_the_layouts_solved_decide(monkeypatch):
    """The full look-ahead's layouts share SOLVER_NODES in turn; when one needs more than
    is left, the layouts already solved decide, if they are at least half of those dealt
    (the reason counts only those), and the contract look-ahead or technique otherwise."""
    from bridgelib.robots import lookahead

    play, auction = _safety_position()
    v = _View(play, auction)
    deals, _ = _hidden_layouts(v, play, layouts_for(4 * play.tricks_left))
    assert len(deals) == 16
    costs = []
    for deal in deals:
        budget = solver.NodeBudget(10**9)
        solver.best_cards(Play(deal, play.contract, play.played), time_limit=None, node_limit=budget)
        costs.append(10**9 - budget.left)
    monkeypatch.setattr(lookahead, "SOLVER_NODES", sum(costs[:10]))  # nothing left for the 11th
    decision = Robot().card(play, auction)
    assert decision.reason.startswith("Looking ahead at the last 4 tricks: of 10 ways the unseen cards may lie, ")
    monkeypatch.setattr(lookahead, "SOLVER_NODES", sum(costs[:7]))  # only 7 of 16 solved
    decision = Robot().card(play, auction)
    fallback = lookahead._contract_card(v, play)
    technique = Robot(use_solver_from=None).card(play, auction)
    assert (decision.action, decision.reason) == (fallback or (technique.action, technique.reason))
    assert "of 7 ways" not in decision.reason
