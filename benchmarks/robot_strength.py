"""Strength of the computer players, measured double dummy (issue 13): prints figures; not a test.

    python benchmarks/robot_strength.py [--deals N] [--seed S] [--perfect M] [--only auction|leads]
                                        [--solver-from K] [--contract-from K] [--layouts L]
                                        [--tricks-first]

Seeded random deals (dealer rotating N, E, S, W; nobody vulnerable), all four seats
robots (:func:`bridgelib.robots.play_deal`). Double-dummy truth comes from endplay, which
wraps the C++ DDS: endplay is a benchmark-only extra (it is in the ``test`` extra), never
a dependency of the engine or the course. The figures:

1. opening leads that do not give up a trick: the share of opening leads whose
   double-dummy result, against the contract the robots reached, is the best of the
   leader's legal cards;
2. declarer's costly non-forced cards: a card is non-forced when the player had at least
   two legal cards with different double-dummy results; the share of declarer's
   non-forced cards (declarer plays dummy's cards too) that give up at least one trick,
   and the same costly cards as a share of every card played with two or more legal
   cards (a wider base, which may be the one of the issue's first measurement);
3. the same for the defenders (every defender's card, the opening lead included);
4. tricks declarer loses against perfect defence, per deal: declarer's side played by the
   robot, the defenders by double-dummy best cards (ties to the first legal card); the
   shortfall is the double-dummy value at the opening lead minus the tricks declarer
   takes, averaged over the first M contracts (``--perfect``, default all). Measured side
   by side for a sampling declarer: at each of declarer's turns it deals the defenders'
   unseen cards 12 ways (consistent with the cards played and the voids shown; a seeded
   ``random.Random``), solves each layout and plays the card best on average. Both
   losses are split by what each trick given up cost: an overtrick (the contract still
   made double dummy), the contract itself, or one more undertrick (the contract was
   already failing); at rubber bridge the second matters far more than the first;
5. the auction: the IMPs between the robots' result (their contract scored with the
   double-dummy number of tricks, duplicate scoring) and the deal's par score, per deal,
   beside the same figure for passing every deal.

``--only auction`` prints figure 5 alone (no play); ``--only leads`` prints figure 1 alone:
the robots bid each deal and choose the opening lead, which is checked double dummy, with
no play (quick).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

from endplay.dds import par, solve_all_boards
from endplay.types import Card as DdsCard
from endplay.types import Deal as DdsDeal
from endplay.types import Denom, Player, Vul

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bridgelib import Auction, Card, Contract, Deal, Hand, Play, Seat, Strain, Suit  # noqa: E402
from bridgelib.robots import Robot, play_deal  # noqa: E402
from bridgelib.variants import duplicate_score, imps  # noqa: E402

_DENOM = {Strain.C: Denom.clubs, Strain.D: Denom.diamonds, Strain.H: Denom.hearts, Strain.S: Denom.spades,
          Strain.NT: Denom.nt}
_PLAYER = {Seat.N: Player.north, Seat.E: Player.east, Seat.S: Player.south, Seat.W: Player.west}
LAYOUTS = 12  # the sampling declarer's layouts per decision
CHUNK = 64  # positions per call of solve_all_boards


def dds_card(card: Card) -> DdsCard:
    return DdsCard(card.suit.name + ("T" if card.rank == 10 else str(card)[1:]))


def dds_position(play: Play) -> DdsDeal:
    """The cards still to play, the trick under way played into it (as tests/test_solver_limits.py)."""
    trick = play.current_trick
    on_table = list(trick.cards) if trick is not None and not trick.is_complete else []
    position = DdsDeal(play.deal.to_pbn())
    position.trump = _DENOM[play.contract.strain]
    for card in play.played[:len(play.played) - len(on_table)]:
        for seat in Player:
            if dds_card(card) in position[seat]:
                position[seat].remove(dds_card(card))
    position.first = _PLAYER[trick.leader if on_table else play.turn]
    for card in on_table:
        position.play(dds_card(card))
    return position


def solve(plays: list[Play]) -> list[dict[Card, int]]:
    """For each position, every legal card's double-dummy tricks for the side on turn, from now."""
    out: list[dict[Card, int]] = []
    for i in range(0, len(plays), CHUNK):
        chunk = plays[i:i + CHUNK]
        for play, solved in zip(chunk, solve_all_boards([dds_position(p) for p in chunk]), strict=True):
            tricks = dict(solved)
            out.append({card: tricks[dds_card(card)] for card in play.legal_cards()})
    return out


