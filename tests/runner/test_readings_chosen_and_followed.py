"""Errata readings: a run's ``--reading`` default, an implementation that follows a reading, and
the what-if that says which scenarios depend on a default.

- ``--reading ERRATUM=READING`` makes READING the default of the run: unpinned scenarios are
  played under it, pinned ones keep theirs; results.json says it.
- An implementation that declares a reading in its handshake is played under it: the reference
  engine served under a non-default reading passes every scenario that does not pin the default,
  and those that do are unsupported with their reason; the fuzzer plays every position under
  the declared reading. A reading the catalog lacks is a handshake error with a "did you mean".
- ``conformance errata --what-if`` names the scenarios whose verdict changes under another
  reading, and ``--check`` fails a corpus where one of them pins nothing.
"""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path

import pytest

from conformance import cli
from conformance.commands import errata
from conformance.connection.handshake import handshake_problems
from conformance.corpus import paths
from conformance.corpus.catalog import load_all
from tests.support.runs import conformance_run

GAME, ERRATUM, DEFAULT, OTHER = "hannibal", "tactics-roll-sign", "at-most", "less-than"
#: a scenario of the corpus whose verdict depends on the reading: it passes under at-most only
DEPENDS = "Into a Carthaginian space that holds Roman CU the roll has no modifier"
#: a step pinning the default reading of ERRATUM
PIN = re.compile(rf'^\s*(Given|And) the "{DEFAULT}" reading of erratum {re.escape(ERRATUM)}\s*$')


def _feature_holding(name: str) -> Path:
    return next(p for p in sorted((paths.FEATURES / GAME).rglob("*.feature"))
                if f": {name}" in p.read_text(encoding="utf-8"))


def test_a_reading_of_the_run_is_played_by_unpinned_scenarios_and_said_in_the_results(
        unpinned_corpus: Path, tmp_path: Path, capsys) -> None:
    """On a corpus where DEPENDS pins nothing, it passes at the catalog's default and fails with
    ``--reading`` choosing the other reading; the scenarios that pin a reading keep theirs."""
    selection = ("--game", GAME, "-k", "roll_has_no_modifier or less_than or equal_to_the_tactics")
    code, results = conformance_run(tmp_path / "default", *selection, within=300)
    assert code == 0 and results["readings"] == {}
    assert {r["status"] for r in results["records"]} == {"passed"}
    code, results = conformance_run(tmp_path / "other", *selection, "--reading", f"{ERRATUM}={OTHER}", within=300)
    assert results["readings"] == {ERRATUM: OTHER}
    assert f"{ERRATUM}={OTHER}" in capsys.readouterr().out
    failed = {r["scenario"] for r in results["records"] if r["status"] == "failed"}
    assert DEPENDS in failed and code == 1
    pinning = [r for r in results["records"] if "reading" in r["scenario"].lower()]
    assert pinning and all(r["status"] == "passed" for r in pinning)


def test_a_reading_the_catalog_does_not_have_is_a_usage_error_with_a_did_you_mean(tmp_path: Path, capsys) -> None:
    assert cli.main(["run", "--report-dir", str(tmp_path), "--reading", f"{ERRATUM}=less-then"]) == 2
    assert "did you mean 'less-than'" in capsys.readouterr().err


def test_a_handshake_declaring_a_reading_the_catalog_does_not_have_says_which_and_did_you_mean() -> None:
    catalogs = load_all()
    ok = {"games": {GAME: {"variants": [], "clauses": "all", "readings": {ERRATUM: OTHER}}}}
    assert handshake_problems(ok, catalogs) == []
    wrong = {"games": {GAME: {"variants": [], "clauses": "all", "readings": {ERRATUM: "less-then",
                                                                             "tactics-roll-sing": OTHER}}}}
    problems = handshake_problems(wrong, catalogs)
    assert len(problems) == 2, problems
    assert "no reading 'less-then'" in problems[0] and "did you mean 'less-than'" in problems[0]
    assert "'tactics-roll-sing'" in problems[1] and f"did you mean '{ERRATUM}'" in problems[1]
    assert "expected an object" in handshake_problems(
        {"games": {GAME: {"variants": [], "clauses": "all", "readings": [OTHER]}}}, catalogs)[0]


def test_the_reference_served_under_a_reading_passes_all_but_the_scenarios_pinning_the_default(tmp_path: Path) -> None:
    spec = (f"exec:{shlex.quote(sys.executable)} -m conformance serve reference "
            f"--reading {ERRATUM}={OTHER}")
    code, results = conformance_run(tmp_path, "--game", GAME, "--implementation", spec, within=600)
    records = results["records"]
    pinned = [r for r in records if r["status"] == "unsupported"]
    others = [r for r in records if r["status"] != "unsupported"]
    assert pinned and others
    assert all(r["status"] == "passed" for r in others), [(r["scenario"], r["status"], r["message"][:200])
                                                            for r in others if r["status"] != "passed"]
    for record in pinned:
        assert f"pins reading '{DEFAULT}' of erratum {ERRATUM}" in record["message"], record["message"]
        assert f"follows reading '{OTHER}'" in record["message"]
    assert code == 0


