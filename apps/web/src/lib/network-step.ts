/** The steps of a wallet flow that wait on the network: the switch prompt, or the switch under way. */
export type NetworkStep =
  | { kind: 'wrongChain'; chainId: number; targetChainId: number; switchRejected?: boolean }
  | { kind: 'switching'; chainId: number; targetChainId: number };

/** True when a flow's step is waiting on the network (the "Switch network" prompt shows). */
export function isNetworkStep(step: { kind: string }): step is NetworkStep {
  return step.kind === 'wrongChain' || step.kind === 'switching';
}
