// N-Queens 1–10: the solution counts, every solution checked, and the search's counters equal to
// the native example program's (examples/queens) under the same options.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { getEngine, native, nativeStats, needsNative, queensError } from './helpers.mjs';

const engine = await getEngine();
const counts = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];

// The native flags and the same options of run(), for a few search settings.
const settings = [
  { flags: ['--inference', 'fc', '--var-order', 'input', '--val-order', 'input'],
    options: { inference: 'fc', variableOrder: 'static', valueOrder: 'static' } },
  { flags: ['--inference', 'mac', '--var-order', 'mrv', '--val-order', 'input'],
    options: { inference: 'mac', variableOrder: 'mrv', valueOrder: 'static' } },
  { flags: ['--inference', 'none', '--var-order', 'input', '--val-order', 'input'],
    options: { inference: 'none', variableOrder: 'static', valueOrder: 'static' } },
];

for (let n = 1; n <= 10; n++) {
  test(`${n} queens: ${counts[n - 1]} solutions, each valid`, () => {
    const result = engine.run({ id: 'queens', n }, { maxSolutions: 0, maxEvents: 0 });
    assert.equal(result.solutionCount, counts[n - 1]);
    assert.equal(result.complete, true);
    assert.equal(result.solutions.length, counts[n - 1]);
    assert.equal(new Set(result.solutions.map((s) => s.join())).size, counts[n - 1]);
    for (const s of result.solutions) assert.equal(queensError(s), '');
    assert.equal(result.status, counts[n - 1] ? 'satisfied' : 'unsatisfiable');
  });

  test(`${n} queens: counting nodes, backtracks, checks and prunings as the native program does`, needsNative, () => {
    for (const { flags, options } of settings) {
      const expected = nativeStats(native('examples/queens', [String(n), '--count', '--stats', ...flags]));
      const { stats, solutionCount } = engine.run({ id: 'queens', n }, { ...options, maxSolutions: 0, maxEvents: 0 });
      assert.equal(solutionCount, counts[n - 1]);
      for (const counter of ['nodes', 'backtracks', 'checks', 'prunings']) {
        assert.equal(stats[counter], expected[counter], `${counter} with ${flags.join(' ')}`);
      }
    }
  });
}

test('the first solution of 8 queens is the native one', needsNative, () => {
  const out = native('examples/queens', ['8', '--inference', 'fc', '--var-order', 'input', '--val-order', 'input']);
  const rows = out.match(/rows by column: ([\d ]+)/)[1].trim().split(' ');
  const result = engine.run({ id: 'queens', n: 8 }, settings[0].options);
  assert.deepEqual(result.solutions[0], rows);
});

// Past 300 queens the model's n² constraints are not built: min-conflicts runs on row and
// diagonal counters, and answers a summary instead of events (issue 40: up to a million queens).
test('1000 queens by min-conflicts: the native program\'s run, summarised, attack-free', needsNative, () => {
  const out = native('examples/queens', ['1000', '--min-conflicts', '--seed', '3']);
  const rows = out.match(/rows by column: ([\d ]+)/)[1].trim().split(' ').map(Number);
  const repairs = Number(out.match(/after (\d+) repairs/)[1]);
  const result = engine.run({ id: 'queens', n: 1000 }, { method: 'min_conflicts', seed: 3 });
  assert.equal(result.status, 'satisfied');
  assert.equal(result.stats.steps, repairs);
  assert.deepEqual(result.events, []);
  const { summary } = result;
  assert.equal(summary.queens, 1000);
  assert.equal(summary.attackingPairs, 0);
  assert.deepEqual(summary.first, rows.slice(0, 20));
  assert.equal(summary.sample.length, 1000);
  for (const [column, row] of summary.sample) assert.equal(row, rows[column - 1]);
});

test('a million queens by min-conflicts: solved, no pair attacking, a bounded summary', () => {
  const view = engine.describe({ id: 'queens', n: 1_000_000 });
  assert.equal(view.largeQueens, 1_000_000);
  assert.equal(view.variables.length, 0);
  const result = engine.run({ id: 'queens', n: 1_000_000 }, { method: 'min_conflicts' });
  assert.equal(result.status, 'satisfied');
  assert.equal(result.summary.attackingPairs, 0);
  assert.equal(result.summary.sample.length, 1000);
  // The sampled columns hold a queen each, on rows that differ.
  assert.equal(new Set(result.summary.sample.map(([, row]) => row)).size, 1000);
  for (const [, row] of result.summary.sample) assert.ok(row >= 1 && row <= 1_000_000);
});

test('past 300 queens the other methods and AC-3 say what they take', () => {
  for (const method of ['backtracking', 'backjumping', 'tree', 'cutset']) {
    assert.throws(() => engine.run({ id: 'queens', n: 301 }, { method }),
      new RegExp(`${method} on N-Queens takes up to 300 queens, not 301 .*min_conflicts takes up to 1000000`));
  }
  assert.throws(() => engine.ac3({ id: 'queens', n: 301 }), /AC-3 on N-Queens takes up to 300 queens/);
  assert.throws(() => engine.run({ id: 'queens', n: 1_000_001 }, { method: 'min_conflicts' }), /n must be in 1\.\.1000000/);
  assert.throws(() => engine.run({ id: 'queens', n: 301 }, { method: 'min_conflicts', assign: { Q1: '1' } }),
    /assigning first on N-Queens takes up to 300 queens/);
});

test('pair checks under fc and mac: the web counts what the command line counts', needsNative, () => {
  for (const inference of ['fc', 'mac']) {
    const out = native('examples/queens', ['8', '--inference', inference, '--var-order', 'input', '--val-order', 'input',
                                           '--count-pair-checks', '--counters']);
    const expected = Number(out.match(/^pair_checks\s+(\d+)/m)[1]);
    const run = engine.run({ id: 'queens', n: 8 }, { inference, variableOrder: 'static', valueOrder: 'static', countPairChecks: true });
    assert.ok(expected > 0);
    assert.equal(run.stats.pairChecks, expected, inference);
    assert.equal(engine.run({ id: 'queens', n: 8 }, { inference, variableOrder: 'static' }).stats.pairChecks, 0);
  }
});
