// The Sword of Rome, section 9, a declared subset: activation (9.1), what moves
// with the leader (9.1.1-9.1.2) and movement points and land costs (9.2).
// Everything else -- reaction and enemy-occupied spaces (9.3-9.4), Campaign
// cards (9.5), naval movement (9.6), plunder, walled cities, events in play --
// is answered "unsupported" rather than guessed.
//
// Written from the catalog's paraphrases and docs/games/sword_of_rome.md, not
// from the reference engine. One rule is left out on purpose (see
// examples/js_sword_of_rome/expectations.toml): a minor leader may pick up a
// historical leader here, which 9.1.2 forbids.
'use strict';

class Refusal extends Error {
  constructor(rule, message) { super(message); this.rule = rule; }
}
class Unsupported extends Error {}
// A die the position's script does not have (contract 2.0): the runner fails the scenario.
class UnscriptedDie extends Error {
  constructor(rolled, message) { super(message); this.rolled = rolled; }
}

const CLAUSES = [
  '9.1', '9.1.1', '9.1.1-note', '9.1.2', '9.1.2-a', '9.1.2-b', '9.1.2-c', '9.1.2-d', '9.1.2-note',
  '9.2', '9.2.1', '9.2.2', '9.2.2-a', '9.2.2-b', '9.2.2-c', '9.2.3', '9.2.3-note',
  '9.2-note-appian-way', '9.2-exception-samnites',
];
const DESCRIPTION = {
  name: 'js-sword-of-rome',
  version: '0.1.0',
  contract: '2.0',
  games: { sword_of_rome: { variants: ['2-4', '5'], clauses: CLAUSES } },
};

const CARDS = [1, 2, 3];
const MAX_MOVING_CU = 10;                        // 9.1.2 at most ten CU move at any moment
const TERRAIN_COST = { clear: 1, rough: 2, strait: 2 };  // 9.2
const GALLIC_MP = { 1: 3, 2: 4, 3: 5 };          // 9.2.2
const TRANSALPINE_EVENT = 'Transalpine Gauls';   // 9.2.3 note: counts as a 3-card
const SAMNITE_HOMELAND = ['Bovianum', 'Aufidena'];
const SAMNITE_ERRATUM = '9.2-exception-samnites-routes';
const POSITION_KEYS = ['contract', 'game', 'variant', 'readings', 'map', 'pieces', 'markers', 'events', 'dice', 'situation'];
const SITUATION_KEYS = ['phasing', 'alliances', 'controllers'];

function unsupportedKeys(object, allowed, what) {
  for (const key of Object.keys(object || {})) {
    if (!allowed.includes(key)) throw new Unsupported(`${what} '${key}' is not modelled by this implementation`);
  }
}

class SwordOfRome {
  constructor(position) {
    if (position.game !== 'sword_of_rome') throw new Unsupported(`no game ${position.game}`);
    unsupportedKeys(position, POSITION_KEYS, 'position key');
    this.variant = position.variant || '2-4';
    if (!DESCRIPTION.games.sword_of_rome.variants.includes(this.variant)) {
      throw new Unsupported(`no variant ${this.variant}`);
    }
    this.dice = [...(position.dice || [])];  // the script of die rolls
    this.diceRolled = 0;
    this.readings = { ...(position.readings || {}) };
    unsupportedKeys(this.readings, [SAMNITE_ERRATUM], 'reading of erratum');
    if ((position.events || []).length) throw new Unsupported('events in play are not modelled');
    const markers = position.markers || {};
    unsupportedKeys(markers, ['control', 'besieged'], 'marker');
    if ((markers.besieged || []).length) throw new Unsupported('sieges are not modelled');
    this.control = { ...(markers.control || {}) };
    const situation = position.situation || {};
    unsupportedKeys(situation, SITUATION_KEYS, 'situation');
    this.phasing = situation.phasing || null;
    this.alliances = (situation.alliances || []).map((pair) => [...pair].sort().join('|'));
    this.controllers = { ...(situation.controllers || {}) };

    const map = position.map || {};
    this.spaces = new Set(Object.keys(map.spaces || {}));
    this.links = new Map();  // space -> [{to, type}]
    for (const space of this.spaces) this.links.set(space, []);
    for (const connection of map.connections || []) {
      const [a, b] = connection.between;
      if (!this.spaces.has(a) || !this.spaces.has(b)) throw new Unsupported('a connection names an unknown space');
      this.links.get(a).push({ to: b, type: connection.type || 'clear' });
      this.links.get(b).push({ to: a, type: connection.type || 'clear' });
    }

    this.leaders = new Map();
    this.cu = new Map();  // "space|faction" -> count
    for (const piece of position.pieces || []) this.place(piece);
    this.army = null;
    this.log = [];
    this.decision = this.phasing ? 'activation' : null;
  }

