import type { NetworkStep } from '../lib/network-step.ts';
import { useTranslation } from '../lib/translation.tsx';
import { chainName } from '../lib/wagmi.ts';
import { buttonStyles } from './button-styles.ts';
import { AlertIcon } from './icons.tsx';

interface WrongNetworkProps {
  step: NetworkStep;
  onSwitch(): void;
}

/** "Switch to the BSC network" with the one-click switch (the wallet adds the chain if it lacks it). */
export function WrongNetwork({ step, onSwitch }: WrongNetworkProps) {
  const { t } = useTranslation();
  const { chainId, targetChainId } = step;
  const switching = step.kind === 'switching';
  const switchRejected = step.kind === 'wrongChain' && step.switchRejected;
  const target = chainName(targetChainId);
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-gold-500/40 bg-gold-400/10 p-4">
      <div className="flex items-start gap-3">
        <AlertIcon className="mt-0.5 shrink-0 text-gold-300" />
        <div>
          <p className="font-semibold text-gold-100">{t('wallet.switchNetwork')}</p>
          <p className="mt-1 text-sm leading-relaxed text-mist">
            {t('wallet.wrongNetworkBody', { current: chainName(chainId), target })}
          </p>
          {switchRejected ? (
            <p className="mt-1 text-sm text-ember-400">{t('wallet.switchRejected')}</p>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        onClick={onSwitch}
        disabled={switching}
        aria-busy={switching}
        className={buttonStyles.secondary}
      >
        {switching ? t('wallet.switching') : t('wallet.switchButton', { network: target })}
      </button>
    </div>
  );
}
