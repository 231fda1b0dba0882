"""The Sword of Rome's rules by name: every decision kind and where its rules are, what a
section hands over to once it is done, and the parts of the state a section reports. The game
(game.py) and each section reach a section above them through this table
(``game.push("refuse_battle")``, ``game.proceed("after_movement")``), never by importing it."""

from __future__ import annotations

from ..core.procedure import Rules
from . import activation, campaign, coordinated, enemy_spaces, movement, naval, reaction
from .game import SwordOfRome

RULES: Rules[SwordOfRome] = Rules(
    "sword_of_rome",
    decisions={
        "activation": activation.Activation,  # 9.1
        "movement": movement.Movement,  # 9.1-9.2 the moving army
        "walled_city": reaction.WalledCity,  # 9.3.1
        "reaction": reaction.Declaration,  # 9.3.2
        "attempt_outcome": reaction.AttemptOutcome,  # 9.3.2, the referee
        "reaction_event": reaction.ReactionEvent,  # 9.3.3
        "pursuit": enemy_spaces.Pursuit,  # 9.4.2, the referee
        "refuse_battle": enemy_spaces.RefuseBattle,  # 9.4.3
        "refuse_battle_outcome": enemy_spaces.RefuseBattleOutcome,  # 9.4.3, the referee
        "automatic_victory": enemy_spaces.AutomaticVictory,  # 9.4.1-exception, the referee
        "campaign_activation": campaign.CampaignActivation,  # 9.5.1
        "ally_consent": campaign.AllyConsent,  # 9.5.5
        "siege_outcome": campaign.SiegeOutcome,  # 9.5.1, the referee
        "campaign_battle": coordinated.CampaignBattle,  # 9.5.1, the referee
        "ally_support": coordinated.AllySupport,  # 9.5.6-l
        "lend_ships": naval.LendShips,  # 9.6.3-five-e
    },
    procedures={
        # army.activate: 9.6.3 what the army may carry by sea, and ships Carthage may lend
        "after_activation": naval.after_activation,
        # army.enter: 9.3 the other side reacts, then 9.4
        "on_enter": reaction.on_enter,
        # army.finish: what the action does once the army's movement is over (9.5)
        "after_movement": activation.after_movement,
        # coordinated.py: a step of the coordinated attack is over, the Campaign goes on (9.5.1)
        "campaign_advance": campaign.advance,
        # enemy_spaces.py: 9.4.4 would a lone leader's land move out be legal
        "check_land_move": movement.check_land_move,
        # enemy_spaces.py: 9.4.4 would a lone leader's sea move out be legal
        "check_sea_move": movement.check_sea_move,
        # coordinated.py: 9.5.6 could a flanking army reach the battle by sea (9.6.3)
        "could_sail": naval.could_sail,
    },
    reports={
        "campaign": campaign.report,  # 9.5
        "reaction": reaction.state,  # 9.3
    },
)
