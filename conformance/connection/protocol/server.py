"""Serve any Python implementation of the adapter contract over the process protocol.

    python -m conformance.connection.protocol.server python:package.module:factory

reads requests from stdin and answers on stdout, one JSON object per line
(docs/protocol.md). ``print()`` inside the implementation goes to stderr, so
it cannot corrupt the protocol stream. ``conformance serve reference``
is this server around the reference engine.
"""

from __future__ import annotations

import marshal
import sys
import traceback
from typing import Any, BinaryIO, Callable

from conformance.connection.protocol import (
    CAPABILITIES,
    CARRIED_KEYS,
    CARRYING_OPS,
    CARRYING_REFUSAL_OPS,
    PROTOCOL_VERSION,
    encode,
    read_back_line,
)
from conformance.contract import Refusal, UnscriptedDie, Unsupported, strict_json

Handler = Callable[[dict[str, Any]], dict[str, Any]]


class Session:
    """Answers requests for one implementation; games are kept by handle."""

    def __init__(self, implementation: Any) -> None:
        self.implementation = implementation
        self.games: dict[str, Any] = {}
        self.created = 0
        self.stopped = False
        #: the carrying capabilities the runner offered in the handshake (carry-pending, carry-state),
        #: all of which this server uses: create and act results carry the decision and the state
        self.carried: frozenset[str] = frozenset()
        #: the runner speaks protocol 2.3 or later, where a refused act carries them too
        self.refusals_carry = False

    def answer(self, request: Any) -> dict[str, Any]:
        seq = request.get("seq") if isinstance(request, dict) else None
        seq = seq if isinstance(seq, int) and seq >= 1 else 1
        try:
            return {"seq": seq, "result": self.result(request)}
        except (Refusal, Unsupported, UnscriptedDie) as raised:
            try:
                answer = {"seq": seq, **_contract_answer(raised)}
                if "refusal" in answer and self.refusals_carry and request.get("op") in CARRYING_REFUSAL_OPS:
                    self._carrying(answer["refusal"], self.games[request["game"]])
                return answer
            except Exception as broken:  # noqa: BLE001 - one whose fields cannot be read is the implementation's error
                return {"seq": seq, "error": {
                    "message": f"raised a {type(raised).__name__} whose fields cannot be read: "
                               f"{type(broken).__name__}: {_text_of(broken)}",
                    "detail": traceback.format_exc(limit=8)}}
        except Exception as exc:  # noqa: BLE001 - every failure becomes an error answer
            return {"seq": seq, "error": {"message": f"{type(exc).__name__}: {_text_of(exc)}",
                                          "detail": traceback.format_exc(limit=8)}}

    def result(self, request: Any) -> dict[str, Any]:
        if not isinstance(request, dict):
            raise ValueError("a request is a JSON object")
        op = request.get("op")
        if op == "hello":
            offered = request.get("capabilities")
            self.refusals_carry = _version(request.get("protocol")) >= (2, 3)
            self.carried = frozenset(name for name in CAPABILITIES if isinstance(offered, list) and name in offered)
            agreed = {"capabilities": [name for name in CAPABILITIES if name in self.carried]} if self.carried else {}
            return {**self.implementation.describe(), "protocol": PROTOCOL_VERSION, **agreed}
        if op == "create":
            game = self.implementation.create(request["position"])
            self.created += 1
            handle = f"g{self.created}"
            self.games[handle] = game
            return self._carrying({"game": handle}, game)
        if op == "stop":
            self.stopped = True
            return {}
        game = self.games.get(request.get("game"))
        if game is None:
            raise KeyError(f"no game {request.get('game')!r} in this session")
        if op == "pending":
            return {"pending": game.pending()}
        if op == "act":
            return self._carrying({"events": game.act(request["player"], request["action"])}, game)
        if op == "state":
            return {"state": game.state()}
        raise ValueError(f"unknown op {op!r}")

    def _carrying(self, result: dict[str, Any], game: Any) -> dict[str, Any]:
        """``result`` (or a refusal) with the decision now pending (carry-pending) and the state
        (carry-state), as agreed. One that its call raises for, or gives as what is not JSON data
        (:func:`_encoded`), is left out: the runner asks, and gets that answer then."""
        for capability in (name for name in CAPABILITIES if name in self.carried):
            key = CARRIED_KEYS[capability]
            try:
                result[key] = getattr(game, key)()
            except Exception:  # noqa: BLE001 - answered when the runner asks for it
                pass
        return result


