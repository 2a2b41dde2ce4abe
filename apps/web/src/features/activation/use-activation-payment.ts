import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useConfig } from 'wagmi';
import { activationQueryOptions } from '../../lib/activation.ts';
import { type ActivationStep, runActivation } from './activation-flow.ts';
import { wagmiActivationDeps } from './wagmi-deps.ts';

/** The activation payment for a component: its step, `start` and the wrong-network prompt's `switchChain`. */
export function useActivationPayment() {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<ActivationStep>({ kind: 'idle' });
  const running = useRef(false);
  const run = useCallback(
    async (options: { switchChain?: boolean }) => {
      if (running.current) return;
      running.current = true;
      try {
        const last = await runActivation(wagmiActivationDeps(config, queryClient), setStep, options);
        // Paid before (or just now): the status is asked again, and polled while activating.
        if (last.kind === 'alreadyPaid' || last.kind === 'sent') {
          await queryClient.invalidateQueries({ queryKey: activationQueryOptions().queryKey });
        }
      } finally {
        running.current = false;
      }
    },
    [config, queryClient],
  );
  return {
    step,
    start: () => void run({}),
    switchChain: () => void run({ switchChain: true }),
  };
}
