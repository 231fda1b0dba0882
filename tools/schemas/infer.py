"""Write fixtures/<game>/schemas/*.schema.json from what the reference engine really says.

    python -m tools.schemas.infer            # rewrite the schemas
    python -m tools.schemas.infer --check    # only list what lacks a description

The corpus is played once against the reference engine with a recording
wrapper (tools.schemas.recording), then a short differential fuzz
campaign per game (conformance.fuzz) takes the engine off the corpus's
paths; from every position sent, decision,
action, event and state received, the shape of each is inferred: object
properties (required when every sample has them), maps keyed by names
(spaces, leaders, factions: keys that are not snake_case field names), arrays,
and the JSON types seen. Actions, events and decisions become a ``oneOf``
keyed by their ``type`` / ``decision`` constant. Every property, action, event
and decision gets its meaning from fixtures/common/descriptions.toml and
fixtures/<game>/schemas/descriptions.toml; how keys match fields: :func:`field_keys` and
common.toml's header); a name with no description stops the rewrite, and so
does a description key that matches no field of any schema. An
action the engine reads but never lists nor carries out (always refused by a
rule, or answered Unsupported: The Sword of Rome's ``sail`` with ``inside``)
appears in no decision and no answer, so a game's file gives samples of it in
``[[refused_actions]]``; they are added to the actions recorded. A field
that reports what one clause decides (the naval capacity of The Sword of
Rome 9.6.3) carries that clause as ``x-clause``, from the game's ``[clauses]``
table: a fuzzed divergence in that field alone is about that clause. An
optional field of an action whose absence the game gives a meaning (Successors'
``intercept`` without ``leaders``: none go along) carries it as ``default``,
from the game's ``[action_defaults.<type>]`` table: an action that leaves it
out is the same action as one that gives it (conformance.checks.actions), and a
decision may list it in either spelling (each decision and action seen is
also a sample with its defaults written out).

Run it after changing what the engine outputs, and review the diff: the
schema tests fail until the schemas and the engine agree. After changing only
a meaning (or an action's default) in the descriptions, ``--descriptions``
rewrites the descriptions and defaults of the schemas as they stand, without playing anything; the schema tests fail
while a schema's description differs from its description file's (a meaning
edited in a schema by hand would be lost at the next rewrite).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tomllib
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from conformance.checks.schemas import KINDS, samples_by_game
from conformance.corpus import paths
from tools.schemas.recording import record_corpus, record_fuzz

FIELD_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
TITLES = {"position": "position sent to create()", "decision": "pending decision (pending())",
          "action": "action (in a decision's actions, sent to act())", "event": "event (returned by act())",
          "state": "normalised state (state())"}


class Shape:
    """What the samples seen at one place have in common."""

    def __init__(self) -> None:
        self.samples = 0
        self.types: set[str] = set()
        self.fields: dict[str, Shape] = {}
        self.field_counts: Counter[str] = Counter()
        self.objects = 0
        self.is_map = False
        self.items: Shape | None = None

    def add(self, value: Any) -> None:
        self.samples += 1
        self.types.add(_json_type(value))
        if isinstance(value, dict):
            self.objects += 1
            for key, item in value.items():
                if not FIELD_NAME.match(key):
                    self.is_map = True
                self.fields.setdefault(key, Shape()).add(item)
                self.field_counts[key] += 1
        elif isinstance(value, list):
            if self.items is None:
                self.items = Shape()
            for item in value:
                self.items.add(item)

    def merged_values(self) -> "Shape":
        merged = Shape()
        for shape in self.fields.values():
            merged.absorb(shape)
        return merged

    def absorb(self, other: "Shape") -> None:
        self.samples += other.samples
        self.types |= other.types
        self.objects += other.objects
        self.is_map = self.is_map or other.is_map
        for key, shape in other.fields.items():
            self.fields.setdefault(key, Shape()).absorb(shape)
            self.field_counts[key] += other.field_counts[key]
        if other.items is not None:
            if self.items is None:
                self.items = Shape()
            self.items.absorb(other.items)


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


class Describer:
    """Meanings of names: per game first, then common; records what is missing."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.tables = [_load(paths.descriptions_path(game)), _load(paths.descriptions_path())]
        self.missing: set[str] = set()
        #: every ``[fields]`` key a field of this game's schemas looked up (matched or not the first)
        self.looked_up: set[str] = set()
        #: every ``[enumerations]`` key that gave a field its values
        self.enumerated: set[str] = set()

    def field(self, kind: str, path: str, name: str, variant: str | None = None) -> str:
        """The meaning of the field at ``path`` (named ``name``) in ``kind``'s schema, in the ``variant``
        action, event or decision type: the first key of :func:`field_keys` a table has."""
        keys = field_keys(kind, path, name, variant)
        self.looked_up.update(keys)
        return self._find("fields", keys, f"field {kind}.{f'{variant}.' if variant else ''}{path}")

    def enumeration(self, kind: str, path: str, variant: str | None = None) -> list[str] | None:
        """The fixed set of values the field at ``path`` takes, when the game's ``[enumerations]``
        table gives one (key ``KIND.PATH``, or ``KIND.TYPE.PATH`` for one decision, action or event
        type's field)."""
        table = self.tables[0].get("enumerations", {})
        for key in ([f"{kind}.{variant}.{path}"] if variant else []) + [f"{kind}.{path}"]:
            if key in table:
                self.enumerated.add(key)
                return sorted(table[key])
        return None

    def clause(self, kind: str, path: str) -> str | None:
        """The clause a field reports on, if the game's ``[clauses]`` table names one."""
        return self.tables[0].get("clauses", {}).get(f"{kind}.{path}")

    def action_defaults(self, action: str) -> dict[str, Any]:
        """The values the game's ``[action_defaults.<action>]`` table gives optional fields left out."""
        return dict(self.tables[0].get("action_defaults", {}).get(action, {}))

    def spelled_out(self, action: Any) -> Any:
        """``action`` with the defaults its type's table gives written out (None when none is added):
        the same action in its other spelling, which a decision may list and act() may take."""
        if not isinstance(action, dict):
            return None
        defaults = self.action_defaults(str(action.get("type")))
        return {**defaults, **action} if defaults.keys() - action.keys() else None

    def spelled_decision(self, decision: Any) -> Any:
        """A decision with every action :meth:`spelled_out` (None when it lists none to spell out)."""
        actions = decision.get("actions") if isinstance(decision, dict) else None
        spelled = [self.spelled_out(a) for a in actions or []]
        if not any(s is not None for s in spelled):
            return None
        return {**decision, "actions": [s if s is not None else a for s, a in zip(spelled, actions)]}

    def place_defaults(self, branch: dict[str, Any]) -> dict[str, Any]:
        """An action's schema ``branch`` with each of its fields' ``default`` from the game's table (and
        none it no longer gives); a default for a field the branch lacks is recorded as missing."""
        defaults = self.action_defaults(branch.get("title", ""))
        properties = {name: {k: v for k, v in sub.items() if k != "default"}
                      for name, sub in branch.get("properties", {}).items()}
        for name, value in defaults.items():
            if name not in properties or name in branch.get("required", []):
                self.missing.add(f"{self.game}: a place for the default of action {branch.get('title')!r}'s "
                                 f"{name!r} (no such optional field)")
                continue
            properties[name]["default"] = value
        return {**branch, "properties": properties} if "properties" in branch else branch

    def refused_actions(self) -> list[dict[str, Any]]:
        """Samples of actions the engine reads and never carries out (the game's ``[[refused_actions]]``)."""
        return [dict(sample) for sample in self.tables[0].get("refused_actions", [])]

    def member(self, section: str, name: str) -> str:
        """The meaning of a kind, or of a game's decision, action or event."""
        return self._find(section, [name], f"{section[:-1]} {name!r}")

    def _find(self, section: str, keys: list[str], what: str) -> str:
        for table in self.tables:
            for key in keys:
                text = table.get(section, {}).get(key)
                if text:
                    return text
        self.missing.add(f"{self.game}: {what}")
        return ""


