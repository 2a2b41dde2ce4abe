/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const NFT_DEPOSIT_TEST_IDS = {
  nftDepositOpen: 'nft-deposit-open',
  nftDepositDialog: 'nft-deposit-dialog',
  nftDepositSubmit: 'nft-deposit-submit',
  nftDepositStep: 'nft-deposit-step',
  nftDepositError: 'nft-deposit-error',
  nftDepositDone: 'nft-deposit-done',
} as const;
