import { brand } from '@playdeck/brand';
import { PLATFORM_MOBILE, contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

const hotMatchParams = () => ({ types: 'H', platform: PLATFORM_MOBILE, merchantCode: brand.merchantCode }) as const;

/** The brand's hot matches on mobile. */
export const hotMatchesQuery = () => apiQueryOptions(apiClient, contract.content.hotMatches, hotMatchParams(), { staleTime: 60_000 });
