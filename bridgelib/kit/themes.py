"""What each board of the teacher's kit must show: one check per board of each lesson.

A check reads a played board (a :class:`~bridgelib.pbn.Game` with its auction and play)
and says whether the board shows the lesson's point: a trick won by a ruff for lesson 2,
a responder's new suit for lesson 5, a contract defeated with declarer vulnerable for
lesson 11... The kit's boards were chosen by these checks (:mod:`bridgelib.kit.choose`),
and the tests hold every committed board to its check.

>>> from bridgelib import Auction, Deal, Seat
>>> check = THEMES[4].checks[0]
>>> check.text
'The dealer opens 1NT.'
>>> check.bids(Auction(Seat.N, "1NT Pass 3NT Pass Pass Pass"))
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..auction import Auction, Bid, Strain
from ..cards import Card, Rank, Suit
from ..deal import Deal, Seat, Side
from ..pbn import Game
from ..play import Play, Trick
from ..rubber import Rubber
from ..scoring import honours

__all__ = ["Check", "Theme", "THEMES", "BOARDS_PER_LESSON", "rubber_of"]

BOARDS_PER_LESSON = 4
"""Boards in each lesson's kit: one deal of four hands per board."""


_BOARD_VULNERABLE: tuple[frozenset[Side], ...] = (
    frozenset(), frozenset({Side.NS}), frozenset({Side.EW}), frozenset({Side.NS, Side.EW}))


def _always(_: object) -> bool:
    return True


def rubber_of(games: Sequence[Game]) -> Rubber:
    """The rubber of ``games`` played in order from North's deal, honours included.

    >>> rubber_of([]).deal_number
    1
    """
    rubber = Rubber(Seat.N)
    for game in games:
        if game.contract is None or game.result is None:
            rubber.record_passout()
        else:
            rubber.record(game.contract, game.result, deal=game.deal)
    return rubber


@dataclass(frozen=True)
class Check:
    """What one board must show: ``text`` says it for the teacher, ``bids`` tests the
    auction alone (so a search skips the play of a board whose auction misses), ``deal``
    tests the cards before any bidding, ``shows`` tests the finished board, and
    ``trick`` (when the point is one trick: a ruff, a finesse) tests each trick, by its
    index, and tells the teacher where to look."""

    text: str
    shows: Callable[[Game], bool] = _always
    bids: Callable[[Auction], bool] = _always
    deal: Callable[[Deal], bool] = _always
    trick: Callable[[Game, int], bool] | None = None

    def holds(self, game: Game) -> bool:
        """True when the played board shows what it must (a passed-out board never does)."""
        if game.auction is None or game.play is None or not game.play.is_over:
            return False
        return (self.deal(game.deal) and self.bids(game.auction) and self.shows(game)
                and (self.trick is None or self.where(game) is not None))

    def where(self, game: Game) -> int | None:
        """The number (1-13) of the first trick that shows the point, when the point is
        one trick; else None."""
        if self.trick is None or game.play is None:
            return None
        return next((k + 1 for k in range(len(game.play.tricks)) if self.trick(game, k)), None)


@dataclass(frozen=True)
class Theme:
    """A lesson's kit: its number and title, the point its boards show (one sentence for
    the teacher) and one check per board."""

    lesson: int
    title: str
    point: str
    checks: tuple[Check, ...] = ()
    steps: tuple[Callable[[Sequence[Game]], Check], ...] = ()
    """For a lesson whose boards are a rubber: each board's check, made from the boards
    before it (a game "by the other side" needs to know who scored first)."""

    @property
    def is_rubber(self) -> bool:
        """True when the boards are played as one rubber, in order."""
        return bool(self.steps)

    def check(self, number: int, earlier: Sequence[Game] = ()) -> Check:
        """What board ``number`` (1-4) must show, after the ``earlier`` boards."""
        if not 1 <= number <= BOARDS_PER_LESSON:
            raise ValueError(f"a lesson's kit has boards 1 to {BOARDS_PER_LESSON}, not {number!r}.")
        return self.steps[number - 1](earlier) if self.steps else self.checks[number - 1]

    def dealer(self, number: int) -> Seat:
        """The dealer of board ``number``: North, East, South, West, as on duplicate boards
        (and as the deal passes to the left in a rubber)."""
        return Seat.N.next(number - 1)

    def vulnerable(self, number: int, earlier: Sequence[Game] = ()) -> frozenset[Side]:
        """Who is vulnerable on board ``number``: in a rubber, the sides that have won a
        game on the ``earlier`` boards; otherwise as printed on duplicate boards 1-4
        (none, N-S, E-W, both), so the scoring lessons meet all four."""
        if not self.steps:
            return _BOARD_VULNERABLE[(number - 1) % 4]
        return rubber_of(earlier).vulnerability


