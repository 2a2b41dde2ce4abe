import { queryClient } from '../../../lib/query-client.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** After a settings change the user info (e-mail, password states, nickname) is loaded again. */
export function invalidateUser(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
}
