import type { OpsHealth } from '@yuanlong/shared/operator-health';
import type { ReactNode } from 'react';
import { Section } from '../../../components/section.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { useAdminTexts } from '../admin-texts.ts';
import { useOpsHealth } from '../api/admin-api.ts';
import { BooksPanel } from './books-panel.tsx';

function Tile({ title, warn, children }: { title: string; warn?: boolean; children: ReactNode }) {
  return (
    <div
      className={`rounded-xl border p-3 text-sm ${warn ? 'border-ember-400 bg-ember-400/10' : 'border-ink-700/70'}`}
    >
      <h3 className="mb-2 font-semibold text-parchment">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">{children}</dl>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-mist">{label}</dt>
      <dd className="text-right tabular-nums whitespace-nowrap">{children}</dd>
    </>
  );
}

const bnb = (wei: string | null) => (wei === null ? '—' : `${formatAmount(wei, 'BNB')} BNB`);

function PayoutTile({ payouts }: { payouts: OpsHealth['payouts'] }) {
  const { at } = useAdminTexts();
  return (
    <Tile title={at('admin.health.payouts')} warn={payouts.warning}>
      <p className="col-span-2 mb-1 font-mono text-xs text-mist break-all" title={at('admin.health.wallet')}>
        {payouts.wallet ?? '—'}
      </p>
      <Row label={at('admin.health.balance')}>{bnb(payouts.balance_wei)}</Row>
      <Row label={at('admin.health.costPerPayout')}>{bnb(payouts.cost_per_payout_wei)}</Row>
      <Row label={at('admin.health.paidRecently')}>{payouts.paid_recently}</Row>
      <Row label={at('admin.health.covered')}>{payouts.payouts_covered ?? '—'}</Row>
      <Row label={at('admin.health.runway')}>
        {payouts.runway_days === null ? '—' : at('admin.health.days', { days: payouts.runway_days })}
      </Row>
      {payouts.warning ? (
        <p role="alert" className="col-span-2 mt-1 text-ember-400">
          {payouts.lacks_gas ? at('admin.health.lacksGas') : at('admin.health.lowRunway')}
        </p>
      ) : null}
      {payouts.last_error ? (
        <p className="col-span-2 font-mono text-xs text-ember-400 [overflow-wrap:anywhere]">
          {payouts.last_error}
        </p>
      ) : null}
    </Tile>
  );
}

function ChainTile({ chain }: { chain: OpsHealth['chain'] }) {
  const { at } = useAdminTexts();
  if (!chain) {
    return (
      <Tile title={at('admin.health.chain')}>
        <p className="col-span-2 text-mist">{at('admin.health.noWatcher')}</p>
      </Tile>
    );
  }
  return (
    <Tile title={at('admin.health.chain')} warn={chain.last_error !== null || chain.head_stale}>
      <Row label={at('admin.health.leader')}>
        {chain.leader ? at('admin.health.yes') : at('admin.health.no')}
      </Row>
      <Row label={at('admin.health.lag')}>{chain.lag ?? '—'}</Row>
      <Row label={at('admin.health.cursor')}>
        {chain.cursor ?? '—'} / {chain.head ?? '—'}
      </Row>
      <Row label={at('admin.health.stale')}>
        {chain.head_stale ? at('admin.health.yes') : at('admin.health.no')}
      </Row>
      <Row label={at('admin.health.lastError')}>{chain.last_error ? '' : '—'}</Row>
      {chain.last_error ? (
        <p className="col-span-2 font-mono text-xs text-ember-400 [overflow-wrap:anywhere]">
          {chain.last_error}
        </p>
      ) : null}
    </Tile>
  );
}

function QueuesTile({ queues }: { queues: OpsHealth['queues'] }) {
  const { at } = useAdminTexts();
  return (
    <Tile title={at('admin.health.queues')} warn={queues.game_outbox_failed > 0}>
      <Row label={at('admin.health.queue.held')}>{queues.withdrawals_held}</Row>
      <Row label={at('admin.health.queue.payouts')}>{queues.payouts_waiting}</Row>
      <Row label={at('admin.health.queue.mails')}>{queues.mails}</Row>
      <Row label={at('admin.health.queue.gamePending')}>{queues.game_outbox_pending}</Row>
      <Row label={at('admin.health.queue.gameFailed')}>{queues.game_outbox_failed}</Row>
    </Tile>
  );
}

/** Books and health: the payout wallet and its runway, the chain watcher, the queues, the reconciliation. */
export function HealthPanel() {
  const { at } = useAdminTexts();
  const health = useOpsHealth();
  const data = health.data;
  return (
    <Section
      title={at('admin.health')}
      aside={
        data ? (
          <span className="text-xs text-mist">
            {at('admin.health.checked', { at: new Date(data.checked_at).toLocaleTimeString() })}
          </span>
        ) : null
      }
    >
      {!data ? (
        <div className="skeleton h-32 rounded-xl" aria-busy="true" />
      ) : (
        <div className="grid gap-3 md:grid-cols-3">
          <PayoutTile payouts={data.payouts} />
          <ChainTile chain={data.chain} />
          <QueuesTile queues={data.queues} />
        </div>
      )}
      <BooksPanel />
    </Section>
  );
}
