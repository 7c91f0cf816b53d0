"""The teacher's kit: every lesson's four boards, their checks, and their paper.

The boards are committed PBN files (``bridgelib/kit/lesson-NN.pbn``, written by
``tools/make_kit.py``). Here each is read back (every auction and card checked by the
rules), held to what its board must show, dealt again from its seed, and a sample is bid
and played again by the robots; the hand records and the teacher's sheet are printed and
read back as text.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_handouts import pdf_pages

from bridgelib import Auction, Deal, Seat, Side
from bridgelib.cards import Card, Suit
from bridgelib.kit import KIT_LESSONS, THEMES, board_score, kit_file_name, kit_games, kit_problems, kit_text, rubber_of
from bridgelib.kit.choose import choose_board, robot_auction
from bridgelib.pbn import parse_games
from bridgelib.robots import play_deal, robot_call
from bridgelib.scoring import honours

ROOT = Path(__file__).resolve().parent.parent
SEED = re.compile(r"bridgelib Deal\.random\((\d+)\)")


@pytest.mark.parametrize("lesson", KIT_LESSONS)
def test_every_board_shows_its_lesson_point(lesson: int) -> None:
    games = kit_games(lesson)
    assert kit_problems(lesson, games) == []
    assert {g.tags["Event"] for g in games} == {f"Rubber bridge course, lesson {lesson}: {THEMES[lesson].title}"}


def test_every_lesson_has_a_kit_whose_title_is_the_lesson_title() -> None:
    assert tuple(range(1, 15)) == KIT_LESSONS
    for notebook in sorted((ROOT / "lessons").glob("[0-9][0-9]_*.ipynb")):
        number = int(notebook.name[:2])
        assert f"# Lesson {number} · {THEMES[number].title}" in notebook.read_text(encoding="utf-8")


@pytest.mark.parametrize("lesson", KIT_LESSONS)
def test_each_board_is_dealt_again_from_its_seed(lesson: int) -> None:
    for game in kit_games(lesson):
        found = SEED.fullmatch(game.tags["Generator"])
        assert found, game.tags["Generator"]
        again = Deal.random(int(found.group(1)), game.deal.dealer).replace(vulnerable=game.deal.vulnerable)
        assert again == game.deal


def test_a_board_that_does_not_show_its_point_is_named() -> None:
    games = kit_games(8)
    assert kit_problems(7, games)  # lesson 8's boards are not lesson 7's
    swapped = [games[1], games[0], games[2], games[3]]
    problems = kit_problems(8, swapped)
    assert any("board 1: its Board tag is '2'" in p for p in problems)
    assert any("the dealer is East, not North" in p for p in problems)
    assert "lesson 8 has 3 boards, not 4." in kit_problems(8, games[:3])
    with pytest.raises(ValueError, match="lessons 1 to 14, not 15"):
        kit_games(15)


def test_a_trick_check_names_the_first_trick_that_shows_it() -> None:
    game = kit_games(7)[1]
    assert game.play is not None
    number = THEMES[7].check(2).where(game)
    assert number is not None
    trick = game.play.tricks[number - 1]
    winner = trick.winner
    assert winner is not None and trick.leader is winner.partner  # led toward the finessing card
    second_hand_cards = game.deal[winner.right].cards_in(trick.suit_led)
    assert any(c.rank > trick.card_of(winner).rank for c in second_hand_cards)
    assert THEMES[1].check(1).where(game) is None  # lesson 1's point is no one trick


def test_checks_tell_boards_apart() -> None:
    made = [g for lesson in (10, 13, 14) for g in kit_games(lesson) if g.result is not None
            and g.contract is not None and g.result >= g.contract.tricks_needed]
    defeated_check = THEMES[11].check(1)
    assert made and not any(defeated_check.holds(g) for g in made)
    no_trump = [g for g in kit_games(6)[:1] + kit_games(2)[3:] if g.contract is not None]
    assert all(g.contract.strain.suit is None for g in no_trump)
    ruff_check = THEMES[2].check(1)
    assert not any(ruff_check.holds(g) for g in no_trump)


def test_rubber_lessons_follow_the_score() -> None:
    for lesson, bonus in ((13, 500), (14, 700)):
        rubber = rubber_of(kit_games(lesson))
        assert rubber.is_over and rubber.winner is not None, lesson
        assert any(item.points == bonus and "rubber" in item.label.lower() for item in rubber.items)
    games = kit_games(13)
    assert games[0].deal.vulnerable == frozenset()
    assert games[3].deal.vulnerable == frozenset(Side)  # one game each: both vulnerable


def test_the_robots_bid_and_play_a_sample_as_written() -> None:
    for lesson, board in ((7, 2), (13, 1)):
        game = kit_games(lesson)[board - 1]
        auction, play = play_deal(game.deal)
        assert auction.calls == game.auction.calls
        assert play is not None and play.played == game.play.played


def test_choosing_a_board_again_gives_the_committed_one() -> None:
    assert choose_board(1, 1).to_pbn() == kit_games(1)[0].to_pbn()


def test_robot_auction_is_the_auction_of_a_played_deal() -> None:
    deal = Deal.random(5, Seat.E)
    assert robot_auction(deal).calls == play_deal(deal)[0].calls


def test_board_score_counts_the_honours_for_their_side() -> None:
    for game in kit_games(12):
        score = board_score(game)
        assert game.contract is not None and game.declarer is not None
        held = {seat.side: honours(game.deal[seat], game.contract.strain) for seat in Seat
                if honours(game.deal[seat], game.contract.strain)}
        labels = [item for item in score.items if item.label.startswith("Honours")]
        assert {item.side: item.points for item in labels} == held
        total = sum(item.points for item in score.items)
        assert score.total(Side.NS) + score.total(Side.EW) == total
    defenders = kit_games(12)[1]
    assert defenders.declarer is not None
    assert any(item.side is not defenders.declarer.side and item.label.startswith("Honours")
               for item in board_score(defenders).items)


def test_the_pbn_files_are_what_the_games_write() -> None:
    for lesson in KIT_LESSONS:
        path = ROOT / "bridgelib" / "kit" / kit_file_name(lesson)
        text = path.read_text(encoding="utf-8")
        assert text == kit_text(lesson)
        assert "\n".join(g.to_pbn() for g in parse_games(text)) == text


# --- on paper ---------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def printed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from bridgelib.handouts import kit_files

    out = tmp_path_factory.mktemp("kit")
    written = kit_files([7, 13], out)
    assert [w.path.name for w in written] == [
        "lesson-07-hand-records.pdf", "lesson-07-teachers-sheet.pdf",
        "lesson-13-hand-records.pdf", "lesson-13-teachers-sheet.pdf"]
    return out


SLIP = re.compile(r"Board (\d)\n(North|East|South|West)\n.*?\n.*?\n♠ (.*)\n♥ (.*)\n♦ (.*)\n♣ (.*)\n13 cards")


@pytest.mark.parametrize("lesson", [7, 13])
def test_hand_records_give_each_player_the_thirteen_cards(printed: Path, lesson: int) -> None:
    pages = pdf_pages(printed / f"lesson-{lesson:02d}-hand-records.pdf")
    games = kit_games(lesson)
    assert len(pages) == len(games)
    for page, game in zip(pages, games, strict=True):
        slips = SLIP.findall(page)
        assert [s[1] for s in slips] == ["North", "East", "South", "West"]
        seen: list[Card] = []
        for board, seat, *suits in slips:
            assert board == game.tags["Board"]
            cards = [Card(suit, rank) for suit, ranks in zip((Suit.S, Suit.H, Suit.D, Suit.C), suits, strict=True)
                     for rank in ranks.split() if rank != "—"]
            assert len(cards) == 13 and set(cards) == set(game.deal[Seat.parse(seat)].cards), (board, seat)
            seen += cards
        assert len(set(seen)) == 52


def test_teachers_sheet_has_the_bidding_reasons_play_and_score(printed: Path) -> None:
    text = " ".join(" ".join(pdf_pages(printed / "lesson-07-teachers-sheet.pdf")).split())
    for number, game in enumerate(kit_games(7), start=1):
        assert f"Board {number}: {game.tags['Theme']}" in text
        assert game.auction is not None and game.contract is not None
        first_bid = next(k for k, call in enumerate(game.auction.calls) if str(call) != "Pass")
        reason = robot_call(Auction(game.deal.dealer, game.auction.calls[:first_bid]),
                            game.deal[game.auction.seat_of(first_bid)]).reason
        assert " ".join(reason.split()) in text
        assert f"Contract: {game.contract}" in text
        assert game.contract.side is not None
        total = board_score(game).total(game.contract.side)
        assert f"{game.contract.side.name[0]}-{game.contract.side.name[1]} {total}" in text or total == 0
    assert "Opening lead by" in text
    finesse = kit_games(7)[1]
    number = THEMES[7].check(2).where(finesse)
    assert finesse.play is not None and number is not None
    assert f"Where to look: trick {number}. " in text and finesse.play.tricks[number - 1].how_won() in text


def test_teachers_sheet_of_a_rubber_shows_the_sheet_after_each_board(printed: Path) -> None:
    text = " ".join(" ".join(pdf_pages(printed / "lesson-13-teachers-sheet.pdf")).split())
    for number in range(1, 5):
        assert f"The score sheet after board {number}:" in text
    assert "500" in text


def test_kit_command_refuses_a_lesson_it_has_not(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "bridgelib.handouts", "kit", "--lessons", "7,15", "--out", str(tmp_path)],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 2
    assert "the kit has lessons 1 to 14; '15' is not one of them" in run.stderr
    assert not list(tmp_path.iterdir())
