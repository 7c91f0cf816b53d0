"""HTML for cards, hands, deals, auctions, tricks, plays, contracts and score sheets.

Every function returns a string of self-contained HTML: inline styles, no scripts,
no external assets, and the same output for the same object on every machine (notebook
outputs are committed and compared). Each diagram carries its own light background and
dark text, so it reads the same in JupyterLab's light and dark themes and in the book.
Hearts and diamonds are red, spades and clubs black, and every suit is also written as
its symbol, so colour is never the only cue. Class names all start with ``bb-``.
A deal, an auction and a play record also carry one small ``<style>`` block (:data:`PHONE_STYLE`)
that tightens them on a phone's screen; where a page drops it, they are the same
diagram, only wider.

The engine's ``_repr_html_`` methods call these functions; the widgets reuse them as
building blocks (``hand_html(hand, highlight=...)``, ``deal_html(deal, show=...)``).

>>> from bridgelib import Card, Suit
>>> "♥" in suit_html(Suit.H) and "#c8102e" in suit_html(Suit.H)
True
>>> 'data-card="SA"' in card_html(Card.parse("SA"))
True
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from html import escape
from typing import Any

from ..auction import DOUBLE, REDOUBLE, Auction, Call, Contract, Strain, is_bid
from ..cards import Card, Hand, Suit
from ..deal import Deal, Seat, Side, vulnerability_words
from ..i18n import gettext_ as _
from ..i18n import ngettext, tricks_text
from ..play import Play, Trick

__all__ = [
    "INK", "PAPER", "RED", "BLACK",
    "suit_html", "strain_html", "card_html", "hand_html", "dummy_suit_order", "dummy_html", "deal_html", "call_html",
    "contract_html", "auction_html", "trick_html", "play_html", "visible_seats", "position_html",
    "contract_score_html", "rubber_html", "vulnerability_text", "PHONE_STYLE", "table_html", "grid_html",
]

# --- colours and shared styles -------------------------------------------------------
PAPER = "#fbfaf4"
"""Background of every diagram: a light paper colour, whatever the page's theme."""
INK = "#1b1b1b"
"""Text colour on :data:`PAPER`."""
RED = "#c8102e"
"""Hearts and diamonds (contrast about 5.9:1 on the paper)."""
BLACK = "#1b1b1b"
"""Spades and clubs."""
_FRAME = "#b9b6a6"
_MUTED = "#5a5a52"
_HILITE = "#ffe27a"
_WON = "#cfeccf"
_BACK = "#2f4f8f"
_ROSE = "#efece0"
_FONT = "'DejaVu Sans','Segoe UI Symbol','Noto Sans Symbols2','Noto Sans',Arial,Helvetica,sans-serif"

_BOX = (
    f"display:inline-block;background:{PAPER};color:{INK};border:1px solid {_FRAME};"
    f"border-radius:6px;padding:6px 10px;font-family:{_FONT};font-size:14px;line-height:1.4;"
    "text-align:left;vertical-align:top"
)
# JupyterLab, Jupyter Book and ipywidgets all style tables; reset everything we rely on.
_TABLE = (
    f"border-collapse:collapse;border:none;margin:0;table-layout:auto;background:{PAPER};"
    f"color:{INK};font-size:inherit;font-family:inherit;line-height:inherit;width:auto"
)
_CELL = (
    f"border:none;padding:2px 6px;background:{PAPER};color:{INK};text-align:left;"
    "vertical-align:top;white-space:nowrap;font-weight:normal"
)
_HEAD = _CELL + f";border-bottom:1px solid {_FRAME};font-weight:bold"
_NUM = _CELL + ";text-align:right"
_BADGE = (
    "display:inline-block;font-size:11px;line-height:1.2;padding:0 4px;margin-left:4px;"
    "border-radius:3px;font-weight:bold;vertical-align:middle"
)
_BADGE_DEALER = _BADGE + f";background:{INK};color:{PAPER}"
_BADGE_VUL = _BADGE + f";background:{RED};color:#ffffff"
_BADGE_INFO = _BADGE + f";background:#e4e1d3;color:{INK}"
_CHIP = (
    "display:inline-block;background:#ffffff;border:1px solid #9c9a8e;border-radius:4px;"
    f"padding:0 4px;margin:0 1px;font-family:{_FONT};font-weight:bold;line-height:1.4;"
    "white-space:nowrap"
)

# Seat columns of an auction table and of a play record: West, North, East, South.
_AUCTION_ORDER = (Seat.W, Seat.N, Seat.E, Seat.S)
# (row, column) of each seat in a 3 x 3 compass diagram.
_COMPASS = {Seat.N: (0, 1), Seat.W: (1, 0), Seat.E: (1, 2), Seat.S: (2, 1)}


# Inline styles cannot depend on the screen's width: these rules (the only ones not inline)
# let a full deal and a play record fit a 390-px phone. They override the inline styles,
# hence !important, and only touch classes that exist for them.
PHONE_STYLE = (  # inside the diagram's frame, so a diagram stays one element
    "<style>@media screen and (max-width:520px){"
    ".bb-deal td,.bb-play td{padding:1px 3px!important}"
    ".bb-deal .bb-suit-line{white-space:normal!important;padding-left:1.1em;text-indent:-1.1em}"
    ".bb-deal .bb-seat-name,.bb-deal .bb-trick-head{white-space:normal!important}"
    ".bb-play .bb-seat-letter{display:block;font-size:11px;line-height:1.1}"
    ".bb-play .bb-long{display:none!important}.bb-play .bb-short{display:inline!important}"
    ".bb-play td{padding:1px 2px!important}.bb-play .bb-play-table{font-size:13px!important}"
    ".bb-auction{padding:4px 6px!important}.bb-auction td{padding:1px 4px!important}"
    ".bb-play,.bb-contract-score,.bb-rubber{padding:4px 6px!important}"
    ".bb-contract-score td,.bb-rubber td{padding:1px 3px!important}"
    ".bb-contract-score .bb-where{white-space:normal!important}"
    ".bb-rubber td:not(.bb-note){min-width:5.5em!important}"
    ".bb-auction .bb-head{white-space:normal!important}.bb-auction .bb-badge{margin-left:0!important}"
    "}</style>"
)
"""The ``<style>`` block :func:`deal_html` and :func:`play_html` put inside their frame:
on a screen narrower than 520 px, less padding, long suits wrap, the seat letter of a
played card goes above it, the record's headings and winners shorten (W for West), an
auction's Dealer badge may go under the seat's name, a score's "Below the line" wraps and
a score sheet's columns narrow. :func:`auction_html`, :func:`contract_score_html` and
:func:`rubber_html` carry it too."""


TABLE_PHONE_STYLE = (
    "<style>@media screen and (max-width:520px){"
    ".bb-examples thead{display:none}"
    ".bb-examples tr{display:block;border-bottom:1px solid #b9b6a6;padding:4px 0}"
    ".bb-examples td{display:block;padding:1px 8px!important}"
    ".bb-examples td[data-label]::before{content:attr(data-label) \": \";font-weight:bold}"
    "}</style>"
)
"""The ``<style>`` block of :func:`table_html`: on a screen narrower than 520 px each row
becomes a block of lines, each cell after its column's heading."""


