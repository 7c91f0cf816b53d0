"""The card robot's rules of thumb (lesson 6): which card to play to a trick, second,
third or fourth hand, and who leads what (:mod:`.leads` for the defenders,
:mod:`.declarer` for declarer's leads and declarer's play second and third to a trick,
:mod:`.discards` for what to throw away).

The defenders play second hand low (but take a sure trick with the ace, split touching
honours, cover an honour when that can promote a card), third hand high (not over
partner's winning king or queen), give an attitude signal on partner's first lead of a
suit (a high spot card: "I like it"; the lowest: "switch"), and hold up an ace at
no-trump to cut declarer off dummy's long suit."""

from __future__ import annotations

from ..cards import Card, Rank, Suit
from .declarer import (
    _declarer_fourth,
    _declarer_lead,
    _declarer_second,
    _declarer_second_void,
    _declarer_third,
    _declarer_third_hand,
)
from .discards import _discard
from .leads import _defender_lead, _opening_lead
from .view import _beats, _follow_low, _lowest, _ruff_card, _seat_name, _View


def _choose(v: _View) -> tuple[Card, str]:
    legal = v.legal
    pos = len(v.trick.cards)
    if len(legal) == 1:
        card = legal[0]
        if pos and card.suit is v.trick.cards[0].suit:
            return card, f"Follow suit with your only {card.suit.english[:-1]}: {card}."
        return card, f"Your only card: {card}." if len(v.hand) == 1 else f"The only legal card: {card}."
    if pos == 0:
        if v.defending:
            if not v.tricks:
                return _opening_lead(v)
            return _defender_lead(v)
        return _declarer_lead(v)
    led = v.trick.cards[0].suit
    following = legal[0].suit is led
    if not v.defending and pos == 3:
        return _declarer_fourth(v, following)
    if not v.defending and pos == 2:
        return _declarer_third_hand(v, following)
    if pos == 3:
        return _fourth_hand(v, following)
    if pos == 2:
        return _third_hand(v, following)
    return _second_hand(v, following)


def _fourth_hand(v: _View, following: bool) -> tuple[Card, str]:
    win = v.trick.winning_card
    winner = v.trick.leading_seat
    assert win is not None and winner is not None
    if winner.side is v.turn.side:
        if following:
            return _follow_low(v, f"{_seat_name(v, winner).capitalize()} is already winning the trick: play low")
        return _discard(v, f"{_seat_name(v, winner).capitalize()} is already winning the trick")
    led = v.trick.cards[0].suit
    if following:
        beaters = [c for c in v.legal if _beats(c, win, v.trump)]
        hold = _hold_up(v, led, beaters) if v.defending else None
        if hold is not None:
            return hold
        if beaters:
            card = min(beaters, key=lambda c: c.rank)
            return card, f"Last to play: win as cheaply as possible with {card}."
        return _follow_low(v, f"You cannot beat {win}: play your lowest card")
    ruff = _ruff_card(v)
    if ruff is not None:
        return ruff, f"Void in {led.english}: ruff with {ruff} and win the trick."
    return _discard(v, "You cannot win the trick")


# -- third hand --

