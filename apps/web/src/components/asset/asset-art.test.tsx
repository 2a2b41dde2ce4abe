import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AssetArt } from './asset-art.tsx';
import { bitmapPixels } from './bitmap-art.tsx';
import { DrawnArt } from './drawn-art.tsx';
import { ImageBaseContext } from './image-base.tsx';

const props = { kind: 1, camp: 4, element: 3, grade: 13, label: '軒轅劍' };
// Gradient ids are unique per instance; everything else must be identical.
const withoutIds = (svg: string) => svg.replace(/id="[^"]*"|url\(#[^)]*\)/g, '');

describe('AssetArt', () => {
  it('renders the same SVG every time for the same asset', () => {
    const a = renderToStaticMarkup(<DrawnArt {...props} />);
    const b = renderToStaticMarkup(<DrawnArt {...props} />);
    expect(withoutIds(a)).toBe(withoutIds(b));
    expect(a).toContain('role="img"');
    expect(a).toContain('aria-label="軒轅劍"');
    expect(withoutIds(renderToStaticMarkup(<DrawnArt {...props} grade={14} />))).not.toBe(withoutIds(a));
  });

  it('draws the picture without an image base URL', () => {
    render(<AssetArt id={7} {...props} />);
    const art = screen.getByRole('img', { name: '軒轅劍' });
    expect(art.tagName.toLowerCase()).toBe('svg');
    expect(art.getAttribute('data-art-kind')).toBe('equip');
  });

  it('in a grid draws the background apart from the emblems, still one picture named by the asset', () => {
    const { container } = render(<AssetArt id={7} {...props} bitmapWidth={200} />);
    const art = screen.getByRole('img', { name: '軒轅劍' });
    // Without canvas bitmaps (jsdom) the background stays a vector drawing; the emblems are
    // drawn over it, hidden from assistive technology (the name says what the picture is).
    expect(art.tagName.toLowerCase()).toBe('svg');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    const emblems = container.querySelector('svg[aria-hidden="true"]');
    expect(emblems?.textContent).toBe('13');
    expect(art.querySelector('text')).toBeNull();
    expect(container.querySelector('[data-art-kind]')?.getAttribute('data-art-kind')).toBe('equip');
  });

  it('shows the game’s picture when the website settings name an image base URL', () => {
    render(
      <ImageBaseContext value="https://cdn.example.com/art">
        <AssetArt id={7} {...props} />
      </ImageBaseContext>,
    );
    const img = screen.getByRole('img', { name: '軒轅劍' }) as HTMLImageElement;
    expect(img.tagName).toBe('IMG');
    expect(img.src).toBe('https://cdn.example.com/art/equip/7.png');
    expect(img.alt).toBe('軒轅劍');
  });

  it('draws grid backgrounds at a power-of-two width, so a phone’s and a desktop’s pictures share them', () => {
    expect(bitmapPixels(163.5, 1)).toBe(256);
    expect(bitmapPixels(206, 1)).toBe(256);
    expect(bitmapPixels(206, 2)).toBe(512);
    expect(bitmapPixels(20, 1)).toBe(64);
    expect(bitmapPixels(0, 2)).toBe(0);
  });
});
