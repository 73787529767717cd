export { apiClient } from './api-client';
export { clearLocalSession } from './local-session';
export { isSessionEnded } from './session-ended';
export { uploadImage, uploadImages, useUploadedImage, type UploadedImageState } from './uploads';
export { retryWithoutPauses } from './retry-pauses';
