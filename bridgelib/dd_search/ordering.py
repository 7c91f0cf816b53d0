"""Move ordering: the cards most likely to be best are tried first, so that the search's
cut-offs come early.

The leader's cards are weighted (:func:`order_leads`) in the spirit of Haglund's DDS:
prefer suits where the opponents hold few cards (a small subtree) and cannot ruff, leads
towards partner's high cards or through second hand's, cashing a winner when partner
cannot take over; low cards before high ones. A hand that cannot follow suit ruffs or
discards in the order of :func:`discards` (and :func:`overruff` after a ruff). The
following hands' cards in the suit led are ordered where the search plays them (the
cheapest card that wins the trick first), in :mod:`bridgelib.dd_search.engine`.

>>> from .moves import suit_info
>>> ace_two = 0b1_0000_0000_0001                        # the ace and the two of each suit left
>>> holders = [(0, 1), (0, 1), (2, 3), (2, 3)]          # (ace, two): ♣ ♦ N and E, ♥ ♠ S and W
>>> infos = tuple(suit_info(s, ace_two, [two] + [0] * 11 + [ace]) for s, (ace, two) in enumerate(holders))
>>> [(suit, weight) for weight, _, suit in order_leads(infos, 0, 0, False, ace_two)]  # two winners
[(1, -52), (0, -52)]
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from .moves import SuitInfo

__all__ = ["order_leads", "lead_weights", "trump_lead_weights", "nt_lead_weights", "discards", "overruff", "Discards"]

WeightedLead = tuple[int, int, int]
"""(weight, card, internal suit): the leader's candidates, heaviest tried first."""

Discards = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
"""A hand void in the suit led: its cards ruffs first, discards first, its trumps, its
discards (one card of each run)."""


def order_leads(infos: Sequence[SuitInfo], L: int, best: int, trump: bool, trumps_left: int) -> list[WeightedLead]:
    """The leads of ``L``, heaviest first, and ``best`` (the lead the transposition table
    remembers, 0: none) before all. ``trumps_left``: the trump suit's cards left, on which
    the side suits' weights depend."""
    ms: list[WeightedLead] = []
    for s in (0, 1, 2, 3):
        inf = infos[s]
        if not inf.moves[L]:
            continue
        key = L | trumps_left << 2 if trump and s != 3 else L
        lw = inf.lead_weights.get(key)
        if lw is None:
            lw = inf.lead_weights[key] = (trump_lead_weights(inf, s, L, infos[3]) if trump
                                          else nt_lead_weights(inf, s, L))
        ms.extend(lw)
    ms.sort(reverse=True)
    if best and ms[0][1] != best:
        for i, e in enumerate(ms):
            if e[1] == best:
                del ms[i]
                ms.insert(0, e)
                break
    return ms


def lead_weights(inf: SuitInfo, s: int, L: int, trumps: SuitInfo, trump: bool) -> tuple[WeightedLead, ...]:
    """The weighted leads of ``L`` in internal suit ``s`` (``trumps``: the trump suit)."""
    return trump_lead_weights(inf, s, L, trumps) if trump else nt_lead_weights(inf, s, L)


_LeadSuit = tuple[int, int, int, tuple[int, int, int, int], int, int, int, tuple[int, int, int, int]]


def _lead_suit(inf: SuitInfo, L: int) -> _LeadSuit:
    """What both weightings read: partner, the left-hand and right-hand opponents, the
    suit's lengths, the holders of its top three cards (-1: no such card), and each
    hand's highest card."""
    seq = inf.holders
    return ((L + 2) & 3, (L + 1) & 3, (L + 3) & 3, inf.lengths, seq[0], seq[1] if len(seq) > 1 else -1,
            seq[2] if len(seq) > 2 else -1, inf.highest)


def trump_lead_weights(inf: SuitInfo, s: int, L: int, trumps: SuitInfo) -> tuple[WeightedLead, ...]:
    """:func:`lead_weights` in a trump contract."""
    Pd, lho, rho, ln, top, sec, third, high = _lead_suit(inf, L)
    tl = trumps.lengths
    th = trumps.highest
    side = s != 3
    d = -((ln[lho] or 14) + (ln[rho] or 14)) * 10
    if side:
        if (not ln[lho] and tl[lho]) or (not ln[rho] and tl[rho]):
            d -= 12
        if not ln[Pd] and tl[Pd] and ln[rho]:
            d += 17
        if ln[L] == 1 and tl[L] and ln[Pd] > 1 and top == Pd:
            d += 19
    if top == rho or sec == rho:
        if ln[rho] != 1:
            d -= 12
    elif top == lho and sec == Pd and ln[Pd] != 1:
        d += 27
    e = d + _partner_tops(L, Pd, ln[Pd], sec, third, 20, 13)
    wins_top, wins_low = _trump_wins(Pd, lho, rho, ln, tl, th, side, high[Pd] > (high[lho] | high[rho]))
    single_top = (ln[lho] == 1 and top == lho) or (ln[rho] == 1 and top == rho)
    runs = inf.lead_runs[L]
    top_run = runs[-1][0]
    ms = []
    for c, rr, multi, has2 in runs:
        is_top = top == L and c == top_run
        if wins_top if is_top else wins_low:
            if single_top:
                w = d + 35 + rr
            elif top == L:
                w = d + 48 + rr if sec == Pd else (d + 31 if is_top else d - 3 + rr)
            elif top == Pd:
                w = d + 42 + rr if sec == L else d + 28 + rr
            elif multi:
                w = d + 40 if has2 else d + 22 + rr
            else:
                w = d + 11 + rr
        elif single_top:
            w = e + 2 + rr
        elif top == L:
            w = e + 33 + rr if sec == Pd else (e + 38 if is_top else e - 14 + rr)
        elif top == Pd:
            w = e + 34 + rr
        elif multi and has2:
            w = e + 35
        else:
            w = e + 4 + rr
        ms.append((w, c, s))
    return tuple(ms)


