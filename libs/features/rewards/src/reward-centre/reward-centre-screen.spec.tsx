import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { useMemberWallet } from '@playdeck/site-data';
import { calls, delayed, demoMemberSession, demoWallet, fakePlatform, networkFailure, refuse, renderWithApp } from '@playdeck/testing';
import RewardCentreScreen from './reward-centre-screen';

const ROUTE = '/m/rewardCenter';

beforeAll(() => import('@playdeck/api/crypto'));

/** The header's balance, as the shell reads it (the site-data wallet query). */
function HeaderBalance() {
  const wallet = useMemberWallet();
  return <output data-testid="header-balance">{wallet.data?.sumBalance ?? ''}</output>;
}

async function open() {
  const view = await renderWithApp(
    <>
      <HeaderBalance />
      <RewardCentreScreen />
    </>,
    { history: [ROUTE], routePath: ROUTE, session: demoMemberSession },
  );
  await screen.findByTestId('reward-promotions');
  return view;
}

const offerCard = (title: string) => screen.getAllByTestId('reward-offer').find((card) => card.textContent?.includes(title))!;
const formInput = (formTestId: string, name: string) => screen.getByTestId(formTestId).querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => new File([new Uint8Array([...PNG_HEAD, 0, 0, 0, 13])], name, { type: 'image/png' });
const gif = () => new File([new TextEncoder().encode('GIF89a......')], 'party.gif', { type: 'image/gif' });
const bigPng = () => new File([new Uint8Array(PNG_HEAD), new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });

describe('reward centre: offers', () => {
  it('shows each promotion’s period and state with the spec’s labels, and what the member can do', async () => {
    await open();
    expect(within(offerCard('First deposit bonus 100%')).getByTestId('reward-apply').textContent).toBe('Apply');
    expect(within(offerCard('First deposit bonus 100%')).queryByText(/Applying|Issued/)).toBeNull();
    const cashback = offerCard('Weekly slots cashback');
    expect(cashback.querySelector('[data-state]')?.textContent).toBe('Issued');
    expect(within(cashback).getByTestId('reward-claim').textContent).toBe('Claim ₫25.50');
    expect(offerCard('Lucky weekend').querySelector('[data-state]')?.textContent).toBe('coming soon');
    expect(within(offerCard('Lucky weekend')).queryByTestId('reward-apply')).toBeNull();
    expect(offerCard('Mid-autumn festival').querySelector('[data-state]')?.textContent).toBe('Rejected');
    expect(within(offerCard('Mid-autumn festival')).queryByTestId('reward-apply')).toBeNull();

    await userEvent.click(screen.getByTestId('reward-tab-benefits'));
    await screen.findByTestId('reward-benefits');
    expect(offerCard('Monthly club bonus').querySelector('[data-state]')?.textContent).toBe('Joined');
    expect(within(offerCard('Birthday gift')).getByTestId('reward-apply')).toBeTruthy();
  });

  it('shows loading, then a failure with a retry that loads the offers', async () => {
    fakePlatform.answer(calls.rewards.promotions, delayed(50, networkFailure()));
    await renderWithApp(<RewardCentreScreen />, { history: [ROUTE], routePath: ROUTE, session: demoMemberSession });
    expect(screen.getByTestId('reward-promotions-loading').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByTestId('reward-promotions-error', {}, { timeout: 10_000 })).toBeTruthy();
    fakePlatform.answer(calls.rewards.promotions, { currency: 'PHP', currencySymbol: '₫', list: [] });
    await userEvent.click(screen.getByTestId('reward-promotions-retry'));
    expect((await screen.findByTestId('reward-promotions-empty')).textContent).toContain('No promotions right now');
  });
});

