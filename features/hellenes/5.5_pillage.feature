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

    @5.5-a.if.enemy-city-state @5.5-a.if.own-siege @5.5-a.if.established @5.5-a.if.group-from-start
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

    Scenario: A pillage names a city-state on the map and sends blocks on the map to areas on the map
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta takes the action {"type": "pillage", "city_state": "Atlantis", "withdraw": {"Spartan hoplites": "Thebes"}}
      Then the action is refused by the contract as malformed-action
      When Sparta takes the action {"type": "pillage", "city_state": ["Plataea"], "withdraw": {"Spartan hoplites": "Thebes"}}
      Then the action is refused by the contract as malformed-action
      When Sparta takes the action {"type": "pillage", "city_state": "Plataea", "withdraw": []}
      Then the action is refused by the contract as malformed-action
      When Sparta takes the action {"type": "pillage", "city_state": "Plataea", "withdraw": {"Atlantean hoplites": "Thebes"}}
      Then the action is refused by the contract as malformed-action
      When Sparta takes the action {"type": "pillage", "city_state": "Plataea", "withdraw": {"Spartan hoplites": "Atlantis"}}
      Then the action is refused by the contract as malformed-action
      And Spartan hoplites are in Plataea
      And Sparta has gained 0 prestige

    Scenario: A pillage withdraws none of the other side's blocks
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Athenian hoplites are in Athens
      When Sparta takes the action {"type": "pillage", "city_state": "Plataea", "withdraw": {"Spartan hoplites": "Thebes", "Athenian hoplites": "Megara"}}
      Then the action is refused by the contract as out-of-place
      And Spartan hoplites are in Plataea
      And Athenian hoplites are in Athens

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

    @5.5-a.unless.own-siege
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

    @5.5-a.unless.enemy-city-state
    Scenario: No pillage of one's own city-state, even where one besieges it
      Given Sparta has besieged Megara since an earlier season
      And Spartan hoplites are in Megara
      And Athenian hoplites are besieged in Megara
      When Sparta pillages Megara, withdrawing Spartan hoplites to Corinth
      Then the action is refused citing rule 5.5-a
      And Spartan hoplites are in Megara

    @5.0-once @5.5-a.unless.group-from-start @5.5-b
    Scenario: Besiegers who all arrived this turn have no siege group to pillage with
      Given the "start-of-turn" reading of erratum 5.5-siege-group
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Spartan hoplites have already moved this turn
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes
      Then the action is refused citing rule 5.5-a
      And Spartan hoplites are in Plataea

    @5.5-siege-age @5.5-a.unless.established
    Scenario: A siege begun this season does not allow pillage
      Given the "established" reading of erratum 5.5-siege-age
      Given Sparta began the siege of Plataea this season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then the action is refused citing rule 5.5-a
      And Spartan hoplites are in Plataea
      And Sparta has gained 0 prestige


    @5.5-siege-age @5.5-a.unless.established
    Scenario: A position that leaves the siege-age erratum out asks for an established siege, so a fresh one allows no pillage
      Given the default reading of erratum 5.5-siege-age, left out of the position
      And Sparta began the siege of Plataea this season
      And Spartan hoplites are in Plataea
      And Plataean hoplites are besieged in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then the action is refused citing rule 5.5-a
      And Spartan hoplites are in Plataea
      And Sparta has gained 0 prestige

    @5.5-siege-age @5.5-a.in.established-reading
    Scenario: Under the established reading a fresh siege is refused too
      Given the "established" reading of erratum 5.5-siege-age
      And Sparta began the siege of Plataea this season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then the action is refused citing rule 5.5-a

    @5.5-siege-age @5.5-a.in.any-siege
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

    @5.5-b.if.whole-group @5.5-b.if.no-enemy @5.5-b.if.adjacent @5.5-b.in.several-areas
    Scenario: The besiegers withdraw to two different areas
      Given the "one-or-more" reading of erratum 5.5-withdrawal-areas
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes and Theban hoplites to Megara
      Then Spartan hoplites are in Thebes
      And Theban hoplites are in Megara
      And Sparta has gained 1 prestige


    @5.5-withdrawal-areas @5.5-b.in.several-areas
    Scenario: A position that leaves the withdrawal erratum out lets the besiegers split over two areas
      Given the default reading of erratum 5.5-withdrawal-areas, left out of the position
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes and Theban hoplites to Megara
      Then Spartan hoplites are in Thebes
      And Theban hoplites are in Megara
      And Sparta has gained 1 prestige

    @5.5-b.unless.whole-group
    Scenario: No besieger may stay behind
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes
      Then the action is refused citing rule 5.5-b
      And Spartan hoplites are in Plataea
      And Sparta has gained 0 prestige

    @5.0-once @5.5-b.in.joined-this-turn @5.5-siege-group @5.5-a @5.5-a.in.later-action
    Scenario: Blocks that joined the siege this turn stay when the group withdraws
      Given the "start-of-turn" reading of erratum 5.5-siege-group
      And it is Sparta's action phase with 2 actions
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      And Sparta ends the action
      And Sparta pillages Plataea, withdrawing Theban hoplites to Megara and Spartan hoplites to Thebes
      Then the action is refused citing rule 5.5-b or rule 5.0-once
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes
      Then Spartan hoplites are in Thebes
      And Theban hoplites are in Plataea
      And Sparta has gained 1 prestige


    @5.0-once @5.5-b.in.joined-this-turn @5.5-siege-group @5.5-a @5.5-a.in.later-action
    Scenario: A position that leaves the siege-group erratum out withdraws only the besiegers of the turn's start
      Given the default reading of erratum 5.5-siege-group, left out of the position
      And it is Sparta's action phase with 2 actions
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      And Sparta ends the action
      And Sparta pillages Plataea, withdrawing Theban hoplites to Megara and Spartan hoplites to Thebes
      Then the action is refused citing rule 5.5-b or rule 5.0-once
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes
      Then Spartan hoplites are in Thebes
      And Theban hoplites are in Plataea
      And Sparta has gained 1 prestige

    @5.5-b.unless.no-enemy
    Scenario: No withdrawal into an area holding enemy blocks
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Athenian archers are in Megara
      When Sparta pillages Plataea, withdrawing the besiegers to Megara
      Then the action is refused citing rule 5.5-b
      And Spartan hoplites are in Plataea
      And Plataea is not marked pillaged this year

    @5.5-b.in.land-to-sea @5.2-sea @5.2-sea.in.withdrawal
    Scenario: A land block does not withdraw to sea
      Given Sparta has besieged Athens since an earlier season
      And Spartan hoplites are in Athens
      When Sparta pillages Athens, withdrawing Spartan hoplites to Saronic Gulf
      Then the action is refused citing rule 5.2-sea or rule 5.5-b
      And Spartan hoplites are in Athens

    @5.5-b.in.land-to-sea @5.2-sea @5.2-sea.in.withdrawal
    Scenario: A land block does not withdraw to sea even where the map calls the border a land border
      Given Athens and Saronic Gulf are joined only by a land border
      And Sparta has besieged Athens since an earlier season
      And Spartan hoplites are in Athens
      When Sparta pillages Athens, withdrawing Spartan hoplites to Saronic Gulf
      Then the action is refused citing rule 5.2-sea or rule 5.5-b
      And Spartan hoplites are in Athens
      And Athens is not marked pillaged this year

    @5.5-b.in.land-to-sea @5.2-sea @5.2-sea.in.withdrawal
    Scenario: Besiegers do not withdraw on foot into a land area joined to the city-state only across the water
      Given it is Athens's action phase
      And Potidaea and Chalcidice are joined only by a sea border
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      When Athens pillages Potidaea, withdrawing the besiegers to Chalcidice
      Then the action is refused citing rule 5.2-sea or rule 5.5-b or by the contract as malformed-action
      And Athenian hoplites are in Potidaea
      And Potidaea is not marked pillaged this year

    @5.5-b.in.fleet @5.5-a @5.5-a.in.fleet-besiegers
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

    @5.5-b.in.friendly-area
    Scenario: The besiegers may withdraw into an area held by friendly blocks
      Given it is Athens's action phase
      And Athens has besieged Megara since an earlier season
      And Athenian hoplites are in Megara
      And Athenian archers are in Plataea
      When Athens pillages Megara, withdrawing the besiegers to Plataea
      Then Athenian hoplites are in Plataea
      And Athens has gained 1 prestige

    @5.5-withdrawal-areas @5.5-b.in.one-area
    Scenario: Under the one-area reading the besiegers may not split up
      Given the "one-area" reading of erratum 5.5-withdrawal-areas
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes and Theban hoplites to Megara
      Then the action is refused citing rule 5.5-b
      And Theban hoplites are in Plataea

    @5.5-withdrawal-areas @5.5-b.in.one-area
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

    @5.5-b.in.whole-siege @5.5-siege-group
    Scenario: Under the whole-siege reading the blocks that joined the siege this turn withdraw too
      Given the "one-or-more" reading of erratum 5.5-withdrawal-areas
      And the "whole-siege" reading of erratum 5.5-siege-group
      And it is Sparta's action phase with 2 actions
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      And Sparta ends the action
      And Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes
      Then the action is refused citing rule 5.5-b
      When Sparta pillages Plataea, withdrawing Theban hoplites to Megara and Spartan hoplites to Thebes
      Then Spartan hoplites are in Thebes
      And Theban hoplites are in Megara
      And Sparta has gained 1 prestige

    @5.5-b.unless.adjacent
    Scenario: No withdrawal into an area that is not adjacent
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Corinth
      Then the action is refused citing rule 5.5-b or by the contract as malformed-action
      And Spartan hoplites are in Plataea
      And Sparta has gained 0 prestige

    @5.5-b.in.besieged-enemies
    Scenario: No withdrawal into an area where enemy blocks are shut up in the city
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Sparta has besieged Athens since an earlier season
      And Corinthian hoplites are in Athens
      And Athenian hoplites are besieged in Athens
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Athens
      Then the action is refused citing rule 5.5-b
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing Spartan hoplites to Thebes
      Then Spartan hoplites are in Thebes

  @5.5-c @5.5-barred-side
  Rule: 5.5 one side may not enter the pillaged city-state for the rest of the turn

    @5.5-c.if.pillaged-this-turn @5.5-c.if.barred-side @5.5-c.in.later-action
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

    @5.5-c.in.pillager
    Scenario: Under the pillager reading the pillager is barred
      Given the "pillager" reading of erratum 5.5-barred-side
      And Plataea was pillaged by Sparta this turn
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      Then the action is refused citing rule 5.5-c


    @5.5-c.in.pillager @5.5-barred-side
    Scenario: A position that leaves the barred-side erratum out bars the pillager from the city-state it pillaged
      Given the default reading of erratum 5.5-barred-side, left out of the position
      And Plataea was pillaged by Sparta this turn
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      Then the action is refused citing rule 5.5-c
      And Theban hoplites are in Thebes
      And moving Theban hoplites to Plataea is not a legal action

    @5.5-c.unless.barred-side
    Scenario: Under the pillager reading the owner may enter
      Given the "pillager" reading of erratum 5.5-barred-side
      Given it is Athens's action phase
      And Plataea was pillaged by Sparta this turn
      And Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      And Athens ends the action
      Then Athenian hoplites are in Plataea

    @5.5-c.in.owner
    Scenario: Under the owner reading the owner's blocks are barred
      Given the "owner" reading of erratum 5.5-barred-side
      And it is Athens's action phase
      And Plataea was pillaged by Sparta this turn
      And Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Plataea
      Then the action is refused citing rule 5.5-c
      And Athenian hoplites are in Athens

    @5.5-c.in.owner
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

    @5.5-c.unless.pillaged-this-turn
    Scenario: A city-state pillaged earlier in the year but not this turn is open
      Given Plataea was pillaged earlier this year
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      And Sparta ends the action
      Then Theban hoplites are in Plataea

    @5.5-c.in.passing
    Scenario: A barred city-state may not be crossed either
      Given the "pillager" reading of erratum 5.5-barred-side
      And Plataea was pillaged by Sparta this turn
      And Theban hoplites are in Thebes
      When Sparta maneuvers the group in Thebes
      And Sparta moves Theban hoplites to Plataea
      Then the action is refused citing rule 5.5-c
      And Theban hoplites are in Thebes
      When Sparta moves Theban hoplites to Athens
      And Sparta moves Theban hoplites to Megara
      And Sparta ends the action
      Then Theban hoplites are in Megara

    @5.5-c.in.muster
    Scenario: A mustering block may not pass through a barred city-state
      Given the "pillager" reading of erratum 5.5-barred-side
      And Plataea was pillaged by Sparta this turn
      And Theban hoplites are in Thebes
      When Sparta musters in Megara
      And Sparta moves Theban hoplites to Plataea
      Then the action is refused citing rule 5.5-c
      And Theban hoplites are in Thebes
      And moving Theban hoplites to Megara is a legal action

    @5.5-c.in.muster @5.0-muster
    Scenario: A mustering block may not set out on a way through a city-state barred to it
      Given it is Athens's action phase
      And Athenian cavalry are in Arcadia
      And Megara was pillaged by Athens this turn
      When Athens musters in Athens
      And Athens tries to end the Muster after moving Athenian cavalry to Corinth
      Then the action is refused citing rule 5.0-muster or rule 5.5-c
      And the pending decision is "movement" for Athens
      And Athenian cavalry have not moved this turn

    @5.5-c.in.fleet
    Scenario: A fleet may not sail into a barred port
      Given the "pillager" reading of erratum 5.5-barred-side
      And it is Athens's action phase
      And Megara was pillaged by Athens this turn
      And Athenian fleet is in Saronic Gulf
      When Athens maneuvers the group in Saronic Gulf
      And Athens moves Athenian fleet to Megara
      Then the action is refused citing rule 5.5-c
      And Athenian fleet is in Saronic Gulf
      And moving Athenian fleet to Athens is a legal action

    @5.5-c.in.forced-march
    Scenario: A forced march may not be declared into a barred city-state
      Given the "pillager" reading of erratum 5.5-barred-side
      And it is Athens's action phase
      And Megara was pillaged by Athens this turn
      And Athenian hoplites are in Thebes
      When Athens maneuvers the group in Thebes
      And Athens moves Athenian hoplites to Plataea
      And Athens moves Athenian hoplites to Athens
      And Athens forced-marches Athenian hoplites to Megara
      Then the action is refused citing rule 5.5-c
      And Athenian hoplites are in Athens
      And forced-marching Athenian hoplites to Megara is not a legal action

    @5.5-c.in.extra-area @5.3-d
    Scenario: A forced march declared before the pillage does not take its extra area into the pillaged city-state
      Given the "pillager" reading of erratum 5.5-barred-side
      And it is Sparta's action phase with 2 actions
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      And Corinthian hoplites are in Corinth
      And the dice will roll 6
      When Sparta maneuvers the group in Corinth
      And Sparta moves Corinthian hoplites to Megara
      And Sparta moves Corinthian hoplites to Thebes
      And Sparta forced-marches Corinthian hoplites to Plataea
      And Sparta ends the action
      And Sparta pillages Plataea, withdrawing the besiegers to Athens
      Then the forced march of Corinthian hoplites succeeded
      And the pending decision is "forced_march" for Sparta
      When Sparta takes the extra area for Corinthian hoplites
      Then the action is refused citing rule 5.5-c
      When Sparta declines the extra area for Corinthian hoplites
      Then Corinthian hoplites are in Thebes
      And no decision is pending

    @5.5-c.in.withdrawal
    Scenario: Besiegers may not withdraw into a city-state pillaged this turn
      Given the "pillager" reading of erratum 5.5-barred-side
      And Plataea was pillaged by Sparta this turn
      And Sparta has besieged Athens since an earlier season
      And Spartan hoplites are in Athens
      When Sparta pillages Athens, withdrawing the besiegers to Plataea
      Then the action is refused citing rule 5.5-c
      And Spartan hoplites are in Athens
      When Sparta pillages Athens, withdrawing the besiegers to Thebes
      Then Spartan hoplites are in Thebes
      And Sparta has gained 2 prestige

  @5.5-d
  Rule: 5.5 a pillage scores +1 prestige, +2 for Athens or Sparta

    @5.5-d.if.great-city @5.5-d.in.athens @5.5-d.in.pillager
    Scenario: Pillaging Athens scores two
      Given Sparta has besieged Athens since an earlier season
      And Spartan hoplites are in Athens
      And Athenian hoplites are besieged in Athens
      When Sparta pillages Athens, withdrawing the besiegers to Thebes
      Then Sparta has gained 2 prestige
      And Athens has gained 0 prestige
      And Athens is marked pillaged this year

    @5.5-d.in.sparta
    Scenario: Pillaging Sparta scores two
      Given it is Athens's action phase
      And Athens has besieged Sparta since an earlier season
      And Athenian hoplites are in Sparta
      When Athens pillages Sparta, withdrawing the besiegers to Messenia
      Then Athens has gained 2 prestige
      And Athenian hoplites are in Messenia

    @5.5-d.unless.great-city
    Scenario: Pillaging a lesser city-state scores one
      Given Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Sparta has gained 1 prestige

    @5.5-d.in.adds
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

    @5.5-e.if.pillaged-this-year
    Scenario: No second pillage of Plataea in one year
      Given Plataea was pillaged earlier this year
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then the action is refused citing rule 5.5-e
      And Spartan hoplites are in Plataea
      And Sparta has gained 0 prestige

    @5.5-e.in.marks
    Scenario: The year of the pillage is the position's year
      Given the position's situation:
        | key  | value |
        | year | 431   |
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Plataea is marked pillaged this year
      And the state's year is 431

    @5.5-e.unless.pillaged-this-year @5.5-e.in.earlier-year
    Scenario: A pillage in an earlier year does not bar this year's
      Given Plataea was pillaged in an earlier year
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Plataea is marked pillaged this year
      And the state's pillaged_earlier_years are ["Plataea"]
      And Sparta has gained 1 prestige
      And Spartan hoplites are in Thebes

    @5.5-e.in.other-city
    Scenario: A city-state not yet pillaged this year may be pillaged
      Given Megara was pillaged earlier this year
      And Sparta has besieged Plataea since an earlier season
      And Spartan hoplites are in Plataea
      When Sparta pillages Plataea, withdrawing the besiegers to Thebes
      Then Plataea is marked pillaged this year
      And Sparta has gained 1 prestige
