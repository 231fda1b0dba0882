"""Differential fuzzing: the reference agrees with itself across the protocol, and a
planted divergence is found, shrunk and written as a scenario that reproduces it."""

from __future__ import annotations

import json

import pytest

from conformance.contract import Unsupported
from conformance.corpus import explicit
from conformance.corpus.catalog import load_all
from conformance.fuzz import campaign, scenario, verify
from conformance.fuzz.choices import Choices
from conformance.fuzz.cli import GAMES
from conformance.fuzz.play import (
    DECISION_CLAUSE,
    Divergence,
    Path,
    Player,
    Transcript,
    choose,
    clauses_of,
)
from conformance.fuzz.positions import corpus_seeds, generate, generate_with_path, model
from reference_engine import Implementation
from strength.wrong import liars
from strength.wrong.mutants.switched import switched
from tests.support.campaigns import campaign_settings
from tests.support.runs import SERVED_REFERENCE as SERVED
from tests.support.runs import served

#: The Sword of Rome with rough terrain costing 1 MP (9.2), served over the protocol
PLANTED = served("python:strength.wrong.mutants.sword_of_rome:rough_terrain_costs_1_mp")


@pytest.mark.parametrize("game", GAMES)
def test_the_reference_never_diverges_from_itself_served_over_the_protocol(game: str) -> None:
    stats, findings = campaign.run_worker(campaign_settings(game, SERVED))
    assert findings == []
    assert stats.positions > 0 and stats.actions > 0


@pytest.mark.parametrize("game", GAMES)
def test_the_templates_are_harvested_from_the_corpus_as_it_stands(game: str) -> None:
    """A campaign begins with the corpus's own positions and paths: templates harvested from an older
    corpus leave the newer scenarios out."""
    from tools import fuzz_templates as harvest

    stamped = json.loads((harvest.TEMPLATES / f"{game}.json").read_text(encoding="utf-8")).get("harvested_from")
    assert stamped == harvest.fingerprint(game), (
        f"conformance/fuzz/templates/{game}.json was harvested from other scenarios, steps or fixtures: "
        "run python -m tools.fuzz_templates --refresh")


@pytest.mark.parametrize("game", GAMES)
def test_generated_positions_are_mostly_valid_and_reproducible(game: str) -> None:
    reference = Implementation()
    data = [bytes((i * 37 + k * 11) % 256 for k in range(48)) for i in range(30)]
    positions = [generate(game, Choices(d)) for d in data]
    assert positions == [generate(game, Choices(d)) for d in data]
    accepted = 0
    for position in positions:
        try:
            reference.create(position)
            accepted += 1
        except Exception:  # noqa: BLE001 - a rejected position only counts against the rate
            pass
    assert accepted >= 20


def test_a_generated_hellenes_map_joins_areas_only_with_the_kinds_its_maps_use_between_their_sorts() -> None:
    """A coast joins a land area to a sea area (docs/games/hellenes.md), never two land areas: a
    map no game has showed differences no implementation can meet (a land step over a coast). A kind
    a scenario sets up between two sorts in a few connections only is the template map's own."""
    allowed = {("land", "land"): {"land"}, ("land", "sea"): {"coast"}, ("sea", "sea"): {"sea", "hazardous-sea"}}
    # read off the maps, not named in the fuzzer: the other games' spaces are all of one sort
    assert [model(g).sort_attribute for g in GAMES] == ["", "", "area", "", ""]
    assert {pair: {k["type"] for k in kinds} for pair, kinds in model("hellenes").kinds_between.items()} == allowed
    # an odd kind only as a template map has it: two land areas joined across the water, set up by a scenario
    odd = {(frozenset(c["between"]), c["type"]) for board in model("hellenes").maps for c in board["connections"]
           if c["type"] not in allowed[tuple(sorted(board["spaces"][s]["area"] for s in c["between"]))]}
    assert odd, "the corpus sets up odd borders; the generator keeps them only where a template map has them"
    seen = set()
    for i in range(300):
        position = generate("hellenes", Choices(bytes((i * 53 + k * 29) % 256 for k in range(128))))
        spaces = position["map"]["spaces"]
        for connection in position["map"]["connections"]:
            sorts = tuple(sorted(spaces[s]["area"] for s in connection["between"]))
            assert (connection["type"] in allowed[sorts]
                    or (frozenset(connection["between"]), connection["type"]) in odd), (connection, sorts)
            seen.add(sorts)
    assert seen == set(allowed)  # every pair of sorts was drawn joined


