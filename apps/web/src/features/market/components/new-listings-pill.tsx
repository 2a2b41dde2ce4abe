import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ArrowRightIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useNewListingsWaiting } from '../new-listings.ts';

/**
 * "New listings" over a grid scrolled away from its start while new listings wait (see
 * new-listings.ts); `onShow` goes back up and loads them. Sticky below the top bar in a box of no
 * height, so nothing moves when it comes or goes; a polite live region says it.
 */
export function NewListingsPill({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation();
  const waiting = useNewListingsWaiting(useQueryClient());
  return (
    <div role="status" className="pointer-events-none sticky top-20 z-20 flex h-0 justify-center">
      {waiting ? (
        <button
          type="button"
          onClick={onShow}
          className={`${buttonStyles.primary} pointer-events-auto min-h-10 rounded-full shadow-lg shadow-black/50`}
        >
          <ArrowRightIcon width={16} height={16} className="-rotate-90" />
          {t('market.newListings')}
        </button>
      ) : null}
    </div>
  );
}
