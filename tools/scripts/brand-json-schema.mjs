// Runs the TypeScript generator through swc so the schema comes from the one zod source.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
register('@swc-node/register/esm', pathToFileURL('./'));
await import('./brand-json-schema.ts');
