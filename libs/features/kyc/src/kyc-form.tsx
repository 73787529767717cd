import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ageOn, contract, KYC_ID_NUMBER_PATTERN, KYC_LINE_MIN, kycFieldRules, type Kyc, type KycFields } from '@playdeck/api';
import { apiQueryKey, ApiError } from '@playdeck/api/client';
import {
  type CheckedImage,
  fieldsOfCodes,
  FileField,
  FormTextField,
  images,
  KitForm,
  lengthBetween,
  mapServerError,
  matches,
  required,
  satisfies,
  text,
  useKitForm,
  FormError,
  SubmitButton,
  useKitSubmit,
} from '@playdeck/form-kit';
import { uploadImage } from '@playdeck/session/api';
import { useToast } from '@playdeck/ui';
import { DOCUMENT_ORDER, FIELD_LABEL, FIELD_ORDER, type KycDocumentName, type KycFieldName } from './kyc-fields';

type Values = Record<KycFieldName, string> & Record<KycDocumentName, CheckedImage[]>;
type Field = KycFieldName | KycDocumentName;
const FIELDS: Field[] = [...FIELD_ORDER, ...DOCUMENT_ORDER];

/** Uploading the images, then sending the fields: the submit button says which. */
type Phase = 'idle' | 'uploading' | 'submitting';

const line = (max: number) => text([required('kyc_required'), lengthBetween(KYC_LINE_MIN, max, 'kyc_length')]);

function birthdayRules(minimumAge: number, today: () => Date) {
  return text([
    required('kyc_birthday_required'),
    matches(/^\d{4}-\d{2}-\d{2}$/, 'kyc_birthday_invalid'),
    satisfies((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      if (Number.isNaN(date.getTime()) || value > today().toISOString().slice(0, 10)) return { key: 'kyc_birthday_invalid' };
      return ageOn(value, today()) < minimumAge ? { key: 'kyc_birthday_age', params: { age: minimumAge } } : null;
    }),
  ]);
}

function kycFormSchema(minimumAge: number, today: () => Date) {
  return z.object({
    ...kycFieldRules({
      line,
      idNumber: text([required('kyc_required'), matches(KYC_ID_NUMBER_PATTERN, 'kyc_id_number_invalid')]),
      birthday: birthdayRules(minimumAge, today),
    }),
    idFront: images({ required: true, max: 1 }),
    idBack: images({ required: true, max: 1 }),
    selfie: images({ required: true, max: 1 }),
  });
}

/** Refusals about one field that come without `value.field`; the platform names images `documents.<name>`. */
const FIELD_OF_CODE = fieldsOfCodes(contract.kyc.submit, { 'kyc.age.under': 'birthday' });
const ALIASES: Record<string, Field> = { 'documents.idFront': 'idFront', 'documents.idBack': 'idBack', 'documents.selfie': 'selfie' };

/** An image the platform refused while uploading: the refusal belongs to that image's field. */
class ImageRefused extends Error {
  constructor(
    readonly field: KycDocumentName,
    readonly refusal: unknown,
  ) {
    super(`${field} refused`);
  }
}

async function uploadDocuments(values: Values): Promise<Record<KycDocumentName, string>> {
  const ids = {} as Record<KycDocumentName, string>;
  for (const name of DOCUMENT_ORDER) {
    try {
      ids[name] = (await uploadImage(values[name][0]!.file)).uploadId;
    } catch (error) {
      throw error instanceof ApiError ? new ImageRefused(name, error) : error;
    }
  }
  return ids;
}

export interface KycFormProps {
  kyc: Kyc;
  /** The platform's clock is the judge; this one only spares a round trip (tests pass a fixed one). */
  today?: () => Date;
}

/** The KYC form: the profile fields and three images (ID front, ID back, selfie with the document). */
export function KycForm({ kyc, today = () => new Date() }: KycFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const previous: Partial<KycFields> = kyc.fields ?? {};
  const form = useKitForm<Values, z.output<ReturnType<typeof kycFormSchema>>>({
    schema: kycFormSchema(kyc.minimumAge, today),
    defaultValues: {
      ...(Object.fromEntries(FIELD_ORDER.map((name) => [name, previous[name] ?? ''])) as Record<KycFieldName, string>),
      idFront: [],
      idBack: [],
      selfie: [],
    },
  });
  const [sendingPhase, setPhase] = useState<Phase>('idle');

  const { submit } = useKitSubmit(form, contract.kyc.submit, {
    body: async (values) => {
      setPhase('uploading');
      const documents = await uploadDocuments(values);
      setPhase('submitting');
      const fields = Object.fromEntries(FIELD_ORDER.map((name) => [name, values[name]])) as KycFields;
      return { ...fields, documents };
    },
    fields: FIELDS,
    fieldOfCode: FIELD_OF_CODE,
    aliases: ALIASES,
    onRefused: (error) => {
      if (!(error instanceof ImageRefused)) return false;
      // An image's upload was refused: said on that image.
      form.refuse(error.field, mapServerError(error.refusal, { fields: FIELDS }).message);
      return true;
    },
    onDone: (answer) => {
      queryClient.setQueryData(apiQueryKey(contract.kyc.get), answer);
      toast.show({ message: t('kyc_submitted'), kind: 'success' });
    },
    busyWhenDone: true,
  });
  const phase: Phase = form.busy ? sendingPhase : 'idle';

  return (
    <KitForm form={form} onValid={submit} data-testid="kyc-form">
      {FIELD_ORDER.map((name) => (
        <FormTextField
          key={name}
          name={name}
          label={t(FIELD_LABEL[name])}
          type={name === 'birthday' ? 'date' : 'text'}
          hint={name === 'birthday' ? t('kyc_birthday_hint', { age: kyc.minimumAge }) : undefined}
          autoComplete={name === 'realName' ? 'name' : name === 'birthday' ? 'bday' : 'off'}
          data-testid={`kyc-field-${name}`}
        />
      ))}
      {DOCUMENT_ORDER.map((name) => (
        <FileField
          key={name}
          name={name}
          label={t(FIELD_LABEL[name])}
          max={1}
          hint={t('kyc_image_hint')}
          data-testid={`kyc-file-${name}`}
        />
      ))}
      <FormError data-testid="kyc-form-error" />
      <SubmitButton data-testid="kyc-submit" data-phase={phase}>
        {t(phase === 'uploading' ? 'kyc_uploading' : phase === 'submitting' ? 'kyc_submitting' : 'kyc_submit')}
      </SubmitButton>
    </KitForm>
  );
}
