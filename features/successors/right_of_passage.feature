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

    @passage-a.if.passage-kept @passage-a.in.by-land @passage-b @passage-b.in.before-first-step
    @passage-d @passage-d.if.granted @passage-d.if.word-kept @passage-d.in.by-land
    @passage-e @passage-e.unless.word-broken
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

    @passage-a.unless.passage-kept @passage-a.if.other-cu
    Scenario: Without passage the army may not move on through the other faction's CU
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      Then the pending decision is "contact" for Red
      When the army moves to Damascus
      Then the action is refused citing rule passage-a
      And Antigonus commands the army in Emesa
      And Damascus holds no Red CU

    @passage-a.if.other-cu
    Scenario: The other faction's CU stop the army in a later space of its move
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Syrian Gates
      And the army moves to Damascus
      And the army moves to Emesa
      Then the pending decision is "contact" for Red
      When the army moves to Palmyra
      Then the action is refused citing rule passage-a
      And Antigonus commands the army in Emesa
      And the army has 1 MP left

    @passage-a.unless.other-cu @passage-a.in.own-cu
    Scenario: The army's own CU in a space stop nothing
      Given 2 Red CU are in Syrian Gates
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Syrian Gates
      Then the army may keep moving
      And Syrian Gates holds 7 Red CU

    @passage-a.in.lone-general
    Scenario: A general moving alone is stopped by the other faction's CU too
      When Red moves Antigonus's army
      And the army moves to Emesa
      Then the pending decision is "contact" for Red
      When the army moves to Damascus
      Then the action is refused citing rule passage-a
      And Antigonus commands the army in Emesa

    @passage-a.in.landing
    Scenario: An army landing among the other faction's CU is stopped by them
      Given Red's Ptolemy is in Salamis
      And 4 Red CU are in Salamis
      And 2 Blue CU are in Tyre
      And Ptolemy may move 4 spaces this segment
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      And the army lands
      Then the pending decision is "contact" for Red
      When the army moves to Gaza
      Then the action is refused citing rule passage-a
      And Ptolemy commands the army in Tyre

    @passage-a.in.landing @passage-a.in.lone-general
    Scenario: A general sailing alone who lands among the other faction's CU is stopped by them
      Given Red's Ptolemy is in Salamis
      And 2 Blue CU are in Tyre
      And Ptolemy may move 4 spaces this segment
      When Red moves Ptolemy's army
      And the army sails to Tyre
      And the army lands
      Then the pending decision is "contact" for Red
      When the army moves to Gaza
      Then the action is refused citing rule passage-a
      And Ptolemy commands the army in Tyre

    @passage-a.in.several-factions @passage-b @passage-d
    Scenario: With the CU of two factions in the space, one faction's passage does not take the army through
      Given 2 Green CU are in Emesa
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      Then the pending decision is "meeting_order" for Red
      When Red deals first with the Blue CU
      Then the pending decision is "passage_word" for Blue
      When Blue keeps its word
      Then the pending decision is "contact" for Red
      When the army moves to Damascus
      Then the action is refused citing rule passage-a
      And Antigonus commands the army in Emesa

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

    Scenario: The army avoiding battle goes to a space of the map
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red engages the Blue CU
      And the referee rules that the Blue army avoids battle to Persepolis
      Then the action is refused by the contract as malformed-action
      And Emesa holds 3 Blue CU
      And the pending decision is "engagement" for referee

    Scenario: The army avoiding battle leaves the space the moving army entered
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red engages the Blue CU
      And the referee rules that the Blue army avoids battle to Emesa
      Then the action is refused by the contract as malformed-action
      And Emesa holds 3 Blue CU
      And the pending decision is "engagement" for referee

    Scenario: Facing the other faction's CU the army's player has no word of his own to keep
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      Then the pending decision is "contact" for Red
      When Red keeps its word
      Then the action is refused by the contract as out-of-place
      And the pending decision is "contact" for Red
      And Antigonus commands the army in Emesa

  @passage-b
  Rule: passage may be asked and granted at any time

    @passage-b.if.granted @passage-b.in.after-entering @passage-a @passage-d
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

    @passage-b.unless.granted @passage-a
    Scenario: Passage asked after entering and refused leaves the army facing the CU
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red asks Blue for free passage
      And Blue refuses free passage
      Then the pending decision is "contact" for Red
      And a "passage_refused" event happened
      When the army moves to Damascus
      Then the action is refused citing rule passage-a
      And Antigonus commands the army in Emesa

    @passage-b.in.on-the-way @passage-d
    Scenario: Passage asked on the way, before the other faction's space is entered
      Given 2 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Syrian Gates
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Damascus
      Then the pending decision is "passage_word" for Blue
      When Blue keeps its word
      Then the army may keep moving
      And the army has 2 MP left

    @passage-b.in.at-sea @passage-d.in.landing @passage-d
    Scenario: Passage asked at sea is asked again of the grantor's word where the army lands
      Given Red's Ptolemy is in Salamis
      And 4 Red CU are in Salamis
      And 2 Blue CU are in Tyre
      And Ptolemy may move 4 spaces this segment
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army lands
      Then the pending decision is "passage_word" for Blue
      When Blue keeps its word
      Then the army may keep moving
      When the army moves to Gaza
      Then Ptolemy commands the army in Gaza

    @passage-b.in.another-faction @passage-a
    Scenario: Facing Blue's CU the army may still ask another faction for passage
      Given 2 Green CU are in Palmyra
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red asks Green for free passage
      Then the pending decision is "passage_request" for Green
      When Green grants free passage
      Then the pending decision is "contact" for Red
      And a "passage_granted" event happened with by Green, to Red

    Scenario: A player cannot ask his own faction for passage
      When Red moves Antigonus's army
      And Red asks Red for free passage
      Then the action is refused by the contract as out-of-place
      And the pending decision is "movement" for Red

    Scenario: Passage is asked of a faction in the game
      When Red moves Antigonus's army
      And Red asks Yellow for free passage
      Then the action is refused by the contract as malformed-action
      And the pending decision is "movement" for Red

    Scenario: Passage once granted is not asked again
      When Red moves Antigonus's army
      And Red asks Blue for free passage
      And Blue grants free passage
      And Red asks Blue for free passage
      Then the action is refused by the contract as out-of-place
      And the pending decision is "movement" for Red
      And a "passage_granted" event happened with by Blue, to Red

  @passage-c
  Rule: a grant of passage does not bind its giver

    @passage-c.if.granted @passage-c.in.granted-before-entering @passage-b @passage-d
    Scenario: The grantor is still free to break his word
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      Then the pending decision is "passage_word" for Blue
      And "break_word" is a legal action
      And "keep_word" is a legal action

    @passage-c.unless.granted @passage-d.unless.granted @passage-d @passage-a
    Scenario: Without a grant nobody is asked for his word
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      Then the pending decision is "contact" for Red
      When Blue breaks its word
      Then the action is refused by the contract as wrong-player
      And the pending decision is "contact" for Red

    @passage-c.in.granted-after-entering @passage-a @passage-b @passage-d
    Scenario: A grant made in the space may be broken at once
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red asks Blue for free passage
      And Blue grants free passage
      And Blue breaks its word
      Then a battle is due in Emesa
      And the army's movement is over: battle

  @passage-d
  Rule: on arrival the grantor is asked whether he keeps his word

    @passage-b
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

    @passage-d.in.minor-general @passage-b
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

    @passage-d.in.later-space @passage-b
    Scenario: The grantor is asked for his word again in each of his spaces
      Given 2 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue keeps its word
      And the army moves to Damascus
      Then the pending decision is "passage_word" for Blue
      When Blue keeps its word
      Then the army may keep moving
      And the army has 2 MP left

  @passage-e
  Rule: a broken word stops the army for a battle

    @passage-e.if.word-broken @passage-e.if.not-lone-major @passage-e.in.army-with-cu
    @passage-d.unless.word-kept @passage-d @passage-f @passage-f.unless.no-cu @passage-b
    Scenario: Blue breaks its word and the army must fight in Emesa
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue breaks its word
      Then a battle is due in Emesa
      And a "battle_due" event happened with space Emesa, cause broken word, attacker Red, defender Blue
      And the army's movement is over: battle
      And Antigonus is in Emesa
      And Emesa holds 5 Red CU
      And Emesa holds 3 Blue CU

    @passage-e.in.minor-with-cu @passage-b @passage-d
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
      And the army's movement is over: battle

    @passage-e.in.lone-minor-general @passage-f @passage-f.unless.major @passage-b @passage-d
    Scenario: A minor general moving alone whose passage is broken stops and fights
      Given Red's Docimus is in Apamea
      And Docimus may move 3 spaces this segment
      When Red moves Docimus's army
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue breaks its word
      Then a battle is due in Emesa
      And Docimus is in Emesa
      And the army's movement is over: battle

    @passage-e.in.landing @passage-b @passage-d
    Scenario: The word broken where the army lands stops it for a battle there
      Given Red's Ptolemy is in Salamis
      And 4 Red CU are in Salamis
      And 2 Blue CU are in Tyre
      And Ptolemy may move 4 spaces this segment
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army sails to Tyre
      And the army lands
      And Blue breaks its word
      Then a battle is due in Tyre
      And the army's movement is over: battle
      And Tyre holds 4 Red CU

    @passage-e.in.later-space @passage-b @passage-d
    Scenario: A word kept in one space and broken in the next stops the army there
      Given 2 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue keeps its word
      And the army moves to Damascus
      And Blue breaks its word
      Then a battle is due in Damascus
      And the army's movement is over: battle
      And Damascus holds 5 Red CU

  @passage-f
  Rule: a lone major general whose passage is broken goes to the dispersed box

    @passage-f.if.no-cu @passage-f.if.major @passage-f.in.by-land @passage-e @passage-e.unless.not-lone-major @passage-b @passage-d
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

    @passage-f.in.landing @passage-b @passage-d
    Scenario: A general sailing alone betrayed where he lands goes to the dispersed box
      Given Red's Ptolemy is in Salamis
      And 2 Blue CU are in Tyre
      And Ptolemy may move 4 spaces this segment
      When Red moves Ptolemy's army
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army sails to Tyre
      And the army lands
      And Blue breaks its word
      Then Ptolemy is in the dispersed box
      And the army's movement is over: dispersed
      And no battle is due

    @passage-f.in.several-generals @passage-b @passage-d
    Scenario: Two major generals moving together without CU are both dispersed
      Given Red's Seleucus is in Apamea
      When Red moves Antigonus's army
      And the army picks up Seleucus
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue breaks its word
      Then Antigonus is in the dispersed box
      And Seleucus is in the dispersed box
      And no battle is due

    @passage-f.in.dropped-cu @passage-b @passage-d
    Scenario: A general who left all his CU behind on the way is dispersed when betrayed
      Given 2 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Syrian Gates
      And the army drops off 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Damascus
      And Blue breaks its word
      Then Antigonus is in the dispersed box
      And Syrian Gates holds 5 Red CU
      And no battle is due

  @passage-g
  Rule: armies of two factions in one space at the end of a segment must fight

    @passage-g.if.two-factions @passage-g.if.segment-ends @passage-g.in.movement-segment @passage-g.in.after-passage
    @passage-h @passage-h.in.movement-segment @passage-b @passage-d
    Scenario: An army that stops in the other faction's space after passage must fight at the end of the Movement segment
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue keeps its word
      And the army ends its movement
      And Red ends the segment
      Then the action's events are:
        | event |
        | {"type": "battle_due", "space": "Emesa", "cause": "end of segment", "factions": ["Blue", "Red"], "attacker": "Red", "champion_status_at_risk": true} |
        | {"type": "segment_ended", "segment": "movement", "player": "Red"} |
      And Red attacks in Emesa and may lose Champion status

    @passage-g.unless.segment-ends @passage-b @passage-d
    Scenario: Armies of two factions in one space fight no battle before the segment ends
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue keeps its word
      And the army ends its movement
      Then no battle is due
      And the pending decision is "segment" for Red

    @passage-g.unless.two-factions @passage-b @passage-d
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

    @passage-g.in.battle-already-due @passage-a
    Scenario: A battle already due is not declared again at the end of the segment
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red engages the Blue CU
      And the referee rules a battle
      And Red ends the segment
      Then 1 battle is due in Emesa
      And no decision is pending

    @passage-a
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

    @passage-g.in.tyche-segment @passage-h @passage-h.in.tyche-segment @passage-b @passage-d
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

    @passage-g.in.other-factions
    Scenario: Two other factions' armies in one space fight at the end of the segment
      Given 2 Green CU are in Emesa
      When Red ends the segment
      Then a battle is due in Emesa
      And a "battle_due" event happened with space Emesa, cause end of segment

    @passage-g-lone-general @passage-g.in.cu-only @passage-b @passage-d
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

    @passage-g-lone-general @passage-g.in.cu-only @passage-b @passage-d
    Scenario: A position that leaves the erratum out counts only CU as an army, so a lone general in the other faction's space brings no battle
      Given the default reading of erratum passage-g-lone-general, left out of the position
      When Red moves Antigonus's army
      And Red asks Blue for free passage
      And Blue grants free passage
      And the army moves to Emesa
      And Blue keeps its word
      And the army ends its movement
      And Red ends the segment
      Then no battle is due
      And Antigonus is in Emesa

    @passage-g-lone-general @passage-g.in.general-counts @passage-h @passage-h.in.lone-general @passage-b @passage-d
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

  @passage-h
  Rule: in that battle the moving army attacks and risks Champion status

    @passage-h.in.independent-moved @passage-b @passage-d
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
