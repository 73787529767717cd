import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryGame } from '@playdeck/api';
import { gameWindow } from '@playdeck/game-kit';
import { useSessionStore } from '@playdeck/session';
import { calls, fakePlatform, renderWithApp } from '@playdeck/testing';
import { buttonClassName } from '@playdeck/ui';
import LaunchGameScreen from './launch-game-screen';
import { AUTO_LAUNCHED_KEY } from './lottery-choice';

const lottery = (change: Partial<LotteryGame> = {}): LotteryGame => ({
  gameId: 7,
  nodeId: '100007',
  gameCode: 'ELOTT_LOTT_001',
  gameGroupId: 6,
  gameName: 'Hanoi VIP 45s',
  vassalage: 'ELOTT',
  iconUrl: '/wps/static/games/7.svg',
  lottoMode: 'Entertainment',
  playTypes: ['Entertainment'],
  prizeModes: ['Elott'],
  prizeMode: 'Elott',
  region: null,
  drawIntervalSeconds: 45,
  nextDrawTime: Date.now() + 30_000,
  issueNo: '20261122-0001',
  ...change,
});

let opened: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  sessionStorage.clear();
  opened = vi.fn<(url: string) => void>();
  vi.spyOn(gameWindow, 'open').mockImplementation(opened);
  useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const open = (query: string) => renderWithApp(<LaunchGameScreen />, { path: `/m/launchGame?${query}`, routePath: '/m/launchGame' });
const launchAnswer = () => ({ content: { game_url: '/wps/game/demo/play/lotto' } });

describe('lottery launch', () => {
  it('launches on arrival with the link’s play type and prize mode', async () => {
    fakePlatform.answer(calls.games.lotteryNumero, () => ({ list: [lottery()] }));
    fakePlatform.answer(calls.games.launch, launchAnswer);
    await open('playType=ent&gameId=7&gameGroupId=6&prize_mode=Elott&code=ELOTT_LOTT_001&pageBack=home');
    await waitFor(() => expect(opened).toHaveBeenCalledWith(`${location.origin}/wps/game/demo/play/lotto`));
    expect(fakePlatform.requests(calls.games.launch)[0]!.body).toMatchObject({
      category: 'LOTT',
      vendor: 'ELOTT',
      gameId: 7,
      prizeMode: 'Elott',
      playType: 'Entertainment',
      gameGroupId: 6,
      launchMode: 'GLS',
      gateway: 3,
      showChoice: false,
    });
    expect(screen.getByTestId('lottery-launch').dataset.playType).toBe('Entertainment');
    expect(screen.getByTestId('lottery-back').getAttribute('href')).toBe('/m/home');
    // Drawn as the kit's outline button in the brand's primary, never the browser's default link blue.
    expect(screen.getByTestId('lottery-back').className).toBe(buttonClassName({ variant: 'ghost', block: true }));
  });

  it('does not launch again when the player comes back to the same page, but offers to play', async () => {
    fakePlatform.answer(calls.games.lotteryNumero, () => ({
      list: [lottery({ vassalage: 'LOTT', prizeModes: ['Lott', 'ZY'], prizeMode: 'Lott', lottoMode: 'Tradition' })],
    }));
    fakePlatform.answer(calls.games.launch, launchAnswer);
    sessionStorage.setItem(AUTO_LAUNCHED_KEY, 'default');
    await open('playType=trad&gameId=7&prize_mode=ZY');
    await screen.findByTestId('lottery-launch');
    expect(fakePlatform.requests(calls.games.launch)).toEqual([]);
    expect((screen.getByRole('radio', { name: /Self-run/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Lottery/ }));
    fireEvent.click(screen.getByTestId('lottery-play'));
    await waitFor(() =>
      expect(fakePlatform.requests(calls.games.launch)[0]!.body).toMatchObject({ prizeMode: 'Lott', playType: 'Tradition' }),
    );
  });

  it('says so when the lottery is not open, or the link is not valid', async () => {
    fakePlatform.answer(calls.games.lotteryNumero, () => ({ list: [] }));
    const first = await open('gameId=7');
    expect((await screen.findByTestId('lottery-closed')).textContent).toContain('not open for bets');
    first.unmount();
    await open('gameId=abc');
    expect(screen.getByTestId('lottery-invalid')).toBeTruthy();
  });

  it('asks a visitor to log in', async () => {
    useSessionStore.setState({ session: null });
    await open('gameId=7');
    expect(screen.getByTestId('lottery-login')).toBeTruthy();
    expect(fakePlatform.requests(calls.games.lotteryNumero)).toEqual([]);
  });
});
