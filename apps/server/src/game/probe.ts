/** Whether the game answers now (for /api/ready). */
export type GameProbe = () => Promise<{ url: string; reachable: boolean; error: string | null }>;

/** Asks the game's unsigned `GET /v1/health` (at most `timeoutMs`, capped at 2 s). */
export function createGameProbe(baseUrl: string, timeoutMs: number): GameProbe {
  const url = `${baseUrl.replace(/\/+$/, '')}/v1/health`;
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
