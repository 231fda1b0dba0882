"""A small Dask cluster for the tests of ``--scheduler``: two worker processes of one thread each."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def local_cluster() -> Iterator[str]:
    """The scheduler's address of a two-worker ``LocalCluster``, closed afterwards."""
    from distributed import LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                      silence_logs=40) as cluster:
        yield cluster.scheduler_address
