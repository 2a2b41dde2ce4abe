import { OnDemand } from '../../../components/on-demand.tsx';
import { setRolesDialogOpen, useRolesDialogOpen } from '../roles-dialog-state.ts';

const loadPanel = () => import('./roles-dialog-panel.tsx').then((m) => m.RolesDialogPanel);
const close = () => setRolesDialogOpen(false);

/** The roles dialog of the shell, fetched the first time something opens it. */
export function RolesDialog() {
  return <OnDemand open={useRolesDialogOpen()} load={loadPanel} props={{}} onFailed={close} />;
}
