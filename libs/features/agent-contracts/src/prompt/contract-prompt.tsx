import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmSheet } from '@playdeck/ui/patterns';
import { contractRequestsQuery } from '../shared/queries';
import { markPrompted, pendingRequests, wasPrompted } from './pending-requests';

/**
 * Asks the platform for pending contract requests and prompts for the first one not yet prompted in this
 * session: cancel leaves it (the next one, if any, follows), go opens its contract screen. A failed call
 * prompts nothing.
 */
export default function ContractPrompt({ token, onOpenChange }: { token: string; onOpenChange?: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requests = useQuery(contractRequestsQuery());
  // Re-read the storage after each answer.
  const [, setAnswered] = useState(0);
  const next = requests.data ? pendingRequests(requests.data).find((request) => !wasPrompted(token, request)) : undefined;
  const open = next !== undefined;
  useEffect(() => {
    onOpenChange?.(open);
    return () => onOpenChange?.(false);
  }, [open, onOpenChange]);
  const done = (go: boolean) => {
    if (!next) return;
    markPrompted(token, next);
    setAnswered((count) => count + 1);
    if (go) navigate(next.path);
  };
  return (
    <ConfirmSheet
      open={open}
      title={t('agc_prompt_title')}
      message={next ? t(`agc_prompt_${next.kind}`) : null}
      confirmLabel={t('agc_prompt_go')}
      onCancel={() => done(false)}
      onConfirm={() => done(true)}
    />
  );
}
