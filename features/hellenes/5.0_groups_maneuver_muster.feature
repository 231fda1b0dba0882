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

    @5.0-maneuver
    Scenario: A Maneuver opens the movement of the group in one area
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      Then the pending decision is "movement" for Athens
      And moving Athenian hoplites to Megara is a legal action

    @5.0-muster
    Scenario: A Muster opens the gathering into a friendly city-state
      Given Athenian hoplites are in Plataea
      When Athens musters in Athens
      Then the pending decision is "movement" for Athens
      And moving Athenian hoplites to Athens is a legal action

    @5.0-action
    Scenario: The choice of an action takes no movement of a block
      Given Athenian hoplites are in Athens
      When Athens moves Athenian hoplites to Megara
      Then the action is refused by the contract as out-of-place
      And the pending decision is "action" for Athens
      And Athenian hoplites are in Athens

    Scenario: A Muster names its city-state by the name of an area
      Given Athenian hoplites are in Athens
      When Athens takes the action {"type": "muster", "city_state": ["Athens"]}
      Then the action is refused by the contract as malformed-action
      And the pending decision is "action" for Athens

    @5.0-group
    Scenario: A Maneuver names an area of the map
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Atlantis
      Then the action is refused by the contract as malformed-action
      And the pending decision is "action" for Athens

    @5.0-action
    Scenario: The other side chooses no action in Athens's action phase
      Given Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Sparta maneuvers the group in Megara
      Then the action is refused by the contract as wrong-player
      And the pending decision is "action" for Athens
      And Megarian hoplites are in Megara

  @5.0-group
  Rule: 5.0 a group is every block in one area, of any size

    @5.0-group.if.in-area @5.0-group.if.has-group
    Scenario: A block of the maneuvered area moves, one of another area stays
      Given Athenian hoplites are in Athens
      And Athenian archers are in Plataea
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Thebes
      And Athens ends the action
      Then Athenian hoplites are in Thebes
      And Athenian archers are in Plataea
      And Athenian archers have not moved this turn

    @5.0-group.unless.in-area
    Scenario: A Maneuver moves no block of another area
      Given Athenian hoplites are in Athens
      And Athenian archers are in Plataea
      When Athens maneuvers the group in Athens
      And Athens moves Athenian archers to Thebes
      Then the action is refused citing rule 5.0-group or by the contract as out-of-place
      And Athenian archers are in Plataea
      And moving Athenian archers to Thebes is not a legal action

    @5.0-group.in.large
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
      And Athens has 0 actions left

    @5.0-group.in.mixed @5.0-maneuver @5.0-maneuver.in.land-and-sea
    Scenario: Land blocks and a fleet of one area move in one Maneuver
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens ends the action
      Then Athenian hoplites are in Megara
      And Athenian fleet is in Myrtoan Sea
      And Athens has 0 actions left
      And no decision is pending

    Scenario: A player moves no block of the other side, even one in his group's area
      Given Athens has besieged Megara since an earlier season
      And Athenian hoplites are in Megara
      And Megarian hoplites are besieged in Megara
      When Athens maneuvers the group in Megara
      And Athens moves Megarian hoplites to Corinth
      Then the action is refused by the contract as out-of-place
      And Megarian hoplites are besieged in Megara

    @5.0-group.in.enemy-group
    Scenario: Enemy blocks are no group of the player's to maneuver
      Given Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Megara
      Then the action is refused citing rule 5.0-group or by the contract as out-of-place
      And the pending decision is "action" for Athens

    @5.0-group.unless.has-group
    Scenario: There is no Maneuver where the player has no group
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Megara
      Then the action is refused citing rule 5.0-group
      And the pending decision is "action" for Athens

  @5.0-action
  Rule: 5.0 each Maneuver, Muster or Pillage costs one action, and the actions run out

    @5.0-action.in.maneuver
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

    @5.0-action.if.action-left
    Scenario: With an action left a second Maneuver opens
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens ends the action
      And Athens maneuvers the group in Athens
      Then the pending decision is "movement" for Athens
      And moving Athenian archers to Megara is a legal action

    @5.0-action.unless.action-left
    Scenario: With no action left a second Maneuver is refused
      Given it is Athens's action phase with 1 actions
      And Athenian hoplites are in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens ends the action
      And Athens maneuvers the group in Athens
      Then the action is refused citing rule 5.0-action or by the contract as not-pending
      And Athenian archers are in Athens
      And Athens has 0 actions left

    @5.0-action.unless.action-left
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
      Then the action is refused citing rule 5.0-action or by the contract as not-pending
      And Athenian cavalry are in Athens
      And Athens has 0 actions left

    Scenario: A phase with no action left offers nothing to choose
      Given it is Athens's action phase with 0 actions
      And Athenian hoplites are in Athens
      Then no decision is pending
      When Athens maneuvers the group in Athens
      Then the action is refused citing rule 5.0-action or by the contract as not-pending
      And Athenian hoplites are in Athens

    @5.0-action.in.muster
    Scenario: A Muster spends one action
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Megara
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Athens
      And Athens ends the action
      Then Athens has 1 action left
      And the pending decision is "action" for Athens
      And an "action_done" event happened with player Athens, action 1, actions_left 1

    @5.0-action.in.pillage
    Scenario: A Pillage spends one action
      Given it is Athens's action phase with 2 actions
      And Athens has besieged Megara since an earlier season
      And Athenian hoplites are in Megara
      When Athens pillages Megara, withdrawing the besiegers to Plataea
      Then Athens has 1 action left
      And the pending decision is "action" for Athens
      And an "action_done" event happened with player Athens, action 1, actions_left 1

    @5.0-action.in.nothing-moved
    Scenario: A Maneuver in which every block stays still spends its action
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens ends the action
      Then Athens has 1 action left
      And Athenian hoplites are in Athens
      And Athenian hoplites have not moved this turn

    @5.0-action.in.stop-early
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
      Then the action is refused citing rule 5.0-action or by the contract as not-pending
      And Athenian archers are in Megara

    Scenario: The movement of a group takes no action of another kind
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens takes the action {"type": "maneuver", "area": "Athens"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "movement" for Athens

  @5.0-maneuver
  Rule: 5.0 in a Maneuver each block goes its own way, or stays

    @5.0-maneuver.if.moved @5.0-maneuver.unless.moved @5.0-maneuver.in.several-areas
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

    @5.2.1-b @5.2.1-b.in.never-sails @5.0-once @5.0-once.in.carried
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

    @5.0-range.in.maneuver
    Scenario: A block moves as far as its range
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens ends the action
      Then Athenian hoplites are in Corinth

    @5.0-range.unless.within-range @5.0-range.in.maneuver
    Scenario: A block may not go one area beyond its range
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens moves Athenian hoplites to Arcadia
      Then the action is refused citing rule 5.0-range
      And Athenian hoplites are in Corinth
      And moving Athenian hoplites to Arcadia is not a legal action

    @5.0-range.if.within-range @5.0-range.in.maneuver
    Scenario: A block with a range of three goes three areas
      Given Athenian cavalry are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian cavalry to Megara
      And Athens moves Athenian cavalry to Corinth
      And Athens moves Athenian cavalry to Arcadia
      And Athens ends the action
      Then Athenian cavalry are in Arcadia

    @5.0-range.in.mixed-ranges
    Scenario: In one group each block goes as far as its own range
      Given Athenian hoplites are in Athens
      And Athenian cavalry are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian cavalry to Megara
      And Athens moves Athenian cavalry to Corinth
      And Athens moves Athenian cavalry to Arcadia
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens moves Athenian hoplites to Arcadia
      Then the action is refused citing rule 5.0-range
      And Athenian hoplites are in Corinth
      And Athenian cavalry are in Arcadia

    @5.0-range.in.fleet
    Scenario: A fleet sails as far as its range and no further
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens moves Athenian fleet to Laconian Gulf
      And Athens moves Athenian fleet to Ionian Sea
      Then the action is refused citing rule 5.0-range
      And Athenian fleet is in Laconian Gulf
      And moving Athenian fleet to Ionian Sea is not a legal action

    Scenario: A move names one block on the map and one area on the map
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens takes the action {"type": "move", "block": "Atlantean hoplites", "to": "Megara"}
      Then the action is refused by the contract as malformed-action
      When Athens takes the action {"type": "move", "block": ["Athenian hoplites"], "to": "Megara"}
      Then the action is refused by the contract as malformed-action
      When Athens takes the action {"type": "move", "block": "Athenian hoplites", "to": "Atlantis"}
      Then the action is refused by the contract as malformed-action
      When Athens takes the action {"type": "move", "block": "Athenian hoplites", "to": ["Megara"]}
      Then the action is refused by the contract as malformed-action
      And Athenian hoplites are in Athens
      And the pending decision is "movement" for Athens

    Scenario: A step goes only into an adjacent area
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Corinth
      Then the action is refused by the contract as malformed-action
      When Athens moves Athenian hoplites to Aegean Sea
      Then the action is refused by the contract as malformed-action
      And Athenian hoplites are in Athens

    @5.0-range.in.muster @5.0-muster
    Scenario: A mustering block also stays within its range
      Given Athenian hoplites are in Corinth
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Athens
      And Athens moves Athenian hoplites to Plataea
      Then the action is refused citing rule 5.0-range or rule 5.0-muster
      And Athenian hoplites are in Athens

    @5.0-range.in.muster @5.0-muster @5.0-muster-moment
    Scenario: Reading at-the-end, a mustering block still stays within its range
      Given the "at-the-end" reading of erratum 5.0-muster-moment
      And Athenian hoplites are in Corinth
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Athens
      And Athens moves Athenian hoplites to Plataea
      Then the action is refused citing rule 5.0-range
      And Athenian hoplites are in Athens
      And moving Athenian hoplites to Plataea is not a legal action

  @5.0-force
  Rule: 5.0 blocks on the same route to the same area form a Force

    @5.0-force.if.same-route @5.0-force.if.same-destination @5.0-force.if.same-maneuver
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
      And the state's forces are [{"action": 1, "route": ["Athens", "Megara", "Corinth"], "destination": "Corinth", "blocks": ["Athenian archers", "Athenian hoplites"], "engaged": false}]

    @5.0-force.unless.same-route @5.0-maneuver @5.0-maneuver.in.own-routes
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

    @5.0-force.unless.same-destination
    Scenario: Blocks that part on a shared road are different Forces
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian archers to Megara
      And Athens moves Athenian archers to Corinth
      And Athens ends the action
      Then Athenian hoplites and Athenian archers are in different Forces
      And the state's forces are [{"action": 1, "route": ["Athens", "Megara"], "destination": "Megara", "blocks": ["Athenian hoplites"], "engaged": false}, {"action": 1, "route": ["Athens", "Megara", "Corinth"], "destination": "Corinth", "blocks": ["Athenian archers"], "engaged": false}]

    @5.0-force.unless.same-maneuver
    Scenario: Blocks of two Maneuvers on one route from one area are different Forces
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens ends the action
      And Athens maneuvers the group in Athens
      And Athens moves Athenian archers to Megara
      And Athens ends the action
      Then Athenian hoplites and Athenian archers are in different Forces
      And the state's forces are [{"action": 1, "route": ["Athens", "Megara"], "destination": "Megara", "blocks": ["Athenian hoplites"], "engaged": false}, {"action": 2, "route": ["Athens", "Megara"], "destination": "Megara", "blocks": ["Athenian archers"], "engaged": false}]

    @5.0-force.in.stayed
    Scenario: Blocks that stay form no Force
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens ends the action
      Then the state's forces are [{"action": 1, "route": ["Athens", "Plataea"], "destination": "Plataea", "blocks": ["Athenian hoplites"], "engaged": false}]

    @5.0-force.in.extra-area @5.3-d
    Scenario: A block that takes its extra area leaves the route of its Force
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And the dice will roll 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens moves Athenian archers to Megara
      And Athens moves Athenian archers to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens ends the action
      And Athens takes the extra area for Athenian hoplites
      Then Athenian hoplites are in Arcadia
      And Athenian hoplites and Athenian archers are in different Forces
      And the state's forces are [{"action": 1, "route": ["Athens", "Megara", "Corinth"], "destination": "Corinth", "blocks": ["Athenian archers"], "engaged": false}, {"action": 1, "route": ["Athens", "Megara", "Corinth", "Arcadia"], "destination": "Arcadia", "blocks": ["Athenian hoplites"], "engaged": false}]

    @5.0-muster @5.0-force.in.muster
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

    @5.0-force.in.stayed @5.2.1-b @5.2.1-b.in.never-sails
    Scenario: Blocks that stay aboard a fleet that never sails form no Force
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian hoplites to Plataea
      Then the state's forces are [{"action": 1, "route": ["Athens", "Plataea"], "destination": "Plataea", "blocks": ["Athenian hoplites"], "engaged": false}]
      When Athens ends the action
      Then the state's forces are [{"action": 1, "route": ["Athens", "Plataea"], "destination": "Plataea", "blocks": ["Athenian hoplites"], "engaged": false}]
      And Athenian archers have not moved this turn

  @5.0-muster
  Rule: 5.0 a Muster gathers blocks from several areas in a friendly city-state

    @5.0-muster.if.friendly-city-state @5.0-muster.in.several-areas
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

    @5.0-muster.unless.friendly-city-state @5.0-muster.in.enemy-city-state
    Scenario: No Muster in an enemy city-state
      Given Athenian hoplites are in Athens
      When Athens musters in Megara
      Then the action is refused citing rule 5.0-muster
      And the pending decision is "action" for Athens

    @5.0-muster.unless.friendly-city-state @5.0-muster.in.neutral-city-state @5.0-muster.in.no-city-state
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

    @5.0-muster.in.some-stay
    Scenario: Blocks left out of a Muster stay where they are
      Given Athenian hoplites are in Megara
      And Athenian archers are in Plataea
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Athens
      And Athens ends the action
      Then Athenian hoplites are in Athens
      And Athenian archers are in Plataea
      And Athenian archers have not moved this turn

    @5.0-muster.unless.in-city-state @5.0-muster.in.out-of-reach @5.0-muster-moment
    Scenario: Reading each-step, a mustering block may not stray where it cannot reach the city-state
      Given the "each-step" reading of erratum 5.0-muster-moment
      And Athenian hoplites are in Corinth
      When Athens musters in Athens
      Then moving Athenian hoplites to Arcadia is not a legal action
      When Athens moves Athenian hoplites to Arcadia
      Then the action is refused citing rule 5.0-muster
      And Athenian hoplites are in Corinth
      And the pending decision is "movement" for Athens
      And Athens has 1 action left

    @5.0-muster.unless.in-city-state @5.0-muster.in.out-of-reach @5.0-muster-moment
    Scenario: A position that leaves the erratum out refuses the step, so a mustering block may not stray where it cannot reach the city-state
      Given the default reading of erratum 5.0-muster-moment, left out of the position
      And Athenian hoplites are in Corinth
      When Athens musters in Athens
      Then moving Athenian hoplites to Arcadia is not a legal action
      When Athens moves Athenian hoplites to Arcadia
      Then the action is refused citing rule 5.0-muster
      And Athenian hoplites are in Corinth
      And the pending decision is "movement" for Athens

    @5.0-muster.unless.in-city-state @5.0-muster.in.out-of-reach @5.0-muster-moment
    Scenario: Reading at-the-end, a block that strayed where it cannot reach the city-state may not end the Muster
      Given the "at-the-end" reading of erratum 5.0-muster-moment
      And Athenian hoplites are in Corinth
      When Athens musters in Athens
      Then moving Athenian hoplites to Arcadia is a legal action
      When Athens moves Athenian hoplites to Arcadia
      Then Athenian hoplites are in Arcadia
      When Athens ends the action
      Then the action is refused citing rule 5.0-muster
      And Athenian hoplites are in Arcadia
      And the pending decision is "movement" for Athens
      And Athens has 1 action left
      And Athenian hoplites have not moved this turn

    @5.0-muster.unless.in-city-state
    Scenario: Mustering blocks must end in the city-state
      Given Athenian hoplites are in Corinth
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens ends the action
      Then the action is refused citing rule 5.0-muster
      And the pending decision is "movement" for Athens
      And Athens has 1 action left
      And Athenian hoplites are in Megara

    @5.0-muster.if.in-city-state @5.0-muster.in.full-range
    Scenario: A mustering block may go its whole range to reach the city-state
      Given Athenian cavalry are in Arcadia
      When Athens musters in Athens
      And Athens moves Athenian cavalry to Corinth
      And Athens moves Athenian cavalry to Megara
      And Athens moves Athenian cavalry to Athens
      And Athens ends the action
      Then Athenian cavalry are in Athens
      And an "action_ended" event happened with kind muster, action 1

    @5.0-muster.in.round-about
    Scenario: A mustering fleet may sail past a coast on its way home by sea
      Given Athenian fleet is in Thermaic Gulf
      When Athens musters in Athens
      And Athens moves Athenian fleet to Aegean Sea
      Then Athenian fleet is in Aegean Sea
      And moving Athenian fleet to Saronic Gulf is a legal action

    @5.0-muster.in.round-about
    Scenario: A mustering block finds its way round a neutral area
      Given it is Sparta's action phase
      And Macedonian cavalry are in Megara
      When Sparta musters in Sparta
      And Sparta moves Macedonian cavalry to Corinth
      And Sparta moves Macedonian cavalry to Arcadia
      And Sparta moves Macedonian cavalry to Sparta
      And Sparta ends the action
      Then Macedonian cavalry are in Sparta

    @5.0-muster.unless.in-city-state @5.0-muster.in.out-of-reach @5.0-muster-moment
    Scenario: Reading each-step, a mustering block may not set out for a city-state one area beyond its range
      Given the "each-step" reading of erratum 5.0-muster-moment
      And Athenian hoplites are in Arcadia
      When Athens musters in Athens
      Then moving Athenian hoplites to Corinth is not a legal action
      When Athens moves Athenian hoplites to Corinth
      Then the action is refused citing rule 5.0-muster
      And Athenian hoplites are in Arcadia
      And the pending decision is "movement" for Athens

    @5.0-muster.unless.in-city-state @5.0-muster.in.out-of-reach @5.0-muster-moment
    Scenario: Reading at-the-end, a block that set out for a city-state one area beyond its range may not end the Muster
      Given the "at-the-end" reading of erratum 5.0-muster-moment
      And Athenian hoplites are in Arcadia
      When Athens musters in Athens
      Then moving Athenian hoplites to Corinth is a legal action
      When Athens moves Athenian hoplites to Corinth
      And Athens moves Athenian hoplites to Megara
      Then Athenian hoplites are in Megara
      And moving Athenian hoplites to Athens is not a legal action
      When Athens ends the action
      Then the action is refused citing rule 5.0-muster
      And Athenian hoplites are in Megara
      And the pending decision is "movement" for Athens
      And Athenian hoplites have not moved this turn

    @5.0-muster.unless.in-city-state @5.0-muster.in.out-of-reach @5.0-muster-moment
    Scenario: Reading each-step, a mustering block may not spend its last step away from the city-state
      Given the "each-step" reading of erratum 5.0-muster-moment
      And Athenian hoplites are in Megara
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Plataea
      Then moving Athenian hoplites to Thebes is not a legal action
      And moving Athenian hoplites to Athens is a legal action
      When Athens moves Athenian hoplites to Thebes
      Then the action is refused citing rule 5.0-muster
      And Athenian hoplites are in Plataea
      And the pending decision is "movement" for Athens

    @5.0-muster.unless.in-city-state @5.0-muster.in.out-of-reach @5.0-muster-moment
    Scenario: Reading at-the-end, a block that spent its last step away from the city-state may not end the Muster
      Given the "at-the-end" reading of erratum 5.0-muster-moment
      And Athenian hoplites are in Megara
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Plataea
      Then moving Athenian hoplites to Thebes is a legal action
      When Athens moves Athenian hoplites to Thebes
      Then Athenian hoplites are in Thebes
      When Athens ends the action
      Then the action is refused citing rule 5.0-muster
      And Athenian hoplites are in Thebes
      And the pending decision is "movement" for Athens
      And Athenian hoplites have not moved this turn

    @5.2-sea @5.2.1-a @5.0-muster.in.fleet @5.0-muster.in.carried @5.2.1-a.in.muster @5.2-access @5.2-access.in.muster @5.2.1-d @5.2.1-d.in.muster
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
      And Athenian archers have moved this turn

    @5.2.1-a @5.0-muster.in.out-of-reach @5.0-muster-moment
    Scenario: Reading each-step, a fleet that cannot reach the city-state within its range carries no block to the Muster
      Given the "each-step" reading of erratum 5.0-muster-moment
      And Athenian fleet is in Messenia
      And Messenian hoplites are in Messenia
      When Athens musters in Athens
      And Athens embarks Messenian hoplites on Athenian fleet
      Then moving Athenian fleet to Ionian Sea is not a legal action
      When Athens moves Athenian fleet to Ionian Sea
      Then the action is refused citing rule 5.0-muster
      And Athenian fleet is in Messenia
      And Messenian hoplites are in Messenia
      And the pending decision is "movement" for Athens

    @5.2.1-a @5.0-muster.in.out-of-reach @5.0-muster-moment
    Scenario: Reading at-the-end, a fleet out of reach of the city-state sails with its cargo but may not end the Muster
      Given the "at-the-end" reading of erratum 5.0-muster-moment
      And Athenian fleet is in Messenia
      And Messenian hoplites are in Messenia
      When Athens musters in Athens
      And Athens embarks Messenian hoplites on Athenian fleet
      Then moving Athenian fleet to Ionian Sea is a legal action
      When Athens moves Athenian fleet to Ionian Sea
      Then Athenian fleet is in Ionian Sea
      And Messenian hoplites are in Ionian Sea
      When Athens ends the action
      Then the action is refused citing rule 5.0-muster
      And Athenian fleet is in Ionian Sea
      And Messenian hoplites are in Ionian Sea
      And the pending decision is "movement" for Athens
      And Messenian hoplites have not moved this turn

    @5.0-muster.in.out-of-reach @5.0-muster-moment @5.1-fleet-coast
    Scenario: Reading each-step, a mustering fleet may not put in at a coast short of the city-state
      Given the "each-step" reading of erratum 5.0-muster-moment
      And Athenian fleet is in Saronic Gulf
      When Athens musters in Athens
      Then moving Athenian fleet to Megara is not a legal action
      And moving Athenian fleet to Athens is a legal action
      When Athens moves Athenian fleet to Megara
      Then the action is refused citing rule 5.0-muster or rule 5.1-fleet-coast
      And Athenian fleet is in Saronic Gulf
      And the pending decision is "movement" for Athens

    @5.0-muster.in.out-of-reach @5.0-muster-moment @5.1-fleet-coast
    Scenario: Reading at-the-end, a mustering fleet that put in at a coast short of the city-state stops there and may not end the Muster
      Given the "at-the-end" reading of erratum 5.0-muster-moment
      And Athenian fleet is in Saronic Gulf
      When Athens musters in Athens
      Then moving Athenian fleet to Megara is a legal action
      When Athens moves Athenian fleet to Megara
      Then Athenian fleet is in Megara
      And moving Athenian fleet to Saronic Gulf is not a legal action
      When Athens ends the action
      Then the action is refused citing rule 5.0-muster
      And Athenian fleet is in Megara
      And the pending decision is "movement" for Athens

    @5.0-muster.in.out-of-reach @5.0-muster-moment @5.2-besieged-port @5.4-peace-scope
    Scenario: Reading each-step, a mustering fleet may not count on reaching a besieged port from a sea other than its own
      Given it is Sparta's action phase
      And the "each-step" reading of erratum 5.0-muster-moment
      And the "all-movement" reading of erratum 5.4-peace-scope
      And the Peace of Nicias is in force
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Corinthian fleet is in Myrtoan Sea
      When Sparta musters in Potidaea
      Then moving Corinthian fleet to Saronic Gulf is not a legal action
      When Sparta moves Corinthian fleet to Saronic Gulf
      Then the action is refused citing rule 5.0-muster or rule 5.2-besieged-port
      And Corinthian fleet is in Myrtoan Sea
      And the pending decision is "movement" for Sparta

    @5.0-muster.in.out-of-reach @5.0-muster-moment @5.2-besieged-port @5.4-peace-scope
    Scenario: Reading at-the-end, a mustering fleet that sails where it cannot reach a besieged port in time may not end the Muster
      Given it is Sparta's action phase
      And the "at-the-end" reading of erratum 5.0-muster-moment
      And the "all-movement" reading of erratum 5.4-peace-scope
      And the Peace of Nicias is in force
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Corinthian fleet is in Myrtoan Sea
      When Sparta musters in Potidaea
      Then moving Corinthian fleet to Saronic Gulf is a legal action
      When Sparta moves Corinthian fleet to Saronic Gulf
      And Sparta moves Corinthian fleet to Aegean Sea
      Then moving Corinthian fleet to Potidaea is not a legal action
      When Sparta ends the action
      Then the action is refused citing rule 5.0-muster
      And Corinthian fleet is in Aegean Sea
      And the pending decision is "movement" for Sparta

    @5.0-muster.in.out-of-reach @5.0-muster-moment @5.5-c @5.5-barred-side
    Scenario: Reading each-step, a mustering block may not set out on a way through a city-state barred to it
      Given it is Athens's action phase
      And the "each-step" reading of erratum 5.0-muster-moment
      And the "pillager" reading of erratum 5.5-barred-side
      And Athenian cavalry are in Arcadia
      And Megara was pillaged by Athens this turn
      When Athens musters in Athens
      Then moving Athenian cavalry to Corinth is not a legal action
      When Athens moves Athenian cavalry to Corinth
      Then the action is refused citing rule 5.0-muster or rule 5.5-c
      And Athenian cavalry are in Arcadia
      And the pending decision is "movement" for Athens

    @5.0-muster.in.out-of-reach @5.0-muster-moment @5.5-c @5.5-barred-side
    Scenario: Reading at-the-end, a mustering block that set out on a way through a city-state barred to it may not end the Muster
      Given it is Athens's action phase
      And the "at-the-end" reading of erratum 5.0-muster-moment
      And the "pillager" reading of erratum 5.5-barred-side
      And Athenian cavalry are in Arcadia
      And Megara was pillaged by Athens this turn
      When Athens musters in Athens
      Then moving Athenian cavalry to Corinth is a legal action
      When Athens moves Athenian cavalry to Corinth
      Then moving Athenian cavalry to Megara is not a legal action
      When Athens ends the action
      Then the action is refused citing rule 5.0-muster
      And Athenian cavalry are in Corinth
      And the pending decision is "movement" for Athens

    @5.0-muster.in.out-of-reach @5.0-muster-moment @5.4-muster
    Scenario: Reading each-step, a mustering block may not set out on a way that leads only through enemy blocks
      Given the "each-step" reading of erratum 5.0-muster-moment
      And Athenian cavalry are in Arcadia
      And Megarian hoplites are in Megara
      When Athens musters in Athens
      Then moving Athenian cavalry to Corinth is not a legal action
      When Athens moves Athenian cavalry to Corinth
      Then the action is refused citing rule 5.0-muster or rule 5.4-muster
      And Athenian cavalry are in Arcadia
      And the pending decision is "movement" for Athens

    @5.0-muster.in.out-of-reach @5.0-muster-moment @5.4-muster
    Scenario: Reading at-the-end, a mustering block that set out on a way leading only through enemy blocks may not end the Muster
      Given the "at-the-end" reading of erratum 5.0-muster-moment
      And Athenian cavalry are in Arcadia
      And Megarian hoplites are in Megara
      When Athens musters in Athens
      Then moving Athenian cavalry to Corinth is a legal action
      When Athens moves Athenian cavalry to Corinth
      Then moving Athenian cavalry to Megara is not a legal action
      When Athens ends the action
      Then the action is refused citing rule 5.0-muster
      And Athenian cavalry are in Corinth
      And the pending decision is "movement" for Athens

  @5.0-once
  Rule: 5.0 a block moves only once per turn

    @5.0-once.if.moved-earlier @5.0-once.unless.moved-earlier @5.0-once.in.maneuver-again @5.0-once.in.partly-moved
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

    @5.0-once.in.muster-after
    Scenario: A block that moved earlier this turn cannot muster
      Given Athenian hoplites are in Megara
      And Athenian hoplites have already moved this turn
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Athens
      Then the action is refused citing rule 5.0-once
      And Athenian hoplites are in Megara

    @5.0-once.in.after-muster
    Scenario: A block that mustered cannot maneuver later in the turn
      Given it is Athens's action phase with 2 actions
      And Athenian archers are in Megara
      And Athenian hoplites are in Athens
      When Athens musters in Athens
      And Athens moves Athenian archers to Athens
      And Athens ends the action
      And Athens maneuvers the group in Athens
      And Athens moves Athenian archers to Plataea
      Then the action is refused citing rule 5.0-once
      And Athenian archers are in Athens
      When Athens moves Athenian hoplites to Plataea
      Then Athenian hoplites are in Plataea

    @5.0-once.in.after-pillage
    Scenario: Besiegers that withdrew in a Pillage cannot maneuver again
      Given it is Athens's action phase with 2 actions
      And Athens has besieged Megara since an earlier season
      And Athenian hoplites are in Megara
      And Athenian archers are in Plataea
      When Athens pillages Megara, withdrawing the besiegers to Plataea
      And Athens maneuvers the group in Plataea
      And Athens moves Athenian hoplites to Thebes
      Then the action is refused citing rule 5.0-once
      And Athenian hoplites are in Plataea
      When Athens moves Athenian archers to Thebes
      Then Athenian archers are in Thebes

    @5.0-once.in.carried
    Scenario: A block carried by a fleet that sailed cannot move again
      Given it is Athens's action phase with 2 actions
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And Athenian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      Then Athenian archers have moved this turn
      When Athens maneuvers the group in Megara
      And Athens moves Athenian archers to Corinth
      Then the action is refused citing rule 5.0-once
      And Athenian archers are in Megara
      When Athens moves Athenian hoplites to Corinth
      Then Athenian hoplites are in Corinth

    @5.0-once.in.all-moved
    Scenario: A group whose blocks have all moved cannot maneuver
      Given Athenian hoplites are in Plataea
      And Athenian hoplites have already moved this turn
      When Athens maneuvers the group in Plataea
      Then the action is refused citing rule 5.0-once
      And the pending decision is "action" for Athens

    # Kept from a fuzz finding (strength.semantic --mine, mutant muster-ignores-earlier-moves).
    @5.0-once.if.moved-earlier @5.0-once.in.muster-after
    Scenario: A Muster offers no step to a block that moved earlier this turn
      Given Athenian hoplites are in Plataea
      And Athenian hoplites have already moved this turn
      When Athens musters in Athens
      Then the pending decision is "movement" for Athens
      And the legal actions are:
        | action                 |
        | {"type": "end_action"} |


  @5.0-pass
  Rule: 5.0 blocks pass freely through friends but stop on entering enemies

    @5.0-pass.unless.enemy-blocks @5.0-pass.in.land
    Scenario: Blocks move through an area held by friendly blocks
      Given Athenian hoplites are in Athens
      And Athenian archers are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens ends the action
      Then Athenian hoplites are in Corinth

    @5.4-a @5.0-pass.if.enemy-blocks @5.0-pass.in.land
    Scenario: Blocks halt in the first area held by enemy blocks
      Given Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      Then the action is refused citing rule 5.4-a
      And Athenian hoplites are in Megara
      And moving Athenian hoplites to Corinth is not a legal action

    @5.0-pass.in.sea
    Scenario: A fleet sails through a sea area held by a friendly fleet
      Given Athenian fleet is in Athens
      And Paralos is in Saronic Gulf
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens ends the action
      Then Athenian fleet is in Myrtoan Sea
      And Paralos is in Saronic Gulf

    @5.0-pass.in.muster
    Scenario: A mustering block passes through friendly blocks
      Given Athenian hoplites are in Corinth
      And Athenian archers are in Megara
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Athens
      And Athens ends the action
      Then Athenian hoplites are in Athens
      And Athenian archers are in Megara
