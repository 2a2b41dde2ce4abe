import * as Dialog from '@radix-ui/react-dialog';
import type { SummonCount, SummonInfo, SummonResult } from '@yuanlong/shared/summon';
import { useState } from 'react';
import { buttonStyles, chipStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { Section } from '../../../components/section.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useSummonInfo } from '../api/get-summon.ts';
import { useSummon } from '../api/summon.ts';
import { SummonOdds } from './summon-odds.tsx';
import { SummonReveal } from './summon-reveal.tsx';

type Pay = 'ticket' | 'coin';

function costText(info: SummonInfo, pay: Pay, count: SummonCount, ticketsText: (n: number) => string) {
  return pay === 'ticket'
    ? ticketsText(info.tickets_per[count])
    : `${formatAmount(info.prices[count], info.coin)} ${info.coin}`;
}

function affordable(info: SummonInfo, pay: Pay, count: SummonCount): boolean {
  return pay === 'ticket'
    ? info.tickets >= info.tickets_per[count]
    : BigInt(info.balance) >= BigInt(info.prices[count]);
}

/**
 * Summon heroes: the odds per grade first, what the user holds, single or ×10 with tickets or
 * MDS; a confirmation names the cost, then the heroes are revealed.
 */
export function SummonSection() {
  const { t } = useTranslation();
  const info = useSummonInfo();
  const summon = useSummon();
  const [pay, setPay] = useState<Pay>('coin');
  const [asking, setAsking] = useState<SummonCount | null>(null);
  const [result, setResult] = useState<SummonResult | null>(null);
  const ticketsText = (n: number): string => t('summon.tickets', { n });
  if (!info.data) return <div className="skeleton h-48 rounded-2xl" aria-busy="true" />;
  const data = info.data;
  const confirm = (count: SummonCount) =>
    summon.mutate(
      { count, pay },
      {
        onSuccess: (answer) => {
          setAsking(null);
          setResult(answer);
        },
      },
    );
  return (
    <Section
      title={t('summon.title')}
      aside={
        <span className="text-sm text-mist">
          {t('summon.holding', { tickets: data.tickets, balance: formatAmount(data.balance, data.coin) })}
        </span>
      }
    >
      <p className="mb-3 text-sm text-mist">{t('summon.oddsIntro')}</p>
      <SummonOdds tiers={data.tiers} />
      <fieldset className="mt-4 flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('summon.payWith')}</legend>
        <span className="text-sm text-mist" aria-hidden="true">
          {t('summon.payWith')}
        </span>
        {(['coin', 'ticket'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={pay === choice}
            className={chipStyles(pay === choice)}
            onClick={() => setPay(choice)}
          >
            {choice === 'coin' ? data.coin : t('summon.ticketName')}
          </button>
        ))}
      </fieldset>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        {([1, 10] as const).map((count) => (
          <button
            key={count}
            type="button"
            className={count === 1 ? buttonStyles.secondary : buttonStyles.primary}
            disabled={!affordable(data, pay, count)}
            onClick={() => setAsking(count)}
          >
            {t(count === 1 ? 'summon.one' : 'summon.ten')} · {costText(data, pay, count, ticketsText)}
          </button>
        ))}
      </div>
      {!affordable(data, pay, 1) ? (
        <p className="mt-2 text-sm text-ember-400" role="status">
          {pay === 'ticket' ? t('summon.noTickets') : t('summon.noBalance')}
        </p>
      ) : null}
      <Dialog.Root open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
        {asking !== null ? (
          <ModalContent title={t('summon.confirmTitle')}>
            <p className="text-sm text-parchment">
              {t('summon.confirmBody', { n: asking, cost: costText(data, pay, asking, ticketsText) })}
            </p>
            <div className="mt-3">
              <SummonOdds tiers={data.tiers} />
            </div>
            <button
              type="button"
              className={`${buttonStyles.primary} mt-5 w-full`}
              disabled={summon.isPending}
              onClick={() => confirm(asking)}
            >
              {summon.isPending ? t('common.processing') : t('summon.confirm')}
            </button>
          </ModalContent>
        ) : null}
      </Dialog.Root>
      <SummonReveal result={result} onClose={() => setResult(null)} />
    </Section>
  );
}
