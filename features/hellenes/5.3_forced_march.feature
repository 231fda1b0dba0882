@hellenes
Feature: 5.3 Forced march and forced sail
  A land block, or a fleet with its cargo, may try to go one area further.
  The owner rolls for each after all actions: regular blocks succeed on 5-6,
  elite ones on 3-6; a success may be declined.

  Background:
    Given Hellenes in Spring on the partial map
    And it is Athens's action phase

  @5.3-a
  Rule: 5.3 a block or a fleet may try one area beyond its range

    Scenario: Hoplites forced-march one area past their range
      Given Athenian hoplites are in Athens
      And the dice will roll 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens ends the action
      Then the pending decision is "forced_march" for Athens
      When Athens takes the extra area for Athenian hoplites
      Then Athenian hoplites are in Arcadia
      And no decision is pending

    Scenario: A forced march adds one area and no more
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens forced-marches Athenian hoplites to Sparta
      Then the action is refused citing rule 5.3-a
      And Athenian hoplites are in Corinth
      And moving Athenian hoplites to Arcadia is not a legal action

    @5.3-b @5.3-b-cargo
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

    @5.3-b @5.3-b-cargo
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

    @5.3-b @5.3-b-cargo
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

    @5.3-a-unmoved
    Scenario: With no reading named, a block may forced-march before its first step
      Given the "any-time" reading of erratum 5.3-a-unmoved
      Given Athenian hoplites are in Athens
      And the dice will roll 5
      When Athens maneuvers the group in Athens
      Then forced-marching Athenian hoplites to Megara is a legal action
      When Athens forced-marches Athenian hoplites to Megara
      Then moving Athenian hoplites to Megara is not a legal action
      When Athens ends the action
      And Athens takes the extra area for Athenian hoplites
      Then Athenian hoplites are in Megara
      And Athenian hoplites have moved this turn
      And 1 forced march roll was made

    @5.3-a-unmoved @5.3-b
    Scenario: Under the any-time reading a fleet forced-sails with its cargo from where it lies
      Given the "fleet-rolls" reading of erratum 5.3-b-cargo
      Given the "any-time" reading of erratum 5.3-a-unmoved
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And the dice will roll 6
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens forced-marches Athenian fleet to Saronic Gulf
      And Athens ends the action
      And Athens takes the extra area for Athenian fleet
      Then Athenian fleet is in Saronic Gulf
      And Athenian archers are in Saronic Gulf
      And Athenian archers have moved this turn
      And 1 forced march roll was made

    @5.3-a-unmoved
    Scenario: Under the after-a-step reading a block that has not moved may not forced-march
      Given the "after-a-step" reading of erratum 5.3-a-unmoved
      And Athenian hoplites are in Athens
      And the dice will roll 1
      When Athens maneuvers the group in Athens
      Then forced-marching Athenian hoplites to Megara is not a legal action
      When Athens forced-marches Athenian hoplites to Megara
      Then the action is refused citing rule 5.3-a
      And Athenian hoplites are in Athens
      When Athens moves Athenian hoplites to Megara
      Then forced-marching Athenian hoplites to Corinth is a legal action
      When Athens forced-marches Athenian hoplites to Corinth
      And Athens ends the action
      Then 1 forced march roll was made
      And the forced march of Athenian hoplites failed
      And Athenian hoplites are in Megara

    @5.3-a-unmoved @5.2.1-b
    Scenario: Under the after-a-step reading a fleet and its cargo forced-sail only after a first step
      Given the "after-a-step" reading of erratum 5.3-a-unmoved
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens forced-marches Athenian fleet to Saronic Gulf
      Then the action is refused citing rule 5.3-a
      And Athenian fleet is in Athens
      And Athenian archers are in Athens

  @5.3-muster
  Rule: 5.3 note: mustering blocks may not forced-march

    Scenario: No forced march in a Muster
      Given Athenian hoplites are in Corinth
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens forced-marches Athenian hoplites to Athens
      Then the action is refused citing rule 5.3-muster
      And Athenian hoplites are in Megara
      When Athens moves Athenian hoplites to Athens
      And Athens ends the action
      Then Athenian hoplites are in Athens
      And 0 forced march rolls were made

  @5.3-b
  Rule: 5.3 the owner rolls for each forced-marching block after all actions

    Scenario: Forced-march rolls wait for the end of the last action
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Athens
      And Athenian archers are in Plataea
      And the dice will roll 5, 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens forced-marches Athenian hoplites to Corinth
      And Athens ends the action
      Then 0 forced march rolls were made
      And Athenian hoplites are in Megara
      When Athens maneuvers the group in Plataea
      And Athens moves Athenian archers to Thebes
      And Athens forced-marches Athenian archers to Megara
      And Athens ends the action
      Then 2 forced march rolls were made
      And the forced march rolls were made by Athens

    Scenario: Each block of a Force rolls for itself
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And the dice will roll 5, 4
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian archers to Megara
      And Athens forced-marches Athenian hoplites to Corinth
      And Athens forced-marches Athenian archers to Corinth
      And Athens ends the action
      Then 2 forced march rolls were made
      And the forced march of Athenian hoplites succeeded
      And the forced march of Athenian archers failed

  @5.3-c
  Rule: 5.3 regular blocks succeed on 5-6, elite blocks on 3-6

    Scenario Outline: Forced march roll of <block> (<class>) on a <roll>
      Given <block> are in Athens
      And the dice will roll <roll>
      When Athens maneuvers the group in Athens
      And Athens moves <block> to Megara
      And Athens forced-marches <block> to Corinth
      And Athens ends the action
      Then the forced march of <block> <result>

      Examples:
        | block              | class   | roll | result    |
        | Athenian hoplites  | regular | 4    | failed    |
        | Athenian hoplites  | regular | 5    | succeeded |
        | Messenian hoplites | elite   | 2    | failed    |
        | Messenian hoplites | elite   | 3    | succeeded |

  @5.3-d
  Rule: 5.3 a failed block stays; a successful one may go on or decline

    Scenario: A failed forced march leaves the block where its move ended
      Given Athenian hoplites are in Athens
      And the dice will roll 1
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens forced-marches Athenian hoplites to Corinth
      And Athens ends the action
      Then Athenian hoplites are in Megara
      And no decision is pending

    Scenario: A successful block declines the extra area to keep its group together
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And the dice will roll 6, 1
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian archers to Megara
      And Athens forced-marches Athenian hoplites to Corinth
      And Athens forced-marches Athenian archers to Corinth
      And Athens ends the action
      Then the pending decision is "forced_march" for Athens
      When Athens declines the extra area for Athenian hoplites
      Then Athenian hoplites are in Megara
      And Athenian archers are in Megara
      And the forced march of Athenian hoplites was declined
      And no decision is pending

    Scenario: Only the block the decision is about may take the extra area
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And the dice will roll 6, 1
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian archers to Megara
      And Athens forced-marches Athenian hoplites to Corinth
      And Athens forced-marches Athenian archers to Corinth
      And Athens ends the action
      And Athens takes the extra area for Athenian archers
      Then the action is refused citing rule 5.3-d or by the contract as out-of-place
      And Athenian archers are in Megara

    Scenario: The forced-march decision takes no other action
      Given Athenian hoplites are in Athens
      And the dice will roll 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens forced-marches Athenian hoplites to Corinth
      And Athens ends the action
      And Athens takes the action {"type": "end_action"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "forced_march" for Athens

    Scenario: The other side does not answer the forced march of Athens's block
      Given Athenian hoplites are in Athens
      And the dice will roll 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens forced-marches Athenian hoplites to Corinth
      And Athens ends the action
      And Sparta takes the extra area for Athenian hoplites
      Then the action is refused citing rule 5.3-d or by the contract as wrong-player
      And the pending decision is "forced_march" for Athens
      And Athenian hoplites are in Megara

    @5.4-a @5.0-force
    Scenario: A forced march into enemy blocks engages them
      Given Athenian hoplites are in Athens
      And Corinthian hoplites are in Corinth
      And the dice will roll 5
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens forced-marches Athenian hoplites to Corinth
      And Athens ends the action
      And Athens takes the extra area for Athenian hoplites
      Then Athenian hoplites are in Corinth
      And Athenian hoplites engage the enemy in Corinth
      And the forced march of Athenian hoplites was taken
