"""Matplotlib figures to save as images or PDF (the handouts print the HTML pictures
instead, :mod:`bridgelib.handouts`): a deal diagram, an auction, the
itemised score of a contract and the rubber score sheet (blank, to print, or filled in).

matplotlib is an optional dependency: it is imported inside each function, never when
:mod:`bridgelib` or :mod:`bridgelib.render` is imported. Every text is set in DejaVu Sans,
which matplotlib ships and which has the suit symbols ♠ ♥ ♦ ♣. The figures are
:class:`matplotlib.figure.Figure` objects made without pyplot (no global state, no
window): save them with ``fig.savefig("deal.pdf")`` or show them in a notebook.

Red suits are red and black suits black, and every suit is also its symbol, so a
black-and-white print loses nothing.

>>> from bridgelib import Deal
>>> fig = deal_figure(Deal.random(1))   # doctest: +SKIP
>>> fig.savefig("deal.pdf")             # doctest: +SKIP
"""

from __future__ import annotations

import textwrap
from collections.abc import Collection, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from ..auction import DOUBLE, REDOUBLE, Auction, Call, Contract, Strain, is_bid
from ..cards import Hand, Suit
from ..deal import Deal, Seat, Side
from .html import BLACK, RED, vulnerability_text

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure
    from matplotlib.text import Text

    from ..rubber import SheetGame

__all__ = ["FONT", "deal_figure", "auction_figure", "contract_score_figure", "score_sheet_figure"]

FONT = "DejaVu Sans"
"""The font of every figure: shipped with matplotlib, with the suit symbols."""
_INK = "#1b1b1b"
_MUTED = "#5a5a52"
_RULE = "#9a988c"
_FAINT = "#d6d4ca"
_SHADE = "#f3d3d8"  # light red: a vulnerable side, printed
_BACK = "#2f4f8f"
_SIZE = 11.0  # points
_LINE = 0.22  # inches between lines of a hand
_AUCTION_ORDER = (Seat.W, Seat.N, Seat.E, Seat.S)


