"""A finesse to take (lesson 7): declarer's card judged over every layout of the cards
he cannot see, never by looking at them."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from bridgelib import Deal, Play, Seat
from bridgelib.cards import Card, Hand, Rank
from bridgelib.errors import BridgeError
from bridgelib.exercises import EXERCISE_KINDS, FinesseQuestion, exercise_set, finesse_question
from bridgelib.solver import best_cards

AQ_ONSIDE = Deal.parse("S:AQ4.3.AK. T98.2.54. 765.A.32. KJ3.4.76.", dealer=Seat.S)
AQ_OFFSIDE = Deal.parse("S:AQ4.3.AK. KJ3.2.54. 765.A.32. T98.4.76.", dealer=Seat.S)
K_TOWARD = Deal.parse("S:K94.3.AK. T85.2.54. 763.A.32. AQJ.4.76.", dealer=Seat.S)


def test_the_queen_from_ace_queen_wherever_the_king_lies() -> None:
    onside = FinesseQuestion(Play(AQ_ONSIDE, "1NT by S", "H2 HA H4 H3 S5 S3"))
    offside = FinesseQuestion(Play(AQ_OFFSIDE, "1NT by S", "H2 HA H4 H3 S5 S8"))
    assert onside.answer == offside.answer == (Card.parse("SQ"),)  # declarer cannot see the difference
    assert onside.check("SQ").correct and not onside.check("SA").correct and not onside.check("S4").correct
    assert "whenever West does not hold ♠K" in onside.check("SA").explanation
    assert "In 4 of the 10 ways the unseen cards can lie, ♠Q takes more tricks than ♠A" in \
        onside.check("SA").explanation


def test_the_king_toward_which_the_suit_was_led() -> None:
    q = FinesseQuestion(Play(K_TOWARD, "1NT by S", "H2 HA H4 H3 S3 SJ"))
    assert q.answer == (Card.parse("SK"),)
    assert "whenever West does not hold ♠A" in q.explanation


def test_the_verdict_is_the_average_over_every_layout_of_the_unseen_cards() -> None:
    play = Play(AQ_ONSIDE, "1NT by S", "H2 HA H4 H3 S5 S3")
    q = FinesseQuestion(play)
    unseen = sorted(play.hand(Seat.E).cards_in("S") + play.hand(Seat.W).cards_in("S"))
    totals = dict.fromkeys(play.legal_cards(), 0)
    layouts = 0
    for east in combinations(unseen, 2):
        hands = {seat: play.deal[seat] for seat in Seat}
        hands[Seat.E] = Hand([c for c in hands[Seat.E].cards if c not in unseen] + list(east))  # keeps the ♠3 played
        hands[Seat.W] = Hand([c for c in hands[Seat.W].cards if c not in unseen] + [c for c in unseen if c not in east])
        layout = Play(Deal(hands, dealer=Seat.S), "1NT by S", list(play.played))
        for card, tricks in best_cards(layout, time_limit=None).items():
            totals[card] += tricks
        layouts += 1
    best = max(totals.values())
    assert q.layouts == layouts == 10
    assert set(q.answer) == {card for card, total in totals.items() if total == best}


def test_bad_answers_and_bad_positions_are_named() -> None:
    q = FinesseQuestion(Play(AQ_ONSIDE, "1NT by S", "H2 HA H4 H3 S5 S3"))
    wrong = q.check("HA")
    assert not wrong.correct and wrong.explanation.startswith("♥A is not in your hand.")
    revoke = FinesseQuestion(Play(K_TOWARD, "1NT by S", "H2 HA H4 H3 S3 SJ")).check("DA")
    assert not revoke.correct and revoke.explanation == "You must follow suit: you hold ♠K, ♠9 and ♠4. Choose one of those."
    with pytest.raises(BridgeError, match="declarer on turn"):
        FinesseQuestion(Play(AQ_ONSIDE, "1NT by S", "H2 HA H4 H3 S5"))
    with pytest.raises(BridgeError, match="led from dummy"):
        FinesseQuestion(Play(AQ_ONSIDE, "1NT by S", "H2 HA H4"))


def test_the_generator_is_seeded_of_its_kind_and_right() -> None:
    assert EXERCISE_KINDS["finesse"][0] is finesse_question
    assert finesse_question(random.Random(9)) == finesse_question(random.Random(9))
    honours_led_toward = set()
    for seed in range(100):
        q = finesse_question(random.Random(seed))
        trick = q.play.current_trick
        assert trick is not None and trick.leader is Seat.N and q.play.turn is Seat.S
        (best,) = q.answer
        assert best.rank >= Rank.QUEEN and best in q.play.hand(Seat.S)
        unseen = q.play.hand(Seat.E).cards + q.play.hand(Seat.W).cards
        assert [c for c in unseen if c.suit is best.suit and c.rank > best.rank]  # a card to finesse against
        assert q.check(best).correct and not q.check(max(q.play.legal_cards(), key=lambda c: c != best)).correct
        honours_led_toward.add(best.rank)
    assert honours_led_toward == {Rank.QUEEN, Rank.KING}  # the queen from A Q and the king toward K x x


def test_exercise_sheets_ask_for_finesses() -> None:
    questions = exercise_set(seed=4, count=3, kinds="finesse")
    assert all(isinstance(q, FinesseQuestion) for q in questions)
