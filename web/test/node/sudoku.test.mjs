// The Sudoku library in WebAssembly: the bundled puzzles 4×4 … 25×25 solved, checked by a validator
// written here and compared with the native `sudoku solve`; counting, generating, hints, backends.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

import { getEngine, native, nativeOutput, needsNative, repo, sudokuError } from './helpers.mjs';

const engine = await getEngine();
const bundled = engine.sudoku.bundled();

test('the bundled puzzles span 4×4 to 25×25', () => {
  assert.deepEqual([...new Set(bundled.map((p) => p.size))], [4, 9, 16, 25]);
});

for (const { name, size, puzzle } of bundled) {
  test(`bundled ${name} (${size}×${size}): one solution, valid`, () => {
    const result = engine.sudoku.solve(puzzle, { timeLimitMs: 0 });
    assert.equal(result.status, 'satisfied');
    assert.equal(result.unique, true);
    assert.equal(sudokuError(puzzle, result.solution), '');
  });

  test(`bundled ${name}: the same solution as the native sudoku solve`, needsNative, () => {
    const file = join(repo, 'examples/puzzles', `${name}.txt`);
    const expected = native('sudoku', ['solve', file, '--format', 'line', '-q', '--threads', '1']).trim();
    assert.equal(engine.sudoku.solve(puzzle).solution, expected);
  });
}

test('every backend solves the 4×4 and 9×9 puzzles alike', () => {
  const names = engine.sudoku.backends().map((b) => b.name);
  assert.ok(names.includes('csp') && names.includes('dlx'), names.join());
  for (const { puzzle, size } of bundled.filter((p) => p.size <= 9)) {
    const reference = engine.sudoku.solve(puzzle).solution;
    for (const backend of names) {
      const result = engine.sudoku.solve(puzzle, { backend });
      assert.equal(result.solution, reference, `${backend} on ${size}×${size}`);
      assert.equal(sudokuError(puzzle, result.solution), '');
      // auto names the backend it chose; bitboard hands grids other than 9×9 to auto's choice.
      if (backend !== 'auto' && !(backend === 'bitboard' && size !== 9)) assert.equal(result.backendUsed, backend);
    }
  }
});

test('parse reads the block form and the one-line form alike', () => {
  const text = '1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n';
  const grid = engine.sudoku.parse(text);
  assert.deepEqual(grid, { size: 4, box: 2, cells: [1, 0, 0, 0, 0, 0, 3, 0, 0, 4, 0, 0, 0, 0, 0, 2] });
  assert.deepEqual(engine.sudoku.parse('1.....3..4.....2').cells, grid.cells);
});

test('count: an empty 4×4 has 288 grids; a unique puzzle 1', () => {
  assert.deepEqual(engine.sudoku.count('.'.repeat(16), { max: 1000 }), { count: 288, complete: true });
  assert.deepEqual(engine.sudoku.count(bundled[1].puzzle), { count: 1, complete: true });
  const two = engine.sudoku.count('.'.repeat(81), { max: 2 });
  assert.deepEqual(two, { count: 2, complete: false });
});

test('generate: a valid 9×9 with exactly one solution, the same for the same seed', () => {
  const made = engine.sudoku.generate({ box: 3, seed: 7 });
  assert.equal(sudokuError(made.puzzle, made.solution), '');
  assert.deepEqual(engine.sudoku.count(made.puzzle, { max: 2 }), { count: 1, complete: true });
  assert.equal(engine.sudoku.generate({ box: 3, seed: 7 }).puzzle, made.puzzle);
  const easy = engine.sudoku.generate({ box: 3, seed: 3, difficulty: 'easy' });
  assert.equal(easy.grade, 'easy');
});

test('hint: the first step places the solution digit (or removes a wrong candidate)', () => {
  const puzzle = bundled.find((p) => p.name === 'easy').puzzle;
  const solution = engine.sudoku.solve(puzzle).solution;
  const hint = engine.sudoku.hint(puzzle);
  assert.ok(hint.sentence.length > 0 && hint.technique.length > 0);
  assert.ok(hint.placements.length + hint.eliminations.length > 0);
  for (const { cell, digit } of hint.placements) assert.equal(String(digit), solution[cell]);
  for (const { cell, digit } of hint.eliminations) assert.notEqual(String(digit), solution[cell]);
  assert.equal(hint.candidates.length, 81);
  for (const { cell, digit } of hint.placements) assert.ok(hint.candidates[cell].includes(digit));
  assert.deepEqual(engine.sudoku.hint(solution), { none: 'full', reason: 'the grid is full' });
});

test('bad puzzles: an EngineError with the line and column', () => {
  assert.throws(() => engine.sudoku.solve('11' + '.'.repeat(14)), {
    name: 'EngineError', line: 1, column: 2, reason: /value 1 appears twice in row 1/,
  });
  assert.throws(() => engine.sudoku.parse('1......3..4......2'), { name: 'EngineError', line: 1, column: 1, reason: /cell count 18/ });
  assert.throws(() => engine.sudoku.parse('1 0 0 0\n0 0 3 0\n0 x 0 0\n0 0 0 2\n'), { name: 'EngineError', line: 3 });
  assert.throws(() => engine.sudoku.solve(bundled[0].puzzle, { backend: 'nope' }), { name: 'EngineError', message: /nope/ });
  assert.throws(() => engine.sudoku.solve(bundled[0].puzzle, { frist: true }), { name: 'EngineError', message: /unknown option 'frist'/ });
  assert.throws(() => engine.sudoku.count(bundled[0].puzzle, { max: 0 }), { name: 'EngineError', message: /max must be in 1\.\.10000/ });
});

