import { paths } from '@playdeck/routes';

// The routes the session flows send people to (spec section 2).
export const HOME_PATH = paths.home;
export const LOGIN_PATH = paths.login;
