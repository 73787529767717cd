import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract, mayRefuse, type CallDefinition } from '@playdeck/api';
import { assertDeclaredRefusal, callPlatform } from './testing/call-platform';
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

function sourcesOf(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [{ file, text: readFileSync(file, 'utf8') }] : [];
  });
}

const callsById = new Map(calls.map(({ call }) => [call.id, call]));
const callByReference = new Map(calls.map(({ reference, call }) => [reference, call]));

/** The contract's calls a module's sources name: `contract.<domain>.<call>`, or `<alias>.<call>` after `const <alias> = contract.<domain>`. */
function callsNamedIn(text: string): CallDefinition[] {
  const aliases = new Map([...text.matchAll(/const (\w+) = contract\.(\w+);/g)].map(([, alias, domain]) => [alias!, domain!]));
  const named = [...text.matchAll(/\b(\w+)\.(\w+)\.?(\w+)?/g)].flatMap(([, head, second, third]) => {
    if (head === 'contract' && third) return [`contract.${second}.${third}`];
    const domain = aliases.get(head!);
    return domain ? [`contract.${domain}.${second}`] : [];
  });
  return named.flatMap((reference) => callByReference.get(reference) ?? []);
}

/** Codes a module throws literally: `new PlatformError('<code>'` (TOO_MANY_REQUEST's helper is shared by every call). */
const thrownCodes = (text: string) => [...text.matchAll(/PlatformError\('([^']+)'/g)].map(([, code]) => code!);

/** Codes a module throws only for routes outside the contract, where no call's refusals apply. */
const OUTSIDE_THE_CONTRACT: Record<string, readonly string[]> = {
  // The demo pages (HTML, not envelopes of a call).
  'demo-pages': ['not.found'],
  // decideKyc, the operator's decision (admin/kyc-actions.ts).
  kyc: ['not.found'],
  // GET /wps/member/upload/:uploadId answers bytes, not a call's envelope.
  uploads: ['upload.not.found'],
};

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

  it('every code a module throws is one of the refusals its calls declare (or shared)', () => {
    const modulesDir = path.join(import.meta.dirname, 'modules');
    const undeclared = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap(({ name }) => {
        const sources = sourcesOf(path.join(modulesDir, name));
        const named = sources.flatMap(({ text }) => callsNamedIn(text));
        const outside = OUTSIDE_THE_CONTRACT[name] ?? [];
        const codes = new Set(sources.flatMap(({ text }) => thrownCodes(text)));
        return [...codes]
          .filter((code) => !outside.includes(code) && !named.some((call) => mayRefuse(call, code)))
          .map((code) => `${name}: ${code}`);
      });
    expect(undeclared).toEqual([]);
  });

  it('each code a call declares is one its module can throw, its auth implies, or the upstream contract lists', () => {
    // Codes the operator's platform answers (upstream-contract.md "Error codes seen") that ours does not throw.
    const upstreamOnly = ['us_forbidden_login_error', 'agent.info.error'];
    const thrown = new Set([
      ...sourcesOf(path.join(import.meta.dirname, 'modules')).flatMap(({ text }) => thrownCodes(text)),
      ...sourcesOf(path.join(import.meta.dirname, 'uploads')).flatMap(({ text }) => thrownCodes(text)),
      // login-guard.ts's refuseLogin(guard, code).
      'login.password.error',
      'trial.forbidden',
      'USER_NOT_EXIST',
    ]);
    const unthrown = calls.flatMap(({ call }) =>
      call.errors.filter((code) => !thrown.has(code) && !upstreamOnly.includes(code)).map((code) => `${call.id}: ${code}`),
    );
    expect(unthrown).toEqual([]);
  });

  it("the platform's tests fail on a refusal the call does not declare", async () => {
    const platform = await getTestPlatform();
    expect(() => assertDeclaredRefusal(contract.inbox.unreadCount, { success: false, errorCode: 'bankcard.duplicate' })).toThrow(
      'inbox.unreadCount was refused with bankcard.duplicate, which its contract does not declare',
    );
    expect(() => assertDeclaredRefusal(contract.bankCard.add, { success: false, errorCode: 'bankcard.duplicate' })).not.toThrow();
    expect(() => assertDeclaredRefusal(contract.bankCard.add, { success: false, errorCode: 'TOO_MANY_REQUEST' })).not.toThrow();
    // callPlatform checks every answer: a member call without a token is refused with a shared code.
    const answer = await callPlatform(platform, contract.inbox.unreadCount);
    expect(answer.envelope).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
    expect(callsById.get('inbox.unreadCount')).toBe(contract.inbox.unreadCount);
  });
});
