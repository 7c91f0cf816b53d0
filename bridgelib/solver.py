"""Double-dummy analysis: how many tricks each side takes when all four hands are visible
and everyone plays perfectly.

This answers the questions a teacher asks after a deal: "was that the best card?" and
"can declarer really take the rest?". Pure Python, standard library only.

>>> from bridgelib import Deal, Seat, Strain, Play
>>> ending = Deal.parse("N:AK... Q2... 3..2. .K2..")   # two cards each
>>> solve(ending, Strain.NT, Seat.N)                  # North cashes ♠A and ♠K
2
>>> solve(ending, Strain.NT, Seat.W)                  # West cashes ♥K and ♥2
2
>>> solve(ending, Strain.D, Seat.W)                   # ... but South ruffs the ♥K
0
>>> play = Play(ending, "1NT by S")                   # West leads
>>> {str(card): tricks for card, tricks in best_cards(play).items()}
{'♥2': 0, '♥K': 0}

How it works, for the curious: a null-window alpha-beta search over whole tricks that asks
"can North-South take *t* tricks?" for a rising *t*; a transposition table keyed on the
holders of the cards that mattered (so that positions differing only in small cards share
one entry); quick-trick and sure-trick bounds that settle many positions without a search;
ordering the cards most likely to be best first; and treating touching cards (♠K and ♠Q in
one hand) as one card. The search lives in :mod:`bridgelib.dd_search`.
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from time import perf_counter

from .auction import Strain
from .cards import _CARDS, Card
from .claims import CashFromTop, Finesse, PlanStep, PlayCard, Ruff, UnseenCards, WinCheaply, parse_plan
from .dd_search import SUIT_MASKS, Engine, OutOfTime, legal_moves, runs_of, suit_index
from .deal import Deal, Seat, Side
from .errors import AnalysisTimeout, quote
from .i18n import gettext_ as _
from .i18n import ngettext
from .play import Play

__all__ = ["solve", "solve_play", "best_cards", "optimal_cards", "cards_reaching", "NodeBudget", "dd_table", "check_claim",
           "ClaimCheck", "line_tricks", "TIME_LIMIT"]

TIME_LIMIT = 5.0 if sys.platform == "emscripten" else 2.0
"""Seconds that :func:`solve_play`, :func:`best_cards` and :func:`check_claim` may take
by default before they give up (:class:`~bridgelib.errors.AnalysisTimeout`, or a claim
that is not accepted). The browser's Python is about two and a half times slower, so it
gets longer for the same positions."""

# --- the engine for one deal and strain ------------------------------------------------------

class _Analysis:
    """One deal's card ownership and one strain, in the engine's internal layout.

    A card's internal bit: its suit is renumbered so that trumps are suit 3 (then a trump
    always outranks a plain card), rank two is bit 0 of the suit, the ace bit 12.
    """

    __slots__ = ("engine", "trump", "to_bit", "to_card", "TM")

    def __init__(self, masks: tuple[int, int, int, int], strain: Strain) -> None:
        if strain is Strain.NT:
            perm = [0, 1, 2, 3]
        else:
            order = [s for s in range(4) if s != strain.value] + [strain.value]
            perm = [order.index(s) for s in range(4)]
        to_bit: dict[Card, int] = {}
        to_card: dict[int, Card] = {}
        for card in _CARDS:
            bit = 1 << (13 * perm[card.suit.value] + card.rank - 2)
            to_bit[card] = bit
            to_card[bit] = card
        self.to_bit = to_bit
        self.to_card = to_card
        own = (self.bits((masks[0],)), self.bits((masks[1],)), self.bits((masks[2],)), self.bits((masks[3],)))
        self.trump = strain is not Strain.NT
        self.engine = Engine(own, self.trump)
        self.TM = SUIT_MASKS[3] if self.trump else 0

    def bits(self, masks: Iterable[int]) -> int:
        """Internal position of the cards in some base-256 masks."""
        out = 0
        to_bit = self.to_bit
        for mask in masks:
            data = mask.to_bytes(52, "little")
            for i in range(52):
                if data[i]:
                    out |= to_bit[_CARDS[i]]
        return out

    # --- searching from any point of a trick ------------------------------------------------
    def winner(self, L: int, cards: Sequence[int]) -> int:
        """The seat that wins a complete trick led by ``L``."""
        fm = SUIT_MASKS[suit_index(cards[0])] | self.TM
        win, ws = cards[0], L
        for k in (1, 2, 3):
            c = cards[k]
            if c > win and c & fm:
                win, ws = c, (L + k) & 3
        return ws

    def moves(self, P: int, h: int, led: int | None) -> list[int]:
        """One card of each run of touching cards that ``h`` may play (P: the cards at the
        start of the trick, so cards already on the table still separate runs)."""
        return legal_moves(self.engine.infos(P), h, led)

    def runs(self, P: int, h: int) -> list[tuple[int, int]]:
        """(lowest, highest) of every run of two or more touching cards of ``h``."""
        return runs_of(self.engine.infos(P), h)

    def ok(self, P: int, L: int, n: int, played: tuple[int, ...], t: int) -> bool:
        """Can North-South take ``t`` of the ``n`` tricks left (the current one included),
        with ``played`` already on the table from ``L`` onwards?"""
        if t <= 0:
            return True
        if t > n:
            return False
        if n > 1:
            # a trick under way: the engine searches with the cards on the table forced
            return bool(self.engine.search(P, L, n, t, *played) >= 0)
        if not played:
            return bool(self.engine.last(P, L) >= 0)
        h = (L + len(played)) & 3
        led = suit_index(played[0])
        want = not h & 1
        for c in self.moves(P, h, led):
            if self.after(P, L, n, played, c, t) == want:
                return want
        return not want

    def after(self, P: int, L: int, n: int, played: tuple[int, ...], c: int, t: int) -> bool:
        """``ok`` once ``c`` is added to the trick."""
        cards = played + (c,)
        if len(cards) < 4:
            return self.ok(P, L, n, cards, t)
        w = self.winner(L, cards)
        return self.ok(P ^ cards[0] ^ cards[1] ^ cards[2] ^ cards[3], w, n - 1, (), t - (not w & 1))

    def value(self, P: int, L: int, n: int, played: tuple[int, ...] = (), guess: int | None = None,
              lo: int = 0, hi: int | None = None) -> int:
        """North-South's tricks of the ``n`` left with best play, known to lie from ``lo``
        to ``hi`` (None: ``n``)."""
        hi = n if hi is None or hi > n else hi
        lo = 0 if lo < 0 else lo
        if not played and n > 1:
            return self.engine.value(P, L, n, guess, lo, hi)
        t = (n + 1) // 2 if guess is None else guess
        while lo < hi:
            t = min(max(t, lo + 1), hi)
            if self.ok(P, L, n, played, t):
                lo, t = t, t + 1
            else:
                hi, t = t - 1, t - 1
        return lo


_CACHE: OrderedDict[tuple[tuple[int, int, int, int], Strain], _Analysis] = OrderedDict()
_CACHE_SIZE = 2
_TT_LIMIT = 250_000  # entries (about 110 MB)


def _analysis(masks: tuple[int, int, int, int], strain: Strain) -> _Analysis:
    """The analysis object for one deal and strain; kept for reuse (its transposition table
    stays valid for every position of the same deal), a few at a time. It carries the
    deadline of the call in progress (see :func:`_time_limit`)."""
    key = (masks, strain)
    found = _CACHE.get(key)
    if found is not None:
        _CACHE.move_to_end(key)
        if found.engine.entries > _TT_LIMIT:
            found.engine.table.clear()
    else:
        found = _CACHE[key] = _Analysis(masks, strain)
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    found.engine.deadline = _deadline
    return found


# --- time limits ------------------------------------------------------------------------

_deadline = 0.0  # the perf_counter() time the call in progress must end by; 0: none


def _check_time_limit(seconds: object) -> float | None:
    if seconds is None:
        return None
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not seconds > 0:
        raise ValueError(f"The time limit must be a number of seconds above 0 (or None for no limit), "
                         f"not {quote(seconds)}.")
    return float(seconds)


@contextmanager
def _time_limit(seconds: float | None, message: str) -> Iterator[None]:
    """Searches inside end by ``seconds`` from now (or by an earlier deadline already set
    by the caller); running out raises :class:`AnalysisTimeout` with ``message``. The
    transposition tables keep what was proved, so asking again is quicker."""
    global _deadline
    outer = _deadline
    if seconds is not None:
        end = perf_counter() + seconds
        if not outer or end < outer:
            _deadline = end
    try:
        yield
    except OutOfTime:
        raise AnalysisTimeout(message) from None
    finally:
        _deadline = outer
        for analysis in _CACHE.values():
            analysis.engine.deadline = outer


def _out_of_time() -> bool:
    return bool(_deadline) and perf_counter() > _deadline


def _timeout_message(what: str, seconds: float | None) -> str:
    limit = "the time allowed" if seconds is None else f"{seconds:g} seconds"
    return (f"{what} would take more than {limit} in this position, so there is no certain "
            "answer: it gets quicker as the tricks are played.")


# --- positions from a Play ---------------------------------------------------------------

class _State:
    """Where a Play stands, in engine terms: the cards at the start of the current trick
    (``P``, those on the table included), its leader, the tricks left and the cards on the
    table."""

    __slots__ = ("a", "P", "L", "n", "played")

    def __init__(self, play: Play, fresh: bool = False) -> None:
        if fresh:  # an empty transposition table, kept for this question only
            self.a = _Analysis(play.deal._masks, play.contract.strain)
            self.a.engine.deadline = _deadline
        else:
            self.a = _analysis(play.deal._masks, play.contract.strain)
        trick = play.current_trick
        on_table = trick.cards if trick is not None else ()
        self.played = tuple(self.a.to_bit[c] for c in on_table)
        left = self.a.bits(play._left)
        for c in self.played:
            left |= c
        self.P = left
        self.L = trick.leader.value if trick is not None else 0
        self.n = play.tricks_left


def _check_play(play: object) -> Play:
    """Refuse anything but a Play."""
    if not isinstance(play, Play):
        raise ValueError(f"The position must be a Play, not {quote(play)}.")
    return play


def _decl_total(play: Play, ns_left: int) -> int:
    """Declarer's side's tricks for the whole deal, given North-South's share of the
    tricks still to play."""
    left = play.tricks_left
    if play.declarer.side is Side.NS:
        return play.tricks_won(Side.NS) + ns_left
    return play.tricks_won(Side.EW) + left - ns_left


# --- public API ---------------------------------------------------------------------------

def solve(position: Deal, strain: Strain | str, leader: Seat | str, *, time_limit: float | None = None) -> int:
    """Tricks the leader's side takes from ``position`` (a deal whose four hands hold the
    same number of cards, 1 to 13) in ``strain`` with ``leader`` on lead, when all four
    hands play perfectly, all cards visible.

    >>> from bridgelib import Deal, Seat, Strain
    >>> finesse = Deal.parse("N:AQ... 32... 54... K6...")   # West's ♠K sits before ♠AQ
    >>> solve(finesse, Strain.NT, Seat.S)                   # lead towards the ♠AQ
    2
    >>> solve(finesse, Strain.NT, Seat.N)                   # lead away from it
    1

    With a ``time_limit`` (seconds) it raises :class:`~bridgelib.errors.AnalysisTimeout`
    rather than search longer.
    """
    if not isinstance(position, Deal):
        raise ValueError(f"The position must be a Deal, not {quote(position)}.")
    strain = Strain.parse(strain)
    leader = Seat.parse(leader)
    n = position.hand_size
    if n < 1:
        raise ValueError("The hands are empty: there is nothing to solve.")
    seconds = _check_time_limit(time_limit)
    with _time_limit(seconds, _timeout_message("Solving this position", seconds)):
        a = _analysis(position._masks, strain)
        ns = a.value(a.bits(position._masks), leader.value, n)
    return ns if leader.side is Side.NS else n - ns


def solve_play(play: Play, *, time_limit: float | None = TIME_LIMIT) -> int:
    """Tricks declarer's side ends the deal with, counting the tricks already won, when
    everyone plays perfectly from here (a trick may be under way).

    It gives up after ``time_limit`` seconds (default :data:`TIME_LIMIT`; None: no limit)
    with :class:`~bridgelib.errors.AnalysisTimeout`, which says so in a sentence.

    >>> from bridgelib import Deal, Play
    >>> play = Play(Deal.parse("N:AQ... K4... 32... 65..."), "1NT by S")  # West leads
    >>> solve_play(play)                     # East's ♠K sits over North's ♠AQ
    1
    >>> play.play("S5"); play.play("SA")     # North takes the ace ...
    >>> solve_play(play)                     # ... and the king will win the ♠Q later
    1
    """
    _check_play(play)
    seconds = _check_time_limit(time_limit)
    if play.is_over:
        return play.declarer_tricks
    with _time_limit(seconds, _timeout_message("Counting the tricks with perfect play", seconds)):
        s = _State(play)
        return _decl_total(play, s.a.value(s.P, s.L, s.n, s.played))


def best_cards(play: Play, *, time_limit: float | None = TIME_LIMIT,
               node_limit: int | NodeBudget | None = None) -> dict[Card, int]:
    """For every card the hand on turn may play: the tricks declarer's side ends the deal
    with if that card is played now and everyone plays perfectly afterwards. The best
    cards are those with the most tricks when declarer's side is on turn, the fewest when
    a defender is.

    It gives up after ``time_limit`` seconds (default :data:`TIME_LIMIT`; None: no limit)
    with :class:`~bridgelib.errors.AnalysisTimeout`, which says so in a sentence.

    >>> from bridgelib import Deal, Play
    >>> play = Play(Deal.parse("N:AQ... 32... 54... K6..."), "1NT by N")  # East leads
    >>> play.play("S2"); play.play("S4"); play.play("S6")  # West ducks the ♠K
    >>> {str(card): tricks for card, tricks in best_cards(play).items()}
    {'♠Q': 2, '♠A': 1}

    ``node_limit``, as for :func:`cards_reaching`: a limit on the work, the same on every
    machine (the search starts from an empty transposition table).
    """
    _check_play(play)
    seconds = _check_time_limit(time_limit)
    node_limit = _check_node_limit(node_limit)
    if play.is_over:
        return {}
    with _time_limit(seconds, _timeout_message("Finding the best cards", seconds)):
        return _best_cards(play, node_limit)


def _best_cards(play: Play, node_limit: int | NodeBudget | None = None) -> dict[Card, int]:
    _, values = _card_values(play, exact=True, node_limit=node_limit)
    return {card: _decl_total(play, ns) for card, ns in values.items() if ns is not None}  # exact: none is None


def _card_values(play: Play, exact: bool,
                 node_limit: int | NodeBudget | None = None) -> tuple[int, dict[Card, int | None]]:
    """North-South's tricks from here with perfect play, and after each legal card: exact,
    or (``exact=False``) only for the cards that keep that total (None for the others).

    The total comes first; then each card needs one yes-or-no search to show that it keeps
    the total, and the others (when exact) a few more from one trick below it.
    """
    s = _State(play, fresh=node_limit is not None)
    with _node_limit(s.a, node_limit, "Finding the best cards"):
        return _values_of(play, s, exact)


def _values_of(play: Play, s: _State, exact: bool) -> tuple[int, dict[Card, int | None]]:
    a = s.a
    h = (s.L + len(s.played)) & 3  # the seat on turn
    ns_turn = not h & 1
    led = suit_index(s.played[0]) if s.played else None
    v = a.value(s.P, s.L, s.n, s.played)
    rep_value: dict[int, int | None] = {}
    for c in a.moves(s.P, h, led):
        keeps = a.after(s.P, s.L, s.n, s.played, c, v) if ns_turn else not a.after(s.P, s.L, s.n, s.played, c, v + 1)
        if keeps:
            rep_value[c] = v
        elif not exact:
            rep_value[c] = None
        else:
            # (the card's value is known to lie below v, or above it, for the side on turn)
            rep_value[c] = _value_after(a, s, c, v - 1, hi=v - 1) if ns_turn else _value_after(a, s, c, v + 1, lo=v + 1)
    runs = a.runs(s.P, h)
    result: dict[Card, int | None] = {}
    for card in play.legal_cards():
        bit = a.to_bit[card]
        rep = bit
        for lo, tp in runs:
            if lo <= bit <= tp:
                rep = lo
                break
        result[card] = rep_value[rep]
    return v, result


def _value_after(a: _Analysis, s: _State, c: int, guess: int, lo: int = 0, hi: int | None = None) -> int:
    """North-South's tricks from the current trick on once ``c`` is played (known to lie
    from ``lo`` to ``hi``, None: all the tricks left)."""
    cards = s.played + (c,)
    if len(cards) < 4:
        return a.value(s.P, s.L, s.n, cards, guess, lo, hi)
    w = a.winner(s.L, cards)
    P2 = s.P ^ cards[0] ^ cards[1] ^ cards[2] ^ cards[3]
    won = 0 if w & 1 else 1
    if s.n == 1:
        return won
    return won + a.value(P2, w, s.n - 1, (), guess - won, lo - won, None if hi is None else hi - won)


def optimal_cards(play: Play, *, time_limit: float | None = TIME_LIMIT) -> tuple[int, list[Card]]:
    """The tricks declarer's side ends the deal with when everyone plays perfectly from
    here, and the cards of the hand on turn that keep that total: what :func:`best_cards`
    marks as best, without the exact count for the other cards (so quicker).

    >>> from bridgelib import Deal, Play
    >>> play = Play(Deal.parse("N:AQ... 32... 54... K6..."), "1NT by N")  # East leads
    >>> play.play("S2"); play.play("S4"); play.play("S6")  # West ducks the ♠K
    >>> tricks, cards = optimal_cards(play)
    >>> tricks, [str(card) for card in cards]
    (2, ['♠Q'])

    It gives up after ``time_limit`` seconds (default :data:`TIME_LIMIT`; None: no limit)
    with :class:`~bridgelib.errors.AnalysisTimeout`.
    """
    _check_play(play)
    seconds = _check_time_limit(time_limit)
    if play.is_over:
        return play.declarer_tricks, []
    with _time_limit(seconds, _timeout_message("Finding the best cards", seconds)):
        v, values = _card_values(play, exact=False)
    return _decl_total(play, v), [card for card, ns in values.items() if ns == v]


def cards_reaching(play: Play, tricks: int, *, time_limit: float | None = TIME_LIMIT,
                   node_limit: int | NodeBudget | None = None) -> dict[Card, bool]:
    """For every card the hand on turn may play: can declarer's side still end the deal
    with ``tricks`` tricks or more (those already won included) if that card is played now
    and everyone plays perfectly afterwards? "Which cards make the contract?" is
    ``cards_reaching(play, play.contract.tricks_needed)``. One yes-or-no search per card,
    so early in the deal it is many times quicker than :func:`best_cards`.

    >>> from bridgelib import Deal, Play
    >>> play = Play(Deal.parse("N:AQ... 32... 54... K6..."), "1NT by N")  # East leads
    >>> play.play("S2"); play.play("S4"); play.play("S6")  # West ducks the ♠K
    >>> {str(card): ok for card, ok in cards_reaching(play, 2).items()}
    {'♠Q': True, '♠A': False}

    ``node_limit`` bounds the work by the size of the search instead of the clock: the
    search starts from an empty transposition table and gives up
    (:class:`~bridgelib.errors.AnalysisTimeout`) after about that many positions, so the
    same question gets the same answer, or gives up, on every machine. A
    :class:`NodeBudget` shares one limit among several questions.
    """
    _check_play(play)
    if isinstance(tricks, bool) or not isinstance(tricks, int):
        raise ValueError(f"The number of tricks must be a whole number, not {quote(tricks)}.")
    seconds = _check_time_limit(time_limit)
    node_limit = _check_node_limit(node_limit)
    if play.is_over:
        return {}
    with _time_limit(seconds, _timeout_message("Checking the cards", seconds)):
        return _cards_reaching(play, tricks, node_limit)


def _cards_reaching(play: Play, tricks: int, node_limit: int | NodeBudget | None) -> dict[Card, bool]:
    s = _State(play, fresh=node_limit is not None)
    a = s.a
    h = (s.L + len(s.played)) & 3
    led = suit_index(s.played[0]) if s.played else None
    # the question in North-South's terms: how many of the tricks left they must take
    if play.declarer.side is Side.NS:
        ns_target, want = tricks - play.tricks_won(Side.NS), True
    else:  # East-West reach ``tricks`` unless North-South take more than the rest
        ns_target, want = s.n - (tricks - play.tricks_won(Side.EW)) + 1, False
    rep_value: dict[int, bool] = {}
    with _node_limit(a, node_limit, "Checking the cards"):
        for c in a.moves(s.P, h, led):
            rep_value[c] = a.after(s.P, s.L, s.n, s.played, c, ns_target) == want
    runs = a.runs(s.P, h)
    result: dict[Card, bool] = {}
    for card in play.legal_cards():
        bit = a.to_bit[card]
        rep = next((lo for lo, top in runs if lo <= bit <= top), bit)
        result[card] = rep_value[rep]
    return result


class NodeBudget:
    """A budget of search work shared by several questions, in positions searched: pass it
    as ``node_limit`` to :func:`best_cards` or :func:`cards_reaching`, and each question may
    use what is left of it; the positions it searched, answered or not, are taken off. The
    count is the same on every machine (each question starts from an empty transposition
    table), so the answers are too.

    >>> from bridgelib import Deal, Play
    >>> play = Play(Deal.parse("N:AQ... 32... 54... K6..."), "1NT by N")
    >>> budget = NodeBudget(1_000)
    >>> {str(card): ok for card, ok in cards_reaching(play, 1, node_limit=budget).items()}
    {'♠2': True, '♠3': True}
    >>> 0 < budget.left < 1_000
    True
    """

    __slots__ = ("left",)

    def __init__(self, nodes: int) -> None:
        if isinstance(nodes, bool) or not isinstance(nodes, int) or nodes < 0:
            raise ValueError(f"A budget of positions must be a whole number of 0 or more, not {quote(nodes)}.")
        self.left = nodes

    def __repr__(self) -> str:
        return f"NodeBudget({self.left})"


def _check_node_limit(node_limit: object) -> int | NodeBudget | None:
    if isinstance(node_limit, NodeBudget):
        return node_limit
    if node_limit is not None and (isinstance(node_limit, bool) or not isinstance(node_limit, int)
                                   or node_limit < 1):
        raise ValueError(f"The node limit must be a whole number of 1 or more, a NodeBudget (or None for "
                         f"no limit), not {quote(node_limit)}.")
    return node_limit


@contextmanager
def _node_limit(a: _Analysis, node_limit: int | NodeBudget | None, what: str) -> Iterator[None]:
    """Searches inside give up after ``node_limit`` more positions (None: no limit; a
    :class:`NodeBudget`: what is left of it, and what was used is taken off) with
    :class:`AnalysisTimeout`; running out of time is left to :func:`_time_limit`."""
    if node_limit is None:
        yield
        return
    budget = node_limit if isinstance(node_limit, NodeBudget) else None
    limit = budget.left if budget is not None else node_limit
    assert isinstance(limit, int)
    if limit < 1:
        raise AnalysisTimeout(f"{what} has no positions left to search in its budget, so there is no "
                              "certain answer: it gets quicker as the tricks are played.")
    start = a.engine.nodes
    a.engine.node_limit = start + limit
    try:
        yield
    except OutOfTime:
        if a.engine.nodes <= a.engine.node_limit:
            raise  # the clock ran out, not the nodes
        raise AnalysisTimeout(f"{what} would search more than {limit:,} positions here, so there is "
                              "no certain answer: it gets quicker as the tricks are played.") from None
    finally:
        a.engine.node_limit = 0
        if budget is not None:
            budget.left = max(0, budget.left - (a.engine.nodes - start))


def dd_table(deal: Deal, *, time_limit: float | None = None) -> dict[tuple[Seat, Strain], int]:
    """The double-dummy table: for each declarer and strain, the tricks declarer takes with
    the lead from declarer's left.

    >>> from bridgelib import Deal, Seat, Strain
    >>> table = dd_table(Deal.parse("N:AK... Q2... 3..2. .K2.."))
    >>> table[Seat.S, Strain.NT], table[Seat.S, Strain.D], table[Seat.E, Strain.H]
    (0, 2, 2)

    With a ``time_limit`` (seconds, for the whole table) it raises
    :class:`~bridgelib.errors.AnalysisTimeout` rather than search longer.
    """
    if not isinstance(deal, Deal):
        raise ValueError(f"The deal must be a Deal, not {quote(deal)}.")
    n = deal.hand_size
    if n < 1:
        raise ValueError("The hands are empty: there is nothing to solve.")
    seconds = _check_time_limit(time_limit)
    table: dict[tuple[Seat, Strain], int] = {}
    with _time_limit(seconds, _timeout_message("The double-dummy table", seconds)):
        for strain in Strain:
            a = _analysis(deal._masks, strain)
            P = a.bits(deal._masks)
            ns = None
            for declarer in Seat:
                leader = declarer.left
                # (the last leader's result is a near guess: any guess gives the same answer)
                ns = a.value(P, leader.value, n, (), ns)
                table[declarer, strain] = ns if declarer.side is Side.NS else n - ns
    return {(seat, strain): table[seat, strain] for seat in Seat for strain in Strain}


# --- claims --------------------------------------------------------------------------------

@dataclass(frozen=True)
class ClaimCheck:
    """The verdict on a claim (see :func:`check_claim`).

    ``holds``: declarer's side is sure of the claimed tricks; ``reason``: one sentence for
    the learner; ``sure``: how many of the remaining tricks declarer's side is sure of
    (following the plan when one was given; without one, however the unseen cards lie);
    ``defence``: when the claim fails, the defenders' cards of a line of play that beats
    it, as ``(seat, card)`` pairs in the order played (``None`` when it holds); ``line``:
    that whole line, declarer's and dummy's cards included, to the end of the deal. ``certain``: False when the check ran
    out of time before it could prove the claim; such a claim is not accepted (RULES.md 4:
    a doubtful point goes against the claimer), and ``sure`` is then only what was proved.

    When time ran out after the verdict was proved, ``certain`` stays True but the parts
    that need more searching are left out: ``sure`` is the bound that was proved (the
    claim itself when it holds, 0 when it fails), and ``defence`` and ``line`` are empty
    lists.
    """

    holds: bool
    reason: str
    sure: int
    defence: list[tuple[Seat, Card]] | None = None
    line: list[tuple[Seat, Card]] | None = None
    certain: bool = True


def check_claim(play: Play, tricks: int, plan: str | Sequence[PlanStep | Card | str] | None = None, *,
                time_limit: float | None = TIME_LIMIT) -> ClaimCheck:
    """Is declarer's side sure to take ``tricks`` of the remaining tricks, whatever the
    defenders do (RULES.md 4, Law 70)?

    Without a ``plan`` the claim must hold however the defenders' unseen cards lie, with
    declarer choosing each card from what he can see (Law 70E: no unstated finesse or
    guess; see :class:`bridgelib.claims.UnseenCards`). With a ``plan`` (the steps of
    :mod:`bridgelib.claims`: cards in the order declarer will play them, "finesse ♠Q",
    "ruff ♥", "cash ♦ from the top", "win as cheaply as possible") declarer is held to it
    in this layout: on each of declarer's and dummy's turns the plan's first step that
    applies decides; where no step applies, the doubtful point goes against the claimer:
    the card worst for declarer is assumed.

    >>> from bridgelib import Deal, Play
    >>> play = Play(Deal.parse("N:AQ... K4... 32... 65..."), "1NT by S")  # West leads
    >>> check_claim(play, 1).reason
    "Declarer's side takes at least 1 of the remaining 2 tricks however the defenders play."
    >>> verdict = check_claim(play, 2)
    >>> verdict.holds, verdict.sure
    (False, 1)
    >>> verdict.reason
    "The claim fails: the defenders can hold declarer's side to 1 of the remaining 2 tricks, for example with East winning trick 1 with ♠K."
    >>> [f"{seat}:{card}" for seat, card in verdict.defence]
    ['W:♠5', 'E:♠K', 'E:♠4', 'W:♠6']

    The check takes at most ``time_limit`` seconds (default :data:`TIME_LIMIT`; None: no
    limit). A claim it cannot prove in that time is not accepted, and says so:
    ``certain`` is False.
    """
    _check_play(play)
    if isinstance(tricks, bool) or not isinstance(tricks, int) or tricks < 0:
        raise ValueError(_("The number of tricks claimed must be a whole number, 0 or more, not {value}.").format(
            value=quote(tricks)))
    seconds = _check_time_limit(time_limit)
    left = play.tricks_left
    order = None if plan is None else _check_plan(play, plan)
    if play.is_over:
        return ClaimCheck(tricks == 0, _("The play is over: there are no tricks left to claim."), 0,
                          None if tricks == 0 else [], None if tricks == 0 else [])
    if tricks == 0:
        return ClaimCheck(True, _("A claim of no tricks always holds."), 0)
    if tricks > left:
        with _time_limit(seconds, ""):
            try:
                sure = _sure(play, order, 0, left)
                line = _line(play, order)
            except OutOfTime:
                return ClaimCheck(False, _only_left(left), 0, [], [])
        return ClaimCheck(False, _only_left(left), sure,
                          _defenders(play, line), line)
    with _time_limit(seconds, ""):
        # first the verdict, then (time allowing) the exact count and a line that beats it
        # "The rest are mine": top cards that win one after another, however the unseen cards
        # lie, prove a claim at once, before any search (which takes seconds early in a deal).
        unseen = UnseenCards(play)
        from_the_top = order is None and unseen.top_tricks_now() >= tricks
        try:
            holds = from_the_top or _claim_holds(play, order, tricks)
        except OutOfTime:
            return ClaimCheck(
                False, _("The claim cannot be checked within {limit}, so it is not accepted: a doubtful point goes "
                         "against the claimer. Play on; the claim is quicker to check later.").format(
                    limit=_time_words(seconds)),
                0, None, None, certain=False)
        if holds and order is None and not from_the_top:  # no plan: it must hold however the unseen cards lie (Law 70E)
            try:
                example = _bad_layout(play, tricks)  # most claims that need a finesse fail quickly here
                if example:
                    return _unstated_line(play, tricks, unseen, example)
                holds = unseen.holds(tricks)
            except OutOfTime:
                return ClaimCheck(
                    False, _("The claim cannot be checked within {limit}, so it is not accepted: a doubtful point "
                             "goes against the claimer. State your plan, or play on; the claim is quicker to check "
                             "later.").format(limit=_time_words(seconds)), 0, None, None, certain=False)
            if not holds:
                return _unstated_line(play, tricks, unseen)
        if holds:
            if order is None:
                reason = ngettext("Declarer's side takes at least {tricks} of the remaining {n} trick however the "
                                  "defenders play.", "Declarer's side takes at least {tricks} of the remaining {n} "
                                  "tricks however the defenders play.", left).format(tricks=tricks, n=left)
            else:
                reason = ngettext("Following the stated plan, declarer's side takes at least {tricks} of the "
                                  "remaining {n} trick whatever the defenders do.", "Following the stated plan, "
                                  "declarer's side takes at least {tricks} of the remaining {n} tricks whatever the "
                                  "defenders do.", left).format(tricks=tricks, n=left)
            try:
                if order is not None:
                    sure = _sure(play, order, tricks, left)
                else:  # the claim is proved: a little more time, not all that is left, to count beyond it
                    with _time_limit(_COUNT_BEYOND, ""):
                        sure = unseen.sure(least=tricks)
            except (OutOfTime, AnalysisTimeout):
                sure = tricks
            return ClaimCheck(True, reason, sure)
        try:
            sure = _sure(play, order, 0, tricks - 1)
            line = _line(play, order)
        except OutOfTime:
            fewer = _("The claim fails: the defenders can hold declarer's side to fewer than {tricks} of the "
                      "remaining {n} tricks.") if order is None else _(
                "The claim fails: following the stated plan, the defenders can hold declarer's side to fewer "
                "than {tricks} of the remaining {n} tricks.")
            return ClaimCheck(False, fewer.format(tricks=tricks, n=left), 0, [], [])
    first = _first_defence_win(play, line)
    how = _(", for example with {seat} winning trick {number} with {card}").format(
        seat=first[0].noun, number=first[1], card=first[2]) if first else ""
    if order is None:
        reason = _("The claim fails: the defenders can hold declarer's side to {sure} of the remaining {n} "
                   "tricks{how}.").format(sure=sure, n=left, how=how)
    else:
        reason = _("The claim fails: following the stated plan, declarer's side can be held to {sure} of the "
                   "remaining {n} tricks{how}.").format(sure=sure, n=left, how=how)
    return ClaimCheck(False, reason, sure, _defenders(play, line), line)


def line_tricks(play: Play, line: str | Sequence[Card | str], *, time_limit: float | None = TIME_LIMIT) -> int:
    """The tricks declarer's side ends the deal with when declarer and dummy play ``line``
    (their next cards, in order, each at its own hand's turn), the defenders choose every
    card in between to hold declarer's side to the fewest tricks, and once the line is
    played everyone plays perfectly. Where a defence leaves the line's next card
    unplayable (not in the hand on turn, or not a legal card), the line ends there.
    Counts the tricks already won.

    >>> from bridgelib import Deal, Play
    >>> deal = Deal.parse("N:AQ.2.. 65.3.. 32.A.. K4.4..")        # West holds the ♠K
    >>> play = Play(deal, "1NT by S", "H4 H2 H3 HA")              # South wins the lead
    >>> line_tricks(play, "S2"), line_tricks(play, "S2 SA")  # lead low, then: play well; the ace
    (3, 2)

    It gives up after ``time_limit`` seconds with :class:`~bridgelib.errors.AnalysisTimeout`.
    """
    _check_play(play)
    seconds = _check_time_limit(time_limit)
    items = line.replace(",", " ").split() if isinstance(line, str) else list(line)
    cards = [item if isinstance(item, Card) else Card.parse(item) for item in items]
    if len(set(cards)) != len(cards):
        raise ValueError("A line of play names each card once.")
    for card in cards:
        if card not in play.hand(play.declarer) and card not in play.hand(play.dummy):
            raise ValueError(f"{card} is not in declarer's hand or dummy's: a line plays their cards.")
    with _time_limit(seconds, _timeout_message("Following the line of play", seconds)):
        return _line_value(play.copy(), cards)


def _line_value(play: Play, cards: list[Card]) -> int:
    """:func:`line_tricks` on a copy of the play that it may change (and puts back)."""
    if play.is_over:
        return play.declarer_tricks
    if not cards:
        s = _State(play)
        return _decl_total(play, s.a.value(s.P, s.L, s.n, s.played))
    if play.controller is play.declarer:
        card = cards[0]
        if not play.is_legal(card) or card not in play.hand(play.turn):  # type: ignore[arg-type]
            return _line_value(play, [])
        play.play(card)
        try:
            return _line_value(play, cards[1:])
        finally:
            play.undo()
    fewest: int | None = None
    for card in play.legal_cards():
        play.play(card)
        try:
            value = _line_value(play, cards)
        finally:
            play.undo()
        fewest = value if fewest is None else min(fewest, value)
    assert fewest is not None  # a hand on turn always has a legal card
    return fewest


def _claim_holds(play: Play, order: list[PlanStep] | None, tricks: int) -> bool:
    """One yes-or-no search: is declarer's side sure of ``tricks`` of those left (with the
    plan, if given)?"""
    s = _State(play)
    if play.declarer.side is Side.NS:
        perfect = s.a.ok(s.P, s.L, s.n, s.played, tricks)
    else:
        perfect = not s.a.ok(s.P, s.L, s.n, s.played, s.n - tricks + 1)
    if order is None or not perfect:
        return perfect  # a plan cannot do better than perfect play: the quick test first
    return _PlanSearch.of(s, play, order).value(s.P, s.L, s.n, s.played, tricks) >= tricks


def _sure(play: Play, order: list[PlanStep] | None, lo: int, hi: int) -> int:
    """The tricks of those left that declarer's side is sure of (with the plan, if given),
    known to lie from ``lo`` to ``hi``."""
    s = _State(play)
    if order is not None:
        return _plan_min(s, play, order, lo, hi)
    ns = s.a.value(s.P, s.L, s.n, s.played, lo if play.declarer.side is Side.NS else s.n - lo)
    return ns if play.declarer.side is Side.NS else s.n - ns


def _check_plan(play: Play, plan: str | Sequence[PlanStep | Card | str]) -> list[PlanStep]:
    """The plan's steps, each one checked against the position (ValueError: why not)."""
    steps = parse_plan(plan)
    ours = play.hand(play.declarer) | play.hand(play.dummy)
    trump = play.contract.strain.suit
    cards: list[Card] = []
    for step in steps:
        if isinstance(step, (PlayCard, Finesse)):
            card = step.card
            if card in cards:
                raise ValueError(_("{card} appears twice in the plan.").format(card=card))
            if card not in ours:
                if card in play.played:
                    raise ValueError(_("{card} has already been played: the plan can only use cards still to play.").format(
                        card=card))
                raise ValueError(_("{card} is not in declarer's or dummy's hand: the plan lists only your side's "
                                   "cards.").format(card=card))
            cards.append(card)
        elif isinstance(step, Ruff):
            if trump is None:
                raise ValueError(_("'{step}': there are no trumps at no-trump, so nothing can be ruffed.").format(step=step))
            if step.suit is trump:
                raise ValueError(_("'{step}': {suit} are trumps; a ruff is a trump played on another suit.").format(
                    step=step, suit=trump.noun))
    return steps