  place(piece) {
    if (!this.spaces.has(piece.space)) throw new Unsupported(`a piece stands in ${piece.space}, not on the map`);
    if (piece.inside) throw new Unsupported('units inside the walls (9.3.1) are not modelled');
    if (piece.kind === 'leader') {
      this.leaders.set(piece.name, {
        name: piece.name, faction: piece.faction, historical: piece.historical !== false,
        consul: Boolean(piece.consul), space: piece.space,
      });
    } else if (piece.kind === 'cu') {
      this.addCu(piece.space, piece.faction, piece.count);
    } else {
      throw new Unsupported(`pieces of kind ${piece.kind} are not modelled`);
    }
  }

  // -- who and what is where -------------------------------------------------
  cuIn(space, faction) { return this.cu.get(`${space}|${faction}`) || 0; }
  addCu(space, faction, count) { this.cu.set(`${space}|${faction}`, this.cuIn(space, faction) + count); }
  controllerOf(faction) { return this.controllers[faction] || faction; }
  isEnemy(a, b) { return a !== b && !this.alliances.includes([a, b].sort().join('|')); }
  armyLeaders() { return this.army ? [this.army.commander, ...this.army.subordinates] : []; }

  hasEnemyUnits(space, faction) {
    for (const [key, count] of this.cu) {
      const [where, owner] = key.split('|');
      if (where === space && count > 0 && this.isEnemy(faction, owner)) return true;
    }
    for (const leader of this.leaders.values()) {
      if (leader.space === space && this.isEnemy(faction, leader.faction)) return true;
    }
    return false;
  }

  // Enemy units in or next to a space mean reactions or battles (9.3-9.4).
  requireQuietSpace(space, faction) {
    const around = [space, ...this.links.get(space).map((link) => link.to)];
    if (around.some((s) => this.hasEnemyUnits(s, faction))) {
      throw new Unsupported('enemy units in or next to the space: reaction and enemy-occupied spaces (9.3-9.4) are not modelled');
    }
  }

  // What act() answers unsupported after the rules' checks: enemy units around (9.3-9.4).
  requireModelled(action) {
    if (action.type === 'activate') {
      const leader = this.leaders.get(action.leader);
      this.requireQuietSpace(leader.space, leader.faction);
    } else if (action.type === 'move') {
      this.requireQuietSpace(action.to, this.army.faction);
    }
  }

  // -- 9.2 what a land move costs -----------------------------------------------
  moveCost(faction, from, to) {
    let best = null;
    for (const link of this.links.get(from) || []) {
      if (link.to !== to) continue;
      let type = link.type === 'appian' ? 'clear' : link.type;  // 9.2 note: no Appian Way before its event
      if (faction === 'Samnites' && this.isSamniteRoute(from, to)) type = 'clear';  // 9.2 exception
      if (!(type in TERRAIN_COST)) continue;
      if (best === null || TERRAIN_COST[type] < best.cost) best = { cost: TERRAIN_COST[type], terrain: type };
    }
    return best;
  }

  isSamniteRoute(from, to) {
    if ((this.readings[SAMNITE_ERRATUM] || 'touching') === 'entering') return SAMNITE_HOMELAND.includes(to);
    return SAMNITE_HOMELAND.includes(from) || SAMNITE_HOMELAND.includes(to);
  }

