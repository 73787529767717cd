import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBrand } from '@playdeck/brand';
import { CopyrightLine, LanguageSelect } from '@playdeck/ui';
import HelpMenuBlock from '../help/help-menu-block';
import { POLICY_DOCUMENTS, policyPath, type PolicyDocumentId } from '../policies/policy-documents';
import * as shared from '../shared/content.css';
import * as styles from './other.css';

const DOCUMENTS = Object.keys(POLICY_DOCUMENTS) as PolicyDocumentId[];

/** /m/other: the licence note (spec: Curacao licence), the terms, the help menu, language and copyright. */
export default function OtherScreen() {
  const { t } = useTranslation();
  const { licence } = useBrand();
  const licenceId = useId();
  const policiesId = useId();
  return (
    <div className={shared.screen}>
      <section className={shared.card} aria-labelledby={licenceId}>
        <h2 id={licenceId} className={styles.cardTitle}>
          {t('other_licence_title')}
        </h2>
        <p className={styles.licence} data-testid="brand-licence">
          {licence}
        </p>
      </section>
      <nav className={shared.card} aria-labelledby={policiesId}>
        <h2 id={policiesId} className={styles.cardTitle}>
          {t('content_policies')}
        </h2>
        <ul className={styles.links}>
          {DOCUMENTS.map((id) => (
            <li key={id}>
              <Link to={policyPath(id)} className={styles.link} data-testid={`other-policy-${id}`}>
                {t(POLICY_DOCUMENTS[id].titleKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <HelpMenuBlock />
      <LanguageSelect />
      <CopyrightLine />
    </div>
  );
}
