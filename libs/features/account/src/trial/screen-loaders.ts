/** /m/trail, loaded on demand by the app's screen registry. */
export const loadTrialScreen = () => import('./trial-screen');
