# Written from a finding of `python -m strength.semantic hellenes --mine` (shrunk by conformance fuzz);
# the expected outcomes are the reference engine's, checked against the rules text.
@hellenes
Feature: 5.2.1 a block aboard an unsailed fleet (fuzzed)
  On a map cut down to Athens and inland Thebes, a fleet that cannot sail takes a block aboard: the block
  may not walk off on its own.

  @5.2.1-b @5.2.1-b.if.aboard
  Scenario: A block aboard a fleet that has not sailed has no step of its own
    Given the position's variant is "standard"
    And the position's spaces:
      | space  | attributes                                                                                                               |
      | Athens | {"area": "land", "city_state": true, "coastal": true, "coastal_sea": "Saronic Gulf", "control": "Athens", "garrison": 2} |
      | Thebes | {"area": "land", "city_state": true, "control": "Sparta", "garrison": 2}                                                 |
    And the position's connections:
      | between | and    | attributes       |
      | Athens  | Thebes | {"type": "land"} |
    And the position's pieces:
      | kind  | name             | side   | space  | besieged | class   | nation | range | strength | type  |
      | block | Athenian fleet   | Athens | Athens | false    | regular | greek  | 3     | 3        | fleet |
      | block | Athenian archers | Athens | Athens | false    | regular | greek  | 2     | 2        | land  |
    And the position's markers:
      | marker             | value                      |
      | pillaged_this_turn | {}                         |
      | pillaged_this_year | []                         |
      | prestige           | {"Athens": 0, "Sparta": 0} |
      | sieges             | {}                         |
    And the position's situation:
      | key             | value       |
      | actions         | 1           |
      | active          | Athens      |
      | moved           | []          |
      | peace_of_nicias | false       |
      | season          | Late Summer |
      | winter_movement | false       |
    When Athens takes the action {"area": "Athens", "type": "maneuver"}
    And Athens takes the action {"block": "Athenian archers", "fleet": "Athenian fleet", "strength": 1, "type": "embark"}
    Then the action's events are:
      | event                                                                                       |
      | {"block": "Athenian archers", "fleet": "Athenian fleet", "strength": 1, "type": "embarked"} |
      | {"block": "Athenian archers", "from": 2, "to": 1, "type": "reduced"}                        |
    And the pending decision is "movement" for Athens
    And the pending decision's context is:
      | key    | value    |
      | action | 1        |
      | area   | Athens   |
      | kind   | maneuver |
    And the legal actions are:
      | action                 |
      | {"type": "end_action"} |
