@hannibal
Feature: Walled cities and tribes
  Walled cities and tribes are special political control markers: a walled
  city changes sides only when taken by siege, a tribe only when subjugated
  (the outcome of a subjugation is outside the summary). A walled city holds
  2 CU inside its walls, Rome and Carthage 5; CU inside are not attacked in
  the ordinary way. Tribes friendly to Carthage count as Carthaginian PCs in
  their province.

  Background:
    Given Hannibal on the partial map, Carthage active
    And Carthage's Hannibal is in Arpi
    And 8 Carthage CUs are in Arpi
    And Hannibal has 4 MP

  @walled-1
  Rule: a walled city changes sides only by siege

    @walled-1.if.walled @walled-1.in.place-pc
    Scenario: No PC may be placed on a Roman walled city
      Given Capua has a Rome PC
      Then "place_pc" is a legal action
      When Carthage places a PC in Capua
      Then the action is refused citing rule walled-1
      And Capua has a Rome PC

    @walled-1.unless.walled @tribes-1 @tribes-1.unless.tribe
    Scenario: A PC may be placed in an open space
      When Carthage places a PC in Beneventum
      Then Beneventum has a Carthage PC
      And a "pc_placed" event happened with space Beneventum, faction Carthage

    @walled-1.in.rome-places
    Scenario: Rome may not place a PC on a Carthaginian walled city
      Given Hannibal on the partial map, Rome active
      And Luceria has a Carthage PC
      When Rome places a PC in Luceria
      Then the action is refused citing rule walled-1
      And Luceria has a Carthage PC

    @walled-1.in.capital
    Scenario: No PC may be placed on Roma
      Given Roma has a Rome PC
      When Carthage places a PC in Roma
      Then the action is refused citing rule walled-1
      And Roma has a Rome PC

    Scenario: No PC is placed in a space the map lacks
      When Carthage places a PC in Atlantis
      Then the action is refused by the contract as malformed-action
      And no "pc_placed" event happened
      And the pending decision is "activation" for Carthage

    @walled-1.in.army-enters @walled-3 @walled-3.if.all-inside
    Scenario: Hannibal enters Luceria past the CU inside its walls
      Given 2 Rome CUs are inside the walls of Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      Then the army may keep moving
      And no battle is due
      And Luceria holds 2 Rome CUs inside the walls
      And Luceria has a Rome PC

    @tribes-1
    Scenario: The activation offers a PC in every open space without one, never in a walled city or a tribe
      Given Capua has a Rome PC
      And Beneventum has a Carthage PC
      Then the pending decision is "activation" for Carthage
      And the legal actions are:
        | action                                                               |
        | {"cu": 0, "general": "Hannibal", "leaders": [], "type": "move_army"} |
        | {"cu": 1, "general": "Hannibal", "leaders": [], "type": "move_army"} |
        | {"cu": 2, "general": "Hannibal", "leaders": [], "type": "move_army"} |
        | {"cu": 3, "general": "Hannibal", "leaders": [], "type": "move_army"} |
        | {"cu": 4, "general": "Hannibal", "leaders": [], "type": "move_army"} |
        | {"cu": 5, "general": "Hannibal", "leaders": [], "type": "move_army"} |
        | {"cu": 6, "general": "Hannibal", "leaders": [], "type": "move_army"} |
        | {"cu": 7, "general": "Hannibal", "leaders": [], "type": "move_army"} |
        | {"cu": 8, "general": "Hannibal", "leaders": [], "type": "move_army"} |
        | {"space": "Aesernia", "type": "place_pc"}                            |
        | {"space": "Arpi", "type": "place_pc"}                                |
        | {"space": "Cannae", "type": "place_pc"}                              |
        | {"space": "Casilinum", "type": "place_pc"}                           |
        | {"space": "Lilybaeum", "type": "place_pc"}                           |
        | {"space": "Massilia", "type": "place_pc"}                            |
        | {"space": "Praeneste", "type": "place_pc"}                           |
        | {"space": "Rhegium", "type": "place_pc"}                             |
        | {"space": "Utica", "type": "place_pc"}                               |
        | {"space": "Venusia", "type": "place_pc"}                             |
        | {"type": "end_action"}                                               |

  @walled-2
  Rule: 2 CU inside a walled city, 5 inside Rome and Carthage

    @walled-2.if.within-capacity @walled-4 @walled-4.in.cu-alone @avoid-1
    Scenario: Two CU fit inside the walls of Luceria
      Given Rome's Fabius is in Luceria
      And 4 Rome CUs are in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 2 CUs into the walls
      Then Luceria holds 2 Rome CUs inside the walls
      And Luceria holds 4 Rome CUs
      And Fabius is in Luceria

    @walled-2.unless.within-capacity @avoid-1
    Scenario: Three CU do not fit inside the walls of Luceria
      Given Rome's Fabius is in Luceria
      And 4 Rome CUs are in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      Then "withdraw_into_walls" is a legal action
      When Rome withdraws 3 CUs into the walls
      Then the action is refused citing rule walled-2
      And Luceria holds no Rome CU inside the walls

    @walled-2.in.already-inside @avoid-1
    Scenario: CU already inside count towards the limit
      Given Rome's Fabius is in Luceria
      And 2 Rome CUs are in Luceria
      And 1 Rome CU is inside the walls of Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 2 CUs into the walls
      Then the action is refused citing rule walled-2
      And Luceria holds 1 Rome CU inside the walls

    @walled-2.in.generals @avoid-1
    Scenario: Fabius going inside with 2 CU takes no room of his own
      Given Rome's Fabius is in Luceria
      And Rome's Scipio is in Luceria
      And 2 Rome CUs are in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 2 CUs into the walls with Fabius and Scipio
      Then Luceria holds 2 Rome CUs inside the walls
      And Fabius is inside the walls of Luceria
      And Scipio is inside the walls of Luceria

    @walled-2.if.capital @walled-2.in.carthago @avoid-1
    Scenario: Five CU fit inside the walls of Carthago
      Given Hannibal on the partial map, Rome active
      And Rome's Scipio is in Utica
      And 6 Rome CUs are in Utica
      And Scipio has 2 MP
      And Carthage's Hasdrubal is in Carthago
      And 6 Carthage CUs are in Carthago
      And Carthago has a Carthage PC
      When Rome moves Scipio's army with 6 CUs
      And the army moves to Carthago
      And Carthage withdraws 5 CUs into the walls
      Then Carthago holds 5 Carthage CUs inside the walls
      And Carthago holds 6 Carthage CUs

    @walled-2.in.carthago @avoid-1
    Scenario: Six CU do not fit inside the walls of Carthago
      Given Hannibal on the partial map, Rome active
      And Rome's Scipio is in Utica
      And 6 Rome CUs are in Utica
      And Scipio has 2 MP
      And Carthage's Hasdrubal is in Carthago
      And 6 Carthage CUs are in Carthago
      And Carthago has a Carthage PC
      When Rome moves Scipio's army with 6 CUs
      And the army moves to Carthago
      And Carthage withdraws 6 CUs into the walls
      Then the action is refused citing rule walled-2
      And Carthago holds no Carthage CU inside the walls

    @walled-2.unless.capital @avoid-1
    Scenario: Five CU do not fit inside the walls of Messana
      Given Hannibal on the partial map, Rome active
      And Rome's Scipio is in Rhegium
      And 6 Rome CUs are in Rhegium
      And Scipio has 2 MP
      And Carthage's Hasdrubal is in Messana
      And 6 Carthage CUs are in Messana
      And Messana has a Carthage PC
      When Rome moves Scipio's army with 6 CUs
      And the army moves to Messana
      And Carthage withdraws 5 CUs into the walls
      Then the action is refused citing rule walled-2
      And Messana holds no Carthage CU inside the walls

    @walled-2.in.roma @avoid-1
    Scenario: Five CU fit inside the walls of Roma
      Given Carthage's Mago is in Praeneste
      And Mago has 2 MP
      And Rome's Varro is in Roma
      And 6 Rome CUs are in Roma
      And Roma has a Rome PC
      When Carthage moves Mago's army with 0 CUs
      And the army moves to Roma
      And Rome withdraws 5 CUs into the walls
      Then Roma holds 5 Rome CUs inside the walls

    @walled-2.in.roma @avoid-1
    Scenario: Six CU do not fit inside the walls of Roma
      Given Carthage's Mago is in Praeneste
      And Mago has 2 MP
      And Rome's Varro is in Roma
      And 6 Rome CUs are in Roma
      And Roma has a Rome PC
      When Carthage moves Mago's army with 0 CUs
      And the army moves to Roma
      And Rome withdraws 6 CUs into the walls
      Then the action is refused citing rule walled-2
      And Roma holds no Rome CU inside the walls

  @walled-3
  Rule: CU inside walls are not attacked in the ordinary way

    @walled-3.unless.all-inside @avoid-1
    Scenario: CU in the field beside the walls are brought to battle
      Given 2 Rome CUs are inside the walls of Luceria
      And 1 Rome CU is in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      Then the pending decision is "avoid_battle" for Rome

    @walled-3.in.field-and-inside @avoid-1
    Scenario: The battle with the CU in the field leaves those inside the walls where they are
      Given 2 Rome CUs are inside the walls of Luceria
      And 1 Rome CU is in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome accepts battle
      Then a battle is due in Luceria
      And Luceria holds 2 Rome CUs inside the walls
      And Luceria holds 3 Rome CUs

  @walled-4
  Rule: CU and generals may go inside friendly walls when an enemy army comes

    @walled-4.in.general-alone @avoid-1
    Scenario: Fabius alone goes inside the walls of Luceria
      Given Rome's Fabius is in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 0 CUs into the walls with Fabius
      Then Fabius is inside the walls of Luceria
      And the army may keep moving

    @walled-4.if.friendly @walled-4.in.general-with-cu @avoid-1
    Scenario: Rome active: Mago and his CU go inside the walls of Carthaginian Capua
      Given Hannibal on the partial map, Rome active
      And Rome's Fabius is in Casilinum
      And 4 Rome CUs are in Casilinum
      And Fabius has 2 MP
      And Carthage's Mago is in Capua
      And 2 Carthage CUs are in Capua
      And Capua has a Carthage PC
      When Rome moves Fabius's army with 4 CUs
      And the army moves to Capua
      And Carthage withdraws 2 CUs into the walls with Mago
      Then Mago is inside the walls of Capua
      And Capua holds 2 Carthage CUs inside the walls
      And 0 avoid rolls were made
      And the army may keep moving

    @walled-4.in.after-some-avoided @avoid-1 @pursuit-1
    Scenario: Fabius avoids with part and Scipio goes inside the walls with the rest
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And Rome's Fabius is in Luceria
      And Rome's Scipio is in Luceria
      And 4 Rome CUs are in Luceria
      And Luceria has a Rome PC
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome avoids battle to Beneventum with Fabius and 2 CUs
      Then the pending decision is "avoid_battle" for Rome
      When Rome withdraws 2 CUs into the walls with Scipio
      Then Scipio is inside the walls of Luceria
      And Luceria holds 2 Rome CUs inside the walls
      And Fabius is in Beneventum
      And the pending decision is "pursuit" for Carthage

    @avoid-1
    Scenario: Withdrawing nothing is not a withdrawal
      Given Rome's Fabius is in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 0 CUs into the walls
      Then the action is refused citing rule walled-4 or by the contract as malformed-action
      And Fabius is in Luceria

    @avoid-1
    Scenario: No more CU may go inside than stand in the field
      Given Rome's Fabius is in Luceria
      And 1 Rome CU is in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 2 CUs into the walls with Fabius
      Then the action is refused citing rule walled-4 or by the contract as malformed-action
      And Fabius is in Luceria

    @avoid-1
    Scenario: Only a general who stands there may go inside
      Given Rome's Fabius is in Luceria
      And Rome's Varro is in Casilinum
      And 1 Rome CU is in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 1 CU into the walls with Varro
      Then the action is refused citing rule walled-4 or by the contract as out-of-place
      And Varro is in Casilinum

    @avoid-1
    Scenario: CU already inside the walls of Roma do not go inside a second time
      Given Carthage's Mago is in Praeneste
      And Mago has 2 MP
      And Rome's Varro is in Roma
      And 1 Rome CU is in Roma
      And 2 Rome CUs are inside the walls of Roma
      And Roma has a Rome PC
      When Carthage moves Mago's army with 0 CUs
      And the army moves to Roma
      And Rome withdraws 3 CUs into the walls with Varro
      Then the action is refused citing rule walled-4 or by the contract as malformed-action
      And Varro is in Roma
      And Roma holds 3 Rome CUs
      And Roma holds 2 Rome CUs inside the walls

  @tribes-1
  Rule: a tribe changes sides only by subjugation

    @tribes-1.if.tribe @tribes-1.in.neutral
    Scenario: No PC may be placed on a tribe
      When Carthage places a PC in Insubres
      Then the action is refused citing rule tribes-1
      And Insubres has no PC

    @tribes-1.in.friendly-to-carthage
    Scenario: Rome may not place a PC on a tribe friendly to Carthage
      Given Hannibal on the partial map, Rome active
      And the tribe in Taurini is friendly to Carthage
      When Rome places a PC in Taurini
      Then the action is refused citing rule tribes-1
      And Taurini has a Carthage PC

    @tribes-1.in.friendly-to-rome
    Scenario: Carthage may not place a PC on a tribe friendly to Rome, but may subjugate it
      Given the tribe in Insubres is friendly to Rome
      And Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      When Carthage places a PC in Insubres
      Then the action is refused citing rule tribes-1
      And "subjugate" is a legal action
      When Carthage tries to subjugate with Mago
      And the referee rules that the tribe is subjugated
      Then Insubres has a Carthage PC

    @tribes-1.if.not-friendly-yet @tribes-1.in.subjugated @subjugation
    Scenario: A subjugated tribe takes the subjugator's side
      Given Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      When Carthage tries to subjugate with Mago
      Then the pending decision is "subjugation_outcome" for referee
      And a "subjugation_attempt" event happened with space Insubres, general Mago
      When the referee rules that the tribe is subjugated
      Then Insubres has a Carthage PC
      And a "subjugated" event happened with space Insubres, faction Carthage
      And the pending decision is "activation" for Carthage

    @tribes-1.unless.not-friendly-yet
    Scenario: No subjugation of a tribe already friendly
      Given Carthage's Mago is in Taurini
      And the tribe in Taurini is friendly to Carthage
      Then "subjugate" is not a legal action
      When Carthage tries to subjugate with Mago
      Then the action is refused citing rule tribes-1
      And Taurini has a Carthage PC

    @tribes-1.unless.not-friendly-yet @tribes-1.in.friendly-to-rome
    Scenario: Rome active: no subjugation of a tribe already friendly to Rome
      Given Hannibal on the partial map, Rome active
      And Rome's Scipio is in Taurini
      And 3 Rome CUs are in Taurini
      And the tribe in Taurini is friendly to Rome
      Then "subjugate" is not a legal action
      When Rome tries to subjugate with Scipio
      Then the action is refused citing rule tribes-1
      And Taurini has a Rome PC
      And the pending decision is "activation" for Rome

    @tribes-1.if.not-friendly-yet @tribes-1.in.friendly-to-carthage @subjugation
    Scenario: Rome active: a tribe friendly to Carthage may be subjugated
      Given Hannibal on the partial map, Rome active
      And Rome's Scipio is in Taurini
      And 3 Rome CUs are in Taurini
      And the tribe in Taurini is friendly to Carthage
      Then "subjugate" is a legal action
      When Rome tries to subjugate with Scipio
      Then the pending decision is "subjugation_outcome" for referee
      When the referee rules that the tribe is subjugated
      Then Taurini has a Rome PC

    @tribes-1.in.not-subjugated @subjugation
    Scenario: A tribe that is not subjugated keeps its side
      Given Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      When Carthage tries to subjugate with Mago
      And the referee rules that the tribe is not subjugated
      Then Insubres has no PC
      And a "not_subjugated" event happened with space Insubres
      And no "subjugated" event happened

    @subjugation
    Scenario: A tribe Rome subjugates becomes friendly to Rome
      Given Hannibal on the partial map, Rome active
      And Rome's Scipio is in Insubres
      And 3 Rome CUs are in Insubres
      When Rome tries to subjugate with Scipio
      And the referee rules that the tribe is subjugated
      Then Insubres has a Rome PC

    Scenario: No subjugation where there is no tribe
      Given Carthage's Mago is in Placentia
      And 3 Carthage CUs are in Placentia
      Then "subjugate" is not a legal action
      When Carthage tries to subjugate with Mago
      Then the action is refused citing rule tribes-1
      And the pending decision is "activation" for Carthage

    Scenario: A general inside the walls has no tribe to subjugate
      Given Placentia has a Carthage PC
      And Carthage's Mago is inside the walls of Placentia
      And 2 Carthage CUs are inside the walls of Placentia
      When Carthage tries to subjugate with Mago
      Then the action is refused citing rule tribes-1 or by the contract as out-of-place
      And no "subjugation_attempt" event happened
      And the pending decision is "activation" for Carthage

    Scenario: Carthage may not try a subjugation with a Rome general
      Given Rome's Varro is in Insubres
      And 3 Rome CUs are in Insubres
      When Carthage tries to subjugate with Varro
      Then the action is refused by the contract as out-of-place
      And Insubres has no PC

    Scenario: Carthage may not try a subjugation with a general who is not on the map
      Given Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      When Carthage tries to subjugate with Hanno
      Then the action is refused by the contract as malformed-action
      And Insubres has no PC

  @tribes-2
  Rule: tribes friendly to Carthage count as Carthaginian PCs in their province

    @tribes-2.if.friendly-to-carthage
    Scenario: The Taurini count for Carthage in Gallia Cisalpina
      Given Placentia has a Rome PC
      And the tribe in Taurini is friendly to Carthage
      Then Gallia Cisalpina counts 1 friendly space for Carthage
      And Gallia Cisalpina counts 1 friendly space for Rome

    @tribes-2.unless.friendly-to-carthage
    Scenario: A tribe friendly to no one counts for no one
      Given Placentia has a Rome PC
      Then Gallia Cisalpina counts 0 friendly spaces for Carthage
      And Gallia Cisalpina counts 1 friendly space for Rome

    @tribes-2.in.two-tribes
    Scenario: Two friendly tribes count twice
      Given the tribe in Taurini is friendly to Carthage
      And the tribe in Insubres is friendly to Carthage
      Then Gallia Cisalpina counts 2 friendly spaces for Carthage
      And Gallia Cisalpina counts 0 friendly spaces for Rome

    @tribes-2.in.friendly-to-rome
    Scenario: A tribe friendly to Rome is not counted as a Roman PC
      Given Placentia has a Rome PC
      And the tribe in Insubres is friendly to Rome
      Then Gallia Cisalpina counts 1 friendly space for Rome
      And Gallia Cisalpina counts 0 friendly spaces for Carthage

    @tribes-2.in.after-subjugation @subjugation
    Scenario: A tribe Carthage subjugates counts for Carthage in its province
      Given Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      When Carthage tries to subjugate with Mago
      And the referee rules that the tribe is subjugated
      Then Gallia Cisalpina counts 1 friendly space for Carthage
