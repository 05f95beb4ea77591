// The CSP playground: pick a problem and a method, run it in the worker, then step through what the
// engine recorded: the constraint graph with the domains, the search tree, the AC-3 queue, the
// counters.
import { drawQueens, drawSudoku, sudokuShape } from './board.js';
import { EngineCallError, EngineClient } from './client.js';
import { runComparison } from './compare.js';
import { debounce } from './debounce.js';
import { describeAc3Step, describeEvent } from './events.js';
import { ConstraintGraph } from './graph.js';
import { Player } from './player.js';
import { Ac3Replay, SearchReplay } from './replay.js';
import { html } from './svg.js';
import { SearchTreeView } from './tree.js';

const $ = (id) => document.getElementById(id);
const client = new EngineClient('worker.js');
const graph = new ConstraintGraph($('graph'));
const treeView = new SearchTreeView($('tree'));
let problems = [];
let shown = null;  // {kind: 'search'|'ac3', replay, view, names, problemId, run?, options?}
// Bumped by each edit, preview and run: a preview shows only if nothing was asked after it, so one
// that answers late cannot cover a run (or a newer preview).
let generation = 0;

// ---- problem and its parameters ----

function paramInput(problem, param) {
  const id = `param-${param.name}`;
  let input;
  if (param.name === 'source') {
    input = html('textarea', { id, rows: 12, spellcheck: 'false', 'aria-describedby': 'problem-error' });
    input.value = param.default ?? '';
    // The ticket is taken at the edit, not after the pause: a run started in the pause is newer.
    const checkLater = debounce(checkText, 300);
    input.addEventListener('input', () => checkLater(++generation));
  } else if (param.min !== undefined || param.max !== undefined) {
    input = html('input', { id, type: 'number', min: param.min ?? '', max: param.max ?? '', value: param.default ?? '' });
  } else if (problem.id.startsWith('sudoku')) {
    input = html('textarea', { id, rows: 4, spellcheck: 'false', placeholder: 'empty: the bundled puzzle' });
    input.value = param.default ?? '';
  } else {
    input = html('input', { id, type: 'text', spellcheck: 'false', value: param.default ?? '' });
  }
  input.dataset.param = param.name;
  return html('label', {}, param.label ?? param.name, input);
}

function showParams() {
  const problem = problems.find((p) => p.id === $('problem').value);
  $('params').replaceChildren(...(problem?.params ?? []).map((param) => paramInput(problem, param)));
  showProblemError(null);
  return problem?.id === 'text' ? checkText() : preview();
}

function currentSpec() {
  const spec = { id: $('problem').value };
  for (const input of $('params').querySelectorAll('[data-param]')) {
    const value = input.value.trim() === '' ? null : input.type === 'number' ? Number(input.value) : input.value;
    if (value !== null) spec[input.dataset.param] = value;
  }
  return spec;
}

function showProblemError(error) {
  const box = $('problem-error');
  box.hidden = !error;
  box.textContent = error ? (error instanceof EngineCallError ? error.describe() : error.message) : '';
  const source = $('param-source');
  if (source) source.setAttribute('aria-invalid', error ? 'true' : 'false');
}

async function checkText(ticket = ++generation) {
  const source = $('param-source');
  if (!source) return;
  try {
    await client.call('parseText', source.value);
    if (ticket !== generation) return;
    showProblemError(null);
    await preview(ticket);
  } catch (err) {
    if (ticket === generation) showProblemError(err);
  }
}

/** "WA=red, Q=green" as {WA: 'red', Q: 'green'}. */
function parseAssign(text) {
  const assign = {};
  for (const part of text.split(/[,;]/).map((s) => s.trim()).filter(Boolean)) {
    const m = /^([^=\s]+)\s*=\s*(\S+)$/.exec(part);
    if (!m) throw new Error(`"Assign first": expected NAME=value, got "${part}"`);
    assign[m[1]] = m[2];
  }
  return assign;
}

/** The "Assign first" field parsed, or null after showing why it does not parse. */
function assignedFirst() {
  try {
    return parseAssign($('assign').value);
  } catch (err) {
    showProblemError(err);
    return null;
  }
}

// ---- running ----

