import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import { useMemberShell } from '../shell/member-shell';
import { walletLines } from '../wallet/wallet-lines';
import { BalanceTotal } from './balance-total';
import { formatMoney } from '@playdeck/site-data';
import { MemberName, UnreadBadge } from './centre-parts';
import * as styles from './member-centre.css';
import { ShortcutIcon } from './shortcut-icons';
import type { MemberCentre } from './member-centre-query';

/** New template: a hero card (member, total balance, wallet chips) over an icon grid of shortcuts. */
export function NewMemberCentre({ centre }: { centre: MemberCentre }) {
  const { t } = useTranslation();
  const { LogoutFlow } = useMemberShell();
  const { name, wallet, shortcuts, unreadCount } = centre;
  const lines = wallet.data ? walletLines(wallet.data) : null;

  return (
    <section className={styles.screen} data-testid="member-centre" data-template="new" aria-label={t('member_centre_label')}>
      <div className={styles.hero} data-testid="member-hero">
        <MemberName name={name} />
        <BalanceTotal wallet={wallet} hero />
        {lines && wallet.data ? (
          <ul className={styles.chips} aria-label={t('member_wallets')} data-testid="member-wallets">
            {[lines.main, ...lines.games].map((line) => (
              <li key={line.code} className={styles.chip}>
                <span>{line.name}</span>
                <strong className={styles.amount} data-testid={`member-wallet-${line.code}`}>
                  {formatMoney(line.balance)}
                </strong>
              </li>
            ))}
          </ul>
        ) : null}
        {lines && lines.games.length === 0 ? (
          <Text size="sm" data-testid="member-no-game-wallets">
            {t('member_no_game_wallets')}
          </Text>
        ) : null}
      </div>
      <nav aria-label={t('member_shortcuts')}>
        <ul className={styles.grid} data-testid="member-shortcuts">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.id}>
              <Link to={shortcut.to} className={styles.tile} data-testid={`row-${shortcut.id}`}>
                <span className={styles.tileIcon}>
                  <ShortcutIcon id={shortcut.id} />
                </span>
                {t(shortcut.labelKey)}
                <span className={styles.tileBadge}>
                  <UnreadBadge shortcut={shortcut} count={unreadCount} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LogoutFlow>
        {(ask) => (
          <Button variant="ghost" block onClick={ask} icon={<ShortcutIcon id="logout" size={20} />} data-testid="row-logout">
            {t('member_logout')}
          </Button>
        )}
      </LogoutFlow>
    </section>
  );
}
