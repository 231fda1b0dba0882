"""Properties of the reference engine's Hellenes movement, over random
positions on the partial map and random sequences of legal actions."""

from __future__ import annotations

from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from conformance.contract import Unsupported
from reference_engine import Implementation
from tests.support.random_positions.hellenes import LAND, SEA, positions
from tests.support.random_walks import walk


def blocks_conserved_except_storms(game, initial, state) -> None:
    """Blocks leave the map only for the pool, and only in a tempest (5.2.3)."""
    sunk = [name for e in state["events"] if e["type"] == "tempest" for name in e["eliminated"]]
    assert sorted(state["pool"]) == sorted(sunk), f"pool {state['pool']} but tempests sank {sunk}"
    assert sorted(list(state["blocks"]) + state["pool"]) == sorted(initial["blocks"]), "blocks created or lost"


def no_block_moves_in_two_actions(game, initial, state) -> None:
    """5.0 every block is moved by one action at most (a forced march belongs to its action)."""
    action_of: dict[str, int] = {}
    for event in state["events"]:
        if event["type"] in ("moved", "withdrew"):
            for name in [event["block"]] + ([event["cargo"]] if event.get("cargo") else []):
                assert action_of.setdefault(name, event["action"]) == event["action"], (
                    f"{name} moved in actions {action_of[name]} and {event['action']}")


def strengths_stay_positive(game, initial, state) -> None:
    for name, block in state["blocks"].items():
        assert 1 <= block["strength"] <= initial["blocks"][name]["strength"], f"{name}: {block}"


def unlisted_probes(game) -> list[dict]:
    names = sorted(game.blocks)[:4]
    areas = LAND[:5] + SEA[:2]
    probes = [{"type": kind, "block": name, "to": area} for kind in ("move", "forced_march")
              for name in names for area in areas]
    probes += [{"type": "embark", "block": a, "fleet": b, "strength": n} for a in names for b in names for n in (0, 1, 3)]
    probes += [{"type": "maneuver", "area": area} for area in areas]
    probes += [{"type": "muster", "city_state": area} for area in areas]
    probes += [{"type": t} for t in ("end_action", "end_actions", "take_extra_area", "nonsense")]
    probes += [{"type": "battle_result", "winner": w} for w in ("attacker", "defender", "draw")]
    return probes


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=positions(), data=st.data())
def test_random_legal_play_keeps_the_movement_invariants(position, data) -> None:
    game = Implementation().create(position)
    try:
        walk(game, data, steps=25, extra_actions=unlisted_probes,
             invariants=[blocks_conserved_except_storms, no_block_moves_in_two_actions, strengths_stay_positive])
    except Unsupported:
        reject()  # a block's last step lost to heavy seas: elimination is outside section 5
