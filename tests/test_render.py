"""bridgelib.render: the HTML of every engine object and the matplotlib handout figures.

The HTML is parsed (html.parser) into a small tree, so that the tests check where things
are (which seat sits in which cell, which column a call is in) rather than searching
for substrings.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import warnings
from dataclasses import dataclass, field
from html.parser import HTMLParser
from types import SimpleNamespace

import pytest

from bridgelib import (
    Auction,
    Call,
    Card,
    Contract,
    Deal,
    Hand,
    Play,
    Rank,
    Seat,
    Side,
    Strain,
    Suit,
    Trick,
)
from bridgelib.render import (
    auction_html,
    call_html,
    card_html,
    contract_html,
    contract_score_html,
    deal_html,
    hand_html,
    play_html,
    rubber_html,
    suit_html,
    trick_html,
    visible_seats,
)
from bridgelib.render import html as H
from bridgelib.rubber import Rubber
from bridgelib.scoring import ScoreItem, score_contract

#   North ♠AKQ ♥JT9 ♦8765 ♣432     East ♠JT9 ♥8765 ♦432 ♣AKQ
#   South ♠8765 ♥432 ♦AKQ ♣JT9     West ♠432 ♥AKQ ♦JT9 ♣8765
DEAL = Deal.parse("N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")
WNES = ["W", "N", "E", "S"]


# --- a tiny HTML tree -------------------------------------------------------------------
@dataclass
class Node:
    tag: str
    attrs: dict[str, str]
    children: list[Node | str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text for c in self.children)

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def elements(self) -> list[Node]:
        return [c for c in self.children if isinstance(c, Node)]

    def walk(self):
        yield self
        for child in self.elements():
            yield from child.walk()

    def find_all(self, tag: str | None = None, cls: str | None = None, **attrs: str) -> list[Node]:
        out = []
        for node in self.walk():
            if tag is not None and node.tag != tag:
                continue
            if cls is not None and cls not in node.classes:
                continue
            if any(node.attrs.get(k.replace("_", "-")) != v for k, v in attrs.items()):
                continue
            out.append(node)
        return out

    def find(self, tag: str | None = None, cls: str | None = None, **attrs: str) -> Node:
        found = self.find_all(tag, cls, **attrs)
        assert found, f"no <{tag} class={cls} {attrs}> found"
        return found[0]


class TreeBuilder(HTMLParser):
    """Builds a Node tree; fails on any end tag that does not close the open element."""

    VOID = {"br", "hr", "img", "meta", "input", "wbr", "col", "link", "source"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {})
        self.stack = [self.root]

    def handle_starttag(self, tag, attrs):
        node = Node(tag, {k: (v or "") for k, v in attrs})
        self.stack[-1].children.append(node)
        if tag not in self.VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag, attrs):
        self.stack[-1].children.append(Node(tag, {k: (v or "") for k, v in attrs}))

    def handle_endtag(self, tag):
        assert len(self.stack) > 1, f"</{tag}> closes nothing"
        assert self.stack[-1].tag == tag, f"</{tag}> closes <{self.stack[-1].tag}>"
        self.stack.pop()

    def handle_data(self, data):
        self.stack[-1].children.append(data)


def parse(html: str) -> Node:
    """Parse ``html``: it must be balanced and have exactly one top-level element."""
    builder = TreeBuilder()
    builder.feed(html)
    builder.close()
    assert len(builder.stack) == 1, f"unclosed <{builder.stack[-1].tag}>"
    tops = builder.root.elements()
    assert len(tops) == 1 and not any(isinstance(c, str) and c.strip() for c in builder.root.children)
    return tops[0]


def test_the_parser_catches_unbalanced_html():
    # The well-formedness check below is only worth something if it can fail.
    for bad in ("<div><span></div></span>", "<div><table><tr><td>x</td></tr></div>", "<div>a</div><div>b</div>"):
        with pytest.raises(AssertionError):
            parse(bad)


def rows_of(table: Node) -> list[list[Node]]:
    """The cells of a table, row by row."""
    body = table.find("tbody")
    return [[td for td in tr.elements() if td.tag in ("td", "th")] for tr in body.elements() if tr.tag == "tr"]


def played_play(deal: Deal = DEAL, contract: str = "4H by S", cards: int = 52) -> Play:
    play = Play(deal, Contract.parse(contract))
    for _ in range(cards):
        play.play(play.legal_cards()[-1])
    return play


def a_rubber() -> Rubber:
    rubber = Rubber()
    rubber.record("2H by N", 8)                      # N-S 60 below (game 1)
    rubber.record("4S by E", 11, {Side.EW: 100})     # E-W game 1: 120 below, 30 + 100 above
    rubber.record("3NT by S", 7)                     # 2 down: 100 to E-W
    rubber.record("2C by S", 9)                      # N-S 40 below, 20 above
    rubber.record("2NT by N", 8)                     # N-S game 2
    return rubber


def everything() -> list[tuple[str, str]]:
    """(name, html) for every kind of display, with options."""
    play = played_play(cards=21)
    return [
        ("card", card_html(Card.parse("HT"))),
        ("card highlighted", card_html(Card.parse("SA"), highlight=True)),
        ("hand", hand_html(DEAL[Seat.N])),
        ("hand void", hand_html(Hand.parse("AKQJT98765432...")),),
        ("hand hidden", hand_html(DEAL[Seat.N], hidden=True, title="North")),
        ("hand unboxed", hand_html(DEAL[Seat.N], boxed=False, highlight=[Card.parse("SA")])),
        ("deal", deal_html(DEAL)),
        ("deal options", deal_html(DEAL.replace(vulnerable={Side.NS, Side.EW}), show={Seat.S}, hcp=True,
                                   names={Seat.S: "You"}, title="Deal 1")),
        ("call", call_html(Call.parse("3NT"))),
        ("contract", contract_html(Contract.parse("4HXX by W"))),
        ("contract no declarer", contract_html(Contract.parse("1C"))),
        ("auction", auction_html(Auction(Seat.S, "1H P 2H P 4H P P P"))),
        ("auction open", auction_html(Auction(Seat.E, "1NT X"), vulnerable={Side.EW})),
        ("auction empty", auction_html(Auction(Seat.W))),
        ("passed out", auction_html(Auction(Seat.N, "P P P P"))),
        ("trick", trick_html(Trick(Seat.W, [Card.parse(c) for c in ("CA", "C3", "C7", "CK")], Strain.H), number=1)),
        ("trick started", trick_html(Trick(Seat.N, [Card.parse("D2")], Strain.NT))),
        ("play", play_html(play)),
        ("play over", play_html(played_play())),
        ("play hands", play_html(play, hands="visible", viewer=Seat.W)),
        ("play all hands", play_html(play, hands="all")),
        ("score made", contract_score_html(score_contract("6NT by N", 13, vulnerable=True))),
        ("score down", contract_score_html(score_contract("4HX by S", 7, vulnerable=False))),
        ("rubber", rubber_html(a_rubber())),
        ("rubber explained", rubber_html(a_rubber(), explain=True)),
        ("rubber blank", rubber_html(Rubber())),
    ]


# --- well-formed, self-contained, deterministic --------------------------------------
@pytest.mark.parametrize("name,html", everything(), ids=[n for n, _ in everything()])
def test_html_is_well_formed_and_self_contained(name, html):
    root = parse(html)
    assert root.tag in ("div", "span")
    # the one exception to inline styles: deals, auctions, play records, scores and score
    # sheets carry PHONE_STYLE, once
    phone = name.startswith(("deal", "auction", "passed out", "play", "score", "rubber"))
    assert html.count(H.PHONE_STYLE) == (1 if phone else 0)
    lowered = html.replace(H.PHONE_STYLE, "").lower()
    for forbidden in ("<script", "<style", "<link", "<img", "http:", "https:", "url(", "javascript", "onclick",
                      " id=", "0x"):
        assert forbidden not in lowered, forbidden
    # Everything drawn on its own has a light background and dark (or suit-coloured)
    # text, so it is readable on a dark page too; unboxed parts go inside such a box.
    style = root.attrs.get("style", "")
    if "unboxed" in name:
        assert "background" not in style
    else:
        assert f"background:{H.PAPER}" in style or "background:#ffffff" in style
        assert any(f"color:{c}" in style for c in (H.INK, H.RED, H.BLACK))


def test_every_table_cell_paints_its_own_background():
    # JupyterLab paints odd table rows in the theme's background (dark in the dark
    # theme); each cell must cover it.
    for name, html in everything():
        for td in parse(html).find_all("td"):
            assert "background:" in td.attrs.get("style", ""), (name, td)


def test_output_is_deterministic_for_equal_objects():
    for (name, first), (_, second) in zip(everything(), everything(), strict=False):
        assert first == second, name


def test_output_does_not_depend_on_hash_seed():
    # Sets of sides iterate in hash order, which changes with PYTHONHASHSEED; the HTML
    # must not. Run the same display in fresh interpreters with different seeds.
    code = (
        "from bridgelib import Deal, Side, Seat, Auction\n"
        "from bridgelib.render.html import deal_html, auction_html\n"
        "d = Deal.random(9).replace(vulnerable={Side.NS, Side.EW})\n"
        "print(deal_html(d, show={Seat.S, Seat.N, Seat.E}))\n"
        "print(auction_html(Auction(Seat.S, '1H'), vulnerable={Side.EW, Side.NS}))\n"
    )
    outputs = set()
    for seed in ("0", "1", "2", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
        outputs.add(result.stdout)
    assert len(outputs) == 1


def test_render_imports_neither_widgets_nor_matplotlib():
    code = (
        "import sys, bridgelib, bridgelib.render, bridgelib.render.figures\n"
        "from bridgelib import Deal\n"
        "Deal.random(1)._repr_html_()\n"
        "print(sorted(m for m in ('ipywidgets', 'matplotlib', 'numpy') if m in sys.modules))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_repr_html_of_engine_objects_uses_render():
    play = played_play(cards=6)
    auction = Auction(Seat.S, "1H P 2H P 4H P P P")
    pairs = [
        (Card.parse("DQ"), card_html(Card.parse("DQ"))),
        (DEAL[Seat.W], hand_html(DEAL[Seat.W])),
        (DEAL, deal_html(DEAL)),
        (Call.parse("2S"), call_html(Call.parse("2S"))),
        (Contract.parse("3NT by N"), contract_html(Contract.parse("3NT by N"))),
        (auction, auction_html(auction)),
        (play.tricks[0], trick_html(play.tricks[0])),
        (play, play_html(play)),
    ]
    for obj, expected in pairs:
        assert obj._repr_html_() == expected, type(obj).__name__


# --- suits and colours ---------------------------------------------------------------
@pytest.mark.parametrize("suit", list(Suit))
def test_suit_symbols_are_text_and_red_suits_are_red(suit):
    span = parse(suit_html(suit))
    assert span.text == suit.symbol
    assert span.attrs["title"] == suit.english
    colour = H.RED if suit in (Suit.H, Suit.D) else H.BLACK
    assert f"color:{colour}" in span.attrs["style"]
    assert ("bb-red" in span.classes) == (suit in (Suit.H, Suit.D))
    assert H.RED != H.BLACK


def test_strain_html_gives_nt_for_no_trump():
    assert parse(suit_html(Strain.NT)).text == "NT"
    assert parse(suit_html(Strain.H)).text == "♥"


def test_every_card_shows_symbol_and_rank_in_its_colour():
    for index in range(52):
        card = Card.from_index(index)
        chip = parse(card_html(card))
        assert chip.text == card.suit.symbol + str(card.rank)
        assert chip.attrs["data-card"] == card.pbn
        red = card.suit in (Suit.H, Suit.D)
        assert (f"color:{H.RED}" in chip.attrs["style"]) == red
        assert ("bb-red" in chip.classes) == red and ("bb-black" in chip.classes) != red


def test_ten_is_written_10():
    assert parse(card_html(Card(Suit.S, Rank.TEN))).text == "♠10"


def test_hand_lines_in_diagram_order_with_colours_and_void():
    hand = Hand.parse("AKQ.JT9.8765.")
    root = parse(hand_html(hand))
    lines = root.find_all("div", "bb-suit-line")
    assert [line.attrs["data-suit"] for line in lines] == ["S", "H", "D", "C"]
    # a no-break space holds the symbol to the first card when a suit wraps
    assert [line.text for line in lines] == ["♠\xa0A K Q", "♥\xa0J 10 9", "♦\xa08 7 6 5", "♣\xa0—"]
    for line, suit in zip(lines, Suit, strict=False):
        symbol = line.find("span", "bb-suit")
        assert (f"color:{H.RED}" in symbol.attrs["style"]) == suit.is_red
    assert lines[3].find("span", "bb-void").attrs["title"] == "no clubs (a void)"


def test_highlight_marks_only_the_given_cards():
    root = parse(hand_html(DEAL[Seat.N], highlight=[Card.parse("SK"), Card.parse("C2")]))
    marked = {n.attrs["data-card"] for n in root.find_all(cls="bb-hl")}
    assert marked == {"SK", "C2"}
    assert all("underline" in n.attrs["style"] for n in root.find_all(cls="bb-hl"))


def test_hidden_hand_shows_backs_and_count_but_no_cards():
    root = parse(hand_html(DEAL[Seat.N], hidden=True))
    assert len(root.find_all("span", "bb-back")) == 13
    assert "13 cards, face down" in root.text
    assert not root.find_all(cls="bb-rank") and "data-card" not in hand_html(DEAL[Seat.N], hidden=True)


# --- the deal diagram ------------------------------------------------------------------
def seat_cells(html: str | Node) -> dict[str, tuple[int, int, Node]]:
    """seat letter -> (row, column, cell) in the (first) deal's 3 x 3 table."""
    root = parse(html) if isinstance(html, str) else html
    table = root.find("table", "bb-deal-table")
    out = {}
    for r, row in enumerate(rows_of(table)):
        assert len(row) == 3
        for c, cell in enumerate(row):
            if "data-seat" in cell.attrs:
                out[cell.attrs["data-seat"]] = (r, c, cell)
    return out


