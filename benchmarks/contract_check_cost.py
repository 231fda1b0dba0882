"""What the contract checks on every action cost: the reads the runner makes for them.

    PYTHONPATH=. python benchmarks/contract_check_cost.py [--implementation SPEC]

Plays the whole corpus once (in-process by default; ``--implementation
"exec:python -m conformance serve reference"`` for the process protocol) and times,
per game, what conformance/runner/world.py reads on its own, against the time of the
whole run:

- ``pending``: the pending() read before every action (conformance/checks/promises.py
  holds the action to it);
- ``state before``: the state() read before an action when none was read
  since the last accepted action (a refusal must leave the state unchanged);
- ``refusal``: after every refused action, pending() and state() read again
  and compared with what they were;
- ``end``: the state() read at the end of a scenario that started a game when
  no step read it after the last action (its ``dice_rolled``);
- ``kept``: the bytes kept of every pending decision and state read, to
  compare with after a refusal.

Prints figures, asserts nothing.
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

from conformance.checks import promises as verdict  # noqa: E402
from conformance.runner import world as world_module  # noqa: E402

PARTS = ("pending", "state before", "refusal", "end", "kept")
#: game -> part -> seconds of each timed read
SPENT: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
PHASE = {"game": "", "part": ""}


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
            SPENT[self._id]["pending"].append(time.perf_counter() - started)

    def act(self, player, action):
        return self._game.act(player, action)

    def state(self):
        return self._game.state()


def _timed(function, part):
    """``function`` (a World method) timed as ``part`` of the running scenario's game."""

    def call(self, *args, **kwargs):
        started = time.perf_counter()
        try:
            return function(self, *args, **kwargs)
        finally:
            SPENT[self.position["game"]][part].append(time.perf_counter() - started)

    return call


def _patch() -> None:
    World = world_module.World
    original_act, original_game, original_read = World.act, World.game, World._read_state
    original_finish, original_kept = World.finish, verdict.Kept.__init__

    def game(self):
        inner = original_game.fget(self)
        if not isinstance(inner, _Timed):
            self._game = inner = _Timed(inner, self.position["game"])
        return inner

    def act(self, player, action):
        self.game.in_act = True
        PHASE.update(game=self.position["game"], part="state before")
        try:
            return original_act(self, player, action)
        finally:
            PHASE["part"] = ""

    def read_state(self, schemas):
        part = PHASE["part"] if not schemas else ""
        if part not in ("state before", "end"):
            return original_read(self, schemas)
        started = time.perf_counter()
        try:
            return original_read(self, schemas)
        finally:
            SPENT[self.position["game"]][part].append(time.perf_counter() - started)

    def finish(self):
        PHASE.update(game=self.position["game"], part="end")
        try:
            return original_finish(self)
        finally:
            PHASE["part"] = ""

    def kept(self, value):
        started = time.perf_counter()
        try:
            original_kept(self, value)
        finally:
            SPENT[PHASE["game"] or "?"]["kept"].append(time.perf_counter() - started)

    World.game = property(game)
    World.act = act
    World._read_state = read_state
    check_unchanged = _timed(World._check_unchanged, "refusal")

    def refusal(self, *args):
        part, PHASE["part"] = PHASE["part"], "refusal"
        try:
            return check_unchanged(self, *args)
        finally:
            PHASE["part"] = part

    World._check_unchanged = refusal
    World.finish = finish
    verdict.Kept.__init__ = kept


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--implementation", default="reference")
    args = parser.parse_args()
    _patch()
    started = time.perf_counter()
    pytest.main([str(ROOT / "conformance" / "games"), "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                 "-p", "no:xdist", "--implementation", args.implementation, "--no-header", "--tb=no"])
    total = time.perf_counter() - started
    print(f"\n{'game':<14}" + "".join(f" {part + ' n':>16} {'ms':>8}" for part in PARTS))
    for game, parts in sorted(SPENT.items()):
        print(f"{game:<14}" + "".join(f" {len(parts[part]):>16} {sum(parts[part]) * 1000:>8.1f}" for part in PARTS))
    for part in PARTS:
        times = [t for parts in SPENT.values() for t in parts[part]]
        spent = sum(times)
        mean = spent / len(times) * 1e6 if times else 0.0
        print(f"{part:<14} {len(times):>6} reads {spent * 1000:>8.1f} ms (mean {mean:>6.0f} us) "
              f"= {spent / total:.1%} of the corpus run ({total:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
