"""Sword of Rome mutants for 9.1-9.2: each breaks exactly one clause."""

from __future__ import annotations

from unittest import mock

from reference_engine import Implementation
from reference_engine.sword_of_rome import pieces, terrain

from . import Mutant

_ENGINE = "reference_engine.sword_of_rome"


def gauls_get_4_mp_from_a_1_card():
    mock.patch.dict(f"{_ENGINE}.movement_points.GALLIC_MP_BY_CARD", {1: 4}).start()
    return Implementation()


def gauls_get_4_mp_from_a_3_card():
    mock.patch.dict(f"{_ENGINE}.movement_points.GALLIC_MP_BY_CARD", {3: 4}).start()
    return Implementation()


def leaders_have_5_mp():
    mock.patch(f"{_ENGINE}.movement_points.STANDARD_MP", 5).start()
    return Implementation()


def transalpine_gauls_have_4_mp():
    mock.patch(f"{_ENGINE}.movement_points.TRANSALPINE_MP", 4).start()
    return Implementation()


def eleven_cu_may_move():
    mock.patch(f"{_ENGINE}.stacking.MAX_MOVING_CU", 11).start()
    return Implementation()


def rough_terrain_costs_1_mp():
    mock.patch.dict(f"{_ENGINE}.terrain.COST", {"rough": 1}).start()
    return Implementation()


def straits_cost_1_mp():
    mock.patch.dict(f"{_ENGINE}.terrain.COST", {"strait": 1}).start()
    return Implementation()


def minor_leaders_pick_up_historical_ones():
    mock.patch.object(pieces.Leader, "is_minor", property(lambda self: False)).start()
    return Implementation()


def consuls_may_be_left_alone():
    class NotConsul(pieces.Leader):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.consul = False

    mock.patch(f"{_ENGINE}.game.Leader", NotConsul).start()
    return Implementation()


def anyone_may_plunder():
    mock.patch(f"{_ENGINE}.plunder.can_plunder", lambda faction: True).start()
    return Implementation()


def appian_way_is_rough_before_its_event():
    original = terrain.effective_type

    def broken(game, faction, a, b, connection):
        if connection.get("type") == "appian":
            return "rough"
        return original(game, faction, a, b, connection)

    mock.patch(f"{_ENGINE}.terrain.effective_type", broken).start()
    return Implementation()


def no_samnite_exception():
    mock.patch(f"{_ENGINE}.terrain._is_samnite_route", lambda game, a, b: False).start()
    return Implementation()


def _m(factory, clause: str, what: str) -> Mutant:
    return Mutant("sword_of_rome", f"{__name__}:{factory.__name__}", clause, what)


MUTANTS = [
    _m(gauls_get_4_mp_from_a_1_card, "9.2.2-a", "Gauls get 4 MP from a 1-card"),
    _m(gauls_get_4_mp_from_a_3_card, "9.2.2-c", "Gauls get 4 MP from a 3-card"),
    _m(leaders_have_5_mp, "9.2.1", "non-Gallic leaders get 5 MP"),
    _m(transalpine_gauls_have_4_mp, "9.2.3", "Transalpine Gauls get 4 MP"),
    _m(eleven_cu_may_move, "9.1.2-a", "11 CU may move"),
    _m(rough_terrain_costs_1_mp, "9.2", "rough terrain costs 1 MP"),
    _m(straits_cost_1_mp, "9.2", "straits cost 1 MP"),
    _m(minor_leaders_pick_up_historical_ones, "9.1.2-b", "minor leaders pick up historical leaders"),
    _m(consuls_may_be_left_alone, "9.1.2-d", "consuls may be left without CU"),
    _m(anyone_may_plunder, "9.2-plunder", "every power may spend MP on plunder"),
    _m(appian_way_is_rough_before_its_event, "9.2-note-appian-way", "the unbuilt Appian Way is rough"),
    _m(no_samnite_exception, "9.2-exception-samnites", "Samnites pay full terrain to their homeland"),
]
