import { useTranslation } from 'react-i18next';
import { usePageLayout } from '../layout/page-layout-context';
import { ScreenHeading } from './screen-heading';
import * as styles from './screen.css';

/** Stands in for a screen a later release builds: the route's title and one honest line, no data. */
export default function PlaceholderScreen() {
  const { t } = useTranslation();
  const { titleKey } = usePageLayout();
  return (
    <section className={styles.screen} data-testid="placeholder-screen">
      <ScreenHeading>{t(titleKey)}</ScreenHeading>
      <p className={styles.muted}>{t('placeholder_coming_soon')}</p>
    </section>
  );
}
