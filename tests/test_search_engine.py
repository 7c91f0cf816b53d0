"""The parts of the double-dummy search (bridgelib.dd_search) against brute force.

The solver's own tests (test_solver.py) check whole answers; these check the parts the
search is built from, each on its own, against plain code written here: the suit records
(move generation), the bounds, the move ordering, and the transposition table's key (the
W of an answer: every position that agrees on the cards of W has the same answer).
Positions are small random endings in the engine's layout (see bridgelib.dd_search.bits),
solved exhaustively.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from bridgelib.dd_search import CARD_SUIT, SUIT_MASKS, Engine, TranspositionTable, legal_moves, suit_index
from bridgelib.dd_search.bounds import position_bound, quick_tricks
from bridgelib.dd_search.moves import suit_info
from bridgelib.dd_search.ordering import order_leads
from bridgelib.dd_search.table import widen_runs

# --- brute force, written independently of the engine ---------------------------------------


def bits_of(mask: int) -> list[int]:
    """The single-bit cards of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def random_ending(rng: random.Random, k: int) -> tuple[tuple[int, int, int, int], int]:
    """``k`` random cards to each seat: (each seat's cards, all of them)."""
    cards = rng.sample(range(52), 4 * k)
    own = tuple(sum(1 << c for c in cards[h * k:(h + 1) * k]) for h in range(4))
    return own, sum(own)  # type: ignore[return-value]


def random_deal(seed: int, fewest: int) -> tuple[random.Random, int, tuple[int, int, int, int], int, bool, int]:
    """A seeded random ending of ``fewest`` to 4 cards a hand, strain and leader: (the
    random stream, cards a hand, each seat's cards, all of them, trumps or not, leader)."""
    rng = random.Random(seed)
    k = rng.randint(fewest, 4)
    own, P = random_ending(rng, k)
    return rng, k, own, P, rng.random() < 0.5, rng.randrange(4)


def ns_tricks(own: tuple[int, ...], trump: bool, P: int, L: int) -> int:
    """North-South's tricks from position ``P`` (``L`` on lead) with best play by both sides,
    by trying every legal card."""
    trumps = SUIT_MASKS[3] if trump else 0

    @cache
    def value(P: int, L: int) -> int:
        if not P:
            return 0
        return play(P, L, ())

    def play(P: int, L: int, cards: tuple[int, ...]) -> int:
        h = (L + len(cards)) & 3
        hand = P & own[h]
        if cards:
            follow = hand & SUIT_MASKS[suit_index(cards[0])]
            hand = follow or hand
        results = []
        for c in bits_of(hand):
            trick = cards + (c,)
            if len(trick) < 4:
                results.append(play(P ^ c, L, trick))
                continue
            led = SUIT_MASKS[suit_index(trick[0])]
            winner = max(card for card in trick if card & (led | trumps))
            seat = (L + trick.index(winner)) & 3
            results.append((not seat & 1) + value(P ^ c, seat))
        return max(results) if not h & 1 else min(results)

    return value(P, L)


def infos_of(own: tuple[int, ...], P: int) -> tuple:
    owners = [[next((h for h in range(4) if own[h] >> (13 * s + r) & 1), -1) for r in range(13)] for s in range(4)]
    return tuple(suit_info(s, (P >> (13 * s)) & 0x1FFF, owners[s]) for s in range(4))


# --- move generation: the suit records ----------------------------------------------------------


@pytest.mark.parametrize("seed", range(40))
def test_a_suit_record_matches_the_cards(seed):
    rng = random.Random(seed)
    s = rng.randrange(4)
    owners = [rng.randrange(4) for _ in range(13)]
    left = rng.getrandbits(13)
    info = suit_info(s, left, owners)
    cards = [r for r in range(12, -1, -1) if left >> r & 1]  # ranks left, top first
    bit = [1 << (13 * s + r) for r in cards]
    holders = [owners[r] for r in cards]
    assert info.holders == tuple(holders)
    assert info.count == len(cards)
    assert info.lengths == tuple(holders.count(h) for h in range(4))
    assert info.top_cards == (0, *bit)
    assert info.highest == tuple(next((b for b, h in zip(bit, holders, strict=True) if h == seat), 0)
                                 for seat in range(4))
    code = info.holder_code >> (26 * s)
    assert [(code >> (2 * (len(cards) - 1 - i))) & 3 for i in range(len(cards))] == holders
    # runs: the cards left next to one another in rank order, in one hand
    groups: list[list[int]] = []
    for i, h in enumerate(holders):
        if i and holders[i - 1] == h:
            groups[-1].append(i)
        else:
            groups.append([i])
    for seat in range(4):
        mine = [g for g in groups if holders[g[0]] == seat]
        assert info.moves[seat] == tuple(sorted(bit[g[-1]] for g in mine))
        assert info.runs[seat] == tuple((bit[g[-1]], bit[g[0]]) for g in mine if len(g) > 1)
        # as the lead ordering reads them, lowest first: (lowest card, its place from the
        # top, more than one card, holds the second-highest card)
        assert info.lead_runs[seat] == tuple((bit[g[-1]], g[-1] + 1, len(g) > 1, 1 in g) for g in reversed(mine))
    # the top cards: how many the top card's holder has in a row, the quick tricks (all his
    # cards when no other hand is longer than that), the top cards of the top card's side
    if not cards:
        assert (info.top_count, info.quick_tricks, info.side_tops) == (0, (0, 0, 0, 0), (0, 0, 0))
        return
    top = holders[0]
    run = len(groups[0])
    assert info.top_count == run
    longest_other = max(holders.count(h) for h in range(4) if h != top)
    assert info.quick_tricks == tuple((holders.count(top) if run >= longest_other else run) if h == top else 0
                                      for h in range(4))
    side = holders[:next((i for i, h in enumerate(holders) if (h ^ top) & 1), len(holders))]
    assert info.side_tops == (top & 1, max(side.count(top), side.count(top ^ 2)), bit[len(side) - 1])


