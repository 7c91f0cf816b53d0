"""Issue 11, item 2: the solver's questions end within a time limit, say so in a sentence
when they cannot answer, never accept a claim they could not prove, and stay right after
being cut short. The double-dummy truth for whole deals comes from DDS (endplay).

A time limit of a nanosecond has always passed by the time the engine first looks at the
clock (every 1,024 positions searched, every 64 in a plan's search), so those tests do not
depend on this machine's speed: a search that needs more positions than that is cut short,
one that needs fewer is not.
"""

from __future__ import annotations

import random

import pytest
from endplay.dds import solve_board
from endplay.types import Card as DdsCard
from endplay.types import Deal as DdsDeal
from endplay.types import Denom, Player

from bridgelib import AnalysisTimeout, Card, Contract, Deal, Play, Seat, Strain, solver
from bridgelib.solver import ClaimCheck, best_cards, check_claim, dd_table, optimal_cards, solve_play

NOW = 1e-9  # a time limit that has passed when the engine first looks at the clock

SLOW = Play(Deal.random(7), "4NT by W")  # issue 11: 12.5 s to solve at trick one


def _fresh() -> None:
    solver._CACHE.clear()
    solver._PlanSearch._last = None


def _sentence(text: str) -> bool:
    return text[:1].isupper() and text.endswith(".") and len(text) < 300


@pytest.mark.parametrize("question", [solve_play, best_cards, optimal_cards])
def test_a_question_cut_short_says_so_and_changes_nothing(question):
    _fresh()
    before = SLOW.to_dict()
    with pytest.raises(AnalysisTimeout) as raised:
        question(SLOW, time_limit=NOW)
    message = str(raised.value)
    assert _sentence(message) and "would take more than 1e-09 seconds" in message
    assert "gets quicker as the tricks are played" in message
    assert SLOW.to_dict() == before
    assert isinstance(raised.value, ValueError)  # like every error the engine raises


def test_a_small_ending_needs_no_time_at_all():
    # two cards each: answered from the quick-trick bounds, before the clock is read
    play = Play(Deal.parse("N:AK... Q2... 3..2. .K2.."), "1NT by S")
    assert solve_play(play, time_limit=NOW) == solve_play(play, time_limit=None) == 0
    assert check_claim(play, 0, time_limit=NOW).certain


def test_answers_after_interrupted_searches_are_still_right():
    """A search cut short leaves only proved entries in the transposition table: the
    answers after many interruptions equal those from an empty table."""
    rng = random.Random(3)
    interruptions = 0
    for _ in range(6):
        deal = Deal.random(rng.randrange(2**32))
        play = Play(deal, Contract(3, rng.choice(list(Strain)), declarer=rng.choice(list(Seat))))
        for _ in range(rng.randrange(4, 14)):
            play.play(rng.choice(play.legal_cards()))
        _fresh()
        for _ in range(200):  # each call searches about a thousand positions, then stops
            try:
                interrupted = best_cards(play, time_limit=NOW)
                break
            except AnalysisTimeout:
                interruptions += 1
        else:
            interrupted = best_cards(play, time_limit=None)
        _fresh()
        assert interrupted == best_cards(play, time_limit=None)
    assert interruptions > 20


def test_a_claim_not_proved_in_time_is_not_accepted():
    _fresh()
    verdict = check_claim(SLOW, 5, time_limit=NOW)  # true (West takes 5), but the proof is long
    assert verdict == ClaimCheck(
        False, "The claim cannot be checked within 1e-09 seconds, so it is not accepted: a doubtful point "
        "goes against the claimer. Play on; the claim is quicker to check later.", 0, None, None, certain=False)


@pytest.mark.parametrize("position, tricks, plan", [
    # issue 11's reproducers: minutes each before the time limit
    (Play(Deal.random(0), "4S by S", "C2 C5 C3 C6"), 9, "SA HA HK"),
    (Play(Deal.parse("N:8.5.AKT8.KQ97543 T9643.QT873.63.2 AQ2.AK.QJ954.AJT KJ75.J9642.72.86"), "3NT by S",
          ["C6"]), 9, ""),
])
def test_the_slow_claims_of_the_issue_are_refused_in_words(position, tricks, plan):
    _fresh()
    before = position.to_dict()
    verdict = check_claim(position, tricks, plan, time_limit=NOW)
    assert not verdict.holds and not verdict.certain and verdict.sure == 0
    assert verdict.reason.startswith("The claim cannot be checked within")
    assert position.to_dict() == before


