import type { contract, ValueOf } from '@playdeck/api';

// Derived from the contract: libs/api's index exports the calls, not yet the games types themselves.
export type WireGame = ValueOf<typeof contract.games.gameList>['games'][number];
export type GameCategory = WireGame['category'];
export type PlatformGameType = WireGame['gameType'];
export type GameClassification = NonNullable<WireGame['gameClassifyNew']>;
export type RoomType = NonNullable<WireGame['roomType']>;
export type WireLotteryGame = ValueOf<typeof contract.games.lotteryNumero>['list'][number];
export type PrizeMode = WireLotteryGame['prizeMode'];
export type PlayType = WireLotteryGame['playTypes'][number];
export type LotteryRegion = NonNullable<WireLotteryGame['region']>;
