"""Records of results.json made by hand: one scenario of each status."""

from __future__ import annotations

NODE = "conformance/games/sword_of_rome/test_corpus.py::test_"


def record(status: str, name: str, message: str = "", **extra) -> dict:
    """A record of The Sword of Rome's scenario ``name`` (a test name's tail) with ``status``."""
    return {"nodeid": NODE + name, "game": "sword_of_rome", "clauses": ["9.1.2", "9.1.2-a"], "errata": [],
            "scenario": name.replace("_", " "), "feature": "features/sword_of_rome/x.feature", "line": 3,
            "implementation": "exec:x", "status": status, "message": message, "duration": 0.25, **extra}


def one_of_each() -> list[dict]:
    """One record of every status."""
    return [
        record("passed", "passes"),
        record("failed", "fails", "the army has 3 MP left, not 4\nmore detail"),
        record("unexpected-pass", "passes_unexpectedly", "unexpected pass: listed as unsupported (x.toml:3): no"),
        record("errored", "errors", "exited with code 1 before answering 'act'", cause="implementation"),
        record("not-run", "never_runs"),
        record("unsupported", "is_unsupported", "the implementation does not declare clause(s) 9.1.2-a"),
        record("skipped", "is_skipped", "skipped on purpose"),
        record("expected-failure", "fails_as_expected", "expected failure: rolls twice"),
    ]
