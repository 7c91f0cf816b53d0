"""The teacher's kit on paper: hand records to deal the boards with real cards, and a
teacher's sheet with each board's bidding, play and score as the course has them.

Hand records: one page per board, cut into four slips, one per player, each with the
board, the dealer, the vulnerability and that player's 13 cards by suit. The class sorts
a pack into the four hands from the slips, so every table plays the same boards.

Teacher's sheet: for each board, what it shows (its Theme), the deal with every hand's
high-card points, the auction with the coach's reason for every bid, the opening lead
with the robot's reason, the play trick by trick, the result and the itemised score;
for a lesson whose boards are one rubber, the score sheet after each board.

>>> from bridgelib.kit import kit_games
>>> slip = slip_html(kit_games(7)[0], Seat.N, 7)
>>> "North" in slip and "Board 1" in slip
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..auction import Auction
from ..cards import Suit
from ..deal import Seat
from ..kit import THEMES, board_score, rubber_of
from ..pbn import Game
from ..play import Play
from ..render.html import auction_html, contract_score_html, deal_html, play_html, rubber_html, vulnerability_text
from ..robots import robot_call, robot_card
from .document import Document, heading, keep, paragraph, suits

__all__ = ["slip_html", "hand_records_document", "teachers_sheet_document", "call_reasons", "SLIP_ORDER"]

SLIP_ORDER = (Seat.N, Seat.E, Seat.S, Seat.W)
"""The order of the slips on a board's page: North and East on top, South and West below."""

KIT_STYLE = """
.slips { display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: 1fr 1fr; height: 255mm;
         break-after: page; }
.slip { border: 0.6pt dashed #9c9a8e; padding: 6mm 7mm; break-inside: avoid; }
.slip .seat { font-size: 20pt; font-weight: bold; margin: 1mm 0 2mm 0; }
.slip .board { font-size: 12pt; font-weight: bold; }
.slip .cards { font-size: 17pt; line-height: 1.55; margin: 3mm 0; }
.slip .cards .s { display: inline-block; width: 8mm; }
.board-sheet { break-before: page; }
.board-sheet:first-of-type { break-before: auto; }
table.reasons td { vertical-align: top; }
"""


def _board_line(game: Game) -> str:
    return (f"Dealer: {game.deal.dealer.english} · Vulnerable: "
            f"{vulnerability_text(game.deal.vulnerable)}")


def slip_html(game: Game, seat: Seat, lesson: int) -> str:
    """One player's slip: lesson and board, dealer and vulnerability, the 13 cards."""
    hand = game.deal[seat]
    lines = []
    for suit in (Suit.S, Suit.H, Suit.D, Suit.C):
        ranks = " ".join(str(card.rank) for card in hand.cards_in(suit)) or "—"
        lines.append(f'<div><span class="s">{suits(suit.symbol)}</span>{escape(ranks)}</div>')
    return (f'<div class="slip"><div class="board">Board {escape(game.tags.get("Board", "?"))}</div>'
            f'<div class="seat">{seat.english}</div>'
            f'<div class="small">Lesson {lesson}: {escape(THEMES[lesson].title)}</div>'
            f'<div class="small">{escape(_board_line(game))}</div>'
            f'<div class="cards">{"".join(lines)}</div>'
            f'<div class="small muted">{len(hand)} cards · {hand.hcp} high-card points</div></div>')


def hand_records_document(lesson: int, games: Sequence[Game]) -> Document:
    """The hand records of a lesson's boards: a page of four slips per board."""
    theme = THEMES[lesson]
    doc = Document(f"Lesson {lesson}: hand records", footer=f"Lesson {lesson} · {theme.title} · hand records",
                   style=KIT_STYLE)
    for game in games:
        doc.add('<div class="slips">' + "".join(slip_html(game, seat, lesson) for seat in SLIP_ORDER) + "</div>")
    return doc


def call_reasons(auction: Auction, game: Game) -> list[tuple[Seat, str, str]]:
    """Each bid, double or redouble of the auction with the coach's reason (the coach
    is the robot that bid it); passes are left out. When the coach would now bid
    otherwise, the reason says so instead of inventing one."""
    replay = Auction(auction.dealer)
    rows = []
    for call in auction.calls:
        seat = replay.turn
        assert seat is not None
        decision = robot_call(replay, game.deal[seat])
        if str(call) != "Pass":
            reason = decision.reason if decision.action == call else \
                f"(The coach would now bid {decision.action}: {decision.reason})"
            rows.append((seat, str(call), reason))
        replay.call(call)
    return rows