def field_keys(kind: str, path: str, name: str, variant: str | None = None) -> list[str]:
    """The ``[fields]`` keys that may give a field's meaning, the most particular first:
    KIND.TYPE.PATH (one action, event or decision type's field), KIND.PATH (the field at that path,
    in every type of the kind), KIND.NAME (every field so named in the kind, at any depth), NAME."""
    keys = [f"{kind}.{variant}.{path}"] if variant else []
    return list(dict.fromkeys([*keys, f"{kind}.{path}", f"{kind}.{name}", name]))


def unmatched_enumerations(describers: list[Describer]) -> list[str]:
    """Each ``[enumerations]`` key of a game's descriptions that gave no field its values."""
    return [f"{paths.descriptions_path(d.game).relative_to(paths.ROOT)}: [enumerations] key {json.dumps(key)} "
            "matches no field of the game's schemas (keys: KIND.PATH, KIND.TYPE.PATH)"
            for d in describers for key in d.tables[0].get("enumerations", {}) if key not in d.enumerated]


def unmatched_keys(describers: list[Describer]) -> list[str]:
    """Each ``[fields]`` key of a descriptions file that no field of any schema looked up (a path
    that names no field, a type's field it does not have): "FILE: [fields] "KEY" matches ...".
    A game's file is held to that game's schemas, common.toml to every game's."""
    found = []
    for describe in describers:
        keys = describe.tables[0].get("fields", {})
        found += [_unmatched(paths.descriptions_path(describe.game), key) for key in keys if key not in describe.looked_up]
    if describers:
        looked_up = set().union(*(d.looked_up for d in describers))
        common = describers[0].tables[1].get("fields", {})
        found += [_unmatched(paths.descriptions_path(), key) for key in common if key not in looked_up]
    return found


