/**
 * Waits until the game holds the demo catalogue: a first start tells the reference game of every
 * seeded asset through the outbox (some thousands of commands), so the tests start on a product
 * whose game is caught up, and their own commands are not queued behind the catalogue's.
 * Runs after the web server is up.
 */
export default async function globalSetup() {
  const url = `http://127.0.0.1:${process.env.E2E_PORT}/api/dev/game/outbox?state=pending`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const body = (await (await fetch(url)).json()) as { code: number; data: unknown[] };
    if (body.code === 200 && body.data.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('the game did not take in the demo catalogue within 5 minutes');
}
