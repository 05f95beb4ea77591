// AC-3 recorded whole: each step keeps what it changed (the values removed, the arcs it queued), so
// a 9×9 Sudoku's thousands of revisions are all there. The queue rebuilt from the steps is checked
// against AC-3's own rule (each revision takes the front) and against the native `--trace-ac3`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { getEngine, needsNative, repo } from './helpers.mjs';
import { Ac3Replay } from '../../site/replay.js';

const engine = await getEngine();
const sudoku = { id: 'sudoku9' };

test('AC-3 on 9×9 Sudoku: every revision recorded, the counters add up to the run\'s', () => {
  const result = engine.ac3(sudoku);
  assert.equal(result.stepsTruncated, false);
  assert.ok(result.revisions > 339, `${result.revisions} revisions`);
  assert.equal(result.steps.length, result.revisions);
  assert.equal(result.steps.reduce((sum, s) => sum + s.checks, 0), result.checks);
  assert.equal(result.steps.reduce((sum, s) => sum + s.removed.length, 0), result.prunings);
  // The domains replayed from the start, value by value, end as the run's.
  const domains = result.initial.map((d) => [...d]);
  for (const step of result.steps) {
    for (const value of step.removed) {
      assert.ok(domains[step.target].includes(value), `${value} removed twice`);
      domains[step.target] = domains[step.target].filter((v) => v !== value);
    }
  }
  assert.deepEqual(domains, result.domains);
  // AC-3 alone solves this puzzle: one value left in every cell.
  assert.ok(result.consistent);
  assert.ok(result.domains.every((d) => d.length === 1), 'AC-3 left a cell open');
});

test('The queue rebuilt from the steps: each revision takes its front, no arc twice, empty at the end', () => {
  const view = engine.describe(sudoku);
  const result = engine.ac3(sudoku);
  const queue = result.queue.map(([x, y]) => `${x},${y}`);
  const edges = new Set(view.edges.flatMap(([a, b]) => [`${a},${b}`, `${b},${a}`]));
  assert.equal(queue.length, edges.size, 'the starting queue is not every arc');
  assert.equal(new Set(queue).size, queue.length, 'an arc queued twice at the start');
  const queued = new Set(queue);
  let front = 0;
  for (const [k, step] of result.steps.entries()) {
    assert.equal(queue[front], `${step.target},${step.source}`, `step ${k + 1} revises another arc than the front`);
    queued.delete(queue[front++]);
    for (const [x, y] of step.added) {
      const arc = `${x},${y}`;
      assert.ok(!queued.has(arc), `step ${k + 1} queues ${arc} a second time`);
      assert.equal(y, step.target, `step ${k + 1} queues ${arc}, not an arc into ${step.target}`);
      assert.ok(step.removed.length > 0, `step ${k + 1} removed nothing but queued ${arc}`);
      queued.add(arc);
      queue.push(arc);
    }
  }
  assert.equal(front, queue.length, 'arcs left on the queue at the end');
  // The page's replay gives the same queue at every step.
  const replay = new Ac3Replay(view, result);
  for (const k of [0, 1, 100, result.steps.length]) {
    replay.seek(k);
    assert.deepEqual(replay.queue().map(([x, y]) => `${x},${y}`), queue.slice(k, replay.queueEnd[k]));
  }
});

test('The queue after each step is the native --trace-ac3\'s', needsNative, () => {
  const puzzle = join(repo, 'examples/puzzles/easy.txt');
  // The trace goes to the standard error, beside the solution.
  const { stderr: trace, status } = spawnSync(join(process.env.CSP_NATIVE_BUILD, 'sudoku'), ['solve', puzzle, '--trace-ac3'],
                                              { encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.equal(status, 0);
  const revisions = [...trace.matchAll(/^revise \((\S+),(\S+)\): (\d+) checks.*\n {2}queue \((\d+)\):(.*)$/gm)];
  const spec = { id: 'sudoku9', grid: readFileSync(puzzle, 'utf8') };
  const view = engine.describe(spec);
  const names = view.variables.map((v) => v.name);
  const result = engine.ac3(spec);
  assert.equal(revisions.length, result.steps.length);
  const replay = new Ac3Replay(view, result);
  for (const [k, [, target, source, checks, size, arcs]] of revisions.entries()) {
    const step = result.steps[k];
    assert.deepEqual([names[step.target], names[step.source], step.checks], [target, source, Number(checks)], `step ${k + 1}`);
    replay.seek(k + 1);
    assert.equal(replay.queueLength, Number(size), `step ${k + 1}: queue length`);
    const shown = arcs.replace(/ \.\.\. \d+ more$/, '').trim().split(' ').filter(Boolean);
    assert.deepEqual(replay.queue(shown.length).map(([x, y]) => `(${names[x]},${names[y]})`), shown, `step ${k + 1}: queue`);
  }
});