@pytest.fixture
def unpinned_corpus(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A corpus of one Hannibal feature file of the corpus, with its pins of ERRATUM's default taken out."""
    source = _feature_holding(DEPENDS)
    features = tmp_path / "features" / GAME
    features.mkdir(parents=True)
    kept, given = [], False
    for line in source.read_text(encoding="utf-8").splitlines(keepends=True):
        if PIN.match(line):
            given = given or line.strip().startswith("Given")
            continue
        if given and line.strip().startswith("And "):  # the step after a pin that opened the steps opens them now
            line = line.replace("And ", "Given ", 1)
        given = False
        kept.append(line)
    (features / source.name).write_text("".join(kept), encoding="utf-8")
    (tmp_path / "fixtures").symlink_to(paths.FIXTURES, target_is_directory=True)
    monkeypatch.setenv("WARGAME_CORPUS_ROOT", str(tmp_path))
    monkeypatch.setenv("CONFORMANCE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(paths, "FEATURES", tmp_path / "features")
    return tmp_path


def test_the_what_if_names_a_scenario_that_depends_on_a_reading_and_the_check_fails_it(unpinned_corpus: Path,
                                                                                         capsys) -> None:
    assert cli.main(["errata", "--game", GAME, "--what-if", f"{ERRATUM}={OTHER}", "--check"]) == 1
    out, err = capsys.readouterr()
    assert re.search(rf"what if {re.escape(ERRATUM)}={OTHER} .*: [1-9]\d* of \d+ scenario", out), out
    changed = re.search(rf"- \S+\.feature:\d+  {re.escape(DEPENDS)}  passed -> failed", out)
    assert changed, out
    assert "depend on a default reading without pinning it" in err and "pin the reading" in err


def test_a_games_plays_under_other_readings_are_dealt_out_in_shares_of_about_as_many_plays() -> None:
    plan = {"a": ["e=1", "e=2", "f=1"], "b": ["e=1"], "c": ["e=1", "f=1"], "d": ["f=1"]}
    shares = errata.dealt(plan, 2)
    assert shares == [{"a": ["e=1", "e=2", "f=1"], "d": ["f=1"]}, {"c": ["e=1", "f=1"], "b": ["e=1"]}]
    assert errata.dealt(plan, 1) == [plan] and errata.dealt({"a": ["e=1"]}, 4) == [{"a": ["e=1"]}]


def test_the_what_if_plays_each_game_in_shares_at_once_and_keeps_what_one_game_measured_when_another_cannot_play(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CONFORMANCE_CACHE", str(tmp_path))
    monkeypatch.setattr(errata.os, "sched_getaffinity", lambda pid: {0, 1})
    calls = []
    baseline = [{"key": k, "function": f"test_{k}", "consulted": ["e"], "status": "passed", "scenario": k,
                 "feature": "features/good/a.feature", "line": line} for line, k in enumerate("xyz", start=3)]

    def play(game, plan=None):
        calls.append((game, plan))
        if game == "broken":
            raise errata.MeasureError("the corpus run of broken could not play")
        if plan is None:
            return baseline
        return [{**entry, "what_if": reading, "status": "failed" if entry["key"] == "y" else "passed"}
                for entry in baseline if entry["function"] in plan for reading in plan[entry["function"]]]

    monkeypatch.setattr(errata, "_play", play)
    with pytest.raises(errata.MeasureError, match="broken"):
        errata.measure({"good": {"e": ["other"]}, "broken": {"e": ["other"]}})
    shares = [plan for game, plan in calls if game == "good" and plan is not None]
    assert len(shares) == 2 and sorted(f for share in shares for f in share) == ["test_x", "test_y", "test_z"]
    kept = errata.what_if.load(errata.what_if.fingerprint())
    assert set(kept) == {"good"}
    assert [change["key"] for change in kept["good"]["what_if"]["e=other"]] == ["y"]
    calls.clear()
    assert errata.measure({"good": {"e": ["other"]}})["good"] == kept["good"] and calls == []  # kept: not played again


def test_on_the_corpus_every_unpinned_scenario_holds_under_every_reading(capsys) -> None:
    """The check of the test command: no scenario depends on a default reading without pinning it
    (measured against the reference engine, kept by the corpus's fingerprint)."""
    code = cli.main(["errata", "--what-if", "--check"])
    out, err = capsys.readouterr()
    assert code == 0, err[-3000:]
    catalogs = load_all()
    selectable = [e for cat in catalogs.values() for e in cat.errata.values() if e.is_selectable]
    for erratum in selectable:  # every erratum of every game, under each of its non-default readings
        for reading in erratum.readings:
            if reading.id != erratum.default:
                assert f"what if {erratum.id}={reading.id} " in out


def test_the_fuzzer_plays_every_position_under_the_readings_the_implementation_follows(tmp_path: Path, capsys) -> None:
    """The reference served under a non-default reading and the reference as shipped agree on every
    generated position: both play it under the reading the handshake declares (half the positions
    name no reading of the erratum, where the two would part at the default)."""
    spec = (f"exec:{shlex.quote(sys.executable)} -m conformance serve reference "
            f"--reading {ERRATUM}={OTHER}")
    code = cli.main(["fuzz", "--implementation", spec, "--game", GAME, "--seed", "0", "--max-examples", "60",
                     "--no-seeds", "--no-shrink", "--out", str(tmp_path)])
    assert "no divergence found" in capsys.readouterr().out
    assert code == 0
