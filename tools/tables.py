"""The tables of README.md and docs/*.md, printed from the data they report.

Every figure the front page and the docs show lives as data: the games' counts
in the catalogs and feature files, the mutation scores in
``conformance/reports/mutation_scores.toml``, the benchmarks' figures in
``docs/figures/*.toml`` (one file per benchmark family, each with the day it
was measured and the machine). Each function here prints one Markdown table.
The pages embed them as cog blocks::

    <!-- [[[cog import tools.tables as t; t.games()]]] -->
    ...the table, written by cog...
    <!-- [[[end]]] -->

Regenerate every table with ``cog -r README.md docs/*.md`` from the repository
root; ``tests/project/test_docs_tables_are_current.py`` fails while one is stale. Run alone
(``python -m tools.tables games``) a function prints its table to stdout.
"""

from __future__ import annotations

import sys
import tomllib
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ROOT / "docs" / "figures"
SCORES = ROOT / "conformance" / "reports" / "mutation_scores.toml"
SEMANTIC_SCORES = ROOT / "conformance" / "reports" / "semantic_scores.toml"

#: the games in the order the front page lists them, with the excerpt each corpus covers
EXCERPTS = {
    "sword_of_rome": "§9 Movement (9.1–9.6; the text ends inside 9.6.4)",
    "successors": "command change, right of passage, hostile spaces, raising a CU, naval movement, interception",
    "here_i_stand": "13.1 land movement: restrictions and the 8-step procedure",
    "hellenes": "§5 Movement (5.0–5.5)",
    "hannibal": "player's summary: interception, avoiding battle, pursuit, walled cities, tribes, sieges",
}
#: short names for tables with many columns
SHORT = {"sword_of_rome": "The Sword of Rome", "successors": "Successors", "here_i_stand": "Here I Stand",
         "hellenes": "Hellenes", "hannibal": "Hannibal"}


# ------------------------------------------------------------------ output

def _emit(lines: Iterable[str]) -> None:
    """Write lines into the cog block being generated, or to stdout outside cog."""
    cog = sys.modules.get("cog")
    write = getattr(cog, "outl", None) if cog is not None else None
    for line in lines:
        if write is not None:
            write(line)
        else:
            print(line)


def _table(header: Sequence[str], rows: Iterable[Sequence[Any]], align: str = "") -> list[str]:
    """A Markdown table; ``align`` has one letter per column: l (default) or r."""
    align = align.ljust(len(header), "l")
    rule = ["---:" if a == "r" else "---" for a in align]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(rule) + "|"]
    lines += ["| " + " | ".join(_cell(value) for value in row) + " |" for row in rows]
    return lines


def _cell(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "**no**"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value).replace("|", "\\|")


def _load(path: Path) -> dict[str, Any]:
    with open(path, "rb") as handle:
        return tomllib.load(handle)


def figures(family: str) -> dict[str, Any]:
    """The data of one benchmark family, ``docs/figures/<family>.toml``."""
    return _load(FIGURES / f"{family}.toml")


def _measured_on(data: dict[str, Any]) -> str:
    return f"Measured {data['measured']} on {data['machine']}."


# ------------------------------------------------------------------ the corpus

def catalog_path(game: str) -> Path:
    """The game's rule catalog, ``fixtures/<game>/catalog.toml``."""
    return ROOT / "fixtures" / game / "catalog.toml"


def game_ids() -> list[str]:
    """Every game with a catalog, in the front page's order."""
    found = {path.parent.name for path in (ROOT / "fixtures").glob("*/catalog.toml")}
    return [game for game in EXCERPTS if game in found] + sorted(found - set(EXCERPTS))


def collected_scenarios(game: str, features: Path | None = None) -> int:
    """The scenarios pytest collects for a game: one per scenario, one per examples row of an outline
    (an outline whose examples have no row is collected once)."""
    from pytest_bdd.gherkin_parser import get_gherkin_document

    count = 0
    for path in sorted(((features or ROOT / "features") / game).rglob("*.feature")):
        feature = get_gherkin_document(str(path)).feature
        nodes = []
        for child in feature.children:
            if child.scenario is not None:
                nodes.append(child.scenario)
            elif child.rule is not None:
                nodes += [c.scenario for c in child.rule.children if c.scenario is not None]
        for node in nodes:
            count += max(1, sum(len(examples.table_body or []) for examples in node.examples or []))
    return count


