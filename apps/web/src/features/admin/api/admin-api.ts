import { useMutation, useQuery } from '@tanstack/react-query';
import { type ChangeSettingsBody, marketSettingsSchema } from '@yuanlong/shared/market-settings';
import {
  adminWithdrawalsSchema,
  userDetailSchema,
  userSearchSchema,
} from '@yuanlong/shared/operator-controls';
import { failedGameCommandsSchema } from '@yuanlong/shared/operator-game-sync';
import { booksChecksSchema, booksSchema, opsHealthSchema } from '@yuanlong/shared/operator-health';
import {
  auditPageSchema,
  newOperatorSchema,
  type OperatorLoginBody,
  type OperatorRole,
  operatorSchema,
  operatorSessionSchema,
  operatorsSchema,
} from '@yuanlong/shared/operators';
import { z } from 'zod';
import { queryClient } from '../../../lib/query-client.ts';
import { adminRequest, operatorToken } from './admin-client.ts';

const ADMIN_KEY = ['admin'] as const;

/** The signed-in operator, or null without a session (no call is made without a token). */
export function useOperator() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'me'],
    queryFn: async () =>
      operatorToken.get() ? await adminRequest('/api/admin/me', operatorSchema).catch(() => null) : null,
    staleTime: 60_000,
  });
}

export function useSignIn() {
  return useMutation({
    mutationFn: (body: OperatorLoginBody) =>
      adminRequest('/api/admin/login', operatorSessionSchema, { method: 'POST', body }),
    onSuccess: (session) => {
      operatorToken.set(session.token);
      queryClient.setQueryData([...ADMIN_KEY, 'me'], session.operator);
    },
  });
}

export function useSignOut() {
  return useMutation({
    mutationFn: () => adminRequest('/api/admin/logout', z.null(), { method: 'POST' }).catch(() => null),
    onSettled: () => {
      operatorToken.clear();
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
      queryClient.setQueryData([...ADMIN_KEY, 'me'], null);
    },
  });
}

/** A page of the audit log, newest first (`before`: the id the page starts below). */
export function useAudit(before: number | undefined) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'audit', before ?? 'newest'],
    queryFn: () =>
      adminRequest(`/api/admin/audit?limit=50${before ? `&before=${before}` : ''}`, auditPageSchema),
  });
}

export function useOperators(enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'operators'],
    queryFn: () => adminRequest('/api/admin/operators', operatorsSchema),
    enabled,
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY });

export function useAddOperator() {
  return useMutation({
    mutationFn: (body: { name: string; role: OperatorRole }) =>
      adminRequest('/api/admin/operators', newOperatorSchema, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useChangeOperator() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; role?: OperatorRole; disabled?: boolean }) =>
      adminRequest(`/api/admin/operators/${id}`, operatorSchema, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** The market settings and their version (any operator). */
export function useSettings() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'settings'],
    queryFn: () => adminRequest('/api/admin/settings', marketSettingsSchema),
  });
}

/** Changes some groups of settings, as read at `version`; the audit log and the settings refresh. */
export function useChangeSettings() {
  return useMutation({
    mutationFn: (body: ChangeSettingsBody) =>
      adminRequest('/api/admin/settings', marketSettingsSchema, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** Users whose id, address, e-mail or invite code is `q` (no call for an empty search). */
export function useUserSearch(q: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'users', q],
    queryFn: () => adminRequest(`/api/admin/users?q=${encodeURIComponent(q)}`, userSearchSchema),
    enabled: q !== '',
  });
}

export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'user', id],
    queryFn: () => adminRequest(`/api/admin/users/${id}`, userDetailSchema),
    enabled: id !== null,
  });
}

export function useHeldWithdrawals() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'withdrawals', 'held'],
    queryFn: () => adminRequest('/api/admin/withdrawals/held', adminWithdrawalsSchema),
    refetchInterval: 30_000,
  });
}

/** One of the console's actions on a player, a withdrawal or a listing; everything shown refreshes. */
export function useControl() {
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      adminRequest(path, z.unknown(), { method: 'POST', body: body ?? {} }),
    onSuccess: refresh,
  });
}

/** The game outbox's failed commands (any operator looks; support retries or resolves through useControl). */
export function useFailedGameCommands() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'game-commands', 'failed'],
    queryFn: () => adminRequest('/api/admin/game-commands/failed', failedGameCommandsSchema),
    refetchInterval: 30_000,
  });
}

/** The chain watcher, the payout wallet and its runway, the queue depths (any operator). */
export function useOpsHealth() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'health'],
    queryFn: () => adminRequest('/api/admin/health', opsHealthSchema),
    refetchInterval: 30_000,
  });
}

/** The reconciliation's schedule, its latest recorded report and its recent runs. */
export function useBooksChecks() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'books'],
    queryFn: () => adminRequest('/api/admin/books/checks', booksChecksSchema),
    refetchInterval: 60_000,
  });
}

/** Runs the reconciliation now (recorded: the history shows it). */
export function useRunBooks() {
  return useMutation({
    mutationFn: () => adminRequest('/api/admin/books', booksSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'books'] }),
  });
}
