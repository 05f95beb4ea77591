// Independent checks of what the pages show: written from the puzzles' rules, not from the engine.

/** Problems with a Sudoku grid (cells: numbers, 0 = empty, row by row), or [] when it is a solution of `givens`. */
export function sudokuProblems(cells, givens) {
  const problems = [];
  const size = Math.round(Math.sqrt(cells.length));
  const box = Math.round(Math.sqrt(size));
  if (size * size !== cells.length || box * box !== size) return [`${cells.length} cells is not a square grid`];
  const groups = [];
  for (let i = 0; i < size; i++) {
    const row = [];
    const column = [];
    const square = [];
    for (let j = 0; j < size; j++) {
      row.push(i * size + j);
      column.push(j * size + i);
      square.push((Math.floor(i / box) * box + Math.floor(j / box)) * size + (i % box) * box + (j % box));
    }
    groups.push(['row', i, row], ['column', i, column], ['box', i, square]);
  }
  for (const [kind, index, group] of groups) {
    const digits = new Set(group.map((c) => cells[c]));
    for (let d = 1; d <= size; d++) if (!digits.has(d)) problems.push(`${kind} ${index + 1} lacks ${d}`);
  }
  givens.forEach((g, i) => {
    if (g && cells[i] !== g) problems.push(`cell ${i} is ${cells[i]}, the puzzle gives ${g}`);
  });
  return problems;
}

/** Problems with a queen per column (rows[c] = row of the queen in column c), or []. */
export function queensProblems(rows) {
  const problems = [];
  for (let a = 0; a < rows.length; a++) {
    for (let b = a + 1; b < rows.length; b++) {
      if (rows[a] === rows[b] || Math.abs(rows[a] - rows[b]) === b - a) problems.push(`queens in columns ${a + 1} and ${b + 1} attack`);
    }
  }
  return problems;
}

/**
 * One AC-3 revision of the arc (target, source) under target != source (map colouring): a value of
 * the target has no support exactly when the source's domain holds that value alone. Returns what
 * the revision must remove.
 */
export function reviseDifferent(targetDomain, sourceDomain) {
  return targetDomain.filter((a) => sourceDomain.every((b) => b === a));
}
