@hannibal
Feature: Interception
  When the active army enters a space, the inactive player's generals next to
  it may try to intercept: one die per intercepting army against its
  commander's tactics rating (+1 into an enemy PC without friendly CU). The
  rolls come before the moves: a force that succeeds moves in, and the others
  may still roll. The intercepted army then falls back or fights (the battle
  is outside the summary).

  Background:
    Given Hannibal on the partial map, Carthage active
    And Carthage's Hannibal is in Arpi
    And 8 Carthage CUs are in Arpi
    And Hannibal has 4 MP

  @intercept-1
  Rule: the inactive player names the generals and armies that intercept

    @intercept-1.if.inactive-player @intercept-1.if.own-general
    Scenario: An army entering a space next to Fabius opens an interception for Rome
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 5
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the pending decision is "interception" for Rome
      And intercepting with Fabius and 4 CUs is a legal action
      And "decline_interception" is a legal action
      When Rome intercepts with Fabius and 4 CUs
      Then 1 interception roll was made
      And an "interception" event happened with general Fabius, roll 5, success false

    @intercept-1.unless.inactive-player
    Scenario: Carthage does not answer Rome's interception
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Carthage intercepts with Fabius and 4 CUs
      Then the action is refused citing rule intercept-1 or by the contract as wrong-player
      And Fabius is in Capua
      And the pending decision is "interception" for Rome

    @intercept-1.unless.own-general
    Scenario: Rome may not intercept with a Carthaginian general
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Carthage's Mago is in Venusia
      And 2 Carthage CUs are in Venusia
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Mago and 2 CUs
      Then the action is refused citing rule intercept-1 or by the contract as out-of-place
      And Mago is in Venusia
      And 0 interception rolls were made

    @intercept-1.in.several-armies @intercept-2 @intercept-2.in.after-a-success @intercept-3 @intercept-3.in.two-armies
    Scenario: Fabius comes in and Scipio, who has not rolled yet, still rolls and comes in too
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Scipio is in Venusia
      And 2 Rome CUs are in Venusia
      And the dice will roll 2, 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll succeeds
      And Fabius is in Beneventum
      And the pending decision is "interception" for Rome
      And intercepting with Scipio and 2 CUs is a legal action
      When Rome intercepts with Scipio and 2 CUs
      Then the interception roll succeeds
      And 2 interception rolls were made
      And Scipio is in Beneventum
      And Beneventum holds 6 Rome CUs
      And the pending decision is "intercepted" for Carthage
      And the pending decision's context is:
        | key          | value                  |
        | space        | "Beneventum"           |
        | back_to      | "Arpi"                 |
        | interceptors | ["Fabius", "Scipio"]   |

    @intercept-3
    Scenario: After a success the inactive player may send no one else
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Scipio is in Venusia
      And 2 Rome CUs are in Venusia
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      And Rome declines to intercept
      Then the pending decision is "intercepted" for Carthage
      And Scipio is in Venusia
      And 1 interception roll was made

    @intercept-1.in.each-space
    Scenario: Generals next to a later space of the move may intercept there
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Cannae
      Then the army may keep moving
      When the army moves to Venusia
      Then the pending decision is "interception" for Rome
      And intercepting with Fabius and 4 CUs is a legal action

    Scenario: A general who is not next to the entered space may not intercept
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Marcellus is in Casilinum
      And 3 Rome CUs are in Casilinum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then intercepting with Marcellus and 3 CUs is not a legal action
      When Rome intercepts with Marcellus and 3 CUs
      Then the action is refused by the contract as out-of-place
      And Marcellus is in Casilinum
      And the pending decision is "interception" for Rome

    Scenario: No interception when no enemy general is next to the space entered
      Given Rome's Marcellus is in Casilinum
      And 3 Rome CUs are in Casilinum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the army may keep moving

    Scenario: Rome declines and the army moves on
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome declines to intercept
      Then the army may keep moving
      And Fabius is in Capua
      And 0 interception rolls were made
      And a "interception_declined" event happened

    Scenario: The interception is answered only by intercepting or declining
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome accepts battle
      Then the action is refused by the contract as out-of-place
      And the pending decision is "interception" for Rome

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
      Then the action is refused by the contract as malformed-action
      And 0 interception rolls were made

    Scenario: The generals going along with an interceptor are named in a list, not a table
      Given Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome takes the action {"type": "intercept", "general": "Fabius", "cu": 4, "leaders": {"Scipio": 0}}
      Then the action is refused by the contract as malformed-action
      And Scipio is in Capua
      And 0 interception rolls were made

    Scenario: An interceptor is named by one name, not a list of names
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome takes the action {"type": "intercept", "general": ["Fabius"], "cu": 4, "leaders": []}
      Then the action is refused by the contract as malformed-action
      And Fabius is in Capua
      And 0 interception rolls were made

  @intercept-1-a
  Rule: generals with part of the CU may intercept

    @intercept-1-a.if.within-force @intercept-1-a.in.part @intercept-1
    Scenario: Fabius intercepts with part of his CU
      Given Rome's Fabius is in Capua
      And 6 Rome CUs are in Capua
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then intercepting with Fabius and 6 CUs is a legal action
      When Rome intercepts with Fabius and 3 CUs
      Then Fabius is in Beneventum
      And Beneventum holds 3 Rome CUs
      And Capua holds 3 Rome CUs

    @intercept-1-a.unless.within-force @intercept-1
    Scenario: No more CU than the general has may intercept
      Given Rome's Fabius is in Capua
      And 6 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then intercepting with Fabius and 7 CUs is not a legal action
      When Rome intercepts with Fabius and 7 CUs
      Then the action is refused citing rule intercept-1-a or by the contract as malformed-action
      And Capua holds 6 Rome CUs
      And 0 interception rolls were made

    @intercept-1-a.in.several-generals @intercept-1
    Scenario: Each interceptor may take along the generals standing in his own space
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Marcellus is in Venusia
      And Rome's Scipio is in Venusia
      And 2 Rome CUs are in Venusia
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the pending decision is "interception" for Rome
      And intercepting with Fabius and 4 CUs is a legal action
      And intercepting with Marcellus and 2 CUs joined by Scipio is a legal action
      And intercepting with Scipio and 2 CUs joined by Marcellus is a legal action
      And intercepting with Fabius and 4 CUs joined by Scipio is not a legal action

    @intercept-1-a.in.several-generals @intercept-3 @intercept-3.in.with-generals @intercept-1
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
      And Beneventum holds 2 Rome CUs
      And Capua holds 4 Rome CUs
      And the pending decision is "intercepted" for Carthage

    @intercept-1-a.in.whole-army @intercept-1
    Scenario: Fabius and Scipio intercept with the whole army
      Given Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 6 Rome CUs are in Capua
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 6 CUs joined by Scipio
      Then Beneventum holds 6 Rome CUs
      And Capua holds no Rome CU
      And Scipio is in Beneventum

  @intercept-1-b
  Rule: a general who stays behind keeps at least 1 CU

    @intercept-1-b.if.general-stays @intercept-1-b.unless.cu-left @intercept-1
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

    @intercept-1-b.unless.general-stays @intercept-1
    Scenario: With no general staying behind every CU may intercept
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then Fabius is in Beneventum
      And Capua holds no Rome CU

    @intercept-1-b.if.cu-left @intercept-1
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

    @intercept-1-b.in.several-stay @intercept-1
    Scenario Outline: Hasdrubal and Hanno left behind together need 1 CU between them (<cu> sent)
      Given Hannibal on the partial map, Rome active
      And Rome's Scipio is in Venusia
      And 6 Rome CUs are in Venusia
      And Scipio has 2 MP
      And Carthage's Mago is in Capua
      And Carthage's Hasdrubal is in Capua
      And Carthage's Hanno is in Capua
      And 4 Carthage CUs are in Capua
      When Rome moves Scipio's army with 6 CUs
      And the army moves to Beneventum
      Then intercepting with Mago and <cu> CUs is <legal>

      Examples:
        | cu | legal              |
        | 3  | a legal action     |
        | 4  | not a legal action |

  @intercept-1-b-consul
  Rule: a consul who stays behind keeps at least 5 CU

    @intercept-1-b-consul.if.consul-stays @intercept-1-b-consul.unless.five-left @intercept-1
    Scenario: The consul Varro may not be left with 4 CU
      Given Rome's Fabius is in Capua
      And Rome's Varro is in Capua
      And 8 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then intercepting with Fabius and 4 CUs is not a legal action
      When Rome intercepts with Fabius and 4 CUs
      Then the action is refused citing rule intercept-1-b-consul
      And Fabius is in Capua
      And Capua holds 8 Rome CUs

    @intercept-1-b-consul.unless.consul-stays @intercept-1
    Scenario: Scipio, who is no consul, may be left with 4 CU
      Given Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 8 Rome CUs are in Capua
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then Fabius is in Beneventum
      And Capua holds 4 Rome CUs

    @intercept-1-b-consul.unless.consul-stays @intercept-1
    Scenario: Scipio, whom the position does not say is a consul, is none and may be left with 4 CU
      Given Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 8 Rome CUs are in Capua
      And the position leaves out the default "consul" of general pieces
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then Fabius is in Beneventum
      And Capua holds 4 Rome CUs

    @intercept-1-b-consul.if.five-left @intercept-1
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

    @intercept-1-b-consul.in.consul-goes @intercept-2 @intercept-2.in.after-a-success @intercept-1
    Scenario: The consul Varro intercepts and leaves Fabius with 1 CU, who may still try with it
      Given the "at-most" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Capua
      And Rome's Varro is in Capua
      And 8 Rome CUs are in Capua
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then intercepting with Varro and 7 CUs is a legal action
      When Rome intercepts with Varro and 7 CUs
      Then Varro is in Beneventum
      And Fabius is in Capua
      And Capua holds 1 Rome CU
      And the pending decision is "interception" for Rome
      And intercepting with Fabius and 1 CU is a legal action

    @intercept-1-b-consul.in.consul-and-other-stay @intercept-1
    Scenario Outline: The consul Varro and Scipio left behind need 5 CU between them (<cu> sent)
      Given Rome's Fabius is in Capua
      And Rome's Varro is in Capua
      And Rome's Scipio is in Capua
      And 9 Rome CUs are in Capua
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then intercepting with Fabius and <cu> CUs is <legal>

      Examples:
        | cu | legal              |
        | 4  | a legal action     |
        | 5  | not a legal action |

  @intercept-2
  Rule: one roll for each intercepting army

    @intercept-2.if.not-yet-rolled @intercept-2.unless.not-yet-rolled @intercept-2.in.two-armies @intercept-1
    Scenario: Each army rolls once and a failed army may not roll again
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Scipio is in Venusia
      And 3 Rome CUs are in Venusia
      And the dice will roll 6, 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll fails
      And the pending decision is "interception" for Rome
      And intercepting with Fabius and 4 CUs is not a legal action
      When Rome intercepts with Fabius and 4 CUs
      Then the action is refused citing rule intercept-2
      And 1 interception roll was made
      When Rome intercepts with Scipio and 3 CUs
      Then the interception roll succeeds
      And 2 interception rolls were made
      And Scipio is in Beneventum
      And Fabius is in Capua

    @intercept-2.in.went-along @intercept-1
    Scenario: Scipio, who went along with Fabius's failed army, may not roll again at the head of the rest
      Given Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Varro is in Venusia
      And 5 Rome CUs are in Venusia
      And the dice will roll 6
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 2 CUs joined by Scipio
      Then the interception roll fails
      And intercepting with Scipio and 2 CUs is not a legal action
      When Rome intercepts with Scipio and 2 CUs
      Then the action is refused citing rule intercept-2
      And Scipio is in Capua
      And 1 interception roll was made

  @intercept-2-a @tactics-roll-sign
  Rule: the interception roll is tested against the commander's tactics rating

    @intercept-2-a.if.at-most-rating @intercept-2-a.in.at-most @intercept-1
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

    @intercept-2-a.in.at-most @tactics-roll-sign @intercept-1
    Scenario: A position that leaves the erratum out reads the lost sign as at most, so a roll equal to the rating intercepts
      Given the default reading of erratum tactics-roll-sign, left out of the position
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll succeeds
      And Fabius is in Beneventum

    @intercept-2-a.unless.at-most-rating @intercept-3 @intercept-3.unless.success @intercept-3-a @intercept-3-a.unless.intercepted @intercept-1
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
      And the army is in Beneventum with 8 CUs and 3 MP left

    @intercept-2-a.in.less-than @intercept-1
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

    @intercept-2-a.in.less-than @intercept-1
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

    @intercept-2-a.in.commander-of-stack @intercept-1
    Scenario Outline: The interception roll is tested against the commander's rating, not the best in the stack (<commander> commands)
      Given the "at-most" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 4
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with <commander> and 4 CUs joined by <other>
      Then the interception roll <result>
      And an "interception" event happened with general <commander>, tactics <tactics>

      Examples:
        | commander | other  | tactics | result   |
        | Fabius    | Scipio | 3       | fails    |
        | Scipio    | Fabius | 4       | succeeds |

  @intercept-2-b
  Rule: +1 into a space with an enemy PC and no friendly CU

    @intercept-2-b.if.enemy-pc @intercept-2-b.unless.enemy-pc @intercept-2-b.if.no-friendly-cu @intercept-1
    Scenario Outline: The +1 comes with an enemy PC in the space aimed at (<pc>)
      Given the "at-most" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And <pc>
      And the dice will roll 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll counts as <counts>
      And the interception roll <result>

      Examples:
        | pc                            | counts | result   |
        | Beneventum has a Carthage PC  | 4      | fails    |
        | Beneventum has a Rome PC      | 3      | succeeds |
        | Casilinum has a Carthage PC   | 3      | succeeds |

    @intercept-2-b.if.enemy-pc @intercept-2-b.unless.enemy-pc @intercept-2-b.if.no-friendly-cu @intercept-1
    Scenario Outline: Rome active: Hannibal's roll takes the +1 into a space with a Roman PC (<pc>)
      Given Hannibal on the partial map, Rome active
      And the "at-most" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Fabius has 2 MP
      And <pc>
      And the dice will roll 4
      When Rome moves Fabius's army with 4 CUs
      And the army moves to Beneventum
      And Carthage intercepts with Hannibal and 8 CUs
      Then the interception roll counts as <counts>
      And the interception roll <result>
      And Hannibal is in <where>

      Examples:
        | pc                            | counts | result   | where      |
        | Beneventum has a Rome PC      | 5      | fails    | Arpi       |
        | Beneventum has a Carthage PC  | 4      | succeeds | Beneventum |

    @intercept-2-b.unless.no-friendly-cu @intercept-or-avoid-first @intercept-1 @intercept-3
    Scenario: Into a Carthaginian space that holds Roman CU the roll has no modifier
      Given the "at-most" reading of erratum tactics-roll-sign
      And the "interception-first" reading of erratum intercept-or-avoid-first
      And Rome's Fabius is in Capua
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

    @intercept-2-b.in.walled-city @intercept-1
    Scenario: Into a Carthaginian walled city the roll gets +1
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And Luceria has a Carthage PC
      And the dice will roll 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll counts as 4
      And the interception roll fails
      And Fabius is in Beneventum

    @intercept-2-b.in.tribe @intercept-1
    Scenario: Into a tribe friendly to Carthage the roll gets +1
      Given Carthage's Mago is in Insubres
      And 3 Carthage CUs are in Insubres
      And Mago has 2 MP
      And the tribe in Taurini is friendly to Carthage
      And Rome's Scipio is in Placentia
      And 4 Rome CUs are in Placentia
      And the dice will roll 4
      When Carthage moves Mago's army with 3 CUs
      And the army moves to Taurini
      And Rome intercepts with Scipio and 4 CUs
      Then the interception roll counts as 5
      And the interception roll fails
      And Scipio is in Placentia

    @intercept-2-b.in.second-army @intercept-1
    Scenario: Fabius's CU, who came in first, do not take the +1 from Scipio's roll
      Given the "at-most" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Scipio is in Venusia
      And 2 Rome CUs are in Venusia
      And Beneventum has a Carthage PC
      And the dice will roll 2, 4
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll counts as 3
      And Fabius is in Beneventum
      When Rome intercepts with Scipio and 2 CUs
      Then the interception roll counts as 5
      And the interception roll fails
      And Scipio is in Venusia

    @intercept-2-b.in.second-army @intercept-2-b.if.no-friendly-cu @intercept-1 @intercept-3
    Scenario: The CU of the two armies that came in first do not take the +1 from a third army's roll
      Given the "at-most" reading of erratum tactics-roll-sign
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Scipio is in Venusia
      And 2 Rome CUs are in Venusia
      And Rome's Marcellus is in Luceria
      And 3 Rome CUs are in Luceria
      And Beneventum has a Carthage PC
      And the dice will roll 1, 1, 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll counts as 2
      When Rome intercepts with Scipio and 2 CUs
      Then the interception roll counts as 2
      And Beneventum holds 6 Rome CUs
      When Rome intercepts with Marcellus and 3 CUs
      Then the interception roll counts as 3
      And the interception roll succeeds
      And Marcellus is in Beneventum
      And Beneventum holds 9 Rome CUs

    @intercept-2-b.in.second-army @intercept-2-b.unless.no-friendly-cu @intercept-or-avoid-first @intercept-1 @intercept-3
    Scenario: One Roman CU already in Beneventum keeps both interceptors' rolls unmodified
      Given the "at-most" reading of erratum tactics-roll-sign
      And the "interception-first" reading of erratum intercept-or-avoid-first
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Scipio is in Venusia
      And 2 Rome CUs are in Venusia
      And 1 Rome CU is in Beneventum
      And Beneventum has a Carthage PC
      And the dice will roll 2, 3
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll counts as 2
      And Fabius is in Beneventum
      When Rome intercepts with Scipio and 2 CUs
      Then the interception roll counts as 3
      And the interception roll succeeds
      And Scipio is in Beneventum
      And Beneventum holds 7 Rome CUs
      And the pending decision is "intercepted" for Carthage

    @intercept-or-avoid-first @avoid-1 @intercept-1
    Scenario: Under the interception-first reading the force in the space chooses after the interception is declined
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Marcellus is in Beneventum
      And 2 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the pending decision is "interception" for Rome
      When Rome declines to intercept
      Then the pending decision is "avoid_battle" for Rome
      And 0 interception rolls were made

    @intercept-or-avoid-first @avoid-1 @intercept-1
    Scenario: A position that leaves the erratum out asks the generals next door first, and the force in the space after them
      Given the default reading of erratum intercept-or-avoid-first, left out of the position
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Marcellus is in Beneventum
      And 2 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the pending decision is "interception" for Rome
      When Rome declines to intercept
      Then the pending decision is "avoid_battle" for Rome

    @intercept-or-avoid-first @avoid-1 @intercept-1 @pursuit-1
    Scenario: Under the avoid-first reading the force in the space chooses before the generals next door intercept
      Given the "avoid-first" reading of erratum intercept-or-avoid-first
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Scipio is in Beneventum
      And 2 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      Then the pending decision is "avoid_battle" for Rome
      When Rome avoids battle to Venusia with Scipio and 2 CUs
      Then the avoid roll succeeds
      And the pending decision is "interception" for Rome
      When Rome declines to intercept
      Then the pending decision is "pursuit" for Carthage

    @intercept-or-avoid-first @avoid-1 @intercept-1 @intercept-3 @walled-4 @walled-4.in.general-with-cu
    Scenario: Under the avoid-first reading Scipio intercepts once Fabius has gone inside the walls
      Given the "avoid-first" reading of erratum intercept-or-avoid-first
      And Rome's Fabius is in Luceria
      And 1 Rome CU is in Luceria
      And Luceria has a Rome PC
      And Rome's Scipio is in Beneventum
      And 2 Rome CUs are in Beneventum
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      Then the pending decision is "avoid_battle" for Rome
      When Rome withdraws 1 CU into the walls with Fabius
      Then Fabius is inside the walls of Luceria
      And the pending decision is "interception" for Rome
      When Rome intercepts with Scipio and 2 CUs
      Then the interception roll succeeds
      And Scipio is in Luceria
      And Luceria holds 3 Rome CUs
      And Luceria holds 1 Rome CU inside the walls
      And the pending decision is "intercepted" for Carthage

    @intercept-or-avoid-first @avoid-1 @intercept-1 @walled-4 @walled-4.in.general-with-cu
    Scenario: Under the interception-first reading the army moves on once Fabius has gone inside the walls
      Given the "interception-first" reading of erratum intercept-or-avoid-first
      And Rome's Fabius is in Luceria
      And 1 Rome CU is in Luceria
      And Luceria has a Rome PC
      And Rome's Scipio is in Beneventum
      And 2 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      Then the pending decision is "interception" for Rome
      When Rome declines to intercept
      Then the pending decision is "avoid_battle" for Rome
      When Rome withdraws 1 CU into the walls with Fabius
      Then Fabius is inside the walls of Luceria
      And the army may keep moving
      And no "pursuit" event happened
      And 0 interception rolls were made

    @intercept-or-avoid-first @avoid-1 @intercept-1 @walled-4 @walled-4.in.general-with-cu
    Scenario: A position that leaves the erratum out asks no second interception once Fabius has gone inside the walls
      Given the default reading of erratum intercept-or-avoid-first, left out of the position
      And Rome's Fabius is in Luceria
      And 1 Rome CU is in Luceria
      And Luceria has a Rome PC
      And Rome's Scipio is in Beneventum
      And 2 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Luceria
      And Rome declines to intercept
      And Rome withdraws 1 CU into the walls with Fabius
      Then Fabius is inside the walls of Luceria
      And the army may keep moving
      And 0 interception rolls were made

    @intercept-or-avoid-first @avoid-1
    Scenario: Under the avoid-first reading no one intercepts once the force in the space has accepted battle
      Given the "avoid-first" reading of erratum intercept-or-avoid-first
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Rome's Scipio is in Beneventum
      And 2 Rome CUs are in Beneventum
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome accepts battle
      Then a battle is due in Beneventum
      And the army's movement is over
      And Fabius is in Capua
      And the pending decision is "activation" for Carthage

  @intercept-3
  Rule: a successful interceptor moves into the target space

    @intercept-3.if.success @intercept-3-a @intercept-3-a.if.intercepted @intercept-1
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
      And "fall_back" is a legal action
      And "accept_battle" is a legal action

    @intercept-1
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

    @intercept-3-a.in.by-land @intercept-3-a.in.movement-ends @intercept-3-a-after-fall-back @intercept-1 @intercept-3
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

    @intercept-3-a-after-fall-back @intercept-1 @intercept-3
    Scenario: A position that leaves the erratum out ends Hannibal's movement where he falls back
      Given the default reading of erratum intercept-3-a-after-fall-back, left out of the position
      And Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      And Carthage falls back
      Then Hannibal is in Arpi
      And the army's movement is over
      And a "movement_over" event happened with commander Hannibal, space Arpi, reason fell back

    @intercept-3-a.in.may-move-on @intercept-3-a-after-fall-back @intercept-1 @intercept-3
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

    @intercept-3-a.in.battle @intercept-1 @intercept-3
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
      And a "battle_due" event happened with space Beneventum, cause interception, attacker Rome
      And a "movement_over" event happened with commander Hannibal, space Beneventum, reason battle

    @intercept-3-a.in.active-player-chooses @intercept-1 @intercept-3
    Scenario: Rome does not choose for the army it intercepted
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 1
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      And Rome falls back
      Then the action is refused citing rule intercept-3-a or by the contract as wrong-player
      And Hannibal is in Beneventum
      And the pending decision is "intercepted" for Carthage

    @intercept-3-a.in.by-sea @intercept-4 @intercept-4.unless.strait @intercept-1 @intercept-3
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
      And a "fell_back" event happened with from Lilybaeum, to Carthago, by sea

    @intercept-3-a.in.later-space @intercept-1 @intercept-3
    Scenario: Intercepted in the second space of its move, Hannibal falls back to the first
      Given Rome's Fabius is in Beneventum
      And 4 Rome CUs are in Beneventum
      And the dice will roll 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Cannae
      And the army moves to Venusia
      Then the pending decision is "interception" for Rome
      When Rome intercepts with Fabius and 4 CUs
      Then the pending decision's context is:
        | key          | value        |
        | space        | "Venusia"    |
        | back_to      | "Cannae"     |
        | interceptors | ["Fabius"]   |
      When Carthage falls back
      Then Hannibal is in Cannae
      And Cannae holds 8 Carthage CUs
      And a "fell_back" event happened with from Venusia, to Cannae, by clear

    @intercept-1 @intercept-3
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

    @intercept-4.if.pass @intercept-1
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

    @intercept-4.unless.pass @intercept-1
    Scenario: From Aesernia Marcellus may intercept over the clear road to Casilinum
      Given Carthage's Mago is in Capua
      And 3 Carthage CUs are in Capua
      And Mago has 2 MP
      And Rome's Marcellus is in Aesernia
      And 3 Rome CUs are in Aesernia
      And the dice will roll 2
      When Carthage moves Mago's army with 3 CUs
      And the army moves to Casilinum
      Then intercepting with Marcellus and 3 CUs is a legal action
      When Rome intercepts with Marcellus and 3 CUs
      Then Marcellus is in Casilinum

    @intercept-4.if.strait @intercept-1
    Scenario: No interception across the strait of Messana
      Given Carthage's Hasdrubal is in Venusia
      And 5 Carthage CUs are in Venusia
      And Hasdrubal has 3 MP
      And Rome's Scipio is in Messana
      And 4 Rome CUs are in Messana
      When Carthage moves Hasdrubal's army with 5 CUs
      And the army moves to Rhegium
      Then intercepting with Scipio and 4 CUs is not a legal action
      When Rome intercepts with Scipio and 4 CUs
      Then the action is refused citing rule intercept-4
      And Scipio is in Messana

    @intercept-4.in.later-space @intercept-1
    Scenario: Marcellus may intercept in the first space of the move but not across the pass in the third
      Given Carthage's Mago is in Praeneste
      And 3 Carthage CUs are in Praeneste
      And Mago has 3 MP
      And Rome's Marcellus is in Aesernia
      And 3 Rome CUs are in Aesernia
      When Carthage moves Mago's army with 3 CUs
      And the army moves to Casilinum
      Then intercepting with Marcellus and 3 CUs is a legal action
      When Rome declines to intercept
      And the army moves to Capua
      And the army moves to Beneventum
      Then intercepting with Marcellus and 3 CUs is not a legal action
      When Rome intercepts with Marcellus and 3 CUs
      Then the action is refused citing rule intercept-4
      And 0 interception rolls were made

  @intercept-failed-no-avoid
  Rule: a failed interceptor may not avoid battle against that army this round

    @intercept-failed-no-avoid.if.failed @intercept-failed-no-avoid.if.same-army @intercept-failed-no-avoid.in.avoid-roll @avoid-1 @intercept-1
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

    @intercept-failed-no-avoid.unless.failed @avoid-1 @intercept-1
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

    @intercept-failed-no-avoid.unless.same-army @avoid-1 @intercept-1
    Scenario: Fabius failed to intercept Hannibal and may still avoid Mago's army
      Given Rome's Fabius is in Capua
      And 4 Rome CUs are in Capua
      And Carthage's Mago is in Beneventum
      And 3 Carthage CUs are in Beneventum
      And Mago has 1 MP
      And the dice will roll 5, 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 4 CUs
      Then the interception roll fails
      When the army ends its movement
      And Carthage moves Mago's army with 3 CUs
      And the army moves to Capua
      And Rome avoids battle to Casilinum with Fabius and 4 CUs
      Then the avoid roll succeeds
      And Fabius is in Casilinum

    @intercept-failed-no-avoid.in.went-along @avoid-1 @intercept-1
    Scenario: Scipio, who went along with Fabius's failed interception, may not avoid Hannibal either
      Given Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 5
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 2 CUs joined by Scipio
      Then the interception roll fails
      When the army moves to Capua
      Then avoiding battle to Casilinum with Scipio and 2 CUs is not a legal action
      When Rome avoids battle to Casilinum with Scipio and 2 CUs
      Then the action is refused citing rule intercept-failed-no-avoid
      And Scipio is in Capua
      And 0 avoid rolls were made

    @intercept-failed-no-avoid.in.stayed-behind @avoid-1 @intercept-1
    Scenario: Scipio, who stayed behind when Fabius failed, may avoid Hannibal
      Given Rome's Fabius is in Capua
      And Rome's Scipio is in Capua
      And 4 Rome CUs are in Capua
      And the dice will roll 5, 2
      When Carthage moves Hannibal's army with 8 CUs
      And the army moves to Beneventum
      And Rome intercepts with Fabius and 2 CUs
      Then the interception roll fails
      When Rome declines to intercept
      And the army moves to Capua
      Then avoiding battle to Casilinum with Fabius and 2 CUs is not a legal action
      When Rome avoids battle to Casilinum with Scipio and 2 CUs
      Then the avoid roll succeeds
      And Scipio is in Casilinum
      And Fabius is in Capua

    @avoid-1 @intercept-1
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

    @intercept-failed-no-avoid.in.into-walls @intercept-failed-no-avoid.in.walls-barred @intercept-failed-no-avoid-walls @avoid-1 @intercept-1
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

    @intercept-failed-no-avoid-walls @avoid-1 @intercept-1
    Scenario: A position that leaves the erratum out bars the walls to Fabius, who failed to intercept
      Given the default reading of erratum intercept-failed-no-avoid-walls, left out of the position
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

    @intercept-failed-no-avoid.in.walls-open @intercept-failed-no-avoid-walls @avoid-1 @intercept-1
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

    @intercept-failed-no-avoid-walls @avoid-1 @intercept-1
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
