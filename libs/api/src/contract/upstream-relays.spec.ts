import { describe, expect, it } from 'vitest';
import { contract } from '../index';

const calls = Object.values(contract).flatMap((domain) => Object.values(domain));
const byPath = (path: string) => calls.filter((call) => call.path === path);

// upstream-contract.md, "Other relays seen": the operator platform's own paths, so that a brand built here can
// be pointed at it. Each is a call of the contract (and so served by apps/platform and checked by conformance).
describe('the relays the upstream contract has seen', () => {
  it.each([
    ['/wps/relay/MCS2_getPromotionClaimList', 'rewards.applications'],
    ['/wps/relay/ODSFE2_getWinnerBoard', 'content.winnerBoard'],
    ['/wps/relay/VIS_getJackpot', 'content.jackpot'],
    ['/wps/relay/CBS_launchChat', 'support.launchChat'],
  ])('%s is %s', (path, id) => {
    expect(byPath(path).map((call) => call.id)).toEqual([id]);
  });

  it('CBS_launchChat, like the inbox count, goes with the module header CBS3', () => {
    expect(contract.support.launchChat.headers).toEqual({ Module: 'CBS3' });
    expect(contract.inbox.unreadCount.headers).toEqual({ Module: 'CBS3' });
  });

  it('the trial call and the game menus are calls of the contract (spec section 7)', () => {
    expect(
      byPath('/wps/member/trialuser')
        .map((call) => `${call.method} ${call.id}`)
        .sort(),
    ).toEqual(['GET session.trialAccount', 'POST session.trialUser']);
    expect(contract.games.gameMenu.path).toBe('/wps/relay/GCSGAME_getGameMenu');
    expect(Object.keys(contract.games.gameList.query!.shape)).toEqual(expect.arrayContaining(['minLine', 'roomType']));
  });
});
