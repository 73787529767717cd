/** `Device` header: `web` in a browser, `OTHERS` in a standalone app (upstream-contract.md). */
export type ClientDevice = 'web' | 'OTHERS';

export interface HeaderSources {
  merchantCode: () => string;
  device: ClientDevice;
  language: () => string;
  token: () => string | null | undefined;
  /** base64 of the user agent, computed once. */
  realUserAgent: string;
}

/** base64 of UTF-8, since btoa alone throws on characters outside Latin-1. */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The headers of one request. A `Headers` object, so each name is set once: a second `Merchant` header
 * makes the platform answer `function.not.available`.
 */
export function requestHeaders(sources: HeaderSources, extra: Readonly<Record<string, string>> = {}): Headers {
  const headers = new Headers(extra);
  headers.set('Merchant', sources.merchantCode());
  headers.set('Device', sources.device);
  headers.set('Language', sources.language());
  headers.set('X-Real-UA', sources.realUserAgent);
  const token = sources.token();
  if (token) headers.set('Authorization', token);
  else headers.delete('Authorization');
  return headers;
}

/** The merchant code a trial session sends (spec section 3: a trial login stores the trial merchant code). */
export function trialMerchantCode(merchantCode: string): string {
  return `${merchantCode}trial`;
}
