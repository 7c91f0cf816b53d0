"""The reference card (two pages) and the blank rubber score sheet.

Every number on the card is worked out by the engine (:func:`bridgelib.score_contract`,
:func:`bridgelib.honours`, :class:`bridgelib.Rubber`), never typed in, so the card says
what the lessons and the score pad say (RULES.md 5 and 6).
"""

from __future__ import annotations

from typing import Any

from ..auction import Strain
from ..rubber import Rubber
from ..scoring import honours, score_contract
from .drawings import ladder_block, ranks_block
from .layout import (
    MUTED, PAPER, Block, Columns, Document, Heading, Indented, PageBreak, Paragraph, Style, Table, runs,
)

__all__ = ["scoring_facts", "reference_document", "score_sheet_document"]

_SMALL = Style(9.5)


def _bullet(text: str, style: Style = _SMALL) -> Block:
    para = Paragraph.parse(text, style, space_after=0.03)
    return Indented(para, 0.2, "•", style)


def scoring_facts() -> dict[str, Any]:
    """The numbers of rubber scoring, each found by scoring a contract with the engine.

    >>> facts = scoring_facts()
    >>> facts["rubber"], facts["unfinished"], facts["honours"]
    ((700, 500), (300, 100), (100, 150, 150))
    >>> facts["undertricks"][(True, 1)]   # vulnerable, doubled: 1st, 2nd and 3rd, 4th and later
    (200, 300, 300)
    """
    suits = {"C": Strain.C, "D": Strain.D, "H": Strain.H, "S": Strain.S, "NT": Strain.NT}
    tricks: dict[str, list[tuple[int, int]]] = {}
    for name in suits:
        row = []
        for dbl in ("", "X", "XX"):
            first = score_contract(f"1{name}{dbl} by S", 7, False).below
            second = score_contract(f"2{name}{dbl} by S", 8, False).below - first
            row.append((first, second))
        tricks[name] = row
    over: dict[tuple[str, bool], int] = {}
    for dbl in ("", "X", "XX"):
        for vul in (False, True):
            for name in ("C", "H", "NT"):
                s = score_contract(f"1{name}{dbl} by S", 8, vul)
                made = score_contract(f"1{name}{dbl} by S", 7, vul)
                over[(f"{name}{dbl}", vul)] = s.above - made.above
    insult = tuple(score_contract(f"1C{d} by S", 7, False).above for d in ("X", "XX"))
    insult_vul = tuple(score_contract(f"1C{d} by S", 7, True).above for d in ("X", "XX"))
    slams = {(level, vul): score_contract(f"{level}C by S", level + 6, vul).above for level in (6, 7) for vul in (False, True)}
    under: dict[tuple[bool, int], tuple[int, int, int]] = {}
    totals: dict[tuple[bool, int], list[int]] = {}
    for vul in (False, True):
        for dbl, mark in enumerate(("", "X", "XX")):
            cum = [score_contract(f"7NT{mark} by S", 13 - n, vul).defenders for n in range(1, 8)]
            totals[(vul, dbl)] = cum
            under[(vul, dbl)] = (cum[0], cum[1] - cum[0], cum[3] - cum[2])
    hon = (honours("AKQJ2.5432.32.32", "S"), honours("AKQJT.5432.32.2", "S"), honours("A32.A32.A432.A2", "NT"))
    # The rubber bonus and the unfinished rubber, from recorded rubbers.
    two_nil = Rubber()
    two_nil.record("3NT by S", 9)
    bonus_700 = sum(i.points for i in two_nil.record("3NT by S", 9) if "ubber" in i.label)
    two_one = Rubber()
    two_one.record("3NT by S", 9)
    two_one.record("3NT by E", 9)
    bonus_500 = sum(i.points for i in two_one.record("3NT by S", 9) if "ubber" in i.label)
    one_game = Rubber()
    one_game.record("3NT by S", 9)
    game_300 = sum(i.points for i in one_game.settle())
    part = Rubber()
    part.record("2C by S", 8)
    part_100 = sum(i.points for i in part.settle())
    game_sample = {c: score_contract(f"{c} by S", int(c[0]) + 6, False).below for c in ("3NT", "4H", "4S", "5C", "5D")}
    return {
        "tricks": tricks, "overtricks": over, "insult": insult, "insult_vul": insult_vul, "slams": slams,
        "undertricks": under, "undertrick_totals": totals, "honours": hon, "rubber": (bonus_700, bonus_500),
        "unfinished": (game_300, part_100), "games": game_sample,
    }


