// Loading the engine in Node: Node 20's fetch cannot read file paths, which emscripten 3.1.6's
// loader tries, so the .wasm is read here and handed over as wasmBinary.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

import { createEngine } from './engine.mjs';

export { EngineError, Engine, createEngine } from './engine.mjs';

/**
 * @param {string} wasmDir the folder holding csp_web.js and csp_web.wasm (e.g. build-web/wasm)
 * @returns {Promise<import('./engine.mjs').Engine>}
 */
export async function loadNodeEngine(wasmDir) {
  const dir = resolve(wasmDir);
  const factory = createRequire(import.meta.url)(join(dir, 'csp_web.js'));
  return createEngine(factory, { wasmBinary: readFileSync(join(dir, 'csp_web.wasm')) });
}