test('sizes out of reach: refused before any search, numbers never cut short', () => {
  const grid36 = Array.from({ length: 36 }, () => Array(36).fill('0').join(' ')).join('\n');
  assert.throws(() => engine.sudoku.solve(grid36), { name: 'EngineError', message: /up to 25×25 here, this one is 36×36/ });
  assert.throws(() => engine.sudoku.generate({ box: 4294967299 }), { name: 'EngineError', message: /box: from 2 .* got 4294967299/ });
  assert.throws(() => engine.sudoku.generate({ box: 6 }), { name: 'EngineError', message: /got 6/ });
  assert.throws(() => engine.sudoku.solve(bundled[0].puzzle, { timeLimitMs: -1 }), { name: 'EngineError', message: /timeLimitMs: must be a whole number, 0 or more, got -1/ });
  assert.equal(engine.sudoku.solve(bundled[0].puzzle, { nodeLimit: 2 ** 63 }).status, 'satisfied');
});

test('generate: the symmetries, an SE range and a hardest technique, with errors naming the key', () => {
  const made = engine.sudoku.generate({ box: 3, seed: 7, symmetry: 'rotational-90', seMax: 2 });
  assert.equal(made.matches, true);
  assert.ok(made.se <= 2, `SE ${made.se}`);
  for (let r = 0; r < 9; ++r)
    for (let c = 0; c < 9; ++c) // a clue's images under the 90° rotations are clues too
      assert.equal(made.puzzle[r * 9 + c] === '.', made.puzzle[c * 9 + (8 - r)] === '.');
  assert.equal(engine.sudoku.count(made.puzzle).count, 1);
  assert.throws(() => engine.sudoku.generate({ seMin: 5, seMax: 4 }), { name: 'EngineError', message: /seMin 5 is above seMax 4/ });
  assert.throws(() => engine.sudoku.generate({ seMax: -1 }), { name: 'EngineError', message: /seMax/ });
  assert.throws(() => engine.sudoku.generate({ hardestTechnique: 'x-ray' }), { name: 'EngineError', message: /unknown technique 'x-ray'/ });
});

test('no hint says why: several solutions, none, a contradiction when a cell has no candidate', () => {
  // The tool's and Python's rule (sudoku::hints::check_position): a hint is for a puzzle with one solution.
  const empty = '.'.repeat(81);
  assert.equal(engine.sudoku.count(empty).count, 2);
  assert.deepEqual(engine.sudoku.hint(empty), { none: 'several', reason: 'it has several solutions' });
  assert.deepEqual(engine.sudoku.hint(empty, { level: 'vague' }), { none: 'several', reason: 'it has several solutions' });
  // Wikipedia's puzzle with a 2 at r1c3 (its solution has 4): no clash, no cell without candidates.
  const unsolvable = '532.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  assert.equal(engine.sudoku.count(unsolvable).count, 0);
  assert.deepEqual(engine.sudoku.hint(unsolvable), { none: 'unsolvable', reason: 'it has no solution' });
  // Row 1 holds 1–8 and column 9 a 9 further down: r1c9 has no candidate, though no two givens clash.
  const stuck = '12345678.' + '........9' + '.'.repeat(63);
  assert.equal(engine.sudoku.hint(stuck).none, 'contradiction');
});

test('a pasted pencil-mark grid is hinted at from its candidates, as the native sudoku hint does', needsNative, () => {
  const file = join(repo, 'tests/data/docs/pencil_marks.txt');  // HoDoKu's grid: lone digits are values
  const text = readFileSync(file, 'utf8');
  const parsed = engine.sudoku.parse(text);
  assert.equal(parsed.size, 9);
  assert.deepEqual(parsed.candidates[1], [1, 6, 7, 9]);  // r1c2, as HoDoKu lists it
  const hint = engine.sudoku.hint(text);
  assert.equal(hint.none, undefined);
  assert.equal(hint.sentence, native('sudoku', ['hint', file]).trim());
  // "Apply the hint": the grid after the step, in our form; it reads back and the step is gone.
  const after = engine.sudoku.parse(hint.after);
  for (const { cell, digit } of hint.eliminations) assert.ok(!after.candidates[cell].includes(digit));
  for (const { cell, digit } of hint.placements) assert.equal(after.cells[cell], digit);
  assert.throws(() => engine.sudoku.solve(text), { name: 'EngineError', message: /pencil-mark grid: Hint reads one/ });
});