  // -- the contract ---------------------------------------------------------------
  pending() {
    if (this.decision === null) return null;
    const player = this.decision === 'activation' ? this.phasing : this.army.player;
    const actions = this.candidates(player).filter((action) => this.isLegal(player, action));
    const decision = { decision: this.decision, player, actions };
    if (this.decision === 'movement') {
      Object.assign(decision, { leader: this.army.commander, space: this.army.space, mp_left: this.mpLeft() });
    }
    return decision;
  }

  // Listed actions are those it can play: one the rules allow but it does not model (act() would
  // answer unsupported) is left out of the list, as the contract asks.
  isLegal(player, action) {
    try {
      this.check(player, action);
      this.requireModelled(action);
      return true;
    } catch (err) {
      if (err instanceof Refusal || err instanceof Unsupported) return false;
      throw err;
    }
  }

  candidates(player) {
    const actions = [];
    if (this.decision === 'activation') {
      for (const name of [...this.leaders.keys()].sort()) {
        for (const card of CARDS) actions.push({ type: 'activate', leader: name, card });
        actions.push({ type: 'activate', leader: name, event: TRANSALPINE_EVENT });  // 9.2.3 note
      }
      return actions;
    }
    const army = this.army;
    for (const link of this.links.get(army.space)) {
      if (!actions.some((a) => a.to === link.to)) actions.push({ type: 'move', to: link.to });
    }
    for (let n = 1; n <= this.cuIn(army.space, army.faction); n += 1) actions.push({ type: 'pick_up', cu: n });
    for (const leader of this.leaders.values()) {
      if (leader.space === army.space && !this.armyLeaders().includes(leader.name)) {
        actions.push({ type: 'pick_up', leader: leader.name });
      }
    }
    for (let n = 1; n <= army.cu; n += 1) actions.push({ type: 'drop_off', cu: n });
    for (const name of army.subordinates) actions.push({ type: 'drop_off', leader: name });
    actions.push({ type: 'end_movement' });
    return actions;
  }

  act(player, action) {
    if (this.decision === null) throw new Refusal('contract:not-pending', 'no decision is pending');
    this.check(player, action);
    const events = this.decision === 'activation' ? this.activate(player, action) : this.movementAction(action);
    this.log.push(...events);
    return events;
  }

  check(player, action) {
    if (this.decision === 'activation') return this.checkActivation(player, action);
    if (player !== this.army.player) throw new Refusal('contract:wrong-player', `movement is for ${this.army.player} to decide`);
    return this.checkMovement(action);
  }

  // -- 9.1 activation -------------------------------------------------------------------
  checkActivation(player, action) {
    if (player !== this.phasing) throw new Refusal('contract:wrong-player', `it is ${this.phasing}'s action`);
    if (action.type === 'play_campaign') throw new Unsupported('Campaign cards (9.5) are not modelled');
    if (action.type !== 'activate') throw new Refusal('contract:out-of-place', `'${action.type}' is not an activation`);
    if (action.leader === undefined) throw new Refusal('9.1.1-note', 'combat units move only with a leader');
    const leader = this.leaders.get(action.leader);
    if (!leader) throw new Refusal('contract:malformed-action', `no leader ${action.leader}`);
    if (this.controllerOf(leader.faction) !== player) {
      throw new Refusal('9.1', `${leader.name} is not one of ${player}'s leaders`);
    }
    if ('event' in action) {
      // 9.2.3 note: the Transalpine event activates the Transalpine Gauls, as a 3-card
      if ('card' in action || action.event !== TRANSALPINE_EVENT || leader.faction !== 'Transalpine Gauls') {
        throw new Refusal('9.2.3-note', 'only the Transalpine Gauls are activated by that event');
      }
    } else if (!CARDS.includes(action.card)) {
      throw new Refusal('contract:malformed-action', `a card has a value of 1, 2 or 3, not ${action.card}`);
    }
  }

