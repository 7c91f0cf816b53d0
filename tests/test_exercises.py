"""Seeded exercises and the lessons' questions: same seed same sheet, and every answer agrees
with the rules (counted here, not taken from the engine where a count is simple)."""

import random

import pytest

from bridgelib import Auction, Card, Contract, Deal, Hand, Play, Rank, Rubber, Seat, Side, Strain, Suit, Trick
from bridgelib.exercises import (
    BalancedQuestion,
    CardQuestion,
    ClaimQuestion,
    ContractQuestion,
    DeclarerQuestion,
    HcpQuestion,
    HonoursQuestion,
    MinibridgeQuestion,
    NextDealerQuestion,
    PlayedOutQuestion,
    ScoreQuestion,
    ShapeQuestion,
    TotalQuestion,
    TrickQuestion,
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
from bridgelib.variants import MINIBRIDGE_LEVELS


def test_same_seed_same_questions():
    a = [q.prompt for q in exercise_set(seed=8, count=20)]
    b = [q.prompt for q in exercise_set(seed=8, count=20)]
    c = [q.prompt for q in exercise_set(seed=9, count=20)]
    assert a == b and a != c


def test_count_must_be_positive():
    with pytest.raises(ValueError, match="from 1 to 1000"):
        exercise_set(seed=1, count=0)


def test_trick_questions_follow_suit_and_name_the_winner():
    rng = random.Random(4)
    for _ in range(200):
        q = trick_question(rng)
        cards = q.trick.cards
        led = cards[0].suit
        trump = q.trick.strain.suit
        trumps = [c for c in cards if trump is not None and c.suit is trump]
        best = max(trumps or [c for c in cards if c.suit is led], key=lambda c: c.rank)
        assert q.answer is q.trick.leader.next(cards.index(best))
        assert q.check(q.answer).correct and not q.check(q.answer.left).correct
        assert str(best) in q.explanation


def test_call_questions_are_half_legal_and_explained():
    rng = random.Random(5)
    legal = 0
    for _ in range(200):
        q = call_question(rng)
        assert not q.auction.is_over
        assert q.answer == (q.call in q.auction.legal_calls())
        legal += q.answer
        assert q.explanation.startswith("Yes" if q.answer else "No")
        assert q.check(q.answer).correct and not q.check(not q.answer).correct
    assert 60 <= legal <= 140


def test_declarer_questions_often_need_the_first_to_name_rule():
    rng = random.Random(6)
    tricky = 0
    for _ in range(60):
        q = declarer_question(rng)
        contract = q.auction.contract
        assert contract is not None
        calls = q.auction.calls
        last = max(i for i, c in enumerate(calls) if c.is_bid)
        tricky += q.auction.seat_of(last) is not q.answer
        assert q.answer.side is q.auction.seat_of(last).side
        assert q.check(q.answer).correct
    assert tricky >= 20


def test_score_question_worked_example_and_mistakes():
    q = ScoreQuestion(Contract.parse("4HX by S"), 7, False)
    assert q.answer == (0, 0, 500)
    verdict = q.check((0, 0, 700))
    assert not verdict.correct and "you wrote 700, it is 500" in verdict.explanation
    q = ScoreQuestion(Contract.parse("6C by N"), 12, False)
    assert q.answer == (120, 500, 0)
    rng = random.Random(7)
    made = sum(score_question(rng).score.made for _ in range(200))
    assert 60 <= made <= 140


# --- the lessons' smaller questions --------------------------------------------------------

POINTS = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}


def assert_wrong(verdict: Verdict) -> None:
    assert verdict.correct is False
    assert verdict.explanation and str(verdict).startswith("Not quite. ")


def test_new_questions_are_exported():
    import bridgelib.exercises as ex
    for name in ("ShapeQuestion", "NextDealerQuestion", "CardQuestion", "ContractQuestion", "HcpQuestion",
                 "BalancedQuestion", "MinibridgeQuestion", "HonoursQuestion", "VulnerableQuestion",
                 "WinnerQuestion", "TotalQuestion", "honours_question"):
        assert name in ex.__all__ and hasattr(ex, name)
        assert "ipywidgets" not in getattr(ex, name).__module__


