/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const ROLES_TEST_IDS = {
  roleButtonLabel: 'role-button-label',
  noRolePrompt: 'no-role-prompt',
  noRoleCreate: 'no-role-create',
  noRoleDismiss: 'no-role-dismiss',
  rolesDialog: 'roles-dialog',
  rolesLoading: 'roles-loading',
  rolesError: 'roles-error',
  rolesRetry: 'roles-retry',
  rolesEmpty: 'roles-empty',
  rolesList: 'roles-list',
  serversEmpty: 'servers-empty',
  serversAllTaken: 'servers-all-taken',
  roleName: 'role-name',
  roleCreate: 'role-create',
} as const;

/** One of my roles in the roles dialog: role-2 (server id), with role-2-switch when not played now. */
export const roleItemId = (serverId: number) => `role-${serverId}`;

/** A server of the create-role list: server-option-2 (data-has-role tells whether I have a role there). */
export const serverOptionId = (serverId: number) => `server-option-${serverId}`;
