// `react` in the production build (react-on-preact.ts): preact/compat, the same components at a
// fifth of react-dom's weight on the first load.
// preact/compat lacks React 19's useOptimistic, which react-router's RouterProvider calls on
// every render; it only uses the optimistic state when `useTransitions` is on, which this app
// never sets, so the committed state is the right answer.
export * from 'preact/compat';
export { default } from 'preact/compat';

/** @template S @param {S} state @returns {[S, (action: unknown) => void]} */
export function useOptimistic(state) {
  return [state, () => undefined];
}
