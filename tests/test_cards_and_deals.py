"""Cards, hands, seats and deals: notation round trips, bad text, seeded dealing."""

import copy
import pickle
import random

import pytest

from bridgelib import (
    Card,
    Deal,
    DealGenerationError,
    Hand,
    HandSpec,
    Rank,
    Seat,
    Side,
    Suit,
)


@pytest.mark.parametrize("text", ["SA", "♠A", "sa", "AS", "A♠", " ♤a "])
def test_card_parse_forms_of_the_ace_of_spades(text):
    assert Card.parse(text) is Card(Suit.S, Rank.ACE)


@pytest.mark.parametrize("text", ["H10", "HT", "♥10", "♥T", "10H", "th", "♡10"])
def test_card_parse_forms_of_the_ten_of_hearts(text):
    assert Card.parse(text) is Card(Suit.H, Rank.TEN)


def test_every_card_round_trips_through_str_and_pbn():
    for i in range(52):
        card = Card.from_index(i)
        assert Card.parse(str(card)) is card
        assert Card.parse(card.pbn) is card
        assert eval(repr(card)) is card
        assert pickle.loads(pickle.dumps(card)) is card
        assert copy.deepcopy(card) is card


@pytest.mark.parametrize("bad", ["", "S1", "X5", "S11", "SAK", "♠", "10", "Z"])
def test_bad_card_text_names_the_token(bad):
    with pytest.raises(ValueError) as err:
        Card.parse(bad)
    assert repr(bad) in str(err.value)


def test_cards_sort_by_suit_then_rank_and_hash():
    assert Card.parse("C2") < Card.parse("CA") < Card.parse("D2") < Card.parse("S2")
    assert sorted([Card.parse("SA"), Card.parse("C2")]) == [Card.parse("C2"), Card.parse("SA")]
    assert len({Card.parse("SA"), Card.parse("♠A")}) == 1
    with pytest.raises(AttributeError):
        Card.parse("SA").rank = Rank.TWO


def test_suit_and_rank_parse_and_print():
    assert [Suit.parse(t) for t in "SHDC"] == [Suit.S, Suit.H, Suit.D, Suit.C]
    assert list(Suit) == [Suit.S, Suit.H, Suit.D, Suit.C]
    assert str(Suit.H) == "♥" and Suit.H.is_red and not Suit.S.is_red
    with pytest.raises(ValueError, match="'Q' is not a suit"):
        Suit.parse("Q")
    with pytest.raises(ValueError, match="'1' is not a rank"):
        Rank.parse("1")
    assert f"{Rank.TEN}" == "10"


def test_hand_parse_pbn_and_symbols_agree_and_round_trip():
    a = Hand.parse("AKQ.JT9.8765.432")
    b = Hand.parse("♠AKQ ♥J109 ♦8765 ♣432")
    assert a == b
    assert str(a) == "♠AKQ ♥J109 ♦8765 ♣432"
    assert a.pbn == "AKQ.JT9.8765.432"
    assert Hand.parse(str(a)) == a and Hand.parse(a.pbn) == a
    assert eval(repr(a)) == a


def test_hand_voids_and_short_hands():
    h = Hand.parse("AK..QJ.")
    assert len(h) == 4 and h.shape == (2, 0, 2, 0)
    assert str(h) == "♠AK ♥— ♦QJ ♣—"
    assert Hand.parse(str(h)) == h
    assert Hand.parse("-.-.-.-") == Hand() and len(Hand()) == 0


def test_hand_hcp_shape_balanced():
    h = Hand.parse("AKQ.JT9.8765.432")
    assert h.hcp == 10 and h.shape == (3, 3, 4, 3) and h.is_balanced
    assert Hand.parse("AKQJ.AKQ.AKQ.AKQ").hcp == 37
    assert Hand.parse("AKQJ.T98.765.432").is_balanced  # 4-3-3-3
    assert Hand.parse("AKQJ.T987.65.432").is_balanced  # 4-4-3-2
    assert Hand.parse("AKQJ2.T98.65.432").is_balanced  # 5-3-3-2
    assert not Hand.parse("AKQJ2.T987.6.432").is_balanced  # 5-4-3-1
    assert not Hand.parse("AKQJ32.T98.65.43").is_balanced  # 6-3-2-2
    assert not Hand.parse("AKQJ.T987.6543.2").is_balanced  # 4-4-4-1


def test_hand_membership_iteration_and_cards_in():
    h = Hand.parse("AKQ.JT9.8765.432")
    assert Card.parse("SK") in h and "SK" in h and Card.parse("SJ") not in h
    assert [str(c) for c in h][:4] == ["♠A", "♠K", "♠Q", "♥J"]
    assert [str(c) for c in h.cards_in(Suit.C)] == ["♣4", "♣3", "♣2"]
    assert h.remove(Card.parse("SA")).add(Card.parse("SA")) == h


@pytest.mark.parametrize("bad,token", [("AKQ.JT9.8765", "four suits"), ("AKX.JT9.8765.432", "'X'"),
                                        ("AKA.JT9.8765.432", "♠A appears twice"), ("Z♠A", "'Z'")])
def test_bad_hand_text_is_refused_with_the_token(bad, token):
    with pytest.raises(ValueError) as err:
        Hand.parse(bad)
    assert token in str(err.value)


