import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@playdeck/brand';
import { i18n } from '@playdeck/i18n';
import UserAgreementScreen from '../policies/user-agreement-screen';
import { calls, fakePlatform, renderWithApp } from '@playdeck/testing';
import OtherScreen from './other-screen';

afterEach(() => vi.restoreAllMocks());

const routes = { '/m/other': <OtherScreen />, '/m/useragreement': <UserAgreementScreen /> };

describe('/m/other', () => {
  it("shows the brand's licence, the terms links, the help menu, language and copyright", async () => {
    fakePlatform.answer(calls.content.helpCenter, () => [{ title: 'Deposits', tag: 'deposit', content: '', children: [] }]);
    await renderWithApp(null, { path: '/m/other', routes });
    expect(screen.getByRole('heading', { name: 'Licence' })).toBeTruthy();
    expect(screen.getByTestId('brand-licence').textContent).toBe(brand.licence);
    expect(screen.getByRole('link', { name: 'User agreement' }).getAttribute('href')).toBe('/m/useragreement');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/m/useragreement?doc=privacy');
    expect(screen.getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe('/m/responsibleGaming');
    expect((await screen.findByTestId('help-menu-link')).getAttribute('href')).toBe('/m/help?p=0');
    expect(screen.getByTestId('language-select')).toBeTruthy();
    expect(screen.getByTestId('copyright').textContent).toContain(brand.name);
  });

  it('shows no licence section while the brand has no licence text yet', async () => {
    const licence = brand.licence;
    brand.licence = '';
    try {
      fakePlatform.answer(calls.content.helpCenter, () => []);
      await renderWithApp(null, { path: '/m/other', routes });
      expect(screen.queryByRole('heading', { name: 'Licence' })).toBeNull();
      expect(screen.queryByTestId('brand-licence')).toBeNull();
      expect(screen.getByRole('link', { name: 'User agreement' })).toBeTruthy();
    } finally {
      brand.licence = licence;
    }
  });

  it('leads to the info pages under "About us"', async () => {
    fakePlatform.answer(calls.content.helpCenter, () => []);
    await renderWithApp(null, { path: '/m/other', routes });
    const about = screen.getByRole('navigation', { name: 'About us' });
    expect([...about.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['App service', '/m/appService'],
      ['Brand and details', '/m/brand'],
      ['Join us', '/m/joinUs'],
      ['Sponsors', '/m/sponsor'],
    ]);
  });

  it('switches the language from the selector', async () => {
    fakePlatform.answer(calls.content.helpCenter, () => []);
    await renderWithApp(null, { path: '/m/other', routes });
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'TY' } });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Giấy phép' })).toBeTruthy());
    await i18n.changeLanguage('EN');
  });

  it('the privacy link opens the privacy policy with its seven sections', async () => {
    fakePlatform.answer(calls.content.helpCenter, () => []);
    await renderWithApp(null, { path: '/m/other', routes });
    fireEvent.click(screen.getByRole('link', { name: 'Privacy policy' }));
    const policy = await screen.findByTestId('policy-privacy');
    expect([...policy.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Introduction',
      'Purpose',
      'Access',
      'Confidentiality',
      'Recipients',
      'Monitoring',
      'Agreement',
    ]);
    expect(policy.textContent).toContain(brand.name);
  });
});
