"""Choosing the kit's boards: seeded deals the robots bid and play until one shows the
board's point (:mod:`bridgelib.kit.themes`).

The search is deterministic: board ``n`` of lesson ``L`` tries the deals
``Deal.random(L * 100_000 + n * 10_000 + k)`` for k = 0, 1, 2 ... with the board's dealer
and vulnerability, skips a deal whose cards or auction already miss the check (the auction
alone is quick), and keeps the first whose played board passes. The board records its seed
in its ``Generator`` tag, so anyone can deal it again. ``tools/make_kit.py`` writes the
files; this module needs no more than the engine.

>>> board_seed(7, 2, 5)
720005
"""

from __future__ import annotations

from collections.abc import Sequence

from ..auction import Auction
from ..deal import Deal
from ..errors import BridgeError
from ..pbn import Game
from ..robots import play_deal, robot_call
from .themes import BOARDS_PER_LESSON, THEMES, Theme

__all__ = ["board_seed", "robot_auction", "choose_board", "choose_boards", "KitSearchError", "MAX_TRIES"]

MAX_TRIES = 2_000
"""Deals tried for one board before the search gives up."""


class KitSearchError(BridgeError):
    """No deal among the ones tried shows what the board must show."""


def board_seed(lesson: int, number: int, attempt: int) -> int:
    """The seed of the ``attempt``-th deal tried for board ``number`` of ``lesson``."""
    return lesson * 100_000 + number * 10_000 + attempt


def robot_auction(deal: Deal) -> Auction:
    """The auction four robots bid on ``deal`` (the auction of :func:`~bridgelib.robots.play_deal`)."""
    auction = Auction(deal.dealer)
    while not auction.is_over:
        seat = auction.turn
        assert seat is not None
        auction.call(robot_call(auction, deal[seat]).action)
    return auction


def event_text(theme: Theme) -> str:
    """The kit's Event tag: ``Rubber bridge course, lesson 7: Declarer technique``."""
    return f"Rubber bridge course, lesson {theme.lesson}: {theme.title}"


def choose_board(lesson: int, number: int, earlier: Sequence[Game] = (), *, max_tries: int = MAX_TRIES) -> Game:
    """Board ``number`` of ``lesson``'s kit, after the ``earlier`` boards (which matter
    in a rubber): the first seeded deal whose robot-played board passes its check."""
    theme = THEMES[lesson]
    check = theme.check(number, earlier)
    dealer, vulnerable = theme.dealer(number), theme.vulnerable(number, earlier)
    for attempt in range(max_tries):
        seed = board_seed(lesson, number, attempt)
        deal = Deal.random(seed, dealer).replace(vulnerable=vulnerable)
        if not check.deal(deal):
            continue
        auction = robot_auction(deal)
        if auction.is_passed_out or not check.bids(auction):
            continue
        auction, play = play_deal(deal)
        if play is None:  # pragma: no cover - the auction above was not passed out
            continue
        game = Game.from_play(play, auction, Event=event_text(theme), Board=number,
                              Generator=f"bridgelib Deal.random({seed})", Theme=check.text)
        if check.holds(game):
            return game
    raise KitSearchError(f"No deal of the {max_tries} tried for board {number} of lesson {lesson} "
                         f"shows what it must: {check.text}")


def choose_boards(lesson: int, *, max_tries: int = MAX_TRIES) -> list[Game]:
    """The four boards of ``lesson``'s kit, chosen in order."""
    games: list[Game] = []
    for number in range(1, BOARDS_PER_LESSON + 1):
        games.append(choose_board(lesson, number, games, max_tries=max_tries))
    return games
