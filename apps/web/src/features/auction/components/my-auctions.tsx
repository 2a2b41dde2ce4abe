import { useQuery } from '@tanstack/react-query';
import { nft111Abi } from '@yuanlong/chain/abis';
import type { Auction } from '@yuanlong/shared/auction';
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { Address } from 'viem';
import { useConfig } from 'wagmi';
import { readContract } from 'wagmi/actions';
import { Price } from '../../../components/asset/badges.tsx';
import { LockCountdown } from '../../../components/lock-countdown.tsx';
import { useChainSettings } from '../../../lib/chain-settings.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { AUCTION_KEYS, useMyAuctions } from '../api/auction-api.ts';
import { auctionName, auctionRole } from '../auction-role.ts';
import { CreditList } from './credit-list.tsx';

/** What the account can claim in each of its auctions, read on chain (auction id → base units). */
function useCredits(auctions: Auction[], address: string) {
  const config = useConfig();
  const settings = useChainSettings().data;
  const nft111 = settings?.contracts?.nft111 as Address | undefined;
  const ids = auctions.map((a) => a.id);
  return useQuery({
    queryKey: [...AUCTION_KEYS.mine, 'credits', address, ids],
    enabled: Boolean(nft111 && address),
    refetchInterval: 5000,
    queryFn: async () => {
      const amounts = await Promise.all(
        ids.map((id) =>
          readContract(config, {
            chainId: settings!.chain_id,
            address: nft111!,
            abi: nft111Abi,
            functionName: 'claimable',
            args: [BigInt(id), address as Address],
          }),
        ),
      );
      return new Map(ids.map((id, i) => [id, amounts[i]!]));
    },
  });
}

function AuctionRow({ auction, me }: { auction: Auction; me: string }) {
  const { t } = useTranslation();
  const role = auctionRole(auction, me);
  const coin = auction.coin ?? '';
  const name = auctionName(t, auction);
  const path =
    auction.asset_id === null
      ? null
      : `/${auction.collection_kind === 'dragon' ? 'dragonDetail' : 'cardDetail'}?id=${auction.asset_id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-ink-700 bg-ink-900/80 px-3 py-2.5">
      <div className="flex min-w-0 flex-col">
        {path ? (
          <Link to={path} className="truncate font-semibold text-parchment hover:text-gold-200">
            {name}
          </Link>
        ) : (
          <span className="truncate font-semibold text-parchment">{name}</span>
        )}
        <span className="text-xs text-mist">{t(`auction.role.${role}`)}</span>
      </div>
      <div className="flex flex-col items-end">
        <Price amount={auction.price} coin={coin} />
        {auction.state === 'open' ? (
          <LockCountdown
            locksAt={auction.locks_at}
            locked={auction.locked}
            lockedLabel={t('auction.lockedShort')}
            className="text-xs text-mist"
          />
        ) : null}
      </div>
    </li>
  );
}

/**
 * The "contract" tab of the account: the credits per coin to withdraw (pull payments, one
 * auction at a time), then the account's auctions (selling, holding, locked, outbid, ended).
 */
export function MyAuctions() {
  const { t } = useTranslation();
  const me = useUserInfo().data?.address?.toLowerCase() ?? '';
  const list = useMyAuctions();
  const items = list.data?.items ?? [];
  const credits = useCredits(items, me);
  const refetchCredits = useCallback(() => void credits.refetch(), [credits.refetch]);
  if (list.isPending) return <div className="skeleton h-40 rounded-2xl" aria-busy="true" />;
  if (list.isError)
    return <p className="py-6 text-center text-sm text-ember-100">{t('auction.mine.loadFailed')}</p>;
  return (
    <div className="flex flex-col gap-5">
      <CreditList auctions={items} credits={credits.data} account={me} onClaimed={refetchCredits} />
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-mist">{t('auction.mine.empty')}</p>
      ) : (
        <ul aria-label={t('auction.mine.title')} className="grid gap-2 md:grid-cols-2">
          {items.map((auction) => (
            <AuctionRow key={auction.id} auction={auction} me={me} />
          ))}
        </ul>
      )}
    </div>
  );
}
