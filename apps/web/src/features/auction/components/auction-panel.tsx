import { nft111Abi } from '@yuanlong/chain/abis';
import type { AuctionDetail } from '@yuanlong/shared/auction';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { Link } from 'react-router';
import type { Address } from 'viem';
import { useReadContract } from 'wagmi';
import { Price } from '../../../components/asset/badges.tsx';
import { buttonStyles } from '../../../components/button-styles.ts';
import { LockCountdown } from '../../../components/lock-countdown.tsx';
import { useChainSettings } from '../../../lib/chain-settings.ts';
import { formatAmount } from '../../../lib/coins.ts';
import { shortenAddress } from '../../../lib/format.ts';
import type { OwnedAssetRef } from '../../../lib/owner-asset-action.ts';
import { useToken } from '../../../lib/token.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { useAuctionOfAsset } from '../api/auction-api.ts';
import { AuctionOwnerActions } from './auction-owner-actions.tsx';
import { BidForm } from './bid-form.tsx';
import { BidHistory } from './bid-history.tsx';

/** What the signed-in account is credited in this auction (95% parts and holder shares), read on chain. */
function MyCredit({ auction, address }: { auction: AuctionDetail; address: string }) {
  const { t } = useTranslation();
  const settings = useChainSettings().data;
  const credit = useReadContract({
    chainId: settings?.chain_id,
    address: settings?.contracts?.nft111 as Address | undefined,
    abi: nft111Abi,
    functionName: 'claimable',
    args: [BigInt(auction.id), address as Address],
    query: { enabled: Boolean(settings?.contracts), refetchInterval: 5000 },
  });
  const amount = credit.data ?? 0n;
  const coin = auction.coin ?? '';
  return (
    <p className="flex items-baseline justify-between gap-3 text-sm">
      <span className="text-mist">{t('auction.myCredit')}</span>
      <span className="shrink-0 whitespace-nowrap tabular-nums text-jade-200">
        {formatAmount(amount, coin)} <span className="text-xs text-gold-400">{coin}</span>
      </span>
    </p>
  );
}

/**
 * The auction as the contract sees it now: locked by the chain's time (the server's clock may be
 * behind it near the deadline), so the holder's withdrawal is offered as soon as the chain takes it.
 */
function useLockedOnChain(auction: AuctionDetail): boolean {
  const settings = useChainSettings().data;
  const view = useReadContract({
    chainId: settings?.chain_id,
    address: settings?.contracts?.nft111 as Address | undefined,
    abi: nft111Abi,
    functionName: 'auctionOf',
    args: [BigInt(auction.id)],
    query: { enabled: Boolean(settings?.contracts) && auction.state === 'open', refetchInterval: 3000 },
  });
  return view.data?.locked ?? false;
}

function AuctionBody({ auction: indexed }: { auction: AuctionDetail }) {
  const { t } = useTranslation();
  const lockedOnChain = useLockedOnChain(indexed);
  const auction = lockedOnChain && !indexed.locked ? { ...indexed, locked: true } : indexed;
  const loggedIn = Boolean(useToken());
  const address = useUserInfo().data?.address?.toLowerCase() ?? '';
  const isHolder = address !== '' && auction.holder === address;
  const coin = auction.coin ?? '';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <dl>
          <dt className="text-xs font-semibold tracking-widest text-gold-300 uppercase">
            {auction.bid_count ? t('auction.currentPrice') : t('auction.startPrice')}
          </dt>
          <dd>
            <Price amount={auction.price} coin={coin} size="lg" />
          </dd>
        </dl>
        <span className="text-sm text-mist">{t('auction.bids', { count: auction.bid_count })}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-mist">{t('auction.holder')}</dt>
        <dd data-address={auction.holder} className="text-right font-mono">
          {shortenAddress(auction.holder)}{' '}
          {isHolder ? <span className="font-sans text-jade-300">{t('auction.you')}</span> : null}
        </dd>
        <dt className="text-mist">{auction.locked ? t('auction.lockedShort') : t('auction.locksIn')}</dt>
        <dd className="text-right">
          <LockCountdown
            locksAt={auction.locks_at}
            locked={auction.locked}
            lockedLabel={t('auction.lockedShort')}
            className="font-semibold text-gold-100"
          />
        </dd>
      </dl>
      {auction.locked ? (
        <p className="rounded-xl border border-gold-500/40 bg-gold-400/10 px-3 py-2 text-sm text-gold-100">
          {t('auction.lockedState')}
        </p>
      ) : null}
      {loggedIn && address ? <MyCredit auction={auction} address={address} /> : null}
      {loggedIn && address ? <AuctionOwnerActions auction={auction} account={address} /> : null}
      {!auction.locked && !isHolder ? (
        loggedIn && address ? (
          <BidForm key={auction.price} auction={auction} account={address} />
        ) : (
          <Link to="/login" className={buttonStyles.primary}>
            {t('auction.loginToBid')}
          </Link>
        )
      ) : null}
      <BidHistory auction={auction} me={address} />
    </div>
  );
}

/**
 * The NFT111 auction of an asset in the contract, on its detail page: price and holder, the lock
 * countdown or locked state, this account's credit, the bid form or the holder's and seller's
 * actions, and the bid history. Nothing for an asset that is not in the contract.
 */
export function AuctionPanel({ asset }: { asset: OwnedAssetRef }) {
  const { t } = useTranslation();
  const inContract = asset.location === ASSET_LOCATIONS.contract.code;
  const query = useAuctionOfAsset(asset.id, inContract);
  const auction = query.data;
  if (!inContract || !auction) return null;
  return (
    <section
      aria-label={t('auction.panel')}
      className="rounded-2xl border border-jade-400/30 bg-gradient-to-b from-ink-850 to-ink-900 p-4 shadow-lg shadow-black/30"
    >
      <h2 className="mb-3 font-display text-lg font-bold text-jade-200">{t('auction.panel')}</h2>
      <AuctionBody auction={auction} />
    </section>
  );
}
