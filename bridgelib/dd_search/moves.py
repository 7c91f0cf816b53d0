"""Move generation: what each hand holds in one suit, read once and kept.

Touching cards in one hand (♠K and ♠Q, or ♠K and ♠J once the ♠Q has gone) play alike, so
the search tries one card of each run, its lowest. :class:`SuitInfo` describes one suit
with some of its cards gone: the runs of each hand (the moves), who holds the top cards,
the quick tricks, and the holder code that keys the transposition table. A suit has at
most 8192 holdings, so the engine builds each one's record once (:func:`suit_info`) and
keeps it for the rest of the deal.

>>> owners = [0, 0, 1, 1, 2, 2, 3, 3, 0, 1, 2, 3, 0]    # clubs 2..A: ♣A ♣T ♣3 ♣2 North's
>>> clubs = suit_info(0, 0b1_1000_0000_0011, owners)    # ♣A, West's ♣K, ♣3 and ♣2 left
>>> clubs.holders                    # the holders, top card first
(0, 3, 0, 0)
>>> clubs.moves[0], clubs.runs[0]    # North's ♣3 and ♣2 play alike; the ♣A is a run of its own
((1, 4096), ((1, 2),))
>>> clubs.quick_tricks               # North cashes all three: West's ♣K falls under the ♣A
(3, 0, 0, 0)
"""

from __future__ import annotations

from .bits import HOLDER_MASKS

__all__ = ["SuitInfo", "suit_info", "legal_moves", "runs_of"]

LeadRun = tuple[int, int, bool, bool]
"""A run the leader may lead: (its lowest card, its lowest card's place from the top of
the suit, more than one card, holds the suit's second-highest card)."""


class SuitInfo:
    """One suit, with some of its cards gone, as the search reads it.

    Seats index the per-seat tuples (0-3: N, E, S, W). Cards are bits of the engine's
    layout (:mod:`bridgelib.dd_search.bits`). A record is built once per holding and
    never changed, except for ``lead_weights``, a cache of the leader's ordering.

    It is a class with ``__slots__`` rather than a tuple: reading a slot costs one
    step, where a tuple read with a named index costs two, and the search reads these
    fields at every node.
    """

    __slots__ = ("holder_code", "length_key", "lengths", "moves", "holders", "quick_tricks", "top_count",
                 "highest", "side_tops", "sure_trumps", "top_cards", "holder_masks", "runs", "count", "lead_runs",
                 "lead_weights")

    holder_code: int
    """The seat of each card left, two bits a card, top card first, at bits ``26s`` up:
    with ``length_key``, what the transposition table compares."""
    length_key: int
    """The four hands' lengths in this suit, four bits each, at bits ``16s`` up."""
    lengths: tuple[int, int, int, int]
    """Each seat's number of cards in the suit."""
    moves: tuple[tuple[int, ...], ...]
    """Each seat's moves: the lowest card of each run of touching cards, lowest run first."""
    holders: tuple[int, ...]
    """The seat holding each card left, top card first."""
    quick_tricks: tuple[int, int, int, int]
    """Tricks each seat can cash in this suit from the top (all its cards if it has the top
    cards and no other hand is longer, else its top cards)."""
    top_count: int
    """How many of the top cards the holder of the top card holds in a row."""
    highest: tuple[int, int, int, int]
    """Each seat's highest card (0: void)."""
    side_tops: tuple[int, int, int]
    """The top cards held by one side: (that side, the most of them in one hand, the cards
    down to the first of the other side's, as a W)."""
    sure_trumps: tuple[tuple[int, int], ...]
    """Read for the trump suit: each seat's cards of the suit that take a trick however
    the others play, with their W: (how many, the lowest card they depend on). Each of a
    hand's trumps goes to a trick of its own, which the other side wins only with a
    higher trump of its own; so the hand's trumps that cannot each be given a higher
    one of the other side's (taken from the top) are sure tricks."""
    top_cards: tuple[int, ...]
    """``top_cards[k]``: the ``k``-th highest card left (``top_cards[0]`` is 0). A result that
    depended on the top ``k`` cards of the suit has ``top_cards[k]`` in its W."""
    holder_masks: tuple[int, ...]
    """``holder_masks[k]``: the bits of the top ``k`` cards in ``holder_code``."""
    runs: tuple[tuple[tuple[int, int], ...], ...]
    """Each seat's runs of two or more touching cards, (lowest, highest)."""
    count: int
    """Cards left in the suit."""
    lead_runs: tuple[tuple[LeadRun, ...], ...]
    """Each seat's runs as the lead ordering reads them (see :data:`LeadRun`), lowest first."""
    lead_weights: dict[int, tuple[tuple[int, int, int], ...]]
    """The ordering's weighted leads from this suit, by leader (and trump length)."""


