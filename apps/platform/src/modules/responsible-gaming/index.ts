import { contract } from '@playdeck/api';
import { hitRateLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { endSessions } from '../session/sessions';
import { startBreak } from './breaks';
import { readLimits, setLimits } from './limits';
import { readRealityCheck, setRealityCheckInterval } from './reality-check';

const FIFTEEN_MINUTES = 15 * 60_000;

export const responsibleGamingModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.responsibleGaming.limits, async ({ ctx }) =>
    readLimits(services.db, ctx.member!.id, services.now()),
  );

  registerCall(app, services, contract.responsibleGaming.setLimits, async ({ body, ctx }) =>
    setLimits(services.db, ctx.member!, body, services.now(), { source: 'MEMBER' }),
  );

  // The login password confirms it is the member's own choice; every session ends at once, the caller's too.
  registerCall(app, services, contract.responsibleGaming.takeBreak, async ({ body, ctx }) => {
    const member = ctx.member!;
    await hitRateLimit(services, { key: `rg:break:${member.id}`, limit: 10, windowMs: FIFTEEN_MINUTES });
    if (!(await services.passwords.verify(body.loginPassword, member.passwordHash))) throw new PlatformError('user.or.password.wrong');
    const row = await startBreak(services.db, member, body.duration, services.now(), { source: 'MEMBER' });
    await endSessions(services, member.id, 'rg.break');
    return { kind: row.kind, endsAt: row.endsAt.getTime() };
  });

  // Counted from the caller's own session: a new sign-in starts the count again, a reload does not.
  registerCall(app, services, contract.responsibleGaming.realityCheck, async ({ ctx }) =>
    readRealityCheck(services.db, ctx.member!.id, ctx.session!.createdAt, services.now()),
  );

  registerCall(app, services, contract.responsibleGaming.setRealityCheck, async ({ body, ctx }) => {
    await setRealityCheckInterval(services.db, ctx.member!.id, body.intervalMinutes);
    return readRealityCheck(services.db, ctx.member!.id, ctx.session!.createdAt, services.now());
  });
};
