"""What the contract check on every action costs: the extra pending() before each act.

    PYTHONPATH=. python benchmarks/contract_check_cost.py [--implementation SPEC]

Plays the whole corpus once in-process and times, per game, the pending()
that World.act reads before every action (conformance/verdict.py), against
the time of the whole run. Prints figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402

from conformance import world as world_module  # noqa: E402

SPENT: dict[str, list[float]] = defaultdict(list)


class _Timed:
    """Times the game's pending() when World.act reads it before an action."""

    def __init__(self, game, game_id: str) -> None:
        self._game, self._id, self.in_act = game, game_id, False

    def pending(self):
        if not self.in_act:
            return self._game.pending()
        self.in_act = False
        started = time.perf_counter()
        try:
            return self._game.pending()
        finally:
            SPENT[self._id].append(time.perf_counter() - started)

    def act(self, player, action):
        return self._game.act(player, action)

    def state(self):
        return self._game.state()


def _patch() -> None:
    original_act, original_game = world_module.World.act, world_module.World.game

    def game(self):
        inner = original_game.fget(self)
        if not isinstance(inner, _Timed):
            self._game = inner = _Timed(inner, self.position["game"])
        return inner

    def act(self, player, action):
        self.game.in_act = True
        return original_act(self, player, action)

    world_module.World.game = property(game)
    world_module.World.act = act


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--implementation", default="reference")
    args = parser.parse_args()
    _patch()
    started = time.perf_counter()
    pytest.main([str(ROOT / "conformance" / "corpus"), "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                 "-p", "no:xdist", "--implementation", args.implementation, "--no-header", "--tb=no"])
    total = time.perf_counter() - started
    print(f"\n{'game':<16} {'actions':>8} {'pending ms':>11} {'mean ms':>8}")
    for game, times in sorted(SPENT.items()):
        print(f"{game:<16} {len(times):>8} {sum(times) * 1000:>11.1f} {sum(times) / len(times) * 1000:>8.3f}")
    spent = sum(sum(t) for t in SPENT.values())
    print(f"{'all':<16} {sum(len(t) for t in SPENT.values()):>8} {spent * 1000:>11.1f}"
          f"   = {spent / total:.1%} of the corpus run ({total:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
