"""The mutation scores say on which corpus they were measured, and whether it is still today's.

A score is a claim about the corpus that was played: strength/mutation.py
writes with each game's figures the day, a commit whose corpus that was and
the corpus fingerprint, and ``--status`` compares that fingerprint with the
checkout's, so a rules editor sees when the scenarios changed since.
"""

from __future__ import annotations

import subprocess
import tomllib

from strength import mutation
from tests.support.mutation_checkout import small_checkout


def _git(root, *command: str) -> str:
    done = subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *command], cwd=root,
                          capture_output=True, text=True, check=True)
    return done.stdout.strip()


def _checkout(tmp_path, monkeypatch):
    """A small checkout with a committed corpus of one game."""
    root = small_checkout(tmp_path / "project", monkeypatch, {
        "pyproject.toml": "[project]\n", "conftest.py": "", "reference_engine/core/board.py": "A = 1\n",
        "reference_engine/hannibal/sieges.py": "B = 1\n", "features/hannibal/sieges.feature": "Feature: x\n",
        "conformance/steps/common.py": "", "conformance/cli.py": "", "fixtures/hannibal/map.toml": "",
        "examples/js/expectations.toml": ""})
    _git(root, "init", "-q")
    _git(root, "add", "-A")
    _git(root, "commit", "-q", "-m", "corpus")
    return root


def _score() -> object:
    return mutation.Score(mutants=10, killed=8, equivalent=2, not_run=0)


def test_the_scores_name_the_day_the_commit_and_the_corpus_they_were_measured_on(tmp_path, monkeypatch):
    root = _checkout(tmp_path, monkeypatch)
    mutation.write_scores({"hannibal": _score()}, today="2026-12-03")
    figures = tomllib.loads(mutation.SCORES.read_text(encoding="utf-8"))["hannibal"]
    assert figures["killed"] == 8 and figures["score"] == 100.0
    assert figures["measured"] == "2026-12-03"
    assert figures["corpus_commit"] == _git(root, "rev-parse", "--short", "HEAD")
    assert mutation.corpus_fingerprint("hannibal").startswith(figures["corpus_fingerprint"])


def test_a_corpus_not_yet_committed_is_named_as_such_and_a_change_outside_it_is_not(tmp_path, monkeypatch):
    root = _checkout(tmp_path, monkeypatch)
    head = _git(root, "rev-parse", "--short", "HEAD")
    (root / "conformance/cli.py").write_text("# the command line: no corpus run reads it\n")
    assert mutation.measured_on("hannibal")["corpus_commit"] == head
    (root / "features/hannibal/sieges.feature").write_text("Feature: y\n")
    assert mutation.measured_on("hannibal")["corpus_commit"] == f"{head}+uncommitted"


def test_status_says_current_until_the_corpus_changes(tmp_path, monkeypatch, capsys):
    root = _checkout(tmp_path, monkeypatch)
    mutation.write_scores({"hannibal": _score()}, today="2026-12-03")
    assert mutation.status(["hannibal"]) == 0
    assert capsys.readouterr().out.rstrip().endswith(": current")
    (root / "features/hannibal/sieges.feature").write_text("Feature: y\n")
    assert mutation.status(["hannibal"]) == 1
    assert "STALE" in capsys.readouterr().out
    assert mutation.status(["hellenes"]) == 1
    assert "not measured yet" in capsys.readouterr().out


def test_scores_written_before_their_corpus_was_named_are_not_called_current(tmp_path, monkeypatch, capsys):
    _checkout(tmp_path, monkeypatch)
    mutation.SCORES.parent.mkdir(parents=True)
    mutation.SCORES.write_text("[hannibal]\nmutants = 10\nkilled = 8\nequivalent = 2\nsurvived = 0\n"
                               "not_run = 0\nscore = 100.0\n", encoding="utf-8")
    assert mutation.status(["hannibal"]) == 1
    assert "measured before the scores said on which corpus" in capsys.readouterr().out
