import { useQueryClient } from '@tanstack/react-query';
import type { ClaimVoucher } from '@yuanlong/shared/claim';
import { useState } from 'react';
import { useConfig } from 'wagmi';
import { useFlowRun } from '../../lib/chain-tx/use-flow-run.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { USER_QUERY_KEY } from '../../lib/user-info.ts';
import { type ClaimStep, runClaim } from './claim-flow.ts';
import { wagmiClaimDeps } from './wagmi-deps.ts';

const IDLE: ClaimStep = { kind: 'idle' };

/**
 * The move of one asset to the wallet for a component: its step, the voucher once known,
 * `start()`, the wrong-network prompt's `switchChain()` and `reset`. One run at a time; the wait
 * for the confirmations and the asset stops when the component goes.
 */
export function useClaim(assetId: number) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [voucher, setVoucher] = useState<ClaimVoucher | null>(null);
  const refresh = () => {
    // The asset (its status, then its place), my assets, balances and the activity feed.
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.asset(assetId) });
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };
  const { step, run, reset } = useFlowRun(IDLE, async (setStep, signal, switchChain: boolean) => {
    try {
      await runClaim(wagmiClaimDeps(config), assetId, setStep, {
        switchChain,
        signal,
        onVoucher(given) {
          setVoucher(given);
          refresh();
        },
      });
    } finally {
      refresh();
    }
  });
  return {
    step,
    voucher,
    start: () => void run(false),
    switchChain: () => void run(true),
    reset,
  };
}
