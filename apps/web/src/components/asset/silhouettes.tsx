import type { ArtKind, Palette } from '@yuanlong/shared/asset-art';
import type { JSX } from 'react';

/*
 * The figure of each asset kind on the 300 × 400 art canvas, centred near (150, 220): a warrior
 * for heroes, sword and shield for equipment, a spirit fox for pets, a crystal for spirit stones
 * and a dragon chasing its pearl.
 */

interface FigureProps {
  palette: Palette;
  /** Fill of the figure's body. */
  body: string;
}

function Hero({ palette, body }: FigureProps) {
  const rim = { fill: body, stroke: palette.accent, strokeWidth: 3, strokeLinejoin: 'round' } as const;
  return (
    <g>
      <path {...rim} d="M62 334C70 276 100 252 128 244h44c28 8 58 32 66 90z" />
      <path
        {...rim}
        d="M70 292c0-38 28-54 56-46-14 18-26 36-30 56zM230 292c0-38-28-54-56-46 14 18 26 36 30 56z"
      />
      <rect {...rim} x="134" y="212" width="32" height="36" />
      <path {...rim} d="M112 178c0-36 18-56 38-56s38 20 38 56l-6 36c-12 12-52 12-64 0z" />
      <path fill={palette.accent} d="M150 122c2-26 18-42 42-48-16 16-22 30-24 52z" />
      <path stroke={palette.glow} strokeWidth="5" strokeLinecap="round" d="M126 180h48" />
      <circle cx="150" cy="294" r="13" fill={palette.accent} opacity="0.85" />
      <circle cx="150" cy="294" r="6" fill={palette.glow} />
    </g>
  );
}

function Equip({ palette, body }: FigureProps) {
  return (
    <g>
      <circle cx="150" cy="226" r="80" fill={body} stroke={palette.accent} strokeWidth="3" />
      <circle cx="150" cy="226" r="64" fill="none" stroke={palette.accent} strokeWidth="2" opacity="0.5" />
      <circle cx="150" cy="226" r="16" fill={palette.accent} opacity="0.6" />
      <path fill={palette.glow} stroke={palette.accent} strokeWidth="2" d="M150 66l17 28-4 170h-26l-4-170z" />
      <path stroke={palette.accent} strokeWidth="2" d="M150 92v168" opacity="0.7" />
      <path fill={palette.accent} d="M102 262h96l-9 16h-78z" />
      <rect
        x="142"
        y="278"
        width="16"
        height="44"
        rx="3"
        fill={body}
        stroke={palette.accent}
        strokeWidth="2"
      />
      <circle cx="150" cy="330" r="11" fill={palette.accent} />
    </g>
  );
}

function Pet({ palette, body }: FigureProps) {
  const rim = { fill: body, stroke: palette.accent, strokeWidth: 3, strokeLinejoin: 'round' } as const;
  return (
    <g>
      <path {...rim} d="M196 330c66-10 74-90 36-116 14 36 0 72-36 82z" />
      <ellipse {...rim} cx="150" cy="284" rx="56" ry="52" />
      <path {...rim} d="M126 300v38h16v-38zM158 300v38h16v-38z" />
      <path {...rim} d="M112 178l-8-60 36 36zM188 178l8-60-36 36z" />
      <path {...rim} d="M106 198c0-28 20-46 44-46s44 18 44 46c0 26-20 44-44 48-24-4-44-22-44-48z" />
      <ellipse cx="132" cy="198" rx="6" ry="7" fill={palette.glow} />
      <ellipse cx="168" cy="198" rx="6" ry="7" fill={palette.glow} />
      <path fill={palette.accent} d="M144 222h12l-6 8z" />
      <path fill={palette.accent} opacity="0.6" d="M150 260c10 8 10 24 0 34-10-10-10-26 0-34z" />
    </g>
  );
}

function Stone({ palette, body }: FigureProps) {
  return (
    <g stroke={palette.accent} strokeWidth="2.5" strokeLinejoin="round">
      <path fill={body} d="M70 272l16-46 12 60zM230 272l-16-46-12 60z" />
      <path fill={palette.core} d="M150 96l58 64-58 24-58-24z" />
      <path fill={body} d="M92 160l58 24v148l-44-38z" />
      <path fill={palette.deep} d="M208 160l-14 134-44 38V184z" />
      <path fill="none" stroke={palette.glow} strokeWidth="2" opacity="0.7" d="M150 96v88M120 128l30 56" />
    </g>
  );
}

function Dragon({ palette, body }: FigureProps) {
  const coil = 'M70 342c-30-50 30-78 70-56 46 26 96 6 84-40-10-38-56-40-64-74';
  return (
    <g strokeLinecap="round" strokeLinejoin="round">
      <circle cx="96" cy="110" r="18" fill={palette.glow} stroke={palette.accent} strokeWidth="3" />
      <circle cx="90" cy="104" r="6" fill="#ffffff" opacity="0.7" />
      <path d={coil} fill="none" stroke={palette.accent} strokeWidth="36" />
      <path d={coil} fill="none" stroke={body} strokeWidth="29" />
      <path
        d={coil}
        fill="none"
        stroke={palette.accent}
        strokeWidth="7"
        strokeDasharray="2 13"
        opacity="0.8"
      />
      <path fill={palette.accent} d="M176 112l20-36-8 40zM160 108l8-38 4 40z" />
      <path
        fill={body}
        stroke={palette.accent}
        strokeWidth="3"
        d="M132 120c18-16 50-12 64 8 8 14 0 32-16 38l-20 12c-16-6-30-18-34-32l-22 4 24-10c0-8 2-14 4-20z"
      />
      <circle cx="170" cy="134" r="4.5" fill={palette.glow} />
      <path
        fill="none"
        stroke={palette.accent}
        strokeWidth="2.5"
        d="M128 152c-20 10-34 26-38 46M140 160c-8 16-10 30-6 44"
      />
    </g>
  );
}

const FIGURES: Record<ArtKind, (props: FigureProps) => JSX.Element> = {
  hero: Hero,
  equip: Equip,
  pet: Pet,
  stone: Stone,
  dragon: Dragon,
};

/** The figure of an asset kind. */
export function Figure({ kind, ...props }: FigureProps & { kind: ArtKind }) {
  const Shape = FIGURES[kind];
  return <Shape {...props} />;
}
