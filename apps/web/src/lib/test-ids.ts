/**
 * Stable data-testid values for browser tests. Components use these constants; tests may use the
 * strings. Functions build ids for repeated items.
 */
export const TEST_IDS = {
  skipLink: 'skip-link',
  topbar: 'topbar',
  logo: 'logo',
  navMarket: 'nav-market',
  navAccount: 'nav-account',
  navLogin: 'nav-login',
  appDownload: 'app-download',
  downloadDialog: 'download-dialog',
  downloadQr: 'download-qr',
  downloadLink: 'download-link',
  downloadUnavailable: 'download-unavailable',
  walletAddress: 'wallet-address',
  logout: 'logout',
  logoutDialog: 'logout-dialog',
  logoutConfirm: 'logout-confirm',
  logoutCancel: 'logout-cancel',
  dialogClose: 'dialog-close',
  drawerOpen: 'drawer-open',
  drawer: 'drawer',
  drawerClose: 'drawer-close',
  drawerMarket: 'drawer-market',
  drawerLogin: 'drawer-login',
  drawerLogout: 'drawer-logout',
  accountNav: 'account-nav',
  footer: 'footer',
  footerWebsite: 'footer-website',
  footerTwitter: 'footer-twitter',
  footerTelegram: 'footer-telegram',
  langSwitch: 'lang-switch',
  pageTitle: 'page-title',
  pageLoading: 'page-loading',
  navProgress: 'nav-progress',
  chunkRetry: 'chunk-retry',
  chunkRetryButton: 'chunk-retry-button',
  toastRegion: 'toast-region',
  toast: 'toast',
  toastDismiss: 'toast-dismiss',
  loginTabWallet: 'login-tab-wallet',
  loginTabEmail: 'login-tab-email',
  loginPanel: 'login-panel',
  loginForget: 'login-forget',
  marketFilters: 'market-filters',
  // Sign-in. Every Field's error is `${id}-error`; a code field's send button is `${id}-send`.
  loginInvite: 'login-invite',
  loginEmail: 'login-email',
  loginPassword: 'login-password',
  loginSubmit: 'login-submit',
  walletConnect: 'wallet-connect',
  walletError: 'wallet-error',
  walletWrongNetwork: 'wallet-wrong-network',
  walletSwitchNetwork: 'wallet-switch-network',
  walletSwitchRejected: 'wallet-switch-rejected',
  accountAbnormalDialog: 'account-abnormal-dialog',
  abnormalLoginAddress: 'abnormal-login-address',
  abnormalWalletAddress: 'abnormal-wallet-address',
  abnormalSignIn: 'abnormal-sign-in',
  abnormalSwitchBack: 'abnormal-switch-back',
  abnormalSwitchHint: 'abnormal-switch-hint',
  forgetEmail: 'forget-email',
  forgetCode: 'forget-code',
  forgetPassword: 'forget-password',
  forgetRepeat: 'forget-repeat',
  forgetSubmit: 'forget-submit',
  forgetBack: 'forget-back',
  // Slider captcha.
  captchaDialog: 'captcha-dialog',
  captchaLoading: 'captcha-loading',
  captchaBackground: 'captcha-background',
  captchaPiece: 'captcha-piece',
  captchaTrack: 'captcha-track',
  captchaSlider: 'captcha-slider',
  captchaStatus: 'captcha-status',
  captchaRefresh: 'captcha-refresh',
  // Settings; the login and fund password forms use settingFieldId.
  settingLoading: 'setting-loading',
  settingProfile: 'setting-profile',
  settingAddress: 'setting-address',
  settingEmailValue: 'setting-email-value',
  settingNicknameValue: 'setting-nickname-value',
  settingSummaryPassword: 'setting-summary-password',
  settingSummaryPayPassword: 'setting-summary-paypwd',
  settingNicknameCard: 'setting-nickname-card',
  settingNickname: 'setting-nickname',
  settingNicknameSave: 'setting-nickname-save',
  settingEmailCard: 'setting-email-card',
  settingEmailCurrent: 'setting-email-current',
  settingEmailChange: 'setting-email-change',
  settingEmail: 'setting-email',
  settingEmailCode: 'setting-email-code',
  settingEmailLoginPassword: 'setting-email-login-password',
  settingEmailPassword: 'setting-email-password',
  settingEmailRepeat: 'setting-email-repeat',
  settingEmailSubmit: 'setting-email-submit',
  settingPasswordCard: 'setting-password-card',
  settingPasswordState: 'setting-password-state',
  settingPasswordBindFirst: 'setting-password-bind-first',
  settingPayPasswordCard: 'setting-paypwd-card',
  settingPayPasswordState: 'setting-paypwd-state',
  settingPayPasswordBindFirst: 'setting-paypwd-bind-first',
  // Asset pictures and labels (market cards, detail pages, my assets).
  assetArt: 'asset-art',
  assetImage: 'asset-image',
  // Market. Filter selects are marketFilterId(group); cards carry data-asset-id, data-kind,
  // data-camp, data-element, data-grade, data-star, data-coin and data-price.
  marketFilterBar: 'market-filter-bar',
  marketFiltersOpen: 'market-filters-open',
  marketClearFilters: 'market-clear-filters',
  marketSortMobile: 'market-sort-mobile',
  marketActiveFilters: 'market-active-filters',
  marketCoinNote: 'market-coin-note',
  marketGrid: 'market-grid',
  marketCard: 'market-card',
  marketLoading: 'market-loading',
  marketEmpty: 'market-empty',
  marketError: 'market-error',
  marketRetry: 'market-retry',
  marketLoadMore: 'market-load-more',
  marketLoadingMore: 'market-loading-more',
  marketEnd: 'market-end',
  // Asset detail (/cardDetail, /dragonDetail).
  assetDetail: 'asset-detail',
  assetHistory: 'asset-history',
  guide: 'guide',
  guideOpen: 'guide-open',
  guideNext: 'guide-next',
  guideBack: 'guide-back',
  guideSkip: 'guide-skip',
  guideGo: 'guide-go',
  gameLoginCode: 'game-login-code',
  gameLoginCheck: 'game-login-check',
  gameLoginPreview: 'game-login-preview',
  gameLoginServer: 'game-login-server',
  gameLoginRole: 'game-login-role',
  gameLoginConfirm: 'game-login-confirm',
  gameLoginDone: 'game-login-done',
  gameLoginError: 'game-login-error',
  nftDepositOpen: 'nft-deposit-open',
  nftDepositDialog: 'nft-deposit-dialog',
  nftDepositSubmit: 'nft-deposit-submit',
  nftDepositStep: 'nft-deposit-step',
  nftDepositError: 'nft-deposit-error',
  nftDepositDone: 'nft-deposit-done',
  assetEvent: 'asset-event',
  assetTransit: 'asset-transit',
  assetLoading: 'asset-loading',
  assetNotFound: 'asset-not-found',
  assetNoId: 'asset-no-id',
  assetName: 'asset-name',
  assetKind: 'asset-kind',
  assetGrade: 'asset-grade',
  assetStar: 'asset-star',
  assetCamp: 'asset-camp',
  assetElement: 'asset-element',
  assetProfession: 'asset-profession',
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
  buyInsufficient: 'buy-insufficient',
  // My assets (/accountAccount). Tabs are myAssetsTabId(key); items carry data-asset-id.
  myAssets: 'my-assets',
  myAsset: 'my-asset',
  myAssetsLoading: 'my-assets-loading',
  myAssetsEmpty: 'my-assets-empty',
  myAssetsError: 'my-assets-error',
  myAssetsMore: 'my-assets-more',
  balances: 'balances',
  // Activation (/accountAccount card, badge in the account area). The card and the badge carry
  // data-state: loading, unavailable, not_activated, activating or activated.
  activationCard: 'activation-card',
  activationMessage: 'activation-message',
  activationBalance: 'activation-balance',
  activationPrice: 'activation-price',
  activationSubmit: 'activation-submit',
  activationStep: 'activation-step',
  activationError: 'activation-error',
  activationConfirmations: 'activation-confirmations',
  activationTxLink: 'activation-tx-link',
  activationTxHash: 'activation-tx-hash',
  activationBadge: 'activation-badge',
  activationRetry: 'activation-retry',
  // Deposit to game (/accountAccount: a dialog per coin, opened by depositOpenId(coin), which carries
  // data-step, the flow's step). The dialog's body carries data-coin and data-step; the balances in
  // it carry data-amount (base units).
  depositDialog: 'deposit-dialog',
  depositWalletBalance: 'deposit-wallet-balance',
  depositGameBalance: 'deposit-game-balance',
  /** The amount field; its error is deposit-amount-error. */
  depositAmount: 'deposit-amount',
  depositMax: 'deposit-max',
  depositNote: 'deposit-note',
  depositSubmit: 'deposit-submit',
  depositStep: 'deposit-step',
  depositError: 'deposit-error',
  depositConfirmations: 'deposit-confirmations',
  depositTxHash: 'deposit-tx-hash',
  depositTxLink: 'deposit-tx-link',
  depositDone: 'deposit-done',
  depositMore: 'deposit-more',
  depositBlocked: 'deposit-blocked',
  depositActivate: 'deposit-activate',
  // Move a game asset to the wallet (my assets and the owner's trade panel). The open button carries
  // data-offer (move, continue) and data-step; the dialog's body data-step and data-asset-id.
  claimOpen: 'claim-open',
  claimDialog: 'claim-dialog',
  claimDestination: 'claim-destination',
  /** The voucher's deadline once known, with data-deadline (unix seconds). */
  claimValidUntil: 'claim-valid-until',
  claimSubmit: 'claim-submit',
  claimStep: 'claim-step',
  /** Why it stopped, with data-reason (a TxFailure, refused or expired). */
  claimError: 'claim-error',
  claimConfirmations: 'claim-confirmations',
  claimTxHash: 'claim-tx-hash',
  claimTxLink: 'claim-tx-link',
  claimDone: 'claim-done',
  // Withdraw to the wallet (/accountAccount: a dialog per coin, opened by withdrawOpenId(coin)). The
  // dialog's body carries data-coin; the amounts in it carry data-amount (base units).
  withdrawDialog: 'withdraw-dialog',
  withdrawLoading: 'withdraw-loading',
  withdrawLoadError: 'withdraw-load-error',
  withdrawRetry: 'withdraw-retry',
  withdrawBlocked: 'withdraw-blocked',
  withdrawBlockedLink: 'withdraw-blocked-link',
  withdrawAvailable: 'withdraw-available',
  withdrawDestination: 'withdraw-destination',
  withdrawMinimum: 'withdraw-minimum',
  withdrawRules: 'withdraw-rules',
  /** "Once per 24 hours; try again after {time}", with data-next-allowed-at (ISO). */
  withdrawCooldown: 'withdraw-cooldown',
  /** The amount field; its error is withdraw-amount-error. */
  withdrawAmount: 'withdraw-amount',
  withdrawMax: 'withdraw-max',
  /** The fund password field; its error is withdraw-password-error. */
  withdrawPassword: 'withdraw-password',
  withdrawNoFundPassword: 'withdraw-no-fund-password',
  withdrawSubmit: 'withdraw-submit',
  withdrawResult: 'withdraw-result',
  // Withdrawals (account page section and the dialog's result). Items carry data-withdrawal-id,
  // data-state (queued, sent, paid, failed), data-coin and data-amount.
  withdrawals: 'withdrawals',
  withdrawalsLoading: 'withdrawals-loading',
  withdrawalsEmpty: 'withdrawals-empty',
  withdrawalsError: 'withdrawals-error',
  withdrawalsRetry: 'withdrawals-retry',
  withdrawal: 'withdrawal',
  withdrawalAmount: 'withdrawal-amount',
  withdrawalState: 'withdrawal-state',
  withdrawalNote: 'withdrawal-note',
  /** Confirmations n of N (data-confirmations, data-required) while sent and once paid. */
  withdrawalConfirmations: 'withdrawal-confirmations',
  withdrawalTxHash: 'withdrawal-tx-hash',
  withdrawalTxLink: 'withdrawal-tx-link',
  // Activity feed (/activity). Items carry data-activity-id, data-type and data-category; the
  // filter chips are activityFilterId(category).
  activityList: 'activity-list',
  activityItem: 'activity-item',
  activityName: 'activity-name',
  activityAsset: 'activity-asset',
  activityAmount: 'activity-amount',
  activityFee: 'activity-fee',
  activityReceived: 'activity-received',
  activityParty: 'activity-party',
  activityTime: 'activity-time',
  activityLoading: 'activity-loading',
  activityEmpty: 'activity-empty',
  activityError: 'activity-error',
  activityRetry: 'activity-retry',
  activityLoadMore: 'activity-load-more',
  activityEnd: 'activity-end',
  // Roles per game server: the top-bar and drawer buttons, the no-role prompt, the dialog.
  roleButton: 'role-button',
  roleButtonLabel: 'role-button-label',
  drawerRoles: 'drawer-roles',
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
  inviteCard: 'invite-card',
  accountTickets: 'account-tickets',
  inviteQr: 'invite-qr',
  inviteCode: 'invite-code',
  inviteCopyCode: 'invite-copy-code',
  inviteLink: 'invite-link',
  inviteCopyLink: 'invite-copy-link',
  inviteShare: 'invite-share',
  inviteTickets: 'invite-tickets',
  inviteList: 'invite-list',
  inviteCounts: 'invite-counts',
  inviteEmpty: 'invite-empty',
  inviteeRow: 'invitee-row',
  invitePager: 'invite-pager',
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
  legionRankList: 'legion-rank-list',
  legionRankRow: 'legion-rank-row',
  legionHistoryEmpty: 'legion-history-empty',
  legionHistoryRow: 'legion-history-row',
  legionHistoryPager: 'legion-history-pager',
} as const;

