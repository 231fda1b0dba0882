@sword_of_rome
Feature: 9.1 Activation and stacking
  A player moves troops by playing a card to activate one of his leaders;
  the leader takes along up to 10 CU and any subordinates, and may collect
  or leave CU and leaders on the way.

  Background:
    Given The Sword of Rome with 2-4 players on the partial map

  @9.1
  Rule: 9.1 movement starts by activating one of the player's own leaders with a card

    Scenario: Activating an own leader with a card opens his movement
      Given Camillus is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 2-card
      Then the pending decision is "movement" for Rome
      And Camillus commands the army in Roma
      And the army has 4 movement points
      And the army has no CU

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

    Scenario: A player may not activate another power's leader
      Given Camillus is in Roma
      And Himilco is in Lilybaeum
      When Carthage activates Camillus with a 3-card
      Then the action is refused citing rule 9.1
      And the pending decision is "activation" for Carthage

  @9.1.1
  Rule: 9.1.1 the activated leader moves with up to 10 CU and any number of subordinates

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
      And Roma holds no Roman CU inside its walls
      And the army has 3 MP left

  @9.1.1-note
  Rule: 9.1.1 note: a leader may move alone, CU only with a leader

    Scenario: A leader moves without any CU
      Given Camillus is in Roma
      And 3 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      Then Camillus is in Sutrium
      And Sutrium holds no Roman CU
      And Roma holds 3 Roman CU
      And the army has 3 MP left

    Scenario: CU without a leader cannot be activated
      Given 3 Roman CU are in Roma
      And Camillus is in Capua
      When Rome activates the CU in Roma without a leader, with a 2-card
      Then the action is refused citing rule 9.1.1-note or by the contract as malformed-action
      And Roma holds 3 Roman CU

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

  @9.1.2
  Rule: 9.1.2 the leader may pick up and drop off CU and leaders while moving

    Scenario: Picking up CU on the way costs no MP
      Given Camillus is in Roma
      And 2 Roman CU are in Roma
      And 3 Roman CU are in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up 2 CU
      And the army moves to Sutrium
      And the army picks up 3 CU
      Then the army has 5 CU
      And the army has 3 MP left
      And Sutrium holds 5 Roman CU
      And a "picked_up" event happened with leader Camillus, cu 3, space Sutrium, army_cu 5
      And no "dropped_off" event happened
      When the army drops off 1 CU
      Then a "dropped_off" event happened with leader Camillus, cu 1, space Sutrium, army_cu 4

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

    Scenario: A pick-up or drop-off names a positive number of CU or a leader of the army's power
      Given Camillus is in Roma
      And 2 Roman CU are in Roma
      And Roman minor leader is in Roma
      And Gellius Egnatius is in Roma
      When Rome activates Camillus with a 1-card
      And Rome takes the action {"type": "pick_up"}
      Then the action is refused citing rule 9.1.2
      When Rome takes the action {"type": "pick_up", "cu": 0}
      Then the action is refused citing rule 9.1.2
      When Rome takes the action {"type": "pick_up", "cu": true}
      Then the action is refused citing rule 9.1.2 or by the contract as malformed-action
      When Rome takes the action {"type": "pick_up", "leader": "Brutus"}
      Then the action is refused citing rule 9.1.2 or by the contract as malformed-action
      When the army picks up Gellius Egnatius
      Then the action is refused citing rule 9.1.2
      When the army picks up 2 CU
      And the army picks up Roman minor leader
      Then a "picked_up" event happened with leader Camillus, cu 2, space Roma
      And a "picked_up" event happened with leader Camillus, subordinate Roman minor leader, space Roma
      And no "dropped_off" event happened
      When the army moves to Sutrium
      And the army drops off 1 CU
      And the army drops off Roman minor leader
      Then a "dropped_off" event happened with leader Camillus, cu 1, space Sutrium
      And a "dropped_off" event happened with leader Camillus, subordinate Roman minor leader, space Sutrium

    Scenario: The army cannot pick up CU that are not there
      Given Camillus is in Roma
      And 2 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 3 CU
      Then the action is refused citing rule 9.1.2
      And the army has no CU

    Scenario: The army cannot drop off more CU than it carries
      Given Camillus is in Roma
      And 3 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 3 CU
      And the army moves to Sutrium
      And the army drops off 4 CU
      Then the action is refused citing rule 9.1.2
      And the army has 3 CU
      And Sutrium holds 3 Roman CU

    Scenario: The army picks up CU from outside the walls first, then from inside them
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
      Then the action is refused citing rule 9.1.2
      When the army picks up 3 CU
      Then the army has 3 CU
      And Roma holds 1 Roman CU inside its walls
      And dropping off 3 CU is a legal action
      And dropping off 0 CU is not a legal action
      When the army picks up Roman minor leader
      Then Roman minor leader is outside the walls of Roma
      And Roman minor leader moves with the army as a subordinate

    Scenario: A pick-up names a positive number of CU or one leader of the army's own power
      Given Camillus is in Roma
      And 2 Roman CU are in Roma
      And Roman minor leader is in Roma
      When Rome activates Camillus with a 1-card
      And Rome takes the action {"type": "pick_up", "cu": 1, "leader": "Roman minor leader"}
      Then the action is refused citing rule 9.1.2
      When Rome takes the action {"type": "pick_up", "cu": 0}
      Then the action is refused citing rule 9.1.2
      When Rome takes the action {"type": "pick_up", "cu": true}
      Then the action is refused citing rule 9.1.2 or by the contract as malformed-action
      When Rome takes the action {"type": "pick_up", "leader": "Nobody"}
      Then the action is refused citing rule 9.1.2 or by the contract as malformed-action
      And the army has no CU
      And Roman minor leader does not move with the army

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
      Then the action is refused citing rule 9.1.2
      And Hanno is inside the walls of Lilybaeum

    Scenario: An allied power's leader is not picked up by the army
      Given Rome and Greeks are allied
      And Camillus is in Roma
      And Greek minor leader is in Roma
      When Rome activates Camillus with a 1-card
      Then picking up Greek minor leader is not a legal action
      When Rome takes the action {"type": "pick_up", "leader": "Greek minor leader"}
      Then the action is refused citing rule 9.1.2 or by the contract as out-of-place
      And Greek minor leader does not move with the army

    Scenario: A leader waiting in another space cannot be picked up
      Given Camillus is in Roma
      And Consul Valerius is in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up Consul Valerius
      Then the action is refused citing rule 9.1.2
      And Consul Valerius is in Sutrium
      And Consul Valerius does not move with the army

    Scenario: Only a leader moving with the army can be dropped off
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      When Rome activates Camillus with a 1-card
      And the army moves to Sutrium
      And the army drops off Roman minor leader
      Then the action is refused citing rule 9.1.2
      And Roman minor leader is in Roma

    @9.1.2-a
    Scenario: Ten CU may move together
      Given Camillus is in Roma
      And 10 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      Then the army has 10 CU
      And Roma holds 10 Roman CU

    @9.1.2-a
    Scenario: An eleventh CU may not join the moving army
      Given Camillus is in Roma
      And 11 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 11 CU
      Then the action is refused citing rule 9.1.2-a
      And the army has no CU

    @9.1.2-a
    Scenario: The 10-CU limit counts CU picked up on the way
      Given Camillus is in Roma
      And 8 Roman CU are in Roma
      And 3 Roman CU are in Sutrium
      When Rome activates Camillus with a 1-card
      And the army picks up 8 CU
      And the army moves to Sutrium
      And the army picks up 3 CU
      Then the action is refused citing rule 9.1.2-a
      And the army has 8 CU
      And Sutrium holds 11 Roman CU

    @9.1.2-a
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

    @9.1.2-b
    Scenario: A minor leader may not pick up a historical leader
      Given Roman minor leader is in Roma
      And Camillus is in Sutrium
      When Rome activates Roman minor leader with a 1-card
      And the army moves to Sutrium
      And the army picks up Camillus
      Then the action is refused citing rule 9.1.2-b
      And Camillus does not move with the army

    @9.1.2-b
    Scenario: A minor leader may pick up another minor leader
      Given Roman minor leader is in Roma
      And Consul Valerius is in Sutrium
      And 1 Roman CU is in Roma
      When Rome activates Roman minor leader with a 1-card
      And the army picks up 1 CU
      And the army moves to Sutrium
      And the army picks up Consul Valerius
      Then Consul Valerius moves with the army as a subordinate

    @9.1.2-b
    Scenario: A historical leader may pick up a historical leader
      Given Himilco is in Lilybaeum
      And Gisgo is in Lilybaeum
      When Carthage activates Himilco with a 1-card
      And the army picks up Gisgo
      Then Gisgo moves with the army as a subordinate
      And Himilco commands the army in Lilybaeum

    @9.1.2-c
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

    @9.1.2-d
    Scenario: A consul may not be dropped off where he would have no CU
      Given Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Consul Valerius
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off Consul Valerius
      Then the action is refused citing rule 9.1.2-d
      And Consul Valerius moves with the army as a subordinate

    @9.1.2-d
    Scenario: A consul may be dropped off together with CU
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

    @9.1.2-d @9.1.2-d-left
    Scenario: An army may not march off with every CU that stood with a consul
      Given the "never-alone" reading of erratum 9.1.2-d-left
      And Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 4 CU
      Then the action is refused citing rule 9.1.2-d
      And Roma holds 4 Roman CU
      When the army picks up 3 CU
      And the army moves to Sutrium
      Then Consul Valerius is in Roma
      And Roma holds 1 Roman CU
      And Sutrium holds 3 Roman CU

    @9.1.2-d @9.1.2-d-left
    Scenario: A consul dropped off with CU may not be stripped of them again
      Given the "never-alone" reading of erratum 9.1.2-d-left
      Given Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Consul Valerius
      And the army picks up 3 CU
      And the army moves to Sutrium
      And the army drops off 1 CU
      And the army drops off Consul Valerius
      And the army picks up 1 CU
      Then the action is refused citing rule 9.1.2-d
      And Consul Valerius is in Sutrium
      And Sutrium holds 3 Roman CU

    @9.1.2-d @9.1.2-d-left
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

    @9.1.2-d
    Scenario: A leader who is not a consul may be dropped off alone
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up Roman minor leader
      And the army moves to Sutrium
      And the army drops off Roman minor leader
      Then Roman minor leader is in Sutrium
      And Sutrium holds no Roman CU

  @9.1.2-note
  Rule: 9.1.2 note: the 10-CU limit binds movement, not spaces or battles

    @9.1.2-note-abbreviation
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
