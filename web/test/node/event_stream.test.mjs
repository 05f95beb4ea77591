// run(spec, options, onEvents): the events reach the caller while the search runs, in batches, and
// together they are the run's events (up to the cap), so a page that stops a search keeps them.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { getEngine } from './helpers.mjs';

const engine = await getEngine();

test('The streamed events are the run\'s, in order, in batches of at most 256', () => {
  const batches = [];
  const spec = { id: 'queens', n: 8 };
  const options = { method: 'backtracking', inference: 'none', variableOrder: 'static', maxSolutions: 0, maxEvents: 5000 };
  const run = engine.run(spec, options, (events) => batches.push(events));
  assert.ok(run.eventsTruncated, 'the run fits under its cap: nothing to stream to the cap');
  assert.ok(batches.length > 1);
  assert.ok(batches.every((b) => b.length > 0 && b.length <= 256));
  assert.deepEqual(batches.flat(), run.events);
  // No sink left behind: the next run streams nothing.
  const plain = engine.run(spec, { ...options, maxEvents: 300 });
  assert.equal(plain.events.length, 300);
  assert.equal(batches.flat().length, run.events.length);
});

test('A search stopped before its end has sent every batch it filled', () => {
  // 30 queens, plain backtracking: past the cap of 1,000 events long before the time limit ends it.
  const batches = [];
  const run = engine.run({ id: 'queens', n: 30 },
    { method: 'backtracking', inference: 'none', variableOrder: 'static', valueOrder: 'static', maxEvents: 1000, timeLimit: 0.2 },
    (events) => batches.push(events));
  assert.equal(run.status, 'limit');
  assert.deepEqual(batches.flat(), run.events);
  assert.deepEqual(batches.flat().map((e) => e.seq), run.events.map((_, i) => i + 1));
});
