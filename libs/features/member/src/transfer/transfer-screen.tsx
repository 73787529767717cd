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
      <Stack
        as="section"
        gap="md"
        className={styles.screen}
        aria-busy="true"
        aria-label={t('member_loading')}
        data-testid="transfer-loading"
      >
        <Card gap="sm">
          <Skeleton width={120} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Card>
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (wallets.status === 'error') {
    return (
      <Stack as="section" className={styles.screen}>
        <LoadError error={wallets.error} onRetry={wallets.retry} testId="transfer-error" />
      </Stack>
    );
  }

  const { wallet, lines } = wallets;
  return (
    <Stack as="section" gap="lg" className={styles.screen} data-testid="transfer-screen">
      <Stack gap="sm">
        <Text size="sm" tone="muted">
          {t('member_total_balance')}
        </Text>
        <Text size="xl" weight="bold" className={styles.amount} data-testid="transfer-total">
          {formatMoney(wallet.sumBalance)}
        </Text>
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
    </Stack>
  );
}