def test_shape_question_counts_each_suit_of_the_cards_as_dealt():
    rng = random.Random(11)
    pack = [Card(suit, rank) for suit in Suit for rank in Rank]
    for _ in range(30):
        rng.shuffle(pack)
        cards = tuple(pack[:13])
        q = ShapeQuestion(cards)
        counted = tuple(sum(1 for c in cards if c.suit is suit) for suit in Suit)
        assert q.answer == counted and sum(q.answer) == 13
        assert q.check(list(counted)).correct
        wrong = (counted[0] + 1, counted[1] - 1, *counted[2:])
        assert_wrong(q.check(wrong))
        assert "13 cards in all" in q.explanation
        assert q.fields == ("♠ spades", "♥ hearts", "♦ diamonds", "♣ clubs")
        assert q.picture.count("bb-card") >= 13


def test_next_dealer_moves_left_after_every_deal_passed_out_or_not():
    order = [Seat.N, Seat.E, Seat.S, Seat.W]          # clockwise: each dealer's left is next
    for first in Seat:
        for history in [(), (True,), (False, True), (True, True, True), (False, False, True, False, True)]:
            q = NextDealerQuestion(first, history)
            expected = order[(order.index(first) + len(history)) % 4]
            assert q.answer is expected
            assert q.check(expected).correct
            assert_wrong(q.check(expected.right))
            assert f"{expected.english} deals next." in q.explanation
            assert q.prompt.endswith(f"Who deals deal {len(history) + 1}?")
    assert [value for _, value in NextDealerQuestion.options] == list(Seat)


def test_card_question_follow_suit_and_void():
    # South holds ♦K ♦4 and must follow to a diamond lead.
    play = Play(Deal.parse("N:KQ..Q8. .A4.A.J A..K4.3 J..5.Q2"), Contract.parse("1NT by S"))
    for card in ("D5", "D8", "DA"):
        play.play(card)
    q = CardQuestion(play)
    assert set(q.answer) == {Card.parse("DK"), Card.parse("D4")}
    assert q.check(Card.parse("D4")).correct and "follow suit" in q.check(Card.parse("D4")).explanation
    wrong = q.check(Card.parse("SA"))
    assert_wrong(wrong)
    assert "♦K, ♦4" in wrong.explanation
    assert "You are South" in q.prompt and "No-trump" in q.prompt
    # A void in the suit led: any card is allowed.
    play = Play(Deal.parse("N:A.2.2.A K..A.43 5.83.7. J..9.KQ"), Contract.parse("2H by S"))
    for card in ("CK", "CA", "C4"):
        play.play(card)
    q = CardQuestion(play)
    assert set(q.answer) == set(play.hand(Seat.S))
    for card in play.hand(Seat.S):
        verdict = q.check(card)
        assert verdict.correct and "Nobody has to trump" in verdict.explanation
    assert "Hearts are trumps" in q.prompt


def test_contract_question_answers_with_the_auction_contract():
    q = ContractQuestion(Auction(Seat.N, "1H Pass 2H X XX Pass Pass Pass"),
                         ("2H by S", "2HX by N", "2HXX by N", "2HXX by S"))
    assert q.answer == Contract.parse("2HXX by N")    # North named hearts first
    assert [value for _, value in q.options] == [Contract.parse(c) for c in q.choices]
    assert q.check(Contract.parse("2HXX by N")).correct
    assert_wrong(q.check(Contract.parse("2HXX by S")))
    assert "redoubled" in q.explanation and "North" in q.explanation
    assert "Contract:" not in q.picture                 # the answer is not drawn


