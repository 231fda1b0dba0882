@successors
Feature: Command change while moving
  A moving major general who collects a friendly major general of higher
  rank hands him the command at once; at equal rank the owner chooses. The
  army then moves with the new commander's allowance and halts at once if it
  has already come that far. The allowance a movement roll gives each general
  is a rule outside the excerpt: the scenarios state it.

  Background:
    Given Successors on the partial map
    And it is Red's Movement segment

  @command-change-a
  Rule: a collected major general of higher rank takes command at once

    @command-change-a.if.higher-rank @command-change-a.if.collected @command-change-a.if.collected-major
    @command-change-a.if.mover-major @command-change-a.in.by-land @command-change-a.in.lone-general
    Scenario: Collecting a higher-ranked general hands him the command
      Given Red's Seleucus is in Babylon
      And Red's Craterus is in Opis
      And Seleucus may move 4 spaces this segment
      And Craterus may move 3 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army picks up Craterus
      Then Craterus commands the army in Opis
      And Seleucus moves with the army
      And the pending decision is "movement" for Red
      And "switch_commander" is not a legal action
      And a "command_changed" event happened with from Seleucus, to Craterus, how outranks, movement_points 3, mp_spent 1, mp_left 2

    Scenario: Collecting a higher-ranked general hands him the command, major left out: a general the position does not say is minor is a major general
      Given Red's Seleucus is in Babylon
      And Red's Craterus is in Opis
      And Seleucus may move 4 spaces this segment
      And Craterus may move 3 spaces this segment
      And the position leaves out the default "major" of general pieces
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army picks up Craterus
      Then Craterus commands the army in Opis
      And Seleucus moves with the army
      And the pending decision is "movement" for Red
      And a "command_changed" event happened with from Seleucus, to Craterus, how outranks, movement_points 3, mp_spent 1, mp_left 2

    Scenario: Collecting a higher-ranked general hands him the command, segment left out: a position that does not name the segment is in the Movement segment
      Given Red's Seleucus is in Babylon
      And Red's Craterus is in Opis
      And Seleucus may move 4 spaces this segment
      And Craterus may move 3 spaces this segment
      And the position leaves out the default "segment" of the situation
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army picks up Craterus
      Then Craterus commands the army in Opis
      And Seleucus moves with the army
      And the pending decision is "movement" for Red
      And a "command_changed" event happened with from Seleucus, to Craterus, how outranks, movement_points 3, mp_spent 1, mp_left 2

    @command-change-a.unless.higher-rank
    Scenario: Collecting a lower-ranked general leaves the command alone
      Given Red's Craterus is in Babylon
      And Red's Seleucus is in Opis
      And Craterus may move 3 spaces this segment
      And Seleucus may move 4 spaces this segment
      When Red moves Craterus's army
      And the army moves to Opis
      And the army picks up Seleucus
      Then Craterus commands the army in Opis
      And Seleucus moves with the army
      And the army has 2 MP left
      And no "command_changed" event happened

    @command-change-a.unless.collected
    Scenario: Stopping beside a higher-ranked general without collecting him leaves the command alone
      Given Red's Seleucus is in Babylon
      And Red's Craterus is in Opis
      And Seleucus may move 4 spaces this segment
      And Craterus may move 3 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army ends its movement
      Then Seleucus commands the army in Opis
      And Craterus does not move with the army
      And the army has 3 MP left
      And no "command_changed" event happened

    Scenario: Passing a higher-ranked general without collecting him leaves the command alone
      Given Red's Seleucus is in Babylon
      And Red's Craterus is in Opis
      And Seleucus may move 4 spaces this segment
      And Craterus may move 3 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army moves to Arbela
      Then Seleucus commands the army in Arbela
      And Craterus is in Opis
      And the army has 2 MP left
      And no "command_changed" event happened

    @command-change-a.unless.collected-major @command-change-b @command-change-b.unless.equal-rank
    Scenario: A collected minor general does not take command, whatever his rank
      Given Red's Seleucus is in Babylon
      And Red's Docimus is in Opis
      And Seleucus may move 4 spaces this segment
      And Docimus may move 3 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army picks up Docimus
      Then Seleucus commands the army in Opis
      And Docimus moves with the army
      And the pending decision is "movement" for Red
      And no "command_changed" event happened
      And the army has 3 MP left

    @command-change-a.unless.mover-major
    Scenario: A minor general in command keeps it when he collects a higher-ranked major general
      Given Red's Docimus is in Babylon
      And Red's Craterus is in Opis
      And Docimus may move 3 spaces this segment
      And Craterus may move 2 spaces this segment
      When Red moves Docimus's army
      And the army moves to Opis
      And the army picks up Craterus
      Then Docimus commands the army in Opis
      And Craterus moves with the army
      And the pending decision is "movement" for Red
      And no "command_changed" event happened
      And the army has 2 MP left

    @command-change-a.in.army-with-cu @command-change-a.in.later-space
    Scenario: An army with CU collects a higher-ranked general two spaces on and he takes command
      Given Red's Seleucus is in Babylon
      And 3 Red CU are in Babylon
      And Red's Craterus is in Arbela
      And Seleucus may move 4 spaces this segment
      And Craterus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army picks up 3 CU
      And the army moves to Opis
      And the army moves to Arbela
      And the army picks up Craterus
      Then Craterus commands the army in Arbela
      And the army has 3 CU
      And Seleucus moves with the army
      And the army has 2 MP left
      And a "command_changed" event happened with from Seleucus, to Craterus, how outranks, mp_spent 2

    @command-change-a.in.at-sea
    Scenario: A higher-ranked general collected at sea takes command without landing
      Given Red's Ptolemy is in Salamis
      And 2 Red CU are in Salamis
      And Red's Craterus is in Sidon
      And Ptolemy may move 4 spaces this segment
      And Craterus may move 3 spaces this segment
      When Red moves Ptolemy's army
      And the army picks up 2 CU
      And the army sails to Sidon
      And the army picks up Craterus
      Then Craterus commands the army in Sidon
      And the army is at sea
      And Ptolemy moves with the army
      And the army has 2 MP left

  @command-change-b
  Rule: at equal rank the owner may switch commanders

    @command-change-b.if.equal-rank @command-change-b.if.switched @command-change-c @command-change-c.in.by-switch
    Scenario: At equal rank the owner hands over the command
      Given Red's Antigonus is in Babylon
      And Red's Ptolemy is in Opis
      And Antigonus may move 4 spaces this segment
      And Ptolemy may move 2 spaces this segment
      When Red moves Antigonus's army
      And the army moves to Opis
      And the army picks up Ptolemy
      Then the pending decision is "command_choice" for Red
      When Red hands the command to Ptolemy
      Then the action's events are:
        | event |
        | {"type": "command_changed", "from": "Antigonus", "to": "Ptolemy", "how": "equal rank, switched", "movement_points": 2, "mp_spent": 1, "mp_left": 1} |
      And Ptolemy commands the army in Opis
      And Antigonus moves with the army
      And the army has 1 MP left

    @command-change-b.unless.switched
    Scenario: At equal rank the owner keeps his commander
      Given Red's Antigonus is in Babylon
      And Red's Ptolemy is in Opis
      And Antigonus may move 4 spaces this segment
      And Ptolemy may move 2 spaces this segment
      When Red moves Antigonus's army
      And the army moves to Opis
      And the army picks up Ptolemy
      And Red keeps Antigonus in command
      Then Antigonus commands the army in Opis
      And a "command_kept" event happened with commander Antigonus, general Ptolemy
      And Ptolemy moves with the army
      And the army has 3 MP left

    @command-change-b.unless.equal-rank
    Scenario: Collecting a general of lower rank offers no choice
      Given Red's Antigonus is in Babylon
      And Red's Seleucus is in Opis
      And Antigonus may move 4 spaces this segment
      And Seleucus may move 2 spaces this segment
      When Red moves Antigonus's army
      And the army moves to Opis
      And the army picks up Seleucus
      Then the pending decision is "movement" for Red
      And Antigonus commands the army in Opis
      And the army has 3 MP left

    @command-change-b.in.before-moving-on
    Scenario: The army does not move on before the owner has chosen
      Given Red's Antigonus is in Babylon
      And Red's Ptolemy is in Opis
      And Antigonus may move 4 spaces this segment
      And Ptolemy may move 2 spaces this segment
      When Red moves Antigonus's army
      And the army moves to Opis
      And the army picks up Ptolemy
      And Red tries to move the army to Arbela
      Then the action is refused citing rule command-change-b or by the contract as out-of-place
      And Antigonus commands the army in Opis
      And the pending decision is "command_choice" for Red

    @command-change-b.in.minor-general
    Scenario Outline: At equal rank with a minor general the owner may still switch: <commander> collects <general>
      Given Red's <commander> is in Babylon
      And Red's <general> is in Opis
      And <commander> may move 4 spaces this segment
      And <general> may move 2 spaces this segment
      When Red moves <commander>'s army
      And the army moves to Opis
      And the army picks up <general>
      Then the pending decision is "command_choice" for Red
      When Red hands the command to <general>
      Then <general> commands the army in Opis
      And <commander> moves with the army
      And the army has 1 MP left

      Examples:
        | commander | general  |
        | Antigonus | Docimus  |
        | Docimus   | Ptolemy  |

    @command-change-b.in.at-sea @command-change-c @command-change-c.in.at-sea @command-change-c.in.by-switch
    Scenario: A general of equal rank collected at sea may take command
      Given Red's Ptolemy is in Salamis
      And Red's Antigonus is in Sidon
      And Ptolemy may move 4 spaces this segment
      And Antigonus may move 3 spaces this segment
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army picks up Antigonus
      Then the pending decision is "command_choice" for Red
      When Red hands the command to Antigonus
      Then Antigonus commands the army in Sidon
      And the army is at sea
      And the army has 2 MP left

    @command-change-b.in.at-sea @command-change-b.unless.switched
    Scenario: At sea the owner keeps his commander beside a general whose MP are already spent
      Given Red's Ptolemy is in Salamis
      And Red's Antigonus is in Sidon
      And Ptolemy may move 4 spaces this segment
      And Antigonus may move 1 space this segment
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army picks up Antigonus
      Then the pending decision is "command_choice" for Red
      When Red keeps Ptolemy in command
      Then a "command_kept" event happened with commander Ptolemy, general Antigonus
      And Ptolemy commands the army in Sidon
      And Antigonus moves with the army
      And the army is at sea
      And the army has 3 MP left

  @command-change-c
  Rule: after a change the army moves with the new commander's MP

    @command-change-c.if.changed @command-change-c.in.larger-allowance @command-change-c.in.by-outranking
    @command-change-c.in.later-steps
    Scenario: A new commander with a larger allowance takes the army further
      Given Red's Seleucus is in Babylon
      And Red's Craterus is in Opis
      And Seleucus may move 2 spaces this segment
      And Craterus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army picks up Craterus
      Then the army has 3 MP left
      When the army moves to Arbela
      And the army moves to Nineveh
      And the army moves to Edessa
      Then Craterus commands the army in Edessa
      And the army has 0 MP left

    @command-change-c.unless.changed
    Scenario: Without a change of command the army keeps its commander's MP
      Given Red's Craterus is in Babylon
      And Red's Seleucus is in Opis
      And Craterus may move 2 spaces this segment
      And Seleucus may move 4 spaces this segment
      When Red moves Craterus's army
      And the army moves to Opis
      And the army picks up Seleucus
      Then the army has 1 MP left
      When the army moves to Arbela
      And the army moves to Nineveh
      Then the action is refused citing rule naval-e
      And Craterus commands the army in Arbela
      And the army has 0 MP left

    @command-change-c.in.smaller-allowance @command-change-c.in.later-steps
    Scenario: Past the new commander's MP the army may not move
      Given Red's Seleucus is in Babylon
      And Red's Craterus is in Opis
      And Seleucus may move 4 spaces this segment
      And Craterus may move 3 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army picks up Craterus
      And the army moves to Arbela
      And the army moves to Nineveh
      And the army moves to Edessa
      Then the action is refused citing rule command-change-c or rule naval-e
      And Craterus commands the army in Nineveh
      And the army has 0 MP left

    @command-change-c.in.at-sea
    Scenario: After a change at sea the army sails on with the new commander's MP
      Given Red's Ptolemy is in Salamis
      And Red's Craterus is in Sidon
      And Ptolemy may move 2 spaces this segment
      And Craterus may move 4 spaces this segment
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army picks up Craterus
      And the army sails to Tyre
      And the army sails to Salamis
      Then Craterus commands the army in Salamis
      And the army is at sea
      And the army has 1 MP left

  @command-change-d
  Rule: an army that has already moved the new commander's MP stops at once

    @command-change-d.if.gone-as-far
    Scenario: An army that has moved exactly the new commander's MP stops when he takes command
      Given the "reached" reading of erratum command-change-d-reached
      Given Red's Seleucus is in Babylon
      And Red's Craterus is in Arbela
      And Seleucus may move 4 spaces this segment
      And Craterus may move 2 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army moves to Arbela
      And the army picks up Craterus
      Then the army's movement is over: already moved as far as the new commander's MP
      And Craterus commands the army in Arbela
      And the pending decision is "segment" for Red
      And a "command_changed" event happened with from Seleucus, to Craterus, how outranks, movement_points 2, mp_spent 2, mp_left 0

    @command-change-d.in.beyond
    Scenario: An army that has moved more than the new commander's MP stops when he takes command
      Given Red's Seleucus is in Babylon
      And Red's Craterus is in Arbela
      And Seleucus may move 4 spaces this segment
      And Craterus may move 1 space this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army moves to Arbela
      And the army picks up Craterus
      Then the army's movement is over: already moved as far as the new commander's MP
      And Craterus is in Arbela
      And Seleucus is in Arbela

    @command-change-d.unless.gone-as-far
    Scenario: An army short of the new commander's MP goes on
      Given Red's Seleucus is in Babylon
      And Red's Craterus is in Arbela
      And Seleucus may move 4 spaces this segment
      And Craterus may move 3 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army moves to Arbela
      And the army picks up Craterus
      Then the army may keep moving
      And the army has 1 MP left

    @command-change-d.in.by-switch @command-change-b
    Scenario: An army that has moved the new commander's MP stops when its owner switches at equal rank
      Given the "reached" reading of erratum command-change-d-reached
      And Red's Antigonus is in Babylon
      And Red's Ptolemy is in Arbela
      And Antigonus may move 4 spaces this segment
      And Ptolemy may move 2 spaces this segment
      When Red moves Antigonus's army
      And the army moves to Opis
      And the army moves to Arbela
      And the army picks up Ptolemy
      And Red hands the command to Ptolemy
      Then the army's movement is over: already moved as far as the new commander's MP
      And Ptolemy commands the army in Arbela

    @command-change-d-reached @command-change-d.in.exceeded
    Scenario: Under the "exceeded" reading an army at exactly the new MP stays open with 0 MP
      Given the "exceeded" reading of erratum command-change-d-reached
      And Red's Seleucus is in Babylon
      And Red's Craterus is in Arbela
      And Seleucus may move 4 spaces this segment
      And Craterus may move 2 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army moves to Arbela
      And the army picks up Craterus
      Then the army may keep moving
      And the army has 0 MP left
      And moving to Nineveh is not a legal action

    @command-change-d-reached
    Scenario: Under the "exceeded" reading an army past the new MP still stops
      Given the "exceeded" reading of erratum command-change-d-reached
      And Red's Seleucus is in Babylon
      And Red's Craterus is in Arbela
      And Seleucus may move 4 spaces this segment
      And Craterus may move 1 space this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army moves to Arbela
      And the army picks up Craterus
      Then the army's movement is over

    @command-change-d-reached @command-change-d.in.reached
    Scenario: Under the "reached" reading an army at exactly the new MP stops
      Given the "reached" reading of erratum command-change-d-reached
      And Red's Seleucus is in Babylon
      And Red's Craterus is in Arbela
      And Seleucus may move 4 spaces this segment
      And Craterus may move 2 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army moves to Arbela
      And the army picks up Craterus
      Then the army's movement is over

    @command-change-d-reached @command-change-d.in.reached
    Scenario: A position that leaves the erratum out stops an army that has moved exactly the new commander's MP
      Given the default reading of erratum command-change-d-reached, left out of the position
      And Red's Seleucus is in Babylon
      And Red's Craterus is in Arbela
      And Seleucus may move 4 spaces this segment
      And Craterus may move 2 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army moves to Arbela
      And the army picks up Craterus
      Then the army's movement is over

  @example-seleucus-craterus
  Rule: Example: Seleucus picks up Craterus

    @command-change-a @command-change-c @example-seleucus-craterus.in.as-printed
    Scenario: Seleucus picks up Craterus, who takes command with one space left
      Given Red's Seleucus is in Babylon
      And Red's Craterus is in Opis
      And Red's movement roll this segment is 3
      And Seleucus may move 4 spaces this segment
      And Craterus may move 2 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      And the army picks up Craterus
      Then Craterus commands the army in Opis
      And the army has 1 MP left
      When the army moves to Arbela
      Then Craterus commands the army in Arbela
      And the army has 0 MP left
      When the army moves to Nineveh
      Then the action is refused citing rule command-change-c or rule naval-e
      And Craterus commands the army in Arbela
      And Seleucus is in Arbela
