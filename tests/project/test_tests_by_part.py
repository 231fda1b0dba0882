"""The project's tests are found by part: no test module at the top of tests/."""

from __future__ import annotations

from conformance.corpus import paths


def test_every_test_module_lives_in_the_folder_of_its_part() -> None:
    top = sorted(p.name for p in (paths.PROJECT / "tests").glob("test_*.py"))
    assert top == [], f"move {top} into the folder of the part it tests (tests/<part>/)"
