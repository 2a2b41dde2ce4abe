import { expect, type Page, test } from '@playwright/test';
import { activateAndFund, createRole, giveEgg, setOnline } from '../support/game.ts';
import { text } from '../support/locales.ts';
import { openAsNewPlayer } from '../support/session.ts';
import { toast, valueAfter } from '../support/ui.ts';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);

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

  const section = page.getByRole('region', { name: en('summon.title') });
  // The odds per grade tier: the value after each range.
  await expect(valueAfter(section, en('summon.gradeRange', { from: 1, to: 5 }))).toHaveText('60%');
  await expect(valueAfter(section, en('summon.gradeRange', { from: 21, to: 24 }))).toHaveText('1%');
  const summonOne = section.getByRole('button', { name: new RegExp(`^${en('summon.one')} · `) });
  await section.getByRole('button', { name: en('summon.ticketName'), exact: true }).click();
  await expect(summonOne).toBeDisabled();
  await expect(section).toContainText('Not enough premium summon tickets');
  await section.getByRole('button', { name: 'MDS', exact: true }).click();
  await shot(page, 'summon-section-1280');

  await section.getByRole('button', { name: new RegExp(`^${en('summon.ten')} · `) }).click();
  const confirm = page.getByRole('dialog', { name: en('summon.confirmTitle') });
  await expect(confirm).toContainText('900 MDS');
  await expect(valueAfter(confirm, en('summon.gradeRange', { from: 21, to: 24 }))).toBeVisible();
  const pay = page.getByRole('button', { name: en('summon.confirm') });
  await confirm.getByRole('button', { name: en('summon.confirm') }).click();

  const reveal = page.getByRole('dialog', { name: en('summon.revealTitle', { n: 10 }) });
  const heroes = reveal.getByRole('listitem');
  await expect(heroes).toHaveCount(10);
  await page.waitForTimeout(1800);
  await shot(page, 'summon-reveal-1280');
  // The draw's seed, under "Verify this draw".
  await reveal.getByText(en('summon.verify')).click();
  await expect(reveal.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  // Each hero links to its card.
  const shown = await heroes
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => Number(new URL((a as HTMLAnchorElement).href).searchParams.get('id'))),
    );
  await reveal.getByRole('button', { name: 'Done' }).click();

  const cards = await request.get('/api/user/card/list?kind=hero', {
    headers: { authorization: `Bearer ${player.token}`, serverid: '1' },
  });
  expect(((await cards.json()).data.items as { id: number }[]).map((c) => c.id).sort()).toEqual(
    [...shown].sort(),
  );
  const holding = section.getByText(en('summon.holding', { tickets: 0, balance: '400' }));
  await expect(holding).toBeVisible();

  // While the game is online the server refuses, with the spec's message, and nothing is spent.
  await setOnline(request, player.address, true);
  await summonOne.click();
  await pay.click();
  await expect(toast(page, 'Asset actions are blocked while the game is online.')).toBeVisible();
  await setOnline(request, player.address, false);
  await page.keyboard.press('Escape');
  await expect(holding).toBeVisible();
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
  const egg = page
    .getByRole('region', { name: en('eggs.title') })
    .getByRole('listitem')
    .first();
  const hatch = egg.getByRole('button', { name: en('eggs.hatch') });
  await expect(egg.getByRole('progressbar', { name: en('eggs.progress') })).toBeVisible();
  await expect(hatch).toBeDisabled();
  await expect(egg).toContainText('left');
  await shot(page, 'dragong-hatching-375');
  await expect(hatch).toBeEnabled({ timeout: 15_000 });
  await hatch.click();
  await expect(toast(page, '蒼冰龍 has hatched!')).toBeVisible();
  const showcase = page.getByRole('region', { name: en('dragong.showcase') }).getByRole('listitem');
  await expect(showcase).toHaveCount(1);
  await shot(page, 'dragong-375');

  await egg.getByRole('link', { name: en('eggs.seeDragon') }).click();
  await expect(page).toHaveURL(/\/dragonDetail\?id=\d+$/);
  const care = page.getByRole('region', { name: en('dragon.care.title') });
  // The dragon's state, beside the title of its panel.
  const dragonPanel = page.getByRole('region', { name: en('dragon.title'), exact: true });
  await expect(dragonPanel.getByText('Not activated', { exact: true })).toBeVisible();
  const activate = care.getByRole('button', { name: 'Activate · 50 MDS' });
  await expect(activate).toHaveText('Activate · 50 MDS');
  await activate.click();
  await expect(dragonPanel.getByText('Activated', { exact: true })).toBeVisible();
  await expect(care).toContainText('Next skill unlocks at level 4');
  await care.getByRole('button', { name: /^Level up · / }).click();
  await expect(care.getByRole('button', { name: /^Level up · / })).toHaveText('Level up · 20 MDS');
  await shot(page, 'dragon-detail-375');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dragong');
  await expect(showcase).toHaveCount(1);
  // The duel: the activated dragon fights a wild one, blow by blow, to a result.
  const duel = page.getByRole('region', { name: en('duel.title') });
  await duel.getByRole('button', { name: en('duel.start') }).click();
  // Two HP meters, named by their fighters: mine first, then the wild one.
  const [mine, wild] = [duel.getByRole('meter').nth(0), duel.getByRole('meter').nth(1)];
  await expect(mine).toHaveAccessibleName('蒼冰龍');
  await expect(
    duel.getByText(en('duel.won'), { exact: true }).or(duel.getByText(en('duel.lost'), { exact: true })),
  ).toBeVisible({ timeout: 30_000 });
  const hp = [
    Number(await mine.getAttribute('aria-valuenow')),
    Number(await wild.getAttribute('aria-valuenow')),
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
  const artifacts = page.getByRole('region', { name: en('artifacts.title') });
  await expect(artifacts.getByText('Role bonus: none', { exact: true })).toBeVisible();
  const amulet = artifacts.getByRole('listitem').filter({ hasText: 'Dragon Scale Amulet' });
  await amulet.getByRole('button', { name: /^Activate · / }).click();
  await expect(amulet.getByText(en('artifacts.active'), { exact: true })).toBeVisible();
  await expect(amulet.getByRole('button')).toHaveCount(0);
  await expect(artifacts.getByText('Role bonus: +5% HP', { exact: true })).toBeVisible();
  await artifacts.scrollIntoViewIfNeeded();
  await shot(page, 'account-artifacts-375');
});
