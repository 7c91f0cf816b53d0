"""The double-dummy solver (bridgelib.solver).

Three kinds of evidence: endings solved by hand, with the reasoning in a comment; agreement
with a plain exhaustive minimax written here, independently of the engine, on hundreds of
random endings of up to four cards a hand in every strain and from every leader; and
invariants that must hold on larger random endings, where exhaustive search is too slow.
"""

from __future__ import annotations

import random

import pytest

from bridgelib import AnalysisTimeout, Card, Contract, Deal, Hand, Play, Seat, Strain, solver
from bridgelib.claims import UnseenCards
from bridgelib.solver import ClaimCheck, best_cards, cards_reaching, check_claim, dd_table, solve, solve_play

# --- helpers -----------------------------------------------------------------------------------

def random_position(rng: random.Random, k: int) -> Deal:
    """k random cards to each seat."""
    cards = rng.sample(range(52), 4 * k)
    return Deal({seat: Hand(Card.from_index(i) for i in cards[seat.value * k:(seat.value + 1) * k])
                 for seat in Seat})


def random_play(rng: random.Random, sizes: tuple[int, int], most_cards: int) -> Play:
    """A random ending (hands of a random size in ``sizes``), a random strain and
    declarer, and up to ``most_cards`` random cards already played."""
    deal = random_position(rng, rng.randint(*sizes))
    play = Play(deal, Contract(1, rng.choice(list(Strain)), declarer=rng.choice(list(Seat))))
    for _ in range(rng.randint(0, most_cards)):
        play.play(rng.choice(play.legal_cards()))
    return play


def trick_winner(leader: int, cards: tuple[int, ...], trump: int | None) -> int:
    """The seat winning a complete trick of card indices (suit = index // 13)."""
    best = 0
    for i in range(1, 4):
        c, top = cards[i], cards[best]
        if c // 13 == top // 13:
            if c > top:
                best = i
        elif c // 13 == trump:
            best = i
    return (leader + best) % 4


SUIT_BITS = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))


