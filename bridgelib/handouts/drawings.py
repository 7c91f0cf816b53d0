"""Pictures for the handouts: the figures of :mod:`bridgelib.render.figures` drawn
straight onto the page (vector, not pasted images), and a few more drawn here: a hand,
a trick, an auction without its result (for questions), the play record, a contract
in words, the bidding ladder and the rank order.

Every function returns a :class:`~bridgelib.handouts.layout.Block`.
"""

from __future__ import annotations

import io
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, Collection, Iterable, Iterator, Mapping, Sequence

from ..auction import DOUBLE, PASS, REDOUBLE, Auction, Call, Contract, Strain
from ..cards import Card, Hand, Suit
from ..deal import Seat, Side
from ..render.html import play_result_text, visible_seats
from .layout import (
    FAINT, FONT, INK, MUTED, RED, RULE, Block, Drawing, Group, Image, Paragraph, Run, Style, Table, runs,
)

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.axes import Axes

    from ..play import Play, Trick

__all__ = [
    "figure_block", "deal_block", "auction_block", "contract_score_block", "score_sheet_block", "hand_block",
    "trick_block", "auction_grid_block", "play_blocks", "contract_block", "call_runs", "card_runs",
    "contract_runs", "ladder_block", "ranks_block",
]

_GREEN = "#cfeccf"
_GREEN_EDGE = "#2e7d32"
_BACK = "#2f4f8f"
_AUCTION_ORDER = (Seat.W, Seat.N, Seat.E, Seat.S)


def _suit_colour(suit: Suit | None) -> str:
    return RED if suit is not None and suit.is_red else INK


def _seat_name(seat: Seat, names: Mapping[Seat, str] | None = None) -> str:
    if names and seat in names:
        return f"{names[seat]} ({seat.name})"
    return seat.english


# --- text pieces -------------------------------------------------------------------------
def card_runs(card: Card, style: Style = Style()) -> list[Run]:
    """``♥K`` with the symbol in its colour."""
    return [(card.suit.symbol, style(color=_suit_colour(card.suit))), (str(card.rank), style)]


def call_runs(call: Call, style: Style = Style()) -> list[Run]:
    """``1♥``, ``Pass``, ``X`` or ``XX``."""
    if call.is_bid:
        strain: Strain = call.strain  # type: ignore[attr-defined]
        return [(str(call.level), style), (strain.symbol, style(color=_suit_colour(strain.suit)))]  # type: ignore[attr-defined]
    if call is DOUBLE or call is REDOUBLE:
        return [(str(call), style)]
    return [("Pass", style(color=MUTED) if style.color == INK else style)]


def contract_runs(contract: Contract, style: Style = Style(), *, declarer: bool = True) -> list[Run]:
    """``4♥X by South``."""
    out: list[Run] = [(str(contract.level), style),
                      (contract.strain.symbol, style(color=_suit_colour(contract.strain.suit)))]
    if contract.doubled:
        out.append((("", "X", "XX")[contract.doubled], style))
    if declarer and contract.declarer is not None:
        out.append((f" by {contract.declarer.english}", style))
    return out


def contract_block(contract: Contract, detail: bool = True) -> Block:
    """A contract in words: ``4♥X by South`` and what it means."""
    items = contract_runs(contract, Style(12, bold=True))
    if detail:
        strain = contract.strain.english
        if contract.level == 1 and strain.endswith("s"):
            strain = strain[:-1]
        words = f"{contract.level} {strain}" + ("", ", doubled", ", redoubled")[contract.doubled]
        facts = [words]
        if contract.declarer is not None:
            facts += [f"Declarer: {contract.declarer.english}", f"Dummy: {contract.dummy.english}"]  # type: ignore[union-attr]
        facts.append(f"Declarer's side needs {contract.tricks_needed} tricks")
        items += [("\n", Style())] + runs(" · ".join(facts), Style(9.5, color=MUTED))
    return Paragraph(items, space_after=0.14)


# --- the figures module, drawn onto the page -----------------------------------------------
class _Measured(Exception):
    pass


