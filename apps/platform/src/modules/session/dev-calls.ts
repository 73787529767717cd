import { and, desc, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { defineCall } from '@playdeck/api';
import { outbox } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { crossSiteReason, fromLoopbackSocket, hasAdminToken, namesThisMachine } from '../../admin/local-operator';
import { readDevCaptchaAnswer } from './captcha';

const RECENT = 20;

/**
 * Development and test only (config.outboxReadable; never in production mode, where these paths are 404):
 * the SMS and e-mail the platform would have sent, and the answer of a device's captcha, so e2e journeys
 * can register and log in. Per merchant (the Merchant header), like every call. Not part of the client's contract.
 */
export const devCalls = {
  outbox: defineCall({
    id: 'dev.outbox',
    method: 'GET',
    path: '/__dev/outbox',
    auth: 'none',
    errors: ['not.found'] as const,
    /** Without `recipient`, the merchant's newest messages. */
    query: () => z.object({ recipient: z.optional(z.string().check(z.trim(), z.minLength(3), z.maxLength(254))) }),
    value: () =>
      z.array(
        z.object({
          channel: z.enum(['sms', 'email']),
          recipient: z.string(),
          subject: z.string(),
          body: z.string(),
          createdAt: z.number(),
        }),
      ),
  }),
  captcha: defineCall({
    id: 'dev.captcha',
    method: 'GET',
    path: '/__dev/captcha',
    auth: 'none',
    errors: ['not.found'] as const,
    query: () => z.object({ loginDeviceId: z.string().check(z.trim(), z.maxLength(64)) }),
    value: () => z.object({ answer: z.nullable(z.string()) }),
  }),
};

/** Phone numbers match however typed (+84 90…, 8490…); e-mail addresses ignore case. */
const recipientKey = (recipient: string) => (recipient.includes('@') ? recipient.toLowerCase() : `+${recipient.replace(/\D/g, '')}`);

export const registerDevCalls: PlatformModule = (app, services) => {
  if (!services.config.outboxReadable) return;

  // The operator's machine only: a loopback socket asked by a local host name, with the admin token when a proxy
  // forwarded the request (a proxy on this machine is loopback too), never from another site's page
  // (admin/local-operator.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/__dev/')) return;
    const local =
      fromLoopbackSocket(request) &&
      namesThisMachine(request) &&
      (request.headers['x-forwarded-for'] === undefined || hasAdminToken(request, services.config.adminToken)) &&
      !crossSiteReason(request);
    if (!local) return reply.status(404).send({ success: false, errorCode: 'not.found', message: 'not found', value: null });
  });

  registerCall(app, services, devCalls.outbox, async ({ query, ctx }) => {
    const rows = await ctx.services.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.merchantId, ctx.merchant.id), query.recipient ? eq(outbox.recipient, recipientKey(query.recipient)) : undefined))
      .orderBy(desc(outbox.id))
      .limit(RECENT);
    return rows.map(({ channel, recipient, subject, body, createdAt }) => ({
      channel,
      recipient,
      subject,
      body,
      createdAt: createdAt.getTime(),
    }));
  });

  registerCall(app, services, devCalls.captcha, async ({ query, ctx }) => ({
    answer: await readDevCaptchaAnswer(ctx, query.loginDeviceId),
  }));
};
