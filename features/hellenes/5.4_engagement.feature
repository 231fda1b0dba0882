@hellenes
Feature: 5.4 Engagement, 5.4.1 uncoordinated attacks and 5.4.2 siege coordination
  Blocks entering free enemy blocks engage them and stop (with exceptions);
  blocks stay hidden until battle; separate attacking Forces fight separate
  battles in the attacker's order; a group may join an earlier siege.

  Background:
    Given Hellenes in Spring on the partial map
    And it is Athens's action phase

  @5.4-a
  Rule: 5.4 entering free enemy blocks engages them and stops the mover

    Scenario: Hoplites entering Megara's defenders engage and stop
      Given Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      Then Athenian hoplites engage the enemy in Megara
      And moving Athenian hoplites to Corinth is not a legal action

    Scenario: A fleet entering enemy ships stops at sea
      Given Athenian fleet is in Athens
      And Corinthian fleet is in Saronic Gulf
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      Then the action is refused citing rule 5.4-a
      And Athenian fleet is in Saronic Gulf
      And Athenian fleet engages the enemy in Saronic Gulf

  @5.4-exception
  Rule: 5.4 exception: Winter movement home, and blocks at sea in the Peace of Nicias

    Scenario: Blocks going home in Winter movement pass enemy blocks
      Given the blocks are going home in Winter movement
      And Athenian hoplites are in Corinth
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Athens
      And Athens ends the action
      Then Athenian hoplites are in Athens
      And Athenian hoplites do not engage the enemy in Megara

    @5.4-winter-scope
    Scenario: Under the returning-home reading a Winter move that is not homeward engages
      Given the "returning-home" reading of erratum 5.4-winter-scope
      And it is Winter movement but the blocks are not going home
      And Athenian hoplites are in Corinth
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Athens
      Then the action is refused citing rule 5.4-a
      And Athenian hoplites engage the enemy in Megara

    @5.4-winter-scope
    Scenario: Under the winter-movement reading every Winter move passes enemy blocks
      Given the "winter-movement" reading of erratum 5.4-winter-scope
      And it is Winter movement but the blocks are not going home
      And Athenian hoplites are in Corinth
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Athens
      And Athens ends the action
      Then Athenian hoplites are in Athens
      And Athenian hoplites do not engage the enemy in Megara

    @5.4-peace-scope
    Scenario: In the Peace of Nicias a fleet sails past enemy ships
      Given the Peace of Nicias is in force
      And Athenian fleet is in Athens
      And Corinthian fleet is in Saronic Gulf
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens ends the action
      Then Athenian fleet is in Myrtoan Sea
      And Athenian fleet does not engage the enemy in Saronic Gulf

    @5.4-peace-scope
    Scenario: Under the at-sea reading land blocks still engage in the Peace
      Given the "at-sea" reading of erratum 5.4-peace-scope
      And the Peace of Nicias is in force
      And Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      Then the action is refused citing rule 5.4-a
      And Athenian hoplites engage the enemy in Megara

    @5.4-peace-scope
    Scenario: Under the all-movement reading land blocks pass enemies in the Peace
      Given the "all-movement" reading of erratum 5.4-peace-scope
      And the Peace of Nicias is in force
      And Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens ends the action
      Then Athenian hoplites are in Corinth
      And Athenian hoplites do not engage the enemy in Megara

    @5.4-peace-scope
    Scenario: Under the all-movement reading a fleet also passes enemy ships
      Given the "all-movement" reading of erratum 5.4-peace-scope
      And the Peace of Nicias is in force
      And Athenian fleet is in Athens
      And Corinthian fleet is in Saronic Gulf
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens ends the action
      Then Athenian fleet is in Myrtoan Sea

  @5.4-note
  Rule: 5.4 note: only besieged enemies, or only a garrison, stop nobody

    Scenario: Blocks pass an area where the only enemies are besieged
      Given it is Sparta's action phase
      And Sparta has besieged Plataea since an earlier season
      And Theban hoplites are in Thebes
      And Plataean hoplites are besieged in Plataea
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      And Sparta moves Theban hoplites to Megara
      And Sparta ends the action
      Then Theban hoplites are in Megara
      And Theban hoplites do not engage the enemy in Plataea

    Scenario: Blocks pass a city-state held only by its garrison
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens ends the action
      Then Athenian hoplites are in Corinth
      And Athenian hoplites do not engage the enemy in Megara

  @5.4-location
  Rule: blocks in a city-state hold both its area and its city; only a siege tells them apart

    Scenario: Unbesieged blocks in their city-state hold its area and stop a mover
      Given Megarian hoplites are in Megara
      And Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      Then Athenian hoplites engage the enemy in Megara
      And moving Athenian hoplites to Corinth is not a legal action
      When Athens moves Athenian hoplites to Corinth
      Then the action is refused citing rule 5.4-a
      And Athenian hoplites are in Megara

    Scenario: Besieged blocks hold only the city and leave the area open
      Given it is Sparta's action phase
      And Sparta has besieged Plataea since an earlier season
      And Plataean hoplites are besieged in Plataea
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      Then moving Theban hoplites to Megara is a legal action
      And Theban hoplites do not engage the enemy in Plataea

  @5.4-b
  Rule: 5.4 the engaging blocks are aggressors, the engaged ones defenders

    Scenario: Aggressors and defenders in Megara
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens ends the action
      Then Athenian hoplites engage the enemy in Megara
      And Athenian archers do not engage the enemy in Megara
      And the defenders in Megara are Sparta

  @5.4-muster
  Rule: 5.4 mustering blocks cannot engage

    Scenario: A mustering block may not enter enemy blocks
      Given Athenian hoplites are in Corinth
      And Megarian hoplites are in Megara
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      Then the action is refused citing rule 5.4-muster
      And Athenian hoplites are in Corinth
      And moving Athenian hoplites to Megara is not a legal action

    Scenario: A mustering block may cross a city-state held only by its garrison
      Given Athenian hoplites are in Corinth
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Athens
      And Athens ends the action
      Then Athenian hoplites are in Athens

  @5.4-hidden
  Rule: 5.4 blocks stay hidden until battle

    Scenario: Engaging reveals no block to the enemy
      Given Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens ends the action
      Then Sparta sees 1 hidden Athens block in Megara
      And Athens sees 1 hidden Sparta block in Megara
      And Athens sees Athenian hoplites at strength 3 in Megara

    @5.4.1-b
    Scenario: A battle reveals the blocks that fight it, and only them
      Given Athenian hoplites are in Athens
      And Athenian cavalry are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian cavalry to Plataea
      And Athens moves Athenian cavalry to Megara
      And Athens ends the action
      And Athens sends the Force of Athenian hoplites into battle
      Then Sparta sees Athenian hoplites at strength 3 in Megara
      And Athens sees Megarian hoplites at strength 2 in Megara
      And Sparta sees 1 hidden Athens block in Megara

  @5.4.1-a
  Rule: 5.4.1 separate Forces engaging one enemy group fight separately

    Scenario: A group split between land and sea makes two Forces
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      Then Athenian hoplites and Athenian fleet are in different Forces
      And Athenian fleet and Athenian archers form one Force
      And the pending decision is "battle_order" for Athens
      And 2 Forces are offered to fight first

    Scenario: Two Forces may not fight one battle together
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      And Athens sends Athenian fleet and Athenian hoplites into battle together
      Then the action is refused citing rule 5.4.1-a
      And the pending decision is "battle_order" for Athens

    Scenario: Groups from two areas are separate Forces
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Athens
      And Athenian cavalry are in Plataea
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens ends the action
      And Athens maneuvers the group in Plataea
      And Athens moves Athenian cavalry to Megara
      And Athens ends the action
      Then 2 Forces are offered to fight first

    Scenario: Forces engaging in two different areas fight no battle together
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And Megarian hoplites are in Megara
      And Theban hoplites are in Thebes
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian archers to Thebes
      And Athens ends the action
      Then Athenian hoplites engage the enemy in Megara
      And Athenian archers engage the enemy in Thebes
      And Megarian hoplites defend Megara
      And Megarian hoplites do not defend Thebes
      And an "engaged" event happened with area Megara, aggressor Athens, defender Sparta
      And no decision is pending

    Scenario: The battle order names a Force of the area in dispute
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      And Athens takes the action {"type": "fight_first", "area": "Thebes", "blocks": ["Athenian hoplites"]}
      Then the action is refused by the contract as out-of-place
      When Athens takes the action {"type": "end_action"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "battle_order" for Athens

    Scenario: One Force engaging alone needs no battle order
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian archers to Megara
      And Athens ends the action
      Then Athenian hoplites and Athenian archers form one Force
      And no decision is pending

  @5.4.1-b
  Rule: 5.4.1 the attacker picks who fights first; routed defenders recover for the next battle

    Scenario: After a lost battle the next Force fights the recovered defenders
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      And Athens sends the Force of Athenian fleet into battle
      Then the pending decision is "battle_result" for referee
      When the referee rules that the defender won the battle
      Then the pending decision is "battle_order" for Athens
      And the state's phase is "battles"
      And 1 Force is offered to fight first
      When Athens sends the Force of Athenian hoplites into battle
      Then a "defenders_recovered" event happened
      And the pending decision is "battle_result" for referee

    Scenario: When every Force has lost no battle is left to order
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      And Athens sends the Force of Athenian fleet into battle
      And the referee rules that the defender won the battle
      And Athens sends the Force of Athenian hoplites into battle
      Then a "battle" event happened with area Megara, number 2
      When the referee rules that the defender won the battle
      Then no decision is pending

    Scenario: The referee's ruling names the attacker or the defender
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      And Athens sends the Force of Athenian fleet into battle
      And referee takes the action {"type": "battle_result", "winner": "draw"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "battle_result" for referee

    Scenario: The first battle brings no recovery
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      And Athens sends the Force of Athenian hoplites into battle
      Then no "defenders_recovered" event happened
      And a "battle" event happened with area Megara, number 1

  @5.4.1-c
  Rule: 5.4.1 the first winning Force absorbs those that have not fought

    Scenario: A win by the second Force absorbs the third but not the beaten first
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      And Athenian cavalry are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens moves Athenian cavalry to Plataea
      And Athens moves Athenian cavalry to Megara
      And Athens ends the action
      Then 3 Forces are offered to fight first
      When Athens sends the Force of Athenian fleet into battle
      And the referee rules that the defender won the battle
      And Athens sends the Force of Athenian hoplites into battle
      And the referee rules that the attacker won the battle
      Then the Force of Athenian hoplites won the battle in Megara
      And Athenian cavalry joined the winning Force in Megara
      And a "forces_joined" event happened with area Megara
      And Athenian fleet did not join the winning Force in Megara
      And no decision is pending

  @5.4.1-sortie
  Rule: 5.4.1 besieged blocks are a Force apart from a relief army

    Scenario: The besieged and their relief fight separate battles
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      And Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens ends the action
      Then Athenian hoplites engage the enemy in Plataea
      And Athenian hoplites are not among the besiegers of Plataea
      And 2 Forces are offered to fight first
      When Athens sends Athenian hoplites and Plataean hoplites into battle together
      Then the action is refused citing rule 5.4.1-sortie
      And the pending decision is "battle_order" for Athens

    Scenario: Enemy blocks shut up in the city make no sortie for the attacker
      Given Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Corinthian hoplites are besieged in Potidaea
      And Megarian hoplites are in Potidaea
      And Athenian fleet is in Thermaic Gulf
      When Athens maneuvers the group in Thermaic Gulf
      And Athens moves Athenian fleet to Potidaea
      And Athens ends the action
      Then Athenian fleet engages the enemy in Potidaea
      And Megarian hoplites defend Potidaea
      And Corinthian hoplites do not defend Potidaea
      And no decision is pending

  @5.4.2
  Rule: 5.4.2 a moving group may join the assault on a siege begun earlier

    Scenario: Theban hoplites join the besiegers of Plataea
      Given it is Sparta's action phase
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      And Sparta ends the action
      Then Theban hoplites are among the besiegers of Plataea
      And Theban hoplites do not engage the enemy in Plataea
      And Theban hoplites joined the siege of Plataea
      And the state's sieges are {"Plataea": {"besieger": "Sparta", "established": true, "besiegers": ["Spartan hoplites", "Theban hoplites"], "besieged": ["Plataean hoplites"]}}
      And no decision is pending

    Scenario: Blocks that only pass by do not join the siege
      Given it is Sparta's action phase
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      And Sparta moves Theban hoplites to Megara
      And Sparta ends the action
      Then Theban hoplites are not among the besiegers of Plataea
      And no "joined_siege" event happened
