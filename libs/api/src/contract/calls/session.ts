import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { emptyValueSchema, epochMsSchema, memberTypeSchema } from '../common';
import { lazySchema } from '../lazy-schema';

/*
 * Session and account calls (spec section 7: login, register, trial, captcha, SMS, passwords, logout).
 *
 * Choices where the spec shows no path or shape:
 * - Captcha: `GET /wps/captcha?loginDeviceId=` binds the image to (merchant, loginDeviceId), the UUID the
 *   client keeps under SHELL_deviceId and sends in login, register and SMS payloads. Asking again replaces
 *   the previous image; an answer is good once (right or wrong) and for 5 minutes.
 * - Failed logins: after 3 within 15 minutes for an account or an IP, the failure's `value.captcha` is true
 *   and the next login must carry `captcha` (else `captcha.required`, wrong `captcha.error`). An unknown
 *   user and a wrong password answer the same `login.password.error`; `USER_NOT_EXIST` only answers the
 *   right password of a disabled account.
 * - Login by SMS (type `sms`, where whitelabel MOBILEVERCODELOGIN3 is on): `countryDialingCode`,
 *   `mobileNum` and `verificationCode` from `/wps/verification/sms/noLogin`.
 * - Login by a provider (type `firebase`): `firebaseChannel` google or facebook (whitelabel GOOGLELOGIN3,
 *   FACEBOOKLOGIN3) or sms (phone auth), `firebaseIdToken` the provider's identity token
 *   (../identity-token.ts). A google or facebook account signs in the member it is linked to, or a new
 *   member made for it (user name `g`/`f` plus 11 letters and digits). An sms token signs in the member
 *   with that verified number (`USER_NOT_EXIST` if none). A token that does not verify is
 *   `identity.token.invalid`; a platform that cannot verify the channel's tokens (production mode without
 *   the provider's keys) answers `function.not.available`.
 * - Login verification: where the merchant's module LOGINPHONEVERIF3 is on, a right password of a member
 *   with a mobile number is refused `login_verify_required` with `value { countryDialingCode, mobileNum }`
 *   (the number to verify); the client verifies that number through phone auth and sends the same login
 *   again with `firebaseChannel: 'sms'` and the `firebaseIdToken`, whose number must be the member's.
 * - Register: `/wps/member/register` (user name; USERNAMEREG3) and `/register/mobile` (MOBILENUMREG3), POST.
 *   Fields are checked against `/wps/system/setting/register`; a refusal is `request_param_err` with
 *   message `<field>: required` or `<field>: reg_pattern_<patternId>…`; a confirmation that differs is
 *   `password.confirm.mismatch`. A mobile registration without a user name is named `<dial code><number>`.
 *   The password is required by user name, and by mobile number where whitelabel MOBILENUMPASSREG3 is on;
 *   with it off, a mobile registration carries no password and needs `verificationCode` (the SMS code is
 *   the credential: the member signs in by SMS code or sets a password by phone).
 * - SMS codes: `expirationTime` is when another code may be asked for (60 s; earlier is TOO_MANY_REQUEST);
 *   a code stays valid 5 minutes and for 5 tries. `/sms/register` needs `challenge`: the answer to the
 *   device's captcha. `/sms/noLogin` answers alike whether or not the number has an account.
 * - Checks (affiliate, username): success means valid/free; failure `invitation.code.invalid` /
 *   `username.exists`.
 * - Forgot password: a wrong username or e-mail both answer `email.not.match`. On a match a temporary
 *   password is e-mailed; it works for 30 minutes alongside the old one and becomes the password when used.
 * - Change password `POST /wps/member/password`; set password by phone `POST /wps/member/password/mobile`;
 *   trial account `GET /wps/member/trialuser`.
 * - Phone auth instead of the platform's SMS codes (a brand whose brand.json configures `signIn.phoneAuth`):
 *   a mobile registration carries `firebaseChannel: 'sms'` and `firebaseIdToken` in place of
 *   `verificationCode`, set password by phone `firebaseIdToken` in place of it; the token's number must be
 *   the one typed (else `identity.token.invalid`). Set password by phone with a token for a number without
 *   an account answers `USER_NOT_EXIST`. The login form's SMS code tab logs in as type `firebase` with
 *   `firebaseChannel: 'sms'`, the `firebaseIdToken`, `firebaseMobileNo` and `countryDialingCode`. Login verification is also switched per member (admin command
 *   `login-verification`), as LOGINPHONEVERIF3 switches it for a whole merchant.
 * - Trial: `/wps/member/trialuser` makes a new trial account each time; `/wps/session/login/freeplay`
 *   reuses the device's trial account. Both answer a session of the `<merchant>trial` merchant, which later
 *   calls name in their Merchant header. A device has one trial account, even when its logins race (the
 *   first to bind it wins; `trialuser` binds only a device that has none). The device id is no secret, so
 *   free play also takes `deviceKey`, a random secret the device keeps (SHELL_trialKey) and the platform
 *   stores hashed on the first free play: the device's account is resumed for that key only, and, for a
 *   device bound without a key, only while none of its sessions is live. Otherwise 409
 *   `trial.device.in.use`, and the session playing on the device goes on.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const filled = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max = 100) => z.optional(text(max));
// Passwords are taken as typed: no trimming.
const password = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(128)));

export const loginDeviceIdSchema = lazySchema(() => z.string().check(z.trim(), z.regex(UUID, 'a UUID')));
const captcha = lazySchema(() => z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{1,16}$/, '1-16 letters or digits')));
const smsCode = lazySchema(() => z.string().check(z.trim(), z.regex(/^\d{6}$/, '6 digits')));
const countryDialingCode = lazySchema(() => z.string().check(z.trim(), z.regex(/^\+?\d{1,4}$/, 'a country dialing code')));
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
const mobile = lazySchema(() => z.string().check(z.trim(), z.regex(/^[\d\s-]{4,20}$/, 'a mobile number')));

const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

/** A field's rule; `acceptedPattern` is a regular expression or '*' (any); its message is i18n `reg_pattern_<patternId>`. */
export const registerFieldRuleSchema = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z.string(),
    minLength: z.number(),
    maxLength: z.number(),
    patternId: z.string(),
  }),
);

