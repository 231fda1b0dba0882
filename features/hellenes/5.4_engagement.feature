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

    @5.4-a.if.free-enemy @5.4-a.in.land @5.4-note @5.4-note.unless.garrison-only
    Scenario: Hoplites entering Megara's defenders engage and stop
      Given Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      Then Athenian hoplites engage the enemy in Megara
      And an "engaged" event happened with area Megara, aggressor Athens, defender Sparta
      And moving Athenian hoplites to Corinth is not a legal action

    @5.4-a.in.sea @5.4-exception @5.4-exception.unless.peace
    Scenario: A fleet entering enemy ships stops at sea
      Given Athenian fleet is in Athens
      And Corinthian fleet is in Saronic Gulf
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      Then the action is refused citing rule 5.4-a
      And Athenian fleet is in Saronic Gulf
      And Athenian fleet engages the enemy in Saronic Gulf

    @5.4-a.in.landing
    Scenario: A fleet coming ashore among enemy blocks engages them
      Given Athenian fleet is in Saronic Gulf
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      Then Athenian fleet engages the enemy in Megara
      And Megarian hoplites defend Megara

    @5.4-a.in.carried @5.4-b @5.4-b.in.cargo
    Scenario: A block carried ashore among enemies engages with its fleet
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      Then Athenian fleet engages the enemy in Megara
      And Athenian archers engage the enemy in Megara
      And an "engaged" event happened with area Megara, aggressor Athens

    @5.4-a.in.later-step @5.4-a.in.no-forced-march
    Scenario: Blocks that engage at their second step may neither go on nor forced-march
      Given Athenian hoplites are in Athens
      And Theban hoplites are in Thebes
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens moves Athenian hoplites to Thebes
      Then Athenian hoplites engage the enemy in Thebes
      When Athens forced-marches Athenian hoplites to Megara
      Then the action is refused citing rule 5.4-a
      And Athenian hoplites are in Thebes
      And forced-marching Athenian hoplites to Megara is not a legal action

    @5.4-a.in.sea @5.4-exception @5.4-exception.unless.peace
    Scenario: A fleet entering enemy ships stops at sea, peace_of_nicias left out: a position that does not say the Peace of Nicias holds has no Peace
      Given Athenian fleet is in Athens
      And Corinthian fleet is in Saronic Gulf
      And the position leaves out the default "peace_of_nicias" of the situation
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      Then the action is refused citing rule 5.4-a
      And Athenian fleet engages the enemy in Saronic Gulf

    @5.4-a.in.fleet-in-port @5.4-exception
    Scenario: Land blocks entering an area whose only enemy is a fleet in port engage it, winter_movement left out: a position that does not say it is Winter movement is not
      Given Athenian hoplites are in Athens
      And Corinthian fleet is in Megara
      And the position leaves out the default "winter_movement" of the situation
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens ends the action
      Then Athenian hoplites engage the enemy in Megara

    @5.4-a.in.fleet-in-port
    Scenario: Land blocks entering an area whose only enemy is a fleet in port engage it
      Given Athenian hoplites are in Athens
      And Corinthian fleet is in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens ends the action
      Then Athenian hoplites engage the enemy in Megara
      And Corinthian fleet defends Megara

  @5.4-exception
  Rule: 5.4 exception: Winter movement home, and blocks at sea in the Peace of Nicias

    @5.4-exception.if.going-home
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

    @5.4-exception.if.going-home
    Scenario: Blocks going home in Winter movement pass enemy blocks, going_home left out: Winter movement the position does not say is not homeward goes home
      Given the blocks are going home in Winter movement
      And the position leaves out the default "going_home" of the situation
      And Athenian hoplites are in Corinth
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Athens
      And Athens ends the action
      Then Athenian hoplites are in Athens
      And Athenian hoplites do not engage the enemy in Megara

    @5.4-exception.unless.going-home @5.4-exception.in.returning-home @5.4-winter-scope
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

    @5.4-exception.unless.going-home @5.4-winter-scope
    Scenario: At the default reading, a Winter move that is not homeward engages
      Given the "returning-home" reading of erratum 5.4-winter-scope
      And it is Winter movement but the blocks are not going home
      And Athenian hoplites are in Corinth
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Megara
      Then Athenian hoplites engage the enemy in Megara
      And moving Athenian hoplites to Athens is not a legal action


    @5.4-exception.unless.going-home @5.4-winter-scope
    Scenario: A position that leaves the Winter erratum out exempts only homeward moves, so a Winter move elsewhere engages
      Given the default reading of erratum 5.4-winter-scope, left out of the position
      And it is Winter movement but the blocks are not going home
      And Athenian hoplites are in Corinth
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Megara
      Then Athenian hoplites engage the enemy in Megara
      And moving Athenian hoplites to Athens is not a legal action

    @5.4-exception.in.winter-movement @5.4-winter-scope
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

    @5.4-exception.if.peace @5.4-exception.if.at-sea @5.4-peace-scope
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

    @5.4-exception.unless.at-sea @5.4-exception.in.at-sea-reading @5.4-peace-scope
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


    @5.4-exception.unless.at-sea @5.4-peace-scope
    Scenario: A position that leaves the Peace erratum out exempts only blocks at sea, so land blocks still engage in the Peace
      Given the default reading of erratum 5.4-peace-scope, left out of the position
      And the Peace of Nicias is in force
      And Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      Then the action is refused citing rule 5.4-a
      And Athenian hoplites engage the enemy in Megara

    @5.4-exception.in.landing @5.4-peace-scope
    Scenario: In the Peace a fleet coming ashore among enemy blocks is no longer at sea and engages
      Given the "at-sea" reading of erratum 5.4-peace-scope
      And the Peace of Nicias is in force
      And Athenian fleet is in Saronic Gulf
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      Then Athenian fleet engages the enemy in Megara

    @5.4-exception.in.all-movement @5.4-peace-scope
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

    @5.4-exception.in.all-movement @5.4-peace-scope
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

    @5.4-exception.in.muster @5.4-muster @5.4-muster.in.exempt
    Scenario: Blocks mustering on their way home pass enemy blocks
      Given the blocks are going home in Winter movement
      And Athenian hoplites are in Corinth
      And Megarian hoplites are in Megara
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Athens
      And Athens ends the action
      Then Athenian hoplites are in Athens
      And Athenian hoplites do not engage the enemy in Megara

  @5.4-note
  Rule: 5.4 note: only besieged enemies, or only a garrison, stop nobody

    @5.4-note.if.besieged-only @5.4-note.in.land
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

    @5.4-note.unless.besieged-only @5.4-note.in.land
    Scenario: Blocks stop where the enemy's blocks in the city-state are not besieged
      Given it is Sparta's action phase
      And Theban hoplites are in Thebes
      And Plataean hoplites are in Plataea
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      And Sparta moves Theban hoplites to Megara
      Then the action is refused citing rule 5.4-a
      And Theban hoplites are in Plataea
      And Theban hoplites engage the enemy in Plataea

    @5.4-note.if.garrison-only @5.4-a @5.4-a.unless.free-enemy @5.4-note.in.land
    Scenario: Blocks pass a city-state held only by its garrison
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens ends the action
      Then Athenian hoplites are in Corinth
      And Athenian hoplites do not engage the enemy in Megara

    @5.4-note.if.besieged-only @5.4-note.in.muster @5.4-muster
    Scenario: A mustering block passes an area where the only enemies are besieged
      Given it is Sparta's action phase
      And Sparta has besieged Plataea since an earlier season
      And Theban hoplites are in Thebes
      And Plataean hoplites are besieged in Plataea
      When Sparta musters in Megara
      And Sparta moves Theban hoplites to Plataea
      And Sparta moves Theban hoplites to Megara
      And Sparta ends the action
      Then Theban hoplites are in Megara
      And Theban hoplites do not engage the enemy in Plataea

    @5.4-note.in.port @5.4.2
    Scenario: A fleet puts in where the only enemy block is besieged, without engaging
      Given Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Potidaean fleet is besieged in Potidaea
      And Athenian fleet is in Thermaic Gulf
      When Athens maneuvers the group in Thermaic Gulf
      And Athens moves Athenian fleet to Potidaea
      And Athens ends the action
      Then Athenian fleet is in Potidaea
      And Athenian fleet does not engage the enemy in Potidaea
      And Athenian fleet joined the siege of Potidaea

  @5.4-location
  Rule: blocks in a city-state hold both its area and its city; only a siege tells them apart

    @5.4-location.unless.siege @5.4-location.in.fleet-in-port
    Scenario: An enemy fleet lying in its port holds the area, and a fleet putting in engages it
      Given Corinthian fleet is in Corinth
      And Athenian fleet is in Gulf of Corinth
      When Athens maneuvers the group in Gulf of Corinth
      And Athens moves Athenian fleet to Corinth
      And Athens ends the action
      Then Athenian fleet engages the enemy in Corinth
      And Corinthian fleet defends Corinth

    @5.4-location.if.siege @5.4-location.in.fleet-in-port
    Scenario: An enemy fleet shut in its besieged port holds only the city
      Given Athens has besieged Corinth since an earlier season
      And Athenian hoplites are in Corinth
      And Corinthian fleet is besieged in Corinth
      And Athenian fleet is in Gulf of Corinth
      When Athens maneuvers the group in Gulf of Corinth
      And Athens moves Athenian fleet to Corinth
      And Athens ends the action
      Then Athenian fleet does not engage the enemy in Corinth
      And Corinthian fleet does not defend Corinth
      And Athenian fleet joined the siege of Corinth

    @5.4-location.unless.siege @5.4-location.in.land-blocks @5.4-muster
    Scenario: Blocks in their own city-state hold its area against a mustering block
      Given Athenian hoplites are in Corinth
      And Megarian hoplites are in Megara
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      Then the action is refused citing rule 5.4-muster or rule 5.0-muster
      And Athenian hoplites are in Corinth

    @5.4-location.if.siege @5.4-location.in.land-blocks
    Scenario: Blocks besieged in their city-state leave its area open to a mustering block
      Given Athens has besieged Megara since an earlier season
      And Athenian archers are in Megara
      And Megarian hoplites are besieged in Megara
      And Athenian hoplites are in Corinth
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Athens
      And Athens ends the action
      Then Athenian hoplites are in Athens

  @5.4-b
  Rule: 5.4 the engaging blocks are aggressors, the engaged ones defenders

    @5.4-b.if.entered @5.4-b.unless.entered
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
      And Megarian hoplites defend Megara

    @5.4-b.in.several-defenders
    Scenario: Every free enemy block in the area defends it
      Given Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      And Corinthian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens ends the action
      Then Megarian hoplites defend Megara
      And Corinthian hoplites defend Megara
      And the state's engagements are {"Megara": {"aggressor": "Athens", "defender": "Sparta", "aggressors": ["Athenian hoplites"], "defenders": ["Corinthian hoplites", "Megarian hoplites"]}}

  @5.4-muster
  Rule: 5.4 mustering blocks cannot engage

    @5.4-muster.if.muster @5.4-muster.if.free-enemy @5.4-muster.in.land
    Scenario: A mustering block may not enter enemy blocks
      Given Athenian hoplites are in Corinth
      And Megarian hoplites are in Megara
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      Then the action is refused citing rule 5.4-muster or rule 5.0-muster
      And Athenian hoplites are in Corinth
      And moving Athenian hoplites to Megara is not a legal action

    @5.4-muster.in.land
    Scenario: A mustering block may not enter enemy blocks at a later step either
      Given Athenian cavalry are in Thebes
      And Megarian hoplites are in Megara
      When Athens musters in Athens
      And Athens moves Athenian cavalry to Plataea
      And Athens moves Athenian cavalry to Megara
      Then the action is refused citing rule 5.4-muster or rule 5.0-muster
      And Athenian cavalry are in Plataea
      And moving Athenian cavalry to Athens is a legal action

    @5.4-muster.unless.muster
    Scenario: A Maneuver enters the enemy blocks a Muster may not
      Given Athenian hoplites are in Corinth
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Megara
      And Athens ends the action
      Then Athenian hoplites engage the enemy in Megara

    @5.4-muster.unless.free-enemy @5.4-note @5.4-note.in.muster
    Scenario: A mustering block may cross a city-state held only by its garrison
      Given Athenian hoplites are in Corinth
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Athens
      And Athens ends the action
      Then Athenian hoplites are in Athens

    @5.4-muster.in.fleet
    Scenario: A mustering fleet may not sail into enemy ships
      Given Athenian fleet is in Myrtoan Sea
      And Corinthian fleet is in Saronic Gulf
      When Athens musters in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      Then the action is refused citing rule 5.4-muster or rule 5.0-muster
      And Athenian fleet is in Myrtoan Sea

    @5.4-muster.in.way-through @5.0-muster
    Scenario: A mustering block may not set out on a way that leads only through enemy blocks
      Given Athenian cavalry are in Arcadia
      And Megarian hoplites are in Megara
      When Athens musters in Athens
      And Athens tries to end the Muster after moving Athenian cavalry to Corinth
      Then the action is refused citing rule 5.0-muster or rule 5.4-muster
      And the pending decision is "movement" for Athens
      And Athenian cavalry have not moved this turn

    @5.4-muster.unless.muster @5.4-a @5.4-a.if.free-enemy
    Scenario: A Maneuver after a Muster in the same turn engages as usual
      Given it is Athens's action phase with 2 actions
      And Athenian hoplites are in Megara
      And Athenian archers are in Plataea
      And Theban hoplites are in Thebes
      When Athens musters in Athens
      And Athens moves Athenian hoplites to Athens
      And Athens ends the action
      And Athens maneuvers the group in Plataea
      And Athens moves Athenian archers to Thebes
      Then Athenian archers are in Thebes
      And Athenian archers engage the enemy in Thebes

  @5.4-hidden
  Rule: 5.4 blocks stay hidden until battle

    @5.4-hidden.unless.fought @5.4-hidden.in.engaging @5.4-hidden.in.own
    Scenario: Engaging reveals no block to the enemy
      Given Athenian hoplites are in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens ends the action
      Then Sparta sees 1 hidden Athens block in Megara
      And Athens sees 1 hidden Sparta block in Megara
      And Athens sees Athenian hoplites at strength 3 in Megara
      And Sparta sees Megarian hoplites at strength 2 in Megara

    @5.4.1-b @5.4-hidden.if.fought @5.4-hidden.in.defenders @5.4-hidden.in.unfought-force
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

    @5.4-hidden.in.besieged
    Scenario: A block besieged in its city is hidden from the besieger, shown as besieged
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      Then Sparta sees 1 hidden besieged Athens block in Plataea
      And Athens sees 1 hidden Sparta block in Plataea
      And Athens sees Plataean hoplites at strength 1 in Plataea

  @5.4.1-a
  Rule: 5.4.1 separate Forces engaging one enemy group fight separately

    @5.4.1-a.if.several-forces @5.4.1-a.if.same-area @5.4.1-a.in.land-and-sea @5.0-force @5.0-force.in.land-and-sea @5.0-force.in.carried @5.4-b @5.4-b.in.two-forces @5.4.1-b
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
      And Athenian hoplites engage the enemy in Megara
      And Athenian fleet engages the enemy in Megara
      And the pending decision is "battle_order" for Athens
      And 2 Forces are offered to fight first

    @5.4.1-b
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
      Then the action is refused citing rule 5.4.1-a or rule 5.4.1-b
      And the pending decision is "battle_order" for Athens

    @5.4.1-a.in.two-maneuvers @5.4.1-b
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
      And the pending decision is "battle_order" for Athens

    @5.4.1-a.unless.same-area
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
      And no decision is pending

    @5.4.1-a.unless.several-forces
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

    @5.4.1-a.in.extra-area @5.3-d @5.4.1-b
    Scenario: A block arriving by the extra area of its forced march is a Force of its own
      Given Athenian hoplites are in Athens
      And Athenian archers are in Athens
      And Corinthian hoplites are in Corinth
      And the dice will roll 5
      When Athens maneuvers the group in Athens
      And Athens moves Athenian archers to Megara
      And Athens moves Athenian archers to Corinth
      And Athens moves Athenian hoplites to Plataea
      And Athens moves Athenian hoplites to Megara
      And Athens forced-marches Athenian hoplites to Corinth
      And Athens ends the action
      And Athens takes the extra area for Athenian hoplites
      Then Athenian hoplites engage the enemy in Corinth
      And Athenian hoplites and Athenian archers are in different Forces
      And the pending decision is "battle_order" for Athens
      And 2 Forces are offered to fight first

  @5.4.1-b
  Rule: 5.4.1 the attacker picks who fights first; routed defenders recover for the next battle

    @5.4.1-b.if.lost @5.4.1-b.in.attacker-chooses
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
      Then a "defenders_recovered" event happened with area Megara
      And a "battle" event happened with area Megara, number 2
      And the pending decision is "battle_result" for referee

    @5.4.1-b.unless.lost
    Scenario: A won first battle leaves no battle to order
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      And Athens sends the Force of Athenian fleet into battle
      And the referee rules that the attacker won the battle
      Then no decision is pending
      And no "defenders_recovered" event happened

    @5.4.1-b.in.attacker-chooses
    Scenario: The defender does not choose which Force fights
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      And Sparta takes the action {"type": "fight_first", "area": "Megara", "blocks": ["Athenian hoplites"]}
      Then the action is refused citing rule 5.4.1-b or by the contract as wrong-player
      And the pending decision is "battle_order" for Athens

    @5.4.1-b.in.all-lost
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

    @5.4.1-b.in.beaten-again
    Scenario: A beaten Force does not fight again
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
      And Athens takes the action {"type": "fight_first", "area": "Megara", "blocks": ["Athenian fleet"]}
      Then the action is refused citing rule 5.4.1-b
      And the pending decision is "battle_order" for Athens
      And 1 Force is offered to fight first

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
      Then the action is refused by the contract as malformed-action
      And the pending decision is "battle_result" for referee

    @5.4.1-b.in.first-battle
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
      When Athens takes the action {"type": "fight_first", "area": "Megara", "blocks": ["Megarian hoplites"]}
      Then the action is refused by the contract as out-of-place
      When Athens takes the action {"type": "fight_first", "area": "Megara", "blocks": "Athenian hoplites"}
      Then the action is refused by the contract as malformed-action
      And the pending decision is "battle_order" for Athens

    Scenario: The battle order names a non-empty list of distinct blocks on the map
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      And Athens takes the action {"type": "fight_first", "area": "Megara", "blocks": []}
      Then the action is refused by the contract as malformed-action
      When Athens takes the action {"type": "fight_first", "area": "Megara", "blocks": ["Athenian hoplites", "Athenian hoplites"]}
      Then the action is refused by the contract as malformed-action
      When Athens takes the action {"type": "fight_first", "area": "Megara", "blocks": ["Atlantean hoplites"]}
      Then the action is refused by the contract as malformed-action
      And the pending decision is "battle_order" for Athens

    Scenario: The referee answers the battle with a result, not a battle order
      Given Athenian hoplites are in Athens
      And Athenian fleet is in Athens
      And Megarian hoplites are in Megara
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      And Athens sends the Force of Athenian fleet into battle
      And referee takes the action {"type": "fight_first", "area": "Megara", "blocks": ["Athenian hoplites"]}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "battle_result" for referee

    @5.4.1-b.in.attacker-chooses
    Scenario: Sparta, attacking, picks which of its Forces fights first
      Given it is Sparta's action phase
      And Corinthian hoplites are in Corinth
      And Corinthian fleet is in Corinth
      And Athenian hoplites are in Megara
      When Sparta maneuvers the group in Corinth
      And Sparta moves Corinthian hoplites to Megara
      And Sparta moves Corinthian fleet to Saronic Gulf
      And Sparta moves Corinthian fleet to Megara
      And Sparta ends the action
      Then the pending decision is "battle_order" for Sparta
      And 2 Forces are offered to fight first
      When Sparta sends the Force of Corinthian fleet into battle
      Then the pending decision is "battle_result" for referee
      And a "battle" event happened with area Megara, number 1

  @5.4.1-c
  Rule: 5.4.1 the first winning Force absorbs those that have not fought

    @5.4.1-c.if.won @5.4.1-c.if.unfought @5.4.1-c.unless.unfought @5.4.1-c.in.later-wins @5.4.1-a @5.4.1-a.in.three-forces @5.4.1-b
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

    @5.4.1-c.unless.won @5.4.1-b
    Scenario: A lost battle absorbs nobody
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
      Then Athenian hoplites did not join the winning Force in Megara
      And no "forces_joined" event happened
      And a "battle_lost" event happened with area Megara
      And the pending decision is "battle_order" for Athens

    @5.4.1-c.in.first-wins @5.4.1-b
    Scenario: A win by the first Force absorbs every other
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
      And Athens sends the Force of Athenian fleet into battle
      And the referee rules that the attacker won the battle
      Then the Force of Athenian fleet won the battle in Megara
      And Athenian hoplites joined the winning Force in Megara
      And Athenian cavalry joined the winning Force in Megara
      And no decision is pending

  @5.4.1-sortie
  Rule: 5.4.1 besieged blocks are a Force apart from a relief army

    @5.4.1-sortie.if.besieged-friends @5.4.1-sortie.if.own-side @5.4.1-sortie.in.by-land @5.4.1-sortie.in.together @5.4.1-b
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
      Then the action is refused citing rule 5.4.1-sortie or rule 5.4.1-a
      And the pending decision is "battle_order" for Athens

    @5.4.1-sortie.unless.besieged-friends
    Scenario: A relief with no friends shut up inside fights alone
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens ends the action
      Then Athenian hoplites engage the enemy in Plataea
      And no decision is pending

    @5.4.1-sortie.unless.own-side @5.4-note @5.4-note.in.besieged-and-free @5.4-b @5.4-b.in.besieged
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

    @5.4.1-sortie.in.by-sea @5.4.1-b
    Scenario: A relief by sea and the besieged fight apart
      Given Sparta has besieged Athens since an earlier season
      And Spartan hoplites are in Athens
      And Athenian archers are besieged in Athens
      And Athenian fleet is in Saronic Gulf
      When Athens maneuvers the group in Saronic Gulf
      And Athens moves Athenian fleet to Athens
      And Athens ends the action
      Then Athenian fleet engages the enemy in Athens
      And 2 Forces are offered to fight first
      When Athens sends the Force of Athenian archers into battle
      Then a "battle" event happened with area Athens, number 1
      And Sparta sees Athenian archers at strength 2 in Athens
      And Sparta sees 1 hidden Athens block in Athens
      And the pending decision is "battle_result" for referee

  @5.4.2
  Rule: 5.4.2 a moving group may join the assault on a siege begun earlier

    @5.4.2.if.own-siege @5.4.2.if.ends-there @5.4.2.in.land
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

    @5.4.2.if.own-siege @5.4.2.if.ends-there @5.4.2.in.sea @5.4.2.in.carried @5.3-d @5.3-d.in.cargo
    Scenario: A fleet that forced-sails into its side's siege brings its cargo into the siege too
      Given the "fleet-rolls" reading of erratum 5.3-b-cargo
      And Athens has besieged Sparta since an earlier season
      And Athenian hoplites are in Sparta
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
      Then Athenian fleet joined the siege of Sparta
      And Athenian archers joined the siege of Sparta
      And Athenian archers are in Sparta

    @5.4.2.unless.ends-there
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

    @5.4.2.unless.own-siege
    Scenario: Blocks entering a city-state with no siege of theirs engage instead of joining
      Given it is Sparta's action phase
      And Plataean hoplites are in Plataea
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      And Sparta ends the action
      Then Theban hoplites engage the enemy in Plataea
      And no "joined_siege" event happened

    @5.4.2.in.sea @5.4.2.in.carried
    Scenario: A fleet and the block it carries join the siege of a port
      Given Athens has besieged Megara since an earlier season
      And Athenian hoplites are in Megara
      And Megarian hoplites are besieged in Megara
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      Then Athenian fleet joined the siege of Megara
      And Athenian archers joined the siege of Megara
      And Athenian archers are among the besiegers of Megara

    @5.4.2.in.extra-area @5.3-d
    Scenario: A block that takes its extra area into its side's siege joins it
      Given Athens has besieged Megara since an earlier season
      And Athenian archers are in Megara
      And Megarian hoplites are besieged in Megara
      And Athenian hoplites are in Thebes
      And the dice will roll 5
      When Athens maneuvers the group in Thebes
      And Athens moves Athenian hoplites to Plataea
      And Athens moves Athenian hoplites to Athens
      And Athens forced-marches Athenian hoplites to Megara
      And Athens ends the action
      And Athens takes the extra area for Athenian hoplites
      Then Athenian hoplites are in Megara
      And Athenian hoplites joined the siege of Megara
      And Athenian hoplites do not engage the enemy in Megara

    @5.4.2.in.fresh-siege
    Scenario: A block joins a siege begun this season
      Given it is Sparta's action phase
      And Sparta began the siege of Plataea this season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      And Sparta ends the action
      Then Theban hoplites joined the siege of Plataea
      And Theban hoplites are among the besiegers of Plataea