def test_deal_diagram_puts_north_top_west_left_east_right_south_bottom():
    cells = seat_cells(deal_html(DEAL))
    assert {s: (r, c) for s, (r, c, _) in cells.items()} == {"N": (0, 1), "W": (1, 0), "E": (1, 2), "S": (2, 1)}
    for seat in Seat:
        _, _, cell = cells[seat.name]
        assert cell.text.startswith(seat.english)
        shown = {n.attrs["data-card"] for n in cell.find_all(cls="bb-rank")}
        assert shown == {c.pbn for c in DEAL[seat]}


@pytest.mark.parametrize("dealer", list(Seat))
@pytest.mark.parametrize("vulnerable", [frozenset(), frozenset({Side.NS}), frozenset({Side.EW}),
                                        frozenset({Side.NS, Side.EW})])
def test_deal_marks_dealer_and_vulnerable_seats(dealer, vulnerable):
    deal = DEAL.replace(dealer=dealer, vulnerable=vulnerable)
    html = deal_html(deal)
    cells = seat_cells(html)
    for seat in Seat:
        cell = cells[seat.name][2]
        assert bool(cell.find_all(cls="bb-dealer")) == (seat is dealer)
        assert bool(cell.find_all(cls="bb-vul")) == (seat.side in vulnerable)
    info = parse(html).find("td", "bb-info").text
    assert f"Dealer: {dealer.english}" in info
    expected = {0: "Neither side", 2: "Both sides"}.get(len(vulnerable)) or next(iter(vulnerable)).english
    assert f"Vulnerable: {expected}" in info


