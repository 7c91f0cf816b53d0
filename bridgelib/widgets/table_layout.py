"""Where things sit on the card table: the four hands at their compass points, the trick
in the centre, dummy's cards in columns with the trumps on dummy's right.

:class:`~bridgelib.widgets.PlayTable` builds its screen from these pieces. The grid is
drawn by the browser from :data:`TABLE_STYLE` (a style sheet in the widget itself, so the
static book, the live book and JupyterLab draw it alike): North at the top, West on the
left, East on the right, South at the bottom. On a screen narrower than a small tablet
(a phone) West and East share a row above the trick and everything else takes the whole
width, so nothing scrolls sideways.

>>> from bridgelib import Seat, Suit
>>> [s.letter for s in dummy_suits_on_screen(Seat.N, Suit.H)]   # trumps on declarer's left
['H', 'S', 'D', 'C']
>>> [s.letter for s in dummy_suits_on_screen(Seat.S, Suit.H)]   # South's right is the screen's right
['C', 'D', 'S', 'H']
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence

import ipywidgets as widgets

from ..cards import Card, Hand, Suit
from ..deal import Seat
from ..i18n import gettext_ as _
from ..i18n import ngettext
from ..play import Trick
from ..render.html import INK, PAPER, card_html, dummy_suit_order, hand_html, suit_html

__all__ = ["TABLE_CLASS", "GRID_CLASS", "WIDE_SIDES_CLASS", "TABLE_STYLE", "dummy_suits_on_screen",
           "dummy_in_columns", "SeatArea", "seat_heading", "last_trick_html"]

TABLE_CLASS = "bb-play-table"
"""The class of the whole card table (it measures its own width for the phone layout)."""
GRID_CLASS = "bb-table-grid"
"""The class of the grid that holds the hands, the trick and the status."""
WIDE_SIDES_CLASS = "bb-wide-sides"
"""Set on the grid while West's or East's cards are face up: on a phone each then takes
a whole row, as their suit lines would not fit side by side."""

_FELT = "#2d6a3e"
_FOCUS = "#ffbf47"  # a focus ring that shows on the green cloth and on white cards
_NARROW = 600  # px: below this width the table is laid out for a phone

_AREAS = {Seat.N: "north", Seat.E: "east", Seat.S: "south", Seat.W: "west"}

TABLE_STYLE = f"""<style>
.{TABLE_CLASS} {{ container-type: inline-size; width: 100%; max-width: 100%; }}
.{GRID_CLASS} {{
  grid-template-columns: auto auto auto; justify-content: center; align-items: start; gap: 6px 10px;
  grid-template-areas: "auction north status" "west centre east" ". south .";
  background: {_FELT}; border-radius: 10px; padding: 8px; overflow: visible; width: fit-content; max-width: 100%;
}}
.{GRID_CLASS} > .bb-area-status {{ grid-area: status; max-width: 220px; }}
/* a long heading ("dummy (you play its cards) · dealer · to play") wraps rather than
   widen the middle of the table; a long suit wraps onto a second row */
