import { activationAbi, gameCoinAbi } from '@yuanlong/chain/abis';
import type { Activation } from '@yuanlong/shared/activation';
import { and, desc, eq } from 'drizzle-orm';
import {
  type Address,
  decodeFunctionData,
  type Hex,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  zeroAddress,
} from 'viem';
import { confirmationsAt } from '../../chain/confirmations.ts';
import type { ChainRuntime } from '../../chain/runtime.ts';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { activationTxs, chainEvents } from '../../db/schema-chain.ts';
import { AppError } from '../../errors.ts';
import { loadUser } from '../account/users.ts';

/** A reported transaction no node has seen is shown as pending this long (it may be on its way). */
const UNSEEN_GRACE_MS = 10 * 60_000;
/** How far back (blocks) the activation event is looked for when no transaction was reported. */
const LOOKBACK_BLOCKS = 5_000n;

interface Terms {
  price: bigint;
  decimals: number;
}

const termsCache = new WeakMap<ChainRuntime, Promise<Terms>>();

/** Price (base units of MDV) and MDV's decimals, read from the contracts once per process. */
function activationTerms(chain: ChainRuntime): Promise<Terms> | undefined {
  const { client, contracts } = chain;
  if (!client || !contracts) return undefined;
  let terms = termsCache.get(chain);
  if (!terms) {
    terms = Promise.all([
      client.readContract({
        address: contracts.contracts.activation,
        abi: activationAbi,
        functionName: 'price',
      }),
      client.readContract({ address: contracts.coins.MDV, abi: gameCoinAbi, functionName: 'decimals' }),
    ]).then(([price, decimals]) => ({ price, decimals }));
    termsCache.set(chain, terms);
    terms.catch(() => termsCache.delete(chain));
  }
  return terms;
}

/** What the chain says of a transaction reported as `activate(userId)`. */
type TxCheck =
  | { status: 'mined'; blockNumber: bigint }
  | { status: 'pending' }
  | { status: 'reverted' }
  | { status: 'missing' }
  | { status: 'mismatch' };

/** Checks a transaction against the chain: is it `activate(userId)` on our contract, and where is it? */
async function inspectTx(chain: ChainRuntime, hash: Hex, userId: number): Promise<TxCheck> {
  const client = chain.client!;
  const activation = chain.contracts!.contracts.activation;
  let receipt: Awaited<ReturnType<typeof client.getTransactionReceipt>> | undefined;
  try {
    receipt = await client.getTransactionReceipt({ hash });
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
  }
  if (receipt?.status === 'success') {
    const activated = parseEventLogs({
      abi: activationAbi,
      eventName: 'AccountActivated',
      logs: receipt.logs,
    }).some(
      (log) => log.address.toLowerCase() === activation.toLowerCase() && log.args.account === BigInt(userId),
    );
    return activated ? { status: 'mined', blockNumber: receipt.blockNumber } : { status: 'mismatch' };
  }
  let tx: Awaited<ReturnType<typeof client.getTransaction>>;
  try {
    tx = await client.getTransaction({ hash });
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return { status: 'missing' };
    throw error;
  }
  if (!isActivateCall(tx.to, tx.input, activation, userId)) return { status: 'mismatch' };
  return receipt ? { status: 'reverted' } : { status: 'pending' };
}

function isActivateCall(to: Address | null, input: Hex, activation: Address, userId: number): boolean {
  if (!to || to.toLowerCase() !== activation.toLowerCase()) return false;
  try {
    const call = decodeFunctionData({ abi: activationAbi, data: input });
    return call.functionName === 'activate' && call.args[0] === BigInt(userId);
  } catch {
    return false;
  }
}

/** The signed-in user's activation: state, transaction, confirmations n of N, and what to pay. */
export async function getActivation(ctx: ServiceContext, userId: number): Promise<Activation> {
  const { chain, db } = ctx;
  const user = await loadUser(db, userId);
  const required = chain.confirmations;
  const terms = await activationTerms(chain)?.catch(() => undefined);
  const base = {
    account: String(userId),
    required,
    failed: false,
    contract: chain.contracts?.contracts.activation ?? null,
    coin: {
      symbol: 'MDV' as const,
      address: chain.contracts?.coins.MDV ?? null,
      decimals: terms?.decimals ?? null,
    },
    price: terms ? terms.price.toString() : null,
  };
  if (user.activatedAt) {
    const [event] = await db
      .select({ txHash: chainEvents.txHash })
      .from(chainEvents)
      .where(
        and(
          eq(chainEvents.chainId, chain.chainId),
          eq(chainEvents.event, 'AccountActivated'),
          eq(chainEvents.account, BigInt(userId)),
        ),
      )
      .orderBy(desc(chainEvents.id))
      .limit(1);
    return { ...base, state: 'activated', tx_hash: event?.txHash ?? null, confirmations: required };
  }
  const notActivated = { ...base, state: 'not_activated' as const, tx_hash: null, confirmations: 0 };
  if (!chain.client || !chain.contracts) return notActivated;
  const reported = await reportedTx(db, chain.chainId, userId);
  try {
    return await activationOnChain(chain, userId, reported, base, ctx.clock());
  } catch {
    // The chain cannot be read just now: show what the user reported, without progress.
    return reported
      ? { ...base, state: 'activating', tx_hash: reported.txHash, confirmations: 0 }
      : notActivated;
  }
}

