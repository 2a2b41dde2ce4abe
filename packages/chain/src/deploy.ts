import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  parseUnits,
  toBytes,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  activationAbi,
  cardNftAbi,
  dragonNftAbi,
  gameCoinAbi,
  gameVaultAbi,
  nft111Abi,
} from '../generated/abis.ts';
import {
  activationBytecode,
  cardNftBytecode,
  dragonNftBytecode,
  gameCoinBytecode,
  gameVaultBytecode,
  nft111Bytecode,
} from '../generated/bytecode.ts';
import { demoPlayers, devAccounts } from './accounts.ts';
import { cardAssetTypes, type GameCoinSymbol, gameCoins } from './assets.ts';

/** Addresses of a deployment, as saved in the addresses file (JSON). */
export interface ChainAddresses {
  chainId: number;
  /** Block of the first deployment transaction: where an event indexer starts. */
  deployedAtBlock: number;
  deployer: Address;
  /** GameVault's voucher signer. */
  signer: Address;
  /** Receives activation payments. */
  treasury: Address;
  /** Copyright owner of both collections. */
  copyrightOwner: Address;
  coins: Record<GameCoinSymbol, Address>;
  contracts: {
    dragonNft: Address;
    cardNft: Address;
    activation: Address;
    gameVault: Address;
    nft111: Address;
  };
  /** Assets minted for the demo players (absent when deployed without demo assets). */
  demo?: DemoAssets;
}

/** What deploy() mints for the demo (token ids as decimal strings). */
export interface DemoAssets {
  players: Address[];
  /** Base units of each game coin minted to every player. */
  coinsPerPlayer: Record<GameCoinSymbol, string>;
  dragons: { tokenId: string; owner: Address }[];
  cards: { tokenId: string; owner: Address; assetType: number }[];
}

export interface DeployOptions {
  rpcUrl: string;
  /** Where the addresses are saved; when it exists and the code is still there, it is reused. */
  addressesFile: string;
  /** Deployer key (default: dev account 0); it becomes the owner and admin of every contract. */
  deployerKey?: Hex;
  signer?: Address;
  treasury?: Address;
  copyrightOwner?: Address;
  /** Default NFT111 timeout in seconds (default 24 h). */
  auctionTimeout?: number;
  /** Mint demo coins and NFTs to the demo players and fund the vault (default true). */
  demo?: boolean;
  log?: (message: string) => void;
}

export interface DeployResult {
  addresses: ChainAddresses;
  /** True when an earlier deployment was found and kept. */
  reused: boolean;
}

/** Whole coins minted to each demo player, per coin. */
const DEMO_COINS_PER_PLAYER = '100000';
/** Whole coins (and BNB) put in the vault so that payouts work from the start. */
const VAULT_FLOAT = '1000000';
const VAULT_BNB_FLOAT = '100';
/** GameNft.MINTER_ROLE. */
const MINTER_ROLE = keccak256(toBytes('MINTER_ROLE'));
/** Demo NFT ids: 900,000,000 + player * 100 + n, far from ids the game will use. */
const DEMO_ID_BASE = 900_000_000n;

// Gas limits are fixed so that transactions can be sent back to back without waiting for the
// previous one (estimation would need it mined). Each is about 1.5x what it uses.
const GAS = {
  coin: 1_500_000n,
  nft: 3_000_000n,
  activation: 1_200_000n,
  vault: 3_000_000n,
  nft111: 4_000_000n,
  call: 250_000n,
} as const;

/** Reads a saved addresses file; undefined when it does not exist. */
export function readAddresses(file: string): ChainAddresses | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as ChainAddresses;
}

/**
 * Deploys every contract to `rpcUrl`, wires roles and allow-lists, mints the demo assets and
 * saves the addresses to `addressesFile`. Idempotent: when the file exists and every address
 * still has code on the same chain, nothing is sent and the saved addresses are returned.
 */
