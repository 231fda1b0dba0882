@successors
Feature: Hostile spaces
  An independent fortress with an independent control marker ambushes
  armies that march through it overland without halting: they owe an
  attrition check on the "2" column, whose result is outside the excerpt.

  Background:
    Given Successors on the partial map
    And it is Red's Movement segment
    And Red's Antigonus is in Sidon
    And 4 Red CU are in Sidon
    And Antigonus may move 4 spaces this segment

  @hostile-a @hostile-b
  Rule: passing through a hostile space by land without stopping costs an attrition check

    @hostile-a.if.fortress @hostile-a.if.independent-marker @hostile-a.in.port-fortress
    @hostile-b.if.by-land @hostile-b.if.without-stopping @hostile-b.in.first-space
    @hostile-c @hostile-c.unless.stops @hostile-c.unless.stood-there
    @hostile-d @hostile-d.unless.independent @hostile-e @hostile-e.unless.no-independent-marker
    Scenario: An army marching through Tyre owes an attrition check on the "2" column
      Given Tyre has an independent control marker
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And the army moves to Gaza
      Then an attrition check on the "2" column is due in Tyre
      And a "attrition_check_due" event happened with space Tyre, faction Red, general Antigonus, cu 4
      And the army may keep moving
      And Antigonus commands the army in Gaza
      And the army has 4 CU

    @hostile-a.unless.fortress
    Scenario: An independent marker outside a fortress makes no hostile space
      Given Damascus has an independent control marker
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Damascus
      And the army moves to Emesa
      Then no attrition check is due
      And Antigonus commands the army in Emesa

    @hostile-a.in.inland-fortress @hostile-b.in.inland-fortress @hostile-b.in.later-space
    Scenario: An army marching through Gaza later in its move owes an attrition check there
      Given Gaza has an independent control marker
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And the army moves to Gaza
      And the army moves to Pelusium
      Then an attrition check on the "2" column is due in Gaza
      And a "attrition_check_due" event happened with space Gaza, faction Red, cu 4
      And Antigonus commands the army in Pelusium

    @hostile-b.in.two-hostile-spaces
    Scenario: An army marching through two hostile spaces owes a check in each
      Given Tyre has an independent control marker
      And Gaza has an independent control marker
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And the army moves to Gaza
      And the army moves to Pelusium
      Then an attrition check on the "2" column is due in Tyre
      And an attrition check on the "2" column is due in Gaza

    @hostile-b.unless.by-land
    Scenario: An army sailing through a hostile port owes no attrition check
      Given Tyre has an independent control marker
      And Red's Ptolemy is in Salamis
      And 4 Red CU are in Salamis
      And Ptolemy may move 4 spaces this segment
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      And the army sails to Sidon
      And the army lands
      Then no attrition check is due

  @hostile-c
  Rule: stopping in the hostile space avoids the check

    @hostile-c.if.stops @hostile-b @hostile-b.unless.without-stopping
    Scenario: An army that halts in Tyre owes no attrition check
      Given Tyre has an independent control marker
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And the army ends its movement
      Then no attrition check is due
      And Tyre holds 4 Red CU

    @hostile-c.if.stood-there
    Scenario: An army that stood in Tyre marches out without an attrition check
      Given Tyre has an independent control marker
      And Red's Ptolemy is in Tyre
      And 3 Red CU are in Tyre
      And Ptolemy may move 4 spaces this segment
      When Red moves Ptolemy's army
      And the army picks up 3 CU
      And the army moves to Gaza
      Then no attrition check is due
      And Ptolemy commands the army in Gaza

    @hostile-c.in.left-behind
    Scenario: CU left in Tyre stay without a check while the army marching on owes one
      Given Tyre has an independent control marker
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And the army drops off 2 CU
      And the army moves to Gaza
      Then an attrition check on the "2" column is due in Tyre
      And a "attrition_check_due" event happened with space Tyre, cu 2
      And Tyre holds 2 Red CU
      And the army has 2 CU

    @hostile-c.in.halted-by-battle @passage-a
    Scenario: An army halted in Tyre by a battle owes no attrition check
      Given Tyre has an independent control marker
      And 2 Blue CU are in Tyre
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And Red engages the Blue CU
      And the referee rules a battle
      Then no attrition check is due
      And the army's movement is over: battle

  @hostile-d
  Rule: independent armies are exempt

    @hostile-d.if.independent @hostile-d.in.moved-by-player
    Scenario: An independent army marches through Tyre without a check
      Given Tyre has an independent control marker
      And the independent general Polyperchon is in Sidon, moved by Red
      And 3 Independent CU are in Sidon
      And Polyperchon may move 4 spaces this segment
      When Red moves Polyperchon's army
      And the army picks up 3 CU
      And the army moves to Tyre
      And the army moves to Gaza
      Then no attrition check is due
      And Polyperchon commands the army in Gaza

  @hostile-e
  Rule: a fortress without an independent marker is an ordinary minor city

    @hostile-e.if.no-independent-marker @hostile-e.in.unmarked @hostile-a @hostile-a.unless.independent-marker
    Scenario: Marching through an unmarked fortress costs no check
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And the army moves to Gaza
      Then no attrition check is due

    @hostile-e.in.faction-marker
    Scenario: Marching through a fortress under another faction's marker costs no check
      Given Tyre is controlled by Blue
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And the army moves to Gaza
      Then no attrition check is due