def test_a_generated_piece_is_inside_the_walls_only_where_its_space_has_walls() -> None:
    """What a piece flag needs of its space is read off the templates (Hannibal's ``inside``:
    ``walled``); a generated piece inside the walls of a space without walls is a position the
    reference does not take ("Capua has no walls to be inside"): a position wasted."""
    assert [model(g).flag_requires for g in GAMES] == [
        {"inside": ("walled",)}, {}, {"besieged": ("city_state",)}, {"inside": ("fortified",)},
        {"inside": ("walled",)}]
    reference, refused, inside = Implementation(), [], 0
    for i in range(300):
        position = generate("hannibal", Choices(bytes((i * 53 + k * 29) % 256 for k in range(128))))
        spaces = position["map"]["spaces"]
        for piece in position["pieces"]:
            if piece.get("inside"):
                inside += 1
                assert spaces[piece["space"]].get("walled") is True, piece
        try:
            reference.create(position)
        except Unsupported as exc:
            refused.append(str(exc))
    assert inside >= 30  # pieces inside the walls are still drawn
    assert not [r for r in refused if "no walls" in r]


@pytest.mark.parametrize("game,key", [("here_i_stand", "active"), ("successors", "phasing")])
def test_the_acting_power_and_the_owners_of_pieces_are_varied_beyond_the_templates(game: str, key: str) -> None:
    """Every Here I Stand template has France act and every Successors one the Red player: generated
    positions vary both, so that an implementation right only for them does not pass a campaign."""
    acting, owners = set(), set()
    templates = {t["situation"][key] for t in model(game).templates}
    for i in range(300):
        position = generate(game, Choices(bytes((i * 53 + k * 29) % 256 for k in range(128))))
        acting.add(position["situation"][key])
        owners |= {(p.get("space"), p.get("power") or p.get("faction")) for p in position["pieces"] if "name" not in p}
    assert len(templates) == 1 and len(acting) >= 3
    by_space = {}
    for space, owner in owners:
        by_space.setdefault(space, set()).add(owner)
    assert max(len(found) for found in by_space.values()) >= 3  # a space's units change hands


@pytest.mark.parametrize("game", GAMES)
def test_a_generated_position_states_every_fact_the_runner_writes_out(game: str) -> None:
    """The fuzzer sends what `conformance run` sends (conformance/corpus/explicit.py): writing the defaults
    out again changes nothing, so a scenario it writes loads the very position it played."""
    for i in range(40):
        position = generate(game, Choices(bytes((i * 37 + k * 11) % 256 for k in range(128))))
        assert explicit.complete(position) == position


