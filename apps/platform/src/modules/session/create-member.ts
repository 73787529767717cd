import { randomBytes } from 'node:crypto';
import { contract } from '@playdeck/api';
import { memberRegistrations, members } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { CallHandler } from '../../http/register-call';
import type { CallContext, Member } from '../../http/request-context';
import type { Tx } from '../wallet/ledger';
import type { Phone } from './phone';
import type { RegisterField } from './register-defaults';

type RegisterBody = Parameters<CallHandler<typeof contract.session.register>>[0]['body'];
const CONTACT_FIELDS = ['qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

export interface NewMember {
  body: RegisterBody;
  /** The rule-checked fields. */
  fields: Partial<Record<RegisterField, string>>;
  username: string;
  phone?: Phone;
  parentId?: number;
}

/** The unique index a failed insert hit, if that is why it failed (PostgreSQL 23505, through Drizzle's wrapper). */
function violatedUniqueIndex(error: unknown): string | undefined {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return undefined;
}

/** Inserts the member (type 0) and its registration record together; a race on name or number still answers *.exists. */
export async function createMember(ctx: CallContext, { body, fields, username, phone, parentId }: NewMember): Promise<Member> {
  const now = ctx.services.now();
  // Registered by number without a password (MOBILENUMPASSREG3 off): a secret nobody knows, so only the SMS
  // code signs in until the member sets a password by phone.
  const passwordHash = await ctx.services.passwords.hash(body.password ?? randomBytes(32).toString('base64url'));
  const paymentPasswordHash = fields.paymentPassword ? await ctx.services.passwords.hash(fields.paymentPassword) : null;
  const contacts = Object.fromEntries(CONTACT_FIELDS.flatMap((field) => (fields[field] ? [[field, fields[field]]] : [])));
  try {
    return await ctx.services.db.transaction(async (tx) => {
      return insertMember(
        tx,
        ctx,
        now,
        {
          username,
          passwordHash,
          nickname: fields.nickname ?? null,
          email: fields.email ?? null,
          countryDialingCode: phone?.countryDialingCode ?? null,
          mobile: phone?.mobile ?? null,
          parentId: parentId ?? null,
        },
        {
          registerMethod: body.registerMethod,
          registerUrl: body.registerUrl || null,
          domain: body.domain || null,
          loginDeviceId: body.loginDeviceId.toLowerCase(),
          affiliateCode: fields.affiliateCode ?? null,
          recommenderId: fields.recommenderId ?? null,
          payeeName: fields.payeeName ?? null,
          idNumber: fields.idNumber ?? null,
          contacts,
          paymentPasswordHash,
        },
      );
    });
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === undefined) throw error;
    throw new PlatformError(index.includes('mobile') ? 'mobile.exists' : 'username.exists');
  }
}

type NewMemberRow = Omit<typeof members.$inferInsert, 'merchantId' | 'type' | 'createdAt'>;
type NewRegistration = Omit<typeof memberRegistrations.$inferInsert, 'memberId' | 'ip' | 'createdAt'>;

/** Inserts a member (type 0) of the caller's merchant and the record of its registration, both made `now`. */
export async function insertMember(
  tx: Tx,
  ctx: CallContext,
  now: Date,
  member: NewMemberRow,
  registration: NewRegistration,
): Promise<Member> {
  const [created] = await tx
    .insert(members)
    .values({ merchantId: ctx.merchant.id, type: 0, ...member, createdAt: now })
    .returning();
  await tx.insert(memberRegistrations).values({ memberId: created!.id, ip: ctx.ip, ...registration, createdAt: now });
  return created!;
}
