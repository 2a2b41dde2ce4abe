import {
  ART_CENTER,
  type ArtInput,
  type ArtKind,
  type ArtModel,
  artModel,
  type Palette,
  raysPath,
} from './asset-art.ts';

/*
 * An asset's drawing (asset-art.ts) as SVG markup, element for element what the web's React
 * drawing renders (apps/web/src/components/asset/drawn-art.tsx, silhouettes.tsx, emblems.tsx;
 * apps/web/src/components/asset/drawn-art-svg.test.tsx holds the two together). The server draws
 * the share picture from it, where there is no React and no browser.
 */

type Attrs = Record<string, string | number | undefined>;

/** One element; attributes in the order given (undefined ones left out), `children` as markup. */
function el(tag: string, attrs: Attrs, children?: string): string {
  const text = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
  return children === undefined ? `<${tag}${text}/>` : `<${tag}${text}>${children}</${tag}>`;
}

const corner = (x: number, y: number, color: string) =>
  el('path', { d: `M${x} ${y - 9}l9 9-9 9-9-9z`, fill: color });

/** Everything of a picture but its emblems (drawn-art.tsx ArtBackground); `uid` prefixes its ids. */
export function artBackgroundSvg(model: ArtModel, uid: string): string {
  const { palette, frame, tier } = model;
  const id = (name: string) => `${uid}-${name}`;
  const defs = el(
    'defs',
    {},
    el(
      'radialGradient',
      { id: id('bg'), cx: '50%', cy: '52%', r: '75%' },
      el('stop', { offset: '0', 'stop-color': palette.core }) +
        el('stop', { offset: '1', 'stop-color': palette.deep }),
    ) +
      el(
        'radialGradient',
        { id: id('halo'), cx: '50%', cy: '50%', r: '50%' },
        el('stop', { offset: '0', 'stop-color': palette.glow, 'stop-opacity': '0.55' }) +
          el('stop', { offset: '1', 'stop-color': palette.glow, 'stop-opacity': '0' }),
      ) +
      el(
        'linearGradient',
        { id: id('frame'), x1: '0', y1: '0', x2: '1', y2: '1' },
        el('stop', { offset: '0', 'stop-color': frame.light }) +
          el('stop', { offset: '0.5', 'stop-color': frame.dark }) +
          el('stop', { offset: '1', 'stop-color': frame.light }),
      ),
  );
  const rays = raysPath(model);
  return [
    defs,
    el('rect', { width: '300', height: '400', fill: `url(#${id('bg')})` }),
    el('path', { fill: palette.glow, 'fill-opacity': 0.08 + tier * 0.025, d: rays }),
    el('circle', { cx: ART_CENTER.x, cy: ART_CENTER.y, r: '130', fill: `url(#${id('halo')})` }),
    el(
      'g',
      { fill: 'none', stroke: palette.accent },
      el('circle', {
        cx: ART_CENTER.x,
        cy: ART_CENTER.y,
        r: '100',
        'stroke-width': '1.5',
        opacity: '0.4',
        'stroke-dasharray': '3 7',
      }) +
        el('circle', { cx: ART_CENTER.x, cy: ART_CENTER.y, r: '122', 'stroke-width': '1', opacity: '0.2' }),
    ),
    el(
      'g',
      { fill: palette.glow },
      model.sparks.map((s) => el('circle', { cx: s.x, cy: s.y, r: s.r, opacity: s.opacity })).join(''),
    ),
    el('ellipse', { cx: '150', cy: '342', rx: '92', ry: '14', fill: '#000', opacity: '0.35' }),
    FIGURES[model.kind](palette, palette.deep),
    el('rect', {
      x: '5',
      y: '5',
      width: '290',
      height: '390',
      rx: '18',
      fill: 'none',
      stroke: `url(#${id('frame')})`,
      'stroke-width': 4 + tier,
    }),
    el('rect', {
      x: '17',
      y: '17',
      width: '266',
      height: '366',
      rx: '11',
      fill: 'none',
      stroke: frame.light,
      opacity: '0.3',
    }),
    tier >= 4 ? el('g', {}, corner(17, 200, frame.light) + corner(283, 200, frame.light)) : '',
  ].join('');
}

