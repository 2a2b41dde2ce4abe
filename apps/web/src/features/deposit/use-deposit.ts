import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfig } from 'wagmi';
import { useFlowRun } from '../../lib/chain-tx/use-flow-run.ts';
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
  // The amount of the deposit under way (or just done), for its texts.
  const [amount, setAmount] = useState(0n);
  const { step, run, reset } = useFlowRun(
    IDLE,
    async (setStep, signal, amount: bigint, switchChain: boolean) => {
      setAmount(amount);
      try {
        await runDeposit(wagmiDepositDeps(config, queryClient), { coin, amount }, setStep, {
          switchChain,
          signal,
        });
      } finally {
        // The wallet's balance and allowance have changed (or may have): read them again.
        void queryClient.invalidateQueries({ predicate: ({ queryKey }) => WALLET_READS.has(queryKey[0]) });
      }
    },
  );
  return {
    step,
    amount,
    start: (amount: bigint) => void run(amount, false),
    switchChain: (amount: bigint) => void run(amount, true),
    reset,
  };
}
