"""What the commands print for a person (conformance/console.py, conformance/reports/summary.py): the
progress of a long run with its count and time left, text any console can show, and the summary of a
run on one screen."""

from __future__ import annotations

import io
import re
import time
from pathlib import Path

from conformance.commands import run as run_command
from conformance.reports.console import Progress, duration, fit
from conformance.reports.runs import folder_name
from conformance.reports.summary import FAILING_SHOWN, failing_clauses, game_lines, summary
from tests.support.records import one_of_each, record
from tests.support.runs import tiny_run


class Console(io.StringIO):
    """A console whose encoding is ``encoding`` and which is, or is not, a terminal."""

    def __init__(self, encoding: str = "utf-8", terminal: bool = False) -> None:
        super().__init__()
        self._encoding, self._terminal = encoding, terminal

    @property
    def encoding(self) -> str:
        return self._encoding

    def isatty(self) -> bool:
        return self._terminal


def test_without_a_terminal_progress_is_a_plain_line_now_and_then_with_the_time_left() -> None:
    out = Console()
    progress = Progress("played", total=200, unit="scenarios", stream=out, every=0.0)
    progress.update(50, "1 failed or errored")
    progress.close()
    first, last = out.getvalue().splitlines()
    assert first.startswith("played: 50/200 scenarios (25%), 1 failed or errored, ") and "left" in first
    assert last.startswith("played: 50/200 scenarios (25%)")
    quiet = Console()
    progress = Progress("played", total=200, stream=quiet, every=3600.0)
    for done in range(1, 201):
        progress.update(done)
    assert quiet.getvalue() == "", "no line per item"
    progress.close(final=False)
    assert quiet.getvalue() == ""


def test_on_a_terminal_progress_is_a_bar_with_counts() -> None:
    out = Console(terminal=True)
    progress = Progress("fuzz", total=10, unit="positions", stream=out)
    progress.update(2)
    time.sleep(0.2)  # tqdm redraws a tenth of a second apart at most
    progress.update(4, "2 divergence(s)")
    progress.close()
    assert "fuzz" in out.getvalue() and "4/10" in out.getvalue()


def test_text_a_console_cannot_encode_becomes_ascii_never_a_crash() -> None:
    text = "| 9.1.2-a | ✅ 4 passed | ◐ 1 passed, 2 unsupported | ❌ 1 failed | ➖ 3 unsupported | Žižka"
    assert fit(text, Console("utf-8")) == text
    ascii_text = fit(text, Console("ascii"))
    ascii_text.encode("ascii")
    assert "[ok] 4 passed" in ascii_text and "[part]" in ascii_text and "[FAIL] 1 failed" in ascii_text
    assert "\\u017d" in ascii_text or "\\xc5" in ascii_text or "Z" in ascii_text
    fit(text, Console("latin-1")).encode("latin-1")


def test_durations_read_as_a_person_says_them() -> None:
    assert [duration(s) for s in (4.2, 65, 3725)] == ["4 s", "1 min 05 s", "1 h 02 min"]


def test_the_summary_is_one_line_per_game_and_the_failing_clauses() -> None:
    records = one_of_each() + [{**record("passed", f"p{i}"), "game": "hellenes", "clauses": ["5.0"]}
                               for i in range(3)]
    lines = summary("exec:x", records, {"sword_of_rome": "The Sword of Rome", "hellenes": "Hellenes"},
                    {"9.1.2-a": "Never more than 10 CU moving"}, 1.25)
    assert lines[0] == "exec:x: 11 scenarios in 1.2 s"
    heading, hellenes, sword, total = game_lines(records, {"sword_of_rome": "The Sword of Rome", "hellenes": "Hellenes"})
    assert heading.split() == ["game", "played", "passed", "failed", "errored", "unsupported"]
    assert hellenes.split() == ["Hellenes", "3", "3", "0", "0", "0"]
    # played: passed, failed, errored, expected failure, unexpected pass (not unsupported, skipped, not run)
    assert sword.split()[:8] == ["The", "Sword", "of", "Rome", "5", "1", "1", "1"]
    assert "(1 expected failure, 1 unexpected pass, 1 skipped, 1 not run)" in sword
    assert total.split()[:3] == ["all", "games", "8"]
    assert lines[lines.index("failing clauses:") + 1].startswith(
        "  9.1.2 : 1 errored, 1 failed, 1 not run, 1 unexpected pass: 'fails': the army has 3 MP left, not 4")
    assert all(line.isascii() for line in lines)


def test_the_failing_clauses_are_cut_short_where_a_screen_ends() -> None:
    records = [record("failed", f"f{i}", "x", clauses=[f"9.{i}"]) for i in range(FAILING_SHOWN + 5)]
    lines = failing_clauses(records)
    assert len(lines) == FAILING_SHOWN + 1 and "and 5 more failing clauses (conformance run -v" in lines[-1]
    assert failing_clauses([record("passed", "p")]) == ["  no failing clause"]


def test_every_commands_help_says_what_it_does_and_its_exit_statuses(capsys) -> None:
    import importlib

    import pytest

    from conformance import cli

    for name, command in cli.COMMANDS.items():
        with pytest.raises(SystemExit) as done:
            cli.main([name, "--help"])
        assert done.value.code == 0
        text = " ".join(capsys.readouterr().out.split())
        assert " ".join(command.description.split()) in text, name
        meanings = importlib.import_module(command.module).EXIT_MEANINGS
        assert "exit statuses:" in text and all(f"{code} {' '.join(m.split())}" in text
                                                for code, m in meanings.items()), name


def test_python_m_conformance_is_the_command_and_says_its_version() -> None:
    import subprocess
    import sys

    from conformance import __version__

    done = subprocess.run([sys.executable, "-m", "conformance", "--version"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and done.stdout.startswith(f"conformance {__version__} (contract ")


def test_a_run_printed_to_a_console_that_is_not_utf8_shows_the_matrix_in_ascii(tmp_path) -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    done = subprocess.run([sys.executable, "-m", "conformance", "run", "--report-dir", str(tmp_path), "--game",
                           "hellenes", "--clause", "5.1-neutral", "-v"], capture_output=True, env=env, timeout=600)
    out = done.stdout.decode("ascii")  # nothing but ASCII was written
    assert done.returncode == 0, out[-2000:] + done.stderr.decode("ascii", "replace")[-2000:]
    assert re.search(r"\| 5\.1-neutral \| No block enters a neutral area \| \[ok\] \d+ passed \|", out), out


def test_a_failed_scenario_shows_pythons_own_traceback_unless_pytests_is_asked_for(tiny: Path) -> None:
    """``conformance run`` gives pytest ``--tb=native``: pytest's default style reads the source of every
    frame, about a tenth of a second per failed scenario. ``-- --tb=long`` brings pytest's back; the
    records hold the same messages either way."""
    sneaky = "python:strength.wrong.sneaky:ExtraAction"
    logs, messages = {}, {}
    for style, extra in (("native", []), ("long", ["--", "--tb=long"])):
        code, results = tiny_run(tiny / style, "--implementation", sneaky, *extra)
        assert code == run_command.EXIT_DEVIATIONS
        messages[style] = {r["scenario"]: (r["status"], r["message"]) for r in results["records"]}
        logs[style] = (tiny / style / folder_name(1, sneaky) / run_command.LOG).read_text(encoding="utf-8")
    assert "failed" in {status for status, _ in messages["native"].values()}
    assert messages["native"] == messages["long"]
    assert "Traceback (most recent call last):" in logs["native"] and "\nE   " not in logs["native"]
    assert "Traceback (most recent call last):" not in logs["long"] and "\nE   " in logs["long"]
