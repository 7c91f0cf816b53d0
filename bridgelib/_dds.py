"""The search engine behind :mod:`bridgelib.solver` (internal).

A position is a 52-bit int of the cards still to be played: internal suit ``s`` occupies
bits 13s..13s+12 (bit 0 of a suit is its two, bit 12 its ace). The trump suit, if any, is
internal suit 3, so a trump always compares higher than any plain card. Seats are 0-3
(N, E, S, W); North-South are "MAX".

``Engine.search(P, L, n, t)`` answers, for a position at the start of a trick with ``n``
tricks to play and ``L`` on lead, whether North-South can take ``t`` of them. It returns
``W >= 0`` for yes and ``~W`` for no, where ``W`` (same layout as a position) holds cards
whose ranks the answer depended on: the answer holds for every position with the same
leader and suit lengths in which the cards ranking at or above the lowest of ``W`` in each
suit have the same holders. That is the key of the transposition table.
"""

from __future__ import annotations

from bisect import bisect_right
from time import perf_counter

F = 0x1FFF  # one suit's field

# MASKS[s][n][k]: in the holder code of suit s with n cards left, the bits of the top k cards
MASKS = tuple(tuple(tuple((((1 << (2 * k)) - 1) << (2 * (n - k))) << (26 * s) for k in range(n + 1))
                    for n in range(14)) for s in range(4))



class OutOfTime(Exception):
    """Raised inside a search when the engine's ``deadline`` (a ``time.perf_counter()``
    value) has passed. Entries already in the transposition table stay valid."""


