"""The card robot's look-ahead: deal the cards it cannot see in many ways that agree with
the auction and the play so far, solve each layout double dummy, and play the card that
does best over the layouts.

Which layouts: the unseen cards are dealt among the hidden hands so that every hand keeps
its number of cards and gets no suit it has shown out of, and, as far as possible, so that
each hand fits what its player's calls showed (the coach's reading of the auction,
:mod:`bridgelib.system.reading`: an opener has 12 or more high-card points, a 1NT opener
15-17 with a balanced hand, an overcaller five cards in the suit ...). When too few such
layouts turn up, layouts that agree with the play only fill the rest. Everything used is
public: the robot's own cards, dummy, the cards played and the auction. The layouts come
from a random generator seeded by the unseen cards, so the same position always gives the
same layouts (never the clock).

How many: the solver's cost per layout grows quickly with the cards left, so the robot
solves fewer layouts early in the deal and more near the end (:func:`layouts_for`); the
schedule is a fixed table, so the decision never depends on the machine's speed.

Which card: for each layout the solver gives every legal card's tricks
(:func:`bridgelib.solver.best_cards`). As rubber bridge rewards the contract far above an
overtrick, declarer's side plays the card that makes the contract in the most layouts, the
defenders the card that beats it in the most; among those, the card with the most tricks on
average. Among equally good cards the robot plays the one technique suggests.

Time: the solver runs with no time limit. A limit by the clock would make the card depend
on the speed and the load of the machine (a layout that ran out of time would be left out,
or the card left to technique), and the same position must always give the same card. The
cost is bounded instead by where the look-ahead starts (:data:`SOLVER_FROM`), by the
schedule (at 40 cards left a layout costs the solver about 30 ms natively, median, and each
trick played makes it several times cheaper), and by a budget of work per decision
(:data:`SOLVER_NODES` positions searched, counted from an empty transposition table, so the
count is the same on every machine), which the layouts use in turn. When it runs out, the
layouts already solved decide if they are at least half of those dealt; else the contract
look-ahead decides, then technique.

Earlier, from the first trick after the opening lead (:data:`CONTRACT_FROM`), counting every
card's tricks costs too much (a third of a second a layout at 48 cards), so the robot asks
a cheaper question: in each of a few layouts, does this card still make the contract (a
defender: still beat it)? It overrules technique only when another card does so in more
layouts, and says so ("of 4 ways the unseen cards may lie, ♠K makes the contract in all of
them, ♠2 in only 3"). A ``solver`` of your own may still raise
:class:`~bridgelib.errors.AnalysisTimeout`; then technique decides that card.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..auction import Auction
from ..cards import Card, Hand, Suit
from ..deal import Deal, Seat
from ..errors import AnalysisTimeout
from ..play import Play
from .technique import _choose
from .view import _View

if TYPE_CHECKING:
    from ..solver import NodeBudget

__all__ = ["Solver", "SOLVER_FROM", "MAX_LAYOUTS", "SOLVER_NODES", "CONTRACT_FROM", "CONTRACT_LAYOUTS",
           "CONTRACT_NODES", "double_dummy_best", "layouts_for"]

Solver = Callable[[Play], Iterable[Card]]
"""A double-dummy function: the best cards for the player on turn in a fully known
position (the default is :func:`double_dummy_best`)."""

SOLVER_FROM = 40
"""The default robot looks ahead with the solver once this many cards or fewer remain
(from the fourth trick on). Earlier, counting every card's tricks in one layout costs the
pure-Python solver a tenth of a second to over a second, too slow for a decision
(``benchmarks/robots.py`` prints the figures); the contract look-ahead
(:data:`CONTRACT_FROM`) decides there."""

MAX_LAYOUTS = 16
"""The most layouts of the hidden cards the default robot solves per decision (near the
end of the deal; fewer earlier, see :func:`layouts_for`)."""

SOLVER_NODES = 90_000
"""The look-ahead's budget per decision, in positions the solver may search, shared by the
layouts in turn (a :class:`~bridgelib.solver.NodeBudget`: each layout may use what the
earlier ones left): a budget of work, not of time, so the decision is the same on every
machine. When a layout needs more than is left, the layouts already solved decide if they
are at least half of those dealt; else the decision goes to the contract look-ahead
(:data:`CONTRACT_NODES`), then to technique. Together they bound a decision to about a
second natively (about 120,000 positions a second), two and a half in the browser."""

CONTRACT_FROM = 51
"""Before the full look-ahead, from this many cards left (the first trick after the opening
lead), the default robot still looks ahead, for the contract only: in each layout it asks
the solver one yes-or-no question per card, "does this card still make the contract?" (for
a defender: "still beat it?"), which costs a small part of counting every card's tricks."""

