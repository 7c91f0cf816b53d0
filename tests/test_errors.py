"""One error family (issue 12): bad text raises NotationError, a BridgeError and a
ValueError, naming the bad token; every exception class of the engine lives in errors.py."""

from __future__ import annotations

import inspect

import pytest

import bridgelib
from bridgelib import errors, pbn, scoring
from bridgelib.auction import Call, Contract, Strain
from bridgelib.cards import Card, Hand, Rank, Suit
from bridgelib.deal import Deal, Seat, Side
from bridgelib.errors import BridgeError, NotationError

BAD_TEXT = [
    (Card.parse, "Z9", "'Z9'"),
    (Suit.parse, "Q", "'Q'"),
    (Rank.parse, "1", "'1'"),
    (Hand.parse, "AKQ.JT9.8765.43X", "'X'"),
    (Hand.parse, "AKQJT98765432.A..", "14"),
    (Call.parse, "8NT", "'8NT'"),
    (Contract.parse, "4Z by S", "'4Z by S'"),
    (Strain.parse, "NTT", "'NTT'"),
    (Seat.parse, "Q", "'Q'"),
    (Side.parse, "NE", "'NE'"),
    (Deal.parse, "N:AKQ.JT9.8765.432", "'N:AKQ.JT9.8765.432'"),
    (Deal.parse, "N:AKQ.JT9.8765.43Y 4.3.2.A 5.4.3.2 6.5.4.3", "'Y'"),
]


@pytest.mark.parametrize(("parse", "text", "named"), BAD_TEXT, ids=[f"{p.__qualname__}({t})" for p, t, _ in BAD_TEXT])
def test_bad_text_raises_a_notation_error_naming_the_token(parse, text, named):
    with pytest.raises(NotationError) as caught:
        parse(text)
    assert isinstance(caught.value, BridgeError) and isinstance(caught.value, ValueError)
    assert named in str(caught.value)


def test_a_pbn_error_is_a_notation_error_and_keeps_its_line():
    with pytest.raises(NotationError) as caught:
        pbn.parse_game('[Dealer "N"]\n[Deal "N:ZZ"]\n')
    assert isinstance(caught.value, pbn.PbnError)
    assert caught.value.line == 2


def test_rule_errors_are_not_notation_errors():
    """A legal text that breaks a rule is a BridgeError of its own kind, not bad notation."""
    with pytest.raises(BridgeError) as caught:
        scoring.score_contract("3NT by N", 14, False)
    assert not isinstance(caught.value, NotationError)
    assert isinstance(caught.value, scoring.ScoringError)


def test_every_exception_class_of_the_engine_is_defined_in_errors_py():
    public = [getattr(bridgelib, name) for name in bridgelib.__all__]
    classes = [c for c in public if inspect.isclass(c) and issubclass(c, Exception)]
    assert {c.__name__ for c in classes} >= {"BridgeError", "NotationError", "IllegalCall", "IllegalPlay",
                                            "DealGenerationError", "AnalysisTimeout", "ScoringError", "PbnError"}
    for cls in classes:
        assert cls.__module__ == "bridgelib.errors", f"{cls.__name__} is defined in {cls.__module__}"
    # the old homes still give the same classes
    assert pbn.PbnError is errors.PbnError and scoring.ScoringError is errors.ScoringError
