@successors
Feature: Right of passage
  An army may go through a space holding another faction's CU without a
  fight only by that faction's leave, asked for at any time and honoured or
  not when the army arrives. Whatever passage allows, two factions' armies
  still may not end a segment in one space.

  Background:
    Given Successors on the partial map
    And it is Red's Movement segment
    And Red's Antigonus is in Apamea
    And 5 Red CU are in Apamea
    And 3 Blue CU are in Emesa
    And Antigonus may move 4 spaces this segment

  @passage-a
  Rule: free passage, granted and honoured, lets an army pass another faction's CU

    @passage-b @passage-d
    Scenario: Passage granted before setting out and honoured takes the army through
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      Then "ask_passage" is not a legal action
      When the army moves to Emesa
      And Blue keeps its word
      And the army moves to Damascus
      Then Antigonus commands the army in Damascus
      And Damascus holds 5 Red CU
      And Emesa holds 3 Blue CU
      And the army has 2 MP left
      And no battle is due

    Scenario: Without passage the army may not move on through the other faction's CU
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      Then the pending decision is "contact" for Red
      When the army moves to Damascus
      Then the action is refused citing rule passage-a
      And Antigonus commands the army in Emesa
      And Damascus holds no Red CU

    Scenario: The army's own CU in a space stop nothing
      Given 2 Red CU are in Syrian Gates
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Syrian Gates
      Then the army may keep moving
      And Syrian Gates holds 7 Red CU

    Scenario: Facing Blue's CU the army asks Blue, not another faction, for passage
      Given 2 Green CU are in Palmyra
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red asks Green for free passage
      Then the action is refused citing rule passage-a
      And the pending decision is "contact" for Red

    Scenario: Without passage the army engages and the referee rules a battle
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red engages the Blue CU
      Then the pending decision is "engagement" for referee
      When the referee rules a battle
      Then a battle is due in Emesa
      And a "battle_due" event happened with space Emesa, cause engagement, attacker Red, defender Blue
      And the army's movement is over: battle
      And Emesa holds 5 Red CU

    Scenario: Without passage the army engages and the referee rules an overrun
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red engages the Blue CU
      And the referee rules an overrun
      Then the army may keep moving
      When the army moves to Damascus
      Then Antigonus commands the army in Damascus
      And no battle is due

    Scenario: Without passage the army engages and the Blue army with its general avoids battle
      Given Blue's Perdiccas is in Emesa
      And Green's Eumenes is in Emesa
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red engages the Blue CU
      And the referee rules that the Blue army avoids battle to Damascus
      Then Perdiccas is in Damascus
      And Eumenes is in Emesa
      And Damascus holds 3 Blue CU
      And Emesa holds no Blue CU
      And the army may keep moving
      And a "avoided_battle" event happened with faction Blue, from Emesa, to Damascus, cu 3

    Scenario: Only the unbesieged CU and generals avoid battle, the besieged stay
      Given Red's Seleucus is in Opis
      And 4 Red CU are in Opis
      And Seleucus may move 4 spaces this segment
      And Blue's Perdiccas is in Babylon
      And 3 Blue CU are in Babylon
      And Blue's Eumenes is besieged in Babylon
      And 2 Blue CU are besieged in Babylon
      When Red moves Seleucus's army
      And the army picks up 4 CU
      And the army moves to Babylon
      And Red engages the Blue CU
      And the referee rules that the Blue army avoids battle to Susa
      Then Perdiccas is in Susa
      And Susa holds 3 Blue CU
      And Eumenes is in Babylon
      And Babylon holds 2 Blue CU
      And the army may keep moving

    Scenario: The other army avoids battle only into a space next to it by land
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red engages the Blue CU
      And the referee rules that the Blue army avoids battle to Sidon
      Then the action is refused by the contract as malformed-action
      And Emesa holds 3 Blue CU
      And the pending decision is "engagement" for referee

  @passage-b
  Rule: passage may be asked and granted at any time

    Scenario: Passage asked after entering the space, granted and honoured
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red asks Blue for free passage
      Then the pending decision is "passage_request" for Blue
      When Blue grants free passage
      Then the pending decision is "passage_word" for Blue
      When Blue keeps its word
      Then the army may keep moving
      And the army has 3 MP left

    Scenario: Passage asked after entering and refused leaves the army facing the CU
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red asks Blue for free passage
      And Blue refuses free passage
      Then the pending decision is "contact" for Red
      And a "passage_refused" event happened

    Scenario: A player cannot ask his own faction for passage
      When Red moves Antigonus's army
      And Red asks Red for free passage
      Then the action is refused citing rule passage-b
      And the pending decision is "movement" for Red

    Scenario: Passage is asked of a faction in the game
      When Red moves Antigonus's army
      And Red asks Green for free passage
      Then the action is refused citing rule passage-b
      And the pending decision is "movement" for Red

    Scenario: Passage once granted is not asked again
      When Red moves Antigonus's army
      And Red asks Blue for free passage
      And Blue grants free passage
      And Red asks Blue for free passage
      Then the action is refused citing rule passage-b
      And the pending decision is "movement" for Red
      And a "passage_granted" event happened with by Blue, to Red

  @passage-c
  Rule: a grant of passage does not bind its giver

    Scenario: The grantor is still free to break his word
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      Then the pending decision is "passage_word" for Blue
      And "break_word" is a legal action
      And "keep_word" is a legal action

  @passage-d
  Rule: on arrival the grantor is asked whether he keeps his word

    Scenario: The army waits for the grantor's answer before moving on
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Red tries to move the army to Damascus
      Then the action is refused citing rule passage-d or by the contract as wrong-player
      And Antigonus commands the army in Emesa
      And the pending decision is "passage_word" for Blue

    Scenario: A lone minor general whose passage is honoured moves on
      Given Red's Docimus is in Apamea
      And Docimus may move 3 spaces this segment
      When Red moves Docimus's army
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue keeps its word
      Then the army may keep moving
      And a "word_kept" event happened with by Blue, space Emesa
      When the army moves to Damascus
      Then Docimus commands the army in Damascus

  @passage-e
  Rule: a broken word stops the army for a battle

    Scenario: Blue breaks its word and the army must fight in Emesa
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue breaks its word
      Then a battle is due in Emesa
      And a "battle_due" event happened with space Emesa, cause broken word, attacker Red, defender Blue
      And the army's movement is over
      And Antigonus is in Emesa
      And Emesa holds 5 Red CU
      And Emesa holds 3 Blue CU

    Scenario: A minor general with CU whose passage is broken stops and fights
      Given Red's Docimus is in Apamea
      And Docimus may move 3 spaces this segment
      When Red moves Docimus's army
      And the army picks up 1 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue breaks its word
      Then a battle is due in Emesa
      And Docimus is in Emesa
      And the army's movement is over

  @passage-f
  Rule: a lone major general whose passage is broken goes to the dispersed box

    Scenario: Antigonus alone is betrayed and goes to the dispersed box
      When Red moves Antigonus's army
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue breaks its word
      Then Antigonus is in the dispersed box
      And the army's movement is over: dispersed
      And no battle is due
      And Apamea holds 5 Red CU

  @passage-g @passage-h
  Rule: armies of two factions in one space at the end of a segment must fight, the mover attacking

    Scenario: An army that stops in the other faction's space after passage must fight at the end of the Movement segment
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue keeps its word
      And the army ends its movement
      Then no battle is due
      When Red ends the segment
      Then the action's events are:
        | event |
        | {"type": "battle_due", "space": "Emesa", "cause": "end of segment", "factions": ["Blue", "Red"], "attacker": "Red", "champion_status_at_risk": true} |
        | {"type": "segment_ended", "segment": "movement", "player": "Red"} |
      And Red attacks in Emesa and may lose Champion status

    Scenario: A battle already due is not declared again at the end of the segment
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red engages the Blue CU
      And the referee rules a battle
      And Red ends the segment
      Then 1 battle is due in Emesa
      And no decision is pending

    Scenario: Once the segment has ended no army moves in it
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red engages the Blue CU
      And the referee rules a battle
      And Red ends the segment
      And Red moves Antigonus's army
      Then the action is refused by the contract as not-pending
      And 1 battle is due in Emesa

    Scenario: Two armies in one space at the end of a Tyche segment must fight
      Given it is Red's Tyche segment
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue keeps its word
      And the army ends its movement
      And Red ends the segment
      Then a battle is due in Emesa
      And Red attacks in Emesa and may lose Champion status

    Scenario: Two other factions' armies in one space fight at the end of the segment, with no attacker of Red's
      Given 2 Green CU are in Emesa
      When Red ends the segment
      Then the action's events are:
        | event |
        | {"type": "battle_due", "space": "Emesa", "cause": "end of segment", "factions": ["Blue", "Green"], "attacker": null, "champion_status_at_risk": false} |
        | {"type": "segment_ended", "segment": "movement", "player": "Red"} |

    Scenario: The independent army the phasing player moved attacks at the end of the segment
      Given the independent general Polyperchon is in Apamea, moved by Red
      And 4 Independent CU are in Apamea
      And Polyperchon may move 4 spaces this segment
      When Red moves Polyperchon's army
      And the army picks up 4 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue keeps its word
      And the army ends its movement
      And Red ends the segment
      Then a battle is due in Emesa
      And Independent attacks in Emesa and may lose Champion status

    @passage-g-lone-general
    Scenario: Under the "cu-only" reading a lone general in the other faction's space brings no battle
      Given the "cu-only" reading of erratum passage-g-lone-general
      When Red moves Antigonus's army
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue keeps its word
      And the army ends its movement
      And Red ends the segment
      Then no battle is due
      And Antigonus is in Emesa

    @passage-g-lone-general
    Scenario: Under the "general-counts" reading a lone general in the other faction's space must fight
      Given the "general-counts" reading of erratum passage-g-lone-general
      When Red moves Antigonus's army
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue keeps its word
      And the army ends its movement
      And Red ends the segment
      Then a battle is due in Emesa
      And Red attacks in Emesa and may lose Champion status

    Scenario: An army that passed through and stopped elsewhere fights no battle at the end of the segment
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue keeps its word
      And the army moves to Damascus
      And the army ends its movement
      And Red ends the segment
      Then no battle is due
      And no decision is pending
