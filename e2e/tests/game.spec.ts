import { expect, type Page, test } from '@playwright/test';
import { activateAndFund, createRole, giveEgg, setOnline } from '../support/game.ts';
import { openAsNewPlayer } from '../support/session.ts';

// One player for the whole file (its activation and MDS come from demo player 4 on chain).
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.GAME_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
let player: { token: string; address: string };

test('summons ten heroes: odds before paying, a confirmation, the reveal, the cards in my assets', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  player = await openAsNewPlayer(page, request, baseURL!, 'en', '/accountAccount');
  await createRole(request, player.token);
  await activateAndFund(request, player.token, 1300);
  await page.reload();

  const section = page.getByTestId('summon-section');
  await expect(section.getByTestId('summon-odds')).toContainText('60%');
  await expect(section.getByTestId('summon-odds')).toContainText('Grade 21–24');
  await expect(section.getByTestId('summon-odds')).toContainText('1%');
  await section.getByTestId('summon-pay-ticket').click();
  await expect(section.getByTestId('summon-1')).toBeDisabled();
  await expect(section).toContainText('Not enough premium summon tickets');
  await section.getByTestId('summon-pay-coin').click();
  await shot(page, 'summon-section-1280');

  await section.getByTestId('summon-10').click();
  const confirm = page.getByTestId('summon-confirm');
  await expect(confirm).toContainText('900 MDS');
  await expect(confirm.getByTestId('summon-odds')).toBeVisible();
  await confirm.getByTestId('summon-confirm-button').click();

  const reveal = page.getByTestId('summon-reveal');
  await expect(reveal.getByTestId('summon-hero')).toHaveCount(10);
  await expect(reveal.getByTestId('summon-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await page.waitForTimeout(1800);
  await shot(page, 'summon-reveal-1280');
  const shown = await reveal
    .getByTestId('summon-hero')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-asset-id'))));
  await reveal.getByRole('button', { name: 'Done' }).click();

  const cards = await request.get('/api/user/card/list?kind=hero', {
    headers: { authorization: `Bearer ${player.token}` },
  });
  expect(((await cards.json()).data.items as { id: number }[]).map((c) => c.id).sort()).toEqual(
    [...shown].sort(),
  );
  await expect(section.getByTestId('summon-tickets')).toContainText('MDS 400');

  // While the game is online the server refuses, with the spec's message, and nothing is spent.
  await setOnline(request, player.address, true);
  await section.getByTestId('summon-1').click();
  await page.getByTestId('summon-confirm-button').click();
  await expect(page.getByTestId('toast')).toContainText(
    'Asset actions are blocked while the game is online.',
  );
  await setOnline(request, player.address, false);
  await page.keyboard.press('Escape');
  await expect(section.getByTestId('summon-tickets')).toContainText('MDS 400');
});

test('hatches a MEgg into a dragon, activates it and levels it up on /dragonDetail', async ({
  page,
  baseURL,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.context().addCookies([
    { name: 'token', value: player.token, url: baseURL! },
    { name: 'lang', value: 'en', url: baseURL! },
  ]);
  await giveEgg(request, player.address, 6, 2);
  await page.goto('/dragong');
  const egg = page.getByTestId('egg').first();
  await expect(egg.getByTestId('egg-progress')).toBeVisible();
  await expect(egg.getByTestId('egg-hatch')).toBeDisabled();
  await expect(egg).toContainText('left');
  await shot(page, 'dragong-hatching-375');
  await expect(egg.getByTestId('egg-hatch')).toBeEnabled({ timeout: 15_000 });
  await egg.getByTestId('egg-hatch').click();
  await expect(page.getByTestId('toast')).toContainText('蒼冰龍 has hatched!');
  await expect(page.getByTestId('showcase-dragon')).toHaveCount(1);
  await shot(page, 'dragong-375');

  await egg.getByTestId('egg-dragon-link').click();
  await expect(page).toHaveURL(/\/dragonDetail\?id=\d+$/);
  const care = page.getByTestId('dragon-care');
  await expect(page.getByTestId('dragon-state')).toHaveAttribute('data-state', '0');
  await expect(care.getByTestId('dragon-activate')).toHaveText('Activate · 50 MDS');
  await care.getByTestId('dragon-activate').click();
  await expect(page.getByTestId('dragon-state')).toHaveAttribute('data-state', '1');
  await expect(care).toContainText('Next skill unlocks at level 4');
  await care.getByTestId('dragon-level-up').click();
  await expect(care.getByTestId('dragon-level-up')).toHaveText('Level up · 20 MDS');
  await shot(page, 'dragon-detail-375');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dragong');
  await expect(page.getByTestId('showcase-dragon')).toHaveCount(1);
  // The duel: the activated dragon fights a wild one, blow by blow, to a result.
  await page.getByTestId('duel-start').click();
  await expect(page.getByTestId('duel-mine')).toContainText('蒼冰龍');
  await expect(page.getByTestId('duel-result')).toBeVisible({ timeout: 30_000 });
  const hp = [
    Number(await page.getByTestId('duel-mine').getAttribute('data-hp')),
    Number(await page.getByTestId('duel-wild').getAttribute('data-hp')),
  ];
  expect(Math.min(...hp)).toBe(0);
  await shot(page, 'dragong-1280');
});

test('activates an artifact for the role and shows its bonus', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.context().addCookies([
    { name: 'token', value: player.token, url: baseURL! },
    { name: 'lang', value: 'en', url: baseURL! },
  ]);
  await page.goto('/accountAccount');
  const artifacts = page.getByTestId('artifacts');
  await expect(artifacts.getByTestId('artifact-bonus')).toHaveText('Role bonus: none');
  const amulet = artifacts.locator('[data-artifact-id="1"]');
  await amulet.getByTestId('artifact-activate').click();
  await expect(amulet).toHaveAttribute('data-activated', 'true');
  await expect(artifacts.getByTestId('artifact-bonus')).toHaveText('Role bonus: +5% HP');
  await artifacts.scrollIntoViewIfNeeded();
  await shot(page, 'account-artifacts-375');
});
