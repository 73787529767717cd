import { useTranslation } from 'react-i18next';
import { ALL_WALLETS, MAIN_WALLET } from '@playdeck/api';
import { ApiNetworkError, describeError } from '@playdeck/api/client';
import { Button, useToast } from '@playdeck/ui';
import type { WalletLines } from '../wallet/wallet-lines';
import { useWalletTransfer } from './use-wallet-transfer';

/** "Recall all": every game wallet's balance back to the main wallet in one transfer (fromWallet ALL). */
export function RecallAllButton({ lines }: { lines: WalletLines }) {
  const { t } = useTranslation();
  const toast = useToast();
  const transfer = useWalletTransfer();
  const nothingToRecall = lines.games.every((line) => line.balance <= 0);

  const recall = async () => {
    try {
      if (!(await transfer.send({ fromWallet: ALL_WALLETS, toWallet: MAIN_WALLET }))) return;
      toast.show({ message: t('transfer_recall_done'), kind: 'success' });
    } catch (error) {
      const message =
        error instanceof ApiNetworkError ? t('transfer_retry_kept') : t(describeError(error).key, describeError(error).params);
      toast.show({ message, kind: 'error' });
    }
  };

  return (
    <Button
      variant="secondary"
      block
      loading={transfer.pending}
      disabled={transfer.busy || nothingToRecall}
      title={nothingToRecall ? t('transfer_recall_nothing') : undefined}
      onClick={() => void recall()}
      data-testid="transfer-recall-all"
    >
      {t('transfer_recall_all')}
    </Button>
  );
}