/** lang-option-tw, lang-option-en, lang-option-in */
export const langOptionId = (locale: string) => `lang-option-${locale}`;

/** Account links of the drawer: drawer-link-mint, -activity, -invite, -setting. */
export const drawerLinkId = (name: string) => `drawer-link-${name}`;

/** Account section tabs: account-nav-account, -activity, -legion, -invite, -setting. */
export const accountNavId = (name: string) => `account-nav-${name}`;

/**
 * Market filter chips: `${scope}-filter-${group}-${key}` with scope drawer or market, e.g.
 * drawer-filter-skill-fire, market-filter-grade-6-10, drawer-filter-sort-price-asc.
 */
export const filterChipId = (scope: 'drawer' | 'market', group: string, key: string) =>
  `${scope}-filter-${group}-${key}`;

/** Wallets offered by name on the wallet tab: wallet-option-io.metamask, … (the connector id). */
export const walletOptionId = (connectorId: string) => `wallet-option-${connectorId}`;

/**
 * Fields of the login-password (form `password`) and fund-password (form `paypwd`) forms:
 * `${form}-proof` (login password), `${form}-code` (e-mail code), `${form}-new`, `${form}-repeat`,
 * `${form}-submit`; the proof method choices are `${form}-method-password` and `${form}-method-code`.
 */
