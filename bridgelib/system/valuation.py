"""Describing and valuing a hand: points and shape in words, stoppers, good suits, and
the defensive tricks a penalty double counts."""

from __future__ import annotations

from ..auction import Strain
from ..cards import Card, Hand, Rank, Suit

__all__ = ["defensive_tricks", "playing_tricks"]


def _pts(n: int) -> str:
    return f"{n} high-card point" + ("" if n == 1 else "s")


def _pattern(hand: Hand) -> str:
    return "-".join(str(n) for n in hand.pattern)


def _num(n: int) -> str:
    return ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen")[n] if 0 <= n <= 13 else str(n)


def _stopper(hand: Hand, suit: Suit) -> bool:
    """A stopper: A, Kx, Qxx or Jxxx."""
    n = hand.length(suit)
    need = {Rank.ACE: 1, Rank.KING: 2, Rank.QUEEN: 3, Rank.JACK: 4}
    return any(n >= need.get(c.rank, 99) for c in hand.cards_in(suit))


def _good_suit(hand: Hand, suit: Suit) -> bool:
    """Two of the top three honours, or three of the top five."""
    ranks = {c.rank for c in hand.cards_in(suit)}
    top3 = len(ranks & {Rank.ACE, Rank.KING, Rank.QUEEN})
    top5 = top3 + len(ranks & {Rank.JACK, Rank.TEN})
    return top3 >= 2 or top5 >= 3


def _quick_tricks(cards: tuple[Card, ...]) -> float:
    ranks = [c.rank for c in cards]
    if not ranks:
        return 0.0
    if ranks[0] == Rank.ACE:
        if len(ranks) > 1 and ranks[1] == Rank.KING:
            return 2.0
        if len(ranks) > 1 and ranks[1] == Rank.QUEEN:
            return 1.5
        return 1.0
    if ranks[0] == Rank.KING:
        if len(ranks) > 1 and ranks[1] == Rank.QUEEN:
            return 1.0
        return 0.5 if len(ranks) > 1 else 0.0
    return 0.0


def defensive_tricks(hand: Hand, strain: Strain) -> float:
    """A rough count of the tricks ``hand`` can take in defence against ``strain``:
    quick tricks in the side suits, honours and length in the trump suit.

    >>> defensive_tricks(Hand.parse("KQJ92.A4.K43.652"), Strain.S)
    5.0
    """
    trump = strain.suit
    total = 0.0
    for suit in Suit:
        cards = hand.cards_in(suit)
        if suit is trump:
            n = len(cards)
            ranks = {c.rank for c in cards}
            t = sum(1 for r, need in ((Rank.ACE, 1), (Rank.KING, 2), (Rank.QUEEN, 3), (Rank.JACK, 4))
                    if r in ranks and n >= need)
            total += min(n, t + 0.5 * max(0, n - 4))
        else:
            q = _quick_tricks(cards)
            if trump is not None and len(cards) >= 6:
                q = min(q, 1.0)
            total += q
    return total


def _side_tricks(ranks: list[Rank]) -> float:
    """Tricks from a side suit: its top cards in sequence from the ace (or from the king,
    one less), half a trick for AQ or Kx, and the long cards of a strong five-card suit."""
    n = len(ranks)
    held = set(ranks[:3])
    run = 0
    for r in (Rank.ACE, Rank.KING, Rank.QUEEN):
        if r not in held:
            break
        run += 1
    if run:
        tricks = run + (0.5 if run == 1 and Rank.QUEEN in held else 0.0)
    elif Rank.KING in held:
        tricks = 1.0 if Rank.QUEEN in held else 0.5 if n >= 2 else 0.0
    else:
        tricks = 0.0
    if n >= 5 and tricks >= 2:
        tricks += n - 4
    return min(float(n), tricks)


def playing_tricks(hand: Hand) -> float:
    """The tricks ``hand`` expects to take with its longest suit as trumps and no help
    from partner: in the trump suit its length less the top cards (A, K, Q) it misses; in
    each side suit its winners (AK 2, A or KQ 1, AQ 1½, Kx ½).

    >>> playing_tricks(Hand.parse("AKQJ93.AK8.AQ6.4"))
    9.5
    >>> playing_tricks(Hand.parse("AQJT98.AK4.K3.A2"))
    8.5
    >>> playing_tricks(Hand.parse("AK764.A8543.KQ.9"))
    6.0
    """
    trump = max(Suit, key=lambda s: (hand.length(s), s.value))
    total = 0.0
    for suit in Suit:
        ranks = [c.rank for c in hand.cards_in(suit)]
        if suit is trump:
            n = len(ranks)
            top = ranks[:min(n, 3)]
            total += n - (len(top) - sum(1 for r in (Rank.ACE, Rank.KING, Rank.QUEEN) if r in top))
        else:
            total += _side_tricks(ranks)
    return total
