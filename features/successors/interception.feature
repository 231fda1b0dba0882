@successors
Feature: Interception
  An army next to a space an enemy army has just moved into may try to
  intercept it: one die, higher than the general's initiative (one less
  into a transit space). A successful interceptor moves in; what follows --
  battle, the mover falling back (10.5), or an overrun -- is outside the
  excerpt and answered by the referee.

  Background:
    Given Successors on the partial map
    And it is Red's Movement segment
    And Red's Antigonus is in Apamea
    And 5 Red CU are in Apamea
    And Antigonus may move 4 spaces this segment

  @intercept-a
  Rule: interception answers an enemy move into a space next to the army

    Scenario: An enemy move next to Perdiccas opens an interception for Blue
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      Then the pending decision is "interception" for Blue
      And intercepting with Perdiccas and 4 CU is a legal action
      And "decline_interception" is a legal action

    Scenario: Generals the position does not say are besieged are not, besieged left out, and intercept
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And the position leaves out the default "besieged" of general pieces
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      Then the pending decision is "interception" for Blue
      And intercepting with Perdiccas and 4 CU is a legal action

    Scenario: CU the position does not say are besieged are not, besieged left out, and go along
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And the position leaves out the default "besieged" of cu pieces
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      Then the pending decision is "interception" for Blue
      And intercepting with Perdiccas and 4 CU is a legal action

    Scenario: A general who is not next to the entered space may not intercept
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Blue's Ptolemy is in Gaza
      And 2 Blue CU are in Gaza
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Ptolemy and 2 CU
      Then the action is refused citing rule intercept-a
      And Ptolemy is in Gaza
      And the pending decision is "interception" for Blue

    Scenario: No interception of a move that ends away from the enemy army
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Red's Seleucus is in Babylon
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      Then the pending decision is "movement" for Red
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-a
      And Perdiccas is in Damascus

    Scenario: A faction next to the space waits for its own interception decision
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      When Red moves Antigonus's army
      And the army moves to Emesa
      Then the pending decision is "interception" for Blue
      When Green intercepts with Ptolemy and 2 CU
      Then the action is refused citing rule intercept-a
      And Ptolemy is in Palmyra
      And the pending decision is "interception" for Blue
      When Blue declines to intercept
      Then the pending decision is "interception" for Green

    Scenario: A player does not intercept the independent army he moves
      Given the independent general Polyperchon is in Apamea, moved by Red
      And 3 Independent CU are in Apamea
      And Polyperchon may move 4 spaces this segment
      And Red's Seleucus is in Damascus
      And 2 Red CU are in Damascus
      When Red moves Polyperchon's army
      And the army picks up 3 CU
      And the army moves to Emesa
      Then the army may keep moving
      And Seleucus is in Damascus

    Scenario: Blue declines and the army moves on
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue declines to intercept
      Then the army may keep moving
      And Perdiccas is in Damascus
      And a "interception_declined" event happened with faction Blue

  @intercept-b
  Rule: only armies intercept, with the general and CU chosen

    Scenario: A general without CU may not intercept
      Given Blue's Perdiccas is in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      Then intercepting with Perdiccas and 0 CU is not a legal action
      When Blue intercepts with Perdiccas and 0 CU
      Then the action is refused citing rule intercept-b
      And Perdiccas is in Damascus

    @intercept-d
    Scenario: Part of an army intercepts
      Given Blue's Perdiccas is in Damascus
      And 6 Blue CU are in Damascus
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds
      And Emesa holds 4 Blue CU
      And Damascus holds 2 Blue CU

    Scenario: Two generals intercept together
      Given Blue's Perdiccas is in Damascus
      And Blue's Eumenes is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU joined by Eumenes
      Then the interception succeeds
      And Perdiccas is in Emesa
      And Eumenes is in Emesa
      And Emesa holds 4 Blue CU

    Scenario: A general elsewhere may not join the interception
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Blue's Eumenes is in Palmyra
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU joined by Eumenes
      Then the action is refused citing rule intercept-b
      And Perdiccas is in Damascus
      And Eumenes is in Palmyra

    @intercept-c @intercept-c-several-generals
    Scenario: Under the "named" reading the named general's initiative counts
      Given the "named" reading of erratum intercept-c-several-generals
      And Blue's Perdiccas is in Damascus
      And Blue's Eumenes is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 3
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Eumenes and 4 CU joined by Perdiccas
      Then the interception succeeds
      And Eumenes is in Emesa
      And Perdiccas is in Emesa

    @intercept-c @intercept-c-several-generals
    Scenario: Under the "highest-rank" reading the highest-ranked general's initiative counts
      Given the "highest-rank" reading of erratum intercept-c-several-generals
      And Blue's Perdiccas is in Damascus
      And Blue's Eumenes is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 3
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Eumenes and 4 CU joined by Perdiccas
      Then the interception fails
      And Eumenes is in Damascus
      And Perdiccas is in Damascus

    Scenario: A general with a single CU is an army and may intercept
      Given Blue's Perdiccas is in Damascus
      And 1 Blue CU is in Damascus
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 1 CU
      Then the interception succeeds
      And Emesa holds 1 Blue CU
      And Damascus holds no Blue CU

    Scenario: The player intercepts with his own general, not another faction's
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      Then the pending decision is "interception" for Blue
      When Blue intercepts with Ptolemy and 4 CU
      Then the action is refused citing rule intercept-b
      And Ptolemy is in Damascus
      And Damascus holds 4 Blue CU

    Scenario: The moving commander is nobody's interceptor
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Antigonus and 4 CU
      Then the action is refused citing rule intercept-b
      And Antigonus commands the army in Emesa

    @intercept-c @intercept-c-several-generals
    Scenario: Under the "highest-rank" reading the named general leads among equal ranks
      Given the "highest-rank" reading of erratum intercept-c-several-generals
      And Blue's Lysimachus is in Damascus
      And Blue's Seleucus is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 3
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Lysimachus and 4 CU joined by Seleucus
      Then the interception fails
      And a "interception" event happened with general Lysimachus, leader Lysimachus, initiative 3, roll 3
      And Lysimachus is in Damascus

    Scenario: Neither another faction's general nor the general himself joins the interception
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Eumenes is in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU joined by Eumenes
      Then the action is refused citing rule intercept-b
      When Blue intercepts with Perdiccas and 4 CU joined by Perdiccas
      Then the action is refused citing rule intercept-b
      And Perdiccas is in Damascus
      And Eumenes is in Damascus
      And the pending decision is "interception" for Blue

    Scenario: Blue tries with neither another faction's general nor one who is not on the map
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Ptolemy and 2 CU
      Then the action is refused citing rule intercept-b
      When Blue intercepts with Craterus and 2 CU
      Then the action is refused citing rule intercept-b or by the contract as malformed-action
      And Ptolemy is in Palmyra
      And the pending decision is "interception" for Blue

    Scenario: The interception is answered only by intercepting or declining
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue grants free passage
      Then the action is refused by the contract as out-of-place
      And the pending decision is "interception" for Blue

    Scenario: No more CU than stand with the general
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 5 CU
      Then the action is refused citing rule intercept-b
      And Damascus holds 4 Blue CU

  @intercept-c
  Rule: success when the die is higher than the general's initiative

    Scenario: A roll one above the initiative succeeds
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 4
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds
      And the interception roll counts as 4
      And a "interception" event happened with faction Blue, general Perdiccas, leader Perdiccas, cu 4, from Damascus, space Emesa, roll 4, modifier 0, initiative 3

    Scenario: A roll equal to the initiative fails
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 3
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception fails
      And Perdiccas is in Damascus
      And Damascus holds 4 Blue CU
      And the army may keep moving
      And the army has 3 MP left

  @intercept-d
  Rule: a successful interceptor must move in

    Scenario: Perdiccas moves into Emesa and the referee decides what follows
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 6
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then Perdiccas is in Emesa
      And Emesa holds 4 Blue CU
      And Damascus holds no Blue CU
      And the pending decision is "interception_outcome" for referee
      And a "intercepted" event happened with faction Blue, general Perdiccas, cu 4, from Damascus, space Emesa

  @example-perdiccas @intercept-c
  Rule: Example: Perdiccas needs a 4, 5 or 6

    Scenario Outline: Perdiccas, initiative 3, rolls <roll> to intercept
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll <roll>
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception <result>

      Examples:
        | roll | result   |
        | 1    | fails    |
        | 2    | fails    |
        | 3    | fails    |
        | 4    | succeeds |
        | 5    | succeeds |
        | 6    | succeeds |

    @intercept-e
    Scenario Outline: Perdiccas rolls <roll> to intercept into a transit space
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Red's Seleucus is in Tarsus
      And Seleucus may move 4 spaces this segment
      And the dice will roll <roll>
      When Red moves Seleucus's army
      And the army moves to Syrian Gates
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception roll counts as <counts>
      And the interception <result>

      Examples:
        | roll | counts | result   |
        | 4    | 3      | fails    |
        | 5    | 4      | succeeds |
        | 6    | 5      | succeeds |

  @intercept-e
  Rule: -1 to the roll into a transit space

    Scenario: A 4 is not enough for Perdiccas into the Syrian Gates
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Red's Seleucus is in Tarsus
      And Seleucus may move 4 spaces this segment
      And the dice will roll 4
      When Red moves Seleucus's army
      And the army moves to Syrian Gates
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception fails
      And Perdiccas is in Damascus
      And the army may keep moving

  @intercept-f
  Rule: only movement can be intercepted

    @intercept-f-second-interceptor
    Scenario: An interception cannot be intercepted
      Given the "first-stands" reading of erratum intercept-f-second-interceptor
      And Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      And Green intercepts with Ptolemy and 2 CU
      Then the action is refused citing rule intercept-f
      And Ptolemy is in Palmyra
      And the pending decision is "interception_outcome" for referee

    @intercept-f-second-interceptor
    Scenario: Under the "all-may-try" reading a second faction intercepts the same move
      Given the "all-may-try" reading of erratum intercept-f-second-interceptor
      And Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      And the dice will roll 5, 6
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the pending decision is "interception" for Green
      When Green intercepts with Ptolemy and 2 CU
      Then the interception succeeds
      And Perdiccas is in Emesa
      And Ptolemy is in Emesa
      And the pending decision is "interception_outcome" for referee
      When the referee rules a battle
      Then the action's events are:
        | event |
        | {"type": "battle_due", "space": "Emesa", "cause": "interception", "mover": "Red", "interceptor": "Blue", "interceptors": ["Blue", "Green"]} |
        | {"type": "movement_ended", "general": "Antigonus", "space": "Emesa", "mp_left": 3, "reason": "battle"} |
      And a battle is due in Emesa
      And the army's movement is over

    @intercept-f-second-interceptor @intercept-l
    Scenario: Under the "all-may-try" reading an overrun defeats every interceptor
      Given the "all-may-try" reading of erratum intercept-f-second-interceptor
      And Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      And the dice will roll 5, 6
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      And Green intercepts with Ptolemy and 2 CU
      And the referee rules an overrun
      Then the action's events are:
        | event |
        | {"type": "interceptor_defeated", "faction": "Blue", "general": "Perdiccas", "space": "Emesa"} |
        | {"type": "interceptor_defeated", "faction": "Green", "general": "Ptolemy", "space": "Emesa"} |
      And the army may keep moving
      And no battle is due

    Scenario: An army avoiding battle cannot be intercepted
      Given 3 Blue CU are in Emesa
      And Green's Ptolemy is in Syrian Gates
      And 2 Green CU are in Syrian Gates
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Red engages the Blue CU
      And the referee rules that the Blue army avoids battle to Damascus
      Then Damascus holds 3 Blue CU
      And the army may keep moving
      When Green intercepts with Ptolemy and 2 CU
      Then the action is refused citing rule intercept-f
      And Ptolemy is in Syrian Gates

    @naval-b @naval-l
    Scenario: An army driven back to its embarkation port cannot be intercepted
      Given Red's Ptolemy is in Tyre
      And 4 Red CU are in Tyre
      And Ptolemy may move 4 spaces this segment
      And Blue's Perdiccas is in Gaza
      And 4 Blue CU are in Gaza
      And a Storm at Sea will drive the voyage back when it reaches Salamis
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Salamis
      Then Ptolemy is in Tyre
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-f
      And Perdiccas is in Gaza

  @intercept-g
  Rule: no interception from inside a besieged major city

    Scenario: Perdiccas besieged in Babylon may not intercept
      Given Blue's Perdiccas is besieged in Babylon
      And 3 Blue CU are besieged in Babylon
      And Red's Seleucus is in Arbela
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And Blue intercepts with Perdiccas and 3 CU
      Then the action is refused citing rule intercept-g
      And Perdiccas is in Babylon

    @intercept-g-other-sieges @intercept-b
    Scenario: Under the "major-city-only" reading a general besieged in a fortress with no CU is still no army
      Given the "major-city-only" reading of erratum intercept-g-other-sieges
      And Blue's Perdiccas is besieged in Gaza
      And Red's Seleucus is in Alexandria
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Pelusium
      Then the pending decision is "interception" for Blue
      And intercepting with Perdiccas and 1 CU is not a legal action
      When Blue intercepts with Perdiccas and 0 CU
      Then the action is refused citing rule intercept-b
      And Perdiccas is in Gaza

    @intercept-g-other-sieges @intercept-b @intercept-d
    Scenario: Under the "major-city-only" reading a general besieged in a fortress intercepts with the CU besieged with him
      Given the "major-city-only" reading of erratum intercept-g-other-sieges
      And Blue's Perdiccas is besieged in Gaza
      And 3 Blue CU are besieged in Gaza
      And 4 Green CU are in Gaza
      And Red's Seleucus is in Alexandria
      And Seleucus may move 4 spaces this segment
      And the dice will roll 5
      When Red moves Seleucus's army
      And the army moves to Pelusium
      Then intercepting with Perdiccas and 3 CU is a legal action
      And intercepting with Perdiccas and 4 CU is not a legal action
      When Blue intercepts with Perdiccas and 3 CU
      Then the interception succeeds
      And Perdiccas is in Pelusium
      And Perdiccas is not besieged
      And Pelusium holds 3 Blue CU
      And Pelusium holds no besieged Blue CU
      And Gaza holds no Blue CU
      And Gaza holds no besieged Blue CU

    @intercept-g-other-sieges
    Scenario: Under the "major-city-only" reading the generals besieged with him go along, not those outside
      Given the "major-city-only" reading of erratum intercept-g-other-sieges
      And Blue's Perdiccas is besieged in Gaza
      And Blue's Eumenes is besieged in Gaza
      And 3 Blue CU are besieged in Gaza
      And Blue's Lysimachus is in Gaza
      And 1 Blue CU is in Gaza
      And 4 Green CU are in Gaza
      And Red's Seleucus is in Alexandria
      And Seleucus may move 4 spaces this segment
      And the dice will roll 6
      When Red moves Seleucus's army
      And the army moves to Pelusium
      And Blue intercepts with Perdiccas and 3 CU joined by Lysimachus
      Then the action is refused citing rule intercept-b
      When Blue intercepts with Perdiccas and 3 CU joined by Eumenes
      Then the interception succeeds
      And Eumenes is in Pelusium
      And Eumenes is not besieged
      And Lysimachus is in Gaza
      And Gaza holds 1 Blue CU

    @intercept-g-other-sieges
    Scenario: Under the "any-siege" reading a general besieged in a fortress may not intercept
      Given the "any-siege" reading of erratum intercept-g-other-sieges
      And Blue's Perdiccas is besieged in Gaza
      And 3 Blue CU are besieged in Gaza
      And 4 Green CU are in Gaza
      And Red's Seleucus is in Alexandria
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Pelusium
      Then the pending decision is "interception" for Blue
      And intercepting with Perdiccas and 3 CU is not a legal action
      When Blue intercepts with Perdiccas and 3 CU
      Then the action is refused citing rule intercept-g
      And Perdiccas is in Gaza
      And Perdiccas is besieged
      And Gaza holds 3 besieged Blue CU

    @intercept-b
    Scenario: An army outside a besieged major city leaves the besieged CU and generals inside
      Given Blue's Perdiccas is in Babylon
      And 3 Blue CU are in Babylon
      And Blue's Eumenes is besieged in Babylon
      And 2 Blue CU are besieged in Babylon
      And Red's Seleucus is in Arbela
      And Seleucus may move 4 spaces this segment
      And the dice will roll 6
      When Red moves Seleucus's army
      And the army moves to Opis
      Then intercepting with Perdiccas and 3 CU is a legal action
      And intercepting with Perdiccas and 4 CU is not a legal action
      When Blue intercepts with Perdiccas and 5 CU
      Then the action is refused citing rule intercept-b
      When Blue intercepts with Perdiccas and 3 CU joined by Eumenes
      Then the action is refused citing rule intercept-b
      When Blue intercepts with Perdiccas and 3 CU
      Then the interception succeeds
      And Opis holds 3 Blue CU
      And Babylon holds 2 besieged Blue CU
      And Eumenes is in Babylon

    Scenario: Perdiccas in Babylon, not besieged, may intercept
      Given Blue's Perdiccas is in Babylon
      And 3 Blue CU are in Babylon
      And Red's Seleucus is in Arbela
      And Seleucus may move 4 spaces this segment
      And the dice will roll 6
      When Red moves Seleucus's army
      And the army moves to Opis
      And Blue intercepts with Perdiccas and 3 CU
      Then the interception succeeds
      And Perdiccas is in Opis

  @intercept-h
  Rule: an interceptor goes only into own-controlled, unmarked or transit spaces, or where its own CU stand

    Scenario: Into a space Blue controls
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Emesa is controlled by Blue
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds
      And Perdiccas is in Emesa

    Scenario: Not into a space with an independent marker
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Emesa has an independent control marker
      When Red moves Antigonus's army
      And the army moves to Emesa
      Then intercepting with Perdiccas and 4 CU is not a legal action
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-h
      And Perdiccas is in Damascus

    Scenario: Into any space where own unbesieged CU stand, reinforcing them
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Emesa has an independent control marker
      And 1 Blue CU is in Emesa
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds
      And Emesa holds 5 Blue CU

    Scenario: Own besieged CU do not open a space to interception
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Emesa has an independent control marker
      And 1 Blue CU is besieged in Emesa
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-h

  @intercept-i
  Rule: never across mountains, strait, sea or Mediterranean

    Scenario: Not across the mountains between Damascus and Sidon
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Red's Seleucus is in Tyre
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Sidon
      Then the pending decision is "interception" for Blue
      And intercepting with Perdiccas and 4 CU is not a legal action
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-i
      And Perdiccas is in Damascus

    Scenario: Not across the Hellespont strait
      Given Blue's Perdiccas is in Lysimachia
      And 4 Blue CU are in Lysimachia
      And Red's Seleucus is in Sardis
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Abydos
      And Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-i
      And Perdiccas is in Lysimachia

    Scenario: Not across the sea from Salamis
      Given Blue's Perdiccas is in Salamis
      And 4 Blue CU are in Salamis
      And Red's Seleucus is in Tyre
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Sidon
      And Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-i
      And Perdiccas is in Salamis

    Scenario: Not across the Mediterranean from Rhodes
      Given Blue's Perdiccas is in Rhodes
      And 4 Blue CU are in Rhodes
      And Red's Seleucus is in Pelusium
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Alexandria
      And Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-i
      And Perdiccas is in Rhodes

  @intercept-j
  Rule: never into an enemy-controlled space without friendly CU

    Scenario: Not into Emesa controlled by Red
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Emesa is controlled by Red
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-j
      And Perdiccas is in Damascus

    @intercept-h
    Scenario: Into Emesa controlled by Red where a Blue CU stands
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Emesa is controlled by Red
      And 1 Blue CU is in Emesa
      And the dice will roll 4
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds
      And Perdiccas is in Emesa

  @intercept-k
  Rule: never into a space with stationary, unbesieged enemy CU

    Scenario: Not into Emesa held by Green CU
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And 2 Green CU are in Emesa
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-k
      And Perdiccas is in Damascus

    Scenario: Not into Emesa where Red CU already stood
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And 2 Red CU are in Emesa
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-k

    Scenario: Into Emesa where only besieged Green CU stand
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And 2 Green CU are besieged in Emesa
      And the dice will roll 4
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds

    Scenario: The moving army's own CU do not bar the interception
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 4
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds

  @intercept-l
  Rule: an interceptor the mover can overrun is defeated and the mover goes on

    Scenario: The referee rules an overrun of Perdiccas and the army marches on
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      And the referee rules an overrun
      Then a "interceptor_defeated" event happened with faction Blue, general Perdiccas, space Emesa
      And the army may keep moving
      When the army moves to Damascus
      Then Antigonus commands the army in Damascus
      And the army has 2 MP left
      And no battle is due

    @intercept-a
    Scenario: The referee rules a battle and the army stops
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      And the referee rules a battle
      Then the action's events are:
        | event |
        | {"type": "battle_due", "space": "Emesa", "cause": "interception", "mover": "Red", "interceptor": "Blue"} |
        | {"type": "movement_ended", "general": "Antigonus", "space": "Emesa", "mp_left": 3, "reason": "battle"} |
      And a battle is due in Emesa
      And the army's movement is over: battle
      And no "interceptor_defeated" event happened

    @intercept-a
    Scenario: The referee rules that the moving army falls back one space
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      And the referee rules that the moving army withdraws
      Then Antigonus is in Apamea
      And a "withdrew" event happened with general Antigonus, from Emesa, to Apamea
      And Apamea holds 5 Red CU
      And the army's movement is over: withdrew
