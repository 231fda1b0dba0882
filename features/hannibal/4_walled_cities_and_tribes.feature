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

    Scenario: No PC may be placed on a Roman walled city
      Given Capua has a Rome PC
      When Carthage places a PC in Capua
      Then the action is refused citing rule walled-1
      And Capua has a Rome PC

    Scenario: A PC may be placed in an open space
      When Carthage places a PC in Beneventum
      Then Beneventum has a Carthage PC

    Scenario: No PC is placed again where Carthage already has one
      Given Beneventum has a Carthage PC
      When Carthage places a PC in Beneventum
      Then the action is refused by the contract as out-of-place
      And Beneventum has a Carthage PC

    Scenario: A PC is placed only in a space of the map
      When Carthage places a PC in Atlantis
      Then the action is refused by the contract as malformed-action

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

    Scenario: Two CU fit inside the walls of Luceria
      Given Rome's Fabius is in Luceria
      And 4 Rome CUs are in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 2 CUs into the walls
      Then Luceria holds 2 Rome CUs inside the walls
      And Luceria holds 4 Rome CUs

    Scenario: Three CU do not fit inside the walls of Luceria
      Given Rome's Fabius is in Luceria
      And 4 Rome CUs are in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 3 CUs into the walls
      Then the action is refused citing rule walled-2
      And Luceria holds no Rome CU inside the walls

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

    Scenario: Five CU fit inside the walls of Roma
      Given Carthage's Hannibal is in Praeneste
      And Rome's Varro is in Roma
      And 6 Rome CUs are in Roma
      And Roma has a Rome PC
      When Carthage moves Hannibal's army with 0 CUs
      And the army moves to Roma
      And Rome withdraws 5 CUs into the walls
      Then Roma holds 5 Rome CUs inside the walls

    Scenario: Six CU do not fit inside the walls of Roma
      Given Carthage's Hannibal is in Praeneste
      And Rome's Varro is in Roma
      And 6 Rome CUs are in Roma
      And Roma has a Rome PC
      When Carthage moves Hannibal's army with 0 CUs
      And the army moves to Roma
      And Rome withdraws 6 CUs into the walls
      Then the action is refused citing rule walled-2
      And Roma holds no Rome CU inside the walls

  @walled-3
  Rule: CU inside walls are not attacked in the ordinary way

    Scenario: Hannibal enters Luceria past the CU inside its walls
      Given 2 Rome CUs are inside the walls of Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      Then the army may keep moving
      And no battle is due
      And Luceria holds 2 Rome CUs inside the walls

    Scenario: CU in the field beside the walls are brought to battle
      Given 2 Rome CUs are inside the walls of Luceria
      And 1 Rome CU is in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      Then the pending decision is "avoid_battle" for Rome

  @walled-4
  Rule: CU and generals may go inside friendly walls when an enemy army comes

    Scenario: Fabius alone goes inside the walls of Luceria
      Given Rome's Fabius is in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 0 CUs into the walls with Fabius
      Then Fabius is inside the walls of Luceria
      And the army may keep moving

    Scenario: Withdrawing nothing is not a withdrawal
      Given Rome's Fabius is in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 0 CUs into the walls
      Then the action is refused citing rule walled-4
      And Fabius is in Luceria

    Scenario: Going inside the walls is reported with the CU that went
      Given Rome's Fabius is in Luceria
      And 2 Rome CUs are in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 2 CUs into the walls with Fabius
      Then a "withdrew_into_walls" event happened with space Luceria, cu 2
      And Luceria holds 2 Rome CUs inside the walls

    Scenario: No more CU may go inside than stand in the field
      Given Rome's Fabius is in Luceria
      And 1 Rome CU is in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 2 CUs into the walls with Fabius
      Then the action is refused citing rule walled-4
      And Fabius is in Luceria

    Scenario: Only a general who stands there may go inside
      Given Rome's Fabius is in Luceria
      And Rome's Varro is in Casilinum
      And 1 Rome CU is in Luceria
      And Luceria has a Rome PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome withdraws 1 CU into the walls with Varro
      Then the action is refused citing rule walled-4
      And Fabius is in Luceria

  @tribes-1
  Rule: a tribe changes sides only by subjugation

    Scenario: No PC may be placed on a tribe
      When Carthage places a PC in Insubres
      Then the action is refused citing rule tribes-1
      And Insubres has no PC

    @subjugation
    Scenario: A subjugated tribe takes the subjugator's PC
      Given Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      When Carthage tries to subjugate with Mago
      Then the pending decision is "subjugation_outcome" for referee
      When the referee rules that the tribe is subjugated
      Then Insubres has a Carthage PC
      And the pending decision is "activation" for Carthage

    @subjugation @tribes-2
    Scenario: A tribe Rome subjugates becomes an ordinary Roman space of its province
      Given Hannibal on the partial map, Rome active
      And Rome's Scipio is in Insubres
      And 3 Rome CUs are in Insubres
      When Rome tries to subjugate with Scipio
      And the referee rules that the tribe is subjugated
      Then Insubres has a Rome PC
      And Gallia Cisalpina counts 1 friendly space for Rome
      And Gallia Cisalpina counts 0 friendly spaces for Carthage

  @subjugation
  Rule: subjugation is a heading only: its outcome is the referee's

    Scenario: A tribe that is not subjugated keeps its side
      Given Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      When Carthage tries to subjugate with Mago
      And the referee rules that the tribe is not subjugated
      Then Insubres has no PC

    Scenario: No subjugation where there is no tribe
      Given Carthage's Mago is in Placentia
      And 3 Carthage CUs are in Placentia
      When Carthage tries to subjugate with Mago
      Then the action is refused citing rule subjugation
      And the pending decision is "activation" for Carthage

    Scenario: No subjugation of a tribe already friendly
      Given Carthage's Mago is in Taurini
      And the tribe in Taurini is friendly to Carthage
      When Carthage tries to subjugate with Mago
      Then the action is refused citing rule subjugation

    Scenario: Carthage may not try a subjugation with a Rome general
      Given Rome's Varro is in Insubres
      And 3 Rome CUs are in Insubres
      When Carthage tries to subjugate with Varro
      Then the action is refused citing rule subjugation
      And Insubres has no PC

    Scenario: Carthage may not try a subjugation with a general who is not on the map
      Given Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      When Carthage tries to subjugate with Hanno
      Then the action is refused citing rule subjugation or by the contract as malformed-action
      And Insubres has no PC

    Scenario: A subjugation attempt and its success are reported
      Given Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      When Carthage tries to subjugate with Mago
      Then a "subjugation_attempt" event happened with space Insubres, general Mago
      When the referee rules that the tribe is subjugated
      Then a "subjugated" event happened with space Insubres, faction Carthage
      And Insubres has a Carthage PC

    Scenario: A failed subjugation is reported
      Given Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      When Carthage tries to subjugate with Mago
      And the referee rules that the tribe is not subjugated
      Then a "not_subjugated" event happened with space Insubres
      And no "subjugated" event happened

  @tribes-2
  Rule: tribes friendly to Carthage count as Carthaginian PCs in their province

    Scenario: The Taurini count for Carthage in Gallia Cisalpina
      Given Placentia has a Rome PC
      And the tribe in Taurini is friendly to Carthage
      Then Gallia Cisalpina counts 1 friendly space for Carthage
      And Gallia Cisalpina counts 1 friendly space for Rome

    Scenario: Two friendly tribes count twice
      Given the tribe in Taurini is friendly to Carthage
      And the tribe in Insubres is friendly to Carthage
      Then Gallia Cisalpina counts 2 friendly spaces for Carthage
      And Gallia Cisalpina counts 0 friendly spaces for Rome
