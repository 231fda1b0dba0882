"""The scenario's view of one game: a position being built, then a game.

Given-steps add to ``world.position``; the first step that needs the game
creates it through the contract. Actions go through :meth:`World.act`, which
keeps a refusal for the next ``Then the action is refused ...`` step: a
refusal that no step checks fails the scenario, so an implementation cannot
pass a scenario by refusing what the rules allow. Every action is also held
to the contract's promises about pending decisions and dice
(conformance.checks.promises); every state read counts no more dice than the script
(``dice_rolled``, an integer: 0 where none are scripted), and :meth:`World.finish`
reads the state once more and checks the dice script at the end. A refused
action leaves the game unchanged: where a step that takes a refusal follows
the action's, the pending decision and the state are read again after the
refusal and compared with what they were just before the action (the state
read then, unless one read since the last accepted action is at hand).

``Unsupported`` from ``create()`` makes the scenario unsupported (the position
holds something the implementation does not model); a ``Refusal`` from it fails
the scenario (every position of the corpus is one the rules allow). A scenario being played
has every clause declared in the handshake (the plugin skips the others before
play), so ``Unsupported`` from ``act()``, ``pending()`` or ``state()`` fails it,
unless the scenario's expectations entry says "unsupported".

Where the run has a reference check (conformance.checks.reference_check), the
reference engine plays the scenario beside the implementation: every answer
read here is compared with its own (the state is then read after every
accepted action too), and the first difference the steps did not fail on
fails the scenario at its end.
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any, NoReturn

import pytest

from conformance.checks import promises as verdict
from conformance.checks import schemas
from conformance.checks.reference_check import ReferenceCheck, ReferenceDivergence
from conformance.contract import CONTRACT_VERSION, Refusal, UnscriptedDie, Unsupported
from conformance.contract.data import copied
from conformance.corpus import explicit
from conformance.runner import stash
from conformance.runner.results import UNSUPPORTED_PREFIX
from conformance.runner.transcript import REFERENCE_CHECK, TranscribingGame


class ScenarioError(AssertionError):
    """The scenario itself is wrong (bad inline data, a step out of place)."""


class World:
    def __init__(self, implementation: Any, game: str, node: Any = None,
                 reference_check: ReferenceCheck | None = None) -> None:
        self.implementation = implementation
        #: the reference engine playing beside the implementation, or None (the check is off)
        self.reference_check = reference_check
        self._node = node
        readings: dict[str, str] = {}
        #: the readings the implementation's handshake says it follows (a scenario pinning another is unsupported)
        self.followed: dict[str, str] = {}
        if node is not None:
            node.stash[stash.WORLD] = self
            session = _session(node)
            if session is not None:
                readings, self.followed = session.readings_for(game, node)
        self.position: dict[str, Any] = {
            "contract": CONTRACT_VERSION,
            "game": game,
            "variant": None,
            "readings": dict(readings),
            "map": {"spaces": {}, "connections": []},
            "pieces": [],
            "markers": {},
            "events": [],
            "dice": [],
            "situation": {},
        }
        self._game: Any = None
        self.refusal: Refusal | None = None
        self.last_events: list[dict[str, Any]] = []
        self.events: list[dict[str, Any]] = []
        #: the scenario says some scripted dice may be left unrolled
        self.dice_may_be_left = False
        #: keys the scenario leaves out of the position where they hold their default (explicit.complete)
        self.left_out: set[str] = set()
        #: ``dice_rolled`` of the last state read since the last action played, or None
        self._dice_rolled: int | None = None
        #: the last state read since the last action accepted (kept as it was), or None
        self._state_seen: verdict.Kept | None = None
        #: whether the last refusal was checked to leave the game unchanged
        self.refusal_checked = False

    # -- the game -----------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.position["game"]

    @property
    def started(self) -> bool:
        return self._game is not None

    @property
    def game(self) -> Any:
        if self._game is None:
            position = explicit.complete(self.position, self.left_out)
            self._check_position_fits(position)
            # the reference's own copy, taken before the implementation could change the position
            kept = copied(position) if self.reference_check is not None else None
            try:
                self._game = self.implementation.create(position)
            except Unsupported as exc:
                pytest.skip(f"{UNSUPPORTED_PREFIX} {exc.reason}")
            except Refusal as refusal:
                # a refusal is an answer the contract allows, so a failure, not the implementation's
                # crash; no scenario of the corpus sets up a position the rules forbid
                raise verdict.ContractBreach(
                    f"refused the scenario's position, citing rule {refusal.rule}: {refusal.message} (every "
                    f"position of the corpus is one the rules allow)" + verdict.scenario_clauses(self.clauses)
                ) from None
            except UnscriptedDie as exc:
                raise verdict.unscripted_die(exc, "loading the position", self.clauses) from None
            if kept is not None:
                self.reference_check.created(kept)
        return self._game

    def _check_position_fits(self, position: dict[str, Any]) -> None:
        """The position the scenario built fits its game's position schema, before any implementation
        sees it: one that does not is the corpus's fault (a scenario error), never the implementation's."""
        found = schemas.problem(self.game_id, "position", position)
        if found:
            piece = _piece_named(position, found)
            raise self.scenario_error(
                f"the position of scenario {self.scenario!r} does not fit "
                f"fixtures/{self.game_id}/schemas/position.schema.json: {found}{piece}; fix the "
                f"scenario's Given steps or the fixture they read (fixtures/{self.game_id}/map.toml, pieces.toml); "
                "it was not sent to the implementation")

    def pin_reading(self, erratum: str, reading: str) -> None:
        """The scenario plays ``reading`` of ``erratum``, whatever the run's default; unsupported (not
        played) where the implementation follows another reading of it."""
        followed = self.followed.get(erratum)
        if followed is not None and followed != reading:
            pytest.skip(f"{UNSUPPORTED_PREFIX} the scenario pins reading {reading!r} of erratum {erratum}; "
                        f"the implementation follows reading {followed!r} (its handshake)")
        self.position["readings"][erratum] = reading

    def require_not_started(self, what: str) -> None:
        if self._game is not None:
            raise self.scenario_error(f"'{what}' describes the position, but the game has already "
                                      "started; move this step before the first When")

    def act(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        self.check_no_unexpected_refusal()
        before = self.pending()
        kept = None
        if self._may_be_refused():  # what a refusal must leave unchanged: the decision, the state
            if self._state_seen is None:
                self._read_state()
            kept = verdict.Kept(before), self._state_seen
        self._state_seen = self._dice_rolled = None
        try:
            events = self.game.act(player, copied(action))
        except Refusal as refusal:
            if self.reference_check is not None:
                self.reference_check.acted(player, action, None, refusal.rule)
            verdict.check_refused(before, player, action, refusal.rule, self.clauses, self.game_id)
            self.refusal_checked = kept is not None
            if kept is not None:
                self._check_unchanged(player, action, refusal.rule, *kept)
            self.refusal = refusal
            self.last_events = []
            return []
        except Unsupported as exc:
            self.unsupported("act", exc)
        except UnscriptedDie as exc:
            raise verdict.unscripted_die(exc, f"{player} played {action}", self.clauses) from None
        # judged before anything reads them: the corpus reads only answers that fit the contract
        verdict.check_fits(self.game_id, "act", events, self.clauses)
        if self.reference_check is not None:
            self.reference_check.acted(player, action, events, None)
        verdict.check_accepted(before, player, action, self.clauses, self.game_id)
        self.last_events = events
        self.events.extend(events)
        if self.reference_check is not None and self.reference_check.comparing:
            self._read_state()  # every state along the path is compared, not only those a step reads
        return events

    def pending(self) -> dict[str, Any] | None:
        self.check_no_unexpected_refusal()
        decision = self._call("pending")
        verdict.check_listed_once(decision, self.clauses, self.game_id)
        return decision

    def _check_unchanged(self, player: str, action: dict[str, Any], rule: str, pending_before: verdict.Kept,
                         state_before: verdict.Kept) -> None:
        """A refused action left the game as it was: its pending decision and its state, read again."""
        decision = self._call("pending")
        verdict.check_listed_once(decision, self.clauses, self.game_id)
        verdict.check_unchanged("pending", pending_before, decision, player, action, rule, self.clauses,
                                self.game_id)
        state = self._read_state()
        verdict.check_unchanged("state", state_before, state, player, action, rule, self.clauses)

    def state(self) -> dict[str, Any]:
        self.check_no_unexpected_refusal()
        state = self._read_state()
        return verdict.StateRead(state, self.clauses) if isinstance(state, dict) else state

    def _read_state(self) -> dict[str, Any]:
        """The game's state, held to the game's schemas and its ``dice_rolled`` checked: the steps'
        reads and the runner's own alike (before an action that may be refused, after a refusal,
        at the end of a scenario)."""
        state = self._call("state")
        verdict.check_dice_rolled(self.position["dice"], state, self.clauses)
        self._dice_rolled = verdict.dice_rolled(state)
        if self._refusal_lines is None or self._refusal_lines:  # a refusal may need it
            self._state_seen = verdict.Kept(state)
        return state

    def finish(self) -> None:
        """End of the scenario: no refusal left unchecked, the state read after the last action
        (here, unless a step did: every scenario that starts a game sees its ``dice_rolled``),
        every scripted die rolled. With the reference check, the decision pending after the last
        action is read and compared too (a game that never says it is over shows there)."""
        self.check_no_unexpected_refusal()
        must_roll = bool(self.position["dice"]) and not self.dice_may_be_left
        if not self.started:
            if must_roll:
                raise self.scenario_error(f"the scenario scripts dice {self.position['dice']} but never "
                                          "starts the game")
            return
        if self.reference_check is not None and self.reference_check.comparing:
            self.pending()
        if self._dice_rolled is None:  # no state read since the last action
            self._read_state()
        if must_roll:
            verdict.check_dice_used(self.position["dice"], {"dice_rolled": self._dice_rolled}, self.clauses)
        if self.reference_check is not None and self.reference_check.divergence is not None:
            raise ReferenceDivergence(self.reference_check.unseen_by_steps() + verdict.scenario_clauses(self.clauses))

    @functools.cached_property
    def _outline(self) -> dict[str, Any]:
        """What the plugin knows of the running scenario: clause ids, its expectations entry."""
        for key, value in getattr(self._node, "user_properties", None) or []:
            if key == "conformance":
                return json.loads(value)
        return {}

    @property
    def scenario(self) -> str | None:
        """The running scenario's name (an expectations entry may name it)."""
        return self._outline.get("scenario")

    @functools.cached_property
    def clauses(self) -> list[str]:
        """The clause ids of the running scenario (for messages)."""
        return list(self._outline.get("clauses") or [])

    # -- unsupported ----------------------------------------------------
    def _call(self, call: str) -> Any:
        """The game's answer to ``call`` (pending, state), held to the contract's schemas before
        anything reads it (the reference check, a step, the runner's own checks)."""
        try:
            answer = getattr(self.game, call)()
        except Unsupported as exc:
            self.unsupported(call, exc)
        verdict.check_fits(self.game_id, call, answer, self.clauses)
        if self.reference_check is not None:
            if call == "pending":
                self.reference_check.pending(self.offer, answer)
            else:
                self.reference_check.state(answer)
        return answer

    def offer(self, player: Any, action: Any) -> Any:
        """The reference check's own action, which no step of the scenario sends, played on the
        implementation's game (its answer, or what it raises); the transcript marks it as the
        check's (``"by": "reference check"``)."""
        game = self._game
        if isinstance(game, TranscribingGame):
            return game.act(player, copied(action), by=REFERENCE_CHECK)
        return game.act(player, copied(action))

    def unsupported(self, call: str, exc: Unsupported) -> NoReturn:
        """``Unsupported`` from a game's ``call`` (act, pending, state): a failure inside clauses the
        handshake declares, unless the scenario's expectations entry says it is unsupported."""
        expectation = self._outline.get("expectation") or {}
        if expectation.get("status") == "unsupported":
            pytest.skip(f"{UNSUPPORTED_PREFIX} {exc.reason}")
        raise verdict.unsupported_in_play(call, exc.reason, self.clauses) from None

    # -- refusals -----------------------------------------------------
    @functools.cached_property
    def _refusal_lines(self) -> set[int] | None:
        """The lines of the steps right before a step that takes a refusal (its text says "is
        refused"), or None when the scenario's steps are not known (a test's World)."""
        steps = _steps(self._node)
        if steps is None:
            return None
        return {line for (line, _), (_, name) in zip(steps, steps[1:]) if "is refused" in name}

    def _may_be_refused(self) -> bool:
        """Whether the running step acts right before a step that takes a refusal. Only such an
        action can be refused in a scenario that passes -- a refusal no step takes fails it -- so
        only there is a refusal checked to leave the game unchanged, and the state read before the
        action for that (a refusal taken otherwise is a scenario error: take_refusal)."""
        lines = self._refusal_lines
        if lines is None:
            return True
        running = self._node.stash.get(stash.CURRENT_STEP, None)
        return running is None or running[1] in lines

    def take_refusal(self) -> Refusal:
        if self.refusal is not None and not self.refusal_checked:
            raise self.scenario_error("this step takes a refusal of an action that the step right before it did "
                                      "not play, so the refusal was not checked to leave the game unchanged; "
                                      "take it in the step right after the action (conformance/runner/world.py, "
                                      "World._may_be_refused)")
        refusal, self.refusal = self.refusal, None
        if refusal is None:
            raise AssertionError("expected the action to be refused, but it was accepted")
        return refusal

    def check_no_unexpected_refusal(self) -> None:
        if self.refusal is not None:
            refusal, self.refusal = self.refusal, None
            raise AssertionError(f"the action was refused, citing rule {refusal.rule}: {refusal.message}")

    # -- helpers for steps ---------------------------------------------
    def where(self, line_offset: int = 0) -> str:
        """``file:line`` of the running step (plus ``line_offset`` lines, e.g. a table row)."""
        if self._node is None or stash.CURRENT_STEP not in self._node.stash:
            return "?"
        filename, line = self._node.stash[stash.CURRENT_STEP]
        return f"{filename}:{line + line_offset}"

    def scenario_error(self, message: str, *, line_offset: int = 0) -> ScenarioError:
        return ScenarioError(f"scenario error at {self.where(line_offset)}: {message}")

    def pending_decision(self) -> dict[str, Any]:
        decision = self.pending()
        if decision is None:
            raise AssertionError("no decision is pending")
        return decision

    def events_of_type(self, event_type: str) -> list[dict[str, Any]]:
        self.check_no_unexpected_refusal()
        self.game  # noqa: B018 - make sure the game exists (position events count too)
        return [e for e in self.events if e.get("type") == event_type]


