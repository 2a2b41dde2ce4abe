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
  // Trading: the actions the viewer's relation allows.
  tradeActions: 'trade-actions',
  tradeLogin: 'trade-login',
  tradeSell: 'trade-sell',
  tradeModify: 'trade-modify',
  tradeCancel: 'trade-cancel',
  tradeBuy: 'trade-buy',
  tradeBlocked: 'trade-blocked',
  /** With the "top up 1 MDV" reason: the link to the activation card. */
  tradeActivate: 'trade-activate',
  // My assets (/accountAccount). Items carry data-asset-id and data-status.
  myAssets: 'my-assets',
  myAsset: 'my-asset',
} as const;

/** An attribute of the detail page: asset-attr-hp, asset-attr-att, … (spec field names). */
export const assetAttributeId = (name: string) => `asset-attr-${name}`;

/** A skill of the detail page by slot: asset-skill-1, asset-skill-2, … */
export const assetSkillId = (slot: number) => `asset-skill-${slot}`;
