@successors
Feature: Interception
  An army next to a space an enemy army has just moved into may try to
  intercept it: one die, higher than the general's initiative (one less
  into a transit space). A successful interceptor moves in; what follows --
  battle, the mover falling back (10.5), or an overrun -- is outside the
  excerpt and answered by the referee, as is the order in which several
  factions next to the space are asked.

  Background:
    Given Successors on the partial map
    And it is Red's Movement segment
    And Red's Antigonus is in Apamea
    And 5 Red CU are in Apamea
    And Antigonus may move 4 spaces this segment

  @intercept-a
  Rule: interception answers an enemy move into a space next to the army

    @intercept-a.if.adjacent @intercept-a.if.enemy @intercept-a.if.entered @intercept-a.in.by-land
    @intercept-i @intercept-i.if.land-connection
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


    @intercept-a.unless.adjacent
    Scenario: No interception of a move that ends away from the enemy army
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Red's Seleucus is in Babylon
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      Then the pending decision is "movement" for Red
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-a or by the contract as wrong-player
      And Perdiccas is in Damascus

    @intercept-a.unless.entered
    Scenario: No interception of an army setting out next to the enemy army
      Given Red's Seleucus is in Emesa
      And 2 Red CU are in Emesa
      And Seleucus may move 4 spaces this segment
      And Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      When Red moves Seleucus's army
      Then the pending decision is "movement" for Red
      When the army picks up 2 CU
      And the army moves to Palmyra
      Then the army may keep moving
      And Perdiccas is in Damascus

    @intercept-a.unless.enemy
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

    @intercept-a.in.independent-mover
    Scenario: Another player may intercept the independent army a player moves
      Given the independent general Polyperchon is in Apamea, moved by Red
      And 3 Independent CU are in Apamea
      And Polyperchon may move 4 spaces this segment
      And Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      When Red moves Polyperchon's army
      And the army picks up 3 CU
      And the army moves to Emesa
      Then the pending decision is "interception" for Blue

    @intercept-a.in.later-space
    Scenario: A move is open to interception in a later space of it
      Given Blue's Perdiccas is in Palmyra
      And 4 Blue CU are in Palmyra
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Syrian Gates
      And the army moves to Damascus
      Then the pending decision is "movement" for Red
      When the army moves to Emesa
      Then the pending decision is "interception" for Blue

    @intercept-a.in.several-factions @intercept-f @intercept-f.unless.interception
    Scenario: Two factions next to the space are each asked, in the order the referee gives
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      When Red moves Antigonus's army
      And the army moves to Emesa
      Then the pending decision is "interception_order" for referee
      When the referee has Green asked first whether it intercepts
      Then the pending decision is "interception" for Green
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused by the contract as wrong-player
      And Perdiccas is in Damascus
      When Green declines to intercept
      Then the pending decision is "interception" for Blue
      When Blue declines to intercept
      Then the army may keep moving

    @intercept-a.in.several-factions
    Scenario: The referee settles the order of interceptors only by naming a faction of the position
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      When Red moves Antigonus's army
      And the army moves to Emesa
      Then the pending decision is "interception_order" for referee
      When the referee rules a battle
      Then the action is refused by the contract as out-of-place
      When referee takes the action {"type": "ask_interceptor", "faction": "Yellow"}
      Then the action is refused by the contract as malformed-action
      And the pending decision is "interception_order" for referee
      And Perdiccas is in Damascus

    Scenario: A general who is not next to the entered space may not intercept
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Blue's Ptolemy is in Gaza
      And 2 Blue CU are in Gaza
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Ptolemy and 2 CU
      Then the action is refused citing rule intercept-a or by the contract as out-of-place
      And Ptolemy is in Gaza
      And the pending decision is "interception" for Blue

    Scenario: Blue declines and the army moves on
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue declines to intercept
      Then the army may keep moving
      And Perdiccas is in Damascus
      And a "interception_declined" event happened with faction Blue

    @intercept-l @intercept-l.unless.overrun @intercept-a.in.battle
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

    @intercept-a.in.falls-back
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
      And Perdiccas is in Emesa
      And the army's movement is over: withdrew

  @intercept-b
  Rule: only armies intercept, with the general and CU chosen

    @intercept-b.unless.with-cu @intercept-a
    Scenario: A general without CU may not intercept
      Given Blue's Perdiccas is in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      Then intercepting with Perdiccas and 0 CU is not a legal action
      And intercepting with Perdiccas and 1 CU is not a legal action
      When Blue intercepts with Perdiccas and 0 CU
      Then the action is refused citing rule intercept-b or by the contract as malformed-action
      And Perdiccas is in Damascus

    @intercept-b.if.with-cu @intercept-b.in.single-cu @intercept-a
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

    @intercept-b.in.part-of-army @intercept-d @intercept-d.in.part-of-army @intercept-a
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

    @intercept-b.in.several-generals @intercept-d @intercept-d.in.several-generals @intercept-a
    Scenario: Two generals intercept together
      Given Blue's Perdiccas is in Damascus
      And Blue's Eumenes is in Damascus
      And Blue's Antipater is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU joined by Eumenes
      Then the interception succeeds
      And Perdiccas is in Emesa
      And Eumenes is in Emesa
      And Antipater is in Damascus
      And Emesa holds 4 Blue CU

    @intercept-a
    Scenario: A general elsewhere may not join the interception
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Blue's Eumenes is in Palmyra
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU joined by Eumenes
      Then the action is refused citing rule intercept-b or by the contract as out-of-place
      And Perdiccas is in Damascus
      And Eumenes is in Palmyra

    @intercept-a
    Scenario: The player intercepts with his own general, not another faction's
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      And the referee has Blue asked first whether it intercepts
      Then the pending decision is "interception" for Blue
      When Blue intercepts with Ptolemy and 4 CU
      Then the action is refused by the contract as out-of-place
      And Ptolemy is in Damascus
      And Damascus holds 4 Blue CU

    @intercept-a
    Scenario: The moving commander is nobody's interceptor
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Antigonus and 4 CU
      Then the action is refused by the contract as out-of-place
      And Antigonus commands the army in Emesa

    @intercept-a
    Scenario: Neither another faction's general nor the general himself joins the interception
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Eumenes is in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      And the referee has Blue asked first whether it intercepts
      And Blue intercepts with Perdiccas and 4 CU joined by Eumenes
      Then the action is refused by the contract as out-of-place
      When Blue intercepts with Perdiccas and 4 CU joined by Perdiccas
      Then the action is refused by the contract as malformed-action
      And Perdiccas is in Damascus
      And Eumenes is in Damascus
      And the pending decision is "interception" for Blue

    @intercept-a
    Scenario: Blue's interceptor is one name of the position, and so is each general going with him
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue takes the action {"type": "intercept", "general": ["Perdiccas"], "cu": 4}
      Then the action is refused by the contract as malformed-action
      When Blue takes the action {"type": "intercept", "general": "Perdiccas", "cu": 4, "leaders": ["Nobody"]}
      Then the action is refused by the contract as malformed-action
      And Perdiccas is in Damascus
      And Damascus holds 4 Blue CU
      And the pending decision is "interception" for Blue

    @intercept-a
    Scenario: Only the interceptor's own faction's generals beside him are offered to go with him
      Given Blue's Perdiccas is in Damascus
      And 1 Blue CU is in Damascus
      And Red's Seleucus is in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      Then the pending decision is "interception" for Blue
      And the legal actions are:
        | action |
        | {"type": "intercept", "general": "Perdiccas", "cu": 1} |
        | {"type": "decline_interception"} |

    @intercept-a
    Scenario: Blue tries with neither another faction's general nor one who is not on the map
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      When Red moves Antigonus's army
      And the army moves to Emesa
      And the referee has Blue asked first whether it intercepts
      And Blue intercepts with Ptolemy and 2 CU
      Then the action is refused by the contract as out-of-place
      When Blue intercepts with Craterus and 2 CU
      Then the action is refused by the contract as malformed-action
      And Ptolemy is in Palmyra
      And the pending decision is "interception" for Blue

    @intercept-a
    Scenario: The interception is answered only by intercepting or declining
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue grants free passage
      Then the action is refused by the contract as out-of-place
      And the pending decision is "interception" for Blue

    @intercept-a
    Scenario: No more CU than stand with the general
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 5 CU
      Then the action is refused by the contract as malformed-action
      And Damascus holds 4 Blue CU

  @intercept-c
  Rule: success when the die is higher than the general's initiative

    @intercept-c.if.above-initiative @intercept-e @intercept-e.unless.transit @intercept-a
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

    @intercept-c.unless.above-initiative @intercept-d @intercept-d.unless.success @intercept-a
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

    @intercept-c.in.several-generals @intercept-c.in.highest-rank @intercept-a
    Scenario: With several generals the initiative of the one who would command them counts
      Given the "highest-rank" reading of erratum intercept-c-several-generals
      And Blue's Perdiccas is in Damascus
      And Blue's Eumenes is in Damascus
      And 4 Blue CU are in Damascus
      And the dice will roll 3
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Eumenes and 4 CU joined by Perdiccas
      Then the interception fails
      And a "interception" event happened with general Eumenes, leader Perdiccas, initiative 3, roll 3
      And Eumenes is in Damascus
      And Perdiccas is in Damascus

    @intercept-c-several-generals @intercept-a
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

    @intercept-c-several-generals @intercept-a
    Scenario: A position that leaves the erratum out tests the roll against the highest-ranked general who goes
      Given the default reading of erratum intercept-c-several-generals, left out of the position
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

    @intercept-c-several-generals @intercept-c.in.named @intercept-a
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

    @intercept-c-several-generals @intercept-a
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

    @intercept-c.in.second-faction @intercept-a
    Scenario: The second faction asked rolls against its own general's initiative
      Given the "all-may-try" reading of erratum intercept-f-second-interceptor
      And Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      And the dice will roll 5, 2
      When Red moves Antigonus's army
      And the army moves to Emesa
      And the referee has Blue asked first whether it intercepts
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds
      When Green intercepts with Ptolemy and 2 CU
      Then the interception fails
      And a "interception" event happened with faction Green, general Ptolemy, leader Ptolemy, roll 2, initiative 2
      And Ptolemy is in Palmyra
      And the pending decision is "interception_outcome" for referee

  @intercept-d
  Rule: a successful interceptor must move in

    @intercept-d.if.success @intercept-h @intercept-h.if.no-marker @intercept-a
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

    @example-perdiccas.if.four-or-more @example-perdiccas.unless.four-or-more @example-perdiccas.in.each-roll @intercept-a
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
  Rule: -1 to the roll into a transit space

    @intercept-e.in.each-roll @intercept-h @intercept-h.in.transit @intercept-a
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

    @intercept-e.if.transit @intercept-a
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

    @intercept-e.in.several-generals @intercept-a
    Scenario: Several generals into a transit space roll with the -1 too
      Given Blue's Perdiccas is in Damascus
      And Blue's Eumenes is in Damascus
      And 4 Blue CU are in Damascus
      And Red's Seleucus is in Tarsus
      And Seleucus may move 4 spaces this segment
      And the dice will roll 4
      When Red moves Seleucus's army
      And the army moves to Syrian Gates
      And Blue intercepts with Perdiccas and 4 CU joined by Eumenes
      Then the interception fails
      And a "interception" event happened with leader Perdiccas, roll 4, modified_roll 3, initiative 3

  @intercept-f
  Rule: only movement can be intercepted

    @intercept-f.if.interception @intercept-f.in.all-may-try @intercept-a
    Scenario: A faction that declined is not asked again when another intercepts into the space
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army moves to Emesa
      And the referee has Green asked first whether it intercepts
      And Green declines to intercept
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds
      And the pending decision is "interception_outcome" for referee
      When Green intercepts with Ptolemy and 2 CU
      Then the action is refused citing rule intercept-f or by the contract as wrong-player
      And Ptolemy is in Palmyra

    @intercept-f.in.own-army @intercept-a
    Scenario: The mover's other army does not intercept the interceptor
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Red's Seleucus is in Palmyra
      And 2 Red CU are in Palmyra
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the pending decision is "interception_outcome" for referee
      When Red intercepts with Seleucus and 2 CU
      Then the action is refused citing rule intercept-f or by the contract as wrong-player
      And Seleucus is in Palmyra

    @intercept-f.in.all-may-try @intercept-a
    Scenario: A position that leaves the erratum out lets a second faction intercept the same move after a success
      Given the default reading of erratum intercept-f-second-interceptor, left out of the position
      And Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army moves to Emesa
      And the referee has Blue asked first whether it intercepts
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds
      And the pending decision is "interception" for Green
      And intercepting with Ptolemy and 2 CU is a legal action

    @intercept-f-second-interceptor @intercept-f.in.first-stands @intercept-a
    Scenario: Under the "first-stands" reading nobody may try before the first interception is settled
      Given the "first-stands" reading of erratum intercept-f-second-interceptor
      And Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army moves to Emesa
      And the referee has Blue asked first whether it intercepts
      And Blue intercepts with Perdiccas and 4 CU
      Then the pending decision is "interception_outcome" for referee
      When Green intercepts with Ptolemy and 2 CU
      Then the action is refused citing rule intercept-f or by the contract as wrong-player
      And Ptolemy is in Palmyra
      And the pending decision is "interception_outcome" for referee

    @intercept-f-second-interceptor @intercept-k @intercept-k.in.arrived-interceptors @intercept-a
    Scenario: Under the "all-may-try" reading a second faction intercepts the same move
      Given the "all-may-try" reading of erratum intercept-f-second-interceptor
      And Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      And the dice will roll 5, 6
      When Red moves Antigonus's army
      And the army moves to Emesa
      And the referee has Blue asked first whether it intercepts
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

    @intercept-f.if.avoid-battle @passage-a
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
      Then the action is refused citing rule intercept-f or by the contract as wrong-player
      And Ptolemy is in Syrian Gates

    @intercept-f.if.avoid-battle @intercept-a @passage-a
    Scenario: An army avoiding battle opens no new interception where the mover stands
      Given 3 Blue CU are in Emesa
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Green declines to intercept
      And Red engages the Blue CU
      And the referee rules that the Blue army avoids battle to Damascus
      Then the army may keep moving
      And Ptolemy is in Palmyra

    @intercept-f.unless.avoid-battle @intercept-a
    Scenario: An army moving into the same space is open to interception
      Given Green's Ptolemy is in Syrian Gates
      And 2 Green CU are in Syrian Gates
      And Red's Seleucus is in Emesa
      And 3 Red CU are in Emesa
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army picks up 3 CU
      And the army moves to Damascus
      Then the pending decision is "interception" for Green

    @naval-b @naval-l @intercept-f.if.forced-return
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
      And the pending decision is "segment" for Red
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-f or by the contract as wrong-player
      And Perdiccas is in Gaza

  @intercept-g
  Rule: no interception from inside a besieged major city

    @intercept-g.if.besieged @intercept-g.if.major-city @intercept-a
    Scenario: Perdiccas besieged in Babylon may not intercept
      Given Blue's Perdiccas is besieged in Babylon
      And 3 Blue CU are besieged in Babylon
      And Red's Seleucus is in Arbela
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      Then intercepting with Perdiccas and 3 CU is not a legal action
      When Blue intercepts with Perdiccas and 3 CU
      Then the action is refused citing rule intercept-g
      And Perdiccas is in Babylon

    @intercept-g.unless.besieged @intercept-a
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

    @intercept-g-other-sieges @intercept-b @intercept-a
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
      Then the action is refused citing rule intercept-b or by the contract as malformed-action
      And Perdiccas is in Gaza

    @intercept-g-other-sieges @intercept-b @intercept-d @intercept-g.unless.major-city @intercept-g.in.major-city-only
    @intercept-d.in.from-a-siege @intercept-a
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

    @intercept-g-other-sieges @intercept-b @intercept-b.in.walls @intercept-a
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
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-b
      When Blue intercepts with Perdiccas and 3 CU joined by Eumenes
      Then the interception succeeds
      And Eumenes is in Pelusium
      And Eumenes is not besieged
      And Lysimachus is in Gaza
      And Gaza holds 1 Blue CU

    @intercept-g.unless.major-city @intercept-a
    Scenario: A position that leaves the erratum out bars major cities only, so a general besieged in a fortress may intercept
      Given the default reading of erratum intercept-g-other-sieges, left out of the position
      And Blue's Perdiccas is besieged in Gaza
      And 2 Blue CU are besieged in Gaza
      And 4 Green CU are in Gaza
      And Red's Seleucus is in Alexandria
      And Seleucus may move 4 spaces this segment
      And the dice will roll 5
      When Red moves Seleucus's army
      And the army moves to Pelusium
      And Blue intercepts with Perdiccas and 2 CU
      Then the interception succeeds
      And Perdiccas is in Pelusium

    @intercept-g-other-sieges @intercept-g.in.any-siege @intercept-a
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

    @intercept-b @intercept-g.in.outside-walls @intercept-a
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
      Then the action is refused citing rule intercept-b or rule intercept-g
      When Blue intercepts with Perdiccas and 3 CU joined by Eumenes
      Then the action is refused citing rule intercept-b or rule intercept-g
      When Blue intercepts with Perdiccas and 3 CU
      Then the interception succeeds
      And Opis holds 3 Blue CU
      And Babylon holds 2 besieged Blue CU
      And Eumenes is in Babylon

  @intercept-h
  Rule: an interceptor goes only into own-controlled, unmarked or transit spaces, or where its own CU stand

    @intercept-h.if.own-control @intercept-j @intercept-j.unless.enemy-control @intercept-a
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

    @intercept-h.unless.own-control @intercept-h.unless.no-marker @intercept-h.unless.own-unbesieged-cu
    @intercept-h.in.independent-marker @intercept-a
    Scenario: Not into a space with an independent marker
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Emesa has an independent control marker
      When Red moves Antigonus's army
      And the army moves to Emesa
      Then intercepting with Perdiccas and 4 CU is not a legal action
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-h or rule intercept-j
      And Perdiccas is in Damascus

    @intercept-h.if.own-unbesieged-cu @intercept-h.in.reinforces @intercept-d @intercept-d.in.reinforcing @intercept-a
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

    @intercept-h.in.own-besieged-cu @intercept-a
    Scenario: Own besieged CU do not open a space to interception
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Emesa has an independent control marker
      And 1 Blue CU is besieged in Emesa
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-h

    @intercept-h.in.own-besieged-cu @intercept-h.unless.own-control @intercept-a
    Scenario: Own besieged CU do not open a space the mover controls either
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Emesa is controlled by Red
      And 1 Blue CU is besieged in Emesa
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-h
      And Perdiccas is in Damascus

  @intercept-i
  Rule: never across mountains, strait, sea or Mediterranean

    @intercept-i.unless.land-connection @intercept-i.in.mountain @intercept-a
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

    @intercept-i.in.strait @intercept-a
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

    @intercept-i.in.sea @intercept-a
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

    @intercept-i.in.mediterranean @intercept-a
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

    @intercept-i.in.land-and-sea @intercept-a
    Scenario: Between two spaces joined by land and by sea the land route serves the interceptor
      Given Blue's Perdiccas is in Pella
      And 4 Blue CU are in Pella
      And Red's Seleucus is in Lysimachia
      And Seleucus may move 4 spaces this segment
      And the dice will roll 5
      When Red moves Seleucus's army
      And the army moves to Amphipolis
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds
      And Perdiccas is in Amphipolis

  @intercept-j
  Rule: never into an enemy-controlled space without friendly CU

    @intercept-j.if.enemy-control @intercept-j.unless.friendly-cu @intercept-j.in.mover-control @intercept-a
    Scenario: Not into Emesa controlled by Red
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Emesa is controlled by Red
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-j or rule intercept-h
      And Perdiccas is in Damascus

    @intercept-j.if.enemy-control @intercept-j.unless.friendly-cu @intercept-j.in.mover-control
    @intercept-a @intercept-a.in.landing @naval-m
    Scenario: Not into Tyre controlled by Red where Red's army lands
      Given Red's Ptolemy is in Salamis
      And 4 Red CU are in Salamis
      And Ptolemy may move 4 spaces this segment
      And Blue's Perdiccas is in Gaza
      And 4 Blue CU are in Gaza
      And Tyre is controlled by Red
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      And the army lands
      Then the pending decision is "interception" for Blue
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-j or rule intercept-h
      And Perdiccas is in Gaza

    @intercept-j.in.third-faction-control @intercept-a
    Scenario: Not into Emesa controlled by Green
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Emesa is controlled by Green
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-j or rule intercept-h
      And Perdiccas is in Damascus

    @intercept-h @intercept-j.if.friendly-cu @intercept-a
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

    @intercept-k.if.stationary-cu @intercept-k.if.unbesieged @intercept-k.in.third-faction-cu @intercept-a
    Scenario: Not into Emesa held by Green CU
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And 2 Green CU are in Emesa
      When Red moves Antigonus's army
      And the army moves to Emesa
      Then intercepting with Perdiccas and 4 CU is not a legal action
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-k
      And Perdiccas is in Damascus

    @intercept-k.in.mover-faction-cu @intercept-a
    Scenario: Not into Emesa where Red CU already stood
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And 2 Red CU are in Emesa
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule intercept-k

    @intercept-k.unless.unbesieged @intercept-a
    Scenario: Into Emesa where only besieged Green CU stand
      Given Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And 2 Green CU are besieged in Emesa
      And the dice will roll 4
      When Red moves Antigonus's army
      And the army moves to Emesa
      And Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds

    @intercept-k.unless.stationary-cu @intercept-k.in.mover-cu @intercept-a
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

    @intercept-l.if.overrun @intercept-l.in.goes-on @intercept-a
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
      And the army has 3 MP left
      When the army moves to Damascus
      Then Antigonus commands the army in Damascus
      And the army has 2 MP left
      And no battle is due

    @intercept-f-second-interceptor @intercept-l.in.several-interceptors @intercept-a
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
      And the referee has Blue asked first whether it intercepts
      And Blue intercepts with Perdiccas and 4 CU
      And Green intercepts with Ptolemy and 2 CU
      And the referee rules an overrun
      Then the action's events are:
        | event |
        | {"type": "interceptor_defeated", "faction": "Blue", "general": "Perdiccas", "space": "Emesa"} |
        | {"type": "interceptor_defeated", "faction": "Green", "general": "Ptolemy", "space": "Emesa"} |
      And the army may keep moving
      And no battle is due

    @intercept-f-second-interceptor @intercept-l.in.others-asked @intercept-a
    Scenario: Under the "first-stands" reading the other factions are asked after an overrun
      Given the "first-stands" reading of erratum intercept-f-second-interceptor
      And Blue's Perdiccas is in Damascus
      And 4 Blue CU are in Damascus
      And Green's Ptolemy is in Palmyra
      And 2 Green CU are in Palmyra
      And the dice will roll 5
      When Red moves Antigonus's army
      And the army picks up 5 CU
      And the army moves to Emesa
      And the referee has Blue asked first whether it intercepts
      And Blue intercepts with Perdiccas and 4 CU
      And the referee rules an overrun
      Then the pending decision is "interception" for Green
      When Green declines to intercept
      Then the army may keep moving
