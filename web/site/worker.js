// The engine runs here, off the page's thread, so that a long search never freezes the page.
// Messages: {id, call, args} -> {id, result} | {id, error: {message, line, column}}; `call` names
// an engine function ('run', 'sudoku.solve', ...). With `stream: true`, a run also posts
// {id, events} while it searches, so that a page that stops it keeps what was recorded. {ready: true} or {ready: false, error} is posted
// once the module has loaded.
import { createEngine } from '../api/engine.mjs';

/* global importScripts, createCspModule */
importScripts('csp_web.js');

const calls = new Set([
  'problems', 'counters', 'describe', 'run', 'ac3', 'parseText',
  'sudoku.backends', 'sudoku.parse', 'sudoku.solve', 'sudoku.count', 'sudoku.generate',
  'sudoku.hint', 'sudoku.bundled',
]);

function errorOf(err) {
  // EngineError's message ends with "(line L, column C)"; `reason` is the message without it.
  const error = { message: String(err?.reason ?? err?.message ?? err) };
  if (err && Number.isInteger(err.line)) error.line = err.line;
  if (err && Number.isInteger(err.column)) error.column = err.column;
  return error;
}

// csp_web.wasm sits beside this script.
const engine = createEngine(createCspModule, { locateFile: (file) => new URL(file, self.location.href).href });
engine.then(() => postMessage({ ready: true }), (err) => postMessage({ ready: false, error: errorOf(err) }));

self.onmessage = async (event) => {
  const { id, call, args = [], stream = false } = event.data;
  try {
    if (!calls.has(call)) throw new Error(`unknown call ${call}`);
    const e = await engine;
    const [group, name] = call.includes('.') ? call.split('.') : [null, call];
    const owner = group ? e[group] : e;
    const streamed = stream && call === 'run' ? [args[0], args[1] ?? {}, (events) => postMessage({ id, events })] : args;
    const result = await owner[name](...streamed);
    postMessage({ id, result });
  } catch (err) {
    postMessage({ id, error: errorOf(err) });
  }
};
