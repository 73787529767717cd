import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { registerMember, uniqueSuffix } from './helpers/accounts';
import { englishText, openWithSession, platformCall, readOutbox, test } from './helpers/api-session';

/*
 * Security centre (issue 13): a fresh member opens the hub, sets security questions, binds an e-mail and a
 * mobile number with the codes the platform put in its outbox, sets a payment password and then changes
 * it; the hub shows each as set.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const brands = e2eBrands();
const PASSWORD = 'Security1234';
const FIRST_PAYMENT_PASSWORD = '246810';
const NEW_PAYMENT_PASSWORD = '135790';

const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;
const field = (page: Page, formTestId: string, name: string) => page.getByTestId(formTestId).locator(`[name="${name}"]`);
const row = (page: Page, id: string) => page.getByTestId('security-center').getByTestId(`row-${id}`);

/** The 6-digit code of the newest message the platform "sent" to `recipient`. */
async function codeSentTo(merchant: string, recipient: string, address: string): Promise<string> {
  const [message] = await readOutbox(merchant, recipient, address);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  expect(code, `a code sent to ${recipient}`).toBeTruthy();
  return code!;
}

async function expectSet(state: Locator): Promise<void> {
  await expect(state).toContainText(englishText('security_state_set'));
  await expect(state).not.toContainText(englishText('security_state_not_set'));
}

async function backOnHub(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
  await expect(page.getByTestId('security-center')).toBeVisible();
}

for (const brand of brands) {
  test(`${brand.id}: a new member sets security questions, binds an e-mail and a mobile number, sets and changes the payment password`, async ({
    page,
    address,
  }) => {
    test.setTimeout(150_000);
    const merchant = merchantOf(brand);
    const member = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'sq', mobilePrefix: '98' });

    await openWithSession(page, brand.origin, '/m/securityCenter', member);
    await expect(row(page, 'security-questions')).toContainText(englishText('security_state_not_set'));
    await expect(row(page, 'payment-password')).toContainText(englishText('security_state_not_set'));
    await expect(row(page, 'email')).toContainText(englishText('security_state_not_bound'));

    // Security questions: two different ones, answered.
    await row(page, 'security-questions').click();
    await expect(page).toHaveURL(/\/m\/member\/securityQuestions$/);
    await page.getByTestId('security-question-1').selectOption({ index: 1 });
    await field(page, 'security-questions-form', 'answer1').fill('Mr Whiskers');
    await page.getByTestId('security-question-2').selectOption({ index: 3 });
    await field(page, 'security-questions-form', 'answer2').fill('Hoi An');
    await page.getByTestId('security-questions-submit').click();
    await backOnHub(page);
    await expectSet(row(page, 'security-questions'));

    // E-mail: a code to the address, read from the outbox, then bound.
    const email = `sq${uniqueSuffix()}@example.com`;
    await row(page, 'email').click();
    await expect(page).toHaveURL(/\/m\/member\/bindEmail$/);
    await field(page, 'bind-email-form', 'email').fill(email);
    await page.getByTestId('bind-email-form').getByTestId('sms-get-code').click();
    await expect(page.getByTestId('bind-email-form').getByTestId('sms-countdown')).toBeVisible();
    await field(page, 'bind-email-form', 'verificationCode').fill(await codeSentTo(merchant, email, address));
    await page.getByTestId('bind-email-submit').click();
    await backOnHub(page);
    await expect(row(page, 'email')).toContainText(`${email.slice(0, 2)}•••@example.com`);

    // Mobile number: an SMS code, then bound (a mobile registration's number is replaced).
    const mobileNum = `99${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await row(page, 'mobile').click();
    await expect(page).toHaveURL(/\/m\/member\/bindMobile$/);
    await field(page, 'bind-mobile-form', 'mobileNum').fill(mobileNum);
    await page.getByTestId('bind-mobile-form').getByTestId('sms-get-code').click();
    await expect(page.getByTestId('bind-mobile-form').getByTestId('sms-countdown')).toBeVisible();
    await field(page, 'bind-mobile-form', 'verificationCode').fill(await codeSentTo(merchant, `+84${mobileNum}`, address));
    await page.getByTestId('bind-mobile-submit').click();
    await backOnHub(page);
    await expect(row(page, 'mobile')).toContainText(`+84 99•••••${mobileNum.slice(-2)}`);

    // Payment password: the first one with the login password, back to the hub.
    await row(page, 'payment-password').click();
    await expect(page).toHaveURL(/\/m\/member\/paymentPassword\?redirect=%2Fm%2FsecurityCenter$/);
    await field(page, 'payment-password-form', 'loginPassword').fill(PASSWORD);
    await field(page, 'payment-password-form', 'newPaymentPassword').fill(FIRST_PAYMENT_PASSWORD);
    await field(page, 'payment-password-form', 'confirmPaymentPassword').fill(FIRST_PAYMENT_PASSWORD);
    await page.getByTestId('payment-password-submit').click();
    await backOnHub(page);
    await expectSet(row(page, 'payment-password'));

    // Then changed: the same page now asks for the current payment password.
    await row(page, 'payment-password').click();
    await expect(field(page, 'payment-password-form', 'loginPassword')).toHaveCount(0);
    await field(page, 'payment-password-form', 'oldPaymentPassword').fill(FIRST_PAYMENT_PASSWORD);
    await field(page, 'payment-password-form', 'newPaymentPassword').fill(NEW_PAYMENT_PASSWORD);
    await field(page, 'payment-password-form', 'confirmPaymentPassword').fill(NEW_PAYMENT_PASSWORD);
    await page.getByTestId('payment-password-submit').click();
    await backOnHub(page);
    // The new one is the payment password now: the platform takes it as the current one.
    await platformCall('/wps/member/paymentPassword', {
      merchant,
      address,
      token: member.token,
      body: {
        oldPaymentPassword: NEW_PAYMENT_PASSWORD,
        newPaymentPassword: FIRST_PAYMENT_PASSWORD,
        confirmPaymentPassword: FIRST_PAYMENT_PASSWORD,
      },
      encrypted: true,
    });

    // The hub shows each as set, after a fresh load too.
    await page.reload();
    await expectSet(row(page, 'security-questions'));
    await expectSet(row(page, 'payment-password'));
    await expect(row(page, 'email')).toContainText(`${email.slice(0, 2)}•••@example.com`);
    await expect(row(page, 'mobile')).toContainText(`+84 99•••••${mobileNum.slice(-2)}`);

    // Signing out on every device: confirmed, the member lands on login and the platform refuses the old token.
    await page.getByTestId('security-sign-out-everywhere').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: englishText('security_sign_out_everywhere') })
      .click();
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await expect(platformCall('/wps/member/info', { merchant, address, token: member.token })).rejects.toThrow(/user\.or\.token\.invalid/);
  });
}

for (const brand of brands) {
  test(`${brand.id}: a trial user in the security centre and its pages is told to use a real account`, async ({ page }) => {
    await openWithSession(page, brand.origin, '/m/trail', null);
    await expect(page).toHaveURL(/\/m\/home$/);
    for (const path of ['/m/securityCenter', '/m/member/securityQuestions', '/m/member/bindEmail', '/m/member/bindMobile']) {
      await page.goto(`${brand.origin}${path}`);
      await expect(page.getByTestId('session-notice')).toHaveText(englishText('error_trial_restricted'));
      await expect(page).toHaveURL(/\/m\/home$/);
    }
  });
}