def ns_minimax(hands: tuple[int, ...], trump: int | None, leader: int, trick: tuple[int, ...],
               memo: dict) -> int:
    """North-South's tricks from here by exhaustive minimax: every legal card of every
    player is tried; North-South maximise, East-West minimise; nothing is pruned (the memo
    only avoids solving one position twice). Hands are bit masks of card indices."""
    key = (hands, leader, trick)
    if key in memo:
        return memo[key]
    seat = (leader + len(trick)) % 4
    hand = hands[seat]
    if not hand:
        return 0
    options = hand
    if trick:
        options = hand & SUIT_BITS[trick[0] // 13] or hand
    values = []
    while options:
        bit = options & -options
        options ^= bit
        card = bit.bit_length() - 1
        rest = hands[:seat] + (hand ^ bit,) + hands[seat + 1:]
        cards = trick + (card,)
        if len(cards) == 4:
            w = trick_winner(leader, cards, trump)
            values.append((w % 2 == 0) + ns_minimax(rest, trump, w, (), memo))
        else:
            values.append(ns_minimax(rest, trump, leader, cards, memo))
    best = max(values) if seat % 2 == 0 else min(values)
    memo[key] = best
    return best


def bits(hand: Hand) -> int:
    return sum(1 << c.index for c in hand)


def minimax_for(deal: Deal, strain: Strain, leader: Seat, memo: dict | None = None) -> int:
    """The leader's side's tricks, by the reference minimax (``memo`` may be shared by
    calls for the same deal and strain)."""
    hands = tuple(bits(deal[s]) for s in Seat)
    trump = None if strain is Strain.NT else strain.value
    ns = ns_minimax(hands, trump, leader.value, (), {} if memo is None else memo)
    return ns if leader.value % 2 == 0 else deal.hand_size - ns


def minimax_play(play: Play) -> int:
    """Declarer's side's final tricks from a Play in progress, by the reference minimax."""
    trick = play.current_trick
    hands = tuple(bits(play.hand(s)) for s in Seat)
    strain = play.contract.strain
    trump = None if strain is Strain.NT else strain.value
    ns_left = ns_minimax(hands, trump, trick.leader.value, tuple(c.index for c in trick.cards), {})
    ns_total = play.tricks_won(Seat.N.side) + ns_left
    total = play.deal.hand_size
    return ns_total if play.declarer.side is Seat.N.side else total - ns_total


# --- positions solved by hand -----------------------------------------------------------------

def test_finesse():
    # North ♠AQ, West ♠K4. Led from South, West must play before North: if the king
    # goes up the ace takes it and the queen is good, if not the queen wins.
    onside = Deal.parse("N:AQ... 65... 32... K4...")
    assert solve(onside, Strain.NT, Seat.S) == 2
    # Led from North himself the finesse is impossible: one trick only.
    assert solve(onside, Strain.NT, Seat.N) == 1
    # With the king behind the ace-queen (East) the finesse loses, whoever leads.
    offside = Deal.parse("N:AQ... K4... 32... 65...")
    assert solve(offside, Strain.NT, Seat.S) == 1
    assert solve(offside, Strain.NT, Seat.N) == 1


def test_ruff():
    # South ♥A4 opposite North's ♠2 (trump) ♦5; East ♥KQ. South cashes ♥A and ruffs the
    # ♥4 in dummy: both tricks with spades trumps, only the ace at no-trump.
    ending = Deal.parse("N:2..5. .KQ.. .A4.. ..AK.")
    assert solve(ending, Strain.S, Seat.S) == 2
    assert solve(ending, Strain.NT, Seat.S) == 1


def test_squeeze():
    # South leads the ♠A. West alone guards hearts (♥KQ against North's ♥A2) and diamonds
    # (♦K9 against ♦A4 opposite ♦Q2) and must discard before North: whatever he lets go,
    # the suit he unguards gives North-South a fourth trick. The three top tricks ♠A ♥A ♦A
    # become four.
    squeeze = Deal.parse("N:.A2.A4. ...8765 A.3.Q2. .KQ.K9.")
    assert solve(squeeze, Strain.NT, Seat.S) == 4
    # With the heart guard in East's hand instead, each defender keeps his guard: three.
    split = Deal.parse("N:.A2.A4. .KQ..87 A.3.Q2. ..K9.65")
    assert solve(split, Strain.NT, Seat.S) == 3


def test_trump_coup():
    # Spades are trumps. South's ♠AQ sit over East's ♠KJ and East holds nothing else.
    # Led from North, East must ruff first and South over-ruffs: both tricks. South on
    # lead has to lead from the ♠AQ himself and loses a trick to the king.
    coup = Deal.parse("N:.A2.. KJ... AQ... ..32.")
    assert solve(coup, Strain.S, Seat.N) == 2
    assert solve(coup, Strain.S, Seat.S) == 1


def test_suit_blocked_by_entries():
    # North-South hold ♠AKQJ but North's ace is single and South has no other entry:
    # the ace takes the king (or the queen), then the defenders take the rest.
    blocked = Deal.parse("N:A.32.. .AKQ.. KQJ... ..432.")
    assert solve(blocked, Strain.NT, Seat.N) == 1
    assert solve(blocked, Strain.NT, Seat.S) == 1
    # The same spades in one hand run: three tricks.
    unblocked = Deal.parse("N:2.32.. .AKQ.. AKQ... ..432.")
    assert solve(unblocked, Strain.NT, Seat.S) == 3


# --- agreement with exhaustive minimax ---------------------------------------------------------

@pytest.mark.parametrize("seed", range(5))
def test_agrees_with_minimax_on_small_endings(seed):
    # 200 endings in all, 20 solves each (every strain, every leader)
    rng = random.Random(1000 + seed)
    for _ in range(40):
        deal = random_position(rng, rng.randint(1, 4))
        for strain in Strain:
            memo: dict = {}
            for leader in Seat:
                assert solve(deal, strain, leader) == minimax_for(deal, strain, leader, memo), (
                    deal.to_pbn(), strain, leader)


@pytest.mark.parametrize("seed", range(4))
def test_agrees_with_minimax_in_the_middle_of_a_trick(seed):
    rng = random.Random(2000 + seed)
    for _ in range(40):
        deal = random_position(rng, rng.randint(2, 4))
        strain = rng.choice(list(Strain))
        play = Play(deal, Contract(1, strain, declarer=rng.choice(list(Seat))))
        for _ in range(rng.randint(1, 3 + 4 * (deal.hand_size - 2))):
            play.play(rng.choice(play.legal_cards()))
        assert solve_play(play) == minimax_play(play), (deal.to_pbn(), play.contract, play.played)
        values = best_cards(play)
        assert sorted(values) == sorted(play.legal_cards())
        for card, tricks in values.items():
            after = play.copy()
            after.play(card)
            assert tricks == minimax_play(after), (deal.to_pbn(), play.contract, play.played, card)


# --- invariants on larger random endings ----------------------------------------------------

@pytest.mark.parametrize("seed", range(4))
def test_the_two_sides_share_the_tricks(seed):
    rng = random.Random(3000 + seed)
    for _ in range(6):
        deal = random_position(rng, rng.randint(5, 7))
        n = deal.hand_size
        for strain in Strain:
            for leader in Seat:
                mine = solve(deal, strain, leader)
                # the same lead, seen as a contract played by the other side
                theirs = solve_play(Play(deal, Contract(1, strain, declarer=leader.right)))
                assert 0 <= mine <= n and mine + theirs == n, (deal.to_pbn(), strain, leader)


def test_dd_table_matches_solve():
    rng = random.Random(4000)
    deal = random_position(rng, 6)
    table = dd_table(deal)
    assert list(table) == [(seat, strain) for seat in Seat for strain in Strain]
    for (declarer, strain), tricks in table.items():
        assert tricks == deal.hand_size - solve(deal, strain, declarer.left)


@pytest.mark.parametrize("seed", range(4))
def test_best_cards_keep_the_result(seed):
    rng = random.Random(5000 + seed)
    for _ in range(3):
        deal = random_position(rng, rng.randint(5, 7))
        play = Play(deal, Contract(1, rng.choice(list(Strain)), declarer=rng.choice(list(Seat))))
        target = solve_play(play)
        while not play.is_over:
            values = best_cards(play)
            ours = play.turn.side is play.declarer.side
            top = max(values.values()) if ours else min(values.values())
            assert top == target == solve_play(play)
            # every other card is no better for the side on turn
            assert all((v <= top) if ours else (v >= top) for v in values.values())
            play.play(rng.choice([c for c, v in values.items() if v == top]))
            assert solve_play(play) == target
        assert play.declarer_tricks == target


@pytest.mark.parametrize("seed", range(4))
def test_cards_reaching_agrees_with_every_cards_tricks(seed):
    """One yes-or-no question per card, at every number of tricks, in the middle of
    tricks too, with declarers of both sides: the same answer as the exact counts."""
    rng = random.Random(5500 + seed)
    for _ in range(8):
        play = random_play(rng, (4, 7), 9)
        if play.is_over:
            continue
        values = best_cards(play)
        won = play.declarer_tricks
        for tricks in range(won - 1, won + play.tricks_left + 2):
            assert cards_reaching(play, tricks) == {c: v >= tricks for c, v in values.items()}, (
                play.deal.to_pbn(), play.contract, play.played, tricks)


def test_a_node_limit_gives_the_same_answer_on_every_call():
    """A limit on the work, not the clock: enough positions give the exact answer; too few
    give up with a sentence, every time, whatever the solver was asked before (its tables
    warm or empty)."""
    rng = random.Random(5600)
    play = random_play(rng, (13, 13), 1)
    exact = best_cards(play, time_limit=None)  # the solver's tables are warm from here on
    need = max(exact.values()) if play.turn.side is play.declarer.side else min(exact.values())
    assert best_cards(play, time_limit=None, node_limit=10_000_000) == exact
    assert (cards_reaching(play, need, time_limit=None, node_limit=10_000_000)
            == {c: v >= need for c, v in exact.items()})
    for limit in (50, 500):
        outcomes = []
        for _ in range(3):
            try:
                outcomes.append(cards_reaching(play, need, time_limit=None, node_limit=limit))
            except AnalysisTimeout as error:
                assert f"would search more than {limit:,} positions" in str(error)
                outcomes.append(None)
            solver._CACHE.clear()
        assert outcomes[0] is None and outcomes == [None, None, None]
    with pytest.raises(AnalysisTimeout, match="Finding the best cards would search more than 500 positions"):
        best_cards(play, node_limit=500)


def test_a_node_budget_is_shared_by_the_questions_asked_in_turn():
    """Each question may use what is left of a NodeBudget and takes off what it searched:
    the same questions with the same budget use the same positions on every run, and a
    question that finds too little left gives up with a sentence."""
    rng = random.Random(5600)
    play = random_play(rng, (9, 9), 1)
    exact = best_cards(play, time_limit=None)
    need = max(exact.values()) if play.turn.side is play.declarer.side else min(exact.values())
    used = []
    for _ in range(2):
        budget = solver.NodeBudget(10_000_000)
        assert best_cards(play, time_limit=None, node_limit=budget) == exact
        after_one = budget.left
        assert cards_reaching(play, need, time_limit=None, node_limit=budget) == {c: v >= need for c, v in exact.items()}
        assert 0 < budget.left < after_one < 10_000_000
        used.append((after_one, budget.left))
    assert used[0] == used[1]
    small = solver.NodeBudget(10_000_000 - used[0][0] + 100)  # enough for the first question only
    best_cards(play, time_limit=None, node_limit=small)
    assert small.left == 100
    with pytest.raises(AnalysisTimeout, match="would search more than 100 positions"):
        best_cards(play, time_limit=None, node_limit=small)
    assert 0 <= small.left < 100  # what it searched before giving up is taken off too
    empty = solver.NodeBudget(0)
    with pytest.raises(AnalysisTimeout, match="Checking the cards has no positions left to search in its budget"):
        cards_reaching(play, need, time_limit=None, node_limit=empty)
    assert repr(empty) == "NodeBudget(0)"
    for bad in (-1, True, 2.5, "100"):
        with pytest.raises(ValueError, match="A budget of positions must be a whole number of 0 or more"):
            solver.NodeBudget(bad)  # type: ignore[arg-type]


def test_cards_reaching_refuses_bad_arguments():
    play = Play(Deal.parse("N:AQ... K4... 32... 65..."), "1NT by S")
    with pytest.raises(ValueError, match="The number of tricks must be a whole number, not '2'"):
        cards_reaching(play, "2")  # type: ignore[arg-type]
    for bad in (0, True, 2.5):
        with pytest.raises(ValueError, match="The node limit must be a whole number of 1 or more"):
            cards_reaching(play, 1, node_limit=bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="The node limit must be a whole number of 1 or more"):
            best_cards(play, node_limit=bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="The position must be a Play"):
        cards_reaching(play.deal, 1)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(4))
