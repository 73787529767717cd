import { loadTexts } from '@playdeck/i18n';

// Only the loaders: the app imports this barrel, and each screen stays a chunk of its own, with its texts.
const withTexts = <T>(screen: Promise<T>) => Promise.all([screen, loadTexts('games')]).then(([module]) => module);

export const loadGameListScreen = () => withTexts(import('./list/game-list-screen'));
export const loadGameCenterScreen = () => withTexts(import('./center/game-center-screen'));
export const loadSlotsCenterScreen = () => withTexts(import('./slots/slots-center-screen'));
export const loadLaunchGameScreen = () => withTexts(import('./lottery/launch-game-screen'));
const withLotteryTexts = <T>(screen: Promise<T>) => Promise.all([withTexts(screen), loadTexts('lottery')]).then(([module]) => module);
export const loadLotteryHistoryScreen = () => withLotteryTexts(import('./lottery/lottery-history-screen'));
export const loadVietnamLotteryScreen = () => withLotteryTexts(import('./lottery/vietnam-lottery-screen'));
