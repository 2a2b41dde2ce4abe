import { useQueryClient } from '@tanstack/react-query';
import { useConfig } from 'wagmi';
import { useFlowRun } from '../../lib/chain-tx/use-flow-run.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { USER_QUERY_KEY } from '../../lib/user-info.ts';
import { type NftDepositRequest, type NftDepositStep, runNftDeposit } from './nft-deposit-flow.ts';
import { wagmiNftDepositDeps } from './wagmi-deps.ts';

const IDLE: NftDepositStep = { kind: 'idle' };

/** The deposit of one wallet NFT to the game for a component: its step, `start()`, `switchChain()`, `reset`. */
export function useNftDeposit(request: NftDepositRequest) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.asset(request.assetId) });
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };
  const { step, run, reset } = useFlowRun(IDLE, async (setStep, signal, switchChain: boolean) => {
    try {
      await runNftDeposit(
        wagmiNftDepositDeps(config, queryClient),
        request,
        (s) => {
          setStep(s);
          if (s.kind === 'confirming' && s.confirmations === 1) refresh();
        },
        { switchChain, signal },
      );
    } finally {
      refresh();
    }
  });
  return { step, start: () => void run(false), switchChain: () => void run(true), reset };
}
