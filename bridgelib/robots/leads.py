"""The defenders' leads: the opening lead and the leads at later tricks."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, Rank, Suit
from ..play import trick_winner
from .view import _near_sequence, _run, _sequence_top, _suits_bid, _View


def _lead_card_in(cards: Sequence[Card], nt: bool) -> tuple[Card, str]:
    """Which card of a suit to lead: top of a sequence, top of a doubleton, fourth best."""
    top = _sequence_top(cards, 3 if nt else 2)
    if top is not None:
        return top, "the top of a sequence"
    if nt and _near_sequence(cards):
        return cards[0], "the top of a broken sequence"
    pair = _sequence_top(cards, 2)
    if nt and pair is not None and pair.rank >= Rank.QUEEN:
        return cards[0], "the top of your two touching honours"
    if len(cards) == 2:
        return cards[0], "the top of a doubleton"
    if len(cards) >= 4:
        return cards[3], "fourth best from your longest suit" if nt else "fourth best"
    if cards and cards[0].rank < Rank.JACK:
        return cards[0], "top from a suit with no honour"
    return cards[-1], "low from an honour"


def _opening_lead(v: _View) -> tuple[Card, str]:
    """The opening lead: against a slam in a suit, a side ace; partner's suit (against a
    trump contract after cashing an ace-king); else at no-trump a solid sequence or the
    longest suit (see :func:`_lead_against_nt`), and against a trump contract ace-king, a
    sequence, a singleton, a short, long or safe suit, a trump."""
    hand = v.hand
    their = _suits_bid(v.auction, (v.declarer, v.dummy))
    psuits = [s for s in _suits_bid(v.auction, (v.turn.partner,)) if s is not v.trump and hand.length(s)]
    if v.trump is not None and v.contract.level >= 6:
        ace = _slam_ace(v, v.trump, their)
        if ace is not None:
            return ace, (f"Opening lead against a slam: cash your ace, {ace}; the defence needs only two tricks, "
                         f"and declarer may soon throw away the losers of that suit.")
    if psuits and v.trump is not None:
        ace_king = _ace_king(v, v.trump)
        if ace_king is not None and ace_king.suit is not psuits[0]:
            return ace_king, (f"Opening lead: the ace from ace-king, {ace_king}: it wins the trick and lets you "
                              f"see dummy before you lead partner's {psuits[0].english}.")
    if psuits:
        cards = hand.cards_in(psuits[0])
        if v.trump is not None and cards[0].rank == Rank.ACE and len(cards) >= 3:
            return cards[0], (f"Opening lead: partner bid {psuits[0].english}, so lead them; against a trump "
                              f"contract do not lead away from the ace: {cards[0]}.")
        return _lead_partner_suit(cards)
    if v.trump is None:
        return _lead_against_nt(v, their)
    return _lead_against_trumps(v, v.trump, their)


def _solid(cards: Sequence[Card]) -> bool:
    """A suit of three or more cards headed by a sequence: A-K, three touching cards (K-Q-J,
    J-10-9), a broken sequence (K-Q-10, Q-J-9), or K-Q / Q-J in four or more cards.

    >>> from bridgelib import Hand
    >>> _solid(Hand.parse("KQT4...").cards), _solid(Hand.parse("KJT4...").cards)
    (True, False)
    """
    if len(cards) < 3 or (len(cards) == 3 and cards[0].rank < Rank.JACK):
        return False
    if _sequence_top(cards, 3) is not None or _near_sequence(cards):
        return True
    pair = _sequence_top(cards, 2)
    return pair is not None and (pair.rank == Rank.ACE or (pair.rank >= Rank.QUEEN and len(cards) >= 4))


def _split_honours(cards: Sequence[Card]) -> bool:
    """Honours that are not touching at the top of the suit (A-Q, A-J, K-J, K-10-9, Q-10-9):
    leading away from them often gives declarer a cheap trick."""
    if len(cards) < 2 or (cards[0].rank >= Rank.JACK and cards[0].rank - cards[1].rank == 1):
        return False
    if sum(1 for c in cards if c.rank >= Rank.JACK) >= 2:
        return True
    return (len(cards) >= 3 and cards[0].rank >= Rank.QUEEN and cards[1].rank >= Rank.TEN
            and cards[1].rank - cards[2].rank == 1)


def _no_honour(cards: Sequence[Card]) -> bool:
    return bool(cards) and cards[0].rank < Rank.JACK


def _lead_against_nt(v: _View, their: list[Suit]) -> tuple[Card, str]:
    """Against no-trump (partner has bid no suit): a suit the opponents did not bid; a solid
    sequence first (a three-card one only without a six-card suit), else the longest suit
    (one without split honours when two are as long); from a four-card suit with split
    honours, or with no long suit at all, a suit with no honour instead."""
    hand = v.hand
    suits = [s for s in Suit if hand.length(s) and s not in their] or [s for s in Suit if hand.length(s)]
    longest = max(hand.length(s) for s in suits)
    # a three-card sequence gives way to a suit of six or more, the strongest lead there is
    solid = [s for s in suits if _solid(hand.cards_in(s)) and (hand.length(s) >= 4 or longest <= 5)]
    if solid:
        cards = hand.cards_in(max(solid, key=lambda s: (hand.length(s), hand.cards_in(s)[0].rank)))
        if len(cards) == longest:
            card, how = _lead_card_in(cards, nt=True)
            return card, f"Opening lead against no-trump: your longest suit, {how}: {card}."
        return cards[0], (f"Opening lead against no-trump: the top of a sequence in {cards[0].suit.english}, "
                          f"better than a longer but weaker suit because it gives declarer no cheap trick: "
                          f"{cards[0]}.")
    best = max(suits, key=lambda s: (hand.length(s), not _split_honours(hand.cards_in(s)),
                                     sum(c.hcp for c in hand.cards_in(s)), s.value))
    cards = hand.cards_in(best)
    small = [s for s in suits if 3 <= hand.length(s) <= 4 and _no_honour(hand.cards_in(s))]
    if len(cards) == 4 and _split_honours(cards) and small:
        quiet = hand.cards_in(small[0])
        card = quiet[0] if len(quiet) == 3 else quiet[3]
        return card, (f"Opening lead against no-trump: do not lead away from {cards[0]} and {cards[1]}, honours "
                      f"with a gap (declarer would win a cheap trick with the card in between); lead from a "
                      f"suit with no honour instead, which gives nothing away: {card}.")
    if len(cards) <= 3 and cards[0].rank >= Rank.JACK and _sequence_top(cards, 2) is None:
        passive = [s for s in suits if 2 <= hand.length(s) <= 3 and _no_honour(hand.cards_in(s))]
        if passive:
            card = hand.cards_in(passive[0])[0]
            return card, (f"Opening lead against no-trump: no long suit to set up, so lead the top "
                          f"of a suit with no honour, giving nothing away: {card}.")
    card, how = _lead_card_in(cards, nt=True)
    return card, f"Opening lead against no-trump: your longest suit, {how}: {card}."


def _lead_partner_suit(cards: tuple[Card, ...]) -> tuple[Card, str]:
    if len(cards) >= 3 and _sequence_top(cards, 2) is None and cards[0].rank >= Rank.JACK:
        card, how = cards[-1], "low from an honour"
    elif len(cards) >= 3 and _sequence_top(cards, 2) is None:
        card, how = cards[0], "top from three small"
    else:
        card = cards[0]
        how = "the top card" if len(cards) <= 2 else "the top of a sequence"
    return card, f"Opening lead: partner bid {card.suit.english}, so lead them ({how}): {card}."


def _slam_ace(v: _View, trump: Suit, their: list[Suit]) -> Card | None:
    """The ace of a side suit (the ace of ace-king first, then one of a suit the opponents
    did not bid), to cash against a slam."""
    aces = [c for c in v.hand.cards if c.rank == Rank.ACE and c.suit is not trump]
    if not aces:
        return None
    return _ace_king(v, trump) or next((c for c in aces if c.suit not in their), None)


def _side_ace(v: _View, trump: Suit, their: list[Suit], length: int, alone: bool = False) -> Card | None:
    """The ace heading a side suit of ``length`` or more cards that the opponents did not
    bid (with ``alone``, one with no other honour: A-8-5-2, not A-J-5-2)."""
    for suit in Suit:
        cards = v.hand.cards_in(suit)
        if (suit is not trump and suit not in their and len(cards) >= length and cards[0].rank == Rank.ACE
                and not (alone and cards[1].rank >= Rank.JACK)):
            return cards[0]
    return None


def _ace_king(v: _View, trump: Suit) -> Card | None:
    """The ace of a side suit in which this hand holds the ace and the king."""
    for suit in Suit:
        cards = v.hand.cards_in(suit)
        if suit is not trump and len(cards) >= 2 and cards[0].rank == Rank.ACE and cards[1].rank == Rank.KING:
            return cards[0]
    return None


def _lead_against_trumps(v: _View, trump: Suit, their: list[Suit]) -> tuple[Card, str]:
    hand = v.hand
    side = [s for s in Suit if s is not trump and hand.length(s)]
    ace_king = _ace_king(v, trump)
    if ace_king is not None:
        return ace_king, f"Opening lead: the ace from ace-king (the top of a sequence): {ace_king}."
    long_ace = _side_ace(v, trump, their, 6)
    if long_ace is not None:
        return long_ace, (f"Opening lead: cash the ace of your long {long_ace.suit.english}, {long_ace}: with six "
                          f"or more of them in your hand, declarer or dummy probably has only one or two and "
                          f"would ruff it if you waited.")
    seqs = []
    for suit in side:
        cards = hand.cards_in(suit)
        top = _sequence_top(cards, 2)
        if top is not None and (top.rank != Rank.ACE) and suit not in their:
            seqs.append((len(_run(cards)), top.rank, top))
    if seqs:
        card = max(seqs)[2]
        return card, f"Opening lead: the top of a sequence: {card}."
    trumps = hand.length(trump)
    singles = [s for s in side if hand.length(s) == 1 and hand.cards_in(s)[0].rank < Rank.ACE and s not in their]
    if singles and 1 <= trumps <= 4:
        card = hand.cards_in(singles[0])[0]
        return card, f"Opening lead: a singleton, hoping to ruff the next round: {card}."
    doubletons = [s for s in side if hand.length(s) == 2 and hand.cards_in(s)[0].rank < Rank.JACK
                  and s not in their]
    long_honour = [s for s in side if hand.length(s) >= 4 and hand.cards_in(s)[0].rank != Rank.ACE
                   and s not in their]
    if doubletons and not long_honour and 1 <= trumps <= 3:
        card = hand.cards_in(doubletons[0])[0]
        return card, f"Opening lead: the top of a short suit, hoping to ruff the third round: {card}."
    # do not lead away from an ace against a trump contract
    leads = [s for s in side if hand.cards_in(s)[0].rank != Rank.ACE]
    if leads:
        best = max(leads, key=lambda s: (s not in their, hand.length(s),
                                         hand.cards_in(s)[0].rank < Rank.JACK or hand.length(s) >= 4, s.value))
        cards = hand.cards_in(best)
        ace = _side_ace(v, trump, their, 4, alone=True)
        if len(cards) == 3 and _no_honour(cards) and best not in their and ace is not None:
            return ace, (f"Opening lead: cash the ace of your long {ace.suit.english}, {ace}: it wins a trick, "
                         f"never leads away from the ace, and lets you see dummy before choosing the next lead.")
        ace = _side_ace(v, trump, their, 3)
        if cards[0].rank in (Rank.KING, Rank.QUEEN) and _sequence_top(cards, 2) is None and ace is not None:
            return ace, (f"Opening lead: do not lead away from your {cards[0]}, which can give declarer a cheap "
                         f"trick in {cards[0].suit.english}; cash the ace of {ace.suit.english}, {ace}, instead, "
                         f"and see dummy before choosing the next lead.")
        card, how = _lead_card_in(cards, nt=False)
        return card, f"Opening lead: {how}: {card}."
    if trumps:
        card = hand.cards_in(trump)[-1]
        return card, f"Opening lead: a trump, the safest lead from this hand: {card}."
    card = hand.cards[-1]
    return card, f"Opening lead: {card}."


def _defender_lead(v: _View) -> tuple[Card, str]:
    """A defender's lead after the first trick, in order: cash the setting tricks, give
    partner a ruff, follow partner's attitude signal, against a trump contract cash a
    winner, return partner's suit, go on with a long suit at no-trump, lead through
    dummy's strength or up to its weakness, a trump."""
    nt = v.trump is None
    masters = [c for c in v.hand.cards if v.is_master(c) and not _ruffable(v, c.suit)]
    if masters and len(masters) >= v.def_need > 0:
        return masters[0], f"Cash {masters[0]}: with your sure winners the defence beats the contract."
    if masters and v.tricks_left <= len(masters):
        return masters[0], f"Cash {masters[0]}: every trick left is yours."
    lead = _partner_ruff(v) or _follow_signal(v)
    if lead is not None:
        return lead
    if masters and not nt:
        return masters[0], f"Cash your winner {masters[0]} before declarer can discard that suit."
    lead = _return_partner_suit(v) or (_keep_leading(v) if nt else None)
    if lead is not None:
        return lead
    return _safe_lead(v)


