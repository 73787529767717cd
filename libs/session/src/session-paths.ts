// The routes the session flows send people to (spec section 2). The shell's route table holds the same
// paths; this data layer cannot import the shell, so it names the two it needs.
export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';
