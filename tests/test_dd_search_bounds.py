"""The later-tricks bounds of the double-dummy search (bridgelib.dd_search.bounds) against
brute force: on small random endings, every answer a bound gives is the answer of an
exhaustive search, also for the positions that agree with it on the cards it names (its
W), and the bound does settle some of them."""

from __future__ import annotations

import random

import pytest
from test_search_engine import bits_of, infos_of, ns_tricks  # the brute force the engine is checked against

from bridgelib.dd_search import SUIT_MASKS, Engine
from bridgelib.dd_search.bounds import nt_bound, position_bound, trump_bound


def ending(rng: random.Random, k: int, suits: int) -> tuple[tuple[int, ...], int]:
    """``k`` random cards to each seat from the lowest ``suits`` internal suits (none of
    suit 3, the trumps, when ``suits`` < 4), the first three suits favoured long hands."""
    pool = [13 * s + r for s in range(suits) for r in range(13)]
    cards = rng.sample(pool, 4 * k)
    own = tuple(sum(1 << c for c in cards[h * k:(h + 1) * k]) for h in range(4))
    return own, sum(own)


def reshuffle_below(rng: random.Random, own: tuple[int, ...], P: int, W: int) -> tuple[int, ...]:
    """``own`` with the cards below the lowest card of ``W`` in each suit dealt again among
    the seats that held them (each seat keeping its number of them)."""
    new = list(own)
    for s in range(4):
        ws = W & SUIT_MASKS[s]
        cards = bits_of(P & SUIT_MASKS[s] & ((ws & -ws) - 1 if ws else -1))
        seats = [next(h for h in range(4) if own[h] & c) for c in cards]
        rng.shuffle(seats)
        for c, h in zip(cards, seats, strict=True):
            for g in range(4):
                new[g] &= ~c
            new[h] |= c
    return tuple(new)


def settled_by_rounds(infos: tuple, L: int, n: int) -> bool:
    """The later-tricks part of nt_bound applies: the leader holds a suit his side tops,
    and the suits his side tops hold fewer than ``n`` rounds for it."""
    rounds = sum(max(inf.lengths[L], inf.lengths[L ^ 2]) for inf in infos
                 if inf.count and not (inf.holders[0] ^ L) & 1)
    holds = any(inf.lengths[L] and not (inf.holders[0] ^ L) & 1 for inf in infos)
    return holds and rounds < n


@pytest.mark.parametrize("trump", [False, True])
@pytest.mark.parametrize("seed", range(4))
def test_the_later_tricks_bound_agrees_with_brute_force(seed, trump):
    # The side on lead wants every trick; the bound says it cannot have them when the
    # suits it tops hold too few rounds. In a trump contract it is used once no trump is
    # left (the endings have none).
    rng = random.Random(seed)
    settled = 0
    for _ in range(30):
        k = rng.randint(3, 4)
        own, P = ending(rng, k, 3)
        infos = infos_of(own, P)
        for L in range(4):
            t = k if not L & 1 else 1  # the leader's side wants all the tricks
            bound = nt_bound(infos, L, k)
            whole = position_bound(infos, L, k, t, trump)
            ns = ns_tricks(own, trump, P, L)
            if bound is not None:
                assert (bound >= 0) == (ns >= t)
                W = bound if bound >= 0 else ~bound
                for _ in range(2):
                    other = reshuffle_below(rng, own, P, W)
                    assert (ns_tricks(other, trump, P, L) >= t) == (ns >= t)
            if whole is not None:
                assert (whole >= 0) == (ns >= t)
            if settled_by_rounds(infos, L, k):
                settled += 1
                assert bound is not None and (bound < 0) == (not L & 1)  # the leader's side falls short
            assert Engine(own, trump).value(P, L, k) == ns  # type: ignore[arg-type]
    assert settled >= 5  # the bound settles positions (not only the first-trick rule)


def test_a_suit_the_opponents_top_holds_no_round_for_the_leaders():
    # North leads, North-South want all three tricks at no trumps: their clubs (♣A K
    # North's, ♣Q South's) hold two rounds, and East's ♦A tops the diamonds, the
    # only other suit; so one trick is lost however they play (East keeps his ♦A).
    club = [1 << r for r in range(13)]
    diamond = [1 << (13 + r) for r in range(13)]
    own = (club[12] | club[11] | diamond[11],           # N: ♣A ♣K ♦K
           diamond[12] | club[2] | diamond[0],          # E: ♦A ♣4 ♦2
           club[10] | diamond[10] | diamond[9],         # S: ♣Q ♦Q ♦J
           club[0] | club[1] | diamond[1])              # W: ♣2 ♣3 ♦3
    P = sum(own)
    infos = infos_of(own, P)
    bound = nt_bound(infos, 0, 3)
    assert bound is not None and bound < 0 and ~bound == diamond[12]  # it depended on the ♦A
    assert ns_tricks(own, False, P, 0) == 2


