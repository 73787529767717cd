import { expect } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { test } from './helpers/api-session';
import { dictionaries, type Language } from './helpers/dictionaries';
import { withoutPopups } from './helpers/popups';

/*
 * The responsible-gaming page (issue 33 item 4) from home's footer: each brand's own helpline from its
 * brand.json, in the brand's default language (TY for default, EN for lucky), and links that open safely.
 */
interface Helpline {
  name: string;
  phone?: string;
  url?: string;
}
const helplineOf = (brand: E2EBrand, language: string) =>
  (brand.config as unknown as { responsibleGaming: { pages: Record<string, { helpline: Helpline }> } }).responsibleGaming.pages[language]!
    .helpline;

for (const brand of e2eBrands()) {
  const language = brand.config.languages.default as Language;

  test(`${brand.id}: the home footer's responsible-gaming link opens the page with the brand's helpline`, async ({ page }) => {
    test.setTimeout(90_000);
    await withoutPopups(page);
    await page.goto(`${brand.origin}/m/home`);
    // The footer comes in late, below the fold (its place is held by content-visibility): its links first.
    await page.getByTestId('home-about-links').scrollIntoViewIfNeeded();
    const link = page.getByTestId('home-responsible-gaming');
    await expect(link).toHaveText(dictionaries[language]['route_responsible_gaming']!);
    // On a busy machine a tap while the late blocks above still settle was seen to hang in the click (lucky and a
    // generated brand, in turn, never at once): tapped again, as a player would, until the page opens.
    await expect(async () => {
      if (!/\/m\/responsibleGaming$/.test(page.url())) await link.click({ timeout: 5_000 });
      await expect(page).toHaveURL(/\/m\/responsibleGaming$/, { timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
    await expect(page.getByTestId('page-title')).toHaveText(dictionaries[language]['route_responsible_gaming']!);

    const helpline = helplineOf(brand, language);
    await expect(page.getByTestId('rg-helpline-name')).toHaveText(helpline.name);
    if (helpline.phone)
      await expect(page.getByTestId('rg-helpline-phone')).toHaveAttribute('href', `tel:${helpline.phone.replace(/[^+\d]/g, '')}`);
    else await expect(page.getByTestId('rg-helpline-phone')).toHaveCount(0);
    const website = page.getByTestId('rg-helpline-url');
    await expect(website).toHaveAttribute('href', new URL(helpline.url!).href);
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    // A visitor is offered to log in to set the controls; the page lists them all for these brands.
    await expect(page.getByTestId('rg-controls').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByTestId('rg-sign-in')).toHaveAttribute('href', '/m/login');
  });
}
