import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { RefusalCode, SiteStatus } from '@playdeck/api';
import { SITE_STATUS_STORAGE_KEY } from './status-cache';
import { useMobileTemplates } from './use-mobile-templates';
import { NORMAL_STATUS, calls, fakePlatform, networkFailure, refuse, type Outcome, platformServer } from '@playdeck/testing';
import { renderShell } from '../testing/render-shell';

const status = (change: Partial<SiteStatus>): SiteStatus => ({ ...NORMAL_STATUS, ...change });
const MAINTENANCE = status({ maintenance: true });
const RESTRICTED = status({ regionRestriction: true, location: { ip: '198.51.100.23', country: 'SG' } });

function cache(value: unknown) {
  localStorage.setItem(SITE_STATUS_STORAGE_KEY, JSON.stringify(value));
}

/** The platform answers whatever `answer.current` holds at the time of the call. */
function switchablePlatform(first: Outcome<SiteStatus, RefusalCode<typeof calls.system.status>>) {
  const answer = { current: first };
  fakePlatform.answer(calls.system.status, () => answer.current);
  return { answer };
}

// The client retries a call without an answer twice (1.3 s) before it gives up: allow for it.
const homeShown = () => waitFor(() => expect(document.querySelector('main[data-route="home"]')).not.toBeNull(), { timeout: 5000 });

describe('site status gate', () => {
  it('normal: the app, and the answer is cached for the next start', async () => {
    switchablePlatform(NORMAL_STATUS);
    await renderShell('/m/home');
    await homeShown();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SITE_STATUS_STORAGE_KEY)!)).toEqual(NORMAL_STATUS));
    expect(fakePlatform.requests(calls.system.status).length).toBe(1);
    expect(screen.queryByTestId('site-status')).toBeNull();
  });

  it('maintenance from the platform replaces the whole app with the maintenance page', async () => {
    switchablePlatform(MAINTENANCE);
    await renderShell('/m/activity');
    const page = await screen.findByTestId('maintenance-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('System Maintenance');
    expect(within(page).getByTestId('maintenance-message').textContent).toBe(
      'The platform is under maintenance. System upgrading, please try again later.',
    );
    const contact = within(page).getByTestId('maintenance-contact');
    expect(contact.getAttribute('href')).toBe(NORMAL_STATUS.info.customerService);
    expect(contact.getAttribute('target')).toBe('_blank');
    expect(contact.getAttribute('rel')).toContain('noopener');
    for (const chrome of ['app-header', 'footer-menu', 'float-button', 'download-banner', 'home-header']) {
      expect(screen.queryByTestId(chrome), chrome).toBeNull();
    }
    expect(document.querySelector('main[data-route]')).toBeNull();
    expect(JSON.parse(localStorage.getItem(SITE_STATUS_STORAGE_KEY)!).maintenance).toBe(true);
  });

  it('maintenance and region restriction together: the maintenance page', async () => {
    switchablePlatform(status({ maintenance: true, regionRestriction: true }));
    await renderShell('/m/home');
    expect(await screen.findByTestId('maintenance-page')).toBeTruthy();
    expect(screen.queryByTestId('restricted-page')).toBeNull();
  });

  it("region restriction only: the restricted page with the visitor's IP and country and a contact button", async () => {
    switchablePlatform(RESTRICTED);
    await renderShell('/m/home');
    const page = await screen.findByTestId('restricted-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Access restricted');
    expect(within(page).getByText('Sorry, our service is not available in your region.')).toBeTruthy();
    expect(within(page).getByTestId('restricted-ip').textContent).toBe('Your IP: 198.51.100.23');
    expect(within(page).getByTestId('restricted-country').textContent).toBe('Country: Singapore (SG)');
    expect(within(page).getByTestId('restricted-contact').getAttribute('href')).toBe(NORMAL_STATUS.info.customerService);
    expect(screen.queryByTestId('footer-menu')).toBeNull();
  });

  it('serves the cached status at once: a cached maintenance shows before the platform answers, then the app comes back', async () => {
    cache(MAINTENANCE);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    fakePlatform.answer(calls.system.status, async () => {
      await answered;
      return NORMAL_STATUS;
    });
    await renderShell('/m/home');
    expect(screen.getByTestId('site-status')).toBeTruthy();
    expect(await screen.findByTestId('maintenance-page')).toBeTruthy();
    expect(screen.queryByTestId('footer-menu')).toBeNull();
    await waitFor(() => expect(fakePlatform.requests(calls.system.status).length).toBe(1));
    act(() => release());
    await homeShown();
    expect(screen.queryByTestId('maintenance-page')).toBeNull();
    expect(screen.getByTestId('footer-menu')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(SITE_STATUS_STORAGE_KEY)!).maintenance).toBe(false);
  });

  it('a refresh that finds the platform back to normal restores the app', async () => {
    const { answer } = switchablePlatform(MAINTENANCE);
    const { queryClient } = await renderShell('/m/home');
    await screen.findByTestId('maintenance-page');
    answer.current = NORMAL_STATUS;
    await act(() => queryClient.refetchQueries());
    await homeShown();
    expect(screen.getByTestId('home-header')).toBeTruthy();
  });

  it('a status call without an answer does not block: a cached maintenance gives way, cached templates stay', async () => {
    cache({ ...MAINTENANCE, info: { ...MAINTENANCE.info, mobileTemplate: { mem_cen: 0, dep_func: 1 } } });
    switchablePlatform(networkFailure());
    await renderShell('/m/home');
    expect(await screen.findByTestId('maintenance-page')).toBeTruthy();
    await homeShown();
    expect(screen.queryByTestId('maintenance-page')).toBeNull();
    expect(renderHook(() => useMobileTemplates()).result.current).toEqual({ memberCentre: 'base', depositDetail: 'new' });
  });

  it('an answer outside the contract does not block either, and is not cached', async () => {
    cache(MAINTENANCE);
    // Off the contract on purpose: the fake platform never answers like this, so a plain MSW handler does.
    platformServer.use(
      http.get(calls.system.status.path, () =>
        HttpResponse.json({ success: true, value: { maintenance: 'yes', regionRestriction: false } }),
      ),
    );
    await renderShell('/m/home');
    await homeShown();
    expect(JSON.parse(localStorage.getItem(SITE_STATUS_STORAGE_KEY)!)).toEqual(MAINTENANCE);
  });

  it('a refused status call does not block', async () => {
    cache(RESTRICTED);
    switchablePlatform(refuse('TOO_MANY_REQUEST', { status: 429 }));
    await renderShell('/m/home');
    await homeShown();
  });

  it('a corrupt cache is ignored', async () => {
    localStorage.setItem(SITE_STATUS_STORAGE_KEY, '{"maintenance":tru');
    switchablePlatform(NORMAL_STATUS);
    await renderShell('/m/home');
    await homeShown();
    expect(screen.queryByTestId('site-status')).toBeNull();
  });

  it('the footer and floating button use the customer-service link of the status', async () => {
    const customerService = 'https://cs.example.test/from-status';
    switchablePlatform(status({ info: { ...NORMAL_STATUS.info, customerService } }));
    await renderShell('/m/activity');
    await waitFor(() => expect(screen.getByTestId('footer-service').getAttribute('href')).toBe(customerService));
    expect(screen.getByTestId('float-button').getAttribute('href')).toBe(customerService);
  });
});