/** A picture's camp, element and grade emblems (drawn-art.tsx ArtEmblems). */
export function artEmblemsSvg(model: ArtModel): string {
  const { palette, frame } = model;
  const camp = model.camp
    ? el(
        'g',
        {},
        el('circle', {
          cx: '46',
          cy: '48',
          r: '23',
          fill: palette.deep,
          stroke: frame.light,
          'stroke-width': '2',
          opacity: '0.92',
        }) +
          el(
            'g',
            { transform: 'translate(29 31) scale(1.42)', color: frame.light },
            CAMP_SHAPES[model.camp]?.() ?? '',
          ),
      )
    : '';
  const element = model.element
    ? el(
        'g',
        {},
        el('path', {
          d: 'M254 23l21 12v26l-21 12-21-12V35z',
          fill: palette.deep,
          stroke: palette.accent,
          'stroke-width': '2',
        }) +
          el(
            'g',
            { transform: 'translate(239 33) scale(1.25)', color: palette.accent },
            ELEMENT_SHAPES[model.element]?.() ?? '',
          ),
      )
    : '';
  const grade = model.grade
    ? el(
        'g',
        {},
        el('rect', {
          x: '112',
          y: '350',
          width: '76',
          height: '32',
          rx: '9',
          fill: palette.deep,
          stroke: frame.light,
          'stroke-width': '2',
        }) +
          el(
            'text',
            {
              x: '150',
              y: '373',
              'text-anchor': 'middle',
              fill: frame.light,
              'font-size': '20',
              'font-weight': '700',
              'font-family': 'Georgia, serif',
            },
            String(model.grade),
          ),
      )
    : '';
  return camp + element + grade;
}

/** The whole drawing's content on its 300 × 400 canvas (DrawnArt's, without the outer svg). */
export function assetArtSvgContent(input: ArtInput, uid = 'art'): string {
  const model = artModel(input);
  return artBackgroundSvg(model, uid) + artEmblemsSvg(model);
}

// The figures (silhouettes.tsx), each on the canvas near (150, 220).
type Figure = (palette: Palette, body: string) => string;

const rimOf = (palette: Palette, body: string) =>
  ({ fill: body, stroke: palette.accent, 'stroke-width': 3, 'stroke-linejoin': 'round' }) as const;