def test_hcp_question_counts_four_three_two_one():
    rng = random.Random(12)
    for _ in range(40):
        hand = Deal.random(rng)[Seat.S]
        q = HcpQuestion(hand)
        counted = sum(POINTS.get(card.rank, 0) for card in hand)
        assert q.answer == (counted,)
        assert q.check((counted,)).correct
        assert_wrong(q.check((counted + 1,)))
        assert q.explanation.endswith(f"= {counted} high-card points.")
    q = HcpQuestion(Hand.parse("KJ5.AJ84.Q3.J752"))
    assert q.answer == (3 + 1 + 4 + 1 + 2 + 1,)


def test_balanced_question_knows_the_three_balanced_patterns():
    balanced = {(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2)}
    rng = random.Random(13)
    seen = set()
    for _ in range(60):
        hand = Deal.random(rng)[Seat.W]
        q = BalancedQuestion(hand)
        pattern = tuple(sorted((hand.length(s) for s in Suit), reverse=True))
        expected = pattern in balanced
        seen.add(expected)
        assert q.answer is expected
        assert q.check(expected).correct
        assert_wrong(q.check(not expected))
        assert "-".join(map(str, pattern)) in q.explanation
    assert seen == {True, False}
    q = BalancedQuestion(Hand.parse("A9.KQJ84.AKQ75.3"))
    assert not q.answer and "a singleton" in q.explanation


def test_minibridge_question_uses_the_side_with_more_points_and_the_table():
    rng = random.Random(14)
    for _ in range(30):
        deal = Deal.random(rng)
        q = MinibridgeQuestion(deal)
        ns = deal[Seat.N].hcp + deal[Seat.S].hcp
        ew = deal[Seat.E].hcp + deal[Seat.W].hcp
        total = max(ns, ew)
        assert q.points(q.side) == total and ns + ew == 40
        level = next(lv for low, high, lv in MINIBRIDGE_LEVELS if low <= total <= high)
        assert q.answer == (level,)
        assert q.check((level,)).correct
        assert_wrong(q.check((level + 1,)))
        assert f"level {level}" in q.explanation


def honours_by_hand(hand: Hand, strain: Strain) -> int:
    if strain is Strain.NT:
        return 150 if sum(c.rank is Rank.ACE for c in hand) == 4 else 0
    held = sum(1 for c in hand if c.suit is strain.suit and c.rank >= Rank.TEN)
    return {5: 150, 4: 100}.get(held, 0)


def test_honours_question_one_hand_only():
    deal = Deal.parse("N:AKQJ.432.432.432 T98.AKQJ.765.765 765.T98.AKQJ.T98 432.765.T98.AKQJ")
    assert HonoursQuestion(deal, Contract.parse("4S by S")).answer == (Side.NS, 100)     # North AKQJ
    assert HonoursQuestion(deal, Contract.parse("4H by S")).answer == (Side.EW, 100)     # East AKQJ
    q = HonoursQuestion(deal, Contract.parse("3NT by N"))                                # aces split
    assert q.answer == (None, 0) and "nobody scores honours" in q.explanation
    assert_wrong(q.check((Side.NS, 150)))
    rng = random.Random(15)
    for _ in range(25):
        q = honours_question(rng)
        expected = (None, 0)
        for seat in Seat:
            points = honours_by_hand(q.deal[seat], q.contract.strain)
            if points:
                expected = (seat.side, points)
        assert q.answer == expected
        assert q.check(expected).correct
        assert expected in [value for _, value in q.options]
        other = next(v for _, v in q.options if v != expected)
        assert_wrong(q.check(other))
    assert honours_question(random.Random(7)) == honours_question(random.Random(7))


