"""Issue 11: saved rubbers, PBN, scoring arguments and the exercises' checks, hardened.

First one test per reproducer of the issue (items 4-7, 10 and 12), then a property-based
fuzz suite (hypothesis, derandomized) over every public loader and parser of
bridgelib.rubber, bridgelib.pbn, bridgelib.scoring, bridgelib.variants and
bridgelib.exercises. The contract the fuzz checks:

* the only exceptions that leave a public call are ValueError subclasses, and each message
  is a sentence (it does not start with a lower-case letter, it ends with '.', '!', '?'
  or ')') under 300 characters;
* a refused action leaves the state identical;
* a load either gives an object that saves back identically, or is refused.

Valid saves and PBN files are made from seeded play (random deals, the bidding robot, a
seeded choice of legal cards), then tampered with.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bridgelib.pbn as pbn
from bridgelib import Auction, Contract, Deal, Hand, Play, Seat, Side, Strain
from bridgelib.exercises import (
    BalancedQuestion,
    CardQuestion,
    ContractQuestion,
    HcpQuestion,
    HonoursQuestion,
    MinibridgeQuestion,
    NextDealerQuestion,
    ScoreQuestion,
    ShapeQuestion,
    TotalQuestion,
    Verdict,
    VulnerableQuestion,
    WinnerQuestion,
    call_question,
    declarer_question,
    exercise_set,
    honours_question,
    score_question,
    trick_question,
)
from bridgelib.pbn import Game, PbnError, games_to_pbn, parse_game, parse_games
from bridgelib.robots import robot_call
from bridgelib.rubber import Rubber
from bridgelib.scoring import ScoreItem, check_honours, honours, honours_item, score_contract
from bridgelib.variants import (
    chicago_dealer,
    chicago_vulnerability,
    duplicate_breakdown,
    duplicate_score,
    imps,
    minibridge_level,
    moscow_compensation,
    moscow_imps,
)

FUZZ = settings(derandomize=True, deadline=None, max_examples=400,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# --- the contract of every refusal ----------------------------------------------------------------
def assert_sentence(err: BaseException) -> None:
    """A ValueError whose message is a short sentence."""
    assert isinstance(err, ValueError), f"{type(err).__name__} left a public call: {err}"
    message = str(err)
    assert message and len(message) < 300, f"message of {len(message)} characters: {message[:400]}"
    quoted_bytes = message.startswith(("b'", 'b"', "bytearray("))  # a quoted token: the repr of bytes
    assert quoted_bytes or not (message[0].islower() or message[0].isspace()), f"not a sentence: {message}"
    assert message.endswith((".", "!", "?", ")")), f"not a sentence: {message}"


def refused(call: Callable[..., Any], *args: Any, **kwargs: Any) -> ValueError:
    """The ValueError sentence ``call`` raises."""
    try:
        call(*args, **kwargs)
    except BaseException as err:  # noqa: BLE001 - anything else is what the test is about
        assert_sentence(err)
        return err  # type: ignore[return-value]
    raise AssertionError(f"{getattr(call, '__name__', call)} accepted {args!r:.200} {kwargs!r:.200}")


def outcome(call: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[Any, ValueError | None]:
    """(result, None), or (None, the error) when refused with a ValueError sentence."""
    try:
        return call(*args, **kwargs), None
    except BaseException as err:  # noqa: BLE001
        assert_sentence(err)
        return None, err  # type: ignore[return-value]


# --- valid material from seeded play ---------------------------------------------------------------
def seeded_deal(seed: int) -> tuple[Deal, Auction, Play | None]:
    """A random deal, bid by the robot, played with seeded legal cards."""
    rng = random.Random(seed)
    deal = Deal.random(seed, dealer=Seat.N.next(seed))
    auction = Auction(deal.dealer)
    while not auction.is_over:
        auction.call(robot_call(auction, deal[auction.turn]).action)  # type: ignore[index]
    if auction.contract is None:
        return deal, auction, None
    play = Play(deal, auction.contract)
    stop = rng.choice((52, 52, 52, rng.randint(0, 51)))
    while not play.is_over and len(play.played) < stop:
        play.play(rng.choice(play.legal_cards()))
    return deal, auction, play


def seeded_rubber(seed: int) -> Rubber:
    """A rubber of seeded deals; honours claimed or counted from the hands, sometimes
    settled early."""
    rng = random.Random(seed)
    rubber = Rubber(Seat.N.next(seed))
    for k in range(rng.randint(1, 9)):
        if rubber.is_over:
            break
        deal, auction, play = seeded_deal(seed * 100 + k)
        contract = auction.contract
        if contract is None:
            rubber.record_passout()
            continue
        tricks = play.declarer_tricks if play is not None and play.is_over else rng.randint(0, 13)
        how = rng.random()
        if how < 0.3:
            rubber.record(contract, tricks, deal=deal)
        elif how < 0.4:
            rubber.record(contract, tricks, {contract.side.opponents: 0})  # type: ignore[union-attr]
        else:
            rubber.record(contract, tricks)
    if not rubber.is_over and rng.random() < 0.3:
        rubber.settle()
    return rubber


def seeded_game(seed: int) -> Game:
    deal, auction, play = seeded_deal(seed)
    tags = {"Event": f"Seed {seed}", "Board": str(seed)}
    if play is not None and not play.is_over and seed % 2:
        return Game(deal, auction, play, tags={**tags, "Result": str(play.declarer_tricks)})
    game = Game(deal, auction, play, tags=tags, notes=("1:a note",) if seed % 3 == 0 else ())
    if seed % 4 == 0:
        game = Game(deal, auction, play, tags={**tags, "OptimumResultTable": "Declarer;Result\\2R"},
                    sections={"OptimumResultTable": ("N 9", "S  10")})
    return game


RUBBERS = [seeded_rubber(seed) for seed in range(12)]
SAVES = [rubber.to_json() for rubber in RUBBERS]
GAMES = [seeded_game(seed) for seed in range(12)]
PBN_FILES = [games_to_pbn(GAMES[k : k + 3]) for k in range(0, 12, 3)] + [game.to_pbn() for game in GAMES[::3]]
DEAL = Deal.random(3)


def test_the_corpus_is_varied():
    deals = [rec for rubber in RUBBERS for rec in rubber.deals]
    assert any(rec.passed_out for rec in deals) and any(rec.deal is not None for rec in deals)
    assert any(rubber.is_settled for rubber in RUBBERS) and any(rubber.winner for rubber in RUBBERS)
    assert any(g.play is not None and not g.play.is_over for g in GAMES) and any(g.sections for g in GAMES)


def loads_back(text: str | bytes) -> Rubber | None:
    """Load a save: refused with a sentence, or an object that saves back identically."""
    rubber, _ = outcome(Rubber.from_json, text)
    if rubber is not None:
        saved = rubber.to_json()
        again = Rubber.from_json(saved)
        assert again == rubber and again.to_json() == saved
    return rubber


def reads_back(text: str) -> list[Game] | None:
    """Read a PBN text: refused with a sentence, or games that write and read back equal."""
    games, _ = outcome(parse_games, text)
    if games is not None:
        written = games_to_pbn(games)
        again = parse_games(written)
        assert again == games and games_to_pbn(again) == written
    return games


def saved(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"format": "bridgelib-rubber", "version": 1, "dealer": "N", "deals": [], "settled": False}
    data.update(changes)
    return data


# --- item 4: loading lets no raw Python error through ---------------------------------------------
def test_a_deal_that_is_not_an_object_is_refused():
    data = json.loads(Rubber().to_json())
    data["deals"] = [{"contract": "4H by S", "tricks": 10, "deal": "x"}]
    err = refused(Rubber.from_json, json.dumps(data))
    assert "deal 1" in str(err) and "'x'" in str(err)


def test_a_vulnerability_that_is_not_a_list_is_refused():
    entry = {"contract": "4H by S", "tricks": 10, "deal": {**DEAL.to_dict(), "vulnerable": True}}
    err = refused(Rubber.from_json, json.dumps(saved(deals=[entry])))
    assert "'vulnerable'" in str(err) and "True" in str(err)


def test_deeply_nested_json_is_refused():
    err = refused(Rubber.from_json, "[" * 100_000 + "]" * 100_000)
    assert str(err).startswith("This is not a saved rubber: ") and "nested" in str(err)


def test_bytes_that_are_not_text_are_refused():
    err = refused(Rubber.from_json, b"\xff\xfe\x00")
    assert str(err).startswith("This is not a saved rubber: ")


def test_a_5000_digit_number_is_refused_by_name():
    text = json.dumps(saved(deals=[{"contract": "4H by S", "tricks": 10}])).replace('"tricks": 10', '"tricks": ' + "1" * 5000)
    err = refused(Rubber.from_json, text)
    assert "'tricks'" in str(err) and "5000 digits" in str(err)
    assert "tricks" in str(refused(Rubber.from_dict, saved(deals=[{"contract": "4H by S", "tricks": 10**5000}])))


# --- item 5: a tampered save is refused, with the key or value named ------------------------------
def test_passed_out_must_be_a_json_boolean():
    entry = {"passed_out": "no", "contract": "7NT by S", "tricks": 13}
    err = refused(Rubber.from_json, json.dumps(saved(deals=[entry])))
    assert "'passed_out'" in str(err) and "'no'" in str(err)
    refused(Rubber.from_dict, saved(deals=[{"passed_out": 1}]))


def test_settled_must_be_a_json_boolean():
    err = refused(Rubber.from_json, json.dumps(saved(settled="no")))
    assert "'settled'" in str(err) and "'no'" in str(err)
    assert Rubber.from_dict(saved(settled=True)).is_settled and not Rubber.from_dict(saved()).is_settled


def test_a_misspelt_key_is_refused():
    data = saved()
    data["dealz"] = data.pop("deals")
    assert "'dealz'" in str(refused(Rubber.from_json, json.dumps(data)))
    entry = {"contract": "4H by S", "tricks": 10, "dael": DEAL.to_dict()}
    assert "'dael'" in str(refused(Rubber.from_dict, saved(deals=[entry])))
    entry = {"contract": "4H by S", "tricks": 10, "deal": {**DEAL.to_dict(), "vulnerabel": []}}
    assert "'vulnerabel'" in str(refused(Rubber.from_dict, saved(deals=[entry])))
    entry = {"contract": "4H by S", "tricks": 10, "honours": {"N-S": 100}}
    assert "'N-S'" in str(refused(Rubber.from_dict, saved(deals=[entry])))
    assert "'deals'" in str(refused(Rubber.from_dict, {"format": "bridgelib-rubber", "version": 1, "dealer": "N"}))


def test_a_passed_out_deal_cannot_have_a_contract():
    entry = {"passed_out": True, "contract": "7NT by S", "tricks": 13}
    err = refused(Rubber.from_json, json.dumps(saved(deals=[entry])))
    assert "passed out" in str(err) and "'contract'" in str(err)
    played = {"passed_out": False, "contract": "7NT by S", "tricks": 13}
    assert Rubber.from_dict(saved(deals=[played])).totals()[Side.NS] == 1220


@pytest.mark.parametrize("key,value", [
    ("version", True), ("version", 1.0), ("version", "1"), ("dealer", 0), ("deals", {}), ("deals", "[]"),
])
def test_top_level_values_must_have_their_json_type(key, value):
    assert repr(key) in str(refused(Rubber.from_dict, saved(**{key: value})))


@pytest.mark.parametrize("tricks", ["10", 10.0, True, None, [10]])
def test_tricks_must_be_a_json_whole_number(tricks):
    err = refused(Rubber.from_dict, saved(deals=[{"contract": "4H by S", "tricks": tricks}]))
    assert "'tricks'" in str(err) and str(err).startswith("Deal 1 of the saved rubber: ")


def test_a_key_written_twice_is_refused():
    text = '{"format": "bridgelib-rubber", "version": 1, "dealer": "N", "deals": [], "deals": [{"passed_out": true}]}'
    assert "'deals'" in str(refused(Rubber.from_json, text))


def test_settled_after_the_end_of_the_rubber_is_refused():
    finished = next(r for r in RUBBERS if r.winner is not None)
    data = json.loads(finished.to_json())
    data["settled"] = True
    assert "settled" in str(refused(Rubber.from_dict, data))


def test_score_item_from_dict_refuses_bad_entries():
    item = ScoreItem("1 overtrick: 30", 30, Side.NS, "above")
    assert ScoreItem.from_dict({**item.to_dict(), "deal": 3, "game": None}) == item  # a SheetEntry's dict
    for bad in [{}, {**item.to_dict(), "points": "30"}, {**item.to_dict(), "side": "XX"}, {**item.to_dict(), "x": 1},
                {**item.to_dict(), "line": ["above"]}, {**item.to_dict(), "label": ""}, "item"]:
        refused(ScoreItem.from_dict, bad)


# --- item 6: PBN Result takes ASCII digits only --------------------------------------------------
@pytest.mark.parametrize("result", ["²", "١٠", "１０", "1٠", "99", "1" * 5000, "+9", "9.0"])
def test_a_result_in_other_digits_is_refused_with_its_line(result):
    text = f'[Deal "{DEAL.to_pbn()}"]\n[Contract "3NT"]\n[Declarer "S"]\n[Result "{result}"]\n'
    err = refused(parse_game, text)
    assert isinstance(err, PbnError) and err.line == 4 and err.tag == "Result"
    assert parse_game(text.replace(result, "9")).result == 9


# --- item 7: supplemental sections survive a round trip, or are refused ---------------------------
@pytest.mark.parametrize("line", [
    "  N NT 9 ; best", "N NT 9 ", " N NT 9", "N NT 9 ; best", "N {best} 9", "N NT {9", "% N NT 9",
    "[N NT 9]", "N NT\n9", "", "   ",
])
def test_a_section_line_that_would_change_is_refused(line):
    tags = {"OptimumResultTable": "Declarer;Denomination\\2R;Result\\2R"}
    err = refused(Game, DEAL, tags=tags, sections={"OptimumResultTable": (line,)})
    assert isinstance(err, PbnError) and err.tag == "OptimumResultTable"


@pytest.mark.parametrize("line", ["N NT 9", "N  NT  9", 'N "x; {y}" 9', "N NT 9 [x]", "N ] 9", "N } 9"])
def test_a_section_line_that_survives_is_kept(line):
    game = Game(DEAL, tags={"OptimumResultTable": "x"}, sections={"OptimumResultTable": (line, "S S 10")})
    assert parse_game(game.to_pbn()) == game and game.sections["OptimumResultTable"][0] == line


def test_an_empty_section_is_not_kept():
    game = Game(DEAL, tags={"OptimumResultTable": "x"}, sections={"OptimumResultTable": ()})
    assert game.sections == {} and parse_game(game.to_pbn()) == game


def test_section_lines_and_notes_must_be_a_list_of_texts():
    tags = {"OptimumResultTable": "x"}
    for sections in ({"OptimumResultTable": "N NT 9"}, {"OptimumResultTable": (9,)}, ["N NT 9"], {3: ("x",)}):
        refused(Game, DEAL, tags=tags, sections=sections)
    for notes in ("a note", (1,), 5):
        refused(Game, DEAL, notes=notes)


# --- item 10: an incomplete or misshapen answer is wrong, and says why ----------------------------
def test_an_incomplete_score_is_wrong_and_says_what_is_missing():
    q = ScoreQuestion(Contract.parse("4H by S"), 10, False)
    assert q.answer == (120, 0, 0) and q.check((120, 0, 0)).correct
    empty, short = q.check(()), q.check((120,))
    assert not empty.correct and not short.correct
    assert "below the line" in empty.explanation and "missing" in empty.explanation
    assert "above the line for declarer and above the line for the defenders are missing" in short.explanation
    assert "below the line" not in short.explanation.split("missing")[0]
    assert not q.check((120, 0, 0, 0)).correct and not q.check((120.0, 0, 0)).correct
    assert not q.check((True, 0, 0)).correct


def test_a_misshapen_answer_is_a_wrong_answer():
    q = ScoreQuestion(Contract.parse("4H by S"), 10, False)
    for answer in (None, 120, "120", {"below": 120}):
        verdict = q.check(answer)
        assert isinstance(verdict, Verdict) and not verdict.correct
        assert verdict.explanation.endswith(q.explanation)
    hcp = HcpQuestion(Hand.parse("KJ5.AJ84.Q3.J752"))
    assert hcp.check(12).correct and hcp.check((12,)).correct and hcp.check([12]).correct
    assert not hcp.check(None).correct and not hcp.check("12").correct and not hcp.check((12, 0)).correct


# --- item 12: short messages, sentences, and a linear PBN reader ----------------------------------
def test_messages_quote_an_excerpt_of_a_huge_input():
    huge = "A" * 1_000_000
    refused(Rubber().record, huge, 10)
    refused(score_contract, "4H by S", huge, False)
    refused(parse_game, f'[Deal "{DEAL.to_pbn()}"]\n[Contract "{huge}"]\n')
    refused(parse_game, f'[Deal "{DEAL.to_pbn()}"]\n[Dealer "{huge}"]\n')
    refused(parse_game, f"[Deal {huge}")
    refused(parse_game, f'[Deal "{DEAL.to_pbn()}"]\n{huge}\n')
    refused(Game, DEAL, tags={"1" + huge: "x"})
    refused(Game, DEAL, tags={"Event": huge + "\n"})
    refused(exercise_set, seed=1, count=huge)
    entry = {"contract": huge, "tricks": 10}
    refused(Rubber.from_dict, saved(deals=[entry]))


def test_messages_are_sentences_not_parameter_names():
    assert str(refused(score_contract, "4H by S", 10, "yes")).startswith("The vulnerability must be True or False")
    assert str(refused(Rubber().record, "4H by S", 10, 100)).startswith("The honours must map a side")
    assert str(refused(exercise_set, seed=1, count=0)).startswith("The number of questions")
    assert str(refused(moscow_compensation, 22, "yes")).startswith("The vulnerability must be")
    assert str(refused(Game, DEAL, contract="4H by S")) == "The contract must be a Contract, not '4H by S'."
    assert str(refused(Game, "N:...")).startswith("The deal must be a Deal")
    assert str(refused(Game, DEAL, declarer="S")).startswith("The declarer must be a Seat")
    assert str(refused(Game, DEAL, auction="1NT")).startswith("The auction must be an Auction")
    assert str(refused(Game, DEAL, play="x")).startswith("The play must be a Play")
    assert str(refused(Game, DEAL, result="9")).startswith("The result must be a number of tricks")
    assert str(refused(parse_game, 5)).startswith("The PBN text must be a string")
    assert str(refused(parse_game, "1NT")).startswith("Line 1: ")
    assert str(refused(chicago_dealer, 1, float("inf"))).startswith("The value inf is not a seat")
    assert str(refused(score_contract, "4H by S", float("nan"), False)).startswith("The value nan is not a number")
    assert str(refused(Rubber, b"N")).startswith("The value b'N' is not a seat")


def test_wrong_types_in_a_game_are_still_type_errors_too():
    with pytest.raises(TypeError):
        Game(DEAL, tags={"Board": 3})
    with pytest.raises(ValueError, match="The value of the tag Board must be text, not 3."):
        Game(DEAL, tags={"Board": 3})


def test_a_line_of_many_tags_is_read_in_place(monkeypatch):
    """Linear time: every tag of a line is matched in the line itself, at increasing
    positions, never in a copy of the rest of the line (which made a 2 MB line take 5 s)."""
    calls: list[tuple[int, int]] = []
    real = pbn._TAG

    class Recorder:
        def match(self, string: str, pos: int = 0) -> Any:
            calls.append((id(string), pos))
            return real.match(string, pos)

    monkeypatch.setattr(pbn, "_TAG", Recorder())
    line = "".join(f'[T{k} "x"] ' for k in range(2000))
    game = parse_game(f'[Deal "{DEAL.to_pbn()}"] {line}\n')
    assert len(game.tags) == 2000 + 3
    assert len({string for string, _ in calls}) == 1
    positions = [pos for _, pos in calls]
    assert positions == sorted(set(positions)) and len(positions) == 2001


def test_a_message_wrapping_another_stays_short():
    hands = {**DEAL.to_dict(), "deal": "N:" + "A" * 5000 + "\x7f . . ."}
    refused(Rubber.from_dict, saved(deals=[{"contract": "4H by S", "tricks": 10, "deal": hands}]))
    refused(parse_game, f'[Deal "N:{"A" * 5000} . . ."]\n')
    refused(Game, DEAL, result=big_int())
    refused(Game, DEAL, result=-1)


def test_look_alike_letters_are_not_pbn_keywords():
    base = f'[Deal "{DEAL.to_pbn()}"]\n'
    refused(parse_game, base + '[Vulnerable "Nſ"]\n')
    refused(parse_game, base + '[Contract "Paſſ"]\n')


# =================================================================================================
# The fuzz suite
# =================================================================================================
ADVERSARIAL_TEXT = [
    "", " ", "\t", "\n", "\r\n", "  \u3000 ", "\x00", "\x85", "\u2028", "ſ", "K", "ß", "ﬁ", "ǅ", "İ",
    "１０", "١٠", "²", "٣", "10", "T", "t", "13", "14", "-1", "+1", "0", "007", "1e3", "9.0",
    "♠", "♥", "♦", "♣", "♤♡♢♧", "S", "s", "H", "NT", "N", "n", "North", "nORTH", "ſouth", "Ｓ", "NS", "N-S", "ns",
    "EW", "WE", "None", "none", "null", "true", "True", "Pass", "pass", "Paſſ", "AP", "X", "XX", "*", "-", "+",
    "4H by S", "4h by s", "4ſ by ſ", "7NT by N", "3NT", "4HX by S", "4HXX by E", "8H by S", "0NT by N",
    "4H by S by S", "4H", "1C", "SA", "ST", "S10", "♠A", "♠10", "AKQJ2.5432.32.32", "AKQJT98765432.A..",
    "[", "]", "{", "}", ";", "%", '"', "\\", "=1=", "$1", "[Event \"x\"]",
]


def oversized(piece: str) -> str:
    return piece * 5000


texts = st.one_of(
    st.sampled_from(ADVERSARIAL_TEXT), st.builds(oversized, st.sampled_from(["A", "1", "SA ", "[", "♠"])),
    st.text(max_size=12),
    st.text(alphabet="SHDCNTAKQJ10987654321 .:-XPabyENW♠♥♦♣ſK", max_size=24),
)


def big_int() -> int:
    """A 5001-digit number: repr() refuses it (the interpreter's limit)."""
    return 10**5000


scalars = st.one_of(
    texts, st.integers(-20, 200), st.integers(), st.builds(big_int), st.floats(allow_nan=True), st.booleans(),
    st.none(), st.binary(max_size=8), st.sampled_from([Seat.S, Side.NS, Strain.H, object(), bytearray(b"S")]),
)
values = st.recursive(
    scalars, lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner),
                                     st.dictionaries(st.text(max_size=8), inner, max_size=3)),
    max_leaves=8,
)
hashables = st.one_of(texts, st.integers(-5, 200), st.none(), st.booleans(), st.sampled_from(list(Side) + list(Seat)))
json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-20, 200), st.floats(allow_nan=False), texts),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(texts, inner, max_size=3)),
    max_leaves=8,
)