def _ruffable(v: _View, suit: Suit) -> bool:
    """Declarer's side can ruff ``suit`` (dummy or declarer has shown out, trumps left)."""
    if v.trump is None or suit is v.trump:
        return False
    dummy_hand = v.hands.get(v.dummy)
    d_ruff = dummy_hand is not None and not dummy_hand.length(suit) and dummy_hand.length(v.trump) > 0
    decl_ruff = suit in v.void[v.declarer] and v.trump not in v.void[v.declarer]
    return d_ruff or decl_ruff


def _partner_ruff(v: _View) -> tuple[Card, str] | None:
    partner = v.turn.partner
    if v.trump is None or v.trump in v.void[partner] or not v.unseen_in(v.trump):
        return None
    for suit in Suit:
        if suit is not v.trump and suit in v.void[partner] and v.hand.length(suit) and not _ruffable(v, suit):
            card = v.hand.cards_in(suit)[-1]
            return card, f"Partner has no {suit.english} left: lead {card} for partner to ruff."
    return None


def _return_partner_suit(v: _View) -> tuple[Card, str] | None:
    psuit = v.first_led.get(v.turn.partner)
    if (psuit is None or not v.hand.length(psuit) or _ruffable(v, psuit) or psuit is v.trump
            or psuit in v.void[v.turn.partner]):
        return None
    cards = v.hand.cards_in(psuit)
    if len(cards) >= 2 and cards[0].rank >= Rank.JACK and not v.is_master(cards[0]):
        card = cards[0]
        return card, (f"Return partner's suit, {psuit.english}, with your high {card}, so that it does not "
                      "get in the way of partner's long cards (unblock).")
    card = cards[0] if v.is_master(cards[0]) or len(cards) == 2 else cards[-1]
    return card, f"Return partner's suit, {psuit.english}: {card}."


