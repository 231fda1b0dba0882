"""Every answer along a scenario's path held to the reference engine's.

A scenario asserts a few outcomes, but the contract promises more at every
call: ``pending()`` lists every legal action and nothing else, ``act()``
returns the events the action caused, ``state()`` is the normalised state.
An implementation that lists an illegal action nobody plays, emits a wrong
event nobody reads or keeps a wrong count in a part of the state no step
names would pass every scenario without this check.

So the reference engine plays each scenario beside the implementation under
test: the same position, the same actions in the same order. After every
call the runner compares the two answers, as ``conformance fuzz`` compares
them (conformance/checks/differential.py): accepted or refused, the events in
order, the pending decision with its actions as a set, the normalised state.
The rule a refusal cites is left to the scenario's steps, which name it (and
may accept ``contract:malformed-action`` beside a rule).

Left aside, noted in the scenario's record and not a failure:

- a state that differs only in fields reporting a clause the implementation
  does not declare (``x-clause`` in the state schema, conformance/checks/field_clauses.py);
- any other difference whose clause (the rule the reference cites against an
  action the implementation lists, else the clause of the decision
  involved) the implementation does not declare, or its expectations file lists;
- legal actions missing from the implementation's list that it answers
  ``Unsupported`` when offered them: what it does not model (the rest of
  the list is still compared);
- keys the implementation leaves out of its state (every key but
  ``dice_rolled`` may be left out; the steps that read one fail without it):
  the keys it reports are still compared.

Not compared at all: a ``dice_rolled`` that is no integer (missing, null, a
string). It is the contract's field, not a rule's, and the runner's own check
(conformance.checks.promises.check_dice_rolled) fails the scenario on it right after,
naming the contract; the reference check would name it after the clause of
the decision last answered.

Who decides is held too: once per kind of pending decision and player in a
scenario, the first action the decision lists is offered to the
implementation as another player's (a side the scenario has named, else the
referee), where the reference engine refuses it. The implementation must
refuse it as well, as ``contract:wrong-player`` (docs/contract.md, "Which id
a refusal cites"): one that plays it, or begins to (asks for a die), fails
the scenario at once; one that cites another id differs from the contract
where the steps do not look; one that answers ``Unsupported`` is noted.

The state is read after every accepted action (and so compared there), not
only where a step reads it. The first difference that is not left aside
fails the scenario, at its end and only when its steps all passed (a step's
own failure names the rule more precisely): "differs from the reference
engine where the scenario's steps do not look, ...". When a step failed
instead, the record keeps the difference without that claim ("differs from
the reference engine after ..."): the step may have failed on the same
thing. After a difference the two games have parted, so nothing more is
compared.

The check is off when the implementation under test is the reference engine
itself, and with ``--no-reference-check``; every record says whether its
scenario was compared (``reference_check``), and the run's summary counts
the scenarios that were not.

The reference plays in this process, as shipped: a copy of the reference
engine loaded from its files under a name of its own (:func:`shipped_reference`),
so an implementation that patches the ``reference_engine`` modules in this
process (the hand-written mutants of strength/wrong/mutants/, or a variant built on the
reference engine) is compared with the engine as its files have it.
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from conformance.checks.actions import same_action
from conformance.checks.differential import (
    as_reported,
    cited_against,
    decision_difference,
    differing_state_keys,
    left_out_only,
    missing_actions,
    same_decision,
    same_events,
    state_difference,
    unreported_keys,
)
from conformance.checks.field_clauses import field_clauses
from conformance.checks.promises import ContractBreach, dice_rolled, shown
from conformance.contract import (
    Refusal,
    UnscriptedDie,
    Unsupported,
    is_contract_refusal,
)
from conformance.contract.data import copied

#: a record's ``reference_check``: the scenario's answers all agreed with the reference's
AGREED = "agreed"
#: no difference failed the scenario, but some were left aside: in clauses the implementation does
#: not declare or its expectations file lists, or legal actions it answers Unsupported
LEFT_ASIDE = "left aside"
#: the first difference not left aside (the scenario failed on it, or on a step before it)
DIFFERED = "differed"
#: no answer was compared: the game never started, or the reference could not follow
NOT_COMPARED = "not compared"
#: the check was off for the run
OFF = "off"


class ReferenceDivergence(ContractBreach):
    """An answer of the implementation differs from the reference engine's (a failure)."""


