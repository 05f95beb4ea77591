// Each recorded event in words, with the variables' names.

const list = (names, vars) => `{${vars.map((v) => names[v]).join(', ')}}`;

/** A sentence for a search event (engine.run's events). */
export function describeEvent(e, names) {
  const name = (v) => names[v] ?? `x${v}`;
  switch (e.event) {
    case 'assign':
      return e.depth === 0 ? `Start: ${name(e.var)} = ${e.value}` : `Assign ${name(e.var)} = ${e.value} (depth ${e.depth})`;
    case 'prune': {
      const why = e.cause >= 0 ? `because of ${name(e.cause)}` : e.constraint_name ? `by ${e.constraint_name}` : 'by inference';
      return `Remove ${e.value} from ${name(e.var)} ${why}`;
    }
    case 'wipeout':
      return `${name(e.var)} has no value left: dead end`;
    case 'backtrack':
      return `Undo ${name(e.var)} = ${e.value} (depth ${e.depth})`;
    case 'solution':
      return `Solution: ${(e.values ?? []).map((value, v) => `${name(v)}=${value}`).join(', ')}`;
    case 'backjump':
      return e.target < 0
        ? `${name(e.var)} has no value left and its conflict set ${list(names, e.conflict_set)} is empty: no solution above`
        : `Backjump from ${name(e.var)} (depth ${e.depth}) to ${name(e.target)} (depth ${e.target_depth}); conflict set ${list(names, e.conflict_set)}`;
    case 'repair':
      return `Repair ${e.step}: ${name(e.var)} ${e.old_value} → ${e.value} (${e.conflicts} conflict${e.conflicts === 1 ? '' : 's'} left on it)`;
    case 'tree_order':
      return `Tree order: ${e.order.map(name).join(', ')}`;
    case 'revise':
      return `Revise D(${name(e.target)}) against D(${name(e.source)})`;
    case 'cutset':
      return `Cycle cutset: ${list(names, e.vars)}`;
    default:
      return e.event;
  }
}

/** A sentence for one AC-3 revision (engine.ac3's steps). */
export function describeAc3Step(step, names) {
  const arc = `arc (${names[step.target]}, ${names[step.source]})`;
  if (step.wipeout) return `Revise ${arc}: removes ${step.removed.join(', ')}; ${names[step.target]}'s domain is empty, inconsistent`;
  if (step.removed.length) return `Revise ${arc}: removes ${step.removed.join(', ')} from ${names[step.target]}; its neighbours' arcs go back on the queue`;
  return `Revise ${arc}: every value has a support, nothing removed`;
}
