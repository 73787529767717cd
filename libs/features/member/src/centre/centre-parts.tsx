import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@playdeck/ui';
import type { RowLinkComponent } from '@playdeck/ui/patterns';
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
