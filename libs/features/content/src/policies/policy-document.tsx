import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import { POLICY_DOCUMENTS, type PolicyDocumentId } from './policy-documents';
import * as styles from './policies.css';

/** The sections of one document, with the brand's name and minimum age filled in. */
export function PolicyDocument({ id }: { id: PolicyDocumentId }) {
  const { t } = useTranslation();
  const { prefix, sections } = POLICY_DOCUMENTS[id];
  const values = { brand: brand.name, age: brand.minimumAge };
  return (
    <div className={styles.document} data-testid={`policy-${id}`}>
      {sections.map((section) => (
        <section key={section} data-testid={`policy-section-${section}`}>
          <h2 className={styles.sectionTitle}>{t(`${prefix}${section}_title`)}</h2>
          <p className={styles.sectionBody}>{t(`${prefix}${section}_body`, values)}</p>
        </section>
      ))}
    </div>
  );
}
