@hannibal
Feature: Sieges
  A general with at least 3 CU in a space with an enemy walled city may roll
  to besiege it, once per city per strategy card; the siege table is outside
  the summary, so the referee rules on the roll. A success adds a siege
  point; the first point makes the city besieged, the third takes it and
  destroys the enemy CU inside. The siege lifts when the besiegers leave.

  Background:
    Given Hannibal on the partial map, Carthage active
    And Capua has a Rome PC
    And 2 Rome CUs are inside the walls of Capua

  @siege-1
  Rule: an active general with 3 CU may roll to besiege an enemy walled city

    @siege-1.if.enemy-walled-city @siege-1.if.three-cu @siege-1.if.active-side @siege-1.in.without-moving @siege-4
    Scenario: Hannibal with 3 CU rolls against Capua
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      Then "siege_roll" is a legal action
      When Carthage makes a siege roll with Hannibal
      Then the pending decision is "siege_outcome" for referee
      And "siege_succeeds" is a legal action
      And a "siege_roll" event happened with space Capua, general Hannibal

    @siege-1.if.enemy-walled-city @siege-1.if.three-cu @siege-1.in.without-moving @siege-4
    Scenario: A general the position does not say is inside the walls is outside them, and rolls
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      And the position leaves out the default "inside" of general pieces
      Then "siege_roll" is a legal action
      When Carthage makes a siege roll with Hannibal
      Then the pending decision is "siege_outcome" for referee

    @siege-1.if.enemy-walled-city @siege-1.if.three-cu @siege-1.in.without-moving @siege-4
    Scenario: CU the position does not say are inside the walls are outside them, and make the 3 CU of a roll
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      And the position leaves out the default "inside" of cu pieces
      Then "siege_roll" is a legal action
      When Carthage makes a siege roll with Hannibal
      Then the pending decision is "siege_outcome" for referee

    @siege-1.if.active-side
    Scenario: A position that does not say who is active has Carthage active, who may roll
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      And the position leaves out the default "active" of the situation
      Then the pending decision is "activation" for Carthage
      And "siege_roll" is a legal action

    @siege-1.unless.three-cu
    Scenario: Hannibal with 2 CU may not roll
      Given Carthage's Hannibal is in Capua
      And 2 Carthage CUs are in Capua
      Then "siege_roll" is not a legal action
      When Carthage makes a siege roll with Hannibal
      Then the action is refused citing rule siege-1
      And Capua has no siege points
      And the pending decision is "activation" for Carthage

    Scenario: No siege roll where there is no enemy walled city
      Given Carthage's Hannibal is in Beneventum
      And 4 Carthage CUs are in Beneventum
      When Carthage makes a siege roll with Hannibal
      Then the action is refused citing rule siege-1

    @siege-1.unless.enemy-walled-city
    Scenario: An enemy PC without walls is no walled city to besiege
      Given Beneventum has a Rome PC
      And Carthage's Hannibal is in Beneventum
      And 4 Carthage CUs are in Beneventum
      Then "siege_roll" is not a legal action
      When Carthage makes a siege roll with Hannibal
      Then the action is refused citing rule siege-1
      And Beneventum has a Rome PC

    @siege-1.in.no-pc
    Scenario: A walled city with no PC is no enemy walled city to besiege
      Given Carthage's Hannibal is in Luceria
      And 4 Carthage CUs are in Luceria
      Then "siege_roll" is not a legal action
      When Carthage makes a siege roll with Hannibal
      Then the action is refused citing rule siege-1
      And Luceria has no siege points

    @siege-1.in.inside-walls
    Scenario: Mago inside the walls of his own Luceria may not roll against it
      Given Luceria has a Carthage PC
      And Carthage's Mago is inside the walls of Luceria
      And 3 Carthage CUs are in Luceria
      Then "siege_roll" is not a legal action
      When Carthage makes a siege roll with Mago
      Then the action is refused citing rule siege-1
      And Luceria has no siege points

    @siege-1.in.capital @siege-4
    Scenario: Hannibal with 3 CU rolls against Roma
      Given the "active-player" reading of erratum siege-1-active-general
      And Roma has a Rome PC
      And Carthage's Hannibal is in Roma
      And 3 Carthage CUs are in Roma
      When Carthage makes a siege roll with Hannibal
      Then the pending decision is "siege_outcome" for referee
      When the referee rules that the siege roll succeeds
      Then Roma has 1 siege point

    @siege-4
    Scenario: Rome's Marcellus with 3 CU rolls against Carthaginian Luceria
      Given the "active-player" reading of erratum siege-1-active-general
      And Hannibal on the partial map, Rome active
      And Luceria has a Carthage PC
      And Rome's Marcellus is in Luceria
      And 3 Rome CUs are in Luceria
      When Rome makes a siege roll with Marcellus
      Then the pending decision is "siege_outcome" for referee
      When the referee rules that the siege roll succeeds
      Then Luceria has 1 siege point

    @siege-4
    Scenario: Two stacks of CU in Capua make the 3 CU of a siege roll
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 2 Carthage CUs are in Capua
      And 1 Carthage CU is in Capua
      Then Capua holds 3 Carthage CUs
      When Carthage makes a siege roll with Hannibal
      Then the pending decision is "siege_outcome" for referee

    @siege-1.in.active-player @siege-1-active-general @siege-4
    Scenario: Under the "active-player" reading a general the card did not activate may roll
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      Then "siege_roll" is a legal action
      When Carthage makes a siege roll with Hannibal
      Then the pending decision is "siege_outcome" for referee
      When the referee rules that the siege roll succeeds
      Then Capua has 1 siege point

    @siege-1.in.active-player @siege-1-active-general @siege-4
    Scenario: A position that leaves the erratum out lets any general of the active player roll, activated by the card or not
      Given the default reading of erratum siege-1-active-general, left out of the position
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      Then "siege_roll" is a legal action
      When Carthage makes a siege roll with Hannibal
      Then the pending decision is "siege_outcome" for referee

    @siege-1.in.activated @siege-1-active-general @siege-4
    Scenario: Under the "activated" reading only a general the card activated may roll
      Given the "activated" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      And Carthage's Mago is in Capua
      And Mago has 0 MP
      Then "siege_roll" is a legal action
      When Carthage makes a siege roll with Hannibal
      Then the action is refused citing rule siege-1
      And Capua has no siege points
      When Carthage makes a siege roll with Mago
      Then the pending decision is "siege_outcome" for referee

    @siege-1.in.ended-move @siege-4
    Scenario: A general who has just ended his move in Capua may roll
      Given Carthage's Hannibal is in Beneventum
      And 4 Carthage CUs are in Beneventum
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs
      And the army moves to Capua
      And the army ends its movement
      Then a "movement_over" event happened with commander Hannibal, space Capua, reason ended
      And "move_army" is not a legal action
      When Carthage moves Hannibal's army with 4 CUs
      Then the action is refused by the contract as out-of-place
      And the army is in Capua with 4 CUs and 1 MP left
      When Carthage makes a siege roll with Hannibal
      Then the pending decision is "siege_outcome" for referee

    @siege-1.unless.active-side
    Scenario: Carthage may not roll with a Rome general
      Given Luceria has a Carthage PC
      And Rome's Varro is in Luceria
      And 3 Rome CUs are in Luceria
      When Carthage makes a siege roll with Varro
      Then the action is refused citing rule siege-1 or by the contract as out-of-place
      And Luceria has no siege points

    Scenario: Carthage may not roll with a general who is not on the map
      Given Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      When Carthage makes a siege roll with Mago
      Then the action is refused citing rule siege-1 or by the contract as malformed-action
      And Capua has no siege points

    Scenario: No army sets out under a general the position lacks
      Given Carthage's Hannibal is in Casilinum
      And 4 Carthage CUs are in Casilinum
      And Hannibal has 2 MP
      When Carthage moves Hasdrubal's army with 4 CUs
      Then the action is refused by the contract as malformed-action
      And Casilinum holds 4 Carthage CUs
      And the pending decision is "activation" for Carthage

    Scenario: Carthage does not set a Roman general's army moving
      Given Rome's Fabius is in Casilinum
      And 3 Rome CUs are in Casilinum
      And Fabius has 2 MP
      When Carthage moves Fabius's army with 3 CUs
      Then the action is refused by the contract as out-of-place
      And Fabius is in Casilinum
      And Casilinum holds 3 Rome CUs
      And the pending decision is "activation" for Carthage

    Scenario: An army sets out with no more CU than stand in the field with its general
      Given Carthage's Hannibal is in Casilinum
      And 4 Carthage CUs are in Casilinum
      And Hannibal has 2 MP
      Then "move_army" is a legal action
      When Carthage moves Hannibal's army with 5 CUs
      Then the action is refused by the contract as malformed-action
      And Casilinum holds 4 Carthage CUs
      And the pending decision is "activation" for Carthage

    Scenario: An army does not set out with a negative number of CU
      Given Carthage's Hannibal is in Casilinum
      And 4 Carthage CUs are in Casilinum
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with -1 CUs
      Then the action is refused by the contract as malformed-action
      And Casilinum holds 4 Carthage CUs
      And the pending decision is "activation" for Carthage

    Scenario: Only a general standing with the commander goes along with his army
      Given Carthage's Hannibal is in Casilinum
      And 4 Carthage CUs are in Casilinum
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs joined by Mago
      Then the action is refused by the contract as malformed-action
      And Hannibal is in Casilinum
      And the pending decision is "activation" for Carthage

    Scenario: A general named twice among those going along makes the move malformed
      Given Carthage's Hannibal is in Casilinum
      And Carthage's Mago is in Casilinum
      And 4 Carthage CUs are in Casilinum
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs joined by Mago and Mago
      Then the action is refused by the contract as malformed-action
      And Mago is in Casilinum
      And the pending decision is "activation" for Carthage

  @siege-2
  Rule: a subordinate may split off with 3 CU, 5 out of a consul's army, to besiege

    @siege-2.if.subordinate @siege-2.if.enough-cu @siege-2.in.army-moves-on @siege-4 @siege-4.in.detached-roll @siege-8 @siege-8.in.detachment-stays
    Scenario: Mago splits off with 3 CU and the army moves on
      Given Carthage's Hannibal is in Beneventum
      And Carthage's Mago is in Beneventum
      And 8 Carthage CUs are in Beneventum
      And Hannibal has 3 MP
      When Carthage moves Hannibal's army with 8 CUs joined by Mago
      And the army moves to Capua
      And the army detaches Mago with 3 CUs to besiege
      Then the pending decision is "siege_outcome" for referee
      When the referee rules that the siege roll succeeds
      Then Capua has 1 siege point
      And the army may keep moving
      And the army is in Capua with 5 CUs and 2 MP left
      When the army moves to Casilinum
      Then Mago is in Capua
      And Capua holds 3 Carthage CUs
      And Capua has 1 siege point
      And no "siege_lifted" event happened

    @siege-2.unless.enough-cu
    Scenario: Mago may not split off with 2 CU
      Given Carthage's Hannibal is in Beneventum
      And Carthage's Mago is in Beneventum
      And 8 Carthage CUs are in Beneventum
      And Hannibal has 3 MP
      When Carthage moves Hannibal's army with 8 CUs joined by Mago
      And the army moves to Capua
      And the army detaches Mago with 2 CUs to besiege
      Then the action is refused citing rule siege-2
      And the army is in Capua with 8 CUs and 2 MP left

    @siege-2.unless.subordinate
    Scenario: The commander is not a subordinate who may split off
      Given Carthage's Hannibal is in Beneventum
      And Carthage's Mago is in Beneventum
      And 8 Carthage CUs are in Beneventum
      And Hannibal has 3 MP
      When Carthage moves Hannibal's army with 8 CUs joined by Mago
      And the army moves to Capua
      And the army detaches Hannibal with 3 CUs to besiege
      Then the action is refused citing rule siege-2
      And the army is in Capua with 8 CUs and 2 MP left

    Scenario: A general outside the army may not split off from it
      Given Carthage's Hannibal is in Beneventum
      And 8 Carthage CUs are in Beneventum
      And Carthage's Mago is in Arpi
      And Hannibal has 3 MP
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Capua
      And the army detaches Mago with 3 CUs to besiege
      Then the action is refused citing rule siege-2 or by the contract as out-of-place
      And Mago is in Arpi

    Scenario: Mago may not take more CU than the army has
      Given Carthage's Hannibal is in Beneventum
      And Carthage's Mago is in Beneventum
      And 8 Carthage CUs are in Beneventum
      And Hannibal has 3 MP
      When Carthage moves Hannibal's army with 8 CUs joined by Mago
      And the army moves to Capua
      And the army detaches Mago with 9 CUs to besiege
      Then the action is refused citing rule siege-2 or by the contract as malformed-action
      And the army is in Capua with 8 CUs and 2 MP left

    @siege-4
    Scenario: Mago may take every CU the army has
      Given Carthage's Hannibal is in Beneventum
      And Carthage's Mago is in Beneventum
      And 8 Carthage CUs are in Beneventum
      And Hannibal has 3 MP
      When Carthage moves Hannibal's army with 8 CUs joined by Mago
      And the army moves to Capua
      And the army detaches Mago with 8 CUs to besiege
      Then the pending decision is "siege_outcome" for referee
      And the army is in Capua with 0 CUs and 2 MP left
      And a "detached" event happened with general Mago, cu 8, space Capua

    @siege-2.in.later-space @siege-4
    Scenario: Mago splits off in the second space of the army's move
      Given Carthage's Hannibal is in Arpi
      And Carthage's Mago is in Arpi
      And 8 Carthage CUs are in Arpi
      And Hannibal has 3 MP
      When Carthage moves Hannibal's army with 8 CUs joined by Mago
      And the army moves to Beneventum
      And the army moves to Capua
      Then "detach_to_besiege" is a legal action
      When the army detaches Mago with 3 CUs to besiege
      Then the pending decision is "siege_outcome" for referee
      And the army is in Capua with 5 CUs and 1 MP left
      And Mago is in Capua

    @siege-2.in.no-walled-city
    Scenario: Mago may not split off where there is no enemy walled city
      Given Carthage's Hannibal is in Arpi
      And Carthage's Mago is in Arpi
      And 8 Carthage CUs are in Arpi
      And Hannibal has 3 MP
      When Carthage moves Hannibal's army with 8 CUs joined by Mago
      And the army moves to Beneventum
      And the army detaches Mago with 3 CUs to besiege
      Then the action is refused citing rule siege-1 or rule siege-2
      And the army is in Beneventum with 8 CUs and 2 MP left

  @siege-2 @siege-2-consular
  Rule: out of a consul's army the subordinate takes 5 CU, or the consul keeps 5 (erratum)

    Background:
      Given Hannibal on the partial map, Rome active
      And Luceria has a Carthage PC
      And Rome's Varro is in Arpi
      And Rome's Paullus is in Arpi
      And Varro has 2 MP

    @siege-2.if.consular @siege-2.in.detached
    Scenario: Paullus may not take 4 CU out of Varro's consular army
      Given the "detached" reading of erratum siege-2-consular
      And 10 Rome CUs are in Arpi
      When Rome moves Varro's army with 10 CUs joined by Paullus
      And the army moves to Luceria
      And the army detaches Paullus with 4 CUs to besiege
      Then the action is refused citing rule siege-2
      And the army is in Luceria with 10 CUs and 1 MP left

    @siege-2.unless.consular @siege-4
    Scenario: Paullus takes 4 CU out of Scipio's army, which is no consul's
      Given the "detached" reading of erratum siege-2-consular
      And Rome's Scipio is in Arpi
      And 10 Rome CUs are in Arpi
      And Scipio has 2 MP
      When Rome moves Scipio's army with 10 CUs joined by Paullus
      And the army moves to Luceria
      And the army detaches Paullus with 4 CUs to besiege
      Then the pending decision is "siege_outcome" for referee
      And the army is in Luceria with 6 CUs and 1 MP left

    @siege-2.in.detached @siege-4
    Scenario: Paullus takes 5 CU out of Varro's consular army
      Given the "detached" reading of erratum siege-2-consular
      And 10 Rome CUs are in Arpi
      When Rome moves Varro's army with 10 CUs joined by Paullus
      And the army moves to Luceria
      And the army detaches Paullus with 5 CUs to besiege
      Then the pending decision is "siege_outcome" for referee
      And the army is in Luceria with 5 CUs and 1 MP left

    @siege-2.in.left-with-consul @siege-4
    Scenario: Under the left-with-consul reading Paullus may take 4 CU
      Given the "left-with-consul" reading of erratum siege-2-consular
      And 10 Rome CUs are in Arpi
      When Rome moves Varro's army with 10 CUs joined by Paullus
      And the army moves to Luceria
      And the army detaches Paullus with 4 CUs to besiege
      Then the pending decision is "siege_outcome" for referee
      And the army is in Luceria with 6 CUs and 1 MP left

    @siege-2.in.left-with-consul
    Scenario: Under the left-with-consul reading Varro must keep 5 CU
      Given the "left-with-consul" reading of erratum siege-2-consular
      And 7 Rome CUs are in Arpi
      When Rome moves Varro's army with 7 CUs joined by Paullus
      And the army moves to Luceria
      And the army detaches Paullus with 3 CUs to besiege
      Then the action is refused citing rule siege-2
      And the army is in Luceria with 7 CUs and 1 MP left

    @siege-2.in.left-with-consul @siege-4
    Scenario: Under the left-with-consul reading Varro may keep exactly 5 CU
      Given the "left-with-consul" reading of erratum siege-2-consular
      And 8 Rome CUs are in Arpi
      When Rome moves Varro's army with 8 CUs joined by Paullus
      And the army moves to Luceria
      And the army detaches Paullus with 3 CUs to besiege
      Then the pending decision is "siege_outcome" for referee
      And the army is in Luceria with 5 CUs and 1 MP left

    @siege-2.in.left-with-consul
    Scenario: Under the left-with-consul reading Paullus may not take 2 CU
      Given the "left-with-consul" reading of erratum siege-2-consular
      And 10 Rome CUs are in Arpi
      When Rome moves Varro's army with 10 CUs joined by Paullus
      And the army moves to Luceria
      And the army detaches Paullus with 2 CUs to besiege
      Then the action is refused citing rule siege-2
      And the army is in Luceria with 10 CUs and 1 MP left

    Scenario: A position that leaves the erratum out puts the five CU on the subordinate, so Paullus may not take 4 CU out of Varro's consular army
      Given the default reading of erratum siege-2-consular, left out of the position
      And 10 Rome CUs are in Arpi
      When Rome moves Varro's army with 10 CUs joined by Paullus
      And the army moves to Luceria
      And the army detaches Paullus with 4 CUs to besiege
      Then the action is refused citing rule siege-2
      And the army is in Luceria with 10 CUs and 1 MP left

  @siege-3
  Rule: one siege roll per walled city per strategy card

    @siege-3.if.rolled-this-card
    Scenario: Capua has already had its roll with this card
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Capua has already had a siege roll with this card
      Then "siege_roll" is not a legal action
      When Carthage makes a siege roll with Hannibal
      Then the action is refused citing rule siege-3
      And the pending decision is "activation" for Carthage

    @siege-3.unless.rolled-this-card @siege-4
    Scenario: Capua has had no roll with this card yet
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Luceria has already had a siege roll with this card
      Then "siege_roll" is a legal action
      When Carthage makes a siege roll with Hannibal
      Then the pending decision is "siege_outcome" for referee

    @siege-3.in.second-general @siege-4
    Scenario: A second general may not roll against the same city
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And Carthage's Mago is in Capua
      And 4 Carthage CUs are in Capua
      When Carthage makes a siege roll with Hannibal
      And the referee rules that the siege roll fails
      Then "siege_roll" is not a legal action
      When Carthage makes a siege roll with Mago
      Then the action is refused citing rule siege-3
      And Capua has no siege points

    @siege-3.in.detached-roll @siege-4
    Scenario: After Mago split off and rolled against Capua, Hannibal may not roll there too
      Given Carthage's Hannibal is in Beneventum
      And Carthage's Mago is in Beneventum
      And 8 Carthage CUs are in Beneventum
      And Hannibal has 3 MP
      When Carthage moves Hannibal's army with 8 CUs joined by Mago
      And the army moves to Capua
      And the army detaches Mago with 3 CUs to besiege
      And the referee rules that the siege roll fails
      And the army ends its movement
      Then "siege_roll" is not a legal action
      When Carthage makes a siege roll with Hannibal
      Then the action is refused citing rule siege-3
      And Capua has no siege points

    @siege-3.in.other-city @siege-4
    Scenario: After a roll against Capua, Mago may still roll against Luceria
      Given the "active-player" reading of erratum siege-1-active-general
      And Luceria has a Rome PC
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      And Carthage's Mago is in Luceria
      And 3 Carthage CUs are in Luceria
      When Carthage makes a siege roll with Hannibal
      And the referee rules that the siege roll fails
      And Carthage makes a siege roll with Mago
      Then the pending decision is "siege_outcome" for referee
      And a "siege_roll" event happened with space Luceria, general Mago

  @siege-4
  Rule: a successful siege roll adds a siege point

    @siege-4.if.success
    Scenario: A success puts a siege point on Capua
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      When Carthage makes a siege roll with Hannibal
      And the referee rules that the siege roll succeeds
      Then Capua has 1 siege point
      And Capua has a Rome PC
      And a "siege_point" event happened with space Capua, points 1

    @siege-4.unless.success
    Scenario: A failure adds no siege point
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      When Carthage makes a siege roll with Hannibal
      And the referee rules that the siege roll fails
      Then Capua has no siege points
      And a "siege_failed" event happened with space Capua
      And no "siege_point" event happened

    @siege-4.in.second-point @siege-5 @siege-5.unless.third-point
    Scenario: The second point does not take Capua
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      And Capua has 1 siege point
      When Carthage makes a siege roll with Hannibal
      And the referee rules that the siege roll succeeds
      Then Capua has 2 siege points
      And Capua has a Rome PC
      And Capua holds 2 Rome CUs inside the walls

  @siege-5 @walled-1
  Rule: three siege points take the city and destroy the CU inside

    @siege-5.if.third-point @walled-1.in.taken-by-siege @siege-4
    Scenario: The third point takes Capua
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      And Capua has 2 siege points
      When Carthage makes a siege roll with Hannibal
      Then a "siege_roll" event happened with space Capua, general Hannibal
      When the referee rules that the siege roll succeeds
      Then Capua has a Carthage PC
      And Capua holds no Rome CU
      And Capua has no siege points
      And a "siege_point" event happened with space Capua, points 3
      And a "city_taken" event happened with space Capua, by Carthage, cu_destroyed 2
      And Capua holds 3 Carthage CUs

    @siege-5.in.field-cu @siege-4
    Scenario: Roman CU in the field beside Capua are not destroyed with those inside
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      And 1 Rome CU is in Capua
      And Capua has 2 siege points
      When Carthage makes a siege roll with Hannibal
      And the referee rules that the siege roll succeeds
      Then a "city_taken" event happened with space Capua, by Carthage, cu_destroyed 2
      And Capua holds no Rome CUs inside the walls
      And Capua holds 1 Rome CU

    @siege-5.in.detached-roll @siege-4
    Scenario: Mago's roll as he splits off brings Capua's third point
      Given Carthage's Hannibal is in Beneventum
      And Carthage's Mago is in Beneventum
      And 8 Carthage CUs are in Beneventum
      And Hannibal has 3 MP
      And Capua has 2 siege points
      When Carthage moves Hannibal's army with 8 CUs joined by Mago
      And the army moves to Capua
      And the army detaches Mago with 3 CUs to besiege
      And the referee rules that the siege roll succeeds
      Then Capua has a Carthage PC
      And Capua holds no Rome CUs inside the walls
      And the army may keep moving

    @siege-5.in.rome-takes @siege-4
    Scenario: Rome's third point takes Carthaginian Luceria
      Given the "active-player" reading of erratum siege-1-active-general
      And Hannibal on the partial map, Rome active
      And Luceria has a Carthage PC
      And 2 Carthage CUs are inside the walls of Luceria
      And Luceria has 2 siege points
      And Rome's Marcellus is in Luceria
      And 3 Rome CUs are in Luceria
      When Rome makes a siege roll with Marcellus
      And the referee rules that the siege roll succeeds
      Then Luceria has a Rome PC
      And Luceria holds no Carthage CU
      And a "city_taken" event happened with space Luceria, by Rome, cu_destroyed 2

  @siege-6
  Rule: a besieged army led by a general may sortie

    @siege-6.if.general @siege-6.if.enemy-present @siege-6.in.own-card @siege-7 @siege-7.if.has-point
    Scenario: Fabius sorties from besieged Capua
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Rome's Fabius is inside the walls of Capua
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      Then "sortie" is a legal action
      When Rome sorties with Fabius
      Then a battle is due in Capua
      And Fabius joins the battle in Capua by a sortie
      And a "sortie" event happened with general Fabius, space Capua
      And a "battle_due" event happened with space Capua, cause sortie, attacker Rome, sortie Fabius

    @siege-6.unless.general
    Scenario: CU inside without a general may not sortie
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      Then "sortie" is not a legal action
      When Rome sorties from Capua without a general
      Then the action is refused citing rule siege-6
      And no battle is due
      And Capua holds 2 Rome CUs inside the walls

    @siege-6.unless.enemy-present
    Scenario: Fabius may not sortie when no enemy stands before Capua
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Rome's Fabius is inside the walls of Capua
      Then "sortie" is not a legal action
      When Rome sorties with Fabius
      Then the action is refused citing rule siege-6
      And no battle is due

    Scenario: CU in the field are not CU inside the walls that could sortie
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And 2 Rome CUs are in Casilinum
      When Rome sorties from Casilinum without a general
      Then the action is refused by the contract as out-of-place
      When Rome sorties from Capua without a general
      Then the action is refused citing rule siege-6
      And no battle is due

    @siege-6.in.general-outside
    Scenario: A general outside the walls may not sortie
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Rome's Marcellus is in Casilinum
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      When Rome sorties with Marcellus
      Then the action is refused citing rule siege-6
      And no battle is due

    Scenario: Rome may not sortie with a Carthaginian general besieged in Luceria
      Given Hannibal on the partial map, Rome active
      And Luceria has a Carthage PC
      And Luceria has 1 siege point
      And Carthage's Hanno is inside the walls of Luceria
      And Rome's Varro is in Luceria
      And 3 Rome CUs are in Luceria
      When Rome sorties with Hanno
      Then the action is refused citing rule siege-6 or by the contract as out-of-place
      And no battle is due

    Scenario: A general who is not on the map may not sortie
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      When Rome sorties with Fabius
      Then the action is refused citing rule siege-6 or by the contract as malformed-action
      And no battle is due

    Scenario: No CU sortie from a space the map lacks
      When Carthage sorties from Atlantis without a general
      Then the action is refused citing rule siege-6 or by the contract as malformed-action
      And no battle is due
      And the pending decision is "activation" for Carthage

    @avoid-1
    Scenario: CU inside without a general are not offered to join Marcellus's attack
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Rome's Marcellus is in Casilinum
      And 5 Rome CUs are in Casilinum
      And Marcellus has 2 MP
      When Rome moves Marcellus's army with 5 CUs
      And the army moves to Capua
      And Carthage accepts battle
      Then a battle is due in Capua
      And the pending decision is "activation" for Rome

    @siege-6.in.friendly-attack @avoid-1
    Scenario: Fabius sorties to join Marcellus's attack on the besiegers
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Rome's Fabius is inside the walls of Capua
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Rome's Marcellus is in Casilinum
      And 5 Rome CUs are in Casilinum
      And Marcellus has 2 MP
      When Rome moves Marcellus's army with 5 CUs
      And the army moves to Capua
      And Carthage accepts battle
      Then the pending decision is "sortie_offer" for Rome
      When Rome joins the battle by a sortie with Fabius
      Then Fabius joins the battle in Capua by a sortie
      And a "sortie" event happened with general Fabius, space Capua
      And a "battle_due" event happened with space Capua, cause battle accepted, attacker Rome
      And a "movement_over" event happened with commander Marcellus, space Capua, reason battle

    @siege-6.in.after-failed-avoid @avoid-1
    Scenario: Hannibal fails to avoid Marcellus and Fabius may sortie to join the battle
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Rome's Fabius is inside the walls of Capua
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Rome's Marcellus is in Casilinum
      And 5 Rome CUs are in Casilinum
      And Marcellus has 2 MP
      And the dice will roll 6
      When Rome moves Marcellus's army with 5 CUs
      And the army moves to Capua
      And Carthage avoids battle to Beneventum with Hannibal and 4 CUs
      Then the avoid roll fails
      And the pending decision is "sortie_offer" for Rome
      When Rome joins the battle by a sortie with Fabius
      Then Fabius joins the battle in Capua by a sortie

    @siege-6.in.besiegers-avoided @siege-8 @siege-8.in.avoid @siege-7 @siege-7.in.lifted @avoid-1 @pursuit-1
    Scenario: Hannibal avoids Marcellus: no attack for Fabius to join, and the siege of Capua lifts
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Rome's Fabius is inside the walls of Capua
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Rome's Marcellus is in Casilinum
      And 5 Rome CUs are in Casilinum
      And Marcellus has 2 MP
      And the dice will roll 2
      When Rome moves Marcellus's army with 5 CUs
      And the army moves to Capua
      And Carthage avoids battle to Beneventum with Hannibal and 4 CUs
      Then the avoid roll succeeds
      And no battle is due
      And the pending decision is "pursuit" for Rome
      And Capua has no siege points
      And Capua is not besieged
      And a "siege_lifted" event happened with space Capua, points_removed 1

    @avoid-1
    Scenario: Fabius may stay inside while Marcellus attacks
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Rome's Fabius is inside the walls of Capua
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Rome's Marcellus is in Casilinum
      And 5 Rome CUs are in Casilinum
      And Marcellus has 2 MP
      When Rome moves Marcellus's army with 5 CUs
      And the army moves to Capua
      And Carthage accepts battle
      And Rome keeps the besieged inside
      Then a battle is due in Capua
      And Fabius is inside the walls of Capua
      And the pending decision is "activation" for Rome

    @avoid-1
    Scenario: Marcellus, who came from the field, may not join by a sortie
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Rome's Fabius is inside the walls of Capua
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Rome's Marcellus is in Casilinum
      And 5 Rome CUs are in Casilinum
      And Marcellus has 2 MP
      When Rome moves Marcellus's army with 5 CUs
      And the army moves to Capua
      And Carthage accepts battle
      And Rome joins the battle by a sortie with Marcellus
      Then the action is refused citing rule siege-6 or by the contract as out-of-place
      And the pending decision is "sortie_offer" for Rome

    @avoid-1
    Scenario: Varro, besieged in Luceria, may not join the battle at Capua by a sortie
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Rome's Fabius is inside the walls of Capua
      And Luceria has a Rome PC
      And Luceria has 1 siege point
      And Rome's Varro is inside the walls of Luceria
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Rome's Marcellus is in Casilinum
      And 5 Rome CUs are in Casilinum
      And Marcellus has 2 MP
      When Rome moves Marcellus's army with 5 CUs
      And the army moves to Capua
      And Carthage accepts battle
      Then the pending decision is "sortie_offer" for Rome
      When Rome joins the battle by a sortie with Varro
      Then the action is refused citing rule siege-6 or by the contract as out-of-place
      And Varro is inside the walls of Luceria

    @avoid-1
    Scenario: A general who is not on the map may not join by a sortie
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Rome's Fabius is inside the walls of Capua
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Rome's Marcellus is in Casilinum
      And 5 Rome CUs are in Casilinum
      And Marcellus has 2 MP
      When Rome moves Marcellus's army with 5 CUs
      And the army moves to Capua
      And Carthage accepts battle
      And Rome joins the battle by a sortie with Scipio
      Then the action is refused citing rule siege-6 or by the contract as malformed-action
      And the pending decision is "sortie_offer" for Rome

    @avoid-1
    Scenario: The sortie offer is answered by a sortie or by staying inside
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 1 siege point
      And Rome's Fabius is inside the walls of Capua
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Rome's Marcellus is in Casilinum
      And 5 Rome CUs are in Casilinum
      And Marcellus has 2 MP
      When Rome moves Marcellus's army with 5 CUs
      And the army moves to Capua
      And Carthage accepts battle
      And Rome sorties with Fabius
      Then the action is refused by the contract as out-of-place
      And the pending decision is "sortie_offer" for Rome

  @siege-7
  Rule: a city is besieged only from its first siege point

    @siege-7.in.first-point @siege-4
    Scenario: Capua becomes besieged with its first point
      Given the "active-player" reading of erratum siege-1-active-general
      And Carthage's Hannibal is in Capua
      And 3 Carthage CUs are in Capua
      Then Capua is not besieged
      When Carthage makes a siege roll with Hannibal
      And the referee rules that the siege roll succeeds
      Then Capua is besieged

    @siege-7.unless.has-point
    Scenario: Without a siege point Fabius may not sortie
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Rome's Fabius is inside the walls of Capua
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      Then "sortie" is not a legal action
      When Rome sorties with Fabius
      Then the action is refused citing rule siege-7
      And no battle is due

    @siege-7.in.sortie-offer @avoid-1
    Scenario: Without a siege point Fabius is not offered to join the battle
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Rome's Fabius is inside the walls of Capua
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Rome's Marcellus is in Casilinum
      And 5 Rome CUs are in Casilinum
      And Marcellus has 2 MP
      When Rome moves Marcellus's army with 5 CUs
      And the army moves to Capua
      And Carthage accepts battle
      Then a battle is due in Capua
      And the pending decision is "activation" for Rome

  @siege-8
  Rule: the siege lifts when the besieging army leaves

    @siege-8.if.army-left @siege-8.in.move @siege-7 @siege-7.in.lifted
    Scenario: Hannibal marches away and the siege points come off
      Given Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Capua has 2 siege points
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs
      And the army moves to Casilinum
      Then Capua has no siege points
      And Capua is not besieged
      And a "siege_lifted" event happened with space Capua, points_removed 2

    @siege-8.unless.army-left
    Scenario: Hannibal sets out but stays in Capua and the siege holds
      Given Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Capua has 2 siege points
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs
      And the army ends its movement
      Then Capua has 2 siege points
      And Capua is besieged
      And no "siege_lifted" event happened

    @siege-8.in.interception @intercept-1
    Scenario: Hannibal goes out of Capua to intercept and the siege lifts
      Given Hannibal on the partial map, Rome active
      And Capua has a Rome PC
      And Capua has 2 siege points
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Rome's Marcellus is in Praeneste
      And 3 Rome CUs are in Praeneste
      And Marcellus has 2 MP
      And the dice will roll 2
      When Rome moves Marcellus's army with 3 CUs
      And the army moves to Casilinum
      And Carthage intercepts with Hannibal and 4 CUs
      Then the interception roll succeeds
      And Hannibal is in Casilinum
      And Capua has no siege points
      And a "siege_lifted" event happened with space Capua, points_removed 2

    @siege-8.in.cu-hold @siege-8-left-behind
    Scenario: Under the "cu-hold" reading the siege holds while besiegers stay behind
      Given the "cu-hold" reading of erratum siege-8-left-behind
      And Carthage's Hannibal is in Capua
      And 7 Carthage CUs are in Capua
      And Capua has 2 siege points
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs
      And the army moves to Casilinum
      Then Capua has 2 siege points
      And no "siege_lifted" event happened

    @siege-8.in.cu-hold @siege-8-left-behind
    Scenario: Under the "cu-hold" reading 1 CU left behind keeps the siege
      Given the "cu-hold" reading of erratum siege-8-left-behind
      And Carthage's Hannibal is in Capua
      And 5 Carthage CUs are in Capua
      And Capua has 2 siege points
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs
      And the army moves to Casilinum
      Then Capua has 2 siege points
      And no "siege_lifted" event happened

    @siege-8.in.cu-hold @siege-8-left-behind @siege-8.if.army-left
    Scenario: Under the "cu-hold" reading the siege lifts when every CU leaves with Hannibal
      Given the "cu-hold" reading of erratum siege-8-left-behind
      And Carthage's Hannibal is in Capua
      And 4 Carthage CUs are in Capua
      And Capua has 2 siege points
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs
      And the army moves to Casilinum
      Then Capua has no siege points
      And a "siege_lifted" event happened with space Capua, points_removed 2

    @siege-8.in.general-needed @siege-8-left-behind
    Scenario: Under the "general-needed" reading CU left without a general do not keep the siege
      Given the "general-needed" reading of erratum siege-8-left-behind
      And Carthage's Hannibal is in Capua
      And 7 Carthage CUs are in Capua
      And Capua has 2 siege points
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs
      And the army moves to Casilinum
      Then Capua has no siege points
      And Capua holds 3 Carthage CUs
      And a "siege_lifted" event happened

    @siege-8-left-behind
    Scenario: A position that leaves the erratum out needs a general for the siege, so CU left without one do not keep it
      Given the default reading of erratum siege-8-left-behind, left out of the position
      And Carthage's Hannibal is in Capua
      And 7 Carthage CUs are in Capua
      And Capua has 2 siege points
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs
      And the army moves to Casilinum
      Then Capua has no siege points
      And a "siege_lifted" event happened

    @siege-8.in.general-needed @siege-8-left-behind
    Scenario: Under the "general-needed" reading Mago left with CU keeps the siege
      Given the "general-needed" reading of erratum siege-8-left-behind
      And Carthage's Hannibal is in Capua
      And Carthage's Mago is in Capua
      And 7 Carthage CUs are in Capua
      And Capua has 2 siege points
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs
      And the army moves to Casilinum
      Then Capua has 2 siege points
      And Mago is in Capua
      And no "siege_lifted" event happened

    @siege-8.in.general-needed @siege-8-left-behind
    Scenario: Under the "general-needed" reading Mago left with 1 CU keeps the siege
      Given the "general-needed" reading of erratum siege-8-left-behind
      And Carthage's Hannibal is in Capua
      And Carthage's Mago is in Capua
      And 5 Carthage CUs are in Capua
      And Capua has 2 siege points
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs
      And the army moves to Casilinum
      Then Capua has 2 siege points
      And no "siege_lifted" event happened

    @siege-8.in.general-needed @siege-8-left-behind
    Scenario: Under the "general-needed" reading Mago left without CU does not keep the siege
      Given the "general-needed" reading of erratum siege-8-left-behind
      And Carthage's Hannibal is in Capua
      And Carthage's Mago is in Capua
      And 4 Carthage CUs are in Capua
      And Capua has 2 siege points
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs
      And the army moves to Casilinum
      Then Capua has no siege points
      And a "siege_lifted" event happened

    @siege-8.in.rome-besieging
    Scenario: A Roman army leaving besieged Luceria lifts its siege too
      Given Hannibal on the partial map, Rome active
      And Luceria has a Carthage PC
      And Luceria has 1 siege point
      And Rome's Varro is in Luceria
      And 3 Rome CUs are in Luceria
      And Varro has 2 MP
      When Rome moves Varro's army with 3 CUs
      And the army moves to Beneventum
      Then Luceria has no siege points
      And a "siege_lifted" event happened with space Luceria, points_removed 1

    @siege-8.in.not-besieged
    Scenario: An army passing a walled city it does not besiege lifts nothing
      Given Carthage's Hannibal is in Beneventum
      And 4 Carthage CUs are in Beneventum
      And Hannibal has 2 MP
      When Carthage moves Hannibal's army with 4 CUs
      And the army moves to Capua
      And the army moves to Casilinum
      Then the action's events are:
        | event                                                              |
        | {"type": "moved", "from": "Capua", "to": "Casilinum", "mp_left": 0} |
      And no "siege_lifted" event happened
