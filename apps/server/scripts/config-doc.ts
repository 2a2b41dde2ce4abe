// Writes docs/configuration.md from the configuration schema (config.ts) and what each setting
// means (config-docs.ts); with --check, fails instead when the file is not what it would write.
import fs from 'node:fs';
import path from 'node:path';
import { configSchema } from '../src/config.ts';
import { CONFIG_DOCS } from '../src/config-docs.ts';

const target = path.resolve(import.meta.dirname, '../../../docs/configuration.md');

/** The schema's own default of a setting, as the table shows it; undefined when it has none. */
function schemaDefault(schema: (typeof configSchema.shape)[keyof typeof configSchema.shape]) {
  const parsed = schema.safeParse(undefined);
  return parsed.success && parsed.data !== undefined ? `\`${String(parsed.data)}\`` : undefined;
}

export function configurationDoc(): string {
  const names = Object.keys(configSchema.shape) as (keyof typeof configSchema.shape)[];
  const missing = names.filter((name) => !CONFIG_DOCS[name]);
  const extra = Object.keys(CONFIG_DOCS).filter((name) => !(name in configSchema.shape));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `config-docs.ts must describe exactly the settings of config.ts: ${[
        ...missing.map((name) => `missing ${name}`),
        ...extra.map((name) => `unknown ${name}`),
      ].join(', ')}`,
    );
  }
  const rows = names.map((name) => {
    const doc = CONFIG_DOCS[name]!;
    const fallback = doc.default ?? schemaDefault(configSchema.shape[name]) ?? '—';
    return `| \`${name}\` | ${fallback} | ${doc.meaning} |`;
  });
  return [
    '# Configuration',
    '',
    'Every setting is an environment variable, read once at start by `apps/server/src/config.ts` and',
    'validated there: a wrong value stops the start with a message naming the variable. This page is',
    'generated from that schema and `apps/server/src/config-docs.ts` by `npm run docs:config`;',
    '`npm run check` fails when it is out of date.',
    '',
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

const written = configurationDoc();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== written) {
    console.error('docs/configuration.md is out of date: run `npm run docs:config`');
    process.exit(1);
  }
} else {
  fs.writeFileSync(target, written);
}
