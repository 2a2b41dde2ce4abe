import type { PublicClient } from 'viem';

/** The RPC serves another chain than CHAIN_ID: the job does nothing against it. */
export class WrongChainError extends Error {}

/**
 * Checks that the RPC serves the configured chain before a job acts on it: once, and again
 * after every failed pass (a failure may mean that the fallback moved to another endpoint,
 * which may serve another chain).
 */
export class ChainIdGuard {
  private checked = false;

  constructor(
    private readonly client: PublicClient,
    private readonly chainId: number,
    /** Names the job in the error, e.g. "chain watcher". */
    private readonly job: string,
  ) {}

  /** Throws WrongChainError when the RPC's chain id is not the configured one. */
  async check(): Promise<void> {
    if (this.checked) return;
    const actual = await this.client.getChainId();
    if (actual !== this.chainId) {
      throw new WrongChainError(
        `the RPC serves chain ${actual}, but CHAIN_ID is ${this.chainId}: the ${this.job} does nothing until CHAIN_RPC_URL or CHAIN_ID is corrected`,
      );
    }
    this.checked = true;
  }

  /** Runs `work` after the check; a failure makes the next call check again. */
  async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      await this.check();
      return await work();
    } catch (error) {
      this.checked = false;
      throw error;
    }
  }
}
