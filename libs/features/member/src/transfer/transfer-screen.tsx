import { useTranslation } from 'react-i18next';
import { LoadError } from '@playdeck/game-kit';
import { formatMoney } from '@playdeck/site-data';
import { EmptyState, Skeleton } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { SectionedList } from '@playdeck/ui/patterns';
import { RecallAllButton } from './recall-all-button';
import { TransferForm } from './transfer-form';
import * as styles from './transfer.css';
import { useTransferWallets } from './use-transfer-wallets';

/**
 * /m/member/transfer (real accounts; the route tells trial users to log in with one): the total, the transfer
 * form and recall all first, then every wallet (a merchant may offer dozens of vendors).
 */
export default function TransferScreen() {
  const { t } = useTranslation();
  const wallets = useTransferWallets();

  if (wallets.status === 'pending') {
    return (
      <section className={styles.screenState} aria-busy="true" aria-label={t('member_loading')} data-testid="transfer-loading">
        <Card gap="sm">
          <Skeleton width={120} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Card>
        <Skeleton height={160} />
      </section>
    );
  }
  if (wallets.status === 'error') {
    return (
      <section className={styles.screenState}>
        <LoadError error={wallets.error} onRetry={wallets.retry} testId="transfer-error" />
      </section>
    );
  }

  const { wallet, lines } = wallets;
  return (
    <section className={styles.screen} data-testid="transfer-screen">
      <Stack gap="sm">
        <Text size="sm" tone="muted">
          {t('member_total_balance')}
        </Text>
        <p className={styles.total} data-testid="transfer-total">
          {formatMoney(wallet.sumBalance)}
        </p>
      </Stack>
      {lines.games.length === 0 ? (
        <EmptyState title={t('transfer_no_game_wallets')} data-testid="transfer-empty" />
      ) : (
        <>
          <TransferForm lines={lines} />
          <RecallAllButton lines={lines} />
        </>
      )}
      <SectionedList
        data-testid="transfer-wallets"
        sections={[
          {
            id: 'wallets',
            title: t('transfer_wallets_title'),
            rows: [lines.main, ...lines.games].map((line) => ({
              id: `wallet-${line.code}`,
              label: line.name,
              value: (
                <span className={styles.amount} data-testid={`transfer-wallet-${line.code}`}>
                  {formatMoney(line.balance)}
                </span>
              ),
            })),
          },
        ]}
      />
    </section>
  );
}