def test_seat_and_side_parse():
    assert Seat.parse("south") is Seat.S and Seat.parse("W") is Seat.W
    assert Side.parse("N-S") is Side.NS and Side.parse("ew") is Side.EW
    with pytest.raises(ValueError, match="'Q' is not a seat"):
        Seat.parse("Q")
    with pytest.raises(ValueError, match="'NE' is not a side"):
        Side.parse("NE")


def test_deal_pbn_round_trip_from_any_first_seat():
    deal = Deal.random(11, dealer=Seat.E)
    text = deal.to_pbn()
    assert text.startswith("E:")
    assert Deal.parse(text) == deal
    for first in Seat:
        assert Deal.parse(deal.to_pbn(first), dealer=Seat.E) == deal
    assert eval(repr(deal)) == deal
    assert Deal.from_dict(deal.to_dict()) == deal
    assert pickle.loads(pickle.dumps(deal)) == deal


def test_deal_vulnerability_is_kept():
    deal = Deal.random(5).replace(vulnerable={Side.NS})
    assert deal.vulnerable == {Side.NS}
    assert Deal.from_dict(deal.to_dict()) == deal
    assert eval(repr(deal)) == deal
    assert "vulnerable North-South" in str(deal)


def test_malformed_deals_say_which_card_or_hand_is_wrong():
    with pytest.raises(ValueError, match="♠A is in two hands: North's and East's"):
        Deal.parse("N:AKQ.JT9.8765.432 AT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")
    with pytest.raises(ValueError, match="same number of cards.*North 13, East 12"):
        Deal.parse("N:AKQ.JT9.8765.432 T9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")
    with pytest.raises(ValueError, match="four hands"):
        Deal.parse("N:AKQ.JT9.8765.432 T9.8765.432.AKQ")
    with pytest.raises(ValueError, match="East's hand: 'X'"):
        Deal.parse("N:AKQ.JT9.8765.432 JX9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")
    with pytest.raises(ValueError, match="'Q' is not a seat"):
        Deal.parse("Q:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")


def test_a_lesson_position_may_have_fewer_cards():
    deal = Deal.parse("N:A... K... Q... J...")
    assert deal.hand_size == 1
    assert deal.holder(Card.parse("SQ")) is Seat.S


def test_seeds_are_reproducible_and_a_stream_gives_different_deals():
    rng_a, rng_b = random.Random(3), random.Random(3)
    a = [Deal.random(rng_a) for _ in range(5)]
    b = [Deal.random(rng_b) for _ in range(5)]
    assert a == b and len(set(a)) == 5
    with pytest.raises(ValueError, match="not a seed"):
        Deal.random(None)  # type: ignore[arg-type]


def test_random_deals_are_fair():
    # Each card should land in each seat about a quarter of the time; with 4,000 deals a
    # seat gets a given card 1,000 ± ~27 times (standard deviation): allow six of them.
    rng = random.Random(99)
    counts = {(c, s): 0 for c in (Card.parse("SA"), Card.parse("C2")) for s in Seat}
    for _ in range(4000):
        deal = Deal.random(rng)
        for c in (Card.parse("SA"), Card.parse("C2")):
            counts[c, deal.holder(c)] += 1
    assert all(abs(n - 1000) < 165 for n in counts.values()), counts


def test_generate_meets_the_constraints():
    spec = HandSpec(hcp=(15, 17), balanced=True)
    for seed in range(30):
        deal = Deal.generate({Seat.S: spec}, seed)
        assert 15 <= deal[Seat.S].hcp <= 17 and deal[Seat.S].is_balanced
        assert sum(len(deal[s]) for s in Seat) == 52
    deal = Deal.generate(
        {Seat.N: HandSpec(lengths={Suit.S: (6, 13)}), Seat.E: lambda h: h.hcp >= 12}, seed=4, dealer=Seat.W
    )
    assert deal[Seat.N].length(Suit.S) >= 6 and deal[Seat.E].hcp >= 12 and deal.dealer is Seat.W
    assert Deal.generate({Seat.S: spec}, 8) == Deal.generate({Seat.S: spec}, 8)


def test_generate_matches_plain_rejection_in_distribution():
    # The fast point-range sampler must give the same HCP distribution as plain rejection.
    spec = HandSpec(hcp=(15, 17))
    rng = random.Random(1)
    fast = [Deal.generate({Seat.S: spec}, rng)[Seat.S].hcp for _ in range(6000)]
    slow = [Deal.generate({Seat.S: lambda h: 15 <= h.hcp <= 17}, rng)[Seat.S].hcp for _ in range(6000)]
    for points in (15, 16, 17):
        assert abs(fast.count(points) - slow.count(points)) < 300


def test_impossible_requests_fail_at_once_with_a_clear_error():
    with pytest.raises(DealGenerationError, match="0 to 37"):
        HandSpec(hcp=(38, 40))
    with pytest.raises(DealGenerationError, match="more than the 40 high-card points"):
        Deal.generate({Seat.N: HandSpec(hcp=(21, 37)), Seat.S: HandSpec(hcp=(20, 37))}, 1)
    with pytest.raises(DealGenerationError, match="13 spades"):
        Deal.generate({Seat.N: HandSpec(lengths={Suit.S: (7, 13)}), Seat.S: HandSpec(lengths={Suit.S: (7, 13)})}, 1)


def test_too_rare_requests_give_up_after_max_tries():
    with pytest.raises(DealGenerationError, match="in 500 tries"):
        Deal.generate({Seat.N: lambda h: h.hcp > 40}, 1, max_tries=500)
