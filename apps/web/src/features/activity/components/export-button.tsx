import type { ActivityCategory } from '@yuanlong/shared/activities';
import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { DownloadIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { exportActivities } from '../api/export-activities.ts';

/** Saves the shown category of the player's activity as a CSV file (dates, coins and exact amounts). */
export function ExportButton({ category }: { category: ActivityCategory | undefined }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    // A refusal is shown as a toast by the API client.
    exportActivities(category)
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      onClick={download}
      disabled={busy}
      aria-busy={busy}
    >
      <DownloadIcon className="size-4" aria-hidden="true" />
      {busy ? t('activity.export.busy') : t('activity.export.label')}
    </button>
  );
}
