import fs from 'node:fs';

/** Removes the product's data folder of this run. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('yl-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