CONTRACT_LAYOUTS = 6
"""Layouts of the hidden cards the contract look-ahead deals per decision."""

CONTRACT_NODES = 30_000
"""The contract look-ahead's budget per decision, in positions the solver may search
(shared by the layouts in turn, as :data:`SOLVER_NODES`). A budget of work, not of time, so
the decision is the same on every machine; it keeps a decision under about a third of a
second natively. A layout that needs more than is left ends the look-ahead: the layouts
done so far decide (two at least), or technique does. The tie-break between equally good
cards (an overtrick) uses what is left of the same budget."""

# (cards left at most, layouts): the solver's cost per layout rises about fifteenfold from
# 20 cards left to 36, so the number of layouts falls as the cost rises (medians per layout
# natively, cold, finding the best cards: 1.4 ms at 20 cards, 3.7 at 28, 12 at 32, 21 at
# 36, 51 at 40; counting every card's tricks, as the look-ahead does, costs about a quarter
# more).
_SCHEDULE = ((20, 16), (24, 12), (28, 10), (32, 8), (36, 6), (40, 5), (52, 4))


def layouts_for(cards_left: int, max_layouts: int = MAX_LAYOUTS) -> int:
    """How many layouts the look-ahead solves with ``cards_left`` cards still to play
    (at most ``max_layouts``).

    >>> layouts_for(16), layouts_for(36), layouts_for(36, max_layouts=4)
    (16, 6, 4)
    """
    for upto, count in _SCHEDULE:
        if cards_left <= upto:
            return min(count, max_layouts)
    return min(_SCHEDULE[-1][1], max_layouts)  # pragma: no cover - 52 cards at most


def double_dummy_best(play: Play) -> list[Card]:
    """The cards that keep the most tricks for the side on turn when all four hands are
    known (the robot's default ``solver``).

    >>> from bridgelib import Deal, Play
    >>> play = Play(Deal.parse("N:AQ... 32... 54... K6..."), "1NT by N")  # East leads
    >>> play.play("S2"); play.play("S4"); play.play("S6")     # West ducks the ♠K
    >>> [str(card) for card in double_dummy_best(play)]      # so North's ♠Q wins
    ['♠Q']
    """
    from ..solver import optimal_cards  # the solver is only needed once the look-ahead starts

    return optimal_cards(play)[1]


def _card_tricks(play: Play, node_limit: NodeBudget) -> dict[Card, int]:
    """Every legal card's double-dummy tricks for declarer's side (the deal's total)."""
    from ..solver import best_cards

    return best_cards(play, time_limit=None, node_limit=node_limit)  # not the clock: see the module's notes


# --- the layouts ----------------------------------------------------------------------------

@dataclass(frozen=True)
class _Shape:
    """What a hidden player's calls showed: a range of high-card points, the fewest cards
    in some suits, a balanced hand."""

    lo: int
    hi: int
    lengths: tuple[tuple[Suit, int], ...]
    balanced: bool


def _balanced(counts: Sequence[int]) -> bool:
    """4-3-3-3, 4-4-3-2 or 5-3-3-2."""
    return sorted(counts) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5])


_SLACK = 1
"""High-card points either side of the range a call showed that a layout may still give."""