/** What login, register, set password by phone and trial logins answer (stored as MC_SESSION_INFO). */
export const sessionInfoSchema = lazySchema(() =>
  z.object({
    token: z.string(),
    userName: z.string(),
    customerType: memberTypeSchema(),
    firstTimeLogin: z.boolean(),
    merchantCode: z.string(),
  }),
);

const loginCommon = lazySchema(() => ({ loginDeviceId: loginDeviceIdSchema(), captcha: z.optional(captcha()) }));

const loginBody = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('username'),
      username: filled(64),
      password: password(),
      /** Login verification's second step (see the header): the member's number verified through phone auth. */
      firebaseChannel: z.optional(z.literal('sms')),
      firebaseIdToken: optionalText(4096),
      ...loginCommon(),
    }),
    z.object({
      type: z.literal('sms'),
      countryDialingCode: countryDialingCode(),
      mobileNum: mobile(),
      verificationCode: smsCode(),
      ...loginCommon(),
    }),
    z.object({
      type: z.literal('firebase'),
      countryDialingCode: z.optional(countryDialingCode()),
      firebaseChannel: optionalText(),
      firebaseIdToken: optionalText(4096),
      firebaseMobileNo: optionalText(),
      ...loginCommon(),
    }),
  ]),
);

const registerBody = lazySchema(() =>
  z.object({
    loginDeviceId: loginDeviceIdSchema(),
    registerMethod: z._default(z.enum(REGISTER_METHODS), 'H5'),
    registerUrl: optionalText(253),
    domain: optionalText(253),
    type: z.optional(z.literal(0)),
    username: optionalText(64),
    password: z.optional(password()),
    confirmPassword: z.optional(password()),
    countryDialingCode: z.optional(z.union([z.literal(''), countryDialingCode()])),
    mobileNum: optionalText(20),
    verificationCode: optionalText(16),
    captcha: optionalText(16),
    affiliateCode: optionalText(64),
    paymentPassword: z.optional(z.string().check(z.maxLength(128))),
    recommenderId: optionalText(64),
    nickname: optionalText(),
    payeeName: optionalText(),
    email: optionalText(254),
    idNumber: optionalText(),
    qqNum: optionalText(),
    facebook: optionalText(),
    wechat: optionalText(),
    line: optionalText(),
    whatsapp: optionalText(),
    zalo: optionalText(),
    firebaseChannel: optionalText(),
    firebaseIdToken: optionalText(4096),
  }),
);

