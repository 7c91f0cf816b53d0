"""Declarer's technique: count the sure winners, draw trumps, ruff losers in the short
trump hand, cash, finesse and establish long suits; and declarer's play third to a
trick."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Hand, Rank, Suit
from ..counting import sure_winners
from .discards import _discard
from .view import _follow_low, _seat_name, _sequence_top, _View


def _declarer_second(v: _View, led_card: Card, higher: list[Card]) -> tuple[Card, str]:
    """Declarer's side plays second to a defender's lead: the other hand of the side plays
    last and is visible. ``higher``: the legal cards above the card led, lowest first."""
    last = v.turn.partner
    last_cards = v.cards(last, led_card.suit)
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


def _declarer_second_void(v: _View, led_card: Card, ruff: Card) -> tuple[Card, str]:
    """Declarer's side, void in the suit a defender led, could ruff with ``ruff``."""
    led = led_card.suit
    last_cards = v.cards(v.turn.partner, led)
    if any(v.higher_unseen(c) == 0 and c.rank > led_card.rank for c in last_cards):
        return _discard(v, f"{_seat_name(v, v.turn.partner).capitalize()} will win the trick")
    return ruff, f"Void in {led.english}: ruff with {ruff}."


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


@dataclass
class _SuitPlan:
    suit: Suit
    here: tuple[Card, ...]
    there: tuple[Card, ...]
    out: tuple[Card, ...]
    winners: int


def _suit_plans(v: _View) -> dict[Suit, _SuitPlan]:
    """Each suit as declarer sees it: the cards in the hand on turn and in its partner's,
    the cards out (unseen) and the sure winners (:func:`bridgelib.counting.sure_winners`)."""
    here_hand = v.hand
    there_hand = v.partner_hand
    assert there_hand is not None
    played = Hand._from_mask(v.played_mask)
    plans = {}
    for suit in Suit:
        winners = sure_winners(here_hand, there_hand, suit, played=played.cards_in(suit))
        plans[suit] = _SuitPlan(suit, here_hand.cards_in(suit), there_hand.cards_in(suit), v.unseen_in(suit), winners)
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


_Option = tuple[float, int, Card, str]  # score, suit order, the card to lead, the reason


def _establish(v: _View, plans: dict[Suit, _SuitPlan], there_name: str) -> tuple[Card, str] | None:
    """The best way to make extra tricks: a finesse, driving out a high card with a
    sequence, or running (or setting up) a long suit."""
    options: list[_Option] = []
    for suit, p in plans.items():
        if not p.here or not p.out or (v.trump is not None and suit is v.trump):
            continue
        for option in (_finesse_option(v, p, there_name), _drive_out_option(v, p),
                       _long_suit_option(v, p, there_name)):
            if option is not None:
                options.append(option)
    if not options:
        return None
    options.sort(key=lambda o: (o[0], o[1]), reverse=True)
    _, _, card, reason = options[0]
    return card, reason


def _finesse_option(v: _View, p: _SuitPlan, there_name: str) -> _Option | None:
    """Lead low toward the other hand's tenace (AQ, or K with the ace out), when the top
    cards alone do not already win every round."""
    length = max(len(p.here), len(p.there))
    if not p.there or p.winners >= length:
        return None
    ours_top = max(p.here + p.there, key=lambda x: x.rank)
    for i, c in enumerate(p.there):
        missing = [o for o in p.out if o.rank > c.rank]
        tenace = len(missing) == 1 and (ours_top.rank > missing[0].rank or c is ours_top)
        if tenace and c.rank > p.here[-1].rank:
            has_top = i > 0 and v.higher_unseen(p.there[0]) == 0
            score = 3 + (1 if has_top else 0) + 0.1 * length
            what = f"{p.there[0]}-{c.rank}" if has_top else f"{c}"
            return (score, p.suit.value, p.here[-1],
                    f"Lead {p.here[-1]} toward {there_name}'s {what}: a finesse, it wins if "
                    f"{v.turn.left.english} holds the missing honour.")
    return None


def _drive_out_option(v: _View, p: _SuitPlan) -> _Option | None:
    """Drive out the defenders' high card with a sequence."""
    top = _sequence_top(p.here, 2)
    if top is None or not 1 <= v.higher_unseen(top) <= 2 or not (len(p.here) + len(p.there) >= 5 or len(p.here) >= 3):
        return None
    missing = [o for o in p.out if o.rank > top.rank]
    return (2 + 0.2 * (len(p.here) + len(p.there)), p.suit.value, top,
            f"Establish your {p.suit.english}: lead {top} to drive out the defenders' {missing[0]}.")


def _long_suit_option(v: _View, p: _SuitPlan, there_name: str) -> _Option | None:
    """Run a long suit, or set it up by giving up the round it must lose."""
    length = max(len(p.here), len(p.there))
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
    if gain < 1 or not (concede == 0 or (length >= 4 and len(ours) >= 7 and concede <= 2)):
        return None
    suit = p.suit
    if concede == 0:
        run = _cash_suit(v, p, there_name)
        if run is None:
            return None
        card, how = run
        return (5 + gain, suit.value, card, f"Run your long {suit.english}: {how}; once the defenders' "
                                            f"{suit.english} are gone the small ones win too.")
    if losers == 0 or _sequence_top(p.here, 2) is None:
        card = p.here[-1]
        return (1 + 0.5 * gain - 0.5 * concede, suit.value, card,
                f"Establish your long {suit.english}: lead {card} and give up a trick now; "
                "once the defenders' cards are gone the small ones win.")
    return None


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
