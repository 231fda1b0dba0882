@hellenes
Feature: 5.0 Groups, Maneuver and Muster
  Blocks move by groups: one action moves the blocks of one area (Maneuver)
  or gathers blocks from several areas into a friendly city-state (Muster).
  Each block moves within its own range and only once per turn.

  Background:
    Given Hellenes in Spring on the partial map
    And it is Athens's action phase

  @5.0
  Rule: 5.0 one action either maneuvers a group or musters one

    Scenario: A Maneuver opens the movement of the group in one area
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      Then the pending decision is "movement" for Athens
      And moving Athenian hoplites to Megara is a legal action

    Scenario: A Muster opens the gathering into a friendly city-state
      Given Athenian hoplites are in Plataea
      When Athens musters in Athens
      Then the pending decision is "movement" for Athens
      And moving Athenian hoplites to Athens is a legal action

    Scenario: The choice of an action takes no movement of a block
      Given Athenian hoplites are in Athens
      When Athens moves Athenian hoplites to Megara
      Then the action is refused by the contract as out-of-place
      And the pending decision is "action" for Athens
      And Athenian hoplites are in Athens

    Scenario: A Maneuver names an area of the map
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Atlantis
      Then the action is refused by the contract as malformed-action
      And the pending decision is "action" for Athens

    Scenario: The other side chooses no action in Athens's action phase
      Given Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Sparta maneuvers the group in Megara
      Then the action is refused by the contract as wrong-player
      And the pending decision is "action" for Athens
      And Megarian hoplites are in Megara

  @5.0-group
  Rule: 5.0 a group is every block in one area, of any size

    Scenario: A group of six blocks moves as one Maneuver
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And Athenian cavalry are in Athens
      And Plataean hoplites are in Athens
      And Messenian hoplites are in Athens
      And Thracian peltasts are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens moves Athenian archers to Plataea
      And Athens moves Athenian cavalry to Plataea
      And Athens moves Plataean hoplites to Plataea
      And Athens moves Messenian hoplites to Plataea
      And Athens moves Thracian peltasts to Plataea
      And Athens ends the action
      Then Athenian hoplites are in Plataea
      And Athenian archers are in Plataea
      And Athenian cavalry are in Plataea
      And Plataean hoplites are in Plataea
      And Messenian hoplites are in Plataea
      And Thracian peltasts are in Plataea

    Scenario: A Maneuver moves no block of another area
      Given Athenian hoplites are in Athens
      And Athenian archers are in Plataea
      When Athens maneuvers the group in Athens
      And Athens moves Athenian archers to Thebes
      Then the action is refused citing rule 5.0-group
      And Athenian archers are in Plataea
      And moving Athenian archers to Thebes is not a legal action

    Scenario: A player moves only his own blocks
      Given Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Megarian hoplites to Plataea
      Then the action is refused by the contract as malformed-action
      And Megarian hoplites are in Megara

    Scenario: The movement of a group takes no action of another kind
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens takes the action {"type": "maneuver", "area": "Athens"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "movement" for Athens

    Scenario: Enemy blocks are no group of the player's to maneuver
      Given Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Megara
      Then the action is refused citing rule 5.0-group
      And the pending decision is "action" for Athens

    Scenario: There is no Maneuver where the player has no group
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Megara
      Then the action is refused citing rule 5.0-group
      And the pending decision is "action" for Athens

  @5.0-action
  Rule: 5.0 each Maneuver or Muster costs one action, and the actions run out

    Scenario: Two actions allow two Maneuvers
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Athens
      And Athenian archers are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens ends the action
      Then Athens has 1 action left
      And the pending decision is "action" for Athens
      When Athens maneuvers the group in Megara
      And Athens moves Athenian archers to Corinth
      And Athens ends the action
      Then Athens has 0 actions left
      And Athenian hoplites are in Plataea
      And Athenian archers are in Corinth
      And no decision is pending

    Scenario: No third action once two are spent
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Athens
      And Athenian archers are in Megara
      And Athenian cavalry are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens ends the action
      And Athens maneuvers the group in Megara
      And Athens ends the action
      And Athens maneuvers the group in Athens
      Then the action is refused citing rule 5.0-action
      And Athenian cavalry are in Athens
      And Athens has 0 actions left

    Scenario: A phase with no action left offers nothing to choose
      Given it is Athens's action phase with 0 actions
      And Athenian hoplites are in Athens
      Then no decision is pending
      When Athens maneuvers the group in Athens
      Then the action is refused citing rule 5.0-action
      And Athenian hoplites are in Athens

    Scenario: Ending the action phase early leaves the unspent action unused
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Athens
      And Athenian archers are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens ends the action
      And Athens ends the action phase
      Then an "action_phase_ended" event happened with player Athens
      And no decision is pending
      When Athens maneuvers the group in Megara
      Then the action is refused by the contract as not-pending
      And Athenian archers are in Megara

  @5.0-maneuver
  Rule: 5.0 in a Maneuver each block goes its own way, or stays

    Scenario: The blocks of a group scatter to several areas or stay
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And Athenian cavalry are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens moves Athenian archers to Megara
      And Athens ends the action
      Then Athenian hoplites are in Plataea
      And Athenian archers are in Megara
      And Athenian cavalry are in Athens
      And Athenian hoplites have moved this turn
      And Athenian cavalry have not moved this turn

    @5.2.1-b
    Scenario: A block aboard a fleet that never sails has not moved
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens ends the action
      Then Athenian archers have not moved this turn
      And Athenian fleet has not moved this turn
      And Athenian archers are in Athens

  @5.0-range
  Rule: 5.0 every block moves within its own movement range

    Scenario: A block moves as far as its range
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens ends the action
      Then Athenian hoplites are in Corinth

    Scenario: A block may not go one area beyond its range
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens moves Athenian hoplites to Arcadia
      Then the action is refused citing rule 5.0-range
      And Athenian hoplites are in Corinth
      And moving Athenian hoplites to Arcadia is not a legal action

    Scenario: A block with a range of three goes three areas
      Given Athenian cavalry are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian cavalry to Megara
      And Athens moves Athenian cavalry to Corinth
      And Athens moves Athenian cavalry to Arcadia
      And Athens ends the action
      Then Athenian cavalry are in Arcadia

    Scenario: A step goes only into an adjacent area
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Corinth
      Then the action is refused by the contract as malformed-action
      When Athens moves Athenian hoplites to Aegean Sea
      Then the action is refused by the contract as malformed-action
      And Athenian hoplites are in Athens

    @5.0-muster
    Scenario: A mustering block also stays within its range
      Given Athenian hoplites are in Corinth
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Athens
      And Athens moves Athenian hoplites to Plataea
      Then the action is refused citing rule 5.0-range
      And Athenian hoplites are in Athens

  @5.0-force
  Rule: 5.0 blocks on the same route to the same area form a Force

    Scenario: Two blocks on one route form one Force
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens moves Athenian archers to Megara
      And Athens moves Athenian archers to Corinth
      And Athens ends the action
      Then Athenian hoplites and Athenian archers form one Force

    Scenario: Blocks reaching one area by different routes are different Forces
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian archers to Plataea
      And Athens moves Athenian archers to Megara
      And Athens ends the action
      Then Athenian hoplites are in Megara
      And Athenian archers are in Megara
      And Athenian hoplites and Athenian archers are in different Forces

    Scenario: Blocks of two Maneuvers on the same last step are different Forces
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Athens
      And Athenian archers are in Plataea
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens ends the action
      And Athens maneuvers the group in Plataea
      And Athens moves Athenian archers to Megara
      And Athens ends the action
      Then Athenian hoplites and Athenian archers are in different Forces

    @5.0-muster
    Scenario: The blocks of a Muster form no Force, the next Maneuver's blocks do
      Given it is Athens's action phase with 2 actions
      And Athenian archers are in Megara
      And Athenian hoplites are in Plataea
      And Athenian cavalry are in Plataea
      When Athens musters in Athens
      And Athens moves Athenian archers to Athens
      And Athens ends the action
      And Athens maneuvers the group in Plataea
      And Athens moves Athenian hoplites to Thebes
      And Athens moves Athenian cavalry to Thebes
      And Athens ends the action
      Then Athenian hoplites and Athenian cavalry form one Force
      And the state's forces are [{"action": 2, "route": ["Plataea", "Thebes"], "destination": "Thebes", "blocks": ["Athenian cavalry", "Athenian hoplites"], "engaged": false}]

  @5.0-muster
  Rule: 5.0 a Muster gathers blocks from several areas in a friendly city-state

    Scenario: Blocks from three areas muster in Athens
      Given Athenian hoplites are in Megara
      And Athenian archers are in Plataea
      And Athenian cavalry are in Thebes
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Athens
      And Athens moves Athenian archers to Athens
      And Athens moves Athenian cavalry to Athens
      And Athens ends the action
      Then Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And Athenian cavalry are in Athens
      And Athenian cavalry have moved this turn
      And Athens has 0 actions left

    Scenario: No Muster in an enemy city-state
      Given Athenian hoplites are in Athens
      When Athens musters in Megara
      Then the action is refused citing rule 5.0-muster
      And the pending decision is "action" for Athens

    Scenario Outline: No Muster where there is no friendly city-state (<area>)
      Given Athenian hoplites are in Athens
      When Athens musters in <area>
      Then the action is refused citing rule 5.0-muster
      And the pending decision is "action" for Athens

      Examples:
        | area    |
        | Arcadia |
        | Argos   |

    Scenario: A Muster names a city-state of the map
      Given Athenian hoplites are in Athens
      When Athens musters in Atlantis
      Then the action is refused citing rule 5.0-muster or by the contract as malformed-action
      And the pending decision is "action" for Athens

    Scenario: A mustering block may not stray where it cannot reach the city-state
      Given Athenian hoplites are in Corinth
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Arcadia
      Then the action is refused citing rule 5.0-muster
      And Athenian hoplites are in Corinth
      And moving Athenian hoplites to Arcadia is not a legal action
      And moving Athenian hoplites to Megara is a legal action

    Scenario: Mustering blocks must end in the city-state
      Given Athenian hoplites are in Corinth
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens ends the action
      Then the action is refused citing rule 5.0-muster
      And the pending decision is "movement" for Athens
      And Athens has 1 action left

    Scenario: A mustering block may go its whole range to reach the city-state
      Given Athenian cavalry are in Arcadia
      When Athens musters in Athens
      And Athens moves Athenian cavalry to Corinth
      And Athens moves Athenian cavalry to Megara
      And Athens moves Athenian cavalry to Athens
      And Athens ends the action
      Then Athenian cavalry are in Athens
      And an "action_ended" event happened with kind muster, action 1

    @5.1-neutral
    Scenario: A mustering block finds its way round a neutral area
      Given it is Sparta's action phase
      And Macedonian cavalry are in Megara
      When Sparta musters in Sparta
      And Sparta moves Macedonian cavalry to Corinth
      And Sparta moves Macedonian cavalry to Arcadia
      And Sparta moves Macedonian cavalry to Sparta
      And Sparta ends the action
      Then Macedonian cavalry are in Sparta

    Scenario: A mustering block may not set out for a city-state one area beyond its range
      Given Athenian hoplites are in Arcadia
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Corinth
      Then the action is refused citing rule 5.0-muster
      And Athenian hoplites are in Arcadia

    Scenario: A mustering block may not spend its last step away from the city-state
      Given Athenian hoplites are in Megara
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens moves Athenian hoplites to Thebes
      Then the action is refused citing rule 5.0-muster
      And Athenian hoplites are in Plataea
      And moving Athenian hoplites to Athens is a legal action

    @5.4-muster
    Scenario: A mustering block may not set out on a way that leads only through enemy blocks
      Given Athenian cavalry are in Arcadia
      And Megarian hoplites are in Megara
      When Athens musters in Athens
      And Athens moves Athenian cavalry to Corinth
      Then the action is refused citing rule 5.0-muster
      And Athenian cavalry are in Arcadia

    @5.5-c
    Scenario: A mustering block may not set out on a way through a city-state barred to it
      Given the "pillager" reading of erratum 5.5-barred-side
      Given Athenian cavalry are in Arcadia
      And Megara was pillaged by Athens this turn
      When Athens musters in Athens
      And Athens moves Athenian cavalry to Corinth
      Then the action is refused citing rule 5.0-muster
      And Athenian cavalry are in Arcadia

    @5.2-besieged-port @5.4-peace-scope
    Scenario: A mustering fleet may not count on reaching a besieged port from a sea other than its own
      Given it is Sparta's action phase
      And the "all-movement" reading of erratum 5.4-peace-scope
      And the Peace of Nicias is in force
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Corinthian fleet is in Myrtoan Sea
      When Sparta musters in Potidaea
      And Sparta moves Corinthian fleet to Saronic Gulf
      Then the action is refused citing rule 5.0-muster
      And Corinthian fleet is in Myrtoan Sea
      And moving Corinthian fleet to Saronic Gulf is not a legal action

    @5.2-sea @5.2.1-a
    Scenario: A fleet musters by sea with the block it carries
      Given Athenian fleet is in Corinth
      And Athenian archers are in Corinth
      When Athens musters in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Athens
      And Athens ends the action
      Then Athenian fleet is in Athens
      And Athenian archers are in Athens

    @5.2.1-a
    Scenario: A fleet that cannot reach the city-state within its range takes no block aboard for a Muster
      Given Athenian fleet is in Messenia
      And Messenian hoplites are in Messenia
      When Athens musters in Athens
      And Athens embarks Messenian hoplites on Athenian fleet
      Then the action is refused citing rule 5.0-muster
      And Messenian hoplites are in Messenia

    @5.1-fleet-coast
    Scenario: A mustering fleet may not put in at a coast short of the city-state
      Given Athenian fleet is in Saronic Gulf
      When Athens musters in Athens
      And Athens moves Athenian fleet to Megara
      Then the action is refused citing rule 5.0-muster
      And Athenian fleet is in Saronic Gulf
      And moving Athenian fleet to Athens is a legal action

  @5.0-once
  Rule: 5.0 a block moves only once per turn

    Scenario: A block moved by one Maneuver cannot move in the next
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Athens
      And Plataean hoplites are in Plataea
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens ends the action
      And Athens maneuvers the group in Plataea
      And Athens moves Athenian hoplites to Thebes
      Then the action is refused citing rule 5.0-once
      And Athenian hoplites are in Plataea
      When Athens moves Plataean hoplites to Thebes
      Then Plataean hoplites are in Thebes

    Scenario: A block that moved earlier this turn cannot muster
      Given Athenian hoplites are in Megara
      And Athenian hoplites have already moved this turn
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Athens
      Then the action is refused citing rule 5.0-once
      And Athenian hoplites are in Megara

    Scenario: A group whose blocks have all moved cannot maneuver
      Given Athenian hoplites are in Plataea
      And Athenian hoplites have already moved this turn
      When Athens maneuvers the group in Plataea
      Then the action is refused citing rule 5.0-once
      And the pending decision is "action" for Athens

  @5.0-pass
  Rule: 5.0 blocks pass freely through friends but stop on entering enemies

    Scenario: Blocks move through an area held by friendly blocks
      Given Athenian hoplites are in Athens
      And Athenian archers are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens ends the action
      Then Athenian hoplites are in Corinth

    @5.4-a
    Scenario: Blocks halt in the first area held by enemy blocks
      Given Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      Then the action is refused citing rule 5.4-a
      And Athenian hoplites are in Megara
      And moving Athenian hoplites to Corinth is not a legal action
