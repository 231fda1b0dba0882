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

    Scenario: An army marching through Tyre owes an attrition check on the "2" column
      Given Tyre has an independent control marker
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And the army moves to Gaza
      Then an attrition check on the "2" column is due in Tyre
      And the army may keep moving
      And Antigonus commands the army in Gaza
      And the army has 4 CU

    Scenario: An independent marker outside a fortress makes no hostile space
      Given Damascus has an independent control marker
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Damascus
      And the army moves to Emesa
      Then no attrition check is due
      And Antigonus commands the army in Emesa

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

    Scenario: An army that halts in Tyre owes no attrition check
      Given Tyre has an independent control marker
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And the army ends its movement
      Then no attrition check is due
      And Tyre holds 4 Red CU

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

    Scenario: CU left in Tyre stay without a check while the army marching on owes one
      Given Tyre has an independent control marker
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And the army drops off 2 CU
      And the army moves to Gaza
      Then an attrition check on the "2" column is due in Tyre
      And Tyre holds 2 Red CU
      And the army has 2 CU

  @hostile-d
  Rule: independent armies are exempt

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

    Scenario: Marching through an unmarked fortress costs no check
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And the army moves to Gaza
      Then no attrition check is due

    Scenario: Marching through a fortress under another faction's marker costs no check
      Given Tyre is controlled by Blue
      When Red moves Antigonus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      And the army moves to Gaza
      Then no attrition check is due
