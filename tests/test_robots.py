"""The computer players (bridgelib.robots): legal, complete, fair (no peeking) and
playing the beginner technique of lesson 6."""

import random

import pytest

from bridgelib import (
    Auction,
    BridgeError,
    Call,
    Card,
    Contract,
    Deal,
    Hand,
    Play,
    Seat,
    Suit,
)
from bridgelib.robots import (
    CONTRACT_FROM,
    SOLVER_FROM,
    Decision,
    Robot,
    double_dummy_best,
    play_deal,
    robot_call,
    robot_card,
)
from bridgelib.solver import best_cards
from bridgelib.system import advise

# --- helpers --------------------------------------------------------------------------------


def position(north: str, east: str, south: str, west: str, contract: str, cards: str = "") -> Play:
    """A hand-built position (hands of equal size, PBN suit order S.H.D.C)."""
    deal = Deal({Seat.N: north, Seat.E: east, Seat.S: south, Seat.W: west})
    return Play(deal, Contract.parse(contract), cards)


def full_deal_with_west(west: str) -> Deal:
    """A full deal in which West holds ``west``; the other cards go round N, E, S."""
    w = Hand.parse(west)
    rest = [c for c in sorted((Card.from_index(i) for i in range(52)), reverse=True) if c not in w]
    hands: dict[Seat, list[Card]] = {Seat.N: [], Seat.E: [], Seat.S: []}
    for i, card in enumerate(rest):
        hands[(Seat.N, Seat.E, Seat.S)[i % 3]].append(card)
    return Deal({Seat.W: w, **{s: Hand(v) for s, v in hands.items()}})


def decide(play: Play, auction: Auction | None = None) -> Decision:
    """The technique robot's decision (these positions are short, so the default robot
    would look ahead with the solver instead)."""
    decision = robot_card(play, auction, use_solver_from=None)
    assert play.is_legal(decision.action)
    assert decision.reason.endswith(".")
    return decision


# --- the bidding robot --------------------------------------------------------------------------

def test_robot_call_follows_the_coach():
    rng = random.Random(1)
    for _ in range(100):
        deal = Deal.random(rng, dealer=Seat(rng.randrange(4)))
        auction = Auction(deal.dealer)
        while not auction.is_over:
            hand = deal[auction.turn]  # type: ignore[index]
            d = robot_call(auction, hand)
            advice = advise(auction, hand)
            assert (d.action, d.reason) == (advice.call, advice.reason)
            assert Robot().call(auction, hand) == d
            auction.call(d.action)


# --- robot against robot: 1000 deals --------------------------------------------------------------

@pytest.mark.parametrize("chunk", range(4))
def test_1000_deals_robot_against_robot_are_legal_and_complete(chunk):
    """250 deals per chunk, 1000 in all: every call and card goes through the
    legality-checked Auction.call / Play.play, and every deal is finished. The card
    robot plays by technique throughout (the look-ahead's cards are checked below)."""
    rng = random.Random(1000 + chunk)
    played = passed_out = 0
    for k in range(250):
        deal = Deal.random(rng, dealer=Seat(k % 4))
        auction = Auction(deal.dealer)
        while not auction.is_over:
            d = robot_call(auction, deal[auction.turn])  # type: ignore[index]
            assert d.reason
            auction.call(d.action)  # raises IllegalCall on an illegal call
            assert len(auction) <= 60
        if auction.contract is None:
            assert auction.is_passed_out
            passed_out += 1
            continue
        play = Play(deal, auction.contract)
        while not play.is_over:
            d = robot_card(play, auction, use_solver_from=None)
            assert d.reason
            play.play(d.action)  # raises IllegalPlay on an illegal card
        assert len(play.played) == 52 and len(play.tricks) == 13
        assert play.declarer_tricks + play.defender_tricks == 13
        played += 1
    assert played + passed_out == 250
    assert played > 200  # the robots do bid: most deals are played


def test_play_deal_convenience():
    auction, play = play_deal(Deal.random(12))
    assert auction.is_over
    assert play is not None and play.is_over and play.contract == auction.contract
    # West's 37 points: a strong two-level opening, partner must reply, and a slam follows
    auction, play = play_deal(full_deal_with_west("AKQ.AKQJ.AKQ.AKQ"))
    assert auction.calls[3] == Call.parse("2H")
    assert auction.contract is not None and auction.contract.level >= 6
    assert play is not None and play.declarer == Seat.W and play.declarer_tricks == 13


