import { useInfiniteQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_KEYWORD_MAX } from '@/config/constants';
import { GoodsInfiniteList } from '@/ui/goods/GoodsInfiniteList';
import { Page } from '@/ui/page/Page';
import { searchGoodsQuery } from './api/searchGoods';
import { type CatalogueFilters, compactFilters, FilterPanel } from './components/FilterPanel';
import './catalog.css';

/** A keyword search over the whole catalogue, with the BPM, key, genre and price filters. */
export default function SearchPage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').slice(0, SEARCH_KEYWORD_MAX);
  const [filters, setFilters] = useState<CatalogueFilters>({ sort: 'new' });
  const list = useInfiniteQuery(searchGoodsQuery(compactFilters({ ...filters, keyword: keyword.trim() }), 'search'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    // The keyword lives in the page's query, so the result can be shared and survives going back.
    setParams(typed ? { keyword: typed } : {}, { replace: true });
  };

  return (
    <Page title={t('searchTitle')}>
      <search aria-label={t('searchLabel')}>
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
          <button type="submit" className="btn btn--primary">
            {t('search')}
          </button>
        </form>
      </search>
      <FilterPanel value={filters} onChange={setFilters} open />
      <GoodsInfiniteList
        label={t('results')}
        list={list}
        empty={keyword ? t('noResults', { keyword }) : t('emptyList')}
      />
    </Page>
  );
}
