import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  hexToString,
  http,
  isHex,
  numberToHex,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { TEST_KEYS } from './session.ts';

/** The wallet's EIP-6963 identity; the app sees it as an announced wallet named "Test Wallet". */
export const TEST_WALLET_RDNS = 'dev.yuanlong.testwallet';

interface Answer {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
  /** Events the page-side provider emits after answering (e.g. chainChanged after a switch). */
  events?: [string, unknown][];
}

export interface TestWalletOptions {
  /** Private keys of the wallet's accounts (default: anvil's first two dev keys). */
  keys?: readonly Hex[];
  /** The chain the wallet starts on (default: the local dev chain, 31337). */
  chainId?: number;
  /** Chains the wallet knows; others answer 4902 until added (default: 1, 56, 97 and the start chain). */
  knownChains?: readonly number[];
  /**
   * JSON-RPC URL of the chain the wallet sends transactions to and reads from (the product's local
   * chain: GET /api/website/chain). Without it the wallet only connects and signs messages.
   */
  rpcUrl?: string;
  /**
   * Another EIP-6963 identity, for a second wallet on the same page (the first one installed is
   * also window.ethereum): its name and rdns, as a wallet announces them.
   */
  identity?: { name: string; rdns: string };
}

/** A transaction request as the page sends it (eth_sendTransaction), quantities in hex. */
interface TransactionRequest {
  from?: Address;
  to?: Address;
  data?: Hex;
  value?: Hex;
  gas?: Hex;
}

/** Reads a wallet answers from the chain it is on, like MetaMask passes them to its RPC. */
const FORWARDED = /^(eth_(?!sendTransaction|sign|accounts|requestAccounts|chainId)\w+|net_\w+|web3_\w+)$/;

const rpcError = (code: number, message: string): Answer => ({ error: { code, message } });

/**
 * An EIP-1193 wallet for browser tests: the page gets a provider (announced through EIP-6963 and
 * set as window.ethereum) whose requests are answered here, in Node, where viem signs with the
 * test keys. Tests drive it like a user drives MetaMask: switch accounts, reject, pick accounts.
 */
export class TestWallet {
  readonly accounts: PrivateKeyAccount[];
  /** Every method the page called, in order. */
  readonly calls: { method: string; params: unknown[] }[] = [];
  accountIndex = 0;
  chainId: number;
  connected = false;
  /** When set, the next signature request is refused (code 4001), as a user pressing "Reject". */
  rejectNextSignature = false;
  /** When set, the next transaction request is refused (code 4001), as a user pressing "Reject". */
  rejectNextTransaction = false;
  /** Hashes of the transactions the wallet sent, in order. */
  readonly sent: Hex[] = [];
  private readonly rpcUrl: string | undefined;
  private rpcChainId: Promise<number> | undefined;
  private rpcId = 0;
  /** The account the user picks when the page asks the wallet to choose accounts again. */
  pickOnPermissions: number | undefined;
  private readonly knownChains: Set<number>;

  /** Suffix of the page functions that reach this wallet ('' for the first wallet). */
  readonly bridge: string;

  constructor(
    private readonly page: Page,
    options: TestWalletOptions = {},
  ) {
    this.bridge = options.identity ? `_${options.identity.rdns.replace(/\W/g, '_')}` : '';
    this.accounts = (options.keys ?? TEST_KEYS).map((key) => privateKeyToAccount(key));
    this.chainId = options.chainId ?? 31337;
    this.knownChains = new Set([...(options.knownChains ?? [1, 56, 97]), this.chainId]);
    this.rpcUrl = options.rpcUrl;
  }

  get address(): Hex {
    return this.accounts[this.accountIndex]!.address;
  }

  /** The user switches to another account in the wallet (emits accountsChanged). */
  async switchAccount(index: number): Promise<void> {
    this.accountIndex = index;
    await this.emit('accountsChanged', this.connected ? [this.address] : []);
  }

  /** Emits an EIP-1193 event on the page's provider. */
  async emit(event: string, payload: unknown): Promise<void> {
    await this.page.evaluate(
      ([bridge, name, data]) =>
        (window as unknown as Record<string, ((event: string, payload: unknown) => void) | undefined>)[
          `__testWalletEmit${bridge}`
        ]?.(name, data),
      [this.bridge, event, payload] as const,
    );
  }

  /** Answers one request from the page. */
  async handle(method: string, params: unknown[]): Promise<Answer> {
    this.calls.push({ method, params });
    switch (method) {
      case 'eth_requestAccounts':
        this.connected = true;
        return { result: [this.address] };
      case 'eth_accounts':
        return { result: this.connected ? [this.address] : [] };
      case 'eth_chainId':
        return { result: numberToHex(this.chainId) };
      case 'net_version':
        return { result: String(this.chainId) };
      case 'wallet_requestPermissions':
        return this.requestPermissions();
      case 'wallet_revokePermissions':
        this.connected = false;
        return { result: null };
      case 'wallet_switchEthereumChain':
        return this.switchChain(Number((params[0] as { chainId: string }).chainId));
      case 'wallet_addEthereumChain': {
        // Like MetaMask: adding a chain also offers to switch to it, which the user accepts.
        const id = Number((params[0] as { chainId: string }).chainId);
        this.knownChains.add(id);
        return this.switchChain(id);
      }
      case 'personal_sign':
        return this.personalSign(params[0] as Hex, params[1] as string);
      case 'eth_sendTransaction':
        return this.sendTransaction(params[0] as TransactionRequest);
      default:
        if (FORWARDED.test(method)) return this.forward(method, params);
        return rpcError(4200, `The test wallet does not support ${method}`);
    }
  }