# --- mutating a JSON document ----------------------------------------------------------------------
def _containers(node: Any, path: tuple = ()) -> list[tuple]:
    """The paths of every list and dict in a JSON document."""
    out: list[tuple] = []
    if isinstance(node, dict):
        out.append(path)
        for key, value in node.items():
            out += _containers(value, path + (key,))
    elif isinstance(node, list):
        out.append(path)
        for index, value in enumerate(node):
            out += _containers(value, path + (index,))
    return out


def _at(node: Any, path: tuple) -> Any:
    for step in path:
        node = node[step]
    return node


KEYS = ["format", "version", "dealer", "deals", "settled", "passed_out", "contract", "tricks", "honours", "deal",
        "vulnerable", "NS", "EW", "Deals", "deal ", "passedout"]


def mutate_json(data: Any, draw: Callable[..., Any]) -> Any:
    """One tampering of a decoded save: delete, rename, retype, flip, swap, duplicate."""
    data = copy.deepcopy(data)
    path = draw(st.sampled_from(_containers(data)))
    node = _at(data, path)
    keys = list(node) if isinstance(node, dict) else list(range(len(node)))
    action = draw(st.sampled_from(["delete", "rename", "replace", "flip", "swap", "duplicate", "add"]))
    if not keys or action == "add":
        if isinstance(node, dict):
            node[draw(st.sampled_from(KEYS))] = draw(json_values)
        else:
            node.append(draw(json_values))
        return data
    key = draw(st.sampled_from(keys))
    if action == "delete":
        del node[key]
    elif action == "rename" and isinstance(node, dict):
        node[draw(st.sampled_from(KEYS + [key.upper(), key + "s", key[:-1]]))] = node.pop(key)
    elif action == "flip" and isinstance(node[key], bool):
        node[key] = not node[key]
    elif action == "swap" and len(keys) > 1:
        other = draw(st.sampled_from(keys))
        node[key], node[other] = node[other], node[key]
    elif action == "duplicate" and isinstance(node, list):
        node.insert(key, copy.deepcopy(node[key]))
    else:
        value = node[key]
        node[key] = draw(st.one_of(
            json_values, st.just(str(value)), st.just([value]), st.just({"x": value}),
            st.just(float(value) if isinstance(value, int) else value),
            st.just(value + 1 if isinstance(value, int) and not isinstance(value, bool) else value),
        ))
    return data


