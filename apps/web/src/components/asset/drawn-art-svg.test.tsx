import { assetArtSvgContent } from '@yuanlong/shared/asset-art-svg';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DrawnArt } from './drawn-art.tsx';

/**
 * Markup compared element by element: gradient ids dropped (unique per instance), each element's
 * attributes sorted (React and the string writer order them differently), numbers as numbers.
 */
function normalised(svg: string): string[] {
  const parts = svg
    .replace(/ id="[^"]*"|url\(#[^)]*\)/g, '')
    .matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>|([^<]+)/g);
  return [...parts].flatMap(([, close, tag, attrs = '', selfClose, text]) => {
    if (text !== undefined) return [`text:${text}`];
    if (close) return [`/${tag}`];
    const sorted = [...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)]
      .map(([, name, value]) => `${name}=${Number.isNaN(Number(value)) ? value : Number(value)}`)
      .sort();
    // <path/> and <path></path> are the same element.
    return selfClose ? [`${tag} ${sorted.join(' ')}`, `/${tag}`] : [`${tag} ${sorted.join(' ')}`];
  });
}

/** The drawing's content: what is inside the outer <svg>. */
const inner = (svg: string) => svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));

describe('the server’s drawing of an asset (shared asset-art-svg.ts)', () => {
  // Every kind, every camp and element, grades of every tier, a dragon by its name.
  const inputs = [
    ...[0, 1, 2, 3].flatMap((kind) =>
      [1, 2, 3, 4, 5].map((n) => ({ kind, camp: n, element: n, grade: [1, 7, 12, 17, 22][n - 1]! })),
    ),
    { kind: 0, camp: null, element: null, grade: null },
    { kind: 4, camp: null, element: null, grade: null, name: '赤焰龍' },
    { kind: 4, camp: null, element: null, grade: null, name: '紫電龍' },
  ];

  it.each(inputs)('is what the web draws: %o', (input) => {
    const web = inner(renderToStaticMarkup(<DrawnArt {...input} label="x" />));
    expect(normalised(assetArtSvgContent(input))).toEqual(normalised(web));
  });
});
