// Building blocks the game screens share: home's game blocks and the games feature.
export { gameLaunch, hotMatchLaunch, launchKey, vendorLaunch, type LaunchTarget } from './launch/launch-target';
export {
  E_LOTTERY_VENDOR,
  PLAY_TYPE_OF,
  lotteryLaunchPath,
  lotteryPlayType,
  lotteryPrizeMode,
  pageBackPath,
  parseLotteryLaunch,
  type LotteryLaunchQuery,
  type LotteryPlayType,
} from './launch/lottery-launch';
export { checkedLaunchUrl, gameWindow } from './launch/game-window';
export { useGameLauncher, type LotteryOptions } from './launch/use-game-launcher';
export { CHANGE_SAVED_MS, FAVOURITE_LOADING_MS, useFavourites, withFavourite, type FavouriteGame } from './favourites/use-favourites';
export { GameTile, REVEALS_ACTIONS, type GameTileProps, type TileGame } from './tile/game-tile';
/** For game buttons drawn like a tile elsewhere (home's hot games carousel). */
export * as gameTileStyles from './tile/game-tile.css';
export { GameGridSkeleton } from './grid/game-grid-skeleton';
export { NAME_HEIGHT } from './grid/grid-layout';
export { formatAmount } from './jackpot/format-amount';
export {
  JACKPOT_TICKER,
  jackpotIncrement,
  jackpotStartAmount,
  nextTickDelay,
  runJackpotTicker,
  type Random,
} from './jackpot/jackpot-ticker';
export { useJackpotAmount } from './jackpot/use-jackpot-amount';
export { JACKPOT_BANNER, jackpotBannerValue } from './jackpot/jackpot-banner-counter';
export { JACKPOT_BANNER_TICK_MS, useJackpotBannerAmount } from './jackpot/use-jackpot-banner-amount';
export { LoadError } from './states/load-error';
export { slotsCentrePath, VendorEntry } from './vendors/vendor-entry';
export { LotteryPageLinks } from './lottery-pages/lottery-page-links';
export { WinnerRows } from './winners/winner-rows';
/** The winner rows' layout, for a board that scrolls them (home's ticker). */
export * as winnerRowStyles from './winners/winner-rows.css';
export { WINNER_LIMIT, winnerBoardQuery } from './winners/winner-board-query';
