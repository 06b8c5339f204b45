import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
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
  const pages = list.data?.pages;
  const playlist = useMemo(() => tracksOf(pages?.flatMap((page) => page.data) ?? []), [pages]);
  return (
    <InfiniteList
      label={label}
      {...pagedListProps(list)}
      {...(empty === undefined ? {} : { empty })}
      getKey={(goods) => goods.id}
      renderItem={(goods) => <GoodsRow goods={goods} playlist={playlist} />}
    />
  );
}