def test_claims_of_the_double_dummy_tricks(seed):
    rng = random.Random(6000 + seed)
    for _ in range(4):
        play = random_play(rng, (3, 6), 6)
        dd = solve_play(play) - play.declarer_tricks
        # with no plan a claim must hold however the unseen cards lie (Law 70E; tests/test_claims.py)
        sure = UnseenCards(play).sure()
        assert sure <= dd
        exact = check_claim(play, dd, time_limit=None)  # the verdict, not the speed (benchmarks/claim_check.py)
        assert exact.holds is (sure == dd) and exact.sure == sure
        assert exact.defence is None if exact.holds else exact.reason.startswith(
            "The claim fails: it depends on where the defenders' cards lie")
        assert check_claim(play, sure, time_limit=None).holds
        over = check_claim(play, dd + 1)
        assert not over.holds and over.sure == dd
        assert over.reason.startswith("The claim fails") and over.reason.endswith(".")
        # the defence shown really holds declarer's side to dd of the remaining tricks
        replay = play.copy()
        before = replay.declarer_tricks
        for seat, card in over.line:
            assert replay.turn is seat
            replay.play(card)
        assert replay.is_over and replay.declarer_tricks - before == dd
        assert over.defence == [(s, c) for s, c in over.line if s.side is not play.declarer.side]


