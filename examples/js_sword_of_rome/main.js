#!/usr/bin/env node
// The rules-corpus process protocol (docs/protocol.md) over stdin/stdout:
// one JSON request per line in, one JSON answer per line out. Logs go to stderr.
'use strict';

const readline = require('node:readline');
const { Refusal, Unsupported, UnscriptedDie, SwordOfRome, DESCRIPTION } = require('./sword_of_rome');

const PROTOCOL = '2.0';
const games = new Map();
let created = 0;

function result(request) {
  switch (request.op) {
    case 'hello':
      if (String(request.protocol).split('.')[0] !== PROTOCOL.split('.')[0]) {
        throw new Error(`this implementation speaks protocol ${PROTOCOL}, not ${request.protocol}`);
      }
      return { protocol: PROTOCOL, ...DESCRIPTION };
    case 'create': {
      const game = new SwordOfRome(request.position);
      created += 1;
      const handle = `js${created}`;
      games.set(handle, game);
      return { game: handle };
    }
    case 'stop':
      return {};
    default:
      break;
  }
  const game = games.get(request.game);
  if (!game) throw new Error(`no game ${JSON.stringify(request.game)}`);
  switch (request.op) {
    case 'pending': return { pending: game.pending() };
    case 'act': return { events: game.act(request.player, request.action) };
    case 'state': return { state: game.state() };
    default: throw new Error(`unknown op ${JSON.stringify(request.op)}`);
  }
}

function answer(request) {
  const seq = Number.isInteger(request && request.seq) && request.seq >= 1 ? request.seq : 1;
  try {
    return { seq, result: result(request) };
  } catch (err) {
    if (err instanceof Refusal) return { seq, refusal: { rule: err.rule, message: err.message } };
    if (err instanceof Unsupported) return { seq, unsupported: { reason: err.message } };
    if (err instanceof UnscriptedDie) return { seq, unscripted_die: { rolled: err.rolled, message: err.message } };
    return { seq, error: { message: String(err && err.message || err), detail: String(err && err.stack || '') } };
  }
}

const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
input.on('line', (line) => {
  if (!line.trim()) return;
  let request;
  try {
    request = JSON.parse(line);
  } catch (err) {
    process.stdout.write(JSON.stringify({ seq: 1, error: { message: `request is not JSON: ${err.message}` } }) + '\n');
    return;
  }
  process.stdout.write(JSON.stringify(answer(request)) + '\n');
  if (request.op === 'stop') {
    input.close();
  }
});
input.on('close', () => { process.exitCode = 0; }); // exit once the answers are written
