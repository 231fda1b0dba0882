"""``conformance fuzz --scheduler ADDRESS``: a campaign's workers as tasks on a Dask cluster.

The campaign is the one ``--workers N`` runs in a local process pool: worker
``w`` of ``N`` plays its share of the corpus's paths and its own rounds
(``campaign.run_worker(settings, w)``), and the counts and findings are
merged by ``campaign.merged`` in the workers' order. Here each worker is one
task of ``dask.distributed`` (``Client(address)``, ``client.map``,
``as_completed``), so the same seed and number of workers give the same
findings, wherever the tasks run. Without ``--workers`` the campaign has as
many workers as the cluster has threads.

A Dask worker process runs one campaign task at a time (hypothesis keeps
global state per process): a worker started with several threads plays its
tasks in turn. Start workers with ``--nthreads 1`` and as many ``--nworkers``
as cores. Each task loads the implementations on its own machine: an
``exec:`` command and a ``python:`` module must be there, at the same path.
"""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import Any

from conformance.fuzz import campaign

#: one campaign task at a time in a worker process (see the module's docstring)
ONE_AT_A_TIME = threading.Lock()


def run_task(settings: campaign.Settings, worker: int) -> tuple[campaign.Stats, list[dict[str, Any]]]:
    """Worker ``worker``'s campaign, run on a Dask worker."""
    with ONE_AT_A_TIME:
        return campaign.run_worker(settings, worker)


def cluster_threads(client: Any) -> int:
    return max(1, sum(client.nthreads().values()))


def run(settings: campaign.Settings) -> tuple[campaign.Stats, list[dict[str, Any]]]:
    """The campaign's workers as tasks on the cluster at ``settings.scheduler``, merged as the local
    pool's are. Ctrl-C cancels the tasks not yet done; those done are merged."""
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise campaign.CouldNotRun("--scheduler needs dask.distributed: pip install -e '.[cluster]'") from None

    with Client(settings.scheduler, set_as_default=False) as client:
        workers = settings.workers if settings.workers >= 1 else cluster_threads(client)
        settings = replace(settings, workers=workers, scheduler=None)
        futures = client.map(run_task, [settings] * workers, range(workers), pure=False)
        order = {future.key: index for index, future in enumerate(futures)}
        results: dict[int, tuple[campaign.Stats, list[dict[str, Any]]]] = {}
        interrupted = False
        try:
            for future in as_completed(futures, loop=client.loop):
                results[order[future.key]] = future.result()
        except KeyboardInterrupt:
            interrupted = True
            client.cancel([future for future in futures if order[future.key] not in results])
    total, findings = campaign.merged([results[index] for index in sorted(results)])
    if interrupted:
        total.interrupted = max(1, total.interrupted)
    return total, findings