def _third_hand(v: _View, following: bool) -> tuple[Card, str]:
    win = v.trick.winning_card
    winner = v.trick.leading_seat
    assert win is not None and winner is not None
    led = v.trick.cards[0].suit
    partner_card = v.trick.cards[0]
    fourth = v.turn.left
    partner_wins = winner is v.turn.partner
    fourth_visible = fourth in v.hands
    fourth_cards = v.cards(fourth, led)
    danger = _fourth_hand_can_win(v, win, led)
    if not following:
        if partner_wins and not danger:
            return _discard(v, f"{_seat_name(v, v.turn.partner).capitalize()}'s {partner_card} is winning")
        ruff = _ruff_card(v)
        if ruff is not None and (not partner_wins or danger):
            return ruff, f"Void in {led.english}: ruff with {ruff} to win the trick."
        return _discard(v, "You cannot win the trick")
    beaters = sorted((c for c in v.legal if _beats(c, win, v.trump)), key=lambda c: c.rank)
    if partner_wins and not danger:
        signal = _attitude_signal(v, led) if v.defending else None
        if signal is not None:
            return signal
        return _follow_low(v, f"{_seat_name(v, winner).capitalize()}'s {win} is winning the trick: play low")
    if partner_wins and win.rank >= (Rank.QUEEN if v.defending else Rank.TEN) and (win is partner_card):
        low = _let_partner_honour_run(v, win)
        if low is not None:
            return low
    if not beaters:
        signal = _attitude_signal(v, led) if v.defending else None
        if signal is not None:
            return signal
        return _follow_low(v, f"You cannot beat {win}: play low")
    if v.defending:
        return _defender_third(v, led, win, beaters, fourth_cards, fourth_visible)
    return _declarer_third(v, led, win, beaters)


def _fourth_hand_can_win(v: _View, win: Card, led: Suit) -> bool:
    """The player still to play to the trick may beat ``win``, as far as the player on
    turn can tell (exactly when that hand is visible)."""
    fourth = v.turn.left
    if fourth in v.hands:
        fourth_cards = v.cards(fourth, led)
        if fourth_cards:
            return any(_beats(c, win, v.trump) for c in fourth_cards)
        return v.trump is not None and win.suit is not v.trump and bool(v.cards(fourth, v.trump))
    if win.suit is v.trump and led is not v.trump:
        return bool([c for c in v.unseen_in(v.trump) if c.rank > win.rank])
    return (v.higher_unseen(win) > 0 and win.suit is led) or (
        v.trump is not None and win.suit is not v.trump and led is not v.trump
        and bool(v.unseen_in(v.trump)) and led in v.void[fourth])


def _let_partner_honour_run(v: _View, win: Card) -> tuple[Card, str] | None:
    """Partner's led honour is winning: do not overtake it (declarer: let it run as a finesse)."""
    if not v.defending and v.higher_unseen(win) == 1 and not any(c.rank > win.rank for c in v.legal):
        return _follow_low(v, f"Let {win} run: a finesse, it wins if {v.turn.right.english} holds the "
                              "missing honour")
    if v.defending:
        signal = _attitude_signal(v, win.suit)
        if signal is not None:
            return signal
    if v.defending or v.higher_unseen(win) == 1:
        who = _seat_name(v, v.turn.partner).capitalize()
        return _follow_low(v, f"{who} led {win}, an honour that is winning so far: do not waste a high "
                              "card on it, play low")
    return None


def _defender_third(v: _View, led: Suit, win: Card, beaters: list[Card], fourth_cards: tuple[Card, ...],
                    fourth_visible: bool) -> tuple[Card, str]:
    mine = v.hand.cards_in(led)
    if fourth_visible:  # dummy plays after you
        if not fourth_cards:
            card = beaters[0]
            return card, f"Dummy has no {led.english}: win as cheaply as possible with {card}."
        top = fourth_cards[0]
        enough = [c for c in beaters if c.rank > top.rank]
        if enough:
            card = v.lowest_equal(enough[0], mine)
            return card, f"Third hand high, but no higher than needed: {card} beats everything dummy holds."
        if len(fourth_cards) > 1:
            second = fourth_cards[1]
            force = [c for c in beaters if c.rank > second.rank]
            if force:
                card = force[0]
                return card, f"Third hand: play {card} to force out dummy's {top}."
        return _follow_low(v, f"Dummy's {top} would beat your cards: play low")
    # declarer plays after you: third hand high (the lowest of equal cards)
    top = mine[0]
    second_hand = v.turn.right
    if second_hand is v.dummy:
        dummy_left = v.cards(v.dummy, led)
        for h in dummy_left:
            if (len(mine) >= 2 and mine[0].rank > h.rank > mine[1].rank and mine[1] in beaters
                    and h.rank >= Rank.TEN and mine[1].rank >= Rank.NINE):
                card = v.lowest_equal(mine[1], mine)
                return card, (f"Third hand: play {card} and keep {mine[0]} to capture dummy's {h} later "
                              "(a finesse against dummy).")
    if top not in beaters:
        return _follow_low(v, f"You cannot beat {win}: play low")
    card = v.lowest_equal(top, mine)
    if card is top:
        return card, f"Third hand high: {card}."
    return card, f"Third hand high, but the lowest of equal cards: {card}."


