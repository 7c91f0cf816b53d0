"""Fast, exactly uniform random choice of cards, for dealing.

Cards are handled as bytes (card index 0-51) so that the work happens inside C string
methods rather than Python loops; a hand comes out as the base-256 mask of ``cards.py``.

The main tool is :func:`random_subset`: draw cards i.i.d. from a set and keep the distinct
ones, each round drawing no more than are still missing. The stopping rule depends only on
how many distinct cards have been seen, so relabelling the cards cannot change the
probability of an outcome: every k-card subset is equally likely.

>>> import random
>>> mask = random_subset(random.Random(1).randbytes, ALL_CARDS, 13)[0]
>>> mask.bit_count()
13
"""

from __future__ import annotations

import bisect
import functools
import math
import random
from collections.abc import Callable

ALL_CARDS = bytes(range(52))
_DROP = b"\xff"
_FF = b"\xff" * 52
_MARK_TABLE = bytes(1 if i == 255 else 0 for i in range(256))
# _PATTERN[n] maps a random byte to 0..n-1 uniformly, or to 255 (dropped) past the
# largest multiple of n.
_PATTERN = [b""] + [bytes(i % n if i < 256 // n * n else 255 for i in range(256)) for n in range(1, 53)]
_maketrans = bytes.maketrans

RandBytes = Callable[[int], bytes]


def _marked(cards: bytes) -> bytes:
    """``ALL_CARDS`` with the indices in ``cards`` (repeats allowed, so there may be more
    than 52 of them) replaced by 255."""
    n = len(cards)
    return ALL_CARDS.translate(_maketrans(cards, _FF[:n] if n <= 52 else b"\xff" * n))


def mask_of(cards: bytes) -> int:
    """The base-256 mask of card indices given as bytes (repeats allowed).

    >>> mask_of(bytes(range(13)) * 5) == mask_of(bytes(range(13)))
    True
    """
    return int.from_bytes(_marked(cards).translate(_MARK_TABLE), "little")


def byte_table(cards: bytes) -> bytes:
    """A translate table sending a random byte to a uniformly chosen card of ``cards``,
    or to 255 (to be dropped)."""
    n = len(cards)
    if cards == ALL_CARDS[:n]:
        return _PATTERN[n]
    return _PATTERN[n].translate(_maketrans(ALL_CARDS[:n], cards))


def random_subset(randbytes: RandBytes, cards: bytes, k: int, table: bytes | None = None) -> tuple[int, bytes]:
    """A uniformly random ``k``-card subset of ``cards``: its mask, and the drawn stream
    (which holds exactly those cards, some perhaps twice or more: drawing all 13 of 13
    cards takes about 40 draws, and now and then more than 52).

    >>> rng = random.Random(4)
    >>> all(random_subset(rng.randbytes, ALL_CARDS[:13], 13)[0] == mask_of(ALL_CARDS[:13]) for _ in range(300))
    True
    """
    if table is None:
        table = byte_table(cards)
    stream = randbytes(k + 3).translate(table).replace(_DROP, b"")[:k]
    while True:
        marked = _marked(stream)
        missing = k - marked.count(255)
        if not missing:
            return int.from_bytes(marked.translate(_MARK_TABLE), "little"), stream
        stream += randbytes(missing + 1).translate(table).replace(_DROP, b"")[:missing]


def random_partition(randbytes: RandBytes, cards: bytes, parts: int) -> list[int]:
    """Split ``cards`` into ``parts`` hands of equal size uniformly at random; masks."""
    size = len(cards) // parts
    masks = []
    rest = cards
    for _ in range(parts - 1):
        mask, stream = random_subset(randbytes, rest, size)
        masks.append(mask)
        rest = rest.translate(None, stream)
    masks.append(mask_of(rest))
    return masks


# --- hands with a high-card-point range ---------------------------------------------
# High-card points depend only on which of the 16 honours (A K Q J of each suit) a hand
# holds. Choosing the honours first, each set h weighted by the C(36, 13 - |h|) ways to
# fill the hand with spot cards, then the spot cards uniformly, gives every hand in the
# point range the same chance, without rejecting the hands outside it.
_HONOUR_CARDS = bytes(s * 13 + r for s in range(4) for r in (9, 10, 11, 12))
_HONOUR_POINTS = (1, 2, 3, 4) * 4
_SPOT_CARDS = bytes(c for c in range(52) if c not in _HONOUR_CARDS)
_SPOT_TABLE = byte_table(_SPOT_CARDS)


@functools.cache
def _all_honour_sets() -> tuple[tuple[int, int, int], ...]:
    """(points, size, mask) for each of the 2**16 sets of honours."""
    bits = [1 << (8 * c) for c in _HONOUR_CARDS]
    out = []
    for h in range(1 << 16):
        points = size = mask = 0
        for i in range(16):
            if h >> i & 1:
                points += _HONOUR_POINTS[i]
                size += 1
                mask |= bits[i]
        out.append((points, size, mask))
    return tuple(out)


@functools.cache
def _honour_table(lo: int, hi: int, size: int) -> tuple[list[int], list[int], list[int]] | None:
    masks, sizes, cumulative = [], [], []
    total = 0
    for points, n, mask in _all_honour_sets():
        if lo <= points <= hi and n <= size and size - n <= len(_SPOT_CARDS):
            total += math.comb(len(_SPOT_CARDS), size - n)
            masks.append(mask)
            sizes.append(n)
            cumulative.append(total)
    return (masks, sizes, cumulative) if total else None


def hand_with_points(rng: random.Random, lo: int, hi: int, size: int = 13) -> int | None:
    """The mask of a uniformly random ``size``-card hand (from the whole pack) with
    ``lo`` to ``hi`` high-card points; None when no hand has such points."""
    table = _honour_table(lo, hi, size)
    if table is None:
        return None
    masks, sizes, cumulative = table
    i = bisect.bisect_right(cumulative, rng.randrange(cumulative[-1]))
    spots = size - sizes[i]
    spot_mask = random_subset(rng.randbytes, _SPOT_CARDS, spots, _SPOT_TABLE)[0] if spots else 0
    return masks[i] | spot_mask
