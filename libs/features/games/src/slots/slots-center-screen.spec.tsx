import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, fakePlatform, pagedGames, renderWithApp } from '@playdeck/testing';
import SlotsCenterScreen from './slots-center-screen';

afterEach(() => vi.clearAllMocks());

describe('slots centre', () => {
  it("lists one provider's slots and switches provider from the strip", async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(4));
    const view = await renderWithApp(<SlotsCenterScreen />, { path: '/m/slotsCenter?vassalage=JL', routePath: '/m/slotsCenter' });
    await screen.findAllByTestId('game-tile');
    expect(fakePlatform.requests(calls.games.gameList)[0]!.query).toMatchObject({ gameType: 'RNG', vassalage: 'JL', pageNo: 1 });
    expect(screen.getByTestId('slots-provider-JL').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('game-filter-vendor')).toBeNull();
    fireEvent.click(await screen.findByTestId('slots-provider-PG'));
    await waitFor(() =>
      expect(fakePlatform.requests(calls.games.gameList).at(-1)!.query).toMatchObject({ gameType: 'RNG', vassalage: 'PG' }),
    );
    expect(view.location().search).toBe('?gameType=RNG&vassalage=PG');
  });

  it('shows slots only, whatever game type the link names', async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(1));
    await renderWithApp(<SlotsCenterScreen />, { path: '/m/slotsCenter?gameType=LIVE', routePath: '/m/slotsCenter' });
    await screen.findAllByTestId('game-tile');
    expect(fakePlatform.requests(calls.games.gameList)[0]!.query).toMatchObject({ gameType: 'RNG' });
    expect(screen.getByTestId('slots-provider-all').getAttribute('aria-pressed')).toBe('true');
  });
});
