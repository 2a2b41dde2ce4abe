import { toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { ANVIL_MNEMONIC, devAccounts } from './accounts.ts';

describe('dev accounts', () => {
  it('are anvil default accounts at their HD index', () => {
    for (const account of Object.values(devAccounts)) {
      const derived = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: account.index });
      expect(derived.address).toBe(account.address);
      expect(toHex(derived.getHdKey().privateKey!)).toBe(account.privateKey);
    }
  });
});
