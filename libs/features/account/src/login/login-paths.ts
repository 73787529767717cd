// Features may not import the shell (features never import each other), so the few paths login links to
// are named here; they match the shell's `paths` (libs/features/shell/src/routes/paths.ts).
export const loginPaths = {
  home: '/m/home',
  login: '/m/login',
  forget: '/m/forget',
  register: '/m/register',
} as const;

/** Every in-app path starts with this. */
export const APP_PATH_PREFIX = '/m/';
