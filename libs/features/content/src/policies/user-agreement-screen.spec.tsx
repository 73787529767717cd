import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '@playdeck/brand';
import { i18n, setLanguage } from '@playdeck/i18n';
import { renderWithApp } from '@playdeck/testing';
import { POLICY_DOCUMENTS } from '@playdeck/screen-kit/policy';
import { policyFromQuery, policyPath } from './policy-documents';
import UserAgreementScreen from './user-agreement-screen';

const routes = { '/m/useragreement': <UserAgreementScreen /> };

afterEach(() => i18n.changeLanguage('EN'));

describe('/m/useragreement', () => {
  it('shows the user agreement with the brand and its minimum age', async () => {
    await renderWithApp(null, { path: '/m/useragreement', routes });
    expect(screen.getByRole('tab', { name: 'User agreement' }).getAttribute('aria-selected')).toBe('true');
    const terms = screen.getByTestId('policy-terms');
    expect(terms.querySelectorAll('section')).toHaveLength(POLICY_DOCUMENTS.terms.sections.length);
    expect(terms.textContent).toContain(`at least ${brand.minimumAge} years old`);
    expect(terms.textContent).toContain(brand.name);
  });

  it('?doc=privacy opens the privacy policy; the tabs switch between them and keep the URL', async () => {
    const { location } = await renderWithApp(null, { path: '/m/useragreement?doc=privacy', routes });
    expect(screen.getByTestId('policy-privacy').querySelectorAll('section')).toHaveLength(7);
    fireEvent.click(screen.getByRole('tab', { name: 'User agreement' }));
    expect(screen.getByTestId('policy-terms')).toBeTruthy();
    expect(location().search).toBe('');
    fireEvent.click(screen.getByRole('tab', { name: 'Privacy policy' }));
    expect(location().search).toBe('?doc=privacy');
  });

  it('reads in Vietnamese too, with the brand name in the text', async () => {
    await renderWithApp(null, { path: '/m/useragreement?doc=privacy', routes });
    await setLanguage('TY');
    const policy = await screen.findByTestId('policy-privacy');
    expect(policy.querySelector('h2')!.textContent).toBe(i18n.t('terms_privacy_introduction_title', { lng: 'TY' }));
    expect(policy.textContent).toContain(brand.name);
    for (const { titleKey, prefix, sections } of Object.values(POLICY_DOCUMENTS)) {
      const keys = [titleKey, ...sections.flatMap((section) => [`${prefix}${section}_title`, `${prefix}${section}_body`])];
      expect(keys.filter((key) => !i18n.exists(key, { lng: 'TY' }) || !i18n.exists(key, { lng: 'EN' }))).toEqual([]);
    }
  });

  it('maps the document to its path and back', () => {
    expect(policyPath('terms')).toBe('/m/useragreement');
    expect(policyPath('privacy')).toBe('/m/useragreement?doc=privacy');
    expect(policyFromQuery('privacy')).toBe('privacy');
    expect(policyFromQuery('nonsense')).toBe('terms');
    expect(policyFromQuery(null)).toBe('terms');
  });
});