GRID_PHONE_STYLE = (
    "<style>@media screen and (max-width:520px){"
    ".bb-grid{padding:3px 2px!important;font-size:12px!important}"
    ".bb-grid th,.bb-grid td{padding:1px 2px!important}"
    ".bb-grid th{white-space:normal!important}"
    "}</style>"
)
"""The ``<style>`` block of :func:`grid_html`: on a screen narrower than 520 px a smaller
type, less padding and headings that wrap, so a grid of seven columns fits a phone."""


# --- small helpers -------------------------------------------------------------------
def _attrs(attrs: Mapping[str, object]) -> str:
    """`` name="value"`` pairs, escaped, in the order given; None values are left out."""
    out = []
    for name, value in attrs.items():
        if value is None:
            continue
        out.append(f' {name}="{escape(str(value), quote=True)}"')
    return "".join(out)


def _el(tag: str, content: str = "", cls: str | None = None, style: str | None = None, **attrs: object) -> str:
    """One element: ``_el("td", "x", cls="bb-a", data_seat="N")``. ``content`` is HTML
    (already escaped); attribute names take ``-`` for ``_``."""
    pairs: dict[str, object] = {"class": cls, "style": style}
    pairs.update({k.replace("_", "-"): v for k, v in attrs.items()})
    return f"<{tag}{_attrs(pairs)}>{content}</{tag}>"


def _box(content: str, cls: str, style: str = "", **attrs: object) -> str:
    """The outer frame of a diagram: paper background, ink text, own font."""
    return _el("div", content, cls=f"bb-box {cls}", style=_BOX + (";" + style if style else ""), **attrs)


def _table(rows: Iterable[str], cls: str, style: str = "") -> str:
    body = "".join(rows)
    return _el("table", _el("tbody", body), cls=cls, style=_TABLE + (";" + style if style else ""))


def _sorted_sides(sides: Iterable[Side]) -> list[Side]:
    # Sets of enums iterate in hash order, which changes between runs: always sort.
    return sorted(set(sides), key=lambda s: s.value)


def _seat_label(seat: Seat, names: Mapping[Seat, str] | None) -> str:
    """``North``, or ``You (S)`` when ``names`` gives the seat a name (escaped)."""
    if names and seat in names:
        return f"{escape(str(names[seat]))} ({seat.initial})"
    return seat.noun


def vulnerability_text(vulnerable: Iterable[Side]) -> str:
    """Who is vulnerable, in words (:func:`bridgelib.deal.vulnerability_words`).

    >>> from bridgelib import Side
    >>> vulnerability_text(()), vulnerability_text({Side.EW}), vulnerability_text({Side.NS, Side.EW})
    ('Neither side', 'East-West', 'Both sides')
    """
    return vulnerability_words(vulnerable)


def _side_short(side: object) -> str:
    return side.initials if isinstance(side, Side) else escape(str(side))


# --- suits, cards and hands ------------------------------------------------------------
def suit_html(suit: Suit | Strain) -> str:
    """A suit symbol, red for hearts and diamonds, black for spades and clubs, with the
    suit's name as a tooltip. A :class:`~bridgelib.auction.Strain` also works (no-trump
    gives ``NT``).

    >>> from bridgelib import Suit
    >>> suit_html(Suit.S)
    '<span class="bb-suit bb-black" style="color:#1b1b1b" title="spades">♠</span>'
    """
    if isinstance(suit, Strain):
        if suit is Strain.NT:
            return _el("span", Strain.NT.label, cls="bb-suit bb-nt", style=f"color:{INK}", title=Strain.NT.noun)
        inner = suit.suit
        assert inner is not None
        suit = inner
    colour = "red" if suit.is_red else "black"
    return _el("span", suit.symbol, cls=f"bb-suit bb-{colour}", style=f"color:{RED if suit.is_red else BLACK}",
               title=suit.noun)


strain_html = suit_html
"""The same as :func:`suit_html`: ``strain_html(Strain.NT)`` gives ``NT``."""


def card_html(card: Card, *, highlight: bool = False) -> str:
    """One card as a small white chip: the suit symbol and the rank, red or black.

    ``highlight`` marks it (yellow background and underline) for a card to look at.

    >>> from bridgelib import Card
    >>> html = card_html(Card.parse("HT"))
    >>> 'title="10 of hearts"' in html and "♥" in html and ">10<" in html
    True
    """
    if highlight:
        return _card_chip(card, f"background:{_HILITE};text-decoration:underline", "bb-hl")
    return _card_chip(card)


def _card_chip(card: Card, extra_style: str = "", extra_cls: str = "", title_extra: str = "") -> str:
    style = _CHIP + f";color:{RED if card.suit.is_red else BLACK}" + (";" + extra_style if extra_style else "")
    cls = f"bb-card bb-{'red' if card.suit.is_red else 'black'}" + (" " + extra_cls if extra_cls else "")
    inner = _el("span", card.suit.symbol, cls="bb-suit") + _el("span", str(card.rank), cls="bb-rank")
    return _el("span", inner, cls=cls, style=style,
               title=card_words(card) + title_extra, data_card=card.pbn)


def card_words(card: Card) -> str:
    """A card in words, in the current language: 'ace of spades', '10 of hearts'; туз пик.

    >>> from bridgelib import Card
    >>> card_words(Card.parse("SA")), card_words(Card.parse("HT"))
    ('ace of spades', '10 of hearts')
    """
    rank = int(card.rank)
    name = {14: _("ace"), 13: _("king"), 12: _("queen"), 11: _("jack")}.get(rank, str(card.rank))
    return _("{rank} of {suit}").format(rank=name, suit=card.suit.noun)


def _rank_html(card: Card, highlight: bool) -> str:
    style = None
    cls = "bb-rank"
    if highlight:
        style = f"background:{_HILITE};text-decoration:underline;font-weight:bold;border-radius:2px;padding:0 1px"
        cls += " bb-hl"
    return _el("span", str(card.rank), cls=cls, style=style, data_card=card.pbn)


def _suit_line(hand: Hand, suit: Suit, highlight: Collection[Card]) -> str:
    cards = hand.cards_in(suit)
    if cards:
        ranks = " ".join(_rank_html(c, c in highlight) for c in cards)
    else:
        ranks = _el("span", "—", cls="bb-void", style=f"color:{_MUTED}", title=_("no {suit} (a void)").format(suit=suit.noun))
    # a no-break space keeps the symbol with the first card when a long suit wraps on a phone
    return _el("div", f"{suit_html(suit)}&nbsp;{ranks}", cls="bb-suit-line", style="white-space:nowrap",
               data_suit=suit.letter)


