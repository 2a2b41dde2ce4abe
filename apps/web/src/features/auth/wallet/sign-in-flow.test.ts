import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { runWalletSignIn, type SignInDeps, type SignInStep, submitSignInCode } from './sign-in-flow.ts';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
const noProvider = () => Object.assign(new Error('Provider not found.'), { name: 'ProviderNotFoundError' });

function deps(overrides: Partial<SignInDeps> = {}): SignInDeps {
  return {
    connect: vi.fn(async () => ({ address: ADDRESS, chainId: 31337 })),
    targetChainId: vi.fn(async () => 31337),
    switchChain: vi.fn(async () => {}),
    getMessage: vi.fn(async () => 'localhost wants you to sign in…'),
    signMessage: vi.fn(async () => '0xsig'),
    login: vi.fn(async () => ({ token: 'tok', userid: 7 })),
    ...overrides,
  };
}

async function run(d: SignInDeps, options = {}) {
  const steps: SignInStep['kind'][] = [];
  const last = await runWalletSignIn(d, (step) => steps.push(step.kind), options);
  return { last, steps };
}

describe('runWalletSignIn', () => {
  it('connects, fetches the message for the address, signs it and logs in', async () => {
    const d = deps();
    const { last, steps } = await run(d);
    expect(steps).toEqual(['connecting', 'signing', 'verifying', 'done']);
    expect(last).toEqual({ kind: 'done', address: ADDRESS, token: 'tok', userid: 7 });
    expect(d.getMessage).toHaveBeenCalledWith(ADDRESS);
    expect(d.signMessage).toHaveBeenCalledWith(ADDRESS, 'localhost wants you to sign in…');
    expect(d.login).toHaveBeenCalledWith('localhost wants you to sign in…', '0xsig');
    expect(d.switchChain).not.toHaveBeenCalled();
  });

  it('passes on what the server did with the invite code, so the page can say it', async () => {
    const login = vi.fn(async () => ({ token: 'tok', userid: 7, invite_status: 'unknown' as const }));
    const { last } = await run(deps({ login }));
    expect(last).toEqual({
      kind: 'done',
      address: ADDRESS,
      token: 'tok',
      userid: 7,
      invite_status: 'unknown',
    });
  });

  it('a wallet that never answers the connection can be given up: back at the start, nothing signed', async () => {
    const d = deps({ connect: vi.fn(() => new Promise<never>(() => {})) });
    const giveUp = new AbortController();
    const running = run(d, { signal: giveUp.signal });
    giveUp.abort();
    const { last, steps } = await running;
    expect(steps).toEqual(['connecting', 'idle']);
    expect(last).toEqual({ kind: 'idle' });
    expect(d.signMessage).not.toHaveBeenCalled();
  });

  it('no injected wallet: "Install MetaMask first"', async () => {
    const { last } = await run(deps({ connect: vi.fn().mockRejectedValue(noProvider()) }));
    expect(last).toEqual({ kind: 'failed', reason: 'noWallet' });
  });

  it('no account (connection refused or wallet locked): "Connect or link to an account first"', async () => {
    expect((await run(deps({ connect: vi.fn().mockRejectedValue(rejected()) }))).last).toEqual({
      kind: 'failed',
      reason: 'noAccount',
    });
    const locked = deps({ connect: vi.fn(async () => ({ address: undefined, chainId: 56 })) });
    expect((await run(locked)).last).toEqual({ kind: 'failed', reason: 'noAccount' });
    expect(locked.getMessage).not.toHaveBeenCalled();
  });

  it('wrong chain: stops at the prompt without asking for a signature', async () => {
    const d = deps({ connect: vi.fn(async () => ({ address: ADDRESS, chainId: 1 })) });
    const { last } = await run(d);
    expect(last).toEqual({ kind: 'wrongChain', chainId: 1, targetChainId: 31337 });
    expect(d.getMessage).not.toHaveBeenCalled();
    expect(d.signMessage).not.toHaveBeenCalled();
  });

  it('the prompt’s switch: switches to the target chain, then signs in', async () => {
    const d = deps({ connect: vi.fn(async () => ({ address: ADDRESS, chainId: 1 })) });
    const { last, steps } = await run(d, { switchChain: true });
    expect(d.switchChain).toHaveBeenCalledWith(31337);
    expect(steps).toEqual(['connecting', 'switching', 'signing', 'verifying', 'done']);
    expect(last.kind).toBe('done');
  });

  it('a refused switch goes back to the prompt, marked', async () => {
    const d = deps({
      connect: vi.fn(async () => ({ address: ADDRESS, chainId: 97 })),
      targetChainId: vi.fn(async () => 56),
      switchChain: vi.fn().mockRejectedValue({ name: 'UserRejectedRequestError', cause: rejected() }),
    });
    const { last } = await run(d, { switchChain: true });
    expect(last).toEqual({ kind: 'wrongChain', chainId: 97, targetChainId: 56, switchRejected: true });
  });

  it('a refused signature is reported as such and nothing is posted', async () => {
    const d = deps({ signMessage: vi.fn().mockRejectedValue(new Error('wrapped', { cause: rejected() })) });
    const { last } = await run(d);
    expect(last).toEqual({ kind: 'failed', reason: 'signRejected' });
    expect(d.login).not.toHaveBeenCalled();
  });

  it('API failures end as "api" (the client already showed the toast)', async () => {
    const failing = deps({ login: vi.fn().mockRejectedValue(new ApiError(401, 'Sign-in failed')) });
    expect((await run(failing)).last).toEqual({ kind: 'failed', reason: 'api' });
    const noMessage = deps({ getMessage: vi.fn().mockRejectedValue(new ApiError(429, 'Too many')) });
    expect((await run(noMessage)).last).toEqual({ kind: 'failed', reason: 'api' });
  });

  it('anything else is "unknown" and logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { last } = await run(deps({ signMessage: vi.fn().mockRejectedValue(new Error('boom')) }));
    expect(last).toEqual({ kind: 'failed', reason: 'unknown' });
    expect(log).toHaveBeenCalled();
  });

  it('asks for the second factor, then sends the same signed message with the code; a refused code keeps the step', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(403, 'Enter the code', true))
      .mockRejectedValueOnce(new ApiError(403, 'Wrong code'))
      .mockResolvedValueOnce({ token: 'tok', userid: 7 });
    const d = deps({ login });
    const { last } = await run(d);
    expect(last).toEqual({
      kind: 'needsCode',
      address: ADDRESS,
      message: 'localhost wants you to sign in…',
      signature: '0xsig',
    });
    const needs = last as Extract<SignInStep, { kind: 'needsCode' }>;
    const wrong = await submitSignInCode(d, needs, '000000', () => {});
    expect(wrong).toBe(needs);
    const done = await submitSignInCode(d, needs, '123456', () => {});
    expect(done).toEqual({ kind: 'done', address: ADDRESS, token: 'tok', userid: 7 });
    expect(login).toHaveBeenLastCalledWith('localhost wants you to sign in…', '0xsig', '123456');
    expect(d.signMessage).toHaveBeenCalledTimes(1);
  });
});
