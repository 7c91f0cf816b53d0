"""The play of the hand: tricks, turns, following suit and who wins.

>>> deal = Deal.parse("N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")
>>> play = Play(deal, Contract.parse("4H by S"))
>>> play.turn, play.dummy
(Seat.W, Seat.N)
>>> play.play("C8")
>>> play.turn, play.controller, play.dummy_visible
(Seat.N, Seat.S, True)
>>> play.play("SA")
Traceback (most recent call last):
...
bridgelib.errors.IllegalPlay: You must follow suit from dummy: dummy holds ♣4, ♣3 and ♣2.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ._saved import JsonForm, SavedDict
from .auction import Contract, Strain
from .cards import _CARDS, _SUIT_MASK, Card, Hand, Suit, _items
from .deal import Deal, Seat, Side
from .errors import BridgeError, IllegalPlay, quote
from .i18n import gettext_ as _
from .i18n import join_and

__all__ = ["Trick", "Play", "trick_winner"]

CardLike = Card | str


def trick_winner(cards: Iterable[Card | str], trump: Suit | str | None) -> int:
    """Which card wins a trick: its index in ``cards`` (in the order played). The highest
    trump wins; with no trump played, the highest card of the suit led. This is the one
    place the engine says who wins a trick (RULES.md 3).

    >>> trick_winner(["HK", "HA", "S2", "H3"], None)
    1
    >>> trick_winner(["HK", "HA", "S2", "H3"], "S")
    2
    """
    played = tuple(c if isinstance(c, Card) else Card.parse(c) for c in cards)
    if not played:
        raise ValueError("A trick with no cards has no winner yet.")
    return _winner_index(played, None if trump is None else Suit.parse(trump))


def _winner_index(cards: tuple[Card, ...], trump: Suit | None) -> int:
    # the hot path of trick_winner, for cards already parsed
    best = 0
    for i in range(1, len(cards)):
        card, top = cards[i], cards[best]
        if card.suit is top.suit:
            if card.rank > top.rank:
                best = i
        elif card.suit is trump:
            best = i
    return best


class Trick:
    """A trick: the seat that led and the cards played to it, clockwise from the leader.

    >>> t = Trick(Seat.W, [Card.parse(c) for c in ("CA", "C3", "C7", "CK")], Strain.H)
    >>> t.winner, str(t.winning_card), t.suit_led
    (Seat.W, '♣A', Suit.C)
    >>> Trick("W", "CA C3 C7 CK", "H") == t
    True
    """

    __slots__ = ("leader", "cards", "strain")
    leader: Seat
    cards: tuple[Card, ...]
    strain: Strain

    def __init__(self, leader: Seat | str, cards: Iterable[Card | str] | str, strain: Strain | str) -> None:
        leader = Seat.parse(leader)
        strain = Strain.parse(strain)
        played: list[Card] = []
        for item in _items(cards, _("The cards of a trick")):
            card = Card.parse(item)  # type: ignore[arg-type]  # anything else is refused there
            if card in played:
                raise BridgeError(_("{card} is played twice to the trick.").format(card=card))
            if len(played) == 4:
                raise BridgeError(_("A trick has at most four cards: {card} would be the fifth.").format(card=card))
            played.append(card)
        self._set(leader, tuple(played), strain)

    def _set(self, leader: Seat, cards: tuple[Card, ...], strain: Strain) -> None:
        object.__setattr__(self, "leader", leader)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "strain", strain)

    @classmethod
    def _make(cls, leader: Seat, cards: Iterable[Card], strain: Strain) -> Trick:
        """A trick from parts already checked (by :class:`Play`)."""
        trick = object.__new__(cls)
        trick._set(leader, tuple(cards), strain)
        return trick

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Trick is immutable")

    @property
    def is_complete(self) -> bool:
        """Four cards have been played."""
        return len(self.cards) == 4

    @property
    def suit_led(self) -> Suit | None:
        """The suit of the first card, which the others must follow if they can."""
        return self.cards[0].suit if self.cards else None

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats that played, in order."""
        return tuple(self.leader.next(i) for i in range(len(self.cards)))

    @property
    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        """(seat, card) pairs in the order played."""
        return tuple(zip(self.seats, self.cards, strict=False))

    def card_of(self, seat: Seat | str) -> Card | None:
        """The card ``seat`` played to this trick, if any yet."""
        i = (Seat.parse(seat).value - self.leader.value) & 3
        return self.cards[i] if i < len(self.cards) else None

    @property
    def winning_card(self) -> Card | None:
        """The card winning so far (the winner once the trick is complete)."""
        if not self.cards:
            return None
        return self.cards[_winner_index(self.cards, self.strain.suit)]

    @property
    def winner(self) -> Seat | None:
        """The seat that won the trick; None while it is incomplete."""
        if len(self.cards) < 4:
            return None
        return self.leader.next(_winner_index(self.cards, self.strain.suit))

    def how_won(self) -> str:
        """Who won the finished trick and how, in a sentence: with the highest card of the
        suit led, by a ruff, or by a ruff over another player's ruff.

        >>> Trick("W", "HA H5 H9 H2", "S").how_won()
        'West won the trick with ♥A, the highest heart.'
        >>> Trick("N", "CA C3 H9 C7", "H").how_won()
        'South ruffed with ♥9 and won the trick.'
        >>> Trick("N", "CA H3 H9 C7", "H").how_won()
        'South overruffed with ♥9 and won the trick.'
        """
        winner, card = self.winner, self.winning_card
        if winner is None or card is None:
            raise ValueError("The trick is not finished: it has no winner yet.")
        led = self.suit_led
        if card.suit is led:
            return _("{winner} won the trick with {card}, the highest {suit_card}.").format(
                winner=winner.noun, card=card, suit_card=_SUIT_CARD[card.suit.value]())
        if sum(c.suit is card.suit for c in self.cards) > 1:
            return _("{winner} overruffed with {card} and won the trick.").format(winner=winner.noun, card=card)
        return _("{winner} ruffed with {card} and won the trick.").format(winner=winner.noun, card=card)

    @property
    def leading_seat(self) -> Seat | None:
        """The seat winning so far."""
        if not self.cards:
            return None
        return self.leader.next(_winner_index(self.cards, self.strain.suit))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Trick) and (self.leader, self.cards, self.strain) == (
            other.leader, other.cards, other.strain
        )

    def __hash__(self) -> int:
        return hash((self.leader, self.cards, self.strain))

    def __str__(self) -> str:
        body = " ".join(f"{s.name}:{c}" for s, c in self.plays)
        won = f" — won by {self.winner.english}" if self.winner else ""
        return f"{body or self.leader.name + ' to lead'}{won}"

    def _repr_html_(self) -> str:
        """Rich display in Jupyter (drawn by :mod:`bridgelib.render`)."""
        from .render.html import trick_html

        return trick_html(self)

    def __repr__(self) -> str:
        cards = ", ".join(repr(c) for c in self.cards)
        return f"Trick({self.leader!r}, [{cards}], {self.strain!r})"


