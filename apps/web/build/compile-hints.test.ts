import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintEntryChunks } from './compile-hints.ts';

const chunk = (fileName: string, imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: null,
  imports,
  isEntry,
  code: `export const name = ${JSON.stringify(fileName)};\n`,
  map: { mappings: 'AAAA;AACA' },
});

describe('compile hints on the entry’s files', () => {
  const bundle = () => ({
    'assets/index.js': chunk('assets/index.js', ['assets/app.js'], true),
    'assets/app.js': chunk('assets/app.js', ['assets/react.js']),
    'assets/react.js': chunk('assets/react.js'),
    'assets/page.js': chunk('assets/page.js', ['assets/react.js']),
    'assets/index.css': { type: 'asset' as const },
  });

  it('starts the entry and what it imports statically, transitively, with the hint; not a page', () => {
    const b = bundle();
    expect(hintEntryChunks(b).sort()).toEqual(['assets/app.js', 'assets/index.js', 'assets/react.js']);
    for (const file of ['assets/index.js', 'assets/app.js', 'assets/react.js'] as const) {
      expect(b[file].code.startsWith(COMPILE_HINT)).toBe(true);
      // Its source map skips the added line: the code below still maps to where it was.
      expect(b[file].map.mappings).toBe(';AAAA;AACA');
    }
    expect(b['assets/page.js'].code.startsWith(COMPILE_HINT)).toBe(false);
    expect(b['assets/page.js'].map.mappings).toBe('AAAA;AACA');
  });

  it('adds it once', () => {
    const b = bundle();
    hintEntryChunks(b);
    hintEntryChunks(b);
    expect(b['assets/index.js'].code.split(COMPILE_HINT).length).toBe(2);
    expect(b['assets/index.js'].map.mappings).toBe(';AAAA;AACA');
  });
});
