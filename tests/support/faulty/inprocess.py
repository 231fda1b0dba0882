"""Faulty in-process implementations (``python:tests.support.faulty.inprocess:NAME``).

Each is the reference engine, misbehaving in one way at the first ``act`` (``CreateCrashes``: at
``create``).
"""

from __future__ import annotations

import os
import time
from typing import Any

from reference_engine import Implementation


class _Game:
    def __init__(self, game: Any, fault) -> None:
        self._game, self._fault = game, fault

    def pending(self):
        return self._game.pending()

    def act(self, player, action):
        return self._fault(self._game, player, action)

    def state(self):
        return self._game.state()


class _Faulty(Implementation):
    def fault(self, game, player, action):  # pragma: no cover - overridden
        raise NotImplementedError

    def create(self, position):
        return _Game(super().create(position), self.fault)


class Hangs(_Faulty):
    def fault(self, game, player, action):
        time.sleep(3600)


class ReturnsASet(_Faulty):
    def fault(self, game, player, action):
        return [{"type": "activated", "leaders": {"Camillus"}}]


class ReturnsAnEnum(_Faulty):
    """Names the activated leader by a str-valued Enum member, which equals its value and which a
    JSON writer writes as its value: still not JSON data, in-process or served."""

    def fault(self, game, player, action):
        import enum

        class Leader(str, enum.Enum):
            CAMILLUS = "Camillus"

        return [{"type": "activated", "leaders": [Leader.CAMILLUS]}]


class RefusesAtLength(_Faulty):
    """Refuses with its whole game log (a megabyte) as the message, and a rule id as long."""

    def fault(self, game, player, action):
        from conformance.contract import Refusal

        raise Refusal("9.1" + "-a" * 500_000, "the log: " + "x" * 1_000_000)


class ExitsTheProcess(_Faulty):
    def fault(self, game, player, action):
        os._exit(7)


class InterruptsTheRun(_Faulty):
    """Sends SIGINT to the process it runs in, as a Ctrl-C that never came from the terminal."""

    def fault(self, game, player, action):
        import signal

        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(5)  # the KeyboardInterrupt comes first


class DeclaresNoScenario(Implementation):
    """Declares The Sword of Rome, but only a clause the tiny corpus has no scenario of."""

    def describe(self):
        return {**super().describe(), "games": {"sword_of_rome": {"variants": ["2-4"], "clauses": ["9.2"]}}}


class DeclaresUnknownClauses(Implementation):
    def describe(self):
        return {**super().describe(),
                "games": {"sword_of_rome": {"variants": ["2-4", "6"], "clauses": ["9.1", "9.1.2a", "99.9"]}}}


class RaisesAssertionError(_Faulty):
    """An internal assertion of the implementation: its own breakage, no rule failure."""

    def fault(self, game, player, action):
        raise AssertionError("internal invariant: the movement table index is out of range")


class CallsPytestSkip(_Faulty):
    def fault(self, game, player, action):
        import pytest

        pytest.skip("unsupported: the implementation would rather not")


class CallsPytestXfail(_Faulty):
    def fault(self, game, player, action):
        import pytest

        pytest.xfail("the implementation decides its own verdict")


class CallsPytestExit(_Faulty):
    def fault(self, game, player, action):
        import pytest

        pytest.exit("the implementation ends the run", returncode=0)


class RaisesKeyboardInterrupt(_Faulty):
    def fault(self, game, player, action):
        raise KeyboardInterrupt


class MessageLooksLikeAnUnexpectedPass(_Faulty):
    def fault(self, game, player, action):
        raise RuntimeError("lookup failed for [XPASS(strict)] table")


class LeavesAThread(Implementation):
    """Plays right, but leaves a thread that is not a daemon running for a minute (a worker pool)."""

    def create(self, position):
        import threading

        if not getattr(LeavesAThread, "started", False):
            LeavesAThread.started = True
            threading.Thread(target=time.sleep, args=(60,), daemon=False, name="lingering").start()
        return super().create(position)


class LeavesOutSiegePoints(Implementation):
    """Right, but its state leaves out Hannibal's ``siege_points`` (the schemas allow it): a
    scenario that reads them must fail naming the key, not error as if the implementation crashed."""

    def create(self, position):
        game = super().create(position)
        state = game.state
        game.state = lambda: {k: v for k, v in state().items() if k != "siege_points"}
        return game


class CreateCrashes(Implementation):
    def create(self, position):
        raise ValueError("boom in create")