def test_robot_is_deterministic():
    deal = Deal.random(31)
    a1, p1 = play_deal(deal)
    a2, p2 = play_deal(deal)
    assert a1 == a2 and p1 == p2
    assert p1 is not None
    replay = Play(deal, p1.contract)
    for card in p1.played:
        assert robot_card(replay, a1) == Robot().card(replay, a1) == robot_card(replay.copy(), a1)
        replay.play(card)


def test_robot_card_refuses_a_finished_play():
    _, play = play_deal(Deal.random(12))
    assert play is not None
    with pytest.raises(BridgeError, match="play is over"):
        robot_card(play)


# --- fair play: the robot never looks at hidden hands ----------------------------------------------

def _played_by(play: Play) -> dict[Seat, list[Card]]:
    out: dict[Seat, list[Card]] = {s: [] for s in Seat}
    trick = play.current_trick
    for t in play.tricks + ((trick,) if trick is not None else ()):
        for seat, card in t.plays:
            out[seat].append(card)
    return out


def _voids(play: Play) -> dict[Seat, set[Suit]]:
    out: dict[Seat, set[Suit]] = {s: set() for s in Seat}
    trick = play.current_trick
    for t in play.tricks + ((trick,) if trick is not None else ()):
        for seat, card in t.plays:
            if card.suit is not t.suit_led:
                out[seat].add(t.suit_led)  # type: ignore[arg-type]
    return out


def reshuffled_hidden_hands(play: Play, rng: random.Random) -> Play | None:
    """The same position in another deal: the cards the player on turn cannot see are
    dealt again among the hidden hands (each keeps its number of cards, its played
    cards and its known voids). None if no different layout was found."""
    viewer = play.controller
    assert viewer is not None
    visible = {viewer} | ({play.dummy} if play.dummy_visible else set())
    hidden = [s for s in Seat if s not in visible]
    played_by = _played_by(play)
    voids = _voids(play)
    pool = [c for s in hidden for c in play.hand(s)]
    sizes = {s: len(play.hand(s)) for s in hidden}
    for _ in range(100):
        rng.shuffle(pool)
        new: dict[Seat, list[Card]] = {}
        i = 0
        for s in hidden:
            new[s] = pool[i:i + sizes[s]]
            i += sizes[s]
        if any(c.suit in voids[s] for s in hidden for c in new[s]):
            continue
        if all(set(new[s]) == set(play.hand(s)) for s in hidden):
            continue
        hands = {}
        for s in Seat:
            now = list(play.hand(s)) if s in visible else new[s]
            hands[s] = Hand(now + played_by[s])
        other = Play(Deal(hands, dealer=play.deal.dealer), play.contract, play.played)
        return other
    return None


def robots_auction(deal: Deal) -> Auction:
    """The auction the robots bid on ``deal`` (the play is not needed)."""
    auction = Auction(deal.dealer)
    while not auction.is_over:
        auction.call(robot_call(auction, deal[auction.turn]).action)
    return auction


@pytest.mark.parametrize("kind", ["technique", "brute force", "default"])
def test_hidden_hands_do_not_change_the_decision(kind):
    """Two deals that differ only in the hands the player cannot see give the same
    decision (card and reason), at every point of 25 robot-played deals (5 with the
    default robot, whose look-ahead is slower; tests/test_robots_hidden.py tries more
    layouts of the hidden cards)."""
    robot = {
        "technique": Robot(use_solver_from=None),
        "brute force": Robot(use_solver_from=8, solver=brute_force_best_cards),
        "default": Robot(),
    }[kind]
    deals = 5 if kind == "default" else 25
    rng = random.Random(99)
    compared = opening_leads = declarer_turns = looked_ahead = 0
    for n in range(deals):
        deal = Deal.random(rng, dealer=Seat(n % 4))
        auction = robots_auction(deal)
        if auction.contract is None:
            continue
        play = Play(deal, auction.contract)
        while not play.is_over:
            decision = robot.card(play, auction)
            other = reshuffled_hidden_hands(play, rng)
            if other is not None:
                assert other.deal != play.deal
                assert other.hand(play.turn) == play.hand(play.turn)  # type: ignore[arg-type]
                assert robot.card(other, auction) == decision, (play, other)
                compared += 1
                opening_leads += not play.played
                declarer_turns += play.controller is play.declarer
                looked_ahead += decision.reason.startswith("Looking ahead")
            play.play(decision.action)
    assert compared > 32 * deals and opening_leads > 0.6 * deals and declarer_turns > 12 * deals
    assert (looked_ahead > 0) == (kind != "technique")


# --- technique: hand-built positions ----------------------------------------------------------------

