import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '@playdeck/i18n';
import { calls, DEMO_UPLOAD_PNG, demoMemberSession, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import SettingsScreen from '../settings-screen';
import { cropToAvatar } from './crop-to-avatar';

// jsdom decodes no pictures and draws no canvas: the crop's maths is square-crop.spec.ts; here it is a stand-in
// that answers a file of its own (the PNG plus one byte: the square's position), so the test sees that the
// cropped file, not the picked one, is uploaded.
vi.mock('./crop-to-avatar', () => ({
  cropToAvatar: vi.fn(
    async (_file: Blob, type: string, focus: number) =>
      new File([DEMO_UPLOAD_PNG, new Uint8Array([Math.round(focus * 100)])], 'avatar.png', { type }),
  ),
}));

const ROUTE = '/m/set';
const photo = (bytes: BlobPart = DEMO_UPLOAD_PNG, name = 'me.png') => new File([bytes], name, { type: 'image/png' });

async function open() {
  await Promise.all([loadTexts('settings'), loadTexts('forms'), loadTexts('kit')]);
  await renderWithApp(<SettingsScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession });
  return screen.findByTestId('custom-avatar-input');
}

describe('settings: a custom avatar', () => {
  let urls = 0;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => `blob:avatar-${++urls}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.clearAllMocks());

  it('crops the picked photo, uploads the cropped file and sets it; the current avatar shows it', async () => {
    let current: { avatar: string | null; avatarType: 'STATIC' | 'CUSTOM' | null } = { avatar: null, avatarType: null };
    fakePlatform.answer(calls.headIcon.get, () => current);
    fakePlatform.answer(calls.headIcon.set, ({ body }) => (current = { avatar: String(body?.avatar), avatarType: 'CUSTOM' }));
    fakePlatform.answerUploadedImage(() => DEMO_UPLOAD_PNG);
    const input = await open();
    await userEvent.upload(input, photo());
    expect(await screen.findByTestId('custom-avatar-preview')).toBeTruthy();
    expect(vi.mocked(cropToAvatar)).toHaveBeenLastCalledWith(expect.any(File), 'image/png', 0.5);
    // Moving the square crops again from the same photo.
    fireEvent.change(screen.getByTestId('custom-avatar-position'), { target: { value: '20' } });
    await waitFor(() => expect(vi.mocked(cropToAvatar)).toHaveBeenLastCalledWith(expect.any(File), 'image/png', 0.2));
    await userEvent.click(screen.getByTestId('custom-avatar-save'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Avatar saved'));

    const [upload] = fakePlatform.requests(calls.uploads.image);
    const sent = upload!.body as Uint8Array;
    expect(sent).toHaveLength(DEMO_UPLOAD_PNG.length + 1);
    expect(sent.at(-1)).toBe(20);
    const [set] = fakePlatform.requests(calls.headIcon.set);
    expect(set!.body).toEqual({ avatarType: 'CUSTOM', avatar: expect.stringMatching(/^demoUpload/) });
    await waitFor(() => expect(screen.getByTestId('settings-current-avatar').getAttribute('src')).toMatch(/^blob:avatar-/));
    expect(screen.queryByTestId('custom-avatar-crop')).toBeNull();
  });

  it('refuses a file that is not a png or jpg by its bytes, whatever its name, before cropping', async () => {
    const input = await open();
    await userEvent.upload(input, photo('GIF89a not really', 'holiday.png'));
    expect((await screen.findByTestId('custom-avatar-error')).textContent).toBe('Images must be png or jpg');
    expect(vi.mocked(cropToAvatar)).not.toHaveBeenCalled();
  });

  it('refuses a photo over 5 MB', async () => {
    const input = await open();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(DEMO_UPLOAD_PNG);
    await userEvent.upload(input, photo(big));
    expect((await screen.findByTestId('custom-avatar-error')).textContent).toBe('Each image can be at most 5 MB');
  });

  it('says what the platform refused, and keeps the photo to try again', async () => {
    fakePlatform.answer(calls.headIcon.set, refuse('upload.in.use', { value: { field: 'avatar' } }));
    const input = await open();
    await userEvent.upload(input, photo());
    await userEvent.click(await screen.findByTestId('custom-avatar-save'));
    expect((await screen.findByTestId('custom-avatar-error')).textContent).not.toBe('');
    expect(screen.getByTestId('custom-avatar-preview')).toBeTruthy();
  });
});
