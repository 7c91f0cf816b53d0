"""Declarer's technique (issue 13): the card robot playing by technique alone (the
learner's hint, ``Robot(use_solver_from=None)``) on constructed positions: the right
card and the right reason for each technique."""

from bridgelib import Card, Contract, Deal, Play, Seat, Suit
from bridgelib.robots import Robot

TECHNIQUE = Robot(use_solver_from=None)

REPRODUCER = "S:A62.AKT5.AQ95.95 K73.Q8643.3.A863 J95.72.KJ2.KQJT4 QT84.J9.T8764.72"


def decide(play: Play):
    decision = TECHNIQUE.card(play)
    assert play.is_legal(decision.action)
    assert decision.reason.endswith(".")
    return decision


def test_reproducer_drives_out_the_club_ace_and_makes_3nt():
    # the deal: 3NT by South, West leads ♥4
    play = Play(Deal.parse(REPRODUCER), Contract.parse("3NT by S"))
    reasons: list[tuple[Seat, Card, str]] = []
    while not play.is_over:
        seat = play.turn
        d = decide(play)
        reasons.append((seat, d.action, d.reason))
        play.play(d.action)
    assert play.declarer_tricks >= 9
    ours = [(s, c, r) for s, c, r in reasons if s.side is Seat.S.side]
    # no "finesse" in clubs (only the ace is missing) and no heart finesse at all
    assert not [r for s, c, r in ours if "finesse" in r.lower()]
    # trick 2: South leads a club toward dummy's sequence to drive out the ace ...
    seat, card, reason = ours[2]
    assert seat is Seat.S and card.suit is Suit.C
    assert reason == "Establish your clubs: lead ♣5 toward dummy's ♣K-Q-J-10 to drive out the defenders' ♣A."
    # both heart stoppers kept until the clubs are set up: the ♥A is not played before the ♣A
    order = [c for s, c, r in reasons]
    assert order.index(Card.parse("CA")) < order.index(Card.parse("HA"))


def test_reproducer_dummy_drives_out_the_ace_when_west_ducks():
    # the defenders' robot takes its ♣A at once; if West ducks instead, dummy plays the
    # lowest of its touching honours, again to drive the ace out (not a "finesse")
    play = Play(Deal.parse(REPRODUCER), Contract.parse("3NT by S"), "H4 H2 HJ HK C5 C3")
    d = decide(play)
    assert d.action == Card.parse("C10")
    assert d.reason.startswith("Play ♣10, the lowest of your touching honours, to drive out the defenders' ♣A")


def test_hold_up_with_one_stopper_at_no_trump():
    # 1NT by South with ♥A54 opposite ♥32; West leads ♥K: duck, keep the ace
    deal = Deal({Seat.N: "AK.32.A.", Seat.E: "QJ..KQ.Q", Seat.S: ".A54..AK", Seat.W: ".KQJT9.."})
    play = Play(deal, Contract.parse("1NT by S"), "HK H2")
    play.play(decide(play).action)  # East discards
    d = decide(play)
    assert d.action == Card.parse("H4")
    assert d.reason.startswith("Hold-up: let the defenders win this heart trick and keep ♥A")


def test_no_hold_up_with_two_stoppers():
    deal = Deal({Seat.N: "AK.32.A.", Seat.E: "QJ..KQ.Q", Seat.S: ".AK5..AK", Seat.W: ".QJT98.."})
    play = Play(deal, Contract.parse("1NT by S"), "HQ H2")
    play.play(decide(play).action)
    d = decide(play)
    assert d.action == Card.parse("HK")
    assert d.reason.startswith("Last to play: win as cheaply as possible")


