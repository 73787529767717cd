import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import * as styles from './screen.css';

export function CopyrightLine() {
  const { t } = useTranslation();
  return (
    <p className={styles.muted} data-testid="copyright">
      {t('footer_copyright', { year: new Date().getFullYear(), brand: brand.name })}
    </p>
  );
}
