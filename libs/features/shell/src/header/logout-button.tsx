import { useTranslation } from 'react-i18next';
import * as styles from './app-header.css';
import { LogoutIcon } from './header-icons';
import { LogoutFlow } from './logout-flow';

/** The header's logout icon: asks first, then logs out (spec section 4) and replaces the route with home. */
export function LogoutButton({ className = styles.endButton }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <LogoutFlow>
      {(ask) => (
        <button type="button" className={className} onClick={ask} aria-label={t('logout_label')} data-testid="header-logout">
          <LogoutIcon />
        </button>
      )}
    </LogoutFlow>
  );
}
