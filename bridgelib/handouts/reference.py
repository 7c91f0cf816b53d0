"""The reference card (two pages) and the blank rubber score sheet, as HTML documents.

Every number on the card is worked out by the engine, in one function,
:func:`scoring_facts` (contracts scored with :func:`bridgelib.score_contract`, honours
with :func:`bridgelib.honours`, rubbers recorded on a :class:`bridgelib.Rubber`), never
typed in, so the card says what the lessons and the score pad say (RULES.md 5 and 6).
The ranks and the bidding ladder are drawn with the engine's card and call pictures
(:mod:`bridgelib.render.html`).

>>> doc = reference_document()
>>> doc.html().count('page-break"')
1
"""

from __future__ import annotations

from typing import Any

from ..auction import Bid, Contract, Strain
from ..cards import Card, Rank, Suit
from ..render.html import call_html, card_html, suit_html
from ..scoring import SCORING_TABLE
from .document import Document, heading, keep, paragraph

__all__ = ["scoring_facts", "reference_document", "score_sheet_document"]

_STRAINS = (Strain.C, Strain.D, Strain.H, Strain.S, Strain.NT)

_CARD_STYLE = """
.card-page { font-size: 9pt; line-height: 1.34; }
.card-page h1 { font-size: 15pt; }
.card-page h3 { font-size: 10pt; margin: 2.4mm 0 1mm 0; }
.card-page p, .card-page li { margin-bottom: 0.9mm; }
.card-page ul { margin-bottom: 1mm; }
.ranks { display: flex; justify-content: space-between; margin: 1mm 0 1.5mm 0; font-size: 11pt; }
.ranks-ends { display: flex; justify-content: space-between; font-size: 7pt; color: #5a5a52; }
.ladder { border-collapse: collapse; margin: 1mm 0 1mm 0; font-size: 10pt; }
.ladder td { padding: 0.45mm 1.2mm; text-align: center; }
.ladder td.bid { min-width: 12mm; }
.ladder td.bid .bb-box { min-width: 9mm; text-align: center; }
.ladder td.game { background: #e6e1cc; }
.ladder td.slam { background: #f3d3d8; }
.ladder td.label { text-align: left; font-size: 8pt; color: #1b1b1b; padding-left: 3mm; }
.legend span.swatch { display: inline-block; width: 3.5mm; height: 2.5mm; margin: 0 1mm 0 3mm;
                      vertical-align: middle; border: 0.4pt solid #9c9a8e; }
table.text.card-table { font-size: 8pt; margin-bottom: 1.6mm; }
table.text.card-table td, table.text.card-table th { padding: 0.35mm 1.6mm; }
"""


def _trick_points(strain: Strain, level: int, doubled: int = 0) -> int:
    """Below the line for ``level`` tricks bid and made in ``strain``, from the table."""
    first, later = (value * SCORING_TABLE.multiplier[doubled] for value in SCORING_TABLE.trick_values[strain])
    return first + later * (level - 1)


def scoring_facts() -> dict[str, Any]:
    """The numbers of rubber scoring, read from the engine's scoring tables
    (:data:`bridgelib.scoring.SCORING_TABLE`, which the engine scores with): this is the
    one place the card gets its numbers from.

    >>> facts = scoring_facts()
    >>> facts["rubber"], facts["unfinished"], facts["honours"]
    ((700, 500), (300, 100), (100, 150, 150))
    >>> facts["undertricks"][(True, 1)]   # vulnerable, doubled: 1st, 2nd and 3rd, 4th and later
    (200, 300, 300)
    >>> facts["game_levels"]["NT"], facts["game_levels"]["H"], facts["game_levels"]["C"]
    (3, 4, 5)
    """
    table = SCORING_TABLE
    suits = {"C": Strain.C, "D": Strain.D, "H": Strain.H, "S": Strain.S, "NT": Strain.NT}
    tricks = {name: [(_trick_points(strain, 1, d), _trick_points(strain, 2, d) - _trick_points(strain, 1, d))
                     for d in (0, 1, 2)] for name, strain in suits.items()}
    over = {(f"{name}{mark}", vul): (table.overtricks_doubled[(d, vul)] if d else table.trick_values[suits[name]][1])
            for d, mark in enumerate(("", "X", "XX")) for vul in (False, True) for name in ("C", "H", "NT")}
    insult = (table.insult[1], table.insult[2])
    under = dict(table.undertricks)
    totals = {key: [sum(first if k == 1 else second if k <= 3 else later for k in range(1, n + 1)) for n in range(1, 8)]
              for key, (first, second, later) in under.items()}
    game_sample = {c: _trick_points(Strain.parse(c[1:]), int(c[0])) for c in ("3NT", "4H", "4S", "5C", "5D")}
    # The lowest level that scores a game (100 below the line) in each strain.
    game_levels = {name: min(level for level in range(1, 8) if _trick_points(strain, level) >= table.game)
                   for name, strain in suits.items()}
    return {
        "tricks": tricks, "overtricks": over, "insult": insult, "insult_vul": insult, "slams": dict(table.slam_bonus),
        "undertricks": under, "undertrick_totals": totals, "honours": table.honours, "rubber": table.rubber_bonus,
        "unfinished": table.unfinished, "games": game_sample, "game_levels": game_levels,
    }