def _hidden_body(count: int) -> str:
    back = _el("span", "", cls="bb-back", style=(
        f"display:inline-block;width:7px;height:11px;margin-right:1px;background:{_BACK};"
        "border:1px solid #1b2f57;border-radius:2px;vertical-align:middle"))
    words = ngettext("{n} card, face down", "{n} cards, face down", count).format(n=count)
    # the backs may wrap onto a second row: on a 390-px phone a row of thirteen would push
    # East's hand off the screen
    backs = _el("div", back * count, style="white-space:normal;line-height:1;max-width:130px")  # 13 backs
    text = _el("div", escape(words, quote=False), style=f"color:{_MUTED};font-size:12px;white-space:normal")
    return _el("div", backs + text, cls="bb-hidden", title=words)


def _hand_body(hand: Hand, hidden: bool, highlight: Collection[Card]) -> str:
    if hidden:
        return _hidden_body(len(hand))
    return _el("div", "".join(_suit_line(hand, s, highlight) for s in Suit), cls="bb-hand-cards")


def hand_html(hand: Hand, *, hidden: bool = False, highlight: Iterable[Card] = (),
              title: str | None = None, boxed: bool = True) -> str:
    """A hand as four suit lines (♠ ♥ ♦ ♣, high to low; ``—`` for a void).

    ``hidden`` shows only card backs and the number of cards; ``highlight`` marks some
    cards (a widget's legal cards, say); ``title`` is a heading above (escaped);
    ``boxed=False`` leaves out the frame, to put the hand inside another diagram.

    >>> from bridgelib import Hand
    >>> html = hand_html(Hand.parse("AKQ.JT9.8765."))
    >>> html.count('class="bb-suit-line"'), 'title="no clubs (a void)"' in html
    (4, True)
    """
    marks = frozenset(highlight)
    body = _hand_body(hand, hidden, marks)
    if title is not None:
        body = _el("div", escape(title), cls="bb-title", style="font-weight:bold") + body
    if not boxed:
        return _el("div", body, cls="bb-hand")
    return _box(body, "bb-hand")


def dummy_suit_order(trump: Suit | None) -> list[Suit]:
    """The order dummy lays out its suits, starting from **dummy's right** (declarer's
    left, RULES.md 3): the trump suit first, then the other suits alternating red and
    black, as players lay them (at no-trump, spades take the trumps' place).

    >>> from bridgelib import Suit
    >>> [s.letter for s in dummy_suit_order(Suit.H)], [s.letter for s in dummy_suit_order(None)]
    (['H', 'S', 'D', 'C'], ['S', 'H', 'C', 'D'])
    """
    rest = [s for s in (Suit.S, Suit.H, Suit.C, Suit.D) if s is not trump]
    order = [trump] if trump is not None else [rest.pop(0)]
    while rest:
        nxt = next((s for s in rest if s.is_red != order[-1].is_red), rest[0])
        order.append(nxt)
        rest.remove(nxt)
    return order


def dummy_html(hand: Hand, trump: Suit | None, *, title: str | None = None) -> str:
    """Dummy's cards as they lie on the table, seen from declarer's seat across it: one
    column per suit, high cards at the top, in :func:`dummy_suit_order` from declarer's
    left (dummy's right), so the trumps are the left-hand column.

    >>> from bridgelib import Hand, Suit
    >>> html = dummy_html(Hand.parse("AK2.QJ3.T9.8765"), Suit.C, title="Dummy")
    >>> html.count('class="bb-dummy-column"'), html.index("♣") < html.index("♠"), "trumps" in html
    (4, True, True)
    """
    cell = f"padding:0 6px;vertical-align:top;text-align:center;background:{PAPER};color:{INK};border:none"
    order = dummy_suit_order(trump)
    heads = "".join(_el("td", suit_html(s) + (" " + _("trumps") if s is trump else ""), style=cell) for s in order)
    columns = "".join(
        _el("td", "<br>".join(card_html(c) for c in hand.cards_in(s))
            or _el("span", "—", cls="bb-void", style=f"color:{_MUTED}", title=_("no {suit} (a void)").format(suit=s.noun)),
            cls="bb-dummy-column", style=cell, data_suit=s.letter)
        for s in order)
    body = _table([_el("tr", heads), _el("tr", columns)], "bb-dummy-table")
    body += _el("div", "&#9664; " + escape(_("declarer's left (dummy's right)"), quote=False), style="font-size:12px")
    if title is not None:
        body = _el("div", escape(title), cls="bb-title", style="font-weight:bold") + body
    return _box(body, "bb-dummy")


# --- the deal ----------------------------------------------------------------------------
def _seat_heading(seat: Seat, deal: Deal, names: Mapping[Seat, str] | None, hand: Hand, hcp: bool) -> str:
    parts = [_el("span", _seat_label(seat, names), style="font-weight:bold")]
    if seat is deal.dealer:
        parts.append(_el("span", _("Dealer"), cls="bb-badge bb-dealer", style=_BADGE_DEALER))
    if seat.side in deal.vulnerable:
        parts.append(_el("span", _("Vulnerable"), cls="bb-badge bb-vul", style=_BADGE_VUL))
    if hcp:
        parts.append(_el("span", ngettext("{n} HCP", "{n} HCP", hand.hcp).format(n=hand.hcp), cls="bb-badge bb-hcp", style=_BADGE_INFO))
    return _el("div", "".join(parts), cls="bb-seat-name", style="white-space:nowrap")


def _compass_rose(deal: Deal) -> str:
    """The small square in the middle of a deal: N, W, E, S, the dealer's letter
    circled, vulnerable seats' letters on red."""
    def letter(seat: Seat) -> str:
        style = "display:inline-block;width:1.3em;text-align:center;font-weight:bold;border-radius:50%"
        title = str(seat.noun)
        if seat.side in deal.vulnerable:
            style += f";background:{RED};color:#ffffff"
            title += ", " + _("vulnerable")
        if seat is deal.dealer:
            style += f";outline:2px solid {INK};outline-offset:1px"
            title += ", " + _("dealer")
        return _el("span", seat.initial, style=style, title=title)

    cell = _CELL.replace(PAPER, _ROSE) + ";text-align:center;padding:1px"
    grid = [["", "", ""] for _ in range(3)]
    for seat, (r, c) in _COMPASS.items():
        grid[r][c] = letter(seat)
    rows = ("".join(_el("td", x, style=cell) for x in row) for row in grid)
    return _table((_el("tr", r) for r in rows), "bb-compass", style=f"background:{_ROSE};border:1px solid {_FRAME}")


def deal_html(deal: Deal, *, show: Collection[Seat] | None = None, remaining: Mapping[Seat, Hand] | None = None,
              highlight: Iterable[Card] = (), names: Mapping[Seat, str] | None = None, hcp: bool = False,
              centre: str | None = None, title: str | None = None) -> str:
    """A deal diagram: North at the top, West on the left, East on the right, South at the
    bottom, with the dealer and the vulnerable sides marked.

    ``show`` is the set of seats whose cards are face up (None: all four); the others show
    card backs. ``remaining`` maps seats to the cards they still hold, for a position
    in the middle of the play. ``highlight`` marks cards; ``names`` renames seats
    (``{Seat.S: "You"}``); ``hcp`` adds each visible hand's high-card points;
    ``centre`` is HTML for the middle square (a trick, say) instead of the compass;
    ``title`` a heading.

    >>> from bridgelib import Deal, Seat
    >>> html = deal_html(Deal.random(1, dealer=Seat.E), show={Seat.S})
    >>> html.count('class="bb-hidden"'), "Dealer: East" in html
    (3, True)
    """
    return _deal_diagram(deal, show=show, remaining=remaining, highlight=highlight, names=names,
                         hcp=hcp, centre=centre, title=title, phone_style=True)


