import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand, brandImages } from '@playdeck/brand';
import { useIsLoggedIn } from '@playdeck/session';
import type { PageLayout } from '../layout/layout-rules';
import { paths } from '@playdeck/routes';
import * as styles from './app-header.css';
import { BackIcon, CloseIcon } from './header-icons';
import { LogoutButton } from './logout-button';
import { useBack } from './use-back';

export function AppHeader({ layout }: { layout: PageLayout }) {
  const { t } = useTranslation();
  const goBack = useBack(layout.backTarget);
  const loggedIn = useIsLoggedIn();

  if (layout.headerVariant === 'app') {
    return (
      <header className={styles.header} data-testid="app-header">
        <h1 className={styles.title}>
          <img className={styles.logo} src={brandImages.logo} alt={brand.name} data-testid="brand-logo" />
        </h1>
        <Link to={paths.home} className={styles.endButton} aria-label={t('header_close')} data-testid="header-close">
          <CloseIcon />
        </Link>
      </header>
    );
  }

  return (
    <header className={styles.header} data-testid="app-header">
      {layout.backArrow ? (
        <button type="button" className={styles.startButton} onClick={goBack} aria-label={t('header_back')} data-testid="header-back">
          <BackIcon />
        </button>
      ) : null}
      <h1 className={styles.title} data-testid="page-title">
        {t(layout.titleKey)}
      </h1>
      {loggedIn ? <LogoutButton /> : null}
    </header>
  );
}
