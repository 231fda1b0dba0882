@here_i_stand
Feature: 13.1 Leaders moving without units, and lone leaders captured
  Leaders without land units may travel any distance in one move while
  avoiding enemy spaces; a leader left alone in an unfortified space is
  taken prisoner when enemy land units come in. His return is settled in
  the diplomacy phase (9), outside the excerpt.

  Background:
    Given Here I Stand on the partial map, France's impulse with 4 CP
    And France is at war with Hapsburgs
    And Montmorency is in Paris
    And 3 France units are in Paris

  @13.1-restriction-f
  Rule: leaders alone go any distance, but never through or into enemy spaces

    Scenario: A leader alone travels two spaces in one move
      When France moves Montmorency alone from Paris to Lyon
      Then Montmorency is in Lyon
      And Paris holds 3 France units
      And France has 3 CP left
      And the move is complete

    Scenario: An army with units may not travel two spaces
      Then moving 1 unit with Montmorency from Paris to Lyon is not a legal action
      When France moves 1 unit with Montmorency from Paris to Lyon
      Then the action is refused citing rule 13.1-step-2
      And Montmorency is in Paris
      And Paris holds 3 France units

    Scenario: Enemy-controlled spaces on every way bar a leader alone
      Given Orleans is controlled by Hapsburgs
      And Dijon is controlled by Hapsburgs
      And Metz is controlled by Hapsburgs
      Then moving Montmorency alone from Paris to Lyon is not a legal action
      When France moves Montmorency alone from Paris to Lyon
      Then the action is refused citing rule 13.1-restriction-f
      And Montmorency is in Paris
      And France has 4 CP left

    Scenario: One open way is enough for a leader alone
      Given Orleans is controlled by Hapsburgs
      When France moves Montmorency alone from Paris to Lyon
      Then Montmorency is in Lyon

    Scenario: Enemy units on every way bar a leader alone
      Given 1 Hapsburgs unit is in Orleans
      And 1 Hapsburgs unit is in Dijon
      And 1 Hapsburgs unit is in Metz
      When France moves Montmorency alone from Paris to Lyon
      Then the action is refused citing rule 13.1-restriction-f
      And Montmorency is in Paris

    Scenario: A leader alone may not enter a space with enemy units
      Given 1 Hapsburgs unit is in Dijon
      Then moving Montmorency alone from Paris to Dijon is not a legal action
      When France moves Montmorency alone from Paris to Dijon
      Then the action is refused citing rule 13.1-restriction-f
      And Montmorency is in Paris
      And France has 4 CP left

    Scenario: A leader alone may not enter an enemy-controlled space
      Given Dijon is controlled by Hapsburgs
      When France moves Montmorency alone from Paris to Dijon
      Then the action is refused citing rule 13.1-restriction-f
      And Montmorency is in Paris

  @13.1-restriction-f @13.1-restriction-f-cost
  Rule: what a long leader move costs depends on the reading of erratum 13.1-restriction-f-cost

    Scenario: One move, one CP, however far
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      When France moves Montmorency alone from Paris to Lyon
      Then France has 3 CP left

    Scenario: One move over the Alps costs two CP
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      When France moves Montmorency alone from Paris to Turin
      Then Montmorency is in Turin
      And France has 2 CP left

    Scenario: Every connection is paid
      Given the "per-connection" reading of erratum 13.1-restriction-f-cost
      When France moves Montmorency alone from Paris to Lyon
      Then France has 2 CP left

    @13.1-step-3
    Scenario: Paid connection by connection the Alps are too dear
      Given the "per-connection" reading of erratum 13.1-restriction-f-cost
      When France moves Montmorency alone from Paris to Turin
      Then the action is refused citing rule 13.1-step-3
      And Montmorency is in Paris
      And France has 4 CP left

  @13.1-restriction-f-capture
  Rule: a leader alone in an unfortified space is captured when enemy units enter

    Scenario: Enemy units enter and take the lone leader
      Given Duke of Alva is in Dijon
      When France moves 2 units from Paris to Dijon
      Then Duke of Alva is a prisoner on France's card
      And Dijon holds 2 France units
      And no field battle is due

    Scenario: Interceptors entering take a lone leader of the moving power
      Given Dijon is controlled by France
      And Francis I is in Dijon
      And 2 Hapsburgs units are in Besancon
      And Besancon is controlled by Hapsburgs
      When France moves 2 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then Francis I is a prisoner on Hapsburgs's card
      And Dijon holds 2 Hapsburgs units
      And Dijon holds 2 France units
      And a field battle is due in Dijon between France and Hapsburgs

    Scenario: A failed interception captures nobody
      Given Dijon is controlled by France
      And Francis I is in Dijon
      And 2 Hapsburgs units are in Besancon
      And Besancon is controlled by Hapsburgs
      When France moves 2 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception fails
      Then Francis I is in Dijon
      And no "leader_captured" event happened

    Scenario: A leader in a fortified space is not captured
      Given Duke of Alva is in Metz
      And Metz is controlled by Hapsburgs
      When France moves 2 units from Paris to Metz
      Then Duke of Alva is in Metz
      And Metz holds 2 France units
      And no "leader_captured" event happened

    Scenario: A leader with his units is not captured
      Given Duke of Alva is in Dijon
      And 1 Hapsburgs unit is in Dijon
      When France moves 2 units from Paris to Dijon
      And Hapsburgs stands
      Then Duke of Alva is in Dijon
      And a field battle is due in Dijon between France and Hapsburgs

    Scenario: Leaders without units capture nobody
      Given Duke of Alva is in Dijon
      When France moves Montmorency alone from Paris to Dijon
      Then Duke of Alva is in Dijon
      And Montmorency is in Dijon
      And no "leader_captured" event happened

  @13.1-restriction-f-capture
  Rule: leaders without land units of their own are alone, however many stand together

    Scenario: Two leaders without units are both captured
      Given Duke of Alva is in Dijon
      And Charles V is in Dijon
      When France moves 2 units from Paris to Dijon
      Then Duke of Alva is a prisoner on France's card
      And Charles V is a prisoner on France's card

  @13.1-restriction-f-card
  Rule: the prisoner leaves the map for the captor's card until the diplomacy phase

    Scenario: The captured leader is held on the captor's card
      Given Duke of Alva is in Dijon
      When France moves 2 units from Paris to Dijon
      Then a "leader_captured" event happened
      And Duke of Alva is a prisoner on France's card
      And the pending decision is "impulse" for France
