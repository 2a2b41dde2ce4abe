import { ASSET_KINDS, ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import type { UserInfo } from '@yuanlong/shared/user';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles, chipStyles } from '../../../components/button-styles.ts';
import { LoadMoreButton } from '../../../components/list-states.tsx';
import { Section } from '../../../components/section.tsx';
import { isActivated, useActivation } from '../../../lib/activation.ts';
import { localName } from '../../../lib/catalogue.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { MY_ASSETS_TABS, type MyAssetsTab, useMyAssets } from '../api/get-my-assets.ts';
import { BulkBar } from '../bulk/bulk-bar.tsx';
import { useSelection } from '../bulk/use-selection.ts';
import { MyAssetItem } from './my-asset-item.tsx';

function tabCount(tab: MyAssetsTab, user: UserInfo): number | null {
  switch (tab) {
    case 'cards':
      return user.hero_nums + user.equipment_nums + user.magic_equipment_nums + user.stone_nums;
    case 'hero':
      return user.hero_nums;
    case 'equip':
      return user.equipment_nums;
    case 'pet':
      return user.magic_equipment_nums;
    case 'stone':
      return user.stone_nums;
    default:
      return null;
  }
}

/** The tab of `?tab=`; all cards when missing or unknown. */
export function tabFrom(raw: string | null): MyAssetsTab {
  return MY_ASSETS_TABS.find((tab) => tab === raw) ?? 'cards';
}

/** A tab another feature adds after the kinds (the NFT111 contract assets), from the app. */
export interface ExtraAssetsTab {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * My game assets by kind, with status, place, price and the actions each allows; `extra` is one
 * more tab whose content the app gives.
 */
export function MyAssets({ user, extra }: { user: UserInfo; extra?: ExtraAssetsTab }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const extraShown = extra !== undefined && params.get('tab') === extra.key;
  const list = useMyAssets(tab);
  const activated = isActivated(useActivation().data);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const selection = useSelection();
  const picking = selection.active && !extraShown;
  const label = (key: MyAssetsTab) =>
    key === 'cards' ? t('account.allCards') : localName(ASSET_KINDS[key].names);
  return (
    <Section
      title={t('account.myAssets')}
      aside={
        !extraShown && items.length && !selection.active ? (
          <button
            type="button"
            onClick={selection.start}
            className={`${buttonStyles.secondary} min-h-10 px-3`}
          >
            {t('bulk.start')}
          </button>
        ) : null
      }
    >
      {/* The tabs wrap onto a second row on a phone rather than scroll sideways. */}
      <nav aria-label={t('account.assetKinds')} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {MY_ASSETS_TABS.map((key) => {
            const count = tabCount(key, user);
            return (
              <li key={key} className="shrink-0">
                <Link
                  to={{ search: key === 'cards' ? '' : `?tab=${key}` }}
                  aria-current={key === tab && !extraShown ? 'page' : undefined}
                  className={chipStyles(key === tab && !extraShown)}
                >
                  {label(key)}
                  {/* The space keeps the count a word of its own in the link's name ("Pet 3", not "Pet3"). */}
                  {count !== null ? (
                    <>
                      {' '}
                      <span className="ml-1 text-xs opacity-70">{count}</span>
                    </>
                  ) : null}
                </Link>
              </li>
            );
          })}
          {extra ? (
            <li className="shrink-0">
              <Link
                to={{ search: `?tab=${extra.key}` }}
                aria-current={extraShown ? 'page' : undefined}
                className={chipStyles(extraShown)}
              >
                {extra.label}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      {extraShown ? (
        extra.content
      ) : list.isPending ? (
        <div aria-busy="true" className="grid gap-3 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="skeleton h-36 rounded-2xl" />
          ))}
        </div>
      ) : list.isError && !items.length ? (
        <div role="alert" className="py-8 text-center">
          <p className="text-sm text-ember-100">{t('account.assetsFailed')}</p>
          <button
            type="button"
            onClick={() => void list.refetch()}
            className={`${buttonStyles.secondary} mt-3`}
          >
            {t('chunk.retry')}
          </button>
        </div>
      ) : !items.length ? (
        <div className="py-10 text-center">
          <p className="text-sm text-mist">{t('account.noAssets')}</p>
          <Link to="/marketplace" className={`${buttonStyles.secondary} mt-4`}>
            {t('account.browseMarket')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((asset) => (
              <MyAssetItem
                key={asset.id}
                asset={asset}
                online={user.is_online}
                activated={activated}
                emailBound={user.email !== ''}
                pick={
                  picking && asset.location === ASSET_LOCATIONS.game.code
                    ? {
                        checked: selection.has(asset.id),
                        disabled: selection.full && !selection.has(asset.id),
                        onToggle: () => selection.toggle(asset),
                      }
                    : undefined
                }
              />
            ))}
          </ul>
          <LoadMoreButton list={list} />
          {picking ? <BulkBar selection={selection} /> : null}
        </>
      )}
    </Section>
  );
}
