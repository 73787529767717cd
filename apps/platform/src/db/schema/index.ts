// Every table of the platform, one file per domain. This schema is the source: `npm run db:generate`
// (drizzle-kit, apps/platform/drizzle.config.ts) writes the migration that brings a database up to it.
export * from './core';
export * from './session';
export * from './system';
export * from './content';
export * from './wallet';
export * from './games';
export * from './money';
export * from './security';
export * from './rewards';
export * from './settings';
export * from './uploads';
export * from './kyc';
export * from './inbox';
export * from './agent-contracts';
export * from './info-pages';
export * from './signin';
export * from './responsible-gaming';
