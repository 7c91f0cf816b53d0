"""Exercise sheets from a seed, and their answer keys, from :mod:`bridgelib.exercises`.

Each question is printed with its picture (the trick on the table, the auction so far)
and room for the answer; the key gives each answer, the picture as it is once answered
(the trick's winner, the auction's contract), the engine's explanation and, for a score,
the itemised score. The same seed always gives the same sheet.

A question is printed from the protocol of :mod:`bridgelib.questions` alone, in one
function, :func:`printed_question`: the picture is its ``figure`` drawn by
:func:`bridgelib.render.questions.picture_html`, the room to answer is built from its
``answer_kind`` (:func:`answer_room`), the key's answer is said with the kind's own
labels (:func:`answer_text`); only the short heading of each kind (:data:`KINDS`) is the
paper's own. So any question, of the course or of a lesson, is printed the same way; the
rest of the handouts print the :class:`PrintedQuestion` it returns.

>>> from bridgelib.exercises import exercise_set
>>> [answer_text(q) for q in exercise_set(seed=3, count=4)][:3]
['North', 'Yes, it is legal', 'South']
>>> printed = printed_question(exercise_set(seed=3, count=1)[0])
>>> printed.kind, "Won by" in printed.picture, "Won by" in printed.answered, printed.answer
('Who wins the trick?', False, True, 'North')
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from html import escape
from typing import Any

from ..deal import Seat, Side
from ..exercises import (
    DEFAULT_KINDS,
    EXERCISE_KINDS,
    CallQuestion,
    DeclarerQuestion,
    ScoreQuestion,
    TrickQuestion,
    exercise_kinds,
    exercise_set,
)
from ..i18n import gettext_ as _
from ..questions import AnswerKind, CardAnswer, ChoiceBox, FillIn, NumberBox, OneOf, SeatAnswer, YesNo, answer_kind_of
from ..render.html import contract_score_html
from ..render.questions import picture_html
from ..scoring import ContractScore
from .document import Document, answer_line, heading, paragraph, suits

__all__ = ["answer_text", "format_value", "kind_of", "PrintedQuestion", "printed_question", "question_html", "sheet_stem",
           "answer_html", "answer_room", "exercise_documents", "KINDS"]

KINDS: dict[type, str] = {
    TrickQuestion: "Who wins the trick?",
    CallQuestion: "Is the call legal?",
    DeclarerQuestion: "Who is declarer?",
    ScoreQuestion: "Score the contract",
}
"""The heading of each kind of question on the exercise sheets (any other question is
headed by the first sentence of its class's docstring, :func:`kind_of`)."""


def _label_of(value: Any, options: Iterable[tuple[str, Any]]) -> str | None:
    """The label of the option whose value is ``value`` (of the same type: True is not 1)."""
    for label, option in options:
        try:
            if option == value and type(option) is type(value):
                return _(label)   # a question's labels are English (N_): said in the current language
        except Exception:  # noqa: BLE001 - values that cannot be compared are skipped
            continue
    return None


def _kind(question: Any) -> AnswerKind | None:
    """How ``question`` is answered, or None for a question that does not say."""
    try:
        return answer_kind_of(question)
    except TypeError:
        return None


def _filled_in(boxes: tuple[NumberBox | ChoiceBox, ...], answer: Any) -> str | None:
    """A filled-in answer box by box, ``name: value`` (a choice by its label)."""
    if not isinstance(answer, (tuple, list)) or len(answer) != len(boxes):
        return None
    said = []
    for box, value in zip(boxes, answer, strict=True):
        label = _label_of(value, box.options) if isinstance(box, ChoiceBox) else None
        name = _title(_(box.name))
        said.append(f"{name}: {label if label is not None else format_value(value)}")
    return "; ".join(said)


def answer_text(question: Any, labels: Mapping[Any, str] | None = None) -> str:
    """The answer in words, as the question's answer kind says it: the label of the
    right choice (a seat's name, the words of yes or no, an option), each box of a
    filled-in answer with its value; else the value in words (:func:`format_value`).
    ``labels`` maps answers to other words (a quiz's own buttons).

    >>> from bridgelib.exercises import ScoreQuestion
    >>> from bridgelib import Contract
    >>> answer_text(ScoreQuestion(Contract.parse("4HX by S"), 7, False))
    'Below the line, declarer: 0; Above the line, declarer: 0; Above the line, defenders: 500'
    """
    answer = question.answer
    said = _label_of(answer, ((label, value) for value, label in labels.items())) if labels else None
    match _kind(question):
        case SeatAnswer() | YesNo() | OneOf() as kind if said is None:
            said = _label_of(answer, kind.options)
        case FillIn(boxes) if said is None:
            said = _filled_in(boxes, answer)
    return said if said is not None else format_value(answer)


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
    # reStructuredText marks are not for paper: :class:`~a.B` reads B, ``x`` reads x
    doc = re.sub(r":\w+:`(~?)([^`]*)`", lambda m: m[2].rsplit(".", 1)[-1] if m[1] else m[2], doc).replace("``", "")
    if not doc or doc.startswith(type(question).__name__ + "("):  # none, or a dataclass's generated doc
        return "Question"
    m = re.match(r"(.+?[.?!])(\s|$)", doc)
    return (m.group(1) if m else doc).rstrip(".")


@dataclass(frozen=True)
class PrintedQuestion:
    """A question as printed, every part HTML but ``kind`` and ``answer`` (plain text):
    the heading, the prompt, the picture, the choices to circle, the lines to write the
    answer on, and for the key the answer, the question in short, the engine's
    explanation, any detail (an itemised score) and the picture once answered (empty
    when it shows nothing more than ``picture``). Plain data, so that a quiz worked out
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
    answered: str = ""


def _circle(labels: list[str]) -> str:
    """The choices to circle, each kept on one line."""
    choices = " &nbsp;/&nbsp; ".join(f'<span style="white-space:nowrap">{suits(x)}</span>' for x in labels)
    return f'<div class="circle">Circle one: &nbsp;{choices}</div>'


_BESIDE = "flex-wrap:wrap"
"""A picture and what goes beside it (the room to answer, the key's words) share a line
when both fit; beside a wide picture (a whole deal) there is no room, so they go under
it, and the picture is never wider than the page (its long title wraps): nothing
makes the page wider than the paper."""
_PICTURE = "flex:0 1 auto; min-width:0; max-width:100%"
_NEXT_TO = "flex:1 1 60mm; min-width:60mm"


def _title(name: str) -> str:
    return name[:1].upper() + name[1:]


def _box_line(box: NumberBox | ChoiceBox) -> str:
    """The line of one box; a choice's line says what to choose from."""
    name = _title(_(box.name))
    if isinstance(box, ChoiceBox):
        choices = " / ".join(_(label) for label, _value in box.options)
        return answer_line(f"{name} ({choices}):")
    return answer_line(f"{name}:")


def answer_room(kind: AnswerKind | None) -> tuple[str, str]:
    """The room to answer a question of answer kind ``kind``, as HTML: (the choices to
    circle, the lines to write on). A seat is written on a line named after it, yes or no
    and one of some options are circled, each box of a fill-in answer is a line (one under
    another for the lines of a score), a card is written on a line; a question that does
    not say how it is answered gets one line.

    >>> from bridgelib.questions import FillIn, YesNo
    >>> choices, lines = answer_room(YesNo("Balanced", "Unbalanced"))
    >>> "Circle one" in choices and "Unbalanced" in choices, lines
    (True, '')
    >>> choices, lines = answer_room(FillIn.of(("Spades", "Hearts")))
    >>> choices, lines.count('class="line"')
    ('', 2)
    """
    match kind:
        case SeatAnswer(name):
            return "", answer_line(f"{_title(name)}:")
        case YesNo(yes, no):
            return _circle([yes, no]), ""
        case OneOf(options):
            return _circle([label for label, _ in options]), ""
        case FillIn(boxes, lines):
            drawn = "".join(_box_line(box) for box in boxes)
            if lines and all(isinstance(box, NumberBox) for box in boxes):  # the lines of a score
                drawn += '<p style="font-size:9pt; margin:1mm 0 0 0">Write 0 where nothing is written.</p>'
            return "", drawn if lines else f'<div style="display:flex; flex-wrap:wrap; column-gap:6mm">{drawn}</div>'
        case CardAnswer():
            return "", answer_line("Card:")
    return "", answer_line("Answer:")


def _pictures(question: Any) -> tuple[str, str]:
    """The question's picture, and the picture once answered when it shows more ("" if
    not). A question of another making may give its picture as HTML in ``picture``."""
    if not hasattr(question, "figure"):
        return str(getattr(question, "picture", "") or ""), ""
    picture = picture_html(question.figure)
    answered = picture_html(getattr(question, "answered_figure", question.figure))
    return picture, "" if answered == picture else answered


def _detail(question: Any) -> str:
    """The itemised score of a question that carries one (a contract's score)."""
    score = getattr(question, "score", None)
    return contract_score_html(score) if isinstance(score, ContractScore) else ""


def printed_question(question: Any, *, prompt: str | None = None, labels: Mapping[Any, str] | None = None
                     ) -> PrintedQuestion:
    """How a question is printed, from its protocol alone: the one place that draws a
    question on paper. Its heading (:func:`kind_of`), its prompt, its ``figure`` as the
    picture, the room to answer from its ``answer_kind`` (:func:`answer_room`), and for
    the key its answer in the kind's words (:func:`answer_text`), its explanation, its
    ``answered_figure`` when that shows more, and any itemised score.

    ``prompt`` (HTML, in place of the question's own) and ``labels`` (the words of a
    quiz's buttons, by answer) are a lesson's quiz's own, for a question of another making.
    """
    explanation = suits(" ".join(str(getattr(question, "explanation", "")).split()))
    said = suits(str(question.prompt))
    picture, answered = _pictures(question)
    kind = _kind(question)
    if kind is None and labels:
        choices, lines = _circle(list(labels.values())), ""
    else:
        choices, lines = answer_room(kind)
    shown = prompt if prompt is not None else f"<p>{said}</p>"
    return PrintedQuestion(kind_of(question), shown, picture, choices, lines, answer_text(question, labels),
                           explanation, said, _detail(question), answered)


def question_html(printed: PrintedQuestion, number: int, *, heading_word: str = "Question",
                  answer_space: bool = True) -> str:
    """A question in its frame: its number and kind, the prompt, its picture, the
    choices, and lines to write on (or, in a lesson, a pointer to the answers at the end)."""
    space = printed.choices + (printed.lines if answer_space else
                               '<p class="aside">The answer is at the end of this handout.</p>')
    head = f"<h3>{escape(heading_word)} {number}. {suits(printed.kind)}</h3>"
    if printed.picture:
        body = (f'{printed.prompt}<div class="pair" style="{_BESIDE}"><div class="picture" style="{_PICTURE}">{printed.picture}</div>'
                f'<div class="space" style="{_NEXT_TO}">{space}</div></div>')
    else:
        body = printed.prompt + space
    return f'<div class="question">{head}{body}</div>'


def answer_html(printed: PrintedQuestion, number: int) -> str:
    """The key's entry: the answer, the question in short, the engine's explanation,
    the itemised score, and beside them the picture once answered (when it shows more)."""
    head = (f'<div class="head">{number}. {suits(printed.kind)} — <span style="font-weight:normal">Answer:</span> '
            f"{suits(printed.answer)}</div>")
    parts = [f'<div class="prompt">{printed.question}</div>']
    if printed.explanation:
        parts.append(f"<div>{printed.explanation}</div>")
    if printed.detail:
        parts.append(f'<div class="output">{printed.detail}</div>')
    body = "".join(parts)
    if printed.answered:
        body = (f'<div class="pair" style="{_BESIDE}"><div class="picture" style="{_PICTURE}">{printed.answered}</div>'
                f'<div style="{_NEXT_TO}">{body}</div></div>')
    return f'<div class="entry">{head}{body}</div>'


def _command(seed: int, count: int, kinds: tuple[str, ...] = DEFAULT_KINDS) -> str:
    chosen = "" if kinds == DEFAULT_KINDS else f" --kinds {','.join(kinds)}"
    return f"python -m bridgelib.handouts exercises --seed {seed} --count {count}{chosen}"


def _listing(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def sheet_stem(seed: int, kinds: tuple[str, ...] = DEFAULT_KINDS) -> str:
    """The file name of a sheet, without ``.pdf``: ``exercises-seed7``, or with other
    kinds than the four usual ones ``exercises-seed7-leads-claims`` (so that one seed's
    sheets of different kinds do not overwrite each other).

    >>> sheet_stem(7), sheet_stem(7, ("leads", "claims"))
    ('exercises-seed7', 'exercises-seed7-leads-claims')
    """
    return f"exercises-seed{seed}" + ("" if kinds == DEFAULT_KINDS else "-" + "-".join(dict.fromkeys(kinds)))


def exercise_documents(seed: int, count: int, kinds: Iterable[str] | str | None = None) -> tuple[Document, Document]:
    """The exercise sheet and its answer key for ``seed`` (``count`` questions, cycling
    through ``kinds``: see :data:`bridgelib.exercises.EXERCISE_KINDS`)."""
    chosen = exercise_kinds(kinds)
    printed = [printed_question(q) for q in exercise_set(seed=seed, count=count, kinds=chosen)]
    asked = _listing([EXERCISE_KINDS[k][1] for k in dict.fromkeys(chosen)])
    sheet = Document(f"Rubber bridge: exercise sheet (seed {seed})",
                     footer=f"Exercise sheet, seed {seed}, {count} questions")
    sheet.add(heading(f"Exercise sheet — seed {seed}", 1),
              paragraph("Name: ______________________________     Date: ______________"),
              paragraph(f"{count} question{'s' if count != 1 else ''}: {asked}. The answer key, with an "
                        "explanation for each answer, is printed separately. The same seed always gives the same "
                        f"sheet: {_command(seed, count, chosen)}", "muted small"))
    sheet.add(*(question_html(p, n) for n, p in enumerate(printed, 1)))
    key = Document(f"Rubber bridge: answer key (seed {seed})", footer=f"Answer key, seed {seed}, {count} questions")
    key.add(heading(f"Answer key — seed {seed}", 1),
            paragraph(f"Answers to the exercise sheet with seed {seed} ({count} questions), worked out by the "
                      "engine, each with its explanation.", "muted small"))
    key.add(*(answer_html(p, n) for n, p in enumerate(printed, 1)))
    return sheet, key
