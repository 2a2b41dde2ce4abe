import { createOpenFlag } from './open-flag.ts';

// The mobile drawer lives in the shell; the market page opens it from its "Filters" button.
const drawer = createOpenFlag();

/** Opens or closes the mobile drawer. */
export const setDrawerOpen = drawer.set;

/** Whether the mobile drawer is open, re-rendering when it changes. */
export const useDrawerOpen = drawer.useOpen;