def best_first(values: dict[Card, int], legal: list[Card]) -> Card:
    top = max(values.values())
    return next(card for card in legal if values[card] == top)


# --- figures 1 to 3: every card of the robots' own play -------------------------------------

class CardCounts:
    def __init__(self) -> None:
        self.leads = self.leads_kept = 0
        self.unforced = {"declarer": 0, "defenders": 0}
        self.costly = {"declarer": 0, "defenders": 0}
        self.choices = {"declarer": 0, "defenders": 0}  # cards played with two or more legal cards

    def add(self, play: Play) -> int:
        """Count the cards of a finished play; return declarer's double-dummy tricks at the lead."""
        replay = Play(play.deal, play.contract)
        positions: list[Play] = []
        chosen: list[Card] = []
        at_lead = 0
        for card in play.played:
            if len(replay.legal_cards()) > 1:
                positions.append(replay.copy())
                chosen.append(card)
            replay.play(card)
        for k, (position, card, values) in enumerate(zip(positions, chosen, solve(positions), strict=True)):
            who = "declarer" if position.turn.side is position.declarer.side else "defenders"
            best = max(values.values())
            if k == 0 and not position.played:
                self.leads += 1
                self.leads_kept += values[card] == best
                at_lead = 13 - best
            self.choices[who] += 1
            if len(set(values.values())) > 1:
                self.unforced[who] += 1
                self.costly[who] += values[card] < best
        return at_lead


# --- figure 4: declarer against perfect defence -------------------------------------------

def sampled_card(play: Play, rng: random.Random) -> Card:
    """Declarer's card best on average over LAYOUTS deals of the defenders' unseen cards."""
    legal = play.legal_cards()
    if len(legal) == 1:
        return legal[0]
    defenders = [s for s in Seat if s.side is not play.declarer.side]
    void: dict[Seat, set[Suit]] = {s: set() for s in defenders}
    played_by: dict[Seat, list[Card]] = {s: [] for s in Seat}
    current = play.current_trick
    for trick in play.tricks + ((current,) if current is not None else ()):
        for seat, card in trick.plays:
            played_by[seat].append(card)
            if seat in void and card.suit != trick.suit_led:
                void[seat].add(trick.suit_led)
    need = {s: len(play.hand(s)) for s in defenders}
    unseen = [c for s in defenders for c in play.hand(s).cards]
    first, second = defenders
    layouts: list[Play] = []
    for _ in range(LAYOUTS):
        fixed = {first: [c for c in unseen if c.suit in void[second]],
                 second: [c for c in unseen if c.suit in void[first]]}
        free = [c for c in unseen if c.suit not in void[first] and c.suit not in void[second]]
        rng.shuffle(free)
        take = need[first] - len(fixed[first])
        fixed[first] += free[:take]
        fixed[second] += free[take:]
        hands = {s: Hand(list(play.hand(s).cards) + played_by[s]) if s not in fixed
                 else Hand(fixed[s] + played_by[s]) for s in Seat}
        layouts.append(Play(Deal(hands, dealer=play.deal.dealer), play.contract, play.played))
    totals = dict.fromkeys(legal, 0)
    for values in solve(layouts):
        for card in legal:
            totals[card] += values[card]
    return best_first(totals, legal)


LOSS_KINDS = ("overtricks", "contract", "undertricks")


