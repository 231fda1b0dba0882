"""README.md and docs/ show the figures their data hold, and describe the present.

Every table in README.md and docs/*.md is a cog block printed by tools/tables.py
from data: the catalogs and feature files (the games table), the mutation
scores, and docs/figures/*.toml. A table whose data changed since it was
generated fails here with the command that regenerates it. Dates, clock times
and commit hashes belong to the data and to git: outside the generated blocks
the pages carry none. The README is a front page, not a notebook: at most 200
lines.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from cogapp import Cog

from tools import tables

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
REGENERATE = "cog -r README.md docs/*.md"
MAX_README_LINES = 200

#: a cog block: from the line that opens it to the line that ends its output
COG_BLOCK = re.compile(r"^[^\n]*\[\[\[cog.*?\[\[\[end\]\]\][^\n]*$", re.MULTILINE | re.DOTALL)
DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
CLOCK = re.compile(r"\b(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?\b")
#: seven to forty hex digits with at least one digit and one letter (a word such as "effaced" is not a hash)
COMMIT = re.compile(r"\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b")


def pages() -> list[Path]:
    """README.md and every Markdown page under docs/."""
    return [README, *sorted(DOCS.rglob("*.md"))]


def cog_pages() -> list[Path]:
    """The pages cog regenerates: README.md and docs/*.md."""
    return [README, *sorted(DOCS.glob("*.md"))]


def outside_generated_blocks(text: str) -> str:
    """The text with every cog block (its code and its output) blanked, lines kept in place."""
    return COG_BLOCK.sub(lambda m: "\n" * m.group(0).count("\n"), text)


def test_every_generated_table_is_current(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # cog names the pages as given, relative to the working directory
    out = io.StringIO()
    cog = Cog()
    cog.set_output(stdout=out, stderr=out)
    status = cog.main(["cog", "--check", "--diff", "-I", str(ROOT), "--check-fail-msg", f"run `{REGENERATE}`",
                       *[str(page.relative_to(ROOT)) for page in cog_pages()]])
    assert status == 0, f"a table in README.md or docs/ is stale: run `{REGENERATE}`\n{out.getvalue()}"


def test_the_readme_is_a_front_page_of_at_most_200_lines() -> None:
    lines = README.read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_README_LINES, (
        f"README.md has {lines} lines; at most {MAX_README_LINES}: move method and figures to a page of docs/")


@pytest.mark.parametrize("page", pages(), ids=lambda page: str(page.relative_to(ROOT)))
def test_no_dates_clock_times_or_commit_hashes_outside_generated_tables(page: Path) -> None:
    text = outside_generated_blocks(page.read_text(encoding="utf-8"))
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        for kind, pattern in (("date", DATE), ("clock time", CLOCK), ("commit hash", COMMIT)):
            found += [f"{page.relative_to(ROOT)}:{number}: {kind} {match.group(0)!r}" for match in pattern.finditer(line)]
    assert not found, ("history belongs to git and CHANGELOG.md, figures to docs/figures/*.toml and their "
                       "generated tables:\n" + "\n".join(found))


def test_the_ci_commands_stand_behind_their_markers() -> None:
    text = README.read_text(encoding="utf-8")
    assert "<!-- main-command -->\n```sh\npip install -e . && conformance run\n```" in text
    # both cores, dealt by work stealing: the harness tests (seconds each) and the corpus's scenarios
    # (milliseconds each) would otherwise leave one worker running long after the other
    assert "<!-- test-command -->\n```sh\npip install -e '.[test]' && pytest -n 2 --dist worksteal\n```" in text


def test_every_figures_file_is_shown_by_a_table() -> None:
    source = (ROOT / "tools" / "tables.py").read_text(encoding="utf-8")
    unread = [path.name for path in sorted((DOCS / "figures").glob("*.toml")) if f'"{path.stem}"' not in source]
    assert not unread, f"no table of tools/tables.py reads {unread}"


def test_the_games_table_lists_every_game_with_a_catalog() -> None:
    games = tables.game_ids()
    assert len(games) == 5 and set(games) == set(tables.EXCERPTS)
    for game in games:
        counts = tables.game_counts(game)
        assert counts["clauses"] > 0 and counts["scenarios"] > 0, game


def test_outline_rows_are_counted_as_pytest_collects_them(tmp_path: Path) -> None:
    (tmp_path / "toy" / "nested").mkdir(parents=True)
    (tmp_path / "toy" / "a.feature").write_text(
        "Feature: a\n"
        "  Background:\n    Given nothing\n"
        "  Scenario: alone\n    Given a\n"
        "  Rule: r\n"
        "    Scenario: ruled\n      Given b\n"
        "    Scenario Outline: two tables <n>\n      Given <n>\n"
        "      Examples: first\n        | n |\n        | 1 |\n        | 2 |\n        | 3 |\n"
        "      Examples: second\n        | n |\n        | 4 |\n",
        encoding="utf-8")
    (tmp_path / "toy" / "nested" / "b.feature").write_text(
        "Feature: b\n  Scenario Outline: no rows <n>\n    Given <n>\n    Examples:\n      | n |\n", encoding="utf-8")
    assert tables.collected_scenarios("toy", features=tmp_path) == 7, "an outline with no rows is collected once"


def test_the_checks_see_what_they_are_meant_to() -> None:
    text = ("measured 2026-12-04 at 09:59 UTC on 5ec9915, effaced\n"
            "<!-- [[[cog import tools.tables as t; t.games()]]] -->\n| 2026-12-04 | ba3ec40 |\n<!-- [[[end]]] -->\n")
    kept = outside_generated_blocks(text)
    assert DATE.findall(kept) == ["2026-12-04"] and CLOCK.findall(kept) == ["09:59"]
    assert COMMIT.findall(kept) == ["5ec9915"]
    assert kept.count("\n") == text.count("\n")
