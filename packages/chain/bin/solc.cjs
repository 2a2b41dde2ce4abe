#!/usr/bin/env node
// A `solc` for forge that runs the solc-js (wasm) compiler shipped in npm, because forge cannot
// download a native solc here. It answers the two calls forge makes: `--version` and
// `--standard-json` (input on stdin, output on stdout). Other flags (--base-path,
// --include-path, --allow-paths) only feed the import callback.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const args = process.argv.slice(2);
// forge parses this line; solc-js reports ".Emscripten.clang", which forge does not need.
const SOLC_VERSION_LINE = 'Version: 0.8.37+commit.f401782d.Linux.g++';

if (args.includes('--version')) {
  process.stdout.write(`solc, the solidity compiler commandline interface\n${SOLC_VERSION_LINE}\n`);
  process.exit(0);
}
if (!args.includes('--standard-json')) {
  process.stderr.write('solc wrapper: only --version and --standard-json are supported\n');
  process.exit(1);
}

const solc = require('solc');

function optionValues(name) {
  const values = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === name && args[i + 1]) values.push(args[i + 1]);
    else if (args[i].startsWith(`${name}=`)) values.push(args[i].slice(name.length + 1));
  }
  return values;
}

const roots = [
  ...optionValues('--base-path'),
  ...optionValues('--include-path'),
  process.cwd(),
  path.resolve(__dirname, '..'),
  path.resolve(__dirname, '..', 'node_modules'),
  path.resolve(__dirname, '..', '..', '..', 'node_modules'),
];

/** Resolves an import forge did not inline: relative to the roots, then through node_modules. */
function findImports(importPath) {
  for (const root of roots) {
    const candidate = path.resolve(root, importPath);
    if (fs.existsSync(candidate)) return { contents: fs.readFileSync(candidate, 'utf8') };
  }
  try {
    return { contents: fs.readFileSync(require.resolve(importPath, { paths: roots }), 'utf8') };
  } catch {
    return { error: `File not found: ${importPath}` };
  }
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const input = Buffer.concat(chunks).toString('utf8');
  process.stdout.write(solc.compile(input, { import: findImports }));
});
