import type { ParseKeys } from 'i18next';
import { Crown, House, LayoutGrid, type LucideIcon, ShoppingCart, UserRound } from 'lucide-react';
import { routePath } from '@/lib/routes';
import './routes';

export interface TabDefinition {
  key: 'vip' | 'home' | 'category' | 'cart' | 'user';
  path: string;
  labelKey: ParseKeys;
  icon: LucideIcon;
}

/** The tab bar, in the spec's order: VIP, Home, Category, Cart, User centre. */
export const TABS: readonly TabDefinition[] = [
  { key: 'vip', path: routePath('vip'), labelKey: 'tabs.vip', icon: Crown },
  { key: 'home', path: routePath('home'), labelKey: 'tabs.home', icon: House },
  { key: 'category', path: routePath('category'), labelKey: 'tabs.category', icon: LayoutGrid },
  { key: 'cart', path: routePath('cart'), labelKey: 'tabs.cart', icon: ShoppingCart },
  { key: 'user', path: routePath('user'), labelKey: 'tabs.user', icon: UserRound },
];

/** Which tab a tab page belongs to; `/` is the home tab too. */
export function tabKeyOf(path: string): TabDefinition['key'] | undefined {
  if (path === routePath('root')) return 'home';
  return TABS.find((tab) => tab.path === path)?.key;
}
