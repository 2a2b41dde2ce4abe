import type { AssetSync } from '@yuanlong/shared/asset-sync';
import { useTranslation } from '../../../lib/translation.tsx';

const TONE = {
  travelling: 'border-jade-400/50 bg-jade-400/10 text-jade-100',
  failed: 'border-ember-400/60 bg-ember-500/15 text-ember-100',
};

/**
 * The asset's state between the market and the game (or the chain): "syncing game data" /
 * "updating game data" while a command travels (pulsing), "chain failed", and "sync failed" with
 * "do not operate" while it is frozen. Nothing when settled.
 */
export function SyncPill({ sync }: { sync: AssetSync | null }) {
  const { t } = useTranslation();
  if (!sync) return null;
  const travelling = sync === 'syncing' || sync === 'updating';
  const label = {
    syncing: t('asset.sync.syncing'),
    updating: t('asset.sync.updating'),
    chain_failed: t('asset.sync.chainFailed'),
    sync_failed: t('asset.sync.syncFailed'),
  }[sync];
  const pill = `inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold ${travelling ? TONE.travelling : TONE.failed}`;
  return (
    <span data-sync={sync} className="inline-flex flex-wrap items-center gap-1.5">
      <span className={pill}>
        {travelling ? (
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-jade-300" />
        ) : null}
        {label}
      </span>
      {sync === 'sync_failed' ? <span className={pill}>{t('asset.sync.doNotOperate')}</span> : null}
    </span>
  );
}
