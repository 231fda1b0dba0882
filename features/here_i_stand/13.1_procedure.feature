@here_i_stand
Feature: 13.1 The land movement procedure
  Eight steps in order: army, destination, CP, response cards, interceptions,
  avoiding battle, withdrawal into fortifications, field battle. Interception
  and avoid-battle rolls (13.2, 13.3) and the battle (14) are outside the
  excerpt: the referee states their outcome, and a battle is reported as due.

  Background:
    Given Here I Stand on the partial map, France's impulse with 4 CP
    And France is at war with Hapsburgs
    And Francis I is in Paris
    And 3 France units are in Paris

  @13.1-procedure
  Rule: the move over a pass follows the same steps as the move in the clear

    Scenario: A move over a pass meets response cards and interceptions in turn
      Given 2 France units are in Grenoble
      And Hapsburgs holds the response card "Gout"
      And 2 Hapsburgs units are in Milan
      When France moves 2 units from Grenoble to Turin
      Then the pending decision is "response" for Hapsburgs
      When Hapsburgs plays no response card
      Then the pending decision is "interception" for Hapsburgs
      When Hapsburgs declines to intercept
      Then Turin holds 2 France units
      And France has 2 CP left
      And the move is complete

  @13.1-step-1
  Rule: step 1 -- the active power names an army of its land units and leaders

    Scenario: An army of nobody is refused
      When France moves 0 units from Paris to Dijon
      Then the action is refused citing rule 13.1-step-1
      And Paris holds 3 France units
      And France has 4 CP left
      And the pending decision is "impulse" for France

    Scenario: Another power's leader cannot be named
      Given Charles V is in Paris
      When France moves 3 units with Charles V from Paris to Dijon
      Then the action is refused citing rule 13.1-step-1
      And Charles V is in Paris
      And Paris holds 3 France units

    Scenario: Only the active power names an army
      When Hapsburgs moves 3 units from Paris to Dijon
      Then the action is refused citing rule 13.1-step-1 or by the contract as wrong-player
      And Paris holds 3 France units

    Scenario: The active power may end its impulse
      When France ends the impulse
      Then no decision is pending
      And France has 4 CP left

    Scenario: No army is named once the impulse has ended
      When France ends the impulse
      And France moves 3 units from Paris to Dijon
      Then the action is refused by the contract as not-pending
      And Paris holds 3 France units
      And France has 4 CP left

    Scenario: A move that leaves out its leaders is malformed
      When France takes the action {"type": "move", "from": "Paris", "to": "Dijon", "units": 3}
      Then the action is refused by the contract as malformed-action
      And Paris holds 3 France units
      And France has 4 CP left

    Scenario: A leader named twice is malformed
      When France takes the action {"type": "move", "from": "Paris", "to": "Dijon", "units": 3, "leaders": ["Francis I", "Francis I"]}
      Then the action is refused by the contract as malformed-action
      And Francis I is in Paris

    Scenario: Leaders given as text instead of a list are malformed
      When France takes the action {"type": "move", "from": "Paris", "to": "Dijon", "units": 3, "leaders": ""}
      Then the action is refused by the contract as malformed-action
      And Paris holds 3 France units

    Scenario: Units given as text instead of a number are malformed
      When France takes the action {"type": "move", "from": "Paris", "to": "Dijon", "units": "3", "leaders": []}
      Then the action is refused by the contract as malformed-action
      And Paris holds 3 France units

    Scenario: An army setting out from a space off the map is malformed
      When France takes the action {"type": "move", "from": "Atlantis", "to": "Dijon", "units": 3, "leaders": []}
      Then the action is refused by the contract as malformed-action
      And France has 4 CP left

    Scenario: A leader who is not on the map is malformed
      When France moves 3 units with Prester John from Paris to Dijon
      Then the action is refused by the contract as malformed-action
      And Paris holds 3 France units

    Scenario: An answer of a later step is out of place in the impulse
      When France stands
      Then the action is refused by the contract as out-of-place
      And the pending decision is "impulse" for France

  @13.1-step-2
  Rule: step 2 -- the destination is a space next to the army

    Scenario: A destination two spaces away is refused
      Then moving 3 units from Paris to Dijon is a legal action
      And moving 3 units from Paris to Lyon is not a legal action
      When France moves 3 units from Paris to Lyon
      Then the action is refused citing rule 13.1-step-2
      And Paris holds 3 France units
      And Lyon holds no France units
      And France has 4 CP left

    Scenario: The army's own space is no destination
      When France moves 3 units from Paris to Paris
      Then the action is refused citing rule 13.1-step-2
      And France has 4 CP left

  @13.1-step-3
  Rule: step 3 -- one CP, two over a pass

    Scenario: A move in the clear costs one CP
      When France moves 3 units from Paris to Dijon
      Then France has 3 CP left
      And a "cp_spent" event happened

    Scenario: A move over a pass costs two CP
      Given 2 France units are in Grenoble
      When France moves 2 units from Grenoble to Turin
      Then France has 2 CP left
      And Turin holds 2 France units

    Scenario: The last two CP pay for a pass
      Given Here I Stand on the partial map, France's impulse with 2 CP
      And 2 France units are in Grenoble
      When France moves 2 units from Grenoble to Turin
      Then France has 0 CP left
      And Turin holds 2 France units

    Scenario: One CP does not pay for a pass
      Given Here I Stand on the partial map, France's impulse with 1 CP
      And 2 France units are in Grenoble
      Then moving 2 units from Grenoble to Turin is not a legal action
      When France moves 2 units from Grenoble to Turin
      Then the action is refused citing rule 13.1-step-3
      And Grenoble holds 2 France units
      And France has 1 CP left

    Scenario: The last CP pays for a move in the clear
      Given Here I Stand on the partial map, France's impulse with 1 CP
      When France moves 3 units from Paris to Dijon
      Then France has 0 CP left
      And Dijon holds 3 France units

    Scenario: The last CP pays for a move into an enemy's space
      Given Here I Stand on the partial map, France's impulse with 1 CP
      And France is at war with Hapsburgs
      And Dijon is controlled by Hapsburgs
      Then moving 3 units from Paris to Dijon is a legal action
      When France moves 3 units from Paris to Dijon
      Then France has 0 CP left
      And Dijon holds 3 France units

    Scenario: No CP, no move
      Given Here I Stand on the partial map, France's impulse with 0 CP
      When France moves 3 units from Paris to Dijon
      Then the action is refused citing rule 13.1-step-3
      And Paris holds 3 France units

  @13.1-step-4
  Rule: step 4 -- the other players may stop the move with Foul Weather or Gout

    Scenario: Foul Weather stops the move
      Given Hapsburgs holds the response card "Foul Weather"
      When France moves 3 units with Francis I from Paris to Dijon
      Then the pending decision is "response" for Hapsburgs
      When Hapsburgs plays the response card "Foul Weather"
      Then the move is cancelled
      And Paris holds 3 France units
      And Dijon holds no France units
      And Francis I is in Paris
      And France has 3 CP left
      And the pending decision is "impulse" for France

    Scenario: Gout stops the move
      Given England holds the response card "Gout"
      When France moves 3 units from Paris to Dijon
      And England plays the response card "Gout"
      Then the move is cancelled
      And Paris holds 3 France units
      And a "movement_cancelled" event happened with by England, card Gout, army_stays_in Paris
      And the move's state is:
        | key       | value       |
        | stage     | "cancelled" |
        | cancelled | true        |
        | done      | true        |

    Scenario: A card the player does not hold cannot be played
      Given Hapsburgs holds the response card "Foul Weather"
      When France moves 3 units from Paris to Dijon
      Then "play_response" is a legal action
      When Hapsburgs plays the response card "Gout"
      Then the action is refused citing rule 13.1-step-4
      And Paris holds 3 France units
      And the pending decision is "response" for Hapsburgs

    Scenario: Other cards do not stop a move
      Given Hapsburgs holds the response card "Foul Weather"
      And Hapsburgs holds the response card "Wartburg"
      When France moves 3 units from Paris to Dijon
      And Hapsburgs plays the response card "Wartburg"
      Then the action is refused citing rule 13.1-step-4
      And the pending decision is "response" for Hapsburgs

    Scenario: No response lets the move go on
      Given Hapsburgs holds the response card "Foul Weather"
      When France moves 3 units from Paris to Dijon
      And Hapsburgs plays no response card
      Then Dijon holds 3 France units
      And the move is complete

    Scenario: An answer of another step is out of place in a response
      Given Hapsburgs holds the response card "Foul Weather"
      When France moves 3 units from Paris to Dijon
      And Hapsburgs stands
      Then the action is refused by the contract as out-of-place
      And the pending decision is "response" for Hapsburgs

    Scenario: The moving power does not respond to its own move
      Given France holds the response card "Gout"
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And no "response_played" event happened
      And the pending decision is "impulse" for France

  @13.1-step-5
  Rule: step 5 -- enemies next to the destination may intercept

    Scenario: Enemy units next to the destination are offered an interception
      Given 2 Hapsburgs units are in Besancon
      When France moves 3 units from Paris to Dijon
      Then the pending decision is "interception" for Hapsburgs
      And intercepting from Besancon is a legal action
      And "decline_interception" is a legal action

    Scenario: Enemy units away from the destination may not intercept
      Given 2 Hapsburgs units are in Besancon
      And 2 Hapsburgs units are in Rouen
      When France moves 3 units from Paris to Dijon
      Then intercepting from Rouen is not a legal action
      When Hapsburgs intercepts from Rouen
      Then the action is refused citing rule 13.1-step-5
      And Rouen holds 2 Hapsburgs units
      And Dijon holds no Hapsburgs units

    Scenario: No enemy next to the destination, no interception
      Given 2 Hapsburgs units are in Rouen
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And no "interception_attempted" event happened
      And the move is complete

    Scenario: A successful interception brings enemy units into the destination
      Given 2 Hapsburgs units are in Besancon
      And Duke of Alva is in Besancon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then Dijon holds 2 Hapsburgs units
      And Besancon holds no Hapsburgs units
      And Duke of Alva is in Dijon
      And Dijon holds 3 France units
      And an "intercepted" event happened with power Hapsburgs, from Besancon, to Dijon, units 2

    Scenario: A failed interception leaves the interceptors where they were
      Given 2 Hapsburgs units are in Besancon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception fails
      Then Besancon holds 2 Hapsburgs units
      And Dijon holds 3 France units
      And no field battle is due
      And the move is complete

    Scenario: After a failed interception the power may still try from another space
      Given 2 Hapsburgs units are in Besancon
      And 1 Hapsburgs unit is in Lyon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception fails
      Then the pending decision is "interception" for Hapsburgs
      And intercepting from Besancon is not a legal action
      And intercepting from Lyon is a legal action
      When Hapsburgs intercepts from Lyon
      And the referee rules that the interception succeeds
      Then Dijon holds 1 Hapsburgs unit
      And Besancon holds 2 Hapsburgs units

    Scenario: Interceptors join their own units already in the destination
      Given 2 Hapsburgs units are in Besancon
      And 1 Hapsburgs unit is in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then Dijon holds 3 Hapsburgs units
      And Besancon holds no Hapsburgs units

    @13.1-restriction-d
    Scenario: Units beaten earlier this impulse intercept when the referee rules that they do
      Given 1 Hapsburgs unit is in Besancon and lost a field battle earlier this impulse
      And 2 Hapsburgs units are in Lyon and lost a field battle earlier this impulse
      When France moves 3 units from Paris to Dijon
      Then intercepting from Besancon is a legal action
      When Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      And Hapsburgs intercepts from Lyon
      And the referee rules that the interception succeeds
      Then Dijon holds 3 Hapsburgs units
      And Besancon holds no Hapsburgs units
      And Lyon holds no Hapsburgs units
      And a field battle is due in Dijon between France and Hapsburgs

    @13.1-restriction-d
    Scenario: Units beaten earlier this impulse stay where they are when the referee rules their interception out
      Given 2 Hapsburgs units are in Besancon and lost a field battle earlier this impulse
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception fails
      Then Besancon holds 2 Hapsburgs units
      And Dijon holds 3 France units
      And no field battle is due

    Scenario: A power asked for a response may not intercept yet
      Given Hapsburgs holds the response card "Foul Weather"
      And 2 Hapsburgs units are in Besancon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      Then the action is refused citing rule 13.1-step-5
      And the pending decision is "response" for Hapsburgs
      And Besancon holds 2 Hapsburgs units

  @13.1-step-5-move
  Rule: step 5 -- the army goes in only after every interception

    Scenario: The army waits while interceptions are decided
      Given 2 Hapsburgs units are in Besancon
      And France is at war with Ottomans
      And 1 Ottomans unit is in Lyon
      When France moves 3 units with Francis I from Paris to Dijon
      Then Paris holds 3 France units
      And Francis I is in Paris
      When Hapsburgs declines to intercept
      Then the pending decision is "interception" for Ottomans
      And Paris holds 3 France units
      When Ottomans declines to intercept
      Then Dijon holds 3 France units
      And Francis I is in Dijon

    Scenario: The army joins its own units already in the destination
      Given 1 France unit is in Dijon
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 4 France units
      And Paris holds no France units

  @13.1-step-5-battle
  Rule: step 5 -- after a successful interception the battle comes at once

    Scenario: A successful interception skips avoiding battle
      Given 2 Hapsburgs units are in Besancon
      And 2 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then a field battle is due in Dijon between France and Hapsburgs
      And the pending decision is "impulse" for France
      And no "avoid_battle_attempted" event happened
      And the move's state is:
        | key         | value    |
        | stage       | "battle" |
        | intercepted | true     |

    Scenario: A successful interception into an empty space still brings battle
      Given 2 Hapsburgs units are in Besancon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then a field battle is due in Dijon between France and Hapsburgs

  @13.1-step-5-battle @13.1-step-7
  Rule: step 5 -- after a successful interception there is no withdrawal into fortifications

    Scenario: An interception leaves no time to withdraw
      Given 2 Hapsburgs units are in Besancon
      And Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      When France moves 3 units from Paris to Metz
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then a field battle is due in Metz between France and Hapsburgs
      And no Hapsburgs units are inside the fortifications of Metz

  @13.1-step-6
  Rule: step 6 -- enemy units in the destination may try to avoid battle, all or some

    Scenario: All the enemy units avoid battle with their leader
      Given 3 Hapsburgs units are in Dijon
      And Duke of Alva is in Dijon
      When France moves 3 units from Paris to Dijon
      Then the pending decision is "avoid_battle" for Hapsburgs
      When Hapsburgs tries to avoid battle with 3 units
      And the referee rules that the units avoid battle to Besancon
      Then Besancon holds 3 Hapsburgs units
      And Dijon holds no Hapsburgs units
      And Duke of Alva is in Besancon
      And no field battle is due

    Scenario: Some of the enemy units try to avoid battle and fail
      Given 3 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs tries to avoid battle with 2 units
      And the referee rules that avoiding battle fails
      Then Dijon holds 3 Hapsburgs units
      And a field battle is due in Dijon between France and Hapsburgs

    Scenario: Some avoid, the rest fight
      Given 3 Hapsburgs units are in Dijon
      And Duke of Alva is in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs tries to avoid battle with 2 units
      And the referee rules that the units avoid battle to Besancon
      Then Besancon holds 2 Hapsburgs units
      And Dijon holds 1 Hapsburgs unit
      And Duke of Alva is in Dijon
      And a field battle is due in Dijon between France and Hapsburgs

    Scenario: No more units than are there may try to avoid battle
      Given 3 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      When Hapsburgs tries to avoid battle with 4 units
      Then the action is refused citing rule 13.1-step-6
      And Dijon holds 3 Hapsburgs units
      And the pending decision is "avoid_battle" for Hapsburgs

    Scenario: A single unit may try to avoid battle, into a space where its power already stands
      Given 3 Hapsburgs units are in Dijon
      And 1 Hapsburgs unit is in Besancon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs declines to intercept
      And Hapsburgs tries to avoid battle with 1 unit
      And the referee rules that the units avoid battle to Besancon
      Then Besancon holds 2 Hapsburgs units
      And Dijon holds 2 Hapsburgs units
      And a field battle is due in Dijon between France and Hapsburgs

    Scenario: Trying to avoid battle with no unit at all is refused
      Given 3 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs tries to avoid battle with 0 units
      Then the action is refused citing rule 13.1-step-6
      And the pending decision is "avoid_battle" for Hapsburgs

    @13.1-restriction-d
    Scenario: Units beaten earlier this impulse avoid battle with the others when the referee rules that they do
      Given 1 Hapsburgs unit is in Dijon
      And 2 Hapsburgs units are in Dijon and lost a field battle earlier this impulse
      When France moves 3 units from Paris to Dijon
      And Hapsburgs tries to avoid battle with 3 units
      And the referee rules that the units avoid battle to Besancon
      Then Besancon holds 3 Hapsburgs units
      And Dijon holds no Hapsburgs units
      And Dijon holds 3 France units
      And no field battle is due

    Scenario: Units avoiding battle go to a space next to the destination
      Given 3 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs tries to avoid battle with 3 units
      And the referee rules that the units avoid battle to Rouen
      Then the action is refused by the contract as malformed-action
      And Dijon holds 3 Hapsburgs units
      And Rouen holds no Hapsburgs units
      And the pending decision is "avoid_battle_outcome" for referee

    Scenario: Only the avoiding power's own leaders in the destination go with it
      Given 3 Hapsburgs units are in Dijon
      And Duke of Alva is in Dijon
      And Charles V is in Metz
      When France moves 3 units with Francis I from Paris to Dijon
      And Hapsburgs tries to avoid battle with 3 units
      And the referee rules that the units avoid battle to Lyon
      Then Duke of Alva is in Lyon
      And Francis I is in Dijon
      And Charles V is in Metz

  @13.1-step-7
  Rule: step 7 -- four units or fewer in a fortified destination may withdraw inside

    Scenario: Four units may withdraw into the fortifications
      Given Metz is controlled by Hapsburgs
      And 4 Hapsburgs units are in Metz
      When France moves 3 units from Paris to Metz
      And Hapsburgs stands
      Then the pending decision is "withdrawal" for Hapsburgs
      When Hapsburgs withdraws into the fortifications
      Then 4 Hapsburgs units are inside the fortifications of Metz
      And no field battle is due
      And the move is complete

    Scenario: Five units may not withdraw
      Given Metz is controlled by Hapsburgs
      And 5 Hapsburgs units are in Metz
      When France moves 3 units from Paris to Metz
      And Hapsburgs stands
      Then "withdraw_into_fortifications" is not a legal action
      When Hapsburgs withdraws into the fortifications
      Then the action is refused citing rule 13.1-step-7
      And no Hapsburgs units are inside the fortifications of Metz
      When Hapsburgs stays in the field
      Then a field battle is due in Metz between France and Hapsburgs

    Scenario: Units that avoided battle no longer count
      Given Metz is controlled by Hapsburgs
      And 6 Hapsburgs units are in Metz
      When France moves 3 units from Paris to Metz
      And Hapsburgs tries to avoid battle with 2 units
      And the referee rules that the units avoid battle to Besancon
      And Hapsburgs withdraws into the fortifications
      Then 4 Hapsburgs units are inside the fortifications of Metz
      And no field battle is due

    Scenario: Two enemy powers with five units between them may not withdraw
      Given France is at war with Ottomans
      And Metz is controlled by Hapsburgs
      And 3 Hapsburgs units are in Metz
      And 2 Ottomans units are in Metz
      When France moves 3 units from Paris to Metz
      And Hapsburgs stands
      And Ottomans stands
      Then the pending decision is "withdrawal" for Hapsburgs
      And the legal actions are:
        | action                   |
        | {"type": "stay_in_field"} |
      When Hapsburgs withdraws into the fortifications
      Then the action is refused citing rule 13.1-step-7
      And no Hapsburgs units are inside the fortifications of Metz
      When Hapsburgs stays in the field
      Then the pending decision is "withdrawal" for Ottomans
      And the legal actions are:
        | action                   |
        | {"type": "stay_in_field"} |
      When Ottomans withdraws into the fortifications
      Then the action is refused citing rule 13.1-step-7
      And no Ottomans units are inside the fortifications of Metz
      When Ottomans stays in the field
      Then Metz holds 3 Hapsburgs units
      And Metz holds 2 Ottomans units
      And a field battle is due in Metz between France and Hapsburgs, Ottomans

    Scenario: Two enemy powers with four units between them may both withdraw
      Given France is at war with Ottomans
      And Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      And 2 Ottomans units are in Metz
      When France moves 3 units from Paris to Metz
      And Hapsburgs stands
      And Ottomans stands
      Then the pending decision is "withdrawal" for Hapsburgs
      And the legal actions are:
        | action                                  |
        | {"type": "withdraw_into_fortifications"} |
        | {"type": "stay_in_field"}                |
      When Hapsburgs withdraws into the fortifications
      Then the pending decision is "withdrawal" for Ottomans
      And the legal actions are:
        | action                                  |
        | {"type": "withdraw_into_fortifications"} |
        | {"type": "stay_in_field"}                |
      When Ottomans withdraws into the fortifications
      Then 2 Hapsburgs units are inside the fortifications of Metz
      And 2 Ottomans units are inside the fortifications of Metz
      And Metz holds 3 France units
      And no field battle is due
      And the move is complete

    Scenario: No withdrawal in an unfortified destination
      Given 2 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs stands
      Then a field battle is due in Dijon between France and Hapsburgs
      And the pending decision is "impulse" for France

    Scenario: Units withdrawing join those already inside, and their leader goes in with them
      Given Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      And 1 Hapsburgs unit is inside the fortifications of Metz
      And 1 Hapsburgs unit is inside the fortifications of Metz
      And Duke of Alva is in Metz
      And Charles V is besieged in Metz
      When France moves 3 units from Paris to Metz
      And Hapsburgs stands
      And Hapsburgs withdraws into the fortifications
      Then 4 Hapsburgs units are inside the fortifications of Metz
      And Duke of Alva is inside the fortifications of Metz
      And Charles V is inside the fortifications of Metz
      And a "withdrew_into_fortifications" event happened with power Hapsburgs, units 2
      And no field battle is due
      And the move's state is:
        | key                | value         |
        | stage              | "battle"      |
        | done               | true          |
        | treated_as_enemies | ["Hapsburgs"] |

  @13.1-step-8
  Rule: step 8 -- enemy units left in the open mean a field battle

    Scenario: Enemy units that stay in the field are attacked
      Given Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      When France moves 3 units from Paris to Metz
      And Hapsburgs stands
      And Hapsburgs stays in the field
      Then a field battle is due in Metz between France and Hapsburgs
      And a "field_battle_due" event happened
      And the pending decision is "impulse" for France

    Scenario: Enemy units inside the fortifications are not attacked in the field
      Given Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are besieged in Metz
      When France moves 3 units from Paris to Metz
      Then Metz holds 3 France units
      And no field battle is due
      And the move is complete

    Scenario: An empty destination means no battle
      When France moves 3 units from Paris to Dijon
      Then no field battle is due
      And a "movement_completed" event happened
