/** Whether the game answers now (for /api/ready). */
export type GameProbe = () => Promise<{ url: string; reachable: boolean; error: string | null }>;

/**
 * Asks the game's unsigned `GET /v1/health` (at most `timeoutMs`, capped at 2 s). The answer names
 * the game by its origin only: /api/ready is public, GAME_API_URL may carry credentials or a path.
 */
export function createGameProbe(gameApiUrl: string, timeoutMs: number): GameProbe {
  const url = `${gameApiUrl.replace(/\/+$/, '')}/v1/health`;
  const baseUrl = new URL(gameApiUrl).origin;
  return async () => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.min(timeoutMs, 2_000)) });
      await response.body?.cancel();
      return response.ok
        ? { url: baseUrl, reachable: true, error: null }
        : { url: baseUrl, reachable: false, error: `HTTP ${response.status}` };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      return { url: baseUrl, reachable: false, error: cause?.code ?? (error as Error).name ?? 'unreachable' };
    }
  };
}
