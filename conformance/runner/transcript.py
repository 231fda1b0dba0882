"""A recording wrapper around an implementation: every contract call and its answer.

:class:`TranscribingImplementation` passes each call through to the
implementation it wraps and appends one entry per call to a transcript (a
list), in order::

    {"call": "create", "position": {...}, "game": 1, "answer": "game 1"}
    {"call": "pending", "game": 1, "answer": {...} | None}
    {"call": "act", "game": 1, "player": "Rome", "action": {...}, "answer": [events]}
    {"call": "act", ..., "refusal": {"rule": "9.1.2-a", "message": "..."}}
    {"call": "state", "game": 1, "answer": {...}}

A call that raised :class:`Unsupported` has ``"unsupported": reason``, one
that raised :class:`UnscriptedDie` ``"unscripted_die": {"rolled", "message"}``; any
other exception ``"error": TEXT`` (and is re-raised unchanged), in words, no
class name: "the implementation broke: exited with code 7 ..." for a fault
(a program's or a guarded in-process implementation's), "the implementation
answered with an error: ..." for an ``error`` answer, "raised Type: text" for
anything else. An
``act`` the runner's reference check sent of its own (conformance.checks.reference_check:
no step of the scenario sends it) has ``"by": "reference check"``. The
positions, actions and answers are kept frozen (conformance.contract.data.Frozen:
immutable bytes, taken when the call is made and when it returns), so later
changes inside the implementation or the steps do not rewrite history; most
transcripts are never read (only a failing scenario's is shown), so they are
thawed only when read: :func:`entries` gives the entries as plain data. The
transcript of a failing scenario is shown in its report
(:func:`format_transcript`); the schema tests read whole transcripts to check
the implementation's output against the game's schemas (fixtures/<game>/schemas/).
"""

from __future__ import annotations

import json
from typing import Any, Callable

from conformance.connection.process import ImplementationError, ImplementationFault
from conformance.contract import Refusal, UnscriptedDie, Unsupported
from conformance.contract.data import Frozen, thawed

Entry = dict[str, Any]

#: an entry's ``by`` when the reference check, not the scenario, sent the call
REFERENCE_CHECK = "reference check"


class TranscribingImplementation:
    """``implementation`` with every call recorded in ``transcript``."""

    def __init__(self, implementation: Any, transcript: list[Entry] | None = None) -> None:
        self.implementation = implementation
        self.transcript: list[Entry] = [] if transcript is None else transcript
        self._games = 0

    def describe(self) -> dict[str, Any]:
        return self.implementation.describe()

    def create(self, position: dict[str, Any]) -> "TranscribingGame":
        self._games += 1
        number = self._games
        entry: Entry = {"call": "create", "game": number, "position": Frozen(position)}
        game = _recorded(self.transcript, entry, lambda: self.implementation.create(position),
                         lambda _: f"game {number}")
        return TranscribingGame(game, number, self.transcript)

    def close(self) -> None:
        close = getattr(self.implementation, "close", None)
        if callable(close):
            close()


class TranscribingGame:
    def __init__(self, game: Any, number: int, transcript: list[Entry]) -> None:
        self.game = game
        self.number = number
        self.transcript = transcript

    def pending(self) -> dict[str, Any] | None:
        return _recorded(self.transcript, {"call": "pending", "game": self.number}, self.game.pending)

    def act(self, player: str, action: dict[str, Any], *, by: str | None = None) -> list[dict[str, Any]]:
        """``by``: who sent it, when not the scenario (:data:`REFERENCE_CHECK`)."""
        entry = {"call": "act", "game": self.number, "player": player, "action": Frozen(action)}
        if by is not None:
            entry["by"] = by
        return _recorded(self.transcript, entry, lambda: self.game.act(player, action))

    def state(self) -> dict[str, Any]:
        return _recorded(self.transcript, {"call": "state", "game": self.number}, self.game.state)


def _recorded(transcript: list[Entry], entry: Entry, call: Callable[[], Any],
              answer_of: Callable[[Any], Any] = Frozen) -> Any:
    transcript.append(entry)
    try:
        answer = call()
    except Refusal as refusal:
        entry["refusal"] = refusal.as_data()
        raise
    except Unsupported as exc:
        entry["unsupported"] = exc.reason
        raise
    except UnscriptedDie as exc:
        entry["unscripted_die"] = exc.as_data()
        raise
    except Exception as exc:
        entry["error"] = _error_text(exc)
        raise
    entry["answer"] = answer_of(answer)
    return answer


def _error_text(exc: Exception) -> str:
    """What broke, in words: a fault or an error answer as the runner says it, with no class name;
    anything else (which the guards of conformance.connection.inprocess and .process let through) with its type."""
    if isinstance(exc, ImplementationFault):
        return f"the implementation broke: {exc}"
    if isinstance(exc, ImplementationError):
        return str(exc)  # "the implementation answered with an error: ..."
    return f"raised {type(exc).__name__}: {exc}"


def entries(transcript: list[Entry]) -> list[Entry]:
    """The entries of ``transcript`` as plain data (fresh copies of what was kept frozen)."""
    return [{key: thawed(value) for key, value in entry.items()} for entry in transcript]


def format_transcript(transcript: list[Entry], limit: int = 200) -> str:
    """One line per call: what was sent, then what came back (``->``)."""
    lines = []
    for entry in entries(transcript[-limit:]):
        call = entry["call"]
        if call == "create":
            sent = f"create(position) -> game {entry['game']}; position: {_json(entry['position'])}"
        elif call == "act":
            sent = f"game {entry['game']}: act({entry['player']!r}, {_json(entry['action'])})"
            if "by" in entry:
                sent += f"  [sent by the {entry['by']}, not by the scenario]"
        else:
            sent = f"game {entry['game']}: {call}()"
        if "refusal" in entry:
            outcome = f"refused: {_json(entry['refusal'])}"
        elif "unsupported" in entry:
            outcome = f"unsupported: {entry['unsupported']}"
        elif "unscripted_die" in entry:
            outcome = f"needed a die the script lacks: {_json(entry['unscripted_die'])}"
        elif "error" in entry:
            outcome = entry["error"]
        elif call == "create":
            outcome = None
        else:
            outcome = _json(entry.get("answer"))
        lines.append(sent if outcome is None else f"{sent}\n    -> {outcome}")
    skipped = len(transcript) - limit
    head = [f"({skipped} earlier calls not shown)"] if skipped > 0 else []
    return "\n".join(head + lines)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=False)


#: at most this many calls of a scenario are kept in its report
REPORT_LIMIT = 200


def attach(report: Any, transcript: list[Entry] | None) -> None:
    """Show ``transcript`` in the report of a scenario that did not pass (as text and as data)."""
    expected_failure = report.skipped and getattr(report, "wasxfail", None) is not None
    if not transcript or not (report.failed or expected_failure) or report.when != "call":
        return
    kept = entries(transcript[-REPORT_LIMIT:])
    report.sections.append(("contract calls (transcript)", format_transcript(transcript, REPORT_LIMIT)))
    report.user_properties.append(("conformance_transcript", json.dumps(kept, ensure_ascii=False)))
