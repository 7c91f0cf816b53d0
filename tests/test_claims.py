"""Claims under Law 70 (RULES.md 4): a claim with no plan may not rely on an unstated
finesse or guess, a stated plan binds declarer, and a plan's steps say what a beginner
would say ("finesse the ♠Q", "ruff hearts", "cash diamonds from the top").

The evidence: the positions of the issue and of the Laws worked by hand; and agreement of
:class:`bridgelib.claims.UnseenCards` with a plain search written here, which deals out
every layout of the defenders' cards explicitly and lets declarer choose each card
knowing only which layouts are still possible.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from test_solver import random_play

from bridgelib import BridgeError, Card, Deal, DealSession, Play, Seat
from bridgelib.claims import CashFromTop, Finesse, PlayCard, Ruff, UnseenCards, WinCheaply, parse_plan
from bridgelib.errors import NotationError
from bridgelib.play import trick_winner
from bridgelib.solver import check_claim, solve_play

# North ♠3 2 opposite South ♠A Q; East holds ♠K 4. After ♥4 ♥A ♥2 ♥3 dummy is on lead.
FINESSE = "N:32.A.. K4.2.. AQ.3.. 65.4.."
FINESSE_PLAYED = "H4 HA H2 H3"


def finesse_play(deal: str = FINESSE) -> Play:
    return Play(Deal.parse(deal), "1NT by S", FINESSE_PLAYED)


# --- the unstated finesse (Law 70E) ---------------------------------------------------------

def test_a_claim_that_needs_an_unstated_finesse_fails():
    verdict = check_claim(finesse_play(), 2)
    assert not verdict.holds and verdict.certain and verdict.sure == 1
    assert verdict.reason.startswith("The claim fails: it depends on where the defenders' cards lie, and you did "
                                     "not say you would finesse")
    assert "If West held ♠K instead of East, your side could be held to 1 of the 2 tricks." in verdict.reason
    # played out, declarer does not take the finesse he did not state: ♠A, then ♠Q loses
    ours = [str(card) for seat, card in verdict.line if seat.side is Seat.S.side]
    assert "♠A" in ours[:2]
    replay = finesse_play()
    for _seat, card in verdict.line:
        replay.play(card)
    assert replay.declarer_tricks == 1 + 1  # the ♥A, and the ♠A


def test_the_stated_finesse_is_accepted_and_covers_the_king():
    play = finesse_play()
    verdict = check_claim(play, 2, "finesse SQ")
    assert verdict.holds and verdict.sure == 2
    assert verdict.reason.startswith("Following the stated plan")
    # a fixed order of cards cannot say "win with the ace if East covers": East covers
    fixed = check_claim(play, 2, "S3 SQ SA")
    assert not fixed.holds and "East winning trick 2 with ♠K" in fixed.reason
    assert check_claim(play, 1).holds  # one trick is sure however the cards lie


def test_a_stated_finesse_binds_declarer_when_it_loses():
    # the same cards, but West holds the ♠K: the stated finesse loses, and declarer is held to it
    play = finesse_play("N:32.A.. 65.2.. AQ.3.. K4.4..")
    assert not check_claim(play, 2, "finesse SQ").holds
    assert check_claim(play, 1, "finesse SQ").holds


def test_a_defender_who_showed_out_makes_the_finesse_certain():
    # West shows out of spades on the first finesse: East must hold the ♠K, so repeating
    # the finesse is no longer a guess (Law 70E: unless an opponent failed to follow)
    deal = Deal.parse("N:432.A.A. K65.2.3. AQJ.3.2. .4.54.32")
    start = Play(deal, "1NT by S", "H4 HA H2 H3")
    assert solve_play(start) == 1 + 4
    assert not check_claim(start, 4).holds  # the ♠K could be West's
    after = Play(deal, "1NT by S", "H4 HA H2 H3 S2 S5 SJ C2")
    verdict = check_claim(after, 3)
    assert verdict.holds and verdict.sure == 3
    assert UnseenCards(after).sure() == 3


def test_a_two_way_finesse_fails_although_every_layout_makes_it():
    # ♥A J 4 opposite ♥K 10 5, the ♥Q missing: whoever holds it, declarer can take three
    # tricks by finessing the right way, but without seeing it he must guess which way
    deal = Deal.parse("N:A.AJ4.. 3.Q32.. 2.K105.. 4.876..")
    play = Play(deal, "1NT by S", "S4 SA S3 S2")  # dummy on lead
    swapped = Play(Deal.parse("N:A.AJ4.. 3.876.. 2.K105.. 4.Q32.."), "1NT by S", "S4 SA S3 S2")
    for layout in (play, swapped):
        assert solve_play(layout) == 1 + 3
        assert not check_claim(layout, 3).holds and check_claim(layout, 2).holds
    # stated, each finesse is held to the layout: through East it wins, through West not
    through_east = "finesse H10, cash H from the top"
    assert check_claim(play, 3, through_east).holds
    assert not check_claim(swapped, 3, through_east).holds
    assert check_claim(swapped, 3, "H4 HK finesse HJ").holds


def test_a_squeeze_claimed_without_a_plan_fails():
    # West holds both red guards, but declarer cannot see that: the guards could be split
    deal = Deal.parse("N:4.A2.A4. ...98765 AK.3.Q2. 3.KQ.K9.")
    play = Play(deal, "3NT by S", "S3 S4 C9 SK")
    assert solve_play(play) == 1 + 4
    verdict = check_claim(play, 4)
    assert not verdict.holds and verdict.sure == 3
    assert check_claim(play, 3).holds


def test_cashing_top_winners_needs_no_plan():
    deal = Deal.parse("N:AKQ.A.. 432.K.. J65.Q.. 987.J..")
    play = Play(deal, "1NT by S", "HJ HA HK HQ")
    verdict = check_claim(play, 3)
    assert verdict.holds and verdict.sure == 3


def test_the_session_plays_out_an_unstated_finesse_and_undo_takes_it_back():
    deal = Deal.parse(FINESSE)
    session = DealSession(deal, Seat.S, play=Play(deal, "1NT by S", FINESSE_PLAYED))
    outcome = session.claim(2)
    assert not outcome.accepted and outcome.took == 1 and outcome.left == 2
    assert session.undo() == "claim" and not session.is_over
    outcome = session.claim(2, "finesse ♠Q")
    assert outcome.accepted and session.claimed == 2
    session.undo()
    with pytest.raises(BridgeError, match="Your plan cannot be used: The plan ends with 'finesse': say which card"):
        session.claim(2, "finesse")
    assert not session.is_over


def test_the_defenders_top_cards_bound_the_claim_from_above():
    # West, on lead, may hold all three top spades (East's, unseen): he cashes them at
    # no-trump; at hearts dummy and declarer follow once and then ruff
    for contract, cashed, sure in (("1NT by S", 3, 0), ("1H by S", 1, 2)):
        play = Play(Deal.parse("N:5.32.. AKQ... 4.AK.. ..432."), contract)
        unseen = UnseenCards(play)
        suits, v1, v3, leader, left, _ = unseen.position()
        assert unseen.their_top_tricks(suits, v1, v3, leader, left) == cashed, contract
        assert unseen.sure() == sure == layout_minimum(play)


# --- agreement with a plain search over every layout -------------------------------------------

def layout_minimum(play: Play) -> int:
    """Tricks declarer's side is sure of from here when it sees only its own cards: a plain
    search over the explicit set of layouts of the defenders' cards still possible."""
    declarer = play.declarer
    lho, rho = declarer.left, declarer.left.left.left
    trick = play.current_trick
    on_table = list(trick.plays) if trick is not None else []
    unseen = frozenset(play.hand(lho)) | frozenset(play.hand(rho))
    voids: dict[Seat, set[object]] = {lho: set(), rho: set()}
    for done in (*play.tricks, *([trick] if trick is not None else [])):
        for seat, card in done.plays:
            if seat in voids and card.suit is not done.suit_led:
                voids[seat].add(done.suit_led)
    size = len(play.hand(lho))
    layouts = {frozenset(h) for h in combinations(sorted(unseen), size)
               if not any(c.suit in voids[lho] for c in h)
               and not any(c.suit in voids[rho] for c in unseen - frozenset(h))}
    ours = {declarer: set(play.hand(declarer)), play.dummy: set(play.hand(play.dummy))}
    trump = play.contract.strain.suit
    leader = trick.leader if trick is not None else play.turn
    assert leader is not None
    return _best(ours, unseen, layouts, lho, on_table, leader, play.tricks_left, trump)


