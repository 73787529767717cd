import { paths } from '@playdeck/routes';

/** The paths login links to. */
export const loginPaths = { home: paths.home, login: paths.login, forget: paths.forget, register: paths.register } as const;

/** Every in-app path starts with this. */
export const APP_PATH_PREFIX = '/m/';