class Play(JsonForm):
    """The play of one deal: from the opening lead to the last trick.

    The player on declarer's left leads; dummy's cards are played by declarer, each in
    dummy's turn. ``Play(deal, contract, cards)`` replays ``cards`` (a list or a
    space-separated string).

    >>> deal = Deal.random(3)
    >>> play = Play(deal, Contract.parse("3NT by S"))
    >>> while not play.is_over:
    ...     play.play(play.legal_cards()[0])
    >>> len(play.tricks), play.declarer_tricks + play.defender_tricks
    (13, 13)
    """

    __slots__ = ("deal", "contract", "_left", "_played", "_leaders", "_winners", "_trump", "_declarer")
    _SAVED_AS = "play"

    def __init__(self, deal: Deal | str, contract: Contract | str, cards: Iterable[CardLike] | str = ()) -> None:
        if not isinstance(deal, (Deal, str)):
            raise BridgeError(_("The play needs a Deal (or its PBN text, 'N:AKQ.JT9.8765.432 ...'), not {value}.").format(
                value=quote(deal)))
        deal = Deal.parse(deal)
        contract = Contract.parse(contract)
        if contract.declarer is None:
            raise BridgeError(_("The contract {contract} has no declarer: write it like '4H by S'.").format(contract=contract))
        if deal.hand_size == 0:
            raise BridgeError(_("The hands are empty: there is nothing to play."))
        to_play = _items(cards, _("The cards played"))
        self.deal = deal
        self.contract = contract
        self._trump = contract.strain.suit
        self._left = list(deal._masks)
        self._played: list[Card] = []
        self._declarer: Seat = contract.declarer
        self._leaders: list[Seat] = [contract.declarer.left]
        self._winners: list[Seat] = []
        for card in to_play:
            self.play(card)  # type: ignore[arg-type]  # anything but a card is refused there

    # --- who is who ----------------------------------------------------------------
    @property
    def declarer(self) -> Seat:
        """The declarer."""
        return self._declarer

    @property
    def dummy(self) -> Seat:
        """Declarer's partner, whose hand lies face up after the opening lead."""
        return self._declarer.partner

    @property
    def opening_leader(self) -> Seat:
        """The player on declarer's left."""
        return self._declarer.left

    @property
    def dummy_visible(self) -> bool:
        """Dummy's hand is face up once the opening lead has been made."""
        return bool(self._played)

    def visible_to(self, seat: Seat | str) -> frozenset[Seat]:
        """The hands ``seat`` may see now: its own and, once the opening lead has been
        made, dummy's (RULES.md 3). Every view of a player's knowledge asks here.

        >>> play = Play(Deal.random(1), Contract.parse("3NT by S"))
        >>> sorted(s.name for s in play.visible_to(Seat.W))
        ['W']
        >>> play.play(play.legal_cards()[0])
        >>> sorted(s.name for s in play.visible_to("W"))
        ['N', 'W']
        """
        if seat.__class__ is not Seat:
            seat = Seat.parse(seat)
        return frozenset((seat, self.dummy)) if self._played else frozenset((seat,))

    @property
    def turn(self) -> Seat | None:
        """The hand whose card is next (dummy included); None when the play is over."""
        if self.is_over:
            return None
        return self._leaders[-1].next(len(self._played) & 3)

    @property
    def controller(self) -> Seat | None:
        """The player who chooses the next card: declarer when it is dummy's turn."""
        turn = self.turn
        if turn is None:
            return None
        return self.declarer if turn is self.dummy else turn

    # --- the cards -----------------------------------------------------------------
    def hand(self, seat: Seat | str) -> Hand:
        """The cards ``seat`` still holds."""
        if seat.__class__ is not Seat:
            seat = Seat.parse(seat)
        return Hand._from_mask(self._left[seat.value])

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played so far, in order."""
        return tuple(self._played)

    def _legal_mask(self) -> int:
        turn = self.turn
        if turn is None:
            return 0
        left = self._left[turn.value]
        n = len(self._played) & 3
        if n:
            follow = left & _SUIT_MASK[self._played[-n].suit.value]
            if follow:
                return follow
        return left

    def legal_cards(self) -> list[Card]:
        """The cards the hand on turn may play now, lowest first (clubs, diamonds,
        hearts, spades)."""
        mask = self._legal_mask()
        cards = []
        while mask:
            low = mask & -mask
            cards.append(_CARDS[(low.bit_length() - 1) >> 3])
            mask ^= low
        return cards

    def is_legal(self, card: CardLike) -> bool:
        """True when ``card`` may be played now."""
        return self.why_illegal(card) is None

    def why_illegal(self, card: CardLike) -> str | None:
        """The sentence explaining why ``card`` may not be played now, or None."""
        card = Card.parse(card)
        turn = self.turn
        if turn is None:
            return _("The play is over: all the tricks have been played.")
        bit = card._bit
        if self._left[turn.value] & bit:
            if self._legal_mask() & bit:
                return None
            led = self._played[-(len(self._played) & 3)].suit
            held = _list_cards(Hand._from_mask(self._left[turn.value] & _SUIT_MASK[led.value]).cards)
            if turn is self.dummy:
                return _("You must follow suit from dummy: dummy holds {cards}.").format(cards=held)
            return _("You must follow suit: you hold {cards}.").format(cards=held)
        if any(c is card for c in self._played):
            return _("{card} has already been played.").format(card=card)
        holder = next((s for s in Seat if self._left[s.value] & bit), None)
        if holder is None:
            return _("{card} is not in this deal.").format(card=card)
        if turn is self.dummy and holder is self.declarer:
            return _("It is dummy's turn ({seat}): play a card from dummy, not from your own hand.").format(
                seat=turn.noun)
        if turn is self.declarer and holder is self.dummy:
            return _("It is your turn ({seat}): play a card from your own hand, not from dummy.").format(
                seat=turn.noun)
        return _("It is {seat}'s turn to play; {card} is in {holder}'s hand.").format(
            seat=turn.noun, card=card, holder=holder.noun)

    # --- actions -------------------------------------------------------------------
    def play(self, card: CardLike) -> None:
        """Play ``card`` for the hand on turn. Raises :class:`IllegalPlay` (and changes
        nothing) when the rules do not allow it, ValueError for text that is not a card."""
        card = Card.parse(card)
        turn = self.turn
        if turn is None or not self._legal_mask() & card._bit:
            raise IllegalPlay(self.why_illegal(card) or _("That card cannot be played now."))
        self._left[turn.value] ^= card._bit
        self._played.append(card)
        if len(self._played) & 3 == 0:
            winner = self._leaders[-1].next(_winner_index(tuple(self._played[-4:]), self._trump))
            self._winners.append(winner)
            self._leaders.append(winner)

    def undo(self) -> Card:
        """Take back the last card played and return it."""
        if not self._played:
            raise BridgeError(_("There is no card to undo: the play has not started."))
        if len(self._played) & 3 == 0:
            self._winners.pop()
            self._leaders.pop()
        card = self._played.pop()
        seat = self._leaders[-1].next(len(self._played) & 3)
        self._left[seat.value] |= card._bit
        return card

    # --- tricks --------------------------------------------------------------------
    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks, each with its leader, cards and winner."""
        strain = self.contract.strain
        return tuple(
            Trick._make(self._leaders[i], self._played[4 * i : 4 * i + 4], strain) for i in range(len(self._winners))
        )

    @property
    def current_trick(self) -> Trick | None:
        """The trick being played (possibly with no card yet); None when play is over."""
        if self.is_over:
            return None
        done = len(self._winners)
        return Trick._make(self._leaders[-1], self._played[4 * done :], self.contract.strain)

    @property
    def last_trick(self) -> Trick | None:
        """The most recently completed trick."""
        done = len(self._winners)
        if not done:
            return None
        return Trick._make(self._leaders[done - 1], self._played[4 * done - 4 : 4 * done], self.contract.strain)

    def tricks_won(self, side: Side | str) -> int:
        """Tricks won so far by ``side`` (Side.NS, or text like "NS")."""
        side = Side.parse(side)
        return sum(1 for w in self._winners if w.side is side)

    @property
    def declarer_tricks(self) -> int:
        """Tricks won so far by declarer's side."""
        return self.tricks_won(self.declarer.side)

    @property
    def defender_tricks(self) -> int:
        """Tricks won so far by the defenders."""
        return len(self._winners) - self.declarer_tricks

    @property
    def tricks_left(self) -> int:
        """Tricks not yet completed."""
        return self.deal.hand_size - len(self._winners)

    @property
    def is_over(self) -> bool:
        """Every card has been played."""
        return len(self._played) == 4 * self.deal.hand_size

    # --- copies and saving ---------------------------------------------------------
    def copy(self) -> Play:
        """An independent copy."""
        new = Play.__new__(Play)
        new.deal = self.deal
        new.contract = self.contract
        new._declarer = self._declarer
        new._trump = self._trump
        new._left = list(self._left)
        new._played = list(self._played)
        new._leaders = list(self._leaders)
        new._winners = list(self._winners)
        return new

    __copy__ = copy

    def __deepcopy__(self, memo: dict[int, Any]) -> Play:
        return self.copy()

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the deal, the contract and the cards played."""
        return {"deal": self.deal.to_dict(), "contract": self.contract.text, "cards": [c.pbn for c in self._played]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Play:
        """The inverse of :meth:`to_dict`; every card is checked again. Anything else is
        refused with a sentence that names the key or the card:

        >>> Play.from_dict({"deal": "N:A... K... Q... J...", "contract": "3NT by S", "cards": []})
        Traceback (most recent call last):
        ...
        bridgelib.errors.BridgeError: This is not a saved play: 'deal' should be a dict, not 'N:A... K... Q... J...'.
        """
        saved = SavedDict(data, "play", "Play")
        deal = Deal._read(saved.inside("deal"))
        contract = saved.get("contract", str)
        play = saved.read("contract", lambda text: cls(deal, text), contract)
        for number, card in enumerate(saved.get("cards", list, default=[]), 1):
            saved.read("cards", play.play, card, number)
        return play

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Play)
            and other.deal == self.deal
            and other.contract == self.contract
            and other._played == self._played
        )

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        lines = [f"{self.contract}, {self.opening_leader.english} leads"]
        for i, trick in enumerate(self.tricks, 1):
            lines.append(f"{i:>2}. {trick}")
        cur = self.current_trick
        if cur is not None and cur.cards:
            lines.append(f"{len(self.tricks) + 1:>2}. {cur}")
        lines.append(f"Declarer's side {self.declarer_tricks}, defenders {self.defender_tricks}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        """Rich display in Jupyter (drawn by :mod:`bridgelib.render`)."""
        from .render.html import play_html

        return play_html(self)

    def __repr__(self) -> str:
        cards = " ".join(c.pbn for c in self._played)
        return f"Play({self.deal!r}, {self.contract!r}, {cards!r})"


_SUIT_CARD = (lambda: _("club"), lambda: _("diamond"), lambda: _("heart"), lambda: _("spade"))
"""'the highest heart': the card of a suit, by Suit.value, said in the current language."""


def _list_cards(cards: Iterable[Card]) -> str:
    return join_and([str(c) for c in cards])
