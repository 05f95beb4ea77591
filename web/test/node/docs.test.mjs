// The JavaScript example of docs/web.md runs as shown: its first block of code, as a program of its
// own, with the page's paths pointed at this checkout and the build under test.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';

import { repo, sudokuError, wasmDir } from './helpers.mjs';

test('the Node example of docs/web.md prints what its comments say', () => {
  const page = readFileSync(join(repo, 'docs/web.md'), 'utf8');
  const example = /```js\n([\s\S]*?)```/.exec(page)[1];
  const program = example
    .replace("'./web/api/node.mjs'", JSON.stringify(pathToFileURL(join(repo, 'web/api/node.mjs')).href))
    .replace("'build-web/wasm'", JSON.stringify(wasmDir));
  assert.notEqual(program, example, 'the example no longer imports ./web/api/node.mjs');
  const file = join(mkdtempSync(join(tmpdir(), 'csp-web-docs-')), 'example.mjs');
  writeFileSync(file, program);
  const [run, ac3, solution] = execFileSync(process.execPath, [file], { encoding: 'utf8' }).trim().split('\n');
  assert.match(run, /^satisfied \d+ \d+$/);
  assert.equal(ac3, 'false');  // AIMA: WA=red, Q=green leaves SA no colour
  const puzzle = /sudoku\.solve\('([^']+)'\)/.exec(example)[1];
  assert.equal(sudokuError(puzzle, solution), '');
});
