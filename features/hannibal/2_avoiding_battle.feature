@hannibal
Feature: Avoiding battle
  When the active army enters a space where inactive generals or CU stand in
  the field, the inactive player may, force by force, shelter in a friendly
  walled city (no roll, no pursuit), roll against the commander's tactics
  rating to avoid into one neighbouring space, or accept battle. A failed
  avoid roll means battle; the battle is outside the summary.

  Background:
    Given Hannibal on the partial map, Carthage active
    And Carthage's Hannibal is in Arpi
    And 8 Carthage CUs are in Arpi
    And Hannibal has 4 MP

  @avoid-1
  Rule: an inactive army or general may try to avoid battle

    @avoid-1.if.inactive-player @avoid-1.in.army
    Scenario: Entering Fabius's space opens his choice to avoid battle
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the pending decision is "avoid_battle" for Rome
      And avoiding battle to Venusia with Fabius and 4 CUs is a legal action
      And "accept_battle" is a legal action
      When Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the avoid roll succeeds
      And Fabius is in Venusia

    @avoid-1.unless.inactive-player
    Scenario: Carthage does not avoid for Rome
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Carthage avoids battle to Venusia with Fabius and 4 CUs
      Then the action is refused citing rule avoid-1 or by the contract as wrong-player
      And Fabius is in Beneventum
      And the pending decision is "avoid_battle" for Rome

    @avoid-1.if.entered
    Scenario: Entering the space of Roman CU without a general opens their choice
      Given 2 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the pending decision is "avoid_battle" for Rome
      And the legal actions are:
        | action                   |
        | {"type": "accept_battle"} |

    @avoid-1.unless.entered
    Scenario: Marching past Roman CU in the next space opens no choice
      Given 2 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      Then the army may keep moving
      And no battle is due

    @avoid-1.in.lone-general @avoid-2 @avoid-2.in.lone-general
    Scenario: A general alone may avoid battle
      Given Rome's Scipio is in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Scipio and 0 CUs
      Then the avoid roll succeeds
      And 1 avoid roll was made
      And Scipio is in Venusia

    @avoid-1.in.several-forces @avoid-2 @avoid-2.in.each-force @pursuit-1
    Scenario: Fabius and Scipio each avoid with a force of their own
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the "at-most" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Beneventum
      And Rome's Scipio is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2, 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Luceria with Scipio and 2 CUs
      Then Scipio is in Luceria
      And the pending decision is "avoid_battle" for Rome
      When Rome avoids battle to Venusia with Fabius and 2 CUs
      Then 2 avoid rolls were made
      And Fabius is in Venusia
      And Luceria holds 2 Rome CUs
      And Venusia holds 2 Rome CUs
      And the pending decision is "pursuit" for Carthage

    Scenario: A general elsewhere may not avoid for the army attacked
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And Rome's Marcellus is in Casilinum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the pending decision is "avoid_battle" for Rome
      When Rome avoids battle to Venusia with Marcellus and 0 CUs
      Then the action is refused citing rule avoid-1 or by the contract as out-of-place
      And Marcellus is in Casilinum
      And 0 avoid rolls were made

    Scenario: Rome may not avoid with the attacking Carthaginian general
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Hannibal and 0 CUs
      Then the action is refused citing rule avoid-1 or by the contract as out-of-place
      And Hannibal is in Beneventum
      And 0 avoid rolls were made

    Scenario: A general who is not in the space may not go along with the avoiding army
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And Rome's Marcellus is in Casilinum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Venusia with Fabius and 2 CUs joined by Marcellus is not a legal action
      When Rome avoids battle to Venusia with Fabius and 2 CUs joined by Marcellus
      Then the action is refused citing rule avoid-1 or by the contract as out-of-place
      And Marcellus is in Casilinum
      And 0 avoid rolls were made

    Scenario: The general who avoids is not also one of those going with him
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 2 CUs joined by Fabius
      Then the action is refused by the contract as malformed-action
      And 0 avoid rolls were made

    Scenario: A general who is not on the map may not avoid
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Scipio and 0 CUs
      Then the action is refused citing rule avoid-1 or by the contract as malformed-action
      And 0 avoid rolls were made

    Scenario: Accepting battle ends the army's movement
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome accepts battle
      Then a battle is due in Beneventum
      And the army's movement is over
      And Fabius is in Beneventum
      And a "battle_due" event happened with space Beneventum, cause battle accepted, attacker Carthage

    Scenario: The choice to avoid is answered only by avoiding, withdrawing or accepting battle
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome declines to intercept
      Then the action is refused by the contract as out-of-place
      And the pending decision is "avoid_battle" for Rome

  @avoid-1-a
  Rule: sheltering in a friendly walled city needs no roll and cannot be pursued

    @avoid-1-a.if.walled @avoid-1-a.if.friendly @avoid-1-a.in.no-roll @avoid-1-a.in.no-pursuit @avoid-2 @avoid-2.unless.into-a-space @walled-4 @walled-4.if.friendly @walled-4.in.general-with-cu @avoid-1
    Scenario: Fabius shelters in Luceria without a roll
      Given Rome's Fabius is in Luceria
      And 2 Rome CUs are in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 2 CUs into the walls with Fabius
      Then Fabius is inside the walls of Luceria
      And Luceria holds 2 Rome CUs inside the walls
      And 0 avoid rolls were made
      And no battle is due
      And the army may keep moving
      And "pursue" is not a legal action
      And a "withdrew_into_walls" event happened with space Luceria, cu 2

    @avoid-1-a.unless.friendly @walled-4 @walled-4.unless.friendly @avoid-1
    Scenario: No shelter in a walled city without a friendly PC
      Given Rome's Fabius is in Luceria
      And 2 Rome CUs are in Luceria
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      Then "withdraw_into_walls" is not a legal action
      When Rome withdraws 2 CUs into the walls with Fabius
      Then the action is refused citing rule avoid-1-a or rule walled-4
      And Fabius is in Luceria
      And Luceria holds no Rome CU inside the walls

    @avoid-1-a.in.enemy-walled-city @avoid-1
    Scenario: No shelter in a walled city of the attacking side
      Given Rome's Fabius is in Luceria
      And 2 Rome CUs are in Luceria
      And Luceria has a Carthage PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 2 CUs into the walls with Fabius
      Then the action is refused citing rule avoid-1-a or rule walled-4
      And Fabius is in Luceria
      And Luceria holds no Rome CU inside the walls

    @avoid-1-a.unless.walled @avoid-1
    Scenario: No shelter where there are no walls
      Given Rome's Fabius is in Beneventum
      And 2 Rome CUs are in Beneventum
      And Beneventum has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then "withdraw_into_walls" is not a legal action
      When Rome withdraws 2 CUs into the walls with Fabius
      Then the action is refused citing rule avoid-1-a or rule walled-4
      And Fabius is in Beneventum

  @avoid-2
  Rule: the inactive player rolls to avoid

    @avoid-2.if.into-a-space @avoid-1
    Scenario: Fabius rolls and slips away to Venusia
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then 1 avoid roll was made
      And Fabius is in Venusia
      And Venusia holds 4 Rome CUs
      And Beneventum holds no Rome CU
      And an "avoid" event happened with general Fabius, to Venusia, cu 4

  @avoid-2-a @tactics-roll-sign
  Rule: the avoid roll is tested against the commander's tactics rating

    @avoid-2-a.if.at-most-rating @avoid-2-a.in.at-most @avoid-1
    Scenario: An avoid roll equal to the rating succeeds
      Given the "at-most" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the avoid roll succeeds
      And Fabius is in Venusia
      And no battle is due

    @avoid-2-a.unless.at-most-rating @pursuit-1 @pursuit-1.unless.avoided @avoid-1
    Scenario: An avoid roll above the rating fails and battle follows
      Given the "at-most" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 4
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the avoid roll fails
      And Fabius is in Beneventum
      And a "battle_due" event happened with space Beneventum, cause avoid failed, attacker Carthage
      And the army's movement is over
      And the pending decision is "activation" for Carthage
      And "pursue" is not a legal action

    @avoid-2-a.in.less-than @avoid-1
    Scenario: Under the less-than reading an avoid roll equal to the rating fails
      Given the "less-than" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the avoid roll fails
      And a battle is due in Beneventum

    @avoid-2-a.in.less-than @avoid-1
    Scenario: Under the less-than reading an avoid roll below the rating succeeds
      Given the "less-than" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the avoid roll succeeds
      And Fabius is in Venusia

    @avoid-2-a.in.commander-of-stack @avoid-1
    Scenario Outline: The avoid roll is tested against the commander's rating, not the best in the stack (<commander> commands)
      Given Rome's Varro is in Beneventum
      And Rome's Scipio is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with <commander> and 4 CUs joined by <other>
      Then the avoid roll <result>
      And an "avoid" event happened with general <commander>, tactics <tactics>

      Examples:
        | commander | other  | tactics | result   |
        | Varro     | Scipio | 1       | fails    |
        | Scipio    | Varro  | 4       | succeeds |

    @avoid-2-a.in.enemy-pc @avoid-1
    Scenario: Scipio alone avoids out of a Carthaginian space with no +1 to his roll
      Given the "at-most" reading of erratum tactics-roll-sign
      And Rome's Scipio is in Beneventum
      And Beneventum has a Carthage PC
      And the dice will roll 4
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Scipio and 0 CUs
      Then the avoid roll counts as 4
      And the avoid roll succeeds
      And Scipio is in Venusia

  @avoid-3
  Rule: up to 10 CU avoid into one neighbouring space

    @avoid-3.if.at-most-ten @avoid-1
    Scenario: Ten CU may avoid
      Given Rome's Fabius is in Beneventum
      And 10 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 10 CUs
      Then Fabius is in Venusia
      And Venusia holds 10 Rome CUs

    @avoid-3.unless.at-most-ten @avoid-1
    Scenario: Eleven CU may not avoid
      Given Rome's Fabius is in Beneventum
      And 11 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Venusia with Fabius and 11 CUs is not a legal action
      When Rome avoids battle to Venusia with Fabius and 11 CUs
      Then the action is refused citing rule avoid-3
      And Fabius is in Beneventum
      And Beneventum holds 11 Rome CUs
      And 0 avoid rolls were made

    @avoid-3.in.avoiding-force @avoid-3-army-size @avoid-1
    Scenario: Under the "avoiding-force" reading an army of 12 CU avoids with 10
      Given the "avoiding-force" reading of erratum avoid-3-army-size
      And Rome's Fabius is in Beneventum
      And 12 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Venusia with Fabius and 10 CUs is a legal action
      When Rome avoids battle to Venusia with Fabius and 10 CUs
      Then the avoid roll succeeds
      And Fabius is in Venusia
      And Venusia holds 10 Rome CUs
      And Beneventum holds 2 Rome CUs

    @avoid-3-army-size @avoid-1
    Scenario: A position that leaves the erratum out counts the CU that avoid, so an army of 12 CU avoids with 10
      Given the default reading of erratum avoid-3-army-size, left out of the position
      And Rome's Fabius is in Beneventum
      And 12 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 10 CUs
      Then Venusia holds 10 Rome CUs
      And Beneventum holds 2 Rome CUs

    @avoid-3.in.whole-army @avoid-3-army-size @avoid-1
    Scenario: Under the "whole-army" reading an army of 12 CU may not avoid with 10
      Given the "whole-army" reading of erratum avoid-3-army-size
      And Rome's Fabius is in Beneventum
      And 12 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Venusia with Fabius and 10 CUs is not a legal action
      When Rome avoids battle to Venusia with Fabius and 10 CUs
      Then the action is refused citing rule avoid-3
      And Fabius is in Beneventum
      And Beneventum holds 12 Rome CUs
      And 0 avoid rolls were made

    @avoid-3.in.whole-army @avoid-3-army-size @avoid-1
    Scenario: Under the "whole-army" reading an army of 10 CU still avoids with part of it
      Given the "whole-army" reading of erratum avoid-3-army-size
      And Rome's Fabius is in Beneventum
      And 10 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 6 CUs
      Then the avoid roll succeeds
      And Venusia holds 6 Rome CUs
      And Beneventum holds 4 Rome CUs

    @avoid-3.if.next-space @avoid-1
    Scenario: Avoiding into a neighbouring space
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Luceria with Fabius and 4 CUs
      Then Fabius is in Luceria

    @avoid-3.unless.next-space @avoid-1
    Scenario: No avoiding two spaces away
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Cannae with Fabius and 4 CUs is not a legal action
      When Rome avoids battle to Cannae with Fabius and 4 CUs
      Then the action is refused citing rule avoid-3
      And Fabius is in Beneventum
      And 0 avoid rolls were made

    @avoid-1
    Scenario: No avoiding into a space the map lacks
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Atlantis with Fabius and 4 CUs
      Then the action is refused citing rule avoid-3 or by the contract as malformed-action
      And Fabius is in Beneventum

    @avoid-3.in.whole-army @avoid-3-army-size @avoid-1
    Scenario: Under the "whole-army" reading the CU inside the walls do not count toward the ten
      Given the "whole-army" reading of erratum avoid-3-army-size
      And Rome's Fabius is in Luceria
      And 9 Rome CUs are in Luceria
      And 2 Rome CUs are inside the walls of Luceria
      And Luceria has a Rome PC
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      Then avoiding battle to Beneventum with Fabius and 9 CUs is a legal action
      When Rome avoids battle to Beneventum with Fabius and 9 CUs
      Then the avoid roll succeeds
      And Fabius is in Beneventum
      And Beneventum holds 9 Rome CUs
      And Luceria holds 2 Rome CUs inside the walls

  @avoid-3-a
  Rule: part of the force may stay behind

    @avoid-3-a.if.part-left @avoid-3-a.in.rest-choose @avoid-1
    Scenario: Fabius avoids with part and Scipio stays to fight
      Given Rome's Fabius is in Beneventum
      And Rome's Scipio is in Beneventum
      And 6 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then Fabius is in Venusia
      And Venusia holds 4 Rome CUs
      And Scipio is in Beneventum
      And Beneventum holds 2 Rome CUs
      And the pending decision is "avoid_battle" for Rome
      When Rome accepts battle
      Then a battle is due in Beneventum

    @avoid-3-a.unless.part-left @avoid-3-a.if.within-force @avoid-1 @pursuit-1
    Scenario: Fabius avoids with all he has and the army may pursue
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then Beneventum holds no Rome CU
      And the pending decision is "pursuit" for Carthage

    @avoid-3-a.unless.within-force @avoid-1
    Scenario: No more CU than are there may avoid
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Venusia with Fabius and 5 CUs is not a legal action
      When Rome avoids battle to Venusia with Fabius and 5 CUs
      Then the action is refused citing rule avoid-3-a or by the contract as malformed-action
      And Beneventum holds 4 Rome CUs

    @avoid-3-a.in.general-left-alone @avoid-1
    Scenario: Fabius avoids with every CU and leaves Scipio alone
      Given Rome's Fabius is in Beneventum
      And Rome's Scipio is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Venusia with Fabius and 4 CUs is a legal action
      When Rome avoids battle to Venusia with Fabius and 4 CUs
      Then Fabius is in Venusia
      And Scipio is in Beneventum
      And Beneventum holds no Rome CU
      And the pending decision is "avoid_battle" for Rome

    @avoid-3-a.in.consul-left-with-few @avoid-1
    Scenario: Fabius avoids and leaves the consul Varro with 1 CU
      Given Rome's Fabius is in Beneventum
      And Rome's Varro is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 3 CUs
      Then Fabius is in Venusia
      And Varro is in Beneventum
      And Beneventum holds 1 Rome CU

    @avoid-3-a.in.cu-left-alone @avoid-1
    Scenario: Fabius avoids and the CU left without a general face the battle
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 2 CUs
      Then Fabius is in Venusia
      And the pending decision is "avoid_battle" for Rome
      When Rome accepts battle
      Then a battle is due in Beneventum
      And Beneventum holds 2 Rome CUs

  @avoid-3-b
  Rule: where an avoiding force may not go

    @avoid-3-b.if.came-from @avoid-1
    Scenario: Not into the space the attacker came from
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Arpi with Fabius and 4 CUs is not a legal action
      When Rome avoids battle to Arpi with Fabius and 4 CUs
      Then the action is refused citing rule avoid-3-b
      And Fabius is in Beneventum
      And 0 avoid rolls were made

    @avoid-3-b.unless.came-from @avoid-3-b.unless.enemy-pc @avoid-3-b.unless.enemy-cu @avoid-1
    Scenario: Into a free space the attacker did not come from
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Venusia with Fabius and 4 CUs is a legal action
      When Rome avoids battle to Venusia with Fabius and 4 CUs
      Then Fabius is in Venusia

    @avoid-3-b.if.enemy-pc @avoid-1
    Scenario: Not into a space with an enemy PC
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And Venusia has a Carthage PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Venusia with Fabius and 4 CUs is not a legal action
      When Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the action is refused citing rule avoid-3-b
      And Fabius is in Beneventum

    @avoid-3-b.if.enemy-cu @avoid-1
    Scenario: Not into a space with enemy CU
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And 1 Carthage CU is in Venusia
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Venusia with Fabius and 4 CUs is not a legal action
      When Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the action is refused citing rule avoid-3-b
      And Fabius is in Beneventum

    @avoid-3-b.in.enemy-walled-city @avoid-1
    Scenario: Not into a walled city of the attacking side
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And Luceria has a Carthage PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Luceria with Fabius and 4 CUs is not a legal action
      When Rome avoids battle to Luceria with Fabius and 4 CUs
      Then the action is refused citing rule avoid-3-b
      And Fabius is in Beneventum

    @avoid-3-b.in.lone-general @avoid-1
    Scenario: Scipio alone may not avoid into a space with an enemy PC either
      Given Rome's Scipio is in Beneventum
      And Venusia has a Carthage PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Scipio and 0 CUs
      Then the action is refused citing rule avoid-3-b
      And Scipio is in Beneventum

    @avoid-3-b.if.unfriendly-tribe @avoid-3-b.in.neutral-tribe @avoid-1
    Scenario: Not into a tribe friendly to no one
      Given Carthage's Hasdrubal is in Taurini
      And 5 Carthage CUs are in Taurini
      And Hasdrubal has 2 MP
      And Rome's Marcellus is in Placentia
      And 3 Rome CUs are in Placentia
      When Carthage moves Hasdrubal's army with 5 CUs
      And the army moves to Placentia
      Then avoiding battle to Insubres with Marcellus and 3 CUs is not a legal action
      When Rome avoids battle to Insubres with Marcellus and 3 CUs
      Then the action is refused citing rule avoid-3-b
      And Marcellus is in Placentia

    @avoid-3-b.unless.unfriendly-tribe @avoid-3-b.in.friendly-tribe @avoid-1
    Scenario: Into a tribe friendly to Rome is allowed
      Given Carthage's Hasdrubal is in Taurini
      And 5 Carthage CUs are in Taurini
      And Hasdrubal has 2 MP
      And Rome's Marcellus is in Placentia
      And 3 Rome CUs are in Placentia
      And the tribe in Insubres is friendly to Rome
      And the dice will roll 2
      When Carthage moves Hasdrubal's army with 5 CUs
      And the army moves to Placentia
      Then avoiding battle to Insubres with Marcellus and 3 CUs is a legal action
      When Rome avoids battle to Insubres with Marcellus and 3 CUs
      Then the avoid roll succeeds
      And Marcellus is in Insubres

    @avoid-3-b.in.friendly-tribe @avoid-1
    Scenario: Into a tribe friendly to Carthage is allowed for Carthage
      Given Hannibal on the partial map, Rome active
      And Rome's Scipio is in Placentia
      And 5 Rome CUs are in Placentia
      And Scipio has 2 MP
      And Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      And the tribe in Taurini is friendly to Carthage
      And the dice will roll 2
      When Rome moves Scipio's army with 5 CUs
      And the army moves to Insubres
      And Carthage avoids battle to Taurini with Mago and 3 CUs
      Then the avoid roll succeeds
      And Mago is in Taurini

    @avoid-3-b.if.enemy-cu @avoid-1
    Scenario: Rome active: Mago may not avoid into a Carthaginian tribe that holds a Roman CU
      Given Hannibal on the partial map, Rome active
      And Rome's Scipio is in Placentia
      And 5 Rome CUs are in Placentia
      And Scipio has 2 MP
      And Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      And the tribe in Taurini is friendly to Carthage
      And 1 Rome CU is in Taurini
      When Rome moves Scipio's army with 5 CUs
      And the army moves to Insubres
      Then avoiding battle to Taurini with Mago and 3 CUs is not a legal action
      When Carthage avoids battle to Taurini with Mago and 3 CUs
      Then the action is refused citing rule avoid-3-b
      And Mago is in Insubres
      And 0 avoid rolls were made

    @avoid-3-b.in.later-space @avoid-1 @intercept-1
    Scenario: Mago came into Beneventum from Arpi: Fabius may not avoid there but may avoid to Venusia, where Mago set out
      Given Carthage's Mago is in Venusia
      And 3 Carthage CUs are in Venusia
      And Mago has 3 MP
      And Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Mago's army with 3 CUs
      And the army moves to Cannae
      And the army moves to Arpi
      And Rome declines to intercept
      And the army moves to Beneventum
      Then avoiding battle to Arpi with Fabius and 4 CUs is not a legal action
      And avoiding battle to Venusia with Fabius and 4 CUs is a legal action
      When Rome avoids battle to Arpi with Fabius and 4 CUs
      Then the action is refused citing rule avoid-3-b
      When Rome avoids battle to Venusia with Fabius and 4 CUs
      Then Fabius is in Venusia

    @avoid-3-b.in.after-pursuit @avoid-1 @pursuit-1
    Scenario: Pursued into Venusia, Fabius may not avoid back to Beneventum
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2, 1, 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      And the army moves to Venusia
      Then avoiding battle to Beneventum with Fabius and 4 CUs is not a legal action
      When Rome avoids battle to Beneventum with Fabius and 4 CUs
      Then the action is refused citing rule avoid-3-b
      When Rome avoids battle to Cannae with Fabius and 4 CUs
      Then Fabius is in Cannae

  @avoid-4
  Rule: no avoiding across a pass, a strait or the sea

    @avoid-4.if.pass @avoid-1
    Scenario: No avoiding over the Apennine pass
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then avoiding battle to Aesernia with Fabius and 4 CUs is not a legal action
      When Rome avoids battle to Aesernia with Fabius and 4 CUs
      Then the action is refused citing rule avoid-4
      And Fabius is in Beneventum
      And 0 avoid rolls were made

    @avoid-4.unless.pass @avoid-1
    Scenario: Avoiding over a clear road out of Beneventum
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Capua with Fabius and 4 CUs
      Then Fabius is in Capua

    @avoid-4.if.strait @avoid-1
    Scenario: No avoiding over the strait
      Given Carthage's Hasdrubal is in Venusia
      And 5 Carthage CUs are in Venusia
      And Hasdrubal has 2 MP
      And Rome's Varro is in Rhegium
      And 5 Rome CUs are in Rhegium
      When Carthage moves Hasdrubal's army with 5 CUs
      And the army moves to Rhegium
      Then avoiding battle to Messana with Varro and 5 CUs is not a legal action
      When Rome avoids battle to Messana with Varro and 5 CUs
      Then the action is refused citing rule avoid-4
      And Varro is in Rhegium

    @avoid-4.unless.strait @avoid-1
    Scenario: From Messana Scipio avoids over the clear road to Lilybaeum
      Given Carthage's Hasdrubal is in Rhegium
      And 5 Carthage CUs are in Rhegium
      And Hasdrubal has 2 MP
      And Rome's Scipio is in Messana
      And 4 Rome CUs are in Messana
      And the dice will roll 2
      When Carthage moves Hasdrubal's army with 5 CUs
      And the army moves to Messana
      And Rome avoids battle to Lilybaeum with Scipio and 4 CUs
      Then Scipio is in Lilybaeum

    @avoid-4.if.sea @avoid-1
    Scenario: No avoiding by sea
      Given Carthage's Hasdrubal is in Messana
      And 5 Carthage CUs are in Messana
      And Hasdrubal has 2 MP
      And Rome's Scipio is in Lilybaeum
      And 4 Rome CUs are in Lilybaeum
      When Carthage moves Hasdrubal's army with 5 CUs
      And the army moves to Lilybaeum
      Then avoiding battle to Carthago with Scipio and 4 CUs is not a legal action
      When Rome avoids battle to Carthago with Scipio and 4 CUs
      Then the action is refused citing rule avoid-4
      And Scipio is in Lilybaeum

    @avoid-4.unless.sea @avoid-1
    Scenario: From Lilybaeum Scipio avoids over the clear road to Messana
      Given Carthage's Hasdrubal is in Carthago
      And 5 Carthage CUs are in Carthago
      And Hasdrubal has 2 MP
      And Rome's Scipio is in Lilybaeum
      And 4 Rome CUs are in Lilybaeum
      And the dice will roll 2
      When Carthage moves Hasdrubal's army with 5 CUs
      And the army moves to Lilybaeum
      And Rome avoids battle to Messana with Scipio and 4 CUs
      Then Scipio is in Messana

    @avoid-4.in.after-pursuit @avoid-1 @intercept-1 @pursuit-1
    Scenario: Pursued into Beneventum, Fabius may not avoid over the pass to Aesernia
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And Rome's Fabius is in Venusia
      And 4 Rome CUs are in Venusia
      And the dice will roll 2, 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Cannae
      And Rome declines to intercept
      And the army moves to Venusia
      And Rome avoids battle to Beneventum with Fabius and 4 CUs
      And Carthage pursues
      And the army moves to Beneventum
      Then avoiding battle to Aesernia with Fabius and 4 CUs is not a legal action
      When Rome avoids battle to Aesernia with Fabius and 4 CUs
      Then the action is refused citing rule avoid-4
      And Fabius is in Beneventum
