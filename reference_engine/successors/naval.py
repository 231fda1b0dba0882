"""Naval movement.

``sail`` steps along a sea (1 MP) or Mediterranean (2 MP) connection; the
first one starts the naval move at the embarkation port. ``land`` ends it at
the debarkation port, where interception and contact with other factions'
CU happen; at sea neither does (naval-h, naval-m). What enemy fleets and
Storm at Sea do is outside the excerpt: the position may say where the
voyage is driven back (``situation.sea_interruption``).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE
from . import arrival
from .army import finish, relocate
from .game import Successors

SEA_COST = {"sea": 1, "mediterranean": 2}  # naval-e, naval-f
MAX_NAVAL_CU = 8  # naval-d
NAVAL_MOVES_PER_SEGMENT = 1  # naval-c
CAPACITY_ERRATUM = "naval-d-capacity-moment"
LAND_SEA_LAND = "naval-j-segment"


def sea_cost(game: Successors, a: str, b: str) -> int | None:
    costs = [SEA_COST[t] for t in game.connection_types(a, b) if t in SEA_COST]
    return min(costs) if costs else None


def check_sail(game: Successors, player: str, to: Any) -> None:
    army = game.army
    if not isinstance(to, str) or to not in game.board:
        raise Refusal(MALFORMED, f"{to!r} is not a space on the map")  # as for a land step
    cost = sea_cost(game, army.space, to)
    if cost is None:
        raise Refusal("naval-a", f"no sea route joins {army.space} and {to}")
    if army.sea_move_done:
        # naval-c one naval move in the segment: this army has made it
        raise Refusal("naval-c", "the army has already made its naval move")
    if not army.at_sea:
        if game.naval_moves_made.get(player, 0) >= NAVAL_MOVES_PER_SEGMENT:
            # naval-c one naval move per segment
            raise Refusal("naval-c", f"{player} has made his naval move this segment")
        if game.segment == "tyche" and not game.tyche_ops:
            # naval-c in a Tyche segment only when moving with a card's OPs
            raise Refusal("naval-c", "in a Tyche segment a naval move needs the card's OPs")
        if army.cu > MAX_NAVAL_CU:
            # naval-d at most 8 CU by sea
            raise Refusal("naval-d", f"{army.cu} CU are more than {MAX_NAVAL_CU} for a naval move")
    if cost > army.mp_left:
        # naval-e 1 MP a step; naval-f 2 across the Mediterranean
        raise Refusal("naval-f" if cost == SEA_COST["mediterranean"] else "naval-e",
                      f"sailing to {to} costs {cost} MP and the army has {army.mp_left} MP left")


def sail(game: Successors, player: str, to: str) -> list[dict[str, Any]]:
    army = game.army
    events = []
    if not army.at_sea:
        army.at_sea = True
        army.embarkation_port = army.space  # naval-l
        army.land_moves_before_sea = army.land_moves
        game.naval_moves_made[player] = game.naval_moves_made.get(player, 0) + 1
        events.append({"type": "embarked", "general": army.commander, "port": army.space, "cu": army.cu})
    cost = sea_cost(game, army.space, to)
    relocate(game, to)
    army.mp_spent += cost
    army.entered_by = "sea"
    events.append({"type": "sailed", "general": army.commander, "from": army.previous, "to": to,
                   "cost": cost, "mp_left": army.mp_left, "cu": army.cu})
    interruption = game.sea_interruption or {}
    if interruption.get("space") == to:
        # naval-b / naval-l an enemy fleet or Storm at Sea sends the army back to its embarkation port
        relocate(game, army.embarkation_port)
        army.at_sea = False
        army.sea_move_done = True
        events.append({"type": "returned_to_embarkation_port", "port": army.space,
                       "cause": interruption.get("cause", "")})
        events += finish(game, "forced back to its embarkation port")
    return events


def check_landing(game: Successors) -> None:
    if not game.army.at_sea:
        raise Refusal(OUT_OF_PLACE, "the army is not at sea: there is no voyage to end")


def land(game: Successors) -> list[dict[str, Any]]:
    army = game.army
    army.at_sea = False
    army.sea_move_done = True
    army.debarkation_port = army.space  # naval-m
    events = [{"type": "landed", "general": army.commander, "port": army.space, "cu": army.cu}]
    return events + arrival.start(game)


def check_land_move(game: Successors) -> None:
    army = game.army
    if army.at_sea:
        # naval-n the sea move ends ashore: land first
        raise Refusal("naval-n", "the army is at sea; it must land before moving overland")
    if army.sea_move_done and army.land_moves_before_sea:
        if game.segment == "tyche" and game.reading(LAND_SEA_LAND, "every-segment") == "movement-segment-only":
            return  # naval-j-segment "movement-segment-only": the ban is the Movement segment's
        # naval-j overland before or after the sea move, not both
        raise Refusal("naval-j", "the army moved overland before its sea move")


def check_ending(game: Successors) -> None:
    if game.army.at_sea:
        # naval-n nobody stays at sea
        raise Refusal("naval-n", "the army must land where its sea move ends")


def check_collecting_cu(game: Successors, count: int) -> None:
    army = game.army
    if army.at_sea and game.reading(CAPACITY_ERRATUM, "throughout") == "throughout":
        if army.cu + count > MAX_NAVAL_CU:
            # naval-d at most 8 CU aboard (erratum naval-d-capacity-moment, reading "throughout")
            raise Refusal("naval-d", f"{army.cu} + {count} CU would be more than {MAX_NAVAL_CU} at sea")


def check_leaving_cu(game: Successors) -> None:
    army = game.army
    if army.at_sea and any(f != army.faction for f in game.factions_with_cu(army.space)):
        # naval-i no CU left in an enemy-occupied space on the way
        raise Refusal("naval-i", f"{army.space} is occupied by the enemy")