def test_ruff_in_the_short_hand_before_drawing_trumps_when_dummy_needs_them():
    # 6♠ by South: four club losers and dummy void in clubs with four trumps; drawing
    # the defenders' three trumps would leave dummy only two for four ruffs
    deal = Deal.parse("S:AKQJT9.A2.A.5432 43.JT98.JT9.AKQJ 8765.KQ43.KQ543. 2.765.8762.T9876")
    play = Play(deal, Contract.parse("6S by S"), "HJ H3 H5 HA")
    d = decide(play)
    assert d.action == Card.parse("C2")
    assert d.reason == "Ruff a loser in the short trump hand: lead ♣2 and ruff it in dummy."


def test_leave_the_master_trump_out():
    # East shows out of trumps: West's ♠Q-J-10-9-8-3 would still hold a master after
    # the ♠K, so declarer cashes side winners instead of spending trumps two for one
    deal = Deal.parse("S:AK4.AKQ.AKQ.AK32 QJT9832.JT9.JT9. 765.432.432.7654 .8765.8765.QJT98")
    play = Play(deal, Contract.parse("4S by S"), "HJ H2 H5 HA SA S2 S5 D5")
    d = decide(play)
    assert d.action.suit is not Suit.S
    assert d.reason.startswith("Cash ")


def test_trumps_drawn_with_the_short_hands_ace_first():
    # ♠K-Q-J-8-3-2 opposite dummy's singleton ♠A: lead low to the ace (unblock)
    deal = Deal.parse("S:KQJ832.AK.AK.AK6 T9.QJT9.QJT9.QJT A.5432.5432.5432 7654.876.876.987")
    play = Play(deal, Contract.parse("6S by S"), "HQ H2 H6 HA")
    d = decide(play)
    assert d.action == Card.parse("S2")
    assert d.reason == "Draw trumps: lead ♠2 to dummy's ♠A (high cards from the shorter hand first)."


def test_no_deep_finesse_against_the_ten():
    # dummy leads ♣7 toward ♣K-9-6-3-2 (dummy ♣A-Q-J): win the king, do not finesse the nine
    deal = Deal({Seat.N: ".A2..AQJ7", Seat.E: ".43..T854", Seat.S: ".5..K9632", Seat.W: ".KQJT98.."})
    play = Play(deal, Contract.parse("3NT by S"), "HK HA H3 H5 C7 C4")
    d = decide(play)
    assert d.action == Card.parse("CK")
    assert d.reason == "Win the trick with ♣K, a sure winner."


def test_a_true_finesse_is_still_taken():
    # ♥A-Q in dummy, the king missing: lead low and finesse the queen when West plays low
    deal = Deal({Seat.N: ".AQ6..2", Seat.E: ".JT9..3", Seat.S: ".543..A", Seat.W: ".K87..K"})
    play = Play(deal, Contract.parse("3NT by S"), "CK C2 C3 CA")
    d = decide(play)
    assert d.action == Card.parse("H3")
    play.play(d.action)
    play.play("H7")
    d = decide(play)
    assert (d.action, d.reason) == (Card.parse("HQ"), "Finesse: play ♥Q; it wins if West, who has played, holds the ♥K.")


def test_king_queen_jack_against_the_ace_is_driving_out_not_a_finesse():
    # South leads ♦2, West plays low: dummy's ♦K-Q-J-10 drives out the ace with the ten
    deal = Deal({Seat.N: "..KQJT.2", Seat.E: "..9876.8", Seat.S: "..2.AKQJ", Seat.W: "..A543.9"})
    play = Play(deal, Contract.parse("3NT by S"), "C9 C2 C8 CA D2 D3")
    d = decide(play)
    assert d.action == Card.parse("DT")
    assert "drive out the defenders' ♦A" in d.reason
    assert "finesse" not in d.reason


def test_dummy_finesses_against_the_opening_leader():
    # West leads ♦5 into dummy's ♦A-Q: play the queen, it wins if West led from the king
    deal = Deal({Seat.N: "..AQ2.", Seat.E: "..J94.", Seat.S: "..876.", Seat.W: "..K53."})
    play = Play(deal, Contract.parse("3NT by S"), "D5")
    d = decide(play)
    assert (d.action, d.reason) == (Card.parse("DQ"),
                                    "Finesse: play ♦Q; it wins if West, who led this suit, holds the ♦K.")