def _deal_diagram(deal: Deal, *, show: Collection[Seat] | None = None, remaining: Mapping[Seat, Hand] | None = None,
                  highlight: Iterable[Card] = (), names: Mapping[Seat, str] | None = None, hcp: bool = False,
                  centre: str | None = None, title: str | None = None, phone_style: bool = False) -> str:
    marks = frozenset(highlight)
    shown = frozenset(Seat) if show is None else frozenset(show)
    cells: dict[tuple[int, int], str] = {}
    for seat, pos in _COMPASS.items():
        hand = remaining[seat] if remaining is not None and seat in remaining else deal[seat]
        visible = seat in shown
        head = _seat_heading(seat, deal, names, hand, hcp and visible)
        body = _hand_body(hand, not visible, marks)
        cells[pos] = _el("td", head + body, cls=f"bb-seat bb-seat-{seat.name.lower()}", style=_CELL,
                         data_seat=seat.name)
    info = (
        _el("div", _("Dealer: {seat}").format(seat=_seat_label(deal.dealer, names)), cls="bb-info-dealer")
        + _el("div", _("Vulnerable: {sides}").format(sides=vulnerability_text(deal.vulnerable)), cls="bb-info-vul")
    )
    cells[(0, 0)] = _el("td", info, cls="bb-info", style=_CELL + f";font-size:12px;color:{_MUTED};white-space:normal")
    middle = centre if centre is not None else _compass_rose(deal)
    cells[(1, 1)] = _el("td", middle, cls="bb-centre", style=_CELL + ";text-align:center;vertical-align:middle")
    empty = _el("td", "", style=_CELL)
    rows = [_el("tr", "".join(cells.get((r, c), empty) for c in range(3))) for r in range(3)]
    body = _table(rows, "bb-deal-table")
    if title is not None:
        body = _el("div", escape(title), cls="bb-title", style="font-weight:bold;margin-bottom:4px") + body
    return _box((PHONE_STYLE if phone_style else "") + body, "bb-deal")


# --- calls, contracts and the auction -------------------------------------------------
def _call_inner(call: Call) -> str:
    if is_bid(call):
        return f"{call.level}{suit_html(call.strain)}"
    if call is DOUBLE:
        return _el("span", call.label, title=_("Double"))
    if call is REDOUBLE:
        return _el("span", call.label, title=_("Redouble"))
    return _el("span", call.label, style=f"color:{_MUTED}")


def call_html(call: Call, *, boxed: bool = True) -> str:
    """A call: ``1♥`` (suit in colour), ``Pass``, ``X`` (double) or ``XX`` (redouble).
    ``boxed=False`` gives the bare call for use inside a table.

    >>> from bridgelib import Call
    >>> call_html(Call.parse("X"), boxed=False)
    '<span class="bb-call" data-call="X"><span title="Double">X</span></span>'
    """
    inner = _el("span", _call_inner(call), cls="bb-call", data_call=call.pbn)
    if not boxed:
        return inner
    return _el("span", inner, cls="bb-box bb-call-box", style=_CHIP + f";color:{INK};background:{PAPER}")


def _contract_text(contract: Contract) -> str:
    dbl = ("", _el("span", "X", title=_("doubled")), _el("span", "XX", title=_("redoubled")))[contract.doubled]
    return f"{contract.level}{suit_html(contract.strain)}{dbl}"


def _contract_words(contract: Contract) -> str:
    """'4 hearts', '1 club', '3 no-trump'; in Russian '4 черви', '1 трефа', '3 без козыря'."""
    n = contract.level
    strain = contract.strain
    if strain is Strain.NT:
        return ngettext("{n} no-trump", "{n} no-trump", n).format(n=n)
    suit = strain.suit
    assert suit is not None  # a strain other than no-trump is a suit
    return suit.counted(n)


def contract_html(contract: Contract, *, detail: bool = True) -> str:
    """A contract: ``4♥X by South``, and with ``detail`` what it means in words
    (doubled, declarer, dummy, tricks needed).

    >>> from bridgelib import Contract
    >>> html = contract_html(Contract.parse("4HX by S"))
    >>> "Declarer: South" in html and "Dummy: North" in html and "needs 10 tricks" in html
    True
    """
    head = _contract_text(contract)
    if contract.declarer is not None:
        head += " " + _("by {seat}").format(seat=contract.declarer.noun)
    head_html = _el("span", head, cls="bb-contract", style="font-weight:bold;font-size:16px",
                    data_contract=contract.text)
    if not detail:
        return head_html
    words = [_contract_words(contract)]
    if contract.doubled:
        words.append(("", _("doubled"), _("redoubled"))[contract.doubled])
    facts = [", ".join(words)]
    if contract.declarer is not None:
        facts.append(_("Declarer: {seat}").format(seat=contract.declarer.noun))
        facts.append(_("Dummy: {seat}").format(seat=contract.declarer.partner.noun))
    facts.append(_("Declarer's side needs {tricks}").format(tricks=tricks_text(contract.tricks_needed)))
    lines = _el("div", " · ".join(facts), style=f"font-size:12px;color:{_MUTED}")
    return _box(head_html + lines, "bb-contract-box")


def auction_html(auction: Auction, *, names: Mapping[Seat, str] | None = None, vulnerable: Iterable[Side] = (),
                 next_mark: str = "?", show_result: bool = True) -> str:
    """The auction as the usual table: columns West, North, East, South; the first row
    starts in the dealer's column (empty cells before it); ``next_mark`` (``?``, or ``""``
    for nothing) stands where the next call goes.

    ``names`` renames seats in the heading; ``vulnerable`` marks those sides' seats;
    ``show_result`` adds the contract (or who calls next) under the table.

    >>> from bridgelib import Auction, Seat
    >>> html = auction_html(Auction(Seat.E, "1NT P"))
    >>> html.count('class="bb-empty"'), html.count('class="bb-next"'), "West to call" in html
    (2, 1, True)
    """
    vul = frozenset(vulnerable)
    heads = []
    for seat in _AUCTION_ORDER:
        label = _seat_label(seat, names)
        if seat is auction.dealer:
            label += _el("span", _("Dealer"), cls="bb-badge bb-dealer", style=_BADGE_DEALER)
        if seat.side in vul:
            # Translators: the short form of "Vulnerable" on an auction's heading
            label += _el("span", _("Vul"), cls="bb-badge bb-vul", style=_BADGE_VUL, title=_("Vulnerable"))
        heads.append(_el("td", label, cls="bb-head", style=_HEAD + ";min-width:3.5em", data_seat=seat.name))
    offset = _AUCTION_ORDER.index(auction.dealer)
    cells = [_el("td", "", cls="bb-empty", style=_CELL)] * offset
    for i, call in enumerate(auction.calls):
        cells.append(_el("td", call_html(call, boxed=False), cls="bb-call-cell", style=_CELL,
                         data_seat=auction.seat_of(i).name))
    turn = auction.turn
    if turn is not None and next_mark:
        cells.append(_el("td", escape(next_mark), cls="bb-next", style=_CELL + f";color:{_MUTED};font-weight:bold",
                         data_seat=turn.name))
    while len(cells) % 4 or not cells:
        cells.append(_el("td", "", cls="bb-pad", style=_CELL))
    rows = [_el("tr", "".join(heads))]
    rows += [_el("tr", "".join(cells[k : k + 4])) for k in range(0, len(cells), 4)]
    body = _table(rows, "bb-auction-table")
    if show_result:
        body += _el("div", _auction_result(auction, names), cls="bb-result",
                    style=f"margin-top:4px;border-top:1px solid {_FRAME};padding-top:2px")
    return _box(PHONE_STYLE + body, "bb-auction")


