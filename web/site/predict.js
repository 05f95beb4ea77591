// "Predict the next step": before a step is shown, the student says what it will do and the
// engine's recorded step says whether that was right. Questions: which values AC-3's next REVISE
// removes, which variable backtracking assigns next, where backjumping lands.

/**
 * The question about the step after `position`, or null when that step asks none.
 * {text, choices: [{value, label}], multiple, answer: [values]}; values are strings.
 */
export function questionFor(shown, position) {
  const names = shown.names;
  if (shown.kind === 'ac3') {
    const step = shown.replay.steps[position];
    if (!step) return null;
    const domain = shown.replay.after[position][step.target];
    if (!domain.length) return null;
    return {
      text: `REVISE(${names[step.target]}, ${names[step.source]}) is next: which values of D(${names[step.target]}) does it remove? ` +
        '(none ticked: it removes nothing)',
      choices: domain.map((v) => ({ value: String(v), label: String(v) })),
      multiple: true,
      answer: step.removed.map(String),
    };
  }
  const events = shown.run?.events ?? [];
  const e = events[position];
  if (!e) return null;
  if (e.event === 'backjump' && e.target >= 0) {
    // The variables assigned above the dead end, in depth order: any of them could be blamed.
    const path = [];
    for (let k = position - 1; k >= 0 && path.length < e.depth - 1; k--) {
      const a = events[k];
      if (a.event === 'assign' && a.depth < e.depth && a.depth > 0 && !path.some((p) => p.depth === a.depth)) path.push(a);
    }
    path.sort((a, b) => a.depth - b.depth);
    return {
      text: `${names[e.var]} has no value left. Where does backjumping go back to?`,
      choices: path.map((a) => ({ value: String(a.var), label: `${names[a.var]} (depth ${a.depth})` })),
      multiple: false,
      answer: [String(e.target)],
    };
  }
  if (e.event === 'assign' && e.depth >= 1 && shown.options.method === 'backtracking') {
    const assigned = new Set();
    for (let v = 0; v < names.length; v++) if (shown.replay.state.assigned[v] !== null) assigned.add(v);
    // Only a new variable is a choice to predict; another value of the same one follows from the last.
    const previous = events[position - 1];
    if (previous?.event === 'backtrack' && previous.var === e.var) return null;
    const open = names.map((_, v) => v).filter((v) => !assigned.has(v));
    if (open.length < 2) return null;
    return {
      text: 'Which variable does the search assign next?',
      choices: open.map((v) => ({ value: String(v), label: names[v] })),
      multiple: false,
      answer: [String(e.var)],
    };
  }
  return null;
}

/** Whether the chosen values are the answer (as sets). */
export function isRight(question, chosen) {
  const a = [...new Set(question.answer)].sort();
  const c = [...new Set(chosen)].sort();
  return a.length === c.length && a.every((v, i) => v === c[i]);
}

/** The answer in words. */
export function answerText(question) {
  const labels = question.answer.map((v) => question.choices.find((c) => c.value === v)?.label ?? v);
  return labels.length ? labels.join(', ') : 'nothing';
}