def trump_heavy_ending(rng: random.Random, k: int) -> tuple[tuple[int, ...], int]:
    """``k`` random cards to each seat, one seat (at random) given mostly trumps."""
    heavy = rng.randrange(4)
    trumps = [39 + r for r in range(13)]
    rng.shuffle(trumps)
    mine = trumps[:rng.randint(2, k)]
    rest = [c for c in range(52) if c not in mine]
    rng.shuffle(rest)
    own = []
    for h in range(4):
        cards = mine if h == heavy else []
        while len(cards) < k:
            cards = cards + [rest.pop()]
        own.append(sum(1 << c for c in cards))
    return tuple(own), sum(own)


@pytest.mark.parametrize("seed", range(4))
def test_the_trump_length_bound_agrees_with_brute_force(seed):
    # A hand's trumps beyond all the other side's take tricks: North-South cannot take
    # more than the tricks left less East-West's surplus, and take at least their own.
    rng = random.Random(seed)
    settled = beyond = 0
    for _ in range(25):
        k = rng.randint(3, 4)
        own, P = trump_heavy_ending(rng, k)
        infos = infos_of(own, P)
        tl = infos[3].lengths
        ew = max(tl[1], tl[3]) - tl[0] - tl[2]
        ns_sure = max(tl[0], tl[2]) - tl[1] - tl[3]
        for L in range(4):
            ns = ns_tricks(own, True, P, L)
            assert ns <= k - ew and ns >= ns_sure
            for t in range(1, k + 1):
                need = t if not L & 1 else k - t + 1
                bound = trump_bound(infos[3], L, k, t, need)
                if bound is not None:
                    assert (bound >= 0) == (ns >= t)
                if (ew > 0 and t > k - ew) or ns_sure >= t:
                    settled += 1
                    assert bound is not None
                    beyond += min(tl[0] + tl[2], tl[1] + tl[3]) > 0  # both sides hold trumps
    assert settled >= 10 and beyond >= 3


@pytest.mark.parametrize("seed", range(4))
def test_a_hands_sure_trumps_take_their_tricks(seed):
    # The trumps of one hand that no higher trump of the other side can be matched with,
    # taken from the top: North-South take at least North's (or South's), and at most
    # the tricks left less East's (or West's); trump_bound settles the targets past them.
    rng = random.Random(100 + seed)
    beyond = 0
    for _ in range(25):
        k = rng.randint(3, 4)
        own, P = trump_heavy_ending(rng, k)
        infos = infos_of(own, P)
        sure = infos[3].sure_trumps
        # the same count written plainly: a hand's trumps, each matched (from the top)
        # with the highest unmatched higher trump of the other side
        for h in range(4):
            mine = sorted((c for c in bits_of(P & SUIT_MASKS[3]) if own[h] & c), reverse=True)
            theirs = sorted((c for c in bits_of(P & SUIT_MASKS[3]) if own[h ^ 1] & c or own[h ^ 3] & c),
                            reverse=True)
            used: set[int] = set()
            unmatched = 0
            for c in mine:
                higher = [x for x in theirs if x > c and x not in used]
                if higher:
                    used.add(higher[0])
                else:
                    unmatched += 1
            assert sure[h][0] == unmatched
        ns_least = max(sure[0][0], sure[2][0])
        ew_least = max(sure[1][0], sure[3][0])
        tl = infos[3].lengths
        for L in range(4):
            ns = ns_tricks(own, True, P, L)
            assert ns_least <= ns <= k - ew_least
            for t in range(1, k + 1):
                need = t if not L & 1 else k - t + 1
                bound = trump_bound(infos[3], L, k, t, need)
                if bound is not None:
                    assert (bound >= 0) == (ns >= t)
                if t <= ns_least or t > k - ew_least:
                    assert bound is not None
                    # past the trumps beyond the other side's length alone
                    beyond += not (t <= max(tl[0], tl[2]) - tl[1] - tl[3] or t > k - (max(tl[1], tl[3]) - tl[0] - tl[2]))
                    W = bound if bound >= 0 else ~bound
                    other = reshuffle_below(rng, own, P, W)
                    assert (ns_tricks(other, True, P, L) >= t) == (ns >= t)
    assert beyond >= 3