def _auction_result(auction: Auction, names: Mapping[Seat, str] | None) -> str:
    if auction.is_passed_out:
        return _("Passed out: four passes, nobody plays this deal.")
    contract = auction.contract
    if contract is not None and contract.declarer is not None:
        dbl = ("", " (" + _("doubled") + ")", " (" + _("redoubled") + ")")[contract.doubled]
        return _("Contract: {contract} by {seat}").format(
            contract=_contract_text(contract), seat=_seat_label(contract.declarer, names)) + dbl
    turn = auction.turn
    assert turn is not None  # an auction neither over nor passed out has a player to call
    return _("{seat} to call").format(seat=_seat_label(turn, names))


# --- tricks and the play ----------------------------------------------------------------
def _trump_text(strain: Strain) -> str:
    if strain is Strain.NT:
        return _("No trumps")
    return _("Trumps {suit}").format(suit=suit_html(strain))


def trick_html(trick: Trick, *, number: int | None = None, names: Mapping[Seat, str] | None = None,
               boxed: bool = True, show_winner: bool = True) -> str:
    """A trick laid out round the table (N top, W left, E right, S bottom): who led,
    each card, and the winner once all four cards are down.

    ``number`` adds "Trick 3" in the middle; ``boxed=False`` leaves out the frame (to put
    the trick in the middle of :func:`deal_html`); ``show_winner=False`` keeps the
    winner secret (for a "who wins?" question).

    >>> from bridgelib import Card, Seat, Strain, Trick
    >>> t = Trick(Seat.W, [Card.parse(c) for c in ("CA", "C3", "C7", "CK")], Strain.H)
    >>> html = trick_html(t)
    >>> "Won by West" in html, html.count("bb-won"), html.count("bb-led")
    (True, 1, 1)
    """
    winner = trick.winner if show_winner else None
    cells: dict[tuple[int, int], str] = {}
    for seat, pos in _COMPASS.items():
        card = trick.card_of(seat)
        label = seat.initial if not names or seat not in names else escape(str(names[seat]))
        marks = []
        if seat is trick.leader:
            # Translators: a badge on the card that was led to a trick
            marks.append(_el("span", _("led"), cls="bb-led", style=_BADGE_INFO))
        if seat is winner:
            # Translators: a badge on the card that won a trick
            marks.append(_el("span", _("won"), cls="bb-won", style=_BADGE + f";background:{_WON};color:{INK}"))
        head = _el("div", _el("span", label, style="font-weight:bold") + "".join(marks), cls="bb-trick-head",
                   style="white-space:nowrap")
        if card is None:
            shown = _el("span", "·", cls="bb-empty", style=f"color:{_MUTED}", title=_("no card yet"))
        elif seat is winner:
            shown = _card_chip(card, f"outline:2px solid #2e7d32;background:{_WON}", "bb-winner",
                               ", " + _("won the trick"))
        else:
            shown = _card_chip(card)
        cells[pos] = _el("td", head + shown, cls=f"bb-trick-seat bb-trick-seat-{seat.name.lower()}",
                         style=_CELL + ";text-align:center", data_seat=seat.name)
    middle = [_trump_text(trick.strain)]
    if number is not None:
        middle.insert(0, _("Trick {number}").format(number=number))
    cells[(1, 1)] = _el("td", "".join(_el("div", m) for m in middle), cls="bb-centre",
                        style=_CELL + f";text-align:center;vertical-align:middle;font-size:12px;color:{_MUTED}")
    empty = _el("td", "", style=_CELL)
    rows = [_el("tr", "".join(cells.get((r, c), empty) for c in range(3))) for r in range(3)]
    body = _table(rows, "bb-trick-table")
    if winner is not None:
        body += _el("div", _("Won by {seat}").format(seat=_seat_label(winner, names)), cls="bb-result",
                    style="text-align:center;font-weight:bold")
    if not boxed:
        return _el("div", body, cls="bb-trick")
    return _box(body, "bb-trick")


def visible_seats(play: Play, viewer: Seat | None = None) -> frozenset[Seat]:
    """The hands ``viewer`` (default: declarer) can see: their own and, once the opening
    lead is made, dummy's.

    >>> from bridgelib import Contract, Deal, Play, Seat
    >>> play = Play(Deal.random(1), Contract.parse("3NT by S"))
    >>> sorted(s.name for s in visible_seats(play, Seat.W))
    ['W']
    >>> play.play(play.legal_cards()[0])
    >>> sorted(s.name for s in visible_seats(play, Seat.W))
    ['N', 'W']
    """
    return play.visible_to(play.declarer if viewer is None else viewer)


def _play_header(play: Play, names: Mapping[Seat, str] | None) -> str:
    facts = [
        _("Contract: {contract}").format(contract=_contract_text(play.contract)),
        _("Declarer: {seat}").format(seat=_seat_label(play.declarer, names)),
        _("Dummy: {seat}").format(seat=_seat_label(play.dummy, names)),
        _("Opening lead: {seat}").format(seat=_seat_label(play.opening_leader, names)),
    ]
    return _el("div", " · ".join(facts), cls="bb-play-head", style="margin-bottom:4px")


