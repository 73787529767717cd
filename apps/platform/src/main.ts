import path from 'node:path';
import { buildPlatformApp } from './app';
import { loadPlatformConfig } from './config';
import { createPlatformServices } from './create-services';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const config = loadPlatformConfig(process.env, workspaceRoot);
const services = await createPlatformServices(config);
const app = await buildPlatformApp(services);
await app.listen({ port: config.port, host: config.host });
console.log(`Platform (${services.database.kind}) listening on http://${config.host}:${config.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => services.database.close()).then(() => process.exit(0));
  });
}
