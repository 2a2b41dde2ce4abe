import { knownBlockMs } from '../../lib/chain-settings.ts';
import { confirmationPercent, waitTimeLeftMs } from '../../lib/chain-tx/confirmations.ts';
import type { TxStep } from '../../lib/chain-tx/tx-flow.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { TxHash, TxLink } from './tx-ref.tsx';

interface ChainWaitProps {
  confirmations: number;
  required: number;
  txHash: string | null;
  explorerUrl: string;
  /** The chain's block time; by default the one the server gave. */
  blockMs?: number;
}

/**
 * A wait on the chain: confirmations n of N as a bar and in words, and the transaction (a link to
 * the explorer when the chain has one, and its shortened hash).
 */
export function ChainWait({
  confirmations,
  required,
  txHash,
  explorerUrl,
  blockMs = knownBlockMs(),
}: ChainWaitProps) {
  const { t } = useTranslation();
  const label = t('tx.confirmations', { n: confirmations, total: required });
  const toGo = Math.max(required - confirmations, 0);
  const leftSeconds = Math.ceil(waitTimeLeftMs(confirmations, required, blockMs) / 1000);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span
          data-confirmations={confirmations}
          data-required={required}
          aria-live="polite"
          className="font-semibold whitespace-nowrap text-gold-100 tabular-nums"
        >
          {label}
        </span>
        {txHash ? <TxHash txHash={txHash} /> : null}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={required}
        aria-valuenow={confirmations}
        className="h-2 overflow-hidden rounded-full bg-ink-700"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-jade-400 to-gold-300 transition-[width] duration-700"
          style={{ width: `${Math.max(confirmationPercent(confirmations, required), 4)}%` }}
        />
      </div>
      {toGo > 0 ? (
        <p data-time-left={leftSeconds} className="text-xs text-mist tabular-nums">
          {leftSeconds < 60
            ? t('tx.timeLeftSeconds', { seconds: leftSeconds, count: toGo })
            : t('tx.timeLeftMinutes', { minutes: Math.ceil(leftSeconds / 60), count: toGo })}
        </p>
      ) : null}
      {txHash ? <TxLink txHash={txHash} explorerUrl={explorerUrl} /> : null}
    </div>
  );
}

type ApproveConfirming = Extract<TxStep, { kind: 'approveConfirming' }>;
const isApproveConfirming = (step: { kind: string }): step is ApproveConfirming =>
  step.kind === 'approveConfirming';

/** While a flow's approval waits for its block: its one confirmation, and the transaction. */
export function ApprovalWait({ step, explorerUrl }: { step: { kind: string }; explorerUrl: string }) {
  if (!isApproveConfirming(step)) return null;
  return <ChainWait confirmations={0} required={1} txHash={step.hash} explorerUrl={explorerUrl} />;
}
