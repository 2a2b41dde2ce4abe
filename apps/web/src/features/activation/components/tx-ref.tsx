import { useTranslation } from 'react-i18next';
import { ExternalIcon } from '../../../components/icons.tsx';
import { explorerTxUrl } from '../../../lib/chain-settings.ts';
import { shortenAddress } from '../../../lib/format.ts';
import { TEST_IDS } from '../../../lib/test-ids.ts';

/** A transaction's shortened hash (the full one in its title). */
export function TxHash({ txHash }: { txHash: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-1.5 text-xs whitespace-nowrap text-mist">
      {t('activation.tx')}
      <code data-testid={TEST_IDS.activationTxHash} title={txHash} className="font-mono text-parchment">
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
      data-testid={TEST_IDS.activationTxLink}
      className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-jade-300 underline-offset-4 hover:underline"
    >
      {t('activation.viewTx')}
      <ExternalIcon width={16} height={16} />
    </a>
  );
}
