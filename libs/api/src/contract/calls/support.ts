import * as z from 'zod/mini';
import { epochMsSchema } from '../common';
import { defineCall } from '../define-call';

/*
 * Feedback and live chat (spec sections 2 "lazy pages: feedback", 5 "feedback length between {0} and {1}
 * words", 7 "feedback (PUT)", "launch chat (returns chatUrl)"). The customer-service list is system.ts's
 * customerService and customerServiceLink.
 *
 * Choices:
 * - Feedback: PUT /wps/member/feedback with the member's text. Its length is counted in words (runs of
 *   letters, digits and marks separated by spaces or punctuation), between the brand's bounds
 *   (brand.json `feedback.minWords`/`maxWords`); outside them `feedback.length.invalid` with the bounds
 *   in the error value (`minWords`, `maxWords`). At most 5,000 characters in any case.
 * - Live chat: GET /wps/relay/CBS_launchChat answers `chatUrl`, an absolute http(s) URL of the chat
 *   provider for this member. The app opens it in the page only after checking it is http(s). Only where
 *   the merchant's CBS3 module is on (function.not.available otherwise). Sent with the header `Module: CBS3`
 *   (upstream-contract.md: "CBS_launchChat (module CBS3)"); without it `request_param_err`.
 */

export const FEEDBACK_MAX_CHARACTERS = 5000;

export const supportCalls = {
  feedback: defineCall({
    id: 'support.feedback',
    method: 'PUT',
    path: '/wps/member/feedback',
    auth: 'member',
    errors: ['feedback.length.invalid'] as const,
    body: () => z.object({ content: z.string().check(z.trim(), z.minLength(1), z.maxLength(FEEDBACK_MAX_CHARACTERS)) }),
    value: () => z.object({ id: z.number(), createdAt: epochMsSchema() }),
  }),
  launchChat: defineCall({
    id: 'support.launchChat',
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    auth: 'member',
    errors: [] as const,
    headers: { Module: 'CBS3' },
    idempotent: false,
    value: () => z.object({ chatUrl: z.string() }),
  }),
};

/**
 * Words as the feedback rule counts them (client and platform alike): runs of letters, digits and
 * combining marks, so "Xin chào, bạn!" is 3 words and "a - b" is 2.
 */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu)?.length ?? 0;
}