def _bullets(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{paragraph(item)[3:-4]}</li>" for item in items) + "</ul>"


def _ranks() -> str:
    chips = " ".join(card_html(Card(Suit.S, rank)) for rank in sorted(Rank, reverse=True))
    return ('<div class="keep"><div class="ranks-ends"><span>High</span><span>Low</span></div>'
            f'<div class="ranks">{chips}</div></div>')


def _ladder(game_levels: dict[str, int]) -> str:
    """The bidding ladder, level 7 at the top: each bid as the engine draws it, the bids
    that score a game shaded, the slams in red, each level's tricks."""
    names = {Strain.C: "C", Strain.D: "D", Strain.H: "H", Strain.S: "S", Strain.NT: "NT"}
    rows = []
    for level in range(7, 0, -1):
        cells = []
        for strain in _STRAINS:
            kind = "slam" if level >= 6 else ("game" if level >= game_levels[names[strain]] else "")
            cells.append(f'<td class="bid {kind}">{call_html(Bid(level, strain))}</td>')
        tricks = Contract(level, Strain.NT).tricks_needed
        extra = {7: " · grand slam", 6: " · small slam"}.get(level, "")
        cells.append(f'<td class="label">level {level}: {tricks} tricks{extra}</td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
    legend = ('<div class="legend small"><span>cheapest bid at the bottom, dearest at the top</span>'
              '<span class="swatch" style="background:#e6e1cc"></span>game if made (100+ below)'
              '<span class="swatch" style="background:#f3d3d8"></span>slam</div>')
    return keep(legend, '<table class="ladder">' + "".join(rows) + "</table>")


def _card_page_one() -> str:
    facts = scoring_facts()
    order = " &lt; ".join(f"{suit_html(s)} {s.english}" for s in _STRAINS)
    return "".join((
        heading("Rubber bridge — reference card", 1),
        paragraph("Four players, partners opposite: North-South against East-West. 52 cards, no jokers."),
        heading("Cards and the deal", 3),
        _ranks(),
        f"<p><b>Bidding order (lowest first):</b> {order}</p>",
        _bullets("In the play all suits are equal, except the **trump** suit. In the auction the suits rank "
                 "♣ < ♦ < ♥ < ♠ < NT.",
                 "Seats N, E, S, W. **Left** is clockwise: N → E → S → W → N. N-S and E-W are the sides.",
                 "The first dealer is chosen at random (say, the player who draws the highest card). "
                 "The dealer deals one card at a time clockwise, starting on the left, 13 each. The deal passes to "
                 "the **left** after every deal, **also after a passed-out deal**. Both sides start a rubber not "
                 "vulnerable."),
        heading("The auction", 3),
        paragraph("The dealer calls first, then clockwise. A call is a bid, Pass, Double (X) or Redouble (XX). "
                  "A bid names a level 1-7 and a strain and promises level + 6 tricks. Each bid must be higher "
                  "than the last bid: a higher level, or the same level and a higher strain. "
                  "A player who passed may bid later."),
        _ladder(facts["game_levels"]),
        '<div class="columns"><div>',
        heading("Calls and the contract", 3),
        _bullets("**Double (X)**: only the last bid, only an opponent's, only if nothing but passes followed "
                 "it, and not a bid already doubled.",
                 "**Redouble (XX)**: only the last double, only an opponent's, only if nothing but passes "
                 "followed it, and not one already redoubled.",
                 "A new bid cancels an earlier double or redouble.",
                 "The auction ends when a bid, double or redouble is followed by **three passes**. Four passes "
                 "at the start: the deal is **passed out** (no score; the deal passes to the left).",
                 "The last bid is the **contract**, doubled or redoubled or not. **Declarer** is the player of "
                 "the side that won the contract who **first** named its strain; declarer's partner is "
                 "**dummy**."),
        "</div><div>",
        heading("The play", 3),
        _bullets("The player on declarer's left makes the **opening lead**; then dummy spreads the hand face "
                 "up, trumps on dummy's right. Declarer plays both hands, each strictly in its turn.",
                 "**Follow suit** if you can; if you cannot, play any card (you need not trump).",
                 "The **highest trump** wins the trick; if no trump was played, the highest card of the suit "
                 "led. The winner of a trick leads to the next.",
                 "A **claim** states a full plan. If a defender disputes it, play goes on with declarer's hand "
                 "face up, declarer is **bound by the stated plan** and doubtful points go against the claimer.",
                 "Irregularities are settled by the Laws: no invented penalties."),
        "</div></div>",
    ))


def _table(rows: list[list[str]], numeric_from: int = 1) -> str:
    """A table of the card: the first row is the heading; cells are HTML."""
    def row(cells: list[str], tag: str) -> str:
        return "<tr>" + "".join(f'<{tag}{" class=n" if k >= numeric_from else ""}>{c}</{tag}>'
                                for k, c in enumerate(cells)) + "</tr>"

    return ('<table class="text wide card-table">' + row(rows[0], "th")
            + "".join(row(r, "td") for r in rows[1:]) + "</table>")


def _card_page_two() -> str:
    f = scoring_facts()
    t, o, s, u, tot = f["tricks"], f["overtricks"], f["slams"], f["undertricks"], f["undertrick_totals"]
    club_diamond = f"{suit_html(Strain.C)} {suit_html(Strain.D)}"
    heart_spade = f"{suit_html(Strain.H)} {suit_html(Strain.S)}"
    trick_rows = [["Strain", "Per trick", "Doubled", "Redoubled"]]
    for label, name, k in ((club_diamond, "C", 0), (heart_spade, "H", 0), ("NT, 1st trick", "NT", 0),
                           ("NT, each next", "NT", 1)):
        trick_rows.append([label] + [str(t[name][d][k]) for d in range(3)])
    over_rows = [["Each overtrick", "Not vul", "Vul"],
                 [f"Undoubled {club_diamond}", str(o[("C", False)]), str(o[("C", True)])],
                 [f"Undoubled {heart_spade} NT", str(o[("H", False)]), str(o[("H", True)])],
                 ["Doubled", str(o[("CX", False)]), str(o[("CX", True)])],
                 ["Redoubled", str(o[("CXX", False)]), str(o[("CXX", True)])]]
    bonus_rows = [["Bonus", "Not vul", "Vul"],
                  ["Doubled contract made (\u201cinsult\u201d)", str(f["insult"][0]), str(f["insult_vul"][0])],
                  ["Redoubled contract made", str(f["insult"][1]), str(f["insult_vul"][1])],
                  ["Small slam (level 6) bid and made", str(s[(6, False)]), str(s[(6, True)])],
                  ["Grand slam (level 7) bid and made", str(s[(7, False)]), str(s[(7, True)])]]
    heads = ["Not vul", "Not vul X", "Not vul XX", "Vul", "Vul X", "Vul XX"]
    under_rows = [["Undertrick"] + heads]
    for k, label in enumerate(("1st", "2nd and 3rd, each", "4th and later, each")):
        under_rows.append([label] + [str(u[(vul, d)][k]) for vul in (False, True) for d in range(3)])
    total_rows = [["Total, down"] + heads]
    for n in range(7):
        total_rows.append([f"{n + 1} down"] + [str(tot[(vul, d)][n]) for vul in (False, True) for d in range(3)])
    g = f["games"]
    h100, h150, aces = f["honours"]
    r700, r500 = f["rubber"]
    u300, u100 = f["unfinished"]
    return "".join((
        heading("Rubber bridge — scoring", 1),
        '<div class="columns"><div>',
        heading("Below the line: trick points", 3),
        paragraph("For declarer, only when the contract is made, and only for the tricks bid (over six, up to "
                  "the contract's level)."),
        _table(trick_rows),
        paragraph(f"**Game** = **100 or more below the line**, in one deal or several: 3NT = {g['3NT']}, "
                  f"4♥ or 4♠ = {g['4H']}, 5♣ or 5♦ = {g['5C']}. A side that wins a game is **vulnerable** for "
                  "the rest of the rubber."),
        "</div><div>",
        heading("Above the line for declarer", 3),
        _table(over_rows),
        _table(bonus_rows),
        paragraph("A slam bonus only for a slam bid and made. All bonuses are added to everything else."),
        "</div></div>",
        heading("Above the line for the defenders: undertricks (the contract failed)", 3),
        paragraph("X = doubled, XX = redoubled; \u201cvul\u201d is the declaring side's vulnerability. "
                  "Declarer scores nothing for a failed contract."),
        _table(under_rows),
        _table(total_rows),
        '<div class="columns"><div>',
        heading("Honours", 3),
        _bullets(f"Trump contract: four of the trump A K Q J 10 in one hand **{h100}**; all five in one hand "
                 f"**{h150}**.",
                 f"No-trump: all **four aces in one hand {aces}**.",
                 "Above the line, for **either side**, made or not; **one hand only**, never combined across "
                 "partners. Claim them before the next deal is dealt."),
        "</div><div>",
        heading("The rubber", 3),
        _bullets("After a game a line is drawn: the next game starts from zero for both sides.",
                 f"The first side to win **two games** wins the rubber: bonus **{r700}** if the opponents won no "
                 f"game, **{r500}** if they won one.",
                 f"Unfinished rubber: **{u300}** to the winner of the only game completed; **{u100}** to the only "
                 "side with a part-score in the unfinished game (none if both have one).",
                 "Add everything above and below the line: the larger total wins the difference."),
        "</div></div>",
    ))


def reference_document() -> Document:
    """The reference card: page 1 the game (cards, auction, play), page 2 the scoring."""
    doc = Document("Rubber bridge: reference card", footer="Rubber bridge, reference card", style=_CARD_STYLE)
    doc.add('<div class="card-page">', _card_page_one(), "</div>",
            '<div class="card-page page-break">', _card_page_two(), "</div>")
    return doc


# --- the blank score sheet -----------------------------------------------------------------------
_SHEET_STYLE = """
.sheet { break-inside: avoid; }
.sheet h1 { text-align: center; border: none; font-size: 15pt; margin-bottom: 0.5mm; }
.sheet .sides { text-align: center; font-size: 8pt; color: #5a5a52; margin-bottom: 3mm; }
.sheet table { border-collapse: collapse; width: 100%; }
.sheet td { height: var(--row); border-bottom: 0.4pt solid #c9c6b8; padding: 0; }
.sheet td.side { width: 5mm; border: none; font-size: 6.5pt; color: #5a5a52; vertical-align: middle;
                 text-align: center; }
.sheet td.side span { display: inline-block; transform: rotate(-90deg); white-space: nowrap; }
.sheet td.we { border-right: 1.4pt solid #1b1b1b; }
.sheet th { font-size: 13pt; padding: 1mm 0; border-bottom: 1.2pt solid #1b1b1b; }
.sheet th.we { border-right: 1.4pt solid #1b1b1b; }
.sheet tr.the-line td.we, .sheet tr.the-line td.they { border-bottom: 1.6pt solid #1b1b1b; }
.sheet tr.total td { border-bottom: none; font-weight: bold; font-size: 9pt; vertical-align: top;
                     padding-top: 1mm; }
.sheet tr.total td.we, .sheet tr.total td.they { border-top: 1.2pt solid #1b1b1b; }
.sheet .rules { font-size: 7pt; color: #5a5a52; margin-top: 3mm; }
.sheet .rules p { margin: 0 0 0.6mm 0; }
.two-up { display: flex; gap: 0; break-before: page; }
.two-up > .sheet { flex: 1 1 0; padding: 0 4mm; }
.two-up > .cut { flex: 0 0 auto; border-left: 0.6pt dashed #9a988c; font-size: 6.5pt; color: #5a5a52;
                 writing-mode: vertical-rl; padding-left: 0.5mm; }
.two-up .sheet h1 { font-size: 12pt; }
"""


def _sheet(row: str, above: int, below: int) -> str:
    """A blank WE / THEY sheet: ``above`` rows above the line, ``below`` under it."""
    f = scoring_facts()
    r700, r500 = f["rubber"]
    rows = ['<tr><td class="side"></td><th class="we">WE</th><th class="they">THEY</th></tr>']
    for k in range(above + below):
        cls = ' class="the-line"' if k == above - 1 else ""
        side = ""
        if k in (0, above):
            span = above if k == 0 else below
            words = "above the line" if k == 0 else "below the line"
            side = f'<td class="side" rowspan="{span}"><span>{words}</span></td>'
        rows.append(f'<tr{cls}>{side}<td class="we"></td><td class="they"></td></tr>')
    rows.append('<tr class="total"><td class="side"></td><td class="we">Total</td><td class="they"></td></tr>')
    rules = (f"<p>Game: {f['games']['3NT']} points or more below the line (one deal or several). Draw a line "
             "under a game.</p>"
             f"<p>Rubber: the first side to win two games. Bonus {r700} (two games to none), {r500} (two to "
             "one).</p><p>Add everything above and below the line; the larger total wins the difference.</p>")
    return (f'<div class="sheet" style="--row:{row}"><h1>Rubber bridge score sheet</h1>'
            '<div class="sides">WE = North-South &nbsp;&nbsp; THEY = East-West</div>'
            f'<table>{"".join(rows)}</table><div class="rules">{rules}</div></div>')


def score_sheet_document() -> Document:
    """A blank rubber score sheet: a full page, then two half-width sheets to cut apart."""
    doc = Document("Rubber bridge: blank score sheet", footer="Rubber bridge, blank score sheet",
                   style=_SHEET_STYLE)
    half = _sheet("5.6mm", 12, 20)
    doc.add(_sheet("6mm", 12, 18),
            f'<div class="two-up">{half}<div class="cut">✂ cut here</div>{half}</div>')
    return doc
