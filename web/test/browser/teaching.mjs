// The playground's teaching parts, in Chromium: the pseudocode line of every AC-3 step on a 9×9
// Sudoku, Stop keeping what was recorded, links that reopen a run at its step, the downloads, the
// controls a method does not read, the tree's labels and folding, letters in the colour squares.
// run.mjs registers these with its harness (`tools`).
import path from 'node:path';

import { Ac3Replay, SearchReplay } from '../../site/replay.js';
import { queensProblems } from './validators.mjs';

/** Objects compared field by field, whatever the order of their fields. */
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical(value[k])]));
  return value;
}
const sameEvents = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The pseudocode line AIMA's AC-3 is at after `step` (null: the start), as a reader would say it. */
function ac3LineOf(step) {
  if (!step) return 'init';
  if (step.wipeout) return 'fail';  // if size of Di = 0 then return false
  return step.removed.length ? 'add' : 'revise';  // values removed: their arcs go back on the queue
}

/**
 * The pseudocode line (web/site/pseudocode.js's ids) a search event belongs to: a second reading
 * of the chapter's figures, event by event. `previous` is the event before; `cutset` the cutset.
 */
function expectedLine(method, e, previous, cutset) {
  const failedAtOnce = e.event === 'backtrack' && previous?.event === 'assign' && previous.var === e.var && previous.depth === e.depth;
  switch (method) {
    case 'min_conflicts':
      return { assign: 'start', repair: 'repair', solution: 'complete' }[e.event];
    case 'tree':
      return { tree_order: 'order', revise: 'revise', prune: 'revise', wipeout: 'failure', assign: 'assign', solution: 'complete' }[e.event];
    case 'cutset':
      if (e.event === 'assign') return cutset.includes(e.var) ? 'assign' : 'tree';
      if (e.event === 'prune') return cutset.includes(e.cause) ? 'infer' : 'tree';
      return { cutset: 'cutset', tree_order: 'tree', revise: 'tree', wipeout: 'tree', backtrack: 'unassign', solution: 'complete' }[e.event];
    default:  // backtracking and backjumping
      if (failedAtOnce) return method === 'backtracking' ? 'consistent' : 'failure';
      if (e.event === 'assign' || e.event === 'prune') return e.depth === 0 ? 'start' : e.event === 'assign' ? 'assign' : 'infer';
      return { wipeout: 'failure', backtrack: 'unassign', solution: 'complete', backjump: 'jump' }[e.event];
  }
}

