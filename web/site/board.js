// Boards: the Sudoku grid (both pages) and the N-Queens board of the playground.
import { html, svg } from './svg.js';

/** How a digit is written: 1-9, then A, B, ... for 10, 11, ... (as the puzzles above 9×9 write them). */
export function symbol(digit) {
  return digit <= 9 ? String(digit) : String.fromCharCode(55 + digit);
}

/**
 * Draws a Sudoku grid into `container`.
 * grid = {size, box, cells: [digit or 0], givens?: [bool], candidates?: [[digits]],
 *         highlight?: Set(cell), placements?: Map(cell -> digit), eliminations?: Map(cell -> Set(digit))}
 */
export function drawSudoku(container, grid) {
  const { size, box, cells } = grid;
  const table = html('div', { class: `sudoku size-${size}`, role: 'table', 'aria-label': `${size}×${size} Sudoku grid` });
  table.style.setProperty('--n', size);
  table.style.setProperty('--box', box);
  for (let r = 0; r < size; r++) {
    const row = html('div', { role: 'row', class: 'row' });
    for (let c = 0; c < size; c++) {
      const i = r * size + c;
      const cell = html('div', { role: 'cell', class: 'cell', 'data-cell': i });
      if (c % box === 0 && c) cell.classList.add('box-left');
      if (r % box === 0 && r) cell.classList.add('box-top');
      if (grid.highlight?.has(i)) cell.classList.add('highlight');
      const placed = grid.placements?.get(i);
      const digit = cells[i] || placed || 0;
      if (digit) {
        cell.textContent = symbol(digit);
        if (grid.givens?.[i]) cell.classList.add('given');
        if (placed) cell.classList.add('placed');
        cell.setAttribute('aria-label', `row ${r + 1} column ${c + 1}: ${symbol(digit)}${placed ? ' (hint)' : ''}`);
      } else if (grid.candidates?.[i]?.length) {
        const marks = html('div', { class: 'candidates' });
        const gone = grid.eliminations?.get(i);
        for (let d = 1; d <= size; d++) {
          const on = grid.candidates[i].includes(d);
          const mark = html('span', { class: on ? (gone?.has(d) ? 'eliminated' : 'candidate') : 'off' }, on ? symbol(d) : '');
          marks.append(mark);
        }
        cell.append(marks);
        cell.setAttribute('aria-label', `row ${r + 1} column ${c + 1}: candidates ${grid.candidates[i].map(symbol).join(' ')}`);
      } else {
        cell.setAttribute('aria-label', `row ${r + 1} column ${c + 1}: empty`);
      }
      row.append(cell);
    }
    table.append(row);
  }
  container.replaceChildren(table);
}

/** N-Queens: a column per variable, a row per value; queens where assigned, dots where still possible. */
export function drawQueens(container, view, state) {
  const n = view.variables.length;
  const rows = view.variables[0]?.domain ?? [];
  const board = html('div', { class: 'queens', role: 'img', 'aria-label': `${n}-queens board` });
  board.style.setProperty('--n', n);
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < n; c++) {
      const label = view.variables[c].domain[r];
      const square = html('div', { class: `square ${(r + c) % 2 ? 'dark' : 'light'}` });
      if (state.wiped[c]) square.classList.add('wiped');
      if (state.assigned[c] === label) square.textContent = '♛';
      else if (state.assigned[c] === null && state.domain(c).includes(label)) square.append(html('span', { class: 'dot' }));
      board.append(square);
    }
  }
  container.replaceChildren(board);
}

/**
 * N-Queens too big for a board (min-conflicts' summary of a run past 300 queens): the whole board
 * scaled to a square, a dot per sampled column at its queen's row, and the rows of the first columns.
 * summary = {queens, sample: [[column, row]], first: [row], attackingPairs}.
 */
export function drawQueensSummary(container, summary) {
  const { queens: n, sample, first } = summary;
  const size = 300;
  const picture = svg('svg', { class: 'queens-summary', viewBox: `0 0 ${size} ${size}`, width: size, height: size,
                               role: 'img', 'aria-label': `${n}-queens board, ${sample.length} columns sampled` });
  picture.append(svg('rect', { x: 0, y: 0, width: size, height: size, class: 'queens-summary-board' }));
  const at = (k) => ((k - 0.5) / n) * size;
  for (const [column, row] of sample) {
    picture.append(svg('circle', { cx: at(column).toFixed(2), cy: (size - at(row)).toFixed(2), r: 1.5, class: 'queens-summary-queen' }));
  }
  const every = Math.max(1, Math.floor(n / 1000));
  const dots = every === 1 ? 'a dot per column' : `a dot for every ${every.toLocaleString('en')}th column`;
  const caption = html('p', { class: 'muted' },
    `The whole ${n.toLocaleString('en')}×${n.toLocaleString('en')} board scaled down: ${dots} at its queen's row. ` +
    `Rows of columns 1–${first.length}: ${first.join(', ')}.`);
  container.replaceChildren(picture, caption);
}

/** The grid a describe() view stands for when it is a Sudoku with a variable per cell, else null. */
export function sudokuShape(view) {
  if (view.layout !== 'sudoku') return null;
  const size = Math.round(Math.sqrt(view.variables.length));
  const box = Math.round(Math.sqrt(size));
  if (size * size !== view.variables.length || box * box !== size) return null;
  return { size, box };
}
