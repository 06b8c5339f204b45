import { useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueFiltersQuery } from '@/entities/goods/getCatalogueFilters';
import { type SearchFilters, searchGoodsQuery } from '@/entities/goods/searchGoods';
import type { MixFilters } from '@/entities/goods/useMixes';
import { MixesWith } from '@/entities/mixes/MixesWith';
import { customGenresQuery } from '@/entities/user/getCustomGenres';
import { requestedChannel, requestedMixes } from '@/lib/catalog-intent';
import { type RouteName, routePath, routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { GoodsInfiniteList } from '@/ui/goods/GoodsInfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { SearchEntry } from '@/ui/search/SearchEntry';
import { FilterPanel } from './components/FilterPanel';
import { CATEGORY_FIRST_FILTERS } from './params';
import './catalog.css';

/** The listing pages Category leads to, besides its own filtered list. */
const LISTINGS = [
  'topList',
  'dayList',
  'selectedMusicPack',
  'suiteList',
  'singleMusic',
  'dJSingle',
  'dJTeaching',
  'vipList',
  'welfareCenter',
  'tAG',
  'soundLight',
  'stageNameLogo',
  'software',
] as const satisfies readonly RouteName[];

type GoodsType = NonNullable<SearchFilters['goods_type']>;
type Channel = NonNullable<SearchFilters['channel']>;

/** Drops empty values so the query key (and the request) only holds what the user chose. */
function compact(filters: SearchFilters): SearchFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as SearchFilters;
}

/**
 * The tab's filters that also narrow "mixes with": all but the goods type (only music mixes) and the sort (the
 * mixes come in the order they mix best).
 */
export function mixFiltersOf({ goods_type: _type, sort: _sort, ...rest }: SearchFilters): MixFilters {
  return rest;
}

export default function CategoryPage() {
  useSignals();
  const { t } = useTranslation('catalog');
  const filtersData = useQuery(catalogueFiltersQuery()).data;
  // The genres the user picked come first in the genre filter (the only place the contract takes a genre).
  const mine = new Set(
    (useQuery(customGenresQuery(token.value)).data?.genres ?? []).filter((g) => g.selected).map((g) => g.name),
  );
  const [filters, setFilters] = useState<SearchFilters>(CATEGORY_FIRST_FILTERS);
  // The track whose "mixes with" filter is on (from a track page or the crate): the list is then what mixes with it.
  const [mixes, setMixes] = useState<number | null>(null);
  const mixing = mixes !== null;
  const noteId = useId();
  const list = useInfiniteQuery({ ...searchGoodsQuery(compact(filters)), enabled: !mixing });

  // A Home channel entry picked a channel before switching here.
  useSignalEffect(() => {
    const asked = requestedChannel.value;
    if (asked === null) return;
    setFilters((current) => ({ ...current, channel: asked as Channel }));
    requestedChannel.value = null;
  });
  // A track page or the crate asked for what mixes with a track.
  useSignalEffect(() => {
    const asked = requestedMixes.value;
    if (asked === null) return;
    setMixes(asked);
    requestedMixes.value = null;
  });

  // The panel's ranges follow the search's rule: a reversed or impossible range is said, not sent (the provider
  // would refuse it, and "mixes with" would quietly find nothing).
  const set = (patch: Partial<SearchFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <Page>
      <SearchEntry label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
      <nav aria-label={t('browse')} className="chips">
        {LISTINGS.map((name) => (
          <AppLink key={name} to={routeUrl(name)} className="chip">
            {t(`listing.${name}`)}
          </AppLink>
        ))}
      </nav>
      <nav aria-label={t('channels')} className="chips">
        <button
          type="button"
          className="chip"
          aria-pressed={filters.channel === undefined}
          onClick={() => set({ channel: undefined })}
        >
          {t('all')}
        </button>
        {filtersData?.channels.map((channel) => (
          <button
            key={channel.channel}
            type="button"
            className="chip"
            aria-pressed={filters.channel === channel.channel}
            onClick={() => set({ channel: channel.channel })}
          >
            {userText(channel.name)}
          </button>
        ))}
      </nav>
      {/* Only music mixes: the type chips wait while "mixes with" is on (the note below says so). Waiting, they
          wrap rather than scroll: a scrolling row with nothing focusable in it could not be scrolled by keyboard. */}
      <fieldset
        className={mixing ? 'chips chips--wrap' : 'chips'}
        aria-label={t('types')}
        disabled={mixing}
        aria-describedby={mixing ? noteId : undefined}
      >
        <button
          type="button"
          className="chip"
          aria-pressed={filters.goods_type === undefined}
          onClick={() => set({ goods_type: undefined })}
        >
          {t('all')}
        </button>
        {filtersData?.goods_types.map((type) => (
          <button
            key={type}
            type="button"
            className="chip"
            aria-pressed={filters.goods_type === type}
            onClick={() => set({ goods_type: type as GoodsType })}
          >
            {t(`goodsType.${type as GoodsType}`)}
          </button>
        ))}
      </fieldset>
      {mixing ? (
        <p id={noteId} className="filters__note">
          {t('mixesFiltersNote')}
        </p>
      ) : null}
      <FilterPanel
        sheet
        value={filters}
        onChange={set}
        preferredGenres={mine}
        sortLocked={mixing ? t('mixesFiltersNote') : undefined}
      />
      <AppLink to={routePath('unlockMusic')} className="btn btn--block">
        {t('unlock')}
      </AppLink>
      {mixing ? (
        <MixesWith trackId={mixes} filters={mixFiltersOf(compact(filters))} onClear={() => setMixes(null)} />
      ) : (
        <GoodsInfiniteList label={t('results')} list={list} />
      )}
    </Page>
  );
}
