"""What the player choosing a card may see (its own hand, dummy once it is face up, the
cards played, the auction and contract), and small helpers about rows of cards that the
rules of thumb share."""

from __future__ import annotations

from collections.abc import Sequence

from ..auction import Auction, Bid
from ..cards import _ALL_MASK, Card, Hand, Rank, Suit
from ..deal import Seat
from ..play import Play, Trick, trick_winner


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
        self.hands: dict[Seat, Hand] = {me: play.hand(me)}  # own hand first, then dummy once it is face up
        for seat in play.visible_to(me):  # the engine's rule of who sees what
            if seat is not me:
                self.hands[seat] = play.hand(seat)
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
        return not any(c.rank > card.rank for s in self.opponents_visible for c in self.cards(s, card.suit))

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


def _beats(card: Card, winning: Card, trump: Suit | None) -> bool:
    """``card`` played now would win the trick that ``winning`` is winning."""
    return trick_winner((winning, card), trump) == 1


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


def _sequence_top(cards: Sequence[Card], min_len: int = 2) -> Card | None:
    """The top card of a sequence of touching honours at the top of ``cards``."""
    if len(cards) < min_len or cards[0].rank < Rank.TEN:
        return None
    run = 1
    for a, b in zip(cards, cards[1:], strict=False):
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
        if isinstance(call, Bid) and auction.seat_of(i) in seats:
            suit = call.strain.suit
            if suit is not None and suit not in out:
                out.append(suit)
    return out


def _run(cards: Sequence[Card]) -> list[Card]:
    out = [cards[0]]
    for a, b in zip(cards, cards[1:], strict=False):
        if a.rank - b.rank != 1:
            break
        out.append(b)
    return out
