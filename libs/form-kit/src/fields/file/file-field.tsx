import { useEffect, useId, useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Stack, Text } from '@playdeck/ui/layout';
import { useKitFormContext } from '../../form/kit-form';
import { decodeMessage, encodeMessage } from '../../schema/field-message';
import { addImages, MAX_IMAGE_BYTES, MAX_IMAGES, type CheckedImage } from './image-files';
import * as styles from './file-field.css';

export interface FileFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The `images()` schema of the field must use the same limits. */
  max?: number;
  maxBytes?: number;
  'data-testid'?: string;
}

const joined = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** A picked image's preview; its object URL is revoked when it is removed (or the form goes). */
function Preview({ image, index, onRemove }: { image: CheckedImage; index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(image.file);
    // The object URL is an outside resource this effect owns (made here, revoked on cleanup), so it is published from here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.file]);
  return (
    <li className={styles.preview}>
      {url ? <img className={styles.image} src={url} alt={t('form_file_preview', { index })} /> : null}
      <button type="button" className={styles.remove} onClick={onRemove} aria-label={t('form_file_remove', { index })}>
        ×
      </button>
    </li>
  );
}

/**
 * Images for a kit form (spec: png or jpg by content, at most 5 MB each, at most 3): each pick is checked
 * before it joins the list; a refused file says why on the field.
 */
export function FileField({ name, label, hint, max = MAX_IMAGES, maxBytes = MAX_IMAGE_BYTES, 'data-testid': testId }: FileFieldProps) {
  const { t } = useTranslation();
  const form = useKitFormContext();
  const {
    field: { ref: inputRef, value, onChange, onBlur },
    fieldState,
  } = useController({ name, control: form.control });
  const chosen: CheckedImage[] = Array.isArray(value) ? value : [];
  const id = useId();
  const message = fieldState.error?.message ? decodeMessage(fieldState.error.message) : null;

  const pick = async (files: File[]) => {
    const { images, refusal } = await addImages(chosen, files, { max, maxBytes });
    onChange(images);
    form.afterChange(name);
    if (refusal) form.setError(name, { type: 'pick', message: encodeMessage(refusal) });
  };
  const remove = (image: CheckedImage) => {
    onChange(chosen.filter((other) => other !== image));
    form.afterChange(name);
  };

  return (
    <Stack gap="xs" data-testid={testId}>
      <Text as="span" size="sm" weight="bold" tone="text" id={`${id}-label`}>
        {label}
      </Text>
      <ul className={styles.tiles} aria-labelledby={`${id}-label`}>
        {chosen.map((image, index) => (
          <Preview
            key={`${image.file.name}-${image.file.lastModified}-${index}`}
            image={image}
            index={index + 1}
            onRemove={() => remove(image)}
          />
        ))}
        {chosen.length < max ? (
          <li className={joined(styles.add, message !== null && styles.addInvalid)}>
            <label htmlFor={`${id}-input`}>{t('form_file_add')}</label>
            <input
              ref={inputRef}
              id={`${id}-input`}
              className={styles.fileInput}
              type="file"
              accept="image/png,image/jpeg"
              multiple={max - chosen.length > 1}
              aria-invalid={message ? true : undefined}
              aria-describedby={joined(hint ? `${id}-hint` : null, message ? `${id}-error` : null)}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length > 0) void pick(files);
              }}
              onBlur={onBlur}
            />
          </li>
        ) : null}
      </ul>
      {hint ? (
        <Text id={`${id}-hint`} size="xs" tone="muted">
          {hint}
        </Text>
      ) : null}
      {message ? (
        <Text id={`${id}-error`} size="xs" tone="danger">
          {t(message.key, message.params)}
        </Text>
      ) : null}
    </Stack>
  );
}
