#!/usr/bin/env node
// Builds the static site: bundles the page scripts and the worker from web/site/ with esbuild, and
// copies the HTML, the CSS and the WebAssembly module (csp_web.js + csp_web.wasm) beside them.
//
//   node web/build.mjs [--wasm DIR] [--api DIR] [--out DIR]
//
// --wasm  where csp_web.js and csp_web.wasm are (default build-web/wasm)
// --api   the JS API over the module (default web/api); the site imports it as ../api/*.mjs
// --out   the site (default build-web/site); relative paths are taken from the current directory
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.dirname(webDir);
const siteSrc = path.join(webDir, 'site');

const { values: args } = parseArgs({
  options: {
    wasm: { type: 'string', default: path.join(repoDir, 'build-web', 'wasm') },
    api: { type: 'string', default: path.join(webDir, 'api') },
    out: { type: 'string', default: path.join(repoDir, 'build-web', 'site') },
  },
});
const wasmDir = path.resolve(args.wasm);
const apiDir = path.resolve(args.api);
const outDir = path.resolve(args.out);

function fail(message) {
  console.error(`build.mjs: ${message}`);
  process.exit(1);
}

for (const file of ['csp_web.js', 'csp_web.wasm']) {
  if (!existsSync(path.join(wasmDir, file))) fail(`${file} not found in ${wasmDir} (build the module first: scripts/build-web)`);
}
if (!existsSync(path.join(apiDir, 'engine.mjs'))) fail(`engine.mjs not found in ${apiDir}`);

// The sources import the API as ../api/NAME.mjs (its place in the repository); --api points that
// prefix elsewhere, e.g. at another worktree's copy.
const apiPlugin = {
  name: 'api-dir',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/api\// }, (a) => ({ path: path.join(apiDir, a.path.slice('../api/'.length)) }));
  },
};

mkdirSync(outDir, { recursive: true });
try {
  await esbuild.build({
    entryPoints: {
      playground: path.join(siteSrc, 'playground.js'),
      sudoku: path.join(siteSrc, 'sudoku.js'),
      worker: path.join(siteSrc, 'worker.js'),
    },
    outdir: outDir,
    bundle: true,
    format: 'iife', // the worker is a classic worker (importScripts); the pages use plain scripts
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    sourcemap: true,
    logLevel: 'warning',
    plugins: [apiPlugin],
  });
} catch {
  fail('esbuild failed (see above)');
}

for (const file of readdirSync(siteSrc)) {
  if (/\.(html|css|svg)$/.test(file)) copyFileSync(path.join(siteSrc, file), path.join(outDir, file));
}
for (const file of ['csp_web.js', 'csp_web.wasm']) copyFileSync(path.join(wasmDir, file), path.join(outDir, file));
const shown = path.relative(process.cwd(), outDir);
console.log(`site written to ${shown.startsWith('..') ? outDir : shown || '.'}`);
