import { useMemo } from 'react';
import { tracksOf } from '@/lib/player';
import { type Goods, GoodsRow } from '@/ui/goods/GoodsRow';

/** A short list of goods whose previews play as one playlist (a special's tracks, related goods, mixes). */
export function GoodsList({ items, label }: { items: readonly Goods[]; label: string }) {
  const playlist = useMemo(() => tracksOf(items), [items]);
  return (
    <ul className="list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="list__row">
          <GoodsRow goods={item} playlist={playlist} />
        </li>
      ))}
    </ul>
  );
}
