// Engines that match: every package in package-lock.json must run on the oldest Node the root
// package.json's `engines` allows (the README names the same), so that `npm ci` prints no
// EBADENGINE. A dependency that wants a newer Node is pinned or overridden in package.json.
// Run: node scripts/check-engines.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const oldest = semver.minVersion(read('package.json').engines.node).version;
const tooNew = Object.entries(read('package-lock.json').packages).filter(
  ([, p]) => p.engines?.node && !semver.satisfies(oldest, p.engines.node),
);
if (tooNew.length === 0) console.log(`engines: every locked package runs on Node ${oldest}`);
else {
  console.log(`engines: ${tooNew.length} locked packages want a newer Node than ${oldest}`);
  for (const [path, p] of tooNew) console.log(`- ${path}@${p.version} wants node ${p.engines.node}`);
  process.exitCode = 1;
}
