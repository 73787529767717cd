import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, delayed, demoInfoPages, demoSettings, fakePlatform, infoEntry, refuse, renderWithApp } from '@playdeck/testing';
import AppServiceScreen from './app-service-screen';
import BrandScreen from './brand-screen';
import JoinUsScreen from './join-us-screen';
import SponsorScreen from './sponsor-screen';

afterEach(() => vi.restoreAllMocks());

const routes = {
  '/m/appService': <AppServiceScreen />,
  '/m/brand': <BrandScreen />,
  '/m/joinUs': <JoinUsScreen />,
  '/m/sponsor': <SponsorScreen />,
};

describe('info pages', () => {
  it.each([
    ['/m/appService', 'appService', 'Play on the app'],
    ['/m/brand', 'brand', 'About Playdeck'],
    ['/m/joinUs', 'joinUs', 'The Playdeck affiliate programme'],
    ['/m/sponsor', 'sponsor', 'Saigon Phoenix FC'],
  ] as const)('%s shows the platform’s %s entries in the current language', async (path, page, title) => {
    await renderWithApp(null, { path, routes });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(fakePlatform.requests(calls.content.infoPage).map((request) => request.query)).toEqual([{ page, language: 'EN' }]);
  });

  it('asks again in Vietnamese and shows the Vietnamese entries', async () => {
    await renderWithApp(null, { path: '/m/brand', routes, language: 'TY' });
    expect(await screen.findByRole('heading', { name: 'Về Playdeck' })).toBeTruthy();
    expect(fakePlatform.requests(calls.content.infoPage)[0]!.query).toEqual({ page: 'brand', language: 'TY' });
  });

  it('shows loading, then an error with a retry that loads the page', async () => {
    let fail = true;
    fakePlatform.answer(calls.content.infoPage, ({ query }) =>
      fail ? refuse('TOO_MANY_REQUEST', { status: 429 }) : demoInfoPages[query!.page as 'brand'].EN,
    );
    await renderWithApp(null, { path: '/m/brand', routes });
    const retry = await screen.findByTestId('info-page-retry');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'About Playdeck' })).toBeTruthy();
  });

  it('shows a loading block while the page is on its way', async () => {
    fakePlatform.answer(calls.content.infoPage, delayed(10_000, []));
    await renderWithApp(null, { path: '/m/appService', routes });
    expect(await screen.findByTestId('info-page-loading')).toBeTruthy();
  });

  it('says so when the operator wrote nothing for the page', async () => {
    fakePlatform.answer(calls.content.infoPage, () => []);
    await renderWithApp(null, { path: '/m/sponsor', routes });
    expect((await screen.findByTestId('info-page-empty')).textContent).toContain('Nothing here yet');
  });

  it('app service leads to the download page', async () => {
    await renderWithApp(null, { path: '/m/appService', routes });
    expect((await screen.findByTestId('app-service-download')).getAttribute('href')).toBe('/m/app');
  });

  it('sanitises the operator’s HTML', async () => {
    fakePlatform.answer(calls.content.infoPage, () => [
      infoEntry({ id: 9, title: 'Hostile', content: '<p>Hi</p><img src=x onerror=alert(1)>' }),
    ]);
    await renderWithApp(null, { path: '/m/brand', routes });
    const entry = await screen.findByTestId('info-entry-9');
    expect(entry.innerHTML).toContain('Hi');
    expect(entry.innerHTML).not.toContain('onerror');
  });
});

describe('/m/sponsor', () => {
  it('lists sponsors with their badges and opens one in full, with the way back', async () => {
    await renderWithApp(null, { path: '/m/sponsor', routes });
    const list = await screen.findByTestId('sponsor-list');
    expect([...list.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      '/wps/static/teams/saigon-phoenix-fc.svg',
      '/wps/static/teams/mekong-dragons.svg',
    ]);
    fireEvent.click(within(list).getByTestId('sponsor-32'));
    const detail = await screen.findByTestId('sponsor-detail');
    expect(within(detail).getByRole('heading', { name: 'Mekong Dragons Esports' })).toBeTruthy();
    expect(detail.textContent).toContain('Every major tournament.');
    fireEvent.click(screen.getByTestId('sponsor-all'));
    expect(await screen.findByTestId('sponsor-list')).toBeTruthy();
  });

  it.each(['999', 'abc'])('says "not found" for a sponsor id %s it does not have', async (id) => {
    await renderWithApp(null, { path: `/m/sponsor?id=${id}`, routes });
    expect(await screen.findByTestId('content-not-found')).toBeTruthy();
  });
});

describe('/m/joinUs', () => {
  it('offers the merchant’s affiliate link', async () => {
    await renderWithApp(null, { path: '/m/joinUs', routes });
    expect((await screen.findByTestId('join-us-affiliate-link')).getAttribute('href')).toBe(demoSettings.affiliateLink);
  });

  it('explains when the merchant has no affiliate link yet', async () => {
    fakePlatform.answer(calls.system.consolidatedSettings, () => ({ ...demoSettings, affiliateLink: null }));
    await renderWithApp(null, { path: '/m/joinUs', routes });
    expect((await screen.findByTestId('join-us-no-link')).textContent).toContain('Affiliate sign-up opens soon');
    expect(screen.queryByTestId('join-us-affiliate-link')).toBeNull();
  });

  it('checks an invitation code with the platform and leads to registration with it', async () => {
    fakePlatform.answer(calls.session.checkAffiliate, ({ query }) =>
      query!.affiliateCode === 'PLAYDECK-AGENT01' ? null : refuse('invitation.code.invalid'),
    );
    await renderWithApp(null, { path: '/m/joinUs', routes });
    const field = await screen.findByLabelText('Invitation code');
    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByTestId('join-us-code-check'));
    expect(await screen.findByText('Invalid invitation code')).toBeTruthy();
    expect(screen.queryByTestId('join-us-register')).toBeNull();

    fireEvent.change(field, { target: { value: ' PLAYDECK-AGENT01 ' } });
    fireEvent.click(screen.getByTestId('join-us-code-check'));
    const register = await screen.findByTestId('join-us-register');
    expect(register.getAttribute('href')).toBe('/m/register?affiliateCode=PLAYDECK-AGENT01');
    expect(fakePlatform.requests(calls.session.checkAffiliate).map((request) => request.query)).toEqual([
      { affiliateCode: 'NOPE' },
      { affiliateCode: 'PLAYDECK-AGENT01' },
    ]);
  });

  it('refuses an empty or malformed code before asking the platform', async () => {
    await renderWithApp(null, { path: '/m/joinUs', routes });
    fireEvent.click(await screen.findByTestId('join-us-code-check'));
    expect(await screen.findByText('Invalid invitation code')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Invitation code'), { target: { value: 'bad code!' } });
    fireEvent.click(screen.getByTestId('join-us-code-check'));
    expect(await screen.findByText('Invitation code: letters, digits, - or _')).toBeTruthy();
    await waitFor(() => expect(fakePlatform.requests(calls.session.checkAffiliate)).toEqual([]));
  });
});
