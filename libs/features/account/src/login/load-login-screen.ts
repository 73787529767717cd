import type { ComponentType } from 'react';

/** The /m/login screen's chunk, for the app's screen registry. */
export const loadLoginScreen = (): Promise<{ default: ComponentType }> => import('./login-screen');
