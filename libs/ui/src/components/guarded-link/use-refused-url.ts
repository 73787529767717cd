import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { URL_REFUSED_MESSAGE } from '@playdeck/routes';
import { useToastIfProvided } from '../toast/toast';

/** Tells the player a link was not opened (the URL guard refused it): the translated error toast. */
export function useRefusedUrlNotice(): () => void {
  const { t } = useTranslation();
  const toast = useToastIfProvided();
  return useCallback(() => void toast?.show({ message: t(URL_REFUSED_MESSAGE), kind: 'error' }), [t, toast]);
}
