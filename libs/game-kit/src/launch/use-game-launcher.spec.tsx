import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@playdeck/i18n';
import { useSessionStore } from '@playdeck/session';
import { calls, fakePlatform, renderWithApp } from '@playdeck/testing';
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
