import { randomInt } from 'node:crypto';
import sharp from 'sharp';

export const PUZZLE_WIDTH = 320;
export const PUZZLE_HEIGHT = 160;
/** The piece's box; the jigsaw shape inside has knobs on its top and right side. */
export const PIECE_SIZE = 56;
const PIECE_PATH = 'M4 12H16A8 8 0 1 1 32 12H44V24A8 8 0 1 1 44 40V52H4Z';

export interface Puzzle {
  /** Left edge of the hole: where the piece must be dropped. Stays on the server. */
  x: number;
  y: number;
  background: Buffer;
  piece: Buffer;
}

const hue = () => randomInt(360);
const between = (min: number, max: number) => randomInt(min, max + 1);

/** A random scene: a two-colour gradient with scattered translucent shapes and lines. */
function sceneSvg(): string {
  const [a, b] = [hue(), hue()];
  const shapes: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const fill = `hsl(${hue()},${between(45, 85)}%,${between(35, 70)}%)`;
    const opacity = (between(35, 80) / 100).toFixed(2);
    const cx = between(0, PUZZLE_WIDTH);
    const cy = between(0, PUZZLE_HEIGHT);
    const r = between(10, 45);
    switch (i % 3) {
      case 0:
        shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${opacity}"/>`);
        break;
      case 1:
        shapes.push(
          `<rect x="${cx - r}" y="${cy - r / 2}" width="${2 * r}" height="${r}" fill="${fill}" opacity="${opacity}" transform="rotate(${between(0, 179)} ${cx} ${cy})"/>`,
        );
        break;
      default:
        shapes.push(
          `<polygon points="${cx},${cy - r} ${cx + r},${cy + r} ${cx - r},${cy + r}" fill="${fill}" opacity="${opacity}"/>`,
        );
    }
  }
  for (let i = 0; i < 6; i += 1) {
    shapes.push(
      `<line x1="${between(0, PUZZLE_WIDTH)}" y1="${between(0, PUZZLE_HEIGHT)}" x2="${between(0, PUZZLE_WIDTH)}" y2="${between(0, PUZZLE_HEIGHT)}" stroke="hsl(${hue()},70%,80%)" stroke-width="${between(1, 3)}" opacity="0.5"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PUZZLE_WIDTH}" height="${PUZZLE_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${a},55%,30%)"/><stop offset="1" stop-color="hsl(${b},60%,55%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

const shapeSvg = (body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_SIZE}" height="${PIECE_SIZE}">${body}</svg>`,
  );

/**
 * Draws a new puzzle: a random scene with a jigsaw-shaped hole at a random place, and the
 * piece cut out of the same scene. The piece sits at least one piece-width right of the
 * start, so an undragged piece never passes.
 */
export async function drawPuzzle(): Promise<Puzzle> {
  const x = between(PIECE_SIZE + 16, PUZZLE_WIDTH - PIECE_SIZE - 4);
  const y = between(4, PUZZLE_HEIGHT - PIECE_SIZE - 4);
  const scene = await sharp(Buffer.from(sceneSvg())).png().toBuffer();

  const piece = await sharp(scene)
    .extract({ left: x, top: y, width: PIECE_SIZE, height: PIECE_SIZE })
    .composite([
      { input: shapeSvg(`<path d="${PIECE_PATH}" fill="#fff"/>`), blend: 'dest-in' },
      {
        input: shapeSvg(`<path d="${PIECE_PATH}" fill="none" stroke="#fff" stroke-width="2" opacity="0.9"/>`),
        blend: 'over',
      },
    ])
    .png()
    .toBuffer();

  const background = await sharp(scene)
    .composite([
      {
        input: shapeSvg(
          `<path d="${PIECE_PATH}" fill="#000" fill-opacity="0.55" stroke="#fff" stroke-opacity="0.7" stroke-width="1.5"/>`,
        ),
        left: x,
        top: y,
      },
    ])
    .png()
    .toBuffer();

  return { x, y, background, piece };
}
