import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig } from 'wagmi';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { USER_QUERY_KEY } from '../../lib/user-info.ts';
import { type NftDepositRequest, type NftDepositStep, runNftDeposit } from './nft-deposit-flow.ts';
import { wagmiNftDepositDeps } from './wagmi-deps.ts';

const IDLE: NftDepositStep = { kind: 'idle' };

/** The deposit of one wallet NFT to the game for a component: its step, `start()`, `switchChain()`, `reset`. */
export function useNftDeposit(request: NftDepositRequest) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<NftDepositStep>(IDLE);
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const { assetId } = request;
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.asset(assetId) });
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [assetId, queryClient]);
  const run = useCallback(
    async (switchChain: boolean) => {
      if (running.current) return;
      running.current = true;
      controller.current = new AbortController();
      try {
        await runNftDeposit(
          wagmiNftDepositDeps(config, queryClient),
          request,
          (s) => {
            setStep(s);
            if (s.kind === 'confirming' && s.confirmations === 1) refresh();
          },
          { switchChain, signal: controller.current.signal },
        );
      } finally {
        running.current = false;
        refresh();
      }
    },
    [config, queryClient, request, refresh],
  );
  const reset = useCallback(() => {
    if (!running.current) setStep(IDLE);
  }, []);
  return { step, start: () => void run(false), switchChain: () => void run(true), reset };
}