@pytest.mark.long
def test_a_planted_divergence_is_found_shrunk_and_written_as_a_scenario_that_reproduces_it(tmp_path) -> None:
    stats, findings = campaign.run_worker(campaign_settings("sword_of_rome", PLANTED, max_examples=300, seeds=False))
    assert len(findings) == 1
    finding = findings[0]
    clauses = finding["divergence"]["clauses"]
    assert clauses and set(clauses) <= set(load_all()["sword_of_rome"].clauses)
    # shrunk: the activation and the moves to the rough terrain, the divergence in the last (its cost,
    # or a move the reference refuses for want of MP); nothing else (no card, no second pick-up), however
    # far the generated map put the army from rough terrain. One pick-up may stay: where the rough space
    # holds enemy CU, a leader alone may not enter it (9.4.4-a)
    types = [step["action"]["type"] for step in finding["steps"]]
    assert types[0] == "activate" and types[-1] == "move", types
    assert set(types[1:]) <= {"pick_up", "move"} and types.count("pick_up") <= 1, types
    divergence = finding["divergence"]
    assert divergence["step"] == len(types)
    records = [finding["initial"], *finding["steps"]]
    pending_before, pending_after = records[max(divergence["step"] - 1, 0)], records[divergence["step"]]
    refused = divergence["reference"].get("rule") if isinstance(divergence["reference"], dict) else None
    # the tag: the refusal the reference cited, else the decision involved, as the reference names it
    assert clauses[0] in {refused, pending_before.get(DECISION_CLAUSE), pending_after.get(DECISION_CLAUSE)} - {None}
    feature, transcript = scenario.write(finding, tmp_path)
    assert transcript.exists() and f"@{clauses[0]}" in feature.read_text()
    assert verify.verify(feature, "sword_of_rome", "reference", PLANTED) == ("passed", "failed")


@pytest.mark.parametrize("sneaky", ["DroppedEvent", "ExtraAction", "ContextOffByOne", "AnyPlayer"])
@pytest.mark.parametrize("game", GAMES)
def test_the_fuzzer_finds_an_implementation_that_breaks_a_promise_few_steps_read(game: str, sneaky: str) -> None:
    """strength/wrong/sneaky.py: right wherever a scenario's steps look, wrong where none does (an event
    dropped, an illegal action listed, a decision's context off by one, who decides not enforced);
    off the corpus's paths, on generated positions alone, the fuzzer compares every answer."""
    stats, findings = campaign.run_worker(campaign_settings(game, f"python:strength.wrong.sneaky:{sneaky}",
                                                            max_examples=200, seeds=False, shrink=False))
    assert len(findings) == 1, stats


#: strength/wrong/liars.py's liars the fuzzer must find, and in which games: the dice liars only where the
#: excerpts roll dice (The Sword of Rome's and Here I Stand's give every roll as an outcome).
#: ``extra_action`` is left out: it lies only to an in-process corpus, by changing the very list it
#: handed out after a refusal; the fuzzer compares copies (strength/wrong/sneaky.py's ExtraAction lists the
#: illegal action, and is found above). So is ``no_dice_rolled``: it lies only where no die is
#: scripted, and every generated position scripts some.
LIARS_FOUND = {"no_actions": GAMES, "dropped_action": GAMES, "duplicate_action": GAMES,
               "unsupported_refusal": GAMES, "refusal_resets": GAMES, "stale_state": GAMES,
               "extra_die": ("successors", "hellenes", "hannibal"), "skipped_roll": ("successors", "hellenes", "hannibal")}


