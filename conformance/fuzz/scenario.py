"""A finding written out: a ready-to-commit .feature scenario and the raw transcript.

The scenario states the position as data tables, replays the actions as the
JSON the contract carries, and asserts at the divergent step every outcome
the reference engine gave (refusal and rule, or events; the pending decision,
its context and legal actions; the state). It passes against the reference
and fails, at the first differing assertion, against the implementation the
fuzzer caught. Tags: the game and the clause ids of the refusal or decision.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from conformance.corpus.catalog import load_all
from conformance.steps.data import cell_text

#: the pieces table's first columns, when the pieces have them
PIECE_COLUMNS = ("kind", "name", "faction", "side", "power", "space", "count", "inside")
#: said of a finding no catalog clause could be attributed to, where its clauses would be named (the
#: corpus requires every scenario to name one: such a scenario must be tagged by hand before it is committed)
UNATTRIBUTED_WARNING = ("UNATTRIBUTED: no catalog clause could be attributed to it; "
                        "tag its scenario with the clause it is about before committing it")


def scenario_id(finding: dict[str, Any]) -> str:
    text = json.dumps({"position": finding["position"], "steps": [(s["player"], s["action"]) for s in finding["steps"]]},
                      sort_keys=True)
    return hashlib.sha1(text.encode()).hexdigest()[:8]


def title(finding: dict[str, Any], name: str | None = None) -> str:
    divergence = finding["divergence"]
    where = "the position" if divergence["step"] == 0 else f"action {divergence['step']}"
    clauses = ", ".join(divergence["clauses"]) or "no clause"
    return f"Fuzzed {name or scenario_id(finding)}: {divergence['what']} after {where} ({clauses})"


def feature_text(finding: dict[str, Any], name: str | None = None) -> str:
    """The finding as a scenario; ``name`` (default: its ``scenario_id``) names the feature and the
    scenario."""
    name = name or scenario_id(finding)
    game = finding["game"]
    divergence = finding["divergence"]
    catalog = load_all()[game]
    tags = [c for c in divergence["clauses"] if c in catalog.clauses or c in catalog.errata]
    lines = [
        f"# Written by `conformance fuzz --game {game} --seed {finding.get('seed')}` "
        f"(hypothesis round seed {finding.get('round_seed')}).",
        f"# {finding.get('implementation')} diverged from {finding.get('against')}: {_one_line(divergence['summary'])}",
        "# The expected outcomes are the reference engine's.",
        *([] if tags else [f"# {UNATTRIBUTED_WARNING}."]),
        f"@{game}",
        f"Feature: Fuzzed divergence {name}",
        "",
        f"  {' '.join('@' + t for t in tags)}".rstrip(),
        f"  Scenario: {title(finding, name)}",
    ]
    position = dict(finding["position"])
    if isinstance(finding.get("dice_rolled"), int):  # script only the dice the reference rolled
        position["dice"] = list(position.get("dice") or [])[: finding["dice_rolled"]]
    steps = given_steps(position)
    for index, step in enumerate(finding["steps"], start=1):
        steps.append(f"When {step['player']} takes the action {json.dumps(step['action'], sort_keys=True)}")
        reference = step["reference"]
        last = index == divergence["step"]
        if reference.get("outcome") == "refused":
            steps.append(f"Then the action is refused citing rule {reference['rule']}")
        elif last:
            steps += _events(reference.get("events") or [])
        if last:
            steps += _outcomes(step)
    if divergence["step"] == 0:
        steps += _outcomes(finding["initial"])
    lines += _indent(_keywords(steps))
    return "\n".join(line for line in lines if line != "  ") + "\n"


def given_steps(position: dict[str, Any]) -> list[str]:
    steps = []
    if position.get("variant"):
        steps.append(f'Given the position\'s variant is "{position["variant"]}"')
    for erratum, reading in sorted((position.get("readings") or {}).items()):
        steps.append(f'Given the "{reading}" reading of erratum {erratum}')
    board = position.get("map") or {}
    steps += _table("Given the position's spaces:", ("space", "attributes"),
                    [(s, a or {}) for s, a in board.get("spaces", {}).items()])
    steps += _table("Given the position's connections:", ("between", "and", "attributes"),
                    [(*c["between"], {k: v for k, v in c.items() if k != "between"})
                     for c in board.get("connections", [])])
    pieces = position.get("pieces") or []
    columns = [k for k in PIECE_COLUMNS if any(k in p for p in pieces)]
    for piece in pieces:
        columns += sorted(k for k in piece if k not in columns)
    steps += _table("Given the position's pieces:", tuple(columns),
                    [tuple(p.get(c, _EMPTY) for c in columns) for p in pieces])
    steps += _table("Given the position's markers:", ("marker", "value"),
                    sorted((position.get("markers") or {}).items()))
    steps += _table("Given the position's situation:", ("key", "value"),
                    sorted((position.get("situation") or {}).items()))
    steps += _table("Given the position's events in play:", ("event",), [(e,) for e in position.get("events") or []])
    if position.get("dice"):
        steps.append("Given the dice will roll " + ", ".join(str(d) for d in position["dice"]))
    return steps


def _outcomes(record: dict[str, Any]) -> list[str]:
    steps = []
    if "pending" in record:
        pending = record["pending"]
        if pending is None:
            steps.append("Then no decision is pending")
        else:
            steps.append(f'Then the pending decision is "{pending["decision"]}" for {pending["player"]}')
            context = sorted((k, v) for k, v in pending.items() if k not in ("decision", "player", "actions"))
            if context:
                steps += _table("Then the pending decision's context is:", ("key", "value"), context)
            steps += _table("Then the legal actions are:", ("action",), [(a,) for a in pending.get("actions", [])],
                            keep_empty=True)
    if "state" in record:
        steps += _table("Then the state is:", ("key", "value"), sorted(record["state"].items()))
    return steps


def _events(events: list[dict[str, Any]]) -> list[str]:
    if not events:
        return ["Then the action caused no events"]
    return _table("Then the action's events are:", ("event",), [(e,) for e in events])


class _Empty:
    pass


_EMPTY = _Empty()


def _table(step: str, header: tuple[str, ...], rows: list[tuple[Any, ...]], keep_empty: bool = False) -> list[str]:
    if not rows and not keep_empty:
        return []
    cells = [list(header)] + [["" if v is _EMPTY else cell_text(v) for v in row] for row in rows]
    cells = [[c.replace("\\", "\\\\").replace("|", "\\|") for c in row] for row in cells]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    table = ["  | " + " | ".join(c.ljust(w) for c, w in zip(row, widths)) + " |" for row in cells]
    return [step, *table]


def _keywords(steps: list[str]) -> list[str]:
    """Given/When/Then once each in a run, And after."""
    out, previous = [], None
    for step in steps:
        if step.startswith("  |"):
            out.append(step)
            continue
        keyword, rest = step.split(" ", 1)
        out.append(f"And {rest}" if keyword == previous else step)
        previous = keyword
    return out


def _indent(steps: list[str]) -> list[str]:
    return ["    " + s for s in steps]


def _one_line(text: str) -> str:
    return " ".join(text.split())


def write(finding: dict[str, Any], out: Path) -> tuple[Path, Path]:
    """The scenario (``fuzz_<id>.feature``) and the transcript (``fuzz_<id>.json``) under ``out/<game>/``.

    The id comes from the position and the actions, so the same finding written again replaces
    its own files; another finding on the same position and actions (another implementation's,
    or another divergence) never replaces them: it is written as ``fuzz_<id>_2``, ``_3``... (the
    name its feature and scenario take too, so that both can be committed)."""
    folder = Path(out) / finding["game"]
    folder.mkdir(parents=True, exist_ok=True)
    raw = json.dumps(finding, indent=1, sort_keys=True, default=str) + "\n"
    name = _free_name(folder, scenario_id(finding), raw)
    feature = folder / f"fuzz_{name}.feature"
    transcript = folder / f"fuzz_{name}.json"
    # both texts are built before anything is written; each file is written to a temporary file
    # beside it and renamed into place, the transcript first, so that a .feature on disk always
    # has its whole transcript (a full disk leaves no half-written finding, only older files)
    scenario = feature_text(finding, name)
    _write_atomically(transcript, raw)
    _write_atomically(feature, scenario)
    return feature, transcript


def _free_name(folder: Path, base: str, raw: str) -> str:
    """``base``, or ``base_2``, ``base_3``...: the first name whose files are absent or hold this very
    transcript (a scenario left without its transcript is another finding's: never replaced)."""
    number = 1
    while True:
        name = base if number == 1 else f"{base}_{number}"
        transcript, feature = folder / f"fuzz_{name}.json", folder / f"fuzz_{name}.feature"
        if not transcript.exists() and not feature.exists():
            return name
        try:
            if transcript.read_text(encoding="utf-8") == raw:
                return name
        except (OSError, UnicodeDecodeError):
            pass
        number += 1


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


_UMASK = _umask()


def _write_atomically(path: Path, text: str) -> None:
    """``text`` in ``path``, whole or not at all: written to a temporary file in the same folder,
    then renamed over ``path`` (os.replace); the temporary file is removed when anything fails."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, 0o666 & ~_UMASK)  # mkstemp's 0600 -> what write_text would have given
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
