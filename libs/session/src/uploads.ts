import { useEffect, useState } from 'react';
import { contract, uploadedImagePath, type UploadedImage } from '@playdeck/api';
import { apiClient } from './api-client';

/**
 * Sends one image (a File the member picked, or a Blob the app made, e.g. a cropped avatar) and answers its
 * upload id, for a request's `uploadIds`. The platform judges the type from the bytes and the size again:
 * refusals come as ApiError `upload.type.invalid` or `upload.too.large`.
 */
export function uploadImage(file: Blob, signal?: AbortSignal): Promise<UploadedImage> {
  return apiClient.call(contract.uploads.image, { body: file, signal });
}

/** Sends images one after another (never several megabytes at once on a phone), answering their ids in order. */
export async function uploadImages(files: readonly Blob[], signal?: AbortSignal): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) ids.push((await uploadImage(file, signal)).uploadId);
  return ids;
}

export type UploadedImageState =
  | { status: 'loading'; url: null; retry: () => void }
  | { status: 'ready'; url: string; retry: () => void }
  | { status: 'error'; url: null; error: unknown; retry: () => void };

type Loaded = { key: string; url: string } | { key: string; error: unknown };

/**
 * An image the member uploaded, as an object URL for an <img>. The platform answers it only with the
 * session's Authorization header, which an <img src> cannot send, so the bytes are fetched here; the URL
 * is revoked when the id changes or the component goes.
 */
export function useUploadedImage(uploadId: string | null | undefined): UploadedImageState {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = uploadId ? `${uploadId}#${attempt}` : null;

  useEffect(() => {
    if (!uploadId || !key) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    apiClient.blob(uploadedImagePath(uploadId), { signal: controller.signal }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ key, url: objectUrl });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key, error });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [uploadId, key]);

  const retry = () => setAttempt((count) => count + 1);
  if (!loaded || loaded.key !== key) return { status: 'loading', url: null, retry };
  return 'url' in loaded ? { status: 'ready', url: loaded.url, retry } : { status: 'error', url: null, error: loaded.error, retry };
}
