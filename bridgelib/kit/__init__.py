"""The teacher's kit: for each lesson, four prepared boards that show the lesson's point,
bid and played by the course's robots, as PBN files a class can deal with real cards.

Each lesson's file (``lesson-07.pbn`` beside this module) holds four games with their
Event, Board, Dealer, Vulnerable and Deal, the robots' Auction and Play, the Result, the
seed of the deal (``Generator``) and a ``Theme`` tag: the sentence saying what the board
shows ("A finesse wins a trick."). Lessons 13 and 14 play their boards as one rubber, so
their vulnerability follows the score. The handouts print them: one slip of 13 cards per
player and a teacher's sheet (``python -m bridgelib.handouts kit``).

>>> games = kit_games(7)
>>> len(games), games[1].tags["Board"], games[1].tags["Theme"]
(4, '2', 'A finesse wins a trick.')
>>> kit_problems(7, games)
[]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from importlib import resources

from ..pbn import Game, parse_games
from ..scoring import ContractScore, honours, honours_item, score_contract
from .themes import BOARDS_PER_LESSON, THEMES, Check, Theme, rubber_of

__all__ = ["KIT_LESSONS", "THEMES", "Theme", "Check", "BOARDS_PER_LESSON", "kit_file_name", "kit_text",
           "kit_games", "kit_problems", "rubber_of", "board_score"]

KIT_LESSONS: tuple[int, ...] = tuple(sorted(THEMES))
"""The lessons that have a kit: every lesson of the course, 1 to 14."""


def _lesson(lesson: object) -> int:
    if isinstance(lesson, bool) or not isinstance(lesson, int) or lesson not in THEMES:
        raise ValueError(f"The kit has lessons {KIT_LESSONS[0]} to {KIT_LESSONS[-1]}, not {lesson!r}.")
    return lesson


def kit_file_name(lesson: int) -> str:
    """The file of a lesson's boards: ``lesson-07.pbn``."""
    return f"lesson-{_lesson(lesson):02d}.pbn"


def kit_text(lesson: int) -> str:
    """The PBN text of a lesson's boards, as committed."""
    return resources.files(__name__).joinpath(kit_file_name(lesson)).read_text(encoding="utf-8")


def kit_games(lesson: int) -> list[Game]:
    """A lesson's boards, read (and every auction and card checked) from its PBN file."""
    return parse_games(kit_text(lesson))


def kit_problems(lesson: int, games: Sequence[Game]) -> list[str]:
    """What is wrong with ``games`` as the kit of ``lesson``, one sentence each; [] when
    all is well: four boards numbered 1-4, each with its board's dealer and vulnerability,
    played to the end, whose Theme tag is its check and whose play passes the check."""
    theme = THEMES[_lesson(lesson)]
    problems = []
    if len(games) != BOARDS_PER_LESSON:
        problems.append(f"lesson {lesson} has {len(games)} boards, not {BOARDS_PER_LESSON}.")
    for number, game in enumerate(games[:BOARDS_PER_LESSON], start=1):
        earlier = games[: number - 1]
        check = theme.check(number, earlier)
        where = f"lesson {lesson}, board {number}"
        if game.tags.get("Board") != str(number):
            problems.append(f"{where}: its Board tag is {game.tags.get('Board')!r}.")
        if game.deal.dealer is not theme.dealer(number):
            problems.append(f"{where}: the dealer is {game.deal.dealer.english}, not {theme.dealer(number).english}.")
        if game.deal.vulnerable != theme.vulnerable(number, earlier):
            problems.append(f"{where}: the vulnerability is not the board's.")
        if game.tags.get("Theme") != check.text:
            problems.append(f"{where}: its Theme tag is {game.tags.get('Theme')!r}, not {check.text!r}.")
        if not check.holds(game):
            problems.append(f"{where}: the board does not show what it must: {check.text}")
    return problems


def board_score(game: Game) -> ContractScore:
    """The itemised score of a played board on its own: the contract's score with the
    board's vulnerability, and the honours any hand holds in the contract's strain (a
    rubber's game and rubber bonuses come from the rubber, :func:`rubber_of`).

    >>> print(board_score(kit_games(12)[0]).items[-1].label)
    Honours: four trump honours in one hand (held by the declaring side)
    """
    if game.contract is None or game.declarer is None or game.result is None:
        raise ValueError("A board is scored once it has been played: this one has no contract or no result.")
    side = game.declarer.side
    score = score_contract(game.contract, game.result, side in game.deal.vulnerable)
    added = []
    for k in range(4):
        seat = game.deal.dealer.next(k)
        points = honours(game.deal[seat], game.contract.strain)
        if points:
            added.append(honours_item(points, game.contract.strain, seat.side, declaring_side=side))
    return replace(score, items=score.items + tuple(added),
                   above=score.above + sum(item.points for item in added if item.side is side),
                   defenders=score.defenders + sum(item.points for item in added if item.side is not side))
