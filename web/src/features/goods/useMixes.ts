import type { components } from '@djshop/api';
import { useQueries } from '@tanstack/react-query';
import { MIX_BPM_TOLERANCE, MIX_CANDIDATES, MIX_SUGGESTIONS, SONG_BPM_MAX, SONG_BPM_MIN } from '@/config/constants';
import { goodsSearchQuery } from '@/entities/goods/searchGoods';
import { tempoWindows } from '@/lib/camelot';
import { mixesWith } from './mixes';

type Goods = components['schemas']['Goods'];

/**
 * "Mixes well with", computed from the catalogue: the music in each tempo window (own, half and double
 * time) that the search accepts, most played first, then kept to compatible keys. The key filter of the
 * search is exact and the catalogue writes keys two ways, so keys are matched here.
 */
export function useMixes(track: Pick<Goods, 'id' | 'bpm' | 'key'> | undefined) {
  const windows =
    track?.bpm && track.key
      ? tempoWindows(track.bpm, MIX_BPM_TOLERANCE)
          .map((window) => ({ min: Math.max(window.min, SONG_BPM_MIN), max: Math.min(window.max, SONG_BPM_MAX) }))
          .filter((window) => window.min <= window.max)
      : [];
  return useQueries({
    queries: windows.map((window) =>
      goodsSearchQuery({
        goods_type: 'music',
        bpm_min: window.min,
        bpm_max: window.max,
        sort: 'hot',
        limit: MIX_CANDIDATES,
      }),
    ),
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
            MIX_BPM_TOLERANCE,
            MIX_SUGGESTIONS,
          )
        : [],
    }),
  });
}