def _card_page_one(f: dict[str, Any]) -> list[Block]:
    out: list[Block] = [
        Heading("Rubber bridge — reference card", 1),
        Paragraph(runs("Four players, partners opposite: North-South against East-West. 52 cards, no jokers.",
                       _SMALL), space_after=0.06),
        Heading("Cards and the deal", 3),
        ranks_block(),
        _bullet("In the play all suits are equal, except the **trump** suit. In the auction the suits rank "
                "♣ < ♦ < ♥ < ♠ < NT."),
        _bullet("Seats N, E, S, W. **Left** is clockwise: N → E → S → W → N. N-S and E-W are the sides."),
        _bullet("The dealer deals one card at a time clockwise, starting on the left, 13 each. The deal passes to the "
                "**left** after every deal, **also after a passed-out deal**. Both sides start a rubber not vulnerable."),
        Heading("The auction", 3),
        Paragraph(runs("The dealer calls first, then clockwise. A call is a bid, Pass, Double (X) or Redouble (XX). "
                       "A bid names a level 1-7 and a strain and promises level + 6 tricks. Each bid must be higher "
                       "than the last bid: a higher level, or the same level and a higher strain. "
                       "A player who passed may bid later.", _SMALL), space_after=0.06),
        ladder_block(),
        Columns(
            [Heading("Calls and the contract", 3),
             _bullet("**Double (X)**: only the last bid, only an opponent's, only if nothing but passes followed "
                     "it, and not a bid already doubled."),
             _bullet("**Redouble (XX)**: only the last double, only an opponent's, only if nothing but passes "
                     "followed it, and not one already redoubled."),
             _bullet("A new bid cancels an earlier double or redouble."),
             _bullet("The auction ends when a bid, double or redouble is followed by **three passes**. Four passes "
                     "at the start: the deal is **passed out** (no score; the deal passes to the left)."),
             _bullet("The last bid is the **contract**, doubled or redoubled or not. **Declarer** is the player of "
                     "the side that won the contract who **first** named its strain; declarer's partner is "
                     "**dummy**.")],
            [Heading("The play", 3),
             _bullet("The player on declarer's left makes the **opening lead**; then dummy spreads the hand face "
                     "up, trumps on dummy's right. Declarer plays both hands, each strictly in its turn."),
             _bullet("**Follow suit** if you can; if you cannot, play any card (you need not trump)."),
             _bullet("The **highest trump** wins the trick; if no trump was played, the highest card of the suit "
                     "led. The winner of a trick leads to the next."),
             _bullet("A **claim** states a full plan. If a defender disputes it, play goes on with declarer's hand "
                     "face up and doubtful points go against the claimer."),
             _bullet("Irregularities are settled by the Laws: no invented penalties.")],
            weights=[1.0, 1.0]),
    ]
    return out


