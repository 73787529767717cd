import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@playdeck/api/client';
import { calls, DEMO_UPLOAD_PNG, fakePlatform, refuse } from '@playdeck/testing/fake-platform';
import { useSessionStore } from './session-store';
import { uploadImage, uploadImages, useUploadedImage } from './uploads';

const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);

beforeEach(() => {
  useSessionStore.getState().setSession({ token: 'member-token', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 });
});

describe('uploadImage', () => {
  it('sends the file itself, typed as the browser guessed, with the session', async () => {
    const file = new File([DEMO_UPLOAD_PNG], 'id-front.png', { type: 'image/png' });
    const answer = await uploadImage(file);
    expect(answer).toEqual({ uploadId: expect.any(String), contentType: 'image/png', size: DEMO_UPLOAD_PNG.length });
    const [sent] = fakePlatform.requests(calls.uploads.image);
    expect([...sent!.body]).toEqual([...DEMO_UPLOAD_PNG]);
    expect(sent!.headers.get('content-type')).toBe('image/png');
    expect(sent!.headers.get('authorization')).toBe('member-token');
  });

  it("passes on the platform's refusal of what is not a png or jpg, whatever the name", async () => {
    const error = await uploadImage(new File([GIF], 'photo.png', { type: 'image/png' })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'upload.type.invalid', messageKey: 'error_upload_type' });
  });

  it('uploads several one after another, answering their ids in order', async () => {
    const ids = await uploadImages([new Blob([DEMO_UPLOAD_PNG]), new Blob([DEMO_UPLOAD_PNG])]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(fakePlatform.requests(calls.uploads.image)).toHaveLength(2);
  });
});

function Shown({ uploadId }: { uploadId: string | null }) {
  const image = useUploadedImage(uploadId);
  if (image.status === 'loading') return <p>loading</p>;
  if (image.status === 'error') return <button onClick={image.retry}>retry</button>;
  return <img alt="uploaded" src={image.url} />;
}

describe('useUploadedImage', () => {
  let urls: string[];
  const revoked: string[] = [];
  beforeEach(() => {
    urls = [];
    revoked.length = 0;
    URL.createObjectURL = vi.fn(() => {
      urls.push(`blob:uploaded-${urls.length + 1}`);
      return urls.at(-1)!;
    });
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  });
  afterEach(() => vi.restoreAllMocks());

  it("fetches the bytes with the session's header into an object URL, revoked when the image goes", async () => {
    const asked: { uploadId: string; token: string | null }[] = [];
    fakePlatform.answerUploadedImage((uploadId, headers) => {
      asked.push({ uploadId, token: headers.get('authorization') });
      return DEMO_UPLOAD_PNG;
    });
    const { unmount, rerender } = render(<Shown uploadId="demoUpload000000000001" />);
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('img', { name: 'uploaded' }).getAttribute('src')).toBe('blob:uploaded-1'));
    expect(asked).toEqual([{ uploadId: 'demoUpload000000000001', token: 'member-token' }]);
    rerender(<Shown uploadId="demoUpload000000000002" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'uploaded' }).getAttribute('src')).toBe('blob:uploaded-2'));
    expect(revoked).toEqual(['blob:uploaded-1']);
    unmount();
    expect(revoked).toEqual(['blob:uploaded-1', 'blob:uploaded-2']);
  });

  it('says so when the platform refuses, and tries again on retry', async () => {
    fakePlatform.answerUploadedImage(refuse('upload.not.found', { status: 404 }));
    render(<Shown uploadId="demoUpload000000000009" />);
    const retry = await screen.findByRole('button', { name: 'retry' });
    fakePlatform.answerUploadedImage(DEMO_UPLOAD_PNG);
    await act(async () => retry.click());
    await waitFor(() => expect(screen.getByRole('img', { name: 'uploaded' }).getAttribute('src')).toBe('blob:uploaded-1'));
  });
});
