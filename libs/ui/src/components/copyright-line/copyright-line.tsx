import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import * as styles from './copyright-line.css';

/** The brand's copyright line (home footer, other page). */
export function CopyrightLine() {
  const { t } = useTranslation();
  return (
    <p className={styles.line} data-testid="copyright">
      {t('footer_copyright', { year: new Date().getFullYear(), brand: brand.name })}
    </p>
  );
}