def game_counts(game: str) -> dict[str, Any]:
    """A game's title, clauses, errata and collected scenarios."""
    catalog = _load(catalog_path(game))
    return {"title": catalog["game"]["title"], "clauses": len(catalog.get("clause", [])),
            "errata": len(catalog.get("erratum", [])), "scenarios": collected_scenarios(game)}


def _where(game: str) -> str:
    return f"`fixtures/{game}/`, `features/{game}/`"


def games() -> None:
    """Each game: its excerpt, clauses, errata, scenarios (as pytest collects them) and where its files are."""
    rows = []
    for game in game_ids():
        counts = game_counts(game)
        title = SHORT.get(game, counts["title"])
        rows.append([title, EXCERPTS.get(game, ""), counts["clauses"], counts["errata"], counts["scenarios"],
                     _where(game)])
    total = [game_counts(game) for game in game_ids()]
    rows.append(["**all five**" if len(total) == 5 else "**all**", "",
                 sum(c["clauses"] for c in total), sum(c["errata"] for c in total),
                 sum(c["scenarios"] for c in total), ""])
    _emit(_table(["game", "excerpt", "clauses", "errata", "scenarios", "files"], rows, "llrrrl"))


# ------------------------------------------------------------------ strength

def scores() -> dict[str, Any]:
    """The mutation scores ``strength/mutation.py`` wrote."""
    return _load(SCORES)


def score_cell(game: str, figures: dict[str, Any]) -> str:
    """A game's mutation score, said to be of an older corpus when today's is another
    (``strength/mutation.py --status``)."""
    from strength.mutation import corpus_fingerprint

    kept = figures.get("corpus_fingerprint", "")
    current = bool(kept) and corpus_fingerprint(game).startswith(kept)
    return f"{figures['score']}%" + ("" if current else " (an older corpus)")


def mutation() -> None:
    """The mutation scores per game, with what was set aside and the corpus they were measured on."""
    data = scores()
    rows = []
    for game in game_ids():
        f = data.get(game)
        if f is None:
            rows.append([SHORT.get(game, game), "not measured yet", "", "", "", "", "", "", ""])
            continue
        rows.append([SHORT.get(game, game), f["mutants"], f["killed"], f["equivalent"], f["survived"],
                     f["not_run"], score_cell(game, f), f.get("measured", ""), f"`{f.get('corpus_commit', '')}`"])
    _emit(_table(["game", "mutants", "killed", "set aside as equivalent", "survived", "not played", "score",
                  "measured", "corpus of"], rows, "lrrrrrrll"))


def strength() -> None:
    """The front page's summary: per game, the mutation score and whether every scenario can fail."""
    data, fails = scores(), {g["game"]: g for g in figures("scenario_strength")["game"]}
    rules = _load(SEMANTIC_SCORES) if SEMANTIC_SCORES.exists() else {}
    rows = []
    for game in game_ids():
        f, s, r = data.get(game), fails.get(game), rules.get(game)
        failing = f"{s['when'] + s['then'] + s['end']:,} of {s['scenarios']:,}" if s else "not measured"
        semantic_score = f"{r['score']}% of {r['mutants']:,}" if r else "not measured"
        if f is None:
            rows.append([SHORT.get(game, game), "not measured", "", "", "", semantic_score, failing])
            continue
        rows.append([SHORT.get(game, game), f["mutants"], f["equivalent"], f["killed"], score_cell(game, f),
                     semantic_score, failing])
    # when and on which corpus each figure was measured: docs/strength.md's tables
    _emit(_table(["game", "mutants", "set aside as equivalent", "killed", "mutation score", "semantic score",
                  "scenarios some mutant fails"], rows, "lrrrrrr"))


def mutation_sentence() -> None:
    """What the mutation score is, with the number of mutants set aside, in one sentence."""
    data = scores()
    aside = sum(f["equivalent"] for f in data.values())
    mutants = sum(f["mutants"] for f in data.values())
    _emit([f"**Mutation score**: mutmut's mutants over the paths the corpus visits, with {aside:,} of "
           f"{mutants:,} set aside as equivalent. It does not measure whether each clause is checked in every "
           f"situation it covers."])


def semantic() -> None:
    """The semantic mutation scores: per game, rule-level bugs killed by a scenario of their own clause."""
    data = _load(SEMANTIC_SCORES) if SEMANTIC_SCORES.exists() else {}
    rows = []
    for game in game_ids():
        f = data.get(game)
        if f is None:
            rows.append([SHORT.get(game, game), "not measured yet", "", "", "", ""])
            continue
        rows.append([SHORT.get(game, game), f["mutants"], f["own_clause"], f["elsewhere"], f"{f['score']}%",
                     f.get("measured", "")])
    _emit(_table(["game", "semantic mutants", "killed by their clause's scenarios", "killed by another clause's",
                  "semantic score", "measured"], rows, "lrrrrl"))