def _lowest(cards: int) -> int:
    return cards & -cards


def _highest(cards: int) -> int:
    return 1 << (cards.bit_length() - 1)


_PlanKey = tuple[int, int, int, tuple[int, ...]]
"""A position at the start of a trick as :meth:`_PlanSearch.key` files it."""


class _PlanSearch:
    """Declarer's side following a stated plan, everything else against it.

    On each turn of declarer or dummy the first card of the plan that this hand may play
    now is played; where the plan names none, and on every defender's turn, the card worst
    for declarer's side is assumed (RULES.md 4: doubtful points go against the claimer).
    So the result is a minimum over the lines left open: a branch-and-bound search over
    the engine's bit positions with a table of bounds for positions at the start of a
    trick, one card of each run of touching cards where the choice is free.
    """

    def __init__(self, state: _State, play: Play, steps: list[PlanStep]) -> None:
        a = state.a
        self.a = a
        self.own = a.engine.own
        self.steps = [self._internal(step) for step in steps]
        self.plan = [bit for kind, bit, _ in self.steps if kind in ("card", "finesse")]  # the cards it names
        self.suit = {c: suit_index(c) for c in self.plan}
        self.ds = play.declarer.value & 1  # the parity of declarer's side's seats
        self.memo: dict[_PlanKey, tuple[int, int]] = {}
        self.nodes = 0

    _last: tuple[tuple[object, ...], _PlanSearch] | None = None

    @classmethod
    def of(cls, state: _State, play: Play, steps: list[PlanStep]) -> _PlanSearch:
        """The search for this deal, strain, declarer and plan: the last one is kept, so
        the questions of one claim (and a claim asked again) share its table of bounds."""
        key = (play.deal._masks, play.contract.strain, play.declarer, tuple(steps))
        last = cls._last
        if last is not None and last[0] == key and last[1].a is state.a:
            return last[1]
        search = cls(state, play, steps)
        cls._last = (key, search)
        return search

    def _internal(self, step: PlanStep) -> tuple[str, int, int]:
        """A step in engine terms: (kind, card bit or 0, internal suit or the holder)."""
        if isinstance(step, PlayCard):
            return "card", self.a.to_bit[step.card], 0
        if isinstance(step, Finesse):
            bit = self.a.to_bit[step.card]
            holder = next(h for h in range(4) if self.own[h] & bit)
            return "finesse", bit, holder
        if isinstance(step, (Ruff, CashFromTop)):
            suit = suit_index(self.a.to_bit[Card(step.suit, 2)])
            return ("ruff" if isinstance(step, Ruff) else "top"), 0, suit
        assert isinstance(step, WinCheaply)
        return "cheap", 0, 0

    def options(self, P: int, L: int, played: tuple[int, ...], search: bool = True) -> list[int]:
        """The cards worth trying for the hand on turn: for the search the likeliest worst
        for declarer first, otherwise low cards first (the line shown plays the lowest of
        equally good cards). On declarer's and dummy's turns the plan's first step that
        applies decides (:mod:`bridgelib.claims`)."""
        h = (L + len(played)) & 3
        led = suit_index(played[0]) if played else None
        if (h & 1) == self.ds:
            card = self.planned(P, L, played, h)
            if card:
                return [card]
            return self.a.moves(P, h, led)  # free: low cards first, to lose the trick
        moves = self.a.moves(P, h, led)
        return moves[::-1] if search else moves  # defenders try high cards first, to win it

    def planned(self, P: int, L: int, played: tuple[int, ...], h: int) -> int:
        """The card the plan's first applicable step plays for ``h`` now (0: none applies)."""
        left = self.own[h] & P
        for c in played:
            left &= ~c
        if not played:
            for kind, bit, x in self.steps:
                if kind == "card" and bit & left:
                    return bit
                if kind == "finesse" and bit & P and h == x ^ 2 and left & SUIT_MASKS[suit_index(bit)]:
                    return _lowest(left & SUIT_MASKS[suit_index(bit)])  # lead low towards it
                if kind == "top" and left & SUIT_MASKS[x]:
                    return _highest(left & SUIT_MASKS[x])
            return 0
        led = suit_index(played[0])
        must = left & SUIT_MASKS[led]
        win, k = played[0], 0  # the card winning the trick so far, and its place in it
        fm = SUIT_MASKS[led] | self.a.TM
        for i in range(1, len(played)):
            if played[i] > win and played[i] & fm:
                win, k = played[i], i
        ours_winning = ((L + k) & 1) == self.ds
        above = ~((win << 1) - 1)  # the cards higher than the winning one
        beats = (must & above) if win & SUIT_MASKS[led] else 0  # a card of the suit led only wins if not ruffed
        trumps = left & self.a.TM
        ruff = 0 if must or not trumps else (trumps & above if win & self.a.TM else trumps)
        for kind, bit, x in self.steps:
            if kind == "card" and bit & left and (not must or bit & must):
                return bit
            if kind == "finesse" and h == x and suit_index(bit) == led and bit & left and len(played) == 2 \
                    and x ^ 2 == L:
                if bit & beats:
                    return bit
                return _lowest(beats) if beats else _lowest(must)
            if kind == "ruff" and led == x and ruff and not ours_winning:
                return _lowest(ruff)
            if kind == "top" and led == x and must:
                return _lowest(must) if ours_winning else _highest(must)
            if kind == "cheap" and must:
                return _lowest(beats) if beats and not ours_winning else _lowest(must)
            if kind == "cheap" and ruff and not ours_winning:
                return _lowest(ruff)
        return 0

    def high_trumps(self, P: int) -> int:
        """Tricks declarer's side wins however badly both sides play: each trick with one
        of its trumps above every defender's trump in it is its trick, and declarer and
        dummy each play one card a trick, so at least the larger of their counts."""
        own = self.own
        tm = SUIT_MASKS[3] & P
        theirs = (own[(self.ds + 1) & 3] | own[(self.ds + 3) & 3]) & tm
        above = ~((1 << theirs.bit_length()) - 1)  # all bits above the defenders' top trump
        return max((own[self.ds] & tm & above).bit_count(), (own[self.ds + 2] & tm & above).bit_count())

    def key(self, P: int, L: int) -> _PlanKey:
        """The table's key for a position at the start of a trick: who holds each suit's
        remaining cards in rank order, and where the plan's remaining cards rank. Positions
        that differ only in which small cards are gone play out alike, so they share it."""
        code = sig = 0
        for i in self.a.engine.infos(P):
            code |= i.holder_code  # the holders, top card first
            sig |= i.length_key   # each hand's length in the suit
        ranks = tuple((P & SUIT_MASKS[self.suit[c]] & ~((c << 1) - 1)).bit_count() if c & P else -1 for c in self.plan)
        return (code, sig, L, ranks)

    def value(self, P: int, L: int, n: int, played: tuple[int, ...] = (), cap: int = 99) -> int:
        """Fewest of the ``n`` tricks left (the current one included) that declarer's side
        can be held to, exact when below ``cap``; otherwise some number ``>= cap``."""
        if n == 0:
            return 0
        self.nodes += 1
        if not self.nodes & 63 and _out_of_time():
            raise OutOfTime
        key = self.key(P, L) if not played else None
        lo, hi = self.memo.get(key, (0, n)) if key is not None else (0, n)
        if key is not None and self.a.trump and lo < cap:
            sure = self.high_trumps(P)
            if sure > lo:
                lo = sure
        if lo >= cap or lo == hi:
            return lo
        bound = hi if hi < cap else cap
        best = bound
        a = self.a
        # depth-first over the cards of this trick; a trick's end recurses to the next
        order = [played]
        while order:
            cards = order.pop()
            if len(cards) == 4:
                w = a.winner(L, cards)
                gain = 1 if (w & 1) == self.ds else 0
                if gain >= best:
                    continue
                v = gain + self.value(P ^ cards[0] ^ cards[1] ^ cards[2] ^ cards[3], w, n - 1, (), best - gain)
                if v < best:
                    best = v
                    if best <= lo:
                        break
                continue
            for c in reversed(self.options(P, L, cards)):
                order.append(cards + (c,))
        if key is not None:  # at the start of a trick
            if best < bound or hi <= cap:
                self.memo[key] = (best, best)
            else:
                self.memo[key] = (cap if cap > lo else lo, hi)
        return best

    def line(self, P: int, L: int, n: int, played: tuple[int, ...]) -> list[tuple[int, int]]:
        """A worst line for declarer's side to the end, as (seat, bit) pairs."""
        out: list[tuple[int, int]] = []
        while n:
            target = self.value(P, L, n, played)
            for c in self.options(P, L, played, search=False):
                cards = played + (c,)
                if len(cards) < 4:
                    if self.value(P, L, n, cards) == target:
                        break
                    continue
                w = self.a.winner(L, cards)
                gain = 1 if (w & 1) == self.ds else 0
                if gain + self.value(P ^ cards[0] ^ cards[1] ^ cards[2] ^ cards[3], w, n - 1) == target:
                    break
            out.append(((L + len(played)) & 3, c))
            if len(cards) == 4:
                P ^= cards[0] ^ cards[1] ^ cards[2] ^ cards[3]
                L, n, played = w, n - 1, ()
            else:
                played = cards
        return out


