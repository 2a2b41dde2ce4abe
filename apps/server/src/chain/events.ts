import { activationAbi, gameVaultAbi, nft111Abi } from '@yuanlong/chain/abis';
import type { AbiEvent, Address, Hex } from 'viem';
import type { ChainContracts } from './contracts.ts';

/** The events the watcher reads, and which contract may emit each. */
export const WATCHED_EVENT_NAMES = [
  'AccountActivated',
  'NftDeposited',
  'CoinDeposited',
  'CoinPaidOut',
  'NftClaimed',
  'CardMinted',
  'AuctionCreated',
  'BidPlaced',
  'AuctionCancelled',
  'NftWithdrawn',
] as const;
export type WatchedEventName = (typeof WATCHED_EVENT_NAMES)[number];

function eventOf(abi: readonly unknown[], name: string): AbiEvent {
  const item = abi.find(
    (entry): entry is AbiEvent =>
      typeof entry === 'object' &&
      entry !== null &&
      (entry as AbiEvent).type === 'event' &&
      (entry as AbiEvent).name === name,
  );
  if (!item) throw new Error(`event ${name} is not in the ABI`);
  return item;
}

export const accountActivatedEvent = eventOf(activationAbi, 'AccountActivated');
export const watchedEvents: AbiEvent[] = [
  accountActivatedEvent,
  eventOf(gameVaultAbi, 'NftDeposited'),
  eventOf(gameVaultAbi, 'CoinDeposited'),
  eventOf(gameVaultAbi, 'CoinPaidOut'),
  eventOf(gameVaultAbi, 'NftClaimed'),
  eventOf(gameVaultAbi, 'CardMinted'),
  eventOf(nft111Abi, 'AuctionCreated'),
  eventOf(nft111Abi, 'BidPlaced'),
  eventOf(nft111Abi, 'AuctionCancelled'),
  eventOf(nft111Abi, 'NftWithdrawn'),
];

/** Which contract of the deployment emits each watched event (a same-named event of another is ignored). */
const EMITTER: Record<WatchedEventName, keyof ChainContracts['contracts']> = {
  AccountActivated: 'activation',
  NftDeposited: 'gameVault',
  CoinDeposited: 'gameVault',
  CoinPaidOut: 'gameVault',
  NftClaimed: 'gameVault',
  CardMinted: 'gameVault',
  AuctionCreated: 'nft111',
  BidPlaced: 'nft111',
  AuctionCancelled: 'nft111',
  NftWithdrawn: 'nft111',
};

/** A decoded event of a watched contract, with its place on the chain. */
export interface ChainEvent {
  txHash: Hex;
  logIndex: number;
  blockNumber: number;
  blockHash: Hex;
  blockTime: Date;
  /** Lower-case address of the emitting contract. */
  contract: string;
  event: WatchedEventName;
  /** The game account (user id) the event is for. */
  account: bigint | null;
  /** Arguments as JSON: integers as decimal strings, addresses lower-case. */
  args: Record<string, string>;
}

/** What getLogs returns for one log, decoded (viem's shape, loosely typed). */
export interface DecodedLog {
  address: Address;
  blockHash: Hex | null;
  blockNumber: bigint | null;
  transactionHash: Hex | null;
  logIndex: number | null;
  eventName?: string;
  args?: unknown;
}

/**
 * Turns a decoded log into a ChainEvent; undefined for a log the watcher does not act on
 * (pending, or an event name from a contract that does not define it).
 */
export function toChainEvent(
  log: DecodedLog,
  contracts: ChainContracts,
  blockTime: Date,
): ChainEvent | undefined {
  if (
    log.blockHash === null ||
    log.blockNumber === null ||
    log.transactionHash === null ||
    log.logIndex === null ||
    !log.args ||
    typeof log.args !== 'object'
  ) {
    return undefined;
  }
  const contract = log.address.toLowerCase();
  const name = log.eventName;
  if (!isWatched(name) || contract !== contracts.contracts[EMITTER[name]].toLowerCase()) return undefined;
  const args: Record<string, string> = {};
  for (const [key, value] of Object.entries(log.args as Record<string, unknown>)) {
    args[key] = typeof value === 'string' ? value.toLowerCase() : String(value);
  }
  const account = (log.args as { account?: unknown }).account;
  return {
    txHash: log.transactionHash,
    logIndex: log.logIndex,
    blockNumber: Number(log.blockNumber),
    blockHash: log.blockHash,
    blockTime,
    contract,
    event: name as WatchedEventName,
    account: typeof account === 'bigint' ? account : null,
    args,
  };
}

function isWatched(name: string | undefined): name is WatchedEventName {
  return (WATCHED_EVENT_NAMES as readonly (string | undefined)[]).includes(name);
}
