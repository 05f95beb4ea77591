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