describe('reward centre: claiming', () => {
  it('claims an issued bonus once, then the header balance and the offers are fetched again', async () => {
    let answerClaim: () => void = () => undefined;
    fakePlatform.answer(
      calls.rewards.claim,
      ({ body }) =>
        new Promise((resolve) => {
          answerClaim = () =>
            resolve({
              applicationId: body.applicationId,
              offerId: 2,
              offerKind: 'PROMOTION',
              offerTitle: 'Weekly slots cashback',
              state: 'CLAIMED',
              remark: '',
              uploadIds: [],
              bonus: 25.5,
              rejectReason: null,
              createdAt: 0,
              decidedAt: 0,
              claimedAt: 1,
            });
        }),
    );
    await open();
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe(String(demoWallet.sumBalance * 100)));
    const button = within(offerCard('Weekly slots cashback')).getByTestId('reward-claim');
    await userEvent.click(button);
    await userEvent.click(button);
    fakePlatform.answer(calls.wallet.balance, { ...demoWallet, sumBalance: demoWallet.sumBalance + 25.5 });
    answerClaim();
    expect(await screen.findByText('₫25.50 added to your main wallet')).toBeTruthy();
    expect(fakePlatform.requests(calls.rewards.claim)).toHaveLength(1);
    expect(fakePlatform.requests(calls.rewards.claim)[0]!.body).toEqual({
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      applicationId: 'R20261124000001',
    });
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe(String((demoWallet.sumBalance + 25.5) * 100)));
    expect(fakePlatform.requests(calls.rewards.promotions).length).toBeGreaterThan(1);
  });

  it('says why a claim was refused', async () => {
    fakePlatform.answer(calls.rewards.claim, refuse('reward.not.claimable', { status: 409 }));
    await open();
    await userEvent.click(within(offerCard('Weekly slots cashback')).getByTestId('reward-claim'));
    expect(await screen.findByText('This reward cannot be claimed.')).toBeTruthy();
  });
});

describe('reward centre: applying', () => {
  const openForm = async () => {
    await open();
    await userEvent.click(within(offerCard('First deposit bonus 100%')).getByTestId('reward-apply'));
    return screen.findByTestId('reward-apply-form');
  };

  it('sends the trimmed remark with a request id, then shows the member’s applications', async () => {
    await openForm();
    type(formInput('reward-apply-form', 'remark'), '  Deposit D20261124000001  ');
    await userEvent.click(screen.getByTestId('reward-apply-submit'));
    expect(await screen.findByText('Application sent: First deposit bonus 100%')).toBeTruthy();
    expect(fakePlatform.requests(calls.rewards.apply)).toHaveLength(1);
    expect(fakePlatform.requests(calls.rewards.apply)[0]!.body).toEqual({
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      offerId: 1,
      remark: 'Deposit D20261124000001',
      uploadIds: [],
    });
    expect(await screen.findByTestId('reward-applications')).toBeTruthy();
    expect(screen.getByTestId('reward-tab-applications').getAttribute('aria-selected')).toBe('true');
  });

  it('uploads two images first, then applies naming them, once', async () => {
    let answerApply: () => void = () => undefined;
    fakePlatform.answer(
      calls.rewards.apply,
      ({ body }) =>
        new Promise((resolve) => {
          answerApply = () =>
            resolve({
              applicationId: 'R20261124000009',
              offerId: body.offerId,
              offerKind: 'PROMOTION',
              offerTitle: 'First deposit bonus 100%',
              state: 'APPLYING',
              remark: body.remark,
              uploadIds: body.uploadIds,
              bonus: null,
              rejectReason: null,
              createdAt: 0,
              decidedAt: null,
              claimedAt: null,
            });
        }),
    );
    await openForm();
    const input = screen.getByTestId('reward-apply-images').querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [png('slip.png'), png('screen.png')]);
    await waitFor(() => expect(within(screen.getByTestId('reward-apply-images')).getAllByRole('img')).toHaveLength(2));
    type(formInput('reward-apply-form', 'remark'), 'With proof');
    const submit = screen.getByTestId('reward-apply-submit');
    await userEvent.click(submit);
    await waitFor(() => expect(fakePlatform.requests(calls.rewards.apply)).toHaveLength(1));
    await userEvent.click(submit);
    answerApply();
    expect(await screen.findByText('Application sent: First deposit bonus 100%')).toBeTruthy();
    const uploads = fakePlatform.requests(calls.uploads.image);
    expect(uploads).toHaveLength(2);
    const [applied] = fakePlatform.requests(calls.rewards.apply);
    expect(fakePlatform.requests(calls.rewards.apply)).toHaveLength(1);
    expect(applied!.body).toMatchObject({ remark: 'With proof', uploadIds: [expect.any(String), expect.any(String)] });
    expect(new Set((applied!.body as { uploadIds: string[] }).uploadIds).size).toBe(2);
  });

  it('refuses a remark over 140 characters with the spec’s message, and sends nothing', async () => {
    await openForm();
    const remark = formInput('reward-apply-form', 'remark');
    type(remark, '🎁'.repeat(141));
    expect(messageOf(remark)).toContain('The remark can be at most 140 characters');
    await userEvent.click(screen.getByTestId('reward-apply-submit'));
    expect(fakePlatform.requests(calls.rewards.apply)).toHaveLength(0);
    type(remark, '🎁'.repeat(140));
    expect(messageOf(remark)).not.toContain('The remark can be at most');
  });

  it('refuses a gif and an image over 5 MB with the spec’s messages', async () => {
    await openForm();
    const images = screen.getByTestId('reward-apply-images');
    const input = images.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, gif(), { applyAccept: false });
    expect(await within(images).findByText('Images must be png or jpg')).toBeTruthy();
    await userEvent.upload(input, bigPng(), { applyAccept: false });
    expect(await within(images).findByText('Each image can be at most 5 MB')).toBeTruthy();
    expect(within(images).queryAllByRole('img')).toHaveLength(0);
  });

  it("shows the platform's refusal of an upload by the member's quota on the images, translated, and applies nothing", async () => {
    fakePlatform.answer(calls.uploads.image, refuse('upload.quota.exceeded', { status: 403 }));
    await openForm();
    const images = screen.getByTestId('reward-apply-images');
    await userEvent.upload(images.querySelector<HTMLInputElement>('input[type="file"]')!, [png('slip.png')]);
    await waitFor(() => expect(within(images).getAllByRole('img')).toHaveLength(1));
    await userEvent.click(screen.getByTestId('reward-apply-submit'));
    expect(
      await within(images).findByText(
        'You have too many images not yet used in a request. Use them, or try again tomorrow: unused images are removed after a day.',
      ),
    ).toBeTruthy();
    expect(fakePlatform.requests(calls.rewards.apply)).toHaveLength(0);
  });

  it('shows a refusal of the platform on the form', async () => {
    fakePlatform.answer(calls.rewards.apply, refuse('reward.already.applied', { status: 409 }));
    await openForm();
    await userEvent.click(screen.getByTestId('reward-apply-submit'));
    expect((await screen.findByTestId('reward-apply-error')).textContent).toBe('You have already applied for this promotion.');
  });
});

