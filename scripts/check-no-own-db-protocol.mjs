// One database client: the server talks to PostgreSQL through `pg` (Drizzle, the hot pages, LISTEN,
// the leader lock) and embeds PGlite; no code of ours speaks PostgreSQL's wire protocol. Fails
// when a source file carries the marks of a protocol client: the startup message's protocol
// number, the SSL request code, a SCRAM client's first message, or a socket opened in db/.
// Run: node scripts/check-no-own-db-protocol.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MARKS = [
  { pattern: /\b(196608|196_608|0x0003_?0000)\b/, says: 'the startup message of protocol 3.0' },
  { pattern: /\b(80877103|80_877_103|0x04d2162f)\b/i, says: 'the SSLRequest code' },
  { pattern: /['"`]n,,n=/, says: "a SCRAM client's first message" },
  { pattern: /SCRAM-SHA-256/, says: 'a SCRAM-SHA-256 client' },
];
const SOCKET = /from 'node:(net|tls)'|require\('node:(net|tls)'\)/;
const files = execFileSync(
  'git',
  ['ls-files', '-co', '--exclude-standard', 'apps', 'packages', 'e2e', 'bench'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|cjs)$/.test(file) && !file.includes('node_modules/'));
const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    continue; // listed by git, deleted in the working tree
  }
  for (const { pattern, says } of MARKS) if (pattern.test(text)) found.push(`${file}: ${says}`);
  if (file.startsWith('apps/server/src/db/') && SOCKET.test(text)) found.push(`${file}: a socket of its own`);
}
if (found.length === 0) console.log(`db protocol: no own PostgreSQL protocol code in ${files.length} files`);
else {
  console.log('db protocol: PostgreSQL is reached through pg (or PGlite), not code of our own:');
  for (const line of found) console.log(`- ${line}`);
  process.exitCode = 1;
}