const FIGURES: Record<ArtKind, Figure> = {
  hero: (palette, body) => {
    const rim = rimOf(palette, body);
    return el(
      'g',
      {},
      [
        el('path', { ...rim, d: 'M62 334C70 276 100 252 128 244h44c28 8 58 32 66 90z' }),
        el('path', {
          ...rim,
          d: 'M70 292c0-38 28-54 56-46-14 18-26 36-30 56zM230 292c0-38-28-54-56-46 14 18 26 36 30 56z',
        }),
        el('rect', { ...rim, x: '134', y: '212', width: '32', height: '36' }),
        el('path', { ...rim, d: 'M112 178c0-36 18-56 38-56s38 20 38 56l-6 36c-12 12-52 12-64 0z' }),
        el('path', { fill: palette.accent, d: 'M150 122c2-26 18-42 42-48-16 16-22 30-24 52z' }),
        el('path', {
          stroke: palette.glow,
          'stroke-width': '5',
          'stroke-linecap': 'round',
          d: 'M126 180h48',
        }),
        el('circle', { cx: '150', cy: '294', r: '13', fill: palette.accent, opacity: '0.85' }),
        el('circle', { cx: '150', cy: '294', r: '6', fill: palette.glow }),
      ].join(''),
    );
  },
  equip: (palette, body) =>
    el(
      'g',
      {},
      [
        el('circle', {
          cx: '150',
          cy: '226',
          r: '80',
          fill: body,
          stroke: palette.accent,
          'stroke-width': '3',
        }),
        el('circle', {
          cx: '150',
          cy: '226',
          r: '64',
          fill: 'none',
          stroke: palette.accent,
          'stroke-width': '2',
          opacity: '0.5',
        }),
        el('circle', { cx: '150', cy: '226', r: '16', fill: palette.accent, opacity: '0.6' }),
        el('path', {
          fill: palette.glow,
          stroke: palette.accent,
          'stroke-width': '2',
          d: 'M150 66l17 28-4 170h-26l-4-170z',
        }),
        el('path', { stroke: palette.accent, 'stroke-width': '2', d: 'M150 92v168', opacity: '0.7' }),
        el('path', { fill: palette.accent, d: 'M102 262h96l-9 16h-78z' }),
        el('rect', {
          x: '142',
          y: '278',
          width: '16',
          height: '44',
          rx: '3',
          fill: body,
          stroke: palette.accent,
          'stroke-width': '2',
        }),
        el('circle', { cx: '150', cy: '330', r: '11', fill: palette.accent }),
      ].join(''),
    ),
  pet: (palette, body) => {
    const rim = rimOf(palette, body);
    return el(
      'g',
      {},
      [
        el('path', { ...rim, d: 'M196 330c66-10 74-90 36-116 14 36 0 72-36 82z' }),
        el('ellipse', { ...rim, cx: '150', cy: '284', rx: '56', ry: '52' }),
        el('path', { ...rim, d: 'M126 300v38h16v-38zM158 300v38h16v-38z' }),
        el('path', { ...rim, d: 'M112 178l-8-60 36 36zM188 178l8-60-36 36z' }),
        el('path', { ...rim, d: 'M106 198c0-28 20-46 44-46s44 18 44 46c0 26-20 44-44 48-24-4-44-22-44-48z' }),
        el('ellipse', { cx: '132', cy: '198', rx: '6', ry: '7', fill: palette.glow }),
        el('ellipse', { cx: '168', cy: '198', rx: '6', ry: '7', fill: palette.glow }),
        el('path', { fill: palette.accent, d: 'M144 222h12l-6 8z' }),
        el('path', { fill: palette.accent, opacity: '0.6', d: 'M150 260c10 8 10 24 0 34-10-10-10-26 0-34z' }),
      ].join(''),
    );
  },
  stone: (palette, body) =>
    el(
      'g',
      { stroke: palette.accent, 'stroke-width': '2.5', 'stroke-linejoin': 'round' },
      [
        el('path', { fill: body, d: 'M70 272l16-46 12 60zM230 272l-16-46-12 60z' }),
        el('path', { fill: palette.core, d: 'M150 96l58 64-58 24-58-24z' }),
        el('path', { fill: body, d: 'M92 160l58 24v148l-44-38z' }),
        el('path', { fill: palette.deep, d: 'M208 160l-14 134-44 38V184z' }),
        el('path', {
          fill: 'none',
          stroke: palette.glow,
          'stroke-width': '2',
          opacity: '0.7',
          d: 'M150 96v88M120 128l30 56',
        }),
      ].join(''),
    ),
  dragon: (palette, body) => {
    const coil = 'M70 342c-30-50 30-78 70-56 46 26 96 6 84-40-10-38-56-40-64-74';
    return el(
      'g',
      { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
      [
        el('circle', {
          cx: '96',
          cy: '110',
          r: '18',
          fill: palette.glow,
          stroke: palette.accent,
          'stroke-width': '3',
        }),
        el('circle', { cx: '90', cy: '104', r: '6', fill: '#ffffff', opacity: '0.7' }),
        el('path', { d: coil, fill: 'none', stroke: palette.accent, 'stroke-width': '36' }),
        el('path', { d: coil, fill: 'none', stroke: body, 'stroke-width': '29' }),
        el('path', {
          d: coil,
          fill: 'none',
          stroke: palette.accent,
          'stroke-width': '7',
          'stroke-dasharray': '2 13',
          opacity: '0.8',
        }),
        el('path', { fill: palette.accent, d: 'M176 112l20-36-8 40zM160 108l8-38 4 40z' }),
        el('path', {
          fill: body,
          stroke: palette.accent,
          'stroke-width': '3',
          d: 'M132 120c18-16 50-12 64 8 8 14 0 32-16 38l-20 12c-16-6-30-18-34-32l-22 4 24-10c0-8 2-14 4-20z',
        }),
        el('circle', { cx: '170', cy: '134', r: '4.5', fill: palette.glow }),
        el('path', {
          fill: 'none',
          stroke: palette.accent,
          'stroke-width': '2.5',
          d: 'M128 152c-20 10-34 26-38 46M140 160c-8 16-10 30-6 44',
        }),
      ].join(''),
    );
  },
};

// The camp and element emblems (emblems.tsx) on their 24 px grid, drawn with currentColor.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': 1.8,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
} as const;

