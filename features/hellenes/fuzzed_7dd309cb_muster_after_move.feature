# Written from a finding of `python -m strength.semantic hellenes --mine` (shrunk by conformance fuzz);
# the expected outcomes are the reference engine's, checked against the rules text.
@hellenes
Feature: 5.0 a Muster after a block moved this turn (fuzzed)
  The only block of the side moved earlier in the turn: the Muster can only be ended.

  @5.0-once @5.0-once.if.moved-earlier @5.0-once.in.muster-after
  Scenario: A Muster offers no step to a block that moved earlier this turn
    Given the position's variant is "standard"
    And the position's spaces:
      | space   | attributes                                                                                                               |
      | Athens  | {"area": "land", "city_state": true, "coastal": true, "coastal_sea": "Saronic Gulf", "control": "Athens", "garrison": 2} |
      | Plataea | {"area": "land", "city_state": true, "control": "Athens", "garrison": 1}                                                 |
    And the position's connections:
      | between | and     | attributes       |
      | Athens  | Plataea | {"type": "land"} |
    And the position's pieces:
      | kind  | name              | side   | space   | besieged | class   | nation | range | strength | type |
      | block | Athenian hoplites | Athens | Plataea | false    | regular | greek  | 2     | 3        | land |
    And the position's markers:
      | marker             | value                      |
      | pillaged_this_turn | {}                         |
      | pillaged_this_year | []                         |
      | prestige           | {"Athens": 0, "Sparta": 0} |
      | sieges             | {}                         |
    And the position's situation:
      | key             | value                 |
      | actions         | 1                     |
      | active          | Athens                |
      | moved           | ["Athenian hoplites"] |
      | peace_of_nicias | false                 |
      | season          | Spring                |
      | winter_movement | false                 |
    When Athens takes the action {"city_state": "Athens", "type": "muster"}
    Then the action's events are:
      | event                                                                               |
      | {"action": 1, "city_state": "Athens", "player": "Athens", "type": "muster_started"} |
    And the pending decision is "movement" for Athens
    And the pending decision's context is:
      | key        | value  |
      | action     | 1      |
      | city_state | Athens |
      | kind       | muster |
    And the legal actions are:
      | action                 |
      | {"type": "end_action"} |
