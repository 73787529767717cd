import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@playdeck/game-kit';
import { formatMoney, type MinorWallet } from '@playdeck/site-data';
import { Skeleton } from '@playdeck/ui';
import { Inline, Stack, Text } from '@playdeck/ui/layout';
import * as styles from './member-centre.css';
import { ShortcutIcon } from './shortcut-icons';

/** The total balance (sumBalance, 2 decimals, currency symbol) with a refresh; its own loading and retry. */
export function BalanceTotal({ wallet, hero = false }: { wallet: UseQueryResult<MinorWallet>; hero?: boolean }) {
  const { t } = useTranslation();
  if (wallet.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" data-testid="member-balance-loading">
        <Skeleton width={80} />
        <Skeleton width={140} height={28} />
      </Stack>
    );
  }
  if (wallet.isError) return <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} testId="member-balance-error" />;
  const refreshing = wallet.isFetching;
  return (
    <Stack gap="xs">
      <Text size="sm" tone={hero ? undefined : 'muted'}>
        {t('member_total_balance')}
      </Text>
      <Inline gap="sm" nowrap>
        <span className={hero ? styles.heroAmount : styles.amount} data-testid="member-total-balance">
          {formatMoney(wallet.data.sumBalance)}
        </span>
        <button
          type="button"
          className={styles.refresh}
          onClick={() => void wallet.refetch()}
          disabled={refreshing}
          aria-busy={refreshing || undefined}
          aria-label={refreshing ? t('member_refreshing') : t('member_refresh_balance')}
          data-testid="member-balance-refresh"
        >
          <ShortcutIcon id="refresh" size={20} />
        </button>
      </Inline>
    </Stack>
  );
}
