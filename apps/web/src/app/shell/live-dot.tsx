import { useLiveStatus } from '../../lib/live-events.ts';
import { useTranslation } from '../../lib/translation.tsx';

/**
 * A small dot in the top bar: green while live updates stream, grey while reconnecting. `labelled`: its word shows
 * beside it from the lg width (else its title and assistive technology say it).
 */
export function LiveDot({ labelled = true }: { labelled?: boolean }) {
  const { t } = useTranslation();
  const live = useLiveStatus() === 'live';
  const label = t(live ? 'live.on' : 'live.off');
  return (
    <span
      role="status"
      title={label}
      className="inline-flex min-h-11 items-center gap-1.5 px-1 text-xs text-mist"
    >
      <span
        aria-hidden="true"
        className={`h-2 w-2 rounded-full ${live ? 'bg-emerald-400 shadow-[0_0_6px] shadow-emerald-400' : 'bg-mist/50'}`}
      />
      <span className={labelled ? 'sr-only lg:not-sr-only' : 'sr-only'}>{label}</span>
    </span>
  );
}
