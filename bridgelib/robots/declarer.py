"""Declarer's technique: count the sure winners, draw trumps, ruff losers in the short
trump hand, cash, finesse and establish long suits; and declarer's play third to a
trick."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Hand, Rank, Suit
from ..counting import sure_winners
from .discards import _discard
from .view import _beats, _follow_low, _ruff_card, _seat_name, _sequence_top, _View


def _declarer_second(v: _View, led_card: Card, higher: list[Card]) -> tuple[Card, str]:
    """Declarer's side plays second to a defender's lead: the other hand of the side plays
    last and is visible. ``higher``: the legal cards above the card led, lowest first."""
    last = v.turn.partner
    last_cards = v.cards(last, led_card.suit)
    last_wins = any(v.higher_unseen(c) == 0 and c.rank > led_card.rank for c in last_cards)
    if last_wins:
        return _follow_low(v, f"Second hand low: {_seat_name(v, last)} can win the trick later in the round")
    masters = [c for c in higher if v.higher_unseen(c) == 0]
    split = _split_tenace(v, led_card, masters, last_cards)
    if split is not None:
        return split
    if masters and led_card.rank < Rank.TEN and not v.tricks:  # the opening lead: often from an honour
        tenace = [c for c in higher if v.higher_unseen(c) == 1 and c.rank >= Rank.TEN and _real_finesse(v, c)]
        if tenace:
            card = v.lowest_equal(tenace[0], v.hand.cards_in(led_card.suit))
            missing = next(c for c in v.unseen_in(led_card.suit) if c.rank > card.rank)
            return card, (f"Finesse: play {card}; it wins if {v.trick.leader.english}, who led this suit, "
                          f"holds the {missing}.")
        hold = _hold_up(v, led_card.suit, masters[0])
        if hold is not None:
            return hold
    if masters:
        card = masters[0]
        return card, f"Win with {card}, a sure winner."
    if led_card.rank >= Rank.JACK and higher:
        card = higher[0]
        return card, f"Cover an honour with an honour: {card} on {led_card}."
    return _follow_low(v, "Second hand low")


def _split_tenace(v: _View, led_card: Card, masters: list[Card],
                  last_cards: tuple[Card, ...]) -> tuple[Card, str] | None:
    """Second hand with the ace when the other hand, playing last, holds the queen (the
    king out) and a low card is led: duck. The queen wins if the leader has the king; if
    the third player puts the king on, the ace and the queen both win later."""
    if not masters or led_card.rank >= Rank.TEN:
        return None
    queens = [c for c in last_cards if c.rank > led_card.rank and v.higher_unseen(c) == 1]
    if not queens:
        return None
    queen = queens[0]
    king = next(c for c in v.unseen_in(led_card.suit) if c.rank > queen.rank)
    if king.rank < Rank.QUEEN or king.rank > masters[0].rank:
        return None
    last = _seat_name(v, v.turn.partner)
    return _follow_low(v, (f"Second hand low: {last}'s {queen} wins if {v.trick.leader.english} led from the "
                           f"{king}; if {v.turn.left.english} plays the {king}, your {masters[0]} and the "
                           f"{queen} both win later"))


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
    finesse = [] if led in v.void[lho] else [c for c in beaters if v.higher_unseen(c) == 1
                                             and _real_finesse(v, c)]
    if masters and finesse:
        plans = _suit_plans(v)
        p = plans[led]
        if (sum(q.winners for q in plans.values()) >= v.need
                or p.winners >= max(len(p.here), len(p.there))):
            finesse = []  # enough sure tricks, or the top cards win every round: no finesse
        elif _side_length(v, led) >= 9 and len(v.unseen_in(led)) <= 4:
            finesse = []  # nine cards or more: play for the drop ("eight ever, nine never")
    if finesse and (not masters or finesse[0].rank < masters[0].rank):
        card = finesse[0]
        missing = next(c for c in v.unseen_in(led) if c.rank > card.rank)
        if masters:
            return card, (f"Finesse: play {card}; it wins if {lho.english}, who has played, holds the {missing}.")
        return card, f"Play {card}: it wins if {lho.english}, who has played, holds the {missing}."
    if masters:
        card = masters[0]
        return card, f"Win the trick with {card}, a sure winner."
    drive = _drive_out_card(v, led, beaters)
    if drive is not None:
        card, missing = drive
        return card, (f"Play {card}, the lowest of your touching honours, to drive out the defenders' "
                      f"{missing}: the rest of your {led.english} become winners.")
    # the cheapest card that beats it (not lowest_equal: the card to beat is still on the table)
    card = min(beaters, key=lambda c: c.rank)
    return card, f"Third hand: play {card}, enough to beat {win}; the last defender must use a higher card to win."


def _side_has(v: _View, card: Card) -> bool:
    """``card`` is held by declarer's side (either hand, as declarer sees them)."""
    return any(card in h for s, h in v.hands.items() if s.side is v.declarer.side)


