import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract, type CallDefinition } from '@playdeck/api';
import { getTestPlatform } from './testing/test-platform';

const calls = Object.entries(contract).flatMap(([domain, domainCalls]) =>
  Object.entries(domainCalls as Record<string, CallDefinition>).map(([name, call]) => ({ reference: `contract.${domain}.${name}`, call })),
);

function specSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return specSources(file);
    return entry.name.endsWith('.spec.ts') && entry.name !== 'contract-coverage.spec.ts' ? [readFileSync(file, 'utf8')] : [];
  });
}

describe('contract coverage', () => {
  it('defines unique ids and method+path pairs', () => {
    const ids = calls.map(({ call }) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = calls.map(({ call }) => `${call.method} ${call.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('every call of the contract is served by the platform', async () => {
    const { app } = await getTestPlatform();
    const missing = calls.filter(({ call }) => !app.hasRoute({ method: call.method, url: call.path })).map(({ call }) => call.id);
    expect(missing).toEqual([]);
  });

  it('every call of the contract is exercised by a platform test (whose answers callPlatform parses with the contract)', () => {
    const sources = specSources(path.join(import.meta.dirname)).join('\n');
    const untested = calls.filter(({ reference }) => !new RegExp(`${reference.replace(/\./g, '\\.')}\\b`).test(sources));
    expect(untested.map(({ reference }) => reference)).toEqual([]);
  });
});
