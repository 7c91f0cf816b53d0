"""The search itself: a null-window alpha-beta search over whole tricks.

:class:`Engine` answers, for a position at the start of a trick, "can North-South take
``t`` of the ``n`` tricks left?" (:attr:`Engine.search`), and from such answers the number
of tricks (:meth:`Engine.value`). One search node is one trick: the leader's cards in
:func:`~bridgelib.dd_search.ordering.order_leads` order, then each following hand's; a
complete trick recurses to the next, and the last trick is counted directly.

Why closures: the trick loop (``search``: the table, the bounds, the lead and the second
hand; ``third``: the third and fourth hands) runs at every node (tens of thousands in a
full deal) and reads the engine's tables, its trump mask and the other
functions some twenty times a node. Closure cells are read in one step, measured 3-4 ns
quicker a read than ``self.`` attributes under CPython 3.11; so ``_make_lead``,
``_make_third`` and ``_make_last`` build them once per engine, each with the names it
needs. Everything they call (bounds, ordering, the table's ``store``) is plain module
functions. For the same reason each level of the trick repeats, inline, the few lines
that rule out the cards a refuted card showed to play alike: a function call costs about
50-90 ns, and they run for every card tried.

Frames: each trick in the search holds two frames (``search`` and ``third``), and every
local name, closure cell and stack slot is a word of them. CPython 3.11-3.14 keeps frames
in 16 KB chunks and unmaps a chunk as soon as the stack leaves it, so a search that
straddles a chunk's end maps and unmaps one each time it crosses (two system calls); the
smaller the frames, the deeper a caller can be before a full deal's search meets that.
So the functions here keep their names few (about 140 words a trick; the engine before
the split, one frame a trick, took about 130).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from time import perf_counter

from .bits import CARD_SUIT, SUIT_FIELD, SUIT_MASKS, suit_index
from .bounds import nt_bound, nt_quick_tricks, second_hand_bound, trump_bound, trump_quick_tricks
from .moves import SuitInfo, suit_info
from .ordering import Discards, discards, order_leads, overruff
from .table import TranspositionTable, widen_runs

__all__ = ["Engine", "OutOfTime"]

F = SUIT_FIELD


class OutOfTime(Exception):
    """Raised inside a search when the engine's ``deadline`` (a ``time.perf_counter()``
    value) has passed, or its count of nodes has passed ``node_limit``. Entries already in
    the transposition table stay valid."""


Search = Callable[..., int]
"""``search(P, L, n, t, only=0, only2=0, only3=0) -> W or ~W`` (see :attr:`Engine.search`)."""

Third = Callable[[int, int, int, int, int, int, int, SuitInfo, tuple[SuitInfo, ...], list["Discards | None"], int,
                  int, int, int, bool], int]
"""``third(P, L, n, t, c1, c2, LM, inf, infos, disc, only3, Pd, rho, h4, ns_lead)``: the
rest of a trick (see :func:`_make_third`)."""


class Engine:
    """Double-dummy search over one deal (card ownership fixed) in one strain.

    ``own`` gives each seat's cards (internal layout; cards already played may stay in
    it), ``trump`` whether internal suit 3 is trumps. Positions of the same deal share
    the transposition table, so one engine can answer many questions about one deal.

    >>> ace_king, queen_jack = 0b11 << 11, 0b11 << 9      # clubs: A K and Q J
    >>> engine = Engine((ace_king, queen_jack, 0b11, 0b11 << 2), trump=False)
    >>> engine.value(ace_king | queen_jack | 0b1111, 1, 2)  # East leads: N-S win both
    2
    """

    search: Search
    """``search(P, L, n, t)``: for position ``P`` at the start of a trick with ``n >= 2``
    tricks to play and ``L`` on lead, can North-South take ``t`` of them? ``W >= 0`` for
    yes, ``~W`` for no (W: the cards whose ranks the answer depended on). ``only``,
    ``only2``, ``only3``: the cards already played to this trick (``P`` still holds them),
    in order from the leader; such a search is not filed in the table."""

    last: Callable[[int, int], int]
    """``last(P, L)``: the last trick, one card each: ``W`` if North-South win it, else ``~W``."""

    def __init__(self, own: tuple[int, int, int, int], trump: bool) -> None:
        self.own = own
        self.trump = trump
        self.nodes = 0
        self.deadline = 0.0  # a time.perf_counter() value; 0: no limit
        self.check_at = 1024  # the value of ``nodes`` at which the limits are looked at next
        self._node_limit = 0
        self.table = TranspositionTable()
        self.caches: tuple[dict[int, SuitInfo], ...] = ({}, {}, {}, {})
        self.owners = [[-1] * 13 for _ in range(4)]  # owners[s][r]: the seat holding that card
        for h in range(4):
            for s in range(4):
                held = (own[h] >> (13 * s)) & F
                for r in range(13):
                    if held >> r & 1:
                        self.owners[s][r] = h
        self.search, self.last = _make_search(self)

    @property
    def node_limit(self) -> int:
        """A value of ``nodes`` not to pass (0: no limit): the search raises
        :class:`OutOfTime` at the first node past it. (The clock is read only every
        1024 nodes.)"""
        return self._node_limit

    @node_limit.setter
    def node_limit(self, value: int) -> None:
        self._node_limit = value
        self._next_check()

    def check(self) -> None:
        """The search's look at its limits, when ``nodes`` reaches ``check_at``."""
        if (self.deadline and perf_counter() > self.deadline
                or self._node_limit and self.nodes > self._node_limit):
            raise OutOfTime
        self._next_check()

    def _next_check(self) -> None:
        at = (self.nodes | 1023) + 1
        if self._node_limit and self._node_limit < at:
            at = self._node_limit + 1 if self._node_limit >= self.nodes else self.nodes + 1
        self.check_at = at

    @property
    def entries(self) -> int:
        """Entries in the transposition table."""
        return self.table.entries

    def info(self, s: int, left: int) -> SuitInfo:
        """The record of internal suit ``s`` with the cards ``left`` (its 13 bits), built
        once per holding."""
        found = self.caches[s].get(left)
        return suit_info(s, left, self.owners[s], self.caches[s]) if found is None else found

    def infos(self, P: int) -> tuple[SuitInfo, SuitInfo, SuitInfo, SuitInfo]:
        """The four suits' records of position ``P``."""
        info = self.info
        return (info(0, P & F), info(1, (P >> 13) & F), info(2, (P >> 26) & F), info(3, P >> 39))

    def value(self, P: int, L: int, n: int, guess: int | None = None, lo: int = 0, hi: int | None = None) -> int:
        """North-South's tricks of the ``n`` left from position ``P`` at the start of a
        trick, ``L`` on lead, with best play: null-window searches for a rising or falling
        target, starting from ``guess``; the answer is known to lie from ``lo`` to ``hi``
        (None: ``n``), so those targets are not searched again."""
        if n == 1:
            return 1 if self.last(P, L) >= 0 else 0
        hi = n if hi is None or hi > n else hi
        lo = 0 if lo < 0 else lo
        t = (n + 1) // 2 if guess is None else guess
        search = self.search
        while lo < hi:
            if t <= lo:
                t = lo + 1
            elif t > hi:
                t = hi
            if search(P, L, n, t) >= 0:
                lo = t
                t += 1
            else:
                hi = t - 1
                t -= 1
        return lo


