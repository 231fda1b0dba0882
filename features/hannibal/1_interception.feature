@hannibal
Feature: Interception
  When the active army enters a space, the inactive player's generals next to
  it may try to intercept: one die per intercepting army against the
  commander's tactics rating (+1 into an enemy PC without friendly CU). A
  successful force moves in; the intercepted army falls back or fights (the
  battle is outside the summary).

  Background:
    Given Hannibal on the partial map, Carthage active
    And Carthage's Hannibal is in Arpi
    And 8 Carthage CUs are in Arpi
    And Hannibal has 4 MP

  @intercept-1
  Rule: the inactive player names the generals and armies that intercept

    Scenario: An army entering a space next to Fabius opens an interception for Rome
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the pending decision is "interception" for Rome
      And intercepting with Fabius and 4 CUs is a legal action
      And "decline_interception" is a legal action

    Scenario: A general who is not next to the entered space may not intercept
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Marcellus is in Casilinum
      And 3 Rome CUs are in Casilinum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Marcellus and 3 CUs
      Then the action is refused citing rule intercept-1
      And Marcellus is in Casilinum
      And the pending decision is "interception" for Rome

    Scenario: No interception when no enemy general is next to the space entered
      Given Rome's Marcellus is in Casilinum
      And 3 Rome CUs are in Casilinum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the army may keep moving

    Scenario: Carthage does not answer Rome's interception
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Carthage intercepts with Fabius and 4 CUs
      Then the action is refused citing rule intercept-1 or by the contract as wrong-player
      And Fabius is in Capua
      And the pending decision is "interception" for Rome

    Scenario: Rome declines and the army moves on
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome declines to intercept
      Then the army may keep moving
      And Fabius is in Capua
      And 0 interception rolls were made

    Scenario: Declining to intercept is reported
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome declines to intercept
      Then a "interception_declined" event happened
      And no "interception" event happened

    Scenario: The interception is answered only by intercepting or declining
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome accepts battle
      Then the action is refused by the contract as out-of-place
      And the pending decision is "interception" for Rome

    Scenario: Rome may not intercept with a Carthaginian general
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Carthage's Mago is in Venusia
      And 2 Carthage CUs are in Venusia
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Mago and 2 CUs
      Then the action is refused citing rule intercept-1
      And Mago is in Venusia

    Scenario: A general inside the walls next door may not intercept
      Given Capua has a Rome PC
      And Rome's Fabius is inside the walls of Capua
      And Rome's Scipio is in Capua
      And 2 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 0 CUs
      Then the action is refused citing rule intercept-1
      And Fabius is inside the walls of Capua
      And 0 interception rolls were made

    Scenario: A general who is not on the map may not intercept
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Scipio and 0 CUs
      Then the action is refused citing rule intercept-1 or by the contract as malformed-action
      And 0 interception rolls were made

    Scenario: The general who intercepts is not also one of those going with him
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 2 CUs joined by Fabius
      Then the action is refused citing rule intercept-1
      And 0 interception rolls were made

    Scenario: Carthage may not set Rome's Fabius moving
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Fabius has 2 MP
      When Carthage moves Fabius's army with 4 CUs
      Then the action is refused by the contract as out-of-place
      And Fabius is in Capua
      And the pending decision is "activation" for Carthage

    Scenario: No army sets out under a general who is not on the map
      Given Mago has 2 MP
      When Carthage moves Mago's army with 0 CUs
      Then the action is refused by the contract as malformed-action
      And the pending decision is "activation" for Carthage

    Scenario: The moving army takes at most the CU that stand with its general
      When Carthage moves Hannibal's army with 9 CUs
      Then the action is refused by the contract as malformed-action
      When Carthage moves Hannibal's army with -1 CUs
      Then the action is refused by the contract as malformed-action
      When Carthage moves Hannibal's army with 8 CUs
      Then the army is in Arpi with 8 CUs and 4 MP left

    Scenario: CU inside the walls do not march out with the moving army
      Given Luceria has a Carthage PC
      And Carthage's Mago is in Luceria
      And 3 Carthage CUs are in Luceria
      And 2 Carthage CUs are inside the walls of Luceria
      And Mago has 2 MP
      When Carthage moves Mago's army with 4 CUs
      Then the action is refused by the contract as malformed-action
      When Carthage moves Mago's army with 3 CUs
      Then the army is in Luceria with 3 CUs and 2 MP left
      And Luceria holds 2 Carthage CUs inside the walls

    Scenario: The generals who go along stand with the moving army's general
      Given Carthage's Mago is in Cannae
      And Carthage's Hasdrubal is in Arpi
      When Carthage moves Hannibal's army with 8 CUs joined by Mago
      Then the action is refused by the contract as malformed-action
      And Mago is in Cannae
      When Carthage moves Hannibal's army with 8 CUs joined by Hasdrubal and Hasdrubal
      Then the action is refused by the contract as malformed-action
      When Carthage moves Hannibal's army with 8 CUs joined by Hasdrubal
      And the army moves to Beneventum
      Then Hasdrubal is in Beneventum
      And Mago is in Cannae

  @intercept-1-a
  Rule: generals with part of the CU may intercept

    Scenario: Fabius intercepts with part of his CU
      Given Rome's Fabius is in Capua
      And 6 Rome CUs are in Capua
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 3 CUs
      Then Fabius is in Beneventum
      And Beneventum holds 3 Rome CUs
      And Capua holds 3 Rome CUs

    Scenario: Two generals intercept together and leave the rest behind
      Given Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 6 Rome CUs are in Capua
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 2 CUs joined by Scipio
      Then Fabius is in Beneventum
      And Scipio is in Beneventum
      And Capua holds 4 Rome CUs

    Scenario: No more CU than the general has may intercept
      Given Rome's Fabius is in Capua
      And 6 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then intercepting with Fabius and 7 CUs is not a legal action
      When Rome intercepts with Fabius and 7 CUs
      Then the action is refused citing rule intercept-1-a
      And Capua holds 6 Rome CUs

    Scenario: CU inside the walls do not go out with an interception
      Given Capua has a Rome PC
      And 2 Rome CUs are inside the walls of Capua
      And Rome's Fabius is in Capua
      And 2 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the action is refused citing rule intercept-1-a
      And Capua holds 2 Rome CUs inside the walls

  @intercept-1-b
  Rule: a general who stays behind keeps at least 1 CU

    Scenario: Scipio may not be left behind without CU
      Given Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then intercepting with Fabius and 4 CUs is not a legal action
      When Rome intercepts with Fabius and 4 CUs
      Then the action is refused citing rule intercept-1-b
      And Fabius is in Capua
      And Capua holds 4 Rome CUs
      And 0 interception rolls were made

    Scenario: Scipio may be left behind with 1 CU
      Given Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 3 CUs
      Then Fabius is in Beneventum
      And Scipio is in Capua
      And Capua holds 1 Rome CU

    Scenario: CU inside the walls do not stay with Scipio in the field
      Given Capua has a Rome PC
      And 2 Rome CUs are inside the walls of Capua
      And Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the action is refused citing rule intercept-1-b
      And Fabius is in Capua
      And 0 interception rolls were made

  @intercept-1-b-consul
  Rule: a consul who stays behind keeps at least 5 CU

    Scenario: The consul Varro may not be left with 4 CU
      Given Rome's Fabius is in Capua
      And Rome's Varro is in Capua
      And 8 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the action is refused citing rule intercept-1-b-consul
      And Fabius is in Capua
      And Capua holds 8 Rome CUs

    Scenario: The consul Varro may be left with 5 CU
      Given Rome's Fabius is in Capua
      And Rome's Varro is in Capua
      And 8 Rome CUs are in Capua
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 3 CUs
      Then Fabius is in Beneventum
      And Capua holds 5 Rome CUs

  @intercept-2
  Rule: one roll for each intercepting army

    Scenario: Each army rolls once and a failed army may not roll again
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Marcellus is in Luceria
      And 3 Rome CUs are in Luceria
      And the dice will roll 6, 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll fails
      And the pending decision is "interception" for Rome
      When Rome intercepts with Fabius and 4 CUs
      Then the action is refused citing rule intercept-2
      And 1 interception roll was made
      When Rome intercepts with Marcellus and 3 CUs
      Then the interception roll succeeds
      And 2 interception rolls were made
      And Marcellus is in Beneventum
      And Fabius is in Capua

  @intercept-2-a @tactics-roll-sign
  Rule: the interception roll is tested against the commander's tactics rating

    Scenario: A roll equal to the tactics rating intercepts
      Given the "at-most" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll succeeds
      And Fabius is in Beneventum

    Scenario: A roll above the tactics rating fails
      Given the "at-most" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 4
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll fails
      And Fabius is in Capua
      And the army may keep moving

    Scenario: Under the less-than reading a roll equal to the rating fails
      Given the "less-than" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll fails
      And Fabius is in Capua

    Scenario: Under the less-than reading a roll below the rating intercepts
      Given the "less-than" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll succeeds
      And Fabius is in Beneventum

  @intercept-2-b
  Rule: +1 into a space with an enemy PC and no friendly CU

    Scenario: Into a Carthaginian space the roll gets +1 and fails
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Beneventum has a Carthage PC
      And the dice will roll 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll counts as 4
      And the interception roll fails
      And Fabius is in Capua

    Scenario: Into a Roman space the roll has no modifier
      Given the "at-most" reading of erratum tactics-roll-sign
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Beneventum has a Rome PC
      And the dice will roll 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll counts as 3
      And the interception roll succeeds

    Scenario: Into a Carthaginian space that holds Roman CU the roll has no modifier
      Given the "at-most" reading of erratum tactics-roll-sign
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And 2 Rome CUs are in Beneventum
      And Beneventum has a Carthage PC
      And the dice will roll 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the pending decision is "interception" for Rome
      And intercepting with Fabius and 4 CUs is a legal action
      When Rome intercepts with Fabius and 4 CUs
      Then the interception roll counts as 3
      And the interception roll succeeds
      And Fabius is in Beneventum
      And Beneventum holds 6 Rome CUs
      And the pending decision is "intercepted" for Carthage

    Scenario: Generals in the space entered choose to avoid after the interception is declined
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Marcellus is in Beneventum
      And 2 Rome CUs are in Beneventum
      And Beneventum has a Carthage PC
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the pending decision is "interception" for Rome
      When Rome declines to intercept
      Then the pending decision is "avoid_battle" for Rome
      And 0 interception rolls were made

  @intercept-3
  Rule: a successful interceptor moves into the target space

    Scenario: Fabius moves in and Carthage must choose
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then Fabius is in Beneventum
      And Beneventum holds 4 Rome CUs
      And Capua holds no Rome CU
      And the pending decision is "intercepted" for Carthage

    Scenario: The interception is reported with the force and where it came from
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then an "interception" event happened with general Fabius, cu 4, origin Capua

  @intercept-3-a
  Rule: the intercepted army falls back one space or accepts battle

    @intercept-3-a-after-fall-back
    Scenario: Hannibal falls back to where he came from
      Given the "movement-ends" reading of erratum intercept-3-a-after-fall-back
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      And Carthage falls back
      Then Hannibal is in Arpi
      And Arpi holds 8 Carthage CUs
      And the army's movement is over
      And no battle is due
      And Fabius is in Beneventum

    @intercept-3-a-after-fall-back
    Scenario: Under the "may-move-on" reading Hannibal falls back and marches on
      Given the "may-move-on" reading of erratum intercept-3-a-after-fall-back
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      And Carthage falls back
      Then Hannibal is in Arpi
      And no battle is due
      And the army may keep moving
      And the army is in Arpi with 8 CUs and 3 MP left
      When the army moves to Cannae
      Then the army is in Cannae with 8 CUs and 2 MP left

    Scenario: Hannibal accepts battle
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      And Carthage accepts battle
      Then a battle is due in Beneventum
      And the army's movement is over
      And Hannibal is in Beneventum

    Scenario: An army that crossed the sea falls back across it
      Given Carthage's Hasdrubal is in Carthago
      And 5 Carthage CUs are in Carthago
      And Hasdrubal has 3 MP
      And Rome's Scipio is in Messana
      And 4 Rome CUs are in Messana
      And the dice will roll 2
      When Carthage moves Hasdrubal's army with 5 CUs
      And the army moves to Lilybaeum
      And Rome intercepts with Scipio and 4 CUs
      And Carthage falls back
      Then Hasdrubal is in Carthago
      And Carthago holds 5 Carthage CUs
      And Scipio is in Lilybaeum

    Scenario: Hannibal's fall back is reported from where to where
      Given the "movement-ends" reading of erratum intercept-3-a-after-fall-back
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      And Carthage falls back
      Then a "fell_back" event happened with from Beneventum, to Arpi, by clear
      And a "movement_over" event happened with commander Hannibal, space Arpi, reason fell back

    Scenario: After an interception the interceptor attacks in the battle due
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      And Carthage accepts battle
      Then a "battle_due" event happened with space Beneventum, cause interception, attacker Rome
      And a "movement_over" event happened with commander Hannibal, space Beneventum, reason battle

    Scenario: The battle after an interception names the generals who intercepted
      Given Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs joined by Scipio
      And Carthage accepts battle
      Then the action's events are:
        | event                                                                                                                          |
        | {"type": "battle_due", "space": "Beneventum", "cause": "interception", "attacker": "Rome", "interceptors": ["Fabius", "Scipio"]} |
        | {"type": "movement_over", "commander": "Hannibal", "space": "Beneventum", "reason": "battle"}                                  |

  @intercept-4
  Rule: no interception across passes or straits

    Scenario: No interception across the Apennine pass
      Given Rome's Marcellus is in Aesernia
      And 3 Rome CUs are in Aesernia
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then intercepting with Marcellus and 3 CUs is not a legal action
      When Rome intercepts with Marcellus and 3 CUs
      Then the action is refused citing rule intercept-4
      And Marcellus is in Aesernia
      And 0 interception rolls were made

    Scenario: No interception across the strait of Messana
      Given Carthage's Hasdrubal is in Venusia
      And 5 Carthage CUs are in Venusia
      And Hasdrubal has 3 MP
      And Rome's Scipio is in Messana
      And 4 Rome CUs are in Messana
      When Carthage moves Hasdrubal's army with 5 CUs
      And the army moves to Rhegium
      And Rome intercepts with Scipio and 4 CUs
      Then the action is refused citing rule intercept-4
      And Scipio is in Messana

    Scenario: Interception over a clear connection is allowed
      Given Rome's Marcellus is in Casilinum
      And 3 Rome CUs are in Casilinum
      And Hannibal has 4 MP
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And the army moves to Capua
      And Rome intercepts with Marcellus and 3 CUs
      Then Marcellus is in Capua

  @intercept-failed-no-avoid
  Rule: a failed interceptor may not avoid battle against that army this round

    Scenario: Fabius failed to intercept Hannibal and may not avoid him
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Capua has a Rome PC
      And the dice will roll 5
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      And the army moves to Capua
      Then the pending decision is "avoid_battle" for Rome
      And avoiding battle to Casilinum with Fabius and 4 CUs is not a legal action
      When Rome avoids battle to Casilinum with Fabius and 4 CUs
      Then the action is refused citing rule intercept-failed-no-avoid
      And Fabius is in Capua
      And 0 avoid rolls were made

    @intercept-failed-no-avoid-walls
    Scenario: Fabius failed to intercept Hannibal and may not shelter in the walls either
      Given the "walls-barred" reading of erratum intercept-failed-no-avoid-walls
      And Rome's Fabius is in Capua
      And 2 Rome CUs are in Capua
      And Capua has a Rome PC
      And the dice will roll 5
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 2 CUs
      And the army moves to Capua
      And Rome withdraws 2 CUs into the walls with Fabius
      Then the action is refused citing rule intercept-failed-no-avoid
      And Fabius is in Capua
      And Capua holds no Rome CU inside the walls

    @intercept-failed-no-avoid-walls
    Scenario: Without a chosen reading Fabius failed to intercept and may not shelter in the walls
      Given the "walls-barred" reading of erratum intercept-failed-no-avoid-walls
      Given Rome's Fabius is in Capua
      And 2 Rome CUs are in Capua
      And Capua has a Rome PC
      And the dice will roll 5
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 2 CUs
      And the army moves to Capua
      And Rome withdraws 2 CUs into the walls with Fabius
      Then the action is refused citing rule intercept-failed-no-avoid
      And Fabius is in Capua

    @intercept-failed-no-avoid-walls
    Scenario: Under the "walls-open" reading Fabius failed to intercept and still shelters in the walls
      Given the "walls-open" reading of erratum intercept-failed-no-avoid-walls
      And Rome's Fabius is in Capua
      And 2 Rome CUs are in Capua
      And Capua has a Rome PC
      And the dice will roll 5
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 2 CUs
      And the army moves to Capua
      And Rome withdraws 2 CUs into the walls with Fabius
      Then Fabius is inside the walls of Capua
      And Capua holds 2 Rome CUs inside the walls
      And 0 avoid rolls were made

    Scenario: A general who did not try to intercept may still avoid
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Capua has a Rome PC
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome declines to intercept
      And the army moves to Capua
      And Rome avoids battle to Casilinum with Fabius and 4 CUs
      Then the avoid roll succeeds
      And Fabius is in Casilinum

    Scenario: Beside a failed interceptor, a general who did not try may still avoid the same army
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Scipio is in Venusia
      And 2 Rome CUs are in Venusia
      And the dice will roll 5, 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll fails
      When Rome declines to intercept
      And the army moves to Venusia
      And Rome avoids battle to Cannae with Scipio and 2 CUs
      Then the avoid roll succeeds
      And Scipio is in Cannae

    @intercept-failed-no-avoid-walls
    Scenario: Fabius failed to intercept Hannibal and may still shelter from another army
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Capua has a Rome PC
      And Carthage's Mago is in Casilinum
      And 3 Carthage CUs are in Casilinum
      And Mago has 1 MP
      And the dice will roll 5
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      And the army ends its movement
      And Carthage moves Mago's army with 3 CUs
      And the army moves to Capua
      And Rome withdraws 2 CUs into the walls with Fabius
      Then Fabius is inside the walls of Capua
      And Capua holds 2 Rome CUs inside the walls