def _touching_run(v: _View, card: Card) -> int:
    """How many cards of declarer's side make one sequence with ``card`` (itself
    included; cards already played are skipped over as if they were touching)."""
    run = 1
    for step in (-1, 1):
        rank = card.rank.value + step
        while 2 <= rank <= 14:
            c = Card(card.suit, rank)
            if _side_has(v, c):
                run += 1
            elif not v.played_mask & c._bit:
                break
            rank += step
    return run


def _real_finesse(v: _View, card: Card) -> bool:
    """Playing ``card`` (one unseen card above it) is a true finesse: the missing card
    is an honour, and either declarer's side holds a higher card (a tenace such as A-Q
    against the king) or ``card`` is an honour with at most one touching card (K-x, K-Q
    toward the missing ace). With K-Q-J against the ace it is driving out, not a finesse."""
    missing = next(c for c in v.unseen_in(card.suit) if c.rank > card.rank)
    if missing.rank < Rank.JACK:
        return False  # no deep finesses against a ten or lower
    if any(_side_has(v, Card(card.suit, r)) for r in range(missing.rank.value + 1, 15)):
        return True
    return card.rank >= Rank.TEN and _touching_run(v, card) <= 2


def _drive_out_card(v: _View, led: Suit, beaters: list[Card]) -> tuple[Card, Card] | None:
    """With three or more touching honours below one or two missing high cards (K-Q-J
    against the ace): the lowest of them, which drives the high card out."""
    for c in beaters:
        above = [o for o in v.unseen_in(led) if o.rank > c.rank]
        if 1 <= len(above) <= 2 and c.rank >= Rank.TEN and _touching_run(v, c) >= 3:
            top = Card(led, c.rank)
            card = v.lowest_equal(top, v.hand.cards_in(led))
            return card, above[-1]
    return None


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
    keep_trumps = side_safe = False  # trumps not drawn on purpose; side winners safe to cash
    if trump is not None:
        t = plans[trump]
        if t.out and (t.here or t.there):
            ruff = _ruff_lead(v, plans, before_trumps=True)
            if ruff:
                return ruff
            draw = _draw_trumps(v, t, there_name, plans) or _cross_to_draw(v, t, there_name, plans)
            if draw:
                return draw
            if _ruffs_first(v, plans):
                keep_trumps = True
                prepare = _prepare_ruff(v, plans, there_name)
                if prepare:
                    return prepare
            elif _master_trump_out(v, t):
                keep_trumps = side_safe = True
    sure = sum(p.winners for p in plans.values())
    if sure >= v.need:
        cash = _cash(v, plans, there_name, enough=True, keep_trumps=keep_trumps)
        if cash:
            return cash
    if trump is not None:
        ruff = _ruff_lead(v, plans, before_trumps=False)
        if ruff:
            return ruff
    est = _establish(v, plans, there_name)
    if est:
        return est
    cash = _cash(v, plans, there_name, enough=side_safe, keep_trumps=keep_trumps)
    if cash:
        return cash
    return _exit_lead(v, plans)


def _master_trump_out(v: _View, t: _SuitPlan) -> bool:
    """The trumps still out are in one defender's hand and more than declarer's side's
    trumps above them: drawing would cost two trumps for one."""
    if not t.out or not _trumps_in_one_hand(v):
        return False
    return len(t.out) > sum(1 for c in t.here + t.there if c.rank > t.out[0].rank)


