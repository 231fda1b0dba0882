"""The command-line options shared by ``conformance run``, ``conformance fuzz`` and the
pytest plugin, declared once.

Each :class:`Option` is added with :func:`add` to an ``argparse`` parser or to a
pytest option group (both take ``add_argument``/``addoption`` with the same
arguments), with per-parser overrides of its keywords where one parser words it
otherwise (a ``help`` in conformance/fuzz/cli.py and conformance/connection/serve.py).
Where parsers differ in more than words, each has its own option: ``IMPLEMENTATION``
(one spec, the pytest plugin's) and ``IMPLEMENTATIONS`` (several, ``conformance run``'s).

Option values are checked where they are read: a timeout is a finite number of
seconds above 0 (``nan``, ``inf``, 0 and negative numbers would wait forever or
not at all); a budget is a whole number, 0 or more.
"""

from __future__ import annotations

import argparse
import math
from dataclasses import dataclass, field
from typing import Any


def seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: a timeout is a finite number of seconds above 0")
    return value


def count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r}: must be 0 or more")
    return value


def at_least_one(text: str) -> int:
    """A whole number, 1 or more (a budget of positions or actions)."""
    value = count(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: must be 1 or more")
    return value


@dataclass(frozen=True)
class Option:
    """One option: its flags and ``add_argument`` keywords (``help`` included)."""

    flags: tuple[str, ...]
    settings: dict[str, Any] = field(default_factory=dict)

    def added_to(self, parser: Any, **overrides: Any) -> None:
        settings = {**self.settings, **overrides}
        adder = getattr(parser, "add_argument", None) or parser.addoption
        adder(*self.flags, **settings)


def option(*flags: str, **settings: Any) -> Option:
    return Option(flags, settings)


def add(parser: Any, *chosen: Option, **overrides: dict[str, Any]) -> None:
    """Add ``chosen`` to ``parser`` (argparse parser or pytest group); ``overrides`` maps an
    option's first flag without dashes and with ``_`` for ``-`` (``request_timeout``) to keywords."""
    for each in chosen:
        each.added_to(parser, **overrides.get(each.flags[0].lstrip("-").replace("-", "_"), {}))


SPEC = "'reference' (default), 'python:pkg.module:factory' or 'exec:COMMAND'"

IMPLEMENTATIONS = option("--implementation", action="append", default=[], metavar="SPEC",
                         help=f"the implementation to play the corpus against: {SPEC} (repeatable)")
IMPLEMENTATION = option("--implementation", default="reference", metavar="SPEC",
                        help=f"the implementation to play the corpus against: {SPEC}")
GAMES = option("--game", action="append", default=[], help="only this game (repeatable)")
CLAUSES = option("--clause", action="append", default=[], metavar="ID",
                 help="only scenarios tagged with this clause id (repeatable)")
TAGS = option("--tag", action="append", default=[],
              help="only scenarios with this tag: clause, erratum or game id (repeatable)")
EXCLUDE = option("--exclude", action="append", default=[], metavar="PATTERN",
                 help="leave out scenarios tagged with a clause, erratum or game id this matches (* and ? as in "
                      "file names, e.g. '9.6*'; repeatable): after --game, --clause and --tag select")
KEYWORD = option("-k", dest="keyword", default=None, metavar="TEXT",
                 help="only scenarios whose test name matches this pytest -k expression")
EXPECTATIONS = option("--expectations", action="append", default=[], metavar="FILE",
                      help="expectations file (TOML); each applies to the implementation it names "
                           "(those of examples/*/expectations.toml are read anyway)")
REPORT_DIR = option("--report-dir", default="reports", metavar="DIR",
                    help="where results.json, junit.xml and matrix.md go (default: reports)")
REQUEST_TIMEOUT = option("--request-timeout", type=seconds, default=5.0, metavar="SECONDS",
                         help="deadline of each call to the implementation, in-process or exec: (default 5; "
                              "the handshake waits at least 10)")
RESTART_BUDGET = option("--restart-budget", type=count, default=3, metavar="N",
                        help="restarts of an exec: implementation (abandoned calls of an in-process one) "
                             "after faults (default 3)")
NO_CAPABILITIES = option("--no-capabilities", action="store_true", default=False,
                         help="offer an exec: program no protocol capabilities in the handshake: spoken to "
                              "exactly as in protocol 2.0 (docs/protocol.md, Capabilities)")
NO_REFERENCE_CHECK = option("--no-reference-check", action="store_true", default=False,
                            help="do not play the reference engine beside the implementation and compare every "
                                 "answer with its own: only what each scenario's steps assert is checked")
ONE_CORE = option("--one-core", action="store_true", default=False,
                  help="run the runner and the implementations it starts on one CPU core (Linux; each pytest-xdist "
                       "worker its own): they take turns, and a hand-over costs less on one core than across two "
                       "(docs/performance.md); not for an implementation that works on several threads")


def reading_pair(text: str) -> tuple[str, str]:
    """``ERRATUM=READING``: an erratum id and one of its readings' ids (checked against the catalogs
    where the option is read)."""
    erratum, sign, reading = text.partition("=")
    if not sign or not erratum.strip() or not reading.strip():
        raise argparse.ArgumentTypeError(f"{text!r} is not ERRATUM=READING (e.g. tactics-roll-sign=less-than)")
    return erratum.strip(), reading.strip()


READINGS = option("--reading", action="append", default=[], type=reading_pair, metavar="ERRATUM=READING",
                  help="play the corpus with READING as erratum ERRATUM's default: scenarios that pin a reading "
                       "keep theirs, and an implementation whose handshake follows a reading of ERRATUM is played "
                       "under its own (repeatable; `conformance errata` lists the readings)")
