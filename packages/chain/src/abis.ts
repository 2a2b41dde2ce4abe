// The contracts' ABIs, generated from the Solidity sources by `npm run build -w @yuanlong/chain`.
export {
  activationAbi,
  cardNftAbi,
  dragonNftAbi,
  gameCoinAbi,
  gameVaultAbi,
  nft111Abi,
} from '../generated/abis.ts';