def _plan_min(s: _State, play: Play, order: list[PlanStep], lo: int = 0, hi: int | None = None) -> int:
    """Fewest remaining tricks declarer's side can be held to when it follows the plan and
    every choice the plan leaves open goes against it (known to lie from ``lo`` to ``hi``)."""
    search = _PlanSearch.of(s, play, order)
    hi = s.n if hi is None else hi
    # Raise the cap one trick at a time: "can the defence hold declarer's side to 0?",
    # "... to 1?" and so on. Each search cuts a line at the cap, so the early questions are
    # cheap, and the table of bounds they leave prunes the later ones.
    for cap in range(lo + 1, hi + 1):
        v = search.value(s.P, s.L, s.n, s.played, cap)
        if v < cap:
            return v
    return hi


def _line(play: Play, order: list[PlanStep] | None) -> list[tuple[Seat, Card]]:
    """A line of play to the end: perfect play by both sides, or (with a plan) the plan
    against the defence that holds it to the fewest tricks."""
    if order is not None:
        s = _State(play)
        search = _PlanSearch.of(s, play, order)
        return [(Seat(h), s.a.to_card[bit]) for h, bit in search.line(s.P, s.L, s.n, s.played)]
    p = play.copy()
    line: list[tuple[Seat, Card]] = []
    seat = p.turn
    while seat is not None:  # None: the play is over
        card = _perfect_card(p)
        p.play(card)
        line.append((seat, card))
        seat = p.turn
    return line


