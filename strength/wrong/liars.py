"""Liar implementations: right in every rule, wrong about the contract.

Each liar wraps the reference engine (so every rule is played right) and lies
about one promise of the contract:

- ``no_actions``: every pending decision lists no actions;
- ``extra_action``: every list holds one illegal action besides the legal ones
  (the one the scenario plays, added once it is played);
- ``dropped_action``: every list lacks one legal action;
- ``duplicate_action``: every list holds one of its legal actions twice;
- ``extra_die``: the first roll takes one die more from the script;
- ``skipped_roll``: the first roll reads the script's die without using it up;
- ``unsupported_refusal``: answers Unsupported from act() wherever the rules
  forbid an action, instead of refusing it (its handshake declares every clause);
- ``no_dice_rolled``: where the position scripts no dice, the state has no
  ``dice_rolled``;
- ``refusal_resets``: a refusal after an accepted action starts the game
  again from its position;
- ``stale_state``: after a refusal, state() answers the state as it was before
  the last accepted action (until the next one).

A liar's list is settled only when the scenario answers the decision: the
lie then concerns the action played -- the one lie a scenario is in a
position to see (an extra action nobody plays, or a missing one nobody
wanted, is invisible to the steps: the reference check sees it, and
strength/wrong/sneaky.py lies that way). In-process the corpus holds the very
list the liar handed out, so the liar amends that list in ``act``. An action
listed twice is seen wherever a list is read.

Each liar notes the scenarios in which it told a lie the scenario could see
(in the file named by $LIAR_LOG: liar, tab, node id, a line); strength/liar_run.py
reads them back, for tests/strength/test_liars_are_caught.py and strength/liars.py.
``python:strength.wrong.liars:Liar`` is the implementation; loaded as a pytest
plugin (``-p strength.wrong.liars``) this module
picks the liar each scenario faces (``--liar``) and, with ``--liar-steps
TEXT``, keeps only the scenarios that have a step containing TEXT.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from conformance.checks.actions import is_listed
from conformance.contract import Refusal, Unsupported
from conformance.contract.data import copied
from reference_engine import Implementation
from reference_engine.core.dice import DiceScript


def _told() -> None:
    """Note that the running scenario saw a lie of its liar."""
    log, node = os.environ.get("LIAR_LOG"), os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" ", 1)[0]
    if log and node:
        with open(log, "a", encoding="utf-8") as out:
            out.write(f"{CURRENT['liar']}\t{node}\n")


class LiarGame:
    """A reference-engine game whose pending decisions lie (subclasses say how)."""

    def __init__(self, game: Any, position: dict[str, Any] | None = None) -> None:
        self.game = game
        self.position = position
        self.handed_out: dict[str, Any] | None = None

    def pending(self) -> dict[str, Any] | None:
        decision = self.game.pending()
        if decision is not None:
            decision = {**decision, "actions": self.listed(list(decision["actions"]))}
        self.handed_out = decision
        return decision

    def act(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        handed_out, self.handed_out = self.handed_out, None
        try:
            events = self.game.act(player, action)
        except Refusal:
            if handed_out is not None and handed_out["player"] == player:
                self.refused(handed_out["actions"], action)
            raise
        if handed_out is not None:
            self.accepted(handed_out["actions"], action)
        return events

    def state(self) -> dict[str, Any]:
        return self.game.state()

    # -- the lie -----------------------------------------------------------
    def listed(self, actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return actions

    def accepted(self, actions: list[dict[str, Any]], action: dict[str, Any]) -> None:
        pass

    def refused(self, actions: list[dict[str, Any]], action: dict[str, Any]) -> None:
        pass


class NoActions(LiarGame):
    def listed(self, actions):
        self.had_actions = bool(actions)
        return []

    def accepted(self, actions, action):
        if self.had_actions:
            _told()


class ExtraAction(LiarGame):
    # the illegal extra is the action the scenario plays, added once it is played (a stand-in
    # handed out before -- a copy of a legal action -- would be an action listed twice)
    def refused(self, actions, action):
        if not is_listed(action, actions):
            actions.append(action)
            _told()


class DroppedAction(LiarGame):
    def listed(self, actions):
        self.dropped = actions.pop() if actions else None
        return actions

    def accepted(self, actions, action):
        had_one = self.dropped is not None
        if self.dropped is not None and is_listed(action, actions):  # drop the played action instead
            actions[:] = [a for a in actions if not is_listed(action, [a])] + [self.dropped]
            self.dropped = None
        if had_one:
            _told()


class DuplicateAction(LiarGame):
    def listed(self, actions):
        if not actions:
            return actions
        _told()  # every list the corpus reads is checked: the lie is seen where it is handed out
        return actions + [dict(actions[len(actions) // 2])]


class UnsupportedRefusal(LiarGame):
    def act(self, player, action):
        try:
            return super().act(player, action)
        except Refusal as refusal:
            _told()
            raise Unsupported(f"not modelled (rather than a refusal citing {refusal.rule})") from None


class NoDiceRolled(LiarGame):
    def state(self):
        state = self.game.state()
        if self.position["dice"]:
            return state
        _told()  # told when the corpus reads the state
        return {key: value for key, value in state.items() if key != "dice_rolled"}


class RefusalResets(LiarGame):
    played = 0

    def act(self, player, action):
        try:
            events = super().act(player, action)
        except Refusal:
            if self.played:
                fresh = Implementation().create(copied(self.position))
                if (fresh.pending(), fresh.state()) != (self.game.pending(), self.game.state()):
                    _told()
                self.game, self.played = fresh, 0
            raise
        self.played += 1
        return events


class StaleState(LiarGame):
    earlier = stale = None

    def act(self, player, action):
        before = copied(self.game.state())
        try:
            events = super().act(player, action)
        except Refusal:
            if self.earlier is not None and self.earlier != self.game.state():
                self.stale = self.earlier
                _told()
            raise
        self.earlier, self.stale = before, None
        return events

    def state(self):
        return copied(self.stale) if self.stale is not None else self.game.state()


class ExtraDie(DiceScript):
    def roll(self, why: str = "") -> int:
        if not self.used:
            _told()
            super().roll(f"an extra die before {why}")
        return super().roll(why)


class SkippedRoll(DiceScript):
    def roll(self, why: str = "") -> int:
        if not self.used and not getattr(self, "skipped", False) and self.remaining:
            self.skipped = True
            _told()
            return self.remaining[0]
        return super().roll(why)


LIARS: dict[str, tuple[type[LiarGame], type[DiceScript] | None]] = {
    "no_actions": (NoActions, None),
    "extra_action": (ExtraAction, None),
    "dropped_action": (DroppedAction, None),
    "duplicate_action": (DuplicateAction, None),
    "extra_die": (LiarGame, ExtraDie),
    "skipped_roll": (LiarGame, SkippedRoll),
    "unsupported_refusal": (UnsupportedRefusal, None),
    "no_dice_rolled": (NoDiceRolled, None),
    "refusal_resets": (RefusalResets, None),
    "stale_state": (StaleState, None),
}
#: the liars a scenario that refuses an action faces in turn (in the panel)
REFUSAL_LIARS = ("extra_action", "unsupported_refusal", "refusal_resets", "stale_state")
#: the liars the other scenarios face in turn (in the panel)
OTHER_LIARS = ("no_actions", "dropped_action", "duplicate_action", "no_dice_rolled")
#: the liar playing the running scenario (set by the plugin below)
CURRENT = {"liar": "no_actions"}


class Liar(Implementation):
    """The reference engine, with the lie of the running scenario's liar."""

    name = "liar"

    def create(self, position: dict[str, Any]) -> LiarGame:
        game = super().create(position)
        game_class, dice_class = LIARS[CURRENT["liar"]]
        if dice_class is not None:
            game.dice.__class__ = dice_class
        return game_class(game, copied(position))