test('hint levels and the compact notation say what the native sudoku hint --level --compact says', needsNative, () => {
  // top9 #1 after three steps: a pointing removes 7 from r2c1 and r2c3, "r2c13<>7" in the compact notation.
  const file = join(repo, 'tests/data/hints/pointing_position.txt');
  const text = readFileSync(file, 'utf8');
  const full = engine.sudoku.hint(text);
  for (const level of ['vague', 'cells', 'full']) {
    for (const compact of [false, true]) {
      const hint = engine.sudoku.hint(text, { level, compact });
      const flags = ['--level', level, ...(compact ? ['--compact'] : [])];
      assert.equal(hint.sentence, native('sudoku', ['hint', file, ...flags]).trim(), flags.join(' '));
      assert.equal(hint.level, level);
      assert.equal(hint.technique, full.technique);
      // Below the whole step, nothing it places or removes is given away.
      assert.equal('placements' in hint || 'eliminations' in hint || 'after' in hint, level === 'full');
      assert.equal('units' in hint && 'cells' in hint, level !== 'vague');
      if (level === 'cells') {
        const tool = JSON.parse(native('sudoku', ['hint', file, '--json', '--level', 'cells']));
        assert.deepEqual(hint.units, tool.units);
        assert.deepEqual(hint.cells.map((c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`), tool.cells);
      }
    }
  }
  assert.notEqual(engine.sudoku.hint(text, { compact: true }).sentence, full.sentence);
  assert.throws(() => engine.sudoku.hint(text, { level: 'some' }),
    { name: 'EngineError', message: /level: unknown hint level 'some' \(expected one of: vague, cells, full\)/ });
  assert.throws(() => engine.sudoku.hint(text, { levels: 'vague' }), { name: 'EngineError', message: /levels/ });
});

test('a 16×16 hint names digits above 9 by letter, as the grid shows them', () => {
  const puzzle = bundled.find((p) => p.size === 16).puzzle;
  const hint = engine.sudoku.hint(puzzle);
  assert.equal(hint.sentence, 'r1c6=C: hidden single, C fits nowhere else in box 2');
  assert.deepEqual(hint.placements, [{ cell: 5, digit: 12 }]);
  assert.equal(puzzle[5], '.');
  assert.equal(engine.sudoku.solve(puzzle).solution[5], 'C');
});

test('Inkala\'s puzzle has a hint (a forcing chain), and it removes no digit of the solution', () => {
  const inkala = bundled.find((p) => p.name === 'inkala_2012').puzzle;
  const solution = engine.sudoku.solve(inkala).solution;
  const hint = engine.sudoku.hint(inkala);
  assert.equal(hint.none, undefined);
  assert.ok(hint.placements.length + hint.eliminations.length > 0);
  for (const { cell, digit } of hint.placements) assert.equal(String(digit), solution[cell]);
  for (const { cell, digit } of hint.eliminations) assert.notEqual(String(digit), solution[cell]);
});

// The bitboard backend in WebAssembly runs its SIMD copy (wasm_simd128.h, -msimd128), which must
// make the same moves as the native build's copy: the same solution, uniqueness and node counts on
// every puzzle, the hard ones, one with several solutions and one with none included.
test('bitboard: WebAssembly SIMD gives the native answers and node counts', needsNative, () => {
  const bitboard = engine.sudoku.backends().find((b) => b.name === 'bitboard');
  assert.equal(bitboard.vectors, 'simd128');
  const lines = (name) =>
    readFileSync(join(repo, 'examples/puzzles', `${name}.txt`), 'utf8').split('\n').filter((l) => l.length === 81);
  const top9 = lines('top9');
  const several = top9[0].slice(0, 40) + '.'.repeat(41);
  const unsolvable = '12345678.' + '........9' + '.'.repeat(63);  // r1c9 can only be 9, which r2c9 holds
  const puzzles = [...top9, ...lines('ai_escargot'), ...lines('inkala_2012'), several, unsolvable];
  const dir = mkdtempSync(join(tmpdir(), 'bitboard-'));
  const file = join(dir, 'puzzles.txt');
  writeFileSync(file, puzzles.join('\n') + '\n');
  for (const first of [true, false]) {
    const flags = first ? ['--first'] : [];
    const out = nativeOutput('sudoku', ['solve', file, '--backend', 'bitboard', '--format', 'line', '--stats', '--threads', '1', ...flags]);
    const nodes = [...out.matchAll(/^# backend bitboard, nodes (\d+), backtracks (\d+)/gm)].map((m) => [Number(m[1]), Number(m[2])]);
    const solutions = out.split('\n').filter((l) => /^[1-9]{81}$/.test(l));
    assert.equal(nodes.length, puzzles.length, out);
    let solved = 0;
    puzzles.forEach((puzzle, i) => {
      const result = engine.sudoku.solve(puzzle, { backend: 'bitboard', first });
      assert.equal(result.backendUsed, 'bitboard');
      assert.deepEqual([result.stats.nodes, result.stats.backtracks], nodes[i], `puzzle ${i + 1}, first ${first}`);
      if (result.solution === null) return;
      assert.equal(sudokuError(puzzle, result.solution), '');
      assert.equal(result.solution, solutions[solved++], `puzzle ${i + 1}`);
    });
    assert.equal(solved, solutions.length);
  }
});
