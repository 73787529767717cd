import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appLeftShellView, appShowsShellView, takeOverPrerenderedShell } from './shell-takeover';

const HERO = 'http://localhost:3000/m/assets/hero-banner-abc.svg';

function page(route: string | undefined) {
  if (route) document.documentElement.dataset.pdShell = route;
  else delete document.documentElement.dataset.pdShell;
  document.body.innerHTML = `<div id="pd-shell"><div data-shell-route="home"><img data-first-banner src="${HERO}"></div></div><div id="root"></div>`;
  return { shell: document.getElementById('pd-shell')!, app: document.getElementById('root')! };
}

/** jsdom loads no images: marks one as downloaded and fires its load event. */
function loaded(image: HTMLImageElement) {
  Object.defineProperty(image, 'complete', { value: true });
  Object.defineProperty(image, 'naturalWidth', { value: 750 });
  image.dispatchEvent(new Event('load'));
}

const homeView = (src = HERO) =>
  `<header data-testid="home-header"></header><main data-route="home"><img data-testid="home-banner" src="${src}"></main>`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('appShowsShellView', () => {
  it("home: needs the home header and the shell's banner loaded in the app", () => {
    const app = document.createElement('div');
    app.innerHTML = homeView();
    expect(appShowsShellView(app, 'home', HERO)).toBe(false);
    loaded(app.querySelector('img')!);
    expect(appShowsShellView(app, 'home', HERO)).toBe(true);
    app.querySelector('header')!.remove();
    expect(appShowsShellView(app, 'home', HERO)).toBe(false);
  });

  it('home: a loaded banner with another image does not count', () => {
    const app = document.createElement('div');
    app.innerHTML = homeView('http://localhost:3000/wps/static/banners/1.svg');
    loaded(app.querySelector('img')!);
    expect(appShowsShellView(app, 'home', HERO)).toBe(false);
  });

  it("game list: needs the list's main and the app header", () => {
    const app = document.createElement('div');
    app.innerHTML = '<main data-route="gameList"></main>';
    expect(appShowsShellView(app, 'gameList', undefined)).toBe(false);
    app.insertAdjacentHTML('afterbegin', '<header data-testid="app-header"></header>');
    expect(appShowsShellView(app, 'gameList', undefined)).toBe(true);
  });

  it.each([
    ['gameList', 'game-list-banner'],
    ['activity', 'promotion-card-image'],
  ])("%s: once the shell shows its first image, needs the app's own loaded too", (route, testId) => {
    const shellImage = document.createElement('img');
    document.body.append(shellImage);
    const app = document.createElement('div');
    app.innerHTML = `<header data-testid="app-header"></header><main data-route="${route}"><img data-testid="${testId}" src="/wps/static/1.svg"></main>`;
    // The entry gave the shell's image nothing to show: the header and main are the view.
    expect(appShowsShellView(app, route, undefined, shellImage)).toBe(true);
    shellImage.src = '/wps/static/1.svg';
    expect(appShowsShellView(app, route, undefined, shellImage)).toBe(false);
    loaded(app.querySelector('img')!);
    expect(appShowsShellView(app, route, undefined, shellImage)).toBe(true);
  });

  it("login: needs login's main and its way home", () => {
    const app = document.createElement('div');
    app.innerHTML = '<main data-route="login"></main>';
    expect(appShowsShellView(app, 'login', undefined)).toBe(false);
    app.insertAdjacentHTML('afterbegin', '<a data-testid="login-back"></a>');
    expect(appShowsShellView(app, 'login', undefined)).toBe(true);
  });

  it('another route, or the site status page, means the app left the view', () => {
    const app = document.createElement('div');
    app.innerHTML = '<main data-route="login"></main>';
    expect(appLeftShellView(app, 'home')).toBe(true);
    expect(appLeftShellView(app, 'login')).toBe(false);
    app.innerHTML = '<main data-testid="site-status"></main>';
    expect(appLeftShellView(app, 'home')).toBe(true);
  });
});

describe('takeOverPrerenderedShell', () => {
  it('pins the shell on top, keeps it while the app mounts, removes it once the app shows the banner', async () => {
    const { shell, app } = page('home');
    const takenOver = takeOverPrerenderedShell(document);
    expect(shell.style.position).toBe('fixed');
    expect(shell.style.top).toBe('0px');
    expect(shell.inert).toBe(true);
    expect(shell.style.pointerEvents).toBe('none');
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    app.innerHTML = homeView();
    await vi.advanceTimersByTimeAsync(100);
    expect(shell.isConnected).toBe(true);
    loaded(app.querySelector('img')!);
    await vi.advanceTimersByTimeAsync(100);
    await takenOver;
    expect(document.getElementById('pd-shell')).toBeNull();
  });

  it('removes the shell at once when the app goes to another route', async () => {
    const { app } = page('home');
    const takenOver = takeOverPrerenderedShell(document);
    app.innerHTML = '<main data-route="login"></main>';
    await vi.advanceTimersByTimeAsync(0);
    await takenOver;
    expect(document.getElementById('pd-shell')).toBeNull();
  });

  it('removes a shell the address does not show without waiting', async () => {
    page('none');
    await takeOverPrerenderedShell(document);
    expect(document.getElementById('pd-shell')).toBeNull();
  });

  it('gives up waiting after the timeout, so the app is never hidden for good', async () => {
    page('home');
    const takenOver = takeOverPrerenderedShell(document, 5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(document.getElementById('pd-shell')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await takenOver;
    expect(document.getElementById('pd-shell')).toBeNull();
  });

  it('does nothing on a page without a shell (the dev server)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await expect(takeOverPrerenderedShell(document)).resolves.toBeUndefined();
  });
});