def mutate_text(text: str, draw: Callable[..., Any]) -> str:
    """One change of a text: truncate, cut out, insert or replace some characters."""
    action = draw(st.sampled_from(["truncate", "cut", "insert", "replace"]))
    at = draw(st.integers(0, len(text)))
    if action == "truncate":
        return text[:at]
    end = draw(st.integers(at, min(len(text), at + 8)))
    piece = draw(st.one_of(texts, st.sampled_from(['"', "}", "{", "]", "[", ",", ":", "\\", "1", "true"])))
    if action == "cut":
        return text[:at] + text[end:]
    if action == "insert":
        return text[:at] + piece + text[at:]
    return text[:at] + piece + text[end:]


# --- saved rubbers --------------------------------------------------------------------------------
def test_every_valid_save_loads_and_saves_back():
    for rubber, text in zip(RUBBERS, SAVES, strict=False):
        assert Rubber.from_json(text) == rubber and Rubber.from_json(text).to_json() == text
        assert Rubber.from_json(text.encode()) == rubber and Rubber.from_json(json.loads(text)) == rubber


@FUZZ
@given(st.data())
def test_tampered_saves_are_refused_or_save_back(data):
    text = data.draw(st.sampled_from(SAVES))
    tampered = mutate_json(json.loads(text), data.draw)
    for _ in range(data.draw(st.integers(0, 2))):
        tampered = mutate_json(tampered, data.draw)
    loads_back(json.dumps(tampered))
    outcome(Rubber.from_dict, tampered)


