import { randomUUID } from 'node:crypto';
import { contract, DEV_IDENTITY_ISSUER, encodeDevIdentityToken } from '@playdeck/api';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { callPlatform, valueOf } from '../../testing/call-platform';
import type { TestPlatform } from '../../testing/test-platform';
import { devCalls } from './dev-calls';

/** Helpers for the session specs: every step goes over HTTP as the client's would. */
export const newDevice = () => randomUUID();

export interface LoginOptions {
  username?: string;
  password?: string;
  merchant?: string;
  ip?: string;
  loginDeviceId?: string;
  captcha?: string;
  headers?: Record<string, string>;
}

export function login(platform: TestPlatform, options: LoginOptions = {}) {
  return callPlatform(platform, contract.session.login, {
    merchant: options.merchant,
    ip: options.ip,
    headers: options.headers,
    body: {
      type: 'username',
      username: options.username ?? 'member01',
      password: options.password ?? DEMO_PASSWORD,
      loginDeviceId: options.loginDeviceId ?? newDevice(),
      captcha: options.captcha,
    },
  });
}

export async function loginToken(platform: TestPlatform, options: LoginOptions = {}): Promise<string> {
  return valueOf(await login(platform, options)).token;
}

/** Asks for the device's captcha image and reads its answer from the development endpoint. */
export async function solveCaptcha(platform: TestPlatform, loginDeviceId: string, merchant?: string): Promise<string> {
  valueOf(await callPlatform(platform, contract.session.captcha, { merchant, query: { loginDeviceId } }));
  const { answer } = valueOf(await callPlatform(platform, devCalls.captcha, { merchant, query: { loginDeviceId } }));
  if (!answer) throw new Error('no captcha answer kept');
  return answer;
}

export async function readOutbox(platform: TestPlatform, recipient: string, merchant?: string) {
  return valueOf(await callPlatform(platform, devCalls.outbox, { merchant, query: { recipient } }));
}

/** The 6-digit code of the newest SMS to `recipient`. */
export async function lastSmsCode(platform: TestPlatform, recipient: string, merchant?: string): Promise<string> {
  const [message] = await readOutbox(platform, recipient, merchant);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code sent to ${recipient}`);
  return code;
}

/** A development phone-auth token (channel sms) for the number `e164`, as the development adapter makes it. */
export function phoneAuthToken(platform: TestPlatform, e164: string, merchant = 'PLAYDECK'): string {
  const iat = Math.floor(platform.clock.now.getTime() / 1000);
  return encodeDevIdentityToken({
    iss: DEV_IDENTITY_ISSUER,
    aud: merchant,
    sub: e164,
    iat,
    exp: iat + 3600,
    phone_number: e164,
    firebase: { sign_in_provider: 'phone' },
  });
}