_TRIES = 100
"""Random deals of the unseen cards tried per layout wanted, before the layouts that only
agree with the play fill the rest."""


def _shapes(auction: Auction | None, seats: Iterable[Seat]) -> dict[Seat, _Shape]:
    """What each of ``seats`` showed in the auction, by the coach's reading of it."""
    if auction is None or not auction.calls:
        return {}
    from ..system.reading import _infer  # the coach's reading: what each call showed

    shown = _infer([(auction.seat_of(i), c) for i, c in enumerate(auction.calls)])
    out = {}
    for seat in seats:
        s = shown[seat]
        # a point either way: the reading of a call is a guide, and players round
        out[seat] = _Shape(s.lo - _SLACK, s.hi + _SLACK, tuple(sorted(s.lengths.items())), s.balanced)
    return out


class _Fit:
    """Checks one hidden hand against what its player showed, counting its played cards."""

    def __init__(self, shape: _Shape | None, played: Sequence[Card]) -> None:
        self.shape = shape
        self.hcp = sum(c.rank.hcp for c in played)
        self.counts = [0, 0, 0, 0]
        for c in played:
            self.counts[c.suit.value] += 1

    def __call__(self, cards: Sequence[Card]) -> bool:
        shape = self.shape
        if shape is None:
            return True
        hcp = self.hcp + sum(c.rank.hcp for c in cards)
        if not shape.lo <= hcp <= shape.hi:
            return False
        counts = self.counts[:]
        for c in cards:
            counts[c.suit.value] += 1
        if any(counts[suit.value] < n for suit, n in shape.lengths):
            return False
        return not shape.balanced or _balanced(counts)


_Layout = dict[Seat, tuple[Card, ...]]


def _hidden_layouts(v: _View, play: Play, limit: int) -> tuple[list[Deal], bool]:
    """Full deals consistent with what the player sees (at most ``limit``), and whether
    they are all the layouts there are. Layouts that also fit the auction come first; the
    others only fill up when too few of those turn up."""
    hidden = [s for s in Seat if s not in v.hands]
    played_by: dict[Seat, list[Card]] = {s: [] for s in Seat}
    for t in v.tricks + (v.trick,):
        for seat, card in t.plays:
            played_by[seat].append(card)
    in_trick = {seat for seat, _ in v.trick.plays}
    need = {s: v.tricks_left - (1 if s in in_trick else 0) for s in hidden}
    pool = list(v.unseen.cards)
    if sum(need.values()) != len(pool):
        return [], False
    rng = random.Random("layouts:" + ",".join(str(c.index) for c in pool))
    shapes = _shapes(v.auction, hidden)
    fits = {s: _Fit(shapes.get(s), played_by[s]) for s in hidden}

    def allowed(a: _Layout) -> bool:
        return not any(c.suit in v.void[s] for s, cards in a.items() for c in cards)

    def agrees(a: _Layout) -> bool:
        return all(fits[s](cards) for s, cards in a.items())

    good: list[_Layout] = []
    rest: list[_Layout] = []
    complete = False
    if len(hidden) == 1:
        good, complete = [{hidden[0]: tuple(pool)}], True
    elif len(hidden) == 2 and math.comb(len(pool), need[hidden[0]]) <= 8 * limit:
        first, second = hidden
        for combo in itertools.combinations(pool, need[first]):
            a = {first: combo, second: tuple(c for c in pool if c not in combo)}
            if allowed(a):
                (good if agrees(a) else rest).append(a)
        complete = len(good) + len(rest) <= limit
        if len(good) > limit:
            good = rng.sample(good, limit)
        elif len(good) + len(rest) > limit:
            rest = rng.sample(rest, limit - len(good))
    else:  # too many to list: deal the unseen cards at random, keeping the consistent layouts
        if len(hidden) == 2 and shapes:
            seen: set[frozenset[Card]] = set()
            for a in _fitting_layouts(v, hidden, need, pool, fits, rng, _TRIES * limit):
                mine = frozenset(a[hidden[0]])
                if mine not in seen and agrees(a):
                    seen.add(mine)
                    good.append(a)
                    if len(good) == limit:
                        break
        if len(good) < limit:  # too few fit the auction: layouts that agree with the play fill up
            for a in _random_layouts(v, hidden, need, pool, rng, _TRIES * limit):
                if not shapes or agrees(a):
                    if a not in good:
                        good.append(a)
                        if len(good) == limit:
                            break
                elif len(rest) < limit:
                    rest.append(a)
    layouts = (good + rest)[:limit]
    deals = []
    for a in layouts:
        hands = {}
        for s in Seat:
            now = list(v.hands[s].cards) if s in v.hands else list(a[s])
            hands[s] = Hand(now + played_by[s])
        deals.append(Deal(hands, dealer=v.auction.dealer if v.auction is not None else Seat.N))
    return deals, complete


