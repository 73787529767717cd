import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { brand } from '@playdeck/brand';
import { currentAgent, isNativeApp } from '@playdeck/device';
import { loadTexts } from '@playdeck/i18n';
import { DownloadBanner } from '../chrome/download-banner';
import { FloatButton } from '../chrome/float-button';
import { FooterMenu } from '../footer/footer-menu';
import { AppHeader } from '../header/app-header';
import { HomeHeader } from '../header/home-header';
import { SessionHost } from '../header/session-host';
import { partLoader } from '../parts/lazy-part';
import { LazyScreen } from '../routes/lazy-screen';
import { RouteScreen } from '../routes/route-screen';
import type { ScreenRegistry } from '../routes/screen-registry';
import { useSiteStatusCode, useSiteStatusStore } from '../status/site-status-store';
import { useCustomerServiceUrl } from '../status/use-customer-service-url';
import { LazyShellSync } from '../sync/lazy-shell-sync';
import { pageLayout } from './layout-rules';
import { PageLayoutContext } from './page-layout-context';
import * as styles from './shell-layout.css';
import { useDocumentTitle } from './use-document-title';

const loadSiteStatusPage = partLoader('SiteStatusPage');
const loadUpgradeNotice = partLoader('AppUpgradeNotice');
// Only the native shell can be out of date: browsers never load the notice or its texts.
const AppUpgradeNotice = /* @__PURE__ */ lazy(() => Promise.all([loadUpgradeNotice(), loadTexts('download')]).then(([module]) => module));

function SiteStatusScreen({ code }: { code: 1 | 2 }) {
  const location = useSiteStatusStore((state) => state.status?.location);
  const customerService = useCustomerServiceUrl();
  return <LazyScreen loader={loadSiteStatusPage} props={{ code, location, customerService }} />;
}

/** The room a page keeps at its end: for the footer menu and for the floating button, where they show. */
function pageEnd({ footer, floatButton }: { footer: boolean; floatButton: boolean }): string {
  if (floatButton) return footer ? styles.pageAboveFooterClearOfFloat : styles.pageClearOfFloat;
  return footer ? styles.pageAboveFooter : '';
}

/**
 * The frame around every screen: download bar, header, the screen, floating button and footer menu; in
 * maintenance or region restriction (spec section 4), the matching page instead of all of it.
 */
export function ShellLayout({ screens }: { screens: ScreenRegistry }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const layout = useMemo(() => pageLayout(pathname, new URLSearchParams(search)), [pathname, search]);
  const { route } = layout;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  const statusCode = useSiteStatusCode();
  const nativeApp = useMemo(() => isNativeApp(currentAgent().userAgent), []);
  useDocumentTitle(route.id === 'home' || statusCode !== 0 ? brand.name : `${t(layout.titleKey)} · ${brand.name}`);

  return (
    <PageLayoutContext.Provider value={layout}>
      <div className={styles.frame}>
        {statusCode !== 0 ? (
          <main className={styles.page} data-testid="site-status">
            <SiteStatusScreen code={statusCode} />
          </main>
        ) : (
          <>
            {layout.downloadBanner ? <DownloadBanner /> : null}
            {layout.header ? <AppHeader layout={layout} /> : null}
            {layout.homeHeader ? <HomeHeader /> : null}
            {/* Keyed by route so each page change replays the fade. */}
            <main key={route.id} className={`${styles.page} ${pageEnd(layout)}`} data-route={route.id}>
              <RouteScreen route={route} screens={screens} />
            </main>
            {layout.floatButton ? <FloatButton aboveFooter={layout.footer} /> : null}
            {layout.footer ? <FooterMenu activeRouteId={route.id} /> : null}
          </>
        )}
        {nativeApp && statusCode === 0 ? (
          <Suspense fallback={null}>
            <AppUpgradeNotice />
          </Suspense>
        ) : null}
        <LazyShellSync />
        <SessionHost />
      </div>
    </PageLayoutContext.Provider>
  );
}
