/**
 * Where a launched game opens: this window. The platform's link is one-time and a new window is often
 * blocked on phones once the launch call has answered; the game page has its own way back (a seam for tests).
 */
export const gameWindow = {
  open(url: string): void {
    window.location.assign(url);
  },
};