describe('reward centre: applications and promo codes', () => {
  it('lists the member’s applications with state, bonus and the reason of a rejection', async () => {
    await open();
    await userEvent.click(screen.getByTestId('reward-tab-applications'));
    const rows = await screen.findAllByTestId('reward-application');
    expect(rows.map((row) => row.querySelector('[data-state]')?.textContent)).toEqual(['Issued', 'Joined', 'Rejected']);
    expect(within(rows[0]!).getByTestId('reward-application-bonus').textContent).toBe('Bonus: ₫25.50');
    expect(rows[2]!.textContent).toContain('Reason: No live casino play in the festival week');
    // The images sent with it, fetched with the session.
    const images = await within(rows[0]!).findAllByRole('img', { name: /you sent/ });
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Image 1 you sent', 'Image 2 you sent']);
    expect(images.every((image) => image.getAttribute('src')?.startsWith('blob:'))).toBe(true);
  });

  it('redeems a code (encrypted) and says what it added; a wrong code is said on the field', async () => {
    fakePlatform.answer(calls.rewards.redeem, refuse('promo.code.invalid', { value: { field: 'code' } }));
    await open();
    await userEvent.click(screen.getByTestId('reward-tab-code'));
    const code = formInput('promo-code-form', 'code');
    type(code, 'nope');
    await userEvent.click(screen.getByTestId('promo-code-submit'));
    await waitFor(() => expect(messageOf(code)).toContain('This promo code is not valid.'));

    fakePlatform.answer(calls.rewards.redeem, { code: 'WELCOME50', amount: 50, currencySymbol: '₫', redeemedAt: 0 });
    type(code, 'welcome50');
    await userEvent.click(screen.getByTestId('promo-code-submit'));
    expect((await screen.findByTestId('promo-code-result')).textContent).toBe('WELCOME50: ₫50 added to your main wallet');
    const sent = fakePlatform.requests(calls.rewards.redeem);
    expect(sent.at(-1)!.body).toEqual({ requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), code: 'welcome50' });
    expect(contract.rewards.redeem.bodyEncoding).toBe('encrypted');
    expect(sent.at(-1)!.headers.get('X-Digest')).toBeTruthy();
  });
});
