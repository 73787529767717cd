import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  calls,
  DEMO_UPLOAD_PNG,
  demoKyc,
  demoKycFields,
  demoMemberSession,
  demoSubmittedKyc,
  delayed,
  fakePlatform,
  networkFailure,
  refuse,
  renderWithApp,
} from '@playdeck/testing';
import KycScreen from './kyc-screen';

const ROUTE = '/m/member/kyc';
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);
const png = (name: string) => new File([DEMO_UPLOAD_PNG], name, { type: 'image/png' });

beforeEach(() => {
  let urls = 0;
  URL.createObjectURL = vi.fn(() => `blob:kyc-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

async function open() {
  const view = await renderWithApp(<KycScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession });
  await screen.findByTestId('kyc-status');
  return view;
}

const input = (name: string) => screen.getByTestId(`kyc-field-${name}`) as HTMLInputElement;
const fieldError = (name: string) =>
  document.getElementById(input(name).getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent;
function type(name: string, value: string) {
  fireEvent.change(input(name), { target: { value } });
  fireEvent.blur(input(name));
}
const pick = (name: string, ...files: File[]) =>
  act(async () => {
    const field = screen.getByTestId(`kyc-file-${name}`);
    fireEvent.change(field.querySelector('input[type="file"]')!, { target: { files } });
  });

async function fillIn(fields: Record<string, string> = demoKycFields) {
  for (const [name, value] of Object.entries(fields)) type(name, value);
  await pick('idFront', png('front.png'));
  await pick('idBack', png('back.png'));
  await pick('selfie', png('selfie.png'));
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
}

describe('KYC screen', () => {
  it('not submitted: uploads the three images, then submits the fields with their ids, and shows it under review', async () => {
    fakePlatform.answer(calls.kyc.submit, delayed(50, demoSubmittedKyc('UNDER_REVIEW')));
    await open();
    expect(screen.getByTestId('kyc-status').getAttribute('data-status')).toBe('NOT_SUBMITTED');
    await fillIn();
    await userEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(screen.getByTestId('kyc-submit').getAttribute('data-phase')).toBe('submitting'));
    await waitFor(() => expect(screen.getByTestId('kyc-status').getAttribute('data-status')).toBe('UNDER_REVIEW'));
    expect(screen.getByTestId('kyc-status').textContent).toContain('Still pending process');

    const uploads = fakePlatform.requests(calls.uploads.image);
    expect(uploads).toHaveLength(3);
    const [sent] = fakePlatform.requests(calls.kyc.submit);
    expect(sent!.body).toEqual({
      ...demoKycFields,
      documents: { idFront: expect.any(String), idBack: expect.any(String), selfie: expect.any(String) },
    });
    expect(new Set(Object.values(sent!.body.documents)).size).toBe(3);
    // Under review, nothing can be typed any more.
    expect(screen.queryByTestId('kyc-form')).toBeNull();
    expect(within(screen.getByTestId('kyc-fields')).getByText('Nguyen Van A')).toBeTruthy();
  });

  it('says "Uploading…" while the images go up, and a second tap sends nothing twice', async () => {
    fakePlatform.answer(calls.uploads.image, delayed(100, { uploadId: 'demoUpload000000000777', contentType: 'image/png', size: 67 }));
    fakePlatform.answer(calls.kyc.submit, refuse('request_param_err'));
    await open();
    await fillIn();
    await userEvent.click(screen.getByTestId('kyc-submit'));
    expect(screen.getByTestId('kyc-submit').textContent).toContain('Uploading…');
    fireEvent.submit(screen.getByTestId('kyc-form'));
    await screen.findByTestId('kyc-form-error');
    expect(fakePlatform.requests(calls.uploads.image)).toHaveLength(3);
    expect(fakePlatform.requests(calls.kyc.submit)).toHaveLength(1);
  });

  it('checks the fields and the minimum age before sending anything', async () => {
    fakePlatform.answer(calls.kyc.get, demoKyc({ minimumAge: 21 }));
    await open();
    const today = new Date();
    const twenty = `${today.getUTCFullYear() - 20}-01-01`;
    type('birthday', twenty);
    expect(fieldError('birthday')).toBe('You must be at least 21 years old');
    type('birthday', `${today.getUTCFullYear() + 1}-01-01`);
    expect(fieldError('birthday')).toBe('Please enter a correct date of birth');
    type('idNumber', 'no spaces allowed');
    expect(fieldError('idNumber')).toBe('Enter 6 to 20 letters, digits or dashes');
    await userEvent.click(screen.getByTestId('kyc-submit'));
    expect(within(screen.getByTestId('kyc-file-selfie')).getByText('Please upload an image')).toBeTruthy();
    expect(fakePlatform.calledIds().filter((id) => id !== 'kyc.get')).toEqual([]);
  });

  it('refuses a gif named .png and an image over 5 MB with the spec’s messages, before any upload', async () => {
    await open();
    await pick('idFront', new File([GIF], 'front.png', { type: 'image/png' }));
    await waitFor(() => expect(within(screen.getByTestId('kyc-file-idFront')).getByText('Images must be png or jpg')).toBeTruthy());
    const big = new File([DEMO_UPLOAD_PNG], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await pick('idBack', big);
    await waitFor(() => expect(within(screen.getByTestId('kyc-file-idBack')).getByText('Each image can be at most 5 MB')).toBeTruthy());
    expect(fakePlatform.requests(calls.uploads.image)).toHaveLength(0);
  });

  it("shows the platform's refusal of an image on that image's field, and an age refusal on the birthday", async () => {
    let uploads = 0;
    fakePlatform.answer(calls.uploads.image, () =>
      ++uploads === 2
        ? refuse('upload.type.invalid', { status: 415 })
        : { uploadId: `demoUpload00000000000${uploads}`, contentType: 'image/png' as const, size: 67 },
    );
    await open();
    await fillIn();
    await userEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(within(screen.getByTestId('kyc-file-idBack')).getByText('Images must be png or jpg')).toBeTruthy());
    expect(fakePlatform.requests(calls.kyc.submit)).toHaveLength(0);

    fakePlatform.answer(calls.uploads.image, { uploadId: 'demoUpload000000000099', contentType: 'image/png', size: 67 });
    fakePlatform.answer(calls.kyc.submit, refuse('kyc.age.under', { value: { field: 'birthday' } }));
    await userEvent.click(within(screen.getByTestId('kyc-file-idBack')).getByRole('button', { name: 'Remove image 1' }));
    await pick('idBack', png('back-again.png'));
    await userEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(fieldError('birthday')).toBe('You are under the minimum age for this site.'));
  });

  it.each([
    [
      'the quota of unused images',
      refuse('upload.quota.exceeded', { status: 403 }),
      'You have too many images not yet used in a request. Use them, or try again tomorrow: unused images are removed after a day.',
    ],
    [
      'the hourly limit of uploads',
      refuse('TOO_MANY_REQUEST', { status: 429, value: { retryAfterSeconds: 1200 } }),
      'Too many attempts. Please try again in 20 min.',
    ],
  ])("shows the platform's refusal of an upload by %s, translated, on the image's field", async (_name, refusal, message) => {
    fakePlatform.answer(calls.uploads.image, refusal);
    await open();
    await fillIn();
    await userEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(within(screen.getByTestId('kyc-file-idFront')).getByText(message)).toBeTruthy());
    expect(fakePlatform.requests(calls.uploads.image)).toHaveLength(1);
    expect(fakePlatform.requests(calls.kyc.submit)).toHaveLength(0);
  });

  it('rejected: shows the reason, and the form filled with what was sent to correct it', async () => {
    fakePlatform.answer(calls.kyc.get, demoSubmittedKyc('REJECTED'));
    await open();
    expect(screen.getByTestId('kyc-reject-reason').textContent).toBe('Reason: The ID photo is blurred');
    expect(input('realName').value).toBe('Nguyen Van A');
    expect(input('birthday').value).toBe('1990-04-30');
    expect(screen.getByTestId('kyc-form')).toBeTruthy();
  });

  it("verified: the details are read-only, and the images come from the member's uploads", async () => {
    const seen: string[] = [];
    fakePlatform.answer(calls.kyc.get, demoSubmittedKyc('VERIFIED'));
    fakePlatform.answerUploadedImage((uploadId) => {
      seen.push(uploadId);
      return DEMO_UPLOAD_PNG;
    });
    await open();
    expect(screen.getByTestId('kyc-status').textContent).toContain('Verified');
    expect(screen.queryByTestId('kyc-form')).toBeNull();
    expect(document.querySelectorAll('input')).toHaveLength(0);
    expect(within(screen.getByTestId('kyc-fields')).getByText('B1234567')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Selfie with your ID' }).getAttribute('src')).toMatch(/^blob:kyc-/));
    expect(seen.sort()).toEqual(['demoUpload000000000901', 'demoUpload000000000902', 'demoUpload000000000903']);
  });

  it('a failed load says so and retries', async () => {
    fakePlatform.answer(calls.kyc.get, networkFailure());
    await renderWithApp(<KycScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession });
    await screen.findByTestId('kyc-error');
    fakePlatform.answer(calls.kyc.get, demoKyc());
    await userEvent.click(screen.getByTestId('kyc-retry'));
    await screen.findByTestId('kyc-form');
  });
});
