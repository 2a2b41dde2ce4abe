/**
 * Confirmations of a transaction mined in `block` when the chain's head is `head`: the block itself
 * counts (as the server's watcher counts them), capped at `required`.
 */
export function confirmationsOf(head: bigint, block: bigint, required: number): number {
  if (head < block) return 0;
  const count = head - block + 1n;
  return count >= BigInt(required) ? required : Number(count);
}

/** Progress of the confirmations as a whole percentage (0-100) for the bar. */
export function confirmationPercent(confirmations: number, required: number): number {
  if (required <= 0) return 100;
  return Math.round((Math.min(Math.max(confirmations, 0), required) / required) * 100);
}

/**
 * Confirmations to show while a sent transaction is followed: 0 until it is mined, n of N while
 * confirming, then N while the server finishes what it started (credit, move).
 */
export function waitingConfirmations(
  step: { kind: string; confirmations?: number },
  required: number,
): number {
  if (step.kind === 'mining') return 0;
  return step.kind === 'confirming' ? (step.confirmations ?? 0) : required;
}

/** The expected time left of a wait: the confirmations to go × the chain's block time (0 when done). */
export function waitTimeLeftMs(confirmations: number, required: number, blockMs: number): number {
  return Math.max(required - confirmations, 0) * blockMs;
}
