// The measured page's main-thread tasks in a Lighthouse trace: Lighthouse's simulated blocking time
// multiplies each task's wall time (4× for the mobile profile), so a task that waits for a core
// counts as much as one that computes. Wall time against CPU time tells how much of it was waiting.

/** Main-thread tasks of at least `minMs` after the page's navigation: their wall and CPU ms. */
export function longTaskTimes(traceEvents, minMs = 10) {
  const navigation = traceEvents
    .filter((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''))
    .at(-1);
  if (!navigation) return { count: 0, wallMs: 0, cpuMs: 0 };
  const tasks = traceEvents.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === navigation.pid &&
      e.tid === navigation.tid &&
      e.ts >= navigation.ts &&
      e.dur >= minMs * 1000,
  );
  const sum = (pick) => Math.round(tasks.reduce((total, e) => total + (pick(e) ?? 0), 0) / 1000);
  return { count: tasks.length, wallMs: sum((e) => e.dur), cpuMs: sum((e) => e.tdur) };
}
