import { buildGameApp } from './app.ts';
import { loadGameConfig } from './config.ts';
import { openGameStore } from './store.ts';

// The reference game as its own process (started by `npm start` beside the market).
const config = loadGameConfig();
const store = await openGameStore(config);
const { app } = await buildGameApp(config, store);
const address = await app.listen({ port: config.port, host: config.host });
// The parent (scripts/start.mjs, tests) reads this line for the URL.
console.log(`GAME_LISTENING ${address}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await store.close();
    process.exit(0);
  });
}
