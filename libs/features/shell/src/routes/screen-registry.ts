import type { ComponentType } from 'react';
import type { RouteId } from './route-table';

/** A dynamic import of one screen module; each becomes its own chunk. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** One screen per route. The app composes it from the features' loaders. */
export type ScreenRegistry = Record<RouteId, ScreenLoader>;
