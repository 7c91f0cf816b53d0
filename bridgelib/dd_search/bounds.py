"""Bounds: tricks a side is sure of, which settle a position without searching its cards.

Each bound returns what the search would: a W (the cards whose ranks the answer depended
on) for "North-South can take the tricks asked", ``~W`` for "they cannot", or ``None``
when it settles nothing. The bounds come in two kinds:

- quick tricks (:func:`quick_tricks`): winners the side on lead can cash at once;
- sure-trick bounds: top trumps in one hand each take a trick, trumps the other side
  cannot stop, the first trick lost when the leader has no winner to lead
  (:func:`trump_bound`, :func:`nt_bound`; :func:`position_bound` is all of them), and the second hand's side winning this trick and then
  enough others (:func:`second_hand_bound`).

>>> from .moves import suit_info
>>> ace_two = 0b1_0000_0000_0001                        # the ace and the two of each suit left
>>> holders = [(0, 1), (0, 1), (2, 3), (2, 3)]          # (ace, two): ♣ ♦ N and E, ♥ ♠ S and W
>>> infos = tuple(suit_info(s, ace_two, [two] + [0] * 11 + [ace]) for s, (ace, two) in enumerate(holders))
>>> aces = 1 << 12 | 1 << 25                             # the ♣A and the ♦A
>>> quick_tricks(infos, 0, 2, 2, False) == (2, aces)    # North leads: he cashes both
True
>>> position_bound(infos, 0, 2, 2, False) == aces       # so North-South take the two tricks
True
"""

from __future__ import annotations

from collections.abc import Sequence

from .moves import SuitInfo

__all__ = ["quick_tricks", "trump_quick_tricks", "nt_quick_tricks", "position_bound", "trump_bound", "nt_bound", "second_hand_bound"]


def _trump_quick_tricks(infos: Sequence[SuitInfo], H: int, n: int, need: int, spare: int) -> tuple[int, int]:
    """Trump contract: tricks hand ``H`` can cash at once (top trumps first, then side-suit
    winners the opponents must follow), up to ``need``; with their W."""
    i3 = infos[3]
    Hp = H ^ 2
    tl = i3.lengths
    qT = i3.quick_tricks[H]
    q = 0
    qw = 0
    if qT:
        tn = i3.top_count
        if qT >= need:
            return need, i3.top_cards[need if need < tn else tn]
        q = qT
        qw = i3.top_cards[tn]
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
        c = inf.quick_tricks[H]
        if c:
            ln = inf.lengths
            if ruffL and ln[lho] < c:
                c = ln[lho]
            if ruffR and ln[rho] < c:
                c = ln[rho]
            if c:
                tn = inf.top_count
                if q + c >= cap:
                    j = cap - q
                    if j <= 0:
                        return q, qw
                    return cap, qw | inf.top_cards[j if j < tn else tn]
                q += c
                qw |= inf.top_cards[tn]
    return q, qw


def quick_tricks(infos: Sequence[SuitInfo], L: int, n: int, need: int, trump: bool) -> tuple[int, int]:
    """Tricks the side of ``L`` (on lead, ``n`` tricks left) can cash at once, with their W;
    counted until there are ``need`` (the search only asks whether there are), so the
    count may stop at ``need`` or, crossing to partner's winners, pass it. (The search
    calls :func:`trump_quick_tricks` or :func:`nt_quick_tricks` itself.)"""
    return trump_quick_tricks(infos, L, n, need) if trump else nt_quick_tricks(infos, L, n, need)


