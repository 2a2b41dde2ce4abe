import { screen, within } from '@testing-library/react';
import { LEGION_RULES } from '@yuanlong/shared/legion';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { percent, shiftMonth } from '../legion-text.ts';
import { LegionRulesPage } from './legion-rules-page.tsx';

const routes = [{ path: '/legion/rules', element: <LegionRulesPage /> }];

afterEach(() => setLocale('tw'));

describe('legion rules page', () => {
  it.each([
    ['tw', '只計算已啟用的直推', '騎士同時是勇士'],
    ['en', 'Only activated invitees count', 'a Cavalier is also a Warrior'],
    ['in', 'Hanya undangan yang sudah aktif', 'Ksatria juga seorang Pendekar'],
  ] as const)(
    'says in %s why invitees must be activated and the level below held',
    async (locale, activated, ladder) => {
      await setLocale(locale);
      renderAt('/legion/rules', routes);
      expect((await screen.findByText(new RegExp(activated))).tagName).toBe('LI');
      expect(screen.getByText(new RegExp(ladder)).textContent).toContain(
        String(LEGION_RULES.warriorBossLevel),
      );
    },
  );

  it.each([
    ['tw', '勇士', '領主（Boss）挑戰第 30 關', '每 7 天'],
    ['en', 'Warrior', 'boss) challenge level 30', 'once every 7 days'],
    ['in', 'Pendekar', 'tingkat tantangan lord (boss) 30', 'sekali setiap 7 hari'],
  ] as const)('shows the figures of LEGION_RULES in %s', async (locale, warrior, need, claim) => {
    await setLocale(locale);
    renderAt('/legion/rules', routes);
    const table = await screen.findByRole('table');
    // The header row, then levels 1 to 4.
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    const row = rows[2] as HTMLElement;
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe(warrior);
    expect(row.textContent).toContain(warrior);
    expect(row.textContent).toContain(need);
    expect(row.textContent).toContain(percent(LEGION_RULES.ownSpendBps[2]));
    const cavalier = rows[3] as HTMLElement;
    expect(
      within(cavalier)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      expect.any(String),
      expect.stringContaining(String(LEGION_RULES.cavalierWarriorInvitees)),
      '8%',
      '2%',
    ]);
    expect(rows[4]?.textContent).toContain('10%');
    expect(screen.getByText(claim, { exact: false }).tagName).toBe('LI');
  });

  it('formats rates and moves between UTC months', () => {
    expect([percent(600), percent(250), percent(1000), percent(5)]).toEqual(['6%', '2.5%', '10%', '0.05%']);
    expect([shiftMonth('2026-01', -1), shiftMonth('2026-12', 1), shiftMonth('2026-03', 0)]).toEqual([
      '2025-12',
      '2027-01',
      '2026-03',
    ]);
  });
});
