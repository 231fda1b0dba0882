@here_i_stand
Feature: Fuzzed 876b39e6 -- units that withdrew into fortifications still bar leaders alone
  Found by mining the mutant f-inside-ignored (strength/semantic/here_i_stand):
  after an enemy withdrew into the fortifications of a space during the
  impulse, that space still holds enemy land units, and leaders moving
  without units may not enter it.

  Background:
    Given Here I Stand on the partial map, France's impulse with 4 CP
    And France is at war with Hapsburgs
    And Montmorency is in Paris
    And 3 France units are in Paris

  @13.1-restriction-f
  Rule: leaders alone never enter a space holding enemy units

    @13.1-restriction-f.in.enemy-inside @13.1-step-7 @13.1-step-6
    Scenario: Enemy units that withdrew into the fortifications still bar a leader alone
      Given 2 France units are in Dijon
      And 2 Hapsburgs units are in Besancon
      When France moves 2 units from Dijon to Besancon
      And Hapsburgs stands
      And Hapsburgs withdraws into the fortifications
      Then 2 Hapsburgs units are inside the fortifications of Besancon
      And moving Montmorency alone from Paris to Besancon is not a legal action
      When France moves Montmorency alone from Paris to Besancon
      Then the action is refused citing rule 13.1-restriction-f
      And Montmorency is in Paris
      And France has 3 CP left