def _keep_leading(v: _View) -> tuple[Card, str] | None:
    """At no-trump keep going with your own long suit."""
    mysuit = v.first_led.get(v.turn)
    if mysuit is None or v.hand.length(mysuit) < 2:
        return None
    cards = v.hand.cards_in(mysuit)
    card = cards[0] if v.is_master(cards[0]) else _lead_card_in(cards, nt=True)[0]
    return card, f"Keep leading your long suit, {mysuit.english}, to set up its small cards: {card}."


def _safe_lead(v: _View, avoid: Suit | None = None) -> tuple[Card, str]:
    """Lead through dummy's strength, or up to its weakness; else a trump (never the
    suit ``avoid`` if there is another)."""
    hand = v.hand
    options = []
    for suit in Suit:
        cards = hand.cards_in(suit)
        if (cards and not _ruffable(v, suit) and (suit is not v.trump or v.trump is None)
                and suit is not avoid):
            score, where = _lead_score(v, suit, cards)
            options.append((score, suit.value, suit, where))
    if options:
        _, _, suit, where = max(options)
        cards = hand.cards_in(suit)
        top = _sequence_top(cards)
        if top is not None:
            return top, f"Lead the top of your sequence in {suit.english} ({where}): {top}."
        card = cards[0] if len(cards) <= 2 else cards[-1]
        return card, f"Lead {suit.english}, {where}: {card}."
    if v.trump is not None and hand.length(v.trump):
        card = hand.cards_in(v.trump)[-1]
        return card, f"Lead a trump, a safe card that gives nothing away: {card}."
    card = hand.cards[-1]
    return card, f"Lead {card}."


