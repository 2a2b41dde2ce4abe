import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { useReturnFocus } from '../../../components/return-focus.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { guideFlag, markGuideSeen } from '../guide-state.ts';
import { GUIDE_STEPS, GUIDE_TEXT } from '../guide-steps.ts';

/**
 * The new-user guide's dialog: a short tour of the market, the account and deposits. Skip, Back,
 * Next; the last step's button (and each step's link) ends it. Finishing or skipping it is
 * remembered.
 */
export function GuideDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = guideFlag.useOpen();
  const [index, setIndex] = useState(0);
  const returnFocus = useReturnFocus();
  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);
  const close = () => {
    markGuideSeen();
    guideFlag.set(false);
  };
  const step = GUIDE_STEPS[index]!;
  const text = GUIDE_TEXT[step.name];
  const last = index === GUIDE_STEPS.length - 1;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? guideFlag.set(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          data-step={step.name}
          className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-2xl border border-gold-500/40 bg-ink-900 p-5 shadow-2xl shadow-black/60 motion-safe:animate-pop-in sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
        >
          <div className="flex items-start gap-4">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-xl border border-gold-400/40 bg-gold-400/10 font-display text-2xl text-gold-200"
            >
              {step.icon}
            </span>
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-widest text-jade-300 uppercase">
                {t('guide.stepOf', { n: index + 1, total: GUIDE_STEPS.length })}
              </p>
              <Dialog.Title className="font-display text-xl font-bold text-gold-100">
                {t(text.title)}
              </Dialog.Title>
            </div>
          </div>
          <Dialog.Description className="mt-3 text-sm leading-relaxed text-parchment/90">
            {t(text.body)}
          </Dialog.Description>
          <button
            type="button"
            onClick={() => {
              close();
              navigate(step.to);
            }}
            className="mt-3 text-sm font-semibold text-gold-200 underline-offset-4 hover:underline"
          >
            {t(text.go)} →
          </button>
          <ol aria-hidden="true" className="mt-4 flex justify-center gap-1.5">
            {GUIDE_STEPS.map((s, i) => (
              <li
                key={s.name}
                className={`h-1.5 w-6 rounded-full ${i === index ? 'bg-gold-300' : 'bg-ink-600'}`}
              />
            ))}
          </ol>
          <div className="mt-4 flex items-center justify-between gap-2">
            <button type="button" onClick={close} className={buttonStyles.ghost}>
              {t('guide.skip')}
            </button>
            <div className="flex gap-2">
              {index > 0 ? (
                <button type="button" onClick={() => setIndex(index - 1)} className={buttonStyles.secondary}>
                  {t('guide.back')}
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => (last ? close() : setIndex(index + 1))}
                className={buttonStyles.primary}
              >
                {last ? t('guide.done') : t('guide.next')}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
