"""Tests of bridgelib.pbn: reading, writing and checking PBN games."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bridgelib import PASS, Auction, BridgeError, Card, Contract, Deal, IllegalCall, IllegalPlay, Play, Seat, Side
from bridgelib.pbn import Game, PbnError, games_to_pbn, parse_game, parse_games

# The worked example of RULES.md section 7: South opens 1H, North raises to 2H, South
# bids 4H; West leads the club ace; North (dummy) C3, East C7, South CK.
EXAMPLE_DEAL = "N:KQ74.K87.Q65.843 T632.32.8743.765 A5.AQJT95.AK2.K2 J98.64.JT9.AQJT9"
EXAMPLE = """\
[Event "Rule card, worked example"]
[Site "Home"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:KQ74.K87.Q65.843 T632.32.8743.765 A5.AQJT95.AK2.K2 J98.64.JT9.AQJT9"]
[Declarer "S"]
[Contract "4H"]
[Result "11"]
[Auction "S"]
1H Pass 2H Pass
4H Pass Pass Pass
[Play "W"]
CA C3 C7 CK
*
"""

# The same hands written the way this module writes them (canonical form).
CANONICAL_DEAL = "S:A5.AQJT95.AK2.K2 J98.64.JT9.AQJT9 KQ74.K87.Q65.843 T632.32.8743.765"


def simple_game(*lines: str, deal: str = CANONICAL_DEAL, dealer: str = "S") -> str:
    """A game text: Dealer and Deal tags on lines 1-2, then ``lines`` from line 3."""
    return "\n".join([f'[Dealer "{dealer}"]', f'[Deal "{deal}"]', *lines]) + "\n"


# --- the worked example -------------------------------------------------------------
def test_rules_section_7_example():
    game = parse_game(EXAMPLE)
    assert game.deal.dealer is Seat.S
    assert game.deal.vulnerable == frozenset()
    assert Card.parse("CA") in game.deal[Seat.W]
    assert [c.pbn for c in game.auction.calls] == ["1H", "Pass", "2H", "Pass", "4H", "Pass", "Pass", "Pass"]
    assert game.contract == Contract.parse("4H by S")
    assert game.declarer is Seat.S
    assert game.play.opening_leader is Seat.W
    assert game.play.dummy is Seat.N
    assert [c.pbn for c in game.play.played] == ["CA", "C3", "C7", "CK"]
    assert game.play.tricks[0].winner is Seat.W  # the king is lower than the ace
    assert game.result == 11
    assert game.tags["Event"] == "Rule card, worked example"
    assert game.tags["Site"] == "Home"
    assert not game.is_passed_out


def test_rules_example_round_trip_is_canonical():
    game = parse_game(EXAMPLE)
    text = game.to_pbn()
    assert text == EXAMPLE.replace(EXAMPLE_DEAL, CANONICAL_DEAL)
    assert parse_game(text) == game
    assert parse_game(text).to_pbn() == text


def test_rules_example_with_all_pass_and_without_contract_tags():
    text = simple_game('[Auction "S"]', "1H Pass 2H Pass", "4H AP", '[Play "W"]', "CA C3 C7 CK", "*")
    game = parse_game(text)
    assert game.contract == Contract.parse("4H by S")
    assert game.tags["Contract"] == "4H" and game.tags["Declarer"] == "S"
    assert game.play.opening_leader is Seat.W and game.play.played[0] is Card.parse("CA")
    assert game.result is None and "Result" not in game.tags


# --- the play section: one column per seat ------------------------------------------
PLAY_ROWS = ["CA C3 C7 CK", "SJ SK S2 S5", "H4 H7 H2 HA", "H6 H8 H3 HQ"]


def test_play_columns_are_fixed_seats_from_the_opening_leader():
    game = parse_game(simple_game('[Auction "S"]', "1H Pass 2H Pass 4H AP", '[Play "W"]', *PLAY_ROWS, "*"))
    tricks = game.play.tricks
    assert [t.leader for t in tricks] == [Seat.W, Seat.W, Seat.N, Seat.S]
    # Trick 3 was led by North (dummy won trick 2), but West's card is still in column 1.
    assert [c.pbn for c in tricks[2].cards] == ["H7", "H2", "HA", "H4"]
    assert [c.pbn for c in tricks[3].cards] == ["HQ", "H6", "H8", "H3"]
    assert [t.winner for t in tricks] == [Seat.W, Seat.N, Seat.S, Seat.S]
    assert game.play.declarer_tricks == 3
    assert game.to_pbn().splitlines()[-5:] == [*PLAY_ROWS, "*"]


def test_play_rows_written_in_play_order_are_refused():
    # Trick 3 written in the order played (N E S W) instead of the columns W N E S.
    rows = [PLAY_ROWS[0], PLAY_ROWS[1], "H7 H2 HA H4"]
    text = simple_game('[Auction "S"]', "1H Pass 2H Pass 4H AP", '[Play "W"]', *rows, "*")
    with pytest.raises(PbnError) as info:
        parse_game(text)
    assert info.value.line == 8
    # North led trick 3 (dummy won trick 2), and column 2 gives North the H2, East's card.
    assert "'H2'" in str(info.value) and "North" in str(info.value)


def test_play_with_missing_cards_and_end_marker():
    text = simple_game('[Auction "S"]', "1H Pass 2H Pass 4H AP", '[Play "W"]', "CA C3 - -", "*")
    game = parse_game(text)
    assert [c.pbn for c in game.play.played] == ["CA", "C3"]
    assert game.to_pbn().splitlines()[-2:] == ["CA C3 - -", "*"]
    # A short last line before '*' means the same.
    assert parse_game(text.replace("CA C3 - -", "CA C3 *").replace("\n*\n", "\n")) == game


def test_play_notes_nags_and_suffixes_are_skipped():
    text = simple_game(
        '[Auction "S"]', "1H =1= Pass 2H! $1 Pass", "4H AP", '[Note "1:five hearts"]',
        '[Play "W"]', "CA =2= C3 C7 $4 CK?", "*", '[Note "2:ace from AQJT9"]',
    )
    game = parse_game(text)
    assert game.contract == Contract.parse("4H by S")
    assert [c.pbn for c in game.play.played] == ["CA", "C3", "C7", "CK"]
    assert game.notes == ("1:five hearts", "2:ace from AQJT9")
    again = parse_game(game.to_pbn())
    assert again == game and again.to_pbn() == game.to_pbn()


# --- vulnerability ------------------------------------------------------------------
@pytest.mark.parametrize(
    "spelling, sides, written",
    [
        ("None", set(), "None"), ("Love", set(), "None"), ("-", set(), "None"), ("none", set(), "None"),
        ("NS", {Side.NS}, "NS"), ("EW", {Side.EW}, "EW"),
        ("All", {Side.NS, Side.EW}, "All"), ("Both", {Side.NS, Side.EW}, "All"), ("both", {Side.NS, Side.EW}, "All"),
    ],
)
def test_every_vulnerable_spelling(spelling, sides, written):
    game = parse_game(simple_game(f'[Vulnerable "{spelling}"]'))
    assert game.deal.vulnerable == frozenset(sides)
    assert game.tags["Vulnerable"] == written
    assert f'[Vulnerable "{written}"]' in game.to_pbn()
    assert parse_game(game.to_pbn()) == game


def test_missing_vulnerable_means_nobody_vulnerable():
    game = parse_game(simple_game())
    assert game.deal.vulnerable == frozenset() and game.tags["Vulnerable"] == "None"


def test_bad_vulnerable():
    with pytest.raises(PbnError) as info:
        parse_game(simple_game('[Vulnerable "NE"]'))
    assert info.value.line == 3 and "'NE'" in str(info.value)


# --- passed-out deals ---------------------------------------------------------------
@pytest.mark.parametrize("calls", ["AP", "Pass Pass Pass Pass", "Pass Pass\nPass AP", "Pass Pass Pass Pass *"])
def test_passed_out(calls):
    game = parse_game(simple_game('[Auction "S"]', calls))
    assert game.auction.is_passed_out
    assert game.auction.calls == (PASS, PASS, PASS, PASS)
    assert game.contract is None and game.declarer is None and game.play is None and game.result is None
    assert game.is_passed_out and game.tags["Contract"] == "Pass"
    text = game.to_pbn()
    assert text.endswith('[Auction "S"]\nPass Pass Pass Pass\n')
    assert parse_game(text) == game and parse_game(text).to_pbn() == text


def test_passed_out_from_the_contract_tag_alone():
    game = parse_game(simple_game('[Contract "Pass"]', '[Declarer ""]', '[Result ""]'))
    assert game.is_passed_out and game.contract is None and game.declarer is None
    assert game.tags["Declarer"] == "" and game.tags["Result"] == ""
    assert parse_game(game.to_pbn()) == game


@pytest.mark.parametrize(
    "extra, line, token",
    [
        (['[Contract "4H"]'], 5, "4H"),
        (['[Declarer "S"]'], 5, "S"),
        (['[Result "0"]'], 5, "0"),
        (['[Play "W"]', "CA C3 C7 CK"], 5, "W"),
    ],
)
def test_passed_out_with_a_contract_declarer_result_or_play_is_refused(extra, line, token):
    with pytest.raises(PbnError) as info:
        parse_game(simple_game('[Auction "S"]', "AP", *extra))
    assert info.value.line == line
    assert info.value.token == token
    assert str(info.value).startswith(f"Line {line}: ")


def test_all_pass_after_a_bid_adds_three_passes():
    game = parse_game(simple_game('[Auction "S"]', "1NT AP"))
    assert [c.pbn for c in game.auction.calls] == ["1NT", "Pass", "Pass", "Pass"]
    assert game.contract == Contract.parse("1NT by S")


# --- auction end markers ------------------------------------------------------------
@pytest.mark.parametrize("end", ["*", "-", "- - *", "+"])
def test_auction_end_markers(end):
    game = parse_game(simple_game('[Auction "S"]', f"1H Pass 2H {end}"))
    assert [c.pbn for c in game.auction.calls] == ["1H", "Pass", "2H"]
    assert not game.auction.is_over and game.contract is None
    assert game.to_pbn().endswith('[Auction "S"]\n1H Pass 2H *\n')
    assert parse_game(game.to_pbn()) == game


def test_incomplete_auction_with_contract_tags():
    # A claim-style record: the auction was not finished in the file, the contract given.
    game = parse_game(simple_game('[Contract "4H"]', '[Declarer "S"]', '[Auction "S"]', "1H Pass 2H *"))
    assert game.contract == Contract.parse("4H by S")
    with pytest.raises(PbnError) as info:
        parse_game(simple_game('[Contract "1S"]', '[Declarer "S"]', '[Auction "S"]', "1H Pass 2H *"))
    assert info.value.line == 3 and info.value.token == "1S"


def test_empty_auction_and_empty_play():
    game = parse_game(simple_game('[Contract "4H"]', '[Declarer "S"]', '[Auction "S"]', '[Play "W"]'))
    assert game.auction.calls == () and game.play.played == ()
    assert game.to_pbn().endswith('[Auction "S"]\n*\n[Play "W"]\n*\n')
    assert parse_game(game.to_pbn()) == game


# --- bad files ----------------------------------------------------------------------
AUCTION = ['[Auction "S"]', "1H Pass 2H Pass", "4H Pass Pass Pass"]  # lines 3-5


@pytest.mark.parametrize(
    "text, line, token",
    [
        pytest.param(simple_game(*AUCTION, '[Play "W"]', "CA C3 C7 CK", "SJ SK S2 ZZ"), 8, "ZZ", id="bad card"),
        pytest.param(simple_game(*AUCTION, '[Play "W"]', "CA C3 C7 CK", "SJ SK S2 H2"), 8, "H2", id="illegal play"),
        pytest.param(simple_game(*AUCTION, '[Play "W"]', "CA C3 C7 S5"), 7, "S5", id="revoke"),
        pytest.param(simple_game(*AUCTION, '[Play "W"]', "CA C3 C7 CK", "CA C4 C6 C2"), 8, "CA", id="card played twice"),
        pytest.param(simple_game('[Auction "S"]', "1H Pass ZZ Pass"), 4, "ZZ", id="bad call"),
        pytest.param(simple_game('[Auction "S"]', "1H Pass 1D"), 4, "1D", id="insufficient bid"),
        pytest.param(simple_game('[Auction "S"]', "1H Pass", "X"), 5, "X", id="double of partner"),
        pytest.param(simple_game('[Auction "S"]', "1H Pass Pass Pass", "Pass"), 5, "Pass", id="call after the end"),
        pytest.param(simple_game('[Auction "S"]', "1H AP AP"), 4, "AP", id="AP after the end"),
        pytest.param(simple_game('[Auction "S"]', "1H Pass * 2H"), 4, "2H", id="call after *"),
        pytest.param(
            simple_game(deal=CANONICAL_DEAL.replace("KQ74", "KQ7A")), 2, "S:A5.AQJT95.AK2.K2 J98.64.JT9.AQJT9 KQ7A.K87.Q65.843 T632.32.8743.765",
            id="duplicated card in Deal",
        ),
        pytest.param(simple_game(deal=CANONICAL_DEAL.replace("A5.", "AA5.")), 2, None, id="card twice in one hand"),
        pytest.param(simple_game(deal="S:A5.AQJT95.AK2.K2 J98.64.JT9.AQJT9"), 2, None, id="two hands only"),
        pytest.param(simple_game(*AUCTION, '[Contract "4S"]'), 6, "4S", id="mismatched Contract"),
        pytest.param(simple_game('[Contract "4HX"]', *AUCTION), 3, "4HX", id="Contract not doubled in the auction"),
        pytest.param(simple_game(*AUCTION, '[Declarer "N"]'), 6, "N", id="mismatched Declarer"),
        pytest.param(simple_game('[Contract "4Z"]'), 3, "4Z", id="bad Contract"),
        pytest.param(simple_game('[Declarer "Q"]'), 3, "Q", id="bad Declarer"),
        pytest.param(simple_game('[Result "14"]'), 3, "14", id="Result over 13"),
        pytest.param(simple_game('[Result "-1"]'), 3, "-1", id="negative Result"),
        pytest.param(simple_game('[Result "ten"]'), 3, "ten", id="Result not a number"),
        pytest.param(simple_game('[Event "Club night]'), 3, None, id="unterminated tag value"),
        pytest.param(simple_game('[Event "Club night"'), 3, None, id="tag not closed"),
        pytest.param(simple_game("[Event Club night]"), 3, None, id="tag value without quotes"),
        pytest.param(simple_game('["Club night"]'), 3, None, id="tag without name"),
        pytest.param(simple_game('[Event "a"] stray words'), 3, "stray", id="text after a tag"),
        pytest.param(simple_game("stray words"), 3, "stray", id="text that is no tag"),
        pytest.param(simple_game('[Event "a"]', '[Event "b"]'), 4, "Event", id="duplicated tag"),
        pytest.param(simple_game("{ a comment never closed", '[Event "a"]'), 3, "{", id="unclosed comment"),
        pytest.param('[Event "no deal"]\n[Site "x"]\n', 1, None, id="no Deal tag"),
        pytest.param(simple_game('[Dealer "E"]'), 3, "Dealer", id="Dealer twice"),
        pytest.param(simple_game('[Auction "W"]', "Pass"), 3, "W", id="auction not started by dealer"),
        pytest.param(simple_game(*AUCTION, '[Play "N"]', "SK S2 S5 SJ"), 6, "N", id="wrong opening leader"),
        pytest.param(simple_game('[Play "W"]', "CA C3 C7 CK"), 3, "W", id="play without contract"),
        pytest.param(simple_game(*AUCTION, '[Play "W"]', "CA C3 C7 CK C9"), 7, "C9", id="five cards on a line"),
        pytest.param(simple_game(*AUCTION, '[Play "W"]', "CA C3 C7"), 7, "CA C3 C7", id="three cards on a line"),
        pytest.param(simple_game(*AUCTION, '[Play "W"]', "CA - C7 CK"), 7, "C7", id="card after a missing card"),
        pytest.param(simple_game(*AUCTION, '[Play "W"]', "CA C3 - -", "SJ SK S2 S5"), 8, "SJ", id="trick after a missing card"),
        pytest.param(simple_game(*AUCTION, '[Play "W"]', "CA C3 C7 CK", "*", "SJ SK S2 S5"), 9, "SJ", id="trick after *"),
        pytest.param(simple_game(*AUCTION, '[Result "13"]', '[Play "W"]', "CA C3 C7 CK", "*"), 6, "13", id="Result impossible"),
        pytest.param(simple_game('[Vulnerable "Some"]'), 3, "Some", id="bad Vulnerable"),
    ],
)
def test_bad_files_name_the_line_and_token(text, line, token):
    with pytest.raises(PbnError) as info:
        parse_game(text)
    err = info.value
    assert isinstance(err, ValueError) and isinstance(err, BridgeError)
    assert err.line == line
    assert str(err).startswith(f"Line {line}: ")
    assert str(err) == f"Line {line}: {err.reason}"
    if token is not None:
        assert err.token == token
        assert repr(token) in str(err)


def test_bad_call_message_format():
    with pytest.raises(PbnError) as info:
        parse_game(simple_game('[Event "x"]', '[Site "y"]', '[Board "1"]', '[Auction "S"]', "1H Pass 2H Pass", "ZZ"))
    assert str(info.value).startswith("Line 8: 'ZZ' is not a call")


def test_illegal_call_and_play_keep_the_engine_error_as_cause():
    with pytest.raises(PbnError) as info:
        parse_game(simple_game('[Auction "S"]', "1NT 1C"))
    assert isinstance(info.value.__cause__, IllegalCall)
    assert "1♣ is not higher than 1NT" in str(info.value)
    with pytest.raises(PbnError) as info:
        parse_game(simple_game(*AUCTION, '[Play "W"]', "CA C3 C7 S5"))
    assert isinstance(info.value.__cause__, IllegalPlay)
    assert "You must follow suit" in str(info.value)


def test_result_must_match_a_finished_play():
    deal = Deal.parse(CANONICAL_DEAL).replace(dealer=Seat.S)
    play = Play(deal, Contract.parse("4H by S"))
    while not play.is_over:
        play.play(play.legal_cards()[0])
    text = Game.from_play(play).to_pbn()
    wrong = (play.declarer_tricks + 1) % 14
    bad = text.replace(f'[Result "{play.declarer_tricks}"]', f'[Result "{wrong}"]')
    assert bad != text
    with pytest.raises(PbnError) as info:
        parse_game(bad)
    assert info.value.line == bad.splitlines().index(f'[Result "{wrong}"]') + 1
    assert f"took {play.declarer_tricks} tricks" in str(info.value)


def test_result_is_taken_from_a_finished_play():
    deal = Deal.parse(CANONICAL_DEAL)
    play = Play(deal, Contract.parse("4H by S"))
    while not play.is_over:
        play.play(play.legal_cards()[-1])
    text = Game.from_play(play).to_pbn()
    without = text.replace(f'[Result "{play.declarer_tricks}"]\n', "")
    assert without != text
    game = parse_game(without)
    assert game.result == play.declarer_tricks
    assert game.to_pbn() == text


def test_parse_game_wants_exactly_one_game():
    with pytest.raises(PbnError) as info:
        parse_game("; only a comment\n\n")
    assert info.value.line == 1
    two = simple_game() + "\n" + simple_game()
    with pytest.raises(PbnError) as info:
        parse_game(two)
    assert info.value.line == 4


# --- several games ------------------------------------------------------------------
def test_multiple_games_in_one_file():
    text = (
        "% PBN 2.1\n% EXPORT\n\n"
        + EXAMPLE
        + "\n\n"
        + simple_game('[Board "2"]', '[Vulnerable "Both"]', '[Auction "S"]', "AP")
        + "\n"
        + '[Board "3"]\n[Dealer "W"]\n[Deal "W:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765"]\n'
    )
    games = parse_games(text)
    assert len(games) == 3
    assert games[0].contract == Contract.parse("4H by S")
    assert games[1].is_passed_out and games[1].deal.vulnerable == {Side.NS, Side.EW}
    assert games[2].deal.dealer is Seat.W and games[2].auction is None and games[2].tags["Board"] == "3"
    written = games_to_pbn(games)
    assert parse_games(written) == games
    assert games_to_pbn(parse_games(written)) == written
    assert written.split("\n\n")[0] == games[0].to_pbn().rstrip("\n")


def test_error_line_numbers_count_from_the_top_of_the_file():
    text = EXAMPLE + "\n" + simple_game('[Auction "S"]', "1H Pass QQ")
    with pytest.raises(PbnError) as info:
        parse_games(text)
    expected = len(EXAMPLE.splitlines()) + 1 + 4
    assert info.value.line == expected
    assert text.splitlines()[expected - 1] == "1H Pass QQ"


def test_no_games_in_an_empty_file():
    assert parse_games("") == []
    assert parse_games("\n\n% PBN 2.1\n; nothing here\n") == []
    assert games_to_pbn([]) == ""


# --- comments, escapes, line endings ------------------------------------------------
def test_comments_are_skipped_but_not_inside_tag_values():
    text = (
        "{ a commentary\n\nover several lines, with a blank one }\n"
        '[Event "Club; night {final}"] ; a comment\n'
        '[Dealer "S"]\n'
        f'[Deal "{CANONICAL_DEAL}"]\n'
        '[Auction "S"]\n'
        "1H Pass { South has six } 2H Pass ; raise\n"
        "4H AP\n"
    )
    game = parse_game(text)
    assert game.tags["Event"] == "Club; night {final}"
    assert game.contract == Contract.parse("4H by S")


def test_escaped_quotes_and_backslashes_round_trip():
    game = parse_game(simple_game(r'[Event "The \"big\" game \\ 2024"]'))
    assert game.tags["Event"] == 'The "big" game \\ 2024'
    assert r'[Event "The \"big\" game \\ 2024"]' in game.to_pbn()
    assert parse_game(game.to_pbn()) == game


def test_windows_line_endings():
    game = parse_game(EXAMPLE.replace("\n", "\r\n"))
    assert game == parse_game(EXAMPLE)


def test_supplemental_table_sections_are_kept():
    text = simple_game(
        '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]', 'N NT 9', 'N S 10', '[Event "x"]'
    )
    game = parse_game(text)
    assert game.tags["OptimumResultTable"] == "Declarer;Denomination\\2R;Result\\2R"
    assert game.sections == {"OptimumResultTable": ("N NT 9", "N S 10")}
    written = game.to_pbn()
    assert '[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\2R"]\nN NT 9\nN S 10\n' in written
    assert parse_game(written) == game


# --- the dealer ---------------------------------------------------------------------
def test_deal_tag_may_start_with_any_seat():
    game = parse_game(simple_game(deal=EXAMPLE_DEAL))
    assert game.deal.dealer is Seat.S
    assert str(game.deal[Seat.S]) == "♠A5 ♥AQJ1095 ♦AK2 ♣K2"
    assert game.tags["Deal"] == CANONICAL_DEAL


def test_dealer_from_auction_or_deal_when_no_dealer_tag():
    game = parse_game(f'[Deal "{EXAMPLE_DEAL}"]\n[Auction "E"]\nPass AP\n')
    assert game.deal.dealer is Seat.E and game.tags["Dealer"] == "E"
    game = parse_game(f'[Deal "{CANONICAL_DEAL}"]\n')
    assert game.deal.dealer is Seat.S


# --- building games in code ---------------------------------------------------------
def example_play(cards: str = "CA C3 C7 CK") -> tuple[Auction, Play]:
    deal = Deal.parse(CANONICAL_DEAL)
    auction = Auction(Seat.S, "1H P 2H P 4H P P P")
    return auction, Play(deal, auction.contract, cards)


def test_from_play_with_tags_and_claimed_result():
    auction, play = example_play()
    game = Game.from_play(play, auction, Event="Lesson", Board=7, Result=11)
    assert game.result == 11 and game.tags["Board"] == "7"
    assert list(game.tags) == [
        "Event", "Board", "Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Result", "Auction", "Play",
    ]
    assert parse_game(game.to_pbn()) == game
    # The game keeps its own copies: playing on does not change it.
    play.play("SJ")
    auction.undo()
    assert len(game.play.played) == 4 and len(game.auction) == 8
    assert parse_game(game.to_pbn()) == game


def test_from_play_refuses_a_mismatched_auction_or_result():
    _, play = example_play()
    with pytest.raises(PbnError) as info:
        Game.from_play(play, Auction(Seat.S, "1H P 2H P 3H P P P"))
    assert info.value.line is None and info.value.tag == "Contract"
    with pytest.raises(PbnError):
        Game.from_play(play, Auction(Seat.N, "P 1H P 2H P P P"))  # dealer North, deal says South
    with pytest.raises(PbnError) as info:
        Game.from_play(play, Result=13)  # West already won a trick
    assert info.value.tag == "Result"


def test_game_fields_and_tags_must_agree():
    deal = Deal.parse(CANONICAL_DEAL)
    with pytest.raises(PbnError):
        Game(deal, tags={"Dealer": "N"})
    with pytest.raises(PbnError):
        Game(deal, tags={"Vulnerable": "All"})
    with pytest.raises(PbnError):
        Game(deal, contract=Contract.parse("4H by S"), tags={"Declarer": "N"})
    with pytest.raises(PbnError):
        Game(deal, tags={"Note": "1:x"})
    with pytest.raises(PbnError):
        Game(deal, tags={"Event": "two\nlines"})
    with pytest.raises(TypeError):
        Game(deal, tags={"Board": 3})
    game = Game(deal, tags={"Contract": "4HX", "Declarer": "S", "Result": "7"})
    assert game.contract == Contract.parse("4HX by S") and game.result == 7


def test_replace_checks_again():
    game = parse_game(EXAMPLE)
    changed = dataclasses.replace(game, tags={**game.tags, "Event": "Replay"})
    assert changed.tags["Event"] == "Replay" and changed.play == game.play
    with pytest.raises(PbnError) as info:
        dataclasses.replace(game, result=12)  # the Result tag still says 11
    assert info.value.tag == "Result"
    with pytest.raises(PbnError) as info:
        dataclasses.replace(game, contract=Contract.parse("4S by S"))
    assert info.value.tag == "Contract"


# --- seeded random round trips ------------------------------------------------------
_ODD_TEXT = ['Club "night"', "back\\slash", "semi;colon", "{braces}", "% percent", "naïve ♠", "", "?"]


def random_game(seed: int) -> Game:
    """A random legal game: random dealer, vulnerability, auction, play and tags."""
    rng = random.Random(seed)
    dealer = rng.choice(list(Seat))
    vulnerable = rng.choice([set(), {Side.NS}, {Side.EW}, {Side.NS, Side.EW}])
    deal = Deal.random(seed).replace(dealer=dealer, vulnerable=frozenset(vulnerable))
    auction = Auction(dealer)
    while not auction.is_over:
        if rng.random() < 0.55:
            auction.call(PASS)
        else:
            auction.call(rng.choice(auction.legal_calls()[:8]))
    tags = {"Event": rng.choice(_ODD_TEXT), "Board": str(seed), "Site": rng.choice(_ODD_TEXT)}
    if rng.random() < 0.3:
        tags["West"] = rng.choice(_ODD_TEXT)
    if auction.is_passed_out:
        return Game(deal, auction=auction, tags=tags)
    if rng.random() < 0.15:  # an auction that stops early, nothing else known
        while auction.calls and rng.random() < 0.7:
            auction.undo()
        return Game(deal, auction=auction if rng.random() < 0.8 else None, tags=tags)
    play = Play(deal, auction.contract)
    n = rng.choice([52, 52, 0, rng.randrange(53)])
    for _ in range(n):
        play.play(rng.choice(play.legal_cards()))
    if not play.is_over and rng.random() < 0.5:  # a claim
        tags["Result"] = str(play.declarer_tricks + rng.randrange(play.tricks_left + 1))
    return Game.from_play(play, auction if rng.random() < 0.85 else None, **tags)


SEEDS = range(300)


@pytest.mark.parametrize("chunk", range(6))
def test_random_games_round_trip(chunk):
    for seed in SEEDS[chunk::6]:
        game = random_game(seed)
        text = game.to_pbn()
        again = parse_game(text)
        assert again == game, seed
        assert again.to_pbn() == text, seed
        if game.play is not None:
            assert again.play.played == game.play.played
            assert again.contract == game.play.contract and again.declarer is game.play.declarer
            if game.play.is_over:
                assert again.result == game.play.declarer_tricks
        if game.auction is not None and game.auction.is_over and not game.auction.is_passed_out:
            assert again.contract == game.auction.contract


def test_random_games_in_one_file():
    games = [random_game(seed) for seed in range(1000, 1060)]
    text = games_to_pbn(games)
    assert parse_games(text) == games
    assert games_to_pbn(parse_games(text)) == text


def test_random_corruption_is_caught_with_a_line_number():
    # Swap one card of a finished play's section for another: the result is never
    # silently accepted as the same game.
    rng = random.Random(99)
    checked = 0
    for seed in range(2000, 2100):
        game = random_game(seed)
        if game.play is None or not game.play.is_over:
            continue
        lines = game.to_pbn().splitlines()
        start = lines.index(f'[Play "{game.play.opening_leader.name}"]') + 1
        row = rng.randrange(13)
        tokens = lines[start + row].split()
        col = rng.randrange(4)
        replacement = rng.choice([c for c in game.play.played if c.pbn not in tokens])
        tokens[col] = replacement.pbn
        lines[start + row] = " ".join(tokens)
        with pytest.raises(PbnError) as info:
            parse_game("\n".join(lines) + "\n")
        assert start + 1 <= info.value.line <= len(lines), seed
        checked += 1
    assert checked >= 20
