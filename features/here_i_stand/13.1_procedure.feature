@here_i_stand
Feature: 13.1 The land movement procedure
  Eight steps in order: army, destination, CP, response cards, interceptions,
  avoiding battle, withdrawal into fortifications, field battle. Interception
  and avoid-battle rolls (13.2, 13.3) and the battle (14) are outside the
  excerpt: the referee states their outcome, and a battle is reported as due.
  How many attempts one space may make is 13.2's too: the excerpt sets no
  limit, and a power asked to intercept answers until it declines. Where
  several powers answer one step, the excerpt fixes no order among them: the
  scenarios take their answers in whatever order they are asked.

  Background:
    Given Here I Stand on the partial map, France's impulse with 4 CP
    And France is at war with Hapsburgs
    And Francis I is in Paris
    And 3 France units are in Paris

  @13.1-procedure
  Rule: every move, over a pass or in the clear, follows the same steps

    @13.1-procedure.in.pass @13.1-step-4 @13.1-step-5
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

    @13.1-procedure.in.clear @13.1-step-4 @13.1-step-5
    Scenario: A move in the clear meets response cards and interceptions in turn
      Given Hapsburgs holds the response card "Gout"
      And 2 Hapsburgs units are in Besancon
      When France moves 3 units from Paris to Dijon
      Then the pending decision is "response" for Hapsburgs
      When Hapsburgs plays no response card
      Then the pending decision is "interception" for Hapsburgs
      When Hapsburgs declines to intercept
      Then Dijon holds 3 France units
      And France has 3 CP left
      And the move is complete

    @13.1-procedure.in.leaders-alone @13.1-step-5 @13.1-step-5.in.against-leaders-alone @13.1-step-4
    Scenario: A move of leaders alone meets response cards and interceptions in turn
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      And Hapsburgs holds the response card "Gout"
      And 2 Hapsburgs units are in Geneva
      When France moves Francis I alone from Paris to Lyon
      Then the pending decision is "response" for Hapsburgs
      When Hapsburgs plays no response card
      Then the pending decision is "interception" for Hapsburgs
      And intercepting from Geneva is a legal action
      When Hapsburgs intercepts from Geneva
      And the referee rules that the interception fails
      And Hapsburgs declines to intercept
      Then Francis I is in Lyon
      And Geneva holds 2 Hapsburgs units
      And France has 3 CP left
      And the move is complete

  @13.1-step-1
  Rule: step 1 -- the active power names an army of its land units and leaders

    @13.1-step-1.unless.something-named
    Scenario: An army of nobody is refused
      When France moves 0 units from Paris to Dijon
      Then the action is refused citing rule 13.1-step-1 or by the contract as malformed-action
      And Paris holds 3 France units
      And France has 4 CP left
      And the pending decision is "impulse" for France

    @13.1-step-1.if.something-named @13.1-step-1.in.leaders-only
    Scenario: An army of one leader sets out
      When France moves Francis I alone from Paris to Dijon
      Then Francis I is in Dijon
      And Paris holds 3 France units
      And France has 3 CP left

    @13.1-step-1.unless.own-leaders
    Scenario: Another power's leader cannot be named
      Given Charles V is in Paris
      When France moves 3 units with Charles V from Paris to Dijon
      Then the action is refused citing rule 13.1-step-1 or by the contract as out-of-place
      And Charles V is in Paris
      And Paris holds 3 France units

    @13.1-step-1.if.own-leaders @13.1-step-1.in.units-and-leaders
    Scenario: The active power's own leader is named with the army
      Given Charles V is in Paris
      When France moves 3 units with Francis I from Paris to Dijon
      Then Francis I is in Dijon
      And Charles V is in Paris
      And Dijon holds 3 France units

    @13.1-step-1.unless.active-power
    Scenario: Only the active power names an army
      When Hapsburgs moves 3 units from Paris to Dijon
      Then the action is refused citing rule 13.1-step-1 or by the contract as wrong-player
      And Paris holds 3 France units

    @13.1-step-1.if.active-power @13.1-step-1.in.units-only
    Scenario: The active power names an army of land units
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And Francis I is in Paris
      And France has 3 CP left

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

    Scenario: A negative number of units is malformed
      When France takes the action {"type": "move", "from": "Paris", "to": "Dijon", "units": -1, "leaders": ["Francis I"]}
      Then the action is refused by the contract as malformed-action
      And Francis I is in Paris
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

    @13.1-step-2.if.adjacent @13.1-step-2.if.another-space
    Scenario: A destination next to the army is accepted
      Then moving 3 units from Paris to Dijon is a legal action
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And Paris holds no France units

    @13.1-step-2.unless.adjacent
    Scenario: A destination two spaces away is refused
      Then moving 3 units from Paris to Lyon is not a legal action
      When France moves 3 units from Paris to Lyon
      Then the action is refused citing rule 13.1-step-2
      And Paris holds 3 France units
      And Lyon holds no France units
      And France has 4 CP left

    @13.1-step-2.unless.another-space
    Scenario: The army's own space is no destination
      Then moving 3 units from Paris to Paris is not a legal action
      When France moves 3 units from Paris to Paris
      Then the action is refused citing rule 13.1-step-2
      And France has 4 CP left

    @13.1-step-2.in.over-a-pass @13.1-step-3 @13.1-step-3.if.over-a-pass
    Scenario: A move over a pass costs two CP
      Given 2 France units are in Grenoble
      Then moving 2 units from Grenoble to Turin is a legal action
      When France moves 2 units from Grenoble to Turin
      Then France has 2 CP left
      And Turin holds 2 France units

    @13.1-step-2.in.off-the-map
    Scenario: A destination off the map is refused
      When France takes the action {"type": "move", "from": "Paris", "to": "Atlantis", "units": 3, "leaders": []}
      Then the action is refused citing rule 13.1-step-2 or by the contract as malformed-action
      And Paris holds 3 France units
      And France has 4 CP left

    @13.1-step-2.in.off-the-map
    Scenario: A leader sent from a space off the map is refused
      When France takes the action {"type": "move", "from": "Atlantis", "to": "Dijon", "units": 0, "leaders": ["Francis I"]}
      Then the action is refused citing rule 13.1-step-2 or by the contract as malformed-action
      And Francis I is in Paris
      And France has 4 CP left

  @13.1-step-3
  Rule: step 3 -- one CP, two over a pass

    @13.1-step-3.unless.over-a-pass
    Scenario: A move in the clear costs one CP
      When France moves 3 units from Paris to Dijon
      Then France has 3 CP left
      And a "cp_spent" event happened with cp 1, cp_left 3

    @13.1-step-3.if.cp-cover-cost
    Scenario: The last two CP pay for a pass
      Given Here I Stand on the partial map, France's impulse with 2 CP
      And 2 France units are in Grenoble
      When France moves 2 units from Grenoble to Turin
      Then France has 0 CP left
      And Turin holds 2 France units

    @13.1-step-3.unless.cp-cover-cost
    Scenario: One CP does not pay for a pass
      Given Here I Stand on the partial map, France's impulse with 1 CP
      And 2 France units are in Grenoble
      Then moving 2 units from Grenoble to Turin is not a legal action
      When France moves 2 units from Grenoble to Turin
      Then the action is refused citing rule 13.1-step-3
      And Grenoble holds 2 France units
      And France has 1 CP left

    @13.1-step-3.if.cp-cover-cost
    Scenario: The last CP pays for a move in the clear
      Given Here I Stand on the partial map, France's impulse with 1 CP
      When France moves 3 units from Paris to Dijon
      Then France has 0 CP left
      And Dijon holds 3 France units

    @13.1-step-3.unless.cp-cover-cost
    Scenario: No CP, no move
      Given Here I Stand on the partial map, France's impulse with 0 CP
      Then moving 3 units from Paris to Dijon is not a legal action
      When France moves 3 units from Paris to Dijon
      Then the action is refused citing rule 13.1-step-3
      And Paris holds 3 France units

    @13.1-step-3.in.clear-into-the-mountains
    Scenario: A clear connection costs one CP even into a space that passes lead out of
      Given 2 France units are in Milan
      When France moves 2 units from Milan to Turin
      Then Turin holds 2 France units
      And France has 3 CP left

    Scenario: The last CP pays for a move into an enemy's space
      Given Here I Stand on the partial map, France's impulse with 1 CP
      And France is at war with Hapsburgs
      And Dijon is controlled by Hapsburgs
      Then moving 3 units from Paris to Dijon is a legal action
      When France moves 3 units from Paris to Dijon
      Then France has 0 CP left
      And Dijon holds 3 France units

  @13.1-step-4
  Rule: step 4 -- the other players may stop the move with Foul Weather or Gout

    @13.1-step-4.if.holds-card @13.1-step-4.if.stopping-card @13.1-step-4.in.enemy
    @13.1-step-3 @13.1-step-3.in.cancelled
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

    @13.1-step-4.if.other-power @13.1-step-4.in.neutral
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

    @13.1-step-4.in.ally
    Scenario: An ally of the moving power may stop the move
      Given France is allied with England
      And England holds the response card "Foul Weather"
      When France moves 3 units from Paris to Dijon
      Then the pending decision is "response" for England
      When England plays the response card "Foul Weather"
      Then the move is cancelled
      And Paris holds 3 France units

    @13.1-step-4.in.several-holders
    Scenario: Each power holding a stopping card is asked in turn
      Given Hapsburgs holds the response card "Foul Weather"
      And England holds the response card "Gout"
      When France moves 3 units from Paris to Dijon
      Then "response" is pending for one of England and Hapsburgs
      When whichever of England and Hapsburgs is asked plays no response card
      Then "response" is pending for one of England and Hapsburgs
      When whichever of England and Hapsburgs is asked plays no response card
      Then Dijon holds 3 France units
      And the move is complete

    @13.1-step-4.in.leaders-alone
    Scenario: Gout stops a move of leaders alone
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      And Hapsburgs holds the response card "Gout"
      When France moves Francis I alone from Paris to Lyon
      And Hapsburgs plays the response card "Gout"
      Then the move is cancelled
      And Francis I is in Paris
      And France has 3 CP left

    @13.1-step-4.unless.holds-card
    Scenario: A card the player does not hold cannot be played
      Given Hapsburgs holds the response card "Foul Weather"
      When France moves 3 units from Paris to Dijon
      Then "play_response" is a legal action
      When Hapsburgs plays the response card "Gout"
      Then the action is refused citing rule 13.1-step-4
      And Paris holds 3 France units
      And the pending decision is "response" for Hapsburgs

    @13.1-step-4.unless.stopping-card
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

    @13.1-step-4.unless.other-power
    Scenario: The moving power does not respond to its own move
      Given France holds the response card "Gout"
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And no "response_played" event happened
      And the pending decision is "impulse" for France

  @13.1-step-5
  Rule: step 5 -- enemies next to the destination may intercept

    @13.1-step-5.if.next-to-destination
    Scenario: Enemy units next to the destination are offered an interception
      Given 2 Hapsburgs units are in Besancon
      When France moves 3 units from Paris to Dijon
      Then the pending decision is "interception" for Hapsburgs
      And intercepting from Besancon is a legal action
      And "decline_interception" is a legal action
      And Paris holds 3 France units

    @13.1-step-5.unless.next-to-destination
    Scenario: No enemy next to the destination, no interception
      Given 2 Hapsburgs units are in Rouen
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And no "interception_attempted" event happened
      And the move is complete

    Scenario: Enemy units away from the destination may not intercept
      Given 2 Hapsburgs units are in Besancon
      And 2 Hapsburgs units are in Rouen
      When France moves 3 units from Paris to Dijon
      Then intercepting from Rouen is not a legal action
      When Hapsburgs intercepts from Rouen
      Then the action is refused citing rule 13.1-step-5
      And Rouen holds 2 Hapsburgs units
      And Dijon holds no Hapsburgs units

    Scenario: An interception from a space off the map is malformed
      Given 2 Hapsburgs units are in Besancon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Atlantis
      Then the action is refused by the contract as malformed-action
      And the pending decision is "interception" for Hapsburgs

    @13.1-step-5.if.enemy
    Scenario: Units of a power at war next to the destination are offered an interception
      Given France is at war with Ottomans
      And 2 Ottomans units are in Besancon
      When France moves 3 units from Paris to Dijon
      Then the pending decision is "interception" for Ottomans
      And intercepting from Besancon is a legal action

    @13.1-step-5.unless.enemy
    Scenario: Units of a power at peace next to the destination are not offered an interception
      Given 2 Ottomans units are in Besancon
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And no "interception_attempted" event happened
      And the move is complete

    @13.1-step-8
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
      And Hapsburgs declines to intercept
      Then Besancon holds 2 Hapsburgs units
      And Dijon holds 3 France units
      And no field battle is due
      And the move is complete

    @13.1-step-5.in.after-failure
    Scenario: After a failed interception the power may still try from another space
      Given 2 Hapsburgs units are in Besancon
      And 1 Hapsburgs unit is in Lyon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception fails
      Then the pending decision is "interception" for Hapsburgs
      And intercepting from Lyon is a legal action
      When Hapsburgs intercepts from Lyon
      And the referee rules that the interception succeeds
      Then Dijon holds 1 Hapsburgs unit
      And Besancon holds 2 Hapsburgs units
      And Lyon holds no Hapsburgs units

    @13.1-step-5.in.two-enemies @13.1-step-5-move @13.1-step-5-move.in.interceptions-pending
    @13.1-step-5-move.in.with-leaders
    Scenario: The army waits while each enemy next to the destination decides
      Given 2 Hapsburgs units are in Besancon
      And France is at war with Ottomans
      And 1 Ottomans unit is in Lyon
      When France moves 3 units with Francis I from Paris to Dijon
      Then "interception" is pending for one of Hapsburgs and Ottomans
      And Paris holds 3 France units
      And Francis I is in Paris
      When whichever of Hapsburgs and Ottomans is asked declines to intercept
      Then "interception" is pending for one of Hapsburgs and Ottomans
      And Paris holds 3 France units
      And Francis I is in Paris
      When whichever of Hapsburgs and Ottomans is asked declines to intercept
      Then Dijon holds 3 France units
      And Francis I is in Dijon
      And the move is complete

    @13.1-step-5.in.own-units-in-destination @13.1-step-8
    Scenario: Interceptors join their own units already in the destination
      Given 2 Hapsburgs units are in Besancon
      And 1 Hapsburgs unit is in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then Dijon holds 3 Hapsburgs units
      And Besancon holds no Hapsburgs units

    @13.1-step-8
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

    Scenario: Units beaten earlier this impulse stay where they are when the referee rules their interception out
      Given 2 Hapsburgs units are in Besancon and lost a field battle earlier this impulse
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception fails
      And Hapsburgs declines to intercept
      Then Besancon holds 2 Hapsburgs units
      And Dijon holds 3 France units
      And no field battle is due

    @13.1-step-5.in.out-of-turn @13.1-step-4
    Scenario: A power asked for a response may not intercept yet
      Given Hapsburgs holds the response card "Foul Weather"
      And 2 Hapsburgs units are in Besancon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      Then the action is refused citing rule 13.1-step-5 or by the contract as out-of-place
      And the pending decision is "response" for Hapsburgs
      And Besancon holds 2 Hapsburgs units

    @13.1-step-5.in.out-of-turn
    Scenario: Nobody intercepts once the move is over
      Given 2 Hapsburgs units are in Besancon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs declines to intercept
      And Hapsburgs intercepts from Besancon
      Then the action is refused citing rule 13.1-step-5 or by the contract as wrong-player
      And Besancon holds 2 Hapsburgs units
      And the pending decision is "impulse" for France

  @13.1-step-5-move
  Rule: step 5 -- the army goes in only after every interception

    @13.1-step-5-move.in.own-units-there
    Scenario: The army joins its own units already in the destination
      Given 1 France unit is in Dijon
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 4 France units
      And Paris holds no France units

    @13.1-step-5-move.in.after-success @13.1-step-5-move.in.with-leaders @13.1-step-5 @13.1-step-8
    Scenario: After a successful interception the army goes in too
      Given 2 Hapsburgs units are in Besancon
      When France moves 3 units with Francis I from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      Then Paris holds 3 France units
      When the referee rules that the interception succeeds
      Then Dijon holds 3 France units
      And Francis I is in Dijon
      And Dijon holds 2 Hapsburgs units
      And an "army_moved" event happened with power France, from Paris, to Dijon, units 3

  @13.1-step-5-battle
  Rule: step 5 -- after a successful interception the battle comes at once

    @13.1-step-5-battle.if.success @13.1-step-8 @13.1-step-8.in.after-interception @13.1-step-5
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

    @13.1-step-5-battle.unless.success @13.1-step-6 @13.1-step-6.in.after-failed-interception @13.1-step-5
    Scenario: After a failed interception the enemy in the destination may still avoid battle
      Given 2 Hapsburgs units are in Besancon
      And 2 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception fails
      And Hapsburgs declines to intercept
      Then the pending decision is "avoid_battle" for Hapsburgs
      And no field battle is due

    @13.1-step-5-battle.in.empty-destination @13.1-step-5 @13.1-step-8
    Scenario: A successful interception into an empty space still brings battle
      Given 2 Hapsburgs units are in Besancon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then a field battle is due in Dijon between France and Hapsburgs

    @13.1-step-5-battle.in.one-of-two @13.1-step-5 @13.1-step-8
    Scenario: A later failed interception does not undo an earlier success
      Given 2 Hapsburgs units are in Besancon
      And 1 Hapsburgs unit is in Lyon
      And 2 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      And Hapsburgs intercepts from Lyon
      And the referee rules that the interception fails
      And Hapsburgs declines to intercept
      Then a field battle is due in Dijon between France and Hapsburgs
      And Dijon holds 4 Hapsburgs units
      And no "avoid_battle_attempted" event happened
      And the pending decision is "impulse" for France

  @13.1-step-5-battle @13.1-step-7
  Rule: step 5 -- after a successful interception there is no withdrawal into fortifications

    @13.1-step-5-battle.in.fortified @13.1-step-5 @13.1-step-8
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

    @13.1-step-6.if.enemy-units-there @13.1-step-6.if.count-within @13.1-step-6.in.all
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

    @13.1-step-6.unless.enemy-units-there
    Scenario: No enemy units in the destination, nobody avoids battle
      Given 3 Hapsburgs units are in Rouen
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And no "avoid_battle_attempted" event happened
      And the move is complete

    @13.1-step-6.in.some @13.1-step-8 @13.1-step-8.in.after-failed-avoid
    Scenario: Some of the enemy units try to avoid battle and fail
      Given 3 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs tries to avoid battle with 2 units
      And the referee rules that avoiding battle fails
      Then Dijon holds 3 Hapsburgs units
      And a field battle is due in Dijon between France and Hapsburgs

    @13.1-step-6.in.some @13.1-step-8
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

    @13.1-step-6.unless.count-within
    Scenario: No more units than are there may try to avoid battle
      Given 3 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      Then the pending decision is "avoid_battle" for Hapsburgs
      When Hapsburgs tries to avoid battle with 4 units
      Then the action is refused citing rule 13.1-step-6 or by the contract as malformed-action
      And Dijon holds 3 Hapsburgs units
      And the pending decision is "avoid_battle" for Hapsburgs

    @13.1-step-6.unless.count-within
    Scenario: Trying to avoid battle with no unit at all is refused
      Given 3 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs tries to avoid battle with 0 units
      Then the action is refused citing rule 13.1-step-6 or by the contract as malformed-action
      And the pending decision is "avoid_battle" for Hapsburgs

    @13.1-step-5 @13.1-step-8
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

    @13.1-step-6.in.two-enemies @13.1-step-8
    Scenario: Each enemy power in the destination may try to avoid battle
      Given France is at war with Ottomans
      And 2 Hapsburgs units are in Dijon
      And 1 Ottomans unit is in Dijon
      When France moves 3 units from Paris to Dijon
      Then "avoid_battle" is pending for one of Hapsburgs and Ottomans
      When whichever of Hapsburgs and Ottomans is asked stands
      Then "avoid_battle" is pending for one of Hapsburgs and Ottomans
      When whichever of Hapsburgs and Ottomans is asked stands
      Then a field battle is due in Dijon between France and Hapsburgs, Ottomans

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

    @13.1-step-7.if.fortified @13.1-step-7.if.four-or-fewer @13.1-step-6
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

    @13.1-step-7.unless.four-or-fewer @13.1-step-6 @13.1-step-8
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

    @13.1-step-7.unless.fortified @13.1-step-6 @13.1-step-8
    Scenario: Four units in an unfortified destination may not withdraw
      Given 4 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs stands
      Then a field battle is due in Dijon between France and Hapsburgs
      And no "stayed_in_field" event happened
      And the pending decision is "impulse" for France

    @13.1-step-7.in.after-avoid @13.1-step-6
    Scenario: Units that avoided battle no longer count
      Given Metz is controlled by Hapsburgs
      And 6 Hapsburgs units are in Metz
      When France moves 3 units from Paris to Metz
      And Hapsburgs tries to avoid battle with 2 units
      And the referee rules that the units avoid battle to Besancon
      And Hapsburgs withdraws into the fortifications
      Then 4 Hapsburgs units are inside the fortifications of Metz
      And no field battle is due

    @13.1-step-7.in.two-powers @13.1-step-8 @13.1-step-8.in.two-defenders @13.1-step-6
    Scenario: Two enemy powers with five units between them may not withdraw
      Given France is at war with Ottomans
      And Metz is controlled by Hapsburgs
      And 3 Hapsburgs units are in Metz
      And 2 Ottomans units are in Metz
      When France moves 3 units from Paris to Metz
      And Hapsburgs and Ottomans each stand, in the order asked
      Then "withdrawal" is pending for one of Hapsburgs and Ottomans
      And the legal actions are:
        | action                    |
        | {"type": "stay_in_field"} |
      When whichever of Hapsburgs and Ottomans is asked withdraws into the fortifications
      Then the action is refused citing rule 13.1-step-7
      When whichever of Hapsburgs and Ottomans is asked stays in the field
      Then "withdrawal" is pending for one of Hapsburgs and Ottomans
      And the legal actions are:
        | action                    |
        | {"type": "stay_in_field"} |
      When whichever of Hapsburgs and Ottomans is asked withdraws into the fortifications
      Then the action is refused citing rule 13.1-step-7
      When whichever of Hapsburgs and Ottomans is asked stays in the field
      Then Metz holds 3 Hapsburgs units
      And Metz holds 2 Ottomans units
      And no Hapsburgs units are inside the fortifications of Metz
      And no Ottomans units are inside the fortifications of Metz
      And a field battle is due in Metz between France and Hapsburgs, Ottomans

    @13.1-step-7.in.two-powers @13.1-step-6
    Scenario: Two enemy powers with four units between them may both withdraw
      Given France is at war with Ottomans
      And Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      And 2 Ottomans units are in Metz
      When France moves 3 units from Paris to Metz
      And Hapsburgs and Ottomans each stand, in the order asked
      Then "withdrawal" is pending for one of Hapsburgs and Ottomans
      And the legal actions are:
        | action                                   |
        | {"type": "withdraw_into_fortifications"} |
        | {"type": "stay_in_field"}                |
      When Hapsburgs and Ottomans each withdraw into the fortifications, in the order asked
      Then 2 Hapsburgs units are inside the fortifications of Metz
      And 2 Ottomans units are inside the fortifications of Metz
      And Metz holds 3 France units
      And no field battle is due
      And the move is complete

    @13.1-step-6
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

    @13.1-step-8.if.enemy-in-open @13.1-step-6 @13.1-step-7
    Scenario: Enemy units that stay in the field are attacked
      Given Metz is controlled by Hapsburgs
      And 2 Hapsburgs units are in Metz
      When France moves 3 units from Paris to Metz
      And Hapsburgs stands
      And Hapsburgs stays in the field
      Then a field battle is due in Metz between France and Hapsburgs
      And a "field_battle_due" event happened
      And the pending decision is "impulse" for France

    @13.1-step-8.unless.enemy-in-open
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
