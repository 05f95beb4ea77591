// The events particular to backjumping, min-conflicts, the tree solver and cutset conditioning
// (csp/observe/event.hpp: backjump, repair, tree_order, revise and cutset events), as the
// page steps through them: each checked against the method's answer.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { getEngine, isForest, queensError } from './helpers.mjs';

const engine = await getEngine();
const ofType = (result, type) => result.events.filter((e) => e.event === type);

test('backjumping: the dead end at Z jumps to X with the conflict set {X}', () => {
  const source = 'var X Y Z : 1..2\nX != Z\nZ < X\n';
  const result = engine.run({ id: 'text', source }, { method: 'backjumping', inference: 'none', variableOrder: 'static' });
  const jumps = ofType(result, 'backjump');
  const { seq, ...first } = jumps[0];
  assert.ok(seq > 0);
  assert.deepEqual(first, { event: 'backjump', depth: 3, var: 2, name: 'Z', conflict_set: [0], conflict_names: ['X'],
                            target: 0, target_name: 'X', target_depth: 1 });
  assert.equal(jumps.filter((j) => j.target_depth < j.depth - 1).length, result.stats.backjumps);
});

test('backjumping: every jump goes to the deepest variable of its conflict set', () => {
  const result = engine.run({ id: 'queens', n: 8 }, { method: 'backjumping', inference: 'none', variableOrder: 'static' });
  const jumps = ofType(result, 'backjump');
  assert.ok(jumps.length > 0);
  for (const j of jumps) {
    assert.ok(j.target_depth < j.depth, JSON.stringify(j));
    assert.ok(j.target === -1 ? j.conflict_set.length === 0 : j.conflict_set.includes(j.target), JSON.stringify(j));
    assert.ok(!j.conflict_set.includes(j.var));
  }
  assert.equal(jumps.filter((j) => j.target_depth < j.depth - 1).length, result.stats.backjumps);
});

test('min-conflicts: the start at depth 0, then repairs that replay into the solution', () => {
  const result = engine.run({ id: 'queens', n: 8 }, { method: 'min_conflicts', seed: 5 });
  assert.equal(queensError(result.solutions[0]), '');
  const repairs = ofType(result, 'repair');
  const start = result.events.slice(0, 8);
  assert.ok(start.every((e) => e.event === 'assign' && e.depth === 0));
  assert.equal(repairs.length, result.stats.steps);
  const values = [];
  for (const e of start) values[e.var] = e.value;
  repairs.forEach((r, i) => {
    assert.equal(r.step, i + 1);
    assert.equal(values[r.var], r.old_value);
    values[r.var] = r.value;
  });
  assert.deepEqual(values, result.solutions[0]);
});

test('tree solver: the order roots first, revisions child to parent, then the assignments', () => {
  const source = 'var A B C D : 1..3\nA < B\nB < C\nB != D\n';
  const result = engine.run({ id: 'text', source }, { method: 'tree' });
  const [order] = ofType(result, 'tree_order');
  assert.deepEqual([...order.order].sort(), [0, 1, 2, 3]);
  order.order.forEach((x, i) => {
    const p = order.parent[x];
    assert.ok(p === -1 || order.order.indexOf(p) < i, 'a parent comes before its child');
  });
  const revisions = ofType(result, 'revise');
  assert.equal(revisions.length, 3);
  for (const r of revisions) assert.equal(order.parent[r.source], r.target);
  const assigned = ofType(result, 'assign').map((e) => e.var);
  assert.deepEqual(assigned, order.order);
});

test('cutset conditioning: a cutset that leaves a forest, assigned first', () => {
  const d = engine.describe({ id: 'australia' });
  const result = engine.run({ id: 'australia' }, { method: 'cutset' });
  const [cutset] = ofType(result, 'cutset');
  assert.ok(cutset.vars.length > 0);
  assert.equal(isForest(d.variables.length, d.edges, cutset.vars), true);
  const firstAssigns = ofType(result, 'assign').slice(0, cutset.vars.length);
  assert.deepEqual(firstAssigns.map((e) => e.var), cutset.vars);
  firstAssigns.forEach((e, i) => assert.equal(e.depth, i + 1));
});
