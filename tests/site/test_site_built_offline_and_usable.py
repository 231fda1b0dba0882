"""The rules site: built from a clean checkout by `conformance docs`, offline, and usable in a real browser.

The site is built once per session from two small results files (one
implementation before and after a change), then opened in headless Chromium
(tests/support/site_browser.py): every page loads with no console error and no failed
or outside request; a clause is reachable by its fragment; the filters, the
search box and the diff view do what they say.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from conformance import cli

GAME = "hellenes"
CHANGED = "A land block may not enter neutral Argos"        # passed before, failed after
UNSUPPORTED = "A land block may enter the area next to the neutral one"


def _results(folder: Path, statuses: dict[str, str]) -> Path:
    from conformance.site.model import read_games

    game = next(g for g in read_games([]) if g.id == GAME)
    records = [{"nodeid": f"{GAME}::{s.name}", "game": GAME, "clauses": s.clauses, "errata": [],
                "scenario": s.name, "feature": str(s.feature), "line": s.line, "rule": s.rule,
                "implementation": "my-hellenes", "status": statuses.get(s.name, "passed"),
                "message": "", "duration": 0.01, "expectation": None}
               for s in game.scenarios]
    folder.mkdir(parents=True)
    path = folder / "results.json"
    path.write_text(json.dumps({"version": 1, "implementations": ["my-hellenes"], "records": records}), "utf-8")
    return path


#: an erratum and the what-if's finding the site is built with: one scenario changes verdict under its other reading
ERRATUM, OTHER = "5.5-barred-side", "owner"
WHAT_IF_CHANGE = {"key": "k", "scenario": "A made-up scenario that depends on the default", "feature":
                  "features/hellenes/5_pillage.feature", "line": 7, "default": "passed", "under": "failed",
                  "message": ""}


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    from conformance.reports import what_if

    root = tmp_path_factory.mktemp("site")
    before = _results(root / "before", {})
    after = _results(root / "after", {CHANGED: "failed", UNSUPPORTED: "unsupported"})
    out = root / "site"
    kept = os.environ.get("CONFORMANCE_CACHE")
    os.environ["CONFORMANCE_CACHE"] = str(root / "cache")
    try:
        what_if.save({GAME: {"baseline": {}, "what_if": {f"{ERRATUM}={OTHER}": [WHAT_IF_CHANGE],
                                                          "5.4-peace-scope=all-movement": []}}})
        assert cli.main(["docs", "--results", str(before), "--results", str(after), "--out", str(out)]) == 0
    finally:
        if kept is None:
            del os.environ["CONFORMANCE_CACHE"]
        else:
            os.environ["CONFORMANCE_CACHE"] = kept
    return out


def test_the_site_has_an_index_a_page_per_game_an_implementer_page_per_game_a_glossary_and_a_diff(site: Path) -> None:
    from conformance.corpus.catalog import errata_index

    names = {p.name for p in site.glob("*.html")}
    games = {"hannibal", "hellenes", "here_i_stand", "successors", "sword_of_rome"}
    assert names == {"index.html", "glossary.html", "diff.html"} | {f"{g}.html" for g in games} \
        | {f"{g}-implementer.html" for g in games} | {f"erratum-{e}.html" for e in errata_index()}
    index = (site / "index.html").read_text("utf-8")
    assert "my-hellenes (before)" in index and "my-hellenes (after)" in index
    assert "1 failed" in index  # the matrix shows the changed verdict


def test_every_link_stays_inside_the_site_or_the_repository_and_every_fragment_exists(site: Path) -> None:
    ids = {p.name: set(re.findall(r'id="([^"]+)"', p.read_text("utf-8"))) for p in site.glob("*.html")}
    for page in site.glob("*.html"):
        text = page.read_text("utf-8")
        assert not re.search(r'(src|href)="(https?:)?//', text), f"{page.name} refers to something outside"
        for target in re.findall(r'href="([^"]+)"', text):
            if target.startswith("data:"):
                continue
            name, _, fragment = target.partition("#")
            path = (site / name) if name else page
            assert path.resolve().exists(), f"{page.name}: link to missing {target}"
            if fragment and path.suffix == ".html":
                assert fragment in ids[path.name], f"{page.name}: link to missing fragment {target}"


def test_the_implementer_page_explains_every_event_field(site: Path) -> None:
    text = (site / "hellenes-implementer.html").read_text("utf-8")
    assert 'id="event-forced_march_roll"' in text
    assert "The die roll (from the dice script)." in text


def test_the_glossary_says_what_a_step_sends_through_the_contract(site: Path) -> None:
    text = (site / "glossary.html").read_text("utf-8")
    assert "sends an action through act(player, action)" in text
    assert "the action is refused citing rule" in text


def test_the_glossary_shows_each_step_and_helper_as_inspect_reads_its_source() -> None:
    """The glossary reads each step module once (conformance.site.glossary.source_of): what it shows
    of every step and of every function of the step modules is what ``inspect`` reads, decorators
    and all."""
    import importlib
    import inspect

    from conformance.site import glossary

    entries = glossary.step_entries()
    functions = {id(f): f for module in {e.module for e in entries}
                 for f in vars(importlib.import_module(module)).values() if inspect.isfunction(f)}
    steps = [c.step_func for c in glossary.step_function_context_registry.values()
             if c.step_func.__module__.startswith("conformance.steps.")]
    assert len(steps) > 300 and len(functions) > 300
    for function in [*steps, *functions.values()]:
        source, line = inspect.getsourcelines(function)
        assert glossary.source_of(function) == ("".join(source), line), function.__qualname__
    assert any(e.source.startswith("@") for e in entries), "a step's source starts at its decorator"


def test_a_broken_results_file_is_named_and_nothing_is_built(tmp_path: Path, capsys) -> None:
    broken = tmp_path / "results.json"
    broken.write_text('{"version": 1,\n  "records": [oops]}', "utf-8")
    assert cli.main(["docs", "--results", str(broken), "--out", str(tmp_path / "site")]) == 2
    assert f"{broken}:2: not a results file" in capsys.readouterr().err
    assert not (tmp_path / "site" / "index.html").exists()


def test_the_site_counts_scenarios_as_pytest_collects_them_an_outline_once_per_row(site: Path) -> None:
    from conformance.site.model import read_games
    from tools.tables import collected_scenarios

    games = {g.id: g for g in read_games([])}
    assert any(s.examples for s in games[GAME].scenarios), "the check needs an outline"
    for game_id, game in games.items():
        assert game.collected == collected_scenarios(game_id), game_id
    index = (site / "index.html").read_text("utf-8")
    page = (site / f"{GAME}.html").read_text("utf-8")
    assert f'<td class="num">{games[GAME].collected}</td>' in index
    assert f"all {games[GAME].collected} scenarios" in index
    assert f"{games[GAME].collected} scenarios" in page


def _index_with_scores(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scores: str, text: str,
                       out: str = "site") -> str:
    """The index page of the site `conformance docs` builds in ``tmp_path / out`` with ``text`` as the
    scores file ``scores`` names in conformance/reports/strength.py (``SCORES``: the mutation scores,
    ``SEMANTIC_SCORES``: the semantic ones)."""
    from conformance.reports import strength

    read = {"SCORES": strength.mutation_scores, "SEMANTIC_SCORES": strength.semantic_scores}[scores]
    path = tmp_path / f"{scores.lower()}.toml"
    path.write_text(text, "utf-8")
    monkeypatch.setattr(strength, scores, path)
    read.cache_clear()
    try:
        assert cli.main(["docs", "--out", str(tmp_path / out)]) == 0, "a scores file, broken or not, stops nothing"
        return (tmp_path / out / "index.html").read_text("utf-8")
    finally:
        read.cache_clear()


def test_the_index_shows_each_games_mutation_score_and_the_corpus_it_was_measured_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    index = _index_with_scores(tmp_path, monkeypatch, "SCORES", (
        '[hellenes]\nmutants = 100\nkilled = 80\nequivalent = 10\nsurvived = 5\nnot_run = 5\n'
        'score = 94.1\nmeasured = "2026-12-03"\ncorpus_commit = "abc1234"\n'
        '[hannibal]\nmutants = 3\nkilled = 3\nequivalent = 0\nsurvived = 0\nscore = 100.0\n'))
    broken = _index_with_scores(tmp_path, monkeypatch, "SCORES", "[hellenes\n", out="broken")
    cells = re.findall(r'<td class="strength">(.*?)</td>', index)
    assert len(cells) == 5
    assert ("94.1%: 80 of 85 mutants killed, 5 not played; measured 2026-12-03 on the corpus of "
            "<code>abc1234</code>") in cells
    assert "100.0%: 3 of 3 mutants killed" in cells, "scores written before they named their corpus"
    assert cells.count("not measured") == 3
    assert broken.count('<td class="strength">unreadable: ') == 5


def test_the_index_shows_each_games_semantic_score_beside_its_mutation_score(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    index = _index_with_scores(tmp_path, monkeypatch, "SEMANTIC_SCORES", (
        '[hannibal]\nmutants = 80\nown_clause = 77\nelsewhere = 2\nsurvived = 1\nbroken = 0\n'
        'score = 96.2\nmeasured = "2026-12-06"\n'))
    cells = re.findall(r'<td class="semantic">(.*?)</td>', index)
    assert cells.count("not measured") == 4
    assert "96.2%: 77 of 80 rule-level bugs killed by their clause's scenarios; measured 2026-12-06" in cells
    assert "it sees only the bugs someone wrote down" in index


def test_the_matrix_counts_every_row_of_an_outline_and_rows_without_a_record() -> None:
    from conformance.site.model import Run, counts, read_games

    outline = next(s for g in read_games([]) if g.id == GAME for s in g.scenarios if s.collected >= 3)
    rows = outline.collected
    record = {"game": GAME, "scenario": outline.name, "status": "passed", "implementation": "x"}
    failed = {**record, "status": "failed"}
    game = next(g for g in read_games([Run("x", "x", "r.json", [record] * (rows - 2) + [failed])]) if g.id == GAME)
    scenario = next(s for s in game.scenarios if s.name == outline.name)
    assert scenario.statuses["x"] == "failed", "an outline shows its worst row"
    assert counts([scenario], "x") == {"passed": rows - 2, "failed": 1, "not in results": 1}


FEATURE = """@hellenes
Feature: A made-up feature

  @5.2.2-a
  Scenario: {name}
    Given nothing