# --- claims with a plan ------------------------------------------------------------------------

def squeeze_play() -> Play:
    """South is on lead in the squeeze ending of test_squeeze after one trick."""
    deal = Deal.parse("N:4.A2.A4. ...98765 AK.3.Q2. 3.KQ.K9.")
    return Play(deal, "3NT by S", "S3 S4 C9 SK")


def test_a_claim_of_a_squeeze_needs_west_to_hold_both_guards():
    play = squeeze_play()
    assert solve_play(play) == 1 + 4  # double dummy the squeeze takes them all ...
    verdict = check_claim(play, 4)    # ... but declarer cannot see that West holds both guards
    assert isinstance(verdict, ClaimCheck)
    assert not verdict.holds and verdict.sure == 3
    assert check_claim(play, 3).reason == (
        "Declarer's side takes at least 3 of the remaining 4 tricks however the defenders play.")


def test_a_fixed_plan_does_not_squeeze():
    # Stated in advance, "♠A discarding ♦4 from dummy, then hearts" cannot adapt to West's
    # discard: West keeps his hearts, lets a diamond go, and takes the third round of
    # hearts with the ♥K; declarer's side keeps ♠A, ♥A and ♦A only.
    play = squeeze_play()
    verdict = check_claim(play, 4, ["SA", "D4", "H3", "HA", "H2", "DA", "DQ", "D2"])
    assert not verdict.holds and verdict.sure == 3
    assert verdict.reason == (
        "The claim fails: following the stated plan, declarer's side can be held to 3 of the "
        "remaining 4 tricks, for example with West winning trick 4 with ♥K.")
    assert verdict.defence[0] == (Seat.W, Card.parse("D9"))  # the discard that beats it
    # the plan is followed card by card in the line shown
    ours = [card for seat, card in verdict.line if seat.side is play.declarer.side]
    assert [str(c) for c in ours[:5]] == ["♠A", "♦4", "♥3", "♥A", "♥2"]