def _fitting_layouts(v: _View, hidden: list[Seat], need: dict[Seat, int], pool: list[Card],
                     fits: dict[Seat, _Fit], rng: random.Random, tries: int) -> Iterable[_Layout]:
    """Random layouts for two hidden hands that give each hand high-card points in the
    range its calls showed: every split of the unseen honours that does so is listed,
    weighted by the ways to add the small cards, and one drawn for each layout (so the
    layouts are as likely as when dealt at random and kept only when they fit)."""
    first, second = hidden
    forced: dict[Seat, list[Card]] = {first: [], second: []}
    free: list[Card] = []
    for c in pool:
        if c.suit in v.void[first]:
            forced[second].append(c)
        elif c.suit in v.void[second]:
            forced[first].append(c)
        else:
            free.append(c)
    take = need[first] - len(forced[first])
    if any(c.suit in v.void[first] for c in forced[first]) or not 0 <= take <= len(free):
        return
    honours = [c for c in free if c.rank.hcp]
    spots = [c for c in free if not c.rank.hcp]
    if len(honours) > _MAX_HONOURS:
        return
    ranges = []
    for s in hidden:
        shape = fits[s].shape
        base = fits[s].hcp + sum(c.rank.hcp for c in forced[s])
        lo, hi = (0, 40) if shape is None else (shape.lo, shape.hi)
        ranges.append((lo - base, hi - base))
    total = sum(c.rank.hcp for c in honours)
    splits: list[tuple[Card, ...]] = []
    weights: list[int] = []
    for k in range(min(take, len(honours)) + 1):
        ways = math.comb(len(spots), take - k)
        if not ways:
            continue
        for sub in itertools.combinations(honours, k):
            h = sum(c.rank.hcp for c in sub)
            if ranges[0][0] <= h <= ranges[0][1] and ranges[1][0] <= total - h <= ranges[1][1]:
                splits.append(sub)
                weights.append(ways)
    if not splits:
        return
    cum = list(itertools.accumulate(weights))
    for _ in range(tries):
        sub = rng.choices(splits, cum_weights=cum)[0]
        rng.shuffle(spots)
        mine = sub + tuple(spots[:take - len(sub)])
        yield {first: tuple(forced[first]) + mine,
               second: tuple(forced[second]) + tuple(c for c in free if c not in mine)}


_MAX_HONOURS = 14
"""More unseen honours than this (early in the deal) and the splits are too many to list:
random deals only."""


def _random_layouts(v: _View, hidden: list[Seat], need: dict[Seat, int], pool: list[Card],
                    rng: random.Random, tries: int) -> Iterable[_Layout]:
    """Random layouts that agree with the play: a card of a suit that all hidden hands but
    one have shown out of goes to that hand; the others are shuffled among the rest."""
    for _ in range(tries):
        given: dict[Seat, list[Card]] = {s: [] for s in hidden}
        free: list[Card] = []
        for c in pool:
            can = [s for s in hidden if c.suit not in v.void[s]]
            if len(can) == 1:
                given[can[0]].append(c)
            else:
                free.append(c)
        rng.shuffle(free)
        i = 0
        for s in hidden:
            take = need[s] - len(given[s])
            if take < 0:
                break
            given[s] += free[i:i + take]
            i += take
        else:
            a = {s: tuple(cards) for s, cards in given.items()}
            if not any(c.suit in v.void[s] for s, cards in a.items() for c in cards):
                yield a


