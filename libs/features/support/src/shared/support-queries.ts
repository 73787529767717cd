import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** Opens a live chat: asked afresh each time, never retried (a refusal says why chat is unavailable). */
export const launchChatQuery = () =>
  apiQueryOptions(apiClient, contract.support.launchChat, undefined, { staleTime: 0, gcTime: 0, retry: false });

/** The brand's customer-service channels. */
export const customerServiceQuery = () => apiQueryOptions(apiClient, contract.system.customerService, undefined, { staleTime: 5 * 60_000 });

/** A channel's opaque path resolved to an address. */
export const serviceLinkQuery = (path: string) =>
  apiQueryOptions(apiClient, contract.system.customerServiceLink, { path }, { staleTime: 5 * 60_000 });
