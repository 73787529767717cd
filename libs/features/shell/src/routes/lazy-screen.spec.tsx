import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenLoader } from './screen-registry';
import { shellScreens } from '../screens/shell-screens';
import { renderShell } from '../testing/render-shell';

afterEach(() => {
  vi.restoreAllMocks();
});

function Vip() {
  return <p>VIP loaded</p>;
}

describe('route chunk loading', () => {
  it('logs a failed chunk, shows the retry loader, and loads on retry', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const vip: ScreenLoader = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('chunk missing')) : Promise.resolve({ default: Vip });
    };
    await renderShell('/m/vip', { ...shellScreens, vip });

    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    expect(screen.getByTestId('app-header')).toBeTruthy();
    expect(consoleError).toHaveBeenCalled();
    expect(consoleError.mock.calls.flat().some((arg) => arg instanceof Error && arg.message === 'chunk missing')).toBe(true);

    await userEvent.click(retry);
    expect(await screen.findByText('VIP loaded')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows a loading state while the chunk downloads', async () => {
    const vip: ScreenLoader = () => new Promise(() => undefined);
    await renderShell('/m/vip', { ...shellScreens, vip });
    expect(await screen.findByTestId('screen-loading')).toBeTruthy();
  });
});