def suit_info(s: int, left: int, owners: list[int], cache: dict[int, SuitInfo] | None = None) -> SuitInfo:
    """The record of internal suit ``s`` with the cards ``left`` (the suit's 13 bits; bit 0
    the two), ``owners[r]`` holding the card of rank ``r`` (0: the two); kept in ``cache``
    under ``left``, if given."""
    base = 13 * s
    code = 0
    # each hand's runs of touching cards, top run first: [lowest, highest, the lowest's
    # place from the top of the suit]
    runs: tuple[list[list[int]], ...] = ([], [], [], [])
    high = [0, 0, 0, 0]
    cnt = [0, 0, 0, 0]
    kth = [0]
    seq: list[int] = []
    prev = -1
    run: list[int] = []
    n = 0
    m = left
    while m:
        r = m.bit_length() - 1
        bit = 1 << r
        m ^= bit
        h = owners[r]
        code = code << 2 | h
        bit <<= base
        kth.append(bit)
        seq.append(h)
        n += 1
        cnt[h] += 1
        if h == prev:
            run[0] = bit
            run[2] = n
        else:
            run = [bit, bit, n]
            runs[h].append(run)
            if not high[h]:
                high[h] = bit
            prev = h
    second = kth[2] if n > 1 else -1
    reps: list[tuple[int, ...]] = []
    multi: list[tuple[tuple[int, int], ...]] = []
    rinfo: list[tuple[LeadRun, ...]] = []
    # (plain loops: a comprehension is a call of its own under CPython 3.11, and most
    # hands hold one or two runs)
    for rs in runs:
        if not rs:
            reps.append(())
            multi.append(())
            rinfo.append(())
            continue
        mu = []
        rp = []
        ri = []
        for lo, tp, place in rs:  # top run first
            if lo != tp:
                mu.append((lo, tp))
                ri.append((lo, place, True, lo <= second <= tp))
            else:
                ri.append((lo, place, False, lo == second))
            rp.append(lo)
        rp.reverse()
        ri.reverse()
        multi.append(tuple(mu))
        reps.append(tuple(rp))
        rinfo.append(tuple(ri))
    info = SuitInfo()
    info.holder_code = code << (26 * s)
    info.length_key = (cnt[0] | cnt[1] << 4 | cnt[2] << 8 | cnt[3] << 12) << (16 * s)
    info.lengths = (cnt[0], cnt[1], cnt[2], cnt[3])
    info.holders = tuple(seq)
    info.quick_tricks, info.top_count, info.side_tops = _tops(seq, cnt, kth, runs[seq[0]][0][2] if n else 0)
    info.sure_trumps = (_sure(seq, kth, 0), _sure(seq, kth, 1), _sure(seq, kth, 2), _sure(seq, kth, 3))
    info.highest = (high[0], high[1], high[2], high[3])
    info.top_cards = tuple(kth)
    info.holder_masks = HOLDER_MASKS[s][n]
    info.count = n
    info.runs = tuple(multi)
    info.moves = tuple(reps)
    info.lead_runs = tuple(rinfo)
    info.lead_weights = {}
    if cache is not None:
        cache[left] = info
    return info


def _sure(seq: list[int], kth: list[int], h: int) -> tuple[int, int]:
    """Seat ``h``'s sure tricks in a trump suit whose holders, top card first, are ``seq``
    (see :attr:`SuitInfo.sure_trumps`)."""
    higher = 0  # the other side's cards above, not yet given to one of h's
    count = 0
    w = 0
    for i, x in enumerate(seq):
        if (x ^ h) & 1:
            higher += 1
        elif x == h:
            if higher:
                higher -= 1
            else:
                count += 1
                w = kth[i + 1]
    return count, w


def _tops(seq: list[int], cnt: list[int], kth: list[int], topn: int) -> tuple[tuple[int, int, int, int], int,
                                                                             tuple[int, int, int]]:
    """Quick tricks, the top holder's count and the side's top cards (see
    :class:`SuitInfo`) of a suit whose holders, top card first, are ``seq``; ``topn``: how
    many of the top cards the top card's holder holds in a row."""
    if not seq:
        return (0, 0, 0, 0), 0, (0, 0, 0)
    top = seq[0]
    # the longest of the other three hands: all the top hand's cards are winners if none
    # is longer than its run of top cards
    a = cnt[top ^ 1]
    b = cnt[top ^ 2]
    c = cnt[top ^ 3]
    if b > a:
        a = b
    if c > a:
        a = c
    qt = [0, 0, 0, 0]
    qt[top] = cnt[top] if topn >= a else topn
    # the top cards held by the top card's side, and the most of them in one hand
    mine = partner = j = 0
    for h in seq:
        if (h ^ top) & 1:
            break
        if h == top:
            mine += 1
        else:
            partner += 1
        j += 1
    return (qt[0], qt[1], qt[2], qt[3]), topn, (top & 1, mine if mine > partner else partner, kth[j])


def legal_moves(infos: tuple[SuitInfo, ...], h: int, led: int | None) -> list[int]:
    """One card of each run that seat ``h`` may play, low cards first: in the suit ``led``
    (internal suit, or None on lead) if ``h`` holds one, else in any suit.

    >>> owners = [0, 1, 2, 3] * 3 + [0]
    >>> infos = tuple(suit_info(s, 0b1111, owners) for s in range(4))
    >>> legal_moves(infos, 1, 0), len(legal_moves(infos, 1, None))
    ([2], 4)
    """
    if led is not None:
        follow = list(infos[led].moves[h])
        if follow:
            return follow
    return [c for inf in infos for c in inf.moves[h]]


def runs_of(infos: tuple[SuitInfo, ...], h: int) -> list[tuple[int, int]]:
    """(lowest, highest) of every run of two or more touching cards of seat ``h``."""
    return [r for inf in infos for r in inf.runs[h]]