def test_sheet_questions():
    rubber = Rubber(dealer=Seat.E)
    rubber.record("4S by W", 10)            # East-West game
    rubber.record("3H by S", 9)             # North-South part-score
    vul = VulnerableQuestion(rubber)
    assert vul.answer == frozenset({Side.EW})
    assert vul.check({Side.EW}).correct
    assert_wrong(vul.check(frozenset(Side)))
    assert "part-scores do not count" in vul.explanation
    assert frozenset({Side.EW}) in [value for _, value in vul.options]
    assert "Vulnerable</span>" not in vul.picture

    done = Rubber(dealer=Seat.N)
    done.record("3NT by S", 9)              # N-S game: 100
    done.record("4S by E", 11)              # E-W game: 150 + 30
    done.record("5DX by N", 8)              # N-S three down vulnerable doubled: 800 to E-W
    done.record("4H by N", 10)              # N-S second game and the rubber (500)
    winner = WinnerQuestion(done)
    assert winner.answer is Side.NS
    assert_wrong(winner.check(Side.EW))
    total = TotalQuestion(done)
    ns, ew = done.totals()[Side.NS], done.totals()[Side.EW]
    assert total.answer == (Side.EW if ew > ns else Side.NS, abs(ns - ew))
    assert total.answer[0] is Side.EW                       # the rubber's winner is not ahead
    assert total.check(total.answer).correct
    assert_wrong(total.check((Side.EW, total.answer[1] + 10)))
    assert [str(n) for n in (ns, ew)] == total.explanation.split("Totals: WE (N-S) ")[1].split(".")[0].split(", THEY (E-W) ")

    open_ = Rubber(dealer=Seat.W)
    open_.record("3NT by W", 10)            # E-W game
    open_.record("2S by N", 8)              # N-S part-score
    stop = TotalQuestion(open_, stop=True)
    settled = open_.copy()
    items = settled.settle()
    assert {(i.side, i.points) for i in items} == {(Side.EW, 300), (Side.NS, 100)}
    assert stop.answer == (settled.leader, abs(settled.net))
    assert not open_.is_over                                # the question settles a copy
    assert "Stopping writes" in stop.explanation


# --- claims -------------------------------------------------------------------------------------

SQUEEZE = Deal.parse("N:4.A2.A4. ...98765 AK.3.Q2. 3.KQ.K9.")  # South on lead after one trick


def squeeze_play() -> Play:
    return Play(SQUEEZE, "3NT by S", "S3 S4 C9 SK")


def test_claim_question_is_judged_by_the_plan():
    """The squeeze takes four tricks, but a plan fixed in advance cannot take them all."""
    from bridgelib.solver import check_claim

    fixed = "SA D4 H3 HA H2 DA DQ D2"
    q = ClaimQuestion(squeeze_play(), 4, fixed)
    assert q.answer is False and q.answer == check_claim(squeeze_play(), 4, fixed.split()).holds
    assert q.prompt == ("South claims 4 of the remaining 4 tricks with this plan (declarer's and dummy's cards "
                        "in the order they will be played): ♠A, ♦4, ♥3, ♥A, ♥2, ♦A, ♦Q, ♦2. Is the claim safe?")
    assert [value for _, value in q.options] == [True, False]
    wrong, right = q.check(True), q.check(False)
    assert not wrong.correct and right.correct
    assert right.explanation.startswith("The claim fails: following the stated plan, declarer's side can be held to 3")
    assert "South to lead" in q.picture and "bb-back" not in q.picture  # all four hands face up
    # three tricks are safe with that plan; a plan given as cards works the same
    safe = ClaimQuestion(squeeze_play(), 3, tuple(Card.parse(c) for c in fixed.split()))
    assert safe.answer is True and safe.check(True).correct


def test_played_out_question_counts_the_tricks_of_the_worst_defence():
    q = PlayedOutQuestion(squeeze_play(), 4, "SA D4 H3 HA H2 DA DQ D2", disputer=Seat.W)
    assert q.answer == 3
    assert [label for label, _ in q.options] == ["0", "1", "2", "3", "4"]
    assert "West disputes the claim" in q.prompt
    assert q.check(3).correct and not q.check(4).correct
    assert q.check(4).explanation.startswith("Declarer's side takes 3. The claim fails")


def test_claim_question_with_a_bad_plan_names_the_card():
    with pytest.raises(ValueError, match="'ZZ' is not a card"):
        _ = ClaimQuestion(squeeze_play(), 4, "SA ZZ").answer
    with pytest.raises(ValueError, match="not in declarer's or dummy's hand"):
        _ = ClaimQuestion(squeeze_play(), 4, "HK").answer