def test_second_hand_low():
    # South (declarer) leads ♥3 toward dummy's ♥QJ10; West holds ♥K74 and plays low.
    play = position("3.QJT..", "4.A98..", "A.653..", "2.K74..", "2NT by S", "S2 S3 S4 SA H3")
    d = decide(play)
    assert d.action == Card.parse("H4")
    assert d.reason == "Second hand low: ♥4."


def test_cover_an_honour_with_an_honour():
    # dummy leads ♥Q (no ♥J beside it): East covers with the ♥K
    play = position("A.Q52..", "3.K83..", "4.AJT..", "2.976..", "1NT by S", "S2 SA S3 S4 HQ")
    d = decide(play)
    assert d.action == Card.parse("HK")
    assert d.reason == "Cover an honour with an honour: ♥K on ♥Q."
    # but not the first of touching honours (dummy's ♥QJ): second hand low
    play = position("A.QJ2..", "3.K83..", "4.AT5..", "2.976..", "1NT by S", "S2 SA S3 S4 HQ")
    d = decide(play)
    assert d.action == Card.parse("H3") and d.reason.startswith("Second hand low")


def test_third_hand_high():
    # partner leads ♥4, dummy plays low; East plays high with ♥K75 ...
    play = position("K.862..", "2.K75..", "A.AT9..", "3.J43..", "1NT by S", "H4 H2")
    d = decide(play)
    assert d.action == Card.parse("HK") and d.reason == "Third hand high: ♥K."
    # ... and the lower of touching honours with ♥KQ5
    play = position("K.862..", "2.KQ5..", "A.AT9..", "3.J74..", "1NT by S", "H4 H2")
    d = decide(play)
    assert d.action == Card.parse("HQ") and "lowest of equal cards" in d.reason


def test_third_hand_does_not_overtake_partners_winner():
    # partner leads the ♥K (from ♥KJ4) and dummy plays low: East keeps the ♥A
    # (it signals instead: the ♥7, a high card, says East likes hearts)
    play = position("K.862..", "2.A75..", "A.QT9..", "3.KJ4..", "1NT by S", "HK H2")
    d = decide(play)
    assert d.action == Card.parse("H7") and "attitude signal" in d.reason


def test_fourth_hand_wins_cheaply():
    play = position("K.862..", "2.K75..", "A.AQ9..", "3.J43..", "1NT by S", "H4 H2 HK")
    d = decide(play)
    assert d.action == Card.parse("HA") and d.reason.startswith("Last to play: win as cheaply as possible")
    play = position("K.862..", "2.J75..", "A.AQ9..", "3.K43..", "1NT by S", "H4 H2 HJ")
    d = decide(play)
    assert d.action == Card.parse("HQ")


def test_defender_ruffs_when_void():
    # 4♠ by South; declarer leads the ♦A and West, void in diamonds, ruffs with ♠3
    play = position("K.3.34.", "4.4.56.", "A.A.AK.", "3.56..2", "4S by S", "H5 H3 H4 HA DA")
    d = decide(play)
    assert d.action == Card.parse("S3")
    assert d.reason.startswith("Void in diamonds: ruff with ♠3")


def test_defender_does_not_ruff_partners_winner():
    # dummy leads ♦3, East wins with the ♦A; West, last to play and void, discards
    play = position("K.A.43.", "4.4.A6.", "A.3.K5.", "3.65..2", "4S by S", "H5 HA H4 H3 D3 DA D5")
    d = decide(play)
    assert d.action.suit is not Suit.S  # type: ignore[union-attr]
    assert "discard" in d.reason


def test_declarer_draws_trumps():
    play = position("43.2.AK.", "J.3.4.23", "AK5.A.2.", "Q6.KQ.3.", "4S by S", "HK H2 H3 HA")
    d = decide(play)
    assert d.action == Card.parse("SA")
    assert d.reason.startswith("Draw trumps")


def test_declarer_ruffs_in_dummy_before_drawing_trumps_when_dummy_needs_its_trump():
    # dummy has one trump and no clubs; declarer has a club loser: ruff it first
    play = position("2.32.AK.", "J.5.4.32", "AK5.A..4", "Q6.KQ.3.", "4S by S", "HK H2 H5 HA")
    d = decide(play)
    assert d.action == Card.parse("C4")
    assert "ruff" in d.reason.lower()


def test_declarer_takes_a_finesse():
    # 3NT by South: lead a low heart toward dummy's ♥AQ ...
    play = position(".AQ6..2", ".JT9..3", ".543..A", ".K87..K", "3NT by S", "CK C2 C3 CA")
    d = decide(play)
    assert d.action == Card.parse("H3")
    assert "toward dummy's ♥A-Q: a finesse" in d.reason
    # ... and when West plays low, finesse the queen
    play.play(d.action)
    play.play("H7")
    d = decide(play)
    assert d.action == Card.parse("HQ")
    assert d.reason == "Finesse: play ♥Q; it wins if West, who has played, holds the ♥K."
    play.play(d.action)
    assert play.current_trick.leading_seat is Seat.N  # type: ignore[union-attr]