@FUZZ
@given(st.data())
def test_corrupted_save_texts_are_refused_or_save_back(data):
    text = data.draw(st.sampled_from(SAVES))
    for _ in range(data.draw(st.integers(1, 3))):
        text = mutate_text(text, data.draw)
    loads_back(text)
    raw = text.encode("utf-8", "surrogatepass")
    at = data.draw(st.integers(0, len(raw)))
    loads_back(raw[:at] + data.draw(st.binary(max_size=4)) + raw[at:])


@FUZZ
@given(values)
def test_any_object_is_refused_or_loads(value):
    if isinstance(value, (str, bytes)):
        loads_back(value)
    else:
        outcome(Rubber.from_json, value)
    outcome(Rubber.from_dict, value)
    outcome(Rubber.from_dict, saved(deals=[value]))
    outcome(Rubber.from_dict, saved(deals=[{"contract": "4H by S", "tricks": 10, "deal": value}]))
    outcome(Rubber.from_dict, saved(deals=[{"contract": "4H by S", "tricks": 10, "honours": value}]))
    outcome(ScoreItem.from_dict, value)


# --- the rubber's actions: a refusal changes nothing -----------------------------------------------
@FUZZ
@given(st.data())
def test_refused_actions_leave_the_rubber_as_it_was(data):
    rubber = data.draw(st.sampled_from(RUBBERS)).copy()
    for _ in range(data.draw(st.integers(1, 4))):
        before, text = rubber.copy(), rubber.to_json()
        action = data.draw(st.sampled_from(["record", "record", "passout", "settle", "undo", "query"]))
        if action == "record":
            contract = data.draw(st.one_of(st.sampled_from(["4H by S", "3NT by E", "7NTXX by W", "1C by N"]), values))
            tricks = data.draw(st.one_of(st.integers(0, 13), values))
            claimed = data.draw(st.one_of(st.none(), st.dictionaries(hashables, values, max_size=2),
                                          st.sampled_from([{Side.NS: 100}, {"EW": 150}, {Side.EW: 0}]), values))
            deal = data.draw(st.one_of(st.none(), st.just(DEAL), values))
            _, err = outcome(rubber.record, contract, tricks, claimed, deal=deal)
        elif action == "passout":
            _, err = outcome(rubber.record_passout)
        elif action == "settle":
            _, err = outcome(rubber.settle)
        elif action == "undo":
            _, err = outcome(rubber.undo)
        else:
            side = data.draw(st.one_of(st.sampled_from(list(Side)), values))
            for query in (rubber.vulnerable, rubber.games_won, rubber.part_score):
                outcome(query, side)
            err = ValueError("A query changes nothing.")
        if err is not None:
            assert rubber == before and rubber.to_json() == text
        else:
            loads_back(rubber.to_json())
    outcome(Rubber, data.draw(values))


