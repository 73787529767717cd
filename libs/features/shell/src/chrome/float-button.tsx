import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedLink, LineIcon } from '@playdeck/ui';
import { useCustomerServiceUrl } from '../status/use-customer-service-url';
import * as styles from './float-button.css';
import { useDockedAwayFromEnd } from './use-docked-away-from-end';

/**
 * The floating element on every page (spec section 2): a shortcut to customer service, which opens in a new tab.
 * Away from the page's end it docks into the screen's edge, so the content it would cover stays clear. It sits in
 * a landmark of its own (complementary), so a screen reader's landmark list reaches it like the rest of the page.
 */
export function FloatButton({ aboveFooter }: { aboveFooter: boolean }) {
  const { t } = useTranslation();
  const pageEnd = useRef<HTMLSpanElement>(null);
  const docked = useDockedAwayFromEnd(pageEnd);
  const label = t('float_customer_service');
  return (
    <>
      {/* Rendered right after the page: on screen exactly when the page's end is. Outside the landmark, which holds
          only the fixed button and so takes no room in the page's flow: nothing in it moves as the page grows. */}
      <span ref={pageEnd} className={styles.pageEnd} aria-hidden="true" data-testid="page-end" />
      <aside aria-label={label} data-testid="float-button-landmark">
        <GuardedLink
          href={useCustomerServiceUrl()}
          className={[styles.button, aboveFooter ? styles.aboveFooter : '', docked ? styles.docked : ''].filter(Boolean).join(' ')}
          data-docked={docked ? 'true' : undefined}
          aria-label={`${label} (${t('opens_new_tab')})`}
          data-testid="float-button"
        >
          <LineIcon path="M4 12a8 8 0 0116 0v4a2 2 0 01-2 2h-2v-6h4M4 12v4a2 2 0 002 2h2v-6H4M18 18c0 2-2 3-5 3" />
        </GuardedLink>
      </aside>
    </>
  );
}
