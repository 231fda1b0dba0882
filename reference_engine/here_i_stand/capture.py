"""A leader alone in an unfortified space that enemy land units enter is captured
(13.1-restriction-f-capture) and kept on the captor's card (13.1-restriction-f-card)."""

from __future__ import annotations

from typing import Any


def lone_leaders(game: Any) -> list[dict[str, Any]]:
    move = game.move
    to = move["to"]
    if not move["units"] or game.is_fortified(to):
        return []  # only land units entering an unfortified space capture
    single = game.reading("13.1-restriction-f-alone", "without-units") == "single-leader"
    events = []
    for power in sorted({l.power for l in game.leaders.values() if l.space == to and l.captured_by is None}):
        if power == game.active or not game.is_enemy_in_move(power) or game.units_of(to, power).total:
            continue
        leaders = game.leaders_in(to, power)
        if single and len(leaders) > 1:
            continue  # erratum 13.1-restriction-f-alone, reading "single-leader"
        for leader in sorted(leaders, key=lambda l: l.name):
            leader.captured_by = game.active
            events.append({"type": "leader_captured", "leader": leader.name, "power": power, "space": to,
                           "held_by": game.active, "return": "diplomacy phase of the next turn (9)"})
    return events