/** The chosen problem before any run: its graph and its domains. */
async function preview(ticket = ++generation) {
  const spec = currentSpec();
  try {
    const view = await describe(spec);
    if (ticket !== generation) return;
    const run = { events: [], stats: { nodes: 0, checks: 0 } };
    show({ kind: 'search', preview: true, view, run, options: { method: 'backtracking' }, problemId: spec.id,
           replay: new SearchReplay(view, run) });
    $('summary').textContent = `${view.variables.length} variables, ${view.constraints.length} constraints. Run a search or AC-3.`;
  } catch (err) {
    if (ticket !== generation) return;
    showProblemError(err);
    clearShown();
  }
}

function busy(on) {
  for (const id of ['run', 'ac3-run', 'ac3-preset', 'compare-run']) $(id).disabled = on;
  $('stop').disabled = !on;
}

async function describe(spec) {
  return client.call('describe', spec);
}

async function runSearch() {
  const spec = currentSpec();
  const assign = assignedFirst();
  if (!assign) return;
  const options = {
    method: $('method').value, inference: $('inference').value, variableOrder: $('variable-order').value,
    valueOrder: $('value-order').value, maxSolutions: Number($('max-solutions').value), maxEvents: 20000,
    timeLimitMs: 10000, assign,
  };
  ++generation;
  busy(true);
  $('summary').textContent = 'Running…';
  try {
    const view = await describe(spec);
    const run = await client.call('run', spec, options);
    showProblemError(null);
    show({ kind: 'search', view, run, options, problemId: spec.id, replay: new SearchReplay(view, run) });
    const solutions = run.complete ? `${run.solutionCount} solution${run.solutionCount === 1 ? '' : 's'}` : `${run.solutionCount} found`;
    $('summary').textContent = `${run.status}: ${solutions}, ${run.stats.nodes} nodes, ${run.timeMs.toFixed(2)} ms in the engine` +
      (run.eventsTruncated ? ` (only the first ${run.events.length} events recorded)` : '');
  } catch (err) {
    showProblemError(err);
    clearShown();
  } finally {
    busy(false);
  }
}

async function runAc3() {
  const spec = currentSpec();
  const assign = assignedFirst();
  if (!assign) return;
  ++generation;
  busy(true);
  try {
    const view = await describe(spec);
    const result = await client.call('ac3', spec, { algorithm: $('ac3-algorithm').value, assign });
    showProblemError(null);
    show({ kind: 'ac3', view, result, assign, problemId: spec.id, replay: new Ac3Replay(view, result) });
    const empty = result.domains.map((d, v) => (d.length ? null : view.variables[v].name)).filter(Boolean);
    $('summary').textContent = `${result.steps.length} revisions, ${result.checks} checks: ` +
      (result.consistent ? 'arc consistent' : `inconsistent (${empty.join(', ')} empty)`) +
      (result.stepsTruncated ? ` (only the first ${result.steps.length} revisions recorded)` : '');
  } catch (err) {
    showProblemError(err);
    clearShown();
  } finally {
    busy(false);
  }
}

async function ac3Preset() {
  $('problem').value = 'australia';
  await showParams();
  $('assign').value = 'WA=red, Q=green';
  $('ac3-algorithm').value = 'ac3';
  await runAc3();
}

// ---- showing a step ----

/** After an error: no run shown, nothing left of the last one. */
function clearShown() {
  shown = null;
  player.setTimeline(0);
  $('summary').textContent = '';
  $('event-text').textContent = '';
  $('method-info').textContent = '';
  $('graph').replaceChildren();
  $('board').hidden = true;
  $('tree').replaceChildren();
  $('domains').tBodies[0].replaceChildren();
  countersNote(null);
}

function show(next) {
  shown = next;
  shown.names = next.view.variables.map((v) => v.name);
  graph.setView(next.problemId, next.view);
  const board = shown.view.layout === 'queens' || sudokuShape(shown.view);
  $('board').hidden = !board;
  $('graph').classList.toggle('small', Boolean(board));
  // A Sudoku's graph is too dense to read; its board shows the same domains.
  $('graph').hidden = Boolean(sudokuShape(shown.view));
  $('graph-title').textContent = $('graph').hidden ? 'Board' : 'Constraint graph';
  $('queue-box').hidden = next.kind !== 'ac3';
  $('c-extra-box').hidden = true;
  if (next.kind === 'search' && next.options.method === 'backjumping') extraCounter('Backjumps');
  if (next.kind === 'search' && next.options.method === 'min_conflicts') extraCounter('Repairs');
  $('tree-title').textContent = next.kind === 'ac3' ? 'AC-3 queue'
    : next.options.method === 'min_conflicts' ? 'Repairs' : 'Search tree';
  $('tree').hidden = next.kind === 'ac3';
  countersNote(next.kind === 'search' ? next.run : null, next.options);
  const tbody = $('domains').tBodies[0];
  tbody.replaceChildren(...shown.names.map((name) => html('tr', { 'data-var': name }, html('th', { scope: 'row' }, name), html('td'))));
  player.setTimeline(next.replay.length);
  if (!next.preview) {
    $('play').focus();
    // Counted for the browser test: a run is on show.
    document.body.dataset.runs = String(Number(document.body.dataset.runs ?? 0) + 1);
  }
}