def _prepare_ruff(v: _View, plans: dict[Suit, _SuitPlan], there_name: str) -> tuple[Card, str] | None:
    """Before drawing trumps, make the short trump hand void in a side suit where the
    long trump hand has losers: cash that suit's top winners, or give up its trick now."""
    assert v.trump is not None
    t = plans[v.trump]
    here_long = len(t.here) > len(t.there) or (len(t.here) == len(t.there) and v.turn is v.declarer)
    short_name = there_name if here_long else ("your hand" if there_name == "dummy" else "dummy")
    best: tuple[int, int, Card, str] | None = None
    for suit, p in plans.items():
        if suit is v.trump or not p.here:
            continue
        long_cards, short_cards = (p.here, p.there) if here_long else (p.there, p.here)
        if not short_cards or len(short_cards) > 2 or len(short_cards) >= len(long_cards):
            continue
        if len(long_cards) - p.winners <= 0:
            continue
        cash = _cash_suit(v, p, there_name)
        if cash is not None:
            card, how = cash
            why = (f"Ruff in the short trump hand first: {how}, so that {short_name} runs out of "
                   f"{suit.english} and can ruff your losers there before trumps are drawn.")
        elif v.turn is not v.declarer and here_long:
            continue
        elif len(short_cards) > 1 and not p.winners:
            continue  # no top card to cash: the defenders win the first round and lead trumps
        else:
            card = p.here[-1]
            why = (f"Ruff in the short trump hand first: lead {card} and give up a {suit.english[:-1]} trick, "
                   f"so that {short_name} runs out of {suit.english} and can ruff your losers there.")
        key = (len(short_cards), suit.value)
        if best is None or key < best[:2]:
            best = (key[0], key[1], card, why)
    if best is None:
        return None
    return best[2], best[3]


def _draw_trumps(v: _View, t: _SuitPlan, there_name: str, plans: dict[Suit, _SuitPlan]) -> tuple[Card, str] | None:
    ours = t.here + t.there
    if not t.here:
        return None
    if all(o.rank > c.rank for o in t.out for c in ours):
        return None  # only higher trumps are out: do not waste two trumps on one
    if _ruffs_first(v, plans):
        return None  # the short hand's trumps are needed for ruffs: do not draw them yet
    best_out = t.out[0]
    if _master_trump_out(v, t):
        return None  # the last defender's trump stays a master: leave it out, it takes its trick anyway
    if (t.there and t.there[0].rank > t.here[0].rank and t.there[0].rank > best_out.rank
            and len(t.there) < len(t.here) and t.here[-1].rank < t.there[0].rank):
        card = t.here[-1]
        return card, (f"Draw trumps: lead {card} to {there_name}'s {t.there[0]} "
                      "(high cards from the shorter hand first).")
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
        if higher_here <= 2 and t.here[0].rank >= Rank.TEN and _touching_run(v, t.here[0]) >= 2:
            card = v.lowest_equal(t.here[0], t.here)
            return card, f"Draw trumps: lead {card} to drive out the defenders' higher trump."
        if t.there and t.there[0].rank > t.here[-1].rank:
            card = t.here[-1]
            return card, f"Draw trumps: lead {card} toward {there_name}'s {t.there[0]}."
    return None


def _cross_to_draw(v: _View, t: _SuitPlan, there_name: str, plans: dict[Suit, _SuitPlan]) -> tuple[Card, str] | None:
    """The hand on lead has no trumps and the defenders still hold some: cross to the
    trump hand to draw them, rather than start a side suit the defenders could ruff.
    With a sure winner over there, lead to it; else lead a suit the trump hand has none
    of and ruff, when it keeps enough trumps to draw theirs."""
    if t.here or not t.there or _master_trump_out(v, t) or all(o.rank > c.rank for o in t.out for c in t.there):
        return None
    winners = []
    ruffs = []
    for suit, p in plans.items():
        if suit is v.trump or not p.here:
            continue
        if p.there and not any(o.rank > p.there[0].rank for o in p.out):
            winners.append((len(p.there), suit.value, p.here[-1], p.there[0]))
        elif not p.there:
            ruffs.append((-len(p.here), suit.value, p.here[-1]))
    rounds = len(t.out) if _trumps_in_one_hand(v) else (len(t.out) + 1) // 2
    if winners:
        _, _, card, top = max(winners)
        return card, f"Draw trumps from {there_name}: lead {card} to {there_name}'s {top}, then draw the defenders' trumps."
    if ruffs and len(t.there) - 1 >= rounds:
        _, _, card = max(ruffs)
        return card, (f"Draw trumps from {there_name}: lead {card} and ruff it in {there_name}, then draw "
                      "the defenders' trumps before they can ruff your winners.")
    return None


