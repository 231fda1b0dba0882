@successors
Feature: Raising a CU instead of moving
  In his Movement segment a player may leave all his generals where they are
  and bring one mercenary CU onto the map instead, unless he has already
  rolled for movement. Where it may go is the reinforcement rule 5.3,
  outside the excerpt: the player names the space.

  Background:
    Given Successors on the partial map
    And it is Red's Movement segment
    And Red's Seleucus is in Babylon
    And Seleucus may move 4 spaces this segment

  @raise-cu-a
  Rule: one mercenary CU instead of moving all generals

    @raise-cu-a.if.movement-segment @raise-cu-a.if.no-general-moved @raise-cu-a.if.none-raised
    @raise-cu-b @raise-cu-b.unless.rolled
    Scenario: Red raises a mercenary CU instead of moving
      When Red raises a mercenary CU in Babylon
      Then Babylon holds 1 Red CU
      And a "mercenary_raised" event happened with player Red, space Babylon, cu 1
      And the pending decision is "segment" for Red

    @raise-cu-b
    Scenario: A position that does not say the movement roll was made has not made it, movement_rolled left out
      Given the position leaves out the default "movement_rolled" of the situation
      When Red raises a mercenary CU in Babylon
      Then Babylon holds 1 Red CU

    Scenario: The segment's decision takes no other kind of action
      When Red declines to intercept
      Then the action is refused by the contract as out-of-place
      And the pending decision is "segment" for Red
      And Seleucus is in Babylon

    @raise-cu-a.in.after-raising
    Scenario: After raising the CU no general may move
      When Red raises a mercenary CU in Babylon
      And Red moves Seleucus's army
      Then the action is refused citing rule raise-cu-a
      And Seleucus is in Babylon
      And the pending decision is "segment" for Red

    @raise-cu-a.in.several-generals
    Scenario: After raising the CU none of the player's other generals may move either
      Given Red's Craterus is in Susa
      And Craterus may move 3 spaces this segment
      When Red raises a mercenary CU in Susa
      And Red moves Craterus's army
      Then the action is refused citing rule raise-cu-a
      And Craterus is in Susa
      And the pending decision is "segment" for Red

    @raise-cu-a.unless.no-general-moved
    Scenario: After moving a general no CU may be raised
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army ends its movement
      And Red raises a mercenary CU in Babylon
      Then the action is refused citing rule raise-cu-a
      And Babylon holds no Red CU

    @raise-cu-a.unless.none-raised
    Scenario: Only one mercenary CU is raised
      When Red raises a mercenary CU in Babylon
      And Red raises a mercenary CU in Babylon
      Then the action is refused citing rule raise-cu-a
      And Babylon holds 1 Red CU

    @raise-cu-a.unless.movement-segment
    Scenario: No mercenary CU is raised in a Tyche segment
      Given it is Red's Tyche segment
      When Red raises a mercenary CU in Babylon
      Then the action is refused citing rule raise-cu-a
      And Babylon holds no Red CU

    Scenario: A player moves his own generals, not another faction's
      Given Blue's Perdiccas is in Susa
      And Perdiccas may move 3 spaces this segment
      When Red moves Perdiccas's army
      Then the action is refused by the contract as out-of-place
      And Perdiccas is in Susa
      And the pending decision is "segment" for Red

    Scenario: A general who is not on the map does not set out
      When Red moves Craterus's army
      Then the action is refused by the contract as malformed-action
      And the pending decision is "segment" for Red

  @raise-cu-b
  Rule: not after rolling for movement

    @raise-cu-b.if.rolled @raise-cu-b.in.nobody-moved
    Scenario: A player who has rolled for movement cannot take the CU instead
      Given Red's movement roll this segment is 4
      When Red raises a mercenary CU in Babylon
      Then the action is refused citing rule raise-cu-b
      And Babylon holds no Red CU
      And the pending decision is "segment" for Red

  @raise-cu-c
  Rule: the CU is placed as a reinforcement (5.3, outside the excerpt)

    @raise-cu-c.in.named-space
    Scenario: The mercenary CU goes where its player places it
      When Red raises a mercenary CU in Susa
      Then Susa holds 1 Red CU
      And Babylon holds no Red CU
      And a "mercenary_raised" event happened with player Red, space Susa, cu 1

    @raise-cu-c.in.with-cu
    Scenario: The mercenary CU joins the player's CU already in the space
      Given 2 Red CU are in Susa
      When Red raises a mercenary CU in Susa
      Then Susa holds 3 Red CU

    Scenario: The mercenary CU is placed on a space of the map
      When Red raises a mercenary CU in Persepolis
      Then the action is refused by the contract as malformed-action
      And no "mercenary_raised" event happened
