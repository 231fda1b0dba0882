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

    @9.4-note.in.inside-walls @9.4-note.in.while-enemy-decides @9.4-note.in.elsewhere @9.3.1 @9.3.2
    Scenario: The enemy's stacks inside and outside the walls are visible while he decides
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is in Lilybaeum
      And Gisgo is in Lilybaeum
      And 5 Carthaginian CU are in Lilybaeum
      And Himilco is inside the walls of Carthago
      And 2 Carthaginian CU are inside the walls of Carthago
      And 1 Carthaginian CU is in Carthago
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then the pending decision is "walled_city" for Carthage
      And Hanno is in Lilybaeum
      And Lilybaeum holds 5 Carthaginian CU
      And Himilco is inside the walls of Carthago
      And Carthago holds 2 Carthaginian CU inside its walls
      And Carthago holds 3 Carthaginian CU
      When Carthage declares 3 CU inside the walls with Hanno
      Then the pending decision is "reaction" for Carthage
      And Hanno is inside the walls of Lilybaeum
      And Gisgo is outside the walls of Lilybaeum
      And Lilybaeum holds 3 Carthaginian CU inside its walls
      And Lilybaeum holds 5 Carthaginian CU

  @9.4.1
  Rule: 9.4.1 entering enemy CU that neither hid nor avoided battle ends movement in an attack

    @9.4.1.if.enemy-cu @9.4.1.if.not-avoided @9.4.1-exception
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

    @9.4.1.unless.enemy-cu
    Scenario: An army entering an enemy space with no enemy CU goes on
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      Then the army may keep moving
      And no battle is declared
      And the army has 3 MP left

    @9.4.1.if.not-avoided @9.3.2 @9.4.1-exception
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
      And the battle in Beneventum is defended by Gellius Egnatius
      And the army's movement is over

    @9.4.1.unless.not-avoided @9.3.2 @9.4.2
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

    @9.4.1.in.by-sea @9.4.1-exception @9.6-a
    Scenario: An army landing in a port holding enemy CU stops and attacks them
      Given Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      And 2 Carthaginian CU are in Messana
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Messana
      And the referee rules no automatic victory
      Then a battle is declared in Messana: Agathocles's 3 CU against 2 Carthaginian CU
      And the army's movement ended because of "battle"
      And the army has 1 MP left

    @9.4.1.in.later-space @9.4.1-exception
    Scenario: An army meeting enemy CU on its third move stops there with MP left
      Given Camillus is in Roma
      And 5 Roman CU are in Roma
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Antium
      And the army moves to Capua
      And the army moves to Beneventum
      And the referee rules no automatic victory
      Then a battle is declared in Beneventum: Camillus's 5 CU against 2 Samnite CU
      And the army's movement is over
      And the army has 1 MP left

    @9.4.1.in.several-powers @9.3.1 @9.4.1-exception
    Scenario: An army attacks the CU of two enemy powers outside the walls
      Given the pieces:
        | piece           | space    | count | walls  |
        | Camillus        | Capua    |       |        |
        | Roman CU        | Capua    | 8     |        |
        | Greek CU        | Neapolis | 2     |        |
        | Samnite CU      | Neapolis | 2     |        |
      When Rome activates Camillus with a 1-card
      And the army picks up 8 CU
      And the army moves to Neapolis
      And the walls are declared:
        | player   | faction  | cu | leaders |
        | Greeks   | Greeks   | 0  |         |
        | Samnites | Samnites | 0  |         |
      And the referee rules no automatic victory
      Then the battle in Neapolis is fought against 4 CU of Greeks and Samnites
      And the army's movement is over

    @9.4.1.in.allied-cu @9.4.1-exception
    Scenario: An ally's CU in the space are no defenders
      Given Rome and Greeks are allied
      And the pieces:
        | piece           | space    | count | walls  |
        | Camillus        | Capua    |       |        |
        | Roman CU        | Capua    | 5     |        |
        | Greek CU        | Neapolis | 2     |        |
        | Samnite CU      | Neapolis | 2     |        |
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Neapolis
      And the referee rules no automatic victory
      Then a battle is declared in Neapolis: Camillus's 5 CU against 2 Samnite CU
      And Neapolis holds 2 Greek CU

    @9.3.1 @9.3.2 @9.4.1-exception
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

    @9.3.1 @9.4.1-exception
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

    @9.4.1-exception.if.automatic-victory @9.4.1-exception.in.moves-on
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

    @9.4.1-exception.unless.automatic-victory
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

    @9.4.1-exception.in.referee-count
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

    @9.4.1-exception.in.referee-count
    Scenario: Against two defending powers the referee's count is what the automatic victory eliminates in all
      Given Camillus is in Capua
      And 10 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      And 2 Greek CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      And the army moves to Beneventum
      And the referee rules an automatic victory eliminating 1 CU
      Then the automatic victory eliminated 1 CU of all powers together
      And the army may keep moving

    @9.4.1-exception.in.referee-count
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

    @9.4.1-exception.in.after-interception @9.3.2 @9.4.3
    Scenario: An army may win automatically against interceptors and go on
      Given Camillus is in Capua
      And 10 Roman CU are in Capua
      And Samnite minor leader is in Bovianum
      And 2 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Samnite minor leader with 2 CU
      And Samnites ends the declarations
      And the interception by Samnite minor leader succeeds
      And the army accepts battle
      Then the pending decision is "automatic_victory" for referee
      When the referee rules an automatic victory eliminating 2 CU
      Then the army may keep moving
      And Beneventum holds no Samnite CU
      And no battle is declared

    @9.4.1-exception.in.several-powers @9.3.1
    Scenario: The CU the referee eliminates are enemy CU outside the walls
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
      And the walls are declared:
        | player   | faction  | cu | leaders |
        | Greeks   | Greeks   | 1  |         |
        | Samnites | Samnites | 0  |         |
      Then automatic victory eliminating 4 CU is not a legal action
      When the referee rules an automatic victory eliminating 3 CU
      Then the automatic victory eliminated 1 Greek CU and 2 Samnite CU
      And Neapolis holds 1 Greek CU
      And Neapolis holds 1 Greek CU inside its walls
      And Neapolis holds no Samnite CU
      And Neapolis holds 9 Roman CU
      And the army may keep moving

    @9.4.1-exception.in.several-powers @9.3.1
    Scenario: The referee is asked about an automatic victory over the enemy CU outside the walls
      Given the pieces:
        | piece           | space    | count | walls  |
        | Camillus        | Capua    |       |        |
        | Roman CU        | Capua    | 8     |        |
        | Greek CU        | Neapolis | 2     |        |
        | Samnite CU      | Neapolis | 2     |        |
      When Rome activates Camillus with a 1-card
      And the army picks up 8 CU
      And the army moves to Neapolis
      And the walls are declared:
        | player   | faction  | cu | leaders |
        | Greeks   | Greeks   | 1  |         |
        | Samnites | Samnites | 0  |         |
      Then the referee is asked about an automatic victory of 8 CU over 3 defending CU

  @9.4.2
  Rule: 9.4.2 a failed pursuit after a successful avoidance ends the movement

    @9.4.2.if.pursuit-fails @9.4.2.if.avoid-succeeded @9.3.2
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

    @9.3.2
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

    @9.4.2.unless.pursuit-fails @9.3.2
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
      And the attempt of Gellius Egnatius to avoid battle succeeds, withdrawing to Luceria
      And the pursuit check succeeds
      Then the army may keep moving
      And a "pursuit" event happened with leader Camillus, space Beneventum, result succeeded
      And the army has 3 MP left
      When the army moves to Bovianum
      Then Camillus is in Bovianum

    @9.4.2.unless.avoid-succeeded @9.3.2 @9.4.1-exception
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

    @9.4.2.in.part-stays @9.3.2 @9.4.1-exception
    Scenario: After a failed pursuit the army attacks the enemy CU that did not avoid
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an attempt by Gellius Egnatius with 3 CU to avoid battle
      And Samnites ends the declarations
      And the attempt of Gellius Egnatius to avoid battle succeeds, withdrawing to Luceria
      And the pursuit check fails
      And the referee rules no automatic victory
      Then a battle is declared in Beneventum: Camillus's 5 CU against 1 Samnite CU
      And the army's movement is over
      And Camillus is in Beneventum

    @9.4.2.in.by-sea @9.3.2 @9.6-a
    Scenario: A failed pursuit ends the movement of an army that came by sea
      Given Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      And Hanno is in Messana
      And 2 Carthaginian CU are in Messana
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Messana
      And Carthage declares an attempt by Hanno with 2 CU to avoid battle
      And Carthage ends the declarations
      And the attempt of Hanno to avoid battle succeeds, withdrawing to Catina
      And the pursuit check fails
      Then the army's movement ended because of "failed pursuit"
      And Agathocles is in Messana
      And Messana holds 3 Greek CU

  @9.4.3
  Rule: 9.4.3 after an interception the moving army may try to refuse battle

    @9.4.3.in.moving-player-decides @9.3.2 @9.5.1 @9.5.5-c
    Scenario: The player moving an ally's army decides whether it refuses battle
      Given Rome and Carthage are allied
      And Hanno is in Capua
      And 5 Carthaginian CU are in Capua
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome plays a Campaign card
      And Rome activates Hanno with the Campaign card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Samnite minor leader with 3 CU
      And Samnites ends the declarations
      And the interception by Samnite minor leader succeeds
      Then the pending decision is "refuse_battle" for Rome
      When the army tries refusing battle
      Then the pending decision is "refuse_battle_outcome" for referee

    @9.4.3.if.intercepted @9.4.3.if.tries @9.4.3.if.refusal-succeeds @9.4.3.in.moving-player-decides @9.3.2
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

    @9.4.3.in.moving-player-decides @9.3.2
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
      And Samnites takes the action {"type": "accept_battle"}
      Then the action is refused citing rule 9.4.3 or by the contract as wrong-player
      When Rome takes the action {"type": "end_movement"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "refuse_battle" for Rome

    @9.4.3.unless.refusal-succeeds @9.4.1 @9.4.1.in.interception @9.3.2 @9.4.1-exception
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

    @9.4.3.unless.tries @9.3.2 @9.4.1-exception
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
      And no "refusing_battle" event happened

    @9.4.3.unless.intercepted @9.3.2
    Scenario: A failed interception leaves no battle to refuse
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Samnite minor leader with 3 CU
      And Samnites ends the declarations
      And the interception by Samnite minor leader fails
      Then the army may keep moving
      And no "refusing_battle" event happened

    @9.4.3.unless.intercepted @9.3.2 @9.4.2
    Scenario: An army whose enemy avoided battle has no battle to refuse
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
      Then the army may keep moving

    @9.4.3.in.back-to-previous @9.3.2
    Scenario: After several moves a refusal of battle sends the army back to the space it last left
      Given Camillus is in Roma
      And 5 Roman CU are in Roma
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Antium
      And the army moves to Capua
      And the army moves to Beneventum
      And Samnites declares an interception by Samnite minor leader with 3 CU
      And Samnites ends the declarations
      And the interception by Samnite minor leader succeeds
      And the army tries refusing battle
      And the refusal of battle succeeds
      Then Camillus is in Capua
      And Capua holds 5 Roman CU
      And Roma holds no Roman CU
      And the army's movement ended because of "refused battle"

    @9.4.3.in.by-sea @9.3.2 @9.6-a
    Scenario: An army that came by sea refuses battle back to the port it sailed from
      Given Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      And Camillus is in Capua
      And 2 Roman CU are in Capua
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Neapolis
      And Rome declares an interception by Camillus with 2 CU
      And Rome ends the declarations
      And the interception by Camillus succeeds
      And the army tries refusing battle
      And the refusal of battle succeeds
      Then Agathocles is in Tarentum
      And Tarentum holds 3 Greek CU
      And Neapolis holds 2 Roman CU
      And the army's movement ended because of "refused battle"

  @9.4.4-a
  Rule: 9.4.4 a leader without an army may not enter a space with enemy CU

    @9.4.4-a.if.lone @9.4.4-a.if.enemy-cu
    Scenario: A lone leader may not enter a space holding enemy CU
      Given Camillus is in Capua
      And 1 Roman CU is in Capua
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      Then the action is refused citing rule 9.4.4-a
      And Camillus is in Capua
      And the army has 4 MP left
      And moving to Beneventum is not a legal action

    @9.4.4-a.unless.lone @9.4.1-exception
    Scenario: A leader with a single CU may enter a space holding enemy CU
      Given Camillus is in Capua
      And 1 Roman CU is in Capua
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 1 CU
      And the army moves to Beneventum
      Then Camillus is in Beneventum
      And the pending decision is "automatic_victory" for referee

    @9.4.4-a.unless.enemy-cu
    Scenario: A lone leader may enter an enemy space that holds no enemy CU
      Given Camillus is in Capua
      And 1 Roman CU is in Capua
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      Then Camillus is in Beneventum
      And the army may keep moving

    @9.4.4-a.in.by-sea @9.6-a
    Scenario: A lone leader may not land in a port holding enemy CU
      Given Agathocles is in Tarentum
      And 2 Carthaginian CU are in Messana
      When Greeks activate Agathocles with a 3-card
      And the army sails to Messana
      Then the action is refused citing rule 9.4.4-a
      And Agathocles is in Tarentum
      And sailing to Messana is not a legal action
      And sailing to Catina is a legal action

    @9.4.4-a.in.inside-walls
    Scenario: A lone leader may not enter a space whose enemy CU are all inside the walls
      Given Camillus is in Beneventum
      And 2 Samnite CU are inside the walls of Bovianum
      And Bovianum is controlled by Samnites
      When Rome activates Camillus with a 1-card
      And the army moves to Bovianum
      Then the action is refused citing rule 9.4.4-a
      And Camillus is in Beneventum

    @9.4.4-a.in.later-move
    Scenario: A lone leader may not enter enemy CU on a later move
      Given Camillus is in Roma
      And 1 Samnite CU is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Antium
      And the army moves to Capua
      And the army moves to Beneventum
      Then the action is refused citing rule 9.4.4-a
      And Camillus is in Capua
      When Rome takes the action {"type": "move", "to": "Atlantis"}
      Then the action is refused by the contract as malformed-action
      When Rome takes the action {"type": "fly", "to": "Beneventum"}
      Then the action is refused by the contract as out-of-place

    @9.4.4-a.in.after-dropping
    Scenario: A leader who dropped his last CU off may not enter enemy CU
      Given Camillus is in Roma
      And 2 Roman CU are in Roma
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 2 CU
      And the army moves to Antium
      And the army drops off 2 CU
      And the army moves to Capua
      And the army moves to Beneventum
      Then the action is refused citing rule 9.4.4-a
      And Camillus is in Capua
      And Antium holds 2 Roman CU

    @9.4.4-a.in.with-subordinates
    Scenario: A leader with subordinates but no CU may not enter enemy CU
      Given Camillus is in Capua
      And Roman minor leader is in Capua
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up Roman minor leader
      And the army moves to Beneventum
      Then the action is refused citing rule 9.4.4-a
      And Camillus is in Capua
      And Roman minor leader is in Capua

    @9.4.4-a.in.allied-cu
    Scenario: A lone leader may enter a space holding his ally's CU
      Given Rome and Samnites are allied
      And Camillus is in Capua
      And 2 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      Then Camillus is in Beneventum
      And the army may keep moving

  @9.4.4-b
  Rule: 9.4.4 a leader without an army may not stop in a space with enemy leaders

    @9.4.4-b.if.lone @9.4.4-b.if.enemy-leaders @9.4.4-b.if.way-out
    Scenario: A lone leader may not end his move with an enemy leader
      Given Camillus is in Capua
      And 2 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      And the army ends its movement
      Then the action is refused citing rule 9.4.4-b
      And the army may keep moving
      And Camillus is in Beneventum

    @9.4.4-b.unless.lone
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

    @9.4.4-b.unless.enemy-leaders @9.4.4-b.in.friendly-leader
    Scenario: A lone leader may end his move where only a friendly leader stands
      Given Camillus is in Capua
      And 2 Roman CU are in Capua
      And Roman minor leader is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      And the army ends its movement
      Then the army's movement is over
      And Camillus is in Beneventum

    @9.4.4-b.unless.enemy-leaders
    Scenario: A lone leader may end his move where only his ally's leader stands
      Given Rome and Samnites are allied
      And Camillus is in Capua
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      And the army ends its movement
      Then the army's movement is over
      And Camillus is in Beneventum

    @9.4.4-b.unless.enemy-leaders @9.4.4-b-no-way-out
    Scenario: A lone leader may spend his last MP to reach a space where only his ally's leader stands
      Given the "never-stranded" reading of erratum 9.4.4-b-no-way-out
      And Rome and Samnites are allied
      And Camillus is in Capua
      And Samnite minor leader is in Bovianum
      When Rome activates Camillus with a 1-card
      And the army moves to Aufidena
      And the army moves to Bovianum
      Then Camillus is in Bovianum
      And the army has 0 MP left

    @9.4.4-b.in.pass-through
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

    @9.4.4-b.in.last-mp @9.4.4-b.in.stranded-reading @9.4.4-b-no-way-out
    Scenario: A lone leader may not spend his last MP to reach an enemy leader
      Given the "never-stranded" reading of erratum 9.4.4-b-no-way-out
      And Camillus is in Capua
      And Samnite minor leader is in Bovianum
      When Rome activates Camillus with a 1-card
      And the army moves to Aufidena
      And the army moves to Bovianum
      Then the action is refused citing rule 9.4.4-b
      And Camillus is in Aufidena
      And the army has 2 MP left

    @9.4.4-b.in.last-mp @9.4.4-b.in.stranded-reading @9.4.4-b-no-way-out
    Scenario: A position that leaves the erratum out never strands a lone leader, so he may not spend his last MP to reach an enemy leader
      Given the default reading of erratum 9.4.4-b-no-way-out, left out of the position
      And Camillus is in Capua
      And Samnite minor leader is in Bovianum
      When Rome activates Camillus with a 1-card
      And the army moves to Aufidena
      And the army moves to Bovianum
      Then the action is refused citing rule 9.4.4-b
      And Camillus is in Aufidena
      And the army has 2 MP left

    @9.4.4-b.in.stranded-reading @9.4.4-b-no-way-out
    Scenario: Under the ends-when-stranded reading a lone leader may spend his last MP to reach an enemy leader and stop
      Given the "ends-when-stranded" reading of erratum 9.4.4-b-no-way-out
      And Camillus is in Capua
      And Samnite minor leader is in Bovianum
      When Rome activates Camillus with a 1-card
      And the army moves to Aufidena
      And the army moves to Bovianum
      Then Camillus is in Bovianum
      And the army has 0 MP left
      When the army ends its movement
      Then the army's movement is over

    @9.4.4-b.in.stranded-reading @9.4.4-b-no-way-out
    Scenario: Under the ends-when-stranded reading a lone leader with a way out still may not stop
      Given the "ends-when-stranded" reading of erratum 9.4.4-b-no-way-out
      And Camillus is in Capua
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      And the army ends its movement
      Then the action is refused citing rule 9.4.4-b

    @9.4.4-b.in.cannot-leave
    Scenario: A lone leader may not enter an enemy leader's space he could not leave with the MP left
      Given the "never-stranded" reading of erratum 9.4.4-b-no-way-out
      And Camillus is in Capua
      And Samnite minor leader is in Bovianum
      And Bovianum is controlled by Samnites
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      And the army moves to Bovianum
      Then the action is refused citing rule 9.4.4-b
      And moving to Bovianum is not a legal action
      And Camillus is in Beneventum
      And the army has 3 MP left

    @9.4.4-b.in.enemy-cu-too
    Scenario: A lone leader may enter neither the enemy CU nor the leader he could not leave
      Given Camillus is in Capua
      And Samnite minor leader is in Bovianum
      And 1 Samnite CU is in Bovianum
      When Rome activates Camillus with a 1-card
      And the army moves to Aufidena
      And the army moves to Bovianum
      Then the action is refused citing rule 9.4.4-a or rule 9.4.4-b
      And Camillus is in Aufidena

    @9.4.4-b.in.inside-walls
    Scenario: A lone leader may not end his move beside an enemy leader inside the walls
      Given Camillus is in Aufidena
      And Gellius Egnatius is inside the walls of Bovianum
      And Bovianum is controlled by Samnites
      When Rome activates Camillus with a 1-card
      And the army moves to Bovianum
      And the army ends its movement
      Then the action is refused citing rule 9.4.4-b
      And the army may keep moving
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

    @9.4.4-b.in.by-sea @9.6-a
    Scenario: A lone leader may sail into a port holding an enemy leader when MP are left to move on
      Given Agathocles is in Tarentum
      And Himilco is in Messana
      When Greeks activates Agathocles with a 3-card
      And the army sails to Messana
      Then Agathocles is in Messana
      And the army has 1 MP left

    @9.4.4-b.in.by-sea @9.6-a
    Scenario: A lone leader may not sail into an enemy leader's port next door with too few MP left to leave
      Given the "never-stranded" reading of erratum 9.4.4-b-no-way-out
      And Agathocles is in Rhegium
      And Himilco is in Messana
      And 2 Carthaginian CU are in Catina
      When Greeks activates Agathocles with a 3-card
      And the army sails to Messana
      Then the action is refused citing rule 9.4.4-b
      And Agathocles is in Rhegium
      When the army moves to Messana
      Then Agathocles is in Messana
      And the army has 2 MP left

    @9.6-note-one-land-move @9.6-a
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

    @9.4.4-b.in.by-sea @9.6-a
    Scenario: A lone leader may not spend his last MP sailing to an enemy leader
      Given the "never-stranded" reading of erratum 9.4.4-b-no-way-out
      And Agathocles is in Catina
      And Camillus is in Tarentum
      When Greeks activates Agathocles with a 3-card
      And the army moves to Messana
      And the army sails to Tarentum
      Then the action is refused citing rule 9.4.4-b
      And Agathocles is in Messana
      And the army has 3 MP left

    @9.4.4-b.in.sea-way-out @9.4.4-b.in.start-space @9.4.4-b-start
    Scenario: A lone leader whose only way out is by sea may not stop beside an enemy leader
      Given the "leave-if-able" reading of erratum 9.4.4-b-start
      And Agathocles is in Messana
      And Himilco is in Messana
      And 2 Carthaginian CU are in Catina
      And 2 Carthaginian CU are in Rhegium
      When Greeks activates Agathocles with a 3-card
      And the army ends its movement
      Then the action is refused citing rule 9.4.4-b
      And sailing to Tarentum is a legal action
      And moving to Catina is not a legal action

    @9.4.4-b.in.sea-way-out @9.4.4-b.in.start-space @9.4.4-b-start @9.6.2
    Scenario: A lone leader barred from the African ports still has a way out by sea to the others, so he may not stop beside an enemy leader
      Given the "leave-if-able" reading of erratum 9.4.4-b-start
      And Agathocles is in Antium
      And Camillus is in Antium
      And 2 Roman CU are in Roma
      And 2 Roman CU are in Capua
      When Greeks activates Agathocles with a 3-card
      And the army ends its movement
      Then the action is refused citing rule 9.4.4-b
      And sailing to Catina is a legal action
      And sailing to Carthago is not a legal action
      And moving to Roma is not a legal action

    @9.4.4-b.if.way-out
    Scenario: A lone leader with one road out blocked by enemy CU and another open may not stop beside an enemy leader
      Given Camillus is in Capua
      And Samnite minor leader is in Beneventum
      And 2 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army moves to Beneventum
      Then Camillus is in Beneventum
      When the army ends its movement
      Then the action is refused citing rule 9.4.4-b
      And moving to Luceria is a legal action
      And moving to Bovianum is not a legal action

    @9.4.4-b.unless.way-out @9.4.4-b.in.start-space @9.4.4-b-start
    Scenario: A lone leader who may not sail and has no land way out ends his move beside an enemy leader
      Given the "leave-if-able" reading of erratum 9.4.4-b-start
      And Agathocles is in Messana
      And Himilco is in Messana
      And 2 Carthaginian CU are in Catina
      And 2 Carthaginian CU are in Rhegium
      When Greeks activates Agathocles with a 2-card
      And the army ends its movement
      Then the army's movement is over
      And Agathocles is in Messana

    @9.4.4-b.in.plunder
    Scenario: A lone Gallic leader beside an enemy leader may not plunder away his last MP
      Given the "never-stranded" reading of erratum 9.4.4-b-no-way-out
      And Brennus is in Sutrium
      And Camillus is in Arretium
      When Gauls activate Brennus with a 1-card
      And the army moves to Arretium
      Then the army has 1 MP left
      When the army spends 1 MP on plunder
      Then the action is refused citing rule 9.4.4-b
      And the army has 1 MP left
      And no "plunder" event happened

    @9.4.4-b.in.plunder
    Scenario: A lone Gallic leader beside an enemy leader may plunder while MP are left to move on
      Given the "never-stranded" reading of erratum 9.4.4-b-no-way-out
      And Brennus is in Pisae
      And Camillus is in Arretium
      When Gauls activate Brennus with a 3-card
      And the army moves to Arretium
      And the army spends 4 MP on plunder
      Then the action is refused citing rule 9.4.4-b
      When the army spends 3 MP on plunder
      Then a "plunder" event happened with leader Brennus, mp 3
      And the army has 1 MP left

    @9.4.4-b.in.plunder
    Scenario: A lone Gallic leader beside an enemy leader may not plunder away the MP of his only way out
      Given the "never-stranded" reading of erratum 9.4.4-b-no-way-out
      And Brennus is in Sutrium
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

    @9.4.4-b.if.way-out @9.4.4-b.in.start-space @9.4.4-b-start
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

    @9.4.4-b.if.way-out @9.4.4-b.in.start-space @9.4.4-b-start
    Scenario: A position that leaves the erratum out has a lone leader activated beside an enemy leader leave it
      Given the default reading of erratum 9.4.4-b-start, left out of the position
      And Camillus is in Beneventum
      And Gellius Egnatius is in Beneventum
      When Rome activates Camillus with a 1-card
      And the army ends its movement
      Then the action is refused citing rule 9.4.4-b
      And the army may keep moving
      When the army moves to Luceria
      And the army ends its movement
      Then the army's movement is over

    @9.4.4-b.unless.way-out @9.4.4-b.in.start-space @9.4.4-b-start
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

    @9.4.4-b.in.start-space @9.4.4-b-start
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
