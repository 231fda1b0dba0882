"""9.5 Campaign cards: two commanders activated one after the other in one action.

Decisions and actions (docs/games/sword_of_rome.md, section 9.5):

- ``activation``: ``{"type": "play_campaign"}`` opens the Campaign
  (``game.campaign``) and pushes ``campaign_activation``.
- ``campaign_activation`` (the Campaign player): ``{"type": "activate",
  "leader": L}`` for the first and the second commander; ``{"type":
  "sortie", "leader": L}`` for a first activation that sorties (9.5.8-b).
  When the first army's battle waits for a flank (coordinated.py) the actions
  are ``{"type": "activate", "leader": L, "role": "flank"}`` and
  ``{"type": "fight_alone"}``.
- ``ally_consent`` (the ally): ``{"type": "consent"}`` / ``{"type": "refuse"}``
  (9.5.5); Carthage allied with Rome is not asked.
- movement gains ``{"type": "besiege"}`` / ``{"type": "subjugate"}`` inside a
  Campaign: the attempt ends the army's movement and the referee gives the
  outcome (``siege_outcome``); one attempt per space per card (9.5.3).
- ``campaign_battle`` (referee) resolves each battle of a Campaign army
  before the action goes on (9.5.1); ``ally_support`` follows an allied
  flank's victory (9.5.6-l).

Hooks called by activation.py and movement.py, what the Campaign does once a
coordinated step is over and its state report are the public functions below
(the last two reached through the game's rules, rules.py); the MP budget of
9.5.2 is campaign_budget.py and the coordinated attack of 9.5.6-9.5.9 is
coordinated.py.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal, Unsupported

from ..core.decisions import REFEREE, FixedAnswers
from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from . import campaign_budget as budget, coordinated, factions
from .army import activate, finish
from .game import SwordOfRome
from .movement_points import campaign_movement_points
from .pieces import Leader

PLAY = "play_campaign"
# 9.5.1 a Campaign card activates two commanders
ACTIVATIONS = 2
SIEGE_KINDS = {"besiege": "siege", "subjugate": "subjugation"}


# -- opening the Campaign (hooks of the activation decision) -------------------------

def activation_candidates(game: SwordOfRome, frame: Frame):
    yield {"type": PLAY}


def handles(kind: str) -> bool:
    return kind == PLAY


def check_activation_action(game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
    if set(action) != {"type"}:
        raise Refusal(MALFORMED, f"playing a Campaign card takes no parameters: {action!r}")


def apply_activation_action(game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    game.pop(frame)
    game.campaign = new_campaign(player)
    game.push("campaign_activation", stage="first")
    return [{"type": "campaign_played", "player": player}]


def new_campaign(player: str, activated: list[str] | None = None) -> dict[str, Any]:
    return {"player": player, "activated": list(activated or []), "roles": {}, "consents": [],
            "attempts": [], "bribed": [], "over": False,
            "_cu": {}, "_leaders": {}, "_carried": None, "_armies": {}, "_queue": []}


def resume(game: SwordOfRome, situation: dict[str, Any]) -> bool:
    """A position in the middle of a Campaign action (``situation.campaign``):
    ``{"activated": [L], "bribed": [{"leader": L, "space": S}]}`` -- the first
    commander has finished; the second is to be activated."""
    check_sorties(game)
    given = situation.get("campaign")
    if not given:
        return False
    if game.phasing is None:
        raise Unsupported("a Campaign in progress needs the phasing player")
    activated = list(given.get("activated") or [])
    if len(activated) != 1:
        raise Unsupported("a Campaign in progress is given with exactly its first commander")
    game.campaign = new_campaign(game.phasing, activated)
    game.campaign["roles"] = {activated[0]: "first"}
    game.campaign["bribed"] = [dict(b) for b in given.get("bribed") or []]
    game.push("campaign_activation", stage="second")
    return True


def check_sorties(game: SwordOfRome) -> None:
    """The sorties a position gives (13.4.1, outside the excerpt) take CU that are inside the walls."""
    for name, count in game.sorties.items():
        leader = game.leaders.get(name)
        if leader is None or not isinstance(count, int) or isinstance(count, bool) or not \
                0 < count <= game.cu_in(leader.space, leader.faction, inside=True):
            raise Unsupported(f"the sortie given for {name!r} with {count!r} CU does not fit the position")


def is_active(game: SwordOfRome) -> bool:
    return game.campaign is not None and not game.campaign["over"]


# -- who may be activated --------------------------------------------------------------

def is_allied_leader(game: SwordOfRome, player: str, leader: Leader) -> bool:
    return game.controller_of(leader.faction) != player and game.are_allied(player, leader.faction)


def consents_without_asking(game: SwordOfRome, player: str, leader: Leader) -> bool:
    # 9.5.5 Carthage allied with Rome always lets Rome use its troops
    return player == factions.ROME and leader.faction == factions.CARTHAGE


def check_ally_outside_campaign(game: SwordOfRome, player: str, leader: Leader) -> None:
    """Hook of the ordinary activation: an ally's leader needs a Campaign card."""
    if is_allied_leader(game, player, leader):
        # 9.5.5 allied troops are activated only with a Campaign card
        raise Refusal("9.5.5-a", f"{leader.name} is an ally's leader: only a Campaign card activates him")


