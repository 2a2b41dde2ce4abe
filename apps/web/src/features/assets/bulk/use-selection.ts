import { MARKET_BATCH_MAX } from '@yuanlong/shared/market-batch';
import type { OwnedAsset } from '@yuanlong/shared/my-assets';
import { useState } from 'react';

/** Several of my assets picked for one bulk action (at most MARKET_BATCH_MAX), kept across pages. */
export function useSelection() {
  const [active, setActive] = useState(false);
  const [picked, setPicked] = useState<ReadonlyMap<number, OwnedAsset>>(new Map());
  return {
    active,
    picked: [...picked.values()],
    has: (id: number) => picked.has(id),
    full: picked.size >= MARKET_BATCH_MAX,
    toggle: (asset: OwnedAsset) => {
      const next = new Map(picked);
      if (next.has(asset.id)) next.delete(asset.id);
      else if (next.size < MARKET_BATCH_MAX) next.set(asset.id, asset);
      setPicked(next);
    },
    drop: (ids: readonly number[]) => setPicked(new Map([...picked].filter(([id]) => !ids.includes(id)))),
    start: () => setActive(true),
    stop: () => {
      setActive(false);
      setPicked(new Map());
    },
  };
}
export type Selection = ReturnType<typeof useSelection>;