class AcceptedUnlisted(ContractBreach):
    """Offered a legal action it did not list, the implementation played it (a failure)."""


class AcceptedWrongPlayer(ContractBreach):
    """Offered a listed action as a player the decision is not for, the implementation played it
    (a failure)."""


#: the player who answers for rules outside an excerpt (docs/contract.md)
REFEREE = "referee"
#: the contract's refusal of an action from a player the pending decision is not for
WRONG_PLAYER = "contract:wrong-player"
#: how ``ReferenceCheck.aside`` counts legal actions the implementation answers Unsupported
UNMODELLED = "unmodelled actions"


@dataclass
class Oracle:
    """What every scenario's check needs: the reference engine, and what the implementation
    under test declares and is expected to get wrong."""

    reference: Any
    #: game id -> "all" or the set of clause ids the implementation declares
    declared: dict[str, Any]
    #: the implementation's expectations entries (conformance.corpus.expectations.Expectation)
    expectations: list[Any] = field(default_factory=list)

    def check(self, game: str, scenario: str | None = None) -> "ReferenceCheck":
        return ReferenceCheck(self, game, scenario)

    def left_aside(self, game: str, clauses: Iterable[str], scenario: str | None = None) -> str | None:
        """Why a difference in ``clauses``, met in ``scenario``, is not a failure, or None. An
        expectations entry that names a scenario covers differences in that scenario only."""
        clauses = sorted(set(clauses))
        if not clauses:
            return None
        declared = self.declared.get(game, "all")
        if declared != "all" and not set(clauses) & set(declared):
            return f"clause {', '.join(clauses)} is not declared by the implementation"
        entry = next((e for e in self.expectations
                      if (e.scenario is None or e.scenario == scenario) and e.covers(game, clauses)), None)
        if entry is not None:
            return f"expected ({entry.source}): {entry.reason}"
        return None


#: the name the shipped copy of the reference engine is loaded under
SHIPPED = "conformance_shipped_reference_engine"


def shipped_reference() -> Any:
    """The reference engine's Implementation, from a copy of its package loaded from its files
    under a name of its own (once per process): patches to the modules of ``reference_engine``
    do not reach it. The engine imports its own modules relatively, and names its games'
    modules from its package's name."""
    module = sys.modules.get(SHIPPED)
    if module is None:
        found = importlib.util.find_spec("reference_engine")
        if found is None or not found.submodule_search_locations:
            raise ImportError("the reference engine's package cannot be found")
        folder = Path(list(found.submodule_search_locations)[0])
        spec = importlib.util.spec_from_file_location(SHIPPED, folder / "__init__.py",
                                                      submodule_search_locations=[str(folder)])
        module = importlib.util.module_from_spec(spec)
        sys.modules[SHIPPED] = module
        try:
            spec.loader.exec_module(module)
        except BaseException:
            del sys.modules[SHIPPED]
            raise
    return module.Implementation()


def declared_clauses(description: dict[str, Any]) -> dict[str, Any]:
    """game id -> "all" or the set of clauses, from an implementation's describe()."""
    games = (description or {}).get("games") or {}
    found = {}
    for game, entry in games.items():
        clauses = (entry or {}).get("clauses", "all")
        found[game] = clauses if clauses == "all" else set(clauses)
    return found


