// Turns a run's recorded events into what the page shows at each step: every variable's domain,
// its assignment, the search tree, the counters. The events are replayed once; each event keeps the
// changes it made, so stepping back undoes them and any step is reached by walking there.

/** How a run's state looks: per variable, which of its initial values are still in the domain. */
class SearchState {
  constructor(view) {
    this.labels = view.variables.map((v) => v.domain);
    this.alive = this.labels.map((d) => d.map(() => true));
    this.assigned = this.labels.map(() => null);
    this.wiped = this.labels.map(() => false);
  }
  /** The values shown for `v`: its value when assigned, else what is left of its domain. */
  domain(v) {
    if (this.assigned[v] !== null) return [this.assigned[v]];
    return this.labels[v].filter((_, i) => this.alive[v][i]);
  }
}

const COUNTERS = ['nodes', 'backtracks', 'prunings', 'backjumps', 'repairs', 'solutions'];

export class SearchReplay {
  /** `view` = engine.describe(spec); `run` = engine.run(spec, options). */
  constructor(view, run) {
    this.view = view;
    this.events = run.events;
    this.state = new SearchState(view);
    this.position = 0;
    this.valueIndex = view.variables.map((v) => new Map(v.domain.map((label, i) => [label, i])));
    this.changes = [];  // per event: [[array, index, before, after], ...]
    this.counts = Object.fromEntries(COUNTERS.map((c) => [c, new Int32Array(this.events.length + 1)]));
    this.lastOf = { tree_order: new Int32Array(this.events.length + 1), cutset: new Int32Array(this.events.length + 1) };
    this.tree = [{ id: 0, parent: -1, var: -1, value: null, depth: 0, born: 0, deadAt: Infinity, solutionAt: Infinity, children: 0 }];
    this.record();
    this.seek(0);
  }

  get length() {
    return this.events.length;
  }

  // One pass over the events: the changes each makes, the counters after it, the tree's nodes.
  record() {
    const s = this.state;
    const undo = [];  // [depth, array, index, before] of assignments and prunings, to take back
    const path = [0];  // path[d] = tree node at depth d
    const running = Object.fromEntries(COUNTERS.map((c) => [c, 0]));
    let lastTreeOrder = -1;
    let lastCutset = -1;
    this.events.forEach((e, k) => {
      const changes = [];
      const set = (array, index, value, depth) => {
        if (array[index] === value) return;
        changes.push([array, index, array[index], value]);
        if (depth !== undefined) undo.push([depth, array, index, array[index]]);
        array[index] = value;
      };
      const takeBack = (depth) => {
        while (undo.length && undo[undo.length - 1][0] >= depth) {
          const [, array, index, before] = undo.pop();
          set(array, index, before);
        }
      };
      const node = (depth) => this.tree[path[Math.min(depth, path.length - 1)]];
      switch (e.event) {
        case 'assign':
          if (e.depth >= 1) {
            takeBack(e.depth);
            const id = this.tree.length;
            path.length = Math.min(path.length, e.depth);
            this.tree[path[path.length - 1]].children++;
            this.tree.push({ id, parent: path[path.length - 1], var: e.var, value: e.value, depth: e.depth, born: k + 1,
                             deadAt: Infinity, solutionAt: Infinity, children: 0 });
            path.push(id);
            running.nodes++;
          }
          set(s.assigned, e.var, e.value, e.depth);
          break;
        case 'prune': {
          const i = this.valueIndex[e.var].get(e.value);
          if (i !== undefined) set(s.alive[e.var], i, false, e.depth);
          running.prunings++;
          break;
        }
        case 'wipeout':
          set(s.wiped, e.var, true, e.depth);
          if (e.depth >= 1) node(e.depth).deadAt = Math.min(node(e.depth).deadAt, k + 1);
          break;
        case 'backtrack': {
          const n = node(e.depth);
          if (n.solutionAt === Infinity) n.deadAt = Math.min(n.deadAt, k + 1);
          // The engine counts a backtrack for each assignment that failed at once (its check or its
          // inference), not for each undo: a leaf undone without a solution.
          if (n.children === 0 && n.solutionAt === Infinity) running.backtracks++;
          takeBack(e.depth);
          path.length = Math.min(path.length, e.depth);
          break;
        }
        case 'solution': {
          // Undone at the next step back, like an assignment below every other.
          if (Array.isArray(e.values)) e.values.forEach((value, v) => set(s.assigned, v, value, Infinity));
          for (let n = this.tree[path[path.length - 1]]; n && n.id !== 0; n = this.tree[n.parent]) {
            n.solutionAt = Math.min(n.solutionAt, k + 1);
          }
          running.solutions++;
          break;
        }
        case 'backjump':
          // Every dead end is reported; the engine counts only the jumps that skip a level
          // (csp/search/backjumping.cpp), not a step back to the level just above.
          if (e.target_depth < e.depth - 1) running.backjumps++;
          break;
        case 'repair':
          set(s.assigned, e.var, e.value);
          running.repairs++;
          break;
        case 'tree_order':
          lastTreeOrder = k;
          break;
        case 'cutset':
          lastCutset = k;
          break;
        default:
          break;
      }
      this.changes.push(changes);
      for (const c of COUNTERS) this.counts[c][k + 1] = running[c];
      this.lastOf.tree_order[k + 1] = lastTreeOrder;
      this.lastOf.cutset[k + 1] = lastCutset;
    });
    this.lastOf.tree_order[0] = -1;
    this.lastOf.cutset[0] = -1;
    // The pass left the state at the end; walk back to the start.
    this.position = this.events.length;
  }

