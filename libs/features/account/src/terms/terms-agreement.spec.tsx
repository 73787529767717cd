import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { brand } from '@playdeck/brand';
import { i18n, setLanguage } from '@playdeck/i18n';
import { renderWithApp } from '@playdeck/testing';
import { POLICY_DOCUMENTS } from '@playdeck/screen-kit/policy';
import { TermsAgreement } from './terms-agreement';

function Harness() {
  const [agreed, setAgreed] = useState(true);
  return <TermsAgreement agreed={agreed} onChange={setAgreed} />;
}

const renderTerms = () => renderWithApp(<Harness />, { toasts: false });

describe('TermsAgreement', () => {
  it("states the brand's minimum age beside the terms", async () => {
    await renderTerms();
    expect(screen.getByText(`I am over ${brand.minimumAge} years old`, { exact: false })).toBeTruthy();
  });

  it('the privacy link opens the policy with its seven sections, and leaves the box ticked', async () => {
    const user = userEvent.setup();
    await renderTerms();
    await user.click(screen.getByTestId('terms-open-privacy'));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    const headings = [...dialog.querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(headings).toEqual(['Introduction', 'Purpose', 'Access', 'Confidentiality', 'Recipients', 'Monitoring', 'Agreement']);
    expect(dialog.textContent).toContain(brand.name);
    expect((screen.getByTestId('terms-checkbox') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the user agreement link opens the agreement, with the minimum age in it', async () => {
    const user = userEvent.setup();
    await renderTerms();
    await user.click(screen.getByTestId('terms-open-terms'));
    const dialog = await screen.findByRole('dialog', { name: 'User agreement' });
    expect(dialog.querySelectorAll('section')).toHaveLength(POLICY_DOCUMENTS.terms.sections.length);
    expect(dialog.textContent).toContain(`at least ${brand.minimumAge} years old`);
  });

  it('every text is in TY as well as EN', async () => {
    for (const language of ['TY', 'EN'] as const) {
      await setLanguage(language);
      for (const { titleKey, prefix, sections } of Object.values(POLICY_DOCUMENTS)) {
        const keys = [titleKey, ...sections.flatMap((section) => [`${prefix}${section}_title`, `${prefix}${section}_body`])];
        expect(keys.filter((key) => !i18n.exists(key, { lng: language }))).toEqual([]);
      }
    }
    expect(i18n.t('terms_privacy_monitor_title', { lng: 'TY' })).toBe('Giám sát');
  });
});
