import { useTranslation } from 'react-i18next';
import { formatMoney, useMemberWallet } from '@playdeck/site-data';
import { Skeleton } from '@playdeck/ui';
import * as styles from './member-balance.css';

/** The member's total balance in the brand's currency (symbol and display decimals); a skeleton while it loads, a retry when it failed. */
export function MemberBalance({ testId, className }: { testId: string; className?: string }) {
  const { t } = useTranslation();
  const wallet = useMemberWallet();
  if (wallet.isPending) {
    return (
      <span className={className} aria-busy="true" data-testid={`${testId}-loading`}>
        <Skeleton width={72} />
      </span>
    );
  }
  if (wallet.isError) {
    return (
      <button
        type="button"
        className={className ? `${styles.retry} ${className}` : styles.retry}
        onClick={() => void wallet.refetch()}
        data-testid={`${testId}-error`}
      >
        {t('error_loading_failed')}
      </button>
    );
  }
  return (
    <span className={className ? `${styles.amount} ${className}` : styles.amount} data-testid={testId}>
      {formatMoney(wallet.data.sumBalance)}
    </span>
  );
}