def test_a_plan_that_works():
    play = Play(Deal.parse("N:AK... Q2... 43... 65..."), "1NT by N")  # East leads
    verdict = check_claim(play, 2, "SA SK")
    assert verdict.holds and verdict.sure == 2
    assert verdict.reason.startswith("Following the stated plan")


def test_a_plan_silent_on_a_card_assumes_the_worst():
    # The plan names only ♠Q from North: on trick 1 North must choose between ♠A and ♠Q
    # after West leads, and the plan's card is the queen, which loses to East's king.
    play = Play(Deal.parse("N:AQ... K4... 32... 65..."), "1NT by S")  # West leads
    assert check_claim(play, 1, ["SQ"]).holds
    assert not check_claim(play, 2, ["SQ"]).holds
    # with no plan at all every choice of declarer's side goes against it as well
    assert check_claim(play, 1, []).holds


def plan_minimum(play: Play, plan: list[Card]) -> int:
    """Plain exhaustive search: the fewest remaining tricks declarer's side takes when it
    plays the first card of the plan it may play (any card where the plan says none) and
    every free choice, the defenders' included, goes against it."""
    if play.is_over:
        return 0
    legal = play.legal_cards()
    if play.turn.side is play.declarer.side:  # type: ignore[union-attr]
        named = [c for c in plan if c in legal]
        if named:
            legal = named[:1]
    before = play.declarer_tricks
    results = []
    for card in legal:
        play.play(card)
        results.append(play.declarer_tricks - before + plan_minimum(play, plan))
        play.undo()
    return min(results)


@pytest.mark.parametrize("seed", range(3))
def test_plans_agree_with_an_exhaustive_search(seed):
    """Random endings of 2-4 cards a hand, random plans (any of declarer's side's cards,
    in any order, possibly none): check_claim's ``sure`` is the exhaustive minimum, the
    claim holds exactly up to it, and the line shown follows the plan and gives it."""
    rng = random.Random(7100 + seed)
    for _ in range(40):
        play = random_play(rng, (2, 4), 3)
        ours = list(play.hand(play.declarer) | play.hand(play.dummy))
        plan = rng.sample(ours, rng.randint(0, len(ours)))
        expected = plan_minimum(play.copy(), plan)
        holds = check_claim(play, expected, plan)
        assert holds.holds and holds.sure == expected
        fails = check_claim(play, expected + 1, plan)
        assert not fails.holds and fails.sure == expected
        replay = play.copy()
        for seat, card in fails.line:
            assert replay.turn is seat
            if seat.side is play.declarer.side:
                named = [c for c in plan if c in replay.legal_cards()]
                assert not named or card == named[0]  # the plan is obeyed
            replay.play(card)
        assert replay.is_over and replay.declarer_tricks - play.declarer_tricks == expected


def test_a_short_plan_in_a_long_ending():
    """Eight tricks left and a plan of two cards (the rest of declarer's choices go
    against him): no better than double-dummy, and the line shown gives ``sure``."""
    deal = Deal.random(11)
    play = Play(deal, "3NT by S")
    while play.tricks_left > 8:
        play.play(play.legal_cards()[0])
    ours = sorted(play.hand(play.declarer) | play.hand(play.dummy), reverse=True)
    verdict = check_claim(play, 8, ours[:2])
    assert verdict.sure <= solve_play(play) - play.declarer_tricks
    assert not verdict.holds or verdict.sure == 8
    replay = play.copy()
    for _seat, card in verdict.line:
        replay.play(card)
    assert replay.declarer_tricks - play.declarer_tricks == verdict.sure