# --- scoring and the other scorings ----------------------------------------------------------------
@FUZZ
@given(st.one_of(texts, values, st.builds(Contract.parse, st.sampled_from(["4H by S", "6NTX by W", "1C"]))),
       st.one_of(st.integers(-2, 15), values), st.one_of(st.booleans(), values))
def test_score_contract_takes_any_arguments(contract, tricks, vulnerable):
    score, err = outcome(score_contract, contract, tricks, vulnerable)
    if score is not None:
        assert sum(item.points for item in score.items) == score.below + score.above + score.defenders
    for call in (duplicate_score, duplicate_breakdown):
        outcome(call, contract, tricks, vulnerable)
    outcome(moscow_imps, contract, tricks, vulnerable, tricks)


@FUZZ
@given(st.one_of(texts, values, st.sampled_from(["AKQJT.543.32.432", "A2.A32.A432.A432"])),
       st.one_of(texts, values, st.sampled_from(list(Strain))), st.one_of(st.sampled_from([0, 100, 150]), values),
       st.one_of(st.sampled_from(list(Side)), values), st.one_of(st.none(), texts, values))
def test_honours_take_any_arguments(hand, strain, points, side, holder):
    points_held, _ = outcome(honours, hand, strain)
    assert points_held in (None, 0, 100, 150)
    outcome(check_honours, points, strain)
    outcome(honours_item, points, strain, side, holder=holder, declaring_side=side)
    outcome(honours_item, points, strain, side, declaring_side=holder)


