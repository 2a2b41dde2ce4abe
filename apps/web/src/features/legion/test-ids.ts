/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const LEGION_TEST_IDS = {
  legionLevel: 'legion-level',
  legionLevelName: 'legion-level-name',
  legionPoints: 'legion-points',
  legionClaimable: 'legion-claimable',
  legionNextClaim: 'legion-next-claim',
  legionClaim: 'legion-claim',
  legionRules: 'legion-rules',
  legionRankMonth: 'legion-rank-month',
  legionMyRank: 'legion-my-rank',
  legionRankEmpty: 'legion-rank-empty',
  legionRankRow: 'legion-rank-row',
  legionHistoryEmpty: 'legion-history-empty',
  legionHistoryRow: 'legion-history-row',
  legionHistoryPager: 'legion-history-pager',
} as const;
