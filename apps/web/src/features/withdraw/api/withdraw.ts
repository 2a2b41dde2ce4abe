import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Withdrawals, type WithdrawBody, withdrawalSchema } from '@yuanlong/shared/withdraw';
import { apiPost } from '../../../lib/api-client.ts';
import { USER_INFO_KEY } from '../../../lib/user-info.ts';
import { WITHDRAWALS_QUERY_KEY } from './get-withdrawals.ts';

/** POST /api/user/withdraw: asks for a payout of the amount to the account's wallet; answers it queued. */
export function withdraw(body: WithdrawBody) {
  return apiPost('/api/user/withdraw', { body, schema: withdrawalSchema });
}

/**
 * A withdrawal request. The new one joins the list at once; success or refusal (e.g. the 24-hour
 * rule), the list and its rules and the balances (the amount is frozen now) are read again.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSuccess: (created) =>
      queryClient.setQueryData<Withdrawals>(WITHDRAWALS_QUERY_KEY, (old) =>
        old ? { ...old, items: [created, ...old.items.filter((w) => w.id !== created.id)] } : old,
      ),
    // Not awaited: the dialog shows the answer at once, the list and balances follow.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: WITHDRAWALS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });
}
