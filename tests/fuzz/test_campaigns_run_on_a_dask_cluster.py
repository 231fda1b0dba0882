"""``conformance fuzz --scheduler``: the same campaign on a two-worker Dask ``LocalCluster`` as in
the local process pool, and findings shared through the example database (``--database``)."""

from __future__ import annotations

from dataclasses import asdict

import pytest

from conformance.fuzz import campaign, database
from tests.support.campaigns import campaign_settings
from tests.support.cluster import local_cluster

pytest.importorskip("distributed")

DROPS_LAST_EVENT = "python:strength.wrong.divergent:DropsLastEvent"
#: what differs between two runs of the same campaign: how long it took
TIMINGS = ("elapsed", "cpu", "generation", "play", "comparison")


@pytest.fixture(scope="module")
def scheduler():
    with local_cluster() as address:
        yield address


def counts(stats: campaign.Stats) -> dict:
    return {key: value for key, value in asdict(stats).items() if key not in TIMINGS}


def the_finding(data: dict) -> tuple:
    return data["position"], data["steps"], data["divergence"]["summary"], data["divergence"]["clauses"]


def test_a_campaign_on_the_cluster_finds_and_counts_what_the_local_pool_does(scheduler) -> None:
    settings = campaign_settings("sword_of_rome", DROPS_LAST_EVENT, max_examples=60, workers=2, seeds=False)
    local_stats, local_findings = campaign.run(settings)
    cluster_stats, cluster_findings = campaign.run(campaign_settings(
        "sword_of_rome", DROPS_LAST_EVENT, max_examples=60, workers=2, seeds=False, scheduler=scheduler))
    assert local_findings, "the planted divergence is found"
    assert cluster_findings == local_findings
    assert counts(cluster_stats) == counts(local_stats)


def test_the_corpus_paths_are_shared_out_as_in_the_local_pool(scheduler) -> None:
    settings = dict(max_examples=30, workers=2, seeds=True)
    local = campaign.run(campaign_settings("hellenes", "reference", **settings))
    on_cluster = campaign.run(campaign_settings("hellenes", "reference", scheduler=scheduler, **settings))
    assert counts(on_cluster[0]) == counts(local[0]) and on_cluster[1] == local[1] == []
    assert on_cluster[0].corpus == 30


def test_a_finding_in_the_database_is_replayed_not_searched_for_again(scheduler, tmp_path) -> None:
    shared = str(tmp_path / "examples")
    settings = dict(max_examples=60, workers=2, seeds=False, scheduler=scheduler, database=shared)
    first_stats, first = campaign.run(campaign_settings("sword_of_rome", DROPS_LAST_EVENT, **settings))
    assert first and first_stats.examples > 0
    second_stats, second = campaign.run(campaign_settings("sword_of_rome", DROPS_LAST_EVENT, seed=2, **settings))
    # each worker replays another entry first: the first campaign's findings, each once
    assert [the_finding(f) for f in second] == [the_finding(f) for f in first]
    assert second_stats.examples == 0 and second_stats.notes[database.REPLAYED] == 2  # one replay per worker
    assert second[0]["note"] == "replayed from the example database"


def test_an_entry_that_no_longer_diverges_is_deleted(tmp_path) -> None:
    shared = str(tmp_path / "examples")
    first_stats, first = campaign.run(campaign_settings("sword_of_rome", DROPS_LAST_EVENT, max_examples=60,
                                                        seeds=False, database=shared))
    assert first
    fixed = campaign_settings("sword_of_rome", DROPS_LAST_EVENT, max_examples=20, seeds=False, database=shared)
    entries = database.open_database(shared).fetch(database.key(fixed))
    assert len(list(entries)) == 1
    right = campaign_settings("sword_of_rome", "reference", max_examples=20, seeds=False, database=shared)
    # the same entries, under the key of the implementation now right
    for value in database.open_database(shared).fetch(database.key(fixed)):
        database.open_database(shared).save(database.key(right), value)
    stats, findings = campaign.run(right)
    assert findings == [] and stats.notes[database.FIXED] == 1
    assert list(database.open_database(shared).fetch(database.key(right))) == []
