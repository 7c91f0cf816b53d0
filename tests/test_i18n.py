"""The engine in Russian (issue 16): the switch, the catalogue, the plurals, and what a
learner reads in Russian — refusals, trick verdicts, diagrams and itemised scores.

The catalogue is checked three ways: it is as the source makes it (``update_catalogue.py
--check``: no sentence added in the code and missing from the .po, no stale .mo); every
sentence has a Russian translation that keeps its placeholders; and running the engine in
Russian looks up no sentence that the catalogue lacks, and shows no English words.
"""

from __future__ import annotations

import re
import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import bridgelib.i18n as i18n
from bridgelib import (
    Auction,
    Call,
    Card,
    Contract,
    Deal,
    Hand,
    IllegalCall,
    IllegalPlay,
    Play,
    Rubber,
    Seat,
    Side,
    Strain,
    Suit,
    Trick,
    current_language,
    in_language,
    set_language,
)
from bridgelib.render import html
from bridgelib.scoring import honours_item, score_contract
from bridgelib.solver import check_claim

ROOT = Path(__file__).resolve().parent.parent
PO = ROOT / "bridgelib" / "locale" / "ru" / "LC_MESSAGES" / "bridgelib.po"
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
# Latin words a Russian page may keep: card letters, notation, the seat letters in
# parentheses of a name ("Вы (Ю)" has none), X and XX as a bid's doubling.
ENGLISH_WORD = re.compile(r"\b(?!XX\b)[A-Za-z]{2,}\b")


NOTATION = {"NT", "NS", "EW", "SA", "AKQ", "JT9", "by", "Hand", "Deal", "PBN", "None", "random", "Random",
            "seed", "HX", "True", "False", "ScorePad", "rubber", "set", "Side",
            "Python", "JupyterLab", "JupyterLite", "make", "serve", "file", "http", "Chrome", "Edge", "Firefox",
            "Safari"}
"""Notation the Russian refusals keep: how to write cards and calls is the same in both
languages (PBN), and so are the engine's own names a refusal tells the learner to give."""


def catalogue():  # type: ignore[no-untyped-def]
    with PO.open("rb") as f:
        return read_po(f, locale="ru")


def fields(text: str) -> dict[str, str]:
    """The placeholders of a ``str.format`` sentence, with their format specs."""
    return {name: spec or "" for _, name, spec, _ in string.Formatter().parse(text) if name is not None}


# --- the switch -----------------------------------------------------------------------
def test_english_is_the_default_and_the_switch_is_one_call():
    assert current_language() == "en"
    set_language("ru")
    try:
        assert current_language() == "ru"
        assert Auction(Seat.N, "1NT").why_illegal("1S").startswith("1♠ не выше, чем 1БК")
    finally:
        set_language("en")
    assert Auction(Seat.N, "1NT").why_illegal("1S").startswith("1♠ is not higher than 1NT")


def test_the_context_manager_restores_the_language_even_after_an_error():
    with pytest.raises(IllegalPlay), in_language("ru"):
        Play(Deal.parse("N:AK... Q2... 3..2. .K2.."), "1NT by S").play("SA")
    assert current_language() == "en"
    with in_language("ru"), in_language("en"):
        assert current_language() == "en"


@pytest.mark.parametrize("bad", ["de", "RU", "", None, "russian"])
def test_an_unknown_language_is_refused_by_name_and_changes_nothing(bad):
    with pytest.raises(ValueError, match="is not a language of the course: choose one of 'en', 'ru'") as err:
        set_language(bad)
    assert repr(bad) in str(err.value)
    assert current_language() == "en"