def test_deal_show_hides_the_other_hands():
    cells = seat_cells(deal_html(DEAL, show={Seat.S, Seat.N}))
    for seat in Seat:
        cell = cells[seat.name][2]
        if seat in (Seat.S, Seat.N):
            assert len(cell.find_all(cls="bb-rank")) == 13 and not cell.find_all(cls="bb-hidden")
        else:
            assert not cell.find_all(cls="bb-rank")
            assert "13 cards, face down" in cell.find("div", "bb-hidden").text


def test_deal_remaining_shows_the_cards_left():
    left = {seat: Hand(list(DEAL[seat])[:5]) for seat in Seat}
    cells = seat_cells(deal_html(DEAL, remaining=left, hcp=True))
    for seat in Seat:
        cell = cells[seat.name][2]
        assert {n.attrs["data-card"] for n in cell.find_all(cls="bb-rank")} == {c.pbn for c in left[seat]}
        assert f"{left[seat].hcp} HCP" in cell.find(cls="bb-hcp").text


def test_deal_shows_all_four_suit_symbols_as_text():
    text = parse(deal_html(Deal.random(4))).text
    for symbol in "♠♥♦♣":
        assert text.count(symbol) >= 4


def test_deal_centre_takes_other_html():
    trick = Trick(Seat.W, [Card.parse("CA")], Strain.H)
    cells = parse(deal_html(DEAL, centre=trick_html(trick, boxed=False))).find("td", "bb-centre")
    assert cells.find(cls="bb-trick") and not cells.find_all(cls="bb-compass")


