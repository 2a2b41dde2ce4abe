import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeDeployData,
  getContractAddress,
  type Hex,
  http,
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
import { devAccounts } from './accounts.ts';
import { type GameCoinSymbol, gameCoins } from './assets.ts';
import {
  allHaveCode,
  type ChainAddresses,
  type DemoAssets,
  readAddresses,
  saveAddresses,
} from './deploy-addresses.ts';
import { mintDemoAssets } from './deploy-demo.ts';
import { GAS, wireContracts } from './deploy-wiring.ts';

export type { ChainAddresses, DemoAssets } from './deploy-addresses.ts';
export { readAddresses } from './deploy-addresses.ts';

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

  await wireContracts(send, account.address, { coins, dragonNft, cardNft, gameVault, nft111 });

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
  saveAddresses(options.addressesFile, addresses);
  log(`deployed; addresses saved to ${options.addressesFile}`);
  return { addresses, reused: false };
}
