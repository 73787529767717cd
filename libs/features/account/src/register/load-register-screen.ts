import type { ComponentType } from 'react';

/** The /m/register screen's chunk, for the app's screen registry. */
export const loadRegisterScreen = (): Promise<{ default: ComponentType }> => import('./register-screen');
