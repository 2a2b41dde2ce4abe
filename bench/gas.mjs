#!/usr/bin/env node
// Full-transaction gas (receipt gasUsed: 21,000 + calldata + execution) of the contracts' main
// operations on a fresh local anvil, against the goals and reference figures in
// packages/chain/README.md. Prints a table; writes bench/results/gas.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { createPublicClient, createWalletClient, http, hexToBytes } = await import('viem');
const { privateKeyToAccount } = await import('viem/accounts');
const { foundry } = await import('viem/chains');
const chainSrc = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'chain', 'src');
const { startDevChain } = await import(join(chainSrc, 'dev-chain.ts'));
const { devAccounts } = await import(join(chainSrc, 'accounts.ts'));
const { cardNftAbi, dragonNftAbi, nft111Abi, activationAbi, gameCoinAbi } = await import(
  join(chainSrc, 'abis.ts')
);
const { minimumNextPrice } = await import(join(chainSrc, 'nft111.ts'));

const dir = mkdtempSync(join(tmpdir(), 'yuanlong-gas-'));
const chain = await startDevChain({ dataDir: dir });
const { contracts, coins, demo } = chain.addresses;
const client = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) });
const results = [];

/** Sends a transaction from `who` and records its receipt's gas with the calldata part. */
async function measure(label, who, request, goal) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(who.privateKey),
    chain: { ...foundry, id: chain.chainId },
    transport: http(chain.rpcUrl),
  });
  const hash = await wallet.writeContract(request);
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`${label}: reverted`);
  const tx = await client.getTransaction({ hash });
  const calldata = hexToBytes(tx.input).reduce((gas, byte) => gas + (byte === 0 ? 4 : 16), 0);
  if (label) results.push({ label, gas: Number(receipt.gasUsed), calldata, goal });
  return receipt;
}

try {
  const [p1, p2, p3] = [devAccounts.player1, devAccounts.player2, devAccounts.player3];
  const cardOf = (owner) => demo.cards.filter((c) => c.owner === owner.address).map((c) => BigInt(c.tokenId));
  const dragonOf = (owner) =>
    demo.dragons.filter((d) => d.owner === owner.address).map((d) => BigInt(d.tokenId));

  // ERC-721 transfers to a wallet that already holds the collection.
  await measure(
    'CardNFT transferFrom to a holder',
    p1,
    {
      address: contracts.cardNft,
      abi: cardNftAbi,
      functionName: 'transferFrom',
      args: [p1.address, p2.address, cardOf(p1)[0]],
    },
    43_000,
  );
  await measure(
    'DragonNFT transferFrom to a holder',
    p1,
    {
      address: contracts.dragonNft,
      abi: dragonNftAbi,
      functionName: 'transferFrom',
      args: [p1.address, p2.address, dragonOf(p1)[0]],
    },
    43_000,
  );

  // NFT111: p1 lists a card for BNB; p2 and p3 then outbid each other.
  const tokenId = cardOf(p1)[1];
  await measure('', p1, {
    address: contracts.cardNft,
    abi: cardNftAbi,
    functionName: 'approve',
    args: [contracts.nft111, tokenId],
  });
  await measure('Nft111 createAuction', p1, {
    address: contracts.nft111,
    abi: nft111Abi,
    functionName: 'createAuction',
    args: [contracts.cardNft, tokenId, '0x0000000000000000000000000000000000000000', 10n ** 17n, 0n],
  });
  const auctionId = await client.readContract({
    address: contracts.nft111,
    abi: nft111Abi,
    functionName: 'lastAuctionId',
  });
  let price = 10n ** 17n;
  const labels = [
    'Nft111 bid BNB, first bid on the market (new fee slot, seller recorded)',
    'Nft111 bid BNB, previous holder outbid the first time (new holding slot)',
    '',
    'Nft111 bid BNB, steady state (previous holder outbid before)',
  ];
  for (const [i, bidder] of [p2, p3, p2, p3].entries()) {
    const amount = minimumNextPrice(price);
    await measure(
      labels[i],
      bidder,
      {
        address: contracts.nft111,
        abi: nft111Abi,
        functionName: 'bid',
        args: [auctionId, price],
        value: amount,
      },
      i === 3 ? 66_000 : undefined,
    );
    price = amount;
  }

  // Activation: approve 1 MDV, then activate.
  await measure('', p3, {
    address: coins.MDV,
    abi: gameCoinAbi,
    functionName: 'approve',
    args: [contracts.activation, 10n ** 18n],
  });
  await measure('Activation activate (the treasury receives its first MDV)', p3, {
    address: contracts.activation,
    abi: activationAbi,
    functionName: 'activate',
    args: [7n],
  });
} finally {
  await chain.stop();
  rmSync(dir, { recursive: true, force: true });
}

const reference = [
  ['ERC-721 transfer floor (MinimalNFT, performance-anchors.md)', 39_823],
  ['OpenZeppelin 5.7 ERC721 transfer to a holder', 42_766],
  ['NFT111 bid floor (new slot + 3 slot writes)', 60_000],
  ['Seaport 1.6 basic order, 2 fee recipients', 161_947],
];
console.log('| operation | full-tx gas | of which calldata | execution | goal |');
console.log('|---|---:|---:|---:|---|');
for (const r of results) {
  const verdict = r.goal ? `${r.gas <= r.goal ? 'ok' : 'OVER'} (<= ${r.goal.toLocaleString('en')})` : '';
  console.log(
    `| ${r.label} | ${r.gas.toLocaleString('en')} | ${r.calldata.toLocaleString('en')} | ${(r.gas - 21_000 - r.calldata).toLocaleString('en')} | ${verdict} |`,
  );
}
console.log('\nreference figures:');
for (const [label, gas] of reference) console.log(`  ${label}: ${gas.toLocaleString('en')}`);

const out = join(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'gas.json'), `${JSON.stringify({ results, reference }, null, 2)}\n`);
process.exit(results.some((r) => r.goal && r.gas > r.goal) ? 1 : 0);
