"""Issue 11: the solver's questions with any argument at all. The only exceptions that
leave them are ValueError sentences under 300 characters, and the play they are asked
about is left exactly as it was. The positions are small endings, so every question is
answered well within its time limit."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelib import Card, Deal, Play, Seat
from bridgelib.solver import best_cards, check_claim, dd_table, optimal_cards, solve, solve_play

# South declares 3NT in a three-card ending; West leads
ENDING = Play(Deal.parse("N:AQ2... K43... 765... J98..."), "3NT by S")

card_texts = st.sampled_from([str(Card.from_index(i)) for i in range(52)] + ["SA", "sa", "S10", "ST", "♠A", "ſA", "ＳA", "S1",
                                                             "A", "", " ", "SAS", "S" * 100, "10S", "♠♥"])
junk = st.one_of(st.none(), st.booleans(), st.integers(-10**30, 10**30), st.floats(allow_nan=True),
                 st.binary(max_size=8), st.text(max_size=30), st.lists(st.integers(), max_size=3),
                 st.dictionaries(card_texts, st.integers(), max_size=3), st.sets(card_texts, max_size=3),
                 st.just(Card.parse("SA")), st.just(Seat.N), st.builds(bytearray, st.binary(max_size=4)))
plans = st.one_of(st.none(), junk, st.lists(card_texts, max_size=6),
                  st.lists(card_texts, max_size=6).map(" ".join), st.lists(card_texts, max_size=6).map(", ".join),
                  st.lists(st.one_of(card_texts, junk), max_size=4), st.lists(card_texts, max_size=4).map(tuple))


def _refused_well(error: ValueError) -> None:
    message = str(error)
    assert message and not message[:1].islower(), message  # a sentence, or the bad value quoted first
    assert message.rstrip(")").endswith((".", "!", "?")), message
    assert len(message) < 300, message


def _ask(question, *args, **kwargs):
    before = ENDING.to_dict()
    try:
        return question(ENDING, *args, **kwargs)
    except ValueError as error:
        _refused_well(error)
        return None
    finally:
        assert ENDING.to_dict() == before


@settings(derandomize=True, deadline=None, max_examples=400)
@given(tricks=st.one_of(st.integers(-3, 6), junk), plan=plans)
def test_check_claim_takes_any_claim_and_plan(tricks, plan):
    verdict = _ask(check_claim, tricks, plan)
    if verdict is not None:
        assert verdict.reason[:1].isupper() and len(verdict.reason) < 300
        assert verdict.certain  # a three-card ending is never out of time
        assert verdict.holds == (verdict.sure >= tricks)


@settings(derandomize=True, deadline=None, max_examples=150)
@given(limit=st.one_of(junk, st.floats(min_value=0.5, max_value=10)))
def test_every_question_takes_any_time_limit(limit):
    for question in (solve_play, best_cards, optimal_cards):
        _ask(question, time_limit=limit)
    _ask(lambda play, **kw: check_claim(play, 1, **kw), time_limit=limit)


@settings(derandomize=True, deadline=None, max_examples=150)
@given(position=junk, strain=st.one_of(junk, st.sampled_from(["NT", "S"])), leader=junk)
def test_solve_and_the_table_refuse_what_is_not_a_position(position, strain, leader):
    for call in (lambda: solve(position, strain, leader), lambda: dd_table(position),
                 lambda: solve_play(position), lambda: best_cards(position), lambda: optimal_cards(position),
                 lambda: check_claim(position, 1)):
        try:
            call()
        except ValueError as error:
            _refused_well(error)
        else:
            raise AssertionError("a question about something that is not a position was answered")
