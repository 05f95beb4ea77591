// The pseudocode of each method as AIMA writes it (chapter 6; backjumping and cutset conditioning,
// which the book gives in prose, in the same style), and which line each recorded event belongs
// to, with the variables of that line. The playground highlights the line at every step.

/** Per method: title, a short explanation, and lines [id, indent, text] (id null: not an event's). */
export const PSEUDOCODE = {
  ac3: {
    title: 'AC-3',
    explain: 'AC-3 makes every arc consistent: a value of Xi stays only if some value of Xj satisfies the constraint ' +
      'between them. Each arc is revised once; when REVISE removes values from Di, the arcs pointing at Xi go back ' +
      'on the queue, because their supports may be gone. An empty domain proves there is no solution.',
    lines: [
      ['ac3', 0, 'function AC-3(csp) returns false if an inconsistency is found and true otherwise'],
      ['init', 1, 'queue ← a queue of arcs, initially all the arcs in csp'],
      [null, 1, 'while queue is not empty do'],
      [null, 2, '(Xi, Xj) ← POP(queue)'],
      ['revise', 2, 'if REVISE(csp, Xi, Xj) then'],
      ['fail', 3, 'if size of Di = 0 then return false'],
      [null, 3, 'for each Xk in Xi.NEIGHBORS − {Xj} do'],
      ['add', 4, 'add (Xk, Xi) to queue'],
      ['true', 1, 'return true'],
      [null, 0, ''],
      [null, 0, 'function REVISE(csp, Xi, Xj) returns true iff we revise the domain of Xi'],
      [null, 1, 'revised ← false'],
      [null, 1, 'for each x in Di do'],
      [null, 2, 'if no value y in Dj allows (x, y) to satisfy the constraint between Xi and Xj then'],
      ['delete', 3, 'delete x from Di'],
      [null, 3, 'revised ← true'],
      [null, 1, 'return revised'],
    ],
  },
  backtracking: {
    title: 'BACKTRACKING-SEARCH',
    explain: 'Depth-first search that gives one variable a value at a time and backs up as soon as a value breaks ' +
      'a constraint. INFERENCE is the chosen inference: none, forward checking (remove the values of the ' +
      'neighbours that conflict with the new value) or MAC (AC-3 from the arcs into the new variable); an empty ' +
      'domain is a failure. SELECT-UNASSIGNED-VARIABLE and ORDER-DOMAIN-VALUES are the variable and value orders.',
    lines: [
      [null, 0, 'function BACKTRACKING-SEARCH(csp) returns a solution or failure'],
      ['start', 1, 'return BACKTRACK(csp, { })'],
      [null, 0, ''],
      [null, 0, 'function BACKTRACK(csp, assignment) returns a solution or failure'],
      ['complete', 1, 'if assignment is complete then return assignment'],
      [null, 1, 'var ← SELECT-UNASSIGNED-VARIABLE(csp, assignment)'],
      [null, 1, 'for each value in ORDER-DOMAIN-VALUES(csp, var, assignment) do'],
      ['consistent', 2, 'if value is consistent with assignment then'],
      ['assign', 3, 'add {var = value} to assignment'],
      ['infer', 3, 'inferences ← INFERENCE(csp, var, assignment)'],
      ['failure', 3, 'if inferences ≠ failure then'],
      [null, 4, 'add inferences to csp'],
      [null, 4, 'result ← BACKTRACK(csp, assignment)'],
      [null, 4, 'if result ≠ failure then return result'],
      [null, 4, 'remove inferences from csp'],
      ['unassign', 3, 'remove {var = value} from assignment'],
      [null, 1, 'return failure'],
    ],
  },
  backjumping: {
    title: 'Conflict-directed backjumping',
    explain: 'Backtracking that remembers why each value failed. conf(X) collects the earlier variables that ruled ' +
      'out X\'s values; when X has none left, the search jumps back to the most recent variable of conf(X), not to ' +
      'the one just above, and that variable inherits the rest of the set. With forward checking, the variables ' +
      'whose assignments pruned a domain are blamed for it.',
    lines: [
      [null, 0, 'function CBJ(csp, assignment) returns a solution, or failure and a conflict set'],
      ['complete', 1, 'if assignment is complete then return assignment'],
      [null, 1, 'var ← SELECT-UNASSIGNED-VARIABLE(csp, assignment); conf(var) ← { }'],
      [null, 1, 'for each value in ORDER-DOMAIN-VALUES(csp, var, assignment) do'],
      ['assign', 2, 'add {var = value} to assignment'],
      ['infer', 2, 'check value against assignment (forward checking: prune the future domains)'],
      ['failure', 2, 'if that fails then add the variables that ruled value out to conf(var)'],
      [null, 2, 'else'],
      [null, 3, 'result, conf ← CBJ(csp, assignment)'],
      ['complete2', 3, 'if result ≠ failure then return result'],
      [null, 3, 'if var ∉ conf then return failure, conf      (jump over var)'],
      [null, 3, 'conf(var) ← conf(var) ∪ conf − {var}'],
      ['unassign', 2, 'remove {var = value} from assignment'],
      ['jump', 1, 'return failure, conf(var)      (back to the most recent variable in conf(var))'],
    ],
  },
  min_conflicts: {
    title: 'MIN-CONFLICTS',
    explain: 'Local search: start from a complete assignment, possibly breaking constraints, and repeatedly move ' +
      'a conflicted variable to the value with the fewest conflicts (ties broken at random). It keeps no tree and ' +
      'cannot prove that there is no solution; it solves a million queens in seconds.',
    lines: [
      [null, 0, 'function MIN-CONFLICTS(csp, max_steps) returns a solution or failure'],
      ['start', 1, 'current ← an initial complete assignment for csp'],
      [null, 1, 'for i = 1 to max_steps do'],
      ['complete', 2, 'if current is a solution for csp then return current'],
      [null, 2, 'var ← a randomly chosen conflicted variable from csp.VARIABLES'],
      [null, 2, 'value ← the value v for var that minimizes CONFLICTS(csp, var, v, current)'],
      ['repair', 2, 'set var = value in current'],
      [null, 1, 'return failure'],
    ],
  },
  tree: {
    title: 'TREE-CSP-SOLVER',
    explain: 'A CSP whose constraint graph is a tree is solved without backtracking: order the variables so that ' +
      'each comes after its parent, make each arc (parent, child) consistent from the leaves up, then give the ' +
      'variables values from the root down; every value then has a support in each child.',
    lines: [
      [null, 0, 'function TREE-CSP-SOLVER(csp) returns a solution, or failure'],
      [null, 1, 'n ← number of variables in X'],
      [null, 1, 'assignment ← an empty assignment'],
      [null, 1, 'root ← any variable in X'],
      ['order', 1, 'X ← TOPOLOGICALSORT(X, root)'],
      [null, 1, 'for j = n down to 2 do'],
      ['revise', 2, 'MAKE-ARC-CONSISTENT(PARENT(Xj), Xj)'],
      ['failure', 2, 'if it could not be made consistent then return failure'],
      [null, 1, 'for i = 1 to n do'],
      ['assign', 2, 'assignment[Xi] ← any consistent value from Di'],
      [null, 2, 'if there is no consistent value then return failure'],
      ['complete', 1, 'return assignment'],
    ],
  },
  cutset: {
    title: 'Cutset conditioning',
    explain: 'Choose a cycle cutset S: once its variables are assigned, the rest of the constraint graph is a ' +
      'forest. For each consistent assignment of S, remove from the other domains the values that conflict with ' +
      'it and run the tree solver on what is left. The work grows with d^|S|, not with d^n.',
    lines: [
      [null, 0, 'function CUTSET-CONDITIONING(csp) returns a solution, or failure'],
      ['cutset', 1, 'S ← a cycle cutset of csp (the other variables form a forest)'],
      [null, 1, 'for each assignment of S that satisfies the constraints among S do'],
      ['assign', 2, 'add {var = value} for the next variable of S'],
      ['infer', 2, 'remove from the other domains the values inconsistent with S\'s assignment'],
      ['tree', 2, 'result ← TREE-CSP-SOLVER(the remaining CSP)'],
      ['complete', 2, 'if result ≠ failure then return result ∪ S\'s assignment'],
      ['unassign', 2, 'undo the last assignment of S and its removals'],
      [null, 1, 'return failure'],
    ],
  },
};

