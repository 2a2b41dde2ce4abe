import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One wallet flow at a time for a component: its step (from `idle`), `run(...args)` that calls
 * `flow` with a signal aborted when the component goes, and `reset` back to `idle` (not while one
 * runs). `flow` may change from render to render; the latest one runs.
 */
export function useFlowRun<S, A extends unknown[]>(
  idle: S,
  flow: (setStep: (step: S) => void, signal: AbortSignal, ...args: A) => Promise<void>,
) {
  const [step, setStep] = useState<S>(idle);
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(flow);
  latest.current = flow;
  useEffect(() => () => controller.current?.abort(), []);
  const run = useCallback(async (...args: A) => {
    if (running.current) return;
    running.current = true;
    controller.current = new AbortController();
    try {
      await latest.current(setStep, controller.current.signal, ...args);
    } finally {
      running.current = false;
    }
  }, []);
  const reset = useCallback(() => {
    if (!running.current) setStep(idle);
  }, [idle]);
  return { step, run, reset };
}
