import * as z from 'zod/mini';
import { defineCall } from '../define-call';

/** Session and account calls (spec section 7: login, register, trial, captcha, SMS, passwords, logout). */
export const sessionCalls = {
  publicKey: defineCall({
    id: 'session.publicKey',
    method: 'GET',
    path: '/wps/session/key/rsa',
    auth: 'none',
    value: z.object({ modulus: z.string().check(z.regex(/^[0-9a-f]+$/)), exponent: z.string().check(z.regex(/^[0-9a-f]+$/)) }),
  }),
};