const arc = (names, [i, j]) => `(${names[i]}, ${names[j]})`;

/** The line of an AC-3 step (null: the start) and its variables, [[name, value]]. */
export function ac3Line(step, replay, names) {
  const shown = 12;
  const queue = replay.queue(shown).map((a) => arc(names, a)).join(' ');
  const queueText = replay.queueLength ? `${queue}${replay.queueLength > shown ? ` … (${replay.queueLength} arcs)` : ''}` : 'empty';
  if (!step) return { line: 'init', vars: [['queue', `all ${replay.queueLength} arcs`]] };
  const vars = [['(Xi, Xj)', arc(names, [step.target, step.source])],
                ['Di', `{${replay.domain(step.target).join(', ')}}`],
                ['removed', step.removed.length ? step.removed.join(', ') : 'nothing: REVISE returns false']];
  if (step.wipeout) return { line: 'fail', vars };
  if (step.removed.length) vars.push(['added', step.added.length ? step.added.map((a) => arc(names, a)).join(' ') : 'none (already queued)']);
  vars.push(['queue', queueText]);
  return { line: step.removed.length ? 'add' : 'revise', vars };
}

/**
 * The line of a search event of `method` (null: before the first event) and its variables.
 * `cutset` is the cutset event in force, `previous` the event before `e`.
 */