def is_already_activated(campaign: dict[str, Any], name: str) -> bool:
    return name in campaign["activated"]


def check_commander(game: SwordOfRome, player: str, name: Any) -> Leader:
    leader = game.leaders.get(name) if isinstance(name, str) else None
    if leader is None:
        raise Refusal(MALFORMED, f"there is no leader {name!r} on the map")
    if is_already_activated(game.campaign, name):
        # 9.5.1 one Campaign card may not activate the same commander twice
        raise Refusal("9.5.1-b", f"{name} has already been activated by this Campaign card")
    if game.controller_of(leader.faction) != player and not is_allied_leader(game, player, leader):
        # 9.1 a player activates his own leaders (an ally's with consent, 9.5.5)
        raise Refusal("9.1", f"{name} is a {leader.faction} leader, neither {player}'s nor an ally's")
    if budget.is_exhausted_leader(game.campaign, name):
        # 9.5.2 exception: a leader whose army fought or stopped moves no more this action
        raise Refusal("9.5.2-exception", f"{name}'s army has fought or stopped in this action")
    return leader


class CampaignActivation(DecisionKind[SwordOfRome]):
    name = "campaign_activation"
    rule = "9.5.1"

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return game.campaign["player"]

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        found = {"stage": frame.data["stage"]}
        if frame.data["stage"] in coordinated.STAGES:
            found["battle"] = coordinated.waiting_battle(game)
        return found

    def candidates(self, game: SwordOfRome, frame: Frame):
        stage = frame.data["stage"]
        if stage in coordinated.STAGES:
            yield from coordinated.candidates(game, stage)
            return
        for name in sorted(game.leaders):
            yield {"type": "activate", "leader": name}
            if name in game.sorties:
                yield {"type": "sortie", "leader": name}

    def check(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
        stage = frame.data["stage"]
        kind = action["type"]
        if stage in coordinated.STAGES and coordinated.is_flank_activation(stage, action):
            # 9.5.6-a the flanking army's commander is activated as the Campaign's others are
            coordinated.check_flank_reach(game, check_commander(game, player, action["leader"]))
            return
        if stage in coordinated.STAGES:
            coordinated.check(game, stage, player, action)
            return
        if kind not in ("activate", "sortie") or set(action) != {"type", "leader"}:
            if kind == "activate" and action.get("role") == "flank":
                # 9.5.6 a flanking army joins a battle that the main army has engaged
                raise Refusal("9.5.6-a", "no main army's battle is waiting for a flanking army")
            raise Refusal(OUT_OF_PLACE, f"a Campaign card activates a commander: {action!r}")
        name = action["leader"]
        if kind == "sortie" and isinstance(name, str) and name in game.leaders and name not in game.sorties:
            # 9.5.8-b a Campaign card may be played for a sortie: whether this leader may sortie is
            # 13.4.1, outside the excerpt, which the position gives
            raise Refusal(OUT_OF_PLACE, f"the position gives no sortie to {name} (13.4.1)")
        check_commander(game, player, name)

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        stage = frame.data["stage"]
        if stage in coordinated.STAGES and action["type"] != "activate":
            return coordinated.apply(game, frame, player, action)
        role = "sortie" if action["type"] == "sortie" else "flank" if stage in coordinated.STAGES else stage
        return request(game, frame, player, action["leader"], role)


# -- 9.5.5 allies ----------------------------------------------------------------------

def request(game: SwordOfRome, frame: Frame, player: str, name: str, role: str) -> list[dict[str, Any]]:
    """Activate ``name``; an ally is asked first (9.5.5)."""
    leader = game.leaders[name]
    if not is_allied_leader(game, player, leader):
        game.pop(frame)
        return start_commander(game, player, name, role)
    ally = game.controller_of(leader.faction)
    if consents_without_asking(game, player, leader):
        game.campaign["consents"].append({"leader": name, "ally": ally, "given": True, "asked": False})
        game.pop(frame)
        event = {"type": "consent_given", "leader": name, "ally": ally, "asked": False}
        return [event] + start_commander(game, player, name, role)
    game.push("ally_consent", leader=name, ally=ally, role=role, below=frame)
    return [{"type": "consent_asked", "leader": name, "ally": ally}]


class AllyConsent(FixedAnswers[SwordOfRome]):
    # 9.5.5 the ally says whether his troops may be activated
    name = "ally_consent"
    rule = "9.5.5-a"
    answers = ("consent", "refuse")

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return frame.data["ally"]

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        return {"leader": frame.data["leader"], "for": game.campaign["player"], "role": frame.data["role"]}

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        name, ally, role = frame.data["leader"], frame.data["ally"], frame.data["role"]
        given = action["type"] == "consent"
        game.campaign["consents"].append({"leader": name, "ally": ally, "given": given, "asked": True})
        if not given:
            # 9.5.5 refusing does not end the alliance; the Campaign player chooses again
            return [{"type": "consent_refused", "leader": name, "ally": ally}]
        game.pop(frame.data["below"])
        return [{"type": "consent_given", "leader": name, "ally": ally, "asked": True}] + start_commander(
            game, game.campaign["player"], name, role)


# -- activating a commander ---------------------------------------------------------------

def start_commander(game: SwordOfRome, player: str, name: str, role: str) -> list[dict[str, Any]]:
    campaign = game.campaign
    # a sortie (9.5.8-b) is the first or the second activation of the card, whichever it is
    campaign["roles"][name] = ("second" if campaign["activated"] else "first") if role == "sortie" else role
    campaign["activated"].append(name)
    if role == "sortie":
        return coordinated.sortie(game, player, name)
    events = activate(game, player, name, card=None, role=role,
                      movement_points_override=campaign_movement_points(game.leaders[name].faction))
    budget.start_army(game)
    if role == "flank":
        coordinated.flank_started(game)
    return events


# -- hooks of the moving army ----------------------------------------------------------------

def check_movement_action(game: SwordOfRome, action: dict[str, Any]) -> None:
    """Hook of the movement decision, after its own checks."""
    if not is_active(game) or game.campaign["_carried"] is None:
        return
    if action["type"] in ("pick_up", "drop_off"):
        budget.check_stacking(game, action)
        return
    budget.check_spending(game, action)
    coordinated.check_flank_move(game, action)


def before_stacking(game: SwordOfRome, action: dict[str, Any]) -> None:
    if is_active(game) and game.campaign["_carried"] is not None:
        budget.before_stacking(game, action)


def check_end(game: SwordOfRome) -> None:
    if is_active(game) and game.campaign["_carried"] is not None:
        coordinated.check_flank_stop(game)


def _refuse_second_activation(game: SwordOfRome, player: str, action: dict[str, Any]) -> None:
    if is_active(game):
        # 9.5.1 the commander finishes moving before the next one is activated
        raise Refusal("9.5.1", f"{game.army.commander} must finish before the next commander is activated")
    # 9.1 the card played activates one leader: while his army moves the decision takes no activation
    raise Refusal(OUT_OF_PLACE, "a leader is activated before his army moves, not during another's movement")


def _siege_candidates(game: SwordOfRome):
    army = game.army
    if is_active(game) and army.cu and _is_enemy_space(game, army.space):
        if game.is_walled(army.space):
            yield {"type": "besiege"}
        yield {"type": "subjugate"}


def _is_enemy_space(game: SwordOfRome, space: str) -> bool:
    owner = game.control.get(space)
    return owner is not None and game.is_enemy(game.army.faction, owner)


def _check_siege(game: SwordOfRome, player: str, action: dict[str, Any]) -> None:
    army = game.army
    if set(action) != {"type"}:
        raise Refusal(MALFORMED, f"a {SIEGE_KINDS[action['type']]} attempt takes no parameters: {action!r}")
    if not is_active(game) or not army.cu or not _is_enemy_space(game, army.space) or (
            action["type"] == "besiege" and not game.is_walled(army.space)):
        # where an army may attempt a siege or subjugation is 13 (outside the excerpt): the
        # engine offers one in a Campaign only, with CU in an enemy-controlled (walled) space
        raise Refusal(OUT_OF_PLACE, f"no {SIEGE_KINDS[action['type']]} attempt is offered here: {action!r}")
    if any(attempt["space"] == army.space for attempt in game.campaign["attempts"]):
        # 9.5.3 one siege or subjugation attempt per space per Campaign card
        raise Refusal("9.5.3", f"this Campaign card has already been used to attempt {army.space}")


def _apply_siege(game: SwordOfRome, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    army = game.army
    kind = SIEGE_KINDS[action["type"]]
    attempt = {"space": army.space, "kind": kind, "leader": army.commander, "outcome": None}
    game.campaign["attempts"].append(attempt)
    game.campaign["_queue"].append(("siege", len(game.campaign["attempts"]) - 1))
    return [{"type": "siege_attempt", "kind": kind, "space": army.space, "leader": army.commander}] + \
        finish(game, kind)


#: the movement decision's actions this section adds (movement.EXTENSIONS), as (candidates, check,
#: apply): a siege or subjugation attempt in a Campaign, and no second activation while moving
MOVEMENT_ACTIONS = {
    **{kind: (lambda game, _k=kind: (a for a in _siege_candidates(game) if a["type"] == _k),
              _check_siege, _apply_siege) for kind in SIEGE_KINDS},
    "activate": (lambda game: iter(()), _refuse_second_activation, _refuse_second_activation),
}


class SiegeOutcome(FixedAnswers[SwordOfRome]):
    # 9.5.1 the attempt is finished before the next commander; 13.x decides it
    name = "siege_outcome"
    rule = "9.5.1"
    answers = ("succeeds", "fails")

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return REFEREE

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        return dict(game.campaign["attempts"][frame.data["attempt"]])

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        attempt = game.campaign["attempts"][frame.data["attempt"]]
        attempt["outcome"] = "succeeded" if action["type"] == "succeeds" else "failed"
        return [{"type": "siege_resolved", **attempt}] + advance(game)


# -- what comes after an army's movement ---------------------------------------------------------

def after_movement(game: SwordOfRome) -> list[dict[str, Any]]:
    """Hook of army.finish (through activation.after_movement): the army's movement is over."""
    if not is_active(game) or game.campaign["_carried"] is None:
        return []
    army = game.army
    handled = coordinated.after_movement(game)
    if handled is not None:
        return handled
    budget.finish_army(game, exhausted=army.end_reason in budget.EXHAUSTING)
    if army.end_reason == "battle":
        game.campaign["_queue"].append(("battle", coordinated.battle_of(game, army.space)["id"]))
    return advance(game)


def advance(game: SwordOfRome) -> list[dict[str, Any]]:
    """Push what the Campaign waits for next: an outcome, the next commander, or the end."""
    campaign = game.campaign
    if campaign["_queue"]:
        step, key = campaign["_queue"].pop(0)
        if step == "siege":
            game.push("siege_outcome", attempt=key)
        else:
            coordinated.push_step(game, step, key)
        return []
    resumed = coordinated.resume_waiting_flank(game)
    if resumed is not None:
        return resumed
    if len(campaign["activated"]) < ACTIVATIONS and _someone_to_activate(game):
        game.push("campaign_activation", stage="second")
        return []
    campaign["over"] = True
    return [{"type": "campaign_over", "player": campaign["player"], "activated": list(campaign["activated"])}]


def _someone_to_activate(game: SwordOfRome) -> bool:
    probe = game.decision("campaign_activation")
    frame = Frame(probe, {"stage": "second"})
    for action in probe.candidates(game, frame):
        try:
            probe.check(game, frame, game.campaign["player"], action)
        except Refusal:
            continue
        return True
    return False


def report(game: SwordOfRome) -> dict[str, Any] | None:
    """The Campaign as state data (state key ``campaign``)."""
    campaign = game.campaign
    if campaign is None:
        return None
    found = {k: v for k, v in campaign.items() if not k.startswith("_")}
    found = {**found, "roles": dict(campaign["roles"]), "attempts": [dict(a) for a in campaign["attempts"]],
             **budget.report(campaign)}
    found["budget_left"] = budget.budget_left(game) if campaign["_carried"] is not None else None
    return found
