@hellenes
Feature: 5.1 Land movement
  Land movement is free except for neutral areas and besieged blocks; fleets
  may enter coastal land areas only and stop there; terrain changes nothing.

  Background:
    Given Hellenes in Spring on the partial map
    And it is Athens's action phase

  @5.1-neutral
  Rule: 5.1 no block enters a neutral area

    Scenario: A land block may not enter neutral Argos
      Given Athenian hoplites are in Corinth
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Argos
      Then the action is refused citing rule 5.1-neutral
      And Athenian hoplites are in Corinth
      And moving Athenian hoplites to Argos is not a legal action

    Scenario: A land block may enter the area next to the neutral one
      Given Athenian hoplites are in Corinth
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Arcadia
      And Athens ends the action
      Then Athenian hoplites are in Arcadia

    Scenario: A fleet may not put in at a neutral coast
      Given Athenian fleet is in Myrtoan Sea
      When Athens maneuvers the group in Myrtoan Sea
      And Athens moves Athenian fleet to Argos
      Then the action is refused citing rule 5.1-neutral
      And Athenian fleet is in Myrtoan Sea

  @5.1-besieged
  Rule: 5.1 besieged blocks do not move by land

    Scenario: A besieged block cannot march out of its city
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      When Athens maneuvers the group in Plataea
      And Athens moves Plataean hoplites to Athens
      Then the action is refused citing rule 5.1-besieged
      And Plataean hoplites are besieged in Plataea
      And moving Plataean hoplites to Athens is not a legal action

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

  @5.1-fleet-coast
  Rule: 5.1 fleets enter coastal land areas only, and stop there

    Scenario: A fleet moves along the coast into the next coastal area and stops
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Megara
      And Athens moves Athenian fleet to Corinth
      Then the action is refused citing rule 5.1-fleet-coast
      And Athenian fleet is in Megara

    Scenario: A fleet may not enter an inland area
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Thebes
      Then the action is refused citing rule 5.1-fleet-coast
      And Athenian fleet is in Athens
      And moving Athenian fleet to Thebes is not a legal action
      And moving Athenian fleet to Megara is a legal action

  @5.1-terrain
  Rule: 5.1 terrain has no effect on movement

    Scenario: Mountainous Arcadia costs no more than any other area
      Given Athenian hoplites are in Corinth
      When Athens maneuvers the group in Corinth
      And Athens moves Athenian hoplites to Arcadia
      And Athens moves Athenian hoplites to Sparta
      And Athens ends the action
      Then Athenian hoplites are in Sparta

    Scenario: Crossing the mountains does not shorten a range of three
      Given Athenian cavalry are in Megara
      When Athens maneuvers the group in Megara
      And Athens moves Athenian cavalry to Corinth
      And Athens moves Athenian cavalry to Arcadia
      And Athens moves Athenian cavalry to Messenia
      And Athens ends the action
      Then Athenian cavalry are in Messenia
