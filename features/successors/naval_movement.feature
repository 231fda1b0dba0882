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

    @naval-a.if.sea-route @naval-a.in.army @naval-c @naval-c.if.none-made @naval-c.in.movement-segment
    @naval-c.in.no-fleet
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
      And Red has made 1 naval move this segment

    @naval-a.in.lone-general
    Scenario: A general may sail alone
      When Red moves Ptolemy's army
      And the army sails to Tyre
      And the army lands
      Then Ptolemy is in Tyre
      And the army has 3 MP left

    @naval-a.unless.sea-route
    Scenario: No sailing where no sea route runs
      Given Red's Seleucus is in Babylon
      And Seleucus may move 4 spaces this segment
      When Red moves Seleucus's army
      Then sailing to Opis is not a legal action
      When the army sails to Opis
      Then the action is refused citing rule naval-a
      And Seleucus commands the army in Babylon

    @naval-a.in.land-and-sea
    Scenario: Between two spaces joined by land and by sea the army may march or sail
      Given Red's Antigonus is in Pella
      And Antigonus may move 4 spaces this segment
      When Red moves Antigonus's army
      Then moving to Amphipolis is a legal action
      And sailing to Amphipolis is a legal action
      When the army sails to Amphipolis
      Then the army is at sea
      And the army has 3 MP left

    Scenario: A voyage to a space that is not on the map is malformed
      When Red moves Ptolemy's army
      And the army sails to Persepolis
      Then the action is refused by the contract as malformed-action
      And Ptolemy commands the army in Salamis
      And Red has made 0 naval moves this segment

  @naval-b @naval-l
  Rule: enemy fleets and Storm at Sea may send the voyage back to its embarkation port

    @naval-b.if.reaches-interruption @naval-b.in.storm-at-sea @naval-l.if.interrupted
    @naval-l.in.several-sea-steps @naval-l.in.whole-army
    Scenario: A Storm at Sea drives the army back to its embarkation port
      Given a Storm at Sea will drive the voyage back when it reaches Tyre
      And 3 Red CU are in Salamis
      And Red's Seleucus is in Salamis
      When Red moves Ptolemy's army
      And the army picks up 3 CU
      And the army picks up Seleucus
      And the army sails to Sidon
      And the army sails to Tyre
      Then Ptolemy is in Salamis
      And Seleucus is in Salamis
      And Salamis holds 3 Red CU
      And the army's movement is over: forced back to its embarkation port
      And the army is ashore
      And the embarkation port is Salamis
      And a "returned_to_embarkation_port" event happened with port Salamis, cause Storm at Sea

    @naval-b.in.enemy-fleet
    Scenario: An enemy fleet drives the army back to its embarkation port
      Given an enemy fleet will drive the voyage back when it reaches Sidon
      When Red moves Ptolemy's army
      And the army sails to Sidon
      Then Ptolemy is in Salamis
      And the army's movement is over: forced back to its embarkation port
      And a "returned_to_embarkation_port" event happened with port Salamis, cause enemy fleet

    @naval-b.unless.reaches-interruption @naval-l.unless.interrupted
    Scenario: A voyage that does not reach the space of the interruption goes on
      Given a Storm at Sea will drive the voyage back when it reaches Tyre
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army lands
      Then Ptolemy is in Sidon
      And the army may keep moving
      And no "returned_to_embarkation_port" event happened

    @naval-l.in.after-land-steps
    Scenario: An army that marched before sailing is driven back to the port it sailed from
      Given Red's Antigonus is in Pella
      And Antigonus may move 4 spaces this segment
      And a Storm at Sea will drive the voyage back when it reaches Abydos
      When Red moves Antigonus's army
      And the army moves to Amphipolis
      And the army sails to Abydos
      Then Antigonus is in Amphipolis
      And the embarkation port is Amphipolis
      And the army's movement is over: forced back to its embarkation port

  @naval-l
  Rule: the port a voyage starts from is its embarkation port

    Scenario: The port the voyage starts from is the embarkation port
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army sails to Tyre
      Then the embarkation port is Salamis

  @naval-c
  Rule: one naval move per Tyche segment with card OPs and one per Movement segment

    @naval-c.unless.none-made
    Scenario: A player who has made his naval move this segment may not sail again
      Given Red has already made a naval move this segment
      When Red moves Ptolemy's army
      Then sailing to Sidon is not a legal action
      When the army sails to Sidon
      Then the action is refused citing rule naval-c
      And Ptolemy commands the army in Salamis

    @naval-c.if.none-made @naval-c.in.movement-segment
    Scenario: The one naval move takes the army through several sea steps
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army sails to Tyre
      And the army lands
      Then Ptolemy is in Tyre
      And the army has 2 MP left
      And Red has made 1 naval move this segment

    @naval-c.in.second-army
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

    @naval-c.in.same-army-again
    Scenario: An army that has landed may not set sail again
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army lands
      And the army sails to Tyre
      Then the action is refused citing rule naval-c
      And Ptolemy commands the army in Sidon

    @naval-c.in.other-players
    Scenario: Another player's naval move does not use up this player's
      Given Blue has already made a naval move this segment
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army lands
      Then Ptolemy is in Sidon
      And Red has made 1 naval move this segment

    @naval-c.if.card-ops @naval-c.in.tyche-segment
    Scenario: A naval move in a Tyche segment with the card's OPs
      Given it is Red's Tyche segment
      And Red moves with the card's OPs
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army lands
      Then Ptolemy is in Sidon
      And Red has made 1 naval move this segment

    @naval-c.unless.card-ops
    Scenario: No naval move in a Tyche segment without the card's OPs
      Given it is Red's Tyche segment
      When Red moves Ptolemy's army
      And the army sails to Sidon
      Then the action is refused citing rule naval-c
      And Red has made 0 naval moves this segment

    @naval-c.in.tyche-segment @naval-c.unless.none-made
    Scenario: A player who has made his naval move in this Tyche segment may not sail again
      Given it is Red's Tyche segment
      And Red moves with the card's OPs
      And Red has already made a naval move this segment
      When Red moves Ptolemy's army
      Then sailing to Sidon is not a legal action
      When the army sails to Sidon
      Then the action is refused citing rule naval-c
      And Ptolemy commands the army in Salamis
      And Red has made 1 naval move this segment

    Scenario: No naval move in a Tyche segment the position does not say is with the card's OPs, tyche_ops left out
      Given it is Red's Tyche segment
      And the position leaves out the default "tyche_ops" of the situation
      When Red moves Ptolemy's army
      And the army sails to Sidon
      Then the action is refused citing rule naval-c
      And Red has made 0 naval moves this segment

  @naval-d
  Rule: at most 8 CU, with any number of generals and royal family

    @naval-d.if.at-most-8 @naval-d.in.generals-and-royals
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

    @naval-d.unless.at-most-8
    Scenario: Nine CU may not sail
      Given 9 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 9 CU
      Then sailing to Sidon is not a legal action
      When the army sails to Sidon
      Then the action is refused citing rule naval-d
      And Ptolemy commands the army in Salamis
      And the army has 9 CU
      And Red has made 0 naval moves this segment

    @naval-d.in.before-sailing
    Scenario: An army of nine CU leaves one in port and sails with eight
      Given 9 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 9 CU
      And the army drops off 1 CU
      And the army sails to Sidon
      And the army lands
      Then Sidon holds 8 Red CU
      And Salamis holds 1 Red CU

    @naval-d.in.after-landing
    Scenario: Once ashore the army collects CU beyond eight
      Given 8 Red CU are in Salamis
      And 2 Red CU are in Sidon
      When Red moves Ptolemy's army
      And the army picks up 8 CU
      And the army sails to Sidon
      And the army lands
      And the army picks up 2 CU
      Then the army has 10 CU
      And the army is ashore

    @naval-d-capacity-moment @naval-g @naval-d.in.throughout
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

    @naval-d-capacity-moment @naval-g @naval-d.in.throughout
    Scenario: Under the "throughout" reading the limit holds in a later port of the voyage too
      Given the "throughout" reading of erratum naval-d-capacity-moment
      And 7 Red CU are in Salamis
      And 2 Red CU are in Tyre
      When Red moves Ptolemy's army
      And the army picks up 7 CU
      And the army sails to Sidon
      And the army sails to Tyre
      And the army picks up 1 CU
      Then the army has 8 CU
      When the army picks up 1 CU
      Then the action is refused citing rule naval-d
      And the army has 8 CU
      And the army is at sea

    @naval-d-capacity-moment @naval-g @naval-d.in.at-embarkation
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
      When the army sails to Tyre
      And the army lands
      Then Ptolemy commands the army in Tyre
      And the army has 10 CU

    @naval-d-capacity-moment @naval-g
    Scenario: A position that leaves the erratum out limits the army at every moment at sea, so CU are collected up to 8 and no further
      Given the default reading of erratum naval-d-capacity-moment, left out of the position
      And 6 Red CU are in Salamis
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

    @naval-e.if.mp-left @naval-e.in.by-sea @naval-e.in.later-step
    Scenario: Two sea steps cost 2 MP
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army sails to Tyre
      Then the army has 2 MP left
      And the army is at sea

    @naval-e.unless.mp-left
    Scenario: No sea step without an MP left
      Given Ptolemy may move 1 space this segment
      When Red moves Ptolemy's army
      And the army sails to Sidon
      Then sailing to Tyre is not a legal action
      When the army sails to Tyre
      Then the action is refused citing rule naval-e
      And Ptolemy commands the army in Sidon
      And the army has 0 MP left

    @naval-e.in.by-land
    Scenario: A land step costs 1 MP
      Given Red's Seleucus is in Babylon
      And Seleucus may move 1 space this segment
      When Red moves Seleucus's army
      And the army moves to Opis
      Then the army has 0 MP left
      When the army moves to Arbela
      Then the action is refused citing rule naval-e
      And Seleucus commands the army in Opis

    @naval-e.in.not-next
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

    @naval-f.if.mediterranean @naval-f.unless.mediterranean @naval-f.in.first-step
    Scenario Outline: Ptolemy sails from Salamis to <to>, <cost> MP
      When Red moves Ptolemy's army
      And the army sails to <to>
      Then the army has <left> MP left
      And a "sailed" event happened with from Salamis, to <to>, cost <cost>

      Examples:
        | to         | cost | left |
        | Alexandria | 2    | 2    |
        | Sidon      | 1    | 3    |

    @naval-f.unless.two-mp-left
    Scenario: With 1 MP left the army may not cross the Mediterranean
      Given Ptolemy may move 1 space this segment
      When Red moves Ptolemy's army
      Then sailing to Alexandria is not a legal action
      When the army sails to Alexandria
      Then the action is refused citing rule naval-f
      And Ptolemy commands the army in Salamis
      And the army has 1 MP left

    @naval-f.if.two-mp-left
    Scenario: With 2 MP left the army crosses the Mediterranean
      Given Ptolemy may move 2 spaces this segment
      When Red moves Ptolemy's army
      And the army sails to Alexandria
      And the army lands
      Then Ptolemy is in Alexandria
      And the army has 0 MP left

    @naval-f.in.later-step
    Scenario: A crossing after a sea step takes the last 2 MP
      Given Ptolemy may move 3 spaces this segment
      When Red moves Ptolemy's army
      And the army sails to Rhodes
      And the army sails to Alexandria
      Then the army has 0 MP left
      And a "sailed" event happened with from Rhodes, to Alexandria, cost 2

    @naval-f.in.later-step
    Scenario: A crossing after a sea step is refused with 1 MP left
      Given Ptolemy may move 2 spaces this segment
      When Red moves Ptolemy's army
      And the army sails to Rhodes
      Then sailing to Alexandria is not a legal action
      When the army sails to Alexandria
      Then the action is refused citing rule naval-f
      And Ptolemy commands the army in Rhodes

  @naval-g
  Rule: collecting and leaving on the way as on land, collecting without landing

    @naval-g.in.cu-at-sea @naval-g.in.general-at-sea
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

    @naval-g.in.left-at-sea @naval-i @naval-i.unless.enemy-occupied
    Scenario: The army leaves CU and a general in an empty port on the way
      Given 4 Red CU are in Salamis
      And Red's Seleucus is in Salamis
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army picks up Seleucus
      And the army sails to Sidon
      And the army drops off 2 CU
      And the army drops off Seleucus
      And the army sails to Tyre
      And the army lands
      Then Sidon holds 2 Red CU
      And Tyre holds 2 Red CU
      And Seleucus is in Sidon
      And Seleucus does not move with the army
      And a "dropped_off" event happened with general Ptolemy, subordinate Seleucus, space Sidon

    @naval-g.in.lone-general
    Scenario: A general sailing alone collects CU without landing
      Given 3 Red CU are in Sidon
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army picks up 3 CU
      Then the army has 3 CU
      And the army is at sea
      When the army sails to Tyre
      And the army lands
      Then Tyre holds 3 Red CU

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

    @naval-g.in.all-left
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

    @naval-g-besieged-cu @naval-g.in.unbesieged-only
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

    @naval-g-besieged-cu @naval-g.in.any-cu
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

    @naval-g-besieged-cu
    Scenario: A position that leaves the erratum out lets the army collect its besieged CU too
      Given the default reading of erratum naval-g-besieged-cu, left out of the position
      And 1 Red CU is besieged in Sidon
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army picks up 1 CU
      Then the army has 1 CU
      And Sidon holds no besieged Red CU

    Scenario: CU stated in two groups in one space are collected together
      Given 3 Red CU are in Salamis
      And 2 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 5 CU
      Then the army has 5 CU
      And Salamis holds 5 Red CU
      And a "picked_up" event happened with general Ptolemy, cu 5, space Salamis, army_cu 5

    Scenario: No more CU are collected than stand in the space
      Given 4 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 5 CU
      Then the action is refused by the contract as malformed-action
      And the army has no CU
      And Salamis holds 4 Red CU

    Scenario: A pick-up of no CU is refused
      Given 4 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 0 CU
      Then the action is refused by the contract as malformed-action
      And the army has no CU

    Scenario: No more CU are left than the army carries
      Given 4 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Sidon
      And the army drops off 5 CU
      Then the action is refused by the contract as malformed-action
      And the army has 4 CU

    Scenario: A pick-up names one kind of piece
      Given 4 Red CU are in Salamis
      And Red's Seleucus is in Salamis
      When Red moves Ptolemy's army
      And Red takes the action {"type": "pick_up", "cu": 1, "general": "Seleucus"}
      Then the action is refused by the contract as malformed-action
      And the army has no CU
      And Seleucus does not move with the army

    Scenario: A pick-up names its general or member of the royal family by a single name
      Given Red's Seleucus is in Salamis
      And Red's Alexander IV is in Salamis
      When Red moves Ptolemy's army
      And Red takes the action {"type": "pick_up", "general": ["Seleucus"]}
      Then the action is refused by the contract as malformed-action
      When Red takes the action {"type": "pick_up", "royal": ["Alexander IV"]}
      Then the action is refused by the contract as malformed-action
      And Seleucus does not move with the army
      And Alexander IV does not move with the army

    Scenario: The army is offered to collect what waits in its space, not its own commander
      Given Red's Seleucus is in Salamis
      And 1 Red CU is in Salamis
      When Red moves Ptolemy's army
      Then the legal actions are:
        | action |
        | {"type": "sail", "to": "Alexandria"} |
        | {"type": "sail", "to": "Rhodes"} |
        | {"type": "sail", "to": "Sidon"} |
        | {"type": "sail", "to": "Tarsus"} |
        | {"type": "sail", "to": "Tyre"} |
        | {"type": "pick_up", "cu": 1} |
        | {"type": "pick_up", "general": "Seleucus"} |
        | {"type": "end_movement"} |

    Scenario: A general already moving with the army is not collected again
      Given Red's Seleucus is in Salamis
      When Red moves Ptolemy's army
      And the army picks up Seleucus
      Then a "picked_up" event happened with general Ptolemy, subordinate Seleucus, space Salamis
      When the army picks up Seleucus
      Then the action is refused by the contract as malformed-action
      When the army picks up Ptolemy
      Then the action is refused by the contract as malformed-action
      And Ptolemy commands the army in Salamis
      And Seleucus moves with the army

    Scenario: A general in another space is not collected
      Given Red's Seleucus is in Sidon
      When Red moves Ptolemy's army
      And the army picks up Seleucus
      Then the action is refused by the contract as out-of-place
      And Seleucus is in Sidon
      And Seleucus does not move with the army

    Scenario: Another faction's general is not collected
      Given Blue's Seleucus is in Salamis
      When Red moves Ptolemy's army
      And the army picks up Seleucus
      Then the action is refused by the contract as out-of-place
      And Seleucus does not move with the army

    Scenario: Only a general moving under the commander is left behind
      Given Red's Seleucus is in Salamis
      When Red moves Ptolemy's army
      And the army drops off Seleucus
      Then the action is refused by the contract as out-of-place
      When the army drops off Ptolemy
      Then the action is refused by the contract as out-of-place
      And Ptolemy commands the army in Salamis

    Scenario: A member of the royal family in another space is not collected
      Given Red's Alexander IV is in Sidon
      When Red moves Ptolemy's army
      And the army picks up Alexander IV
      Then the action is refused by the contract as out-of-place
      And Alexander IV does not move with the army

    Scenario: Another faction's member of the royal family is not collected
      Given Blue's Alexander IV is in Salamis
      When Red moves Ptolemy's army
      And the army picks up Alexander IV
      Then the action is refused by the contract as out-of-place
      And Alexander IV does not move with the army

    Scenario: A member of the royal family is collected once
      Given Red's Alexander IV is in Salamis
      When Red moves Ptolemy's army
      And the army picks up Alexander IV
      And the army picks up Alexander IV
      Then the action is refused by the contract as malformed-action
      And Alexander IV moves with the army

    Scenario: A member of the royal family collected in port may be left there again
      Given Red's Alexander IV is in Salamis
      When Red moves Ptolemy's army
      And the army picks up Alexander IV
      And the army drops off Alexander IV
      Then Alexander IV does not move with the army
      And a "dropped_off" event happened with general Ptolemy, royal Alexander IV, space Salamis

    Scenario: A member of the royal family not with the army is not left behind
      Given Red's Alexander IV is in Salamis
      When Red moves Ptolemy's army
      And the army drops off Alexander IV
      Then the action is refused by the contract as out-of-place
      And Alexander IV is in Salamis

  @naval-h
  Rule: a sea mover need not stop in spaces with enemy troops

    @naval-h.if.by-sea @naval-h.in.enemy-cu
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

    @naval-h.unless.by-sea @passage-a
    Scenario: An army marching into Tyre held by Blue CU is stopped by them
      Given Red's Seleucus is in Sidon
      And 4 Red CU are in Sidon
      And Seleucus may move 4 spaces this segment
      And 3 Blue CU are in Tyre
      When Red moves Seleucus's army
      And the army picks up 4 CU
      And the army moves to Tyre
      Then the pending decision is "contact" for Red

    @naval-h.in.enemy-army
    Scenario: The army sails on through a port where an enemy army stands
      Given 4 Red CU are in Salamis
      And Blue's Perdiccas is in Tyre
      And 3 Blue CU are in Tyre
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      Then the army may keep moving
      When the army sails to Sidon
      Then Ptolemy commands the army in Sidon
      And Perdiccas is in Tyre

  @naval-i
  Rule: no CU left behind in an enemy-occupied space

    @naval-i.if.enemy-occupied
    Scenario: The army may not leave CU in Tyre held by Blue CU
      Given 4 Red CU are in Salamis
      And 3 Blue CU are in Tyre
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      Then "drop_off" is not a legal action
      When the army drops off 2 CU
      Then the action is refused citing rule naval-i
      And the army has 4 CU

    @naval-i.if.enemy-occupied
    Scenario: The army may not leave CU in Tyre held by Blue CU when it reaches Tyre by a second sea step
      Given 4 Red CU are in Salamis
      And 3 Blue CU are in Tyre
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Sidon
      And the army sails to Tyre
      And the army drops off 2 CU
      Then the action is refused citing rule naval-i
      And the army has 4 CU
      And Ptolemy commands the army in Tyre

    @naval-i.in.general-left
    Scenario: The army may leave a general in Tyre held by Blue CU
      Given 4 Red CU are in Salamis
      And Red's Seleucus is in Salamis
      And 3 Blue CU are in Tyre
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army picks up Seleucus
      And the army sails to Tyre
      And the army drops off Seleucus
      Then Seleucus is in Tyre
      And Seleucus does not move with the army
      And the army has 4 CU

    @naval-i.unless.enemy-occupied
    Scenario: The army may leave CU in Tyre where only Red CU stand
      Given 4 Red CU are in Salamis
      And 3 Red CU are in Tyre
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      And the army drops off 2 CU
      Then the army has 2 CU
      When the army sails to Sidon
      Then Tyre holds 5 Red CU
      And Ptolemy commands the army in Sidon
      And the army is at sea

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

    @naval-j.unless.land-before
    Scenario: By sea, then overland
      Given Red's Antigonus is in Pella
      And 3 Red CU are in Pella
      And Antigonus may move 4 spaces this segment
      When Red moves Antigonus's army
      And the army picks up 3 CU
      And the army sails to Amphipolis
      And the army lands
      And the army moves to Lysimachia
      Then Antigonus commands the army in Lysimachia
      And the army has 2 MP left

    @naval-j.if.land-before @naval-j.in.movement-segment
    Scenario: Overland, by sea and overland again is refused
      Given Red's Antigonus is in Pella
      And 3 Red CU are in Pella
      And Antigonus may move 4 spaces this segment
      When Red moves Antigonus's army
      And the army picks up 3 CU
      And the army moves to Amphipolis
      And the army sails to Abydos
      And the army lands
      Then moving to Sardis is not a legal action
      When the army moves to Sardis
      Then the action is refused citing rule naval-j
      And Antigonus commands the army in Abydos
      And the army has 2 MP left

    @naval-j.in.lone-general
    Scenario: A general alone may not go overland, by sea and overland again either
      Given Red's Antigonus is in Pella
      And Antigonus may move 4 spaces this segment
      When Red moves Antigonus's army
      And the army moves to Amphipolis
      And the army sails to Abydos
      And the army lands
      And the army moves to Sardis
      Then the action is refused citing rule naval-j
      And Antigonus commands the army in Abydos

    @naval-j-segment @naval-j.in.every-segment
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

    @naval-j-segment @naval-j.in.every-segment
    Scenario: A position that leaves the erratum out bans land, sea and land again in a Tyche segment too
      Given the default reading of erratum naval-j-segment, left out of the position
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

    @naval-j-segment @naval-j.in.movement-segment-only
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

    @naval-k.unless.sea-part-ended @naval-k.in.passing-port
    Scenario: No engagement nor overrun while the army is still at sea
      Given 4 Red CU are in Salamis
      And 1 Blue CU is in Tyre
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      Then "engage" is not a legal action
      When Red engages the Blue CU
      Then the action is refused citing rule naval-k or by the contract as out-of-place
      When the referee rules an overrun
      Then the action is refused citing rule naval-k or by the contract as wrong-player
      And the army is at sea
      And no "overrun" event happened

    @naval-k.if.sea-part-ended @naval-k.in.landing-port @passage-a
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
      Then a "overrun" event happened with by Red, faction Blue, space Tyre
      And the army may keep moving

  @naval-m
  Rule: a naval move can be intercepted only at its debarkation port

    @naval-m.unless.landed @naval-m.in.passing-port
    Scenario: No interception of an army passing a port at sea
      Given 4 Red CU are in Salamis
      And Blue's Perdiccas is in Gaza
      And 4 Blue CU are in Gaza
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Tyre
      Then the pending decision is "movement" for Red
      When Blue intercepts with Perdiccas and 4 CU
      Then the action is refused citing rule naval-m or by the contract as wrong-player
      And Perdiccas is in Gaza

    @naval-m.if.landed @naval-m.in.debarkation-port @intercept-a @intercept-a.in.landing @intercept-f @intercept-f.unless.forced-return
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

    @naval-n.if.at-sea @naval-n.in.ending-movement
    Scenario: The army may not end its movement at sea
      Given 4 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Sidon
      Then "end_movement" is not a legal action
      When the army ends its movement
      Then the action is refused citing rule naval-n
      And the army is at sea

    @naval-n.in.land-step @naval-n.in.lone-general
    Scenario: The army may not march overland before landing
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army moves to Tyre
      Then the action is refused citing rule naval-n
      And Ptolemy commands the army in Sidon

    @naval-n.in.lone-general @naval-n.in.ending-movement
    Scenario: A general sailing alone may not end his movement at sea
      When Red moves Ptolemy's army
      And the army sails to Sidon
      And the army ends its movement
      Then the action is refused citing rule naval-n
      And the army is at sea
      And Ptolemy commands the army in Sidon

    Scenario: An army ashore has no sea move to end
      When Red moves Ptolemy's army
      And the army lands
      Then the action is refused by the contract as out-of-place
      And the army is ashore
      And Red has made 0 naval moves this segment

    @naval-n.unless.at-sea
    Scenario: Landing ends the sea move where the army is
      Given 4 Red CU are in Salamis
      When Red moves Ptolemy's army
      And the army picks up 4 CU
      And the army sails to Sidon
      And the army lands
      And the army ends its movement
      Then Ptolemy is in Sidon
      And Sidon holds 4 Red CU
      And the army's movement is over: ended by its player
