import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@playdeck/routes';
import { Badge, Skeleton, visuallyHidden } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import { useShownUnreadCount } from '../inbox/unread-store';
import { Avatar } from '../member/avatar';
import { MemberBalance } from '../member/member-balance';
import { useMemberName } from '../member/member-name-query';
import { iconButton } from './home-header.css';
import * as styles from './member-bar.css';

function InboxIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18v12H3zM3 7l9 6 9-6" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinejoin="round" />
    </svg>
  );
}

/** The inbox icon, with the unread count when above 0 (never for member types without one, e.g. type 4). */
function InboxLink() {
  const { t } = useTranslation();
  const unread = useShownUnreadCount();
  return (
    <Link
      to={paths.webEmail}
      className={iconButton}
      aria-label={unread > 0 ? `${t('route_web_email')} (${t('footer_unread', { count: unread })})` : t('route_web_email')}
      data-testid="header-inbox"
    >
      <Badge count={unread} max={99}>
        <InboxIcon />
      </Badge>
    </Link>
  );
}

/** The member's row (spec section 2, Header): avatar and nickname to the member centre, balance, deposit. */
function MemberSummary() {
  const { t } = useTranslation();
  const { name } = useMemberName();
  return (
    <div className={styles.summary} data-testid="member-summary">
      <Link to={paths.memberHome} className={styles.identity} data-testid="header-member">
        {name === null ? (
          <>
            <Skeleton shape="circle" width={32} />
            <Skeleton width={80} />
            <span className={visuallyHidden}>{t('route_member_home')}</span>
          </>
        ) : (
          <>
            <Avatar name={name} />
            <Text as="span" weight="bold" truncate data-testid="header-nickname">
              {name}
            </Text>
          </>
        )}
      </Link>
      <MemberBalance testId="header-balance" className={styles.balance} />
      <Link to={paths.voucherCenter} className={styles.deposit} data-testid="header-deposit">
        {t('route_voucher_center')}
      </Link>
    </div>
  );
}

/** The member's part of the home header: inbox, the logout control it is given, then the summary row. */
export default function MemberBar({ logout }: { logout: ReactNode }) {
  return (
    <>
      <InboxLink />
      {logout}
      <MemberSummary />
    </>
  );
}
