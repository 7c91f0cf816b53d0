"""The card robot's look-ahead near the end of a deal: deal the cards it cannot see in
the ways that agree with the play so far, ask the double-dummy solver for the best cards
in each layout, and play the card best most often."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterable

from ..cards import Card, Hand
from ..deal import Deal, Seat
from ..errors import AnalysisTimeout
from ..play import Play
from .technique import _choose
from .view import _View

__all__ = ["Solver", "SOLVER_FROM", "MAX_LAYOUTS", "double_dummy_best"]

Solver = Callable[[Play], Iterable[Card]]
"""A double-dummy function: the best cards for the player on turn in a fully known
position (the default is :func:`double_dummy_best`)."""

SOLVER_FROM = 20
"""The default robot looks ahead with the solver once this many cards or fewer remain
(the last five tricks). Chosen so that a decision stays well under a quarter of a second
on a desktop, and under a second in the browser (``benchmarks/robots.py`` prints the
figures); earlier in the deal the search over many layouts would take too long."""

MAX_LAYOUTS = 16
"""How many layouts of the hidden cards the default robot solves per decision."""


def _hidden_layouts(v: _View, play: Play, limit: int) -> list[Deal]:
    """Full deals consistent with what the player sees: the unseen cards shared among
    the hidden hands in every way (or ``limit`` seeded samples) that agrees with the
    cards each hand still holds and the suits it has shown out of."""
    hidden = [s for s in Seat if s not in v.hands]
    played_by: dict[Seat, list[Card]] = {s: [] for s in Seat}
    for t in v.tricks + (v.trick,):
        for seat, card in t.plays:
            played_by[seat].append(card)
    in_trick = {seat for seat, _ in v.trick.plays}
    need = {s: v.tricks_left - (1 if s in in_trick else 0) for s in hidden}
    pool = list(v.unseen.cards)
    if sum(need.values()) != len(pool):
        return []
    rng = random.Random("layouts:" + ",".join(str(c.index) for c in pool))

    def allowed(a: dict[Seat, tuple[Card, ...]]) -> bool:
        return not any(c.suit in v.void[s] for s, cards in a.items() for c in cards)

    layouts: list[dict[Seat, tuple[Card, ...]]] = []
    if len(hidden) == 1:
        layouts = [{hidden[0]: tuple(pool)}]
    elif len(hidden) == 2 and math.comb(len(pool), need[hidden[0]]) <= 8 * limit:
        first, second = hidden
        every: list[dict[Seat, tuple[Card, ...]]] = []
        for combo in itertools.combinations(pool, need[first]):
            a = {first: combo, second: tuple(c for c in pool if c not in combo)}
            if allowed(a):
                every.append(a)
        layouts = every if len(every) <= limit else rng.sample(every, limit)
    else:  # too many to list: deal the unseen cards at random, keeping the consistent layouts
        for _ in range(200 * limit):
            rng.shuffle(pool)
            a, i = {}, 0
            for s in hidden:
                a[s] = tuple(pool[i:i + need[s]])
                i += need[s]
            if allowed(a):
                layouts.append(a)
                if len(layouts) == limit:
                    break
    deals = []
    for a in layouts:
        hands = {}
        for s in Seat:
            now = list(v.hands[s].cards) if s in v.hands else list(a[s])
            hands[s] = Hand(now + played_by[s])
        deals.append(Deal(hands, dealer=v.auction.dealer if v.auction is not None else Seat.N))
    return deals


def _solver_card(v: _View, play: Play, solver: Solver, limit: int) -> tuple[Card, str] | None:
    deals = _hidden_layouts(v, play, limit)
    if not deals:
        return None
    votes: dict[Card, int] = {}
    for deal in deals:
        position = Play(deal, play.contract, play.played)
        try:
            for card in solver(position):
                votes[card] = votes.get(card, 0) + 1
        except AnalysisTimeout:
            return None  # too slow to look ahead here: technique decides
    legal = v.legal
    if not votes or all(votes.get(c, 0) == len(deals) for c in legal):
        return None  # every card is as good as any other: technique explains it better
    usual = _choose(v)[0]  # among equally good cards, play the one technique suggests
    best = max(legal, key=lambda c: (votes.get(c, 0), c == usual, -legal.index(c)))
    n = votes.get(best, 0)
    if len(deals) == 1:
        where = "the unseen cards can lie only one way"
    elif n == len(deals):
        where = f"in every one of the {len(deals)} ways the unseen cards can lie"
    else:
        where = f"in {n} of the {len(deals)} ways the unseen cards can lie"
    return best, f"Looking ahead at the last {v.tricks_left} tricks: {best} keeps the most tricks ({where})."


def double_dummy_best(play: Play) -> list[Card]:
    """The cards that keep the most tricks for the side on turn when all four hands are
    known (the robot's default ``solver``).

    >>> from bridgelib import Deal, Play
    >>> play = Play(Deal.parse("N:AQ... 32... 54... K6..."), "1NT by N")  # East leads
    >>> play.play("S2"); play.play("S4"); play.play("S6")     # West ducks the ♠K
    >>> [str(card) for card in double_dummy_best(play)]      # so North's ♠Q wins
    ['♠Q']
    """
    from ..solver import optimal_cards  # the solver is only needed near the end of a deal

    return optimal_cards(play)[1]
