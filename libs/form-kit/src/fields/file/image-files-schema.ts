import * as z from 'zod/mini';
import { encodeMessage } from '../../schema/field-message';
import { MAX_IMAGE_BYTES, MAX_IMAGES, type CheckedImage } from './image-files';

/**
 * A kit-form list of images chosen with FileField (checked by content when picked): at least one when
 * `required`, at most `max`, each within the size limit.
 */
export function images({
  required = false,
  max = MAX_IMAGES,
  maxBytes = MAX_IMAGE_BYTES,
}: { required?: boolean; max?: number; maxBytes?: number } = {}) {
  return z.array(z.custom<CheckedImage>()).check(
    z.superRefine((chosen: CheckedImage[], context) => {
      const key =
        required && chosen.length === 0
          ? encodeMessage({ key: 'form_file_required' })
          : chosen.length > max
            ? encodeMessage({ key: 'form_file_count', params: { max } })
            : chosen.some((image) => image.file.size > maxBytes)
              ? encodeMessage({ key: 'form_file_size', params: { mb: maxBytes / (1024 * 1024) } })
              : null;
      if (key) context.addIssue({ code: 'custom', message: key, input: chosen });
    }),
  );
}