@FUZZ
@given(values, values, values)
def test_the_other_scorings_take_any_arguments(a, b, c):
    for call, args in [(imps, (a,)), (minibridge_level, (a,)), (moscow_compensation, (a, b)),
                       (chicago_dealer, (a, b)), (chicago_vulnerability, (a, b, c)), (chicago_vulnerability, (1, Seat.N, c)),
                       (chicago_dealer, (2, b))]:
        outcome(call, *args)


# --- PBN ------------------------------------------------------------------------------------------
def test_every_seeded_game_round_trips():
    for text in PBN_FILES:
        games = reads_back(text)
        assert games is not None and games_to_pbn(games) == text
    for game in GAMES:
        assert parse_game(game.to_pbn()) == game


@FUZZ
@given(st.data())
def test_corrupted_pbn_files_are_refused_or_round_trip(data):
    text = data.draw(st.sampled_from(PBN_FILES))
    lines = text.split("\n")
    for _ in range(data.draw(st.integers(1, 3))):
        action = data.draw(st.sampled_from(["line", "delete", "duplicate", "swap", "text", "token"]))
        k = data.draw(st.integers(0, len(lines) - 1))
        if action == "line":
            lines[k] = data.draw(st.one_of(texts, st.sampled_from(['[Result "١٠"]', '[Result "²"]', '[Contract "Pass"]',
                                                                 '[Play "N"]', '[Auction "E"]', '[Vulnerable "All"]',
                                                                 '[Note "1:x"]', "{", "}", "*", "AP", "- - - -"])))
        elif action == "delete" and len(lines) > 1:
            del lines[k]
        elif action == "duplicate":
            lines.insert(k, lines[k])
        elif action == "swap":
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[k], lines[j] = lines[j], lines[k]
        elif action == "token" and lines[k].split():
            tokens = lines[k].split()
            tokens[data.draw(st.integers(0, len(tokens) - 1))] = data.draw(texts)
            lines[k] = " ".join(tokens)
        else:
            lines[k] = mutate_text(lines[k], data.draw)
    mutated = "\n".join(lines)
    reads_back(mutated)
    game, err = outcome(parse_game, mutated)
    if game is not None:
        assert parse_game(game.to_pbn()) == game
    if err is not None and isinstance(err, PbnError) and err.line is not None:
        assert 1 <= err.line <= len(_newline_split(mutated))


