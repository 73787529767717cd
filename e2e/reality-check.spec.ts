import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { registerMember } from './helpers/accounts';
import { englishText, openWithSession, platformCall, platformOrigin, test, type PlatformSession } from './helpers/api-session';

/*
 * Issue 33's reality check: a member sets a 15-minute interval in the security centre; with the browser's
 * clock run forward, the check appears after 15 minutes of session counted from the platform's sign-in time,
 * again after 30, and "log out" there ends the session on the platform.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const brands = e2eBrands();
const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;

interface RealityCheck {
  intervalMinutes: number | null;
  signedInAt: number;
  now: number;
  net: number;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: englishText('reality_check_title') });

for (const brand of brands) {
  test(`${brand.id}: a 15-minute reality check shows after 15 and 30 minutes of session; log out there ends the session`, async ({
    page,
    address,
  }) => {
    test.setTimeout(120_000);
    const merchant = merchantOf(brand);
    const member: PlatformSession = await registerMember(brand, address, {
      password: 'Reality1234',
      usernamePrefix: 'rc',
      mobilePrefix: '97',
    });
    const realityCheck = () => platformCall<RealityCheck>('/wps/member/rg/reality-check', { merchant, address, token: member.token });
    expect((await realityCheck()).intervalMinutes).toBeNull();

    await page.clock.install();
    await openWithSession(page, brand.origin, '/m/securityCenter', member);
    await page.getByTestId('row-reality-check').click();
    const setting = page.getByRole('dialog', { name: englishText('reality_check_title') });
    await setting.getByTestId('reality-check-interval').selectOption('15');
    await setting.getByTestId('reality-check-submit').click();
    await expect(setting).toBeHidden();
    expect((await realityCheck()).intervalMinutes).toBe(15);

    // The watcher schedules from the platform's sign-in time: nothing before the interval.
    await page.clock.fastForward('14:00');
    await expect(dialog(page)).toBeHidden();
    await page.clock.fastForward('01:05');
    await expect(dialog(page).getByTestId('reality-check-elapsed')).toHaveText(
      englishText('reality_check_elapsed').replace(
        '{{duration}}',
        englishText('reality_check_duration_minutes').replace('{{minutes}}', '15'),
      ),
    );
    await expect(dialog(page).getByTestId('reality-check-net')).toContainText('0');
    await dialog(page).getByTestId('reality-check-continue').click();
    await expect(dialog(page)).toBeHidden();

    await page.clock.fastForward('15:00');
    await expect(dialog(page).getByTestId('reality-check-elapsed')).toContainText('30');
    await dialog(page).getByTestId('reality-check-log-out').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const refused = await fetch(`${platformOrigin}/wps/member/rg/reality-check`, {
      headers: { Merchant: merchant, Device: 'web', Language: 'EN', 'X-Forwarded-For': address, Authorization: member.token },
    }).then((response) => response.json() as Promise<{ success: boolean; errorCode?: string }>);
    expect(refused).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
  });
}