def _perfect_card(p: Play) -> Card:
    """The first legal card that keeps the double-dummy value: one yes-or-no search per
    card tried, instead of the value of every card (best_cards)."""
    s = _State(p)
    a = s.a
    target = a.value(s.P, s.L, s.n, s.played)  # North-South's tricks from this trick on
    ns_turn = not (s.L + len(s.played)) & 1
    cards = p.legal_cards()
    for card in cards:
        c = a.to_bit[card]
        if ns_turn and a.after(s.P, s.L, s.n, s.played, c, target):
            return card
        if not ns_turn and not a.after(s.P, s.L, s.n, s.played, c, target + 1):
            return card
    return cards[0]  # (not reached: some card keeps the value)


# --- a claim with no plan that needs a guess (Law 70E) ------------------------------------

_COUNT_BEYOND = 0.25  # seconds to count the sure tricks beyond a claim proved with no plan
_LAYOUTS_TRIED = 16  # layouts one swap of two defenders' cards away, tried for a quick refutation


def _only_left(left: int) -> str:
    return ngettext("The claim fails: only {n} trick remains.", "The claim fails: only {n} tricks remain.",
                    left).format(n=left)


def _time_words(seconds: float | None) -> str:
    if seconds is None:
        return _("the time allowed")
    return ngettext("{n:g} second", "{n:g} seconds", int(seconds) if seconds == int(seconds) else 2).format(n=seconds)


