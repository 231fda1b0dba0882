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

    Scenario: A land block cannot go to sea on its own
      Given Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian hoplites to Saronic Gulf
      Then the action is refused citing rule 5.2-sea
      And Athenian hoplites are in Athens
      And moving Athenian hoplites to Saronic Gulf is not a legal action

    Scenario: A fleet sails from sea area to sea area
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens ends the action
      Then Athenian fleet is in Myrtoan Sea

    @5.2.1-b
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

  @5.2-landfall
  Rule: 5.2 sea movement ends on entering a land area

    Scenario: A fleet that comes ashore moves no further
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens moves Athenian fleet to Gulf of Corinth
      Then the action is refused citing rule 5.2-landfall
      And Athenian fleet is in Megara
      And moving Athenian fleet to Gulf of Corinth is not a legal action

    Scenario: A fleet at sea may keep sailing within its range
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      Then moving Athenian fleet to Myrtoan Sea is a legal action
      And moving Athenian fleet to Megara is a legal action

  @5.2-access
  Rule: 5.2 a fleet in a coastal area may put out into any adjacent sea area

    Scenario: A fleet in Megara may sail into either of its seas
      Given Athenian fleet is in Megara
      When Athens maneuvers the group in Megara
      Then moving Athenian fleet to Gulf of Corinth is a legal action
      And moving Athenian fleet to Saronic Gulf is a legal action

    Scenario: A besieging fleet puts out into any adjacent sea
      Given Athens has besieged Potidaea since an earlier season
      And Athenian fleet is in Potidaea
      And Potidaean fleet is besieged in Potidaea
      When Athens maneuvers the group in Potidaea
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then Athenian fleet is in Aegean Sea

    Scenario: A fleet reaches only the sea areas next to its coast
      Given Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Gulf of Corinth
      Then the action is refused citing rule 5.2-access
      And Athenian fleet is in Athens

    Scenario: A fleet at sea sails only into a sea area it borders
      Given Athenian fleet is in Saronic Gulf
      When Athens maneuvers the group in Saronic Gulf
      And Athens moves Athenian fleet to Ionian Sea
      Then the action is refused by the contract as malformed-action
      And Athenian fleet is in Saronic Gulf

  @5.2-besieged-port
  Rule: 5.2 a besieged port is left or reached only through its coastal sea

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

    Scenario: A besieged fleet leaves through its coastal sea
      Given it is Sparta's action phase
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Potidaean fleet is besieged in Potidaea
      When Sparta maneuvers the group in Potidaea
      And Sparta moves Potidaean fleet to Thermaic Gulf
      And Sparta ends the action
      Then Potidaean fleet is in Thermaic Gulf

    Scenario: A relief fleet may not reach a besieged port from another sea
      Given it is Sparta's action phase
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Corinthian fleet is in Aegean Sea
      When Sparta maneuvers the group in Aegean Sea
      And Sparta moves Corinthian fleet to Potidaea
      Then the action is refused citing rule 5.2-besieged-port
      And Corinthian fleet is in Aegean Sea

    Scenario: A relief fleet reaches a besieged port through its coastal sea
      Given it is Sparta's action phase
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Corinthian fleet is in Aegean Sea
      When Sparta maneuvers the group in Aegean Sea
      And Sparta moves Corinthian fleet to Thermaic Gulf
      And Sparta moves Corinthian fleet to Potidaea
      Then Corinthian fleet is in Potidaea

    @5.2-besieged-port @5.2-besieged-port-entry
    Scenario: The besieger's own fleet also comes in only through the coastal sea
      Given the "everyone" reading of erratum 5.2-besieged-port-entry
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Athenian fleet is in Aegean Sea
      When Athens maneuvers the group in Aegean Sea
      And Athens moves Athenian fleet to Potidaea
      Then the action is refused citing rule 5.2-besieged-port
      And Athenian fleet is in Aegean Sea

    @5.2-besieged-port @5.2-besieged-port-entry
    Scenario: With no reading named, the besieger's fleet comes in only through the coastal sea
      Given the "everyone" reading of erratum 5.2-besieged-port-entry
      Given Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Athenian fleet is in Aegean Sea
      When Athens maneuvers the group in Aegean Sea
      And Athens moves Athenian fleet to Potidaea
      Then the action is refused citing rule 5.2-besieged-port
      And Athenian fleet is in Aegean Sea

    @5.2-besieged-port @5.2-besieged-port-entry
    Scenario: Under the besieged-side reading the besieger's fleet comes in from any sea
      Given the "besieged-side" reading of erratum 5.2-besieged-port-entry
      And Athens has besieged Potidaea since an earlier season
      And Athenian hoplites are in Potidaea
      And Athenian fleet is in Aegean Sea
      When Athens maneuvers the group in Aegean Sea
      And Athens moves Athenian fleet to Potidaea
      And Athens ends the action
      Then Athenian fleet is in Potidaea

  @5.2.1-a
  Rule: 5.2.1 a fleet carries one land block

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

    Scenario: A fleet does not carry another fleet
      Given Athenian fleet is in Athens
      And Paralos is in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Paralos on Athenian fleet
      Then the action is refused citing rule 5.2.1-a

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

    Scenario: A block may not board a fleet that has already sailed
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens embarks Athenian archers on Athenian fleet
      Then the action is refused citing rule 5.2.1-b
      And Athenian archers are in Athens

    Scenario: A block that marched may not then board
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian archers to Megara
      And Athens embarks Athenian archers on Athenian fleet
      Then the action is refused citing rule 5.2.1-b

    Scenario: A landed block does not march on without its fleet
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Megara
      And Athens moves Athenian archers to Corinth
      Then the action is refused citing rule 5.2.1-b
      And Athenian archers are in Megara
      And Athenian fleet is in Megara

    @5.0-muster
    Scenario: A block that marched to its fleet's area may not board it
      Given Athenian fleet is in Athens
      And Athenian archers are in Megara
      When Athens musters in Athens
      And Athens moves Athenian archers to Athens
      And Athens embarks Athenian archers on Athenian fleet
      Then the action is refused citing rule 5.2.1-b

    @5.0-muster
    Scenario: A fleet that sailed in to fetch a block may not take it aboard
      Given Athenian fleet is in Saronic Gulf
      And Athenian archers are in Athens
      When Athens musters in Athens
      And Athens moves Athenian fleet to Athens
      And Athens embarks Athenian archers on Athenian fleet
      Then the action is refused citing rule 5.2.1-b

  @5.2.1-c
  Rule: 5.2.1 barbarian blocks are never carried

    Scenario: Thracian peltasts may not board a fleet
      Given Athenian fleet is in Athens
      And Thracian peltasts are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Thracian peltasts on Athenian fleet
      Then the action is refused citing rule 5.2.1-c
      When Athens moves Athenian fleet to Saronic Gulf
      And Athens ends the action
      Then Thracian peltasts are in Athens

    Scenario: A Greek block may board where a barbarian may not
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens ends the action
      Then Athenian archers are in Saronic Gulf

  @5.2.1-d
  Rule: 5.2.1 the carried block must be weaker than its fleet

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

    Scenario: A block as strong as its fleet may not board
      Given Athenian fleet is in Athens
      And Athenian hoplites are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian hoplites on Athenian fleet
      Then the action is refused citing rule 5.2.1-d
      And Athenian hoplites have strength 3
      And Athenian hoplites are in Athens

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

    Scenario: A block does not board at a strength of nought
      Given Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens takes the action {"type": "embark", "block": "Athenian archers", "fleet": "Athenian fleet", "strength": 0}
      Then the action is refused citing rule 5.2.1-d
      And Athenian archers have strength 2

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
