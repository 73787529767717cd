import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@playdeck/i18n';
import { App } from './app';
import { brandThemeClass } from './brand-theme.css';

beforeAll(async () => {
  await initI18n('EN');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('App', () => {
  it('renders home at the site root inside the brand theme', async () => {
    window.history.replaceState(null, '', '/');
    render(<App />);
    await waitFor(() => expect(document.querySelector('main[data-route="home"]')).not.toBeNull());
    expect(screen.getByTestId('app-root').className).toContain(brandThemeClass);
    expect(await screen.findByTestId('download-banner')).toBeTruthy();
  });

  it('renders a /m/ route from the browser location', async () => {
    window.history.replaceState(null, '', '/m/notice/');
    render(<App />);
    await waitFor(() => expect(document.querySelector('main[data-route="notice"]')).not.toBeNull());
    expect(screen.getByTestId('page-title').textContent).toBe('Notices');
  });
});
