import { expect } from '@playwright/test';
import { e2eBrands } from './brands';
import { apiLogin, DEMO_PASSWORD, openWithSession, test } from './helpers/api-session';

/*
 * Issue 29 item 2, the agent home's part (e2e/demo-links.spec.ts has the rest): its online-service tile opens the
 * brand's customer service, the platform's demo page as shipped, which answers 200. agent01 signs in, which ends
 * its other sessions: this file runs in the 'agents' project, one journey at a time (playwright.config.ts).
 */

for (const brand of e2eBrands()) {
  test(`${brand.id}: the agent home's online service opens a page that answers 200`, async ({ page, address }) => {
    const merchant = (brand.config as unknown as { merchantCode: string }).merchantCode;
    const agent = await apiLogin(merchant, 'agent01', DEMO_PASSWORD, address);
    await openWithSession(page, brand.origin, '/m/agent', agent);
    const service = page.getByTestId('agent-menu-service');
    await expect(service).toHaveAttribute('href', /^https?:/);
    const href = new URL((await service.getAttribute('href'))!);
    if (href.hostname.endsWith('.localhost')) href.hostname = 'localhost';
    const answer = await page.request.get(href.href, { maxRedirects: 0 });
    expect(answer.status(), href.href).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/html');
  });
}
