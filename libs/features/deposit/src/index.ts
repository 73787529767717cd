import type { ComponentType } from 'react';
import { loadTexts } from '@playdeck/i18n';
import type { DepositTemplate } from './screen/deposit-template';

// Only the loader: the app imports this barrel, so nothing here may pull in the API client.

export type { DepositTemplate } from './screen/deposit-template';

/**
 * The /m/voucherCenter screen's chunk with its texts. The template comes from the app (the shell owns the
 * site status and features may not import each other), as a hook the screen calls on every render, so a
 * status change switches the layout.
 */
export function depositScreenLoader(useDepositTemplate: () => DepositTemplate): () => Promise<{ default: ComponentType }> {
  return () =>
    Promise.all([import('./screen/deposit-route'), loadTexts('deposit'), loadTexts('forms')]).then(([module]) => ({
      default: module.depositRoute(useDepositTemplate),
    }));
}
