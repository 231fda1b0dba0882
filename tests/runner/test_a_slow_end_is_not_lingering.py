"""A run that has written its final results and does not end is killed as lingering only after it
has worked or waited for its grace: time it spends ready to run without a CPU (a loaded machine)
counts as neither, up to a cap in wall time."""

from __future__ import annotations

import os

from conformance.commands.run import LINGER_WALL_FACTOR, Lingering, process_times

GRACE = 15.0


def looks(lingering: Lingering, seconds: float, cpu_per_second: float, state: str, start_cpu: float = 0.0,
          step: float = 0.5) -> bool:
    """Whether ``lingering`` says so at some look over ``seconds`` of wall time, the process using
    ``cpu_per_second`` of CPU per second with its main thread in ``state``."""
    now, cpu = lingering.last, lingering.cpu if lingering.cpu is not None else start_cpu
    while now < lingering.started + seconds:
        now += step
        cpu += cpu_per_second * step
        if lingering.is_lingering(now, (cpu, state)):
            return True
    return False


def test_a_run_starved_of_cpu_is_not_lingering_after_its_grace_in_wall_time() -> None:
    lingering = Lingering(GRACE, 100.0, (3.0, "R"))
    assert not looks(lingering, 3 * GRACE, cpu_per_second=0.05, state="R")


def test_a_starved_run_is_ended_at_its_cap_in_wall_time() -> None:
    lingering = Lingering(GRACE, 100.0, (3.0, "R"))
    assert not looks(lingering, GRACE * LINGER_WALL_FACTOR - 1, cpu_per_second=0.05, state="R")
    assert looks(lingering, GRACE * LINGER_WALL_FACTOR + 1, cpu_per_second=0.05, state="R")


def test_a_run_asleep_with_nothing_to_do_lingers_after_its_grace() -> None:
    waiting = Lingering(GRACE, 0.0, (3.0, "S"))
    assert not looks(waiting, GRACE - 1, cpu_per_second=0.0, state="S")
    assert looks(waiting, GRACE + 1, cpu_per_second=0.0, state="S")


def test_a_run_that_keeps_working_lingers_after_its_grace_of_cpu_time() -> None:
    busy = Lingering(GRACE, 0.0, (3.0, "S"))  # its main thread waits for a thread that spins
    assert not looks(busy, GRACE - 1, cpu_per_second=1.0, state="S")
    assert looks(busy, GRACE + 1, cpu_per_second=1.0, state="S")


def test_without_proc_wall_time_alone_counts() -> None:
    lingering = Lingering(GRACE, 0.0, None)
    assert not lingering.is_lingering(GRACE - 1, None)
    assert lingering.is_lingering(GRACE + 1, None)


def test_a_process_read_from_proc_has_cpu_time_and_a_state() -> None:
    times = process_times(os.getpid())
    if not os.path.exists("/proc/self/stat"):
        assert times is None
        return
    assert times is not None
    cpu, state = times
    assert cpu > 0 and state in "RSD"
    assert process_times(2**22 + 12345) is None  # no such process
