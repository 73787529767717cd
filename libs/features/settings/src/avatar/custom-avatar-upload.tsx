import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { checkImageFile, type CheckedImage } from '@playdeck/form-kit';
import { isSessionEnded, uploadImage } from '@playdeck/session/api';
import { Button, useToast } from '@playdeck/ui';
import { Inline, Stack, Text } from '@playdeck/ui/layout';
import * as styles from '../settings.css';
import { cropToAvatar } from './crop-to-avatar';
import type { AvatarChoice } from './use-set-avatar';

interface Cropped {
  file: File;
  url: string;
}

export interface CustomAvatarUploadProps {
  /** Sets the uploaded image as the avatar; false when another choice is being saved. */
  setAvatar: (choice: AvatarChoice) => Promise<boolean>;
  /** Another avatar is being saved: picking waits. */
  busy: boolean;
}

/**
 * A photo of the member's own: picked (png or jpg by its bytes, at most 5 MB), cropped to a square (the
 * member may move it along the longer side) and made at most 256 pixels wide in the browser, then
 * uploaded and set as a CUSTOM avatar.
 */
export function CustomAvatarUpload({ setAvatar, busy }: CustomAvatarUploadProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const inputId = useId();
  const [source, setSource] = useState<CheckedImage | null>(null);
  const [focus, setFocus] = useState(50);
  const [cropped, setCropped] = useState<Cropped | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

  // Crops again whenever the photo or the square's position changes; the preview shown stays until the new one is ready.
  useEffect(() => {
    if (!source) return;
    let cancelled = false;
    cropToAvatar(source.file, source.type, focus / 100).then(
      (file) => {
        if (!cancelled) setCropped({ file, url: URL.createObjectURL(file) });
      },
      () => {
        if (cancelled) return;
        setSource(null);
        setProblem(t('settings_avatar_unreadable'));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [source, focus, t]);

  // A preview's URL is freed once another replaces it, or the picker goes.
  useEffect(() => {
    if (!cropped) return;
    return () => URL.revokeObjectURL(cropped.url);
  }, [cropped]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const check = await checkImageFile(file);
    if (!check.ok) {
      setProblem(t(check.message.key, check.message.params));
      return;
    }
    setCropped(null);
    setFocus(50);
    setSource(check.image);
  };

  const cancel = () => {
    setSource(null);
    setCropped(null);
  };

  const save = async () => {
    if (!cropped || savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    try {
      const { uploadId } = await uploadImage(cropped.file);
      if (await setAvatar({ avatarType: 'CUSTOM', avatar: uploadId })) {
        toast.show({ message: t('settings_avatar_saved'), kind: 'success' });
        cancel();
      }
    } catch (error) {
      if (isSessionEnded(error)) return;
      const { key, params } = describeError(error);
      setProblem(t(key, params));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="custom-avatar">
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept="image/png,image/jpeg"
        onChange={(event) => void pick(event)}
        disabled={busy || saving}
        data-testid="custom-avatar-input"
      />
      {source ? (
        <Stack gap="sm" data-testid="custom-avatar-crop">
          {cropped ? (
            <img className={styles.cropPreview} src={cropped.url} alt={t('settings_avatar_preview')} data-testid="custom-avatar-preview" />
          ) : (
            <Text size="sm" tone="muted" aria-live="polite">
              {t('settings_avatar_preparing')}
            </Text>
          )}
          <label className={styles.rangeLabel}>
            <Text as="span" size="sm">
              {t('settings_avatar_position')}
            </Text>
            <input
              type="range"
              min={0}
              max={100}
              value={focus}
              onChange={(event) => setFocus(Number(event.target.value))}
              disabled={saving}
              data-testid="custom-avatar-position"
            />
          </label>
          <Inline gap="sm">
            <Button onClick={() => void save()} loading={saving} disabled={!cropped || busy} data-testid="custom-avatar-save">
              {t('settings_avatar_use_photo')}
            </Button>
            <Button variant="ghost" onClick={cancel} disabled={saving} data-testid="custom-avatar-cancel">
              {t('settings_avatar_cancel')}
            </Button>
          </Inline>
        </Stack>
      ) : (
        <label htmlFor={inputId} className={styles.uploadButton} aria-disabled={busy || undefined} data-testid="custom-avatar-pick">
          {t('settings_avatar_upload')}
        </label>
      )}
      <Text size="sm" tone="muted">
        {t('settings_avatar_upload_hint')}
      </Text>
      {problem ? (
        <Text role="alert" tone="danger" data-testid="custom-avatar-error">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