# --- the auction --------------------------------------------------------------------------
@pytest.mark.parametrize("dealer,empties", [(Seat.W, 0), (Seat.N, 1), (Seat.E, 2), (Seat.S, 3)])
def test_auction_starts_in_the_dealers_column(dealer, empties):
    auction = Auction(dealer, "1C P 1H P 1NT")
    table = parse(auction_html(auction)).find("table", "bb-auction-table")
    rows = rows_of(table)
    assert [c.attrs["data-seat"] for c in rows[0]] == WNES
    assert "Dealer" in rows[0][WNES.index(dealer.name)].text
    first = rows[1]
    assert all(not c.text and "bb-empty" in c.classes for c in first[:empties])
    assert first[empties].text == "1♣" and first[empties].attrs["data-seat"] == dealer.name
    # Every call sits in its caller's column; the "?" sits in the next caller's.
    for row in rows[1:]:
        assert len(row) == 4
        for col, cell in enumerate(row):
            if "data-seat" in cell.attrs:
                assert cell.attrs["data-seat"] == WNES[col]
    next_cells = table.find_all("td", "bb-next")
    assert len(next_cells) == 1 and next_cells[0].text == "?"
    assert next_cells[0].attrs["data-seat"] == auction.turn.name
    assert len(table.find_all("td", "bb-call-cell")) == 5


def test_auction_calls_and_contract():
    auction = Auction(Seat.S, "1H P 2H P 4H X XX P P P")
    root = parse(auction_html(auction))
    assert [c.text for c in root.find_all("td", "bb-call-cell")] == ["1♥", "Pass", "2♥", "Pass", "4♥", "X", "XX",
                                                                      "Pass", "Pass", "Pass"]
    assert not root.find_all("td", "bb-next")
    assert root.find("div", "bb-result").text == "Contract: 4♥XX by South (redoubled)"
    hearts = root.find("td", "bb-call-cell").find("span", "bb-suit")
    assert f"color:{H.RED}" in hearts.attrs["style"]


def test_auction_passed_out_and_no_next_mark():
    root = parse(auction_html(Auction(Seat.E, "P P P P")))
    assert "Passed out" in root.find("div", "bb-result").text
    root = parse(auction_html(Auction(Seat.E, "P"), next_mark=""))
    assert not root.find_all("td", "bb-next")
    assert "South to call" in root.find("div", "bb-result").text


def test_auction_marks_vulnerable_seats_and_names():
    root = parse(auction_html(Auction(Seat.N), vulnerable={Side.EW}, names={Seat.S: "You"}))
    heads = rows_of(root.find("table"))[0]
    assert [bool(h.find_all(cls="bb-vul")) for h in heads] == [True, False, True, False]
    assert heads[3].text.startswith("You (S)")