/** When the events stopped before the run did: the counters replay only those; the run's own totals. */
function countersNote(run, options) {
  const note = $('counters-note');
  note.hidden = !run?.eventsTruncated;
  if (note.hidden) {
    note.textContent = '';
    return;
  }
  const names = ['nodes', 'checks', 'backtracks', 'prunings'];
  if (options.method === 'backjumping') names.push('backjumps');
  if (options.method === 'min_conflicts') names.push('repairs');
  const totals = names.filter((n) => run.stats[n] !== undefined).map((n) => `${run.stats[n]} ${n}`);
  note.textContent = `The counters cover only the ${run.events.length} recorded events, not the whole run. ` +
    `The whole run: ${totals.join(', ')}.`;
}

function extraCounter(name) {
  $('c-extra-box').hidden = false;
  $('c-extra-name').textContent = name;
}

function drawDomains(domainOf) {
  const rows = $('domains').tBodies[0].rows;
  shown.names.forEach((_, v) => {
    const values = domainOf(v);
    rows[v].dataset.domain = values.join(' ');
    rows[v].cells[1].textContent = values.length ? values.join(' ') : '∅ (empty)';
  });
}

function drawBoard(state) {
  if ($('board').hidden) return;
  const shape = sudokuShape(shown.view);
  if (shape) {
    const cells = shown.names.map((_, v) => {
      const d = state.domain(v);
      return d.length === 1 ? Number(d[0]) : 0;
    });
    const candidates = shown.names.map((_, v) => state.domain(v).map(Number));
    drawSudoku($('board'), { ...shape, cells, candidates, givens: shown.view.variables.map((x) => x.domain.length === 1) });
  } else {
    drawQueens($('board'), shown.view, state);
  }
}

function drawSearchStep() {
  const { replay, names, run, options } = shown;
  const state = replay.state;
  const e = replay.current;
  const cutset = replay.latest('cutset');
  const order = replay.latest('tree_order');
  const marks = {
    current: e && 'var' in e ? e.var : e && e.event === 'revise' ? e.target : null,
    arc: e && e.event === 'revise' ? [e.target, e.source] : null,
    conflictSet: e && e.event === 'backjump' ? e.conflict_set : null,
    cutset: cutset?.vars,
    parent: order?.parent,
  };
  if (!$('graph').hidden) graph.update({ domain: (v) => state.domain(v), assigned: state.assigned, wiped: state.wiped }, marks);
  drawDomains((v) => state.domain(v));
  drawBoard(state);
  const sentence = e ? describeEvent(e, names) : 'Start: the domains before the search.';
  // A solution of a big problem is a long line: the table below has all of it.
  $('event-text').textContent = sentence.length > 200 ? `${sentence.slice(0, 190)}… (all in the domains table)` : sentence;
  const atEnd = replay.position === replay.length;
  $('c-nodes').textContent = replay.counter('nodes');
  // Checks are not events: only the run's total is known, which is the count at the last step
  // unless the events stopped before the run did.
  $('c-checks').textContent = atEnd && !run.eventsTruncated ? run.stats.checks : '–';
  $('c-checks').title = run.eventsTruncated ? 'counted for the whole run only: see the note below'
    : 'counted for the whole run; shown at the last step';
  $('c-backtracks').textContent = replay.counter('backtracks');
  $('c-prunings').textContent = replay.counter('prunings');
  if (options.method === 'backjumping') $('c-extra').textContent = replay.counter('backjumps');
  if (options.method === 'min_conflicts') $('c-extra').textContent = replay.counter('repairs');
  const info = [];
  if (order) info.push(`Tree order: ${order.order.map((v) => names[v]).join(' → ')}`);
  if (cutset) info.push(`Cutset: {${cutset.vars.map((v) => names[v]).join(', ')}}`);
  if (e?.event === 'backjump') info.push(`Conflict set: {${e.conflict_set.map((v) => names[v]).join(', ')}}`);
  $('method-info').textContent = info.join(' · ');
  if (shown.preview) treeView.clear('Run a search: its tree grows here, step by step.');
  else if (options.method === 'min_conflicts') drawRepairs(replay, names);
  else {
    const nodes = replay.visibleTree();
    treeView.update(nodes, names, nodes[nodes.length - 1].id);
  }
}

