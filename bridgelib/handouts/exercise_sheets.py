"""Exercise sheets from a seed, and their answer keys, from :mod:`bridgelib.exercises`.

Each question is printed with its picture (the trick on the table, the auction so far)
and room for the answer; the key gives each answer and the engine's explanation, and
for a score the itemised score. The same seed always gives the same sheet.

>>> from bridgelib.exercises import exercise_set
>>> [answer_text(q) for q in exercise_set(seed=3, count=4)][:3]
['North', 'Yes', 'South']
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from ..deal import Seat, Side
from ..exercises import CallQuestion, DeclarerQuestion, ScoreQuestion, TrickQuestion, exercise_set
from .drawings import answer_lines, auction_grid_block, contract_runs, trick_block
from .layout import (
    MUTED, Block, Box, Columns, Document, Group, Heading, Paragraph, Run, Spacer, Style, Table, runs,
)

__all__ = ["answer_text", "format_value", "kind_of", "question_blocks", "answer_blocks", "exercise_documents", "KINDS"]

KINDS = {
    TrickQuestion: "Who wins the trick?",
    CallQuestion: "Is the call legal?",
    DeclarerQuestion: "Who is declarer?",
    ScoreQuestion: "Score the contract",
}
"""The heading of each kind of question."""


def answer_text(question: Any, labels: Mapping[Any, str] | None = None) -> str:
    """The answer in words: a seat's name, Yes/No, or the three scores. ``labels`` maps
    answers to the words of a quiz's buttons (a lesson's own questions).

    >>> from bridgelib.exercises import ScoreQuestion
    >>> from bridgelib import Contract
    >>> answer_text(ScoreQuestion(Contract.parse("4HX by S"), 7, False))
    'Below the line 0; above the line for declarer 0; above the line for the defenders 500'
    """
    answer = question.answer
    if isinstance(question, ScoreQuestion):
        below, above, defenders = answer
        return (f"Below the line {below}; above the line for declarer {above}; "
                f"above the line for the defenders {defenders}")
    if labels:
        for value, label in labels.items():
            try:
                if value == answer and type(value) is type(answer):
                    return label
            except Exception:  # noqa: BLE001 - values that cannot be compared are skipped
                continue
    return format_value(answer)


def format_value(value: Any) -> str:
    """A value in words: seats and sides by name, sets of sides as a vulnerability,
    True/False as Yes/No, tuples item by item.

    >>> from bridgelib import Side
    >>> format_value((Side.EW, 230)), format_value(frozenset()), format_value(True)
    ('East-West, 230', 'Neither side', 'Yes')
    """
    from ..render.html import vulnerability_text

    if isinstance(value, bool):
        return "Yes" if value else "No"
    if value is None:
        return "None"
    if isinstance(value, (Seat, Side)):
        return value.english
    if isinstance(value, (set, frozenset)) and all(isinstance(v, Side) for v in value):
        return vulnerability_text(value)
    if isinstance(value, (tuple, list, set, frozenset)):
        items = sorted(value, key=str) if isinstance(value, (set, frozenset)) else value
        return ", ".join(format_value(v) for v in items)
    english = getattr(value, "english", None)
    if isinstance(english, str):
        return english
    return str(value)


def kind_of(question: Any) -> str:
    """The heading of a question: its kind, or the first line of its class's docstring."""
    if type(question) in KINDS:
        return KINDS[type(question)]
    doc = (type(question).__doc__ or "").strip().split("\n\n")[0]
    doc = " ".join(doc.split())
    if not doc or doc.startswith(type(question).__name__ + "("):  # none, or a dataclass's generated doc
        return "Question"
    m = re.match(r"(.+?[.?!])(\s|$)", doc)
    return (m.group(1) if m else doc).rstrip(".")


def _prompt(question: Any) -> list[Run]:
    """The question in words, suits in colour. The trick and the auction are drawn, so
    their prompts are shortened to the question itself."""
    if isinstance(question, TrickQuestion):
        return runs(question.prompt)
    if isinstance(question, CallQuestion):
        turn = question.auction.turn
        items = runs(f"Dealer {question.auction.dealer.english}. It is {turn.english}'s turn to call. "  # type: ignore[union-attr]
                     f"May {turn.english} call ")  # type: ignore[union-attr]
        from .drawings import call_runs

        items += call_runs(question.call, Style(bold=True)) + runs(" now? Circle one.")
        return items
    if isinstance(question, DeclarerQuestion):
        return runs(f"Dealer {question.auction.dealer.english}. The auction is over. Who is declarer?")
    if isinstance(question, ScoreQuestion):
        vul = "vulnerable" if question.vulnerable else "not vulnerable"
        items = runs("Contract ") + contract_runs(question.contract, Style(bold=True))
        items += runs(f", declarer's side {vul}, takes {question.tricks} tricks. "
                      "Write the score: below the line for declarer, above the line for declarer, and above the "
                      "line for the defenders (0 where nothing is written).")
        return items
    return runs(str(question.prompt))


