import { devAccounts } from '@yuanlong/chain/accounts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { isAnvilKey } from './config-safety.ts';

/** A complete start off the local dev chain: real mail, a real game link. */
const LIVE = {
  CHAIN_ID: '56',
  SMTP_URL: 'smtps://market:s3cret@smtp.example.com:465',
  GAME_API_URL: 'https://game.example/api',
  GAME_SECRET: 'a-secret-of-our-own-0123456789abcdef',
};
const ownKey = `0x${'1f'.repeat(32)}`;

describe('safe defaults at start', () => {
  it('keeps the demo, the development mailbox and the game simulator on the local chain, also in production', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { CHAIN_ID: '31337', NODE_ENV: 'production' }]) {
      expect(loadConfig(env)).toMatchObject({ devFeatures: true, demoData: true, smtpUrl: undefined });
    }
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('seeds no demo data off the local chain when DEMO_DATA is unset (or empty)', () => {
    expect(loadConfig(LIVE)).toMatchObject({ devFeatures: false, demoData: false });
    expect(loadConfig({ ...LIVE, DEMO_DATA: '' }).demoData).toBe(false);
    expect(loadConfig({ ...LIVE, DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ ...LIVE, CHAIN_ID: '97' }).demoData).toBe(false);
  });

  it('refuses DEMO_DATA=true on BSC, naming the variable and the chain', () => {
    expect(() => loadConfig({ ...LIVE, DEMO_DATA: 'true' })).toThrow(
      /DEMO_DATA: demo data .* is refused: CHAIN_ID is 56, not the local dev chain 31337/,
    );
    expect(() => loadConfig({ ...LIVE, CHAIN_ID: '97', DEMO_DATA: 'true' })).toThrow(
      /DEMO_DATA.*CHAIN_ID is 97/,
    );
  });

  it('refuses the development mailbox (no SMTP_URL) and the game simulator (no GAME_API_URL) off the local chain', () => {
    expect(() => loadConfig({ ...LIVE, SMTP_URL: undefined })).toThrow(
      /SMTP_URL: required: CHAIN_ID is 56.*\/dev\/mail/,
    );
    expect(() => loadConfig({ ...LIVE, SMTP_URL: '' })).toThrow(/SMTP_URL: required/);
    expect(() => loadConfig({ ...LIVE, GAME_API_URL: undefined })).toThrow(
      /GAME_API_URL: required: CHAIN_ID is 56.*no game is linked/,
    );
    // Every problem at once, not one per attempt.
    expect(() => loadConfig({ CHAIN_ID: '56', DEMO_DATA: 'true' })).toThrow(
      /DEMO_DATA.*; SMTP_URL.*; GAME_API_URL/,
    );
  });

  it("keeps the game's development controls to the local chain: on unless turned off there, refused elsewhere", () => {
    expect(loadConfig({}).gameDevControls).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).gameDevControls).toBe(true);
    expect(loadConfig({ GAME_DEV_CONTROLS: 'false' }).gameDevControls).toBe(false);
    expect(loadConfig(LIVE).gameDevControls).toBe(false);
    expect(loadConfig({ ...LIVE, GAME_DEV_CONTROLS: 'false' }).gameDevControls).toBe(false);
    expect(() => loadConfig({ ...LIVE, GAME_DEV_CONTROLS: 'true' })).toThrow(
      /GAME_DEV_CONTROLS: the game's development controls .* are refused: CHAIN_ID is 56, not the local dev chain 31337/,
    );
  });

  it('refuses a public anvil key as any secret off the local chain, and takes one of its own', () => {
    const anvil = Object.values(devAccounts).map((a) => a.privateKey);
    for (const [name, value] of [
      ['SIGNER_PRIVATE_KEY', devAccounts.signer.privateKey],
      ['PAYOUT_PRIVATE_KEY', devAccounts.payout.privateKey],
      ['SIGNER_PRIVATE_KEY', devAccounts.deployer.privateKey.toUpperCase().replace('0X', '0x')],
      ['PAYOUT_PRIVATE_KEY', devAccounts.freshPlayer.privateKey],
      ['GAME_SECRET', devAccounts.player1.privateKey],
      ['GAME_SECRET', devAccounts.player1.privateKey.slice(2)],
    ] as const) {
      expect(() => loadConfig({ ...LIVE, [name]: value }), name).toThrow(
        new RegExp(`${name}: is a public anvil test key.*CHAIN_ID is 56`),
      );
    }
    const smtp = `smtps://market:${anvil[3]}@smtp.example.com:465`;
    expect(() => loadConfig({ ...LIVE, SMTP_URL: smtp })).toThrow(
      /SMTP_URL: its password is a public anvil test key/,
    );
    expect(
      loadConfig({
        ...LIVE,
        SIGNER_PRIVATE_KEY: ownKey,
        PAYOUT_PRIVATE_KEY: ownKey,
        GAME_SECRET: 'another-secret-of-our-own-0123456789',
      }),
    ).toMatchObject({ signerPrivateKey: ownKey, payoutPrivateKey: ownKey });
    // The local chain runs on them (npm start's signer and payout wallet).
    expect(loadConfig({ SIGNER_PRIVATE_KEY: anvil[1], PAYOUT_PRIVATE_KEY: anvil[2] }).signerPrivateKey).toBe(
      anvil[1],
    );
  });

  it('knows the ten anvil keys with or without 0x and in any case, and nothing else', () => {
    for (const account of Object.values(devAccounts)) {
      expect(isAnvilKey(account.privateKey)).toBe(true);
      expect(isAnvilKey(account.privateKey.slice(2).toUpperCase())).toBe(true);
    }
    expect(isAnvilKey(ownKey)).toBe(false);
    expect(isAnvilKey(undefined)).toBe(false);
    expect(isAnvilKey('')).toBe(false);
  });
});
