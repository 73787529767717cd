// Lets plain Node 20 run the TypeScript sources (platform, scripts) with tsconfig paths, through swc.
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
process.env.SWC_NODE_PROJECT ??= path.join(workspaceRoot, 'tsconfig.json');
register('@swc-node/register/esm', pathToFileURL(`${workspaceRoot}/`));
