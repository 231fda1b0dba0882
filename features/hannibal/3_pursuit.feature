@hannibal
Feature: Pursuit
  After the inactive army avoids battle, the active player may pursue: a roll
  against his commander's tactics rating. Success: the army moves on, and the
  pursued army may avoid again. Failure: the army stops, but may still roll to
  besiege or subjugate where it is.

  Background:
    Given Hannibal on the partial map, Carthage active
    And Carthage's Hannibal is in Arpi
    And 8 Carthage CUs are in Arpi
    And Hannibal has 4 MP
    And Rome's Fabius is in Beneventum
    And 4 Rome CUs are in Beneventum

  @pursuit-1
  Rule: a successful avoid may be pursued

    Scenario: Carthage may pursue after Fabius avoids
      Given the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the pending decision is "pursuit" for Carthage
      And "pursue" is a legal action
      And "no_pursuit" is a legal action

    Scenario: Carthage lets Fabius go and moves on
      Given the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage does not pursue
      Then the army may keep moving
      And the army is in Beneventum with 8 CUs and 3 MP left
      And 0 pursuit rolls were made

    Scenario: No pursuit after a failed avoid
      Given the dice will roll 5
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the avoid roll fails
      And the pending decision is "activation" for Carthage
      And "pursue" is not a legal action
      When Carthage pursues
      Then the action is refused citing rule pursuit-1
      When Carthage does not pursue
      Then the action is refused citing rule pursuit-1
      And 0 pursuit rolls were made

    Scenario: No pursuit while no army has avoided battle
      Given Hannibal has 2 MP
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Cannae
      Then the pending decision is "movement" for Carthage
      And "pursue" is not a legal action
      When Carthage pursues
      Then the action is refused citing rule pursuit-1
      When Carthage does not pursue
      Then the action is refused citing rule pursuit-1
      When Carthage accepts battle
      Then the action is refused by the contract as out-of-place
      And the army is in Cannae with 8 CUs and 1 MP left
      And 0 pursuit rolls were made

    Scenario: Letting Fabius go is reported
      Given the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage does not pursue
      Then a "pursuit_declined" event happened
      And no "movement_over" event happened

  @pursuit-2
  Rule: the active player rolls to pursue

    Scenario: Pursuing takes a die roll
      Given the dice will roll 2, 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then 1 pursuit roll was made
      And the pursuit roll counts as 1

  @pursuit-2-a @tactics-roll-sign
  Rule: the pursuit roll is tested against the commander's tactics rating

    Scenario: A pursuit roll equal to Hannibal's rating succeeds
      Given the "at-most" reading of erratum tactics-roll-sign
      And the dice will roll 2, 4
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the pursuit roll succeeds
      And the army may keep moving

    Scenario: A pursuit roll above Hannibal's rating fails
      Given the "at-most" reading of erratum tactics-roll-sign
      And the dice will roll 2, 5
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the pursuit roll fails
      And the army's movement is over

    Scenario: Under the less-than reading a pursuit roll equal to the rating fails
      Given the "less-than" reading of erratum tactics-roll-sign
      And the dice will roll 2, 4
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the pursuit roll fails
      And the army's movement is over

    Scenario: Under the less-than reading a pursuit roll below the rating succeeds
      Given the "less-than" reading of erratum tactics-roll-sign
      And the dice will roll 2, 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the pursuit roll succeeds
      And the army may keep moving

  @pursuit-2-b
  Rule: a successful pursuer moves on

    Scenario: Hannibal follows Fabius into Venusia
      Given the dice will roll 2, 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      And the army moves to Venusia
      Then the army is in Venusia with 8 CUs and 2 MP left
      And the pending decision is "avoid_battle" for Rome

    Scenario: The pursuer moves on only into a neighbouring space
      Given the dice will roll 2, 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      And the army moves to Cannae
      Then the action is refused by the contract as malformed-action
      And the army is in Beneventum with 8 CUs and 3 MP left

  @pursuit-2-c
  Rule: a failed pursuer stops but may still roll a siege or subjugation

    Scenario: Hannibal stops in Beneventum and may move no further
      Given the dice will roll 2, 6
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the army's movement is over
      And the army is in Beneventum with 8 CUs and 3 MP left
      And the pending decision is "activation" for Carthage
      And "move_army" is not a legal action

    Scenario: After a failed pursuit Carthage may end the action without a siege roll
      Given the dice will roll 2, 6
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the pending decision is "activation" for Carthage
      And "end_action" is a legal action
      When Carthage accepts battle
      Then the action is refused by the contract as out-of-place
      When Carthage ends the action
      Then a "action_over" event happened
      And no decision is pending

    Scenario: After the action is over the army moves no more
      Given the dice will roll 2, 6
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      And Carthage ends the action
      And Carthage moves Hannibal's army with 8 CUs
      Then the action is refused by the contract as not-pending
      And the army is in Beneventum with 8 CUs and 3 MP left

    Scenario: After a failed pursuit Hannibal rolls to besiege Luceria
      Given Rome's Marcellus is in Luceria
      And 2 Rome CUs are in Luceria
      And Luceria has a Rome PC
      And the dice will roll 2, 6
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome declines to intercept
      And Rome avoids battle to Beneventum with Marcellus and 2 CUs
      And Carthage pursues
      Then the pursuit roll fails
      And the army's movement is over
      When Carthage makes a siege roll with Hannibal
      Then the pending decision is "siege_outcome" for referee

    @subjugation
    Scenario: After a failed pursuit Mago tries to subjugate the Insubres
      Given Hannibal on the partial map, Carthage active
      And Carthage's Mago is in Taurini
      And 4 Carthage CUs are in Taurini
      And Mago has 3 MP
      And Rome's Marcellus is in Insubres
      And 2 Rome CUs are in Insubres
      And the dice will roll 1, 6
      When Carthage moves Mago's army with 4 CUs
      And the army moves to Insubres
      And Rome avoids battle to Placentia with Marcellus and 2 CUs
      And Carthage pursues
      Then the pursuit roll fails
      When Carthage tries to subjugate with Mago
      Then the pending decision is "subjugation_outcome" for referee

    Scenario: A failed pursuit is reported as the end of the army's move
      Given the dice will roll 2, 6
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then a "movement_over" event happened with commander Hannibal, space Beneventum, reason pursuit failed

  @pursuit-3
  Rule: the pursued army may avoid again until the pursuer runs out of MP or fails

    Scenario: Fabius avoids again after a successful pursuit
      Given the "at-most" reading of erratum tactics-roll-sign
      Given the dice will roll 2, 1, 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      And the army moves to Venusia
      And Rome avoids battle to Cannae with Fabius and 4 CUs
      Then Fabius is in Cannae
      And 2 avoid rolls were made
      And the pending decision is "pursuit" for Carthage

    Scenario: A pursuer with no MP left cannot pursue
      Given Hannibal has 1 MP
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the pending decision is "movement" for Carthage
      And "pursue" is not a legal action
      When Carthage pursues
      Then the action is refused citing rule pursuit-3
      When Carthage does not pursue
      Then the action is refused citing rule pursuit-3
      And 0 pursuit rolls were made
      When the army moves to Venusia
      Then the action is refused citing rule pursuit-3
      And the army is in Beneventum with 8 CUs and 0 MP left

    Scenario: The end of pursuit for want of MP is reported
      Given Hannibal has 1 MP
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then a "no_pursuit" event happened with reason no MP left

    Scenario: A pursuer with 1 MP left may pursue
      Given Hannibal has 2 MP
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the pending decision is "pursuit" for Carthage
      And "pursue" is a legal action