def _session(node: Any) -> Any:
    """The run's session object (conformance.runner.session), or None outside a corpus run."""
    from conformance.runner.plugin import session_of
    from conformance.runner.session import CorpusSession

    config = getattr(node, "config", None)
    session = session_of(config) if isinstance(config, pytest.Config) else None
    return session if isinstance(session, CorpusSession) else None


def _piece_named(position: dict[str, Any], problem: str) -> str:
    """`` (the piece NAME)`` where ``problem`` is at ``pieces/N`` of ``position`` and that piece has a name."""
    found = re.match(r"position at pieces/(\d+)", problem)
    pieces = position.get("pieces")
    if found is None or not isinstance(pieces, list) or int(found.group(1)) >= len(pieces):
        return ""
    piece = pieces[int(found.group(1))]
    name = piece.get("name") if isinstance(piece, dict) else None
    return f" (the {piece.get('kind', 'piece')} {name!r})" if name else ""


def _steps(node: Any) -> list[tuple[int, str]] | None:
    """Line and text of every step of the scenario ``node`` runs (an outline's for its example), or None."""
    from conformance.compat.pytest_bdd import scenario_wrapper_template_registry

    try:
        template = scenario_wrapper_template_registry.get(getattr(node, "obj", None))
    except TypeError:
        return None
    if template is None:
        return None
    example = getattr(getattr(node, "callspec", None), "params", {}).get("_pytest_bdd_example") or {}
    return [(step.line_number, step.name) for step in template.render(example).steps]
