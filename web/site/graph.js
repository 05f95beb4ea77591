// The constraint graph: a box per variable with its current domain, a line per constraint between
// two variables; the arc AC-3 revises, the cutset, a conflict set and the tree solver's forest
// are drawn over it.
import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY } from 'd3-force';
import { mapPlaces } from './places.js';
import { colourOf, svg } from './svg.js';

const CHIP = 15;  // a colour value's square, with its letter in it
const CHAR = 7;   // width of a character of a value's text
const BOX_H = 40;

function boxWidth(variable, coloured) {
  const values = coloured ? variable.domain.length * CHIP : variable.domain.join(' ').length * CHAR;
  return Math.max(48, variable.name.length * 8 + 16, Math.min(values, 200) + 14);
}

/** Unit positions before spreading the boxes apart. */
function initialPlaces(problemId, view) {
  const n = view.variables.length;
  const names = view.variables.map((v) => v.name);
  const places = mapPlaces(problemId, names);
  if (places) return { places, fixed: true };
  if (view.layout === 'sudoku' || view.layout === 'grid') {
    const side = Math.ceil(Math.sqrt(n));
    return { places: names.map((_, i) => [(i % side) / side, Math.floor(i / side) / side]), fixed: true };
  }
  const circle = names.map((_, i) => [0.5 + 0.5 * Math.cos((2 * Math.PI * i) / n - Math.PI / 2),
                                       0.5 + 0.5 * Math.sin((2 * Math.PI * i) / n - Math.PI / 2)]);
  return { places: circle, fixed: view.layout === 'queens' };
}

/** Letters for colour values, so that colour is not all that tells them apart: R G B, or Bl Br when two share one. */
export function colourLetters(labels) {
  const first = (label) => label[0].toUpperCase();
  return new Map(labels.map((label) => {
    const clash = labels.some((other) => other !== label && first(other) === first(label));
    return [label, clash ? first(label) + label[1] : first(label)];
  }));
}

export class ConstraintGraph {
  constructor(container) {
    this.container = container;
  }

  /** Draws a new problem: `view` = engine.describe(spec). */
  setView(problemId, view) {
    this.view = view;
    this.coloured = view.variables.every((v) => v.domain.every((label) => colourOf(label)));
    this.letters = colourLetters([...new Set(view.variables.flatMap((v) => v.domain))]);
    const n = view.variables.length;
    const scale = Math.max(220, Math.sqrt(n) * 120);
    const { places, fixed } = initialPlaces(problemId, view);
    const nodes = view.variables.map((v, i) => ({
      index: i, width: boxWidth(v, this.coloured), x: places[i][0] * scale, y: places[i][1] * scale,
      ax: places[i][0] * scale, ay: places[i][1] * scale,
    }));
    // Push overlapping boxes apart, keeping each near its place (a map stays a map); problems
    // without a layout get a force layout. Deterministic: fixed start, fixed number of ticks.
    const simulation = forceSimulation(nodes).stop()
      .force('collide', forceCollide((d) => d.width / 2 + 6).strength(0.9))
      .force('x', forceX((d) => d.ax).strength(fixed ? 0.3 : 0.05))
      .force('y', forceY((d) => d.ay).strength(fixed ? 0.3 : 0.05));
    if (!fixed) {
      simulation.force('link', forceLink(view.edges.map(([s, t]) => ({ source: s, target: t }))).distance(90))
        .force('charge', forceManyBody().strength(-250));
    }
    simulation.tick(fixed ? 120 : 300);
    this.nodes = nodes;
    this.draw();
  }

