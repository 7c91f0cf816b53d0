"""Seeded exercises: same seed same sheet, and every answer agrees with the rules."""

import random

import pytest

from bridgelib import Auction, Contract, PASS, Seat, Strain
from bridgelib.exercises import (
    CallQuestion, DeclarerQuestion, ScoreQuestion, TrickQuestion, call_question, declarer_question,
    exercise_set, score_question, trick_question,
)


def test_same_seed_same_questions():
    a = [q.prompt for q in exercise_set(seed=8, count=20)]
    b = [q.prompt for q in exercise_set(seed=8, count=20)]
    c = [q.prompt for q in exercise_set(seed=9, count=20)]
    assert a == b and a != c


def test_count_must_be_positive():
    with pytest.raises(ValueError, match="at least 1"):
        exercise_set(seed=1, count=0)


def test_trick_questions_follow_suit_and_name_the_winner():
    rng = random.Random(4)
    for _ in range(200):
        q = trick_question(rng)
        cards = q.trick.cards
        led = cards[0].suit
        trump = q.trick.strain.suit
        trumps = [c for c in cards if trump is not None and c.suit is trump]
        best = max(trumps or [c for c in cards if c.suit is led], key=lambda c: c.rank)
        assert q.answer is q.trick.leader.next(cards.index(best))
        assert q.check(q.answer).correct and not q.check(q.answer.left).correct
        assert str(best) in q.explanation


def test_call_questions_are_half_legal_and_explained():
    rng = random.Random(5)
    legal = 0
    for _ in range(200):
        q = call_question(rng)
        assert not q.auction.is_over
        assert q.answer == (q.call in q.auction.legal_calls())
        legal += q.answer
        assert q.explanation.startswith("Yes" if q.answer else "No")
        assert q.check(q.answer).correct and not q.check(not q.answer).correct
    assert 60 <= legal <= 140


def test_declarer_questions_often_need_the_first_to_name_rule():
    rng = random.Random(6)
    tricky = 0
    for _ in range(60):
        q = declarer_question(rng)
        contract = q.auction.contract
        assert contract is not None
        calls = q.auction.calls
        last = max(i for i, c in enumerate(calls) if c.is_bid)
        tricky += q.auction.seat_of(last) is not q.answer
        assert q.answer.side is q.auction.seat_of(last).side
        assert q.check(q.answer).correct
    assert tricky >= 20


def test_score_question_worked_example_and_mistakes():
    q = ScoreQuestion(Contract.parse("4HX by S"), 7, False)
    assert q.answer == (0, 0, 500)
    verdict = q.check((0, 0, 700))
    assert not verdict.correct and "you wrote 700, it is 500" in verdict.explanation
    q = ScoreQuestion(Contract.parse("6C by N"), 12, False)
    assert q.answer == (120, 500, 0)
    rng = random.Random(7)
    made = sum(score_question(rng).score.made for _ in range(200))
    assert 60 <= made <= 140