def _reasons_table(rows: list[tuple[Seat, str, str]]) -> str:
    body = "".join(f"<tr><td>{seat.english}</td><td>{suits(call)}</td><td>{suits(reason)}</td></tr>"
                   for seat, call, reason in rows)
    return ('<table class="text wide reasons"><tr><th>Seat</th><th>Call</th><th>Why (the coach)</th></tr>'
            f"{body}</table>")


def _lead_reason(game: Game) -> str:
    assert game.play is not None and game.contract is not None
    start = Play(game.deal, game.contract)
    lead = game.play.tricks[0].cards[0]
    decision = robot_card(start, game.auction)
    reason = decision.reason if decision.action == lead else f"The robot would now lead {decision.action}."
    return f"Opening lead by {start.opening_leader.english}: {lead}. {reason}"


def _where(lesson: int, games: Sequence[Game], number: int) -> str:
    """"Where to look": the first trick that shows the board's point, card by card."""
    game = games[number - 1]
    trick_number = THEMES[lesson].check(number, games[: number - 1]).where(game)
    if trick_number is None or game.play is None:
        return ""
    trick = game.play.tricks[trick_number - 1]
    cards = ", ".join(f"{seat.english} {card}" for seat, card in trick.plays)
    return paragraph(f"**Where to look: trick {trick_number}.** {cards}. {trick.how_won()}")


def _score_part(lesson: int, games: Sequence[Game], number: int) -> str:
    theme = THEMES[lesson]
    game = games[number - 1]
    if theme.is_rubber:
        rubber = rubber_of(games[:number])
        record = rubber.deals[-1]
        score = record.full_score
        assert score is not None
        return (heading("The score", 3) + contract_score_html(score)
                + paragraph(f"The score sheet after board {number}:") + rubber_html(rubber))
    return heading("The score", 3) + contract_score_html(board_score(game))


def teachers_sheet_document(lesson: int, games: Sequence[Game]) -> Document:
    """The teacher's sheet of a lesson's boards: a page or two per board."""
    theme = THEMES[lesson]
    doc = Document(f"Lesson {lesson}: teacher's sheet", footer=f"Lesson {lesson} · {theme.title} · teacher's sheet",
                   style=KIT_STYLE)
    doc.add(heading(f"Lesson {lesson} · {theme.title}: the teacher's sheet", 1),
            paragraph(f"**The point of these boards.** {theme.point}"),
            paragraph("Each board as the course's computer players bid and play it: the coach's reason for every "
                      "bid, the play trick by trick and the score. Deal the boards from the hand records "
                      f"(lesson-{lesson:02d}-hand-records.pdf); the same deals are in lesson-{lesson:02d}.pbn for "
                      "any bridge program." + (" The four boards are one rubber: play them in order and keep the "
                                               "score sheet." if theme.is_rubber else "")))
    for number, game in enumerate(games, start=1):
        assert game.auction is not None and game.play is not None and game.contract is not None
        contract = game.contract
        made = game.play.declarer_tricks - contract.tricks_needed
        result = "made exactly" if made == 0 else f"made with {made} overtrick{'s' if made > 1 else ''}" \
            if made > 0 else f"down {-made}"
        doc.add(
            '<div class="board-sheet">',
            heading(f"Board {number}: {game.tags.get('Theme', '')}", 2),
            paragraph(f"{_board_line(game)} · Contract: **{contract}** · "
                      f"{game.play.declarer_tricks} tricks, {result}."),
            keep(deal_html(game.deal, hcp=True)),
            heading("The bidding", 3),
            keep(auction_html(game.auction, vulnerable=game.deal.vulnerable), _reasons_table(call_reasons(game.auction, game))),
            heading("The play", 3),
            paragraph(_lead_reason(game)),
            _where(lesson, games, number),
            keep(play_html(game.play)),
            keep(_score_part(lesson, games, number)),
            "</div>",
        )
    return doc