def _ruff_lead(v: _View, plans: dict[Suit, _SuitPlan], before_trumps: bool) -> tuple[Card, str] | None:
    trump = v.trump
    assert trump is not None
    t = plans[trump]
    there_trumps = len(t.there)
    if not there_trumps or there_trumps > len(t.here):
        return None  # ruffs gain tricks only in the hand with fewer trumps
    if before_trumps and not _ruffs_first(v, plans):
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


def _cash(v: _View, plans: dict[Suit, _SuitPlan], there_name: str, enough: bool,
          keep_trumps: bool = False) -> tuple[Card, str] | None:
    options = []
    for suit, p in plans.items():
        if not p.winners or (keep_trumps and suit is v.trump):
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
        for option in (_finesse_option(v, p, there_name), _drive_out_option(v, p, there_name),
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
        tenace = len(missing) == 1 and (ours_top.rank > missing[0].rank or c is ours_top) and _real_finesse(v, c)
        if tenace and c.rank > p.here[-1].rank:
            has_top = i > 0 and v.higher_unseen(p.there[0]) == 0
            score = 3 + (1 if has_top else 0) + 0.1 * length
            what = f"{p.there[0]}-{c.rank}" if has_top else f"{c}"
            return (score, p.suit.value, p.here[-1],
                    f"Lead {p.here[-1]} toward {there_name}'s {what}: a finesse, it wins if "
                    f"{v.turn.left.english} holds the missing honour.")
    return None


def _drive_out_option(v: _View, p: _SuitPlan, there_name: str) -> _Option | None:
    """Drive out the defenders' high card with a sequence (K-Q-J against the ace): lead
    the top of the sequence, or a low card toward the other hand's sequence."""
    length = max(len(p.here), len(p.there))
    if len(p.here) + len(p.there) < 5 and len(p.here) < 3:
        return None
    for cards, from_here in ((p.here, True), (p.there, False)):
        top = _sequence_top(cards, 2)
        if top is None or not 1 <= v.higher_unseen(top) <= 2 or _touching_run(v, top) < 3:
            continue
        missing = [o for o in p.out if o.rank > top.rank]
        gain = length - len(missing) - p.winners  # the tricks the suit makes once they are gone
        score = 2 + gain + 0.1 * (len(p.here) + len(p.there))
        if from_here:
            return (score, p.suit.value, top,
                    f"Establish your {p.suit.english}: lead {top} to drive out the defenders' {missing[-1]}.")
        card = p.here[-1]
        if card.rank > cards[_sequence_len(cards) - 1].rank:
            continue
        return (score, p.suit.value, card,
                f"Establish your {p.suit.english}: lead {card} toward {there_name}'s "
                f"{'-'.join(str(c.rank) if i else str(c) for i, c in enumerate(cards[:_sequence_len(cards)]))} "
                f"to drive out the defenders' {missing[-1]}.")
    return None


def _sequence_len(cards: tuple[Card, ...]) -> int:
    """How many touching cards head ``cards`` (highest first)."""
    n = 1
    for a, b in zip(cards, cards[1:], strict=False):
        if a.rank - b.rank != 1:
            break
        n += 1
    return n


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


def _declarer_fourth(v: _View, following: bool) -> tuple[Card, str]:
    """Declarer's side plays last to a trick a defender led."""
    win = v.trick.winning_card
    winner = v.trick.leading_seat
    assert win is not None and winner is not None
    led = v.trick.cards[0].suit
    if winner.side is v.turn.side:
        if following:
            return _follow_low(v, f"{_seat_name(v, winner).capitalize()} is already winning the trick: play low")
        return _discard(v, f"{_seat_name(v, winner).capitalize()} is already winning the trick")
    if following:
        beaters = [c for c in v.legal if _beats(c, win, v.trump)]
        if beaters:
            card = min(beaters, key=lambda c: c.rank)
            hold = _hold_up(v, led, card)
            if hold is not None:
                return hold
            return card, f"Last to play: win as cheaply as possible with {card}."
        return _follow_low(v, f"You cannot beat {win}: play your lowest card")
    ruff = _ruff_card(v)
    if ruff is not None:
        return ruff, f"Void in {led.english}: ruff with {ruff} and win the trick."
    return _discard(v, "You cannot win the trick")


def _hold_up(v: _View, led: Suit, winner: Card) -> tuple[Card, str] | None:
    """At no-trump, with one stopper (the ace) in the suit the defenders lead, duck
    (the rule of seven: hold up 7 minus the cards the side holds in the suit, counted
    from the first round), so that the defender with the long suit is cut off from
    partner. Only when the sure winners are not enough already."""
    if v.trump is not None or v.defending or not any(s.side is not v.declarer.side for s in v.led_by[led]):
        return None
    mine = v.hand.cards_in(led)
    partner = v.cards(v.turn.partner, led)
    ours = sorted(mine + partner, key=lambda c: c.rank, reverse=True)
    if not ours or v.higher_unseen(ours[0]) or winner is not ours[0] or len(mine) < 2:
        return None
    if len(ours) >= 2 and v.higher_unseen(ours[1]) <= 1:
        return None  # a second stopper (A-K, or A-Q over the king's leader): no need to duck
    rounds = sum(1 for t in v.tricks if t.cards[0].suit is led)
    if rounds >= min(2, 7 - _side_length(v, led)):
        return None
    if not all(_stopped(v, s) for s in Suit if s is not led):
        return None  # a switch to an unguarded suit could cost more than the hold-up gains
    plans = _suit_plans(v)
    if sum(p.winners for p in plans.values()) >= v.need:
        return None  # enough sure tricks: take them
    if v.def_need <= rounds + 1:
        return None  # ducking again could give the defenders the contract
    card = mine[-1]
    return card, (f"Hold-up: let the defenders win this {led.english[:-1]} trick and keep {ours[0]}; "
                  f"when the defender with the long {led.english} gets in later, partner has none left "
                  f"to lead to them: {card}.")


def _declarer_third_hand(v: _View, following: bool) -> tuple[Card, str]:
    """Declarer's side plays third to a trick it led (the other hand of the side led)."""
    win = v.trick.winning_card
    winner = v.trick.leading_seat
    assert win is not None and winner is not None
    led = v.trick.cards[0].suit
    fourth = v.turn.left
    partner_wins = winner is v.turn.partner
    danger = _last_defender_can_win(v, win, led)
    if not following:
        if partner_wins and not danger:
            return _discard(v, f"{_seat_name(v, v.turn.partner).capitalize()}'s {win} is winning")
        ruff = _ruff_card(v)
        if ruff is not None:
            return ruff, f"Void in {led.english}: ruff with {ruff} to win the trick."
        return _discard(v, "You cannot win the trick")
    beaters = sorted((c for c in v.legal if _beats(c, win, v.trump)), key=lambda c: c.rank)
    if partner_wins and not danger:
        return _follow_low(v, f"{_seat_name(v, winner).capitalize()}'s {win} is winning the trick: play low")
    if partner_wins and win is v.trick.cards[0] and not any(c.rank > win.rank for c in v.legal):
        above = [c for c in v.unseen_in(led) if c.rank > win.rank]
        if len(above) == 1 and _real_finesse(v, win):
            return _follow_low(v, f"Let {win} run: a finesse, it wins if {v.turn.right.english} holds the {above[0]}")
        if above:
            why = (f"to drive out the defenders' {above[-1]}" if _touching_run(v, win) >= 3
                   else f"it wins unless {fourth.english} holds a higher {led.english[:-1]}")
            return _follow_low(v, f"Let {win} run, {why}")
    if partner_wins and win is v.trick.cards[0] and led not in v.void[fourth] and led not in v.void[v.turn.right]:
        above = [c for c in v.unseen_in(led) if c.rank > win.rank]
        tops = [c for c in v.legal if c.rank > win.rank]
        if len(above) == 1 and tops and all(v.higher_unseen(c) == 0 for c in tops) and _real_finesse(v, win):
            return _follow_low(v, f"Let {win} run: a finesse, it wins if {v.turn.right.english}, who has played, "
                                  f"holds the {above[0]}, and your {max(tops, key=lambda c: c.rank)} still takes a trick later")
    if not beaters:
        return _follow_low(v, f"You cannot beat {win}: play low")
    if partner_wins and win is v.trick.cards[0] and not any(_gains_over(v, win, c) for c in beaters):
        return _follow_low(v, f"Let {win} run: any {led.english[:-1]} that beats it beats your {beaters[-1]} too, "
                              f"so keep {beaters[-1]} for a later trick")
    return _declarer_third(v, led, win, beaters)


def _gains_over(v: _View, win: Card, card: Card) -> bool:
    """Playing ``card`` over the side's winning ``win`` can change who wins the trick: a
    master, or a defender's card may lie between the two."""
    if v.higher_unseen(card) == 0:
        return True
    return any(win.rank < c.rank < card.rank for c in v.unseen_in(win.suit))


def _last_defender_can_win(v: _View, win: Card, led: Suit) -> bool:
    """The defender still to play may beat ``win``, as far as declarer can tell."""
    fourth = v.turn.left
    if win.suit is v.trump and led is not v.trump:
        return any(c.rank > win.rank for c in v.unseen_in(v.trump))
    if v.higher_unseen(win) and (led not in v.void[fourth]):
        return True
    return (v.trump is not None and win.suit is not v.trump and led is not v.trump
            and bool(v.unseen_in(v.trump)) and led in v.void[fourth])


def _trumps_in_one_hand(v: _View) -> bool:
    """One defender has shown out of trumps: the trumps still out are all in the other hand."""
    assert v.trump is not None
    return any(v.trump in v.void[s] for s in (v.declarer.left, v.declarer.right))


def _ruffs_first(v: _View, plans: dict[Suit, _SuitPlan]) -> bool:
    """The hand with fewer trumps is needed for ruffs: the losers it can ruff in the long
    trump hand's side suits are more than the trumps it would keep after trumps are drawn.
    Only quick ruffs count: the short hand void, singleton, or a doubleton in a suit with
    a sure winner (cash it and give up one round); with no top card the defenders win
    the first round and lead trumps."""
    assert v.trump is not None
    t = plans[v.trump]
    here_long = len(t.here) > len(t.there) or (len(t.here) == len(t.there) and v.turn is v.declarer)
    short_trumps = len(t.there) if here_long else len(t.here)
    if not short_trumps:
        return False
    ruffs = 0
    for suit, p in plans.items():
        if suit is v.trump:
            continue
        long_cards, short_cards = (p.here, p.there) if here_long else (p.there, p.here)
        quick = len(short_cards) <= 1 or (len(short_cards) == 2 and p.winners > 0)
        if len(short_cards) < len(long_cards) and quick:  # no top card opposite a doubleton: too slow
            losers = max(0, len(long_cards) - p.winners)
            ruffs += min(losers, len(long_cards) - len(short_cards))
    k = len(t.out)
    rounds = k if _trumps_in_one_hand(v) else (k + 1) // 2
    return ruffs > 0 and ruffs > short_trumps - rounds


def _side_length(v: _View, suit: Suit) -> int:
    """How many cards of ``suit`` declarer's side was dealt (held now or played)."""
    held = sum(len(v.cards(s, suit)) for s in (v.declarer, v.dummy))
    played = sum(1 for t in v.tricks + (v.trick,) for s, c in t.plays
                 if s.side is v.declarer.side and c.suit is suit)
    return held + played


def _stopped(v: _View, suit: Suit) -> bool:
    """Declarer's side holds a stopper in ``suit`` (a top card, K-x, Q-x-x, J-x-x-x), or
    the defenders have no cards in it."""
    if not v.unseen_in(suit):
        return True
    for seat in (v.declarer, v.dummy):
        cards = v.cards(seat, suit)
        if cards and len(cards) > v.higher_unseen(cards[0]):
            return True
    return False
