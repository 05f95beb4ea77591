// The text form of a small CSP (web/src/text_form.hpp) and the errors of bad input: every one an
// EngineError, with the line and column where the text is at fault.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { getEngine, textFormError } from './helpers.mjs';

const engine = await getEngine();

test('the catalogue example (Australia) reads back as the built-in map', () => {
  const source = engine.problems().find((p) => p.id === 'text').params[0].default;
  const text = engine.parseText(source);
  const map = engine.describe({ id: 'australia' });
  assert.deepEqual(text.variables, map.variables);
  assert.deepEqual(text.edges, map.edges);
  assert.equal(engine.run({ id: 'text', source }, { maxSolutions: 0 }).solutionCount, 18);
});

test('ranges, integer lists, unary constraints, sums and alldiff', () => {
  const source = [
    '# a comment line',
    'var X Y : 1..5   # a range',
    'var Z : 2 4 6',
    'X + Y == 7',
    'X < Y',
    'Z > X',
    'Y != 5',
    'alldiff X Y Z',
  ].join('\n');
  const d = engine.parseText(source);
  assert.deepEqual(d.variables.map((v) => v.name), ['X', 'Y', 'Z']);
  assert.deepEqual(d.variables[1].domain, ['1', '2', '3', '4']);  // Y != 5 is applied at once
  assert.deepEqual(d.variables[2].domain, ['2', '4', '6']);
  const result = engine.run({ id: 'text', source }, { maxSolutions: 0 });
  assert.ok(result.solutionCount > 0);
  for (const s of result.solutions) assert.equal(textFormError(source, ['X', 'Y', 'Z'], s), '');
  // X + Y = 7 with X < Y ≤ 4: (3, 4); Z > 3 and differs: 4 is Y's, so 6.
  assert.deepEqual(result.solutions, [['3', '4', '6']]);
});

test('words compare as words, whatever their order in each domain; a word in a unary constraint', () => {
  const source = 'var A : red green blue\nvar B : blue green red\nA == B\nB != blue\n';
  const result = engine.run({ id: 'text', source }, { maxSolutions: 0 });
  assert.deepEqual(result.solutions.map((s) => s.join()).sort(), ['green,green', 'red,red']);
  for (const s of result.solutions) assert.equal(textFormError(source, ['A', 'B'], s), '');
  const different = 'var A : red green\nvar B C : green red\nalldiff A B C\n';
  const all = engine.run({ id: 'text', source: different }, { maxSolutions: 0 });
  assert.equal(all.solutionCount, 0);  // three variables, two colours
  const two = engine.run({ id: 'text', source: 'var A : red green\nvar B : green red\nA != B' }, { maxSolutions: 0 });
  assert.deepEqual(two.solutions.map((s) => s.join()).sort(), ['green,red', 'red,green']);
});

test('the text form shown in docs/web.md reads and solves', () => {
  const page = readFileSync(new URL('../../../docs/web.md', import.meta.url), 'utf8');
  const source = /```text\n([\s\S]*?)```/.exec(page)[1];
  const result = engine.run({ id: 'text', source }, { maxSolutions: 0 });
  const names = engine.parseText(source).variables.map((v) => v.name);
  assert.ok(result.solutionCount > 0);
  for (const s of result.solutions) assert.equal(textFormError(source, names, s), '');
});

const bad = [
  ['var A : 1..3\nA != B', 2, 6, /neither a variable nor a value of A/],
  ['var A B : 1..3\nA ~ B', 2, 3, /unexpected character '~'/],
  ['var A B : 1..3\nA B', 2, 3, /expected a comparison/],
  ['var A : 1..3\nvar A : 1..2', 2, 5, /declared twice/],
  ['var A : red green red', 1, 19, /listed twice/],
  ['var A B\n', 1, 8, /expected ':'/],
  ['var A : 1 two', 1, 11, /expected an integer/],
  ['var A : 3..1', 1, 9, /empty range/],
  ['var A B : 1..3\nA + B == x', 2, 10, /expected an integer/],
  ['var A B : 1..3\nA != B extra', 2, 8, /end of the line/],
  ['var A B : 1..3\nalldiff A', 2, 10, /at least two/],
  ['# nothing', 1, 1, /no variables/],
  ['var X : -2000000000..2000000000', 1, 9, /at most 10000 values/],
  ['var X : 99999999999', 1, 9, /not an integer from -2147483648 to 2147483647/],
  ['var X : 1..99999999999', 1, 12, /integer from -2147483648 to 2147483647 after/],
  ['var A : red green\nvar B : 1..2\nA == B', 3, 3, /'A' takes words and 'B' integers/],
  ['var A B : red green\nA < B', 2, 3, /only be compared with == and !=/],
  ['var A : red green\nA < green', 2, 3, /only be compared with == and !=/],
  ['var A B : red green\nA + B == 1', 2, 1, /'\+' adds integers, and 'A' takes words/],
  ['var A : red green\nA < 3', 2, 5, /takes words/],
  ['var A : red green\nvar B : 1..2\nalldiff A B', 3, 11, /cannot be compared/],
  ['var A alldiff : 1..2', 1, 7, /'alldiff' is a keyword/],
];
for (const [source, line, column, reason] of bad) {
  test(`bad text: ${JSON.stringify(source)} → line ${line}, column ${column}`, () => {
    assert.throws(() => engine.parseText(source), { name: 'EngineError', line, column, reason });
    assert.throws(() => engine.run({ id: 'text', source }), { name: 'EngineError', line, column });
  });
}

test('bad specs and options: EngineError naming what is wrong', () => {
  const throwsWith = (f, message) => assert.throws(f, { name: 'EngineError', message });
  throwsWith(() => engine.describe({ id: 'nope' }), /unknown problem 'nope'/);
  throwsWith(() => engine.describe({ id: 'queens', n: 0 }), /n must be in 1\.\.1000000/);
  throwsWith(() => engine.run({ id: 'queens' }, { method: 'magic' }), /unknown method 'magic'/);
  throwsWith(() => engine.run({ id: 'queens' }, { inference: 'psychic' }), /psychic/);
  throwsWith(() => engine.run({ id: 'queens' }, { maxSolution: 2 }), /unknown option 'maxSolution'/);
  throwsWith(() => engine.run({ id: 'australia' }, { assign: { WA: 'pink' } }), /'pink' is not a value of WA/);
  throwsWith(() => engine.ac3({ id: 'australia' }, { assign: { XX: 'red' } }), /no variable named 'XX'/);
  throwsWith(() => engine.ac3({ id: 'australia' }, { algorithm: 'ac7' }), /unknown algorithm 'ac7'/);
  throwsWith(() => engine.ac3({ id: 'cryptarithm' }), /binary constraints only|n-ary/);
  throwsWith(() => engine.describe({ id: 'sudoku4', grid: '.'.repeat(81) }), /expected a 4×4 puzzle/);
  assert.throws(() => engine.describe({ id: 'cryptarithm', puzzle: 'SEND+MORE=MONEY!' }), { name: 'EngineError', column: 16 });
  assert.throws(() => engine.describe({ id: 'sudoku9', grid: '5 3 0\n6 0 x' }), { name: 'EngineError', line: 1 });
});
