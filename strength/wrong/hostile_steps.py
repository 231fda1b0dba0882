"""Hostile implementations that only steps which take nothing from the implementation catch.

Each wraps the reference engine and is right wherever a step that reads the
scenario's own words looks, wrong where a step once took its answer from the
implementation (who acts) or asked for one spelling of an action only:

- ``WrongMover`` (The Sword of Rome): a moving army's ``movement`` decision is
  reported as the army's faction's (Carthage), not the player's who moves it
  (Rome: an alliance, a Neutral Power Activation, controllers); that faction's
  actions are played as the true player's;
- ``IndependentMovesItself`` (Successors): an independent army's decisions, and
  its state record's ``player``, are reported as ``Independent``'s, not the
  player's who moves it;
- ``InterceptLeadersEmpty`` (Successors): every ``interception`` decision also
  lists, for each of the decider's generals and 0-10 CU, an illegal
  ``{"type": "intercept", "general": G, "cu": N, "leaders": []}`` -- the
  schema's other spelling of an interception with no leaders;
- ``NoInterceptFromInsideWalls`` (The Sword of Rome): a leader inside the
  walls never intercepts (9.3.1-a broken), the ``reaction`` decision is still
  offered;
- ``NobodyIntercepts`` (The Sword of Rome): no leader intercepts at all, citing
  9.5.6-f (the engaged enemy's bar applied to every army).

tests/runner/test_steps_take_players_and_listings_from_the_scenario.py plays them without the reference check.

And one faithful implementation in the other spelling:

- ``DefaultsSpelledOut`` (Successors, The Sword of Rome): every listed action
  writes out the optional keys its action schema gives a ``default``
  (``"leaders": []`` on an interception without leaders, ``"inside": false`` on
  a sail), which the contract makes the same actions; it must pass wherever
  the reference engine does, the reference check on.
"""

from __future__ import annotations

from typing import Any

from conformance.checks.actions import spelled_decision
from conformance.contract import Refusal
from strength.wrong.patched import PatchedReference, WrappedGame


def _translating_act(inner: Any, shown: Any) -> Any:
    """``act`` that takes the player ``shown()`` names for the one the game waits for, and refuses the latter."""
    def act(player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        said, true = shown(), inner.pending()
        if said is not None and true is not None and said["player"] != true["player"]:
            if player == said["player"]:
                player = true["player"]
            elif player == true["player"]:
                raise Refusal("contract:wrong-player", "not this player's decision")
        return inner.act(player, action)

    return act


class WrongMover(PatchedReference):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def pending() -> dict[str, Any] | None:
            decision = inner.pending()
            if decision and decision.get("decision") == "movement":
                army = inner.state().get("army")
                if army and army.get("faction") and army["faction"] != decision["player"]:
                    return {**decision, "player": army["faction"]}
            return decision

        game.pending, game.act = pending, _translating_act(inner, pending)


class IndependentMovesItself(PatchedReference):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def lying() -> bool:
            army = inner.state().get("army")
            return army is not None and army.get("faction") == "Independent" and not army.get("ended")

        def pending() -> dict[str, Any] | None:
            decision = inner.pending()
            if decision and lying() and decision.get("player") == inner.state()["army"]["player"]:
                return {**decision, "player": "Independent"}
            return decision

        def state() -> dict[str, Any]:
            found = inner.state()
            if lying():
                found = {**found, "army": {**found["army"], "player": "Independent"}}
            return found

        game.pending, game.state, game.act = pending, state, _translating_act(inner, pending)


class InterceptLeadersEmpty(PatchedReference):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def pending() -> dict[str, Any] | None:
            decision = inner.pending()
            if not decision or decision.get("decision") != "interception":
                return decision
            generals = [name for name, general in inner.state().get("generals", {}).items()
                        if general.get("faction") == decision["player"]]
            plain = {(a.get("general"), a.get("cu")) for a in decision["actions"]
                     if a.get("type") == "intercept" and "leaders" not in a}
            extra = [{"type": "intercept", "general": name, "cu": count, "leaders": []}
                     for name in generals for count in range(11) if (name, count) not in plain]
            return {**decision, "actions": decision["actions"] + extra}

        game.pending = pending


class _NoIntercept(PatchedReference):
    rule = ""

    def barred(self, inner: Any, action: dict[str, Any]) -> bool:
        raise NotImplementedError

    def patch(self, game: WrappedGame, inner: Any) -> None:
        def pending() -> dict[str, Any] | None:
            decision = inner.pending()
            if decision and decision.get("decision") == "reaction":
                return {**decision, "actions": [a for a in decision["actions"] if not self.barred(inner, a)]}
            return decision

        def act(player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
            if self.barred(inner, action):
                raise Refusal(self.rule, "no interception")
            return inner.act(player, action)

        game.pending, game.act = pending, act


class NoInterceptFromInsideWalls(_NoIntercept):
    rule = "9.3.1-a"

    def barred(self, inner: Any, action: dict[str, Any]) -> bool:
        leaders = inner.state().get("leaders", {})
        return action.get("type") == "intercept" and leaders.get(action.get("leader"), {}).get("inside", False)


class NobodyIntercepts(_NoIntercept):
    rule = "9.5.6-f"

    def barred(self, inner: Any, action: dict[str, Any]) -> bool:
        return action.get("type") == "intercept"


class DefaultsSpelledOut(PatchedReference):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        game_id = inner.state()["game"]
        game.pending = lambda: spelled_decision(inner.pending(), game_id)
