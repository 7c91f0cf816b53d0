"""Declarer technique (lesson 7): the loser count, the losers question and its generator,
lines of play judged against the best defence (solver.line_tricks) and the question that
asks for the best line."""

from __future__ import annotations

import random

import pytest

from bridgelib import BridgeError, Card, Deal, Hand, Play, Seat, Suit
from bridgelib.cards import Rank
from bridgelib.counting import losers
from bridgelib.exercises import EXERCISE_KINDS, LineQuestion, LosersQuestion, exercise_set, losers_question
from bridgelib.solver import line_tricks, solve_play


def counted_by_hand(declarer: Hand, dummy: Hand, suit: Suit) -> int:
    """The rule in its own words: the first three places of declarer's holding (fewer when
    he holds fewer cards), each wanting the ace, the king, the queen in turn."""
    places = min(3, len(declarer.cards_in(suit)))
    ours = {card.rank for card in (*declarer.cards_in(suit), *dummy.cards_in(suit))}
    return sum(1 for rank in (Rank.ACE, Rank.KING, Rank.QUEEN)[:places] if rank not in ours)


# --- counting losers ---------------------------------------------------------------------------

@pytest.mark.parametrize(("declarer", "dummy", "suit", "expected"), [
    ("AKQ...", "...", "S", 0), ("A...", "...", "S", 0), ("K...", "A...", "S", 0), ("K...", "...", "S", 1),
    ("KQ...", "...", "S", 1), ("Q2...", "A...", "S", 1), ("32...", "AK...", "S", 0), ("432...", "...", "S", 3),
    ("5432...", "Q...", "S", 2), ("AJ10987...", "...", "S", 2), (".AKQ..", "...", "S", 0),
])
def test_losers_in_one_suit(declarer, dummy, suit, expected):
    assert losers(declarer, dummy, suit) == expected


def test_losers_match_the_rule_on_random_hands():
    rng = random.Random(11)
    for _ in range(300):
        deal = Deal.random(rng)
        south, north = deal[Seat.S], deal[Seat.N]
        by_suit = [counted_by_hand(south, north, suit) for suit in Suit]
        assert [losers(south, north, suit) for suit in Suit] == by_suit
        assert losers(south, north) == sum(by_suit) <= 12


def test_losers_refuse_hands_that_share_a_card():
    with pytest.raises(ValueError, match="share a card"):
        losers("AK...", "A...")


# --- the losers question and its practice generator ------------------------------------------

def test_losers_question_answers_and_explains_suit_by_suit():
    q = LosersQuestion(Hand.parse("K72.AQJ86.A54.Q3"), Hand.parse("A5.K432.8632.J92"), Suit.H)
    assert q.answer == (5,)
    assert q.check((5,)).correct and not q.check((4,)).correct
    lines = q.explanation.splitlines()
    assert lines[0] == "♠ K 7 2: the ace and king are held (North holds the ace); the queen is missing: 1 loser."
    assert lines[1].endswith("no losers.") and lines[-1] == "Together: 5 losers."
    bad = q.check("five")
    assert not bad.correct and "'five' is not a whole number" in str(bad)


def test_losers_question_refuses_a_dummy_with_more_trumps_and_shared_cards():
    with pytest.raises(BridgeError, match="hand with more trumps"):
        LosersQuestion(Hand.parse("K2.AQJ86.A54.Q32"), Hand.parse("A543.K4.8632.J97"), Suit.S)
    with pytest.raises(BridgeError, match="share a card"):
        LosersQuestion(Hand.parse("AK2.AQJ86.A54.Q3"), Hand.parse("A5.K432.863.J92"), Suit.H)


def test_losers_generator_is_seeded_always_of_its_kind_and_right():
    assert losers_question(random.Random(5)) == losers_question(random.Random(5))
    assert len({losers_question(random.Random(seed)) for seed in range(20)}) == 20
    for seed in range(100):
        q = losers_question(random.Random(seed))
        south, north = q.declarer_hand, q.dummy_hand
        assert south.hcp >= 11 and south.length(q.trumps) >= 5 and north.length(q.trumps) >= 3
        assert south.length(q.trumps) >= north.length(q.trumps)
        assert q.answer == (sum(counted_by_hand(south, north, suit) for suit in Suit),)
        assert q.check(q.answer).correct and not q.check((q.answer[0] + 1,)).correct


def test_losers_is_an_exercise_kind():
    assert EXERCISE_KINDS["losers"][0] is losers_question
    sheet = exercise_set(seed=4, count=3, kinds="losers")
    assert [type(q) for q in sheet] == [LosersQuestion] * 3


# --- lines of play ---------------------------------------------------------------------------

HOLDUP = "N:76.KQ2.KQJT. T9.9876.A54. A32.A543.32. KQJ54.JT.98."


def holdup_after_the_lead() -> Play:
    return Play(Deal.parse(HOLDUP, dealer=Seat.S), "1NT by S", "SK S6 S9")


def test_line_tricks_judges_a_line_against_every_defence():
    play = holdup_after_the_lead()
    before = list(play.played)
    assert line_tricks(play, "S2") == 7 == solve_play(play)      # hold up: the best there is
    assert line_tricks(play, "SA") == 4                          # win at once: East returns a spade
    assert line_tricks(play, ["SA", "D2", Card.parse("DK")]) == 4
    assert list(play.played) == before                           # the position is left as it was


def test_line_tricks_ends_the_line_where_the_defence_makes_it_unplayable():
    # West can switch suits at trick 2; the line's ♠A then waits for a spade that never
    # comes and declarer plays his best from there: never more than perfect play.
    play = holdup_after_the_lead()
    assert line_tricks(play, "S2 SA") <= solve_play(play)
    played = Play(Deal.parse(HOLDUP, dealer=Seat.S), "1NT by S", "SK S6 S9 S2 SQ S7 ST SA")
    assert line_tricks(played, []) == solve_play(played)


def test_line_tricks_refuses_cards_declarer_does_not_hold():
    play = holdup_after_the_lead()
    with pytest.raises(ValueError, match="♠Q is not in declarer's hand or dummy's"):
        line_tricks(play, "S2 SQ")
    with pytest.raises(ValueError, match="each card once"):
        line_tricks(play, "S2 S2")


def test_line_question_asks_for_the_line_that_takes_most():
    q = LineQuestion(holdup_after_the_lead(), (("Win the ♠A", "SA"), ("Hold up", "S2")),
                     point="Hold up until East has no spade left.")
    assert q.answer == "Hold up" and q.tricks == {"Win the ♠A": 4, "Hold up": 7}
    assert q.check("Hold up").correct and not q.check("Win the ♠A").correct
    assert q.explanation.splitlines() == [
        "Win the ♠A (♠A): 4 tricks for declarer's side, whatever the defenders do.",
        "Hold up (♠2): 7 tricks for declarer's side, whatever the defenders do.",
        "Hold up until East has no spade left.",
    ]
    unknown = q.check("Duck")
    assert not unknown.correct and "'Duck' is not one of the lines" in str(unknown)
    assert "needs 7 tricks" in q.prompt


def test_line_question_refuses_a_question_without_one_best_line():
    with pytest.raises(BridgeError, match="two lines or more"):
        LineQuestion(holdup_after_the_lead(), (("Hold up", "S2"),))
    with pytest.raises(BridgeError, match="same label"):
        LineQuestion(holdup_after_the_lead(), (("Low", "S2"), ("Low", "S3")))
    with pytest.raises(BridgeError, match="one best line"):
        LineQuestion(holdup_after_the_lead(), (("Low", "S2"), ("Other low", "S3")))
