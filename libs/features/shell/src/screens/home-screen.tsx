import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand, brandImages } from '@playdeck/brand';
import { Image } from '@playdeck/ui';
import { paths } from '@playdeck/routes';
import { useIsLoggedIn } from '@playdeck/session';

import * as styles from './home-screen.css';
import { CopyrightLine, LanguageSelect } from '@playdeck/ui';
import * as screenStyles from './screen.css';

// Home blocks from spec section 2; their content arrives with the home feature.
const SECTIONS = ['home_hot_matches', 'home_hot_games', 'home_winner_board', 'home_jackpot', 'home_app_download'] as const;

/** The home frame: logo, visitor links, the default banner and the block headings. Kept light: it is the first screen. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  return (
    <>
      <div className={styles.topBar}>
        <h1 className={styles.logoHeading}>
          <Link to={paths.home}>
            <img className={styles.logo} src={brandImages.logo} alt={brand.name} data-testid="brand-logo" />
          </Link>
        </h1>
        {isLoggedIn ? null : (
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
      <Image
        className={styles.banner}
        src={brandImages.defaultBanner}
        alt={t('home_banner_alt', { brand: brand.name })}
        aspectRatio="16 / 7"
        loading="eager"
        fetchPriority="high"
      />
      <div className={styles.sections}>
        {SECTIONS.map((key) => (
          <section key={key} className={screenStyles.card} aria-labelledby={`home-${key}`} data-testid={`home-section-${key}`}>
            <h2 id={`home-${key}`} className={screenStyles.cardTitle}>
              {t(key)}
            </h2>
            <p className={screenStyles.muted}>{t('placeholder_coming_soon')}</p>
          </section>
        ))}
      </div>
      <footer className={styles.footer}>
        <LanguageSelect />
        <CopyrightLine />
      </footer>
    </>
  );
}
