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
