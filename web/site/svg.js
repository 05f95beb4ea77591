// Small helpers to build SVG and HTML elements.
const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes; `text` becomes its text content. */
export function svg(name, attributes = {}, text) {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

/** An HTML element with attributes and children (strings become text). */
export function html(name, attributes = {}, ...children) {
  const element = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) {
    if (key === 'class') element.className = value;
    else element.setAttribute(key, value);
  }
  for (const child of children) element.append(child);
  return element;
}

// Domain values that are colours are drawn as colours (map colouring).
const COLOURS = {
  red: '#e5534b', green: '#3fa34d', blue: '#3b82f6', yellow: '#e8b90c', orange: '#f08c2e',
  purple: '#9b59d0', pink: '#ec6fae', brown: '#94643c', cyan: '#22b8cf', magenta: '#d33cb0',
  gray: '#8b8f96', grey: '#8b8f96', black: '#222', white: '#fff',
};

/** The colour to draw `label` with, or null when it is not a colour's name. */
export function colourOf(label) {
  return COLOURS[String(label).toLowerCase()] ?? null;
}
