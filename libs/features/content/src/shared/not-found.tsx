import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '@playdeck/api/client';
import { EmptyState } from '@playdeck/ui';
import * as styles from './not-found.css';

/** The platform's answer for an id it does not have (or no longer shows). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === 'not.found';
}

/** A detail link to nothing: says so, with the way back to the list. */
export function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      data-testid="content-not-found"
      title={t('content_not_found_title')}
      description={t('content_not_found_description')}
      action={
        <Link to={backTo} className={styles.back}>
          {backLabel}
        </Link>
      }
    />
  );
}