const CAMP_SHAPES: Record<number, () => string> = {
  1: () =>
    el(
      'g',
      {},
      el('circle', { cx: '12', cy: '12', r: '4.2', fill: 'currentColor' }) +
        el('path', {
          ...stroke,
          d: 'M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
        }),
    ),
  2: () =>
    el('path', {
      ...stroke,
      d: 'M5 19L18 6l1.5-1.5M19 19L6 6 4.5 4.5M4 15l5 5M15 20l5-5M3.5 20.5l1.5-1.5M20.5 20.5L19 19',
    }),
  3: () =>
    el(
      'g',
      stroke,
      el('path', { d: 'M6.5 17a3.5 3.5 0 0 1-.4-7 5 5 0 0 1 9.6-1.2A4 4 0 1 1 17.5 17z' }) +
        el('path', { d: 'M10 17c0-2 1.6-2.6 2.6-2.6S14.5 15 14.5 16' }),
    ),
  4: () =>
    el(
      'g',
      { fill: 'currentColor' },
      [
        el('ellipse', { cx: '12', cy: '15.5', rx: '4.6', ry: '3.8' }),
        el('circle', { cx: '5.8', cy: '10.6', r: '2' }),
        el('circle', { cx: '9.4', cy: '6.6', r: '2' }),
        el('circle', { cx: '14.6', cy: '6.6', r: '2' }),
        el('circle', { cx: '18.2', cy: '10.6', r: '2' }),
      ].join(''),
    ),
  5: () =>
    el(
      'g',
      stroke,
      el('path', { d: 'M12 4.5c2.3 3 2.3 7.5 0 10.5-2.3-3-2.3-7.5 0-10.5z' }) +
        el('path', {
          d: 'M12 15c-3.5 0-6.5-2.3-7.5-6.3 3.3.2 6.3 2.4 7.5 6.3zM12 15c3.5 0 6.5-2.3 7.5-6.3-3.3.2-6.3 2.4-7.5 6.3z',
        }) +
        el('path', { d: 'M6 19h12' }),
    ),
};

const ELEMENT_SHAPES: Record<number, () => string> = {
  1: () =>
    el('path', {
      fill: 'currentColor',
      d: 'M12 2.5c.8 3.4 5.5 5.3 5.5 10.6a5.5 5.5 0 0 1-11 0c0-3 1.8-4.4 2.3-6.5 1 1 1.7 2.2 1.9 3.4 1.3-2 1.6-4.8 1.3-7.5z',
    }),
  2: () =>
    el('path', {
      ...stroke,
      d: 'M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.8L12 7l2.5-2.2M9.5 19.2L12 17l2.5 2.2M4.6 11l2.9 1-2.9 1M19.4 11l-2.9 1 2.9 1',
    }),
  3: () => el('path', { ...stroke, d: 'M3 9h10.5a3 3 0 1 0-3-3M3 13.5h15a3 3 0 1 1-3 3M3 18h6' }),
  4: () =>
    el('path', { fill: 'currentColor', d: 'M12 2l2.3 7.7L22 12l-7.7 2.3L12 22l-2.3-7.7L2 12l7.7-2.3z' }),
  5: () => el('path', { fill: 'currentColor', d: 'M15.5 3a9 9 0 1 0 5.6 14.8A7.3 7.3 0 0 1 15.5 3z' }),
};