@contextmanager
def _figure_factory(factory: Callable[[float, float], tuple[Any, Any]]) -> Iterator[None]:
    from ..render import figures

    original = figures._figure
    figures._figure = factory  # type: ignore[assignment]
    try:
        yield
    finally:
        figures._figure = original  # type: ignore[assignment]


def figure_block(fn: Callable[..., Any], *args: Any, label: str = "", **kwargs: Any) -> Block:
    """A figure of :mod:`bridgelib.render.figures` as a block drawn in vector on the
    page: the function is run with its page axes in place of a new figure. If that is not
    possible (the module changed), the figure is pasted as a 200 dpi picture."""
    from ..render import figures

    size: tuple[float, float] | None = None
    if hasattr(figures, "_figure"):
        def measure(width: float, height: float) -> tuple[Any, Any]:
            raise _Measured(width, height)

        try:
            with _figure_factory(measure):
                fn(*args, **kwargs)
        except _Measured as m:
            size = (float(m.args[0]), float(m.args[1]))
    if size is None:
        return raster_block(fn(*args, **kwargs))

    def painter(ax: "Axes") -> None:
        with _figure_factory(lambda w, h: (ax.figure, ax)):
            fn(*args, **kwargs)

    return Drawing(size[0], size[1], painter, label=label)


