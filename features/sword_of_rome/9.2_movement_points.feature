@sword_of_rome
Feature: 9.2 Movement points
  An activated leader moves from space to adjacent space paying movement
  points (MP) by terrain; how many MP he has depends on his power and, for
  the Gauls, on the card that activated him.

  Background:
    Given The Sword of Rome with 2-4 players on the partial map

  @9.2
  Rule: 9.2 clear terrain costs 1 MP, rough terrain and straits 2 MP

    Scenario: Crossing clear terrain costs 1 MP
      Given Camillus is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      Then Camillus is in Sutrium
      And the last move crossed clear terrain for 1 MP
      And the army has 3 MP left
      And a "moved" event happened with leader Camillus, from Roma, to Sutrium, by land, cost 1, mp_left 3
      And Camillus is outside the walls of Sutrium
      When Rome takes the action {"type": "move", "to": "Atlantis"}
      Then the action is refused by the contract as malformed-action
      When Rome takes the action {"type": "move", "to": 7}
      Then the action is refused by the contract as malformed-action
      When Rome takes the action {"type": "declare_walls", "cu": 0, "leaders": []}
      Then the action is refused by the contract as out-of-place
      And Camillus is in Sutrium
      And the army has 3 MP left

    Scenario: Crossing rough terrain costs 2 MP
      Given Camillus is in Sutrium
      When Rome activates Camillus with a 1-card
      And the army moves to Arretium
      Then the last move crossed rough terrain for 2 MP
      And the army has 2 MP left

    Scenario: Crossing a strait costs 2 MP
      Given Agathocles is in Rhegium
      And 3 Greek CU are in Rhegium
      When Greeks activate Agathocles with a 2-card
      And the army picks up 3 CU
      And the army moves to Messana
      Then Agathocles is in Messana
      And Messana holds 3 Greek CU
      And the last move crossed strait terrain for 2 MP
      And the army has 2 MP left

    Scenario: No other leader is activated while an army moves
      Given Camillus is in Roma
      And Consul Valerius is in Sutrium
      When Rome activates Camillus with a 1-card
      And Rome activates Consul Valerius with a 2-card
      Then the action is refused citing rule 9.2 or by the contract as out-of-place
      And the pending decision is "movement" for Rome
      And Camillus commands the army in Roma

    Scenario: The last MP may be spent on a clear move
      Given Camillus is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      And the army moves to Arretium
      And the army moves to Pisae
      Then Camillus is in Pisae
      And the army has 0 MP left

    Scenario: A rough move with 1 MP left is refused
      Given Camillus is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      And the army moves to Roma
      And the army moves to Sutrium
      And the army moves to Arretium
      Then the action is refused citing rule 9.2
      And Camillus is in Sutrium
      And the army has 1 MP left

    Scenario: A rough move with exactly 2 MP left is allowed
      Given Camillus is in Sutrium
      When Rome activates Camillus with a 1-card
      And the army moves to Roma
      And the army moves to Sutrium
      And the army moves to Arretium
      Then Camillus is in Arretium
      And the army has 0 MP left

    Scenario: Moving with no MP left is refused
      Given Camillus is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      And the army moves to Roma
      And the army moves to Sutrium
      And the army moves to Roma
      And the army moves to Sutrium
      Then the action is refused citing rule 9.2
      And Camillus is in Roma
      And the army has 0 MP left

    Scenario: A space that is not adjacent cannot be entered
      Given Camillus is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Capua
      Then the action is refused citing rule 9.2
      And Camillus is in Roma
      And the army has 4 MP left

    Scenario: Only adjacent spaces within the MP left are offered as moves
      Given Camillus is in Sutrium
      When Rome activates Camillus with a 1-card
      And the army moves to Roma
      And the army moves to Sutrium
      And the army moves to Roma
      Then moving to Sutrium is a legal action
      And moving to Antium is a legal action
      And moving to Capua is not a legal action

    Scenario: No other leader is activated while an army spends its MP
      Given Camillus is in Roma
      And Consul Valerius is in Sutrium
      When Rome activates Camillus with a 1-card
      And Rome takes the action {"type": "activate", "leader": "Consul Valerius", "card": 2}
      Then the action is refused citing rule 9.2 or by the contract as out-of-place
      And the pending decision is "movement" for Rome
      And the army has 4 MP left
      And Consul Valerius is in Sutrium

  @9.2-plunder
  Rule: 9.2 the Gauls and the Transalpine Gauls may spend MP on plunder

    Scenario: A Gallic army spends MP on plunder
      Given Brennus is in Arretium
      And 4 Gallic CU are in Arretium
      When Gauls activate Brennus with a 3-card
      And the army picks up 4 CU
      And the army spends 2 MP on plunder
      Then a "plunder" event happened
      And the army has 3 MP left
      And Brennus is in Arretium

    Scenario: A Transalpine Gallic army spends MP on plunder
      Given Transalpine chief is in Arretium
      And 2 Transalpine Gallic CU are in Arretium
      And the Gallic player controls the Transalpine Gauls
      When Gauls activate Transalpine chief by the "Transalpine Gauls" event
      And the army picks up 2 CU
      And the army spends 1 MP on plunder
      Then a "plunder" event happened
      And the army has 4 MP left

    Scenario: A Roman army may not plunder
      Given Camillus is in Arretium
      And 4 Roman CU are in Arretium
      When Rome activates Camillus with a 3-card
      And the army picks up 4 CU
      And the army spends 1 MP on plunder
      Then the action is refused citing rule 9.2-plunder
      And no "plunder" event happened
      And the army has 4 MP left

    Scenario: Plunder cannot spend more MP than are left
      Given Brennus is in Arretium
      When Gauls activate Brennus with a 1-card
      And the army spends 4 MP on plunder
      Then the action is refused citing rule 9.2
      And the army has 3 MP left

    Scenario: Plunder may spend the last MP, and spends at least one
      Given Brennus is in Arretium
      And Gallic minor leader is in Arretium
      When Gauls activate Brennus with a 1-card
      Then plundering for 3 MP is a legal action
      And plundering for 0 MP is not a legal action
      And plundering for 4 MP is not a legal action
      When the army spends 0 MP on plunder
      Then the action is refused citing rule 9.2-plunder
      When Gauls takes the action {"type": "plunder", "mp": true}
      Then the action is refused citing rule 9.2-plunder or by the contract as malformed-action
      When Gauls takes the action {"type": "plunder", "mp": true}
      Then the action is refused citing rule 9.2-plunder or by the contract as malformed-action
      When the army spends 3 MP on plunder
      Then a "plunder" event happened with leader Brennus, space Arretium, mp 3, mp_left 0
      And the army has 0 MP left

  @9.2-note-appian-way
  Rule: 9.2 note: before its event the Appian Way is clear terrain

    Scenario: An Appian Way connection costs 1 MP before the event
      Given Camillus is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Antium
      And the army moves to Capua
      Then Camillus is in Capua
      And the last move crossed clear terrain for 1 MP
      And the army has 2 MP left

    Scenario: A Gallic army also crosses the unbuilt Appian Way as clear terrain
      Given Brennus is in Capua
      When Gauls activate Brennus with a 1-card
      And the army moves to Antium
      And the army moves to Roma
      And the army moves to Sutrium
      Then Brennus is in Sutrium
      And the army has 0 MP left

  @9.2-exception-samnites
  Rule: 9.2 exception: Samnite routes to Bovianum and Aufidena are clear

    Scenario: A Samnite army enters Aufidena across rough terrain for 1 MP
      Given Samnite minor leader is in Capua
      And 3 Samnite CU are in Capua
      When Samnites activate Samnite minor leader with a 1-card
      And the army picks up 3 CU
      And the army moves to Aufidena
      Then the last move crossed clear terrain for 1 MP
      And the army has 3 MP left

    Scenario: A Roman army pays 2 MP on the same route
      Given Camillus is in Capua
      When Rome activates Camillus with a 1-card
      And the army moves to Aufidena
      Then the last move crossed rough terrain for 2 MP
      And the army has 2 MP left

    Scenario: A Samnite army crosses the rough road between its two homeland spaces for 1 MP
      Given Samnite minor leader is in Aufidena
      When Samnites activate Samnite minor leader with a 1-card
      And the army moves to Bovianum
      And the army moves to Aufidena
      And the army moves to Bovianum
      And the army moves to Aufidena
      Then Samnite minor leader is in Aufidena
      And the army has 0 MP left

    Scenario: Rough terrain away from the homeland still costs Samnites 2 MP
      Given Samnite minor leader is in Tarentum
      When Samnites activate Samnite minor leader with a 1-card
      And the army moves to Rhegium
      Then the last move crossed rough terrain for 2 MP
      And the army has 2 MP left

    @9.2-exception-samnites-routes
    Scenario: Read as every route touching the homeland, leaving Bovianum is clear too
      Given the "touching" reading of erratum 9.2-exception-samnites-routes
      And Samnite minor leader is in Bovianum
      When Samnites activate Samnite minor leader with a 1-card
      And the army moves to Beneventum
      Then the last move crossed clear terrain for 1 MP
      And the army has 3 MP left

    @9.2-exception-samnites-routes
    Scenario: Read as routes into the homeland only, leaving Bovianum costs the printed terrain
      Given the "entering" reading of erratum 9.2-exception-samnites-routes
      And Samnite minor leader is in Bovianum
      When Samnites activate Samnite minor leader with a 1-card
      And the army moves to Beneventum
      Then the last move crossed rough terrain for 2 MP
      And the army has 2 MP left

    @9.2-exception-samnites-routes
    Scenario: Under either reading, entering Bovianum is clear for Samnites
      Given the "entering" reading of erratum 9.2-exception-samnites-routes
      And Samnite minor leader is in Beneventum
      When Samnites activate Samnite minor leader with a 1-card
      And the army moves to Bovianum
      Then the last move crossed clear terrain for 1 MP
      And the army has 3 MP left

  @9.2.1
  Rule: 9.2.1 every leader but the Gauls' and Transalpine Gauls' has 4 MP

    Scenario Outline: A <power> leader has 4 MP whatever the card
      Given <leader> is in <space>
      When <power> activates <leader> with a <card>-card
      Then the army has 4 movement points
      And the army has 4 MP left

      Examples:
        | power     | leader                | space     | card |
        | Rome      | Camillus              | Roma      | 1    |
        | Rome      | Consul Valerius       | Roma      | 3    |
        | Carthage  | Himilco               | Lilybaeum | 1    |
        | Greeks    | Agathocles            | Syracusae | 2    |
        | Samnites  | Gellius Egnatius      | Bovianum  | 3    |
        | Etruscans | Etruscan minor leader | Arretium  | 1    |

  @9.2.2
  Rule: 9.2.2 a Gallic leader's MP depend on the value of the card that activated him

    @9.2.2-a
    Scenario: A Gallic leader activated with a 1-card has 3 MP
      Given Brennus is in Pisae
      When Gauls activate Brennus with a 1-card
      Then the army has 3 movement points

    @9.2.2-a
    Scenario: With a 1-card a Gallic army makes three clear moves and no fourth
      Given Brennus is in Pisae
      When Gauls activate Brennus with a 1-card
      And the army moves to Arretium
      And the army moves to Pisae
      And the army moves to Arretium
      And the army moves to Pisae
      Then the action is refused citing rule 9.2
      And Brennus is in Arretium
      And the army has 0 MP left

    @9.2.2-b
    Scenario: A Gallic leader activated with a 2-card has 4 MP
      Given Gallic minor leader is in Pisae
      When Gauls activate Gallic minor leader with a 2-card
      Then the army has 4 movement points

    @9.2.2-b
    Scenario: With a 2-card a Gallic army makes four clear moves and no fifth
      Given Brennus is in Pisae
      When Gauls activate Brennus with a 2-card
      And the army moves to Arretium
      And the army moves to Pisae
      And the army moves to Arretium
      And the army moves to Pisae
      Then the army has 0 MP left
      When the army moves to Arretium
      Then the action is refused citing rule 9.2
      And Brennus is in Pisae
      And the army has 0 MP left

    @9.2.2-c
    Scenario: A Gallic leader activated with a 3-card has 5 MP
      Given Brennus is in Pisae
      When Gauls activate Brennus with a 3-card
      Then the army has 5 movement points

    @9.2.2-c
    Scenario: With a 3-card a Gallic army makes five clear moves
      Given Brennus is in Pisae
      When Gauls activate Brennus with a 3-card
      And the army moves to Arretium
      And the army moves to Pisae
      And the army moves to Arretium
      And the army moves to Pisae
      And the army moves to Arretium
      Then Brennus is in Arretium
      And the army has 0 MP left

  @9.2.3
  Rule: 9.2.3 the Transalpine Gauls have 5 MP

    @9.2.3-activation
    Scenario Outline: A Transalpine Gallic leader has 5 MP even with a <card>-card
      Given the "always-five" reading of erratum 9.2.3-activation
      And Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      When Gauls activate Transalpine chief with a <card>-card
      Then the army has 5 movement points

      Examples:
        | card |
        | 1    |
        | 2    |
        | 3    |

    @9.2.3-note @9.2.3-activation
    Scenario Outline: Under the as-gauls reading a Transalpine leader on a <card>-card has <mp> MP
      Given the "as-gauls" reading of erratum 9.2.3-activation
      And Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      When Gauls activate Transalpine chief with a <card>-card
      Then the army has <mp> movement points

      Examples:
        | card | mp |
        | 1    | 3  |
        | 2    | 4  |
        | 3    | 5  |

    @9.2.3-note @9.2.3-activation
    Scenario: Under the as-gauls reading the Transalpine event still gives 5 MP
      Given the "as-gauls" reading of erratum 9.2.3-activation
      And Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      When Gauls activate Transalpine chief by the "Transalpine Gauls" event
      Then the activation counts as a 3-card
      And the army has 5 movement points

  @9.2.3-note
  Rule: 9.2.3 note: an event activating the Transalpine Gauls counts as a 3-card

    Scenario: The Transalpine Gauls activated by their event move as on a 3-card
      Given Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      And it is Gauls's action
      When Gauls takes the action {"type": "activate", "leader": "Transalpine chief", "card": 1, "event": "Transalpine Gauls"}
      Then the action is refused citing rule 9.2.3-note
      When Gauls activate Transalpine chief by the "Transalpine Gauls" event
      Then the activation counts as a 3-card
      And the army has 5 movement points
      And an "activated" event happened with leader Transalpine chief, event Transalpine Gauls, movement_points 5

    Scenario: An activation by the Transalpine event names no card
      Given Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      And it is Gauls's action
      When Gauls takes the action {"type": "activate", "leader": "Transalpine chief", "event": "Transalpine Gauls", "card": 3}
      Then the action is refused citing rule 9.2.3-note
      And the pending decision is "activation" for Gauls

    Scenario: Only the Transalpine Gauls are activated by their event
      Given Brennus is in Pisae
      When Gauls activate Brennus by the "Transalpine Gauls" event
      Then the action is refused citing rule 9.2.3-note
      And the pending decision is "activation" for Gauls
