"""The card robot's rules of thumb (lesson 5): which card to play to a trick, second,
third or fourth hand, and who leads what (:mod:`.leads` for the defenders,
:mod:`.declarer` for declarer's leads and declarer's play second and third to a trick,
:mod:`.discards` for what to throw away)."""

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
from .view import _beats, _follow_low, _ruff_card, _seat_name, _View


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
        return _follow_low(v, f"{_seat_name(v, winner).capitalize()}'s {win} is winning the trick: play low")
    if partner_wins and win.rank >= Rank.TEN and (win is partner_card):
        low = _let_partner_honour_run(v, win)
        if low is not None:
            return low
    if not beaters:
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
            if not touching:
                card = higher[0]
                return card, f"Cover an honour with an honour: {card} on {led_card}."
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
