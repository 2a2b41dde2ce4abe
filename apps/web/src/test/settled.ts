/** Whether `promise` has settled once the pending microtasks have run (for tests with fake timers). */
export async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return done;
}
