import { useQuery } from '@tanstack/react-query';
import { contract, type InfoPageId } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { useLanguage } from '@playdeck/i18n';
import { apiClient } from '@playdeck/session/api';

/** One info page's entries in the current language (import from lazy screens only: it pulls in the API client). */
export function useInfoPage(page: InfoPageId) {
  const { language } = useLanguage();
  return useQuery(apiQueryOptions(apiClient, contract.content.infoPage, { page, language }, { staleTime: 5 * 60_000 }));
}
