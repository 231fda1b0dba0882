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

    Scenario: Entering Fabius's space opens his choice to avoid battle
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the pending decision is "avoid_battle" for Rome
      And avoiding battle to Venusia with Fabius and 4 CUs is a legal action
      And "accept_battle" is a legal action

    Scenario: A general alone may avoid battle
      Given Rome's Scipio is in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Scipio and 0 CUs
      Then the avoid roll succeeds
      And Scipio is in Venusia

    Scenario: A general elsewhere may not avoid for the army attacked
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And Rome's Marcellus is in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome declines to intercept
      Then the pending decision is "avoid_battle" for Rome
      When Rome avoids battle to Venusia with Marcellus and 0 CUs
      Then the action is refused citing rule avoid-1
      And Marcellus is in Capua
      And 0 avoid rolls were made

    Scenario: Rome may not avoid with the attacking Carthaginian general
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Hannibal and 0 CUs
      Then the action is refused citing rule avoid-1
      And Hannibal is in Beneventum
      And 0 avoid rolls were made

    Scenario: A general who is not in the space may not go along with the avoiding army
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And Rome's Marcellus is in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome declines to intercept
      Then avoiding battle to Venusia with Fabius and 2 CUs joined by Marcellus is not a legal action
      When Rome avoids battle to Venusia with Fabius and 2 CUs joined by Marcellus
      Then the action is refused citing rule avoid-1
      And Marcellus is in Capua
      And 0 avoid rolls were made

    Scenario: The general who avoids is not also one of those going with him
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 2 CUs joined by Fabius
      Then the action is refused citing rule avoid-1
      And 0 avoid rolls were made

    Scenario: A general who is not on the map may not avoid
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Scipio and 0 CUs
      Then the action is refused citing rule avoid-1 or by the contract as malformed-action
      And 0 avoid rolls were made

    Scenario: A general inside the walls may not roll to avoid
      Given Luceria has a Rome PC
      And Rome's Fabius is inside the walls of Luceria
      And Rome's Scipio is in Luceria
      And 2 Rome CUs are in Luceria
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome avoids battle to Beneventum with Fabius and 0 CUs
      Then the action is refused citing rule avoid-1
      And Fabius is inside the walls of Luceria
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

    Scenario: The choice to avoid is answered only by avoiding, withdrawing or accepting battle
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome declines to intercept
      Then the action is refused by the contract as out-of-place
      And the pending decision is "avoid_battle" for Rome

  @avoid-1-a @walled-4
  Rule: sheltering in a friendly walled city needs no roll and cannot be pursued

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

    Scenario: Sheltering in the walls after a declined interception offers no pursuit
      Given Rome's Fabius is in Luceria
      And 2 Rome CUs are in Luceria
      And Luceria has a Rome PC
      And Rome's Scipio is in Beneventum
      And 2 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      Then the pending decision is "interception" for Rome
      When Rome declines to intercept
      And Rome withdraws 2 CUs into the walls with Fabius
      Then Fabius is inside the walls of Luceria
      And the army may keep moving
      And the army is in Luceria with 8 CUs and 3 MP left

    Scenario: No shelter in a walled city without a friendly PC
      Given Rome's Fabius is in Luceria
      And 2 Rome CUs are in Luceria
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 2 CUs into the walls with Fabius
      Then the action is refused citing rule avoid-1-a
      And Fabius is in Luceria
      And Luceria holds no Rome CU inside the walls

    Scenario: No shelter where there are no walls
      Given Rome's Fabius is in Beneventum
      And 2 Rome CUs are in Beneventum
      And Beneventum has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then "withdraw_into_walls" is not a legal action
      When Rome withdraws 2 CUs into the walls with Fabius
      Then the action is refused citing rule avoid-1-a
      And Fabius is in Beneventum

  @avoid-2
  Rule: the inactive player rolls to avoid

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

    Scenario: A successful avoid is reported with where to and how many CU
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then an "avoid" event happened with general Fabius, to Venusia, cu 4

  @avoid-2-a @tactics-roll-sign
  Rule: the avoid roll is tested against the commander's tactics rating

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

  @avoid-3
  Rule: up to 10 CU avoid into one neighbouring space

    Scenario: Ten CU may avoid
      Given Rome's Fabius is in Beneventum
      And 10 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 10 CUs
      Then Fabius is in Venusia
      And Venusia holds 10 Rome CUs

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

    @avoid-3-army-size
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

    @avoid-3-army-size
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

    @avoid-3-army-size
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

    @avoid-3-army-size @walled-3
    Scenario: Under the "whole-army" reading the CU inside the walls are not part of the army that avoids
      Given the "whole-army" reading of erratum avoid-3-army-size
      And Luceria has a Rome PC
      And 2 Rome CUs are inside the walls of Luceria
      And Rome's Fabius is in Luceria
      And 10 Rome CUs are in Luceria
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome avoids battle to Beneventum with Fabius and 10 CUs
      Then the avoid roll succeeds
      And Beneventum holds 10 Rome CUs
      And Luceria holds 2 Rome CUs inside the walls

    Scenario: No avoiding two spaces away
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Cannae with Fabius and 4 CUs
      Then the action is refused citing rule avoid-3
      And Fabius is in Beneventum

  @avoid-3-a
  Rule: part of the force may stay behind

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

    Scenario: No more CU than are there may avoid
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 5 CUs
      Then the action is refused citing rule avoid-3-a
      And Beneventum holds 4 Rome CUs

  @avoid-3-b
  Rule: where an avoiding force may not go

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

    Scenario: Not into a space with an enemy PC
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And Venusia has a Carthage PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the action is refused citing rule avoid-3-b
      And Fabius is in Beneventum

    Scenario: Not into a space with enemy CU
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And 1 Carthage CU is in Venusia
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the action is refused citing rule avoid-3-b
      And Fabius is in Beneventum

    Scenario: Not into a tribe that is not friendly
      Given Carthage's Hasdrubal is in Taurini
      And 5 Carthage CUs are in Taurini
      And Hasdrubal has 2 MP
      And Rome's Marcellus is in Placentia
      And 3 Rome CUs are in Placentia
      When Carthage moves Hasdrubal's army with 5 CUs
      And the army moves to Placentia
      And Rome avoids battle to Insubres with Marcellus and 3 CUs
      Then the action is refused citing rule avoid-3-b
      And Marcellus is in Placentia

    Scenario: Into a friendly tribe is allowed
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

  @avoid-4
  Rule: no avoiding across a pass, a strait or the sea

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

    Scenario: No avoiding over the strait
      Given Carthage's Hasdrubal is in Venusia
      And 5 Carthage CUs are in Venusia
      And Hasdrubal has 2 MP
      And Rome's Varro is in Rhegium
      And 5 Rome CUs are in Rhegium
      When Carthage moves Hasdrubal's army with 5 CUs
      And the army moves to Rhegium
      And Rome avoids battle to Messana with Varro and 5 CUs
      Then the action is refused citing rule avoid-4
      And Varro is in Rhegium

    Scenario: No avoiding by sea
      Given Carthage's Hasdrubal is in Messana
      And 5 Carthage CUs are in Messana
      And Hasdrubal has 2 MP
      And Rome's Scipio is in Lilybaeum
      And 4 Rome CUs are in Lilybaeum
      When Carthage moves Hasdrubal's army with 5 CUs
      And the army moves to Lilybaeum
      And Rome avoids battle to Carthago with Scipio and 4 CUs
      Then the action is refused citing rule avoid-4
      And Scipio is in Lilybaeum
