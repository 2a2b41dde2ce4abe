import { useCallback, useRef, useState } from 'react';
import { type Connector, useConfig } from 'wagmi';
import { runWalletSignIn, type SignInStep, submitSignInCode } from './sign-in-flow.ts';
import { wagmiSignInDeps } from './wagmi-deps.ts';

type Done = Extract<SignInStep, { kind: 'done' }>;

/** The wallet sign-in for a component: its step, `start` (optionally with a picked wallet), `switchChain` and `submitCode` (the second factor). */
export function useWalletSignIn(onSignedIn: (result: Done) => void) {
  const config = useConfig();
  const [step, setStep] = useState<SignInStep>({ kind: 'idle' });
  const running = useRef(false);
  const run = useCallback(
    async (options: { connector?: Connector; switchChain?: boolean; signal?: AbortSignal }) => {
      if (running.current) return;
      running.current = true;
      try {
        const last = await runWalletSignIn(wagmiSignInDeps(config, options.connector), setStep, options);
        if (last.kind === 'done') onSignedIn(last);
      } finally {
        running.current = false;
      }
    },
    [config, onSignedIn],
  );
  const submitCode = useCallback(
    async (code: string) => {
      if (running.current || step.kind !== 'needsCode') return;
      running.current = true;
      try {
        const last = await submitSignInCode(wagmiSignInDeps(config), step, code, setStep);
        if (last.kind === 'done') onSignedIn(last);
      } finally {
        running.current = false;
      }
    },
    [config, onSignedIn, step],
  );
  return {
    step,
    /** Signs in with `connector` (default: the wallet used last); `signal` gives up while connecting. */
    start: (connector?: Connector, signal?: AbortSignal) => void run({ connector, signal }),
    switchChain: () => void run({ switchChain: true }),
    submitCode: (code: string) => void submitCode(code),
  };
}