def _second_hand(v: _View, following: bool) -> tuple[Card, str]:
    led_card = v.trick.cards[0]
    led = led_card.suit
    third = v.turn.left
    leader = v.trick.leader
    if not following:
        return _second_hand_void(v, led_card)
    mine = list(v.legal)
    higher = sorted((c for c in mine if c.rank > led_card.rank), key=lambda c: c.rank)
    if v.defending:
        # take the setting trick
        if v.def_need == 1:
            sure = [c for c in higher if v.is_master(c)]
            third_cards = v.cards(third, led)
            ruffable = third in v.hands and not third_cards and v.trump is not None and bool(v.cards(third, v.trump))
            if sure and not ruffable:
                card = sure[0]
                return card, f"Win with {card}: this trick beats the contract."
        if led_card.rank >= Rank.JACK and higher:
            touching = False
            if leader in v.hands:
                below = Card(led, led_card.rank - 1)
                touching = below in v.hands[leader]
            if not touching and _cover_promotes(v, led_card):
                card = higher[0]
                return card, f"Cover an honour with an honour: {card} on {led_card}."
            if not touching:
                return _follow_low(v, f"Do not cover {led_card}: no card of yours or partner's could be "
                                      "promoted by it, so second hand low")
        split = _split_honours(v, led_card) or _second_hand_ace(v, led_card)
        if split is not None:
            return split
        return _follow_low(v, "Second hand low")
    return _declarer_second(v, led_card, higher)


def _second_hand_void(v: _View, led_card: Card) -> tuple[Card, str]:
    led = led_card.suit
    third = v.turn.left
    ruff = _ruff_card(v)
    if ruff is None:
        return _discard(v, f"You have no {led.english}")
    if v.defending:
        # would the declaring side win the trick anyway?
        top_side = max([led_card, *v.cards(third, led)], key=lambda c: c.rank)
        partner_could_win = v.higher_unseen(top_side) > 0
        if not partner_could_win or led_card.rank >= Rank.QUEEN:
            return ruff, f"Void in {led.english}: ruff with {ruff} before the declaring side wins the trick."
        return _discard(v, f"Partner may win this {led.english[:-1]} trick")
    return _declarer_second_void(v, led_card, ruff)


# -- the defenders' signals --

def _attitude_signal(v: _View, suit: Suit) -> tuple[Card, str] | None:
    """Partner led ``suit`` for the first time and you are not trying to win the trick:
    a high spot card says you like the suit (you hold a high card in it, or a doubleton
    you can ruff after), the lowest card says you do not (an attitude signal)."""
    if (v.trick.leader is not v.turn.partner or len(v.led_by[suit]) != 1 or suit is v.trump
            or len(v.tricks) > 5):  # signal early in the deal, while the spot cards matter least
        return None
    mine = v.hand.cards_in(suit)
    if len(mine) < 2 or v.legal[0].suit is not suit:
        return None
    lead = v.trick.cards[0]
    honours = [c for c in mine if c.rank >= Rank.QUEEN or (c.rank == Rank.JACK and lead.rank >= Rank.QUEEN)]
    ruff = v.trump is not None and len(mine) == 2 and bool(v.hand.cards_in(v.trump))
    spots = [c for c in mine if c.rank <= Rank.NINE]
    name = suit.english
    if honours or ruff:
        if len(spots) < 2:
            return None  # only one small card: nothing to choose
        card = spots[0]
        why = f"you hold the {honours[0]}" if honours else "you can ruff the third round"
        return card, (f"Partner's lead: play {card}, a high card, to say you like {name} ({why}; "
                      "an attitude signal).")
    card = mine[-1]
    return card, (f"Partner's lead: play {card}, your lowest card, to say you do not want {name} "
                  "led again (an attitude signal).")


