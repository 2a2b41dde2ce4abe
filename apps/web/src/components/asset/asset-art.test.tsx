import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssetArt } from './asset-art.tsx';
import { artImage, drawArt } from './drawn-art.tsx';
import { ImageBaseContext } from './image-base.tsx';

const props = { kind: 1, camp: 4, element: 3, grade: 13, label: '軒轅劍' };
const svgOf = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml,', ''));

describe('AssetArt', () => {
  it('draws the same picture every time for the same asset, as one SVG image', () => {
    const a = artImage(props).url;
    expect(a.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = new DOMParser().parseFromString(svgOf(a), 'image/svg+xml');
    expect(svg.querySelector('parsererror')).toBeNull();
    expect(svg.documentElement.getAttribute('viewBox')).toBe('0 0 300 400');
    // Presentation attributes in SVG's spelling (JSX writes strokeWidth).
    expect(svgOf(a)).toContain('stroke-width=');
    expect(svgOf(a)).not.toContain('strokeWidth');
    expect(svg.querySelectorAll('path, circle, rect').length).toBeGreaterThan(20);
    // Drawn again from the same inputs (not from the cache): the same picture; another grade differs.
    expect(drawArt(props).url).toBe(a);
    expect(artImage({ ...props, grade: 14 }).url).not.toBe(a);
  });

  it('draws the picture without an image base URL', () => {
    render(<AssetArt id={7} {...props} />);
    const art = screen.getByRole('img', { name: '軒轅劍' });
    expect(art.getAttribute('data-testid')).toBe('asset-art');
    expect(art.getAttribute('data-art-kind')).toBe('equip');
    expect(art.getAttribute('src')).toBe(artImage(props).url);
    expect(screen.queryByTestId('asset-image')).toBeNull();
  });

  it('shows the game’s picture when the website settings name an image base URL', () => {
    render(
      <ImageBaseContext value="https://cdn.example.com/art">
        <AssetArt id={7} {...props} />
      </ImageBaseContext>,
    );
    const img = screen.getByTestId('asset-image') as HTMLImageElement;
    expect(img.src).toBe('https://cdn.example.com/art/equip/7.png');
    expect(img.alt).toBe('軒轅劍');
  });
});