def _unmatched(file: Path, key: str) -> str:
    return (f"{file.relative_to(paths.ROOT)}: [fields] key {json.dumps(key)} matches no "
            "field of any schema (keys: NAME, KIND.NAME, KIND.PATH, KIND.TYPE.PATH; see common.toml's header)")


def _load(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def schema_of(shape: Shape, describe: Describer, kind: str, path: str, skip: tuple[str, ...] = (),
              variant: str | None = None) -> dict:
    types = sorted(shape.types)
    schema: dict[str, Any] = {"type": types[0] if len(types) == 1 else types}
    if "object" in shape.types:
        if shape.is_map:
            values = shape.merged_values()
            schema["additionalProperties"] = (schema_of(values, describe, kind, f"{path}.*", variant=variant)
                                              if values.samples else {})
            schema["additionalProperties"].setdefault("description", describe.field(kind, f"{path}.*", "*", variant)
                                                      if values.samples else "")
            schema["additionalProperties"] = {k: v for k, v in schema["additionalProperties"].items() if v != ""}
        else:
            properties = {}
            for name in sorted(shape.fields):
                if name in skip:
                    continue
                child = f"{path}.{name}" if path else name
                properties[name] = {"description": describe.field(kind, child, name, variant),
                                    **schema_of(shape.fields[name], describe, kind, child, variant=variant)}
                clause = describe.clause(kind, child)
                if clause:
                    properties[name]["x-clause"] = clause
            schema["properties"] = properties
            required = sorted(n for n, c in shape.field_counts.items() if c == shape.objects and n not in skip)
            if required:
                schema["required"] = required
            schema["additionalProperties"] = False
    if "array" in shape.types and shape.items is not None and shape.items.samples:
        schema["items"] = schema_of(shape.items, describe, kind, f"{path}[]", variant=variant)
    values = describe.enumeration(kind, path, variant) if path else None
    if values is not None:
        schema["enum"] = [*values, *([None] if "null" in shape.types else [])]
    return schema


def keyed_schema(shapes: dict[str, Shape], key: str, section: str, describe: Describer, kind: str,
                 extra: dict[str, Any] | None = None) -> dict:
    variants = []
    for name in sorted(shapes):
        body = schema_of(shapes[name], describe, kind, "", skip=(key,), variant=name)
        body["properties"] = {key: {"const": name, "description": describe.field(kind, key, key, name)},
                              **body.get("properties", {})}
        body["required"] = sorted({key, *body.get("required", [])})
        variant = {"title": name, "description": describe.member(section, name), **body}
        variants.append(describe.place_defaults(variant) if kind == "action" else variant)
    return {**(extra or {}), "oneOf": variants}


def build(game: str, samples: dict[str, list[Any]],
          describe: Describer | None = None) -> tuple[dict[str, dict], set[str]]:
    describe = describe or Describer(game)
    schemas: dict[str, dict] = {}
    for kind in KINDS:
        header = {"$schema": "https://json-schema.org/draft/2020-12/schema",
                  "$id": f"fixtures/{game}/schemas/{kind}.schema.json",
                  "title": f"{game}: {TITLES[kind]}",
                  "description": describe.member("kinds", kind)}
        if kind in ("action", "event", "decision"):
            key = "decision" if kind == "decision" else "type"
            shapes: dict[str, Shape] = defaultdict(Shape)
            extra = describe.refused_actions() if kind == "action" else []
            # an action may be listed, and played, with its defaults written out: the same action
            spelled = {"action": describe.spelled_out, "decision": describe.spelled_decision}.get(kind)
            extra += [other for other in map(spelled, samples[kind]) if other is not None] if spelled else []
            for sample in [*samples[kind], *extra]:
                shapes[sample[key]].add(sample)
            schemas[kind] = keyed_schema(shapes, key, f"{kind}s", describe, kind, header)
        else:
            shape = Shape()
            for sample in samples[kind]:
                shape.add(sample)
            schemas[kind] = {**header, **schema_of(shape, describe, kind, "")}
            if kind == "state":  # an implementation reports what it models, at any depth; a step reading more fails
                _require_nothing(schemas[kind])
            if "game" in schemas[kind].get("properties", {}):  # a position and a state name their own game
                schemas[kind]["properties"]["game"] = {"description": describe.field(kind, "game", "game"),
                                                       "const": game}
            if kind == "position":
                schemas[kind] = place_position_defaults(game, schemas[kind], describe.missing)
    return schemas, describe.missing


def _require_nothing(node: Any) -> None:
    """Drop ``required`` at every depth of a schema (a state's keys may each be left out)."""
    if isinstance(node, dict):
        node.pop("required", None)
        for value in node.values():
            _require_nothing(value)
    elif isinstance(node, list):
        for value in node:
            _require_nothing(value)


def redescribe(schema: dict[str, Any], describe: Describer, kind: str) -> dict[str, Any]:
    """``schema`` (as :func:`build` wrote it) with every meaning and clause taken afresh from the
    descriptions files, the shapes left as they are: what :func:`build` would write for the same
    samples today."""
    whole = _redescribed({k: v for k, v in schema.items() if k != "oneOf"}, describe, kind, "")
    whole["description"] = describe.member("kinds", kind)
    if "oneOf" in schema:  # one branch per action, event or decision type, its title the type
        whole["oneOf"] = [{**_redescribed(branch, describe, kind, "", branch.get("title")),
                           "description": describe.member(f"{kind}s", branch["title"])}
                          for branch in schema["oneOf"]]
        if kind == "action":
            whole["oneOf"] = [describe.place_defaults(branch) for branch in whole["oneOf"]]
    if kind == "position":
        whole = place_position_defaults(describe.game, whole, describe.missing)
    return whole


def position_defaults(game: str) -> dict[str, dict[str, Any]]:
    """The reference engine's table of what a key a position leaves out means (``POSITION_DEFAULTS``
    in reference_engine/<game>/game.py): by where the key is (``pieces.KIND``, ``situation``,
    ``map.connections``), the key and its default."""
    import importlib

    return dict(getattr(importlib.import_module(f"reference_engine.{game}.game"), "POSITION_DEFAULTS", {}))


#: where each part of the defaults table is in a position schema: the object whose properties it gives
_PLACES = {"pieces": ("pieces", "items"), "situation": ("situation",), "map.connections": ("map", "connections", "items")}


def _object_at(schema: dict[str, Any], where: str) -> dict[str, Any] | None:
    steps = _PLACES["pieces" if where.startswith("pieces.") else where]
    node: Any = schema
    for step in steps:
        node = node.get(step) if step == "items" else (node.get("properties") or {}).get(step)
        if not isinstance(node, dict):
            return None
    return node


def place_position_defaults(game: str, schema: dict[str, Any], missing: set[str]) -> dict[str, Any]:
    """The position ``schema`` with each key of the engine's defaults table carrying its ``default``
    (and no longer required: a position may leave it out), and no other ``default``; a key the
    schema has no place for is recorded in ``missing``."""
    schema = json.loads(json.dumps(schema))
    for where in ("pieces", "situation", "map.connections"):
        node = _object_at(schema, where if where != "pieces" else "pieces.")
        for sub in ((node or {}).get("properties") or {}).values():
            sub.pop("default", None)
    for where, keys in position_defaults(game).items():
        node = _object_at(schema, where)
        for key, value in keys.items():
            if node is None or key not in node.get("properties", {}):
                missing.add(f"{game}: no place in the position schema for the default of {where}.{key}")
                continue
            if node["properties"][key].get("default", value) != value:  # pieces of two kinds, one schema
                missing.add(f"{game}: two defaults for the pieces' {key!r}; one schema cannot tell them apart")
            node["properties"][key]["default"] = value
            if key in node.get("required", []):
                node["required"] = [k for k in node["required"] if k != key]
                if not node["required"]:
                    node.pop("required")
    return schema


def _redescribed(node: dict[str, Any], describe: Describer, kind: str, path: str,
                 variant: str | None = None) -> dict[str, Any]:
    # the same paths as schema_of: NAME under an object, .* for a map's values, [] for an array's items
    node = dict(node)
    if "oneOf" in node:
        node["oneOf"] = [_redescribed(branch, describe, kind, path, variant) for branch in node["oneOf"]]
    if "properties" in node:
        properties = {}
        for name, sub in node["properties"].items():
            child = f"{path}.{name}" if path else name
            sub = _redescribed(sub, describe, kind, child, variant)
            sub["description"] = describe.field(kind, child, name, variant)  # in its place: a diff shows only meanings
            sub.pop("x-clause", None)
            clause = describe.clause(kind, child)
            if clause and "const" not in sub:  # a keyed variant's name reports no clause
                sub["x-clause"] = clause
            properties[name] = sub
        node["properties"] = properties
    values = node.get("additionalProperties")
    if isinstance(values, dict) and values:  # {}: a map no sample filled, described by nothing
        values = _redescribed(values, describe, kind, f"{path}.*", variant)
        text = describe.field(kind, f"{path}.*", "*", variant)
        if text:
            values["description"] = text
        else:
            values.pop("description", None)
        node["additionalProperties"] = values
    if isinstance(node.get("items"), dict):
        node["items"] = _redescribed(node["items"], describe, kind, f"{path}[]", variant)
    return node


def _finish(built: dict[str, dict[str, dict]], describers: list[Describer], check: bool,
            shapes_built: bool = True) -> int:
    """Write the schemas built, unless a name lacks a meaning or a description key matches no field
    (then nothing), or ``check``. ``shapes_built``: the schemas' shapes were inferred afresh (their
    ``[enumerations]`` applied), not only their meanings rewritten."""
    missing = set().union(*(d.missing for d in describers))
    unmatched = unmatched_keys(describers) + (unmatched_enumerations(describers) if shapes_built else [])
    if missing:
        print("no description for:\n  " + "\n  ".join(sorted(missing))
              + f"\nadd them to {paths.descriptions_path().relative_to(paths.ROOT)} or fixtures/<game>/schemas/descriptions.toml", file=sys.stderr)
    if unmatched:
        print("description keys that match no field:\n  " + "\n  ".join(unmatched)
              + "\ncorrect or remove them", file=sys.stderr)
    if missing or unmatched:
        print("nothing was written", file=sys.stderr)
        return 1
    if not check:
        for game, schemas in built.items():
            folder = paths.schema_folder(game)
            folder.mkdir(parents=True, exist_ok=True)
            for kind, schema in schemas.items():
                (folder / f"{kind}.schema.json").write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n",
                                                            encoding="utf-8")
            print(f"wrote {folder}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; list missing descriptions and description keys that match no field")
    parser.add_argument("--descriptions", action="store_true",
                        help="rewrite only the descriptions of the schemas as they stand; play nothing")
    args = parser.parse_args(argv)
    built: dict[str, dict[str, dict]] = {}
    describers: list[Describer] = []
    if args.descriptions:
        from conformance.checks.schemas import games, schema

        for game in games():
            describers.append(describe := Describer(game))
            built[game] = {kind: redescribe(schema(game, kind), describe, kind) for kind in KINDS}
        return _finish(built, describers, args.check, shapes_built=False)
    transcript = record_corpus()
    # the corpus's paths, then a short fuzz campaign per game for the paths it does not take
    by_game = samples_by_game(transcript + record_fuzz(tuple(sorted(g for g in samples_by_game(transcript) if g))))
    for game, samples in sorted(by_game.items()):
        describers.append(describe := Describer(game))
        built[game], _ = build(game, samples, describe)
    return _finish(built, describers, args.check)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