# -- the defenders' play second and fourth to a trick --

def _cover_promotes(v: _View, led_card: Card) -> bool:
    """Covering ``led_card`` may promote a card for the defence: a nine or better below it
    that this player holds or partner may hold (one that declarer's side has not shown)."""
    led = led_card.suit
    for rank in range(Rank.NINE, led_card.rank):
        card = Card(led, rank)
        if card in v.hand or card in v.unseen:
            return True
    return False


def _split_honours(v: _View, led_card: Card) -> tuple[Card, str] | None:
    """Second hand with touching honours (K-Q, Q-J, J-10) when dummy, playing next, holds a
    card between them and your small cards: play the lower honour, so dummy's card cannot
    win the trick cheaply (split your honours)."""
    third = v.turn.left
    if third is not v.dummy or v.trump is led_card.suit:
        return None
    mine = v.hand.cards_in(led_card.suit)
    dummy_cards = v.cards(third, led_card.suit)
    if len(mine) < 3 or not dummy_cards:
        return None
    top, second, small = mine[0], mine[1], mine[2]
    if top.rank < Rank.JACK or top.rank - second.rank != 1:
        return None
    dtop = dummy_cards[0]
    if not second.rank > dtop.rank > small.rank or dtop.rank < Rank.NINE or v.higher_unseen(top) > 1:
        return None
    return second, (f"Split your honours: play {second} from {top}-{second}, so that dummy's {dtop} cannot "
                    "win the trick cheaply.")


def _hold_up(v: _View, led: Suit, beaters: list[Card]) -> tuple[Card, str] | None:
    """At no-trump, fourth to a trick in dummy's long suit: do not take your ace on the first
    round when dummy has no other way in (a hold-up); declarer may then be unable to reach
    dummy's long cards later."""
    if v.trump is not None or v.dummy not in v.hands or not beaters or len(v.led_by[led]) != 1:
        return None
    mine = v.hand.cards_in(led)
    dummy_cards = v.cards(v.dummy, led)
    dummy_length = len(dummy_cards) + (v.trick.card_of(v.dummy) is not None)
    if not 2 <= len(mine) <= 4 or mine[0].rank != Rank.ACE or mine[1].rank >= Rank.TEN:
        return None
    if dummy_length < 4 or v.need <= 1 or v.def_need <= 1:
        return None
    for suit in Suit:
        if suit is led:
            continue
        for c in v.cards(v.dummy, suit):
            if not any(x.rank > c.rank for x in v.unseen_in(suit)) and not any(
                    x.rank > c.rank for x in v.hand.cards_in(suit)):
                return None  # dummy has a way in elsewhere
    card = _lowest(v.legal)
    return card, (f"Hold up your {mine[0]}: play {card} and let declarer win this {led.english[:-1]} "
                  f"trick; later declarer may have no way to reach dummy's long {led.english} (a hold-up).")


def _second_hand_ace(v: _View, led_card: Card) -> tuple[Card, str] | None:
    """Second hand with the ace of the suit led (and the ace still worth a trick): take it.
    Ducking would let declarer win the trick with a small card, and the ace may be ruffed
    or come too late later in the deal."""
    ace = Card(led_card.suit, Rank.ACE)
    if ace not in v.legal or led_card.rank == Rank.KING:
        return None
    return ace, (f"Take your sure trick with {ace} now: if you play low, declarer's side may win "
                 "this trick instead.")
