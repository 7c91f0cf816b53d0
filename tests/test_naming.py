"""One naming scheme across the value types (issue 12), as the package docstring states:
parse/str, .pbn, to_dict/from_dict, to_json/from_json, each a round trip; old spellings
keep working."""

from __future__ import annotations

import json

import pytest

from bridgelib import (
    PASS,
    Auction,
    Call,
    Card,
    Contract,
    Deal,
    Hand,
    Play,
    Rank,
    Rubber,
    Seat,
    Side,
    Strain,
    Suit,
    parse_game,
)
from bridgelib.errors import BridgeError

VALUES = [Suit.S, Suit.C, Rank.TEN, Rank.ACE, Card.parse("HT"), Card.parse("S2"), Hand.parse("AKQ.JT9.8765.432"),
          Hand.parse("...."[:3]), Strain.NT, Strain.D, Call.parse("3NT"), PASS, Call.parse("XX"),
          Contract.parse("4HX by S"), Contract.parse("3NT"), Seat.W, Side.EW]


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_parse_reads_what_str_and_pbn_write(value):
    kind = type(value) if not isinstance(value, Call) else Call
    assert kind.parse(str(value)) == value
    if not isinstance(value, Contract) or value.declarer is None:
        assert kind.parse(value.pbn) == value
    assert value.pbn.isascii()


def test_a_contracts_pbn_is_its_tag_and_its_text_keeps_the_declarer():
    contract = Contract.parse("4♥X by S")
    assert (contract.pbn, contract.text, str(contract)) == ("4HX", "4HX by S", "4♥X by S")
    assert Contract.parse(contract.text) == contract


def test_a_deal_and_a_game_have_their_pbn_as_a_property_and_the_old_method():
    deal = Deal.random(5, dealer="E")
    assert Deal.parse(deal.pbn) == deal and deal.pbn == deal.to_pbn()
    assert deal.to_pbn("N").startswith("N:")
    game = parse_game(f'[Dealer "E"]\n[Deal "{deal.pbn}"]\n')
    assert game.pbn == game.to_pbn() and parse_game(game.pbn) == game


def _saved_values():
    deal = Deal.random(9).replace(vulnerable={Side.NS})
    auction = Auction(Seat.N, "1H P 2H P 4H P P P")
    play = Play(deal, "4H by N")
    for _ in range(7):
        play.play(play.legal_cards()[0])
    rubber = Rubber(Seat.E)
    rubber.record("4HX by S", 7)
    rubber.record_passout()
    return [deal, auction, play, rubber]


@pytest.mark.parametrize("value", _saved_values(), ids=lambda v: type(v).__name__)
def test_dict_and_json_forms_round_trip(value):
    kind = type(value)
    assert kind.from_dict(value.to_dict()) == value
    text = value.to_json()
    assert json.loads(text) == value.to_dict()
    assert kind.from_json(text) == value
    assert kind.from_json(text.encode()) == value
    assert kind.from_json(value.to_dict()) == value
    assert "\n" in value.to_json(indent=2)


@pytest.mark.parametrize("kind", [Deal, Auction, Play, Rubber], ids=lambda k: k.__name__)
@pytest.mark.parametrize(("text", "problem"), [
    ('{"dealer": "N"', "the JSON text is broken"),
    ('{"dealer": "N", "dealer": "S"}', "'dealer' is written twice"),
    (b"{\"dealer\": \"\xc3\x28\"}", "not text"),
    ("[" * 100_000, "nested too deeply"),
])
def test_broken_json_is_refused_with_a_sentence_naming_what_it_is(kind, text, problem):
    with pytest.raises(BridgeError) as caught:
        kind.from_json(text)
    message = str(caught.value)
    assert message.startswith(f"This is not a saved {kind.__name__.lower()}: ") and problem in message


@pytest.mark.parametrize("kind", [Deal, Auction, Play, Rubber], ids=lambda k: k.__name__)
def test_json_of_another_type_is_refused(kind):
    with pytest.raises(BridgeError, match="is not JSON text"):
        kind.from_json(42)