class ReferenceCheck:
    """One scenario's reference game, compared with the implementation's at every call."""

    def __init__(self, oracle: Oracle, game: str, scenario: str | None = None) -> None:
        self.oracle = oracle
        self.game_id = game
        self.scenario = scenario
        self._game: Any = None
        self._comparing = False
        self.calls = 0  # answers compared
        self.actions = 0  # actions played so far
        self._last_action = ""
        self._answered: str | None = None  # the clause of the decision the last action answered
        self._unmodelled_reasons: list[tuple[Any, str]] = []  # actions offered and why it left each out
        self._players: list[str] = []  # the sides the scenario has named, in order (not the referee)
        self._held: set[tuple[Any, Any]] = set()  # (decision, player) kinds whose decider was held
        self.divergence: str | None = None
        self._found = ""  # where and what the divergence is, once one is found by comparing answers
        self.clause: str | None = None  # the clause of the divergence, as the reference engine names it
        self.notes: list[str] = []
        self._noted: set[str] = set()
        #: the differences left aside, by the clause the reference engine names (``UNMODELLED``: legal
        #: actions the implementation answers Unsupported); keys left out of the state are not counted
        self.aside: Counter[str] = Counter()
        self.parted = ""  # where comparing ended on a difference left aside (the games parted there)
        self.stopped = ""  # why the reference stopped following, when it could not

    @property
    def comparing(self) -> bool:
        """Whether answers are still compared (the reference loaded the position and has not parted)."""
        return self._comparing

    # -- the record ------------------------------------------------------
    @property
    def status(self) -> str:
        if self.divergence is not None:
            return DIFFERED
        if not self.calls:
            return NOT_COMPARED
        return LEFT_ASIDE if self.aside else AGREED

    def summary(self) -> dict[str, Any]:
        found: dict[str, Any] = {"status": self.status, "compared": self.calls}
        if self.divergence is not None:
            found["divergence"] = self.divergence
            found["clause"] = self.clause
        if self.notes:
            found["left_aside"] = self.notes[:5]
        if self.aside:
            found["left_aside_by_clause"] = dict(sorted(self.aside.items()))
        if self.parted:
            found["parted"] = self.parted
        if self.stopped:
            found["stopped"] = self.stopped
        return found

    # -- the calls -------------------------------------------------------
    def created(self, position: dict[str, Any]) -> None:
        """The implementation loaded ``position``: the reference loads it too (a copy of its own:
        the reference may keep it)."""
        try:
            self._game = self.oracle.reference.create(position)
        except Exception as exc:  # noqa: BLE001 - the reference not following is a note, never a verdict
            self._stop(f"the reference engine could not load the position: {type(exc).__name__}: {exc}")
            return
        self._comparing = True

    def acted(self, player: str, action: dict[str, Any], events: list[Any] | None,
              refused: str | None) -> None:
        """The implementation accepted ``action`` with ``events``, or refused it citing ``refused``."""
        if not self._comparing:
            return
        self._met(player)
        self.actions += 1
        self._last_action = f"{player} played {shown(action)}"
        before = self._answered = self._decision_clause()
        try:
            ours = self._game.act(player, copied(action))
            our_rule = None
        except Refusal as refusal:
            ours, our_rule = None, refusal.rule
        except Exception as exc:  # noqa: BLE001
            self._stop(f"the reference engine could not play {self._last_action}: {type(exc).__name__}: {exc}")
            return
        self.calls += 1
        if refused is not None and our_rule is None:
            self._differ("act", f"refused here citing {refused}; the reference engine accepts it", [before])
        elif refused is None and our_rule is not None:
            clause = our_rule if not is_contract_refusal(our_rule) else before
            self._differ("act", f"accepted here; the reference engine refuses it citing {our_rule}", [clause])
        elif refused is None and not same_events(ours, events):
            self._differ("act", f"the events are {shown(events)}; the reference engine's are {shown(ours)}",
                         [before])

    def pending(self, offer: Callable[[Any, Any], Any], decision: Any) -> None:
        """The implementation's pending decision, held to the reference's. ``offer(player, action)``
        sends the check's own action to the implementation's game (through the scenario's World)."""
        compared, ours = self._read("pending")
        if not compared:
            return
        if same_decision(ours, decision, self.game_id):
            self._hold_who_decides(offer, ours)
            return
        unmodelled = self._unmodelled(offer, ours, decision)
        if unmodelled:
            self._note(f"legal actions it answers unsupported ({unmodelled}) are left out of its list")
            self.aside[UNMODELLED] += 1
            return
        extra = missing_actions(decision, ours, self.game_id)
        clauses = [self._cited_against(ours, extra[0]) if extra else None, self._decision_clause()]
        # a read: the games have not parted, so a difference left aside leaves the comparison going
        self._differ("pending", decision_difference(ours, decision, self.game_id), clauses, parted=False)

    def state(self, state: Any) -> None:
        """The implementation's state, held to the reference's."""
        compared, ours = self._read("state")
        if not compared:
            return
        keys = [k for k in differing_state_keys(ours, state) if k != "dice_rolled" or dice_rolled(state) is not None]
        if not keys:  # a dice_rolled that is no integer is the contract's: verdict.check_dice_rolled fails it
            return
        unreported = [path for path in unreported_keys(ours, state) if path.split(".")[0].split("[")[0] in keys]
        if unreported:  # every key but dice_rolled may be left out, at any depth: what it does not model
            self._note(f"state() leaves out {', '.join(unreported)}, which the reference engine reports")
            ours = as_reported(ours, state)
            keys = [k for k in differing_state_keys(ours, state) if k != "dice_rolled" or dice_rolled(state) is not None]
            if not keys:
                return
        text = f"state() differs in {', '.join(keys)}: {state_difference(ours, state, keys)}"
        named = field_clauses(self.game_id, ours, state)
        aside = self.oracle.left_aside(self.game_id, named, self.scenario) if named else None
        if aside:
            self._note(f"{text} ({aside})")
            self.aside.update(named)
            return  # a field of another clause: the game goes on alike, compare on
        # the clause of the decision the last action answered: what it did shows in the state
        self._differ("state", text, named or [self._answered if self.actions else self._decision_clause()])

    # -- helpers ---------------------------------------------------------
    def _read(self, call: str) -> tuple[bool, Any]:
        """Whether an answer is compared now, and the reference's answer to ``call`` (counted)."""
        if not self._comparing:
            return False, None
        try:
            answer = getattr(self._game, call)()
        except Exception as exc:  # noqa: BLE001
            self._stop(f"the reference engine's {call}() failed: {type(exc).__name__}: {exc}")
            return False, None
        self.calls += 1
        return True, answer

    def _decision_clause(self) -> str | None:
        named = getattr(self._game, "decision_clause", None)
        if not callable(named):
            return None
        try:
            return named()
        except Exception:  # noqa: BLE001 - a clause is a courtesy of the reference engine
            return None

    def _cited_against(self, decision: Any, action: Any) -> str | None:
        """The rule the reference cites against ``action`` (which it does not list, and so refuses:
        the game is left as it was)."""
        player = decision.get("player") if isinstance(decision, dict) else None
        rule, refused = cited_against(self._game, player, action)
        if not refused:
            self._stop("the reference engine accepted an action it does not list")
        return rule

    def _met(self, player: Any) -> None:
        if isinstance(player, str) and player != REFEREE and player not in self._players:
            self._players.append(player)

    def _hold_who_decides(self, offer: Callable[[Any, Any], Any], decision: Any) -> None:
        """Offer the decision's first action as another player's, once per kind of decision and
        player in a scenario (each call to the implementation costs): where the reference engine
        refuses it, the implementation must refuse it too."""
        if not isinstance(decision, dict):
            return
        player, actions = decision.get("player"), decision.get("actions") or []
        kind = (decision.get("decision"), player)
        if kind in self._held or not isinstance(kind[0], str) or not isinstance(player, str):
            return
        self._held.add(kind)
        self._met(player)
        other = next((p for p in self._players if p != player), REFEREE if player != REFEREE else None)
        clause = self._decision_clause()
        if not actions or other is None or (clause and self.oracle.left_aside(self.game_id, [clause],
                                                                               self.scenario)):
            return
        action = actions[0]
        try:
            self._game.act(other, copied(action))
        except Refusal:
            pass  # refused: the reference's game is as it was
        except Exception:  # noqa: BLE001 - the reference not following is a note, never a verdict
            return
        else:
            self._stop(f"the reference engine accepted {shown(action)} from {other}, though the decision "
                       f"was {player}'s")
            return
        try:
            offer(other, action)
        except Unsupported as exc:
            self._note(f"{other} offered {shown(action)} in {player}'s decision: answered unsupported "
                       f"({exc.reason})")
            self.aside[UNMODELLED] += 1
            return
        except Refusal as refusal:
            if refusal.rule != WRONG_PLAYER:  # docs/contract.md, Which id a refusal cites: question 2
                self._differ("act", f"{other} was offered {shown(action)} from {player}'s decision "
                                    f"{decision.get('decision')!r} and refused it citing {refusal.rule}; another "
                                    f"player's action is refused as {WRONG_PLAYER} (docs/contract.md, Which id a "
                                    f"refusal cites)", [clause], parted=False)
            return
        except UnscriptedDie:
            began = "began to play it (it asked for a die)"
        else:
            began = "played it"
        raise self._parted(AcceptedWrongPlayer(
            f"the pending decision {decision.get('decision')!r} is {player}'s, but offered its action "
            f"{shown(action)} as {other}'s, the implementation {began} (the reference check offered it, "
            f"after {self._where()}: the reference engine refuses it, and only the player a decision names "
            f"may answer it)"))

    def _parted(self, failure: ContractBreach) -> ContractBreach:
        """``failure``, an action the check offered and the implementation played, as the scenario's
        divergence (its record says so): the games have parted, nothing more is compared."""
        self._comparing = False
        self.divergence, self.clause = str(failure), self._decision_clause()
        return failure

    def _unmodelled(self, offer: Callable[[Any, Any], Any], ours: Any, decision: Any) -> str:
        """Why the implementation leaves legal actions out of its list when it does not model them:
        the decisions agree but for actions missing from its list, each answered ``Unsupported``
        when offered. "" when that is not the difference. Offering an action the implementation
        then plays is a failure: it did not list it (the game has moved on; nothing can follow)."""
        left_out = left_out_only(ours, decision, self.game_id)
        if left_out is None:
            return ""
        reasons = []
        for action in left_out:
            known = next((why for offered, why in self._unmodelled_reasons
                          if same_action(offered, action, self.game_id)), None)
            if known is not None:  # offered before: what is not modelled stays so
                reasons.append(known)
                continue
            try:
                offer(ours.get("player"), action)
            except Unsupported as exc:
                reasons.append(exc.reason)
                self._unmodelled_reasons.append((action, exc.reason))
                continue
            except (Refusal, UnscriptedDie):  # refused, or begun (a die the scenario never scripted for it)
                return ""
            raise self._parted(AcceptedUnlisted(
                f"{ours.get('player')} played {shown(action)} and it was accepted, but the pending decision "
                f"{decision.get('decision')!r} for {decision.get('player')!r} did not list it among its actions "
                f"{shown(decision.get('actions'))} (the reference check offered it, after {self._where()}: "
                f"the reference engine lists it, and an action accepted must be listed)"))
        return "; ".join(sorted(set(reasons)))

    def _note(self, text: str) -> None:
        """Note a difference left aside, once (the first place it was seen)."""
        if text not in self._noted:
            self._noted.add(text)
            self.notes.append(f"after {self._where()}: {text}")

    def _differ(self, call: str, text: str, clauses: list[str | None], parted: bool = True) -> None:
        """A difference: left aside (noted) or the scenario's divergence. ``parted``: the games may
        have parted (an action played differently), so nothing more can be compared."""
        named = [c for c in dict.fromkeys(clauses) if c]
        named = named[:1]  # the first: the rule cited, else the decision's clause
        aside = self.oracle.left_aside(self.game_id, named, self.scenario)
        where = f"after {self._where()}"
        if aside:
            self.aside.update(named)
        if aside and not parted:
            self._note(f"{text if call != 'pending' else 'pending() ' + text} ({aside})")
            return
        self._comparing = False
        if aside:
            self.notes.append(f"{where}: {text} ({aside}); nothing more compared")
            self.parted = where
            return
        self.clause = named[0] if named else None
        clause = f" [clause {named[0]}, as the reference engine names it]" if named else ""
        self._found = f"{where}: {text if call != 'pending' else 'pending() ' + text}{clause}"
        self.divergence = f"differs from the reference engine {self._found}"

    def unseen_by_steps(self) -> str | None:
        """The divergence as the scenario's own failure, its steps all passed: it lies where they do
        not look, and the record says so too (an action the check offered and the implementation
        played is said as it was)."""
        if self._found:
            self.divergence = f"differs from the reference engine where the scenario's steps do not look, {self._found}"
        return self.divergence

    def _stop(self, why: str) -> None:
        self._comparing = False
        self.stopped = why

    def _where(self) -> str:
        if not self.actions:
            return "the position was loaded"
        return f"action {self.actions} ({self._last_action})"