def semantic_sentence() -> None:
    """What the semantic score is, in one sentence."""
    _emit(["**Semantic score**: rule-level bugs written per clause (a ban checked by land and not by sea, a "
           "roll on the best rating instead of the commander's, a limit checked in the first space only), at "
           "least two per clause, each played against its clause's scenarios. It sees only the bugs someone "
           "thought to write; a clause's other bugs may pass."])


def checks() -> None:
    """The front page's summary of the other strength figures: liars, sneaky implementations, mutants."""
    liars_data, sneaky_data = figures("liars"), figures("sneaky")
    consts, fuzz = figures("constants"), figures("fuzz_mutants")
    caught = sum(l["caught"] for l in liars_data["liar"])
    seen = sum(l["can_see"] for l in liars_data["liar"])
    sneaky_rows = sneaky_data["implementation"]
    steps = sum(i["steps_alone"] for i in sneaky_rows)
    checked = sum(i["steps_alone"] + i["only_with_check"] for i in sneaky_rows)
    hand = sum(g["mutants"] for g in fuzz["game"])
    rows = [
        [f"{len(liars_data['liar'])} liars (contract lies)", f"{caught:,} of {seen:,} scenarios that see the lie fail",
         liars_data["measured"]],
        [f"{len(sneaky_rows)} sneaky implementations",
         f"{steps:,} failures by the steps alone, {checked:,} with the reference check", sneaky_data["measured"]],
        ["mutants of tables and limits", f"{consts['killed']:,} of {consts['mutants']:,} killed, "
         f"{consts['equivalent']} equivalent", consts["measured"]],
        [f"{hand} hand-written mutants", f"{sum(g['corpus'] for g in fuzz['game'])} caught by the corpus, "
         f"{sum(g['with_corpus_paths'] for g in fuzz['game'])} by the fuzzer", fuzz["measured"]],
    ]
    _emit(_table(["check", "result", "measured"], rows))


def liars() -> None:
    """Each liar, its lie, and how many of the scenarios that can see it fail."""
    data = figures("liars")
    rows = [[f"`{l['name']}`", l["lie"], l["can_see"], l["caught"]] for l in data["liar"]]
    _emit(_table(["liar", "lie", "scenarios that can see it", "failed"], rows, "llrr")
          + ["", _measured_on(data)])


def sneaky() -> None:
    """Each sneaky implementation over the whole corpus, with and without the reference check."""
    data = figures("sneaky")
    rows = [[f"`{i['name']}`", i["lie"], i["steps_alone"], i["only_with_check"], i["passed_both"]]
            for i in data["implementation"]]
    _emit(_table(["implementation", "lie", "failed by the steps alone", "failed only with the check",
                  "passed both ways"], rows, "llrrr")
          + ["", f"{data['scenarios']:,} scenarios each. {_measured_on(data)}"])


def sneaky_mutants() -> None:
    """The hand-written mutants played with and without the reference check."""
    m = figures("sneaky")["mutants"]
    rows = [["scenario failures, all mutants", m["failures_steps_alone"],
             m["failures_steps_alone"] + m["failures_added_by_check"]],
            ["failing scenarios per mutant (median)", m["median_failing_steps_alone"], m["median_failing_with_check"]],
            ["mutants the check adds failures to", "", f"{m['mutants_with_added_failures']} of {m['mutants']}"]]
    _emit(_table(["", "steps alone", "with the reference check"], rows, "lrr") + ["", f"Measured {m['measured']}."])


def scenario_strength() -> None:
    """Per game: the scenarios some mutant fails with a wrong answer, and where."""
    data = figures("scenario_strength")
    rows = [[SHORT.get(g["game"], g["game"]), g["scenarios"], g["when"] + g["then"] + g["end"], g["when"], g["then"],
             g["end"], g["scenarios"] - g["when"] - g["then"] - g["end"]] for g in data["game"]]
    _emit(_table(["game", "scenarios", "failed by a mutant", "in a When step", "in a Then step", "in the end checks",
                  "never failed"], rows, "lrrrrrr")
          + ["", f"Up to {data['max_tries']} mutants tried per scenario. {_measured_on(data)}"])


