import { useQuery } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** A new captcha image for the device (each request replaces its previous one on the platform). */
export function fetchCaptcha(loginDeviceId: string): Promise<string> {
  return apiClient.call(contract.session.captcha, { query: { loginDeviceId } });
}

/** Asks whether a user name is free: resolves when it is, rejects with `username.exists` when taken. */
export function checkUsername(username: string, signal: AbortSignal): Promise<unknown> {
  return apiClient.call(contract.session.checkUsername, { query: { username }, signal });
}

/** The platform's per-field registration rules (GET /wps/system/setting/register). */
export function useRegisterRules() {
  return useQuery(apiQueryOptions(apiClient, contract.session.registerSettings));
}
