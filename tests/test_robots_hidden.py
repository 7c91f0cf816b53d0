"""The computer players never look at hands they cannot see (issue 13): a robot's card,
and its reason, are the same for every layout of the unseen cards that agrees with the
play so far. Tested by dealing the unseen cards again among the hidden hands (each keeps
its number of cards, and no hand gets a suit it has shown out of)."""

from __future__ import annotations

import random

import pytest

from bridgelib import Deal, Hand, Play, Seat, Suit
from bridgelib.robots import CONTRACT_FROM, Robot, play_deal

TECHNIQUE = Robot(use_solver_from=None)
LOOKAHEAD = Robot(use_solver_from=12, max_layouts=8)  # the look-ahead, late in the deal where it is quick
DEFAULT = Robot()  # the look-ahead (for the contract from the first trick), layouts that fit the auction


def _shown_out(play: Play, seat: Seat) -> set[Suit]:
    tricks = [*play.tricks, *([play.current_trick] if play.current_trick else [])]
    out = set()
    for trick in tricks:
        led = trick.suit_led
        for who, card in trick.plays:
            if who is seat and card.suit is not led:
                out.add(led)
    return out


def _another_layout(play: Play, rng: random.Random) -> Deal | None:
    """The same position with the unseen cards dealt again among the hidden hands."""
    viewer = play.controller  # declarer also sees dummy, which he plays
    seen = play.visible_to(viewer) | ({play.dummy} if viewer is play.declarer else set())
    hidden = [seat for seat in Seat if seat not in seen]
    pool = [card for seat in hidden for card in play.hand(seat)]
    sizes = {seat: len(play.hand(seat)) for seat in hidden}
    voids = {seat: _shown_out(play, seat) for seat in hidden}
    for _ in range(200):
        rng.shuffle(pool)
        given, start = {}, 0
        for seat in hidden:
            given[seat] = pool[start:start + sizes[seat]]
            start += sizes[seat]
        if all(card.suit not in voids[seat] for seat in hidden for card in given[seat]):
            break
    else:
        return None
    played_by = {seat: [] for seat in Seat}
    for trick in [*play.tricks, *([play.current_trick] if play.current_trick else [])]:
        for who, card in trick.plays:
            played_by[who].append(card)
    hands = {}
    for seat in Seat:
        now = given[seat] if seat in hidden else list(play.hand(seat))
        hands[seat] = " ".join(c.pbn for c in [*played_by[seat], *now])
    return Deal({seat: Hand(text.split()) for seat, text in hands.items()}, dealer=play.deal.dealer)


def _positions(count: int, seed: int):
    rng = random.Random(seed)
    for _ in range(count):
        deal = Deal.random(rng.randrange(2**32))
        auction, played = play_deal(deal, TECHNIQUE)
        if played is None:
            continue
        for k in range(0, 52, 5):
            yield auction, Play(deal, played.contract, played.played[:k]), rng


@pytest.mark.parametrize(("robot", "name"), [(TECHNIQUE, "technique"), (LOOKAHEAD, "look-ahead"),
                                             (DEFAULT, "default")])
def test_a_robots_card_does_not_depend_on_the_hidden_hands(robot, name):
    seed, deals, last = {"technique": (2026, 12, 52), "look-ahead": (7, 12, 12), "default": (13, 4, CONTRACT_FROM)}[name]
    checked = 0
    for auction, play, rng in _positions(deals, seed):
        if 52 - len(play.played) > last:
            continue
        chosen = robot.card(play, auction)
        for _ in range(3):
            other = _another_layout(play, rng)
            if other is None:
                continue
            again = Play(other, play.contract, play.played)
            assert again.controller is play.controller
            decision = robot.card(again, auction)
            assert (decision.action, decision.reason) == (chosen.action, chosen.reason), (
                f"{name}: {play.deal.pbn} {play.contract} after {len(play.played)} cards: "
                f"{chosen.action} ({chosen.reason}) but {decision.action} ({decision.reason}) with {other.pbn}")
            checked += 1
    assert checked >= 40


def test_the_check_catches_a_robot_that_peeks():
    """The same harness, given a robot that looks at its left-hand opponent's cards, finds it out."""
    def peek(play):
        lho = play.controller.next()
        high = play.hand(lho) and max(play.hand(lho)).rank.value > 12
        return max(play.legal_cards()) if high else min(play.legal_cards())

    caught = 0
    for _auction, play, rng in _positions(6, 2026):
        other = _another_layout(play, rng)
        if other is not None and peek(play) != peek(Play(other, play.contract, play.played)):
            caught += 1
    assert caught >= 3