# --- tricks and the play ----------------------------------------------------------------
def test_trick_places_cards_round_the_table_and_marks_leader_and_winner():
    trick = Trick(Seat.W, [Card.parse(c) for c in ("CA", "C3", "C7", "CK")], Strain.H)
    root = parse(trick_html(trick, number=4))
    table = root.find("table", "bb-trick-table")
    where = {}
    for r, row in enumerate(rows_of(table)):
        for c, cell in enumerate(row):
            if "data-seat" in cell.attrs:
                where[cell.attrs["data-seat"]] = (r, c, cell)
    assert {s: rc[:2] for s, rc in where.items()} == {"N": (0, 1), "W": (1, 0), "E": (1, 2), "S": (2, 1)}
    assert where["W"][2].find(cls="bb-card").attrs["data-card"] == "CA"
    assert where["E"][2].find(cls="bb-card").attrs["data-card"] == "C7"
    assert where["W"][2].find_all(cls="bb-led") and where["W"][2].find_all(cls="bb-won")
    assert not any(where[s][2].find_all(cls="bb-won") for s in "NES")
    assert root.find("div", "bb-result").text == "Won by West"
    assert "Trick 4" in root.find("td", "bb-centre").text and "Trumps ♥" in root.find("td", "bb-centre").text


def test_incomplete_trick_has_no_winner():
    trick = Trick(Seat.N, [Card.parse("D2"), Card.parse("DA")], Strain.NT)
    root = parse(trick_html(trick))
    assert not root.find_all(cls="bb-won") and not root.find_all("div", "bb-result")
    assert len(root.find_all(cls="bb-card")) == 2 and len(root.find_all(cls="bb-empty")) == 2
    assert "No trumps" in root.text


def test_play_record_shows_each_trick_leader_winner_and_running_count():
    play = played_play()
    root = parse(play_html(play))
    rows = root.find_all("tr", "bb-trick-row")
    assert len(rows) == 13
    decl = defs = 0
    for row, trick in zip(rows, play.tricks, strict=False):
        cards = row.find_all("td", "bb-play-card")
        assert [c.attrs["data-card"] for c in cards] == [c.pbn for c in trick.cards]
        assert [c.attrs["data-seat"] for c in cards] == [s.name for s in trick.seats]
        assert cards[0].attrs["data-seat"] == trick.leader.name and "bb-lead" in cards[0].classes
        winners = [c for c in cards if "bb-winner" in c.classes]
        assert len(winners) == 1 and winners[0].attrs["data-seat"] == trick.winner.name
        won = row.find("td", "bb-won-by")  # the name, and its letter for a phone
        assert won.find(cls="bb-long").text == trick.winner.english
        assert won.find(cls="bb-short").text == trick.winner.name
        if trick.winner.side is play.declarer.side:
            decl += 1
        else:
            defs += 1
        assert (row.find("td", "bb-count-decl").text, row.find("td", "bb-count-def").text) == (str(decl), str(defs))
    assert decl == play.declarer_tricks
    result = root.find("div", "bb-result").text
    need = play.contract.tricks_needed
    assert (("contract made" in result) == (decl >= need)) and (("down" in result) == (decl < need))


def test_an_ending_shorter_than_the_contract_gets_no_verdict():
    """Four cards each in 1♠ (7 tricks needed): no "4 down", just the count; a mini-deal
    sized to the contract (7 cards, 1♥) keeps its verdict."""
    ending = Play(Deal.parse("N:AK32... QJ54... T976... 8..AKQ."), "1S by N")
    while not ending.is_over:
        ending.play(ending.legal_cards()[0])
    result = parse(play_html(ending)).find("div", "bb-result").text
    assert result == f"Declarer's side {ending.declarer_tricks}, defenders {ending.defender_tricks} (all 4 tricks played)"
    assert "down" not in result and "needed" not in result
    mini = Play(Deal.parse("N:2.54..AKQJ 3.JT.JT9.4 A.AKQ2..32 KQJT.9.KQ."), "1H by S")
    while not mini.is_over:
        mini.play(mini.legal_cards()[0])
    text = parse(play_html(mini)).find("div", "bb-result").text
    assert ("contract made" in text) == (mini.declarer_tricks >= 7) and "7 needed" in text


def test_play_record_shows_the_trick_in_progress_without_winner():
    play = played_play(cards=10)
    root = parse(play_html(play))
    rows = root.find_all("tr", "bb-trick-row")
    assert len(rows) == 3
    last = rows[-1]
    assert len(last.find_all("td", "bb-play-card")) == 2
    assert not last.find_all(cls="bb-winner") and last.find("td", "bb-won-by").text == ""
    assert "11 tricks left" in root.find("div", "bb-result").text
    head = root.find("div", "bb-play-head").text
    assert "Declarer: South" in head and "Dummy: North" in head and "Opening lead: West" in head


def hidden_seats(html: str) -> set[str]:
    cells = seat_cells(parse(html).find("div", "bb-position"))
    return {s for s, (_, _, cell) in cells.items() if cell.find_all(cls="bb-hidden")}


def test_play_position_all_or_visible_hands():
    before = Play(DEAL, Contract.parse("4H by S"))
    assert hidden_seats(play_html(before, hands="visible")) == {"N", "E", "W"}
    play = played_play(cards=6)
    assert hidden_seats(play_html(play, hands="visible")) == {"E", "W"}
    assert hidden_seats(play_html(play, hands="visible", viewer=Seat.E)) == {"S", "W"}
    assert hidden_seats(play_html(play, hands="all")) == set()
    assert hidden_seats(play_html(play, hands=[Seat.W])) == {"N", "E", "S"}
    assert 'class="bb-position"' not in play_html(play)
    with pytest.raises(ValueError):
        play_html(play, hands="some")