@pytest.mark.parametrize("seed", range(30))
def test_legal_moves_are_one_card_of_each_run_of_the_legal_cards(seed):
    rng = random.Random(seed)
    own, P = random_ending(rng, rng.randint(2, 6))
    infos = infos_of(own, P)
    for h in range(4):
        for led in (None, 0, 1, 2, 3):
            hand = P & own[h]
            legal = hand & SUIT_MASKS[led] if led is not None else 0
            legal = legal or hand
            moves = legal_moves(infos, h, led)
            assert len(set(moves)) == len(moves) and all(c & legal for c in moves)
            # every legal card plays alike with one move: the lowest of its run
            runs = {lo: hi for inf in infos for lo, hi in inf.runs[h]}
            covered = 0
            for c in moves:
                top = runs.get(c, c)
                covered |= sum(b for b in bits_of(hand & CARD_SUIT[c]) if c <= b <= top)
            assert covered == legal


# --- bounds ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(60))
def test_the_bounds_never_promise_what_play_does_not_give(seed):
    rng, k, own, P, trump, L = random_deal(seed, 1)
    infos = infos_of(own, P)
    ns = ns_tricks(own, trump, P, L)
    leaders = ns if not L & 1 else k - ns
    for need in range(1, k + 1):
        q, _ = quick_tricks(infos, L, k, need, trump)
        assert q < need or leaders >= need
    for t in range(1, k + 1):
        bound = position_bound(infos, L, k, t, trump)
        if bound is not None:
            assert (bound >= 0) == (ns >= t)


# --- move ordering --------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(20))
def test_the_leads_are_every_move_once_with_the_remembered_one_first(seed):
    rng = random.Random(seed)
    own, P = random_ending(rng, rng.randint(2, 7))
    trump = bool(seed & 1)
    infos = infos_of(own, P)
    L = rng.randrange(4)
    leads = [c for _, c, _ in order_leads(infos, L, 0, trump, (P >> 39) & 0x1FFF)]
    assert sorted(leads) == sorted(legal_moves(infos, L, None))
    best = rng.choice(leads)
    again = [c for _, c, _ in order_leads(infos, L, best, trump, (P >> 39) & 0x1FFF)]
    assert again[0] == best and sorted(again) == sorted(leads)


# --- the transposition table ----------------------------------------------------------------------


def reshuffle_below(rng: random.Random, own: tuple[int, ...], P: int, W: int) -> tuple[int, ...]:
    """``own`` with the cards of ``P`` ranking below the lowest card of ``W`` in each suit
    (every card of a suit that ``W`` has none of) dealt again among the seats that held
    them, each seat keeping its number of them."""
    new = list(own)
    for s in range(4):
        ws = W & SUIT_MASKS[s]
        free = P & SUIT_MASKS[s] & ((ws & -ws) - 1 if ws else -1)
        cards = bits_of(free)
        seats = [next(h for h in range(4) if own[h] & c) for c in cards]
        rng.shuffle(seats)
        for c, h in zip(cards, seats, strict=True):
            for g in range(4):
                new[g] &= ~c
            new[h] |= c
    return tuple(new)


@pytest.mark.parametrize("seed", range(50))
def test_an_answer_holds_for_every_position_that_agrees_on_its_cards(seed):
    # The transposition table's key: an answer W holds wherever the cards at or above the
    # lowest card of W in each suit have the same holders.
    rng, k, own, P, trump, L = random_deal(seed, 2)
    t = rng.randint(1, k)
    engine = Engine(own, trump)  # type: ignore[arg-type]
    v = engine.search(P, L, k, t)
    assert (v >= 0) == (ns_tricks(own, trump, P, L) >= t)
    W = v if v >= 0 else ~v
    for _ in range(4):
        other = reshuffle_below(rng, own, P, W)
        assert (ns_tricks(other, trump, P, L) >= t) == (v >= 0)


@pytest.mark.parametrize("seed", range(20))
def test_a_stored_entry_names_the_cards_of_its_answer(seed):
    rng = random.Random(seed)
    own, P = random_ending(rng, rng.randint(2, 6))
    infos = infos_of(own, P)
    W = 0
    for s in range(4):
        suit = bits_of(P & SUIT_MASKS[s])
        if suit and rng.random() < 0.7:
            W |= rng.choice(suit)
    table = TranspositionTable()
    table.store(P, 7, 0, infos, W, 2, True, 0)
    table.store(P, 7, 0, infos, W, 3, False, 0)  # the same class of positions: one entry
    [entry] = [e for sub in table.buckets[7].values() for e in sub.values()]
    assert (entry.lower, entry.upper, table.entries) == (2, 2, 1)
    for s in range(4):
        ws = W & SUIT_MASKS[s]
        assert infos[s].top_cards[entry.ranks[s]] == (ws & -ws)  # the lowest card of W in the suit


def test_widen_runs_takes_a_run_that_straddles_the_cards_that_mattered():
    two, three, four, five = 1, 2, 4, 8
    assert widen_runs(four, [(two, five)]) == four | two      # the run 2-5 reaches the four
    assert widen_runs(four, [(two, three)]) == four           # wholly below it: no change
    assert widen_runs(0, [(two, five)]) == 0                  # nothing of the suit mattered
