"""Play the corpus once against an implementation and keep everything it said.

``python:tools.schemas.recording:Implementation`` is an implementation
spec: it wraps the implementation named by ``$CONFORMANCE_RECORD_IMPLEMENTATION``
(default: the reference engine) in a :class:`TranscribingImplementation` and
appends the transcript as JSON lines to ``$CONFORMANCE_RECORD_TO``, the calls
so far at each ``create`` and the rest at ``close`` (so that ``close``, which
has the request timeout of every in-process call, stays short). :func:`record_corpus` runs that session in a
subprocess and returns the entries; the schema tests and
``python -m tools.schemas.infer`` read them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Iterator

from conformance.connection.specs import load_implementation
from conformance.runner.transcript import TranscribingImplementation, entries

RECORD_TO = "CONFORMANCE_RECORD_TO"
RECORD_IMPLEMENTATION = "CONFORMANCE_RECORD_IMPLEMENTATION"
PROJECT = Path(__file__).resolve().parents[2]


#: the scenario being played (pytest's node id and its tags), set by :func:`pytest_runtest_setup`
_scenario: dict[str, Any] = {}


def pytest_runtest_setup(item: Any) -> None:
    """Plugin hook (``-p tools.schemas.recording``): note the scenario each ``create`` belongs to."""
    _scenario.clear()
    _scenario.update(nodeid=item.nodeid, tags=sorted({mark.name for mark in item.iter_markers()}))


class Implementation(TranscribingImplementation):
    def __init__(self) -> None:
        super().__init__(load_implementation(os.environ.get(RECORD_IMPLEMENTATION, "reference")))

    def create(self, position: dict[str, Any]) -> Any:
        self._write()  # the calls so far, as they come: close() has the request timeout of every call
        entry = len(self.transcript)
        try:
            return super().create(position)
        finally:
            if _scenario:
                self.transcript[entry]["scenario"] = dict(_scenario)

    def close(self) -> None:
        super().close()
        self._write()

    def _write(self) -> None:
        target = os.environ.get(RECORD_TO)
        if target and self.transcript:
            with open(target, "a", encoding="utf-8") as handle:
                for entry in entries(self.transcript):
                    handle.write(json.dumps(entry, ensure_ascii=False) + "\n")
            self.transcript.clear()


def record_corpus(implementation: str = "reference", games: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Every contract call the corpus makes of ``implementation``, in order."""
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "transcript.jsonl"
        corpus = PROJECT / "conformance" / "games"
        env = {**os.environ, RECORD_TO: str(target), RECORD_IMPLEMENTATION: implementation,
               "PYTHONPATH": os.pathsep.join([str(PROJECT), os.environ.get("PYTHONPATH", "")])}
        command = [sys.executable, "-m", "pytest", *[str(corpus / g) for g in games or [""]],
                   "--rootdir", str(PROJECT), "-c", str(PROJECT / "pyproject.toml"), "-q",
                   "-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-p", "no:randomly", "-p", "no:xdist",
                   "-p", __name__, "--implementation", "python:tools.schemas.recording:Implementation",
                   "--no-reference-check"]  # the reference engine under a recorder: nothing to compare
        done = subprocess.run(command, env=env, cwd=PROJECT, capture_output=True, text=True)
        if not target.exists():
            raise RuntimeError(f"the recording run wrote nothing (exit {done.returncode}):\n"
                               f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
        return list(_entries(target))


def _entries(path: Path) -> Iterator[dict[str, Any]]:
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            yield json.loads(line)


def record_fuzz(games: tuple[str, ...], examples: int = 150, seed: int = 1) -> list[dict[str, Any]]:
    """Every contract call the reference answers in a short differential fuzz campaign per
    game (conformance.fuzz): paths the corpus does not take, so that the schemas inferred
    from the reference's output do not reject what the same engine says off those paths."""
    from conformance.fuzz import campaign

    entries: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "transcript.jsonl"
        saved = {name: os.environ.get(name) for name in (RECORD_TO, RECORD_IMPLEMENTATION)}
        os.environ[RECORD_TO], os.environ[RECORD_IMPLEMENTATION] = str(target), "reference"
        try:
            for game in games:
                settings = campaign.Settings(game=game, implementation=f"python:{__name__}:Implementation",
                                             seed=seed, max_examples=examples, max_actions=10, progress=False,
                                             seeds=False)  # generated positions only: off the corpus's paths
                campaign.run_worker(settings)
                if target.exists():
                    entries.extend(_entries(target))
                    target.unlink()
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
    return entries
