import { explorerTxUrl } from '../../lib/chain-settings.ts';
import { shortenAddress } from '../../lib/format.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { ExternalIcon } from '../icons.tsx';

/** A transaction's shortened hash (the full one in its title). */
export function TxHash({ txHash }: { txHash: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-1.5 text-xs whitespace-nowrap text-mist">
      {t('tx.tx')}
      <code title={txHash} className="font-mono text-parchment">
        {shortenAddress(txHash)}
      </code>
    </span>
  );
}

/** The transaction's page on the explorer; nothing when the chain has no explorer (the dev chain). */
export function TxLink({ txHash, explorerUrl }: { txHash: string; explorerUrl: string }) {
  const { t } = useTranslation();
  const link = explorerTxUrl(explorerUrl, txHash);
  if (!link) return null;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-jade-300 underline-offset-4 hover:underline"
    >
      {t('tx.viewTx')}
      <ExternalIcon width={16} height={16} />
    </a>
  );
}
