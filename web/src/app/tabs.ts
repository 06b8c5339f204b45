import type { ParseKeys } from 'i18next';
import { Crown, House, LayoutGrid, type LucideIcon, ShoppingCart, UserRound } from 'lucide-react';
import { ROUTES } from '@/config/paths';

export interface TabDefinition {
  key: 'vip' | 'home' | 'category' | 'cart' | 'user';
  path: string;
  labelKey: ParseKeys;
  icon: LucideIcon;
}

/** The tab bar, in the spec's order: VIP, Home, Category, Cart, User centre. */
export const TABS: readonly TabDefinition[] = [
  { key: 'vip', path: ROUTES.vip.path, labelKey: 'tabs.vip', icon: Crown },
  { key: 'home', path: ROUTES.home.path, labelKey: 'tabs.home', icon: House },
  { key: 'category', path: ROUTES.category.path, labelKey: 'tabs.category', icon: LayoutGrid },
  { key: 'cart', path: ROUTES.cart.path, labelKey: 'tabs.cart', icon: ShoppingCart },
  { key: 'user', path: ROUTES.user.path, labelKey: 'tabs.user', icon: UserRound },
];

/** Which tab a tab page belongs to; `/` is the home tab too. */
export function tabKeyOf(path: string): TabDefinition['key'] | undefined {
  if (path === ROUTES.root.path) return 'home';
  return TABS.find((tab) => tab.path === path)?.key;
}
