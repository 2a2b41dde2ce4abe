import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/translation.tsx';

/** Seconds from now until `at` (ISO), ticking every second; 0 once it has passed. */
export function useSecondsUntil(at: string): number {
  const target = new Date(at).getTime();
  const left = () => Math.max(0, Math.ceil((target - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only `target`
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  return seconds;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time left until an NFT111 auction locks (`2h 05m 09s`, `3d 4h 10m`), or the locked label
 * once it has passed (the server's `locked` or the clock). `data-seconds` carries the count.
 */
export function LockCountdown({
  locksAt,
  locked,
  lockedLabel,
  className = '',
}: {
  locksAt: string;
  locked: boolean;
  lockedLabel: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const seconds = useSecondsUntil(locksAt);
  if (locked || seconds === 0) {
    return (
      <span data-seconds={0} data-locked="true" className={className}>
        {lockedLabel}
      </span>
    );
  }
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const text =
    d > 0
      ? t('auction.countdown.d', { d, h, m: pad(m) })
      : t('auction.countdown.h', { h, m: pad(m), s: pad(s) });
  return (
    <time
      data-seconds={seconds}
      data-locked="false"
      dateTime={locksAt}
      className={`tabular-nums ${className}`}
    >
      {text}
    </time>
  );
}
