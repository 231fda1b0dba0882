@sword_of_rome
Feature: 9.1 Activation and stacking
  A player moves troops by playing a card to activate one of his leaders;
  the leader takes along up to 10 CU and any subordinates, and may collect
  or leave CU and leaders on the way.

  Background:
    Given The Sword of Rome with 2-4 players on the partial map

  @9.1
  Rule: 9.1 movement starts by activating one of the player's own leaders with a card

    @9.1.if.own-leader @9.1.if.card-played
    Scenario: Activating an own leader with a card opens his movement
      Given Camillus is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 2-card
      Then the pending decision is "movement" for Rome
      And Camillus commands the army in Roma
      And the army has 4 movement points
      And the army has no CU

    @9.1.unless.own-leader @9.1.in.enemy-leader
    Scenario: A player may not activate another power's leader
      Given Camillus is in Roma
      And 4 Roman CU are in Roma
      When Carthage activates Camillus with a 2-card
      Then the action is refused citing rule 9.1
      And the pending decision is "activation" for Carthage

    @9.1.unless.card-played
    Scenario: An activation that plays no card is refused
      Given Camillus is in Roma
      And 4 Roman CU are in Roma
      And it is Rome's action
      When Rome takes the action {"type": "activate", "leader": "Camillus"}
      Then the action is refused citing rule 9.1 or by the contract as malformed-action
      And the pending decision is "activation" for Rome

    @9.1.in.controlled-power
    Scenario: The Gallic player activates a Transalpine leader, a power he controls
      Given Transalpine chief is in Pisae
      And the Gallic player controls the Transalpine Gauls
      When Gauls activate Transalpine chief with a 3-card
      Then the pending decision is "movement" for Gauls
      And Transalpine chief commands the army in Pisae

    @9.1.in.allied-leader
    Scenario: An ally's leader is not activated with an ordinary card
      Given Rome and Greeks are allied
      And Camillus is in Roma
      And Agathocles is in Tarentum
      When Rome activates Agathocles with a 3-card
      Then the action is refused citing rule 9.1 or rule 9.5.5-a
      And the pending decision is "activation" for Rome

    @9.1.in.while-moving
    Scenario: No other leader is activated while the activated army moves
      Given Camillus is in Roma
      And Consul Valerius is in Sutrium
      When Rome activates Camillus with a 1-card
      And Rome activates Consul Valerius with a 2-card
      Then the action is refused citing rule 9.1 or by the contract as out-of-place
      And the pending decision is "movement" for Rome
      And Camillus commands the army in Roma
      And the army has 4 MP left
      And Consul Valerius is in Sutrium

    Scenario: Only a leader on the map is activated, and only activation opens the action
      Given Camillus is in Roma
      And it is Rome's action
      When Rome takes the action {"type": "activate", "leader": "Brutus", "card": 1}
      Then the action is refused by the contract as malformed-action
      When Rome takes the action {"type": "move", "to": "Sutrium"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "activation" for Rome

    Scenario: Cards have values 1 to 3 only
      Given Camillus is in Roma
      When Rome activates Camillus with a 4-card
      Then the action is refused by the contract as malformed-action
      And the pending decision is "activation" for Rome
      When Rome takes the action {"type": "activate", "leader": "Nobody", "card": 1}
      Then the action is refused by the contract as malformed-action
      When Rome takes the action {"type": "end_movement"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "activation" for Rome

  @9.1.1
  Rule: 9.1.1 the activated leader moves with up to 10 CU and any number of subordinates

    @9.1.1.if.ten-or-fewer @9.1.1.in.many-subordinates
    Scenario: A leader sets out with 10 CU and two subordinates
      Given the pieces:
        | piece              | space | count | walls |
        | Camillus           | Roma  |       |       |
        | Consul Valerius    | Roma  |       |       |
        | Roman minor leader | Roma  |       |       |
        | Roman CU           | Roma  | 12    |       |
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      And the army picks up Consul Valerius
      And the army picks up Roman minor leader
      And the army moves to Sutrium
      Then Camillus is in Sutrium
      And Consul Valerius is in Sutrium
      And Roman minor leader is in Sutrium
      And Sutrium holds 10 Roman CU
      And Roma holds 2 Roman CU
      And the army has 3 MP left

    @9.1.1.unless.ten-or-fewer
    Scenario: An eleventh CU may not set out with the leader and his subordinates
      Given the pieces:
        | piece              | space | count | walls |
        | Camillus           | Roma  |       |       |
        | Consul Valerius    | Roma  |       |       |
        | Roman minor leader | Roma  |       |       |
        | Roman CU           | Roma  | 12    |       |
      When Rome activates Camillus with a 1-card
      And the army picks up 11 CU
      Then the action is refused citing rule 9.1.2-a or rule 9.1.1
      And the army has no CU
      And Roma holds 12 Roman CU

    @9.1.1.in.by-sea @9.6-a
    Scenario: The CU and the subordinate sail with the leader
      Given Agathocles is in Tarentum
      And Greek minor leader is in Tarentum
      And 3 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army picks up Greek minor leader
      And the army sails to Messana
      Then Agathocles is in Messana
      And Greek minor leader is in Messana
      And Messana holds 3 Greek CU
      And Tarentum holds no Greek CU
      And the army has 1 MP left

  @9.1.1-note
  Rule: 9.1.1 note: a leader may move alone, CU only with a leader

    @9.1.1-note.if.leader-named @9.1.1-note.in.lone-leader
    Scenario: A leader moves without any CU
      Given Camillus is in Roma
      And 3 Roman CU are in Roma
      When Rome activates Camillus with a 2-card
      And the army moves to Sutrium
      Then Camillus is in Sutrium
      And Sutrium holds no Roman CU
      And Roma holds 3 Roman CU
      And the army has no CU
      And the army has 3 MP left

    @9.1.1-note.unless.leader-named
    Scenario: CU without a leader cannot be activated
      Given Camillus is in Roma
      And 3 Roman CU are in Roma
      When Rome activates the CU in Roma without a leader, with a 2-card
      Then the action is refused citing rule 9.1.1-note or by the contract as malformed-action
      And Roma holds 3 Roman CU
      And the pending decision is "activation" for Rome

    @9.1.1-note.in.cu-left-behind
    Scenario: CU dropped off stay behind when the leader moves on
      Given Camillus is in Roma
      And 5 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 5 CU
      And the army moves to Sutrium
      And the army drops off 5 CU
      And the army moves to Arretium
      Then Sutrium holds 5 Roman CU
      And Arretium holds no Roman CU
      And Camillus is in Arretium
      And the army has no CU

    @9.1.1-note.in.by-sea @9.6-a
    Scenario: A leader alone sails from port to port
      Given Agathocles is in Tarentum
      And 2 Greek CU are in Tarentum
      When Greeks activate Agathocles with a 3-card
      And the army sails to Catina
      Then Agathocles is in Catina
      And Catina holds no Greek CU
      And Tarentum holds 2 Greek CU
      And the army has 1 MP left

  @9.1.2
  Rule: 9.1.2 the leader may pick up and drop off CU and leaders while moving

    @9.1.2.in.start-space @9.1.2.in.later-space
    Scenario: Picking up CU on the way costs no MP
      Given Camillus is in Roma
      And 2 Roman CU are in Roma
      And 3 Roman CU are in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up 2 CU
      Then the army has 4 MP left
      When the army moves to Sutrium
      And the army picks up 3 CU
      Then the army has 5 CU
      And the army has 3 MP left
      And Sutrium holds 5 Roman CU
      And Roma holds no Roman CU
      And a "picked_up" event happened with leader Camillus, cu 3, space Sutrium, army_cu 5
      And no "dropped_off" event happened
      When the army drops off 1 CU
      Then a "dropped_off" event happened with leader Camillus, cu 1, space Sutrium, army_cu 4
      And the army has 3 MP left

    @9.1.2.in.after-sea-move @9.6-a
    Scenario: The army picks up CU in the port where it landed
      Given Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      And 2 Greek CU are in Messana
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Messana
      And the army picks up 2 CU
      Then the army has 5 CU
      And the army has 1 MP left
      When the army moves to Catina
      Then Catina holds 5 Greek CU
      And Messana holds no Greek CU

    @9.1.2.in.drop-off-leader
    Scenario: Dropping off a subordinate leaves him where the army is
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Roman minor leader
      And the army moves to Sutrium
      And the army drops off Roman minor leader
      And the army moves to Arretium
      Then Roman minor leader is in Sutrium
      And Camillus is in Arretium
      And Roman minor leader does not move with the army
      And a "picked_up" event happened with leader Camillus, subordinate Roman minor leader, space Roma
      And a "dropped_off" event happened with leader Camillus, subordinate Roman minor leader, space Sutrium

    @9.1.2.in.drop-off-cu
    Scenario: CU dropped off in a space stay there, the rest go on
      Given Camillus is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off 1 CU
      And the army moves to Arretium
      Then Sutrium holds 1 Roman CU
      And Arretium holds 3 Roman CU
      And the army has 3 CU
      And the army has 1 MP left

    Scenario: A pick-up or drop-off names a positive number of CU or a leader of the army's power
      Given Camillus is in Roma
      And 2 Roman CU are in Roma
      And Roman minor leader is in Roma
      And Gellius Egnatius is in Roma
      When Rome activates Camillus with a 1-card
      And Rome takes the action {"type": "pick_up"}
      Then the action is refused by the contract as malformed-action
      When Rome takes the action {"type": "pick_up", "cu": 0}
      Then the action is refused by the contract as malformed-action
      When Rome takes the action {"type": "pick_up", "cu": true}
      Then the action is refused citing rule 9.1.2 or by the contract as malformed-action
      When Rome takes the action {"type": "pick_up", "cu": 1, "leader": "Roman minor leader"}
      Then the action is refused by the contract as malformed-action
      When Rome takes the action {"type": "pick_up", "leader": "Brutus"}
      Then the action is refused by the contract as malformed-action
      When the army picks up Gellius Egnatius
      Then the action is refused by the contract as out-of-place
      And the army has no CU
      And Roman minor leader does not move with the army
      When the army picks up 2 CU
      And the army picks up Roman minor leader
      Then a "picked_up" event happened with leader Camillus, cu 2, space Roma
      And a "picked_up" event happened with leader Camillus, subordinate Roman minor leader, space Roma
      When the army moves to Sutrium
      And Rome takes the action {"type": "drop_off", "cu": 0}
      Then the action is refused by the contract as malformed-action
      When the army drops off 1 CU
      And the army drops off Roman minor leader
      Then a "dropped_off" event happened with leader Camillus, cu 1, space Sutrium
      And a "dropped_off" event happened with leader Camillus, subordinate Roman minor leader, space Sutrium

    Scenario: The army cannot pick up more CU than stand in its space
      Given Camillus is in Roma
      And 2 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 3 CU
      Then the action is refused by the contract as malformed-action
      And the army has no CU

    Scenario: The army cannot drop off more CU than it carries
      Given Camillus is in Roma
      And 3 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 3 CU
      And the army moves to Sutrium
      And the army drops off 4 CU
      Then the action is refused by the contract as malformed-action
      And the army has 3 CU
      And Sutrium holds 3 Roman CU

    @9.1.2.in.inside-walls
    Scenario: CU and a leader inside the walls of a city free of enemies join the army
      Given the pieces:
        | piece    | space | count | walls  |
        | Camillus | Roma  |       |        |
        | Roman CU | Roma  | 2     |        |
        | Roman CU | Roma  | 2     | inside |
      And Roman minor leader is inside the walls of Roma
      When Rome activates Camillus with a 1-card
      Then picking up 4 CU is a legal action
      And picking up 5 CU is not a legal action
      And picking up 0 CU is not a legal action
      And dropping off 0 CU is not a legal action
      When the army picks up 5 CU
      Then the action is refused by the contract as malformed-action
      When the army picks up 3 CU
      Then the army has 3 CU
      And dropping off 3 CU is a legal action
      And dropping off 0 CU is not a legal action
      When the army picks up Roman minor leader
      And the army moves to Sutrium
      Then Roman minor leader is outside the walls of Sutrium
      And Roman minor leader moves with the army as a subordinate
      And Sutrium holds 3 Roman CU
      And Roma holds 1 Roman CU

    @9.3.1
    Scenario: An enemy leader shut inside the walls cannot be picked up
      Given Camillus is in Agrigentum
      And 6 Roman CU are in Agrigentum
      And Hanno is in Lilybaeum
      And 2 Carthaginian CU are in Lilybaeum
      When Rome activates Camillus with a 1-card
      And the army picks up 6 CU
      And the army moves to Lilybaeum
      And Carthage declares 2 CU inside the walls with Hanno
      Then picking up Hanno is not a legal action
      When Rome takes the action {"type": "pick_up", "leader": "Hanno"}
      Then the action is refused by the contract as out-of-place
      And Hanno is inside the walls of Lilybaeum

    Scenario: An allied power's leader is not picked up by the army
      Given Rome and Greeks are allied
      And Camillus is in Roma
      And Greek minor leader is in Roma
      When Rome activates Camillus with a 1-card
      Then picking up Greek minor leader is not a legal action
      When Rome takes the action {"type": "pick_up", "leader": "Greek minor leader"}
      Then the action is refused by the contract as out-of-place
      And Greek minor leader does not move with the army

    Scenario: A leader waiting in another space cannot be picked up
      Given Camillus is in Roma
      And Consul Valerius is in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up Consul Valerius
      Then the action is refused citing rule 9.1.2 or by the contract as out-of-place
      And Consul Valerius is in Sutrium
      And Consul Valerius does not move with the army

    Scenario: Only a leader moving with the army can be dropped off
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      And the army drops off Roman minor leader
      Then the action is refused citing rule 9.1.2 or by the contract as out-of-place
      And Roman minor leader is in Roma

    Scenario: A pick-up naming its leader by a list instead of a name is malformed
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      When Rome activates Camillus with a 1-card
      And Rome takes the action {"type": "pick_up", "leader": ["Roman minor leader"]}
      Then the action is refused citing rule 9.1.2 or by the contract as malformed-action
      And Roman minor leader does not move with the army

  @9.1.2-a
  Rule: 9.1.2 bullet: never more than 10 CU moving

    @9.1.2-a.unless.more-than-ten @9.1.2-a.in.start-space
    Scenario: Ten CU may move together
      Given Camillus is in Roma
      And 11 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      Then the army has 10 CU
      And Roma holds 11 Roman CU
      And picking up 1 CU is not a legal action

    @9.1.2-a.if.more-than-ten
    Scenario: An eleventh CU may not join the moving army
      Given Camillus is in Roma
      And 11 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 11 CU
      Then the action is refused citing rule 9.1.2-a or rule 9.1.1
      And the army has no CU

    @9.1.2-a.in.later-space
    Scenario: The 10-CU limit counts CU picked up on the way
      Given Camillus is in Roma
      And 8 Roman CU are in Roma
      And 3 Roman CU are in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up 8 CU
      And the army moves to Sutrium
      And the army picks up 3 CU
      Then the action is refused citing rule 9.1.2-a or rule 9.1.1
      And the army has 8 CU
      And Sutrium holds 11 Roman CU
      When the army picks up 2 CU
      Then the army has 10 CU

    @9.1.2-a.in.after-drop-off
    Scenario: Dropping CU off makes room to pick others up
      Given Camillus is in Roma
      And 10 Roman CU are in Roma
      And 2 Roman CU are in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      And the army moves to Sutrium
      And the army drops off 2 CU
      And the army picks up 2 CU
      Then the army has 10 CU
      And Sutrium holds 12 Roman CU
      When the army picks up 1 CU
      Then the action is refused citing rule 9.1.2-a or rule 9.1.1
      And the army has 10 CU

    @9.1.2-a.in.inside-walls
    Scenario: CU inside the walls count towards the ten
      Given the pieces:
        | piece    | space | count | walls  |
        | Camillus | Roma  |       |        |
        | Roman CU | Roma  | 8     |        |
        | Roman CU | Roma  | 3     | inside |
      When Rome activates Camillus with a 1-card
      And the army picks up 8 CU
      And the army picks up 3 CU
      Then the action is refused citing rule 9.1.2-a or rule 9.1.1
      And the army has 8 CU
      When the army picks up 2 CU
      Then the army has 10 CU

    @9.1.2-a.in.after-sea-move @9.6-a
    Scenario: CU picked up in the landing port count towards the ten
      Given Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      And 8 Greek CU are in Messana
      When Greeks activate Agathocles with a 3-card
      And the army picks up 3 CU
      And the army sails to Messana
      And the army picks up 8 CU
      Then the action is refused citing rule 9.1.2-a or rule 9.1.1
      And the army has 3 CU
      When the army picks up 7 CU
      Then the army has 10 CU

  @9.1.2-b
  Rule: 9.1.2 bullet: minor leaders cannot pick up historical leaders

    @9.1.2-b.if.minor-commander @9.1.2-b.if.historical-picked @9.1.2-b.in.start-space
    Scenario: A minor leader may not pick up a historical leader where he was activated
      Given Carthaginian minor leader is in Lilybaeum
      And Gisgo is in Lilybaeum
      When Carthage activates Carthaginian minor leader with a 1-card
      And the army picks up Gisgo
      Then the action is refused citing rule 9.1.2-b
      And Gisgo does not move with the army
      And picking up Gisgo is not a legal action

    @9.1.2-b.if.minor-commander @9.1.2-b.if.historical-picked @9.1.2-b.in.start-space
    Scenario: A minor leader may not pick up Gisgo, historical left out: a leader the position does not say is minor is historical
      Given Carthaginian minor leader is in Lilybaeum
      And Gisgo is in Lilybaeum
      And the position leaves out the default "historical" of leader pieces
      When Carthage activates Carthaginian minor leader with a 1-card
      And the army picks up Gisgo
      Then the action is refused citing rule 9.1.2-b

    @9.1.2-b.unless.minor-commander
    Scenario: A historical leader may pick up a historical leader
      Given Himilco is in Lilybaeum
      And Gisgo is in Lilybaeum
      When Carthage activates Himilco with a 1-card
      And the army picks up Gisgo
      Then Gisgo moves with the army as a subordinate
      And Himilco commands the army in Lilybaeum

    @9.1.2-b.in.later-space
    Scenario: A minor leader may not pick up a historical leader on the way
      Given Roman minor leader is in Roma
      And Camillus is in Sutrium
      When Rome activates Roman minor leader with a 1-card
      And the army moves to Sutrium
      And the army picks up Camillus
      Then the action is refused citing rule 9.1.2-b
      And Camillus does not move with the army
      And Camillus is in Sutrium

    @9.1.2-b.unless.historical-picked
    Scenario: A minor leader may pick up another minor leader
      Given Roman minor leader is in Roma
      And Consul Valerius is in Sutrium
      And 1 Roman CU is in Roma
      When Rome activates Roman minor leader with a 1-card
      And the army picks up 1 CU
      And the army moves to Sutrium
      And the army picks up Consul Valerius
      Then Consul Valerius moves with the army as a subordinate
      And Roman minor leader commands the army in Sutrium

    @9.1.2-b.in.minor-subordinate
    Scenario: A historical commander carrying a minor subordinate may pick up a historical leader
      Given Himilco is in Agrigentum
      And Carthaginian minor leader is in Agrigentum
      And Gisgo is in Lilybaeum
      When Carthage activates Himilco with a 1-card
      And the army picks up Carthaginian minor leader
      And the army moves to Lilybaeum
      And the army picks up Gisgo
      Then Gisgo moves with the army as a subordinate
      And Carthaginian minor leader moves with the army as a subordinate
      And Himilco commands the army in Lilybaeum

  @9.1.2-c
  Rule: 9.1.2 bullet: picked-up leaders are the moving leader's subordinates

    @9.1.2-c.in.later-space
    Scenario: A picked-up leader serves under the moving leader
      Given Camillus is in Roma
      And Consul Valerius is in Sutrium
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      And the army picks up Consul Valerius
      And the army moves to Arretium
      Then Camillus commands the army in Arretium
      And Consul Valerius moves with the army as a subordinate
      And Consul Valerius is in Arretium
      And the army has 1 MP left

    @9.1.2-c.in.better-rated
    Scenario: A better-rated leader picked up still serves under the moving leader
      Given Gisgo is in Lilybaeum
      And Himilco is in Lilybaeum
      When Carthage activates Gisgo with a 1-card
      And the army picks up Himilco
      And the army moves to Agrigentum
      Then Gisgo commands the army in Agrigentum
      And Himilco moves with the army as a subordinate
      And Himilco is in Agrigentum
      And the army has 4 movement points

    @9.1.2-c.in.battle @9.4.1-exception
    Scenario: The moving leader, not his better-rated subordinate, leads the attack
      Given Roman minor leader is in Capua
      And Consul Valerius is in Capua
      And 3 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      When Rome activates Roman minor leader with a 1-card
      And the army picks up Consul Valerius
      And the army picks up 3 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      Then a battle is declared in Beneventum: Roman minor leader's 3 CU against 2 Samnite CU
      And Consul Valerius is in Beneventum

  @9.1.2-d
  Rule: 9.1.2 bullet: a consul may not be left without CU

    @9.1.2-d.if.consul @9.1.2-d.if.no-cu-with-him @9.1.2-d.in.dropped-off
    Scenario: A consul may not be left where he would have no CU
      Given Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Consul Valerius
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off Consul Valerius
      And the army moves to Arretium
      Then the action is refused citing rule 9.1.2-d
      And Camillus is in Sutrium
      And Consul Valerius is in Sutrium
      And moving to Arretium is not a legal action
      And moving to Roma is not a legal action

    @9.1.2-d.unless.consul
    Scenario: A leader who is not a consul may be left without CU
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Roman minor leader
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off Roman minor leader
      And the army moves to Arretium
      Then Roman minor leader is in Sutrium
      And Sutrium holds no Roman CU
      And Camillus is in Arretium

    @9.1.2-d.unless.consul
    Scenario: A leader who is not a consul may be left without CU, consul of leader pieces left out: a leader the position does not say is a consul is none
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      And 4 Roman CU are in Roma
      And the position leaves out the default "consul" of leader pieces
      When Rome activates Camillus with a 1-card
      And the army picks up Roman minor leader
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off Roman minor leader
      And the army moves to Arretium
      Then Roman minor leader is in Sutrium
      And Sutrium holds no Roman CU
      And Camillus is in Arretium

    @9.1.2-d.unless.consul
    Scenario: A leader who is not a consul may be left without CU, inside of leader pieces left out: leaders the position does not say are inside the walls are outside them
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      And 4 Roman CU are in Roma
      And the position leaves out the default "inside" of leader pieces
      When Rome activates Camillus with a 1-card
      Then Camillus is outside the walls of Roma
      When the army picks up Roman minor leader
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off Roman minor leader
      And the army moves to Arretium
      Then Roman minor leader is in Sutrium
      And Sutrium holds no Roman CU
      And Camillus is in Arretium

    @9.1.2-d.unless.consul
    Scenario: A leader who is not a consul may be left without CU, inside of cu pieces left out: CU the position does not say are inside the walls are outside them
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      And 4 Roman CU are in Roma
      And the position leaves out the default "inside" of cu pieces
      When Rome activates Camillus with a 1-card
      Then Roma holds no Roman CUs inside its walls
      When the army picks up Roman minor leader
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off Roman minor leader
      And the army moves to Arretium
      Then Roman minor leader is in Sutrium
      And Sutrium holds no Roman CU
      And Camillus is in Arretium

    @9.1.2-d.unless.consul
    Scenario: A leader who is not a consul may be left without CU, tactics of leader pieces left out: a leader's tactics the position does not give are 0
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      And 4 Roman CU are in Roma
      And the position leaves out the default "tactics" of leader pieces
      When Rome activates Camillus with a 1-card
      And the army picks up Roman minor leader
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off Roman minor leader
      And the army moves to Arretium
      Then Roman minor leader is in Sutrium
      And Sutrium holds no Roman CU
      And Camillus is in Arretium

    @9.1.2-d.unless.no-cu-with-him
    Scenario: A consul may be left together with CU
      Given Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Consul Valerius
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off 1 CU
      And the army drops off Consul Valerius
      And the army moves to Arretium
      Then Consul Valerius is in Sutrium
      And Sutrium holds 1 Roman CU
      And Arretium holds 3 Roman CU

    @9.1.2-d.in.drop-order
    Scenario: A consul dropped off before the CU left with him is not left alone
      Given Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Consul Valerius
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off Consul Valerius
      And the army drops off 1 CU
      And the army moves to Arretium
      Then Consul Valerius is in Sutrium
      And Sutrium holds 1 Roman CU
      And Camillus is in Arretium
      And Arretium holds 3 Roman CU

    @9.1.2-d.in.army-stays
    Scenario: A consul dropped off alone where the army ends its movement keeps its CU
      Given Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Consul Valerius
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off Consul Valerius
      And the army ends its movement
      Then the army's movement is over
      And Consul Valerius is in Sutrium
      And Sutrium holds 4 Roman CU

    @9.1.2-d.in.stripped @9.1.2-d-left
    Scenario: An army may not march off with every CU that stood with a consul
      Given the "never-alone" reading of erratum 9.1.2-d-left
      And Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Sutrium
      Then the action is refused citing rule 9.1.2-d
      And Camillus is in Roma
      When the army drops off 1 CU
      And the army moves to Sutrium
      Then Consul Valerius is in Roma
      And Roma holds 1 Roman CU
      And Sutrium holds 3 Roman CU

    @9.1.2-d.in.stripped @9.1.2-d-left
    Scenario: An army may not march off with the single CU that stood with a consul
      Given the "never-alone" reading of erratum 9.1.2-d-left
      And Camillus is in Roma
      And 3 Roman CU are in Roma
      And Consul Valerius is in Sutrium
      And 1 Roman CU is in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up 3 CU
      And the army moves to Sutrium
      And the army picks up 1 CU
      And the army moves to Arretium
      Then the action is refused citing rule 9.1.2-d
      And Camillus is in Sutrium
      When the army drops off 1 CU
      And the army moves to Arretium
      Then Camillus is in Arretium
      And Consul Valerius is in Sutrium
      And Sutrium holds 1 Roman CU

    @9.1.2-d.in.stripped @9.1.2-d-left
    Scenario: A position that leaves the erratum out reads it as never-alone, so an army may not march off with every CU that stood with a consul
      Given the default reading of erratum 9.1.2-d-left, left out of the position
      And Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Sutrium
      Then the action is refused citing rule 9.1.2-d
      And Camillus is in Roma
      When the army drops off 1 CU
      And the army moves to Sutrium
      Then Consul Valerius is in Roma
      And Roma holds 1 Roman CU
      And Sutrium holds 3 Roman CU

    @9.1.2-d.unless.consul @9.1.2-d-left
    Scenario: An army may march off with every CU that stood with a leader who is not a consul
      Given the "never-alone" reading of erratum 9.1.2-d-left
      And Camillus is in Roma
      And Roman minor leader is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Sutrium
      Then Roman minor leader is in Roma
      And Roma holds no Roman CU
      And Sutrium holds 4 Roman CU

    @9.1.2-d.in.cu-first
    Scenario: An army that takes a consul's CU and then the consul leaves nobody behind
      Given Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army picks up Consul Valerius
      And the army moves to Sutrium
      Then Consul Valerius is in Sutrium
      And Sutrium holds 4 Roman CU
      And Roma holds no Roman CU

    @9.1.2-d.in.consul-first
    Scenario: An army that takes a consul and then his CU leaves nobody behind
      Given Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Consul Valerius
      And the army picks up 4 CU
      And the army moves to Sutrium
      Then Consul Valerius is in Sutrium
      And Sutrium holds 4 Roman CU
      And Roma holds no Roman CU

    @9.1.2-d.in.stripped-again @9.1.2-d-left
    Scenario: A consul dropped off with CU may not be stripped of them again
      Given the "never-alone" reading of erratum 9.1.2-d-left
      And Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Consul Valerius
      And the army picks up 3 CU
      And the army moves to Sutrium
      And the army drops off 1 CU
      And the army drops off Consul Valerius
      And the army picks up 1 CU
      And the army moves to Arretium
      Then the action is refused citing rule 9.1.2-d
      And Consul Valerius is in Sutrium
      And Camillus is in Sutrium
      And Sutrium holds 3 Roman CU


    @9.1.2-d.in.stripped-again @9.1.2-d-left
    Scenario: Under the dropped-off reading too a consul dropped off with CU may not be stripped of them
      Given the "dropped-off" reading of erratum 9.1.2-d-left
      And Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Consul Valerius
      And the army picks up 3 CU
      And the army moves to Sutrium
      And the army drops off 1 CU
      And the army drops off Consul Valerius
      And the army picks up 1 CU
      And the army moves to Arretium
      Then the action is refused citing rule 9.1.2-d
      And Consul Valerius is in Sutrium
      And Camillus is in Sutrium
      And Sutrium holds 3 Roman CU


    @9.1.2-d.in.later-space
    Scenario: An army may not take the CU of a consul it meets on the way and leave him
      Given the "never-alone" reading of erratum 9.1.2-d-left
      And Camillus is in Roma
      And 2 Roman CU are in Roma
      And Consul Valerius is in Sutrium
      And 2 Roman CU are in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up 2 CU
      And the army moves to Sutrium
      And the army picks up 2 CU
      And the army moves to Arretium
      Then the action is refused citing rule 9.1.2-d
      And Camillus is in Sutrium
      When the army picks up Consul Valerius
      And the army moves to Arretium
      Then Consul Valerius is in Arretium
      And Arretium holds 4 Roman CU

    @9.1.2-d.in.by-sea @9.6-a
    Scenario: An army may not sail away from a consul it left without CU
      Given the "Duoviri Navales" event is in play
      And Camillus is in Antium
      And Consul Valerius is in Antium
      And 3 Roman CU are in Antium
      When Rome activates Camillus with a 3-card
      And the army picks up Consul Valerius
      And the army picks up 3 CU
      And the army moves to Roma
      And the army drops off Consul Valerius
      And the army sails to Pisae
      Then the action is refused citing rule 9.1.2-d
      And sailing to Pisae is not a legal action
      When the army drops off 1 CU
      And the army sails to Pisae
      Then Camillus is in Pisae
      And Consul Valerius is in Roma
      And Roma holds 1 Roman CU
      And Pisae holds 2 Roman CU

    @9.1.2-d.in.dropped-off-reading @9.1.2-d-left
    Scenario: Under the dropped-off reading an army may march off leaving a consul alone
      Given the "dropped-off" reading of erratum 9.1.2-d-left
      And Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      And the army moves to Sutrium
      Then Consul Valerius is in Roma
      And Roma holds no Roman CU
      And Sutrium holds 4 Roman CU

    @9.1.2-d.in.dropped-off-reading @9.1.2-d-left
    Scenario: Under the dropped-off reading a consul dropped off alone still stops the army
      Given the "dropped-off" reading of erratum 9.1.2-d-left
      And Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Consul Valerius
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off Consul Valerius
      And the army moves to Arretium
      Then the action is refused citing rule 9.1.2-d
      And Consul Valerius is in Sutrium

    @9.1.2-d.if.consul @9.1.2-d.if.no-cu-with-him @9.1.2-d-left
    Scenario: An army may march past a consul who already stood without CU
      Given the "never-alone" reading of erratum 9.1.2-d-left
      And Camillus is in Roma
      And 3 Roman CU are in Roma
      And Consul Valerius is in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up 3 CU
      And the army moves to Sutrium
      And the army moves to Arretium
      Then Camillus is in Arretium
      And Consul Valerius is in Sutrium
      And Sutrium holds no Roman CU

    @9.1.2-d.if.consul @9.1.2-d.if.no-cu-with-him @9.1.2-d-left
    Scenario: An army that takes back the CU it dropped beside a consul who stood without CU may march on
      Given the "never-alone" reading of erratum 9.1.2-d-left
      And Camillus is in Roma
      And 3 Roman CU are in Roma
      And Consul Valerius is in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up 3 CU
      And the army moves to Sutrium
      And the army drops off 2 CU
      And the army picks up 2 CU
      And the army moves to Arretium
      Then Camillus is in Arretium
      And the army has 3 CU
      And Consul Valerius is in Sutrium
      And Sutrium holds no Roman CU

  @9.1.2-note
  Rule: 9.1.2 note: the 10-CU limit binds movement, not spaces or battles

    @9.1.2-note.in.space-over-ten @9.1.2-note-abbreviation
    Scenario: An army of 10 CU may end its move where 8 friendly CU already stand
      Given Camillus is in Roma
      And 10 Roman CU are in Roma
      And 8 Roman CU are in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      And the army moves to Sutrium
      And the army ends its movement
      Then Sutrium holds 18 Roman CU
      And the army's movement is over

    @9.1.2-note.in.drop-into-crowded
    Scenario: An army may drop off 10 CU into a space already holding 10
      Given Camillus is in Roma
      And 10 Roman CU are in Roma
      And 10 Roman CU are in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      And the army moves to Sutrium
      And the army drops off 10 CU
      Then Sutrium holds 20 Roman CU
      And the army has no CU

    @9.1.2-note.in.battle-over-ten @9.4.1-exception
    Scenario: An army of 10 CU attacks 12 enemy CU
      Given Camillus is in Capua
      And 10 Roman CU are in Capua
      And 12 Samnite CU are in Beneventum
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      Then a battle is declared in Beneventum: Camillus's 10 CU against 12 Samnite CU
      And Beneventum holds 10 Roman CU
      And Beneventum holds 12 Samnite CU
