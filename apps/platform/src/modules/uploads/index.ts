import type { FastifyInstance } from 'fastify';
import { contract, UPLOAD_MAX_BYTES, UPLOADED_IMAGE_ROUTE } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { storeUpload } from '../../uploads/uploads';
import type { PlatformModule } from '../platform-module';
import { readLimited } from './read-limited';
import { registerUploadedImageRoute } from './uploaded-image-route';

/**
 * The upload call in a scope of its own: every body is read as raw bytes whatever its Content-Type (the
 * type is judged from the bytes), and never more than 5 MB of them.
 */
function registerUploadCall(scope: FastifyInstance, services: PlatformServices) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (request, payload, done) => {
    readLimited(payload, request.routeOptions.bodyLimit ?? UPLOAD_MAX_BYTES).then(
      (bytes) => done(null, bytes),
      (error: Error) => done(error, undefined),
    );
  });
  registerCall(
    scope,
    services,
    contract.uploads.image,
    async ({ body, ctx }) => storeUpload(services, { merchantId: ctx.merchant.id, memberId: ctx.member!.id }, body as Uint8Array),
    { bodyLimit: UPLOAD_MAX_BYTES },
  );
}

export const uploadsModule: PlatformModule = async (app, services) => {
  await app.register(async (scope) => registerUploadCall(scope, services));
  registerUploadedImageRoute(app, services, UPLOADED_IMAGE_ROUTE);
};