def trump_quick_tricks(infos: Sequence[SuitInfo], L: int, n: int, need: int) -> tuple[int, int]:
    """:func:`quick_tricks` in a trump contract."""
    q, qw = _trump_quick_tricks(infos, L, n, need, 0)
    if q < need:
        # or cross to partner in a suit where he holds the top card and no opponent can
        # ruff, then cash his winners
        Pd = (L + 2) & 3
        tl = infos[3].lengths
        lho = (L + 1) & 3
        rho = (L + 3) & 3
        for s in (3, 0, 1, 2):
            inf = infos[s]
            ln = inf.lengths
            if ln[L] and inf.holders[0] == Pd and (
                s == 3 or ((ln[lho] or not tl[lho]) and (ln[rho] or not tl[rho]))
            ):
                q2, w2 = _trump_quick_tricks(infos, Pd, n, need, 1)
                if q2 > q:
                    return q2, w2 | inf.top_cards[1]
                break
    return q, qw


def nt_quick_tricks(infos: Sequence[SuitInfo], L: int, n: int, need: int) -> tuple[int, int]:
    """:func:`quick_tricks` at no trumps."""
    q = 0
    qw = 0
    for inf in infos:
        c = inf.quick_tricks[L]
        if c:
            tn = inf.top_count
            if q + c >= need:
                j = need - q
                return need, qw | inf.top_cards[j if j < tn else tn]
            q += c
            qw |= inf.top_cards[tn]
    # cross to partner's winners: a suit where partner holds the top card and the leader
    # a card; the leader first cashes his own (partner can spare cards for them when he
    # holds enough others)
    Pd = (L + 2) & 3
    entry = 0
    qp = 0
    pw = 0
    for inf in infos:
        c = inf.quick_tricks[Pd]
        if c:
            qp += c
            pw |= inf.top_cards[inf.top_count]
            if not entry and inf.lengths[L]:
                entry = 1
    if entry:
        if n - qp >= q:
            return q + qp, qw | pw
        if qp > q:
            return qp, pw
    return q, qw


def position_bound(infos: Sequence[SuitInfo], L: int, n: int, t: int, trump: bool) -> int | None:
    """The search's answer for the position (``L`` on lead, ``n`` tricks left, can
    North-South take ``t``?) when a quick-trick or sure-trick bound settles it, else None.
    (The search calls its parts itself, each only where it can settle something.)"""
    ns_lead = not L & 1
    need = t if ns_lead else n - t + 1  # tricks the side on lead needs
    q, qw = quick_tricks(infos, L, n, need, trump)
    if q >= need:
        return qw if ns_lead else ~qw
    if trump:
        v = trump_bound(infos[3], L, n, t, need)
        if v is None and not infos[3].count and need == n:
            v = nt_bound(infos, L, n)  # no trumps left: as at no trumps
        return v
    return nt_bound(infos, L, n) if need == n else None


def nt_bound(infos: Sequence[SuitInfo], L: int, n: int) -> int | None:
    """No trumps (or none left), the side on lead wanting all the ``n`` tricks left (as
    :func:`position_bound`): the first trick is lost when the leader holds no suit in
    which his side has the top card; and every trick is not won when the suits in which
    his side has the top card hold fewer than ``n`` rounds for it (in each, the length
    of its longer hand there): a trick in a suit whose top card the opponents hold is
    theirs while they keep that card, and they need not let it go (the later-tricks
    bound of Haglund's DDS). The answer depends on who holds the top card of the suits
    the opponents top."""
    w = 0  # the top cards of the suits the leader holds
    wo = 0  # the top cards of the suits the opponents top
    rounds = 0
    lead_ok = False
    for inf in infos:
        if inf.count:
            ln = inf.lengths
            if (inf.holders[0] ^ L) & 1:
                wo |= inf.top_cards[1]
                if ln[L]:
                    w |= inf.top_cards[1]
            else:
                a = ln[L]
                b = ln[L ^ 2]
                rounds += a if a > b else b
                if a:
                    lead_ok = True
    if lead_ok:
        if rounds >= n:
            return None
        w = wo
    return w if L & 1 else ~w