def _contract_answer(raised: Exception) -> dict[str, Any]:
    """The answer a contract error of the implementation makes (its fields read here: a subclass
    that never set them raises, and is answered as an error instead)."""
    if isinstance(raised, Refusal):
        return {"refusal": {"rule": raised.rule, "message": raised.message}}
    if isinstance(raised, Unsupported):
        return {"unsupported": {"reason": raised.reason or "unsupported"}}
    return {"unscripted_die": raised.as_data()}


def _text_of(exc: BaseException) -> str:
    try:
        return str(exc)
    except Exception:  # noqa: BLE001 - an exception whose text cannot be read is still answered
        return "(its text cannot be read)"


def _encoded(answer: dict[str, Any], *, carried: bool = False) -> bytes:
    """The answer as a protocol line; what the implementation gave that is not JSON data (a set,
    NaN, an object) becomes an error answer instead of breaking the server. In a ``carried`` result
    or refusal (of create or act, capabilities agreed), a decision or state that is not JSON data is
    left out instead (the runner asks for it, and gets the error then).

    The common case, an answer of plain JSON data, is proven so in two passes in C. ``marshal``
    takes only the exact built-in types: an Enum member, an OrderedDict or a subclass of str, int,
    dict or list stops it, as it stops the strict walk an in-process answer takes, where orjson
    would write it as its value. Then orjson's line read back equals the answer
    (:func:`~conformance.connection.protocol.read_back_line`; a tuple, a key that is not a string, a
    set, NaN or an integer beyond 64 bits cannot pass: they do not come back as they were, or are
    not written at all). Anything else takes the strict walk, which says what is amiss."""
    try:
        marshal.dumps(answer)
    except (ValueError, RecursionError):  # not the exact built-in types: the strict walk says which
        line = None
    else:
        line = read_back_line(answer)
    if line is not None:
        return line
    try:
        return encode(strict_json.checked(answer))
    except (TypeError, ValueError) as exc:
        outcome = answer.get("result", answer.get("refusal", {}))
        unfit = [key for key in CARRIED_KEYS.values() if carried and key in outcome and not _is_data(outcome[key])]
        if unfit:
            for key in unfit:
                del outcome[key]
            return _encoded(answer)
        return encode({"seq": answer.get("seq", 1), "error": {
            "message": f"the implementation's result is not JSON data: {exc}"}})


def _version(text: Any) -> tuple[int, ...]:
    """A protocol version as numbers ((0,) when it is not one)."""
    try:
        return tuple(int(part) for part in text.split("."))
    except (AttributeError, ValueError):
        return (0,)


def _is_data(value: Any) -> bool:
    """Whether ``value`` is JSON data the protocol can carry."""
    try:
        strict_json.checked(value)
    except (TypeError, ValueError):
        return False
    return True


def serve(implementation: Any, stdin: BinaryIO | None = None, stdout: BinaryIO | None = None) -> int:
    """Answer requests until ``stop`` or the end of stdin."""
    stdin = stdin or sys.stdin.buffer
    stdout = stdout or sys.stdout.buffer
    sys.stdout = sys.stderr  # stray prints must not reach the protocol stream
    session = Session(implementation)
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = strict_json.loads(line)
        except ValueError as exc:
            request = None
            answer = {"seq": 1, "error": {"message": f"request is not JSON the protocol accepts: {exc}"}}
        else:
            answer = session.answer(request)
        carried = bool(session.carried) and isinstance(request, dict) and request.get("op") in CARRYING_OPS
        stdout.write(_encoded(answer, carried=carried))
        stdout.flush()
        if session.stopped:
            break
    return 0


def main(argv: list[str] | None = None) -> int:
    from conformance.connection.specs import load_implementation

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m conformance.connection.protocol.server python:package.module:factory", file=sys.stderr)
        return 2
    return serve(load_implementation(args[0], guard=False))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
