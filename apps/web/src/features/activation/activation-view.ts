import type { Activation } from '@yuanlong/shared/activation';
import type { ActivationStep } from './activation-flow.ts';

/** What the activation card shows: the server's status, plus a payment this page just sent. */
export type ActivationView =
  | { kind: 'loading' }
  /** The server has no Activation contract to pay (no deployment configured). */
  | { kind: 'unavailable' }
  /** `failedTx`: the last reported payment reverted on chain (pay again). */
  | { kind: 'notActivated'; failedTx: string | null }
  | { kind: 'activating'; txHash: string | null; confirmations: number; required: number }
  | { kind: 'activated'; txHash: string | null };

/** The hash of a payment this page sent (from `reporting` on). */
function sentHash(step: ActivationStep): string | null {
  return step.kind === 'reporting' || step.kind === 'sent' ? step.hash : null;
}

/**
 * The card's state. The server decides (activated once the event has its confirmations); until
 * it has seen a payment this page just sent, that payment is shown as activating with 0 of N.
 */
export function activationView(server: Activation | undefined, step: ActivationStep): ActivationView {
  if (!server) return { kind: 'loading' };
  const { required } = server;
  if (server.state === 'activated') return { kind: 'activated', txHash: server.tx_hash };
  if (server.state === 'activating') {
    const confirmations = Math.min(server.confirmations, required);
    return { kind: 'activating', txHash: server.tx_hash ?? sentHash(step), confirmations, required };
  }
  const sent = sentHash(step);
  const failed = server.failed ? server.tx_hash : null;
  if (sent && sent.toLowerCase() !== failed?.toLowerCase()) {
    return { kind: 'activating', txHash: sent, confirmations: 0, required };
  }
  if (!server.contract || !server.coin.address) return { kind: 'unavailable' };
  return { kind: 'notActivated', failedTx: failed };
}
