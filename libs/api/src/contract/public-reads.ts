import type { CallAuth } from './define-call';

interface CallShape {
  readonly method: string;
  readonly path: string;
  readonly auth: CallAuth;
}

/** The contract's groups of site content and status; the others (wallets, money, a member's own) are never kept. */
export const PUBLIC_READ_GROUPS = ['system', 'content', 'games', 'lottery'] as const;

/**
 * The paths of the calls whose answers hold no member's data nor money: GET calls of the content and status
 * groups made without a session (`auth: 'none'`). The service worker may keep these and nothing else.
 */
export function publicReadPaths(contract: Record<string, Record<string, CallShape>>): string[] {
  const paths = PUBLIC_READ_GROUPS.flatMap((group) => Object.values(contract[group] ?? {}))
    .filter((call) => call.method === 'GET' && call.auth === 'none')
    .map((call) => call.path);
  const elsewhere = new Set(
    Object.entries(contract)
      .filter(([group]) => !(PUBLIC_READ_GROUPS as readonly string[]).includes(group))
      .flatMap(([, calls]) => Object.values(calls).map((call) => call.path)),
  );
  // A path another call shares (a member's read on the same URL) is not kept either.
  return [...new Set(paths)].filter((path) => !elsewhere.has(path)).sort();
}
