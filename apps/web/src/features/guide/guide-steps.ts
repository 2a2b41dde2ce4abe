/** The tour's steps, in order: where each leads, and its texts (locale keys `guide.<name>.*`). */
export const GUIDE_STEPS = [
  { name: 'market', to: '/marketplace', icon: '市' },
  { name: 'account', to: '/accountAccount', icon: '帳' },
  { name: 'deposit', to: '/accountAccount', icon: '存' },
] as const;
export type GuideStepName = (typeof GUIDE_STEPS)[number]['name'];

export const GUIDE_TEXT = {
  market: { title: 'guide.market.title', body: 'guide.market.body', go: 'guide.market.go' },
  account: { title: 'guide.account.title', body: 'guide.account.body', go: 'guide.account.go' },
  deposit: { title: 'guide.deposit.title', body: 'guide.deposit.body', go: 'guide.deposit.go' },
} as const satisfies Record<GuideStepName, { title: string; body: string; go: string }>;
