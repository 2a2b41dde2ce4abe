/**
 * A read that may fail for a moment while a sent transaction is followed (the RPC or the API
 * hiccups): undefined then, and the caller reads again; the transaction is on the chain whatever
 * a read says. `flow` names who waits, in the log.
 */
export async function attempt<T>(read: () => Promise<T>, flow: string): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    console.warn(`A read failed while the ${flow} waits; trying again`, error);
    return undefined;
  }
}

/**
 * After a transaction's confirmations: reads the server (`read`) every `everyMs` until `isDone`
 * says it shows the transaction's effect, and answers that read; undefined once the signal aborts
 * (the page went away). A failed read is read again (see `attempt`).
 */
export async function pollUntil<T>(
  deps: {
    /** Waits `ms`, or less when the signal aborts. */
    sleep(ms: number, signal?: AbortSignal): Promise<void>;
  },
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  { everyMs, signal, flow }: { everyMs: number; signal?: AbortSignal; flow: string },
): Promise<{ value: T } | undefined> {
  while (!signal?.aborted) {
    const value = await attempt(read, flow);
    if (value !== undefined && isDone(value)) return { value };
    await deps.sleep(everyMs, signal);
  }
  return undefined;
}
