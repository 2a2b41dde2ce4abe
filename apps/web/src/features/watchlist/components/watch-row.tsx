import type { Coin } from '@yuanlong/shared/coins';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import type { WatchT } from '../../../lib/feature-texts.ts';
import { showToast } from '../../../lib/toast.ts';
import type { Threshold } from '../api/follow-asset.ts';
import { ThresholdForm } from './threshold-form.tsx';

const rowClass = 'flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between';

/**
 * A followed asset's or a saved search's row: its name (a link), its `lines`, its alert price
 * edited in place, and a way to remove it; each change says it is done.
 */
export function WatchRow({
  testId,
  wt,
  name,
  to,
  lines,
  threshold,
  defaultCoin,
  saving,
  save,
  remove,
}: {
  testId: string;
  wt: WatchT;
  name: string;
  to: string;
  lines: ReactNode;
  threshold: Threshold;
  defaultCoin: Coin;
  saving: boolean;
  save: (threshold: Threshold, done: () => void) => void;
  remove: { text: string; label: string; pending: boolean; run: (done: () => void) => void };
}) {
  const [editing, setEditing] = useState(false);
  return (
    <li className={rowClass} data-testid={testId}>
      <div className="min-w-0">
        <Link to={to} className="font-semibold break-words text-parchment hover:text-gold-100">
          {name}
        </Link>
        {lines}
        {editing ? (
          <div className="mt-3 max-w-sm">
            <ThresholdForm
              wt={wt}
              label={wt('watch.editPriceOf', { name })}
              initial={threshold}
              defaultCoin={defaultCoin}
              busy={saving}
              onCancel={() => setEditing(false)}
              onSave={(next) =>
                save(next, () => {
                  setEditing(false);
                  showToast(wt('watch.saved'), 'success');
                })
              }
            />
          </div>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        {editing ? null : (
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label={wt('watch.editPriceOf', { name })}
            className={buttonStyles.secondary}
          >
            {wt('watch.editPrice')}
          </button>
        )}
        <button
          type="button"
          disabled={remove.pending}
          aria-label={remove.label}
          onClick={() => remove.run(() => showToast(wt('watch.removed'), 'success'))}
          className={buttonStyles.ghost}
        >
          {remove.text}
        </button>
      </div>
    </li>
  );
}