def test_play_position_shows_remaining_cards_and_current_trick():
    play = played_play(cards=6)
    root = parse(play_html(play, hands="all"))
    position = root.find("div", "bb-position")
    for seat in Seat:
        cell = position.find("td", data_seat=seat.name, cls="bb-seat")
        assert "bb-trick-seat" not in cell.classes
        assert {n.attrs["data-card"] for n in cell.find_all(cls="bb-rank")} == {c.pbn for c in play.hand(seat)}
    centre = position.find("td", "bb-centre")
    assert len(centre.find_all(cls="bb-card")) == 2 and "Trick 2" in centre.text


def test_visible_seats():
    play = Play(DEAL, Contract.parse("3NT by E"))
    assert visible_seats(play) == {Seat.E}
    play.play(play.legal_cards()[0])
    assert visible_seats(play) == {Seat.E, Seat.W}
    assert visible_seats(play, Seat.N) == {Seat.N, Seat.W}


# --- contracts and scores ---------------------------------------------------------------
def test_contract_html_in_words():
    root = parse(contract_html(Contract.parse("4HX by S")))
    assert root.find(cls="bb-contract").text == "4♥X by South"
    assert "4 hearts, doubled" in root.text and "Declarer: South" in root.text and "Dummy: North" in root.text
    assert "needs 10 tricks" in root.text
    assert parse(contract_html(Contract.parse("3NT"), detail=False)).text == "3NT"
    assert "1 club · " in parse(contract_html(Contract.parse("1C"))).text
    assert "1 no-trump · " in parse(contract_html(Contract.parse("1NT"))).text
    assert "2 clubs · " in parse(contract_html(Contract.parse("2C"))).text


def test_contract_score_table_itemises_every_entry():
    score = score_contract("2SX by E", 9, vulnerable=True)
    root = parse(contract_score_html(score))
    rows = root.find_all("tr", "bb-item")
    assert len(rows) == len(score.items) == 3
    for row, item in zip(rows, score.items, strict=False):
        cells = row.elements()
        assert [c.text for c in cells] == [item.label, str(item.points), "E-W",
                                           "Below the line" if item.line == "below" else "Above the line"]
    assert root.find("tr", "bb-total").text == "TotalE-W 370"
    head = root.find("div", "bb-score-head").text
    assert "2♠X by East" in head and "9 tricks" in head and "vulnerable" in head and "made with 1 overtrick" in head


def test_contract_score_is_duck_typed_and_escapes_labels():
    fake = SimpleNamespace(items=(
        SimpleNamespace(label="<script>alert('x')</script> & more", points=50, side=Side.EW, line="above"),
        ScoreItem("Part-score", 60, Side.NS, "below"),
    ))
    html = contract_score_html(fake)
    root = parse(html)
    assert "<script" not in html and "&lt;script&gt;" in html
    assert root.find("tr", "bb-item").elements()[0].text == "<script>alert('x')</script> & more"
    assert root.find("tr", "bb-total").text == "TotalN-S 60, E-W 50"
    assert not root.find_all("div", "bb-score-head")


def test_empty_score():
    root = parse(contract_score_html(SimpleNamespace(items=())))
    assert "No score" in root.text and not root.find_all("tr", "bb-total")


# --- the rubber score sheet -------------------------------------------------------------
def sheet_sections(html: str) -> tuple[list[Node], list[Node], Node]:
    root = parse(html)
    return root.find_all("tr", "bb-above"), root.find_all("tr", "bb-below"), root


def test_rubber_sheet_we_they_above_below_and_game_lines():
    rubber = a_rubber()
    above, below, root = sheet_sections(rubber_html(rubber))
    heads = root.find_all("td", "bb-head")
    assert [h.text for h in heads] == ["WE (N-S)Vulnerable", "THEY (E-W)Vulnerable"]  # one game all
    # Above the line: the first entry written is just above the line (the last row).
    sheet = rubber.sheet
    assert "bb-the-line" in above[-1].classes and all("bb-the-line" not in r.classes for r in above[:-1])
    they_above = [r.elements()[1] for r in above]
    numbers = [c.find("span").text for c in they_above if "bb-blank" not in c.classes]
    assert numbers == [str(e.points) for e in reversed(sheet.above[Side.EW])]
    assert numbers[-1] == "30" and they_above[-1].attrs["title"].startswith("1 overtrick")
    # Below the line: a ruled line under each game won, and the WE column in order.
    game_lines = [r for r in below if "bb-game-line" in r.classes]
    assert len(game_lines) == 2 == sum(sheet.games_won.values())
    assert [r.elements()[2].text for r in game_lines] == ["Game 1: THEY", "Game 2: WE"]
    assert all("border-bottom:2px solid" in c.attrs["style"] for r in game_lines for c in r.elements()[:2])
    we_below = [r.elements()[0].find("span").text for r in below if "bb-blank" not in r.elements()[0].classes]
    assert we_below == ["60", "40", "70"]
    totals = {t.attrs["data-side"]: t.text for t in root.find_all("td", "bb-total")}
    assert totals == {"NS": f"Total {rubber.totals()[Side.NS]}", "EW": f"Total {rubber.totals()[Side.EW]}"}
    # One game all: both vulnerable, rubber in progress.
    assert len(root.find_all(cls="bb-vul")) == 2
    assert "The rubber is in progress." in root.find("div", "bb-result").text


