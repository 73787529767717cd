import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contract, type Popup } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { useLanguage } from '@playdeck/i18n';
import { apiClient } from '@playdeck/session/api';
import type { PopupAudience } from './popup-audience';
import { popupExecutions, popupsFor } from './popup-filter';

/**
 * The audience's popups in the current language. The executions are asked for explicitly: the platform
 * forgets a first login once it has answered it, the stored session remembers it. The answer is
 * filtered again so a platform that ignores the filter still shows nobody another audience's popups.
 */
export function usePopups(audience: PopupAudience) {
  const { language } = useLanguage();
  const select = useCallback((popups: Popup[]) => popupsFor(popups, audience), [audience]);
  return useQuery(
    apiQueryOptions(apiClient, contract.content.popups, { execution: popupExecutions(audience).join(','), language }, { select }),
  );
}
