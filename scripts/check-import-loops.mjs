// Import loops: reads every .ts/.tsx file of the workspaces (tests included), follows the
// relative imports and the workspace packages (@yuanlong/shared/x, @yuanlong/chain/x), type-only
// imports too, and prints each loop (a strongly connected group of files). It also checks the web
// app's layers, whose arrows run one way: app → features → components, lib; inside a feature
// routes → components → api and the feature's own modules; no feature imports another.
// Exit 1 when there is a loop or a wrong-way arrow.
// Run: node scripts/check-import-loops.mjs
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['apps/server', 'apps/web/src', 'packages/shared/src', 'packages/chain/src', 'e2e'];
const packages = { '@yuanlong/shared/': 'packages/shared/src/', '@yuanlong/chain/': 'packages/chain/src/' };
const skipped = new Set([
  'node_modules',
  'dist',
  'drizzle',
  'generated',
  'test-results',
  'playwright-report',
]);

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (skipped.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else {
    const prefix = Object.keys(packages).find((p) => spec.startsWith(p));
    if (!prefix) return undefined;
    base = join(root, packages[prefix], spec.slice(prefix.length));
  }
  const stem = base.replace(/\.(js|ts|tsx)$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const files = roots.flatMap((r) => (existsSync(join(root, r)) ? listFiles(join(root, r)) : []));
const edges = new Map();
const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const match of text.matchAll(importPattern)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target) targets.add(target);
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components.
let index = 0;
const indices = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const loops = [];
function visit(v) {
  indices.set(v, index);
  low.set(v, index);
  index += 1;
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!indices.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
  }
  if (low.get(v) === indices.get(v)) {
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) loops.push(group);
  }
}
for (const file of files) if (!indices.has(file)) visit(file);

// The web app's layers (paths below apps/web/src).
const webRoot = join(root, 'apps/web/src');
const layerOf = (parts) => (parts.length > 3 ? parts[2] : 'root');
const FEATURE_LAYERS = { root: 0, api: 0, components: 1, routes: 2 };
function wrongWay(from, to) {
  const a = relative(webRoot, from).split('/');
  const b = relative(webRoot, to).split('/');
  if (a[0] === '..' || b[0] === '..') return undefined;
  if ((a[0] === 'lib' || a[0] === 'components') && (b[0] === 'features' || b[0] === 'app')) {
    return 'shared code imports a feature or the app';
  }
  if (a[0] === 'features' && b[0] === 'app') return 'a feature imports the app';
  if (a[0] !== 'features' || b[0] !== 'features') return undefined;
  if (a[1] !== b[1]) return 'a feature imports another feature (app/ composes them)';
  const [layerA, layerB] = [layerOf(a), layerOf(b)];
  if ((FEATURE_LAYERS[layerB] ?? 0) > (FEATURE_LAYERS[layerA] ?? 0)) return `${layerA} imports ${layerB}`;
  return undefined;
}
const wrongWays = [];
for (const [from, targets] of edges) {
  for (const to of targets) {
    const why = wrongWay(from, to);
    if (why) wrongWays.push(`- ${relative(root, from)} → ${relative(root, to)}: ${why}`);
  }
}

const edgeCount = [...edges.values()].reduce((n, list) => n + list.length, 0);
if (loops.length === 0) {
  console.log(`import loops: none (${files.length} files, ${edgeCount} imports)`);
} else {
  console.log(`import loops: ${loops.length} (${files.length} files, ${edgeCount} imports)`);
  for (const group of loops) {
    console.log(
      `- ${group
        .map((f) => relative(root, f))
        .sort()
        .join('\n  ')}`,
    );
  }
  process.exitCode = 1;
}
if (wrongWays.length === 0)
  console.log('web layers: every import runs one way (app → features → lib, routes → components → api)');
else {
  console.log(`web layers: ${wrongWays.length} imports the wrong way`);
  for (const line of wrongWays) console.log(line);
  process.exitCode = 1;
}
