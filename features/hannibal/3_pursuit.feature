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

    @pursuit-1.if.avoided @avoid-1
    Scenario: Carthage may pursue after Fabius avoids
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the pending decision is "pursuit" for Carthage
      And "pursue" is a legal action
      And "no_pursuit" is a legal action

    @pursuit-1.in.declined @pursuit-2 @pursuit-2.unless.pursues @avoid-1
    Scenario: Carthage lets Fabius go and moves on
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage does not pursue
      Then the army may keep moving
      And the army is in Beneventum with 8 CUs and 3 MP left
      And 0 pursuit rolls were made
      And a "pursuit_declined" event happened
      And no "movement_over" event happened

    @pursuit-1.in.active-player @avoid-1
    Scenario: Rome does not decide Carthage's pursuit
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Rome does not pursue
      Then the action is refused citing rule pursuit-1 or by the contract as wrong-player
      And the pending decision is "pursuit" for Carthage

    @avoid-1
    Scenario: No pursuit after a failed avoid
      Given the dice will roll 5
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the avoid roll fails
      And the pending decision is "activation" for Carthage
      And "pursue" is not a legal action
      When Carthage pursues
      Then the action is refused citing rule pursuit-1 or by the contract as out-of-place
      When Carthage does not pursue
      Then the action is refused citing rule pursuit-1 or by the contract as out-of-place
      And 0 pursuit rolls were made

    Scenario: No pursuit while no army has avoided battle
      Given Hannibal has 2 MP
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Cannae
      Then the pending decision is "movement" for Carthage
      And "pursue" is not a legal action
      When Carthage pursues
      Then the action is refused citing rule pursuit-1 or by the contract as out-of-place
      When Carthage does not pursue
      Then the action is refused citing rule pursuit-1 or by the contract as out-of-place
      When Carthage accepts battle
      Then the action is refused by the contract as out-of-place
      And the army is in Cannae with 8 CUs and 1 MP left
      And 0 pursuit rolls were made

  @pursuit-2
  Rule: the active player rolls to pursue

    @pursuit-2.if.pursues @avoid-1 @pursuit-1
    Scenario: Pursuing takes a die roll
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the dice will roll 2, 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then 1 pursuit roll was made
      And the pursuit roll counts as 1
      And a "pursuit" event happened with general Hannibal, roll 1, success true

  @pursuit-2-a @tactics-roll-sign
  Rule: the pursuit roll is tested against the commander's tactics rating

    @pursuit-2-a.if.at-most-rating @pursuit-2-a.in.at-most @avoid-1 @pursuit-1
    Scenario: A pursuit roll equal to Hannibal's rating succeeds
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the "at-most" reading of erratum tactics-roll-sign
      And the dice will roll 2, 4
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the pursuit roll succeeds
      And the army may keep moving

    @pursuit-2-a.unless.at-most-rating @avoid-1 @pursuit-1
    Scenario: A pursuit roll above Hannibal's rating fails
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the "at-most" reading of erratum tactics-roll-sign
      And the dice will roll 2, 5
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the pursuit roll fails
      And the army's movement is over

    @pursuit-2-a.in.less-than @avoid-1 @pursuit-1
    Scenario: Under the less-than reading a pursuit roll equal to the rating fails
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the "less-than" reading of erratum tactics-roll-sign
      And the dice will roll 2, 4
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the pursuit roll fails
      And the army's movement is over

    @pursuit-2-a.in.less-than @avoid-1 @pursuit-1
    Scenario: Under the less-than reading a pursuit roll below the rating succeeds
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the "less-than" reading of erratum tactics-roll-sign
      And the dice will roll 2, 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the pursuit roll succeeds
      And the army may keep moving

    @pursuit-2-a.in.commander-of-stack @avoid-1 @pursuit-1
    Scenario Outline: The pursuit roll is tested against the army's commander, not the best in the stack (<commander> commands)
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the "at-most" reading of erratum tactics-roll-sign
      And Carthage's Mago is in Arpi
      And <commander> has 4 MP
      And the dice will roll 2, 4
      When Carthage moves <commander>'s army with 8 CUs joined by <other>
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the pursuit roll <result>
      And a "pursuit" event happened with general <commander>, tactics <tactics>

      Examples:
        | commander | other    | tactics | result   |
        | Mago      | Hannibal | 3       | fails    |
        | Hannibal  | Mago     | 4       | succeeds |

    @pursuit-2-a.in.enemy-pc @avoid-1 @pursuit-1
    Scenario: Fabius avoided into a Roman space: the pursuit roll has no +1
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the "at-most" reading of erratum tactics-roll-sign
      And Venusia has a Rome PC
      And the dice will roll 2, 4
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the pursuit roll counts as 4
      And the pursuit roll succeeds

  @pursuit-2-b
  Rule: a successful pursuer moves on

    @pursuit-2-b.if.success @pursuit-2-b.in.after-the-force @avoid-1 @pursuit-1
    Scenario: Hannibal follows Fabius into Venusia
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the dice will roll 2, 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the army may keep moving
      When the army moves to Venusia
      Then Hannibal is in Venusia
      And Venusia holds 8 Carthage CUs
      And the pending decision is "avoid_battle" for Rome

    @pursuit-2-b.unless.success @pursuit-2-c @pursuit-2-c.if.failed @avoid-1 @pursuit-1
    Scenario: Hannibal stops in Beneventum and may move no further
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the dice will roll 2, 6
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the army's movement is over
      And Hannibal is in Beneventum
      And the pending decision is "activation" for Carthage
      And "move_army" is not a legal action
      And a "movement_over" event happened with commander Hannibal, space Beneventum, reason pursuit failed

    @pursuit-2-b.in.elsewhere @avoid-1 @pursuit-1
    Scenario: After a successful pursuit Hannibal marches on to Luceria instead
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the dice will roll 2, 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      And the army moves to Luceria
      Then Hannibal is in Luceria
      And the army may keep moving
      And Fabius is in Venusia

    @avoid-1 @pursuit-1
    Scenario: The pursuer moves on only into a neighbouring space
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the dice will roll 2, 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      And the army moves to Cannae
      Then the action is refused by the contract as malformed-action
      And Hannibal is in Beneventum

  @pursuit-2-c
  Rule: a failed pursuer stops but may still roll a siege or subjugation

    @pursuit-2-c.unless.failed @avoid-1 @pursuit-1
    Scenario: After a successful pursuit the army's movement goes on
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the dice will roll 2, 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      Then the pursuit roll succeeds
      And the army may keep moving
      And no "movement_over" event happened

    @avoid-1 @pursuit-1
    Scenario: After a failed pursuit Carthage may end the action without a siege roll
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the dice will roll 2, 6
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

    @avoid-1 @pursuit-1
    Scenario: After the action is over the army moves no more
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the dice will roll 2, 6
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      And Carthage ends the action
      And Carthage moves Hannibal's army with 8 CUs
      Then the action is refused by the contract as not-pending
      And Hannibal is in Beneventum

    @pursuit-2-c.in.siege-roll @siege-1 @siege-1.in.after-failed-pursuit @intercept-or-avoid-first @avoid-1 @intercept-1 @pursuit-1 @siege-4
    Scenario: After a failed pursuit Hannibal rolls to besiege Luceria
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And Rome's Marcellus is in Luceria
      And 3 Rome CUs are in Luceria
      And Luceria has a Rome PC
      And the dice will roll 2, 6
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome declines to intercept
      And Rome avoids battle to Beneventum with Marcellus and 3 CUs
      And Carthage pursues
      Then the pursuit roll fails
      And the army's movement is over
      And "siege_roll" is a legal action
      When Carthage makes a siege roll with Hannibal
      Then the pending decision is "siege_outcome" for referee
      And a "siege_roll" event happened with space Luceria, general Hannibal

    @pursuit-2-c.in.subjugation @subjugation @avoid-1 @pursuit-1
    Scenario: After a failed pursuit Mago tries to subjugate the Insubres
      Given the "interception-first" reading of erratum intercept-or-avoid-first
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
      And "subjugate" is a legal action
      When Carthage tries to subjugate with Mago
      Then the pending decision is "subjugation_outcome" for referee

  @pursuit-3
  Rule: the pursued army may avoid again until the pursuer runs out of MP or fails

    @pursuit-3.in.second-avoid @avoid-1 @pursuit-1
    Scenario: Fabius avoids again after a successful pursuit
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the "at-most" reading of erratum tactics-roll-sign
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

    @pursuit-3.in.again-and-again @avoid-1 @pursuit-1
    Scenario: Fabius avoids a third time after a second successful pursuit
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the "at-most" reading of erratum tactics-roll-sign
      And the dice will roll 2, 1, 3, 2, 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      And the army moves to Venusia
      And Rome avoids battle to Cannae with Fabius and 4 CUs
      And Carthage pursues
      And the army moves to Cannae
      And Rome avoids battle to Arpi with Fabius and 4 CUs
      Then Fabius is in Arpi
      And 3 avoid rolls were made
      And 2 pursuit rolls were made
      And the pending decision is "pursuit" for Carthage

    @pursuit-3.unless.mp-left @avoid-1
    Scenario: A pursuer with no MP left cannot pursue
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And Hannibal has 1 MP
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the pending decision is "movement" for Carthage
      And "pursue" is not a legal action
      And a "no_pursuit" event happened with reason no MP left
      When Carthage pursues
      Then the action is refused citing rule pursuit-3 or by the contract as out-of-place
      When Carthage does not pursue
      Then the action is refused citing rule pursuit-3 or by the contract as out-of-place
      And 0 pursuit rolls were made
      When the army moves to Venusia
      Then the action is refused citing rule pursuit-3 or by the contract as out-of-place
      And the army is in Beneventum with 8 CUs and 0 MP left

    @pursuit-3.if.mp-left @avoid-1 @pursuit-1
    Scenario: A pursuer with 1 MP left may pursue
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And Hannibal has 2 MP
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      Then the pending decision is "pursuit" for Carthage
      And "pursue" is a legal action

    @pursuit-3.in.last-mp @avoid-1 @pursuit-1
    Scenario: Followed with the pursuer's last MP, Fabius avoids again and may not be pursued
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And the "at-most" reading of erratum tactics-roll-sign
      And Hannibal has 2 MP
      And the dice will roll 2, 1, 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome avoids battle to Venusia with Fabius and 4 CUs
      And Carthage pursues
      And the army moves to Venusia
      And Rome avoids battle to Cannae with Fabius and 4 CUs
      Then Fabius is in Cannae
      And a "no_pursuit" event happened with reason no MP left
      And the pending decision is "movement" for Carthage
      And "pursue" is not a legal action
