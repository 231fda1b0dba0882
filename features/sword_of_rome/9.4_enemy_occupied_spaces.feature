@sword_of_rome
Feature: 9.4 Enemy-occupied spaces
  An army that meets enemy CU which neither hid behind walls nor avoided
  battle stops and attacks, unless it wins automatically; a failed pursuit
  ends its move; after an interception it may try to refuse battle; a
  leader on his own keeps clear of enemy CU and does not stop with enemy
  leaders. Battles, pursuit checks, refusals of battle and automatic
  victories belong to later chapters: the referee states their outcome.

  Background:
    Given The Sword of Rome with 2-4 players on the partial map

  @9.4-note
  Rule: 9.4 note: enemy-occupied spaces may be examined at any time

    Scenario: The enemy's stacks inside and outside the walls are visible while he decides
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is in Lilybaeum
      And Gisgo is in Lilybaeum
      And 5 Carthaginian CU are in Lilybaeum
      And Himilco is in Syracusae
      And 2 Carthaginian CU are in Syracusae
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then the pending decision is "walled_city" for Carthage
      And Hanno is in Lilybaeum
      And Lilybaeum holds 5 Carthaginian CU
      And Himilco is in Syracusae
      And Syracusae holds 2 Carthaginian CU
      When Carthage declares 3 CU inside the walls with Hanno
      Then the pending decision is "reaction" for Carthage
      And Hanno is inside the walls of Lilybaeum
      And Gisgo is outside the walls of Lilybaeum
      And Lilybaeum holds 3 Carthaginian CU inside its walls
      And Lilybaeum holds 5 Carthaginian CU

  @9.4.1
  Rule: 9.4.1 entering enemy CU that neither hid nor avoided battle ends movement in an attack

    Scenario: An army entering a space with enemy CU stops and attacks them
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      Then the pending decision is "automatic_victory" for referee
      When the referee rules no automatic victory
      Then a battle is declared in Beneventum: Camillus's 5 CU against 2 Samnite CU
      And the army's movement ended because of "battle"
      And Camillus is in Beneventum
      And Beneventum holds 5 Roman CU
      And the army has 3 MP left
      And no decision is pending

    Scenario: Enemy CU that failed to avoid battle are attacked
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      And Samnites ends the declarations
      And the attempt of Gellius Egnatius to avoid battle fails
      And the referee rules no automatic victory
      Then a battle is declared in Beneventum: Camillus's 5 CU against 4 Samnite CU
      And the army's movement is over

    Scenario: Enemy CU that avoided battle do not stop the army
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      And Samnites ends the declarations
      And the attempt of Gellius Egnatius to avoid battle succeeds, withdrawing to Luceria
      And the pursuit check succeeds
      Then no battle is declared
      And the army may keep moving
      And Beneventum holds no Samnite CU

    Scenario: An enemy leader without CU does not stop the army
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      Then the army may keep moving
      And no battle is declared

    Scenario: The battle is fought by the enemy units outside the walls, not by friends or those inside
      Given Camillus is in Luceria
      And 4 Roman CU are in Luceria
      And Tarentum is controlled by Greeks
      And Agathocles is in Tarentum
      And 2 Greek CU are in Tarentum
      And Greek minor leader is inside the walls of Tarentum
      And 1 Greek CU is inside the walls of Tarentum
      And Roman minor leader is in Tarentum
      And 1 Roman CU is in Tarentum
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Tarentum
      And Greeks declares no CU inside the walls
      And Greeks ends the declarations
      And the referee rules no automatic victory
      Then a battle is declared in Tarentum: Camillus's 4 CU against 2 Greek CU
      And the battle in Tarentum is defended by Agathocles

    Scenario: A power whose CU all went inside the walls is no defender of the battle
      Given Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And Arretium is controlled by Gauls
      And the Gallic player controls the Transalpine Gauls
      And 2 Gallic CU are in Arretium
      And 2 Transalpine Gallic CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And the walls are declared:
        | player | faction           | cu | leaders |
        | Gauls  | Gauls             | 2  |         |
        | Gauls  | Transalpine Gauls | 0  |         |
      And the referee rules no automatic victory
      Then a battle is declared in Arretium: Camillus's 4 CU against 2 Transalpine Gallic CU
      And the battle in Arretium is defended by no leader

  @9.4.1-exception
  Rule: 9.4.1 exception: an army that wins automatically may go on moving

    Scenario: After an automatic victory the army moves on
      Given Camillus is in Capua
      And 10 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      And the army moves to Beneventum
      And the referee rules an automatic victory eliminating 2 CU
      Then the army may keep moving
      And Beneventum holds no Samnite CU
      And no battle is declared
      When the army moves to Luceria
      Then Camillus is in Luceria
      And Luceria holds 10 Roman CU
      And the army has 2 MP left

    Scenario: Without an automatic victory the army stops to fight
      Given Camillus is in Capua
      And 10 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      Then a battle is declared in Beneventum: Camillus's 10 CU against 2 Samnite CU
      And the army's movement is over

    Scenario: What becomes of the defenders is the referee's ruling
      Given Camillus is in Capua
      And 10 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      And the army moves to Beneventum
      And the referee rules an automatic victory eliminating 1 CU
      Then Beneventum holds 1 Samnite CU
      And the army may keep moving

    Scenario: The referee may rule an automatic victory that eliminates no CU
      Given Camillus is in Capua
      And 10 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      And the army moves to Beneventum
      And the referee rules an automatic victory eliminating 0 CU
      Then Beneventum holds 2 Samnite CU
      And no battle is declared
      And the army may keep moving

    Scenario: The CU the referee eliminates are enemy CU outside the walls, power by power
      Given the pieces:
        | piece           | space    | count | walls  |
        | Camillus        | Capua    |       |        |
        | Roman CU        | Capua    | 8     |        |
        | Roman CU        | Neapolis | 1     |        |
        | Greek CU        | Neapolis | 2     |        |
        | Samnite CU      | Neapolis | 2     |        |
      When Rome activates Camillus with a 1-card
      And the army picks up 8 CU
      And the army moves to Neapolis
      And Greeks declares 1 CU inside the walls
      And Samnites declares no CU inside the walls
      And the referee rules an automatic victory eliminating 2 CU
      Then the automatic victory eliminated 1 Greek CU and 1 Samnite CU
      And Neapolis holds 1 Greek CU
      And Neapolis holds 1 Greek CU inside its walls
      And Neapolis holds 1 Samnite CU
      And Neapolis holds 9 Roman CU
      And the army may keep moving

  @9.4.2
  Rule: 9.4.2 a failed pursuit after a successful avoidance ends the movement

    Scenario: A failed pursuit check ends the army's movement
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      And Samnites ends the declarations
      And the attempt of Gellius Egnatius to avoid battle succeeds, withdrawing to Luceria
      Then the pending decision is "pursuit" for referee
      When the pursuit check fails
      Then the army's movement ended because of "failed pursuit"
      And a "pursuit" event happened with leader Camillus, space Beneventum, result failed
      And Camillus is in Beneventum
      And Beneventum holds 5 Roman CU
      And Gellius Egnatius is in Luceria
      And Luceria holds 4 Samnite CU
      And no battle is declared
      And no decision is pending

    Scenario: The pursuit check is answered by its outcome only
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      And Samnites ends the declarations
      And the attempt of Gellius Egnatius to avoid battle succeeds, withdrawing to Luceria
      And referee takes the action {"type": "no_automatic_victory"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "pursuit" for referee

    Scenario: A successful pursuit check lets the army go on
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      And Samnites ends the declarations
      And the attempt of Gellius Egnatius to avoid battle succeeds, withdrawing to Bovianum
      And the pursuit check succeeds
      Then the army may keep moving
      And a "pursuit" event happened with leader Camillus, space Beneventum, result succeeded
      And the army has 3 MP left
      When the army moves to Luceria
      Then Camillus is in Luceria

    Scenario: A failed avoidance calls for no pursuit check
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      And Samnites ends the declarations
      And the attempt of Gellius Egnatius to avoid battle fails
      Then the pending decision is "automatic_victory" for referee
      And no "pursuit" event happened

  @9.4.3
  Rule: 9.4.3 after an interception the moving army may try to refuse battle

    Scenario: A successful refusal of battle sends the army back where it came from
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Samnite minor leader with 3 CU
      And Samnites ends the declarations
      And the interception by Samnite minor leader succeeds
      Then the pending decision is "refuse_battle" for Rome
      When the army tries refusing battle
      Then the pending decision is "refuse_battle_outcome" for referee
      When the refusal of battle succeeds
      Then a "refuse_battle" event happened with leader Camillus, result succeeded
      And Camillus is in Capua
      And Camillus is outside the walls of Capua
      And Capua holds 5 Roman CU
      And Beneventum holds 3 Samnite CU
      And Samnite minor leader is in Beneventum
      And the army's movement ended because of "refused battle"
      And no battle is declared

    Scenario: The intercepted army refuses battle or accepts it, nothing else
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Samnite minor leader with 3 CU
      And Samnites ends the declarations
      And the interception by Samnite minor leader succeeds
      And Rome takes the action {"type": "end_movement"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "refuse_battle" for Rome

    Scenario: A failed refusal of battle leaves the army to fight the interceptor
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Samnite minor leader with 3 CU
      And Samnites ends the declarations
      And the interception by Samnite minor leader succeeds
      And the army tries refusing battle
      And the refusal of battle fails
      And the referee rules no automatic victory
      Then a battle is declared in Beneventum: Camillus's 5 CU against 3 Samnite CU
      And a "refusing_battle" event happened with leader Camillus, space Beneventum
      And a "refuse_battle" event happened with leader Camillus, result failed
      And a "battle" event happened with space Beneventum, cause interception
      And Camillus is in Beneventum
      And the army's movement ended because of "battle"

    Scenario: An army that does not try to refuse fights the interceptor
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Samnite minor leader with 3 CU
      And Samnites ends the declarations
      And the interception by Samnite minor leader succeeds
      And the army accepts battle
      And the referee rules no automatic victory
      Then a battle is declared in Beneventum: Camillus's 5 CU against 3 Samnite CU
      And Camillus is in Beneventum
      And Capua holds no Roman CU

  @9.4.4-a
  Rule: 9.4.4 a leader without an army may not enter a space with enemy CU

    Scenario: A lone leader may not enter a space holding enemy CU
      Given Camillus is in Capua
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      Then the action is refused citing rule 9.4.4-a
      And Camillus is in Capua
      And the army has 4 MP left
      And moving to Beneventum is not a legal action

    Scenario: A leader with a single CU may enter a space holding enemy CU
      Given Camillus is in Capua
      And 1 Roman CU is in Capua
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 1 CU
      And the army moves to Beneventum
      Then Camillus is in Beneventum
      And the pending decision is "automatic_victory" for referee

  @9.4.4-b
  Rule: 9.4.4 a leader without an army may not stop in a space with enemy leaders

    Scenario: A lone leader may pass through a space holding only an enemy leader
      Given Camillus is in Capua
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      And the army moves to Luceria
      Then Camillus is in Luceria
      And the army has 2 MP left
      And Gellius Egnatius is in Beneventum

    Scenario: A lone leader with MP to spare may enter a space holding an enemy leader
      Given Camillus is in Neapolis
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Capua
      And the army moves to Beneventum
      Then Camillus is in Beneventum
      And the army has 2 MP left

    @9.2-exception-samnites @9.2-exception-samnites.in.look-ahead @9.2-exception-samnites-armies
    Scenario: A Samnite lone leader counts his home routes as clear when he nears an enemy leader
      Given the "leaders-too" reading of erratum 9.2-exception-samnites-armies
      And Samnite minor leader is in Beneventum
      And Camillus is in Bovianum
      When Samnites activates Samnite minor leader with a 1-card
      And the army moves to Capua
      And the army moves to Aufidena
      And the army moves to Bovianum
      Then Samnite minor leader is in Bovianum
      And the army has 1 MP left

    Scenario: A lone leader may sail into a port holding an enemy leader when MP are left to move on
      Given Agathocles is in Tarentum
      And Himilco is in Messana
      When Greeks activates Agathocles with a 3-card
      And the army sails to Messana
      Then Agathocles is in Messana
      And the army has 1 MP left

    @9.6-note-one-land-move
    Scenario: Under the one-space reading a lone leader who sailed in beside an enemy leader may still land-move out
      Given the "one-space" reading of erratum 9.6-note-one-land-move
      And Agathocles is in Tarentum
      And Himilco is in Messana
      When Greeks activates Agathocles with a 3-card
      And the army sails to Messana
      Then Agathocles is in Messana
      And the army has 1 MP left
      When the army moves to Catina
      Then Agathocles is in Catina

    @9.6-note-one-land-move
    Scenario: Under the one-space reading a lone leader who never sailed walks on through an enemy leader's space
      Given the "one-space" reading of erratum 9.6-note-one-land-move
      And Camillus is in Capua
      And Samnite minor leader is in Luceria
      When Rome activates Camillus with a 3-card
      And the army moves to Beneventum
      And the army moves to Luceria
      Then Camillus is in Luceria
      And the army has 2 MP left
      When the army moves to Tarentum
      Then Camillus is in Tarentum

    Scenario: A lone leader may not spend his last MP sailing to an enemy leader
      Given Agathocles is in Catina
      And Camillus is in Tarentum
      When Greeks activates Agathocles with a 3-card
      And the army moves to Messana
      And the army sails to Tarentum
      Then the action is refused citing rule 9.4.4-b
      And Agathocles is in Messana
      And the army has 3 MP left

    Scenario: A lone Gallic leader beside an enemy leader may not plunder away his last MP
      Given Brennus is in Sutrium
      And Camillus is in Arretium
      When Gauls activate Brennus with a 1-card
      And the army moves to Arretium
      Then the army has 1 MP left
      When the army spends 1 MP on plunder
      Then the action is refused citing rule 9.4.4-b
      And the army has 1 MP left
      And no "plunder" event happened

    Scenario: A lone Gallic leader beside an enemy leader may plunder while MP are left to move on
      Given Brennus is in Pisae
      And Camillus is in Arretium
      When Gauls activate Brennus with a 3-card
      And the army moves to Arretium
      And the army spends 4 MP on plunder
      Then the action is refused citing rule 9.4.4-b
      When the army spends 3 MP on plunder
      Then a "plunder" event happened with leader Brennus, mp 3
      And the army has 1 MP left

    Scenario: A lone leader may not end his move with an enemy leader
      Given Camillus is in Capua
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      And the army ends its movement
      Then the action is refused citing rule 9.4.4-b
      And the army may keep moving
      And Camillus is in Beneventum

    Scenario: A lone leader may not stop with an enemy leader while one way on is still open
      Given Camillus is in Capua
      And Gellius Egnatius is in Beneventum
      And 2 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      And the army ends its movement
      Then the action is refused citing rule 9.4.4-b
      And moving to Bovianum is not a legal action
      And moving to Luceria is a legal action

    Scenario: A lone leader may end his move where no enemy leader stands
      Given Camillus is in Capua
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      And the army moves to Luceria
      And the army ends its movement
      Then the army's movement is over
      And Camillus is in Luceria

    Scenario: A lone leader may not spend his last MP to reach an enemy leader
      Given Camillus is in Capua
      And Samnite minor leader is in Bovianum
      When Rome activates Camillus with a 1-card
      And the army moves to Aufidena
      And the army moves to Bovianum
      Then the action is refused citing rule 9.4.4-b
      And Camillus is in Aufidena
      And the army has 2 MP left

    @9.4.4-a
    Scenario: A lone leader may not enter a space whose enemy CU are all inside the walls
      Given Camillus is in Beneventum
      And 2 Samnite CU are inside the walls of Bovianum
      And Bovianum is controlled by Samnites
      When Rome activates Camillus with a 1-card
      And the army moves to Bovianum
      Then the action is refused citing rule 9.4.4-a
      And Camillus is in Beneventum

    Scenario: A lone leader may end his move where only a friendly leader stands
      Given Camillus is in Capua
      And Roman minor leader is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      And the army ends its movement
      Then the army's movement is over
      And Camillus is in Beneventum

    @9.4.4-a
    Scenario: A lone leader may not enter a space holding a single enemy CU
      Given Camillus is in Capua
      And 1 Samnite CU is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      Then the action is refused citing rule 9.4.4-a
      And Camillus is in Capua
      When Rome takes the action {"type": "move", "to": "Atlantis"}
      Then the action is refused by the contract as malformed-action
      When Rome takes the action {"type": "fly", "to": "Beneventum"}
      Then the action is refused by the contract as out-of-place

    Scenario: A lone leader may not enter an enemy leader's space he could not leave with the MP left
      Given Camillus is in Capua
      And Samnite minor leader is in Bovianum
      And Bovianum is controlled by Samnites
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      And the army moves to Bovianum
      Then the action is refused citing rule 9.4.4-b
      And moving to Bovianum is not a legal action
      And Camillus is in Beneventum
      And the army has 3 MP left

    Scenario: A lone Gallic leader beside an enemy leader may not plunder away the MP of his only way out
      Given Brennus is in Sutrium
      And Camillus is in Arretium
      And 2 Roman CU are in Pisae
      When Gauls activate Brennus with a 3-card
      And the army moves to Arretium
      Then the army has 3 MP left
      When the army spends 2 MP on plunder
      Then the action is refused citing rule 9.4.4-b
      And no "plunder" event happened
      When the army spends 1 MP on plunder
      Then a "plunder" event happened with leader Brennus, mp 1
      And the army has 2 MP left

    @9.4.4-b-start
    Scenario: Under the leave-if-able reading a lone leader activated beside an enemy leader must leave
      Given the "leave-if-able" reading of erratum 9.4.4-b-start
      And Camillus is in Beneventum
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army ends its movement
      Then the action is refused citing rule 9.4.4-b
      And the army may keep moving
      When the army moves to Luceria
      And the army ends its movement
      Then the army's movement is over

    @9.4.4-b-start
    Scenario: Under the leave-if-able reading a lone leader with no way out ends his move where he was activated
      Given the "leave-if-able" reading of erratum 9.4.4-b-start
      And Camillus is in Beneventum
      And Gellius Egnatius is in Beneventum
      And 2 Samnite CU are in Capua
      And 2 Samnite CU are in Luceria
      And 2 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army ends its movement
      Then the army's movement is over
      And Camillus is in Beneventum

    @9.4.4-b-start
    Scenario: Under the start-exempt reading a lone leader activated beside an enemy leader may stay
      Given the "start-exempt" reading of erratum 9.4.4-b-start
      And Camillus is in Beneventum
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army ends its movement
      Then the army's movement is over
      And Camillus is in Beneventum

    @9.4.4-b-start
    Scenario: Under the start-exempt reading a lone leader who left and came back may not stop
      Given the "start-exempt" reading of erratum 9.4.4-b-start
      And Camillus is in Beneventum
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Luceria
      And the army moves to Beneventum
      And the army ends its movement
      Then the action is refused citing rule 9.4.4-b
      And the army may keep moving

    Scenario: An army with CU may end its move with an enemy leader
      Given Camillus is in Capua
      And 2 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 2 CU
      And the army moves to Beneventum
      And the army ends its movement
      Then the army's movement is over
      And Camillus is in Beneventum
