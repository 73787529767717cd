import type { Page } from '@playwright/test';

/**
 * Home greets members and visitors with the announcement popup (e2e/popup.spec.ts covers it). Journeys about
 * something else answer its call with no popups: a handler that closes the popup whenever it shows raced the
 * journey's own clicks and navigations on a busy machine (it was still closing it when the page left home).
 */
export async function withoutPopups(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/wps/system/popups',
    (route) => route.fulfill({ json: { success: true, value: [] } }),
  );
}
