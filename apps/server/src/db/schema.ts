/** The whole database schema: one file per area; every table is re-exported here for drizzle-kit and queries. */
export * from './schema-accounts.ts';
export * from './schema-auction.ts';
export * from './schema-catalogue.ts';
export * from './schema-chain.ts';
export * from './schema-claim.ts';
export * from './schema-events.ts';
export * from './schema-game.ts';
export * from './schema-ledger.ts';
export * from './schema-legion.ts';
export * from './schema-mail.ts';
export * from './schema-market.ts';
export * from './schema-notify.ts';
export * from './schema-offers.ts';
export * from './schema-players.ts';
export * from './schema-reports.ts';
export * from './schema-site.ts';
export * from './schema-withdraw.ts';
