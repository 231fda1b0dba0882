"""What the contract checks on every action cost: the reads the runner makes for them.

    python benchmarks/contract_check_cost.py [--implementation SPEC] [--game GAME]

Plays the whole corpus (or one game's) once (in-process by default; ``--implementation
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

Prints figures, asserts nothing; exits 1 where a scenario errored or the run was cut short (the
figures then miss part of it).
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


def _timed(part: str, function, world, *args):
    """``function(world, *args)``, its time added to ``part`` of the world's game."""
    started = time.perf_counter()
    try:
        return function(world, *args)
    finally:
        SPENT[world.game_id][part].append(time.perf_counter() - started)


def _patch() -> None:
    """World's own reads timed, each in its part: ``act`` reads the pending decision, then (where
    the action may be refused and no state was read since the last action) the state; a refusal
    reads both again (``_check_unchanged``); ``finish`` reads the state where no step did."""
    World = world_module.World
    original_act, original_pending, original_read = World.act, World.pending, World._read_state
    original_may_be_refused, original_unchanged = World._may_be_refused, World._check_unchanged
    original_finish, original_kept = World.finish, verdict.Kept.__init__

    def act(self, player, action):
        PHASE.update(game=self.game_id, part="pending")
        try:
            return original_act(self, player, action)
        finally:
            PHASE["part"] = ""

    def pending(self):
        if PHASE["part"] != "pending":
            return original_pending(self)
        PHASE["part"] = ""
        self.game  # noqa: B018 - the game created (the position loaded) before the read is timed
        return _timed("pending", original_pending, self)

    def may_be_refused(self):
        refusable = original_may_be_refused(self)
        PHASE["part"] = "state before" if refusable else ""
        return refusable

    def read_state(self):
        part = PHASE["part"]
        if part not in ("state before", "end"):
            return original_read(self)
        PHASE["part"] = ""
        return _timed(part, original_read, self)

    def check_unchanged(self, *args):
        PHASE["part"] = "refusal"
        try:
            return _timed("refusal", original_unchanged, self, *args)
        finally:
            PHASE["part"] = ""

    def finish(self):
        PHASE.update(game=self.game_id, part="end")
        try:
            return original_finish(self)
        finally:
            PHASE["part"] = ""

    def kept(self, value):
        if PHASE["part"] == "state before":  # act keeps the decision next: no state was read before the action
            PHASE["part"] = ""
        started = time.perf_counter()
        try:
            original_kept(self, value)
        finally:
            SPENT[PHASE["game"] or "?"]["kept"].append(time.perf_counter() - started)

    World.act, World.pending, World._read_state = act, pending, read_state
    World._may_be_refused, World._check_unchanged, World.finish = may_be_refused, check_unchanged, finish
    verdict.Kept.__init__ = kept


class Outcomes:
    """What pytest counted, read at the end of the run: an error is a scenario that did not complete."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def pytest_terminal_summary(self, terminalreporter) -> None:
        self.counts = {key: len(value) for key, value in terminalreporter.stats.items() if key}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--implementation", default="reference")
    parser.add_argument("--game", help="one game's corpus (default: all five)")
    args = parser.parse_args()
    _patch()
    outcomes = Outcomes()
    started = time.perf_counter()
    corpus = ROOT / "conformance" / "games" / (args.game or "")
    code = pytest.main([str(corpus), "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "-p", "no:xdist",
                        "--implementation", args.implementation, "--no-header", "--tb=short"], plugins=[outcomes])
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
    if code not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):  # interrupted, or pytest's own error
        print(f"the corpus run ended with pytest's exit status {int(code)} ({code.name}): the figures above are "
              "partial, not to be trusted", file=sys.stderr)
        return 1
    errors = outcomes.counts.get("error", 0)
    if errors or not outcomes.counts:
        print(f"{errors} scenario(s) errored (or the run counted nothing): the figures above are partial, not "
              "to be trusted", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
