import sharp from 'sharp';

export interface PuzzleImages {
  background: string;
  piece: string;
  piece_y: number;
}

async function rgba(dataUrl: string) {
  const { data, info } = await sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Finds where the piece fits, as a person does by eye: the hole shows the piece's own picture,
 * darkened. For each horizontal position along the piece's row, the darkened piece is compared
 * with the background; the position with the smallest difference wins. No answer leaves the server.
 */
export async function findPuzzleX(puzzle: PuzzleImages): Promise<number> {
  const bg = await rgba(puzzle.background);
  const piece = await rgba(puzzle.piece);
  const inside: number[] = [];
  for (let py = 3; py < piece.height - 3; py += 1) {
    for (let px = 3; px < piece.width - 3; px += 1) {
      const i = (py * piece.width + px) * 4;
      const opaque = piece.data[i + 3] === 255;
      // Only pixels well inside the shape: their neighbours are opaque too (no outline, no edge).
      const neighbours = [-4, 4, -piece.width * 4, piece.width * 4].every(
        (d) => piece.data[i + d + 3] === 255,
      );
      if (opaque && neighbours) inside.push(px, py);
    }
  }
  let best = { x: 0, error: Number.POSITIVE_INFINITY };
  for (let x = 0; x + piece.width <= bg.width; x += 1) {
    let error = 0;
    for (let k = 0; k < inside.length; k += 2) {
      const px = inside[k]!;
      const py = inside[k + 1]!;
      const p = (py * piece.width + px) * 4;
      const b = ((puzzle.piece_y + py) * bg.width + x + px) * 4;
      for (let c = 0; c < 3; c += 1) error += Math.abs(bg.data[b + c]! - 0.45 * piece.data[p + c]!);
    }
    if (error < best.error) best = { x, error };
  }
  return best.x;
}