  activate(player, action) {
    const leader = this.leaders.get(action.leader);
    this.requireQuietSpace(leader.space, leader.faction);
    const card = 'event' in action ? 3 : action.card;
    let mp = 4;                                               // 9.2.1
    if (leader.faction === 'Gauls') mp = GALLIC_MP[card];     // 9.2.2
    if (leader.faction === 'Transalpine Gauls') mp = 5;       // 9.2.3
    this.army = {
      commander: leader.name, faction: leader.faction, player, space: leader.space,
      subordinates: [], cu: 0, movement_points: mp, spent: 0, ended: false, end_reason: null,
    };
    this.decision = 'movement';
    const event = { type: 'activated', leader: leader.name, player, card, movement_points: mp, space: leader.space };
    if ('event' in action) event.event = action.event;
    return [event];
  }

  // -- 9.1.2 and 9.2 the moving army ---------------------------------------------------------
  mpLeft() { return this.army.movement_points - this.army.spent; }

  checkMovement(action) {
    const army = this.army;
    switch (action.type) {
      case 'move': {
        if (!this.spaces.has(action.to)) throw new Refusal('contract:malformed-action', `${action.to} is not on the map`);
        const cost = this.moveCost(army.faction, army.space, action.to);
        if (cost === null) throw new Refusal('9.2', `${action.to} is not adjacent to ${army.space} by land`);
        if (cost.cost > this.mpLeft()) throw new Refusal('9.2', `the move costs ${cost.cost} MP, ${this.mpLeft()} left`);
        return undefined;
      }
      case 'pick_up':
      case 'drop_off':
        return this.checkStacking(action);
      case 'end_movement':
        return undefined;
      case 'activate':  // 9.2: a leader is activated before his army moves, not during another's move
        throw new Refusal('9.2', 'no other leader is activated while an army is moving');
      case 'sail':
        throw new Unsupported('naval movement (9.6) is not modelled');
      case 'plunder': {
        // plunder itself (9.2-plunder, rule 14.2) is not modelled, but the MP it spends count
        // against the army's movement points like a move's (9.2, declared)
        const mp = action.mp;
        const plunders = ['Gauls', 'Transalpine Gauls'].includes(army.faction);
        if (plunders && Number.isInteger(mp) && mp > this.mpLeft()) {
          throw new Refusal('9.2', `plunder would spend ${mp} MP, ${this.mpLeft()} left`);
        }
        throw new Unsupported('plunder (9.2-plunder, rule 14.2) is not modelled');
      }
      default:
        throw new Refusal('contract:out-of-place', `'${action.type}' is not a movement action`);
    }
  }

  checkStacking(action) {
    const army = this.army;
    if (('cu' in action) === ('leader' in action)) throw new Refusal('9.1.2', 'give either cu or leader');
    if ('cu' in action) {
      const n = action.cu;
      if (!Number.isInteger(n) || n < 1) throw new Refusal('9.1.2', `not a number of CU: ${n}`);
      if (action.type === 'pick_up') {
        if (n > this.cuIn(army.space, army.faction)) throw new Refusal('9.1.2', `not ${n} CU in ${army.space}`);
        if (army.cu + n > MAX_MOVING_CU) throw new Refusal('9.1.2-a', `${army.cu + n} CU would be moving`);
        // 9.1.2-d, reading never-alone (the only one modelled): the last CU standing with a consul stay with him
        const alone = [...this.leaders.values()].filter((l) => l.consul && l.space === army.space
          && l.faction === army.faction && !this.armyLeaders().includes(l.name));
        if (alone.length && this.cuIn(army.space, army.faction) - n <= 0) {
          throw new Refusal('9.1.2-d', `${alone.map((l) => l.name).join(', ')} would be left without CU`);
        }
      } else if (n > army.cu) {
        throw new Refusal('9.1.2', `the army has only ${army.cu} CU`);
      }
      return;
    }
    const leader = this.leaders.get(action.leader);
    if (!leader) throw new Refusal('9.1.2', `no leader ${action.leader}`);
    if (action.type === 'pick_up') {
      if (this.armyLeaders().includes(leader.name) || leader.space !== army.space) {
        throw new Refusal('9.1.2', `${leader.name} is not waiting in ${army.space}`);
      }
      if (this.isEnemy(army.faction, leader.faction)) throw new Refusal('9.1.2', `${leader.name} is an enemy leader`);
      // an ally's leader joining the army is a matter of rule 16 (alliances), outside the excerpt
      if (leader.faction !== army.faction) {
        throw new Refusal('contract:out-of-place', `${leader.name} is not a ${army.faction} leader`);
      }
      // 9.1.2-b (minor leaders may not pick up historical ones) is deliberately missing.
      return;
    }
    if (!army.subordinates.includes(leader.name)) throw new Refusal('9.1.2', `${leader.name} is not with the army`);
    if (leader.consul && this.cuIn(army.space, leader.faction) === 0) {
      // 9.1.2 a consul is never left behind without CU
      throw new Refusal('9.1.2-d', `${leader.name} would be left without CU`);
    }
  }

