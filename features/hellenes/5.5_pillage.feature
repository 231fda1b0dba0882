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
      And a "withdrew" event happened with block Spartan hoplites, from Plataea, to Thebes

    Scenario: A siege held by the other side elsewhere leaves one's own pillage open
      Given Athens has besieged Megara since an earlier season
      And Athenian hoplites are in Megara
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Spartan hoplites are in Thebes
      And Sparta has gained 1 prestige
      And Plataea is marked pillaged this year
      And Megara is not marked pillaged this year

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

    Scenario: No pillage of one's own city-state, even where one besieges it
      Given Sparta has besieged Megara since an earlier season
      And Spartan hoplites are in Megara
      And Athenian hoplites are besieged in Megara
      When Sparta pillages Megara, withdrawing Spartan hoplites to Corinth
      Then the action is refused citing rule 5.5-a
      And Spartan hoplites are in Megara

    @5.0-once
    Scenario: Besiegers who all arrived this turn have no siege group to pillage with
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Spartan hoplites have already moved this turn
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes
      Then the action is refused citing rule 5.5-a
      And Spartan hoplites are in Plataea

    @5.5-siege-age
    Scenario: A siege begun this season does not allow pillage
      Given the "established" reading of erratum 5.5-siege-age
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
      Given the "one-or-more" reading of erratum 5.5-withdrawal-areas
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

    Scenario: A land block does not withdraw to sea
      Given Sparta has besieged Athens since an earlier season
      And Spartan hoplites are in Athens
      When Sparta pillages Athens, withdrawing Spartan hoplites to Saronic Gulf
      Then the action is refused citing rule 5.5-b
      And Spartan hoplites are in Athens

    Scenario Outline: A besieging fleet withdraws to an adjacent sea or coast (<area>)
      Given Sparta has besieged Athens since an earlier season
      And Corinthian fleet is in Athens
      When Sparta pillages Athens, withdrawing Corinthian fleet to <area>
      Then Corinthian fleet is in <area>
      And Sparta has gained 2 prestige

      Examples:
        | area         |
        | Saronic Gulf |
        | Megara       |

    Scenario: A besieging fleet does not withdraw to an inland area
      Given Sparta has besieged Athens since an earlier season
      And Corinthian fleet is in Athens
      When Sparta pillages Athens, withdrawing Corinthian fleet to Plataea
      Then the action is refused citing rule 5.5-b
      And Corinthian fleet is in Athens

    Scenario: The besiegers may withdraw into an area held by friendly blocks
      Given it is Athens's action phase
      And Athens has besieged Megara since an earlier season
      And Athenian hoplites are in Megara
      And Athenian archers are in Plataea
      When Athens pillages Megara, withdrawing the besiegers to Plataea
      Then Athenian hoplites are in Plataea
      And Athens has gained 1 prestige

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
      Given the "pillager" reading of erratum 5.5-barred-side
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
      Given the "pillager" reading of erratum 5.5-barred-side
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

    Scenario: A pillage adds its prestige to what the side already has
      Given the position's markers:
        | marker   | value                      |
        | prestige | {"Athens": 1, "Sparta": 3} |
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then the state's prestige is {"Athens": 1, "Sparta": 4}

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

    Scenario: The year of the pillage is the position's year
      Given the position's situation:
        | key  | value |
        | year | 431   |
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Plataea is marked pillaged this year
      And the state's year is 431

    Scenario: A pillage in an earlier year does not bar this year's
      Given Plataea was pillaged in an earlier year
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Plataea is marked pillaged this year
      And the state's pillaged_earlier_years are ["Plataea"]
      And Sparta has gained 1 prestige
      And Spartan hoplites are in Thebes

    Scenario: A city-state not yet pillaged this year may be pillaged
      Given Megara was pillaged earlier this year
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Plataea is marked pillaged this year
      And Sparta has gained 1 prestige
