// Solves the puzzles of a file (one per line) with the WebAssembly engine in this Node process,
// as `node bench/web/solve.mjs WASM_DIR FILE BACKEND [REPEAT]`, and prints the process CPU time of
// the first pass (code not yet optimised by V8) and of the best pass, in seconds, as JSON.
// Each puzzle is one engine.sudoku.solve call on its text, as `sudoku solve` does by default: the
// solution and a uniqueness check (two solutions looked for).
import { readFileSync } from 'node:fs';

import { loadNodeEngine } from '../../web/api/node.mjs';

const [wasmDir, file, backend, repeat = '3'] = process.argv.slice(2);
const engine = await loadNodeEngine(wasmDir);
const puzzles = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() && !line.startsWith('#'));

const passes = [];
for (let pass = 0; pass < Number(repeat); pass++) {
  const start = process.cpuUsage();
  let unique = 0;
  for (const puzzle of puzzles) {
    if (engine.sudoku.solve(puzzle, { backend, timeLimitMs: 0 }).unique) unique++;
  }
  const cpu = process.cpuUsage(start);
  if (unique !== puzzles.length) throw new Error(`${puzzles.length - unique} puzzles not solved as unique`);
  passes.push((cpu.user + cpu.system) / 1e6);
}
console.log(JSON.stringify({ puzzles: puzzles.length, first: passes[0], best: Math.min(...passes) }));
