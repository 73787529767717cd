import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { listRecords } from './records';

export const recordsModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.records.list, async ({ query, ctx }) => listRecords(services.db, ctx.member!.id, query));
};
