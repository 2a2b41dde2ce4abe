/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const INVITE_TEST_IDS = {
  inviteCard: 'invite-card',
  inviteCopyCode: 'invite-copy-code',
  inviteCopyLink: 'invite-copy-link',
  inviteList: 'invite-list',
  invitePager: 'invite-pager',
} as const;
