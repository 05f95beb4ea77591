// The search tree as far as the search has got (AIMA fig. 6.6): a node per assignment under the
// one it extends; dead ends red, solutions green, the current node ringed. Labels are whole and
// siblings spaced by the longest; a big tree can be zoomed, dragged, and its finished dead
// subtrees folded into one node each.
import { stratify, tree as treeLayout } from 'd3-hierarchy';
import { svg } from './svg.js';

const DY = 52;  // between levels
// Past this many nodes a tree is drawn folded whatever the checkbox says: a picture of thousands of
// nodes is tens of thousands of pixels wide and takes the browser seconds to draw at each step.
export const MAX_UNFOLDED = 1500;
const LABEL_CHAR = 6.2;  // width of a character of a 10px label

/**
 * The nodes with every dead subtree off the current path folded into its root, which gets
 * `folded` = the number of nodes hidden under it.
 */
export function foldDeadSubtrees(nodes, current) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const onPath = new Set();
  for (let n = byId.get(current); n; n = byId.get(n.parent)) onPath.add(n.id);
  const hiddenUnder = new Map();  // id of a folded root -> nodes hidden
  const kept = [];
  const foldedRoot = new Map();  // id -> the folded root it lies under, for nodes already seen
  for (const n of nodes) {  // parents come before their children
    const above = foldedRoot.get(n.parent);
    if (above !== undefined) {
      foldedRoot.set(n.id, above);
      hiddenUnder.set(above, hiddenUnder.get(above) + 1);
      continue;
    }
    kept.push(n);
    if (n.dead && !onPath.has(n.id) && n.id !== 0) {
      foldedRoot.set(n.id, n.id);
      hiddenUnder.set(n.id, 0);
    }
  }
  return kept.map((n) => (hiddenUnder.get(n.id) ? { ...n, folded: hiddenUnder.get(n.id) } : n));
}

export class SearchTreeView {
  constructor(container) {
    this.container = container;
    this.zoom = 1;
    this.fold = false;
    this.last = null;
    // Drag to pan (the box scrolls).
    let drag = null;
    container.addEventListener('pointerdown', (event) => {
      drag = { x: event.clientX, y: event.clientY, left: container.scrollLeft, top: container.scrollTop };
    });
    container.addEventListener('pointermove', (event) => {
      if (!drag || !(event.buttons & 1)) return;
      container.scrollLeft = drag.left - (event.clientX - drag.x);
      container.scrollTop = drag.top - (event.clientY - drag.y);
    });
    const end = () => {
      drag = null;
    };
    container.addEventListener('pointerup', end);
    container.addEventListener('pointerleave', end);
  }

  /** Zoom by `factor` (1: fit the panel's width again) and redraw. */
  setZoom(factor) {
    this.zoom = factor === 1 ? 1 : Math.min(4, Math.max(0.1, this.zoom * factor));
    this.redraw();
  }

  setFold(on) {
    this.fold = on;
    this.redraw();
  }

  redraw() {
    if (this.last) this.update(...this.last);
  }

  /** `nodes` from SearchReplay.visibleTree(); `names[v]` the variables' names; `current` a node id. */
  update(nodes, names, current) {
    this.last = [nodes, names, current];
    const forced = !this.fold && nodes.length > MAX_UNFOLDED;
    if (this.fold || forced) nodes = foldDeadSubtrees(nodes, current);
    this.container.dataset.forcedFold = String(forced);
    const labelOf = (n) => `${names[n.var]}=${n.value}`;
    const longest = nodes.reduce((m, n) => (n.id === 0 ? m : Math.max(m, labelOf(n).length)), 4);
    const DX = Math.max(40, longest * LABEL_CHAR + 12);  // between siblings: labels never meet
    const root = stratify().id((d) => d.id).parentId((d) => (d.parent < 0 ? null : d.parent))(nodes);
    treeLayout().nodeSize([DX, DY])(root);
    let [x0, x1, y1] = [0, 0, 0];
    root.each((d) => {
      x0 = Math.min(x0, d.x);
      x1 = Math.max(x1, d.x);
      y1 = Math.max(y1, d.y);
    });
    const pad = Math.max(28, DX / 2 + 4);
    const width = x1 - x0 + 2 * pad;
    const height = y1 + 2 * pad;
    const count = nodes.length - 1;
    // A tree up to about twice the panel's width is shrunk to fit; a bigger one scrolls; the
    // zoom buttons scale either.
    const room = this.container.clientWidth || width;
    const fit = (width > room && width <= 2.2 * room ? room / width : 1) * this.zoom;
    const picture = svg('svg', { width: width * fit, height: height * fit, viewBox: `${x0 - pad} ${-pad} ${width} ${height}`, class: 'tree',
                                 role: 'img', 'data-nodes': count,
                                 'aria-label': `Search tree: ${count} node${count === 1 ? '' : 's'}` });
    const links = svg('g', { class: 'links' });
    const marks = svg('g', { class: 'nodes' });
    let currentPoint = null;
    root.each((d) => {
      if (d.parent) {
        links.append(svg('line', { x1: d.parent.x, y1: d.parent.y, x2: d.x, y2: d.y }));
      }
      const n = d.data;
      const kind = n.id === 0 ? 'root' : n.solution ? 'solution' : n.dead ? 'dead' : 'open';
      const g = svg('g', { class: `node ${kind}${n.id === current ? ' current' : ''}${n.folded ? ' folded' : ''}`,
                           transform: `translate(${d.x},${d.y})` });
      const label = n.id === 0 ? 'start' : labelOf(n);
      g.append(svg('title', {}, label + (kind === 'dead' ? ' (dead end)' : kind === 'solution' ? ' (solution)' : '') +
                                (n.folded ? `, ${n.folded} more nodes below folded` : '')));
      g.append(svg('circle', { r: n.id === 0 ? 5 : 7 }));
      if (n.id !== 0) g.append(svg('text', { y: 20, 'text-anchor': 'middle', class: 'label' }, label));
      if (n.folded) {
        g.dataset.folded = String(n.folded);
        g.append(svg('text', { y: 32, 'text-anchor': 'middle', class: 'fold' }, `+${n.folded}`));
      }
      marks.append(g);
      if (n.id === current) currentPoint = [(d.x - x0 + pad) * fit, (d.y + pad) * fit];
    });
    picture.append(links, marks);
    this.container.replaceChildren(picture);
    if (currentPoint) {
      const c = this.container;
      c.scrollLeft = Math.max(0, currentPoint[0] - c.clientWidth / 2);
      c.scrollTop = Math.max(0, currentPoint[1] - c.clientHeight / 2);
    }
  }

  clear(message) {
    const p = document.createElement('p');
    p.className = 'muted';
    p.textContent = message;
    this.container.replaceChildren(p);
  }
}
