"""``strength/mutation.py --scheduler ADDRESS``: mutmut's runs on a Dask cluster.

The game's mutants are dealt out to tasks of ``dask.distributed``
(``Client(address)``, ``client.map``, ``as_completed``): whole modules
(``reference_engine.<game>.<module>.*``, mutmut's own selection of mutants
by name), or the named mutants of a ``--rerun-survivors`` run, as many tasks
as the cluster has threads. Each task runs on a Dask worker, in the worker's
own checkout: it checks that the checkout's corpus is the one the run
measures (``corpus_fingerprint``), runs ``mutmut run`` on its selection in
a work folder of its own (``build/mutation-cluster/``, deleted afterwards),
mutating only the modules its selection names (``modules_of``: mutmut
generates no mutant the task does not play), and hands back the mutated
modules and mutmut's verdicts (its ``.meta`` files). They are written into
the run's work folder (``build/mutation/<game>/mutants/``), where the scores
are read as after a local run. A mutant's verdict does not depend on which
others run beside it, so the scores are those of a local run.

Timeouts are confirmed as locally: the timed-out mutants played again by one
task, one mutant at a time. A run resumes as a local one does: only the
mutants without a verdict in the work folder are dealt out (a module with
none there yet goes whole).
"""

from __future__ import annotations

import json
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Any

#: one task at a time in a Dask worker process: its mutmut run forks children of its own
ONE_AT_A_TIME = threading.Lock()
#: where a task runs mutmut, in the worker's checkout
TASKS = Path(__file__).resolve().parents[1] / "build" / "mutation-cluster"


def modules(game: str) -> list[str]:
    """The game's rule modules mutmut mutates (not ``__init__.py``), the largest first."""
    from strength.mutation import ROOT

    files = [p for p in (ROOT / "reference_engine" / game).glob("*.py") if p.name != "__init__.py"]
    return [p.stem for p in sorted(files, key=lambda p: (-p.stat().st_size, p.name))]


def mutated_folder(work: Path, game: str) -> Path:
    return work / "mutants" / "reference_engine" / game


def pending_selection(work: Path, game: str) -> list[str]:
    """What a run without names plays: each module without mutmut's verdicts in ``work`` whole,
    and the mutants of the others that have no verdict yet."""
    selection = []
    for module in modules(game):
        meta = mutated_folder(work, game) / f"{module}.py.meta"
        if not meta.exists():
            selection.append(f"reference_engine.{game}.{module}.*")
            continue
        codes = json.loads(meta.read_text(encoding="utf-8")).get("exit_code_by_key", {})
        selection += [name for name, code in sorted(codes.items()) if code is None]
    return selection


def modules_of(game: str, selection: list[str]) -> list[str] | None:
    """The rule modules whose mutants ``selection`` names (``reference_engine.<game>.<module>.``
    followed by a function's mutant or a pattern), in order; None when an entry could name a
    mutant of any module (a pattern over the module's name): then every module is mutated."""
    found: list[str] = []
    for entry in selection:
        parts = entry.split(".")
        if (len(parts) < 4 or parts[:2] != ["reference_engine", game]
                or any(character in parts[2] for character in "*?[")):
            return None
        if parts[2] not in found:
            found.append(parts[2])
    return found


def deal(selection: list[str], tasks: int) -> list[list[str]]:
    """``selection`` in ``tasks`` shares, round robin (modules come largest first), none empty."""
    shares = [selection[index::tasks] for index in range(max(1, tasks))]
    return [share for share in shares if share]


def play_share(game: str, fingerprint: str, selection: list[str], children: int) -> dict[str, Any]:
    """A task: mutmut on ``selection`` in a work folder of this worker's own; mutmut's exit code,
    the mutated modules and the verdicts of the selection (``.meta`` files), by file name."""
    from strength import mutation

    with ONE_AT_A_TIME:
        here = mutation.corpus_fingerprint(game)
        if here != fingerprint:
            raise RuntimeError(f"the Dask worker's checkout ({mutation.ROOT}) measures another corpus of {game} "
                               f"({here[:12]}, not {fingerprint[:12]}): check out the same commit there")
        TASKS.mkdir(parents=True, exist_ok=True)
        folder = Path(tempfile.mkdtemp(dir=TASKS, prefix=f"{game}-"))
        try:
            work = mutation.prepare(game, fresh=True, work=folder / game, modules=modules_of(game, selection))
            code = mutation.run_mutmut(work, children, selection)
            files = {path.name: path.read_text(encoding="utf-8")
                     for path in sorted(mutated_folder(work, game).glob("*.py*"))
                     if path.suffix in (".py", ".meta")}
            log = (work / "mutmut.log").read_text(encoding="utf-8", errors="replace")[-3000:]
            return {"code": code, "files": files, "log": log}
        finally:
            shutil.rmtree(folder, ignore_errors=True)


def merge(work: Path, game: str, selection: list[str], files: dict[str, str]) -> None:
    """A task's verdicts for ``selection`` written into ``work`` (its mutated modules, where missing)."""
    import fnmatch

    folder = mutated_folder(work, game)
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        if name.endswith(".py") and not (folder / name).exists():
            (folder / name).write_text(text, encoding="utf-8")
    for name, text in files.items():
        if not name.endswith(".meta"):
            continue
        theirs = json.loads(text)
        chosen = {key: code for key, code in theirs.get("exit_code_by_key", {}).items()
                  if key in selection or any(fnmatch.fnmatchcase(key, pattern) for pattern in selection)}
        if not chosen:
            continue
        path = folder / name
        if not path.exists():  # the task's file: what it did not select has no verdict there either
            path.write_text(text, encoding="utf-8")
            continue
        ours = json.loads(path.read_text(encoding="utf-8"))
        for field in ("exit_code_by_key", "durations_by_key", "estimated_durations_by_key", "type_check_error_by_key"):
            for key in chosen:
                if key in theirs.get(field, {}):
                    ours.setdefault(field, {})[key] = theirs[field][key]
        path.write_text(json.dumps(ours, indent=4), encoding="utf-8")


def run_mutmut(scheduler: str, work: Path, children: int, names: list[str], alone: bool = False) -> int:
    """``mutation.run_mutmut`` on the cluster: ``names`` (or, without, what has no verdict yet)
    dealt out to as many tasks as the cluster has threads (one task when ``alone``); mutmut's
    exit code, 0 when every task's was."""
    from distributed import Client, as_completed

    from strength import mutation

    game = work.name
    selection = list(names) or pending_selection(work, game)
    if not selection:
        return 0
    fingerprint = mutation.corpus_fingerprint(game)
    with Client(scheduler, set_as_default=False) as client:
        tasks = 1 if alone else max(1, sum(client.nthreads().values()))
        shares = deal(selection, tasks)
        futures = client.map(play_share, [game] * len(shares), [fingerprint] * len(shares), shares,
                             [children] * len(shares), pure=False)
        share_of = {future.key: share for future, share in zip(futures, shares)}
        code = 0
        log = []
        for future in as_completed(futures, loop=client.loop):
            result = future.result()
            merge(work, game, share_of[future.key], result["files"])
            if result["code"] != 0:
                code = code or result["code"]
                log.append(result["log"])
    (work / "mutmut.log").write_text("\n".join(log), encoding="utf-8")
    return code
