import { createOpenFlag } from '../../lib/open-flag.ts';

// One roles dialog in the shell; the top bar, the drawer and the no-role prompt open it.
const dialog = createOpenFlag();

/** Opens or closes the roles dialog. */
export const setRolesDialogOpen = dialog.set;

/** Whether the roles dialog is open, re-rendering when it changes. */
export const useRolesDialogOpen = dialog.useOpen;
