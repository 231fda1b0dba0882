@successors
Feature: Naval movement
  Armies and generals may move along sea routes: one naval move per
  segment, at most 8 CU, 1 MP a step (2 across the Mediterranean), landing
  where the voyage ends. At sea the army neither stops for enemy troops nor
  can be intercepted; it lands at its debarkation port, and interruptions
  (enemy fleets, Storm at Sea: outside the excerpt, given by the position)
  send it back to its embarkation port.

  Background:
    Given Successors on the partial map
    And it is Red's Movement segment
    And Red's Ptolemy is in Salamis
    And Ptolemy may move 4 spaces this segment

  @naval-a
  Rule: armies and generals may move by sea routes

    Scenario: Ptolemy's army sails from Salamis to Sidon and lands
      Given 4 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      Then sailing to Sidon is a legal action
      And moving to Sidon is not a legal action
      When the army sails to Sidon
      And the army lands
      Then Ptolemy commands the army in Sidon
      And Sidon holds 4 Red CU
      And the army is ashore
      And the army has 3 MP left

    Scenario: A general may sail alone
      When Red moves Ptolemy's army
      And the army sails to Tyre
      And the army lands
      Then Ptolemy is in Tyre

    Scenario: A voyage to a space that is not on the map is malformed
      When Red moves Ptolemy's army
      And the army sails to Persepolis
      Then the action is refused by the contract as malformed-action
      And Ptolemy commands the army in Salamis
      And Red has made 0 naval moves this segment

    Scenario: No sailing where no sea route runs
      Given Red's Seleucus is in Babylon
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army sails to Opis
      Then the action is refused citing rule naval-a
      And Seleucus commands the army in Babylon

  @naval-b @naval-l
  Rule: enemy fleets and Storm at Sea may send the voyage back to its embarkation port

    Scenario: A Storm at Sea drives the army back to its embarkation port
      Given a Storm at Sea will drive the voyage back when it reaches Tyre
      And 3 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 3 CU
      And the army sails to Sidon
      And the army sails to Tyre
      Then Ptolemy is in Salamis
      And Salamis holds 3 Red CU
      And the army's movement is over: forced back to its embarkation port
      And the army is ashore
      And the embarkation port is Salamis
      And a "returned_to_embarkation_port" event happened with port Salamis, cause Storm at Sea

    Scenario: An enemy fleet drives the army back to its embarkation port
      Given an enemy fleet will drive the voyage back when it reaches Sidon
      When Red moves Ptolemy's army
      And the army sails to Sidon
      Then Ptolemy is in Salamis
      And the army's movement is over

  @naval-c
  Rule: one naval move per Tyche segment with card OPs and one per Movement segment

    Scenario: A player who has made his naval move this segment may not sail again
      Given Red has already made a naval move this segment
      When Red moves Ptolemy's army
      And the army sails to Sidon
      Then the action is refused citing rule naval-c
      And Ptolemy commands the army in Salamis

    Scenario: A second army of the same player may not sail in the same segment
      Given Red's Seleucus is in Pella
      And Seleucus may move 4 spaces this segment
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army lands
      And the army ends its movement
      And Red moves Seleucus's army
      And the army sails to Amphipolis
      Then the action is refused citing rule naval-c
      And Seleucus commands the army in Pella
      And Red has made 1 naval move this segment

    Scenario: An army that has landed may not set sail again
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army lands
      And the army sails to Tyre
      Then the action is refused citing rule naval-c
      And Ptolemy commands the army in Sidon

    Scenario: A naval move in a Tyche segment with the card's OPs
      Given it is Red's Tyche segment
      And Red moves with the card's OPs
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army lands
      Then Ptolemy is in Sidon
      And Red has made 1 naval move this segment

    Scenario: No naval move in a Tyche segment without the card's OPs
      Given it is Red's Tyche segment
      When Red moves Ptolemy's army
      And the army sails to Sidon
      Then the action is refused citing rule naval-c
      And Red has made 0 naval moves this segment

    Scenario: No naval move in a Tyche segment the position does not say is with the card's OPs, tyche_ops left out
      Given it is Red's Tyche segment
      And the position leaves out the default "tyche_ops" of the situation
      When Red moves Ptolemy's army
      And the army sails to Sidon
      Then the action is refused citing rule naval-c
      And Red has made 0 naval moves this segment

  @naval-d
  Rule: at most 8 CU, with any number of generals and royal family

    Scenario: Eight CU sail with three generals and two members of the royal family
      Given 8 Red CU are in Salamis
      And Red's Seleucus is in Salamis
      And Red's Eumenes is in Salamis
      And Red's Alexander IV is in Salamis
      And Red's Philip III is in Salamis
      When Red moves Ptolemy's army
      And the army picks up 8 CU
      And the army picks up Seleucus
      And the army picks up Eumenes
      And the army picks up Alexander IV
      And the army picks up Philip III
      And the army sails to Sidon
      And the army lands
      Then Sidon holds 8 Red CU
      And Seleucus is in Sidon
      And Eumenes is in Sidon
      And Alexander IV is in Sidon
      And Philip III is in Sidon

    Scenario: Nine CU may not sail
      Given 9 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 9 CU
      And the army sails to Sidon
      Then the action is refused citing rule naval-d
      And Ptolemy commands the army in Salamis
      And the army has 9 CU
      And Red has made 0 naval moves this segment

    @naval-d-capacity-moment @naval-g
    Scenario: Under the "throughout" reading no CU are collected at sea beyond 8
      Given the "throughout" reading of erratum naval-d-capacity-moment
      And 8 Red CU are in Salamis
      And 2 Red CU are in Sidon
      When Red moves Ptolemy's army
      And the army picks up 8 CU
      And the army sails to Sidon
      And the army picks up 1 CU
      Then the action is refused citing rule naval-d
      And the army has 8 CU
      And the army is at sea

    @naval-d-capacity-moment @naval-g
    Scenario: Under the "at-embarkation" reading CU collected at sea may pass 8
      Given the "at-embarkation" reading of erratum naval-d-capacity-moment
      And 8 Red CU are in Salamis
      And 2 Red CU are in Sidon
      When Red moves Ptolemy's army
      And the army picks up 8 CU
      And the army sails to Sidon
      And the army picks up 2 CU
      Then the army has 10 CU
      And the army is at sea

    @naval-d-capacity-moment @naval-g
    Scenario: Under the default reading CU are collected at sea up to 8 and no further
      Given 6 Red CU are in Salamis
      And 3 Red CU are in Sidon
      When Red moves Ptolemy's army
      And the army picks up 6 CU
      And the army sails to Sidon
      And the army picks up 2 CU
      Then the army has 8 CU
      When the army picks up 1 CU
      Then the action is refused citing rule naval-d
      And the army has 8 CU
      And Sidon holds 9 Red CU

  @naval-e
  Rule: each step costs 1 MP, by sea as by land

    Scenario: The moving army's decision takes no other kind of action
      When Red moves Ptolemy's army
      And Red ends the segment
      Then the action is refused by the contract as out-of-place
      And the pending decision is "movement" for Red
      And Ptolemy commands the army in Salamis

    Scenario: Two sea steps cost 2 MP
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army sails to Tyre
      Then the army has 2 MP left
      And the army is at sea

    Scenario: No sea step without an MP left
      Given Ptolemy may move 1 space this segment
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army sails to Tyre
      Then the action is refused citing rule naval-e
      And Ptolemy commands the army in Sidon
      And the army has 0 MP left

    Scenario: A land step costs 1 MP
      Given Red's Seleucus is in Babylon
      And Seleucus may move 1 space this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      Then the army has 0 MP left
      When the army moves to Arbela
      Then the action is refused citing rule naval-e
      And Seleucus commands the army in Opis

    Scenario: Crossing a strait is a land step of 1 MP
      Given Red's Seleucus is in Lysimachia
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      Then moving to Abydos is a legal action
      And sailing to Abydos is not a legal action
      When the army moves to Abydos
      Then Seleucus commands the army in Abydos
      And the army has 3 MP left
      And a "moved" event happened with general Seleucus, from Lysimachia, to Abydos, by land, cost 1, mp_left 3

    Scenario: A land step goes only to a space next by land
      Given Red's Seleucus is in Babylon
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Arbela
      Then the action is refused citing rule naval-e
      And Seleucus commands the army in Babylon
      And the army has 4 MP left

    Scenario: A land step to a space that is not on the map is malformed
      Given Red's Seleucus is in Babylon
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      And the army moves to Persepolis
      Then the action is refused by the contract as malformed-action
      And Seleucus commands the army in Babylon

  @naval-f
  Rule: crossing the Mediterranean costs 2 MP

    Scenario: Salamis to Alexandria across the Mediterranean costs 2 MP
      When Red moves Ptolemy's army
      And the army sails to Alexandria
      Then the army has 2 MP left

    Scenario: With 1 MP left the army may not cross the Mediterranean
      Given Ptolemy may move 1 space this segment
      When Red moves Ptolemy's army
      And the army sails to Alexandria
      Then the action is refused citing rule naval-f
      And Ptolemy commands the army in Salamis
      And the army has 1 MP left

  @naval-g
  Rule: collecting and leaving on the way as on land, collecting without landing

    Scenario: The army collects CU and a general at sea without landing
      Given 4 Red CU are in Salamis
      And 2 Red CU are in Sidon
      And Red's Seleucus is in Sidon
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Sidon
      And the army picks up 2 CU
      And the army picks up Seleucus
      Then the army has 6 CU
      And Seleucus moves with the army
      And the army is at sea
      And the army may keep moving

    Scenario: The army leaves CU in an empty port on the way
      Given 4 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Sidon
      And the army drops off 2 CU
      And the army sails to Tyre
      And the army lands
      Then Sidon holds 2 Red CU
      And Tyre holds 2 Red CU

    Scenario: One CU at a time is collected and left on the way
      Given 4 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 1 CU
      And the army picks up 3 CU
      And the army sails to Sidon
      And the army drops off 1 CU
      And the army sails to Tyre
      And the army lands
      Then Sidon holds 1 Red CU
      And Tyre holds 3 Red CU
      And Salamis holds no Red CU

    Scenario: The army leaves all its CU on the way and the general sails on alone
      Given 4 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Sidon
      And the army drops off 4 CU
      Then the army has no CU
      And Sidon holds 4 Red CU
      When the army sails to Tyre
      And the army lands
      Then Ptolemy is in Tyre
      And Tyre holds no Red CU

    Scenario: A general and a member of the royal family are left on the way
      Given Red's Seleucus is in Salamis
      And Red's Alexander IV is in Salamis
      When Red moves Ptolemy's army
      And the army picks up Seleucus
      And the army picks up Alexander IV
      And the army sails to Sidon
      And the army drops off Seleucus
      And the army drops off Alexander IV
      And the army sails to Tyre
      Then Seleucus is in Sidon
      And Alexander IV is in Sidon
      And Seleucus does not move with the army
      And Alexander IV does not move with the army
      And a "dropped_off" event happened with general Ptolemy, subordinate Seleucus, space Sidon
      And a "dropped_off" event happened with general Ptolemy, royal Alexander IV, space Sidon

    Scenario: No more CU are collected than stand in the space
      Given 4 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 5 CU
      Then the action is refused citing rule naval-g
      And the army has no CU
      And Salamis holds 4 Red CU

    Scenario: A pick-up of no CU is refused
      Given 4 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 0 CU
      Then the action is refused citing rule naval-g
      And the army has no CU

    Scenario: No more CU are left than the army carries
      Given 4 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Sidon
      And the army drops off 5 CU
      Then the action is refused citing rule naval-g
      And the army has 4 CU

    Scenario: A pick-up names one kind of piece
      Given 4 Red CU are in Salamis
      And Red's Seleucus is in Salamis
      When Red moves Ptolemy's army
      And Red takes the action {"type": "pick_up", "cu": 1, "general": "Seleucus"}
      Then the action is refused citing rule naval-g
      And the army has no CU
      And Seleucus does not move with the army

    Scenario: A general already moving with the army is not collected again
      Given Red's Seleucus is in Salamis
      When Red moves Ptolemy's army
      And the army picks up Seleucus
      Then a "picked_up" event happened with general Ptolemy, subordinate Seleucus, space Salamis
      When the army picks up Seleucus
      Then the action is refused citing rule naval-g
      When the army picks up Ptolemy
      Then the action is refused citing rule naval-g
      And Ptolemy commands the army in Salamis
      And Seleucus moves with the army

    @naval-g-besieged-cu
    Scenario: Under the "unbesieged-only" reading the army leaves its besieged CU in the space
      Given the "unbesieged-only" reading of erratum naval-g-besieged-cu
      And 2 Red CU are in Salamis
      And 3 Red CU are besieged in Salamis
      And 4 Blue CU are in Salamis
      When Red moves Ptolemy's army
      Then "pick_up" is a legal action
      And picking up 3 CU is not a legal action
      When the army picks up 3 CU
      Then the action is refused citing rule naval-g
      When the army picks up 2 CU
      Then the army has 2 CU
      And Salamis holds 3 besieged Red CU

    @naval-g-besieged-cu
    Scenario: Under the "any-cu" reading the army collects its besieged CU after the others
      Given the "any-cu" reading of erratum naval-g-besieged-cu
      And 2 Red CU are in Salamis
      And 3 Red CU are besieged in Salamis
      And 4 Blue CU are in Salamis
      When Red moves Ptolemy's army
      Then picking up 5 CU is a legal action
      And picking up 6 CU is not a legal action
      When the army picks up 3 CU
      Then the army has 3 CU
      And Salamis holds 2 besieged Red CU
      And Salamis holds 5 Red CU
      When the army picks up 2 CU
      Then the army has 5 CU
      And Salamis holds no besieged Red CU

    Scenario: CU stated in two groups in one space are collected together
      Given 3 Red CU are in Salamis
      And 2 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 5 CU
      Then the army has 5 CU
      And Salamis holds 5 Red CU
      And a "picked_up" event happened with general Ptolemy, cu 5, space Salamis, army_cu 5

    Scenario: A general in another space is not collected
      Given Red's Seleucus is in Sidon
      When Red moves Ptolemy's army
      And the army picks up Seleucus
      Then the action is refused citing rule naval-g
      And Seleucus is in Sidon
      And Seleucus does not move with the army

    Scenario: Another faction's general is not collected
      Given Blue's Seleucus is in Salamis
      When Red moves Ptolemy's army
      And the army picks up Seleucus
      Then the action is refused citing rule naval-g
      And Seleucus does not move with the army

    Scenario: Only a general moving under the commander is left behind
      Given Red's Seleucus is in Salamis
      When Red moves Ptolemy's army
      And the army drops off Seleucus
      Then the action is refused citing rule naval-g
      When the army drops off Ptolemy
      Then the action is refused citing rule naval-g
      And Ptolemy commands the army in Salamis

    Scenario: A member of the royal family in another space is not collected
      Given Red's Alexander IV is in Sidon
      When Red moves Ptolemy's army
      And the army picks up Alexander IV
      Then the action is refused citing rule naval-g
      And Alexander IV does not move with the army

    Scenario: Another faction's member of the royal family is not collected
      Given Blue's Alexander IV is in Salamis
      When Red moves Ptolemy's army
      And the army picks up Alexander IV
      Then the action is refused citing rule naval-g
      And Alexander IV does not move with the army

    Scenario: A member of the royal family is collected once
      Given Red's Alexander IV is in Salamis
      When Red moves Ptolemy's army
      And the army picks up Alexander IV
      And the army picks up Alexander IV
      Then the action is refused citing rule naval-g
      And Alexander IV moves with the army

    Scenario: A member of the royal family not with the army is not left behind
      Given Red's Alexander IV is in Salamis
      When Red moves Ptolemy's army
      And the army drops off Alexander IV
      Then the action is refused citing rule naval-g
      And Alexander IV is in Salamis

  @naval-h
  Rule: a sea mover need not stop in spaces with enemy troops

    Scenario: The army sails on through Tyre held by Blue CU
      Given 4 Red CU are in Salamis
      And 3 Blue CU are in Tyre
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      Then the army may keep moving
      When the army sails to Sidon
      And the army lands
      Then Ptolemy is in Sidon
      And Tyre holds 3 Blue CU
      And no battle is due

  @naval-i
  Rule: no CU left behind in an enemy-occupied space

    Scenario: The army may not leave CU in Tyre held by Blue CU
      Given 4 Red CU are in Salamis
      And 3 Blue CU are in Tyre
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      And the army drops off 2 CU
      Then the action is refused citing rule naval-i
      And the army has 4 CU

  @naval-j
  Rule: land movement before or after the sea move, not both

    Scenario: Overland, then by sea
      Given Red's Antigonus is in Pella
      And Antigonus may move 4 spaces this segment
      When Red moves Antigonus's army
      And the army moves to Amphipolis
      And the army sails to Abydos
      And the army lands
      Then Antigonus is in Abydos
      And the army has 2 MP left

    Scenario: By sea, then overland
      Given Red's Antigonus is in Pella
      And Antigonus may move 4 spaces this segment
      When Red moves Antigonus's army
      And the army sails to Amphipolis
      And the army lands
      And the army moves to Lysimachia
      Then Antigonus is in Lysimachia
      And the army has 2 MP left

    Scenario: Overland, by sea and overland again is refused
      Given Red's Antigonus is in Pella
      And Antigonus may move 4 spaces this segment
      When Red moves Antigonus's army
      And the army moves to Amphipolis
      And the army sails to Abydos
      And the army lands
      And the army moves to Sardis
      Then the action is refused citing rule naval-j
      And Antigonus commands the army in Abydos
      And the army has 2 MP left

    @naval-j-segment
    Scenario: Under the "every-segment" reading land, sea and land again is refused in a Tyche segment
      Given the "every-segment" reading of erratum naval-j-segment
      And it is Red's Tyche segment
      And Red moves with the card's OPs
      And Red's Antigonus is in Pella
      And Antigonus may move 4 spaces this segment
      When Red moves Antigonus's army
      And the army moves to Amphipolis
      And the army sails to Abydos
      And the army lands
      And the army moves to Sardis
      Then the action is refused citing rule naval-j
      And Antigonus commands the army in Abydos

    @naval-j-segment
    Scenario: Under the "movement-segment-only" reading land, sea and land again is allowed in a Tyche segment
      Given the "movement-segment-only" reading of erratum naval-j-segment
      And it is Red's Tyche segment
      And Red moves with the card's OPs
      And Red's Antigonus is in Pella
      And Antigonus may move 4 spaces this segment
      When Red moves Antigonus's army
      And the army moves to Amphipolis
      And the army sails to Abydos
      And the army lands
      And the army moves to Sardis
      Then Antigonus is in Sardis
      And the army has 1 MP left

    @naval-j-segment
    Scenario: Under the "movement-segment-only" reading the ban still holds in the Movement segment
      Given the "movement-segment-only" reading of erratum naval-j-segment
      And Red's Antigonus is in Pella
      And Antigonus may move 4 spaces this segment
      When Red moves Antigonus's army
      And the army moves to Amphipolis
      And the army sails to Abydos
      And the army lands
      And the army moves to Sardis
      Then the action is refused citing rule naval-j

  @naval-k
  Rule: an overrun by sea only where the sea part of the move ends

    Scenario: No overrun while the army is still at sea
      Given 4 Red CU are in Salamis
      And 1 Blue CU is in Tyre
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      And the referee rules an overrun
      Then the action is refused citing rule naval-k
      And the army is at sea
      And no "overrun" event happened

    Scenario: An overrun where the army lands
      Given 4 Red CU are in Salamis
      And 1 Blue CU is in Tyre
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      And the army lands
      Then the pending decision is "contact" for Red
      When Red engages the Blue CU
      And the referee rules an overrun
      Then a "overrun" event happened
      And the army may keep moving

  @naval-l
  Rule: the embarkation port is recorded

    Scenario: The port the voyage starts from is the embarkation port
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army sails to Tyre
      Then the embarkation port is Salamis

  @naval-m
  Rule: a naval move can be intercepted only at its debarkation port

    Scenario: No interception of an army passing a port at sea
      Given 4 Red CU are in Salamis
      And Blue's Perdiccas is in Gaza
      And 4 Blue CU are in Gaza
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      Then the pending decision is "movement" for Red
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule naval-m
      And Perdiccas is in Gaza

    Scenario: The army may be intercepted where it lands
      Given 4 Red CU are in Salamis
      And Blue's Perdiccas is in Gaza
      And 4 Blue CU are in Gaza
      And the dice will roll 5
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      And the army lands
      Then the debarkation port is Tyre
      And the pending decision is "interception" for Blue
      When Blue intercepts with Perdiccas and 4 CU
      Then the interception succeeds
      And Perdiccas is in Tyre

  @naval-n
  Rule: a naval move must end on land

    Scenario: The army may not end its movement at sea
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army ends its movement
      Then the action is refused citing rule naval-n
      And the army is at sea

    Scenario: The army may not march overland before landing
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army moves to Tyre
      Then the action is refused citing rule naval-n
      And Ptolemy commands the army in Sidon

    Scenario: An army ashore has no sea move to end
      When Red moves Ptolemy's army
      And the army lands
      Then the action is refused citing rule naval-n
      And the army is ashore
      And Red has made 0 naval moves this segment

    Scenario: Landing ends the sea move where the army is
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army lands
      And the army ends its movement
      Then Ptolemy is in Sidon
      And the army's movement is over: ended by its player
