"""Speed of the engine core: prints deals per second; not a test.

    python benchmarks/engine.py [seconds-per-figure]

1. random deals per second (one seeded stream, and a fresh integer seed per deal);
2. constrained deals per second: South 15-17 HCP and balanced (as a HandSpec, and as a
   plain Python function, which cannot use the point-range sampler);
3. complete deals per second: a random deal, a random legal auction and all 52 cards
   played, every call and card through the public, legality-checked API.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bridgelib import PASS, Auction, Deal, HandSpec, Play, Seat  # noqa: E402


def rate(label: str, work, seconds: float) -> float:
    """Run ``work()`` (which returns how many items it made) for about ``seconds``."""
    work()  # warm up caches (e.g. the point-range tables)
    done = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        done += work()
    per_second = done / elapsed
    print(f"{label:<62} {per_second:>10,.0f} /s")
    return per_second


def main(seconds: float = 3.0) -> None:
    print(f"Python {sys.version.split()[0]}, {seconds:g} s per figure")
    rng = random.Random(2026)

    rate("random deals (one seeded stream)", lambda: [Deal.random(rng) for _ in range(1000)] and 1000, seconds)
    seeds = iter(range(10**9))
    rate("random deals (Deal.random(seed) with a new seed each)",
         lambda: [Deal.random(next(seeds)) for _ in range(1000)] and 1000, seconds)

    spec = {Seat.S: HandSpec(hcp=(15, 17), balanced=True)}
    rate("constrained deals: South 15-17 HCP balanced (HandSpec)",
         lambda: [Deal.generate(spec, rng) for _ in range(200)] and 200, seconds)

    def strong_notrump(hand) -> bool:
        return 15 <= hand.hcp <= 17 and hand.is_balanced

    rate("constrained deals: the same as a Python function",
         lambda: [Deal.generate({Seat.S: strong_notrump}, rng) for _ in range(100)] and 100, seconds)

    def complete_deals() -> int:
        played = 0
        for _ in range(50):
            deal = Deal.random(rng, dealer=Seat.N)
            auction = Auction(deal.dealer)
            while not auction.is_over:
                auction.call(PASS if rng.random() < 0.55 else rng.choice(auction.legal_calls()))
            if auction.contract is None:
                continue  # passed out: counted in the time, not in the deals
            play = Play(deal, auction.contract)
            while not play.is_over:
                play.play(rng.choice(play.legal_cards()))
            played += 1
        return played

    rate("complete deals: auction + 52 cards, all legality-checked", complete_deals, seconds)


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0)
