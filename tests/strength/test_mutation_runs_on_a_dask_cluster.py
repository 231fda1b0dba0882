"""``strength/mutation.py --scheduler``: mutmut's runs on a two-worker Dask ``LocalCluster`` give the
verdicts and the score a local run gives, on a handful of Here I Stand's mutants (mutmut's own
selection by name). The local run mutates only the two modules the selection names, as each of the
cluster's shares does: a mutant's verdict does not depend on which other mutants were generated, and
generating all of the game's takes longer than playing these."""

from __future__ import annotations

import importlib.util
import json

import pytest

from strength import mutation, mutation_cluster
from tests.support.cluster import local_cluster

pytestmark = pytest.mark.skipif(importlib.util.find_spec("mutmut") is None
                                or importlib.util.find_spec("distributed") is None,
                                reason="needs mutmut and dask.distributed")

GAME = "here_i_stand"
#: two shares: the first mutants of two functions few scenarios reach
SELECTION = [f"reference_engine.{GAME}.withdrawal.x_withdrawers__mutmut_[1-3]",
             f"reference_engine.{GAME}.avoid_battle.x_avoiders__mutmut_[1-3]"]


def verdicts(work) -> dict[str, str]:
    import fnmatch

    return {m.name: m.status for m in mutation.collect(work, GAME)
            if any(fnmatch.fnmatchcase(m.name, pattern) for pattern in SELECTION)}


@pytest.mark.long
def test_the_cluster_gives_the_verdicts_and_score_of_a_local_run(tmp_path, monkeypatch) -> None:
    local = mutation.prepare(GAME, fresh=True, work=tmp_path / "local" / GAME,
                             modules=mutation_cluster.modules_of(GAME, SELECTION))
    assert mutation.run_mutmut(local, 1, SELECTION) == 0, (local / "mutmut.log").read_text()
    with local_cluster() as address:
        monkeypatch.setattr(mutation, "SCHEDULER", address)
        remote = mutation.prepare(GAME, fresh=True, work=tmp_path / "cluster" / GAME)
        assert mutation.run_mutmut(remote, 1, SELECTION) == 0, (remote / "mutmut.log").read_text()
    expected = verdicts(local)
    assert len(expected) >= 4 and "killed" in expected.values()
    assert verdicts(remote) == expected
    chosen = [m for m in mutation.collect(remote, GAME) if m.name in expected]
    assert mutation.score(chosen) == mutation.score([m for m in mutation.collect(local, GAME) if m.name in expected])


def test_a_task_has_mutmut_mutate_only_the_modules_of_its_share(tmp_path, monkeypatch) -> None:
    prepared = {}

    def prepare(game, fresh, keep_verdicts=False, work=None, modules=None):
        prepared.update(game=game, modules=modules)
        mutation_cluster.mutated_folder(work, game).mkdir(parents=True)
        (work / "mutmut.log").write_text("")
        return work

    monkeypatch.setattr(mutation, "prepare", prepare)
    monkeypatch.setattr(mutation, "run_mutmut", lambda work, children, selection: 0)
    monkeypatch.setattr(mutation_cluster, "TASKS", tmp_path)
    played = mutation_cluster.play_share(GAME, mutation.corpus_fingerprint(GAME), SELECTION, 1)
    assert played["code"] == 0
    assert prepared == {"game": GAME, "modules": ["withdrawal", "avoid_battle"]}


def test_a_run_without_names_deals_out_only_what_has_no_verdict(tmp_path) -> None:
    work = tmp_path / GAME
    folder = mutation_cluster.mutated_folder(work, GAME)
    folder.mkdir(parents=True)
    (folder / "powers.py.meta").write_text(json.dumps({"exit_code_by_key": {
        f"reference_engine.{GAME}.powers.x__pairs__mutmut_1": 1,
        f"reference_engine.{GAME}.powers.x__pairs__mutmut_2": None}}))
    selection = mutation_cluster.pending_selection(work, GAME)
    assert f"reference_engine.{GAME}.powers.x__pairs__mutmut_2" in selection
    assert not any(name.startswith(f"reference_engine.{GAME}.powers.") and name.endswith("_1") for name in selection)
    assert f"reference_engine.{GAME}.battle.*" in selection and f"reference_engine.{GAME}.powers.*" not in selection
    assert mutation_cluster.deal(list("abcde"), 2) == [["a", "c", "e"], ["b", "d"]]


def test_a_share_mutates_only_the_modules_its_selection_names() -> None:
    assert mutation_cluster.modules_of(GAME, SELECTION) == ["withdrawal", "avoid_battle"]
    assert mutation_cluster.modules_of(GAME, [f"reference_engine.{GAME}.battle.*",
                                              f"reference_engine.{GAME}.battle.x_f__mutmut_2"]) == ["battle"]
    assert mutation_cluster.modules_of(GAME, [f"reference_engine.{GAME}.*"]) is None
    assert mutation_cluster.modules_of(GAME, [f"reference_engine.{GAME}.b*.x_f__mutmut_1"]) is None
    assert mutation_cluster.modules_of(GAME, ["reference_engine.hannibal.battle.*"]) is None
    assert 'only_mutate = ["reference_engine/here_i_stand/withdrawal.py"]' in mutation.mutmut_config(GAME, ["withdrawal"])
    assert 'only_mutate = ["reference_engine/here_i_stand/*"]' in mutation.mutmut_config(GAME)