def play_result_text(play: Play) -> str:
    """The running count, and once the play is over the verdict on the contract.

    >>> from bridgelib import Contract, Deal, Play
    >>> play_result_text(Play(Deal.random(1), Contract.parse("3NT by S")))
    "Declarer's side 0, defenders 0 (9 needed, 13 tricks left)"

    An ending with fewer cards a hand than the contract needs tricks gets no verdict:

    >>> ending = Play(Deal.parse("N:AK... Q2... 43... 65..."), "1NT by N", "SQ S3 S5 SA")
    >>> play_result_text(ending)
    "Declarer's side 1, defenders 0 (1 trick left)"
    """
    need = play.contract.tricks_needed
    got = play.declarer_tricks
    text = _("Declarer's side {declarer}, defenders {defenders}").format(declarer=got, defenders=play.defender_tricks)
    size = play.deal.hand_size
    left = play.tricks_left
    if need > size:  # an ending of a few cards a hand: the contract's count does not apply
        if play.is_over:
            return text + " (" + ngettext("all {n} trick played", "all {n} tricks played", size).format(n=size) + ")"
        return text + " (" + ngettext("{n} trick left", "{n} tricks left", left).format(n=left) + ")"
    if play.is_over:
        if got >= need:
            over = got - need
            if over:
                text += ": " + ngettext("contract made ({need} needed, {n} overtrick)",
                                        "contract made ({need} needed, {n} overtricks)", over).format(need=need, n=over)
            else:
                text += ": " + _("contract made ({need} needed)").format(need=need)
        else:
            text += ": " + _("contract {down} down ({need} needed)").format(down=need - got, need=need)
    else:
        text += " (" + ngettext("{need} needed, {n} trick left", "{need} needed, {n} tricks left", left).format(
            need=need, n=left) + ")"
    return text


def _play_footer(play: Play) -> str:
    text = play_result_text(play)
    return _el("div", text, cls="bb-result", style=f"margin-top:4px;border-top:1px solid {_FRAME};padding-top:2px;"
                                                    "font-weight:bold")


def _trick_row(number: int, trick: Trick, counts: tuple[int, int] | None, names: Mapping[Seat, str] | None) -> str:
    winner = trick.winner
    cells = [_el("td", str(number), style=_NUM)]
    for k in range(4):
        if k < len(trick.cards):
            seat, card = trick.plays[k]
            style = _CELL
            cls = "bb-play-card"
            title = None
            letter = _el("span", f"{seat.initial}&nbsp;", cls="bb-seat-letter")
            content = f"{letter}{suit_html(card.suit)}{str(card.rank)}"
            if k == 0:
                cls += " bb-lead"
                title = _("{seat} led").format(seat=seat.noun)
            if seat is winner:
                cls += " bb-winner"
                style += f";background:{_WON};font-weight:bold;outline:1px solid #2e7d32"
                title = (title + ", " if title else "") + _("won the trick")
            cells.append(_el("td", content, cls=cls, style=style, title=title, data_seat=seat.name,
                             data_card=card.pbn))
        else:
            cells.append(_el("td", "", cls="bb-pad", style=_CELL))
    won = _heading(_seat_label(winner, names), winner.initial) if winner is not None else ""
    cells.append(_el("td", won, cls="bb-won-by", style=_CELL + ";font-weight:bold"))
    decl, defs = ("", "") if counts is None else (str(counts[0]), str(counts[1]))
    cells.append(_el("td", decl, cls="bb-count-decl", style=_NUM))
    cells.append(_el("td", defs, cls="bb-count-def", style=_NUM))
    return _el("tr", "".join(cells), cls="bb-trick-row")


def position_html(play: Play) -> str:
    """The cards every player still holds in the middle of the play, all four hands face
    up, with the state of the play as a heading (for a claim, say).

    >>> from bridgelib import Deal, Play
    >>> play = Play(Deal.parse("N:AQ... K4... 32... 65..."), "1NT by S", "S5 SQ SK S2")
    >>> "East to lead" in position_html(play)
    True
    """
    leading = play.current_trick is None or not play.current_trick.cards
    if play.turn is None:
        turn = _("nobody to play")
    else:
        turn = (_("{seat} to lead") if leading else _("{seat} to play")).format(seat=play.turn.noun)
    title = _("{contract}: declarer's side has won {tricks}, the defenders {defenders}; {left}, {turn}").format(
        contract=play.contract.label, tricks=tricks_text(play.declarer_tricks), defenders=play.defender_tricks,
        left=ngettext("{n} trick left", "{n} tricks left", play.tricks_left).format(n=play.tricks_left), turn=turn)
    return deal_html(play.deal, remaining={seat: play.hand(seat) for seat in Seat}, title=title)


def play_html(play: Play, *, hands: str | Collection[Seat] | None = None, viewer: Seat | None = None,
              names: Mapping[Seat, str] | None = None) -> str:
    """The play record: each trick in order with its lead first, the winning card marked,
    the winner and the running count of tricks; then the result.

    ``hands`` adds the current position: ``"all"`` shows the cards every hand still
    holds, ``"visible"`` only those ``viewer`` (default: declarer) can see (their own and
    dummy's), or give a collection of seats; None (the default) shows no hands.

    >>> from bridgelib import Contract, Deal, Play
    >>> play = Play(Deal.random(3), Contract.parse("3NT by S"))
    >>> for _ in range(8):
    ...     play.play(play.legal_cards()[0])
    >>> html = play_html(play)
    >>> html.count('class="bb-trick-row"'), html.count("bb-winner")
    (2, 2)
    """
    rows = [_el("tr", "".join(_el("td", h, style=_HEAD) for h in _record_heads()))]
    decl_side = play.declarer.side
    decl = defs = 0
    for i, trick in enumerate(play.tricks, 1):
        winner = trick.winner
        assert winner is not None  # the tricks of a play are complete
        if winner.side is decl_side:
            decl += 1
        else:
            defs += 1
        rows.append(_trick_row(i, trick, (decl, defs), names))
    current = play.current_trick
    if current is not None and current.cards:
        rows.append(_trick_row(len(play.tricks) + 1, current, None, names))
    body = _play_header(play, names) + _table(rows, "bb-play-table") + _play_footer(play)
    if hands is not None:
        body += _el("div", _play_position(play, hands, viewer, names), cls="bb-position", style="margin-top:6px")
    return _box(PHONE_STYLE + body, "bb-play")


def _heading(long: str, short: str) -> str:
    """A heading or a name with a short form that replaces it on a phone (PHONE_STYLE)."""
    return (_el("span", long, cls="bb-long")
            + _el("abbr", short, cls="bb-short", style="display:none;text-decoration:none", title=long))


def _record_heads() -> tuple[str, ...]:
    # Translators: the headings of a play record; the short forms replace them on a phone
    return (_("Trick"), _("Lead"), _("2nd"), _("3rd"), _("4th"), _heading(_("Won by"), _("Won")),
            _heading(_("Declarer's side"), _("Decl.")), _heading(_("Defenders"), _("Def.")))


def _play_position(play: Play, hands: str | Collection[Seat], viewer: Seat | None,
                   names: Mapping[Seat, str] | None) -> str:
    if hands == "all":
        show: Collection[Seat] = frozenset(Seat)
    elif hands == "visible":
        show = visible_seats(play, viewer)
    elif isinstance(hands, str):
        raise ValueError(f"hands={hands!r}: use 'all', 'visible', a collection of seats, or None.")
    else:
        show = frozenset(hands)
    current = play.current_trick
    centre = trick_html(current, number=len(play.tricks) + 1, names=names, boxed=False) if current else None
    remaining = {seat: play.hand(seat) for seat in Seat}
    return _deal_diagram(play.deal, show=show, remaining=remaining, names=names, centre=centre)


