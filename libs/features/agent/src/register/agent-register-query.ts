import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** The platform's registration rules, which the agent's register form follows too. */
export const registerSettingsQuery = () => apiQueryOptions(apiClient, contract.session.registerSettings);
