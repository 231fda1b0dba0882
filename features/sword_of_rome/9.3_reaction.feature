@sword_of_rome
Feature: 9.3 Reaction
  When an army with CU enters a space, the other side may react: the owner
  of an enemy walled city says who is inside the walls, then the enemy
  declares every interception and avoid-battle attempt before any is
  resolved, and only then may Caudine Forks be played. The die rolls of
  interception and avoidance (sections 10-11) are outside the excerpt: the
  referee states their outcome. Where several powers or players answer, the
  excerpt fixes no order: the tables below are played in whichever order an
  implementation asks.

  Background:
    Given The Sword of Rome with 2-4 players on the partial map

  @9.3
  Rule: 9.3 an army entering a space may provoke a reaction, a leader on his own does not

    @9.3.if.with-cu @9.3.in.by-land @9.3.2
    Scenario: An army entering a space within reach of an enemy leader gives the enemy a reaction
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 2-card
      And the army picks up 4 CU
      And the army moves to Beneventum
      Then the pending decision is "reaction" for Samnites
      And Camillus is in Beneventum
      And the army has 3 MP left

    @9.3
    Scenario: An army entering a space next to its ally's leader gives that leader no reaction
      Given Rome and Samnites are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 2-card
      And the army picks up 4 CU
      And the army moves to Beneventum
      Then the pending decision is "movement" for Rome
      And Camillus is in Beneventum
      And the army has 3 MP left

    @9.3.if.with-cu @9.3.2
    Scenario: The player who controls an enemy power reacts for it
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And Etruscan minor leader is in Bovianum
      And 3 Etruscan CU are in Bovianum
      And the Samnite player controls the Etruscans
      When Rome activates Camillus with a 2-card
      And the army picks up 4 CU
      And the army moves to Beneventum
      Then the pending decision is "reaction" for Samnites
      And Camillus is in Beneventum

    @9.3.unless.with-cu
    Scenario: A leader moving on his own provokes no reaction
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 2-card
      And the army moves to Beneventum
      Then the pending decision is "movement" for Rome
      And Camillus is in Beneventum
      And Samnite minor leader is in Bovianum
      And no "attempt_declared" event happened

    @9.3.in.by-sea @9.3.2 @9.6-a
    Scenario: An army landing from the sea within reach of an enemy leader gives the enemy a reaction
      Given Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      And Camillus is in Capua
      And 2 Roman CU are in Capua
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Neapolis
      Then the pending decision is "reaction" for Rome
      And Agathocles is in Neapolis
      And the army has 1 MP left

    @9.3.in.later-space @9.3.2
    Scenario: An army provokes a reaction in the first space within reach of the enemy
      Given Camillus is in Roma
      And 4 Roman CU are in Roma
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 3-card
      And the army picks up 4 CU
      And the army moves to Antium
      Then the pending decision is "movement" for Rome
      When the army moves to Capua
      Then the pending decision is "movement" for Rome
      When the army moves to Beneventum
      Then the pending decision is "reaction" for Samnites
      And the army has 1 MP left

    @9.3.in.after-automatic-victory @9.3.2 @9.4.1-exception
    Scenario: An army that won automatically and moves on provokes a reaction again
      Given Camillus is in Capua
      And 10 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      And Agathocles is in Tarentum
      And 2 Greek CU are in Tarentum
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      And the army moves to Beneventum
      And the referee rules an automatic victory eliminating 2 CU
      And the army moves to Luceria
      Then the pending decision is "reaction" for Greeks
      And Camillus is in Luceria

    @9.3.in.activation-space
    Scenario: An army formed beside an enemy leader faces no reaction before it enters a space
      Given Camillus is in Beneventum
      And 4 Roman CU are in Beneventum
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 2-card
      And the army picks up 4 CU
      Then the pending decision is "movement" for Rome
      And no "attempt_declared" event happened
      And the army has 4 MP left

    @9.3.in.picks-up-after-entering
    Scenario: A leader who enters alone and picks up CU there provokes no reaction
      Given Camillus is in Capua
      And 3 Roman CU are in Beneventum
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 2-card
      And the army moves to Beneventum
      And the army picks up 3 CU
      Then the pending decision is "movement" for Rome
      And the army has 3 CU
      And no "attempt_declared" event happened

  @9.3.1
  Rule: 9.3.1 in an enemy walled city the enemy declares which leaders and CU are inside the walls

    @9.3.1.if.enemy-city @9.3.1.if.walled @9.3.1.if.enemy-units @9.3.1.in.cu-only
    Scenario: Entering an enemy walled city asks its owner who goes inside
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And 5 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then the pending decision is "walled_city" for Carthage
      And Lilybaeum holds no Carthaginian CU inside its walls

    @9.3.1.unless.enemy-city @9.4.1-exception
    Scenario: In a walled city of the moving side the enemy CU declare nothing
      Given Lilybaeum is controlled by Rome
      And Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And 5 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then the pending decision is "automatic_victory" for referee
      And no "walls_declared" event happened

    @9.3.1.unless.enemy-city @9.4.1-exception
    Scenario: In a walled city of the moving army's ally the enemy CU declare nothing
      Given Rome and Greeks are allied
      And Lilybaeum is controlled by Greeks
      And Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And 5 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then the pending decision is "automatic_victory" for referee
      And no "walls_declared" event happened

    @9.3.1.unless.walled @9.4.1-exception
    Scenario: In an enemy space without walls the enemy CU declare nothing
      Given Lilybaeum has no walls
      And Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And 5 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then the pending decision is "automatic_victory" for referee
      And no "walls_declared" event happened

    @9.3.1.unless.enemy-units
    Scenario: An enemy walled city with no enemy leader or CU asks no declaration
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then the pending decision is "movement" for Rome
      And no "walls_declared" event happened

    @9.4.1-exception
    Scenario: The declared garrison stays behind the walls and the rest meets the army
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is in Lilybaeum
      And 5 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      And Carthage declares 3 CU inside the walls with Hanno
      Then Hanno is inside the walls of Lilybaeum
      And Lilybaeum holds 3 Carthaginian CU inside its walls
      And Lilybaeum holds 5 Carthaginian CU
      And the pending decision is "automatic_victory" for referee
      And the reaction to the army in Lilybaeum is at the stage enemy_space
      When referee takes the action {"type": "fight_alone"}
      Then the action is refused by the contract as out-of-place
      When the referee rules an automatic victory eliminating 3 CU
      Then the action is refused by the contract as malformed-action
      When referee takes the action {"type": "automatic_victory", "cu_eliminated": true}
      Then the action is refused by the contract as malformed-action
      When the referee rules no automatic victory
      Then a battle is declared in Lilybaeum: Camillus's 6 CU against 2 Carthaginian CU
      And a "battle" event happened with space Lilybaeum, cause entered
      And the army's movement is over

    Scenario: The owner declares inside the walls only leaders and CU that are there
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is in Lilybaeum
      And Gisgo is in Carthago
      And Samnite minor leader is in Lilybaeum
      And 2 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      And Carthage declares 3 CU inside the walls
      Then the action is refused by the contract as malformed-action
      When Carthage declares 2 CU inside the walls with Gisgo
      Then the action is refused citing rule 9.3.1 or by the contract as out-of-place
      When Carthage declares 2 CU inside the walls with Samnite minor leader
      Then the action is refused by the contract as out-of-place
      When Carthage declares 2 CU inside the walls with Hanno and Hanno
      Then the action is refused by the contract as malformed-action
      When Carthage takes the action {"type": "declare_walls", "cu": -1, "leaders": []}
      Then the action is refused by the contract as malformed-action
      When Carthage takes the action {"type": "declare_walls", "leaders": []}
      Then the action is refused by the contract as malformed-action
      When Carthage takes the action {"type": "end_declarations"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "walled_city" for Carthage
      And no "walls_declared" event happened
      When Carthage declares 2 CU inside the walls with Hanno
      Then a "walls_declared" event happened with player Carthage, faction Carthage, space Lilybaeum, inside_cu 2, outside_cu 0
      And Hanno is inside the walls of Lilybaeum

    @9.4.1-exception
    Scenario: Enemy CU in a walled city of the moving side are asked no declaration
      Given Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Bovianum is controlled by Samnites
      And 2 Roman CU are in Bovianum
      When Samnites activates Gellius Egnatius with a 1-card
      And the army picks up 4 CU
      And the army moves to Bovianum
      Then the pending decision is "automatic_victory" for referee
      And no "walls_declared" event happened
      And Bovianum holds no Roman CU inside its walls

    @9.3.1.in.leader-only
    Scenario: A leader alone in his walled city is asked whether he goes inside
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is in Lilybaeum
      And Lilybaeum is controlled by Carthage
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then the pending decision is "walled_city" for Carthage
      And Camillus is outside the walls of Lilybaeum
      And a "moved" event happened with leader Camillus, from Agrigentum, to Lilybaeum, by land
      When Carthage declares no CU inside the walls with Hanno
      Then Hanno is inside the walls of Lilybaeum

    @9.3.1.in.by-sea @9.6-a
    Scenario: An army landing in an enemy walled port asks its owner who goes inside
      Given Agathocles is in Syracusae
      And 3 Greek CU are in Syracusae
      And Hanno is in Lilybaeum
      And 2 Carthaginian CU are in Lilybaeum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Lilybaeum
      Then the pending decision is "walled_city" for Carthage
      When Carthage declares 2 CU inside the walls with Hanno
      Then Lilybaeum holds 2 Carthaginian CU inside its walls
      And Hanno is inside the walls of Lilybaeum

    @9.3.1.in.later-space
    Scenario: An army entering an enemy walled city after another move asks its owner who goes inside
      Given Camillus is in Syracusae
      And 6 Roman CU are in Syracusae
      And 2 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Agrigentum
      Then the pending decision is "movement" for Rome
      When the army moves to Lilybaeum
      Then the pending decision is "walled_city" for Carthage

    @9.3.1.in.controller-declares
    Scenario: The player who controls the power in the city declares for it
      Given Arretium is controlled by Transalpine Gauls
      And the Gallic player controls the Transalpine Gauls
      And Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And 2 Transalpine Gallic CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      Then the pending decision is "walled_city" for Gauls
      When Gauls declares 2 CU inside the walls
      Then Arretium holds 2 Transalpine Gallic CU inside its walls
      And the army may keep moving

    @9.3.1.in.several-powers @9.4.1-exception
    Scenario: Two enemy powers in one city each declare who goes inside
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
      Then Neapolis holds 1 Greek CU inside its walls
      And Neapolis holds 2 Greek CU
      And Neapolis holds no Samnite CU inside its walls
      And the pending decision is "automatic_victory" for referee

    @9.3.1.in.several-powers @9.3.1-a @9.3.1-e @9.3.2 @9.4.1-exception @9.4.1
    Scenario: Hostile garrisons of one player declared together: the Gallic CU kept outside leave the Transalpine garrison free to come out
      Given the pieces:
        | piece                 | space    | count | walls  |
        | Camillus              | Sutrium  |       |        |
        | Roman CU              | Sutrium  | 4     |        |
        | Gallic CU             | Arretium | 2     | inside |
        | Transalpine chief     | Arretium |       | inside |
        | Transalpine Gallic CU | Arretium | 1     | inside |
      And Arretium is controlled by Gauls
      And the Gallic player controls the Transalpine Gauls
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And the walls are declared:
        | player | faction           | cu | leaders |
        | Gauls  | Gauls             | 0  |         |
        | Gauls  | Transalpine Gauls | 0  |         |
      Then Arretium holds no Gallic CU inside its walls
      And Arretium holds no Transalpine Gallic CU inside its walls
      And Transalpine chief is outside the walls of Arretium
      And a "walls_declared" event happened with faction Transalpine Gauls, inside_cu 0, outside_cu 1
      And the pending decision is "reaction" for Gauls
      When Gauls ends the declarations
      Then the pending decision is "automatic_victory" for referee
      When the referee rules no automatic victory
      Then the battle in Arretium is fought against 3 CU of Gauls and Transalpine Gauls
      And the battle in Arretium is defended by Transalpine chief

    @9.3.1.in.several-powers @9.3.1-a @9.3.1-e @9.3.2 @9.4.1-exception @9.4.1
    Scenario: Hostile garrisons of one player declared together: the Transalpine CU kept outside leave the Gallic garrison free to come out
      Given the pieces:
        | piece                 | space    | count | walls  |
        | Camillus              | Sutrium  |       |        |
        | Roman CU              | Sutrium  | 4     |        |
        | Transalpine Gallic CU | Arretium | 2     | inside |
        | Gallic minor leader   | Arretium |       | inside |
        | Gallic CU             | Arretium | 1     | inside |
      And Arretium is controlled by Transalpine Gauls
      And the Gallic player controls the Transalpine Gauls
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And the walls are declared:
        | player | faction           | cu | leaders |
        | Gauls  | Transalpine Gauls | 0  |         |
        | Gauls  | Gauls             | 0  |         |
      Then Arretium holds no Transalpine Gallic CU inside its walls
      And Arretium holds no Gallic CU inside its walls
      And Gallic minor leader is outside the walls of Arretium
      And a "walls_declared" event happened with faction Gauls, inside_cu 0, outside_cu 1
      And the pending decision is "reaction" for Gauls
      When Gauls ends the declarations
      Then the pending decision is "automatic_victory" for referee
      When the referee rules no automatic victory
      Then the battle in Arretium is fought against 3 CU of Gauls and Transalpine Gauls
      And the battle in Arretium is defended by Gallic minor leader

    @9.4.1-exception
    Scenario: A walls declaration giving its leaders as something other than a list is malformed
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is in Lilybaeum
      And 2 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      And Carthage takes the action {"type": "declare_walls", "cu": 1, "leaders": {}}
      Then the action is refused by the contract as malformed-action
      When Carthage takes the action {"type": "declare_walls", "cu": 1, "leaders": ""}
      Then the action is refused by the contract as malformed-action
      When Carthage takes the action {"type": "declare_walls", "cu": true, "leaders": []}
      Then the action is refused by the contract as malformed-action
      When Carthage takes the action {"type": "declare_walls", "cu": 1.5, "leaders": []}
      Then the action is refused by the contract as malformed-action
      And the pending decision is "walled_city" for Carthage
      And no "walls_declared" event happened

  @9.3.1-a
  Rule: 9.3.1 bullet: CU count as outside until an enemy army enters; the owner chooses

    @9.3.1-a.if.no-enemy-before @9.3.1-a.in.cu-inside-before @9.3.1 @9.3.2
    Scenario: CU set inside the walls before any enemy army came count as outside until the owner declares
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is in Lilybaeum
      And 3 Carthaginian CU are inside the walls of Lilybaeum
      And 2 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      And Carthage declares no CU inside the walls
      Then Lilybaeum holds no Carthaginian CU inside its walls
      And Lilybaeum holds 5 Carthaginian CU
      And Hanno is outside the walls of Lilybaeum
      And the pending decision is "reaction" for Carthage

    @9.3.1-a.unless.no-enemy-before @9.3.1
    Scenario: CU inside the walls while enemy CU already stood there stay inside
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And 1 Roman CU is in Lilybaeum
      And Hanno is in Lilybaeum
      And 3 Carthaginian CU are inside the walls of Lilybaeum
      And 2 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      And Carthage declares no CU inside the walls
      Then Lilybaeum holds 3 Carthaginian CU inside its walls
      And Lilybaeum holds 5 Carthaginian CU
      And Hanno is outside the walls of Lilybaeum

    @9.3.1
    Scenario: A leader set inside the walls before any enemy army came may be declared inside again
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is inside the walls of Lilybaeum
      And 2 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      And Carthage declares 2 CU inside the walls with Hanno
      Then Hanno is inside the walls of Lilybaeum
      And Lilybaeum holds 2 Carthaginian CU inside its walls

    @9.3.1-a.in.owner-chooses @9.3.1 @9.3.2
    Scenario: The owner chooses which leaders and CU go inside
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is in Lilybaeum
      And Gisgo is in Lilybaeum
      And 5 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      And Carthage declares 2 CU inside the walls with Gisgo
      Then Gisgo is inside the walls of Lilybaeum
      And Hanno is outside the walls of Lilybaeum
      And Lilybaeum holds 2 Carthaginian CU inside its walls
      And the pending decision is "reaction" for Carthage

    @9.3.1-a.in.leader-inside-before @9.3.1
    Scenario: A garrison set inside before any enemy came is declared afresh, its leader too
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is inside the walls of Lilybaeum
      And 3 Carthaginian CU are inside the walls of Lilybaeum
      And 2 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then Carthage is asked who of 5 Carthaginian CU and Hanno go inside the walls of Lilybaeum
      When Carthage declares 3 CU inside the walls
      Then Lilybaeum holds 3 Carthaginian CU inside its walls
      And Lilybaeum holds 5 Carthaginian CU
      And Hanno is outside the walls of Lilybaeum
      And a "walls_declared" event happened with space Lilybaeum, inside_cu 3, outside_cu 2

    @9.3.1-a.in.friendly-power-inside @9.3.1
    Scenario: Allied Gallic and Transalpine Gallic garrisons of one city do not shut each other in
      Given Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And Arretium is controlled by Gauls
      And Gauls and Transalpine Gauls are allied
      And the Gallic player controls the Transalpine Gauls
      And 2 Gallic CU are inside the walls of Arretium
      And 1 Transalpine Gallic CU is inside the walls of Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And the walls are declared:
        | player | faction           | cu | leaders |
        | Gauls  | Gauls             | 1  |         |
        | Gauls  | Transalpine Gauls | 0  |         |
      Then Arretium holds 1 Gallic CU inside its walls
      And Arretium holds 2 Gallic CU
      And Arretium holds no Transalpine Gallic CU inside its walls
      And Arretium holds 1 Transalpine Gallic CU

    @9.3.1-a.in.friendly-power-inside @9.3.1
    Scenario: Allied Transalpine CU already standing outside the walls leave the Gallic garrison to be declared afresh
      Given Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And Arretium is controlled by Gauls
      And Gauls and Transalpine Gauls are allied
      And the Gallic player controls the Transalpine Gauls
      And 2 Gallic CU are inside the walls of Arretium
      And 1 Transalpine Gallic CU is in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And the walls are declared:
        | player | faction           | cu | leaders |
        | Gauls  | Gauls             | 0  |         |
        | Gauls  | Transalpine Gauls | 0  |         |
      Then Arretium holds no Gallic CU inside its walls
      And Arretium holds 2 Gallic CU
      And a "walls_declared" event happened with faction Gauls, inside_cu 0, outside_cu 2
      And Arretium holds no Transalpine Gallic CU inside its walls

    @9.3.1-d-whose-city @9.3.1
    Scenario: Under the own-player reading the garrisons of two hostile powers of one player sharing the walls are each declared afresh
      Given the "own-player" reading of erratum 9.3.1-d-whose-city
      And Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And Arretium is controlled by Gauls
      And the Gallic player controls the Transalpine Gauls
      And 2 Gallic CU are inside the walls of Arretium
      And 1 Transalpine Gallic CU is inside the walls of Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And the walls are declared:
        | player | faction           | cu | leaders |
        | Gauls  | Gauls             | 2  |         |
        | Gauls  | Transalpine Gauls | 1  |         |
      Then Arretium holds 2 Gallic CU inside its walls
      And Arretium holds 1 Transalpine Gallic CU inside its walls
      And the army may keep moving

    @9.3.1-a.in.reacts-from-inside @9.3.2
    Scenario: A leader inside the walls of an unthreatened city may intercept with the CU outside
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Bovianum is controlled by Samnites
      And Gellius Egnatius is inside the walls of Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      Then the pending decision is "reaction" for Samnites
      And declaring an interception by Gellius Egnatius with 3 CU is a legal action
      When Samnites declares an interception by Gellius Egnatius with 3 CU
      Then an "attempt_declared" event happened with attempt interception, player Samnites, leader Gellius Egnatius, faction Samnites, cu 3, from Bovianum, space Beneventum
      When Samnites ends the declarations
      And the interception by Gellius Egnatius succeeds
      Then Gellius Egnatius is outside the walls of Beneventum
      And Beneventum holds 3 Samnite CU
      And Bovianum holds no Samnite CU

  @9.3.1-b
  Rule: 9.3.1 bullet: at most 3 CU inside the walls, any number of leaders

    @9.3.1-b.unless.more-than-three @9.3.1
    Scenario: Three CU may go inside the walls
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And 5 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then declaring 3 CU inside the walls is a legal action
      When Carthage declares 3 CU inside the walls
      Then Lilybaeum holds 3 Carthaginian CU inside its walls
      And Lilybaeum holds 5 Carthaginian CU

    @9.3.1-b.if.more-than-three @9.3.1
    Scenario: A fourth CU may not go inside the walls
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And 5 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then declaring 4 CU inside the walls is not a legal action
      When Carthage declares 4 CU inside the walls
      Then the action is refused citing rule 9.3.1-b
      And Lilybaeum holds no Carthaginian CU inside its walls
      And the pending decision is "walled_city" for Carthage

    @9.3.1-b.in.shut-in-count @9.3.1
    Scenario: A garrison already shut in by enemy CU leaves room for the rest of the three only
      Given the pieces:
        | piece             | space      | count | walls  |
        | Camillus          | Agrigentum |       |        |
        | Roman CU          | Agrigentum | 6     |        |
        | Roman CU          | Lilybaeum  | 2     |        |
        | Carthaginian CU   | Lilybaeum  | 2     | inside |
        | Carthaginian CU   | Lilybaeum  | 3     |        |
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then declaring 1 CU inside the walls is a legal action
      And declaring 2 CU inside the walls is not a legal action
      When Carthage declares 2 CU inside the walls
      Then the action is refused citing rule 9.3.1-b
      When Carthage declares 1 CU inside the walls
      Then Lilybaeum holds 3 Carthaginian CU inside its walls
      And Lilybaeum holds 5 Carthaginian CU
      And a "walls_declared" event happened with space Lilybaeum, inside_cu 3, outside_cu 2

    @9.3.1-b.in.shut-in-count @9.3.1
    Scenario: The owner is asked about the CU and leaders not already shut in
      Given the pieces:
        | piece             | space      | count | walls  |
        | Camillus          | Agrigentum |       |        |
        | Roman CU          | Agrigentum | 6     |        |
        | Roman CU          | Lilybaeum  | 2     |        |
        | Hanno             | Lilybaeum  |       |        |
        | Gisgo             | Lilybaeum  |       | inside |
        | Carthaginian CU   | Lilybaeum  | 2     | inside |
        | Carthaginian CU   | Lilybaeum  | 3     |        |
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      Then Carthage is asked who of 3 Carthaginian CU and Hanno go inside the walls of Lilybaeum

    @9.3.1
    Scenario: A walls declaration naming a leader the game does not have is malformed
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      And Carthage declares 1 CU inside the walls with Hamilcar Nobody
      Then the action is refused by the contract as malformed-action
      And the pending decision is "walled_city" for Carthage

    @9.3.1-e @9.3.1
    Scenario: A single enemy CU outside shuts the garrison and its leader in
      Given the pieces:
        | piece             | space      | count | walls  |
        | Camillus          | Agrigentum |       |        |
        | Roman CU          | Agrigentum | 6     |        |
        | Roman CU          | Lilybaeum  | 1     |        |
        | Hanno             | Lilybaeum  |       | inside |
        | Carthaginian CU   | Lilybaeum  | 2     | inside |
        | Carthaginian CU   | Lilybaeum  | 3     |        |
      And Lilybaeum is controlled by Carthage
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      And Carthage declares 1 CU inside the walls with Hanno
      Then the action is refused by the contract as out-of-place
      When Carthage declares 2 CU inside the walls
      Then the action is refused citing rule 9.3.1-b
      When Carthage declares 1 CU inside the walls
      Then Lilybaeum holds 3 Carthaginian CU inside its walls
      And Hanno is inside the walls of Lilybaeum

    @9.3.1-b.in.leaders-unlimited @9.3.1
    Scenario: Any number of leaders may go inside with three CU
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is in Lilybaeum
      And Gisgo is in Lilybaeum
      And Himilco is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      And Carthage declares 3 CU inside the walls with Hanno and Gisgo and Himilco
      Then Hanno is inside the walls of Lilybaeum
      And Gisgo is inside the walls of Lilybaeum
      And Himilco is inside the walls of Lilybaeum
      And Lilybaeum holds 3 Carthaginian CU inside its walls
      And the army may keep moving

    @9.3.1-b.in.two-powers @9.3.1-d-whose-city @9.3.1
    Scenario: Under the own-player reading the three CU are for the city, whichever power they are
      Given the "own-player" reading of erratum 9.3.1-d-whose-city
      And the pieces:
        | piece                | space    | count | walls  |
        | Camillus             | Sutrium  |       |        |
        | Roman CU             | Sutrium  | 4     |        |
        | Roman CU             | Arretium | 1     |        |
        | Transalpine Gallic CU | Arretium | 2     | inside |
        | Gallic CU            | Arretium | 2     |        |
      And Arretium is controlled by Gauls
      And the Gallic player controls the Transalpine Gauls
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      Then the pending decision is "walled_city" for Gauls
      When Gauls declares 2 CU inside the walls
      Then the action is refused citing rule 9.3.1-b
      When Gauls declares 1 CU inside the walls
      Then Arretium holds 1 Gallic CU inside its walls
      And Arretium holds 2 Transalpine Gallic CU inside its walls

    @9.3.1-b.in.two-powers @9.3.1-d-whose-city @9.3.1
    Scenario: Under the own-player reading the allied power that declares second finds the first one's CU inside the walls
      Given the "own-player" reading of erratum 9.3.1-d-whose-city
      And the pieces:
        | piece                 | space    | count | walls |
        | Camillus              | Sutrium  |       |       |
        | Roman CU              | Sutrium  | 4     |       |
        | Transalpine Gallic CU | Arretium | 2     |       |
        | Gallic CU             | Arretium | 2     |       |
      And Arretium is controlled by Gauls
      And Gauls and Transalpine Gauls are allied
      And the Gallic player controls the Transalpine Gauls
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And the walls are declared:
        | player | faction           | cu | leaders |
        | Gauls  | Gauls             | 2  |         |
        | Gauls  | Transalpine Gauls | 2  |         |
      Then the action is refused citing rule 9.3.1-b
      And declaring 2 CU inside the walls is not a legal action
      And declaring 1 CU inside the walls is a legal action

    @9.3.1-b.in.two-powers @9.3.1-d-whose-city @9.3.1
    Scenario: Under the own-player reading the CU of an allied power yet to declare do not count against the three, wherever the position put them
      Given the "own-player" reading of erratum 9.3.1-d-whose-city
      And the pieces:
        | piece                 | space    | count | walls  |
        | Camillus              | Sutrium  |       |        |
        | Roman CU              | Sutrium  | 4     |        |
        | Transalpine Gallic CU | Arretium | 3     | inside |
        | Gallic CU             | Arretium | 3     | inside |
        | Gallic CU             | Arretium | 1     |        |
      And Arretium is controlled by Gauls
      And Gauls and Transalpine Gauls are allied
      And the Gallic player controls the Transalpine Gauls
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And the walls are declared:
        | player | faction           | cu | leaders |
        | Gauls  | Gauls             | 2  |         |
        | Gauls  | Transalpine Gauls | 1  |         |
      Then Arretium holds 2 Gallic CU inside its walls
      And Arretium holds 4 Gallic CU
      And Arretium holds 1 Transalpine Gallic CU inside its walls
      And Arretium holds 3 Transalpine Gallic CU

  @9.3.1-c
  Rule: 9.3.1 bullet: leaders and CU inside the walls do not hinder enemy armies

    @9.3.1-c.if.inside @9.3.1-c.in.passes-through @9.4.1 @9.4.1.unless.not-hidden @9.3.1
    Scenario: Units inside the walls let the army go on through the space
      Given Camillus is in Sutrium
      And 5 Roman CU are in Sutrium
      And Etruscan minor leader is in Arretium
      And 3 Etruscan CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Arretium
      And Etruscans declares 3 CU inside the walls with Etruscan minor leader
      Then the army may keep moving
      When the army moves to Pisae
      Then Camillus is in Pisae
      And Pisae holds 5 Roman CU
      And Arretium holds 3 Etruscan CU inside its walls
      And the army has 1 MP left
      And no battle is declared

    @9.3.1-c.unless.inside @9.4.1 @9.4.1.if.not-hidden @9.3.1 @9.4.1-exception
    Scenario: Units that stay outside the walls stop the army
      Given Camillus is in Sutrium
      And 5 Roman CU are in Sutrium
      And Etruscan minor leader is in Arretium
      And 3 Etruscan CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Arretium
      And Etruscans declares no CU inside the walls with Etruscan minor leader
      And the referee rules no automatic victory
      Then a battle is declared in Arretium: Camillus's 5 CU against 3 Etruscan CU
      And the battle in Arretium is defended by no leader
      And the army's movement is over

    @9.3.1-c.in.partial @9.3.1-c.in.leaders-inside @9.4.1 @9.4.1-double-negative @9.3.1 @9.4.1-exception
    Scenario: Only the CU left outside the walls fight the entering army
      Given Camillus is in Sutrium
      And 5 Roman CU are in Sutrium
      And Etruscan minor leader is in Arretium
      And 3 Etruscan CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Arretium
      And Etruscans declares 2 CU inside the walls with Etruscan minor leader
      And the referee rules no automatic victory
      Then a battle is declared in Arretium: Camillus's 5 CU against 1 Etruscan CU
      And the battle in Arretium is defended by no leader
      And Arretium holds 2 Etruscan CU inside its walls

    @9.3.1-c.in.by-sea @9.3.1 @9.6-a
    Scenario: A garrison gone inside the walls of a port lets a landing army go on
      Given Agathocles is in Syracusae
      And 3 Greek CU are in Syracusae
      And Hanno is in Lilybaeum
      And 2 Carthaginian CU are in Lilybaeum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Lilybaeum
      And Carthage declares 2 CU inside the walls with Hanno
      Then the army may keep moving
      And no battle is declared
      When the army moves to Agrigentum
      Then Agathocles is in Agrigentum
      And Agrigentum holds 3 Greek CU

  @9.3.1-d
  Rule: 9.3.1 bullet: leaders and CU hide only inside cities they control

    @9.3.1-d.unless.own-city @9.3.1-d.in.cu @9.3.1
    Scenario: CU may not hide in a walled city another power controls
      Given Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And Hanno is in Arretium
      And 2 Carthaginian CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      Then the pending decision is "walled_city" for Carthage
      And declaring 2 CU inside the walls is not a legal action
      When Carthage declares 2 CU inside the walls
      Then the action is refused citing rule 9.3.1-d
      And Arretium holds no Carthaginian CU inside its walls
      And the pending decision is "walled_city" for Carthage

    @9.3.1-d.if.own-city @9.3.1
    Scenario: CU may hide in a walled city their power controls
      Given Arretium is controlled by Carthage
      And Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And Hanno is in Arretium
      And 2 Carthaginian CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And Carthage declares 2 CU inside the walls
      Then Arretium holds 2 Carthaginian CU inside its walls
      And Hanno is outside the walls of Arretium

    @9.3.1-d.in.leader @9.3.1
    Scenario: A leader may not hide in a walled city another power controls
      Given Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And Hanno is in Arretium
      And 2 Carthaginian CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And Carthage declares no CU inside the walls with Hanno
      Then the action is refused citing rule 9.3.1-d
      And Hanno is outside the walls of Arretium
      And the pending decision is "walled_city" for Carthage

    @9.3.1 @9.3.2
    Scenario: Units in a walled city another power controls all stay outside
      Given Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And Hanno is in Arretium
      And 2 Carthaginian CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And Carthage declares no CU inside the walls
      Then Hanno is outside the walls of Arretium
      And Arretium holds 2 Carthaginian CU
      And the pending decision is "reaction" for Carthage

    @9.3.1-d.in.allied-city @9.3.1
    Scenario: CU may not hide in a walled city of their ally
      Given Carthage and Etruscans are allied
      And Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And 2 Carthaginian CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And Carthage declares 2 CU inside the walls
      Then the action is refused citing rule 9.3.1-d
      And Arretium holds no Carthaginian CU inside its walls

    @9.3.1-d.in.same-player-reading @9.3.1-d-whose-city @9.3.1
    Scenario: Under the own-power reading Transalpine CU may not hide in a Gallic city
      Given the "own-power" reading of erratum 9.3.1-d-whose-city
      And Arretium is controlled by Gauls
      And the Gallic player controls the Transalpine Gauls
      And Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And 2 Transalpine Gallic CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      Then the pending decision is "walled_city" for Gauls
      When Gauls declares 2 CU inside the walls
      Then the action is refused citing rule 9.3.1-d
      And Arretium holds no Transalpine Gallic CU inside its walls

    @9.3.1-d.in.same-player-reading @9.3.1-d-whose-city @9.3.1
    Scenario: A position that leaves the erratum out reads it as own-power, so Transalpine CU may not hide in a Gallic city
      Given the default reading of erratum 9.3.1-d-whose-city, left out of the position
      And Arretium is controlled by Gauls
      And the Gallic player controls the Transalpine Gauls
      And Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And 2 Transalpine Gallic CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      Then the pending decision is "walled_city" for Gauls
      When Gauls declares 2 CU inside the walls
      Then the action is refused citing rule 9.3.1-d
      And Arretium holds no Transalpine Gallic CU inside its walls

    @9.3.1-d.in.same-player-reading @9.3.1-d-whose-city @9.3.1
    Scenario: Under the own-player reading Transalpine CU may hide in a Gallic city
      Given the "own-player" reading of erratum 9.3.1-d-whose-city
      And Arretium is controlled by Gauls
      And the Gallic player controls the Transalpine Gauls
      And Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And 2 Transalpine Gallic CU are in Arretium
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Arretium
      And Gauls declares 2 CU inside the walls
      Then Arretium holds 2 Transalpine Gallic CU inside its walls
      And the army may keep moving

  @9.3.1-e
  Rule: 9.3.1 bullet: units inside the walls may not leave while enemy CU remain

    @9.3.1-e.if.enemy-cu-remain @9.3.1-e.in.march-out
    Scenario: A leader inside the walls may not march out while enemy CU remain
      Given Camillus is inside the walls of Roma
      And 3 Roman CU are inside the walls of Roma
      And 4 Carthaginian CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 3 CU
      And the army moves to Sutrium
      Then the action is refused citing rule 9.3.1-e
      And Camillus is inside the walls of Roma
      And the army has 3 CU
      And the army has 4 MP left

    @9.3.1-e.unless.enemy-cu-remain
    Scenario: Once no enemy CU remain the garrison may leave the walls
      Given Camillus is inside the walls of Roma
      And 3 Roman CU are inside the walls of Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 3 CU
      And the army moves to Sutrium
      Then Camillus is in Sutrium
      And Sutrium holds 3 Roman CU
      And Roma holds no Roman CU
      And Roma holds no Roman CU inside its walls

    @9.3.1-e.in.sail-out @9.6-a
    Scenario: A leader inside the walls of a port may not sail away while enemy CU remain
      Given the "Duoviri Navales" event is in play
      And Camillus is inside the walls of Roma
      And 3 Roman CU are inside the walls of Roma
      And 4 Carthaginian CU are in Roma
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Antium
      Then the action is refused citing rule 9.3.1-e
      And Camillus is inside the walls of Roma
      And sailing to Antium is not a legal action

    @9.3.1-e.in.leader-picked-up
    Scenario: A leader inside the walls may not be taken out by a leader outside while enemy CU remain
      Given Roman minor leader is in Roma
      And Consul Valerius is inside the walls of Roma
      And 4 Carthaginian CU are in Roma
      When Rome activates Roman minor leader with a 1-card
      And the army picks up Consul Valerius
      Then the action is refused citing rule 9.3.1-e
      And Consul Valerius does not move with the army
      And Consul Valerius is inside the walls of Roma

    Scenario: With no enemy CU in the space a leader inside the walls may be picked up
      Given Camillus is in Capua
      And Roman minor leader is inside the walls of Capua
      And 2 Roman CU are in Capua
      And Capua is controlled by Rome
      When Rome activates Camillus with a 1-card
      And the army picks up Roman minor leader
      Then Roman minor leader moves with the army as a subordinate
      And Roman minor leader is outside the walls of Capua

    Scenario: With no enemy CU in the space the CU inside the walls may join a leader outside
      Given Camillus is in Capua
      And 1 Roman CU is in Capua
      And 2 Roman CU are inside the walls of Capua
      And Capua is controlled by Rome
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      Then the action is refused by the contract as malformed-action
      When the army picks up 3 CU
      Then the army has 3 CU
      And Capua holds no Roman CU inside its walls

    @9.3.1-e.in.cu-picked-up
    Scenario: While one enemy CU remains the CU inside the walls may not join a leader outside
      Given Camillus is in Capua
      And 2 Roman CU are inside the walls of Capua
      And 1 Samnite CU is in Capua
      And Capua is controlled by Rome
      When Rome activates Camillus with a 1-card
      And the army picks up 1 CU
      Then the action is refused citing rule 9.3.1-e
      And Capua holds 2 Roman CU inside its walls

    @9.3.1-e.in.friendly-cu-outside
    Scenario: A leader inside the walls may march out when only friendly CU stand outside
      Given Camillus is inside the walls of Capua
      And 3 Roman CU are in Capua
      And Capua is controlled by Rome
      When Rome activates Camillus with a 1-card
      And the army picks up 2 CU
      And the army moves to Neapolis
      Then Camillus is in Neapolis

    Scenario: A leader outside the walls may be picked up though enemy CU stand in the space
      Given Camillus is in Capua
      And Roman minor leader is in Capua
      And 2 Roman CU are in Capua
      And 2 Samnite CU are in Capua
      And Capua is controlled by Rome
      When Rome activates Camillus with a 1-card
      And the army picks up Roman minor leader
      Then Roman minor leader moves with the army as a subordinate

    @9.3.1 @9.3.2
    Scenario: A leader avoiding battle takes only the CU outside the walls
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is in Lilybaeum
      And 5 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      And Carthage declares 3 CU inside the walls
      Then the pending decision is "reaction" for Carthage
      When Carthage declares an attempt by Hanno with 3 CU to avoid battle
      Then the action is refused by the contract as malformed-action
      When Carthage declares an attempt by Hanno with 2 CU to avoid battle
      Then an "attempt_declared" event happened with attempt avoid_battle, leader Hanno, cu 2, from Lilybaeum
      And Lilybaeum holds 3 Carthaginian CU inside its walls

    @9.3.1-e.in.interception
    Scenario: A leader shut inside his walls by enemy CU does not intercept
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Bovianum is controlled by Samnites
      And Gellius Egnatius is inside the walls of Bovianum
      And 1 Samnite CU is in Bovianum
      And 1 Roman CU is in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      Then the pending decision is "movement" for Rome
      And no "attempt_declared" event happened

    Scenario: A leader whose CU are shut inside the walls by enemy CU has none to intercept with
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Bovianum is controlled by Samnites
      And Gellius Egnatius is in Bovianum
      And 2 Samnite CU are inside the walls of Bovianum
      And 1 Roman CU is in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      Then the pending decision is "movement" for Rome
      And no "attempt_declared" event happened

  @9.3.2
  Rule: 9.3.2 every interception and avoid-battle attempt is declared before any is resolved

    @9.3.2.if.before-resolving @9.3.2.in.several-attempts
    Scenario: The enemy declares all attempts before the referee resolves any
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Samnite minor leader with 3 CU
      Then the pending decision is "reaction" for Samnites
      And Samnite minor leader is in Bovianum
      And Bovianum holds 3 Samnite CU
      When Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      Then the pending decision is "reaction" for Samnites
      And no "attempt_resolved" event happened
      When Samnites ends the declarations
      Then the pending decision is "attempt_outcome" for referee
      And Gellius Egnatius is in Beneventum

    @9.3.2.unless.before-resolving
    Scenario: No attempt may be declared once the referee has begun resolving
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Samnite minor leader with 3 CU
      And Samnites ends the declarations
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      Then the action is refused citing rule 9.3.2 or by the contract as wrong-player
      And the pending decision is "attempt_outcome" for referee
      And Gellius Egnatius is in Beneventum
      And Beneventum holds 4 Samnite CU

    Scenario: Every declared attempt is resolved, in whatever order the referee is asked
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Samnite minor leader with 3 CU
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      And Samnites ends the declarations
      And the referee resolves the attempts:
        | leader               | result   | to      |
        | Samnite minor leader | succeeds |         |
        | Gellius Egnatius     | succeeds | Luceria |
      Then Samnite minor leader is outside the walls of Beneventum
      And Gellius Egnatius is in Luceria
      And Luceria holds 4 Samnite CU
      And Beneventum holds 3 Samnite CU
      And Bovianum holds no Samnite CU
      And an "attempt_resolved" event happened with attempt interception, leader Samnite minor leader, cu 3, result succeeded
      And an "attempt_resolved" event happened with attempt avoid_battle, leader Gellius Egnatius, cu 4, result succeeded, to Luceria

    @9.4.2
    Scenario: The referee sends an avoiding army next door, and answers nothing else
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      And Samnites ends the declarations
      And the attempt of Gellius Egnatius to avoid battle succeeds, withdrawing to Roma
      Then the action is refused by the contract as malformed-action
      When referee takes the action {"type": "pass", "leader": "Gellius Egnatius"}
      Then the action is refused by the contract as out-of-place
      When the interception by Samnite minor leader succeeds
      Then the action is refused by the contract as out-of-place
      And the pending decision is "attempt_outcome" for referee
      And Gellius Egnatius is in Beneventum
      When the attempt of Gellius Egnatius to avoid battle succeeds, withdrawing to Bovianum
      Then an "attempt_resolved" event happened with attempt avoid_battle, leader Gellius Egnatius, cu 4, result succeeded, to Bovianum
      And Gellius Egnatius is in Bovianum
      And Bovianum holds 4 Samnite CU
      And the pending decision is "pursuit" for referee

    @9.3.2.in.several-players @9.4.3
    Scenario: Two enemy players both declare before any attempt is resolved
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      And Agathocles is in Luceria
      And 2 Greek CU are in Luceria
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And the reactions are declared:
        | player   | attempt      | leader               | cu |
        | Samnites | interception | Samnite minor leader | 3  |
        | Greeks   | interception | Agathocles           | 2  |
      Then the pending decision is "attempt_outcome" for referee
      And no "attempt_resolved" event happened
      And Samnite minor leader is in Bovianum
      And Agathocles is in Luceria
      When the referee resolves the attempts:
        | leader               | result   | to |
        | Samnite minor leader | succeeds |    |
        | Agathocles           | fails    |    |
      Then Beneventum holds 3 Samnite CU
      And Luceria holds 2 Greek CU
      And the pending decision is "refuse_battle" for Rome

    Scenario: Each leader declares once, the attempt his place allows
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Gellius Egnatius with 4 CU
      Then the action is refused by the contract as out-of-place
      When Samnites declares an attempt by Samnite minor leader with 3 CU to avoid battle
      Then the action is refused by the contract as out-of-place
      When Samnites declares an interception by Samnite minor leader with 3 CU
      Then an "attempt_declared" event happened with attempt interception, player Samnites, leader Samnite minor leader, faction Samnites, cu 3, from Bovianum, space Beneventum
      When Samnites declares an interception by Samnite minor leader with 3 CU
      Then the action is refused by the contract as out-of-place
      When Samnites takes the action {"type": "end_movement"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "reaction" for Samnites

    Scenario: A declaration names no more CU than stand with its leader
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Samnite minor leader is in Bovianum
      And 3 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Samnite minor leader with 4 CU
      Then the action is refused by the contract as malformed-action
      And the pending decision is "reaction" for Samnites
      And Bovianum holds 3 Samnite CU

    @9.3.2.in.shared-cu
    Scenario: Two leaders in one space share its CU between their attempts
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Bovianum
      And Samnite minor leader is in Bovianum
      And 5 Samnite CU are in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Gellius Egnatius with 4 CU
      And Samnites declares an interception by Samnite minor leader with 2 CU
      Then the action is refused by the contract as malformed-action
      When Samnites declares an interception by Samnite minor leader with 0 CU
      Then the action is refused by the contract as malformed-action
      When Samnites takes the action {"type": "intercept", "leader": "Samnite minor leader", "cu": true}
      Then the action is refused by the contract as malformed-action
      When Samnites declares an interception by Samnite minor leader with 1 CU
      Then an "attempt_declared" event happened with attempt interception, leader Samnite minor leader, cu 1, from Bovianum
      And the pending decision is "reaction" for Samnites

    Scenario: A leader with a single CU next door may intercept
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Bovianum is controlled by Samnites
      And Gellius Egnatius is in Bovianum
      And 1 Samnite CU is in Bovianum
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      Then the pending decision is "reaction" for Samnites
      When Samnites declares an interception by Gellius Egnatius with 1 CU
      Then an "attempt_declared" event happened with leader Gellius Egnatius, cu 1

    @9.3.2.in.interception-fails
    Scenario: A failed interception leaves the interceptor where he was
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
      Then Samnite minor leader is in Bovianum
      And Bovianum holds 3 Samnite CU
      And an "attempt_resolved" event happened with attempt interception, leader Samnite minor leader, cu 3, result failed
      And the army may keep moving
      And no battle is declared

  @9.3.2-note
  Rule: 9.3.2 note: an army intercepting into a walled city's space cannot go inside the walls

    @9.3.2-note.if.intercepting @9.3.2-note.in.own-city @9.3.1 @9.3.2 @9.4.1-exception @9.4.3
    Scenario: The interceptor stays outside the walls and fights
      Given Gellius Egnatius is in Beneventum
      And 5 Samnite CU are in Beneventum
      And Consul Valerius is in Capua
      And 4 Roman CU are in Capua
      And Camillus is in Antium
      And 5 Roman CU are in Antium
      When Samnites activates Gellius Egnatius with a 1-card
      And the army picks up 5 CU
      And the army moves to Capua
      And Rome declares 3 CU inside the walls with Consul Valerius
      And Rome declares an interception by Camillus with 5 CU
      And Rome ends the declarations
      And the interception by Camillus succeeds
      Then Camillus is outside the walls of Capua
      And Capua holds 3 Roman CU inside its walls
      And Capua holds 9 Roman CU
      And the pending decision is "refuse_battle" for Samnites
      When the army accepts battle
      And the referee rules no automatic victory
      Then a battle is declared in Capua: Gellius Egnatius's 5 CU against 6 Roman CU
      And the battle in Capua is defended by Camillus

    @9.3.2-note.if.intercepting @9.3.1 @9.3.2
    Scenario: Intercepting CU stay outside the walls though there is room inside
      Given Gellius Egnatius is in Beneventum
      And 5 Samnite CU are in Beneventum
      And Consul Valerius is in Capua
      And 4 Roman CU are in Capua
      And Camillus is in Antium
      And 2 Roman CU are in Antium
      When Samnites activates Gellius Egnatius with a 1-card
      And the army picks up 5 CU
      And the army moves to Capua
      And Rome declares 1 CU inside the walls with Consul Valerius
      And Rome declares an interception by Camillus with 2 CU
      And Rome ends the declarations
      And the interception by Camillus succeeds
      Then Capua holds 1 Roman CU inside its walls
      And Capua holds 6 Roman CU
      And Camillus is outside the walls of Capua

    @9.3.2-note.if.intercepting @9.3.2 @9.4.3 @9.6-a
    Scenario: An army intercepting into a walled city of the moving side stays outside its walls
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
      Then Camillus is outside the walls of Neapolis
      And Neapolis holds 2 Roman CU
      And Neapolis holds no Roman CU inside its walls
      And the pending decision is "refuse_battle" for Greeks

    @9.3.2-note.unless.intercepting @9.3.1
    Scenario: A leader already in the walled space when the army enters may go inside the walls
      Given Gellius Egnatius is in Beneventum
      And 5 Samnite CU are in Beneventum
      And Consul Valerius is in Capua
      And 4 Roman CU are in Capua
      And Camillus is in Capua
      And 5 Roman CU are in Capua
      When Samnites activates Gellius Egnatius with a 1-card
      And the army picks up 5 CU
      And the army moves to Capua
      And Rome declares 3 CU inside the walls with Consul Valerius and Camillus
      Then Camillus is inside the walls of Capua
      And Capua holds 3 Roman CU inside its walls
      And Capua holds 9 Roman CU

    @9.3.2-note.in.named-inside @9.3.1
    Scenario: A leader who would intercept cannot be declared inside the walls
      Given Gellius Egnatius is in Beneventum
      And 5 Samnite CU are in Beneventum
      And Consul Valerius is in Capua
      And 4 Roman CU are in Capua
      And Camillus is in Antium
      And 5 Roman CU are in Antium
      When Samnites activates Gellius Egnatius with a 1-card
      And the army picks up 5 CU
      And the army moves to Capua
      And Rome declares 3 CU inside the walls with Camillus
      Then the action is refused citing rule 9.3.2-note or by the contract as out-of-place
      And Camillus is in Antium
      And Capua holds no Roman CU inside its walls
      And the pending decision is "walled_city" for Rome

  @9.3.3
  Rule: 9.3.3 Caudine Forks is played after every interception and avoid-battle attempt

    @9.3.3.unless.attempts-over @9.3.2
    Scenario: Caudine Forks may not be played while attempts are being declared
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Samnites holds the "Caudine Forks" card
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      And Samnites plays the "Caudine Forks" event
      Then the action is refused citing rule 9.3.3 or by the contract as out-of-place
      And the pending decision is "reaction" for Samnites
      And no "event_played" event happened

    @9.3.3.if.attempts-over @9.3.3.in.after-failed-avoid @9.3.2
    Scenario: Caudine Forks may be played once the attempts are resolved
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Samnites holds the "Caudine Forks" card
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      And Samnites ends the declarations
      And the attempt of Gellius Egnatius to avoid battle fails
      Then the pending decision is "reaction_event" for Samnites
      When Samnites plays the "Caudine Forks" event
      Then Samnites played the "Caudine Forks" event

    @9.3.3.in.during-resolution @9.3.2
    Scenario: Caudine Forks may not be played while the referee resolves the attempts
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Samnites holds the "Caudine Forks" card
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      And Samnites ends the declarations
      And Samnites plays the "Caudine Forks" event
      Then the action is refused citing rule 9.3.3 or by the contract as wrong-player
      And the pending decision is "attempt_outcome" for referee
      And no "event_played" event happened

    @9.3.2
    Scenario: No other event may be played at the moment of Caudine Forks
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Samnites holds the "Caudine Forks" card
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites ends the declarations
      And Samnites plays the "Appian Way" event
      Then the action is refused by the contract as out-of-place
      And the pending decision is "reaction_event" for Samnites
      And no "event_played" event happened

    @9.3.2 @9.4.1-exception
    Scenario: A player who holds another card but not Caudine Forks is not asked at its moment
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Samnites holds the "Appian Way" card
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites ends the declarations
      Then the pending decision is "automatic_victory" for referee
      And no "event_played" event happened

    @9.3.3.in.no-attempt @9.3.2 @9.4.1-exception
    Scenario: The player who moves every power hostile to the army is asked at the moment of Caudine Forks
      Given Rome and Carthage are allied
      And the Samnite player controls the Greeks
      And the Samnite player controls the Gauls
      And the Samnite player controls the Transalpine Gauls
      And the Samnite player controls the Etruscans
      And Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Samnites holds the "Caudine Forks" card
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites ends the declarations
      Then the pending decision is "reaction_event" for Samnites
      When Samnites plays the "Caudine Forks" event
      Then Samnites played the "Caudine Forks" event

    @9.3.3.in.no-attempt @9.3.3.in.pass @9.3.2 @9.4.1-exception
    Scenario: The holder of Caudine Forks may let the moment pass
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Samnites holds the "Caudine Forks" card
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Beneventum
      And Samnites ends the declarations
      Then the pending decision is "reaction_event" for Samnites
      When Samnites plays no event
      Then no "event_played" event happened
      And the pending decision is "automatic_victory" for referee
