import { useTranslation } from 'react-i18next';
import { useBrand } from '@playdeck/brand';

import { CopyrightLine, LanguageSelect } from '@playdeck/ui';
import * as styles from './screen.css';

/** /m/other: the brand's licence note (spec: Curacao licence on the other page), language and copyright. */
export default function OtherScreen() {
  const { t } = useTranslation();
  const { licence } = useBrand();
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="other-licence-title">
        <h2 id="other-licence-title" className={styles.cardTitle}>
          {t('other_licence_title')}
        </h2>
        <p className={styles.text} data-testid="brand-licence">
          {licence}
        </p>
      </section>
      <LanguageSelect />
      <CopyrightLine />
    </div>
  );
}
