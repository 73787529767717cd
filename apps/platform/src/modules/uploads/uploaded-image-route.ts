import type { FastifyInstance, FastifyReply } from 'fastify';
import { uploadIdSchema } from '@playdeck/api';
import { authenticate } from '../../http/authenticate';
import { PlatformError } from '../../http/platform-error';
import { resolveMerchant } from '../../http/resolve-merchant';
import type { PlatformServices } from '../../services';
import { readOwnUpload, type Upload } from '../../uploads/uploads';

/**
 * An uploaded image's answer: its sniffed type, never sniffed again by the browser, shown in the page and
 * kept only in the member's own cache; opened on its own, the sandbox lets it run nothing.
 */
export function sendUploadedImage(reply: FastifyReply, upload: Pick<Upload, 'contentType'>, bytes: Uint8Array) {
  return reply
    .header('content-type', upload.contentType)
    .header('content-length', bytes.length)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, max-age=3600')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
}

/** `GET <route>`: the bytes, to the member who uploaded them only; anyone else's id reads as not found. */
export function registerUploadedImageRoute(app: FastifyInstance, services: PlatformServices, route: string) {
  app.get<{ Params: { uploadId: string } }>(route, async (request, reply) => {
    const merchant = await resolveMerchant(request, services);
    const { member } = await authenticate(request, services, merchant, 'member');
    const id = uploadIdSchema().safeParse(request.params.uploadId);
    const found = id.success ? await readOwnUpload(services, { merchantId: merchant.id, memberId: member!.id }, id.data) : null;
    if (!found) throw new PlatformError('upload.not.found', { status: 404 });
    return sendUploadedImage(reply, found.upload, found.bytes);
  });
}
