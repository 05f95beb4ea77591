// The page's side of worker.js: call(name, ...args) returns a promise of the result. stop() ends a
// search that takes too long by replacing the worker (a WebAssembly call cannot be interrupted).

/** An error from the engine: message, and line/column for bad input. */
export class EngineCallError extends Error {
  constructor({ message, line, column, stopped = false }) {
    super(message);
    /** Ended by stop(), not by the engine. */
    this.stopped = stopped;
    this.line = line;
    this.column = column;
  }
  /** "line 3, column 5: message" when the position is known. */
  describe() {
    return this.line ? `line ${this.line}, column ${this.column ?? 1}: ${this.message}` : this.message;
  }
}

export class EngineClient {
  constructor(url = 'worker.js') {
    this.url = url;
    this.nextId = 1;
    this.pending = new Map();
    this.start();
  }

  start() {
    this.worker = new Worker(this.url);
    this.ready = new Promise((resolve, reject) => {
      this.readyHandlers = { resolve, reject };
    });
    this.ready.catch(() => {});  // a failed start is reported through the calls that await it
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.failAll(new EngineCallError({ message: `the engine stopped: ${event.message || 'worker error'}` }));
    };
  }

  receive(data) {
    if ('ready' in data) {
      if (data.ready) this.readyHandlers.resolve();
      else this.readyHandlers.reject(new EngineCallError(data.error));
      return;
    }
    const handlers = this.pending.get(data.id);
    if (!handlers) return;
    if (data.events) {
      handlers.onEvents?.(data.events);
      return;
    }
    this.pending.delete(data.id);
    if (data.error) handlers.reject(new EngineCallError(data.error));
    else handlers.resolve(data.result);
  }

  failAll(error) {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  call(name, ...args) {
    return this.send({ call: name, args });
  }

  /** A search whose events also reach `onEvents(events)` while it runs (see worker.js). */
  stream(name, onEvents, ...args) {
    return this.send({ call: name, args, stream: true }, onEvents);
  }

  /** @private */
  send(message, onEvents) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onEvents });
      this.worker.postMessage({ id, ...message });
    });
  }

  /** Ends whatever runs and starts a fresh engine. */
  stop() {
    this.worker.terminate();
    this.failAll(new EngineCallError({ message: 'stopped', stopped: true }));
    this.start();
  }

  get busy() {
    return this.pending.size > 0;
  }
}
