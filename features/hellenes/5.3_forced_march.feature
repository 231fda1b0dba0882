@hellenes
Feature: 5.3 Forced march and forced sail
  A land block, or a fleet with its cargo, may try to go one area beyond its
  range. The owner rolls for each after all actions: regular blocks succeed
  on 5-6, elite ones on 3-6; a success may be declined.

  Background:
    Given Hellenes in Spring on the partial map
    And it is Athens's action phase

  @5.3-a
  Rule: 5.3 a block or a fleet may try one area beyond its range

    @5.3-a.if.full-range @5.3-a.if.first-extra @5.3-a.in.land @5.3-d
    Scenario: Hoplites forced-march one area past their range
      Given Athenian hoplites are in Athens
      And the dice will roll 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      Then a "forced_march_declared" event happened with block Athenian hoplites, from Corinth, to Arcadia
      And Athenian hoplites are in Corinth
      When Athens ends the action
      Then the pending decision is "forced_march" for Athens
      When Athens takes the extra area for Athenian hoplites
      Then Athenian hoplites are in Arcadia
      And no decision is pending

    @5.3-a.unless.full-range @5.3-a.in.land
    Scenario: A block that has not used its range moves on instead of forced-marching
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      Then forced-marching Athenian hoplites to Megara is not a legal action
      When Athens forced-marches Athenian hoplites to Megara
      Then the action is refused citing rule 5.3-a
      When Athens moves Athenian hoplites to Megara
      Then forced-marching Athenian hoplites to Corinth is not a legal action
      When Athens forced-marches Athenian hoplites to Corinth
      Then the action is refused citing rule 5.3-a
      And Athenian hoplites are in Megara
      And moving Athenian hoplites to Corinth is a legal action

    @5.3-a.unless.first-extra
    Scenario: A forced march adds one area and no more
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens forced-marches Athenian hoplites to Argos
      Then the action is refused citing rule 5.3-a
      And Athenian hoplites are in Corinth
      And moving Athenian hoplites to Arcadia is not a legal action
      And forced-marching Athenian hoplites to Megara is not a legal action

    @5.3-a.in.long-range @5.3-a.unless.full-range @5.3-d
    Scenario: Cavalry with a range of three forced-march after their third area
      Given Athenian cavalry are in Athens
      And the dice will roll 5
      When Athens maneuvers the group in Athens
      And Athens moves Athenian cavalry to Megara
      And Athens moves Athenian cavalry to Corinth
      And Athens forced-marches Athenian cavalry to Arcadia
      Then the action is refused citing rule 5.3-a
      When Athens moves Athenian cavalry to Arcadia
      And Athens forced-marches Athenian cavalry to Sparta
      And Athens ends the action
      And Athens takes the extra area for Athenian cavalry
      Then Athenian cavalry are in Sparta

    @5.3-a.in.short-range @5.3-a.unless.full-range @5.3-d
    Scenario: Hoplites with a range of one move their one area before they may try the extra one
      Given Athenian hoplites are in Athens
      And Athenian hoplites have a range of 1
      And the dice will roll 5
      When Athens maneuvers the group in Athens
      Then forced-marching Athenian hoplites to Plataea is not a legal action
      When Athens forced-marches Athenian hoplites to Plataea
      Then the action is refused citing rule 5.3-a
      And Athenian hoplites are in Athens
      When Athens moves Athenian hoplites to Plataea
      Then moving Athenian hoplites to Thebes is not a legal action
      When Athens forced-marches Athenian hoplites to Thebes
      And Athens ends the action
      And Athens takes the extra area for Athenian hoplites
      Then Athenian hoplites are in Thebes

    @5.3-a.in.no-range @5.3-a.if.full-range @5.3-d @5.0-range
    Scenario: Hoplites with a range of nought have moved their whole range before they step, so they may only try the extra area
      Given Athenian hoplites are in Athens
      And Athenian hoplites have a range of 0
      And the dice will roll 5
      When Athens maneuvers the group in Athens
      Then moving Athenian hoplites to Plataea is not a legal action
      And forced-marching Athenian hoplites to Plataea is a legal action
      When Athens forced-marches Athenian hoplites to Plataea
      Then a "forced_march_declared" event happened with block Athenian hoplites, from Athens, to Plataea
      When Athens ends the action
      Then the forced march of Athenian hoplites succeeded
      When Athens takes the extra area for Athenian hoplites
      Then Athenian hoplites are in Plataea
      And no decision is pending

    @5.3-a.in.fleet @5.3-d
    Scenario: A fleet forced-sails one area past its range
      Given Athenian fleet is in Athens
      And the dice will roll 5
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens forced-marches Athenian fleet to Megara
      And Athens ends the action
      And Athens takes the extra area for Athenian fleet
      Then Athenian fleet is in Megara
      And the forced march of Athenian fleet was taken

    @5.3-a.in.carrying @5.3-b @5.3-b-cargo @5.3-b.in.fleet-rolls @5.3-d @5.3-d.in.cargo
    Scenario: A fleet forced-sails with the block it carries
      Given the "fleet-rolls" reading of erratum 5.3-b-cargo
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And the dice will roll 5, 6
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens moves Athenian fleet to Laconian Gulf
      And Athens forced-marches Athenian fleet to Sparta
      And Athens ends the action
      And Athens takes the extra area for Athenian fleet
      Then Athenian fleet is in Sparta
      And Athenian archers are in Sparta
      And 1 forced march roll was made

  @5.3-muster
  Rule: 5.3 note: mustering blocks may not forced-march

    @5.3-muster.if.muster @5.3-muster.in.land @5.0-muster
    Scenario: No forced march in a Muster
      Given Athenian hoplites are in Megara
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens moves Athenian hoplites to Athens
      And Athens forced-marches Athenian hoplites to Thebes
      Then the action is refused citing rule 5.3-muster or rule 5.0-muster
      And Athenian hoplites are in Athens
      And forced-marching Athenian hoplites to Thebes is not a legal action
      When Athens ends the action
      Then Athenian hoplites are in Athens
      And 0 forced march rolls were made

    @5.3-muster.unless.muster
    Scenario: The same march in a Maneuver may be forced
      Given Athenian hoplites are in Megara
      And the dice will roll 1
      When Athens maneuvers the group in Megara
      And Athens moves Athenian hoplites to Plataea
      And Athens moves Athenian hoplites to Athens
      And Athens forced-marches Athenian hoplites to Thebes
      And Athens ends the action
      Then 1 forced march roll was made
      And the forced march of Athenian hoplites failed
      And Athenian hoplites are in Athens

    @5.3-muster.in.after-muster @5.3-d
    Scenario: A Maneuver after a Muster in the same turn may forced-march
      Given it is Athens's action phase with 2 actions
      And Athenian archers are in Megara
      And Athenian hoplites are in Athens
      And the dice will roll 6
      When Athens musters in Athens
      And Athens moves Athenian archers to Athens
      And Athens ends the action
      And Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens ends the action
      Then the forced march of Athenian hoplites succeeded
      And the pending decision is "forced_march" for Athens

  @5.3-b
  Rule: 5.3 the owner rolls for each forced-marching block after all actions

    @5.3-b.if.declared @5.3-b.if.actions-over @5.3-b.unless.actions-over @5.3-b.in.owner @5.3-b.in.two-actions
    Scenario: Forced-march rolls wait for the end of the last action
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Athens
      And Athenian archers are in Plataea
      And the dice will roll 5, 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens ends the action
      Then 0 forced march rolls were made
      And Athenian hoplites are in Corinth
      When Athens maneuvers the group in Plataea
      And Athens moves Athenian archers to Thebes
      And Athens moves Athenian archers to Athens
      And Athens forced-marches Athenian archers to Megara
      And Athens ends the action
      Then 2 forced march rolls were made
      And the forced march rolls were made by Athens
      And a "forced_march_roll" event happened with block Athenian hoplites, roll 5, success true
      And a "forced_march_roll" event happened with block Athenian archers, roll 6, success true

    @5.3-b.unless.declared
    Scenario: A block that declared no forced march rolls no die
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens ends the action
      Then 0 forced march rolls were made
      And no decision is pending
      And Athenian hoplites are in Corinth

    @5.3-b.in.each-block @5.3-d
    Scenario: Each block of a Force rolls for itself
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And the dice will roll 5, 4
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens moves Athenian archers to Megara
      And Athens moves Athenian archers to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens forced-marches Athenian archers to Arcadia
      And Athens ends the action
      Then 2 forced march rolls were made
      And the forced march of Athenian hoplites succeeded
      And the forced march of Athenian archers failed
      And the pending decision is "forced_march" for Athens

    @5.3-b.in.default-reading @5.3-b-cargo @5.3-d
    Scenario: At the default reading, a fleet's roll covers the block it carries
      Given the "fleet-rolls" reading of erratum 5.3-b-cargo
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And the dice will roll 5, 6
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens moves Athenian fleet to Laconian Gulf
      And Athens forced-marches Athenian fleet to Sparta
      And Athens ends the action
      Then 1 forced march roll was made
      And the forced march of Athenian fleet succeeded
      When Athens takes the extra area for Athenian fleet
      Then Athenian fleet is in Sparta
      And Athenian archers are in Sparta


    @5.3-b.in.default-reading @5.3-b-cargo @5.3-d
    Scenario: A position that leaves the erratum out rolls for the fleet alone, and its cargo goes with it
      Given the default reading of erratum 5.3-b-cargo, left out of the position
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And the dice will roll 5, 6
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens moves Athenian fleet to Laconian Gulf
      And Athens forced-marches Athenian fleet to Sparta
      And Athens ends the action
      Then 1 forced march roll was made
      And the forced march of Athenian fleet succeeded
      When Athens takes the extra area for Athenian fleet
      Then Athenian fleet is in Sparta
      And Athenian archers are in Sparta

    @5.3-b.in.cargo-rolls @5.3-b-cargo @5.3-d
    Scenario: Under the cargo-rolls reading fleet and cargo both roll and go on together
      Given the "cargo-rolls" reading of erratum 5.3-b-cargo
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And the dice will roll 5, 6, 6
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens moves Athenian fleet to Laconian Gulf
      And Athens forced-marches Athenian fleet to Sparta
      And Athens ends the action
      And Athens takes the extra area for Athenian fleet
      Then Athenian fleet is in Sparta
      And Athenian archers are in Sparta
      And 2 forced march rolls were made

    @5.3-b.in.cargo-rolls @5.3-b-cargo
    Scenario: Under the cargo-rolls reading a failed cargo roll holds the fleet back
      Given the "cargo-rolls" reading of erratum 5.3-b-cargo
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And the dice will roll 5, 2, 6
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens moves Athenian fleet to Laconian Gulf
      And Athens forced-marches Athenian fleet to Sparta
      And Athens ends the action
      Then 2 forced march rolls were made
      And Athenian fleet is in Laconian Gulf
      And Athenian archers are in Laconian Gulf
      And the forced march of Athenian fleet failed
      And 1 storm roll was made

    @5.3-b.in.stop-early
    Scenario: Forced-march rolls come when the player ends his phase early
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Athens
      And the dice will roll 1
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens ends the action
      Then 0 forced march rolls were made
      When Athens ends the action phase
      Then 1 forced march roll was made
      And the forced march of Athenian hoplites failed
      And no decision is pending

    @5.3-b.in.owner @5.3-b.if.declared @5.3-d
    Scenario: Sparta rolls for the forced march of its own block
      Given it is Sparta's action phase
      And Theban hoplites are in Thebes
      And the dice will roll 5
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Megara
      And Sparta moves Theban hoplites to Corinth
      And Sparta forced-marches Theban hoplites to Arcadia
      And Sparta ends the action
      Then 1 forced march roll was made
      And the forced march roll was made by Sparta
      And the forced march of Theban hoplites succeeded
      And the pending decision is "forced_march" for Sparta

  @5.3-c
  Rule: 5.3 regular blocks succeed on 5-6, elite blocks on 3-6

    @5.3-c.if.elite @5.3-c.unless.elite @5.3-c.if.high-roll @5.3-c.unless.high-roll @5.3-c.in.every-roll
    Scenario Outline: Forced march roll of <block> (<class>) on a <roll>
      Given <block> are in Athens
      And the dice will roll <roll>
      When Athens maneuvers the group in Athens
      And Athens moves <block> to Megara
      And Athens moves <block> to Corinth
      And Athens forced-marches <block> to Arcadia
      And Athens ends the action
      Then the forced march of <block> <result>
      And a "forced_march_roll" event happened with block <block>, class <class>, roll <roll>

      Examples:
        | block              | class   | roll | result    |
        | Athenian hoplites  | regular | 1    | failed    |
        | Athenian hoplites  | regular | 2    | failed    |
        | Athenian hoplites  | regular | 3    | failed    |
        | Athenian hoplites  | regular | 4    | failed    |
        | Athenian hoplites  | regular | 5    | succeeded |
        | Athenian hoplites  | regular | 6    | succeeded |
        | Messenian hoplites | elite   | 1    | failed    |
        | Messenian hoplites | elite   | 2    | failed    |
        | Messenian hoplites | elite   | 3    | succeeded |
        | Messenian hoplites | elite   | 4    | succeeded |
        | Messenian hoplites | elite   | 5    | succeeded |
        | Messenian hoplites | elite   | 6    | succeeded |

    @5.3-c.in.fleet @5.3-c.in.elite-fleet
    Scenario Outline: Forced sail roll of <fleet> (<class>) on a <roll>
      Given <fleet> is in Athens
      And the dice will roll <roll>
      When Athens maneuvers the group in Athens
      And Athens moves <fleet> to Saronic Gulf
      And Athens moves <fleet> to Myrtoan Sea
      And Athens moves <fleet> to Saronic Gulf
      And Athens forced-marches <fleet> to Megara
      And Athens ends the action
      Then the forced march of <fleet> <result>

      Examples:
        | fleet          | class   | roll | result    |
        | Athenian fleet | regular | 4    | failed    |
        | Athenian fleet | regular | 5    | succeeded |
        | Paralos        | elite   | 2    | failed    |
        | Paralos        | elite   | 3    | succeeded |

    @5.3-c.in.elite-cargo @5.3-b-cargo @5.3-d
    Scenario: Under the cargo-rolls reading an elite block aboard a regular fleet rolls as elite
      Given the "cargo-rolls" reading of erratum 5.3-b-cargo
      And Athenian fleet is in Athens
      And Messenian hoplites are in Athens
      And the dice will roll 5, 3
      When Athens maneuvers the group in Athens
      And Athens embarks Messenian hoplites on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens forced-marches Athenian fleet to Megara
      And Athens ends the action
      Then the forced march of Athenian fleet succeeded
      And a "forced_march_roll" event happened with block Messenian hoplites, class elite, roll 3, success true
      When Athens takes the extra area for Athenian fleet
      Then Athenian fleet is in Megara
      And Messenian hoplites are in Megara

    @5.3-c.if.elite @5.3-c.unless.elite @5.3-c.if.high-roll @5.3-c.unless.high-roll @5.3-b @5.3-b.in.each-block @5.3-d
    Scenario: Each block of a Force rolls on its own class, an elite companion lending it nothing
      Given Athenian hoplites are in Athens
      And Messenian hoplites are in Athens
      And the dice will roll 3, 3
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens moves Messenian hoplites to Megara
      And Athens moves Messenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens forced-marches Messenian hoplites to Arcadia
      And Athens ends the action
      Then the forced march of Athenian hoplites failed
      And the forced march of Messenian hoplites succeeded
      And the pending decision is "forced_march" for Athens

  @5.3-d
  Rule: 5.3 a failed block stays; a successful one may go on or decline

    @5.3-d.unless.success
    Scenario: A failed forced march leaves the block where its move ended
      Given Athenian hoplites are in Athens
      And the dice will roll 4
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens ends the action
      Then Athenian hoplites are in Corinth
      And the forced march of Athenian hoplites failed
      And no decision is pending

    @5.3-d.if.success @5.3-d.if.taken @5.3-d.in.land
    Scenario: A successful block may take the extra area
      Given Athenian hoplites are in Athens
      And the dice will roll 5
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens ends the action
      Then the pending decision is "forced_march" for Athens
      When Athens takes the extra area for Athenian hoplites
      Then Athenian hoplites are in Arcadia
      And the forced march of Athenian hoplites was taken
      And an "extra_area_taken" event happened with block Athenian hoplites, to Arcadia

    @5.3-d.unless.taken
    Scenario: A successful block declines the extra area to keep its group together
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And the dice will roll 6, 1
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens moves Athenian archers to Megara
      And Athens moves Athenian archers to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens forced-marches Athenian archers to Arcadia
      And Athens ends the action
      Then the pending decision is "forced_march" for Athens
      When Athens declines the extra area for Athenian hoplites
      Then Athenian hoplites are in Corinth
      And Athenian archers are in Corinth
      And the forced march of Athenian hoplites was declined
      And no decision is pending

    Scenario: Only the block the decision is about may take the extra area
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And the dice will roll 6, 1
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens moves Athenian archers to Megara
      And Athens moves Athenian archers to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens forced-marches Athenian archers to Arcadia
      And Athens ends the action
      And Athens takes the extra area for Athenian archers
      Then the action is refused citing rule 5.3-d or by the contract as out-of-place
      And Athenian archers are in Corinth

    Scenario: The forced-march decision takes no other action
      Given Athenian hoplites are in Athens
      And the dice will roll 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens ends the action
      And Athens takes the action {"type": "end_action"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "forced_march" for Athens

    @5.3-d.in.owner
    Scenario: The other side does not answer the forced march of Athens's block
      Given Athenian hoplites are in Athens
      And the dice will roll 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens ends the action
      And Sparta takes the extra area for Athenian hoplites
      Then the action is refused citing rule 5.3-d or by the contract as wrong-player
      And the pending decision is "forced_march" for Athens
      And Athenian hoplites are in Corinth

    @5.4-a @5.0-force @5.3-d.in.into-enemy @5.4-a.in.extra-area
    Scenario: A forced march into enemy blocks engages them
      Given Athenian hoplites are in Athens
      And Corinthian hoplites are in Arcadia
      And the dice will roll 5
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens ends the action
      And Athens takes the extra area for Athenian hoplites
      Then Athenian hoplites are in Arcadia
      And Athenian hoplites engage the enemy in Arcadia
      And the forced march of Athenian hoplites was taken
      And the state's forces are [{"action": 1, "route": ["Athens", "Megara", "Corinth", "Arcadia"], "destination": "Arcadia", "blocks": ["Athenian hoplites"], "engaged": true}]
