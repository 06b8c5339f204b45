import { useInfiniteQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SEARCH_KEYWORD_MAX } from '@/config/constants';
import { searchGoodsQuery } from '@/entities/goods/searchGoods';
import { MixesWith, mixesParam } from '@/entities/mixes/MixesWith';
import { GoodsInfiniteList } from '@/ui/goods/GoodsInfiniteList';
import { Page } from '@/ui/page/Page';
import { type CatalogueFilters, compactFilters, FilterPanel } from './components/FilterPanel';
import './catalog.css';
import { SubmitButton } from '@/ui/field/SubmitButton';

/**
 * A keyword search over the whole catalogue, with the BPM, key, genre and price filters, and "mixes with" a
 * chosen track (`mixes`, a track id, from its detail page): then only what mixes with it, best first.
 */
export default function SearchPage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').slice(0, SEARCH_KEYWORD_MAX);
  const mixes = mixesParam(params);
  const [filters, setFilters] = useState<CatalogueFilters>({ sort: 'new' });
  const chosen = compactFilters({ ...filters, keyword: keyword.trim() });
  const list = useInfiniteQuery({ ...searchGoodsQuery(chosen, 'search'), enabled: mixes === null });

  // The keyword and the track to mix with live in the page's query, so the result can be shared and survives
  // going back.
  const setQuery = (next: { keyword?: string; mixes?: number | null }) => {
    const typed = next.keyword ?? keyword;
    const track = next.mixes === undefined ? mixes : next.mixes;
    setParams({ ...(typed ? { keyword: typed } : {}), ...(track ? { mixes: String(track) } : {}) }, { replace: true });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery({ keyword: String(new FormData(event.currentTarget).get('keyword') ?? '').trim() });
  };

  return (
    <Page>
      {/* biome-ignore lint/a11y/useSemanticElements: iOS 15 and 16 and Chrome before 118, which we build for (package.json, browserslist), render <search> as an unknown inline element, without the landmark */}
      <div role="search" aria-label={t('searchLabel')}>
        <form className="search-box" onSubmit={submit}>
          <label className="search-box__field">
            <Search aria-hidden="true" size={18} />
            <span className="visually-hidden">{t('keyword')}</span>
            <input
              key={keyword}
              name="keyword"
              type="search"
              enterKeyHint="search"
              maxLength={SEARCH_KEYWORD_MAX}
              defaultValue={keyword}
              placeholder={t('searchPlaceholder')}
            />
          </label>
          <SubmitButton>{t('search')}</SubmitButton>
        </form>
      </div>
      <FilterPanel value={filters} onChange={setFilters} open />
      {mixes === null ? (
        <GoodsInfiniteList
          label={t('results')}
          list={list}
          empty={keyword ? t('noResults', { keyword }) : t('emptyList')}
        />
      ) : (
        <MixesWith trackId={mixes} filters={chosen} onClear={() => setQuery({ mixes: null })} />
      )}
    </Page>
  );
}
