import { describe, expect, it } from 'vitest';
import { gameLaunch, hotMatchLaunch, lotteryLaunchPath } from './launch-target';

const match = {
  league: 'Premier League',
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
  homeTeamImageUrl: '/wps/static/teams/arsenal.svg',
  awayTeamImageUrl: '/wps/static/teams/chelsea.svg',
  matchTime: 0,
  vendor: 'SABA',
  roomId: '100321',
  nodeId: '100321',
  supportPlay: 'html5',
};

describe('hotMatchLaunch', () => {
  it('launches the match as a SPORTS game of its vendor, the room id as game id', () => {
    expect(hotMatchLaunch(match)).toEqual({ category: 'SPORTS', vendor: 'SABA', gameId: 100321, nodeId: '100321', supportPlay: 'html5' });
  });

  it('falls back to the node id when the room id is not a number', () => {
    expect(hotMatchLaunch({ ...match, roomId: 'room-7' })).toMatchObject({ gameId: undefined, nodeId: '100321' });
  });
});

describe('gameLaunch', () => {
  it('takes category, vendor, game id, node id and supportPlay from the game', () => {
    expect(gameLaunch({ category: 'FISH', vassalage: 'JL', gameId: 42, nodeId: '100042', supportPlay: null })).toEqual({
      category: 'FISH',
      vendor: 'JL',
      gameId: 42,
      nodeId: '100042',
      supportPlay: null,
    });
  });
});

describe('lotteryLaunchPath', () => {
  it('opens an entertainment lottery with playType ent and pageBack home', () => {
    expect(lotteryLaunchPath({ gameId: 7, gameCode: 'ELOTT_LOTT_001', gameGroupId: 12, lottoMode: 'Tradition,Entertainment' })).toBe(
      '/m/launchGame?playType=ent&gameId=7&gameGroupId=12&code=ELOTT_LOTT_001&pageBack=home',
    );
  });

  it('opens any other lottery with playType trad', () => {
    expect(lotteryLaunchPath({ gameId: 8, gameCode: 'VN_001', gameGroupId: null, lottoMode: 'Tradition' })).toBe(
      '/m/launchGame?playType=trad&gameId=8&code=VN_001&pageBack=home',
    );
  });
});