# --- questions are data: one protocol (prompt, figure, answer_kind, check, answer, explanation) -----

def one_of_each() -> list:
    """A question of every kind, including the claims."""
    play = Play(Deal.parse("N:KQ..Q8. .A4.A.J A..K4.3 J..5.Q2"), Contract.parse("1NT by S"))
    for card in ("D5", "D8", "DA"):
        play.play(card)
    rubber = Rubber(dealer=Seat.E)
    rubber.record("4S by W", 10)
    rubber.record("3H by S", 9)
    done = Rubber(dealer=Seat.S)
    done.record("4H by S", 10)
    done.record("3NT by N", 9)
    deal = Deal.parse("N:AKQJ.432.432.432 T98.AKQJ.765.765 765.T98.AKQJ.T98 432.765.T98.AKQJ")
    return [
        *exercise_set(seed=5, count=4),
        ShapeQuestion(tuple(Deal.random(seed=2)[Seat.W])),
        NextDealerQuestion(Seat.S, (False, True)),
        CardQuestion(play),
        ContractQuestion(Auction(Seat.N, "1H Pass 2H X XX Pass Pass Pass"), ("2H by S", "2HXX by N")),
        HcpQuestion(Hand.parse("KJ5.AJ84.Q3.J752")),
        BalancedQuestion(Hand.parse("KQ95.J4.A1073.Q8")),
        MinibridgeQuestion(Deal.random(seed=78)),
        HonoursQuestion(deal, Contract.parse("4S by S")),
        VulnerableQuestion(rubber), WinnerQuestion(done), TotalQuestion(rubber), TotalQuestion(rubber, stop=True),
        ClaimQuestion(squeeze_play(), 3, "SA D4 H3 HA H2 DA DQ D2"),
        PlayedOutQuestion(squeeze_play(), 4, "SA D4 H3 HA H2 DA DQ D2", disputer=Seat.W),
    ]


def right_answer_through_the_input(question):
    """The right answer as a front end built from ``answer_kind`` would give it, or fail."""
    from bridgelib.exercises import CardAnswer, ChoiceBox, FillIn, OneOf, SeatAnswer, YesNo

    kind = question.answer_kind
    if isinstance(kind, (SeatAnswer, YesNo, OneOf)):
        values = [value for _, value in kind.options]
        assert question.answer in values, f"{type(question).__name__}: the answer is not one of the choices"
        return question.answer
    if isinstance(kind, CardAnswer):
        assert set(question.answer) <= set(kind.cards)
        return question.answer[0]
    assert isinstance(kind, FillIn)
    assert len(kind.boxes) == len(question.answer)
    for box, value in zip(kind.boxes, question.answer, strict=True):
        if isinstance(box, ChoiceBox):
            assert value in [v for _, v in box.options]
        else:
            assert isinstance(value, int) and not isinstance(value, bool)
    return question.answer


def test_every_question_answers_the_protocol():
    from bridgelib.exercises import (
        AuctionPicture,
        CardsPicture,
        DealPicture,
        HandPicture,
        Pictures,
        PositionPicture,
        SheetPicture,
        TrickPicture,
    )

    pictures = (AuctionPicture, CardsPicture, DealPicture, HandPicture, Pictures, PositionPicture, SheetPicture,
                TrickPicture)
    kinds = set()
    for q in one_of_each():
        assert isinstance(q.prompt, str) and q.prompt
        assert q.figure is None or isinstance(q.figure, pictures)
        assert q.answered_figure is None or isinstance(q.answered_figure, pictures)
        assert isinstance(q.explanation, str) and q.explanation
        verdict = q.check(right_answer_through_the_input(q))
        assert verdict.correct, type(q).__name__
        assert_wrong(q.check(object()))                   # never an error, whatever the answer
        kinds.add(type(q.answer_kind).__name__)
    assert kinds == {"SeatAnswer", "YesNo", "OneOf", "FillIn", "CardAnswer"}


