import { useSyncExternalStore } from 'react';

export type ToastKind = 'error' | 'success' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/**
 * How long a toast stays on screen, by kind: an error twice as long as news, since it says what
 * went wrong and may come just before a slow page change (an unknown invite code at sign-in).
 */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { error: 10_000, success: 5000, info: 5000 };
const MAX_TOASTS = 4;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Removes a toast. */
export function dismissToast(id: number): void {
  update(toasts.filter((t) => t.id !== id));
}

/** Shows a message; the same message already on screen is not shown twice. */
export function showToast(message: string, kind: ToastKind = 'info'): void {
  if (toasts.some((t) => t.message === message && t.kind === kind)) return;
  const id = nextId++;
  update([...toasts, { id, kind, message }].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS[kind]);
}

/** The toasts on screen now. */
export function getToasts(): readonly Toast[] {
  return toasts;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen, re-rendering when they change. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