export function searchLine(method, e, names, cutset, previous = null) {
  const name = (v) => names[v] ?? `x${v}`;
  if (!e) return { line: method === 'cutset' ? null : 'start', vars: [] };
  const at = (line, ...vars) => ({ line, vars });
  const inCutset = cutset?.vars.includes(e.var);
  switch (e.event) {
    case 'assign':
      if (method === 'min_conflicts') return at('start', ['var', name(e.var)], ['value', e.value]);
      if (method === 'cutset' && !inCutset) return at('tree', ['Xi', name(e.var)], ['value', e.value]);
      if (e.depth === 0 && method !== 'tree') return at('start', ['fixed first', `${name(e.var)} = ${e.value}`]);
      return at('assign', ['var', name(e.var)], ['value', e.value], ['depth', e.depth]);
    case 'prune': {
      const cause = e.cause >= 0 ? name(e.cause) : e.constraint_name ?? 'a constraint';
      const vars = [['removed', `${e.value} from D(${name(e.var)})`], ['because of', cause]];
      if (method === 'tree') return at('revise', ...vars);
      if (method === 'cutset') return at(cutset?.vars.includes(e.cause) ? 'infer' : 'tree', ...vars);
      return at(e.depth === 0 ? 'start' : 'infer', ...vars);
    }
    case 'wipeout':
      if (method === 'cutset') return at('tree', ['empty', `D(${name(e.var)})`]);
      return at('failure', ['empty domain', name(e.var)]);
    case 'backtrack':
      // Undone at once, with nothing inferred between: the value broke a constraint with the assignment.
      if (previous?.event === 'assign' && previous.var === e.var && previous.depth === e.depth &&
          (method === 'backtracking' || method === 'backjumping')) {
        return at(method === 'backtracking' ? 'consistent' : 'failure', ['var', name(e.var)], ['value', e.value],
                  ['consistent', 'no: it breaks a constraint with the assignment']);
      }
      return at('unassign', ['var', name(e.var)], ['value', e.value], ['depth', e.depth]);
    case 'solution':
      return at('complete', ['assignment', (e.values ?? []).map((v, i) => `${name(i)}=${v}`).join(', ')]);
    case 'backjump':
      return at('jump', ['var', name(e.var)], ['conf(var)', `{${e.conflict_set.map(name).join(', ')}}`],
                ['back to', e.target < 0 ? 'none: no solution' : `${name(e.target)} (depth ${e.target_depth})`]);
    case 'repair':
      return at('repair', ['i', e.step], ['var', name(e.var)], ['value', `${e.old_value} → ${e.value}`],
                ['conflicts left', e.conflicts]);
    case 'tree_order':
      return at(method === 'cutset' ? 'tree' : 'order', ['X', e.order.map(name).join(', ')]);
    case 'revise':
      return at(method === 'cutset' ? 'tree' : 'revise', ['PARENT(Xj)', name(e.target)], ['Xj', name(e.source)]);
    case 'cutset':
      return at('cutset', ['S', `{${e.vars.map(name).join(', ')}}`]);
    default:
      return at(null);
  }
}

/** Draws `method`'s pseudocode into `container` with `line` highlighted and its variables beside it. */
export function drawPseudocode(container, method, { line, vars }) {
  const code = PSEUDOCODE[method];
  const doc = container.ownerDocument;
  if (container.dataset.method !== method) {
    container.dataset.method = method;
    const title = doc.createElement('p');
    title.className = 'code-explain';
    title.textContent = code.explain;
    const list = doc.createElement('ol');
    list.className = 'pseudocode';
    for (const [id, indent, text] of code.lines) {
      const li = doc.createElement('li');
      if (id) li.dataset.line = id;
      li.style.paddingLeft = `${indent * 1.4}em`;
      li.textContent = text || '\u00a0';
      list.append(li);
    }
    const table = doc.createElement('dl');
    table.className = 'code-vars';
    container.replaceChildren(list, table, title);
  }
  const list = container.querySelector('.pseudocode');
  for (const li of list.children) {
    const on = line !== null && li.dataset.line === line;
    li.classList.toggle('current', on);
    if (on) li.setAttribute('aria-current', 'step');
    else li.removeAttribute('aria-current');
  }
  container.dataset.line = line ?? '';
  const table = container.querySelector('.code-vars');
  table.replaceChildren();
  for (const [name, value] of vars) {
    const dt = doc.createElement('dt');
    dt.textContent = name;
    const dd = doc.createElement('dd');
    dd.textContent = String(value);
    table.append(dt, dd);
  }
}