def _trump_wins(Pd: int, lho: int, rho: int, ln: tuple[int, int, int, int], tl: tuple[int, int, int, int],
                th: tuple[int, int, int, int], side: bool, pd_wins: bool) -> tuple[bool, bool]:
    """A trump contract: does the leader's side win the trick leading the suit's top card,
    and leading another? (A top card, or partner's, that no opponent can ruff; or partner
    ruffing.) ``ln``: the suit's lengths, ``tl`` the trumps', ``th`` each hand's top trump;
    ``pd_wins``: partner's top card in the suit beats the opponents'."""
    if not side:
        return True, pd_wins
    no_ruff = bool((ln[lho] or not tl[lho]) and (ln[rho] or not tl[rho]))
    # partner void and able to ruff: he ruffs the top card over the opponents
    wins_top = no_ruff if ln[Pd] or not tl[Pd] else bool(
        (ln[lho] or th[Pd] > th[lho]) and (ln[rho] or th[Pd] > th[rho]))
    if pd_wins:
        return wins_top, no_ruff
    if not ln[Pd] and tl[Pd]:
        return wins_top, bool((ln[lho] or not tl[lho] or th[Pd] > th[lho]) and (ln[rho] or not tl[rho] or th[Pd] > th[rho]))
    return wins_top, False


def _partner_tops(L: int, Pd: int, partner_length: int, sec: int, third: int, both: int, one: int) -> int:
    """The bonus for partner holding the second and third cards of the suit (``both``),
    or one of them with the leader the other and a guard (``one``)."""
    if sec == Pd and third == Pd:
        return both
    if partner_length > 1 and ((sec == L and third == Pd) or (sec == Pd and third == L)):
        return one
    return 0


def nt_lead_weights(inf: SuitInfo, s: int, L: int) -> tuple[WeightedLead, ...]:
    """:func:`lead_weights` at no trumps."""
    Pd, lho, rho, ln, top, sec, third, high = _lead_suit(inf, L)
    d = -((ln[lho] or 14) + (ln[rho] or 14)) * 7
    if not ln[Pd]:
        d -= 9
    # the weight of a winning lead
    ew = d
    if sec == rho:
        if ln[rho] != 1:
            ew -= 1
    elif sec == lho:
        ew += 22 if ln[lho] != 1 else 16
    ew += 45 if (sec != lho or ln[lho] == 1) and (sec != rho or ln[rho] == 1) else 18
    # ... and of another
    e = d + _partner_tops(L, Pd, ln[Pd], sec, third, 35, 25)
    if top == rho or sec == rho:
        if ln[rho] != 1:
            e -= 10
    elif top == lho and sec == Pd and ln[Pd] != 1:
        e += 31
    pd_wins = high[Pd] > (high[lho] | high[rho])
    single_top = (ln[lho] == 1 and top == lho) or (ln[rho] == 1 and top == rho)
    runs = inf.lead_runs[L]
    top_run = runs[-1][0]
    ms = []
    for c, rr, multi, has2 in runs:
        if pd_wins or (top == L and c == top_run):
            w = ew + rr
        elif single_top:
            w = e + 28 + rr
        elif top == L:
            w = e - 17 + rr
        elif not multi:
            w = e + 12 + rr
        elif has2:
            w = e + 48
        else:
            w = e + 29 - rr
        ms.append((w, c, s))
    return tuple(ms)


def discards(infos: Sequence[SuitInfo], h: int, trump: bool, disc: list[Discards | None]) -> Discards:
    """The orders of seat ``h``'s cards when it cannot follow suit (see :data:`Discards`):
    discards from long suits first, keeping a guard of a second-best card and a bare top
    card; kept in ``disc[h]`` for the rest of the node."""
    lows = []
    rest: list[int] = []
    for s in ((0, 1, 2) if trump else (0, 1, 2, 3)):
        inf = infos[s]
        reps = inf.moves[h]
        if reps:
            ln = inf.lengths[h]
            w = ln * 2
            if ln == 2 and inf.holders[1] == h:
                w -= 4
            elif ln == 1 and inf.holders[0] == h:
                w -= 8
            lows.append((w, reps[0]))
            rest.extend(reps[1:])
    lows.sort(reverse=True)
    first = []
    for _, c in lows:  # (a loop: a comprehension is a call of its own under CPython 3.11)
        first.append(c)
    d = tuple(first + rest)
    tr = infos[3].moves[h] if trump else ()
    out = (tr + d, d + tr, tr, d) if tr else (d, d, tr, d)
    disc[h] = out
    return out


def overruff(dd: Discards, w: int) -> tuple[int, ...]:
    """A hand void in the suit led after a ruff ``w``: the lowest overruff first, then
    discards (an underruff rarely helps)."""
    tr = dd[2]
    k = bisect_right(tr, w)
    if k == len(tr):
        return dd[1]
    return (tr[k],) + dd[3] + tr[:k] + tr[k + 1 :]
