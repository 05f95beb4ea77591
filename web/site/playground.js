// The CSP playground: pick a problem and a method, run it in the worker, then step through what the
// engine recorded: the constraint graph with the domains, the search tree, the AC-3 queue, the
// counters.
import { drawQueens, drawQueensSummary, drawSudoku, sudokuShape } from './board.js';
import { EngineCallError, EngineClient } from './client.js';
import { runComparison } from './compare.js';
import { debounce } from './debounce.js';
import { describeAc3Step, describeEvent } from './events.js';
import { ConstraintGraph } from './graph.js';
import { Player } from './player.js';
import { answerText, isRight, questionFor } from './predict.js';
import { ac3Line, drawPseudocode, searchLine } from './pseudocode.js';
import { Ac3Replay, SearchReplay } from './replay.js';
import { html } from './svg.js';
import { ac3Trace, combinedSvg, csv, decodeState, encodeState, save, searchTrace, svgToPng } from './share.js';
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
    if (view.largeQueens) {
      previewLargeQueens(view);
      return;
    }
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

/** N-Queens past 300: no graph and no steps (n² constraints); min-conflicts runs on counters. */
function previewLargeQueens(view) {
  clearShown();
  $('method').value = 'min_conflicts';
  syncControls();
  $('summary').textContent = `${view.largeQueens.toLocaleString('en')} queens: past 300 the constraint graph and the ` +
    'steps are too big to show. Min-conflicts runs on row and diagonal counters and shows a summary of its answer.';
}

/** A min-conflicts run on N-Queens past 300: the summary, no steps. */
function showLargeQueens(run) {
  clearShown();
  const { summary, stats } = run;
  $('board').hidden = false;
  $('graph').hidden = true;
  $('graph-title').textContent = 'Board (summary)';
  drawQueensSummary($('board'), summary);
  // No steps to play: the repairs are counted, not recorded.
  extraCounter('Repairs');
  $('c-extra').textContent = stats.steps;
  $('tree-title').textContent = 'Repairs';
  $('tree-tools').hidden = true;
  $('tree').replaceChildren(html('p', { class: 'muted' },
    `${stats.steps} repairs after the greedy start, not recorded one by one past 300 queens: the summary stands in.`));
  $('summary').textContent = `${run.status}: ${summary.queens.toLocaleString('en')} queens, ${stats.steps} repairs, ` +
    `${stats.conflicted} in conflict at the end, ${run.timeMs.toFixed(0)} ms in the engine. ` +
    `Checked afresh from the whole answer: ${summary.attackingPairs} pairs of queens attack each other.`;
  document.body.dataset.runs = String(Number(document.body.dataset.runs ?? 0) + 1);
}

/** Which search controls each method reads; the others are disabled (and say why). */
const APPLIES = {
  backtracking: ['inference', 'branch-singletons', 'variable-order', 'value-order', 'max-solutions'],
  backjumping: ['inference', 'variable-order', 'max-solutions'],
  min_conflicts: [],
  tree: ['max-solutions'],
  cutset: ['max-solutions'],
};

function syncControls() {
  const method = $('method').value;
  for (const id of ['inference', 'branch-singletons', 'variable-order', 'value-order', 'max-solutions']) {
    const on = APPLIES[method].includes(id);
    $(id).disabled = !on;
    $(id).title = on ? '' : `does not apply to ${$('method').selectedOptions[0].textContent.toLowerCase()}`;
  }
  if (!$('branch-singletons').disabled && $('inference').value !== 'mac') {
    $('branch-singletons').disabled = true;
    $('branch-singletons').title = 'applies to MAC only';
  }
  // Backjumping is CBJ or FC-CBJ: no MAC.
  const mac = $('inference').querySelector('option[value=mac]');
  mac.disabled = method === 'backjumping';
  if (mac.disabled && $('inference').value === 'mac') $('inference').value = 'fc';
}

/** The controls a run of `kind` reads: {key in the link: element id}. */
function controlIds(kind) {
  return kind === 'ac3' ? { algorithm: 'ac3-algorithm' }
    : { method: 'method', inference: 'inference', branchSingletons: 'branch-singletons', variableOrder: 'variable-order',
        valueOrder: 'value-order', maxSolutions: 'max-solutions' };
}

/** The controls a run of `kind` reads, as the link stores them. */
function controlValues(kind) {
  const out = Object.fromEntries(Object.entries(controlIds(kind)).map(([key, id]) => [key, $(id).value]));
  if ($('assign').value.trim()) out.assign = $('assign').value.trim();
  return out;
}

