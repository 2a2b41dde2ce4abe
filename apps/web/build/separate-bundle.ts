import { build, type Plugin } from 'vite';

/**
 * `virtual:NAME` exports `load()`, which imports `entry` with everything it uses bundled into one
 * file of its own: in a production build, `entry` is built separately and emitted as
 * `assets/NAME-HASH.js` (with its own lazy chunks beside it), so none of its code (nor the library code it shares with the app, like
 * viem's) lands in the app's chunks and their first loads; it costs bytes only to a user who picks
 * it. In development and tests, `load()` imports `entry` as any module.
 */
export function separateBundle(name: string, entry: string): Plugin {
  const id = `virtual:${name}`;
  const resolved = `\0${id}`;
  let production = false;
  return {
    name: `separate-bundle:${name}`,
    configResolved(config) {
      production = config.command === 'build';
    },
    resolveId: (source) => (source === id ? resolved : undefined),
    async load(moduleId) {
      if (moduleId !== resolved) return undefined;
      if (!production) return `export const load = () => import(${JSON.stringify(entry)});`;
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': '"production"' },
        build: {
          write: false,
          sourcemap: false,
          // Its lazy chunks are imported by relative path, without Vite's preload helper.
          modulePreload: false,
          // Not lib mode, which leaves an ES module's whitespace unminified.
          rolldownOptions: {
            input: entry,
            preserveEntrySignatures: 'exports-only',
            // Its own lazy imports stay lazy: chunks beside the entry, loaded only if it asks.
            output: {
              format: 'es',
              entryFileNames: `assets/${name}-[hash].js`,
              chunkFileNames: `assets/${name}-[name]-[hash].js`,
            },
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
        'output' in r ? r.output : [],
      );
      let entryFile: string | undefined;
      for (const output of outputs) {
        if (output.type !== 'chunk') continue;
        // In assets/, where the separate build placed them: their imports of each other hold.
        this.emitFile({ type: 'asset', fileName: output.fileName, source: output.code });
        if (output.isEntry) entryFile = output.fileName;
      }
      if (!entryFile) throw new Error(`${name}: the separate build made no entry chunk`);
      return `export const load = () => import(/* @vite-ignore */ ${JSON.stringify(`/${entryFile}`)});`;
    },
  };
}
