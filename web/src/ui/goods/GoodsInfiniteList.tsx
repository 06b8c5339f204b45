import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { type Goods, GoodsRow } from './GoodsRow';

interface GoodsInfiniteListProps {
  label: string;
  /** An infinite query whose pages are the provider's paginator answers of goods. */
  list: UseInfiniteQueryResult<InfiniteData<{ data: Goods[] }>>;
}

/** The paged goods list of Category, VIP and unlockMusic: rows, skeletons, errors, more on scroll, the end. */
export function GoodsInfiniteList({ label, list }: GoodsInfiniteListProps) {
  return (
    <InfiniteList
      label={label}
      {...pagedListProps(list)}
      getKey={(goods) => goods.id}
      renderItem={(goods) => <GoodsRow goods={goods} />}
    />
  );
}
