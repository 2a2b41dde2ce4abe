import type { CaptchaPuzzle, TrackPoint } from '@yuanlong/shared/captcha';
import { useTranslation } from '../../lib/translation.tsx';
import { ArrowRightIcon, CheckIcon } from '../icons.tsx';
import { UI_TEST_IDS } from '../test-ids.ts';
import { useSliderDrag } from './use-slider-drag.ts';

export type SliderStatus = 'ready' | 'checking' | 'failed' | 'solved';

interface PuzzleSliderProps {
  puzzle: CaptchaPuzzle;
  status: SliderStatus;
  /** The piece was let go at `x` (image pixels) after the drag `track`. */
  onDrop(x: number, track: TrackPoint[]): void;
}

const HANDLE = '3rem';
const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** The puzzle picture and its slider: drag with mouse or touch, or move with the arrow keys and press Enter. */
export function PuzzleSlider({ puzzle, status, onDrop }: PuzzleSliderProps) {
  const { t } = useTranslation();
  const max = puzzle.width - puzzle.piece_width;
  const locked = status !== 'ready';
  const { x, trackBar, handlers } = useSliderDrag(max, locked, onDrop);

  const ratio = max > 0 ? x / max : 0;
  const tone =
    status === 'failed'
      ? 'border-ember-400 bg-ember-500 text-ink-950'
      : status === 'solved'
        ? 'border-jade-300 bg-jade-400 text-ink-950'
        : 'border-gold-300 bg-gradient-to-b from-gold-200 to-gold-500 text-ink-950';
  return (
    <div className="select-none">
      <div
        className="relative overflow-hidden rounded-xl bg-ink-800 ring-1 ring-white/10"
        style={{ aspectRatio: `${puzzle.width} / ${puzzle.height}` }}
      >
        <img
          src={puzzle.background}
          alt={t('captcha.imageAlt')}
          draggable={false}
          className="absolute inset-0 size-full"
        />
        <img
          src={puzzle.piece}
          alt=""
          draggable={false}
          data-testid={UI_TEST_IDS.captchaPiece}
          className="absolute drop-shadow-[0_0_6px_rgba(0,0,0,0.7)]"
          style={{
            left: percent(x, puzzle.width),
            top: percent(puzzle.piece_y, puzzle.height),
            width: percent(puzzle.piece_width, puzzle.width),
          }}
        />
      </div>
      <div ref={trackBar} className="relative mt-3 h-12 rounded-full bg-ink-850 ring-1 ring-ink-600">
        <div
          aria-hidden="true"
          className={`absolute inset-y-0 left-0 rounded-full ${status === 'failed' ? 'bg-ember-500/25' : 'bg-jade-400/20'}`}
          style={{ width: `calc(${HANDLE} + (100% - ${HANDLE}) * ${ratio})` }}
        />
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute inset-0 flex items-center justify-center pl-12 text-sm text-mist transition-opacity ${x > 0 ? 'opacity-0' : ''}`}
        >
          {t('captcha.slide')}
        </span>
        <div
          role="slider"
          tabIndex={locked ? -1 : 0}
          aria-label={t('captcha.slide')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          aria-disabled={locked}
          aria-describedby={`${puzzle.id}-hint`}
          {...handlers}
          className={`absolute top-0 flex size-12 touch-none items-center justify-center rounded-full border shadow-lg shadow-black/40 ${tone} ${locked ? '' : 'cursor-grab active:cursor-grabbing'}`}
          style={{ left: `calc((100% - ${HANDLE}) * ${ratio})` }}
        >
          {status === 'solved' ? <CheckIcon /> : <ArrowRightIcon />}
        </div>
      </div>
      <p id={`${puzzle.id}-hint`} className="sr-only">
        {t('captcha.keyboardHint')}
      </p>
    </div>
  );
}
