"""``--one-core``: the runner and the implementations it starts take turns on one CPU core.

The runner and an implementation never work at the same time: the runner writes a request and
waits, the implementation answers and waits (in-process, the call runs on a worker thread while
the test waits for it). On two cores each hand-over wakes the other side on the other core, with
the caches cold there; on one core the same work costs less CPU and takes less wall time
(docs/performance.md, The protocol on one core). The option pins the runner's process to one of
the cores it may use; the threads and processes it starts afterwards inherit that core. Under
pytest-xdist each worker takes its own core (``gw0`` the first, ``gw1`` the second, and so on
round the cores), and the controller, which plays nothing, is left as it is; ``conformance fuzz
--one-core`` pins each of its ``--workers`` likewise.

Off by default: an implementation that does work of its own between requests, or runs several
threads, would lose the other cores. Linux only (``os.sched_setaffinity``); elsewhere the run
goes on unpinned, with a warning.
"""

from __future__ import annotations

import os
import warnings
from pathlib import Path

__all__ = ["chosen_core", "pin_to_one_core", "xdist_index"]


def chosen_core(index: int | None, allowed: set[int], current: int | None) -> int:
    """The core a process pins itself to: the ``index``-th of one of several processes that share
    the work (a pytest-xdist worker ``gwN``, a fuzz worker) the index-th of the ``allowed`` cores
    round the list; a process on its own the core it is running on, when allowed."""
    cores = sorted(allowed)
    if index is not None:
        return cores[index % len(cores)]
    return current if current in allowed else cores[0]


def pin_to_one_core(index: int | None = None) -> int | None:
    """Pin this process (and the threads and processes it starts from now on) to one core
    (:func:`chosen_core`); the core, or None where the system cannot pin a process (a warning
    says so)."""
    if not hasattr(os, "sched_setaffinity"):
        warnings.warn("--one-core: this system cannot pin a process to a core (os.sched_setaffinity is "
                      "Linux only); the run goes on unpinned", RuntimeWarning, stacklevel=2)
        return None
    core = chosen_core(index, os.sched_getaffinity(0), _current_core())
    os.sched_setaffinity(0, {core})
    return core


def xdist_index(worker: str | None) -> int | None:
    """N for pytest-xdist's worker ``gwN``; None for anything else."""
    if worker and worker.startswith("gw") and worker[2:].isdigit():
        return int(worker[2:])
    return None


def _current_core() -> int | None:
    """The core this process last ran on (field 39 of /proc/self/stat), or None."""
    try:
        fields = Path("/proc/self/stat").read_text(encoding="ascii").rpartition(")")[2].split()
        return int(fields[36])  # fields 3.. follow the command's closing parenthesis
    except (OSError, ValueError, IndexError):
        return None