def test_no_finesse_when_west_shows_out():
    # West discards on the first heart: the king must be with East, so take the ace
    play = position(".AQ6..2", ".KT9..3", ".543..A", "..876.K", "3NT by S", "CK C2 C3 CA H3 D6")
    d = decide(play)
    assert d.action == Card.parse("HA")


def test_declarer_cashes_winners_from_the_short_hand_first():
    # South has ♠AK, dummy ♠QJ32: cash the short hand's honours first (no blocked suit)
    play = position("QJ32.2..", "654.43..", "AK.AKQ..", "T987.6..", "1NT by S", "H6 H2 H3 HA")
    d = decide(play)
    assert d.action == Card.parse("SA")
    assert "shorter hand first" in d.reason
    # from dummy's side of the same suit: lead low to the short hand's winners
    play = position("QJ32.A..", "654.43..", "AK.KQ2..", "T987.6..", "1NT by S", "H6 HA H3 H2")
    d = decide(play)
    assert d.action == Card.parse("S2")
    assert d.reason.startswith("Lead ♠2 to your hand's ♠A")


# --- opening leads ---------------------------------------------------------------------------------------

def lead_for(west: str, contract: str, auction: Auction | None = None) -> Decision:
    deal = full_deal_with_west(west)
    play = Play(deal, Contract.parse(contract))
    assert play.turn is Seat.W
    return decide(play, auction)


def test_opening_lead_fourth_best_against_no_trump():
    d = lead_for("K98.K982.T98.KT9", "3NT by S")
    assert d.action == Card.parse("H2") and "fourth best" in d.reason


def test_opening_lead_top_of_a_sequence():
    d = lead_for("K98.QJT8.T98.KT9", "3NT by S")
    assert d.action == Card.parse("HQ") and "top of a sequence" in d.reason
    d = lead_for("K98.KQJ8.T98.KT9", "4S by S")
    assert d.action == Card.parse("HK") and "top of a sequence" in d.reason
    d = lead_for("K98.AK82.T98.KT9", "4S by S")
    assert d.action == Card.parse("HA") and "ace-king" in d.reason


def test_opening_lead_partners_suit():
    auction = Auction(Seat.N, "1D 1S 2NT P 3NT P P P")  # East, West's partner, bid spades
    d = lead_for("K98.K982.T98.KT9", "3NT by S", auction)
    assert d.action == Card.parse("S8") and "partner bid spades" in d.reason
    d = lead_for("98.K982.T98.KT92", "3NT by S", auction)
    assert d.action == Card.parse("S9") and "partner bid spades" in d.reason


def test_opening_lead_singleton_against_a_suit_contract():
    d = lead_for("K98.Q9832.8.KT92", "4S by S")
    assert d.action == Card.parse("D8") and "singleton" in d.reason


def test_no_underlead_of_an_ace_against_a_suit_contract():
    d = lead_for("982.A9832.Q98.K9", "4S by S")
    assert d.action == Card.parse("HA")  # cashed, rather than a small heart or away from the queen
    d = lead_for("982.A9832.QJ8.K9", "4S by S")
    assert d.action == Card.parse("DQ")  # with a sequence to lead the ace stays at home


# --- the solver hook ---------------------------------------------------------------------------------------

def brute_force_best_cards(play: Play) -> list[Card]:
    """A tiny exhaustive double-dummy search, for the last couple of tricks only."""
    side = play.turn.side  # type: ignore[union-attr]

    def final(p: Play) -> int:
        if p.is_over:
            return p.tricks_won(side)
        mover = p.turn.side  # type: ignore[union-attr]
        values = []
        for card in p.legal_cards():
            p.play(card)
            values.append(final(p))
            p.undo()
        return max(values) if mover is side else min(values)

    scored = []
    work = play.copy()
    for card in work.legal_cards():
        work.play(card)
        scored.append((final(work), card))
        work.undo()
    best = max(v for v, _ in scored)
    return [c for v, c in scored if v == best]


def test_no_look_ahead_with_use_solver_from_none():
    def exploding(play: Play) -> list[Card]:
        raise AssertionError("the solver must not be called")

    robot = Robot(use_solver_from=None, solver=exploding)
    _, play = play_deal(Deal.random(4), robot)
    assert play is not None and play.is_over