def test_rubber_sheet_names_the_winner_and_the_leader():
    rubber = Rubber()
    rubber.record("4H by S", 11)
    rubber.record("3NT by N", 9)
    text = parse(rubber_html(rubber)).find("div", "bb-result").text
    assert "WE (N-S) won the rubber two games to none." in text and "ahead by 950" in text
    # The winner of the rubber need not have the larger total.
    rubber = Rubber()
    rubber.record("7NTXX by N", 0)   # 13 down redoubled: thousands to E-W
    rubber.record("3NT by N", 9)
    rubber.record("3NT by N", 9)
    text = parse(rubber_html(rubber)).find("div", "bb-result").text
    assert "WE (N-S) won the rubber" in text and "THEY (E-W) are ahead by" in text
    assert "but THEY have the larger total" in text


def test_blank_and_settled_rubber_sheets():
    above, below, root = sheet_sections(rubber_html(Rubber()))
    assert len(above) == 1 and len(below) == 1 and not root.find_all(cls="bb-game-line")
    assert "Total 0" in root.text and "Game 1 (in progress)" in root.text
    rubber = Rubber()
    rubber.record("4S by E", 10)
    rubber.settle()
    root = parse(rubber_html(rubber.sheet))   # the sheet itself works too
    assert "(unfinished rubber)" in root.text and "stopped unfinished and settled" in root.text


def test_rubber_explain_writes_labels():
    html = rubber_html(a_rubber(), explain=True)
    assert "Honours: four trump honours" in parse(html).text
    assert "Honours: four trump honours" not in parse(rubber_html(a_rubber())).text


# --- escaping ---------------------------------------------------------------------------
def test_names_are_escaped_everywhere():
    evil = '<b onclick="x()">"You" & co</b>'
    names = {Seat.S: evil}
    play = played_play(cards=5)
    for html in (deal_html(DEAL, names=names), auction_html(Auction(Seat.S, "1H"), names=names),
                 trick_html(play.tricks[0], names=names), play_html(play, names=names, hands="all"),
                 hand_html(DEAL[Seat.S], title=evil), deal_html(DEAL, title=evil)):
        assert "<b onclick" not in html and "&lt;b onclick=&quot;x()&quot;&gt;" in html
        assert evil in parse(html).text


def test_next_mark_is_escaped():
    html = auction_html(Auction(Seat.N), next_mark="<?>")
    assert "&lt;?&gt;" in html and parse(html).find("td", "bb-next").text == "<?>"


# --- figures ------------------------------------------------------------------------------


