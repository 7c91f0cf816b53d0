"""What to discard when the player cannot follow suit and does not ruff: the lowest card
of the suit least worth keeping."""

from __future__ import annotations

from ..auction import Strain
from ..cards import Card, Rank, Suit
from .view import _View


def _discard(v: _View, why: str) -> tuple[Card, str]:
    """Discard the lowest card of the suit least worth keeping (see :func:`_keep_score`)."""
    best: tuple[tuple[float, Rank], Card] | None = None
    for suit in Suit:
        cards = v.hand.cards_in(suit)
        if not cards:
            continue
        key = (_keep_score(v, suit, cards), cards[-1].rank)
        if best is None or key < best[0]:
            best = (key, cards[-1])
    assert best is not None
    card = best[1]
    if v.is_master(card):
        return card, f"{why}: discard {card}; every card you hold is worth keeping, this one the least."
    return card, f"{why}: discard {card}, a card you do not need."


def _keep_score(v: _View, suit: Suit, cards: tuple[Card, ...]) -> float:
    """How much the player needs its ``cards`` of ``suit``: trumps and winners most, then
    a guarded honour, length kept with dummy or in the side's long suit."""
    if suit is v.trump:
        return 1000.0
    masters = sum(1 for c in cards if v.is_master(c))
    score = 60.0 * masters + (400 if masters == len(cards) else 0)
    n = len(cards)
    top = cards[0]
    higher = v.higher_unseen(top) + sum(1 for s in v.opponents_visible for c in v.cards(s, suit) if c.rank > top.rank)
    covered = not v.defending and any(c.rank > top.rank for c in v.cards(v.turn.partner, suit))
    if not covered and top.rank >= Rank.JACK and not v.is_master(top) and n == higher + 1:
        score += 80  # a guarded honour (Kx, Qxx, Jxxx): keep its guard
    if v.defending and v.dummy in v.hands:
        dn = len(v.cards(v.dummy, suit))
        if dn >= n and dn >= 2:
            score += 25  # keep length with dummy
    if v.contract.strain is Strain.NT and n >= 2 and any(x.side is v.turn.side for x in v.led_by[suit]):
        score += 40  # our side's long suit
    if not v.defending:
        partner_cards = v.cards(v.turn.partner, suit)
        if partner_cards and any(v.is_master(c) for c in partner_cards) and n <= 2:
            score += 10  # keep a card to reach partner's winners
        if len(partner_cards) + n >= 7:
            score += 20  # the side's long suit: keep its length
    return score + 0.5 * n  # discard from short suits: keep long ones, make voids for ruffing