function setControls(kind, values) {
  for (const [key, id] of Object.entries(controlIds(kind))) {
    if (values[key] !== undefined && [...$(id).options].some((o) => o.value === values[key])) $(id).value = values[key];
  }
  $('assign').value = values.assign ?? '';
  syncControls();
}

function busy(on) {
  for (const id of ['run', 'ac3-run', 'ac3-preset', 'compare-run']) $(id).disabled = on;
  $('stop').disabled = !on;
  for (const id of SHARE_BUTTONS) $(id).disabled = on || !shown || shown.preview;
}

async function describe(spec) {
  return client.call('describe', spec);
}

async function runSearch() {
  const spec = currentSpec();
  const assign = assignedFirst();
  if (!assign) return;
  const options = {
    method: $('method').value, inference: $('inference').value,
    branchSingletons: !$('branch-singletons').disabled && $('branch-singletons').value === 'true',
    variableOrder: $('variable-order').value,
    valueOrder: $('value-order').value, maxSolutions: Number($('max-solutions').value), maxEvents: 20000,
    countPairChecks: true,
    timeLimitMs: 10000, assign,
  };
  ++generation;
  busy(true);
  $('summary').textContent = 'Running…';
  // The events as the worker records them: what Stop leaves to step through.
  const recorded = [];
  try {
    const view = await describe(spec);
    if (view.largeQueens) {
      showProblemError(null);
      showLargeQueens(await client.call('run', spec, options));
      return;
    }
    let run;
    try {
      run = await client.stream('run', (events) => recorded.push(...events), spec, options);
    } catch (err) {
      if (!err.stopped) throw err;
      run = stoppedRun(recorded);
    }
    showProblemError(null);
    show({ kind: 'search', view, run, options, problemId: spec.id, spec, replay: new SearchReplay(view, run) });
    if (run.stopped) {
      $('summary').textContent = `Stopped: the ${run.events.length} events recorded before Stop can be stepped through.`;
    } else {
      const solutions = run.complete ? `${run.solutionCount} solution${run.solutionCount === 1 ? '' : 's'}` : `${run.solutionCount} found`;
      $('summary').textContent = `${run.status}: ${solutions}, ${run.stats.nodes} nodes, ${run.timeMs.toFixed(2)} ms in the engine` +
        (run.eventsTruncated ? ` (only the first ${run.events.length} events recorded)` : '') + zebraOwner(view, run);
    }
  } catch (err) {
    showProblemError(err);
    clearShown();
  } finally {
    busy(false);
  }
}

/** A run ended by Stop: the events the worker had sent, no totals of its own. */
function stoppedRun(events) {
  return { status: 'stopped', stopped: true, events, eventsTruncated: false, solutions: [], solutionCount: 0,
           complete: false, stats: {}, timeMs: null };
}

/** Zebra's question, answered from the first solution: who owns the zebra, who drinks water. */
function zebraOwner(view, run) {
  const names = view.variables.map((v) => v.name);
  const solution = run.solutions?.[0];
  if (!solution || !names.includes('zebra') || !names.includes('water')) return '';
  const owner = (animal) => {
    const house = solution[names.indexOf(animal)];
    return ['Englishman', 'Spaniard', 'Norwegian', 'Ukrainian', 'Japanese']
      .find((who) => names.includes(who) && solution[names.indexOf(who)] === house);
  };
  return ` The ${owner('zebra')} owns the zebra; the ${owner('water')} drinks water.`;
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
    show({ kind: 'ac3', view, result, assign, problemId: spec.id, spec, replay: new Ac3Replay(view, result) });
    const empty = result.domains.map((d, v) => (d.length ? null : view.variables[v].name)).filter(Boolean);
    $('summary').textContent = `${result.revisions} revisions, ${result.checks} checks, ${result.prunings} values removed: ` +
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
  $('code').replaceChildren();
  delete $('code').dataset.method;
  $('domains').tBodies[0].replaceChildren();
  countersNote(null);
}