# -- the plugin: which liar plays which scenario -----------------------------------
def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--liar", default="panel", metavar="NAME",
                     help="the liar every scenario faces, or 'panel': each scenario faces one liar "
                          "that it can see (dice liars where dice are scripted, the refusal liars in "
                          "turn where an action is refused, the others in turn elsewhere)")
    parser.addoption("--liar-steps", default=None, metavar="TEXT",
                     help="keep only the scenarios with a step containing TEXT")


def _steps(item: pytest.Item) -> list[str]:
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    template = scenario_wrapper_template_registry.get(getattr(item, "obj", None))
    return [step.name for step in template.all_background_steps + template._steps] if template else []


_LIAR_OF = pytest.StashKey[str]()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    text, chosen = config.getoption("--liar-steps"), config.getoption("--liar")
    if text:
        drop = [item for item in items if not any(text in step for step in _steps(item))]
        if drop:
            config.hook.pytest_deselected(items=drop)
            items[:] = [item for item in items if item not in set(drop)]
    turns = {"dice": 0, "refused": 0, "other": 0}
    for item in items:
        if chosen != "panel":
            item.stash[_LIAR_OF] = chosen
            continue
        steps = _steps(item)
        if any("the dice will roll" in step for step in steps):
            item.stash[_LIAR_OF] = ("extra_die", "skipped_roll")[turns["dice"] % 2]
            turns["dice"] += 1
        elif any("is refused" in step for step in steps):
            item.stash[_LIAR_OF] = REFUSAL_LIARS[turns["refused"] % len(REFUSAL_LIARS)]
            turns["refused"] += 1
        else:
            item.stash[_LIAR_OF] = OTHER_LIARS[turns["other"] % len(OTHER_LIARS)]
            turns["other"] += 1


def pytest_runtest_setup(item: pytest.Item) -> None:
    CURRENT["liar"] = item.stash.get(_LIAR_OF, CURRENT["liar"])
