import type { PlatformModule } from '../platform-module';
import { registerDemoGame } from './demo-game';
import { registerFavouriteCalls } from './favourites';
import { registerGameListCalls } from './game-list';
import { registerIconRoutes } from './icons/icon-routes';
import { registerLaunchCall } from './launch';
import { registerDrawHistoryCall } from './lottery/draw-history';
import { registerLotteryCalls } from './lottery/lottery-calls';
import { registerRecentCalls } from './recent';
import { registerVendorCalls } from './vendor-calls';

/** Vendors, games, favourites, recent games, lottery lists and draw history, launch, the demo game and game icons. */
export const gamesModule: PlatformModule = (app, services) => {
  registerVendorCalls(app, services);
  registerGameListCalls(app, services);
  registerFavouriteCalls(app, services);
  registerRecentCalls(app, services);
  registerLotteryCalls(app, services);
  registerDrawHistoryCall(app, services);
  registerLaunchCall(app, services);
  registerDemoGame(app, services);
  registerIconRoutes(app, services);
};
