"""The activated army: formed, entering spaces, its movement over.

Activation (9.1) and Campaign cards (9.5) form an army; land moves (9.2) and sea
moves (9.6) enter a space; the player, a battle (9.4), a siege attempt or a
sortie (9.5) end its movement. Each hands over by name to the rules that follow
(the game's rules, rules.py): what the army may carry by sea (9.6.3), the other
side's reaction (9.3), and what the action does next.
"""

from __future__ import annotations

from typing import Any

from .game import SwordOfRome
from .movement_points import TRANSALPINE_ERRATUM, movement_points
from .pieces import Army


def activate(game: SwordOfRome, player: str, leader_name: str, *, card: int | None, event: str | None = None,
             movement_points_override: int | None = None, role: str | None = None) -> list[dict[str, Any]]:
    """Form the army of an activated leader and open its movement."""
    leader = game.leaders[leader_name]
    mp = movement_points_override if movement_points_override is not None else movement_points(
        leader.faction, card, game.reading(TRANSALPINE_ERRATUM, "always-five"))
    game.army = Army(commander=leader_name, faction=leader.faction, player=player, space=leader.space,
                     movement_points=mp, card=card, path=[leader.space])
    activated = {"type": "activated", "leader": leader_name, "player": player, "card": card,
                 "movement_points": mp, "space": leader.space}
    if event:
        activated["event"] = event
    if role:
        activated["role"] = role
    events = [activated]
    game.push("movement")
    events += game.proceed("after_activation")  # 9.6.3 what it may carry by sea (naval.py)
    return events


def enter(game: SwordOfRome, to: str, *, cost: int, how: str, **details: Any) -> list[dict[str, Any]]:
    """The army moves into ``to``: spend MP, move its leaders, then react."""
    army = game.army
    army.previous = army.space
    army.space = to
    army.entered_by = how
    army.mp_spent += cost
    army.path.append(to)
    army.taken_here = 0  # 9.1.2-d counts what it takes from each space it is in
    for name in army.leaders:
        game.leaders[name].space = to
        game.leaders[name].inside = False
    events = [{"type": "moved", "leader": army.commander, "from": army.previous, "to": to, "by": how,
               "cost": cost, "mp_left": army.mp_left, "cu": army.cu, **details}]
    events += game.proceed("on_enter")  # 9.3 the other side reacts (reaction.py)
    return events


def finish(game: SwordOfRome, reason: str) -> list[dict[str, Any]]:
    """The army's movement is over: its CU stay where it is."""
    army = game.army
    if army is None or army.ended:
        return []
    army.ended = True
    army.end_reason = reason
    game.add_cu(army.space, army.faction, army.cu)
    for frame in [f for f in game.frames if f.kind.name == "movement"]:
        game.pop(frame)
    events = [{"type": "movement_ended", "leader": army.commander, "space": army.space,
               "mp_left": army.mp_left, "reason": reason}]
    return events + game.proceed("after_movement")  # what the action does next (activation.py)
