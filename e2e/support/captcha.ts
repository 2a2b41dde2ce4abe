import { expect, type Page } from '@playwright/test';
import { findPuzzleX } from './captcha-solver.ts';

/**
 * Where the hole is, found from the two pictures the dialog shows (the lead's findPuzzleX: the
 * hole is the piece's own picture, darkened). The piece's row is read from where it is drawn.
 */
async function findHole(page: Page): Promise<number> {
  const dialog = page.getByTestId('captcha-dialog');
  const background = dialog.getByTestId('captcha-background');
  const piece = dialog.getByTestId('captcha-piece');
  await expect(background).toBeVisible();
  await expect(piece).toBeVisible();
  const height = await background.evaluate((img) => (img as HTMLImageElement).naturalHeight);
  const top = await piece.evaluate((img) => Number.parseFloat((img as HTMLElement).style.top));
  return findPuzzleX({
    background: (await background.getAttribute('src'))!,
    piece: (await piece.getAttribute('src'))!,
    piece_y: Math.round((top / 100) * height),
  });
}

const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

/** Drags the slider like a hand: eased, uneven steps over about half a second. */
async function dragTo(page: Page, x: number) {
  const slider = page.getByTestId('captcha-slider');
  const track = page.getByTestId('captcha-track');
  const max = Number(await slider.getAttribute('aria-valuemax'));
  const handle = (await slider.boundingBox())!;
  const bar = (await track.boundingBox())!;
  const travel = bar.width - handle.width;
  const startX = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  const distance = (x / max) * travel;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 18;
  for (let i = 1; i <= steps; i += 1) {
    const eased = 1 - (1 - i / steps) ** 3;
    await page.mouse.move(startX + distance * eased, y + ((i % 3) - 1));
    await pause(page, 18 + ((i * 7) % 13));
  }
  await page.mouse.move(startX + distance, y);
  await pause(page, 40);
  await page.mouse.up();
}

/** Moves the slider with the keyboard: Shift+→ by tens, → by ones, then Enter. */
async function keyTo(page: Page, x: number) {
  const slider = page.getByTestId('captcha-slider');
  await slider.focus();
  const target = Math.round(x);
  for (let i = 0; i < Math.floor(target / 10); i += 1) {
    await page.keyboard.press('Shift+ArrowRight');
    await pause(page, 15 + ((i * 11) % 17));
  }
  for (let i = 0; i < target % 10; i += 1) {
    await page.keyboard.press('ArrowRight');
    await pause(page, 12 + ((i * 5) % 9));
  }
  await page.keyboard.press('Enter');
}

/**
 * Solves the open slider captcha as a user would: looks for the hole, drags the piece there
 * (mouse, or keyboard), and waits for the dialog to close. A miss brings a new puzzle; it tries again.
 */
export async function solveCaptcha(
  page: Page,
  how: 'mouse' | 'keyboard' = 'mouse',
  tries = 3,
): Promise<void> {
  const dialog = page.getByTestId('captcha-dialog');
  await expect(dialog).toBeVisible();
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const status = dialog.getByTestId('captcha-status');
    await expect(status).toHaveAttribute('data-status', 'ready');
    const x = await findHole(page);
    await (how === 'mouse' ? dragTo(page, x) : keyTo(page, x));
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'hidden' }).then(() => 'solved' as const),
      expect(status)
        .toHaveAttribute('data-status', 'failed')
        .then(() => 'failed' as const),
    ]);
    if (outcome === 'solved') return;
  }
  throw new Error(`captcha not solved in ${tries} tries`);
}
