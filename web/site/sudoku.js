// The Sudoku page: a puzzle typed or pasted (any size up to 25×25), solved, counted, generated, and
// explained one hint at a time, all by the engine in the worker. A pasted pencil-mark grid is hinted
// at from its candidates.
import { drawSudoku, symbol } from './board.js';
import { EngineCallError, EngineClient } from './client.js';
import { debounce } from './debounce.js';
import { html } from './svg.js';

const $ = (id) => document.getElementById(id);
const client = new EngineClient('worker.js');
let grid = null;  // the parsed puzzle: {size, box, cells}, and candidates for a pencil-mark grid
let hint = null;  // the last hint and the puzzle text it is for: {puzzle, ...hint}, for "Apply the hint"

function showError(err) {
  const box = $('puzzle-error');
  box.hidden = !err;
  box.textContent = !err ? '' : err instanceof EngineCallError ? err.describe() : err.message;
  $('puzzle').setAttribute('aria-invalid', err ? 'true' : 'false');
}

/** The puzzle as rows of text the engine reads back: a character per cell, '.' when empty. */
function format({ size, cells }) {
  const rows = [];
  for (let r = 0; r < size; r++) rows.push(cells.slice(r * size, (r + 1) * size).map((d) => (d ? symbol(d) : '.')).join(''));
  return rows.join('\n');
}

/** The puzzle changed: a hint for the old one must not be applied to it. */
function dropHint() {
  hint = null;
  $('apply-hint').disabled = true;
  $('hint-text').textContent = '';
}

async function parse() {
  try {
    grid = await client.call('sudoku.parse', $('puzzle').value);
    showError(null);
    draw({});
    return grid;
  } catch (err) {
    grid = null;
    showError(err);
    return null;
  }
}

function draw(extra) {
  if (!grid) return;
  drawSudoku($('grid'), { ...grid, givens: grid.cells.map((d) => d > 0), ...extra });
}

function busy(on) {
  for (const id of ['solve', 'count', 'generate', 'hint']) $(id).disabled = on;
  $('stop').disabled = !on;
}

async function act(work) {
  busy(true);
  try {
    await work();
  } catch (err) {
    if (err instanceof EngineCallError && err.line) showError(err);
    else $('result').textContent = err.message === 'stopped' ? 'Stopped.' : `Error: ${err.message}`;
  } finally {
    busy(false);
  }
}

async function solve() {
  const clicked = performance.now();
  if (!(await parse())) return;
  const text = $('puzzle').value;
  const sent = performance.now();
  const result = await client.call('sudoku.solve', text, { backend: $('backend').value, timeLimitMs: 20000 });
  const roundTrip = performance.now() - sent;
  if (result.status !== 'solved' && !result.solution) {
    $('result').textContent = `${result.status} after ${result.timeMs.toFixed(1)} ms (${result.backendUsed})`;
    return;
  }
  const solved = await client.call('sudoku.parse', result.solution);
  const givens = grid.cells.map((d) => d > 0);
  drawSudoku($('grid'), { ...solved, givens });
  $('grid').dataset.solution = solved.cells.join(',');
  const unique = result.unique === true ? ', unique' : result.unique === false ? ', not unique' : '';
  // From the click to the solution on the grid: what the user waits for (the browser test reads it).
  const shown = performance.now() - clicked;
  $('result').replaceChildren(`Solved${unique} by ${result.backendUsed} in `,
    html('strong', { id: 'solve-time', 'data-ms': result.timeMs, 'data-shown-ms': shown }, `${result.timeMs.toFixed(2)} ms`),
    ` (${roundTrip.toFixed(1)} ms with the trip to the worker; ${result.stats?.nodes ?? '?'} nodes).`);
}

async function count() {
  if (!(await parse())) return;
  const max = Number($('count-max').value);
  const result = await client.call('sudoku.count', $('puzzle').value, { max });
  const n = result.count;
  $('result').textContent = result.complete
    ? `${n} solution${n === 1 ? '' : 's'}${n === 1 ? ': a proper puzzle' : n === 0 ? ': no solution' : ''}.`
    : `At least ${n} solutions (counting stopped at ${max}).`;
}

