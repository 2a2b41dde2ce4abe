import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import type { TwoStepT } from '../two-step-texts.ts';

/** The recovery codes, shown once after the set-up, with a copy button and "I have saved them". */
export function RecoveryCodes({ codes, st, onDone }: { codes: string[]; st: TwoStepT; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // No clipboard (an insecure page or a refusal): the codes stay on screen to select by hand.
      setCopied(false);
    }
  };
  return (
    <div className="flex flex-col gap-3" data-testid="recovery-codes">
      <h3 className="font-semibold text-gold-100">{st('twostep.codesTitle')}</h3>
      <p className="text-sm leading-relaxed text-mist">{st('twostep.codesBody')}</p>
      <ul className="grid grid-cols-2 gap-2 rounded-xl border border-ink-600 bg-ink-850 p-3 font-mono text-sm text-parchment">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void copy()} className={buttonStyles.secondary}>
          {copied ? st('twostep.copied') : st('twostep.copy')}
        </button>
        <button type="button" onClick={onDone} className={buttonStyles.primary}>
          {st('twostep.saved')}
        </button>
      </div>
    </div>
  );
}
