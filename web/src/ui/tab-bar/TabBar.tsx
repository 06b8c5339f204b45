import type { LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { TAB_BAR_HEIGHT_PX, TAB_BAR_SELECTED_COLOR, Z_INDEX_NAVBAR } from '@/config/constants';
import { useBottomBar } from '@/ui/layout/bottom-bars';

export interface TabItem {
  key: string;
  /** The route path the tab shows. */
  path: string;
  label: string;
  icon: LucideIcon;
  /** A count drawn over the icon (the cart's lines); hidden at 0. */
  badge?: number;
  /** What the badge means to a screen reader, e.g. "3 items". */
  badgeLabel?: string;
}

export interface TabBarProps {
  label: string;
  items: readonly TabItem[];
  currentKey: string | undefined;
  onSelect: (item: TabItem) => void;
}

export function TabBar({ label, items, currentKey, onSelect }: TabBarProps) {
  const bar = useBottomBar('tabs');
  const select = (event: MouseEvent<HTMLAnchorElement>, item: TabItem) => {
    // Real links keep the tabs keyboard- and screen-reader-friendly; the click goes through navigation.
    event.preventDefault();
    onSelect(item);
  };
  return (
    <nav ref={bar} className="tab-bar" aria-label={label} style={{ height: TAB_BAR_HEIGHT_PX, zIndex: Z_INDEX_NAVBAR }}>
      {items.map((item) => {
        const current = item.key === currentKey;
        return (
          <a
            key={item.key}
            href={`#${item.path}`}
            className="tab-bar__item"
            aria-current={current ? 'page' : undefined}
            style={current ? { color: TAB_BAR_SELECTED_COLOR } : undefined}
            onClick={(event) => select(event, item)}
          >
            <item.icon className="tab-bar__icon" aria-hidden="true" size={22} />
            <span className="tab-bar__label">{item.label}</span>
            {item.badge ? (
              <span className="count-badge tab-bar__badge">
                <span aria-hidden="true">{item.badge > 99 ? '99+' : item.badge}</span>
                <span className="visually-hidden">{item.badgeLabel}</span>
              </span>
            ) : null}
          </a>
        );
      })}
    </nav>
  );
}