# --- choosing the card ----------------------------------------------------------------------

@dataclass
class _Score:
    """How one card does over the layouts."""

    contract: int = 0  # layouts where it makes the contract (declarer's side) or beats it
    tricks: int = 0  # the side's tricks, summed over the layouts
    best: int = 0  # layouts where no card takes more tricks

    def key(self, contract_first: bool) -> tuple[int, int]:
        return (self.contract, self.tricks) if contract_first else (self.tricks, self.contract)


def _solver_card(v: _View, play: Play, solver: Solver | None, limit: int,
                 contract_first: bool = True) -> tuple[Card, str] | None:
    """The look-ahead's card and its reason, or None to leave the card to technique (no
    layout, every card as good as any other, or a ``solver`` of your own timed out).

    With ``solver`` None every card's tricks come from :func:`bridgelib.solver.best_cards`
    and the card that reaches the side's goal (make or beat the contract) in the most
    layouts wins, then the most tricks on average (``contract_first=False``: tricks
    first); a ``solver`` that names only the best cards gives a vote instead."""
    cards_left = 4 * v.tricks_left - len(v.trick.cards)
    deals, complete = _hidden_layouts(v, play, layouts_for(cards_left, limit))
    if not deals:
        return None
    legal = v.legal
    ours = not v.defending
    need = play.contract.tricks_needed
    scores = {c: _Score() for c in legal}
    budget = _budget(SOLVER_NODES)
    done = 0
    try:
        for deal in deals:
            position = Play(deal, play.contract, play.played)
            if solver is None:
                values = _card_tricks(position, budget)
                top = max(values.values()) if ours else min(values.values())
                for c in legal:
                    s = scores[c]
                    t = values[c]
                    s.tricks += t if ours else 13 - t
                    s.contract += (t >= need) == ours
                    s.best += t == top
            else:  # a solver that names only the best cards: the card best most often
                best = set(solver(position))
                for c in legal:
                    scores[c].best += c in best
                    scores[c].tricks += c in best
            done += 1
    except AnalysisTimeout:  # a layout needs too much work (or a solver of your own ran out of time)
        if solver is not None:
            return None
        if done < max(2, (len(deals) + 1) // 2):  # too few layouts solved to judge by
            return _contract_card(v, play)
        deals, complete = deals[:done], False  # the budget ran out: the layouts solved decide
    keys = {c: scores[c].key(contract_first) for c in legal}
    if len(set(keys.values())) == 1:
        return None  # every card is as good as any other: technique explains it better
    usual = _choose(v)[0]  # among equally good cards, play the one technique suggests
    ranked = sorted(legal, key=lambda c: (keys[c], c == usual, -legal.index(c)), reverse=True)
    card = ranked[0]
    second = next(c for c in ranked if keys[c] != keys[card])
    return card, _reason(v, card, second, scores, len(deals), complete, solver is None and contract_first,
                         solver is None)


def _contract_card(v: _View, play: Play, layouts: int = CONTRACT_LAYOUTS,
                   node_budget: int = CONTRACT_NODES) -> tuple[Card, str] | None:
    """The card that makes the contract (a defender: beats it) in the most layouts, with
    its reason, or None to leave the card to technique: when technique's own card does as
    well as any, when every card does the same, or when the solver's budget runs out
    before two layouts are done. Among cards that do equally well, the one that also takes
    an overtrick (a defender: beats the contract by two) in the most layouts, when what is
    left of the budget answers that for every layout."""
    deals, complete = _hidden_layouts(v, play, layouts)
    if not deals:
        return None
    legal = v.legal
    need = play.contract.tricks_needed
    budget = _budget(node_budget)
    reached = _reaching(deals, play, need, budget)
    if len(reached) < 2:
        return None
    deals = deals[:len(reached)]
    scores = {c: _Score(contract=sum(r[c] != v.defending for r in reached)) for c in legal}
    usual = _choose(v)[0]
    top = max(s.contract for s in scores.values())
    if scores[usual].contract == top:
        return None  # technique's card does as well as any: technique explains it better
    best = [c for c in legal if scores[c].contract == top]
    if len(best) > 1:  # one more trick for declarer's side, or one fewer, breaks the tie
        more = _reaching(deals, play, need - 1 if v.defending else need + 1, budget)  # what is left of it
        if len(more) == len(deals):
            extra = {c: sum(r[c] != v.defending for r in more) for c in best}
            best = [c for c in best if extra[c] == max(extra.values())]
    same_suit = [c for c in best if c.suit is usual.suit]
    card = min(same_suit, key=lambda c: abs(c.rank - usual.rank)) if same_suit else best[-1]
    return card, _reason(v, card, usual, scores, len(deals), complete and len(deals) == len(reached), True, True)


def _budget(nodes: int) -> NodeBudget:
    from ..solver import NodeBudget

    return NodeBudget(nodes)


def _reaching(deals: Sequence[Deal], play: Play, tricks: int, node_limit: NodeBudget) -> list[dict[Card, bool]]:
    """For each layout in turn, whether each card lets declarer's side reach ``tricks``;
    the list stops at the first layout that needs more positions than are left in the
    budget ``node_limit``."""
    from ..solver import cards_reaching

    out = []
    for deal in deals:
        try:
            out.append(cards_reaching(Play(deal, play.contract, play.played), tricks, time_limit=None,
                                      node_limit=node_limit))
        except AnalysisTimeout:
            break
    return out


def _reason(v: _View, card: Card, second: Card, scores: dict[Card, _Score], n: int, complete: bool,
            contract_first: bool, exact: bool) -> str:
    """One sentence: the robot looked at many layouts, and what ``card`` does in them
    compared with ``second``, the next best card."""
    head = f"Looking ahead at the last {v.tricks_left} tricks"
    s, o = scores[card], scores[second]
    if n == 1:
        return f"{head}: the unseen cards can lie only one way, and {card} takes the most tricks."
    ways = f"the {n} ways the unseen cards can lie" if complete else f"{n} ways the unseen cards may lie"
    every = f"in every one of {ways}" if complete else f"in each of {ways}"
    if not exact:
        where = every if s.best == n else f"in {s.best} of {ways}"
        return f"{head}: {card} keeps the most tricks ({where})."
    aim = "beats the contract" if v.defending else "makes the contract"
    if contract_first and s.contract > o.contract:
        return (f"{head}: of {ways}, {card} {aim} in {_count(s.contract, n)}, "
                f"{second} in {_count(o.contract, n, only=True)}.")
    more = _more(s.tricks - o.tricks, n)
    if s.best == n:
        lead = f"{every}, {card} takes the most tricks ({more} than {second} on average)"
    elif 2 * s.best > n:
        lead = (f"in most of {ways} ({s.best} of them), {card} takes the most tricks, "
                f"{more} than {second} on average")
    else:
        lead = f"over {ways}, {card} takes the most tricks on average, {more} than {second}"
    tail = "" if s.contract in (0, n) else f"; it {aim} in {s.contract} of them"
    return f"{head}: {lead}{tail}."


def _count(k: int, n: int, only: bool = False) -> str:
    if k == n:
        return "all of them"
    if k == 0:
        return "none"
    return f"only {k}" if only else str(k)


def _more(extra: int, n: int) -> str:
    """``extra`` tricks over ``n`` layouts, in words: "a trick more", "half a trick more"."""
    if extra == n:
        return "a trick more"
    if extra % n == 0:
        return f"{extra // n} tricks more"
    if 2 * extra == n:
        return "half a trick more"
    x = extra / n
    return f"{x:.1f} of a trick more" if x < 1 else f"{x:.1f} tricks more"
