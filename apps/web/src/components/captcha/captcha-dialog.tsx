import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TrackPoint } from '@yuanlong/shared/captcha';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { ModalContent } from '../dialog.tsx';
import { RetryIcon } from '../icons.tsx';
import { getPuzzle } from './get-puzzle.ts';
import { PuzzleSlider, type SliderStatus } from './puzzle-slider.tsx';
import { verifyCaptcha } from './verify-captcha.ts';

/** How long the result stays on screen before the dialog closes or a new puzzle comes. */
const RESULT_MS = 600;
let mounts = 0;

const statusText: Record<
  SliderStatus,
  'captcha.hint' | 'captcha.checking' | 'captcha.failed' | 'captcha.solved'
> = {
  ready: 'captcha.hint',
  checking: 'captcha.checking',
  failed: 'captcha.failed',
  solved: 'captcha.solved',
};

// The dialog's body: mounted on open, so every opening starts with a new puzzle.
function CaptchaBody({ onSolved }: { onSolved(token: string): void }) {
  const { t } = useTranslation();
  const [mount] = useState(() => ++mounts);
  const [round, setRound] = useState(0);
  const [status, setStatus] = useState<SliderStatus>('ready');
  const puzzle = useQuery({
    queryKey: ['captcha', 'puzzle', mount, round],
    queryFn: ({ signal }) => getPuzzle(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const verify = useMutation({ mutationFn: verifyCaptcha });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const next = useCallback(() => {
    setStatus('ready');
    setRound((r) => r + 1);
  }, []);
  // A puzzle that runs out before it is solved is replaced (the server would refuse it).
  const puzzleId = puzzle.data?.id;
  const expiresIn = puzzle.data?.expires_in;
  useEffect(() => {
    if (!puzzleId || !expiresIn) return;
    const expiry = setTimeout(next, Math.max(expiresIn - 5, 1) * 1000);
    return () => clearTimeout(expiry);
  }, [puzzleId, expiresIn, next]);

  const onDrop = (x: number, track: TrackPoint[]) => {
    if (!puzzle.data) return;
    setStatus('checking');
    verify.mutate(
      { id: puzzle.data.id, x: Math.round(x * 10) / 10, track },
      {
        onSuccess: ({ token }) => {
          setStatus('solved');
          timer.current = setTimeout(() => onSolved(token), RESULT_MS / 2);
        },
        // One try per puzzle: after a miss (the toast says why) a new one comes.
        onError: () => {
          setStatus('failed');
          timer.current = setTimeout(next, RESULT_MS);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      {puzzle.data ? (
        <PuzzleSlider key={puzzle.data.id} puzzle={puzzle.data} status={status} onDrop={onDrop} />
      ) : (
        <div className="flex flex-col gap-3">
          <div className="skeleton aspect-[2/1] w-full rounded-xl" />
          <div className="skeleton h-12 w-full rounded-full" />
        </div>
      )}
      <div className="flex min-h-10 items-center justify-between gap-3">
        <p
          role="status"
          data-status={puzzle.isError ? 'error' : status}
          className={`text-sm ${status === 'failed' ? 'text-ember-400' : status === 'solved' ? 'text-jade-300' : 'text-mist'}`}
        >
          {puzzle.isError ? t('captcha.loadFailed') : t(statusText[status])}
        </p>
        <button
          type="button"
          onClick={next}
          disabled={puzzle.isFetching || status === 'checking' || status === 'solved'}
          className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm text-jade-300 hover:bg-white/5 hover:text-jade-200 disabled:opacity-50"
        >
          <RetryIcon width={18} height={18} />
          {t('captcha.refresh')}
        </button>
      </div>
    </div>
  );
}

interface CaptchaDialogProps {
  open: boolean;
  /** The single-use captcha token, or null when the user closed the dialog. */
  onDone(token: string | null): void;
}

/** The slider captcha ("slide right to fill the puzzle") in a dialog. */
export function CaptchaDialog({ open, onDone }: CaptchaDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDone(null))}>
      <ModalContent title={t('captcha.title')} description={t('captcha.slide')}>
        <CaptchaBody onSolved={onDone} />
      </ModalContent>
    </Dialog.Root>
  );
}