def _newline_split(text: str) -> list[str]:
    return pbn._NEWLINE.split(text)


@FUZZ
@given(st.one_of(texts, values))
def test_any_text_is_refused_or_round_trips(value):
    if isinstance(value, str):
        reads_back(value)
        reads_back(f'[Deal "{DEAL.to_pbn()}"]\n' + value)
        reads_back(f'[Deal "{DEAL.to_pbn()}"]\n[Result "{value}"]\n[Contract "4H"]\n[Declarer "S"]\n')
    else:
        outcome(parse_games, value)
    outcome(parse_game, value)


game_tags = st.dictionaries(
    st.one_of(st.sampled_from(["Event", "Board", "Dealer", "Vulnerable", "Deal", "Contract", "Declarer", "Result",
                               "Auction", "Play", "Note", "OptimumResultTable", "ScoreTable", "Site", "1x", "A b"]),
              hashables),
    st.one_of(texts, st.sampled_from(["N", "S", "E", "W", "None", "All", "NS", "4H", "3NT", "Pass", "9", "?", ""]), values),
    max_size=4,
)


def _game_fields(base: Game) -> dict[str, Any]:
    return {"deal": base.deal, "auction": base.auction, "play": base.play, "contract": base.contract, "declarer": base.declarer,
                "result": base.result, "tags": dict(base.tags), "notes": base.notes, "sections": dict(base.sections)}


