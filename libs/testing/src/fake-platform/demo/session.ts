import type { contract, ValueOf } from '@playdeck/api';

type RegisterFieldRule = ValueOf<typeof contract.session.registerSettings>[string];

/** What a login, registration or trial answers: a real member of the default merchant. */
export const demoSessionAnswer = {
  token: 'token-1',
  userName: 'member01',
  customerType: 0 as const,
  firstTimeLogin: false,
  merchantCode: 'PLAYDECK',
};

/** The stored session of a signed-in member (what login keeps in MC_SESSION_INFO). */
export const demoMemberSession = { token: 'member-token', merchantCode: 'PLAYDECK', userName: 'amy01', type: 0 };

export const demoMemberInfo: ValueOf<typeof contract.session.memberInfo> = {
  id: 7,
  type: 0,
  userName: 'amy01',
  nickname: 'Lucky Amy',
  account: 'amy01',
};

export const demoCountries = [
  { code: 'VN', name: 'Vietnam', dialingCode: '84' },
  { code: 'TH', name: 'Thailand', dialingCode: '66' },
];

export const rule = (overrides: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 100,
  patternId: 'any',
  ...overrides,
});

const off = rule({ enabled: false });

/** The reference platform's default register rules (apps/platform register-defaults.ts) for the given modules. */
export function platformRules({ username = true, mobile = false, verified = false, captcha = true } = {}): Record<
  string,
  RegisterFieldRule
> {
  return {
    username: rule({
      enabled: username,
      required: username,
      acceptedPattern: '^[A-Za-z0-9]+$',
      minLength: 6,
      maxLength: 16,
      patternId: 'username',
    }),
    password: rule({
      required: true,
      acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]+$',
      minLength: 6,
      maxLength: 20,
      patternId: 'password',
    }),
    mobileNum: rule({
      enabled: mobile || verified,
      required: verified,
      acceptedPattern: '^\\d+$',
      minLength: 6,
      maxLength: 15,
      patternId: 'mobile',
    }),
    verificationCode: rule({
      enabled: verified,
      required: verified,
      acceptedPattern: '^\\d{6}$',
      minLength: 6,
      maxLength: 6,
      patternId: 'sms_code',
    }),
    captcha: rule({
      enabled: captcha,
      required: captcha,
      acceptedPattern: '^[A-Za-z0-9]+$',
      minLength: 1,
      maxLength: 16,
      patternId: 'captcha',
    }),
    affiliateCode: rule({ acceptedPattern: '^[A-Za-z0-9_-]+$', maxLength: 64, patternId: 'affiliate_code' }),
    paymentPassword: off,
    recommenderId: off,
    nickname: rule({ maxLength: 20, patternId: 'nickname' }),
    payeeName: rule({ acceptedPattern: "^[\\p{L} .'-]+$", minLength: 2, maxLength: 50, patternId: 'real_name' }),
    email: rule({ acceptedPattern: '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$', minLength: 5, maxLength: 254, patternId: 'email' }),
    idNumber: off,
    qqNum: off,
    facebook: off,
    wechat: off,
    line: off,
    whatsapp: off,
    zalo: rule({ acceptedPattern: '^\\d+$', minLength: 6, maxLength: 15, patternId: 'zalo' }),
  };
}

/** A 1×1 PNG, base64: what the captcha call answers. */
export const DEMO_CAPTCHA_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Stored sessions of each kind of member the content screens tell apart (customer type 4 gets no read-marking). */
export const MEMBER_SESSION = { token: 'member-token', merchantCode: 'PLAYDECK', userName: 'member01', type: 0 };
export const AGENT_SESSION = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent01', type: 1 };
export const TYPE_4_SESSION = { token: 'type4-token', merchantCode: 'PLAYDECK', userName: 'type04', type: 4 };