def test_the_default_robot_looks_ahead_in_the_last_ten_tricks():
    """The default robot: technique, overruled in the first tricks only by the contract
    look-ahead (from CONTRACT_FROM cards left), then the full look-ahead from SOLVER_FROM
    cards left (the fourth trick on); every card legal, every deal finished, and each card
    the one ``robot_card`` gives in that position, with the reason the session recorded."""
    from bridgelib.session import DealSession

    assert SOLVER_FROM == 40 and CONTRACT_FROM == 51
    rng = random.Random(2027)
    looked = 0
    for k in range(5):
        deal = Deal.random(rng, dealer=Seat(k % 4))
        session = DealSession(deal, learner=())
        play, auction = session.play, session.auction
        if play is None:
            continue
        assert auction is not None and play.is_over and len(play.played) == 52
        cards = [m for m in session.moves if isinstance(m.action, Card)]
        assert [m.action for m in cards] == list(play.played)
        replay = Play(deal, play.contract)
        for i, move in enumerate(cards):
            if i % 4 == 0:  # every fourth card decided again, to keep the test quick
                assert robot_card(replay, auction) == move.decision
            if move.reason.startswith("Looking ahead"):
                looked += 1
                assert 52 - i <= SOLVER_FROM or (52 - i <= CONTRACT_FROM and " the contract in " in move.reason)
                assert f"the last {replay.tricks_left} tricks" in move.reason
            replay.play(move.action)
    assert looked > 20


def test_look_ahead_finds_what_technique_misses():
    """2NT by South with four tricks left. Technique runs the hearts from dummy's ♥6,
    but the double-dummy best for this position is to lead a diamond; the look-ahead
    finds it in every layout of the cards South cannot see."""
    deal = Deal.parse("S:A83.AQT54.K75.QT QT752.K83.862.93 J.J62.AQ943.7652 K964.97.JT.AKJ84")
    cards = ("S5 SJ SK SA DK D2 D3 DT D5 D6 D9 DJ S4 S3 S2 C2 S9 S8 S7 C5 S6 CT ST C6 SQ C7"
             " H7 CQ H3 H2 H9 HT D7 D8 DQ C4")
    play = Play(deal, "2NT by S", cards)
    assert play.turn is Seat.N and play.tricks_left == 4
    values = best_cards(play)
    technique = robot_card(play, use_solver_from=None)
    look = robot_card(play)
    assert technique.reason.startswith("Run your long hearts")
    assert values[technique.action] < max(values.values())  # technique throws a trick away
    assert values[look.action] == max(values.values())
    assert look.action in double_dummy_best(play)
    assert look.reason == (f"Looking ahead at the last 4 tricks: in each of 16 ways the unseen cards may lie, "
                           f"{look.action} takes the most tricks (0.2 of a trick more than ♥6 on average); "
                           "it makes the contract in 14 of them.")


def test_double_dummy_best_is_best_for_the_side_on_turn():
    rng = random.Random(3)
    for _ in range(20):
        _, full = play_deal(Deal.random(rng), Robot(use_solver_from=None))
        if full is None:
            continue
        play = Play(full.deal, full.contract, full.played[:36])
        values = best_cards(play)
        ours = play.turn.side is play.declarer.side  # type: ignore[union-attr]
        target = max(values.values()) if ours else min(values.values())
        assert set(double_dummy_best(play)) == {c for c, v in values.items() if v == target}


def test_solver_hook_looks_ahead_in_the_last_tricks():
    calls = []

    def counting(play: Play) -> list[Card]:
        calls.append(len(play.played))
        return brute_force_best_cards(play)

    robot = Robot(use_solver_from=8, solver=counting)
    auction, play = play_deal(Deal.random(2), robot)  # a deal whose end needs the look-ahead
    assert play is not None and play.is_over
    assert calls and min(calls) >= 52 - 8
    # decisions in the last two tricks say how they were found
    replay = Play(play.deal, play.contract)
    reasons = []
    for card in play.played:
        d = robot.card(replay, auction)
        assert d.action == card
        reasons.append(d.reason)
        replay.play(card)
    assert any(r.startswith("Looking ahead at the last 2 tricks") for r in reasons[-8:])
    assert not any(r.startswith("Looking ahead") for r in reasons[:-8])


def test_use_solver_from_is_checked():
    with pytest.raises(ValueError, match="use_solver_from"):
        Robot(use_solver_from=0)
    with pytest.raises(ValueError, match="use_solver_from"):
        Robot(use_solver_from=True)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="use_solver_from"):
        Robot(use_solver_from="20")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="max_layouts"):
        Robot(max_layouts=0)
    assert Robot(use_solver_from=None).use_solver_from is None
