import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig } from 'wagmi';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { USER_QUERY_KEY } from '../../lib/user-info.ts';
import { AUCTION_KEYS } from './api/auction-api.ts';
import { type AuctionPlan, type AuctionStep, runAuctionTx } from './auction-flow.ts';
import { wagmiAuctionDeps } from './wagmi-deps.ts';

const IDLE: AuctionStep = { kind: 'idle' };

/**
 * One NFT111 transaction at a time for a component: its step, `start(plan)`, the wrong-network
 * prompt's `switchChain()` (the same plan again) and `reset`. A second start while one runs does
 * nothing, so nothing is sent twice; the wait stops when the component goes.
 */
export function useAuctionTx(assetId: number | null) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<AuctionStep>(IDLE);
  const running = useRef(false);
  const lastPlan = useRef<AuctionPlan | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: AUCTION_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.market });
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    if (assetId !== null) void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.asset(assetId) });
  }, [assetId, queryClient]);
  const run = useCallback(
    async (plan: AuctionPlan, switchChain: boolean) => {
      if (running.current) return;
      running.current = true;
      lastPlan.current = plan;
      controller.current = new AbortController();
      const report = plan.report;
      try {
        await runAuctionTx(
          wagmiAuctionDeps(config),
          {
            ...plan,
            async report(hash) {
              const answer = await report(hash);
              refresh();
              return answer;
            },
          },
          setStep,
          { switchChain, signal: controller.current.signal },
        );
      } finally {
        running.current = false;
        refresh();
      }
    },
    [config, refresh],
  );
  const reset = useCallback(() => {
    if (!running.current) setStep(IDLE);
  }, []);
  return {
    step,
    start: (plan: AuctionPlan) => void run(plan, false),
    switchChain: () => {
      if (lastPlan.current) void run(lastPlan.current, true);
    },
    reset,
  };
}

export type AuctionTx = ReturnType<typeof useAuctionTx>;
