// Every search method of run() on the catalogue's problems: answers checked by the validators of
// helpers.mjs, counts agreeing between methods, counters against the native programs, and the
// events of chronological backtracking against its counters.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { colouringError, getEngine, isForest, native, nativeStats, needsNative, queensError, textFormError } from './helpers.mjs';

const engine = await getEngine();
const australia = engine.describe({ id: 'australia' });
const usa = engine.describe({ id: 'usa' });
const chain = 'var A B C D : 1..3\nA < B\nB < C\nB != D\n';

test('backtracking: the events add up to the counters, and end with the solution', () => {
  for (const inference of ['none', 'fc', 'mac']) {
    const result = engine.run({ id: 'queens', n: 6 }, { inference, variableOrder: 'static', valueOrder: 'static' });
    const count = (type) => result.events.filter((e) => e.event === type).length;
    assert.equal(count('assign'), result.stats.nodes, inference);
    assert.equal(count('prune'), result.stats.prunings, inference);
    const { seq, ...last } = result.events.at(-1);
    assert.equal(seq, result.events.length);
    assert.deepEqual(last, { event: 'solution', index: 1, values: result.solutions[0] });
    assert.equal(queensError(result.solutions[0]), '');
    for (const e of result.events.filter((e) => e.event === 'prune')) {
      assert.ok(e.cause >= 0 && /^Q\d+ Q\d+|\(Q\d+, Q\d+\)$/.test(e.constraint_name), JSON.stringify(e));
    }
  }
});

test('backtracking: maxEvents caps the events and says so', () => {
  const result = engine.run({ id: 'queens', n: 8 }, { inference: 'none', variableOrder: 'static', maxEvents: 10 });
  assert.equal(result.events.length, 10);
  assert.equal(result.eventsTruncated, true);
  assert.equal(engine.run({ id: 'queens', n: 4 }).eventsTruncated, false);
});

test('an enumeration lists the first 1000 solutions and counts on', () => {
  const source = 'var A B C D E F : 0..9\n';
  for (const method of ['backtracking', 'backjumping']) {
    const result = engine.run({ id: 'text', source }, { method, inference: 'fc', maxSolutions: 0, maxEvents: 0, nodeLimit: 20000 });
    assert.equal(result.status, 'limit', method);
    assert.ok(result.solutionCount > 1000, method);
    assert.equal(result.solutions.length, 1000, method);
    assert.equal(new Set(result.solutions.map((s) => s.join())).size, 1000, method);
  }
});

test('backtracking: limits end the search with status limit', () => {
  const result = engine.run({ id: 'queens', n: 20 }, { inference: 'none', variableOrder: 'static', nodeLimit: 50 });
  assert.equal(result.status, 'limit');
  assert.equal(result.complete, false);
});

test('backjumping: valid colourings; counters equal the native map_colouring --search backjumping', needsNative, () => {
  for (const inference of ['none', 'fc']) {
    const result = engine.run({ id: 'usa' }, { method: 'backjumping', inference });
    assert.equal(colouringError(usa.edges, result.solutions[0]), '');
    const expected = nativeStats(native('examples/map_colouring', ['usa', '--stats', '--search', 'backjumping', '--inference', inference]));
    assert.equal(result.stats.nodes, expected.nodes, inference);
    assert.equal(result.stats.checks, expected.checks, inference);
  }
});

test('backjumping: a dead end blamed on the first variable jumps over the second', () => {
  // X=1, Y=1, then Z has no value because of X alone: the search jumps from Z back to X.
  const source = 'var X Y Z : 1..2\nX != Z\nZ < X\n';
  const result = engine.run({ id: 'text', source }, { method: 'backjumping', inference: 'none', variableOrder: 'static' });
  assert.deepEqual(result.solutions, [['2', '1', '1']]);
  assert.equal(result.stats.backjumps, 1);
  assert.equal(textFormError(source, ['X', 'Y', 'Z'], result.solutions[0]), '');
  assert.throws(() => engine.run({ id: 'australia' }, { method: 'backjumping', inference: 'mac' }), { name: 'EngineError' });
});

test('min-conflicts: solves 8 queens and the USA map, reproducibly from the seed', () => {
  const queens = engine.run({ id: 'queens', n: 8 }, { method: 'min_conflicts', seed: 3 });
  assert.equal(queens.status, 'satisfied');
  assert.equal(queensError(queens.solutions[0]), '');
  assert.ok(queens.stats.steps <= 10000);
  assert.deepEqual(engine.run({ id: 'queens', n: 8 }, { method: 'min_conflicts', seed: 3 }).solutions, queens.solutions);
  const map = engine.run({ id: 'usa' }, { method: 'min_conflicts', seed: 1, maxSteps: 100000 });
  assert.equal(map.status, 'satisfied');
  assert.equal(colouringError(usa.edges, map.solutions[0]), '');
  const stuck = engine.run({ id: 'australia', colours: 2 }, { method: 'min_conflicts', maxSteps: 50 });
  assert.equal(stuck.status, 'limit');
  assert.deepEqual(stuck.solutions, []);
});

