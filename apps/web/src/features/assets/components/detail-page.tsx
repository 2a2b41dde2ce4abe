import type { UseQueryResult } from '@tanstack/react-query';
import type { CardDetail } from '@yuanlong/shared/card';
import { ERROR_STATUS } from '@yuanlong/shared/errors';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { AssetDetail } from './asset-detail.tsx';
import { DetailMissing, DetailSkeleton } from './detail-states.tsx';

/** A detail page's states around its query: no id, loading, not found, failed, the asset. */
export function DetailPage({
  id,
  query,
  title,
  extra,
}: {
  id: number | null;
  query: UseQueryResult<CardDetail>;
  title: string;
  /** What the app adds under the asset's own fields (e.g. a dragon's care). */
  extra?: (asset: CardDetail) => ReactNode;
}) {
  if (id === null) return <DetailMissing title={title} reason="noId" />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.code === ERROR_STATUS.notFound;
    return notFound ? (
      <DetailMissing title={title} reason="notFound" />
    ) : (
      <DetailMissing title={title} reason="failed" onRetry={() => void query.refetch()} />
    );
  }
  return <AssetDetail asset={query.data} extra={extra?.(query.data)} />;
}