async function generate() {
  const box = Number($('gen-box').value);
  const seed = Number($('gen-seed').value) || 0;
  const result = await client.call('sudoku.generate', { box, seed, timeLimitMs: 30000 });
  const parsed = await client.call('sudoku.parse', result.puzzle);
  $('puzzle').value = format(parsed);
  dropHint();
  $('gen-seed').value = String(seed + 1);
  await parse();
  $('result').textContent = `Generated a ${parsed.size}×${parsed.size} puzzle (seed ${seed})` +
    (result.grade ? `, grade: ${result.grade}.` : '.');
}

async function askHint() {
  dropHint();
  if (!(await parse())) return;
  const puzzle = $('puzzle').value;
  // As much as `sudoku hint --level` gives away, in its notation (--compact).
  const options = { level: $('hint-level').value, compact: $('hint-compact').checked };
  const answer = await client.call('sudoku.hint', puzzle, options);
  // Edited while the engine looked: the answer is for a puzzle no longer shown.
  if ($('puzzle').value !== puzzle) return;
  hint = answer.none ? null : { ...answer, puzzle };
  $('apply-hint').disabled = !hint?.placements?.length && !hint?.after;
  if (!hint) {
    $('hint-text').textContent = `No hint: ${answer.reason}.`;
    draw({});
    return;
  }
  // Below the whole step the sentence names the technique itself ("next step: Hidden Single; …").
  $('hint-text').textContent = hint.level === 'full' ? `${hint.title ?? hint.technique}: ${hint.sentence}` : hint.sentence;
  const eliminations = new Map();
  for (const { cell, digit } of hint.eliminations ?? []) {
    if (!eliminations.has(cell)) eliminations.set(cell, new Set());
    eliminations.get(cell).add(digit);
  }
  draw({
    candidates: hint.candidates,
    highlight: new Set(hint.cells ?? []),
    placements: new Map((hint.placements ?? []).map(({ cell, digit }) => [cell, digit])),
    eliminations,
  });
}

async function applyHint() {
  if (!hint || !grid || hint.puzzle !== $('puzzle').value) {
    dropHint();
    return;
  }
  if (hint.after) {
    // A pasted pencil-mark grid: the engine's grid after the step, its eliminations included.
    $('puzzle').value = hint.after;
  } else {
    const cells = [...grid.cells];
    for (const { cell, digit } of hint.placements) cells[cell] = digit;
    $('puzzle').value = format({ ...grid, cells });
  }
  dropHint();
  await parse();
}


async function start() {
  busy(true);
  $('stop').disabled = true;
  let bundled;
  try {
    await client.ready;
    const backends = await client.call('sudoku.backends');
    $('backend').replaceChildren(...backends.map((b) => html('option', { value: b.name, title: b.description }, b.name)));
    if (backends.some((b) => b.name === 'auto')) $('backend').value = 'auto';
    bundled = await client.call('sudoku.bundled');
  } catch (err) {
    $('engine-state').textContent = `The engine did not load: ${err.message}`;
    return;
  }
  $('bundled').append(...bundled.map((b, i) => html('option', { value: i }, `${b.name} (${b.size}×${b.size})`)));
  $('bundled').addEventListener('change', async () => {
    const b = bundled[Number($('bundled').value)];
    if (!b) return;
    const parsed = await client.call('sudoku.parse', b.puzzle);
    $('puzzle').value = format(parsed);
    $('result').textContent = '';
    dropHint();
    await parse();
  });
  const parseLater = debounce(() => {
    $('result').textContent = '';
    parse();
  }, 250);
  $('puzzle').addEventListener('input', () => {
    dropHint();
    parseLater();
  });
  $('solve').addEventListener('click', () => act(solve));
  $('count').addEventListener('click', () => act(count));
  $('generate').addEventListener('click', () => act(generate));
  $('hint').addEventListener('click', () => act(askHint));
  $('apply-hint').addEventListener('click', () => act(applyHint));
  $('stop').addEventListener('click', () => client.stop());
  const first = bundled.findIndex((b) => b.size === 9);
  if (first >= 0) {
    $('bundled').value = String(first);
    $('puzzle').value = format(await client.call('sudoku.parse', bundled[first].puzzle));
  }
  await parse();
  $('engine-state').textContent = 'Engine ready (WebAssembly, in a worker)';
  document.body.dataset.ready = 'true';
  busy(false);
}

start();
