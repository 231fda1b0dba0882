@hellenes
Feature: 5.5 Pillage
  For one action a player pillages an enemy city-state that his blocks
  besiege: the besiegers withdraw to adjacent areas free of enemy blocks,
  prestige is scored (+1, or +2 for Athens or Sparta), the city-state is
  barred for the turn and cannot be pillaged again that year.

  Background:
    Given Hellenes in Summer on the partial map
    And it is Sparta's action phase

  @5.5-a
  Rule: 5.5 one action pillages an enemy city-state under siege

    Scenario: Sparta pillages Plataea, besieged since an earlier season
      Given it is Sparta's action phase with 2 actions
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Spartan hoplites are in Thebes
      And Sparta has gained 1 prestige
      And Plataea is marked pillaged this year
      And Sparta has 1 action left
      And the pending decision is "action" for Sparta

    Scenario: No pillage without a siege
      Given Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes
      Then the action is refused citing rule 5.5-a
      And Spartan hoplites are in Plataea
      And Sparta has gained 0 prestige

    Scenario: No pillage of a city-state of one's own side
      Given Athens has besieged Megara since an earlier season
      And Spartan hoplites are in Megara
      When Sparta pillages Megara, withdrawing Spartan hoplites to Corinth
      Then the action is refused citing rule 5.5-a
      And Spartan hoplites are in Megara

    @5.5-siege-age
    Scenario: A siege begun this season does not allow pillage
      Given Sparta began the siege of Plataea this season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then the action is refused citing rule 5.5-a
      And Spartan hoplites are in Plataea
      And Sparta has gained 0 prestige

    @5.5-siege-age
    Scenario: Under the established reading a fresh siege is refused too
      Given the "established" reading of erratum 5.5-siege-age
      And Sparta began the siege of Plataea this season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then the action is refused citing rule 5.5-a

    @5.5-siege-age
    Scenario: Under the any-siege reading a siege begun this season allows pillage
      Given the "any-siege" reading of erratum 5.5-siege-age
      And Sparta began the siege of Plataea this season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Spartan hoplites are in Thebes
      And Sparta has gained 1 prestige

  @5.5-b
  Rule: 5.5 the whole besieging group withdraws to adjacent areas free of enemy blocks

    Scenario: The besiegers withdraw to two different areas
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes and Theban hoplites to Megara
      Then Spartan hoplites are in Thebes
      And Theban hoplites are in Megara
      And Sparta has gained 1 prestige

    Scenario: No besieger may stay behind
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes
      Then the action is refused citing rule 5.5-b
      And Spartan hoplites are in Plataea
      And Sparta has gained 0 prestige

    @5.0-once
    Scenario: Blocks that joined the siege this turn stay when the group withdraws
      Given it is Sparta's action phase with 2 actions
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      And Sparta ends the action
      And Sparta pillages Plataea, withdrawing Theban hoplites to Megara and Spartan hoplites to Thebes
      Then the action is refused citing rule 5.5-b
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes
      Then Spartan hoplites are in Thebes
      And Theban hoplites are in Plataea
      And Sparta has gained 1 prestige

    Scenario: No withdrawal into an area holding enemy blocks
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Athenian archers are in Megara
      When Sparta pillages Plataea, withdrawing the besiegers to Megara
      Then the action is refused citing rule 5.5-b
      And Spartan hoplites are in Plataea
      And Plataea is not marked pillaged this year

    @5.5-withdrawal-areas
    Scenario: Under the one-area reading the besiegers may not split up
      Given the "one-area" reading of erratum 5.5-withdrawal-areas
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes and Theban hoplites to Megara
      Then the action is refused citing rule 5.5-b
      And Theban hoplites are in Plataea

    @5.5-withdrawal-areas
    Scenario: Under the one-area reading the besiegers withdraw together
      Given the "one-area" reading of erratum 5.5-withdrawal-areas
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Spartan hoplites are in Thebes
      And Theban hoplites are in Thebes

    @5.5-withdrawal-areas
    Scenario: Under the one-or-more reading the besiegers may split up
      Given the "one-or-more" reading of erratum 5.5-withdrawal-areas
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Athens and Theban hoplites to Megara
      Then Spartan hoplites are in Athens
      And Theban hoplites are in Megara

  @5.5-c @5.5-barred-side
  Rule: 5.5 one side may not enter the pillaged city-state for the rest of the turn

    Scenario: The pillager's own blocks may not re-enter the pillaged city-state
      Given it is Sparta's action phase with 2 actions
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Thebes
      When Sparta pillages Plataea, withdrawing the besiegers to Megara
      And Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      Then the action is refused citing rule 5.5-c
      And Theban hoplites are in Thebes
      And moving Theban hoplites to Plataea is not a legal action

    Scenario: Under the pillager reading the pillager is barred
      Given the "pillager" reading of erratum 5.5-barred-side
      And Plataea was pillaged by Sparta this turn
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      Then the action is refused citing rule 5.5-c

    Scenario: Under the pillager reading the owner may enter
      Given it is Athens's action phase
      And Plataea was pillaged by Sparta this turn
      And Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens ends the action
      Then Athenian hoplites are in Plataea

    Scenario: Under the owner reading the owner's blocks are barred
      Given the "owner" reading of erratum 5.5-barred-side
      And it is Athens's action phase
      And Plataea was pillaged by Sparta this turn
      And Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      Then the action is refused citing rule 5.5-c
      And Athenian hoplites are in Athens

    Scenario: Under the owner reading the pillager may enter
      Given the "owner" reading of erratum 5.5-barred-side
      And it is Sparta's action phase with 2 actions
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Thebes
      When Sparta pillages Plataea, withdrawing the besiegers to Megara
      And Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      And Sparta ends the action
      Then Theban hoplites are in Plataea

  @5.5-d
  Rule: 5.5 a pillage scores +1 prestige, +2 for Athens or Sparta

    Scenario: Pillaging Athens scores two
      Given Sparta has besieged Athens since an earlier season
      And Spartan hoplites are in Athens
      And Athenian hoplites are besieged in Athens
      When Sparta pillages Athens, withdrawing the besiegers to Thebes
      Then Sparta has gained 2 prestige
      And Athens has gained 0 prestige
      And Athens is marked pillaged this year

    Scenario: Pillaging Sparta scores two
      Given it is Athens's action phase
      And Athens has besieged Sparta since an earlier season
      And Athenian hoplites are in Sparta
      When Athens pillages Sparta, withdrawing the besiegers to Messenia
      Then Athens has gained 2 prestige
      And Athenian hoplites are in Messenia

    Scenario: Pillaging a lesser city-state scores one
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Sparta has gained 1 prestige

  @5.5-e
  Rule: 5.5 a city-state is pillaged at most once a year

    Scenario: No second pillage of Plataea in one year
      Given Plataea was pillaged earlier this year
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then the action is refused citing rule 5.5-e
      And Spartan hoplites are in Plataea
      And Sparta has gained 0 prestige

    Scenario: A pillage in an earlier year does not bar this year's
      Given Plataea was pillaged in an earlier year
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Plataea is marked pillaged this year
      And Sparta has gained 1 prestige
      And Spartan hoplites are in Thebes

    Scenario: A city-state not yet pillaged this year may be pillaged
      Given Megara was pillaged earlier this year
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Plataea is marked pillaged this year
      And Sparta has gained 1 prestige
