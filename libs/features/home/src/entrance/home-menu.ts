import type { GameCategory } from '@playdeck/api';
import { gameCategoryLabelKey } from '@playdeck/i18n';
import { paths } from '@playdeck/routes';
import { INDEX_TAB, type HomeTab } from '../tabs/home-tabs';

export type HomeMenuItem =
  | { kind: 'tab'; id: HomeTab }
  | { kind: 'route'; id: 'PROMO' | 'VIP'; to: string; hot: boolean }
  | { kind: 'external'; id: 'AFFILIATE'; href: string };

/**
 * The vertical menu of the home game entrance (spec section 2): the index tab, the sorted categories (each
 * switches the content), then PROMO with a HOT tag, VIP, and AFFILIATE when the merchant has a link.
 */
export function buildHomeMenu(categories: readonly GameCategory[], affiliateLink: string | null | undefined): HomeMenuItem[] {
  const items: HomeMenuItem[] = [
    { kind: 'tab', id: INDEX_TAB },
    ...categories.map((id): HomeMenuItem => ({ kind: 'tab', id })),
    { kind: 'route', id: 'PROMO', to: paths.activity, hot: true },
    { kind: 'route', id: 'VIP', to: paths.vip, hot: false },
  ];
  if (affiliateLink) items.push({ kind: 'external', id: 'AFFILIATE', href: affiliateLink });
  return items;
}

/** A menu entry's text key: a game category's one name, or the home menu's own for the others. */
export function homeMenuLabelKey(id: HomeMenuItem['id']): string {
  return id === INDEX_TAB || id === 'PROMO' || id === 'VIP' || id === 'AFFILIATE' ? `home_tab_${id}` : gameCategoryLabelKey(id);
}
