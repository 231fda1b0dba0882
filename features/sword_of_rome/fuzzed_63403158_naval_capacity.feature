# Written by `conformance fuzz --game sword_of_rome --seed 5` (hypothesis round seed 5000015).
# exec:node implementations/js_sword_of_rome/main.js diverged from reference: state differs after action 1: army: {"commander": "Gisgo", "cu": 0, "end_reason": null, "ended": false, "faction"... vs {"commander": "Gisgo", "cu": 0, "end_reason": null, "ended": false, "faction"...; battles: [] vs (missing); reaction: null vs (missing)
# The expected outcomes are the reference engine's.
@sword_of_rome
Feature: Fuzzed divergence 63403158

  @9.2
  Scenario: Fuzzed 63403158: state after action 1 (9.2)
    Given the position's variant is "5"
    And the position's spaces:
      | space     | attributes                                            |
      | Lilybaeum | {"control": "Carthage", "port": true, "walled": true} |
    And the position's pieces:
      | kind   | name  | faction  | space     | count | inside | consul | historical | tactics |
      | leader | Hanno | Carthage | Lilybaeum |       | false  | false  | true       | 1       |
      | leader | Gisgo | Carthage | Lilybaeum |       | false  | false  | true       | 1       |
      | cu     |       | Carthage | Lilybaeum | 10    | false  |        |            |         |
    And the position's markers:
      | marker   | value                     |
      | besieged | []                        |
      | control  | {"Lilybaeum": "Carthage"} |
    And the position's situation:
      | key       | value    |
      | alliances | []       |
      | phasing   | Carthage |
    And the dice will roll 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
    When Carthage takes the action {"card": 1, "leader": "Gisgo", "type": "activate"}
    Then the action's events are:
      | event                                                                                                                 |
      | {"card": 1, "leader": "Gisgo", "movement_points": 4, "player": "Carthage", "space": "Lilybaeum", "type": "activated"} |
    And the pending decision is "movement" for Carthage
    And the pending decision's context is:
      | key     | value     |
      | leader  | Gisgo     |
      | mp_left | 4         |
      | space   | Lilybaeum |
    And the legal actions are:
      | action                                 |
      | {"cu": 1, "type": "pick_up"}           |
      | {"cu": 2, "type": "pick_up"}           |
      | {"cu": 3, "type": "pick_up"}           |
      | {"cu": 4, "type": "pick_up"}           |
      | {"cu": 5, "type": "pick_up"}           |
      | {"cu": 6, "type": "pick_up"}           |
      | {"cu": 7, "type": "pick_up"}           |
      | {"cu": 8, "type": "pick_up"}           |
      | {"cu": 9, "type": "pick_up"}           |
      | {"cu": 10, "type": "pick_up"}          |
      | {"leader": "Hanno", "type": "pick_up"} |
      | {"type": "end_movement"}               |
    And the state is:
      | key       | value                                                                                                                                                                                         |
      | alliances | []                                                                                                                                                                                            |
      | army      | {"commander": "Gisgo", "cu": 0, "end_reason": null, "ended": false, "faction": "Carthage", "movement_points": 4, "mp_left": 4, "naval_capacity": 3, "space": "Lilybaeum", "subordinates": []} |
      | battles   | []                                                                                                                                                                                            |
      | besieged  | []                                                                                                                                                                                            |
      | campaign  | null                                                                                                                                                                                          |
      | control   | {"Lilybaeum": "Carthage"}                                                                                                                                                                     |
      | cu        | {"Lilybaeum": {"Carthage": 10}}                                                                                                                                                               |
      | cu_inside | {}                                                                                                                                                                                            |
      | events    | [{"card": 1, "leader": "Gisgo", "movement_points": 4, "player": "Carthage", "space": "Lilybaeum", "type": "activated"}]                                                                       |
      | game      | sword_of_rome                                                                                                                                                                                 |
      | leaders   | {"Gisgo": {"faction": "Carthage", "inside": false, "space": "Lilybaeum"}, "Hanno": {"faction": "Carthage", "inside": false, "space": "Lilybaeum"}}                                            |
      | reaction  | null                                                                                                                                                                                          |
      | variant   | "5"                                                                                                                                                                                           |