  movementAction(action) {
    const army = this.army;
    if (action.type === 'move') {
      this.requireQuietSpace(action.to, army.faction);
      const { cost, terrain } = this.moveCost(army.faction, army.space, action.to);
      const from = army.space;
      army.space = action.to;
      army.spent += cost;
      for (const name of this.armyLeaders()) this.leaders.get(name).space = action.to;
      return [{ type: 'moved', leader: army.commander, from, to: action.to, by: 'land', cost,
        mp_left: this.mpLeft(), cu: army.cu, terrain }];
    }
    if (action.type === 'end_movement') return this.finish('ended by its player');
    const event = { type: action.type === 'pick_up' ? 'picked_up' : 'dropped_off', leader: army.commander, space: army.space };
    if ('cu' in action) {
      const n = action.type === 'pick_up' ? action.cu : -action.cu;
      this.addCu(army.space, army.faction, -n);
      army.cu += n;
      return [{ ...event, cu: action.cu, army_cu: army.cu }];
    }
    if (action.type === 'pick_up') army.subordinates.push(action.leader);  // 9.1.2 subordinate to the mover
    else army.subordinates = army.subordinates.filter((name) => name !== action.leader);
    return [{ ...event, subordinate: action.leader }];
  }

  finish(reason) {
    const army = this.army;
    army.ended = true;
    army.end_reason = reason;
    this.addCu(army.space, army.faction, army.cu);
    this.decision = null;
    return [{ type: 'movement_ended', leader: army.commander, space: army.space, mp_left: this.mpLeft(), reason }];
  }

  // -- normalised state (docs/games/sword_of_rome.md) -------------------------------------------
  state() {
    const cu = {};
    for (const [key, count] of [...this.cu].sort()) {
      const [space, faction] = key.split('|');
      if (count) (cu[space] = cu[space] || {})[faction] = count;
    }
    let army = null;
    if (this.army) {
      const a = this.army;
      if (a.cu && !a.ended) (cu[a.space] = cu[a.space] || {})[a.faction] = (cu[a.space][a.faction] || 0) + a.cu;
      army = {
        commander: a.commander, faction: a.faction, space: a.space, subordinates: [...a.subordinates].sort(),
        cu: a.cu, movement_points: a.movement_points, mp_left: this.mpLeft(), ended: a.ended,
        end_reason: a.end_reason, naval_capacity: null,
      };
    }
    const leaders = {};
    for (const name of [...this.leaders.keys()].sort()) {
      const l = this.leaders.get(name);
      leaders[name] = { faction: l.faction, space: l.space, inside: false };
    }
    return {
      game: 'sword_of_rome', variant: this.variant, leaders, cu, cu_inside: {}, army, campaign: null,
      control: this.control, besieged: [], events: [...this.log],
      alliances: [...this.alliances].sort().map((pair) => pair.split('|')),
      dice_rolled: this.diceRolled,  // no rule of this subset rolls a die
    };
  }
}

module.exports = { Refusal, Unsupported, UnscriptedDie, SwordOfRome, DESCRIPTION };
