"""Interceptions and overruns asked for when no such decision is open.

Such an action is refused citing the clause that rules it out: the last
move was not movement (intercept-f), the army is at sea (naval-m, naval-k),
or no enemy moved next to the player (intercept-a).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from .game import Successors


def check(game: Successors, player: str, action: Any) -> None:
    if not isinstance(action, dict):
        return
    frame = game.frame
    kind = action.get("type")
    open_to_player = frame is not None and frame.kind.player(game, frame) == player
    if kind == "intercept":
        if not (open_to_player and frame.kind.name == "interception"):
            refuse_interception(game, player)
    elif kind == "overrun" and game.army is not None and game.army.at_sea and not open_to_player:
        # naval-k an overrun by sea only where the sea part of the move ends
        raise Refusal("naval-k", f"the army is still at sea in {game.army.space}")


def refuse_interception(game: Successors, player: str) -> None:
    last = game.last_move or {}
    kind = last.get("kind")
    if kind in ("interception", "avoid_battle", "forced_return"):
        # intercept-f an interception, an avoid battle or a forced return cannot be intercepted
        raise Refusal("intercept-f", f"the last move was {kind.replace('_', ' ')}, not movement")
    if kind == "sea":
        # naval-m a naval move is intercepted only at its debarkation port
        raise Refusal("naval-m", f"the army is at sea in {last['space']}, not landed")
    # intercept-a only an enemy who just moved next to the player's army
    raise Refusal("intercept-a", f"no enemy move next to {player}'s armies is open to interception")
