// Finds the Foundry binaries (forge, anvil): an explicit path in FORGE_PATH / ANVIL_PATH, then the
// binary shipped in npm (@foundry-rs/<name>-<platform>, an optional dependency), then PATH.
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

const PLATFORMS = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
};

/** Where each way of finding a binary looked, for the error message. */
export class FoundryNotFoundError extends Error {
  constructor(name, tried) {
    const envName = `${name.toUpperCase()}_PATH`;
    super(
      [
        `${name} (Foundry) was not found. Tried: ${tried.join('; ')}.`,
        'Get Foundry in one of these ways:',
        `  - on Linux x64, install the npm package: npm install (it is an optional dependency: @foundry-rs/${name}-linux-amd64);`,
        '  - elsewhere, install it with foundryup: curl -L https://foundry.paradigm.xyz | bash && foundryup;',
        `  - or point ${envName} at an existing ${name} binary.`,
      ].join('\n'),
    );
    this.name = 'FoundryNotFoundError';
  }
}

function isExecutable(file) {
  try {
    accessSync(file, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Returns the path of the Foundry binary `name` ('forge' or 'anvil').
 * @param {'forge' | 'anvil'} name
 * @returns {string}
 */
export function findFoundryBinary(name) {
  const tried = [];
  const envName = `${name.toUpperCase()}_PATH`;
  const fromEnv = process.env[envName];
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    tried.push(`${envName}=${fromEnv} (not an executable file)`);
  } else {
    tried.push(`${envName} (not set)`);
  }

  const platform = PLATFORMS[`${process.platform}-${process.arch}`];
  const exe = process.platform === 'win32' ? `${name}.exe` : name;
  if (platform) {
    const pkg = `@foundry-rs/${name}-${platform}`;
    try {
      const file = join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', exe);
      if (isExecutable(file)) return file;
      tried.push(`${pkg} (no executable ${file})`);
    } catch {
      tried.push(`${pkg} (not installed)`);
    }
  }

  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, exe);
    if (existsSync(file) && isExecutable(file)) return file;
  }
  tried.push('PATH');
  throw new FoundryNotFoundError(name, tried);
}
