"""What a claim may take for granted (RULES.md 4, Law 70): the steps of a stated plan, and
the test that a claim with no plan works however the defenders' unseen cards lie.

A claimer who states no plan may not rely on an unstated finesse (Law 70E): doubtful
points go against him. Here that means a claim with no plan must hold *whatever the
layout of the defenders' cards* declarer cannot see, with declarer choosing each card
from what he can see (his hand, dummy, the cards played, the suits a defender has shown
out of). A claim that needs a finesse, or a guess, needs a plan that says so.

A plan is a list of steps a beginner can state, each one a :class:`PlanStep`:

>>> plan = parse_plan("finesse SQ, SA, ruff H, cash D from the top, win as cheaply as possible")
>>> [str(step) for step in plan]
['finesse ♠Q', '♠A', 'ruff ♥', 'cash ♦ from the top', 'win as cheaply as possible']
>>> parse_plan([str(step) for step in plan]) == plan
True

On each of declarer's and dummy's turns the first step that applies decides the card
(see each step's docstring); where none applies, the card worst for declarer's side is
assumed (a doubtful point goes against the claimer).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, ClassVar

from .cards import Card, Suit
from .errors import NotationError, quote
from .i18n import gettext_ as _

if TYPE_CHECKING:
    from .play import Play

__all__ = ["PlanStep", "PlayCard", "Finesse", "Ruff", "CashFromTop", "WinCheaply", "parse_plan", "UnseenCards"]


# --- the steps of a plan -------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class PlanStep:
    """One step of a claimer's plan (the kinds below). ``str`` gives the words, and
    :func:`parse_plan` reads them back."""

    _WORDS: ClassVar[str] = ""  # the words, with {} for the step's card or suit

    def __str__(self) -> str:
        return self._WORDS.format(*(getattr(self, f.name) for f in fields(self)))


@dataclass(frozen=True, slots=True)
class PlayCard(PlanStep):
    """Play this card at the first turn of its hand where it may be played.

    >>> str(PlayCard(Card.parse("SA")))
    '♠A'
    """

    card: Card
    _WORDS: ClassVar[str] = "{}"


@dataclass(frozen=True, slots=True)
class Finesse(PlanStep):
    """Finesse this card: when its partner's hand is on lead, lead a low card of the suit
    towards it; when the second hand then plays lower, play this card; when the second
    hand plays higher, win as cheaply as possible (or play low when nothing wins).

    >>> str(Finesse(Card.parse("SQ")))
    'finesse ♠Q'
    """

    card: Card
    _WORDS: ClassVar[str] = "finesse {}"


@dataclass(frozen=True, slots=True)
class Ruff(PlanStep):
    """When this suit is led and the hand on turn has none left, ruff it with the lowest
    trump that wins the trick (unless partner is already winning it).

    >>> str(Ruff(Suit.H))
    'ruff ♥'
    """

    suit: Suit
    _WORDS: ClassVar[str] = "ruff {}"


@dataclass(frozen=True, slots=True)
class CashFromTop(PlanStep):
    """Cash this suit from the top: lead its highest card; when partner leads it, play
    low if partner is winning the trick, otherwise the highest card.

    >>> str(CashFromTop(Suit.D))
    'cash ♦ from the top'
    """

    suit: Suit
    _WORDS: ClassVar[str] = "cash {} from the top"


@dataclass(frozen=True, slots=True)
class WinCheaply(PlanStep):
    """When following suit (or able to ruff), win the trick as cheaply as possible; play
    low when partner is already winning it or nothing wins. Discards are not covered.

    >>> str(WinCheaply())
    'win as cheaply as possible'
    """

    _WORDS: ClassVar[str] = "win as cheaply as possible"


_PHRASES = (  # longer wordings first, each read as one word
    (re.compile(r"\bwin\s+as\s+cheaply\s+as\s+possible\b", re.I), " cheaply "),
    (re.compile(r"\bfrom\s+the\s+top\b", re.I), " "),
)
_KEYWORDS = {"finesse": Finesse, "ruff": Ruff, "cash": CashFromTop, "top": CashFromTop}


def parse_plan(plan: str | Sequence[PlanStep | Card | str]) -> list[PlanStep]:
    """The steps of a plan written as text (steps separated by commas or spaces: a card
    such as ``SA`` or ``♠A``, ``finesse SQ``, ``ruff H``, ``cash D`` or ``cash D from the
    top``, ``win as cheaply as possible``) or given as a list of steps, cards and texts.

    >>> parse_plan("HQ H4 DA")
    [PlayCard(card=Card.parse('HQ')), PlayCard(card=Card.parse('H4')), PlayCard(card=Card.parse('DA'))]

    Anything else raises :class:`~bridgelib.errors.NotationError` naming it.
    """
    if isinstance(plan, str):
        return list(_read_steps(plan))
    if not isinstance(plan, (list, tuple)):  # a plan has an order: not a set, a dict or a single card
        raise NotationError(_("A plan lists its steps in the order they will be played, as a list or as text such as "
                              "'SA SK HA' or 'finesse SQ'; {value} is not a plan.").format(value=quote(plan)))
    steps: list[PlanStep] = []
    for item in plan:
        if isinstance(item, PlanStep):
            steps.append(item)
        elif isinstance(item, Card):
            steps.append(PlayCard(item))
        elif isinstance(item, str):
            steps.extend(_read_steps(item))
        else:
            raise NotationError(_("The plan holds {value}, which is not a card or a step: write cards like SA, ♠A or "
                                  "H10, or steps like 'finesse SQ', 'ruff H', 'cash D'.").format(value=quote(item)))
    return steps


def _read_steps(text: str) -> Iterator[PlanStep]:
    for pattern, word in _PHRASES:
        text = pattern.sub(word, text)
    words = text.replace(",", " ").split()
    i = 0
    while i < len(words):
        word = words[i]
        kind = _KEYWORDS.get(word.lower())
        if word.lower() == "cheaply":
            yield WinCheaply()
        elif kind is None:
            yield PlayCard(_card(word))
        elif i + 1 == len(words):
            which = (_("The plan ends with {word}: say which card (for example '{example}').") if kind is Finesse else
                     _("The plan ends with {word}: say which suit (for example '{example}')."))
            raise NotationError(which.format(word=quote(word), example=f"{word} {'SQ' if kind is Finesse else 'H'}"))
        else:
            i += 1
            if kind is Finesse:
                yield Finesse(_card(words[i]))
            else:
                yield kind(_suit(words[i], word))
        i += 1


def _card(word: str) -> Card:
    try:
        return Card.parse(word)
    except ValueError:
        raise NotationError(_("{word} is not a card or a step of a plan: write cards like SA, ♠A or H10, or steps like "
                              "'finesse SQ', 'ruff H', 'cash D', 'win as cheaply as possible'.").format(
            word=quote(word))) from None


def _suit(word: str, step: str) -> Suit:
    try:
        return Suit.parse(word)
    except ValueError:
        raise NotationError(_("'{step} {word}': {value} is not a suit; write S, H, D, C or ♠ ♥ ♦ ♣.").format(
            step=step, word=word, value=quote(word))) from None


# --- a claim with no plan: however the unseen cards lie -----------------------------------

_Suits = tuple[tuple[int, ...], ...]
"""For each suit (by ``Suit.value``) the owners of its cards still in play, highest first:
:data:`DECLARER`, :data:`DUMMY` or :data:`UNSEEN` (one of the defenders)."""

_Move = tuple[int, int, int]
"""A card on the table: (seat counted from declarer, suit, its place in ``_Suits``)."""

DECLARER, LHO, DUMMY, RHO = 0, 1, 2, 3  # seats counted from declarer, in playing order
UNSEEN = 1  # the owner of a card one of the defenders holds: declarer cannot see which


class UnseenCards:
    """The claim as declarer must make it good without seeing the defenders' cards.

    Declarer's side chooses each card from what it can see; the defenders' cards are one
    pool, and a defender may play any card of it that some layout consistent with the
    play so far gives him (the suits he has shown out of stay empty, and both defenders
    keep the right number of cards). Declarer's side is sure of a number of tricks when
    it can take them against every such choice: that is, with no finesse and no guess.

    >>> from bridgelib import Deal, Play
    >>> play = Play(Deal.parse("N:32.A.. K4.2.. AQ.3.. 65.4.."), "1NT by S", "H4 HA H2 H3")
    >>> UnseenCards(play).sure()  # the ♠A, but the ♠Q only if East has the ♠K
    1
    """

    def __init__(self, play: Play) -> None:
        from .solver import _out_of_time  # the deadline of the solver call in progress

        self._out_of_time = _out_of_time
        suit = play.contract.strain.suit
        self.trump = None if suit is None else suit.value
        declarer = play.declarer
        self.seats = (declarer, declarer.left, declarer.left.left, declarer.left.left.left)
        self.memo: dict[tuple[_Suits, int, int, int], tuple[int, int]] = {}
        self.nodes = 0
        self.play = play

    # --- the position --------------------------------------------------------------------
    def position(self, play: Play | None = None) -> tuple[_Suits, int, int, int, int, tuple[_Move, ...]]:
        """Where ``play`` (default: the claim's) stands: the suits at the start of the
        current trick, the voids shown by the left-hand and right-hand defenders (bit
        masks of suits), the leader, the tricks left and the cards on the table."""
        play = self.play if play is None else play
        rel = {seat: i for i, seat in enumerate(self.seats)}
        trick = play.current_trick
        on_table = trick.plays if trick is not None else ()
        owned: list[list[tuple[int, int]]] = [[] for _ in range(4)]
        for seat in self.seats:
            owner = rel[seat] if rel[seat] in (DECLARER, DUMMY) else UNSEEN
            for card in play.hand(seat):
                owned[card.suit.value].append((card.rank, owner))
        for seat, card in on_table:
            owner = rel[seat] if rel[seat] in (DECLARER, DUMMY) else UNSEEN
            owned[card.suit.value].append((card.rank, owner))
        suits = tuple(tuple(owner for _, owner in sorted(cards, reverse=True)) for cards in owned)
        voids = [0, 0, 0, 0]
        for done in (*play.tricks, *(() if trick is None else (trick,))):
            led = done.suit_led
            for seat, card in done.plays:
                if led is not None and card.suit is not led:
                    voids[rel[seat]] |= 1 << led.value
        moves = tuple((rel[seat], card.suit.value, self.place(play, card)) for seat, card in on_table)
        leader = rel[trick.leader] if trick is not None else 0
        return suits, voids[LHO], voids[RHO], leader, play.tricks_left, moves

    def place(self, play: Play, card: Card) -> int:
        """The place of ``card`` in its suit among the cards at the start of the trick."""
        trick = play.current_trick
        on_table = trick.cards if trick is not None else ()
        higher = sum(1 for seat in self.seats for c in play.hand(seat).cards_in(card.suit) if c.rank > card.rank)
        return higher + sum(1 for c in on_table if c.suit is card.suit and c.rank > card.rank)

    # --- the search ------------------------------------------------------------------------
    def sure(self, most: int | None = None, least: int = 0) -> int:
        """The tricks declarer's side is sure of from here without seeing the defenders'
        cards (counted up to ``most``, default all that are left; ``least`` are known)."""
        suits, v1, v3, leader, n, moves = self.position()
        most = n if most is None else most
        got = least
        while got < most and self.reaches(suits, v1, v3, leader, n, moves, got + 1):
            got += 1
        return got

    def holds(self, tricks: int) -> bool:
        """Is declarer's side sure of ``tricks`` of those left, seeing only its own cards?"""
        return self.reaches(*self.position(), tricks)

    def reaches(self, suits: _Suits, v1: int, v3: int, leader: int, n: int, moves: tuple[_Move, ...],
                need: int) -> bool:
        """Can declarer's side make sure of ``need`` of the ``n`` tricks left (the current
        one included, with ``moves`` on the table)?"""
        if not moves:
            return self._ok(suits, v1, v3, leader, n, need)
        return self._trick(suits, v1, v3, leader, n, need, moves)

    def _ok(self, suits: _Suits, v1: int, v3: int, leader: int, n: int, need: int) -> bool:
        if need <= 0:
            return True
        if need > n:
            return False
        key = (suits, v1, v3, leader)
        lo, hi = self.memo.get(key, (0, n))
        if need <= lo:
            return True
        if need > hi:
            return False
        if leader in (DECLARER, DUMMY):
            if self.top_tricks(suits, leader) >= need:
                self.memo[key] = (need, hi)
                return True
        elif n - self.their_top_tricks(suits, v1, v3, leader, n) < need:
            self.memo[key] = (lo, need - 1)
            return False
        self.nodes += 1
        if not self.nodes & 63 and self._out_of_time():
            from .dd_search import OutOfTime

            raise OutOfTime
        result = self._trick(suits, v1, v3, leader, n, need, ())
        self.memo[key] = (need, hi) if result else (lo, need - 1)
        return result

    def _trick(self, suits: _Suits, v1: int, v3: int, leader: int, n: int, need: int,
               moves: tuple[_Move, ...]) -> bool:
        if len(moves) == 4:
            winner = self.winner(moves)
            gain = 1 if winner in (DECLARER, DUMMY) else 0
            gone = {(s, p) for _, s, p in moves}
            after = tuple(tuple(o for p, o in enumerate(owners) if (s, p) not in gone) for s, owners in enumerate(suits))
            return self._ok(after, v1, v3, winner, n - 1, need - gain)
        seat = (leader + len(moves)) & 3
        if seat in (DECLARER, DUMMY):
            ours = self._strongest_first([(s, p, v1, v3) for s, p in self.our_cards(suits, seat, moves)], seat, moves)
            return any(self._trick(suits, v1, v3, leader, n, need, moves + ((seat, s, p),)) for s, p, _, _ in ours)
        theirs = self._strongest_first(self.their_cards(suits, v1, v3, seat, n, moves), seat, moves)
        return all(self._trick(suits, w1, w3, leader, n, need, moves + ((seat, s, p),)) for s, p, w1, w3 in theirs)

    def _strongest_first(self, options: list[tuple[int, int, int, int]], seat: int,
                         moves: tuple[_Move, ...]) -> list[tuple[int, int, int, int]]:
        """``seat``'s choices (suit, place, voids) in the order most likely to be best: on
        lead the high cards first; else a card that wins the trick so far (the highest
        first), then the others from the lowest. The first choice that proves (or beats)
        the claim ends the search of a position, so good ones early save most of it."""
        if not moves:
            return sorted(options, key=lambda option: option[1])
        leading = self.winner(moves)
        best = next(move for move in moves if move[0] == leading)

        def order(option: tuple[int, int, int, int]) -> tuple[bool, int]:
            wins = self.winner((best, (seat, option[0], option[1]))) == seat
            return (not wins, option[1] if wins else -option[1])
        return sorted(options, key=order)

    def top_tricks_now(self) -> int:
        """:meth:`top_tricks` from where the claim's play stands: the tricks declarer's side
        takes one after another with its top cards, however the unseen cards lie; 0 unless
        it is on lead to a new trick."""
        suits, _lho_voids, _rho_voids, leader, _left, moves = self.position()
        if moves or leader not in (DECLARER, DUMMY):
            return 0
        return self.top_tricks(suits, leader)

    def top_tricks(self, suits: _Suits, leader: int) -> int:
        """Tricks declarer's side takes one after another from here, however the unseen
        cards lie, by cashing its top cards: the hand on lead cashes a suit whose top card
        it holds (partner follows low, or throws a card that is not a winner), else leads
        low to partner's top card. At a trump contract it first draws the defenders' trumps
        with top trumps, one of theirs a round at worst. A lower bound that settles the
        plain claims ("the rest are mine", "I draw trumps and the rest are good") without
        a search."""
        owners = [list(suit) for suit in suits]
        count = 0
        trumps = owners[self.trump] if self.trump is not None else []
        while UNSEEN in trumps:  # first draw trumps with top trumps: each round takes one or more of theirs
            partner = leader ^ 2
            if trumps[0] == leader:
                trumps.pop(0)
                del trumps[len(trumps) - 1 - trumps[::-1].index(UNSEEN)]  # the lowest: the worst case
                if not self._play_low(owners, partner, self.trump):  # type: ignore[arg-type]
                    return count + 1
            elif trumps[0] == partner and leader in trumps:
                trumps.pop(0)
                del trumps[len(trumps) - 1 - trumps[::-1].index(UNSEEN)]
                self._play_low(owners, leader, self.trump)  # type: ignore[arg-type]
                leader = partner
            else:
                return count
            count += 1
        while True:
            partner = leader ^ 2
            cash = next((s for s, o in enumerate(owners) if o and o[0] == leader), None)
            if cash is not None:
                owners[cash].pop(0)
                if not self._play_low(owners, partner, cash):
                    return count + 1
            else:
                cross = next((s for s, o in enumerate(owners) if o and o[0] == partner and leader in o), None)
                if cross is None:
                    return count
                owners[cross].pop(0)
                self._play_low(owners, leader, cross)
                leader = partner
            count += 1

    def their_top_tricks(self, suits: _Suits, v1: int, v3: int, leader: int, n: int) -> int:
        """Tricks the defender on lead takes at once, however declarer's side plays, by
        cashing the defenders' top cards, in a layout of the unseen cards that gives him
        all of them: a bound on declarer's side's tricks from above (``n`` minus this), as
        :meth:`top_tricks` is from below. Trumps come first; a plain suit counts for as
        many rounds as every hand of declarer's side that holds trumps must follow (after
        that it could ruff)."""
        lengths = [[owners.count(seat) for owners in suits] for seat in (DECLARER, DUMMY)]
        ruffers = [hand for hand in lengths if self.trump is not None and hand[self.trump]]
        counts = [owners.count(UNSEEN) for owners in suits]
        shown_out = v1 if leader == LHO else v3
        runs: list[tuple[bool, int, int]] = []  # (not trumps, -length of the run, suit): trumps, then longest
        for s, owners in enumerate(suits):
            if shown_out >> s & 1 or not counts[s]:
                continue
            # their cards above all of ours (all of theirs when declarer's side has none left)
            run = next((i for i, o in enumerate(owners) if o != UNSEEN), len(owners))
            if s != self.trump:
                run = min([run, *(hand[s] for hand in ruffers)])
            if run:
                runs.append((s != self.trump, -run, s))
        taken = 0
        for _trumps_last, minus_run, s in sorted(runs):
            run = -minus_run
            counts[s] -= run  # these cards go to the leader; can the rest still be dealt?
            room = n - taken - run
            if room >= 0 and _layout_exists(counts, v1, v3, room if leader == LHO else n, room if leader == RHO else n):
                taken += run
            else:
                counts[s] += run
        return taken

    @staticmethod
    def _play_low(owners: list[list[int]], seat: int, suit: int) -> bool:
        """``seat`` follows with its lowest card of ``suit``, or throws its lowest card
        that is not a winner (the lowest card of all when every card is one). False when
        it has no card left."""
        if seat in owners[suit]:
            o = owners[suit]
            del o[len(o) - 1 - o[::-1].index(seat)]
            return True
        for o in owners:  # a card below an unseen card in its suit is not a winner
            if UNSEEN in o and seat in o[o.index(UNSEEN):]:
                del o[len(o) - 1 - o[::-1].index(seat)]
                return True
        for o in owners:
            if seat in o:
                del o[len(o) - 1 - o[::-1].index(seat)]
                return True
        return False

    def winner(self, moves: Sequence[_Move]) -> int:
        """The seat that wins a trick (the highest trump, else the highest card of the suit led)."""
        best = moves[0]
        for move in moves[1:]:
            _, s, p = move
            if (s == best[1] and p < best[2]) or (s == self.trump and best[1] != self.trump):
                best = move
        return best[0]

    @staticmethod
    def our_cards(suits: _Suits, seat: int, moves: tuple[_Move, ...]) -> list[tuple[int, int]]:
        """One card of each run of touching cards ``seat`` may play, highest first."""
        on_table = {(s, p) for _, s, p in moves}
        led = moves[0][1] if moves else None
        if led is not None and any(o == seat and (led, p) not in on_table for p, o in enumerate(suits[led])):
            chosen = [led]
        else:
            chosen = [0, 1, 2, 3]
        out: list[tuple[int, int]] = []
        for s in chosen:
            previous = False
            for p, o in enumerate(suits[s]):
                mine = o == seat and (s, p) not in on_table
                if mine and not previous:
                    out.append((s, p))
                previous = mine
        return out

    def their_cards(self, suits: _Suits, v1: int, v3: int, seat: int, n: int,
                    moves: tuple[_Move, ...]) -> list[tuple[int, int, int, int]]:
        """The defenders' cards ``seat`` may play in some layout consistent with the play
        so far, with the voids they leave."""
        on_table = {(s, p) for _, s, p in moves}
        led = moves[0][1] if moves else None
        mine = v1 if seat == LHO else v3
        # Touching unseen cards are alike only once partner has played to the trick: before
        # that, partner may be the one who holds the other (♠A and ♠8 with nothing between
        # them: ♠8 from one defender and ♠A from the other is not ♠A and ♠8).
        alike = any(other == seat ^ 2 for other, _, _ in moves)
        counts = [sum(1 for p, o in enumerate(owners) if o == UNSEEN and (s, p) not in on_table)
                  for s, owners in enumerate(suits)]
        room = {LHO: n, RHO: n}
        for other, _suit, _place in moves:
            if other in room:
                room[other] -= 1
        room[seat] -= 1  # the card it plays now
        out: list[tuple[int, int, int, int]] = []
        for s in range(4):
            if mine >> s & 1 or not counts[s]:
                continue
            voids = mine | (1 << led if led is not None and s != led else 0)
            w1, w3 = (voids, v3) if seat == LHO else (v1, voids)
            counts[s] -= 1
            possible = _layout_exists(counts, w1, w3, room[LHO], room[RHO])
            counts[s] += 1
            if not possible:
                continue
            previous = False
            for p, o in enumerate(suits[s]):
                unseen = o == UNSEEN and (s, p) not in on_table
                if unseen and not previous:
                    out.append((s, p, w1, w3))
                previous = unseen and alike
        return out


def _layout_exists(counts: list[int], v1: int, v3: int, lho_room: int, rho_room: int) -> bool:
    """Can the unseen cards not yet played (``counts`` of each suit) be dealt to the two
    defenders, each his number of cards, neither given a suit he has shown out of?"""
    only_lho = only_rho = 0
    for s, count in enumerate(counts):
        if not count:
            continue
        lho_void, rho_void = v1 >> s & 1, v3 >> s & 1
        if lho_void and rho_void:
            return False
        if lho_void:
            only_rho += count
        elif rho_void:
            only_lho += count
    return only_lho <= lho_room and only_rho <= rho_room