function drawRepairs(replay, names) {
  const items = [];
  for (let k = replay.position - 1; k >= 0 && items.length < 40; k--) {
    const e = replay.events[k];
    if (e.event === 'repair') items.push(html('li', {}, describeEvent(e, names)));
  }
  const list = html('ol', { class: 'repairs', reversed: '' }, ...items);
  $('tree').replaceChildren(items.length ? list : html('p', { class: 'muted' }, 'The starting assignment; repairs follow.'));
}

function drawAc3Step() {
  const { replay, names, assign } = shown;
  const step = replay.current;
  const assigned = names.map((n) => assign[n] ?? null);
  const domain = (v) => replay.domain(v);
  if (!$('graph').hidden) graph.update({ domain, assigned, wiped: names.map((_, v) => domain(v).length === 0) },
               { arc: step ? [step.target, step.source] : null, current: step ? step.target : null });
  drawDomains(domain);
  if (!$('board').hidden) drawBoard({ domain, assigned, wiped: names.map((_, v) => domain(v).length === 0) });
  $('event-text').textContent = step ? describeAc3Step(step, names)
    : `Start: the domains${Object.keys(assign).length ? ' after ' + Object.entries(assign).map(([k, v]) => `${k}=${v}`).join(', ') : ''}; every arc on the queue.`;
  $('c-nodes').textContent = 0;
  $('c-checks').textContent = replay.checks;
  $('c-checks').title = 'constraint checks so far';
  $('c-backtracks').textContent = 0;
  $('c-prunings').textContent = step ? replay.after[0].reduce((sum, d, v) => sum + d.length - domain(v).length, 0) : 0;
  const queue = step ? step.queue : [];
  $('queue').replaceChildren(...queue.map(([i, j]) => html('li', {}, `(${names[i]}, ${names[j]})`)));
  if (!step) $('queue').replaceChildren(html('li', { class: 'muted' }, 'all arcs'));
  $('method-info').textContent = '';
  const revisions = replay.steps.slice(0, replay.position).map((s, i) => html('li', { value: i + 1 },
    `(${names[s.target]}, ${names[s.source]})` + (s.removed.length ? `: −${s.removed.join(', ')}` : '')));
  $('revisions').replaceChildren(...revisions.reverse());
  $('revisions').setAttribute('reversed', '');
}

const player = new Player((position) => {
  if (!shown) return;
  shown.replay.seek(position);
  if (shown.kind === 'search') drawSearchStep();
  else drawAc3Step();
});

// ---- comparison ----

async function compare() {
  busy(true);
  try {
    await runComparison(client, $('compare-table'), (done, total) => {
      $('compare-run').textContent = done < total ? `Running… ${done}/${total}` : 'Run the comparison';
    });
  } finally {
    $('compare-run').textContent = 'Run the comparison';
    busy(false);
  }
}

// ---- start ----

async function start() {
  $('controls').addEventListener('submit', (event) => {
    event.preventDefault();
    runSearch();
  });
  $('stop').addEventListener('click', () => client.stop());
  $('ac3-run').addEventListener('click', runAc3);
  $('ac3-preset').addEventListener('click', ac3Preset);
  $('compare-run').addEventListener('click', compare);
  $('problem').addEventListener('change', showParams);
  $('params').addEventListener('change', (event) => {
    if (event.target.id !== 'param-source') preview();
  });
  busy(true);
  $('stop').disabled = true;
  try {
    await client.ready;
    problems = await client.call('problems');
  } catch (err) {
    $('engine-state').textContent = `The engine did not load: ${err.message}`;
    return;
  }
  $('problem').replaceChildren(...problems.map((p) => html('option', { value: p.id }, p.title)));
  await showParams();
  $('engine-state').textContent = 'Engine ready (WebAssembly, in a worker)';
  document.body.dataset.ready = 'true';
  busy(false);
}

start();
