"""9.1-9.2 The moving army: land moves, pick-up and drop-off, ending movement.

The "movement" decision belongs to the player whose army is activated. Its
actions are:

- ``{"type": "move", "to": SPACE}`` -- a land move to an adjacent space (9.2)
- ``{"type": "pick_up", "cu": N}`` / ``{"type": "pick_up", "leader": NAME}`` (9.1.2)
- ``{"type": "drop_off", "cu": N}`` / ``{"type": "drop_off", "leader": NAME}`` (9.1.2)
- ``{"type": "plunder", "mp": N}`` -- Gauls and Transalpine Gauls spend MP on plunder
  (9.2; what plunder costs and does is rule 14.2, so N is the scenario's given)
- ``{"type": "end_movement"}``
- and what other sections add through :data:`EXTENSIONS` (naval: ``sail``;
  campaign: ``besiege``, ``subjugate``, and ``activate`` refused while moving).

Entering a space hands over to reaction (9.3) and enemy-occupied spaces
(9.4), which may push decisions of the other side or stop the army (army.py).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, NamedTuple

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from . import campaign, enemy_spaces, naval, plunder, reaction, stacking, terrain
from .army import enter, finish
from .game import SwordOfRome


class Extension(NamedTuple):
    candidates: Callable[[SwordOfRome], Iterable[dict[str, Any]]]
    check: Callable[[SwordOfRome, str, dict[str, Any]], None]
    apply: Callable[[SwordOfRome, str, dict[str, Any]], list[dict[str, Any]]]


#: action type -> how a rule section extends the movement decision: (candidates, check, apply),
#: as each section lists the movement actions it adds
EXTENSIONS: dict[str, Extension] = {
    kind: Extension(*parts) for section in (naval, campaign) for kind, parts in section.MOVEMENT_ACTIONS.items()}


#: the movement actions by which the army leaves its space
DEPARTURES = ("move", "sail")


class Movement(DecisionKind[SwordOfRome]):
    name = "movement"
    rule = "9.2"

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return game.army.player

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        army = game.army
        return {"leader": army.commander, "space": army.space, "mp_left": army.mp_left}

    def candidates(self, game: SwordOfRome, frame: Frame) -> list[dict[str, Any]]:
        found = [{"type": "move", "to": space} for space in game.neighbours(game.army.space)]
        found += stacking.candidates(game)
        found += plunder.candidates(game)
        for extension in EXTENSIONS.values():
            found += extension.candidates(game)
        found.append({"type": "end_movement"})
        return found

    def check(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "move":
            check_land_move(game, action.get("to"))
        elif kind in ("pick_up", "drop_off"):
            stacking.check(game, action)
        elif kind == "plunder":
            plunder.check(game, action)
        elif kind == "end_movement":
            check_end(game)
        elif kind in EXTENSIONS:
            EXTENSIONS[kind].check(game, player, action)
        else:
            raise Refusal(OUT_OF_PLACE, f"'{kind}' is not a movement action")
        if kind in DEPARTURES:
            stacking.check_consuls_left(game)  # 9.1.2-d by land or by sea, whatever the order of pick-ups
        campaign.check_movement_action(game, action)  # 9.5.2 budget, 9.5.6 flanking army

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kind = action["type"]
        if kind == "move":
            cost, kind_of_terrain = terrain.land_cost(game, game.army.faction, game.army.space, action["to"])
            return enter(game, action["to"], cost=cost, how="land", terrain=kind_of_terrain)
        if kind in ("pick_up", "drop_off"):
            campaign.before_stacking(game, action)  # 9.5.2 what each unit has spent
            return stacking.apply(game, action)
        if kind == "plunder":
            return plunder.apply(game, action)
        if kind == "end_movement":
            return finish(game, "ended by its player")
        return EXTENSIONS[kind].apply(game, player, action)


def check_land_move(game: SwordOfRome, to: Any) -> None:
    army = game.army
    if not isinstance(to, str) or to not in game.board:
        raise Refusal(MALFORMED, f"{to!r} is not a space on the map")
    cost, _ = terrain.land_cost(game, army.faction, army.space, to)
    if cost > army.mp_left:
        # 9.2 each move spends MP by terrain; no move beyond the MP left
        raise Refusal("9.2", f"moving to {to} costs {cost} MP and the army has {army.mp_left} MP left")
    reaction.check_leaving(game)
    naval.check_land_move(game, to)
    enemy_spaces.check_entering(game, to)


def check_sea_move(game: SwordOfRome, to: str) -> None:
    """The checks of a sea move to ``to`` (9.6), as a way out a lone leader may still take (9.4.4)."""
    EXTENSIONS["sail"].check(game, game.army.player, {"type": "sail", "to": to})


def check_end(game: SwordOfRome) -> None:
    enemy_spaces.check_stopping(game, game.army.space)
    campaign.check_end(game)  # 9.5.6 where a flanking army stops
