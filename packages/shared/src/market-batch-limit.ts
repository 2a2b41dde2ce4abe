/** Most items in one cart or bulk request (the `batchSize` message names it). Kept free of zod for the web's first load. */
export const MARKET_BATCH_MAX = 30;
