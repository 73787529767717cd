import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { encryptRequestBody, type RsaPublicKey } from '../../libs/api/src/crypto';

/*
 * The platform as a journey's setting: sessions made over its API (the encrypted login the app sends),
 * its outbox, and the English texts. The platform rate-limits logins, SMS codes and password resets per
 * client IP; each journey's browser and API requests carry an address of their own (X-Forwarded-For,
 * honoured when the platform runs with TRUST_PROXY=true), and the API helpers wait out a limit otherwise.
 */

export const platformOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 4310)}`;
export const DEMO_PASSWORD = 'Demo1234';
/**
 * The token /__admin calls (and /__dev calls sent through a proxy, as journeys' X-Forwarded-For says they are)
 * must carry: playwright.config.ts gives the platform it starts one in PLATFORM_ADMIN_TOKEN.
 */
export const ADMIN_HEADERS: Record<string, string> = { 'X-Admin-Token': process.env.PLATFORM_ADMIN_TOKEN ?? '' };

const englishDir = path.resolve(import.meta.dirname, '../../libs/i18n/src/locales/en');
// The main dictionary files and the lazy text groups (lazy/) alike.
const dictionary = Object.assign(
  {},
  ...readdirSync(englishDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(englishDir, file), 'utf8')) as Record<string, string>),
) as Record<string, string>;

/** The English text of an i18n key, as the app shows it with language EN. */
export function englishText(key: string): string {
  const text = dictionary[key];
  if (text === undefined) throw new Error(`no EN text for ${key}`);
  return text.replace(/\$t\((\w+)\)/g, (_, nested: string) => englishText(nested));
}

export interface Envelope<T> {
  success: boolean;
  value?: T;
  errorCode?: string;
}

export interface PlatformSession {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  merchantCode: string;
}

interface CallOptions {
  merchant: string;
  address: string;
  method?: string;
  token?: string;
  body?: unknown;
  encrypted?: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send<T>(pathAndQuery: string, options: CallOptions): Promise<Envelope<T> & { retryAfterSeconds?: number }> {
  const headers: Record<string, string> = { Merchant: options.merchant, Device: 'web', Language: 'EN', 'X-Forwarded-For': options.address };
  if (options.token) headers.Authorization = options.token;
  if (pathAndQuery.startsWith('/__')) Object.assign(headers, ADMIN_HEADERS);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    if (options.encrypted) {
      const key = (await send<RsaPublicKey>('/wps/session/key/rsa', { merchant: options.merchant, address: options.address })).value!;
      const encrypted = encryptRequestBody(options.body, key);
      Object.assign(headers, encrypted.headers);
      body = JSON.stringify(encrypted.body);
    } else {
      body = JSON.stringify(options.body);
    }
  }
  const response = await fetch(`${platformOrigin}${pathAndQuery}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
  const envelope = (await response.json()) as Envelope<T> & { value?: { retryAfterSeconds?: number } };
  return {
    ...envelope,
    retryAfterSeconds: envelope.success ? undefined : (envelope.value as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds,
  };
}

/** A call that must succeed; a rate limit is waited out (journeys share the platform). */
export async function platformCall<T>(pathAndQuery: string, options: CallOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const answer = await send<T>(pathAndQuery, options);
    if (answer.success) return answer.value as T;
    if (answer.errorCode === 'TOO_MANY_REQUEST' && attempt < 3) {
      await pause(Math.min(answer.retryAfterSeconds ?? 5, 65) * 1000);
      continue;
    }
    throw new Error(`${pathAndQuery} refused: ${answer.errorCode}`);
  }
}

/** Logs in over the API as the login screen does (encrypted body), answering a captcha when the platform asks. */
export async function apiLogin(merchant: string, username: string, password: string, address: string): Promise<PlatformSession> {
  const loginDeviceId = randomUUID();
  let captcha: string | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    const body = { type: 'username', username, password, loginDeviceId, ...(captcha && { captcha }) };
    const answer = await send<PlatformSession>('/wps/session/login', { merchant, address, body, encrypted: true });
    if (answer.success) return answer.value!;
    if (answer.errorCode === 'TOO_MANY_REQUEST') await pause(Math.min(answer.retryAfterSeconds ?? 5, 65) * 1000);
    else if (answer.errorCode === 'captcha.required' || answer.errorCode === 'captcha.error') {
      await platformCall<string>(`/wps/captcha?loginDeviceId=${loginDeviceId}`, { merchant, address });
      captcha = (await platformCall<{ answer: string }>(`/__dev/captcha?loginDeviceId=${loginDeviceId}`, { merchant, address })).answer;
    } else throw new Error(`login of ${username} refused: ${answer.errorCode}`);
  }
  throw new Error(`login of ${username} kept being refused`);
}

export function apiChangePassword(
  merchant: string,
  token: string,
  oldPassword: string,
  newPassword: string,
  address: string,
): Promise<null> {
  return platformCall<null>('/wps/member/password', {
    merchant,
    address,
    token,
    body: { oldPassword, newPassword, confirmNewPassword: newPassword },
    encrypted: true,
  });
}

export interface OutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
}

export function readOutbox(merchant: string, recipient: string, address: string): Promise<OutboxMessage[]> {
  return platformCall<OutboxMessage[]>(`/__dev/outbox?recipient=${encodeURIComponent(recipient)}`, { merchant, address });
}

/** Opens `path` as the given session would: MC_SESSION_INFO as login stores it, texts in English. */
export async function openWithSession(page: Page, origin: string, pathname: string, session: PlatformSession | null): Promise<void> {
  await page.goto(`${origin}/m/other`);
  await page.evaluate(
    (stored) => {
      localStorage.setItem('language', 'EN');
      if (stored) localStorage.setItem('MC_SESSION_INFO', JSON.stringify(stored));
    },
    session && {
      token: session.token,
      merchantCode: session.merchantCode,
      userName: session.userName,
      type: session.customerType,
      firstTimeLogin: session.firstTimeLogin,
    },
  );
  await page.goto(`${origin}${pathname}`);
}

let journeysInWorker = 0;

/**
 * Each journey comes from 198.19.<worker>.<journey> (a benchmarking range), browser and API alike, whether it
 * names its address or not: per-IP limits (trial accounts, logins, SMS) stay per journey.
 */
export const test = base.extend<{ address: string }>({
  address: [
    async ({ page }, provide, testInfo) => {
      const address = `198.19.${testInfo.workerIndex % 250}.${++journeysInWorker % 250}`;
      await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address });
      await provide(address);
    },
    { auto: true },
  ],
});

/** Two projects (phones) run the same journeys side by side: each gets its own accounts. */
export const projectIndex = (projectName: string) => (projectName === 'iphone' ? 1 : 0);