# --- reading a board ----------------------------------------------------------------------------
def _play(game: Game) -> Play:
    assert game.play is not None
    return game.play


def _bids(auction: Auction) -> list[tuple[Seat, Bid]]:
    return [(auction.seat_of(k), call) for k, call in enumerate(auction.calls) if isinstance(call, Bid)]


def _trump(game: Game) -> Suit | None:
    assert game.contract is not None
    return game.contract.strain.suit


def _declaring(game: Game, seat: Seat) -> bool:
    assert game.declarer is not None
    return seat.side is game.declarer.side


def _made(game: Game) -> bool:
    assert game.contract is not None
    return _play(game).declarer_tricks >= game.contract.tricks_needed


def _overtricks(game: Game) -> int:
    assert game.contract is not None
    return _play(game).declarer_tricks - game.contract.tricks_needed


def _declarer_vulnerable(game: Game) -> bool:
    assert game.declarer is not None
    return game.declarer.side in game.deal.vulnerable


def _is_game(game: Game) -> bool:
    assert game.contract is not None
    c = game.contract
    return c.level * c.strain.trick_value + (10 if c.strain is Strain.NT else 0) >= 100


def _ruffed(trick: Trick) -> bool:
    card = trick.winning_card
    return card is not None and card.suit is not trick.suit_led


def _ruff(by: Callable[[Game, Seat], bool]) -> Callable[[Game, int], bool]:
    """A trick test: the trick was won by a ruff, by a player ``by`` accepts."""
    def test(game: Game, index: int) -> bool:
        trick = _play(game).tricks[index]
        return _ruffed(trick) and trick.winner is not None and by(game, trick.winner)
    return test


def _opening(auction: Auction) -> tuple[Seat, Bid] | None:
    bids = _bids(auction)
    return bids[0] if bids else None


def _response(auction: Auction) -> Bid | None:
    """Responder's first call when it is a bid (the opener's partner), else None."""
    opening = _opening(auction)
    if opening is None:
        return None
    opener = opening[0]
    for k, call in enumerate(auction.calls):
        if auction.seat_of(k) is opener.partner:
            if k < auction.calls.index(opening[1]):
                continue
            return call if isinstance(call, Bid) else None
    return None


def _held_before(play: Play, number: int) -> dict[Seat, set[Card]]:
    """Each hand's cards at the start of trick ``number`` (0 = the first trick)."""
    held = {seat: set(play.deal[seat].cards) for seat in Seat}
    for trick in play.tricks[:number]:
        for seat, card in trick.plays:
            held[seat].discard(card)
    return held


def _finesse(game: Game, index: int) -> bool:
    """A finesse won the trick: led from one hand of declarer's side, second hand played
    low while holding a higher card of the suit, and third hand's card won."""
    play = _play(game)
    trick = play.tricks[index]
    winner, card = trick.winner, trick.winning_card
    if (winner is None or card is None or not _declaring(game, winner) or card.suit is not trick.suit_led
            or trick.leader is not winner.partner):
        return False
    return any(c.suit is card.suit and c.rank > card.rank for c in _held_before(play, index)[winner.right])