const smsRequest = lazySchema(() => ({
  mobileNo: z.optional(mobile()),
  mobileNum: z.optional(mobile()),
  countryDialingCode: countryDialingCode(),
}));
const hasMobile = lazySchema(() =>
  z.refine<{ mobileNo?: string; mobileNum?: string }>((body) => Boolean(body.mobileNo || body.mobileNum), {
    message: 'mobileNo or mobileNum is required',
    path: ['mobileNo'],
  }),
);
const smsAnswer = lazySchema(() => z.object({ expirationTime: epochMsSchema() }));
/** The device's free-play key (a random secret it keeps beside SHELL_deviceId): see the header's Trial. */
export const trialDeviceKeySchema = lazySchema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{32,128}$/, '32-128 letters, digits, - or _')),
);
const trialBody = lazySchema(() => z.object({ loginDeviceId: loginDeviceIdSchema(), deviceKey: z.optional(trialDeviceKeySchema()) }));

/** Both ways to register (username or mobile) refuse alike and answer a session. */
const registerShape = {
  errors: [
    'username.exists',
    'mobile.exists',
    'sms.code.error',
    'captcha.required',
    'captcha.error',
    'invitation.code.invalid',
    'agent.info.error',
    'referrer.link.error',
    'password.confirm.mismatch',
    'identity.token.invalid',
  ] as const,
  body: registerBody,
  bodyEncoding: 'encrypted',
  value: sessionInfoSchema,
} as const;

