@here_i_stand
Feature: 13.1 Leaders moving without units, and lone leaders captured
  Leaders without land units may travel any distance in one move while
  avoiding enemy spaces; a leader left alone in an unfortified space is
  taken prisoner when enemy land units come in. His return is settled in
  the diplomacy phase (9), outside the excerpt.

  Background:
    Given Here I Stand on the partial map, France's impulse with 4 CP
    And France is at war with Hapsburgs
    And Montmorency is in Paris
    And 3 France units are in Paris

  @13.1-restriction-f
  Rule: leaders alone go any distance, but never through or into enemy spaces

    @13.1-restriction-f.if.no-units
    Scenario: A leader alone travels two spaces in one move
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      When France moves Montmorency alone from Paris to Lyon
      Then Montmorency is in Lyon
      And Paris holds 3 France units
      And France has 3 CP left
      And the move is complete

    Scenario: A leader alone travels two spaces in one move, inside of leader pieces left out: a leader the position does not say is inside the fortifications is outside them
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      And the position leaves out the default "inside" of leader pieces
      When France moves Montmorency alone from Paris to Lyon
      Then Montmorency is in Lyon
      And France has 3 CP left

    Scenario: A leader alone travels two spaces in one move, lost_battle of leader pieces left out: a leader the position does not say lost a battle did not
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      And the position leaves out the default "lost_battle" of leader pieces
      When France moves Montmorency alone from Paris to Lyon
      Then Montmorency is in Lyon
      And France has 3 CP left

    Scenario: Three units move from Paris to Dijon, inside of land_unit pieces left out: units the position does not say are inside the fortifications are outside them
      Given the position leaves out the default "inside" of land_unit pieces
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And France has 3 CP left

    Scenario: Three units move from Paris to Dijon, lost_battle of land_unit pieces left out: units the position does not say lost a battle did not
      Given the position leaves out the default "lost_battle" of land_unit pieces
      When France moves 3 units from Paris to Dijon
      Then Dijon holds 3 France units
      And France has 3 CP left

    @13.1-step-3
    Scenario: With no CP the position states, a leader alone may not move, cp left out: a position that does not give the CP has none
      Given Here I Stand on the partial map, France's impulse with 0 CP
      And the position leaves out the default "cp" of the situation
      Then moving Montmorency alone from Paris to Lyon is not a legal action

    @13.1-restriction-f.unless.no-units @13.1-step-2
    Scenario: An army with units may not travel two spaces
      Then moving 1 unit with Montmorency from Paris to Lyon is not a legal action
      When France moves 1 unit with Montmorency from Paris to Lyon
      Then the action is refused citing rule 13.1-step-2
      And Montmorency is in Paris
      And Paris holds 3 France units

    @13.1-restriction-f.if.enemy-control-every-route @13.1-restriction-f.in.on-the-way
    Scenario: Enemy-controlled spaces on every way bar a leader alone
      Given Orleans is controlled by Hapsburgs
      And Dijon is controlled by Hapsburgs
      And Metz is controlled by Hapsburgs
      Then moving Montmorency alone from Paris to Lyon is not a legal action
      When France moves Montmorency alone from Paris to Lyon
      Then the action is refused citing rule 13.1-restriction-f
      And Montmorency is in Paris
      And France has 4 CP left

    @13.1-restriction-f.unless.enemy-control-every-route
    Scenario: One way free of enemy control is enough for a leader alone
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      And Orleans is controlled by Hapsburgs
      And Dijon is controlled by Hapsburgs
      When France moves Montmorency alone from Paris to Lyon
      Then Montmorency is in Lyon
      And France has 3 CP left

    @13.1-restriction-f.unless.enemy-control-every-route
    Scenario: A leader alone may go through a space an ally controls
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      And France is allied with England
      And Orleans is controlled by England
      And Dijon is controlled by Hapsburgs
      And Metz is controlled by Hapsburgs
      Then moving Montmorency alone from Paris to Lyon is a legal action
      When France moves Montmorency alone from Paris to Lyon
      Then Montmorency is in Lyon
      And France has 3 CP left

    @13.1-restriction-f.in.own-space
    Scenario: A leader alone may go through a space his own power controls
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      Given Orleans is controlled by France
      And Dijon is controlled by Hapsburgs
      And Metz is controlled by Hapsburgs
      And Lyon is controlled by France
      When France moves Montmorency alone from Paris to Lyon
      Then Montmorency is in Lyon
      And France has 3 CP left

    @13.1-restriction-f.in.empty-start
    Scenario: A leader alone may set out from a space without land units
      Given Francis I is in Lyon
      Then moving Francis I alone from Lyon to Dijon is a legal action
      When France moves Francis I alone from Lyon to Dijon
      Then Francis I is in Dijon
      And France has 3 CP left

    @13.1-restriction-f.in.space-left @13.1-step-5 @13.1-step-6
    Scenario: A space the enemy left by avoiding battle is open to a leader alone
      Given 3 Hapsburgs units are in Dijon
      When France moves 3 units from Paris to Dijon
      And Hapsburgs tries to avoid battle with 3 units
      And the referee rules that the units avoid battle to Besancon
      Then moving Montmorency alone from Paris to Dijon is a legal action
      When France moves Montmorency alone from Paris to Dijon
      And Hapsburgs declines to intercept
      Then Montmorency is in Dijon
      And France has 2 CP left

    @13.1-step-2 @13.1-step-2.unless.another-space @13.1-step-2.in.leaders-alone
    Scenario: A leader alone may not stay where he is
      When France moves Montmorency alone from Paris to Paris
      Then the action is refused citing rule 13.1-step-2
      And Montmorency is in Paris
      And France has 4 CP left

    @13.1-restriction-f.if.enemy-units-every-route @13.1-restriction-f.in.on-the-way
    Scenario: Enemy units on every way bar a leader alone
      Given 1 Hapsburgs unit is in Orleans
      And 1 Hapsburgs unit is in Dijon
      And 1 Hapsburgs unit is in Metz
      Then moving Montmorency alone from Paris to Lyon is not a legal action
      When France moves Montmorency alone from Paris to Lyon
      Then the action is refused citing rule 13.1-restriction-f
      And Montmorency is in Paris

    @13.1-restriction-f.unless.enemy-units-every-route @13.1-step-5
    Scenario: One way free of enemy units is enough for a leader alone
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      And 1 Hapsburgs unit is in Orleans
      And 1 Hapsburgs unit is in Dijon
      When France moves Montmorency alone from Paris to Lyon
      And Hapsburgs declines to intercept
      Then Montmorency is in Lyon
      And France has 3 CP left

    @13.1-restriction-f.in.enemy-inside
    Scenario: Enemy units inside the fortifications on the only way bar a leader alone
      Given Francis I is in Grenoble
      And 1 Hapsburgs unit is inside the fortifications of Lyon
      Then moving Francis I alone from Grenoble to Avignon is not a legal action
      When France moves Francis I alone from Grenoble to Avignon
      Then the action is refused citing rule 13.1-restriction-f
      And Francis I is in Grenoble
      And France has 4 CP left

    @13.1-restriction-f.in.neutral-units
    Scenario: Neutral units on the only way do not bar a leader alone
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      And Francis I is in Grenoble
      And 2 England units are in Lyon
      When France moves Francis I alone from Grenoble to Avignon
      Then Francis I is in Avignon
      And France has 3 CP left

    @13.1-restriction-f.in.destination
    Scenario: A leader alone may not enter a space with enemy units
      Given 1 Hapsburgs unit is in Dijon
      Then moving Montmorency alone from Paris to Dijon is not a legal action
      When France moves Montmorency alone from Paris to Dijon
      Then the action is refused citing rule 13.1-restriction-f
      And Montmorency is in Paris
      And France has 4 CP left

    @13.1-restriction-f.in.destination
    Scenario: A leader alone may not enter an enemy-controlled space
      Given Dijon is controlled by Hapsburgs
      When France moves Montmorency alone from Paris to Dijon
      Then the action is refused citing rule 13.1-restriction-f
      And Montmorency is in Paris

  @13.1-restriction-f-way
  Rule: whether restrictions b and c close the spaces leaders alone pass through depends on the reading of erratum 13.1-restriction-f-way

    @13.1-restriction-b @13.1-restriction-b.in.on-the-way
    Scenario: A leader alone may not pass through a space of a power neither at war nor allied
      Given the "every-space" reading of erratum 13.1-restriction-f-way
      And Francis I is in Grenoble
      And Lyon is controlled by England
      Then moving Francis I alone from Grenoble to Avignon is not a legal action
      When France moves Francis I alone from Grenoble to Avignon
      Then the action is refused citing rule 13.1-restriction-b
      And Francis I is in Grenoble
      And France has 4 CP left

    @13.1-restriction-b @13.1-restriction-b.in.on-the-way
    Scenario: A position that leaves the erratum out reads it at every space, so a leader alone may not pass through a space of a power neither at war nor allied
      Given the default reading of erratum 13.1-restriction-f-way, left out of the position
      And Francis I is in Grenoble
      And Lyon is controlled by England
      Then moving Francis I alone from Grenoble to Avignon is not a legal action
      When France moves Francis I alone from Grenoble to Avignon
      Then the action is refused citing rule 13.1-restriction-b
      And Francis I is in Grenoble
      And France has 4 CP left

    @13.1-restriction-b @13.1-restriction-b.in.way-destination-only
    Scenario: Read for the destination only, a space of a power neither at war nor allied does not stop a leader passing through
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      And the "destination-only" reading of erratum 13.1-restriction-f-way
      And Francis I is in Grenoble
      And Lyon is controlled by England
      When France moves Francis I alone from Grenoble to Avignon
      Then Francis I is in Avignon
      And France has 3 CP left

    @13.1-restriction-c @13.1-restriction-c.in.on-the-way
    Scenario: A leader alone may not pass through a fortress where one ally besieges another
      Given the "every-space" reading of erratum 13.1-restriction-f-way
      And France is allied with England
      And France is allied with Papacy
      And England is at war with Papacy
      And Lyon is controlled by Papacy
      And 2 England units are besieged in Lyon
      And 2 Papacy units are in Lyon
      And Francis I is in Grenoble
      Then moving Francis I alone from Grenoble to Avignon is not a legal action
      When France moves Francis I alone from Grenoble to Avignon
      Then the action is refused citing rule 13.1-restriction-c
      And Francis I is in Grenoble
      And France has 4 CP left

    @13.1-restriction-c @13.1-restriction-c.in.way-destination-only
    Scenario: Read for the destination only, a fortress where one ally besieges another does not stop a leader passing through
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      And the "destination-only" reading of erratum 13.1-restriction-f-way
      And France is allied with England
      And France is allied with Papacy
      And England is at war with Papacy
      And Lyon is controlled by Papacy
      And 2 England units are besieged in Lyon
      And 2 Papacy units are in Lyon
      And Francis I is in Grenoble
      When France moves Francis I alone from Grenoble to Avignon
      Then Francis I is in Avignon
      And France has 3 CP left

  @13.1-restriction-f @13.1-restriction-f-cost @13.1-step-3 @13.1-step-3.in.leaders-alone
  Rule: what a long leader move costs depends on the reading of erratum 13.1-restriction-f-cost

    @13.1-restriction-f.in.cost-one-move
    Scenario: One move, one CP, however far
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      When France moves Montmorency alone from Paris to Lyon
      Then France has 3 CP left

    @13.1-restriction-f.in.cost-one-move
    Scenario: A position that leaves the erratum out prices a leader's long move once, one CP however far
      Given the default reading of erratum 13.1-restriction-f-cost, left out of the position
      When France moves Montmorency alone from Paris to Lyon
      Then Montmorency is in Lyon
      And France has 3 CP left

    @13.1-restriction-f.in.cost-one-move
    Scenario: One move over the Alps costs two CP
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      When France moves Montmorency alone from Paris to Turin
      Then Montmorency is in Turin
      And France has 2 CP left

    @13.1-restriction-f.in.cost-one-move
    Scenario: With one CP left the leader alone may go far, but not over the Alps
      Given Here I Stand on the partial map, France's impulse with 1 CP
      And the "one-move" reading of erratum 13.1-restriction-f-cost
      Then moving Montmorency alone from Paris to Lyon is a legal action
      And moving Montmorency alone from Paris to Turin is not a legal action

    @13.1-restriction-f.in.cost-one-move @13.1-restriction-b @13.1-restriction-b.in.on-the-way
    Scenario: One move, but a leader kept off the clear way pays for the pass
      Given the "one-move" reading of erratum 13.1-restriction-f-cost
      And the "every-space" reading of erratum 13.1-restriction-f-way
      And Francis I is in Grenoble
      And Lyon is controlled by England
      When France moves Francis I alone from Grenoble to Geneva
      Then Francis I is in Geneva
      And France has 2 CP left

    @13.1-restriction-f.in.cost-per-connection
    Scenario: Every connection is paid
      Given the "per-connection" reading of erratum 13.1-restriction-f-cost
      When France moves Montmorency alone from Paris to Lyon
      Then France has 2 CP left

    @13.1-restriction-f.in.cost-per-connection
    Scenario: Paid connection by connection the Alps are too dear
      Given the "per-connection" reading of erratum 13.1-restriction-f-cost
      When France moves Montmorency alone from Paris to Turin
      Then the action is refused citing rule 13.1-step-3
      And Montmorency is in Paris
      And France has 4 CP left

    @13.1-restriction-f.in.cost-per-connection
    Scenario: Paid connection by connection, leaders alone in two spaces each pay for their own way
      Given Here I Stand on the partial map, France's impulse with 2 CP
      And France is at war with Hapsburgs
      And the "per-connection" reading of erratum 13.1-restriction-f-cost
      And Turin is controlled by Hapsburgs
      And Francis I is in Milan
      Then moving Montmorency alone from Paris to Lyon is a legal action
      And moving Montmorency alone from Paris to Geneva is not a legal action
      And moving Francis I alone from Milan to Genoa is a legal action
      When France moves Francis I alone from Milan to Genoa
      Then Francis I is in Genoa
      And France has 0 CP left

    @13.1-restriction-f.in.cost-per-connection @13.1-restriction-b @13.1-restriction-b.in.on-the-way
    Scenario: Paid connection by connection, a leader kept off the clear way pays for both passes
      Given the "per-connection" reading of erratum 13.1-restriction-f-cost
      And the "every-space" reading of erratum 13.1-restriction-f-way
      And Francis I is in Grenoble
      And Lyon is controlled by England
      When France moves Francis I alone from Grenoble to Geneva
      Then Francis I is in Geneva
      And France has 0 CP left

    @13.1-restriction-f.in.cost-per-connection
    Scenario: Paid connection by connection, the cheapest way is taken, not the shortest
      Given Here I Stand on the partial map, France's impulse with 3 CP
      And France is at war with Hapsburgs
      And the "per-connection" reading of erratum 13.1-restriction-f-cost
      And the position's spaces:
        | space    | attributes |
        | Chambery | {}         |
        | Annecy   | {}         |
      And the position's connections:
        | between  | and      | attributes        |
        | Grenoble | Chambery | {"type": "clear"} |
        | Chambery | Annecy   | {"type": "clear"} |
        | Annecy   | Geneva   | {"type": "clear"} |
      And Lyon is controlled by Hapsburgs
      And Francis I is in Grenoble
      When France moves Francis I alone from Grenoble to Geneva
      Then Francis I is in Geneva
      And France has 0 CP left

    @13.1-restriction-f.in.cost-per-connection
    Scenario: Paid connection by connection, two passes are cheaper than five clear connections
      Given Here I Stand on the partial map, France's impulse with 4 CP
      And France is at war with Hapsburgs
      And the "per-connection" reading of erratum 13.1-restriction-f-cost
      And the position's spaces:
        | space       | attributes |
        | Chambery    | {}         |
        | Albertville | {}         |
        | Annecy      | {}         |
        | Thonon      | {}         |
      And the position's connections:
        | between     | and         | attributes        |
        | Grenoble    | Chambery    | {"type": "clear"} |
        | Chambery    | Albertville | {"type": "clear"} |
        | Albertville | Annecy      | {"type": "clear"} |
        | Annecy      | Thonon      | {"type": "clear"} |
        | Thonon      | Geneva      | {"type": "clear"} |
      And Lyon is controlled by Hapsburgs
      And Francis I is in Grenoble
      When France moves Francis I alone from Grenoble to Geneva
      Then Francis I is in Geneva
      And France has 0 CP left

  @13.1-restriction-f-capture
  Rule: a leader alone in an unfortified space is captured when enemy units enter

    @13.1-restriction-f-capture.if.alone @13.1-restriction-f-capture.if.unfortified
    @13.1-restriction-f-capture.if.land-units-enter @13.1-restriction-f-capture.if.enemies-enter
    @13.1-restriction-f-capture.in.movement
    Scenario: Enemy units enter and take the lone leader
      Given Duke of Alva is in Dijon
      When France moves 2 units from Paris to Dijon
      Then Duke of Alva is a prisoner on France's card
      And Dijon holds 2 France units
      And no field battle is due

    @13.1-restriction-f-capture.unless.alone @13.1-step-6 @13.1-step-8
    Scenario: A leader with his units is not captured
      Given Duke of Alva is in Dijon
      And 1 Hapsburgs unit is in Dijon
      When France moves 2 units from Paris to Dijon
      And Hapsburgs stands
      Then Duke of Alva is in Dijon
      And a field battle is due in Dijon between France and Hapsburgs

    @13.1-restriction-f-capture.unless.unfortified
    Scenario: A leader in a fortified space is not captured
      Given Duke of Alva is in Metz
      When France moves 2 units from Paris to Metz
      Then Duke of Alva is in Metz
      And Metz holds 2 France units
      And no "leader_captured" event happened

    @13.1-restriction-f-capture.unless.land-units-enter
    Scenario: Leaders without units capture nobody
      Given Duke of Alva is in Dijon
      When France moves Montmorency alone from Paris to Dijon
      Then Duke of Alva is in Dijon
      And Montmorency is in Dijon
      And no "leader_captured" event happened

    @13.1-restriction-f-capture.in.interception @13.1-restriction-f-capture.in.mover-leader
    @13.1-restriction-f-card @13.1-restriction-f-card.in.by-interception @13.1-step-5 @13.1-step-8
    Scenario: Interceptors entering take a lone leader of the moving power
      Given Dijon is controlled by France
      And Francis I is in Dijon
      And 2 Hapsburgs units are in Besancon
      And Besancon is controlled by Hapsburgs
      When France moves 2 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then Francis I is a prisoner on Hapsburgs's card
      And Dijon holds 2 Hapsburgs units
      And Dijon holds 2 France units
      And a field battle is due in Dijon between France and Hapsburgs

    @13.1-restriction-f-capture.in.failed-interception @13.1-step-5
    Scenario: A failed interception captures nobody
      Given Dijon is controlled by France
      And Francis I is in Dijon
      And 2 Hapsburgs units are in Besancon
      And Besancon is controlled by Hapsburgs
      When France moves 2 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception fails
      And Hapsburgs declines to intercept
      Then Francis I is in Dijon
      And Dijon holds 2 France units
      And no "leader_captured" event happened

    @13.1-restriction-f-capture.in.joined-by-interceptors @13.1-step-5 @13.1-step-8
    Scenario: A lone leader whose own interceptors came in first is no longer alone when the army arrives
      Given Duke of Alva is in Dijon
      And 2 Hapsburgs units are in Besancon
      When France moves 2 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then Duke of Alva is in Dijon
      And Dijon holds 2 France units
      And no "leader_captured" event happened
      And a field battle is due in Dijon between France and Hapsburgs

    @13.1-restriction-f-capture.in.two-leaders
    Scenario: Two leaders without units are both captured
      Given Duke of Alva is in Dijon
      And Charles V is in Dijon
      When France moves 2 units from Paris to Dijon
      Then Duke of Alva is a prisoner on France's card
      And Charles V is a prisoner on France's card

    @13.1-restriction-f-capture.unless.enemies-enter
    Scenario: A lone leader of a power at peace with the mover is not taken
      Given Henry VIII is in Dijon
      When France moves 2 units from Paris to Dijon
      Then Henry VIII is in Dijon
      And Dijon holds 2 France units
      And no "leader_captured" event happened

    @13.1-restriction-f-capture.if.enemies-enter @13.1-restriction-f-capture.unless.enemies-enter
    Scenario: Of two lone leaders in the destination only the enemy one is taken
      Given Henry VIII is in Dijon
      And Duke of Alva is in Dijon
      When France moves 2 units from Paris to Dijon
      Then Duke of Alva is a prisoner on France's card
      And Henry VIII is in Dijon
      And Dijon holds 2 France units

    @13.1-restriction-f-capture.in.interception @13.1-step-5 @13.1-step-8
    Scenario: Interceptors do not take a lone leader of a power at peace with them
      Given Henry VIII is in Dijon
      And 2 Hapsburgs units are in Besancon
      When France moves 2 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then Henry VIII is in Dijon
      And no "leader_captured" event happened

    @13.1-restriction-f-capture.in.interceptors-enemy @13.1-step-5 @13.1-step-8
    Scenario: Interceptors take a lone leader of their own enemy, not only of the mover
      Given England is at war with Hapsburgs
      And Henry VIII is in Dijon
      And 2 Hapsburgs units are in Besancon
      When France moves 2 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then Henry VIII is a prisoner on Hapsburgs's card
      And Dijon holds 2 Hapsburgs units

  @13.1-restriction-f-card
  Rule: the prisoner leaves the map for the captor's card until the diplomacy phase

    @13.1-restriction-f-card.in.by-movement
    Scenario: The captured leader is held on the captor's card
      Given Duke of Alva is in Dijon
      When France moves 2 units from Paris to Dijon
      Then a "leader_captured" event happened with leader Duke of Alva, power Hapsburgs, space Dijon, held_by France, return diplomacy phase of the next turn (9)
      And Duke of Alva is a prisoner on France's card
      And the pending decision is "impulse" for France

    @13.1-restriction-f-card.in.later-move @13.1-step-5 @13.1-step-8
    Scenario: A prisoner is off the map and cannot be named in a later move
      Given Dijon is controlled by France
      And Francis I is in Dijon
      And 2 Hapsburgs units are in Besancon
      When France moves 2 units from Paris to Dijon
      And Hapsburgs intercepts from Besancon
      And the referee rules that the interception succeeds
      Then Francis I is a prisoner on Hapsburgs's card
      And moving Francis I alone from Dijon to Lyon is not a legal action
      When France moves Francis I alone from Dijon to Lyon
      Then the action is refused citing rule 13.1-restriction-f-card or by the contract as out-of-place
      And Francis I is a prisoner on Hapsburgs's card
      And France has 3 CP left
