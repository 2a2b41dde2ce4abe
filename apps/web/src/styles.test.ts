import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8');

describe('styles.css', () => {
  // A fixed background makes Chromium repaint and re-rasterise the whole screen on every scrolled
  // frame (bench:grid: 28 raster tiles a frame instead of ~1.5); the glow is a fixed layer instead.
  it('has no fixed background', () => {
    expect(css).not.toMatch(/background-attachment:\s*fixed/);
  });
  it('draws the glow on a fixed layer behind the page', () => {
    expect(css).toMatch(/body::before\s*{[^}]*position:\s*fixed;[^}]*z-index:\s*-1;[^}]*radial-gradient/);
  });
  // A backdrop filter over scrolling content is blurred again in every frame (bench:grid desktop
  // flick: all threads' CPU 25.9 -> 15.7 ms a frame without the top bar's and the cards' cart
  // button's blur). What stays over the grid while it scrolls is opaque instead.
  it.each(['app/shell/top-bar.tsx', '../index.html', 'features/cart/components/add-to-cart-button.tsx'])(
    'blurs nothing behind %s, drawn over the scrolling grid',
    (file) => {
      expect(readFileSync(join(import.meta.dirname, file), 'utf8')).not.toMatch(
        /backdrop-blur|backdrop-filter/,
      );
    },
  );
});