def test_plan_and_claim_errors():
    play = squeeze_play()
    with pytest.raises(ValueError, match="not in declarer's or dummy's hand"):
        check_claim(play, 4, ["HK"])
    with pytest.raises(ValueError, match="already been played"):
        check_claim(play, 4, ["SK"])
    with pytest.raises(ValueError, match="twice"):
        check_claim(play, 4, ["SA", "SA"])
    with pytest.raises(ValueError, match="; 5 is not a plan"):
        check_claim(play, 4, 5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="The plan holds 7, which is not a card"):
        check_claim(play, 4, ["SA", 7])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="'XX' is not a card or a step of a plan"):
        check_claim(play, 4, "SA, XX")
    assert check_claim(play, 3, "SA, D4, H3, HA, H2, DA, DQ, D2").holds  # commas are fine
    with pytest.raises(ValueError):
        check_claim(play, -1)
    assert not check_claim(play, 5).holds  # only four tricks remain
    assert check_claim(play, 0).holds


def test_bad_arguments():
    deal = Deal.parse("N:AQ... K4... 32... 65...")
    with pytest.raises(ValueError):
        solve("N:AQ... K4... 32... 65...", Strain.NT, Seat.N)  # type: ignore[arg-type]
    assert solve(deal, "NT", "n") == solve(deal, Strain.NT, Seat.N)  # the text forms are read
    with pytest.raises(ValueError, match="'X' is not a strain"):
        solve(deal, "X", Seat.N)
    with pytest.raises(ValueError, match="A seat must be given as text, not 5"):
        solve(deal, Strain.NT, 5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="A plan lists its steps in the order they will be played"):
        check_claim(Play(deal, "1NT by S"), 1, {"SA": 1})  # a dict has no order to play in
    with pytest.raises(ValueError):
        solve_play(deal)  # type: ignore[arg-type]


def test_a_full_deal_with_one_suit_a_hand():
    # Each player holds one whole suit: the trump suit's owner takes every trick he can
    # reach. With North's spades trumps and East on lead, East cashes nothing (North ruffs
    # the first heart) and North then runs thirteen tricks in all.
    deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    assert solve(deal, Strain.S, Seat.E) == 0
    # At no-trump the leader simply runs his suit.
    assert solve(deal, Strain.NT, Seat.W) == 13
    finished = Play(deal, "7S by S")  # West leads a club, North ruffs, and so on
    assert solve_play(finished) == 13


def test_the_solvers_trick_winner_on_bits_agrees_with_the_rules_owner():
    """The solver decides who wins a trick on its own bit-coded cards, for speed; it must
    agree with bridgelib.play.trick_winner, the one statement of the rule, on every kind
    of trick: followed, ruffed, over-ruffed, discarded, at no-trump and in each trump suit."""
    from bridgelib.play import trick_winner
    from bridgelib.solver import _Analysis

    rng = random.Random(12)
    pack = [Card.from_index(i) for i in range(52)]
    deal = Deal.random(3)
    for strain in Strain:
        analysis = _Analysis(deal._masks, strain)
        for _ in range(2000):
            cards = rng.sample(pack, 4)
            if rng.random() < 0.6:  # make following suit likely, as in play
                suit = cards[0].suit
                same = [c for c in pack if c.suit is suit and c not in cards]
                cards[1:] = [rng.choice(same) if rng.random() < 0.7 else c for c in cards[1:]]
                if len(set(cards)) < 4:
                    continue
            leader = rng.randrange(4)
            expected = (leader + trick_winner(cards, strain.suit)) & 3
            assert analysis.winner(leader, [analysis.to_bit[c] for c in cards]) == expected, (strain, cards)


def test_value_does_not_depend_on_the_first_guess_or_known_bounds():
    # the search for a total starts from a guess (dd_table: the last leader's result)
    # and may be told bounds already proved: neither may change the answer
    from bridgelib.solver import _analysis

    rng = random.Random(29)
    for _ in range(12):
        deal = random_position(rng, 5)
        strain = rng.choice(list(Strain))
        leader = rng.choice(list(Seat)).value
        solver._CACHE.clear()
        a = _analysis(deal._masks, strain)
        P = a.bits(deal._masks)
        truth = a.value(P, leader, 5)
        for guess in range(7):
            solver._CACHE.clear()
            a = _analysis(deal._masks, strain)
            assert a.value(P, leader, 5, (), guess) == truth
            assert a.value(P, leader, 5, (), guess, lo=truth) == truth
            assert a.value(P, leader, 5, (), guess, hi=truth) == truth
