import { describe, expect, it } from 'vitest';
import { gameLaunch, hotMatchLaunch, vendorLaunch } from './launch-target';

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

describe('vendorLaunch', () => {
  it('opens the vendor lobby: no game id or node id', () => {
    expect(vendorLaunch('LIVE', { vassalage: 'EVO' })).toEqual({ category: 'LIVE', vendor: 'EVO', supportPlay: null });
  });
});
