import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { brand, type LanguageCode } from '@playdeck/brand';
import { apiClient } from '@playdeck/session/api';

/** Spec section 7, Agent: "agent announcements (types A, groupName m_home, merchantCode)". */
export function agentNoticeQuery(types: string, language: LanguageCode) {
  return { types, groupName: 'm_home', platform: 'M', merchantCode: brand.merchantCode, language } as const;
}

/** The agent announcements of `types` in `language`. */
export const agentNoticesQuery = (types: string, language: LanguageCode) =>
  apiQueryOptions(apiClient, contract.content.announcements, agentNoticeQuery(types, language));
