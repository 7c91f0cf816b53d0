"""Computer players for the auction and the play, with a reason for every decision.

The bidding robot follows the coach (:mod:`bridgelib.system`). The card robot plays
sound beginner technique and uses **only what its player may see**: its own hand,
dummy's hand once dummy is face up, the cards already played, and the auction and
contract. Declarer chooses dummy's cards too, each in dummy's turn.

Technique, as the course teaches it (lesson 5):

* defenders: opening leads (partner's suit, top of a sequence, fourth best from the
  longest suit, a singleton against a trump contract), second hand low, third hand high
  (the lowest of equal cards), cover an honour with an honour, win as cheaply as
  possible, ruff when void and the trick would otherwise be lost, return partner's suit,
  cash the setting tricks, sensible discards (keep winners, guards and length);
* declarer: count sure winners and cash them when they are enough, draw trumps (but ruff
  losers in the short trump hand first when those trumps are needed), lead toward
  honours and finesse, drive out the opponents' high cards to establish long suits,
  play the high cards from the shorter hand first.

Near the end of the deal (the last :data:`SOLVER_FROM` cards) the card robot looks ahead
instead: it deals the cards it cannot see in every way that agrees with the play so far,
asks the double-dummy solver (:mod:`bridgelib.solver`) for the best cards in each layout,
and plays the card that is best most often. It still never looks at the hidden hands.

Every decision is deterministic (no randomness) and every choice is a legal card.

>>> from bridgelib import Auction, Deal, Play, Seat
>>> deal = Deal.random(5)
>>> auction = Auction(deal.dealer)
>>> while not auction.is_over:
...     auction.call(robot_call(auction, deal[auction.turn]).action)
>>> play = Play(deal, auction.contract)
>>> decision = robot_card(play, auction)
>>> play.is_legal(decision.action), decision.reason.endswith(".")
(True, True)
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from .auction import Auction, Call, Strain
from .cards import _ALL_MASK, Card, Hand, Rank, Suit
from .deal import Deal, Seat
from .errors import AnalysisTimeout, BridgeError
from .play import Play, Trick
from .system import advise

__all__ = ["Decision", "Robot", "robot_call", "robot_card", "play_deal", "double_dummy_best",
           "SOLVER_FROM", "MAX_LAYOUTS"]

Solver = Callable[[Play], Iterable[Card]]
"""A double-dummy function: the best cards for the player on turn in a fully known
position (the default is :func:`double_dummy_best`)."""

SOLVER_FROM = 20
"""The default robot looks ahead with the solver once this many cards or fewer remain
(the last five tricks). Chosen so that a decision stays well under a quarter of a second
on a desktop, and under a second in the browser (``benchmarks/robots.py`` prints the
figures); earlier in the deal the search over many layouts would take too long."""

MAX_LAYOUTS = 16
"""How many layouts of the hidden cards the default robot solves per decision."""


@dataclass(frozen=True)
class Decision:
    """What a robot does (``action``: a :class:`~bridgelib.auction.Call` or a
    :class:`~bridgelib.cards.Card`) and why (``reason``, a sentence to show as a hint).

    >>> str(Decision(Card.parse("H3"), "Second hand low: ♥3."))
    'Second hand low: ♥3.'
    """

    action: Call | Card
    reason: str

    def __str__(self) -> str:
        return self.reason


# --- the auction --------------------------------------------------------------------------

def robot_call(auction: Auction, hand: Hand) -> Decision:
    """The bidding robot: the coach's advice for ``hand`` (the hand of the player to call).

    >>> from bridgelib import Auction, Hand, Seat
    >>> d = robot_call(Auction(Seat.S), Hand.parse("AQ5.K83.KJ62.Q104"))
    >>> str(d.action), d.reason
    ('1NT', 'Open 1NT: 15 high-card points and a balanced hand (4-3-3-3).')
    """
    advice = advise(auction, hand)
    return Decision(advice.call, advice.reason)


# --- what the player on turn may see ------------------------------------------------------

class _View:
    """Everything the player choosing the next card may see, and nothing else."""

    def __init__(self, play: Play, auction: Auction | None) -> None:
        turn = play.turn
        me = play.controller
        assert turn is not None and me is not None
        self.turn: Seat = turn  # the hand that plays now (dummy when declarer plays from dummy)
        self.me: Seat = me
        self.declarer = play.declarer
        self.dummy = play.dummy
        self.contract = play.contract
        self.trump: Suit | None = play.contract.strain.suit
        self.defending = me is not self.declarer
        self.auction = auction
        visible = [me]
        if play.dummy_visible and self.dummy is not me:
            visible.append(self.dummy)
        self.hands: dict[Seat, Hand] = {s: play.hand(s) for s in visible}
        self.hand = self.hands[turn]
        self.tricks: tuple[Trick, ...] = play.tricks
        trick = play.current_trick
        assert trick is not None
        self.trick = trick
        played_mask = 0
        self.void: dict[Seat, set[Suit]] = {s: set() for s in Seat}
        self.first_led: dict[Seat, Suit] = {}
        self.led_by: dict[Suit, list[Seat]] = {s: [] for s in Suit}
        for t in self.tricks + (trick,):
            if not t.cards:
                continue
            led = t.cards[0].suit
            self.led_by[led].append(t.leader)
            self.first_led.setdefault(t.leader, led)
            for seat, card in t.plays:
                played_mask |= card._bit
                if card.suit is not led:
                    self.void[seat].add(led)
        seen = played_mask
        for h in self.hands.values():
            seen |= h._mask
        self.unseen = Hand._from_mask(_ALL_MASK & ~seen)
        self.played_mask = played_mask
        self.legal = play.legal_cards()
        self.declarer_tricks = play.declarer_tricks
        self.defender_tricks = play.defender_tricks
        self.tricks_left = play.tricks_left
        need = self.contract.tricks_needed
        self.need = need - self.declarer_tricks  # declarer's side still needs
        self.def_need = (14 - need) - self.defender_tricks  # the defence still needs

    # -- cards and ranks --
    def cards(self, seat: Seat, suit: Suit) -> tuple[Card, ...]:
        return self.hands[seat].cards_in(suit) if seat in self.hands else ()

    def unseen_in(self, suit: Suit) -> tuple[Card, ...]:
        return self.unseen.cards_in(suit)

    def higher_unseen(self, card: Card) -> int:
        """How many unseen cards of the suit outrank ``card``."""
        return sum(1 for c in self.unseen.cards_in(card.suit) if c.rank > card.rank)

    @property
    def opponents_visible(self) -> list[Seat]:
        return [s for s in self.hands if s.side is not self.turn.side]

    def is_master(self, card: Card) -> bool:
        """No card that an opponent could hold outranks it: every higher card of the
        suit is played or held by this side as far as the player can see."""
        if self.higher_unseen(card):
            return False
        for s in self.opponents_visible:
            if any(c.rank > card.rank for c in self.cards(s, card.suit)):
                return False
        return True

    def lowest_equal(self, card: Card, cards: Sequence[Card]) -> Card:
        """The lowest of the cards in ``cards`` equal to ``card``: touching it once the
        cards already played (and the other cards of this side that the player sees)
        are left out."""
        ours = set(cards)
        if not self.defending:
            ours |= set(self.cards(self.turn.partner, card.suit))
        best = card
        rank = card.rank.value - 1
        while rank >= 2:
            c = Card(card.suit, rank)
            if c in ours:
                if c in cards:
                    best = c
            elif not (self.played_mask & c._bit):
                break
            rank -= 1
        return best

    @property
    def partner_hand(self) -> Hand | None:
        return self.hands.get(self.turn.partner)


def _beats(a: Card, b: Card, led: Suit, trump: Suit | None) -> bool:
    if a.suit is b.suit:
        return a.rank > b.rank
    if a.suit is trump:
        return True
    return False


def _seat_name(v: _View, seat: Seat) -> str:
    """How the player on turn speaks of ``seat``: dummy, your hand, partner, declarer."""
    if seat is v.dummy:
        return "dummy"
    if seat is v.me:
        return "your hand"
    if seat is v.turn.partner:
        return "partner"
    if seat is v.declarer:
        return "declarer"
    return seat.english


# --- choosing a card ------------------------------------------------------------------------

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
    if pos == 3:
        return _fourth_hand(v, following)
    if pos == 2:
        return _third_hand(v, following)
    return _second_hand(v, following)


def _lowest(cards: Sequence[Card]) -> Card:
    return min(cards, key=lambda c: c.rank)


def _follow_low(v: _View, why: str) -> tuple[Card, str]:
    card = _lowest(v.legal)
    return card, f"{why}: {card}."


def _trumps(cards: Sequence[Card], trump: Suit | None) -> list[Card]:
    return [c for c in cards if c.suit is trump]


def _ruff_card(v: _View) -> Card | None:
    """The cheapest trump that would win the trick now (overruffing if needed)."""
    if v.trump is None:
        return None
    trumps = sorted(_trumps(v.legal, v.trump), key=lambda c: c.rank)
    if not trumps:
        return None
    win = v.trick.winning_card
    assert win is not None
    for c in trumps:
        if win.suit is not v.trump or c.rank > win.rank:
            return c
    return None


# -- fourth hand --

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
        beaters = [c for c in v.legal if _beats(c, win, led, v.trump)]
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
    # can the fourth hand beat the current winner?
    if fourth_visible:
        if fourth_cards:
            danger = any(_beats(c, win, led, v.trump) for c in fourth_cards)
        else:
            danger = v.trump is not None and win.suit is not v.trump and bool(v.cards(fourth, v.trump))
    else:
        danger = (v.higher_unseen(win) > 0 and win.suit is led) or (
            v.trump is not None and win.suit is not v.trump and led is not v.trump
            and bool(v.unseen_in(v.trump)) and led in v.void[fourth])
        if win.suit is v.trump and led is not v.trump:
            danger = bool([c for c in v.unseen_in(v.trump) if c.rank > win.rank])
    if not following:
        if partner_wins and not danger:
            return _discard(v, f"{_seat_name(v, v.turn.partner).capitalize()}'s {partner_card} is winning")
        ruff = _ruff_card(v)
        if ruff is not None and (not partner_wins or danger):
            return ruff, f"Void in {led.english}: ruff with {ruff} to win the trick."
        return _discard(v, "You cannot win the trick")
    beaters = sorted((c for c in v.legal if _beats(c, win, led, v.trump)), key=lambda c: c.rank)
    if partner_wins and not danger:
        return _follow_low(v, f"{_seat_name(v, winner).capitalize()}'s {win} is winning the trick: play low")
    if partner_wins and win.rank >= Rank.TEN and (win is partner_card):
        if not v.defending and v.higher_unseen(win) == 1 and not any(
                c.rank > win.rank for c in v.legal):
            return _follow_low(v, f"Let {win} run: a finesse, it wins if {v.turn.right.english} holds the "
                                  "missing honour")
        if v.defending or v.higher_unseen(win) == 1:
            who = _seat_name(v, v.turn.partner).capitalize()
            return _follow_low(v, f"{who} led {win}, an honour that is winning so far: do not waste a high "
                                  "card on it, play low")
    if not beaters:
        return _follow_low(v, f"You cannot beat {win}: play low")
    if v.defending:
        return _defender_third(v, led, win, beaters, fourth_cards, fourth_visible)
    return _declarer_third(v, led, win, beaters)


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


def _declarer_third(v: _View, led: Suit, win: Card, beaters: list[Card]) -> tuple[Card, str]:
    masters = [c for c in beaters if v.higher_unseen(c) == 0]
    lho = v.turn.right  # the defender who has played to this trick
    finesse = [] if led in v.void[lho] else [c for c in beaters if v.higher_unseen(c) == 1]
    if masters and finesse:
        plans = _suit_plans(v)
        p = plans[led]
        if (sum(q.winners for q in plans.values()) >= v.need
                or p.winners >= max(len(p.here), len(p.there))):
            finesse = []  # enough sure tricks, or the top cards win every round: no finesse
    if finesse and (not masters or finesse[0].rank < masters[0].rank):
        card = finesse[0]
        missing = next(c for c in v.unseen_in(led) if c.rank > card.rank)
        if masters:
            return card, (f"Finesse: play {card}; it wins if {lho.english}, who has played, holds the {missing}.")
        return card, f"Play {card}: it wins if {lho.english}, who has played, holds the {missing}."
    if masters:
        card = masters[0]
        return card, f"Win the trick with {card}, a sure winner."
    card = v.lowest_equal(beaters[0], v.hand.cards_in(led))
    return card, f"Third hand: play {card}, enough to beat {win}; the last defender must use a higher card to win."


# -- second hand --

def _second_hand(v: _View, following: bool) -> tuple[Card, str]:
    led_card = v.trick.cards[0]
    led = led_card.suit
    third = v.turn.left
    leader = v.trick.leader
    if not following:
        return _second_hand_void(v, led_card)
    mine = [c for c in v.legal]
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
    # declarer's side plays second: the other hand of the side plays last and is visible
    last = v.turn.partner
    last_cards = v.cards(last, led)
    last_wins = any(v.higher_unseen(c) == 0 and c.rank > led_card.rank for c in last_cards)
    if last_wins:
        return _follow_low(v, f"Second hand low: {_seat_name(v, last)} can win the trick later in the round")
    masters = [c for c in higher if v.higher_unseen(c) == 0]
    if masters:
        card = masters[0]
        return card, f"Win with {card}, a sure winner."
    if led_card.rank >= Rank.JACK and higher:
        card = higher[0]
        return card, f"Cover an honour with an honour: {card} on {led_card}."
    return _follow_low(v, "Second hand low")


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
    last_cards = v.cards(v.turn.partner, led)
    if any(v.higher_unseen(c) == 0 and c.rank > led_card.rank for c in last_cards):
        return _discard(v, f"{_seat_name(v, v.turn.partner).capitalize()} will win the trick")
    return ruff, f"Void in {led.english}: ruff with {ruff}."


# -- discards --

def _discard(v: _View, why: str) -> tuple[Card, str]:
    hand = v.hand
    best: tuple | None = None
    dummy_opp = v.dummy if (v.defending and v.dummy in v.hands) else None
    my_led = {s for s, seats in v.led_by.items() if any(x.side is v.turn.side for x in seats)}
    for suit in Suit:
        cards = hand.cards_in(suit)
        if not cards:
            continue
        if suit is v.trump:
            score = 1000.0
        else:
            masters = sum(1 for c in cards if v.is_master(c))
            score = 0.0
            if masters == len(cards):
                score += 400
            score += 60 * masters
            n = len(cards)
            top = cards[0]
            higher = v.higher_unseen(top) + sum(
                1 for s in v.opponents_visible for c in v.cards(s, suit) if c.rank > top.rank)
            covered = not v.defending and any(c.rank > top.rank for c in v.cards(v.turn.partner, suit))
            if not covered and top.rank >= Rank.JACK and not v.is_master(top) and n == higher + 1:
                score += 80  # a guarded honour (Kx, Qxx, Jxxx): keep its guard
            if dummy_opp is not None:
                dn = len(v.cards(dummy_opp, suit))
                if dn >= n and dn >= 2:
                    score += 25  # keep length with dummy
            if v.contract.strain is Strain.NT and suit in my_led and n >= 2:
                score += 40  # our side's long suit
            if not v.defending:
                partner_cards = v.cards(v.turn.partner, suit)
                if partner_cards and any(v.is_master(c) for c in partner_cards) and n <= 2:
                    score += 10  # keep a card to reach partner's winners
                if len(partner_cards) + n >= 7:
                    score += 20  # the side's long suit: keep its length
            score += 0.5 * n  # discard from short suits: keep long ones, make voids for ruffing
        key = (score, cards[-1].rank)
        if best is None or key < best[0]:
            best = (key, cards[-1])
    assert best is not None
    card = best[1]
    if v.is_master(card):
        return card, f"{why}: discard {card}; every card you hold is worth keeping, this one the least."
    return card, f"{why}: discard {card}, a card you do not need."


# --- leads ----------------------------------------------------------------------------------

def _sequence_top(cards: Sequence[Card], min_len: int = 2) -> Card | None:
    """The top card of a sequence of touching honours at the top of ``cards``."""
    if len(cards) < min_len or cards[0].rank < Rank.TEN:
        return None
    run = 1
    for a, b in zip(cards, cards[1:]):
        if a.rank - b.rank == 1:
            run += 1
        else:
            break
    if run >= min_len:
        return cards[0]
    return None


def _near_sequence(cards: Sequence[Card]) -> bool:
    """KQ10, QJ9, J109 style: two touching honours and the next-but-one card."""
    if len(cards) < 3 or cards[0].rank < Rank.JACK:
        return False
    return cards[0].rank - cards[1].rank == 1 and cards[1].rank - cards[2].rank == 2


def _suits_bid(auction: Auction | None, seats: tuple[Seat, ...]) -> list[Suit]:
    if auction is None:
        return []
    out: list[Suit] = []
    for i, call in enumerate(auction.calls):
        if call.is_bid and auction.seat_of(i) in seats:
            suit = call.strain.suit  # type: ignore[attr-defined]
            if suit is not None and suit not in out:
                out.append(suit)
    return out


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
    if trumps:
        card = hand.cards_in(v.trump)[-1]  # type: ignore[arg-type]
        return card, f"Opening lead: a trump, the safest lead from this hand: {card}."
    card = hand.cards[-1]
    return card, f"Opening lead: {card}."


def _run(cards: Sequence[Card]) -> list[Card]:
    out = [cards[0]]
    for a, b in zip(cards, cards[1:]):
        if a.rank - b.rank != 1:
            break
        out.append(b)
    return out


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
        if v.is_master(cards[0]):
            card = cards[0]
        elif len(cards) == 2:
            card = cards[0]
        else:
            card = cards[-1]
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


# -- declarer's leads --

@dataclass
class _SuitPlan:
    suit: Suit
    here: tuple[Card, ...]
    there: tuple[Card, ...]
    out: tuple[Card, ...]
    winners: int


def _suit_plans(v: _View) -> dict[Suit, _SuitPlan]:
    here_hand = v.hand
    there_hand = v.partner_hand
    assert there_hand is not None
    plans = {}
    for suit in Suit:
        here = here_hand.cards_in(suit)
        there = there_hand.cards_in(suit)
        out = v.unseen_in(suit)
        merged = sorted(here + there + out, key=lambda c: c.rank, reverse=True)
        top = 0
        for c in merged:
            if c in out:
                break
            top += 1
        winners = min(top, max(len(here), len(there)))
        plans[suit] = _SuitPlan(suit, here, there, out, winners)
    return plans


def _declarer_lead(v: _View) -> tuple[Card, str]:
    plans = _suit_plans(v)
    trump = v.trump
    there_name = "dummy" if v.turn is v.declarer else "your hand"
    if trump is not None:
        t = plans[trump]
        if t.out and (t.here or t.there):
            ruff = _ruff_lead(v, plans, before_trumps=True)
            if ruff:
                return ruff
            draw = _draw_trumps(v, t, there_name)
            if draw:
                return draw
    sure = sum(p.winners for p in plans.values())
    if sure >= v.need:
        cash = _cash(v, plans, there_name, enough=True)
        if cash:
            return cash
    if trump is not None:
        ruff = _ruff_lead(v, plans, before_trumps=False)
        if ruff:
            return ruff
    est = _establish(v, plans, there_name)
    if est:
        return est
    cash = _cash(v, plans, there_name, enough=False)
    if cash:
        return cash
    return _exit_lead(v, plans)


def _draw_trumps(v: _View, t: _SuitPlan, there_name: str) -> tuple[Card, str] | None:
    ours = t.here + t.there
    if not t.here:
        return None
    if all(o.rank > c.rank for o in t.out for c in ours):
        return None  # only higher trumps are out: do not waste two trumps on one
    best_out = t.out[0]
    if t.here[0].rank > best_out.rank:
        card = t.here[0]
        return card, f"Draw trumps: lead {card} so the defenders cannot ruff your winners."
    if t.there and t.there[0].rank > best_out.rank:
        card = t.here[-1]
        return card, f"Draw trumps: lead {card} to {there_name}'s {t.there[0]}."
    if len(ours) >= len(t.out) + 2:
        higher_here = v.higher_unseen(t.here[0])
        higher_there = v.higher_unseen(t.there[0]) if t.there else 99
        if t.there and higher_there < higher_here and v.higher_unseen(t.there[0]) <= 2:
            card = t.here[-1]
            return card, f"Draw trumps: lead {card} toward {there_name}'s {t.there[0]}."
        if higher_here <= 2 and t.here[0].rank >= Rank.TEN:
            card = v.lowest_equal(t.here[0], t.here)
            return card, f"Draw trumps: lead {card} to drive out the defenders' higher trump."
        if t.there and t.there[0].rank > t.here[-1].rank:
            card = t.here[-1]
            return card, f"Draw trumps: lead {card} toward {there_name}'s {t.there[0]}."
    return None


def _ruff_lead(v: _View, plans: dict[Suit, _SuitPlan], before_trumps: bool) -> tuple[Card, str] | None:
    trump = v.trump
    assert trump is not None
    t = plans[trump]
    there_trumps = len(t.there)
    if not there_trumps or there_trumps > len(t.here):
        return None  # ruffs gain tricks only in the hand with fewer trumps
    if before_trumps and there_trumps > len(t.out):
        return None  # enough trumps there to draw trumps first
    for suit in Suit:
        if suit is trump:
            continue
        p = plans[suit]
        if p.here and not p.there and len(p.here) > p.winners:
            card = p.here[-1]
            who = "dummy" if v.turn is v.declarer else "your hand"
            return card, f"Ruff a loser in the short trump hand: lead {card} and ruff it in {who}."
    return None


def _cash(v: _View, plans: dict[Suit, _SuitPlan], there_name: str, enough: bool) -> tuple[Card, str] | None:
    options = []
    for suit, p in plans.items():
        if not p.winners:
            continue
        if v.trump is not None and suit is not v.trump and plans[v.trump].out and not enough:
            continue
        here_top = bool(p.here) and not [o for o in p.out if o.rank > p.here[0].rank]
        there_top = bool(p.there) and not [o for o in p.out if o.rank > p.there[0].rank]
        if here_top and there_top and len(p.here) < len(p.there):
            options.append((0, suit.value, p.here[0], "here"))  # unblock: the short hand first
        elif there_top and p.here and len(p.there) < len(p.here):
            options.append((1, suit.value, p.here[-1], "there"))  # low to the short hand's winner
        elif here_top:
            options.append((2, suit.value, p.here[0], "here"))
        elif there_top and p.here:
            options.append((3, suit.value, p.here[-1], "there"))
    if not options:
        return None
    options.sort(key=lambda o: (o[0], -o[1]))
    priority, _, card, where = options[0]
    why = "you have enough sure winners for the contract: take them" if enough else "take a sure winner"
    if where == "here":
        unblock = " (high cards from the shorter hand first)" if priority == 0 else ""
        return card, f"Cash {card}: {why}{unblock}."
    p = plans[card.suit]
    return card, f"Lead {card} to {there_name}'s {p.there[0]}: {why}."


def _establish(v: _View, plans: dict[Suit, _SuitPlan], there_name: str) -> tuple[Card, str] | None:
    options = []
    for suit, p in plans.items():
        if not p.here or not p.out:
            continue
        if v.trump is not None and suit is v.trump:
            continue
        length = max(len(p.here), len(p.there))
        # a finesse: lead low toward the other hand's tenace (AQ, or K with the ace out),
        # when the top cards alone do not already win every round
        if p.there and p.winners < length:
            ours_top = max(p.here + p.there, key=lambda x: x.rank)
            for i, c in enumerate(p.there):
                missing = [o for o in p.out if o.rank > c.rank]
                tenace = len(missing) == 1 and (ours_top.rank > missing[0].rank or c is ours_top)
                if tenace and c.rank > p.here[-1].rank:
                    has_top = i > 0 and v.higher_unseen(p.there[0]) == 0
                    score = 3 + (1 if has_top else 0) + 0.1 * length
                    what = f"{p.there[0]}-{c.rank}" if has_top else f"{c}"
                    options.append((score, suit.value, p.here[-1],
                                    f"Lead {p.here[-1]} toward {there_name}'s {what}: a finesse, it wins if "
                                    f"{v.turn.left.english} holds the missing honour."))
                    break
        # drive out their high card with a sequence
        top = _sequence_top(p.here, 2)
        if top is not None and v.higher_unseen(top) >= 1 and v.higher_unseen(top) <= 2 and (
                len(p.here) + len(p.there) >= 5 or len(p.here) >= 3):
            missing = [o for o in p.out if o.rank > top.rank]
            score = 2 + 0.2 * (len(p.here) + len(p.there))
            options.append((score, suit.value, top,
                            f"Establish your {suit.english}: lead {top} to drive out the defenders' "
                            f"{missing[0]}."))
        # a long suit that needs a round given up
        ours = sorted(p.here + p.there, key=lambda c: c.rank, reverse=True)
        losers = v.higher_unseen(ours[0])
        tops = 0  # our cards above every card the defenders may hold
        for c in ours:
            if v.higher_unseen(c):
                break
            tops += 1
        rounds = (len(p.out) + 1) // 2  # rounds to exhaust the defenders' cards (even split)
        concede = max(losers, rounds - tops, 0)
        gain = length - concede - p.winners
        if gain >= 1 and (concede == 0 or (length >= 4 and len(ours) >= 7 and concede <= 2)):
            if concede == 0:
                run = _cash_suit(v, p, there_name)
                if run is not None:
                    card, how = run
                    options.append((5 + gain, suit.value, card,
                                    f"Run your long {suit.english}: {how}; once the defenders' {suit.english} "
                                    "are gone the small ones win too."))
            elif losers == 0 or _sequence_top(p.here, 2) is None:
                card = p.here[-1]
                options.append((1 + 0.5 * gain - 0.5 * concede, suit.value, card,
                                f"Establish your long {suit.english}: lead {card} and give up a trick now; "
                                "once the defenders' cards are gone the small ones win."))
    if not options:
        return None
    options.sort(key=lambda o: (o[0], o[1]), reverse=True)
    _, _, card, reason = options[0]
    return card, reason


def _cash_suit(v: _View, p: _SuitPlan, there_name: str) -> tuple[Card, str] | None:
    """How to take a top winner in one suit: high from the shorter hand first."""
    here_top = bool(p.here) and v.higher_unseen(p.here[0]) == 0
    there_top = bool(p.there) and v.higher_unseen(p.there[0]) == 0
    if here_top and (not there_top or len(p.here) <= len(p.there)):
        return p.here[0], f"cash {p.here[0]}"
    if there_top and p.here:
        return p.here[-1], f"lead {p.here[-1]} to {there_name}'s {p.there[0]}"
    if here_top:
        return p.here[0], f"cash {p.here[0]}"
    return None


def _exit_lead(v: _View, plans: dict[Suit, _SuitPlan]) -> tuple[Card, str]:
    options = []
    for suit, p in plans.items():
        if not p.here:
            continue
        tenace = len(p.here) >= 2 and v.higher_unseen(p.here[1]) >= 1 and v.higher_unseen(p.here[0]) == 0
        key = (suit is not v.trump, not tenace, len(p.here) - p.winners, len(p.here), suit.value)
        options.append((key, p.here[-1]))
    options.sort(key=lambda o: o[0], reverse=True)
    card = options[0][1]
    return card, f"Lead {card}: give up a trick you must lose anyway, without wasting a winner."


# --- the solver hook --------------------------------------------------------------------------

def _hidden_layouts(v: _View, play: Play, limit: int) -> list[Deal]:
    """Full deals consistent with what the player sees: the unseen cards shared among
    the hidden hands in every way (or ``limit`` seeded samples) that agrees with the
    cards each hand still holds and the suits it has shown out of."""
    hidden = [s for s in Seat if s not in v.hands]
    played_by: dict[Seat, list[Card]] = {s: [] for s in Seat}
    for t in v.tricks + (v.trick,):
        for seat, card in t.plays:
            played_by[seat].append(card)
    in_trick = {seat for seat, _ in v.trick.plays}
    need = {s: v.tricks_left - (1 if s in in_trick else 0) for s in hidden}
    pool = list(v.unseen.cards)
    if sum(need.values()) != len(pool):
        return []
    rng = random.Random("layouts:" + ",".join(str(c.index) for c in pool))

    def allowed(a: dict[Seat, Sequence[Card]]) -> bool:
        return not any(c.suit in v.void[s] for s, cards in a.items() for c in cards)

    layouts: list[dict[Seat, Sequence[Card]]] = []
    if len(hidden) == 1:
        layouts = [{hidden[0]: tuple(pool)}]
    elif len(hidden) == 2 and math.comb(len(pool), need[hidden[0]]) <= 8 * limit:
        first, second = hidden
        every = []
        for combo in itertools.combinations(pool, need[first]):
            a = {first: combo, second: tuple(c for c in pool if c not in combo)}
            if allowed(a):
                every.append(a)
        layouts = every if len(every) <= limit else rng.sample(every, limit)
    else:  # too many to list: deal the unseen cards at random, keeping the consistent layouts
        for _ in range(200 * limit):
            rng.shuffle(pool)
            a, i = {}, 0
            for s in hidden:
                a[s] = tuple(pool[i:i + need[s]])
                i += need[s]
            if allowed(a):
                layouts.append(a)
                if len(layouts) == limit:
                    break
    deals = []
    for a in layouts:
        hands = {}
        for s in Seat:
            now = list(v.hands[s].cards) if s in v.hands else list(a[s])
            hands[s] = Hand(now + played_by[s])
        deals.append(Deal(hands, dealer=v.auction.dealer if v.auction is not None else Seat.N))
    return deals


def _solver_card(v: _View, play: Play, solver: Solver, limit: int) -> tuple[Card, str] | None:
    deals = _hidden_layouts(v, play, limit)
    if not deals:
        return None
    votes: dict[Card, int] = {}
    for deal in deals:
        position = Play(deal, play.contract, play.played)
        try:
            for card in solver(position):
                votes[card] = votes.get(card, 0) + 1
        except AnalysisTimeout:
            return None  # too slow to look ahead here: technique decides
    legal = v.legal
    if not votes or all(votes.get(c, 0) == len(deals) for c in legal):
        return None  # every card is as good as any other: technique explains it better
    usual = _choose(v)[0]  # among equally good cards, play the one technique suggests
    best = max(legal, key=lambda c: (votes.get(c, 0), c == usual, -legal.index(c)))
    n = votes.get(best, 0)
    if len(deals) == 1:
        where = "the unseen cards can lie only one way"
    elif n == len(deals):
        where = f"in every one of the {len(deals)} ways the unseen cards can lie"
    else:
        where = f"in {n} of the {len(deals)} ways the unseen cards can lie"
    return best, f"Looking ahead at the last {v.tricks_left} tricks: {best} keeps the most tricks ({where})."


# --- public entry points ------------------------------------------------------------------------

def double_dummy_best(play: Play) -> list[Card]:
    """The cards that keep the most tricks for the side on turn when all four hands are
    known (the robot's default ``solver``).

    >>> from bridgelib import Deal, Play
    >>> play = Play(Deal.parse("N:AQ... 32... 54... K6..."), "1NT by N")  # East leads
    >>> play.play("S2"); play.play("S4"); play.play("S6")     # West ducks the ♠K
    >>> [str(card) for card in double_dummy_best(play)]      # so North's ♠Q wins
    ['♠Q']
    """
    from .solver import optimal_cards  # the solver is only needed near the end of a deal

    return optimal_cards(play)[1]


class Robot:
    """A computer player: ``call(auction, hand)`` in the auction, ``card(play)`` in the play.

    Deterministic: the same position always gives the same decision.

    Once no more than ``use_solver_from`` cards remain to be played (default
    :data:`SOLVER_FROM`, the last five tricks) the robot looks ahead: it deals the cards
    it cannot see in every way consistent with the play so far (at most ``max_layouts``
    of them, chosen by a seed made from the position), asks ``solver`` (default:
    :func:`double_dummy_best`) for the best cards in each layout and plays the card best
    most often, so it still never looks at the hidden hands. Before that, and always
    with ``use_solver_from=None``, it plays by technique.

    >>> from bridgelib import Auction, Hand, Seat
    >>> robot = Robot()
    >>> print(robot.call(Auction(Seat.N, "1S P"), Hand.parse("K84.Q752.Q93.J64")))
    Bid 1NT: 8 high-card points (6-9) and no suit to show at the one level and no four-card support.
    """

    def __init__(self, use_solver_from: int | None = SOLVER_FROM, solver: Solver | None = None,
                 max_layouts: int = MAX_LAYOUTS) -> None:
        if use_solver_from is not None and (isinstance(use_solver_from, bool) or not isinstance(use_solver_from, int)
                                            or not 1 <= use_solver_from <= 52):
            raise ValueError(f"use_solver_from must be a number of cards from 1 to 52 (or None for no "
                             f"look-ahead), not {use_solver_from!r}.")
        if isinstance(max_layouts, bool) or not isinstance(max_layouts, int) or max_layouts < 1:
            raise ValueError(f"max_layouts must be a whole number of 1 or more, not {max_layouts!r}.")
        self.use_solver_from = use_solver_from
        self.solver: Solver = solver if solver is not None else double_dummy_best
        self.max_layouts = max_layouts

    def __repr__(self) -> str:
        return (f"Robot(use_solver_from={self.use_solver_from!r}, solver={getattr(self.solver, '__name__', self.solver)}, "
                f"max_layouts={self.max_layouts})")

    def call(self, auction: Auction, hand: Hand) -> Decision:
        """The robot's call for ``hand`` (the hand of the player whose turn it is)."""
        return robot_call(auction, hand)

    def card(self, play: Play, auction: Auction | None = None) -> Decision:
        """The robot's card for ``play.controller`` (declarer also chooses dummy's cards)."""
        if play.is_over:
            raise BridgeError("The play is over: there is no card to choose.")
        v = _View(play, auction)
        choice = None
        cards_left = 4 * play.tricks_left - len(v.trick.cards)
        if (self.use_solver_from is not None and cards_left <= self.use_solver_from
                and len(v.legal) > 1):
            choice = _solver_card(v, play, self.solver, self.max_layouts)
        if choice is None:
            choice = _choose(v)
        card, reason = choice
        if card not in v.legal:  # pragma: no cover - a safety net only
            card = v.legal[0]
            reason = f"Play {card}."
        return Decision(card, reason)


_DEFAULT = Robot()
_TECHNIQUE = Robot(use_solver_from=None)


def robot_card(play: Play, auction: Auction | None = None, *, use_solver_from: int | None = SOLVER_FROM,
               solver: Solver | None = None) -> Decision:
    """The card robot's choice for ``play.controller``, with the reason as a hint.

    ``auction`` (optional) lets the opening leader lead partner's suit. See
    :class:`Robot` for ``use_solver_from`` (None: technique only) and ``solver``.

    >>> from bridgelib import Contract, Deal, Play
    >>> deal = Deal.parse("N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")
    >>> play = Play(deal, Contract.parse("3NT by S"))
    >>> robot_card(play).reason
    'Opening lead against no-trump: your longest suit, fourth best from your longest suit: ♣5.'
    """
    if solver is None and use_solver_from == SOLVER_FROM:
        robot = _DEFAULT
    elif solver is None and use_solver_from is None:
        robot = _TECHNIQUE
    else:
        robot = Robot(use_solver_from, solver)
    return robot.card(play, auction)


def play_deal(deal: Deal, robot: Robot | None = None) -> tuple[Auction, Play | None]:
    """Bid and play ``deal`` with four robots. Returns the auction and the finished play
    (None when the deal is passed out).

    >>> from bridgelib import Deal
    >>> auction, play = play_deal(Deal.random(1))
    >>> auction.is_over and (play is None or play.is_over)
    True
    """
    robot = robot or _DEFAULT
    auction = Auction(deal.dealer)
    while not auction.is_over:
        turn = auction.turn
        assert turn is not None
        auction.call(robot.call(auction, deal[turn]).action)
    contract = auction.contract
    if contract is None:
        return auction, None
    play = Play(deal, contract)
    while not play.is_over:
        play.play(robot.card(play, auction).action)
    return auction, play