def _best(ours, unseen, layouts, lho, table, leader, left, trump) -> int:
    if left == 0:
        return 0
    if len(table) == 4:
        won = table[trick_winner([c for _, c in table], trump)][0]
        mine = [(seat, card) for seat, card in table if seat in ours and card in ours[seat]]
        for seat, card in mine:
            ours[seat].discard(card)
        gain = 1 if won.side is next(iter(ours)).side else 0
        theirs = frozenset(card for seat, card in table if seat not in ours)
        result = gain + _best(ours, unseen - theirs, {layout - theirs for layout in layouts}, lho, [], won,
                              left - 1, trump)
        for seat, card in mine:
            ours[seat].add(card)
        return result
    seat = leader
    for _ in table:
        seat = seat.left
    led = table[0][1].suit if table else None
    gone = {c for _, c in table}
    if seat in ours:
        hand = ours[seat] - gone
        legal = [c for c in hand if c.suit is led] or list(hand) if led is not None else list(hand)
        return max(_best(ours, unseen, layouts, lho, table + [(seat, c)], leader, left, trump) for c in legal)
    results = []
    for card in unseen - gone:
        keep = set()
        for layout in layouts:
            hand = (layout if seat is lho else unseen - layout) - gone
            if card in hand and (led is None or card.suit is led or not any(c.suit is led for c in hand)):
                keep.add(layout)
        if keep:
            results.append(_best(ours, unseen, keep, lho, table + [(seat, card)], leader, left, trump))
    return min(results)


