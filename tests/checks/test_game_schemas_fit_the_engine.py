"""The per-game JSON Schemas say what the reference engine really outputs, with every field explained.

The corpus is played once against the reference engine through a recording
wrapper; every position sent and every decision, action, event and state
received must fit fixtures/<game>/schemas/. When the engine's output
changes, regenerate them with ``python -m tools.schemas.infer`` and
review the diff.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from conformance.checks import promises as verdict
from conformance.checks import schemas
from conformance.checks.promises import ContractBreach
from conformance.connection.process import ProcessImplementation
from conformance.corpus import paths
from tests.support.runs import conformance_run
from tests.support.shared import built_once
from tools.schemas import decision_fields, event_orders, field_values, infer, path_clauses
from tools.schemas.infer import Describer, redescribe, unmatched_keys
from tools.schemas.recording import record_corpus, record_fuzz

GAMES = ("hannibal", "hellenes", "here_i_stand", "successors", "sword_of_rome")


@pytest.fixture(scope="module")
def corpus_transcript(tmp_path_factory: pytest.TempPathFactory) -> list[dict]:
    """Every contract call the corpus makes of the reference engine, and its answer (played once for
    all the xdist workers)."""
    def run(folder: Path) -> None:
        (folder / "transcript.json").write_text(json.dumps(record_corpus()), encoding="utf-8")

    folder = built_once(tmp_path_factory, "corpus-transcript", run)
    return json.loads((folder / "transcript.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def corpus_samples(corpus_transcript) -> dict[str, dict[str, list]]:
    return schemas.samples_by_game(corpus_transcript)


def test_every_game_has_the_five_schemas_and_they_are_valid_draft_2020_12() -> None:
    assert schemas.games() == list(GAMES)
    for game in GAMES:
        for kind in schemas.KINDS:
            Draft202012Validator.check_schema(schemas.schema(game, kind))


@pytest.mark.parametrize("game", GAMES)
def test_the_reference_engine_output_on_the_whole_corpus_fits_the_schemas(game: str, corpus_samples) -> None:
    samples = corpus_samples[game]
    assert all(samples[kind] for kind in schemas.KINDS), f"the corpus of {game} shows every kind"
    problems = sorted({p for kind in schemas.KINDS for value in samples[kind]
                       if (p := schemas.problem(game, kind, value))})
    assert not problems, (f"{game}: the engine's output no longer fits fixtures/{game}/schemas/ "
                          "(regenerate with python -m tools.schemas.infer):\n  " + "\n  ".join(problems[:20]))


#: actions the corpus plays on purpose in a shape the action schema does not allow, where a rule
#: itself requires the shape: the scenario accepts the rule's clause or contract:malformed-action
#: (docs/contract.md), and the reference engine cites the rule, so they reach this check:
#: game -> the action as JSON (sorted keys) -> the scenario
SHAPE_PROBES = {
    "sword_of_rome": {
        '{"card": 2, "space": "Roma", "type": "activate"}':
            "features/sword_of_rome/9.1_activation_and_stacking.feature: CU without a leader (9.1.1-note)",
        '{"cu": true, "type": "pick_up"}': "features/sword_of_rome/9.1_activation_and_stacking.feature (9.1.2)",
        '{"mp": true, "type": "plunder"}': "features/sword_of_rome/9.2_movement_points.feature (9.2-plunder)",
    },
}


def _played_actions(transcript: list[dict]):
    """(game, action, how the engine answered) for every act() of the transcript, answered or not."""
    game_of: dict[int, str] = {}
    for entry in transcript:
        if entry["call"] == "create":
            game_of[entry["game"]] = entry["position"]["game"]
        elif entry["call"] == "act":
            outcome = (f"refused citing {entry['refusal']['rule']}" if "refusal" in entry
                       else next((key for key in ("unsupported", "unscripted_die", "error") if key in entry),
                                 "answered"))
            yield game_of[entry["game"]], entry["action"], outcome


def test_every_action_the_corpus_plays_fits_its_games_action_schema(corpus_transcript) -> None:
    """Not only the actions listed and answered (the test above): refused ones too, so a parameter
    the engine reads in an action it never carries out (sail ``inside``, a leaderless ``sortie``'s
    ``space``) cannot be missing from the schema. Left out: actions the contract refuses
    (``contract:malformed-action``, ``out-of-place``: the corpus sends ill-shaped ones on purpose)
    and the probes above."""
    misfits, probes_seen = [], set()
    for game, action, outcome in _played_actions(corpus_transcript):
        if outcome.startswith("refused citing contract:"):
            continue
        found = schemas.problem(game, "action", action)
        text = json.dumps(action, sort_keys=True, ensure_ascii=False)
        if text in SHAPE_PROBES.get(game, {}):
            probes_seen.add((game, text))
            assert found, f"{game}: the probe {text} now fits the action schema: remove it from SHAPE_PROBES"
        elif found:
            misfits.append(f"{game}: {text} ({outcome}): {found}")
    assert not misfits, ("actions the corpus plays that the action schemas reject (give the engine's own "
                         "samples in [[refused_actions]] of fixtures/<game>/schemas/descriptions.toml "
                         "and regenerate with python -m tools.schemas.infer):\n  "
                         + "\n  ".join(sorted(set(misfits))[:20]))
    stale = sorted(f"{game}: {text}" for game, probes in SHAPE_PROBES.items() for text in probes
                   if (game, text) not in probes_seen)
    assert not stale, "probes the corpus no longer plays (remove them from SHAPE_PROBES):\n  " + "\n  ".join(stale)


def _undescribed(node, where: str):
    if isinstance(node, dict):
        for name, sub in (node.get("properties") or {}).items():
            if not sub.get("description"):
                yield f"{where}.{name}"
        for key, sub in node.items():
            if key in ("properties", "additionalProperties", "items"):
                yield from _undescribed(sub, f"{where}.{key}")
            elif key == "oneOf":
                for branch in sub:
                    if not branch.get("description"):
                        yield f"{where}:{branch.get('title')}"
                    yield from _undescribed(branch, f"{where}:{branch.get('title')}")
        if where.endswith("properties"):
            for name, sub in node.items():
                yield from _undescribed(sub, f"{where}.{name}")


@pytest.mark.parametrize("game", GAMES)
def test_every_property_action_event_and_decision_has_a_description(game: str) -> None:
    missing = [path for kind in schemas.KINDS for path in _undescribed(schemas.schema(game, kind), kind)]
    assert not missing, missing[:20]


def _differing_meanings(written, fresh, where: str):
    if isinstance(written, dict) and isinstance(fresh, dict):
        for key in sorted(set(written) | set(fresh)):
            if key in ("description", "x-clause", "default") and written.get(key) != fresh.get(key):
                yield f"{where} {key}: {written.get(key)!r}, the description files say {fresh.get(key)!r}"
            elif key in written and key in fresh:
                yield from _differing_meanings(written[key], fresh[key], f"{where}.{key}")
    elif isinstance(written, list) and isinstance(fresh, list):
        for index, (one, other) in enumerate(zip(written, fresh)):
            yield from _differing_meanings(one, other, f"{where}[{index}]")


@pytest.mark.parametrize("game", GAMES)
def test_every_meaning_in_a_schema_is_the_one_its_description_files_give(game: str) -> None:
    # a meaning edited in a schema by hand would be lost at the next python -m tools.schemas.infer
    describe = Describer(game)
    differing = [line for kind in schemas.KINDS for line in _differing_meanings(
        schemas.schema(game, kind), redescribe(schemas.schema(game, kind), describe, kind), kind)]
    assert not differing, ("edit the meaning in fixtures/common/descriptions.toml or fixtures/<game>/schemas/descriptions.toml, then run "
                           "python -m tools.schemas.infer --descriptions:\n  " + "\n  ".join(differing[:20]))
    assert not describe.missing


def test_a_meaning_edited_in_a_schema_or_in_a_description_file_is_told_apart() -> None:
    state = json.loads(json.dumps(schemas.schema("hellenes", "state")))
    fresh = redescribe(state, Describer("hellenes"), "state")
    assert fresh == state
    state["properties"]["year"]["description"] = "edited by hand"
    assert list(_differing_meanings(state, redescribe(state, Describer("hellenes"), "state"), "state")) == [
        "state.properties.year description: 'edited by hand', the description files say "
        "'The year, as the position gives it (docs/games/hellenes.md), or null.'"]
    edited = Describer("sword_of_rome")
    edited.tables[0]["clauses"] = {}  # the naval capacity no longer names 9.6.3
    fresh = redescribe(schemas.schema("sword_of_rome", "state"), edited, "state")
    assert schemas.schema("sword_of_rome", "state")["properties"]["army"]["properties"]["naval_capacity"][
        "x-clause"] == "9.6.3"
    assert "x-clause" not in fresh["properties"]["army"]["properties"]["naval_capacity"]


def test_an_unknown_event_type_an_extra_field_and_a_missing_field_are_named() -> None:
    moved = {"type": "moved", "block": "Athenian hoplites", "from": "Athens", "to": "Megara",
             "cargo": None, "step": 1, "action": 1}
    assert 'unknown event type "teleported"' in schemas.problem("hellenes", "event", {"type": "teleported"})
    assert "Additional properties" in schemas.problem("hellenes", "event", {**moved, "colour": "red"})
    short = dict(moved)
    del short["to"]
    assert '"to" is a required property' in schemas.problem("hellenes", "event", short)


def test_an_answer_that_breaks_the_games_schema_fails_the_scenario_and_is_no_fault(tmp_path: Path) -> None:
    """The program answered: its data is a deviation judged like an in-process one, not an error."""
    program = tmp_path / "bad_events.py"
    program.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    m = json.loads(line)\n"
        "    op, seq = m['op'], m['seq']\n"
        "    r = {'hello': {'protocol': '2.0', 'name': 'bad', 'version': '0', 'contract': '2.0',\n"
        "                   'games': {'hellenes': {'variants': ['standard'], 'clauses': 'all'}}},\n"
        "         'create': {'game': 'g1'}, 'act': {'events': [{'type': 'teleported'}]}, 'stop': {}}[op]\n"
        "    print(json.dumps({'seq': seq, 'result': r}), flush=True)\n", encoding="utf-8")
    implementation = ProcessImplementation([sys.executable, str(program)], timeout=5)
    try:
        game = implementation.create({"contract": "1.0", "game": "hellenes", "variant": "standard"})
        events = game.act("Athens", {"type": "end_actions"})
        assert events == [{"type": "teleported"}]
        with pytest.raises(ContractBreach, match=r'act\(\) gave .*unknown event type "teleported" '
                                                 r"\(fixtures/hellenes/schemas/event.schema.json\)"):
            verdict.check_fits("hellenes", "act", events, [])
    finally:
        implementation.close()


def test_a_real_results_file_fits_the_results_schema(tmp_path: Path) -> None:
    code, _ = conformance_run(tmp_path, "--game", "hellenes", "--clause", "5.1-neutral", within=600)
    assert code == 0
    validator = Draft202012Validator(json.loads((paths.PACKAGE / "reports" / "results.schema.json").read_text("utf-8")))
    for path in [tmp_path / "results.json", *tmp_path.glob("*/results.json")]:
        payload = json.loads(path.read_text("utf-8"))
        assert payload["records"], path
        assert [e.message for e in validator.iter_errors(payload)] == [], path


def test_each_games_document_lists_the_order_of_the_events_one_action_causes(corpus_transcript) -> None:
    """docs/games/<game>.md, "Events, in order": the sequences the reference engine gives on the corpus
    (regenerate with python -m tools.schemas.event_orders)."""
    assert event_orders.stale(corpus_transcript) == []
    assert set(event_orders.orders(corpus_transcript)) == set(GAMES)


def test_the_events_in_order_table_is_replaced_in_place_or_added_after_the_events_section() -> None:
    orders = {"move": [("moved", "engaged")]}
    text = "# Game\n\n## Events\n\n`moved`, `engaged`.\n\n## Errata\n\nNone.\n"
    added = event_orders.rewritten(text, orders)
    assert added.index("## Events\n") < added.index("## Events, in order") < added.index("## Errata")
    assert "| `move` | `moved` → `engaged` |" in added
    again = event_orders.rewritten(added, {"move": [("moved",) * 2]})
    assert again.count("## Events, in order") == 1 and "| `move` | `moved` → `moved` |" in again
    assert "`engaged` |" not in again


def test_an_actions_default_is_placed_from_its_games_description_file_and_must_have_a_place() -> None:
    """``[action_defaults.<type>]`` gives an optional field's meaning when left out; the action schema
    carries it as ``default`` (conformance.checks.schemas.action_defaults reads it), and a default for a
    field the action lacks, or must always give, stops the rewrite."""
    written = schemas.schema("successors", "action")
    intercept = next(b for b in written["oneOf"] if b["title"] == "intercept")
    assert intercept["properties"]["leaders"]["default"] == []
    edited = Describer("successors")
    edited.tables[0]["action_defaults"] = {"intercept": {"cu": 1, "colour": "red"}}
    fresh = next(b for b in redescribe(written, edited, "action")["oneOf"] if b["title"] == "intercept")
    assert all("default" not in sub for sub in fresh["properties"].values())
    assert edited.missing == {
        "successors: a place for the default of action 'intercept''s 'colour' (no such optional field)",
        "successors: a place for the default of action 'intercept''s 'cu' (no such optional field)"}
    assert Describer("successors").spelled_decision(
        {"decision": "interception", "actions": [{"type": "intercept", "general": "Perdiccas", "cu": 2}]}) == {
        "decision": "interception", "actions": [{"type": "intercept", "general": "Perdiccas", "cu": 2, "leaders": []}]}


def test_each_games_document_gives_every_decisions_other_fields_as_its_schema_does() -> None:
    """docs/games/<game>.md, "Decisions' other fields": what a decision carries besides its actions,
    which the runner requires (regenerate with python -m tools.schemas.decision_fields): an implementer
    following a document that names none fails every scenario ("'active' is a required property")."""
    assert decision_fields.stale() == []
    hannibal = (decision_fields.DOCS / "hannibal.md").read_text(encoding="utf-8")
    assert "| `activation` | `active` | string | always |" in hannibal
    edited = decision_fields.rewritten(hannibal.replace("| `activation` | `active` |", "| `activation` | `idle` |"),
                                       "hannibal")
    assert edited == hannibal


def test_each_games_document_lists_every_field_with_fixed_values_as_its_schemas_do() -> None:
    """docs/games/<game>.md, "Fields with fixed values": every field of the state and of decisions
    whose schema gives its values (``enum``, from the game's ``[enumerations]``), with them
    (regenerate with python -m tools.schemas.field_values): an implementer need not find a value by
    trying one name per run."""
    assert field_values.stale() == []
    for game in GAMES:
        listed = {path for path, _, _ in field_values.enumerated(schemas.schema(game, "state") or {}, "state")}
        text = (field_values.DOCS / f"{game}.md").read_text(encoding="utf-8")
        assert all(f"| `{path}` |" in text for path in listed), game


def test_a_field_with_fixed_values_is_found_at_any_depth_of_a_schema() -> None:
    node = {"properties": {"move": {"properties": {"stage": {"enum": ["battle", "avoid"], "description": "d"}}},
                           "attempts": {"items": {"properties": {"result": {"enum": ["failed"]}}}},
                           "sides": {"additionalProperties": {"enum": ["in", "out"]}}}}
    assert list(field_values.enumerated(node, "state")) == [
        ("state.move.stage", ["battle", "avoid"], "d"), ("state.attempts[].result", ["failed"], ""),
        ("state.sides.*", ["in", "out"], "")]


def _describers(edit: dict[str, str] | None = None) -> list[Describer]:
    """Every game's Describer after redescribing its schemas, Successors' [fields] with ``edit`` added."""
    describers = []
    for game in GAMES:
        describe = Describer(game)
        if game == "successors" and edit:
            describe.tables[0]["fields"] = {**describe.tables[0]["fields"], **edit}
        for kind in schemas.KINDS:
            redescribe(schemas.schema(game, kind), describe, kind)
        describers.append(describe)
    return describers


def test_every_description_key_matches_a_field_of_some_schema() -> None:
    assert unmatched_keys(_describers()) == []


def test_a_description_key_that_matches_no_field_is_named_with_its_file() -> None:
    edit = {"event.command_changed.fro": "a typo", "state.army.nothing": "no such field",
            "event.command_changed.from": "matches", "state.cu": "matches"}
    said = "matches no field of any schema (keys: NAME, KIND.NAME, KIND.PATH, KIND.TYPE.PATH; see common.toml's header)"
    assert unmatched_keys(_describers(edit)) == [
        f'fixtures/successors/schemas/descriptions.toml: [fields] key "event.command_changed.fro" {said}',
        f'fixtures/successors/schemas/descriptions.toml: [fields] key "state.army.nothing" {said}']


def test_rewriting_the_descriptions_stops_on_a_key_that_matches_no_field(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    loaded = infer._load

    def with_a_typo(path: Path) -> dict:
        table = loaded(path)
        if path == paths.descriptions_path():
            table["fields"] = {**table["fields"], "event.moved.form": "a typo"}
        return table

    monkeypatch.setattr(infer, "_load", with_a_typo)
    assert infer.main(["--descriptions", "--check"]) == 1
    err = capsys.readouterr().err
    assert 'fixtures/common/descriptions.toml: [fields] key "event.moved.form" matches no field' in err
    assert "nothing was written" in err


def test_a_types_own_key_describes_that_types_field_alone() -> None:
    """KIND.TYPE.PATH (event.command_changed.from) wins over KIND.PATH and KIND.NAME (event.from), for
    that event type only."""
    describe = Describer("successors")
    describe.tables[0]["fields"] = {**describe.tables[0]["fields"],
                                    "event.command_changed.from": "The general who gave up command."}
    branches = {b["title"]: b for b in redescribe(schemas.schema("successors", "event"), describe, "event")["oneOf"]}
    assert branches["command_changed"]["properties"]["from"]["description"] == "The general who gave up command."
    assert branches["moved"]["properties"]["from"]["description"] == describe.tables[0]["fields"]["event.from"]
    assert infer.field_keys("event", "from", "from", "command_changed") == [
        "event.command_changed.from", "event.from", "from"]


def test_every_scenario_carries_the_clauses_of_the_decisions_actions_and_events_its_path_meets(corpus_transcript) -> None:
    """An implementation declaring part of a game is spared the scenarios that need the rest
    (tools/schemas/path_clauses.py; ``python -m tools.schemas.path_clauses --write`` adds the tags)."""
    assert sum(1 for entry in corpus_transcript if entry.get("scenario")) > 1000, "the recording names its scenarios"
    missing = path_clauses.missing_clauses(corpus_transcript)
    assert not missing, "\n".join(map(str, missing[:30]))


@pytest.mark.parametrize("game", GAMES)
def test_each_clause_a_decision_or_event_belongs_to_is_a_clause_of_the_catalog(game: str) -> None:
    from conformance.corpus.catalog import load_all

    clauses = load_all()[game].clauses
    assert {name: clause for name, clause in path_clauses.path_clauses(game).items() if clause not in clauses} == {}


def test_a_scenario_meeting_a_decision_of_a_clause_it_does_not_carry_is_named() -> None:
    transcript = [
        {"call": "create", "game": 1, "position": {"game": "here_i_stand"},
         "scenario": {"nodeid": "conformance/games/here_i_stand/test_corpus.py::test_a_restriction", "tags": ["13.1-restriction-a"]}},
        {"call": "pending", "game": 1, "answer": {"decision": "interception", "player": "Hapsburgs", "actions": []}},
        {"call": "create", "game": 2, "position": {"game": "here_i_stand"},
         "scenario": {"nodeid": "conformance/games/here_i_stand/test_corpus.py::test_a_step", "tags": ["13.1-step-5.in.x"]}},
        {"call": "pending", "game": 2, "answer": {"decision": "interception", "player": "Hapsburgs", "actions": []}},
    ]
    assert [str(m) for m in path_clauses.missing_clauses(transcript)] == [
        "here_i_stand: scenario test_a_restriction meets decision interception of clause 13.1-step-5 "
        "but carries no @13.1-step-5 tag"]



def test_the_reference_engine_output_off_the_corpus_paths_fits_the_schemas_and_their_fixed_values() -> None:
    """A short fuzz campaign per game takes the engine off the corpus's paths: what it says there fits the
    schemas too, the fixed values of ``[enumerations]`` (``enum``) included."""
    samples = schemas.samples_by_game(record_fuzz(GAMES, examples=30))
    assert set(samples) == set(GAMES)
    problems = sorted({f"{game}: {p}" for game, kinds in samples.items() for kind in ("state", "decision")
                       for value in kinds[kind] if (p := schemas.problem(game, kind, value))})
    assert not problems, "\n  ".join(problems[:20])
