// The chapter's comparison (AIMA's table of backtracking variants against min-conflicts), run live:
// every method on every problem in the worker, the table filled in as the answers come.
import { html } from './svg.js';

const PROBLEMS = [
  { label: 'Australia', spec: { id: 'australia' } },
  { label: 'USA', spec: { id: 'usa' } },
  { label: '8-queens', spec: { id: 'queens', n: 8 } },
  { label: '20-queens', spec: { id: 'queens', n: 20 } },
  { label: 'Zebra', spec: { id: 'zebra' } },
  { label: 'SEND+MORE=MONEY', spec: { id: 'cryptarithm' } },
];

const METHODS = [
  { label: 'Backtracking', options: { method: 'backtracking', inference: 'none', variableOrder: 'static' } },
  { label: 'BT + MRV', options: { method: 'backtracking', inference: 'none', variableOrder: 'mrv' } },
  { label: 'Forward checking', options: { method: 'backtracking', inference: 'fc', variableOrder: 'static' } },
  { label: 'FC + MRV', options: { method: 'backtracking', inference: 'fc', variableOrder: 'mrv' } },
  { label: 'MAC + MRV', options: { method: 'backtracking', inference: 'mac', variableOrder: 'mrv' } },
  { label: 'Backjumping', options: { method: 'backjumping', inference: 'none', variableOrder: 'static' } },
  { label: 'Min-conflicts', options: { method: 'min_conflicts', maxSteps: 100000 } },
];

const LIMITS = { nodeLimit: 100000, timeLimitMs: 2000, maxEvents: 0, maxSolutions: 1 };

/** "876 nodes" over "37 ms"; "> 100,000 nodes" when a limit stopped the search. */
function fillCell(cell, result) {
  const work = result.stats.steps ?? result.stats.nodes;
  const unit = result.stats.steps !== undefined ? 'steps' : 'nodes';
  const ms = result.timeMs < 10 ? result.timeMs.toFixed(2) : result.timeMs.toFixed(0);
  const prefix = result.status === 'limit' ? '> ' : '';
  cell.replaceChildren(`${prefix}${work.toLocaleString('en')} ${unit}`, html('small', {}, `${ms} ms`));
}

/** Fills `table` row by row; `client` is the EngineClient. Resolves when every cell is done. */
export async function runComparison(client, table, onProgress = () => {}) {
  const head = html('tr', {}, html('th', { scope: 'col' }, 'Problem'));
  for (const m of METHODS) head.append(html('th', { scope: 'col' }, m.label));
  const body = html('tbody');
  table.replaceChildren(html('thead', {}, head), body);
  let done = 0;
  for (const p of PROBLEMS) {
    const row = html('tr', {}, html('th', { scope: 'row' }, p.label));
    body.append(row);
    for (const m of METHODS) {
      const cell = html('td', {}, '…');
      row.append(cell);
      try {
        const result = await client.call('run', p.spec, { ...LIMITS, ...m.options });
        fillCell(cell, result);
        if (result.status === 'limit') cell.classList.add('limit');
      } catch (err) {
        cell.textContent = err.message === 'stopped' ? 'stopped' : `error: ${err.message}`;
        cell.classList.add('limit');
        if (err.message === 'stopped') return;
      }
      onProgress(++done, PROBLEMS.length * METHODS.length);
    }
  }
}
