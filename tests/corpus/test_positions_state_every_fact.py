"""Positions sent to an implementation state every fact their clauses depend on."""

from conformance.corpus.explicit import complete


def here_i_stand_position():
    return {
        "contract": "1.0", "game": "here_i_stand",
        "map": {"spaces": {"Paris": {}, "Metz": {"fortified": True}, "Dijon": {}}, "connections": []},
        "pieces": [{"kind": "land_unit", "power": "France", "space": "Paris", "count": 2},
                   {"kind": "land_unit", "power": "Hapsburgs", "space": "Metz", "count": 1, "inside": True},
                   {"kind": "land_unit", "power": "France", "space": "Metz", "count": 3}],
        "markers": {"control": {"Metz": "Hapsburgs"}},
        "situation": {"active": "France", "wars": [["France", "Hapsburgs"]], "sieges_begun": ["Metz"]},
    }


def test_every_space_states_its_control_and_stated_control_is_kept():
    done = complete(here_i_stand_position())
    assert done["markers"]["control"] == {"Metz": "Hapsburgs", "Paris": None, "Dijon": None}


def test_relations_between_every_pair_of_powers_are_stated():
    position = here_i_stand_position()
    position["pieces"].append({"kind": "leader", "name": "Suleiman", "power": "Ottomans", "space": "Dijon"})
    situation = complete(position)["situation"]
    assert situation["wars"] == [["France", "Hapsburgs"]]
    assert sorted(map(sorted, situation["neutral"])) == [["France", "Ottomans"], ["Hapsburgs", "Ottomans"]]


def test_sieges_and_their_age_are_stated():
    markers = complete(here_i_stand_position())["markers"]
    assert markers["sieges"] == [{"space": "Metz", "besieged": ["Hapsburgs"], "besiegers": ["France"],
                                  "begun_this_impulse": True}]


def test_units_in_the_open_not_at_war_with_those_inside_besiege_nobody():
    position = here_i_stand_position()
    position["situation"]["wars"] = []
    assert complete(position)["markers"]["sieges"] == []


def test_hannibal_states_siege_points_of_every_walled_city_and_piece_flags():
    position = {"contract": "1.0", "game": "hannibal",
                "map": {"spaces": {"Capua": {"walled": True}, "Arpi": {}}, "connections": []},
                "pieces": [{"kind": "cu", "faction": "Rome", "space": "Arpi", "count": 2}],
                "markers": {"siege_points": {"Capua": 1}}, "situation": {}}
    done = complete(position)
    assert done["markers"]["siege_points"] == {"Capua": 1}
    assert done["markers"]["control"] == {"Capua": None, "Arpi": None}
    assert done["pieces"][0]["inside"] is False


def test_the_scenario_position_itself_is_not_changed():
    position = here_i_stand_position()
    complete(position)
    assert position == here_i_stand_position()


def test_successors_states_the_segment_facts_and_piece_flags():
    position = {"contract": "2.0", "game": "successors", "map": {"spaces": {"Tyre": {}}, "connections": []},
                "pieces": [{"kind": "general", "name": "Ptolemy", "faction": "Red", "space": "Tyre"},
                           {"kind": "cu", "faction": "Red", "space": "Tyre", "count": 2}],
                "situation": {"phasing": "Red", "segment": "tyche"}}
    done = complete(position)
    assert done["situation"] == {"phasing": "Red", "segment": "tyche", "naval_moves_made": {},
                                 "movement_rolled": False, "tyche_ops": False}
    assert done["pieces"][0]["besieged"] is False and done["pieces"][0]["major"] is True
    assert done["pieces"][1]["besieged"] is False
    del position["situation"]["segment"]
    assert complete(position)["situation"]["segment"] == "movement"
