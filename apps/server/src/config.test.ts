import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 8080 and an embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ IP_LIMITS_MULTIPLIER: '0' })).toThrow(/IP_LIMITS_MULTIPLIER/);
  });

  it('links a game only with a long enough shared secret; the previous secret is accepted too', () => {
    const secret = 'a'.repeat(32);
    expect(loadConfig({})).toMatchObject({ gameApiUrl: undefined, gameSecrets: [], gameApiTimeoutMs: 3000 });
    expect(() => loadConfig({ GAME_API_URL: 'http://game.example:7070' })).toThrow(/GAME_SECRET: required/);
    expect(() => loadConfig({ GAME_API_URL: 'http://game.example:7070', GAME_SECRET: 'short' })).toThrow(
      /GAME_SECRET: must be at least 32/,
    );
    expect(
      loadConfig({
        GAME_API_URL: 'http://game.example:7070',
        GAME_SECRET: secret,
        GAME_SECRET_PREVIOUS: 'b'.repeat(32),
      }),
    ).toMatchObject({ gameApiUrl: 'http://game.example:7070', gameSecrets: [secret, 'b'.repeat(32)] });
  });

  it('uses the development mailbox unless SMTP_URL is set, also in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).smtpUrl).toBe(
      'smtps://u:p@smtp.example.com:465',
    );
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
  });

  it('has a 5% sale fee, a 1 s market page cache and demo data by default, and bounds them', () => {
    expect(loadConfig({})).toMatchObject({ saleFeeBps: 500, marketCacheMs: 1000, demoData: true });
    expect(loadConfig({ SALE_FEE_BPS: '0', MARKET_CACHE_MS: '0', DEMO_DATA: 'false' })).toMatchObject({
      saleFeeBps: 0,
      marketCacheMs: 0,
      demoData: false,
    });
    expect(() => loadConfig({ SALE_FEE_BPS: '5001' })).toThrow(/SALE_FEE_BPS/);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
    // Off the local dev chain demo data is off unless asked for, and asking is refused (config-safety.test.ts).
  });

  it('believes X-Forwarded-For only from loopback and private proxies by default', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
  });

  it('reads the withdrawal minimums per coin over the defaults, and the signer and payout keys', () => {
    const key = `0x${'ab'.repeat(32)}`;
    const config = loadConfig({ WITHDRAW_MINIMUMS: 'BNB=0.05, HFH=2.5', SIGNER_PRIVATE_KEY: key });
    expect(config.withdrawMinimums).toMatchObject({ BNB: '0.05', HFH: '2.5', MDS: '10', MDV: '1' });
    expect(config).toMatchObject({
      signerPrivateKey: key,
      payoutPrivateKey: undefined,
      withdrawVoucherHours: 24,
    });
    expect(() => loadConfig({ WITHDRAW_MINIMUMS: 'DOGE=1' })).toThrow(/WITHDRAW_MINIMUMS/);
    expect(() => loadConfig({ WITHDRAW_MINIMUMS: 'MDS=-1' })).toThrow(/WITHDRAW_MINIMUMS/);
    expect(() => loadConfig({ PAYOUT_PRIVATE_KEY: '0x1234' })).toThrow(/PAYOUT_PRIVATE_KEY/);
  });

  it('reads the deposit minimums per coin over the defaults', () => {
    const config = loadConfig({ DEPOSIT_MINIMUMS: 'MDS=5' });
    expect(config.depositMinimums).toMatchObject({ MDS: '5', MDV: '0.1', BNB: '0.001' });
    expect(() => loadConfig({ DEPOSIT_MINIMUMS: 'MDS=abc' })).toThrow(/DEPOSIT_MINIMUMS/);
  });

  it('offers WalletConnect only with a project id, and checks its form', () => {
    expect(loadConfig({}).walletconnectProjectId).toBeUndefined();
    expect(
      loadConfig({ WALLETCONNECT_PROJECT_ID: 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4' }).walletconnectProjectId,
    ).toBe('a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4');
    expect(() => loadConfig({ WALLETCONNECT_PROJECT_ID: 'not an id!' })).toThrow(/WALLETCONNECT_PROJECT_ID/);
  });
});
