/** data-testid values the cart renders where a role or label does not single an element out. */
export const CART_TEST_IDS = {
  password: 'cart-password',
  passwordMissing: 'cart-password-missing',
  result: 'cart-result',
} as const;