export const sessionCalls = {
  publicKey: defineCall({
    id: 'session.publicKey',
    method: 'GET',
    path: '/wps/session/key/rsa',
    auth: 'none',
    errors: [] as const,
    value: () => z.object({ modulus: z.string().check(z.regex(/^[0-9a-f]+$/)), exponent: z.string().check(z.regex(/^[0-9a-f]+$/)) }),
  }),
  captcha: defineCall({
    id: 'session.captcha',
    method: 'GET',
    path: '/wps/captcha',
    auth: 'none',
    errors: [] as const,
    query: () => z.object({ loginDeviceId: loginDeviceIdSchema() }),
    /** A PNG image, base64 (no data: prefix). */
    value: () => z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
    idempotent: false,
  }),
  login: defineCall({
    id: 'session.login',
    method: 'POST',
    path: '/wps/session/login',
    auth: 'none',
    errors: [
      'login.password.error',
      'sms.code.error',
      'captcha.required',
      'captcha.error',
      'USER_NOT_EXIST',
      'us_forbidden_login_error',
      'login_verify_required',
      'identity.token.invalid',
      // A time-out or self-exclusion in force (calls/responsible-gaming.ts).
      'rg.time.out',
      'rg.self.excluded',
    ] as const,
    body: loginBody,
    bodyEncoding: 'encrypted',
    value: sessionInfoSchema,
  }),
  logout: defineCall({
    id: 'session.logout',
    method: 'DELETE',
    path: '/wps/session/logout',
    auth: 'member',
    errors: [],
    value: emptyValueSchema,
  }),
  /**
   * Not upstream's (its logout ends one token): ends every live session of the member, whatever device holds it.
   * The security centre's "sign out everywhere", which also forgets the remembered login on this device.
   */
  logoutAll: defineCall({
    id: 'session.logoutAll',
    method: 'DELETE',
    path: '/wps/session/logout/all',
    auth: 'member',
    errors: [] as const,
    value: emptyValueSchema,
  }),
  registerSettings: defineCall({
    id: 'session.registerSettings',
    method: 'GET',
    path: '/wps/system/setting/register',
    auth: 'none',
    errors: [] as const,
    /** Keyed by registration payload field: username, password, mobileNum, verificationCode, captcha, affiliateCode, … */
    value: () => z.record(z.string(), registerFieldRuleSchema()),
  }),
  register: defineCall({
    id: 'session.register',
    method: 'POST',
    path: '/wps/member/register',
    auth: 'none',
    ...registerShape,
  }),
  registerMobile: defineCall({
    id: 'session.registerMobile',
    method: 'POST',
    path: '/wps/member/register/mobile',
    auth: 'none',
    ...registerShape,
  }),
  checkAffiliate: defineCall({
    id: 'session.checkAffiliate',
    method: 'GET',
    path: '/wps/agent/affiliate',
    auth: 'none',
    errors: ['invitation.code.invalid'] as const,
    query: () => z.object({ affiliateCode: filled(64) }),
    value: emptyValueSchema,
  }),
  checkUsername: defineCall({
    id: 'session.checkUsername',
    method: 'GET',
    path: '/wps/check/username',
    auth: 'none',
    errors: ['username.exists'] as const,
    query: () => z.object({ username: filled(64) }),
    value: emptyValueSchema,
  }),
  smsRegister: defineCall({
    id: 'session.smsRegister',
    method: 'POST',
    path: '/wps/verification/sms/register',
    auth: 'none',
    errors: ['mobile.exists', 'captcha.required', 'captcha.error'] as const,
    body: () => z.object({ ...smsRequest(), loginDeviceId: loginDeviceIdSchema(), challenge: captcha() }).check(hasMobile()),
    value: smsAnswer,
  }),
  smsNoLogin: defineCall({
    id: 'session.smsNoLogin',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    auth: 'none',
    errors: [] as const,
    body: () => z.object(smsRequest()).check(hasMobile()),
    value: smsAnswer,
  }),
  forgotPassword: defineCall({
    id: 'session.forgotPassword',
    method: 'POST',
    path: '/wps/member/password/email',
    auth: 'none',
    errors: ['email.not.match'] as const,
    body: () =>
      z.object({ username: filled(64), email: z.string().check(z.trim(), z.maxLength(254), z.regex(EMAIL, 'an e-mail address')) }),
    bodyEncoding: 'form',
    value: emptyValueSchema,
  }),
  changePassword: defineCall({
    id: 'session.changePassword',
    method: 'POST',
    path: '/wps/member/password',
    auth: 'real',
    errors: ['password.confirm.mismatch', 'modify.new.old.same', 'old.password.error'] as const,
    body: () => z.object({ oldPassword: password(), newPassword: password(), confirmNewPassword: password() }),
    bodyEncoding: 'encrypted',
    value: emptyValueSchema,
  }),
  setPasswordByPhone: defineCall({
    id: 'session.setPasswordByPhone',
    method: 'POST',
    path: '/wps/member/password/mobile',
    auth: 'none',
    errors: [
      'sms.code.error',
      'modify.new.old.same',
      'USER_NOT_EXIST',
      'identity.token.invalid',
      'rg.time.out',
      'rg.self.excluded',
    ] as const,
    body: () =>
      z.object({
        newPassword: password(),
        mobileNum: mobile(),
        countryDialingCode: countryDialingCode(),
        verificationCode: z.optional(smsCode()),
        firebaseIdToken: optionalText(4096),
        loginDeviceId: z.optional(loginDeviceIdSchema()),
      }),
    bodyEncoding: 'encrypted',
    value: sessionInfoSchema,
  }),
  trialUser: defineCall({
    id: 'session.trialUser',
    method: 'POST',
    path: '/wps/member/trialuser',
    auth: 'none',
    errors: ['trial.device.in.use'] as const,
    body: trialBody,
    value: sessionInfoSchema,
  }),
  freeplayLogin: defineCall({
    id: 'session.freeplayLogin',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    auth: 'none',
    errors: ['trial.device.in.use'] as const,
    body: trialBody,
    value: sessionInfoSchema,
  }),
  trialAccount: defineCall({
    id: 'session.trialAccount',
    method: 'GET',
    path: '/wps/member/trialuser',
    auth: 'member',
    errors: ['permission.denied'] as const,
    value: () => z.object({ userName: z.string(), merchantCode: z.string() }),
  }),
  memberInfo: defineCall({
    id: 'session.memberInfo',
    method: 'GET',
    path: '/wps/member/info',
    auth: 'member',
    errors: [] as const,
    /** `account` is the login account (the user name; for mobile registrations, the mobile number). */
    value: () =>
      z.object({
        id: z.number(),
        type: memberTypeSchema(),
        userName: z.string(),
        nickname: z.nullable(z.string()),
        account: z.string(),
      }),
  }),
};
