import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { brand } from '@playdeck/brand';
import { DownloadBanner } from '../chrome/download-banner';
import { FloatButton } from '../chrome/float-button';
import { FooterMenu } from '../footer/footer-menu';
import { AppHeader } from '../header/app-header';
import { SessionHost } from '../header/session-host';
import { RouteScreen } from '../routes/route-screen';
import type { ScreenRegistry } from '../routes/screen-registry';
import { pageLayout } from './layout-rules';
import { PageLayoutContext } from './page-layout-context';
import * as styles from './shell-layout.css';
import { useDocumentTitle } from './use-document-title';

/** The frame around every screen: download bar, header, the screen, floating button and footer menu. */
export function ShellLayout({ screens }: { screens: ScreenRegistry }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const layout = useMemo(() => pageLayout(pathname, new URLSearchParams(search)), [pathname, search]);
  const { route } = layout;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  useDocumentTitle(route.id === 'home' ? brand.name : `${t(layout.titleKey)} · ${brand.name}`);

  return (
    <PageLayoutContext.Provider value={layout}>
      <div className={styles.frame}>
        {layout.downloadBanner ? <DownloadBanner /> : null}
        {layout.header ? <AppHeader layout={layout} /> : null}
        {/* Keyed by route so each page change replays the fade. */}
        <main
          key={route.id}
          className={layout.footer ? `${styles.page} ${styles.pageAboveFooter}` : styles.page}
          data-route={route.id}
        >
          <RouteScreen route={route} screens={screens} />
        </main>
        {layout.floatButton ? <FloatButton aboveFooter={layout.footer} /> : null}
        {layout.footer ? <FooterMenu activeRouteId={route.id} /> : null}
        <SessionHost />
      </div>
    </PageLayoutContext.Provider>
  );
}
