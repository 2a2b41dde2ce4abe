import type { AssetTransit } from '@yuanlong/shared/tx-report';
import { useTranslation } from '../../../lib/translation.tsx';

/** "Depositing" / "On chain": a move its owner started that the chain has not confirmed yet. */
export function TransitPill({ transit }: { transit: AssetTransit }) {
  const { t } = useTranslation();
  return (
    <span
      data-transit={transit}
      className="inline-flex items-center gap-1.5 rounded-full border border-gold-400/50 bg-gold-400/10 px-2.5 py-1 text-xs font-semibold text-gold-200"
    >
      <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-gold-300" />
      {t(transit === 'on_chain' ? 'moves.transit.onChain' : 'moves.transit.depositing')}
    </span>
  );
}