def render_png(fig) -> tuple[bytes, list[str]]:
    """Draw ``fig`` to PNG with Agg; return the bytes and every warning raised."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        buf = io.BytesIO()
        fig.savefig(buf, format="png", dpi=80)
    return buf.getvalue(), [str(w.message) for w in caught]


def texts(fig) -> list:
    from matplotlib.text import Text

    return [t for t in fig.findobj(Text) if t.get_text()]


def test_missing_glyph_warnings_are_caught():
    # The glyph check of the figure tests can fail: a character DejaVu Sans lacks warns.
    from matplotlib.figure import Figure

    fig = Figure(figsize=(1, 1))
    fig.text(0.1, 0.5, "漢", fontfamily="DejaVu Sans")
    _, caught = render_png(fig)
    assert any("missing from font" in m for m in caught)


def long_suits_deal() -> Deal:
    """West holds ten spades, the others eleven- and twelve-card suits."""
    pack = [Card.from_index(i) for i in range(52)]
    west = [c for c in pack if c.suit is Suit.S and c.rank >= 5] + [Card.parse(t) for t in ("HA", "DA", "CA")]
    rest = [c for c in pack if c not in west]
    return Deal({Seat.W: Hand(west), Seat.N: Hand(rest[:13]), Seat.E: Hand(rest[13:26]), Seat.S: Hand(rest[26:39])})


def all_figures():
    from bridgelib.render.figures import auction_figure, contract_score_figure, deal_figure, score_sheet_figure

    return [
        ("deal", deal_figure(DEAL.replace(dealer=Seat.E, vulnerable={Side.NS}), hcp=True, title="Deal 1")),
        ("deal hidden", deal_figure(DEAL, show={Seat.S}, names={Seat.S: "You"})),
        ("deal long suits", deal_figure(long_suits_deal())),
        ("auction", auction_figure(Auction(Seat.S, "1H 1S 2H 2S 4H X XX P P P"), vulnerable={Side.NS})),
        ("auction open", auction_figure(Auction(Seat.W, "1D"), title="Your call")),
        ("score", contract_score_figure(score_contract("2SX by E", 9, vulnerable=True))),
        ("score down", contract_score_figure(score_contract("4HX by S", 7, vulnerable=False))),
        ("blank sheet", score_sheet_figure()),
        ("sheet", score_sheet_figure(a_rubber())),
    ]


FIGURES = ["deal", "deal hidden", "deal long suits", "auction", "auction open", "score", "score down",
           "blank sheet", "sheet"]


@pytest.mark.parametrize("index", range(len(FIGURES)), ids=FIGURES)
def test_figures_render_to_png_with_every_glyph(index):
    name, fig = all_figures()[index]
    assert name == FIGURES[index]
    png, caught = render_png(fig)
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) > 5000, name
    assert not [m for m in caught if "Glyph" in m or "missing" in m], caught
    assert all(t.get_fontfamily() == ["DejaVu Sans"] for t in texts(fig))


def test_deal_figure_positions_colours_and_markers():
    from matplotlib.colors import to_hex

    from bridgelib.render.figures import deal_figure

    fig = deal_figure(DEAL.replace(dealer=Seat.W, vulnerable={Side.EW}))
    by_text: dict[str, list] = {}
    for t in texts(fig):
        by_text.setdefault(t.get_text(), []).append(t)
    pos = {seat: by_text[seat.english][0].get_position() for seat in Seat}
    assert pos[Seat.N][1] > pos[Seat.W][1] > pos[Seat.S][1]
    assert pos[Seat.W][1] == pos[Seat.E][1] and pos[Seat.W][0] < pos[Seat.N][0] < pos[Seat.E][0]
    assert pos[Seat.N][0] == pos[Seat.S][0]
    for symbol, colour in (("♠", "#1b1b1b"), ("♥", "#c8102e"), ("♦", "#c8102e"), ("♣", "#1b1b1b")):
        assert len(by_text[symbol]) == 4 and all(to_hex(t.get_color()) == colour for t in by_text[symbol])
    # North's spades line reads A K Q, just right of North's ♠ on the same line.
    north_spade = min(by_text["♠"], key=lambda t: -t.get_position()[1])
    assert by_text["A K Q"][0].xy == (1, 0) and by_text["A K Q"][0].xycoords is north_spade
    assert len(by_text["Dealer"]) == 1 and len(by_text["Vulnerable"]) == 2
    assert "Dealer: West" in by_text and "Vulnerable: East-West" in by_text


def test_deal_figure_hides_hands():
    from bridgelib.render.figures import deal_figure

    strings = [t.get_text() for t in texts(deal_figure(DEAL, show={Seat.S}))]
    assert strings.count("13 cards, face down") == 3
    # Only South's four suit lines: ♠8765 ♥432 ♦AKQ ♣J109 (the other hands hold 8765 too).
    assert strings.count("♠") == 1 and strings.count("8 7 6 5") == 1 and strings.count("A K Q") == 1
    assert strings[strings.index("♠") + 1:strings.index("♠") + 8:2] == ["8 7 6 5", "4 3 2", "A K Q", "J 10 9"]


def test_auction_figure_starts_in_dealers_column():
    from bridgelib.render.figures import auction_figure

    for dealer in Seat:
        fig = auction_figure(Auction(dealer, "2C P"))
        found = {t.get_text(): t for t in texts(fig)}
        first = found["2"]  # the level of the first call
        assert first.get_position()[0] == found[dealer.english].get_position()[0]
        assert found["Pass"].get_position()[0] == found[dealer.left.english].get_position()[0]
        assert "?" in found and "Dealer" in found


def test_contract_score_figure_lists_items_and_total():
    from bridgelib.render.figures import contract_score_figure

    score = score_contract("6NT by N", 13, vulnerable=True)
    strings = [t.get_text() for t in texts(contract_score_figure(score))]
    for item in score.items:
        assert str(item.points) in strings
    assert "Total: N-S 970" in strings and "6NT by North, 13 tricks, vulnerable, made with 1 overtrick" in strings


def test_score_sheet_figure_blank_and_filled():
    from bridgelib.render.figures import score_sheet_figure

    blank = [t.get_text() for t in texts(score_sheet_figure())]
    assert "WE" in blank and "THEY" in blank and "Total" in blank
    assert not any(s.isdigit() for s in blank)  # nothing written in
    rubber = a_rubber()
    filled = [t.get_text() for t in texts(score_sheet_figure(rubber))]
    assert str(rubber.totals()[Side.NS]) in filled and str(rubber.totals()[Side.EW]) in filled
    assert "game 1: THEY" in filled and "game 2: WE" in filled
    assert filled.count("(deal 2)") == 3  # E-W's 120 below, 30 and 100 above


@pytest.mark.parametrize("index", range(len(FIGURES)), ids=FIGURES)
def test_figure_texts_stay_inside_the_page(index):
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    name, fig = all_figures()[index]
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    page = fig.bbox
    for t in texts(fig):
        box = t.get_window_extent(renderer)
        assert page.x0 - 1 <= box.x0 and box.x1 <= page.x1 + 1 and page.y0 - 1 <= box.y0 and box.y1 <= page.y1 + 1, \
            (name, t.get_text())


def test_blank_score_sheet_saves_as_pdf_for_printing():
    from bridgelib.render.figures import score_sheet_figure

    buf = io.BytesIO()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        score_sheet_figure().savefig(buf, format="pdf")
    assert buf.getvalue().startswith(b"%PDF") and len(buf.getvalue()) > 5000
    assert not [str(w.message) for w in caught if "missing" in str(w.message)]