def _lead_score(v: _View, suit: Suit, cards: tuple[Card, ...]) -> tuple[float, str]:
    """How good a lead ``suit`` is, and why, by where dummy's high cards are."""
    dummy_hand = v.hands.get(v.dummy)
    dcards = dummy_hand.cards_in(suit) if dummy_hand is not None else ()
    score = 0.0
    where = "a safe suit to lead"
    if v.dummy is v.turn.left:  # dummy plays second: lead through its honours
        for c in dcards:
            if c.rank >= Rank.JACK and v.higher_unseen(c) > 0 and Card(suit, c.rank - 1) not in dcards:
                score += 2
                where = f"lead through dummy's {c}"
                break
    elif not any(c.rank >= Rank.JACK for c in dcards):  # dummy plays last: lead up to weakness
        score += 2
        where = "lead up to dummy's weakness"
    if len(dcards) >= 4:
        score -= 2  # do not help declarer set up dummy's long suit
    # do not lead away from an unsupported king or queen
    if cards[0].rank in (Rank.KING, Rank.QUEEN) and _sequence_top(cards) is None and len(cards) > 1:
        score -= 2
    if _sequence_top(cards) is not None:
        score += 1.5
    if cards[0].rank == Rank.ACE and len(cards) > 1 and not v.is_master(cards[1]):
        score -= 1
    return score + 0.1 * len(cards), where