function show(next) {
  shown = next;
  shown.names = next.view.variables.map((v) => v.name);
  graph.setView(next.problemId, next.view);
  // A queens board past 64 columns has too many squares to redraw at each step: the graph stands in.
  const board = (shown.view.layout === 'queens' && shown.names.length <= 64) || sudokuShape(shown.view);
  $('board').hidden = !board;
  delete $('board').dataset.key;
  $('graph').classList.toggle('small', Boolean(board));
  // A Sudoku's graph is too dense to read; its board shows the same domains.
  $('graph').hidden = Boolean(sudokuShape(shown.view));
  $('graph-title').textContent = $('graph').hidden ? 'Board' : 'Constraint graph';
  $('queue-box').hidden = next.kind !== 'ac3';
  $('c-extra-box').hidden = true;
  if (next.kind === 'ac3') extraCounter('Revisions');
  if (next.kind === 'search' && next.options.method === 'backjumping') extraCounter('Backjumps');
  if (next.kind === 'search' && next.options.method === 'min_conflicts') extraCounter('Repairs');
  $('tree-title').textContent = next.kind === 'ac3' ? 'AC-3 queue'
    : next.options.method === 'min_conflicts' ? 'Repairs' : 'Search tree';
  $('tree').hidden = next.kind === 'ac3';
  $('tree-tools').hidden = next.kind === 'ac3' || next.options.method === 'min_conflicts';
  treeView.last = null;  // the last run's tree is not redrawn by a zoom
  countersNote(next.kind === 'search' ? next.run : null, next.options);
  const tbody = $('domains').tBodies[0];
  tbody.replaceChildren(...shown.names.map((name) => html('tr', { 'data-var': name }, html('th', { scope: 'row' }, name), html('td'))));
  next.controls = next.preview ? null : controlValues(next.kind);
  resetPrediction();
  for (const id of SHARE_BUTTONS) $(id).disabled = Boolean(next.preview);
  $('share-state').textContent = '';
  if (next.preview) {
    $('code').replaceChildren(html('p', { class: 'muted' }, 'Run a search or AC-3: its pseudocode follows each step here.'));
    delete $('code').dataset.method;
  }
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
  note.hidden = !run?.eventsTruncated && !run?.stopped;
  if (note.hidden) {
    note.textContent = '';
    return;
  }
  if (run.stopped) {
    note.textContent = `Stopped before the end: the counters cover the ${run.events.length} events recorded until then.`;
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
    const text = domainOf(v).join(' ');
    if (rows[v].dataset.domain === text && rows[v].cells[1].textContent) return;  // a step changes a few
    rows[v].dataset.domain = text;
    rows[v].cells[1].textContent = text || '∅ (empty)';
  });
}