async function activationOnChain(
  chain: ChainRuntime,
  userId: number,
  reported: { txHash: string; reportedAt: Date } | undefined,
  base: Omit<Activation, 'state' | 'tx_hash' | 'confirmations'>,
  now: Date,
): Promise<Activation> {
  const client = chain.client!;
  const contracts = chain.contracts!;
  const head = await client.getBlockNumber({ cacheTime: 0 });
  const confirmationsOf = (block: bigint) => confirmationsAt(head, block, chain.confirmations);
  const check = reported ? await inspectTx(chain, reported.txHash as Hex, userId) : undefined;
  if (check?.status === 'mined') {
    return {
      ...base,
      state: 'activating',
      tx_hash: reported!.txHash,
      confirmations: confirmationsOf(check.blockNumber),
    };
  }
  // Paid in a transaction the page did not report (another tab, a closed page)? Read at `head`,
  // as the events are: a payment mined since would have no event and show all confirmations.
  const payer = await client.readContract({
    address: contracts.contracts.activation,
    abi: activationAbi,
    functionName: 'payerOf',
    args: [BigInt(userId)],
    blockNumber: head,
  });
  if (payer !== zeroAddress) {
    const from = head > LOOKBACK_BLOCKS ? head - LOOKBACK_BLOCKS : 0n;
    const logs = await client.getContractEvents({
      address: contracts.contracts.activation,
      abi: activationAbi,
      eventName: 'AccountActivated',
      args: { account: BigInt(userId) },
      fromBlock: from < BigInt(contracts.deployedAtBlock) ? BigInt(contracts.deployedAtBlock) : from,
      toBlock: head,
    });
    const last = logs.at(-1);
    return {
      ...base,
      state: 'activating',
      tx_hash: last?.transactionHash ?? null,
      confirmations: last?.blockNumber ? confirmationsOf(last.blockNumber) : chain.confirmations,
    };
  }
  if (reported && check) {
    if (check.status === 'pending')
      return { ...base, state: 'activating', tx_hash: reported.txHash, confirmations: 0 };
    if (check.status === 'missing' && now.getTime() - reported.reportedAt.getTime() < UNSEEN_GRACE_MS) {
      return { ...base, state: 'activating', tx_hash: reported.txHash, confirmations: 0 };
    }
    if (check.status === 'reverted') {
      return { ...base, state: 'not_activated', tx_hash: reported.txHash, confirmations: 0, failed: true };
    }
  }
  return { ...base, state: 'not_activated', tx_hash: null, confirmations: 0 };
}

async function reportedTx(db: Db, chainId: number, userId: number) {
  const [row] = await db
    .select({ txHash: activationTxs.txHash, reportedAt: activationTxs.reportedAt })
    .from(activationTxs)
    .where(and(eq(activationTxs.userId, userId), eq(activationTxs.chainId, chainId)));
  return row;
}

/** Attempts and pause while a just-sent transaction may not have reached our node yet. */
const REPORT_ATTEMPTS = 6;
const REPORT_PAUSE_MS = 500;

/**
 * The page reports the activation transaction it sent. The server checks it on the chain
 * (it must be `activate(this user)` on the Activation contract, pending or mined) and keeps it
 * so that GET shows "activating"; the watcher alone activates the account, once confirmed.
 */
export async function reportActivationTx(
  ctx: ServiceContext,
  userId: number,
  txHash: string,
): Promise<Activation> {
  const { chain, db } = ctx;
  const user = await loadUser(db, userId);
  if (user.activatedAt) return getActivation(ctx, userId);
  if (!chain.client || !chain.contracts) throw new AppError('unavailable');
  const hash = txHash.toLowerCase() as Hex;
  let check: TxCheck;
  for (let attempt = 1; ; attempt += 1) {
    try {
      check = await inspectTx(chain, hash, userId);
    } catch {
      throw new AppError('unavailable');
    }
    if (check.status !== 'missing' || attempt >= REPORT_ATTEMPTS) break;
    await new Promise((resolve) => setTimeout(resolve, REPORT_PAUSE_MS));
  }
  if (check.status === 'missing') throw new AppError('notFound', 'activationTxNotFound');
  if (check.status === 'mismatch')
    throw new AppError('invalidInput', 'activationTxMismatch', { field: 'tx_hash' });
  // Mined already: its block, for the confirmations the watcher tells the user (else it notes it).
  const blockNumber = check.status === 'mined' ? Number(check.blockNumber) : null;
  const row = { chainId: chain.chainId, txHash: hash, reportedAt: ctx.clock(), blockNumber };
  await db
    .insert(activationTxs)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: activationTxs.userId, set: row });
  return getActivation(ctx, userId);
}
