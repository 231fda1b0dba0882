@hellenes
Feature: 5.2.2 Hazardous borders and 5.2.3 ship damage
  A fleet crossing a hazardous border gets a die on it; after all actions
  the opponent rolls for a storm on each, by season, then for each fleet
  that crossed a stormy border: 1-3 tempest, 4-6 heavy seas.

  @5.2.2-a
  Rule: 5.2.2 a die marks each hazardous border a fleet crosses

    @5.2.2-a.if.hazardous
    Scenario: Crossing from the Saronic Gulf into the Aegean marks the border
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      Then a die marks the border between Saronic Gulf and Aegean Sea
      And the pending decision is "movement" for Athens
      And no "storm_roll" event happened

    @5.2.2-a.unless.hazardous
    Scenario: An ordinary sea border marks nothing and needs no roll
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens ends the action
      Then no hazardous border is marked
      And 0 storm rolls were made
      And Athenian fleet has strength 3

    @5.2.2-a.in.one-border-two-fleets
    Scenario: Two fleets crossing the same border share one die
      Given Hellenes in Summer on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And Paralos is in Athens
      And the dice will roll 4
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens moves Paralos to Saronic Gulf
      And Athens moves Paralos to Aegean Sea
      And Athens ends the action
      Then 1 storm roll was made
      And no storm struck the border between Saronic Gulf and Aegean Sea

    @5.2.2-a.in.carrying
    Scenario: A fleet carrying a block marks the hazardous border it crosses
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      Then a die marks the border between Saronic Gulf and Aegean Sea
      And a "hazard_marked" event happened with fleet Athenian fleet
      And the pending decision is "movement" for Athens

    @5.2.2-a.in.forced-sail @5.3-d @5.3-d.in.hazardous
    Scenario: A forced sail across a hazardous border marks it before the storms are rolled
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And the dice will roll 6, 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens forced-marches Athenian fleet to Aegean Sea
      And Athens ends the action
      Then no hazardous border is marked
      When Athens takes the extra area for Athenian fleet
      Then Athenian fleet is in Aegean Sea
      And a die marks the border between Saronic Gulf and Aegean Sea
      And 1 storm roll was made
      And no storm struck the border between Saronic Gulf and Aegean Sea

    @5.2.2-a.in.muster
    Scenario: A mustering fleet marks the hazardous border it crosses
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Aegean Sea
      And the dice will roll 6
      When Athens musters in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      Then a die marks the border between Saronic Gulf and Aegean Sea
      When Athens moves Athenian fleet to Athens
      And Athens ends the action
      Then Athenian fleet is in Athens
      And 1 storm roll was made

    @5.2.2-a.in.recross
    Scenario: A fleet that crosses a border there and back marks it once
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And the dice will roll 1, 5
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens ends the action
      Then 1 storm roll was made
      And 1 damage roll was made
      And Athenian fleet has strength 2

  @5.2.2-b
  Rule: 5.2.2 after all actions the opponent rolls for a storm on each marked border, by season

    @5.2.2-b.if.within-limit @5.2.2-b.unless.within-limit @5.2.2-b.in.spring @5.2.2-b.in.summer @5.2.2-b.in.late-summer @5.2.2-b.in.autumn @5.2.2-b.in.winter @5.2.2-b.in.opponent
    Scenario Outline: Storm limits by season (<season>, roll <roll>)
      Given Hellenes in <season> on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And the dice will roll <dice>
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then <outcome> storm struck the border between Saronic Gulf and Aegean Sea
      And Athenian fleet has strength <strength>
      And the storm roll was made by Sparta

      Examples:
        | season      | roll | dice | outcome | strength |
        | Spring      | 3    | 3, 5 | a       | 2        |
        | Spring      | 4    | 4    | no      | 3        |
        | Summer      | 2    | 2, 5 | a       | 2        |
        | Summer      | 3    | 3    | no      | 3        |
        | Late Summer | 1    | 1, 5 | a       | 2        |
        | Late Summer | 2    | 2    | no      | 3        |
        | Autumn      | 2    | 2, 5 | a       | 2        |
        | Autumn      | 3    | 3    | no      | 3        |
        | Winter      | 3    | 3, 5 | a       | 2        |
        | Winter      | 4    | 4    | no      | 3        |

    @5.2.2-b.if.actions-over @5.2.2-b.unless.actions-over
    Scenario: The storm rolls wait until the last action is over
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase with 2 actions
      And Athenian fleet is in Athens
      And Athenian hoplites are in Megara
      And the dice will roll 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then 0 storm rolls were made
      When Athens maneuvers the group in Megara
      And Athens ends the action
      Then 1 storm roll was made

    @5.2.2-a @5.2.2-a.in.two-borders @5.2.2-b.in.each-border
    Scenario: Each marked border has its own storm roll, a calm one first
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And Paralos is in Athens
      And the dice will roll 6, 1, 5
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens moves Paralos to Saronic Gulf
      And Athens moves Paralos to Myrtoan Sea
      And Athens moves Paralos to Laconian Gulf
      And Athens ends the action
      Then a "moved" event happened with block Athenian fleet, to Aegean Sea
      And a "moved" event happened with block Paralos, to Laconian Gulf
      And 2 storm rolls were made
      And no storm struck the border between Saronic Gulf and Aegean Sea
      And a storm struck the border between Myrtoan Sea and Laconian Gulf
      And 1 damage roll was made
      And Athenian fleet has strength 3
      And Paralos has strength 2

    @5.2.2-b.in.stop-early
    Scenario: The storm rolls come when the player ends his phase early
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase with 2 actions
      And Athenian fleet is in Athens
      And the dice will roll 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then 0 storm rolls were made
      When Athens ends the action phase
      Then 1 storm roll was made
      And the storm roll was made by Sparta

    @5.2.2-b.in.opponent
    Scenario: Athens rolls for the storm on a border Sparta's fleet crossed
      Given Hellenes in Summer on the partial map
      And it is Sparta's action phase
      And Corinthian fleet is in Corinth
      And the dice will roll 3
      When Sparta maneuvers the group in Corinth
      And Sparta moves Corinthian fleet to Gulf of Corinth
      And Sparta moves Corinthian fleet to Ionian Sea
      And Sparta ends the action
      Then 1 storm roll was made
      And no storm struck the border between Gulf of Corinth and Ionian Sea
      And the storm roll was made by Athens
      And Corinthian fleet has strength 3

  @5.2.2-c
  Rule: 5.2.2 a storm brings a damage roll for every fleet that crossed

    @5.2.2-c.if.storm @5.2.2-c.if.crossed @5.2.2-c.in.two-fleets @5.2.2-c.in.opponent
    Scenario: Both fleets caught in one storm roll for damage
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And Paralos is in Athens
      And the dice will roll 1, 5, 6
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens moves Paralos to Saronic Gulf
      And Athens moves Paralos to Aegean Sea
      And Athens ends the action
      Then a storm struck the border between Saronic Gulf and Aegean Sea
      And 2 damage rolls were made
      And the damage rolls were made by Sparta
      And Athenian fleet has strength 2
      And Paralos has strength 2

    @5.2.2-c.unless.crossed
    Scenario: A fleet that crossed no stormy border rolls no damage
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And Paralos is in Athens
      And the dice will roll 1, 5
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens moves Paralos to Saronic Gulf
      And Athens moves Paralos to Myrtoan Sea
      And Athens ends the action
      Then 1 damage roll was made
      And Athenian fleet has strength 2
      And Paralos has strength 3

    @5.2.2-c.unless.storm
    Scenario: A calm border brings no damage roll
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And Paralos is in Athens
      And the dice will roll 5
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens moves Paralos to Saronic Gulf
      And Athens moves Paralos to Aegean Sea
      And Athens ends the action
      Then no storm struck the border between Saronic Gulf and Aegean Sea
      And 0 damage rolls were made
      And Athenian fleet has strength 3
      And Paralos has strength 3

    @5.2.2-c.in.two-storms
    Scenario: A fleet caught by storms on two borders rolls for damage twice
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Laconian Gulf
      And the dice will roll 1, 5, 2, 6
      When Athens maneuvers the group in Laconian Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then 2 storm rolls were made
      And a storm struck the border between Myrtoan Sea and Laconian Gulf
      And a storm struck the border between Saronic Gulf and Aegean Sea
      And 2 damage rolls were made
      And Athenian fleet has strength 1

    @5.2.2-c.in.sunk-earlier
    Scenario: A fleet sunk by the first storm is not rolled for again
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Laconian Gulf
      And the dice will roll 1, 2, 1
      When Athens maneuvers the group in Laconian Gulf
      And Athens moves Athenian fleet to Myrtoan Sea
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then 2 storm rolls were made
      And a storm struck the border between Saronic Gulf and Aegean Sea
      And 1 damage roll was made
      And Athenian fleet is in the pool

    @5.2.2-c.in.cargo
    Scenario: A fleet and the block it carries draw one damage roll
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And the dice will roll 2, 6
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then 1 damage roll was made
      And Athenian fleet has strength 2
      And Athenian archers have strength 1

    @5.2.2-c.in.opponent @5.2.2-c.if.storm
    Scenario: Athens rolls for the damage to Sparta's fleet caught in a storm
      Given Hellenes in Summer on the partial map
      And it is Sparta's action phase
      And Corinthian fleet is in Corinth
      And the dice will roll 2, 4
      When Sparta maneuvers the group in Corinth
      And Sparta moves Corinthian fleet to Gulf of Corinth
      And Sparta moves Corinthian fleet to Ionian Sea
      And Sparta ends the action
      Then a storm struck the border between Gulf of Corinth and Ionian Sea
      And 1 damage roll was made
      And the damage roll was made by Athens
      And Corinthian fleet has strength 2

  @5.2.3-a
  Rule: 5.2.3 a damage roll of 1-3 is a tempest: fleet and cargo go to the pool

    @5.2.3-a.if.low-roll @5.2.3-a.in.cargo
    Scenario: A tempest sinks the fleet and the block it carries
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And the dice will roll 1, 3
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then Athenian fleet is in the pool
      And Athenian archers are in the pool
      And a "tempest" event happened

    @5.2.3-a.in.empty @5.0-force
    Scenario: A tempest sinks a fleet that carries nothing, and its Force with it
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And the dice will roll 2, 3
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then Athenian fleet is in the pool
      And a "tempest" event happened with fleet Athenian fleet, roll 3
      And the state's forces are []

    @5.2.3-a.in.any-season
    Scenario Outline: The tempest limit is 3 whatever the season's storm limit (<season>, damage roll <damage>)
      Given Hellenes in <season> on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And the dice will roll <storm>, <damage>
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then a storm struck the border between Saronic Gulf and Aegean Sea
      And 1 damage roll was made
      And the damage roll was made by Sparta
      And Athenian fleet is in the pool
      And Athenian archers are in the pool
      And a "tempest" event happened with fleet Athenian fleet, roll <damage>, rolled_by Sparta
      And no "heavy_seas" event happened

      Examples:
        | season      | storm | damage |
        | Summer      | 2     | 1      |
        | Summer      | 1     | 2      |
        | Summer      | 2     | 3      |
        | Autumn      | 2     | 3      |
        | Late Summer | 1     | 1      |
        | Late Summer | 1     | 2      |
        | Late Summer | 1     | 3      |
        | Winter      | 3     | 1      |
        | Spring      | 1     | 2      |

  @5.2.3-b
  Rule: 5.2.3 a damage roll of 4-6 is heavy seas: the fleet loses a step, the cargo one if it must

    @5.2.3-b.if.cargo-too-strong @5.2.3-a @5.2.3-a.unless.low-roll
    Scenario: Heavy seas on a 4 cost the fleet a step and its cargo one to stay weaker
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And the dice will roll 1, 4
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then Athenian fleet has strength 2
      And Athenian archers have strength 1
      And Athenian archers are in Aegean Sea
      And no "tempest" event happened

    @5.2.3-b.unless.last-step @5.2.3-b.in.empty
    Scenario: Heavy seas leave a fleet of two steps with one
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens at strength 2
      And the dice will roll 1, 4
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then Athenian fleet has strength 1
      And Athenian fleet is in Aegean Sea

    @5.2.3-b.if.cargo-too-strong
    Scenario: Heavy seas cost a three-step cargo one step, not two
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens at strength 4
      And Athenian hoplites are in Athens
      And the dice will roll 1, 4
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian hoplites on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then Athenian fleet has strength 3
      And Athenian hoplites have strength 2

    @5.2.3-b.unless.cargo-too-strong
    Scenario: Heavy seas leave a cargo that still fits untouched
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And Athenian archers are in Athens at strength 1
      And the dice will roll 1, 6
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then Athenian fleet has strength 2
      And Athenian archers have strength 1

    @5.2.3-b.in.each-roll
    Scenario Outline: Heavy seas start at 4 whatever the season's storm limit (<season>, damage roll <damage>)
      Given Hellenes in <season> on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens
      And Athenian archers are in Athens
      And the dice will roll <storm>, <damage>
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then a storm struck the border between Saronic Gulf and Aegean Sea
      And 1 damage roll was made
      And Athenian fleet has strength 2
      And Athenian fleet is in Aegean Sea
      And Athenian archers have strength 1
      And Athenian archers are in Aegean Sea
      And a "heavy_seas" event happened with fleet Athenian fleet, roll <damage>, rolled_by Sparta, strength 2
      And no "tempest" event happened

      Examples:
        | season      | storm | damage |
        | Summer      | 2     | 4      |
        | Late Summer | 1     | 4      |
        | Winter      | 3     | 5      |
        | Autumn      | 1     | 6      |

    @5.2.3-b.if.last-step
    Scenario: Heavy seas sink a fleet of one step
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens at strength 1
      And the dice will roll 1, 4
      When Athens maneuvers the group in Athens
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then Athenian fleet is in the pool
      And a "heavy_seas" event happened with fleet Athenian fleet, roll 4, strength 0
      And no "tempest" event happened

    @5.2.3-b.in.cargo-last-step @5.2.3-b.if.cargo-too-strong
    Scenario: Heavy seas destroy a one-step cargo that no longer fits its fleet
      Given Hellenes in Spring on the partial map
      And it is Athens's action phase
      And Athenian fleet is in Athens at strength 2
      And Athenian archers are in Athens at strength 1
      And the dice will roll 1, 5
      When Athens maneuvers the group in Athens
      And Athens embarks Athenian archers on Athenian fleet
      And Athens moves Athenian fleet to Saronic Gulf
      And Athens moves Athenian fleet to Aegean Sea
      And Athens ends the action
      Then Athenian fleet has strength 1
      And Athenian fleet is in Aegean Sea
      And Athenian archers are in the pool
      And a "step_lost" event happened with block Athenian archers, strength 0