def against_perfect_defence(deal: Deal, auction: Auction, contract: Contract, sampling: bool, seed: int,
                            robot: Robot) -> tuple[int, dict[str, int]]:
    """Declarer's tricks with the robot (or the sampling declarer) against double-dummy
    defenders, and the tricks declarer's cards gave up by kind: an overtrick (the contract
    still makes double dummy), the contract (the card turned a making contract into a
    failing one), or one more undertrick (the contract was already failing)."""
    play = Play(deal, contract)
    rng = random.Random(seed)
    target = contract.level + 6
    kinds = dict.fromkeys(LOSS_KINDS, 0)
    while not play.is_over:
        legal = play.legal_cards()
        if play.turn.side is not contract.declarer.side:
            card = legal[0] if len(legal) == 1 else best_first(solve([play])[0], legal)
        else:
            card = sampled_card(play, rng) if sampling else robot.card(play, auction).action
            if len(legal) > 1:
                values = solve([play])[0]
                best = max(values.values())
                lost = best - values[card]
                if lost:
                    can = play.declarer_tricks + best
                    kind = "undertricks" if can < target else "contract" if can - lost < target else "overtricks"
                    kinds[kind] += lost
        play.play(card)
    return play.declarer_tricks, kinds


def lead_kept(deal: Deal, auction: Auction, contract: Contract, robot: Robot) -> bool:
    """The robot's opening lead against ``contract`` keeps the double-dummy result (figure 1 alone)."""
    play = Play(deal, contract)
    values = solve([play])[0]
    return values[robot.card(play, auction).action] == max(values.values())


def bid(deal: Deal, robot: Robot) -> Auction:
    """The robots' auction on ``deal``."""
    auction = Auction(deal.dealer)
    while not auction.is_over:
        auction.call(robot.call(auction, deal[auction.turn]).action)
    return auction


def dd_tricks(deal: Deal, contract: Contract) -> int:
    """Declarer's double-dummy tricks in ``contract`` (the lead from declarer's left)."""
    play = Play(deal, contract)
    return 13 - max(solve([play])[0].values())


# --- the run --------------------------------------------------------------------------------

def ns_score(contract: Contract | None, tricks: int) -> int:
    if contract is None:
        return 0
    points = duplicate_score(contract, tricks, False)
    return points if contract.declarer.side is Seat.N.side else -points


def pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "n/a"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100, help="number of seeded deals (default 100)")
    parser.add_argument("--seed", type=int, default=13, help="seed of the stream of deals (default 13)")
    parser.add_argument("--perfect", type=int, default=None,
                        help="figure 4 on the first M contracts only (default: all)")
    parser.add_argument("--only", choices=["auction", "leads"], default=None,
                        help="auction: figure 5 alone; leads: figure 1 alone (no play, quick)")
    parser.add_argument("--solver-from", type=int, default=None,
                        help="the robots' look-ahead from this many cards left (default: the robots' own)")
    parser.add_argument("--contract-from", type=int, default=None,
                        help="the robots' contract look-ahead from this many cards left, 0 for none "
                             "(default: the robots' own)")
    parser.add_argument("--layouts", type=int, default=None,
                        help="the robots' layouts per look-ahead decision (default: the robots' own)")
    parser.add_argument("--tricks-first", action="store_true",
                        help="the robots' look-ahead plays for the most tricks first, the contract second")
    args = parser.parse_args()
    options: dict[str, int | bool] = {}
    if args.tricks_first:
        options["contract_first"] = False
    if args.solver_from is not None:
        options["use_solver_from"] = args.solver_from
    if args.layouts is not None:
        options["max_layouts"] = args.layouts
    if args.contract_from is not None:
        options["check_contract_from"] = args.contract_from or None  # type: ignore[assignment]
    robot = Robot(**options)  # type: ignore[arg-type]
    start = time.perf_counter()
    stream = random.Random(args.seed)
    counts = CardCounts()
    imps_robots = imps_passing = 0
    contracts = 0
    loss = {"robot": 0, "sampling": 0}
    loss_kinds = {who: dict.fromkeys(LOSS_KINDS, 0) for who in loss}
    for k in range(args.deals):
        deal = Deal.random(stream.randrange(2**32), dealer=Seat(k % 4))
        par_ns = 0 if args.only == "leads" else par(DdsDeal(deal.to_pbn()), Vul.none, _PLAYER[deal.dealer]).score
        if args.only == "leads":
            auction = bid(deal, robot)
            if auction.contract is not None:
                contracts += 1
                counts.leads += 1
                counts.leads_kept += lead_kept(deal, auction, auction.contract, robot)
            continue
        if args.only == "auction":
            auction = bid(deal, robot)
            contract = auction.contract
            tricks = 0 if contract is None else dd_tricks(deal, contract)
            contracts += contract is not None
            imps_robots += abs(imps(ns_score(contract, tricks) - par_ns))
            imps_passing += abs(imps(par_ns))
            continue
        auction, play = play_deal(deal, robot)
        contract = auction.contract
        tricks = 0
        if play is not None and contract is not None:
            contracts += 1
            tricks = counts.add(play)
            if args.perfect is None or contracts <= args.perfect:
                for who in loss:
                    got, kinds = against_perfect_defence(deal, auction, contract, who == "sampling", k, robot)
                    loss[who] += tricks - got
                    for kind, lost in kinds.items():
                        loss_kinds[who][kind] += lost
        imps_robots += abs(imps(ns_score(contract, tricks) - par_ns))
        imps_passing += abs(imps(par_ns))
        if (k + 1) % 10 == 0:
            print(f"  {k + 1} deals, {time.perf_counter() - start:.0f} s", file=sys.stderr)
    measured = contracts if args.perfect is None else min(args.perfect, contracts)
    seconds = time.perf_counter() - start
    n = args.deals
    print(f"Robot strength, double dummy (endplay {_endplay_version()}): {n} deals, seed {args.seed}, "
          f"{contracts} contracts ({n - contracts} passed out), not vulnerable; {seconds:.0f} s; {robot!r}")
    if args.only == "auction":
        print(f"5. auction: IMPs from the deal's par score, per deal: {imps_robots / n:5.2f}"
              f"   (robots' contract scored with the DD tricks; passing every deal: {imps_passing / n:.2f})")
        return
    print(f"1. opening leads that do not give up a trick:        {pct(counts.leads_kept, counts.leads):>6}"
          f"   ({counts.leads_kept} of {counts.leads}; the lead's DD result is the best of the leader's cards)")
    if args.only == "leads":
        return
    for i, who, label in ((2, "declarer", "declarer's"), (3, "defenders", "defenders'")):
        print(f"{i}. {label + ' non-forced cards that give up a trick:':<49} {pct(counts.costly[who], counts.unforced[who]):>6}"
              f"   ({counts.costly[who]} of {counts.unforced[who]} cards with at least two DD results among the legal ones;"
              f" {pct(counts.costly[who], counts.choices[who])} of the {counts.choices[who]} with two or more legal cards)")
    if measured:
        print(f"4. tricks declarer loses against perfect defence:    {loss['robot'] / measured:6.2f}"
              f"   per deal (DD value at the lead minus tricks taken, DD defenders; {measured} contracts)")
        print(f"   the same for a sampling declarer:                 {loss['sampling'] / measured:6.2f}"
              f"   per deal ({LAYOUTS} layouts of the unseen cards per decision, best on average; same contracts)")
        for who, label in (("robot", "the robot's"), ("sampling", "the sampling declarer's")):
            split = ", ".join(f"{kind} {loss_kinds[who][kind] / measured:.2f}" for kind in LOSS_KINDS)
            print(f"   {label} loss by what it cost: {split}")
    print(f"5. auction: IMPs from the deal's par score, per deal: {imps_robots / n:5.2f}"
          f"   (robots' contract scored with the DD tricks; passing every deal: {imps_passing / n:.2f})")


def _endplay_version() -> str:
    from importlib.metadata import version

    return version("endplay")


if __name__ == "__main__":
    main()