@pytest.mark.parametrize("liar,game", [(liar, game) for liar, games in LIARS_FOUND.items() for game in games])
def test_the_fuzzer_finds_an_implementation_that_lies_about_the_contract(liar: str, game: str,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """``unsupported_refusal`` (answers unsupported wherever the rules forbid an action) too: the
    fuzzer does not stop at an unsupported answer."""
    monkeypatch.setitem(liars.CURRENT, "liar", liar)
    stats, findings = campaign.run_worker(campaign_settings(game, "python:strength.wrong.liars:Liar", max_examples=200,
                                                            seeds=False, shrink=False))
    assert len(findings) == 1, stats


def test_steps_the_divergence_does_not_need_are_dropped_after_shrinking() -> None:
    """Hypothesis shrinks bytes; a step of a corpus path followed then left could stay (dropping it
    moves every choice after it): fewer_steps drops steps themselves, keeping a divergence of the
    same kind at the last one."""
    needed = {"type": "activate"}

    class Replaying:
        replayed: list = []

        def replay(self, position, actions):
            self.replayed.append(actions)
            transcript = Transcript("sword_of_rome", position)
            transcript.steps = [{"player": p, "action": a, "reference": {}} for p, a in actions]
            if [p, needed] in [[q, a] for q, a in actions[:-1]] and actions[-1][1] == {"type": "move"}:
                transcript.divergence = Divergence(len(actions), "events", [], [])
            return transcript

    transcript = Transcript("sword_of_rome", {})
    p = "Rome"
    transcript.steps = [{"player": p, "action": a, "reference": {}} for a in (
        {"type": "end"}, needed, {"type": "pick_up"}, {"type": "move"})]
    transcript.divergence = Divergence(4, "events", [], [])
    player, stats = Replaying(), campaign.Stats()
    shrunk = campaign.fewer_steps(player, transcript, stats)
    assert [s["action"] for s in shrunk.steps] == [needed, {"type": "move"}]
    assert shrunk.divergence.step == 2 and stats.shrink_plays == len(player.replayed) == 3
    # a divergence of another kind, or earlier than the last step, keeps the step
    assert campaign.fewer_steps(player, Transcript("x", {}), stats).steps == []


def test_near_misses_are_one_too_many_one_step_too_far_or_the_wrong_player() -> None:
    pending = {"player": "Rome", "actions": [{"type": "move", "to": "B"}, {"type": "pick_up", "cu": 3}]}
    position = {"map": {"spaces": {"A": {}, "B": {}, "C": {}},
                        "connections": [{"between": ["A", "B"]}, {"between": ["B", "C"]}]},
                "pieces": [{"faction": "Rome"}, {"faction": "Carthage"}]}
    seen = set()
    for first in range(256):
        for second in range(0, 256, 5):
            player, action, kind = choose(pending, position, Choices(bytes([first % 2, 255, second, 0, 0])))
            seen.add((player, tuple(sorted(action.items())), kind))
    assert ("Rome", (("to", "A"), ("type", "move")), "one step too far") in seen
    assert ("Rome", (("cu", 4), ("type", "pick_up")), "one too many") in seen
    assert any(kind == "wrong player" and player != "Rome" for player, _, kind in seen)


def test_divergences_in_undeclared_clauses_or_listed_expectations_are_not_reported() -> None:
    judge = campaign.make_judge(campaign_settings("sword_of_rome", "python:nowhere:Nothing"), {"9.1", "9.2"})
    transcript = Transcript("sword_of_rome", {})
    undeclared = Divergence(1, "pending", None, None, clauses=["9.3.2"])
    judge(undeclared, transcript)
    declared = Divergence(1, "pending", None, None, clauses=["9.2"])
    judge(declared, transcript)
    assert (undeclared.status, declared.status) == ("ignored", "divergence")


def test_a_divergence_in_the_clauses_of_a_named_expected_failure_is_expected_not_reported() -> None:
    # examples/js_sword_of_rome/expectations.toml: the deliberate 9.1.2-b omission, named by scenario and clause
    judge = campaign.make_judge(campaign_settings("sword_of_rome", "exec:node examples/js_sword_of_rome/main.js"),
                                {"9.1", "9.1.2", "9.1.2-a", "9.1.2-b", "9.2"})
    known, other = (Divergence(1, "pending", None, None, clauses=[c]) for c in ("9.1.2-b", "9.1.2-a"))
    for divergence in (known, other):
        judge(divergence, Transcript("sword_of_rome", {}))
    assert (known.status, other.status) == ("expected", "divergence")
    assert "9.1.2-b" in known.note


def _transcript_of_two_actions() -> Transcript:
    """Create (decision of 9.1 pending), a move (9.2 pending after it), a pick-up (9.3 after it)."""
    transcript = Transcript("sword_of_rome", {}, initial={DECISION_CLAUSE: "9.1"})
    transcript.steps = [{"player": "Rome", "action": {"type": "move"}, "reference": {"outcome": "accepted"},
                         DECISION_CLAUSE: "9.2"},
                        {"player": "Rome", "action": {"type": "pick_up"}, "reference": {"outcome": "accepted"},
                         DECISION_CLAUSE: "9.3"}]
    return transcript


def test_a_refusal_is_tagged_with_the_rule_the_reference_cites_not_the_decision_pending() -> None:
    divergence = Divergence(2, "outcome", {"outcome": "refused", "rule": "9.2.4"}, {"outcome": "accepted"})
    assert clauses_of(divergence, _transcript_of_two_actions(), object()) == ["9.2.4"]


def test_what_an_action_did_is_tagged_with_the_decision_it_answered_not_the_implementations_refusal() -> None:
    transcript = _transcript_of_two_actions()
    refused_by_it = Divergence(2, "outcome", {"outcome": "accepted"}, {"outcome": "refused", "rule": "9.5"})
    assert clauses_of(refused_by_it, transcript, object()) == ["9.2"]
    for what in ("events", "state"):
        assert clauses_of(Divergence(2, what, [], []), transcript, object()) == ["9.2"]


def _army(**changes) -> dict:
    army = {"commander": "Hanno", "cu": 0, "end_reason": None, "ended": False, "faction": "Carthage",
            "movement_points": 4, "mp_left": 4, "naval_capacity": 3, "space": "Lilybaeum", "subordinates": []}
    return {**army, **changes}


def test_a_state_differing_only_in_a_field_one_clause_decides_is_tagged_with_that_clause() -> None:
    # The Sword of Rome's army.naval_capacity reports the 9.6.3 table (x-clause in the state schema)
    transcript = _transcript_of_two_actions()
    ours, theirs = {"army": _army(), "battles": []}, {"army": _army(naval_capacity=None)}
    assert clauses_of(Divergence(1, "state", ours, theirs), transcript, object()) == ["9.6.3"]
    judge = campaign.make_judge(campaign_settings("sword_of_rome", "python:nowhere:Nothing"), {"9.1", "9.2"})
    divergence = Divergence(1, "state", ours, theirs, clauses=["9.6.3"])
    judge(divergence, transcript)
    assert divergence.status == "ignored"


def test_a_state_differing_also_elsewhere_is_tagged_with_the_decision_the_action_answered() -> None:
    transcript = _transcript_of_two_actions()
    ours, theirs = {"army": _army()}, {"army": _army(naval_capacity=None, mp_left=3)}
    assert clauses_of(Divergence(1, "state", ours, theirs), transcript, object()) == ["9.1"]
    assert clauses_of(Divergence(1, "state", ours, {"army": None}), transcript, object()) == ["9.1"]


def test_a_differing_pending_decision_is_tagged_with_the_decision_now_pending() -> None:
    transcript = _transcript_of_two_actions()
    assert clauses_of(Divergence(2, "pending", None, None), transcript, object()) == ["9.3"]
    assert clauses_of(Divergence(0, "pending", None, None), transcript, object()) == ["9.1"]


def test_the_decision_clause_recorded_is_the_reference_engines_own() -> None:
    reference, played = Implementation(), 0
    for game in GAMES:
        player = Player(game, reference, Implementation(), max_actions=3)
        transcript = player.play(generate(game, Choices(bytes(range(40)))), Choices(b"\x01" * 8))
        if transcript is None:
            continue
        records = [transcript.initial, *transcript.steps]
        named = [r[DECISION_CLAUSE] for r in records if r.get(DECISION_CLAUSE)]
        clauses = load_all()[game].clauses
        assert named and all(clause in clauses for clause in named), (game, named)
        played += 1
    assert played >= 3


def test_play_follows_the_corpus_path_for_the_steps_drawn_then_leaves_it() -> None:
    steps = [["Rome", {"type": "activate"}], ["Rome", {"type": "move", "to": "Roma"}]]
    whole = Path(steps, Choices(bytes([255])))
    assert [whole.next(), whole.next(), whole.next()] == [tuple(s) for s in steps] + [None]
    assert Path(steps, Choices(b"")).next() is None  # the simplest case follows nothing


def test_a_position_one_step_off_its_template_keeps_the_templates_pieces_and_roads() -> None:
    game = "hannibal"
    m = model(game)
    index = next(i for i, t in enumerate(m.templates) if len({p.get("space") for p in t["pieces"]}) <= 2)
    # that template, its first path, one step off (a high byte), no change (a zero byte)
    template = m.templates[index]
    path_byte = b"\0" if len(template.get("paths") or []) > 1 else b""  # one path: no choice drawn
    position, path = generate_with_path(game, Choices(bytes([index]) + path_byte + bytes([255, 0])))
    assert position["pieces"] == template["pieces"] and path == (template.get("paths") or [[]])[0]
    roads = m.maps[template["map"]]["connections"]
    assert position["map"]["connections"] and all(c in roads for c in position["map"]["connections"])
    occupied = {p["space"] for p in template["pieces"] if "space" in p}
    assert set(position["map"]["spaces"]) > occupied  # the neighbours come along, not the pieces' spaces only


def test_a_switched_mutant_is_broken_only_during_its_own_calls() -> None:
    from reference_engine.hannibal import walls

    unbroken = walls.CAPACITY
    mutant = switched("strength.wrong.mutants.hannibal:three_cu_inside_a_walled_city")
    assert walls.CAPACITY == unbroken
    assert mutant._on(lambda: walls.CAPACITY) == 3 != unbroken
    assert walls.CAPACITY == unbroken


def test_the_corpus_paths_come_first_and_find_what_the_corpus_would() -> None:
    """The seed round plays every template with each of its corpus paths; the rough-terrain
    mutant diverges on one of them before any generated position is drawn."""
    budget = len(corpus_seeds("sword_of_rome"))
    mutant = switched("strength.wrong.mutants.sword_of_rome:rough_terrain_costs_1_mp")
    stats, findings = campaign.run_with(campaign_settings("sword_of_rome", "python:planted", max_examples=budget),
                                        Implementation(), mutant)
    assert len(findings) == 1 and findings[0]["round_seed"] == -1 and stats.examples <= budget
    assert findings[0]["divergence"]["clauses"]


def test_every_draw_reads_its_bytes_in_turn_and_past_the_end_reads_zero_bytes() -> None:
    choices = Choices(bytes([5, 1, 2, 255]))
    assert (choices.below(3), choices.below(300), choices.chance(50)) == (2, (1 * 256 + 2) % 300, True)
    assert (choices.below(7), choices.chance(50), choices.chance(120)) == (0, False, True)
    assert choices.at == 7 and choices.exhausted


def test_a_template_one_step_off_is_built_once_on_its_own_spaces_and_roads_with_its_pieces() -> None:
    m = model("hellenes")
    for index in range(len(m.texts)):
        near = m.near[index].thawed()
        assert set(near["map"]["spaces"]) >= set(m.occupied[index])
        assert all(set(c["between"]) <= set(near["map"]["spaces"]) for c in near["map"]["connections"])
        assert near["contract"] and near["pieces"] == m.texts[index].thawed()["pieces"]


def test_the_templates_outlast_a_reworded_step_docstring_but_not_a_changed_step(tmp_path, monkeypatch) -> None:
    from tools import fuzz_templates as harvest

    files = {"conformance/corpus/explicit.py": "DEFAULTS = {}\n", "features/hannibal/a.feature": "Feature: a\n",
             "fixtures/hannibal/map.toml": "x = 1\n",
             "conformance/steps/common.py": '"""The common steps."""\n\nSTEP = "a step"  # why\n'}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    monkeypatch.setattr(harvest, "ROOT", tmp_path)
    before = harvest.fingerprint("hannibal")
    (tmp_path / "conformance/steps/common.py").write_text('"""Reworded."""\nSTEP = "a step"\n')
    assert harvest.fingerprint("hannibal") == before
    (tmp_path / "conformance/steps/common.py").write_text('"""Reworded."""\nSTEP = "another step"\n')
    assert harvest.fingerprint("hannibal") != before
