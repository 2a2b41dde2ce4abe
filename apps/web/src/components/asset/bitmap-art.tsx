import { type ArtInput, artModel, backgroundKey } from '@yuanlong/shared/asset-art';
import { memo, useEffect, useRef, useSyncExternalStore } from 'react';
import { ArtBackground, ArtEmblems } from './drawn-art.tsx';

/*
 * The drawing of an asset for long grids: its background (the same for every asset of a kind,
 * colour and rarity tier: a few dozen in all) is drawn once to a bitmap at the card's pixel size
 * and shared by every card with that background; the camp, element and grade emblems stay small
 * SVG over it. Scrolling then paints images instead of rasterising vector gradients again for
 * every card. Bitmaps are drawn at a power-of-two width (a phone's 164 px and a desktop's 206 px
 * pictures share the 256 px ones), so a new grid width (a window resized, a phone turned) mostly
 * finds them drawn. Until a background's bitmap exists (the first card with it), and before the page is
 * first scrolled, the card draws it as SVG; that SVG is the source of the bitmap, so both look the
 * same.
 */

// Bitmaps by background and pixel width (blob URLs of PNGs); the oldest go beyond the bound.
const MAX_BITMAPS = 160;
const bitmaps = new Map<string, string>();
const drawing = new Set<string>();
const listeners = new Set<() => void>();
// Browsers without canvas bitmaps (and jsdom) keep the vector drawing.
const canDraw = () => typeof createImageBitmap === 'function' && typeof XMLSerializer === 'function';

// Bitmaps are drawn once the page has been scrolled: until then the first screen stays vector,
// so its pictures are no image candidates for the largest paint (LCP) and no PNG is encoded for a
// page that is only looked at.
let scrolled = false;
let waitingForScroll = false;
function waitForScroll() {
  if (waitingForScroll || typeof window === 'undefined') return;
  waitingForScroll = true;
  const started = () => {
    scrolled = true;
    for (const listener of listeners) listener();
  };
  window.addEventListener('scroll', started, { once: true, passive: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function publish(key: string, url: string) {
  bitmaps.set(key, url);
  for (const [oldKey, oldUrl] of bitmaps) {
    if (bitmaps.size <= MAX_BITMAPS) break;
    bitmaps.delete(oldKey);
    URL.revokeObjectURL(oldUrl);
  }
  for (const listener of listeners) listener();
}

/** Rasterises a background's SVG at width × height pixels into a PNG; resolves its blob URL. */
async function rasterise(svg: SVGSVGElement, width: number, height: number): Promise<string> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  for (const name of ['class', 'role', 'aria-label']) copy.removeAttribute(name);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('preserveAspectRatio', 'none');
  const image = new Image(width, height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
  if (!blob) throw new Error('no bitmap');
  return URL.createObjectURL(blob);
}

/** The bitmap's width for a picture of `cssWidth` CSS px: device pixels, up to a power of two. */
export function bitmapPixels(cssWidth: number, pixelRatio: number): number {
  const pixels = Math.round(cssWidth * pixelRatio);
  return pixels < 1 ? 0 : 2 ** Math.ceil(Math.log2(Math.max(pixels, 64)));
}

interface BitmapArtProps extends ArtInput {
  label: string;
  /** The picture's width in CSS pixels (its height is 4/3 of it); 0 while unknown. */
  width: number;
}

/** An asset's drawn picture over a shared background bitmap (see above); fills its box. */
export const BitmapArt = memo(function BitmapArt({ label, width, ...input }: BitmapArtProps) {
  const model = artModel(input);
  const pixels = bitmapPixels(width, globalThis.devicePixelRatio || 1);
  const key = `${backgroundKey(model)}|${pixels}`;
  // undefined: not scrolled yet; '': no bitmap yet; else the bitmap's URL.
  const url = useSyncExternalStore(subscribe, () => (scrolled ? (bitmaps.get(key) ?? '') : undefined));
  const vector = useRef<SVGSVGElement>(null);

  useEffect(() => {
    if (url === undefined) return waitForScroll();
    const svg = vector.current;
    if (url || !svg || pixels < 1 || drawing.has(key) || !canDraw()) return;
    drawing.add(key);
    rasterise(svg, pixels, Math.round((pixels * 4) / 3)).then(
      (drawn) => publish(key, drawn),
      // Left in `drawing`: this background stays vector rather than failing again.
      () => undefined,
    );
  }, [url, key, pixels]);

  return (
    <div className="relative h-full w-full" data-art-kind={model.kind} data-art-tier={model.tier}>
      {url ? (
        <img src={url} alt={label} className="block h-full w-full" />
      ) : (
        <svg ref={vector} viewBox="0 0 300 400" role="img" aria-label={label} className="block h-full w-full">
          <ArtBackground model={model} />
        </svg>
      )}
      <svg viewBox="0 0 300 400" aria-hidden="true" className="absolute inset-0 h-full w-full">
        <ArtEmblems model={model} />
      </svg>
    </div>
  );
});
