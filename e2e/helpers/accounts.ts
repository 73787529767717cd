import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { E2EBrand } from '../brands';
import { ADMIN_HEADERS, platformCall, platformOrigin, readOutbox, type PlatformSession } from './api-session';

/*
 * Fresh members for journeys that need one of their own: every seeded team and demo account is already
 * used by other journeys, so a journey that logs in (or changes a member's data) registers a new member
 * over the API, the way the brand's sign-up screen registers, and nobody else ever uses it.
 */

export interface NewMember {
  /** The password the member is registered with (a journey may log in again with it). */
  password: string;
  /** Two letters or so naming the journey file: user names are `<prefix><10 unique characters>` (6-16 allowed). */
  usernamePrefix: string;
  /** Two digits naming the journey file: mobile numbers are `+84 <prefix><7 random digits>`. */
  mobilePrefix: string;
  nickname?: string;
}

const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;

/** Ten lower-case letters and digits that no other registration picks (time plus randomness). */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(-10);

/** The platform's captcha for a device, answered through its development route. */
export async function solvedCaptcha(merchant: string, address: string, loginDeviceId: string): Promise<string> {
  await platformCall<string>(`/wps/captcha?loginDeviceId=${loginDeviceId}`, { merchant, address });
  return (await platformCall<{ answer: string }>(`/__dev/captcha?loginDeviceId=${loginDeviceId}`, { merchant, address })).answer;
}

/**
 * A new member, registered over the API the way the brand registers: with a user name when the brand
 * has USERNAMEREG3, else with a mobile number and the SMS code the platform's outbox holds. Answers the
 * session the registration logs in (firstTimeLogin true).
 */
export async function registerMember(brand: E2EBrand, address: string, member: NewMember): Promise<PlatformSession> {
  const merchant = merchantOf(brand);
  const loginDeviceId = randomUUID();
  const account = {
    loginDeviceId,
    password: member.password,
    confirmPassword: member.password,
    ...(member.nickname !== undefined && { nickname: member.nickname }),
  };
  if (brand.config.flags.USERNAMEREG3) {
    const body = {
      ...account,
      username: `${member.usernamePrefix}${uniqueSuffix()}`,
      captcha: await solvedCaptcha(merchant, address, loginDeviceId),
    };
    return platformCall<PlatformSession>('/wps/member/register', { merchant, address, body, encrypted: true });
  }
  const mobileNum = `${member.mobilePrefix}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const challenge = await solvedCaptcha(merchant, address, loginDeviceId);
  await platformCall('/wps/verification/sms/register', {
    merchant,
    address,
    body: { countryDialingCode: '84', mobileNo: mobileNum, loginDeviceId, challenge },
  });
  const [message] = await readOutbox(merchant, `+84${mobileNum}`, address);
  const verificationCode = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  expect(verificationCode).toBeTruthy();
  const body = {
    ...account,
    countryDialingCode: '84',
    mobileNum,
    verificationCode,
    captcha: await solvedCaptcha(merchant, address, loginDeviceId),
  };
  return platformCall<PlatformSession>('/wps/member/register/mobile', { merchant, address, body, encrypted: true });
}

/**
 * A call to the platform's loopback admin routes (`/__admin/...`, what `npm run platform -- …` uses), as an
 * operator would make it. Answers `value`; throws with the platform's reason when it refuses.
 */
export async function adminCall<T>(pathAndQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(`${platformOrigin}/__admin${pathAndQuery}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...ADMIN_HEADERS, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let answer: { success?: boolean; value?: T; message?: string; errorCode?: string } | undefined;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = undefined;
  }
  if (!response.ok || !answer?.success) {
    throw new Error(
      `/__admin${pathAndQuery} refused (HTTP ${response.status}): ${answer?.message ?? answer?.errorCode ?? text.slice(0, 200)}`,
    );
  }
  return answer.value as T;
}

/**
 * Puts money in a member's MAIN wallet through the platform's ledger (the admin route POST /__admin/credit,
 * amount in major units). Answers the wallet's balance after the credit.
 */
export async function creditMember(merchant: string, username: string, amount: number): Promise<number> {
  return (await adminCall<{ balance: number }>('/credit', { merchant, username, amount })).balance;
}
