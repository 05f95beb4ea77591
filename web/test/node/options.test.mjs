// The options of run() and sudoku.*: the rows of the engine's option tables under their camelCase
// names, every number through the engine's one rule (csp/base/option_rule.hpp), as on the command
// line and in Python (tests/python/test_option_tables.py holds engine.d.ts to the tables).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { getEngine, queensError } from './helpers.mjs';

const engine = await getEngine();
const queens8 = { id: 'queens', n: 8 };

test('the web has the engine\'s restarts, random ties and nogoods', () => {
  for (const options of [
    { restarts: 'luby', restartBase: 5, randomTies: true, seed: 3 },
    { restarts: 'geometric', restartGrowth: 2, nogoods: false, variableOrder: 'dom-wdeg' },
    { propagateRefutations: true, valueOrder: 'lcv' },
  ]) {
    const result = engine.run(queens8, options);
    assert.equal(result.status, 'satisfied', JSON.stringify(options));
    assert.equal(queensError(result.solutions[0]), '', JSON.stringify(options));
  }
  const min = engine.run(queens8, { method: 'min_conflicts', randomWalk: 0.1, maxSteps: 5000, seed: 1 });
  if (min.status === 'satisfied') assert.equal(queensError(min.solutions[0]), '');
});

test('"input" is the order\'s name, "static" its former one', () => {
  const input = engine.run(queens8, { variableOrder: 'input', valueOrder: 'input', inference: 'fc' });
  const old = engine.run(queens8, { variableOrder: 'static', valueOrder: 'static', inference: 'fc' });
  assert.deepEqual(input.events, old.events);
  assert.equal(queensError(input.solutions[0]), '');
});

test('a huge time limit is the longest, not one that expires at once', () => {
  for (const timeLimit of [1e10, 9.3e9, 1e300]) {
    const result = engine.run(queens8, { timeLimit });
    assert.equal(result.status, 'satisfied', String(timeLimit));
    assert.equal(queensError(result.solutions[0]), '');
  }
  assert.equal(engine.run(queens8, { timeLimitMs: 9223372036855 }).status, 'satisfied');
});

test('numbers out of range are refused with the range and the key', () => {
  const refused = [
    [{ nodeLimit: -1 }, /nodeLimit: must be a whole number, 0 or more, got -1/],
    [{ maxSolutions: 1.5 }, /maxSolutions: must be a whole number/],
    [{ seed: 18446744073709551621 }, /seed: must be a whole number, 0 or more/],
    [{ timeLimit: -1 }, /timeLimit: must be 0 or more, got -1/],
    [{ restartGrowth: 1000 }, /restartGrowth: must be a number from 1 to 100, got 1000/],
    [{ restartBase: 0 }, /restartBase: must be a whole number, 1 or more, got 0/],
    [{ method: 'min_conflicts', maxSteps: 0 }, /maxSteps: must be a whole number, 1 or more, got 0/],
    [{ method: 'min_conflicts', randomWalk: 2 }, /randomWalk: must be a number from 0 to 1, got 2/],
    [{ timeLimit: '1' }, /timeLimit must be a number/],
    [{ randomTies: 1 }, /randomTies must be true or false/],
    [{ restarts: 'always' }, /unknown restarts 'always' \(expected one of: none, luby, geometric, constant, linear\)/],
    [{ timeLimit: 1, timeLimitMs: 1000 }, /timeLimit \(seconds\) or timeLimitMs, not both/],
    [{ keepSolutions: true }, /unknown option 'keepSolutions'/],
  ];
  for (const [options, message] of refused)
    assert.throws(() => engine.run(queens8, options), { name: 'EngineError', message }, JSON.stringify(options));
});

test('Sudoku limits follow the same rule', () => {
  const puzzle = engine.sudoku.bundled()[0].puzzle;
  assert.equal(engine.sudoku.solve(puzzle, { timeLimit: 1e10 }).status, 'satisfied');
  assert.throws(() => engine.sudoku.solve(puzzle, { nodeLimit: -1 }), { name: 'EngineError', message: /nodeLimit: must be a whole number/ });
  assert.throws(() => engine.sudoku.solve(puzzle, { timeLimit: -0.5 }), { name: 'EngineError', message: /timeLimit: must be 0 or more/ });
});