def test_do_not_overtake_partners_honour_when_it_cannot_gain():
    # 3NT by West: West leads ♥Q, North plays low; dummy's ♥K would lose to the ♥A just
    # as the queen would, so dummy keeps the king for a later trick
    deal = Deal({Seat.N: "A3.93..", Seat.E: "2.K64..", Seat.S: "4.A85..", Seat.W: "KQ5.Q.."})
    play = Play(deal, Contract.parse("3NT by W"), "S3 S2 S4 SK HQ H3")
    d = decide(play)
    assert d.action == Card.parse("H4")
    assert d.reason == ("Let ♥Q run: any heart that beats it beats your ♥K too, so keep ♥K for a "
                        "later trick: ♥4.")


def test_overtake_when_a_defenders_card_lies_between():
    # the same, but the ♥J is out: dummy's ♥K beats the jack, so covering can gain
    deal = Deal({Seat.N: "A3.J3..", Seat.E: "2.K64..", Seat.S: "4.A85..", Seat.W: "KQ5.T.."})
    play = Play(deal, Contract.parse("3NT by W"), "S3 S2 S4 SK HT H3")
    d = decide(play)
    assert not d.reason.startswith("Let ♥10 run: any heart")


def test_let_the_queen_run_toward_the_ace():
    # 3NT by South: South leads ♠Q (from ♠Q-J) toward dummy's ♠A and West plays low:
    # dummy ducks, a finesse against West's king; the ace still wins later
    deal = Deal({Seat.N: "A54.2..", Seat.E: "K32.3..", Seat.S: "QJ6.A..", Seat.W: "987.K.."})
    play = Play(deal, Contract.parse("3NT by S"), "HK H2 H3 HA SQ S7")
    d = decide(play)
    assert d.action == Card.parse("S4")
    assert d.reason == ("Let ♠Q run: a finesse, it wins if West, who has played, holds the ♠K, and your "
                        "♠A still takes a trick later: ♠4.")


def test_second_hand_ducks_the_ace_when_the_last_hand_holds_the_queen():
    # 1NT by West: North leads a low club; dummy's ♣A ducks, West's ♣Q wins if North
    # led from the king, and if South plays the king the ace and queen both win later
    deal = Deal({Seat.N: "...K52", Seat.E: "...A86", Seat.S: "...J73", Seat.W: "...Q94"})
    play = Play(deal, Contract.parse("1NT by W"), "C2")
    d = decide(play)
    assert d.action == Card.parse("C6")
    assert d.reason == ("Second hand low: your hand's ♣Q wins if North led from the ♣K; if South plays "
                        "the ♣K, your ♣A and the ♣Q both win later: ♣6.")


RUFF_DEAL = "S:AKQ32.5432.AK.A2 87.A987.432.T654 654.6.QJ1098.KQJ3 JT9.KQJT.765.987"


def test_give_up_a_trick_so_that_the_singleton_hand_can_ruff():
    # 4♠ by South: four heart losers, dummy's singleton heart: give up a heart first
    play = Play(Deal.parse(RUFF_DEAL), Contract.parse("4S by S"), "CT C3 C7 CA")
    d = decide(play)
    assert d.action == Card.parse("H2")
    assert d.reason == ("Ruff in the short trump hand first: lead ♥2 and give up a heart trick, so that "
                        "dummy runs out of hearts and can ruff your losers there.")


def test_draw_trumps_when_the_short_hand_has_a_small_doubleton():
    # the same with dummy's ♥7-6: two heart tricks to give up before a ruff, and the
    # defenders would lead trumps each time: draw trumps instead
    deal = "S:AKQ32.5432.AK.A2 87.AT98.432.T654 654.76.QJ109.KQJ3 JT9.KQJ.8765.987"
    play = Play(Deal.parse(deal), Contract.parse("4S by S"), "CT C3 C7 CA")
    d = decide(play)
    assert d.action == Card.parse("SA")
    assert d.reason == "Draw trumps: lead ♠A so the defenders cannot ruff your winners."