def constants() -> None:
    """The mutants of the games' tables and limits."""
    c = figures("constants")
    _emit(_table(["constants", "mutants", "killed", "equivalent", "survived", "measured"],
                 [[c["constants"], c["mutants"], c["killed"], c["equivalent"], c["survived"], c["measured"]]],
                 "rrrrrl"))


def fuzz_equivalents() -> None:
    """The mutants listed as equivalent, per game: where the corpus executes the changed line
    (strength/equivalents_reach.py) and what the fuzzer found playing them against the reference
    (strength/fuzz_equivalents.py)."""
    reach, fuzzed = figures("equivalents_reach"), figures("fuzz_equivalents")
    rows = []
    for game in game_ids():
        r, f = reach.get(game), fuzzed.get(game)
        if not isinstance(r, dict):
            continue
        row = [SHORT.get(game, game), r["listed"], r["replayed"], r["listed"] - r["replayed"]]
        if isinstance(f, dict):
            row += [f["listed"], f"every corpus path ({f['corpus_paths']:,}) + {f['generated_each']:,} generated",
                    f["differed"], f["context_only"], f["not_equivalent"], f["measured"]]
        else:
            row += ["not fuzzed yet", "", "", "", "", ""]
        rows.append(row)
    _emit(_table(["game", "entries", "line executed by a scenario", "argued from the code", "mutants fuzzed",
                  "each played on", "differed", "only in a decision's context", "found not equivalent", "fuzzed"],
                 rows, "lrrrrlrrrl"))


# ------------------------------------------------------------------ speed

def speed_goals() -> None:
    """The corpus's speed goals and what was measured."""
    data = figures("speed")
    rows = [[g["what"], g["figure"], g["goal"], g["met"], g["measured"], g["conditions"]] for g in data["goal"]]
    _emit(_table(["what", "measured", "goal", "met", "on", "conditions"], rows) + ["", f"Machine: {data['machine']}."])


def speed_profile() -> None:
    """Where the corpus's extra time over the trivial corpus goes."""
    rows = [[p["area"], f"{p['corpus_ms']:.2f}", f"{p['trivial_ms']:.2f}", p["share"]] for p in figures("speed")["profile"]]
    _emit(_table(["area", "corpus ms / test", "trivial ms / test", "share of the extra"], rows, "lrrl"))


def check_costs() -> None:
    """What the runner's per-step checks cost."""
    rows = [[c["what"], c["in_process"], c["protocol"], c["measured"]] for c in figures("speed")["check"]]
    _emit(_table(["check", "in-process", "over the protocol", "measured"], rows))


def suite_parts() -> None:
    """The test command's time by the folder of its tests (``python -m tools.suite_parts``)."""
    suite = figures("speed")["suite"]
    total = sum(s["seconds"] for s in suite) or 1.0
    cpu = all("cpu_own" in s for s in suite)  # the run's CPU census (tools/suite_cpu.py), where it was taken
    rows = [[f"`{s['part']}`", f"{s['tests']:,}", f"{s['seconds']:.0f}", f"{100 * s['seconds'] / total:.0f}%",
             *([f"{s['cpu_own']:.0f}", f"{s['cpu_started']:.0f}"] if cpu else []),
             ", ".join(s["slowest"]) or "—", s["measured"]] for s in suite]
    _emit(_table(["folder", "tests", "seconds", "share",
                  *(["CPU s, the tests' own", "CPU s, the processes they start"] if cpu else []),
                  "tests of 10 s or more (the slowest three)", "measured"], rows, "lrrr" + ("rr" if cpu else "") + "ll"))


def _latest_run() -> dict[str, Any]:
    runs = figures("fuzz_speed")["run"]
    return next((run for run in runs if run.get("latest")), runs[0])


def _goal(data: dict[str, Any], run: dict[str, Any]) -> int:
    """The in-process goal a run was measured against (the file's, unless the run names its own)."""
    return run.get("goal", data["goal_positions_per_s"])


def fuzz_speed() -> None:
    """The fuzzer's throughput per game, latest run: in-process and over the process protocol."""
    data, run = figures("fuzz_speed"), _latest_run()
    rows = [[SHORT.get(g["game"], g["game"]), g["positions_per_s"], ", ".join(f"{r:,}" for r in g["runs"]),
             g["alone_per_s"], g["engines_share"], g.get("protocol_per_s", ""), g.get("protocol_alone_per_s", ""),
             f"{g['instructions_m']:.2f}" if "instructions_m" in g else ""] for g in run["game"]]
    _emit(_table(["game", "positions/s", "every run", "fuzzer alone: positions/s", "engines' share",
                  "over the protocol: positions/s", "over the protocol, fuzzer alone",
                  "instructions (millions / position)"], rows, "lrlrrrrr")
          + ["", f"Goals: {_goal(data, run):,} positions/s per core in-process, "
                 f"{data['protocol_goal_positions_per_s']:,} over the process protocol (the CPU time of both "
                 f"processes). Seed {run['seed']}, {run['positions']:,} positions per game in-process"
                 + (f", {run['protocol_positions']:,} over the protocol" if "protocol_positions" in run else "")
                 + f", median of {run['repeat']} runs; {run['load']}. Measured {run['measured']} on {run['machine']}."])


