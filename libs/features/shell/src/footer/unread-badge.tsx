import { useTranslation } from 'react-i18next';
import { Badge } from '@playdeck/ui';
import { useShownUnreadCount } from '../inbox/unread-store';
import * as styles from './unread-badge.css';

/** Unread inbox count on the bottom bar; only brands with flag CBS3 render it (see footer-menu), never for type 4. */
export default function UnreadBadge() {
  const { t } = useTranslation();
  const count = useShownUnreadCount();
  if (count <= 0) return null;
  return (
    <span className={styles.pin} data-testid="footer-unread-badge">
      <Badge count={count} max={99} label={t('footer_unread', { count })} />
    </span>
  );
}
