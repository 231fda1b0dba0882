"""Step 8: enemy units still in the open in the destination mean a field battle (14, outside the excerpt)."""

from __future__ import annotations

from typing import Any

from .game import HereIStand


def enemy_powers_in_field(game: HereIStand) -> list[str]:
    to = game.move["to"]
    return [p for p in game.powers_with_units(to)
            if p != game.active and game.is_enemy_in_move(p) and game.units_of(to, p).in_field]


def enemy_units_in_field(game: HereIStand) -> int:
    return sum(game.units_of(game.move["to"], p).in_field for p in enemy_powers_in_field(game))


def resolve(game: HereIStand) -> list[dict[str, Any]]:
    defenders = enemy_powers_in_field(game)
    if not defenders:
        return [{"type": "movement_completed", "to": game.move["to"]}]
    # 13.1-step-8 a field battle is fought (its rules are 14's)
    battle = {"space": game.move["to"], "attacker": game.active, "defenders": defenders}
    game.battles_due.append(battle)
    return [{"type": "field_battle_due", **battle}]
