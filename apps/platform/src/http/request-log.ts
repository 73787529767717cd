import type { FastifyRequest } from 'fastify';

/*
 * Who asked, on every log line of a request: the client's address (as TRUST_PROXY resolved it, client-address.ts)
 * from the start, and the member's id once the request is known to be theirs (a valid token, or a login that
 * started a session). Enough to follow one abuser through the log; never a name, number, token or body.
 */

const loggedMember = new WeakMap<FastifyRequest, number>();

export function logClientAddress(request: FastifyRequest, clientAddress: string): void {
  request.log = request.log.child({ clientAddress });
}

export function logMember(request: FastifyRequest, memberId: number): void {
  if (loggedMember.get(request) === memberId) return;
  loggedMember.set(request, memberId);
  request.log = request.log.child({ memberId });
}
