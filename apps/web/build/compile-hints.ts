import type { Plugin } from 'vite';
import { type ChunkInfo, withStaticImports } from './page-preloads.ts';

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions
 * compiled while it streams in, on a background thread, instead of each one on the page's main
 * thread when it is first called (https://v8.dev/blog/explicit-compile-hints).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A chunk as this needs it (Rollup's OutputChunk has these). */
type CodeChunk = ChunkInfo & { code: string; map: { mappings: string } | null };

/**
 * The entry's files (the app's start: its shell, router, API client and libraries), whose
 * functions nearly all run on the first load, start with COMPILE_HINT. Their source maps get an
 * empty first line, so the rest still maps. Returns the files.
 */
export function hintEntryChunks(bundle: Record<string, CodeChunk | { type: 'asset' }>): string[] {
  const chunks = Object.values(bundle).filter((c): c is CodeChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return [];
  const files = [...withStaticImports(bundle, entry.fileName)];
  for (const file of files) {
    const chunk = bundle[file] as CodeChunk;
    if (chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
  return files;
}

/** hintEntryChunks in the build. */
export function compileHints(): Plugin {
  return {
    name: 'yuanlong-compile-hints',
    apply: 'build',
    // After Vite's own (which puts the preload helper's file list at the top of a chunk).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hintEntryChunks(bundle as unknown as Record<string, CodeChunk | { type: 'asset' }>);
      },
    },
  };
}