def _unstated_line(play: Play, tricks: int, unseen: UnseenCards, example: str | None = None) -> ClaimCheck:
    """The verdict on a claim with no plan that holds in this layout but not in every
    layout of the unseen cards: it depends on an unstated finesse or guess. (Out of time,
    ``sure`` is 0 and there is no line: the claim is refused and play goes on.)"""
    try:
        if example is None:
            example = _bad_layout(play, tricks)
        sure = unseen.sure(tricks - 1)
        line = _unseen_line(play, unseen)
    except OutOfTime:
        sure, line = 0, []
    reason = _("The claim fails: it depends on where the defenders' cards lie, and you did not say you would "
               "finesse, or which way you would guess.{example} Without a plan a claim must work however their "
               "cards lie (Law 70): state your plan, or play on.").format(example=example)
    return ClaimCheck(False, reason, sure, _defenders(play, line), line)


def _unseen_line(play: Play, unseen: UnseenCards) -> list[tuple[Seat, Card]]:
    """The claim played out: declarer's side plays, seeing only its own cards, a card
    that makes sure of the most tricks (of several, the worst for it in this layout: a
    doubtful point goes against the claimer); the defenders play perfectly."""
    p = play.copy()
    line: list[tuple[Seat, Card]] = []
    side = play.declarer.side
    seat = p.turn
    while seat is not None:
        card = _unseen_card(p, unseen) if seat.side is side else _perfect_card(p)
        p.play(card)
        line.append((seat, card))
        seat = p.turn
    return line


