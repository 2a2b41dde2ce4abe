import { expect, type Page } from '@playwright/test';
import { findPuzzleX } from './captcha-solver.ts';
import { inAnyLocale } from './ui.ts';

/** The captcha dialog, named by its title (in the page's language). */
export const captchaDialog = (page: Page) => page.getByRole('dialog', { name: inAnyLocale('captcha.title') });
/** The slider that moves the piece (named "Slide right to fill the puzzle"). */
const slider = (page: Page) =>
  captchaDialog(page).getByRole('slider', { name: inAnyLocale('captcha.slide') });

/**
 * Where the hole is, found from the two pictures the dialog shows (the lead's findPuzzleX: the
 * hole is the piece's own picture, darkened). The piece's row is read from where it is drawn.
 */
async function findHole(page: Page): Promise<number> {
  const dialog = captchaDialog(page);
  const background = dialog.getByRole('img', { name: inAnyLocale('captcha.imageAlt') });
  // The piece is decorative to assistive technology (alt=""; the slider carries name and value).
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
  const handle = slider(page);
  // The track the handle runs along: the slider's parent.
  const track = handle.locator('xpath=..');
  const max = Number(await handle.getAttribute('aria-valuemax'));
  const box = (await handle.boundingBox())!;
  const bar = (await track.boundingBox())!;
  const travel = bar.width - box.width;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
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
  await slider(page).focus();
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
 * What came of a drop: the dialog closed or said "solved", or it said "failed". A miss shows
 * "failed" for well under a second before a new puzzle comes, so the status is watched every
 * frame in the page (polling from the test could miss it on a loaded machine).
 */
async function dropOutcome(page: Page): Promise<'solved' | 'failed'> {
  const dialog = await captchaDialog(page).elementHandle();
  const outcome = await page.waitForFunction(
    (element) => {
      if (!element?.isConnected) return 'solved';
      const status = element.querySelector('[role="status"]')?.getAttribute('data-status');
      return status === 'solved' || status === 'failed' ? status : false;
    },
    dialog,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await outcome.jsonValue()) as 'solved' | 'failed';
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
  const dialog = captchaDialog(page);
  await expect(dialog).toBeVisible();
  // The status line: the hint while ready, "Verification failed, …" after a miss.
  const status = dialog.getByRole('status');
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    await expect(status).toHaveText(inAnyLocale('captcha.hint'));
    const x = await findHole(page);
    await (how === 'mouse' ? dragTo(page, x) : keyTo(page, x));
    if ((await dropOutcome(page)) === 'solved') {
      await expect(dialog).toBeHidden();
      return;
    }
  }
  throw new Error(`captcha not solved in ${tries} tries`);
}
