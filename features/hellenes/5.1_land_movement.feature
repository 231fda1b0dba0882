@hellenes
Feature: 5.1 Land movement
  Land movement is free except for neutral areas and besieged blocks; fleets
  may enter coastal land areas only and stop there; terrain changes nothing.

  Background:
    Given Hellenes in Spring on the partial map
    And it is Athens's action phase

  @5.1-neutral
  Rule: 5.1 no block enters a neutral area

    @5.1-neutral.if.neutral @5.1-neutral.in.maneuver
    Scenario: A land block may not enter neutral Argos
      Given Athenian hoplites are in Corinth
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Argos
      Then the action is refused citing rule 5.1-neutral
      And Athenian hoplites are in Corinth
      And moving Athenian hoplites to Argos is not a legal action

    @5.1-neutral.unless.neutral @5.1-neutral.in.maneuver
    Scenario: A land block may enter the area next to the neutral one
      Given Athenian hoplites are in Corinth
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Arcadia
      And Athens ends the action
      Then Athenian hoplites are in Arcadia

    @5.1-neutral.unless.neutral @5.1-neutral.in.maneuver
    Scenario: A land block may enter the area next to the neutral one, besieged left out: blocks the position does not say are besieged are not
      Given Athenian hoplites are in Corinth
      And the position leaves out the default "besieged" of block pieces
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Arcadia
      And Athens ends the action
      Then Athenian hoplites are in Arcadia
      And Athens has 0 actions left

    @5.1-neutral.unless.neutral @5.1-neutral.in.maneuver
    Scenario: A land block may enter the area next to the neutral one, season left out: a position that names no season is in Spring
      Given Athenian hoplites are in Corinth
      And the position leaves out the default "season" of the situation
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Arcadia
      And Athens ends the action
      Then Athenian hoplites are in Arcadia
      And Athens has 0 actions left

    @5.1-neutral.unless.neutral @5.1-neutral.in.maneuver
    Scenario: A land block may enter the area next to the neutral one, actions left out: a position that does not say how many actions are left has one
      Given Athenian hoplites are in Corinth
      And the position leaves out the default "actions" of the situation
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Arcadia
      And Athens ends the action
      Then Athenian hoplites are in Arcadia
      And Athens has 0 actions left

    @5.1-neutral.in.later-step
    Scenario: A neutral area is barred as a later step of the move too
      Given Athenian hoplites are in Megara
      When Athens maneuvers the group in Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens moves Athenian hoplites to Argos
      Then the action is refused citing rule 5.1-neutral
      And Athenian hoplites are in Corinth
      And moving Athenian hoplites to Arcadia is a legal action

    @5.1-neutral.in.muster
    Scenario: A mustering block may not step into a neutral area
      Given it is Sparta's action phase
      And Macedonian cavalry are in Corinth
      When Sparta musters in Sparta
      And Sparta moves Macedonian cavalry to Argos
      Then the action is refused citing rule 5.1-neutral
      And Macedonian cavalry are in Corinth
      And moving Macedonian cavalry to Arcadia is a legal action

    @5.1-neutral.in.fleet-from-sea
    Scenario: A fleet may not put in at a neutral coast
      Given Athenian fleet is in Myrtoan Sea
      When Athens maneuvers the group in Myrtoan Sea
      And Athens moves Athenian fleet to Argos
      Then the action is refused citing rule 5.1-neutral
      And Athenian fleet is in Myrtoan Sea
      And moving Athenian fleet to Argos is not a legal action

    @5.1-neutral.in.fleet-along-coast
    Scenario: A fleet may not move along the coast into a neutral area
      Given Athenian fleet is in Corinth
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian fleet to Argos
      Then the action is refused citing rule 5.1-neutral
      And Athenian fleet is in Corinth

    @5.1-neutral.in.forced-march
    Scenario: A forced march may not be declared into a neutral area
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Argos
      Then the action is refused citing rule 5.1-neutral
      And Athenian hoplites are in Corinth
      And forced-marching Athenian hoplites to Arcadia is a legal action

    @5.1-neutral.in.withdrawal @5.5-b @5.5-b.in.neutral
    Scenario: Besiegers may not withdraw into a neutral area after a Pillage
      Given Athens has besieged Corinth since an earlier season
      And Athenian hoplites are in Corinth
      When Athens pillages Corinth, withdrawing the besiegers to Argos
      Then the action is refused citing rule 5.1-neutral or rule 5.5-b
      And Athenian hoplites are in Corinth
      And Corinth is not marked pillaged this year

    @5.1-neutral.in.neutral-sea
    Scenario: The neutral-area ban binds movement by land: a fleet sails into a sea area the position marks neutral
      Given Thermaic Gulf is a neutral sea area
      And Athenian fleet is in Aegean Sea
      When Athens maneuvers the group in Aegean Sea
      Then moving Athenian fleet to Thermaic Gulf is a legal action
      When Athens moves Athenian fleet to Thermaic Gulf
      And Athens ends the action
      Then Athenian fleet is in Thermaic Gulf

    @5.1-neutral.in.neutral-sea @5.5-b @5.5-b.in.fleet @5.5-a
    Scenario: The neutral-area ban binds movement by land: besiegers' fleet withdraws into a sea area the position marks neutral
      Given it is Athens's action phase
      And Thermaic Gulf is a neutral sea area
      And Athens has besieged Potidaea since an earlier season
      And Athenian fleet is in Potidaea
      When Athens pillages Potidaea, withdrawing Athenian fleet to Thermaic Gulf
      Then Athenian fleet is in Thermaic Gulf
      And Athens has gained 1 prestige

  @5.1-besieged
  Rule: 5.1 besieged blocks do not move by land

    @5.1-besieged.if.besieged @5.1-besieged.in.maneuver
    Scenario: A besieged block cannot march out of its city
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      When Athens maneuvers the group in Plataea
      And Athens moves Plataean hoplites to Athens
      Then the action is refused citing rule 5.1-besieged
      And Plataean hoplites are besieged in Plataea
      And moving Plataean hoplites to Athens is not a legal action

    @5.1-besieged.unless.besieged
    Scenario: A block in its city-state with no siege marches out
      Given Plataean hoplites are in Plataea
      When Athens maneuvers the group in Plataea
      And Athens moves Plataean hoplites to Athens
      And Athens ends the action
      Then Plataean hoplites are in Athens

    @5.1-besieged.unless.besieged
    Scenario: The besiegers themselves move by land
      Given it is Sparta's action phase
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      When Sparta maneuvers the group in Plataea
      And Sparta moves Spartan hoplites to Thebes
      And Sparta ends the action
      Then Spartan hoplites are in Thebes
      And Plataean hoplites are besieged in Plataea

    @5.1-besieged.in.muster
    Scenario: A besieged block cannot march out to a Muster
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      When Athens musters in Athens
      And Athens moves Plataean hoplites to Athens
      Then the action is refused citing rule 5.1-besieged
      And Plataean hoplites are besieged in Plataea

    @5.1-besieged.in.carried
    Scenario: A besieged block is carried out to sea by a besieged fleet
      Given it is Sparta's action phase
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Potidaean fleet is besieged in Potidaea
      And Megarian hoplites are besieged in Potidaea
      When Sparta maneuvers the group in Potidaea
      And Sparta embarks Megarian hoplites on Potidaean fleet at strength 1
      And Sparta moves Potidaean fleet to Thermaic Gulf
      And Sparta ends the action
      Then Potidaean fleet is in Thermaic Gulf
      And Megarian hoplites are in Thermaic Gulf
      And Megarian hoplites have strength 1

    @5.1-besieged.in.fresh-siege
    Scenario: Blocks shut up by a siege begun this season do not march out either
      Given Sparta began the siege of Plataea this season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      When Athens maneuvers the group in Plataea
      And Athens moves Plataean hoplites to Athens
      Then the action is refused citing rule 5.1-besieged
      And Plataean hoplites are besieged in Plataea

  @5.1-fleet-coast
  Rule: 5.1 fleets enter coastal land areas only, and stop there

    @5.1-fleet-coast.if.coastal @5.1-fleet-coast.if.land-area @5.1-fleet-coast.in.along-coast
    Scenario: A fleet moves along the coast into the next coastal area and stops
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Megara
      And Athens moves Athenian fleet to Corinth
      Then the action is refused citing rule 5.1-fleet-coast
      And Athenian fleet is in Megara
      And moving Athenian fleet to Gulf of Corinth is not a legal action

    @5.1-fleet-coast.unless.coastal
    Scenario: A fleet may not enter an inland area
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Thebes
      Then the action is refused citing rule 5.1-fleet-coast
      And Athenian fleet is in Athens
      And moving Athenian fleet to Thebes is not a legal action
      And moving Athenian fleet to Megara is a legal action

    @5.1-fleet-coast.unless.land-area @5.1-fleet-coast.in.start-ashore
    Scenario: A fleet that leaves its port for the sea sails on
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens ends the action
      Then Athenian fleet is in Myrtoan Sea

    @5.1-fleet-coast.in.carrying @5.2.1-b
    Scenario: A fleet carrying a block along the coast stops with it
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Megara
      And Athens moves Athenian fleet to Corinth
      Then the action is refused citing rule 5.1-fleet-coast
      When Athens moves Athenian archers to Corinth
      Then the action is refused citing rule 5.2.1-b
      And Athenian fleet is in Megara
      And Athenian archers are in Megara

    @5.1-fleet-coast.in.muster @5.0-muster
    Scenario: A mustering fleet may not put in at a coast short of the city-state
      Given Athenian fleet is in Saronic Gulf
      When Athens musters in Athens
      And Athens tries to end the Muster after moving Athenian fleet to Megara
      Then the action is refused citing rule 5.0-muster or rule 5.1-fleet-coast
      And the pending decision is "movement" for Athens
      And Athenian fleet has not moved this turn

    @5.1-fleet-coast.in.withdrawal @5.5-b @5.5-b.in.fleet-inland
    Scenario: A besieging fleet does not withdraw to an inland area
      Given it is Sparta's action phase
      And Sparta has besieged Athens since an earlier season
      And Corinthian fleet is in Athens
      When Sparta pillages Athens, withdrawing Corinthian fleet to Plataea
      Then the action is refused citing rule 5.1-fleet-coast or rule 5.5-b
      And Corinthian fleet is in Athens

  @5.1-terrain
  Rule: 5.1 terrain has no effect on movement

    @5.1-terrain.in.maneuver
    Scenario: Mountainous Arcadia costs no more than any other area
      Given Athenian hoplites are in Corinth
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Arcadia
      And Athens moves Athenian hoplites to Sparta
      And Athens ends the action
      Then Athenian hoplites are in Sparta

    @5.1-terrain.in.long-range
    Scenario: Crossing the mountains does not shorten a range of three
      Given Athenian cavalry are in Megara
      When Athens maneuvers the group in Megara
      And Athens moves Athenian cavalry to Corinth
      And Athens moves Athenian cavalry to Arcadia
      And Athens moves Athenian cavalry to Messenia
      And Athens ends the action
      Then Athenian cavalry are in Messenia

    @5.1-terrain.in.muster
    Scenario: A mustering block crosses the mountains like any other area
      Given it is Sparta's action phase
      And Corinthian hoplites are in Corinth
      When Sparta musters in Sparta
      And Sparta moves Corinthian hoplites to Arcadia
      And Sparta moves Corinthian hoplites to Sparta
      And Sparta ends the action
      Then Corinthian hoplites are in Sparta

    @5.1-terrain.in.forced-march @5.3-d
    Scenario: A forced march into the mountains is rolled like any other
      Given Athenian hoplites are in Athens
      And the dice will roll 5
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Arcadia
      And Athens ends the action
      Then the forced march of Athenian hoplites succeeded
      When Athens takes the extra area for Athenian hoplites
      Then Athenian hoplites are in Arcadia
