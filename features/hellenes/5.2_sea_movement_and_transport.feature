@hellenes
Feature: 5.2 Sea movement and 5.2.1 sea transport
  Only fleets, and the land block each may carry, move by sea; sea movement
  ends at the first landfall. A fleet carries one Greek land block, weaker
  than itself, that sets out and arrives with it.

  Background:
    Given Hellenes in Spring on the partial map
    And it is Athens's action phase

  @5.2-sea
  Rule: 5.2 only fleets and the blocks they carry move by sea

    @5.2-sea.unless.fleet @5.2-sea.unless.aboard @5.2-sea.in.maneuver
    Scenario: A land block cannot go to sea on its own
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Saronic Gulf
      Then the action is refused citing rule 5.2-sea
      And Athenian hoplites are in Athens
      And moving Athenian hoplites to Saronic Gulf is not a legal action

    @5.2-sea.if.fleet @5.2-sea.in.maneuver
    Scenario: A fleet sails from sea area to sea area
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens ends the action
      Then Athenian fleet is in Myrtoan Sea

    @5.2-sea.if.aboard @5.2.1-b @5.2.1-b.if.before-moving @5.2.1-b.if.same-area
    Scenario: A carried block crosses the sea with its fleet
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Corinth
      And Athens ends the action
      Then Athenian fleet is in Corinth
      And Athenian archers are in Corinth
      And Athenian archers have moved this turn

    @5.2-sea.in.muster
    Scenario: A mustering land block cannot take to the sea on its own
      Given Athenian archers are in Corinth
      When Athens musters in Athens
      And Athens moves Athenian archers to Saronic Gulf
      Then the action is refused citing rule 5.2-sea
      And Athenian archers are in Corinth
      And moving Athenian archers to Megara is a legal action

    @5.2-sea.in.forced-march
    Scenario: A land block may not forced-march into the sea
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Megara
      And Athens moves Athenian hoplites to Corinth
      And Athens forced-marches Athenian hoplites to Gulf of Corinth
      Then the action is refused citing rule 5.2-sea
      And Athenian hoplites are in Corinth
      And forced-marching Athenian hoplites to Gulf of Corinth is not a legal action

    Scenario: Two land areas joined only across the water are no land step: a land block does not cross on its own
      Given it is Sparta's action phase
      And Potidaea and Chalcidice are joined only by a sea border
      And Corinthian hoplites are in Potidaea
      When Sparta maneuvers the group in Potidaea
      Then moving Corinthian hoplites to Chalcidice is not a legal action
      When Sparta moves Corinthian hoplites to Chalcidice
      Then the action is refused citing rule 5.2-sea or by the contract as malformed-action
      And Corinthian hoplites are in Potidaea

    Scenario: A fleet at sea sails only into a sea area it borders
      Given Athenian fleet is in Saronic Gulf
      When Athens maneuvers the group in Saronic Gulf
      And Athens moves Athenian fleet to Ionian Sea
      Then the action is refused by the contract as malformed-action
      And Athenian fleet is in Saronic Gulf

    @5.2-sea.unless.fleet @5.2-sea.unless.aboard @5.2-sea.in.maneuver
    Scenario: A land block that has marched an area may not step into the sea on its own either
      Given Athenian hoplites are in Plataea
      When Athens maneuvers the group in Plataea
      And Athens moves Athenian hoplites to Athens
      And Athens moves Athenian hoplites to Saronic Gulf
      Then the action is refused citing rule 5.2-sea
      And Athenian hoplites are in Athens
      And moving Athenian hoplites to Saronic Gulf is not a legal action

  @5.2-landfall
  Rule: 5.2 sea movement ends on entering a land area

    @5.2-landfall.if.land-area @5.2-landfall.in.fleet
    Scenario: A fleet that comes ashore moves no further
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens moves Athenian fleet to Gulf of Corinth
      Then the action is refused citing rule 5.2-landfall or rule 5.1-fleet-coast
      And Athenian fleet is in Megara
      And moving Athenian fleet to Gulf of Corinth is not a legal action

    @5.2-landfall.unless.land-area
    Scenario: A fleet that sails into another sea area keeps sailing
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens ends the action
      Then Athenian fleet is in Saronic Gulf

    Scenario: A fleet at sea may sail on or put in
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      Then moving Athenian fleet to Myrtoan Sea is a legal action
      And moving Athenian fleet to Megara is a legal action

    @5.2-landfall.in.open-coast
    Scenario: A fleet that comes ashore on an open coast moves no further
      Given Athenian fleet is in Ionian Sea
      When Athens maneuvers the group in Ionian Sea
      And Athens moves Athenian fleet to Messenia
      And Athens moves Athenian fleet to Sparta
      Then the action is refused citing rule 5.2-landfall or rule 5.1-fleet-coast
      And Athenian fleet is in Messenia

    @5.2-landfall.in.muster
    Scenario: A mustering fleet that comes ashore in the city-state stays there
      Given Athenian fleet is in Myrtoan Sea
      When Athens musters in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Athens
      And Athens moves Athenian fleet to Saronic Gulf
      Then the action is refused citing rule 5.2-landfall or rule 5.1-fleet-coast or rule 5.0-muster
      And Athenian fleet is in Athens

    @5.2-landfall.if.land-area @5.2-landfall.in.fleet @5.3-a
    Scenario: A fleet that came ashore at the end of its range declares no forced sail on
      Given Athenian fleet is in Messenia
      When Athens maneuvers the group in Messenia
      And Athens moves Athenian fleet to Ionian Sea
      And Athens moves Athenian fleet to Laconian Gulf
      And Athens moves Athenian fleet to Sparta
      And Athens forced-marches Athenian fleet to Messenia
      Then the action is refused citing rule 5.2-landfall or rule 5.1-fleet-coast
      And Athenian fleet is in Sparta
      And forced-marching Athenian fleet to Messenia is not a legal action

    @5.2-landfall.in.muster @5.0-muster @5.0-muster-moment
    Scenario: Reading at-the-end, a mustering fleet that came ashore in the city-state moves no further
      Given the "at-the-end" reading of erratum 5.0-muster-moment
      And Athenian fleet is in Myrtoan Sea
      When Athens musters in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Athens
      And Athens moves Athenian fleet to Saronic Gulf
      Then the action is refused citing rule 5.2-landfall or rule 5.1-fleet-coast
      And Athenian fleet is in Athens
      And moving Athenian fleet to Saronic Gulf is not a legal action

  @5.2-access
  Rule: 5.2 a fleet in a coastal area may put out into any adjacent sea area

    @5.2-access.if.adjacent-sea @5.2-access.in.two-seas
    Scenario Outline: A fleet in Megara may sail into either of its seas (<sea>)
      Given Athenian fleet is in Megara
      When Athens maneuvers the group in Megara
      Then moving Athenian fleet to Gulf of Corinth is a legal action
      And moving Athenian fleet to Saronic Gulf is a legal action
      When Athens moves Athenian fleet to <sea>
      And Athens ends the action
      Then Athenian fleet is in <sea>

      Examples:
        | sea             |
        | Gulf of Corinth |
        | Saronic Gulf    |

    @5.2-access.in.besieging @5.2-besieged-port
    Scenario: A besieging fleet puts out into any adjacent sea
      Given Athens has besieged Potidaea since an earlier season
      And Athenian fleet is in Potidaea
      And Potidaean fleet is besieged in Potidaea
      When Athens maneuvers the group in Potidaea
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then Athenian fleet is in Aegean Sea

    @5.2-access.unless.adjacent-sea
    Scenario: A fleet reaches only the sea areas next to its coast
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Gulf of Corinth
      Then the action is refused citing rule 5.2-access or by the contract as malformed-action
      And Athenian fleet is in Athens
      And moving Athenian fleet to Gulf of Corinth is not a legal action

    @5.2-access.in.carrying
    Scenario: A fleet carrying a block puts out into either sea of its coast
      Given Athenian fleet is in Megara
      And Athenian archers are in Megara
      When Athens maneuvers the group in Megara
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Gulf of Corinth
      And Athens ends the action
      Then Athenian fleet is in Gulf of Corinth
      And Athenian archers are in Gulf of Corinth

  @5.2-besieged-port
  Rule: 5.2 a besieged port is left or reached only through its coastal sea

    @5.2-besieged-port.if.siege @5.2-besieged-port.unless.coastal-sea @5.2-besieged-port.in.leaving
    Scenario: A besieged fleet may not slip out into another sea
      Given it is Sparta's action phase
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Potidaean fleet is besieged in Potidaea
      When Sparta maneuvers the group in Potidaea
      And Sparta moves Potidaean fleet to Aegean Sea
      Then the action is refused citing rule 5.2-besieged-port
      And Potidaean fleet is besieged in Potidaea
      And moving Potidaean fleet to Aegean Sea is not a legal action

    @5.2-besieged-port.if.coastal-sea @5.2-besieged-port.in.leaving @5.1-besieged @5.1-besieged.in.by-sea
    Scenario: A besieged fleet leaves through its coastal sea
      Given it is Sparta's action phase
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Potidaean fleet is besieged in Potidaea
      When Sparta maneuvers the group in Potidaea
      And Sparta moves Potidaean fleet to Thermaic Gulf
      And Sparta ends the action
      Then Potidaean fleet is in Thermaic Gulf

    @5.2-besieged-port.if.siege @5.2-besieged-port.unless.coastal-sea @5.2-besieged-port.in.entering
    Scenario: A relief fleet may not reach a besieged port from another sea
      Given it is Sparta's action phase
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Corinthian fleet is in Aegean Sea
      When Sparta maneuvers the group in Aegean Sea
      And Sparta moves Corinthian fleet to Potidaea
      Then the action is refused citing rule 5.2-besieged-port
      And Corinthian fleet is in Aegean Sea
      And moving Corinthian fleet to Potidaea is not a legal action

    @5.2-besieged-port.unless.siege
    Scenario: A fleet reaches a port under no siege from any of its seas
      Given it is Sparta's action phase
      And Corinthian fleet is in Aegean Sea
      When Sparta maneuvers the group in Aegean Sea
      And Sparta moves Corinthian fleet to Potidaea
      And Sparta ends the action
      Then Corinthian fleet is in Potidaea

    @5.2-besieged-port.if.coastal-sea @5.2-besieged-port.in.entering
    Scenario: A relief fleet reaches a besieged port through its coastal sea
      Given it is Sparta's action phase
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Corinthian fleet is in Aegean Sea
      When Sparta maneuvers the group in Aegean Sea
      And Sparta moves Corinthian fleet to Thermaic Gulf
      And Sparta moves Corinthian fleet to Potidaea
      Then Corinthian fleet is in Potidaea
      And Corinthian fleet engages the enemy in Potidaea

    @5.2-besieged-port.in.carrying
    Scenario: A relief fleet carrying a block may not come in from another sea
      Given it is Sparta's action phase
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Corinthian fleet is in Megara
      And Megarian hoplites are in Megara
      When Sparta maneuvers the group in Megara
      And Sparta embarks Megarian hoplites on Corinthian fleet
      And Sparta moves Corinthian fleet to Saronic Gulf
      And Sparta moves Corinthian fleet to Aegean Sea
      And Sparta moves Corinthian fleet to Potidaea
      Then the action is refused citing rule 5.2-besieged-port
      And Corinthian fleet is in Aegean Sea
      And Megarian hoplites are in Aegean Sea

    @5.2-besieged-port.in.besieger-entering @5.2-besieged-port.in.everyone @5.2-besieged-port-entry
    Scenario: The besieger's own fleet also comes in only through the coastal sea
      Given the "everyone" reading of erratum 5.2-besieged-port-entry
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Athenian fleet is in Aegean Sea
      When Athens maneuvers the group in Aegean Sea
      And Athens moves Athenian fleet to Potidaea
      Then the action is refused citing rule 5.2-besieged-port
      And Athenian fleet is in Aegean Sea

    @5.2-besieged-port.in.besieger-entering @5.2-besieged-port-entry
    Scenario: At the default reading, the besieger's fleet comes in only through the coastal sea
      Given the "everyone" reading of erratum 5.2-besieged-port-entry
      Given Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Athenian fleet is in Aegean Sea
      When Athens maneuvers the group in Aegean Sea
      And Athens moves Athenian fleet to Potidaea
      Then the action is refused citing rule 5.2-besieged-port
      And Athenian fleet is in Aegean Sea


    @5.2-besieged-port.in.besieger-entering @5.2-besieged-port-entry
    Scenario: A position that leaves the erratum out holds the besieger's own fleet to the coastal sea too
      Given the default reading of erratum 5.2-besieged-port-entry, left out of the position
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Athenian fleet is in Aegean Sea
      When Athens maneuvers the group in Aegean Sea
      And Athens moves Athenian fleet to Potidaea
      Then the action is refused citing rule 5.2-besieged-port
      And Athenian fleet is in Aegean Sea
      And moving Athenian fleet to Potidaea is not a legal action

    @5.2-besieged-port.in.besieger-entering @5.2-besieged-port.in.besieged-side @5.2-besieged-port-entry
    Scenario: Under the besieged-side reading the besieger's fleet comes in from any sea
      Given the "besieged-side" reading of erratum 5.2-besieged-port-entry
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Athenian fleet is in Aegean Sea
      When Athens maneuvers the group in Aegean Sea
      And Athens moves Athenian fleet to Potidaea
      And Athens ends the action
      Then Athenian fleet is in Potidaea
      And Athenian fleet joined the siege of Potidaea

    @5.2-besieged-port.in.muster @5.4-peace-scope
    Scenario: A mustering fleet may not enter a besieged port from a sea other than its own
      Given it is Sparta's action phase
      And the "all-movement" reading of erratum 5.4-peace-scope
      And the Peace of Nicias is in force
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Corinthian fleet is in Aegean Sea
      When Sparta musters in Potidaea
      And Sparta moves Corinthian fleet to Potidaea
      Then the action is refused citing rule 5.2-besieged-port
      And Corinthian fleet is in Aegean Sea
      And moving Corinthian fleet to Thermaic Gulf is a legal action

    @5.2-besieged-port.in.muster @5.4-peace-scope @5.0-muster
    Scenario: A mustering fleet may not count on reaching a besieged port from a sea other than its own
      Given it is Sparta's action phase
      And the "all-movement" reading of erratum 5.4-peace-scope
      And the Peace of Nicias is in force
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Corinthian fleet is in Myrtoan Sea
      When Sparta musters in Potidaea
      And Sparta tries to end the Muster after moving Corinthian fleet to Saronic Gulf
      Then the action is refused citing rule 5.0-muster or rule 5.2-besieged-port
      And the pending decision is "movement" for Sparta
      And Corinthian fleet has not moved this turn

    @5.2-besieged-port.in.forced-sail
    Scenario: A forced sail may not be declared into a besieged port from another sea
      Given it is Sparta's action phase
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Corinthian fleet is in Saronic Gulf
      When Sparta maneuvers the group in Saronic Gulf
      And Sparta moves Corinthian fleet to Myrtoan Sea
      And Sparta moves Corinthian fleet to Saronic Gulf
      And Sparta moves Corinthian fleet to Aegean Sea
      And Sparta forced-marches Corinthian fleet to Potidaea
      Then the action is refused citing rule 5.2-besieged-port
      And Corinthian fleet is in Aegean Sea
      And forced-marching Corinthian fleet to Thermaic Gulf is a legal action

  @5.2.1-a
  Rule: 5.2.1 a fleet carries one land block

    @5.2.1-a.unless.empty
    Scenario: A fleet may not carry a second block
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      And Plataean hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens embarks Plataean hoplites on Athenian fleet
      Then the action is refused citing rule 5.2.1-a
      When Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens ends the action
      Then Athenian archers are in Megara
      And Plataean hoplites are in Athens

    @5.2.1-a.unless.land-block
    Scenario: A fleet does not carry another fleet
      Given Athenian fleet is in Athens
      And Paralos is in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Paralos on Athenian fleet
      Then the action is refused citing rule 5.2.1-a
      And Paralos is in Athens

    @5.2.1-a.if.empty @5.2.1-a.if.land-block @5.2.1-a.in.two-fleets
    Scenario: Two fleets carry one block each
      Given Athenian fleet is in Athens
      And Paralos is in Athens
      And Athenian archers are in Athens
      And Plataean hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens embarks Plataean hoplites on Paralos
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Paralos to Saronic Gulf
      And Athens ends the action
      Then Athenian archers are in Saronic Gulf
      And Plataean hoplites are in Saronic Gulf

  @5.2.1-b
  Rule: 5.2.1 the fleet and its cargo start and end in the same area

    @5.2.1-b.unless.before-moving
    Scenario: A block may not board a fleet that has already sailed
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens embarks Athenian archers on Athenian fleet
      Then the action is refused citing rule 5.2.1-b
      And Athenian archers are in Athens

    @5.2.1-b.unless.before-moving
    Scenario: A block that marched may not then board
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian archers to Megara
      And Athens embarks Athenian archers on Athenian fleet
      Then the action is refused citing rule 5.2.1-b
      And Athenian archers are in Megara

    @5.2.1-b.if.aboard @5.2.1-b.in.landed @5.2-landfall @5.2-landfall.in.carried
    Scenario: A landed block does not march on without its fleet
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens moves Athenian archers to Corinth
      Then the action is refused citing rule 5.2.1-b or rule 5.2-landfall
      And Athenian archers are in Megara
      And Athenian fleet is in Megara

    @5.2.1-b.if.aboard
    Scenario: A block aboard a fleet that moved along the coast does not march on alone
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Megara
      And Athens moves Athenian archers to Corinth
      Then the action is refused citing rule 5.2.1-b
      And Athenian archers are in Megara

    @5.2.1-b.if.aboard
    Scenario: A block aboard does not march off before its fleet sails
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian archers to Megara
      Then the action is refused citing rule 5.2.1-b
      And Athenian archers are in Athens
      And moving Athenian archers to Megara is not a legal action

    @5.2.1-b.unless.aboard
    Scenario: A block that did not board marches on where the fleet stops
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Megara
      And Athens moves Athenian archers to Megara
      And Athens moves Athenian archers to Corinth
      And Athens ends the action
      Then Athenian archers are in Corinth
      And Athenian fleet is in Megara

    @5.2.1-b.unless.same-area @5.2.1-b.in.muster
    Scenario: A block in another area may not board the fleet
      Given Athenian fleet is in Athens
      And Athenian archers are in Megara
      When Athens musters in Athens
      And Athens embarks Athenian archers on Athenian fleet
      Then the action is refused citing rule 5.2.1-b
      And Athenian archers are in Megara

    @5.0-muster @5.2.1-b.unless.before-moving @5.2.1-b.in.muster
    Scenario: A block that marched to its fleet's area may not board it
      Given Athenian fleet is in Athens
      And Athenian archers are in Megara
      When Athens musters in Athens
      And Athens moves Athenian archers to Athens
      And Athens embarks Athenian archers on Athenian fleet
      Then the action is refused citing rule 5.2.1-b
      And Athenian archers are in Athens

    @5.0-muster @5.2.1-b.unless.before-moving @5.2.1-b.in.muster
    Scenario: A fleet that sailed in to fetch a block may not take it aboard
      Given Athenian fleet is in Saronic Gulf
      And Athenian archers are in Athens
      When Athens musters in Athens
      And Athens moves Athenian fleet to Athens
      And Athens embarks Athenian archers on Athenian fleet
      Then the action is refused citing rule 5.2.1-b
      And Athenian archers are in Athens

    # Kept from a fuzz finding (strength.semantic --mine, mutant cargo-walks-before-sailing).
    @5.2.1-b.if.aboard
    Scenario: A block aboard a fleet that has not sailed has no step of its own
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet at strength 1
      Then Athenian archers have strength 1
      And the legal actions are:
        | action                                                             |
        | {"type": "move", "block": "Athenian fleet", "to": "Megara"}        |
        | {"type": "move", "block": "Athenian fleet", "to": "Saronic Gulf"} |
        | {"type": "end_action"}                                             |

    @5.2.1-b.if.aboard @5.3-a
    Scenario: A block carried the whole of its range declares no forced march of its own
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens forced-marches Athenian archers to Corinth
      Then the action is refused citing rule 5.2.1-b or rule 5.2-landfall
      And Athenian archers are in Megara
      And forced-marching Athenian archers to Corinth is not a legal action

    @5.2.1-b.if.aboard
    Scenario: A block aboard one fleet does not board a second fleet of its group
      Given Athenian fleet is in Athens
      And Paralos is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens embarks Athenian archers on Paralos
      Then the action is refused citing rule 5.2.1-b
      When Athens moves Paralos to Saronic Gulf
      And Athens moves Athenian fleet to Saronic Gulf
      Then Athenian archers are in Saronic Gulf
      And a "moved" event happened with block Athenian fleet, cargo Athenian archers

  @5.2.1-c
  Rule: 5.2.1 barbarian blocks are never carried

    @5.2.1-c.unless.greek @5.2.1-c.in.maneuver
    Scenario: Thracian peltasts may not board a fleet
      Given Athenian fleet is in Athens
      And Thracian peltasts are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Thracian peltasts on Athenian fleet
      Then the action is refused citing rule 5.2.1-c
      When Athens moves Athenian fleet to Saronic Gulf
      And Athens ends the action
      Then Thracian peltasts are in Athens

    @5.2.1-c.if.greek @5.2.1-c.in.maneuver
    Scenario: A Greek block may board where a barbarian may not
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens ends the action
      Then Athenian archers are in Saronic Gulf

    @5.2.1-c.in.muster
    Scenario: A barbarian block may not board a fleet for a Muster
      Given it is Sparta's action phase
      And Corinthian fleet is in Corinth
      And Macedonian cavalry are in Corinth
      When Sparta musters in Megara
      And Sparta embarks Macedonian cavalry on Corinthian fleet
      Then the action is refused citing rule 5.2.1-c
      And Macedonian cavalry are in Corinth

  @5.2.1-d
  Rule: 5.2.1 the carried block must be weaker than its fleet

    @5.2.1-d.if.weaker
    Scenario: A block one step weaker than its fleet boards
      Given Athenian fleet is in Athens
      And Athenian hoplites are in Athens at strength 2
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian hoplites on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens ends the action
      Then Athenian hoplites are in Saronic Gulf
      And Athenian hoplites have strength 2
      And no "reduced" event happened

    @5.2.1-d.unless.weaker
    Scenario: A block as strong as its fleet may not board
      Given Athenian fleet is in Athens
      And Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian hoplites on Athenian fleet
      Then the action is refused citing rule 5.2.1-d
      And Athenian hoplites have strength 3
      And Athenian hoplites are in Athens

    @5.2.1-d.in.reduce
    Scenario: A block reduced by a step fits its fleet
      Given Athenian fleet is in Athens
      And Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian hoplites on Athenian fleet at strength 2
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens ends the action
      Then Athenian hoplites have strength 2
      And Athenian hoplites are in Saronic Gulf
      And a "reduced" event happened with block Athenian hoplites, from 3, to 2

    @5.2.1-d.in.weak-fleet
    Scenario: A fleet of two steps takes a block of one step but not of two
      Given it is Sparta's action phase
      And Potidaean fleet is in Megara
      And Megarian hoplites are in Megara
      When Sparta maneuvers the group in Megara
      And Sparta embarks Megarian hoplites on Potidaean fleet
      Then the action is refused citing rule 5.2.1-d
      When Sparta embarks Megarian hoplites on Potidaean fleet at strength 1
      And Sparta moves Potidaean fleet to Saronic Gulf
      And Sparta ends the action
      Then Megarian hoplites are in Saronic Gulf
      And Megarian hoplites have strength 1

    Scenario: A block does not board at a strength of nought
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens takes the action {"type": "embark", "block": "Athenian archers", "fleet": "Athenian fleet", "strength": 0}
      Then the action is refused citing rule 5.2.1-d or by the contract as malformed-action
      And Athenian archers have strength 2

    Scenario: A block does not board at more steps than it has
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens at strength 1
      When Athens maneuvers the group in Athens
      And Athens takes the action {"type": "embark", "block": "Athenian archers", "fleet": "Athenian fleet", "strength": 2}
      Then the action is refused citing rule 5.2.1-d or by the contract as malformed-action
      And Athenian archers have strength 1

    Scenario Outline: A strength for boarding is a whole number of steps, not <given>
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens takes the action {"type": "embark", "block": "Athenian archers", "fleet": "Athenian fleet", "strength": <given>}
      Then the action is refused citing rule 5.2.1-d or by the contract as malformed-action
      And Athenian archers have strength 2
      And Athenian archers are in Athens

      Examples:
        | given |
        | true  |
        | "1"   |

    @5.2.1-d.unless.weaker
    Scenario: A block must be weaker than the fleet it boards, however strong the other fleet of its group
      Given Athenian fleet is in Athens at strength 3
      And Paralos is in Athens at strength 2
      And Athenian hoplites are in Athens at strength 2
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian hoplites on Paralos at strength 2
      Then the action is refused citing rule 5.2.1-d
      And Athenian hoplites have strength 2
      When Athens embarks Athenian hoplites on Athenian fleet at strength 2
      Then an "embarked" event happened with block Athenian hoplites, fleet Athenian fleet, strength 2

    @5.2.1-d.unless.weaker @5.2.1-d.in.muster @5.0-muster
    Scenario: A block boarding for a Muster must be weaker than its fleet too
      Given Athenian fleet is in Corinth at strength 2
      And Athenian archers are in Corinth at strength 2
      When Athens musters in Athens
      And Athens embarks Athenian archers on Athenian fleet at strength 2
      Then the action is refused citing rule 5.2.1-d
      And Athenian archers have strength 2
      When Athens embarks Athenian archers on Athenian fleet at strength 1
      Then an "embarked" event happened with block Athenian archers, fleet Athenian fleet, strength 1
      And Athenian archers have strength 1
