# Written by `conformance fuzz --game sword_of_rome --seed 0` (hypothesis round seed 0).
# exec:node implementations/js_sword_of_rome/main.js diverged from reference: state differs after action 1: army: {"commander": "Hanno", "cu": 0, "end_reason": null, "ended": false, "faction"... vs {"commander": "Hanno", "cu": 0, "end_reason": null, "ended": false, "faction"...; battles: [] vs (missing); reaction: null vs (missing)
# The expected outcomes are the reference engine's.
# Tagged 9.6.3-five-b: the naval capacity the state reports (3 CU for a five-player Carthaginian 1-card) is the only field that differed.
@sword_of_rome
Feature: Fuzzed divergence fc64f588

  @9.6.3-five-b
  Scenario: With five players a Carthaginian army activated by a 1-card may carry 3 CU by sea
    Given the position's variant is "5"
    And the position's spaces:
      | space     | attributes                                            |
      | Lilybaeum | {"control": "Carthage", "port": true, "walled": true} |
    And the position's pieces:
      | kind   | name  | faction  | space     | count | inside | consul | historical | tactics |
      | leader | Hanno | Carthage | Lilybaeum |       | false  | false  | true       | 1       |
      | cu     |       | Carthage | Lilybaeum | 3     | false  |        |            |         |
    And the position's markers:
      | marker   | value                     |
      | besieged | []                        |
      | control  | {"Lilybaeum": "Carthage"} |
    And the position's situation:
      | key       | value    |
      | alliances | []       |
      | phasing   | Carthage |
    When Carthage takes the action {"card": 1, "leader": "Hanno", "type": "activate"}
    Then the action's events are:
      | event                                                                                                                 |
      | {"card": 1, "leader": "Hanno", "movement_points": 4, "player": "Carthage", "space": "Lilybaeum", "type": "activated"} |
    And the pending decision is "movement" for Carthage
    And the pending decision's context is:
      | key     | value     |
      | leader  | Hanno     |
      | mp_left | 4         |
      | space   | Lilybaeum |
    And the legal actions are:
      | action                       |
      | {"cu": 1, "type": "pick_up"} |
      | {"cu": 2, "type": "pick_up"} |
      | {"cu": 3, "type": "pick_up"} |
      | {"type": "end_movement"}     |
    And the state is:
      | key         | value                                                                                                                                                                                         |
      | alliances   | []                                                                                                                                                                                            |
      | army        | {"commander": "Hanno", "cu": 0, "end_reason": null, "ended": false, "faction": "Carthage", "movement_points": 4, "mp_left": 4, "naval_capacity": 3, "space": "Lilybaeum", "subordinates": []} |
      | battles     | []                                                                                                                                                                                            |
      | besieged    | []                                                                                                                                                                                            |
      | campaign    | null                                                                                                                                                                                          |
      | control     | {"Lilybaeum": "Carthage"}                                                                                                                                                                     |
      | cu          | {"Lilybaeum": {"Carthage": 3}}                                                                                                                                                                |
      | cu_inside   | {}                                                                                                                                                                                            |
      | dice_rolled | 0                                                                                                                                                                                             |
      | events      | [{"card": 1, "leader": "Hanno", "movement_points": 4, "player": "Carthage", "space": "Lilybaeum", "type": "activated"}]                                                                       |
      | game        | sword_of_rome                                                                                                                                                                                 |
      | leaders     | {"Hanno": {"faction": "Carthage", "inside": false, "space": "Lilybaeum"}}                                                                                                                     |
      | reaction    | null                                                                                                                                                                                          |
      | variant     | "5"                                                                                                                                                                                           |
