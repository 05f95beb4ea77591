// Shared by the node tests: the engine under test, the native build to compare with, and
// validators that check answers independently of the engine. Loading nothing at import time:
// `node --test` also runs this file (it sits in a test folder).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadNodeEngine } from '../../api/node.mjs';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const wasmDir = process.env.CSP_WEB_BUILD ?? join(repo, 'build-web/wasm');
const nativeDir = process.env.CSP_NATIVE_BUILD;

let engine;
/** The engine, loaded once per test file. */
export async function getEngine() {
  engine ??= await loadNodeEngine(wasmDir);
  return engine;
}

/**
 * Options for a test that needs the native build: skipped (with the reason) when CSP_NATIVE_BUILD is
 * not set, as in a run by hand. When it is set (ctest sets it), the build must be there: a missing
 * program fails the test instead of skipping it.
 */
export const needsNative = nativeDir ? {} : { skip: 'CSP_NATIVE_BUILD (the native build folder) is not set' };
if (nativeDir && !existsSync(join(nativeDir, 'sudoku')))
  throw new Error(`CSP_NATIVE_BUILD=${nativeDir} has no sudoku program: build the native tree first`);

/**
 * Runs a program of the native build (path relative to it) and returns its standard output. The
 * example programs restart and break ties at random by default; the web engine does neither, so
 * they are asked not to.
 */
export function native(program, args) {
  const plain = program.startsWith('examples/') ? ['--restarts', 'none', '--random-ties=false'] : [];
  return execFileSync(join(nativeDir, program), [...args, ...plain], { cwd: repo, encoding: 'utf8' });
}

/**
 * The same, for a run whose exit code says something about the answers rather than a failure
 * (`sudoku solve` exits 1 when a puzzle has no solution or several): its standard output either way.
 */
export function nativeOutput(program, args) {
  try {
    return native(program, args);
  } catch (error) {
    if (typeof error.status === 'number' && typeof error.stdout === 'string') return error.stdout;
    throw error;
  }
}

/** The counters of a native "nodes 130, backtracks 44, ..., checks 640, prunings 410" line. */
export function nativeStats(output) {
  const line = output.split('\n').find((l) => l.startsWith('nodes '));
  if (!line) throw new Error(`no statistics line in:\n${output}`);
  const stats = {};
  for (const part of line.split(', ')) {
    const [name, value] = part.split(' ');
    stats[name] = Number(value);
  }
  return stats;
}

const digit = (c) => (c === '.' || c === '0' ? 0 : c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 55);

/** Why `solution` (one-line) does not solve `puzzle` (one-line), or '' when it does. */
export function sudokuError(puzzle, solution) {
  const cells = puzzle.length;
  const side = Math.round(Math.sqrt(cells));
  const box = Math.round(Math.sqrt(side));
  if (typeof solution !== 'string' || solution.length !== cells) return `expected ${cells} cells`;
  const value = [...solution].map(digit);
  for (let i = 0; i < cells; i++) {
    if (value[i] < 1 || value[i] > side) return `cell ${i} holds ${solution[i]}`;
    if (digit(puzzle[i]) !== 0 && digit(puzzle[i]) !== value[i]) return `given ${i} changed`;
  }
  const units = [];
  for (let k = 0; k < side; k++) {
    const row = [], column = [], square = [];
    for (let j = 0; j < side; j++) {
      row.push(k * side + j);
      column.push(j * side + k);
      square.push((Math.floor(k / box) * box + Math.floor(j / box)) * side + (k % box) * box + (j % box));
    }
    units.push(row, column, square);
  }
  for (const unit of units) {
    if (new Set(unit.map((i) => value[i])).size !== side) return `unit ${unit} repeats a value`;
  }
  return '';
}

/** Why `rows` (the row of the queen of each column, as labels) is not an n-queens solution, or ''. */
export function queensError(rows) {
  const r = rows.map(Number);
  for (let i = 0; i < r.length; i++) {
    if (!(r[i] >= 1 && r[i] <= r.length)) return `Q${i + 1} off the board`;
    for (let j = i + 1; j < r.length; j++) {
      if (r[i] === r[j] || Math.abs(r[i] - r[j]) === j - i) return `Q${i + 1} attacks Q${j + 1}`;
    }
  }
  return '';
}

/** Why `values` breaks a colouring of the graph `edges` (pairs of variable indices), or ''. */
export function colouringError(edges, values) {
  for (const [a, b] of edges) if (values[a] === values[b]) return `${a} and ${b} share ${values[a]}`;
  return '';
}

const compare = { '!=': (a, b) => a !== b, '==': (a, b) => a === b, '<': (a, b) => a < b, '<=': (a, b) => a <= b,
  '>': (a, b) => a > b, '>=': (a, b) => a >= b };

/**
 * Why `values` (labels by variable, variables named `names`) breaks a problem in the text form, or ''.
 * A second reading of the form, kept simple: one statement per line, tokens between blanks.
 */
export function textFormError(source, names, values) {
  const words = {};  // variable -> its word values
  const number = (name, label) => (words[name] ? label : Number(label));  // words compare as words
  const valueOf = (name) => number(name, values[names.indexOf(name)]);
  for (const raw of source.split('\n')) {
    const t = raw.replace(/#.*/, '').trim().split(/\s+/).filter(Boolean);
    if (t.length === 0) continue;
    if (t[0] === 'var') {
      const colon = t.indexOf(':');
      const domain = t.slice(colon + 1);
      const isWords = domain.length > 0 && Number.isNaN(Number(domain[0])) && !domain[0].includes('..');
      for (const name of t.slice(1, colon)) if (isWords) words[name] = domain;
      continue;
    }
    if (t[0] === 'alldiff') {
      const seen = t.slice(1).map(valueOf);
      if (new Set(seen).size !== seen.length) return `${raw}: repeated value`;
      continue;
    }
    if (t[1] === '+') {
      if (!compare[t[3]](valueOf(t[0]) + valueOf(t[2]), Number(t[4]))) return `${raw} fails`;
      continue;
    }
    const right = names.includes(t[2]) ? valueOf(t[2]) : number(t[0], t[2]);
    if (!compare[t[1]](valueOf(t[0]), right)) return `${raw} fails`;
  }
  return '';
}

/** Whether the graph on `count` vertices with `edges`, less the vertices `removed`, has no cycle. */
export function isForest(count, edges, removed = []) {
  const parent = [...Array(count).keys()];
  const find = (x) => (parent[x] === x ? x : (parent[x] = find(parent[x])));
  for (const [a, b] of edges) {
    if (removed.includes(a) || removed.includes(b)) continue;
    if (find(a) === find(b)) return false;
    parent[find(a)] = find(b);
  }
  return true;
}