def test_pictures_are_data_built_from_engine_objects():
    from bridgelib.exercises import (
        AuctionPicture,
        CardsPicture,
        DealPicture,
        HandPicture,
        Pictures,
        SheetPicture,
        TrickPicture,
    )

    hand = Hand.parse("KJ5.AJ84.Q3.J752")
    assert HcpQuestion(hand).figure == HandPicture(hand)
    trick = trick_question(random.Random(3))
    assert trick.figure == TrickPicture(trick.trick, show_winner=False)     # the winner is the question
    assert trick.answered_figure == TrickPicture(trick.trick, show_winner=True)
    auction = Auction(Seat.N, "1S Pass 2S Pass Pass Pass")
    declarer = declarer_question(random.Random(2))
    assert declarer.figure == AuctionPicture(declarer.auction, show_result=False)
    assert declarer.answered_figure == AuctionPicture(declarer.auction)
    contract = ContractQuestion(auction, ("2S by N",))
    assert contract.figure == AuctionPicture(auction, show_result=False)         # the contract line is the answer
    assert contract.answered_figure == AuctionPicture(auction)                   # shown once answered
    assert score_question(random.Random(1)).figure is None
    cards = tuple(Deal.random(seed=2)[Seat.W])
    assert ShapeQuestion(cards).figure == CardsPicture(cards)               # as dealt, not sorted
    deal = Deal.random(seed=78)
    assert MinibridgeQuestion(deal).figure == DealPicture(deal, hcp=True)
    play = Play(Deal.parse("N:KQ..Q8. .A4.A.J A..K4.3 J..5.Q2"), Contract.parse("1NT by S"))
    for card in ("D5", "D8", "DA"):
        play.play(card)
    figure = CardQuestion(play).figure
    assert isinstance(figure, Pictures) and figure.parts == (
        TrickPicture(play.current_trick), HandPicture(play.hand(Seat.S), title="South"))
    rubber = Rubber(dealer=Seat.E)
    rubber.record("4S by W", 10)
    assert VulnerableQuestion(rubber).figure == SheetPicture(rubber.sheet, show_results=False)


def test_a_sheet_to_read_is_the_paper_sheet_without_what_the_learner_works_out():
    """Drawn from the sheet's data, it is the full sheet less its vulnerability badges,
    totals row and result lines (cut out of the full sheet here to compare)."""
    import re

    from bridgelib.render.html import rubber_html
    from bridgelib.render.questions import sheet_html

    for rubber in (r for _, r in sheet_cases()):
        full = rubber_html(rubber)
        cut = re.sub(r'<span class="bb-badge bb-vul"[^>]*>Vulnerable</span>', "", full)
        cut = re.sub(r'<tr[^>]*><td class="bb-total".*?</tr>', "", cut)
        cut = re.sub(r'<div class="bb-result"[^>]*>(?:<div>[^<]*</div>)*</div>', "", cut)
        assert cut != full
        shown = sheet_html(rubber.sheet, show_results=False)
        assert shown == cut
        assert VulnerableQuestion(rubber).picture == shown == TotalQuestion(rubber).picture
        assert sheet_html(rubber.sheet) == full


def sheet_cases():
    open_ = Rubber(dealer=Seat.E)
    open_.record("4S by W", 10)
    open_.record("3H by S", 9)
    done = Rubber(dealer=Seat.N)
    for contract, tricks in (("3NT by S", 9), ("4S by E", 11), ("5DX by N", 8), ("4H by N", 10)):
        done.record(contract, tricks)
    stopped = Rubber(dealer=Seat.W)
    stopped.record("3NT by W", 10)
    stopped.record("2S by N", 8)
    stopped.settle()
    return [("in progress", open_), ("over", done), ("settled", stopped), ("empty", Rubber())]


def test_the_html_picture_is_the_figure_drawn():
    from bridgelib.render.questions import picture_html, question_html

    for q in one_of_each():
        assert q.picture == picture_html(q.figure)
        if q.figure is not None:
            assert q.figure._repr_html_() == q.picture
        assert question_html(q) == q.picture + f"<p>{q.prompt}</p>"
        assert question_html(q, answered=True).startswith(picture_html(q.answered_figure))
    trick = trick_question(random.Random(3))
    assert "Won by" not in trick.picture and "Won by" in picture_html(trick.answered_figure)


