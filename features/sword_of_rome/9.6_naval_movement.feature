@sword_of_rome
Feature: 9.6 Naval movement
  An army may move by sea from one port to any other for 3 MP. Besieged
  walls, the African ports of the 2-4 player game and the naval ability of
  each power (how many CU it may carry, with which card or event) limit who
  sails where; some sea moves call for a naval combat roll, whose table is
  outside the excerpt.

  Rule: 9.6 a sea move goes from port to port for 3 MP, needs no control and may use any port

    @9.6-a @9.6-a.if.from-port @9.6-a.if.to-port @9.6-a.in.not-adjacent
    Scenario: A Roman army sails between distant ports for 3 MP
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      And 3 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Syracusae
      Then Camillus is in Syracusae
      And Syracusae holds 3 Roman CU
      And Antium holds no Roman CU
      And the last move went by sea for 3 MP
      And the army has 1 MP left
      And the army may keep moving

    @9.6-a @9.6-a.unless.three-mp @9.6-a.in.after-land
    Scenario: An army with 2 MP left may not sail
      Given The Sword of Rome with 2-4 players on the partial map
      And Greek minor leader is in Tarentum
      And 3 Greek CU are in Tarentum
      When Greeks activate Greek minor leader with a 3-card
      And the army picks up 3 CU
      And the army moves to Rhegium
      And the army sails to Messana
      Then the action is refused citing rule 9.6-a
      And Greek minor leader is in Rhegium
      And Rhegium holds 3 Greek CU
      And Messana holds no Greek CU
      And the army has 2 MP left
      And sailing to Messana is not a legal action

    @9.6-a @9.6-a.unless.from-port
    Scenario: An army outside a port may not sail
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Sutrium
      When Rome activates Camillus with a 3-card
      And the army sails to Antium
      Then the action is refused citing rule 9.6-a
      And Camillus is in Sutrium
      And the army has 4 MP left
      And sailing to Antium is not a legal action

    @9.6-a @9.6-a.unless.to-port
    Scenario: An army may not sail to a space without a port
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      When Rome activates Camillus with a 3-card
      And the army sails to Capua
      Then the action is refused citing rule 9.6-a
      And Camillus is in Antium
      And the army has 4 MP left
      And sailing to Capua is not a legal action
      And sailing to Neapolis is a legal action

    @9.6-b @9.6-b.in.enemy-origin @9.6-b.in.enemy-destination @9.6-a
    Scenario: Sailing needs control of neither port
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Rhegium is controlled by Greeks
      And Tarentum is controlled by Greeks
      And Camillus is in Rhegium
      And 3 Roman CU are in Rhegium
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Tarentum
      Then Camillus is in Tarentum
      And Tarentum holds 3 Roman CU
      And Rhegium holds no Roman CU
      And the army has 1 MP left

    @9.6-c @9.6-c.in.enemy-cu @9.4.1-exception @9.6-a
    Scenario: An army may sail into a port holding enemy CU, which the enemy-space rules then handle
      Given The Sword of Rome with 5 players on the partial map
      And Catina is controlled by Greeks
      And 2 Greek CUs are in Catina
      And Himilco is in Lilybaeum
      And 5 Carthaginian CU are in Lilybaeum
      When Carthage activates Himilco with a 2-card
      And the army picks up 5 CU
      And the army sails to Catina
      Then Himilco is in Catina
      And Catina holds 5 Carthaginian CU
      And Catina holds 2 Greek CU
      And the last move went by sea for 3 MP
      And the pending decision is "automatic_victory" for referee

    @9.6-c @9.6-c.in.enemy-pc @9.6-a
    Scenario: An army may sail into a port under an enemy PC marker
      Given The Sword of Rome with 5 players on the partial map
      And Messana is controlled by Greeks
      And Himilco is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Carthage activates Himilco with a 1-card
      Then sailing to Messana is a legal action
      When the army picks up 3 CU
      And the army sails to Messana
      Then Himilco is in Messana
      And Messana holds 3 Carthaginian CU
      And no "battle" event happened
      And the army may keep moving

    @9.6-a @9.6-a.in.same-port
    Scenario: An army may not sail to the port it stands in
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      And 3 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Antium
      Then the action is refused citing rule 9.6-a
      And sailing to Antium is not a legal action
      And the army has 4 MP left

    @9.6-a @9.6-a.in.lone-leader @9.6-a.if.three-mp
    Scenario: A leader without CU sails alone for 3 MP
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Roma
      When Rome activates Camillus with a 3-card
      And the army sails to Messana
      Then Camillus is in Messana
      And the last move went by sea for 3 MP
      And the army has 1 MP left

    @9.6-b @9.6-b.in.uncontrolled @9.6-a
    Scenario: An army sails between ports that carry no control marker
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Antium has no control marker
      And Catina has no control marker
      And Camillus is in Antium
      And 2 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up 2 CU
      And the army sails to Catina
      Then Camillus is in Catina
      And Catina holds 2 Roman CU
      And the army has 1 MP left

  Rule: 9.6 note a land move may lead into the port before sailing, or out of the landing port after it

    @9.6-note @9.6-a @9.6-a.if.three-mp @9.6-a.in.after-land @9.6-note.in.before @9.6-note.in.mp-only
    Scenario: A land move into a port, then a sea move, spends 4 MP
      Given The Sword of Rome with 2-4 players on the partial map
      And Greek minor leader is in Luceria
      And 3 Greek CU are in Luceria
      When Greeks activate Greek minor leader with a 3-card
      And the army picks up 3 CU
      And the army moves to Tarentum
      And the army sails to Messana
      Then Greek minor leader is in Messana
      And Messana holds 3 Greek CU
      And Luceria holds no Greek CU
      And the army has 0 MP left

    @9.6-note @9.6-note.in.after @9.6-note.in.mp-only @9.6-a
    Scenario: A sea move, then a land move out of the landing port
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      And 3 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Messana
      And the army moves to Catina
      Then Camillus is in Catina
      And Catina holds 3 Roman CU
      And Messana holds no Roman CU
      And the army has 0 MP left
      And moving to Syracusae is not a legal action

    @9.6-note @9.6-note-one-land-move @9.6-note.in.after @9.6-note.in.mp-only @9.6.3-five-e @9.6-a
    Scenario: Reading mp-only, a Gallic army on lent ships makes two land moves after landing
      Given The Sword of Rome with 5 players on the partial map
      And the "mp-only" reading of erratum 9.6-note-one-land-move
      And Gauls and Carthage are allied
      And Gallic minor leader is in Pisae
      And 3 Gallic CU are in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      And Carthage lends ships to the army with a 1-card
      And the army picks up 3 CU
      And the army sails to Roma
      And the army moves to Antium
      And the army moves to Capua
      Then Gallic minor leader is in Capua
      And Capua holds 3 Gallic CU
      And the army has 0 MP left

    @9.6-note @9.6-note-one-land-move @9.6-note.in.after @9.6-note.in.mp-only @9.6.3-five-e @9.6-a
    Scenario: A position that leaves the erratum out limits land moves by MP only, so a Gallic army on lent ships makes two land moves after landing
      Given The Sword of Rome with 5 players on the partial map
      And the default reading of erratum 9.6-note-one-land-move, left out of the position
      And Gauls and Carthage are allied
      And Gallic minor leader is in Pisae
      And 3 Gallic CU are in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      And Carthage lends ships to the army with a 1-card
      And the army picks up 3 CU
      And the army sails to Roma
      And the army moves to Antium
      And the army moves to Capua
      Then Gallic minor leader is in Capua
      And Capua holds 3 Gallic CU
      And the army has 0 MP left

    @9.6-note @9.6-note-one-land-move @9.6-note.if.second-land-move @9.6-note.unless.second-land-move @9.6-note.in.after @9.6-note.in.one-space @9.6.3-five-e @9.6-a
    Scenario: Reading one-space, a Gallic army that landed makes only one land move
      Given The Sword of Rome with 5 players on the partial map
      And the "one-space" reading of erratum 9.6-note-one-land-move
      And Gauls and Carthage are allied
      And Gallic minor leader is in Pisae
      And 3 Gallic CU are in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      And Carthage lends ships to the army with a 1-card
      And the army picks up 3 CU
      And the army sails to Roma
      And the army moves to Antium
      And the army moves to Capua
      Then the action is refused citing rule 9.6-note
      And Gallic minor leader is in Antium
      And Antium holds 3 Gallic CU
      And the army has 1 MP left
      And moving to Capua is not a legal action

    @9.4.4-b @9.6-note-one-land-move @9.6.3-five-e @9.6-a
    Scenario: Reading one-space, a lone Gallic leader who walked before sailing may not sail in beside an enemy leader
      Given the "never-stranded" reading of erratum 9.4.4-b-no-way-out
      And The Sword of Rome with 5 players on the partial map
      And the "one-space" reading of erratum 9.6-note-one-land-move
      And Gauls and Carthage are allied
      And Gallic minor leader is in Antium
      And Camillus is in Neapolis
      When Gauls activate Gallic minor leader with a 3-card
      And Carthage lends ships to the army with a 1-card
      And the army moves to Roma
      And the army sails to Neapolis
      Then the action is refused citing rule 9.4.4-b
      And Gallic minor leader is in Roma
      And the army has 4 MP left

    @9.4.4-b @9.6-note-one-land-move @9.6.3-five-e @9.6-a
    Scenario: Reading mp-only, a lone Gallic leader who walked before sailing may sail in beside an enemy leader
      Given The Sword of Rome with 5 players on the partial map
      And the "mp-only" reading of erratum 9.6-note-one-land-move
      And Gauls and Carthage are allied
      And Gallic minor leader is in Antium
      And Camillus is in Neapolis
      When Gauls activate Gallic minor leader with a 3-card
      And Carthage lends ships to the army with a 1-card
      And the army moves to Roma
      And the army sails to Neapolis
      Then Gallic minor leader is in Neapolis
      And the army has 1 MP left

    @9.6-note @9.6-note-one-land-move @9.6-note.in.before @9.6-note.in.mp-only @9.6.3-five-e @9.6-a
    Scenario: Reading mp-only, a Gallic army may make two land moves before sailing
      Given The Sword of Rome with 5 players on the partial map
      And the "mp-only" reading of erratum 9.6-note-one-land-move
      And Gauls and Carthage are allied
      And Gallic minor leader is in Pisae
      And 3 Gallic CU are in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      And Carthage lends ships to the army with a 1-card
      And the army picks up 3 CU
      And the army moves to Arretium
      And the army moves to Pisae
      And the army sails to Roma
      Then Gallic minor leader is in Roma
      And Roma holds 3 Gallic CU
      And the army has 0 MP left

    @9.6-note @9.6-note-one-land-move @9.6-note.in.before @9.6-note.in.mp-only @9.6.3-five-e @9.6-a
    Scenario: A position that leaves the erratum out limits land moves by MP only, so a Gallic army may make two land moves before sailing
      Given The Sword of Rome with 5 players on the partial map
      And the default reading of erratum 9.6-note-one-land-move, left out of the position
      And Gauls and Carthage are allied
      And Gallic minor leader is in Pisae
      And 3 Gallic CU are in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      And Carthage lends ships to the army with a 1-card
      And the army picks up 3 CU
      And the army moves to Arretium
      And the army moves to Pisae
      And the army sails to Roma
      Then Gallic minor leader is in Roma
      And Roma holds 3 Gallic CU
      And the army has 0 MP left

    @9.6-note @9.6-note-one-land-move @9.6-note.if.second-land-move @9.6-note.in.before @9.6-note.in.one-space @9.6.3-five-e @9.6-a
    Scenario: Reading one-space, a Gallic army that made two land moves may not sail
      Given The Sword of Rome with 5 players on the partial map
      And the "one-space" reading of erratum 9.6-note-one-land-move
      And Gauls and Carthage are allied
      And Gallic minor leader is in Pisae
      And 3 Gallic CU are in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      And Carthage lends ships to the army with a 1-card
      And the army picks up 3 CU
      And the army moves to Arretium
      And the army moves to Pisae
      And the army sails to Roma
      Then the action is refused citing rule 9.6-note
      And Gallic minor leader is in Pisae
      And Pisae holds 3 Gallic CU
      And Roma holds no Gallic CU
      And the army has 3 MP left
      And sailing to Roma is not a legal action

    @9.6-note @9.6-note-one-land-move @9.6-note.unless.second-land-move @9.6-note.in.before @9.6-note.in.one-space @9.6-a
    Scenario: Reading one-space, one land move before sailing is allowed
      Given The Sword of Rome with 2-4 players on the partial map
      And the "one-space" reading of erratum 9.6-note-one-land-move
      And Greek minor leader is in Luceria
      And 3 Greek CU are in Luceria
      When Greeks activate Greek minor leader with a 3-card
      And the army picks up 3 CU
      And the army moves to Tarentum
      And the army sails to Messana
      Then Greek minor leader is in Messana
      And Messana holds 3 Greek CU
      And the army has 0 MP left

  Rule: 9.6.1 no sea move leaves or enters the walls of a besieged port city

    @9.6.1 @9.6.1.if.besieged @9.6.1.if.inside @9.6.1.in.out-of-walls @9.6.1.in.friendly-city @9.6-a
    Scenario: A leader inside the walls of a besieged port may not sail away
      Given The Sword of Rome with 2-4 players on the partial map
      And Messana is besieged
      And 3 Roman CU are in Messana
      And Agathocles is inside the walls of Messana
      When Greeks activate Agathocles with a 3-card
      And the army sails to Syracusae
      Then the action is refused citing rule 9.6.1
      And Agathocles is inside the walls of Messana
      And the army has 4 MP left
      And sailing to Syracusae is not a legal action

    @9.6.1 @9.6.1.unless.besieged @9.6.1.in.out-of-walls @9.6-a
    Scenario: A leader inside the walls of a port that is not besieged may sail away
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is inside the walls of Messana
      When Greeks activate Agathocles with a 3-card
      And the army sails to Syracusae
      Then Agathocles is in Syracusae
      And the army has 1 MP left

    @9.6.1 @9.6.1.if.besieged @9.6.1.if.inside @9.6.1.in.into-walls @9.6.1.in.friendly-city @9.6-a
    Scenario: No army may sail inside the walls of a besieged port city
      Given The Sword of Rome with 2-4 players on the partial map
      And Syracusae is besieged
      And 3 Roman CU are in Syracusae
      And 2 Greek CU are inside the walls of Syracusae
      And Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails inside the walls of Syracusae
      Then the action is refused citing rule 9.6.1
      And Agathocles is in Tarentum
      And Tarentum holds 3 Greek CU
      And Syracusae holds 2 Greek CU inside its walls
      And the army has 4 MP left

    @9.6.1-note @9.6.1-note.in.friendly-into @9.6.1 @9.6.1.unless.inside @9.6-a
    Scenario: A besieging army may be reinforced by sea in the port space
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Messana is besieged
      And 3 Roman CU are in Messana
      And Camillus is in Antium
      And 3 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Messana
      Then Camillus is in Messana
      And Messana holds 6 Roman CU
      And the army has 1 MP left
      And no "battle" event happened

    @9.6.1-note @9.6.1-note.in.friendly-out @9.6.1 @9.6.1.unless.inside @9.6-c @9.6-c.in.enemy-origin-cu @9.6-a
    Scenario: An army outside the walls of a besieged port may sail away
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Messana is besieged
      And 2 Greek CU are inside the walls of Messana
      And Camillus is in Messana
      And 3 Roman CU are in Messana
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Antium
      Then Camillus is in Antium
      And Antium holds 3 Roman CU
      And Messana holds no Roman CU
      And Messana holds 2 Greek CU inside its walls
      And the army has 1 MP left

    @9.6.1-note @9.6.1-note.in.enemy-into @9.4.1-exception @9.6-a
    Scenario: The besieged side's friends land in the port space, outside the walls, and meet the besiegers there
      Given The Sword of Rome with 2-4 players on the partial map
      And Messana is besieged
      And 3 Roman CU are in Messana
      And 2 Greek CU are inside the walls of Messana
      And Agathocles is in Syracusae
      And 3 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Messana
      Then Agathocles is outside the walls of Messana
      And Messana holds 5 Greek CU
      And Messana holds 2 Greek CU inside its walls
      And the pending decision is "automatic_victory" for referee

  Rule: 9.6.2 with 2-4 players Kerkouane and Carthago serve only the Carthaginians

    @9.6.2 @9.6.3-a @9.6.2.if.carthaginian @9.6.2.in.into @9.6.2.in.carthago @9.6-a
    Scenario: A Carthaginian army sails into Carthago
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome plays a Neutral Power Activation for Carthage
      And Himilco is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Rome activates Himilco with a 2-card
      And the army picks up 10 CU
      And the army sails to Carthago
      Then Himilco is in Carthago
      And Carthago holds 10 Carthaginian CU
      And Lilybaeum holds no Carthaginian CU
      And the army has 1 MP left

    @9.6.2 @9.6.2.if.african @9.6.2.unless.african @9.6.2.unless.carthaginian @9.6.2.in.into @9.6.2.in.carthago @9.6.2-five-players @9.6.2-five-players.unless.five @9.6-a
    Scenario: A Roman army may not sail into Carthago
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      And 3 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Carthago
      Then the action is refused citing rule 9.6.2
      And Camillus is in Antium
      And Carthago holds no Roman CU
      And the army has 4 MP left
      And sailing to Carthago is not a legal action
      And sailing to Kerkouane is not a legal action
      When the army sails to Neapolis
      Then Camillus is in Neapolis
      And Neapolis holds 3 Roman CU

    @9.6.2 @9.6.2.in.out-of @9.6.2.in.kerkouane @9.6-a
    Scenario: A Roman army may not sail out of Kerkouane
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Kerkouane
      And 3 Roman CU are in Kerkouane
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Antium
      Then the action is refused citing rule 9.6.2
      And Camillus is in Kerkouane
      And Kerkouane holds 3 Roman CU
      And the army has 4 MP left

    @9.6.2 @9.6.2.in.greeks @9.6.2.in.kerkouane @9.6.2.in.into @9.6.2-exception @9.6.2-exception.unless.greek-cu @9.6-a
    Scenario: Without Greek CU there the Greeks may not sail into Kerkouane
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Syracusae
      And 3 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Kerkouane
      Then the action is refused citing rule 9.6.2
      And Agathocles is in Syracusae
      And Kerkouane holds no Greek CU
      And sailing to Carthago is not a legal action

    @9.6.2 @9.6.2.if.african @9.6.2.unless.carthaginian @9.6.2.in.carthago @9.6.2.in.into @9.6-a
    Scenario: A Greek army the Carthaginian player moves may not sail into Carthago
      Given The Sword of Rome with 2-4 players on the partial map
      And the Carthaginian player controls the Greeks
      And Agathocles is in Syracusae
      And 3 Greek CU are in Syracusae
      When Carthage activates Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Carthago
      Then the action is refused citing rule 9.6.2
      And Agathocles is in Syracusae
      And Carthago holds no Greek CU

    @9.6.2-exception @9.6.2-exception.if.greek-cu @9.6.2-exception.in.into @9.6.4-a @9.6.4-a.in.greeks @9.6-a
    Scenario: Kerkouane holding Greek CU is an ordinary port for the Greeks
      Given The Sword of Rome with 2-4 players on the partial map
      And 2 Greek CU are in Kerkouane
      And Agathocles is in Syracusae
      And 3 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Kerkouane
      Then Agathocles is in Kerkouane
      And Kerkouane holds 5 Greek CU
      And the army has 1 MP left
      And a naval combat roll is required by rule 9.6.4-a

    @9.6.2-exception @9.6.2-exception.in.out-of @9.6.2-exception.in.own-cu @9.6.2-exception.if.greek-cu @9.6-a
    Scenario: A Greek army in Kerkouane may sail out of it
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Kerkouane
      And 3 Greek CU are in Kerkouane
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Syracusae
      Then Agathocles is in Syracusae
      And Syracusae holds 3 Greek CU
      And Kerkouane holds no Greek CU

    @9.6.2-exception @9.6.2-exception.in.out-of @9.6.2-exception.if.greek-cu @9.6-a
    Scenario: A Greek army sails out of Kerkouane leaving Greek CU there
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Kerkouane
      And 6 Greek CU are in Kerkouane
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Syracusae
      Then Agathocles is in Syracusae
      And Syracusae holds 3 Greek CU
      And Kerkouane holds 3 Greek CU

    @9.6.2-exception @9.6.2 @9.6.2-exception.in.carthago @9.6-a
    Scenario: Greek CU in Kerkouane do not open Carthago to the Greeks
      Given The Sword of Rome with 2-4 players on the partial map
      And 2 Greek CU are in Kerkouane
      And Agathocles is in Syracusae
      And 3 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Carthago
      Then the action is refused citing rule 9.6.2
      And Agathocles is in Syracusae
      And sailing to Kerkouane is a legal action

    @9.6.2-exception @9.6.2 @9.6.2-exception.in.other-power @9.6-a
    Scenario: Greek CU in Kerkouane do not open it to the Romans
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And 2 Greek CU are in Kerkouane
      And Camillus is in Antium
      When Rome activates Camillus with a 3-card
      And the army sails to Kerkouane
      Then the action is refused citing rule 9.6.2
      And Camillus is in Antium

    @9.6.2-exception @9.6.2-exception-who @9.6.2-exception.if.greek-player @9.6.2-exception.if.greek-cu @9.6.2-exception.in.greek-player-other-power @9.6.2-exception.in.into @9.6.3-d @9.6.4-a @9.6-a
    Scenario: Under the greek-player reading the player of the Greeks sails an Etruscan army into Kerkouane holding Greek CU
      Given The Sword of Rome with 2-4 players on the partial map
      And the "greek-player" reading of erratum 9.6.2-exception-who
      And the "Naval Transports" event is in play
      And the Greek player controls the Etruscans
      And Greeks and Etruscans are allied
      And 2 Greek CU are in Kerkouane
      And Etruscan minor leader is in Pisae
      And 3 Etruscan CU are in Pisae
      When Greeks activate Etruscan minor leader with a 3-card
      Then sailing to Kerkouane is a legal action
      And sailing to Carthago is not a legal action
      When the army picks up 3 CU
      And the army sails to Kerkouane
      Then Etruscan minor leader is in Kerkouane
      And Kerkouane holds 3 Etruscan CU
      And Kerkouane holds 2 Greek CU
      And the army has 1 MP left
      And a naval combat roll is required by rule 9.6.4-a

    @9.6.2-exception @9.6.2-exception-who @9.6.2-exception.if.greek-player @9.6.2-exception.in.greek-player-other-power @9.6.2-exception.in.out-of @9.6.3-d @9.6-a
    Scenario: A position that leaves the erratum out lets the player of the Greeks sail an Etruscan army out of Kerkouane holding Greek CU
      Given The Sword of Rome with 2-4 players on the partial map
      And the default reading of erratum 9.6.2-exception-who, left out of the position
      And the "Naval Transports" event is in play
      And the Greek player controls the Etruscans
      And Greeks and Etruscans are allied
      And 2 Greek CU are in Kerkouane
      And Etruscan minor leader is in Kerkouane
      And 3 Etruscan CU are in Kerkouane
      When Greeks activate Etruscan minor leader with a 3-card
      And the army picks up 3 CU
      And the army sails to Pisae
      Then Etruscan minor leader is in Pisae
      And Pisae holds 3 Etruscan CU
      And Kerkouane holds no Etruscan CU
      And Kerkouane holds 2 Greek CU

    @9.6.2-exception @9.6.2-exception-who @9.6.2 @9.6.2-exception.unless.greek-player @9.6.2-exception.in.greek-player-other-power @9.6.3-d @9.6-a
    Scenario: Under the greek-player reading Greek CU in Kerkouane do not open it to an Etruscan army the Etruscan player moves
      Given The Sword of Rome with 2-4 players on the partial map
      And the "greek-player" reading of erratum 9.6.2-exception-who
      And the "Naval Transports" event is in play
      And Greeks and Etruscans are allied
      And 2 Greek CU are in Kerkouane
      And Etruscan minor leader is in Pisae
      And 3 Etruscan CU are in Pisae
      When Etruscans activate Etruscan minor leader with a 3-card
      And the army picks up 3 CU
      And the army sails to Kerkouane
      Then the action is refused citing rule 9.6.2
      And Etruscan minor leader is in Pisae
      And Kerkouane holds no Etruscan CU
      And sailing to Kerkouane is not a legal action

    @9.6.2-exception @9.6.2-exception-who @9.6.2-exception.if.greek-player @9.6.2-exception.in.greeks-controlled @9.6.2-exception.in.into @9.6-a
    Scenario: Under the greek-player reading the Carthaginian player who plays the Greeks sails a Greek army into Kerkouane holding Greek CU
      Given The Sword of Rome with 2-4 players on the partial map
      And the "greek-player" reading of erratum 9.6.2-exception-who
      And the Carthaginian player controls the Greeks
      And 2 Greek CU are in Kerkouane
      And Agathocles is in Syracusae
      And 3 Greek CU are in Syracusae
      When Carthage activates Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Kerkouane
      Then Agathocles is in Kerkouane
      And Kerkouane holds 5 Greek CU
      And the army has 1 MP left

    @9.6.2-exception @9.6.2-exception-who @9.6.2 @9.6.2-exception.in.greek-armies-reading @9.6.2-exception.in.greek-player-other-power @9.6.3-d @9.6-a
    Scenario: Under the greek-armies reading the player of the Greeks may not sail an Etruscan army into Kerkouane
      Given The Sword of Rome with 2-4 players on the partial map
      And the "greek-armies" reading of erratum 9.6.2-exception-who
      And the "Naval Transports" event is in play
      And the Greek player controls the Etruscans
      And Greeks and Etruscans are allied
      And 2 Greek CU are in Kerkouane
      And Etruscan minor leader is in Pisae
      And 3 Etruscan CU are in Pisae
      When Greeks activate Etruscan minor leader with a 3-card
      And the army picks up 3 CU
      And the army sails to Kerkouane
      Then the action is refused citing rule 9.6.2
      And Etruscan minor leader is in Pisae
      And Kerkouane holds no Etruscan CU
      And sailing to Kerkouane is not a legal action

    @9.6.2-exception @9.6.2-exception-who @9.6.2-exception.in.greek-armies-reading @9.6.2-exception.in.greeks-controlled @9.6.2-exception.in.into @9.6-a
    Scenario: Under the greek-armies reading a Greek army the Carthaginian player moves sails into Kerkouane holding Greek CU
      Given The Sword of Rome with 2-4 players on the partial map
      And the "greek-armies" reading of erratum 9.6.2-exception-who
      And the Carthaginian player controls the Greeks
      And 2 Greek CU are in Kerkouane
      And Agathocles is in Syracusae
      And 3 Greek CU are in Syracusae
      When Carthage activates Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Kerkouane
      Then Agathocles is in Kerkouane
      And Kerkouane holds 5 Greek CU
      And the army has 1 MP left

    @9.6.2-five-players @9.6.2-five-players.if.five @9.6.2-five-players.in.into-carthago @9.6-a
    Scenario: With five players a Roman army may sail into Carthago
      Given The Sword of Rome with 5 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      And 3 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Carthago
      Then Camillus is in Carthago
      And Carthago holds 3 Roman CU
      And the army has 1 MP left

    @9.6.2-five-players @9.6.2-five-players.in.kerkouane @9.6-a
    Scenario: With five players the Greeks may use Kerkouane without Greek CU there
      Given The Sword of Rome with 5 players on the partial map
      And Agathocles is in Syracusae
      And 3 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      Then sailing to Kerkouane is a legal action
      And sailing to Carthago is a legal action
      When the army picks up 3 CU
      And the army sails to Kerkouane
      Then Agathocles is in Kerkouane
      And Kerkouane holds 3 Greek CU

    @9.6.2 @9.6.2-note @9.6.2-note.in.other-powers @9.6-a
    Scenario: With the Agathocles event in play other powers still may not use the African ports
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And the "Agathocles Lands in Africa" event is in play
      And Camillus is in Antium
      And 3 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Carthago
      Then the action is refused citing rule 9.6.2
      And sailing to Kerkouane is not a legal action
      When the army sails to Kerkouane
      Then the action is refused citing rule 9.6.2
      And Camillus is in Antium

    @9.6.2 @9.6.2-exception @9.6.2-exception.in.carthago @9.6.2-exception.in.own-cu @9.6-a
    Scenario: Greeks landed in Kerkouane may not sail on to Carthago
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Kerkouane
      And 3 Greek CU are in Kerkouane
      When Greeks activates Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Carthago
      Then the action is refused citing rule 9.6.2
      And Agathocles is in Kerkouane

    @9.6.2-five-players @9.6.2-five-players.in.out-of @9.6.2-five-players.if.five @9.6-a
    Scenario: With five players a Roman army may sail out of Carthago
      Given The Sword of Rome with 5 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Carthago
      And 3 Roman CU are in Carthago
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Antium
      Then Camillus is in Antium
      And Antium holds 3 Roman CU

    @9.6.2 @9.6.2.in.moved-by-rome @9.6.2.if.carthaginian @9.6.3-a @9.6-a
    Scenario: A Carthaginian army Rome moves may sail into Carthago
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome and Carthage are allied
      And Rome moves the Carthaginian armies
      And Himilco is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Rome activates Himilco with a 3-card
      And the army picks up 3 CU
      And the army sails to Carthago
      Then Himilco is in Carthago
      And Carthago holds 3 Carthaginian CU

  Rule: 9.6.3 who may sail, with how many CU and with which card

    @9.6.3-a @9.6.3-a.if.neutral-activation @9.6-a
    Scenario: A Neutral Power Activation gives a Carthaginian army ships for 10 CU
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome plays a Neutral Power Activation for Carthage
      And Himilco is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Rome activates Himilco with a 1-card
      Then the army may carry 10 CU by sea
      When the army picks up 10 CU
      And the army sails to Messana
      Then Himilco is in Messana
      And Messana holds 10 Carthaginian CU
      And a "moved" event happened with from Lilybaeum, to Messana, by sea, cost 3, capacity 10, capacity_rule 9.6.3-a

    @9.6.3-a @9.6.3-a.unless.neutral-activation @9.6-a
    Scenario: With 2-4 players Carthaginians may not sail without a Neutral Power Activation
      Given The Sword of Rome with 2-4 players on the partial map
      And Himilco is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Carthage activates Himilco with a 3-card
      And the army picks up 3 CU
      And the army sails to Messana
      Then the action is refused citing rule 9.6.3-a
      And the army has no ships
      And Himilco is in Lilybaeum
      And Lilybaeum holds 3 Carthaginian CU
      And sailing to Messana is not a legal action

    @9.6.3-a @9.6.3-a.if.alliance @9.6.3-a.if.roman-three @9.6-a
    Scenario: Once allied with Carthage, Rome sails a Carthaginian army of 10 CU with a 3-card
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome and Carthage are allied
      And Rome moves the Carthaginian armies
      And Himilco is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Rome activates Himilco with a 3-card
      And the army picks up 10 CU
      And the army sails to Messana
      Then Himilco is in Messana
      And Messana holds 10 Carthaginian CU
      And the army has 1 MP left
      And a "moved" event happened with by sea, capacity 10, capacity_rule 9.6.3-a

    @9.6.3-a @9.6.3-five-d @9.6.3-a.in.five-players @9.6.3-five-d.in.roman-card @9.6-a
    Scenario: With five players a Roman 3-card also sails an allied Carthaginian army of 10 CU
      Given The Sword of Rome with 5 players on the partial map
      And Rome and Carthage are allied
      And Rome moves the Carthaginian armies
      And Himilco is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Rome activates Himilco with a 3-card
      Then the army may carry 10 CU by sea
      When the army picks up 10 CU
      And the army sails to Messana
      Then Himilco is in Messana
      And Messana holds 10 Carthaginian CU

    @9.6.3-a @9.6.3-a.unless.roman-three @9.6-a
    Scenario: Once allied with Carthage, a Roman 2-card gives a Carthaginian army no ships
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome and Carthage are allied
      And Rome moves the Carthaginian armies
      And Himilco is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Rome activates Himilco with a 2-card
      And the army picks up 3 CU
      And the army sails to Messana
      Then the action is refused citing rule 9.6.3-a
      And Himilco is in Lilybaeum
      And the army has no ships

    @9.6.3-b @9.6.3-b.if.three-card @9.6.3-b.unless.over @9.6.3-b.unless.syracusae @9.6.3 @9.6.3.if.named @9.6-a
    Scenario: A Greek army sails with 3 CU on a 3-card
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      Then the army may carry 3 CU by sea
      When the army picks up 3 CU
      And the army sails to Messana
      Then Agathocles is in Messana
      And Messana holds 3 Greek CU
      And Tarentum holds no Greek CU
      And a "moved" event happened with by sea, capacity 3, capacity_rule 9.6.3-b

    @9.6.3-b @9.6.3-b.if.over @9.6.3-b.unless.syracusae @9.6.3-b.if.syracusae @9.6-a
    Scenario: A Greek army may not sail with 4 CU between ports other than Syracusae
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Tarentum
      And 4 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 4 CU
      And the army sails to Messana
      Then the action is refused citing rule 9.6.3-b
      And Agathocles is in Tarentum
      And the army has 4 CU
      And Messana holds no Greek CU
      And sailing to Messana is not a legal action
      And sailing to Syracusae is a legal action

    @9.6.3-b @9.6-a
    Scenario: CU beyond the capacity are dropped off before sailing
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Tarentum
      And 5 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 5 CU
      And the army drops off 2 CU
      And the army sails to Messana
      Then Agathocles is in Messana
      And Messana holds 3 Greek CU
      And Tarentum holds 2 Greek CU

    @9.6.3-b @9.6.3-b.if.syracusae @9.6.3-b.in.to-syracusae @9.6.3-b.unless.over @9.6-a
    Scenario: A Greek army sails with 6 CU to Syracusae
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Tarentum
      And 6 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 6 CU
      And the army sails to Syracusae
      Then Agathocles is in Syracusae
      And Syracusae holds 6 Greek CU
      And a "moved" event happened with by sea, capacity 6, capacity_rule 9.6.3-b

    @9.6.3-b @9.6.3-b.if.over @9.6.3-b.in.to-syracusae @9.6-a
    Scenario: A Greek army may not sail with 7 CU to Syracusae
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Tarentum
      And 7 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 7 CU
      And the army sails to Syracusae
      Then the action is refused citing rule 9.6.3-b
      And Agathocles is in Tarentum
      And Syracusae holds no Greek CU

    @9.6.3-b @9.6.3-b.in.from-syracusae @9.6-a
    Scenario: A Greek army sails with 6 CU from Syracusae
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Syracusae
      And 6 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And the army picks up 6 CU
      And the army sails to Tarentum
      Then Agathocles is in Tarentum
      And Tarentum holds 6 Greek CU
      And Syracusae holds no Greek CU
      And a "moved" event happened with by sea, capacity 6, capacity_rule 9.6.3-b

    @9.6.3-b @9.6.3-b.in.from-syracusae @9.6-a
    Scenario: A Greek army may not sail with 7 CU from Syracusae
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Syracusae
      And 7 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And the army picks up 7 CU
      And the army sails to Tarentum
      Then the action is refused citing rule 9.6.3-b
      And Agathocles is in Syracusae
      And Tarentum holds no Greek CU

    @9.6.3-b @9.6.3-b.unless.three-card @9.6-a
    Scenario: A Greek army activated with a 2-card may not sail
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Syracusae
      And 1 Greek CU is in Syracusae
      When Greeks activate Agathocles with a 2-card
      And the army picks up 1 CU
      And the army sails to Tarentum
      Then the action is refused citing rule 9.6.3-b
      And the army has no ships
      And Agathocles is in Syracusae

    @9.6.3-b @9.6.3-b.in.subordinate @9.6-a
    Scenario: A subordinate leader sails with the Greek army
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Tarentum
      And Greek minor leader is in Tarentum
      And 3 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army picks up Greek minor leader
      And the army picks up 3 CU
      And the army sails to Messana
      Then Agathocles is in Messana
      And Greek minor leader is in Messana
      And Greek minor leader moves with the army as a subordinate
      And Messana holds 3 Greek CU

    @9.6.3-c @9.6.3-c.if.duoviri-navales @9.6.3-c.if.three-card @9.6.3-c.unless.over @9.6.3-c.in.subordinate @9.6-a
    Scenario: After Duoviri Navales a Roman army sails with 3 CU on a 3-card
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      And Consul Valerius is in Antium
      And 3 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      Then the army may carry 3 CU by sea
      When the army picks up Consul Valerius
      And the army picks up 3 CU
      And the army sails to Neapolis
      Then Camillus is in Neapolis
      And Consul Valerius is in Neapolis
      And Neapolis holds 3 Roman CU
      And a "moved" event happened with by sea, capacity 3, capacity_rule 9.6.3-c

    @9.6.3-c @9.6.3-c.if.over @9.6-a
    Scenario: After Duoviri Navales a Roman army may not sail with 4 CU
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      And 4 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up 4 CU
      And the army sails to Neapolis
      Then the action is refused citing rule 9.6.3-c
      And Camillus is in Antium
      And Neapolis holds no Roman CU
      And the army has 4 CU

    @9.6.3-c @9.6.3-c.unless.duoviri-navales @9.6.3-c.unless.alliance @9.6-a
    Scenario: Without Duoviri Navales a Roman army may not sail
      Given The Sword of Rome with 2-4 players on the partial map
      And Camillus is in Antium
      When Rome activates Camillus with a 3-card
      And the army sails to Neapolis
      Then the action is refused citing rule 9.6.3-c
      And the army has no ships
      And Camillus is in Antium
      And sailing to Neapolis is not a legal action

    @9.6.3-c @9.6.3-c.unless.three-card @9.6-a
    Scenario: After Duoviri Navales a Roman 2-card gives no ships
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      When Rome activates Camillus with a 2-card
      And the army sails to Neapolis
      Then the action is refused citing rule 9.6.3-c
      And the army has no ships
      And Camillus is in Antium

    @9.6.3-c @9.6.3-c.if.alliance @9.6-a
    Scenario: Allied with Carthage, a Roman army sails with 10 CU on a 3-card
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome and Carthage are allied
      And Camillus is in Antium
      And 10 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      Then the army may carry 10 CU by sea
      When the army picks up 10 CU
      And the army sails to Neapolis
      Then Camillus is in Neapolis
      And Neapolis holds 10 Roman CU
      And a "moved" event happened with by sea, capacity 10, capacity_rule 9.6.3-c

    @9.6.3-c @9.6.3-c.in.any-card @9.6-a
    Scenario: At the default reading, allied with Carthage, a Roman army sails with 10 CU on a 2-card
      Given the "any-card" reading of erratum 9.6.3-c-alliance-card
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome and Carthage are allied
      And Camillus is in Antium
      And 10 Roman CU are in Antium
      When Rome activates Camillus with a 2-card
      And the army picks up 10 CU
      And the army sails to Neapolis
      Then Camillus is in Neapolis
      And Neapolis holds 10 Roman CU

    @9.6.3-c @9.6.3-c.in.any-card @9.6-a
    Scenario: A position that leaves the erratum out lets a Roman army allied with Carthage sail with 10 CU on a 2-card
      Given the default reading of erratum 9.6.3-c-alliance-card, left out of the position
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome and Carthage are allied
      And Camillus is in Antium
      And 10 Roman CU are in Antium
      When Rome activates Camillus with a 2-card
      And the army picks up 10 CU
      And the army sails to Neapolis
      Then Camillus is in Neapolis
      And Neapolis holds 10 Roman CU

    @9.6.3-c @9.6.3-c-alliance-card @9.6.3-c.in.any-card @9.6-a
    Scenario: Reading any-card, allied with Carthage, a Roman army sails with 10 CU on a 2-card
      Given The Sword of Rome with 2-4 players on the partial map
      And the "any-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Camillus is in Antium
      And 10 Roman CU are in Antium
      When Rome activates Camillus with a 2-card
      And the army picks up 10 CU
      And the army sails to Neapolis
      Then Camillus is in Neapolis
      And Neapolis holds 10 Roman CU

    @9.6.3-c @9.6.3-c-alliance-card @9.6.3-c.in.three-card-reading @9.6-a
    Scenario: Reading three-card, allied with Carthage, a Roman 2-card gives no ships
      Given The Sword of Rome with 2-4 players on the partial map
      And the "three-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Camillus is in Antium
      And 10 Roman CU are in Antium
      When Rome activates Camillus with a 2-card
      And the army picks up 10 CU
      And the army sails to Neapolis
      Then the action is refused citing rule 9.6.3-c
      And the army has no ships
      And Camillus is in Antium
      And Neapolis holds no Roman CU

    @9.6.3-c @9.6.3-c-alliance-card @9.6.3-c.in.three-card-reading @9.6-a
    Scenario: Reading three-card, allied with Carthage, a Roman 3-card sails 10 CU
      Given The Sword of Rome with 2-4 players on the partial map
      And the "three-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Camillus is in Antium
      And 10 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up 10 CU
      And the army sails to Atlantis
      Then the action is refused citing rule 9.6-a or by the contract as malformed-action
      When the army sails to Neapolis
      Then Camillus is in Neapolis
      And Neapolis holds 10 Roman CU

    @9.6.3-d @9.6.3-d.if.naval-transports @9.6.3-d.unless.over @9.6.3-d.in.any-card @9.6-a
    Scenario: Naval Transports lets an Etruscan army sail with 3 CU
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Naval Transports" event is in play
      And Etruscan minor leader is in Pisae
      And 3 Etruscan CU are in Pisae
      When Etruscans activate Etruscan minor leader with a 1-card
      Then the army may carry 3 CU by sea
      When the army picks up 3 CU
      And the army sails to Antium
      Then Etruscan minor leader is in Antium
      And Antium holds 3 Etruscan CU
      And Pisae holds no Etruscan CU
      And a "moved" event happened with by sea, capacity 3, capacity_rule 9.6.3-d

    @9.6.3-d @9.6.3-d.if.over @9.6-a
    Scenario: Naval Transports does not carry 4 Etruscan CU
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Naval Transports" event is in play
      And Etruscan minor leader is in Pisae
      And 4 Etruscan CU are in Pisae
      When Etruscans activate Etruscan minor leader with a 1-card
      And the army picks up 4 CU
      And the army sails to Antium
      Then the action is refused citing rule 9.6.3-d
      And Etruscan minor leader is in Pisae
      And Antium holds no Etruscan CU

    @9.6.3-d @9.6.3-d.unless.naval-transports @9.6-a
    Scenario: Without Naval Transports an Etruscan army may not sail
      Given The Sword of Rome with 2-4 players on the partial map
      And Etruscan minor leader is in Pisae
      When Etruscans activate Etruscan minor leader with a 3-card
      And the army sails to Antium
      Then the action is refused citing rule 9.6.3-d
      And the army has no ships
      And Etruscan minor leader is in Pisae

    @9.6.3-b @9.6.3-campaign-card @9.6.3-b.in.campaign-no-value @9.5.1 @9.6-a
    Scenario: Under the no-value reading a Greek army moved by a Campaign card may not sail
      Given The Sword of Rome with 2-4 players on the partial map
      And the "no-value" reading of erratum 9.6.3-campaign-card
      And Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      When Greeks plays a Campaign card
      And Greeks activates Agathocles with the Campaign card
      Then the army has no ships
      When the army picks up 3 CU
      And the army sails to Messana
      Then the action is refused citing rule 9.6.3-b
      And Agathocles is in Tarentum

    @9.6.3-b @9.6.3-campaign-card @9.6.3-b.in.campaign-no-value @9.5.1 @9.6-a
    Scenario: A position that leaves the erratum out gives a Campaign card no value to sail by, so a Greek army it moves may not sail
      Given The Sword of Rome with 2-4 players on the partial map
      And the default reading of erratum 9.6.3-campaign-card, left out of the position
      And Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      When Greeks plays a Campaign card
      And Greeks activates Agathocles with the Campaign card
      Then the army has no ships
      When the army picks up 3 CU
      And the army sails to Messana
      Then the action is refused citing rule 9.6.3-b
      And Agathocles is in Tarentum

    @9.6.3-b @9.6.3-campaign-card @9.6.3-b.in.campaign-as-three @9.5.1 @9.6-a
    Scenario: Under the as-three reading a Greek army moved by a Campaign card sails with 3 CU, not 4
      Given The Sword of Rome with 2-4 players on the partial map
      And the "as-three" reading of erratum 9.6.3-campaign-card
      And Agathocles is in Tarentum
      And 4 Greek CU are in Tarentum
      When Greeks plays a Campaign card
      And Greeks activates Agathocles with the Campaign card
      Then the army may carry 3 CU by sea
      When the army picks up 4 CU
      And the army sails to Messana
      Then the action is refused citing rule 9.6.3-b
      When the army drops off 1 CU
      And the army sails to Messana
      Then Agathocles is in Messana
      And Messana holds 3 Greek CU
      And a "moved" event happened with by sea, capacity 3, capacity_rule 9.6.3-b

    @9.6.3-five-a @9.6.3-five-a.if.five @9.6.3-five-a.if.lilybaeum @9.6.3-five-a.if.end-port @9.6.3-five-a.if.three-card @9.6.3-five-a.in.from-syracusae @9.6-a
    Scenario: With five players Greeks holding Lilybaeum sail 10 CU from Syracusae
      Given The Sword of Rome with 5 players on the partial map
      And Lilybaeum is controlled by Greeks
      And Agathocles is in Syracusae
      And 10 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And the army picks up 10 CU
      And the army sails to Rhegium
      Then Agathocles is in Rhegium
      And Rhegium holds 10 Greek CU
      And a "moved" event happened with by sea, capacity 10, capacity_rule 9.6.3-five-a

    @9.6.3-five-a @9.6.3-five-a.in.to-lilybaeum @9.6-a
    Scenario: With five players Greeks holding Lilybaeum sail 10 CU to Lilybaeum
      Given The Sword of Rome with 5 players on the partial map
      And Lilybaeum is controlled by Greeks
      And Agathocles is in Tarentum
      And 10 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 10 CU
      And the army sails to Lilybaeum
      Then Agathocles is in Lilybaeum
      And Lilybaeum holds 10 Greek CU

    @9.6.3-five-a @9.6.3-b @9.6.3-five-a.unless.end-port @9.6-a
    Scenario: Greeks holding Lilybaeum still carry only 3 CU between other ports
      Given The Sword of Rome with 5 players on the partial map
      And Lilybaeum is controlled by Greeks
      And Agathocles is in Tarentum
      And 4 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 4 CU
      And the army sails to Messana
      Then the action is refused citing rule 9.6.3-b
      And Agathocles is in Tarentum

    @9.6.3-five-a @9.6.3-b @9.6.3-five-a.unless.lilybaeum @9.6-a
    Scenario: With five players Greeks not holding Lilybaeum carry 6 CU from Syracusae, not 7
      Given The Sword of Rome with 5 players on the partial map
      And Agathocles is in Syracusae
      And 7 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And the army picks up 7 CU
      And the army sails to Rhegium
      Then the action is refused citing rule 9.6.3-b
      And Agathocles is in Syracusae

    @9.6.3-five-a @9.6.3-b @9.6.3-five-a.unless.five @9.6-a
    Scenario: With 2-4 players Greeks holding Lilybaeum carry 6 CU from Syracusae, not 7
      Given The Sword of Rome with 2-4 players on the partial map
      And Lilybaeum is controlled by Greeks
      And Agathocles is in Syracusae
      And 7 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And the army picks up 7 CU
      And the army sails to Rhegium
      Then the action is refused citing rule 9.6.3-b
      And Agathocles is in Syracusae

    @9.6.3-five-a @9.6.3-b @9.6.3-five-a.unless.three-card @9.6-a
    Scenario: Greeks holding Lilybaeum still need a 3-card to sail
      Given The Sword of Rome with 5 players on the partial map
      And Lilybaeum is controlled by Greeks
      And Agathocles is in Syracusae
      And 3 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 2-card
      And the army picks up 3 CU
      And the army sails to Lilybaeum
      Then the action is refused citing rule 9.6.3-b or rule 9.6.3-five-a
      And Agathocles is in Syracusae

    @9.6.3-five-b @9.6.3-five-b.unless.over @9.6-a
    Scenario: With five players a Carthaginian 1-card carries 3 CU
      Given The Sword of Rome with 5 players on the partial map
      And Hanno is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Carthage activates Hanno with a 1-card
      Then the army may carry 3 CU by sea
      When the army picks up 3 CU
      And the army sails to Rhegium
      Then Hanno is in Rhegium
      And Rhegium holds 3 Carthaginian CU
      And a "moved" event happened with by sea, capacity 3, capacity_rule 9.6.3-five-b

    @9.6.3-five-b @9.6.3-five-b.if.over @9.6-a
    Scenario: With five players a Carthaginian 1-card does not carry 4 CU
      Given The Sword of Rome with 5 players on the partial map
      And Hanno is in Lilybaeum
      And 4 Carthaginian CU are in Lilybaeum
      When Carthage activates Hanno with a 1-card
      And the army picks up 4 CU
      And the army sails to Rhegium
      Then the action is refused citing rule 9.6.3-five-b
      And Hanno is in Lilybaeum
      And Rhegium holds no Carthaginian CU

    @9.6.3-five-c @9.6.3-five-c.unless.over @9.6-a
    Scenario: With five players a Carthaginian 2-card carries 6 CU
      Given The Sword of Rome with 5 players on the partial map
      And Hanno is in Lilybaeum
      And 6 Carthaginian CU are in Lilybaeum
      When Carthage activates Hanno with a 2-card
      Then the army may carry 6 CU by sea
      When the army picks up 6 CU
      And the army sails to Rhegium
      Then Hanno is in Rhegium
      And Rhegium holds 6 Carthaginian CU
      And a "moved" event happened with by sea, capacity 6, capacity_rule 9.6.3-five-c

    @9.6.3-five-c @9.6.3-five-c.if.over @9.6-a
    Scenario: With five players a Carthaginian 2-card does not carry 7 CU
      Given The Sword of Rome with 5 players on the partial map
      And Hanno is in Lilybaeum
      And 7 Carthaginian CU are in Lilybaeum
      When Carthage activates Hanno with a 2-card
      And the army picks up 7 CU
      And the army sails to Rhegium
      Then the action is refused citing rule 9.6.3-five-c
      And Hanno is in Lilybaeum
      And Rhegium holds no Carthaginian CU

    @9.6.3-five-d @9.6.3-five-d.in.ten @9.6.3-five-d.in.subordinate @9.6-a
    Scenario: With five players a Carthaginian 3-card carries 10 CU
      Given The Sword of Rome with 5 players on the partial map
      And Hanno is in Lilybaeum
      And Gisgo is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Carthage activates Hanno with a 3-card
      Then the army may carry 10 CU by sea
      When the army picks up Gisgo
      And the army picks up 10 CU
      And the army sails to Rhegium
      Then Hanno is in Rhegium
      And Gisgo is in Rhegium
      And Rhegium holds 10 Carthaginian CU
      And a "moved" event happened with by sea, capacity 10, capacity_rule 9.6.3-five-d

    @9.6.3-five-b @9.6.3-campaign-card @9.6.3-five-b.in.campaign-no-value @9.6.3-five-c @9.6.3-five-d @9.5.1 @9.6-a
    Scenario: Under the no-value reading a Carthaginian army moved by a Campaign card has no ships
      Given The Sword of Rome with 5 players on the partial map
      And the "no-value" reading of erratum 9.6.3-campaign-card
      And Hanno is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Carthage plays a Campaign card
      And Carthage activates Hanno with the Campaign card
      Then the army has no ships
      When the army picks up 3 CU
      And the army sails to Rhegium
      Then the action is refused citing rule 9.6.3-five-b or rule 9.6.3-five-c or rule 9.6.3-five-d
      And Hanno is in Lilybaeum
      And Rhegium holds no Carthaginian CU

    @9.6.3-five-d @9.6.3-campaign-card @9.6.3-five-d.in.campaign-as-three @9.5.1 @9.6-a
    Scenario: Under the as-three reading a Carthaginian army moved by a Campaign card carries 10 CU
      Given The Sword of Rome with 5 players on the partial map
      And the "as-three" reading of erratum 9.6.3-campaign-card
      And Hanno is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Carthage plays a Campaign card
      And Carthage activates Hanno with the Campaign card
      Then the army may carry 10 CU by sea
      When the army picks up 10 CU
      And the army sails to Rhegium
      Then Hanno is in Rhegium
      And Rhegium holds 10 Carthaginian CU
      And a "moved" event happened with by sea, capacity 10, capacity_rule 9.6.3-five-d

    @9.6.3-five-e @9.6.3-five-e.if.five @9.6.3-five-e.if.allied @9.6.3-five-e.if.in-port @9.6.3-five-e.if.lent @9.6.3-five-e.in.three-card @9.6-a
    Scenario: Carthage lends ships to an allied army activated in a port
      Given The Sword of Rome with 5 players on the partial map
      And Greeks and Carthage are allied
      And Greek minor leader is in Tarentum
      And 10 Greek CU are in Tarentum
      When Greeks activate Greek minor leader with a 1-card
      Then the pending decision is "lend_ships" for Carthage
      And the army has no ships
      When Carthage lends ships to the army with a 3-card
      Then the pending decision is "movement" for Greeks
      And the army may carry 10 CU by sea
      And a "ships_lent" event happened with player Carthage, card 3, leader Greek minor leader, faction Greeks, capacity 10
      When the army picks up 10 CU
      And the army sails to Messana
      Then Greek minor leader is in Messana
      And Messana holds 10 Greek CU
      And a "moved" event happened with by sea, capacity 10, capacity_rule 9.6.3-five-e

    @9.6.3-five-e @9.6.3-five-e-own-ships @9.6.3-five-e.in.one-card @9.6.3-five-e.in.card-limit @9.6-a
    Scenario: Ships lent with a 1-card carry 3 CU, not 4, whatever the ally could carry
      Given the "card-limit" reading of erratum 9.6.3-five-e-own-ships
      And The Sword of Rome with 5 players on the partial map
      And Greeks and Carthage are allied
      And Agathocles is in Syracusae
      And 4 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And Carthage lends ships to the army with a 1-card
      And the army picks up 4 CU
      And the army sails to Tarentum
      Then the action is refused citing rule 9.6.3-five-e
      And Agathocles is in Syracusae
      And the army may carry 3 CU by sea

    @9.6.3-five-e @9.6.3-five-e-own-ships @9.6.3-five-e.in.one-card @9.6.3-five-e.in.card-limit @9.6-a
    Scenario: A position that leaves the erratum out limits lent ships to the card, so with a 1-card they carry 3 CU, not 4
      Given the default reading of erratum 9.6.3-five-e-own-ships, left out of the position
      And The Sword of Rome with 5 players on the partial map
      And Greeks and Carthage are allied
      And Agathocles is in Syracusae
      And 4 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And Carthage lends ships to the army with a 1-card
      And the army picks up 4 CU
      And the army sails to Tarentum
      Then the action is refused citing rule 9.6.3-five-e
      And Agathocles is in Syracusae
      And the army may carry 3 CU by sea

    @9.6.3-five-e @9.6.3-five-e.in.two-card @9.6.3-five-e.in.no-ships-of-its-own @9.6-a
    Scenario: Ships lent with a 2-card carry 6 CU, not 7
      Given The Sword of Rome with 5 players on the partial map
      And Gauls and Carthage are allied
      And Pisae is controlled by Etruscans
      And Roma is controlled by Rome
      And Gallic minor leader is in Pisae
      And 7 Gallic CU are in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      And Carthage lends ships to the army with a 2-card
      Then the army may carry 6 CU by sea
      When the army picks up 7 CU
      And the army sails to Roma
      Then the action is refused citing rule 9.6.3-five-e
      And Gallic minor leader is in Pisae
      And Pisae holds 7 Gallic CU
      And Roma holds no Gallic CU
      And the army has 7 CU
      And the army has 5 MP left
      And the army may carry 6 CU by sea
      When the army drops off 1 CU
      And the army sails to Roma
      Then Gallic minor leader is in Roma
      And Roma holds 6 Gallic CU
      And Pisae holds 1 Gallic CU
      And a "moved" event happened with by sea, capacity 6, capacity_rule 9.6.3-five-e

    @9.6.3-five-e @9.6.3-five-e-own-ships @9.6.3-five-e.in.own-kept @9.6-a
    Scenario: Under the own-kept reading an ally on lent ships still carries what its own ships carry
      Given the "own-kept" reading of erratum 9.6.3-five-e-own-ships
      And The Sword of Rome with 5 players on the partial map
      And Greeks and Carthage are allied
      And Agathocles is in Syracusae
      And 4 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And Carthage lends ships to the army with a 1-card
      And the army picks up 4 CU
      And the army sails to Tarentum
      Then Agathocles is in Tarentum
      And Tarentum holds 4 Greek CU
      And a "moved" event happened with by sea, capacity 6, capacity_rule 9.6.3-b

    @9.6.3-five-e @9.6.3-five-e-own-ships @9.6.3-b @9.6.3-five-e.in.own-kept @9.6-a
    Scenario: Under the own-kept reading an ally on lent ships bound for Syracusae carries the 6 CU its own ships carry there
      Given the "own-kept" reading of erratum 9.6.3-five-e-own-ships
      And The Sword of Rome with 5 players on the partial map
      And Greeks and Carthage are allied
      And Agathocles is in Tarentum
      And 6 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And Carthage lends ships to the army with a 1-card
      And the army picks up 6 CU
      And the army sails to Syracusae
      Then Agathocles is in Syracusae
      And Syracusae holds 6 Greek CU
      And a "moved" event happened with by sea, capacity 6, capacity_rule 9.6.3-b

    @9.6.3-five-e
    Scenario: Carthage lends ships with a card of value 1 to 3, or declines
      Given The Sword of Rome with 5 players on the partial map
      And Gauls and Carthage are allied
      And Gallic minor leader is in Pisae
      And 3 Gallic CU are in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      And Carthage lends ships to the army with a 4-card
      Then the action is refused by the contract as malformed-action
      When Carthage takes the action {"type": "end_movement"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "lend_ships" for Carthage
      And the army has no ships

    @9.6.3-five-e @9.6.3 @9.6.3-five-e.unless.lent @9.6.3.unless.named @9.6.3.in.declined @9.6.3.in.gauls @9.6-a
    Scenario: Carthage may decline to lend ships
      Given The Sword of Rome with 5 players on the partial map
      And Gauls and Carthage are allied
      And Gallic minor leader is in Pisae
      And 3 Gallic CU are in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      And Carthage declines to lend ships
      Then the pending decision is "movement" for Gauls
      And a "ships_declined" event happened with player Carthage, leader Gallic minor leader
      And the army has no ships
      When the army picks up 3 CU
      And the army sails to Roma
      Then the action is refused citing rule 9.6.3
      And Gallic minor leader is in Pisae
      And Roma holds no Gallic CU

    @9.6.3-five-e @9.6.3-five-e.in.carthaginian-player
    Scenario: Only the Carthaginian player lends ships
      Given The Sword of Rome with 5 players on the partial map
      And Gauls and Carthage are allied
      And Gallic minor leader is in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      And Gauls lends ships to the army with a 3-card
      Then the action is refused citing rule 9.6.3-five-e or by the contract as wrong-player
      And the pending decision is "lend_ships" for Carthage
      And the army has no ships

    @9.6.3-five-e @9.6.3 @9.6.3-five-e.unless.in-port @9.6-a
    Scenario: No ships are offered to an ally activated away from a port
      Given The Sword of Rome with 5 players on the partial map
      And Gauls and Carthage are allied
      And Gallic minor leader is in Arretium
      When Gauls activate Gallic minor leader with a 3-card
      Then the pending decision is "movement" for Gauls
      When the army moves to Pisae
      And the army sails to Roma
      Then the action is refused citing rule 9.6.3
      And Gallic minor leader is in Pisae

    @9.6.3-five-e @9.6.3 @9.6.3-five-e.unless.allied @9.6.3.unless.named @9.6.3.in.gauls @9.6-a
    Scenario: No ships are offered to a power not allied with Carthage
      Given The Sword of Rome with 5 players on the partial map
      And Gallic minor leader is in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      Then the pending decision is "movement" for Gauls
      When the army sails to Roma
      Then the action is refused citing rule 9.6.3
      And Gallic minor leader is in Pisae

    @9.6.3-five-e @9.6.3 @9.6.3-five-e.unless.five @9.6-a
    Scenario: With 2-4 players Carthage lends no ships
      Given The Sword of Rome with 2-4 players on the partial map
      And Gauls and Carthage are allied
      And Gallic minor leader is in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      Then the pending decision is "movement" for Gauls
      And the army has no ships
      When the army sails to Roma
      Then the action is refused citing rule 9.6.3
      And Gallic minor leader is in Pisae

    @9.6.3 @9.6.3.in.samnites @9.6.3.unless.named @9.6-a
    Scenario: A Samnite army has no ships of its own
      Given The Sword of Rome with 2-4 players on the partial map
      And Gellius Egnatius is in Tarentum
      And 2 Samnite CU are in Tarentum
      When Samnites activate Gellius Egnatius with a 3-card
      Then the army has no ships
      When the army picks up 2 CU
      And the army sails to Neapolis
      Then the action is refused citing rule 9.6.3
      And Gellius Egnatius is in Tarentum

    @9.6.3-a @9.6.3-a.unless.alliance @9.6-a
    Scenario: Without the alliance a Roman 3-card gives a Carthaginian army Rome moves no ships
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome moves the Carthaginian armies
      And Himilco is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Rome activates Himilco with a 3-card
      Then the army has no ships
      When the army picks up 3 CU
      And the army sails to Messana
      Then the action is refused citing rule 9.6.3-a
      And Himilco is in Lilybaeum

    @9.6.3-a @9.6.3-a.in.subordinate @9.6.3-a.if.neutral-activation @9.6-a
    Scenario: A subordinate sails with a Carthaginian commander on a Neutral Power Activation
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome plays a Neutral Power Activation for Carthage
      And Himilco is in Lilybaeum
      And Gisgo is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Rome activates Himilco with a 2-card
      And the army picks up Gisgo
      And the army picks up 10 CU
      And the army sails to Syracusae
      Then Himilco is in Syracusae
      And Gisgo is in Syracusae
      And Syracusae holds 10 Carthaginian CU

    @9.6.3-c @9.6.3-c.in.campaign-no-value @9.6.3-campaign-card @9.5.1 @9.6-a
    Scenario: Under the no-value reading a Roman army moved by a Campaign card after Duoviri Navales has no ships
      Given The Sword of Rome with 2-4 players on the partial map
      And the "no-value" reading of erratum 9.6.3-campaign-card
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      And 3 Roman CU are in Antium
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      Then the army has no ships
      When the army picks up 3 CU
      And the army sails to Neapolis
      Then the action is refused citing rule 9.6.3-c
      And Camillus is in Antium

    @9.6.3-c @9.6.3-c.in.campaign-as-three @9.6.3-campaign-card @9.5.1 @9.6-a
    Scenario: Under the as-three reading a Roman army moved by a Campaign card after Duoviri Navales carries 3 CU
      Given The Sword of Rome with 2-4 players on the partial map
      And the "as-three" reading of erratum 9.6.3-campaign-card
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      And 4 Roman CU are in Antium
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      Then the army may carry 3 CU by sea
      When the army picks up 4 CU
      And the army sails to Neapolis
      Then the action is refused citing rule 9.6.3-c
      When the army drops off 1 CU
      And the army sails to Neapolis
      Then Camillus is in Neapolis
      And Neapolis holds 3 Roman CU

    @9.6.3-d @9.6.3-d.in.other-power @9.6-a
    Scenario: Naval Transports gives a Roman army no ships
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Naval Transports" event is in play
      And Camillus is in Antium
      When Rome activates Camillus with a 3-card
      Then the army has no ships
      When the army sails to Neapolis
      Then the action is refused citing rule 9.6.3-c
      And Camillus is in Antium

    @9.6.3 @9.6.3-d @9.6.3-d.in.other-power @9.6-a
    Scenario: Naval Transports gives no ships to a Samnite army the Etruscan player moves
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Naval Transports" event is in play
      And the Etruscan player controls the Samnites
      And Samnite minor leader is in Neapolis
      And 2 Samnite CU are in Neapolis
      When Etruscans activate Samnite minor leader with a 3-card
      And the army picks up 2 CU
      Then the army has no ships
      When the army sails to Tarentum
      Then the action is refused citing rule 9.6.3
      And Samnite minor leader is in Neapolis

    @9.6.3 @9.6.3.unless.named @9.6.3-c @9.6-a
    Scenario: Duoviri Navales gives no ships to a Transalpine Gallic army the Roman player moves
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And the Roman player controls the Transalpine Gauls
      And Transalpine chief is in Antium
      And 2 Transalpine Gallic CU are in Antium
      When Rome activates Transalpine chief with a 3-card
      And the army picks up 2 CU
      Then the army has no ships
      When the army sails to Neapolis
      Then the action is refused citing rule 9.6.3
      And Transalpine chief is in Antium

    @9.6.3-five-a @9.6.3-five-a.in.from-lilybaeum @9.6-a
    Scenario: With five players Greeks holding Lilybaeum sail 10 CU from Lilybaeum
      Given The Sword of Rome with 5 players on the partial map
      And Lilybaeum is controlled by Greeks
      And Agathocles is in Lilybaeum
      And 10 Greek CU are in Lilybaeum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 10 CU
      And the army sails to Messana
      Then Agathocles is in Messana
      And Messana holds 10 Greek CU
      And a "moved" event happened with by sea, capacity 10, capacity_rule 9.6.3-five-a

    @9.6.3-five-a @9.6.3-five-a.in.campaign-no-value @9.6.3-campaign-card @9.5.1 @9.6-a
    Scenario: Under the no-value reading Greeks holding Lilybaeum moved by a Campaign card may not sail
      Given The Sword of Rome with 5 players on the partial map
      And the "no-value" reading of erratum 9.6.3-campaign-card
      And Lilybaeum is controlled by Greeks
      And Agathocles is in Syracusae
      And 10 Greek CU are in Syracusae
      When Greeks plays a Campaign card
      And Greeks activates Agathocles with the Campaign card
      Then the army has no ships
      When the army picks up 10 CU
      And the army sails to Lilybaeum
      Then the action is refused citing rule 9.6.3-b or rule 9.6.3-five-a
      And Agathocles is in Syracusae

    @9.6.3-five-a @9.6.3-five-a.in.campaign-as-three @9.6.3-campaign-card @9.5.1 @9.6-a
    Scenario: Under the as-three reading Greeks holding Lilybaeum moved by a Campaign card sail 10 CU
      Given The Sword of Rome with 5 players on the partial map
      And the "as-three" reading of erratum 9.6.3-campaign-card
      And Lilybaeum is controlled by Greeks
      And Agathocles is in Syracusae
      And 10 Greek CU are in Syracusae
      When Greeks plays a Campaign card
      And Greeks activates Agathocles with the Campaign card
      And the army picks up 10 CU
      And the army sails to Lilybaeum
      Then Agathocles is in Lilybaeum
      And Lilybaeum holds 10 Greek CU
      And a "moved" event happened with by sea, capacity 10, capacity_rule 9.6.3-five-a

    @9.6.3-five-c @9.6.3-five-c.in.subordinate @9.6-a
    Scenario: With five players a subordinate sails with a Carthaginian commander on a 2-card
      Given The Sword of Rome with 5 players on the partial map
      And Hanno is in Lilybaeum
      And Carthaginian minor leader is in Lilybaeum
      And 6 Carthaginian CU are in Lilybaeum
      When Carthage activates Hanno with a 2-card
      And the army picks up Carthaginian minor leader
      And the army picks up 6 CU
      And the army sails to Rhegium
      Then Hanno is in Rhegium
      And Carthaginian minor leader is in Rhegium
      And Rhegium holds 6 Carthaginian CU

    @9.6.3-five-e @9.6.3-five-e.in.campaign @9.5.1 @9.6-a
    Scenario: Carthage may lend ships to an allied army a Campaign card activates in a port
      Given The Sword of Rome with 5 players on the partial map
      And Gauls and Carthage are allied
      And Gallic minor leader is in Pisae
      And 4 Gallic CU are in Pisae
      When Gauls plays a Campaign card
      And Gauls activates Gallic minor leader with the Campaign card
      Then the pending decision is "lend_ships" for Carthage
      When Carthage lends ships to the army with a 1-card
      And the army picks up 4 CU
      And the army sails to Roma
      Then the action is refused citing rule 9.6.3-five-e
      When the army drops off 1 CU
      And the army sails to Roma
      Then Gallic minor leader is in Roma
      And Roma holds 3 Gallic CU

  Rule: 9.6.3 examples

    @9.6.3-example-himilco @9.6.3-five-b @9.6-note @9.6.3-example-gisgo @9.6.3-example-himilco.in.one-card @9.6-a
    Scenario: Example, reading himilco: with a 1-card Himilco sails 3 CU to Messana and moves to Catina
      Given The Sword of Rome with 5 players on the partial map
      And the "himilco" reading of erratum 9.6.3-example-gisgo
      And Himilco is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Carthage activates Himilco with a 1-card
      And the army picks up 3 CU
      And the army sails to Messana
      And the army moves to Catina
      Then Himilco is in Catina
      And Catina holds 3 Carthaginian CU
      And Messana holds no Carthaginian CU
      And Lilybaeum holds 7 Carthaginian CU
      And the army has 0 MP left

    @9.6.3-example-himilco @9.6.3-five-d @9.6-note @9.6.3-example-gisgo @9.6.3-example-himilco.in.three-card @9.6-a
    Scenario: Example, reading himilco: with a 3-card Himilco sails all 10 CU to Messana and moves to Catina
      Given The Sword of Rome with 5 players on the partial map
      And the "himilco" reading of erratum 9.6.3-example-gisgo
      And Himilco is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Carthage activates Himilco with a 3-card
      And the army picks up 10 CU
      And the army sails to Messana
      And the army moves to Catina
      Then Himilco is in Catina
      And Catina holds 10 Carthaginian CU
      And Lilybaeum holds no Carthaginian CU
      And the army has 0 MP left

    @9.6.3-example-himilco @9.6.3-five-b @9.6.3-example-gisgo @9.6.3-example-himilco.in.one-card @9.6.3-example-himilco.in.gisgo @9.6-a
    Scenario: Example, reading gisgo: with a 1-card Gisgo sails 3 CU to Messana and moves to Catina
      Given The Sword of Rome with 5 players on the partial map
      And the "gisgo" reading of erratum 9.6.3-example-gisgo
      And Himilco is in Lilybaeum
      And Gisgo is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Carthage activates Gisgo with a 1-card
      And the army picks up 3 CU
      And the army sails to Messana
      And the army moves to Catina
      Then Gisgo is in Catina
      And Himilco is in Lilybaeum
      And Catina holds 3 Carthaginian CU
      And Lilybaeum holds 7 Carthaginian CU
      And the army has 0 MP left

    @9.6.3-example-himilco @9.6.3-five-d @9.6.3-example-gisgo @9.6.3-example-himilco.in.three-card @9.6.3-example-himilco.in.gisgo @9.6-a
    Scenario: Example, reading gisgo: with a 3-card Gisgo sails all 10 CU to Messana and moves to Catina
      Given The Sword of Rome with 5 players on the partial map
      And the "gisgo" reading of erratum 9.6.3-example-gisgo
      And Himilco is in Lilybaeum
      And Gisgo is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Carthage activates Gisgo with a 3-card
      And the army picks up 10 CU
      And the army sails to Messana
      And the army moves to Catina
      Then Gisgo is in Catina
      And Himilco is in Lilybaeum
      And Catina holds 10 Carthaginian CU
      And Lilybaeum holds no Carthaginian CU
      And the army has 0 MP left

    @9.6.3-example-himilco @9.6.3-five-b @9.6.3-example-himilco.in.one-card @9.6-a
    Scenario: Example: with a 1-card Himilco may not sail 4 CU to Messana
      Given The Sword of Rome with 5 players on the partial map
      And Himilco is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Carthage activates Himilco with a 1-card
      And the army picks up 4 CU
      And the army sails to Messana
      Then the action is refused citing rule 9.6.3-five-b
      And Himilco is in Lilybaeum
      And Lilybaeum holds 10 Carthaginian CU

    @9.6.3-example-gauls @9.6.3-five-e @9.6.3-example-gauls.in.as-told @9.6-a
    Scenario: Example: a Gallic army sails to Roma on Carthaginian ships
      Given The Sword of Rome with 5 players on the partial map
      And Gauls and Carthage are allied
      And Gallic minor leader is in Pisae
      And 8 Gallic CU are in Pisae
      When Gauls activate Gallic minor leader with a 3-card
      Then the army has 5 movement points
      And the pending decision is "lend_ships" for Carthage
      When Carthage lends ships to the army with a 2-card
      And the army picks up 8 CU
      And the army sails to Roma
      Then the action is refused citing rule 9.6.3-five-e
      When the army drops off 2 CU
      And the army sails to Roma
      Then Gallic minor leader is in Roma
      And Roma holds 6 Gallic CU
      And Pisae holds 2 Gallic CU
      And the army has 2 MP left
      And no naval combat roll is required
      And the army may keep moving

  Rule: 9.6.4 some sea moves call for a naval combat roll

    @9.6.4-a @9.6.4-a.if.carthaginian-port @9.6.4-a.if.not-carthage-player @9.6-a
    Scenario: A Roman army sailing into a Carthaginian port calls for a naval combat roll
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      And 3 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Lilybaeum
      Then a naval combat roll is required by rule 9.6.4-a
      And Camillus is in Lilybaeum
      And Lilybaeum holds 3 Roman CU

    @9.6.4-a @9.6.4-a-who @9.6.4-a.in.player-reading @9.6-a
    Scenario: Rome sailing a Carthaginian army into a Carthaginian port calls for a naval combat roll
      Given the "player" reading of erratum 9.6.4-a-who
      And The Sword of Rome with 2-4 players on the partial map
      And Rome and Carthage are allied
      And Rome moves the Carthaginian armies
      And Himilco is in Messana
      And 3 Carthaginian CU are in Messana
      When Rome activates Himilco with a 3-card
      And the army picks up 3 CU
      And the army sails to Lilybaeum
      Then a naval combat roll is required by rule 9.6.4-a
      And Himilco is in Lilybaeum

    @9.6.4-a @9.6.4-a-who @9.6.4-a.in.player-reading @9.6-a
    Scenario: A position that leaves the erratum out asks who the player is, so Rome sailing a Carthaginian army into a Carthaginian port calls for a naval combat roll
      Given the default reading of erratum 9.6.4-a-who, left out of the position
      And The Sword of Rome with 2-4 players on the partial map
      And Rome and Carthage are allied
      And Rome moves the Carthaginian armies
      And Himilco is in Messana
      And 3 Carthaginian CU are in Messana
      When Rome activates Himilco with a 3-card
      And the army picks up 3 CU
      And the army sails to Lilybaeum
      Then a naval combat roll is required by rule 9.6.4-a
      And Himilco is in Lilybaeum

    @9.6.4-a @9.6.4-a-who @9.6.4-a.in.army-reading @9.6-a
    Scenario: Under the army reading a Carthaginian army moved by Rome calls for no naval combat roll
      Given the "army" reading of erratum 9.6.4-a-who
      And The Sword of Rome with 2-4 players on the partial map
      And Rome and Carthage are allied
      And Rome moves the Carthaginian armies
      And Himilco is in Messana
      And 3 Carthaginian CU are in Messana
      When Rome activates Himilco with a 3-card
      And the army picks up 3 CU
      And the army sails to Lilybaeum
      Then Himilco is in Lilybaeum
      And no naval combat roll is required

    @9.6.4-a @9.6.4-a-who @9.6-a
    Scenario: Under the army reading a Roman army sailing into a Carthaginian port calls for a naval combat roll
      Given the "army" reading of erratum 9.6.4-a-who
      And The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Lilybaeum is controlled by Carthage
      And Camillus is in Antium
      And 3 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up 3 CU
      And the army sails to Lilybaeum
      Then a naval combat roll is required by rule 9.6.4-a
      And Camillus is in Lilybaeum

    @9.6.4-a @9.6.4-a.unless.not-carthage-player @9.6-a
    Scenario: A Carthaginian army sailing into its own port calls for no naval combat roll
      Given The Sword of Rome with 5 players on the partial map
      And Himilco is in Messana
      And 3 Carthaginian CU are in Messana
      When Carthage activates Himilco with a 1-card
      And the army picks up 3 CU
      And the army sails to Lilybaeum
      Then Himilco is in Lilybaeum
      And no naval combat roll is required

    @9.6.4-a @9.6.4-a.unless.carthaginian-port @9.6-a
    Scenario: A Roman army sailing into a port Carthage does not control calls for no naval combat roll
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Antium
      When Rome activates Camillus with a 3-card
      And the army sails to Neapolis
      Then Camillus is in Neapolis
      And no naval combat roll is required

    @9.6.4-a @9.6.4-a.in.out-of @9.6-a
    Scenario: A Roman army sailing out of a Carthaginian port calls for no naval combat roll
      Given The Sword of Rome with 2-4 players on the partial map
      And the "Duoviri Navales" event is in play
      And Camillus is in Lilybaeum
      When Rome activates Camillus with a 3-card
      And the army sails to Antium
      Then Camillus is in Antium
      And no naval combat roll is required

    @9.6.4-b @9.6.4-b.if.alliance @9.6.4-b.if.greek @9.6.4-b.in.greek-port @9.6-a
    Scenario: Once Rome and Carthage are allied every Greek sea move calls for a naval combat roll
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome and Carthage are allied
      And Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Messana
      Then a naval combat roll is required by rule 9.6.4-b
      And Agathocles is in Messana
      And Messana holds 3 Greek CU

    @9.6.4-b @9.6.4-b.if.alliance @9.6.4-b.if.greek @9.6.3-b @9.6.3-campaign-card @9.5.1 @9.5.5-a @9.6-a
    Scenario: A Greek army Rome moves by sea after the alliance calls for a naval combat roll too
      Given The Sword of Rome with 2-4 players on the partial map
      And the "as-three" reading of erratum 9.6.3-campaign-card
      And Rome and Carthage are allied
      And Rome and Greeks are allied
      And Messana is controlled by Greeks
      And Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      When Rome plays a Campaign card
      And Rome activates Agathocles with the Campaign card
      And Greeks consents
      And the army picks up 3 CU
      And the army sails to Messana
      Then a naval combat roll is required by rule 9.6.4-b
      And Agathocles is in Messana
      And Messana holds 3 Greek CU

    @9.6.4-b @9.6.4-a @9.6.4-b.in.carthaginian-port @9.6-a
    Scenario: After the alliance a Greek sea move into a Carthaginian port calls for a roll under both bullets
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome and Carthage are allied
      And Agathocles is in Syracusae
      And 3 Greek CU are in Syracusae
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Lilybaeum
      Then the sea move calls for a naval combat roll by rules 9.6.4-a and 9.6.4-b
      And a "naval_combat_roll_required" event happened with leader Agathocles, from Syracusae, to Lilybaeum
      And Agathocles is in Lilybaeum

    @9.6.4-b @9.6.4-b.unless.alliance @9.6-a
    Scenario: Before Rome and Carthage ally a Greek sea move into a Greek port calls for no roll
      Given The Sword of Rome with 2-4 players on the partial map
      And Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Messana
      Then Agathocles is in Messana
      And no naval combat roll is required

    @9.6.4-b @9.6.4-b.unless.greek @9.6-a
    Scenario: After the alliance a Roman sea move into a Roman port calls for no roll
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome and Carthage are allied
      And Camillus is in Antium
      When Rome activates Camillus with a 3-card
      And the army sails to Roma
      Then Camillus is in Roma
      And no naval combat roll is required

    @9.6.4-b @9.6.4-b.in.other-alliance @9.6.4-b.unless.alliance @9.6-a
    Scenario: Greeks allied with Rome sail with no naval combat roll while Rome and Carthage are not allied
      Given The Sword of Rome with 2-4 players on the partial map
      And Rome and Greeks are allied
      And Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Messana
      Then Agathocles is in Messana
      And no naval combat roll is required
