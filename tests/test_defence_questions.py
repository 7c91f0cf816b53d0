"""The defender's card as a question (lesson 8): judged double dummy, refused where it
cannot be asked, and an unplayable card is a wrong answer that says why."""

from __future__ import annotations

import pytest

from bridgelib import BridgeError, Card, Deal, Play, Seat
from bridgelib.exercises import DefenceQuestion
from bridgelib.questions import CardAnswer, PositionPicture, TrickPicture
from bridgelib.solver import best_cards

THIRD_HAND = Deal.parse("N:765.AK.. Q94.32.. AJ8.54.. KT32.Q..", dealer=Seat.S)


def test_third_hand_high_is_the_answer_and_low_costs_a_trick():
    q = DefenceQuestion(Play(THIRD_HAND, "1NT by S", "S2 S5"))
    assert q.seat is Seat.E and q.answer == (Card.parse("SQ"),)
    assert q.check("SQ").correct
    low = q.check("S4")
    assert not low.correct and "♠4 gives up 1 trick" in str(low) and "after ♠Q only 3 tricks" in str(low)
    assert isinstance(q.answer_kind, CardAnswer) and len(q.answer_kind.cards) == 5
    shown = q.answered_figure.parts
    assert isinstance(shown[0], PositionPicture) and isinstance(shown[1], TrickPicture)
    assert shown[1].trick.cards == (Card.parse("S2"), Card.parse("S5"))


def test_the_answer_is_every_card_that_keeps_the_best_result():
    play = Play(Deal.parse("N:3.953.. 4.A74.. A.Q62.. 2.KJ8..", dealer=Seat.S), "1NT by S", "S2 S3 S4 SA H2")
    q = DefenceQuestion(play)
    values = best_cards(play, time_limit=None)
    best = min(values.values())
    assert set(q.answer) == {card for card, n in values.items() if n == best} == {Card.parse("HJ"), Card.parse("H8")}
    assert "would do as well" in str(q.check("H8")) and not q.check("HK").correct


def test_cards_that_cannot_be_played_are_wrong_answers_that_say_why():
    q = DefenceQuestion(Play(THIRD_HAND, "1NT by S", "S2 S5"))
    revoke = q.check("H3")                       # East holds spades: he must follow suit
    assert not revoke.correct and "follow suit" in str(revoke)
    not_his = q.check("SA")
    assert not not_his.correct and "♠A is not in your hand" in str(not_his)
    assert not q.check("the queen").correct


def test_a_defence_question_needs_a_defender_on_turn_after_the_lead():
    with pytest.raises(BridgeError, match="defender is about to play"):
        DefenceQuestion(Play(THIRD_HAND, "1NT by S", "S2"))          # dummy's turn
    with pytest.raises(BridgeError, match="lead question"):
        DefenceQuestion(Play(THIRD_HAND, "1NT by S"))                # the opening lead itself


def test_the_defence_generator_is_seeded_of_its_kinds_and_right():
    import random

    from bridgelib.exercises import EXERCISE_KINDS, defence_question

    assert EXERCISE_KINDS["defence"][0] is defence_question
    assert defence_question(random.Random(9)) == defence_question(random.Random(9))
    kinds = set()
    for seed in range(100):
        q = defence_question(random.Random(seed))
        cards = sorted(q.play.hand(q.seat))
        trick = q.play.current_trick
        assert trick is not None and q.seat.side is not q.play.declarer.side
        values = best_cards(q.play, time_limit=None)
        best = min(values.values())
        assert set(q.answer) == {card for card, n in values.items() if n == best}
        if q.seat is Seat.E:                                   # third hand: the highest card
            kinds.add("third hand")
            assert len(trick.cards) == 2 and q.answer == (cards[-1],)
        elif trick.cards[0].rank >= 10:                        # an honour led: cover it
            kinds.add("cover")
            covers = [c for c in cards if c.rank > trick.cards[0].rank]
            assert q.answer == tuple(covers) and len(covers) == 1
        else:                                                  # second hand: low, not the honour
            kinds.add("second hand")
            assert cards[0] in q.answer and cards[-1] not in q.answer and cards[-1].rank >= 12
        assert q.check(q.answer[0]).correct
        wrong = next(c for c in q.play.legal_cards() if c not in q.answer)
        assert not q.check(wrong).correct and "gives up" in str(q.check(wrong))
    assert kinds == {"third hand", "cover", "second hand"}
