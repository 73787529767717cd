import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoMemberSession, renderWithApp } from '@playdeck/testing';
import RealityCheckDialog from './reality-check-dialog';

const MINUTE = 60_000;

async function open(props: { elapsedMs?: number; net?: number; leaving?: boolean } = {}, language?: 'EN' | 'TY') {
  const handlers = { onContinue: vi.fn(), onLogOut: vi.fn(), onHistory: vi.fn() };
  const view = await renderWithApp(
    <RealityCheckDialog
      open
      elapsedMs={props.elapsedMs ?? 15 * MINUTE}
      net={props.net ?? 0}
      leaving={props.leaving ?? false}
      {...handlers}
    />,
    { session: demoMemberSession, path: '/m/gameList', language },
  );
  return { ...view, ...handlers, dialog: await screen.findByRole('dialog') };
}

describe('reality-check dialog', () => {
  it('says hours and minutes since sign-in, in the member’s language', async () => {
    const { dialog } = await open({ elapsedMs: 75 * MINUTE + 30_000 });
    expect(within(dialog).getByTestId('reality-check-elapsed').textContent).toBe('You signed in 1 h 15 min ago.');
  });

  it('continues, logs out or goes to the history, each on its own button', async () => {
    const { dialog, onContinue, onLogOut, onHistory, location } = await open();
    await userEvent.click(within(dialog).getByTestId('reality-check-continue'));
    expect(onContinue).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByTestId('reality-check-log-out'));
    expect(onLogOut).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByTestId('reality-check-history'));
    expect(onHistory).toHaveBeenCalledOnce();
    expect(location().pathname).toBe('/m/transaction/record');
  });

  it('waits while logging out: nothing else can be pressed', async () => {
    const { dialog } = await open({ leaving: true });
    expect(within(dialog).getByTestId<HTMLButtonElement>('reality-check-continue').disabled).toBe(true);
    expect(within(dialog).getByTestId<HTMLButtonElement>('reality-check-log-out').disabled).toBe(true);
  });

  it('speaks Vietnamese for TY', async () => {
    const { dialog } = await open({ elapsedMs: 30 * MINUTE }, 'TY');
    expect(within(dialog).getByTestId('reality-check-elapsed').textContent).toBe('Bạn đã đăng nhập được 30 phút.');
  });
});