# --- scores ---------------------------------------------------------------------------
def _line_text(line: object) -> str:
    return {"above": _("Above the line"), "below": _("Below the line")}.get(str(line), escape(str(line)))


def contract_score_html(score: Any) -> str:
    """The itemised score of one contract: what each entry is for, its points, the side
    that scores it and whether it goes above or below the line, then each side's total.

    Works with :class:`bridgelib.scoring.ContractScore` or anything with ``items``
    (each with ``label``, ``points``, ``side``, ``line``); ``contract``, ``tricks``,
    ``vulnerable`` and ``result`` are shown when present.

    >>> from bridgelib.scoring import score_contract
    >>> html = contract_score_html(score_contract("4H by S", 11, vulnerable=False))
    >>> html.count('class="bb-item"'), "Below the line" in html, "made with 1 overtrick" in html
    (2, True, True)
    """
    items = list(score.items)
    head = _score_heading(score)
    heads = (_("What for"), _("Points"), _("Side"), _("Where"))
    rows = [_el("tr", "".join(_el("td", h, style=_HEAD if k != 1 else _HEAD + ";text-align:right")
                              for k, h in enumerate(heads)))]
    for item in items:
        rows.append(_el("tr", "".join((
            _el("td", escape(str(item.label)), style=_CELL + ";white-space:normal;max-width:28em"),
            _el("td", str(item.points), style=_NUM),
            _el("td", _side_short(item.side), style=_CELL),
            _el("td", _line_text(item.line), cls="bb-where", style=_CELL),
        )), cls="bb-item", data_line=str(item.line)))
    if not items:
        rows.append(_el("tr", _el("td", _("No score: nothing is written on the sheet."), style=_CELL, colspan=4)))
    totals = _side_totals(items)
    if totals:
        text = ", ".join(f"{_side_short(side)} {pts}" for side, pts in totals)
        rows.append(_el("tr", _el("td", _("Total"), style=_HEAD + f";border-top:1px solid {_FRAME};border-bottom:none")
                        + _el("td", text, style=_CELL + f";border-top:1px solid {_FRAME};font-weight:bold", colspan=3),
                        cls="bb-total"))
    body = (head or "") + _table(rows, "bb-score-table")
    return _box(PHONE_STYLE + body, "bb-contract-score")


def _side_totals(items: list[Any]) -> list[tuple[object, int]]:
    totals: dict[object, int] = {}
    for item in items:
        totals[item.side] = totals.get(item.side, 0) + int(item.points)
    return sorted(totals.items(), key=lambda kv: (getattr(kv[0], "value", 0), str(kv[0])))


def _score_heading(score: Any) -> str:
    parts = []
    contract = getattr(score, "contract", None)
    if isinstance(contract, Contract):
        parts.append(contract_html(contract, detail=False))
    elif contract is not None:
        parts.append(escape(str(contract)))
    tricks = getattr(score, "tricks", None)
    if isinstance(tricks, int):
        parts.append(tricks_text(tricks))
    vul = getattr(score, "vulnerable", None)
    if isinstance(vul, bool):
        parts.append(_("vulnerable") if vul else _("not vulnerable"))
    result = getattr(score, "result", None)
    if isinstance(result, str):
        parts.append(_el("b", escape(result)))
    if not parts:
        return ""
    return _el("div", ", ".join(parts), cls="bb-score-head", style="margin-bottom:4px")


# --- the rubber score sheet -------------------------------------------------------------
_SHEET_SIDES = (Side.NS, Side.EW)  # WE, THEY
def _column(side: Side) -> str:
    """WE for North-South, THEY for East-West: the sheet's headings (МЫ, ОНИ)."""
    return _("WE") if side is Side.NS else _("THEY")


def _sheet_of(rubber: Any) -> Any:
    """A :class:`~bridgelib.rubber.ScoreSheet` from a Rubber (its ``sheet``) or a sheet."""
    return rubber.sheet if hasattr(rubber, "sheet") else rubber


def _entry_cell(entry: Any, explain: bool, style: str) -> str:
    if entry is None:
        return _el("td", "&nbsp;", cls="bb-entry bb-blank", style=style)
    deal = getattr(entry, "deal", None)
    ref = _("deal {number}").format(number=deal) if deal is not None else _("unfinished rubber")
    content = _el("span", str(entry.points), style="font-weight:bold") + " " + _el(
        "span", f"({ref})", style=f"font-size:11px;color:{_MUTED}")
    if explain:
        content += _el("div", escape(str(entry.label)), style=f"font-size:11px;color:{_MUTED};white-space:normal;max-width:16em")
    return _el("td", content, cls="bb-entry", style=style, title=str(entry.label))


def _sheet_rows(left: list[Any], right: list[Any], explain: bool, cls: str, note: str = "",
                rule: str | None = None, extra_cls: str = "") -> list[str]:
    """Rows of the WE and THEY columns side by side. ``rule`` is a CSS border drawn under
    the last row (a game line, or the line itself); that row also gets ``extra_cls``."""
    height = max(len(left), len(right), 1)
    # narrow enough for a 390-px phone: the columns may shrink to 7em and the notes wrap
    base = _CELL + ";min-width:7em;text-align:center;white-space:normal"
    rows = []
    for k in range(height):
        last = k == height - 1
        under = f";border-bottom:{rule}" if rule and last else ""
        cells = _entry_cell(left[k] if k < len(left) else None, explain,
                            base + f";border-right:2px solid {INK}" + under)
        cells += _entry_cell(right[k] if k < len(right) else None, explain, base + under)
        cells += _el("td", note if last else "", cls="bb-note",
                     style=_CELL + f";font-size:12px;color:{_MUTED};vertical-align:bottom;white-space:normal")
        row_cls = cls + (" " + extra_cls if last and extra_cls else "")
        rows.append(_el("tr", cells, cls=row_cls))
    return rows


