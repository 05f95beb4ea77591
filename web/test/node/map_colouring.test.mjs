// Map colouring (AIMA fig. 6.1) and the USA: colourings checked against the borders, counts and
// counters equal to the native example program's, and AIMA's AC-3 exercise.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { colouringError, getEngine, native, nativeStats, needsNative } from './helpers.mjs';

const engine = await getEngine();
const australia = engine.describe({ id: 'australia' });
const usa = engine.describe({ id: 'usa' });
const index = (name) => australia.variables.findIndex((v) => v.name === name);

test('describe: Australia has 7 regions, 9 borders, Tasmania alone', () => {
  assert.deepEqual(australia.variables.map((v) => v.name), ['WA', 'NT', 'SA', 'Q', 'NSW', 'V', 'T']);
  assert.deepEqual(australia.variables[0].domain, ['red', 'green', 'blue']);
  assert.equal(australia.edges.length, 9);
  assert.equal(australia.constraints.length, 9);
  assert.ok(!australia.edges.flat().includes(index('T')));
  assert.equal(australia.layout, 'map');
  assert.equal(usa.variables.length, 49);
  assert.equal(usa.edges.length, 107);
});

test('Australia: 18 colourings with 3 colours, each valid; none with 2', () => {
  const result = engine.run({ id: 'australia' }, { maxSolutions: 0 });
  assert.equal(result.solutionCount, 18);
  for (const s of result.solutions) assert.equal(colouringError(australia.edges, s), '');
  assert.equal(engine.run({ id: 'australia', colours: 2 }).status, 'unsatisfiable');
});

test('USA: a valid 4-colouring; its counters equal the native map_colouring', needsNative, () => {
  for (const inference of ['none', 'fc', 'mac']) {
    const result = engine.run({ id: 'usa' }, { inference });
    assert.equal(colouringError(usa.edges, result.solutions[0]), '');
    const expected = nativeStats(native('examples/map_colouring', ['usa', '--stats', '--inference', inference]));
    for (const counter of ['nodes', 'backtracks', 'checks', 'prunings']) {
      assert.equal(result.stats[counter], expected[counter], `${counter} with ${inference}`);
    }
  }
});

test('Australia counted as the native program counts', needsNative, () => {
  const expected = nativeStats(native('examples/map_colouring', ['australia', '--count', '--stats']));
  const result = engine.run({ id: 'australia' }, { maxSolutions: 0 });
  assert.equal(result.stats.nodes, expected.nodes);
  assert.equal(result.stats.checks, expected.checks);
});

test('AC-3 after WA=red, Q=green empties SA (AIMA §6.2.2)', () => {
  for (const algorithm of ['ac3', 'ac2001']) {
    const result = engine.ac3({ id: 'australia' }, { algorithm, assign: { WA: 'red', Q: 'green' } });
    assert.equal(result.consistent, false);
    assert.deepEqual(result.initial[index('WA')], ['red']);
    assert.deepEqual(result.initial[index('SA')], ['red', 'green', 'blue']);
    assert.deepEqual(result.domains[index('SA')], []);
    assert.ok(result.steps.some((s) => s.wipeout && s.target === index('SA')));
  }
});

test('AC-3 steps replayed from the initial domains give the final ones; AC-2001 checks no more', () => {
  const ac3 = engine.ac3({ id: 'australia' }, { assign: { WA: 'red' } });
  const domains = ac3.initial.map((d) => [...d]);
  for (const step of ac3.steps) {
    for (const value of step.removed) {
      assert.ok(domains[step.target].includes(value), `${value} removed twice`);
      domains[step.target] = domains[step.target].filter((v) => v !== value);
    }
    assert.equal(step.wipeout, domains[step.target].length === 0);
    for (const [x, y] of step.added) assert.ok(australia.edges.some(([a, b]) => (a === x && b === y) || (a === y && b === x)));
  }
  assert.deepEqual(domains, ac3.domains);
  assert.equal(ac3.consistent, true);
  assert.deepEqual(ac3.domains[index('NT')], ['green', 'blue']);
  assert.equal(ac3.steps.reduce((sum, s) => sum + s.checks, 0), ac3.checks);
  const ac2001 = engine.ac3({ id: 'australia' }, { algorithm: 'ac2001', assign: { WA: 'red' } });
  assert.deepEqual(ac2001.domains, ac3.domains);
  assert.ok(ac2001.checks <= ac3.checks);
});