def _signal_seen(v: _View) -> tuple[Suit, Card, bool] | None:
    """Partner's attitude signal on the first round of the suit this player led first:
    the suit, partner's spot card (one that did not try to win the trick), and whether it
    encouraged (a high card: six or more, with a lower card partner could have played)."""
    suit = v.first_led.get(v.turn)
    if suit is None or suit is v.trump or len(v.led_by[suit]) != 1:
        return None
    at = next(i for i, t in enumerate(v.tricks) if t.cards and t.cards[0].suit is suit)
    first = v.tricks[at]
    if first.leader is not v.turn or any(t.leader is v.turn for t in v.tricks[at + 1:]):
        return None  # read a signal only the first time you are back on lead
    card = first.card_of(v.turn.partner)
    if card is None or card.suit is not suit or card.rank >= Rank.TEN or first.winner is v.turn.partner:
        return None
    before = first.cards[:first.seats.index(v.turn.partner)]
    if trick_winner(before + (card,), v.trump) == len(before):
        return None  # partner played that card to win the trick, not to signal
    lower = sum(1 for c in v.unseen_in(suit) if c.rank < card.rank)
    encourages = card.rank >= Rank.SIX and lower >= 1
    return suit, card, encourages


def _follow_signal(v: _View) -> tuple[Card, str] | None:
    """Read partner's attitude signal on the first round of your suit: lead it again if
    partner likes it; against a trump contract switch if partner does not."""
    seen = _signal_seen(v)
    if seen is None or len(v.tricks) > 6:
        return None
    suit, signal, encourages = seen
    if v.trump is None and not encourages:
        return None  # at no-trump keep on with your long suit all the same
    cards = v.hand.cards_in(suit)
    name = suit.english
    if encourages:
        if not cards or _ruffable(v, suit):
            return None
        top = cards[0]
        touching = v.played_mask & Card(suit, top.rank + 1)._bit if top.rank < Rank.ACE else True
        card = top if v.is_master(top) or touching else cards[-1]
        return card, (f"Partner's {signal} on your {name} lead was a high card (an attitude signal: "
                      f"partner likes {name}): lead {name} again: {card}.")
    if not cards or v.is_master(cards[0]):
        return None  # a sure winner in the suit: cash it all the same
    card, why = _safe_lead(v, avoid=suit)
    if card.suit is suit:
        return None
    return card, (f"Partner's {signal} on your {name} lead was a low card (an attitude signal: "
                  f"partner does not like {name}), so switch: {why[0].lower()}{why[1:]}")


def _discards_coming(v: _View, suit: Suit) -> bool:
    """Declarer could soon throw away ``suit``: dummy has another side suit of three or more
    cards headed by a sure winner, where declarer may discard."""
    dummy_hand = v.hands.get(v.dummy)
    if dummy_hand is None:
        return True
    for other in Suit:
        if other is suit or other is v.trump:
            continue
        cards = dummy_hand.cards_in(other)
        if len(cards) >= 3 and not any(c.rank > cards[0].rank for c in v.unseen_in(other)) and not any(
                c.rank > cards[0].rank for c in v.hand.cards_in(other)):
            return True
    return False
