import type { ArtInput } from '@yuanlong/shared/asset-art';
import { useState } from 'react';
import { BitmapArt } from './bitmap-art.tsx';
import { DrawnArt } from './drawn-art.tsx';
import { assetImageUrl, useImageBase } from './image-base.tsx';

interface AssetArtProps extends ArtInput {
  id: number;
  /** Accessible name of the picture: the asset's name. */
  label: string;
  className?: string;
  /**
   * For long grids: the picture's width in CSS pixels, drawn over a shared background bitmap
   * (`bitmap-art.tsx`) instead of as a whole SVG drawing.
   */
  bitmapWidth?: number;
}

/**
 * An asset's picture: the game's image when an image base URL is configured (falling back to the
 * drawing if it fails to load), else the drawing. Fills its box; the box sets the 3:4 shape.
 */
export function AssetArt({ id, label, className = '', bitmapWidth, ...input }: AssetArtProps) {
  const base = useImageBase();
  const url = assetImageUrl(base, input.kind, id);
  const [failed, setFailed] = useState('');
  return (
    <div className={`relative aspect-[3/4] overflow-hidden ${className}`}>
      {url && failed !== url ? (
        <img
          src={url}
          alt={label}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(url)}
          className="h-full w-full object-cover"
        />
      ) : bitmapWidth === undefined ? (
        <DrawnArt {...input} label={label} />
      ) : (
        <BitmapArt {...input} label={label} width={bitmapWidth} />
      )}
    </div>
  );
}

/** An asset's picture drawn from the asset itself, named by the asset's name. */
export function AssetPicture({
  asset,
  className,
  bitmapWidth,
}: {
  asset: ArtInput & { id: number; name: string };
  className?: string;
  bitmapWidth?: number;
}) {
  const { id, kind, camp, element, grade, name } = asset;
  return (
    <AssetArt
      id={id}
      kind={kind}
      camp={camp}
      element={element}
      grade={grade}
      name={name}
      label={name}
      className={className}
      bitmapWidth={bitmapWidth}
    />
  );
}
