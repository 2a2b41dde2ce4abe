import { ART_CENTER, type ArtInput, type ArtModel, artModel, raysPath } from '@yuanlong/shared/asset-art';
import { memo, useId } from 'react';
import { CampShape, ElementShape } from './emblems.tsx';
import { Figure } from './silhouettes.tsx';

function Corner({ x, y, color }: { x: number; y: number; color: string }) {
  return <path d={`M${x} ${y - 9}l9 9-9 9-9-9z`} fill={color} />;
}

/** The drawn picture (SVG) of an asset; ids are unique per instance so many can share a page. */
export const DrawnArt = memo(function DrawnArt({ label, ...input }: ArtInput & { label: string }) {
  const model = artModel(input);
  return (
    <svg
      viewBox="0 0 300 400"
      role="img"
      aria-label={label}
      data-art-kind={model.kind}
      data-art-tier={model.tier}
      className="block h-full w-full"
    >
      <ArtBackground model={model} />
      <ArtEmblems model={model} />
    </svg>
  );
});

/**
 * Everything of a picture but its emblems, as SVG content on the 300 × 400 canvas: the same for
 * every asset of a kind, colour and tier (the grid draws it once as a bitmap, `bitmap-art.tsx`).
 */
export function ArtBackground({ model }: { model: ArtModel }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { palette, frame, tier } = model;
  const id = (name: string) => `${uid}-${name}`;
  return (
    <>
      <defs>
        <radialGradient id={id('bg')} cx="50%" cy="52%" r="75%">
          <stop offset="0" stopColor={palette.core} />
          <stop offset="1" stopColor={palette.deep} />
        </radialGradient>
        <radialGradient id={id('halo')} cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor={palette.glow} stopOpacity="0.55" />
          <stop offset="1" stopColor={palette.glow} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={id('frame')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={frame.light} />
          <stop offset="0.5" stopColor={frame.dark} />
          <stop offset="1" stopColor={frame.light} />
        </linearGradient>
      </defs>
      <rect width="300" height="400" fill={`url(#${id('bg')})`} />
      {/* fill-opacity, not opacity: the rays do not overlap, so they are drawn translucent as one
          path and the browser needs no offscreen layer (a layer per card made scrolling raster
          slowly); one element instead of up to 18 per card (DOM size, first render). */}
      <path fill={palette.glow} fillOpacity={0.08 + tier * 0.025} d={raysPath(model)} />
      <circle cx={ART_CENTER.x} cy={ART_CENTER.y} r="130" fill={`url(#${id('halo')})`} />
      <g fill="none" stroke={palette.accent}>
        <circle
          cx={ART_CENTER.x}
          cy={ART_CENTER.y}
          r="100"
          strokeWidth="1.5"
          opacity="0.4"
          strokeDasharray="3 7"
        />
        <circle cx={ART_CENTER.x} cy={ART_CENTER.y} r="122" strokeWidth="1" opacity="0.2" />
      </g>
      <g fill={palette.glow}>
        {model.sparks.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed geometry
          <circle key={i} cx={s.x} cy={s.y} r={s.r} opacity={s.opacity} />
        ))}
      </g>
      <ellipse cx="150" cy="342" rx="92" ry="14" fill="#000" opacity="0.35" />
      <Figure kind={model.kind} palette={palette} body={palette.deep} />
      <rect
        x="5"
        y="5"
        width="290"
        height="390"
        rx="18"
        fill="none"
        stroke={`url(#${id('frame')})`}
        strokeWidth={4 + tier}
      />
      <rect x="17" y="17" width="266" height="366" rx="11" fill="none" stroke={frame.light} opacity="0.3" />
      {tier >= 4 ? (
        <g>
          <Corner x={17} y={200} color={frame.light} />
          <Corner x={283} y={200} color={frame.light} />
        </g>
      ) : null}
    </>
  );
}

/** A picture's camp, element and grade emblems, as SVG content on the 300 × 400 canvas. */
export function ArtEmblems({ model }: { model: ArtModel }) {
  const { palette, frame } = model;
  return (
    <>
      {model.camp ? (
        <g>
          <circle
            cx="46"
            cy="48"
            r="23"
            fill={palette.deep}
            stroke={frame.light}
            strokeWidth="2"
            opacity="0.92"
          />
          <g transform="translate(29 31) scale(1.42)" color={frame.light}>
            <CampShape code={model.camp} />
          </g>
        </g>
      ) : null}
      {model.element ? (
        <g>
          <path
            d="M254 23l21 12v26l-21 12-21-12V35z"
            fill={palette.deep}
            stroke={palette.accent}
            strokeWidth="2"
          />
          <g transform="translate(239 33) scale(1.25)" color={palette.accent}>
            <ElementShape code={model.element} />
          </g>
        </g>
      ) : null}
      {model.grade ? (
        <g>
          <rect
            x="112"
            y="350"
            width="76"
            height="32"
            rx="9"
            fill={palette.deep}
            stroke={frame.light}
            strokeWidth="2"
          />
          <text
            x="150"
            y="373"
            textAnchor="middle"
            fill={frame.light}
            fontSize="20"
            fontWeight="700"
            fontFamily="Georgia, serif"
          >
            {model.grade}
          </text>
        </g>
      ) : null}
    </>
  );
}
