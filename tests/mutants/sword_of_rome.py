"""Sword of Rome mutants for 9.1-9.2."""

from __future__ import annotations

from unittest import mock

from reference_engine import Implementation

from . import Mutant

_MP = "reference_engine.sword_of_rome.movement_points"
_STACKING = "reference_engine.sword_of_rome.stacking"
_TERRAIN = "reference_engine.sword_of_rome.terrain"


def gauls_get_4_mp_from_a_1_card():
    mock.patch.dict(f"{_MP}.GALLIC_MP_BY_CARD", {1: 4}).start()
    return Implementation()


def eleven_cu_may_move():
    mock.patch(f"{_STACKING}.MAX_MOVING_CU", 11).start()
    return Implementation()


def rough_terrain_costs_1_mp():
    mock.patch.dict(f"{_TERRAIN}.COST", {"rough": 1}).start()
    return Implementation()


MUTANTS = [
    Mutant("sword_of_rome", f"{__name__}:gauls_get_4_mp_from_a_1_card", "9.2.2-a", "Gauls get 4 MP from a 1-card"),
    Mutant("sword_of_rome", f"{__name__}:eleven_cu_may_move", "9.1.2-a", "11 CU may move"),
    Mutant("sword_of_rome", f"{__name__}:rough_terrain_costs_1_mp", "9.2", "rough terrain costs 1 MP"),
]
