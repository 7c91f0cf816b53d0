"""The question protocol (bridgelib.questions) apart from the course's questions
(bridgelib.exercises): what a question is knows no question of the course, and
bridgelib.exercises still exports every name it did before the protocol moved out."""

import ast
import dataclasses
from pathlib import Path

import pytest

import bridgelib.exercises as exercises
import bridgelib.questions as questions
from bridgelib import Hand, Seat, Side
from bridgelib.questions import (
    ChoiceBox,
    FillIn,
    HandPicture,
    NumberBox,
    OneOf,
    SeatAnswer,
    Verdict,
    YesNo,
    answer_kind_of,
)

PACKAGE = Path(questions.__file__).resolve().parent

# What bridgelib.exercises exported when the protocol still lived in it (commit 8472205):
# lessons, widgets, handouts and checks outside the repository import these names from it.
EXPORTED_BEFORE = {
    "Verdict", "Question", "TrickQuestion", "CallQuestion", "DeclarerQuestion", "ScoreQuestion",
    "ShapeQuestion", "NextDealerQuestion", "CardQuestion", "ContractQuestion", "HcpQuestion",
    "BalancedQuestion", "MinibridgeQuestion", "HonoursQuestion", "VulnerableQuestion", "WinnerQuestion",
    "TotalQuestion", "ClaimQuestion", "PlayedOutQuestion",
    "Picture", "HandPicture", "CardsPicture", "TrickPicture", "AuctionPicture", "DealPicture",
    "PositionPicture", "SheetPicture", "Pictures",
    "AnswerKind", "SeatAnswer", "YesNo", "OneOf", "NumberBox", "ChoiceBox", "FillIn", "CardAnswer",
    "answer_kind_of",
    "trick_question", "call_question", "declarer_question", "score_question", "honours_question",
    "exercise_set", "MAX_EXERCISES",
}
SUBJECTS = ("hands", "bidding", "coach", "play", "leads", "defence", "finesse", "technique", "scores", "sheet")


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, relative imports made absolute (bridgelib.x)."""
    package = ["bridgelib"] + list(path.relative_to(PACKAGE).parent.parts)
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            found.add(".".join(base + ([node.module] if node.module else [])))
    return found


def test_what_a_question_is_knows_no_question_of_the_course():
    modules = imported_modules(PACKAGE / "questions.py")
    assert "bridgelib.auction" in modules                       # the reading works: it sees engine imports
    assert not [m for m in modules if m.startswith("bridgelib.exercises")]
    # the renderer only inside the pictures' _repr_html_, which test_import_layers checks
    assert not [m for m in modules if m.startswith(("bridgelib.widgets", "bridgelib.handouts"))]


def test_the_course_questions_build_on_the_protocol_not_the_other_way():
    for name in SUBJECTS + ("reading", "__init__"):
        modules = imported_modules(PACKAGE / "exercises" / f"{name}.py")
        assert not [m for m in modules if m.startswith(("bridgelib.render", "bridgelib.widgets",
                                                         "bridgelib.handouts"))], name
    assert "bridgelib.questions" in imported_modules(PACKAGE / "exercises" / "reading.py")


def test_exercises_exports_every_name_it_exported_before():
    assert set(exercises.__all__) >= EXPORTED_BEFORE            # new questions may join them
    for name in EXPORTED_BEFORE:
        assert hasattr(exercises, name), name
    for name in questions.__all__:                              # the same objects, not copies
        assert getattr(exercises, name) is getattr(questions, name), name


def test_each_question_lives_in_one_subject_module_and_exercises_gathers_them():
    import importlib

    gathered = set(questions.__all__) | {"exercise_set", "exercise_kinds", "EXERCISE_KINDS", "DEFAULT_KINDS",
                                         "MAX_EXERCISES"}
    for subject in SUBJECTS:
        module = importlib.import_module(f"bridgelib.exercises.{subject}")
        assert module.__all__, subject
        for name in module.__all__:
            assert getattr(module, name).__module__ == module.__name__, name   # defined there
            assert getattr(exercises, name) is getattr(module, name)
        assert not gathered & set(module.__all__), subject                    # in one place only
        gathered |= set(module.__all__)
    assert gathered == set(exercises.__all__)


def test_pictures_and_answer_kinds_are_frozen_values():
    hand = Hand.parse("KJ5.AJ84.Q3.J752")
    picture = HandPicture(hand, title="South")
    same = HandPicture(Hand.parse("KJ5.AJ84.Q3.J752"), "South")
    assert picture == same and hash(picture) == hash(same)
    with pytest.raises(dataclasses.FrozenInstanceError):
        picture.title = "North"
    assert SeatAnswer("winner").options[0] == ("North", Seat.N) and len(SeatAnswer().options) == 4
    assert YesNo("Balanced", "Unbalanced").options == (("Balanced", True), ("Unbalanced", False))


def test_fill_in_of_makes_a_number_box_of_a_name_and_a_choice_of_a_pair():
    sides = [("N-S", Side.NS), ("E-W", Side.EW)]                  # a list of options becomes a tuple
    kind = FillIn.of(["tricks", ("side", sides)], lines=True)
    assert kind == FillIn((NumberBox("tricks"), ChoiceBox("side", (("N-S", Side.NS), ("E-W", Side.EW)))), True)
    assert FillIn.of(("a", "b")).lines is False and FillIn.of(iter(["a"])).boxes == (NumberBox("a"),)


def test_verdict_says_right_or_not_quite():
    assert str(Verdict(True, "South wins.")) == "Right. South wins."
    assert str(Verdict(False, "South wins.")) == "Not quite. South wins."


class Tricks:
    """A question of another making: it answers the protocol without the course's base class."""

    prompt = "How many tricks make a book?"
    figure = None
    answered_figure = None
    answer = 6
    explanation = "The first six tricks are the book."
    answer_kind = OneOf((("six", 6), ("seven", 7)))

    def check(self, answer):
        return Verdict(answer == 6, self.explanation)


def test_a_question_of_another_making_is_asked_like_the_courses():
    from bridgelib.render.questions import question_html

    q = Tricks()
    assert answer_kind_of(q) is q.answer_kind
    assert question_html(q) == "<p>How many tricks make a book?</p>"
    assert q.check(6).correct and not q.check(7).correct
