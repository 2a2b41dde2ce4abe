import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { OnDemand } from '../../../components/on-demand.tsx';
import { useServerName } from '../../../lib/servers.ts';
import { setServerId } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { sharedMessage } from '../../../lib/validation.ts';
import type { Availability, TradeAction } from '../trade-rules.ts';
import type { TradeTarget } from '../trade-target.ts';

// The dialogs (with Radix, the forms and their checks) are fetched when one first opens: a viewer
// who only looks at an asset does not load them.
const loadSell = () => import('./sell-dialog.tsx').then((m) => m.SellDialog);
const loadCancel = () => import('./cancel-dialog.tsx').then((m) => m.CancelDialog);
const loadBuy = () => import('./buy-dialog.tsx').then((m) => m.BuyDialog);

/**
 * The buttons for the actions a viewer has on an asset, with their dialogs; when none is
 * possible, why (the server's message). `compact` is the smaller row of my assets.
 */
export function TradeActions({
  target,
  availability,
  compact = false,
}: {
  target: TradeTarget;
  availability: Availability;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const serverName = useServerName();
  const [open, setOpen] = useState<TradeAction | null>(null);
  const dialog = (action: TradeAction) => ({
    open: open === action,
    onOpenChange: (next: boolean) => setOpen(next ? action : null),
  });
  const closeAll = () => setOpen(null);
  const size = compact ? 'min-h-10 px-3 text-sm' : 'w-full';
  const styleOf: Record<TradeAction, string> = {
    login: buttonStyles.primary,
    buy: buttonStyles.primary,
    sell: buttonStyles.primary,
    modify: buttonStyles.secondary,
    cancel: `${buttonStyles.ghost} border border-ember-400/40 text-ember-100`,
  };
  const label: Record<TradeAction, string> = {
    login: t('nav.login'),
    buy: t('trade.buy'),
    sell: t('trade.sell'),
    modify: t('trade.modify'),
    cancel: t('trade.cancel'),
  };
  const { actions, reason, disabled = [] } = availability;
  const offers = (action: TradeAction) => actions.includes(action) || open === action;
  return (
    <div className="flex flex-col gap-2">
      {/* "Not on sale" is already the panel's heading. */}
      {reason && reason !== 'notOnSale' && (actions.length === 0 || actions[0] === 'login') ? (
        <p className={compact ? 'text-xs leading-relaxed text-mist' : 'text-sm text-mist'}>
          {sharedMessage(reason)}
          {reason === 'activateTopUp' ? (
            <>
              {' '}
              <Link
                to="/accountAccount#activation"
                className="font-semibold whitespace-nowrap text-jade-300 underline underline-offset-2"
              >
                {t('activation.activateNow')}
              </Link>
            </>
          ) : null}
          {reason === 'bindEmailFirst' ? (
            <>
              {' '}
              <Link
                to="/setting#setting-email"
                className="font-semibold whitespace-nowrap text-jade-300 underline underline-offset-2"
              >
                {t('setting.goBindEmail')}
              </Link>
            </>
          ) : null}
          {reason === 'assetOtherServer' && target.serverId !== null ? (
            <>
              {' '}
              <button
                type="button"
                onClick={() => setServerId(target.serverId!)}
                className="font-semibold whitespace-nowrap text-jade-300 underline underline-offset-2"
              >
                {t('roles.switchToServer', { server: serverName(target.serverId) })}
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      {disabled.length ? (
        <div className={compact ? 'flex flex-wrap gap-2' : 'grid gap-2'}>
          {disabled.map((action) => (
            <button
              key={action}
              type="button"
              disabled
              title={reason ? sharedMessage(reason) : undefined}
              className={`${styleOf[action]} ${size} cursor-not-allowed opacity-45`}
            >
              {label[action]}
            </button>
          ))}
        </div>
      ) : null}
      {actions.length ? (
        <div className={compact ? 'flex flex-wrap gap-2' : 'grid gap-2'}>
          {actions.map((action) =>
            action === 'login' ? (
              <Link key={action} to="/login" className={`${styleOf.login} ${size}`}>
                {label.login}
              </Link>
            ) : (
              <button
                key={action}
                type="button"
                onClick={() => setOpen(action)}
                className={`${styleOf[action]} ${size}`}
              >
                {label[action]}
              </button>
            ),
          )}
        </div>
      ) : null}
      {/* A dialog stays while open even if the action goes (the asset changed under it). */}
      {offers('sell') ? (
        <OnDemand
          open={open === 'sell'}
          load={loadSell}
          props={{ target, mode: 'sell', ...dialog('sell') }}
          onFailed={closeAll}
        />
      ) : null}
      {offers('modify') ? (
        <OnDemand
          open={open === 'modify'}
          load={loadSell}
          props={{ target, mode: 'modify', ...dialog('modify') }}
          onFailed={closeAll}
        />
      ) : null}
      {offers('cancel') ? (
        <OnDemand
          open={open === 'cancel'}
          load={loadCancel}
          props={{ target, ...dialog('cancel') }}
          onFailed={closeAll}
        />
      ) : null}
      {offers('buy') && target.listing ? (
        <OnDemand
          open={open === 'buy'}
          load={loadBuy}
          props={{ id: target.id, name: target.name, listing: target.listing, ...dialog('buy') }}
          onFailed={closeAll}
        />
      ) : null}
    </div>
  );
}
