"""How many positions (nodes) the double-dummy search needs for the robots' early
look-ahead questions: prints figures; not a test.

    python benchmarks/dd_nodes.py make FILE [--deals N] [--seed S]   # build the position set
    python benchmarks/dd_nodes.py run FILE [--cap NODES]             # measure it

``make`` plays the seeded deals of ``benchmarks/robot_strength.py`` (the robots' auction,
then tricks 1-4 by technique alone) and keeps, at each decision of declarer's side, the
real deal's position: with 44-51 cards left the question is ``cards_reaching(play,
tricks_needed)`` (the contract look-ahead's), with 36-40 it is ``best_cards(play)`` (the
full look-ahead's). The set is written to FILE (JSON) so that it stays fixed while the
search changes.

``run`` asks each question with a fresh transposition table and a budget of ``--cap``
positions (default 400,000) and prints the total of nodes, their median and 90th
percentile, the questions that gave up, and the CPU time (``time.process_time``). With
``--check FILE2`` it also compares the answers with those saved by ``--save FILE2``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bridgelib import AnalysisTimeout, Auction, Deal, Play, Seat, solver  # noqa: E402
from bridgelib.robots import Robot  # noqa: E402


def make(deals: int, seed: int) -> list[dict[str, object]]:
    bidder = Robot()
    player = Robot(use_solver_from=None)
    stream = random.Random(seed)
    out: list[dict[str, object]] = []
    for k in range(deals):
        deal = Deal.random(stream.randrange(2**32), dealer=Seat(k % 4))
        auction = Auction(deal.dealer)
        while not auction.is_over:
            auction.call(bidder.call(auction, deal[auction.turn]).action)
        contract = auction.contract
        if contract is None:
            continue
        play = Play(deal, contract)
        while len(play.played) < 16:
            left = 52 - len(play.played)
            if play.turn.side is contract.declarer.side and len(play.legal_cards()) > 1:
                kind = "reach" if 44 <= left <= 51 else "best" if 36 <= left <= 40 else None
                if kind is not None:
                    out.append({"deal": deal.to_pbn(), "dealer": deal.dealer.name, "contract": str(contract),
                                "played": [str(c) for c in play.played], "kind": kind})
            play.play(player.card(play, auction).action)
    return out


def run(positions: list[dict[str, object]], cap: int) -> list[object]:
    nodes: list[int] = []
    answers: list[object] = []
    gave_up = 0
    start = time.process_time()
    for p in positions:
        deal = Deal.parse(str(p["deal"]))
        play = Play(deal, str(p["contract"]), list(p["played"]))  # type: ignore[arg-type]
        budget = solver.NodeBudget(cap)
        try:
            if p["kind"] == "reach":
                got: object = {str(c): v for c, v in solver.cards_reaching(
                    play, play.contract.tricks_needed, time_limit=None, node_limit=budget).items()}
            else:
                got = {str(c): v for c, v in solver.best_cards(play, time_limit=None, node_limit=budget).items()}
        except AnalysisTimeout:
            got = None
            gave_up += 1
        answers.append(got)
        nodes.append(cap - budget.left)
    cpu = time.process_time() - start
    nodes_sorted = sorted(nodes)
    for kind in ("reach", "best"):
        ks = sorted(n for n, p in zip(nodes, positions, strict=True) if p["kind"] == kind)
        if ks:
            print(f"  {kind:5}: {len(ks):3} questions, nodes total {sum(ks):9,}, median {statistics.median(ks):8,.0f}, "
                  f"p90 {ks[int(0.9 * len(ks))]:8,}")
    print(f"all: {len(nodes)} questions, nodes total {sum(nodes):,}, median {statistics.median(nodes):,.0f}, "
          f"p90 {nodes_sorted[int(0.9 * len(nodes))]:,}, gave up {gave_up}, CPU {cpu:.1f} s "
          f"({1e6 * cpu / max(1, sum(nodes)):.1f} us/node)")
    return answers


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("what", choices=["make", "run"])
    parser.add_argument("file")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--cap", type=int, default=400_000)
    parser.add_argument("--save", default=None)
    parser.add_argument("--check", default=None)
    args = parser.parse_args()
    if args.what == "make":
        positions = make(args.deals, args.seed)
        Path(args.file).write_text(json.dumps(positions, indent=0))
        print(len(positions), "positions:", sum(p["kind"] == "reach" for p in positions), "reach,",
              sum(p["kind"] == "best" for p in positions), "best")
        return
    positions = json.loads(Path(args.file).read_text())
    answers = run(positions, args.cap)
    if args.save:
        Path(args.save).write_text(json.dumps(answers))
    if args.check:
        old = json.loads(Path(args.check).read_text())
        bad = [i for i, (a, b) in enumerate(zip(answers, old, strict=True)) if a is not None and b is not None and a != b]
        print("answers differ at", bad if bad else "no position")


if __name__ == "__main__":
    main()
