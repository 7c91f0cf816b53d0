"""Exercise sheets from a seed, and their answer keys, from :mod:`bridgelib.exercises`.

Each question is printed with its picture (the trick on the table, the auction so far,
drawn by :mod:`bridgelib.render.html`) and room for the answer; the key gives each
answer, the engine's explanation and, for a score, the itemised score. The same seed
always gives the same sheet.

How each kind of question is drawn is decided in one function, :func:`printed_question`
(its picture, its prompt, the room to answer); the rest of the handouts print the
:class:`PrintedQuestion` it returns. The lessons' quizzes are printed the same way.

>>> from bridgelib.exercises import exercise_set
>>> [answer_text(q) for q in exercise_set(seed=3, count=4)][:3]
['North', 'Yes', 'South']
>>> printed = printed_question(exercise_set(seed=3, count=1)[0])
>>> printed.kind, "Won by" in printed.picture, printed.answer
('Who wins the trick?', False, 'North')
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from html import escape
from typing import Any

from ..deal import Seat, Side
from ..exercises import CallQuestion, DeclarerQuestion, ScoreQuestion, TrickQuestion, exercise_set
from ..render.html import auction_html, call_html, contract_html, contract_score_html, trick_html
from .document import Document, answer_line, heading, paragraph, suits

__all__ = ["answer_text", "format_value", "kind_of", "PrintedQuestion", "printed_question", "question_html",
           "answer_html", "exercise_documents", "KINDS"]

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


@dataclass(frozen=True)
class PrintedQuestion:
    """A question as printed, every part HTML but ``kind`` and ``answer`` (plain text):
    the heading, the prompt, the picture, the choices to circle, the lines to write the
    answer on, and for the key the answer, the question in short, the engine's
    explanation and any detail (an itemised score). Plain data, so that a quiz worked out
    in another process is printed like the questions of a sheet."""

    kind: str
    prompt: str
    picture: str
    choices: str
    lines: str
    answer: str
    explanation: str
    question: str
    detail: str = ""


def _seat_name(seat: Seat | None) -> str:
    return seat.english if seat is not None else "nobody"


def _circle(labels: list[str]) -> str:
    return '<div class="circle">Circle one: &nbsp;' + " &nbsp;/&nbsp; ".join(suits(x) for x in labels) + "</div>"


def printed_question(question: Any, *, prompt: str | None = None, labels: Mapping[Any, str] | None = None
                     ) -> PrintedQuestion:
    """How a question is printed: the one place that draws each kind of question.

    ``prompt`` (HTML) and ``labels`` (the words of a quiz's buttons) are a lesson's quiz's
    own, for the kinds this function does not draw itself.
    """
    explanation = suits(" ".join(str(getattr(question, "explanation", "")).split()))
    said = suits(str(question.prompt))
    answer = answer_text(question, labels)
    if isinstance(question, TrickQuestion):
        return PrintedQuestion(KINDS[TrickQuestion], f"<p>{said}</p>", trick_html(question.trick, show_winner=False),
                               "", answer_line("Winner:"), answer, explanation, said)
    if isinstance(question, CallQuestion):
        turn = _seat_name(question.auction.turn)
        asked = (f"Dealer {question.auction.dealer.english}. It is {turn}'s turn to call. May {turn} call "
                 f"<b>{call_html(question.call, boxed=False)}</b> now? Circle one.")
        return PrintedQuestion(KINDS[CallQuestion], f"<p>{asked}</p>", auction_html(question.auction),
                               _circle(["Yes", "No"]), answer_line("Why:"), answer, explanation, said)
    if isinstance(question, DeclarerQuestion):
        asked = f"Dealer {question.auction.dealer.english}. The auction is over. Who is declarer?"
        return PrintedQuestion(KINDS[DeclarerQuestion], f"<p>{asked}</p>",
                               auction_html(question.auction, show_result=False), "", answer_line("Declarer:"),
                               answer, explanation, said)
    if isinstance(question, ScoreQuestion):
        vul = "vulnerable" if question.vulnerable else "not vulnerable"
        asked = (f"Contract {contract_html(question.contract, detail=False)}, declarer's side {vul}, takes "
                 f"{question.tricks} tricks. Write the score: below the line for declarer, above the line for "
                 "declarer, and above the line for the defenders (0 where nothing is written).")
        lines = "".join(answer_line(label) for label in ("Below the line, declarer:", "Above the line, declarer:",
                                                         "Above the line, defenders:"))
        return PrintedQuestion(KINDS[ScoreQuestion], f"<p>{asked}</p>", "", "", lines, answer, explanation, said,
                               contract_score_html(question.score))
    shown = prompt if prompt is not None else str(getattr(question, "picture", "")) + f"<p>{said}</p>"
    return PrintedQuestion(kind_of(question), shown, "", _circle(list(labels.values())) if labels else "", "",
                           answer, explanation, said)


def question_html(printed: PrintedQuestion, number: int, *, heading_word: str = "Question",
                  answer_space: bool = True) -> str:
    """A question in its frame: its number and kind, the prompt, its picture, the
    choices, and lines to write on (or, in a lesson, a pointer to the answers at the end)."""
    space = printed.choices + (printed.lines if answer_space else
                               '<p class="aside">The answer is at the end of this handout.</p>')
    head = f"<h3>{escape(heading_word)} {number}. {suits(printed.kind)}</h3>"
    if printed.picture:
        body = (f'{printed.prompt}<div class="pair"><div class="picture">{printed.picture}</div>'
                f'<div class="space">{space}</div></div>')
    else:
        body = printed.prompt + space
    return f'<div class="question">{head}{body}</div>'


def answer_html(printed: PrintedQuestion, number: int) -> str:
    """The key's entry: the answer, the question in short, the engine's explanation and
    the itemised score."""
    head = (f'<div class="head">{number}. {suits(printed.kind)} — <span style="font-weight:normal">Answer:</span> '
            f"{suits(printed.answer)}</div>")
    parts = [head, f'<div class="prompt">{printed.question}</div>']
    if printed.explanation:
        parts.append(f"<div>{printed.explanation}</div>")
    if printed.detail:
        parts.append(f'<div class="output">{printed.detail}</div>')
    return '<div class="entry">' + "".join(parts) + "</div>"


def _command(seed: int, count: int) -> str:
    return f"python -m bridgelib.handouts exercises --seed {seed} --count {count}"


def exercise_documents(seed: int, count: int) -> tuple[Document, Document]:
    """The exercise sheet and its answer key for ``seed`` (``count`` questions)."""
    printed = [printed_question(q) for q in exercise_set(seed=seed, count=count)]
    sheet = Document(f"Rubber bridge: exercise sheet (seed {seed})",
                     footer=f"Exercise sheet, seed {seed}, {count} questions")
    sheet.add(heading(f"Exercise sheet — seed {seed}", 1),
              paragraph("Name: ______________________________     Date: ______________"),
              paragraph(f"{count} question{'s' if count != 1 else ''}: who wins a trick, whether a call is legal, "
                        "who is declarer, and what a contract scores (rubber scoring). The answer key, with an "
                        "explanation for each answer, is printed separately. The same seed always gives the same "
                        f"sheet: {_command(seed, count)}", "muted small"))
    sheet.add(*(question_html(p, n) for n, p in enumerate(printed, 1)))
    key = Document(f"Rubber bridge: answer key (seed {seed})", footer=f"Answer key, seed {seed}, {count} questions")
    key.add(heading(f"Answer key — seed {seed}", 1),
            paragraph(f"Answers to the exercise sheet with seed {seed} ({count} questions), worked out by the "
                      "engine, each with its explanation.", "muted small"))
    key.add(*(answer_html(p, n) for n, p in enumerate(printed, 1)))
    return sheet, key
