import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef } from 'react';
import { tracksOf } from '@/lib/player';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { type Goods, GoodsRow } from './GoodsRow';

interface GoodsInfiniteListProps {
  label: string;
  /** An infinite query whose pages are the provider's paginator answers of goods. */
  list: UseInfiniteQueryResult<InfiniteData<{ data: Goods[] }>>;
  empty?: ReactNode;
}

/** A paged goods list: rows, skeletons, errors, more on scroll, the end; its previews play as one playlist. */
export function GoodsInfiniteList({ label, list, empty }: GoodsInfiniteListProps) {
  // The rows are memoised and the playlist is a function read at the tap: an array made anew with every page
  // would change every row's props, and each page (and its spinner) would re-render every row loaded so far.
  const pages = useRef(list.data?.pages);
  pages.current = list.data?.pages;
  const playlist = useCallback(() => tracksOf(pages.current?.flatMap((page) => page.data) ?? []), []);
  const renderItem = useCallback((goods: Goods) => <GoodsRow goods={goods} playlist={playlist} />, [playlist]);
  return (
    <InfiniteList
      label={label}
      {...pagedListProps(list)}
      {...(empty === undefined ? {} : { empty })}
      getKey={(goods) => goods.id}
      renderItem={renderItem}
    />
  );
}
