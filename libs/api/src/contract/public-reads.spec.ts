import { describe, expect, it } from 'vitest';
import { contract } from './index';
import { publicReadPaths } from './public-reads';

describe('public reads (what the service worker may keep)', () => {
  it('are the GET calls of site content and status made without a session', () => {
    const paths = publicReadPaths(contract);
    expect(paths).toContain(contract.content.banners.path);
    expect(paths).toContain(contract.games.gameList.path);
    expect(paths).toContain(contract.system.status.path);
    for (const group of Object.values(contract)) {
      for (const call of Object.values(group)) {
        const kept =
          call.method === 'GET' && call.auth === 'none' && ['system', 'content', 'games', 'lottery'].includes(call.id.split('.')[0]!);
        // A path shared by a public and a member call would let the member's answer be kept: none may.
        if (!kept) expect([call.id, paths.includes(call.path)]).toEqual([call.id, false]);
      }
    }
  });

  it('never include a wallet, money, a member read or sign-in, even a public one', () => {
    const paths = publicReadPaths(contract);
    for (const call of [contract.wallet, contract.deposit, contract.withdraw, contract.records, contract.session].flatMap((group) =>
      Object.values(group),
    ))
      expect([call.id, paths.includes(call.path)]).toEqual([call.id, false]);
  });
});
