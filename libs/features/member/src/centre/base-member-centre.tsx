import { useTranslation } from 'react-i18next';
import { Card, Text } from '@playdeck/ui/layout';
import { SectionedList, type SectionedListRow } from '@playdeck/ui/patterns';
import { useMemberShell } from '../shell/member-shell';
import { walletLines } from '../wallet/wallet-lines';
import { BalanceTotal } from './balance-total';
import { formatMoney } from '@playdeck/site-data';
import { MemberName, RouterRowLink, UnreadBadge } from './centre-parts';
import * as styles from './member-centre.css';
import { ShortcutIcon } from './shortcut-icons';
import type { MemberCentre } from './member-centre-query';

/** Base template: a header card (member and total balance), then every wallet and shortcut as list rows. */
export function BaseMemberCentre({ centre }: { centre: MemberCentre }) {
  const { t } = useTranslation();
  const { LogoutFlow } = useMemberShell();
  const { name, wallet, shortcuts, unreadCount } = centre;
  const rows = (group: 'money' | 'account'): SectionedListRow[] =>
    shortcuts
      .filter((shortcut) => shortcut.group === group)
      .map((shortcut) => ({
        id: shortcut.id,
        label: t(shortcut.labelKey),
        icon: <ShortcutIcon id={shortcut.id} size={20} />,
        badge: <UnreadBadge shortcut={shortcut} count={unreadCount} />,
        to: shortcut.to,
      }));
  const lines = wallet.data ? walletLines(wallet.data) : null;

  return (
    <section className={styles.screen} data-testid="member-centre" data-template="base" aria-label={t('member_centre_label')}>
      <Card gap="md" data-testid="member-header-card">
        <MemberName name={name} />
        <BalanceTotal wallet={wallet} />
      </Card>
      {lines && wallet.data ? (
        <SectionedList
          data-testid="member-wallets"
          sections={[
            {
              id: 'wallets',
              title: t('member_wallets'),
              rows: [lines.main, ...lines.games].map((line) => ({
                id: `wallet-${line.code}`,
                label: line.name,
                value: <span data-testid={`member-wallet-${line.code}`}>{formatMoney(line.balance)}</span>,
              })),
            },
          ]}
        />
      ) : null}
      {lines && lines.games.length === 0 ? (
        <Text size="sm" tone="muted" data-testid="member-no-game-wallets">
          {t('member_no_game_wallets')}
        </Text>
      ) : null}
      <LogoutFlow>
        {(ask) => (
          <SectionedList
            linkComponent={RouterRowLink}
            data-testid="member-shortcuts"
            sections={[
              { id: 'money', title: t('member_shortcuts'), rows: rows('money') },
              {
                id: 'account',
                title: t('member_account'),
                rows: [
                  ...rows('account'),
                  { id: 'logout', label: t('member_logout'), icon: <ShortcutIcon id="logout" size={20} />, onSelect: ask },
                ],
              },
            ]}
          />
        )}
      </LogoutFlow>
    </section>
  );
}
