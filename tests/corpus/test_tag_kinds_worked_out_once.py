"""What a scenario's tags name is worked out once per catalogs, and gives what
asking every catalog for every tag gives."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from conformance.corpus.catalog import load_all
from conformance.corpus.paths import FEATURES
from conformance.corpus.tags import shown_path, tag_kinds

CATALOGS = load_all()
KNOWN = sorted({cid for c in CATALOGS.values() for cid in list(c.clauses) + list(c.errata)} | set(CATALOGS))


@settings(max_examples=200, deadline=None)
@given(tags=st.sets(st.sampled_from(KNOWN) | st.text(alphabet="0123456789.-abx", min_size=1, max_size=6),
                    max_size=6))
def test_the_kinds_of_tags_are_those_each_catalog_gives(tags: set[str]) -> None:
    kinds = tag_kinds(CATALOGS)
    assert sorted(tags & kinds.clauses) == sorted(t for t in tags if any(t in c.clauses for c in CATALOGS.values()))
    assert sorted(tags & kinds.errata) == sorted(t for t in tags if any(t in c.errata for c in CATALOGS.values()))
    assert sorted(tags & kinds.games) == sorted(t for t in tags if t in CATALOGS)


def test_other_catalogs_get_their_own_kinds() -> None:
    assert tag_kinds(CATALOGS) is tag_kinds(CATALOGS)
    fewer = {game: c for game, c in CATALOGS.items() if game != "hannibal"}
    assert "hannibal" not in tag_kinds(fewer).games and "hannibal" in tag_kinds(CATALOGS).games


def test_a_feature_file_is_shown_relative_to_the_working_folder_when_inside_it(tmp_path: Path) -> None:
    feature = next(FEATURES.rglob("*.feature"))
    assert shown_path(str(feature), str(FEATURES.parent)) == str(feature.relative_to(FEATURES.parent))
    assert shown_path(str(feature), str(tmp_path)) == str(feature)