.{GRID_CLASS} > .bb-area-north, .{GRID_CLASS} > .bb-area-south {{ max-width: 320px; }}
.{GRID_CLASS} > .bb-area-auction {{ grid-area: auction; }}
.{GRID_CLASS} > .bb-area-centre {{ grid-area: centre; justify-self: center; align-items: center; max-width: 340px; }}
{"".join(f".{GRID_CLASS} > .bb-area-{name} {{ grid-area: {name}; justify-self: center; }}" for name in _AREAS.values())}
.{GRID_CLASS} .bb-seat-area, .{GRID_CLASS} .bb-area-auction, .{GRID_CLASS} .bb-area-status {{
  background: {PAPER}; color: {INK}; border-radius: 6px; padding: 4px 6px; overflow: visible;
}}
.{GRID_CLASS} .bb-area-centre {{ overflow: visible; }}
.{GRID_CLASS} .widget-html-content {{ line-height: 1.35; }}
.{GRID_CLASS} .bb-play-card {{ border: 1px solid #9c9a8e; border-radius: 4px; padding: 0; }}
.{GRID_CLASS} .bb-seat-area.bb-to-play {{ box-shadow: 0 0 0 3px {_FOCUS}; }}
.{GRID_CLASS} button:focus-visible {{ outline: 3px solid {_FOCUS} !important; outline-offset: 1px; }}
@container (max-width: {_NARROW - 1}px) {{
  .{GRID_CLASS} {{
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); padding: 4px; gap: 4px; width: auto;
    grid-template-areas: "status status" "north north" "west east" "centre centre" "south south" "auction auction";
  }}
  .{GRID_CLASS}.{WIDE_SIDES_CLASS} {{
    grid-template-areas: "status status" "north north" "west west" "east east" "centre centre" "south south"
      "auction auction";
  }}
  .{GRID_CLASS} > .bb-area-centre, .{GRID_CLASS} > .bb-area-status, .{GRID_CLASS} > .bb-area-north,
  .{GRID_CLASS} > .bb-area-south {{ max-width: 100%; }}
  /* narrower still (JupyterLab between its side bars): the auction's table scrolls in its
     own corner rather than push the cloth past the screen */
  .{GRID_CLASS} > * {{ min-width: 0; max-width: 100%; }}
  .{GRID_CLASS} > .bb-area-auction {{ overflow-x: auto; }}
}}
</style>"""
"""The table's style sheet: the compass grid, the cloth, a focus ring a keyboard user can
see, and the phone layout (a container query: it follows the table's own width, so a
narrow notebook column counts as a phone too)."""


def dummy_suits_on_screen(seat: Seat, trump: Suit | None) -> list[Suit]:
    """Dummy's suits in the order they appear on the screen (left to right for North and
    South, top to bottom for West and East), the trumps on **dummy's right**. North faces
    down the screen, so its right is the screen's left; South's right is the screen's
    right; East's right is the top, West's the bottom.

    >>> from bridgelib import Seat, Suit
    >>> [s.letter for s in dummy_suits_on_screen(Seat.E, Suit.S)], [s.letter for s in dummy_suits_on_screen(Seat.W, Suit.S)]
    (['S', 'H', 'C', 'D'], ['D', 'C', 'H', 'S'])
    """
    order = dummy_suit_order(trump)
    return order if seat in (Seat.N, Seat.E) else order[::-1]


def dummy_in_columns(seat: Seat) -> bool:
    """True when dummy at ``seat`` lays its suits in columns (North and South, across the
    table from declarer); West and East lay them in rows, still pointing at declarer."""
    return seat in (Seat.N, Seat.S)


def seat_heading(seat: Seat, role: str, count: int, *, dealer: bool = False, to_play: bool = False) -> str:
    """The line above a hand: the seat, who sits there, and the number of cards.

    >>> seat_heading(Seat.N, "dummy", 13, dealer=True)
    '<div class="bb-seat-heading" style="font-size:13px;white-space:normal"><b>North</b> · dummy · 13 cards · dealer</div>'
    """
    cards = ngettext("{n} card", "{n} cards", count).format(n=count)
    parts = [f"<b>{html.escape(seat.noun, quote=False)}</b>", html.escape(role), html.escape(cards, quote=False)]
    if dealer:
        parts.append(html.escape(_("dealer"), quote=False))
    if to_play:
        note = html.escape(_("to play"), quote=False)
        parts.append(f'<b class="bb-to-play-note">{note}</b>')
    return f'<div class="bb-seat-heading" style="font-size:13px;white-space:normal">{" · ".join(parts)}</div>'


def _void(suit: Suit) -> widgets.HTML:
    title = html.escape(_("no {suit} (a void)").format(suit=suit.noun))
    return widgets.HTML(f'<span title="{title}">{suit_html(suit)} —</span>',
                        layout=widgets.Layout(margin="0 4px"))


def _face_up_dummy(hand: Hand, seat: Seat, trump: Suit | None) -> str:
    suits = dummy_suits_on_screen(seat, trump)
    if dummy_in_columns(seat):
        cell = f"padding:0 3px;vertical-align:top;text-align:center;background:{PAPER};color:{INK};border:none"
        columns = "".join(
            f'<td class="bb-dummy-column" data-suit="{s.letter}" style="{cell}">'
            + ("<br>".join(card_html(c) for c in hand.cards_in(s)) or f"{suit_html(s)} —") + "</td>"
            for s in suits)
        return (f'<table class="bb-dummy-table" style="border-collapse:collapse;border:none;margin:0;'
                f'background:{PAPER}"><tbody><tr>{columns}</tr></tbody></table>')
    lines = "".join(
        f'<div class="bb-suit-line" data-suit="{s.letter}" style="white-space:normal">'
        + (" ".join(card_html(c) for c in hand.cards_in(s)) or f"{suit_html(s)} —") + "</div>"
        for s in suits)
    return f'<div class="bb-dummy-rows">{lines}</div>'


class SeatArea(widgets.VBox):
    """The box at one seat's compass point, kept for the whole deal and changed in place
    (a browser then redraws only what changed, and a click never lands on a box that was
    just replaced): a heading, and either the learner's card buttons, a line of buttons
    per suit (for dummy across the table, a column per suit), or a picture of the hand.

    >>> area = SeatArea(Seat.W)
    >>> area.show_picture(seat_heading(Seat.W, "defender", 13), Hand.parse("AKQ.JT9.8765.432"), face_up=False)
    >>> "13 cards, face down" in area.picture.value, area._dom_classes
    (True, ('bb-seat-area', 'bb-area-west'))
    """

    def __init__(self, seat: Seat) -> None:
        self.seat = seat
        self.heading = widgets.HTML()
        self.picture = widgets.HTML()
        self._lines = [widgets.Box(layout=widgets.Layout(overflow="visible")) for _suit in Suit]
        self._rows = widgets.VBox(self._lines, layout=widgets.Layout(overflow="visible"))
        self._columns = widgets.HBox(self._lines, layout=widgets.Layout(overflow="visible"))
        super().__init__([self.heading, self.picture], layout=widgets.Layout(overflow="visible"))
        self.add_class("bb-seat-area")
        self.add_class(f"bb-area-{_AREAS[seat]}")

    def mark_to_play(self, to_play: bool) -> None:
        """Frame the box while it is this hand's turn."""
        (self.add_class if to_play else self.remove_class)("bb-to-play")

    def show_picture(self, heading: str, hand: Hand, *, face_up: bool, dummy_trump: Suit | None | bool = False) -> None:
        """Draw ``hand`` face down (backs and the number of cards), face up in suit lines,
        or, for dummy (``dummy_trump``: the trump suit, or None at no-trump), face up in
        dummy's layout."""
        if face_up and dummy_trump is not False:
            picture = _face_up_dummy(hand, self.seat, dummy_trump if isinstance(dummy_trump, Suit) else None)
        else:
            picture = hand_html(hand, hidden=not face_up, boxed=False)
        self.heading.value, self.picture.value = heading, picture
        self.children = (self.heading, self.picture)

    def show_buttons(self, heading: str, buttons: Mapping[Card, widgets.Button], hand: Hand,
                     suits: Sequence[Suit], *, columns: bool) -> None:
        """Show the learner's ``buttons`` for ``hand``: a line per suit in ``suits`` (a
        void as ``♥ —``), rows that wrap on a phone, or dummy's columns."""
        for line, suit in zip(self._lines, suits, strict=True):
            cards = hand.cards_in(suit)
            line.children = [buttons[card] for card in cards] if cards else [_void(suit)]
            line.layout.flex_flow = "column" if columns else "row wrap"
            line.layout.margin = "0 2px" if columns else None
        self.heading.value = heading
        self.children = (self.heading, self._columns if columns else self._rows)


def last_trick_html(trick: Trick, number: int) -> str:
    """The trick before the one under way, in one short line and how it was won: a trick
    the computer wins stays in view while the next one is led.

    >>> from bridgelib import Card, Seat, Strain
    >>> t = Trick(Seat.W, [Card.parse(c) for c in ("H9", "H2", "HK", "HA")], Strain.S)
    >>> text = last_trick_html(t, 3)
    >>> "Last trick" in text and "Trick 3" in text and "South won the trick with ♥A" in text
    True
    """
    cards = " ".join(
        f'<span style="white-space:nowrap">{seat.initial}&nbsp;{card_html(card)}</span>'
        for seat, card in trick.plays)
    head = html.escape(_("Last trick"), quote=False)
    which = html.escape(_("Trick {number}").format(number=number), quote=False)
    return (f'<div class="bb-last-trick" style="margin-top:4px;font-size:12px;background:{PAPER};color:{INK};'
            f'border-radius:6px;padding:3px 6px;white-space:normal">'
            f'<b>{head}</b> ({which}): {cards}'
            f'<div class="bb-trick-story">{html.escape(trick.how_won())}</div></div>')
