// The search tree as far as the search has got (AIMA fig. 6.6): a node per assignment under the
// one it extends; dead ends red, solutions green, the current node ringed.
import { stratify, tree as treeLayout } from 'd3-hierarchy';
import { svg } from './svg.js';

const DX = 62;  // between siblings
const DY = 52;  // between levels

export class SearchTreeView {
  constructor(container) {
    this.container = container;
  }

  /** `nodes` from SearchReplay.visibleTree(); `names[v]` the variables' names; `current` a node id. */
  update(nodes, names, current) {
    const root = stratify().id((d) => d.id).parentId((d) => (d.parent < 0 ? null : d.parent))(nodes);
    treeLayout().nodeSize([DX, DY])(root);
    let [x0, x1, y1] = [0, 0, 0];
    root.each((d) => {
      x0 = Math.min(x0, d.x);
      x1 = Math.max(x1, d.x);
      y1 = Math.max(y1, d.y);
    });
    const pad = 28;
    const width = x1 - x0 + 2 * pad;
    const height = y1 + 2 * pad;
    const count = nodes.length - 1;
    // A tree up to about twice the panel's width is shrunk to fit; a bigger one scrolls.
    const room = this.container.clientWidth || width;
    const fit = width > room && width <= 2.2 * room ? room / width : 1;
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
      const g = svg('g', { class: `node ${kind}${n.id === current ? ' current' : ''}`, transform: `translate(${d.x},${d.y})` });
      const label = n.id === 0 ? 'start' : `${names[n.var]}=${n.value}`;
      g.append(svg('title', {}, label + (kind === 'dead' ? ' (dead end)' : kind === 'solution' ? ' (solution)' : '')));
      g.append(svg('circle', { r: n.id === 0 ? 5 : 7 }));
      if (n.id !== 0) g.append(svg('text', { y: 20, 'text-anchor': 'middle' }, label.length > 11 ? `${label.slice(0, 10)}…` : label));
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
