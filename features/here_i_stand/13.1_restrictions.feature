@here_i_stand
Feature: 13.1 Land movement restrictions
  Who may set out, and into which spaces an army may go: by the space's
  controller, and by the other powers' land units standing there. Battles,
  sieges and interception rolls are outside the excerpt. Where several powers
  answer one step, the excerpt fixes no order among them: the scenarios take
  their answers in whatever order they are asked.

  Background:
    Given Here I Stand on the partial map, France's impulse with 4 CP
    And France is at war with Hapsburgs
    And Francis I is in Paris
    And 3 France units are in Paris

  @13.1-restriction-a
  Rule: every piece of the army sets out from one space and travels as one army

    @13.1-restriction-a.unless.leaders-in-its-space @13.1-restriction-a.in.army-with-leaders
    Scenario: A leader in another space cannot join the army
      Given Montmorency is in Orleans
      When France moves 3 units with Francis I and Montmorency from Paris to Dijon
      Then the action is refused citing rule 13.1-restriction-a
      And Montmorency is in Orleans
      And Francis I is in Paris
      And Paris holds 3 France units
      And France has 4 CP left
      And the pending decision is "impulse" for France

    @13.1-restriction-a.if.leaders-in-its-space @13.1-restriction-a.in.army-with-leaders
    Scenario: A leader in the army's space sets out with it
      Given Montmorency is in Paris
      When France moves 3 units with Francis I and Montmorency from Paris to Dijon
      Then Dijon holds 3 France units
      And Francis I is in Dijon
      And Montmorency is in Dijon
      And Paris holds no France units
      And France has 3 CP left

    @13.1-restriction-a.unless.leaders-in-its-space @13.1-restriction-a.in.leaders-alone
    Scenario: Leaders alone in two spaces cannot set out as one army
      Given Montmorency is in Orleans
      Then moving Francis I and Montmorency alone from Paris to Lyon is not a legal action
      When France moves Francis I and Montmorency alone from Paris to Lyon
      Then the action is refused citing rule 13.1-restriction-a
      And Francis I is in Paris
      And Montmorency is in Orleans
      And France has 4 CP left

    @13.1-restriction-a.if.leaders-in-its-space @13.1-restriction-a.in.leaders-alone
    @13.1-restriction-f @13.1-restriction-f.in.several-leaders
    Scenario: Two leaders alone set out together from one space
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      And Montmorency is in Paris
      When France moves Francis I and Montmorency alone from Paris to Lyon
      Then Francis I is in Lyon
      And Montmorency is in Lyon
      And Paris holds 3 France units
      And France has 3 CP left
      And the move is complete

    @13.1-restriction-a.unless.units-in-its-space
    Scenario: Units from another space cannot join the army
      Given 2 France units are in Orleans
      Then moving 3 units from Paris to Dijon is a legal action
      And moving 4 units from Paris to Dijon is not a legal action
      When France moves 5 units from Paris to Dijon
      Then the action is refused citing rule 13.1-restriction-a or by the contract as malformed-action
      And Paris holds 3 France units
      And Orleans holds 2 France units
      And Dijon holds no France units

    @13.1-restriction-a.if.units-in-its-space
    Scenario: Every unit in the open in the army's space may set out
      Given 2 France units are in Orleans
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And Paris holds no France units
      And Orleans holds 2 France units

    @13.1-restriction-a.in.part-of-a-stack
    Scenario: The declared army arrives together and the rest stays behind
      Given Montmorency is in Paris
      When France moves 2 units with Francis I from Paris to Dijon
      Then Dijon holds 2 France units
      And Paris holds 1 France unit
      And Francis I is in Dijon
      And Montmorency is in Paris
      And the move is complete
      And the pending decision is "impulse" for France

  @13.1-restriction-b
  Rule: own and independent spaces are always open, other powers' only by war or alliance

    @13.1-restriction-b.if.own-control
    Scenario: An army may enter a space of its own power
      Given Dijon is controlled by France
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And France has 3 CP left

    @13.1-restriction-b.if.independent
    Scenario: An army may enter an independent space
      Given Dijon is controlled by Independent
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And the move is complete

    @13.1-restriction-b.unless.own-control @13.1-restriction-b.unless.independent
    @13.1-restriction-b-2 @13.1-restriction-b-2.unless.allied
    Scenario: A space of a power neither at war nor allied is closed
      Given Dijon is controlled by England
      Then moving 3 units from Paris to Dijon is not a legal action
      When France moves 3 units from Paris to Dijon
      Then the action is refused citing rule 13.1-restriction-b
      And Paris holds 3 France units
      And Dijon holds no France units
      And France has 4 CP left

    @13.1-restriction-b.in.leaders-alone
    Scenario: Leaders alone may not end their move in a space of a power neither at war nor allied
      Given Dijon is controlled by England
      Then moving Francis I alone from Paris to Dijon is not a legal action
      When France moves Francis I alone from Paris to Dijon
      Then the action is refused citing rule 13.1-restriction-b
      And Francis I is in Paris
      And France has 4 CP left

  @13.1-restriction-b-1
  Rule: a space of a power at war is open

    @13.1-restriction-b-1.if.at-war
    Scenario: An army may enter a space of a power it is at war with
      Given France is at war with Ottomans
      And Dijon is controlled by Ottomans
      When France moves 3 units with Francis I from Paris to Dijon
      Then Dijon holds 3 France units
      And Francis I is in Dijon
      And the move is complete

    @13.1-restriction-b-1.unless.at-war @13.1-restriction-b
    Scenario: A space of a power the army is not at war with stays closed
      Given Dijon is controlled by Ottomans
      Then moving 3 units with Francis I from Paris to Dijon is not a legal action
      When France moves 3 units with Francis I from Paris to Dijon
      Then the action is refused citing rule 13.1-restriction-b
      And Paris holds 3 France units
      And Francis I is in Paris
      And France has 4 CP left

    @13.1-restriction-b-1.in.fortified
    Scenario: An army may enter an empty fortress of the power it is at war with
      Given Metz is controlled by Hapsburgs
      When France moves 3 units with Francis I from Paris to Metz
      Then Metz holds 3 France units
      And Francis I is in Metz
      And no field battle is due
      And the move is complete

    @13.1-restriction-b-1.in.enemy-units-neutral-control @13.1-restriction-b
    Scenario: Enemy units in a space of a power neither at war nor allied do not open it
      Given Dijon is controlled by England
      And 2 Hapsburgs units are in Dijon
      Then moving 3 units from Paris to Dijon is not a legal action
      When France moves 3 units from Paris to Dijon
      Then the action is refused citing rule 13.1-restriction-b
      And Paris holds 3 France units
      And Dijon holds 2 Hapsburgs units
      And France has 4 CP left

  @13.1-restriction-b-2
  Rule: an ally's space is open

    @13.1-restriction-b-2.if.allied @13.1-restriction-b-2.in.empty
    Scenario: An army may enter a space of an ally
      Given France is allied with England
      And Dijon is controlled by England
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And the move is complete

    @13.1-restriction-b-2.in.leaders-alone
    Scenario: Leaders alone may end their move in an ally's space
      Given France is allied with England
      And Dijon is controlled by England
      When France moves Francis I alone from Paris to Dijon
      Then Francis I is in Dijon
      And Paris holds 3 France units
      And France has 3 CP left

  @13.1-restriction-c
  Rule: a space with other powers' land units is open only in the four cases

    @13.1-restriction-c.if.units-there
    @13.1-restriction-c-1 @13.1-restriction-c-1.unless.all-allies
    @13.1-restriction-c-2 @13.1-restriction-c-2.unless.all-enemies
    @13.1-restriction-c-neutral @13.1-restriction-c-neutral.unless.neutral
    Scenario: Allied and enemy units together bar the way
      Given France is allied with England
      And 2 England units are in Dijon
      And 2 Hapsburgs units are in Dijon
      Then moving 3 units from Paris to Dijon is not a legal action
      When France moves 3 units from Paris to Dijon
      Then the action is refused citing rule 13.1-restriction-c
      And Paris holds 3 France units
      And Dijon holds no France units
      And France has 4 CP left

    @13.1-restriction-c.if.units-there
    @13.1-restriction-c-1 @13.1-restriction-c-1.unless.all-allies
    @13.1-restriction-c-2 @13.1-restriction-c-2.unless.all-enemies
    Scenario: Enemy units beside an ally's bar the way, whichever power is named first
      Given France is allied with Papacy
      And 2 Hapsburgs units are in Dijon
      And 1 Papacy unit is in Dijon
      Then moving 3 units from Paris to Dijon is not a legal action
      When France moves 3 units from Paris to Dijon
      Then the action is refused citing rule 13.1-restriction-c
      And Paris holds 3 France units
      And Dijon holds no France units
      And France has 4 CP left

    @13.1-restriction-c.unless.units-there
    Scenario: Without those units the same space is open
      Given France is allied with England
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And the move is complete

    @13.1-restriction-c.in.leaders-alone
    Scenario: Leaders alone may not enter a fortress where one ally besieges another
      Given France is allied with England
      And France is allied with Papacy
      And England is at war with Papacy
      And Lyon is controlled by England
      And 2 England units are besieged in Lyon
      And 2 Papacy units are in Lyon
      Then moving Francis I alone from Paris to Lyon is not a legal action
      When France moves Francis I alone from Paris to Lyon
      Then the action is refused citing rule 13.1-restriction-c
      And Francis I is in Paris
      And France has 4 CP left

    @13.1-restriction-c.in.later-move @13.1-restriction-c-1 @13.1-step-5 @13.1-step-8
    Scenario: Enemy units that intercepted out of a space no longer bar it
      Given France is allied with England
      And 2 England units are in Besancon
      And 2 Hapsburgs units are in Besancon
      And 2 France units are in Metz
      Then moving 2 units from Metz to Besancon is not a legal action
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then Besancon holds no Hapsburgs units
      And moving 2 units from Metz to Besancon is a legal action
      When France moves 2 units from Metz to Besancon
      And Hapsburgs declines to intercept
      Then Besancon holds 2 France units
      And Besancon holds 2 England units
      And France has 2 CP left
      And the move is complete

  @13.1-restriction-c-1
  Rule: a space holding only allied units is open unless one ally besieges another there

    @13.1-restriction-c-1.if.all-allies
    Scenario: An army may join allied units
      Given France is allied with England
      And 2 England units are in Dijon
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And Dijon holds 2 England units
      And no field battle is due
      And the move is complete

    @13.1-restriction-c-1.in.several-allies
    Scenario: An army may join the units of two allies
      Given France is allied with England
      And France is allied with Papacy
      And 2 England units are in Dijon
      And 1 Papacy unit is in Dijon
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And Dijon holds 2 England units
      And Dijon holds 1 Papacy unit
      And no field battle is due
      And the move is complete

    @13.1-restriction-c-1.in.leaders-alone
    Scenario: A leader alone may join allied units
      Given France is allied with England
      And 2 England units are in Dijon
      When France moves Francis I alone from Paris to Dijon
      Then Francis I is in Dijon
      And Paris holds 3 France units
      And the move is complete

    @13.1-restriction-c @13.1-restriction-c-1.unless.no-siege-among-allies
    Scenario: An army may not enter a fortress where one ally besieges another
      Given France is allied with England
      And France is allied with Papacy
      And England is at war with Papacy
      And Lyon is controlled by England
      And 2 England units are besieged in Lyon
      And 2 Papacy units are in Lyon
      And 3 France units are in Dijon
      Then moving 3 units from Dijon to Lyon is not a legal action
      When France moves 3 units from Dijon to Lyon
      Then the action is refused citing rule 13.1-restriction-c
      And Dijon holds 3 France units
      And Lyon holds no France units

    @13.1-restriction-c-1.if.no-siege-among-allies @13.1-restriction-c-1.in.allies-not-at-war
    Scenario: Allies inside and outside a fortress who are not at war besiege nobody
      Given France is allied with England
      And France is allied with Papacy
      And Lyon is controlled by England
      And 2 England units are inside the fortifications of Lyon
      And 2 Papacy units are in Lyon
      And 3 France units are in Dijon
      When France moves 3 units from Dijon to Lyon
      Then Lyon holds 3 France units
      And no field battle is due
      And the move is complete

  @13.1-restriction-c-2
  Rule: a space holding only enemy units is open unless one enemy besieges another there

    @13.1-restriction-c-2.if.all-enemies @13.1-step-6
    Scenario: An army may enter a space held by an enemy and by another power at war with it
      Given France is at war with England
      And 2 England units are in Dijon
      And 2 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And "avoid_battle" is pending for one of England and Hapsburgs

    @13.1-restriction-c-2.in.two-enemies @13.1-step-8 @13.1-step-8.in.two-defenders @13.1-step-6
    Scenario: An army may enter a space held by two enemies
      Given France is at war with Ottomans
      And 2 Hapsburgs units are in Dijon
      And 1 Ottomans unit is in Dijon
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      When Hapsburgs and Ottomans each stand, in the order asked
      Then a field battle is due in Dijon between France and Hapsburgs, Ottomans

    @13.1-restriction-c @13.1-restriction-c-2.unless.no-siege-among-enemies
    Scenario: An army may not enter a fortress where one enemy besieges another
      Given France is at war with Ottomans
      And Hapsburgs is at war with Ottomans
      And Lyon is controlled by Hapsburgs
      And 2 Hapsburgs units are besieged in Lyon
      And 2 Ottomans units are in Lyon
      And 3 France units are in Dijon
      When France moves 3 units from Dijon to Lyon
      Then the action is refused citing rule 13.1-restriction-c
      And Dijon holds 3 France units
      And Lyon holds no France units
      And France has 4 CP left

    @13.1-restriction-c-2.if.no-siege-among-enemies @13.1-restriction-c-2.in.enemies-not-at-war @13.1-step-6
    Scenario: Enemies inside and outside a fortress who are not at war besiege nobody
      Given France is at war with Ottomans
      And Lyon is controlled by Hapsburgs
      And 2 Hapsburgs units are besieged in Lyon
      And 2 Ottomans units are in Lyon
      And 3 France units are in Dijon
      When France moves 3 units from Dijon to Lyon
      Then Lyon holds 3 France units
      And the pending decision is "avoid_battle" for Ottomans

  @13.1-restriction-c-3
  Rule: an enemy space held by that enemy and its allies is open

    @13.1-restriction-c-3.if.enemy-controls @13.1-restriction-c-3.if.controller-and-allies
    @13.1-restriction-c-3.in.ally-of-both
    @13.1-restriction-c-3-enemies @13.1-restriction-c-3-enemies.in.ally-of-mover @13.1-step-6 @13.1-step-7 @13.1-step-8
    Scenario: The enemy and a power allied with both sides hold the space
      Given France is allied with England
      And England is allied with Hapsburgs
      And Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      And 1 England unit is in Metz
      When France moves 3 units from Paris to Metz
      Then Metz holds 3 France units
      And "avoid_battle" is pending for one of England and Hapsburgs
      When England and Hapsburgs each stand, in the order asked
      And England and Hapsburgs each stay in the field, in the order asked
      Then a field battle is due in Metz between France and England, Hapsburgs

    @13.1-restriction-c @13.1-restriction-c-3.unless.enemy-controls
    Scenario: The enemy and its ally in a space no enemy controls bar the way
      Given France is allied with England
      And England is allied with Hapsburgs
      And Metz is controlled by Independent
      And 2 Hapsburgs units are in Metz
      And 1 England unit is in Metz
      Then moving 3 units from Paris to Metz is not a legal action
      When France moves 3 units from Paris to Metz
      Then the action is refused citing rule 13.1-restriction-c
      And Paris holds 3 France units
      And Metz holds no France units
      And Metz holds 2 Hapsburgs units
      And Metz holds 1 England unit
      And France has 4 CP left
      And the pending decision is "impulse" for France

    @13.1-restriction-c
    Scenario: The enemy and its ally in a space their ally controls bar the way
      Given France is allied with England
      And England is allied with Hapsburgs
      And Metz is controlled by England
      And 2 Hapsburgs units are in Metz
      And 1 England unit is in Metz
      Then moving 3 units from Paris to Metz is not a legal action
      When France moves 3 units from Paris to Metz
      Then the action is refused citing rule 13.1-restriction-c
      And Paris holds 3 France units
      And Metz holds no France units
      And France has 4 CP left
      And the pending decision is "impulse" for France

    @13.1-restriction-c @13.1-restriction-c-3.unless.controller-and-allies
    Scenario: The enemy and a friend of France who is no ally of the enemy bar the way
      Given France is allied with England
      And Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      And 1 England unit is in Metz
      Then moving 3 units from Paris to Metz is not a legal action
      When France moves 3 units from Paris to Metz
      Then the action is refused citing rule 13.1-restriction-c
      And Paris holds 3 France units
      And Metz holds no France units
      And France has 4 CP left

    @13.1-restriction-c-3.in.with-neutral-third
    @13.1-restriction-c-neutral @13.1-restriction-c-neutral.in.beside-enemy-and-ally @13.1-step-6 @13.1-step-7 @13.1-step-8
    Scenario: A third power neutral to everyone beside the enemy and its ally does not bar the way
      Given France is allied with England
      And England is allied with Hapsburgs
      And Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      And 1 England unit is in Metz
      And 1 Papacy unit is in Metz
      When France moves 3 units from Paris to Metz
      Then Metz holds 3 France units
      And "avoid_battle" is pending for one of England and Hapsburgs
      When England and Hapsburgs each stand, in the order asked
      And England and Hapsburgs each stay in the field, in the order asked
      Then a field battle is due in Metz between France and England, Hapsburgs
      And Metz holds 1 Papacy unit

  @13.1-restriction-c-3-enemies
  Rule: under c-3 every unit in the space, and its powers' units next to it, count as enemies for the move

    @13.1-restriction-c-3 @13.1-restriction-c-3.in.neutral-to-mover
    @13.1-restriction-c-3-enemies.in.avoid-battle @13.1-restriction-c-3-enemies.in.withdrawal
    @13.1-restriction-c-3-enemies.in.battle @13.1-step-6 @13.1-step-7 @13.1-step-8
    Scenario: A power neutral to France fights beside the enemy it is allied with
      Given England is allied with Hapsburgs
      And Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      And 1 England unit is in Metz
      When France moves 3 units from Paris to Metz
      Then "avoid_battle" is pending for one of England and Hapsburgs
      When England and Hapsburgs each stand, in the order asked
      Then "withdrawal" is pending for one of England and Hapsburgs
      When England and Hapsburgs each stay in the field, in the order asked
      Then a field battle is due in Metz between France and England, Hapsburgs

    @13.1-restriction-c-3-enemies.in.withdrawal @13.1-step-7 @13.1-step-7.in.two-powers @13.1-step-6 @13.1-step-8
    Scenario: The enemy ally's units count in the force that would withdraw
      Given England is allied with Hapsburgs
      And Metz is controlled by Hapsburgs
      And 3 Hapsburgs units are in Metz
      And 2 England units are in Metz
      When France moves 3 units from Paris to Metz
      And England and Hapsburgs each stand, in the order asked
      Then "withdrawal" is pending for one of England and Hapsburgs
      And "withdraw_into_fortifications" is not a legal action
      When England and Hapsburgs each stay in the field, in the order asked
      Then a field battle is due in Metz between France and England, Hapsburgs
      And no Hapsburgs units are inside the fortifications of Metz

    @13.1-restriction-c-3-enemies.if.units-in-destination @13.1-restriction-c-3-enemies.in.interception
    @13.1-step-5 @13.1-step-8
    Scenario: That power's units next to the destination may intercept
      Given England is allied with Hapsburgs
      And Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      And 1 England unit is in Metz
      And 2 England units are in Besancon
      When France moves 3 units from Paris to Metz
      Then the pending decision is "interception" for England
      And intercepting from Besancon is a legal action
      And Paris holds 3 France units
      When England intercepts from Besancon
      And the referee rules that the interception succeeds
      Then Metz holds 3 England units
      And Metz holds 3 France units
      And a field battle is due in Metz between France and England, Hapsburgs

    @13.1-restriction-c-3-enemies.unless.units-in-destination @13.1-step-5 @13.1-step-6
    Scenario: A neutral power's units next to a plain enemy space do not intercept
      Given England is allied with Hapsburgs
      And Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      And 2 England units are in Besancon
      When France moves 3 units from Paris to Metz
      Then the pending decision is "avoid_battle" for Hapsburgs
      When England intercepts from Besancon
      Then the action is refused citing rule 13.1-step-5 or by the contract as wrong-player
      And Besancon holds 2 England units
      And Metz holds no England units

    @13.1-restriction-c-3-enemies.in.later-move @13.1-step-5 @13.1-step-6 @13.1-step-7 @13.1-step-8
    Scenario: Once the move is over that power is no longer an enemy
      Given England is allied with Hapsburgs
      And Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      And 1 England unit is in Metz
      And 2 England units are in Besancon
      And 1 France unit is in Paris
      When France moves 3 units from Paris to Metz
      And England declines to intercept
      And England and Hapsburgs each stand, in the order asked
      And England and Hapsburgs each stay in the field, in the order asked
      Then a field battle is due in Metz between France and England, Hapsburgs
      When France moves 1 unit from Paris to Dijon
      Then Dijon holds 1 France unit
      And Besancon holds 2 England units
      And the move is complete
      And the pending decision is "impulse" for France

  @13.1-restriction-c-4
  Rule: a besieged fortress with friends on one side and enemies on the other is open

    @13.1-restriction-c-4.if.allies-besieged-by-enemies @13.1-restriction-c-4.in.relief @13.1-step-6
    Scenario: Allies besieged by enemies: the army comes to their relief
      Given France is allied with England
      And England is at war with Hapsburgs
      And Lyon is controlled by England
      And 2 England units are besieged in Lyon
      And 3 Hapsburgs units are in Lyon
      And 3 France units are in Dijon
      When France moves 3 units from Dijon to Lyon
      Then Lyon holds 3 France units
      And the pending decision is "avoid_battle" for Hapsburgs

    @13.1-restriction-c-4.if.allies-besieged-by-enemies @13.1-restriction-c-4.in.relief @13.1-step-6
    Scenario: Two allies besieged together by an enemy: the army comes to their relief
      Given France is allied with England
      And France is allied with Papacy
      And England is at war with Hapsburgs
      And Papacy is at war with Hapsburgs
      And Lyon is controlled by England
      And 2 England units are besieged in Lyon
      And 1 Papacy unit is besieged in Lyon
      And 3 Hapsburgs units are in Lyon
      And 3 France units are in Dijon
      When France moves 3 units from Dijon to Lyon
      Then Lyon holds 3 France units
      And 2 England units are inside the fortifications of Lyon
      And 1 Papacy unit is inside the fortifications of Lyon
      And the pending decision is "avoid_battle" for Hapsburgs

    @13.1-restriction-c @13.1-restriction-c-4.unless.allies-besieged-by-enemies
    Scenario: Allies besieged by an enemy and an ally together bar the way
      Given France is allied with England
      And France is allied with Papacy
      And England is at war with Hapsburgs
      And England is at war with Papacy
      And Lyon is controlled by England
      And 2 England units are besieged in Lyon
      And 2 Hapsburgs units are in Lyon
      And 2 Papacy units are in Lyon
      And 3 France units are in Dijon
      Then moving 3 units from Dijon to Lyon is not a legal action
      When France moves 3 units from Dijon to Lyon
      Then the action is refused citing rule 13.1-restriction-c
      And Dijon holds 3 France units
      And Lyon holds no France units
      And 2 England units are inside the fortifications of Lyon
      And France has 4 CP left

    @13.1-restriction-c-4.if.enemies-besieged-by-allies @13.1-restriction-c-4.in.join-siege
    Scenario: Enemies besieged by allies: the army joins the siege
      Given France is allied with England
      And England is at war with Hapsburgs
      And Lyon is controlled by Hapsburgs
      And 2 Hapsburgs units are besieged in Lyon
      And 2 England units are in Lyon
      And 3 France units are in Dijon
      When France moves 3 units from Dijon to Lyon
      Then Lyon holds 3 France units
      And 2 Hapsburgs units are inside the fortifications of Lyon
      And no field battle is due
      And the move is complete

    @13.1-restriction-c-4.in.several-besiegers
    Scenario: Two allies besieging the enemy together: the army joins them
      Given France is allied with England
      And France is allied with Papacy
      And England is at war with Hapsburgs
      And Papacy is at war with Hapsburgs
      And Lyon is controlled by Hapsburgs
      And 2 Hapsburgs units are besieged in Lyon
      And 2 England units are in Lyon
      And 1 Papacy unit is in Lyon
      And 3 France units are in Dijon
      When France moves 3 units from Dijon to Lyon
      Then Lyon holds 3 France units
      And 2 Hapsburgs units are inside the fortifications of Lyon
      And no field battle is due
      And the move is complete

    @13.1-restriction-c @13.1-restriction-c-4.unless.enemies-besieged-by-allies
    Scenario: An enemy and an ally besieged together by an ally bar the way
      Given France is allied with England
      And France is allied with Papacy
      And England is allied with Hapsburgs
      And Papacy is at war with England
      And Papacy is at war with Hapsburgs
      And Lyon is controlled by Hapsburgs
      And 2 Hapsburgs units are besieged in Lyon
      And 2 England units are besieged in Lyon
      And 3 Papacy units are in Lyon
      And 3 France units are in Dijon
      Then moving 3 units from Dijon to Lyon is not a legal action
      When France moves 3 units from Dijon to Lyon
      Then the action is refused citing rule 13.1-restriction-c
      And Dijon holds 3 France units
      And Lyon holds no France units
      And Lyon holds 3 Papacy units
      And France has 4 CP left

    @13.1-restriction-c
    Scenario: Besiegers of both sides bar the way
      Given France is allied with England
      And France is at war with Ottomans
      And England is at war with Hapsburgs
      And Hapsburgs is at war with Ottomans
      And Lyon is controlled by Hapsburgs
      And 2 Hapsburgs units are besieged in Lyon
      And 2 England units are in Lyon
      And 2 Ottomans units are in Lyon
      And 3 France units are in Dijon
      When France moves 3 units from Dijon to Lyon
      Then the action is refused citing rule 13.1-restriction-c
      And Dijon holds 3 France units
      And Lyon holds no France units

    @13.1-restriction-c
    Scenario: An ally and an enemy besieged together by an enemy bar the way
      Given France is allied with England
      And France is at war with Ottomans
      And England is allied with Ottomans
      And Hapsburgs is at war with England
      And Hapsburgs is at war with Ottomans
      And Lyon is controlled by England
      And 2 England units are besieged in Lyon
      And 2 Ottomans units are besieged in Lyon
      And 3 Hapsburgs units are in Lyon
      And 3 France units are in Dijon
      Then moving 3 units from Dijon to Lyon is not a legal action
      When France moves 3 units from Dijon to Lyon
      Then the action is refused citing rule 13.1-restriction-c
      And Dijon holds 3 France units
      And Lyon holds no France units
      And Lyon holds 3 Hapsburgs units
      And France has 4 CP left

  @13.1-restriction-c-neutral
  Rule: neutral units never bar the way

    @13.1-restriction-c-neutral.in.neutral-only @13.1-step-8 @13.1-step-8.in.neutral-units-there
    Scenario: An army may enter a space held by neutral units
      Given 2 England units are in Dijon
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And Dijon holds 2 England units
      And no field battle is due
      And the move is complete

    @13.1-restriction-c-neutral.if.neutral @13.1-step-8 @13.1-step-8.in.neutral-units-there @13.1-step-6
    Scenario: Neutral units beside the enemy's do not bar the way and do not fight
      Given 2 England units are in Dijon
      And 2 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And the pending decision is "avoid_battle" for Hapsburgs
      When Hapsburgs stands
      Then a field battle is due in Dijon between France and Hapsburgs
      And Dijon holds 2 England units

    @13.1-restriction-c-neutral.in.besieged-by-enemy @13.1-step-6 @13.1-step-7 @13.1-step-8
    Scenario: An army may enter a neutral fortress besieged by the enemy and must fight the besiegers
      Given England is at war with Hapsburgs
      And Lyon is controlled by Independent
      And 2 England units are besieged in Lyon
      And 3 Hapsburgs units are in Lyon
      And 3 France units are in Dijon
      When France moves 3 units from Dijon to Lyon
      And Hapsburgs stands
      And Hapsburgs stays in the field
      Then Lyon holds 3 France units
      And a field battle is due in Lyon between France and Hapsburgs

    @13.1-restriction-c-neutral.in.leaders-alone
    Scenario: A leader alone may enter a space held by neutral units
      Given 2 England units are in Dijon
      When France moves Francis I alone from Paris to Dijon
      Then Francis I is in Dijon
      And Dijon holds 2 England units
      And the move is complete

  @13.1-restriction-d
  Rule: pieces of an army beaten earlier this impulse may not move

    @13.1-restriction-d.if.beaten-units
    Scenario: Beaten units may not move
      Given 2 France units are in Orleans and lost a field battle earlier this impulse
      Then moving 1 unit from Orleans to Lyon is not a legal action
      When France moves 2 units from Orleans to Lyon
      Then the action is refused citing rule 13.1-restriction-d
      And Orleans holds 2 France units
      And Lyon holds no France units
      And France has 4 CP left

    @13.1-restriction-d.unless.beaten-units
    Scenario: Units that were not beaten may move
      Given 2 France units are in Orleans
      When France moves 2 units from Orleans to Lyon
      Then Lyon holds 2 France units
      And Orleans holds no France units
      And France has 3 CP left

    @13.1-restriction-d.in.mixed-stack
    Scenario: Only the units that were not beaten may move
      Given 2 France units are in Orleans
      And 2 France units are in Orleans and lost a field battle earlier this impulse
      Then moving 2 units from Orleans to Lyon is a legal action
      And moving 3 units from Orleans to Lyon is not a legal action
      When France moves 2 units from Orleans to Lyon
      Then Lyon holds 2 France units
      And Orleans holds 2 France units

    @13.1-restriction-d.in.mixed-stack
    Scenario: Units stated in several entries of one space count together
      Given 1 France unit is in Orleans
      And 1 France unit is in Orleans
      And 1 France unit is in Orleans and lost a field battle earlier this impulse
      And 1 France unit is in Orleans and lost a field battle earlier this impulse
      Then moving 2 units from Orleans to Lyon is a legal action
      And moving 3 units from Orleans to Lyon is not a legal action
      When France moves 3 units from Orleans to Lyon
      Then the action is refused citing rule 13.1-restriction-d
      And Orleans holds 4 France units

    @13.1-restriction-d.if.beaten-leader
    Scenario: A beaten leader may not move
      Given Montmorency is in Orleans and lost a field battle earlier this impulse
      And 2 France units are in Orleans
      When France moves 2 units with Montmorency from Orleans to Lyon
      Then the action is refused citing rule 13.1-restriction-d
      And Montmorency is in Orleans
      And Orleans holds 2 France units

    @13.1-restriction-d.unless.beaten-leader
    Scenario: A leader who was not beaten moves with the units
      Given Montmorency is in Orleans
      And 2 France units are in Orleans
      When France moves 2 units with Montmorency from Orleans to Lyon
      Then Montmorency is in Lyon
      And Lyon holds 2 France units

    @13.1-restriction-d.in.leaders-alone
    Scenario: A beaten leader may not move alone either
      Given Montmorency is in Orleans and lost a field battle earlier this impulse
      Then moving Montmorency alone from Orleans to Lyon is not a legal action
      When France moves Montmorency alone from Orleans to Lyon
      Then the action is refused citing rule 13.1-restriction-d
      And Montmorency is in Orleans
      And France has 4 CP left

  @13.1-restriction-e
  Rule: besiegers of a siege begun this impulse may not move

    @13.1-restriction-e.if.begun-this-impulse @13.1-restriction-e.if.from-that-space
    Scenario: Units that began a siege this impulse stay
      Given Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are besieged in Metz
      And 3 France units are in Metz
      And France began the siege of Metz earlier this impulse
      Then moving 3 units from Metz to Besancon is not a legal action
      When France moves 3 units from Metz to Besancon
      Then the action is refused citing rule 13.1-restriction-e
      And Metz holds 3 France units
      And Besancon holds no France units
      And France has 4 CP left

    @13.1-restriction-e.unless.begun-this-impulse
    Scenario: Besiegers of an older siege may move
      Given Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are besieged in Metz
      And 3 France units are in Metz
      When France moves 3 units from Metz to Besancon
      Then Besancon holds 3 France units
      And Metz holds no France units

    @13.1-restriction-e.unless.from-that-space
    Scenario: An army elsewhere may move while a siege begun this impulse goes on
      Given Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are besieged in Metz
      And 3 France units are in Metz
      And France began the siege of Metz earlier this impulse
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And Metz holds 3 France units
      And France has 3 CP left

    @13.1-restriction-e.in.army-with-leader
    Scenario: Besiegers of a siege begun this impulse may not leave with their leader
      Given Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are besieged in Metz
      And 3 France units are in Metz
      And Montmorency is in Metz
      And France began the siege of Metz earlier this impulse
      When France moves 3 units with Montmorency from Metz to Besancon
      Then the action is refused citing rule 13.1-restriction-e
      And Montmorency is in Metz
      And Metz holds 3 France units

    @13.1-restriction-e.in.leaders-alone
    Scenario: A leader who began a siege this impulse may not leave alone
      Given Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are besieged in Metz
      And 3 France units are in Metz
      And Montmorency is in Metz
      And France began the siege of Metz earlier this impulse
      Then moving Montmorency alone from Metz to Besancon is not a legal action
      When France moves Montmorency alone from Metz to Besancon
      Then the action is refused citing rule 13.1-restriction-e
      And Montmorency is in Metz
      And France has 4 CP left
