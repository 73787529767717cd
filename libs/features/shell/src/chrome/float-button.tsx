import { useTranslation } from 'react-i18next';
import { GuardedLink } from '@playdeck/ui';
import { useCustomerServiceUrl } from '../status/use-customer-service-url';
import * as styles from './float-button.css';

/** The floating element on every page (spec section 2): a shortcut to customer service, which opens in a new tab. */
export function FloatButton({ aboveFooter }: { aboveFooter: boolean }) {
  const { t } = useTranslation();
  return (
    <GuardedLink
      href={useCustomerServiceUrl()}
      className={aboveFooter ? `${styles.button} ${styles.aboveFooter}` : styles.button}
      aria-label={`${t('float_customer_service')} (${t('opens_new_tab')})`}
      data-testid="float-button"
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 12a8 8 0 0116 0v4a2 2 0 01-2 2h-2v-6h4M4 12v4a2 2 0 002 2h2v-6H4M18 18c0 2-2 3-5 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </GuardedLink>
  );
}
