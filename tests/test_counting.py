"""Sure winners (bridgelib.counting): the count lesson 6 teaches, one owner for it."""

from __future__ import annotations

import random

import pytest

from bridgelib import Card, Deal, Hand, Seat, Suit
from bridgelib.counting import sure_winners


def lesson_5_sure_winners(hand_a: Hand, hand_b: Hand, suit: Suit) -> int:
    """The count as lesson 6 defined it in its own cell before it called the engine
    (verbatim): "Tricks a partnership can take in `suit` at once, without giving up the
    lead: its unbroken run of top cards (A, K, Q, ... in either hand), but no more than the
    longer hand's length." """
    ours = set(hand_a.cards_in(suit)) | set(hand_b.cards_in(suit))
    top = 0
    for rank in range(14, 1, -1):
        if Card(suit, rank) not in ours:
            break
        top += 1
    return min(top, max(len(hand_a.cards_in(suit)), len(hand_b.cards_in(suit))))


@pytest.mark.parametrize(("ours", "partner", "suit", "count"), [
    ("AKQ...", "432...", "S", 3),        # the top three
    ("AK2...", "Q43...", "S", 3),        # the run goes across the two hands
    ("AK...", "Q...", "S", 2),           # no more than the longer hand's length
    ("AKQJ...", "T9...", "S", 4),
    ("AQJ...", "432...", "S", 1),        # the king is missing: the run stops
    ("KQJ...", "T98...", "S", 0),        # no ace, no sure winner
    ("...", "...", "S", 0),              # no cards
    (".AKQJT98765432..", "...", "H", 13),
])
def test_examples(ours: str, partner: str, suit: str, count: int) -> None:
    assert sure_winners(ours, partner, suit) == count
    assert sure_winners(partner, ours, suit) == count  # the two hands are alike
    assert sure_winners(Hand.parse(ours), Hand.parse(partner), Suit.parse(suit)) == count


def test_played_cards_no_longer_stop_the_run() -> None:
    assert sure_winners("KQ2...", "J43...", "S") == 0
    assert sure_winners("KQ2...", "J43...", "S", played=["SA"]) == 3
    assert sure_winners("Q2...", "J43...", "S", played=[Card.parse("SA"), "SK"]) == 2  # ♠Q J, then the ♠10 is out
    assert sure_winners("Q2...", "J43...", "S", played=["SA"]) == 0  # the king is still out
    assert sure_winners("KQ2...", "J43...", "S", played=["HA"]) == 0  # another suit's ace


def test_all_suits_add_up() -> None:
    north, south = Hand.parse("AK3.QJ2.A8765.32"), Hand.parse("Q54.AK3.K432.A54")
    assert sure_winners(north, south) == sum(sure_winners(north, south, s) for s in Suit) == 9


def test_the_same_count_as_lesson_5_on_random_deals() -> None:
    lesson = lesson_5_sure_winners
    rng = random.Random(5)
    for _ in range(300):
        deal = Deal.random(rng)
        for a, b in ((Seat.N, Seat.S), (Seat.E, Seat.W)):
            for suit in Suit:
                assert sure_winners(deal[a], deal[b], suit) == lesson(deal[a], deal[b], suit)


def test_bad_arguments_are_refused_with_a_sentence() -> None:
    with pytest.raises(ValueError, match="share a card"):
        sure_winners("AK...", "A...", "S")
    with pytest.raises(ValueError):
        sure_winners("AK...", "Q...", "Z")
    with pytest.raises(ValueError):
        sure_winners("AK...", "Q...", "S", played=["Z9"])
