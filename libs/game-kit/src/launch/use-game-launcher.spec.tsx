import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@playdeck/i18n';
import { useSessionStore } from '@playdeck/session';
import { calls, fakePlatform, refuseUnknown, renderWithApp } from '@playdeck/testing';
import { gameWindow } from './game-window';
import { useGameLauncher } from './use-game-launcher';

afterEach(() => {
  vi.restoreAllMocks();
});

function LaunchButton() {
  const { launch } = useGameLauncher();
  return (
    <button type="button" onClick={() => launch({ category: 'RNG', vendor: 'JL', gameId: 42, supportPlay: null })}>
      play
    </button>
  );
}

const member = () => useSessionStore.getState().setSession({ token: 'token-1', merchantCode: 'PLAYDECK', userName: 'member01', type: 0 });

async function launchAnswering(gameUrl: string) {
  member();
  const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
  fakePlatform.answer(calls.games.launch, () => ({ content: { game_url: gameUrl } }));
  await renderWithApp(<LaunchButton />);
  fireEvent.click(screen.getByRole('button', { name: 'play' }));
  await waitFor(() => expect(fakePlatform.requests(calls.games.launch)).toHaveLength(1));
  return open;
}

describe('useGameLauncher: the launch URL passes the URL guard', () => {
  it('opens an http(s) game page as the guard normalised it', async () => {
    const open = await launchAnswering('HTTPS://Games.Example/play?t=1');
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://games.example/play?t=1'));
  });

  it("opens the platform's own demo game page on this origin", async () => {
    const open = await launchAnswering('/wps/game/demo/play/t1');
    await waitFor(() => expect(open).toHaveBeenCalledWith(`${location.origin}/wps/game/demo/play/t1`));
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
  ])('never opens %j and tells the player why', async (gameUrl) => {
    const open = await launchAnswering(gameUrl);
    const alert = await screen.findByText(i18n.t('url_refused'));
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});

function NodeLaunchButton() {
  const { launch } = useGameLauncher();
  return (
    <button type="button" onClick={() => launch({ category: 'RNG', vendor: 'JL', gameId: 42, nodeId: '4200', supportPlay: null })}>
      play node
    </button>
  );
}

describe('useGameLauncher: gateway and recent games', () => {
  it('launches from the mobile gateway (3) and adds the game to the recent games', async () => {
    member();
    vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
    fakePlatform.answer(calls.games.launch, () => ({ content: { game_url: '/wps/game/demo/play/t1' } }));
    fakePlatform.answer(calls.games.addRecent, () => null);
    await renderWithApp(<NodeLaunchButton />);
    fireEvent.click(screen.getByRole('button', { name: 'play node' }));
    await waitFor(() => expect(fakePlatform.requests(calls.games.addRecent)).toHaveLength(1));
    expect(fakePlatform.requests(calls.games.launch)[0]!.body).toMatchObject({ gateway: 3, nodeId: '4200', vendor: 'JL' });
    expect(fakePlatform.requests(calls.games.addRecent)[0]!.query).toEqual({ nodeId: '4200', vendor: 'JL' });
  });

  it('a refused add-recent still opens the game', async () => {
    member();
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
    fakePlatform.answer(calls.games.launch, () => ({ content: { game_url: '/wps/game/demo/play/t2' } }));
    fakePlatform.answer(calls.games.addRecent, refuseUnknown('system.busy', { status: 500 }));
    await renderWithApp(<NodeLaunchButton />);
    fireEvent.click(screen.getByRole('button', { name: 'play node' }));
    await waitFor(() => expect(fakePlatform.requests(calls.games.addRecent)).toHaveLength(1));
    await waitFor(() => expect(open).toHaveBeenCalledWith(`${location.origin}/wps/game/demo/play/t2`));
  });
});
