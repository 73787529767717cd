import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from './render-with-app';

function BrokenScreen(): never {
  throw new Error('render failed');
}

describe('renderWithApp', () => {
  it('puts the app error boundary around the screen, as the app does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithApp(<BrokenScreen />, { routePath: '/m/notice', path: '/m/notice' });
    expect(screen.getByTestId('app-error').textContent).toContain('Something went wrong');
  });

  it('mounts the screen on its route and reports where the router is', async () => {
    const view = await renderWithApp(<p data-testid="notice">notices</p>, { routePath: '/m/notice', path: '/m/notice' });
    expect(screen.getByTestId('notice')).toBeTruthy();
    await view.navigate('/m/home');
    expect(view.location().pathname).toBe('/m/home');
    expect(screen.getByTestId('elsewhere').textContent).toBe('/m/home');
  });
});
