#!/usr/bin/env node
// Drives Chromium over the built site (puppeteer-core, Debian's /usr/bin/chromium): AC-3 stepped on
// Australia, backtracking on 4-queens, every method's replayed counters, a late preview kept from
// covering a run, events cut short, a 9×9 solved, hints, both pages on a phone-sized screen. Any console
// error, page error or failed request fails the test it happened in. Screenshots go to
// CSP_SCREENSHOTS. Env: CSP_WEB_SITE (the site, default build-web/site), CSP_SCREENSHOTS (default
// build-web/screenshots), CSP_WEB_API (the JS API for the engine in Node, default web/api),
// CSP_WEB_ONLY (run only the tests whose name contains it), CSP_WEB_TIMED (`only`: the tests that
// time the page, which need the machine to themselves; `skip`: the others; unset: all).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { SearchReplay } from '../../site/replay.js';
import { serve } from './server.mjs';
import { queensProblems, reviseDifferent, sudokuProblems } from './validators.mjs';
import { addTeachingTests } from './teaching.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..', '..');
const siteDir = path.resolve(process.env.CSP_WEB_SITE ?? path.join(repo, 'build-web', 'site'));
const shotsDir = path.resolve(process.env.CSP_SCREENSHOTS ?? path.join(repo, 'build-web', 'screenshots'));
const apiDir = path.resolve(process.env.CSP_WEB_API ?? path.join(repo, 'web', 'api'));
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };

if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.error(`run.mjs: no site in ${siteDir} (build it: scripts/build-web)`);
  process.exit(1);
}

// The engine in Node, for what the page should show (the same module the site serves).
const { loadNodeEngine } = await import(pathToFileURL(path.join(apiDir, 'node.mjs')).href);
const engine = await loadNodeEngine(siteDir);

mkdirSync(shotsDir, { recursive: true });
const server = await serve(siteDir);
const profile = mkdtempSync(path.join(tmpdir(), 'csp-web-chromium-'));
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
         '--disable-background-networking', '--disable-component-update', '--disable-sync',
         `--user-data-dir=${profile}`],
});