def question_blocks(question: Any, number: int, *, answer_space: bool = True, heading: str | None = None) -> list[Block]:
    """One question: its number and kind, the prompt, its picture, room to answer."""
    kind = kind_of(question)
    head = f"{heading or 'Question'} {number}. {kind}"
    blocks: list[Block] = [Paragraph(runs(head, Style(11, bold=True)), space_after=0.05),
                           Paragraph(_prompt(question), space_after=0.08)]
    picture: Block | None = None
    answers: list[Block] = []
    if isinstance(question, TrickQuestion):
        picture = trick_block(question.trick, show_winner=False)
        answers = [answer_lines(["Winner:"], width=2.6)]
    elif isinstance(question, CallQuestion):
        picture = auction_grid_block(question.auction)
        answers = [Paragraph(runs("Circle one:  Yes  /  No", Style(10.5, bold=True)), space_after=0.05),
                   answer_lines(["Why:"], width=2.6)]
    elif isinstance(question, DeclarerQuestion):
        picture = auction_grid_block(question.auction)
        answers = [answer_lines(["Declarer:"], width=2.6)]
    elif isinstance(question, ScoreQuestion):
        answers = [answer_lines(["Below the line, declarer:", "Above the line, declarer:",
                                 "Above the line, defenders:"])]
    if not answer_space:
        answers = [Paragraph(runs("The answer is at the end of this handout.", Style(9, italic=True, color=MUTED)),
                             space_after=0.0)]
    if picture is not None:
        picture.align = "left"  # type: ignore[attr-defined]
        width = getattr(picture, "width", 3.5)
        blocks.append(Columns([picture], [Spacer(0.3)] + answers, weights=[width + 0.1, max(2.4, 6.7 - width)],
                              gap=0.2))
    else:
        blocks += answers
    return blocks


def answer_blocks(question: Any, number: int, labels: Mapping[Any, str] | None = None) -> list[Block]:
    """The key's entry: the answer, the engine's explanation, the itemised score."""
    kind = kind_of(question)
    items: list[Run] = runs(f"{number}. {kind} — ", Style(10.5, bold=True))
    items += runs("Answer: ", Style(10.5)) + runs(answer_text(question, labels), Style(10.5, bold=True))
    blocks: list[Block] = [Paragraph(items, space_after=0.03),
                           Paragraph(runs(str(question.prompt), Style(8.5, color=MUTED)), space_after=0.03)]
    explanation = getattr(question, "explanation", "")
    if explanation:
        blocks.append(Paragraph(runs(str(explanation), Style(9.5)), space_after=0.06))
    if isinstance(question, ScoreQuestion):
        rows: list[list[Any]] = [["What for", "Points", "Side", "Where"]]
        for item in question.score.items:
            side = "N-S" if item.side is Side.NS else "E-W"
            rows.append([runs(str(item.label), Style(9)), str(item.points), side, f"{item.line} the line"])
        if len(rows) == 1:
            rows.append(["Nothing is scored", "0", "", ""])
        blocks.append(Table(rows, align=["left", "right", "left", "left"], size=9, space_after=0.06))
    return [Group(blocks, space_after=0.16)]


def _command(seed: int, count: int) -> str:
    return f"python -m bridgelib.handouts exercises --seed {seed} --count {count}"


def exercise_documents(seed: int, count: int, paper: str = "a4") -> tuple[Document, Document, list[Any]]:
    """The exercise sheet and its answer key for ``seed`` (``count`` questions), and the
    questions themselves."""
    questions = exercise_set(seed=seed, count=count)
    footer = f"Exercise sheet, seed {seed}, {count} questions"
    sheet = Document(f"Rubber bridge: exercise sheet (seed {seed})", paper=paper, footer=footer,
                     subject="Exercises on tricks, calls, declarer and scoring")
    sheet.add(Heading(f"Exercise sheet — seed {seed}", 1))
    sheet.add(Paragraph(runs("Name: ______________________________     Date: ______________", Style(10.5)),
                        space_after=0.1))
    sheet.add(Paragraph(runs(
        f"{count} question{'s' if count != 1 else ''}: who wins a trick, whether a call is legal, who is declarer, "
        "and what a contract scores (rubber scoring). The answer key, with an explanation for each answer, is "
        "printed separately. The same seed always gives the same sheet: "
        f"{_command(seed, count)}", Style(9.5, color=MUTED)), space_after=0.2))
    for n, q in enumerate(questions, 1):
        sheet.add(Box(question_blocks(q, n), fill="white", edge="#9c9a8e"))
    key = Document(f"Rubber bridge: answer key (seed {seed})", paper=paper,
                   footer=f"Answer key, seed {seed}, {count} questions", subject="Answers to the exercise sheet")
    key.add(Heading(f"Answer key — seed {seed}", 1))
    key.add(Paragraph(runs(f"Answers to the exercise sheet with seed {seed} ({count} questions), worked out "
                           "by the engine, each with its explanation.", Style(9.5, color=MUTED)), space_after=0.2))
    for n, q in enumerate(questions, 1):
        key.add(answer_blocks(q, n))
    key.add(Spacer(0.1))
    return sheet, key, questions
