"""Characterisation of the computer players (bridgelib.robots): every call and card they
choose, and every reason they give, equal a record made on purpose.

The record, ``tests/data/robots_play.json``, was written by this file's ``record()``
(``python tests/test_robots_regression.py``; from a git worktree, put its ``bridgelib``
first with ``PYTHONPATH=.``), last after issue 13's changes to the
robots (the coach's new openings and rebids, the defenders' signals and leads, declarer's
plans, the look-ahead with layouts that fit the auction, the leads and the bidding of the
session after, then declarer crossing to the trump hand to draw trumps and the bidding
after that, then the opening leads that cash a side ace). Seeded random
deals (``Deal.random``) are bid by ``robot_call`` and played out card by card with
``Robot.card``:

* ``TECHNIQUE_DEALS`` deals with the look-ahead off (``use_solver_from=None``): the rules
  of thumb alone, which are deterministic on any machine; the first ``NO_AUCTION_DEALS``
  of them are played a second time without the auction (the opening leader then does not
  know partner's suit);
* ``LOOK_AHEAD_DEALS`` deals with the look-ahead in the last ``LOOK_AHEAD_FROM`` cards
  only (the last three tricks, and no contract look-ahead before), where the solver answers
  in milliseconds; the look-ahead
  has no limit by the clock, so a slow machine gives the same cards; earlier cards are
  technique.

A change of one card or one word of a reason fails the test.
"""

from __future__ import annotations

import json
from pathlib import Path

from bridgelib import Auction, Deal, Play, Seat
from bridgelib.robots import Robot, robot_call

DATA = Path(__file__).with_name("data") / "robots_play.json"
TECHNIQUE_DEALS = 300
NO_AUCTION_DEALS = 50
LOOK_AHEAD_DEALS = 100
LOOK_AHEAD_FROM = 12


def _bid(deal: Deal) -> tuple[Auction, list[list[str]]]:
    auction = Auction(deal.dealer)
    calls: list[list[str]] = []
    while not auction.is_over:
        turn = auction.turn
        assert turn is not None
        decision = robot_call(auction, deal[turn])
        calls.append([str(decision.action), decision.reason])
        auction.call(decision.action)
    return auction, calls


def _play(deal: Deal, auction: Auction, with_auction: bool, solver_from: int | None) -> list[list[str]]:
    contract = auction.contract
    assert contract is not None
    play = Play(deal, contract)
    # technique alone, or the look-ahead in the last cards only (no contract look-ahead earlier)
    robot = Robot(use_solver_from=solver_from, check_contract_from=None)
    cards: list[list[str]] = []
    while not play.is_over:
        decision = robot.card(play, auction if with_auction else None)
        cards.append([str(decision.action), decision.reason])
        play.play(decision.action)
    return cards


def games(first: int = 0, count: int = TECHNIQUE_DEALS + LOOK_AHEAD_DEALS) -> list[dict[str, object]]:
    """The seeded deals ``first`` to ``first + count - 1``, bid and played by the robots."""
    out: list[dict[str, object]] = []
    for k in range(first, first + count):
        deal = Deal.random(5000 + k, dealer=Seat(k % 4))
        auction, calls = _bid(deal)
        game: dict[str, object] = {"seed": 5000 + k, "deal": deal.to_pbn(), "calls": calls}
        if auction.contract is not None:
            if k < TECHNIQUE_DEALS:
                game["technique"] = _play(deal, auction, True, None)
                if k < NO_AUCTION_DEALS:
                    game["technique, no auction"] = _play(deal, auction, False, None)
            else:
                game[f"look-ahead from {LOOK_AHEAD_FROM}"] = _play(deal, auction, True, LOOK_AHEAD_FROM)
        out.append(game)
    return out


def record() -> None:
    DATA.parent.mkdir(exist_ok=True)
    lines = (json.dumps(g, ensure_ascii=False) for g in games())  # one deal a line
    DATA.write_text("[\n" + ",\n".join(lines) + "\n]\n", encoding="utf-8")


def _compare(recorded: list[dict[str, object]], now: list[dict[str, object]]) -> None:
    assert [g["deal"] for g in now] == [g["deal"] for g in recorded]  # the same deals
    for old, new in zip(recorded, now, strict=True):
        for key in sorted(set(old) | set(new)):
            assert new.get(key) == old.get(key), f"deal {old['seed']}, {key}: " + next(
                (f"decision {i}: recorded {a}, now {b}" for i, (a, b) in
                 enumerate(zip(old.get(key) or [], new.get(key) or [], strict=False)) if a != b),
                "a different number of decisions")


def _recorded() -> list[dict[str, object]]:
    games_ = json.loads(DATA.read_text(encoding="utf-8"))
    assert len(games_) == TECHNIQUE_DEALS + LOOK_AHEAD_DEALS
    return games_  # type: ignore[no-any-return]


def test_technique_calls_and_cards_are_as_recorded() -> None:
    recorded = _recorded()
    assert sum(len(g.get("technique", [])) for g in recorded) > 10_000  # hundreds of deals played out
    _compare(recorded[:TECHNIQUE_DEALS], games(0, TECHNIQUE_DEALS))


def test_look_ahead_cards_are_as_recorded() -> None:
    recorded = _recorded()[TECHNIQUE_DEALS:]
    reasons = [r for g in recorded for _, r in g.get(f"look-ahead from {LOOK_AHEAD_FROM}", [])]  # type: ignore[attr-defined]
    assert sum(r.startswith("Looking ahead") for r in reasons) > 100  # the solver did choose cards
    _compare(recorded, games(TECHNIQUE_DEALS, LOOK_AHEAD_DEALS))


if __name__ == "__main__":
    record()