def _long_card(game: Game, index: int) -> bool:
    """Declarer's side won the trick with a small card (9 or lower) of a side suit
    nobody ruffed: a trick from length."""
    trick = _play(game).tricks[index]
    winner, card = trick.winner, trick.winning_card
    return (winner is not None and card is not None and _declaring(game, winner)
            and card.suit is not _trump(game) and card.rank <= Rank.NINE)


def _dummy_ruff(game: Game, index: int) -> bool:
    """Dummy, the short trump hand, ruffed the trick."""
    play = _play(game)
    trump = _trump(game)
    if trump is None or play.deal[play.dummy].length(trump) >= play.deal[play.declarer].length(trump):
        return False
    trick = play.tricks[index]
    return _ruffed(trick) and trick.winner is play.dummy


def _lead(game: Game) -> tuple[Seat, Card]:
    play = _play(game)
    first = play.tricks[0]
    return first.plays[0]


def _sequence_lead(game: Game) -> bool:
    """The opening lead is the top of a sequence: a ten or higher, with the next card
    below it in the same hand and not the next card above."""
    seat, card = _lead(game)
    hand = game.deal[seat]
    if card.rank < Rank.TEN:
        return False
    top = card.rank == Rank.ACE or Card(card.suit, card.rank + 1) not in hand
    return top and Card(card.suit, card.rank - 1) in hand


def _fourth_best_lead(game: Game) -> bool:
    """Against no-trump, the fourth card from the top of a suit of four or more."""
    if _trump(game) is not None:
        return False
    seat, card = _lead(game)
    suit = game.deal[seat].cards_in(card.suit)
    return len(suit) >= 4 and suit[3] == card


def _last_tricks_to(game: Game, count: int, declaring: bool) -> bool:
    tricks = _play(game).tricks[-count:]
    return all(t.winner is not None and _declaring(game, t.winner) == declaring for t in tricks)


def _honours_held(deal: Deal, strain: Strain) -> bool:
    return any(honours(deal[seat], strain) for seat in Seat)


def _honours_deal(deal: Deal) -> bool:
    """Some hand holds four or five of a suit's A K Q J 10, or all four aces."""
    return any(_honours_held(deal, strain) for strain in Strain)


def _honours_scored(game: Game, declaring: bool | None = None) -> bool:
    """A hand holds honours in the contract's strain (of declarer's side, of a defender,
    or either when ``declaring`` is None)."""
    assert game.contract is not None
    strain = game.contract.strain
    return any(honours(game.deal[seat], strain) and (declaring is None or _declaring(game, seat) == declaring)
               for seat in Seat)


def _opens(test: Callable[[Bid], bool], by_dealer: bool | None = None) -> Callable[[Auction], bool]:
    def bids(auction: Auction) -> bool:
        opening = _opening(auction)
        if opening is None or not test(opening[1]):
            return False
        return by_dealer is None or (opening[0] is auction.dealer) == by_dealer
    return bids


def _responds(test: Callable[[Bid, Bid], bool]) -> Callable[[Auction], bool]:
    def bids(auction: Auction) -> bool:
        opening, response = _opening(auction), _response(auction)
        return opening is not None and response is not None and test(opening[1], response)
    return bids


def _declarer_not_last_bidder(auction: Auction) -> bool:
    bids = _bids(auction)
    return bool(bids) and auction.declarer is not None and bids[-1][0] is not auction.declarer


def _part_score(game: Game) -> bool:
    return _made(game) and not _is_game(game)


def _both(*tests: Callable[[Game], bool]) -> Callable[[Game], bool]:
    return lambda game: all(test(game) for test in tests)


def _suit(game: Game) -> bool:
    return _trump(game) is not None


def _no_trump(game: Game) -> bool:
    return _trump(game) is None


def _defeated(game: Game) -> bool:
    return not _made(game)


def _side(game: Game) -> Side:
    assert game.declarer is not None
    return game.declarer.side


def _minor(game: Game) -> bool:
    trump = _trump(game)
    return trump is not None and not trump.is_major