export const settingFieldId = (form: 'password' | 'paypwd', field: string) => `${form}-${field}`;

/** Desktop market filter selects: market-filter-camp, -profession, -sort, -grade, -skill, -star, -kind, -coin. */
export const marketFilterId = (group: string) => `market-filter-${group}`;

/** An attribute of the detail page: asset-attr-hp, asset-attr-att, … (spec field names). */
export const assetAttributeId = (name: string) => `asset-attr-${name}`;

/** A skill of the detail page by slot: asset-skill-1, asset-skill-2, … */
export const assetSkillId = (slot: number) => `asset-skill-${slot}`;

/** Activity filter chips: activity-filter-all, -trade, -chain. */
export const activityFilterId = (category: string) => `activity-filter-${category}`;

/** My-assets tabs: my-assets-tab-cards, -hero, -equip, -pet, -stone, -dragon. */
export const myAssetsTabId = (key: string) => `my-assets-tab-${key}`;

/** A coin's deposit button on the balances: deposit-open-MDV, deposit-open-BNB, … */
export const depositOpenId = (coin: string) => `deposit-open-${coin}`;

/** A coin's withdraw button on the balances: withdraw-open-MDS, … */
export const withdrawOpenId = (coin: string) => `withdraw-open-${coin}`;

/** A coin's balance row: balance-MDS, with balance-MDS-available and balance-MDS-frozen inside. */
export const balanceId = (coin: string, part?: 'available' | 'frozen') =>
  part ? `balance-${coin}-${part}` : `balance-${coin}`;

/** One of my roles in the roles dialog: role-2 (server id), with role-2-switch when not played now. */
export const roleItemId = (serverId: number) => `role-${serverId}`;

/** A server of the create-role list: server-option-2 (data-has-role tells whether I have a role there). */
export const serverOptionId = (serverId: number) => `server-option-${serverId}`;
