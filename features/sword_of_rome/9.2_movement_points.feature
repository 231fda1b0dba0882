@sword_of_rome
Feature: 9.2 Movement points
  An activated leader moves from space to adjacent space paying movement
  points (MP) by terrain; how many MP he has depends on his power and, for
  the Gauls, on the card that activated him.

  Background:
    Given The Sword of Rome with 2-4 players on the partial map

  @9.2
  Rule: 9.2 clear terrain costs 1 MP, rough terrain and straits 2 MP, a sea move 3 MP

    @9.2.if.adjacent @9.2.in.clear
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

    @9.2.if.adjacent @9.2.in.clear
    Scenario: Crossing clear terrain costs 1 MP, type left out: a connection the position gives no type is clear
      Given Camillus is in Roma
      And the position leaves out the default "type" of map connections
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      Then Camillus is in Sutrium
      And the last move crossed clear terrain for 1 MP
      And the army has 3 MP left
      And Camillus is outside the walls of Sutrium

    @9.2.unless.adjacent
    Scenario: A space that is not adjacent cannot be entered
      Given Camillus is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Capua
      Then the action is refused citing rule 9.2
      And Camillus is in Roma
      And the army has 4 MP left
      And moving to Capua is not a legal action

    @9.2.in.rough
    Scenario: Crossing rough terrain costs 2 MP
      Given Camillus is in Sutrium
      When Rome activates Camillus with a 1-card
      And the army moves to Arretium
      Then the last move crossed rough terrain for 2 MP
      And the army has 2 MP left

    @9.2.in.rough
    Scenario: With the Appian Way's event in play, a map without the road still costs what 9.2 says
      Given the map has no Appian Way connection
      And the "Appian Way" event is in play
      And Camillus is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      And the army moves to Arretium
      Then Camillus is in Arretium
      And the last move crossed rough terrain for 2 MP
      And the army has 1 MP left

    @9.2.in.strait @9.2.in.army-with-cu
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

    @9.2.in.sea @9.6-a
    Scenario: A move by sea costs 3 MP
      Given Agathocles is in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army sails to Catina
      Then Agathocles is in Catina
      And the last move went by sea for 3 MP
      And the army has 1 MP left

    @9.2.if.enough-mp @9.2.in.later-move
    Scenario: A rough move with exactly 2 MP left is allowed
      Given Camillus is in Sutrium
      When Rome activates Camillus with a 1-card
      And the army moves to Roma
      And the army moves to Sutrium
      And the army moves to Arretium
      Then Camillus is in Arretium
      And the army has 0 MP left

    @9.2.unless.enough-mp
    Scenario: A rough move with 1 MP left is refused
      Given Camillus is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      And the army moves to Roma
      And the army moves to Sutrium
      And the army moves to Arretium
      Then the action is refused citing rule 9.2 or rule 9.2.1
      And Camillus is in Sutrium
      And the army has 1 MP left
      And moving to Arretium is not a legal action
      And moving to Roma is a legal action

    @9.2.in.later-move
    Scenario: The last MP may be spent on a clear move
      Given Camillus is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      And the army moves to Arretium
      And the army moves to Pisae
      Then Camillus is in Pisae
      And the army has 0 MP left

    @9.2.unless.enough-mp
    Scenario: Moving with no MP left is refused
      Given Camillus is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      And the army moves to Roma
      And the army moves to Sutrium
      And the army moves to Roma
      And the army moves to Sutrium
      Then the action is refused citing rule 9.2 or rule 9.2.1
      And Camillus is in Roma
      And the army has 0 MP left

    Scenario: Only adjacent spaces within the MP left are offered as moves
      Given Camillus is in Sutrium
      When Rome activates Camillus with a 1-card
      And the army moves to Roma
      And the army moves to Sutrium
      And the army moves to Roma
      Then moving to Sutrium is a legal action
      And moving to Antium is a legal action
      And moving to Capua is not a legal action

  @9.2-plunder
  Rule: 9.2 the Gauls and the Transalpine Gauls may spend MP on plunder

    @9.2-plunder.if.may-plunder @9.2-plunder.if.mp-left @9.2-plunder.in.gallic-army
    Scenario: A Gallic army spends MP on plunder
      Given Brennus is in Arretium
      And 4 Gallic CU are in Arretium
      When Gauls activate Brennus with a 3-card
      And the army picks up 4 CU
      And the army spends 2 MP on plunder
      Then a "plunder" event happened with leader Brennus, space Arretium, mp 2, mp_left 3
      And the army has 3 MP left
      And Brennus is in Arretium

    @9.2-plunder.unless.may-plunder
    Scenario: A Roman army may not plunder
      Given Camillus is in Arretium
      And 4 Roman CU are in Arretium
      When Rome activates Camillus with a 3-card
      And the army picks up 4 CU
      And the army spends 2 MP on plunder
      Then the action is refused citing rule 9.2-plunder or by the contract as out-of-place
      And no "plunder" event happened
      And the army has 4 MP left
      And plundering for 1 MP is not a legal action

    @9.2-plunder.unless.may-plunder @9.2-plunder-who
    Scenario: A Gallic army another player moves may not plunder under the gallic-player reading
      Given the "gallic-player" reading of erratum 9.2-plunder-who
      And Brennus is in Arretium
      And 2 Gallic CU are in Arretium
      And the Roman player controls the Gauls
      When Rome activates Brennus with a 3-card
      And the army picks up 2 CU
      And the army spends 1 MP on plunder
      Then the action is refused citing rule 9.2-plunder or by the contract as out-of-place
      And no "plunder" event happened
      And the army has 5 MP left
      And plundering for 1 MP is not a legal action

    @9.2-plunder.in.transalpine-army
    Scenario: A Transalpine Gallic army spends MP on plunder
      Given Transalpine chief is in Arretium
      And 2 Transalpine Gallic CU are in Arretium
      And the Gallic player controls the Transalpine Gauls
      And the "Transalpine Gauls" event activates the Transalpine Gauls
      When Gauls activate Transalpine chief by the "Transalpine Gauls" event
      And the army picks up 2 CU
      And the army spends 1 MP on plunder
      Then a "plunder" event happened with leader Transalpine chief, mp 1
      And the army has 4 MP left

    @9.2-plunder.in.transalpine-other-player
    Scenario: A Transalpine Gallic army plunders whoever moves it
      Given Transalpine chief is in Arretium
      And 2 Transalpine Gallic CU are in Arretium
      And the Roman player controls the Transalpine Gauls
      And the "Transalpine Gauls" event activates the Transalpine Gauls
      When Rome activates Transalpine chief by the "Transalpine Gauls" event
      And the army picks up 2 CU
      And the army spends 3 MP on plunder
      Then a "plunder" event happened with leader Transalpine chief, mp 3
      And the army has 2 MP left

    @9.2-plunder.in.gallic-player-other-power @9.2-plunder-who
    Scenario: The Gallic player plunders with another power's army he moves
      Given the "gallic-player" reading of erratum 9.2-plunder-who
      And Etruscan minor leader is in Arretium
      And 2 Etruscan CU are in Arretium
      And the Gallic player controls the Etruscans
      When Gauls activate Etruscan minor leader with a 3-card
      And the army picks up 2 CU
      And the army spends 2 MP on plunder
      Then a "plunder" event happened with leader Etruscan minor leader, mp 2
      And the army has 2 MP left

    @9.2-plunder.in.gallic-player-other-power @9.2-plunder-who
    Scenario: A position that leaves the erratum out lets the Gallic player plunder with another power's army he moves
      Given the default reading of erratum 9.2-plunder-who, left out of the position
      And Etruscan minor leader is in Arretium
      And 2 Etruscan CU are in Arretium
      And the Gallic player controls the Etruscans
      When Gauls activate Etruscan minor leader with a 3-card
      And the army picks up 2 CU
      And the army spends 2 MP on plunder
      Then a "plunder" event happened with leader Etruscan minor leader, mp 2
      And the army has 2 MP left

    @9.2-plunder.in.gallic-armies-reading @9.2-plunder-who
    Scenario: Under the gallic-armies reading the Gallic player's Etruscan army may not plunder
      Given the "gallic-armies" reading of erratum 9.2-plunder-who
      And Etruscan minor leader is in Arretium
      And 2 Etruscan CU are in Arretium
      And the Gallic player controls the Etruscans
      When Gauls activate Etruscan minor leader with a 3-card
      And the army picks up 2 CU
      And the army spends 2 MP on plunder
      Then the action is refused citing rule 9.2-plunder or by the contract as out-of-place
      And the army has 4 MP left

    @9.2-plunder.in.gallic-armies-reading @9.2-plunder-who
    Scenario: Under the gallic-armies reading a Gallic army plunders
      Given the "gallic-armies" reading of erratum 9.2-plunder-who
      And Brennus is in Arretium
      When Gauls activate Brennus with a 2-card
      And the army spends 1 MP on plunder
      Then a "plunder" event happened with leader Brennus, mp 1
      And the army has 3 MP left

    @9.2-plunder.unless.mp-left
    Scenario: Plunder cannot spend more MP than are left
      Given Brennus is in Arretium
      When Gauls activate Brennus with a 1-card
      And the army spends 4 MP on plunder
      Then the action is refused citing rule 9.2-plunder or rule 9.2.2-a
      And the army has 3 MP left
      And no "plunder" event happened

    @9.2-plunder.if.mp-left
    Scenario: Plunder may spend the last MP, and spends at least one
      Given Brennus is in Arretium
      And Gallic minor leader is in Arretium
      When Gauls activate Brennus with a 1-card
      Then plundering for 3 MP is a legal action
      And plundering for 0 MP is not a legal action
      And plundering for 4 MP is not a legal action
      When the army spends 0 MP on plunder
      Then the action is refused by the contract as malformed-action
      When Gauls takes the action {"type": "plunder", "mp": true}
      Then the action is refused citing rule 9.2-plunder or by the contract as malformed-action
      When Gauls takes the action {"type": "plunder"}
      Then the action is refused by the contract as malformed-action
      When the army spends 3 MP on plunder
      Then a "plunder" event happened with leader Brennus, space Arretium, mp 3, mp_left 0
      And the army has 0 MP left

    @9.2-plunder.in.after-moving
    Scenario: A Gallic army plunders with the MP its moves left
      Given Brennus is in Pisae
      And 3 Gallic CU are in Pisae
      When Gauls activate Brennus with a 3-card
      And the army picks up 3 CU
      And the army moves to Arretium
      Then plundering for 4 MP is a legal action
      And plundering for 5 MP is not a legal action
      When the army spends 5 MP on plunder
      Then the action is refused citing rule 9.2-plunder
      And the army has 4 MP left
      And no "plunder" event happened
      When the army spends 4 MP on plunder
      Then a "plunder" event happened with leader Brennus, space Arretium, mp 4, mp_left 0
      And the army has 0 MP left

  @9.2-note-appian-way
  Rule: 9.2 note: before its event the Appian Way is clear terrain

    @9.2-note-appian-way.in.roman-army @9.2-note-appian-way.in.army-with-cu
    Scenario: An Appian Way connection costs 1 MP before the event
      Given Camillus is in Roma
      And 3 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 3 CU
      And the army moves to Antium
      And the army moves to Capua
      Then Camillus is in Capua
      And Capua holds 3 Roman CU
      And the last move crossed clear terrain for 1 MP
      And the army has 2 MP left

    @9.2-note-appian-way.in.other-power
    Scenario: A Gallic leader also crosses the unbuilt Appian Way as clear terrain
      Given Brennus is in Capua
      When Gauls activate Brennus with a 1-card
      And the army moves to Antium
      And the army moves to Roma
      And the army moves to Sutrium
      Then Brennus is in Sutrium
      And the army has 0 MP left

  @9.2-exception-samnites
  Rule: 9.2 exception: Samnite routes to Bovianum and Aufidena are clear

    @9.2-exception-samnites.if.samnite @9.2-exception-samnites.if.homeland-route
    @9.2-exception-samnites.if.with-cu @9.2-exception-samnites.in.into-aufidena
    Scenario: A Samnite army enters Aufidena across rough terrain for 1 MP
      Given Samnite minor leader is in Capua
      And 3 Samnite CU are in Capua
      When Samnites activate Samnite minor leader with a 1-card
      And the army picks up 3 CU
      And the army moves to Aufidena
      Then the last move crossed clear terrain for 1 MP
      And the army has 3 MP left

    @9.2-exception-samnites.unless.samnite
    Scenario: A Roman army pays 2 MP on the same route
      Given Camillus is in Capua
      And 3 Roman CU are in Capua
      When Rome activates Camillus with a 1-card
      And the army picks up 3 CU
      And the army moves to Aufidena
      Then the last move crossed rough terrain for 2 MP
      And the army has 2 MP left

    @9.2-exception-samnites.unless.samnite
    Scenario: An Etruscan army moved by the Samnite player pays 2 MP on the same route
      Given Etruscan minor leader is in Capua
      And 3 Etruscan CU are in Capua
      And the Samnite player controls the Etruscans
      When Samnites activate Etruscan minor leader with a 1-card
      And the army picks up 3 CU
      And the army moves to Aufidena
      Then the last move crossed rough terrain for 2 MP
      And the army has 2 MP left

    @9.2-exception-samnites.unless.with-cu @9.2-exception-samnites.in.lone-leader-reading
    @9.2-exception-samnites-armies
    Scenario: A Samnite leader alone pays the printed terrain into Aufidena
      Given the "armies-only" reading of erratum 9.2-exception-samnites-armies
      And Samnite minor leader is in Capua
      And 3 Samnite CU are in Capua
      When Samnites activate Samnite minor leader with a 1-card
      And the army moves to Aufidena
      Then the last move crossed rough terrain for 2 MP
      And the army has 2 MP left

    @9.2-exception-samnites.unless.with-cu @9.2-exception-samnites.in.lone-leader-reading
    @9.2-exception-samnites-armies
    Scenario: A position that leaves the erratum out has a Samnite leader alone pay the printed terrain into Aufidena
      Given the default reading of erratum 9.2-exception-samnites-armies, left out of the position
      And Samnite minor leader is in Capua
      And 3 Samnite CU are in Capua
      When Samnites activate Samnite minor leader with a 1-card
      And the army moves to Aufidena
      Then the last move crossed rough terrain for 2 MP
      And the army has 2 MP left

    @9.2-exception-samnites.in.lone-leader-reading @9.2-exception-samnites-armies
    Scenario: Under the leaders-too reading a Samnite leader alone enters Aufidena for 1 MP
      Given the "leaders-too" reading of erratum 9.2-exception-samnites-armies
      And Samnite minor leader is in Capua
      And 3 Samnite CU are in Capua
      When Samnites activate Samnite minor leader with a 1-card
      And the army moves to Aufidena
      Then the last move crossed clear terrain for 1 MP
      And the army has 3 MP left

    @9.2-exception-samnites.in.between-homeland
    Scenario: A Samnite army crosses the rough road between its two homeland spaces for 1 MP
      Given Samnite minor leader is in Aufidena
      And 2 Samnite CU are in Aufidena
      When Samnites activate Samnite minor leader with a 1-card
      And the army picks up 2 CU
      And the army moves to Bovianum
      And the army moves to Aufidena
      And the army moves to Bovianum
      And the army moves to Aufidena
      Then Samnite minor leader is in Aufidena
      And Aufidena holds 2 Samnite CU
      And the army has 0 MP left

    @9.2-exception-samnites.unless.homeland-route
    Scenario: Rough terrain away from the homeland still costs a Samnite army 2 MP
      Given Samnite minor leader is in Tarentum
      And 3 Samnite CU are in Tarentum
      When Samnites activate Samnite minor leader with a 1-card
      And the army picks up 3 CU
      And the army moves to Rhegium
      Then the last move crossed rough terrain for 2 MP
      And the army has 2 MP left

    @9.2-exception-samnites.in.leaving-homeland @9.2-exception-samnites-routes
    Scenario: Read as every route touching the homeland, leaving Bovianum is clear too
      Given the "touching" reading of erratum 9.2-exception-samnites-routes
      And Samnite minor leader is in Bovianum
      And 2 Samnite CU are in Bovianum
      When Samnites activate Samnite minor leader with a 1-card
      And the army picks up 2 CU
      And the army moves to Beneventum
      Then the last move crossed clear terrain for 1 MP
      And the army has 3 MP left

    @9.2-exception-samnites.in.leaving-homeland @9.2-exception-samnites-routes
    Scenario: A position that leaves the erratum out counts every route touching the homeland, so leaving Bovianum is clear too
      Given the default reading of erratum 9.2-exception-samnites-routes, left out of the position
      And Samnite minor leader is in Bovianum
      And 2 Samnite CU are in Bovianum
      When Samnites activate Samnite minor leader with a 1-card
      And the army picks up 2 CU
      And the army moves to Beneventum
      Then the last move crossed clear terrain for 1 MP
      And the army has 3 MP left

    @9.2-exception-samnites.in.leaving-homeland @9.2-exception-samnites-routes
    Scenario: Read as routes into the homeland only, leaving Bovianum costs the printed terrain
      Given the "entering" reading of erratum 9.2-exception-samnites-routes
      And Samnite minor leader is in Bovianum
      And 2 Samnite CU are in Bovianum
      When Samnites activate Samnite minor leader with a 1-card
      And the army picks up 2 CU
      And the army moves to Beneventum
      Then the last move crossed rough terrain for 2 MP
      And the army has 2 MP left

    @9.2-exception-samnites.in.into-bovianum @9.2-exception-samnites-routes
    Scenario: Under either reading, entering Bovianum is clear for a Samnite army
      Given the "entering" reading of erratum 9.2-exception-samnites-routes
      And Samnite minor leader is in Beneventum
      And 2 Samnite CU are in Beneventum
      When Samnites activate Samnite minor leader with a 1-card
      And the army picks up 2 CU
      And the army moves to Bovianum
      Then the last move crossed clear terrain for 1 MP
      And the army has 3 MP left

  @9.2.1
  Rule: 9.2.1 every leader but the Gauls' and Transalpine Gauls' has 4 MP

    @9.2.1.in.every-power @9.2.1.in.any-card @9.2.1.in.minor-leader
    Scenario Outline: A <power> leader has 4 MP whatever the card
      Given <leader> is in <space>
      When <power> activates <leader> with a <card>-card
      Then the army has 4 movement points
      And the army has 4 MP left

      Examples:
        | power     | leader                | space     | card |
        | Rome      | Camillus              | Roma      | 1    |
        | Rome      | Consul Valerius       | Roma      | 3    |
        | Rome      | Roman minor leader    | Roma      | 2    |
        | Carthage  | Himilco               | Lilybaeum | 1    |
        | Greeks    | Agathocles            | Syracusae | 2    |
        | Samnites  | Gellius Egnatius      | Bovianum  | 3    |
        | Etruscans | Etruscan minor leader | Arretium  | 1    |

    @9.2.1.if.not-gallic @9.2.1.in.every-power
    Scenario: An Etruscan leader the Gallic player moves has 4 MP on a 1-card
      Given Etruscan minor leader is in Arretium
      And the Gallic player controls the Etruscans
      When Gauls activate Etruscan minor leader with a 1-card
      Then the army has 4 movement points
      And the pending decision is "movement" for Gauls

    @9.2.1.if.not-gallic @9.2.1.in.fourth-move
    Scenario: With a 1-card a Roman leader makes four clear moves and no fifth
      Given Camillus is in Pisae
      When Rome activates Camillus with a 1-card
      And the army moves to Arretium
      And the army moves to Pisae
      And the army moves to Arretium
      And the army moves to Pisae
      Then the army has 0 MP left
      When the army moves to Arretium
      Then the action is refused citing rule 9.2 or rule 9.2.1
      And Camillus is in Pisae

  @9.2.2
  Rule: 9.2.2 a Gallic leader's MP depend on the value of the card that activated him

    @9.2.2.if.gallic @9.2.2.unless.gallic @9.2.2.in.card-values
    @9.2.2-a @9.2.2-b @9.2.2-c
    @9.2.2-a.if.card-one @9.2.2-a.unless.card-one @9.2.2-b.if.card-two @9.2.2-b.unless.card-two
    @9.2.2-c.if.card-three @9.2.2-c.unless.card-three
    Scenario Outline: <leader> activated with a <card>-card has <mp> MP
      Given <leader> is in Pisae
      When <power> activate <leader> with a <card>-card
      Then the army has <mp> movement points
      And the army has <mp> MP left

      Examples:
        | leader   | power | card | mp |
        | Brennus  | Gauls | 1    | 3  |
        | Brennus  | Gauls | 2    | 4  |
        | Brennus  | Gauls | 3    | 5  |
        | Camillus | Rome  | 1    | 4  |
        | Camillus | Rome  | 3    | 4  |

    @9.2.2.in.minor-leader @9.2.2-a @9.2.2-b @9.2.2-c @9.2.2-b.in.minor-leader
    Scenario Outline: A Gallic minor leader activated with a <card>-card has <mp> MP
      Given Gallic minor leader is in Pisae
      When Gauls activate Gallic minor leader with a <card>-card
      Then the army has <mp> movement points

      Examples:
        | card | mp |
        | 1    | 3  |
        | 2    | 4  |
        | 3    | 5  |

  @9.2.2-a
  Rule: 9.2.2 bullet: a Gallic leader on a 1-card has 3 MP

    @9.2.2-a.in.third-move @9.2.1 @9.2.1.unless.not-gallic
    Scenario: With a 1-card a Gallic army makes three clear moves and no fourth
      Given Brennus is in Pisae
      When Gauls activate Brennus with a 1-card
      And the army moves to Arretium
      And the army moves to Pisae
      And the army moves to Arretium
      Then the army has 0 MP left
      When the army moves to Pisae
      Then the action is refused citing rule 9.2 or rule 9.2.2-a
      And Brennus is in Arretium
      And the army has 0 MP left

  @9.2.2-b
  Rule: 9.2.2 bullet: a Gallic leader on a 2-card has 4 MP

    @9.2.2-b.in.fourth-move
    Scenario: With a 2-card a Gallic army makes four clear moves and no fifth
      Given Brennus is in Pisae
      When Gauls activate Brennus with a 2-card
      And the army moves to Arretium
      And the army moves to Pisae
      And the army moves to Arretium
      And the army moves to Pisae
      Then the army has 0 MP left
      When the army moves to Arretium
      Then the action is refused citing rule 9.2 or rule 9.2.2-b
      And Brennus is in Pisae
      And the army has 0 MP left

  @9.2.2-c
  Rule: 9.2.2 bullet: a Gallic leader on a 3-card has 5 MP

    @9.2.2-c.in.fifth-move
    Scenario: With a 3-card a Gallic army makes five clear moves and no sixth
      Given Brennus is in Pisae
      When Gauls activate Brennus with a 3-card
      And the army moves to Arretium
      And the army moves to Pisae
      And the army moves to Arretium
      And the army moves to Pisae
      And the army moves to Arretium
      Then Brennus is in Arretium
      And the army has 0 MP left
      When the army moves to Pisae
      Then the action is refused citing rule 9.2 or rule 9.2.2-c
      And Brennus is in Arretium

  @9.2.3
  Rule: 9.2.3 the Transalpine Gauls have 5 MP

    @9.2.3.if.transalpine @9.2.3.in.by-card @9.2.3-activation
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

    @9.2.3.if.transalpine @9.2.3.in.by-card @9.2.3-activation
    Scenario: A position that leaves the erratum out gives a Transalpine Gallic leader 5 MP on a 1-card
      Given the default reading of erratum 9.2.3-activation, left out of the position
      And Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      When Gauls activate Transalpine chief with a 1-card
      Then the army has 5 movement points
      And the army has 5 MP left

    @9.2.3.unless.transalpine
    Scenario: A Gallic leader on a 1-card has 3 MP where a Transalpine one has 5
      Given Brennus is in Pisae
      When Gauls activate Brennus with a 1-card
      Then the army has 3 movement points

    @9.2.3.in.other-player @9.2.3.in.by-event
    Scenario: The Transalpine Gauls moved by another player have 5 MP
      Given Transalpine chief is in Pisae
      And the Roman player controls the Transalpine Gauls
      And the "Transalpine Gauls" event activates the Transalpine Gauls
      When Rome activates Transalpine chief by the "Transalpine Gauls" event
      Then the army has 5 movement points
      And the pending decision is "movement" for Rome

    @9.2.3.in.other-player @9.2.3.in.by-card @9.2.3-activation
    Scenario: The Transalpine Gauls moved by another player on a 1-card have 5 MP
      Given the "always-five" reading of erratum 9.2.3-activation
      And Transalpine chief is in Pisae
      And the Roman player controls the Transalpine Gauls
      When Rome activates Transalpine chief with a 1-card
      Then the army has 5 movement points
      And the pending decision is "movement" for Rome

    @9.2.3.in.as-gauls-reading @9.2.3-note @9.2.3-activation
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

  @9.2.3-note
  Rule: 9.2.3 note: an event activating the Transalpine Gauls counts as a 3-card

    @9.2.3-note.if.by-event @9.2.3-note.in.always-five-reading @9.2.3-note.in.card-too
    Scenario: The Transalpine Gauls activated by their event move as on a 3-card
      Given Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      And the "Transalpine Gauls" event activates the Transalpine Gauls
      And it is Gauls's action
      When Gauls takes the action {"type": "activate", "leader": "Transalpine chief", "card": 1, "event": "Transalpine Gauls"}
      Then the action is refused citing rule 9.2.3-note or by the contract as malformed-action
      When Gauls activate Transalpine chief by the "Transalpine Gauls" event
      Then the activation counts as a 3-card
      And the army has 5 movement points
      And an "activated" event happened with leader Transalpine chief, event Transalpine Gauls, movement_points 5

    @9.2.3-note.if.by-event @9.2.3-note.in.as-gauls-reading @9.2.3-activation @9.2.3 @9.2.3.in.by-event
    Scenario: Under the as-gauls reading the Transalpine event gives 5 MP
      Given the "as-gauls" reading of erratum 9.2.3-activation
      And Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      And the "Transalpine Gauls" event activates the Transalpine Gauls
      When Gauls activate Transalpine chief by the "Transalpine Gauls" event
      Then the activation counts as a 3-card
      And the army has 5 movement points

    @9.2.3-note.unless.by-event @9.2.3-activation
    Scenario: Under the as-gauls reading a Transalpine leader on a 1-card has 3 MP, not the event's 5
      Given the "as-gauls" reading of erratum 9.2.3-activation
      And Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      And the "Transalpine Gauls" event activates the Transalpine Gauls
      When Gauls activate Transalpine chief with a 1-card
      Then the activation counts as a 1-card
      And the army has 3 movement points

    @9.2.3-note.in.card-too
    Scenario: An activation by the Transalpine event names no card
      Given Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      And the "Transalpine Gauls" event activates the Transalpine Gauls
      And it is Gauls's action
      When Gauls takes the action {"type": "activate", "leader": "Transalpine chief", "event": "Transalpine Gauls", "card": 3}
      Then the action is refused citing rule 9.2.3-note or by the contract as malformed-action
      And the pending decision is "activation" for Gauls

    @9.2.3-note.in.other-event
    Scenario: An event the position does not give as activating the Transalpine Gauls activates nobody
      Given Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      And the "Transalpine Gauls" event activates the Transalpine Gauls
      When Gauls activate Transalpine chief by the "Gallic Raid" event
      Then the action is refused by the contract as out-of-place
      And the pending decision is "activation" for Gauls

    Scenario: The event that activates the Transalpine Gauls activates no other leader
      Given Brennus is in Pisae
      And the "Transalpine Gauls" event activates the Transalpine Gauls
      When Gauls activate Brennus by the "Transalpine Gauls" event
      Then the action is refused by the contract as out-of-place
      And the pending decision is "activation" for Gauls

    @9.2.3-note.in.other-event
    Scenario: An activation naming its event by a number instead of a name is malformed
      Given Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      And the "Transalpine Gauls" event activates the Transalpine Gauls
      And it is Gauls's action
      When Gauls takes the action {"type": "activate", "leader": "Transalpine chief", "event": 3}
      Then the action is refused by the contract as malformed-action
      And the pending decision is "activation" for Gauls
