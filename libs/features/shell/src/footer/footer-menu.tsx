import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useIsLoggedIn } from '@playdeck/session';
import type { RouteId } from '../routes/route-table';
import { useCustomerServiceUrl } from '../status/use-customer-service-url';
import { GuardedLink, visuallyHidden } from '@playdeck/ui';
import { FooterIcon } from './footer-icons';
import { footerItems, type FooterItem } from './footer-items';
import * as styles from './footer-menu.css';

// A separate chunk (code and CSS) that brands without CBS3 never build: once the flag branch below is
// dropped, nothing uses this pure call and the bundler removes the import with it.
const UnreadBadge = /* @__PURE__ */ lazy(() => import('./unread-badge'));

function ItemContent({ item }: { item: FooterItem }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.iconWrap}>
        <FooterIcon name={item.id} />
        {BRAND_FLAGS.CBS3 && item.id === 'member' ? (
          <Suspense fallback={null}>
            <UnreadBadge />
          </Suspense>
        ) : null}
      </span>
      <span className={styles.label}>{t(item.labelKey)}</span>
    </>
  );
}

export function FooterMenu({ activeRouteId }: { activeRouteId: RouteId }) {
  const { t } = useTranslation();
  const items = footerItems(useIsLoggedIn(), useCustomerServiceUrl());
  return (
    <nav className={styles.nav} aria-label={t('footer_menu')} data-testid="footer-menu">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.kind === 'route' ? (
              <Link
                to={item.to}
                className={styles.link}
                aria-current={item.routeId === activeRouteId ? 'page' : undefined}
                data-testid={`footer-${item.id}`}
              >
                <ItemContent item={item} />
              </Link>
            ) : (
              <GuardedLink href={item.href} className={styles.link} data-testid={`footer-${item.id}`}>
                <ItemContent item={item} />
                <span className={visuallyHidden}>({t('opens_new_tab')})</span>
              </GuardedLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
