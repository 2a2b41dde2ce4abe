/**
 * Resolves in a task of its own: the browser may paint and handle input in between. Start-up work
 * split at such points runs as several short tasks instead of one long one (Lighthouse's blocking
 * time counts each task's time over 50 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