def rubber_html(rubber: Any, *, explain: bool = False, results: bool = True) -> str:
    """The rubber score sheet as on paper: WE (North-South) and THEY (East-West)
    columns; bonuses above the line (the first written just above it), trick points
    below it, a line under each game won; then the totals and who won.

    ``rubber`` is a :class:`~bridgelib.rubber.Rubber` or its ``sheet``; ``explain`` writes
    each entry's label under its points (it is always in the tooltip). Without
    ``results`` only the entries are drawn: no vulnerability badges, no totals and no
    result lines (a sheet for the learner to work out).

    >>> from bridgelib.rubber import Rubber
    >>> rubber = Rubber()
    >>> _ = rubber.record("4H by S", 11); _ = rubber.record("3NT by N", 9)
    >>> html = rubber_html(rubber)
    >>> html.count('bb-game-line"'), "WE (N-S) won the rubber" in html
    (2, True)
    """
    sheet = _sheet_of(rubber)
    over = bool(getattr(sheet, "is_over", False))
    heads = []
    for side in _SHEET_SIDES:
        label = f"{_column(side)} " + _el("span", f"({_side_short(side)})", style="white-space:nowrap")
        if results and not over and sheet.games_won[side] >= 1:
            label += _el("span", _("Vulnerable"), cls="bb-badge bb-vul", style=_BADGE_VUL)
        heads.append(_el("td", label, cls="bb-head", style=_HEAD + ";text-align:center;white-space:normal",
                         data_side=side.name))
    rows = [_el("tr", "".join(heads) + _el("td", "", style=_CELL))]
    # Above the line: later entries higher up, so the columns are read bottom-up.
    above = {side: list(reversed(sheet.above[side])) for side in _SHEET_SIDES}
    height = max(len(above[Side.NS]), len(above[Side.EW]), 1)
    for side in _SHEET_SIDES:
        above[side] = [None] * (height - len(above[side])) + above[side]
    rows += _sheet_rows(above[Side.NS], above[Side.EW], explain, "bb-above", rule=f"4px double {INK}",
                        extra_cls="bb-the-line")
    for game in sheet.games:
        won = game.winner
        if won is not None:
            note = _("Game {number}: {side}").format(number=game.number, side=_column(won))
        elif over:
            note = _("Game {number} (unfinished)").format(number=game.number)
        else:
            note = _("Game {number} (in progress)").format(number=game.number)
        rows += _sheet_rows(list(game.below[Side.NS]), list(game.below[Side.EW]), explain, "bb-below",
                            note=escape(note), rule=f"2px solid {INK}" if won is not None else None,
                            extra_cls="bb-game-line" if won is not None else "")
    body = _el("div", _("Rubber score sheet"), cls="bb-title", style="font-weight:bold;margin-bottom:4px")
    if not results:
        return _box(PHONE_STYLE + body + _table(rows, "bb-sheet-table"), "bb-rubber")
    totals = sheet.totals
    total_style = _CELL + f";text-align:center;font-weight:bold;border-top:1px solid {_FRAME}"
    rows.append(_el("tr", "".join(
        _el("td", _("Total {points}").format(points=totals[side]), cls="bb-total", style=total_style, data_side=side.name)
        for side in _SHEET_SIDES) + _el("td", "", style=_CELL)))
    body += _table(rows, "bb-sheet-table")
    body += _el("div", "".join(_el("div", escape(line)) for line in _sheet_summary(sheet)), cls="bb-result",
                style="margin-top:4px")
    return _box(PHONE_STYLE + body, "bb-rubber")


def _sheet_summary(sheet: Any) -> list[str]:
    won = sheet.games_won
    lines = [_("Games won: WE {we}, THEY {they}.").format(we=won[Side.NS], they=won[Side.EW])]
    winner = sheet.winner
    if winner is not None:
        other = won[winner.opponents]
        text = _("{side} ({seats}) won the rubber two games to none.") if other == 0 else _(
            "{side} ({seats}) won the rubber two games to one.")
        lines.append(text.format(side=_column(winner), seats=_side_short(winner)))
    elif getattr(sheet, "settled", False):
        lines.append(_("The rubber was stopped unfinished and settled."))
    else:
        lines.append(_("The rubber is in progress."))
    totals = sheet.totals
    diff = abs(totals[Side.NS] - totals[Side.EW])
    leader = sheet.leader
    if leader is None:
        lines.append(_("The totals are equal: a draw.") if getattr(sheet, "is_over", False)
                     else _("The totals are equal."))
    else:
        ahead = ngettext("{side} ({seats}) are ahead by {n} point.", "{side} ({seats}) are ahead by {n} points.", diff) \
            if getattr(sheet, "is_over", False) else ngettext(
                "{side} ({seats}) are ahead so far by {n} point.", "{side} ({seats}) are ahead so far by {n} points.", diff)
        lines.append(ahead.format(side=_column(leader), seats=_side_short(leader), n=diff))
        if winner is not None and winner is not leader:
            lines.append(_("{winner} won the rubber (two games), but {leader} have the larger total and win the "
                           "difference.").format(winner=_column(winner), leader=_column(leader)))
    return lines


# --- a table of examples ---------------------------------------------------------------
def _table_cell(value: object) -> str:
    """A cell's content: text is HTML already (a call drawn by :func:`call_html`); any
    other value shows as its text (a hand as ♠AQ74 ♥K95 ...)."""
    return value if isinstance(value, str) else escape(str(value))


def grid_html(head: Sequence[str], rows: Iterable[Sequence[object]], title: str = "") -> str:
    """A framed grid of figures (a scoring table): a row of headings, then one row per
    line, the first cell naming the line and the figures to the right. Cells are HTML
    text, or values shown as their text. Unlike :func:`table_html` the grid keeps its
    columns on a phone, so figures stay comparable down a column; it shrinks its type and
    padding instead, and if it is still too wide it scrolls inside its own frame, never
    the page.

    >>> page = grid_html(["level", "♣"], [("1", 20), ("2", 40)], title="Points")
    >>> page.count("<tr>"), 'class="bb-box bb-grid"' in page, ">Points</div>" in page
    (3, True, True)
    """
    cell = f"border:1px solid {_FRAME};padding:2px 8px;background:{PAPER};color:{INK};text-align:right"
    top = "".join(f'<th style="{cell};text-align:center;font-weight:bold">{h}</th>' for h in head)
    body = "".join(
        "<tr>" + "".join(f'<td style="{cell}{";text-align:left" if i == 0 else ""}">{_table_cell(x)}</td>'
                         for i, x in enumerate(row)) + "</tr>"
        for row in rows
    )
    caption = f'<div style="font-weight:bold;margin-bottom:4px">{escape(title)}</div>' if title else ""
    table = _el("table", f"<thead><tr>{top}</tr></thead><tbody>{body}</tbody>", style=_TABLE)
    return _box(GRID_PHONE_STYLE + caption + table, "bb-grid", "max-width:100%;overflow-x:auto;box-sizing:border-box")


def table_html(head: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """A small table of examples in the style of the diagrams: a row of headings, then
    one row per example. Cells are HTML text, or values shown as their text. On a phone
    (narrower than 520 px) each row becomes a block, each cell after its heading, so a
    wide table never runs off the screen.

    >>> page = table_html(["Card", "Points"], [("♠A", 4), ("♥K", 3)])
    >>> page.count("<tr>"), '<td style="' in page, 'data-label="Points"' in page
    (3, True, True)
    """
    cell = f"padding:2px 10px;text-align:left;background:{PAPER};color:{INK};border:none"
    top = "".join(f'<th style="{cell};border-bottom:1px solid #b9b6a6;white-space:nowrap">{h}</th>' for h in head)
    labels = [escape(re.sub(r"<[^>]+>", "", h), quote=True) for h in head]
    body = "".join(
        "<tr>" + "".join(f'<td style="{cell}" data-label="{label}">{_table_cell(x)}</td>'
                         for label, x in zip(labels, row, strict=False)) + "</tr>"
        for row in rows
    )
    return (f'<table class="bb-examples" style="border-collapse:collapse;background:{PAPER};color:{INK}">'
            f"{TABLE_PHONE_STYLE}<thead><tr>{top}</tr></thead><tbody>{body}</tbody></table>")