  private requestPermissions(): Answer {
    const events: Answer['events'] = [];
    if (this.pickOnPermissions !== undefined && this.pickOnPermissions !== this.accountIndex) {
      this.accountIndex = this.pickOnPermissions;
      events.push(['accountsChanged', [this.address]]);
    }
    this.connected = true;
    const caveats = [{ type: 'restrictReturnedAccounts', value: [this.address] }];
    return { result: [{ parentCapability: 'eth_accounts', caveats }], events };
  }

  private switchChain(id: number): Answer {
    if (!this.knownChains.has(id)) return rpcError(4902, `Unrecognized chain ID ${numberToHex(id)}`);
    const changed = id !== this.chainId;
    this.chainId = id;
    return { result: null, events: changed ? [['chainChanged', numberToHex(id)]] : [] };
  }

  private async personalSign(data: Hex, address: string): Promise<Answer> {
    if (!this.connected || address.toLowerCase() !== this.address.toLowerCase()) {
      return rpcError(4100, 'The requested account has not been authorized by the user');
    }
    if (this.rejectNextSignature) {
      this.rejectNextSignature = false;
      return rpcError(4001, 'User rejected the request.');
    }
    const account = this.accounts[this.accountIndex]!;
    const message = isHex(data) ? { raw: data } : data;
    return { result: await account.signMessage({ message }) };
  }

  /** The chain id of the RPC, or an error answer when the wallet is not on that chain (or has no RPC). */
  private async onRpcChain(): Promise<Answer | undefined> {
    if (!this.rpcUrl) return rpcError(4200, 'The test wallet has no RPC URL');
    this.rpcChainId ??= this.rpc('eth_chainId', []).then((answer) => Number(answer.result));
    const id = await this.rpcChainId;
    if (id !== this.chainId)
      return rpcError(-32603, `The test wallet only reaches chain ${id}, not ${this.chainId}`);
    return undefined;
  }

  private async rpc(method: string, params: unknown[]): Promise<Answer> {
    const response = await fetch(this.rpcUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++this.rpcId, method, params }),
    });
    const body = (await response.json()) as Answer;
    return body.error ? { error: body.error } : { result: body.result };
  }

  /** A read the wallet passes to the chain it is on. */
  private async forward(method: string, params: unknown[]): Promise<Answer> {
    return (await this.onRpcChain()) ?? this.rpc(method, params);
  }

  /** Signs the transaction with the current account's key and sends it to the chain (nonce and fees from there). */
  private async sendTransaction(request: TransactionRequest): Promise<Answer> {
    if (!this.connected || (request.from && request.from.toLowerCase() !== this.address.toLowerCase())) {
      return rpcError(4100, 'The requested account has not been authorized by the user');
    }
    const wrongChain = await this.onRpcChain();
    if (wrongChain) return wrongChain;
    if (this.rejectNextTransaction) {
      this.rejectNextTransaction = false;
      return rpcError(4001, 'User rejected the request.');
    }
    const chain = defineChain({
      id: this.chainId,
      name: `chain ${this.chainId}`,
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: { default: { http: [this.rpcUrl!] } },
    });
    const client = createWalletClient({
      account: this.accounts[this.accountIndex]!,
      chain,
      transport: http(),
    });
    try {
      const hash = await client.sendTransaction({
        to: request.to,
        data: request.data,
        value: request.value ? hexToBigInt(request.value) : undefined,
        gas: request.gas ? hexToBigInt(request.gas) : undefined,
      });
      this.sent.push(hash);
      return { result: hash };
    } catch (error) {
      const message = (error as { shortMessage?: string }).shortMessage ?? String(error);
      return rpcError(-32603, message);
    }
  }

  /** The message of the last personal_sign request, as text. */
  lastSignedMessage(): string | undefined {
    const call = this.calls.findLast((c) => c.method === 'personal_sign');
    const data = call?.params[0];
    return typeof data === 'string' && isHex(data) ? hexToString(data) : (data as string | undefined);
  }
}

type Bridge = Record<string, unknown>;

// Runs in the page before its scripts: the EIP-1193 provider that forwards to Node through the
// page functions named with `bridge`; the first wallet is also window.ethereum.
function pageProvider({
  info,
  bridge,
}: {
  info: { uuid: string; name: string; icon: string; rdns: string };
  bridge: string;
}) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  const page = window as unknown as Bridge;
  const forward = page[`__testWalletRequest${bridge}`] as (
    method: string,
    params: unknown[],
  ) => Promise<Answer>;
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      const answer = await forward(method, params ?? []);
      setTimeout(() => {
        for (const [event, payload] of answer.events ?? []) emit(event, payload);
      }, 0);
      if (answer.error) {
        const { message, code, data } = answer.error;
        throw Object.assign(new Error(message), { code, data });
      }
      return answer.result;
    },
    on(event: string, listener: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return provider;
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  page[`__testWalletEmit${bridge}`] = emit;
  if (bridge === '') Object.defineProperty(window, 'ethereum', { value: provider, configurable: true });
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"%3E%3Crect width="24" height="24" rx="6" fill="%233fd29f"/%3E%3C/svg%3E';

/** Adds the test wallet to a page (before it loads) and returns its Node-side controller. */
export async function installTestWallet(page: Page, options: TestWalletOptions = {}): Promise<TestWallet> {
  const wallet = new TestWallet(page, options);
  await page.exposeFunction(`__testWalletRequest${wallet.bridge}`, (method: string, params: unknown[]) =>
    wallet.handle(method, params),
  );
  const { name, rdns } = options.identity ?? { name: 'Test Wallet', rdns: TEST_WALLET_RDNS };
  await page.addInitScript(pageProvider, {
    info: {
      uuid: randomUUID(),
      name,
      icon: ICON,
      rdns,
    },
    bridge: wallet.bridge,
  });
  return wallet;
}
