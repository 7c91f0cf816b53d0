"""The transposition table: what the search has proved, shared by every position of a deal
that plays alike.

A search answers "can North-South take ``t`` of the ``n`` tricks left?" with a W: the cards
whose ranks the answer depended on (see :mod:`bridgelib.dd_search`). The answer holds for
every position with the same leader and suit lengths in which, in each suit, the cards
ranking at or above the lowest card of W in that suit have the same holders. So an entry
is filed under

- the key: the four hands' lengths in each suit and the leader;
- the holder mask: which of the top cards of each suit the answer depended on (the bits
  of their holders in the position's holder code);
- the holders of those cards (the holder code under that mask);

and holds the bounds proved so far. A position looks at every holder mask filed under its
key and at its own holders under each (the search does this inline, at every node).

>>> from .moves import suit_info
>>> ace_two = 0b1_0000_0000_0001                        # the ace and the two of each suit left
>>> holders = [(0, 1), (0, 1), (2, 3), (2, 3)]          # (ace, two): ♣ ♦ N and E, ♥ ♠ S and W
>>> infos = tuple(suit_info(s, ace_two, [two] + [0] * 11 + [ace]) for s, (ace, two) in enumerate(holders))
>>> P = sum(0b1_0000_0000_0001 << (13 * s) for s in range(4))
>>> table = TranspositionTable()
>>> table.store(P, 1, 0, infos, 1 << 12, 1, True, 1 << 12)  # depended on the club ace only
>>> [(entry.lower, entry.upper, entry.ranks) for sub in table.buckets[1].values() for entry in sub.values()]
[(1, 99, (1, 0, 0, 0))]
"""

from __future__ import annotations

from collections.abc import Sequence

from .bits import CARD_SUIT, SUIT_MASKS
from .moves import SuitInfo

__all__ = ["Entry", "TranspositionTable", "widen_runs"]


class Entry:
    """The bounds proved for a class of positions: North-South take at least ``lower`` and
    at most ``upper`` tricks; ``ranks[s]``: how many top cards of suit ``s`` the bounds
    depend on (their W is ``top_cards[ranks[s]]`` of each suit); ``best``: the lead that
    gave the last cut-off (0: none), tried first next time."""

    __slots__ = ("lower", "upper", "ranks", "best")

    def __init__(self, lower: int, upper: int, ranks: tuple[int, int, int, int], best: int) -> None:
        self.lower = lower
        self.upper = upper
        self.ranks = ranks
        self.best = best


class TranspositionTable:
    """``buckets[key][holder mask][holders under the mask]`` -> :class:`Entry` (see the
    module's docstring); ``entries`` counts them."""

    __slots__ = ("buckets", "entries")

    def __init__(self) -> None:
        self.buckets: dict[int, dict[int, dict[int, Entry]]] = {}
        self.entries = 0

    def clear(self) -> None:
        """Forget everything (to bound the memory a long analysis takes)."""
        self.buckets.clear()
        self.entries = 0

    def store(self, P: int, key: int, code: int, infos: Sequence[SuitInfo], W: int, t: int, made: bool,
              best: int) -> None:
        """File the answer for position ``P`` (``key`` and holder ``code`` as the search
        computed them): North-South ``made`` ``t`` tricks or not, depending on the cards of
        ``W``; ``best`` the lead that proved it (0: none)."""
        M = 0
        ks = [0, 0, 0, 0]
        for s in range(4):
            ws = W & SUIT_MASKS[s]
            if ws:
                k = (P & SUIT_MASKS[s] & -(ws & -ws)).bit_count()  # cards at or above W's lowest
                ks[s] = k
                M |= infos[s].holder_masks[k]
        V = code & M
        bucket = self.buckets.get(key)
        if bucket is None:
            bucket = self.buckets[key] = {}
        sub = bucket.get(M)
        if sub is None:
            sub = bucket[M] = {}
        e = sub.get(V)
        if e is None:
            sub[V] = Entry(t if made else 0, 99 if made else t - 1, (ks[0], ks[1], ks[2], ks[3]), best)
            self.entries += 1
            return
        if made:
            if t > e.lower:
                e.lower = t
        elif t - 1 < e.upper:
            e.upper = t - 1
        if best:
            e.best = best


def widen_runs(W: int, runs: Sequence[tuple[int, int]]) -> int:
    """W for a node where every card was tried: the search tried one card of each run of
    touching cards, and the others give the same result where the run lies wholly inside
    or wholly below the ranks that matter, so a run that straddles the lowest card of W in
    its suit is taken in whole.

    >>> bin(widen_runs(0b100, [(0b1, 0b1000)]))   # a run from the two to the five
    '0b101'
    """
    for lo, tp in runs:
        x = W & CARD_SUIT[lo]
        if x and tp >= (x & -x):
            W |= lo
    return W