THEMES: dict[int, Theme] = {theme.lesson: theme for theme in (
    Theme(1, "Cards, seats and the deal",
          "Sort the hand by suits, count its high-card points (the four hands hold 40) and see who deals.",
          (Check("Every hand sorted and counted; the dealer is North.", deal=lambda d: d.dealer is Seat.N),
           Check("The dealer is East: the deal passes to the left.", deal=lambda d: d.dealer is Seat.E),
           Check("The dealer is South.", deal=lambda d: d.dealer is Seat.S),
           Check("The dealer is West.", deal=lambda d: d.dealer is Seat.W))),
    Theme(2, "Tricks",
          "Follow suit when you can; with none of the suit led, a trump wins the trick.",
          (Check("A trick is won by a ruff.", trick=_ruff(lambda g, seat: True)),
           Check("A defender ruffs a trick.", trick=_ruff(lambda g, seat: not _declaring(g, seat))),
           Check("Declarer's side ruffs a trick.", trick=_ruff(_declaring)),
           Check("At no-trump the highest card of the suit led wins every trick.", shows=_no_trump))),
    Theme(3, "The bidding ladder",
          "Each bid is higher than the last; the declarer is the first of the side to name the strain.",
          (Check("The declarer is not the player who made the last bid.", bids=_declarer_not_last_bidder),
           Check("Both sides bid.", bids=lambda a: len({s.side for s, _ in _bids(a)}) == 2),
           Check("The auction has at least three bids.", bids=lambda a: len(_bids(a)) >= 3),
           Check("The declarer is not the player who made the last bid.", bids=_declarer_not_last_bidder))),
    Theme(4, "Valuing a hand and the natural system",
          "Count high-card points; open 1NT with 15-17 balanced, else one of your longest suit with 12 or more.",
          (Check("The dealer opens 1NT.", bids=_opens(lambda b: b.level == 1 and b.strain is Strain.NT, True)),
           Check("The opening bid is one of a major.",
                 bids=_opens(lambda b: b.level == 1 and b.strain.suit is not None and b.strain.suit.is_major)),
           Check("The opening bid is one of a minor.",
                 bids=_opens(lambda b: b.level == 1 and b.strain.suit is not None and not b.strain.suit.is_major)),
           Check("The dealer passes and a later player opens.", bids=_opens(lambda b: b.level == 1, False)))),
    Theme(5, "Bidding after the opening",
          "Responder raises with support, bids a new suit, or bids 1NT; with 25 points together, bid game.",
          (Check("Responder raises opener's suit.", bids=_responds(lambda o, r: r.strain is o.strain)),
           Check("Responder bids a new suit.",
                 bids=_responds(lambda o, r: r.strain is not o.strain and r.strain is not Strain.NT)),
           Check("Responder bids no-trump.", bids=_responds(lambda o, r: r.strain is Strain.NT and o.strain is not Strain.NT)),
           Check("The side bids a game and makes it.", shows=lambda g: _made(g) and _is_game(g)))),
    Theme(6, "The play of the hand",
          "Before the first card from dummy, count your sure winners and make a plan.",
          (Check("A no-trump contract made.", shows=_both(_no_trump, _made)),
           Check("A suit contract made.", shows=_both(_suit, _made)),
           Check("A no-trump contract: count the sure winners.", shows=_no_trump),
           Check("A suit contract: draw trumps, then cash the winners.", shows=_suit))),
    Theme(7, "Declarer technique",
          "Tricks beyond the sure winners come from promotion, length, the finesse and ruffs in the short hand.",
          (Check("Dummy, the short trump hand, ruffs a loser.", trick=_dummy_ruff),
           Check("A finesse wins a trick.", trick=_finesse),
           Check("A small card wins a trick by length.", trick=_long_card),
           Check("A suit contract made: count the losers first.", shows=_both(_suit, _made)))),
    Theme(8, "Defence",
          "Lead the top of a sequence or fourth best; second hand low, third hand high.",
          (Check("The opening lead is the top of a sequence.", shows=_sequence_lead),
           Check("The defenders beat the contract.", shows=_defeated),
           Check("Against no-trump, the opening lead is fourth best.", shows=_fourth_best_lead),
           Check("The defenders take four tricks or more.", shows=lambda g: _play(g).defender_tricks >= 4))),
    Theme(9, "Claims and irregularities",
          "When the rest of the tricks are sure, claim them and say how you will play.",
          (Check("Declarer's side takes the last five tricks: a claim with five cards left.",
                 shows=lambda g: _last_tricks_to(g, 5, True)),
           Check("Declarer's side takes the last six tricks.", shows=lambda g: _last_tricks_to(g, 6, True)),
           Check("The defenders take the last three tricks: a defender may claim too.",
                 shows=lambda g: _last_tricks_to(g, 3, False)),
           Check("Declarer's side takes the last four tricks.", shows=lambda g: _last_tricks_to(g, 4, True)))),
    Theme(10, "Scoring the contract",
          "Tricks bid score below the line; overtricks above; 100 below the line is a game.",
          (Check("A part-score in a minor made.", shows=_both(_minor, _part_score)),
           Check("A part-score in a major or no-trump made.", shows=lambda g: not _minor(g) and _part_score(g)),
           Check("A game made.", shows=lambda g: _made(g) and _is_game(g)),
           Check("A contract made with overtricks.", shows=lambda g: _overtricks(g) >= 1))),
    Theme(11, "When the contract fails; bonuses",
          "Undertricks score for the defenders, more when declarer is vulnerable; a game made earns its bonus.",
          (Check("A contract defeated, declarer not vulnerable.",
                 shows=lambda g: _defeated(g) and not _declarer_vulnerable(g)),
           Check("A contract defeated, declarer vulnerable.", shows=lambda g: _defeated(g) and _declarer_vulnerable(g)),
           Check("A contract defeated by two tricks or more.", shows=lambda g: _overtricks(g) <= -2),
           Check("A game made, declarer vulnerable.",
                 shows=lambda g: _made(g) and _is_game(g) and _declarer_vulnerable(g)))),
    Theme(12, "Honours",
          "Four trump honours in one hand score 100, five 150, four aces at no-trump 150, whoever holds them.",
          (Check("Declarer's side holds honours: they score above the line.",
                 shows=lambda g: _honours_scored(g, True), deal=_honours_deal),
           Check("A defender holds honours: the defenders score them, made or not.",
                 shows=lambda g: _honours_scored(g, False), deal=_honours_deal),
           Check("A hand holds honours in the contract's strain.", shows=_honours_scored, deal=_honours_deal),
           Check("A hand holds honours in the contract's strain.", shows=_honours_scored, deal=_honours_deal))),
)}
THEMES.update({theme.lesson: theme for theme in (
    Theme(13, "The rubber",
          "A side that wins a game is vulnerable; the first side to win two games wins the rubber.",
          steps=(lambda earlier: Check("A part-score made: it counts toward game.", shows=_part_score),
                 lambda earlier: Check("The other side makes a game: the part-score no longer counts toward game.",
                                       shows=lambda g: _made(g) and _is_game(g) and _side(g) is not _side(earlier[0])),
                 lambda earlier: Check("The first side makes a game too: both sides are vulnerable.",
                                       shows=lambda g: _made(g) and _is_game(g) and _side(g) is _side(earlier[0])),
                 lambda earlier: Check("The rubber game: two games to one, a bonus of 500.",
                                       shows=lambda g: _made(g) and _is_game(g)))),
    Theme(14, "Play a rubber",
          "Play the four boards as one rubber and keep the score sheet as you go.",
          steps=(lambda earlier: Check("A game made: that side is vulnerable.", shows=lambda g: _made(g) and _is_game(g)),
                 lambda earlier: Check("A contract defeated: the defenders score above the line.", shows=_defeated),
                 lambda earlier: Check("A part-score made.", shows=_part_score),
                 lambda earlier: Check("The vulnerable side makes a second game: the rubber, two games to none, 700.",
                                       shows=lambda g: _made(g) and _is_game(g) and _side(g) is _side(earlier[0])))),
)})
"""Each lesson's kit theme by lesson number, 1 to 14 (lessons 13 and 14 play their four
boards as one rubber)."""