export async function deploy(options: DeployOptions): Promise<DeployResult> {
  const log = options.log ?? (() => {});
  const publicClient = createPublicClient({ transport: http(options.rpcUrl), pollingInterval: 100 });
  const chainId = await publicClient.getChainId();

  const saved = readAddresses(options.addressesFile);
  if (saved) {
    if (saved.chainId === chainId && (await allHaveCode(publicClient, saved))) {
      log(`contracts found at the saved addresses (${options.addressesFile}); reusing them`);
      return { addresses: saved, reused: true };
    }
    log(`saved addresses do not match chain ${chainId}; deploying again`);
  }

  const account = privateKeyToAccount(options.deployerKey ?? devAccounts.deployer.privateKey);
  const chain = defineChain({
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  const wallet = createWalletClient({
    account,
    chain,
    transport: http(options.rpcUrl),
    pollingInterval: 100,
  });
  const signer = options.signer ?? devAccounts.signer.address;
  const treasury = options.treasury ?? devAccounts.treasury.address;
  const copyrightOwner = options.copyrightOwner ?? devAccounts.copyright.address;
  const deployedAtBlock = Number(await publicClient.getBlockNumber()) + 1;

  let nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
  const sent: { label: string; hash: Hex }[] = [];

  // Sends one transaction with the next nonce and returns at once (typed data comes from
  // encodeDeployData / encodeFunctionData at each call site). `to` undefined deploys.
  const send = async (label: string, to: Address | undefined, data: Hex, gas: bigint, value = 0n) => {
    const hash = await wallet.sendTransaction({ to, data, gas, value, nonce: nonce++ });
    sent.push({ label, hash });
  };
  const nextAddress = () => getContractAddress({ from: account.address, nonce: BigInt(nonce) });

  log(`deploying to chain ${chainId} from ${account.address}`);
  const coins = {} as Record<GameCoinSymbol, Address>;
  for (const { symbol, decimals } of gameCoins) {
    coins[symbol] = nextAddress();
    const data = encodeDeployData({
      abi: gameCoinAbi,
      bytecode: gameCoinBytecode,
      args: [symbol, symbol, decimals, account.address],
    });
    await send(`GameCoin ${symbol}`, undefined, data, GAS.coin);
  }
  const dragonNft = nextAddress();
  await send(
    'DragonNFT',
    undefined,
    encodeDeployData({
      abi: dragonNftAbi,
      bytecode: dragonNftBytecode,
      args: [account.address, copyrightOwner],
    }),
    GAS.nft,
  );
  const cardNft = nextAddress();
  await send(
    'CardNFT',
    undefined,
    encodeDeployData({ abi: cardNftAbi, bytecode: cardNftBytecode, args: [account.address, copyrightOwner] }),
    GAS.nft,
  );
  const activation = nextAddress();
  await send(
    'Activation',
    undefined,
    encodeDeployData({
      abi: activationAbi,
      bytecode: activationBytecode,
      args: [coins.MDV, treasury, account.address],
    }),
    GAS.activation,
  );
  const gameVault = nextAddress();
  await send(
    'GameVault',
    undefined,
    encodeDeployData({
      abi: gameVaultAbi,
      bytecode: gameVaultBytecode,
      args: [cardNft, signer, account.address],
    }),
    GAS.vault,
  );
  const nft111 = nextAddress();
  await send(
    'Nft111',
    undefined,
    encodeDeployData({
      abi: nft111Abi,
      bytecode: nft111Bytecode,
      args: [BigInt(options.auctionTimeout ?? 24 * 3600), account.address],
    }),
    GAS.nft111,
  );

  const grant = (to: Address) =>
    encodeFunctionData({ abi: cardNftAbi, functionName: 'grantRole', args: [MINTER_ROLE, to] });
  await send('CardNFT: the vault may mint', cardNft, grant(gameVault), GAS.call);
  await send('CardNFT: the deployer may mint', cardNft, grant(account.address), GAS.call);
  await send('DragonNFT: the deployer may mint', dragonNft, grant(account.address), GAS.call);
  for (const collection of [dragonNft, cardNft]) {
    const allow = encodeFunctionData({
      abi: gameVaultAbi,
      functionName: 'setCollectionAllowed',
      args: [collection, true],
    });
    await send('GameVault: allow collection', gameVault, allow, GAS.call);
    const add = encodeFunctionData({ abi: nft111Abi, functionName: 'addCollection', args: [collection] });
    await send('Nft111: add collection', nft111, add, GAS.call);
  }
  for (const { symbol } of gameCoins) {
    const allow = encodeFunctionData({
      abi: gameVaultAbi,
      functionName: 'setCoinAllowed',
      args: [coins[symbol], true],
    });
    await send(`GameVault: allow ${symbol}`, gameVault, allow, GAS.call);
    const add = encodeFunctionData({ abi: nft111Abi, functionName: 'addCoin', args: [coins[symbol]] });
    await send(`Nft111: add ${symbol}`, nft111, add, GAS.call);
  }

  let demo: DemoAssets | undefined;
  if (options.demo ?? true) {
    demo = await mintDemoAssets(send, { coins, gameVault, dragonNft, cardNft });
  }

  log(`sent ${sent.length} transactions; waiting for receipts`);
  const receipts = await Promise.all(
    sent.map(({ hash }) => publicClient.waitForTransactionReceipt({ hash })),
  );
  const failed = receipts.flatMap((receipt, i) => (receipt.status === 'success' ? [] : [sent[i]!.label]));
  if (failed.length > 0) throw new Error(`deploy: transactions reverted: ${failed.join(', ')}`);

  const addresses: ChainAddresses = {
    chainId,
    deployedAtBlock,
    deployer: account.address,
    signer,
    treasury,
    copyrightOwner,
    coins,
    contracts: { dragonNft, cardNft, activation, gameVault, nft111 },
    ...(demo ? { demo } : {}),
  };
  writeAtomically(options.addressesFile, `${JSON.stringify(addresses, null, 2)}\n`);
  log(`deployed; addresses saved to ${options.addressesFile}`);
  return { addresses, reused: false };
}

type Send = (label: string, to: Address | undefined, data: Hex, gas: bigint, value?: bigint) => Promise<void>;

/** Coins for every demo player, a float of every coin and of BNB in the vault, and NFTs. */
async function mintDemoAssets(
  send: Send,
  at: { coins: Record<GameCoinSymbol, Address>; gameVault: Address; dragonNft: Address; cardNft: Address },
): Promise<DemoAssets> {
  const demo: DemoAssets = {
    players: demoPlayers.map((p) => p.address),
    coinsPerPlayer: {} as DemoAssets['coinsPerPlayer'],
    dragons: [],
    cards: [],
  };
  for (const { symbol, decimals } of gameCoins) {
    const perPlayer = parseUnits(DEMO_COINS_PER_PLAYER, decimals);
    demo.coinsPerPlayer[symbol] = perPlayer.toString();
    for (const player of demoPlayers) {
      const mint = encodeFunctionData({
        abi: gameCoinAbi,
        functionName: 'mint',
        args: [player.address, perPlayer],
      });
      await send(`${symbol} to ${player.address}`, at.coins[symbol], mint, GAS.call);
    }
    const float = parseUnits(VAULT_FLOAT, decimals);
    const mint = encodeFunctionData({ abi: gameCoinAbi, functionName: 'mint', args: [at.gameVault, float] });
    await send(`${symbol} float to the vault`, at.coins[symbol], mint, GAS.call);
  }
  const deposit = encodeFunctionData({ abi: gameVaultAbi, functionName: 'depositNative', args: [0n, 0n] });
  await send('BNB float to the vault', at.gameVault, deposit, GAS.call, parseUnits(VAULT_BNB_FLOAT, 18));

  for (const [p, player] of demoPlayers.entries()) {
    const base = DEMO_ID_BASE + BigInt(p + 1) * 100n;
    for (const n of [1n, 2n]) {
      const tokenId = base + n;
      const mint = encodeFunctionData({
        abi: dragonNftAbi,
        functionName: 'safeMint',
        args: [player.address, tokenId],
      });
      await send(`dragon ${tokenId}`, at.dragonNft, mint, GAS.call);
      demo.dragons.push({ tokenId: tokenId.toString(), owner: player.address });
    }
    for (const assetType of Object.values(cardAssetTypes)) {
      const tokenId = base + 10n + BigInt(assetType);
      const mint = encodeFunctionData({
        abi: cardNftAbi,
        functionName: 'safeMint',
        args: [player.address, tokenId, assetType],
      });
      await send(`card ${tokenId}`, at.cardNft, mint, GAS.call);
      demo.cards.push({ tokenId: tokenId.toString(), owner: player.address, assetType });
    }
  }
  return demo;
}

async function allHaveCode(
  client: { getCode: (args: { address: Address }) => Promise<Hex | undefined> },
  saved: ChainAddresses,
): Promise<boolean> {
  const all = [...Object.values(saved.coins), ...Object.values(saved.contracts)];
  if (all.some((address) => !address || address === zeroAddress)) return false;
  const codes = await Promise.all(all.map((address) => client.getCode({ address })));
  return codes.every((code) => code !== undefined && code !== '0x');
}

function writeAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}