def fuzz_speed_runs() -> None:
    """Each recorded run of the fuzzer's benchmark: the load of the machine and the range it gave."""
    data = figures("fuzz_speed")
    rows = []
    for run in data["run"]:
        rates = [g["positions_per_s"] for g in run["game"]]
        alone = [g["alone_per_s"] for g in run["game"]]
        counts = [g["instructions_m"] for g in run["game"] if "instructions_m" in g]
        rows.append([run["measured"], run["load"], f"{min(rates):,}–{max(rates):,}", f"{min(alone):,}–{max(alone):,}",
                     f"{min(counts):.2f}–{max(counts):.2f}" if counts else "", f"{_goal(data, run):,}",
                     min(rates) >= _goal(data, run)])
    _emit(_table(["measured", "machine's load", "positions/s", "fuzzer alone", "instructions (M)",
                  "goal (positions/s)", "goal met"], rows, "llrrrrl"))


def fuzz_remaining() -> None:
    """For each goal the latest run missed: the game furthest from it, why, and where its time goes."""
    for entry in figures("fuzz_speed").get("remaining", []):
        rows = [[area["area"], area["owner"], area["share"]] for area in entry["area"]]
        _emit([f"**{entry['where']}**, {SHORT.get(entry['game'], entry['game'])}: {entry['why']} "
               f"Of its own time under cProfile: {entry['owners']}.", ""]
              + _table(["area", "whose code", "share"], rows, "llr") + [""])


# ------------------------------------------------------------------ fuzzing

def fuzz_mutants() -> None:
    """The hand-written mutants: caught by the corpus, found by the fuzzer."""
    data = figures("fuzz_mutants")
    rows = [[SHORT.get(g["game"], g["game"]), g["mutants"], g["corpus"], g["with_corpus_paths"], g["generated_only"]]
            for g in data["game"]]
    rows.append(["**all**"] + [sum(g[key] for g in data["game"])
                               for key in ("mutants", "corpus", "with_corpus_paths", "generated_only")])
    _emit(_table(["game", "mutants", "caught by the corpus", "found by the fuzzer", "found on generated positions alone"],
                 rows, "lrrrr")
          + ["", f"Seed {data['seed']}, at most {data['budget']:,} positions per mutant. With the corpus's paths first, "
                 f"found after a median of {data['found_after_median_with_paths']} positions "
                 f"(at most {data['found_after_most_with_paths']}); on generated positions alone, a median of "
                 f"{data['found_after_median_generated']} (at most {data['found_after_most_generated']}). "
                 f"{_measured_on(data)}"])


def fuzz_campaigns() -> None:
    """Campaigns against the two example implementations."""
    rows = []
    for c in figures("fuzz_campaigns")["campaign"]:
        rows.append([f"`{c['implementation']}`", c["seed"], c["budget"], c.get("positions", ""),
                     c.get("unsupported", ""), c.get("undeclared", ""), c.get("expected", ""), c["divergences"],
                     c["measured"]])
    _emit(_table(["implementation", "seed", "budget", "positions", "stopped as unsupported", "in undeclared clauses",
                  "expected", "divergences reported", "measured"], rows, "llrrrrrrl"))


#: every table, by name, for ``python -m tools.tables NAME``
TABLES = {name: function for name, function in dict(globals()).items()
          if callable(function) and not name.startswith("_") and getattr(function, "__module__", "") == __name__
          and name not in {"figures", "catalog_path", "game_ids", "collected_scenarios", "game_counts", "scores"}}


def main(argv: Sequence[str] | None = None) -> int:
    names = list(sys.argv[1:] if argv is None else argv)
    unknown = [name for name in names if name not in TABLES]
    if not names or unknown:
        print(f"usage: python -m tools.tables TABLE ...; tables: {', '.join(sorted(TABLES))}", file=sys.stderr)
        return 2
    for name in names:
        TABLES[name]()
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
