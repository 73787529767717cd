import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { brand, brandImages } from '@playdeck/brand';
import { paths } from '@playdeck/routes';
import { useIsLoggedIn } from '@playdeck/session';
import { Skeleton } from '@playdeck/ui';
import { ErrorBoundary } from '@playdeck/ui/app-providers';
import { lazyPart } from '../parts/lazy-part';
import { MenuIcon } from './header-icons';
import * as styles from './home-header.css';
import { LogoutButton } from './logout-button';

// The member's half and the menu need the API client (wallet, member info, vendors): never in the first render.
const MemberBar = lazyPart('MemberBar');
const SideMenu = lazyPart('SideMenu');

function SummarySkeleton() {
  return (
    <div className={styles.summaryRow} aria-hidden="true">
      <Skeleton shape="circle" width={32} />
      <Skeleton width={96} />
    </div>
  );
}

/** The top bar on home paths (spec section 2, Header): logo, visitor links or the member's bar, and the side menu. */
export function HomeHeader() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { key } = useLocation();
  // The menu belongs to the location it was opened on: any route change closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === key;
  const logout = <LogoutButton className={styles.iconButton} />;
  // Mounted from the first open on, so closing can play its animation.
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <header className={styles.header} data-testid="home-header">
      <div className={loggedIn ? styles.bar : styles.visitorBar}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('shell_menu_title')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuUsed(true);
            setOpenedAt(key);
          }}
          data-testid="side-menu-button"
        >
          <MenuIcon />
        </button>
        <h1 className={styles.logoHeading}>
          <Link to={paths.home}>
            <img className={styles.logo} src={brandImages.logo} alt={brand.name} data-testid="brand-logo" />
          </Link>
        </h1>
        {loggedIn ? (
          // Without the member's chunk, logging out still works.
          <ErrorBoundary fallback={() => logout}>
            <Suspense
              fallback={
                <>
                  {logout}
                  <SummarySkeleton />
                </>
              }
            >
              <MemberBar logout={logout} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <div className={styles.visitorLinks}>
            <Link to={paths.login} className={styles.loginLink} data-testid="home-login">
              {t('home_login')}
            </Link>
            <Link to={paths.register} className={styles.registerLink} data-testid="home-register">
              {t('home_register')}
            </Link>
          </div>
        )}
      </div>
      {menuUsed ? (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <SideMenu open={menuOpen} onClose={() => setOpenedAt(null)} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </header>
  );
}
