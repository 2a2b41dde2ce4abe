import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig } from 'wagmi';
import { type DepositStep, runDeposit } from './deposit-flow.ts';
import { wagmiDepositDeps } from './wagmi-deps.ts';

const IDLE: DepositStep = { kind: 'idle' };
/** wagmi's query keys of contract reads and native balances. */
const WALLET_READS = new Set<unknown>(['readContract', 'balance']);

/**
 * A deposit of one coin for a component: its step, `start(amount)`, the wrong-network prompt's
 * `switchChain(amount)` and `reset` (back to the form). One deposit at a time; the wait for its
 * confirmations and credit stops when the component goes.
 */
export function useDeposit(coin: string) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<DepositStep>(IDLE);
  // The amount of the deposit under way (or just done), for its texts.
  const [amount, setAmount] = useState(0n);
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const run = useCallback(
    async (amount: bigint, switchChain: boolean) => {
      if (running.current) return;
      running.current = true;
      setAmount(amount);
      controller.current = new AbortController();
      try {
        await runDeposit(wagmiDepositDeps(config, queryClient), { coin, amount }, setStep, {
          switchChain,
          signal: controller.current.signal,
        });
      } finally {
        // The wallet's balance and allowance have changed (or may have): read them again.
        void queryClient.invalidateQueries({ predicate: ({ queryKey }) => WALLET_READS.has(queryKey[0]) });
        running.current = false;
      }
    },
    [coin, config, queryClient],
  );
  const reset = useCallback(() => {
    if (!running.current) setStep(IDLE);
  }, []);
  return {
    step,
    amount,
    start: (amount: bigint) => void run(amount, false),
    switchChain: (amount: bigint) => void run(amount, true),
    reset,
  };
}