# --- the catalogue --------------------------------------------------------------------
def test_the_catalogue_is_as_the_source_makes_it():
    """A sentence added to the engine without a catalogue entry, or a .po edited without
    compiling the .mo, fails here with the command that mends it."""
    result = subprocess.run([sys.executable, "tools/update_catalogue.py", "--check"], cwd=ROOT,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 untranslated" in result.stdout


def test_every_sentence_has_a_russian_translation_with_the_same_placeholders():
    problems = []
    for message in catalogue():
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(strings):
            problems.append(f"untranslated: {ids[0]!r}")
            continue
        allowed = set().union(*(fields(i) for i in ids))
        for text in strings:
            used = fields(text)
            # the undertricks' labels also pass the plain numbers a and b, for Russian ordinals
            extra = {"a", "b"} if "undertrick" in ids[0] else set()
            if not set(used) <= allowed | extra:
                problems.append(f"{ids[0]!r}: placeholders {sorted(set(used) - allowed)} are not in the English")
            english_specs = {spec for i in ids for spec in fields(i).values()}
            bad_specs = {spec for spec in used.values() if spec and spec not in i18n.CASES and spec not in english_specs}
            if bad_specs:
                problems.append(f"{ids[0]!r}: unknown case {bad_specs}")
            if set(ENGLISH_WORD.findall(re.sub(r"\{[^}]*\}|'[^']*'", "", text))) - NOTATION:
                problems.append(f"{ids[0]!r}: English left in {text!r}")
    assert problems == []


def test_no_sentence_hides_inside_an_f_string():
    """Babel cannot see a ``_("…")`` written inside an f-string's braces (on Python 3.11 the
    f-string is one token), so the sentence would never reach the catalogue."""
    import ast

    hidden = []
    for path in sorted((ROOT / "bridgelib").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id in (
                            "_", "gettext_", "ngettext", "pgettext"):
                        hidden.append(f"{path.relative_to(ROOT)}:{inner.lineno}")
    assert hidden == []


@pytest.mark.parametrize(("n", "expected"), [
    (1, "1 взятка"), (2, "2 взятки"), (5, "5 взяток"), (11, "11 взяток"),
    (21, "21 взятка"), (22, "22 взятки"), (25, "25 взяток"), (12, "12 взяток"), (0, "0 взяток"),
])
def test_russian_plurals(n, expected):
    with in_language("ru"):
        assert i18n.tricks_text(n) == expected
    assert i18n.tricks_text(n) == f"{n} trick" + ("" if n == 1 else "s")


def test_seats_sides_and_suits_decline():
    with in_language("ru"):
        assert [str(s.noun) for s in Seat] == ["Север", "Восток", "Юг", "Запад"]
        assert [f"{s.noun:gen}" for s in Seat] == ["Севера", "Востока", "Юга", "Запада"]
        assert [f"{s.noun:dat}" for s in Seat] == ["Северу", "Востоку", "Югу", "Западу"]
        assert [s.initial for s in Seat] == ["С", "В", "Ю", "З"]
        assert [s.initials for s in Side] == ["С-Ю", "В-З"]
        assert str(Side.EW.noun) == "Восток–Запад"
        assert html.card_words(Deal.random(1)[Seat.N].cards[0]).split()[-1] in {"пик", "червей", "бубен", "треф"}


# --- the engine in Russian: no sentence missed, no English shown ----------------------
class Misses:
    """Records every lookup the Russian catalogue cannot answer."""

    def __init__(self) -> None:
        self.found: list[str] = []
        self.real = i18n._catalogue

    def __call__(self, code: str):  # type: ignore[no-untyped-def]
        real = self.real(code)
        misses = self.found

        class Watching:
            def gettext(self, message: str) -> str:
                text = real.gettext(message)
                if code == "ru" and text == message and CYRILLIC.search(message) is None and re.search("[a-z]", message):
                    misses.append(message)
                return text

            def ngettext(self, singular: str, plural: str, n: int) -> str:
                text = real.ngettext(singular, plural, n)
                if code == "ru" and text in (singular, plural):
                    misses.append(singular)
                return text

            def pgettext(self, context: str, message: str) -> str:
                text = real.pgettext(context, message)
                if code == "ru" and text == message and re.search("[A-Za-z]", message):
                    misses.append(f"{context}|{message}")
                return text

        return Watching()


@pytest.fixture
def russian(monkeypatch):
    misses = Misses()
    monkeypatch.setattr(i18n, "_catalogue", misses)
    with in_language("ru"):
        yield misses
    assert misses.found == [], f"sentences the Russian catalogue lacks: {misses.found}"


def visible_text(page: str) -> str:
    """What a reader sees of a diagram: no style sheet, no tags; titles count as text."""
    page = re.sub(r"<style>.*?</style>", " ", page, flags=re.S)
    titles = " ".join(re.findall(r'title="([^"]*)"', page))
    return re.sub(r"<[^>]+>", " ", page) + " " + titles


def assert_russian(text: str) -> None:
    text = re.sub(r"&[a-z#0-9]+;", " ", text)
    assert CYRILLIC.search(text), text
    assert ENGLISH_WORD.findall(text) == [], text


REFUSED_CALLS = [
    ("1NT", "1S"), ("1NT", "XX"), ("1NT P", "X"), ("1NT X", "X"), ("1NT X XX", "XX"), ("1NT X P", "XX"),
    ("", "X"), ("", "XX"), ("7NT", "7NT"), ("1H P P X", "X"), ("1NT P P P", "2C"), ("6NT", "6S"),
]


@pytest.mark.parametrize(("calls", "call"), REFUSED_CALLS)
def test_every_refused_call_is_explained_in_russian(russian, calls, call):
    auction = Auction(Seat.N, calls)
    before = auction.calls
    with pytest.raises(IllegalCall) as err:
        auction.call(call)
    assert auction.calls == before
    assert_russian(str(err.value))


def test_every_refused_card_is_explained_in_russian(russian):
    play = Play(Deal.parse("N:32.A.. K4.2.. AQ.3.. 65.4.."), "1NT by S")
    reasons = [play.why_illegal("SA")]  # West to lead, the card is South's
    play.play("H4")
    reasons += [play.why_illegal(c) for c in ("SA", "H4", "S2")]  # dummy's turn; played; must follow
    play.play("HA")
    reasons.append(play.why_illegal("SK"))  # East's turn, East must follow in hearts
    play.play("H2")
    play.play("H3")  # dummy's ace won the trick: dummy leads
    reasons.append(play.why_illegal("SQ"))  # declarer's own card on dummy's turn
    reasons.append(Play(Deal.parse("N:2... 3... 4... 5..."), "1NT by S", "S5 S2 S3 S4").why_illegal("S2"))
    assert None not in reasons and len(set(reasons)) == 6
    for reason in reasons:
        assert_russian(reason)
    assert "Нужно ходить в масть: у вас ♥2." in reasons
    assert "Розыгрыш окончен: все взятки сыграны." in reasons
    with pytest.raises(IllegalPlay, match="^Сейчас ход болвана"):
        play.play("SQ")


def test_a_trick_says_who_won_it_and_how_in_russian(russian):
    assert Trick("W", "HA H5 H9 H2", "S").how_won() == "Запад взял взятку картой ♥A: это старшая черва."
    assert Trick("N", "CA C3 H9 C7", "H").how_won() == "Юг побил козырем ♥9 и взял взятку."
    assert Trick("N", "CA H3 H9 C7", "H").how_won() == "Юг перебил старшим козырем ♥9 и взял взятку."


@pytest.mark.parametrize(("contract", "tricks", "vulnerable"), [
    ("4H by S", 11, False), ("2SX by E", 9, True), ("4HX by S", 4, False), ("3NTXX by N", 10, True),
    ("6C by W", 12, True), ("7NT by N", 13, False), ("1NT by S", 3, True), ("5DX by E", 7, False),
])
def test_itemised_scores_in_russian(russian, contract, tricks, vulnerable):
    english = score_contract(contract, tricks, vulnerable)
    score = score_contract(contract, tricks, vulnerable)
    assert [(i.points, i.side, i.line) for i in score.items] == [(i.points, i.side, i.line) for i in english.items]
    for text in [score.result, str(score).split("\n")[0], *(item.label for item in score.items)]:
        assert_russian(text.replace("X", ""))
    assert_russian(visible_text(html.contract_score_html(score)).replace("X", ""))


def test_the_scores_of_both_languages_are_kept_apart():
    """Scores are memoised: a Russian label must not come back in English, nor the reverse."""
    english = score_contract("4H by S", 11, False).items[0].label
    with in_language("ru"):
        russian = score_contract("4H by S", 11, False).items[0].label
    assert english == "4♥ made: 4 tricks × 30"
    assert russian == "4♥, контракт выполнен: 4 взятки × 30"
    assert score_contract("4H by S", 11, False).items[0].label == english


def test_honours_and_the_rubber_in_russian(russian):
    assert honours_item(150, "NT", Side.NS, holder="North").label == "Онёры: все четыре туза в руке Севера"
    assert honours_item(100, "H", Side.EW, declaring_side=Side.NS).label == (
        "Онёры: четыре козырных онёра в одной руке (у вистующего)")
    rubber = Rubber()
    rubber.record("4H by S", 11)
    rubber.record("3NT by E", 9)
    rubber.record("2C by N", 8)
    assert [e.label for e in rubber.settle()] == [
        "Незаконченный роббер: премия за единственную частичную запись в незаконченном гейме"]
    page = visible_text(html.rubber_html(rubber, explain=True))
    assert "МЫ" in page and "ОНИ" in page and "Итого" in page
    assert_russian(page)
    finished = Rubber()
    for contract in ("4H by S", "3NT by E", "4S by N"):
        finished.record(contract, 10)
    assert "Премия за роббер: 2:1 по геймам" in [item.label for deal in finished.deals for item in deal.items]
    assert_russian(visible_text(html.rubber_html(finished, explain=True)))


def test_diagrams_in_russian(russian):
    deal = Deal.random(5)
    auction = Auction(deal.dealer, "1NT P 3NT P P X XX P P P")
    play = Play(deal, auction.contract)
    for _ in range(9):
        play.play(play.legal_cards()[0])
    pages = {
        "deal": html.deal_html(deal, hcp=True),
        "auction": html.auction_html(auction, vulnerable=[Side.NS]),
        "contract": html.contract_html(Contract.parse("4HX by S")),
        "trick": html.trick_html(play.tricks[0], number=1),
        "play": html.play_html(play, hands="all"),
        "position": html.position_html(play),
        "passed out": html.auction_html(Auction(Seat.N, "P P P P")),
    }
    for page in pages.values():
        assert_russian(visible_text(page).replace("XX", "").replace("X", ""))
    assert "Сдающий" in pages["deal"] and "В зоне" in pages["deal"]
    assert "Разыгрывающий: Юг" in pages["contract"] and "Болван: Север" in pages["contract"]
    assert "Контракт: 3" in pages["auction"] and "БК" in pages["auction"]
    assert "Реконтра" in pages["auction"] and "Первый ход" in pages["play"]


# --- the widgets in Russian -------------------------------------------------------------
def test_the_bidding_box_in_russian(russian):
    from bridgelib.auction import ALL_CALLS, Call
    from bridgelib.widgets import BiddingBox

    box = BiddingBox(dealer=Seat.N)
    labels = [box.buttons[call].description for call in ALL_CALLS]
    assert labels[:3] == ["Пас", "Контра", "Реконтра"] and labels[-1] == "7БК" and labels[3] == "1♣"
    assert (box.undo_button.description, box.hint_button.description) == ("Отменить", "Подсказка")
    box.buttons[Call.parse("2H")].click()
    box.buttons[Call.parse("2C")].click()  # refused: the message says why, in Russian
    assert box.message == "2♣ не выше, чем 2♥: заявите 2♠, 2БК или любую заявку на уровне 3 или выше."
    assert len(box.auction) == 1
    assert "Заявляет Восток." in box._status.value
    box.undo_button.click()
    assert box.message == "Заявка отменена."
    assert box.buttons[Call.parse("3NT")].tooltip == "Заявка 3БК: контракт на 9 взяток без козыря"


def test_the_card_table_buttons_in_russian(russian):
    from bridgelib.widgets import PlayTable

    table = PlayTable(Deal.random(3), "3NT by S")
    assert [table.undo_button.description, table.hint_button.description, table.claim_button.description,
            table.show_button.description] == ["Отменить", "Подсказка", "Претензия", "Показать все руки"]
    assert table.card_buttons  # the learner's cards keep their letters: ♠A, ♥10
    assert all(b.description[1:] in {"A", "K", "Q", "J", "10", *map(str, range(2, 10))}
               for b in table.card_buttons.values())
    status = table._status.value
    assert "Контракт: 3БК (играет Ю) — вашей стороне нужно 9 взяток." in status
    assert "Взятки: ваша сторона 0, вистующие 0" in status
    assert_russian(visible_text(status))
    names = {button.tooltip.split(":")[0] for button in table.card_buttons.values()}
    assert all(re.fullmatch(r"(Туз|Король|Дама|Валет|10|[2-9]) (пик|червей|бубен|треф)", name) for name in names)
    refused = next(card for card, b in table.card_buttons.items() if table.session.why_card_refused(card))
    table.click(refused)  # a card of the wrong hand or suit: the message says why, in Russian
    assert_russian(table.message)


def test_claim_verdicts_in_russian(russian):
    """Issue 14's Law 70 example: the unstated finesse is refused, the stated one holds."""
    from bridgelib.solver import check_claim

    play = Play(Deal.parse("N:32.A.. K4.2.. AQ.3.. 65.4.."), "1NT by S", "H4 HA H2 H3")
    refused = check_claim(play, 2)
    assert not refused.holds
    assert refused.reason.startswith("Претензия не проходит: она зависит от того, как лежат карты вистующих")
    assert_russian(refused.reason)
    stated = check_claim(play, 2, plan="finesse SQ")
    assert stated.holds
    assert stated.reason == ("Следуя заявленному плану, сторона разыгрывающего берёт не меньше 2 из оставшихся "
                             "2 взяток, что бы ни делали вистующие.")
    too_many = check_claim(play, 3)
    assert too_many.reason == "Претензия не проходит: осталось всего 2 взятки."


BAD_TEXT = [
    (lambda: Card.parse("S1"), "'S1'"), (lambda: Card.parse("ſA"), "U+017F"), (lambda: Suit.parse("Q"), "'Q'"),
    (lambda: Hand.parse("AKQ.JT9"), "'AKQ.JT9'"), (lambda: Hand.parse("AK1.JT9.8.2"), "'1'"),
    (lambda: Hand.parse("AKQJT98765432.A.."), "14"), (lambda: Hand.parse("♠AK ♠Q"), "♠"),
    (lambda: Hand.parse("x♠AK"), "'x'"), (lambda: Hand("SA SA"), "♠A"), (lambda: Hand(b"SA"), "b'SA'"),
    (lambda: Hand("SA").remove("SK"), "♠K"), (lambda: Seat.parse("Q"), "'Q'"), (lambda: Side.parse("NE"), "'NE'"),
    (lambda: Strain.parse("X"), "'X'"), (lambda: Call.parse("8NT"), "'8NT'"), (lambda: Call.parse(3), "3"),
    (lambda: Contract.parse("4Z"), "'4Z'"), (lambda: Deal.parse("N:AKQ.JT9.8765.432"), "1"),
    (lambda: Deal.parse("AKQ.JT9.8765.432"), "'AKQ.JT9.8765.432'"),
    (lambda: Deal.parse("N:A... A... K... Q..."), "♠A"), (lambda: Deal.parse("N:A... X... K... Q..."), "'X'"), (lambda: Deal.random("x", dealer="Q"), "'Q'"),
    (lambda: Deal.parse("N:A... K... Q... ..."), "0"),
    (lambda: Auction(Seat.N, "1H 8S"), "'8S'"), (lambda: Auction(Seat.N).undo(), None),
    (lambda: Trick(Seat.N, "SA SA", Strain.NT), "♠A"), (lambda: Trick(Seat.N, "SA SK SQ SJ ST", Strain.NT), "♠10"),
    (lambda: Play("x", "3NT by S"), "'x'"), (lambda: Play(Deal.random(1), "3NT"), "3NT"),
    (lambda: score_contract("3NT", 9, vulnerable=False), "3NT"), (lambda: Rubber().record("3NT by N", 14), "14"),
    (lambda: check_claim(Play(Deal.random(1), "4S by S"), 1, "ruff S"), "ruff"),
    (lambda: check_claim(Play(Deal.random(1), "4S by S"), 1, "finesse"), "'finesse'"),
    (lambda: check_claim(Play(Deal.random(1), "4S by S"), 1, "SA SA"), "♠A"),
    (lambda: check_claim(Play(Deal.random(1), "4S by S"), 1, "cash Z"), "'Z'"),
]


@pytest.mark.parametrize(("bad", "named"), BAD_TEXT)
def test_bad_text_is_refused_in_russian_naming_the_bad_token(russian, bad, named):
    with pytest.raises(ValueError) as refused:
        bad()
    message = str(refused.value)
    assert CYRILLIC.search(message), message
    if named is not None:
        assert named in message
    quoted = re.sub(r"'[^']*'|b'[^']*'", " ", message)
    assert set(ENGLISH_WORD.findall(quoted)) <= NOTATION, message


def test_the_rubber_refuses_in_russian(russian):
    from bridgelib.session import RubberSession

    def refusal(action) -> str:
        with pytest.raises(ValueError) as refused:
            action()
        message = str(refused.value)
        assert CYRILLIC.search(message), message
        assert set(ENGLISH_WORD.findall(re.sub(r"'[^']*'", " ", message))) <= NOTATION | {"record_passout"}, message
        return message

    rubber = Rubber()
    assert refusal(rubber.undo) == "Отменять нечего: ещё ни одна сдача не записана."
    rubber.record("3NT by N", 9)
    rubber.record("3NT by N", 9)
    assert refusal(lambda: rubber.record("1C by E", 7)) == (
        "Роббер окончен: Север–Юг выиграли два гейма, поэтому больше сдач записать нельзя.")
    session = RubberSession(31, learner="S")
    while session.phase == "score":
        session.next_deal()
    assert refusal(session.next_deal) == "Сначала доиграйте эту сдачу (или дайте компьютеру её доиграть)."
    session.settle()
    assert refusal(session.settle) == "Роббер уже окончен."
    assert refusal(lambda: RubberSession(1.5)) == (
        "Номер роббера (seed) — это целое число, текст или random.Random, а не 1.5.")


def test_the_quizzes_check_and_the_practice_panel_in_russian(russian):
    from bridgelib.exercises import HcpQuestion
    from bridgelib.questions import Verdict
    from bridgelib.widgets import NumberQuiz, Practice, TrickQuiz

    quiz = NumberQuiz(HcpQuestion(Hand.parse("KQ95.J43.A107.Q83")))
    check = quiz.buttons["check"]
    assert check.description == "Проверить"
    check.click()
    assert quiz.message == "Сначала впишите число в каждое поле." and quiz.correct is None
    quiz.fields[0].value = "десять"
    check.click()
    assert quiz.message == "«десять» — не целое число: пишите цифрами, например 120." and quiz.correct is None
    assert str(Verdict(True, "Взятку берёт Восток.")) == "Верно. Взятку берёт Восток."
    assert str(Verdict(False, "Взятку берёт Восток.")) == "Не совсем. Взятку берёт Восток."
    panel = Practice(TrickQuiz, seed=3)
    assert panel.next_button.description == "Ещё задачу"
    assert panel.tally == "Задача 1. Пока что с первой попытки верно 0 из 0 решённых."


@pytest.mark.parametrize(("value", "language", "warned"), [("ru", "ru", False), ("", "en", False), ("de", "en", True)])
def test_the_environment_chooses_the_starting_language(value, language, warned):
    """The Russian book runs its lessons with ``BRIDGELIB_LANGUAGE=ru``; a wrong name is
    said, and the engine speaks English."""
    import os

    script = ("import warnings; warnings.simplefilter('always')\n"
              "from bridgelib import Seat, current_language\n"
              "print(current_language())\n"
              "try:\n    Seat.parse('Q')\nexcept ValueError as refused:\n    print(refused)\n")
    env = dict(os.environ, **{i18n.LANGUAGE_VARIABLE: value})
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    first, refusal = done.stdout.splitlines()
    assert first == language
    assert refusal == ("'Q' — не место за столом: пишите N, E, S или W (или С, В, Ю, З)." if language == "ru"
                       else "'Q' is not a seat: use N, E, S or W.")
    assert ("'de' is not a language of the course" in done.stderr) is warned


def test_the_score_pad_in_russian(russian):
    from bridgelib.widgets import ScorePad

    pad = ScorePad(rubber=True)
    assert [pad.level.description, pad.strain.description, pad.declarer.description] == [
        "Уровень", "Деноминация", "Разыгрывающий"]
    assert pad.strain.tooltips[-1] == "Без козыря" and pad.strain.options[-1][0] == "БК"
    assert pad.declarer.options[0][0] == "Север"
    assert [box.description for box in (pad.below, pad.above, pad.defenders)] == [
        "Под чертой, разыгрывающий", "Над чертой, разыгрывающий", "Над чертой, вистующие"]
    pad.record()
    assert pad.message == "Сначала проверьте запись, потом записывайте её в протокол."
    pad.set_deal("4H by S", 10)
    assert pad.answer(120, 0, 0).correct and pad.message == "Все три строки верны."
    assert pad.record() and pad.message == "В протокол записан 4♥ (играет Ю), 10 взяток."
    pad.set_deal("2S by N", 9)
    assert not pad.answer(60, 0, 0).correct and pad.message == "Есть ошибки: смотрите объяснение ниже."
    assert "вы написали 0, а верно 30" in visible_text(pad._marks.value)
    pad.record()
    assert pad.message == ("В протокол записан 2♠ (играет С), 9 взяток. В протоколе верная запись: "
                           "30 над чертой у разыгрывающего, а не 0, как написали вы.")
    with pytest.raises(ValueError, match="^14 — не число взяток: от 0 до 13.$"):
        pad.set_deal("2S by N", 14)


# --- the book's pages (Sphinx's catalogues, one a page) -------------------------------------
BOOK_LOCALES = ROOT / "locales" / "ru" / "LC_MESSAGES"
TRANSLATED_PAGES = ("book/intro", "book/how_to_use", "lessons/01_cards_seats_deal")
"""The pages translated so far (tests/test_book.py checks that the Russian book shows them
in Russian, and marks the others as not yet translated)."""


def test_every_page_of_the_book_has_its_russian_catalogue_in_step_with_the_page():
    result = subprocess.run([sys.executable, "tools/update_book_catalogue.py", "--check"], cwd=ROOT,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    for name in TRANSLATED_PAGES:
        assert f"ru {name}: " in result.stdout
        done, of = re.search(rf"ru {re.escape(name)}: (\d+) of (\d+) translated", result.stdout).groups()
        assert done == of, f"{name}: {done} of {of} translated"


@pytest.mark.parametrize("name", TRANSLATED_PAGES)
def test_a_translated_page_keeps_the_markup_and_links_of_its_english(name):
    """Bold words, code, roles and links survive the translation: a {doc} role names the
    same page, and no English paragraph is left as it was."""
    with (BOOK_LOCALES / f"{name}.po").open("rb") as f:
        entries = [m for m in read_po(f) if m.id]
    assert entries
    for entry in entries:
        english, russian = entry.id, entry.string
        assert russian and not entry.fuzzy, f"untranslated: {english!r}"
        targets = lambda text: sorted(re.findall(r"\{doc\}`(?:[^`<]*<)?([^`>]+)>?`", text))  # noqa: E731
        assert targets(english) == targets(russian), english
        # bold words stay bold (a translation may embolden one more term, as "**линией**")
        assert russian.count("**") % 2 == 0 and bool(english.count("**")) == bool(russian.count("**")), english
        assert re.findall(r"\]\(([^)]+)\)", english) == re.findall(r"\]\(([^)]+)\)", russian), english
        if len(re.sub(r"`[^`]*`", "", english)) > 40:   # a sentence, not a list of file names
            assert english != russian, f"left in English: {english!r}"
            assert re.search("[а-яё]", russian, re.I), english


def test_suit_counts_take_the_russian_plural_forms():
    with in_language("ru"):
        assert [Suit.S.counted(n) for n in (1, 2, 5, 11, 21, 22, 25)] == [
            "1 пика", "2 пики", "5 пик", "11 пик", "21 пика", "22 пики", "25 пик"]
        assert [Suit.H.counted(1), Suit.D.counted(3), Suit.C.counted(13)] == ["1 черва", "3 бубны", "13 треф"]
    assert [Suit.H.counted(1), Suit.H.counted(2)] == ["1 heart", "2 hearts"]


def test_lesson_ones_quizzes_speak_russian(russian):
    """The buttons, boxes, prompts and verdicts of lesson 1's three kinds of quiz, made and
    answered in Russian (the fixture also fails on any sentence the catalogue lacks)."""
    from bridgelib.exercises import NextDealerQuestion, ShapeQuestion, TrickQuestion
    from bridgelib.widgets import ChoiceQuiz, NumberQuiz, TrickQuiz

    trick = TrickQuiz(TrickQuestion(Trick(Seat.E, [Card.parse(c) for c in ("H4", "HJ", "SA", "H7")], Strain.NT)))
    assert [b.description for b in trick.buttons.values()] == ["Север", "Восток", "Юг", "Запад"]
    assert "Без козыря. Первым ходит Восток." in trick._prompt.value
    trick.answer(Seat.N)
    assert trick.message == ("Не совсем. Взятку берёт Юг: ♥J — старшая карта в червях, а ходили в черви; "
                             "♠A — не в масть хода и взять не может.")
    dealer = ChoiceQuiz(NextDealerQuestion(Seat.W, (True,)))
    assert "Сдачу 1 сдавал Запад, и её спасовали" in dealer._prompt.value
    dealer.answer(Seat.N)
    assert dealer.message == ("Верно. После каждой сдачи, сыгранной или спасованной, право сдавать переходит налево: "
                              "Запад → Север. Следующим сдаёт Север.")
    shape = NumberQuiz(ShapeQuestion(tuple(Card.parse(c) for c in "SA S2 H3 D4 C5 C6 C7 C8 C9 CT CJ CQ CK".split())))
    assert [box.description for box in shape.fields] == ["♠ пики", "♥ черви", "♦ бубны", "♣ трефы"]
    shape.answer((2, 1, 1, 9))
    assert shape.message.endswith("Это 2 пики, 1 черва, 1 бубна, 9 треф, всего 13 карт.")