def trump_bound(i3: SuitInfo, L: int, n: int, t: int, need: int) -> int | None:
    """Sure tricks from the trumps (``i3``) alone, the side on lead needing ``need`` of
    the ``n`` tricks left (as :func:`position_bound`)."""
    tl = i3.lengths
    # the trumps of one hand that take a trick however the others play
    a, b = i3.sure_trumps[1], i3.sure_trumps[3]
    if b[0] > a[0]:
        a = b
    if a[0] and n - a[0] < t:
        return ~a[1]
    a, b = i3.sure_trumps[0], i3.sure_trumps[2]
    if b[0] > a[0]:
        a = b
    if a[0] >= t:
        return a[1]
    # Every trump of a side's longest trump hand is played in a trick of its own, which
    # the other side wins only by playing a trump to it (a higher one): so that hand's
    # trumps beyond all the other side's take tricks (with no trump against them, all).
    ew = (tl[1] if tl[1] > tl[3] else tl[3]) - tl[0] - tl[2]
    if ew > 0 and n - ew < t:
        return ~0
    if (tl[0] if tl[0] > tl[2] else tl[2]) - tl[1] - tl[3] >= t:
        return 0
    tseq = i3.holders
    if need >= n - 1 and len(tseq) > 1:
        ns_lead = not L & 1
        top = tseq[0]
        sec = tseq[1]
        lside = L & 1
        if need == n:
            # The side on lead holds the top trump and wants every trick; the opponents
            # never get the lead, so a guarded second-best trump sitting over the top
            # one, or the second and third best trumps with the second guarded, must
            # take a trick.
            if (top & 1) == lside and (sec & 1) != lside and tl[sec] > 1:
                if top == (sec + 3) & 3:
                    w = i3.top_cards[2]
                    return ~w if ns_lead else w
                if len(tseq) > 2 and (tseq[2] & 1) != lside:
                    w = i3.top_cards[3]
                    return ~w if ns_lead else w
        elif (top & 1) != lside and (sec & 1) != lside and (tl[sec] > 1 or tl[sec ^ 2] > 1):
            # the defenders of this target hold the two top trumps and can keep them
            # from falling together: two tricks
            w = i3.top_cards[2]
            return ~w if ns_lead else w
    return None


def second_hand_bound(infos: Sequence[SuitInfo], s1: int, L: int, c1: int, ynd: int, trump: bool) -> int:
    """After ``L`` leads ``c1`` (internal suit ``s1``): when the second hand's side, which
    needs ``ynd`` of the tricks left, is sure of them (it wins this trick over anything the
    leader's partner holds, and then enough others), the W of that answer; else -1."""
    inf = infos[s1]
    high = inf.highest
    Pd = (L + 2) & 3
    lho = (L + 1) & 3
    rho = (L + 3) & 3
    h2 = high[lho]
    h4 = high[rho]
    hy = h2 if h2 > h4 else h4
    ln = inf.lengths
    tl = infos[3].lengths
    pdruff = trump and s1 != 3 and not ln[Pd] and tl[Pd]
    if hy > c1 and hy > high[Pd] and not pdruff:
        # the second hand's side wins this trick
        if ynd == 1:
            return hy
        if not trump:
            # ... and then cashes its winners from the hand that won it
            hh = lho if h2 > h4 else rho
            ex = 1
            W2 = hy
            for x in infos:
                c = x.quick_tricks[hh]
                if c and x is not inf:
                    ex += c
                    W2 |= x.top_cards[x.top_count]
            return W2 if ex >= ynd else -1
        if s1 != 3:
            # ... and later its top trumps in one hand each take a trick (a hand void in
            # this suit might have to ruff with one of them)
            bside, bcnt, bw = infos[3].side_tops
            if bcnt and bside == lho & 1 and (bcnt + 1 if ln[lho] and ln[rho] else bcnt) >= ynd:
                return hy | bw
        return -1
    if ynd == 1 and trump and s1 != 3 and not pdruff and (
        (not ln[lho] and tl[lho]) or (not ln[rho] and tl[rho])
    ):
        # the second hand's side ruffs this trick and no one can overruff
        return 0
    return -1
