import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { KitForm } from '../../form/kit-form';
import { useKitForm } from '../../form/use-kit-form';
import { renderWithApp } from '@playdeck/testing';
import { FileField } from './file-field';
import { checkImageFile, type CheckedImage } from './image-files';
import { images } from './image-files-schema';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const png = (name = 'a.png') => new File([new Uint8Array(PNG_HEAD)], name, { type: 'image/png' });
const jpeg = (name = 'b.jpg') => new File([new Uint8Array(JPEG_HEAD)], name, { type: 'image/jpeg' });
/** A GIF named and typed as a png: only its bytes give it away. */
const disguised = () => new File([new TextEncoder().encode('GIF89a......')], 'c.png', { type: 'image/png' });
const bigPng = () => new File([new Uint8Array(PNG_HEAD), new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });

describe('checkImageFile', () => {
  it('accepts png and jpg by their bytes, whatever the name says', async () => {
    expect(await checkImageFile(png('photo.gif'))).toMatchObject({ ok: true, image: { type: 'image/png' } });
    expect(await checkImageFile(jpeg('scan.png'))).toMatchObject({ ok: true, image: { type: 'image/jpeg' } });
    expect(await checkImageFile(disguised())).toEqual({ ok: false, message: { key: 'form_file_type' } });
  });

  it('refuses a file over 5 MB', async () => {
    expect(await checkImageFile(bigPng())).toEqual({ ok: false, message: { key: 'form_file_size', params: { mb: 5 } } });
  });
});

const schema = z.object({ proof: images({ required: true }) });
function Upload({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useKitForm({ schema, defaultValues: { proof: [] as CheckedImage[] } });
  return (
    <KitForm form={form} onValid={onValid} data-testid="form">
      <FileField name="proof" label="Proof" />
    </KitForm>
  );
}

let urls = 0;
beforeEach(() => {
  urls = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

async function renderUpload(onValid = vi.fn()) {
  await renderWithApp(<Upload onValid={onValid} />);
  const input = () => screen.getByLabelText('Add image') as HTMLInputElement;
  const pick = (...files: File[]) => act(async () => void fireEvent.change(input(), { target: { files } }));
  return { onValid, input, pick };
}

describe('FileField', () => {
  it('previews accepted images and says why a file was refused', async () => {
    const { pick } = await renderUpload();
    await pick(png(), disguised());
    await waitFor(() => expect(screen.getByRole('img', { name: 'Image 1' }).getAttribute('src')).toBe('blob:preview-1'));
    expect(screen.queryByRole('img', { name: 'Image 2' })).toBeNull();
    expect(screen.getByText('Images must be png or jpg')).toBeTruthy();
    await pick(bigPng());
    await waitFor(() => expect(screen.getByText('Each image can be at most 5 MB')).toBeTruthy());
  });

  it('takes at most 3 and hides the add button when full', async () => {
    const { pick } = await renderUpload();
    await pick(png('1.png'), jpeg('2.jpg'), png('3.png'), png('4.png'));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(screen.getByText('At most 3 images')).toBeTruthy();
    expect(screen.queryByLabelText('Add image')).toBeNull();
  });

  it('revokes a preview URL when its image is removed', async () => {
    const { pick } = await renderUpload();
    await pick(png('1.png'), jpeg('2.jpg'));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    const firstUrl = screen.getByRole('img', { name: 'Image 1' }).getAttribute('src');
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(firstUrl);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('requires an image on submit, then submits the checked images', async () => {
    const { pick, onValid } = await renderUpload();
    fireEvent.submit(screen.getByTestId('form'));
    expect(await screen.findByText('Please upload an image')).toBeTruthy();
    await pick(jpeg());
    await waitFor(() => expect(screen.queryByText('Please upload an image')).toBeNull());
    fireEvent.submit(screen.getByTestId('form'));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0].proof).toEqual([expect.objectContaining({ type: 'image/jpeg' })]);
  });
});
