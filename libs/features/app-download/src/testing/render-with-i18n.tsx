import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { i18n, initI18n, setLanguage } from '@playdeck/i18n';

/** Renders with the app's i18n in `language` (EN by default). */
export async function renderWithI18n(ui: ReactElement, language: 'EN' | 'TY' = 'EN') {
  await initI18n(language);
  await act(() => setLanguage(language));
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** A window stand-in that records downloads instead of navigating (jsdom cannot navigate). */
export function fakeNavigation() {
  return { open: vi.fn(), location: { assign: vi.fn() } };
}