export function addTeachingTests(test, { open, engine, check, same, shownDomains, runAndWait, shotsDir }) {
  /** The page's state at this step, for comparing two pages. */
  const snapshot = (page) => page.evaluate(() => ({
    step: document.getElementById('step-label').textContent,
    event: document.getElementById('event-text').textContent,
    line: document.getElementById('code').dataset.line,
    vars: document.querySelector('#code .code-vars')?.textContent ?? '',
    nodes: document.getElementById('c-nodes').textContent,
    prunings: document.getElementById('c-prunings').textContent,
    domains: [...document.querySelectorAll('#domains tbody tr')].map((tr) => tr.dataset.domain),
  }));

  async function select(page, values) {
    for (const [id, value] of Object.entries(values)) await page.select(`#${id}`, value);
  }

  test('AC-3 on 9×9 Sudoku to the end: the highlighted line and the queue at every step', async () => {
    const page = await open('index.html');
    await page.select('#problem', 'sudoku9');
    await runAndWait(page, '#ac3-run');
    const spec = { id: 'sudoku9' };
    const result = await engine.ac3(spec, { algorithm: 'ac3' });
    const replay = new Ac3Replay(await engine.describe(spec), result);
    check(!result.stepsTruncated && result.steps.length === result.revisions, `${result.steps.length} of ${result.revisions} revisions`);
    const summary = await page.$eval('#summary', (e) => e.textContent);
    check(summary.startsWith(`${result.revisions} revisions, ${result.checks} checks`), `the summary: "${summary}"`);
    // Stepped in the page (one round trip): what the pseudocode panel and the counters show at each step.
    const shown = await page.evaluate((steps) => {
      const out = [];
      const at = () => ({
        line: document.getElementById('code').dataset.line,
        lines: document.querySelectorAll('#code .pseudocode li.current').length,
        queue: Number(document.getElementById('queue').dataset.length),
        checks: document.getElementById('c-checks').textContent,
        revisions: document.getElementById('c-extra').textContent,
        vars: document.querySelector('#code .code-vars').textContent,
      });
      out.push(at());
      for (let k = 0; k < steps; k++) {
        document.getElementById('forward').click();
        out.push(at());
      }
      return out;
    }, result.steps.length);
    for (let k = 0; k <= result.steps.length; k++) {
      const step = k ? result.steps[k - 1] : null;
      replay.seek(k);
      const got = shown[k];
      const where = `step ${k}`;
      check(got.line === ac3LineOf(step) && got.lines === 1, `${where}: line "${got.line}" (${got.lines} lit), the step says "${ac3LineOf(step)}"`);
      check(got.queue === replay.queueLength, `${where}: ${got.queue} arcs queued, ${replay.queueLength} expected`);
      check(Number(got.checks) === replay.checks && Number(got.revisions) === k, `${where}: ${got.checks} checks, ${got.revisions} revisions`);
      if (step) {
        check(got.vars.includes(`(r`) && got.vars.includes('removed'), `${where}: the line's variables "${got.vars}"`);
      }
    }
    const last = shown[shown.length - 1];
    check(Number(last.checks) === result.checks, `at the end ${last.checks} checks, the run ${result.checks}`);
    for (const id of ['c-nodes', 'c-backtracks']) {
      const text = await page.$eval(`#${id}`, (e) => e.textContent);
      check(text === 'n/a', `AC-3 shows ${id} as "${text}", not as not applicable`);
    }
    await page.screenshot({ path: path.join(shotsDir, 'playground-ac3-sudoku.png') });
    await page.close();
  });

  test('Every method\'s pseudocode: the line highlighted at each step is the event\'s', async () => {
    const tree = 'var A B C D : red green blue\nA != B\nB != C\nB != D\nA == red\n';
    const runs = [
      [{ id: 'australia' }, { method: 'backtracking', inference: 'fc', variableOrder: 'static', valueOrder: 'static' }],
      [{ id: 'australia' }, { method: 'backtracking', inference: 'none', variableOrder: 'static', valueOrder: 'static' }],
      [{ id: 'queens', n: 6 }, { method: 'backjumping', inference: 'none', variableOrder: 'static' }],
      [{ id: 'queens', n: 8 }, { method: 'min_conflicts' }],
      [{ id: 'text', source: tree }, { method: 'tree' }],
      [{ id: 'australia' }, { method: 'cutset' }],
    ];
    const page = await open('index.html');
    for (const [spec, options] of runs) {
      await page.select('#problem', spec.id);
      if (spec.n) await page.$eval('#param-n', (input, n) => { input.value = String(n); }, spec.n);
      if (spec.source) {
        await page.$eval('#param-source', (t, text) => {
          t.value = text;
          t.dispatchEvent(new Event('input'));
        }, spec.source);
      }
      await page.select('#method', options.method);
      const ids = { inference: 'inference', variableOrder: 'variable-order', valueOrder: 'value-order' };
      for (const [key, id] of Object.entries(ids)) if (options[key]) await page.select(`#${id}`, options[key]);
      await runAndWait(page, '#run');
      const run = await engine.run(spec, { ...options, maxSolutions: 1 });
      const lines = await page.evaluate((count) => {
        const out = [document.getElementById('code').dataset.line];
        for (let k = 0; k < count; k++) {
          document.getElementById('forward').click();
          out.push(document.getElementById('code').dataset.line);
        }
        return out;
      }, run.events.length);
      let cutset = [];
      const what = `${spec.id} ${options.method} ${options.inference ?? ''}`;
      check(await page.$eval('#scrubber', (e) => Number(e.max)) === run.events.length, `${what}: not the run's events`);
      run.events.forEach((e, k) => {
        if (e.event === 'cutset') cutset = e.vars;
        const expected = expectedLine(options.method, e, run.events[k - 1], cutset);
        check(lines[k + 1] === expected, `${what}, step ${k + 1} (${e.event}): line "${lines[k + 1]}", expected "${expected}"`);
      });
    }
    await page.close();
  });

  test('Stop keeps what was recorded: 30 queens, plain backtracking, stepped after Stop', async () => {
    const page = await open('index.html');
    await page.select('#problem', 'queens');
    await page.$eval('#param-n', (input) => { input.value = '30'; });
    await select(page, { method: 'backtracking', inference: 'none', 'variable-order': 'static', 'value-order': 'static' });
    const before = await page.evaluate(() => Number(document.body.dataset.runs ?? 0));
    await page.click('#run');
    await new Promise((resolve) => setTimeout(resolve, 800));
    check(await page.$eval('#stop', (b) => !b.disabled), 'the search ended before Stop: nothing to stop');
    await page.click('#stop');
    await page.waitForFunction((n) => Number(document.body.dataset.runs ?? 0) > n, { timeout: 10000 }, before);
    check(await page.$eval('#problem-error', (e) => e.hidden), `an error after Stop: ${await page.$eval('#problem-error', (e) => e.textContent)}`);
    const summary = await page.$eval('#summary', (e) => e.textContent);
    check(summary.startsWith('Stopped'), `the summary: "${summary}"`);
    const steps = await page.$eval('#scrubber', (e) => Number(e.max));
    check(steps > 0, 'nothing kept after Stop');
    // The events kept are the first ones of the same search (the engine is deterministic here).
    await page.click('#download-trace');
    const trace = await downloaded(page);
    const events = trace.trim().split('\n').map((line) => JSON.parse(line));
    check(events.length === steps, `the trace has ${events.length} events, the page ${steps} steps`);
    const spec = { id: 'queens', n: 30 };
    const run = await engine.run(spec, { method: 'backtracking', inference: 'none', variableOrder: 'static', valueOrder: 'static',
                                          maxEvents: steps, nodeLimit: steps });
    check(sameEvents(run.events, events), `the ${events.length} events kept are not the search's first ones (${run.events.length})`);
    await page.keyboard.press('End');
    const replay = new SearchReplay(await engine.describe(spec), { events });
    replay.seek(replay.length);
    const nodes = await page.$eval('#c-nodes', (e) => Number(e.textContent));
    check(nodes === replay.counter('nodes') && nodes > 0, `${nodes} nodes shown, ${replay.counter('nodes')} in the kept events`);
    // Thousands of nodes: drawn folded, each dead subtree as one node that counts those it hides.
    const [drawn, hidden] = await page.$$eval('svg.tree g.node:not(.root)', (gs) => [gs.length,
      gs.reduce((sum, g) => sum + Number(g.dataset.folded ?? 0), 0)]);
    check(drawn + hidden === nodes && drawn < 1500, `the tree has ${drawn} nodes drawn and ${hidden} folded, the counter ${nodes}`);
    const note = await page.$eval('#counters-note', (e) => (e.hidden ? '' : e.textContent));
    check(note.includes(`${steps} events`), `the note: "${note}"`);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    check((await snapshot(page)).line === 'assign', 'step 1 after Stop is not an assignment');
    await page.close();
  });

  /** The text of the page's last download. */
  function downloaded(page) {
    return page.evaluate(async () => (await fetch(document.body.dataset.lastDownloadUrl)).text());
  }

  test('A link opens the same run at the same step: AC-3 on a map, backtracking on a typed CSP', async () => {
    const cases = [
      async (page) => {
        await runAndWait(page, '#ac3-preset');
        for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
      },
      async (page) => {
        await page.select('#problem', 'text');
        await page.$eval('#param-source', (t) => {
          t.value = 'var A B C : 1..3\nA != B\nB < C\nA + C == 4\n';
          t.dispatchEvent(new Event('input'));
        });
        await select(page, { method: 'backtracking', inference: 'fc', 'variable-order': 'static', 'max-solutions': '0' });
        await runAndWait(page, '#run');
        for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
      },
    ];
    for (const setUp of cases) {
      const page = await open('index.html');
      await setUp(page);
      const here = await snapshot(page);
      const step = here.step.split(' ')[1];
      await page.waitForFunction((k) => location.hash.includes(`step=${k}`), { timeout: 5000 }, step);
      const link = page.url();
      check(link.includes('#') && link.includes('step='), `the address has no step: ${link}`);
      const other = await open(link.slice(link.indexOf('index.html')));
      const there = await snapshot(other);
      check(same(here, there), `the link ${link} opens\n      ${JSON.stringify(there)}\n    not\n      ${JSON.stringify(here)}`);
      await page.close();
      await other.close();
    }
  });

  test('Downloads: the trace in the trace format, the counters as CSV, the pictures as SVG and PNG', async () => {
    const page = await open('index.html');
    await select(page, { method: 'backtracking', inference: 'fc', 'variable-order': 'static', 'value-order': 'static' });
    await runAndWait(page, '#run');
    const spec = { id: 'australia' };
    const run = await engine.run(spec, { method: 'backtracking', inference: 'fc', variableOrder: 'static', valueOrder: 'static', maxSolutions: 1 });
    await page.click('#download-trace');
    const lines = (await downloaded(page)).trim().split('\n').map((line) => JSON.parse(line));
    check(sameEvents(lines, run.events), 'the trace is not the run\'s events');
    // docs/trace-format.md: every object starts with seq (1, 2, …) and event.
    check(lines.every((e, i) => e.seq === i + 1 && Object.keys(e).slice(0, 2).join() === 'seq,event'), 'the trace\'s seq or event fields');
    await page.click('#download-counters');
    const rows = (await downloaded(page)).trim().split('\n').map((line) => line.split(','));
    check(same(rows[0], ['step', 'event', 'nodes', 'backtracks', 'prunings', 'backjumps', 'repairs', 'solutions']), `CSV header ${rows[0]}`);
    check(rows.length === run.events.length + 2, `${rows.length - 1} CSV rows for ${run.events.length} events`);
    const end = rows[rows.length - 1];
    check(Number(end[2]) === run.stats.nodes && Number(end[4]) === run.stats.prunings, `the last row ${end}, the run ${JSON.stringify(run.stats)}`);
    await page.keyboard.press('End');  // the whole tree in the picture
    await page.click('#download-svg');
    const svgText = await downloaded(page);
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return { error: doc.querySelector('parsererror')?.textContent ?? '', vars: doc.querySelectorAll('g.var').length,
               nodes: doc.querySelectorAll('g.node').length };
    }, svgText);
    check(!parsed.error && parsed.vars === 7 && parsed.nodes > 1, `the SVG: ${JSON.stringify(parsed)}`);
    await page.click('#download-png');
    await page.waitForFunction(() => document.body.dataset.lastDownload?.endsWith('.png'), { timeout: 10000 });
    const png = await page.evaluate(async () => {
      const bytes = new Uint8Array(await (await fetch(document.body.dataset.lastDownloadUrl)).arrayBuffer());
      return [bytes.length, [...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')];
    });
    check(png[1] === 'PNG' && png[0] > 1000, `the PNG: ${png}`);
    // AC-3's trace: revise, then its prunings, in the same schema.
    await runAndWait(page, '#ac3-preset');
    await page.click('#download-trace');
    const ac3 = (await downloaded(page)).trim().split('\n').map((line) => JSON.parse(line));
    const result = await engine.ac3(spec, { assign: { WA: 'red', Q: 'green' } });
    check(ac3.filter((e) => e.event === 'revise').length === result.steps.length, 'AC-3\'s trace has not one revise per step');
    check(ac3.filter((e) => e.event === 'prune').length === result.prunings, 'AC-3\'s trace has not one prune per value removed');
    await page.close();
  });

  test('Controls a method does not read are disabled; zebra\'s owner named', async () => {
    const page = await open('index.html');
    const state = () => page.evaluate(() => Object.fromEntries(['inference', 'variable-order', 'value-order', 'max-solutions']
      .map((id) => [id, document.getElementById(id).disabled])));
    for (const [method, disabled] of [['min_conflicts', ['inference', 'variable-order', 'value-order', 'max-solutions']],
      ['tree', ['inference', 'variable-order', 'value-order']], ['cutset', ['inference', 'variable-order', 'value-order']],
      ['backjumping', ['value-order']], ['backtracking', []]]) {
      await page.select('#method', method);
      const got = Object.entries(await state()).filter(([, off]) => off).map(([id]) => id);
      check(same(got, disabled), `${method}: disabled ${got}, expected ${disabled}`);
    }
    await page.select('#problem', 'zebra');
    await select(page, { method: 'backtracking', inference: 'fc' });
    await runAndWait(page, '#run');
    const summary = await page.$eval('#summary', (e) => e.textContent);
    check(summary.includes('Japanese owns the zebra') && summary.includes('Norwegian drinks water'), `zebra's summary: "${summary}"`);
    await page.close();
  });

  test('Tree labels whole and apart; a big tree folds its dead subtrees; letters in the colour squares', async () => {
    const page = await open('index.html');
    const letters = await page.$$eval('svg.graph g.var[data-var="NSW"] .chip-letter', (ts) => ts.map((t) => t.textContent));
    check(same(letters, ['R', 'G', 'B']), `NSW's squares say ${letters}`);
    await select(page, { method: 'backtracking', inference: 'none', 'variable-order': 'static', 'value-order': 'static' });
    await runAndWait(page, '#run');
    await page.keyboard.press('End');
    const labels = await page.$$eval('svg.tree g.node:not(.root)', (gs) => gs.map((g) => {
      const text = g.querySelector('text.label');
      const box = text.getBoundingClientRect();
      return { text: text.textContent, left: box.left, right: box.right, top: Math.round(box.top) };
    }));
    const view = await engine.describe({ id: 'australia' });
    const names = view.variables.map((v) => v.name);
    const run = await engine.run({ id: 'australia' }, { method: 'backtracking', inference: 'none', variableOrder: 'static', valueOrder: 'static' });
    const expected = run.events.filter((e) => e.event === 'assign' && e.depth > 0).map((e) => `${names[e.var]}=${e.value}`);
    check(same(labels.map((l) => l.text).sort(), [...expected].sort()), `tree labels ${labels.map((l) => l.text)}`);
    for (const a of labels) {
      for (const b of labels) {
        check(a === b || a.top !== b.top || a.right <= b.left || b.right <= a.left, `labels ${a.text} and ${b.text} overlap`);
      }
    }
    // 8 queens: its hundreds of nodes folded to the live path and one node per dead subtree.
    await page.select('#problem', 'queens');
    await runAndWait(page, '#run');
    await page.keyboard.press('End');
    const all = await page.$$eval('svg.tree g.node:not(.root)', (gs) => gs.length);
    await page.click('#tree-fold');
    const folded = await page.$$eval('svg.tree g.node:not(.root)', (gs) => [gs.length,
      gs.reduce((sum, g) => sum + Number(g.dataset.folded ?? 0), 0)]);
    check(folded[0] < all / 2 && folded[0] + folded[1] === all, `folded: ${folded[0]} drawn + ${folded[1]} hidden, ${all} in all`);
    check(await page.$$eval('svg.tree g.node.solution', (gs) => gs.length) === 8, 'the solution\'s path is folded away');
    await page.click('#tree-zoom-in');
    await page.screenshot({ path: path.join(shotsDir, 'playground-tree-folded.png') });
    await page.close();
  });

  test('Predict the next step: answers checked against the engine, with a score', async () => {
    const page = await open('index.html');
    await runAndWait(page, '#ac3-preset');
    await page.click('#predict');
    const result = await engine.ac3({ id: 'australia' }, { assign: { WA: 'red', Q: 'green' } });
    const ask = async () => {
      await page.click('#forward');
      check(await page.$eval('#predict-box', (b) => !b.hidden), 'no question before the step');
    };
    const answer = async (values) => {
      await page.$$eval('#predict-choices input', (inputs, chosen) => {
        for (const input of inputs) input.checked = chosen.includes(input.value);
      }, values);
      await page.click('#predict-check');
      return page.$eval('#predict-result', (e) => [Number(e.dataset.right), Number(e.dataset.asked)]);
    };
    // Step 1 answered right, step 2 wrong (every value ticked where REVISE removes fewer).
    await ask();
    check(same(await answer(result.steps[0].removed), [1, 1]), 'a right answer is not counted right');
    check(await page.$eval('#step-label', (e) => e.textContent) === `step 1 of ${result.steps.length}`, 'the step was not shown after the answer');
    await ask();
    const all = await page.$$eval('#predict-choices input', (inputs) => inputs.map((i) => i.value));
    check(all.length > result.steps[1].removed.length, 'step 2 removes every value: no wrong answer to give');
    check(same(await answer(all), [1, 2]), 'a wrong answer is counted right');
    // Backjumping: where it lands, on 6 queens.
    await page.select('#problem', 'queens');
    await page.$eval('#param-n', (input) => { input.value = '6'; });
    await page.$eval('#assign', (input) => { input.value = ''; });  // the exercise's WA=red, Q=green
    await select(page, { method: 'backjumping', inference: 'none', 'variable-order': 'static' });
    await runAndWait(page, '#run');
    const run = await engine.run({ id: 'queens', n: 6 }, { method: 'backjumping', inference: 'none', variableOrder: 'static', maxSolutions: 1 });
    const k = run.events.findIndex((e) => e.event === 'backjump' && e.target >= 0);
    check(k > 0, 'no backjump to predict');
    await page.$eval('#scrubber', (input, position) => {
      input.value = String(position);
      input.dispatchEvent(new Event('input'));
    }, k);
    await ask();
    const choices = await page.$$eval('#predict-choices input', (inputs) => inputs.map((i) => i.value));
    check(choices.includes(String(run.events[k].target)), `the landing ${run.events[k].target} is not among the choices ${choices}`);
    check(same(await answer([String(run.events[k].target)]), [1, 1]), 'the right landing is not counted right');
    check((await snapshot(page)).line === 'jump', 'the backjump is not shown after the answer');
    await page.close();
  });

  test('Min-conflicts on 200 queens in the page: solved, the board left out, the list of repairs', async () => {
    const page = await open('index.html');
    await page.select('#problem', 'queens');
    await page.$eval('#param-n', (input) => { input.value = '200'; });
    await page.select('#method', 'min_conflicts');
    await runAndWait(page, '#run');
    await page.keyboard.press('End');
    const domains = await shownDomains(page);
    const rows = Object.values(domains).map((d) => Number(d[0]));
    const wrong = queensProblems(rows);
    check(rows.length === 200 && wrong.length === 0, `not a solution: ${wrong.slice(0, 3).join('; ')}`);
    check((await snapshot(page)).line === 'complete' || (await snapshot(page)).line === 'repair', 'the pseudocode is not at the end');
    await page.close();
  });

  test('A million queens by min-conflicts: a summary of the whole board, no steps, checked afresh', async () => {
    const page = await open('index.html');
    await page.select('#problem', 'queens');
    await page.$eval('#param-n', (input) => {
      input.value = '1000000';
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.waitForFunction(() => document.getElementById('summary').textContent.includes('1,000,000 queens'), { timeout: 30000 });
    check(await page.$eval('#method', (m) => m.value === 'min_conflicts'), 'the method did not turn to min-conflicts past 300 queens');
    await runAndWait(page, '#run');
    const summary = await page.$eval('#summary', (e) => e.textContent);
    check(/^satisfied: 1,000,000 queens, \d+ repairs, 0 in conflict/.test(summary) && summary.includes(': 0 pairs of queens attack'),
      `the summary: "${summary}"`);
    const [dots, rows] = await page.$$eval('#board svg.queens-summary circle', (cs) => [cs.length,
      new Set(cs.map((c) => c.getAttribute('cy'))).size]);
    // Rows a thousandth of the board apart may round to one height of the 300-pixel picture.
    check(dots === 1000 && rows > 900, `${dots} columns drawn on ${rows} distinct heights`);
    check(await page.$eval('#graph', (g) => g.hidden) && await page.$eval('#board', (b) => !b.hidden), 'the graph is shown, or the board is not');
    await page.screenshot({ path: path.join(shotsDir, 'playground-million-queens.png') });
    // Backtracking past 300 queens says what it takes.
    await page.select('#method', 'backtracking');
    await page.click('#run');
    await page.waitForFunction(() => !document.getElementById('problem-error').hidden, { timeout: 30000 });
    const error = await page.$eval('#problem-error', (e) => e.textContent);
    check(error.includes('backtracking on N-Queens takes up to 300 queens'), `the error: "${error}"`);
    await page.close();
  });

  test('Textbook MAC and the pair checks: Australia in input order, counted as the engine counts them', async () => {
    const page = await open('index.html');
    await select(page, { method: 'backtracking', inference: 'fc', 'variable-order': 'static', 'value-order': 'static' });
    check(await page.$eval('#branch-singletons', (s) => s.disabled), '"MAC branches on" is offered for forward checking');
    await runAndWait(page, '#run');
    await page.keyboard.press('End');
    // Forward checking tests each value of each unassigned neighbour: 6 + 5 + 8 + 2 + 2 (tests/csp/pair_checks_test.cpp).
    const pairs = await page.$eval('#c-pair-checks', (e) => e.textContent);
    check(pairs === '23', `pair checks at the end: ${pairs}`);
    const definition = await page.$eval('dt[data-counter="pair_checks"]', (dt) => dt.title);
    check(definition.startsWith('value pairs tested one at a time'), `the pair checks' definition: "${definition}"`);
    const nodes = {};
    for (const textbook of ['false', 'true']) {
      await select(page, { inference: 'mac', 'branch-singletons': textbook });
      await runAndWait(page, '#run');
      nodes[textbook] = (await page.$eval('#summary', (e) => e.textContent)).match(/(\d+) nodes/)[1];
    }
    // WA, NT, then one value left everywhere but T: the engine branches on T alone, the book on all five.
    check(nodes.false === '3' && nodes.true === '7', `MAC nodes ${nodes.false}, textbook MAC ${nodes.true}`);
    await page.close();
  });

  test('Sudoku: no hint says why (an empty grid: several solutions, the tool\'s rule)', async () => {
    const page = await open('sudoku.html');
    await page.$eval('#puzzle', (input, text) => { input.value = text; }, '.'.repeat(81));
    await page.click('#hint');
    await page.waitForFunction(() => document.getElementById('hint-text').textContent !== '', { timeout: 30000 });
    const text = await page.$eval('#hint-text', (e) => e.textContent);
    check(text === 'No hint: it has several solutions.', `the hint: "${text}"`);
    await page.close();
  });
}