def test_the_engine_draws_nothing_until_asked():
    """Importing the questions (and making and checking them) loads no renderer."""
    import subprocess
    import sys

    code = ("import sys, random; from bridgelib.exercises import exercise_set\n"
            "qs = exercise_set(seed=1, count=8); [q.check(q.answer) for q in qs]; [q.figure for q in qs]\n"
            "print(sorted(m for m in sys.modules if m.startswith(('bridgelib.render', 'bridgelib.widgets', "
            "'bridgelib.handouts', 'ipywidgets'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_answer_kind_of_a_question_of_another_making():
    from bridgelib.exercises import ChoiceBox, FillIn, NumberBox, OneOf, answer_kind_of

    class Options:
        options = (("one", 1), ("two", 2))

    class Fields:
        fields = ("tricks", ("side", (("N-S", Side.NS), ("E-W", Side.EW))))

    assert answer_kind_of(Options()) == OneOf((("one", 1), ("two", 2)))
    assert answer_kind_of(Fields()) == FillIn((NumberBox("tricks"), ChoiceBox("side", (("N-S", Side.NS),
                                                                                     ("E-W", Side.EW)))))
    assert answer_kind_of(HcpQuestion(Hand.parse("KJ5.AJ84.Q3.J752"))) == FillIn((NumberBox("High-card points"),))
    with pytest.raises(TypeError, match="does not say how it is answered"):
        answer_kind_of(object())


def test_a_question_set_up_on_the_wrong_position_says_so():
    from bridgelib.errors import BridgeError

    with pytest.raises(BridgeError, match="needs a finished auction"):
        _ = DeclarerQuestion(Auction(Seat.N, "1H Pass")).answer
    with pytest.raises(BridgeError, match="needs a finished auction"):
        _ = ContractQuestion(Auction(Seat.N, "Pass Pass Pass Pass"), ("1H by N",)).explanation
    with pytest.raises(BridgeError, match="needs a whole trick"):
        _ = TrickQuestion(Trick(Seat.N, "SA SK", Strain.NT)).explanation
    with pytest.raises(BridgeError, match="nobody has won two games"):
        _ = WinnerQuestion(Rubber()).explanation


# --- the opening lead ------------------------------------------------------------------------
LEAD_DEAL = "W:7632.7.764.T7542 Q.9653.AQJ85.KQ6 KT5.QT82.K92.AJ3 AJ984.AKJ4.T3.98"
LEAD_AUCTION = "Pass 1D Pass 1S Pass 2D Pass 3NT Pass Pass Pass"


def test_lead_question_judges_each_lead_double_dummy():
    from bridgelib.exercises import LeadQuestion

    q = LeadQuestion(Deal.parse(LEAD_DEAL), Auction(Seat.W, LEAD_AUCTION))
    assert q.leader is Seat.W and q.answer_kind.cards == tuple(Deal.parse(LEAD_DEAL)[Seat.W])
    assert [str(c) for c in q.answer] == ["♣10", "♣7", "♣5", "♣4", "♣2"]  # the unbid long suit
    right, wrong = q.check("C5"), q.check(Card.parse("H7"))
    assert right.correct and "10 tricks" in right.explanation and "any other club" in right.explanation
    assert not wrong.correct and wrong.explanation.startswith("♥7 gives up 1 trick")
    alien = q.check("SA")  # North's card
    assert not alien.correct and "not in your hand" in alien.explanation
    assert "any club lead" in q.explanation and "11 tricks" in q.explanation
    # the verdicts agree with the reference solver (the C++ DDS) card by card
    from endplay.dds import solve_board
    from test_solver_limits import _dds_card, _dds_position

    defence = dict(solve_board(_dds_position(q.play)))  # tricks for West's side
    for card in Deal.parse(LEAD_DEAL)[Seat.W]:
        assert (card in q.answer) == (defence[_dds_card(card)] == max(defence.values())), card


@pytest.mark.parametrize("seed", range(3))
def test_lead_question_from_a_seed(seed):
    from bridgelib.exercises import lead_question

    q = lead_question(random.Random(seed))
    again = lead_question(random.Random(seed))
    assert (q.deal, q.auction.calls) == (again.deal, again.auction.calls)  # deterministic by seed
    contract = q.auction.contract
    assert contract is not None and q.leader is contract.declarer.left
    assert q.answer and set(q.answer) <= set(q.deal[q.leader])
    assert q.check(q.answer[-1]).correct
    others = [c for c in q.deal[q.leader] if c not in q.answer]
    assert others, "the generator prefers a deal where the lead matters"
    assert not q.check(others[0]).correct


# --- the practice panels' generators ------------------------------------------------------------
def _made(rng):
    from bridgelib.exercises import score_question

    return score_question(rng, made=True)


def _defeated(rng):
    from bridgelib.exercises import score_question

    return score_question(rng, made=False)


@pytest.mark.parametrize("make", ["trick_question", "call_question", "declarer_question", "score_question",
                                  "honours_question", "next_dealer_question", "hcp_question", "coach_call_question",
                                  "points_together_question", "claim_question", "sheet_question", _made, _defeated])
def test_every_practice_generator_is_seeded_and_its_own_answer_checks(make):
    """A hundred seeds: the same seed makes the same problem, each problem is of its kind,
    and the engine's answer passes the question's own check."""
    from bridgelib import exercises

    make = getattr(exercises, make) if isinstance(make, str) else make
    kinds = set()
    for seed in range(100):
        question = make(random.Random(seed))
        assert question == make(random.Random(seed)), seed
        kinds.add(type(question))
        assert question.check(question.answer).correct, (seed, question.prompt)
    if make is exercises.sheet_question:     # a score sheet to finish: three questions of it
        assert kinds == {exercises.VulnerableQuestion, exercises.WinnerQuestion, exercises.TotalQuestion}
    else:
        assert len(kinds) == 1
    if make is _made:
        assert all(make(random.Random(s)).score.made for s in range(100))
    if make is _defeated:
        assert not any(make(random.Random(s)).score.made for s in range(100))


def test_claim_practice_asks_safe_and_unsafe_claims_the_checker_judges():
    from bridgelib.exercises import claim_question
    from bridgelib.solver import check_claim

    answers = []
    for seed in range(60):
        q = claim_question(random.Random(seed))
        assert q.play.tricks_left == 4 and q.play.declarer is Seat.S and q.play.turn is Seat.W
        ours = sum(q.play.deal[s].hcp for s in (Seat.N, Seat.S))
        assert ours >= 2 * sum(q.play.deal[s].hcp for s in (Seat.E, Seat.W))
        verdict = check_claim(q.play, q.tricks, q.plan, time_limit=None)
        assert q.answer is verdict.holds and 2 <= q.tricks <= 4
        assert not q.check(not q.answer).correct
        answers.append(q.answer)
    assert 0.3 < sum(answers) / len(answers) < 0.7                # about half safe, half not


def test_sheet_practice_finishes_real_rubbers():
    from bridgelib.exercises import TotalQuestion, VulnerableQuestion, WinnerQuestion, sheet_question

    for seed in range(60):
        q = sheet_question(random.Random(seed))
        assert q.rubber.deals and not q.rubber.is_settled
        if isinstance(q, WinnerQuestion) or (isinstance(q, TotalQuestion) and not q.stop):
            assert q.rubber.is_over
        if isinstance(q, VulnerableQuestion) or (isinstance(q, TotalQuestion) and q.stop):
            assert not q.rubber.is_over
        if isinstance(q, TotalQuestion) and q.stop:
            assert q.settled.is_settled and not q.rubber.is_settled      # settled on a copy
            assert q.answer == (q.settled.leader, abs(q.settled.net))