  /** Moves the state to just after the first `position` events. */
  seek(position) {
    const target = Math.max(0, Math.min(this.events.length, position));
    while (this.position < target) {
      for (const [array, index, , after] of this.changes[this.position]) array[index] = after;
      this.position++;
    }
    while (this.position > target) {
      this.position--;
      const changes = this.changes[this.position];
      for (let i = changes.length - 1; i >= 0; i--) {
        const [array, index, before] = changes[i];
        array[index] = before;
      }
    }
  }

  /** The last event applied, or null at the start. */
  get current() {
    return this.position > 0 ? this.events[this.position - 1] : null;
  }

  counter(name) {
    return this.counts[name][this.position];
  }

  /** The tree as far as the search has got: nodes with their marks at this step. */
  visibleTree() {
    const p = this.position;
    const nodes = [];
    for (const n of this.tree) {
      if (n.born > p) continue;
      nodes.push({ ...n, dead: n.deadAt <= p, solution: n.solutionAt <= p });
    }
    return nodes;
  }

  /** The tree solver's order and the cutset in force at this step (events or null). */
  latest(type) {
    const k = this.lastOf[type][this.position];
    return k >= 0 ? this.events[k] : null;
  }
}

/**
 * AC-3's steps (engine.ac3) the same way: the domains after each revision and the queue. The queue
 * is first in, first out and each step takes its front, so all the queues are one list: the
 * starting arcs followed by every arc a step added; after step k the queue is that list from k to
 * what had been added by then.
 */
export class Ac3Replay {
  constructor(view, result) {
    this.view = view;
    this.result = result;
    this.steps = result.steps;
    this.position = 0;
    // Domains after each step, from the initial ones and what each step removed (unchanged
    // domains shared between steps).
    this.after = [result.initial.map((d) => [...d])];
    this.arcs = [...result.queue];
    this.queueEnd = [this.arcs.length];
    this.checksAfter = [0];
    this.removedAfter = [0];
    for (const step of this.steps) {
      const domains = this.after[this.after.length - 1].slice();
      domains[step.target] = domains[step.target].filter((value) => !step.removed.includes(value));
      this.after.push(domains);
      for (const arc of step.added) this.arcs.push(arc);
      this.queueEnd.push(this.arcs.length);
      this.checksAfter.push(this.checksAfter[this.checksAfter.length - 1] + (step.checks ?? 0));
      this.removedAfter.push(this.removedAfter[this.removedAfter.length - 1] + step.removed.length);
    }
  }

  get length() {
    return this.steps.length;
  }

  seek(position) {
    this.position = Math.max(0, Math.min(this.steps.length, position));
  }

  get current() {
    return this.position > 0 ? this.steps[this.position - 1] : null;
  }

  domain(v) {
    return this.after[this.position][v];
  }

  /** The arcs [target, source] queued after this step, front first (at most `limit` of them). */
  queue(limit = Infinity) {
    const end = this.queueEnd[this.position];
    return this.arcs.slice(this.position, Math.min(end, this.position + limit));
  }

  get queueLength() {
    return this.queueEnd[this.position] - this.position;
  }

  /** Constraint checks made so far. */
  get checks() {
    return this.checksAfter[this.position];
  }

  /** Values removed so far. */
  get prunings() {
    return this.removedAfter[this.position];
  }
}