@pytest.mark.parametrize("tricks", [9, 13])  # 13: 51 s in issue 11
def test_a_claim_proved_false_without_time_for_the_count_says_what_it_knows(tricks):
    _fresh()
    verdict = check_claim(SLOW, tricks, time_limit=NOW)  # perfect play: 5; the quick bounds show it
    assert verdict == ClaimCheck(False, "The claim fails: the defenders can hold declarer's side to fewer than "
                                 f"{tricks} of the remaining 13 tricks.", 0, [], [], certain=True)


def test_a_plan_that_perfect_play_cannot_beat_is_refused_at_once():
    # no plan does better than perfect play: one search decides it
    _fresh()
    play = Play(Deal.random(2), "3NT by S")
    for _ in range(24):
        play.play(play.legal_cards()[0])
    best = solve_play(play, time_limit=None) - play.declarer_tricks
    plan = [str(card) for card in play.hand(Seat.S)][:3]
    verdict = check_claim(play, best + 1, plan, time_limit=None)
    assert not verdict.holds and verdict.certain and verdict.sure <= best
    assert verdict.reason.startswith("The claim fails: following the stated plan")


@pytest.mark.parametrize("bad", [0, -1, "2", True, float("nan"), [1]])
def test_a_bad_time_limit_is_refused_in_a_sentence(bad):
    play = Play(Deal.random(1), "1NT by S")
    for question in (solve_play, best_cards, optimal_cards,
                     lambda p, time_limit: check_claim(p, 1, time_limit=time_limit)):
        with pytest.raises(ValueError) as raised:
            question(play, time_limit=bad)
        assert str(raised.value).startswith("The time limit must be a number of seconds above 0")
    with pytest.raises(ValueError):
        dd_table(Deal.random(1), time_limit=bad)


# --- against DDS -----------------------------------------------------------------------------

_DENOM = {Strain.C: Denom.clubs, Strain.D: Denom.diamonds, Strain.H: Denom.hearts, Strain.S: Denom.spades,
          Strain.NT: Denom.nt}
_PLAYER = {Seat.N: Player.north, Seat.E: Player.east, Seat.S: Player.south, Seat.W: Player.west}


def _dds_card(card: Card) -> DdsCard:
    return DdsCard(card.suit.name + ("T" if card.rank == 10 else str(card)[1:]))


def _dds_position(play: Play) -> DdsDeal:
    """The cards still to play, the trick under way played into it."""
    trick = play.current_trick
    on_table = list(trick.cards) if trick is not None and not trick.is_complete else []
    position = DdsDeal(play.deal.to_pbn())
    position.trump = _DENOM[play.contract.strain]
    for card in play.played[:len(play.played) - len(on_table)]:
        for seat in Player:
            if _dds_card(card) in position[seat]:
                position[seat].remove(_dds_card(card))
    position.first = _PLAYER[trick.leader if on_table else play.turn]
    for card in on_table:
        position.play(_dds_card(card))
    return position


def test_best_cards_agree_with_dds_at_every_point_of_a_trick():
    """Whole deals after random play, with 0 to 3 cards of the trick on the table (the
    engine searches from there with those cards forced)."""
    rng = random.Random(5)
    compared = set()
    for _ in range(40):
        deal = Deal.random(rng.randrange(2**32))
        play = Play(deal, Contract(rng.randint(1, 7), rng.choice(list(Strain)), declarer=rng.choice(list(Seat))))
        for _ in range(rng.randrange(0, 30)):
            play.play(rng.choice(play.legal_cards()))
        ours = best_cards(play, time_limit=None)
        theirs = dict(solve_board(_dds_position(play)))  # tricks for the side on turn, from now
        for_declarer = play.turn.side is play.declarer.side
        for card, tricks in ours.items():
            rest = theirs[_dds_card(card)]
            assert tricks == play.declarer_tricks + (rest if for_declarer else play.tricks_left - rest)
        total = (max if for_declarer else min)(ours.values())
        assert solve_play(play, time_limit=None) == total
        # the quicker question of the hint: the same total and the same best cards
        assert optimal_cards(play, time_limit=None) == (total, [c for c, n in ours.items() if n == total])
        compared.add(len(play.played) % 4)
    assert compared == {0, 1, 2, 3}


def test_trumps_above_the_defenders_settle_a_plan_claim_without_a_search():
    # spades are trumps and the defenders have none: South holds three, North two, so
    # declarer's side takes at least three tricks however badly anyone plays
    deal = Deal.parse("N:JT.765.54.2 .AKQJ.AK.AK AKQ.432.32. .T98.QJT.QJ")
    play = Play(deal, "4S by S")  # West leads
    _fresh()
    verdict = check_claim(play, 3, "", time_limit=NOW)  # an empty plan: every choice against declarer
    assert verdict.certain and verdict.holds and verdict.sure >= 3
    assert verdict.reason.startswith("Following the stated plan, declarer's side takes at least 3")