@pytest.mark.parametrize("seed", range(3))
def test_unseen_cards_agree_with_a_search_over_every_layout(seed):
    rng = random.Random(8300 + seed)
    for _ in range(25):
        play = random_play(rng, (2, 3), 5)
        if play.is_over:
            continue
        expected = layout_minimum(play)
        assert UnseenCards(play).sure() == expected, str(play)
        assert expected <= solve_play(play) - play.declarer_tricks


# --- the steps of a plan ----------------------------------------------------------------------

def test_plan_steps_read_and_written():
    plan = parse_plan("♠A, finesse H10 ruff c cash d from the top  win as cheaply as possible")
    assert plan == [PlayCard(Card.parse("SA")), Finesse(Card.parse("H10")), Ruff(Card.parse("C2").suit),
                    CashFromTop(Card.parse("D2").suit), WinCheaply()]
    assert parse_plan([str(step) for step in plan]) == plan
    assert parse_plan([Card.parse("SA"), "top D", WinCheaply()]) == [plan[0], plan[3], plan[4]]
    for bad, words in (("finesse", "'finesse': say which card"), ("ruff X", "'X' is not a suit"),
                       ("SA ZZ", "'ZZ' is not a card or a step of a plan")):
        with pytest.raises(NotationError, match=words):
            parse_plan(bad)


def test_plan_steps_that_cannot_be_used_here_are_refused():
    play = finesse_play()
    with pytest.raises(ValueError, match="there are no trumps at no-trump"):
        check_claim(play, 2, "ruff H")
    trumps = Play(Deal.parse(FINESSE), "2S by S", FINESSE_PLAYED)
    with pytest.raises(ValueError, match="spades are trumps"):
        check_claim(trumps, 2, "ruff S")
    with pytest.raises(ValueError, match="♠K is not in declarer's or dummy's hand"):
        check_claim(play, 2, "finesse SK")


def test_ruff_and_win_cheaply():
    # hearts are trumps; West leads the ♣K and North, out of clubs, must ruff it
    deal = Deal.parse("N:A.2.. 2...A 3.A.. ...KQ")
    play = Play(deal, "2H by S")
    play.play("CK")
    assert check_claim(play, 2, "ruff C").holds
    assert check_claim(play, 2, "win as cheaply as possible").holds
    assert not check_claim(play, 2, []).holds  # a plan silent on trick 1: dummy might throw the ♠A
    assert check_claim(play, 2).holds  # no plan: declarer chooses, and ruffing needs no guess


def test_the_rest_are_mine_is_accepted_at_once_early_in_the_deal():
    """A claim of the tricks declarer's top cards take one after another holds however the
    unseen cards lie, so it is accepted without a search, even with 12 tricks left, where
    the searches take seconds (it was "cannot be checked in time" in 3 of 4 such claims of
    benchmarks/claim_check.py)."""
    from bridgelib import Deal, Play
    from bridgelib.claims import UnseenCards
    from bridgelib.solver import check_claim

    play = Play(Deal.random(4), "3NT by S", "S2 S6 S7 S9")
    assert UnseenCards(play).top_tricks_now() == 6
    verdict = check_claim(play, 6)
    assert verdict.holds and verdict.certain and verdict.sure >= 6
    assert verdict.reason == "Declarer's side takes at least 6 of the remaining 12 tricks however the defenders play."
