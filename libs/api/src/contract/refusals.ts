import type { KnownErrorCode } from '../errors/error-codes';
import type { CallAuth } from './define-call';

/** Codes meaning the session is gone (upstream-contract.md "Error codes seen"): the session layer logs out. */
export const SESSION_ENDED_REFUSALS = [
  'login.not.session',
  'user.or.token.invalid',
  'CUSTOMER_NOT_LOGIN',
  'nologin',
  'token_ip_different',
  'duplicateLogin',
] as const satisfies readonly KnownErrorCode[];

/**
 * Refusals any call may answer, whatever it declares: the session ended, too many requests, maintenance or an
 * upgrade (a 500), and the request itself refused before any call's rules are read (apps/platform/src/http:
 * a malformed or oversized request, an encrypted body missing, a merchant header it cannot serve).
 */
export const SHARED_REFUSALS = [
  ...SESSION_ENDED_REFUSALS,
  'TOO_MANY_REQUEST',
  'system.maintenance',
  'system.upgrading',
  'request_param_err',
  'request_body_required',
  'request.body.too.large',
  'merchant.acct.setup.err',
  'function.not.available',
] as const satisfies readonly KnownErrorCode[];

export type SharedRefusal = (typeof SHARED_REFUSALS)[number];

/** What a call's `auth` adds to its refusals: a disabled member's token (USER_NOT_EXIST), a trial account where a real one is needed. */
export const AUTH_REFUSALS = {
  none: [],
  optional: [],
  member: ['USER_NOT_EXIST'],
  real: ['USER_NOT_EXIST', 'trial.forbidden'],
} as const satisfies Record<CallAuth, readonly KnownErrorCode[]>;

export type AuthRefusal<A extends CallAuth> = (typeof AUTH_REFUSALS)[A][number];
