// The JavaScript face of the csp_web module (web/src/): one typed method per call. JSON text
// crosses the boundary both ways; this wrapper parses it and turns an error answer into a thrown
// EngineError. Types: engine.d.ts.

/** Bad input (a malformed problem, puzzle or option), with its position in the text when known. */
export class EngineError extends Error {
  /**
   * @param {string} message
   * @param {number} [line] 1-based
   * @param {number} [column] 1-based
   */
  constructor(message, line, column) {
    super(line ? `${message} (line ${line}, column ${column ?? 1})` : message);
    this.name = 'EngineError';
    /** The message without the position. */
    this.reason = message;
    if (line !== undefined) this.line = line;
    if (column !== undefined) this.column = column;
  }
}

/**
 * Starts the module and wraps it.
 * @param {(options?: object) => Promise<object>} factory createCspModule from csp_web.js
 * @param {object} [moduleOptions] passed to the factory (e.g. wasmBinary, locateFile)
 * @returns {Promise<Engine>}
 */
export async function createEngine(factory, moduleOptions = {}) {
  return new Engine(await factory(moduleOptions));
}

export class Engine {
  /** @param {{call: (name: string, args: string) => string}} module */
  constructor(module) {
    this.module = module;
    const call = this.call.bind(this);
    /** The Sudoku library. */
    this.sudoku = {
      backends: () => call('sudoku.backends'),
      bundled: () => call('sudoku.bundled'),
      parse: (text) => call('sudoku.parse', text),
      solve: (text, options = {}) => call('sudoku.solve', text, options),
      count: (text, options = {}) => call('sudoku.count', text, options),
      generate: (options = {}) => call('sudoku.generate', options),
      hint: (text, options = {}) => call('sudoku.hint', text, options),
    };
  }

  /** @private */
  call(name, ...args) {
    const answer = JSON.parse(this.module.call(name, JSON.stringify(args)));
    if (answer.error) throw new EngineError(answer.error.message, answer.error.line, answer.error.column);
    return answer.ok;
  }

  problems() { return this.call('problems'); }
  counters() { return this.call('counters'); }
  describe(spec) { return this.call('describe', spec); }
  parseText(source) { return this.call('parseText', source); }
  /**
   * A search with its events. `onEvents(events)`, if given, receives them while the search runs,
   * a few hundred at a time (the same objects as the result's `events`, in order), so that a
   * caller that ends the search (a page ending its worker) keeps what was recorded.
   */
  run(spec, options = {}, onEvents = undefined) {
    if (!onEvents) return this.call('run', spec, options);
    this.module.setEventSink((text) => onEvents(JSON.parse(text)));
    try {
      return this.call('run', spec, options);
    } finally {
      this.module.setEventSink(null);
    }
  }
  ac3(spec, options = {}) { return this.call('ac3', spec, options); }
}