def _other_value(name: str, base: Game) -> st.SearchStrategy[Any]:
    """Another value for the field ``name`` of a game: plausible or junk."""
    plausible: dict[str, list[Any]] = {
        "deal": [DEAL, base.deal.replace(vulnerable=frozenset(Side)), base.deal.replace(dealer=base.deal.dealer.left)],
        "auction": [None, Auction(Seat.N), Auction(base.deal.dealer), Auction(base.deal.dealer, "Pass Pass Pass Pass")],
        "play": [None] + [g.play for g in GAMES if g.play is not None][:3],
        "contract": [None, Contract.parse("4H"), Contract.parse("3NT by N"), Contract.parse("7NTXX by W")],
        "declarer": [None, Seat.S, Seat.E],
        "result": [None, 0, 9, 13, 14, -1],
        "notes": [(), ("1:x",), ("",), ("a\nb",), ('"quoted" \\ note',)],
        "sections": [{}, {"OptimumResultTable": ("N 9",)}, {"ScoreTable": ("x",)}, {"Auction": ("1NT",)}],
    }
    if name == "tags":
        return st.one_of(game_tags, st.builds(lambda t: {**base.tags, **t}, game_tags),
                         st.builds(lambda k: {n: v for n, v in base.tags.items() if n != k}, st.sampled_from(list(base.tags))))
    return st.one_of(st.sampled_from(plausible[name]), values)


@FUZZ
@given(st.data())
def test_games_built_in_code_are_refused_or_round_trip(data):
    base = data.draw(st.sampled_from(GAMES))
    kwargs = _game_fields(base)
    for name in data.draw(st.lists(st.sampled_from(sorted(kwargs)), max_size=3, unique=True)):
        kwargs[name] = data.draw(_other_value(name, base))
    game, _ = outcome(Game, **kwargs)
    if game is not None:
        again = parse_game(game.to_pbn())
        assert again == game and again.to_pbn() == game.to_pbn()
        assert reads_back(games_to_pbn([game, game])) == [game, game]
    outcome(Game.from_play, data.draw(st.one_of(st.just(base.play), values)), data.draw(st.one_of(st.none(), values)))
    if base.play is not None:
        game, _ = outcome(Game.from_play, base.play, base.auction, Board=data.draw(values), Event=data.draw(texts))
        if game is not None:
            assert parse_game(game.to_pbn()) == game


# --- the exercises' checks -------------------------------------------------------------------------
def _questions() -> list[Any]:
    rng = random.Random(11)
    rubber = next(r for r in RUBBERS if r.winner is not None)
    open_rubber = next(r for r in RUBBERS if not r.is_over)
    play = Play(Deal.parse("N:KQ..Q8. .A4.A.J A..K4.3 J..5.Q2"), Contract.parse("1NT by S"))
    for card in ("D5", "D8", "DA"):
        play.play(card)
    return [
        trick_question(rng), call_question(rng), declarer_question(rng), score_question(rng), honours_question(rng),
        ScoreQuestion(Contract.parse("4H by S"), 10, False), *exercise_set(seed=5, count=4),
        ShapeQuestion(tuple(DEAL[Seat.N])), NextDealerQuestion(Seat.W, (True, False)), CardQuestion(play),
        ContractQuestion(Auction(Seat.N, "1H Pass 2H X XX Pass Pass Pass"), ("2H by S", "2HXX by N")),
        HcpQuestion(DEAL[Seat.S]), BalancedQuestion(DEAL[Seat.E]), MinibridgeQuestion(DEAL),
        HonoursQuestion(DEAL, Contract.parse("4S by S")), VulnerableQuestion(open_rubber), WinnerQuestion(rubber),
        TotalQuestion(rubber), TotalQuestion(open_rubber, stop=True),
    ]


QUESTIONS = _questions()


def test_every_question_is_right_with_its_answer():
    for q in QUESTIONS:
        answer = q.answer[0] if isinstance(q, CardQuestion) else q.answer
        assert q.check(answer).correct, type(q).__name__


answers = st.one_of(
    values, st.sampled_from(list(Seat) + list(Side) + [Contract.parse("2HXX by N"), True, False, (), (Side.NS, 60)]),
    st.lists(st.one_of(st.integers(-1, 200), values), max_size=5), st.frozensets(st.sampled_from(list(Side))),
    st.tuples(st.one_of(st.none(), st.sampled_from(list(Side)), values), st.one_of(st.integers(0, 2000), values)),
)


@FUZZ
@given(st.sampled_from(QUESTIONS), answers)
def test_every_check_takes_any_answer(q, answer):
    verdict, _ = outcome(q.check, answer)
    assert isinstance(verdict, Verdict) and verdict.explanation
    # an answer of numbers is right only with every number, exactly
    if verdict.correct and not isinstance(q, CardQuestion) and isinstance(q.answer, tuple):
        given = answer if isinstance(answer, (tuple, list)) else (answer,)
        assert len(given) == len(q.answer) and all(type(a) is type(b) or a is None for a, b in zip(given, q.answer, strict=False))
    assert str(verdict).startswith(("Right. ", "Not quite. "))


@FUZZ
@given(values, st.one_of(st.integers(-2, 5), values))
def test_exercise_sets_take_any_count(seed, count):
    outcome(exercise_set, seed, count)
