import type { components } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MIX_BPM_TOLERANCE, MIX_CANDIDATES } from '@/config/constants';
import { goodsDetailQuery } from '@/entities/goods/getGoodsDetail';
import { mixesWith } from '@/entities/goods/mixes';
import { type MixFilters, useMixes } from '@/entities/goods/useMixes';
import { keyLock } from '@/lib/key-lock';
import { userText } from '@/lib/user-text';
import { EmptyState, LoadError, SkeletonRows } from '@/ui/query-view/QueryView';
import { KeyLockSwitch, MixList } from './MixList';
import './mixes.css';

type Goods = components['schemas']['Goods'];

/** A list the page has loaded itself (a listing's pages), to narrow instead of searching the catalogue. */
export interface MixCandidates {
  readonly items: readonly Goods[];
  readonly pending: boolean;
  readonly failed: boolean;
  readonly retry: () => void;
}

interface MixesWithProps {
  /** The chosen track (from its detail page's link). */
  trackId: number;
  /** The page's other filters, which narrow the candidates further (for the catalogue's search). */
  filters?: MixFilters;
  /** The page's own list (a listing): narrowed by the same rule instead of searching the whole catalogue. */
  candidates?: MixCandidates;
  /** Leaves "mixes with" and shows the page's ordinary results. */
  onClear: () => void;
}

/** The chosen track of a page's `mixes` query (a track id), or null when absent or not an id. */
export function mixesParam(params: URLSearchParams): number | null {
  const value = params.get('mixes') ?? '';
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/**
 * The "mixes with" filter of the search and the listings: the catalogue (or the listing's own list) narrowed
 * to what mixes with the chosen track once the tempo is matched, by the rule of the track page's suggestions
 * (with the user's key lock), best first.
 */
export function MixesWith({ trackId, filters, candidates, onClear }: MixesWithProps) {
  useSignals();
  const { t } = useTranslation('catalog');
  const detail = useQuery(goodsDetailQuery(trackId, 'music'));
  const track = detail.data;
  // With a list of its own the page asks the search for nothing: useMixes without a track makes no request.
  const searched = useMixes(candidates ? undefined : track, { keyLock: keyLock.value, limit: MIX_CANDIDATES, filters });
  const mixes = candidates
    ? {
        ...candidates,
        items: track
          ? mixesWith(track, candidates.items, {
              tolerance: MIX_BPM_TOLERANCE,
              keyLock: keyLock.value,
              limit: candidates.items.length,
            })
          : [],
      }
    : searched;
  const title = track ? userText(track.title) : '';
  let body: React.ReactNode;
  if (detail.isError) body = <LoadError onRetry={() => void detail.refetch()} />;
  else if (track && (!track.bpm || !track.key)) body = <EmptyState>{t('mixesWithNoKey')}</EmptyState>;
  else if (track && mixes.items.length > 0) body = <MixList track={track} items={mixes.items} label={t('results')} />;
  else if (mixes.failed) body = <LoadError onRetry={mixes.retry} />;
  else if (!track || mixes.pending) body = <SkeletonRows rows={4} />;
  else body = <EmptyState>{t('noMixes')}</EmptyState>;
  return (
    <section className="mixes-with" aria-label={title ? t('mixesWith', { title }) : t('mixesWithAny')}>
      <p className="mixes-with__chip">
        <span>{title ? t('mixesWith', { title }) : t('mixesWithAny')}</span>
        <button type="button" className="icon-button" aria-label={t('mixesWithClear')} onClick={onClear}>
          <X aria-hidden="true" size={16} />
        </button>
      </p>
      <p className="mixes-with__hint">{t('mixesWithHint', { lock: t(keyLock.value ? 'keyLockOn' : 'keyLockOff') })}</p>
      <KeyLockSwitch />
      {body}
    </section>
  );
}
