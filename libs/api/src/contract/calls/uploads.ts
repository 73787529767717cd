import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { lazySchema } from '../lazy-schema';

/*
 * Uploads: the images members send with other requests (KYC documents, promotion applications, a custom
 * avatar). Spec sections 5 and 9: png or jpg, at most 5 MB each, at most 3 per request. Paths are ours.
 *
 * Choices:
 * - `POST /wps/member/upload` takes the raw file bytes as the body (bodyEncoding `binary`: the client sends
 *   the File itself, `Content-Type: image/png|image/jpeg`) and answers an upload id. The platform judges
 *   the type by the bytes' magic numbers, never by the name or the Content-Type header: anything else is
 *   refused `upload.type.invalid`, more than 5 MB `upload.too.large` (the route's body limit, so a large
 *   body is not read to the end first).
 * - An upload is the member's alone until a request uses it: other calls take `uploadIds` (uploadIdsSchema),
 *   and the platform checks each id was uploaded by the same member of the same merchant
 *   (`upload.not.found` otherwise) and is not already used by another record (`upload.in.use`).
 * - `GET /wps/member/upload/:uploadId` (uploadedImagePath) answers the bytes, not an envelope, and only to
 *   the member who uploaded them (a refusal is the usual JSON envelope): `Content-Type` from the sniffed
 *   type, `X-Content-Type-Options: nosniff`, `Content-Disposition: inline`, `Cache-Control: private`, and
 *   a Content-Security-Policy sandbox, so the image opened on its own can run nothing. The app fetches it
 *   with its Authorization header into an object URL (an <img src> could not send the header).
 * - `real` access: a free-play trial gets `trial.forbidden` (every call that uses an upload needs a real
 *   account, and a trial is made without sign-up). A member makes at most 30 uploads an hour
 *   (`TOO_MANY_REQUEST`, Retry-After) and keeps at most 30 uploads, 50 MB together, that no record uses yet
 *   (`upload.quota.exceeded`, 403); the reference platform's figures are configurable. An upload no record
 *   uses 24 hours after it came is deleted.
 */

/** Spec sections 5 and 9. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

export const UPLOAD_IMAGE_PATH = '/wps/member/upload';
/** The route of an uploaded image's bytes (a plain route, not a contract call: it answers bytes). */
export const UPLOADED_IMAGE_ROUTE = `${UPLOAD_IMAGE_PATH}/:uploadId`;
export const uploadedImagePath = (uploadId: string) => `${UPLOAD_IMAGE_PATH}/${encodeURIComponent(uploadId)}`;

/** The platform's ids: 22 URL-safe characters (128 random bits). */
export const uploadIdSchema = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'an upload id')));
/** The `uploadIds` of a request that carries images: distinct ids, at most `max` (3 in the spec). */
export const uploadIdsSchema = (max = 3, min = 0) =>
  z.array(uploadIdSchema()).check(
    z.minLength(min),
    z.maxLength(max),
    z.refine((ids) => new Set(ids).size === ids.length, 'the same upload twice'),
  );

const isBytes = (value: unknown): value is Blob | Uint8Array =>
  value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob);

/** A binary body: the File (or Blob) the client sends, the bytes (a Buffer) the platform reads. */
export const binaryBodySchema = lazySchema(() => z.custom<Blob | Uint8Array>(isBytes, 'the file bytes'));

export const uploadedImageSchema = lazySchema(() =>
  z.object({
    uploadId: uploadIdSchema(),
    contentType: z.enum(UPLOAD_IMAGE_TYPES),
    size: z.number().check(z.int(), z.positive()),
  }),
);
export type UploadedImage = z.output<ReturnType<typeof uploadedImageSchema>>;

export const uploadCalls = {
  /** Errors: trial.forbidden, TOO_MANY_REQUEST, upload.type.invalid, upload.too.large, upload.quota.exceeded. */
  image: defineCall({
    id: 'uploads.image',
    method: 'POST',
    path: UPLOAD_IMAGE_PATH,
    auth: 'real',
    errors: ['upload.type.invalid', 'upload.too.large', 'upload.quota.exceeded'] as const,
    body: binaryBodySchema,
    bodyEncoding: 'binary',
    value: uploadedImageSchema,
  }),
};
