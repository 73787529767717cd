import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@playdeck/ui';
import type { RowLinkComponent } from '@playdeck/ui/patterns';
import { Inline } from '@playdeck/ui/layout';
import { useMemberShell } from '../shell/member-shell';
import * as styles from './member-centre.css';
import type { Shortcut } from './shortcuts';

/** SectionedList rows as router links. */
export const RouterRowLink: RowLinkComponent = ({ to, ...props }) => <Link to={to} {...props} />;

/** The inbox shortcut's unread badge (nothing at 0). */
export function UnreadBadge({ shortcut, count }: { shortcut: Shortcut; count: number }): ReactNode {
  const { t } = useTranslation();
  if (shortcut.id !== 'inbox' || count <= 0) return null;
  return (
    <span data-testid="member-inbox-unread">
      <Badge count={count} max={99} label={t('member_inbox_unread', { count })} />
    </span>
  );
}

/** The member's avatar and name at the top of either template. */
export function MemberName({ name }: { name: string | null | undefined }) {
  const { Avatar } = useMemberShell();
  return (
    <Inline gap="md" nowrap>
      <Avatar name={name ?? ''} />
      <h2 className={styles.name} data-testid="member-centre-name">
        {name ?? ''}
      </h2>
    </Inline>
  );
}