let errors = [];  // console errors, page errors and failed requests since the test began
function watch(page) {
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('request', (r) => {
    // The site runs offline: everything comes from the site itself.
    if (!r.url().startsWith(server.url) && !r.url().startsWith(`blob:${server.url}`) && !r.url().startsWith('data:')) errors.push(`request outside the site: ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  page.on('workercreated', (worker) => {
    worker.on('console', (m) => {
      if (m.type() === 'error') errors.push(`worker console: ${m.text()}`);
    });
  });
}

async function open(file, viewport = WIDE) {
  const page = await browser.newPage();
  watch(page);
  await page.setViewport(viewport);
  await page.goto(server.url + file, { waitUntil: 'load' });
  await page.waitForFunction(() => document.body.dataset.ready === 'true', { timeout: 30000 });
  return page;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Each variable's domain as the page's table shows it: {name: [values]}. */
async function shownDomains(page) {
  const rows = await page.$$eval('#domains tbody tr', (trs) => trs.map((tr) => [tr.dataset.var, tr.dataset.domain]));
  const graph = await page.$$eval('svg.graph g.var', (gs) => gs.map((g) => [g.dataset.var, g.dataset.domain]));
  check(same(rows, graph), `the graph and the table disagree: ${JSON.stringify(graph)} vs ${JSON.stringify(rows)}`);
  return Object.fromEntries(rows.map(([name, d]) => [name, d ? d.split(' ') : []]));
}

/** Waits for the page to show a new run (the playground counts them in body[data-runs]). */
async function runAndWait(page, click) {
  const before = await page.evaluate(() => Number(document.body.dataset.runs ?? 0));
  await page.click(click);
  await page.waitForFunction((n) => Number(document.body.dataset.runs ?? 0) > n, { timeout: 30000 }, before);
}

const tests = [];
// timed: the test bounds how long the page takes, so it fails on a machine busy with other work
// (ctest runs those alone: web.browser_timed).
const test = (name, body, { timed = false } = {}) => tests.push({ name, body, timed });

test('AC-3 on Australia after WA=red, Q=green: the domains of each step', async () => {
  const page = await open('index.html');
  await runAndWait(page, '#ac3-preset');
  const view = await engine.describe({ id: 'australia' });
  const names = view.variables.map((v) => v.name);
  const result = await engine.ac3({ id: 'australia' }, { algorithm: 'ac3', assign: { WA: 'red', Q: 'green' } });
  // AIMA's exercise, known outcome: the start is WA={red}, Q={green}, the rest {red, green, blue};
  // AC-3 ends by emptying SA.
  const colours = ['red', 'green', 'blue'];
  const expected = Object.fromEntries(names.map((n) => [n, n === 'WA' ? ['red'] : n === 'Q' ? ['green'] : colours]));
  check(same(await shownDomains(page), expected), `start: ${JSON.stringify(await shownDomains(page))}`);
  check(result.steps.length > 0, 'no AC-3 steps');
  let queueLength = result.queue.length;
  const label = await page.$eval('#step-label', (e) => e.textContent);
  check(label === `step 0 of ${result.steps.length}`, `step label "${label}"`);
  for (const [i, step] of result.steps.entries()) {
    // Replayed here: the revision must remove what has no support, and only that.
    const [target, source] = [names[step.target], names[step.source]];
    const removable = reviseDifferent(expected[target], expected[source]);
    check(same([...removable].sort(), [...step.removed].sort()),
          `step ${i + 1}: revising (${target}, ${source}) removes ${step.removed}, the rule says ${removable}`);
    expected[target] = expected[target].filter((v) => !removable.includes(v));
    await page.keyboard.press('ArrowRight');
    const shown = await shownDomains(page);
    check(same(shown, expected), `after step ${i + 1}: page ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`);
    // First in, first out: the step took the front and put its arcs at the back.
    queueLength += step.added.length - 1;
    const queue = await page.$$eval('#queue li', (lis) => lis.length);
    const length = await page.$eval('#queue', (q) => Number(q.dataset.length));
    check(queue === queueLength && length === queueLength, `after step ${i + 1}: queue of ${queue} arcs shown, ${queueLength} expected`);
    const text = await page.$eval('#event-text', (e) => e.textContent);
    check(text.includes(`(${target}, ${source})`), `after step ${i + 1}: the text "${text}" does not name the arc`);
    if (i === result.steps.length - 1 || step.wipeout) {
      await page.screenshot({ path: path.join(shotsDir, 'playground-ac3.png') });
    }
  }
  check(expected.SA.length === 0, `SA ends as ${expected.SA}, AIMA says empty`);
  check(!result.consistent, 'AC-3 called WA=red, Q=green consistent');
  await page.keyboard.press('ArrowLeft');
  const back = await shownDomains(page);
  check(back.SA.length > 0, 'a step back does not bring SA back');
  await page.close();
});

/** Runs backtracking in the page and in Node; the tree drawn must have the run's nodes. */
async function searchTree(page, spec, options) {
  await page.select('#problem', spec.id);
  if (spec.n) await page.$eval('#param-n', (input, n) => { input.value = String(n); }, spec.n);
  await page.select('#method', options.method);
  await page.select('#inference', options.inference);
  await page.select('#variable-order', options.variableOrder);
  await page.select('#value-order', options.valueOrder);
  await runAndWait(page, '#run');
  const run = await engine.run(spec, options);
  check(run.status === 'satisfied' && !run.eventsTruncated, `${spec.id}: ${run.status}`);
  const steps = await page.$eval('#scrubber', (e) => Number(e.max));
  check(steps === run.events.length, `the page has ${steps} steps, the run ${run.events.length} events`);
  await page.keyboard.press('End');
  const drawn = await page.$$eval('svg.tree g.node:not(.root)', (gs) => gs.length);
  const counted = await page.$eval('#c-nodes', (e) => Number(e.textContent));
  check(drawn === run.stats.nodes, `the tree has ${drawn} nodes, the run ${run.stats.nodes}`);
  check(counted === run.stats.nodes, `the counter says ${counted} nodes, the run ${run.stats.nodes}`);
  for (const name of ['backtracks', 'prunings']) {
    const shown = await page.$eval(`#c-${name}`, (e) => Number(e.textContent));
    check(shown === run.stats[name], `the counter says ${shown} ${name}, the run ${run.stats[name]}`);
  }
  check(await page.$eval('svg.tree', (t) => t.querySelectorAll('g.node.solution').length > 0), 'no solution marked in the tree');
  return run;
}

const BACKTRACKING = { method: 'backtracking', inference: 'none', variableOrder: 'static', valueOrder: 'static', maxSolutions: 1 };

test('Backtracking on 4-queens: the search tree has the run\'s node count', async () => {
  const page = await open('index.html');
  await searchTree(page, { id: 'queens', n: 4 }, BACKTRACKING);
  const domains = await shownDomains(page);
  const rows = Object.values(domains).map((d) => {
    check(d.length === 1, `at the end a column has ${d.length} values`);
    return Number(d[0]);
  });
  const wrong = queensProblems(rows);
  check(wrong.length === 0, `the board shown is no solution: ${wrong.join('; ')}`);
  await page.screenshot({ path: path.join(shotsDir, 'playground-queens.png') });
  await page.close();
});

test('Backtracking on Australia: the tree, and dead ends undone on the way back', async () => {
  const page = await open('index.html');
  const run = await searchTree(page, { id: 'australia' }, BACKTRACKING);
  check(run.stats.backtracks > 0, 'no backtracking to look at');
  check(await page.$$eval('svg.tree g.node.dead', (gs) => gs.length) > 0, 'no dead end marked');
  // Back at the start every domain is whole again.
  await page.keyboard.press('Home');
  const start = await shownDomains(page);
  check(Object.values(start).every((d) => d.length === 3), `at step 0: ${JSON.stringify(start)}`);
  for (let i = 0; i < Math.floor(run.events.length * 0.6); i++) await page.keyboard.press('ArrowRight');
  await page.screenshot({ path: path.join(shotsDir, 'playground-search.png') });
  await page.close();
});

test('The page\'s replay of every method\'s events agrees with the engine\'s counters', async () => {
  // The same code the playground steps with, without a page: the counters at the last step are the
  // run's, and the first step has every domain whole again.
  const runs = [
    [{ id: 'australia' }, { method: 'backtracking', inference: 'none', variableOrder: 'static', maxSolutions: 0 }],
    [{ id: 'queens', n: 6 }, { method: 'backtracking', inference: 'mac', maxSolutions: 0 }],
    [{ id: 'zebra' }, { method: 'backtracking', inference: 'fc', variableOrder: 'static' }],
    [{ id: 'usa' }, { method: 'backjumping', inference: 'fc', variableOrder: 'static' }],
    [{ id: 'queens', n: 8 }, { method: 'backjumping', inference: 'none', variableOrder: 'static', maxSolutions: 0, maxEvents: 200000 }],
    [{ id: 'australia' }, { method: 'cutset' }],
    [{ id: 'usa' }, { method: 'cutset' }],
    [{ id: 'queens', n: 8 }, { method: 'cutset' }],
    [{ id: 'queens', n: 8 }, { method: 'min_conflicts', seed: 1 }],
    [{ id: 'sudoku4' }, { method: 'backtracking', inference: 'none', variableOrder: 'static' }],
  ];
  // Every run is tried: one that disagrees does not hide the others.
  const wrong = [];
  for (const [spec, options] of runs) {
    const what = `${spec.id} ${options.method} ${options.inference ?? ''}`;
    try {
      await replayAgrees(spec, options, what);
    } catch (err) {
      wrong.push(err.message);
    }
  }
  check(wrong.length === 0, wrong.join('\n    '));
});

async function replayAgrees(spec, options, what) {
  const view = await engine.describe(spec);
  const run = await engine.run(spec, options);
  check(!run.eventsTruncated, `${what}: events truncated`);
  const replay = new SearchReplay(view, run);
  replay.seek(replay.length);
  for (const name of ['nodes', 'backtracks', 'prunings', 'backjumps']) {
    check(replay.counter(name) === (run.stats[name] ?? 0), `${what}: ${replay.counter(name)} ${name} replayed, ${run.stats[name]} run`);
  }
  // Min-conflicts' answer is its last repair; the observer contract does not promise it a solution event.
  if (options.method !== 'min_conflicts') check(replay.counter('solutions') === run.solutionCount,
        `${what}: ${replay.counter('solutions')} solutions replayed, ${run.solutionCount} found`);
  replay.seek(0);
  view.variables.forEach((v, i) => {
    check(replay.state.domain(i).length === v.domain.length, `${what}: ${v.name} not whole at step 0`);
  });
}

test('A preview asked before a run does not cover the run when it answers later', async () => {
  const page = await open('index.html');
  await page.select('#problem', 'text');
  const source = 'var X Y Z : 1..2\nX != Z\nZ < X\n';
  // An edit starts the debounced check and preview; Run is clicked before that pause ends.
  await page.$eval('#param-source', (t, text) => {
    t.value = text;
    t.dispatchEvent(new Event('input'));
  }, source);
  await page.select('#method', 'backtracking');
  await runAndWait(page, '#run');
  const run = await engine.run({ id: 'text', source }, { method: 'backtracking', inference: await page.$eval('#inference', (s) => s.value),
    variableOrder: await page.$eval('#variable-order', (s) => s.value), valueOrder: await page.$eval('#value-order', (s) => s.value),
    maxSolutions: 1 });
  check(run.events.length > 0, 'the run has no events');
  // Past the pause and the preview's answer.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const steps = await page.$eval('#scrubber', (e) => Number(e.max));
  check(steps === run.events.length, `the page shows ${steps} steps, the run has ${run.events.length}: the preview covered it`);
  await page.close();
});

test('Events cut short: the counters say they cover only the recorded events', async () => {
  const page = await open('index.html');
  const spec = { id: 'queens', n: 8 };
  const options = { method: 'backtracking', inference: 'none', variableOrder: 'static', valueOrder: 'static', maxSolutions: 0 };
  await page.select('#problem', spec.id);
  await page.$eval('#param-n', (input, n) => { input.value = String(n); }, spec.n);
  for (const [id, value] of [['method', options.method], ['inference', options.inference],
    ['variable-order', options.variableOrder], ['value-order', options.valueOrder], ['max-solutions', '0']]) await page.select(`#${id}`, value);
  check(await page.$eval('#counters-note', (e) => e.hidden), 'the note is shown before a run cut short');
  await runAndWait(page, '#run');
  const run = await engine.run(spec, { ...options, maxEvents: 20000 });  // the page's limit
  check(run.eventsTruncated, 'the run was not cut short: nothing to look at');
  const replay = new SearchReplay(await engine.describe(spec), run);
  replay.seek(replay.length);
  await page.keyboard.press('End');
  const nodes = await page.$eval('#c-nodes', (e) => Number(e.textContent));
  check(nodes === replay.counter('nodes'), `the counter says ${nodes} nodes, ${replay.counter('nodes')} in the recorded events`);
  const checks = await page.$eval('#c-checks', (e) => e.textContent);
  check(checks === '–', `the whole run's ${checks} checks shown next to the recorded events' counters`);
  const note = await page.$eval('#counters-note', (e) => (e.hidden ? '' : e.textContent));
  check(note.includes(`${run.events.length} recorded events`) && note.includes(`${run.stats.nodes} nodes`) &&
        note.includes(`${run.stats.checks} checks`), `the note: "${note}"`);
  await page.close();
});

test('A typed CSP with an error shows its line and column', async () => {
  const page = await open('index.html');
  await page.select('#problem', 'text');
  await page.$eval('#param-source', (t) => {
    t.value = 'var A B : 1..3\nA !! B\n';
    t.dispatchEvent(new Event('input'));
  });
  await page.waitForFunction(() => !document.getElementById('problem-error').hidden, { timeout: 10000 });
  const message = await page.$eval('#problem-error', (e) => e.textContent);
  check(/line 2, column \d+/.test(message), `the error "${message}" does not give line 2 and a column`);
  await page.close();
});

// The time shown must be a real measurement, and far below a second: a bound against a hang or a
// slow path, not a benchmark (a loaded machine once took 104 ms); bench/web/run measures the speed.
test('Sudoku 9×9: solved and shown within a second, a valid solution', async () => {
  const page = await open('sudoku.html');
  const givens = await page.$$eval('#grid .cell', (cells) => cells.map((c) => Number(c.textContent) || 0));
  check(givens.length === 81 && givens.some((g) => g === 0), `the start grid has ${givens.length} cells`);
  await page.click('#solve');
  await page.waitForSelector('#solve-time', { timeout: 30000 });
  const cells = await page.$$eval('#grid .cell', (cs) => cs.map((c) => Number(c.textContent) || 0));
  const wrong = sudokuProblems(cells, givens);
  check(wrong.length === 0, `not a solution: ${wrong.slice(0, 5).join('; ')}`);
  const ms = await page.$eval('#solve-time', (e) => Number(e.dataset.ms));
  check(ms >= 0 && ms < 1000, `solve time shown: ${ms} ms`);
  const shown = await page.$eval('#solve-time', (e) => Number(e.dataset.shownMs));
  check(shown >= ms && shown < 1000, `from the click to the solution on the grid: ${shown} ms`);
  await page.screenshot({ path: path.join(shotsDir, 'sudoku-solved.png') });
  await page.close();
}, { timed: true });

test('Sudoku: a hint drawn on the grid, dropped when the puzzle changes; a bad puzzle\'s line and column', async () => {
  const page = await open('sudoku.html');
  await page.click('#hint');
  await page.waitForFunction(() => document.getElementById('hint-text').textContent !== '', { timeout: 30000 });
  const marked = await page.$$eval('#grid .cell.highlight, #grid .cell.placed, #grid .eliminated', (e) => e.length);
  check(marked > 0, 'the hint marks nothing on the grid');
  await page.screenshot({ path: path.join(shotsDir, 'sudoku-hint.png') });
  check(await page.$eval('#apply-hint', (b) => !b.disabled), 'the hint places no digit: Apply is not offered');
  // Another puzzle: the hint was for the last one and must not be applied to this.
  const before = await page.$eval('#puzzle', (t) => t.value);
  const other = await page.$$eval('#bundled option', (os, chosen) => os.map((o) => o.value).find((v) => v !== chosen),
                                  await page.$eval('#bundled', (s) => s.value));
  check(other !== undefined, 'only one bundled puzzle');
  await page.select('#bundled', other);
  await page.waitForFunction((text) => document.getElementById('puzzle').value !== text, { timeout: 10000 }, before);
  check(await page.$eval('#apply-hint', (b) => b.disabled), 'Apply still offers the last puzzle\'s hint on another puzzle');
  check(await page.$eval('#hint-text', (e) => e.textContent === ''), 'the last puzzle\'s hint is still described');
  // The same after an edit of the text.
  await page.click('#hint');
  await page.waitForFunction(() => !document.getElementById('apply-hint').disabled, { timeout: 30000 });
  await page.$eval('#puzzle', (t) => {
    t.value = '12x.\n....\n....\n....\n';
    t.dispatchEvent(new Event('input'));
  });
  await page.waitForFunction(() => !document.getElementById('puzzle-error').hidden, { timeout: 10000 });
  const message = await page.$eval('#puzzle-error', (e) => e.textContent);
  check(/line 1, column \d+/.test(message), `the error "${message}" does not give line 1 and a column`);
  check(await page.$eval('#apply-hint', (b) => b.disabled), 'Apply still offers a hint after the puzzle was edited');
  await page.close();
});

test('Sudoku: "Give away" the technique, then where to look, then the step, as sudoku hint --level', async () => {
  const page = await open('sudoku.html');
  const puzzle = await page.$eval('#puzzle', (t) => t.value);
  const said = async (level, compact) => {
    await page.select('#hint-level', level);
    await page.$eval('#hint-compact', (box, on) => { box.checked = on; }, compact);
    await page.$eval('#hint-text', (e) => { e.textContent = ''; });
    await page.click('#hint');
    await page.waitForFunction(() => document.getElementById('hint-text').textContent !== '', { timeout: 30000 });
    return page.$eval('#hint-text', (e) => e.textContent);
  };
  for (const level of ['vague', 'cells']) {
    const expected = engine.sudoku.hint(puzzle, { level }).sentence;
    check(expected.startsWith('next step: '), `the engine's ${level} hint is "${expected}"`);
    const text = await said(level, false);
    check(text === expected, `the page says "${text}" at level ${level}, the engine "${expected}"`);
    check(await page.$eval('#apply-hint', (b) => b.disabled), `Apply is offered for a ${level} hint`);
  }
  const full = engine.sudoku.hint(puzzle, { compact: true });
  const text = await said('full', true);
  check(text === `${full.title}: ${full.sentence}`, `the page says "${text}" for the whole step in the compact notation`);
  await page.close();
});

test('Sudoku: a pasted pencil-mark grid is hinted at from its candidates; Apply writes the grid after the step', async () => {
  const page = await open('sudoku.html');
  // HoDoKu's pencil-mark grid of Norvig's top95 #1 after one step (docs/hints.md).
  const text = readFileSync(path.join(repo, 'tests/data/docs/pencil_marks.txt'), 'utf8');
  const expected = engine.sudoku.hint(text);
  check(expected.sentence && expected.after, 'the engine gives no hint for the pencil-mark grid');
  await page.$eval('#puzzle', (t, value) => {
    t.value = value;
    t.dispatchEvent(new Event('input'));
  }, text);
  await page.click('#hint');
  await page.waitForFunction(() => document.getElementById('hint-text').textContent !== '', { timeout: 30000 });
  const said = await page.$eval('#hint-text', (e) => e.textContent);
  check(said.endsWith(expected.sentence), `the page says "${said}", the engine "${expected.sentence}"`);
  check(await page.$eval('#puzzle-error', (e) => e.hidden), 'the pencil-mark grid was refused');
  await page.click('#apply-hint');
  await page.waitForFunction((before) => document.getElementById('puzzle').value !== before, { timeout: 10000 }, text);
  check(await page.$eval('#puzzle', (t) => t.value) === expected.after, 'Apply did not write the grid after the step');
  await page.close();
});

test('The page answers while the worker searches; Stop ends the search', async () => {
  const page = await open('index.html');
  await page.click('#compare-run');
  await page.waitForFunction(() => document.querySelectorAll('#compare-table td').length > 0, { timeout: 30000 });
  // Ten frames while the comparison runs in the worker: none may wait long.
  const frames = await page.evaluate(async () => {
    const gaps = [];
    let last = performance.now();
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }
    return gaps;
  });
  check(Math.max(...frames) < 250, `a frame waited ${Math.max(...frames).toFixed(0)} ms`);
  check(await page.$eval('#stop', (b) => !b.disabled), 'Stop is not offered during the comparison');
  await page.click('#stop');
  await page.waitForFunction(() => !document.getElementById('compare-run').disabled, { timeout: 10000 });
  // A fresh engine takes over.
  await runAndWait(page, '#ac3-preset');
  const domains = await shownDomains(page);
  check(domains.WA.length === 1, `after Stop, AC-3 shows WA as ${domains.WA}`);
  await page.close();
}, { timed: true });

test('Phone-sized screen (390×844): no horizontal overflow', async () => {
  for (const file of ['index.html', 'sudoku.html']) {
    const page = await open(file, PHONE);
    if (file === 'index.html') await runAndWait(page, '#ac3-preset');
    else {
      await page.click('#solve');
      await page.waitForSelector('#solve-time', { timeout: 30000 });
    }
    const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    check(scroll <= width, `${file}: the page is ${scroll} px wide on a ${width} px screen`);
    await page.screenshot({ path: path.join(shotsDir, `phone-${file.replace('.html', '')}.png`) });
    await page.close();
  }
});

addTeachingTests(test, { open, engine, check, same, shownDomains, runAndWait, shotsDir });

let passed = 0;
let failed = 0;
// CSP_WEB_ONLY=text runs only the tests whose name contains it (while working on one).
const only = process.env.CSP_WEB_ONLY;
const timed = process.env.CSP_WEB_TIMED;
for (const { name, body, timed: isTimed } of tests) {
  if (only && !name.includes(only)) continue;
  if ((timed === 'only' && !isTimed) || (timed === 'skip' && isTimed)) continue;
  errors = [];
  const started = performance.now();
  try {
    await body();
    if (errors.length) throw new Error(errors.join('\n    '));
    passed++;
    console.log(`ok   ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (err) {
    failed++;
    console.log(`FAIL ${name}\n    ${err.message}`);
  }
}
await browser.close();
await server.close();
rmSync(profile, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
// A filter that leaves no test is a mistake, not a pass.
process.exit(failed || !passed ? 1 : 0);
