"""An installed package carries its corpus: a wheel built from the repository plays it.

The feature files and fixtures stay at the top of the repository; a wheel carries them
as ``conformance/corpus/data/`` (setup.py), with the schemas, templates, site assets and
the corpus run's own pytest configuration as package data. Unpacked where no checkout
is, it plays a game's corpus green, naming its scenarios as a checkout does.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from conformance.corpus import paths
from tests.support.shared import built_once


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel pip builds from the repository (built once for all the xdist workers)."""
    def build(out: Path) -> None:
        done = subprocess.run([sys.executable, "-m", "pip", "wheel", str(paths.PROJECT), "--no-deps", "-q", "-w",
                               str(out)], capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stdout + done.stderr

    (found,) = built_once(tmp_path_factory, "wheel", build).glob("*.whl")
    return found


def test_the_wheel_carries_every_feature_file_and_fixture(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    corpus = [p for folder in ("features", "fixtures") for p in (paths.PROJECT / folder).rglob("*") if p.is_file()]
    missing = [str(p.relative_to(paths.PROJECT)) for p in corpus
               if f"conformance/corpus/data/{p.relative_to(paths.PROJECT)}" not in names]
    assert corpus and not missing, f"not in the wheel: {missing[:10]}"
    for data in ("conformance/games/corpus.ini", "conformance/reports/results.schema.json",
                 "conformance/connection/protocol/schema.json", "conformance/fuzz/templates/hannibal.json",
                 "conformance/site/templates/index.html", "conformance/reports/html_formatter/package-lock.json",
                 "conformance/reports/html_formatter/render.mjs"):
        assert data in names, data


def test_an_unpacked_wheel_plays_a_game_green_naming_scenarios_as_a_checkout(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site-packages"
    zipfile.ZipFile(wheel).extractall(site)
    work = tmp_path / "work"
    work.mkdir()
    env = {**os.environ, "PYTHONPATH": str(site)}
    env.pop("WARGAME_CORPUS_ROOT", None)
    done = subprocess.run([sys.executable, "-m", "conformance", "run", "--game", "hannibal"], cwd=work, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    records = json.loads((work / "reports" / "results.json").read_text(encoding="utf-8"))["records"]
    assert records and all(r["status"] == "passed" for r in records)
    assert all(r["nodeid"].startswith("conformance/games/hannibal/test_corpus.py::") for r in records)
    assert all(r["feature"].startswith("features/hannibal/") for r in records), records[0]["feature"]
    # the Cucumber reports of an installed package: the formatter installed beside it or in the user's cache
    (folder,) = (work / "reports").glob("1-*")
    assert (folder / "messages.ndjson").is_file() and (folder / "cucumber.html").is_file(), done.stderr[-2000:]
