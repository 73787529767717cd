import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VendorStructure } from '@playdeck/api';
import { Badge, Button, GuardedLink, Skeleton, visuallyHidden } from '@playdeck/ui';
import { Stack } from '@playdeck/ui/layout';
import type { HomeTab } from '../tabs/home-tabs';
import { homeMenuLabelKey, type HomeMenuItem } from './home-menu';
import * as styles from './home-entrance.css';
import { MenuIcon } from './menu-icon';

interface CategoryMenuProps {
  items: HomeMenuItem[];
  selected: HomeTab;
  onSelect: (tab: HomeTab) => void;
  /** The categories come from here: skeletons while it loads, a retry when it fails. */
  vendors: UseQueryResult<VendorStructure>;
}

function MenuEntry({ item, selected, onSelect }: { item: HomeMenuItem; selected: HomeTab; onSelect: (tab: HomeTab) => void }) {
  const { t } = useTranslation();
  const label = t(homeMenuLabelKey(item.id));
  const testId = `home-menu-${item.id}`;
  if (item.kind === 'tab') {
    return (
      <button
        type="button"
        className={styles.menuItem}
        aria-pressed={item.id === selected}
        onClick={() => onSelect(item.id)}
        data-testid={testId}
      >
        <MenuIcon id={item.id} />
        {label}
      </button>
    );
  }
  if (item.kind === 'route') {
    return (
      <Link to={item.to} className={styles.menuItem} data-testid={testId}>
        {item.hot ? (
          <Badge variant="tag" className={styles.hotTag}>
            {t('home_hot_tag')}
          </Badge>
        ) : null}
        <MenuIcon id={item.id} />
        {label}
      </Link>
    );
  }
  return (
    <GuardedLink href={item.href} className={styles.menuItem} data-testid={testId}>
      <MenuIcon id={item.id} />
      {label}
      <span className={visuallyHidden}> ({t('opens_new_tab')})</span>
    </GuardedLink>
  );
}

/** The vertical menu of the home game entrance. */
export function CategoryMenu({ items, selected, onSelect, vendors }: CategoryMenuProps) {
  const { t } = useTranslation();
  const [index, ...rest] = items;
  return (
    <nav aria-label={t('home_menu_label')} data-testid="home-menu">
      <ul className={styles.menu}>
        <li>
          <MenuEntry item={index!} selected={selected} onSelect={onSelect} />
        </li>
        {vendors.isPending ? (
          <Stack as="li" gap="xs" aria-busy="true">
            {[0, 1, 2, 3].map((line) => (
              <Skeleton key={line} shape="rect" height={56} />
            ))}
          </Stack>
        ) : null}
        {vendors.isError ? (
          <Stack as="li" gap="xs" role="alert">
            <Button variant="ghost" size="sm" onClick={() => void vendors.refetch()} data-testid="home-menu-retry">
              {t('retry')}
            </Button>
          </Stack>
        ) : null}
        {/* PROMO, VIP and AFFILIATE follow the categories: shown before them, the categories would push them down. */}
        {vendors.isPending
          ? null
          : rest.map((item) => (
              <li key={item.id}>
                <MenuEntry item={item} selected={selected} onSelect={onSelect} />
              </li>
            ))}
      </ul>
    </nav>
  );
}
