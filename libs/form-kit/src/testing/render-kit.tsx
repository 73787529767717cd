import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n, loadTexts } from '@playdeck/i18n';
import { ToastProvider } from '@playdeck/ui';

/** Renders a kit piece with the EN texts (the kit's own lazy group too) and toasts, as a screen would have them. */
export async function renderKit(ui: ReactElement) {
  await initI18n('EN');
  await loadTexts('forms');
  return render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>{ui}</ToastProvider>
    </I18nextProvider>,
  );
}
