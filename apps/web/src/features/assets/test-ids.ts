/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const ASSETS_TEST_IDS = {
  // Asset detail (/cardDetail, /dragonDetail).
  assetDetail: 'asset-detail',
  assetHistory: 'asset-history',
  assetNotFound: 'asset-not-found',
  assetNoId: 'asset-no-id',
  assetKind: 'asset-kind',
  assetGrade: 'asset-grade',
  assetStar: 'asset-star',
  assetCamp: 'asset-camp',
  assetElement: 'asset-element',
  assetOwner: 'asset-owner',
  assetStatus: 'asset-status',
  assetLocation: 'asset-location',
  assetPrice: 'asset-price',
  assetAttributes: 'asset-attributes',
  assetSkills: 'asset-skills',
  dragonInfo: 'dragon-info',
  dragonState: 'dragon-state',
  priceChart: 'price-chart',
  priceChartEmpty: 'price-chart-empty',
  ownershipHistory: 'ownership-history',
  ownershipRow: 'ownership-row',
  // Trading: the actions the viewer's relation allows, and their dialogs.
  tradeActions: 'trade-actions',
  tradeLogin: 'trade-login',
  tradeSell: 'trade-sell',
  tradeModify: 'trade-modify',
  tradeCancel: 'trade-cancel',
  tradeBuy: 'trade-buy',
  tradeBlocked: 'trade-blocked',
  /** With the "top up 1 MDV" reason: the link to the activation card. */
  tradeActivate: 'trade-activate',
  sellDialog: 'sell-dialog',
  sellPrice: 'sell-price',
  sellCoin: 'sell-coin',
  sellFee: 'sell-fee',
  sellReceive: 'sell-receive',
  sellSubmit: 'sell-submit',
  cancelDialog: 'cancel-dialog',
  cancelConfirm: 'cancel-confirm',
  buyDialog: 'buy-dialog',
  buyPrice: 'buy-price',
  buyFee: 'buy-fee',
  buyBalance: 'buy-balance',
  buyBalanceAfter: 'buy-balance-after',
  buyPassword: 'buy-password',
  buySubmit: 'buy-submit',
  buyNoFundPassword: 'buy-no-fund-password',
  // My assets (/accountAccount). Tabs are myAssetsTabId(key); items carry data-asset-id.
  myAssets: 'my-assets',
  myAsset: 'my-asset',
  balances: 'balances',
} as const;

/** An attribute of the detail page: asset-attr-hp, asset-attr-att, … (spec field names). */
export const assetAttributeId = (name: string) => `asset-attr-${name}`;

/** A skill of the detail page by slot: asset-skill-1, asset-skill-2, … */
export const assetSkillId = (slot: number) => `asset-skill-${slot}`;

/** My-assets tabs: my-assets-tab-cards, -hero, -equip, -pet, -stone, -dragon. */
export const myAssetsTabId = (key: string) => `my-assets-tab-${key}`;

/** A coin's balance row: balance-MDS, with balance-MDS-available and balance-MDS-frozen inside. */
export const balanceId = (coin: string, part?: 'available' | 'frozen') =>
  part ? `balance-${coin}-${part}` : `balance-${coin}`;
