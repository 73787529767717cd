// Only the loaders: the app imports this barrel, and each screen stays a chunk of its own.
export const loadGameListScreen = () => import('./list/game-list-screen');
export const loadGameCenterScreen = () => import('./center/game-center-screen');
export const loadSlotsCenterScreen = () => import('./slots/slots-center-screen');
export const loadLaunchGameScreen = () => import('./lottery/launch-game-screen');
