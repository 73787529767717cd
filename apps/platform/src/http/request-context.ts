import type { FastifyRequest } from 'fastify';
import type { InferSelectModel } from 'drizzle-orm';
import type { members, merchants, sessions } from '../db/schema';
import type { PlatformServices } from '../services';
import type { RequestLanguages } from './content-language';

export type Merchant = InferSelectModel<typeof merchants>;
export type Member = InferSelectModel<typeof members>;
export type Session = InferSelectModel<typeof sessions>;

/** What every call handler gets: the merchant from the Merchant header, the signed-in member if any, the services. */
export interface CallContext extends RequestLanguages {
  services: PlatformServices;
  merchant: Merchant;
  /** Present for calls with auth member/real, and for optional calls that sent a valid token. */
  member: Member | null;
  session: Session | null;
  ip: string;
  request: FastifyRequest;
}
