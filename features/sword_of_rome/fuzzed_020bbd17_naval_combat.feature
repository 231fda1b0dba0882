# Written by `conformance fuzz --game sword_of_rome --seed 0` (hypothesis round seed -1).
# exec:env CONFORMANCE_SEMANTIC_MUTANT=sword_of_rome/roll-on-leaving-carthaginian-port -m conformance serve python:strength.semantic:Implementation diverged from reference: events differs after action 6: [{"by": "sea", "capacity": 10, "capacity_rule": "9.6.3-a", "cost": 3, "cu": 10, "from": "Lilybaeum", "leader": "Himilco", "mp_left": 1, "to": "Syra... vs [{"from": "Lilybaeum", "leader": "Himilco", "rules": ["9.6.4-a"], "to": "Syracusae", "type": "naval_combat_roll_required"}, {"by": "sea", "capacity...
# The expected outcomes are the reference engine's.
# Mined from the semantic mutant roll-on-leaving-carthaginian-port (strength/semantic/sword_of_rome/9.6.toml):
# tagged 9.6.4-a, whose roll is due for a sea move into a Carthaginian port, not out of one.
@sword_of_rome
Feature: Fuzzed divergence 020bbd17

  @9.6.4-a @9.6.4-a.in.out-of @9.6.4-a.unless.carthaginian-port @9.6-a
  Scenario: Rome sailing a Carthaginian army out of a Carthaginian port to a Greek one calls for no naval combat roll
    Given the position's variant is "2-4"
    And the position's spaces:
      | space      | attributes                                            |
      | Lilybaeum  | {"control": "Carthage", "port": true, "walled": true} |
      | Agrigentum | {"control": "Carthage"}                               |
      | Syracusae  | {"control": "Greeks", "port": true, "walled": true}   |
    And the position's connections:
      | between    | and        | attributes        |
      | Syracusae  | Agrigentum | {"type": "rough"} |
      | Agrigentum | Lilybaeum  | {"type": "clear"} |
    And the position's pieces:
      | kind   | name    | faction  | space     | count | inside | consul | historical | tactics |
      | leader | Himilco | Carthage | Lilybaeum |       | false  | false  | true       | 2       |
      | cu     |         | Carthage | Lilybaeum | 10    | false  |        |            |         |
    And the position's markers:
      | marker   | value                                                                      |
      | besieged | []                                                                         |
      | control  | {"Agrigentum": "Carthage", "Lilybaeum": "Carthage", "Syracusae": "Greeks"} |
    And the position's situation:
      | key         | value                  |
      | alliances   | [["Rome", "Carthage"]] |
      | controllers | {"Carthage": "Rome"}   |
      | phasing     | Rome                   |
    When referee takes the action {"card": 1, "leader": "Himilco", "type": "activate"}
    Then the action is refused by the contract as wrong-player
    When Rome takes the action {"card": 3, "leader": "Himilco", "type": "activate"}
    And referee takes the action {"to": "Agrigentum", "type": "move"}
    Then the action is refused by the contract as wrong-player
    When Rome takes the action {"cu": 10, "type": "pick_up"}
    And Rome takes the action {"to": "Messana", "type": "sail"}
    Then the action is refused by the contract as malformed-action
    When Rome takes the action {"to": "Syracusae", "type": "sail"}
    Then the action's events are:
      | event                                                                                                                                                                      |
      | {"by": "sea", "capacity": 10, "capacity_rule": "9.6.3-a", "cost": 3, "cu": 10, "from": "Lilybaeum", "leader": "Himilco", "mp_left": 1, "to": "Syracusae", "type": "moved"} |
