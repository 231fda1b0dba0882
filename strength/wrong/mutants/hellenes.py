"""Hellenes mutants for section 5: each breaks one clause of the reference engine."""

from __future__ import annotations

from unittest import mock

from reference_engine import Implementation

from . import Mutant

_PKG = "reference_engine.hellenes"


def storm_on_1_to_3_in_summer():
    mock.patch.dict(f"{_PKG}.storms.STORM_MAX", {"Summer": 3}).start()
    return Implementation()


def tempest_on_1_to_2_only():
    mock.patch(f"{_PKG}.storms.TEMPEST_MAX", 2).start()
    return Implementation()


def elite_forced_march_on_5_to_6():
    mock.patch.dict(f"{_PKG}.forced_march.SUCCESS_MIN", {"elite": 5}).start()
    return Implementation()


def cargo_may_equal_its_fleet():
    mock.patch(f"{_PKG}.transport.fits", lambda game, cargo, fleet: cargo <= fleet).start()
    return Implementation()


def a_block_may_move_twice():
    mock.patch(f"{_PKG}.groups.has_moved_this_turn", lambda game, name: False).start()
    return Implementation()


def pillaging_athens_scores_1():
    mock.patch.dict(f"{_PKG}.pillage.GREAT_CITIES", {"Athens": 1}).start()
    return Implementation()


MUTANTS = [
    Mutant("hellenes", f"{__name__}:storm_on_1_to_3_in_summer", "5.2.2-b", "a storm on 1-3 in Summer"),
    Mutant("hellenes", f"{__name__}:tempest_on_1_to_2_only", "5.2.3-a", "a tempest on 1-2 only"),
    Mutant("hellenes", f"{__name__}:elite_forced_march_on_5_to_6", "5.3-c", "elite forced marches succeed on 5-6 only"),
    Mutant("hellenes", f"{__name__}:cargo_may_equal_its_fleet", "5.2.1-d",
           "a carried block may be as strong as its fleet (default reading)"),
    Mutant("hellenes", f"{__name__}:a_block_may_move_twice", "5.0-once", "a block may move in two actions"),
    Mutant("hellenes", f"{__name__}:pillaging_athens_scores_1", "5.5-d", "pillaging Athens scores +1"),
]