def test_no_finesse_against_a_defender_who_showed_out():
    # the same, but West discards on the ♠Q: the king is with East, nothing to finesse
    deal = Deal({Seat.N: "A54.2..", Seat.E: "K32.3..", Seat.S: "QJ6.A..", Seat.W: ".K.987."})
    play = Play(deal, Contract.parse("3NT by S"), "HK H2 H3 HA SQ D9")
    d = decide(play)
    assert d.action == Card.parse("SA")
    assert d.reason == "Win the trick with ♠A, a sure winner."


def test_cash_the_top_card_so_that_the_doubleton_hand_can_ruff():
    # the same doubleton ♥7-6 in dummy, but South holds the ♥A: cash it, give up one
    # round, and dummy ruffs; the ruffs still come before drawing trumps
    deal = "S:AKQ32.A432.AK.A2 87.KT98.432.T654 654.76.QJ109.KQJ3 JT9.QJ5.8765.987"
    play = Play(Deal.parse(deal), Contract.parse("4S by S"), "CT C3 C7 CA")
    d = decide(play)
    assert d.action == Card.parse("HA")
    assert d.reason == ("Ruff in the short trump hand first: cash ♥A, so that dummy runs out of hearts and "
                        "can ruff your losers there before trumps are drawn.")


def test_third_hand_beats_the_card_on_the_table():
    """Dummy, third hand, holds ♥8 5 over West's ♥7 with the ♥6 gone: the ♥5 is not equal to
    the ♥8 while the ♥7 is still on the table, so dummy plays the ♥8 (before, the ♥5, with
    the reason that it was "enough to beat ♥7")."""
    play = Play(Deal.parse("N:4.853.. 65.94.. 87.A2.. 32.76.."), "1NT by S", "H6 H3 H4 HA H2 H7".split())
    decision = Robot(use_solver_from=None).card(play)
    assert str(decision.action) == "♥8"
    assert decision.reason == ("Third hand: play ♥8, enough to beat ♥7; the last defender must use a higher "
                               "card to win.")


def test_dummy_on_lead_with_no_trumps_crosses_to_declarers_hand_by_a_ruff_to_draw_trumps():
    """4♥ by West with all the trumps in West's hand and dummy on lead after trick one:
    before, dummy led a low spade "to establish the long spades" and the defenders won it
    and ruffed the spades (four tricks lost, double dummy). Ruffing a diamond in West's
    hand and drawing trumps keeps all ten tricks."""
    deal = Deal.parse("S:7.T872.QJ32.A732 984.AKQJ94..KJ84 QJT5.653.AK86.T5 AK632..T9754.Q96")
    play = Play(deal, Contract.parse("4H by W"), "C5 C6 C2 C4".split())
    assert play.turn is Seat.E
    d = decide(play)
    assert d.action == Card.parse("D4")
    assert d.reason == ("Draw trumps from your hand: lead ♦4 and ruff it in your hand, then draw the "
                        "defenders' trumps before they can ruff your winners.")


def test_dummy_with_no_trumps_leads_to_declarers_sure_winner_to_draw_trumps():
    # 4♠ by South; dummy won the first trick and has no trumps; South's ♣A is an entry
    deal = Deal.parse("N:.543.A.2 J2.AK.3. AKQ..4.A 3.QJ.K.K")
    play = Play(deal, Contract.parse("4S by S"), "DK DA D3 D4".split())
    assert play.turn is Seat.N
    d = decide(play)
    assert d.action == Card.parse("C2")
    assert d.reason == "Draw trumps from your hand: lead ♣2 to your hand's ♣A, then draw the defenders' trumps."
