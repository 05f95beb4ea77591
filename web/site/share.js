// Sharing a step and downloading what is shown: the page's state as a link (problem, its
// parameters, method, options and step in the URL's fragment), the trace as JSON Lines in
// docs/trace-format.md's schema, the counters of every step as CSV, the pictures as SVG or PNG.

// ---- the link ----

/** The fragment for a run: {kind, spec, options, step} → "#kind=search&problem=queens&p.n=8&…". */
export function encodeState({ kind, spec, options, step }) {
  const params = new URLSearchParams();
  params.set('kind', kind);
  params.set('problem', spec.id);
  for (const [key, value] of Object.entries(spec)) if (key !== 'id') params.set(`p.${key}`, String(value));
  for (const [key, value] of Object.entries(options)) params.set(key, String(value));
  params.set('step', String(step));
  return `#${params.toString()}`;
}

/** The state a fragment stands for, or null when it names no run. Values stay strings. */
export function decodeState(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const kind = params.get('kind');
  if ((kind !== 'search' && kind !== 'ac3') || !params.get('problem')) return null;
  const spec = { id: params.get('problem') };
  const options = {};
  for (const [key, value] of params) {
    if (key.startsWith('p.')) spec[key.slice(2)] = value;
    else if (!['kind', 'problem', 'step'].includes(key)) options[key] = value;
  }
  const step = Number(params.get('step') ?? 0);
  return { kind, spec, options, step: Number.isInteger(step) && step >= 0 ? step : 0 };
}

// ---- files ----

/** Hands `blob` to the browser as a download named `name`. The last one is noted on <body> (tests read it). */
export function save(name, blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  document.body.dataset.lastDownload = name;
  document.body.dataset.lastDownloadUrl = url;
}

/** A search's events as JSON Lines: they already are the trace format's objects; `seq` and `event` first. */
export function searchTrace(events) {
  return events.map((e) => JSON.stringify({ seq: e.seq, event: e.event, ...e })).join('\n') + (events.length ? '\n' : '');
}

/**
 * AC-3's revisions as the trace format's events: a `revise` (target Xi, source Xj), then a `prune`
 * for each value it removed (caused by Xj) and a `wipeout` when Di became empty; depth 0.
 */
export function ac3Trace(steps, names) {
  const lines = [];
  let seq = 0;
  const put = (object) => lines.push(JSON.stringify({ seq: ++seq, ...object }));
  for (const step of steps) {
    put({ event: 'revise', depth: 0, target: step.target, target_name: names[step.target], source: step.source,
          source_name: names[step.source] });
    for (const value of step.removed) {
      put({ event: 'prune', depth: 0, var: step.target, name: names[step.target], value, cause: step.source,
            cause_name: names[step.source] });
    }
    if (step.wipeout) put({ event: 'wipeout', depth: 0, var: step.target, name: names[step.target] });
  }
  return lines.join('\n') + (lines.length ? '\n' : '');
}

const csvCell = (value) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
/** Rows of cells as CSV text. */
export function csv(rows) {
  return rows.map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}

// ---- pictures ----

/** The page's CSS rules for SVG pictures, with its custom properties (var(--arc)) resolved. */
function svgStyle() {
  const root = getComputedStyle(document.documentElement);
  const rules = [];
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (rule.selectorText?.startsWith('svg.')) rules.push(rule.cssText);
    }
  }
  return rules.join('\n').replace(/var\((--[\w-]+)\)/g, (_, name) => root.getPropertyValue(name).trim())
    + '\ntext { font-family: system-ui, sans-serif; }';
}

/**
 * The pictures shown (SVG elements) side by side in one standalone SVG document, styled as on the
 * page: {text, width, height}.
 */
export function combinedSvg(pictures) {
  const ns = 'http://www.w3.org/2000/svg';
  const out = document.createElementNS(ns, 'svg');
  out.setAttribute('xmlns', ns);
  const style = document.createElementNS(ns, 'style');
  style.textContent = svgStyle();
  out.append(style);
  let x = 0;
  let height = 0;
  const gap = 20;
  for (const picture of pictures) {
    const box = picture.getBoundingClientRect();
    const [w, h] = [Math.max(1, Math.round(box.width)), Math.max(1, Math.round(box.height))];
    const copy = picture.cloneNode(true);
    copy.setAttribute('x', x);
    copy.setAttribute('y', 0);
    copy.setAttribute('width', w);
    copy.setAttribute('height', h);
    copy.removeAttribute('style');
    out.append(copy);
    x += w + gap;
    height = Math.max(height, h);
  }
  const width = Math.max(1, x - gap);
  out.setAttribute('width', width);
  out.setAttribute('height', height);
  out.setAttribute('viewBox', `0 0 ${width} ${height}`);
  return { text: new XMLSerializer().serializeToString(out), width, height };
}

/** An SVG document drawn into a PNG at `scale` times its size. */
export async function svgToPng({ text, width, height }, scale = 2) {
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * scale);
    canvas.height = Math.ceil(height * scale);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