"""


def test_a_feature_file_is_parsed_once_per_text_and_each_read_gets_scenarios_of_its_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from conformance.site import model

    path = tmp_path / "a.feature"
    path.write_text(FEATURE.format(name="First"), encoding="utf-8")
    parsed = []
    parse = model._read_feature
    monkeypatch.setattr(model, "_read_feature", lambda *args: parsed.append(args[0]) or parse(*args))
    (_, [first]), (_, [again]) = model.read_feature(path, {"5.2.2-a"}), model.read_feature(path, {"5.2.2-a"})
    assert len(parsed) == 1 and first.name == again.name == "First" and first.clauses == ["5.2.2-a"]
    first.statuses["run"] = "failed"
    assert again.statuses == {}  # one build's statuses are never another's
    path.write_text(FEATURE.format(name="Second"), encoding="utf-8")
    assert model.read_feature(path, {"5.2.2-a"})[1][0].name == "Second" and len(parsed) == 2

    def edited_before_parsed(*args):  # the file changes between its reading and its parsing
        path.write_text(FEATURE.format(name="Fourth"), encoding="utf-8")
        return parse(*args)

    path.write_text(FEATURE.format(name="Third"), encoding="utf-8")
    monkeypatch.setattr(model, "_read_feature", edited_before_parsed)
    assert model.read_feature(path, {"5.2.2-a"})[1][0].name == "Fourth"
    monkeypatch.setattr(model, "_read_feature", parse)
    path.write_text(FEATURE.format(name="Third"), encoding="utf-8")
    assert model.read_feature(path, {"5.2.2-a"})[1][0].name == "Third"  # nothing was kept under the text read first


def test_a_feature_file_that_cannot_be_read_is_named_and_the_rest_of_the_site_is_built(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    import shutil

    from conformance.corpus import paths

    features = tmp_path / "features"
    shutil.copytree(paths.FEATURES, features)
    broken = features / GAME / "zz_broken.feature"
    broken.write_text(f"@{GAME}\nFeature: Broken\n  Scenario: S\n    Given x\n  Nonsense here\n", "utf-8")
    monkeypatch.setattr(paths, "FEATURES", features)
    out = tmp_path / "site"
    assert cli.main(["docs", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"{broken}:5:" in err and "cannot be read" in err
    assert f"{broken}:5:" in (out / f"{GAME}.html").read_text("utf-8")
    assert (out / "sword_of_rome.html").exists(), "the other pages are built"


# -- in a real browser ------------------------------------------------------------

def test_every_page_loads_with_no_console_error_and_no_failed_request(site: Path, page) -> None:
    for html in sorted(site.glob("*.html")):
        page.goto(html.as_uri())
        page.wait_for_load_state("load")
        assert page.title(), html.name
    assert page.problems == []


def test_a_clause_is_reachable_by_its_fragment_and_visible(site: Path, page) -> None:
    page.goto((site / "hellenes.html").as_uri() + "#5.1-neutral")
    clause = page.locator('[id="5.1-neutral"]')
    assert clause.is_visible()
    top = clause.evaluate("e => e.getBoundingClientRect().top")
    assert 0 <= top < page.viewport_size["height"]
    assert "no block enters a neutral area" in clause.inner_text().lower() or "neutral" in clause.inner_text()
    assert page.problems == []


def test_an_erratum_page_says_its_readings_scenarios_and_what_changes_and_each_clause_links_to_it(
        site: Path, page) -> None:
    from conformance.corpus.catalog import errata_index

    erratum = errata_index()[ERRATUM]
    page.goto((site / "hellenes.html").as_uri() + f"#{erratum.clauses[0]}")
    page.locator(f'[id="{erratum.clauses[0]}"] a[href="erratum-{ERRATUM}.html"]').click()
    page.wait_for_load_state("load")
    assert page.url.endswith(f"erratum-{ERRATUM}.html")
    assert ERRATUM in page.locator("h1").inner_text()
    for reading in erratum.readings:
        shown = page.locator(f'[id="reading-{reading.id}"]')
        assert shown.is_visible() and reading.description[:30] in shown.inner_text()
        assert "Pinned by" in shown.inner_text()
    assert page.locator(f'[id="reading-{erratum.default}"] .default').is_visible()
    row = page.locator("table.what-if tbody tr")
    assert row.count() == 1 and WHAT_IF_CHANGE["scenario"] in row.inner_text() and "failed" in row.inner_text()
    for clause in erratum.clauses:
        assert page.locator(f'a[href="hellenes.html#{clause}"]').count() == 1
    assert page.problems == []


def _shown(page) -> list[str]:
    return page.locator("article.scenario:visible h3").all_inner_texts()


def test_filtering_by_implementation_and_status_changes_what_is_shown(site: Path, page) -> None:
    page.goto((site / "hellenes.html").as_uri())
    everything = len(_shown(page))
    page.select_option("#filter-run", label="my-hellenes (after)")
    page.select_option("#filter-status", "failed")
    assert _shown(page) == [f"Scenario: {CHANGED}"]
    page.select_option("#filter-status", "unsupported")
    assert _shown(page) == [f"Scenario: {UNSUPPORTED}"]
    page.select_option("#filter-run", label="my-hellenes (before)")
    assert _shown(page) == []
    page.select_option("#filter-status", "")
    assert len(_shown(page)) == everything > 100
    assert page.problems == []


def test_search_finds_a_clause_by_id_and_a_scenario_by_a_word(site: Path, page) -> None:
    page.goto((site / "index.html").as_uri())
    page.fill("#search", "5.3-a")
    first = page.locator("#search-results a").first
    assert first.inner_text().startswith("5.3-a")
    first.click()
    page.wait_for_url("**/hellenes.html#5.3-a")
    assert page.locator('[id="5.3-a"]').is_visible()
    page.fill("#search", "Argos")
    results = page.locator("#search-results a").all_inner_texts()
    assert CHANGED in results
    assert page.problems == []


def test_the_diff_view_shows_a_changed_verdict(site: Path, page) -> None:
    page.goto((site / "diff.html").as_uri())
    page.select_option("#diff-a", label="my-hellenes (before)")
    page.select_option("#diff-b", label="my-hellenes (after)")
    rows = page.locator("#diff-rows tr").all_inner_texts()
    assert any(CHANGED in row and "passed" in row and "failed" in row for row in rows)
    assert len(rows) == 2
    assert "5.1-neutral" in page.locator("#diff-clauses").inner_text()
    page.select_option("#diff-b", label="my-hellenes (before)")
    assert page.locator("#diff-rows tr").count() == 0
    assert page.problems == []
