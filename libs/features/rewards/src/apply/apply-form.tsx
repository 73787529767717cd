import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract, REWARD_IMAGES_MAX, REWARD_REMARK_MAX, type RewardApplication, type RewardOffer } from '@playdeck/api';
import { ApiError } from '@playdeck/api/client';
import {
  type CheckedImage,
  fieldsOfCodes,
  FileField,
  FormTextField,
  images,
  KitForm,
  lengthBetween,
  text,
  useKitForm,
  FormError,
  SubmitButton,
  useKitSubmit,
} from '@playdeck/form-kit';
import { uploadImages } from '@playdeck/session/api';
import { refreshApplications } from '../shared/reward-queries';

const schema = z.object({
  remark: text([lengthBetween(0, REWARD_REMARK_MAX, 'rewards_remark_too_long')]),
  images: images({ max: REWARD_IMAGES_MAX }),
});
type ApplyValues = { remark: string; images: CheckedImage[] };
type Field = keyof ApplyValues;

// Refusals of the images' uploads (uploads.image) and of the application itself.
const FIELD_OF_CODE = fieldsOfCodes([contract.uploads.image, contract.rewards.apply], {
  'upload.type.invalid': 'images',
  'upload.too.large': 'images',
  'upload.not.found': 'images',
  'upload.in.use': 'images',
  'upload.quota.exceeded': 'images',
});
const ALIASES: Record<string, Field> = { uploadIds: 'images' };

/**
 * Applies for an offer with a remark (at most 140 characters) and up to 3 png/jpg images of at most 5 MB
 * (checked by content when picked). The images are uploaded first, then the application names them; the
 * whole submission carries one request id, kept when it is sent again after no answer.
 */
export function ApplyForm({ offer, onApplied }: { offer: RewardOffer; onApplied: (application: RewardApplication) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useKitForm<ApplyValues, z.output<typeof schema>>({ schema, defaultValues: { remark: '', images: [] } });
  const uploaded = useRef<{ files: readonly CheckedImage[]; ids: string[] } | null>(null);

  // The same picked images are not sent twice when only the application failed without an answer.
  const uploadIdsFor = async (chosen: readonly CheckedImage[]) => {
    const previous = uploaded.current;
    if (previous && previous.files.length === chosen.length && previous.files.every((image, index) => image === chosen[index])) {
      return previous.ids;
    }
    const ids = await uploadImages(chosen.map((image) => image.file));
    uploaded.current = { files: chosen, ids };
    return ids;
  };

  const { submit } = useKitSubmit(form, contract.rewards.apply, {
    body: async (values) => ({ offerId: offer.id, remark: values.remark, uploadIds: await uploadIdsFor(values.images) }),
    fields: ['remark', 'images'],
    fieldOfCode: FIELD_OF_CODE,
    aliases: ALIASES,
    // The platform's length refusal in the words the form itself uses.
    messageFor: (refusal, refused) =>
      refusal.errorCode === 'request_param_err' && refused === 'remark'
        ? { key: 'rewards_remark_too_long', params: { max: REWARD_REMARK_MAX } }
        : null,
    onRefused: (error) => {
      if (!(error instanceof ApiError)) return;
      uploaded.current = null;
      void refreshApplications(queryClient);
    },
    onDone: (application) => {
      void refreshApplications(queryClient);
      onApplied(application);
    },
  });

  return (
    <KitForm form={form} onValid={submit} data-testid="reward-apply-form">
      <FormTextField
        name="remark"
        label={t('rewards_remark')}
        hint={t('rewards_remark_hint', { max: REWARD_REMARK_MAX })}
        autoComplete="off"
      />
      <FileField
        name="images"
        label={t('rewards_images')}
        hint={t('rewards_images_hint', { max: REWARD_IMAGES_MAX })}
        max={REWARD_IMAGES_MAX}
        data-testid="reward-apply-images"
      />
      <FormError data-testid="reward-apply-error" />
      <SubmitButton data-testid="reward-apply-submit">{t('rewards_apply_submit')}</SubmitButton>
    </KitForm>
  );
}
