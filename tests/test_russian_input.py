"""Russian input (issue 16): calls, seats, sides, strains and suits are read in Russian as
well as in English, in either case; what is not a Russian word is still refused by name."""

from __future__ import annotations

import pytest

from bridgelib import Auction, Call, Seat, Side, Strain, Suit
from bridgelib.errors import NotationError


@pytest.mark.parametrize(("text", "call"), [
    ("пас", "Pass"), ("Пас", "Pass"), ("ПАС", "Pass"), ("контра", "X"), ("реконтра", "XX"),
    ("1БК", "1NT"), ("1бк", "1NT"), ("3 БК", "3NT"), ("6 без козыря", "6NT"), ("2Б/К", "2NT"),
    ("2 пики", "2♠"), ("4 черви", "4♥"), ("3 бубны", "3♦"), ("5 трефы", "5♣"), ("1 трефа", "1♣"),
    ("2 spades", "2♠"),
])
def test_calls_in_russian(text: str, call: str) -> None:
    assert str(Call.parse(text)) == call


@pytest.mark.parametrize(("text", "seat"), [
    ("С", Seat.N), ("в", Seat.E), ("Ю", Seat.S), ("з", Seat.W),
    ("Север", Seat.N), ("восток", Seat.E), ("ЮГ", Seat.S), ("Запад", Seat.W),
])
def test_seats_in_russian(text: str, seat: Seat) -> None:
    assert Seat.parse(text) is seat


def test_sides_strains_and_suits_in_russian() -> None:
    assert Side.parse("С-Ю") is Side.NS and Side.parse("в-з") is Side.EW
    assert Strain.parse("БК") is Strain.NT and Strain.parse("пики") is Strain.S
    assert [Suit.parse(t) for t in ("пики", "черви", "бубны", "трефы")] == [Suit.S, Suit.H, Suit.D, Suit.C]


def test_a_whole_auction_in_russian() -> None:
    auction = Auction(Seat.parse("Ю"), "пас 1БК пас 3БК контра пас пас реконтра пас пас пас")
    assert str(auction.contract) == "3NTXX by W"


@pytest.mark.parametrize(("text", "named"), [("1ЖК", "'1ЖК'"), ("паспас", "'паспас'"), ("8БК", "'8БК'")])
def test_what_is_not_a_call_is_named(text: str, named: str) -> None:
    with pytest.raises(NotationError, match=named):
        Call.parse(text)


def test_a_cyrillic_letter_that_looks_latin_is_no_suit() -> None:
    with pytest.raises(NotationError, match="U\\+0421"):  # Cyrillic С, which looks like C
        Strain.parse("С")
    assert Seat.parse("С") is Seat.N  # but it is North (Север) as a seat