# suit-info tuple indices
(I_CODE, I_LSIG, I_LENS, I_REPS, I_SEQ, I_QT, I_TOPN, I_HIGH, I_BLOCK, I_KTH, I_MASKS,
 I_MULTI, I_N, I_RINFO, I_LW) = range(15)


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

    def __init__(self, own: tuple[int, int, int, int], trump: bool) -> None:
        self.own = own
        self.trump = trump
        self.nodes = 0
        self.entries = 0
        self.deadline = 0.0  # a time.perf_counter() value; 0: no limit
        self.tt: dict = {}
        self.caches: tuple[dict, dict, dict, dict] = ({}, {}, {}, {})
        self.search = self._make_search()

    def _make_search(self):  # noqa: C901 - one closure keeps the hot loop's names local
        own = self.own
        trump = self.trump
        caches = self.caches
        C0, C1, C2, C3 = caches
        TT = self.tt
        SM = (F, F << 13, F << 26, F << 39)
        TM = SM[3] if trump else 0
        SUIT = {}
        for s in range(4):
            for r in range(13):
                SUIT[1 << (13 * s + r)] = SM[s]
        own_s = [[(own[h] >> (13 * s)) & F for h in range(4)] for s in range(4)]
        owner_of = []
        for s in range(4):
            tab = [-1] * 13
            for h in range(4):
                for r in range(13):
                    if own_s[s][h] >> r & 1:
                        tab[r] = h
            owner_of.append(tab)
        eng = self

        def mk(s: int, A: int):
            tab = owner_of[s]
            base = 13 * s
            code = 0
            # each hand's runs of touching cards, top run first: [lowest, highest, the
            # lowest's place from the top of the suit]
            runs: tuple[list[list[int]], ...] = ([], [], [], [])
            high = [0, 0, 0, 0]
            cnt = [0, 0, 0, 0]
            kth = [0]
            seq = []
            prev = -1
            run = None
            n = 0
            m = A
            while m:
                r = m.bit_length() - 1
                bit = 1 << r
                m ^= bit
                h = tab[r]
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
            lens = tuple(cnt)
            lsig = (cnt[0] | cnt[1] << 4 | cnt[2] << 8 | cnt[3] << 12) << (16 * s)
            top = seq[0] if n else -1
            topn = 0
            while topn < n and seq[topn] == top:
                topn += 1
            qt = [0, 0, 0, 0]
            block = (0, 0, 0)
            if n:
                c = cnt[:]
                c[top] = 0
                qt[top] = cnt[top] if topn >= max(c) else topn
                c = [0, 0, 0, 0]
                j = 0
                while j < n and not (seq[j] ^ top) & 1:
                    c[seq[j]] += 1
                    j += 1
                block = (top & 1, max(c), kth[j])
            second = kth[2] if n > 1 else -1
            reps = []
            multi = []
            rinfo = []
            for rs in runs:
                if rs:
                    multi.append(tuple([(lo, tp) for lo, tp, _ in rs if lo != tp]))
                    rs.reverse()
                    reps.append(tuple([x[0] for x in rs]))
                    rinfo.append(tuple([(lo, rr, lo != tp, lo <= second <= tp)
                                        for lo, tp, rr in rs]))
                else:
                    reps.append(())
                    multi.append(())
                    rinfo.append(())
            info = (
                code << (26 * s), lsig, lens, tuple(reps), tuple(seq), tuple(qt), topn,
                tuple(high), block, tuple(kth), MASKS[s][n], tuple(multi), n, tuple(rinfo), {},
            )
            caches[s][A] = info
            return info

        def last(P, L):
            # one card each: W if NS wins the last trick, else ~W
            c = P & own[L]
            lm = SUIT[c]
            fm = lm | TM
            win = c
            ws = L
            for k in (1, 2, 3):
                h = (L + k) & 3
                d = P & own[h]
                if d > win and d & fm:
                    win = d
                    ws = h
            x = P & (TM if win & TM else lm)
            wb = 0 if x == win else win
            return ~wb if ws & 1 else wb

        def store(key, C, infos, A, W, t, r, best):
            M = 0
            ks = [0, 0, 0, 0]
            for s in range(4):
                ws = (W >> (13 * s)) & F
                if ws:
                    k = (A[s] & -(ws & -ws)).bit_count()
                    ks[s] = k
                    M |= infos[s][I_MASKS][k]
            V = C & M
            bucket = TT.get(key)
            if bucket is None:
                bucket = TT[key] = {}
            sub = bucket.get(M)
            if sub is None:
                sub = bucket[M] = {}
            e = sub.get(V)
            if e is None:
                e = sub[V] = [M, V, 0, 99, tuple(ks), 0]
                eng.entries += 1
            if r:
                if t > e[2]:
                    e[2] = t
            elif t - 1 < e[3]:
                e[3] = t - 1
            if best:
                e[5] = best

        def qtrump(infos, H, n, need, spare):
            """Trump contract: tricks hand ``H`` can cash at once (top trumps first, then
            side-suit winners the opponents must follow), up to ``need``; with their W."""
            i3 = infos[3]
            Hp = H ^ 2
            tl = i3[I_LENS]
            qT = i3[I_QT][H]
            q = 0
            qw = 0
            if qT:
                tn = i3[I_TOPN]
                if qT >= need:
                    return need, i3[I_KTH][need if need < tn else tn]
                q = qT
                qw = i3[I_KTH][tn]
            lho = (H + 1) & 3
            rho = (H + 3) & 3
            ruffL = tl[lho] > qT
            ruffR = tl[rho] > qT
            # partner must not be forced to ruff: he needs a plain card for each trick
            cap = n - tl[Hp] - (qT - tl[Hp] if qT > tl[Hp] else 0) + qT - spare
            if cap > need:
                cap = need
            for s in (0, 1, 2):
                inf = infos[s]
                c = inf[I_QT][H]
                if c:
                    ln = inf[I_LENS]
                    if ruffL and ln[lho] < c:
                        c = ln[lho]
                    if ruffR and ln[rho] < c:
                        c = ln[rho]
                    if c:
                        tn = inf[I_TOPN]
                        if q + c >= cap:
                            j = cap - q
                            if j <= 0:
                                return q, qw
                            return cap, qw | inf[I_KTH][j if j < tn else tn]
                        q += c
                        qw |= inf[I_KTH][tn]
            return q, qw

        def quick(infos, L, n, need):
            """Tricks the side on lead can cash at once, up to ``need``; with their W."""
            Pd = (L + 2) & 3
            if trump:
                q, qw = qtrump(infos, L, n, need, 0)
                if q < need:
                    # or cross to partner in a suit where he holds the top card and no
                    # opponent can ruff, then cash his winners
                    tl = infos[3][I_LENS]
                    lho = (L + 1) & 3
                    rho = (L + 3) & 3
                    for s in (3, 0, 1, 2):
                        inf = infos[s]
                        ln = inf[I_LENS]
                        if ln[L] and inf[I_SEQ][0] == Pd and (
                            s == 3 or ((ln[lho] or not tl[lho]) and (ln[rho] or not tl[rho]))
                        ):
                            q2, w2 = qtrump(infos, Pd, n, need, 1)
                            if q2 > q:
                                return q2, w2 | inf[I_KTH][1]
                            break
                return q, qw
            q = 0
            qw = 0
            for inf in infos:
                c = inf[I_QT][L]
                if c:
                    tn = inf[I_TOPN]
                    if q + c >= need:
                        j = need - q
                        return need, qw | inf[I_KTH][j if j < tn else tn]
                    q += c
                    qw |= inf[I_KTH][tn]
            # cross to partner's winners: a suit where partner holds the top card and
            # the leader a card; the leader first cashes his own (partner can spare
            # cards for them when he holds enough others)
            entry = 0
            qp = 0
            pw = 0
            for inf in infos:
                c = inf[I_QT][Pd]
                if c:
                    qp += c
                    pw |= inf[I_KTH][inf[I_TOPN]]
                    if not entry and inf[I_LENS][L]:
                        entry = 1
            if entry:
                if n - qp >= q:
                    return q + qp, qw | pw
                if qp > q:
                    return qp, pw
            return q, qw

        def order_leads(infos, L, n, best, a3):
            ms = []
            for s in (0, 1, 2, 3):
                inf = infos[s]
                if not inf[I_REPS][L]:
                    continue
                key = L | a3 << 2 if trump and s != 3 else L
                lw = inf[I_LW].get(key)
                if lw is None:
                    lw = inf[I_LW][key] = lead_weights(inf, s, L, infos[3])
                ms.extend(lw)
            ms.sort(reverse=True)
            if best and ms[0][1] != best:
                # the best lead found before (transposition table) first
                for i, e in enumerate(ms):
                    if e[1] == best:
                        del ms[i]
                        ms.insert(0, e)
                        break
            return ms

        def lead_weights(inf, s, L, i3):
            # Weights in the spirit of Haglund's DDS: prefer suits where the
            # opponents hold few cards (a small subtree) and cannot ruff, leads
            # towards partner's high cards or through second hand's, cashing a
            # winner when partner cannot take over; low cards before high ones.
            Pd = (L + 2) & 3
            lho = (L + 1) & 3
            rho = (L + 3) & 3
            tl = i3[I_LENS]
            th = i3[I_HIGH]
            ms = []
            reps = inf[I_RINFO][L]
            ln = inf[I_LENS]
            seq = inf[I_SEQ]
            high = inf[I_HIGH]
            ns = len(seq)
            top = seq[0]
            sec = seq[1] if ns > 1 else -1
            third = seq[2] if ns > 2 else -1
            cl = ln[lho] or 14
            cr = ln[rho] or 14
            side = trump and s != 3
            if trump:
                d = -(cl + cr) * 10
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
            else:
                d = -(cl + cr) * 7
                if not ln[Pd]:
                    d -= 9
            pd_wins = high[Pd] > (high[lho] | high[rho])
            single_top = (ln[lho] == 1 and top == lho) or (ln[rho] == 1 and top == rho)
            for c, rr, multi, has2 in reps:
                is_top = top == L and c == reps[-1][0]
                if trump:
                    if is_top or pd_wins:
                        if not side:
                            win = True
                        elif not is_top or ln[Pd] or not tl[Pd]:
                            win = (ln[lho] or not tl[lho]) and (ln[rho] or not tl[rho])
                        else:
                            win = (ln[lho] or th[Pd] > th[lho]) and (ln[rho] or th[Pd] > th[rho])
                    elif side and not ln[Pd] and tl[Pd]:
                        win = (ln[lho] or not tl[lho] or th[Pd] > th[lho]) and (
                            ln[rho] or not tl[rho] or th[Pd] > th[rho])
                    else:
                        win = False
                    if win:
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
                    else:
                        e = d
                        if sec == Pd and third == Pd:
                            e += 20
                        elif ln[Pd] > 1 and ((sec == L and third == Pd) or (sec == Pd and third == L)):
                            e += 13
                        if single_top:
                            w = e + 2 + rr
                        elif top == L:
                            w = e + 33 + rr if sec == Pd else (e + 38 if is_top else e - 14 + rr)
                        elif top == Pd:
                            w = e + 34 + rr
                        elif multi and has2:
                            w = e + 35
                        else:
                            w = e + 4 + rr
                elif is_top or pd_wins:
                    e = d
                    if sec == rho:
                        if ln[rho] != 1:
                            e -= 1
                    elif sec == lho:
                        e += 22 if ln[lho] != 1 else 16
                    if (sec != lho or ln[lho] == 1) and (sec != rho or ln[rho] == 1):
                        w = e + 45 + rr
                    else:
                        w = e + 18 + rr
                else:
                    e = d
                    if top == rho or sec == rho:
                        if ln[rho] != 1:
                            e -= 10
                    elif top == lho and sec == Pd and ln[Pd] != 1:
                        e += 31
                    if sec == Pd and third == Pd:
                        e += 35
                    elif ln[Pd] > 1 and ((sec == L and third == Pd) or (sec == Pd and third == L)):
                        e += 25
                    if single_top:
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

        def discards(infos, h, disc):
            # (ruff first, discard first, its trumps, its discards) orders for a hand
            # void in the suit led
            lows = []
            rest = []
            for s in ((0, 1, 2) if trump else (0, 1, 2, 3)):
                inf = infos[s]
                reps = inf[I_REPS][h]
                if reps:
                    ln = inf[I_LENS][h]
                    w = ln * 2
                    if ln == 2 and inf[I_SEQ][1] == h:
                        w -= 4
                    elif ln == 1 and inf[I_SEQ][0] == h:
                        w -= 8
                    lows.append((w, reps[0]))
                    rest.extend(reps[1:])
            lows.sort(reverse=True)
            d = [c for _, c in lows]
            d.extend(rest)
            tr = infos[3][I_REPS][h] if trump else ()
            if tr:
                out = (list(tr) + d, d + list(tr), tr, d)
            else:
                out = (d, d, tr, d)
            disc[h] = out
            return out

        def overruff(dd, w):
            # a hand void in the suit led after a ruff: the lowest overruff first, then
            # discards (an underruff rarely helps)
            tr = dd[2]
            k = bisect_right(tr, w)
            if k == len(tr):
                return dd[1]
            return [tr[k]] + dd[3] + list(tr[:k] + tr[k + 1 :])

        def fixseq(W, sq):
            # An all-node tried one card of each run of touching cards; the others give
            # the same result where the run lies wholly inside or wholly below the ranks
            # that matter, so make a run that straddles the boundary lie inside it.
            for lo, tp in sq:
                x = W & SUIT[lo]
                if x and tp >= (x & -x):
                    W |= lo
            return W

        def search(P, L, n, t, only=0, only2=0, only3=0):
            eng.nodes += 1
            if not eng.nodes & 1023 and eng.deadline and perf_counter() > eng.deadline:
                raise OutOfTime
            a0 = P & F
            a1 = (P >> 13) & F
            a2 = (P >> 26) & F
            a3 = P >> 39
            i0 = C0.get(a0) or mk(0, a0)
            i1 = C1.get(a1) or mk(1, a1)
            i2 = C2.get(a2) or mk(2, a2)
            i3 = C3.get(a3) or mk(3, a3)
            C = i0[0] | i1[0] | i2[0] | i3[0]
            key = i0[1] | i1[1] | i2[1] | i3[1] | (L << 64)
            best = 0
            bucket = TT.get(key) if not only else None
            if bucket is not None:
                for M, sub in bucket.items():
                    e = sub.get(C & M)
                    if e is not None:
                        if e[2] >= t:
                            ks = e[4]
                            return i0[I_KTH][ks[0]] | i1[I_KTH][ks[1]] | i2[I_KTH][ks[2]] | i3[I_KTH][ks[3]]
                        if e[3] < t:
                            ks = e[4]
                            return ~(i0[I_KTH][ks[0]] | i1[I_KTH][ks[1]] | i2[I_KTH][ks[2]] | i3[I_KTH][ks[3]])
                        if e[5]:
                            best = e[5]
            infos = (i0, i1, i2, i3)
            Pd = (L + 2) & 3
            lho = (L + 1) & 3
            rho = (L + 3) & 3
            ns_lead = not L & 1
            need = t if ns_lead else n - t + 1  # tricks the side on lead needs
            # --- bounds -------------------------------------------------------------
            if not only:
                # (a forced lead: the bounds hold for the position, not for one lead)
                q, qw = quick(infos, L, n, need)
                if q >= need:
                    return qw if ns_lead else ~qw
                if trump:
                    tl = i3[I_LENS]
                    bside, bcnt, bw = i3[I_BLOCK]
                    if bcnt:
                        # the top trumps in one hand each win a trick
                        if bside == 0:
                            if bcnt >= t:
                                return bw
                        elif n - bcnt < t:
                            return ~bw
                    if not (tl[0] or tl[2]):
                        # every East-West trump wins a trick
                        if n - (tl[1] if tl[1] > tl[3] else tl[3]) < t:
                            return ~0
                    elif not (tl[1] or tl[3]):
                        if (tl[0] if tl[0] > tl[2] else tl[2]) >= t:
                            return 0
                    tseq = i3[I_SEQ]
                    if need >= n - 1 and len(tseq) > 1:
                        top = tseq[0]
                        sec = tseq[1]
                        lside = L & 1
                        if need == n:
                            # The side on lead holds the top trump and wants every trick;
                            # the opponents never get the lead, so a guarded second-best
                            # trump sitting over the top one, or the second and third best
                            # trumps with the second guarded, must take a trick.
                            if (top & 1) == lside and (sec & 1) != lside and tl[sec] > 1:
                                if top == (sec + 3) & 3:
                                    w = i3[I_KTH][2]
                                    return ~w if ns_lead else w
                                if len(tseq) > 2 and (tseq[2] & 1) != lside:
                                    w = i3[I_KTH][3]
                                    return ~w if ns_lead else w
                        elif (top & 1) != lside and (sec & 1) != lside and (tl[sec] > 1 or tl[sec ^ 2] > 1):
                            # the defenders of this target hold the two top trumps and can
                            # keep them from falling together: two tricks
                            w = i3[I_KTH][2]
                            return ~w if ns_lead else w
                elif need == n:
                    # the side on lead wants every trick but the leader holds no suit
                    # in which his side has the top card: the first trick is lost
                    w = 0
                    for inf in infos:
                        if inf[I_LENS][L]:
                            if not (inf[I_SEQ][0] ^ L) & 1:
                                break
                            w |= inf[I_KTH][1]
                    else:
                        return ~w if ns_lead else w
            ms = order_leads(infos, L, n, best, a3) if not only else (
                (0, only, next(s for s in range(4) if SM[s] & only)),)
            want1 = ns_lead
            want2 = not ns_lead
            ynd = n - t + 1 if ns_lead else t  # tricks the second hand's side needs
            n2 = n - 1
            disc = [None, None, None, None]
            W1 = 0
            skip1 = 0
            r = want2
            for _, c1, s1 in ms:
                if c1 & skip1:
                    continue
                inf = infos[s1]
                reps_f = inf[I_REPS]
                LM = SM[s1]
                fm = LM | TM
                high = inf[I_HIGH]
                # ---- second hand
                h2 = high[lho]
                h4 = high[rho]
                hy = h2 if h2 > h4 else h4
                ln = inf[I_LENS]
                pdruff = trump and s1 != 3 and not ln[Pd] and i3[I_LENS][Pd]
                cut2 = 0
                if only2:
                    pass  # a forced second card: the trick's bounds do not apply
                elif hy > c1 and hy > high[Pd] and not pdruff:
                    # the second hand's side wins this trick
                    if ynd == 1:
                        cut2 = 1
                        W2 = hy
                    elif not trump:
                        # ... and then cashes its winners from the hand that won it
                        hh = lho if h2 > h4 else rho
                        ex = 1
                        W2 = hy
                        for x in infos:
                            c = x[I_QT][hh]
                            if c and x is not inf:
                                ex += c
                                W2 |= x[I_KTH][x[I_TOPN]]
                        if ex >= ynd:
                            cut2 = 1
                    elif s1 != 3:
                        # ... and later its top trumps in one hand each take a trick (a
                        # hand void in this suit might have to ruff with one of them)
                        bside, bcnt, bw = i3[I_BLOCK]
                        if bcnt and bside == lho & 1 and (
                                bcnt + 1 if ln[lho] and ln[rho] else bcnt) >= ynd:
                            cut2 = 1
                            W2 = hy | bw
                elif ynd == 1 and trump and s1 != 3 and not pdruff and (
                    (not ln[lho] and i3[I_LENS][lho]) or (not ln[rho] and i3[I_LENS][rho])
                ):
                    # the second hand's side ruffs this trick and no one can overruff
                    cut2 = 1
                    W2 = 0
                if cut2:
                    r = want2
                else:
                    m2 = reps_f[lho]
                    if m2:
                        k = bisect_right(m2, c1 if c1 > high[Pd] else high[Pd])
                        if h4 > c1 and h4 > high[Pd]:
                            pass  # fourth hand wins: play low
                        elif k < len(m2):
                            m2 = m2[k : k + 1] + m2[:k] + m2[k + 1 :]
                    else:
                        dd = disc[lho] or discards(infos, lho, disc)
                        m2 = dd[1] if h4 > c1 and h4 > high[Pd] else dd[0]
                    if only2:
                        m2 = (only2,)
                    W2 = 0
                    skip2 = 0
                    for c2 in m2:
                        if c2 & skip2:
                            continue
                        if c2 > c1 and c2 & fm:
                            w2 = c2
                            ws2 = 1
                        else:
                            w2 = c1
                            ws2 = 0
                        # ---- third hand
                        m3 = reps_f[Pd]
                        if m3:
                            if ws2 == 0 and w2 > h4:
                                pass  # partner wins unless fourth hand ruffs: play low
                            else:
                                k = bisect_right(m3, h4 if h4 > w2 else w2)
                                if k == len(m3) and ws2:
                                    # cannot beat fourth hand: still beat second hand's
                                    # card, forcing fourth hand's high one out
                                    k = bisect_right(m3, w2)
                                if k < len(m3):
                                    m3 = m3[k : k + 1] + m3[:k] + m3[k + 1 :]
                        else:
                            dd = disc[Pd] or discards(infos, Pd, disc)
                            if ws2 == 0 and w2 > h4:
                                m3 = dd[1]
                            elif w2 & TM and s1 != 3:
                                m3 = overruff(dd, w2)
                            else:
                                m3 = dd[0]
                        if only3:
                            m3 = (only3,)
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
                            m4 = reps_f[rho]
                            if m4:
                                if not ws3 & 1 and w3 & LM:
                                    # the leader's side is winning: the cheapest card that
                                    # beats it first (else low cards first)
                                    k = bisect_right(m4, w3)
                                    if k < len(m4):
                                        m4 = m4[k : k + 1] + m4[:k] + m4[k + 1 :]
                            else:
                                dd = disc[rho] or discards(infos, rho, disc)
                                if ws3 & 1:
                                    m4 = dd[1]
                                elif w3 & TM and s1 != 3:
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
                                wb = 0 if x == w else w
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
                                    if want2:
                                        W4 = v | wb
                                        r = want2
                                        break
                                    W4 |= v | wb
                                else:
                                    if not want2:
                                        W4 = ~v | wb
                                        r = want2
                                        break
                                    W4 |= ~v | wb
                                sm = SUIT[c4]
                                x = W4 & sm
                                if x:
                                    x &= -x
                                    if c4 < x:
                                        skip4 |= (x - 1) & sm
                                else:
                                    skip4 |= sm
                            else:
                                r = want1
                                sq = inf[I_MULTI][rho] if reps_f[rho] else (
                                    i0[I_MULTI][rho] + i1[I_MULTI][rho] + i2[I_MULTI][rho] + i3[I_MULTI][rho])
                                if sq:
                                    W4 = fixseq(W4, sq)
                            # ---- back at third hand
                            if r == want1:
                                W3 = W4
                                break
                            W3 |= W4
                            sm = SUIT[c3]
                            x = W3 & sm
                            if x:
                                x &= -x
                                if c3 < x:
                                    skip3 |= (x - 1) & sm
                            else:
                                skip3 |= sm
                        else:
                            r = want2
                            sq = inf[I_MULTI][Pd] if reps_f[Pd] else (
                                i0[I_MULTI][Pd] + i1[I_MULTI][Pd] + i2[I_MULTI][Pd] + i3[I_MULTI][Pd])
                            if sq:
                                W3 = fixseq(W3, sq)
                        # ---- back at second hand
                        if r == want2:
                            W2 = W3
                            break
                        W2 |= W3
                        sm = SUIT[c2]
                        x = W2 & sm
                        if x:
                            x &= -x
                            if c2 < x:
                                skip2 |= (x - 1) & sm
                        else:
                            skip2 |= sm
                    else:
                        r = want1
                        sq = inf[I_MULTI][lho] if reps_f[lho] else (
                            i0[I_MULTI][lho] + i1[I_MULTI][lho] + i2[I_MULTI][lho] + i3[I_MULTI][lho])
                        if sq:
                            W2 = fixseq(W2, sq)
                # ---- back at the leader
                if r == want1:
                    W1 = W2
                    best = c1
                    break
                W1 |= W2
                x = W1 & LM
                if x:
                    x &= -x
                    if c1 < x:
                        skip1 |= (x - 1) & LM
                else:
                    skip1 |= LM
            else:
                r = want2
                best = 0
                sq = i0[I_MULTI][L] + i1[I_MULTI][L] + i2[I_MULTI][L] + i3[I_MULTI][L]
                if sq:
                    W1 = fixseq(W1, sq)
            if not only:
                store(key, C, infos, (a0, a1, a2, a3), W1, t, r, best)
            return W1 if r else ~W1

        def info(s: int, A: int):
            return caches[s].get(A) or mk(s, A)

        self.last = last
        self.info = info
        return search

    def value(self, P: int, L: int, n: int, guess: int | None = None) -> int:
        """North-South's tricks of the ``n`` left from position ``P`` at the start of a
        trick, ``L`` on lead, with best play: null-window searches for a rising or falling
        target, starting from ``guess``."""
        if n == 1:
            return 1 if self.last(P, L) >= 0 else 0
        lo, hi = 0, n
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
