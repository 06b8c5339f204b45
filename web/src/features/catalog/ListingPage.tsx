import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LISTING_MIX_PAGES } from '@/config/constants';
import { catalogueFiltersQuery } from '@/entities/goods/getCatalogueFilters';
import { MixesWith, mixesParam } from '@/entities/mixes/MixesWith';
import { GoodsInfiniteList } from '@/ui/goods/GoodsInfiniteList';
import type { Goods } from '@/ui/goods/GoodsRow';
import { Page, usePageTitle } from '@/ui/page/Page';
import { EmptyState } from '@/ui/query-view/QueryView';
import { type CatalogueFilters, compactFilters, FilterPanel } from './components/FilterPanel';
import { LISTING_FIRST_FILTERS } from './params';
import './catalog.css';

export type GoodsListQuery = UseInfiniteQueryResult<InfiniteData<{ data: Goods[] }>>;

/** What the page's controls chose: the catalogue filters, a tab of the list, a channel, the page's query. */
export interface ListingChoice {
  filters: CatalogueFilters;
  tab: string | undefined;
  channel: number | undefined;
  params: URLSearchParams;
}

/** One listing route: how it asks for its list and which controls it offers (its title is the route's). */
export interface ListingConfig {
  /** The list for the current choice; null when the page's query lacks what the list needs. */
  useList: (choice: ListingChoice) => GoodsListQuery | null;
  /** Whether the common catalogue filters apply to this list. */
  filters?: boolean;
  /** Tabs of the list (a period, the welfare centre's tabs), the first being the provider's default. */
  tabs?: readonly { value: string; label: (t: TFunction<'catalog'>) => string }[];
  /** Whether the list can be narrowed to one channel category. */
  channels?: boolean;
  /** A line above the list, from what has loaded (the musician of singerTrackList). */
  heading?: (list: GoodsListQuery) => ReactNode;
  /** Whether the list is music that a "mixes with" filter (`?mixes=<track id>`) can narrow. */
  mixes?: boolean;
}

function ChannelChips({ value, onChange }: { value: number | undefined; onChange: (channel?: number) => void }) {
  const { t } = useTranslation('catalog');
  const channels = useQuery(catalogueFiltersQuery()).data?.channels ?? [];
  return (
    <nav aria-label={t('channels')} className="chips">
      <button type="button" className="chip" aria-pressed={value === undefined} onClick={() => onChange(undefined)}>
        {t('all')}
      </button>
      {channels.map((channel) => (
        <button
          key={channel.channel}
          type="button"
          className="chip"
          aria-pressed={value === channel.channel}
          onClick={() => onChange(channel.channel)}
        >
          {channel.name}
        </button>
      ))}
    </nav>
  );
}

function ListingBody({ config, list }: { config: ListingConfig; list: GoodsListQuery }) {
  const { t } = useTranslation('catalog');
  const title = usePageTitle();
  return (
    <>
      {config.heading?.(list)}
      <GoodsInfiniteList label={title} list={list} empty={t('emptyList')} />
    </>
  );
}

/**
 * The listing narrowed to what mixes with the chosen track: the listing's own pages (the route's operation,
 * its filters and tabs), read through to their end up to `LISTING_MIX_PAGES`, kept to what mixes by the rule
 * of the search's "mixes with" (entities/mixes), best first.
 */
function ListingMixes({ list, trackId, onClear }: { list: GoodsListQuery; trackId: number; onClear: () => void }) {
  const pages = list.data?.pages.length ?? 0;
  const more = list.hasNextPage && pages < LISTING_MIX_PAGES;
  const { fetchNextPage, isFetching, isError } = list;
  useEffect(() => {
    if (more && !isFetching && !isError) void fetchNextPage();
  }, [more, isFetching, isError, fetchNextPage]);
  const candidates = {
    items: list.data?.pages.flatMap((page) => page.data) ?? [],
    pending: list.isPending || more,
    failed: isError,
    retry: () => void (list.data ? fetchNextPage() : list.refetch()),
  };
  return <MixesWith trackId={trackId} candidates={candidates} onClear={onClear} />;
}

/**
 * The one listing page every listing route renders with its own config: the route's own operation, its
 * controls (filters, tabs, channels), then the paged goods list with skeletons, empty, error with retry and
 * more on scroll. Pull-to-refresh comes from the route's `refresh` flag.
 */
export function ListingPage({ config }: { config: ListingConfig }) {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const mixes = config.mixes ? mixesParam(params) : null;
  const [filters, setFilters] = useState<CatalogueFilters>(LISTING_FIRST_FILTERS);
  const [tab, setTab] = useState(config.tabs?.[0]?.value);
  const [channel, setChannel] = useState<number | undefined>(undefined);
  const list = config.useList({ filters: compactFilters(filters), tab, channel, params });
  return (
    <Page>
      {config.tabs ? (
        <fieldset className="segmented" aria-label={t('view')}>
          {config.tabs.map((item) => (
            <button
              key={item.value}
              type="button"
              className="segmented__item"
              aria-pressed={tab === item.value}
              onClick={() => setTab(item.value)}
            >
              {item.label(t)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {config.channels ? <ChannelChips value={channel} onChange={setChannel} /> : null}
      {config.filters ? <FilterPanel value={filters} onChange={setFilters} /> : null}
      {!list ? (
        <EmptyState>{t('badLink')}</EmptyState>
      ) : mixes !== null ? (
        <ListingMixes
          list={list}
          trackId={mixes}
          onClear={() => {
            // The page's other query (a musician's id) stays.
            const next = new URLSearchParams(params);
            next.delete('mixes');
            setParams(next, { replace: true });
          }}
        />
      ) : (
        <ListingBody config={config} list={list} />
      )}
    </Page>
  );
}
