// `npm run brand:check -- <id>`: runs run-brand-check.ts through swc, so the checks come from libs/brand's sources.
import path from 'node:path';
import '../node/register-ts.mjs';
const { runBrandCheck } = await import('./run-brand-check.ts');
const workspaceRoot = path.resolve(import.meta.dirname, '../..');
process.exitCode = runBrandCheck(workspaceRoot, process.argv.slice(2));