def raster_block(fig: Any, dpi: int = 200) -> Block:
    """A matplotlib figure pasted as a picture."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi, facecolor="white")
    return Image(buf.getvalue(), dpi=dpi)


def deal_block(deal: Any, **kwargs: Any) -> Block:
    from ..render.figures import deal_figure

    keep = {k: v for k, v in kwargs.items() if k in ("show", "remaining", "names", "hcp", "title") and v is not None}
    return figure_block(deal_figure, deal, label="deal diagram", **keep)


def auction_block(auction: Auction, *, show_result: bool = True, **kwargs: Any) -> Block:
    """The auction table; with ``show_result=False`` (a question: who is declarer?) the
    contract is not written under it."""
    if not show_result:
        return auction_grid_block(auction, **{k: v for k, v in kwargs.items() if k in ("names", "vulnerable", "next_mark")})
    from ..render.figures import auction_figure

    keep = {k: v for k, v in kwargs.items() if k in ("names", "vulnerable", "next_mark", "title") and v is not None}
    return figure_block(auction_figure, auction, label="auction", **keep)


def contract_score_block(score: Any, title: str | None = None) -> Block:
    from ..render.figures import contract_score_figure

    return figure_block(contract_score_figure, score, title=title, label="score table")


def score_sheet_block(rubber: Any = None, *, size: tuple[float, float] | None = None, explain: bool = False,
                      title: str = "Rubber bridge score sheet") -> Block:
    """A (filled-in) rubber score sheet, as tall as its entries need; ``explain`` adds a
    table of what each entry is for."""
    from ..render.figures import score_sheet_figure

    if size is None:
        data = None if rubber is None else (rubber.sheet if hasattr(rubber, "sheet") else rubber)
        rows = 8
        if data is not None:
            above = max(len(data.above[Side.NS]), len(data.above[Side.EW]))
            below = sum(max(len(g.below[Side.NS]), len(g.below[Side.EW]), 1) for g in data.games)
            rows = above + below + 2
        size = (5.83, min(8.0, max(4.2, 3.3 + 0.26 * rows)))  # rows at least 0.26 in apart
    sheet = figure_block(score_sheet_figure, rubber, size=size, title=title, label="score sheet")
    if not explain or rubber is None:
        return sheet
    data = rubber.sheet if hasattr(rubber, "sheet") else rubber
    rows: list[list[Any]] = [["Column", "Points", "Where", "What for"]]
    for side, col in ((Side.NS, "WE"), (Side.EW, "THEY")):
        for entry in data.above[side]:
            rows.append([col, str(entry.points), "above", runs(str(entry.label), Style(9.5))])
    for game in data.games:
        for side, col in ((Side.NS, "WE"), (Side.EW, "THEY")):
            for entry in game.below[side]:
                rows.append([col, str(entry.points), f"below (game {game.number})", runs(str(entry.label), Style(9.5))])
    return Group([sheet, Table(rows, align=["left", "right", "left", "left"])])


# --- a hand --------------------------------------------------------------------------------
def _hand_lines(ax: "Axes", x: float, y: float, hand: Hand, size: float = 11.0, step: float = 0.22) -> None:
    for k, suit in enumerate(Suit):
        base = y - k * step
        ax.text(x, base, suit.symbol, fontsize=size, color=_suit_colour(suit), fontfamily=FONT, va="baseline")
        cards = hand.cards_in(suit)
        ranks = " ".join(str(c.rank) for c in cards) or "—"
        ax.text(x + 0.2, base, ranks, fontsize=size, color=INK if cards else MUTED, fontfamily=FONT, va="baseline")


def hand_block(hand: Hand, *, hidden: bool = False, title: str | None = None, **_: Any) -> Block:
    """One hand: four suit lines (a void is ``—``), or card backs when ``hidden``."""
    from matplotlib.patches import FancyBboxPatch, Rectangle

    top_pad = 0.3 if title else 0.0
    width, height = 2.9, 1.12 + top_pad

    def paint(ax: "Axes") -> None:
        ax.add_patch(FancyBboxPatch((0.02, 0.02), width - 0.04, height - 0.04, boxstyle="round,pad=0,rounding_size=0.06",
                                    facecolor="#fbfaf4", edgecolor=RULE, linewidth=0.8))
        y = height - 0.28
        if title:
            ax.text(0.15, y, title, fontsize=11, fontweight="bold", color=INK, fontfamily=FONT, va="baseline")
            y -= 0.3
        if hidden:
            for k in range(len(hand)):
                ax.add_patch(Rectangle((0.15 + k * 0.14, y - 0.12), 0.11, 0.2, facecolor=_BACK, edgecolor="#1b2f57",
                                       linewidth=0.5))
            ax.text(0.15, y - 0.4, f"{len(hand)} cards, face down", fontsize=9, color=MUTED, fontfamily=FONT)
            return
        _hand_lines(ax, 0.15, y, hand)
        ax.text(width - 0.12, 0.12, f"{hand.hcp} HCP", fontsize=8, color=MUTED, fontfamily=FONT, ha="right",
                va="baseline")

    return Drawing(width, height, paint, align="left", label=str(hand))


# --- a trick -----------------------------------------------------------------------------------
def _chip(ax: "Axes", cx: float, cy: float, card: Card | None, *, won: bool = False, size: float = 13.0) -> None:
    from matplotlib.patches import FancyBboxPatch

    w, h = 0.56, 0.38
    if card is None:
        ax.add_patch(FancyBboxPatch((cx - w / 2, cy - h / 2), w, h, boxstyle="round,pad=0,rounding_size=0.05",
                                    facecolor="none", edgecolor=FAINT, linewidth=0.8, linestyle="--"))
        return
    ax.add_patch(FancyBboxPatch((cx - w / 2, cy - h / 2), w, h, boxstyle="round,pad=0,rounding_size=0.05",
                                facecolor=_GREEN if won else "white", edgecolor=_GREEN_EDGE if won else "#9c9a8e",
                                linewidth=1.4 if won else 0.8))
    ax.text(cx, cy, f"{card.suit.symbol}{card.rank}", fontsize=size, fontweight="bold", color=_suit_colour(card.suit),
            fontfamily=FONT, ha="center", va="center_baseline")


def trick_block(trick: "Trick", *, number: int | None = None, names: Mapping[Seat, str] | None = None,
                show_winner: bool = True, **_: Any) -> Block:
    """A trick on the table: each seat's card in its place, the order of play numbered,
    the trump suit written on top, the winning card marked (when ``show_winner``)."""
    width, height = 3.4, 2.25
    centres = {Seat.N: (1.7, 1.5), Seat.S: (1.7, 0.55), Seat.W: (0.62, 1.02), Seat.E: (2.78, 1.02)}
    winner = trick.winner if show_winner else None
    strain = trick.strain
    trumps = "No-trump" if strain is Strain.NT else f"Trumps: {strain.symbol} ({strain.english})"

    def paint(ax: "Axes") -> None:
        head = f"Trick {number}. " if number is not None else ""
        ax.text(0.05, height - 0.2, head + trumps, fontsize=10, fontweight="bold", fontfamily=FONT, color=INK,
                va="baseline")
        order = {seat: k + 1 for k, seat in enumerate(trick.seats)}
        for seat, (cx, cy) in centres.items():
            card = trick.card_of(seat)
            _chip(ax, cx, cy, card, won=seat is winner)
            label = _seat_name(seat, names)
            if seat in order:
                label += f"  ({('led', '2nd', '3rd', '4th')[order[seat] - 1]})"
            if seat is Seat.S:
                ax.text(cx, cy - 0.36, label, fontsize=8.5, fontfamily=FONT, color=INK, ha="center", va="baseline")
            else:
                ax.text(cx, cy + 0.25, label, fontsize=8.5, fontfamily=FONT, color=INK, ha="center", va="baseline")
        if winner is not None:
            ax.text(width / 2, 0.02, f"Won by {_seat_name(winner, names)}", fontsize=9, fontweight="bold",
                    color=_GREEN_EDGE, fontfamily=FONT, ha="center", va="baseline")

    return Drawing(width, height, paint, label=str(trick))


# --- an auction without its result -------------------------------------------------------------------
def auction_grid_block(auction: Auction, *, names: Mapping[Seat, str] | None = None, vulnerable: Iterable[Side] = (),
                       next_mark: str = "?") -> Block:
    """The auction table alone (no contract written under it): for questions."""
    vul = frozenset(vulnerable)
    offset = _AUCTION_ORDER.index(auction.dealer)
    slots: list[Any] = [None] * offset + list(auction.calls)
    if not auction.is_over and next_mark:
        slots.append(next_mark)
    rows = max(1, -(-len(slots) // 4))
    col_w, row_h = 0.95, 0.27
    width = 0.2 + 4 * col_w
    height = 0.62 + rows * row_h + 0.08

    def paint(ax: "Axes") -> None:
        y = height - 0.22
        for k, seat in enumerate(_AUCTION_ORDER):
            x = 0.15 + k * col_w
            ax.text(x, y, _seat_name(seat, names), fontsize=10.5, fontweight="bold", fontfamily=FONT, color=INK,
                    va="baseline")
            marks = []
            if seat is auction.dealer:
                marks.append(("Dealer", INK))
            if seat.side in vul:
                marks.append(("Vul", RED))
            for j, (word, colour) in enumerate(marks):
                ax.text(x + j * 0.5, y - 0.22, word, fontsize=7, fontweight="bold", color="white", fontfamily=FONT,
                        va="baseline", bbox={"boxstyle": "round,pad=0.15", "facecolor": colour, "edgecolor": colour})
        rule = height - 0.55
        ax.plot([0.1, width - 0.1], [rule, rule], color=RULE, linewidth=0.8)
        for i, slot in enumerate(slots):
            r, c = divmod(i, 4)
            cx, cy = 0.15 + c * col_w, rule - (r + 1) * row_h + 0.08
            if slot is None:
                continue
            if isinstance(slot, str):
                ax.text(cx, cy, slot, fontsize=11, fontweight="bold", color=MUTED, fontfamily=FONT, va="baseline")
                continue
            x = cx
            for text, style in call_runs(slot, Style(11, bold=slot is not PASS)):
                ax.text(x, cy, text, **style.props(), va="baseline")
                x += _w(text, style)
        bottom = rule - rows * row_h - 0.04
        ax.plot([0.1, width - 0.1], [bottom, bottom], color=RULE, linewidth=0.8)

    return Drawing(width, height, paint, label=" ".join(str(c) for c in auction.calls))


def _w(text: str, style: Style) -> float:
    from .layout import text_width

    return text_width(text, style)


# --- the play record -------------------------------------------------------------------------------
def play_blocks(play: "Play", *, hands: Any = None, viewer: Seat | None = None,
                names: Mapping[Seat, str] | None = None, **_: Any) -> list[Block]:
    """The play record as a table (each trick with its lead first, the winner in bold,
    the running count), the result, and the position when ``hands`` asks for it."""
    head: list[Run] = [("Contract: ", Style(bold=True))] + contract_runs(play.contract, Style(bold=True), declarer=False)
    head += runs(f" · Declarer: {_seat_name(play.declarer, names)} · Dummy: {_seat_name(play.dummy, names)}"
                 f" · Opening lead: {_seat_name(play.opening_leader, names)}")
    blocks: list[Block] = [Paragraph(head, space_after=0.06)]
    rows: list[list[Any]] = [["Trick", "Lead", "2nd", "3rd", "4th", "Won by", "Declarer's side", "Defenders"]]
    decl = defs = 0
    tricks = list(play.tricks)
    current = play.current_trick
    if current is not None and current.cards:
        tricks.append(current)
    for i, trick in enumerate(tricks, 1):
        winner = trick.winner
        cells: list[Any] = [str(i)]
        for k in range(4):
            if k < len(trick.cards):
                seat, card = trick.plays[k]
                style = Style(9.5, bold=seat is winner)
                cells.append([(seat.name + " ", style)] + card_runs(card, style))
            else:
                cells.append("")
        if winner is not None:
            if winner.side is play.declarer.side:
                decl += 1
            else:
                defs += 1
            cells += [_seat_name(winner, names), str(decl), str(defs)]
        else:
            cells += ["", "", ""]
        rows.append(cells)
    if len(rows) > 1:
        blocks.append(Table(rows, align=["right", "left", "left", "left", "left", "left", "right", "right"], size=9.5))
    blocks.append(Paragraph(runs(play_result_text(play), Style(bold=True)), space_after=0.12))
    if hands is not None:
        if hands == "all":
            show: Collection[Seat] = frozenset(Seat)
        elif hands == "visible":
            show = visible_seats(play, viewer)
        else:
            show = frozenset(hands)
        remaining = {seat: play.hand(seat) for seat in Seat}
        blocks.append(deal_block(play.deal, show=show, remaining=remaining, names=names))
        if current is not None and current.cards:
            blocks.append(trick_block(current, number=len(play.tricks) + 1, names=names, show_winner=False))
    if len(rows) <= 15:  # a short record stays with its heading and result
        blocks[:3] = [Group(blocks[:3])] if len(rows) > 1 else [Group(blocks[:2])]
    return blocks


# --- for the reference card ---------------------------------------------------------------------------
def ladder_block(width: float = 7.0) -> Block:
    """The bidding ladder: the 35 bids from 1♣ (bottom) to 7NT (top), each higher than
    the one before; tricks needed per level; game bids and slams marked."""
    from matplotlib.patches import FancyBboxPatch

    strains = list(Strain)  # C D H S NT
    row_h, col_w = 0.235, 0.74
    left = 0.15
    height = 7 * row_h + 0.55
    game_level = {Strain.C: 5, Strain.D: 5, Strain.H: 4, Strain.S: 4, Strain.NT: 3}

    def paint(ax: "Axes") -> None:
        for level in range(1, 8):
            y = 0.1 + (level - 1) * row_h
            for k, strain in enumerate(strains):
                x = left + k * col_w
                game = level >= game_level[strain]
                fill = "#f3d3d8" if level >= 6 else ("#e4e1d3" if game else "white")
                ax.add_patch(FancyBboxPatch((x, y + 0.025), col_w - 0.08, row_h - 0.05,
                                            boxstyle="round,pad=0,rounding_size=0.04", facecolor=fill,
                                            edgecolor="#9c9a8e", linewidth=0.6))
                colour = _suit_colour(strain.suit)
                cx = x + (col_w - 0.08) / 2
                label_style = Style(10, bold=True)
                lw = _w(str(level), label_style) + _w(strain.symbol, label_style(color=colour))
                x0 = cx - lw / 2
                ax.text(x0, y + 0.07, str(level), **label_style.props(), va="baseline")
                ax.text(x0 + _w(str(level), label_style), y + 0.07, strain.symbol, **label_style(color=colour).props(),
                        va="baseline")
            notes = {6: "small slam", 7: "grand slam"}
            info = f"level {level}: {level + 6} tricks" + (f" · {notes[level]}" if level in notes else "")
            ax.text(left + 5 * col_w + 0.1, y + 0.07, info, fontsize=9.5, color=INK, fontfamily=FONT, va="baseline")
        top = 0.1 + 7 * row_h + 0.12
        ax.text(left, top, "cheapest", fontsize=8.5, color=MUTED, fontfamily=FONT, va="baseline")
        ax.text(left + 5 * col_w - 0.08, top, "dearest in a level", fontsize=8.5, color=MUTED, fontfamily=FONT,
                ha="right", va="baseline")
        ax.annotate("", xy=(left + 5 * col_w - 0.08, top + 0.18), xytext=(left, top + 0.18),
                    arrowprops={"arrowstyle": "->", "color": MUTED, "linewidth": 0.8})
        kx = left + 5 * col_w + 0.1
        ax.add_patch(FancyBboxPatch((kx, top - 0.02), 0.22, 0.16, boxstyle="round,pad=0,rounding_size=0.03",
                                    facecolor="#e4e1d3", edgecolor="#9c9a8e", linewidth=0.6))
        ax.text(kx + 0.3, top, "game if made (100+ below)", fontsize=8.5, color=INK, fontfamily=FONT, va="baseline")
        ax.add_patch(FancyBboxPatch((kx + 2.15, top - 0.02), 0.22, 0.16, boxstyle="round,pad=0,rounding_size=0.03",
                                    facecolor="#f3d3d8", edgecolor="#9c9a8e", linewidth=0.6))
        ax.text(kx + 2.45, top, "slam", fontsize=8.5, color=INK, fontfamily=FONT, va="baseline")

    return Drawing(min(width, left + 5 * col_w + 3.2), height, paint, label="bidding ladder 1C to 7NT")


def ranks_block() -> Block:
    """The rank order A (high) to 2 (low) as card chips, and the suits in bidding order."""
    from ..cards import Rank

    width, height = 7.0, 0.98
    ranks = sorted(Rank, reverse=True)

    def paint(ax: "Axes") -> None:
        ax.text(0.05, height - 0.14, "High", fontsize=8.5, color=MUTED, fontfamily=FONT, va="baseline")
        ax.text(width - 0.05, height - 0.14, "Low", fontsize=9, color=MUTED, fontfamily=FONT, ha="right", va="baseline")
        step = (width - 0.4) / 13
        for k, rank in enumerate(ranks):
            cx = 0.2 + step * (k + 0.5)
            _chip(ax, cx, height - 0.45, Card(Suit.S, rank), size=11.5)
        y = 0.08
        x = 0.05
        for text, style in [("Bidding order (lowest first): ", Style(10, bold=True))] + [
            piece for s in ("♣ clubs", " < ", "♦ diamonds", " < ", "♥ hearts", " < ", "♠ spades", " < ", "NT no-trump")
            for piece in runs(s, Style(10))
        ]:
            ax.text(x, y, text, **style.props(), va="baseline")
            x += _w(text, style)

    return Drawing(width, height, paint, label="A K Q J 10 9 8 7 6 5 4 3 2")


def answer_lines(labels: Sequence[str], width: float = 6.6) -> Block:
    """Labelled blank lines to write answers on."""
    height = 0.34 * len(labels) + 0.05

    def paint(ax: "Axes") -> None:
        for k, label in enumerate(labels):
            y = height - 0.28 - k * 0.34
            ax.text(0.0, y, label, fontsize=10, color=INK, fontfamily=FONT, va="baseline")
            x0 = _w(label, Style(10)) + 0.1
            ax.plot([x0, min(x0 + 2.4, width)], [y - 0.03, y - 0.03], color=INK, linewidth=0.6)

    return Drawing(width, height, paint, align="left", label=" ".join(labels), space_after=0.04)
