import { memo } from 'react';
import { UI_TEST_IDS } from '../test-ids.ts';
import { type ArtInput, type ArtModel, artModel } from './art.ts';
import { CampShape, ElementShape } from './emblems.tsx';
import { Figure } from './silhouettes.tsx';
import { svgMarkup } from './svg-markup.ts';

const CENTER = { x: 150, y: 220 };

function rayPath(model: ArtModel, i: number): string {
  const step = 360 / model.rays;
  const from = ((model.rayOffset + i * step) * Math.PI) / 180;
  const to = from + (step * 0.42 * Math.PI) / 180;
  const far = 340;
  const p = (a: number) =>
    `${(CENTER.x + far * Math.cos(a)).toFixed(1)} ${(CENTER.y + far * Math.sin(a)).toFixed(1)}`;
  return `M${CENTER.x} ${CENTER.y}L${p(from)}L${p(to)}Z`;
}

function Corner({ x, y, color }: { x: number; y: number; color: string }) {
  return <path d={`M${x} ${y - 9}l9 9-9 9-9-9z`} fill={color} />;
}

/** The drawing of a model as one SVG document (its gradient ids are its own). */
function Drawing({ model }: { model: ArtModel }) {
  const { palette, frame, tier } = model;
  return (
    // The image's alt text names the asset (DrawnArt); the drawing itself is decorative.
    // biome-ignore lint/a11y/noSvgWithoutTitle: becomes an <img> with alt text
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">
      <defs>
        <radialGradient id="bg" cx="50%" cy="52%" r="75%">
          <stop offset="0" stopColor={palette.core} />
          <stop offset="1" stopColor={palette.deep} />
        </radialGradient>
        <radialGradient id="halo" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor={palette.glow} stopOpacity="0.55" />
          <stop offset="1" stopColor={palette.glow} stopOpacity="0" />
        </radialGradient>
        <linearGradient id="frame" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={frame.light} />
          <stop offset="0.5" stopColor={frame.dark} />
          <stop offset="1" stopColor={frame.light} />
        </linearGradient>
      </defs>
      <rect width="300" height="400" fill="url(#bg)" />
      <g fill={palette.glow} opacity={0.08 + tier * 0.025}>
        {Array.from({ length: model.rays }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed geometry
          <path key={i} d={rayPath(model, i)} />
        ))}
      </g>
      <circle cx={CENTER.x} cy={CENTER.y} r="130" fill="url(#halo)" />
      <g fill="none" stroke={palette.accent}>
        <circle cx={CENTER.x} cy={CENTER.y} r="100" strokeWidth="1.5" opacity="0.4" strokeDasharray="3 7" />
        <circle cx={CENTER.x} cy={CENTER.y} r="122" strokeWidth="1" opacity="0.2" />
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
        stroke="url(#frame)"
        strokeWidth={4 + tier}
      />
      <rect x="17" y="17" width="266" height="366" rx="11" fill="none" stroke={frame.light} opacity="0.3" />
      {tier >= 4 ? (
        <g>
          <Corner x={17} y={200} color={frame.light} />
          <Corner x={283} y={200} color={frame.light} />
        </g>
      ) : null}
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
    </svg>
  );
}

interface ArtImage {
  url: string;
  model: ArtModel;
}

// Each distinct picture is drawn once per page load (a few hundred at most: kind × camp ×
// element × grade, dragons by name) and every card showing it shares the image.
const images = new Map<string, ArtImage>();

/** The picture of an asset as an SVG image (a data URL), drawn on first use. */
export function artImage(input: ArtInput): ArtImage {
  const key = `${input.kind}|${input.camp}|${input.element}|${input.grade}|${input.kind === 4 ? input.name : ''}`;
  let image = images.get(key);
  if (!image) {
    image = drawArt(input);
    images.set(key, image);
  }
  return image;
}

/** The picture of an asset drawn now (artImage keeps each one). */
export function drawArt(input: ArtInput): ArtImage {
  const model = artModel(input);
  return { url: `data:image/svg+xml,${encodeURIComponent(svgMarkup(<Drawing model={model} />))}`, model };
}

/**
 * The drawn picture of an asset, as an image rather than inline SVG: a market screen shows dozens
 * of cards, and the browser paints one image far more cheaply than each card's ~50 SVG elements
 * with their gradients (bench/grid.mjs). Fills its box (3:4).
 */
export const DrawnArt = memo(function DrawnArt({ label, ...input }: ArtInput & { label: string }) {
  const { url, model } = artImage(input);
  return (
    <img
      src={url}
      alt={label}
      width={300}
      height={400}
      draggable={false}
      data-testid={UI_TEST_IDS.assetArt}
      data-art-kind={model.kind}
      data-art-tier={model.tier}
      className="block h-full w-full"
    />
  );
});