def _make_search(eng: Engine) -> tuple[Search, Callable[[int, int], int]]:
    """The engine's ``search`` and ``last``, sharing its tables through closure cells.

    Every level of a trick returns what ``search`` does: ``W`` (>= 0) when North-South
    take the tricks asked, ``~W`` when they do not. A hand of North-South stops at the
    first card that gives ``W``, a hand of East-West at the first that gives ``~W``; a
    card that loses for its hand rules out the cards of its suit that the result showed
    play alike (below the lowest card of W in that suit, or the whole suit if W has none
    of it).
    """
    TM = SUIT_MASKS[3] if eng.trump else 0
    last = _make_last(eng.own, TM)
    third, tie = _make_third(eng.trump, TM, last)
    search = _make_lead(eng, third)
    tie(search)  # the third hand's function recurses into the next trick's search
    return search, last


def _make_last(own: tuple[int, int, int, int], TM: int) -> Callable[[int, int], int]:
    """``last(P, L)``: the last trick (see :attr:`Engine.last`)."""

    def last(P: int, L: int) -> int:
        c = P & own[L]
        lm = CARD_SUIT[c]
        fm = lm | TM
        win = c
        ws = L
        h = (L + 1) & 3  # (the three other hands written out: quicker than a loop)
        d = P & own[h]
        if d > win and d & fm:
            win = d
            ws = h
        h = (L + 2) & 3
        d = P & own[h]
        if d > win and d & fm:
            win = d
            ws = h
        h = (L + 3) & 3
        d = P & own[h]
        if d > win and d & fm:
            win = d
            ws = h
        x = P & (TM if win & TM else lm)
        wb = 0 if x == win else win  # the only card of its suit in the trick: no rank mattered
        return ~wb if ws & 1 else wb

    return last