# --- helpers ------------------------------------------------------------------------------
def _figure(width: float, height: float) -> tuple[Figure, Axes]:
    """A white figure of ``width`` x ``height`` inches with one axes whose data units are
    inches (origin bottom left), no frame and no ticks."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), facecolor="white")
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, width)
    ax.set_ylim(0, height)
    ax.set_axis_off()
    return fig, ax


def _text(ax: Axes, x: float, y: float, s: str, *, size: float = _SIZE, color: str = _INK,
          weight: str = "normal", ha: str = "left", va: str = "baseline", **kw: Any) -> Text:
    return ax.text(x, y, s, fontsize=size, color=color, fontweight=weight, ha=ha, va=va,
                   fontfamily=FONT, **kw)


def _after(ax: Axes, anchor: Text, s: str, *, gap: float = 3.0, size: float = _SIZE, color: str = _INK,
           weight: str = "normal", box: str | None = None, box_text: str = "white") -> Text:
    """Text placed just right of ``anchor`` (whatever its width), on the same baseline
    when the sizes are equal (both boxes' bottoms, which include the font's descent, are
    aligned); ``box`` fills a rounded box behind it (a badge)."""
    kw: dict[str, Any] = {}
    if box is not None:
        kw["bbox"] = {"boxstyle": "round,pad=0.18", "facecolor": box, "edgecolor": box}
        color = box_text
    return ax.annotate(s, xy=(1, 0), xycoords=anchor, xytext=(gap, 0), textcoords="offset points",
                       fontsize=size, color=color, fontweight=weight, fontfamily=FONT, ha="left",
                       va="bottom", **kw)


def _suit_colour(suit: Suit) -> str:
    return RED if suit.is_red else BLACK


def _seat_name(seat: Seat, names: Mapping[Seat, str] | None) -> str:
    if names and seat in names:
        return f"{names[seat]} ({seat.name})"
    return seat.english


def _draw_hand(ax: Axes, x: float, y: float, hand: Hand, hidden: bool, size: float = _SIZE) -> None:
    """Four suit lines from baseline ``y`` down (or card backs when ``hidden``)."""
    if hidden:
        from matplotlib.patches import Rectangle

        for k in range(len(hand)):
            ax.add_patch(Rectangle((x + k * 0.11, y - 0.05), 0.09, 0.16, facecolor=_BACK, edgecolor="#1b2f57",
                                   linewidth=0.5))
        _text(ax, x, y - _LINE, f"{len(hand)} cards, face down", size=size - 2, color=_MUTED)
        return
    for k, suit in enumerate(Suit):
        base = y - k * _LINE
        symbol = _text(ax, x, base, suit.symbol, size=size, color=_suit_colour(suit))
        cards = hand.cards_in(suit)
        gap = " " if len(cards) <= 7 else "\u2009"  # a thin space keeps a long suit inside its corner
        ranks = gap.join(str(c.rank) for c in cards) or "—"
        _after(ax, symbol, ranks, gap=4, size=size, color=_INK if hand.length(suit) else _MUTED)


# --- the deal -----------------------------------------------------------------------------
def deal_figure(deal: Deal, *, show: Collection[Seat] | None = None, remaining: Mapping[Seat, Hand] | None = None,
                names: Mapping[Seat, str] | None = None, hcp: bool = False, title: str | None = None) -> Figure:
    """A deal diagram for print: North at the top, West left, East right, South at the
    bottom; the dealer and the vulnerable sides marked in words and in the compass.

    ``show`` lists the seats whose cards are printed (None: all; the others show card
    backs); ``remaining`` maps seats to the cards they still hold; ``names`` renames
    seats; ``hcp`` prints each shown hand's high-card points; ``title`` goes on top.

    >>> from bridgelib import Deal
    >>> fig = deal_figure(Deal.random(1), title="Deal 1")
    >>> fig.get_size_inches().round(2).tolist()
    [6.0, 5.9]
    """
    from matplotlib.patches import Circle, Rectangle

    top_pad = 0.45 if title else 0.0
    width, height = 6.0, 5.45 + top_pad
    fig, ax = _figure(width, height)
    if title:
        _text(ax, width / 2, height - 0.35, title, size=_SIZE + 3, weight="bold", ha="center")
    top = height - top_pad
    shown = frozenset(Seat) if show is None else frozenset(show)
    corners = {Seat.N: (2.35, top - 0.3), Seat.W: (0.2, top - 2.1), Seat.E: (4.05, top - 2.1),
               Seat.S: (2.35, top - 3.9)}
    for seat, (x, y) in corners.items():
        hand = remaining[seat] if remaining is not None and seat in remaining else deal[seat]
        name = _text(ax, x, y, _seat_name(seat, names), weight="bold")
        last = name
        if seat is deal.dealer:
            last = _after(ax, last, "Dealer", gap=5, size=_SIZE - 3, weight="bold", box=_INK)
        if seat.side in deal.vulnerable:
            last = _after(ax, last, "Vulnerable", gap=6, size=_SIZE - 3, weight="bold", box=RED)
        if hcp and seat in shown:
            _after(ax, last, f"{hand.hcp} HCP", gap=6, size=_SIZE - 3, color=_MUTED)
        _draw_hand(ax, x, y - _LINE * 1.15, hand, seat not in shown)
    # Dealer and vulnerability in words, top left.
    _text(ax, 0.2, top - 0.3, f"Dealer: {_seat_name(deal.dealer, names)}", size=_SIZE - 2, color=_MUTED)
    _text(ax, 0.2, top - 0.3 - _LINE * 0.9, f"Vulnerable: {vulnerability_text(deal.vulnerable)}",
          size=_SIZE - 2, color=_MUTED)
    # The compass: vulnerable seats' edges shaded, the dealer's letter circled.
    cx, cy, half = 3.0, top - 2.35, 0.55
    ax.add_patch(Rectangle((cx - half, cy - half), 2 * half, 2 * half, facecolor="#f4f2ea", edgecolor=_RULE,
                           linewidth=1))
    offsets = {Seat.N: (0, 1), Seat.S: (0, -1), Seat.W: (-1, 0), Seat.E: (1, 0)}
    for seat, (dx, dy) in offsets.items():
        lx, ly = cx + dx * (half - 0.17), cy + dy * (half - 0.17)
        if seat.side in deal.vulnerable:
            ax.add_patch(Rectangle((lx - 0.15, ly - 0.15), 0.3, 0.3, facecolor=_SHADE, edgecolor="none"))
        if seat is deal.dealer:
            ax.add_patch(Circle((lx, ly), 0.14, facecolor="none", edgecolor=_INK, linewidth=1.2))
        _text(ax, lx, ly, seat.name, weight="bold", ha="center", va="center_baseline")
    return fig


# --- the auction --------------------------------------------------------------------------
def _draw_call(ax: Axes, x: float, y: float, call: Call, size: float = _SIZE) -> None:
    if is_bid(call):
        level = _text(ax, x, y, str(call.level), size=size, weight="bold")
        strain: Strain = call.strain
        colour = _INK if strain.suit is None else _suit_colour(strain.suit)
        _after(ax, level, strain.symbol, gap=0.5, size=size, color=colour, weight="bold")
    elif call is DOUBLE or call is REDOUBLE:
        _text(ax, x, y, str(call), size=size, weight="bold")
    else:
        _text(ax, x, y, "Pass", size=size, color=_MUTED)


def _contract_words(contract: Contract, names: Mapping[Seat, str] | None = None) -> str:
    text = f"{contract.level}{contract.strain.symbol}" + ("", "X (doubled)", "XX (redoubled)")[contract.doubled]
    if contract.declarer is not None:
        text += f" by {_seat_name(contract.declarer, names)}"
    return text


def auction_figure(auction: Auction, *, names: Mapping[Seat, str] | None = None, vulnerable: Iterable[Side] = (),
                   next_mark: str = "?", title: str | None = None) -> Figure:
    """The auction as a printed table: columns West, North, East, South, the first call
    in the dealer's column, ``next_mark`` where the next call goes, the contract below.

    >>> from bridgelib import Auction, Seat
    >>> fig = auction_figure(Auction(Seat.S, "1H P 2H P 4H P P P"))
    >>> fig.get_size_inches().round(2).tolist()
    [4.4, 2.05]
    """
    vul = frozenset(vulnerable)
    offset = _AUCTION_ORDER.index(auction.dealer)
    slots: list[Call | str | None] = [None] * offset
    slots.extend(auction.calls)
    if not auction.is_over and next_mark:
        slots.append(next_mark)
    rows = max(1, -(-len(slots) // 4))
    row_h, col_w, left = 0.3, 1.0, 0.3
    head = 0.55 + (0.4 if title else 0.0)
    width, height = 4.4, head + rows * row_h + 0.6
    fig, ax = _figure(width, height)
    y = height - 0.3
    if title:
        _text(ax, width / 2, y, title, size=_SIZE + 2, weight="bold", ha="center")
        y -= 0.4
    for k, seat in enumerate(_AUCTION_ORDER):
        _text(ax, left + k * col_w, y - 0.05, _seat_name(seat, names), weight="bold")
        marks = []
        if seat is auction.dealer:
            marks.append(("Dealer", _INK))
        if seat.side in vul:
            marks.append(("Vul", RED))
        for j, (word, colour) in enumerate(marks):
            _text(ax, left + k * col_w + j * 0.5, y - 0.27, word, size=_SIZE - 4, weight="bold", color="white",
                  bbox={"boxstyle": "round,pad=0.15", "facecolor": colour, "edgecolor": colour})
    rule_y = y - 0.38
    ax.plot([left - 0.1, left + 4 * col_w - 0.2], [rule_y, rule_y], color=_RULE, linewidth=0.8)
    for i, slot in enumerate(slots):
        r, c = divmod(i, 4)
        cy = rule_y - (r + 1) * row_h + 0.08
        cx = left + c * col_w
        if slot is None:
            continue
        if isinstance(slot, str):
            _text(ax, cx, cy, slot, weight="bold", color=_MUTED)
        else:
            _draw_call(ax, cx, cy, slot)
    bottom = rule_y - rows * row_h - 0.1
    ax.plot([left - 0.1, left + 4 * col_w - 0.2], [bottom, bottom], color=_RULE, linewidth=0.8)
    if auction.is_passed_out:
        result = "Passed out: four passes, nobody plays this deal."
    elif auction.contract is not None:
        result = f"Contract: {_contract_words(auction.contract, names)}"
    else:
        turn = auction.turn
        assert turn is not None  # an auction neither over nor passed out has a player to call
        result = f"{_seat_name(turn, names)} to call"
    _text(ax, left - 0.1, bottom - 0.3, result)
    return fig


# --- the score of one contract ----------------------------------------------------------
def contract_score_figure(score: Any, *, title: str | None = None) -> Figure:
    """The itemised score of one contract as a printed table: what each entry is for,
    its points, the side that scores it, above or below the line; then the totals.

    ``score`` is a :class:`bridgelib.scoring.ContractScore` or anything with ``items``
    (``label``, ``points``, ``side``, ``line``).

    >>> from bridgelib.scoring import score_contract
    >>> fig = contract_score_figure(score_contract("6NT by N", 13, vulnerable=True))
    >>> fig.get_size_inches().round(2).tolist()
    [7.0, 2.61]
    """
    items = list(score.items)
    wrapped = [textwrap.wrap(str(item.label), 48) or [""] for item in items]
    row_h = 0.24
    body = sum(row_h * len(w) + 0.08 for w in wrapped) or row_h
    heading = _score_heading(score, title)
    width = 7.0
    height = 0.45 * bool(heading) + 0.6 + body + 0.6
    fig, ax = _figure(width, height)
    y = height - 0.35
    if heading:
        _text(ax, 0.3, y, heading, size=_SIZE + 1, weight="bold")
        y -= 0.45
    cols = (0.3, 4.55, 4.75, 5.35)  # label, points (right edge), side, line
    _text(ax, cols[0], y, "What for", weight="bold")
    _text(ax, cols[1], y, "Points", weight="bold", ha="right")
    _text(ax, cols[2], y, "Side", weight="bold")
    _text(ax, cols[3], y, "Where", weight="bold")
    y -= 0.1
    ax.plot([0.25, width - 0.25], [y, y], color=_RULE, linewidth=0.8)
    y -= row_h
    for item, label_lines in zip(items, wrapped, strict=False):
        _text(ax, cols[1], y, str(item.points), ha="right")
        _text(ax, cols[2], y, _side_short(item.side))
        _text(ax, cols[3], y, {"above": "Above the line", "below": "Below the line"}.get(str(item.line), str(item.line)),
              size=_SIZE - 1)
        for k, line in enumerate(label_lines):
            _text(ax, cols[0], y - k * row_h, line, size=_SIZE - 1)
        y -= row_h * len(label_lines) + 0.08
    if not items:
        _text(ax, cols[0], y, "No score: nothing is written on the sheet.", color=_MUTED)
        y -= row_h
    y += row_h - 0.12
    ax.plot([0.25, width - 0.25], [y, y], color=_RULE, linewidth=0.8)
    totals: dict[object, int] = {}
    for item in items:
        totals[item.side] = totals.get(item.side, 0) + int(item.points)
    text = ", ".join(f"{_side_short(s)} {p}" for s, p in sorted(totals.items(), key=lambda kv: getattr(kv[0], "value", 0)))
    _text(ax, cols[0], y - 0.3, "Total" + (f": {text}" if text else ": nothing"), weight="bold")
    return fig


def _side_short(side: object) -> str:
    return side.short if isinstance(side, Side) else str(side)


def _score_heading(score: Any, title: str | None) -> str:
    if title:
        return title
    parts = []
    contract = getattr(score, "contract", None)
    if isinstance(contract, Contract):
        parts.append(_contract_words(contract))
    tricks = getattr(score, "tricks", None)
    if isinstance(tricks, int):
        parts.append(f"{tricks} tricks")
    vul = getattr(score, "vulnerable", None)
    if isinstance(vul, bool):
        parts.append("vulnerable" if vul else "not vulnerable")
    result = getattr(score, "result", None)
    if isinstance(result, str):
        parts.append(result)
    return ", ".join(parts)


# --- the rubber score sheet -------------------------------------------------------------
def score_sheet_figure(rubber: Any = None, *, title: str = "Rubber bridge score sheet",
                       size: tuple[float, float] = (5.83, 8.27)) -> Figure:
    """The rubber score sheet, A5 by default: WE (North-South) and THEY (East-West), the
    line, ruled rows to write on. ``rubber=None`` gives a blank sheet to print; a
    :class:`~bridgelib.rubber.Rubber` (or its ``sheet``) is written in: bonuses above
    the line (the first just above it), trick points below, a line under each game won,
    the totals and who won.

    >>> fig = score_sheet_figure()
    >>> fig.get_size_inches().round(2).tolist()
    [5.83, 8.27]
    """
    width, height = size
    fig, ax = _figure(width, height)
    sheet = None if rubber is None else (rubber.sheet if hasattr(rubber, "sheet") else rubber)
    margin = 0.45
    mid = width / 2
    _text(ax, mid, height - 0.55, title, size=_SIZE + 4, weight="bold", ha="center")
    _text(ax, mid, height - 0.85, "WE = North-South     THEY = East-West", size=_SIZE - 2, color=_MUTED, ha="center")
    head_y = height - 1.35
    _text(ax, (margin + mid) / 2, head_y, "WE", size=_SIZE + 3, weight="bold", ha="center")
    _text(ax, (mid + width - margin) / 2, head_y, "THEY", size=_SIZE + 3, weight="bold", ha="center")
    top = head_y - 0.15
    ax.plot([margin, width - margin], [top, top], color=_INK, linewidth=1.2)
    footer = 1.35 if sheet is not None else 1.15
    totals_y = footer
    bottom = totals_y + 0.35  # the writing area ends here; totals below
    area = top - bottom
    # Rows needed above and below the line.
    if sheet is None:
        n_above = n_below = 0
        games: tuple[SheetGame, ...] = ()
    else:
        n_above = max(len(sheet.above[Side.NS]), len(sheet.above[Side.EW]))
        games = tuple(sheet.games)
        n_below = sum(max(len(g.below[Side.NS]), len(g.below[Side.EW]), 1) for g in games)
    row_h = min(0.28, area / max(n_above + n_below + 2, 1))
    need_above = (n_above + 1) * row_h
    the_line = top - max(area * 0.45, need_above)
    if the_line - bottom < (n_below + 1) * row_h:
        the_line = bottom + (n_below + 1) * row_h
    # Ruled rows, the centre line and the line itself.
    y = the_line + row_h
    while y < top - 0.1:
        ax.plot([margin, width - margin], [y, y], color=_FAINT, linewidth=0.5)
        y += row_h
    y = the_line - row_h
    while y > bottom + 0.02:
        ax.plot([margin, width - margin], [y, y], color=_FAINT, linewidth=0.5)
        y -= row_h
    ax.plot([mid, mid], [bottom - 0.35, top + 0.45], color=_INK, linewidth=1.6)
    ax.plot([margin, width - margin], [the_line, the_line], color=_INK, linewidth=2.4)
    ax.plot([margin, width - margin], [bottom, bottom], color=_INK, linewidth=1.0)
    _text(ax, margin - 0.08, (the_line + top) / 2, "above the line", size=_SIZE - 4, color=_MUTED, ha="right",
          va="center", rotation=90)
    _text(ax, margin - 0.08, (the_line + bottom) / 2, "below the line", size=_SIZE - 4, color=_MUTED, ha="right",
          va="center", rotation=90)
    _text(ax, margin, bottom - 0.27, "Total", size=_SIZE - 1, weight="bold")
    # Entries a little left of each column's centre, leaving room for the game notes.
    cols = {Side.NS: (margin + mid) / 2 - 0.2, Side.EW: (mid + width - margin) / 2 - 0.2}
    if sheet is None:
        _footer_rules(ax, margin, width)
        return fig
    # Above the line: the first entry just above the line, later ones higher up.
    for side, x in cols.items():
        for k, entry in enumerate(sheet.above[side]):
            _entry(ax, x, the_line + k * row_h + row_h * 0.3, entry)
    # Below the line: each game's entries in order, a line under each game won.
    y = the_line
    for game in games:
        rows = max(len(game.below[Side.NS]), len(game.below[Side.EW]), 1)
        for side, x in cols.items():
            for k, entry in enumerate(game.below[side]):
                _entry(ax, x, y - (k + 1) * row_h + row_h * 0.3, entry)
        y -= rows * row_h
        if game.winner is not None:
            ax.plot([margin, width - margin], [y, y], color=_INK, linewidth=1.4)
            col = "WE" if game.winner is Side.NS else "THEY"
            _text(ax, width - margin - 0.04, y + 0.04, f"game {game.number}: {col}", size=_SIZE - 4, color=_MUTED,
                  ha="right")
    for side, x in cols.items():
        _text(ax, x + 0.2, bottom - 0.27, str(sheet.totals[side]), size=_SIZE + 1, weight="bold", ha="center")
    for k, line in enumerate(_summary(sheet)):
        _text(ax, margin, 0.85 - k * 0.2, line, size=_SIZE - 2)
    return fig


def _entry(ax: Axes, x: float, y: float, entry: Any) -> None:
    points = _text(ax, x, y, str(entry.points), ha="center", weight="bold")
    deal = getattr(entry, "deal", None)
    ref = f"deal {deal}" if deal is not None else "unfinished"
    _after(ax, points, f"({ref})", gap=4, size=_SIZE - 5, color=_MUTED)


def _footer_rules(ax: Axes, margin: float, width: float) -> None:
    """The reminders printed under a blank sheet."""
    notes = (
        "Game: 100 points below the line (one deal or several). Draw a line under a game.",
        "Rubber: the first side to win two games. Bonus 700 (two games to none), 500 (two to one).",
        "Add everything above and below the line; the larger total wins the difference.",
    )
    for k, note in enumerate(notes):
        _text(ax, margin, 0.75 - k * 0.18, note, size=_SIZE - 4, color=_MUTED)


def _summary(sheet: Any) -> list[str]:
    won = sheet.games_won
    lines = [f"Games won: WE {won[Side.NS]}, THEY {won[Side.EW]}."]
    if sheet.winner is not None:
        other = won[sheet.winner.opponents]
        col = "WE" if sheet.winner is Side.NS else "THEY"
        lines[0] += f" {col} won the rubber two games to {'none' if other == 0 else 'one'}."
    elif getattr(sheet, "settled", False):
        lines[0] += " Stopped unfinished and settled."
    else:
        lines[0] += " In progress."
    t = sheet.totals
    diff = abs(t[Side.NS] - t[Side.EW])
    if sheet.leader is None:
        lines.append("The totals are equal.")
    else:
        col = "WE" if sheet.leader is Side.NS else "THEY"
        lines.append(f"{col} ahead by {diff} points.")
    return lines
