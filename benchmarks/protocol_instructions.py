"""What the process protocol adds: instructions against CPU time, for one game's corpus.

    python benchmarks/protocol_instructions.py [GAME] [--repeat N]

Plays the game's corpus (default Hannibal) in-process and over the process
protocol (the reference engine served, the reference check off in both, as
benchmarks/speed.py's ``protocol`` part has them) twice:

- under ``valgrind --tool=callgrind --trace-children=yes``, which counts the
  user-space instructions of every process (the runner, the served engine,
  what they start), whatever else the machine is doing;
- natively, ``--repeat`` rounds interleaved (default 3), for the CPU time of
  the process and its children, medians printed.

The two ratios, protocol / in-process, say where the protocol's extra CPU
time goes: the share that is extra instructions is work the two processes do
(writing, reading and checking each message, the served program's start);
the rest is the same work done slower, which no instruction count shows:
the kernel's part of each round trip (the pipes, waking the other process)
and two processes taking turns on the same caches once per request. Needs
valgrind (Debian: ``apt install valgrind``); under it the runs take a few
minutes. Prints figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("hannibal", "here_i_stand", "hellenes", "successors", "sword_of_rome")
SERVED = f"exec:{sys.executable} -m conformance serve reference"
#: what both runs leave out (benchmarks/speed.py SAME_WORK), and a deadline valgrind's slowness cannot hit
COMMON = ("-q", "-p", "no:cacheprovider", "--no-reference-check", "--request-timeout", "600")
COLLECTED = re.compile(r"Collected : ([\d,]+)")
COMMAND = re.compile(r"Command: (.*)")


def pytest_command(game: str, protocol: bool) -> list[str]:
    command = [sys.executable, "-m", "pytest", str(ROOT / "conformance" / "games" / game), *COMMON]
    return [*command, "--implementation", SERVED] if protocol else command


def instructions(game: str, protocol: bool) -> dict[str, int]:
    """The user-space instructions of one run under callgrind, by kind of process: the runner
    (pytest), the served engine, and anything else the run started. A forked child that goes on to
    run another program is not counted twice (``--child-silent-after-fork``)."""
    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", "--trace-children=yes", "--child-silent-after-fork=yes",
             f"--callgrind-out-file={folder}/%p.out", f"--log-file={folder}/%p.log",
             *pytest_command(game, protocol)],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if done.returncode:
            sys.exit(f"the run under callgrind exited {done.returncode}:\n{done.stdout[-2000:]}")
        kinds = {"runner": 0, "served engine": 0, "other": 0}
        for log in Path(folder).glob("*.log"):
            text = log.read_text(errors="replace")
            count, command = COLLECTED.search(text), COMMAND.search(text)
            if not count or not command:
                continue
            kind = ("served engine" if "conformance serve" in command.group(1)
                    else "runner" if "pytest" in command.group(1) else "other")
            kinds[kind] += int(count.group(1).replace(",", ""))
        if not kinds["runner"] or (protocol and not kinds["served engine"]):
            sys.exit(f"callgrind counted no {'served engine' if kinds['runner'] else 'runner'} in the "
                     f"{'protocol' if protocol else 'in-process'} run: its logs in {folder} named no such process")
        return kinds


def cpu_seconds(game: str, protocol: bool) -> float:
    """CPU time of one native run, the process and its children."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(pytest_command(game, protocol), cwd=ROOT, stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode:
        sys.exit(f"the {'protocol' if protocol else 'in-process'} run exited {done.returncode}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", nargs="?", default="hannibal", choices=GAMES)
    parser.add_argument("--repeat", type=int, default=3, help="native rounds, interleaved (default 3)")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (Debian: apt install valgrind)", file=sys.stderr)
        return 1
    cpu: dict[bool, list[float]] = {False: [], True: []}
    for _ in range(args.repeat):
        for protocol in (False, True):
            cpu[protocol].append(cpu_seconds(args.game, protocol))
    counted = {protocol: instructions(args.game, protocol) for protocol in (False, True)}
    totals = {protocol: sum(kinds.values()) for protocol, kinds in counted.items()}
    medians = {protocol: statistics.median(times) for protocol, times in cpu.items()}
    print(f"{args.game}: the corpus in-process and over the protocol (the reference engine served), "
          f"the reference check off in both")
    print("| run | instructions (callgrind, user space) | of which runner / served engine / other "
          f"| CPU s (median of {args.repeat}, native) |")
    print("|---|---:|---|---:|")
    for protocol, name in ((False, "in-process"), (True, "protocol")):
        kinds = counted[protocol]
        print(f"| {name} | {totals[protocol] / 1e9:.2f} G | {kinds['runner'] / 1e9:.2f} / "
              f"{kinds['served engine'] / 1e9:.2f} / {kinds['other'] / 1e9:.2f} G | {medians[protocol]:.2f} |")
    instruction_ratio = totals[True] / totals[False]
    cpu_ratio = medians[True] / medians[False]
    print(f"| protocol / in-process | {instruction_ratio:.3f}x | | {cpu_ratio:.3f}x |")
    extra = cpu_ratio - 1
    if extra > 0:
        work = max(instruction_ratio - 1, 0)
        print(f"\nOf the protocol's extra CPU time ({extra:.0%} of in-process), extra instructions at the "
              f"in-process run's pace account for {min(work / extra, 1):.0%}; the rest ({max(1 - work / extra, 0):.0%}) is the same instructions run "
              "slower: the kernel's part of each round trip and two processes taking turns on the same caches.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
