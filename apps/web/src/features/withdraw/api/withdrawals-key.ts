import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/**
 * Under the user's key: dropped at logout with the rest of the user's data. A file of its own:
 * the live stream's code, on every page, needs only this.
 */
export const WITHDRAWALS_QUERY_KEY = [...USER_QUERY_KEY, 'withdrawals'] as const;
