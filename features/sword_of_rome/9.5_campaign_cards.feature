@sword_of_rome
Feature: 9.5 Campaign cards and coordinated attacks
  A Campaign card activates two commanders in one action, one after the
  other. Units may move with both within one MP budget; an ally's troops need
  his consent; two armies may attack a common enemy together, the flanking
  army helping from a neighbouring space. Battles, sieges, sorties and
  automatic victories are outside the excerpt: the referee gives their
  outcomes, and the position gives the sorties 13.4.1 allows.

  Background:
    Given The Sword of Rome with 2-4 players on the partial map

  @9.5.1
  Rule: 9.5.1 the first commander finishes everything before the second is activated

    @9.5.1.in.after-ending
    Scenario: A Campaign card activates two commanders one after the other
      Given Camillus is in Roma
      And 3 Roman CU are in Roma
      And Consul Valerius is in Capua
      And Roman minor leader is in Luceria
      And it is Rome's action
      When Rome takes the action {"type": "play_campaign", "card": 3}
      Then the action is refused by the contract as malformed-action
      When Rome plays a Campaign card
      And Rome takes the action {"type": "activate", "leader": ["Camillus"]}
      Then the action is refused by the contract as malformed-action
      When Rome takes the action {"type": "activate", "leader": "Brutus"}
      Then the action is refused by the contract as malformed-action
      When Rome takes the action {"type": "activate", "leader": "Camillus", "card": 3}
      Then the action is refused by the contract as out-of-place
      When Rome activates Camillus with the Campaign card
      And the army picks up 3 CU
      And the army moves to Sutrium
      And the army ends its movement
      Then the pending decision is "campaign_activation" for Rome
      And Sutrium holds 3 Roman CU
      When Rome activates Consul Valerius with the Campaign card
      Then Consul Valerius commands the army in Capua
      And the army has 4 movement points
      And an "activated" event happened with leader Consul Valerius, role second
      And Consul Valerius has the role second in the Campaign
      And Camillus has the role first in the Campaign
      When the army ends its movement
      Then the Campaign action is over
      And no decision is pending

    @9.5.1.if.moving @9.5.1.unless.moving
    Scenario: The second commander waits while the first is still moving
      Given Camillus is in Roma
      And Consul Valerius is in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army moves to Sutrium
      And Rome activates Consul Valerius with the Campaign card
      Then the action is refused citing rule 9.5.1 or by the contract as out-of-place
      And Camillus commands the army in Sutrium
      And the army may keep moving
      When the army ends its movement
      And Rome activates Consul Valerius with the Campaign card
      Then Consul Valerius commands the army in Capua

    @9.5.1.if.unresolved @9.5.1.unless.unresolved @9.5.1.in.after-battle @9.4.1-exception
    Scenario: The first army's battle is resolved before the second commander is activated
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      And Consul Valerius is in Roma
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome lets the main army fight alone
      Then the referee is to resolve the battle in Beneventum
      When Rome activates Consul Valerius with the Campaign card
      Then the action is refused citing rule 9.5.1 or by the contract as wrong-player
      And the referee is to resolve the battle in Beneventum
      When the referee rules the battle won by Rome with 5 CU lost by the Campaign side
      Then the action is refused by the contract as malformed-action
      When the referee rules an automatic victory eliminating 1 CU
      Then the action is refused by the contract as out-of-place
      When an event removes Camillus from the map during the battle
      Then the action is refused by the contract as out-of-place
      When the referee rules the battle won by Rome with 4 CU lost by the Campaign side
      Then the pending decision is "campaign_activation" for Rome
      And a "battle_resolved" event happened with battle 1, space Beneventum, winner Rome
      And the battle in Beneventum is resolved, won by Rome
      When Rome activates Consul Valerius with the Campaign card
      Then Consul Valerius commands the army in Roma

    @9.5.1.in.after-siege @9.5.1.in.after-subjugation
    Scenario Outline: The first army's <kind> attempt is resolved before the second commander
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Consul Valerius is in Capua
      And <space> is controlled by <owner>
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to <space>
      And the army attempts a <kind>
      Then a "siege_attempt" event happened with kind <kind>, space <space>, leader Camillus
      And the army's movement is over
      And the pending decision is "siege_outcome" for referee
      When Rome activates Consul Valerius with the Campaign card
      Then the action is refused citing rule 9.5.1 or by the contract as wrong-player
      When the referee rules that the attempt fails
      Then the pending decision is "campaign_activation" for Rome
      And a "siege_resolved" event happened with space <space>, kind <kind>, leader Camillus, outcome failed
      When Rome activates Consul Valerius with the Campaign card
      Then Consul Valerius commands the army in Capua

      Examples:
        | kind        | space      | owner    |
        | siege       | Neapolis   | Greeks   |
        | subjugation | Beneventum | Samnites |

    @9.5.1.in.after-sortie @9.5.8-b
    Scenario: A sortie's battle is resolved before the second commander is activated
      Given Capua is besieged
      And Camillus is inside the walls of Capua
      And 3 Roman CUs are inside the walls of Capua
      And 4 Samnite CU are in Capua
      And 13.4.1 lets Camillus sortie with 3 CU
      And Consul Valerius is in Roma
      When Rome plays a Campaign card
      And Rome sorties with Camillus with the Campaign card
      And Rome lets the main army fight alone
      Then the referee is to resolve the battle in Capua
      When Rome activates Consul Valerius with the Campaign card
      Then the action is refused citing rule 9.5.1 or by the contract as wrong-player
      When the referee rules the battle won by Samnites with 1 CU lost by the Campaign side
      Then the pending decision is "campaign_activation" for Rome
      When Rome activates Consul Valerius with the Campaign card
      Then Consul Valerius commands the army in Roma

    @9.5.1.in.ally-next @9.5.5-a
    Scenario: An ally's leader is asked for only once the first commander has finished
      Given Rome and Greeks are allied
      And Camillus is in Roma
      And Agathocles is in Neapolis
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army moves to Sutrium
      And Rome activates Agathocles with the Campaign card
      Then the action is refused citing rule 9.5.1 or by the contract as out-of-place
      And no "consent_asked" event happened
      When the army ends its movement
      And Rome activates Agathocles with the Campaign card
      Then the pending decision is "ally_consent" for Greeks

    @9.5.1.if.common-target @9.5.1.unless.common-target @9.5.6-a @9.4.1-exception
    Scenario: While the battle waits the next commander is activated only as its flank
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Tarentum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius with the Campaign card
      Then the action is refused citing rule 9.5.1 or by the contract as out-of-place
      And the battle in Beneventum is not resolved yet
      When Rome activates Consul Valerius as the flanking army
      Then Consul Valerius commands the army in Tarentum
      And the battle in Beneventum is not resolved yet

    @9.4.1-exception
    Scenario: The second commander's battle is resolved before the action ends
      Given Camillus is in Roma
      And Consul Valerius is in Capua
      And 4 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army moves to Sutrium
      And the army ends its movement
      And Rome activates Consul Valerius with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      Then the referee is to resolve the battle in Beneventum
      When the referee rules the battle won by Rome with 1 CU lost by the Campaign side
      Then the Campaign action is over

    Scenario: With no other commander to activate the Campaign action ends after the first
      Given Camillus is in Roma
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army moves to Sutrium
      And the army ends its movement
      Then the Campaign action is over
      And no decision is pending

    Scenario: Once the Campaign action is over no commander is activated by it
      Given Camillus is in Roma
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army moves to Sutrium
      And the army ends its movement
      And Rome activates Camillus with the Campaign card
      Then the action is refused by the contract as not-pending
      And Camillus is in Sutrium
      And no decision is pending

  @9.5.1-b
  Rule: 9.5.1 one Campaign card never activates the same commander twice

    @9.5.1-b.if.already-activated @9.5.1-b.unless.already-activated @9.5.1-b.in.as-second @9.5.1
    Scenario: The same commander may not be activated twice by one Campaign card
      Given Camillus is in Roma
      And Consul Valerius is in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army moves to Sutrium
      And the army ends its movement
      And Rome activates Camillus with the Campaign card
      Then the action is refused citing rule 9.5.1-b
      And the pending decision is "campaign_activation" for Rome
      And activating Camillus with the Campaign card is not a legal action
      And activating Consul Valerius with the Campaign card is a legal action
      And Camillus is in Sutrium
      When Rome activates Consul Valerius with the Campaign card
      Then Consul Valerius commands the army in Capua

    @9.5.1-b.in.as-flank @9.4.1-exception @9.5.1
    Scenario: A commander activated first may not return as the flanking army
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Camillus as the flanking army
      Then the action is refused citing rule 9.5.1-b
      And the battle in Beneventum is not resolved yet
      And activating Camillus as the flanking army is not a legal action

    @9.5.1-b.in.after-bribes @9.5.4 @9.5.1
    Scenario: After Etruscan Bribes the first commander is still not activated twice
      Given Rome is playing a Campaign card and has already activated Camillus
      And Etruscan Bribes stopped Camillus's attack on Pisae
      And Camillus is in Arretium
      And 4 Roman CU are in Arretium
      And 2 Etruscan CU are in Pisae
      When Rome activates Camillus with the Campaign card
      Then the action is refused citing rule 9.5.1-b
      And no battle is declared
      And activating Camillus with the Campaign card is not a legal action

    @9.5.1-b.in.ally @9.5.5-a @9.5.1
    Scenario: An ally's leader activated first is not activated again
      Given Rome and Greeks are allied
      And Agathocles is in Neapolis
      And Camillus is in Capua
      When Rome plays a Campaign card
      And Rome activates Agathocles with the Campaign card
      And Greeks consents
      And the army ends its movement
      And Rome activates Agathocles with the Campaign card
      Then the action is refused citing rule 9.5.1-b
      And the pending decision is "campaign_activation" for Rome

  @9.5.2
  Rule: 9.5.2 units may move with both Campaign leaders, within 4 MP in all (5 for Gauls)

    @9.5.2.if.over-budget @9.5.2.unless.over-budget @9.5.2.in.cu @9.5.2.in.land @9.5.1
    Scenario: CU that spent 3 MP with the first leader move 1 MP more with the second
      Given Camillus is in Roma
      And 5 Roman CU are in Roma
      And Consul Valerius is in Arretium
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 5 CU
      And the army moves to Sutrium
      And the army moves to Arretium
      And the army ends its movement
      Then 5 Roman CU in Arretium have spent 3 MP in this action
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 5 CU
      And the army moves to Pisae
      Then Pisae holds 5 Roman CU
      And the army has 3 MP left
      When the army moves to Arretium
      Then the action is refused citing rule 9.5.2
      When the army ends its movement
      Then 5 Roman CU in Pisae have spent 4 MP in this action
      And 0 Roman CU in Arretium have spent 3 MP in this action

    @9.5.2.in.mixed-stack @9.5.1
    Scenario: The first army leaves its most tired CU behind first and the second takes the least tired first
      Given Camillus is in Roma
      And 1 Roman CU is in Roma
      And 3 Roman CU are in Sutrium
      And Consul Valerius is in Arretium
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 1 CU
      And the army moves to Sutrium
      And the army picks up 3 CU
      And the army moves to Arretium
      And the army drops off 3 CU
      And the army moves to Pisae
      And the army ends its movement
      Then 1 Roman CU in Arretium have spent 3 MP in this action
      And 2 Roman CU in Arretium have spent 2 MP in this action
      And 1 Roman CU in Pisae have spent 3 MP in this action
      And Camillus has spent 4 MP in this action
      And no army is spending the Campaign's budget
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 2 CU
      Then the army has 2 MP left of the Campaign's budget
      When the army moves to Sutrium
      Then Sutrium holds 2 Roman CU
      When the army moves to Roma
      Then the action is refused citing rule 9.5.2

    @9.5.1
    Scenario: A group of CU emptied by an earlier pick-up adds nothing to the next army's tiredness
      Given Camillus is in Roma
      And 2 Roman CU are in Roma
      And Consul Valerius is in Sutrium
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 2 CU
      And the army moves to Sutrium
      And the army drops off 1 CU
      And the army moves to Roma
      And the army moves to Sutrium
      And the army drops off 1 CU
      And the army picks up 1 CU
      Then 0 Roman CU in Sutrium have spent 1 MP in this action
      And 1 Roman CU in Sutrium have spent 3 MP in this action
      When the army moves to Roma
      And the army ends its movement
      And Rome activates Consul Valerius with the Campaign card
      And the army picks up 1 CU
      Then the army has 1 MP left of the Campaign's budget
      When the army drops off 1 CU
      Then the army has 4 MP left of the Campaign's budget
      And 1 Roman CU in Sutrium have spent 3 MP in this action

    @9.5.2.in.picked-up-on-the-way @9.5.1
    Scenario: A subordinate dropped off on the way keeps the MP he spent since he joined
      Given Camillus is in Roma
      And 2 Roman CU are in Roma
      And Roman minor leader is in Sutrium
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 2 CU
      And the army drops off 1 CU
      And the army moves to Sutrium
      And the army picks up Roman minor leader
      And the army moves to Arretium
      And the army drops off Roman minor leader
      And the army moves to Pisae
      And the army ends its movement
      Then Roman minor leader has spent 2 MP in this action
      And Camillus has spent 4 MP in this action
      And 1 Roman CU in Pisae have spent 4 MP in this action
      And 0 Roman CU in Roma have spent 0 MP in this action

    @9.5.2.in.leader-activated-second @9.5.1-b @9.5.1-b.unless.already-activated @9.5.1-b.in.moved-as-subordinate @9.5.1
    Scenario: A subordinate activated second may spend only what he has left of the budget
      Given Camillus is in Roma
      And Roman minor leader is in Sutrium
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army moves to Sutrium
      And the army picks up Roman minor leader
      And the army moves to Arretium
      And the army moves to Pisae
      And the army ends its movement
      Then Roman minor leader has spent 3 MP in this action
      When Rome activates Roman minor leader with the Campaign card
      And the army moves to Arretium
      Then Roman minor leader commands the army in Arretium
      When the army moves to Pisae
      Then the action is refused citing rule 9.5.2
      And Roman minor leader commands the army in Arretium

    @9.5.1
    Scenario: CU picked up and put down again before moving are not counted as moved
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And Capua is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army drops off 2 CU
      And the army moves to Neapolis
      And the army ends its movement
      Then no Roman CU in Capua have moved in this action
      And 2 Roman CU in Neapolis have spent 1 MP in this action

    @9.5.2.in.picked-up-on-the-way @9.5.1
    Scenario: Units picked up on the way count only the MP they moved with the army
      Given Camillus is in Roma
      And Roman minor leader is in Sutrium
      And 2 Roman CU are in Sutrium
      And Sutrium is controlled by Rome
      And Arretium is controlled by Etruscans
      And Consul Valerius is in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army moves to Sutrium
      And the army picks up 2 CU
      And the army picks up Roman minor leader
      And the army moves to Arretium
      Then the army has 1 MP left of the Campaign's budget
      When the army ends its movement
      Then 2 Roman CU in Arretium have spent 2 MP in this action
      And Roman minor leader has spent 2 MP in this action
      And Camillus has spent 3 MP in this action
      And no army is spending the Campaign's budget
      And the pending decision is "campaign_activation" for Rome

    @9.5.2.if.over-budget @9.5.2.in.cu @9.5.1
    Scenario: CU that spent 4 MP with the first leader may not move with the second
      Given Camillus is in Roma
      And 5 Roman CU are in Roma
      And Consul Valerius is in Pisae
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 5 CU
      And the army moves to Sutrium
      And the army moves to Arretium
      And the army moves to Pisae
      And the army ends its movement
      And Rome activates Consul Valerius with the Campaign card
      And the army picks up 5 CU
      And the army moves to Arretium
      Then the action is refused citing rule 9.5.2
      And Consul Valerius commands the army in Pisae
      And the army has 5 CU
      And the army has 4 MP left

    @9.5.2.in.mixed-stack @9.5.1
    Scenario: The second leader takes fresh CU before tired ones
      Given Camillus is in Roma
      And 5 Roman CU are in Roma
      And Consul Valerius is in Pisae
      And 2 Roman CU are in Pisae
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 5 CU
      And the army moves to Sutrium
      And the army moves to Arretium
      And the army moves to Pisae
      And the army ends its movement
      And Rome activates Consul Valerius with the Campaign card
      And the army picks up 2 CU
      And the army moves to Arretium
      Then Arretium holds 2 Roman CU
      And 5 Roman CU in Pisae have spent 4 MP in this action

    @9.5.2.in.mixed-stack @9.5.2.in.subordinate @9.5.1
    Scenario: The second leader takes the least tired CU first and drops the most tired first
      Given Camillus is in Roma
      And 7 Roman CU are in Roma
      And Roman minor leader is in Roma
      And Consul Valerius is in Sutrium
      And Roma is controlled by Rome
      And Sutrium is controlled by Rome
      And Antium is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army drops off 3 CU
      And the army moves to Roma
      And the army moves to Sutrium
      And the army ends its movement
      Then 3 Roman CU in Sutrium have spent 1 MP in this action
      And 1 Roman CU in Sutrium have spent 3 MP in this action
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 2 CU
      Then 1 Roman CU in Sutrium have spent 1 MP in this action
      And 1 Roman CU in Sutrium have spent 3 MP in this action
      When the army moves to Roma
      And the army picks up Roman minor leader
      And the army picks up 3 CU
      And the army moves to Antium
      And the army drops off 2 CU
      And the army drops off Roman minor leader
      And the army drops off 1 CU
      Then 2 Roman CU in Antium have spent 3 MP in this action
      And 1 Roman CU in Antium have spent 1 MP in this action
      And Roman minor leader has spent 1 MP in this action
      And the army has 2 CU
      And the army has 2 MP left

    @9.5.2.in.leader-activated-second @9.5.2.in.land @9.5.1-b @9.5.1-b.in.moved-as-subordinate @9.5.1
    Scenario: A leader who moved as a subordinate keeps his MP spent when activated second
      Given Camillus is in Roma
      And Consul Valerius is in Roma
      And 4 Roman CU are in Roma
      And Capua is controlled by Rome
      And Bovianum is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up Consul Valerius
      And the army picks up 4 CU
      And the army moves to Antium
      And the army moves to Capua
      And the army drops off 2 CU
      And the army drops off Consul Valerius
      And the army ends its movement
      Then Consul Valerius has spent 2 MP in this action
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 2 CU
      And the army moves to Beneventum
      And the army moves to Bovianum
      Then the action is refused citing rule 9.5.2
      And the army has 3 MP left
      And Consul Valerius is in Beneventum

    @9.5.2.in.samnite-routes @9.2-exception-samnites @9.5.1
    Scenario: Tired Samnite CU spend their budget at the clear cost of their home roads
      Given Gellius Egnatius is in Tarentum
      And 3 Samnite CU are in Tarentum
      And Samnite minor leader is in Beneventum
      And Luceria is controlled by Samnites
      And Bovianum is controlled by Samnites
      And Aufidena is controlled by Samnites
      When Samnites plays a Campaign card
      And Samnites activates Gellius Egnatius with the Campaign card
      And the army picks up 3 CU
      And the army moves to Luceria
      And the army moves to Beneventum
      And the army ends its movement
      And Samnites activates Samnite minor leader with the Campaign card
      And the army picks up 3 CU
      And the army moves to Bovianum
      And the army moves to Aufidena
      Then Samnite minor leader is in Aufidena
      And the army has 2 MP left

    @9.5.2.if.over-budget @9.5.2.in.sea @9.5.1 @9.6-a
    Scenario: Tired CU may not sail past the action's budget
      Given the "any-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And Consul Valerius is in Antium
      And Antium is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Roma
      And the army moves to Antium
      And the army ends its movement
      And Rome activates Consul Valerius with the Campaign card
      And the army picks up 4 CU
      And the army sails to Neapolis
      Then the action is refused citing rule 9.5.2
      And Consul Valerius is in Antium
      And Antium holds 4 Roman CU
      And the army has 4 MP left
      And the army has 2 MP left of the Campaign's budget

    @9.5.2.unless.over-budget @9.5.2.in.sea @9.5.1 @9.6-a
    Scenario: CU that spent 1 MP with the first leader may still sail with the second, reaching exactly 4 MP
      Given the "any-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Camillus is in Sutrium
      And 4 Roman CU are in Sutrium
      And Consul Valerius is in Roma
      And Sutrium is controlled by Rome
      And Roma is controlled by Rome
      And Antium is controlled by Rome
      And Capua is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Roma
      And the army ends its movement
      Then 4 Roman CU in Roma have spent 1 MP in this action
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 4 CU
      Then the army has 3 MP left of the Campaign's budget
      When the army sails to Antium
      Then Consul Valerius is in Antium
      And Antium holds 4 Roman CU
      And Roma holds no Roman CU
      And the last move went by sea for 3 MP
      And the army has 1 MP left
      And the army has 0 MP left of the Campaign's budget
      When the army moves to Capua
      Then the action is refused citing rule 9.5.2
      And Consul Valerius is in Antium
      And the army has 1 MP left
      When the army ends its movement
      Then 4 Roman CU in Antium have spent 4 MP in this action
      And Consul Valerius has spent 3 MP in this action

    @9.5.2.in.plunder @9.5.2.if.gallic @9.5.1
    Scenario: Tired Gallic CU may not plunder past the action's budget
      Given Brennus is in Pisae
      And 4 Gallic CU are in Pisae
      And Gallic minor leader is in Sutrium
      When Gauls plays a Campaign card
      And Gauls activates Brennus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Arretium
      And the army moves to Sutrium
      And the army ends its movement
      And Gauls activates Gallic minor leader with the Campaign card
      And the army picks up 4 CU
      And the army spends 3 MP on plunder
      Then the action is refused citing rule 9.5.2
      When the army spends 2 MP on plunder
      Then the army has 3 MP left

    @9.5.2.in.subordinate @9.5.2.in.leader-activated-second @9.5.1
    Scenario: A subordinate who moved alone with the first leader keeps his MP spent when activated second
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      And Capua is controlled by Rome
      And Bovianum is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up Roman minor leader
      And the army moves to Antium
      And the army moves to Capua
      And the army drops off Roman minor leader
      And the army ends its movement
      And Rome activates Roman minor leader with the Campaign card
      And the army moves to Beneventum
      And the army moves to Bovianum
      Then the action is refused citing rule 9.5.2
      And Roman minor leader is in Beneventum

    @9.5.2.in.mixed-stack @9.5.1
    Scenario: One tired CU among fresh ones holds the whole army to the budget
      Given Camillus is in Roma
      And 5 Roman CU are in Roma
      And Consul Valerius is in Pisae
      And 2 Roman CU are in Pisae
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 5 CU
      And the army moves to Sutrium
      And the army moves to Arretium
      And the army moves to Pisae
      And the army ends its movement
      And Rome activates Consul Valerius with the Campaign card
      And the army picks up 3 CU
      And the army moves to Arretium
      Then the action is refused citing rule 9.5.2
      And the army has 3 CU
      And Consul Valerius commands the army in Pisae
      When the army drops off 1 CU
      And the army moves to Arretium
      Then Arretium holds 2 Roman CU

    @9.5.2.in.subordinate @9.5.2.if.over-budget @9.5.1
    Scenario: A subordinate who spent 4 MP may not move on with the second leader
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      And Consul Valerius is in Pisae
      And 1 Roman CU is in Pisae
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up Roman minor leader
      And the army moves to Sutrium
      And the army moves to Arretium
      And the army moves to Pisae
      And the army ends its movement
      And Rome activates Consul Valerius with the Campaign card
      And the army picks up 1 CU
      And the army picks up Roman minor leader
      And the army moves to Arretium
      Then the action is refused citing rule 9.5.2
      And Roman minor leader is in Pisae
      When the army drops off Roman minor leader
      And the army moves to Arretium
      Then Consul Valerius is in Arretium
      And Roman minor leader is in Pisae

    @9.5.2.in.samnite-routes @9.2-exception-samnites @9.5.1
    Scenario: A Samnite route counts as clear against the Campaign budget too
      Given the "touching" reading of erratum 9.2-exception-samnites-routes
      And Samnite minor leader is in Beneventum
      And 4 Samnite CU are in Beneventum
      And Gellius Egnatius is in Aufidena
      When Samnites plays a Campaign card
      And Samnites activates Samnite minor leader with the Campaign card
      And the army picks up 4 CU
      And the army moves to Bovianum
      And the army moves to Beneventum
      And the army moves to Bovianum
      And the army ends its movement
      Then 4 Samnite CU in Bovianum have spent 3 MP in this action
      When Samnites activates Gellius Egnatius with the Campaign card
      And the army moves to Bovianum
      And the army picks up 4 CU
      And the army moves to Aufidena
      Then Aufidena holds 4 Samnite CU
      And the last move crossed clear terrain for 1 MP

    @9.5.2.if.gallic @9.5.2.in.plunder @9.5.1
    Scenario: Gallic CU that spent 4 MP move 1 MP more with the second Gallic leader
      Given Brennus is in Pisae
      And 4 Gallic CU are in Pisae
      And Gallic minor leader is in Roma
      When Gauls plays a Campaign card
      And Gauls activates Brennus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Arretium
      And the army moves to Sutrium
      And the army moves to Roma
      And the army ends its movement
      And Gauls activates Gallic minor leader with the Campaign card
      And the army picks up 4 CU
      And the army spends 2 MP on plunder
      Then the action is refused citing rule 9.5.2
      When the army moves to Sutrium
      Then Sutrium holds 4 Gallic CU
      And the army has 4 MP left

    @9.5.2.unless.gallic @9.5.1
    Scenario: Roman CU that spent 4 MP move no more with the second Roman leader
      Given Camillus is in Pisae
      And 4 Roman CU are in Pisae
      And Consul Valerius is in Roma
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Arretium
      And the army moves to Sutrium
      And the army moves to Roma
      And the army ends its movement
      And Rome activates Consul Valerius with the Campaign card
      And the army picks up 4 CU
      And the army moves to Sutrium
      Then the action is refused citing rule 9.5.2
      And Roma holds 4 Roman CU
      And the army has 4 MP left

    @9.5.1
    Scenario: Gallic CU that spent 5 MP may not move with the second Gallic leader
      Given Brennus is in Pisae
      And 4 Gallic CU are in Pisae
      And Gallic minor leader is in Antium
      When Gauls plays a Campaign card
      And Gauls activates Brennus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Arretium
      And the army moves to Sutrium
      And the army moves to Roma
      And the army moves to Antium
      And the army ends its movement
      And Gauls activates Gallic minor leader with the Campaign card
      And the army picks up 4 CU
      And the army moves to Roma
      Then the action is refused citing rule 9.5.2
      And Antium holds 4 Gallic CU
      And the army has 5 MP left

  @9.5.2-exception
  Rule: 9.5.2 exception: units of an army that fought or stopped move no further in the action

    @9.5.2-exception.in.battle @9.5.2-exception.in.cu @9.5.2-exception.if.with-the-army @9.4.1-exception @9.5.1
    Scenario: CU of an army that battled may not move with the second leader
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 2 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome lets the main army fight alone
      And the referee rules the battle won by Rome with 0 CU lost by the Campaign side
      And Rome activates Consul Valerius with the Campaign card
      And the army picks up 2 CU
      And the army moves to Beneventum
      And the referee rules an automatic victory eliminating 2 CU
      And the army picks up 1 CU
      Then the action is refused citing rule 9.5.2-exception
      And the army has 2 CU
      And 4 Roman CU in Beneventum may not move again in this action

    @9.5.2-exception.in.battle @9.5.2-exception.in.subordinate @9.4.1-exception @9.5.1
    Scenario: A subordinate of an army that battled may not be picked up by the second leader
      Given Camillus is in Capua
      And Roman minor leader is in Capua
      And 4 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 2 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army picks up Roman minor leader
      And the army moves to Beneventum
      And the referee rules no automatic victory
      Then no army is spending the Campaign's budget
      When Rome lets the main army fight alone
      And the referee rules the battle won by Rome with 0 CU lost by the Campaign side
      Then Roman minor leader may not move again in this action
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 2 CU
      And the army moves to Beneventum
      And the referee rules an automatic victory eliminating 2 CU
      And the army picks up Roman minor leader
      Then the action is refused citing rule 9.5.2-exception
      And the army has 2 CU

    @9.5.2-exception.in.battle @9.5.2-exception.in.leader-activated @9.4.1-exception @9.5.1
    Scenario: A subordinate of an army that battled may not be activated second
      Given Camillus is in Capua
      And Roman minor leader is in Capua
      And 4 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      And Consul Valerius is in Roma
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army picks up Roman minor leader
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome lets the main army fight alone
      And the referee rules the battle won by Rome with 0 CU lost by the Campaign side
      And Rome activates Roman minor leader with the Campaign card
      Then the action is refused citing rule 9.5.2-exception
      And the pending decision is "campaign_activation" for Rome
      And activating Roman minor leader with the Campaign card is not a legal action

    @9.5.2-exception.in.refused-battle @9.5.2-exception.in.cu @9.3.2 @9.4.3 @9.5.1
    Scenario: CU of an army that refused battle may not move with the second leader
      Given Camillus is in Roma
      And 5 Roman CU are in Roma
      And Consul Valerius is in Roma
      And Etruscan minor leader is in Arretium
      And 3 Etruscan CU are in Arretium
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Sutrium
      And Etruscans declares an interception by Etruscan minor leader with 3 CU
      And Etruscans ends the declarations
      And the interception by Etruscan minor leader succeeds
      And the army tries refusing battle
      And the refusal of battle succeeds
      Then the army's movement ended because of "refused battle"
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 2 CU
      Then the action is refused citing rule 9.5.2-exception
      And Roma holds 5 Roman CU
      And 4 Roman CU in Roma may not move again in this action

    @9.5.2-exception.in.refused-battle @9.5.2-exception.in.subordinate @9.3.2 @9.4.3 @9.5.1
    Scenario: A subordinate of an army that refused battle may not move with the second leader
      Given Camillus is in Roma
      And Roman minor leader is in Roma
      And 5 Roman CU are in Roma
      And Consul Valerius is in Roma
      And Etruscan minor leader is in Arretium
      And 3 Etruscan CU are in Arretium
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army picks up Roman minor leader
      And the army moves to Sutrium
      And Etruscans declares an interception by Etruscan minor leader with 3 CU
      And Etruscans ends the declarations
      And the interception by Etruscan minor leader succeeds
      And the army tries refusing battle
      And the refusal of battle succeeds
      Then Roman minor leader may not move again in this action
      And Camillus may not move again in this action
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up Roman minor leader
      Then the action is refused citing rule 9.5.2-exception
      And Roman minor leader is in Roma

    @9.5.2-exception.in.refused-battle @9.5.2-exception.unless.with-the-army @9.3.2 @9.4.3 @9.5.1
    Scenario: The second leader takes tired CU, never those of an army that refused battle
      Given Camillus is in Antium
      And 5 Roman CU are in Antium
      And Consul Valerius is in Roma
      And 1 Roman CU is in Roma
      And Roma is controlled by Rome
      And Etruscan minor leader is in Arretium
      And 3 Etruscan CU are in Arretium
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 5 CU
      And the army moves to Roma
      And the army drops off 1 CU
      And the army moves to Sutrium
      And Etruscans declares an interception by Etruscan minor leader with 3 CU
      And Etruscans ends the declarations
      And the interception by Etruscan minor leader succeeds
      And the army tries refusing battle
      And the refusal of battle succeeds
      Then 4 Roman CU in Roma may not move again in this action
      And 1 Roman CU in Roma have spent 1 MP in this action
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 2 CU
      Then the army has 2 CU
      And the army has 3 MP left of the Campaign's budget
      When the army picks up 1 CU
      Then the action is refused citing rule 9.5.2-exception

    @9.5.2-exception.in.siege @9.5.2-exception.in.subordinate @9.5.2-exception.in.cu @9.5.2-exception.if.with-the-army @9.5.2-exception.unless.with-the-army @9.5.1
    Scenario: CU dropped off before a siege may move on, those that besieged may not
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Consul Valerius is in Capua
      And Roman minor leader is in Capua
      And Neapolis is controlled by Greeks
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army picks up Roman minor leader
      And the army moves to Neapolis
      And the army drops off 1 CU
      And the army attempts a siege
      And the referee rules that the attempt succeeds
      Then 3 Roman CU in Neapolis may not move again in this action
      And Roman minor leader may not move again in this action
      And Camillus may not move again in this action
      And 1 Roman CU in Neapolis have spent 1 MP in this action
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 1 CU
      And the army moves to Neapolis
      And the army picks up 2 CU
      Then the action is refused citing rule 9.5.2-exception
      When the army picks up 1 CU
      Then the army has 2 CU
      And 3 Roman CU in Neapolis may not move again in this action
      And 0 Roman CU in Neapolis have spent 1 MP in this action
      When the army picks up Roman minor leader
      Then the action is refused citing rule 9.5.2-exception

    @9.5.2-exception.in.failed-pursuit @9.5.2-exception.in.cu @9.3.2 @9.4.2 @9.5.1
    Scenario: CU of an army whose pursuit check failed may not move with the second leader
      Given Capua is controlled by Rome
      And Beneventum is controlled by Samnites
      And Bovianum is controlled by Samnites
      And Camillus is in Capua
      And 5 Roman CU are in Capua
      And Consul Valerius is in Capua
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And Samnites declares an attempt by Gellius Egnatius with 4 CU to avoid battle
      And Samnites ends the declarations
      And the attempt of Gellius Egnatius to avoid battle succeeds, withdrawing to Bovianum
      And the pursuit check fails
      Then a "pursuit" event happened with leader Camillus, space Beneventum, result failed
      And 4 Roman CU in Beneventum may not move again in this action
      And Camillus may not move again in this action
      And the pending decision is "campaign_activation" for Rome
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 1 CU
      And the army moves to Beneventum
      And Samnites ends the declarations
      Then the army may keep moving
      When the army picks up 1 CU
      Then the action is refused citing rule 9.5.2-exception
      And the army has 1 CU
      And Beneventum holds 5 Roman CU
      And 4 Roman CU in Beneventum may not move again in this action

    @9.5.2-exception.in.subjugation @9.5.2-exception.in.cu @9.5.2-exception.in.subordinate @9.5.1
    Scenario: CU and a subordinate of an army that attempted a subjugation may not move with the second leader
      Given Capua is controlled by Rome
      And Beneventum is controlled by Samnites
      And Camillus is in Capua
      And Roman minor leader is in Capua
      And 5 Roman CU are in Capua
      And Consul Valerius is in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army picks up Roman minor leader
      And the army moves to Beneventum
      And the army attempts a subjugation
      Then a "siege_attempt" event happened with kind subjugation, space Beneventum, leader Camillus
      When the referee rules that the attempt fails
      Then a "siege_resolved" event happened with space Beneventum, kind subjugation, leader Camillus, outcome failed
      And 4 Roman CU in Beneventum may not move again in this action
      And Roman minor leader may not move again in this action
      And Camillus may not move again in this action
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 1 CU
      And the army moves to Beneventum
      And the army picks up 1 CU
      Then the action is refused citing rule 9.5.2-exception
      And the army has 1 CU
      And Beneventum holds 5 Roman CU
      When the army picks up Roman minor leader
      Then the action is refused citing rule 9.5.2-exception
      And Roman minor leader is in Beneventum
      And 4 Roman CU in Beneventum may not move again in this action

    @9.5.2-exception.unless.with-the-army @9.5.2-exception.in.cu @9.5.1
    Scenario: CU that only moved with the first leader may move again
      Given Camillus is in Roma
      And 4 Roman CU are in Roma
      And Consul Valerius is in Sutrium
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Sutrium
      And the army ends its movement
      And Rome activates Consul Valerius with the Campaign card
      And the army picks up 4 CU
      Then the army has 4 CU
      And the army has 4 MP left

    @9.5.2-exception.in.coordinated @9.4.1-exception @9.5.1
    Scenario: After a coordinated battle neither army's units may move again in the action
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules the battle won by Rome with 2 CU lost by the Campaign side
      Then 4 Roman CU in Beneventum may not move again in this action
      And 4 Roman CU in Luceria may not move again in this action
      And Camillus may not move again in this action
      And Consul Valerius may not move again in this action

  @9.5.3
  Rule: 9.5.3 one siege or subjugation attempt per space per Campaign card

    @9.5.3.if.attempted @9.5.3.in.same-kind @9.5.3.in.other-kind @9.5.3.in.second-army @9.5.1
    Scenario: A second siege or subjugation attempt against the same space is refused
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Consul Valerius is in Capua
      And 3 Roman CU are in Neapolis
      And Neapolis is controlled by Greeks
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Neapolis
      And the army attempts a siege
      And the referee rules that the attempt fails
      And Rome activates Consul Valerius with the Campaign card
      And the army moves to Neapolis
      And the army picks up 3 CU
      Then attempting a siege is not a legal action
      And attempting a subjugation is not a legal action
      When the army attempts a siege
      Then the action is refused citing rule 9.5.3
      And the army may keep moving
      When the army attempts a subjugation
      Then the action is refused citing rule 9.5.3
      And the army may keep moving

    @9.5.3.if.attempted @9.5.3.in.after-success @9.5.3.in.second-army @9.5.1
    Scenario: A successful siege attempt still leaves the space closed to another attempt with the card
      Given Camillus is in Capua
      And 5 Roman CU are in Capua
      And Consul Valerius is in Capua
      And Neapolis is controlled by Greeks
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Neapolis
      And the army attempts a siege
      And the referee rules that the attempt succeeds
      And Rome activates Consul Valerius with the Campaign card
      And the army picks up 1 CU
      And the army moves to Neapolis
      Then attempting a siege is not a legal action
      When the army attempts a siege
      Then the action is refused citing rule 9.5.3
      And the army may keep moving

    @9.5.3.unless.attempted @9.5.3.in.second-army @9.5.1
    Scenario: The second army may attempt a siege of another space
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And Consul Valerius is in Luceria
      And 3 Roman CU are in Luceria
      And Neapolis is controlled by Greeks
      And Tarentum is controlled by Greeks
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Neapolis
      And the army attempts a siege
      And the referee rules that the attempt succeeds
      Then a "siege_resolved" event happened with space Neapolis, kind siege, leader Camillus, outcome succeeded
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 3 CU
      And the army moves to Tarentum
      Then attempting a siege is a legal action
      When the army attempts a siege
      Then the pending decision is "siege_outcome" for referee
      When the referee rules that the attempt fails
      Then a "siege_resolved" event happened with space Tarentum, kind siege, leader Consul Valerius, outcome failed
      And the Campaign action is over

    @9.5.1
    Scenario: A siege or subjugation attempt takes no parameters
      Given Camillus is in Capua
      And 2 Roman CU are in Capua
      And Beneventum is controlled by Samnites
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 2 CU
      And the army moves to Beneventum
      And Rome takes the action {"type": "subjugate", "space": "Beneventum"}
      Then the action is refused by the contract as malformed-action
      And the army may keep moving

    @9.5.3 @9.5.1
    Scenario: An army moved by an ordinary card is offered no subjugation attempt
      Given Camillus is in Capua
      And 2 Roman CU are in Capua
      And Beneventum is controlled by Samnites
      When Rome activates Camillus with a 1-card
      And the army picks up 2 CU
      And the army moves to Beneventum
      Then attempting a subjugation is not a legal action
      When the army attempts a subjugation
      Then the action is refused by the contract as out-of-place
      And the army may keep moving

    @9.5.3 @9.5.1
    Scenario: A Campaign army in a space its own power controls is offered no subjugation attempt
      Given Camillus is in Antium
      And 2 Roman CU are in Antium
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 2 CU
      And the army moves to Capua
      Then attempting a subjugation is not a legal action
      When the army attempts a subjugation
      Then the action is refused by the contract as out-of-place
      And the army may keep moving

    @9.5.1 @9.4.1-exception
    Scenario: Letting the main army fight alone takes no parameters
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome takes the action {"type": "fight_alone", "leader": "Camillus"}
      Then the action is refused by the contract as malformed-action
      And the pending decision is "campaign_activation" for Rome

    @9.5.1 @9.5.7-c @9.3.1 @9.4.1-exception
    Scenario: Coordinating another attack takes no parameters
      Given the "approach" reading of erratum 9.5.6-b-different-path
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And 2 Samnite CU are in Bovianum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules an automatic victory eliminating 3 CU
      And the army moves to Bovianum
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome takes the action {"type": "coordinate", "leader": "Consul Valerius"}
      Then the action is refused by the contract as malformed-action
      And the coordinated attack in Bovianum is at the stage choosing with Consul Valerius waiting

    @9.5.3 @9.5.1
    Scenario: A Campaign army in an enemy space without walls is offered a subjugation but no siege
      Given Camillus is in Capua
      And 2 Roman CU are in Capua
      And Beneventum is controlled by Samnites
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 2 CU
      And the army moves to Beneventum
      Then attempting a siege is not a legal action
      And attempting a subjugation is a legal action
      When the army attempts a siege
      Then the action is refused by the contract as out-of-place
      And no "siege_attempt" event happened
      And the army may keep moving

  @9.5.4
  Rule: 9.5.4 Etruscan Bribes against the first army do not shield the space from the second

    @9.5.4.in.land @9.4.1-exception @9.5.1
    Scenario: The second army attacks the space the first was bribed away from
      Given Rome is playing a Campaign card and has already activated Camillus
      And Etruscan Bribes stopped Camillus's attack on Pisae
      And Camillus is in Sutrium
      And Consul Valerius is in Arretium
      And 4 Roman CU are in Arretium
      And 2 Etruscan CU are in Pisae
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 4 CU
      And the army moves to Pisae
      And the referee rules no automatic victory
      Then a battle is declared in Pisae: Consul Valerius's 4 CU against 2 Etruscan CU
      And the Campaign records that Etruscan Bribes stopped Camillus's attack on Pisae
      And Camillus has the role first in the Campaign
      And Consul Valerius has the role second in the Campaign

    @9.5.4.in.sea @9.4.1-exception @9.5.1 @9.6-a
    Scenario: The second army sails into the space the first was bribed away from and attacks it
      Given the "any-card" reading of erratum 9.6.3-c-alliance-card
      And Rome is playing a Campaign card and has already activated Camillus
      And Etruscan Bribes stopped Camillus's attack on Pisae
      And Rome and Carthage are allied
      And Camillus is in Sutrium
      And Consul Valerius is in Antium
      And 4 Roman CU are in Antium
      And 2 Etruscan CU are in Pisae
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 4 CU
      And the army sails to Pisae
      And the referee rules no automatic victory
      Then a battle is declared in Pisae: Consul Valerius's 4 CU against 2 Etruscan CU

    @9.5.4.in.siege @9.5.1
    Scenario: The second army may besiege the city the first was bribed away from
      Given Rome is playing a Campaign card and has already activated Camillus
      And Etruscan Bribes stopped Camillus's attack on Arretium
      And Arretium is controlled by Etruscans
      And Camillus is in Roma
      And Consul Valerius is in Sutrium
      And 4 Roman CU are in Sutrium
      When Rome activates Consul Valerius with the Campaign card
      And the army picks up 4 CU
      And the army moves to Arretium
      Then attempting a siege is a legal action
      When the army attempts a siege
      Then a "siege_attempt" event happened with kind siege, space Arretium, leader Consul Valerius
      And the pending decision is "siege_outcome" for referee

  @9.5.5-a
  Rule: 9.5.5 allied troops are activated only with a Campaign card and the ally's consent

    @9.5.5-a.unless.campaign-card
    Scenario: An ally's leader may not be activated with an ordinary card
      Given Rome and Greeks are allied
      And Agathocles is in Neapolis
      And Camillus is in Capua
      When Rome activates Agathocles with a 2-card
      Then the action is refused citing rule 9.5.5-a or by the contract as out-of-place
      And the pending decision is "activation" for Rome
      And activating Agathocles with a 2-card is not a legal action

    @9.5.5-a.if.consent @9.5.1
    Scenario: The player who controls the allied power gives the consent
      Given Rome and Etruscans are allied
      And the Samnite player controls the Etruscans
      And Etruscan minor leader is in Arretium
      And 2 Etruscan CU are in Arretium
      When Rome plays a Campaign card
      And Rome activates Etruscan minor leader with the Campaign card
      Then the pending decision is "ally_consent" for Samnites
      When Samnites consents
      Then Etruscan minor leader commands the army in Arretium
      And the pending decision is "movement" for Rome
      And the army is an Etruscan army
      And a "consent_given" event happened with leader Etruscan minor leader, ally Samnites, asked true

    @9.5.5-a.if.campaign-card @9.5.5-a.if.consent @9.5.5-a.if.allied @9.5.5-a.in.first @9.5.5-a.in.troops-stay-ally @9.5.1
    Scenario: An ally's leader is activated by a Campaign card once the ally consents
      Given Rome and Greeks are allied
      And Agathocles is in Neapolis
      And 3 Greek CU are in Neapolis
      When Rome plays a Campaign card
      And Rome activates Agathocles with the Campaign card
      Then the pending decision is "ally_consent" for Greeks
      When Rome consents
      Then the action is refused citing rule 9.5.5-a or by the contract as wrong-player
      When Greeks consents
      Then Agathocles commands the army in Neapolis
      And the pending decision is "movement" for Rome
      And the army is a Greek army
      And the army has 4 movement points
      And a "consent_given" event happened with leader Agathocles, ally Greeks, asked true
      And an "activated" event happened with leader Agathocles, player Rome, role first
      And the Campaign records that Greeks consented to Agathocles when asked
      When the army picks up 3 CU
      And the army moves to Capua
      Then Capua holds 3 Greek CU
      And Capua holds no Roman CU

    @9.5.5-a.unless.consent @9.5.1
    Scenario: Without the ally's consent his leader is not activated
      Given Rome and Greeks are allied
      And Agathocles is in Neapolis
      When Rome plays a Campaign card
      And Rome activates Agathocles with the Campaign card
      And Greeks refuses consent
      Then the pending decision is "campaign_activation" for Rome
      And no "activated" event happened
      And Agathocles is in Neapolis
      And a "consent_refused" event happened with leader Agathocles, ally Greeks
      And the Campaign records that Greeks refused Agathocles when asked

    @9.5.5-a.unless.allied @9.5.1
    Scenario: A leader of a power that is not an ally may not be activated even by a Campaign card
      Given Agathocles is in Neapolis
      When Rome plays a Campaign card
      And Rome activates Agathocles with the Campaign card
      Then the action is refused citing rule 9.1 or by the contract as out-of-place
      And activating Agathocles with the Campaign card is not a legal action
      And no "consent_asked" event happened

    @9.5.5-a.in.second @9.5.1
    Scenario: An ally's leader activated second is asked for too
      Given Rome and Greeks are allied
      And Camillus is in Roma
      And Agathocles is in Neapolis
      And 2 Greek CU are in Neapolis
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army ends its movement
      And Rome activates Agathocles with the Campaign card
      Then the pending decision is "ally_consent" for Greeks
      When Greeks consents
      Then Agathocles commands the army in Neapolis
      And an "activated" event happened with leader Agathocles, player Rome, role second
      And the army is a Greek army

    @9.5.5-a.in.flank @9.5.8-a @9.5.8-a.if.allied @9.5.8-a.in.asked @9.4.1-exception @9.5.1
    Scenario: An ally's leader is asked before leading the flanking army
      Given Rome and Greeks are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Agathocles is in Luceria
      And 3 Greek CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Agathocles as the flanking army
      Then the pending decision is "ally_consent" for Greeks
      When Greeks consents
      Then Agathocles commands the army in Luceria
      When the army picks up 3 CU
      And the army ends its movement
      Then Agathocles flanks the battle in Beneventum from Luceria
      And in Beneventum Camillus's 4 CUs and Agathocles's 3 Greek CUs attack together

    @9.5.5-a.in.flank @9.4.1-exception @9.5.1
    Scenario: An ally who refuses his flank leaves the main army to choose again
      Given Rome and Greeks are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Agathocles is in Luceria
      And 3 Greek CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Agathocles as the flanking army
      And Greeks refuses consent
      Then the pending decision is "campaign_activation" for Rome
      And the battle in Beneventum is not resolved yet
      When Rome lets the main army fight alone
      Then the referee is to resolve the battle in Beneventum

    @9.5.5-a.in.moved-as-own @9.5.1
    Scenario: Armies a player moves as his own need no consent
      Given Samnites and Etruscans are allied
      And the Samnite player controls the Etruscans
      And Etruscan minor leader is in Arretium
      When Samnites plays a Campaign card
      And Samnites activates Etruscan minor leader with the Campaign card
      Then Etruscan minor leader commands the army in Arretium
      And no "consent_asked" event happened
      And no "consent_given" event happened

  @9.5.5-b
  Rule: 9.5.5 an ally who refuses consent stays an ally

    @9.5.5-b.in.alliance-kept @9.5.5-b.in.asked-again @9.5.1 @9.5.5-a
    Scenario: Refusing consent leaves the alliance in place
      Given Rome and Greeks are allied
      And Agathocles is in Neapolis
      And Greek minor leader is in Tarentum
      And Camillus is in Capua
      When Rome plays a Campaign card
      And Rome activates Agathocles with the Campaign card
      And Greeks refuses consent
      Then Rome and Greeks are still allied
      And a "consent_refused" event happened
      When Rome activates Greek minor leader with the Campaign card
      Then the pending decision is "ally_consent" for Greeks
      When Greeks refuses consent
      And Rome activates Camillus with the Campaign card
      Then Camillus commands the army in Capua

    @9.5.5-b.in.not-enemy @9.5.1 @9.5.5-a
    Scenario: After refusing consent the ally's troops are still no enemy of the Campaign army
      Given Rome and Greeks are allied
      And Agathocles is in Neapolis
      And 3 Greek CU are in Neapolis
      And Camillus is in Capua
      And 2 Roman CU are in Capua
      When Rome plays a Campaign card
      And Rome activates Agathocles with the Campaign card
      And Greeks refuses consent
      And Rome activates Camillus with the Campaign card
      And the army picks up 2 CU
      And the army moves to Neapolis
      Then no battle is declared
      And the army may keep moving
      And Neapolis holds 3 Greek CU
      And Neapolis holds 2 Roman CU

  @9.5.5-c
  Rule: 9.5.5 Carthage allied with Rome always consents, its restrictions still apply

    @9.5.5-c.if.rome-and-carthage @9.5.1
    Scenario: Carthage allied with Rome is not asked for consent
      Given Rome and Carthage are allied
      And Hanno is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Rome plays a Campaign card
      And Rome activates Hanno with the Campaign card
      Then the pending decision is "movement" for Rome
      And Hanno commands the army in Lilybaeum
      And no "consent_asked" event happened
      And a "consent_given" event happened with leader Hanno, ally Carthage, asked false
      And the Campaign records that Carthage consented to Hanno without being asked

    @9.5.1
    Scenario: A Carthaginian army moved by Rome stays a Carthaginian army
      Given Rome and Carthage are allied
      And Hanno is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      And 2 Roman CU are in Lilybaeum
      When Rome plays a Campaign card
      And Rome activates Hanno with the Campaign card
      And the army picks up 3 CU
      Then the army is a Carthaginian army
      And the army has 4 movement points
      And Lilybaeum holds 2 Roman CU

    @9.5.5-a @9.5.5-a.in.moved-as-own @9.5.1
    Scenario: Carthaginian armies Rome moves as its own need no consent though Carthage is its ally
      Given Rome and Carthage are allied
      And Rome moves the Carthaginian armies
      And Hanno is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Rome plays a Campaign card
      And Rome activates Hanno with the Campaign card
      Then Hanno commands the army in Lilybaeum
      And no "consent_given" event happened

    @9.5.5-c.unless.rome-and-carthage @9.5.5-c.in.carthage-asks-rome @9.5.1 @9.5.5-a
    Scenario: Rome allied with Carthage is still asked for consent
      Given Rome and Carthage are allied
      And Camillus is in Capua
      And Hanno is in Lilybaeum
      When Carthage plays a Campaign card
      And Carthage activates Camillus with the Campaign card
      Then the pending decision is "ally_consent" for Rome

    @9.5.5-c.unless.rome-and-carthage @9.5.5-c.in.rome-asks-other-ally @9.5.1 @9.5.5-a
    Scenario: Rome allied with Carthage still asks its other allies
      Given Rome and Carthage are allied
      And Rome and Greeks are allied
      And Agathocles is in Neapolis
      When Rome plays a Campaign card
      And Rome activates Agathocles with the Campaign card
      Then the pending decision is "ally_consent" for Greeks

    @9.5.5-c.if.rome-and-carthage @9.5.5-c.in.five-players @9.5.1
    Scenario: With five players Carthage allied with Rome is not asked either
      Given The Sword of Rome with 5 players on the partial map
      And Rome and Carthage are allied
      And Hanno is in Lilybaeum
      When Rome plays a Campaign card
      And Rome activates Hanno with the Campaign card
      Then Hanno commands the army in Lilybaeum
      And a "consent_given" event happened with leader Hanno, ally Carthage, asked false

    @9.5.5-c.in.sea-restriction @9.6.3-a @9.6.3-a.in.campaign-no-value @9.6.3-campaign-card @9.5.1 @9.6-a
    Scenario: A Carthaginian army Rome activates by a Campaign card has no ships under the no-value reading
      Given the "no-value" reading of erratum 9.6.3-campaign-card
      And Rome and Carthage are allied
      And Hanno is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Rome plays a Campaign card
      And Rome activates Hanno with the Campaign card
      Then the army has no ships
      When the army picks up 3 CU
      And the army sails to Messana
      Then the action is refused citing rule 9.6.3-a
      And Hanno is in Lilybaeum

    @9.5.5-c.in.sea-restriction @9.6.3-a @9.6.3-a.in.campaign-as-three @9.6.3-campaign-card @9.5.1 @9.6-a
    Scenario: A Carthaginian army Rome activates by a Campaign card sails 10 CU under the as-three reading
      Given the "as-three" reading of erratum 9.6.3-campaign-card
      And Rome and Carthage are allied
      And Hanno is in Lilybaeum
      And 10 Carthaginian CU are in Lilybaeum
      When Rome plays a Campaign card
      And Rome activates Hanno with the Campaign card
      Then the army may carry 10 CU by sea
      When the army picks up 10 CU
      And the army sails to Messana
      Then Hanno is in Messana
      And Messana holds 10 Carthaginian CU
      And a "moved" event happened with by sea, capacity 10, capacity_rule 9.6.3-a

    @9.5.5-c.in.african-ports @9.6.2 @9.6.2.if.carthaginian @9.6.2.unless.carthaginian @9.6.3-campaign-card @9.5.1 @9.6-a
    Scenario: A Carthaginian army Rome activates may sail into Carthago, where a Roman army may not
      Given the "as-three" reading of erratum 9.6.3-campaign-card
      And Rome and Carthage are allied
      And Hanno is in Lilybaeum
      And 2 Carthaginian CU are in Lilybaeum
      And Camillus is in Lilybaeum
      And 2 Roman CU are in Lilybaeum
      When Rome plays a Campaign card
      And Rome activates Hanno with the Campaign card
      And the army picks up 2 CU
      And the army sails to Carthago
      Then Hanno is in Carthago
      And Carthago holds 2 Carthaginian CU
      When the army ends its movement
      And Rome activates Camillus with the Campaign card
      And the army picks up 2 CU
      And the army sails to Carthago
      Then the action is refused citing rule 9.6.2
      And Camillus is in Lilybaeum

  @9.5.6-a
  Rule: 9.5.6 coordinated attack: the main army engages and its battle waits

    @9.5.6-a.if.battle @9.5.6-a.if.first-army @9.5.6-a.in.entered @9.4.1-exception @9.5.1
    Scenario: The main army's battle waits for a flanking army
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Tarentum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      Then the pending decision is "campaign_activation" for Rome
      And the battle in Beneventum is not resolved yet
      And a "battle_waits" event happened
      And no army is spending the Campaign's budget
      And the main army's path is Capua, Beneventum
      And the coordinated attack in Beneventum is at the stage choosing
      When Rome coordinates another attack
      Then the action is refused by the contract as out-of-place
      And activating Consul Valerius as the flanking army is a legal action
      And activating Consul Valerius with the Campaign card is not a legal action

    @9.5.6-a.unless.battle @9.5.1
    Scenario: Without a battle there is no flanking army
      Given Camillus is in Roma
      And Consul Valerius is in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army moves to Sutrium
      And the army ends its movement
      And Rome activates Consul Valerius as the flanking army
      Then the action is refused citing rule 9.5.6-a or by the contract as out-of-place
      And the pending decision is "campaign_activation" for Rome
      And activating Consul Valerius as the flanking army is not a legal action

    @9.5.6-a.unless.first-army @9.4.1-exception @9.5.1
    Scenario: The second army's battle does not wait for a flank
      Given Camillus is in Roma
      And Consul Valerius is in Capua
      And 4 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      And Consul Aemilius is in Luceria
      And 3 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army ends its movement
      And Rome activates Consul Valerius with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      Then the referee is to resolve the battle in Beneventum
      And no "battle_waits" event happened
      When Rome activates Consul Aemilius as the flanking army
      Then the action is refused citing rule 9.5.6-a or by the contract as wrong-player

    @9.5.6-a.in.intercepted @9.3.2 @9.4.1-exception @9.4.3 @9.5.1
    Scenario: A battle begun by an interception of the main army waits for a flank too
      Given Camillus is in Roma
      And 4 Roman CU are in Roma
      And Etruscan minor leader is in Arretium
      And 3 Etruscan CU are in Arretium
      And Consul Valerius is in Pisae
      And 3 Roman CU are in Pisae
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Sutrium
      And Etruscans declares an interception by Etruscan minor leader with 3 CU
      And Etruscans ends the declarations
      And the interception by Etruscan minor leader succeeds
      And the army accepts battle
      And the referee rules no automatic victory
      Then a "battle" event happened with space Sutrium, cause interception
      And the battle in Sutrium is not resolved yet
      And the pending decision is "campaign_activation" for Rome
      When Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Arretium
      And the army ends its movement
      Then Consul Valerius flanks the battle in Sutrium from Arretium
      And the referee is to resolve the battle in Sutrium

    @9.5.6-a.in.sortie @9.5.8-b @9.5.1
    Scenario: A battle begun by a sortie waits for a flank
      Given Capua is besieged
      And Camillus is inside the walls of Capua
      And 3 Roman CUs are inside the walls of Capua
      And 4 Samnite CU are in Capua
      And 13.4.1 lets Camillus sortie with 3 CU
      And Consul Valerius is in Neapolis
      When Rome plays a Campaign card
      And Rome sorties with Camillus with the Campaign card
      Then the battle in Capua is not resolved yet
      And the pending decision is "campaign_activation" for Rome
      And activating Consul Valerius as the flanking army is a legal action

    @9.5.6-a.in.by-sea @9.3.1 @9.4.1-exception @9.5.1 @9.6-a
    Scenario: A main army that sailed into the enemy's port waits for its flank
      Given the "any-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Camillus is in Roma
      And 4 Roman CU are in Roma
      And 3 Greek CU are in Neapolis
      And Neapolis is controlled by Greeks
      And Consul Valerius is in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army sails to Neapolis
      And Greeks declares no CU inside the walls
      And the referee rules no automatic victory
      Then the battle in Neapolis is not resolved yet
      And a "battle_waits" event happened with space Neapolis, main Camillus
      And the main army's path is Roma, Neapolis

    @9.5.6-a.unless.battle @9.5.1
    Scenario: Without a battle an action of another type that names the flank role is simply out of place
      Given Camillus is in Roma
      And Consul Valerius is in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army moves to Sutrium
      And the army ends its movement
      And Rome takes the action {"type": "fight_alone", "role": "flank"}
      Then the action is refused by the contract as out-of-place
      When Rome takes the action {"type": "sortie", "leader": "Consul Valerius", "role": "flank"}
      Then the action is refused by the contract as out-of-place
      And the pending decision is "campaign_activation" for Rome

  @9.5.6-b
  Rule: 9.5.6 the flanking army reaches the battle by another path than the main army's

    @9.5.6-b.if.in-reach @9.5.6-b.in.by-land @9.4.1-exception @9.5.1
    Scenario: The flanking army comes by another path
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Tarentum
      And 5 Roman CU are in Tarentum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 5 CU
      And the army moves to Luceria
      And the army ends its movement
      Then Consul Valerius flanks the battle in Beneventum from Luceria
      And the referee is to resolve the battle in Beneventum

    @9.5.6-b.if.approach @9.5.6-b.unless.approach @9.4.1-exception @9.5.1
    Scenario: A flanking army may not stop where the main army came from
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Capua
      And 3 Roman CU are in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      Then the action is refused citing rule 9.5.6-b
      And the army may keep moving
      And the battle in Beneventum has no flanking army
      When the army moves to Aufidena
      And the army moves to Bovianum
      And the army ends its movement
      Then Consul Valerius flanks the battle in Beneventum from Bovianum

    @9.5.6-b.if.approach @9.5.6-b.unless.approach @9.4.1-exception @9.5.1
    Scenario: The approach is the space the main army entered the battle from, not where it started
      Given the "approach" reading of erratum 9.5.6-b-different-path
      And Camillus is in Aufidena
      And 4 Roman CU are in Aufidena
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Bovianum
      And 3 Roman CU are in Bovianum
      And Bovianum is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Bovianum
      And the army moves to Beneventum
      And the referee rules no automatic victory
      Then the main army's path is Aufidena, Bovianum, Beneventum
      When Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      Then the action is refused citing rule 9.5.6-b
      When the army moves to Aufidena
      And the army moves to Capua
      And the army ends its movement
      Then Consul Valerius flanks the battle in Beneventum from Capua

    @9.5.6-b.if.approach @9.5.6-b.unless.approach @9.4.1-exception @9.5.1
    Scenario: A position that leaves the erratum out takes the approach as the space the main army entered the battle from
      Given the default reading of erratum 9.5.6-b-different-path, left out of the position
      And Camillus is in Aufidena
      And 4 Roman CU are in Aufidena
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Bovianum
      And 3 Roman CU are in Bovianum
      And Bovianum is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Bovianum
      And the army moves to Beneventum
      And the referee rules no automatic victory
      Then the main army's path is Aufidena, Bovianum, Beneventum
      When Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      Then the action is refused citing rule 9.5.6-b
      When the army moves to Aufidena
      And the army moves to Capua
      And the army ends its movement
      Then Consul Valerius flanks the battle in Beneventum from Capua

    @9.5.6-b.in.move-out-of-reach @9.5.6-b-moment @9.4.1-exception @9.5.1
    Scenario: Reading each-move, a flanking army may not head where it could no longer reach the battle
      Given the "each-move" reading of erratum 9.5.6-b-moment
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Aufidena
      And 3 Roman CU are in Aufidena
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Capua
      Then the action is refused citing rule 9.5.6-b
      And Consul Valerius is in Aufidena
      And moving to Capua is not a legal action
      And moving to Bovianum is a legal action

    @9.5.6-b.in.move-out-of-reach @9.5.6-b-moment @9.4.1-exception @9.5.1
    Scenario: A position that leaves the erratum out checks each move, so a flanking army may not head where it could no longer reach the battle
      Given the default reading of erratum 9.5.6-b-moment, left out of the position
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Aufidena
      And 3 Roman CU are in Aufidena
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Capua
      Then the action is refused citing rule 9.5.6-b
      And Consul Valerius is in Aufidena
      And moving to Capua is not a legal action
      And moving to Bovianum is a legal action

    @9.5.6-b.in.move-out-of-reach @9.5.6-b-moment @9.5.6-d @9.5.6-d.unless.next-to-battle @9.4.1-exception @9.5.1
    Scenario: Reading at-the-stop, a flank that heads out of reach ends its movement without joining
      Given the "approach" reading of erratum 9.5.6-b-different-path
      And the "at-the-stop" reading of erratum 9.5.6-b-moment
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Aufidena
      And 3 Roman CU are in Aufidena
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      Then moving to Capua is a legal action
      When the army moves to Capua
      And the army moves to Neapolis
      Then Consul Valerius is in Neapolis
      When the army ends its movement
      Then the battle in Beneventum has no flanking army
      And a "flank_stopped" event happened with leader Consul Valerius, space Neapolis
      And the referee is to resolve the battle in Beneventum

    @9.5.6-b.in.move-out-of-reach @9.5.6-b-moment @9.4.1-exception @9.5.1
    Scenario: Reading at-the-stop, a flank still in reach of the battle must stop next to it
      Given the "at-the-stop" reading of erratum 9.5.6-b-moment
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Aufidena
      And 3 Roman CU are in Aufidena
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      Then the action is refused citing rule 9.5.6-d
      When the army moves to Bovianum
      And the army ends its movement
      Then Consul Valerius flanks the battle in Beneventum from Bovianum

    @9.5.6-b.in.sail-out-of-reach @9.5.6-b-moment @9.4.1-exception @9.5.1 @9.6-a
    Scenario: Reading each-move, a flanking army may not sail where it could no longer reach the battle
      Given the "any-card" reading of erratum 9.6.3-c-alliance-card
      And the "each-move" reading of erratum 9.5.6-b-moment
      And Rome and Carthage are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Tarentum
      And 3 Roman CU are in Tarentum
      And Tarentum is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army sails to Messana
      Then the action is refused citing rule 9.5.6-b
      And Consul Valerius is in Tarentum
      And sailing to Messana is not a legal action

    @9.5.6-b.in.sail-out-of-reach @9.5.6-b-moment @9.4.1-exception @9.5.1 @9.6-a
    Scenario: Reading at-the-stop, a flanking army may sail out of reach and then stops without joining
      Given the "any-card" reading of erratum 9.6.3-c-alliance-card
      And the "at-the-stop" reading of erratum 9.5.6-b-moment
      And Rome and Carthage are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Tarentum
      And 3 Roman CU are in Tarentum
      And Tarentum is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army sails to Messana
      Then Consul Valerius is in Messana
      When the army ends its movement
      Then the battle in Beneventum has no flanking army
      And the referee is to resolve the battle in Beneventum

    @9.5.6-c @9.5.6-c.in.plunder @9.5.6-b.in.plunder-out-of-reach @9.5.6-b.in.gallic @9.5.6-b-moment @9.4.1-exception @9.5.1
    Scenario: Reading each-move, a Gallic flanking army may not plunder away the MP it needs to reach the battle
      Given the "each-move" reading of erratum 9.5.6-b-moment
      And Brennus is in Capua
      And 4 Gallic CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Gallic minor leader is in Tarentum
      And 3 Gallic CU are in Tarentum
      When Gauls plays a Campaign card
      And Gauls activates Brennus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Gauls activates Gallic minor leader as the flanking army
      And the army picks up 3 CU
      And the army spends 5 MP on plunder
      Then the action is refused citing rule 9.5.6-b
      When the army spends 4 MP on plunder
      And the army moves to Luceria
      And the army ends its movement
      Then Gallic minor leader flanks the battle in Beneventum from Luceria

    @9.5.6-b.in.plunder-out-of-reach @9.5.6-b-moment @9.4.1-exception @9.5.1
    Scenario: Reading at-the-stop, a Gallic flank that plunders away its MP stops without joining
      Given the "at-the-stop" reading of erratum 9.5.6-b-moment
      And Brennus is in Capua
      And 4 Gallic CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Gallic minor leader is in Tarentum
      And 3 Gallic CU are in Tarentum
      When Gauls plays a Campaign card
      And Gauls activates Brennus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Gauls activates Gallic minor leader as the flanking army
      And the army picks up 3 CU
      And the army spends 5 MP on plunder
      And the army ends its movement
      Then the battle in Beneventum has no flanking army
      And a "flank_stopped" event happened with leader Gallic minor leader, space Tarentum

    @9.5.6-b.unless.in-reach @9.5.6-b.in.budget @9.4.1-exception @9.5.1
    Scenario: A flanking leader who moved with the main army has only the rest of his budget to reach the battle
      Given Camillus is in Roma
      And Consul Valerius is in Roma
      And 6 Roman CU are in Roma
      And 3 Samnite CU are in Beneventum
      And Capua is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up Consul Valerius
      And the army picks up 6 CU
      And the army moves to Antium
      And the army moves to Capua
      And the army drops off 2 CU
      And the army drops off Consul Valerius
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      Then the action is refused citing rule 9.5.6-b
      And activating Consul Valerius as the flanking army is not a legal action

    @9.5.6-b.unless.in-reach @9.5.6-b.in.by-land @9.4.1-exception @9.5.1
    Scenario: A flanking army that cannot reach another approach is not activated
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Roma
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      Then the action is refused citing rule 9.5.6-b
      And the pending decision is "campaign_activation" for Rome
      And activating Consul Valerius as the flanking army is not a legal action

    @9.5.6-b.if.in-reach @9.5.6-b.in.by-sea @9.3.1 @9.4.1-exception @9.5.1 @9.6-a
    Scenario: A flanking army that can reach the battle only by sea is activated and sails there
      Given the "any-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Camillus is in Antium
      And 4 Roman CU are in Antium
      And 3 Samnite CU are in Capua
      And Capua is controlled by Samnites
      And Consul Valerius is in Syracusae
      And 3 Roman CU are in Syracusae
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      Then activating Consul Valerius as the flanking army is a legal action
      When Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army sails to Neapolis
      And the army ends its movement
      Then Consul Valerius flanks the battle in Capua from Neapolis

    @9.5.6-b.if.in-reach @9.5.6-b.in.by-sea @9.5.6-b-moment @9.3.1 @9.4.1-exception @9.5.1 @9.6-a
    Scenario: Reading each-move, a flanking army may march to a port from which only a sea move reaches the battle
      Given the "each-move" reading of erratum 9.5.6-b-moment
      And the "any-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Camillus is in Antium
      And 4 Roman CU are in Antium
      And 3 Samnite CU are in Capua
      And Capua is controlled by Samnites
      And Consul Valerius is in Agrigentum
      And 3 Roman CU are in Agrigentum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      Then moving to Lilybaeum is a legal action
      When the army moves to Lilybaeum
      And the army sails to Neapolis
      And the army ends its movement
      Then Consul Valerius flanks the battle in Capua from Neapolis

    @9.5.6-b.if.in-reach @9.5.6-b.in.by-sea @9.6.3-a @9.6.3-campaign-card @9.5.5-c @9.3.1 @9.4.1-exception @9.5.1 @9.6-a
    Scenario: Under the as-three reading a Carthaginian flanking army Rome activates reaches the battle by sea
      Given the "as-three" reading of erratum 9.6.3-campaign-card
      And Rome and Carthage are allied
      And Camillus is in Antium
      And 4 Roman CU are in Antium
      And 3 Samnite CU are in Capua
      And Capua is controlled by Samnites
      And Hanno is in Lilybaeum
      And 3 Carthaginian CU are in Lilybaeum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      Then activating Hanno as the flanking army is a legal action
      When Rome activates Hanno as the flanking army
      And the army picks up 3 CU
      And the army sails to Neapolis
      And the army ends its movement
      Then Hanno flanks the battle in Capua from Neapolis

    @9.5.6-b.if.in-reach @9.5.6-b.in.by-sea @9.6.3-five-e @9.3.1 @9.4.1-exception @9.5.1 @9.6-a
    Scenario: With five players a flanking army with no ships of its own can reach the battle on ships Carthage may lend
      Given The Sword of Rome with 5 players on the partial map
      And Gauls and Carthage are allied
      And Brennus is in Antium
      And 4 Gallic CU are in Antium
      And 3 Samnite CU are in Capua
      And Capua is controlled by Samnites
      And Gallic minor leader is in Syracusae
      And 3 Gallic CU are in Syracusae
      When Gauls plays a Campaign card
      And Gauls activates Brennus with the Campaign card
      And Carthage declines to lend ships
      And the army picks up 4 CU
      And the army moves to Capua
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      Then activating Gallic minor leader as the flanking army is a legal action
      And Brennus commands the army in Capua
      When Gauls activates Gallic minor leader as the flanking army
      And Carthage lends ships to the army with a 3-card
      And the army picks up 3 CU
      And the army sails to Neapolis
      And the army ends its movement
      Then Gallic minor leader flanks the battle in Capua from Neapolis

    @9.5.6-b.unless.in-reach @9.5.6-b.in.by-sea @9.3.1 @9.4.1-exception @9.5.1
    Scenario: A flanking army that could reach the battle only by sea, with no ships, is not activated
      Given Camillus is in Antium
      And 4 Roman CU are in Antium
      And 3 Samnite CU are in Capua
      And Capua is controlled by Samnites
      And Consul Valerius is in Syracusae
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      Then the action is refused citing rule 9.5.6-b
      And activating Consul Valerius as the flanking army is not a legal action

    @9.5.6-b.unless.in-reach @9.5.6-b.in.locked @9.3.1 @9.4.1-exception @9.5.1
    Scenario: A flanking leader shut inside besieged walls cannot reach the battle and is not activated
      Given Camillus is in Antium
      And 4 Roman CU are in Antium
      And 3 Samnite CU are in Capua
      And Capua is controlled by Samnites
      And Tarentum is controlled by Rome
      And Consul Valerius is inside the walls of Tarentum
      And 3 Roman CU are inside the walls of Tarentum
      And 2 Greek CU are in Tarentum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      Then the action is refused citing rule 9.5.6-b
      And the battle in Capua is not resolved yet

    @9.5.6-b.if.in-reach @9.3.1 @9.4.1-exception @9.5.1
    Scenario: A flanking leader inside walls that no enemy CU besiege may set out and is activated
      Given Camillus is in Antium
      And 4 Roman CU are in Antium
      And 3 Samnite CU are in Capua
      And Capua is controlled by Samnites
      And Tarentum is controlled by Rome
      And Consul Valerius is inside the walls of Tarentum
      And 3 Roman CU are inside the walls of Tarentum
      And 1 Roman CU is in Tarentum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      Then activating Consul Valerius as the flanking army is a legal action
      When Rome activates Consul Valerius as the flanking army
      Then the pending decision is "movement" for Rome

    @9.5.6-b-different-path @9.5.6-b.in.main-path-crossed @9.4.1-exception @9.5.1
    Scenario: Under the approach reading the flank may cross the main army's route
      Given the "approach" reading of erratum 9.5.6-b-different-path
      And Camillus is in Aufidena
      And 4 Roman CU are in Aufidena
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Capua
      And 3 Roman CU are in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Aufidena
      And the army moves to Bovianum
      And the army ends its movement
      Then Consul Valerius flanks the battle in Beneventum from Bovianum

    @9.5.6-b-different-path @9.5.6-b.in.main-path-crossed @9.4.1-exception @9.5.1
    Scenario: Under the whole-route reading the flank keeps off the main army's route
      Given the "whole-route" reading of erratum 9.5.6-b-different-path
      And Camillus is in Aufidena
      And 4 Roman CU are in Aufidena
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Capua
      And 3 Roman CU are in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      Then the action is refused citing rule 9.5.6-b
      And activating Consul Valerius as the flanking army is not a legal action

    @9.5.6-b-different-path @9.4.1-exception @9.5.1
    Scenario: Under the whole-route reading a flank may not march along the main army's route
      Given the "whole-route" reading of erratum 9.5.6-b-different-path
      And Camillus is in Aufidena
      And 4 Roman CU are in Aufidena
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Capua
      And 3 Roman CU are in Capua
      And Consul Aemilius is in Luceria
      And 2 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Aemilius as the flanking army
      And the army picks up 2 CU
      And the army ends its movement
      Then Consul Aemilius flanks the battle in Beneventum from Luceria

    @9.5.6-b-different-path @9.5.6-b.in.main-path-crossed @9.4.1-exception @9.5.1
    Scenario: Under the whole-route reading a flank may go around the main army's route but not onto it
      Given the "whole-route" reading of erratum 9.5.6-b-different-path
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Aufidena
      And 3 Roman CU are in Aufidena
      And Bovianum is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Capua
      Then the action is refused citing rule 9.5.6-b
      When the army moves to Bovianum
      And the army ends its movement
      Then Consul Valerius flanks the battle in Beneventum from Bovianum

  @9.5.6-c
  Rule: 9.5.6 a Gallic flanking army has 5 MP, as with a 3-card, and may plunder

    @9.5.6-c.if.gallic @9.5.6-c.in.plunder @9.4.1-exception @9.5.1
    Scenario: A Gallic flanking army has 5 MP and may plunder on its way
      Given Brennus is in Capua
      And 4 Gallic CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Gallic minor leader is in Tarentum
      And 3 Gallic CU are in Tarentum
      When Gauls plays a Campaign card
      And Gauls activates Brennus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Gauls activates Gallic minor leader as the flanking army
      Then the army has 5 movement points
      When the army picks up 3 CU
      And the army moves to Luceria
      And the army spends 1 MP on plunder
      Then the army has 3 MP left
      When the army ends its movement
      Then Gallic minor leader flanks the battle in Beneventum from Luceria

    @9.5.6-c.if.gallic @9.5.6-c.in.far @9.5.6-b @9.5.6-b.in.gallic @9.4.1-exception @9.5.1
    Scenario: A Gallic flanking army reaches a battle 5 MP away
      Given Brennus is in Capua
      And 4 Gallic CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Gallic minor leader is in Messana
      And 3 Gallic CU are in Messana
      When Gauls plays a Campaign card
      And Gauls activates Brennus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Gauls activates Gallic minor leader as the flanking army
      And the army picks up 3 CU
      And the army moves to Rhegium
      And the army moves to Tarentum
      And the army moves to Luceria
      And the army ends its movement
      Then Gallic minor leader flanks the battle in Beneventum from Luceria

    @9.5.6-c.in.far @9.4.1-exception @9.5.1
    Scenario: A Gallic flanking army finds the long way round to a battle 5 MP away
      Given Brennus is in Messana
      And 4 Gallic CU are in Messana
      And 3 Greek CU are in Rhegium
      And Gallic minor leader is in Aufidena
      And 3 Gallic CU are in Aufidena
      When Gauls plays a Campaign card
      And Gauls activates Brennus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Rhegium
      And the referee rules no automatic victory
      And Gauls activates Gallic minor leader as the flanking army
      And the army picks up 3 CU
      And the army moves to Capua
      And the army moves to Beneventum
      And the army moves to Luceria
      And the army moves to Tarentum
      And the army ends its movement
      Then Gallic minor leader flanks the battle in Rhegium from Tarentum

    @9.5.6-c.unless.gallic @9.5.6-c.in.far @9.4.1-exception @9.5.1
    Scenario: A Roman flanking army cannot reach a battle 5 MP away
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Messana
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      Then the action is refused citing rule 9.5.6-b

  @9.5.6-d
  Rule: 9.5.6 the flanking army stops next to the battle, never in it

    @9.5.6-d.if.into-battle @9.5.6-d.unless.into-battle @9.5.6-d.in.by-land @9.4.1-exception @9.5.1
    Scenario: The flanking army may not enter the battle space
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army moves to Beneventum
      Then the action is refused citing rule 9.5.6-d
      And Consul Valerius is in Luceria
      And the army has 4 MP left
      And moving to Beneventum is not a legal action
      And moving to Tarentum is a legal action
      And Beneventum holds 4 Roman CU

    @9.5.6-d.if.into-battle @9.5.6-d.in.by-sea @9.5.6-d.in.landed @9.3.1 @9.4.1-exception @9.5.1 @9.6-a
    Scenario: The flanking army may not sail into the battle port, but may land next to it
      Given the "any-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Camillus is in Luceria
      And 4 Roman CU are in Luceria
      And 3 Greek CU are in Tarentum
      And Tarentum is controlled by Greeks
      And Consul Valerius is in Messana
      And 3 Roman CU are in Messana
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Tarentum
      And Greeks declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army sails to Tarentum
      Then the action is refused citing rule 9.5.6-d
      And sailing to Tarentum is not a legal action
      And Consul Valerius is in Messana
      When the army sails to Rhegium
      And the army ends its movement
      Then Consul Valerius flanks the battle in Tarentum from Rhegium
      And the last move went by sea for 3 MP

    @9.5.6-d.unless.next-to-battle @9.4.1-exception @9.5.1
    Scenario: The flanking army may not stop away from the battle
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Tarentum
      And 4 Roman CU are in Tarentum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      Then the action is refused citing rule 9.5.6-d
      And the army may keep moving
      And the battle in Beneventum has no flanking army

    @9.5.6-d.if.next-to-battle @9.5.6-d.in.strait @9.5.6-i @9.5.6-i.in.strait @9.5.6-i.in.main-terrain @9.4.1-exception @9.5.1
    Scenario: A flanking army stops across the strait from the battle and joins it
      Given Camillus is in Tarentum
      And 4 Roman CU are in Tarentum
      And Tarentum is controlled by Rome
      And 3 Greek CU are in Rhegium
      And Rhegium is controlled by Greeks
      And Consul Valerius is in Catina
      And 4 Roman CU are in Catina
      And Catina is controlled by Rome
      And Messana is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Rhegium
      And the referee rules no automatic victory
      Then the main army's path is Tarentum, Rhegium
      When Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army moves to Messana
      Then Consul Valerius is in Messana
      And the army has 3 MP left
      When the army ends its movement
      Then Consul Valerius flanks the battle in Rhegium from Messana
      And in Rhegium Camillus's 4 CUs and Consul Valerius's 4 Roman CUs attack together
      And the flanking army adds +1 and an army-size modifier of 2
      And in Rhegium the strait terrain the flank crossed does not count, the rough terrain the main army crossed does
      And Messana holds 4 Roman CU
      And Rhegium holds 4 Roman CU
      And Catina holds no Roman CU
      And the referee is to resolve the battle in Rhegium

    @9.5.6-b @9.5.6-b.in.by-sea @9.5.6-d.in.landed @9.3.1 @9.4.1-exception @9.5.1 @9.6-a
    Scenario: A flanking leader barred from every road by enemy CU may still sail to the battle
      Given the "any-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Camillus is in Antium
      And 4 Roman CU are in Antium
      And 3 Samnite CU are in Capua
      And Capua is controlled by Samnites
      And Consul Valerius is in Tarentum
      And 2 Samnite CU are in Luceria
      And Neapolis is controlled by Rome
      And 2 Roman CU are in Neapolis
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      Then moving to Luceria is not a legal action
      When the army ends its movement
      Then the action is refused citing rule 9.5.6-d
      When the army sails to Neapolis
      And the army picks up 2 CU
      And the army ends its movement
      Then Consul Valerius flanks the battle in Capua from Neapolis

    @9.5.6-d.in.ally @9.5.8-a @9.5.8-a.if.allied @9.5.8-a.in.not-asked @9.4.1-exception @9.5.1
    Scenario: An allied army flanks from the next space and does not enter the battle
      Given Rome and Carthage are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Hanno is in Luceria
      And 3 Carthaginian CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Hanno as the flanking army
      And the army picks up 3 CU
      And the army moves to Beneventum
      Then the action is refused citing rule 9.5.6-d
      And Hanno is in Luceria
      When the army ends its movement
      Then Hanno flanks the battle in Beneventum from Luceria
      And Luceria holds 3 Carthaginian CU
      And Beneventum holds no Carthaginian CU

  @9.5.6-e
  Rule: 9.5.6 an army already next to the battle must still be activated to join

    @9.5.6-e.if.activated @9.5.6-e.in.without-moving @9.5.6-g @9.5.6-g.if.joined @9.5.6-g.in.even @9.4.1-exception @9.5.1
    Scenario: An army already next to the battle is activated to join it
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      Then Consul Valerius flanks the battle in Beneventum from Luceria
      And the flanking army adds +1 and an army-size modifier of 2

    @9.5.6-e.unless.activated @9.5.6-g @9.5.6-g.unless.joined @9.4.1-exception @9.5.1
    Scenario: An army next to the battle that is not activated does not join it
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome lets the main army fight alone
      Then the battle in Beneventum has no flanking army
      And the referee is to resolve the battle in Beneventum
      And no "coordinated_attack" event happened
      When the referee rules the battle won by Samnites with 4 CU lost by the Campaign side
      Then the battle in Beneventum has no flanking army
      And a "battle_resolved" event happened with space Beneventum, winner Samnites

    @9.5.6-e.if.activated @9.5.6-e.in.ally @9.5.5-c @9.5.5-c.in.flank @9.4.1-exception @9.5.1
    Scenario: An allied army already next to the battle is activated to join it
      Given Rome and Carthage are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Hanno is in Luceria
      And 2 Carthaginian CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Hanno as the flanking army
      Then no "consent_asked" event happened
      When the army picks up 2 CU
      And the army ends its movement
      Then Hanno flanks the battle in Beneventum from Luceria

  @9.5.6-f
  Rule: 9.5.6 the engaged enemy can neither intercept nor avoid the flanking army

    @9.5.6-f.if.engaged @9.5.6-f.in.interception @9.5.6-f.in.avoid @9.5.9-a @9.5.9-a.unless.not-engaged @9.3.2 @9.4.1-exception @9.5.1
    Scenario: The engaged enemy does not react to the flanking army
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And Gellius Egnatius is in Beneventum
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Tarentum
      And 4 Roman CU are in Tarentum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And Samnites ends the declarations
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army moves to Luceria
      Then the army may keep moving
      And the pending decision is "movement" for Rome
      When the army ends its movement
      Then the referee is to resolve the battle in Beneventum
      And Consul Valerius flanks the battle in Beneventum from Luceria

    @9.5.6-f.unless.engaged @9.3.2
    Scenario: The same enemy leader may intercept an army that is not a flank
      Given Consul Valerius is in Tarentum
      And 4 Roman CU are in Tarentum
      And Gellius Egnatius is in Beneventum
      And 3 Samnite CU are in Beneventum
      When Rome activates Consul Valerius with a 1-card
      And the army picks up 4 CU
      And the army moves to Luceria
      Then the pending decision is "reaction" for Samnites
      And declaring an interception by Gellius Egnatius with 3 CU is a legal action
      When Samnites declares an interception by Gellius Egnatius with 3 CU
      Then an "attempt_declared" event happened with attempt interception, player Samnites, leader Gellius Egnatius, faction Samnites, cu 3, from Beneventum, space Luceria

  @9.5.6-g
  Rule: 9.5.6 the flank adds +1 and an army-size modifier of half its CU, rounded up

    @9.5.6-g.if.joined @9.5.6-g.in.odd @9.5.6-g.in.even @9.4.1-exception @9.5.1
    Scenario Outline: A flanking army of <cu> CU gives an army-size modifier of <size>
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And <cu> Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up <cu> CU
      And the army ends its movement
      Then the flanking army adds +1 and an army-size modifier of <size>
      And in Beneventum Camillus's 4 CUs and Consul Valerius's <cu> Roman CUs attack together

      Examples:
        | cu | size |
        | 1  | 1    |
        | 2  | 1    |
        | 3  | 2    |
        | 5  | 3    |
        | 6  | 3    |
        | 10 | 5    |

    @9.5.6-g.if.joined @9.5.6-g.in.ally @9.5.6-g.in.odd @9.4.1-exception @9.5.1
    Scenario: An allied flank of 3 CU gives an army-size modifier of 2
      Given Rome and Carthage are allied
      And Camillus is in Capua
      And 1 Roman CU is in Capua
      And 3 Samnite CU are in Beneventum
      And Hanno is in Luceria
      And 3 Carthaginian CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 1 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Hanno as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      Then the flanking army adds +1 and an army-size modifier of 2
      And in Beneventum Camillus's 1 CU and Hanno's 3 Carthaginian CUs attack together

  @9.5.6-h
  Rule: 9.5.6 the flanking leader's tactics rating is ignored

    @9.5.6-h.unless.main-removed @9.5.6-h.in.better-flank @9.4.1-exception @9.5.1
    Scenario: The battle uses the main leader's tactics, not the flanking leader's
      Given Roman minor leader is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Camillus is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Roman minor leader with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Camillus as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      Then the battle in Beneventum uses the tactics rating of Roman minor leader, not the flanking leader's

    @9.5.6-h.if.main-removed @9.5.6-h.in.better-flank @9.4.1-exception @9.5.1
    Scenario: With the main leader removed by an event the flanking leader's tactics still do not count
      Given Roman minor leader is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Camillus is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Roman minor leader with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Camillus as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And an event removes Camillus from the map during the battle
      Then the action is refused by the contract as out-of-place
      When an event removes Roman minor leader from the map during the battle
      Then the battle in Beneventum uses no leader's tactics rating, not the flanking leader's
      And the referee is to resolve the battle in Beneventum
      And a "leader_removed_by_event" event happened with leader Roman minor leader, battle 1
      When an event removes Roman minor leader from the map during the battle
      Then the action is refused by the contract as out-of-place
      And the referee is to resolve the battle in Beneventum

    @9.5.6-h.in.ally @9.4.1-exception @9.5.1
    Scenario: An allied flanking leader's tactics rating does not count either
      Given Rome and Carthage are allied
      And Roman minor leader is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Himilco is in Luceria
      And 3 Carthaginian CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Roman minor leader with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Himilco as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      Then the battle in Beneventum uses the tactics rating of Roman minor leader, not the flanking leader's

  @9.5.6-i
  Rule: 9.5.6 the flank ignores the terrain it crossed to join the battle

    @9.5.6-i.in.rough @9.5.6-i.in.main-terrain @9.4.1-exception @9.5.1
    Scenario: The rough terrain the flank crossed into the battle does not count
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Bovianum
      And 3 Roman CU are in Bovianum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      Then in Beneventum the rough terrain the flank crossed does not count, the clear terrain the main army crossed does

    @9.5.6-i.in.clear @9.2-exception-samnites @9.3.1 @9.4.1-exception @9.5.1
    Scenario: A Samnite main army's road from Aufidena is clear terrain in the battle
      Given the "touching" reading of erratum 9.2-exception-samnites-routes
      And Gellius Egnatius is in Aufidena
      And 4 Samnite CU are in Aufidena
      And 3 Roman CU are in Capua
      And Capua is controlled by Rome
      And Samnite minor leader is in Beneventum
      And 3 Samnite CU are in Beneventum
      When Samnites plays a Campaign card
      And Samnites activates Gellius Egnatius with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Rome declares no CU inside the walls
      And the referee rules no automatic victory
      And Samnites activates Samnite minor leader as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      Then in Capua the clear terrain the flank crossed does not count, the clear terrain the main army crossed does

    @9.2-exception-samnites @9.5.6-b @9.5.6-b.in.by-land @9.5.6-i.in.moved-first @9.3.1 @9.4.1-exception @9.5.1
    Scenario: A Samnite flank counts its home roads as clear on its way to the battle
      Given the "touching" reading of erratum 9.2-exception-samnites-routes
      And the "approach" reading of erratum 9.5.6-b-different-path
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And 3 Roman CU are in Capua
      And Capua is controlled by Rome
      And Samnite minor leader is in Luceria
      And 3 Samnite CU are in Luceria
      And Bovianum is controlled by Samnites
      When Samnites plays a Campaign card
      And Samnites activates Gellius Egnatius with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Rome declares no CU inside the walls
      And the referee rules no automatic victory
      And Samnites activates Samnite minor leader as the flanking army
      And the army picks up 3 CU
      And the army moves to Beneventum
      And the army moves to Bovianum
      And the army moves to Aufidena
      And the army ends its movement
      Then Samnite minor leader flanks the battle in Capua from Aufidena
      And the army has 1 MP left
      And in Capua the clear terrain the flank crossed does not count, the clear terrain the main army crossed does

    @9.5.6-i.in.clear @9.2-exception-samnites @9.3.1 @9.4.1-exception @9.5.1
    Scenario: A Samnite flank's road from Aufidena is clear terrain, and does not count
      Given the "touching" reading of erratum 9.2-exception-samnites-routes
      And Gellius Egnatius is in Beneventum
      And 4 Samnite CU are in Beneventum
      And 3 Roman CU are in Capua
      And Capua is controlled by Rome
      And Samnite minor leader is in Aufidena
      And 3 Samnite CU are in Aufidena
      When Samnites plays a Campaign card
      And Samnites activates Gellius Egnatius with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Rome declares no CU inside the walls
      And the referee rules no automatic victory
      And Samnites activates Samnite minor leader as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      Then in Capua the clear terrain the flank crossed does not count, the clear terrain the main army crossed does

    @9.5.6-i.in.main-by-sea @9.5.6-i.in.moved-first @9.3.1 @9.4.1-exception @9.5.1 @9.6-a
    Scenario: A main army that sailed into the battle crossed the sea, which still counts
      Given the "any-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Camillus is in Roma
      And 4 Roman CU are in Roma
      And 3 Greek CU are in Neapolis
      And Neapolis is controlled by Greeks
      And Consul Valerius is in Aufidena
      And 3 Roman CU are in Aufidena
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army sails to Neapolis
      And Greeks declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Capua
      And the army ends its movement
      Then in Neapolis the clear terrain the flank crossed does not count, the sea terrain the main army crossed does

    @9.5.6-i.in.main-by-sea @9.4.1-exception @9.5.1 @9.6-a
    Scenario: A main army that sailed between ports a road also joins crossed the sea, which still counts
      Given the "any-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Messana is controlled by Rome
      And Camillus is in Messana
      And 4 Roman CU are in Messana
      And Catina is controlled by Greeks
      And 3 Greek CU are in Catina
      And Syracusae is controlled by Rome
      And Consul Valerius is in Syracusae
      And 3 Roman CU are in Syracusae
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army sails to Catina
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      Then in Catina the clear terrain the flank crossed does not count, the sea terrain the main army crossed does

  @9.5.6-j
  Rule: 9.5.6 losses are shared equally, an odd CU falling on the main army

    @9.5.6-j.unless.odd @9.4.1-exception @9.5.1
    Scenario: Four losses fall two on each army
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules the battle won by Rome with 4 CU lost by the Campaign side
      Then in Beneventum the main army loses 2 CU and the flanking army 2 CU

    @9.5.6-j.if.odd @9.4.1-exception @9.5.1
    Scenario: Five losses put the odd one on the main army
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules the battle won by Rome with 5 CU lost by the Campaign side
      Then in Beneventum the main army loses 3 CU and the flanking army 2 CU

    @9.5.6-j.if.odd @9.5.6-j.in.one @9.5.6-j.in.defeat @9.4.1-exception @9.5.1
    Scenario: A single loss falls on the main army
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules the battle won by Samnites with 1 CU lost by the Campaign side
      Then in Beneventum the main army loses 1 CU and the flanking army 0 CU

    @9.5.6-j.in.none @9.5.6-j.in.ally @9.4.1-exception @9.5.1
    Scenario: A battle that costs the combined armies nothing puts no loss on either
      Given Rome and Carthage are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Hanno is in Luceria
      And 3 Carthaginian CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Hanno as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      And the referee rules the battle won by Samnites with 0 CU lost by the Campaign side
      Then in Beneventum the main army loses 0 CU and the flanking army 0 CU

    @9.5.6-j.in.ally @9.5.6-j.if.odd @9.4.1-exception @9.5.1 @9.5.6-l
    Scenario: An allied flank takes its equal share of three losses
      Given Rome and Carthage are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Hanno is in Luceria
      And 3 Carthaginian CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Hanno as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      And the referee rules the battle won by Rome with 3 CU lost by the Campaign side
      Then in Beneventum the main army loses 2 CU and the flanking army 1 CU
      And the pending decision is "ally_support" for Rome

    @9.5.6-j.in.small-main @9.4.1-exception @9.5.1
    Scenario: The referee may rule losses beyond the main army's CU: the text's shares are recorded
      Given Camillus is in Capua
      And 1 Roman CU is in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 1 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules the battle won by Samnites with 3 CU lost by the Campaign side
      Then in Beneventum the main army loses 2 CU and the flanking army 1 CU

    @9.4.1-exception @9.5.1
    Scenario: The referee rules no more losses than the combined armies' CU
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 1 Roman CU is in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 1 CU
      And the army ends its movement
      Then in Beneventum Camillus's 4 CU and Consul Valerius's 1 Roman CU attack together
      When the referee rules the battle won by Rome with 6 CU lost by the Campaign side
      Then the action is refused by the contract as malformed-action
      When the referee rules the battle won by Etruscans with 0 CU lost by the Campaign side
      Then the action is refused by the contract as malformed-action
      When the referee rules an automatic victory eliminating 4 CU
      Then the action is refused by the contract as malformed-action
      When referee takes the action {"type": "fight_alone"}
      Then the action is refused by the contract as out-of-place
      When referee takes the action {"type": "battle_result", "winner": "Rome", "losses": 0, "retreat": false}
      Then the action is refused by the contract as out-of-place
      And the referee is to resolve the battle in Beneventum
      When the referee rules the battle won by Samnites with 5 CU lost by the Campaign side
      Then a "battle_resolved" event happened with space Beneventum, winner Samnites

    @9.5.6-j-remaining @9.5.6-j.in.small-flank @9.5.6-j.unless.odd @9.4.1-exception @9.5.1
    Scenario: Under the odd-cu reading a flank of one CU has a share of two of four losses
      Given the "odd-cu" reading of erratum 9.5.6-j-remaining
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 1 Roman CU is in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 1 CU
      And the army ends its movement
      And the referee rules the battle won by Samnites with 4 CU lost by the Campaign side
      Then in Beneventum the main army loses 2 CU and the flanking army 2 CU

    @9.5.6-j-remaining @9.5.6-j.in.small-flank @9.5.6-j.unless.odd @9.4.1-exception @9.5.1
    Scenario: A position that leaves the erratum out gives a flank of one CU a share of two of four losses
      Given the default reading of erratum 9.5.6-j-remaining, left out of the position
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 1 Roman CU is in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 1 CU
      And the army ends its movement
      And the referee rules the battle won by Samnites with 4 CU lost by the Campaign side
      Then in Beneventum the main army loses 2 CU and the flanking army 2 CU

    @9.5.6-j-remaining @9.5.6-j.in.small-flank @9.4.1-exception @9.5.1
    Scenario: Under the rest-on-main reading the main army takes what a flank of one CU cannot
      Given the "rest-on-main" reading of erratum 9.5.6-j-remaining
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 1 Roman CU is in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 1 CU
      And the army ends its movement
      And the referee rules the battle won by Samnites with 4 CU lost by the Campaign side
      Then in Beneventum the main army loses 3 CU and the flanking army 1 CU

    @9.5.6-j-remaining @9.4.1-exception @9.5.1
    Scenario: Under the rest-on-main reading five losses of a flank of one CU leave four on the main army
      Given the "rest-on-main" reading of erratum 9.5.6-j-remaining
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 1 Roman CU is in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 1 CU
      And the army ends its movement
      And the referee rules the battle won by Samnites with 6 CU lost by the Campaign side
      Then the action is refused by the contract as malformed-action
      When the referee rules the battle won by Samnites with 5 CU lost by the Campaign side
      Then in Beneventum the main army loses 4 CU and the flanking army 1 CU

    @9.5.6-j-remaining @9.4.1-exception @9.5.1
    Scenario: Under the rest-on-main reading an even split that fits the flank is the same as under odd-cu
      Given the "rest-on-main" reading of erratum 9.5.6-j-remaining
      And Camillus is in Capua
      And 1 Roman CU is in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 1 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules the battle won by Samnites with 2 CU lost by the Campaign side
      Then in Beneventum the main army loses 1 CU and the flanking army 1 CU

    @9.4.1-exception @9.5.1
    Scenario: The referee's ruling on a coordinated battle gives its CU as whole numbers, not as true
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 1 Roman CU is in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 1 CU
      And the army ends its movement
      And referee takes the action {"type": "battle_result", "winner": "Samnites", "losses": true}
      Then the action is refused by the contract as malformed-action
      When referee takes the action {"type": "automatic_victory", "cu_eliminated": true}
      Then the action is refused by the contract as malformed-action
      And the referee is to resolve the battle in Beneventum
      And no "battle_resolved" event happened

  @9.5.6-k
  Rule: 9.5.6 a defeated combined force: both armies retreat

    @9.5.6-k.if.defeated @9.4.1-exception @9.5.1
    Scenario: After a defeat the main and the flanking army both retreat
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules the battle won by Samnites with 2 CU lost by the Campaign side
      Then Camillus's army and Consul Valerius's army must both retreat
      And a "retreat_required" event happened
      And the battle in Beneventum is resolved, won by Samnites
      And no coordinated attack is in progress

    @9.5.6-k.unless.defeated @9.4.1-exception @9.5.1
    Scenario: After a victory neither army retreats
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules the battle won by Rome with 2 CU lost by the Campaign side
      Then no army must retreat
      And no "retreat_required" event happened
      And the battle in Beneventum is resolved, won by Rome
      And no coordinated attack is in progress
      And the Campaign action is over

    @9.5.6-k.if.defeated @9.5.6-k.in.ally @9.5.6-l @9.5.6-l.unless.won @9.4.1-exception @9.5.1
    Scenario: An allied flank's defeat brings no support decision and both armies retreat
      Given Rome and Carthage are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Hanno is in Luceria
      And 3 Carthaginian CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Hanno as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      And the referee rules the battle won by Samnites with 0 CU lost by the Campaign side
      Then no decision is pending
      And Camillus's army and Hanno's army must both retreat

  @9.5.6-l
  Rule: 9.5.6 an allied flank's victory lets the Campaign player place support for the ally

    @9.5.6-l.if.allied-flank @9.5.6-l.if.won @9.5.6-l.in.place @9.5.6-l.in.carthage-not-asked @9.4.1-exception @9.5.1
    Scenario: After an allied flank's victory the Campaign player may place support for the ally
      Given Rome and Carthage are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Hanno is in Luceria
      And 3 Carthaginian CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Hanno as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      Then in Beneventum Camillus's 4 CU and Hanno's 3 Carthaginian CU attack together
      When the referee rules the battle won by Rome with 0 CU lost by the Campaign side
      Then the pending decision is "ally_support" for Rome
      And placing support is a legal action
      And declining support is a legal action
      When Carthage places support for the ally
      Then the action is refused citing rule 9.5.6-l or by the contract as wrong-player
      When Rome places support for the ally
      Then a "support_placed" event happened with space Beneventum, ally Carthage
      And the battle in Beneventum records that support for the ally was placed
      And the Campaign action is over

    @9.5.6-l.in.decline @9.4.1-exception @9.5.1
    Scenario: Placing support for the ally is optional
      Given Rome and Carthage are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Hanno is in Luceria
      And 3 Carthaginian CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Hanno as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      And the referee rules the battle won by Rome with 0 CU lost by the Campaign side
      And Rome declines to place support for the ally
      Then no "support_placed" event happened
      And a "support_declined" event happened with space Beneventum, ally Carthage
      And the battle in Beneventum records that support for the ally was declined
      And the Campaign action is over

    @9.5.6-l.unless.allied-flank @9.4.1-exception @9.5.1
    Scenario: An own flanking army's victory brings no support decision
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules the battle won by Rome with 0 CU lost by the Campaign side
      Then no decision is pending
      And no "support_placed" event happened

    @9.5.6-l.if.allied-flank @9.5.6-l.if.won @9.5.6-l.in.place @9.4.1-exception @9.5.1 @9.5.5-a
    Scenario: After a Greek flank's victory Rome may place support for the Greeks
      Given Rome and Greeks are allied
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Agathocles is in Luceria
      And 3 Greek CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Agathocles as the flanking army
      And Greeks consents
      And the army picks up 3 CU
      And the army ends its movement
      And the referee rules the battle won by Rome with 1 CU lost by the Campaign side
      Then the pending decision is "ally_support" for Rome
      When Rome places support for the ally
      Then a "support_placed" event happened with space Beneventum, ally Greeks

  @9.5.7-a
  Rule: 9.5.7 after a coordinated automatic victory both armies may move on

    @9.5.7-a.if.automatic @9.5.7-a.in.main @9.4.1-exception @9.5.1
    Scenario: After a coordinated automatic victory the main army moves on
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules an automatic victory eliminating 3 CU
      Then Camillus commands the army in Beneventum
      And the army may keep moving
      And the army has 3 MP left
      And Beneventum holds no Samnite CU
      And the battle in Beneventum is resolved, won by Rome by an automatic victory eliminating 3 CU
      And an "automatic_victory" event happened with space Beneventum, attacker Camillus, coordinated true, cu_eliminated 3
      And no coordinated attack is in progress
      When the army moves to Bovianum
      Then Camillus is in Bovianum
      And Beneventum holds no Roman CU
      And the army has 1 MP left

    @9.5.7-a.unless.automatic @9.4.1-exception @9.5.1
    Scenario: After a coordinated battle won by the dice neither army moves on
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules the battle won by Rome with 0 CU lost by the Campaign side
      Then the Campaign action is over
      And no "movement_resumed" event happened

    @9.5.7-a.in.walls @9.5.7-a.in.two-defenders @9.3.1 @9.4.1-exception @9.5.1
    Scenario: A coordinated automatic victory eliminates enemy CU outside the walls, power by power
      Given the pieces:
        | piece           | space    | count | walls  |
        | Camillus        | Luceria  |       |        |
        | Roman CU        | Luceria  | 4     |        |
        | Greek CU        | Tarentum | 2     |        |
        | Samnite CU      | Tarentum | 2     |        |
        | Consul Valerius | Messana  |       |        |
        | Roman CU        | Messana  | 4     |        |
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Tarentum
      And Greeks declares 1 CU inside the walls
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army moves to Rhegium
      And the army ends its movement
      Then Consul Valerius flanks the battle in Tarentum from Rhegium
      When the referee rules an automatic victory eliminating 4 CU
      Then the action is refused by the contract as malformed-action
      When the referee rules an automatic victory eliminating 2 CU
      Then the battle in Tarentum is resolved, won by Rome by an automatic victory eliminating 2 CU
      And Tarentum holds 1 Greek CU
      And Tarentum holds 1 Greek CU inside its walls
      And Tarentum holds 1 Samnite CU

    @9.5.7-a.if.automatic @9.5.7-a.in.flank @9.4.1-exception @9.5.1
    Scenario: After a coordinated automatic victory the flanking army moves on too
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules an automatic victory eliminating 3 CU
      And the army ends its movement
      Then Consul Valerius commands the army in Luceria
      And the army may keep moving
      And the army has 4 MP left
      When the army moves to Beneventum
      And the army moves to Capua
      Then Capua holds 4 Roman CU
      And Luceria holds no Roman CU
      And Consul Valerius is in Capua

  @9.5.7-b
  Rule: 9.5.7 the main army finishes moving before the flanking army starts

    @9.5.7-b.if.main-moving @9.5.7-b.unless.main-moving @9.5.7-b.in.main-ends @9.4.1-exception @9.5.1
    Scenario: The flanking army waits until the main army has finished moving
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules an automatic victory eliminating 3 CU
      Then Camillus commands the army in Beneventum
      And the pending decision is "movement" for Rome
      And Consul Valerius is in Luceria
      And Luceria holds 4 Roman CU
      When the army moves to Luceria
      And the army ends its movement
      Then Consul Valerius commands the army in Luceria
      And the army has 4 MP left

    @9.5.7-b.in.main-battles-alone @9.3.1 @9.4.1-exception @9.5.1
    Scenario: The flanking army moves on once the main army has fought its next battle alone
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And 2 Samnite CU are in Bovianum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules an automatic victory eliminating 3 CU
      And the army moves to Bovianum
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome lets the main army fight alone
      Then the referee is to resolve the battle in Bovianum
      When the referee rules the battle won by Rome with 1 CU lost by the Campaign side
      Then Consul Valerius commands the army in Luceria
      And the army may keep moving

  @9.5.7-c
  Rule: 9.5.7 further coordinated attacks need enough MP left for both armies

    @9.5.7-c.if.flank-mp @9.5.1-b @9.5.1-b.in.as-flank-again @9.3.1 @9.4.1-exception @9.5.1
    Scenario: A second coordinated attack when the flanking army has MP enough
      Given the "approach" reading of erratum 9.5.6-b-different-path
      And Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And 2 Samnite CU are in Bovianum
      And Consul Valerius is in Luceria
      And 4 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army ends its movement
      And the referee rules an automatic victory eliminating 3 CU
      And the army moves to Bovianum
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      Then the pending decision is "campaign_activation" for Rome
      And the battle in Bovianum is not resolved yet
      And the coordinated attack in Bovianum is at the stage choosing with Consul Valerius waiting
      When Rome activates Consul Valerius as the flanking army
      Then the action is refused citing rule 9.5.1-b or by the contract as out-of-place
      When Rome coordinates another attack
      Then Consul Valerius commands the army in Luceria
      When the army moves to Beneventum
      And the army moves to Capua
      And the army moves to Aufidena
      And the army ends its movement
      Then Consul Valerius flanks the battle in Bovianum from Aufidena
      And the referee is to resolve the battle in Bovianum

    @9.5.7-c @9.5.7-c.if.flank-mp @9.5.6-b @9.5.6-b.in.by-sea @9.5.6-b-different-path @9.3.1 @9.4.1-exception @9.5.1 @9.6-a
    Scenario: A second coordinated attack when the flanking army reaches the new battle only by sea
      Given the "approach" reading of erratum 9.5.6-b-different-path
      And the "any-card" reading of erratum 9.6.3-c-alliance-card
      And Rome and Carthage are allied
      And Camillus is in Antium
      And 4 Roman CU are in Antium
      And 3 Samnite CU are in Capua
      And Capua is controlled by Samnites
      And 2 Samnite CU are in Beneventum
      And Consul Valerius is in Neapolis
      And 3 Roman CU are in Neapolis
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      And the referee rules an automatic victory eliminating 3 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      Then the coordinated attack in Beneventum is at the stage choosing with Consul Valerius waiting
      When Rome coordinates another attack
      Then Consul Valerius commands the army in Neapolis
      When the army sails to Tarentum
      And the army moves to Luceria
      And the army ends its movement
      Then Consul Valerius flanks the battle in Beneventum from Luceria
      And the referee is to resolve the battle in Beneventum

    @9.5.7-c.in.picked-up @9.5.6-g @9.5.6-g.in.again @9.3.1 @9.4.1-exception @9.5.1
    Scenario: CU a flank picked up on its way count only the MP they moved with it
      Given Camillus is in Luceria
      And 4 Roman CU are in Luceria
      And 3 Samnite CU are in Beneventum
      And 2 Samnite CU are in Bovianum
      And Consul Valerius is in Aufidena
      And 3 Roman CU are in Capua
      And Capua is controlled by Rome
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army moves to Capua
      And the army picks up 3 CU
      And the army ends its movement
      Then Consul Valerius flanks the battle in Beneventum from Capua
      When the referee rules an automatic victory eliminating 3 CU
      And the army moves to Bovianum
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome coordinates another attack
      Then Consul Valerius commands the army in Capua
      And the army has 2 MP left
      When the army moves to Aufidena
      And the army ends its movement
      Then Consul Valerius flanks the battle in Bovianum from Aufidena
      And the flanking army adds +1 and an army-size modifier of 2

    @9.5.2 @9.5.2.in.flank @9.5.7-c.in.gallic @9.5.7-c.if.flank-mp @9.3.1 @9.4.1-exception @9.5.1
    Scenario: A Gallic flank that spent 1 MP still has 4 of its 5 for another attack
      Given the "approach" reading of erratum 9.5.6-b-different-path
      And Brennus is in Capua
      And 4 Gallic CU are in Capua
      And 3 Samnite CU are in Beneventum
      And 2 Samnite CU are in Bovianum
      And Gallic minor leader is in Tarentum
      And 3 Gallic CU are in Tarentum
      When Gauls plays a Campaign card
      And Gauls activates Brennus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Gauls activates Gallic minor leader as the flanking army
      And the army picks up 3 CU
      And the army moves to Luceria
      And the army ends its movement
      And the referee rules an automatic victory eliminating 3 CU
      And the army moves to Bovianum
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Gauls coordinates another attack
      Then Gallic minor leader commands the army in Luceria
      And the army has 4 MP left
      When the army moves to Beneventum
      And the army moves to Capua
      And the army moves to Aufidena
      And the army ends its movement
      Then Gallic minor leader flanks the battle in Bovianum from Aufidena

    @9.2-exception-samnites @9.5.7-c.in.samnite-routes @9.4.1-exception @9.5.1
    Scenario: A Samnite flank reaches another attack over its home roads with the 3 MP it has left
      Given the "approach" reading of erratum 9.5.6-b-different-path
      And Gellius Egnatius is in Capua
      And 4 Samnite CU are in Capua
      And 3 Roman CU are in Beneventum
      And 2 Roman CU are in Bovianum
      And Samnite minor leader is in Tarentum
      And 3 Samnite CU are in Tarentum
      When Samnites plays a Campaign card
      And Samnites activates Gellius Egnatius with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Samnites activates Samnite minor leader as the flanking army
      And the army picks up 3 CU
      And the army moves to Luceria
      And the army ends its movement
      And the referee rules an automatic victory eliminating 3 CU
      And the army moves to Bovianum
      And the referee rules no automatic victory
      And Samnites coordinates another attack
      Then Samnite minor leader commands the army in Luceria
      And the army has 3 MP left
      When the army moves to Beneventum
      And the army moves to Capua
      And the army moves to Aufidena
      And the army ends its movement
      Then Samnite minor leader flanks the battle in Bovianum from Aufidena

    @9.5.2 @9.5.2.in.flank @9.5.7-c.in.budget @9.5.7-c.unless.flank-mp @9.3.1 @9.4.1-exception @9.5.1
    Scenario: A flank whose units already moved with the main army has only the rest of their budget for another attack
      Given the position's connections:
        | between | and     | attributes        |
        | Capua   | Luceria | {"type": "clear"} |
      And Camillus is in Neapolis
      And Consul Valerius is in Neapolis
      And 7 Roman CU are in Neapolis
      And Neapolis is controlled by Rome
      And Capua is controlled by Rome
      And Luceria is controlled by Rome
      And 3 Samnite CU are in Beneventum
      And 2 Samnite CU are in Bovianum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up Consul Valerius
      And the army picks up 7 CU
      And the army moves to Capua
      And the army drops off 3 CU
      And the army drops off Consul Valerius
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Luceria
      And the army ends its movement
      Then Consul Valerius flanks the battle in Beneventum from Luceria
      When the referee rules an automatic victory eliminating 3 CU
      And the army moves to Bovianum
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome coordinates another attack
      Then the action is refused citing rule 9.5.7-c
      And the battle in Bovianum is not resolved yet

    @9.5.7-c.unless.flank-mp @9.3.1 @9.4.1-exception @9.5.1
    Scenario: No second coordinated attack when the flanking army lacks the MP
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And 2 Samnite CU are in Bovianum
      And Consul Valerius is in Tarentum
      And 4 Roman CU are in Tarentum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 4 CU
      And the army moves to Luceria
      And the army ends its movement
      And the referee rules an automatic victory eliminating 3 CU
      And the army moves to Bovianum
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome coordinates another attack
      Then the action is refused citing rule 9.5.7-c
      And the battle in Bovianum is not resolved yet
      When Rome lets the main army fight alone
      Then the referee is to resolve the battle in Bovianum

  @9.5.8-a
  Rule: 9.5.8 allied armies may coordinate, the ally staying next to the battle

    @9.5.8-a.unless.allied @9.4.1-exception @9.5.1
    Scenario: A power that is no ally's does not flank for the Campaign player
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 3 Samnite CU are in Beneventum
      And Agathocles is in Tarentum
      And 3 Greek CU are in Tarentum
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And the referee rules no automatic victory
      And Rome activates Agathocles as the flanking army
      Then the action is refused citing rule 9.1 or by the contract as out-of-place
      And activating Agathocles as the flanking army is not a legal action

  @9.5.8-b
  Rule: 9.5.8 a Campaign card may open with a sortie that an allied army flanks

    @9.5.8-b.if.sortie-given @9.5.8-b.in.allied-flank @9.5.8-a @9.5.8-a.if.allied @9.5.8-a.in.not-asked @9.5.1
    Scenario: A sortie opens the Campaign and an allied army flanks it
      Given Rome and Carthage are allied
      And Capua is besieged
      And Camillus is inside the walls of Capua
      And 3 Roman CUs are inside the walls of Capua
      And 4 Samnite CU are in Capua
      And 13.4.1 lets Camillus sortie with 3 CU
      And Hanno is in Neapolis
      And 3 Carthaginian CU are in Neapolis
      When Rome plays a Campaign card
      Then sortieing with Camillus is a legal action
      When Rome sorties with Camillus with the Campaign card
      Then a "sortie" event happened with leader Camillus, space Capua, cu 3
      And an "activated" event happened with leader Camillus, player Rome, movement_points 4, role sortie
      And a "battle" event happened with space Capua, cause sortie, attacker Camillus
      And a battle is declared in Capua: Camillus's 3 CU against 4 Samnite CU
      And Camillus is outside the walls of Capua
      And Capua holds no Roman CU inside its walls
      And the battle in Capua is not resolved yet
      And the main army's path is Capua
      And the pending decision is "campaign_activation" for Rome
      When Rome activates Hanno as the flanking army
      And the army picks up 3 CU
      And the army ends its movement
      Then Hanno flanks the battle in Capua from Neapolis
      And the referee is to resolve the battle in Capua
      When the referee rules an automatic victory eliminating 4 CU
      Then the pending decision is "movement" for Rome
      And Camillus commands the army in Capua
      And the army has 3 CU
      When the army moves to Beneventum
      Then Camillus is in Beneventum
      And the army has 3 MP left
      When the army drops off 3 CU
      Then 3 Roman CU in Beneventum have spent 1 MP in this action

    @9.5.8-b.if.sortie-given @9.5.8-b.in.gallic @9.5.1
    Scenario: A Gallic army sorties with the 5 MP of a Campaign card
      Given Arretium is besieged
      And Brennus is inside the walls of Arretium
      And 2 Gallic CU are inside the walls of Arretium
      And 3 Roman CU are in Arretium
      And 13.4.1 lets Brennus sortie with 2 CU
      When Gauls plays a Campaign card
      And Gauls sorties with Brennus with the Campaign card
      Then an "activated" event happened with leader Brennus, player Gauls, movement_points 5, role sortie
      And a battle is declared in Arretium: Brennus's 2 CU against 3 Roman CU
      And Arretium holds 2 Gallic CU
      And Arretium holds no Gallic CU inside its walls

    @9.5.8-b.if.sortie-given @9.5.8-b.in.gallic @9.5.1
    Scenario: A sortie is made with the CU 13.4.1 gives, the others staying inside the walls
      Given Arretium is besieged
      And Brennus is inside the walls of Arretium
      And 3 Gallic CU are inside the walls of Arretium
      And 4 Roman CU are in Arretium
      And 13.4.1 lets Brennus sortie with 2 CU
      When Gauls plays a Campaign card
      And Gauls sorties with Brennus with the Campaign card
      Then a "sortie" event happened with leader Brennus, space Arretium, cu 2
      And a battle is declared in Arretium: Brennus's 2 CU against 4 Roman CU
      And Arretium holds 1 Gallic CU inside its walls
      And Arretium holds 3 Gallic CU

    @9.5.8-b.unless.sortie-given @9.5.1
    Scenario: A leader 13.4.1 gives no sortie is not offered one
      Given Arretium is besieged
      And Brennus is inside the walls of Arretium
      And 2 Gallic CU are inside the walls of Arretium
      And 3 Roman CU are in Arretium
      When Gauls plays a Campaign card
      Then sortieing with Brennus is not a legal action
      When Gauls sorties with Brennus with the Campaign card
      Then the action is refused by the contract as out-of-place
      And no "sortie" event happened
      And the pending decision is "campaign_activation" for Gauls

    @9.5.8-b.in.own-flank @9.5.1
    Scenario: The player's own army flanks his sortie
      Given Capua is besieged
      And Camillus is inside the walls of Capua
      And 3 Roman CUs are inside the walls of Capua
      And 4 Samnite CU are in Capua
      And 13.4.1 lets Camillus sortie with 3 CU
      And Consul Valerius is in Neapolis
      And 2 Roman CU are in Neapolis
      When Rome plays a Campaign card
      And Rome sorties with Camillus with the Campaign card
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 2 CU
      And the army ends its movement
      Then Consul Valerius flanks the battle in Capua from Neapolis
      And in Capua Camillus's 3 CUs and Consul Valerius's 2 Roman CUs attack together

    @9.5.8-b.if.sortie-given @9.5.1
    Scenario: A sortie made after the card's first commander is its second activation
      Given Capua is besieged
      And Consul Valerius is inside the walls of Capua
      And 3 Roman CUs are inside the walls of Capua
      And 4 Samnite CU are in Capua
      And 13.4.1 lets Consul Valerius sortie with 3 CU
      And Camillus is in Roma
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army moves to Sutrium
      And the army ends its movement
      And Rome sorties with Consul Valerius with the Campaign card
      Then a "sortie" event happened with leader Consul Valerius, space Capua, cu 3
      And Camillus has the role first in the Campaign
      And Consul Valerius has the role second in the Campaign

    @9.5.8-b.in.own-flank @9.5.1
    Scenario: The army flanking a sortie keeps the flank role
      Given Capua is besieged
      And Camillus is inside the walls of Capua
      And 3 Roman CUs are inside the walls of Capua
      And 4 Samnite CU are in Capua
      And 13.4.1 lets Camillus sortie with 3 CU
      And Consul Valerius is in Neapolis
      And 2 Roman CU are in Neapolis
      When Rome plays a Campaign card
      And Rome sorties with Camillus with the Campaign card
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 2 CU
      And the army ends its movement
      Then Consul Valerius flanks the battle in Capua from Neapolis
      And Consul Valerius has the role flank in the Campaign

    @9.5.8-b.if.sortie-given @9.5.8-b.in.gallic @9.5.1
    Scenario: A sortie 13.4.1 gives with a single CU leaves the rest inside the walls
      Given Arretium is besieged
      And Brennus is inside the walls of Arretium
      And 2 Gallic CU are inside the walls of Arretium
      And 4 Roman CU are in Arretium
      And 13.4.1 lets Brennus sortie with 1 CU
      When Gauls plays a Campaign card
      And Gauls sorties with Brennus with the Campaign card
      Then a "sortie" event happened with leader Brennus, space Arretium, cu 1
      And a battle is declared in Arretium: Brennus's 1 CU against 4 Roman CU
      And Arretium holds 1 Gallic CU inside its walls
      And Arretium holds 2 Gallic CU

  @9.5.9-a
  Rule: 9.5.9 an army not engaged in the battle may intercept the flanking army

    @9.5.9-a.if.not-engaged @9.5.9-a.in.on-the-way @9.5.9-a.in.declined @9.5.6-f @9.5.6-f.unless.engaged @9.5.6-f.in.other-enemy @9.3.2 @9.4.1-exception @9.5.1
    Scenario: An army not engaged in the battle is asked whether it intercepts the flanking army
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      And Gellius Egnatius is in Bovianum
      And 3 Samnite CU are in Bovianum
      And Consul Valerius is in Capua
      And 3 Roman CU are in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And Samnites ends the declarations
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Aufidena
      Then the pending decision is "reaction" for Samnites
      When Samnites ends the declarations
      Then the army may keep moving
      And Consul Valerius is in Aufidena

    @9.5.9-a.if.not-engaged @9.5.9-a.in.on-the-way @9.3.2 @9.4.1-exception @9.4.3 @9.5.1
    Scenario: The flanking army is intercepted on its way
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      And Gellius Egnatius is in Bovianum
      And 3 Samnite CU are in Bovianum
      And Consul Valerius is in Capua
      And 3 Roman CU are in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And Samnites ends the declarations
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Aufidena
      Then the pending decision is "reaction" for Samnites
      When Samnites declares an interception by Gellius Egnatius with 3 CU
      And Samnites ends the declarations
      And the interception by Gellius Egnatius succeeds
      And the army accepts battle
      And the referee rules no automatic victory
      Then the army's movement ended because of "battle"
      And the battle in Beneventum has no flanking army

    @9.5.9-a.if.not-engaged @9.5.9-a.in.at-the-end @9.3.1 @9.3.2 @9.4.1-exception @9.4.3 @9.5.1
    Scenario: The flanking army is intercepted in the space next to the battle it was heading for
      Given Camillus is in Antium
      And 4 Roman CU are in Antium
      And 3 Samnite CU are in Capua
      And Capua is controlled by Samnites
      And Gellius Egnatius is in Bovianum
      And 3 Samnite CU are in Bovianum
      And Consul Valerius is in Luceria
      And 3 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Beneventum
      Then the pending decision is "reaction" for Samnites
      When Samnites declares an interception by Gellius Egnatius with 3 CU
      And Samnites ends the declarations
      And the interception by Gellius Egnatius succeeds
      And the army accepts battle
      And the referee rules no automatic victory
      Then the army's movement ended because of "battle"
      And the battle in Capua has no flanking army
      And the referee is to resolve the battle in Capua

  @9.5.9-b
  Rule: 9.5.9 if the flanking army is intercepted, the main army's battle is resolved first

    @9.5.9-b.if.intercepted @9.3.2 @9.4.1-exception @9.4.3 @9.5.1
    Scenario: The main army's battle is resolved before the intercepted flank's
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      And Gellius Egnatius is in Bovianum
      And 3 Samnite CU are in Bovianum
      And Consul Valerius is in Capua
      And 3 Roman CU are in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And Samnites ends the declarations
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Aufidena
      And Samnites declares an interception by Gellius Egnatius with 3 CU
      And Samnites ends the declarations
      And the interception by Gellius Egnatius succeeds
      And the army accepts battle
      And the referee rules no automatic victory
      Then the referee is to resolve the battle in Beneventum
      And 3 Roman CU in Aufidena may not move again in this action
      And Consul Valerius may not move again in this action
      When the referee rules the battle won by Rome with 1 CU lost by the Campaign side
      Then the referee is to resolve the battle in Aufidena
      When the referee rules the battle won by Samnites with 2 CU lost by the Campaign side
      Then the Campaign action is over

    @9.5.9-b.in.refused-battle @9.3.2 @9.4.1-exception @9.4.3 @9.5.1
    Scenario: An intercepted flank that refuses battle does not join, and the main army fights alone
      Given Camillus is in Capua
      And 4 Roman CU are in Capua
      And 2 Samnite CU are in Beneventum
      And Gellius Egnatius is in Bovianum
      And 3 Samnite CU are in Bovianum
      And Consul Valerius is in Capua
      And 3 Roman CU are in Capua
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Beneventum
      And Samnites ends the declarations
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Aufidena
      And Samnites declares an interception by Gellius Egnatius with 3 CU
      And Samnites ends the declarations
      And the interception by Gellius Egnatius succeeds
      And the army tries refusing battle
      And the refusal of battle succeeds
      Then the army's movement ended because of "refused battle"
      And Consul Valerius is in Capua
      And the battle in Beneventum has no flanking army
      And the referee is to resolve the battle in Beneventum

    @9.5.9-b.unless.intercepted @9.5.9-b.in.failed-interception @9.3.1 @9.3.2 @9.4.1-exception @9.5.1
    Scenario: A flank whose interception fails goes on and joins the battle
      Given Camillus is in Antium
      And 4 Roman CU are in Antium
      And 3 Samnite CU are in Capua
      And Capua is controlled by Samnites
      And Gellius Egnatius is in Bovianum
      And 3 Samnite CU are in Bovianum
      And Consul Valerius is in Luceria
      And 3 Roman CU are in Luceria
      When Rome plays a Campaign card
      And Rome activates Camillus with the Campaign card
      And the army picks up 4 CU
      And the army moves to Capua
      And Samnites declares no CU inside the walls
      And the referee rules no automatic victory
      And Rome activates Consul Valerius as the flanking army
      And the army picks up 3 CU
      And the army moves to Beneventum
      And Samnites declares an interception by Gellius Egnatius with 3 CU
      And Samnites ends the declarations
      And the interception by Gellius Egnatius fails
      Then the army may keep moving
      When the army ends its movement
      Then Consul Valerius flanks the battle in Capua from Beneventum
      And the referee is to resolve the battle in Capua