def _unseen_card(p: Play, unseen: UnseenCards) -> Card:
    suits, v1, v3, leader, n, moves = unseen.position(p)
    me = unseen.seats.index(p.turn)
    sure: dict[Card, int] = {}
    for card in p.legal_cards():
        trick = (*moves, (me, card.suit.value, unseen.place(p, card)))
        got = 0
        while got < n and unseen.reaches(suits, v1, v3, leader, n, trick, got + 1):
            got += 1
        sure[card] = got
    most = max(sure.values())
    best = [card for card, got in sure.items() if got == most]
    if len(best) == 1:
        return best[0]
    values = _best_cards(p)  # declarer's side's tricks in this layout after each card
    return min(best, key=lambda card: values[card])


def _bad_layout(play: Play, tricks: int) -> str:
    """A sentence with a layout of the unseen cards, one swap away from this one, in which
    the claim fails even with perfect play ('' when none is found quickly)."""
    lho, rho = play.declarer.left, play.declarer.left.left.left
    swaps = [(x, lho, y, rho) for x in play.hand(lho) for y in play.hand(rho)]
    swaps += [(y, rho, x, lho) for x, _, y, _ in swaps]
    # honours changing hands within their suit first: the layouts that beat a finesse
    swaps.sort(key=lambda s: (s[0].suit is not s[2].suit, -s[0].rank, s[2].rank))
    tried = 0
    for x, holder, y, other in swaps:
        if x.rank < 10 or tried >= _LAYOUTS_TRIED:
            break
        hands = {seat: play.deal[seat] for seat in Seat}
        hands[holder] = hands[holder].remove(x).add(y)
        hands[other] = hands[other].remove(y).add(x)
        try:
            moved = Play(Deal(hands, play.deal.dealer), play.contract, play.played)
        except ValueError:  # a defender would hold a suit he has shown out of
            continue
        tried += 1
        s = _State(moved, fresh=True)
        ns = s.a.value(s.P, s.L, s.n, s.played)
        got = ns if play.declarer.side is Side.NS else s.n - ns
        if got < tricks:
            return " " + _("If {other} held {card} instead of {holder}, your side could be held to {got} of the "
                           "{n} tricks.").format(other=other.noun, card=x, holder=holder.noun, got=got,
                                                 n=play.tricks_left)
    return ""


def _defenders(play: Play, line: list[tuple[Seat, Card]]) -> list[tuple[Seat, Card]]:
    side = play.declarer.side
    return [(seat, card) for seat, card in line if seat.side is not side]


def _first_defence_win(play: Play, line: list[tuple[Seat, Card]]) -> tuple[Seat, int, Card] | None:
    p = play.copy()
    done = len(p.tricks)
    for _seat, card in line:
        p.play(card)
        if len(p.tricks) > done:
            done = len(p.tricks)
            trick = p.tricks[-1]
            winner, top = trick.winner, trick.winning_card  # a completed trick has both
            if winner is not None and top is not None and winner.side is not play.declarer.side:
                return winner, done, top
    return None