  draw() {
    const { view, nodes } = this;
    const pad = 30;
    const xs = nodes.flatMap((d) => [d.x - d.width / 2, d.x + d.width / 2]);
    const ys = nodes.flatMap((d) => [d.y - BOX_H / 2, d.y + BOX_H / 2]);
    const [x0, y0] = [Math.min(...xs) - pad, Math.min(...ys) - pad];
    const [w, h] = [Math.max(...xs) - x0 + pad, Math.max(...ys) - y0 + pad];
    // Small graphs are not blown up past 1.4 times their natural size.
    const root = svg('svg', { viewBox: `${x0} ${y0} ${w} ${h}`, role: 'img', class: 'graph', style: `max-width:${w * 1.4}px`,
                              'aria-label': `Constraint graph of ${view.variables.length} variables` });
    const defs = svg('defs');
    const marker = svg('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 10, refY: 5, markerWidth: 7,
                                   markerHeight: 7, orient: 'auto-start-reverse' });
    marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrow-head' }));
    defs.append(marker);
    root.append(defs);
    const edges = svg('g', { class: 'edges' });
    // Sudoku-sized graphs have too many lines to read; their board shows the same thing.
    const drawEdges = view.edges.length <= 400;
    this.edgeElements = new Map();
    if (drawEdges) {
      for (const [i, j] of view.edges) {
        const line = svg('line', { x1: nodes[i].x, y1: nodes[i].y, x2: nodes[j].x, y2: nodes[j].y, class: 'edge' });
        this.edgeElements.set(`${Math.min(i, j)},${Math.max(i, j)}`, line);
        edges.append(line);
      }
    }
    root.append(edges);
    this.arc = svg('line', { class: 'arc', 'marker-end': 'url(#arrow)', visibility: 'hidden' });
    root.append(this.arc);
    this.boxes = nodes.map((d, i) => {
      const variable = view.variables[i];
      const g = svg('g', { class: 'var', transform: `translate(${d.x},${d.y})`, 'data-var': variable.name });
      g.append(svg('title', {}, variable.name));
      g.append(svg('rect', { x: -d.width / 2, y: -BOX_H / 2, width: d.width, height: BOX_H, rx: 8 }));
      g.append(svg('text', { class: 'name', y: -5, 'text-anchor': 'middle' }, variable.name));
      const values = svg('g', { class: 'values', transform: `translate(0, 12)` });
      g.append(values);
      root.append(g);
      return { g, values, rect: g.querySelector('rect') };
    });
    this.container.replaceChildren(root);
  }

  /**
   * Shows a step: `domain(v)` the values left, `assigned[v]` a value or null, `wiped[v]`, and the
   * marks: {arc: [target, source], current, conflictSet, cutset, parent}.
   */
  update({ domain, assigned, wiped }, marks = {}) {
    const { view, nodes } = this;
    view.variables.forEach((variable, v) => {
      const box = this.boxes[v];
      const values = domain(v);
      box.g.dataset.domain = values.join(' ');
      box.g.classList.toggle('assigned', assigned?.[v] != null);
      box.g.classList.toggle('wiped', Boolean(wiped?.[v]) || values.length === 0);
      box.g.classList.toggle('current', marks.current === v);
      box.g.classList.toggle('conflict', Boolean(marks.conflictSet?.includes(v)));
      box.g.classList.toggle('cutset', Boolean(marks.cutset?.includes(v)));
      const fill = assigned?.[v] != null && this.coloured ? colourOf(assigned[v]) : null;
      box.rect.style.fill = fill ? fill : '';
      box.g.classList.toggle('filled', Boolean(fill));

      // Redraw the values only when they changed: a step changes a few boxes, not all of them.
      const key = `${values.join(' ')}|${fill}`;
      if (box.key === key) return;
      box.key = key;
      box.values.replaceChildren();
      if (fill) {
        // The box's colour is its value, and its name says it too.
        box.values.append(svg('text', { 'text-anchor': 'middle', class: 'value-name' }, assigned[v]));
      } else if (values.length === 0) {
        box.values.append(svg('text', { 'text-anchor': 'middle', class: 'empty' }, '∅'));
      } else if (this.coloured) {
        const x0 = (-values.length * CHIP) / 2;
        values.forEach((label, i) => {
          box.values.append(svg('rect', { x: x0 + i * CHIP + 1, y: -10, width: CHIP - 2, height: CHIP - 2,
                                          class: 'chip', style: `fill:${colourOf(label)}` }));
          box.values.append(svg('text', { x: x0 + i * CHIP + CHIP / 2, y: -0.5, 'text-anchor': 'middle', class: 'chip-letter' },
                                this.letters.get(label)));
        });
      } else {
        let text = values.join(' ');
        if (text.length * CHAR > nodes[v].width) text = `${text.slice(0, Math.floor(nodes[v].width / CHAR) - 2)}…`;
        box.values.append(svg('text', { 'text-anchor': 'middle' }, text));
      }
    });
    for (const line of this.edgeElements.values()) line.classList.remove('forest');
    if (marks.parent) {
      marks.parent.forEach((p, v) => {
        if (p >= 0) this.edgeElements.get(`${Math.min(p, v)},${Math.max(p, v)}`)?.classList.add('forest');
      });
    }
    if (marks.arc) {
      const [target, source] = marks.arc;
      const [a, b] = [nodes[source], nodes[target]];
      // From the source's box edge to the target's: shorten by the boxes' half heights.
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const cut = (d) => Math.min(len / 3, Math.abs(((b.y - a.y) / len)) > 0.5 ? BOX_H / 2 + 2 : d.width / 2 + 2);
      this.arc.setAttribute('x1', a.x + ((b.x - a.x) / len) * cut(a));
      this.arc.setAttribute('y1', a.y + ((b.y - a.y) / len) * cut(a));
      this.arc.setAttribute('x2', b.x - ((b.x - a.x) / len) * cut(b));
      this.arc.setAttribute('y2', b.y - ((b.y - a.y) / len) * cut(b));
      this.arc.setAttribute('visibility', 'visible');
    } else {
      this.arc.setAttribute('visibility', 'hidden');
    }
  }
}