def _make_lead(eng: Engine, third: Third) -> Search:
    """The search of a node: the table, the bounds, the leads and the second hand's cards
    (the rest of each trick is ``third``'s)."""
    trump = eng.trump
    C0, C1, C2, C3 = eng.caches
    new_info = eng.info  # a holding met for the first time (the caches hold the others)
    buckets = eng.table.buckets
    store = eng.table.store
    quick = trump_quick_tricks if trump else nt_quick_tricks

    def search(P: int, L: int, n: int, t: int, only: int = 0, only2: int = 0, only3: int = 0) -> int:
        eng.nodes += 1
        if eng.nodes >= eng.check_at:
            eng.check()  # the clock every 1024 nodes, the node limit exactly
        # (few names: each is a slot of the frame; see the module's docstring on frames)
        i0 = C0.get(P & F) or new_info(0, P & F)
        i1 = C1.get((P >> 13) & F) or new_info(1, (P >> 13) & F)
        i2 = C2.get((P >> 26) & F) or new_info(2, (P >> 26) & F)
        a3 = P >> 39
        i3 = C3.get(a3) or new_info(3, a3)
        code = i0.holder_code | i1.holder_code | i2.holder_code | i3.holder_code
        key = i0.length_key | i1.length_key | i2.length_key | i3.length_key | (L << 64)
        ns_lead = not L & 1
        if only:
            # a lead already made: the table and the bounds hold for the position, not
            # for one lead
            ms: list[tuple[int, int, int]] | tuple[tuple[int, int, int]] = ((0, only, suit_index(only)),)
            infos = (i0, i1, i2, i3)
        else:
            # the transposition table, read here rather than in a function (a call less a node)
            best = 0
            bucket = buckets.get(key)
            if bucket is not None:
                for M, sub in bucket.items():
                    e = sub.get(code & M)
                    if e is not None:
                        if e.lower >= t:
                            ks = e.ranks
                            return (i0.top_cards[ks[0]] | i1.top_cards[ks[1]] | i2.top_cards[ks[2]]
                                    | i3.top_cards[ks[3]])
                        if e.upper < t:
                            ks = e.ranks
                            return ~(i0.top_cards[ks[0]] | i1.top_cards[ks[1]] | i2.top_cards[ks[2]]
                                     | i3.top_cards[ks[3]])
                        if e.best:
                            best = e.best
            # the bounds (bounds.position_bound's parts, each called where it may settle it)
            infos = (i0, i1, i2, i3)
            need = t if ns_lead else n - t + 1  # tricks the side on lead needs
            q, qw = quick(infos, L, n, need)
            if q >= need:
                return qw if ns_lead else ~qw
            if trump:
                v = trump_bound(i3, L, n, t, need)
                if v is None and not a3 and need == n:
                    v = nt_bound(infos, L, n)  # no trumps left: as at no trumps
                if v is not None:
                    return v
            elif need == n:
                v = nt_bound(infos, L, n)
                if v is not None:
                    return v
            ms = order_leads(infos, L, best, trump, a3)
        ynd = n - t + 1 if ns_lead else t  # tricks the second hand's side needs
        lho = (L + 1) & 3
        # can second_hand_bound settle a trick here? (in a trump contract, past the first
        # trick the second hand's side needs, only with its top trumps)
        tops = i3.side_tops
        may_cut = not only2 and (ynd == 1 or not trump or (tops[0] == lho & 1 and tops[1] + 1 >= ynd))
        Pd = (L + 2) & 3
        h4s = (L + 3) & 3
        disc: list[Discards | None] = [None, None, None, None]
        W1 = 0
        skip1 = 0
        for _, c1, s1 in ms:
            if c1 & skip1:
                continue
            inf = infos[s1]
            LM = SUIT_MASKS[s1]
            high = inf.highest
            h2 = high[lho]
            h4 = high[h4s]
            hp = high[Pd]
            # ---- second hand
            W2 = -1
            if may_cut and (trump and ynd == 1 or (h2 if h2 > h4 else h4) > (c1 if c1 > hp else hp)):
                # (the bound's own first tests, so that it is called only where it may
                # settle the trick: a forced second card is never settled)
                W2 = second_hand_bound(infos, s1, L, c1, ynd, trump)
            if W2 < 0:
                m2 = inf.moves[lho]
                if m2:
                    k = bisect_right(m2, c1 if c1 > hp else hp)
                    if h4 > c1 and h4 > hp:
                        pass  # fourth hand wins: play low
                    elif k < len(m2):
                        m2 = m2[k : k + 1] + m2[:k] + m2[k + 1 :]  # the cheapest card that wins first
                else:
                    dd = disc[lho] or discards(infos, lho, trump, disc)
                    m2 = dd[1] if h4 > c1 and h4 > hp else dd[0]
                if only2:
                    m2 = (only2,)
                W2 = 0
                skip2 = 0
                for c2 in m2:
                    if c2 & skip2:
                        continue
                    v = third(P, L, n, t, c1, c2, LM, inf, infos, disc, only3, Pd, h4s, h4, ns_lead)
                    if v >= 0:
                        if not ns_lead:
                            W2 = v
                            break
                        W2 |= v
                    else:
                        if ns_lead:
                            W2 = ~v
                            break
                        W2 |= ~v
                    sm = CARD_SUIT[c2]
                    x = W2 & sm
                    if x:
                        x &= -x
                        if c2 < x:
                            skip2 |= (x - 1) & sm
                    else:
                        skip2 |= sm
                else:
                    # no second-hand card beats this lead: the leader's side has its tricks
                    sq = inf.runs[lho] if inf.moves[lho] else (
                        i0.runs[lho] + i1.runs[lho] + i2.runs[lho] + i3.runs[lho])
                    if sq:
                        W2 = widen_runs(W2, sq)
                    if not only:
                        store(P, key, code, infos, W2, t, ns_lead, c1)
                    return W2 if ns_lead else ~W2
            # ---- back at the leader: the second hand's side beat this lead
            W1 |= W2
            x = W1 & LM
            if x:
                x &= -x
                if c1 < x:
                    skip1 |= (x - 1) & LM
            else:
                skip1 |= LM
        sq = i0.runs[L] + i1.runs[L] + i2.runs[L] + i3.runs[L]
        if sq:
            W1 = widen_runs(W1, sq)
        if not only:
            store(P, key, code, infos, W1, t, not ns_lead, 0)
        return ~W1 if ns_lead else W1

    return search


