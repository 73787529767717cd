import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@playdeck/i18n';
import { useToast } from '../components/toast/toast';
import { AppProviders } from './app-providers';
import { createImmediateQueryClient } from './query-clients';

const NoticeRouter = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/m/notice']}>{children}</MemoryRouter>;

let failing = true;
function FailsUntilFixed() {
  if (failing) throw new Error('render failed');
  return <p data-testid="recovered">recovered</p>;
}

function ToastsAndRoute() {
  const toast = useToast();
  return <button onClick={() => toast.show('saved')}>{useLocation().pathname}</button>;
}

beforeAll(() => initI18n('EN'));
afterEach(() => vi.restoreAllMocks());

describe('AppProviders', () => {
  it('gives its content the router, the toasts and the theme element it is handed', () => {
    render(
      <AppProviders queryClient={createImmediateQueryClient()} router={NoticeRouter} rootClassName="theme">
        <ToastsAndRoute />
      </AppProviders>,
    );
    expect(screen.getByTestId('app-root').className).toBe('theme');
    fireEvent.click(screen.getByRole('button', { name: '/m/notice' }));
    expect(screen.getByText('saved')).toBeTruthy();
  });

  it('shows the translated last-resort error when its content fails to render, and tries again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    render(
      <AppProviders queryClient={createImmediateQueryClient()} router={NoticeRouter}>
        <FailsUntilFixed />
      </AppProviders>,
    );
    expect(screen.getByTestId('app-error').textContent).toContain('Something went wrong');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('recovered')).toBeTruthy();
  });
});
