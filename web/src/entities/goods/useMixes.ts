import type { components } from '@djshop/api';
import { useQueries } from '@tanstack/react-query';
import { MIX_BPM_TOLERANCE, MIX_CANDIDATES, SONG_BPM_MAX, SONG_BPM_MIN } from '@/config/constants';
import { type GoodsSearch, goodsSearchQuery } from '@/entities/goods/searchGoods';
import { tempoWindows } from '@/lib/camelot';
import { type Mix, mixesWith } from './mixes';

type Goods = components['schemas']['Goods'];

/** Search filters that narrow the candidates further (the search page's keyword, genre, price, key, BPM). */
export type MixFilters = Omit<GoodsSearch, 'goods_type' | 'page' | 'limit'>;

/**
 * What mixes with `track`, computed from the catalogue: the music in each tempo window (own, half and double
 * time) that the search accepts, most played first, each window intersected with any BPM range in `filters`,
 * then kept to what mixes once the tempo is matched (`mixesWith`, with or without key lock) and ordered by
 * score. The key filter of the search is exact and the catalogue writes keys two ways, so keys are matched here.
 */
export function useMixes(
  track: Pick<Goods, 'id' | 'bpm' | 'key'> | undefined,
  {
    keyLock,
    limit,
    filters = {},
    enabled = true,
  }: {
    keyLock: boolean;
    limit: number;
    filters?: MixFilters;
    /** False holds the candidates' requests back (pending meanwhile), e.g. until the section is near the viewport. */
    enabled?: boolean;
  },
) {
  const { bpm_min: from = SONG_BPM_MIN, bpm_max: to = SONG_BPM_MAX, ...rest } = filters;
  const windows =
    track?.bpm && track.key
      ? tempoWindows(track.bpm, MIX_BPM_TOLERANCE)
          .map((window) => ({
            min: Math.max(window.min, SONG_BPM_MIN, from),
            max: Math.min(window.max, SONG_BPM_MAX, to),
          }))
          .filter((window) => window.min <= window.max)
      : [];
  return useQueries({
    queries: windows.map((window) => ({
      ...goodsSearchQuery({
        ...rest,
        // The most played first, whatever order the page lists in: the suggestions have their own order.
        sort: 'hot',
        goods_type: 'music',
        bpm_min: window.min,
        bpm_max: window.max,
        limit: MIX_CANDIDATES,
      }),
      enabled,
    })),
    combine: (results) => ({
      pending: results.some((result) => result.isPending),
      failed: results.some((result) => result.isError),
      retry: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
      items: track
        ? mixesWith(
            track,
            results.flatMap((result) => result.data?.data ?? []),
            { tolerance: MIX_BPM_TOLERANCE, keyLock, limit },
          )
        : ([] as Mix[]),
    }),
  });
}
