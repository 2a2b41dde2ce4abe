import { useActivation } from '../../lib/activation.ts';
import type { ActivationStep } from './activation-flow.ts';
import { activationView } from './activation-view.ts';

const IDLE: ActivationStep = { kind: 'idle' };

/** The activation state to show, from the server's status and (on the card) the payment just sent. */
export function useActivationView(step: ActivationStep = IDLE) {
  const activation = useActivation();
  return { activation, view: activationView(activation.data, step) };
}