def _card_page_two(f: dict[str, Any]) -> list[Block]:
    t = f["tricks"]
    size = 9.0
    trick_rows: list[list[Any]] = [["Strain", "Per trick", "Doubled", "Redoubled"]]
    for label, name, k in (("♣ ♦", "C", 0), ("♥ ♠", "H", 0), ("NT, 1st trick", "NT", 0), ("NT, each next", "NT", 1)):
        trick_rows.append([runs(label, Style(size))] + [str(t[name][d][k]) for d in range(3)])
    o = f["overtricks"]
    over_rows: list[list[Any]] = [["Each overtrick", "Not vul", "Vul"],
                                  [runs("Undoubled ♣ ♦", Style(size)), str(o[("C", False)]), str(o[("C", True)])],
                                  [runs("Undoubled ♥ ♠ NT", Style(size)), str(o[("H", False)]), str(o[("H", True)])],
                                  ["Doubled", str(o[("CX", False)]), str(o[("CX", True)])],
                                  ["Redoubled", str(o[("CXX", False)]), str(o[("CXX", True)])]]
    s = f["slams"]
    bonus_rows: list[list[Any]] = [["Bonus", "Not vul", "Vul"],
                                   ["Doubled contract made (\u201cinsult\u201d)", str(f["insult"][0]), str(f["insult_vul"][0])],
                                   ["Redoubled contract made", str(f["insult"][1]), str(f["insult_vul"][1])],
                                   ["Small slam (level 6) bid and made", str(s[(6, False)]), str(s[(6, True)])],
                                   ["Grand slam (level 7) bid and made", str(s[(7, False)]), str(s[(7, True)])]]
    u = f["undertricks"]
    heads = ["", "Not vul", "Not vul X", "Not vul XX", "Vul", "Vul X", "Vul XX"]
    under_rows: list[list[Any]] = [["Undertrick"] + heads[1:]]
    for k, label in enumerate(("1st", "2nd and 3rd, each", "4th and later, each")):
        under_rows.append([label] + [str(u[(vul, d)][k]) for vul in (False, True) for d in range(3)])
    tot = f["undertrick_totals"]
    total_rows: list[list[Any]] = [["Total, down"] + heads[1:]]
    for n in range(7):
        total_rows.append([f"{n + 1} down"] + [str(tot[(vul, d)][n]) for vul in (False, True) for d in range(3)])
    right = ["left"] + ["right"] * 6
    g = f["games"]
    h100, h150, aces = f["honours"]
    r700, r500 = f["rubber"]
    u300, u100 = f["unfinished"]
    small = Style(size)
    return [
        Heading("Rubber bridge — scoring", 1),
        Columns(
            [Heading("Below the line: trick points", 3),
             Paragraph(runs("For declarer, only when the contract is made, and only for the tricks bid (over six, up "
                            "to the contract's level).", small), space_after=0.05),
             Table(trick_rows, align=["left", "right", "right", "right"], size=size, full_width=True, pad=0.032, space_after=0.08),
             Paragraph.parse(f"**Game** = **100 or more below the line**, in one deal or several: 3NT = {g['3NT']}, "
                             f"4♥ or 4♠ = {g['4H']}, 5♣ or 5♦ = {g['5C']}. A side that wins a game is **vulnerable** "
                             "for the rest of the rubber.", small, space_after=0.0)],
            [Heading("Above the line for declarer", 3),
             Table(over_rows, align=["left", "right", "right"], size=size, full_width=True, pad=0.032, space_after=0.08),
             Table(bonus_rows, align=["left", "right", "right"], size=size, full_width=True, pad=0.032, space_after=0.04),
             Paragraph(runs("A slam bonus only for a slam bid and made. All bonuses are added to everything else.",
                            small), space_after=0.0)],
            weights=[1.0, 1.0]),
        Heading("Above the line for the defenders: undertricks (the contract failed)", 3),
        Paragraph(runs("X = doubled, XX = redoubled; \u201cvul\u201d is the declaring side's vulnerability. "
                       "Declarer scores nothing for a failed contract.", small), space_after=0.05),
        Table(under_rows, align=right, size=size, full_width=True, pad=0.032, space_after=0.08),
        Table(total_rows, align=right, size=size, full_width=True, pad=0.032, space_after=0.1),
        Columns(
            [Heading("Honours", 3),
             _bullet(f"Trump contract: four of the trump A K Q J 10 in one hand **{h100}**; all five in one hand "
                     f"**{h150}**."),
             _bullet(f"No-trump: all **four aces in one hand {aces}**."),
             _bullet("Above the line, for **either side**, made or not; **one hand only**, never combined across "
                     "partners. Claim them before the next deal is dealt.")],
            [Heading("The rubber", 3),
             _bullet("After a game a line is drawn: the next game starts from zero for both sides."),
             _bullet(f"The first side to win **two games** wins the rubber: bonus **{r700}** if the opponents won no "
                     f"game, **{r500}** if they won one."),
             _bullet(f"Unfinished rubber: **{u300}** to the winner of the only game completed; **{u100}** to the only "
                     "side with a part-score in the unfinished game (none if both have one)."),
             _bullet("Add everything above and below the line: the larger total wins the difference.")],
            weights=[1.0, 1.0]),
    ]


def reference_document(paper: str = "a4") -> Document:
    """The reference card: page 1 the game (cards, auction, play), page 2 the scoring."""
    facts = scoring_facts()
    doc = Document("Rubber bridge: reference card", paper=paper, subject="Rank order, bidding ladder, calls, "
                   "play and rubber scoring", margins=(0.55, 0.55, 0.45, 0.55))
    doc.add(_card_page_one(facts))
    doc.add(PageBreak())
    doc.add(_card_page_two(facts))
    return doc


def score_sheet_document(paper: str = "a4") -> Document:
    """A blank rubber score sheet: a full page, then two half-page sheets to cut apart."""
    from ..render.figures import score_sheet_figure
    from .drawings import figure_block
    from .layout import Page

    W, H = PAPER[paper]
    doc = Document("Rubber bridge: blank score sheet", paper=paper, subject="A blank rubber score sheet (WE / THEY)")
    doc.add_page(lambda: score_sheet_figure(size=(W, H)), "WE THEY score sheet (full page)")

    def two_up() -> Any:
        page = Page((H, W))  # landscape: two half sheets
        half = H / 2
        for k in range(2):
            block = figure_block(score_sheet_figure, size=(half, W))
            block.painter(page.axes(k * half, 0, half, W))
        page.line(half, 0.15, half, W - 0.15, color="#9a988c", width=0.5)
        page.ax.lines[-1].set_linestyle((0, (4, 4)))
        page.text(half + 0.05, 0.2, "✂ cut here", Style(7, color=MUTED), rotation=90)
        return page.fig

    doc.add_page(two_up, "two half-page score sheets")
    return doc
