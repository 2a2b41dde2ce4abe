// Who buys what in the purchase benchmark, shared by the HTTP load (buy-load.mjs) and the floor
// (buy-floor.mjs) so both run the same sequence: each connection buys with buyers of its own in
// turn (a buyer never has two purchases in flight), each purchase takes the next listing nobody
// was handed yet; with a race share, every (1 / share)-th purchase aims instead at the listing
// just handed to another connection, whose buyer is most likely buying it at that moment.

/**
 * `plan.buyers`: [{ token, userId }]; `plan.listings`: [{ id, price, coin, serverId }] in the
 * order to buy them. Returns next(connection) → { buyer, listing, raced }, or undefined once
 * the fresh listings are used up.
 */
export function createPlan({ buyers, listings, connections, raceShare = 0 }) {
  const perConnection = Math.floor(buyers.length / connections);
  if (perConnection < 1) throw new Error(`${buyers.length} buyers for ${connections} connections`);
  const turns = new Array(connections).fill(0);
  const raceEvery = raceShare > 0 ? Math.round(1 / raceShare) : 0;
  let fresh = 0;
  let issued = 0;
  let last; // { connection, listing }: the listing handed out most recently
  return (connection) => {
    const buyer = buyers[connection + connections * (turns[connection]++ % perConnection)];
    issued += 1;
    if (raceEvery && issued % raceEvery === 0 && last && last.connection !== connection) {
      return { buyer, listing: last.listing, raced: true };
    }
    const listing = listings[fresh++];
    if (!listing) return undefined;
    last = { connection, listing };
    return { buyer, listing, raced: false };
  };
}

/**
 * The address connection `c` buys from (127.0.0.0/8 is all loopback): players come from
 * addresses of their own, so the per-IP write limit is not one row every purchase updates.
 */
export const addressOf = (c) => `127.1.${Math.floor(c / 250)}.${(c % 250) + 1}`;

/** The request body of a purchase (POST /api/card/buy): the price and coin seen, the fund password. */
export const buyBody = (listing, password) => ({
  id: listing.id,
  pay_password: password,
  expected_price: listing.price,
  coin: listing.coin,
});

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

/** Latency percentiles (ms) of a list of durations. */
export function latencySummary(values) {
  const sorted = Float64Array.from(values).sort();
  const at = (p) => +percentile(sorted, p).toFixed(1);
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
}

/**
 * A measurement of purchases: call `record(status, ms, raced)` for each answer; `result()` gives
 * purchases/s (answers 200 in the measured window), answers by status, latencies of all answers.
 */
export function createTally() {
  const latencies = [];
  const statuses = {};
  let bought = 0;
  let racedBought = 0;
  let racedConflicts = 0;
  let answered = 0;
  let measuring = false;
  let from = 0n;
  let to = 0n;
  return {
    start() {
      measuring = true;
      from = process.hrtime.bigint();
    },
    stop() {
      if (measuring) to = process.hrtime.bigint();
      measuring = false;
    },
    get measuring() {
      return measuring;
    },
    record(status, ms, raced) {
      answered += 1;
      if (!measuring) return;
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 200) {
        bought += 1;
        if (raced) racedBought += 1;
      } else if (status === 409 && raced) racedConflicts += 1;
    },
    result() {
      const seconds = Number((to || process.hrtime.bigint()) - from) / 1e9;
      return {
        seconds: +seconds.toFixed(2),
        purchasesPerSecond: +(bought / seconds).toFixed(1),
        answersPerSecond: +(latencies.length / seconds).toFixed(1),
        bought,
        racedBought,
        racedConflicts,
        statuses,
        answered,
        ...latencySummary(latencies),
      };
    },
  };
}

/**
 * Runs `connections` loops of `buy(step)` (each awaits one purchase: its HTTP status) for
 * warm-up + measured seconds; stops early when the listings run out.
 */
export async function runPurchases({ next, connections, seconds, warmup, buy }) {
  const tally = createTally();
  let stopped = false;
  let ranOut = false;
  const loop = async (connection) => {
    while (!stopped) {
      const step = next(connection);
      if (!step) {
        ranOut = true;
        return;
      }
      const started = process.hrtime.bigint();
      const status = await buy(step);
      tally.record(status, Number(process.hrtime.bigint() - started) / 1e6, step.raced);
    }
  };
  const warm = setTimeout(() => tally.start(), warmup * 1000);
  const end = setTimeout(
    () => {
      tally.stop();
      stopped = true;
    },
    (warmup + seconds) * 1000,
  );
  await Promise.all(Array.from({ length: connections }, (_, c) => loop(c)));
  clearTimeout(warm);
  clearTimeout(end);
  tally.stop();
  return { ...tally.result(), ranOut };
}
