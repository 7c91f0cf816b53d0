"""The defenders' leads: the opening lead and the leads at later tricks."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, Rank, Suit
from .view import _near_sequence, _run, _sequence_top, _suits_bid, _View


def _lead_card_in(cards: Sequence[Card], nt: bool) -> tuple[Card, str]:
    """Which card of a suit to lead: top of a sequence, top of a doubleton, fourth best."""
    top = _sequence_top(cards, 3 if nt else 2)
    if top is not None:
        return top, "the top of a sequence"
    if nt and _near_sequence(cards):
        return cards[0], "the top of a broken sequence"
    if len(cards) == 2:
        return cards[0], "the top of a doubleton"
    if len(cards) >= 4:
        return cards[3], "fourth best from your longest suit" if nt else "fourth best"
    if cards and cards[0].rank < Rank.JACK:
        return cards[0], "top from a suit with no honour"
    return cards[-1], "low from an honour"


def _opening_lead(v: _View) -> tuple[Card, str]:
    hand = v.hand
    nt = v.trump is None
    partner = v.turn.partner
    psuits = [s for s in _suits_bid(v.auction, (partner,)) if s is not v.trump and hand.length(s)]
    their = _suits_bid(v.auction, (v.declarer, v.dummy))
    if psuits:
        suit = psuits[0]
        cards = hand.cards_in(suit)
        if len(cards) >= 3 and _sequence_top(cards, 2) is None and cards[0].rank >= Rank.JACK:
            card = cards[-1]
            how = "low from an honour"
        elif len(cards) >= 3 and _sequence_top(cards, 2) is None:
            card, how = cards[0], "top from three small"
        else:
            card = cards[0]
            how = "the top card" if len(cards) <= 2 else "the top of a sequence"
        return card, f"Opening lead: partner bid {suit.english}, so lead them ({how}): {card}."
    if nt:
        best = None
        for suit in Suit:
            cards = hand.cards_in(suit)
            if not cards:
                continue
            key = (suit not in their, len(cards), sum(c.hcp for c in cards), suit.value)
            if best is None or key > best[0]:
                best = (key, suit)
        assert best is not None
        cards = hand.cards_in(best[1])
        card, how = _lead_card_in(cards, nt=True)
        return card, f"Opening lead against no-trump: your longest suit, {how}: {card}."
    # against a trump contract
    side = [s for s in Suit if s is not v.trump and hand.length(s)]
    for suit in side:
        cards = hand.cards_in(suit)
        if len(cards) >= 2 and cards[0].rank == Rank.ACE and cards[1].rank == Rank.KING:
            return cards[0], f"Opening lead: the ace from ace-king (the top of a sequence): {cards[0]}."
    seqs = []
    for suit in side:
        cards = hand.cards_in(suit)
        top = _sequence_top(cards, 2)
        if top is not None and (top.rank != Rank.ACE) and suit not in their:
            seqs.append((len(_run(cards)), top.rank, top))
    if seqs:
        card = max(seqs)[2]
        return card, f"Opening lead: the top of a sequence: {card}."
    trumps = hand.length(v.trump) if v.trump else 0
    singles = [s for s in side if hand.length(s) == 1 and hand.cards_in(s)[0].rank < Rank.ACE and s not in their]
    if singles and 1 <= trumps <= 3:
        card = hand.cards_in(singles[0])[0]
        return card, f"Opening lead: a singleton, hoping to ruff the next round: {card}."
    best = None
    for suit in side:
        cards = hand.cards_in(suit)
        if cards[0].rank == Rank.ACE:
            continue  # do not lead away from an ace against a trump contract
        key = (suit not in their, len(cards), cards[0].rank < Rank.JACK or len(cards) >= 4, suit.value)
        if best is None or key > best[0]:
            best = (key, suit)
    if best is not None:
        cards = hand.cards_in(best[1])
        card, how = _lead_card_in(cards, nt=False)
        return card, f"Opening lead: {how}: {card}."
    if trumps and v.trump is not None:
        card = hand.cards_in(v.trump)[-1]
        return card, f"Opening lead: a trump, the safest lead from this hand: {card}."
    card = hand.cards[-1]
    return card, f"Opening lead: {card}."


def _defender_lead(v: _View) -> tuple[Card, str]:
    hand = v.hand
    nt = v.trump is None
    dummy = v.dummy
    dummy_hand = v.hands.get(dummy)

    def ruffable(suit: Suit) -> bool:
        if v.trump is None or suit is v.trump:
            return False
        d_ruff = dummy_hand is not None and not dummy_hand.length(suit) and dummy_hand.length(v.trump) > 0
        decl_ruff = suit in v.void[v.declarer] and v.trump not in v.void[v.declarer]
        return d_ruff or decl_ruff

    # 1. cash the setting tricks
    masters = [c for c in hand.cards if v.is_master(c) and not ruffable(c.suit)]
    if masters and len(masters) >= v.def_need > 0:
        card = masters[0]
        return card, f"Cash {card}: with your sure winners the defence beats the contract."
    if masters and v.tricks_left <= len(masters):
        card = masters[0]
        return card, f"Cash {card}: every trick left is yours."
    # 2. give partner a ruff
    partner = v.turn.partner
    if v.trump is not None and v.trump not in v.void[partner] and v.unseen_in(v.trump):
        for suit in Suit:
            if suit is not v.trump and suit in v.void[partner] and hand.length(suit) and not ruffable(suit):
                card = hand.cards_in(suit)[-1]
                return card, f"Partner has no {suit.english} left: lead {card} for partner to ruff."
    # 3. return partner's suit
    psuit = v.first_led.get(partner)
    if psuit is not None and hand.length(psuit) and not ruffable(psuit) and psuit is not v.trump:
        cards = hand.cards_in(psuit)
        card = cards[0] if v.is_master(cards[0]) or len(cards) == 2 else cards[-1]
        return card, f"Return partner's suit, {psuit.english}: {card}."
    # 4. at no-trump keep going with your own long suit
    mysuit = v.first_led.get(v.turn)
    if nt and mysuit is not None and hand.length(mysuit) >= 2:
        cards = hand.cards_in(mysuit)
        card = cards[0] if v.is_master(cards[0]) else _lead_card_in(cards, nt=True)[0]
        return card, f"Keep leading your long suit, {mysuit.english}, to set up its small cards: {card}."
    # 5. cash a safe winner
    if masters and not nt:
        card = masters[0]
        return card, f"Cash your winner {card} before declarer can discard that suit."
    # 6. lead through dummy's strength, or up to its weakness
    options = []
    for suit in Suit:
        cards = hand.cards_in(suit)
        if not cards or ruffable(suit) or (suit is v.trump and not nt):
            continue
        dcards = dummy_hand.cards_in(suit) if dummy_hand is not None else ()
        score = 0.0
        where = "a safe suit to lead"
        if dummy is v.turn.left:  # dummy plays second: lead through its honours
            for c in dcards:
                if c.rank >= Rank.JACK and v.higher_unseen(c) > 0 and Card(suit, c.rank - 1) not in dcards:
                    score += 2
                    where = f"lead through dummy's {c}"
                    break
        else:  # dummy plays last: lead up to weakness
            if not any(c.rank >= Rank.JACK for c in dcards):
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
        score += 0.1 * len(cards)
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