function drawBoard(state) {
  if ($('board').hidden) return;
  const shape = sudokuShape(shown.view);
  if (shape) {
    const candidates = shown.names.map((_, v) => state.domain(v).map(Number));
    // Most steps change no cell (an AC-3 revision that removes nothing): the grid stays as drawn.
    const key = candidates.join('|');
    if ($('board').dataset.key === key) return;
    $('board').dataset.key = key;
    const cells = candidates.map((d) => (d.length === 1 ? d[0] : 0));
    drawSudoku($('board'), { ...shape, cells, candidates, givens: shown.view.variables.map((x) => x.domain.length === 1) });
  } else {
    delete $('board').dataset.key;
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
  for (const id of ['c-nodes', 'c-backtracks']) $(id).title = '';
  $('c-nodes').textContent = replay.counter('nodes');
  // Checks are not events: only the run's total is known, which is the count at the last step
  // unless the events stopped before the run did.
  $('c-checks').textContent = atEnd && !run.eventsTruncated && !run.stopped ? run.stats.checks : '–';
  $('c-pair-checks').textContent = atEnd && !run.eventsTruncated && !run.stopped ? run.stats.pairChecks ?? 0 : '–';
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
  const previous = replay.position > 1 ? replay.events[replay.position - 2] : null;
  if (!shown.preview) drawPseudocode($('code'), options.method, searchLine(options.method, e, names, cutset, previous));
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
  // AC-3 searches nothing: nodes and backtracks do not apply.
  for (const id of ['c-nodes', 'c-backtracks']) {
    $(id).textContent = 'n/a';
    $(id).title = 'AC-3 makes no assignments: not applicable';
  }
  $('c-checks').textContent = replay.checks;
  $('c-checks').title = 'value pairs tested so far';
  // This AC-3 is the textbook's: its checks are value pairs already.
  $('c-pair-checks').textContent = replay.checks;
  $('c-prunings').textContent = replay.prunings;
  $('c-extra').textContent = replay.position;
  // The queue can hold thousands of arcs (9×9 Sudoku: 1,620): the first ones, then how many more.
  const shownArcs = 60;
  const queue = replay.queue(shownArcs).map(([i, j]) => html('li', {}, `(${names[i]}, ${names[j]})`));
  if (replay.queueLength > shownArcs) queue.push(html('li', { class: 'muted more' }, `… ${replay.queueLength - shownArcs} more`));
  $('queue').replaceChildren(...queue);
  $('queue').dataset.length = String(replay.queueLength);
  $('method-info').textContent = '';
  const revisions = [];
  for (let k = replay.position; k >= 1 && revisions.length < shownArcs; k--) {
    const s = replay.steps[k - 1];
    revisions.push(html('li', { value: k }, `(${names[s.target]}, ${names[s.source]})` + (s.removed.length ? `: −${s.removed.join(', ')}` : '')));
  }
  $('revisions').replaceChildren(...revisions);
  $('revisions').setAttribute('reversed', '');
  drawPseudocode($('code'), 'ac3', ac3Line(step, replay, names));
}

const player = new Player((position) => {
  if (!shown) return;
  if (prediction.question && position !== prediction.position) {
    prediction.question = null;  // moved away from the step the question was about
    $('predict-box').hidden = true;
  }
  shown.replay.seek(position);
  if (shown.kind === 'search') drawSearchStep();
  else drawAc3Step();
  if (!shown.preview) updateLinkSoon();
});

// ---- predict the next step ----

// Per run: the questions answered (by the step they precede), how many right.
let prediction = { answered: new Set(), right: 0, asked: 0, question: null, position: -1 };

function resetPrediction() {
  prediction = { answered: new Set(), right: 0, asked: 0, question: null, position: -1 };
  $('predict-box').hidden = true;
  $('predict-result').textContent = '';
}

/** The player's gate: in predict mode, a step that asks a question waits for the answer. */
player.gate = (position) => {
  if (!$('predict').checked || !shown || shown.preview || prediction.answered.has(position)) return true;
  const question = questionFor(shown, position);
  if (!question) return true;
  prediction.question = question;
  prediction.position = position;
  $('predict-question').textContent = question.text;
  const type = question.multiple ? 'checkbox' : 'radio';
  $('predict-choices').replaceChildren(...question.choices.map((c) => html('label', {},
    html('input', { type, name: 'predict-choice', value: c.value }), c.label)));
  $('predict-box').hidden = false;
  $('predict-choices').querySelector('input')?.focus();
  return false;
};

/** Scores the answer (or skips it), then shows the step. */
function answerPrediction(skip) {
  const { question, position } = prediction;
  if (!question || position !== player.position) return;
  prediction.answered.add(position);
  prediction.question = null;
  $('predict-box').hidden = true;
  if (!skip) {
    const chosen = [...$('predict-choices').querySelectorAll('input:checked')].map((i) => i.value);
    const right = isRight(question, chosen);
    prediction.asked++;
    if (right) prediction.right++;
    $('predict-result').textContent = `${right ? 'Right' : 'Not quite'}: ${answerText(question)}. ` +
      `Score: ${prediction.right} of ${prediction.asked}.`;
    $('predict-result').dataset.right = String(prediction.right);
    $('predict-result').dataset.asked = String(prediction.asked);
  }
  player.seek(position + 1);
  $('forward').focus();
}

// ---- sharing and downloads ----

const SHARE_BUTTONS = ['copy-link', 'download-trace', 'download-counters', 'download-svg', 'download-png'];

/** The address names this run and step (a link to share). */
function updateLink() {
  if (!shown || shown.preview) return;
  history.replaceState(null, '', encodeState({ kind: shown.kind, spec: shown.spec, options: shown.controls, step: player.position }));
}
// Browsers make replaceState slow when called at every step of a fast replay (tens of ms each).
const updateLinkSoon = debounce(updateLink, 150);

/** Opens the run a link describes (see share.js) at its step. */
async function openLink(hash) {
  const state = decodeState(hash);
  if (!state || !problems.some((p) => p.id === state.spec.id)) return false;
  $('problem').value = state.spec.id;
  await showParams();
  for (const [key, value] of Object.entries(state.spec)) {
    const input = $(`param-${key}`);
    if (key !== 'id' && input) input.value = value;
  }
  setControls(state.kind, state.options);
  if (state.kind === 'ac3') await runAc3();
  else await runSearch();
  if (shown && !shown.preview) player.seek(state.step);
  return true;
}

function fileStem() {
  const what = shown.kind === 'ac3' ? shown.controls.algorithm : shown.options.method;
  return `${shown.problemId}-${what}`;
}

function downloadTrace() {
  const text = shown.kind === 'ac3' ? ac3Trace(shown.replay.steps, shown.names) : searchTrace(shown.run.events);
  save(`${fileStem()}.jsonl`, new Blob([text], { type: 'application/x-ndjson' }));
}

function downloadCounters() {
  const { replay, names } = shown;
  const rows = [];
  if (shown.kind === 'ac3') {
    rows.push(['step', 'arc', 'removed', 'checks', 'revisions', 'prunings', 'queue']);
    for (let k = 0; k <= replay.length; k++) {
      replay.seek(k);
      const s = replay.current;
      rows.push([k, s ? `(${names[s.target]} ${names[s.source]})` : '', s ? s.removed.join(' ') : '', replay.checks, k,
                 replay.prunings, replay.queueLength]);
    }
  } else {
    const counters = ['nodes', 'backtracks', 'prunings', 'backjumps', 'repairs', 'solutions'];
    rows.push(['step', 'event', ...counters]);
    for (let k = 0; k <= replay.length; k++) {
      rows.push([k, k ? replay.events[k - 1].event : 'start', ...counters.map((c) => replay.counts[c][k])]);
    }
  }
  replay.seek(player.position);
  save(`${fileStem()}-counters.csv`, new Blob([csv(rows)], { type: 'text/csv' }));
}

/** The graph and the search tree as shown, or null (with a word why) when neither is drawn. */
function pictures() {
  const shownPictures = [...document.querySelectorAll('#graph:not([hidden]) svg.graph, #tree:not([hidden]) svg.tree')];
  if (!shownPictures.length) {
    $('share-state').textContent = 'No picture on show (a board is not a picture here).';
    return null;
  }
  return combinedSvg(shownPictures);
}

async function downloadPicture(format) {
  const picture = pictures();
  if (!picture) return;
  const name = `${fileStem()}-step${player.position}`;
  if (format === 'svg') save(`${name}.svg`, new Blob([picture.text], { type: 'image/svg+xml' }));
  else save(`${name}.png`, await svgToPng(picture));
}

async function copyLink() {
  updateLink();
  const link = location.href;
  try {
    await navigator.clipboard.writeText(link);
    $('share-state').textContent = 'Link copied: it opens this run at this step.';
  } catch {
    $('share-state').textContent = `Link to this step: ${link}`;
  }
}

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
  $('method').addEventListener('change', syncControls);
  $('inference').addEventListener('change', syncControls);
  $('tree-zoom-in').addEventListener('click', () => treeView.setZoom(1.25));
  $('tree-zoom-out').addEventListener('click', () => treeView.setZoom(0.8));
  $('tree-zoom-fit').addEventListener('click', () => treeView.setZoom(1));
  $('tree-fold').addEventListener('change', () => treeView.setFold($('tree-fold').checked));
  $('predict-check').addEventListener('click', () => answerPrediction(false));
  $('predict-skip').addEventListener('click', () => answerPrediction(true));
  $('predict').addEventListener('change', () => {
    if (!$('predict').checked) $('predict-box').hidden = true;
  });
  $('copy-link').addEventListener('click', copyLink);
  $('download-trace').addEventListener('click', downloadTrace);
  $('download-counters').addEventListener('click', downloadCounters);
  $('download-svg').addEventListener('click', () => downloadPicture('svg'));
  $('download-png').addEventListener('click', () => downloadPicture('png'));
  window.addEventListener('hashchange', () => openLink(location.hash));
  $('params').addEventListener('change', (event) => {
    if (event.target.id !== 'param-source') preview();
  });
  busy(true);
  $('stop').disabled = true;
  try {
    await client.ready;
    problems = await client.call('problems');
    // Each counter's one-line definition, from the engine (csp::counter_definitions), as its tooltip.
    const definitions = new Map((await client.call('counters')).map((c) => [c.name, c.definition]));
    for (const dt of document.querySelectorAll('#counters dt[data-counter]')) dt.title = definitions.get(dt.dataset.counter) ?? '';
  } catch (err) {
    $('engine-state').textContent = `The engine did not load: ${err.message}`;
    return;
  }
  $('problem').replaceChildren(...problems.map((p) => html('option', { value: p.id }, p.title)));
  syncControls();
  busy(false);
  if (!(await openLink(location.hash))) await showParams();
  $('engine-state').textContent = 'Engine ready (WebAssembly, in a worker)';
  document.body.dataset.ready = 'true';
}

start();
