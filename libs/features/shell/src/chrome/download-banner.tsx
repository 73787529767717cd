import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import {
  browserStorage,
  currentAgent,
  dismissDownloadBar,
  downloadBarHiddenReason,
  isDownloadBarDismissed,
  readLaunchFlags,
  type DownloadBarFacts,
} from '@playdeck/device';
import { loadTexts } from '@playdeck/i18n';
import { CloseIcon } from '../header/header-icons';
import { partLoader } from '../parts/lazy-part';
import * as styles from './download-banner.css';

export function readDownloadBarFacts(win: Window = window, storage: Storage | undefined = browserStorage()): DownloadBarFacts {
  const launch = readLaunchFlags(win, storage);
  const { userAgent, maxTouchPoints = 0 } = currentAgent(win.navigator);
  return {
    ...launch,
    userAgent,
    maxTouchPoints,
    dismissed: isDownloadBarDismissed(storage),
  };
}

const loadPopup = partLoader('DownloadPopup');
// The popup, its settings query and the download page's texts load with the first tap, not with home.
const DownloadPopup = /* @__PURE__ */ lazy(() => Promise.all([loadPopup(), loadTexts('download')]).then(([module]) => module));

/**
 * The app-download bar on home paths: Download opens its popup (the app for this phone, and /m/app for the
 * rest); closed, it stays closed (hideDownloadBar).
 */
export function DownloadBanner() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => downloadBarHiddenReason(readDownloadBarFacts()) !== null);
  // Stays mounted once asked, so the popup can play its closing animation.
  const [asked, setAsked] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);
  if (hidden) return null;

  const close = () => {
    dismissDownloadBar();
    setHidden(true);
  };
  return (
    <aside className={styles.banner} aria-label={t('home_app_download')} data-testid="download-banner">
      <p className={styles.text}>{t('download_banner_text', { brand: brand.name })}</p>
      <button
        type="button"
        className={styles.action}
        aria-haspopup="dialog"
        onClick={() => {
          setAsked(true);
          setPopupOpen(true);
        }}
        data-testid="download-banner-open"
      >
        {t('download_banner_action')}
      </button>
      <button
        type="button"
        className={styles.close}
        onClick={close}
        aria-label={t('app_download_bar_close')}
        data-testid="download-banner-close"
      >
        <CloseIcon />
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <DownloadPopup open={popupOpen} onClose={() => setPopupOpen(false)} />
        </Suspense>
      ) : null}
    </aside>
  );
}
