/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const INVITE_TEST_IDS = {
  inviteCard: 'invite-card',
  accountTickets: 'account-tickets',
  inviteQr: 'invite-qr',
  inviteCode: 'invite-code',
  inviteCopyCode: 'invite-copy-code',
  inviteLink: 'invite-link',
  inviteCopyLink: 'invite-copy-link',
  inviteTickets: 'invite-tickets',
  inviteList: 'invite-list',
  inviteCounts: 'invite-counts',
  inviteEmpty: 'invite-empty',
  inviteeRow: 'invitee-row',
  invitePager: 'invite-pager',
} as const;