test('tree solver: a tree-shaped CSP solved and counted as backtracking counts it', () => {
  const names = ['A', 'B', 'C', 'D'];
  const tree = engine.run({ id: 'text', source: chain }, { method: 'tree' });
  assert.equal(textFormError(chain, names, tree.solutions[0]), '');
  const count = engine.run({ id: 'text', source: chain }, { method: 'tree', maxSolutions: 0 });
  const all = engine.run({ id: 'text', source: chain }, { maxSolutions: 0 });
  assert.equal(count.solutionCount, all.solutionCount);
  assert.equal(all.solutionCount, 2);
  assert.throws(() => engine.run({ id: 'australia' }, { method: 'tree' }), { name: 'EngineError', message: /cycle/ });
});

test('cutset conditioning: Australia coloured and counted (18)', () => {
  const first = engine.run({ id: 'australia' }, { method: 'cutset' });
  assert.equal(first.status, 'satisfied');
  assert.equal(colouringError(australia.edges, first.solutions[0]), '');
  assert.equal(engine.run({ id: 'australia' }, { method: 'cutset', maxSolutions: 0 }).solutionCount, 18);
  assert.equal(isForest(7, australia.edges), false);
});

test('the tree solver and cutset conditioning find one solution or count all, nothing between', () => {
  for (const method of ['tree', 'cutset'])
    assert.throws(() => engine.run({ id: 'text', source: 'var A B : 1..3\nA < B' }, { method, maxSolutions: 2 }),
      { name: 'EngineError', message: /finds one solution \(1\) or counts them all \(0\), got 2/ });
});

test('every method on every catalogue problem it takes gives a valid answer or a clear refusal', () => {
  const methods = ['backtracking', 'backjumping', 'min_conflicts', 'tree', 'cutset'];
  for (const { id, params } of engine.problems()) {
    const spec = { id };
    for (const { name, default: value } of params) spec[name] = value;
    if (id === 'queens') spec.n = 6;
    for (const method of methods) {
      let result;
      try {
        // Some pairs are hopeless (cutset conditioning on a 9×9 Sudoku): the time limit ends them.
        const options = { method, inference: method === 'backjumping' ? 'fc' : 'mac', maxSteps: 2000, timeLimitMs: 300 };
        result = engine.run(spec, options);
      } catch (error) {
        assert.equal(error.name, 'EngineError', `${method} on ${id}: ${error}`);
        assert.match(error.message, /cycle|n-ary|not a tree|binary/, `${method} on ${id}`);
        continue;
      }
      assert.ok(['satisfied', 'unsatisfiable', 'limit'].includes(result.status));
      if (result.status !== 'satisfied') continue;
      const description = engine.describe(spec);
      assert.equal(result.solutions[0].length, description.variables.length);
      result.solutions[0].forEach((label, x) => assert.ok(description.variables[x].domain.includes(label), `${id} ${method}`));
      if (id === 'queens') assert.equal(queensError(result.solutions[0]), '');
      if (id === 'australia' || id === 'usa') assert.equal(colouringError(description.edges, result.solutions[0]), '');
    }
  }
});

test('the zebra: the Japanese owns the zebra, the Norwegian drinks water', () => {
  const names = engine.describe({ id: 'zebra' }).variables.map((v) => v.name);
  const [solution] = engine.run({ id: 'zebra' }).solutions;
  const house = (name) => solution[names.indexOf(name)];
  assert.equal(house('zebra'), house('Japanese'));
  assert.equal(house('water'), house('Norwegian'));
  assert.equal(engine.run({ id: 'zebra' }, { maxSolutions: 0 }).solutionCount, 1);
});

test('the cryptarithm SEND+MORE=MONEY: 9567 + 1085 = 10652, in both models', () => {
  for (const model of ['linear', 'hidden']) {
    const names = engine.describe({ id: 'cryptarithm', model }).variables.map((v) => v.name);
    const [solution] = engine.run({ id: 'cryptarithm', model }).solutions;
    const word = (w) => Number([...w].map((c) => solution[names.indexOf(c)]).join(''));
    assert.equal(word('SEND') + word('MORE'), word('MONEY'), model);
    assert.equal(word('MONEY'), 10652, model);
  }
});