def _make_third(trump: bool, TM: int, last: Callable[[int, int], int]) -> tuple[Third, Callable[[Search], None]]:
    """The third and fourth hands of a trick (``third``), and the function that ties it to
    the search it recurses into (the two call each other)."""
    search: Search = _untied

    def third(P: int, L: int, n: int, t: int, c1: int, c2: int, LM: int, inf: SuitInfo,
              infos: tuple[SuitInfo, ...], disc: list[Discards | None], only3: int, Pd: int, rho: int,
              h4: int, ns_lead: bool) -> int:
        """The trick after the lead ``c1`` (of the suit ``LM``, its bits) and the second
        hand's ``c2``: the third and the fourth hands, in one function (a call for each
        third-hand card would cost more). ``Pd``, ``rho``: the leader's partner and
        right-hand opponent, ``h4`` the latter's highest card in the suit, ``ns_lead``:
        North-South led (the search has them at hand: passing them is quicker than
        working them out again)."""
        fm = LM | TM
        if c2 > c1 and c2 & fm:
            w2 = c2
            ws2 = 1
        else:
            w2 = c1
            ws2 = 0
        reps = inf.moves
        m3 = reps[Pd]
        if m3:
            if ws2 == 0 and w2 > h4:
                pass  # partner wins unless fourth hand ruffs: play low
            else:
                k = bisect_right(m3, h4 if h4 > w2 else w2)
                if k == len(m3) and ws2:
                    # cannot beat fourth hand: still beat second hand's card, forcing
                    # fourth hand's high one out
                    k = bisect_right(m3, w2)
                if k < len(m3):
                    m3 = m3[k : k + 1] + m3[:k] + m3[k + 1 :]
        else:
            dd = disc[Pd] or discards(infos, Pd, trump, disc)
            if ws2 == 0 and w2 > h4:
                m3 = dd[1]
            elif w2 & TM and not c1 & TM:  # a ruff
                m3 = overruff(dd, w2)
            else:
                m3 = dd[0]
        if only3:
            m3 = (only3,)
        n2 = n - 1
        W3 = 0
        skip3 = 0
        for c3 in m3:
            if c3 & skip3:
                continue
            if c3 > w2 and c3 & fm:
                w3 = c3
                ws3 = 2
            else:
                w3 = w2
                ws3 = ws2
            # ---- fourth hand
            m4 = reps[rho]
            if m4:
                if not ws3 & 1 and w3 & LM:
                    # the leader's side is winning: the cheapest card that beats it first
                    # (else low cards first)
                    k = bisect_right(m4, w3)
                    if k < len(m4):
                        m4 = m4[k : k + 1] + m4[:k] + m4[k + 1 :]
            else:
                dd = disc[rho] or discards(infos, rho, trump, disc)
                if ws3 & 1:
                    m4 = dd[1]
                elif w3 & TM and not c1 & TM:
                    m4 = overruff(dd, w3)
                else:
                    m4 = dd[0]
            c123 = c1 | c2 | c3
            P3 = P ^ c123
            W4 = 0
            skip4 = 0
            for c4 in m4:
                if c4 & skip4:
                    continue
                if c4 > w3 and c4 & fm:
                    w = c4
                    wseat = rho
                else:
                    w = w3
                    wseat = (L + ws3) & 3
                x = (c123 | c4) & (TM if w & TM else LM)
                wb = 0 if x == w else w  # the only card of its suit in the trick: no rank mattered
                if wseat & 1:
                    if t > n2:
                        v = -1
                    elif n2 == 1:
                        v = last(P3 ^ c4, wseat)
                    else:
                        v = search(P3 ^ c4, wseat, n2, t)
                elif t <= 1:
                    v = 0
                elif n2 == 1:
                    v = last(P3 ^ c4, wseat)
                else:
                    v = search(P3 ^ c4, wseat, n2, t - 1)
                if v >= 0:
                    if not ns_lead:
                        W4 = v | wb
                        break
                    W4 |= v | wb
                else:
                    if ns_lead:
                        W4 = ~v | wb
                        break
                    W4 |= ~v | wb
                sm = CARD_SUIT[c4]
                x = W4 & sm
                if x:
                    x &= -x
                    if c4 < x:
                        skip4 |= (x - 1) & sm
                else:
                    skip4 |= sm
            else:
                # no fourth-hand card beats the third hand's: the leader's side has it
                sq = inf.runs[rho] if reps[rho] else (
                    infos[0].runs[rho] + infos[1].runs[rho] + infos[2].runs[rho] + infos[3].runs[rho])
                if sq:
                    W4 = widen_runs(W4, sq)
                return W4 if ns_lead else ~W4
            # ---- back at third hand: the fourth hand beat this card
            W3 |= W4
            sm = CARD_SUIT[c3]
            x = W3 & sm
            if x:
                x &= -x
                if c3 < x:
                    skip3 |= (x - 1) & sm
            else:
                skip3 |= sm
        sq = inf.runs[Pd] if reps[Pd] else (
            infos[0].runs[Pd] + infos[1].runs[Pd] + infos[2].runs[Pd] + infos[3].runs[Pd])
        if sq:
            W3 = widen_runs(W3, sq)
        return ~W3 if ns_lead else W3

    def tie(to: Search) -> None:
        nonlocal search
        search = to

    return third, tie


def _untied(*args: int) -> int:
    raise RuntimeError("The third hand's search is not tied to a search yet.")
