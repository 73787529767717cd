import path from 'node:path';
import { onStopSignal } from './http/graceful-shutdown';
import { createPlatform } from './server';

// The platform alone (no brand bundles): `node --import ./tools/node/register-ts.mjs apps/platform/src/main.ts`.
const platform = await createPlatform(process.env, path.resolve(import.meta.dirname, '../../..'));
// The address bound (PORT=0 picks a free port).
const address = await platform.app.listen({ port: platform.config.port, host: platform.config.host });
console.log(`Platform (${platform.services.database.kind}) listening on ${address}`);
if (platform.config.mode !== 'production') console.log(`Admin token for /__admin (X-Admin-Token): ${platform.config.adminToken}`);

// Stops accepting, finishes the requests in flight, then closes the database.
onStopSignal(() => platform.shutdown());
