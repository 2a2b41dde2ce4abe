import type { JSX, SVGProps } from 'react';

/*
 * Camp and element emblems on a 24 px grid, drawn with currentColor: inside the asset art and as
 * icons beside their names. Camps: 1 gods (sun), 2 war (crossed swords), 3 auspicious (cloud),
 * 4 holy beast (paw), 5 spirit (lotus). Elements: 1 fire, 2 ice, 3 wind, 4 light, 5 dark.
 */

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const CAMP_SHAPES: Record<number, () => JSX.Element> = {
  1: () => (
    <g>
      <circle cx="12" cy="12" r="4.2" fill="currentColor" />
      <path
        {...stroke}
        d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"
      />
    </g>
  ),
  2: () => (
    <path
      {...stroke}
      d="M5 19L18 6l1.5-1.5M19 19L6 6 4.5 4.5M4 15l5 5M15 20l5-5M3.5 20.5l1.5-1.5M20.5 20.5L19 19"
    />
  ),
  3: () => (
    <g {...stroke}>
      <path d="M6.5 17a3.5 3.5 0 0 1-.4-7 5 5 0 0 1 9.6-1.2A4 4 0 1 1 17.5 17z" />
      <path d="M10 17c0-2 1.6-2.6 2.6-2.6S14.5 15 14.5 16" />
    </g>
  ),
  4: () => (
    <g fill="currentColor">
      <ellipse cx="12" cy="15.5" rx="4.6" ry="3.8" />
      <circle cx="5.8" cy="10.6" r="2" />
      <circle cx="9.4" cy="6.6" r="2" />
      <circle cx="14.6" cy="6.6" r="2" />
      <circle cx="18.2" cy="10.6" r="2" />
    </g>
  ),
  5: () => (
    <g {...stroke}>
      <path d="M12 4.5c2.3 3 2.3 7.5 0 10.5-2.3-3-2.3-7.5 0-10.5z" />
      <path d="M12 15c-3.5 0-6.5-2.3-7.5-6.3 3.3.2 6.3 2.4 7.5 6.3zM12 15c3.5 0 6.5-2.3 7.5-6.3-3.3.2-6.3 2.4-7.5 6.3z" />
      <path d="M6 19h12" />
    </g>
  ),
};

const ELEMENT_SHAPES: Record<number, () => JSX.Element> = {
  1: () => (
    <path
      fill="currentColor"
      d="M12 2.5c.8 3.4 5.5 5.3 5.5 10.6a5.5 5.5 0 0 1-11 0c0-3 1.8-4.4 2.3-6.5 1 1 1.7 2.2 1.9 3.4 1.3-2 1.6-4.8 1.3-7.5z"
    />
  ),
  2: () => (
    <path
      {...stroke}
      d="M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.8L12 7l2.5-2.2M9.5 19.2L12 17l2.5 2.2M4.6 11l2.9 1-2.9 1M19.4 11l-2.9 1 2.9 1"
    />
  ),
  3: () => <path {...stroke} d="M3 9h10.5a3 3 0 1 0-3-3M3 13.5h15a3 3 0 1 1-3 3M3 18h6" />,
  4: () => <path fill="currentColor" d="M12 2l2.3 7.7L22 12l-7.7 2.3L12 22l-2.3-7.7L2 12l7.7-2.3z" />,
  5: () => <path fill="currentColor" d="M15.5 3a9 9 0 1 0 5.6 14.8A7.3 7.3 0 0 1 15.5 3z" />,
};

/** A camp's emblem as SVG content on a 24 px grid (nothing for an unknown camp). */
export function CampShape({ code }: { code: number }) {
  const Shape = CAMP_SHAPES[code];
  return Shape ? <Shape /> : null;
}

/** An element's emblem as SVG content on a 24 px grid. */
export function ElementShape({ code }: { code: number }) {
  const Shape = ELEMENT_SHAPES[code];
  return Shape ? <Shape /> : null;
}

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { code: number };

/** A camp emblem as a decorative 20 px icon. */
export function CampIcon({ code, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" {...props}>
      <CampShape code={code} />
    </svg>
  );
}

/** An element emblem as a decorative 20 px icon. */
export function ElementIcon({ code, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" {...props}>
      <ElementShape code={code} />
    </svg>
  );
}

/** Text colour classes of the elements, for their icons and names in the interface. */
export const ELEMENT_TEXT: Record<number, string> = {
  1: 'text-orange-300',
  2: 'text-sky-300',
  3: 'text-emerald-300',
  4: 'text-amber-200',
  5: 'text-violet-300',
};
