// Only the loader: the app imports this barrel, and the home screen stays a chunk of its own.
export const loadHomeScreen = () => import('./home-screen');
