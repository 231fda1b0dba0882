# Written by `conformance fuzz --game sword_of_rome --seed 0` (hypothesis round seed -1).
# exec:env CONFORMANCE_SEMANTIC_MUTANT=sword_of_rome/sail-only-between-neighbours -m conformance serve python:strength.semantic:Implementation diverged from reference: pending differs after action 2: actions: [{"to": "Capua", "type": "move"}, {"to": "Roma", "type": "move"}, {"cu": 1, "... vs [{"to": "Capua", "type": "move"}, {"to": "Roma", "type": "move"}, {"cu": 1, "...
# The expected outcomes are the reference engine's.
# Mined from the semantic mutant sail-only-between-neighbours (strength/semantic/sword_of_rome/9.6.toml):
# tagged 9.6-a, whose sea moves go from any port to any other, Neapolis included though no land connection joins it to Antium.
@sword_of_rome
Feature: Fuzzed divergence 378271f0

  @9.6-a @9.6-a.in.not-adjacent
  Scenario: An army in a port is offered a sea move to every other port, joined by land or not
    Given the position's variant is "2-4"
    And the position's spaces:
      | space      | attributes                                          |
      | Antium     | {"control": "Rome", "port": true}                   |
      | Capua      | {"control": "Rome", "walled": true}                 |
      | Roma       | {"control": "Rome", "port": true, "walled": true}   |
      | Aufidena   | {"control": "Samnites"}                             |
      | Beneventum | {"control": "Samnites"}                             |
      | Neapolis   | {"control": "Greeks", "port": true, "walled": true} |
      | Sutrium    | {"control": "Rome"}                                 |
    And the position's connections:
      | between | and        | attributes         |
      | Sutrium | Roma       | {"type": "clear"}  |
      | Roma    | Antium     | {"type": "appian"} |
      | Antium  | Capua      | {"type": "appian"} |
      | Capua   | Neapolis   | {"type": "clear"}  |
      | Capua   | Aufidena   | {"type": "rough"}  |
      | Capua   | Beneventum | {"type": "clear"}  |
    And the position's pieces:
      | kind   | name     | faction | space  | count | inside | consul | historical | tactics |
      | leader | Camillus | Rome    | Antium |       | false  | false  | true       | 3       |
      | cu     |          | Rome    | Antium | 3     | false  |        |            |         |
    And the position's markers:
      | marker   | value                                                                                                                                          |
      | besieged | []                                                                                                                                             |
      | control  | {"Antium": "Rome", "Aufidena": "Samnites", "Beneventum": "Samnites", "Capua": "Rome", "Neapolis": "Greeks", "Roma": "Rome", "Sutrium": "Rome"} |
    And the position's situation:
      | key       | value |
      | alliances | []    |
      | phasing   | Rome  |
    And the position's events in play:
      | event                      |
      | Duoviri Navales            |
    When referee takes the action {"card": 1, "leader": "Camillus", "type": "activate"}
    Then the action is refused by the contract as wrong-player
    When Rome takes the action {"card": 3, "leader": "Camillus", "type": "activate"}
    Then the action's events are:
      | event                                                                                                             |
      | {"card": 3, "leader": "Camillus", "movement_points": 4, "player": "Rome", "space": "Antium", "type": "activated"} |
    And the pending decision is "movement" for Rome
    And the pending decision's context is:
      | key     | value    |
      | leader  | Camillus |
      | mp_left | 4        |
      | space   | Antium   |
    And the legal actions are:
      | action                             |
      | {"to": "Capua", "type": "move"}    |
      | {"to": "Roma", "type": "move"}     |
      | {"cu": 1, "type": "pick_up"}       |
      | {"cu": 2, "type": "pick_up"}       |
      | {"cu": 3, "type": "pick_up"}       |
      | {"to": "Neapolis", "type": "sail"} |
      | {"to": "Roma", "type": "sail"}     |
      | {"type": "end_movement"}           |
