import { ApprovalWait, ChainWait } from '../../../components/chain-tx/chain-wait.tsx';
import { TxStatus } from '../../../components/chain-tx/tx-status.tsx';
import { WrongNetwork } from '../../../components/wrong-network.tsx';
import { useChainSettings } from '../../../lib/chain-settings.ts';
import { waitingConfirmations } from '../../../lib/chain-tx/confirmations.ts';
import { TX_STEP_TEXT, WALLET_FAILURE_TEXT } from '../../../lib/chain-tx/step-text.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import { isNetworkStep } from '../../../lib/network-step.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { type AuctionStep, isAuctionBusy, isAuctionWaiting } from '../auction-flow.ts';
import type { AuctionTx } from '../use-auction-tx.ts';

const STEP_TEXT = {
  ...TX_STEP_TEXT,
  approvingNft: 'auction.step.approvingNft',
  approveNftConfirming: 'auction.step.approveNftConfirming',
  sending: 'auction.step.sending',
  mining: 'auction.step.mining',
  reporting: 'auction.step.reporting',
  confirming: 'auction.step.confirming',
  finishing: 'auction.step.finishing',
} as const;

const FAILURE_TEXT = {
  ...WALLET_FAILURE_TEXT,
  rejected: 'auction.error.rejected',
  insufficient: 'auction.error.insufficient',
  unavailable: 'auction.error.unavailable',
  reverted: 'auction.error.reverted',
  api: 'auction.error.failed',
  unknown: 'auction.error.failed',
} as const;

/** Why a transaction stopped, in words; null when it did not. */
export function auctionFailureText(t: TFunction, step: AuctionStep): string | null {
  if (step.kind === 'refused') return t(`auction.error.${step.reason}`);
  if (step.kind === 'failed') return t(FAILURE_TEXT[step.reason]);
  return null;
}

/**
 * A transaction's state under its form: the wrong-network prompt, the refusal or failure, what
 * it waits for (with the approval's block), then confirmations n of N with the explorer link.
 */
export function AuctionTxState({ tx }: { tx: AuctionTx }) {
  const { t } = useTranslation();
  const settings = useChainSettings().data;
  const { step } = tx;
  const explorerUrl = settings?.explorer_url ?? '';
  const required = settings?.confirmations ?? 1;
  const failure = auctionFailureText(t, step);
  const text = STEP_TEXT[step.kind as keyof typeof STEP_TEXT];
  return (
    <div className="flex flex-col gap-3">
      {isNetworkStep(step) ? <WrongNetwork step={step} onSwitch={tx.switchChain} /> : null}
      {failure ? (
        <p
          role="alert"
          className="rounded-xl border border-ember-400/50 bg-ember-950/70 px-4 py-3 text-sm leading-relaxed text-ember-100"
        >
          {failure}
        </p>
      ) : null}
      {isAuctionBusy(step) && text ? <TxStatus step={step.kind}>{t(text)}</TxStatus> : null}
      <ApprovalWait step={step} explorerUrl={explorerUrl} />
      {step.kind === 'approveNftConfirming' ? (
        <ChainWait confirmations={0} required={1} txHash={step.hash} explorerUrl={explorerUrl} />
      ) : null}
      {isAuctionWaiting(step) || step.kind === 'done' ? (
        <ChainWait
          confirmations={step.kind === 'done' ? required : waitingConfirmations(step, required)}
          required={required}
          txHash={step.hash}
          explorerUrl={explorerUrl}
        />
      ) : null}
    </div>
  );
}
